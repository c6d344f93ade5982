//! Saving a PDF summary to disk: the default file name (sanitised for every
//! OS), the atomic write that never leaves a half-written file and never
//! overwrites silently, the save-dialog seam ([`SaveDialog`]) with the native
//! implementation ([`NativeSaveDialog`], rfd, asynchronous) and a fixed-path
//! one for tests ([`FixedPathDialog`]), and "Open" / "Show in folder".
//!
//! Everything here does file I/O or opens windows: it runs on the worker's
//! runtime (or its blocking pool), never on the UI thread.
//!
//! # Overwriting
//!
//! A file is replaced only when the user confirmed it. The native save dialogs
//! (Windows, macOS, GTK and the XDG portal) ask "replace the existing file?"
//! themselves before they return a path, so a path that exists when the native
//! dialog returns it has been confirmed. Every other way of choosing a path
//! must say so explicitly ([`ChosenPath::overwrite_confirmed`]); without that
//! confirmation an existing name gets a free variant: `name (2).pdf`.

use std::fmt;
use std::fs::OpenOptions;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Characters no file name may contain on Windows, and `/` everywhere.
const FORBIDDEN: [char; 9] = ['/', '\\', ':', '*', '?', '"', '<', '>', '|'];

/// Device names Windows reserves, whatever the extension (`CON.pdf` too).
const RESERVED: &[&str] = &[
    "CON", "PRN", "AUX", "NUL", "COM1", "COM2", "COM3", "COM4", "COM5", "COM6", "COM7", "COM8", "COM9", "COM¹", "COM²",
    "COM³", "LPT1", "LPT2", "LPT3", "LPT4", "LPT5", "LPT6", "LPT7", "LPT8", "LPT9", "LPT¹", "LPT²", "LPT³", "CONIN$",
    "CONOUT$",
];

/// How far `name (n).pdf` counts before giving up.
const MAX_NUMBERED: u32 = 1000;

/// Longest file name (in bytes) we suggest; most file systems allow 255.
const MAX_NAME_BYTES: usize = 200;

/// A failure while saving or opening a file, for the error box.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExportError {
    /// One sentence a person can act on.
    pub message: String,
    /// What the operating system said, for "Details".
    pub details: String,
}

impl ExportError {
    pub fn new(message: impl Into<String>, details: impl Into<String>) -> ExportError {
        ExportError { message: message.into(), details: details.into() }
    }

    fn io(action: &str, path: &Path, error: &std::io::Error) -> ExportError {
        let hint = match error.kind() {
            std::io::ErrorKind::PermissionDenied => " You may not write to this folder; choose another one.",
            std::io::ErrorKind::NotFound => " The folder does not exist (any more); choose another one.",
            std::io::ErrorKind::StorageFull => " The disk is full.",
            std::io::ErrorKind::ReadOnlyFilesystem => " The disk is read-only; choose another folder.",
            _ => "",
        };
        ExportError::new(
            format!("The PDF could not be {action}.{hint} Nothing was written."),
            format!("{}: {error}", path.display()),
        )
    }
}

impl fmt::Display for ExportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ExportError {}

// ----- file names -----

/// The suggested file name of a survey's PDF summary, e.g.
/// `Intake summary - Zoë Vermeulen - 2025-03-14.pdf`.
pub fn suggested_file_name(patient_name: Option<&str>, date: Option<jiff::civil::Date>) -> String {
    let mut stem = "Intake summary".to_owned();
    if let Some(name) = patient_name.map(str::trim).filter(|n| !n.is_empty()) {
        stem.push_str(" - ");
        stem.push_str(name);
    }
    if let Some(date) = date {
        stem.push_str(&format!(" - {date}"));
    }
    sanitize_file_name(&format!("{stem}.pdf"))
}

/// Makes `name` a valid file name on Windows, macOS and Linux: forbidden
/// characters and control characters become `_`, runs of white space one
/// space, no leading or trailing spaces or dots, no reserved Windows device
/// name, at most [`MAX_NAME_BYTES`] bytes (the extension kept). Letters of
/// every script stay as they are.
pub fn sanitize_file_name(name: &str) -> String {
    let mut cleaned = String::with_capacity(name.len());
    let mut last_space = false;
    for c in name.chars() {
        let c = if !c.is_whitespace() && (FORBIDDEN.contains(&c) || c.is_control()) { '_' } else { c };
        if c.is_whitespace() {
            if !last_space {
                cleaned.push(' ');
            }
            last_space = true;
        } else {
            cleaned.push(c);
            last_space = false;
        }
    }
    let trimmed = cleaned.trim_matches(|c: char| c == ' ' || c == '.');
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

/// Writes `bytes` to `path` atomically: a temporary file in the same folder,
/// flushed to disk, then moved into place, so the target is either absent,
/// the old file, or the complete new file, never a part.
///
/// An existing `path` is replaced only with `overwrite_confirmed`; otherwise
/// the first free `name (2).pdf`, `name (3).pdf`, … is used, without a race
/// (the new name is claimed with a hard link, which fails if it exists).
/// Returns the path written.
pub fn write_atomically(path: &Path, bytes: &[u8], overwrite_confirmed: bool) -> Result<PathBuf, ExportError> {
    let Some(file_name) = path.file_name() else {
        return Err(ExportError::new(
            "The chosen path is not a file name. Nothing was written.",
            path.display().to_string(),
        ));
    };
    let folder = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
        _ => PathBuf::from("."),
    };
    if path.is_dir() {
        return Err(ExportError::new(
            "The chosen path is a folder. Choose a file name. Nothing was written.",
            path.display().to_string(),
        ));
    }
    let temp = folder.join(format!(".{}.{}.part", file_name.to_string_lossy(), uuid::Uuid::new_v4().simple()));
    let result = write_temp(&temp, bytes).and_then(|()| move_into_place(&temp, path, overwrite_confirmed));
    if result.is_err() {
        let _ = std::fs::remove_file(&temp);
    }
    let written = result?;
    sync_folder(&folder);
    Ok(written)
}

fn write_temp(temp: &Path, bytes: &[u8]) -> Result<(), ExportError> {
    let mut file = OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(temp)
        .map_err(|e| ExportError::io("saved in this folder", temp, &e))?;
    file.write_all(bytes).map_err(|e| ExportError::io("written", temp, &e))?;
    file.sync_all().map_err(|e| ExportError::io("written to the disk", temp, &e))?;
    Ok(())
}

fn move_into_place(temp: &Path, target: &Path, overwrite_confirmed: bool) -> Result<PathBuf, ExportError> {
    if overwrite_confirmed {
        // `rename` replaces an existing file atomically (MoveFileEx with
        // REPLACE_EXISTING on Windows).
        std::fs::rename(temp, target).map_err(|e| ExportError::io("saved under this name", target, &e))?;
        return Ok(target.to_path_buf());
    }
    let mut candidate = target.to_path_buf();
    let mut n = 1;
    loop {
        match std::fs::hard_link(temp, &candidate) {
            Ok(()) => {
                let _ = std::fs::remove_file(temp);
                return Ok(candidate);
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                n += 1;
                if n > MAX_NUMBERED {
                    return Err(too_many(target));
                }
                candidate = numbered(target, n);
            }
            // Some file systems (FAT, some network shares) have no hard
            // links: look for a free name, then rename (a tiny race, only there).
            Err(_) => {
                let free = std::iter::once(candidate)
                    .chain((n + 1..=MAX_NUMBERED).map(|n| numbered(target, n)))
                    .find(|p| !p.exists())
                    .ok_or_else(|| too_many(target))?;
                std::fs::rename(temp, &free).map_err(|e| ExportError::io("saved under this name", &free, &e))?;
                return Ok(free);
            }
        }
    }
}

fn too_many(target: &Path) -> ExportError {
    ExportError::new(
        "There are too many files with this name in the folder. Choose another name. Nothing was written.",
        target.display().to_string(),
    )
}

/// Makes the rename itself durable (the folder entry) where the OS allows.
fn sync_folder(folder: &Path) {
    #[cfg(unix)]
    if let Ok(dir) = std::fs::File::open(folder) {
        let _ = dir.sync_all();
    }
    #[cfg(not(unix))]
    let _ = folder;
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

/// The boxed future a [`SaveDialog`] returns.
pub type DialogFuture = Pin<Box<dyn Future<Output = Option<ChosenPath>> + Send>>;

/// Asks the user where to save a file. `None`: the user cancelled, or no dialog could be
/// shown ([`SaveDialog::take_could_not_show`] tells which).
///
/// Awaited on the worker's runtime, so the window keeps repainting while it
/// is open. Everything after the choice (writing, naming) is the same code in
/// the app and in tests.
pub trait SaveDialog: Send + Sync {
    fn choose(&self, suggested_name: &str) -> DialogFuture;

    /// The same dialog, shown in front of (and modal to) the app's window; `None` for dialogs
    /// that have no window of their own.
    fn over_window(&self, _window: &ParentWindow) -> Option<Arc<dyn SaveDialog>> {
        None
    }

    /// Whether the last [`SaveDialog::choose`] gave `None` because no dialog could be shown at
    /// all (no desktop portal, no zenity) rather than because the user closed it. Asking
    /// resets it. The worker asks after a `None` and reports which it was.
    fn take_could_not_show(&self) -> bool {
        false
    }
}

/// rfd reports a dialog it could not show as a cancel, at once. Nobody closes a dialog this
/// fast, so a `None` sooner means there was no dialog.
pub const NO_DIALOG_WITHIN: Duration = Duration::from_millis(300);

/// The app's window, as a native dialog needs it to stay in front of the window (on Windows a
/// dialog without a parent can open behind it). Taken once when the app starts.
#[derive(Clone, Debug)]
pub struct ParentWindow {
    dialog: rfd::AsyncFileDialog,
}

impl ParentWindow {
    /// The app's window; without a native window (tests) dialogs simply have no parent.
    pub fn of(creation: &eframe::CreationContext<'_>) -> ParentWindow {
        ParentWindow { dialog: rfd::AsyncFileDialog::new().set_parent(creation) }
    }
}

impl fmt::Debug for dyn SaveDialog {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SaveDialog")
    }
}

/// The operating system's save dialog (rfd, asynchronous), in front of the app's window once
/// [`SaveDialog::over_window`] has given it one.
#[derive(Clone, Debug, Default)]
pub struct NativeSaveDialog {
    parent: Option<ParentWindow>,
    /// Shared with the copy [`SaveDialog::over_window`] makes.
    could_not_show: Arc<AtomicBool>,
}

impl SaveDialog for NativeSaveDialog {
    fn choose(&self, suggested_name: &str) -> DialogFuture {
        let base = self.parent.as_ref().map_or_else(rfd::AsyncFileDialog::new, |parent| parent.dialog.clone());
        let mut dialog =
            base.set_title("Save the PDF summary").set_file_name(suggested_name).add_filter("PDF document", &["pdf"]);
        if let Some(documents) = documents_folder() {
            dialog = dialog.set_directory(documents);
        }
        let choosing = dialog.save_file();
        let could_not_show = Arc::clone(&self.could_not_show);
        Box::pin(async move {
            let asked = Instant::now();
            let handle = choosing.await;
            could_not_show.store(handle.is_none() && asked.elapsed() < NO_DIALOG_WITHIN, Ordering::SeqCst);
            Some(native_choice(handle?.path().to_path_buf()))
        })
    }

    fn over_window(&self, window: &ParentWindow) -> Option<Arc<dyn SaveDialog>> {
        Some(Arc::new(NativeSaveDialog {
            parent: Some(window.clone()),
            could_not_show: Arc::clone(&self.could_not_show),
        }))
    }

    fn take_could_not_show(&self) -> bool {
        self.could_not_show.swap(false, Ordering::SeqCst)
    }
}

/// A path from a native dialog: it confirmed any overwrite of *that* path. If
/// the name lacks `.pdf` we add it, and the new name was never confirmed.
fn native_choice(path: PathBuf) -> ChosenPath {
    let has_pdf = path.extension().is_some_and(|e| e.eq_ignore_ascii_case("pdf"));
    if has_pdf {
        ChosenPath { path, overwrite_confirmed: true }
    } else {
        let mut name = path.file_name().map(|n| n.to_os_string()).unwrap_or_default();
        name.push(".pdf");
        ChosenPath { path: path.with_file_name(name), overwrite_confirmed: false }
    }
}

/// A dialog that "chooses" a fixed path at once, for tests and automation.
/// It remembers the names it was offered.
#[derive(Debug)]
pub struct FixedPathDialog {
    choice: Option<ChosenPath>,
    offered: Mutex<Vec<String>>,
    /// It plays a computer where no dialog can be shown.
    no_dialog: bool,
    could_not_show: AtomicBool,
}

impl FixedPathDialog {
    /// Chooses `path`; an existing file there is replaced only if `overwrite_confirmed`.
    pub fn new(path: impl Into<PathBuf>, overwrite_confirmed: bool) -> Arc<FixedPathDialog> {
        Arc::new(FixedPathDialog {
            choice: Some(ChosenPath { path: path.into(), overwrite_confirmed }),
            offered: Mutex::new(Vec::new()),
            no_dialog: false,
            could_not_show: AtomicBool::new(false),
        })
    }

    /// A dialog the user always cancels.
    pub fn cancelling() -> Arc<FixedPathDialog> {
        Arc::new(FixedPathDialog {
            choice: None,
            offered: Mutex::new(Vec::new()),
            no_dialog: false,
            could_not_show: AtomicBool::new(false),
        })
    }

    /// A computer where no dialog can be shown (Linux without a desktop portal or zenity):
    /// every choice is `None`, and [`SaveDialog::take_could_not_show`] says why.
    pub fn unavailable() -> Arc<FixedPathDialog> {
        Arc::new(FixedPathDialog {
            choice: None,
            offered: Mutex::new(Vec::new()),
            no_dialog: true,
            could_not_show: AtomicBool::new(false),
        })
    }

    /// The suggested names it was shown, oldest first.
    pub fn offered_names(&self) -> Vec<String> {
        self.offered.lock().map(|names| names.clone()).unwrap_or_default()
    }
}

impl SaveDialog for FixedPathDialog {
    fn choose(&self, suggested_name: &str) -> DialogFuture {
        if let Ok(mut names) = self.offered.lock() {
            names.push(suggested_name.to_owned());
        }
        self.could_not_show.store(self.no_dialog, Ordering::SeqCst);
        let choice = self.choice.clone();
        Box::pin(async move { choice })
    }

    fn take_could_not_show(&self) -> bool {
        self.could_not_show.swap(false, Ordering::SeqCst)
    }
}

// ----- open and show -----

/// Opens a saved file with the program the OS uses for it.
pub fn open_file(path: &Path) -> Result<(), ExportError> {
    open::that_detached(path).map_err(|e| {
        ExportError::new("The PDF could not be opened. Is a PDF viewer installed?", format!("{}: {e}", path.display()))
    })
}

/// Shows a saved file in the file manager (selected where the OS supports it,
/// else its folder).
pub fn show_in_folder(path: &Path) -> Result<(), ExportError> {
    reveal(path).map_err(|e| ExportError::new("The folder could not be shown.", format!("{}: {e}", path.display())))
}

#[cfg(target_os = "windows")]
fn reveal(path: &Path) -> std::io::Result<()> {
    let mut select = std::ffi::OsString::from("/select,");
    select.push(path.as_os_str());
    std::process::Command::new("explorer").arg(select).spawn().map(|_| ())
}

#[cfg(target_os = "macos")]
fn reveal(path: &Path) -> std::io::Result<()> {
    std::process::Command::new("open").arg("-R").arg(path).spawn().map(|_| ())
}

#[cfg(not(any(target_os = "windows", target_os = "macos")))]
fn reveal(path: &Path) -> std::io::Result<()> {
    let folder = path.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    open::that_detached(folder)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;

    fn leftovers(dir: &Path) -> Vec<String> {
        std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".part"))
            .collect()
    }

    #[test]
    fn the_suggested_name_has_the_patient_and_the_date() {
        let date = jiff::civil::date(2025, 3, 14);
        assert_eq!(
            suggested_file_name(Some("Zoë Vermeulen"), Some(date)),
            "Intake summary - Zoë Vermeulen - 2025-03-14.pdf"
        );
        assert_eq!(suggested_file_name(None, Some(date)), "Intake summary - 2025-03-14.pdf");
        assert_eq!(suggested_file_name(Some("  "), None), "Intake summary.pdf");
        assert_eq!(suggested_file_name(Some("李 小龙"), Some(date)), "Intake summary - 李 小龙 - 2025-03-14.pdf");
        assert_eq!(
            suggested_file_name(Some("Siobhán O'Connor"), Some(date)),
            "Intake summary - Siobhán O'Connor - 2025-03-14.pdf"
        );
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
    fn a_native_choice_without_the_extension_gets_it_and_is_not_confirmed() {
        let chosen = native_choice(PathBuf::from("/tmp/summary"));
        assert_eq!(chosen.path, PathBuf::from("/tmp/summary.pdf"));
        assert!(!chosen.overwrite_confirmed);
        let chosen = native_choice(PathBuf::from("/tmp/summary.PDF"));
        assert!(chosen.overwrite_confirmed);
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
        assert!(error.message.contains("Nothing was written"), "{}", error.message);
        assert!(error.message.contains("folder does not exist"), "{}", error.message);
        assert!(error.details.contains("no-such-folder"));
        assert!(!path.exists());
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_folder_as_target_is_refused() {
        let dir = crate::test_dir("export-folder-target");
        let error = write_atomically(&dir, b"%PDF-", true).unwrap_err();
        assert!(error.message.contains("is a folder"));
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
        assert!(error.message.contains("Nothing was written"), "{}", error.message);
        assert!(error.details.contains("report.txt"), "{}", error.details);
        // Nothing beside the file, no temporary file, and the file itself untouched.
        let names: Vec<String> =
            std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
        assert_eq!(names, ["report.txt"]);
        assert_eq!(std::fs::read(&blocker).unwrap(), b"not a folder");

        // The same with an overwrite confirmed (the other way into place).
        let error = write_atomically(&path, b"%PDF- new", true).unwrap_err();
        assert!(error.message.contains("Nothing was written"), "{}", error.message);
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
    fn the_fixed_dialog_records_what_it_was_offered() {
        let dialog = FixedPathDialog::new("/tmp/x.pdf", false);
        let rt = tokio::runtime::Builder::new_current_thread().build().unwrap();
        let chosen = rt.block_on(dialog.choose("Intake summary.pdf")).unwrap();
        assert_eq!(chosen.path, PathBuf::from("/tmp/x.pdf"));
        assert_eq!(dialog.offered_names(), ["Intake summary.pdf"]);
        assert!(rt.block_on(FixedPathDialog::cancelling().choose("x")).is_none());
    }

    #[test]
    fn only_the_native_dialog_takes_the_window_as_its_parent() {
        let window = ParentWindow { dialog: rfd::AsyncFileDialog::new() };
        let native = NativeSaveDialog::default();
        assert!(native.over_window(&window).is_some(), "the native dialog is shown over the window");
        // A test's dialog stays the one the test gave, so its choice is what the app gets.
        assert!(FixedPathDialog::new("x.pdf", false).over_window(&window).is_none());
    }
}
