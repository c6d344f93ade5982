//! Issue 26, continued, with the worker driven as the app drives it (a `Desk`): a batch bound to
//! its service and session, the IT policy's channels, closing a list, a pause during a long wait,
//! the list's patients and surveys logged, and a colleague's correction never overwritten.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use super::{item, run};
use crate::support::batch::{quick, sandbox_and_client, session};
use intake_desk::api::{AccessToken, Client, ClientOptions, CreateSurveyRequest, Environment, SurveyPatient};
use intake_desk::batch_journal::{BatchItem, BatchJournal, RowState};
use intake_desk::sandbox::{Sandbox, SandboxConfig};
use intake_desk::worker::batch::{Batch, SKIPPED_DETAILS_DIFFER};

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
