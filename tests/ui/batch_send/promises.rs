//! Issue 26, the list keeps every promise the single paths keep: a list without a phone or
//! language column, lost answers and look-ups, creates still handled after the client gave up,
//! a busy service's wait, and two windows or two desks sending one list.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use super::{item, run, surveys_of};
use crate::support::batch::{quick, sandbox_and_client, session};
use intake_desk::api::{AccessToken, Client, ClientOptions, Environment};
use intake_desk::batch_journal::{BatchItem, BatchJournal, JournalError, RowState};
use intake_desk::sandbox::{Sandbox, SandboxConfig};
use intake_desk::worker::batch::Batch;

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
