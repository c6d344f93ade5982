//! What the data folder holds is shown even when part of it is damaged: the activity view
//! lists every readable entry and says how many lines could not be read.
#![allow(clippy::unwrap_used, clippy::expect_used)]

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

// ----- The profile's database damaged at start (issue 27) -----

use intake_desk::drafts::{Draft, DraftKind, DraftPatient};
use intake_desk::local_store::{DATABASE_FILE_NAME, LocalStore};

/// A store with `count` drafts (first names "Draft 0", "Draft 1", …) and some activity, closed
/// (so its log is checkpointed into the file).
fn store_with_drafts(count: usize) -> std::path::PathBuf {
    let dir = temp_dir("store-damage");
    let (store, _) = LocalStore::open(&dir).unwrap();
    for n in 0..count {
        let patient = DraftPatient {
            first_name: format!("Draft {n}"),
            last_name: "Peeters".repeat(40),
            ..DraftPatient::default()
        };
        store
            .save_draft(&Draft {
                saved_at: format!("2026-11-25T08:{:02}:00Z", n % 60),
                ..Draft::new(DraftKind::PatientForm, patient)
            })
            .unwrap();
    }
    for n in 0..50 {
        store
            .append_activity(&ActivityEntry::now(
                "Sandbox".into(),
                Action::PatientCreated { patient_id: format!("p-{n}") },
            ))
            .unwrap();
    }
    drop(store);
    dir
}

/// The start-up check, as `main` runs it.
fn start_up(dir: &std::path::Path) -> intake_desk::startup::Checked {
    intake_desk::startup::check(dir, intake_desk::startup::prepare_data_folder(dir))
}

fn draft_names(dir: &std::path::Path) -> Vec<String> {
    let (mut store, _) = LocalStore::open(dir).unwrap();
    let (loaded, _) = store.load();
    let mut names: Vec<String> = loaded.drafts.iter().map(|draft| draft.patient.first_name.clone()).collect();
    names.sort();
    names
}

/// What the start-up check reported of the store: the kept file, and the effect in English.
fn store_problem(checked: &intake_desk::startup::Checked) -> (std::path::PathBuf, String, String) {
    let tr = intake_desk::i18n::Translator::english();
    let problem = checked
        .report
        .problems
        .iter()
        .find(|problem| problem.what.id == "startup-store-kept-aside")
        .unwrap_or_else(|| panic!("the damaged store is reported: {:?}", checked.report.problems));
    (problem.place.clone(), tr.msg(&problem.what), tr.msg(&problem.effect))
}

/// A page of the drafts' table overwritten with garbage, and the file cut in half: recognised
/// at start, kept aside byte for byte, a new store started, and the drafts SQLite can still
/// read are back in it. Before, the store opened the damaged file and said at most "could not
/// be read" on every write, with the drafts not shown.
#[test]
fn a_damaged_database_is_kept_aside_and_the_drafts_it_still_has_come_back() {
    for damage in ["garbage in a page", "cut in half"] {
        let dir = store_with_drafts(200);
        let path = dir.join(DATABASE_FILE_NAME);
        let mut bytes = std::fs::read(&path).unwrap();
        let pages = bytes.len() / 4096;
        assert!(pages >= 8, "the drafts span several pages ({pages})");
        match damage {
            "garbage in a page" => bytes[3 * 4096..4 * 4096].fill(0xA5),
            _ => bytes.truncate((pages / 2) * 4096),
        }
        std::fs::write(&path, &bytes).unwrap();

        let checked = start_up(&dir);
        let (kept, what, effect) = store_problem(&checked);
        assert_eq!(std::fs::read(&kept).unwrap(), bytes, "{damage}: kept aside unchanged");
        assert!(kept.file_name().unwrap().to_string_lossy().starts_with("intake-desk.sqlite3.damaged-"), "{kept:?}");
        assert!(what.contains("could not be used"), "{damage}: {what}");
        let back = draft_names(&dir);
        assert!(!back.is_empty(), "{damage}: the drafts still readable are back: {back:?}");
        assert!(
            effect.contains(&format!("{} unsent drafts that could still be read are back", back.len())),
            "{effect}"
        );
        // The new store is sound: a second start finds nothing to say.
        let again = start_up(&dir).report.problems;
        assert!(!again.iter().any(|problem| problem.what.id.starts_with("startup-store")), "{damage}: once: {again:?}");
    }
}

/// Not a database at all, and a folder in the database's place.
#[test]
fn a_file_that_is_not_a_database_or_a_folder_in_its_place_is_kept_aside() {
    let dir = temp_dir("store-not-db");
    let path = dir.join(DATABASE_FILE_NAME);
    std::fs::write(&path, "this is a text file, not SQLite\n".repeat(200)).unwrap();
    let (kept, what, effect) = store_problem(&start_up(&dir));
    assert!(what.contains("it is not a database"), "{what}");
    assert!(effect.contains("No unsent draft could be read"), "{effect}");
    assert!(std::fs::read_to_string(&kept).unwrap().starts_with("this is a text file"));
    assert!(draft_names(&dir).is_empty(), "a new, working store");

    let dir = temp_dir("store-folder");
    std::fs::create_dir_all(dir.join(DATABASE_FILE_NAME).join("inside")).unwrap();
    let (kept, what, _) = store_problem(&start_up(&dir));
    assert!(what.contains("a folder has its name"), "{what}");
    assert!(kept.join("inside").is_dir(), "the folder is kept, with what it holds");
    assert!(draft_names(&dir).is_empty());
}

/// Another program's database, and ours overlaid by a stale `-wal` of another database (which
/// replaced the drafts with another schema: "no such table: drafts" on every write, nothing at
/// start). Both are not ours; in the second, the drafts of the file itself come back.
#[test]
fn a_database_that_is_not_ours_is_kept_aside_and_a_foreign_wal_does_not_hide_the_drafts() {
    let dir = temp_dir("store-foreign");
    let foreign = rusqlite::Connection::open(dir.join(DATABASE_FILE_NAME)).unwrap();
    foreign.execute_batch("CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('not ours');").unwrap();
    drop(foreign);
    let (_, what, _) = store_problem(&start_up(&dir));
    assert!(what.contains("belongs to another program"), "{what}");
    assert!(draft_names(&dir).is_empty());

    let dir = store_with_drafts(3);
    let other = temp_dir("other-database").join("other.sqlite3");
    let writer = rusqlite::Connection::open(&other).unwrap();
    writer
        .execute_batch(
            "PRAGMA journal_mode = WAL; PRAGMA wal_autocheckpoint = 0;
             CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL);
             INSERT INTO invoices (total) VALUES (12.5), (99.0);",
        )
        .unwrap();
    // Its log, still holding every page, left beside our database.
    std::fs::copy(format!("{}-wal", other.display()), dir.join(format!("{DATABASE_FILE_NAME}-wal"))).unwrap();
    drop(writer);
    let checked = start_up(&dir);
    let (kept, what, _) = store_problem(&checked);
    assert!(what.contains("belongs to another program"), "{what}");
    // Issue 41: kept, but never under the name that makes SQLite replay it into the kept file.
    assert!(!std::path::Path::new(&format!("{}-wal", kept.display())).exists(), "not where SQLite replays it");
    assert!(std::path::Path::new(&format!("{}-wal.foreign", kept.display())).exists(), "the log is kept beside it");
    assert_eq!(draft_names(&dir), ["Draft 0", "Draft 1", "Draft 2"], "the file's own drafts are back");
    let kept_file = rusqlite::Connection::open(&kept).unwrap();
    let tables: Vec<String> = kept_file
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
        .unwrap()
        .query_map([], |row| row.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert!(tables.contains(&"drafts".to_owned()), "IT opening the kept file sees our tables: {tables:?}");
    assert!(!tables.contains(&"invoices".to_owned()), "not the other database's pages: {tables:?}");
    // Nothing was copied to recover them: no scratch folder is left, nor was one needed.
    let scratch =
        std::fs::read_dir(&dir).unwrap().flatten().any(|e| e.file_name().to_string_lossy().starts_with(".recovering-"));
    assert!(!scratch);
}

/// A sound store is never moved: ours, and one of an earlier version (before the application
/// id was set), with its drafts.
#[test]
fn a_sound_database_is_left_as_it_is() {
    let dir = store_with_drafts(2);
    let store_problems = |checked: intake_desk::startup::Checked| {
        checked.report.problems.into_iter().filter(|problem| problem.what.id.starts_with("startup-store")).count()
    };
    assert_eq!(store_problems(start_up(&dir)), 0);
    let database = rusqlite::Connection::open(dir.join(DATABASE_FILE_NAME)).unwrap();
    database.pragma_update(None, "application_id", 0).unwrap();
    drop(database);
    assert_eq!(store_problems(start_up(&dir)), 0, "an earlier version's store is ours");
    assert_eq!(draft_names(&dir), ["Draft 0", "Draft 1"]);
    let id: i32 = rusqlite::Connection::open(dir.join(DATABASE_FILE_NAME))
        .unwrap()
        .query_row("PRAGMA application_id", [], |row| row.get(0))
        .unwrap();
    assert_eq!(id, intake_desk::local_store::repair::APPLICATION_ID, "and marked as ours once opened");
}

/// The user is told in the start-up window what was kept where, and the recovered draft is
/// offered as any draft is.
#[test]
fn the_start_up_window_says_where_the_damaged_store_was_kept_and_the_draft_is_offered() {
    let runtime = runtime();
    let dir = store_with_drafts(1);
    let path = dir.join(DATABASE_FILE_NAME);
    let mut bytes = std::fs::read(&path).unwrap();
    let pages = bytes.len() / 4096;
    bytes.truncate((pages - 1) * 4096);
    std::fs::write(&path, &bytes).unwrap();
    let checked = start_up(&dir);
    let (kept, _, effect) = store_problem(&checked);
    assert!(effect.contains("One unsent draft"), "{effect}");
    let config = intake_desk::app::AppConfig {
        data_dir: dir.clone(),
        worker: WorkerOptions { data_dir: Some(dir.clone()), ..worker_options() },
        startup: checked.report.clone(),
        ..config(&runtime, intake_desk::settings::StartMode::Sandbox { state_file: None, simulate_respondents: false })
    };
    let mut harness = build_app(config);
    wait_for_text(&mut harness, "The database of unsent drafts and activity could not be used");
    assert!(has_text(&harness, &kept.display().to_string()), "the window names where it was kept");
    wait_until(&mut harness, "the recovered draft offered", |h| !h.state().state.offered_drafts.is_empty());
}

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

// ----- Every file the app writes is in SECURITY.md (issue 28) -----

/// The file patterns of SECURITY.md's table of what is stored where: the backticked names of
/// its second column, `<…>` and `*` as any text; a row that names `-wal` and `-shm` has them after
/// each of its names.
fn security_md_patterns() -> Vec<String> {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/SECURITY.md")).unwrap();
    let mut patterns = Vec::new();
    for row in text.lines().filter(|line| line.starts_with("| ")) {
        let Some(place) = row.split(" | ").nth(1) else { continue };
        let names: Vec<String> = place.split('`').skip(1).step_by(2).map(str::to_owned).collect();
        let endings: Vec<&String> = names.iter().filter(|name| name.starts_with('-')).collect();
        for name in names.iter().filter(|name| !name.starts_with('-') && !name.ends_with('/')) {
            let mut glob = String::new();
            let mut inside = false;
            for c in name.chars() {
                match c {
                    '<' => {
                        inside = true;
                        glob.push('*');
                    }
                    '>' => inside = false,
                    _ if inside => {}
                    c => glob.push(c),
                }
            }
            for ending in &endings {
                patterns.push(format!("{glob}{ending}"));
            }
            patterns.push(glob);
        }
    }
    patterns
}

/// `*` as any text (a simple glob).
fn glob_matches(pattern: &str, text: &str) -> bool {
    let parts: Vec<&str> = pattern.split('*').collect();
    let (Some(first), Some(last)) = (parts.first(), parts.last()) else { return false };
    if parts.len() == 1 {
        return pattern == text;
    }
    if !text.starts_with(first) || !text.ends_with(last) || text.len() < first.len() + last.len() {
        return false;
    }
    let mut rest = &text[first.len()..text.len() - last.len()];
    for part in &parts[1..parts.len() - 1] {
        match rest.find(part) {
            Some(at) => rest = &rest[at + part.len()..],
            None => return false,
        }
    }
    true
}

fn files_under(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() { files.extend(files_under(&path)) } else { files.push(path) }
    }
    files
}

/// A working day against the built-in sandbox — the log, the window's lock, a draft, a day's
/// list sent, the activity, the preferences at close — then every file in the data folder is
/// checked against SECURITY.md's table: each matches a row, and each is the user's alone.
#[test]
fn every_file_in_the_data_folder_is_in_security_md() {
    // The logger is the process's own: installed in a child, beside no other test.
    pass_in_child(module_path!(), "child_works_a_day_and_checks_security_md");
}

#[test]
#[ignore = "run by every_file_in_the_data_folder_is_in_security_md"]
fn child_works_a_day_and_checks_security_md() {
    if !in_child() {
        return;
    }
    let runtime = runtime();
    let data = temp_dir("security-md");
    let guard = intake_desk::logging::init(&data, None);
    tracing::info!("the security table test started");
    let intake_desk::instance::Acquired::Held(mut lock) = intake_desk::instance::acquire(&data) else {
        panic!("no instance lock")
    };
    let _focus = lock.listen().unwrap();
    let list = temp_dir("security-md-list").join("afspraken.csv");
    std::fs::copy(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/day-list-semicolon.csv"), &list).unwrap();
    let config = intake_desk::app::AppConfig {
        data_dir: data.clone(),
        worker: WorkerOptions {
            data_dir: Some(data.clone()),
            open_dialog: std::sync::Arc::new(intake_desk::export::FixedOpenChoice(Some(list))),
            ..worker_options()
        },
        preferences_file: Some(data.join("preferences.ron")),
        ..config(
            &runtime,
            intake_desk::settings::StartMode::Sandbox {
                state_file: Some(data.join("sandbox-state.json")),
                simulate_respondents: false,
            },
        )
    };
    let mut harness = build_app(config);
    wait_until(&mut harness, "connected and ready", |h| {
        h.state().state.connection.status == intake_desk::state::ConnectionStatus::Connected
            && h.state().state.draft_sync.ready
    });
    click(&mut harness, "Register patient");
    fill(&mut harness, "First name", "Zoë");
    wait_until(&mut harness, "the draft saved", |_| !stored_drafts(&data).is_empty());
    click(&mut harness, "Send the day's list");
    click(&mut harness, "Open a list…");
    wait_for_text(&mut harness, "Check the rows");
    click(&mut harness, "Check the rows");
    click(&mut harness, "Send 2 invitations");
    click(&mut harness, "Yes, send 2 invitations");
    wait_for_text(&mut harness, "All 2 invitations were sent.");
    struct Nowhere;
    impl eframe::Storage for Nowhere {
        fn get_string(&self, _: &str) -> Option<String> {
            None
        }
        fn set_string(&mut self, _: &str, _: String) {}
        fn remove_string(&mut self, _: &str) {}
        fn flush(&mut self) {}
    }
    eframe::App::save(harness.state_mut(), &mut Nowhere);
    settle(&mut harness);
    drop(guard);

    let patterns = security_md_patterns();
    assert!(patterns.iter().any(|p| p == "intake-desk.sqlite3-wal"), "{patterns:?}");
    let files = files_under(&data);
    for must in ["intake-desk.sqlite3", "preferences.ron", "instance.lock", "instance.contact", "sandbox.sqlite3"] {
        assert!(files.iter().any(|f| f.ends_with(must)), "the workflow wrote {must}: {files:?}");
    }
    assert!(files.iter().any(|f| f.starts_with(data.join("logs"))), "and a log");
    for file in &files {
        let relative = file.strip_prefix(&data).unwrap().to_string_lossy().replace('\\', "/");
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        assert!(
            patterns.iter().any(|pattern| glob_matches(pattern, &relative) || glob_matches(pattern, &name)),
            "{relative} is not in SECURITY.md's table of files ({patterns:?})"
        );
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt as _;
            let mode = std::fs::metadata(file).unwrap().permissions().mode() & 0o077;
            assert_eq!(mode, 0, "{relative} is readable by others");
        }
    }
    drop(lock);
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
