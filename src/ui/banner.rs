//! The environment banner: always visible, its own colour per kind of
//! environment, the region named, so nobody registers a real patient in the
//! wrong place. Also the connection status and the token's lifetime.

use egui::{Color32, RichText, Ui};

use crate::api::{Environment, EnvironmentKind};
use crate::state::{AppState, ConnectionStatus, Intent};

/// Minutes before expiry from which the token is warned about.
pub const TOKEN_WARNING_MINUTES: u64 = 10;

/// The banner's text for an environment (also its accessible name).
pub fn banner_text(environment: Option<&Environment>) -> String {
    match environment {
        None => "NOT CONNECTED".to_owned(),
        Some(environment) => match environment.kind() {
            EnvironmentKind::Production => format!(
                "{} PRODUCTION — real patient data",
                environment.region().map(|r| r.label()).unwrap_or_default()
            ),
            EnvironmentKind::Acceptance => format!(
                "{} ACCEPTANCE — test environment, not for real patients",
                environment.region().map(|r| r.label()).unwrap_or_default()
            ),
            EnvironmentKind::Sandbox => "SANDBOX — demo data; nothing leaves this computer".to_owned(),
            EnvironmentKind::Custom => format!("CUSTOM SERVICE — {}", environment.api_base()),
        },
    }
}

fn banner_colors(environment: Option<&Environment>) -> (Color32, Color32) {
    match environment.map(Environment::kind) {
        None => (Color32::from_rgb(90, 90, 90), Color32::WHITE),
        Some(EnvironmentKind::Production) => (Color32::from_rgb(176, 0, 32), Color32::WHITE),
        Some(EnvironmentKind::Acceptance) => (Color32::from_rgb(255, 179, 0), Color32::BLACK),
        Some(EnvironmentKind::Sandbox) => (Color32::from_rgb(0, 121, 107), Color32::WHITE),
        Some(EnvironmentKind::Custom) => (Color32::from_rgb(94, 53, 177), Color32::WHITE),
    }
}

pub fn show(ui: &mut Ui, state: &AppState, intents: &mut Vec<Intent>) {
    let environment = state.connection.environment.as_ref();
    let (fill, text_color) = banner_colors(environment);
    egui::Frame::new().fill(fill).inner_margin(egui::Margin::symmetric(12, 8)).show(ui, |ui| {
        ui.horizontal(|ui| {
            // A long custom address is cut (whole on hover) before it pushes the controls away.
            let room = (ui.available_width() - 480.0).max(ui.available_width() * 0.4);
            super::widgets::truncated_label(
                ui,
                RichText::new(banner_text(environment)).color(text_color).strong().size(16.0),
                room,
            );
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                let button = egui::Button::new(RichText::new("Connection…").color(text_color))
                    .stroke(egui::Stroke::new(1.0, text_color))
                    .fill(Color32::TRANSPARENT);
                if ui.add(button).on_hover_text("Choose the environment and sign in").clicked() {
                    intents.push(Intent::OpenConnectionScreen);
                }
                theme_choice(ui, text_color);
                // Right to left: the list first, so that its label reads before it.
                language_choice(ui, state, intents, text_color);
                ui.label(RichText::new(status_text(state)).color(text_color));
            });
        });
    });
}

fn status_text(state: &AppState) -> String {
    let status = match state.connection.status {
        ConnectionStatus::Starting => "Starting…",
        ConnectionStatus::Connecting => "Connecting…",
        ConnectionStatus::Connected => "Connected",
        ConnectionStatus::SignInNeeded => "Sign-in needed",
        ConnectionStatus::Offline => "Offline — cannot reach the service",
    };
    match state.token_remaining(jiff::Timestamp::now()) {
        Some(left) if left.as_secs() == 0 => format!("{status} · token expired"),
        Some(left) if left.as_secs() < TOKEN_WARNING_MINUTES * 60 => {
            format!("{status} · token expires in {} min — sign in again soon", left.as_secs().div_ceil(60))
        }
        Some(left) => format!("{status} · token valid for {}", human_duration(left)),
        None => status.to_owned(),
    }
}

fn human_duration(duration: std::time::Duration) -> String {
    let minutes = duration.as_secs() / 60;
    if minutes >= 120 { format!("{} h", minutes / 60) } else { format!("{minutes} min") }
}

/// The interface language, each named in itself so that anyone can find their own.
fn language_choice(ui: &mut Ui, state: &AppState, intents: &mut Vec<Intent>, text_color: Color32) {
    let current = state.tr.language();
    let choice = egui::ComboBox::from_id_salt("interface-language")
        .selected_text(current.own_name())
        .show_ui(ui, |ui| {
            for language in crate::i18n::Language::OFFERED {
                if ui.selectable_label(language == current, language.own_name()).clicked() && language != current {
                    intents.push(Intent::SetLanguage(language));
                }
            }
        })
        .response;
    let label = ui.label(RichText::new(state.tr.text("settings-language")).color(text_color));
    choice.labelled_by(label.id);
}

/// Follow the system, or force light or dark. Words, not emoji, so every
/// font and screen reader can show it.
fn theme_choice(ui: &mut Ui, text_color: Color32) {
    let mut preference = ui.options(|o| o.theme_preference);
    let text = match preference {
        egui::ThemePreference::System => "System",
        egui::ThemePreference::Light => "Light",
        egui::ThemePreference::Dark => "Dark",
    };
    egui::ComboBox::from_label(RichText::new("Theme").color(text_color)).selected_text(text).show_ui(ui, |ui| {
        ui.selectable_value(&mut preference, egui::ThemePreference::System, "Follow the system");
        ui.selectable_value(&mut preference, egui::ThemePreference::Light, "Light");
        ui.selectable_value(&mut preference, egui::ThemePreference::Dark, "Dark");
    });
    if preference != ui.options(|o| o.theme_preference) {
        ui.ctx().set_theme(preference);
    }
}
