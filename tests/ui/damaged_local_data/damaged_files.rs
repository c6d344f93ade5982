//! Damaged files in the data folder: a damaged activity log shows every readable entry and says
//! how many lines were not read; an unreadable or damaged draft is kept aside and the user told.

use crate::support::*;
use intake_desk::activity::{Action, ActivityEntry};
use intake_desk::worker::WorkerOptions;

#[test]
fn a_damaged_activity_log_shows_every_readable_entry_and_says_how_many_lines_were_not_read() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let data_dir = temp_dir("damaged");
    let line = |id: &str| {
        let entry = ActivityEntry::now("Sandbox".into(), Action::PatientCreated { patient_id: id.into() });
        let mut bytes = serde_json::to_vec(&entry).unwrap();
        bytes.push(b'\n');
        bytes
    };
    let mut file = Vec::new();
    file.extend(line("patient-one"));
    file.extend(b"{\"at\":\"\xff\xfe\"}\n");
    file.extend(line("patient-two"));
    file.extend(br#"{"at":"2026-01-01T00:00:00Z","envir"#);
    std::fs::write(data_dir.join("activity.jsonl"), &file).unwrap();

    let mut harness =
        app_with_options(&runtime, &sandbox, WorkerOptions { data_dir: Some(data_dir.clone()), ..worker_options() });
    wait_until(&mut harness, "the activity log read", |h| h.state().state.activity.len() == 2);
    click(&mut harness, "Activity log");
    assert!(has_text(&harness, "patient-one") && has_text(&harness, "patient-two"));
    assert_eq!(harness.state().state.activity_unreadable, 2);
    assert!(has_text(&harness, "2 lines of the activity log"));
    // The earlier version's file was moved into the local store, and kept aside byte for byte.
    assert!(!data_dir.join("activity.jsonl").exists());
    let kept = files_named(&data_dir, "activity.jsonl.imported");
    assert_eq!(kept.len(), 1);
    assert_eq!(std::fs::read(&kept[0]).unwrap(), file, "nothing was rewritten or dropped");
    drop(harness);

    // The next start reads the same from the store.
    let mut harness =
        app_with_options(&runtime, &sandbox, WorkerOptions { data_dir: Some(data_dir.clone()), ..worker_options() });
    wait_until(&mut harness, "the activity log read again", |h| h.state().state.activity.len() == 2);
    assert_eq!(harness.state().state.activity_unreadable, 2);
}

/// Files in `folder` (and its `unreadable/` folder) whose name contains `part`.
fn files_named(folder: &std::path::Path, part: &str) -> Vec<std::path::PathBuf> {
    [folder.to_path_buf(), folder.join("unreadable")]
        .iter()
        .filter_map(|dir| std::fs::read_dir(dir).ok())
        .flatten()
        .map(|e| e.unwrap().path())
        .filter(|p| p.file_name().is_some_and(|n| n.to_string_lossy().contains(part)))
        .collect()
}

#[test]
fn an_unreadable_draft_is_kept_aside_and_the_user_is_told_where() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let data_dir = temp_dir("damaged-draft");
    std::fs::create_dir_all(data_dir.join("drafts")).unwrap();
    std::fs::write(data_dir.join("drafts/patient-form.json"), b"{\"kind\": \"PatientForm\", \"patient\": {").unwrap();

    let mut harness =
        app_with_options(&runtime, &sandbox, WorkerOptions { data_dir: Some(data_dir.clone()), ..worker_options() });
    wait_for_text(&mut harness, "could not be read and was kept aside in");
    let kept = files_named(&data_dir, "patient-form.json.unreadable");
    assert_eq!(kept.len(), 1);
    assert_eq!(std::fs::read(&kept[0]).unwrap(), b"{\"kind\": \"PatientForm\", \"patient\": {");
    assert!(has_text(&harness, &kept[0].display().to_string()), "the message names where it was kept");
}

#[test]
fn a_damaged_draft_in_the_store_is_kept_aside_and_the_user_is_told_when_it_was_typed() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let data_dir = temp_dir("damaged-stored-draft");
    let (store, _) = intake_desk::local_store::LocalStore::open(&data_dir).unwrap();
    drop(store);
    let database = rusqlite::Connection::open(data_dir.join(intake_desk::local_store::DATABASE_FILE_NAME)).unwrap();
    for garbage in [&b"{\"patient\": {"[..], b"\xff\xfe not a draft"] {
        database
            .execute(
                "INSERT INTO drafts (id, kind, saved_at, body) VALUES (?1, 'PatientForm', '2026-03-12T09:30:00Z', ?2)",
                rusqlite::params![uuid::Uuid::new_v4().to_string(), garbage],
            )
            .unwrap();
    }
    drop(database);

    let mut harness =
        app_with_options(&runtime, &sandbox, WorkerOptions { data_dir: Some(data_dir.clone()), ..worker_options() });
    wait_for_text(&mut harness, "A draft of a patient form from 12 March 2026");
    let kept = files_named(&data_dir, "draft-");
    assert_eq!(kept.len(), 2, "each under a name of its own");
    let mut contents: Vec<Vec<u8>> = kept.iter().map(|p| std::fs::read(p).unwrap()).collect();
    contents.sort();
    assert_eq!(contents, [b"{\"patient\": {".to_vec(), b"\xff\xfe not a draft".to_vec()]);
    for path in &kept {
        assert!(has_text(&harness, &path.display().to_string()), "the message names where it was kept");
    }
    assert!(harness.state().state.offered_drafts.is_empty());
}
