//! The operating system's save dialog (rfd, asynchronous) behind [`crate::export::SaveDialog`],
//! and the app's window it is shown over. The only place that knows rfd and eframe for saving,
//! so `export` stays plain file code.
//!
//! # Overwriting
//!
//! The native save dialogs (Windows, macOS, GTK and the XDG portal) ask "replace the existing
//! file?" themselves before they return a path, so a path they return has been confirmed
//! (see [`crate::export::ChosenPath::overwrite_confirmed`]).

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::export::{
    ChosenPath, DialogFuture, OpenDialog, OpenFuture, OpenOffer, SaveDialog, SaveOffer, WindowForDialogs,
    documents_folder,
};

/// rfd reports a dialog it could not show as a cancel, at once. Nobody closes a dialog this
/// fast, so a `None` sooner means there was no dialog.
pub const NO_DIALOG_WITHIN: Duration = Duration::from_millis(300);

/// The app's window, as a native dialog needs it to stay in front of the window (on Windows a
/// dialog without a parent can open behind it). Taken once when the app starts, and handed to
/// [`SaveDialog::over_window`].
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

/// The operating system's save dialog, in front of the app's window once
/// [`SaveDialog::over_window`] has given it one.
#[derive(Clone, Debug, Default)]
pub struct NativeSaveDialog {
    parent: Option<ParentWindow>,
    /// Shared with the copy [`SaveDialog::over_window`] makes.
    could_not_show: Arc<AtomicBool>,
}

impl SaveDialog for NativeSaveDialog {
    fn choose(&self, offer: &SaveOffer) -> DialogFuture {
        let base = self.parent.as_ref().map_or_else(rfd::AsyncFileDialog::new, |parent| parent.dialog.clone());
        let mut dialog =
            base.set_title(&offer.title).set_file_name(&offer.name).add_filter(&offer.file_kind, &[offer.extension]);
        if let Some(documents) = documents_folder() {
            dialog = dialog.set_directory(documents);
        }
        let choosing = dialog.save_file();
        let extension = offer.extension;
        let could_not_show = Arc::clone(&self.could_not_show);
        Box::pin(async move {
            let asked = Instant::now();
            let handle = choosing.await;
            could_not_show.store(handle.is_none() && asked.elapsed() < NO_DIALOG_WITHIN, Ordering::SeqCst);
            Some(native_choice(handle?.path().to_path_buf(), extension))
        })
    }

    fn over_window(&self, window: &WindowForDialogs) -> Option<Arc<dyn SaveDialog>> {
        let window = window.downcast_ref::<ParentWindow>()?;
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
/// the name lacks the extension (`.pdf`) we add it, and the new name was never confirmed.
fn native_choice(path: PathBuf, extension: &str) -> ChosenPath {
    let has_extension = path.extension().is_some_and(|e| e.eq_ignore_ascii_case(extension));
    if has_extension {
        ChosenPath { path, overwrite_confirmed: true }
    } else {
        let mut name = path.file_name().map(|n| n.to_os_string()).unwrap_or_default();
        name.push(".");
        name.push(extension);
        ChosenPath { path: path.with_file_name(name), overwrite_confirmed: false }
    }
}

/// The operating system's open dialog, in front of the app's window once
/// [`OpenDialog::over_window`] has given it one.
#[derive(Clone, Debug, Default)]
pub struct NativeOpenDialog {
    parent: Option<ParentWindow>,
    /// Shared with the copy [`OpenDialog::over_window`] makes.
    could_not_show: Arc<AtomicBool>,
}

impl OpenDialog for NativeOpenDialog {
    fn choose(&self, offer: &OpenOffer) -> OpenFuture {
        let base = self.parent.as_ref().map_or_else(rfd::AsyncFileDialog::new, |parent| parent.dialog.clone());
        let mut dialog = base.set_title(&offer.title).add_filter(&offer.file_kind, &offer.extensions);
        if let Some(documents) = documents_folder() {
            dialog = dialog.set_directory(documents);
        }
        let choosing = dialog.pick_file();
        let could_not_show = Arc::clone(&self.could_not_show);
        Box::pin(async move {
            let asked = Instant::now();
            let handle = choosing.await;
            could_not_show.store(handle.is_none() && asked.elapsed() < NO_DIALOG_WITHIN, Ordering::SeqCst);
            Some(handle?.path().to_path_buf())
        })
    }

    fn over_window(&self, window: &WindowForDialogs) -> Option<Arc<dyn OpenDialog>> {
        let window = window.downcast_ref::<ParentWindow>()?;
        Some(Arc::new(NativeOpenDialog {
            parent: Some(window.clone()),
            could_not_show: Arc::clone(&self.could_not_show),
        }))
    }

    fn take_could_not_show(&self) -> bool {
        self.could_not_show.swap(false, Ordering::SeqCst)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_native_choice_without_the_extension_gets_it_and_is_not_confirmed() {
        let chosen = native_choice(PathBuf::from("/tmp/summary"), "pdf");
        assert_eq!(chosen.path, PathBuf::from("/tmp/summary.pdf"));
        assert!(!chosen.overwrite_confirmed);
        let chosen = native_choice(PathBuf::from("/tmp/summary.PDF"), "pdf");
        assert!(chosen.overwrite_confirmed);
    }

    #[test]
    fn only_the_native_dialog_takes_the_window_as_its_parent() {
        let window = ParentWindow { dialog: rfd::AsyncFileDialog::new() };
        let native = NativeSaveDialog::default();
        assert!(native.over_window(&window).is_some(), "the native dialog is shown over the window");
        // Anything else handed over as the window is not one it can be shown over.
        assert!(native.over_window(&"not a window").is_none());
        // A test's dialog stays the one the test gave, so its choice is what the app gets.
        assert!(crate::export::tests::FixedChoice::default().over_window(&window).is_none());
    }
}
