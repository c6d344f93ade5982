//! Nothing lost, nothing duplicated: the app against the sandbox's faults.
//! Each test asserts the error the user is shown (its kind, not its English
//! sentence), that the form kept its input, and for creates that exactly one
//! record exists afterwards.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::*;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use intake_desk::api::error::ErrorKind;
use intake_desk::api::{AccessToken, Environment};
use intake_desk::app::AppConfig;
use intake_desk::app::IntakeApp;
use intake_desk::sandbox::{Fault, FaultRule, Sandbox, SandboxConfig};
use intake_desk::settings::StartMode;
use intake_desk::state::{ConnectionStatus, Level};

fn fault(method: &str, path_prefix: &str, fault: Fault, times: Option<u32>) -> FaultRule {
    FaultRule { method: Some(method.into()), path_prefix: path_prefix.into(), fault, times, every: None }
}

fn respond(status: u16, body: &str, content_type: &str) -> Fault {
    Fault::Respond { status, body: body.into(), content_type: Some(content_type.into()), retry_after: None }
}

/// The app on `sandbox` with its data in `data_dir` (for restarts).
fn app_in(
    runtime: &tokio::runtime::Runtime,
    sandbox: &Sandbox,
    data_dir: &std::path::Path,
) -> Harness<'static, IntakeApp> {
    let start = StartMode::AdHoc {
        environment: Environment::Custom { api_base: sandbox.base_url(), token_host: String::new() },
        token: AccessToken::new(sandbox.token()),
    };
    let mut harness = build_app(AppConfig { data_dir: data_dir.to_path_buf(), ..config(runtime, start) });
    wait_until(&mut harness, "connected", |h| h.state().state.connection.status == ConnectionStatus::Connected);
    harness
}

#[test]
fn reads_are_retried_after_503_and_429_honouring_retry_after() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    sandbox.faults().set(fault(
        "GET",
        "/tenant-api/patients/external-reference/MRN-0001",
        respond(503, "", "text/plain"),
        Some(2),
    ));
    fill(&mut harness, "Find a patient", "MRN-0001");
    click(&mut harness, "Search");
    wait_for_text(&mut harness, "Zoë Vermeulen");
    let lookups =
        sandbox.requests().iter().filter(|r| r.path == "/tenant-api/patients/external-reference/MRN-0001").count();
    assert_eq!(lookups, 3, "two failures, then the answer");

    // 429 with Retry-After: the wait is shown while it lasts.
    sandbox.faults().set(fault(
        "GET",
        "/tenant-api/patients/external-reference/MRN-0002",
        Fault::Respond { status: 429, body: String::new(), content_type: None, retry_after: Some("1".into()) },
        Some(1),
    ));
    fill(&mut harness, "Find a patient", "MRN-0002");
    click(&mut harness, "Search");
    wait_until(&mut harness, "the wait shown", |h| h.state().state.in_flight.values().any(|f| f.retry_note.is_some()));
    wait_for_text(&mut harness, "François Dubois");
}

#[test]
fn a_slow_read_can_be_cancelled() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    sandbox.faults().set(fault(
        "GET",
        "/tenant-api/patients/external-reference/",
        Fault::Delay { millis: 30_000 },
        None,
    ));
    fill(&mut harness, "Find a patient", "MRN-0001");
    click(&mut harness, "Search");
    wait_for_text(&mut harness, "Searching");
    harness.get_by_label("Cancel").click();
    wait_until(&mut harness, "the search cancelled", |h| {
        !h.state().state.is_busy() && h.state().state.search_request.is_none()
    });
    assert_eq!(harness.state().state.search_query, "MRN-0001", "the query is kept");
}

#[test]
fn a_create_cut_off_after_the_service_handled_it_is_found_not_resent() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    sandbox.faults().set(fault("POST", "/tenant-api/patients", Fault::DropAfterHandling, Some(1)));
    click(&mut harness, "Register patient");
    fill_new_patient(&mut harness, "AMB-1");
    click(&mut harness, "Save new patient");
    wait_until(&mut harness, "the warning that the patient was found", |h| {
        h.state().state.notices.iter().any(|n| n.level == Level::Warning)
    });
    wait_until(&mut harness, "the created patient opened", |h| {
        h.state().state.patient.as_ref().is_some_and(|p| p.patient.external_reference.as_deref() == Some("AMB-1"))
    });
    assert_eq!(sandbox.find_patient_ids_by_external_reference("AMB-1").len(), 1);
    assert_eq!(sandbox.requests().iter().filter(|r| r.method == "POST").count(), 1, "never resent blindly");
}

#[test]
fn a_create_cut_off_before_it_was_handled_is_offered_again_and_created_once() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    sandbox.faults().set(fault("POST", "/tenant-api/patients", Fault::DropConnection, Some(1)));
    click(&mut harness, "Register patient");
    fill_new_patient(&mut harness, "AMB-2");
    click(&mut harness, "Save new patient");
    wait_until(&mut harness, "the resend offered after the check", |h| {
        let form = h.state().state.patient_form.as_ref().unwrap();
        form.resend_offered && form.error.as_ref().is_some_and(|e| e.is_ambiguous())
    });
    let form = harness.state().state.patient_form.as_ref().unwrap();
    assert_eq!((form.draft.last_name.as_str(), form.draft.external_reference.as_str()), ("Claes", "AMB-2"));
    assert_eq!(sandbox.find_patient_ids_by_external_reference("AMB-2").len(), 0);
    click(&mut harness, "Send again");
    wait_until(&mut harness, "the patient created", |h| {
        h.state().state.patient.as_ref().is_some_and(|p| p.patient.external_reference.as_deref() == Some("AMB-2"))
    });
    assert_eq!(sandbox.find_patient_ids_by_external_reference("AMB-2").len(), 1);
}

#[test]
fn an_ambiguous_survey_create_says_so_and_shows_the_list_to_check() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let client = intake_desk::api::ClientOptions {
        request_timeout: std::time::Duration::from_millis(300),
        ..Default::default()
    };
    let mut harness =
        app_with_options(&runtime, &sandbox, intake_desk::worker::WorkerOptions { client, ..worker_options() });
    open_patient_surveys(&mut harness, "MRN-0001");
    let before = harness.state().state.patient.as_ref().unwrap().surveys.ready().unwrap().len();
    sandbox.faults().set(fault("POST", "/tenant-api/survey", Fault::DropAfterHandling, Some(1)));
    click(&mut harness, "New survey");
    click(&mut harness, "Create survey");
    // Not known at first, and said so; then asked, and found.
    wait_for_text(&mut harness, "Perhaps sent");
    wait_for_text(&mut harness, "Survey created");
    wait_until(&mut harness, "the list refreshed with the new survey", |h| {
        h.state().state.patient.as_ref().unwrap().surveys.ready().is_some_and(|s| s.len() == before + 1)
    });
    assert_eq!(sandbox.requests().iter().filter(|r| r.method == "POST").count(), 1);
}

#[test]
fn whatever_the_server_sends_becomes_one_sentence_with_details_and_the_form_stays() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let options = intake_desk::worker::WorkerOptions {
        client: intake_desk::api::ClientOptions { max_body_bytes: 256 * 1024, ..Default::default() },
        read_retries: 0,
        ..worker_options()
    };
    let mut harness = app_with_options(&runtime, &sandbox, options);
    click(&mut harness, "Register patient");
    fill_new_patient(&mut harness, "ODD-1");
    let html =
        "<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>";
    let huge = format!("{{\"patientId\": \"{}\"}}", "x".repeat(512 * 1024));
    let cases: Vec<(Fault, ErrorKind, u16)> = vec![
        (respond(502, html, "text/html"), ErrorKind::ServerError, 502),
        (respond(500, "Something broke on our side", "text/plain"), ErrorKind::ServerError, 500),
        (respond(500, "", "application/json"), ErrorKind::ServerError, 500),
        (respond(200, "{\"patientId\": ", "application/json"), ErrorKind::Decode, 200),
        (respond(201, html, "text/html"), ErrorKind::Decode, 201),
        (respond(201, &huge, "application/json"), ErrorKind::Decode, 201),
        (Fault::MalformedJson, ErrorKind::Decode, 200),
    ];
    for (fault_kind, kind, status) in cases {
        // The lookup before the create answers normally; the create fails.
        sandbox.faults().set(fault("POST", "/tenant-api/patients", fault_kind.clone(), Some(1)));
        let button = if harness.query_by_label("Send again").is_some() { "Send again" } else { "Save new patient" };
        click(&mut harness, button);
        wait_until(&mut harness, &format!("{kind:?}"), |h| {
            h.state().state.patient_form.as_ref().is_some_and(|f| f.submitting.is_none() && f.error.is_some())
        });
        let form = harness.state().state.patient_form.as_ref().unwrap();
        let error = form.error.as_ref().unwrap();
        assert_eq!((error.kind, error.status), (kind, Some(status)), "{fault_kind:?}: {error:?}");
        let sentence = harness.state().state.tr.msg(&intake_desk::i18n::service::api_error(error));
        assert!(!sentence.contains('<'), "no markup in the sentence: {sentence}");
        assert!(sentence.len() < 300, "one short sentence: {sentence}");
        assert_eq!(form.draft.external_reference, "ODD-1", "the form is kept");
        assert!(has_text(&harness, "Details"));
        sandbox.faults().clear();
    }
    assert!(sandbox.find_patient_ids_by_external_reference("ODD-1").is_empty(), "none of those created anything");
    // An answer cut off after the service created the patient: checked by reference, found, not resent.
    sandbox.faults().set(fault("POST", "/tenant-api/patients", Fault::TruncatedBody, Some(1)));
    let button = if harness.query_by_label("Send again").is_some() { "Send again" } else { "Save new patient" };
    click(&mut harness, button);
    wait_until(&mut harness, "the created patient found and opened", |h| {
        h.state().state.patient_form.is_none()
            && h.state()
                .state
                .patient
                .as_ref()
                .is_some_and(|p| p.patient.external_reference.as_deref() == Some("ODD-1"))
    });
    assert!(harness.state().state.notices.iter().any(|n| n.level == Level::Warning));
    assert_eq!(sandbox.find_patient_ids_by_external_reference("ODD-1").len(), 1);
}

#[test]
fn offline_is_shown_once_and_the_app_recovers_by_itself() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    let port: u16 = sandbox.base_url().rsplit(':').next().unwrap().parse().unwrap();
    runtime.block_on(sandbox.shutdown());
    for reference in ["MRN-0001", "MRN-0002", "MRN-0003"] {
        fill(&mut harness, "Find a patient", reference);
        click(&mut harness, "Search");
        wait_until(&mut harness, "the search to fail", |h| {
            h.state().state.search_request.is_none() && h.state().state.search_error.is_some()
        });
    }
    assert_eq!(harness.state().state.connection.status, ConnectionStatus::Offline);
    let offline_notices = harness.state().state.notices.iter().filter(|n| n.text.id == "notice-offline").count();
    assert_eq!(offline_notices, 1, "shown once, not as a flood");
    assert!(has_text(&harness, "Offline — cannot reach the service"));

    // The service comes back on the same address; the app notices by itself.
    let token = harness.state().state.connection.token.clone().unwrap().expose().to_owned();
    let config = SandboxConfig { port, extra_token: Some(token), ..SandboxConfig::default() };
    let _back = runtime.block_on(Sandbox::start(config)).unwrap();
    harness.state_mut().state.offline_probe.due = Some(std::time::Instant::now());
    wait_until(&mut harness, "back online", |h| h.state().state.connection.status == ConnectionStatus::Connected);
    assert!(harness.state().state.notices.iter().any(|n| n.text.id == "notice-online-again"));
}

#[test]
fn an_unsent_form_survives_a_restart_and_is_deleted_once_sent() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let data_dir = temp_dir("drafts");
    {
        let mut harness = app_in(&runtime, &sandbox, &data_dir);
        click(&mut harness, "Register patient");
        fill_new_patient(&mut harness, "DRAFT-1");
        wait_until(&mut harness, "the draft on disk", |_| stored_drafts(&data_dir).len() == 1);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt as _;
            let database = data_dir.join(intake_desk::local_store::DATABASE_FILE_NAME);
            let mode = std::fs::metadata(&database).unwrap().permissions().mode() & 0o777;
            assert_eq!(mode, 0o600, "readable only by the user");
        }
        // The app "crashes": dropped without closing the form.
    }
    let mut harness = app_in(&runtime, &sandbox, &data_dir);
    wait_until(&mut harness, "the draft offered", |h| h.state().state.offered_drafts.len() == 1);
    click(&mut harness, "Restore a patient registration: Marie Claes");
    let form = harness.state().state.patient_form.as_ref().unwrap();
    assert_eq!((form.draft.first_name.as_str(), form.draft.external_reference.as_str()), ("Marie", "DRAFT-1"));
    click(&mut harness, "Save new patient");
    wait_until(&mut harness, "the patient created", |h| h.state().state.patient.is_some());
    wait_until(&mut harness, "the draft deleted", |_| stored_drafts(&data_dir).is_empty());
    assert_eq!(sandbox.find_patient_ids_by_external_reference("DRAFT-1").len(), 1);
}

#[test]
fn the_privacy_screen_hides_patient_data_until_the_user_returns() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    fill(&mut harness, "Find a patient", "MRN-0001");
    click(&mut harness, "Search");
    wait_for_text(&mut harness, "zoe.vermeulen@example.be");
    harness.state_mut().state.privacy.timeout = std::time::Duration::from_millis(200);
    std::thread::sleep(std::time::Duration::from_millis(300));
    settle(&mut harness);
    wait_until(&mut harness, "the privacy screen", |h| h.state().state.privacy.locked);
    assert!(!has_text(&harness, "Zoë Vermeulen"), "no patient name on screen");
    assert!(!has_text(&harness, "zoe.vermeulen@example.be"));
    harness.key_press(egui::Key::Space);
    settle(&mut harness);
    assert!(has_text(&harness, "zoe.vermeulen@example.be"));
}

#[test]
fn the_activity_log_answers_did_i_send_this_without_names() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let data_dir = temp_dir("activity");
    let mut harness = app_in(&runtime, &sandbox, &data_dir);
    click(&mut harness, "Register patient");
    fill_new_patient(&mut harness, "ACT-1");
    click(&mut harness, "Save new patient");
    wait_until(&mut harness, "the patient", |h| h.state().state.patient.is_some());
    let patient_id = harness.state().state.patient.as_ref().unwrap().patient.patient_id.clone();
    click(&mut harness, "New survey");
    click(&mut harness, "Send an invitation to the patient");
    click(&mut harness, "By E-mail");
    click(&mut harness, "Create survey");
    wait_for_text(&mut harness, "Survey created");
    click(&mut harness, "Done");
    click(&mut harness, "Activity log");
    wait_for_text(&mut harness, &format!("Patient registered ({patient_id})"));
    assert!(has_text(&harness, "Invitation sent by e-mail for survey"));
    wait_until(&mut harness, "the log on disk", |_| stored_activity(&data_dir).lines().count() == 3);
    let text = stored_activity(&data_dir);
    for secret in ["Marie", "Claes", "marie.claes@example.be", "ACT-1"] {
        assert!(!text.contains(secret), "{secret} is not in the activity log");
    }
}
