//! What the screen says is what the app does: the environment the banner names is the one
//! requests go to, Enter sends only the form that has focus, nothing typed is replaced without
//! asking, an edit keeps what the app does not know and never overwrites someone else's change,
//! a cancelled create is reconciled, sign-in blocks nothing else, and every message belongs to
//! the action it reports. Each test drives the real app against the sandbox over HTTP.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::Duration;

use crate::support::*;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use intake_desk::api::{AccessToken, Environment};
use intake_desk::app::IntakeApp;
use intake_desk::sandbox::{Fault, FaultRule, Sandbox, SandboxConfig};
use intake_desk::settings::StartMode;
use intake_desk::state::{ConnectionStatus, Level, Resend, Screen, Topic};
use intake_desk::ui::banner::banner_text;

fn here(sandbox: &Sandbox) -> Environment {
    Environment::Custom { api_base: sandbox.base_url(), token_host: String::new() }
}

/// An address on this computer where nothing listens (connections are refused at once).
fn closed_address() -> String {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let address = listener.local_addr().unwrap();
    drop(listener);
    format!("http://{address}")
}

/// An address that accepts connections and never answers (a stuck token host).
fn silent_address() -> String {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let address = listener.local_addr().unwrap();
    std::thread::spawn(move || {
        let mut held = Vec::new();
        for stream in listener.incoming() {
            match stream {
                Ok(stream) => held.push(stream),
                Err(_) => return,
            }
        }
    });
    format!("http://{address}")
}

fn sign_in_with_password_to(harness: &mut Harness<'_, IntakeApp>, address: &str) {
    click(harness, "Connection…");
    click(harness, "Custom address");
    fill(harness, "Service address", address);
    fill(harness, "Token address", address);
    fill(harness, "Account", "desk@clinic.example");
    fill(harness, "Password", "not-a-real-password");
    fill(harness, "Tenant", "clinic");
    click(harness, "Sign in");
}

fn requests_to(sandbox: &Sandbox, method: &str, path_prefix: &str) -> usize {
    sandbox.requests().iter().filter(|r| r.method == method && r.path.starts_with(path_prefix)).count()
}

fn raw_json(
    runtime: &tokio::runtime::Runtime,
    sandbox: &Sandbox,
    method: reqwest::Method,
    path: &str,
    body: Option<serde_json::Value>,
) -> serde_json::Value {
    let url = format!("{}{path}", sandbox.base_url());
    runtime.block_on(async {
        let mut request = reqwest::Client::new().request(method, url).bearer_auth(sandbox.token());
        if let Some(body) = body {
            request = request.json(&body);
        }
        let response = request.send().await.unwrap();
        assert!(response.status().is_success(), "{}", response.status());
        response.json().await.unwrap_or(serde_json::Value::Null)
    })
}

fn patient_by_reference(runtime: &tokio::runtime::Runtime, sandbox: &Sandbox, reference: &str) -> serde_json::Value {
    raw_json(
        runtime,
        sandbox,
        reqwest::Method::GET,
        &format!("/tenant-api/patients/external-reference/{reference}"),
        None,
    )
}

/// A few frames over `millis`, so that anything the last input set off has time to happen.
fn let_time_pass(harness: &mut Harness<'_, IntakeApp>, millis: u64) {
    let until = std::time::Instant::now() + Duration::from_millis(millis);
    while std::time::Instant::now() < until {
        harness.step();
        std::thread::sleep(Duration::from_millis(20));
    }
}

// ----- the banner names the client the worker holds -----

#[test]
fn a_failed_sign_in_elsewhere_leaves_the_banner_and_the_connection_as_they_were() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    let banner_here = banner_text(&harness.state().state.tr, Some(&here(&sandbox)));
    assert!(harness.query_by_label(&banner_here).is_some());

    let elsewhere = closed_address();
    sign_in_with_password_to(&mut harness, &elsewhere);
    wait_until(&mut harness, "the sign-in to fail", |h| {
        let form = &h.state().state.sign_in;
        form.error.is_some() && form.submitting.is_none()
    });
    // Long enough for the reconnection probe (first after 3 s) to have run.
    let_time_pass(&mut harness, 3_500);
    let banner_elsewhere = banner_text(
        &harness.state().state.tr,
        Some(&Environment::Custom { api_base: elsewhere, token_host: String::new() }),
    );
    assert!(harness.query_by_label(&banner_elsewhere).is_none(), "the banner names a service nothing is sent to");
    assert!(harness.query_by_label(&banner_here).is_some(), "the banner still names the service in use");
    assert_eq!(harness.state().state.connection.status, ConnectionStatus::Connected);

    // A request goes where the banner says.
    let before = sandbox.requests().len();
    fill(&mut harness, "Find a patient", "MRN-0001");
    click(&mut harness, "Search");
    wait_for_text(&mut harness, "Zoë Vermeulen");
    assert!(sandbox.requests()[before..].iter().any(|r| r.path.ends_with("/external-reference/MRN-0001")));
    assert!(harness.query_by_label(&banner_here).is_some());
}

// ----- Enter sends only the form that has focus -----

#[test]
fn enter_in_the_search_box_searches_and_does_not_send_the_registration_form() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    click(&mut harness, "Register patient");
    fill_new_patient(&mut harness, "MRN-ENTER-1");
    fill(&mut harness, "Find a patient", "MRN-0001");
    harness.key_press(egui::Key::Enter);
    wait_for_text(&mut harness, "Zoë Vermeulen");
    let_time_pass(&mut harness, 500);
    assert_eq!(requests_to(&sandbox, "POST", "/tenant-api/patients"), 0, "nothing was registered");
    assert_eq!(requests_to(&sandbox, "GET", "/tenant-api/patients/external-reference/MRN-ENTER-1"), 0);
    let form = harness.state().state.patient_form.as_ref().expect("the registration is kept");
    assert_eq!(form.draft.external_reference, "MRN-ENTER-1");
}

// ----- one form never silently replaces another -----

#[test]
fn editing_a_patient_asks_before_discarding_a_typed_registration() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    click(&mut harness, "Register patient");
    fill(&mut harness, "First name", "Marie");
    fill(&mut harness, "Last name", "Claes");
    open_patient_surveys(&mut harness, "MRN-0001");
    click(&mut harness, "Edit details");
    let form = harness.state().state.patient_form.as_ref().expect("the registration is kept");
    assert!(!form.is_edit(), "the registration was replaced by the edit form without asking");
    assert_eq!(form.draft.first_name, "Marie");

    // Back to it: everything typed is there.
    click(&mut harness, "Back to the registration");
    assert_eq!(harness.state().state.screen, Screen::PatientForm);
    assert_eq!(harness.state().state.patient_form.as_ref().unwrap().draft.last_name, "Claes");

    // Asked again, and this time discarded on purpose.
    open_patient_surveys(&mut harness, "MRN-0001");
    click(&mut harness, "Edit details");
    click(&mut harness, "Discard it and continue");
    let form = harness.state().state.patient_form.as_ref().unwrap();
    assert!(form.is_edit());
    assert_eq!(form.draft.first_name, "Zoë");
}

#[test]
fn registering_asks_before_discarding_unsaved_changes_to_a_patient() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    open_patient_surveys(&mut harness, "MRN-0001");
    click(&mut harness, "Edit details");
    fill(&mut harness, "First name", "Zoé-Anne");
    click(&mut harness, "Register patient");
    let form = harness.state().state.patient_form.as_ref().expect("the edit is kept");
    assert!(form.is_edit(), "the changes were replaced by a blank registration without asking");
    assert_eq!(form.draft.first_name, "Zoé-Anne");
    click(&mut harness, "Back to the changes");
    assert_eq!(harness.state().state.screen, Screen::PatientForm);
    assert_eq!(harness.state().state.patient_form.as_ref().unwrap().draft.first_name, "Zoé-Anne");
}

// ----- an update keeps what the app does not know, and overwrites nobody -----

#[test]
fn an_edit_sends_back_the_fields_the_app_does_not_know() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let body = serde_json::json!({
        "firstName": "Anna", "lastName": "Peeters", "gender": "female",
        "birthdate": "1971-06-02T00:00:00.000Z", "language": "nl-be",
        "externalReference": "MRN-EXTRA-1",
        "nationalRegistryNumber": "71.06.02-284.17",
        "preferredContact": { "channel": "phone", "from": "09:00", "to": "12:00" }
    });
    raw_json(&runtime, &sandbox, reqwest::Method::POST, "/tenant-api/patients/", Some(body));
    let mut harness = app_against(&runtime, &sandbox);
    open_patient_surveys(&mut harness, "MRN-EXTRA-1");
    click(&mut harness, "Edit details");
    fill(&mut harness, "First name", "Anna-Lies");
    click(&mut harness, "Review and save");
    click(&mut harness, "Save these changes");
    wait_until(&mut harness, "the saved patient", |h| {
        h.state().state.patient_form.is_none()
            && h.state().state.patient.as_ref().is_some_and(|p| p.patient.first_name == "Anna-Lies")
    });
    let stored = patient_by_reference(&runtime, &sandbox, "MRN-EXTRA-1");
    assert_eq!(stored["firstName"], "Anna-Lies");
    assert_eq!(stored["nationalRegistryNumber"], "71.06.02-284.17", "{stored}");
    assert_eq!(stored["preferredContact"]["from"], "09:00", "{stored}");
}

#[test]
fn saving_over_a_record_changed_elsewhere_shows_the_three_versions_and_overwrites_nothing() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    open_patient_surveys(&mut harness, "MRN-0002");
    click(&mut harness, "Edit details");
    fill(&mut harness, "First name", "Franck");

    // Meanwhile a colleague changes the last name.
    let mut theirs = patient_by_reference(&runtime, &sandbox, "MRN-0002");
    let id = theirs["patientId"].as_str().unwrap().to_owned();
    theirs["lastName"] = "Dubois-Martin".into();
    raw_json(&runtime, &sandbox, reqwest::Method::PUT, &format!("/tenant-api/patients/{id}"), Some(theirs));
    let puts_before = requests_to(&sandbox, "PUT", "/tenant-api/patients/");

    click(&mut harness, "Review and save");
    click(&mut harness, "Save these changes");
    wait_for_text(&mut harness, "Dubois-Martin");
    assert!(has_text(&harness, "Franck"), "my change is shown next to theirs");
    let stored = patient_by_reference(&runtime, &sandbox, "MRN-0002");
    assert_eq!(stored["lastName"], "Dubois-Martin", "their change was overwritten");
    assert_eq!(stored["firstName"], "François", "saved without showing what changed");
    assert_eq!(requests_to(&sandbox, "PUT", "/tenant-api/patients/"), puts_before);

    // Keeping both: their last name and my first name, after one more look.
    click(&mut harness, "Keep my changes on their version");
    click(&mut harness, "Review and save");
    click(&mut harness, "Save these changes");
    wait_until(&mut harness, "the merged record saved", |h| h.state().state.patient_form.is_none());
    let stored = patient_by_reference(&runtime, &sandbox, "MRN-0002");
    assert_eq!((stored["firstName"].as_str(), stored["lastName"].as_str()), (Some("Franck"), Some("Dubois-Martin")));
}

// ----- a cancelled create is reconciled -----

/// The status bar's cancel button (the lowest "Cancel…" on screen).
fn status_bar_cancel<'h>(harness: &'h Harness<'_, IntakeApp>) -> Option<egui_kittest::Node<'h>> {
    harness
        .query_all_by_label_contains("Cancel")
        .filter(|node| node.accesskit_node().role() == egui::accesskit::Role::Button)
        .max_by(|a, b| a.rect().min.y.total_cmp(&b.rect().min.y))
}

#[test]
fn cancelling_a_registration_after_it_was_sent_finds_out_that_it_was_created() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    sandbox.faults().set(FaultRule {
        method: Some("POST".into()),
        path_prefix: "/tenant-api/patients".into(),
        fault: Fault::DelayAfterHandling { millis: 15_000 },
        times: Some(1),
        every: None,
    });
    click(&mut harness, "Register patient");
    fill_new_patient(&mut harness, "MRN-CANCEL-1");
    click(&mut harness, "Save new patient");
    wait_until(&mut harness, "the service to have the patient", |_| {
        !sandbox.find_patient_ids_by_external_reference("MRN-CANCEL-1").is_empty()
    });
    status_bar_cancel(&harness).expect("registering can be cancelled").click();
    wait_until(&mut harness, "the app to find the created patient", |h| {
        let state = &h.state().state;
        state.patient_form.is_none()
            && state.patient.as_ref().is_some_and(|p| p.patient.external_reference.as_deref() == Some("MRN-CANCEL-1"))
    });
    let state = &harness.state().state;
    assert!(state.notices.last().is_some_and(|n| n.level == Level::Warning), "the user is told what happened");
    assert_eq!(sandbox.find_patient_ids_by_external_reference("MRN-CANCEL-1").len(), 1);
}

// ----- sign-in runs beside everything else -----

#[test]
fn a_stuck_token_host_holds_up_nothing_else_and_sign_in_offers_no_cancel() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    sign_in_with_password_to(&mut harness, &silent_address());
    wait_until(&mut harness, "signing in", |h| h.state().state.sign_in.submitting.is_some());

    fill(&mut harness, "Find a patient", "MRN-0001");
    click(&mut harness, "Search");
    wait_until(&mut harness, "the search to finish while signing in", |h| {
        h.state().state.patient.as_ref().is_some_and(|p| p.patient.external_reference.as_deref() == Some("MRN-0001"))
    });
    assert!(harness.state().state.sign_in.submitting.is_some(), "still signing in");
    assert!(status_bar_cancel(&harness).is_none(), "a sign-in cannot be cancelled, so no Cancel is offered");
}

// ----- messages belong to the action they report -----

#[test]
fn a_finished_registration_message_is_gone_once_the_next_registration_is_sent() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    click(&mut harness, "Register patient");
    fill_new_patient(&mut harness, "MRN-NOTICE-1");
    click(&mut harness, "Save new patient");
    wait_until(&mut harness, "the first registration", |h| h.state().state.patient_form.is_none());
    assert!(harness.state().state.notices.iter().any(|n| n.topic == Topic::Patient && n.level == Level::Success));

    sandbox.faults().set(FaultRule {
        method: Some("POST".into()),
        path_prefix: "/tenant-api/patients".into(),
        fault: Fault::Delay { millis: 3_000 },
        times: Some(1),
        every: None,
    });
    click(&mut harness, "Register patient");
    fill_new_patient(&mut harness, "MRN-NOTICE-2");
    click(&mut harness, "Save new patient");
    let state = &harness.state().state;
    assert!(state.patient_form.as_ref().unwrap().submitting.is_some());
    assert!(
        state.notices.iter().all(|n| n.topic != Topic::Patient),
        "\"registered\" still shown next to the new registration's progress: {:?}",
        state.notices
    );
}

#[test]
fn a_cannot_reach_message_goes_when_the_service_answers_again() {
    let runtime = runtime();
    let token = "fixed-test-token-for-restart";
    let sandbox_config = SandboxConfig { extra_token: Some(token.into()), ..SandboxConfig::default() };
    let sandbox = runtime.block_on(Sandbox::start(sandbox_config.clone())).unwrap();
    let port: u16 = sandbox.base_url().rsplit(':').next().unwrap().trim_end_matches('/').parse().unwrap();
    let start = StartMode::AdHoc { environment: here(&sandbox), token: AccessToken::new(token) };
    let mut harness = build_app(config(&runtime, start));
    wait_until(&mut harness, "connected", |h| h.state().state.connection.status == ConnectionStatus::Connected);

    runtime.block_on(sandbox.shutdown());
    fill(&mut harness, "Find a patient", "MRN-0001");
    click(&mut harness, "Search");
    wait_until(&mut harness, "offline", |h| {
        h.state().state.connection.status == ConnectionStatus::Offline && h.state().state.search_request.is_none()
    });
    assert!(harness.state().state.search_error.is_some());

    let _back = runtime.block_on(Sandbox::start(SandboxConfig { port, ..sandbox_config })).unwrap();
    wait_until(&mut harness, "connected again", |h| h.state().state.connection.status == ConnectionStatus::Connected);
    let state = &harness.state().state;
    assert!(state.search_error.is_none(), "a red \"cannot reach\" box stays under \"Connected\"");
    assert!(
        state.notices.iter().all(|n| n.level != Level::Error),
        "an error notice about the lost connection stays after it came back: {:?}",
        state.notices
    );
}

// ----- smaller -----

#[test]
fn a_401_while_opening_a_patient_offers_to_open_it_again() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    // Zoë goes into the recent patients; then another patient is opened.
    open_patient_surveys(&mut harness, "MRN-0001");
    open_patient_surveys(&mut harness, "MRN-0002");
    sandbox.revoke_tokens();
    click_containing(&mut harness, "Zoë Vermeulen  ·  MRN-0001");
    wait_until(&mut harness, "sign-in asked", |h| h.state().state.sign_in_overlay);
    assert!(
        matches!(&harness.state().state.resend, Some(Resend::OpenPatient(id)) if id == intake_desk::sandbox::DEMO_PATIENT_ID),
        "{:?}",
        harness.state().state.resend
    );
}

#[test]
fn the_pdf_preview_is_dropped_from_the_graphics_memory_when_patient_data_is_hidden() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    open_patient_surveys(&mut harness, "MRN-0001");
    click_survey_row_with(&mut harness, "Completed");
    wait_for_text(&mut harness, "Chest pain at rest reported");
    click(&mut harness, "Summary");
    click(&mut harness, "Preview PDF");
    wait_for_text(&mut harness, "Page 1 of");
    assert!(harness.state().preview_pages_uploaded() > 0);

    harness.state_mut().state.privacy.timeout = Duration::from_millis(50);
    harness.state_mut().state.privacy.last_input = std::time::Instant::now() - Duration::from_secs(1);
    wait_until(&mut harness, "the privacy screen", |h| h.state().state.privacy.locked);
    assert_eq!(harness.state().preview_pages_uploaded(), 0, "the preview's pages stay in graphics memory");
}

#[test]
fn a_preview_that_failed_can_be_tried_again() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    // A PDF header with nothing a renderer can draw.
    let broken = base64::Engine::encode(&base64::engine::general_purpose::STANDARD, b"%PDF-1.7\nnot a pdf body\n");
    sandbox.faults().set(FaultRule {
        method: Some("GET".into()),
        path_prefix: format!("/tenant-api/survey/{}/summary/pdf", intake_desk::sandbox::DEMO_SURVEY_ID),
        fault: Fault::Respond {
            status: 200,
            body: format!("\"{broken}\""),
            content_type: Some("application/json".into()),
            retry_after: None,
        },
        times: Some(1),
        every: None,
    });
    open_patient_surveys(&mut harness, "MRN-0001");
    click_survey_row_with(&mut harness, "Completed");
    wait_for_text(&mut harness, "Chest pain at rest reported");
    click(&mut harness, "Summary");
    click(&mut harness, "Preview PDF");
    wait_until(&mut harness, "the preview to fail", |h| {
        matches!(
            h.state().state.survey_view.as_ref().unwrap().pdf.preview,
            intake_desk::state::survey_view::Preview::Failed(_)
        )
    });
    assert!(!harness.get_by_label("Preview PDF").accesskit_node().is_disabled(), "the button stays disabled for good");
}
