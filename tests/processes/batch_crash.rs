//! A day's list whose process is killed in the middle of the batch — SIGKILL, no destructor, as
//! a power cut or the task manager would — and then resumed from the journal: every invitation
//! is sent exactly once, counted in the sandbox's outbox.
//!
//! The batch runs in a child process of this test binary (the `#[ignore]`d test at the bottom,
//! started again with `--ignored --exact`), with the journal in a profile folder on disk and the
//! sandbox in this process, so the sandbox outlives the child and counts what it received.
//!
//! The storm test does the same with 50 rows, a service that loses one answer in five after
//! handling the request, and two kills at random moments.
#![cfg(unix)]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::io::{BufRead as _, BufReader};
use std::process::Stdio;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::support::{session_of, temp_dir};
use intake_desk::api::{AccessToken, Client, ClientOptions, Environment};
use intake_desk::batch_journal::{BatchItem, BatchJournal, RowState};
use intake_desk::drafts::{DraftGender, DraftPatient};
use intake_desk::sandbox::{Fault, FaultRule, Sandbox, SandboxConfig};
use intake_desk::worker::batch::{Batch, BatchOptions};

const DATA_DIR: &str = "INTAKE_DESK_TEST_BATCH_DATA_DIR";
const BASE_URL: &str = "INTAKE_DESK_TEST_BATCH_BASE_URL";
const TOKEN: &str = "INTAKE_DESK_TEST_BATCH_TOKEN";
const BATCH_ID: &str = "INTAKE_DESK_TEST_BATCH_ID";

const ROWS: usize = 12;
const LATENCY: Duration = Duration::from_millis(400);

fn item(index: usize) -> BatchItem {
    let reference = format!("KILL-{index:02}");
    BatchItem {
        reference: reference.clone(),
        line: index + 2,
        patient: DraftPatient {
            first_name: "Sofie".into(),
            last_name: format!("Maes {index}"),
            gender: Some(DraftGender::Female),
            birthdate: "1979-11-02".into(),
            language: "nl-BE".into(),
            email: format!("sofie.{index}@example.be"),
            external_reference: reference,
            ..DraftPatient::default()
        },
        sms: false,
        update_on_record: false,
        ..Default::default()
    }
}

/// A client that gives up on a request after two seconds (the sandbox answers within half of
/// one): a row whose answer was lost is asked about that long after its request left, not a
/// minute after as with the app's own timeout.
fn client(base_url: &str, token: &str) -> Client {
    let environment = Environment::Sandbox { base_url: base_url.to_owned() };
    let options = ClientOptions { request_timeout: Duration::from_secs(2), ..ClientOptions::default() };
    Client::new(&environment, AccessToken::new(token.to_owned()), &options).unwrap()
}

async fn run(
    client: Client,
    journal: BatchJournal,
    batch_id: &str,
    on_update: impl Fn(&str, &RowState) + Send + Sync + 'static,
) {
    let batch =
        Arc::new(Batch::new(client, Arc::new(Mutex::new(journal)), batch_id.to_owned(), BatchOptions::default()));
    batch.run(Arc::new(move |update| on_update(&update.reference, &update.state))).await.unwrap();
}

/// This test binary started again as the child that sends the batch (`child_sends_the_batch`),
/// against `sandbox`, on the journal in `data_dir`.
fn spawn_child(sandbox: &Sandbox, data_dir: &std::path::Path, batch_id: &str, stdout: Stdio) -> std::process::Child {
    crate::support::child_test(module_path!(), "child_sends_the_batch")
        .env(DATA_DIR, data_dir)
        .env(BASE_URL, sandbox.base_url())
        .env(TOKEN, sandbox.token())
        .env(BATCH_ID, batch_id)
        .stdout(stdout)
        .stderr(Stdio::null())
        .spawn()
        .unwrap()
}

#[test]
fn a_batch_killed_midway_and_resumed_sends_every_invitation_exactly_once() {
    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
    // Slow answers: the sandbox handles a request half-way through its latency and answers at
    // the end, so a kill in between leaves a request handled but never answered.
    let sandbox =
        runtime.block_on(Sandbox::start(SandboxConfig { latency: LATENCY, ..SandboxConfig::default() })).unwrap();
    let data_dir = temp_dir("batch-kill");
    let items: Vec<BatchItem> = (0..ROWS).map(item).collect();
    let batch_id =
        BatchJournal::open(&data_dir).unwrap().create("tomorrow.csv", &items, &session_of(&sandbox)).unwrap();

    let mut child = spawn_child(&sandbox, &data_dir, &batch_id, Stdio::piped());
    // Killed three quarters of the latency after a row became "sending" (a few rows in): its
    // request was handled (half-way) and its answer is still on its way back. That is the case
    // the resume must tell apart from a request that never left.
    let mut sent = 0;
    let deadline = Instant::now() + Duration::from_secs(60);
    for line in BufReader::new(child.stdout.take().unwrap()).lines() {
        let line = line.unwrap();
        if line.starts_with("sent ") {
            sent += 1;
        }
        if sent >= 3 && line.starts_with("sending ") {
            std::thread::sleep(LATENCY * 3 / 4);
            break;
        }
        assert!(Instant::now() < deadline, "the child never got going");
    }
    child.kill().unwrap();
    child.wait().unwrap();

    let journal = BatchJournal::open(&data_dir).unwrap();
    let after_kill = journal.rows(&batch_id).unwrap();
    let sending = after_kill.iter().filter(|row| matches!(row.state, RowState::Sending { .. })).count();
    let finished = after_kill.iter().filter(|row| row.state.is_finished()).count();
    assert!(sending >= 1, "the kill caught a row between its request and its answer");
    // And the service had handled at least one of those: resending it would invite twice.
    let probe = client(&sandbox.base_url(), &sandbox.token());
    let handled_unanswered = after_kill
        .iter()
        .filter(|row| matches!(row.state, RowState::Sending { .. }))
        .filter(|row| runtime.block_on(probe.get_patient_by_external_reference(&row.item.reference)).is_ok())
        .count();
    assert!(handled_unanswered >= 1, "a request was handled but its answer never came");
    assert!(finished < ROWS, "the kill came before the end of the batch");
    assert_eq!(journal.unfinished().unwrap().len(), 1, "the batch is offered for resuming");

    // Resumed, as the app does at its next start.
    runtime.block_on(run(client(&sandbox.base_url(), &sandbox.token()), journal, &batch_id, |_, _| {}));

    assert_eq!(sandbox.outbox().len(), ROWS, "each invitation exactly once");
    // One invitation to each patient's own address (the outbox is read without the latency).
    let outbox = sandbox.outbox();
    for item in &items {
        let to_them = outbox.iter().filter(|message| message.address == item.patient.email).count();
        assert_eq!(to_them, 1, "{}", item.reference);
    }
    let journal = BatchJournal::open(&data_dir).unwrap();
    assert!(journal.rows(&batch_id).unwrap().iter().all(|row| matches!(row.state, RowState::Sent { .. })));
    assert!(journal.unfinished().unwrap().is_empty());
}

/// The child process sending the batch, killed after it reported `lines` changes of rows (or
/// left to end).
fn child_until(sandbox: &Sandbox, data_dir: &std::path::Path, batch_id: &str, lines: Option<usize>) {
    let mut child = spawn_child(sandbox, data_dir, batch_id, Stdio::piped());
    let mut heard = 0;
    let deadline = Instant::now() + Duration::from_secs(120);
    for line in BufReader::new(child.stdout.take().unwrap()).lines() {
        let line = line.unwrap();
        if line.starts_with("sending ") || line.starts_with("sent ") || line.starts_with("other ") {
            heard += 1;
        }
        if lines.is_some_and(|lines| heard >= lines) {
            break;
        }
        assert!(Instant::now() < deadline, "the child did not get on");
    }
    if lines.is_some() {
        child.kill().unwrap();
    }
    child.wait().unwrap();
}

#[test]
fn fifty_rows_through_lost_answers_and_two_restarts_end_sent_once_not_sent_or_unknown() {
    use std::hash::BuildHasher as _;
    const STORM_ROWS: usize = 50;
    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
    let config = SandboxConfig { latency: Duration::from_millis(40), ..SandboxConfig::default() }.with_test_controls();
    let sandbox = runtime.block_on(Sandbox::start(config)).unwrap();
    // One answer in five is lost after the service handled the request: creates, look-ups, lists.
    sandbox.faults().set(FaultRule {
        method: None,
        path_prefix: "/tenant-api/".into(),
        fault: Fault::DropAfterHandling,
        times: None,
        every: Some(5),
    });
    let data_dir = temp_dir("batch-storm");
    let items: Vec<BatchItem> = (0..STORM_ROWS).map(|index| item(100 + index)).collect();
    let batch_id = BatchJournal::open(&data_dir).unwrap().create("storm.csv", &items, &session_of(&sandbox)).unwrap();

    // Two restarts at random moments (said, to replay a failure): killed after a random
    // number of rows' changes, each time a different one.
    let random = std::collections::hash_map::RandomState::new();
    let first = 5 + (random.hash_one(1) % 40) as usize;
    let second = 5 + (random.hash_one(2) % 30) as usize;
    println!("killed after {first} and then {second} changes of rows");
    child_until(&sandbox, &data_dir, &batch_id, Some(first));
    child_until(&sandbox, &data_dir, &batch_id, Some(second));
    // Started a third time, the app sends the rest (and asks about what may have been sent).
    child_until(&sandbox, &data_dir, &batch_id, None);

    let rows = BatchJournal::open(&data_dir).unwrap().rows(&batch_id).unwrap();
    let outbox = sandbox.outbox();
    let mut sent = 0;
    let mut failed = 0;
    for row in &rows {
        let to_them = outbox.iter().filter(|message| message.address == row.item.patient.email).count();
        match &row.state {
            RowState::Sent { .. } => {
                sent += 1;
                assert_eq!(to_them, 1, "{} is sent exactly once", row.item.reference);
            }
            RowState::Unknown { problem, .. } => {
                assert!(!problem.is_empty(), "{} is unknown with a reason", row.item.reference);
                assert!(to_them <= 1, "{} is not sent twice", row.item.reference);
            }
            // A row whose look-up lost its answer on every attempt (a read: one in five of all
            // answers is lost, so under load the same row can be unlucky four times) is "not
            // sent" — and then nothing may have reached the patient.
            RowState::Failed { .. } => {
                failed += 1;
                assert_eq!(to_them, 0, "{} failed, so it was not sent: {:?}", row.item.reference, row.state);
            }
            other => panic!("{} ended neither sent, nor not sent, nor unknown: {other:?}", row.item.reference),
        }
    }
    let duplicates = outbox.len() - {
        let mut addresses: Vec<&str> = outbox.iter().map(|message| message.address.as_str()).collect();
        addresses.sort_unstable();
        addresses.dedup();
        addresses.len()
    };
    assert_eq!(duplicates, 0, "no invitation twice");
    assert!(sent >= STORM_ROWS * 9 / 10, "only {sent} of {STORM_ROWS} sent");
    println!("{sent} sent, {failed} not sent, {} unknown, {} invitations", STORM_ROWS - sent - failed, outbox.len());
}

/// Two processes started on one batch at once (two windows of one profile whose instance lock
/// could not be taken): one sends it, the other is refused; each invitation once.
#[test]
fn two_processes_on_one_batch_send_each_invitation_once() {
    const ROWS_BOTH: usize = 12;
    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
    let config = SandboxConfig { latency: Duration::from_millis(150), ..SandboxConfig::default() };
    let sandbox = runtime.block_on(Sandbox::start(config)).unwrap();
    let data_dir = temp_dir("batch-two-processes");
    let items: Vec<BatchItem> = (0..ROWS_BOTH).map(|index| item(200 + index)).collect();
    let batch_id = BatchJournal::open(&data_dir).unwrap().create("both.csv", &items, &session_of(&sandbox)).unwrap();
    let start = || spawn_child(&sandbox, &data_dir, &batch_id, Stdio::null());
    let (mut first, mut second) = (start(), start());
    let (first, second) = (first.wait().unwrap(), second.wait().unwrap());
    // Started together, one sends and the other is refused; on a machine slow enough to start the
    // second after the first ended, the second finds nothing left to send. Either way: once.
    assert!(first.success() || second.success(), "one of them sent it: {first:?}, {second:?}");
    assert_eq!(sandbox.outbox().len(), ROWS_BOTH, "each invitation once");
    let rows = BatchJournal::open(&data_dir).unwrap().rows(&batch_id).unwrap();
    assert!(rows.iter().all(|row| matches!(row.state, RowState::Sent { .. })), "{rows:?}");
}

/// The child: sends the batch named in its environment, printing each row's new state.
#[test]
#[ignore = "run by the tests above, in a process of its own"]
fn child_sends_the_batch() {
    let var = |name| std::env::var(name).unwrap_or_else(|_| panic!("{name} is set by the parent test"));
    let journal = BatchJournal::open(std::path::Path::new(&var(DATA_DIR))).unwrap();
    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
    runtime.block_on(run(client(&var(BASE_URL), &var(TOKEN)), journal, &var(BATCH_ID), |reference, state| {
        let word = match state {
            RowState::Sending { .. } => "sending",
            RowState::Sent { .. } => "sent",
            _ => "other",
        };
        println!("{word} {reference}");
    }));
}
