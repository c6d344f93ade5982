//! "Read eID" through the window (issue 32), with the Belgian eID card in a real PC/SC reader:
//! pcscd and vsmartcard's virtual reader, holding the tests' emulated card. The card fills the
//! register form, the new-survey dialog's new patient and a day list row; nothing is sent; the
//! national number becomes the reference only where the policy says references are national
//! numbers; a card that never answers is given up after 3 s and changes nothing, and one another
//! program holds that long is said to be in use; the policy can
//! hide the button and its shortcut. Without vpcd (a machine with only Rust) the card tests say
//! they did not run; `.ci/run` installs it and requires them.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::Arc;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use intake_desk::app::IntakeApp;
use intake_desk::drafts::{DraftGender, DraftPatient};
use intake_desk::policy::Policy;
use intake_desk::worker::WorkerOptions;

use crate::support::eid::{Behaviour, InsertedCard, NATIONAL_NUMBER, OtherProgram, VPCD, insert_card, pcsc_required};
use crate::support::*;

/// The card plugged in, and a moment for pcscd to see it; `None` (the test says it did not
/// run) where this machine has no virtual reader.
fn card(behaviour: Behaviour) -> Option<InsertedCard> {
    let Some(card) = insert_card(behaviour) else {
        assert!(!pcsc_required(), "INTAKE_DESK_REQUIRE_PCSC=1, and no vpcd reader on {VPCD}");
        eprintln!("not run: no PC/SC virtual reader (pcscd and vsmartcard-vpcd) on this machine");
        return None;
    };
    std::thread::sleep(std::time::Duration::from_millis(800));
    Some(card)
}

/// The app connected to `sandbox` under the policy `text` (a file an IT department wrote).
fn app_under(
    runtime: &tokio::runtime::Runtime,
    sandbox: &intake_desk::sandbox::Sandbox,
    text: &str,
    worker: WorkerOptions,
) -> Harness<'static, IntakeApp> {
    let policy = Policy::parse(std::path::Path::new("/etc/intake-desk/policy.toml"), text);
    assert_eq!(policy.problem, None);
    let config = intake_desk::app::AppConfig { policy, worker, ..config(runtime, ad_hoc(sandbox)) };
    let mut harness = build_app(config);
    wait_until(&mut harness, "connected", |h| {
        h.state().state.connection.status == intake_desk::state::ConnectionStatus::Connected
    });
    harness
}

/// A message as the window words it.
fn text(harness: &Harness<'_, IntakeApp>, id: &str) -> String {
    harness.state().state.tr.text(id)
}

fn read_eid(harness: &mut Harness<'static, IntakeApp>) {
    let label = text(harness, "patient-read-eid");
    click(harness, &label);
}

fn ctrl_e(harness: &mut Harness<'static, IntakeApp>) {
    harness.key_combination_modifiers(egui::Modifiers::COMMAND, &[egui::Key::E]);
    settle(harness);
}

fn assert_the_card_holder(patient: &DraftPatient) {
    assert_eq!(patient.first_name, "Zoë Anne-Sophie");
    assert_eq!(patient.last_name, "Van den Brœck-Lemaître");
    assert_eq!(patient.birthdate, "1987-04-12");
    assert_eq!(patient.gender, Some(DraftGender::Female));
}

/// The register form: names with their diacritics, birth date, gender. Nothing is sent, and
/// the national number is not kept where references are the clinic's own numbers.
#[test]
fn read_eid_fills_the_register_form_from_the_card_and_sends_nothing() {
    let Some(card) = card(Behaviour::Eid) else { return };
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    click(&mut harness, "Register patient");
    let requests = sandbox.request_count();
    read_eid(&mut harness);
    let done = text(&harness, "eid-read-done");
    wait_for_text(&mut harness, &done);
    let form = harness.state().state.patient_form.clone().unwrap();
    let draft = DraftPatient::from(&form.draft);
    assert_the_card_holder(&draft);
    assert_eq!(draft.external_reference, "", "the national number is not kept");
    assert!(!has_text(&harness, NATIONAL_NUMBER), "nor shown");
    assert_eq!(sandbox.request_count(), requests, "nothing is sent");
    drop(card);
}

/// Where the clinic's references are national numbers: Ctrl+E in the new-survey dialog fills
/// its new patient, the card's number becoming the reference; then in the day list's row
/// editor, the row it is open on (and no other) — each checked as if typed, nothing sent.
#[test]
fn read_eid_fills_the_survey_dialog_and_a_day_list_row_and_the_number_is_the_reference_where_the_policy_says() {
    let Some(card) = card(Behaviour::Eid) else { return };
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let folder = temp_dir("eid-day-list");
    let list = folder.join("afspraken.csv");
    std::fs::write(
        &list,
        "Referentie;Voornaam;Naam;Geboortedatum;Geslacht;Taal;E-mail\n\
         85.07.30-033.28;Luc;Janssens;30/07/1985;M;nl;luc@example.be\n\
         ;;;;;nl;zoe@example.be\n",
    )
    .unwrap();
    let worker = WorkerOptions {
        open_dialog: Arc::new(intake_desk::export::FixedOpenChoice(Some(list))),
        data_dir: Some(folder.join("data")),
        ..worker_options()
    };
    let mut harness = app_under(&runtime, &sandbox, "[external_reference]\nnational_number = true\n", worker);
    let requests = sandbox.request_count();

    // The new-survey dialog for a new patient, by its shortcut; the card by Ctrl+E.
    harness.key_combination_modifiers(egui::Modifiers::COMMAND | egui::Modifiers::SHIFT, &[egui::Key::N]);
    settle(&mut harness);
    assert!(harness.state().state.survey_form.is_some(), "the dialog is open");
    ctrl_e(&mut harness);
    let done = text(&harness, "eid-read-done");
    wait_for_text(&mut harness, &done);
    let form = harness.state().state.survey_form.clone().unwrap();
    let intake_desk::state::survey_form::SurveyTarget::NewPatient(draft) = &form.target else {
        panic!("a new patient")
    };
    let typed = DraftPatient::from(draft);
    assert_the_card_holder(&typed);
    assert_eq!(typed.external_reference, NATIONAL_NUMBER, "the checked number is the reference");
    assert!(harness.state().state.patient_form.is_none(), "no other form was touched");
    let cancel = text(&harness, "survey-cancel");
    click(&mut harness, &cancel);

    // The day's list: the second row has no name; its editor reads the card.
    click(&mut harness, "Send the day's list");
    click(&mut harness, "Open a list…");
    wait_for_text(&mut harness, "Check the rows");
    click(&mut harness, "Check the rows");
    assert!(has_text(&harness, "2 rows: 1 ready, 1 with a problem (not sent), 0 left out."));
    harness.query_all_by_label_contains("Fix row 3 in the file").next().expect("the row's Fix button").click();
    settle(&mut harness);
    ctrl_e(&mut harness);
    wait_until(&mut harness, "the row filled", |h| {
        h.state().state.day_list.file.as_ref().unwrap().rows[1].draft.last_name == "Van den Brœck-Lemaître"
    });
    assert!(has_text(&harness, &done), "the dialog says what the card did");
    let rows = &harness.state().state.day_list.file.as_ref().unwrap().rows;
    assert_the_card_holder(&DraftPatient::from(&rows[1].draft));
    assert_eq!(rows[1].draft.external_reference, NATIONAL_NUMBER);
    assert_eq!(rows[0].draft.first_name, "Luc", "the other row is as it was");
    click(&mut harness, "Done");
    assert!(has_text(&harness, "2 rows: 2 ready, 0 with a problem (not sent), 0 left out."));
    assert_eq!(sandbox.request_count(), requests, "nothing is sent");
    drop(card);
}

/// A card that takes the commands and never answers: after 3 s the read is given up, said in
/// a sentence, and what was typed stays.
#[test]
fn a_card_that_never_answers_is_given_up_after_3_seconds_and_the_form_is_left_as_it_was() {
    let Some(card) = card(Behaviour::Silent) else { return };
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    click(&mut harness, "Register patient");
    fill(&mut harness, "First name", "Typed");
    read_eid(&mut harness);
    let timed_out = harness.state().state.tr.msg(&intake_desk::msg!("eid-problem-timed-out", seconds = 3));
    wait_for_text(&mut harness, &timed_out);
    let draft = &harness.state().state.patient_form.as_ref().unwrap().draft;
    assert_eq!((draft.first_name.as_str(), draft.last_name.as_str()), ("Typed", ""), "nothing changed");
    drop(card);
}

/// Another program holds the card in a transaction for longer than a read may take (a signing
/// tool waiting for its PIN): after 3 s the window says the reader is in use by another program,
/// not that the card did not answer, and what was typed stays.
#[test]
fn a_card_another_program_holds_past_the_time_limit_is_said_in_use() {
    let Some(card) = card(Behaviour::Eid) else { return };
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    // Let go (dropped) before the runtime, which waits for the read it holds up.
    let other = OtherProgram::connect(0);
    other.begin_transaction();
    click(&mut harness, "Register patient");
    fill(&mut harness, "First name", "Typed");
    read_eid(&mut harness);
    let in_use = text(&harness, "eid-problem-in-use");
    wait_for_text(&mut harness, &in_use);
    let draft = &harness.state().state.patient_form.as_ref().unwrap().draft;
    assert_eq!((draft.first_name.as_str(), draft.last_name.as_str()), ("Typed", ""), "nothing changed");
    other.end_transaction();
    drop(other);
    drop(card);
}

/// A card pulled out in the middle of the read, then a card that is not an eID (a bank card):
/// each said in its sentence, and what was typed stays.
#[test]
fn a_card_pulled_out_mid_read_or_another_card_is_said_and_the_form_is_left_as_it_was() {
    let Some(pulled) = card(Behaviour::PulledAfter(3)) else { return };
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    click(&mut harness, "Register patient");
    fill(&mut harness, "First name", "Typed");
    let unchanged = |harness: &Harness<'_, IntakeApp>| {
        let draft = &harness.state().state.patient_form.as_ref().unwrap().draft;
        assert_eq!((draft.first_name.as_str(), draft.last_name.as_str(), draft.gender), ("Typed", "", None));
    };
    read_eid(&mut harness);
    let removed = text(&harness, "eid-problem-removed");
    wait_for_text(&mut harness, &removed);
    unchanged(&harness);
    drop(pulled);

    let Some(other) = card(Behaviour::Other) else { return };
    read_eid(&mut harness);
    let not_an_eid = text(&harness, "eid-problem-not-an-eid");
    wait_for_text(&mut harness, &not_an_eid);
    unchanged(&harness);
    drop(other);
}

/// `[eid] read_button = false` (a workstation without a reader): no button anywhere, no
/// shortcut in the overview, and Ctrl+E reads nothing.
#[test]
fn the_policy_hides_read_eid_and_its_shortcut() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_under(&runtime, &sandbox, "[eid]\nread_button = false\n", worker_options());
    let button = text(&harness, "patient-read-eid");
    click(&mut harness, "Register patient");
    assert!(harness.query_by_label(&button).is_none(), "no button in the register form");
    ctrl_e(&mut harness);
    assert!(harness.state().state.eid.is_none(), "the shortcut reads nothing");
    harness.key_combination_modifiers(egui::Modifiers::COMMAND | egui::Modifiers::SHIFT, &[egui::Key::N]);
    settle(&mut harness);
    assert!(harness.query_by_label(&button).is_none(), "none in the new-survey dialog");
    ctrl_e(&mut harness);
    assert!(harness.state().state.eid.is_none());
    harness.key_press(egui::Key::Escape);
    settle(&mut harness);
    assert!(harness.state().state.survey_form.is_none(), "the dialog closed");
    harness.key_press(egui::Key::F1);
    settle(&mut harness);
    assert!(!has_text(&harness, &text(&harness, "shortcut-read-eid")), "not in the shortcuts overview");

    // Where it is not hidden, the overview lists it.
    let mut shown = app_against(&runtime, &sandbox);
    shown.key_press(egui::Key::F1);
    settle(&mut shown);
    assert!(has_text(&shown, &text(&shown, "shortcut-read-eid")));
}
