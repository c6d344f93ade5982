//! The summaries tab of the open survey: the plain-text summary with copy, and the PDF with
//! its preview, save, open and show-in-folder. It owns the only thing the views keep between
//! frames besides egui's memory: the GPU textures of the PDF preview ([`PreviewTextures`]).

use egui::{RichText, Ui};

use crate::export::ExportError;
use crate::i18n::Translator;
use crate::msg;
use crate::state::survey_view::{Preview, SaveStatus, SurveyView};
use crate::state::{AppState, Intent, Loadable, RequestId, SurveyIntent};
use crate::worker::SaveDestination;

use super::survey_view::Intents;
use super::widgets::{error_box, error_color, success_color, warning_color};

/// Textures of the PDF preview, kept between frames and dropped when the
/// preview they belong to is gone.
#[derive(Default)]
pub struct PreviewTextures {
    key: Option<RequestId>,
    pages: Vec<egui::TextureHandle>,
}

impl PreviewTextures {
    /// How many pages are uploaded.
    pub fn len(&self) -> usize {
        self.pages.len()
    }

    pub fn is_empty(&self) -> bool {
        self.pages.is_empty()
    }

    /// Frees every texture (e.g. when the screen must hide patient data).
    pub fn clear(&mut self) {
        self.key = None;
        self.pages.clear();
    }

    /// Frees the textures unless they belong to the preview now in `state`.
    pub fn retain_for(&mut self, state: &AppState) {
        let current = match state.survey_view.as_ref().map(|v| &v.pdf.preview) {
            Some(Preview::Ready { request, .. }) => Some(*request),
            _ => None,
        };
        if current != self.key {
            self.clear();
        }
    }

    /// Uploads the pages of `preview` as textures, one page per frame (a
    /// page is several megabytes) so the window never stalls.
    fn upload(&mut self, ctx: &egui::Context, request: RequestId, preview: &crate::pdf_preview::PdfPreview) {
        if self.key != Some(request) {
            self.key = Some(request);
            self.pages.clear();
        }
        let next = self.pages.len();
        if let Some(page) = preview.pages.get(next) {
            let size = [page.width as usize, page.height as usize];
            let image = egui::ColorImage::from_rgba_premultiplied(size, &page.rgba);
            let name = format!("pdf-preview-{request}-{next}");
            self.pages.push(ctx.load_texture(name, image, egui::TextureOptions::LINEAR));
            if self.pages.len() < preview.pages.len() {
                ctx.request_repaint();
            }
        }
    }
}

/// The plain text on the left, the PDF (with its preview) on the right.
pub(super) fn summary(
    ui: &mut Ui,
    tr: &Translator,
    view: &SurveyView,
    textures: &mut PreviewTextures,
    intents: &mut Intents,
) {
    ui.columns(2, |columns| {
        plain_text(&mut columns[0], tr, view, intents);
        pdf(&mut columns[1], tr, view, textures, intents);
    });
}

fn plain_text(ui: &mut Ui, tr: &Translator, view: &SurveyView, intents: &mut Intents) {
    ui.label(RichText::new(tr.text("survey-plain-text")).strong());
    match &view.plain_text {
        Loadable::NotRequested => {
            if ui.button(tr.text("survey-plain-text-load")).clicked() {
                intents.push(Intent::Survey(SurveyIntent::ReloadPlainText));
            }
        }
        Loadable::Loading(_) => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(tr.text("progress-loading-summary"));
            });
        }
        Loadable::Failed(error) => {
            error_box(ui, tr, error);
            if ui.button(tr.text("survey-try-again")).clicked() {
                intents.push(Intent::Survey(SurveyIntent::ReloadPlainText));
            }
        }
        Loadable::Ready(summary) => {
            ui.horizontal(|ui| {
                if super::widgets::icon_button(ui, super::theme::icon::COPY, &tr.text("survey-copy-to-clipboard"))
                    .clicked()
                {
                    ui.ctx().copy_text(summary.value.clone());
                    intents.push(Intent::Survey(SurveyIntent::SummaryCopied));
                }
                if view.copied {
                    ui.label(RichText::new(tr.text("survey-copied")).color(success_color(ui)));
                }
            });
            let label = ui.label(RichText::new(tr.text("survey-plain-text-label")).weak().small());
            let scrolled = egui::ScrollArea::both().id_salt("plain-text").auto_shrink([false, false]).show(ui, |ui| {
                let mut text = summary.value.as_str();
                ui.add(
                    egui::TextEdit::multiline(&mut text)
                        .font(egui::TextStyle::Monospace)
                        .desired_width(f32::INFINITY)
                        .desired_rows(6),
                )
                .labelled_by(label.id);
            });
            super::a11y::name_scroll_bars_of(ui, scrolled.id, &tr.text("survey-plain-text-label"));
        }
    }
}

fn pdf(ui: &mut Ui, tr: &Translator, view: &SurveyView, textures: &mut PreviewTextures, intents: &mut Intents) {
    let export = &view.pdf;
    ui.label(RichText::new(tr.text("pdf-summary")).strong());
    let fetching = export.document.is_loading();
    let saving = match &export.save {
        SaveStatus::Saving { destination, .. } => Some(*destination),
        _ => None,
    };
    ui.horizontal_wrapped(|ui| {
        // A preview can be asked for when there is none, and again after one failed.
        let can_preview = matches!(export.preview, Preview::NotRequested | Preview::Failed(_));
        if ui.add_enabled(!fetching && can_preview, egui::Button::new(tr.text("pdf-preview"))).clicked() {
            intents.push(Intent::Survey(SurveyIntent::PreviewPdf));
        }
        let export_button = super::widgets::icon_button_enabled(
            ui,
            !fetching && saving.is_none(),
            super::theme::icon::PDF,
            &tr.text("pdf-export"),
        );
        if export_button.on_hover_text(super::shortcuts::hint(ui.ctx(), tr, &super::shortcuts::SAVE_PDF)).clicked() {
            intents.push(Intent::Survey(SurveyIntent::ExportPdf));
        }
        if fetching {
            ui.spinner();
            ui.label(tr.text("progress-fetching-pdf"));
        } else if let Some(destination) = saving {
            ui.spinner();
            ui.label(tr.text(match destination {
                SaveDestination::AskUser => "pdf-choose-in-dialog",
                SaveDestination::DocumentsFolder => "pdf-saving-to-documents",
            }));
        } else if matches!(export.preview, Preview::Rendering(_)) {
            ui.spinner();
            ui.label(tr.text("progress-preparing-preview"));
        }
    });
    if let Loadable::Failed(error) = &export.document {
        error_box(ui, tr, error);
        ui.label(tr.text("pdf-nothing-saved"));
    }
    if export.without_dialog && matches!(export.save, SaveStatus::Saved(_) | SaveStatus::Failed(_)) {
        ui.label(RichText::new(tr.text("pdf-no-dialog")).color(warning_color(ui)));
    }
    match &export.save {
        SaveStatus::Saved(path) if export.without_dialog => {
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(tr.text("pdf-saved-in-documents-as")).color(success_color(ui)));
                ui.label(RichText::new(path.display().to_string()).monospace());
            });
            saved_actions(ui, tr, intents);
        }
        SaveStatus::Saved(path) => {
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(tr.text("pdf-saved-as")).color(success_color(ui)));
                ui.label(RichText::new(path.display().to_string()).monospace());
            });
            saved_actions(ui, tr, intents);
        }
        SaveStatus::Cancelled => {
            ui.label(RichText::new(tr.text("pdf-dialog-closed")).weak());
            // rfd cannot tell a cancel from a dialog that could not be shown (Linux without a
            // desktop portal or zenity), so there is always a way to save without one.
            ui.horizontal(|ui| {
                let button =
                    super::widgets::icon_button(ui, super::theme::icon::DOWNLOAD, &tr.text("pdf-save-to-documents"))
                        .on_hover_text(tr.text("pdf-save-to-documents-hint"));
                if button.clicked() {
                    intents.push(Intent::Survey(SurveyIntent::SavePdfToDocuments));
                }
            });
        }
        SaveStatus::Failed(error) => local_error_box(ui, tr, error),
        SaveStatus::Idle | SaveStatus::Saving { .. } => {}
    }
    match &export.preview {
        Preview::Ready { request, pages } => {
            textures.upload(ui.ctx(), *request, pages);
            let shown = pages.pages.len();
            let note = if pages.page_count > shown {
                msg!("pdf-preview-first-pages", shown = shown, count = pages.page_count)
            } else {
                msg!("pdf-preview-pages", count = shown)
            };
            ui.label(RichText::new(tr.msg(&note)).weak());
            let pages_name = tr.text("pdf-preview-scroll");
            let scrolled =
                egui::ScrollArea::vertical().id_salt("pdf-preview").auto_shrink([false, false]).show(ui, |ui| {
                    let width = ui.available_width().min(720.0);
                    for (i, texture) in textures.pages.iter().enumerate() {
                        let size = texture.size_vec2();
                        let scale = width / size.x.max(1.0);
                        ui.add(
                            egui::Image::from_texture(egui::load::SizedTexture::new(texture.id(), size * scale))
                                .alt_text(tr.msg(&msg!("pdf-page-alt", page = i + 1))),
                        );
                        let caption = msg!("pdf-page-of", page = i + 1, count = pages.page_count);
                        ui.label(RichText::new(tr.msg(&caption)).weak().small());
                        ui.add_space(super::theme::space::M);
                    }
                });
            super::a11y::name_scroll_bars_of(ui, scrolled.id, &pages_name);
        }
        Preview::Failed(problem) => {
            ui.label(RichText::new(tr.msg(&problem.message())).color(warning_color(ui)));
        }
        Preview::NotRequested | Preview::Rendering(_) => {}
    }
}

/// "Open" and "Show in folder" under a saved PDF.
fn saved_actions(ui: &mut Ui, tr: &Translator, intents: &mut Intents) {
    ui.horizontal(|ui| {
        if super::widgets::icon_button(ui, super::theme::icon::OPEN, &tr.text("pdf-open"))
            .on_hover_text(tr.text("pdf-open-hint"))
            .clicked()
        {
            intents.push(Intent::Survey(SurveyIntent::OpenSavedPdf));
        }
        if super::widgets::icon_button(ui, super::theme::icon::FOLDER, &tr.text("pdf-show-in-folder")).clicked() {
            intents.push(Intent::Survey(SurveyIntent::ShowSavedPdfInFolder));
        }
    });
}

/// A local failure (writing a file) in the same shape as [`error_box`].
fn local_error_box(ui: &mut Ui, tr: &Translator, error: &ExportError) {
    super::widgets::message_frame(error_color(ui)).show(ui, |ui| {
        ui.label(RichText::new(tr.msg(&error.message())).color(error_color(ui)));
        let details = error.details();
        if !details.is_empty() {
            // A fixed salt (the problem's kind, not its words): open stays open across languages.
            let salt = ("export-error-details", format!("{:?}", error.problem));
            egui::CollapsingHeader::new(tr.text("pdf-error-details")).id_salt(salt).show(ui, |ui| {
                for detail in &details {
                    ui.label(RichText::new(tr.msg(detail)).monospace().small());
                }
            });
        }
    });
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;

    use super::*;
    use std::sync::Arc;

    use crate::api::PdfDocument;

    /// The PDF panel while the fetched PDF is being saved to `destination`.
    fn shown_while_saving(destination: SaveDestination) -> Harness<'static> {
        let mut state = AppState::new();
        state.open_survey("survey-1");
        let view = state.survey_view.as_mut().unwrap();
        view.pdf.document = Loadable::Ready(Arc::new(PdfDocument(b"%PDF-1.7\n".to_vec())));
        match destination {
            SaveDestination::AskUser => state.export_pdf(),
            SaveDestination::DocumentsFolder => state.save_pdf_to_documents(),
        }
        let view = state.survey_view.take().unwrap();
        assert!(matches!(view.pdf.save, SaveStatus::Saving { .. }));
        let mut harness = Harness::new_ui(move |ui| {
            pdf(ui, &Translator::default(), &view, &mut PreviewTextures::default(), &mut Intents::new());
        });
        harness.step();
        harness
    }

    #[test]
    fn saving_to_the_documents_folder_speaks_of_no_dialog() {
        let harness = shown_while_saving(SaveDestination::DocumentsFolder);
        assert!(harness.query_by_label_contains("dialog").is_none(), "there is no dialog to choose in");
        assert!(harness.query_by_label_contains("Documents folder").is_some());

        let harness = shown_while_saving(SaveDestination::AskUser);
        assert!(harness.query_by_label_contains("dialog").is_some());
    }

    /// The PDF panel once the save ended in `save`.
    fn shown_after(save: SaveStatus, without_dialog: bool) -> Harness<'static> {
        let mut state = AppState::new();
        state.open_survey("survey-1");
        let mut view = state.survey_view.take().unwrap();
        view.pdf.document = Loadable::Ready(Arc::new(PdfDocument(b"%PDF-1.7\n".to_vec())));
        view.pdf.save = save;
        view.pdf.without_dialog = without_dialog;
        let mut harness = Harness::new_ui(move |ui| {
            pdf(ui, &Translator::default(), &view, &mut PreviewTextures::default(), &mut Intents::new());
        });
        harness.step();
        harness
    }

    #[test]
    fn without_a_dialog_the_panel_says_none_could_be_shown_and_where_the_pdf_went() {
        let saved = std::path::PathBuf::from("/home/an/Documents/summary.pdf");
        let harness = shown_after(SaveStatus::Saved(saved.clone()), true);
        assert!(harness.query_by_label_contains("No file dialog could be shown on this computer").is_some());
        assert!(harness.query_by_label_contains("Documents folder instead").is_some());
        assert!(harness.query_by_label("/home/an/Documents/summary.pdf").is_some());
        assert!(harness.query_by_label_contains("was closed").is_none());

        let denied = crate::export::ExportProblem::WriteFailed(crate::export::WriteHint::PermissionDenied);
        let failed = SaveStatus::Failed(ExportError::new(denied, None, Some("denied".to_owned())));
        let harness = shown_after(failed, true);
        assert!(harness.query_by_label_contains("No file dialog could be shown on this computer").is_some());

        // A dialog the user closed, or one chosen in: no word of a missing dialog.
        let harness = shown_after(SaveStatus::Cancelled, false);
        assert!(harness.query_by_label_contains("the save dialog was closed").is_some());
        assert!(harness.query_by_label_contains("No file dialog").is_none());
        let harness = shown_after(SaveStatus::Saved(saved), false);
        assert!(harness.query_by_label_contains("No file dialog").is_none());
        assert!(harness.query_by_label("Saved as").is_some());
    }
}
