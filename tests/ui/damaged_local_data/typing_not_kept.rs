//! Typing the store cannot keep (issues 27 and 41): the database locked or the disk full while
//! typing, the database unusable or the data folder found unusable at start; the form says so
//! and the close asks instead of losing the typing.

use crate::support::*;
use intake_desk::local_store::DATABASE_FILE_NAME;
use intake_desk::worker::WorkerOptions;

// ----- The profile's database locked or full while typing (issue 27) -----

/// Asks the window to close, as its close button does.
fn request_close(harness: &mut egui_kittest::Harness<'static, intake_desk::app::IntakeApp>) {
    harness.input_mut().viewports.entry(egui::ViewportId::ROOT).or_default().events.push(egui::ViewportEvent::Close);
    harness.step();
    harness.step();
}

fn text(harness: &egui_kittest::Harness<'static, intake_desk::app::IntakeApp>, id: &'static str) -> String {
    harness.state().state.tr.text(id)
}

/// Another program holds the database's write lock while the user types: the form says it is
/// not saved (not only the status bar), the close asks instead of losing the typing, and once
/// the lock is gone the draft is saved in the background and the notice goes. Before, the
/// failure was a status-bar line, the draft counted as written, and closing waited 5 s and lost
/// it without a word.
#[test]
fn a_locked_database_keeps_the_typing_says_so_by_the_form_and_saves_it_once_free() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let data_dir = temp_dir("locked-store");
    let mut harness =
        app_with_options(&runtime, &sandbox, WorkerOptions { data_dir: Some(data_dir.clone()), ..worker_options() });
    wait_until(&mut harness, "the drafts read", |h| h.state().state.draft_sync.ready);

    let locker = rusqlite::Connection::open(data_dir.join(DATABASE_FILE_NAME)).unwrap();
    locker.execute_batch("BEGIN EXCLUSIVE;").unwrap();
    click(&mut harness, "Register patient");
    fill(&mut harness, "First name", "Zoë");
    fill(&mut harness, "Last name", "Peeters");
    let not_saved = text(&harness, "draft-not-saved");
    wait_for_text(&mut harness, &not_saved);
    assert!(has_text(&harness, "database is locked"), "why, in the system's words");

    // Closing asks; "Keep the window open" keeps it.
    request_close(&mut harness);
    assert!(matches!(harness.state().state.closing, Some(intake_desk::state::closing::Closing::Asking { .. })));
    assert!(has_text(&harness, &text(&harness, "closing-title")));
    let keep_open = text(&harness, "closing-keep-open");
    click(&mut harness, &keep_open);
    assert!(harness.state().state.closing.is_none());
    assert!(has_text(&harness, "Zoë") || harness.state().state.patient_form.is_some(), "the form is still there");

    // The lock goes: the draft is saved in the background, and the form no longer says it is not.
    locker.execute_batch("COMMIT;").unwrap();
    drop(locker);
    wait_until(&mut harness, "the draft saved", |h| h.state().state.draft_sync.unsaved.is_empty());
    assert!(!has_text(&harness, &not_saved));
    let stored = stored_drafts(&data_dir);
    assert!(stored.iter().any(|draft| draft.patient.first_name == "Zoë" && draft.patient.last_name == "Peeters"));

    // Now a close goes ahead without a question.
    request_close(&mut harness);
    assert!(harness.state().state.closing.is_none(), "nothing to ask: everything is saved");
}

/// The disk is full (the database may not grow): the close asks, and "Save what I typed to a
/// file" writes every typed field to the file the user chooses, in words, and then closes.
#[test]
fn a_full_disk_at_close_offers_to_save_the_typing_to_a_file() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let data_dir = temp_dir("full-store");
    let folder = temp_dir("typing-saved");
    let saved_to = folder.join("typing.txt");
    let options = WorkerOptions {
        data_dir: Some(data_dir.clone()),
        local_store_size_limit: Some(0),
        save_dialog: FixedPathDialog::new(saved_to.clone(), true),
        ..worker_options()
    };
    let mut harness = app_with_options(&runtime, &sandbox, options);
    wait_until(&mut harness, "the drafts read", |h| h.state().state.draft_sync.ready);
    click(&mut harness, "Register patient");
    // A long name: the draft needs pages the full database cannot add.
    let long_name = "Zoë-".repeat(2000);
    fill(&mut harness, "First name", &long_name);
    fill(&mut harness, "Last name", "Peeters");
    let not_saved = text(&harness, "draft-not-saved");
    wait_for_text(&mut harness, &not_saved);
    assert!(has_text(&harness, "database or disk is full"), "why, in the system's words");

    let started = std::time::Instant::now();
    request_close(&mut harness);
    assert!(started.elapsed() < std::time::Duration::from_secs(1), "the close asks at once, it does not hang");
    let save_to_file = text(&harness, "closing-save-to-file");
    click(&mut harness, &save_to_file);
    wait_until(&mut harness, "the file written", |h| h.state().state.closing.is_none());
    let written = std::fs::read_to_string(&saved_to).unwrap();
    assert!(written.contains(&format!("First name: {long_name}")), "every typed field, by its name");
    assert!(written.contains("Last name: Peeters"));
    assert!(written.contains(&text(&harness, "local-draft-kind-patient")));
}

/// Issue 41, item 8: the profile's database cannot be opened to write (here `--data-dir` names a
/// file). Typing is then not "saved" into memory: the form says it is not saved, with why, and
/// the close asks instead of losing it. Before, the saves "succeeded" into memory and the window
/// closed at once, with no question.
#[test]
fn typing_the_database_cannot_keep_is_said_by_the_form_and_asked_about_at_close() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let data_dir = temp_dir("data-dir-is-a-file").join("profile");
    std::fs::write(&data_dir, b"not a folder").unwrap();
    let mut harness =
        app_with_options(&runtime, &sandbox, WorkerOptions { data_dir: Some(data_dir.clone()), ..worker_options() });
    wait_until(&mut harness, "the drafts read", |h| h.state().state.draft_sync.ready);
    click(&mut harness, "Register patient");
    fill(&mut harness, "First name", "Zoë");
    fill(&mut harness, "Last name", "Peeters");
    let not_saved = text(&harness, "draft-not-saved");
    wait_for_text(&mut harness, &not_saved);

    let started = std::time::Instant::now();
    request_close(&mut harness);
    assert!(started.elapsed() < std::time::Duration::from_secs(1), "the close asks at once");
    assert!(matches!(harness.state().state.closing, Some(intake_desk::state::closing::Closing::Asking { .. })));
    assert!(has_text(&harness, &text(&harness, "closing-title")));
}

/// Issue 41, item 8: the start-up check found the data folder unusable (a read-only folder,
/// `--data-dir` naming a file): the same, the form says its typing is not saved and the close
/// asks. Before, the app kept drafts "in memory" without a word and closed at once.
#[test]
fn an_unusable_data_folder_found_at_start_is_said_by_the_form_and_asked_about_at_close() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let data_dir = temp_dir("unusable-data").join("profile");
    std::fs::write(&data_dir, b"not a folder").unwrap();
    let startup = intake_desk::startup::StartupReport { problems: Vec::new(), data_folder_usable: false };
    let mut harness =
        build_app(intake_desk::app::AppConfig { data_dir, startup, ..config(&runtime, ad_hoc(&sandbox)) });
    wait_until(&mut harness, "connected and the drafts read", |h| {
        let state = &h.state().state;
        state.draft_sync.ready && state.connection.status == intake_desk::state::ConnectionStatus::Connected
    });
    click(&mut harness, "Register patient");
    fill(&mut harness, "First name", "Zoë");
    let not_saved = text(&harness, "draft-not-saved");
    wait_for_text(&mut harness, &not_saved);
    assert!(has_text(&harness, "the data folder cannot be used"), "why");
    request_close(&mut harness);
    assert!(matches!(harness.state().state.closing, Some(intake_desk::state::closing::Closing::Asking { .. })));
}
