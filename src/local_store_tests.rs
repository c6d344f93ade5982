//! Unit tests of [`super`]: the profile's database: drafts, activity, migration of old files, damage.

#![allow(clippy::unwrap_used)]
use super::*;
use crate::activity::Action;
use crate::drafts::DraftPatient;

fn draft(kind: DraftKind, first_name: &str) -> Draft {
    let patient = DraftPatient { first_name: first_name.into(), ..DraftPatient::default() };
    Draft { saved_at: "2026-11-22T08:00:00Z".into(), ..Draft::new(kind, patient) }
}

fn entry(id: &str) -> ActivityEntry {
    ActivityEntry::now("Sandbox".into(), Action::PatientCreated { patient_id: id.into() })
}

#[test]
fn every_form_keeps_its_own_draft_and_a_deleted_one_stays_deleted() {
    let dir = crate::test_dir("store");
    let (store, _) = LocalStore::open(&dir).unwrap();
    let first = draft(DraftKind::PatientForm, "Zoë");
    let second = draft(DraftKind::PatientForm, "Jan");
    store.save_draft(&first).unwrap();
    store.save_draft(&second).unwrap();
    store
        .save_draft(&Draft {
            patient: DraftPatient { first_name: "Zoé".into(), ..first.patient.clone() },
            ..first.clone()
        })
        .unwrap();
    store.append_activity(&entry("p1")).unwrap();
    drop(store);
    let (mut store, _) = LocalStore::open(&dir).unwrap();
    let (drafts, activity) = store.load();
    let mut names: Vec<&str> = drafts.drafts.iter().map(|d| d.patient.first_name.as_str()).collect();
    names.sort();
    assert_eq!(names, ["Jan", "Zoé"], "two drafts of one kind, the newer version of the first");
    assert_eq!(activity.entries.len(), 1);
    store.delete_draft(&first.id).unwrap();
    assert_eq!(store.load().0.drafts.len(), 1);
}

#[test]
#[cfg(unix)]
fn the_database_is_private() {
    use std::os::unix::fs::PermissionsExt as _;
    let dir = crate::test_dir("store");
    let (store, _) = LocalStore::open(&dir).unwrap();
    store.append_activity(&entry("p1")).unwrap();
    for name in [DATABASE_FILE_NAME, "intake-desk.sqlite3-wal", "intake-desk.sqlite3-shm"] {
        let mode = std::fs::metadata(dir.join(name)).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600, "{name}");
    }
}

#[test]
fn an_unreadable_draft_is_kept_aside_under_its_own_name() {
    let dir = crate::test_dir("store");
    let (mut store, _) = LocalStore::open(&dir).unwrap();
    for garbage in [&b"{ not json"[..], b"{ also not json"] {
        store
            .connection
            .execute(
                "INSERT INTO drafts (id, kind, saved_at, body) VALUES (?1, 'PatientForm', '2026-03-12T09:00:00Z', ?2)",
                params![uuid::Uuid::new_v4().to_string(), garbage],
            )
            .unwrap();
    }
    let (drafts, _) = store.load();
    assert!(drafts.drafts.is_empty());
    assert_eq!(drafts.set_aside.len(), 2);
    assert_ne!(drafts.set_aside[0].kept_at, drafts.set_aside[1].kept_at);
    let mut kept: Vec<Vec<u8>> = drafts.set_aside.iter().map(|a| std::fs::read(&a.kept_at).unwrap()).collect();
    kept.sort();
    assert_eq!(kept, [b"{ also not json".to_vec(), b"{ not json".to_vec()]);
    assert_eq!(drafts.set_aside[0].typed_on, Some("2026-03-12T09:00:00Z".parse().unwrap()));
    assert!(store.load().0.set_aside.is_empty(), "told once");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        let mode = |path: &Path| std::fs::metadata(path).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode(&dir.join(UNREADABLE_FOLDER)), 0o700);
        assert_eq!(mode(&drafts.set_aside[0].kept_at), 0o600);
    }
}

#[test]
fn an_earlier_versions_files_are_imported_once_and_kept_aside() {
    let dir = crate::test_dir("store");
    std::fs::create_dir_all(dir.join("drafts")).unwrap();
    let mut old_draft = serde_json::to_value(draft(DraftKind::SurveyForm, "Zoë")).unwrap();
    old_draft.as_object_mut().unwrap().remove("id");
    std::fs::write(dir.join("drafts/survey-form.json"), serde_json::to_vec(&old_draft).unwrap()).unwrap();
    std::fs::write(dir.join("drafts/patient-form.json"), b"{ damaged").unwrap();
    let mut log = serde_json::to_vec(&entry("p1")).unwrap();
    log.extend(b"\n{\"at\":\"\xff\xfe\"}\n");
    log.extend(serde_json::to_vec(&entry("p2")).unwrap());
    log.extend(b"\n{\"at\":\"2026-01-01T00:00:00Z\",\"envir");
    std::fs::write(dir.join("activity.jsonl"), &log).unwrap();

    let (mut store, set_aside) = LocalStore::open(&dir).unwrap();
    assert_eq!(set_aside.len(), 1);
    assert_eq!(std::fs::read(&set_aside[0].kept_at).unwrap(), b"{ damaged");
    let (drafts, activity) = store.load();
    assert_eq!(drafts.drafts.len(), 1);
    assert_eq!(drafts.drafts[0].patient.first_name, "Zoë");
    assert_eq!(activity.entries.len(), 2);
    assert_eq!(activity.unreadable, 2);
    assert!(!dir.join("activity.jsonl").exists() && !dir.join("drafts/survey-form.json").exists());
    let kept_log: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().contains("activity.jsonl.imported"))
        .collect();
    assert_eq!(kept_log.len(), 1);
    assert_eq!(std::fs::read(&kept_log[0]).unwrap(), log, "moved aside byte for byte");
    drop(store);

    // A second start imports nothing twice.
    let (mut store, set_aside) = LocalStore::open(&dir).unwrap();
    assert!(set_aside.is_empty());
    assert_eq!(store.load().1.entries.len(), 2);
}

#[test]
fn a_crash_after_the_import_but_before_the_move_imports_nothing_twice() {
    let dir = crate::test_dir("store");
    std::fs::write(dir.join("activity.jsonl"), serde_json::to_vec(&entry("p1")).unwrap()).unwrap();
    let (store, _) = LocalStore::open(&dir).unwrap();
    drop(store);
    // As if the rename had not happened.
    let kept = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.to_string_lossy().contains("activity.jsonl.imported"))
        .unwrap();
    std::fs::rename(kept, dir.join("activity.jsonl")).unwrap();
    let (mut store, _) = LocalStore::open(&dir).unwrap();
    assert_eq!(store.load().1.entries.len(), 1);
    assert!(!dir.join("activity.jsonl").exists());
}

#[test]
fn a_database_of_a_newer_version_is_not_touched() {
    let dir = crate::test_dir("store");
    let (store, _) = LocalStore::open(&dir).unwrap();
    store.connection.pragma_update(None, "user_version", 99).unwrap();
    drop(store);
    assert!(matches!(
        LocalStore::open(&dir),
        Err(OpenError::Schema(crate::sqlite_schema::SchemaError::Newer { found: 99, .. }))
    ));
}

#[test]
fn writes_are_done_in_the_order_they_were_sent() {
    let dir = crate::test_dir("store");
    let runtime = tokio::runtime::Builder::new_current_thread().build().unwrap();
    let writer = LocalWriter::start(Some(dir.clone()));
    let first = draft(DraftKind::PatientForm, "Zoë");
    // Queued save then delete, awaited in the other order: the delete still wins.
    let saved = writer.save_draft(first.clone());
    let deleted = writer.delete_draft(first.id.clone());
    runtime.block_on(async {
        deleted.await.unwrap();
        saved.await.unwrap();
    });
    let loaded = runtime.block_on(writer.load());
    assert!(loaded.drafts.drafts.is_empty(), "a deleted draft never returns");
    assert_eq!(loaded.problem, None);
}

#[test]
#[cfg(unix)]
fn a_store_that_cannot_be_opened_says_so_and_never_calls_a_draft_saved() {
    let dir = crate::test_dir("store");
    let not_a_folder = dir.join("file");
    std::fs::write(&not_a_folder, b"x").unwrap();
    let runtime = tokio::runtime::Builder::new_current_thread().build().unwrap();
    let writer = LocalWriter::start(Some(not_a_folder.clone()));
    runtime.block_on(writer.record(entry("p1"))).unwrap();
    let loaded = runtime.block_on(writer.load());
    let problem = loaded.problem.unwrap();
    assert_eq!(problem.id, "local-store-unusable");
    let english = crate::i18n::Translator::new(crate::i18n::Language::English).msg(&problem);
    assert!(english.contains("what you type is not saved"), "{english}");
    assert_eq!(loaded.activity.entries.len(), 1, "this session's activity is still shown");
    // Issue 41, item 8: a draft is never "saved" where it cannot be kept.
    let refused = runtime.block_on(writer.save_draft(draft(DraftKind::PatientForm, "Zoë"))).unwrap_err();
    assert_eq!(refused.id, "local-store-unusable");
    assert_eq!(std::fs::read(&not_a_folder).unwrap(), b"x");
}

/// Issue 41, item 2: the ledger of filed surveys is complete, whatever the activity log's size:
/// every filing an earlier version recorded only in the log (however old) is taken into it once.
#[test]
fn every_filing_of_an_earlier_version_is_taken_into_the_ledger_however_long_the_log() {
    let dir = crate::test_dir("store");
    let (store, _) = LocalStore::open(&dir).unwrap();
    let filed = |id: &str| {
        ActivityEntry::now("Sandbox".into(), Action::survey_filed(id.into(), Path::new("/ehr/import/x.pdf"), true))
    };
    store.append_activity(&filed("old-1")).unwrap();
    for n in 0..(ACTIVITY_READ_LIMIT + 500) {
        store.append_activity(&entry(&format!("p{n}"))).unwrap();
    }
    store.append_activity(&filed("old-2")).unwrap();
    // As an earlier version left it: the log, no ledger (and nothing later versions added).
    store
        .connection
        .execute_batch(
            "DROP TABLE filed_surveys; DROP TABLE invitation_claims; DROP INDEX batch_rows_sent; \
             ALTER TABLE batches DROP COLUMN desk; PRAGMA user_version = 4;",
        )
        .unwrap();
    drop(store);
    let (store, _) = LocalStore::open(&dir).unwrap();
    let mut ledger = store.read_filed().unwrap();
    ledger.sort_by(|a, b| a.survey_id.cmp(&b.survey_id));
    let ids: Vec<(&str, u32, Option<&str>, &str)> =
        ledger.iter().map(|f| (f.survey_id.as_str(), f.version, f.fingerprint.as_deref(), f.folder.as_str())).collect();
    assert_eq!(ids, [("old-1", 1, None, "/ehr/import"), ("old-2", 1, None, "/ehr/import")]);
    // A next version of one of them is its latest.
    let next = crate::filing::FiledVersion {
        survey_id: "old-1".into(),
        version: 2,
        fingerprint: Some("abc".into()),
        folder: "/ehr/import".into(),
        filed_at: jiff::Timestamp::now(),
    };
    store.record_filing(&next).unwrap();
    store.record_filing(&next).unwrap();
    assert_eq!(store.filed("old-1").unwrap(), Some(next));
    assert_eq!(store.read_filed().unwrap().len(), 2);
    assert_eq!(store.filed("never").unwrap(), None);
}

/// Issue 41, item 8: a database that cannot be opened to write is still read: its drafts are
/// offered as usual (here another program holds its write lock), and nothing is written to it.
#[test]
fn a_database_held_by_another_program_is_still_read_for_its_drafts() {
    let dir = crate::test_dir("store");
    let (store, _) = LocalStore::open(&dir).unwrap();
    store.save_draft(&draft(DraftKind::PatientForm, "Zoë")).unwrap();
    store.append_activity(&entry("p1")).unwrap();
    drop(store);
    let locker = Connection::open(dir.join(DATABASE_FILE_NAME)).unwrap();
    locker.execute_batch("BEGIN EXCLUSIVE; INSERT INTO activity (body) VALUES (x'7b7d');").unwrap();
    let mut read_only = LocalStore::open_read_only(&dir).unwrap();
    let (drafts, activity) = read_only.load();
    assert_eq!(drafts.drafts.iter().map(|d| d.patient.first_name.as_str()).collect::<Vec<_>>(), ["Zoë"]);
    assert_eq!(activity.entries.len(), 1, "what was committed, not the other program's open transaction");
    assert!(read_only.save_draft(&draft(DraftKind::SurveyForm, "Jan")).is_err(), "nothing is written");
    locker.execute_batch("ROLLBACK;").unwrap();
}
