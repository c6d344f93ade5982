//! Desks sharing the clinic database, each a window of its own: one desk's list in another's
//! Follow-up, the same list at three desks, a desk that died holding a list, and two desks filing
//! at once.

use super::{clinic_journal, clinic_policy, desk_app, item, sent, session, settings};
use crate::support::pg_cluster::Cluster;
use intake_desk::batch_journal::{BatchItem, JournalError, RowState};

/// Desk A sends a day's list through the clinic database; desk B — another profile, another
/// computer as far as the journal knows, and the nurse's own account in the clinic's tenant —
/// opens Follow-up and, after one refresh, shows those invitations with their statuses and the
/// desk that sent them.
#[test]
fn desk_a_sends_and_desk_b_s_follow_up_shows_it_after_one_refresh() {
    use crate::support::{click, has_text, runtime, temp_dir, wait_until};
    use intake_desk::api::{AccessToken, Client, ClientOptions, Environment};
    use intake_desk::batch_journal::JournalPlace;
    use std::sync::{Arc, Mutex};

    let Some(cluster) = Cluster::start() else { return };
    let url = cluster.new_database();
    let runtime = runtime();
    // Desk B is the nurse: her own account, in the clinic's tenant.
    let nurse = {
        use base64::Engine as _;
        let encode = |json: &str| base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(json);
        let claims = r#"{"sub":"nurse@clinic.be","tenant":"sandbox","exp":4102444800}"#;
        format!("{}.{}.c2lnbmF0dXJl", encode(r#"{"alg":"HS256","typ":"JWT"}"#), encode(claims))
    };
    let sandbox_config = intake_desk::sandbox::SandboxConfig {
        extra_token: Some(nurse.clone()),
        ..intake_desk::sandbox::SandboxConfig::default()
    };
    let sandbox = runtime.block_on(intake_desk::sandbox::Sandbox::start(sandbox_config.with_test_controls())).unwrap();

    // Desk A: a list of three, sent in the session an app connected to this sandbox works in.
    let desk_a = JournalPlace::in_the_clinic_database(&temp_dir("desk-a"), settings(url.clone(), "Desk A"));
    let journal = Arc::new(Mutex::new(desk_a.open().unwrap()));
    let items: Vec<BatchItem> = (0..3).map(|i| item(&format!("CD-{i}"), i + 2)).collect();
    let batch_id = journal.lock().unwrap().create("agenda.csv", &items, &crate::support::session_of(&sandbox)).unwrap();
    let environment = Environment::Sandbox { base_url: sandbox.base_url() };
    let client = Client::new(&environment, AccessToken::new(sandbox.token()), &ClientOptions::default()).unwrap();
    let batch =
        intake_desk::worker::batch::Batch::new(client, Arc::clone(&journal), batch_id, crate::support::batch::quick());
    let rows = runtime.block_on(Arc::new(batch).run(Arc::new(|_| {}))).unwrap();
    assert!(rows.iter().all(|row| matches!(row.state, RowState::Sent { .. })), "{rows:?}");

    // Desk B: its own data folder, the policy naming the same clinic database.
    let nurse_start = intake_desk::settings::StartMode::AdHoc {
        environment: Environment::Custom { api_base: sandbox.base_url(), token_host: String::new() },
        token: AccessToken::new(nurse),
    };
    let mut harness = desk_app(&runtime, clinic_policy(&url, "Desk B"), nurse_start);
    click(&mut harness, "Follow-up");
    wait_until(&mut harness, "desk A's invitations", |h| h.state().state.follow_up.invitations.len() == 3);
    click(&mut harness, "Refresh statuses");
    wait_until(&mut harness, "the statuses", |h| h.state().state.follow_up.refreshing.is_none());
    assert!(has_text(&harness, "3 invitations: 0 answered (0 with alerts), 3 not answered yet"));
    for line in 2..5 {
        assert!(has_text(&harness, &format!("Claes {line}")), "Noor Claes {line} is listed at desk B");
    }
    // Which desk sent each, and "this desk" alone: none of them.
    assert!(has_text(&harness, "Desk A"), "the desk column names desk A");
    click(&mut harness, "Desks");
    click(&mut harness, "This desk");
    crate::support::settle(&mut harness);
    assert_eq!(harness.state().state.follow_up.rows().len(), 0);
    assert!(!has_text(&harness, "Claes 2"), "desk A's invitations are not this desk's");
    assert!(has_text(&harness, "0 invitations: 0 answered (0 with alerts), 0 not answered yet"));
}

/// The same list imported at three desks at the same moment and sent at once: each patient is
/// invited once. The rows of the desks that came second say which desk sent it. The service
/// holds every create, so its own "invited today" guard sees nothing: without the claim the
/// three desks send 36 invitations (seen), with it 12.
#[test]
fn the_same_list_at_three_desks_at_once_invites_each_patient_once() {
    use intake_desk::api::{AccessToken, Client, ClientOptions, Environment};
    use intake_desk::batch_journal::{JournalPlace, SKIPPED_RECENTLY_INVITED, SKIPPED_SENT_AT_ANOTHER_DESK};
    use std::sync::{Arc, Mutex};

    let Some(cluster) = Cluster::start() else { return };
    let url = cluster.new_database();
    let runtime = crate::support::runtime();
    // A service far away: every request takes 200 ms, at the same time as the others. Each desk
    // has looked the patient up (and found no invitation today) before any desk's create is
    // handled — the race the claim closes.
    let far = intake_desk::sandbox::SandboxConfig {
        latency: std::time::Duration::from_millis(200),
        ..intake_desk::sandbox::SandboxConfig::default().with_test_controls()
    };
    let sandbox = runtime.block_on(intake_desk::sandbox::Sandbox::start(far)).unwrap();
    let session = crate::support::session_of(&sandbox);
    let items: Vec<BatchItem> = (0..12).map(|i| item(&format!("TD-{i:02}"), i + 2)).collect();
    let environment = Environment::Sandbox { base_url: sandbox.base_url() };
    let client = Client::new(&environment, AccessToken::new(sandbox.token()), &ClientOptions::default()).unwrap();
    // The patients are on record already (the service would refuse a second new patient with
    // the same reference by itself): only the survey creates race.
    let today = jiff::ZonedDateTime::now().date();
    for item in &items {
        runtime.block_on(client.create_patient(&item.payload(today).unwrap())).unwrap();
    }
    // Every create is held a while before the service makes the survey: a desk that looks the
    // patient up meanwhile finds no invitation today, so the service's own guard cannot stop
    // the second send. Only the claim can.
    crate::support::hold_survey_creates(&sandbox, std::time::Duration::from_millis(600), 36);
    let batches: Vec<_> = ["Desk A", "Desk B", "Desk C"]
        .into_iter()
        .map(|desk| {
            let place = JournalPlace::in_the_clinic_database(
                &crate::support::temp_dir("three-desks"),
                settings(url.clone(), desk),
            );
            let journal = Arc::new(Mutex::new(place.open().unwrap()));
            let batch_id = journal.lock().unwrap().create("agenda.csv", &items, &session).unwrap();
            // Each desk its own client, as each computer has.
            let client =
                Client::new(&environment, AccessToken::new(sandbox.token()), &ClientOptions::default()).unwrap();
            Arc::new(intake_desk::worker::batch::Batch::new(client, journal, batch_id, crate::support::batch::quick()))
        })
        .collect();
    let rows: Vec<Vec<_>> = runtime.block_on(async {
        // Every desk started before any is awaited (an iterator's spawns would wait their turn).
        let runs: Vec<_> = batches.into_iter().map(|batch| tokio::spawn(batch.run(Arc::new(|_| {})))).collect();
        let mut ended = Vec::new();
        for run in runs {
            ended.push(run.await.unwrap().unwrap());
        }
        ended
    });
    assert_eq!(crate::support::survey_posts(&sandbox), items.len(), "one request per patient left");
    for (index, item) in items.iter().enumerate() {
        let states: Vec<&RowState> = rows.iter().map(|desk| &desk[index].state).collect();
        let sent = states.iter().filter(|state| matches!(state, RowState::Sent { .. })).count();
        assert_eq!(sent, 1, "{}: {states:?}", item.reference);
        for state in states.iter().filter(|state| !matches!(state, RowState::Sent { .. })) {
            match state {
                RowState::Skipped { reason, by_desk, .. } if reason == SKIPPED_SENT_AT_ANOTHER_DESK => {
                    assert!(by_desk.as_deref().is_some_and(|desk| desk.starts_with("Desk ")), "{state:?}");
                }
                RowState::Skipped { reason, .. } if reason == SKIPPED_RECENTLY_INVITED => {}
                other => panic!("{}: {other:?}", item.reference),
            }
        }
    }
}

/// A desk that died while sending a list (its process gone, its lease never given back) holds
/// the list up only until its lease runs out: the heartbeat is in the clinic database, and a
/// lock file on another computer proves nothing. Then another desk takes it over, and the dead
/// desk's lease, were it to wake, is refused.
#[test]
fn a_desk_that_died_holding_a_list_is_taken_over_after_its_lease() {
    let Some(cluster) = Cluster::start() else { return };
    let url = cluster.new_database();
    let folder = crate::support::temp_dir("lease-takeover");
    let desk = |name: &str| {
        let data_dir = folder.join(name);
        std::fs::create_dir_all(&data_dir).unwrap();
        clinic_journal(&url, name, Some(&data_dir))
    };
    let mut a = desk("A");
    let batch = a.create("list.csv", &[item("R-1", 2), item("R-2", 3)], &session()).unwrap();
    let lease = a.take_lease(&batch).unwrap().expect("A sends it");
    a.set_as(Some(lease.owner()), &batch, "R-1", &sent("s-1")).unwrap();
    // A dies: its process ends without giving the lease back (its lock file, on A's computer,
    // is released by the system; B never sees it).
    let dead_owner = lease.owner().to_owned();
    drop(lease);
    drop(a);
    let b = desk("B");
    assert!(b.take_lease(&batch).unwrap().is_none(), "A's lease still runs: B waits");
    // The heartbeat stops; the lease runs out (as 30 s without renewal would).
    let mut admin = postgres::Client::connect(&url, postgres::NoTls).unwrap();
    admin.execute("UPDATE batches SET lease_until = lease_until - 31000 WHERE id = $1", &[&batch]).unwrap();
    let taken = b.take_lease(&batch).unwrap().expect("B takes it over");
    b.set_as(Some(taken.owner()), &batch, "R-2", &sent("s-2")).unwrap();
    let rows = b.rows(&batch).unwrap();
    assert_eq!((rows[0].state.clone(), rows[1].state.clone()), (sent("s-1"), sent("s-2")), "nothing lost");
    let woke = b.set_as(Some(&dead_owner), &batch, "R-2", &sent("s-again")).unwrap_err();
    assert!(matches!(woke, JournalError::LeasedElsewhere), "A, waking, writes nothing: {woke}");
    let _ = std::fs::remove_dir_all(folder);
}

/// Two desks filing the clinic's answered surveys at the same moment, into the clinic's one
/// folder: each survey is filed once. The desk that came second for a survey is told another
/// desk has it, and writes nothing.
#[test]
fn two_desks_filing_at_once_file_each_survey_once() {
    use crate::support::{click, runtime, temp_dir, wait_until};
    use egui_kittest::kittest::Queryable as _;
    use intake_desk::api::{AccessToken, Client, ClientOptions, Environment};
    use intake_desk::batch_journal::JournalPlace;
    use intake_desk::policy::{FilingPolicy, Policy, Rule};
    use intake_desk::worker::filing::FilingProblem;
    use std::sync::{Arc, Mutex};

    let Some(cluster) = Cluster::start() else { return };
    let url = cluster.new_database();
    let runtime = runtime();
    // A service some way off: both desks are fetching the same surveys at the same time.
    let far = intake_desk::sandbox::SandboxConfig {
        latency: std::time::Duration::from_millis(60),
        ..intake_desk::sandbox::SandboxConfig::default().with_test_controls()
    };
    let sandbox = runtime.block_on(intake_desk::sandbox::Sandbox::start(far)).unwrap();

    // Desk A sent a list of four; three patients answered.
    let place = JournalPlace::in_the_clinic_database(&temp_dir("filing-desk-a"), settings(url.clone(), "Desk A"));
    let journal = Arc::new(Mutex::new(place.open().unwrap()));
    let items: Vec<BatchItem> = (0..4).map(|i| item(&format!("FD-{i}"), i + 2)).collect();
    let batch_id = journal.lock().unwrap().create("agenda.csv", &items, &crate::support::session_of(&sandbox)).unwrap();
    let environment = Environment::Sandbox { base_url: sandbox.base_url() };
    let client = Client::new(&environment, AccessToken::new(sandbox.token()), &ClientOptions::default()).unwrap();
    let batch =
        intake_desk::worker::batch::Batch::new(client, Arc::clone(&journal), batch_id, crate::support::batch::quick());
    let rows = runtime.block_on(Arc::new(batch).run(Arc::new(|_| {}))).unwrap();
    for row in &rows[..3] {
        let RowState::Sent { survey_id, .. } = &row.state else { panic!("{row:?}") };
        assert!(runtime.block_on(sandbox.respond(survey_id, false)));
    }

    // Both desks file automatically into the clinic's folder once the statuses are known.
    let folder = temp_dir("filing-clinic-share");
    let desk = |name: &str| {
        let policy = Policy {
            filing: Rule {
                preset: Some(FilingPolicy { folder: Some(folder.clone()), automatic: true, ..Default::default() }),
                locked: true,
            },
            ..clinic_policy(&url, name)
        };
        let mut harness = desk_app(&runtime, policy, crate::support::ad_hoc(&sandbox));
        click(&mut harness, "Follow-up");
        wait_until(&mut harness, "the invitations", |h| h.state().state.follow_up.invitations.len() == 4);
        harness
    };
    let mut desks = [desk("Desk A"), desk("Desk B")];
    // "Refresh statuses" at both desks in the same frame: each files what it finds answered.
    for harness in &mut desks {
        harness.get_by_label("Refresh statuses").click();
    }
    let busy = |harness: &egui_kittest::Harness<'_, intake_desk::app::IntakeApp>| {
        let view = &harness.state().state.follow_up;
        view.refreshing.is_some() || view.filing_running.is_some() || view.filing_results.len() < 3
    };
    let started = std::time::Instant::now();
    while desks.iter().any(busy) {
        assert!(started.elapsed() < std::time::Duration::from_secs(60), "the desks did not finish filing");
        for harness in &mut desks {
            harness.step();
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }

    let mut names: Vec<String> =
        std::fs::read_dir(&folder).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    names.sort();
    assert_eq!(names.len(), 3, "one PDF per answered survey: {names:?}");
    let mut filed = 0;
    for harness in &desks {
        for (survey_id, result) in &harness.state().state.follow_up.filing_results {
            match result {
                Ok(_) => filed += 1,
                Err(FilingProblem::FiledAtAnotherDesk { desk, .. }) => {
                    assert!(desk.starts_with("Desk "), "{survey_id}: {desk}");
                }
                Err(other) => panic!("{survey_id}: {other:?}"),
            }
        }
    }
    assert_eq!(filed, 3, "each answered survey filed by one desk");
}
