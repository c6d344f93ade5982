//! Follow-up and reminders (issue 31) against the real sandbox over HTTP, whose respondents
//! answer on request and whose clock lets days pass: who answered (alerts first), "remind all"
//! reaching exactly those who have not answered, each once — again a minute later, after a
//! crash, from two profiles — and never a patient who answered just before the send.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod answering;
mod filing;
mod reminders;
mod view;

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

use crate::support::batch::{quick, session};
use intake_desk::api::{AccessToken, Client, ClientOptions, Environment};
use intake_desk::batch_journal::{BatchItem, BatchJournal, RowState, SentRow};
use intake_desk::drafts::{DraftGender, DraftPatient};
use intake_desk::reminders::{Clock, ReminderRules};
use intake_desk::sandbox::Sandbox;
use intake_desk::worker::batch::Batch;

pub(super) const DAY: jiff::SignedDuration = jiff::SignedDuration::from_hours(24);

/// Three days after today, at ten in the morning: reminders may go (two days after the
/// invitations), and outside the quiet hours whenever the tests run.
pub(super) fn three_days_later_at_ten() -> Clock {
    Clock::days_ahead_at(3, jiff::civil::time(10, 0, 0, 0))
}

pub(super) fn item(reference: &str, line: usize) -> BatchItem {
    // The appointment a week ahead: reminders may go until then.
    let appointment = jiff::ZonedDateTime::now().date().checked_add(jiff::Span::new().days(7)).unwrap();
    BatchItem {
        reference: reference.into(),
        line,
        patient: DraftPatient {
            first_name: "Noor".into(),
            last_name: format!("Claes {line}"),
            gender: Some(DraftGender::Female),
            birthdate: "1979-09-02".into(),
            language: "nl-BE".into(),
            email: format!("noor.{line}@example.be"),
            external_reference: reference.into(),
            ..DraftPatient::default()
        },
        appointment: Some(format!("{appointment}T10:30:00")),
        ..BatchItem::default()
    }
}

pub(super) async fn run(
    client: &Client,
    journal: &Arc<Mutex<BatchJournal>>,
    batch_id: &str,
    clock: Clock,
) -> Vec<intake_desk::batch_journal::JournalRow> {
    let batch = Batch::new(client.clone(), Arc::clone(journal), batch_id.to_owned(), quick())
        .with_reminder_rules(ReminderRules::default(), clock);
    Arc::new(batch).run(Arc::new(|_| {})).await.unwrap()
}

/// Everything the profile sent in the last hour (real time: the journal's own clock).
pub(super) fn sent(journal: &Arc<Mutex<BatchJournal>>) -> Vec<SentRow> {
    let now = jiff::Timestamp::now();
    journal.lock().unwrap().sent_between(now - jiff::SignedDuration::from_hours(1), now + DAY, &session()).unwrap()
}

/// A day's list of `items` sent from the profile in `data_dir` to `sandbox` (its journal on
/// disk, as the app keeps it), and the survey each reference got.
pub(super) fn list_sent(
    runtime: &tokio::runtime::Runtime,
    sandbox: &Sandbox,
    data_dir: &std::path::Path,
    items: &[BatchItem],
) -> BTreeMap<String, String> {
    let environment = Environment::Sandbox { base_url: sandbox.base_url() };
    let client = Client::new(&environment, AccessToken::new(sandbox.token()), &ClientOptions::default()).unwrap();
    let journal = Arc::new(Mutex::new(BatchJournal::open(data_dir).unwrap()));
    let session = crate::support::session_of(sandbox);
    let batch_id = journal.lock().unwrap().create("agenda.csv", items, &session).unwrap();
    let rows = runtime.block_on(run(&client, &journal, &batch_id, Clock::system()));
    rows.into_iter()
        .map(|row| match row.state {
            RowState::Sent { survey_id, .. } => (row.item.reference, survey_id),
            other => panic!("{} was not sent: {other:?}", row.item.reference),
        })
        .collect()
}

/// The app on the profile in `data_dir`, connected to `sandbox` as `--base-url … --token …`.
pub(super) fn app_on(
    runtime: &tokio::runtime::Runtime,
    sandbox: &Sandbox,
    data_dir: &std::path::Path,
    worker: intake_desk::worker::WorkerOptions,
    policy: intake_desk::policy::Policy,
) -> egui_kittest::Harness<'static, intake_desk::app::IntakeApp> {
    use crate::support::{ad_hoc, build_app, config, wait_until};
    let config = intake_desk::app::AppConfig {
        data_dir: data_dir.to_owned(),
        worker,
        policy,
        startup: intake_desk::startup::StartupReport { problems: Vec::new(), data_folder_usable: true },
        ..config(runtime, ad_hoc(sandbox))
    };
    let mut harness = build_app(config);
    wait_until(&mut harness, "connected", |h| {
        h.state().state.connection.status == intake_desk::state::ConnectionStatus::Connected
    });
    harness
}
