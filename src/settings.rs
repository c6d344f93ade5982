//! Folders, command-line configuration and preferences. Preferences hold the
//! window and the last environment, never patient data or tokens.

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

/// Creates the data folder, readable only by the user where the OS allows.
pub fn ensure_private_dir(dir: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700))?;
    }
    Ok(())
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

/// What the app needs from its surroundings.
#[derive(Clone, Debug)]
pub struct AppConfig {
    pub data_dir: PathBuf,
    pub start: StartMode,
    pub runtime: tokio::runtime::Handle,
    pub worker: crate::worker::WorkerOptions,
}

impl AppConfig {
    pub fn sandbox_state_file(&self) -> PathBuf {
        self.data_dir.join("sandbox-state.json")
    }
}

/// Saved between runs through eframe's storage.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Preferences {
    /// The last environment signed in to (never the sandbox's changing address).
    pub last_environment: Option<Environment>,
    /// Minutes without input before patient data is hidden (0: never).
    #[serde(default)]
    pub privacy_minutes: Option<u32>,
}

impl Preferences {
    pub fn privacy_timeout(&self) -> std::time::Duration {
        match self.privacy_minutes {
            Some(minutes) => std::time::Duration::from_secs(u64::from(minutes.min(24 * 60)) * 60),
            None => crate::state::local::DEFAULT_PRIVACY_TIMEOUT,
        }
    }
}

/// Reads an environment from `--base-url`: loopback http is the sandbox's
/// kind of address, anything else is custom.
pub fn environment_from_base_url(base_url: &str) -> Environment {
    Environment::Custom { api_base: base_url.trim().trim_end_matches('/').to_owned(), token_host: String::new() }
}
