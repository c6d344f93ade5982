//! Folders, command-line configuration and preferences. Preferences hold the window's place
//! per monitor, the language, the privacy timeout and the last environment, never patient data
//! or tokens.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::api::{AccessToken, Environment};

/// Key of the preferences in eframe's storage.
pub const PREFERENCES_KEY: &str = "intake-desk-preferences";

/// The user's data folder (`--data-dir` overrides it).
pub fn default_data_dir() -> PathBuf {
    directories::ProjectDirs::from("eu", "IntakeDesk", "Intake Desk")
        .map(|dirs| dirs.data_dir().to_path_buf())
        .unwrap_or_else(|| std::env::temp_dir().join("intake-desk"))
}

/// What [`ensure_private_dir`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FolderCheck {
    /// Created now (with its missing parents), readable only by the user where the OS allows.
    Created,
    /// It existed and is used as it is.
    Existing {
        /// Other users of this computer can read it (worth a warning: it holds drafts and logs).
        readable_by_others: bool,
    },
}

/// Makes sure the data folder exists. Only folders the app creates get private permissions:
/// an existing folder, which may be one the user named (`--data-dir ~`), is never changed.
pub fn ensure_private_dir(dir: &Path) -> std::io::Result<FolderCheck> {
    if dir.is_dir() {
        return Ok(FolderCheck::Existing { readable_by_others: readable_by_others(dir) });
    }
    if std::fs::symlink_metadata(dir).is_ok() {
        // A file (or a link to nothing) where the folder should be: never used, never replaced.
        return Err(std::io::Error::new(std::io::ErrorKind::NotADirectory, "not a folder"));
    }
    // The folders that do not exist yet, outermost first, each created private (never chmod-ed
    // afterwards: what exists, even if made by someone else in the meantime, is used as it is).
    let missing: Vec<&Path> = dir.ancestors().take_while(|folder| !folder.exists()).collect();
    for folder in missing.into_iter().rev() {
        match private_dir_builder().create(folder) {
            Ok(()) => {}
            Err(err) if err.kind() == std::io::ErrorKind::AlreadyExists && folder.is_dir() => {}
            Err(err) => return Err(err),
        }
    }
    Ok(FolderCheck::Created)
}

/// Creates one folder, 0700 on Unix (Windows and macOS profile folders are the user's own).
fn private_dir_builder() -> std::fs::DirBuilder {
    #[allow(unused_mut)]
    let mut builder = std::fs::DirBuilder::new();
    #[cfg(unix)]
    {
        use std::os::unix::fs::DirBuilderExt as _;
        builder.mode(0o700);
    }
    builder
}

/// Whether other users of this computer can open `folder` (Unix permission bits).
#[cfg(unix)]
pub(crate) fn readable_by_others(folder: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt as _;
    std::fs::metadata(folder).is_ok_and(|m| m.permissions().mode() & 0o077 != 0)
}

#[cfg(not(unix))]
pub(crate) fn readable_by_others(_folder: &Path) -> bool {
    false
}

/// How the app starts.
#[derive(Clone, Debug)]
pub enum StartMode {
    /// The default: the last saved environment if there is one, else the sandbox.
    Normal,
    /// Start the embedded sandbox and use it.
    Sandbox { state_file: Option<PathBuf>, simulate_respondents: bool },
    /// `--base-url` / `--token`: an ad-hoc connection, not saved.
    AdHoc { environment: Environment, token: AccessToken },
}

/// Default idle time before patient data is hidden.
pub const DEFAULT_PRIVACY_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(5 * 60);
/// The longest idle time that can be chosen (the settings' range, and a policy's).
pub const MAX_PRIVACY_MINUTES: u32 = 240;

/// Saved between runs in `preferences.ron` ([`read_preferences`], [`write_preferences`]).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Preferences {
    /// The last environment signed in to (never the sandbox's changing address).
    pub last_environment: Option<Environment>,
    /// Minutes without input before patient data is hidden (0: never).
    #[serde(default)]
    pub privacy_minutes: Option<u32>,
    /// The interface language the user chose (none: the system's).
    #[serde(default)]
    pub language: Option<crate::i18n::Language>,
    /// Where the window was, per monitor. Preferences written before it (or with it unreadable)
    /// still load: the window then opens as the first time.
    #[serde(default, deserialize_with = "or_default")]
    pub window: crate::window_placement::WindowPlacements,
    /// The reminder rules the user set in the Follow-up view (none: the policy's or the
    /// defaults). Only what the user may change: the quiet hours are the policy's.
    #[serde(default)]
    pub reminders: Option<SavedReminderRules>,
    /// Where the user files answered surveys (none: nowhere yet, or the policy's folder).
    #[serde(default)]
    pub filing: Option<crate::filing::FilingChoice>,
}

/// The user's reminder rules as saved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedReminderRules {
    pub max_per_invitation: u32,
    pub min_days_between: u32,
}

impl SavedReminderRules {
    /// The rules with these numbers (kept within what the app allows: the file may have been
    /// edited by hand) and the other rules of `base`.
    pub fn apply_to(self, base: crate::reminders::ReminderRules) -> crate::reminders::ReminderRules {
        use crate::reminders::ReminderRules;
        ReminderRules {
            max_per_invitation: self.max_per_invitation.min(ReminderRules::MAX_PER_INVITATION),
            min_days_between: self.min_days_between.clamp(1, ReminderRules::MAX_DAYS_BETWEEN),
            ..base
        }
    }
}

/// The preferences of `path`: a RON map of keys to RON texts, as eframe's storage wrote it in
/// earlier versions (so those files read as they are), the app's under [`PREFERENCES_KEY`].
/// Missing or unreadable: the defaults (the start-up check has put an unreadable file aside and
/// said so).
pub fn read_preferences(path: &Path) -> Preferences {
    let Ok(text) = std::fs::read_to_string(path) else { return Preferences::default() };
    let Ok(map) = ron::from_str::<std::collections::HashMap<String, String>>(&text) else {
        return Preferences::default();
    };
    map.get(PREFERENCES_KEY).and_then(|value| ron::from_str(value).ok()).unwrap_or_default()
}

/// The file's text for `preferences` (the map [`read_preferences`] reads).
pub fn preferences_text(preferences: &Preferences) -> Result<String, ron::Error> {
    let value = ron::to_string(preferences)?;
    let map: std::collections::BTreeMap<&str, String> = [(PREFERENCES_KEY, value)].into_iter().collect();
    ron::ser::to_string_pretty(&map, ron::ser::PrettyConfig::default())
}

/// Writes the preferences file atomically (the project's one way of writing a whole file): a
/// write that fails — the disk full at close — leaves the previous file as it was. eframe's own
/// storage truncated the file in place, and a full disk left 4,096 bytes of it, which reset
/// every setting at the next start; eframe is therefore given no file of ours to write.
pub fn write_preferences(path: &Path, text: &str) -> std::io::Result<()> {
    crate::files::replace_private_atomic(path, text.as_bytes())
}

/// A value that cannot be read is replaced by its default instead of losing the preferences
/// around it.
fn or_default<'de, D, T>(deserializer: D) -> Result<T, D::Error>
where
    D: serde::Deserializer<'de>,
    T: Deserialize<'de> + Default,
{
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum ReadOrNot<T> {
        Read(T),
        Unreadable(serde::de::IgnoredAny),
    }
    Ok(match ReadOrNot::<T>::deserialize(deserializer)? {
        ReadOrNot::Read(value) => value,
        ReadOrNot::Unreadable(_) => T::default(),
    })
}

impl Preferences {
    pub fn privacy_timeout(&self) -> std::time::Duration {
        privacy_timeout(self.privacy_minutes)
    }
}

/// The idle time before patient data is hidden for a number of minutes (none: the default).
pub fn privacy_timeout(minutes: Option<u32>) -> std::time::Duration {
    match minutes {
        Some(minutes) => std::time::Duration::from_secs(u64::from(minutes.min(24 * 60)) * 60),
        None => DEFAULT_PRIVACY_TIMEOUT,
    }
}

/// Reads an environment from `--base-url`: loopback http is the sandbox's
/// kind of address, anything else is custom.
pub fn environment_from_base_url(base_url: &str) -> Environment {
    Environment::Custom { api_base: base_url.trim().trim_end_matches('/').to_owned(), token_host: String::new() }
}

#[cfg(all(test, unix))]
mod tests {
    #![allow(clippy::unwrap_used)]

    use std::os::unix::fs::PermissionsExt as _;

    use super::*;

    fn mode(path: &Path) -> u32 {
        std::fs::metadata(path).unwrap().permissions().mode() & 0o777
    }

    #[test]
    fn an_existing_folder_keeps_its_permissions_and_only_created_ones_are_made_private() {
        let base = std::env::temp_dir().join(format!("intake-desk-perm-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&base).unwrap();
        std::fs::set_permissions(&base, std::fs::Permissions::from_mode(0o755)).unwrap();

        // `--data-dir ~` must not make the home folder private (or change it at all).
        assert_eq!(ensure_private_dir(&base).unwrap(), FolderCheck::Existing { readable_by_others: true });
        assert_eq!(mode(&base), 0o755);

        let created = base.join("profile").join("data");
        assert_eq!(ensure_private_dir(&created).unwrap(), FolderCheck::Created);
        assert_eq!(mode(&created), 0o700);
        assert_eq!(mode(&base.join("profile")), 0o700, "every folder the app creates is private");
        assert_eq!(mode(&base), 0o755);
        let _ = std::fs::remove_dir_all(base);
    }
}
