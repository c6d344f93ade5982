//! The worker's flows called directly against a real sandbox: no UI, no channels, no worker
//! loop. Each test checks a rule of `intake_desk::worker::flows` on what the service holds.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::Mutex;
use std::time::Duration;

use intake_desk::api::{
    AccessToken, ApiError, Birthdate, Client, ClientOptions, CreateSurveyRequest, Environment, Gender, Patient,
    PatientPayload, SurveyPatient,
};
use intake_desk::sandbox::{DEMO_PATIENT_ID, Fault, FaultRule, Sandbox, SandboxConfig};
use intake_desk::worker::flows::{self, PatientCreated, PatientUpdated, SurveySent};
use intake_desk::worker::retry::{Reads, RetryPolicy};
use serde_json::json;

/// Quick retries, so a test that needs one does not wait long.
const QUICK: RetryPolicy = RetryPolicy { retries: 3, base: Duration::from_millis(5), max: Duration::from_millis(20) };

async fn start() -> (Sandbox, Client) {
    let sandbox = Sandbox::start(SandboxConfig::default().with_test_controls()).await.unwrap();
    let environment = Environment::Sandbox { base_url: sandbox.base_url() };
    let client = Client::new(&environment, AccessToken::new(sandbox.token()), &ClientOptions::default()).unwrap();
    (sandbox, client)
}

fn payload(reference: &str) -> PatientPayload {
    PatientPayload {
        first_name: "Noor".into(),
        last_name: "Claes".into(),
        gender: Gender::Female,
        birthdate: Birthdate::new(1985, 6, 15).unwrap(),
        language: "nl-be".into(),
        email: None,
        phone: None,
        external_reference: reference.into(),
        extra: Default::default(),
    }
}

fn fault(method: &str, path_prefix: &str, fault: Fault) -> FaultRule {
    FaultRule { method: Some(method.into()), path_prefix: path_prefix.into(), fault, times: Some(1), every: None }
}

fn posts(sandbox: &Sandbox) -> usize {
    sandbox.requests().iter().filter(|request| request.method == "POST").count()
}

#[tokio::test]
async fn a_patient_is_created_once_and_the_second_create_finds_the_first() {
    let (sandbox, client) = start().await;
    let reads = Reads::quiet(QUICK);

    let PatientCreated::Done(Ok(created)) = flows::create_patient(&client, &payload("FLOW-1"), reads).await else {
        panic!("the first create is sent");
    };
    assert_eq!(created.external_reference.as_deref(), Some("FLOW-1"));
    let PatientCreated::AlreadyOnRecord(found) = flows::create_patient(&client, &payload("FLOW-1"), reads).await else {
        panic!("the second create finds the first");
    };
    assert_eq!(found.patient_id, created.patient_id);
    assert_eq!(sandbox.find_patient_ids_by_external_reference("FLOW-1").len(), 1);
    assert_eq!(posts(&sandbox), 1, "the second was never sent");
}

#[tokio::test]
async fn a_create_cut_off_after_it_was_handled_is_looked_up_not_resent() {
    let (sandbox, client) = start().await;
    sandbox.faults().set(fault("POST", "/tenant-api/patients", Fault::DropAfterHandling));

    let created = flows::create_patient(&client, &payload("FLOW-2"), Reads::quiet(QUICK)).await;
    let PatientCreated::Unclear { error, found: Ok(Some(found)) } = created else {
        panic!("an unclear create with the patient found: {created:?}");
    };
    assert!(error.is_ambiguous(), "{error:?}");
    assert_eq!(found.external_reference.as_deref(), Some("FLOW-2"));
    assert_eq!(posts(&sandbox), 1, "never resent blindly");
}

#[tokio::test]
async fn an_update_from_an_outdated_record_sends_nothing_and_answers_with_the_record_now() {
    let (sandbox, client) = start().await;
    let reads = Reads::quiet(QUICK);
    let before = client.get_patient(DEMO_PATIENT_ID).await.unwrap();
    // Someone else changes the last name in the meantime.
    let mut theirs = before.clone();
    theirs.last_name = "Changed-Elsewhere".into();
    let mut their_payload = payload(before.external_reference.as_deref().unwrap());
    their_payload.last_name = theirs.last_name.clone();
    client.update_patient(DEMO_PATIENT_ID, &their_payload).await.unwrap();
    let puts_before = sandbox.requests().iter().filter(|r| r.method == "PUT").count();

    let mut mine = payload(before.external_reference.as_deref().unwrap());
    mine.first_name = "Mine".into();
    let PatientUpdated::Conflict(current) = flows::update_patient(&client, DEMO_PATIENT_ID, mine, &before, reads).await
    else {
        panic!("a conflict");
    };
    assert_eq!(current.last_name, "Changed-Elsewhere");
    assert_eq!(sandbox.requests().iter().filter(|r| r.method == "PUT").count(), puts_before, "nothing was sent");
}

/// A patient on record with a field the app does not know ("preferredPharmacy") besides the
/// service's own bookkeeping (the sandbox adds `createdAt` and `updatedAt`; `tenantId` is sent
/// with the create so that the record carries it too, as a real service's does).
async fn patient_with_unknown_data(client: &Client, reference: &str) -> Patient {
    let mut with_data = payload(reference);
    with_data.extra.insert("preferredPharmacy".into(), json!("Apotheek De Linde"));
    with_data.extra.insert("tenantId".into(), json!("demo-tenant"));
    let created = flows::create_patient(client, &with_data, Reads::quiet(QUICK)).await;
    let PatientCreated::Done(Ok(patient)) = created else { panic!("created: {created:?}") };
    for field in ["preferredPharmacy", "tenantId", "createdAt", "updatedAt"] {
        assert!(patient.extra.contains_key(field), "{field} on record: {:?}", patient.extra.keys());
    }
    patient
}

/// The user's edit of the record: a new first name.
fn renamed(patient: &Patient) -> PatientPayload {
    PatientPayload { first_name: "Nora".into(), ..payload(patient.external_reference.as_deref().unwrap()) }
}

#[tokio::test]
async fn an_update_keeps_the_fields_of_the_record_the_app_does_not_know() {
    let (_sandbox, client) = start().await;
    let before = patient_with_unknown_data(&client, "FLOW-KEEP").await;

    let updated =
        flows::update_patient(&client, &before.patient_id, renamed(&before), &before, Reads::quiet(QUICK)).await;
    let PatientUpdated::Done(Ok(after)) = updated else { panic!("the update goes through: {updated:?}") };
    assert_eq!(after.first_name, "Nora");
    assert_eq!(after.extra.get("preferredPharmacy"), Some(&json!("Apotheek De Linde")), "{:?}", after.extra.keys());
}

#[tokio::test]
async fn a_service_that_refuses_read_only_members_takes_the_update_and_the_unknown_data_stays() {
    let (sandbox, client) = start().await;
    let before = patient_with_unknown_data(&client, "FLOW-STRICT").await;
    sandbox
        .faults()
        .set(FaultRule { times: None, ..fault("PUT", "/tenant-api/patients/", Fault::refuse_read_only_bookkeeping()) });

    let updated =
        flows::update_patient(&client, &before.patient_id, renamed(&before), &before, Reads::quiet(QUICK)).await;
    let PatientUpdated::Done(Ok(after)) = updated else { panic!("the update goes through: {updated:?}") };
    assert_eq!(after.first_name, "Nora");
    assert_eq!(after.extra.get("preferredPharmacy"), Some(&json!("Apotheek De Linde")), "{:?}", after.extra.keys());
    let puts = sandbox.requests().iter().filter(|request| request.method == "PUT").count();
    assert_eq!(puts, 1, "the bookkeeping is never sent, so the first update is taken");
}

#[tokio::test]
async fn form_two_for_a_reference_on_record_sends_no_survey() {
    let (sandbox, client) = start().await;
    let on_record = client.get_patient(DEMO_PATIENT_ID).await.unwrap();
    let request = CreateSurveyRequest {
        patient: SurveyPatient::New(Box::new(payload(on_record.external_reference.as_deref().unwrap()))),
        include_url: false,
        include_pin_in_url: false,
        invitation: None,
    };
    let sent = flows::create_survey(&client, &request, Reads::quiet(QUICK), &|_| {}).await;
    let SurveySent::ReferenceOnRecord(patient) = sent else { panic!("nothing sent: {sent:?}") };
    assert_eq!(patient.patient_id, DEMO_PATIENT_ID);
    assert_eq!(posts(&sandbox), 0);
}

#[tokio::test]
async fn a_read_that_fails_for_a_moment_is_retried_and_each_retry_is_announced() {
    let (sandbox, client) = start().await;
    let busy = Fault::Respond { status: 503, body: String::new(), content_type: None, retry_after: None };
    sandbox.faults().set(FaultRule { times: Some(2), ..fault("GET", "/tenant-api/patients", busy) });
    let heard = Mutex::new(Vec::new());
    let notice =
        |attempt: u32, wait: Duration, error: &ApiError| heard.lock().unwrap().push((attempt, wait, error.status));

    let found = Reads::new(QUICK, &notice).read(|| flows::find_patient(&client, DEMO_PATIENT_ID)).await.unwrap();
    assert_eq!(found.patient_id, DEMO_PATIENT_ID);
    let heard = heard.into_inner().unwrap();
    assert_eq!(
        heard.iter().map(|(attempt, _, status)| (*attempt, *status)).collect::<Vec<_>>(),
        [(1, Some(503)), (2, Some(503))]
    );
    assert!(heard.iter().all(|(_, wait, _)| *wait <= Duration::from_millis(25)), "{heard:?}");
}
