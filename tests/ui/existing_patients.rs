//! Nothing changes a patient by accident: a new-patient survey (form 2) whose external
//! reference is already on record stops and compares, and each way on does exactly what it
//! says; an edit that looks like another person is flagged; every change of details is in the
//! activity log by field name. Driven through the real window against the sandbox over HTTP.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::*;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use intake_desk::activity::Action;
use intake_desk::app::IntakeApp;
use intake_desk::sandbox::{Fault, FaultRule, Sandbox};
use intake_desk::state::survey_form::{OnRecordChoice, SurveyTarget};
use intake_desk::worker::WorkerOptions;

/// Jan Peeters, a demo patient with an earlier survey (with an alert).
const JAN: &str = "MRN-0009";

/// The record exactly as the service sends it, to compare byte by byte.
fn raw_record(runtime: &tokio::runtime::Runtime, sandbox: &Sandbox, reference: &str) -> Vec<u8> {
    let url = format!("{}/tenant-api/patients/external-reference/{reference}", sandbox.base_url());
    runtime.block_on(async {
        let client = reqwest::Client::builder().no_proxy().build().unwrap();
        let response = client.get(url).bearer_auth(sandbox.token()).send().await.unwrap();
        assert_eq!(response.status(), 200);
        response.bytes().await.unwrap().to_vec()
    })
}

/// The ids of a patient's surveys, as the service lists them.
fn survey_ids(runtime: &tokio::runtime::Runtime, sandbox: &Sandbox, patient_id: &str) -> Vec<String> {
    let url = format!("{}/tenant-api/survey/patient/{patient_id}", sandbox.base_url());
    let body: serde_json::Value = runtime.block_on(async {
        let client = reqwest::Client::builder().no_proxy().build().unwrap();
        client.get(url).bearer_auth(sandbox.token()).send().await.unwrap().json().await.unwrap()
    });
    let list = body.as_array().cloned().or_else(|| body["surveys"].as_array().cloned()).unwrap_or_default();
    list.iter().filter_map(|s| s["surveyId"].as_str().map(str::to_owned)).collect()
}

/// The app against `sandbox`, keeping its activity log in `data_dir`.
fn app_keeping_data_in(
    runtime: &tokio::runtime::Runtime,
    sandbox: &Sandbox,
    data_dir: &std::path::Path,
) -> Harness<'static, IntakeApp> {
    app_with_options(runtime, sandbox, WorkerOptions { data_dir: Some(data_dir.to_owned()), ..worker_options() })
}

fn survey_posts(sandbox: &Sandbox) -> usize {
    sandbox.requests().iter().filter(|r| r.method == "POST" && r.path.starts_with("/tenant-api/survey")).count()
}

fn writes_to_patients(sandbox: &Sandbox) -> usize {
    sandbox.requests().iter().filter(|r| r.method != "GET" && r.path.starts_with("/tenant-api/patients")).count()
}

/// Opens the new-patient survey dialog and types Johanna Pieters under `reference`.
fn type_johanna_under(harness: &mut Harness<'_, IntakeApp>, reference: &str) {
    click(harness, "New survey for a new patient");
    fill(harness, "First name", "Johanna");
    fill(harness, "Last name", "Pieters");
    click(harness, "Female");
    fill(harness, "Date of birth", "14/09/1985");
    fill(harness, "E-mail", "johanna.pieters@example.be");
    fill(harness, "External reference", reference);
}

/// Types another person under Jan's reference into the new-patient survey dialog and sends it.
fn type_someone_else_under_jans_reference(harness: &mut Harness<'_, IntakeApp>) {
    type_johanna_under(harness, JAN);
    click(harness, "Create survey");
    wait_until(harness, "the comparison with the patient on record", |h| {
        h.state().state.survey_form.as_ref().is_some_and(|f| f.on_record.is_some())
    });
}

fn typed_draft(harness: &Harness<'_, IntakeApp>) -> intake_desk::patient::PatientDraft {
    match &harness.state().state.survey_form.as_ref().unwrap().target {
        SurveyTarget::NewPatient(draft) => draft.clone(),
        SurveyTarget::Existing(_) => panic!("the typed patient is gone"),
    }
}

#[test]
fn a_reference_on_record_is_compared_and_sending_to_that_patient_leaves_the_record_untouched() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let jan_id = sandbox.find_patient_ids_by_external_reference(JAN)[0].clone();
    let before = raw_record(&runtime, &sandbox, JAN);
    let surveys_before = survey_ids(&runtime, &sandbox, &jan_id);
    let mut harness = app_against(&runtime, &sandbox);

    type_someone_else_under_jans_reference(&mut harness);
    // Nothing was sent: no survey, no change, and both patients are shown side by side.
    assert_eq!(survey_posts(&sandbox), 0);
    assert_eq!(writes_to_patients(&sandbox), 0);
    assert!(harness.query_by_label("Send to the patient on record").is_some());
    assert!(harness.query_by_label("Update their details and send…").is_some());
    let form = harness.state().state.survey_form.as_ref().unwrap();
    let differing: Vec<_> = form.comparison().into_iter().filter(|r| r.differs()).map(|r| r.field).collect();
    use intake_desk::patient::Field;
    for field in [Field::FirstName, Field::LastName, Field::Gender, Field::Birthdate, Field::Email] {
        assert!(differing.contains(&field), "{field:?} should be marked as different: {differing:?}");
    }
    assert!(!differing.contains(&Field::ExternalReference));
    assert!(form.looks_like_another_person(), "a new name and birthdate are flagged");
    assert!(has_text(&harness, "Jan Peeters"), "the patient on record is named");
    assert!(has_text(&harness, "Johanna"), "what was typed is shown next to it");

    // Going back keeps everything typed, and sending again compares again.
    let typed = typed_draft(&harness);
    click(&mut harness, "Back to the form");
    assert!(harness.state().state.survey_form.as_ref().unwrap().on_record.is_none());
    assert_eq!(typed_draft(&harness), typed);
    click_when_still(&mut harness, "Create survey");
    wait_until(&mut harness, "the comparison again", |h| {
        h.state().state.survey_form.as_ref().is_some_and(|f| f.on_record.is_some())
    });
    assert_eq!(survey_posts(&sandbox), 0);

    click(&mut harness, "Send to the patient on record");
    wait_until(&mut harness, "the survey", |h| {
        h.state().state.survey_form.as_ref().is_some_and(|f| f.created.is_some())
    });
    let form = harness.state().state.survey_form.as_ref().unwrap();
    let created = form.created.clone().unwrap();
    assert_eq!(form.on_record.as_ref().unwrap().chosen, Some(OnRecordChoice::SendToPatientOnRecord));

    // The record is byte for byte what it was; the survey is Jan's, next to his earlier ones.
    assert_eq!(String::from_utf8_lossy(&raw_record(&runtime, &sandbox, JAN)), String::from_utf8_lossy(&before));
    assert_eq!(writes_to_patients(&sandbox), 0);
    let surveys_after = survey_ids(&runtime, &sandbox, &jan_id);
    assert!(surveys_after.contains(&created.survey_id), "{surveys_after:?}");
    assert!(surveys_before.iter().all(|s| surveys_after.contains(s)));
    assert_eq!(sandbox.find_patient_ids_by_external_reference(JAN), vec![jan_id.clone()]);
    wait_until(&mut harness, "Jan opened behind the dialog", |h| {
        h.state()
            .state
            .patient
            .as_ref()
            .is_some_and(|p| p.patient.patient_id == jan_id && p.patient.first_name == "Jan")
    });
}

#[test]
fn updating_the_patient_on_record_happens_only_after_the_second_confirmation() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let jan_id = sandbox.find_patient_ids_by_external_reference(JAN)[0].clone();
    let before = raw_record(&runtime, &sandbox, JAN);
    let data_dir = temp_dir("activity");
    let mut harness = app_keeping_data_in(&runtime, &sandbox, &data_dir);

    // Jan himself, with a new e-mail address and the language typed another way.
    click(&mut harness, "New survey for a new patient");
    fill(&mut harness, "First name", "Jan");
    fill(&mut harness, "Last name", "Peeters");
    click(&mut harness, "Male");
    fill(&mut harness, "Date of birth", "21/06/1970");
    fill(&mut harness, "E-mail", "jan.peeters@new-provider.be");
    fill(&mut harness, "Phone number", "+32478556677");
    fill(&mut harness, "External reference", JAN);
    click(&mut harness, "Send an invitation to the patient");
    click(&mut harness, "By E-mail");
    click(&mut harness, "Create survey");
    wait_until(&mut harness, "the comparison", |h| {
        h.state().state.survey_form.as_ref().is_some_and(|f| f.on_record.is_some())
    });
    let form = harness.state().state.survey_form.as_ref().unwrap();
    use intake_desk::patient::Field;
    assert_eq!(form.fields_to_update(), vec![Field::Email]);
    assert!(!form.looks_like_another_person());

    // The first press only asks again, naming what changes.
    click(&mut harness, "Update their details and send…");
    assert!(harness.state().state.survey_form.as_ref().unwrap().on_record.as_ref().unwrap().confirming_update);
    assert!(has_text(&harness, "jan.peeters@new-provider.be"));
    for _ in 0..10 {
        harness.step();
    }
    assert_eq!(writes_to_patients(&sandbox), 0);
    assert_eq!(survey_posts(&sandbox), 0);
    assert_eq!(raw_record(&runtime, &sandbox, JAN), before);
    click(&mut harness, "Back to the comparison");
    assert!(!harness.state().state.survey_form.as_ref().unwrap().on_record.as_ref().unwrap().confirming_update);
    assert_eq!(writes_to_patients(&sandbox), 0);

    // A person takes a moment before the next click (two clicks in a row within egui's
    // double-click time would be one double click).
    for _ in 0..10 {
        harness.step();
    }
    click(&mut harness, "Update their details and send…");
    click(&mut harness, "Yes, update the details and send");
    wait_until(&mut harness, "the survey", |h| {
        h.state().state.survey_form.as_ref().is_some_and(|f| f.created.is_some())
    });
    let created = harness.state().state.survey_form.as_ref().unwrap().created.clone().unwrap();
    let after: serde_json::Value = serde_json::from_slice(&raw_record(&runtime, &sandbox, JAN)).unwrap();
    assert_eq!(after["email"], "jan.peeters@new-provider.be");
    assert_eq!(after["firstName"], "Jan");
    assert_eq!(after["patientId"], jan_id.as_str());
    assert!(survey_ids(&runtime, &sandbox, &jan_id).contains(&created.survey_id));
    let outbox = sandbox.outbox();
    assert_eq!(outbox.len(), 1);
    assert_eq!(
        (outbox[0].address.as_str(), outbox[0].patient_id.as_str()),
        ("jan.peeters@new-provider.be", jan_id.as_str())
    );

    // The activity log names the field that changed, never its value.
    wait_until(&mut harness, "the change in the activity log", |h| {
        h.state()
            .state
            .activity
            .iter()
            .any(|e| matches!(&e.action, Action::PatientUpdated { fields, .. } if fields == &["email"]))
    });
    wait_until(&mut harness, "the change stored", |_| stored_activity(&data_dir).contains("patientUpdated"));
    let log = stored_activity(&data_dir);
    assert!(log.contains(r#""fields":["email"]"#), "{log}");
    assert!(!log.contains("new-provider"), "{log}");
}

#[test]
fn when_the_reference_cannot_be_checked_nothing_is_sent() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    type_johanna_under(&mut harness, "NEW-REF-77");
    let typed = typed_draft(&harness);
    for status in [503, 401] {
        sandbox.faults().set(FaultRule {
            method: Some("GET".into()),
            path_prefix: "/tenant-api/patients/external-reference/".into(),
            fault: Fault::Respond { status, body: String::new(), content_type: None, retry_after: None },
            times: None,
            every: None,
        });
        click(&mut harness, "Create survey");
        wait_until(&mut harness, "the lookup's failure", |h| {
            h.state().state.survey_form.as_ref().is_some_and(|f| f.submitting.is_none() && f.error.is_some())
        });
        assert_eq!(survey_posts(&sandbox), 0, "no blind form 2 after a failed lookup ({status})");
        assert!(sandbox.find_patient_ids_by_external_reference("NEW-REF-77").is_empty());
        let form = harness.state().state.survey_form.as_ref().unwrap();
        assert!(form.on_record.is_none() && form.created.is_none());
        assert_eq!(typed_draft(&harness), typed);
        sandbox.faults().clear();
        if status == 401 {
            // Signing in again resends: the lookup first, then the survey.
            assert!(harness.state().state.sign_in_overlay);
        }
        harness.state_mut().state.sign_in_overlay = false;
    }
}

#[test]
fn an_edit_that_looks_like_another_person_is_flagged_and_every_change_is_logged_by_field_name() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let jan_id = sandbox.find_patient_ids_by_external_reference(JAN)[0].clone();
    let before = raw_record(&runtime, &sandbox, JAN);
    let data_dir = temp_dir("activity");
    let mut harness = app_keeping_data_in(&runtime, &sandbox, &data_dir);
    open_patient_surveys(&mut harness, JAN);

    click(&mut harness, "Edit details");
    // The edit form shows the date of birth as people write it.
    assert_eq!(harness.state().state.patient_form.as_ref().unwrap().draft.birthdate, "21/06/1970");
    fill(&mut harness, "First name", "Johanna");
    fill(&mut harness, "Date of birth", "14/09/1985");
    click(&mut harness, "Review and save");
    assert!(harness.state().state.patient_form.as_ref().unwrap().looks_like_another_person());
    click(&mut harness, "Register a new patient instead");
    let form = harness.state().state.patient_form.as_ref().unwrap();
    assert!(!form.is_edit(), "a registration is open");
    assert_eq!((form.draft.first_name.as_str(), form.draft.birthdate.as_str()), ("Johanna", "14/09/1985"));
    assert!(form.draft.external_reference.is_empty(), "Jan's reference is not carried over");
    assert_eq!(raw_record(&runtime, &sandbox, JAN), before, "Jan is not changed");
    assert_eq!(writes_to_patients(&sandbox), 0);

    // A real correction: the e-mail address and the phone number. Old and new are read as
    // people write them.
    harness.state_mut().state.close_patient_form();
    open_patient_surveys(&mut harness, JAN);
    click(&mut harness, "Edit details");
    fill(&mut harness, "E-mail", "jan@peeters.be");
    fill(&mut harness, "Phone number", "0478 55 66 88");
    click(&mut harness, "Review and save");
    assert!(!harness.state().state.patient_form.as_ref().unwrap().looks_like_another_person());
    click(&mut harness, "Save these changes");
    wait_until(&mut harness, "the patient saved", |h| h.state().state.patient_form.is_none());
    wait_until(&mut harness, "the change in the activity log", |h| {
        h.state().state.activity.iter().any(|e| {
            matches!(&e.action, Action::PatientUpdated { patient_id, fields }
                if patient_id == &jan_id && fields == &["email", "phone.phoneNumber"])
        })
    });
    wait_until(&mut harness, "the change stored", |_| stored_activity(&data_dir).contains("patientUpdated"));
    let log = stored_activity(&data_dir);
    assert!(!log.contains("peeters.be") && !log.contains("556688"), "no values in the log: {log}");
}

/// Issue 41, item 9: a clinic that turned on `[external_reference] national_number` has patients
/// on record under the number as it was typed before (`85.03.01-123.04`). The app keeps the
/// digits alone (`85030112304`); it still finds them, in the search box and in the new-patient
/// survey dialog, and never makes them a second record.
#[test]
fn a_patient_on_record_under_a_written_national_number_is_found_never_registered_twice() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let environment = intake_desk::api::Environment::Sandbox { base_url: sandbox.base_url() };
    let token = intake_desk::api::AccessToken::new(sandbox.token());
    let client = intake_desk::api::Client::new(&environment, token, &Default::default()).unwrap();
    let payload = intake_desk::api::PatientPayload {
        first_name: "Johanna".into(),
        last_name: "Pieters".into(),
        gender: intake_desk::api::Gender::Female,
        birthdate: intake_desk::api::Birthdate::new(1985, 3, 1).unwrap(),
        language: "nl-be".into(),
        email: Some("johanna.pieters@example.be".into()),
        phone: None,
        external_reference: "85.03.01-123.04".into(),
        extra: Default::default(),
    };
    let on_record = runtime.block_on(client.create_patient(&payload)).unwrap().patient_id;

    let policy = intake_desk::policy::Policy::parse(
        std::path::Path::new("/etc/intake-desk/policy.toml"),
        "[external_reference]\nnational_number = true\n",
    );
    assert_eq!(policy.problem, None);
    let mut harness = build_app(intake_desk::app::AppConfig { policy, ..config(&runtime, ad_hoc(&sandbox)) });
    wait_until(&mut harness, "connected", |h| {
        h.state().state.connection.status == intake_desk::state::ConnectionStatus::Connected
    });

    // The new-patient survey dialog: the reference typed as the card gives it is found on
    // record; nothing is sent, no second record is made.
    let posts = survey_posts(&sandbox);
    type_johanna_under(&mut harness, "85030112304");
    click(&mut harness, "Create survey");
    wait_until(&mut harness, "the patient on record", |h| {
        h.state().state.survey_form.as_ref().is_some_and(|f| f.on_record.is_some())
    });
    let form = harness.state().state.survey_form.as_ref().unwrap();
    assert_eq!(form.on_record.as_ref().unwrap().patient.patient_id, on_record);
    assert_eq!(survey_posts(&sandbox), posts, "nothing sent before the user chose");
    let creates = sandbox
        .requests()
        .iter()
        .filter(|request| request.method == "POST" && request.path.starts_with("/tenant-api/patients"))
        .count();
    assert_eq!(creates, 1, "only the record made before: no second patient");
    harness
        .state_mut()
        .state
        .apply_intent(intake_desk::state::Intent::SurveyForm(intake_desk::state::SurveyFormIntent::Close));
    settle(&mut harness);

    // The search box, as the digits alone.
    let state = &mut harness.state_mut().state;
    state.apply_intent(intake_desk::state::Intent::EditSearchQuery("85030112304".into()));
    state.apply_intent(intake_desk::state::Intent::Search);
    wait_until(&mut harness, "the patient found", |h| {
        h.state().state.patient.as_ref().is_some_and(|open| open.patient.patient_id == on_record)
    });
}
