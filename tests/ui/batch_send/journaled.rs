//! A journaled batch through the worker: every row exactly once under a rate limit, a patient
//! on record without a sex, an existing reference given form 1, a batch interrupted between
//! request and answer, the app's batch logged, and no batch without a usable data folder.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use super::{item, run, surveys_of};
use crate::support::batch::{sandbox_and_client, session};
use intake_desk::api::{CreateSurveyRequest, SurveyPatient};
use intake_desk::batch_journal::{BatchItem, BatchJournal, RowState};
use intake_desk::sandbox::{RateLimit, SandboxConfig};
use intake_desk::worker::batch::SKIPPED_DETAILS_DIFFER;

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
