//! Saving a PDF summary to disk: the default file name (sanitised for every
//! OS), the atomic write that never leaves a half-written file and never
//! overwrites silently, the save-dialog seam ([`SaveDialog`]; the native dialog
//! is `native_dialog`'s, tests bring their own), and "Open" / "Show in folder".
//!
//! Everything here does file I/O or opens programs: it runs on the worker's
//! runtime (or its blocking pool), never on the UI thread.
//!
//! # Overwriting
//!
//! A file is replaced only when the user confirmed it. The native save dialogs
//! ask "replace the existing file?" themselves, so a path that exists when the native
//! dialog returns it has been confirmed. Every other way of choosing a path
//! must say so explicitly ([`ChosenPath::overwrite_confirmed`]); without that
//! confirmation an existing name gets a free variant: `name (2).pdf`.

use std::fmt;
use std::path::{Path, PathBuf};
use std::pin::Pin;
use std::sync::Arc;

use crate::files::Placement;
use crate::i18n::{Msg, Translator};

/// Device names Windows reserves, whatever the extension (`CON.pdf` too). A longer list than
/// `sanitize-filename`'s, and such a name gets a `_` in front instead of being replaced whole.
const RESERVED: &[&str] = &[
    "CON", "PRN", "AUX", "NUL", "COM1", "COM2", "COM3", "COM4", "COM5", "COM6", "COM7", "COM8", "COM9", "COM¹", "COM²",
    "COM³", "LPT1", "LPT2", "LPT3", "LPT4", "LPT5", "LPT6", "LPT7", "LPT8", "LPT9", "LPT¹", "LPT²", "LPT³", "CONIN$",
    "CONOUT$",
];

/// How far `name (n).pdf` counts before giving up.
const MAX_NUMBERED: u32 = 1000;

/// Longest file name (in bytes) we suggest; most file systems allow 255.
const MAX_NAME_BYTES: usize = 200;

/// What went wrong while saving or opening a file: a kind, worded by the view
/// ([`ExportError::message`]), never a sentence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExportProblem {
    /// The chosen path has no file name.
    NotAFileName,
    /// The chosen path is a folder.
    IsAFolder,
    /// `name (2).pdf` … `name (1000).pdf` all exist.
    TooManySameName,
    /// Writing failed; what the operating system's error suggests to do.
    WriteFailed(WriteHint),
    /// No Documents folder (nor a home folder) to save into without a dialog.
    NoDocumentsFolder,
    /// The task writing the file stopped before it finished.
    SaveInterrupted,
    /// No program opened the saved PDF.
    OpenFailed,
    /// The file manager could not show the saved PDF.
    ShowFailed,
}

/// What the operating system's error says about a failed write, for a sentence that helps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WriteHint {
    PermissionDenied,
    FolderMissing,
    DiskFull,
    ReadOnly,
    Other,
}

/// A failure while saving or opening a file, for the error box: language-free (a kind and
/// data); the view words it with [`ExportError::message`] and [`ExportError::details`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExportError {
    pub problem: ExportProblem,
    /// The file concerned, when there is one.
    pub path: Option<PathBuf>,
    /// What the operating system said (its own words: data), for "Details".
    pub os_error: Option<String>,
    /// The task doing the work stopped (a panic or a shutdown) rather than failing itself.
    pub task_stopped: bool,
}

impl ExportError {
    pub fn new(problem: ExportProblem, path: Option<&Path>, os_error: Option<String>) -> ExportError {
        ExportError { problem, path: path.map(Path::to_path_buf), os_error, task_stopped: false }
    }

    /// The task doing `problem`'s work stopped before it finished.
    pub fn task_stopped(problem: ExportProblem) -> ExportError {
        ExportError { problem, path: None, os_error: None, task_stopped: true }
    }

    /// There is no Documents folder to save into.
    pub fn no_documents_folder() -> ExportError {
        ExportError::new(ExportProblem::NoDocumentsFolder, None, None)
    }

    /// The sentence, for a notice or the error box (worded by the view).
    pub fn message(&self) -> Msg {
        Msg::new(match self.problem {
            ExportProblem::NotAFileName => "export-not-a-file-name",
            ExportProblem::IsAFolder => "export-is-a-folder",
            ExportProblem::TooManySameName => "export-too-many-same-name",
            ExportProblem::WriteFailed(WriteHint::PermissionDenied) => "export-save-failed-permission",
            ExportProblem::WriteFailed(WriteHint::FolderMissing) => "export-save-failed-no-folder",
            ExportProblem::WriteFailed(WriteHint::DiskFull) => "export-save-failed-disk-full",
            ExportProblem::WriteFailed(WriteHint::ReadOnly) => "export-save-failed-read-only",
            ExportProblem::WriteFailed(WriteHint::Other) => "export-save-failed",
            ExportProblem::NoDocumentsFolder => "export-no-documents-folder",
            ExportProblem::SaveInterrupted => "export-save-interrupted",
            ExportProblem::OpenFailed => "export-open-failed",
            ExportProblem::ShowFailed => "export-show-failed",
        })
    }

    /// The file and what the operating system said, for "Details".
    pub fn details(&self) -> Vec<Msg> {
        let mut details = Vec::new();
        if let Some(path) = &self.path {
            details.push(Msg::new("export-detail-file").with("path", path.display().to_string()));
        }
        if let Some(said) = &self.os_error {
            details.push(Msg::new("export-detail-system").with("error", said.as_str()));
        }
        if self.task_stopped {
            details.push(Msg::new("export-detail-task-stopped"));
        }
        if self.problem == ExportProblem::NoDocumentsFolder {
            details.push(Msg::new("export-detail-no-documents"));
        }
        details
    }

    /// An I/O failure writing `path`, with the hint its kind gives.
    pub(crate) fn io(path: &Path, error: &std::io::Error) -> ExportError {
        let hint = match error.kind() {
            std::io::ErrorKind::PermissionDenied => WriteHint::PermissionDenied,
            std::io::ErrorKind::NotFound => WriteHint::FolderMissing,
            std::io::ErrorKind::StorageFull => WriteHint::DiskFull,
            std::io::ErrorKind::ReadOnlyFilesystem => WriteHint::ReadOnly,
            _ => WriteHint::Other,
        };
        ExportError::new(ExportProblem::WriteFailed(hint), Some(path), Some(error.to_string()))
    }
}

/// For logs only (English, not shown to people): the kind, the file and the system's words.
impl fmt::Display for ExportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.problem)?;
        if let Some(path) = &self.path {
            write!(f, " ({})", path.display())?;
        }
        if let Some(said) = &self.os_error {
            write!(f, ": {said}")?;
        }
        if self.task_stopped {
            f.write_str(" (the task stopped)")?;
        }
        Ok(())
    }
}

impl std::error::Error for ExportError {}

// ----- file names -----

/// The suggested file name of a survey's PDF summary, worded in the interface language, e.g.
/// `Survey summary - Zoë Vermeulen - 2025-03-14.pdf` or
/// `Samenvatting vragenlijst - Zoë Vermeulen - 2025-03-14.pdf`. The date is ISO (no slashes,
/// and the names sort by date in every language).
pub fn suggested_file_name(tr: &Translator, patient_name: Option<&str>, date: Option<jiff::civil::Date>) -> String {
    let name = patient_name.map(str::trim).filter(|n| !n.is_empty());
    let date = date.map(|d| d.to_string());
    let stem = match (name, date) {
        (Some(name), Some(date)) => Msg::new("export-file-name-patient-date").with("name", name).with("date", date),
        (Some(name), None) => Msg::new("export-file-name-patient").with("name", name),
        (None, Some(date)) => Msg::new("export-file-name-date").with("date", date),
        (None, None) => Msg::new("export-file-name"),
    };
    sanitize_file_name(&format!("{}.pdf", tr.msg(&stem)))
}

/// Makes `name` a valid file name on Windows, macOS and Linux: runs of white space become
/// one space; forbidden and control characters become `_` (`sanitize-filename`'s rules); no
/// leading or trailing spaces or dots, no reserved Windows device name, at most
/// [`MAX_NAME_BYTES`] bytes (the extension kept). Letters of every script stay as they are.
pub fn sanitize_file_name(name: &str) -> String {
    let spaced = name.split_whitespace().collect::<Vec<_>>().join(" ");
    let trim = |text: &str| text.trim_matches(|c: char| c == ' ' || c == '.').to_owned();
    // Trimmed first: the crate would turn a name of only dots into `_` rather than nothing.
    let options = sanitize_filename::Options { windows: false, truncate: false, replacement: "_" };
    let cleaned = trim(&sanitize_filename::sanitize_with_options(trim(&spaced), options));
    let trimmed = cleaned.as_str();
    let (stem, extension) = match trimmed.rfind('.') {
        Some(dot) if dot > 0 && trimmed.len() - dot <= 6 => (&trimmed[..dot], &trimmed[dot..]),
        _ => (trimmed, ""),
    };
    let mut stem = stem.trim_end_matches([' ', '.']).to_owned();
    if stem.is_empty() {
        stem = "Intake summary".to_owned();
    }
    // `CON`, `con.pdf`, `Com1.tar.gz`: the part before the first dot counts.
    let device = stem.split('.').next().unwrap_or_default().trim_end();
    if RESERVED.iter().any(|r| r.eq_ignore_ascii_case(device)) {
        stem.insert(0, '_');
    }
    let budget = MAX_NAME_BYTES.saturating_sub(extension.len());
    if stem.len() > budget {
        let mut cut = budget;
        while !stem.is_char_boundary(cut) {
            cut -= 1;
        }
        stem.truncate(cut);
        let kept = stem.trim_end_matches([' ', '.']).len();
        stem.truncate(kept);
    }
    format!("{stem}{extension}")
}

/// `name.pdf` → `name (n).pdf` in the same folder.
fn numbered(path: &Path, n: u32) -> PathBuf {
    let stem = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    let name = match path.extension() {
        Some(ext) => format!("{stem} ({n}).{}", ext.to_string_lossy()),
        None => format!("{stem} ({n})"),
    };
    path.with_file_name(name)
}

// ----- the atomic write -----

/// Writes `bytes` to `path` atomically (`files::write_atomic`: a private temporary file in the
/// same folder, flushed to disk, then moved into place), so the target is either absent,
/// the old file, or the complete new file, never a part.
///
/// An existing `path` is replaced only with `overwrite_confirmed`; otherwise
/// the first free `name (2).pdf`, `name (3).pdf`, … is used, without a race
/// where the file system allows it. Returns the path written.
pub fn write_atomically(path: &Path, bytes: &[u8], overwrite_confirmed: bool) -> Result<PathBuf, ExportError> {
    if path.file_name().is_none() {
        return Err(ExportError::new(ExportProblem::NotAFileName, Some(path), None));
    }
    if path.is_dir() {
        return Err(ExportError::new(ExportProblem::IsAFolder, Some(path), None));
    }
    let placement = if overwrite_confirmed { Placement::Replace } else { Placement::FirstFree };
    let names = std::iter::once(path.to_path_buf()).chain((2..=MAX_NUMBERED).map(|n| numbered(path, n)));
    crate::files::write_atomic(path, bytes, names, placement).map_err(|error| {
        if error.kind() == std::io::ErrorKind::AlreadyExists {
            ExportError::new(ExportProblem::TooManySameName, Some(path), None)
        } else {
            ExportError::io(path, &error)
        }
    })
}

// ----- the save dialog seam -----

/// Where the user chose to save.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChosenPath {
    pub path: PathBuf,
    /// The user agreed to replace an existing file at `path`. Native dialogs
    /// ask themselves; see the module documentation.
    pub overwrite_confirmed: bool,
}

/// The user's Documents folder, else their home folder. Reads the file system (a few
/// metadata look-ups): called once when the worker's options are made.
pub fn documents_folder() -> Option<PathBuf> {
    let dirs = directories::UserDirs::new()?;
    Some(documents_folder_in(dirs.document_dir(), dirs.home_dir()))
}

/// [`documents_folder`] given what the platform says: its documents folder when it exists;
/// else `home/Documents` when that exists (Linux names none without `user-dirs.dirs`, though
/// the folder is there); home only when there is none (a folder that does not exist cannot
/// be written to).
pub fn documents_folder_in(document_dir: Option<&Path>, home: &Path) -> PathBuf {
    if let Some(platform) = document_dir.filter(|dir| dir.is_dir()) {
        return platform.to_path_buf();
    }
    let conventional = home.join("Documents");
    if conventional.is_dir() {
        return conventional;
    }
    home.to_path_buf()
}

/// The app's window as [`SaveDialog::over_window`] receives it: what it holds is the native
/// dialog's business (`native_dialog::ParentWindow`), so this module knows no windowing crate.
pub type WindowForDialogs = dyn std::any::Any + Send + Sync;

/// The boxed future a [`SaveDialog`] returns.
pub type DialogFuture = Pin<Box<dyn Future<Output = Option<ChosenPath>> + Send>>;

/// Asks the user where to save a file. `None`: the user cancelled, or no dialog could be
/// shown ([`SaveDialog::take_could_not_show`] tells which).
///
/// What a save dialog offers, worded in the interface's language by the state that asks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveOffer {
    /// The suggested file name ([`suggested_file_name`]).
    pub name: String,
    /// The dialog's title ("Save the PDF summary").
    pub title: String,
    /// The name of the file type in the dialog's filter ("PDF document").
    pub file_kind: String,
    /// The file type's extension, without the dot ("pdf").
    pub extension: &'static str,
}

impl SaveOffer {
    /// A PDF summary under `name`, the dialog worded by `tr`.
    pub fn pdf(tr: &crate::i18n::Translator, name: String) -> SaveOffer {
        SaveOffer {
            name,
            title: tr.text("pdf-save-dialog-title"),
            file_kind: tr.text("pdf-file-kind"),
            extension: "pdf",
        }
    }

    /// Typing that could not be saved, as a text file under `name` (at close).
    pub fn text(tr: &crate::i18n::Translator, name: String) -> SaveOffer {
        SaveOffer {
            name,
            title: tr.text("closing-save-dialog-title"),
            file_kind: tr.text("closing-text-file-kind"),
            extension: "txt",
        }
    }

    /// A day list's results as CSV under `name`, the dialog worded by `tr`.
    pub fn csv(tr: &crate::i18n::Translator, name: String) -> SaveOffer {
        SaveOffer {
            name,
            title: tr.text("day-list-save-results-title"),
            file_kind: tr.text("day-list-csv-file-kind"),
            extension: "csv",
        }
    }
}

/// What an open dialog offers: its title and the kinds of file it shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpenOffer {
    pub title: String,
    /// The name of the kinds of file in the dialog's filter ("Appointment lists").
    pub file_kind: String,
    pub extensions: Vec<&'static str>,
}

/// The boxed future an [`OpenDialog`] returns.
pub type OpenFuture = Pin<Box<dyn Future<Output = Option<PathBuf>> + Send>>;

/// Asks the user which file to open (`None`: they cancelled, or no dialog could be shown).
/// Awaited on the worker's runtime, like [`SaveDialog`].
pub trait OpenDialog: Send + Sync {
    fn choose(&self, offer: &OpenOffer) -> OpenFuture;

    /// The same dialog, in front of the app's window (see [`SaveDialog::over_window`]).
    fn over_window(&self, _window: &WindowForDialogs) -> Option<Arc<dyn OpenDialog>> {
        None
    }

    /// Whether the last `None` meant that no dialog could be shown (see
    /// [`SaveDialog::take_could_not_show`]). Asking resets it.
    fn take_could_not_show(&self) -> bool {
        false
    }
}

impl fmt::Debug for dyn OpenDialog {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("OpenDialog")
    }
}

/// An open dialog that always answers the same file (tests, and `--open-dialog-answer` for
/// the screenshot script).
#[derive(Clone, Debug, Default)]
pub struct FixedOpenChoice(pub Option<PathBuf>);

impl OpenDialog for FixedOpenChoice {
    fn choose(&self, _offer: &OpenOffer) -> OpenFuture {
        let chosen = self.0.clone();
        Box::pin(async move { chosen })
    }
}

/// Awaited on the worker's runtime, so the window keeps repainting while it
/// is open. Everything after the choice (writing, naming) is the same code in
/// the app and in tests.
pub trait SaveDialog: Send + Sync {
    fn choose(&self, offer: &SaveOffer) -> DialogFuture;

    /// The same dialog, shown in front of (and modal to) the app's window; `None` for dialogs
    /// that have no window of their own.
    fn over_window(&self, _window: &WindowForDialogs) -> Option<Arc<dyn SaveDialog>> {
        None
    }

    /// Whether the last [`SaveDialog::choose`] gave `None` because no dialog could be shown at
    /// all (no desktop portal, no zenity) rather than because the user closed it. Asking
    /// resets it. The worker asks after a `None` and reports which it was.
    fn take_could_not_show(&self) -> bool {
        false
    }
}

impl fmt::Debug for dyn SaveDialog {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SaveDialog")
    }
}

// ----- open and show -----

/// Opens a saved file with the program the OS uses for it.
pub fn open_file(path: &Path) -> Result<(), ExportError> {
    opener::open(path).map_err(|e| ExportError::new(ExportProblem::OpenFailed, Some(path), Some(e.to_string())))
}

/// Shows a saved file in the file manager, selected (Explorer, Finder, and on Linux the file
/// manager over D-Bus, else its folder).
pub fn show_in_folder(path: &Path) -> Result<(), ExportError> {
    opener::reveal(path).map_err(|e| ExportError::new(ExportProblem::ShowFailed, Some(path), Some(e.to_string())))
}

#[cfg(test)]
#[path = "export_tests.rs"]
pub(crate) mod tests;
