//! Layout that holds with real-world data on a small screen: very long
//! names, references and e-mail addresses are cut short on screen (the full
//! value in the hover text and the accessible name) and never push the
//! patient view's buttons out of the window.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::*;
use egui_kittest::kittest::{NodeT, Queryable};
use intake_desk::api::{
    AccessToken, Birthdate, Client, ClientOptions, CreateSurveyRequest, Environment, Gender, PatientPayload,
    PhonePayload, PhoneType, SurveyPatient,
};
use intake_desk::app::IntakeApp;

/// A name of exactly `len` characters that starts with `start` (no spaces, the hardest case to wrap).
fn long_text(start: &str, len: usize) -> String {
    let mut text = start.to_owned();
    while text.chars().count() < len {
        text.push(char::from(b'a' + (text.len() % 26) as u8));
    }
    text
}

fn client(sandbox: &intake_desk::sandbox::Sandbox) -> Client {
    Client::new(
        &Environment::Sandbox { base_url: sandbox.base_url() },
        AccessToken::new(sandbox.token()),
        &ClientOptions::default(),
    )
    .unwrap()
}

/// Registers a patient with 100-character first and last names, a long
/// reference and a long e-mail address straight through the service; returns
/// their service id.
fn create_long_named_patient(runtime: &tokio::runtime::Runtime, sandbox: &intake_desk::sandbox::Sandbox) -> String {
    let client = client(sandbox);
    let payload = PatientPayload {
        first_name: long_text("Maximiliana", 100),
        last_name: long_text("Vandenbroucke", 100),
        gender: Gender::Female,
        birthdate: Birthdate::new(1985, 6, 15).unwrap(),
        language: "nl-be".into(),
        // As long as an address may be: a 64-character local part and a long domain.
        email: Some(format!("{}@{}.be", long_text("maximiliana.vandenbroucke", 64), long_text("ziekenhuis", 60))),
        phone: Some(PhonePayload {
            phone_number: "+32470111222".into(),
            phone_type: PhoneType::Mobile,
            country_iso_alpha2: "BE".into(),
        }),
        external_reference: long_text("LONG-REF-", 64),
        extra: Default::default(),
    };
    runtime.block_on(client.create_patient(&payload)).unwrap().patient_id
}

#[test]
fn the_patient_views_buttons_stay_in_a_small_window_with_100_character_names() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let patient_id = create_long_named_patient(&runtime, &sandbox);
    let mut harness = app_against(&runtime, &sandbox);
    fill(&mut harness, "Find a patient", &patient_id);
    click(&mut harness, "Search");
    wait_until(&mut harness, "the long-named patient and their surveys", |h| {
        h.state()
            .state
            .patient
            .as_ref()
            .is_some_and(|p| p.patient.patient_id == patient_id && p.surveys.ready().is_some())
    });

    harness.set_size(egui::vec2(1024.0, 700.0));
    settle(&mut harness);

    let mut buttons = 0;
    for button in harness.get_all_by_role(egui::accesskit::Role::Button) {
        let name = button.accesskit_node().label().unwrap_or_default();
        let rect = button.accesskit_node().bounding_box().unwrap_or_else(|| panic!("button {name:?} has no bounds"));
        assert!(
            rect.x0 >= -0.5 && rect.y0 >= -0.5 && rect.x1 <= 1024.5 && rect.y1 <= 700.5,
            "button {name:?} leaves the 1024×700 window: {rect:?}"
        );
        buttons += 1;
    }
    for name in ["Edit details", "New survey", "Refresh surveys"] {
        assert!(harness.query_by_role_and_label(egui::accesskit::Role::Button, name).is_some(), "{name} is shown");
    }
    assert!(buttons >= 3);
}

/// The labels (not inputs) whose whole value is `text`, with their bounds.
fn labels_with_value(harness: &egui_kittest::Harness<'_, IntakeApp>, text: &str) -> Vec<egui::accesskit::Rect> {
    harness
        .root()
        .query_all(egui_kittest::kittest::By::new().predicate(|node| node.value().is_some_and(|v| v == text)))
        .filter(|node| node.accesskit_node().role() == egui::accesskit::Role::Label)
        .map(|node| node.accesskit_node().bounding_box().unwrap())
        .collect()
}

fn inside(rect: egui::accesskit::Rect, width: f64, height: f64) -> bool {
    rect.x0 >= -0.5 && rect.y0 >= -0.5 && rect.x1 <= width + 0.5 && rect.y1 <= height + 0.5
}

#[test]
fn long_names_references_and_addresses_are_cut_on_screen_but_whole_for_pointer_and_screen_reader() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let patient_id = create_long_named_patient(&runtime, &sandbox);
    let mut harness = app_against(&runtime, &sandbox);
    harness.set_size(egui::vec2(1024.0, 700.0));
    fill(&mut harness, "Find a patient", &patient_id);
    click(&mut harness, "Search");
    wait_until(&mut harness, "the long-named patient", |h| {
        h.state().state.patient.as_ref().is_some_and(|p| p.patient.patient_id == patient_id)
    });
    let patient = harness.state().state.patient.as_ref().unwrap().patient.clone();
    let name = patient.full_name();
    let reference = patient.external_reference.clone().unwrap();
    let email = patient.email.clone().unwrap();

    // Each is one label, named by its whole text, drawn inside the window.
    for text in [&name, &reference, &email] {
        let labels = labels_with_value(&harness, text);
        assert_eq!(labels.len(), 1, "one label carries the whole {text:?}");
        assert!(inside(labels[0], 1024.0, 700.0), "{text:?} is cut to the window: {:?}", labels[0]);
        assert!(labels[0].height() < 40.0, "{text:?} stays on one line: {:?}", labels[0]);
    }
    // The pointer on the cut name shows it whole.
    harness.get_all_by_value(&name).next().unwrap().hover();
    let hovered = name.clone();
    wait_until(&mut harness, "the whole name as hover text", move |h| labels_with_value(h, &hovered).len() == 2);

    // The recent patient in the side panel's list: one line, its whole text as its name.
    let link = format!("{name}  ·  {reference}");
    let button = harness.get_by_role_and_label(egui::accesskit::Role::ListBoxOption, &link);
    let rect = button.accesskit_node().bounding_box().unwrap();
    assert!(inside(rect, 1024.0, 700.0) && rect.height() < 40.0, "the recent link is one line: {rect:?}");

    // The survey dialog's heading.
    click(&mut harness, "New survey");
    let heading = format!("New survey for {name}");
    wait_for_text(&mut harness, &heading);
    let labels = labels_with_value(&harness, &heading);
    assert_eq!(labels.len(), 1);
    assert!(inside(labels[0], 1024.0, 700.0) && labels[0].height() < 40.0, "{:?}", labels[0]);
    for button in harness.get_all_by_role(egui::accesskit::Role::Button) {
        let rect = button.accesskit_node().bounding_box().unwrap();
        assert!(inside(rect, 1024.0, 700.0), "{:?} leaves the window: {rect:?}", button.accesskit_node().label());
    }
}

#[test]
fn the_survey_views_buttons_stay_in_a_small_window_with_100_character_names() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let patient_id = create_long_named_patient(&runtime, &sandbox);
    let request = CreateSurveyRequest {
        patient: SurveyPatient::Existing { patient_id: patient_id.clone() },
        include_url: true,
        include_pin_in_url: false,
        invitation: None,
    };
    runtime.block_on(client(&sandbox).create_survey(&request)).unwrap();
    let mut harness = app_against(&runtime, &sandbox);
    harness.set_size(egui::vec2(1024.0, 700.0));
    open_patient_surveys(&mut harness, &patient_id);
    click_survey_row(&mut harness, 0);
    wait_until(&mut harness, "the survey", |h| {
        h.state().state.survey_view.as_ref().is_some_and(|v| v.survey.ready().is_some())
    });
    let name = harness.state().state.patient.as_ref().unwrap().patient.full_name();
    let title = format!("Survey of {name}");
    let labels = labels_with_value(&harness, &title);
    assert_eq!(labels.len(), 1, "the title carries the whole name");
    assert!(inside(labels[0], 1024.0, 700.0) && labels[0].height() < 40.0, "{:?}", labels[0]);
    for button in harness.get_all_by_role(egui::accesskit::Role::Button) {
        let rect = button.accesskit_node().bounding_box().unwrap();
        assert!(inside(rect, 1024.0, 700.0), "{:?} leaves the window: {rect:?}", button.accesskit_node().label());
    }
    assert!(harness.query_by_role_and_label(egui::accesskit::Role::Button, "Refresh").is_some());
}
