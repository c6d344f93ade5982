//! A day's list sent in one go against the real sandbox over HTTP: every row exactly once under
//! a rate limit, an existing reference gets form 1 and its record is left as it is, and a batch
//! interrupted between a request and its answer is resumed without sending anything twice
//! (counted in the sandbox's outbox).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::support::batch::{quick, sandbox_and_client, session};
use intake_desk::api::{AccessToken, Client, ClientOptions, CreateSurveyRequest, Environment, SurveyPatient};
use intake_desk::batch_journal::{BatchItem, BatchJournal, JournalError, RowState};
use intake_desk::drafts::{DraftGender, DraftPatient};
use intake_desk::sandbox::{RateLimit, Sandbox, SandboxConfig};
use intake_desk::worker::batch::{Batch, RowUpdate, SKIPPED_DETAILS_DIFFER};

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
        given: Vec::new(),
        compared_record: None,
        despite_recent: false,
        appointment: None,
        reminder: None,
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
    let (sandbox, client) = sandbox_and_client(config).await;
    let items: Vec<BatchItem> = (0..16).map(|i| item(&format!("DAY-{i:02}"), i + 2)).collect();
    let journal = Arc::new(Mutex::new(BatchJournal::in_memory().unwrap()));
    let batch_id = journal.lock().unwrap().create("tomorrow.csv", &items, &session()).unwrap();

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

/// A row whose file gives no sex (an agenda's export): the patient on record is invited (form
/// 1) and keeps their record's sex; a new patient without one is not registered, and the row
/// says its details are not valid. Failed on main: the patient on record was skipped as
/// invalid too (the batch asked for a whole new patient's details before it looked them up).
#[tokio::test]
async fn without_a_sex_a_patient_on_record_is_invited_and_keeps_theirs() {
    let (sandbox, client) = sandbox_and_client(SandboxConfig::default()).await;
    let mut on_record = item("MRN-0002", 2);
    on_record.patient.first_name = "François".into();
    on_record.patient.last_name = "Dubois".into();
    on_record.patient.birthdate = "1954-11-30".into();
    on_record.patient.email = "francois.dubois@example.be".into();
    let mut new = item("NO-SEX-1", 3);
    for row in [&mut on_record, &mut new] {
        row.patient.gender = None;
        row.given = ["firstName", "lastName", "birthdate", "email", "externalReference"].map(String::from).to_vec();
    }
    let journal = Arc::new(Mutex::new(BatchJournal::in_memory().unwrap()));
    let batch_id = journal.lock().unwrap().create("agenda.csv", &[on_record, new], &session()).unwrap();

    run(&client, &journal, &batch_id).await;

    let rows = journal.lock().unwrap().rows(&batch_id).unwrap();
    assert!(matches!(rows[0].state, RowState::Sent { .. }), "on record: {:?}", rows[0].state);
    assert!(
        matches!(&rows[1].state, RowState::Skipped { reason, .. } if reason == intake_desk::worker::batch::SKIPPED_INVALID),
        "new, without a sex: {:?}",
        rows[1].state
    );
    let addresses: Vec<String> = sandbox.outbox().into_iter().map(|message| message.address).collect();
    assert_eq!(addresses, ["francois.dubois@example.be"]);
    let record = client.get_patient_by_external_reference("MRN-0002").await.unwrap();
    assert_eq!(record.gender, Some(intake_desk::api::Gender::Male), "the record keeps its own");
    let unknown = client.get_patient_by_external_reference("NO-SEX-1").await.unwrap_err();
    assert_eq!(unknown.kind, intake_desk::api::error::ErrorKind::NotFound, "nobody registered without a sex");
}

#[tokio::test]
async fn an_existing_reference_gets_form_1_and_its_record_is_not_changed() {
    let (sandbox, client) = sandbox_and_client(SandboxConfig::default()).await;
    let same = item("KNOWN-1", 2);
    let differs = item("KNOWN-2", 3);
    // Both are on record; the second with another e-mail address than the file's.
    for (known, email) in [(&same, "lotte.2@example.be"), (&differs, "old.address@example.be")] {
        let mut payload = known.payload(jiff::ZonedDateTime::now().date()).unwrap();
        payload.email = Some(email.into());
        client.create_patient(&payload).await.unwrap();
    }
    let before = client.get_patient_by_external_reference("KNOWN-2").await.unwrap();
    let journal = Arc::new(Mutex::new(BatchJournal::in_memory().unwrap()));
    let batch_id = journal.lock().unwrap().create("list.csv", &[same.clone(), differs.clone()], &session()).unwrap();

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
    let (sandbox, client) = sandbox_and_client(SandboxConfig::default()).await;
    let items: Vec<BatchItem> = (0..4).map(|i| item(&format!("CRASH-{i}"), i + 2)).collect();
    let journal = Arc::new(Mutex::new(BatchJournal::in_memory().unwrap()));
    let batch_id = journal.lock().unwrap().create("today.csv", &items, &session()).unwrap();
    // As a crash leaves it: rows 0 and 1 were sending and the service handled them (their
    // answers never came back); row 2 was sending but its request never left; row 3 was not
    // tried yet.
    let today = jiff::ZonedDateTime::now().date();
    for (index, handled) in [(0, true), (1, true), (2, false)] {
        let sending = RowState::Sending { patient_id: None, known_surveys: None, ask_after: None };
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
    use crate::support::*;
    use intake_desk::app::AppConfig;
    use intake_desk::startup::StartupReport;

    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let data_dir = temp_dir("batch-app");
    let items: Vec<BatchItem> = (0..5).map(|i| item(&format!("APP-{i}"), i + 2)).collect();
    let batch_id = BatchJournal::open(&data_dir)
        .unwrap()
        .create("today.csv", &items, &crate::support::session_of(&sandbox))
        .unwrap();
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
    use crate::support::*;

    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let data_dir = temp_dir("batch-no-folder");
    let batch_id = BatchJournal::open(&data_dir)
        .unwrap()
        .create("today.csv", &[item("NOFOLDER-1", 2)], &session_of(&sandbox))
        .unwrap();
    let config = intake_desk::app::AppConfig {
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
    assert_eq!(ended, Err(intake_desk::worker::BatchStopped::NoJournal));
    assert_eq!(sandbox.outbox().len(), invitations_before);
}

// ---- Issue 26: the list keeps every promise the single paths keep. Each test below failed on
// 434c746 before its fix.

/// Rows as the day list makes them from a CSV file (its columns guessed as the user would
/// confirm them).
fn rows_from_csv(csv: &str, update_on_record: bool) -> Vec<BatchItem> {
    let imported = intake_desk::import::read("list.csv", csv.as_bytes()).unwrap();
    let mapping = intake_desk::import::mapping::guess(&imported.table.headers);
    intake_desk::state::day_list::rows(&imported.table, &mapping, jiff::ZonedDateTime::now().date())
        .into_iter()
        .map(|row| BatchItem {
            update_on_record,
            ..row.to_batch_item(intake_desk::api::Channel::Email, Default::default())
        })
        .collect()
}

#[tokio::test]
async fn an_update_from_a_list_without_a_phone_or_language_column_keeps_them_on_record() {
    use intake_desk::api::{PhonePayload, PhoneType};
    let (sandbox, client) = sandbox_and_client(SandboxConfig::default()).await;
    let today = jiff::ZonedDateTime::now().date();
    // On record: a French-speaking patient with a mobile number and an old e-mail address, and
    // another whose details are the file's but for the language the file does not give.
    for (reference, email) in [("MERGE-1", "old.address@example.be"), ("MERGE-2", "lotte.3@example.be")] {
        let mut payload = item(reference, 2).payload(today).unwrap();
        payload.last_name = if reference == "MERGE-1" { "Janssens 2" } else { "Janssens 3" }.into();
        payload.email = Some(email.into());
        payload.language = "fr-be".into();
        payload.phone = Some(PhonePayload {
            phone_number: "+32470123456".into(),
            phone_type: PhoneType::Mobile,
            country_iso_alpha2: "BE".into(),
        });
        client.create_patient(&payload).await.unwrap();
    }
    let before = client.get_patient_by_external_reference("MERGE-1").await.unwrap();
    // The file: a new address for the first; no phone column, no language column.
    let items = rows_from_csv(
        "Referentie;Voornaam;Naam;Geboortedatum;Geslacht;E-mail\n\
         MERGE-1;Lotte;Janssens 2;17/05/1988;V;lotte.2@example.be\n\
         MERGE-2;Lotte;Janssens 3;17/05/1988;V;lotte.3@example.be\n",
        true,
    );
    let journal = Arc::new(Mutex::new(BatchJournal::in_memory().unwrap()));
    let batch_id = journal.lock().unwrap().create("list.csv", &items, &session()).unwrap();

    run(&client, &journal, &batch_id).await;

    let after = client.get_patient_by_external_reference("MERGE-1").await.unwrap();
    assert_eq!(after.email.as_deref(), Some("lotte.2@example.be"), "the address the user chose to update");
    assert_eq!(after.phone, before.phone, "the file has no phone column: the mobile number stays");
    assert_eq!(after.language, before.language, "nor a language column: the patient stays French-speaking");
    let second = client.get_patient_by_external_reference("MERGE-2").await.unwrap();
    assert_eq!(second.language.as_deref(), Some("fr-be"), "a language the file does not give is no difference");
    let rows = journal.lock().unwrap().rows(&batch_id).unwrap();
    assert!(rows.iter().all(|row| matches!(row.state, RowState::Sent { .. })), "{rows:?}");
    assert_eq!(sandbox.outbox().len(), 2);
}

#[tokio::test]
async fn a_row_whose_answer_and_lookup_were_lost_is_never_sent_twice_when_sent_again() {
    use intake_desk::sandbox::{Fault, FaultRule};
    let config = SandboxConfig::default().with_test_controls();
    let sandbox = Sandbox::start(config).await.unwrap();
    let environment = Environment::Sandbox { base_url: sandbox.base_url() };
    let options = ClientOptions { request_timeout: Duration::from_millis(300), ..ClientOptions::default() };
    let client = Client::new(&environment, AccessToken::new(sandbox.token()), &options).unwrap();
    // The create is handled, but its answer comes too late (the request times out)...
    sandbox.faults().set(FaultRule {
        method: Some("POST".into()),
        path_prefix: "/tenant-api/survey".into(),
        fault: Fault::DelayAfterHandling { millis: 1_000 },
        times: Some(1),
        every: None,
    });
    let items = vec![item("LOST-1", 2)];
    let journal = Arc::new(Mutex::new(BatchJournal::in_memory().unwrap()));
    let batch_id = journal.lock().unwrap().create("list.csv", &items, &session()).unwrap();
    let running = tokio::spawn({
        let (client, journal, batch_id) = (client.clone(), Arc::clone(&journal), batch_id.clone());
        async move { run(&client, &journal, &batch_id).await }
    });
    // ...and, once it was handled, the lookup that would tell fails too.
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    while sandbox.outbox().is_empty() {
        assert!(std::time::Instant::now() < deadline, "the create never reached the sandbox");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    sandbox.faults().set(FaultRule {
        method: Some("GET".into()),
        path_prefix: "/tenant-api/".into(),
        fault: Fault::Respond { status: 503, body: String::new(), content_type: None, retry_after: None },
        times: None,
        every: None,
    });
    running.await.unwrap();
    let state = journal.lock().unwrap().rows(&batch_id).unwrap()[0].state.clone();
    assert!(!matches!(state, RowState::Sent { .. }), "nobody can know yet: {state:?}");
    sandbox.faults().clear();

    // "Send again" is pressed for every row not sent.
    journal.lock().unwrap().send_again(&batch_id, &[("LOST-1".to_owned(), false)]).unwrap();
    run(&client, &journal, &batch_id).await;

    assert_eq!(sandbox.outbox().len(), 1, "the invitation the first request sent is found, not sent again");
    let rows = journal.lock().unwrap().rows(&batch_id).unwrap();
    assert!(matches!(rows[0].state, RowState::Sent { .. }), "{rows:?}");
}

/// Issue 41: a create the service is still handling when the client gives up on it. Checked
/// at once, the service has nothing yet, and a second request went out: two surveys, two
/// e-mails. The row is unknown until the first request cannot still be under way (the
/// client's request timeout from when it left), then asked about, and found sent.
#[tokio::test]
async fn a_create_still_handled_after_the_client_gave_up_is_found_not_sent_again() {
    let config = SandboxConfig::default().with_test_controls();
    let sandbox = Sandbox::start(config).await.unwrap();
    let environment = Environment::Sandbox { base_url: sandbox.base_url() };
    let options = ClientOptions { request_timeout: Duration::from_millis(400), ..ClientOptions::default() };
    let client = Client::new(&environment, AccessToken::new(sandbox.token()), &options).unwrap();
    // One patient on record (form 1), one new (form 2).
    let items = vec![item("HOLD-1", 2), item("HOLD-2", 3)];
    let today = jiff::ZonedDateTime::now().date();
    client.create_patient(&items[0].payload(today).unwrap()).await.unwrap();
    let outbox_before = sandbox.outbox().len();
    // Each create is held past the client's timeout, then handled all the same.
    let hold = Duration::from_millis(900);
    crate::support::hold_survey_creates(&sandbox, hold, 2);
    let journal = Arc::new(Mutex::new(BatchJournal::in_memory().unwrap()));
    let batch_id = journal.lock().unwrap().create("list.csv", &items, &session()).unwrap();
    let updates = run(&client, &journal, &batch_id).await;
    // Whatever the batch did, the held requests are handled by now.
    tokio::time::sleep(hold).await;

    for reference in ["HOLD-1", "HOLD-2"] {
        assert_eq!(surveys_of(&client, reference).await, 1, "{reference}: one survey, never two");
        let heard: Vec<&RowState> = updates.iter().filter(|u| u.reference == reference).map(|u| &u.state).collect();
        let unknown = heard.iter().position(|state| matches!(state, RowState::Unknown { .. }));
        let sent = heard.iter().position(|state| matches!(state, RowState::Sent { .. }));
        assert!(unknown.is_some_and(|unknown| sent.is_some_and(|sent| unknown < sent)), "{reference}: {heard:?}");
    }
    assert_eq!(sandbox.outbox().len() - outbox_before, 2, "one e-mail per patient");
    assert_eq!(
        crate::support::survey_posts(&sandbox),
        2,
        "no create sent again while the first could still be handled"
    );
    let rows = journal.lock().unwrap().rows(&batch_id).unwrap();
    assert!(rows.iter().all(|row| matches!(row.state, RowState::Sent { .. })), "{rows:?}");
}

/// Issue 41: a row held back by the service's "busy" (429, Retry-After) leaves later than it
/// was first journaled. Before, its "sending" line kept the time it may be under way counted
/// from before the wait: after a crash, a resume could ask the service while the request was
/// still handled, miss it, and send again. Now the row is journaled again as it leaves.
#[tokio::test]
async fn a_row_held_by_the_service_being_busy_counts_its_time_from_when_it_really_left() {
    use intake_desk::sandbox::Fault;
    let config = SandboxConfig::default().with_test_controls();
    let sandbox = Sandbox::start(config).await.unwrap();
    let environment = Environment::Sandbox { base_url: sandbox.base_url() };
    let options = ClientOptions { request_timeout: Duration::from_millis(400), ..ClientOptions::default() };
    let client = Client::new(&environment, AccessToken::new(sandbox.token()), &options).unwrap();
    let items = vec![item("BUSY-1", 2)];
    let busy = Fault::Respond { status: 429, body: String::new(), content_type: None, retry_after: Some("2".into()) };
    crate::support::fault_survey_creates(&sandbox, busy, 1);
    let journal = Arc::new(Mutex::new(BatchJournal::in_memory().unwrap()));
    let batch_id = journal.lock().unwrap().create("list.csv", &items, &session()).unwrap();
    let started = jiff::Timestamp::now();
    let updates = run(&client, &journal, &batch_id).await;

    let latest_deadline = updates.iter().filter_map(|update| update.state.ask_after()).max().unwrap();
    // It left after the 2 s wait: under way until then plus the 400 ms timeout at least.
    let earliest_true_deadline = started + jiff::SignedDuration::from_millis(2_400);
    assert!(
        latest_deadline >= earliest_true_deadline,
        "the journal said {latest_deadline}, but the request may be under way until {earliest_true_deadline} or later"
    );
    let rows = journal.lock().unwrap().rows(&batch_id).unwrap();
    assert!(matches!(rows[0].state, RowState::Sent { .. }), "{rows:?}");
    assert_eq!(surveys_of(&client, "BUSY-1").await, 1);
}

/// Issue 41, in the window: a day's list whose create the service is still handling when the
/// client gives up shows the row as unknown (and why) while the request may still be under
/// way, then as sent once the service was asked; one invitation, one request.
#[test]
fn a_list_row_whose_create_is_still_handled_shows_unknown_then_sent_and_is_sent_once() {
    use crate::support::*;
    use intake_desk::app::AppConfig;
    use intake_desk::startup::StartupReport;

    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let data_dir = temp_dir("batch-hold");
    let items = vec![item("WAIT-1", 2)];
    let batch_id = BatchJournal::open(&data_dir)
        .unwrap()
        .create("today.csv", &items, &crate::support::session_of(&sandbox))
        .unwrap();
    let worker = intake_desk::worker::WorkerOptions {
        client: ClientOptions { request_timeout: Duration::from_millis(400), ..ClientOptions::default() },
        ..worker_options()
    };
    let config = AppConfig {
        data_dir: data_dir.clone(),
        startup: StartupReport { problems: Vec::new(), data_folder_usable: true },
        worker,
        ..config(&runtime, ad_hoc(&sandbox))
    };
    let mut harness = build_app(config);
    wait_until(&mut harness, "connected", |h| {
        h.state().state.connection.status == intake_desk::state::ConnectionStatus::Connected
    });
    let outbox_before = sandbox.outbox().len();
    let hold = Duration::from_millis(1_200);
    hold_survey_creates(&sandbox, hold, 1);
    harness.state_mut().state.send_batch(&batch_id, 1);
    wait_until(&mut harness, "the row unknown", |h| {
        h.state().state.batch.as_ref().is_some_and(|b| matches!(b.rows.get("WAIT-1"), Some(RowState::Unknown { .. })))
    });
    assert!(has_text(&harness, "Perhaps sent"), "why the row is unknown, while the batch runs");
    wait_until(&mut harness, "the batch to end", |h| h.state().state.batch.as_ref().is_some_and(|b| b.ended.is_some()));
    std::thread::sleep(hold);

    let batch = harness.state().state.batch.as_ref().unwrap();
    assert!(matches!(batch.rows.get("WAIT-1"), Some(RowState::Sent { .. })), "{:?}", batch.rows);
    assert_eq!(sandbox.outbox().len() - outbox_before, 1, "one invitation");
    assert_eq!(survey_posts(&sandbox), 1, "never sent again while the first request could still be handled");
}

#[tokio::test]
async fn two_windows_sending_one_batch_send_each_invitation_once() {
    let config = SandboxConfig { latency: Duration::from_millis(30), ..SandboxConfig::default() };
    let (sandbox, client) = sandbox_and_client(config).await;
    let folder = crate::support::temp_dir("batch-two-windows");
    let items: Vec<BatchItem> = (0..8).map(|i| item(&format!("TWICE-{i}"), i + 2)).collect();
    let batch_id = BatchJournal::open(&folder).unwrap().create("list.csv", &items, &session()).unwrap();
    // Two connections to one profile's database: two windows (or processes) on one batch.
    let first = Arc::new(Mutex::new(BatchJournal::open(&folder).unwrap()));
    let second = Arc::new(Mutex::new(BatchJournal::open(&folder).unwrap()));
    let first_run = Arc::new(Batch::new(client.clone(), first, batch_id.clone(), quick()));
    let second_run = Arc::new(Batch::new(client.clone(), second, batch_id.clone(), quick()));
    let (a, b) = tokio::join!(first_run.run(Arc::new(|_| {})), second_run.run(Arc::new(|_| {})));
    // One sends it; the other is told, in so many words, that another window is sending it.
    let leased_elsewhere = |result: &Result<_, JournalError>| matches!(result, Err(JournalError::LeasedElsewhere));
    match (&a, &b) {
        (Ok(rows), loser) | (loser, Ok(rows)) => {
            assert_eq!(rows.len(), items.len(), "the winner sent the whole list");
            assert!(leased_elsewhere(loser), "the other was told the list is being sent elsewhere: {loser:?}");
        }
        _ => panic!("one window sends the list: {a:?} / {b:?}"),
    }
    assert_eq!(sandbox.outbox().len(), items.len(), "each invitation once");
    for item in &items {
        assert_eq!(surveys_of(&client, &item.reference).await, 1, "{}", item.reference);
    }
}

#[tokio::test]
async fn two_desks_importing_the_same_list_send_each_invitation_once() {
    let (sandbox, client) = sandbox_and_client(SandboxConfig::default()).await;
    let items: Vec<BatchItem> = (0..12).map(|i| item(&format!("DESK-{i:02}"), i + 2)).collect();
    // Two workstations: two profiles, two journals, one service.
    for desk in ["desk-a", "desk-b"] {
        let journal = Arc::new(Mutex::new(BatchJournal::open(&crate::support::temp_dir(desk)).unwrap()));
        let batch_id = journal.lock().unwrap().create("agenda.csv", &items, &session()).unwrap();
        run(&client, &journal, &batch_id).await;
    }
    assert_eq!(sandbox.outbox().len(), 12, "the second desk finds each invitation sent today");
    for item in &items {
        assert_eq!(surveys_of(&client, &item.reference).await, 1, "{}", item.reference);
    }
}

/// The worker alone, as the app drives it: commands in, events out.
struct Desk {
    worker: intake_desk::worker::WorkerHandle,
    next: intake_desk::worker::RequestId,
}

impl Desk {
    fn new(runtime: &tokio::runtime::Runtime, data_dir: &std::path::Path, policy: intake_desk::policy::Policy) -> Desk {
        let options = intake_desk::worker::WorkerOptions {
            data_dir: Some(data_dir.to_owned()),
            policy,
            ..crate::support::worker_options()
        };
        Desk { worker: intake_desk::worker::WorkerHandle::spawn(runtime.handle(), Arc::new(|| {}), options), next: 1 }
    }

    fn send(&mut self, command: intake_desk::worker::Command) {
        self.next += 1;
        self.worker.send(self.next, command);
    }

    /// Waits for the first event `pick` takes.
    fn wait<T>(&mut self, what: &str, pick: impl Fn(intake_desk::worker::EventKind) -> Option<T>) -> T {
        let deadline = std::time::Instant::now() + crate::support::DEADLINE;
        loop {
            assert!(std::time::Instant::now() < deadline, "timed out waiting for {what}");
            match self.worker.try_next() {
                Some(event) => {
                    if let Some(found) = pick(event.kind) {
                        return found;
                    }
                }
                None => std::thread::sleep(Duration::from_millis(5)),
            }
        }
    }

    fn connect(&mut self, sandbox: &Sandbox) {
        let environment = Environment::Custom { api_base: sandbox.base_url(), token_host: String::new() };
        self.send(intake_desk::worker::Command::Connect {
            environment,
            token: AccessToken::new(sandbox.token()),
            remember: false,
        });
        self.wait("connected", |kind| match kind {
            intake_desk::worker::EventKind::Connected { result, .. } => Some(result.unwrap()),
            _ => None,
        });
    }

    fn sign_out(&mut self, sandbox: &Sandbox) {
        let environment = Environment::Custom { api_base: sandbox.base_url(), token_host: String::new() };
        self.send(intake_desk::worker::Command::SignOut { environment });
    }

    fn create_batch(&mut self, items: &[BatchItem]) -> String {
        self.send(intake_desk::worker::Command::CreateBatch {
            file_name: "agenda.csv".into(),
            headers: vec!["Referentie".into()],
            mapping: intake_desk::import::mapping::Mapping::default(),
            items: items.to_vec(),
        });
        self.wait("the batch", |kind| match kind {
            intake_desk::worker::EventKind::BatchCreated(result) => Some(result.unwrap().0),
            _ => None,
        })
    }

    fn send_batch(&mut self, batch_id: &str, concurrency: usize) {
        let batch_id = batch_id.to_owned();
        self.send(intake_desk::worker::Command::SendBatch {
            batch_id,
            concurrency,
            again: Vec::new(),
            reminder_rules: Default::default(),
        });
    }

    fn batch_ended(&mut self) -> Result<(), intake_desk::worker::BatchStopped> {
        self.wait("the batch to end", |kind| match kind {
            intake_desk::worker::EventKind::BatchEnded { result, .. } => Some(result),
            _ => None,
        })
    }
}

fn sent_count(rows: &[intake_desk::batch_journal::JournalRow]) -> usize {
    rows.iter().filter(|row| matches!(row.state, RowState::Sent { .. })).count()
}

#[test]
fn a_batch_made_on_one_service_sends_nothing_to_another() {
    let runtime = crate::support::runtime();
    let made_on = crate::support::start_sandbox(&runtime);
    let other = crate::support::start_sandbox(&runtime);
    let data_dir = crate::support::temp_dir("batch-session");
    let mut desk = Desk::new(&runtime, &data_dir, Default::default());
    desk.connect(&made_on);
    let items: Vec<BatchItem> = (0..3).map(|i| item(&format!("SESSION-{i}"), i + 2)).collect();
    let batch_id = desk.create_batch(&items);

    // Connected elsewhere (acceptance, production, another sandbox), the list is resumed.
    desk.connect(&other);
    let requests_before = other.request_count();
    desk.send_batch(&batch_id, 4);
    let ended = desk.batch_ended();

    assert!(ended.is_err(), "refused: {ended:?}");
    assert_eq!(other.request_count(), requests_before, "not one request to the other service");
    assert!(other.outbox().is_empty() && made_on.outbox().is_empty());
    let rows = BatchJournal::open(&data_dir).unwrap().rows(&batch_id).unwrap();
    assert_eq!(sent_count(&rows), 0);

    // Back where it was made, it is sent.
    desk.connect(&made_on);
    desk.send_batch(&batch_id, 4);
    assert_eq!(desk.batch_ended(), Ok(()));
    assert_eq!(made_on.outbox().len(), 3);
}

#[test]
fn signing_out_stops_a_running_batch_which_resumes_only_where_it_was_made() {
    let runtime = crate::support::runtime();
    let config = SandboxConfig { latency: Duration::from_millis(150), ..SandboxConfig::default() }.with_test_controls();
    let made_on = runtime.block_on(Sandbox::start(config)).unwrap();
    let other = crate::support::start_sandbox(&runtime);
    let data_dir = crate::support::temp_dir("batch-sign-out");
    let mut desk = Desk::new(&runtime, &data_dir, Default::default());
    desk.connect(&made_on);
    let items: Vec<BatchItem> = (0..12).map(|i| item(&format!("OUT-{i:02}"), i + 2)).collect();
    let batch_id = desk.create_batch(&items);
    desk.send_batch(&batch_id, 1);
    desk.wait("the first row sent", |kind| match kind {
        intake_desk::worker::EventKind::BatchRow { update, .. } => {
            matches!(update.state, RowState::Sent { .. }).then_some(())
        }
        _ => None,
    });
    desk.sign_out(&made_on);
    let _ = desk.batch_ended();
    std::thread::sleep(Duration::from_millis(600));

    assert!(made_on.outbox().len() <= 2, "{} invitations after signing out", made_on.outbox().len());
    let sent_at_sign_out = made_on.outbox().len();
    let rows = BatchJournal::open(&data_dir).unwrap().rows(&batch_id).unwrap();
    assert!(
        rows.iter().all(|row| !matches!(row.state, RowState::Failed { .. })),
        "the rest is unsent, not failed: {rows:?}"
    );
    assert!(BatchJournal::open(&data_dir).unwrap().unfinished().unwrap().iter().any(|b| b.id == batch_id));

    // Signed in elsewhere: not resumed there.
    desk.connect(&other);
    let requests_before = other.request_count();
    desk.send_batch(&batch_id, 4);
    assert!(desk.batch_ended().is_err());
    assert_eq!(other.request_count(), requests_before);

    // Signed in again where it was made: the rest is sent, nothing twice.
    desk.connect(&made_on);
    desk.send_batch(&batch_id, 4);
    assert_eq!(desk.batch_ended(), Ok(()));
    assert_eq!(made_on.outbox().len(), 12, "{sent_at_sign_out} before, the rest now, each once");
}

#[test]
fn a_channel_the_it_policy_turned_off_is_not_used_when_a_batch_is_resumed() {
    let runtime = crate::support::runtime();
    let sandbox = crate::support::start_sandbox(&runtime);
    let data_dir = crate::support::temp_dir("batch-policy");
    // The list was made when SMS was allowed...
    let mut open = Desk::new(&runtime, &data_dir, Default::default());
    open.connect(&sandbox);
    let mut items: Vec<BatchItem> = (0..4).map(|i| item(&format!("SMS-{i}"), i + 2)).collect();
    for item in &mut items[..2] {
        item.sms = true;
        item.patient.phone_number = "+32470123456".into();
        item.patient.phone_type = Some(intake_desk::drafts::DraftPhoneType::Mobile);
        item.patient.phone_country = "BE".into();
    }
    let batch_id = open.create_batch(&items);
    drop(open);
    // ...and IT turned SMS off before it was resumed.
    let policy = intake_desk::policy::Policy::parse(
        std::path::Path::new("/etc/intake-desk/policy.toml"),
        "[invitations]\nchannels = [\"email\"]\n",
    );
    assert_eq!(policy.problem, None);
    let mut desk = Desk::new(&runtime, &data_dir, policy);
    desk.connect(&sandbox);
    desk.send_batch(&batch_id, 4);
    let _ = desk.batch_ended();

    let outbox = sandbox.outbox();
    assert!(outbox.iter().all(|message| message.channel == "email"), "{outbox:?}");
    assert_eq!(outbox.len(), 2, "the e-mails are sent");
}

/// "Stop here" (or cancel) on a list with a row whose answer never came: the service is asked
/// about it before the list is closed, so it is shown as what it is (here: sent), never as "not
/// sent".
#[test]
fn closing_a_list_asks_the_service_about_a_row_that_may_have_been_sent() {
    let runtime = crate::support::runtime();
    let sandbox = crate::support::start_sandbox(&runtime);
    let data_dir = crate::support::temp_dir("batch-close");
    let mut desk = Desk::new(&runtime, &data_dir, Default::default());
    desk.connect(&sandbox);
    let items = vec![item("CLOSE-1", 2), item("CLOSE-2", 3)];
    let batch_id = desk.create_batch(&items);
    // As a crash leaves it: the first row's request left and was handled; its answer never came.
    let sending = RowState::Sending { patient_id: None, known_surveys: None, ask_after: None };
    BatchJournal::open(&data_dir).unwrap().set(&batch_id, "CLOSE-1", &sending).unwrap();
    let request = CreateSurveyRequest {
        patient: SurveyPatient::New(Box::new(items[0].payload(jiff::ZonedDateTime::now().date()).unwrap())),
        include_url: true,
        include_pin_in_url: false,
        invitation: Some(items[0].channel()),
    };
    let client = Client::new(
        &Environment::Sandbox { base_url: sandbox.base_url() },
        AccessToken::new(sandbox.token()),
        &ClientOptions::default(),
    )
    .unwrap();
    runtime.block_on(client.create_survey(&request)).unwrap();

    desk.send(intake_desk::worker::Command::FinishBatch { batch_id: batch_id.clone() });
    desk.wait("the list closed", |kind| matches!(kind, intake_desk::worker::EventKind::LocalWritten).then_some(()));

    let journal = BatchJournal::open(&data_dir).unwrap();
    let rows = journal.rows(&batch_id).unwrap();
    assert!(matches!(rows[0].state, RowState::Sent { .. }), "asked, and found sent: {:?}", rows[0].state);
    assert_eq!(rows[1].state, RowState::Pending, "never tried: not sent, and not sent now");
    assert!(journal.unfinished().unwrap().is_empty(), "closed");
    assert_eq!(sandbox.outbox().len(), 1, "closing sends nothing");
}

/// A pause (or cancel, or sign-out) is heard while the batch waits out a busy service's long
/// Retry-After: the batch stops within a moment, and the row is not sent.
#[tokio::test]
async fn a_pause_is_heard_during_a_long_wait_for_a_busy_service() {
    use intake_desk::sandbox::{Fault, FaultRule};
    let sandbox = Sandbox::start(SandboxConfig::default().with_test_controls()).await.unwrap();
    let environment = Environment::Sandbox { base_url: sandbox.base_url() };
    let client = Client::new(&environment, AccessToken::new(sandbox.token()), &ClientOptions::default()).unwrap();
    sandbox.faults().set(FaultRule {
        method: Some("POST".into()),
        path_prefix: "/tenant-api/survey".into(),
        fault: Fault::Respond { status: 429, body: String::new(), content_type: None, retry_after: Some("60".into()) },
        times: None,
        every: None,
    });
    let journal = Arc::new(Mutex::new(BatchJournal::in_memory().unwrap()));
    let batch_id = journal.lock().unwrap().create("busy.csv", &[item("BUSY-1", 2)], &session()).unwrap();
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let batch =
        Arc::new(Batch::new(client, Arc::clone(&journal), batch_id.clone(), quick()).with_stop(Arc::clone(&stop)));
    let running = tokio::spawn(batch.run(Arc::new(|_| {})));
    // The service said "busy, come back in a minute".
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    while !sandbox.requests().iter().any(|request| request.status == 429) {
        assert!(std::time::Instant::now() < deadline, "the create never came");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    // Pause.
    stop.store(true, std::sync::atomic::Ordering::SeqCst);
    let ended = tokio::time::timeout(Duration::from_secs(3), running).await;
    assert!(ended.is_ok(), "the batch still waited out the minute after the pause");
    sandbox.faults().clear();
    assert!(sandbox.outbox().is_empty());
    let rows = journal.lock().unwrap().rows(&batch_id).unwrap();
    assert!(!rows[0].state.is_finished(), "left to send on resume: {:?}", rows[0].state);
}

/// A record a list updated is in the activity log (its id and the fields' names), as a single
/// edit's is; a patient a list's survey registered is logged with that survey. And when the
/// journal forgets an old list, its surveys leave the Today view with it (they are not shown as
/// "sent from a patient's page").
#[test]
fn a_list_s_patients_are_logged_and_its_surveys_leave_today_with_it() {
    use crate::support::*;
    use intake_desk::activity::Action;

    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let data_dir = temp_dir("batch-activity");
    let mut items: Vec<BatchItem> = (0..3).map(|i| item(&format!("LOGGED-{i}"), i + 2)).collect();
    // The first is on record with another address, and the user chose to update it.
    let mut on_record = items[0].payload(jiff::ZonedDateTime::now().date()).unwrap();
    on_record.email = Some("old.address@example.be".into());
    let client = Client::new(
        &Environment::Sandbox { base_url: sandbox.base_url() },
        AccessToken::new(sandbox.token()),
        &ClientOptions::default(),
    )
    .unwrap();
    let patient_id = runtime.block_on(client.create_patient(&on_record)).unwrap().patient_id;
    items[0].update_on_record = true;
    let batch_id = BatchJournal::open(&data_dir).unwrap().create("today.csv", &items, &session_of(&sandbox)).unwrap();
    let config = intake_desk::app::AppConfig {
        data_dir: data_dir.clone(),
        startup: intake_desk::startup::StartupReport { problems: Vec::new(), data_folder_usable: true },
        ..config(&runtime, ad_hoc(&sandbox))
    };
    let mut harness = build_app(config);
    wait_until(&mut harness, "connected", |h| {
        h.state().state.connection.status == intake_desk::state::ConnectionStatus::Connected
    });
    harness.state_mut().state.send_batch(&batch_id, 2);
    wait_until(&mut harness, "the batch to end", |h| h.state().state.batch.as_ref().is_some_and(|b| b.ended.is_some()));

    let activity = &harness.state().state.activity;
    let updated: Vec<&Action> =
        activity.iter().map(|entry| &entry.action).filter(|a| matches!(a, Action::PatientUpdated { .. })).collect();
    assert_eq!(
        updated,
        [&Action::PatientUpdated { patient_id: patient_id.clone(), fields: vec!["email".into()] }],
        "the record the list updated, by id and field name"
    );
    let registering = activity
        .iter()
        .filter(|entry| matches!(entry.action, Action::SurveyCreated { patient_id: None, from_list: true, .. }))
        .count();
    assert_eq!(registering, 2, "the two surveys that registered a patient say so");
    let today = harness.state().state.today_view.date;
    harness.state_mut().state.load_sent_on(today);
    wait_until(&mut harness, "Today", |h| h.state().state.today_view.sent.len() == 3);

    // A month later the journal forgets the list (its rows hold patient details).
    let hour = jiff::SignedDuration::from_hours(1);
    assert_eq!(
        BatchJournal::open(&data_dir).unwrap().forget_finished_before(jiff::Timestamp::now() + hour).unwrap(),
        1
    );
    harness.state_mut().state.load_sent_on(today);
    wait_until(&mut harness, "Today read again", |h| h.state().state.today_view.loading.is_none());
    assert!(
        harness.state().state.today_view.sent.is_empty(),
        "the list's surveys are gone with it, not shown as single ones: {:?}",
        harness.state().state.today_view.sent
    );
}

/// The list's update is the single edit's: a record a colleague corrected after the user
/// compared it is compared again, never overwritten with the file's details.
#[tokio::test]
async fn a_colleague_s_correction_made_after_the_comparison_is_never_overwritten() {
    let (_sandbox, client) = sandbox_and_client(SandboxConfig::default()).await;
    let row = item("COLLEAGUE-1", 2);
    let mut on_record = row.payload(jiff::ZonedDateTime::now().date()).unwrap();
    on_record.email = Some("old.address@example.be".into());
    let patient_id = client.create_patient(&on_record).await.unwrap().patient_id;
    let journal = Arc::new(Mutex::new(BatchJournal::in_memory().unwrap()));
    let batch_id = journal.lock().unwrap().create("list.csv", std::slice::from_ref(&row), &session()).unwrap();
    run(&client, &journal, &batch_id).await;
    let held = journal.lock().unwrap().rows(&batch_id).unwrap()[0].state.clone();
    assert!(matches!(&held, RowState::Skipped { reason, .. } if reason == SKIPPED_DETAILS_DIFFER), "{held:?}");

    // While the user reads the comparison, a colleague corrects the address on record.
    let mut corrected = on_record.clone();
    corrected.email = Some("corrected.by.colleague@example.be".into());
    client.update_patient(&patient_id, &corrected).await.unwrap();
    // The user chooses "Update the record and send" for the row, as compared.
    journal.lock().unwrap().send_again(&batch_id, &[("COLLEAGUE-1".to_owned(), true)]).unwrap();
    run(&client, &journal, &batch_id).await;

    let now = client.get_patient(&patient_id).await.unwrap();
    assert_eq!(now.email.as_deref(), Some("corrected.by.colleague@example.be"), "the colleague's correction stays");
    let rows = journal.lock().unwrap().rows(&batch_id).unwrap();
    match &rows[0].state {
        RowState::Skipped { reason, differences, .. } => {
            assert_eq!(reason, SKIPPED_DETAILS_DIFFER);
            assert!(
                differences.iter().any(|d| d.on_record == "corrected.by.colleague@example.be"),
                "compared again with the record as it is now: {differences:?}"
            );
        }
        other => panic!("neither updated nor sent: {other:?}"),
    }
}
