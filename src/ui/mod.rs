//! egui views only: each reads the state (`&AppState`, never `&mut`) and returns what the user
//! asked for as [`Intent`]s, which the app applies after the frame; none calls the api, assigns
//! state or blocks (`scripts/check-views.sh` in CI fails otherwise). The layout: environment banner on top, status
//! bar at the bottom, search and lists on the left, the screen in the middle,
//! dialogs over it. What the views keep between frames that is not state
//! (GPU textures) lives in [`UiCache`], owned by the app.

pub mod activity;
pub mod banner;
pub mod connection;
pub mod date_picker;
pub mod home;
pub mod patient;
pub mod patient_form;
pub mod shortcuts;
pub mod startup_problems;
pub mod status;
pub mod survey_dialog;
pub mod survey_summary;
pub mod survey_view;
pub mod theme;
pub mod widgets;

use crate::state::{AppState, Intent, Screen};

/// What the views keep between frames besides the state: egui resources.
#[derive(Default)]
pub struct UiCache {
    /// Textures of the PDF preview of the open survey.
    pub pdf_preview: survey_view::PreviewTextures,
}

const SIDE_PANEL: &str = "side-panel";

/// egui names a panel's resize handle "Resize panel" in English; a screen reader hears it in the
/// interface's language instead. The handle's id is egui's: the panel's id with `__resize`.
fn name_panel_splitter(ui: &egui::Ui, panel: &str, name: &str) {
    let panel_id = ui.scope_id().with_salt(egui::IdSalt::new(panel));
    let name = name.to_owned();
    ui.ctx().accesskit_node_builder(panel_id.with("__resize"), move |node| node.set_label(name));
}

/// Draws the whole window and returns what the user asked for, in the order they asked.
pub fn show(ui: &mut egui::Ui, state: &AppState, cache: &mut UiCache) -> Vec<Intent> {
    let mut intents = Vec::new();
    cache.pdf_preview.retain_for(state);
    egui::Panel::top("environment-banner")
        .frame(egui::Frame::NONE)
        .show(ui, |ui| banner::show(ui, state, &mut intents));
    if state.privacy.locked {
        // Nothing with patient data is drawn, not even behind a cover, and the preview's
        // pages leave the graphics memory (they are uploaded again when the screen returns).
        cache.pdf_preview.clear();
        egui::CentralPanel::default_margins().show(ui, |ui| privacy_screen(ui, &state.tr));
        return intents;
    }
    shortcuts::handle(ui.ctx(), state, &mut intents);
    let out = &mut intents;
    egui::Panel::bottom("status-bar").show(ui, |ui| status::show(ui, state, out));
    egui::Panel::left(SIDE_PANEL).resizable(true).default_size(280.0).show(ui, |ui| home::side_panel(ui, state, out));
    name_panel_splitter(ui, SIDE_PANEL, &state.tr.text("app-resize-side-panel"));
    egui::CentralPanel::default_margins().show(ui, |ui| match state.screen {
        Screen::Home => home::welcome(ui, state, out),
        Screen::Patient => patient::show(ui, state, out),
        Screen::PatientForm => patient_form::show(ui, state, out),
        Screen::Connection => connection::show(ui, state, out),
        Screen::Survey => survey_view::show(ui, state, &mut cache.pdf_preview, out),
        Screen::Activity => activity::show(ui, state),
    });
    let ctx = ui.ctx().clone();
    survey_dialog::show(&ctx, state, out);
    patient_form::form_switch_question(&ctx, state, out);
    connection::overlay(&ctx, state, out);
    startup_problems::show(&ctx, state, out);
    shortcuts::overview(&ctx, &state.tr);
    intents
}

/// Shown instead of everything else after the idle time.
fn privacy_screen(ui: &mut egui::Ui, tr: &crate::i18n::Translator) {
    ui.vertical_centered(|ui| {
        ui.add_space(ui.available_height() * 0.3);
        ui.heading(tr.text("app-privacy-title"));
        ui.label(tr.text("app-privacy-why"));
        ui.label(tr.text("app-privacy-show-again"));
    });
}
