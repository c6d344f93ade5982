//! One open survey and what a clinician does with it: the survey itself
//! (refreshed on demand, and gently by itself while it is in progress and on
//! screen), the answer filter, the history, the plain-text summary and the
//! PDF (fetch, preview, save, open). Plain data and the intents and events
//! that change it; no egui types, no I/O, no clock reads: time comes in as
//! an argument to [`AppState::tick`], so the scheduling is unit-tested.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use crate::api::{Answer, ApiError, ChangeLogEntry, PdfDocument, PlainTextSummary, Survey};
use crate::export::ExportError;
use crate::pdf_preview::PdfPreview;
use crate::worker::{Command, EventKind, SaveDestination};

use super::{AppState, ConnectionStatus, Level, Loadable, RequestId, Resend, Screen, Topic};

/// Waits between automatic refreshes of an in-progress survey: the first
/// after 15 s, longer while nothing changes, at most every 5 minutes.
pub const AUTO_REFRESH_STEPS: [Duration; 5] = [
    Duration::from_secs(15),
    Duration::from_secs(30),
    Duration::from_secs(60),
    Duration::from_secs(120),
    Duration::from_secs(300),
];

/// The tabs of the survey view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SurveyTab {
    Answers,
    History,
    Summary,
}

/// How the next automatic refresh is planned once `tick` sees the time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Plan {
    /// Something changed or the user asked: start again at the shortest wait.
    Reset,
    /// Nothing changed (or the refresh failed): wait longer.
    BackOff,
}

/// The automatic refresh of an in-progress survey.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AutoRefresh {
    /// When the next refresh is due; `None` while none is planned.
    pub due: Option<Instant>,
    /// Index into [`AUTO_REFRESH_STEPS`] of the current wait.
    pub step: usize,
    /// Set when a survey arrives; `tick` turns it into `due`.
    plan: Option<Plan>,
}

impl AutoRefresh {
    /// The wait that produced the current `due`.
    pub fn interval(&self) -> Duration {
        AUTO_REFRESH_STEPS[self.step.min(AUTO_REFRESH_STEPS.len() - 1)]
    }

    fn apply(&mut self, now: Instant, plan: Plan) {
        self.step = match plan {
            Plan::Reset => 0,
            Plan::BackOff => (self.step + 1).min(AUTO_REFRESH_STEPS.len() - 1),
        };
        self.due = Some(now + self.interval());
    }

    fn stop(&mut self) {
        self.due = None;
        self.plan = None;
        self.step = 0;
    }
}

/// The answers that match the filter text. The matching indices are
/// recomputed only when the text (or the survey) changes, never per frame.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AnswerFilter {
    text: String,
    /// Lower-case search text of each answer (label, code, values), built
    /// once when the survey arrives.
    haystacks: Vec<String>,
    /// Indices of the matching answers, in the survey's order.
    matches: Vec<usize>,
    /// How often `matches` was computed: tests check it is not per frame.
    pub computations: u64,
}

impl AnswerFilter {
    pub fn new(answers: &[Answer]) -> AnswerFilter {
        let mut filter = AnswerFilter::default();
        filter.rebuild(answers);
        filter
    }

    pub fn text(&self) -> &str {
        &self.text
    }

    /// Indices into the survey's answers, in order.
    pub fn matches(&self) -> &[usize] {
        &self.matches
    }

    pub fn is_active(&self) -> bool {
        !self.text.trim().is_empty()
    }

    /// Changes the text; does nothing if it is the same.
    pub fn set_text(&mut self, text: &str) {
        if text == self.text {
            return;
        }
        // Typing more narrows the result: only the current matches can match.
        let narrowing = !self.text.is_empty() && text.starts_with(self.text.as_str());
        self.text = text.to_owned();
        if narrowing {
            let terms = terms(&self.text);
            let haystacks = &self.haystacks;
            self.matches.retain(|&i| haystacks.get(i).is_some_and(|h| terms.iter().all(|t| h.contains(t.as_str()))));
            self.computations += 1;
        } else {
            self.recompute();
        }
    }

    /// New answers (a refresh): keeps the text, computes everything again.
    pub fn rebuild(&mut self, answers: &[Answer]) {
        self.haystacks = answers.iter().map(haystack).collect();
        self.recompute();
    }

    fn recompute(&mut self) {
        let terms = terms(&self.text);
        self.matches = self
            .haystacks
            .iter()
            .enumerate()
            .filter(|(_, h)| terms.iter().all(|t| h.contains(t.as_str())))
            .map(|(i, _)| i)
            .collect();
        self.computations += 1;
    }
}

/// The text an empty answer is shown (and found) as.
pub const NO_ANSWER: &str = "(no answer)";

fn haystack(answer: &Answer) -> String {
    let values: usize = answer.answer_values.iter().map(|v| v.len() + 1).sum();
    let mut text = String::with_capacity(answer.question_label.len() + answer.question_code.len() + values + 16);
    text.push_str(&answer.question_label);
    text.push('\n');
    text.push_str(&answer.question_code);
    for value in &answer.answer_values {
        text.push('\n');
        text.push_str(value);
    }
    if answer.answer_values.iter().all(|v| v.trim().is_empty()) {
        text.push('\n');
        text.push_str(NO_ANSWER);
    }
    if text.is_ascii() {
        // The common case, in place: no second string per answer.
        text.make_ascii_lowercase();
        text
    } else {
        text.to_lowercase()
    }
}

/// Every word must occur (case-insensitive), in any field.
fn terms(text: &str) -> Vec<String> {
    text.to_lowercase().split_whitespace().map(str::to_owned).collect()
}

/// A refresh in flight while the last survey stays on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Refresh {
    pub request: RequestId,
    pub automatic: bool,
}

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
    Failed(String),
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

/// The open survey.
#[derive(Clone, Debug, PartialEq)]
pub struct SurveyView {
    pub survey_id: String,
    /// The patient's name, for the PDF's file name.
    pub patient_name: Option<String>,
    pub survey: Loadable<Survey>,
    pub refreshing: Option<Refresh>,
    /// The last refresh failed; the survey shown is the one loaded before.
    pub refresh_error: Option<ApiError>,
    pub tab: SurveyTab,
    pub filter: AnswerFilter,
    pub history: Loadable<Vec<ChangeLogEntry>>,
    pub plain_text: Loadable<PlainTextSummary>,
    pub pdf: PdfExport,
    pub auto_refresh: AutoRefresh,
    /// The plain text was copied (shown next to the button).
    pub copied: bool,
    /// Changes whenever other answers arrive (never the same in two views),
    /// so the view can keep layout computed from them between frames.
    pub answers_version: u64,
    /// The same for the history.
    pub history_version: u64,
}

/// A number no view has used yet, for [`SurveyView::answers_version`] and
/// [`SurveyView::history_version`].
fn next_version() -> u64 {
    static NEXT: AtomicU64 = AtomicU64::new(1);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

impl SurveyView {
    fn new(survey_id: &str, patient_name: Option<String>, request: RequestId) -> SurveyView {
        SurveyView {
            survey_id: survey_id.to_owned(),
            patient_name,
            survey: Loadable::Loading(request),
            refreshing: None,
            refresh_error: None,
            tab: SurveyTab::Answers,
            filter: AnswerFilter::default(),
            history: Loadable::NotRequested,
            plain_text: Loadable::NotRequested,
            pdf: PdfExport::default(),
            auto_refresh: AutoRefresh::default(),
            copied: false,
            answers_version: next_version(),
            history_version: next_version(),
        }
    }

    /// The survey is in progress (or waiting for the patient), so its
    /// answers may still change.
    pub fn is_in_progress(&self) -> bool {
        self.survey.ready().and_then(|s| s.status.as_ref()).is_some_and(|status| status.is_in_progress())
    }

    pub fn is_refreshing(&self) -> bool {
        self.refreshing.is_some() || self.survey.is_loading()
    }

    /// A request of this view was cancelled: back to where it was before.
    pub(super) fn request_cancelled(&mut self, id: RequestId) {
        if self.survey == Loadable::Loading(id) {
            self.survey = Loadable::NotRequested;
        }
        if self.refreshing.is_some_and(|r| r.request == id) {
            self.refreshing = None;
        }
        self.history.cancel(id);
        self.plain_text.cancel(id);
        self.pdf.document.cancel(id);
        if self.pdf.preview == Preview::Rendering(id) {
            self.pdf.preview = Preview::NotRequested;
        }
        if matches!(self.pdf.save, SaveStatus::Saving { request, .. } if request == id) {
            self.pdf.save = SaveStatus::Idle;
        }
        if self.pdf.document == Loadable::NotRequested {
            self.pdf.save_when_ready = false;
        }
    }

    /// The default file name of the PDF.
    pub fn suggested_file_name(&self) -> String {
        let date = self
            .survey
            .ready()
            .and_then(|s| s.created_at.as_ref())
            .and_then(|t| t.instant)
            .map(|ts| ts.to_zoned(jiff::tz::TimeZone::system()).date());
        crate::export::suggested_file_name(self.patient_name.as_deref(), date)
    }
}

trait Cancellable {
    fn cancel(&mut self, id: RequestId);
}

impl<T> Cancellable for Loadable<T> {
    fn cancel(&mut self, id: RequestId) {
        if matches!(self, Loadable::Loading(loading) if *loading == id) {
            *self = Loadable::NotRequested;
        }
    }
}

/// The history in time order; entries without a readable time keep their
/// place relative to each other, after the dated ones.
pub fn sort_history(entries: &mut [ChangeLogEntry]) {
    entries.sort_by_key(|entry| {
        let instant = entry.timestamp.as_ref().and_then(|t| t.instant);
        (instant.is_none(), instant)
    });
}

// ----- intents and events -----

impl AppState {
    /// Opens a survey of the open patient: one request.
    pub fn open_survey(&mut self, survey_id: &str) {
        if let Some(view) = &self.survey_view
            && view.survey_id == survey_id
            && !matches!(view.survey, Loadable::Failed(_))
        {
            self.screen = Screen::Survey;
            return;
        }
        if self.survey_view.as_ref().is_none_or(|view| view.survey_id != survey_id) {
            // A PDF saved (or not) for another survey is not news about this one.
            self.clear_notices(Topic::Pdf);
        }
        let patient_name = self.patient.as_ref().map(|open| open.patient.full_name());
        let id = self.queue("Opening the survey", Command::OpenSurvey { survey_id: survey_id.to_owned() });
        self.survey_view = Some(SurveyView::new(survey_id, patient_name, id));
        self.screen = Screen::Survey;
    }

    /// Back to the patient; the automatic refresh stops with the view.
    pub fn close_survey(&mut self) {
        self.survey_view = None;
        self.screen = if self.patient.is_some() { Screen::Patient } else { Screen::Home };
    }

    /// The user asked for fresh data.
    pub fn refresh_survey(&mut self) {
        self.start_survey_refresh(false);
    }

    fn start_survey_refresh(&mut self, automatic: bool) {
        let Some(view) = &self.survey_view else { return };
        if view.is_refreshing() {
            return;
        }
        let survey_id = view.survey_id.clone();
        let label = if automatic { "Checking for new answers" } else { "Refreshing the survey" };
        let id = self.queue(label, Command::OpenSurvey { survey_id });
        if let Some(view) = &mut self.survey_view {
            if view.survey.ready().is_some() {
                view.refreshing = Some(Refresh { request: id, automatic });
            } else {
                view.survey = Loadable::Loading(id);
            }
        }
    }

    /// Shows a tab; the history and the summary are loaded the first time.
    pub fn show_survey_tab(&mut self, tab: SurveyTab) {
        let Some(view) = &mut self.survey_view else { return };
        view.tab = tab;
        match tab {
            SurveyTab::History if view.history == Loadable::NotRequested => self.load_history(),
            SurveyTab::Summary if view.plain_text == Loadable::NotRequested => self.load_plain_text(),
            _ => {}
        }
    }

    pub fn load_history(&mut self) {
        let Some(view) = &self.survey_view else { return };
        if view.history.is_loading() {
            return;
        }
        let survey_id = view.survey_id.clone();
        let id = self.queue("Loading the history", Command::LoadHistory { survey_id });
        if let Some(view) = &mut self.survey_view {
            view.history = Loadable::Loading(id);
        }
    }

    pub fn load_plain_text(&mut self) {
        let Some(view) = &self.survey_view else { return };
        if view.plain_text.is_loading() {
            return;
        }
        let survey_id = view.survey_id.clone();
        let id = self.queue("Loading the summary", Command::LoadPlainText { survey_id });
        if let Some(view) = &mut self.survey_view {
            view.plain_text = Loadable::Loading(id);
            view.copied = false;
        }
    }

    /// Changes the answer filter (recomputed only if the text differs).
    pub fn set_answer_filter(&mut self, text: &str) {
        if let Some(view) = &mut self.survey_view {
            view.filter.set_text(text);
        }
    }

    /// The view copied the plain-text summary to the clipboard.
    pub fn note_summary_copied(&mut self) {
        if let Some(view) = &mut self.survey_view {
            view.copied = true;
        }
    }

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
    fn no_save_dialog_could_be_shown(&mut self) {
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
        let id = self.queue("Fetching the PDF summary", Command::LoadPdf { survey_id });
        if let Some(view) = &mut self.survey_view {
            view.pdf.document = Loadable::Loading(id);
            view.pdf.preview = Preview::NotRequested;
        }
    }

    fn save_pdf(&mut self, document: Arc<PdfDocument>, destination: SaveDestination) {
        let Some(view) = &self.survey_view else { return };
        if matches!(view.pdf.save, SaveStatus::Saving { .. }) {
            return;
        }
        let suggested_name = view.suggested_file_name();
        let id = self.queue("Saving the PDF", Command::SavePdf { pdf: document, suggested_name, destination });
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
            self.queue("Opening the PDF", Command::OpenFile { path });
        }
    }

    /// Shows the saved PDF in the file manager.
    pub fn show_saved_pdf_in_folder(&mut self) {
        if let Some(path) = self.saved_pdf_path() {
            self.queue("Showing the folder", Command::ShowInFolder { path });
        }
    }

    fn saved_pdf_path(&self) -> Option<PathBuf> {
        match &self.survey_view.as_ref()?.pdf.save {
            SaveStatus::Saved(path) => Some(path.clone()),
            _ => None,
        }
    }

    /// The clock of the automatic refresh. Called from the app's `logic`
    /// with the current time (tests pass any time): plans the next refresh
    /// after a survey arrived, and starts one, once, when it is due, the
    /// survey is in progress and its view is on screen. Returns when it
    /// wants to be called again (for `request_repaint_after`), if at all.
    pub fn tick(&mut self, now: Instant, window_visible: bool) -> Option<Instant> {
        let usable = matches!(self.connection.status, ConnectionStatus::Connected | ConnectionStatus::Offline);
        let on_screen = self.screen == Screen::Survey && window_visible && !self.sign_in_overlay && usable;
        let view = self.survey_view.as_mut()?;
        if !view.is_in_progress() {
            view.auto_refresh.stop();
            return None;
        }
        if let Some(plan) = view.auto_refresh.plan {
            view.auto_refresh.apply(now, plan);
            view.auto_refresh.plan = None;
        }
        if !on_screen || view.is_refreshing() {
            return None;
        }
        match view.auto_refresh.due {
            Some(due) if now >= due => {
                view.auto_refresh.due = None;
                self.start_survey_refresh(true);
                None
            }
            due => due,
        }
    }

    /// Applies the events of the survey view; any other event is ignored.
    pub(super) fn apply_survey_event(&mut self, id: RequestId, kind: EventKind) {
        match kind {
            EventKind::SurveyLoaded { survey_id, result } => self.on_survey_loaded(id, survey_id, result),
            EventKind::HistoryLoaded { survey_id, result } => {
                let Some(view) = self.current_view(&survey_id, |v| v.history == Loadable::Loading(id)) else {
                    return;
                };
                match result {
                    Ok(mut entries) => {
                        sort_history(&mut entries);
                        view.history = Loadable::Ready(entries);
                        view.history_version = next_version();
                        self.mark_online();
                    }
                    Err(error) => {
                        view.history = Loadable::Failed(error.clone());
                        self.note_failure(&error, Some(Resend::LoadHistory(survey_id)));
                    }
                }
            }
            EventKind::PlainTextLoaded { survey_id, result } => {
                let Some(view) = self.current_view(&survey_id, |v| v.plain_text == Loadable::Loading(id)) else {
                    return;
                };
                match result {
                    Ok(summary) => {
                        view.plain_text = Loadable::Ready(summary);
                        self.mark_online();
                    }
                    Err(error) => {
                        view.plain_text = Loadable::Failed(error.clone());
                        self.note_failure(&error, Some(Resend::LoadPlainText(survey_id)));
                    }
                }
            }
            EventKind::PdfLoaded { survey_id, result } => {
                let Some(view) = self.current_view(&survey_id, |v| v.pdf.document == Loadable::Loading(id)) else {
                    return;
                };
                match result {
                    Ok(document) => {
                        let document = Arc::new(document);
                        view.pdf.document = Loadable::Ready(Arc::clone(&document));
                        let save = view.pdf.save_when_ready;
                        let preview = self
                            .queue("Preparing the preview", Command::RenderPdfPreview { pdf: Arc::clone(&document) });
                        if let Some(view) = &mut self.survey_view {
                            view.pdf.preview = Preview::Rendering(preview);
                        }
                        if save {
                            self.save_pdf(document, SaveDestination::AskUser);
                        }
                        self.mark_online();
                    }
                    Err(error) => {
                        view.pdf.document = Loadable::Failed(error.clone());
                        view.pdf.save_when_ready = false;
                        self.note_failure(&error, Some(Resend::LoadPdf(survey_id)));
                    }
                }
            }
            EventKind::PdfPreviewRendered(result) => {
                let Some(view) = &mut self.survey_view else { return };
                if view.pdf.preview != Preview::Rendering(id) {
                    return;
                }
                view.pdf.preview = match result {
                    Ok(pages) => Preview::Ready { request: id, pages: Arc::new(pages) },
                    Err(message) => Preview::Failed(message),
                };
            }
            EventKind::PdfSaved(result) => {
                let current = self
                    .survey_view
                    .as_mut()
                    .filter(|v| matches!(v.pdf.save, SaveStatus::Saving { request, .. } if request == id));
                match (result, current) {
                    (Ok(Some(path)), Some(view)) => view.pdf.save = SaveStatus::Saved(path),
                    (Ok(Some(path)), None) => {
                        let details = Some(path.display().to_string());
                        self.notify(Topic::Pdf, Level::Success, "The PDF summary was saved.", details);
                    }
                    (Ok(None), Some(view)) => view.pdf.save = SaveStatus::Cancelled,
                    (Ok(None), None) => {}
                    (Err(error), Some(view)) => view.pdf.save = SaveStatus::Failed(error),
                    (Err(error), None) => self.notify(Topic::Pdf, Level::Error, error.message, Some(error.details)),
                }
            }
            EventKind::NoSaveDialog => {
                let saving = self
                    .survey_view
                    .as_mut()
                    .filter(|v| matches!(v.pdf.save, SaveStatus::Saving { request, .. } if request == id));
                match saving {
                    Some(view) => {
                        view.pdf.save = SaveStatus::Cancelled;
                        self.no_save_dialog_could_be_shown();
                    }
                    None => self.notify(
                        Topic::Pdf,
                        Level::Error,
                        "No file dialog could be shown on this computer. The PDF was not saved.",
                        None,
                    ),
                }
            }
            EventKind::FileShown(Err(error)) => {
                self.notify(Topic::Pdf, Level::Error, error.message, Some(error.details));
            }
            _ => {}
        }
    }

    /// The open view if it shows `survey_id` and `waiting` says it waits for this answer.
    fn current_view(&mut self, survey_id: &str, waiting: impl Fn(&SurveyView) -> bool) -> Option<&mut SurveyView> {
        self.survey_view.as_mut().filter(|view| view.survey_id == survey_id && waiting(view))
    }

    fn on_survey_loaded(&mut self, id: RequestId, survey_id: String, result: Result<Survey, ApiError>) {
        let Some(view) = self.survey_view.as_mut().filter(|v| v.survey_id == survey_id) else { return };
        let first = view.survey == Loadable::Loading(id);
        let refresh = view.refreshing.filter(|r| r.request == id);
        if !first && refresh.is_none() {
            return;
        }
        view.refreshing = None;
        match result {
            Ok(survey) => {
                let changed = view.survey.ready() != Some(&survey);
                let automatic = refresh.is_some_and(|r| r.automatic);
                view.auto_refresh.plan = Some(if changed || !automatic { Plan::Reset } else { Plan::BackOff });
                if changed {
                    view.filter.rebuild(&survey.answers);
                    view.answers_version = next_version();
                }
                view.refresh_error = None;
                view.survey = Loadable::Ready(survey);
                // The patient's list shows the same survey: keep it current. It usually is
                // already (it was listed a moment ago), and comparing is much cheaper than
                // copying thousands of answers on the UI thread.
                if let Some(shown) = view.survey.ready()
                    && let Some(open) = &mut self.patient
                    && let Loadable::Ready(list) = &mut open.surveys
                    && let Some(entry) = list.iter_mut().find(|s| s.survey_id == survey_id)
                    && entry != shown
                {
                    *entry = shown.clone();
                }
                self.mark_online();
            }
            Err(error) => {
                if first {
                    view.survey = Loadable::Failed(error.clone());
                } else {
                    view.refresh_error = Some(error.clone());
                    view.auto_refresh.plan = Some(Plan::BackOff);
                }
                self.note_failure(&error, Some(Resend::OpenSurvey(survey_id)));
            }
        }
    }

    /// After signing in anew: loads again what a 401 interrupted, if its view is still open.
    pub(super) fn resend_survey_part(&mut self, what: Resend) {
        let open = |state: &AppState, id: &str| state.survey_view.as_ref().is_some_and(|v| v.survey_id == id);
        match what {
            Resend::OpenSurvey(id) if open(self, &id) => self.refresh_survey(),
            Resend::OpenSurvey(id) => self.open_survey(&id),
            Resend::LoadHistory(id) if open(self, &id) => self.load_history(),
            Resend::LoadPlainText(id) if open(self, &id) => self.load_plain_text(),
            Resend::LoadPdf(id) if open(self, &id) => {
                if let Some(view) = &mut self.survey_view {
                    view.pdf.document = Loadable::NotRequested;
                }
                self.preview_pdf();
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;
    use crate::api::{ServiceTime, SurveyStatus};
    use crate::worker::Event;

    fn answer(code: &str, label: &str, values: &[&str]) -> Answer {
        Answer {
            question_code: code.to_owned(),
            question_label: label.to_owned(),
            answer_values: values.iter().map(|v| (*v).to_owned()).collect(),
            ..Answer::default()
        }
    }

    fn survey(status: &str, answers: Vec<Answer>) -> Survey {
        Survey {
            survey_id: "s-1".to_owned(),
            status: Some(SurveyStatus(status.to_owned())),
            created_at: Some(ServiceTime::parse("2025-03-14T08:05:12.345Z")),
            answers,
            ..Survey::default()
        }
    }

    fn connected() -> AppState {
        let mut state = AppState::new();
        state.connection.status = ConnectionStatus::Connected;
        state
    }

    /// Opens survey `s-1` and answers the request with `loaded`.
    fn opened(loaded: Survey) -> AppState {
        let mut state = connected();
        state.open_survey("s-1");
        let (id, command) = state.take_commands().pop().unwrap();
        assert!(matches!(command, Command::OpenSurvey { ref survey_id } if survey_id == "s-1"));
        state.apply(Event { id, kind: EventKind::SurveyLoaded { survey_id: "s-1".into(), result: Ok(loaded) } });
        state
    }

    /// Answers the one queued refresh with `loaded`.
    fn answer_refresh(state: &mut AppState, loaded: Survey) {
        let commands = state.take_commands();
        assert_eq!(commands.len(), 1, "{commands:?}");
        let (id, command) = commands.into_iter().next().unwrap();
        assert!(matches!(command, Command::OpenSurvey { .. }));
        state.apply(Event { id, kind: EventKind::SurveyLoaded { survey_id: "s-1".into(), result: Ok(loaded) } });
    }

    #[test]
    fn the_filter_matches_every_word_in_any_field_ignoring_case() {
        let answers = vec![
            answer("CP01", "Chest pain", &["Yes, at rest"]),
            answer("ALG", "Allergies", &["Penicillin", "Pollen"]),
            answer("NOTE", "Anything else?", &[]),
            answer("RFV", "Reason for visit", &["Zoë's ÉTAT général"]),
        ];
        let mut filter = AnswerFilter::new(&answers);
        assert_eq!(filter.matches(), [0, 1, 2, 3]);
        filter.set_text("PEN");
        assert_eq!(filter.matches(), [1]);
        filter.set_text("alg pollen");
        assert_eq!(filter.matches(), [1]);
        filter.set_text("cp01");
        assert_eq!(filter.matches(), [0]);
        filter.set_text("no answer");
        assert_eq!(filter.matches(), [2]);
        filter.set_text("état");
        assert_eq!(filter.matches(), [3]);
        filter.set_text("   ");
        assert_eq!(filter.matches(), [0, 1, 2, 3]);
        assert!(!filter.is_active());
    }

    #[test]
    fn the_filter_is_computed_only_when_the_text_changes() {
        let mut filter = AnswerFilter::new(&[answer("A", "a", &["x"])]);
        let before = filter.computations;
        for _ in 0..100 {
            filter.set_text("");
        }
        assert_eq!(filter.computations, before);
        filter.set_text("x");
        filter.set_text("x");
        assert_eq!(filter.computations, before + 1);
    }

    #[test]
    fn narrowing_gives_the_same_result_as_computing_afresh() {
        let answers: Vec<Answer> = (0..500)
            .map(|i| answer(&format!("Q{i}"), &format!("Question {i}"), &[&format!("value {}", i % 7)]))
            .collect();
        let mut typed = AnswerFilter::new(&answers);
        for text in ["q", "q1", "q12", "q12 ", "q12 value", "q12 value 3"] {
            typed.set_text(text);
            let mut fresh = AnswerFilter::new(&answers);
            fresh.set_text(text);
            assert_eq!(typed.matches(), fresh.matches(), "{text}");
        }
    }

    #[test]
    fn filtering_ten_thousand_answers_is_fast() {
        let answers: Vec<Answer> = (0..10_000)
            .map(|i| {
                answer(&format!("Q{i:05}"), &format!("Question number {i} about something"), &["Yes", "No", "Maybe"])
            })
            .collect();
        let mut filter = AnswerFilter::new(&answers);
        let started = std::time::Instant::now();
        filter.set_text("number 99");
        filter.set_text("maybe");
        filter.set_text("q0999");
        let elapsed = started.elapsed();
        eprintln!("three filters over 10,000 answers: {elapsed:?}");
        assert_eq!(filter.matches().len(), 10);
        // Debug build on a slow machine; in practice well under 10 ms.
        assert!(elapsed < std::time::Duration::from_millis(500), "{elapsed:?}");
    }

    #[test]
    fn the_history_is_sorted_by_time_with_unreadable_times_last() {
        let entry = |id: &str, time: Option<&str>| ChangeLogEntry {
            survey_change_log_id: id.to_owned(),
            timestamp: time.map(ServiceTime::parse),
            ..ChangeLogEntry::default()
        };
        let mut entries = vec![
            entry("c", Some("2025-03-14T09:00:00Z")),
            entry("x", Some("yesterday")),
            entry("a", Some("2025-03-14T08:00:00.1234567Z")),
            entry("y", None),
            entry("b", Some("2025-03-14T08:30:00Z")),
        ];
        sort_history(&mut entries);
        let order: Vec<&str> = entries.iter().map(|e| e.survey_change_log_id.as_str()).collect();
        assert_eq!(order, ["a", "b", "c", "x", "y"]);
    }

    #[test]
    fn opening_a_survey_costs_one_request_and_tabs_load_once() {
        let mut state = opened(survey("completed", vec![answer("A", "a", &["x"])]));
        assert_eq!(state.screen, Screen::Survey);
        assert!(state.take_commands().is_empty());
        state.show_survey_tab(SurveyTab::History);
        let commands = state.take_commands();
        assert!(matches!(commands.as_slice(), [(_, Command::LoadHistory { .. })]));
        // Showing it again, or again later, asks nothing more.
        state.show_survey_tab(SurveyTab::Answers);
        state.show_survey_tab(SurveyTab::History);
        assert!(state.take_commands().is_empty());
        state.show_survey_tab(SurveyTab::Summary);
        assert!(matches!(state.take_commands().as_slice(), [(_, Command::LoadPlainText { .. })]));
        state.show_survey_tab(SurveyTab::Summary);
        assert!(state.take_commands().is_empty());
    }

    #[test]
    fn a_completed_survey_is_never_refreshed_by_itself() {
        let mut state = opened(survey("completed", vec![]));
        let now = Instant::now();
        for minutes in 0..30 {
            assert_eq!(state.tick(now + Duration::from_secs(minutes * 60), true), None);
        }
        assert!(state.take_commands().is_empty());
    }

    #[test]
    fn an_in_progress_survey_is_refreshed_once_when_due_with_back_off() {
        let mut state = opened(survey("inProgress", vec![answer("A", "a", &["x"])]));
        let t0 = Instant::now();
        // The first tick plans the refresh 15 s later and asks to be woken then.
        assert_eq!(state.tick(t0, true), Some(t0 + Duration::from_secs(15)));
        // Frames before that (many per second) send nothing.
        for ms in (0..15_000).step_by(250) {
            state.tick(t0 + Duration::from_millis(ms), true);
        }
        assert!(state.take_commands().is_empty());
        // Due: exactly one refresh, however many frames follow.
        let t1 = t0 + Duration::from_secs(15);
        assert_eq!(state.tick(t1, true), None);
        for ms in 0..50 {
            state.tick(t1 + Duration::from_millis(ms * 10), true);
        }
        // Nothing changed: the next wait is longer (30 s), then 60 s, 120 s, 300 s, 300 s.
        answer_refresh(&mut state, survey("inProgress", vec![answer("A", "a", &["x"])]));
        let mut now = t1 + Duration::from_secs(1);
        for expected in [30, 60, 120, 300, 300] {
            let due = state.tick(now, true).unwrap();
            assert_eq!(due - now, Duration::from_secs(expected));
            assert!(state.take_commands().is_empty());
            now = due;
            state.tick(now, true);
            answer_refresh(&mut state, survey("inProgress", vec![answer("A", "a", &["x"])]));
        }
        // New answers arrived: back to 15 s.
        let due = state.tick(now, true).unwrap();
        assert_eq!(due - now, Duration::from_secs(300));
        state.tick(due, true);
        answer_refresh(&mut state, survey("inProgress", vec![answer("A", "a", &["x"]), answer("B", "b", &["y"])]));
        assert_eq!(state.tick(due, true), Some(due + Duration::from_secs(15)));
        assert_eq!(state.survey_view.as_ref().unwrap().filter.matches().len(), 2, "the filter follows the refresh");
    }

    #[test]
    fn the_refresh_stops_when_the_survey_completes_or_the_view_closes_or_is_hidden() {
        let mut state = opened(survey("inProgress", vec![]));
        let t0 = Instant::now();
        let due = state.tick(t0, true).unwrap();
        // Hidden (another screen, or a minimised window): nothing is sent.
        state.screen = Screen::Patient;
        assert_eq!(state.tick(due, true), None);
        state.screen = Screen::Survey;
        assert_eq!(state.tick(due, false), None);
        assert!(state.take_commands().is_empty());
        // Shown again: the overdue refresh goes out at once.
        state.tick(due, true);
        answer_refresh(&mut state, survey("completed", vec![]));
        assert_eq!(state.tick(due, true), None);
        assert_eq!(state.survey_view.as_ref().unwrap().auto_refresh.due, None);
        // Closing the view drops it all.
        let mut state = opened(survey("inProgress", vec![]));
        state.tick(t0, true);
        state.close_survey();
        assert_eq!(state.screen, Screen::Home);
        assert_eq!(state.tick(t0 + Duration::from_secs(3600), true), None);
        assert!(state.take_commands().is_empty());
    }

    #[test]
    fn a_manual_refresh_resets_the_back_off_and_a_failure_lengthens_it() {
        let mut state = opened(survey("inProgress", vec![]));
        let t0 = Instant::now();
        let due = state.tick(t0, true).unwrap();
        state.tick(due, true);
        answer_refresh(&mut state, survey("inProgress", vec![]));
        let next = state.tick(due, true).unwrap();
        assert_eq!(next - due, Duration::from_secs(30));
        // The user presses Refresh: one request, and the plan starts again at 15 s.
        state.refresh_survey();
        state.refresh_survey();
        answer_refresh(&mut state, survey("inProgress", vec![]));
        assert_eq!(state.tick(due, true), Some(due + Duration::from_secs(15)));
        // A failed automatic refresh keeps the survey and waits longer.
        let t = due + Duration::from_secs(15);
        state.tick(t, true);
        let (id, _) = state.take_commands().pop().unwrap();
        let error = ApiError::new(crate::api::error::ErrorKind::ServerError, "boom");
        state.apply(Event { id, kind: EventKind::SurveyLoaded { survey_id: "s-1".into(), result: Err(error) } });
        let view = state.survey_view.as_ref().unwrap();
        assert!(view.survey.ready().is_some());
        assert!(view.refresh_error.is_some());
        assert_eq!(state.tick(t, true), Some(t + Duration::from_secs(30)));
    }

    #[test]
    fn answers_for_a_closed_or_other_survey_are_ignored() {
        let mut state = connected();
        state.open_survey("s-1");
        let (id, _) = state.take_commands().pop().unwrap();
        state.close_survey();
        state.apply(Event {
            id,
            kind: EventKind::SurveyLoaded { survey_id: "s-1".into(), result: Ok(survey("completed", vec![])) },
        });
        assert!(state.survey_view.is_none());
        assert!(state.in_flight.is_empty());
    }

    #[test]
    fn export_fetches_once_renders_a_preview_and_then_saves() {
        let mut state = opened(survey("completed", vec![]));
        state.patient = None;
        if let Some(view) = &mut state.survey_view {
            view.patient_name = Some("Zoë Vermeulen".into());
        }
        state.export_pdf();
        state.export_pdf();
        let commands = state.take_commands();
        assert_eq!(commands.len(), 1);
        let (id, command) = commands.into_iter().next().unwrap();
        assert!(matches!(command, Command::LoadPdf { .. }));
        let document = PdfDocument(b"%PDF-1.7".to_vec());
        state.apply(Event { id, kind: EventKind::PdfLoaded { survey_id: "s-1".into(), result: Ok(document) } });
        let commands = state.take_commands();
        assert!(matches!(commands[0].1, Command::RenderPdfPreview { .. }));
        let Command::SavePdf { suggested_name, .. } = &commands[1].1 else { panic!("{commands:?}") };
        assert!(suggested_name.starts_with("Intake summary - Zoë Vermeulen - 2025-03-1"), "{suggested_name}");
        let save_id = commands[1].0;
        let saved = PathBuf::from("/tmp/Intake summary - Zoë Vermeulen.pdf");
        state.apply(Event { id: save_id, kind: EventKind::PdfSaved(Ok(Some(saved.clone()))) });
        assert_eq!(state.survey_view.as_ref().unwrap().pdf.save, SaveStatus::Saved(saved));
        let noted = state.take_commands();
        let [(_, Command::RecordActivity(entry))] = noted.as_slice() else {
            panic!("the export is in the activity log: {noted:?}")
        };
        // The survey and the folder, never the file's name (it holds the patient's name).
        let line = serde_json::to_string(entry).unwrap();
        assert!(!line.contains("Vermeulen"), "{line}");
        assert_eq!(crate::state::present::describe_action(&entry.action), "PDF of survey s-1 saved to /tmp");
        // Saving again uses the PDF in hand: no second fetch.
        state.export_pdf();
        let commands = state.take_commands();
        assert!(matches!(commands.as_slice(), [(_, Command::SavePdf { .. })]));
        state.open_saved_pdf();
        assert!(state.take_commands().is_empty(), "nothing saved to open while a save is running");
    }

    #[test]
    fn a_pdf_that_fails_to_load_is_shown_and_nothing_is_saved() {
        let mut state = opened(survey("completed", vec![]));
        state.export_pdf();
        let (id, _) = state.take_commands().pop().unwrap();
        let error = ApiError::new(crate::api::error::ErrorKind::Decode, "not a PDF");
        state.apply(Event { id, kind: EventKind::PdfLoaded { survey_id: "s-1".into(), result: Err(error) } });
        assert!(state.take_commands().is_empty(), "no save after a failed fetch");
        let view = state.survey_view.as_ref().unwrap();
        assert!(matches!(view.pdf.document, Loadable::Failed(_)));
        assert_eq!(view.pdf.save, SaveStatus::Idle);
        assert!(!view.pdf.save_when_ready);
    }
}
