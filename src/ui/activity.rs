//! The activity view: the user's own actions on this computer, newest
//! first, so staff can answer "did I send this?".

use egui::{RichText, Ui};

use crate::activity::describe as describe_action;
use crate::state::AppState;

pub fn show(ui: &mut Ui, state: &AppState) {
    let tr = &state.tr;
    ui.heading(tr.text("activity-title"));
    ui.label(RichText::new(tr.text("activity-intro")).weak());
    ui.add_space(super::theme::space::M);
    if state.activity_unreadable > 0 {
        let count = state.activity_unreadable;
        ui.label(
            RichText::new(tr.msg(&crate::msg!("activity-unreadable", count = count)))
                .color(super::widgets::warning_color(ui)),
        );
    }
    if state.activity.is_empty() {
        ui.label(tr.text("activity-nothing-yet"));
        return;
    }
    let row_height = ui.text_style_height(&egui::TextStyle::Body) + 6.0;
    let name = tr.text("activity-title");
    let scrolled =
        egui::ScrollArea::both().auto_shrink(false).show_rows(ui, row_height, state.activity.len(), |ui, rows| {
            egui::Grid::new("activity-rows").num_columns(3).striped(true).spacing(super::theme::GRID_GAP).show(
                ui,
                |ui| {
                    for entry in &state.activity[rows] {
                        let utc = tr.msg(&crate::msg!("activity-utc", time = entry.at.as_str()));
                        ui.label(entry.local_time(tr)).on_hover_text(utc);
                        ui.label(RichText::new(environment_words(tr, &entry.environment)).weak());
                        ui.label(tr.msg(&describe_action(&entry.action)));
                        ui.end_row();
                    }
                },
            );
        });
    super::a11y::name_scroll_bars_of(ui, scrolled.id, &name);
}

/// The environment of a line, as the log stores it (English names staff recognise, written by
/// every version so far), in the interface language; anything else as it was stored.
fn environment_words(tr: &crate::i18n::Translator, stored: &str) -> String {
    let id = match stored {
        "EU production" => "connection-env-eu-production",
        "EU acceptance (test)" => "connection-env-eu-acceptance",
        "US production" => "connection-env-us-production",
        "Sandbox" | "Sandbox (demo data)" => "activity-env-sandbox",
        _ => {
            return match stored.strip_prefix("Custom: ") {
                Some(address) => tr.msg(&crate::msg!("activity-env-custom", address = address)),
                None => stored.to_owned(),
            };
        }
    };
    tr.text(id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Language, Translator};

    #[test]
    fn stored_environment_names_are_worded_and_unknown_ones_kept() {
        let de = Translator::new(Language::German);
        assert_eq!(environment_words(&de, "EU production"), "EU-Produktion");
        assert_eq!(environment_words(&de, "Sandbox (demo data)"), "Demo-Umgebung (Demodaten)");
        assert_eq!(environment_words(&de, "Custom: https://x.example"), "Eigener Dienst: https://x.example");
        assert_eq!(environment_words(&de, "Somewhere else"), "Somewhere else");
        let en = Translator::new(Language::English);
        assert_eq!(environment_words(&en, "Sandbox (demo data)"), "Sandbox (demo data)");
        assert_eq!(environment_words(&en, "Custom: https://x.example"), "Custom: https://x.example");
    }
}
