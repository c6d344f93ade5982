//! Intake Desk: the staff-side desktop client of the Patient and Survey Service. This crate is
//! the app; the layers below it are crates of their own (see the README's "Architecture").
//!
//! Data flows one way:
//!
//! ```text
//!  egui view ──Intent──▶ app state ──Command──▶ worker (tokio runtime)
//!      ▲                                          │  api client ──HTTP──▶ service / sandbox
//!      └──── repaint ◀── app state ◀──Event───────┘
//! ```
//!
//! - [`api`] (crate `intake_api`): the service contract: models, one async method per endpoint,
//!   error kinds, environments, tokens. No egui.
//! - [`sandbox`] (crate `intake_sandbox`): a real local implementation of the service (axum on
//!   loopback), the embedded default and the HTTP peer of every test.
//! - [`patient_rules`] (crate `intake_rules`): what a valid patient field is, for the form and
//!   the sandbox alike.
//! - [`worker`]: the only bridge between the UI thread and the runtime.
//! - [`state`]: plain data the views render, by concern; intents and events change it.
//! - [`ui`]: egui views only; they read the state and return intents.
//! - [`app`]: the eframe application that wires state, worker and views together.
//! - [`i18n`]: the languages of the interface (Fluent) and the formats that follow them.
//! - [`identity`]: the application id and the window icon the desktop shows.
//! - [`export`]: saving a PDF summary: file names, the atomic write, the save-dialog seam.
//! - [`native_dialog`]: the operating system's save dialog (rfd) over the app's window.
//! - [`pdf_preview`]: a PDF's pages rendered to plain images (hayro) for the in-app preview.
//! - [`settings`]: folders, command-line configuration and preferences.
//! - [`secrets`]: where the token is kept (keyring or memory).
//! - [`drafts`]: unsent forms kept on disk so a restart or crash loses nothing.
//! - [`activity`]: the local log of the user's own actions.
//! - [`logging`]: rolling log files that never carry tokens or patient data.
//! - [`files`] (crate `intake_files`): private, atomic file writing shared by the above.
//! - [`startup`]: start-up checks of the data folder, logs and preferences, with problems in words.
//! - [`window_placement`]: where the window opens, and its size and place kept per monitor.
//! - [`instance`]: one window per profile: the OS lock and bringing the running window to the front.
//! - `measure` (feature `measure`): `--measure`: start-up time, memory and idle frames of the real window.

pub mod activity;
pub mod app;
pub mod drafts;
pub mod export;
pub mod i18n;
pub mod identity;
pub mod instance;
pub mod local_store;
pub mod logging;
#[cfg(feature = "measure")]
pub mod measure;
pub mod native_dialog;
pub mod pdf_preview;
pub mod secrets;
pub mod settings;
pub mod startup;
pub mod state;
pub mod ui;
pub mod window_placement;
pub mod worker;

// The layers below the app, each its own crate, under the names the app has always used.
pub use intake_api as api;
pub use intake_files as files;
pub use intake_files::sqlite_schema;
pub use intake_rules as patient_rules;
pub use intake_sandbox as sandbox;

/// A fresh folder under the system's temporary folder, for a unit test.
#[cfg(test)]
pub(crate) fn test_dir(prefix: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("intake-desk-{prefix}-{}", uuid::Uuid::new_v4()));
    #[allow(clippy::unwrap_used)]
    std::fs::create_dir_all(&dir).unwrap();
    dir
}
