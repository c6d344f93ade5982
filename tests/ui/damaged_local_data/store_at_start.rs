//! The profile's database damaged at start (issue 27): kept aside with the drafts it still has
//! brought back, whether damaged, not a database, not ours or sound, and the start-up window
//! saying where it was kept.

use crate::support::*;
use intake_desk::activity::{Action, ActivityEntry};
use intake_desk::drafts::{Draft, DraftKind, DraftPatient};
use intake_desk::local_store::{DATABASE_FILE_NAME, LocalStore};
use intake_desk::worker::WorkerOptions;

// ----- The profile's database damaged at start (issue 27) -----

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
