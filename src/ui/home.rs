//! The start screen and the side panel: the search box, the main actions,
//! recently opened patients (this session only) and the demo patients.

use egui::{Key, KeyboardShortcut, Modifiers, RichText, Ui};

use crate::api::{EnvironmentKind, Patient};
use crate::state::{AppState, Intent};

use super::widgets::{error_box, truncated_button};

/// Ctrl+F (Cmd+F on macOS) puts the cursor in the search box.
pub const SEARCH_SHORTCUT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::F);

pub fn side_panel(ui: &mut Ui, state: &AppState, intents: &mut Vec<Intent>) {
    ui.add_space(8.0);
    let label = ui.label(RichText::new("Find a patient").strong());
    let searching = state.search_request.is_some();
    let mut query = state.search_query.clone();
    let response = ui
        .add(
            egui::TextEdit::singleline(&mut query)
                .hint_text("Service id or external reference")
                .desired_width(f32::INFINITY),
        )
        .labelled_by(label.id);
    if response.changed() {
        intents.push(Intent::EditSearchQuery(query.clone()));
    }
    if ui.input_mut(|i| i.consume_shortcut(&SEARCH_SHORTCUT)) {
        response.request_focus();
    }
    let enter = response.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
    ui.horizontal(|ui| {
        let can_search = !query.trim().is_empty() && !searching;
        if ui.add_enabled(can_search, egui::Button::new("Search")).clicked() || (enter && can_search) {
            intents.push(Intent::Search);
        }
        if searching {
            ui.spinner();
        }
    });
    ui.label(RichText::new("External references are matched exactly, including upper and lower case.").weak().small());
    ui.label(RichText::new(format!("Shortcut: {}", ui.ctx().format_shortcut(&SEARCH_SHORTCUT))).weak().small());
    if let Some(error) = &state.search_error {
        error_box(ui, &state.tr, error);
    }
    ui.add_space(12.0);
    if ui.add(egui::Button::new("Register patient").min_size(egui::vec2(ui.available_width(), 28.0))).clicked() {
        intents.push(Intent::StartRegistration);
    }
    if ui
        .add(egui::Button::new("New survey for a new patient").min_size(egui::vec2(ui.available_width(), 28.0)))
        .clicked()
    {
        intents.push(Intent::StartSurveyForNewPatient);
    }
    if ui.add(egui::Button::new("Activity log").min_size(egui::vec2(ui.available_width(), 24.0))).clicked() {
        intents.push(Intent::ShowActivityLog);
    }
    ui.add_space(12.0);
    egui::ScrollArea::vertical().show(ui, |ui| {
        if !state.recent.is_empty() {
            ui.label(RichText::new("Recent patients").strong());
            ui.label(RichText::new("This session only").weak().small());
            patient_links(ui, &state.recent, "recent", intents);
            ui.add_space(12.0);
        }
        if !state.demo_patients.is_empty() {
            ui.label(RichText::new("Demo patients").strong());
            patient_links(ui, &state.demo_patients, "demo", intents);
        }
    });
}

fn patient_links(ui: &mut Ui, patients: &[Patient], salt: &str, intents: &mut Vec<Intent>) {
    for patient in patients {
        let reference = patient.external_reference.clone().unwrap_or_default();
        let text = format!("{}  ·  {}", patient.full_name(), reference);
        ui.push_id((salt, &patient.patient_id), |ui| {
            if truncated_button(ui, text, f32::INFINITY, false).clicked() {
                intents.push(Intent::OpenPatient(patient.patient_id.clone()));
            }
        });
    }
}

pub fn welcome(ui: &mut Ui, state: &AppState, intents: &mut Vec<Intent>) {
    offered_drafts(ui, state, intents);
    ui.heading("Welcome to Intake Desk");
    ui.add_space(8.0);
    let sandbox = state.connection.environment.as_ref().map(|e| e.kind()) == Some(EnvironmentKind::Sandbox);
    if sandbox {
        ui.label(
            "You are working in the sandbox: a demo service running on this computer with made-up patients. \
             Nothing you do here leaves the computer, so try anything.",
        );
        ui.label("Open one of the demo patients on the left, search for MRN-0001, or register a patient.");
        ui.label("To work with real patients, choose \"Connection…\" at the top right and sign in.");
    } else {
        ui.label("Search for a patient by service id or external reference, or register a new patient.");
    }
    ui.add_space(8.0);
    ui.label(
        RichText::new("Keyboard: Ctrl+F search · Tab moves between fields · Enter sends · Esc closes a dialog").weak(),
    );
}

/// Unsent forms kept from earlier: every one listed with what it is, whose and when it was
/// typed; restoring or discarding one is the user's choice.
fn offered_drafts(ui: &mut Ui, state: &AppState, intents: &mut Vec<Intent>) {
    if !state.offered_drafts.is_empty() {
        let count = state.offered_drafts.len();
        ui.label(
            RichText::new(if count == 1 {
                "1 form was not sent. It was kept on this computer.".to_owned()
            } else {
                format!("{count} forms were not sent. They were kept on this computer.")
            })
            .strong(),
        );
        ui.add_space(4.0);
    }
    for draft in &state.offered_drafts {
        egui::Frame::new()
            .stroke(egui::Stroke::new(1.0, super::widgets::warning_color(ui)))
            .inner_margin(8)
            .corner_radius(4)
            .show(ui, |ui| {
                let what = match draft.kind {
                    crate::drafts::DraftKind::PatientForm if draft.patient_id.is_some() => "changes to a patient",
                    crate::drafts::DraftKind::PatientForm => "a patient registration",
                    crate::drafts::DraftKind::SurveyForm => "a survey for a new patient",
                };
                let name = format!("{} {}", draft.patient.first_name.trim(), draft.patient.last_name.trim());
                let name = name.trim();
                let who = if name.is_empty() { String::new() } else { format!(": {name}") };
                let when = crate::api::ServiceTime::parse(&draft.saved_at).local_display();
                let mut heading = format!("{what}{who}");
                if let Some(first) = heading.get(..1) {
                    heading.replace_range(..1, &first.to_uppercase());
                }
                let width = ui.available_width();
                super::widgets::truncated_label(ui, heading, width);
                ui.label(RichText::new(format!("Last changed {when}")).weak());
                ui.horizontal(|ui| {
                    if super::widgets::button_named(ui, "Restore", &format!("Restore {what}{who}")).clicked() {
                        intents.push(Intent::RestoreDraft(draft.id.clone()));
                    }
                    if super::widgets::button_named(ui, "Discard", &format!("Discard {what}{who}")).clicked() {
                        intents.push(Intent::DiscardDraft(draft.id.clone()));
                    }
                });
            });
        ui.add_space(8.0);
    }
}
