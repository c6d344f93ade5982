//! The keyboard shortcuts of the whole window: which keys, what each asks for on the screen in
//! view, how they read on this computer (egui writes Ctrl, or ⌘ on macOS, for `COMMAND`), and
//! the F1 overview that lists them. Shortcuts act only when no dialog is open: a dialog's keys
//! are its own.

use egui::{Key, KeyboardShortcut, Modifiers, RichText};

use crate::i18n::Translator;
use crate::state::{AppState, Intent, Screen, SurveyIntent};

/// Ctrl+F (Cmd+F): the cursor in the search box (handled by the side panel, which owns it).
pub const SEARCH: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::F);
/// Ctrl+N: register a patient.
pub const REGISTER: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::N);
/// Ctrl+Shift+N: a new survey for a new patient.
pub const NEW_SURVEY_FOR_NEW_PATIENT: KeyboardShortcut =
    KeyboardShortcut::new(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::N);
/// Ctrl+R: load again what is shown (a patient's surveys, the open survey).
pub const REFRESH: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::R);
/// Ctrl+P: save the open survey's PDF summary.
pub const SAVE_PDF: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::P);
/// Ctrl+E: read the Belgian eID card into the new patient's details (the register form, the
/// new-survey dialog, the day list's row editor: each reads it for itself, see
/// [`super::eid_button`]).
pub const READ_EID: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::E);
/// F1: the list of shortcuts.
pub const HELP: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::F1);

/// Every shortcut with the message id of what it does, in the order the overview lists them.
pub const ALL: [(KeyboardShortcut, &str); 7] = [
    (SEARCH, "shortcut-search"),
    (REGISTER, "shortcut-register"),
    (NEW_SURVEY_FOR_NEW_PATIENT, "shortcut-new-survey-for-new-patient"),
    (REFRESH, "shortcut-refresh"),
    (SAVE_PDF, "shortcut-save-pdf"),
    (READ_EID, "shortcut-read-eid"),
    (HELP, "shortcut-help"),
];

/// The keys as this computer's keyboard labels them, in the interface's language: "Ctrl+N",
/// "Strg+Umschalt+N"; on macOS egui's own "⌘N" (symbols, or Cmd where the font lacks them).
pub fn keys(ctx: &egui::Context, tr: &Translator, shortcut: &KeyboardShortcut) -> String {
    if ctx.os().is_mac() {
        return ctx.format_shortcut(shortcut);
    }
    let (alt, ctrl, shift) = (tr.text("key-alt"), tr.text("key-ctrl"), tr.text("key-shift"));
    let names = egui::ModifierNames {
        is_short: false,
        alt: &alt,
        ctrl: &ctrl,
        shift: &shift,
        mac_cmd: &ctrl,
        mac_alt: &alt,
        concat: "+",
    };
    shortcut.format(&names, false)
}

/// "Shortcut: Ctrl+N", for a button's tooltip.
pub fn hint(ctx: &egui::Context, tr: &Translator, shortcut: &KeyboardShortcut) -> String {
    tr.msg(&crate::msg!("shortcut-hint", keys = keys(ctx, tr, shortcut)))
}

/// Whether a dialog covers the window (its keys are its own then).
pub fn dialog_open(state: &AppState) -> bool {
    state.survey_form.is_some()
        || state.sign_in_overlay
        || !state.startup_problems.is_empty()
        || state.patient_form.as_ref().is_some_and(|form| form.pending_switch.is_some())
}

/// Turns the window-wide shortcuts pressed this frame into intents. The more specific
/// Ctrl+Shift+N is read before Ctrl+N.
pub fn handle(ctx: &egui::Context, state: &AppState, intents: &mut Vec<Intent>) {
    if ctx.input_mut(|i| i.consume_shortcut(&HELP)) {
        toggle_overview(ctx);
    }
    // The overview is on top of everything: Escape closes it first.
    if overview_open(ctx) && ctx.input_mut(|i| i.consume_key(Modifiers::NONE, Key::Escape)) {
        ctx.data_mut(|d| d.insert_temp(overview_id(), false));
    }
    if dialog_open(state) {
        return;
    }
    if ctx.input_mut(|i| i.consume_shortcut(&NEW_SURVEY_FOR_NEW_PATIENT)) {
        intents.push(Intent::StartSurveyForNewPatient);
    }
    if ctx.input_mut(|i| i.consume_shortcut(&REGISTER)) {
        intents.push(Intent::StartRegistration);
    }
    if ctx.input_mut(|i| i.consume_shortcut(&REFRESH)) {
        match state.screen {
            Screen::Patient if state.patient.is_some() => intents.push(Intent::RefreshSurveys),
            Screen::Survey if state.survey_view.is_some() => intents.push(Intent::Survey(SurveyIntent::Refresh)),
            _ => {}
        }
    }
    if ctx.input_mut(|i| i.consume_shortcut(&SAVE_PDF)) && state.screen == Screen::Survey && state.survey_view.is_some()
    {
        intents.push(Intent::Survey(SurveyIntent::ExportPdf));
    }
}

fn overview_id() -> egui::Id {
    egui::Id::unique("keyboard-shortcuts-overview")
}

/// Whether the F1 overview is shown (presentation only: kept in egui's memory).
pub fn overview_open(ctx: &egui::Context) -> bool {
    ctx.data(|d| d.get_temp::<bool>(overview_id())).unwrap_or(false)
}

fn toggle_overview(ctx: &egui::Context) {
    let open = overview_open(ctx);
    ctx.data_mut(|d| d.insert_temp(overview_id(), !open));
}

/// The F1 overview: every shortcut as this computer writes it, and what it does (not "Read
/// eID" where the policy hides it: `eid`).
pub fn overview(ctx: &egui::Context, tr: &Translator, eid: bool) {
    if !overview_open(ctx) {
        return;
    }
    // A dialog like the others: Close, Escape or a click beside it closes it.
    let title = tr.text("shortcut-overview-title");
    let shown = super::a11y::modal(ctx, overview_id().with("window"), &title, None, |ui| {
        ui.heading(&title);
        ui.add_space(super::theme::space::M);
        egui::Grid::new("keyboard-shortcuts").num_columns(2).spacing(super::theme::GRID_GAP).show(ui, |ui| {
            for (shortcut, what) in ALL.into_iter().filter(|(shortcut, _)| eid || *shortcut != READ_EID) {
                ui.label(RichText::new(keys(ctx, tr, &shortcut)).monospace().strong());
                ui.label(tr.text(what));
                ui.end_row();
            }
            ui.label(RichText::new(tr.text("shortcut-escape-key")).monospace().strong());
            ui.label(tr.text("shortcut-escape"));
            ui.end_row();
            ui.label(RichText::new(tr.text("shortcut-enter-key")).monospace().strong());
            ui.label(tr.text("shortcut-enter"));
            ui.end_row();
        });
        ui.add_space(super::theme::space::M);
        ui.button(tr.text("shortcut-overview-close")).clicked()
    });
    if shown.inner || shown.should_close() {
        ctx.data_mut(|d| d.insert_temp(overview_id(), false));
    }
}
