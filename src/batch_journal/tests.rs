//! The journal on the profile's SQLite: rows, outcomes, leases and forgetting (the contract
//! both engines keep is tests/processes/clinic_database/contract.rs).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use super::*;
use crate::drafts::DraftPatient;
use crate::import::mapping::Target;

pub(crate) fn session() -> SessionKey {
    SessionKey { api_base: "http://127.0.0.1:9".into(), tenant: Some("clinic".into()), account: None }
}

pub(crate) fn item(reference: &str, line: usize) -> BatchItem {
    BatchItem {
        reference: reference.into(),
        line,
        patient: DraftPatient {
            first_name: "An".into(),
            last_name: "Peeters".into(),
            gender: Some(crate::drafts::DraftGender::Female),
            birthdate: "1985-03-01".into(),
            language: "nl-BE".into(),
            email: "an@example.be".into(),
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

/// The appointment a list gave is kept with its row (issue 31: reminders stop at it), and a
/// row journaled before it was kept reads back without one.
#[test]
fn a_row_s_appointment_is_kept_and_older_rows_read_back_without_one() {
    let mut journal = BatchJournal::in_memory().unwrap();
    let mut with = item("R-1", 2);
    let appointment = crate::import::Appointment::parse("25/11/2026 14:30").unwrap();
    with.appointment = Some(appointment.to_iso());
    let batch = journal.create("list.csv", &[with, item("R-2", 3)], &session()).unwrap();
    let rows = journal.rows(&batch).unwrap();
    assert_eq!(rows[0].item.appointment(), Some(appointment));
    assert_eq!(rows[1].item.appointment(), None);
    // A row without one is written as rows were before the field: they read back alike.
    let older = serde_json::to_string(&item("R-2", 3)).unwrap();
    assert!(!older.contains("appointment"), "{older}");
    assert_eq!(serde_json::from_str::<BatchItem>(&older).unwrap().appointment(), None);
}

/// A row whose stored JSON cannot be read is an error that says where, never what serde
/// quoted from it (issue 28: "invalid type: string \"Zoë Vermeulen\"…" reached the log).
#[test]
fn an_unreadable_row_s_error_quotes_none_of_its_values() {
    let mut journal = BatchJournal::in_memory().unwrap();
    let batch = journal.create("list.csv", &[item("R-1", 2)], &session()).unwrap();
    let mut damaged = journal.engine.row(&batch, "R-1").unwrap().unwrap();
    damaged.item = r#"{"reference":"R-1","line":"Zoë Vermeulen","patient":{"firstName":"Zoë Vermeulen"}}"#.into();
    journal.engine.reset_rows(&batch, &[damaged]).unwrap();
    let error = journal.rows(&batch).unwrap_err().to_string();
    assert!(!error.contains("Zoë") && !error.contains("Vermeulen"), "{error}");
    assert!(error.contains("not the expected shape at line 1"), "{error}");
}

#[test]
fn a_row_s_state_survives_closing_the_database() {
    let folder = std::env::temp_dir().join(format!("intake-desk-journal-{}", uuid::Uuid::new_v4()));
    let batch = {
        let mut journal = BatchJournal::open(&folder).unwrap();
        let batch = journal.create("tomorrow.csv", &[item("R-1", 2), item("R-2", 3)], &session()).unwrap();
        let sending = RowState::Sending {
            patient_id: Some("p-1".into()),
            known_surveys: Some(vec!["s-0".into()]),
            ask_after: None,
        };
        journal.set(&batch, "R-1", &sending).unwrap();
        batch
    };
    let journal = BatchJournal::open(&folder).unwrap();
    let rows = journal.rows(&batch).unwrap();
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0].item, item("R-1", 2));
    assert!(matches!(&rows[0].state, RowState::Sending { known_surveys: Some(k), .. } if k == &["s-0"]));
    assert_eq!(rows[1].state, RowState::Pending);
    let unfinished = journal.unfinished().unwrap();
    assert_eq!(unfinished.len(), 1);
    assert_eq!(unfinished[0].file_name, "tomorrow.csv");
    journal.finish(&batch).unwrap();
    assert!(journal.unfinished().unwrap().is_empty());
    assert!(journal.batch(&batch).unwrap().unwrap().finished);
    // Closed first: Windows keeps an open database file from being removed.
    drop(journal);
    std::fs::remove_dir_all(folder).unwrap();
}

#[test]
fn sending_again_never_resets_a_row_that_was_or_may_have_been_sent() {
    let mut journal = BatchJournal::in_memory().unwrap();
    let batch = journal
        .create(
            "list.csv",
            &[item("R-1", 2), item("R-2", 3), item("R-3", 4), item("R-4", 5), item("R-5", 6)],
            &session(),
        )
        .unwrap();
    let sent = RowState::Sent { survey_id: "s-1".into(), patient_id: None };
    let sending = RowState::Sending { patient_id: None, known_surveys: None, ask_after: None };
    let failed = RowState::Failed { problem: "503".into(), kind: None };
    let differ = RowState::Skipped {
        reason: "day-list-details-differ".into(),
        patient_id: None,
        differences: vec![],
        on_record: None,
        invited_at: None,
        by_desk: None,
    };
    // No answer came, and the service may still be handling the request: not known yet.
    let unknown = RowState::Unknown {
        patient_id: Some("p-5".into()),
        known_surveys: Some(vec!["s-0".into()]),
        problem: "no answer within 60 seconds".into(),
        kind: Some(crate::api::error::ErrorKind::TimedOut),
        ask_after: Some(jiff::Timestamp::now() + jiff::SignedDuration::from_secs(61)),
    };
    let states = [("R-1", &sent), ("R-2", &sending), ("R-3", &failed), ("R-4", &differ), ("R-5", &unknown)];
    for (reference, state) in states {
        journal.set(&batch, reference, state).unwrap();
    }
    journal.finish(&batch).unwrap();
    let again: Vec<(String, bool)> = [("R-1", false), ("R-2", false), ("R-3", false), ("R-4", true), ("R-5", false)]
        .map(|(r, u)| (r.to_owned(), u))
        .to_vec();
    journal.send_again(&batch, &again).unwrap();
    let rows = journal.rows(&batch).unwrap();
    assert_eq!(rows[0].state, sent, "sent stays sent: resetting it would send twice");
    assert_eq!(rows[1].state, sending, "may have been sent: it is reconciled, not reset");
    assert_eq!(rows[4].state, unknown, "unknown: asked about once it can be, never reset (nor its wait)");
    assert_eq!(rows[2].state, RowState::Pending);
    assert_eq!(rows[3].state, RowState::Pending);
    assert!(rows[3].item.update_on_record, "the record is updated only where the user chose it");
    assert!(!rows[2].item.update_on_record);
    assert_eq!(journal.unfinished().unwrap().len(), 1, "offered again until it is done");
}

#[test]
fn finished_batches_are_forgotten_after_their_time_unfinished_ones_never() {
    let mut journal = BatchJournal::in_memory().unwrap();
    let finished = journal.create("old.csv", &[item("R-1", 2)], &session()).unwrap();
    journal.finish(&finished).unwrap();
    let unfinished = journal.create("paused.csv", &[item("R-2", 2)], &session()).unwrap();
    let hour = jiff::SignedDuration::from_hours(1);
    assert_eq!(journal.forget_finished_before(jiff::Timestamp::now() - hour).unwrap(), 0, "too recent");
    assert_eq!(journal.forget_finished_before(jiff::Timestamp::now() + hour).unwrap(), 1);
    assert!(journal.batch(&finished).unwrap().is_none());
    assert!(journal.rows(&finished).unwrap().is_empty(), "its rows (patient details) go with it");
    assert!(journal.batch(&unfinished).unwrap().is_some(), "an unfinished batch stays");
}

#[test]
fn the_invitations_sent_in_a_time_range_are_found_by_time_not_by_text() {
    let mut journal = BatchJournal::in_memory().unwrap();
    let batch = journal.create("list.csv", &[item("R-1", 2), item("R-2", 3)], &session()).unwrap();
    let sent = RowState::Sent { survey_id: "s-1".into(), patient_id: Some("p-1".into()) };
    journal.set(&batch, "R-1", &sent).unwrap();
    let now = jiff::Timestamp::now();
    let hour = jiff::SignedDuration::from_hours(1);
    let found = journal.sent_between(now - hour, now + hour, &session()).unwrap();
    assert_eq!(found.len(), 1, "only what was sent");
    assert_eq!((found[0].survey_id.as_str(), found[0].item.reference.as_str()), ("s-1", "R-1"));
    assert!(journal.sent_between(now + hour, now + hour + hour, &session()).unwrap().is_empty());
    let elsewhere = SessionKey { api_base: "https://elsewhere.example".into(), ..session() };
    assert!(journal.sent_between(now - hour, now + hour, &elsewhere).unwrap().is_empty(), "another service's");
}

#[test]
fn a_confirmed_mapping_is_found_again_for_the_same_columns() {
    use crate::import::mapping::guess;
    let journal = BatchJournal::in_memory().unwrap();
    let headers: Vec<String> = ["Nr", "Voornaam", "Naam", "Geb. datum", "Opmerking"].map(String::from).to_vec();
    assert_eq!(journal.remembered_mapping(&headers).unwrap(), None);
    let mut mapping = guess(&headers);
    mapping.set(Target::ExternalReference, Some(0));
    mapping.set(Target::Birthdate, Some(3));
    journal.remember_mapping(&headers, &mapping).unwrap();
    // Tomorrow's export: the same columns, written a little differently.
    let tomorrow: Vec<String> = ["NR", "voornaam", "naam", "Geb.datum", "opmerking"].map(String::from).to_vec();
    assert_eq!(journal.remembered_mapping(&tomorrow).unwrap(), Some(mapping.clone()));
    // Other columns: nothing kept for them.
    let other: Vec<String> = ["Nr", "Voornaam"].map(String::from).to_vec();
    assert_eq!(journal.remembered_mapping(&other).unwrap(), None);
    // Confirmed again, differently: the new one is kept.
    mapping.set(Target::Birthdate, None);
    journal.remember_mapping(&headers, &mapping).unwrap();
    assert_eq!(journal.remembered_mapping(&headers).unwrap(), Some(mapping));
}

#[test]
fn a_reference_twice_in_a_batch_is_refused_whole() {
    let mut journal = BatchJournal::in_memory().unwrap();
    let error = journal.create("list.csv", &[item("R-1", 2), item("R-1", 3)], &session()).unwrap_err();
    assert!(matches!(error, JournalError::DuplicateReference(reference) if reference == "R-1"));
    assert!(journal.unfinished().unwrap().is_empty(), "nothing of it was kept");
}
