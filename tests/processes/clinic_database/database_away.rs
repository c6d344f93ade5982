//! The clinic database away while desks work: a list paused when PostgreSQL stops and resumed
//! when it returns, and a single survey sent meanwhile reaching the other desks once it is back.

use super::{clinic_policy, desk_app, item, settings};
use crate::support::pg_cluster::Cluster;
use intake_desk::batch_journal::{BatchItem, RowState};

/// The clinic database stopped (a crash, a pulled cable) in the middle of a list: the list
/// pauses — nothing leaves while the journal cannot say what left — and says so; when the
/// database is back it resumes by itself. Every row ends sent once: a row whose answer came
/// while the database was away is asked about, never sent again.
#[test]
fn postgresql_stopped_mid_list_pauses_it_and_it_resumes_when_the_database_returns() {
    use intake_desk::api::{AccessToken, Client, ClientOptions, Environment};
    use intake_desk::batch_journal::JournalPlace;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::{Arc, Mutex};
    use std::time::{Duration, Instant};

    let Some(cluster) = Cluster::start() else { return };
    let url = cluster.new_database();
    let runtime = crate::support::runtime();
    let far = intake_desk::sandbox::SandboxConfig {
        latency: Duration::from_millis(100),
        ..intake_desk::sandbox::SandboxConfig::default().with_test_controls()
    };
    let sandbox = runtime.block_on(intake_desk::sandbox::Sandbox::start(far)).unwrap();
    let items: Vec<BatchItem> = (0..16).map(|i| item(&format!("PG-{i:02}"), i + 2)).collect();
    let place = JournalPlace::in_the_clinic_database(&crate::support::temp_dir("pg-stopped"), settings(url, "Desk A"));
    let journal = Arc::new(Mutex::new(place.open().unwrap()));
    let batch_id = journal.lock().unwrap().create("agenda.csv", &items, &crate::support::session_of(&sandbox)).unwrap();
    let environment = Environment::Sandbox { base_url: sandbox.base_url() };
    // A short request timeout: a row whose answer was lost with the database is asked about
    // once its request cannot still be under way, seconds later rather than a minute.
    let quick_timeout = ClientOptions { request_timeout: Duration::from_secs(3), ..ClientOptions::default() };
    let client = Client::new(&environment, AccessToken::new(sandbox.token()), &quick_timeout).unwrap();
    let (paused, resumed) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
    let (on_pause, on_resume) = (Arc::clone(&paused), Arc::clone(&resumed));
    let batch = intake_desk::worker::batch::Batch::new(
        client,
        Arc::clone(&journal),
        batch_id.clone(),
        crate::support::batch::quick(),
    )
    .with_journal_watch(Arc::new(move |out_of_reach| {
        let count = if out_of_reach { &on_pause } else { &on_resume };
        count.fetch_add(1, Ordering::SeqCst);
    }));
    let run = runtime.spawn(Arc::new(batch).run(Arc::new(|_| {})));

    let started = Instant::now();
    while crate::support::survey_posts(&sandbox) < 4 {
        assert!(started.elapsed() < Duration::from_secs(30), "the list did not start");
        std::thread::sleep(Duration::from_millis(5));
    }
    cluster.stop();
    // What was in flight when the database went ends; then nothing more leaves.
    std::thread::sleep(Duration::from_secs(1));
    let while_away = crate::support::survey_posts(&sandbox);
    std::thread::sleep(Duration::from_secs(3));
    assert_eq!(crate::support::survey_posts(&sandbox), while_away, "nothing is sent while the database is away");
    assert!(while_away < items.len(), "the list was stopped in its middle ({while_away} sent)");
    assert!(!run.is_finished(), "the list waits for the database, it does not end");
    assert_eq!(paused.load(Ordering::SeqCst), 1, "the pause is said once");

    cluster.start_server();
    let rows = runtime.block_on(async { tokio::time::timeout(Duration::from_secs(60), run).await }).unwrap().unwrap();
    let rows = rows.unwrap();
    assert_eq!(resumed.load(Ordering::SeqCst), 1, "the resumption is said");
    for row in &rows {
        assert!(matches!(row.state, RowState::Sent { .. }), "{}: {:?}", row.item.reference, row.state);
    }
    assert_eq!(crate::support::survey_posts(&sandbox), items.len(), "each patient invited once");
    // The journal, read again from the database, says the same.
    let stored = place.open().unwrap().rows(&batch_id).unwrap();
    assert!(stored.iter().all(|row| matches!(row.state, RowState::Sent { .. })), "{stored:?}");
}

/// A survey sent one by one at desk A while the clinic database is away is sent all the same
/// (the service is the truth), kept at desk A, and written to the clinic database when it is
/// back: desk B's Today then shows it, from desk A, once.
#[test]
fn a_single_survey_sent_while_the_database_is_away_reaches_the_other_desks_once_it_is_back() {
    use crate::support::{click, open_patient_surveys, runtime, start_sandbox, wait_for_text, wait_until};

    let Some(cluster) = Cluster::start() else { return };
    let url = cluster.new_database();
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let desk = |name: &str| desk_app(&runtime, clinic_policy(&url, name), crate::support::ad_hoc(&sandbox));
    let loaded = |harness: &mut egui_kittest::Harness<'static, intake_desk::app::IntakeApp>| {
        harness.state_mut().state.reload_sent();
        wait_until(harness, "what was sent", |h| {
            let state = &h.state().state;
            state.today_view.loading.is_none() && state.follow_up.loading.is_none()
        });
    };
    let mut desk_a = desk("Desk A");
    let mut desk_b = desk("Desk B");

    cluster.stop();
    open_patient_surveys(&mut desk_a, "MRN-0001");
    click(&mut desk_a, "New survey");
    click(&mut desk_a, "Send an invitation to the patient");
    click(&mut desk_a, "By E-mail");
    click(&mut desk_a, "Create survey");
    wait_for_text(&mut desk_a, "Survey created");
    assert_eq!(crate::support::survey_posts(&sandbox), 1, "sent though the clinic database is away");
    loaded(&mut desk_a);
    assert_eq!(desk_a.state().state.today_view.sent.len(), 1, "desk A shows what it sent");

    cluster.start_server();
    loaded(&mut desk_b);
    assert!(desk_b.state().state.today_view.sent.is_empty(), "not written back yet: desk A has not read since");
    // Desk A's next read writes it back; a second read writes nothing twice.
    loaded(&mut desk_a);
    loaded(&mut desk_a);
    loaded(&mut desk_b);
    let sent = &desk_b.state().state.today_view.sent;
    assert_eq!(sent.len(), 1, "{sent:?}");
    assert_eq!(sent[0].desk.as_deref(), Some("Desk A"));
    assert_eq!(desk_b.state().state.follow_up.invitations.len(), 1);
    assert_eq!(
        desk_a.state().state.today_view.sent.len(),
        1,
        "once at desk A too: {:?}",
        desk_a.state().state.today_view.sent
    );
}
