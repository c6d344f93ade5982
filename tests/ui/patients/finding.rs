//! Finding a patient and showing their record: by service id and by external reference (typed
//! with spaces), control characters from the service kept from the screen reader, and ids behind
//! technical details.

use super::{dutch, speak};
use crate::support::*;
use egui::accesskit::Role;
use egui_kittest::kittest::Queryable;
use intake_desk::api::error::ErrorKind;
use intake_desk::i18n::Language;
use intake_desk::sandbox::DEMO_PATIENT_ID;

#[test]
fn search_finds_a_patient_by_service_id_and_by_external_reference() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);

    fill(&mut harness, "Find a patient", DEMO_PATIENT_ID);
    click(&mut harness, "Search");
    wait_for_text(&mut harness, "MRN-0001");
    assert_eq!(harness.state().state.patient.as_ref().unwrap().patient.first_name, "Zoë");

    // A reference with a slash and a space, submitted with Enter.
    fill(&mut harness, "Find a patient", "MRN/2024 0003");
    harness.key_press(egui::Key::Enter);
    wait_until(&mut harness, "the second patient", |h| {
        h.state().state.patient.as_ref().is_some_and(|p| p.patient.last_name == "Wiśniewski")
    });
    // Both are in the recent list now.
    assert_eq!(harness.state().state.recent.len(), 2);

    fill(&mut harness, "Find a patient", "NOBODY-123");
    click(&mut harness, "Search");
    wait_until(&mut harness, "the search to find nobody", |h| {
        h.state().state.search_error.as_ref().is_some_and(|e| e.kind == ErrorKind::NotFound)
    });
}

#[test]
fn a_reference_typed_with_surrounding_spaces_finds_the_patient_and_the_box_says_matching_is_exact() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    assert!(has_text(&harness, "External references are matched exactly, including upper and lower case."));

    fill(&mut harness, "Find a patient", "  MRN/2024 0003 ");
    click(&mut harness, "Search");
    wait_until(&mut harness, "the patient or an error", |h| {
        h.state().state.patient.is_some() || h.state().state.search_error.is_some()
    });
    let state = &harness.state().state;
    assert!(state.search_error.is_none(), "{:?}", state.search_error.as_ref().map(|e| e.to_string()));
    assert_eq!(state.patient.as_ref().unwrap().patient.last_name, "Wiśniewski");
    let asked: Vec<String> = sandbox
        .requests()
        .iter()
        .filter(|r| r.path.contains("/external-reference/MRN"))
        .map(|r| r.path.clone())
        .collect();
    assert_eq!(asked, ["/tenant-api/patients/external-reference/MRN%2F2024%200003"], "sent without the spaces");
}

/// A patient whose name the service holds with control characters (a NUL, an escape) is shown
/// without them, and the screen reader is never handed them (issue 27: a NUL in an accessible
/// name took the app off AT-SPI for the rest of the session).
#[test]
fn control_characters_from_the_service_never_reach_the_screen_reader() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let client = intake_desk::api::Client::new(
        &intake_desk::api::Environment::Sandbox { base_url: sandbox.base_url() },
        intake_desk::api::AccessToken::new(sandbox.token()),
        &intake_desk::api::ClientOptions::default(),
    )
    .unwrap();
    let payload = intake_desk::api::PatientPayload {
        first_name: "Zo\u{0}ë".into(),
        last_name: "\u{1b}[31mPeeters".into(),
        gender: intake_desk::api::Gender::Female,
        birthdate: intake_desk::api::Birthdate::new(1985, 3, 1).unwrap(),
        language: "nl-be".into(),
        email: Some("zoe@example.be".into()),
        phone: None,
        external_reference: "NUL-1".into(),
        extra: Default::default(),
    };
    runtime.block_on(client.create_patient(&payload)).unwrap();
    let mut harness = app_against(&runtime, &sandbox);
    open_patient_surveys(&mut harness, "NUL-1");
    let patient = &harness.state().state.patient.as_ref().unwrap().patient;
    assert_eq!((patient.first_name.as_str(), patient.last_name.as_str()), ("Zoë", "[31mPeeters"));
    assert_eq!(control_characters_in_tree(&harness), Vec::<String>::new());
}

/// Issue 43, item 7, in Dutch: the patient's and the survey's screens say the service's other
/// fields as "Meer gegevens" (folded), and keep the ids (the patient's at the service, each
/// survey's) out of sight, behind a folded "Technische gegevens" with a copy button. Before,
/// the patient's id and a column of survey ids were up front, under "Andere velden van de dienst".
#[test]
fn ids_wait_behind_technical_details_and_the_services_other_fields_are_more_details_in_dutch() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    open_patient_surveys(&mut harness, "MRN-0001");
    speak(&mut harness, Language::Dutch);
    let open = harness.state().state.patient.as_ref().unwrap().clone();
    let patient_id = open.patient.patient_id.clone();
    let survey_ids: Vec<String> = open.surveys.ready().unwrap().iter().map(|s| s.survey_id.clone()).collect();
    assert!(!has_text(&harness, "Andere velden van de dienst"));
    assert!(has_text(&harness, "Meer gegevens (2)"), "the service's other fields, named for staff");
    assert!(!has_text(&harness, &patient_id), "the patient's id is not up front");
    assert!(!has_text(&harness, "Id van de vragenlijst"), "no column of survey ids");
    for id in &survey_ids {
        assert!(!has_text(&harness, id), "{id} is not up front");
    }
    click(&mut harness, &dutch("details-technical"));
    assert!(has_text(&harness, &patient_id), "the id, once asked for");
    assert!(harness.query_by_role_and_label(Role::Button, &dutch("patient-copy-service-id")).is_some());

    harness.state_mut().state.open_survey(&survey_ids[1]);
    wait_until(&mut harness, "the survey", |h| {
        h.state().state.survey_view.as_ref().is_some_and(|v| v.survey.ready().is_some())
    });
    settle(&mut harness);
    assert!(!has_text(&harness, &survey_ids[1]), "the survey's id is not up front");
    assert!(!has_text(&harness, "Andere velden van de dienst"));
    click(&mut harness, &dutch("details-technical"));
    assert!(has_text(&harness, &survey_ids[1]), "the survey's id, once asked for");
    assert!(harness.query_by_role_and_label(Role::Button, &dutch("survey-copy-id")).is_some());
}
