//! The PDF summary of the open survey: fetching it once, its preview, saving it (through the
//! save dialog or to the Documents folder), opening it and showing it in its folder.

use std::path::PathBuf;
use std::sync::Arc;

use crate::api::PdfDocument;
use crate::export::ExportError;
use crate::pdf_preview::PdfPreview;
use crate::worker::{Command, SaveDestination};

use super::{AppState, Loadable, RequestId};

/// The rendered preview of the PDF.
#[derive(Clone, Debug, PartialEq)]
pub enum Preview {
    NotRequested,
    Rendering(RequestId),
    /// `request` identifies these pages (the view keys its textures by it).
    Ready {
        request: RequestId,
        pages: Arc<PdfPreview>,
    },
    Failed(crate::pdf_preview::PreviewError),
}

/// Where saving the PDF stands.
#[derive(Clone, Debug, PartialEq)]
pub enum SaveStatus {
    Idle,
    /// The save dialog is open (when `destination` asks the user), or the file is being written.
    Saving {
        request: RequestId,
        destination: SaveDestination,
    },
    Saved(PathBuf),
    /// The user closed the dialog without choosing.
    Cancelled,
    Failed(ExportError),
}

/// The PDF summary of the open survey.
#[derive(Clone, Debug, PartialEq)]
pub struct PdfExport {
    pub document: Loadable<Arc<PdfDocument>>,
    /// Open the save dialog as soon as the document arrives.
    pub save_when_ready: bool,
    pub preview: Preview,
    pub save: SaveStatus,
    /// No file dialog could be shown on this computer, so the save went (or goes) to the
    /// Documents folder: the view says so next to the outcome.
    pub without_dialog: bool,
}

impl Default for PdfExport {
    fn default() -> Self {
        PdfExport {
            document: Loadable::NotRequested,
            save_when_ready: false,
            preview: Preview::NotRequested,
            save: SaveStatus::Idle,
            without_dialog: false,
        }
    }
}

impl AppState {
    /// Fetches the PDF (once) to show its pages. After a failed preview the PDF is fetched
    /// anew: what the service sends next may well be readable.
    pub fn preview_pdf(&mut self) {
        if let Some(view) = &mut self.survey_view
            && matches!(view.pdf.preview, Preview::Failed(_))
            && !view.pdf.document.is_loading()
        {
            view.pdf.document = Loadable::NotRequested;
            view.pdf.preview = Preview::NotRequested;
        }
        self.fetch_pdf(false);
    }

    /// Fetches the PDF if needed, then asks where to save it.
    pub fn export_pdf(&mut self) {
        let Some(view) = &self.survey_view else { return };
        match &view.pdf.document {
            Loadable::Ready(document) => {
                let document = Arc::clone(document);
                self.save_pdf(document, SaveDestination::AskUser);
            }
            _ => self.fetch_pdf(true),
        }
    }

    /// The save dialog could not be shown at all (the worker reported a cancel, the dialog
    /// knows better): save into the Documents folder at once, and say why.
    pub(super) fn no_save_dialog_could_be_shown(&mut self) {
        let Some(view) = &mut self.survey_view else { return };
        if view.pdf.save != SaveStatus::Cancelled {
            return;
        }
        view.pdf.without_dialog = true;
        self.save_pdf_to_documents();
    }

    /// Saves the fetched PDF into the Documents folder without a dialog: offered after the
    /// dialog closed without a choice, which is also what happens when none could be shown.
    pub fn save_pdf_to_documents(&mut self) {
        let Some(view) = &self.survey_view else { return };
        if let Loadable::Ready(document) = &view.pdf.document {
            let document = Arc::clone(document);
            self.save_pdf(document, SaveDestination::DocumentsFolder);
        }
    }

    fn fetch_pdf(&mut self, then_save: bool) {
        let Some(view) = &mut self.survey_view else { return };
        if then_save {
            view.pdf.save_when_ready = true;
            view.pdf.save = SaveStatus::Idle;
        }
        if view.pdf.document.is_loading() || view.pdf.document.ready().is_some() {
            return;
        }
        let survey_id = view.survey_id.clone();
        let id = self.queue("progress-fetching-pdf", Command::LoadPdf { survey_id });
        if let Some(view) = &mut self.survey_view {
            view.pdf.document = Loadable::Loading(id);
            view.pdf.preview = Preview::NotRequested;
        }
    }

    pub(super) fn save_pdf(&mut self, document: Arc<PdfDocument>, destination: SaveDestination) {
        let Some(view) = &self.survey_view else { return };
        if matches!(view.pdf.save, SaveStatus::Saving { .. }) {
            return;
        }
        let offer = crate::export::SaveOffer::pdf(&self.tr, view.suggested_file_name(&self.tr));
        let id = self.queue("progress-saving-pdf", Command::SavePdf { pdf: document, offer, destination });
        if let Some(view) = &mut self.survey_view {
            view.pdf.save_when_ready = false;
            view.pdf.save = SaveStatus::Saving { request: id, destination };
            if destination == SaveDestination::AskUser {
                view.pdf.without_dialog = false;
            }
        }
    }

    /// Opens the saved PDF with the system's viewer.
    pub fn open_saved_pdf(&mut self) {
        if let Some(path) = self.saved_pdf_path() {
            self.queue("progress-opening-pdf", Command::OpenFile { path });
        }
    }

    /// Shows the saved PDF in the file manager.
    pub fn show_saved_pdf_in_folder(&mut self) {
        if let Some(path) = self.saved_pdf_path() {
            self.queue("progress-showing-folder", Command::ShowInFolder { path });
        }
    }

    fn saved_pdf_path(&self) -> Option<PathBuf> {
        match &self.survey_view.as_ref()?.pdf.save {
            SaveStatus::Saved(path) => Some(path.clone()),
            _ => None,
        }
    }
}
