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
    /// The user turned the clinic database's sharing off at this desk (heeded only where the
    /// policy lets them).
    #[serde(default)]
    pub clinic_sharing_turned_off: bool,
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
