//! The About dialog's state (open or not, the licence search) and the user's local folders it
//! shows: which file or folder each is and which folder "open folder" opens. Owns the About
//! part of [`AppState::apply_intent`] and of [`AppState::apply`].

use std::path::{Path, PathBuf};

use crate::worker::FolderProblem;

use super::*;

/// The open About dialog.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct AboutState {
    /// What the licence list is narrowed to (a package or a licence).
    pub licence_filter: String,
}

/// What the user asked for in the About dialog.
#[derive(Clone, Debug, PartialEq)]
pub enum AboutIntent {
    Close,
    Filter(String),
    OpenFolder(LocalFolder),
}

/// What Intake Desk keeps on this computer for the user, each shown with its place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LocalFolder {
    /// The preferences (window, language, privacy timeout, last environment).
    Settings,
    /// Unsent forms and the activity log (the local SQLite database).
    Drafts,
    /// The log files.
    Logs,
}

impl LocalFolder {
    pub const ALL: [LocalFolder; 3] = [LocalFolder::Settings, LocalFolder::Drafts, LocalFolder::Logs];

    /// The message id of its name.
    pub fn label(self) -> &'static str {
        match self {
            LocalFolder::Settings => "about-settings",
            LocalFolder::Drafts => "about-drafts",
            LocalFolder::Logs => "about-logs",
        }
    }

    /// The message id of its "open folder" button (each its own, for the screen reader).
    pub fn open_label(self) -> &'static str {
        match self {
            LocalFolder::Settings => "about-open-settings-folder",
            LocalFolder::Drafts => "about-open-drafts-folder",
            LocalFolder::Logs => "about-open-logs-folder",
        }
    }

    /// The file or folder it is, in the data folder.
    pub fn path(self, data_dir: &Path) -> PathBuf {
        match self {
            LocalFolder::Settings => data_dir.join(crate::startup::PREFERENCES_FILE),
            LocalFolder::Drafts => data_dir.join(crate::local_store::DATABASE_FILE_NAME),
            LocalFolder::Logs => data_dir.join(crate::startup::LOG_FOLDER),
        }
    }

    /// The folder "open folder" opens.
    pub fn folder(self, data_dir: &Path) -> PathBuf {
        match self {
            LocalFolder::Logs => data_dir.join(crate::startup::LOG_FOLDER),
            LocalFolder::Settings | LocalFolder::Drafts => data_dir.to_path_buf(),
        }
    }
}

impl AppState {
    pub fn show_about(&mut self) {
        self.about.get_or_insert_with(AboutState::default);
    }

    pub(super) fn apply_about_intent(&mut self, intent: AboutIntent) {
        match intent {
            AboutIntent::Close => self.about = None,
            AboutIntent::Filter(text) => {
                if let Some(about) = &mut self.about {
                    about.licence_filter = text;
                }
            }
            AboutIntent::OpenFolder(folder) => {
                if let Some(data_dir) = &self.data_dir {
                    let path = folder.folder(data_dir);
                    self.queue("progress-opening-folder", Command::OpenFolder { path });
                }
            }
        }
    }

    /// The file manager could not be started on a folder: said, with the folder, so the user
    /// can go there themselves.
    pub(super) fn on_folder_opened(&mut self, path: &Path, result: Result<(), FolderProblem>) {
        let folder = path.display().to_string();
        match result {
            Ok(()) => {}
            Err(FolderProblem::Missing) => {
                let message = Msg::new("about-folder-missing").with("folder", folder);
                self.notify(Topic::LocalData, Level::Info, message, Vec::new());
            }
            Err(FolderProblem::NotOpened(problem)) => {
                let message = Msg::new("about-folder-not-opened").with("folder", folder);
                let details = vec![Msg::new("about-folder-not-opened-why").with("problem", problem)];
                self.notify(Topic::LocalData, Level::Error, message, details);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn each_folder_button_opens_the_folder_that_holds_it() {
        let mut state = AppState::new();
        state.data_dir = Some(PathBuf::from("/home/noor/.local/share/intakedesk"));
        state.show_about();
        for (folder, opened) in [
            (LocalFolder::Settings, "/home/noor/.local/share/intakedesk"),
            (LocalFolder::Drafts, "/home/noor/.local/share/intakedesk"),
            (LocalFolder::Logs, "/home/noor/.local/share/intakedesk/logs"),
        ] {
            state.apply_intent(Intent::About(AboutIntent::OpenFolder(folder)));
            let commands = state.take_commands();
            assert!(
                matches!(commands.as_slice(), [(_, Command::OpenFolder { path })] if path == Path::new(opened)),
                "{folder:?}: {commands:?}"
            );
        }
        state.apply_intent(Intent::About(AboutIntent::Close));
        assert_eq!(state.about, None);
    }

    #[test]
    fn without_a_data_folder_nothing_is_opened() {
        let mut state = AppState::new();
        state.show_about();
        state.apply_intent(Intent::About(AboutIntent::OpenFolder(LocalFolder::Logs)));
        assert!(state.take_commands().is_empty());
    }

    #[test]
    fn a_folder_that_cannot_be_opened_is_said_with_its_place() {
        let mut state = AppState::new();
        state.on_folder_opened(Path::new("/data/logs"), Err(FolderProblem::NotOpened("no file manager".into())));
        let notice = state.notices.last().unwrap();
        assert_eq!(notice.level, Level::Error);
        assert!(state.tr.msg(&notice.text).contains("/data/logs"));
    }
}
