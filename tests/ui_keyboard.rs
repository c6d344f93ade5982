//! The window-wide keyboard shortcuts, pressed as a person would (one key combination each):
//! Ctrl+Shift+N and Ctrl+N from the start, Ctrl+R and Ctrl+P where they apply, F1 for the list
//! of shortcuts (Escape closes it), and nothing behind an open dialog.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use egui::{Key, Modifiers};
use intake_desk::i18n::{Language, Translator};
use intake_desk::state::survey_form::SurveyTarget;
use support::*;

fn press(harness: &mut egui_kittest::Harness<'_, intake_desk::app::IntakeApp>, modifiers: Modifiers, key: Key) {
    harness.key_combination_modifiers(modifiers, &[key]);
    settle(harness);
}

fn connected(harness: &mut egui_kittest::Harness<'_, intake_desk::app::IntakeApp>) {
    wait_until(harness, "connected", |h| {
        h.state().state.connection.status == intake_desk::state::ConnectionStatus::Connected
    });
}

#[test]
fn from_the_start_one_key_combination_opens_a_new_survey_for_a_new_patient_or_the_registration() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    connected(&mut harness);

    press(&mut harness, Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::N);
    let form = harness.state().state.survey_form.as_ref().expect("Ctrl+Shift+N opens the survey dialog");
    assert!(matches!(form.target, SurveyTarget::NewPatient(_)), "for a new patient");
    assert!(harness.state().state.patient_form.is_none(), "Ctrl+Shift+N is not also Ctrl+N");

    // With the dialog open, the window's shortcuts wait: its keys are its own.
    press(&mut harness, Modifiers::COMMAND, Key::N);
    assert!(harness.state().state.patient_form.is_none(), "nothing opens behind the dialog");

    harness
        .state_mut()
        .state
        .apply_intent(intake_desk::state::Intent::SurveyForm(intake_desk::state::SurveyFormIntent::Close));
    settle(&mut harness);
    press(&mut harness, Modifiers::COMMAND, Key::N);
    let form = harness.state().state.patient_form.as_ref().expect("Ctrl+N opens the registration");
    assert!(!form.is_edit());
}

#[test]
fn ctrl_r_loads_again_what_is_shown_and_ctrl_p_saves_the_open_surveys_pdf() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let dialog = FixedPathDialog::cancelling();
    let mut harness = app_with_save_dialog(&runtime, &sandbox, dialog.clone());
    connected(&mut harness);
    open_patient_surveys(&mut harness, "MRN-0001");

    let before = sandbox.request_count();
    press(&mut harness, Modifiers::COMMAND, Key::R);
    wait_until(&mut harness, "the surveys loaded again", |h| {
        h.state().state.patient.as_ref().is_some_and(|p| p.surveys.ready().is_some())
    });
    assert_eq!(sandbox.request_count(), before + 1, "one request: the patient's surveys");

    harness
        .state_mut()
        .state
        .apply_intent(intake_desk::state::Intent::OpenSurvey(intake_desk::sandbox::DEMO_SURVEY_ID.to_owned()));
    wait_until(&mut harness, "the survey", |h| {
        h.state().state.survey_view.as_ref().is_some_and(|v| v.survey.ready().is_some())
    });
    press(&mut harness, Modifiers::COMMAND, Key::P);
    wait_until(&mut harness, "the save dialog asked", |_| !dialog.offered_names().is_empty());
    assert!(dialog.offered_names()[0].ends_with(".pdf"), "{:?}", dialog.offered_names());
}

#[test]
fn f1_lists_the_shortcuts_in_the_interface_language_and_escape_closes_the_list() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    connected(&mut harness);
    harness.state_mut().state.tr = Translator::new(Language::French);
    settle(&mut harness);
    let french = Translator::new(Language::French);
    let title = french.text("shortcut-overview-title");

    press(&mut harness, Modifiers::NONE, Key::F1);
    assert!(has_text(&harness, &title), "the list is open");
    assert!(has_text(&harness, &french.text("shortcut-new-survey-for-new-patient")));
    let keys = intake_desk::ui::shortcuts::keys(&harness.ctx, &french, &intake_desk::ui::shortcuts::REGISTER);
    assert_eq!(keys, "Ctrl+N");
    assert!(has_text(&harness, &keys), "keys as written here");
    let german = Translator::new(Language::German);
    let keys = intake_desk::ui::shortcuts::keys(
        &harness.ctx,
        &german,
        &intake_desk::ui::shortcuts::NEW_SURVEY_FOR_NEW_PATIENT,
    );
    assert_eq!(keys, "Strg+Umschalt+N", "as a German keyboard labels them");

    press(&mut harness, Modifiers::NONE, Key::Escape);
    assert!(!has_text(&harness, &title), "Escape closes it");
    assert!(harness.state().state.survey_form.is_none() && harness.state().state.patient_form.is_none());
}
