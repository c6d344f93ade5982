//! The status bar: what is in flight (with a cancel button and any retry
//! note) and the latest notices, each with its details.

use egui::{RichText, Ui};

use crate::state::{AppState, Intent, Level};

use super::widgets::{error_color, success_color, truncated_label, warning_color};

pub fn show(ui: &mut Ui, state: &AppState, intents: &mut Vec<Intent>) {
    let tr = &state.tr;
    ui.horizontal_wrapped(|ui| {
        for (id, flight) in &state.in_flight {
            ui.spinner();
            let what = tr.text(flight.label);
            ui.label(&what);
            if let Some(note) = &flight.retry_note {
                ui.label(RichText::new(tr.msg(note)).color(warning_color(ui)));
            }
            if flight.cancellable
                && ui
                    .small_button(tr.text("status-cancel"))
                    .on_hover_text(tr.msg(&crate::msg!("status-cancel-what", what = what)))
                    .clicked()
            {
                intents.push(Intent::Cancel(*id));
            }
            ui.separator();
        }
        if let Some(what) = &state.resend
            && state.connection.status == crate::state::ConnectionStatus::Connected
            && ui.button(tr.text(what.label())).clicked()
        {
            intents.push(Intent::ResendInterrupted);
        }
        if let Some(notice) = state.notice_to_show().and_then(|index| state.notices.get(index)) {
            let color = match notice.level {
                Level::Info => ui.visuals().text_color(),
                Level::Success => success_color(ui),
                Level::Warning => warning_color(ui),
                Level::Error => error_color(ui),
            };
            super::widgets::icon_mark(ui, super::theme::icon::of_level(notice.level), color);
            // One line: a long notice is cut (whole on hover) and leaves room for "Dismiss".
            let text = RichText::new(tr.msg(&notice.text)).color(color);
            let response = truncated_label(ui, text, (ui.available_width() - 90.0).max(120.0));
            if !notice.details.is_empty() {
                let details: Vec<String> = notice.details.iter().map(|line| tr.msg(line)).collect();
                response.on_hover_text(details.join("\n"));
            }
            if ui.small_button(tr.text("status-dismiss")).clicked() {
                intents.push(Intent::DismissNotice);
            }
        } else if state.in_flight.is_empty() {
            ui.label(RichText::new(tr.text("status-ready")).weak());
        }
    });
}
