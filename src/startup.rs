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

use crate::settings::{self, FolderCheck};

/// The preferences file eframe reads and writes in the data folder.
pub const PREFERENCES_FILE: &str = "preferences.ron";
/// The log folder inside the data folder.
pub const LOG_FOLDER: &str = "logs";
/// Preferences larger than this are not preferences (eframe keeps a few kilobytes).
const MAX_PREFERENCES_BYTES: u64 = 4 * 1024 * 1024;

/// One thing that did not work at start-up, in words for the person at the desk.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StartupProblem {
    /// What is wrong, in one sentence.
    pub what: String,
    /// The folder or file concerned.
    pub place: PathBuf,
    /// What Intake Desk does about it for now.
    pub effect: String,
    /// What the user (or IT) can do.
    pub advice: String,
}

impl std::fmt::Display for StartupProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}\n  Where: {}\n  {}\n  What to do: {}", self.what, self.place.display(), self.effect, self.advice)
    }
}

/// What the app carries from the start-up checks into the window.
#[derive(Clone, Debug, PartialEq, Eq)]
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
            Ok(_) => Ok(FolderCheck::Existing { readable_by_others: settings::readable_by_others(dir) }),
            Err(err) => Err(data_problem(dir, &format!("The data folder cannot be read ({}).", describe(&err)))),
        },
        Ok(_) => Err(data_problem(dir, "The data folder is a file, not a folder.")),
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => settings::ensure_private_dir(dir)
            .map_err(|err| data_problem(dir, &format!("The data folder cannot be created ({}).", describe(&err)))),
        Err(err) => Err(data_problem(dir, &format!("The data folder cannot be reached ({}).", describe(&err)))),
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
                problems
                    .push(data_problem(dir, &format!("Nothing can be saved in the data folder ({}).", describe(&err))));
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
            what: "Other users of this computer can open the data folder.".to_owned(),
            place: dir.to_path_buf(),
            effect: "Intake Desk uses it as it is. The files it keeps there are readable only by you.".to_owned(),
            advice: "If other people use this computer, ask IT to make the folder private to your account, \
                     or start Intake Desk with --data-dir and a private folder."
                .to_owned(),
        });
    }
    let file_logs = match check_log_folder(&dir.join(LOG_FOLDER)) {
        Ok(()) => true,
        Err(problem) => {
            problems.push(problem);
            false
        }
    };
    let (preferences, problem) = check_preferences(&dir.join(PREFERENCES_FILE));
    problems.extend(problem);
    Checked { report: StartupReport { problems, data_folder_usable: true }, file_logs, preferences }
}

/// The log folder: created (0700) if missing; a file in its place or a folder that cannot be
/// written means no log files this session.
pub fn check_log_folder(logs: &Path) -> Result<(), StartupProblem> {
    let problem = |what: String| StartupProblem {
        what,
        place: logs.to_path_buf(),
        effect: "Intake Desk works, but keeps no log files this session.".to_owned(),
        advice: "Rename or remove what is there, or ask IT to let your account write there, then start \
                 Intake Desk again."
            .to_owned(),
    };
    match std::fs::metadata(logs) {
        Ok(meta) if meta.is_dir() => check_writable(logs)
            .map_err(|err| problem(format!("The log folder cannot be written ({}).", describe(&err)))),
        Ok(_) => Err(problem("There is a file where the log folder should be.".to_owned())),
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => settings::ensure_private_dir(logs)
            .map(|_| ())
            .map_err(|err| problem(format!("The log folder cannot be created ({}).", describe(&err)))),
        Err(err) => Err(problem(format!("The log folder cannot be reached ({}).", describe(&err)))),
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
                        what: format!("The preferences file cannot be created ({}).", describe(&err)),
                        place: path.to_path_buf(),
                        effect: "Intake Desk works with its usual settings and does not save them this session."
                            .to_owned(),
                        advice: "Ask IT to let your account write in the data folder.".to_owned(),
                    }),
                ),
            };
        }
        Ok(Found::Invalid(reason)) => reason,
        Err(err) => format!("cannot be read: {}", describe(&err)),
    };
    let aside = aside_name(path);
    match std::fs::rename(path, &aside) {
        Ok(()) => {
            let created = create_empty_preferences(path).is_ok();
            (
                created.then(|| path.to_path_buf()),
                Some(StartupProblem {
                    what: format!("The saved preferences could not be used ({failure})."),
                    place: path.to_path_buf(),
                    effect: format!(
                        "Intake Desk starts with its usual settings. The old file was kept as {}.",
                        aside.file_name().map(|name| name.to_string_lossy().into_owned()).unwrap_or_default()
                    ),
                    advice: "Nothing to do unless you miss a setting: choose it again. IT can look at the old file."
                        .to_owned(),
                }),
            )
        }
        Err(err) => (
            None,
            Some(StartupProblem {
                what: format!(
                    "The saved preferences could not be used ({failure}) and could not be put aside ({}).",
                    describe(&err)
                ),
                place: path.to_path_buf(),
                effect: "Intake Desk starts with its usual settings and leaves the file as it is: \
                         settings are not saved this session."
                    .to_owned(),
                advice: "Ask IT to remove or repair the file, then start Intake Desk again.".to_owned(),
            }),
        ),
    }
}

enum Found {
    Missing,
    Valid,
    Invalid(String),
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
        return Ok(Found::Invalid("it is not a file".to_owned()));
    }
    let mut bytes = Vec::new();
    file.take(MAX_PREFERENCES_BYTES + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_PREFERENCES_BYTES {
        return Ok(Found::Invalid("it is far too large".to_owned()));
    }
    let Ok(text) = String::from_utf8(bytes) else {
        return Ok(Found::Invalid("it is not text".to_owned()));
    };
    // What eframe's storage reads: a map of strings.
    match ron::from_str::<HashMap<String, String>>(&text) {
        Ok(_) => Ok(Found::Valid),
        Err(_) => Ok(Found::Invalid("its content is damaged".to_owned())),
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

fn data_problem(dir: &Path, what: &str) -> StartupProblem {
    StartupProblem {
        what: what.to_owned(),
        place: dir.to_path_buf(),
        effect: "Intake Desk works, but keeps nothing on this computer this session: no drafts, no activity \
                 log, no log files, no saved preferences."
            .to_owned(),
        advice: "Ask IT to give your account a data folder it can write, or start Intake Desk with \
                 --data-dir and a folder you can write."
            .to_owned(),
    }
}

/// An I/O error in plain words.
fn describe(err: &std::io::Error) -> String {
    use std::io::ErrorKind;
    match err.kind() {
        ErrorKind::PermissionDenied => "your account is not allowed to".to_owned(),
        ErrorKind::NotFound => "it does not exist".to_owned(),
        ErrorKind::ReadOnlyFilesystem => "the disk is read-only".to_owned(),
        ErrorKind::StorageFull => "the disk is full".to_owned(),
        ErrorKind::NotADirectory => "part of the path is a file, not a folder".to_owned(),
        ErrorKind::AlreadyExists => "something else is already there".to_owned(),
        _ => err.to_string(),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;

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
        assert!(problem.what.contains("is a file, not a folder"), "{problem}");
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
        assert!(problem.what.contains("file where the log folder should be"), "{problem}");
        assert!(problem.effect.contains("no log files"), "{problem}");
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
            assert!(problem.what.contains("could not be used"), "{problem}");
            assert!(problem.effect.contains("preferences.unreadable-"), "{problem}");
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
            assert!(checked.report.problems[0].what.contains("Nothing can be saved"), "{:?}", checked.report);
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
