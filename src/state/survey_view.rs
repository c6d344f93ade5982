//! One open survey and what a clinician does with it: the survey itself
//! (refreshed on demand, and gently by itself while it is in progress and on
//! screen), the answer filter, the history, the plain-text summary and the
//! PDF (fetch, preview, save, open). Plain data and the intents and events
//! that change it; no egui types, no I/O, no clock reads: time comes in as
//! an argument to [`AppState::tick`], so the scheduling is unit-tested.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use crate::i18n::Msg;

use crate::api::{ApiError, ChangeLogEntry, PlainTextSummary, Survey};
use crate::worker::{Command, EventKind, SaveDestination};

// The answer filter and the PDF are modules of their own beside this one; their paths stay
// `survey_view::…`.
pub use super::survey_filter::{AnswerFilter, NO_ANSWER};
pub use super::survey_pdf::{PdfExport, Preview, SaveStatus};
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

/// A refresh in flight while the last survey stays on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Refresh {
    pub request: RequestId,
    pub automatic: bool,
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

    /// The default file name of the PDF, in the interface language.
    pub fn suggested_file_name(&self, tr: &crate::i18n::Translator) -> String {
        let date = self
            .survey
            .ready()
            .and_then(|s| s.created_at.as_ref())
            .and_then(|t| t.instant)
            .map(|ts| ts.to_zoned_datetime(jiff::tz::TimeZone::system()).date());
        crate::export::suggested_file_name(tr, self.patient_name.as_deref(), date)
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
    /// After a change of language: what was computed from words (the filter finds empty
    /// answers by the words the view shows for them) follows the new words.
    pub(super) fn reword_cached_text(&mut self) {
        let no_answer = self.tr.text(NO_ANSWER);
        if let Some(view) = &mut self.survey_view
            && let Some(survey) = view.survey.ready()
        {
            view.filter.rebuild(&survey.answers, &no_answer);
        }
    }

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
        let id = self.queue("progress-opening-survey", Command::OpenSurvey { survey_id: survey_id.to_owned() });
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
        let label = if automatic { "progress-checking-answers" } else { "progress-refreshing-survey" };
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
        let id = self.queue("progress-loading-history", Command::LoadHistory { survey_id });
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
        let id = self.queue("progress-loading-summary", Command::LoadPlainText { survey_id });
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
                        let preview = self.queue(
                            "progress-preparing-preview",
                            Command::RenderPdfPreview { pdf: Arc::clone(&document) },
                        );
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
                        let details = vec![Msg::new("notice-saved-at").with("path", path.display().to_string())];
                        self.notify(Topic::Pdf, Level::Success, Msg::new("notice-pdf-saved"), details);
                    }
                    (Ok(None), Some(view)) => view.pdf.save = SaveStatus::Cancelled,
                    (Ok(None), None) => {}
                    (Err(error), Some(view)) => view.pdf.save = SaveStatus::Failed(error),
                    (Err(error), None) => self.notify(Topic::Pdf, Level::Error, error.message(), error.details()),
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
                    None => self.notify(Topic::Pdf, Level::Error, Msg::new("notice-no-save-dialog"), Vec::new()),
                }
            }
            EventKind::FileShown(Err(error)) => {
                self.notify(Topic::Pdf, Level::Error, error.message(), error.details());
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
                    view.filter.rebuild(&survey.answers, &self.tr.text(NO_ANSWER));
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
#[path = "survey_view_tests.rs"]
mod tests;
