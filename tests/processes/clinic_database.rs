//! The journal's contract, held by both of its engines: the profile's SQLite database and the
//! clinic's PostgreSQL database (a throwaway cluster of this machine's PostgreSQL,
//! `tests/support/pg_cluster.rs`). Every check runs on each engine, on a journal of its own;
//! two journals on one database stand for two desks. Then what only the clinic database has:
//! its schema's versions.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;

use intake_desk::api::SessionKey;
use intake_desk::batch_journal::clinic_engine::PostgresEngine;
use intake_desk::batch_journal::{BatchItem, BatchJournal, JournalError, RowState};
use intake_desk::clinic_database::{ClinicDatabase, ClinicDatabaseError, ClinicDatabaseSettings, Credential, Tls};
use intake_desk::drafts::DraftPatient;

use crate::support::pg_cluster::Cluster;

/// Makes journals on one database: the first desk's, then others on the same one.
type Desks<'a> = &'a dyn Fn(&str) -> BatchJournal;

fn session() -> SessionKey {
    SessionKey { api_base: "http://127.0.0.1".into(), tenant: Some("clinic".into()), account: None }
}

fn item(reference: &str, line: usize) -> BatchItem {
    BatchItem {
        reference: reference.into(),
        line,
        patient: DraftPatient {
            first_name: "Noor".into(),
            last_name: format!("Claes {line}"),
            gender: Some(intake_desk::drafts::DraftGender::Female),
            birthdate: "1979-09-02".into(),
            language: "nl-BE".into(),
            email: format!("noor.{line}@example.be"),
            external_reference: reference.into(),
            ..DraftPatient::default()
        },
        ..BatchItem::default()
    }
}

fn sent(survey: &str) -> RowState {
    RowState::Sent { survey_id: survey.into(), patient_id: Some(format!("p-{survey}")) }
}

/// A batch is kept with its rows in the file's order, offered until finished, then not.
fn a_batch_is_kept_until_finished(desks: Desks<'_>) {
    let mut desk = desks("A");
    let batch = desk.create("monday.csv", &[item("R-2", 3), item("R-1", 2)], &session()).unwrap();
    let rows = desk.rows(&batch).unwrap();
    assert_eq!(rows.iter().map(|row| row.item.reference.as_str()).collect::<Vec<_>>(), ["R-1", "R-2"]);
    assert!(rows.iter().all(|row| row.state == RowState::Pending));
    let unfinished = desk.unfinished().unwrap();
    assert_eq!(unfinished.len(), 1);
    assert_eq!(unfinished[0].file_name, "monday.csv");
    assert_eq!(unfinished[0].session, Some(session()));
    desk.set(&batch, "R-1", &sent("s-1")).unwrap();
    assert_eq!(desk.rows(&batch).unwrap()[0].state, sent("s-1"));
    desk.finish(&batch).unwrap();
    assert!(desk.unfinished().unwrap().is_empty());
    assert!(desk.batch(&batch).unwrap().unwrap().finished);
    assert!(desk.batch("no-such-batch").unwrap().is_none());
}

/// A reference twice in one list: refused, and nothing of the batch kept.
fn a_reference_twice_keeps_nothing(desks: Desks<'_>) {
    let mut desk = desks("A");
    let error = desk.create("twice.csv", &[item("R-1", 2), item("R-1", 3)], &session()).unwrap_err();
    assert!(matches!(error, JournalError::DuplicateReference(ref reference) if reference == "R-1"), "{error}");
    assert!(desk.unfinished().unwrap().is_empty());
}

/// One sender at a time: while a desk holds a batch's lease another can neither take it nor
/// write its rows; once given back, it can.
fn one_sender_holds_a_batch(desks: Desks<'_>) {
    let mut a = desks("A");
    let b = desks("B");
    let batch = a.create("list.csv", &[item("R-1", 2)], &session()).unwrap();
    let lease = a.take_lease(&batch).unwrap().expect("the first desk takes it");
    assert!(b.take_lease(&batch).unwrap().is_none(), "the second desk does not");
    let refused = b.set_as(Some("someone-else"), &batch, "R-1", &sent("s-b")).unwrap_err();
    assert!(matches!(refused, JournalError::LeasedElsewhere), "{refused}");
    a.set_as(Some(lease.owner()), &batch, "R-1", &sent("s-a")).unwrap();
    assert!(a.renew_lease(&batch, &lease).unwrap());
    a.release_lease(&batch, lease).unwrap();
    let lease = b.take_lease(&batch).unwrap().expect("given back: the second desk takes it");
    b.release_lease(&batch, lease).unwrap();
    assert_eq!(b.rows(&batch).unwrap()[0].state, sent("s-a"));
    assert!(matches!(b.take_lease("no-such-batch"), Err(JournalError::UnknownBatch(_))));
}

/// A row that was or may have been sent is never put back to pending; the others are, and the
/// batch is unfinished again.
fn sending_again_never_resets_what_may_have_been_sent(desks: Desks<'_>) {
    let mut desk = desks("A");
    let items = [item("R-1", 2), item("R-2", 3), item("R-3", 4), item("R-4", 5)];
    let batch = desk.create("list.csv", &items, &session()).unwrap();
    desk.set(&batch, "R-1", &sent("s-1")).unwrap();
    desk.set(&batch, "R-2", &RowState::Sending { patient_id: None, known_surveys: None, ask_after: None }).unwrap();
    desk.set(&batch, "R-3", &RowState::Failed { problem: "refused".into(), kind: None }).unwrap();
    desk.finish(&batch).unwrap();
    let all: Vec<(String, bool)> =
        ["R-1", "R-2", "R-3", "R-4", "R-9"].iter().map(|r| ((*r).to_owned(), false)).collect();
    desk.send_again(&batch, &all).unwrap();
    let states: Vec<RowState> = desk.rows(&batch).unwrap().into_iter().map(|row| row.state).collect();
    assert_eq!(states[0], sent("s-1"));
    assert!(matches!(states[1], RowState::Sending { .. }));
    assert_eq!(states[2], RowState::Pending);
    assert_eq!(states[3], RowState::Pending);
    assert!(!desk.batch(&batch).unwrap().unwrap().finished);
}

/// What was sent in a session between two times, oldest first; another service's batches are
/// not found; forgotten batches are gone.
fn sent_rows_are_found_by_session_and_time_and_forgotten(desks: Desks<'_>) {
    let mut desk = desks("A");
    let batch = desk.create("list.csv", &[item("R-1", 2), item("R-2", 3)], &session()).unwrap();
    let elsewhere = SessionKey { tenant: Some("another-clinic".into()), ..session() };
    let other = desk.create("other.csv", &[item("R-1", 2)], &elsewhere).unwrap();
    let before = jiff::Timestamp::now();
    desk.set(&batch, "R-2", &sent("s-2")).unwrap();
    desk.set(&batch, "R-1", &sent("s-1")).unwrap();
    desk.set(&other, "R-1", &sent("s-other")).unwrap();
    let after = jiff::Timestamp::now() + jiff::SignedDuration::from_secs(1);
    let found = desk.sent_between(before, after, &session()).unwrap();
    assert!(found.iter().all(|row| row.desk.is_none()), "this desk's own: {found:?}");
    // Read at another desk: which desk sent them, where the desks share the journal.
    let desk_b = desks("B");
    let seen_there = desk_b.sent_between(before, after, &session()).unwrap();
    let sender = desk_b.this_desk().map(|_| "A".to_owned());
    assert!(seen_there.len() == 2 && seen_there.iter().all(|row| row.desk == sender), "{seen_there:?}");
    assert_eq!(found.iter().map(|row| row.survey_id.as_str()).collect::<Vec<_>>(), ["s-2", "s-1"]);
    assert!(desk.sent_between(after, after + jiff::SignedDuration::from_hours(1), &session()).unwrap().is_empty());
    desk.finish(&batch).unwrap();
    assert_eq!(desk.forget_finished_before(after).unwrap(), 1, "the finished batch, not the unfinished one");
    assert!(desk.batch(&batch).unwrap().is_none());
    assert!(desk.rows(&batch).unwrap().is_empty());
    assert!(desk.batch(&other).unwrap().is_some());
}

/// The column mapping confirmed at one desk is the next file's at another.
fn a_kept_column_mapping_is_found_again(desks: Desks<'_>) {
    use intake_desk::import::mapping::{Mapping, Target};
    let a = desks("A");
    let headers: Vec<String> = ["Naam", "Voornaam", "E-mail"].iter().map(|h| (*h).to_owned()).collect();
    assert_eq!(a.remembered_mapping(&headers).unwrap(), None);
    let mut mapping = Mapping::default();
    mapping.set(Target::LastName, Some(0));
    mapping.set(Target::FirstName, Some(1));
    a.remember_mapping(&headers, &mapping).unwrap();
    assert_eq!(desks("B").remembered_mapping(&headers).unwrap(), Some(mapping));
}

/// A patient's invitation of a day is claimed by one row: claimed again by it, refused to
/// another (which is told whose it is), free again once given back; another day or another
/// tenant is another claim.
fn a_patient_s_invitation_of_the_day_is_claimed_once(desks: Desks<'_>) {
    let mut a = desks("A");
    let mut b = desks("B");
    let from_a = a.create("a.csv", &[item("R-1", 2)], &session()).unwrap();
    let from_b = b.create("b.csv", &[item("R-1", 2)], &session()).unwrap();
    let day = jiff::civil::date(2026, 11, 30);
    assert_eq!(a.claim(&from_a, "R-1", day).unwrap(), None);
    assert_eq!(a.claim(&from_a, "R-1", day).unwrap(), None, "again: still its own");
    let holder = b.claim(&from_b, "R-1", day).unwrap().expect("A claimed it first");
    assert_eq!((holder.batch_id.as_str(), holder.reference.as_str()), (from_a.as_str(), "R-1"));
    assert!(!holder.desk.is_empty() && holder.claimed_at.parse::<jiff::Timestamp>().is_ok(), "{holder:?}");
    assert_eq!(b.claim(&from_b, "R-1", day.tomorrow().unwrap()).unwrap(), None, "another day");
    let elsewhere = SessionKey { tenant: Some("another-clinic".into()), ..session() };
    let other_tenant = b.create("c.csv", &[item("R-1", 2)], &elsewhere).unwrap();
    assert_eq!(b.claim(&other_tenant, "R-1", day).unwrap(), None, "another tenant");
    a.release_claim(&from_a, "R-1", day).unwrap();
    assert_eq!(b.claim(&from_b, "R-1", day).unwrap(), None, "given back: B's now");
    assert!(a.claim(&from_a, "R-1", day).unwrap().is_some());
}

/// A check of the contract, with the words it is reported by.
type Check = (&'static str, fn(Desks<'_>));

/// Every check of the contract, each on a database of its own.
const CONTRACT: [Check; 7] = [
    ("a batch is kept until finished", a_batch_is_kept_until_finished),
    ("a reference twice keeps nothing", a_reference_twice_keeps_nothing),
    ("one sender holds a batch", one_sender_holds_a_batch),
    ("sending again never resets what may have been sent", sending_again_never_resets_what_may_have_been_sent),
    ("sent rows are found by session and time, and forgotten", sent_rows_are_found_by_session_and_time_and_forgotten),
    ("a kept column mapping is found again", a_kept_column_mapping_is_found_again),
    ("a patient's invitation of the day is claimed once", a_patient_s_invitation_of_the_day_is_claimed_once),
];

#[test]
fn the_journal_s_contract_holds_on_sqlite() {
    for (name, check) in CONTRACT {
        eprintln!("sqlite: {name}");
        let folder = crate::support::temp_dir("clinic-database-sqlite");
        check(&|_desk| BatchJournal::open(&folder).unwrap());
        let _ = std::fs::remove_dir_all(folder);
    }
}

fn settings(url: String, desk: &str) -> ClinicDatabaseSettings {
    ClinicDatabaseSettings { url, tls: Tls::Off, credential: Credential::None, desk: desk.to_owned() }
}

fn clinic_journal(url: &str, desk: &str, data_dir: Option<&Path>) -> BatchJournal {
    let database = ClinicDatabase::connect(&settings(url.to_owned(), desk)).unwrap();
    BatchJournal::with_engine(Box::new(PostgresEngine::new(database)), data_dir)
}

#[test]
fn the_journal_s_contract_holds_on_postgresql() {
    let Some(cluster) = Cluster::start() else { return };
    for (name, check) in CONTRACT {
        eprintln!("postgresql: {name}");
        let url = cluster.new_database();
        // Each desk on a computer of its own: a data folder of its own for its lock files.
        let folder = crate::support::temp_dir("clinic-database-postgresql");
        check(&|desk| {
            let data_dir = folder.join(desk);
            std::fs::create_dir_all(&data_dir).unwrap();
            clinic_journal(&url, desk, Some(&data_dir))
        });
        let _ = std::fs::remove_dir_all(folder);
    }
}

/// A clinic database made by a newer version is refused in words and left as it is; one at
/// this version is opened again without change.
#[test]
fn a_newer_clinic_schema_is_refused_and_never_altered() {
    let Some(cluster) = Cluster::start() else { return };
    let url = cluster.new_database();
    drop(ClinicDatabase::connect(&settings(url.clone(), "A")).unwrap());
    drop(ClinicDatabase::connect(&settings(url.clone(), "B")).unwrap());
    let mut admin = postgres::Client::connect(&url, postgres::NoTls).unwrap();
    let version: i32 = admin.query_one("SELECT version FROM intake_desk_schema", &[]).unwrap().get(0);
    assert_eq!(version, intake_desk::clinic_database::SCHEMA_VERSION);
    admin
        .batch_execute("UPDATE intake_desk_schema SET version = version + 1; CREATE TABLE from_the_future (x INT)")
        .unwrap();
    let error = ClinicDatabase::connect(&settings(url.clone(), "A")).unwrap_err();
    assert!(matches!(error, ClinicDatabaseError::NewerSchema { .. }), "{error}");
    let said = error.to_string();
    assert!(said.contains("newer layout") && said.contains("update Intake Desk"), "{said}");
    let after: i32 = admin.query_one("SELECT version FROM intake_desk_schema", &[]).unwrap().get(0);
    assert_eq!(after, version + 1, "left as it was");
    assert_eq!(admin.query("SELECT 1 FROM intake_desk_schema", &[]).unwrap().len(), 1);
}

/// An address that names no server, and a stopped server: said in words, nothing panics.
#[test]
fn an_unreachable_clinic_database_is_said_in_words() {
    let Some(cluster) = Cluster::start() else { return };
    let url = cluster.new_database();
    cluster.stop();
    let error = ClinicDatabase::connect(&settings(url, "A")).unwrap_err();
    assert!(matches!(error, ClinicDatabaseError::Unreachable(_)), "{error}");
    let wrong = ClinicDatabase::connect(&settings("postgresql://[not an address".into(), "A")).unwrap_err();
    assert!(matches!(wrong, ClinicDatabaseError::Url(_)), "{wrong}");
}

/// A policy naming the clinic database at `url`, this desk being `desk`.
fn clinic_policy(url: &str, desk: &str) -> intake_desk::policy::Policy {
    use intake_desk::policy::{ClinicDatabasePolicy, Policy};
    Policy {
        clinic_database: ClinicDatabasePolicy::Named { settings: settings(url.to_owned(), desk), locked: true },
        ..Policy::default()
    }
}

/// A desk's window: a data folder of its own, `policy`, started as `start`; once connected.
fn desk_app(
    runtime: &tokio::runtime::Runtime,
    policy: intake_desk::policy::Policy,
    start: intake_desk::settings::StartMode,
) -> egui_kittest::Harness<'static, intake_desk::app::IntakeApp> {
    use crate::support::{build_app, config, temp_dir, wait_until};
    let app = intake_desk::app::AppConfig {
        data_dir: temp_dir("desk"),
        policy,
        startup: intake_desk::startup::StartupReport { problems: Vec::new(), data_folder_usable: true },
        ..config(runtime, start)
    };
    let mut harness = build_app(app);
    wait_until(&mut harness, "connected", |h| {
        h.state().state.connection.status == intake_desk::state::ConnectionStatus::Connected
    });
    harness
}

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

/// Reminders are the clinic's, not a desk's: desk A sends a list; three days later the nurse
/// at desk B reminds those who have not answered; desk A's Follow-up then shows each of them
/// reminded once, and its own "remind" a minute later sends nobody a second reminder.
#[test]
fn reminders_are_counted_for_the_whole_clinic() {
    use intake_desk::api::{AccessToken, Client, ClientOptions, Environment};
    use intake_desk::batch_journal::{JournalPlace, SKIPPED_STARTED, SKIPPED_TOO_SOON, SentRow};
    use intake_desk::reminders::{Clock, ReminderRules};
    use intake_desk::state::follow_up::{FollowUpView, FollowedInvitation, Standing, gather};
    use intake_desk::state::today::StatusCheck;
    use intake_desk::worker::batch::Batch;
    use std::collections::BTreeMap;
    use std::sync::{Arc, Mutex};

    let Some(cluster) = Cluster::start() else { return };
    let url = cluster.new_database();
    let runtime = crate::support::runtime();
    let sandbox = crate::support::start_sandbox(&runtime);
    let session = crate::support::session_of(&sandbox);
    let environment = Environment::Sandbox { base_url: sandbox.base_url() };
    let client = Client::new(&environment, AccessToken::new(sandbox.token()), &ClientOptions::default()).unwrap();
    let desk = |name: &str| {
        let place =
            JournalPlace::in_the_clinic_database(&crate::support::temp_dir("reminding"), settings(url.clone(), name));
        Arc::new(Mutex::new(place.open().unwrap()))
    };
    let (desk_a, desk_b) = (desk("Desk A"), desk("Desk B"));
    let day = jiff::SignedDuration::from_hours(24);
    // Journaled at a desk (outside the runtime: the clinic database's client blocks), then sent.
    let send = |journal: &Arc<Mutex<intake_desk::batch_journal::BatchJournal>>, items: &[BatchItem], clock: Clock| {
        let batch_id = journal.lock().unwrap().create("list.csv", items, &session).unwrap();
        let batch = Batch::new(client.clone(), Arc::clone(journal), batch_id, crate::support::batch::quick())
            .with_reminder_rules(ReminderRules::default(), clock);
        runtime.block_on(Arc::new(batch).run(Arc::new(|_| {}))).unwrap()
    };
    let sent = |journal: &Arc<Mutex<intake_desk::batch_journal::BatchJournal>>| -> Vec<SentRow> {
        let now = jiff::Timestamp::now();
        journal.lock().unwrap().sent_between(now - jiff::SignedDuration::from_hours(1), now + day, &session).unwrap()
    };
    // The Follow-up view at a desk, every status fetched as "Refresh statuses" does.
    let follow_up = |journal: &Arc<Mutex<intake_desk::batch_journal::BatchJournal>>| {
        let mut view = FollowUpView::showing(gather(&sent(journal), Vec::new()));
        let ids: Vec<String> = view.invitations.iter().flat_map(FollowedInvitation::survey_ids).collect();
        let fetched = Arc::new(Mutex::new(BTreeMap::new()));
        let into = Arc::clone(&fetched);
        let each = Arc::new(move |survey_id: String, result: Result<intake_desk::api::Survey, _>| {
            into.lock().unwrap().insert(survey_id, StatusCheck::of(result.unwrap()));
        });
        runtime.block_on(intake_desk::worker::batch::fetch_surveys(
            client.clone(),
            ids,
            crate::support::batch::quick(),
            each,
        ));
        view.statuses = fetched.lock().unwrap().clone();
        view
    };
    let remind_all = |view: &FollowUpView| -> Vec<BatchItem> {
        view.invitations.iter().map(|invitation| invitation.reminder_item(None, None).unwrap()).collect()
    };
    let count = |rows: &[intake_desk::batch_journal::JournalRow], reason: Option<&str>| {
        rows.iter()
            .filter(|row| match (&row.state, reason) {
                (RowState::Sent { .. }, None) => true,
                (RowState::Skipped { reason: why, .. }, Some(reason)) => why == reason,
                _ => false,
            })
            .count()
    };

    // Desk A invites six; two answer.
    let appointment = jiff::ZonedDateTime::now().date().checked_add(jiff::Span::new().days(7)).unwrap();
    let items: Vec<BatchItem> = (0..6)
        .map(|i| BatchItem { appointment: Some(format!("{appointment}T10:30:00")), ..item(&format!("RM-{i}"), i + 2) })
        .collect();
    assert_eq!(count(&send(&desk_a, &items, Clock::system()), None), 6);
    for row in sent(&desk_a).iter().take(2) {
        assert!(runtime.block_on(sandbox.respond(&row.survey_id, false)));
    }

    // Three days later, the nurse at desk B reminds everyone she sees who has not answered.
    sandbox.advance_clock(day * 3);
    let view_b = follow_up(&desk_b);
    assert_eq!(view_b.invitations.len(), 6, "desk B sees desk A's invitations");
    let at_ten = Clock::days_ahead_at(3, jiff::civil::time(10, 0, 0, 0));
    let reminded = send(&desk_b, &remind_all(&view_b), at_ten);
    assert_eq!(count(&reminded, None), 4, "{reminded:#?}");
    assert_eq!(count(&reminded, Some(SKIPPED_STARTED)), 2, "none to those who answered");

    // Desk A's Follow-up counts desk B's reminders.
    let view_a = follow_up(&desk_a);
    for (standing, invitation) in view_a.rows() {
        let expected = usize::from(standing == Standing::NotAnswered);
        assert_eq!(invitation.reminders.len(), expected, "{}", invitation.key());
    }
    // And a minute later desk A's "remind" reminds nobody again.
    let a_minute_later = Clock::days_ahead_at(3, jiff::civil::time(10, 1, 0, 0));
    let again = send(&desk_a, &remind_all(&view_a), a_minute_later);
    assert_eq!(count(&again, None), 0, "{again:#?}");
    assert_eq!(count(&again, Some(SKIPPED_TOO_SOON)), 4);
    assert_eq!(sandbox.outbox().len(), 10, "six invitations and four reminders, each once");
}
