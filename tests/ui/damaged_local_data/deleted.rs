//! What is deleted is gone (issue 28): a deleted draft and a forgotten day list from every file
//! of the database, and files kept aside after their retention, and nothing else.

use crate::support::*;
use intake_desk::drafts::{Draft, DraftKind, DraftPatient};
use intake_desk::local_store::{DATABASE_FILE_NAME, LocalStore};

// ----- What is deleted is gone (issue 28) -----

/// Whether any of the profile database's files (the file, its -wal, its -shm) holds `needle`.
fn database_files_hold(dir: &std::path::Path, needle: &str) -> Vec<String> {
    let mut found = Vec::new();
    for ending in ["", "-wal", "-shm"] {
        let path = dir.join(format!("{DATABASE_FILE_NAME}{ending}"));
        let Ok(bytes) = std::fs::read(&path) else { continue };
        if bytes.windows(needle.len()).any(|window| window == needle.as_bytes()) {
            found.push(path.file_name().unwrap().to_string_lossy().into_owned());
        }
    }
    found
}

/// A draft typed, saved in several versions and then deleted (its form was sent) leaves no
/// trace in the database's file, its log or its index; nor does a day list once forgotten.
/// Before, both stayed readable in the file's free pages and the log.
#[test]
fn a_deleted_draft_and_a_forgotten_day_list_are_gone_from_every_file() {
    let dir = temp_dir("secure-delete");
    let name = format!("Zyxwv{}", &uuid::Uuid::new_v4().simple().to_string()[..10]);
    let (store, _) = LocalStore::open(&dir).unwrap();
    let mut draft =
        Draft::new(DraftKind::PatientForm, DraftPatient { first_name: name.clone(), ..DraftPatient::default() });
    for version in 0..5 {
        draft.patient.last_name = format!("Peeters {version}");
        store.save_draft(&draft).unwrap();
    }
    assert!(!database_files_hold(&dir, &name).is_empty(), "the draft is written");
    store.delete_draft(&draft.id).unwrap();
    assert_eq!(database_files_hold(&dir, &name), Vec::<String>::new(), "the deleted draft is nowhere");

    // A day list's rows, finished and forgotten.
    let reference = format!("MRN-{name}");
    let mut journal = intake_desk::batch_journal::BatchJournal::open(&dir).unwrap();
    let item = intake_desk::batch_journal::BatchItem {
        reference: reference.clone(),
        line: 2,
        patient: DraftPatient { first_name: name.clone(), ..DraftPatient::default() },
        ..Default::default()
    };
    let session = intake_desk::api::SessionKey { api_base: "http://127.0.0.1:9".into(), tenant: None, account: None };
    let batch_id = journal.create("tomorrow.csv", &[item], &session).unwrap();
    journal.finish(&batch_id).unwrap();
    assert!(!database_files_hold(&dir, &reference).is_empty(), "the list is written");
    let forgotten =
        journal.forget_finished_before(jiff::Timestamp::now() + jiff::SignedDuration::from_secs(60)).unwrap();
    assert_eq!(forgotten, 1);
    assert_eq!(database_files_hold(&dir, &reference), Vec::<String>::new(), "the forgotten list is nowhere");
    drop(journal);
    drop(store);
}

/// Files kept aside because they could not be read (a damaged database with its log, an
/// unreadable draft, unreadable preferences) hold patient data too: they go 31 days after they
/// were kept aside, like the day lists they may hold; nothing else is touched (issue 28: they
/// stayed for ever).
#[test]
fn files_kept_aside_go_after_the_retention_and_nothing_else_does() {
    let dir = temp_dir("kept-aside-retention");
    std::fs::create_dir_all(dir.join("unreadable")).unwrap();
    let old = "20261001-080000-0a1b2c3d";
    let recent = "20261120-080000-4e5f6a7b";
    let names = [
        format!("{DATABASE_FILE_NAME}.damaged-{old}"),
        format!("{DATABASE_FILE_NAME}.damaged-{old}-wal"),
        format!("{DATABASE_FILE_NAME}.damaged-{old}-shm"),
        format!("unreadable/draft-1.json.unreadable-{old}"),
        format!("preferences.unreadable-{old}.ron"),
        format!("{DATABASE_FILE_NAME}.damaged-{recent}"),
        format!("unreadable/draft-2.json.unreadable-{recent}"),
        format!("notes.damaged-{old}"),
        DATABASE_FILE_NAME.to_owned(),
    ];
    // An earlier version's draft recovery left its copies (a crash, a full disk): they go at once.
    let scratch = dir.join(".recovering-0a1b2c3d4e5f");
    std::fs::create_dir_all(&scratch).unwrap();
    std::fs::write(scratch.join("with-wal.sqlite3"), b"a copy of patient data").unwrap();
    for name in &names {
        std::fs::write(dir.join(name), b"kept").unwrap();
    }
    let now: jiff::civil::DateTime = "2026-11-25T09:00:00".parse().unwrap();
    intake_desk::startup::forget_kept_aside(&dir, now);
    let left: Vec<bool> = names.iter().map(|name| dir.join(name).exists()).collect();
    assert_eq!(left, [false, false, false, false, false, true, true, true, true], "{names:?}");
    assert!(!scratch.exists(), "the recovery's copies are not kept");
}
