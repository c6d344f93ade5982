//! A day's list sent in one go against the real sandbox over HTTP: every row exactly once under
//! a rate limit, an existing reference gets form 1 and its record is left as it is, and a batch
//! interrupted between a request and its answer is resumed without sending anything twice
//! (counted in the sandbox's outbox).
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use std::sync::{Arc, Mutex};
use std::time::Duration;

use intake_desk::api::{AccessToken, Client, ClientOptions, CreateSurveyRequest, Environment, SurveyPatient};
use intake_desk::batch_journal::{BatchItem, BatchJournal, RowState};
use intake_desk::drafts::{DraftGender, DraftPatient};
use intake_desk::sandbox::{RateLimit, Sandbox, SandboxConfig};
use intake_desk::worker::batch::{Batch, BatchOptions, RowUpdate, SKIPPED_DETAILS_DIFFER};

fn item(reference: &str, line: usize) -> BatchItem {
    BatchItem {
        reference: reference.into(),
        line,
        patient: DraftPatient {
            first_name: "Lotte".into(),
            last_name: format!("Janssens {line}"),
            gender: Some(DraftGender::Female),
            birthdate: "1988-05-17".into(),
            language: "nl-BE".into(),
            email: format!("lotte.{line}@example.be"),
            external_reference: reference.into(),
            ..DraftPatient::default()
        },
        sms: false,
        update_on_record: false,
    }
}

async fn start(config: SandboxConfig) -> (Sandbox, Client) {
    let sandbox = Sandbox::start(config).await.unwrap();
    let environment = Environment::Sandbox { base_url: sandbox.base_url() };
    let client = Client::new(&environment, AccessToken::new(sandbox.token()), &ClientOptions::default()).unwrap();
    (sandbox, client)
}

fn quick() -> BatchOptions {
    BatchOptions {
        backoff: Duration::from_millis(50),
        max_backoff: Duration::from_millis(500),
        ..BatchOptions::default()
    }
}

async fn run(client: &Client, journal: &Arc<Mutex<BatchJournal>>, batch_id: &str) -> Vec<RowUpdate> {
    let heard = Arc::new(Mutex::new(Vec::new()));
    let heard_in = Arc::clone(&heard);
    let batch = Arc::new(Batch::new(client.clone(), Arc::clone(journal), batch_id.to_owned(), quick()));
    batch.run(Arc::new(move |update| heard_in.lock().unwrap().push(update))).await.unwrap();
    let updates: Vec<RowUpdate> = heard.lock().unwrap().drain(..).collect();
    updates
}

/// How many surveys the patient with `reference` has (waiting out the sandbox's rate limit,
/// which the test's own checks meet too).
async fn surveys_of(client: &Client, reference: &str) -> usize {
    async fn patiently<T, F: Future<Output = Result<T, intake_desk::api::ApiError>>>(request: impl Fn() -> F) -> T {
        loop {
            match request().await {
                Err(error) if error.kind == intake_desk::api::error::ErrorKind::RateLimited => {
                    tokio::time::sleep(error.retry_after.unwrap_or(Duration::from_secs(1))).await;
                }
                other => return other.unwrap(),
            }
        }
    }
    let patient = patiently(|| client.get_patient_by_external_reference(reference)).await;
    patiently(|| client.list_patient_surveys(&patient.patient_id)).await.len()
}

#[tokio::test]
async fn a_rate_limited_batch_sends_every_row_exactly_once() {
    let config = SandboxConfig {
        rate_limit: RateLimit::per_second(8),
        latency: Duration::from_millis(20),
        ..SandboxConfig::default()
    };
    let (sandbox, client) = start(config).await;
    let items: Vec<BatchItem> = (0..16).map(|i| item(&format!("DAY-{i:02}"), i + 2)).collect();
    let journal = Arc::new(Mutex::new(BatchJournal::in_memory().unwrap()));
    let batch_id = journal.lock().unwrap().create("tomorrow.csv", &items).unwrap();

    run(&client, &journal, &batch_id).await;

    let rows = journal.lock().unwrap().rows(&batch_id).unwrap();
    for row in &rows {
        assert!(matches!(row.state, RowState::Sent { .. }), "{}: {:?}", row.item.reference, row.state);
    }
    assert!(sandbox.too_many_requests_count() > 0, "the limit was reached, so the pacing was tested");
    assert_eq!(sandbox.outbox().len(), items.len(), "one invitation per row");
    for item in &items {
        assert_eq!(surveys_of(&client, &item.reference).await, 1, "{}", item.reference);
    }
    assert!(journal.lock().unwrap().batch(&batch_id).unwrap().unwrap().finished);
}

#[tokio::test]
async fn an_existing_reference_gets_form_1_and_its_record_is_not_changed() {
    let (sandbox, client) = start(SandboxConfig::default()).await;
    let same = item("KNOWN-1", 2);
    let differs = item("KNOWN-2", 3);
    // Both are on record; the second with another e-mail address than the file's.
    for (known, email) in [(&same, "lotte.2@example.be"), (&differs, "old.address@example.be")] {
        let mut payload = known.payload(jiff::Zoned::now().date()).unwrap();
        payload.email = Some(email.into());
        client.create_patient(&payload).await.unwrap();
    }
    let before = client.get_patient_by_external_reference("KNOWN-2").await.unwrap();
    let journal = Arc::new(Mutex::new(BatchJournal::in_memory().unwrap()));
    let batch_id = journal.lock().unwrap().create("list.csv", &[same.clone(), differs.clone()]).unwrap();

    run(&client, &journal, &batch_id).await;

    let rows = journal.lock().unwrap().rows(&batch_id).unwrap();
    let known = client.get_patient_by_external_reference("KNOWN-1").await.unwrap();
    assert!(
        matches!(&rows[0].state, RowState::Sent { patient_id: Some(id), .. } if *id == known.patient_id),
        "form 1 for the patient on record: {:?}",
        rows[0].state
    );
    assert!(
        matches!(&rows[1].state, RowState::Skipped { reason, .. } if reason == SKIPPED_DETAILS_DIFFER),
        "{:?}",
        rows[1].state
    );
    assert_eq!(client.get_patient_by_external_reference("KNOWN-2").await.unwrap(), before, "not changed");
    assert_eq!(surveys_of(&client, "KNOWN-2").await, 0, "and not invited");
    assert_eq!(sandbox.outbox().len(), 1);
}

#[tokio::test]
async fn a_batch_interrupted_between_request_and_answer_resumes_without_sending_twice() {
    let (sandbox, client) = start(SandboxConfig::default()).await;
    let items: Vec<BatchItem> = (0..4).map(|i| item(&format!("CRASH-{i}"), i + 2)).collect();
    let journal = Arc::new(Mutex::new(BatchJournal::in_memory().unwrap()));
    let batch_id = journal.lock().unwrap().create("today.csv", &items).unwrap();
    // As a crash leaves it: rows 0 and 1 were sending and the service handled them (their
    // answers never came back); row 2 was sending but its request never left; row 3 was not
    // tried yet.
    let today = jiff::Zoned::now().date();
    for (index, handled) in [(0, true), (1, true), (2, false)] {
        let sending = RowState::Sending { patient_id: None, known_surveys: None };
        journal.lock().unwrap().set(&batch_id, &items[index].reference, &sending).unwrap();
        if handled {
            let request = CreateSurveyRequest {
                patient: SurveyPatient::New(Box::new(items[index].payload(today).unwrap())),
                include_url: true,
                include_pin_in_url: false,
                invitation: Some(items[index].channel()),
            };
            client.create_survey(&request).await.unwrap();
        }
    }
    assert_eq!(sandbox.outbox().len(), 2);

    let updates = run(&client, &journal, &batch_id).await;

    assert_eq!(sandbox.outbox().len(), 4, "the two handled rows are not sent again");
    for item in &items {
        assert_eq!(surveys_of(&client, &item.reference).await, 1, "{}", item.reference);
    }
    let rows = journal.lock().unwrap().rows(&batch_id).unwrap();
    assert!(rows.iter().all(|row| matches!(row.state, RowState::Sent { .. })), "{rows:?}");
    assert!(updates.iter().any(|u| u.reference == "CRASH-3" && matches!(u.state, RowState::Sending { .. })));
}

/// The batch through the app: the state asks, the worker sends with the connection in use, each
/// row's change comes back as it happens, and each invitation sent is in the activity log.
#[test]
fn the_app_sends_a_journaled_batch_and_logs_each_invitation() {
    use intake_desk::settings::AppConfig;
    use intake_desk::startup::StartupReport;
    use support::*;

    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let data_dir = temp_dir("batch-app");
    let items: Vec<BatchItem> = (0..5).map(|i| item(&format!("APP-{i}"), i + 2)).collect();
    let batch_id = BatchJournal::open(&data_dir).unwrap().create("today.csv", &items).unwrap();
    let config = AppConfig {
        data_dir: data_dir.clone(),
        startup: StartupReport { problems: Vec::new(), data_folder_usable: true },
        ..config(&runtime, ad_hoc(&sandbox))
    };
    let mut harness = build_app(config);
    wait_until(&mut harness, "connected", |h| {
        h.state().state.connection.status == intake_desk::state::ConnectionStatus::Connected
    });
    let invitations_before = sandbox.outbox().len();
    harness.state_mut().state.send_batch(&batch_id, 2);
    wait_until(&mut harness, "the batch to end", |h| h.state().state.batch.as_ref().is_some_and(|b| b.ended.is_some()));

    let state = &harness.state().state;
    let batch = state.batch.as_ref().unwrap();
    assert_eq!(batch.ended, Some(Ok(())));
    let counts = batch.counts();
    assert_eq!((counts.sent, counts.skipped, counts.failed, counts.remaining), (5, 0, 0, 0));
    assert!(state.in_flight.is_empty(), "the request is over");
    assert_eq!(sandbox.outbox().len() - invitations_before, 5);
    let logged = state
        .activity
        .iter()
        .filter(|entry| matches!(entry.action, intake_desk::activity::Action::SurveyCreated { .. }))
        .count();
    assert_eq!(logged, 5, "each invitation in the activity log");
    assert!(BatchJournal::open(&data_dir).unwrap().unfinished().unwrap().is_empty());
}

/// Without the profile's database a batch could not be resumed after a crash (and might be sent
/// twice): it is not sent at all, and says why.
#[test]
fn without_a_usable_data_folder_a_batch_is_not_sent() {
    use support::*;

    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let data_dir = temp_dir("batch-no-folder");
    let batch_id = BatchJournal::open(&data_dir).unwrap().create("today.csv", &[item("NOFOLDER-1", 2)]).unwrap();
    let config = intake_desk::settings::AppConfig {
        data_dir,
        startup: intake_desk::startup::StartupReport { problems: Vec::new(), data_folder_usable: false },
        ..config(&runtime, ad_hoc(&sandbox))
    };
    let mut harness = build_app(config);
    wait_until(&mut harness, "connected", |h| {
        h.state().state.connection.status == intake_desk::state::ConnectionStatus::Connected
    });
    let invitations_before = sandbox.outbox().len();
    harness.state_mut().state.send_batch(&batch_id, 4);
    wait_until(&mut harness, "the refusal", |h| h.state().state.batch.as_ref().is_some_and(|b| b.ended.is_some()));
    let ended = harness.state().state.batch.as_ref().unwrap().ended.clone().unwrap();
    assert!(ended.as_ref().is_err_and(|why| why.contains("data folder")), "{ended:?}");
    assert_eq!(sandbox.outbox().len(), invitations_before);
}
