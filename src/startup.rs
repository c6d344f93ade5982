//! Start-up checks of the data folder, the log folder and the preferences file, before the
//! window opens. This module owns what the app decides when one of them cannot be used: it
//! keeps working with what still works (in memory, without file logs) and returns the problems
//! in words — what is wrong, where, and what to do — for the window to show.
//!
//! It never changes the permissions of anything it did not create: a folder is tested for
//! writing by creating and removing a file of its own, never by `chmod`. What it creates is
//! private: folders 0700, files 0600 (Unix).

use std::collections::HashMap;
use std::io::Read as _;
use std::path::{Path, PathBuf};

use crate::folders::{self, FolderCheck};
use crate::i18n::{Msg, Translator};
use crate::msg;

/// The preferences file eframe reads and writes in the data folder.
pub const PREFERENCES_FILE: &str = "preferences.ron";
/// The log folder inside the data folder.
pub const LOG_FOLDER: &str = "logs";
/// Preferences larger than this are not preferences (eframe keeps a few kilobytes).
const MAX_PREFERENCES_BYTES: u64 = 4 * 1024 * 1024;

/// One thing that did not work at start-up, as messages for the person at the desk (worded in
/// the interface language by the window that shows them).
#[derive(Clone, Debug, PartialEq)]
pub struct StartupProblem {
    /// What is wrong, in one sentence.
    pub what: Msg,
    /// The folder or file concerned.
    pub place: PathBuf,
    /// What Intake Desk does about it for now.
    pub effect: Msg,
    /// What the user (or IT) can do.
    pub advice: Msg,
}

/// In English, for stderr and the logs (support reads them; the window words the problem in
/// the interface language).
impl std::fmt::Display for StartupProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let tr = Translator::english();
        write!(
            f,
            "{}\n  Where: {}\n  {}\n  What to do: {}",
            tr.msg(&self.what),
            self.place.display(),
            tr.msg(&self.effect),
            tr.msg(&self.advice)
        )
    }
}

/// What the app carries from the start-up checks into the window.
#[derive(Clone, Debug, PartialEq)]
pub struct StartupReport {
    /// Shown in a window on the first frames.
    pub problems: Vec<StartupProblem>,
    /// False: the data folder cannot be used, so drafts, the activity log and the sandbox's data
    /// stay in memory for this session.
    pub data_folder_usable: bool,
}

impl Default for StartupReport {
    fn default() -> Self {
        StartupReport { problems: Vec::new(), data_folder_usable: true }
    }
}

/// The outcome of [`check`].
#[derive(Clone, Debug)]
pub struct Checked {
    pub report: StartupReport,
    /// The log folder can take the log files.
    pub file_logs: bool,
    /// Where eframe keeps the preferences; `None`: nowhere (nothing is written).
    pub preferences: Option<PathBuf>,
}

/// Makes sure the data folder exists and is a folder that can be listed, creating it (0700, with
/// its missing parents) if it is missing. Does not write anything into an existing folder.
pub fn prepare_data_folder(dir: &Path) -> Result<FolderCheck, StartupProblem> {
    match std::fs::metadata(dir) {
        Ok(meta) if meta.is_dir() => match std::fs::read_dir(dir) {
            Ok(_) => Ok(FolderCheck::Existing { readable_by_others: folders::readable_by_others(dir) }),
            Err(err) => Err(data_problem(dir, msg!("startup-data-unreadable", reason = describe(&err)))),
        },
        Ok(_) => Err(data_problem(dir, msg!("startup-data-is-file"))),
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => folders::ensure_private_dir(dir)
            .map_err(|err| data_problem(dir, msg!("startup-data-not-created", reason = describe(&err)))),
        Err(err) => Err(data_problem(dir, msg!("startup-data-unreachable", reason = describe(&err)))),
    }
}

/// Tests that files can be created in `dir` by creating and removing a file with a name of its
/// own (never by changing permissions).
pub fn check_writable(dir: &Path) -> std::io::Result<()> {
    let probe = dir.join(format!(".intake-desk-write-check-{}", uuid::Uuid::new_v4().simple()));
    drop(crate::files::create_private_new(&probe)?);
    std::fs::remove_file(&probe)
}

/// Everything after the data folder: can it be written, the log folder, the preferences.
/// `folder` is what [`prepare_data_folder`] returned.
pub fn check(dir: &Path, folder: Result<FolderCheck, StartupProblem>) -> Checked {
    let mut problems = Vec::new();
    let folder = match folder {
        Ok(folder) => match check_writable(dir) {
            Ok(()) => Some(folder),
            Err(err) => {
                problems.push(data_problem(dir, msg!("startup-data-not-writable", reason = describe(&err))));
                None
            }
        },
        Err(problem) => {
            problems.push(problem);
            None
        }
    };
    let Some(folder) = folder else {
        return Checked {
            report: StartupReport { problems, data_folder_usable: false },
            file_logs: false,
            preferences: None,
        };
    };
    if folder == (FolderCheck::Existing { readable_by_others: true }) {
        problems.push(StartupProblem {
            what: msg!("startup-data-shared"),
            place: dir.to_path_buf(),
            effect: msg!("startup-data-shared-effect"),
            advice: msg!("startup-data-shared-advice"),
        });
    }
    let file_logs = match check_log_folder(&dir.join(LOG_FOLDER)) {
        Ok(()) => true,
        Err(problem) => {
            problems.push(problem);
            false
        }
    };
    problems.extend(check_local_store(dir));
    forget_kept_aside(dir, jiff::ZonedDateTime::now().datetime());
    let (preferences, problem) = check_preferences(&dir.join(PREFERENCES_FILE));
    problems.extend(problem);
    Checked { report: StartupReport { problems, data_folder_usable: true }, file_logs, preferences }
}

/// The log folder: created (0700) if missing; a file in its place or a folder that cannot be
/// written means no log files this session.
pub fn check_log_folder(logs: &Path) -> Result<(), StartupProblem> {
    let problem = |what: Msg| StartupProblem {
        what,
        place: logs.to_path_buf(),
        effect: msg!("startup-logs-effect"),
        advice: msg!("startup-logs-advice"),
    };
    match std::fs::metadata(logs) {
        Ok(meta) if meta.is_dir() => {
            check_writable(logs).map_err(|err| problem(msg!("startup-logs-not-writable", reason = describe(&err))))
        }
        Ok(_) => Err(problem(msg!("startup-logs-is-file"))),
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => folders::ensure_private_dir(logs)
            .map(|_| ())
            .map_err(|err| problem(msg!("startup-logs-not-created", reason = describe(&err)))),
        Err(err) => Err(problem(msg!("startup-logs-unreachable", reason = describe(&err)))),
    }
}

/// The preferences file eframe reads at start and writes at exit. Missing: created empty (but
/// valid) and private, because eframe's own write keeps the mode of an existing file. Unreadable
/// or not valid: put aside under a name of its own, so eframe does not overwrite it, and said.
pub fn check_preferences(path: &Path) -> (Option<PathBuf>, Option<StartupProblem>) {
    let failure = match read_preferences(path) {
        Ok(Found::Valid) => {
            make_private(path);
            return (Some(path.to_path_buf()), None);
        }
        Ok(Found::Missing) => {
            return match create_empty_preferences(path) {
                Ok(()) => (Some(path.to_path_buf()), None),
                Err(err) => (
                    None,
                    Some(StartupProblem {
                        what: msg!("startup-prefs-not-created", reason = describe(&err)),
                        place: path.to_path_buf(),
                        effect: msg!("startup-prefs-not-created-effect"),
                        advice: msg!("startup-prefs-not-created-advice"),
                    }),
                ),
            };
        }
        Ok(Found::Invalid(reason)) => reason,
        Err(err) => msg!("startup-prefs-cannot-read", reason = describe(&err)),
    };
    let aside = aside_name(path);
    match std::fs::rename(path, &aside) {
        Ok(()) => {
            let created = create_empty_preferences(path).is_ok();
            (
                created.then(|| path.to_path_buf()),
                Some(StartupProblem {
                    what: msg!("startup-prefs-unusable", reason = failure),
                    place: path.to_path_buf(),
                    effect: msg!(
                        "startup-prefs-put-aside-effect",
                        file = aside.file_name().map(|name| name.to_string_lossy().into_owned()).unwrap_or_default()
                    ),
                    advice: msg!("startup-prefs-put-aside-advice"),
                }),
            )
        }
        Err(err) => (
            None,
            Some(StartupProblem {
                what: msg!("startup-prefs-stuck", reason = failure, error = describe(&err)),
                place: path.to_path_buf(),
                effect: msg!("startup-prefs-stuck-effect"),
                advice: msg!("startup-prefs-stuck-advice"),
            }),
        ),
    }
}

enum Found {
    Missing,
    Valid,
    /// Why, as a message.
    Invalid(Msg),
}

fn read_preferences(path: &Path) -> std::io::Result<Found> {
    let file = match std::fs::File::open(path) {
        Ok(file) => file,
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => {
            // A dangling link is not "missing": creating the file would follow it.
            return match std::fs::symlink_metadata(path) {
                Ok(_) => Err(err),
                Err(_) => Ok(Found::Missing),
            };
        }
        Err(err) => return Err(err),
    };
    if !file.metadata()?.is_file() {
        return Ok(Found::Invalid(msg!("startup-prefs-not-a-file")));
    }
    let mut bytes = Vec::new();
    file.take(MAX_PREFERENCES_BYTES + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_PREFERENCES_BYTES {
        return Ok(Found::Invalid(msg!("startup-prefs-too-large")));
    }
    let Ok(text) = String::from_utf8(bytes) else {
        return Ok(Found::Invalid(msg!("startup-prefs-not-text")));
    };
    // What eframe's storage reads: a map of strings.
    match ron::from_str::<HashMap<String, String>>(&text) {
        Ok(_) => Ok(Found::Valid),
        Err(_) => Ok(Found::Invalid(msg!("startup-prefs-damaged"))),
    }
}

/// An empty map, readable by eframe, created 0600 (eframe's `File::create` keeps that mode).
fn create_empty_preferences(path: &Path) -> std::io::Result<()> {
    use std::io::Write as _;
    crate::files::create_private_new(path)?.write_all(b"{}\n")
}

/// Preferences written by an earlier version with the default mode (0644) become the user's
/// only: the file is the app's own.
#[cfg(unix)]
fn make_private(path: &Path) {
    use std::os::unix::fs::PermissionsExt as _;
    if let Ok(meta) = std::fs::symlink_metadata(path)
        && meta.is_file()
        && meta.permissions().mode() & 0o077 != 0
    {
        let _ = std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600));
    }
}

#[cfg(not(unix))]
fn make_private(_path: &Path) {}

/// `preferences.ron` → `preferences.unreadable-20261123-173000-1a2b3c4d.ron` (never an earlier one).
fn aside_name(path: &Path) -> PathBuf {
    let stem = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_else(|| "preferences".to_owned());
    path.with_file_name(format!("{stem}.{}.ron", crate::files::aside_suffix("unreadable")))
}

/// The profile's database: damaged or not ours, it is moved aside and a new one started with
/// the drafts that could be read (see [`crate::local_store::repair`]); the user is told what
/// was kept where.
pub fn check_local_store(dir: &Path) -> Option<StartupProblem> {
    use crate::local_store::repair::{Damage, check_and_repair};
    let reason = |damage: &Damage| match damage {
        Damage::NotAFile => msg!("startup-store-not-a-file"),
        Damage::NotADatabase => msg!("startup-store-not-a-database"),
        Damage::Damaged(_) => msg!("startup-store-damaged-pages"),
        Damage::NotOurs => msg!("startup-store-not-ours"),
    };
    match check_and_repair(dir) {
        Ok(None) => None,
        Ok(Some(repaired)) => Some(StartupProblem {
            what: msg!("startup-store-kept-aside", reason = reason(&repaired.damage)),
            place: repaired.kept_at,
            effect: msg!("startup-store-kept-aside-effect", recovered = repaired.drafts_recovered),
            advice: msg!("startup-store-kept-aside-advice"),
        }),
        Err(not_repaired) => Some(StartupProblem {
            what: msg!("startup-store-kept-aside", reason = reason(&not_repaired.damage)),
            place: dir.join(crate::local_store::DATABASE_FILE_NAME),
            effect: msg!("startup-store-not-moved-effect", reason = describe(&not_repaired.source)),
            advice: msg!("startup-store-not-moved-advice"),
        }),
    }
}

/// How long a file kept aside because it could not be read — a damaged database, an unreadable
/// draft or preferences — is kept: as long as the oldest thing it may hold (a day list's rows,
/// [`crate::batch_journal::KEEP_FINISHED_BATCHES`]), so that what the app forgets is not kept
/// on in a copy nobody opens.
pub const KEEP_ASIDE_DAYS: i64 = 31;

/// Removes the files kept aside more than [`KEEP_ASIDE_DAYS`] ago (by the time in their names):
/// `intake-desk.sqlite3.damaged-…` with its `-wal` and `-shm`, `unreadable/*.unreadable-…`, and
/// `preferences.unreadable-….ron`; and, at once, an earlier version's `.recovering-*` copies.
/// Nothing else is touched.
pub fn forget_kept_aside(dir: &Path, now: jiff::civil::DateTime) {
    // The scratch folders of an earlier version's draft recovery (`.recovering-<id>`: copies
    // of a damaged database) are never needed again: removed like every file kept aside.
    if let Ok(entries) = std::fs::read_dir(dir) {
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.starts_with(".recovering-") && entry.path().is_dir() {
                match std::fs::remove_dir_all(entry.path()) {
                    Ok(()) => tracing::info!(folder = %name, "an earlier draft recovery's copies were removed"),
                    Err(err) => {
                        tracing::warn!(%err, folder = %name, "an earlier draft recovery's copies could not be removed")
                    }
                }
            }
        }
    }
    let Ok(limit) = now.checked_sub(jiff::Span::new().days(KEEP_ASIDE_DAYS)) else { return };
    for (folder, why) in [
        (dir.to_path_buf(), "damaged"),
        (dir.join(crate::local_store::UNREADABLE_FOLDER), "unreadable"),
        (dir.to_path_buf(), "unreadable"),
    ] {
        let Ok(entries) = std::fs::read_dir(&folder) else { continue };
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            let ours = name.starts_with(crate::local_store::DATABASE_FILE_NAME)
                || name.starts_with("preferences.")
                || folder.ends_with(crate::local_store::UNREADABLE_FOLDER);
            let Some(kept_at) = crate::files::aside_stamp(&name, why).filter(|_| ours) else { continue };
            if kept_at < limit {
                let path = entry.path();
                let removed = if path.is_dir() { std::fs::remove_dir_all(&path) } else { std::fs::remove_file(&path) };
                match removed {
                    Ok(()) => {
                        tracing::info!(file = %path.display(), "a file kept aside {KEEP_ASIDE_DAYS} days ago was removed")
                    }
                    Err(err) => {
                        tracing::warn!(%err, file = %path.display(), "a file kept aside long ago could not be removed")
                    }
                }
            }
        }
    }
}

fn data_problem(dir: &Path, what: Msg) -> StartupProblem {
    StartupProblem {
        what,
        place: dir.to_path_buf(),
        effect: msg!("startup-data-effect"),
        advice: msg!("startup-data-advice"),
    }
}

/// An I/O error in plain words (a clause inside a sentence); an error without words of its own
/// is shown as the system says it.
fn describe(err: &std::io::Error) -> Msg {
    use std::io::ErrorKind;
    match err.kind() {
        ErrorKind::PermissionDenied => msg!("startup-io-not-allowed"),
        ErrorKind::NotFound => msg!("startup-io-not-found"),
        ErrorKind::ReadOnlyFilesystem => msg!("startup-io-read-only"),
        ErrorKind::StorageFull => msg!("startup-io-disk-full"),
        ErrorKind::NotADirectory => msg!("startup-io-not-a-folder"),
        ErrorKind::AlreadyExists => msg!("startup-io-already-there"),
        _ => msg!("startup-io-other", reason = err.to_string()),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;

    /// A message in English, the wording the tests were written against.
    fn en(msg: &Msg) -> String {
        Translator::english().msg(msg)
    }

    #[cfg(unix)]
    fn mode(path: &Path) -> u32 {
        use std::os::unix::fs::PermissionsExt as _;
        std::fs::metadata(path).unwrap().permissions().mode() & 0o777
    }

    #[test]
    fn a_missing_data_folder_is_created_with_its_logs_and_empty_preferences() {
        let base = crate::test_dir("startup");
        let dir = base.join("new").join("data");
        let folder = prepare_data_folder(&dir);
        assert_eq!(folder, Ok(FolderCheck::Created));
        let checked = check(&dir, folder);
        assert_eq!(checked.report, StartupReport::default());
        assert!(checked.file_logs);
        assert_eq!(checked.preferences.as_deref(), Some(dir.join(PREFERENCES_FILE).as_path()));
        let text = std::fs::read_to_string(dir.join(PREFERENCES_FILE)).unwrap();
        assert!(ron::from_str::<HashMap<String, String>>(&text).unwrap().is_empty());
        #[cfg(unix)]
        {
            assert_eq!(mode(&dir), 0o700);
            assert_eq!(mode(&base.join("new")), 0o700);
            assert_eq!(mode(&dir.join(LOG_FOLDER)), 0o700);
            assert_eq!(mode(&dir.join(PREFERENCES_FILE)), 0o600);
        }
        // Only what the app keeps: the write check left nothing behind.
        let mut names: Vec<_> =
            std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
        names.sort();
        assert_eq!(names, ["logs", "preferences.ron"]);
        let _ = std::fs::remove_dir_all(base);
    }

    #[test]
    fn a_file_instead_of_the_data_folder_is_reported_and_nothing_is_kept() {
        let base = crate::test_dir("startup");
        let file = base.join("data");
        std::fs::write(&file, b"not a folder").unwrap();
        let folder = prepare_data_folder(&file);
        let problem = folder.clone().unwrap_err();
        assert_eq!(problem.what.id, "startup-data-is-file");
        assert!(en(&problem.what).contains("is a file, not a folder"), "{problem}");
        assert_eq!(problem.place, file);
        let checked = check(&file, folder);
        assert!(!checked.report.data_folder_usable);
        assert!(!checked.file_logs);
        assert_eq!(checked.preferences, None);
        assert_eq!(std::fs::read(&file).unwrap(), b"not a folder");
        let _ = std::fs::remove_dir_all(base);
    }

    #[test]
    fn a_file_where_the_log_folder_should_be_means_no_file_logs_and_is_left_alone() {
        let dir = crate::test_dir("startup");
        std::fs::write(dir.join(LOG_FOLDER), b"mine").unwrap();
        let checked = check(&dir, prepare_data_folder(&dir));
        assert!(checked.report.data_folder_usable);
        assert!(!checked.file_logs);
        let problem = checked.report.problems.iter().find(|p| p.place == dir.join(LOG_FOLDER)).unwrap();
        assert_eq!(problem.what.id, "startup-logs-is-file");
        assert!(en(&problem.what).contains("file where the log folder should be"), "{problem}");
        assert!(en(&problem.effect).contains("no log files"), "{problem}");
        assert_eq!(std::fs::read(dir.join(LOG_FOLDER)).unwrap(), b"mine");
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn damaged_preferences_are_put_aside_under_a_new_name_each_time() {
        let dir = crate::test_dir("startup");
        let path = dir.join(PREFERENCES_FILE);
        for garbage in [&b"{ \"window\": ( unclosed"[..], &[0xff, 0xfe, 0x00][..]] {
            std::fs::write(&path, garbage).unwrap();
            let (kept, problem) = check_preferences(&path);
            assert_eq!(kept.as_deref(), Some(path.as_path()));
            let problem = problem.unwrap();
            assert_eq!(problem.what.id, "startup-prefs-unusable");
            assert!(en(&problem.what).contains("could not be used"), "{problem}");
            assert!(en(&problem.effect).contains("preferences.unreadable-"), "{problem}");
            assert_eq!(std::fs::read_to_string(&path).unwrap(), "{}\n", "a fresh, valid file");
        }
        let asides: Vec<Vec<u8>> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.file_name().unwrap().to_string_lossy().starts_with("preferences.unreadable-"))
            .map(|p| std::fs::read(p).unwrap())
            .collect();
        assert_eq!(asides.len(), 2, "two damaged files, two names");
        assert!(asides.contains(&b"{ \"window\": ( unclosed".to_vec()));
        assert!(asides.contains(&vec![0xff, 0xfe, 0x00]));
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn valid_preferences_are_kept_as_they_are() {
        let dir = crate::test_dir("startup");
        let path = dir.join(PREFERENCES_FILE);
        let text = "{\n    \"intake-desk-preferences\": \"(last_environment:None)\",\n}\n";
        std::fs::write(&path, text).unwrap();
        assert_eq!(check_preferences(&path), (Some(path.clone()), None));
        assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
        #[cfg(unix)]
        assert_eq!(mode(&path), 0o600, "the app's own file, written 0644 by an earlier version");
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_folder_in_place_of_the_preferences_is_not_used() {
        let dir = crate::test_dir("startup");
        let path = dir.join(PREFERENCES_FILE);
        std::fs::create_dir(&path).unwrap();
        let (kept, problem) = check_preferences(&path);
        assert!(problem.is_some());
        // Put aside (a rename) and replaced by a valid file.
        assert_eq!(kept.as_deref(), Some(path.as_path()));
        assert!(path.is_file());
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn the_write_check_leaves_nothing_and_fails_where_nothing_can_be_written() {
        let dir = crate::test_dir("startup");
        check_writable(&dir).unwrap();
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0);
        assert!(check_writable(&dir.join("missing")).is_err());
        let _ = std::fs::remove_dir_all(dir);
    }

    #[cfg(unix)]
    #[test]
    fn a_read_only_data_folder_keeps_its_mode() {
        use std::os::unix::fs::PermissionsExt as _;
        let dir = crate::test_dir("startup");
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o500)).unwrap();
        let checked = check(&dir, prepare_data_folder(&dir));
        assert_eq!(mode(&dir), 0o500, "never chmod-ed");
        // Root writes anyway; anyone else is told and runs in memory.
        if check_writable_as_root_would(&dir) {
            assert!(checked.report.data_folder_usable);
        } else {
            assert!(!checked.report.data_folder_usable);
            assert!(en(&checked.report.problems[0].what).contains("Nothing can be saved"), "{:?}", checked.report);
            assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0);
        }
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o700)).unwrap();
        let _ = std::fs::remove_dir_all(dir);
    }

    /// Whether this process writes into folders regardless of their mode (root).
    #[cfg(unix)]
    fn check_writable_as_root_would(dir: &Path) -> bool {
        use std::os::unix::fs::MetadataExt as _;
        std::fs::metadata(dir).unwrap().uid() == 0
    }
}
