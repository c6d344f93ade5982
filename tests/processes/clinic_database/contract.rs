//! The journal's contract, check by check, held on SQLite and on PostgreSQL: batches kept until
//! finished, one sender per batch, nothing sent reset, sent rows found by session and time, kept
//! column mappings, and a patient's invitation of the day claimed once.

use super::{clinic_journal, item, sent, session};
use crate::support::pg_cluster::Cluster;
use intake_desk::api::SessionKey;
use intake_desk::batch_journal::{BatchItem, BatchJournal, JournalError, RowState};

/// Makes journals on one database: the first desk's, then others on the same one.
type Desks<'a> = &'a dyn Fn(&str) -> BatchJournal;

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
/// A long period's newest rows are read before the rest: at most as many as asked, and whether
/// older ones were left; all of them, and nothing left, when the period holds fewer.
fn the_newest_sent_rows_are_read_first(desks: Desks<'_>) {
    let mut desk = desks("A");
    let items: Vec<BatchItem> = (0..6).map(|i| item(&format!("R-{i}"), i + 2)).collect();
    let batch = desk.create("list.csv", &items, &session()).unwrap();
    let before = jiff::Timestamp::now();
    for i in 0..6 {
        desk.set(&batch, &format!("R-{i}"), &sent(&format!("s-{i}"))).unwrap();
    }
    let after = jiff::Timestamp::now() + jiff::SignedDuration::from_secs(1);
    let newest = desk.newest_sent_between(before, after, &session(), 4).unwrap();
    assert_eq!(newest.rows.len(), 4, "{newest:?}");
    assert!(newest.older_left);
    assert!(newest.rows.windows(2).all(|pair| pair[0].sent_at <= pair[1].sent_at), "oldest first: {newest:?}");
    let all = desk.newest_sent_between(before, after, &session(), 10).unwrap();
    assert!(!all.older_left && all.rows.len() == 6, "{all:?}");
    assert_eq!(all.rows, desk.sent_between(before, after, &session()).unwrap(), "the same rows as the whole read");
    // Another desk reads them with the desk that sent them.
    let desk_b = desks("B");
    let there = desk_b.newest_sent_between(before, after, &session(), 10).unwrap();
    let sender = desk_b.this_desk().map(|_| "A".to_owned());
    assert!(there.rows.len() == 6 && there.rows.iter().all(|row| row.desk == sender), "{there:?}");
}

type Check = (&'static str, fn(Desks<'_>));

/// Every check of the contract, each on a database of its own.
const CONTRACT: [Check; 8] = [
    ("a batch is kept until finished", a_batch_is_kept_until_finished),
    ("a reference twice keeps nothing", a_reference_twice_keeps_nothing),
    ("one sender holds a batch", one_sender_holds_a_batch),
    ("sending again never resets what may have been sent", sending_again_never_resets_what_may_have_been_sent),
    ("sent rows are found by session and time, and forgotten", sent_rows_are_found_by_session_and_time_and_forgotten),
    ("a kept column mapping is found again", a_kept_column_mapping_is_found_again),
    ("a patient's invitation of the day is claimed once", a_patient_s_invitation_of_the_day_is_claimed_once),
    ("the newest sent rows are read first", the_newest_sent_rows_are_read_first),
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
