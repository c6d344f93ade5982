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

    fn io(path: &Path, error: &std::io::Error) -> ExportError {
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
pub(crate) mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;

    /// A dialog that "chooses" a fixed answer at once (`None`: cancelled) and keeps the names
    /// it was offered; the tests' richer one is in tests/support.
    #[derive(Default)]
    pub(crate) struct FixedChoice {
        choice: Option<ChosenPath>,
        offered: std::sync::Mutex<Vec<String>>,
    }

    impl SaveDialog for FixedChoice {
        fn choose(&self, offer: &SaveOffer) -> DialogFuture {
            self.offered.lock().unwrap().push(offer.name.clone());
            let choice = self.choice.clone();
            Box::pin(async move { choice })
        }
    }

    /// The English sentence and details of an error, as a person reads them.
    fn english(error: &ExportError) -> (String, String) {
        let tr = Translator::new(crate::i18n::Language::English);
        let details: Vec<String> = error.details().iter().map(|d| tr.msg(d)).collect();
        (tr.msg(&error.message()), details.join("\n"))
    }

    fn leftovers(dir: &Path) -> Vec<String> {
        std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".part"))
            .collect()
    }

    #[test]
    fn the_suggested_name_has_the_patient_and_the_date() {
        let tr = Translator::new(crate::i18n::Language::English);
        let date = jiff::civil::date(2025, 3, 14);
        assert_eq!(
            suggested_file_name(&tr, Some("Zoë Vermeulen"), Some(date)),
            "Survey summary - Zoë Vermeulen - 2025-03-14.pdf"
        );
        assert_eq!(suggested_file_name(&tr, None, Some(date)), "Survey summary - 2025-03-14.pdf");
        assert_eq!(suggested_file_name(&tr, Some("  "), None), "Survey summary.pdf");
        assert_eq!(suggested_file_name(&tr, Some("李 小龙"), Some(date)), "Survey summary - 李 小龙 - 2025-03-14.pdf");
        assert_eq!(
            suggested_file_name(&tr, Some("Siobhán O'Connor"), Some(date)),
            "Survey summary - Siobhán O'Connor - 2025-03-14.pdf"
        );
    }

    /// The name is worded in the interface language; the date stays ISO in every language (no
    /// slashes, sorted by date).
    #[test]
    fn the_suggested_name_is_in_the_interface_language() {
        use crate::i18n::Language;
        let date = jiff::civil::date(2025, 3, 14);
        let dutch = Translator::new(Language::Dutch);
        assert_eq!(
            suggested_file_name(&dutch, Some("Zoë Vermeulen"), Some(date)),
            "Samenvatting vragenlijst - Zoë Vermeulen - 2025-03-14.pdf"
        );
        assert_eq!(suggested_file_name(&dutch, None, None), "Samenvatting vragenlijst.pdf");
        let french = Translator::new(Language::French);
        assert_eq!(
            suggested_file_name(&french, Some("Zoë Vermeulen"), Some(date)),
            "Résumé du questionnaire - Zoë Vermeulen - 2025-03-14.pdf"
        );
        assert_eq!(suggested_file_name(&french, None, Some(date)), "Résumé du questionnaire - 2025-03-14.pdf");
        let german = Translator::new(Language::German);
        assert_eq!(
            suggested_file_name(&german, Some("Zoë Vermeulen"), Some(date)),
            "Zusammenfassung Fragebogen - Zoë Vermeulen - 2025-03-14.pdf"
        );
        // Every language's name passes the Windows check of sanitize-filename.
        let check = sanitize_filename::OptionsForCheck { windows: true, truncate: true };
        for language in Language::TRANSLATED.into_iter().chain([Language::Pseudo]) {
            let tr = Translator::new(language);
            for name in [Some("CON"), Some("a/b:c"), None] {
                let suggested = suggested_file_name(&tr, name, Some(date));
                assert!(sanitize_filename::is_sanitized_with_options(&suggested, check.clone()), "{suggested:?}");
                assert!(!suggested.contains('/') && suggested.ends_with(".pdf"), "{suggested:?}");
                if language != Language::Pseudo {
                    assert!(suggested.ends_with(" - 2025-03-14.pdf"), "{suggested:?}");
                }
            }
        }
    }

    /// Every kind of failure has a sentence of its own in every language (no English text in
    /// the error itself), and the details name the file and what the system said.
    #[test]
    fn every_failure_is_worded_in_every_language() {
        use crate::i18n::Language;
        let hints = [WriteHint::PermissionDenied, WriteHint::FolderMissing, WriteHint::DiskFull, WriteHint::ReadOnly];
        let problems = [
            ExportProblem::NotAFileName,
            ExportProblem::IsAFolder,
            ExportProblem::TooManySameName,
            ExportProblem::WriteFailed(WriteHint::Other),
            ExportProblem::NoDocumentsFolder,
            ExportProblem::SaveInterrupted,
            ExportProblem::OpenFailed,
            ExportProblem::ShowFailed,
        ]
        .into_iter()
        .chain(hints.map(ExportProblem::WriteFailed));
        let mut ids = std::collections::HashSet::new();
        for problem in problems {
            let error = ExportError::new(problem, Some(Path::new("/tmp/x.pdf")), Some("denied".to_owned()));
            assert!(ids.insert(error.message().id), "one sentence per kind: {problem:?}");
            for language in Language::TRANSLATED {
                let tr = Translator::new(language);
                assert!(tr.has(&error.message().id), "{problem:?}");
                let details: Vec<String> = error.details().iter().map(|d| tr.msg(d)).collect();
                assert!(details.iter().any(|d| d.contains("/tmp/x.pdf")), "{details:?}");
                assert!(details.iter().any(|d| d.contains("denied")), "{details:?}");
            }
        }
        let dutch = Translator::new(Language::Dutch);
        let stopped = ExportError::task_stopped(ExportProblem::SaveInterrupted);
        assert_eq!(dutch.msg(&stopped.message()), "Het opslaan van de pdf is onderbroken.");
        assert_eq!(stopped.details().len(), 1);
    }

    #[test]
    fn forbidden_and_control_characters_are_replaced() {
        assert_eq!(sanitize_file_name("a/b\\c:d*e?f\"g<h>i|j.pdf"), "a_b_c_d_e_f_g_h_i_j.pdf");
        assert_eq!(sanitize_file_name("tab\there\nnew\u{7}bell.pdf"), "tab here new_bell.pdf");
        assert_eq!(sanitize_file_name("../../etc/passwd"), "_.._etc_passwd");
        assert_eq!(sanitize_file_name("many     spaces.pdf"), "many spaces.pdf");
    }

    #[test]
    fn trailing_dots_and_spaces_are_removed() {
        assert_eq!(sanitize_file_name("name. . .pdf"), "name.pdf");
        assert_eq!(sanitize_file_name("  name  "), "name");
        assert_eq!(sanitize_file_name("name..."), "name");
        assert_eq!(sanitize_file_name("...."), "Intake summary");
        assert_eq!(sanitize_file_name(""), "Intake summary");
        assert_eq!(sanitize_file_name(".pdf"), "pdf");
    }

    #[test]
    fn reserved_windows_names_are_avoided() {
        assert_eq!(sanitize_file_name("CON.pdf"), "_CON.pdf");
        assert_eq!(sanitize_file_name("con"), "_con");
        assert_eq!(sanitize_file_name("Lpt1.pdf"), "_Lpt1.pdf");
        assert_eq!(sanitize_file_name("nul.tar.pdf"), "_nul.tar.pdf");
        assert_eq!(sanitize_file_name("COM1 .pdf"), "_COM1.pdf");
        assert_eq!(sanitize_file_name("CONSOLE.pdf"), "CONSOLE.pdf");
        assert_eq!(sanitize_file_name("Connie.pdf"), "Connie.pdf");
    }

    #[test]
    fn long_names_are_cut_on_a_character_boundary_keeping_the_extension() {
        let long = format!("{}.pdf", "é".repeat(300));
        let name = sanitize_file_name(&long);
        assert!(name.len() <= MAX_NAME_BYTES, "{}", name.len());
        assert!(name.ends_with("é.pdf"));
    }

    #[test]
    fn an_atomic_write_creates_the_file_and_leaves_no_temporary_file() {
        let dir = crate::test_dir("export-write");
        let path = dir.join("Intake summary.pdf");
        let written = write_atomically(&path, b"%PDF-1.7 one", false).unwrap();
        assert_eq!(written, path);
        assert_eq!(std::fs::read(&path).unwrap(), b"%PDF-1.7 one");
        assert!(leftovers(&dir).is_empty());
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn an_existing_file_is_never_overwritten_without_confirmation() {
        let dir = crate::test_dir("export-no-clobber");
        let path = dir.join("summary.pdf");
        std::fs::write(&path, b"old").unwrap();
        let second = write_atomically(&path, b"%PDF- new", false).unwrap();
        assert_eq!(second, dir.join("summary (2).pdf"));
        let third = write_atomically(&path, b"%PDF- newer", false).unwrap();
        assert_eq!(third, dir.join("summary (3).pdf"));
        assert_eq!(std::fs::read(&path).unwrap(), b"old");
        assert_eq!(std::fs::read(&second).unwrap(), b"%PDF- new");
        assert_eq!(std::fs::read(&third).unwrap(), b"%PDF- newer");
        assert!(leftovers(&dir).is_empty());
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_confirmed_overwrite_replaces_the_file() {
        let dir = crate::test_dir("export-overwrite");
        let path = dir.join("summary.pdf");
        std::fs::write(&path, b"old").unwrap();
        let written = write_atomically(&path, b"%PDF- replaced", true).unwrap();
        assert_eq!(written, path);
        assert_eq!(std::fs::read(&path).unwrap(), b"%PDF- replaced");
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_missing_folder_is_a_clear_error_and_writes_nothing() {
        let dir = crate::test_dir("export-missing");
        let path = dir.join("no-such-folder").join("summary.pdf");
        let error = write_atomically(&path, b"%PDF-", false).unwrap_err();
        assert_eq!(error.problem, ExportProblem::WriteFailed(WriteHint::FolderMissing));
        let (message, details) = english(&error);
        assert!(message.contains("Nothing was written"), "{message}");
        assert!(message.contains("folder does not exist"), "{message}");
        assert!(details.contains("no-such-folder"), "{details}");
        assert!(!path.exists());
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_folder_as_target_is_refused() {
        let dir = crate::test_dir("export-folder-target");
        let error = write_atomically(&dir, b"%PDF-", true).unwrap_err();
        assert_eq!(error.problem, ExportProblem::IsAFolder);
        assert!(english(&error).0.contains("is a folder"));
        assert!(leftovers(&dir).is_empty());
        let _ = std::fs::remove_dir_all(dir);
    }

    /// A target inside something that is not a folder (here a regular file) cannot be written by
    /// anyone, root included, so the failure is certain on every machine and for every user.
    #[test]
    fn a_target_under_a_regular_file_is_a_clear_error_and_leaves_nothing() {
        let dir = crate::test_dir("export-not-a-folder");
        let blocker = dir.join("report.txt");
        std::fs::write(&blocker, b"not a folder").unwrap();
        let path = blocker.join("summary.pdf");

        let error = write_atomically(&path, b"%PDF- new", false).unwrap_err();
        let (message, details) = english(&error);
        assert!(message.contains("Nothing was written"), "{message}");
        assert!(details.contains("report.txt"), "{details}");
        // Nothing beside the file, no temporary file, and the file itself untouched.
        let names: Vec<String> =
            std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
        assert_eq!(names, ["report.txt"]);
        assert_eq!(std::fs::read(&blocker).unwrap(), b"not a folder");

        // The same with an overwrite confirmed (the other way into place).
        let error = write_atomically(&path, b"%PDF- new", true).unwrap_err();
        let (message, _) = english(&error);
        assert!(message.contains("Nothing was written"), "{message}");
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
        assert_eq!(std::fs::read(&blocker).unwrap(), b"not a folder");
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn the_documents_folder_is_the_platforms_then_an_existing_documents_folder_and_home_only_without_one() {
        let home = std::env::temp_dir().join(format!("intake-desk-home-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&home).unwrap();
        // No Documents folder at all: home.
        assert_eq!(documents_folder_in(None, &home), home);
        assert_eq!(documents_folder_in(Some(&home.join("Gone")), &home), home);
        // Linux without user-dirs.dirs: the platform names none, but ~/Documents exists.
        let documents = home.join("Documents");
        std::fs::create_dir_all(&documents).unwrap();
        assert_eq!(documents_folder_in(None, &home), documents);
        // The platform's folder wins (a translated name, e.g. "Dokumente").
        let translated = home.join("Dokumente");
        std::fs::create_dir_all(&translated).unwrap();
        assert_eq!(documents_folder_in(Some(&translated), &home), translated);
        // One it names but that does not exist cannot be written to: the existing one.
        assert_eq!(documents_folder_in(Some(&home.join("Gone")), &home), documents);
        let _ = std::fs::remove_dir_all(home);
    }

    #[test]
    fn a_dialog_answers_through_the_seam_and_has_no_window_by_default() {
        let dialog = FixedChoice {
            choice: Some(ChosenPath { path: PathBuf::from("/tmp/x.pdf"), overwrite_confirmed: false }),
            ..FixedChoice::default()
        };
        let rt = tokio::runtime::Builder::new_current_thread().build().unwrap();
        let chosen =
            rt.block_on(dialog.choose(&SaveOffer::pdf(&Translator::default(), "Intake summary.pdf".into()))).unwrap();
        assert_eq!(chosen.path, PathBuf::from("/tmp/x.pdf"));
        assert_eq!(*dialog.offered.lock().unwrap(), ["Intake summary.pdf"]);
        assert!(
            rt.block_on(FixedChoice::default().choose(&SaveOffer::pdf(&Translator::default(), "x".into()))).is_none()
        );
        assert!(dialog.over_window(&()).is_none());
        assert!(!dialog.take_could_not_show());
    }

    /// Whatever the patient's name holds, the suggestion passes `sanitize-filename`'s own check
    /// with its Windows rules (reserved names, trailing dots and spaces, length).
    #[test]
    fn every_suggested_name_passes_the_windows_check_of_sanitize_filename() {
        let check = sanitize_filename::OptionsForCheck { windows: true, truncate: true };
        let date = Some(jiff::civil::date(2025, 3, 14));
        let names = [
            "Zoë Vermeulen",
            "CON",
            "a/b\\c:d*e?f\"g<h>i|j",
            "trailing. . ",
            "....",
            "tab\there\u{7}",
            "李 小龙",
            &"é".repeat(300),
        ];
        let tr = Translator::new(crate::i18n::Language::English);
        for name in names {
            for date in [date, None] {
                let suggested = suggested_file_name(&tr, Some(name), date);
                assert!(sanitize_filename::is_sanitized_with_options(&suggested, check.clone()), "{suggested:?}");
                assert_eq!(sanitize_file_name(&suggested), suggested, "sanitising twice changes nothing");
            }
            let bare = sanitize_file_name(name);
            assert!(sanitize_filename::is_sanitized_with_options(&bare, check.clone()), "{bare:?}");
        }
    }
}
