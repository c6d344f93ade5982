//! What the data folder holds is shown even when part of it is damaged: the activity view
//! lists every readable entry and says how many lines could not be read.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use intake_desk::activity::{Action, ActivityEntry};
use intake_desk::worker::WorkerOptions;
use support::*;

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
    // Nothing on disk was rewritten or dropped.
    assert_eq!(std::fs::read(data_dir.join("activity.jsonl")).unwrap(), file);
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
    let kept: Vec<_> = std::fs::read_dir(data_dir.join("drafts"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "unreadable"))
        .collect();
    assert_eq!(kept.len(), 1);
    assert_eq!(std::fs::read(&kept[0]).unwrap(), b"{\"kind\": \"PatientForm\", \"patient\": {");
    assert!(has_text(&harness, &kept[0].display().to_string()), "the message names where it was kept");
}
