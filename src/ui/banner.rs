//! The environment banner: always visible, its own colour per kind of
//! environment, the region named, so nobody registers a real patient in the
//! wrong place. Also the connection status and the token's lifetime, and the interface's
//! language and theme, each list after its label (read and tabbed in that order too).

use egui::{Color32, RichText, Ui};

use super::theme;

use crate::api::{Environment, EnvironmentKind, Region};
use crate::i18n::{Arg, Msg, Translator};
use crate::msg;
use crate::state::{AppState, ConnectionStatus, Intent};

/// Minutes before expiry from which the token is warned about.
pub const TOKEN_WARNING_MINUTES: u64 = 10;

/// The banner's text for an environment (also its accessible name).
pub fn banner_text(tr: &Translator, environment: Option<&Environment>) -> String {
    let region = || match environment.and_then(Environment::region) {
        Some(region) => Arg::Message(region_name(region)),
        None => Arg::Text(String::new()),
    };
    let message = match environment {
        None => msg!("banner-not-connected"),
        Some(environment) => match environment.kind() {
            EnvironmentKind::Production => msg!("banner-production", region = region()),
            EnvironmentKind::Acceptance => msg!("banner-acceptance", region = region()),
            EnvironmentKind::Sandbox => msg!("banner-sandbox"),
            EnvironmentKind::Custom => msg!("banner-custom", address = environment.api_base()),
        },
    };
    tr.msg(&message)
}

/// The data-protection region in the interface language ("EU", "VS", "É.-U.").
pub fn region_name(region: Region) -> Msg {
    match region {
        Region::Eu => msg!("banner-region-eu"),
        Region::Us => msg!("banner-region-us"),
    }
}

pub fn show(ui: &mut Ui, state: &AppState, intents: &mut Vec<Intent>) {
    let tr = &state.tr;
    let environment = state.connection.environment.as_ref();
    let colors = theme::banner(environment.map(Environment::kind));
    let text_color = colors.text;
    let margin = egui::Margin::symmetric(theme::space::L as i8, theme::space::M as i8);
    egui::Frame::new().fill(colors.fill).inner_margin(margin).show(ui, |ui| {
        // The colour reaches the window's right edge, whatever the controls measure.
        ui.set_min_width(ui.available_width());
        // The controls sit at the right edge but are laid out left to right, so that each
        // label comes before its list for the keyboard and screen readers too: their width is
        // measured in one pass and used in the next. Where the sentence would keep too little
        // room beside them (a narrow window, long words), they move to a row of their own.
        let width_id = ui.make_persistent_id("banner-controls-width");
        let controls_width: f32 = ui.data(|d| d.get_temp(width_id)).unwrap_or_default();
        let gap = ui.spacing().item_spacing.x;
        let banner = RichText::new(banner_text(tr, environment)).color(text_color).strong().size(theme::text::BANNER);
        // The environment's sentence is said whole ("nothing leaves this computer" is the point
        // of it): where it does not fit beside the controls, they move below it. Only a long
        // custom address is cut (whole on hover) before it pushes the controls away.
        let custom = environment.is_some_and(|environment| environment.kind() == EnvironmentKind::Custom);
        let sentence_width = if custom {
            theme::size::MIN_BANNER_TEXT
        } else {
            egui::WidgetText::from(banner.clone())
                .into_galley(ui, Some(egui::TextWrapMode::Extend), f32::INFINITY, egui::TextStyle::Body)
                .size()
                .x
        };
        let one_row = controls_width + gap + sentence_width <= ui.available_width();
        let mut measured = None;
        ui.horizontal(|ui| {
            let room = if one_row { ui.available_width() - controls_width - gap } else { ui.available_width() };
            super::widgets::truncated_label(ui, banner, room);
            if one_row {
                ui.add_space((ui.available_width() - controls_width - gap).max(0.0));
                measured = controls(ui, state, intents, text_color, false);
            }
        });
        if !one_row {
            // On a row of their own they wrap where even that row is too narrow (640 points:
            // the smallest window, a laptop at 200 %).
            measured = controls(ui, state, intents, text_color, true);
        }
        let measured = measured.unwrap_or(controls_width);
        if (measured - controls_width).abs() > 0.5 {
            ui.data_mut(|d| d.insert_temp(width_id, measured));
            ui.ctx().request_discard("the banner's controls were measured");
        }
    });
}

/// The connection status, the language and theme lists and the "Connection…" button, in one
/// row, or wrapped over several (`wrap`) where one is too narrow; returns the row's width when
/// they took one line (a wrapped row's width says nothing of the room they need).
fn controls(ui: &mut Ui, state: &AppState, intents: &mut Vec<Intent>, text_color: Color32, wrap: bool) -> Option<f32> {
    let tr = &state.tr;
    let draw = |ui: &mut Ui| {
        ui.label(RichText::new(status_text(state)).color(text_color));
        language_choice(ui, state, intents, text_color);
        theme_choice(ui, tr, text_color);
        let words = tr.text("banner-connection");
        let button = egui::Button::new((
            super::widgets::icon_text(ui, theme::icon::CONNECTION).color(text_color),
            RichText::new(words.as_str()).color(text_color),
        ))
        .stroke(egui::Stroke::new(theme::stroke::THIN, text_color))
        .fill(Color32::TRANSPARENT);
        let response = ui.add(button).accessible_name(words);
        if response.on_hover_text(tr.text("banner-connection-hover")).clicked() {
            intents.push(Intent::OpenConnectionScreen);
        }
        let about = tr.text("about-open");
        let button = egui::Button::new(super::widgets::icon_text(ui, theme::icon::INFO).color(text_color))
            .stroke(egui::Stroke::new(theme::stroke::THIN, text_color))
            .fill(Color32::TRANSPARENT);
        let response = ui.add(button).accessible_name(&about);
        super::a11y::opener(ui.ctx(), super::a11y::OPENS_ABOUT, response.id);
        if response.on_hover_text(about).clicked() {
            intents.push(Intent::ShowAbout);
        }
    };
    let row = if wrap { ui.horizontal_wrapped(draw) } else { ui.horizontal(draw) };
    let one_line = row.response.rect.height() < 2.0 * ui.spacing().interact_size.y;
    one_line.then(|| row.response.rect.width())
}

fn status_text(state: &AppState) -> String {
    // The embedded demo service is no live connection, and its token is the app's own.
    let demo = matches!(state.connection.environment, Some(crate::api::Environment::Sandbox { .. }));
    if demo && state.connection.status == ConnectionStatus::Connected {
        return state.tr.text("banner-status-demo");
    }
    state.tr.msg(&status_msg(&state.connection.status, state.token_remaining(jiff::Timestamp::now())))
}

/// The connection status, with the token's lifetime when there is one.
fn status_msg(status: &ConnectionStatus, token_left: Option<std::time::Duration>) -> Msg {
    let status = match status {
        ConnectionStatus::Starting => msg!("banner-status-starting"),
        ConnectionStatus::Connecting => msg!("banner-status-connecting"),
        ConnectionStatus::Connected => msg!("banner-status-connected"),
        ConnectionStatus::SignInNeeded => msg!("banner-status-sign-in-needed"),
        ConnectionStatus::Offline => msg!("banner-status-offline"),
    };
    match token_left {
        Some(left) if left.as_secs() == 0 => msg!("banner-token-expired", status = status),
        Some(left) if left.as_secs() < TOKEN_WARNING_MINUTES * 60 => msg!(
            "banner-token-expires-soon",
            status = status,
            left = msg!("minutes", count = left.as_secs().div_ceil(60))
        ),
        Some(left) => msg!("banner-token-valid", status = status, left = human_duration(left)),
        None => status,
    }
}

/// Minutes up to two hours, then whole hours (the plural messages `minutes` and `hours`).
fn human_duration(duration: std::time::Duration) -> Msg {
    let minutes = duration.as_secs() / 60;
    if minutes >= 120 { msg!("hours", count = minutes / 60) } else { msg!("minutes", count = minutes) }
}

/// The interface language, each named in itself so that anyone can find their own.
fn language_choice(ui: &mut Ui, state: &AppState, intents: &mut Vec<Intent>, text_color: Color32) {
    let current = state.tr.language();
    let locked = state.policy.language.locked;
    let label = ui.label(RichText::new(state.tr.text("settings-language")).color(text_color));
    let choice = ui
        .add_enabled_ui(!locked, |ui| {
            let combo = egui::ComboBox::from_id_salt("interface-language").selected_text(current.own_name());
            super::widgets::choice_list(ui, combo, &state.tr.text("settings-language"), |ui| {
                for language in crate::i18n::Language::OFFERED {
                    if super::widgets::choice(ui, language == current, language.own_name()) && language != current {
                        intents.push(Intent::SetLanguage(language));
                    }
                }
            })
            .response
        })
        .inner;
    let choice = choice.labelled_by(label.id);
    if locked {
        // In the banner only the lock, which says it on hover and to the screen reader: the
        // words would push the banner's controls out of a small window (the connection screen
        // spells out its locked settings).
        let note = state.tr.text("policy-locked");
        let lock = ui.add(
            egui::Label::new(super::widgets::icon_text(ui, super::theme::icon::LOCKED).color(text_color))
                .sense(egui::Sense::hover()),
        );
        lock.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, note.as_str()));
        lock.on_hover_text(note.as_str());
        choice.on_disabled_hover_text(note);
    }
}

/// Follow the system, or force light or dark. Words, not emoji, so every
/// font and screen reader can show it.
fn theme_choice(ui: &mut Ui, tr: &Translator, text_color: Color32) {
    let mut preference = ui.options(|o| o.theme_preference);
    let text = match preference {
        egui::ThemePreference::System => tr.text("banner-theme-system"),
        egui::ThemePreference::Light => tr.text("banner-theme-light"),
        egui::ThemePreference::Dark => tr.text("banner-theme-dark"),
    };
    // A fixed id: the list keeps its state when the language changes.
    let label = ui.label(RichText::new(tr.text("banner-theme")).color(text_color));
    let combo = egui::ComboBox::from_id_salt("theme-choice").selected_text(text);
    let choice = super::widgets::choice_list(ui, combo, &tr.text("banner-theme"), |ui| {
        for (option, words) in [
            (egui::ThemePreference::System, "banner-theme-follow-system"),
            (egui::ThemePreference::Light, "banner-theme-light"),
            (egui::ThemePreference::Dark, "banner-theme-dark"),
        ] {
            if super::widgets::choice(ui, preference == option, tr.text(words)) {
                preference = option;
            }
        }
    })
    .response;
    choice.labelled_by(label.id);
    if preference != ui.options(|o| o.theme_preference) {
        ui.ctx().set_theme(preference);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;
    use std::time::Duration;

    #[test]
    fn the_status_names_the_token_lifetime_with_plural_words() {
        let en = Translator::new(Language::English);
        let connected = ConnectionStatus::Connected;
        let word = |tr: &Translator, left: Option<u64>| tr.msg(&status_msg(&connected, left.map(Duration::from_secs)));
        assert_eq!(word(&en, None), "Connected");
        assert_eq!(word(&en, Some(0)), "Connected · token expired");
        assert_eq!(word(&en, Some(61)), "Connected · token expires in 2 minutes — sign in again soon");
        assert_eq!(word(&en, Some(60)), "Connected · token expires in 1 minute — sign in again soon");
        assert_eq!(word(&en, Some(45 * 60)), "Connected · token valid for 45 minutes");
        assert_eq!(word(&en, Some(3 * 3600 + 59)), "Connected · token valid for 3 hours");
        let nl = Translator::new(Language::Dutch);
        assert_eq!(word(&nl, Some(3 * 3600)), "Verbonden · token nog 3 uur geldig");
    }

    #[test]
    fn the_region_is_worded_in_the_interface_language() {
        let fr = Translator::new(Language::French);
        assert_eq!(banner_text(&fr, Some(&Environment::UsProduction)), "PRODUCTION É.-U. — données de vrais patients");
        let en = Translator::new(Language::English);
        assert_eq!(banner_text(&en, Some(&Environment::EuProduction)), "EU PRODUCTION — real patient data");
        assert_eq!(
            banner_text(&en, Some(&Environment::EuAcceptance)),
            "EU ACCEPTANCE — test environment, not for real patients"
        );
        assert_eq!(banner_text(&en, None), "NOT CONNECTED");
    }
}
