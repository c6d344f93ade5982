//! Notices and requests in flight: the messages of the status bar (one per topic, never
//! outliving what they report), the progress of every request with its cancel, and what can
//! be sent again after signing in anew.

use super::*;

/// How important a notice is (in rising order).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    Info,
    Success,
    Warning,
    Error,
}

/// What a notice reports on. A new notice replaces the older one of its topic, and starting
/// an action of a topic clears its old notices, so no message outlives the state it reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Topic {
    /// The connection to the service (connected, offline, signed out).
    Connection,
    /// Finding, opening, registering and saving patients.
    Patient,
    /// The PDF summary being saved or opened.
    Pdf,
    /// The data folder on this computer.
    LocalData,
    /// Reminders from the Follow-up view.
    FollowUp,
}

/// A message for the notification area.
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    pub topic: Topic,
    pub level: Level,
    pub text: Msg,
    /// Lines for a "details" expander (support information), worded like the text.
    pub details: Vec<Msg>,
    /// The patient the message is about ("Patient saved."): it goes when another one is opened.
    pub about_patient: Option<String>,
}

/// What can be sent again after signing in anew.
#[derive(Clone, Debug, PartialEq)]
pub enum Resend {
    SavePatient,
    CreateSurvey,
    Search(String),
    OpenPatient(String),
    ListSurveys(String),
    OpenSurvey(String),
    LoadHistory(String),
    LoadPlainText(String),
    LoadPdf(String),
}

impl Resend {
    /// The message id of the button that sends it again.
    pub fn label(&self) -> &'static str {
        match self {
            Resend::SavePatient => "resend-save-patient",
            Resend::CreateSurvey => "resend-create-survey",
            Resend::Search(_) => "resend-search",
            Resend::OpenPatient(_) => "resend-open-patient",
            Resend::ListSurveys(_) => "resend-list-surveys",
            Resend::OpenSurvey(_) => "resend-open-survey",
            Resend::LoadHistory(_) => "resend-load-history",
            Resend::LoadPlainText(_) => "resend-load-summary",
            Resend::LoadPdf(_) => "resend-load-pdf",
        }
    }
}

/// A request in flight, for the progress display.
#[derive(Clone, Debug, PartialEq)]
pub struct InFlight {
    /// The message id of what is being done ("Searching…").
    pub label: &'static str,
    /// Set while a read waits to be tried again.
    pub retry_note: Option<Msg>,
    /// Cancel is offered only for work that can really be stopped.
    pub cancellable: bool,
}

impl AppState {
    /// Shows a notice, replacing the earlier one about the same topic.
    pub fn notify(&mut self, topic: Topic, level: Level, text: Msg, details: Vec<Msg>) {
        self.clear_notices(topic);
        self.notices.push(Notice { topic, level, text, details, about_patient: None });
        if self.notices.len() > 50 {
            self.notices.remove(0);
        }
    }

    /// A notice about one patient: it is shown while that patient is the one in view.
    pub(super) fn notify_about(&mut self, patient_id: &str, level: Level, text: Msg, details: Vec<Msg>) {
        self.clear_notices(Topic::Patient);
        let about_patient = Some(patient_id.to_owned());
        self.notices.push(Notice { topic: Topic::Patient, level, text, details, about_patient });
        if self.notices.len() > 50 {
            self.notices.remove(0);
        }
    }

    /// The notice the status bar shows: the newest of the most important ones, so that a
    /// warning (a draft kept aside, a failure) is not hidden by a later "Connected.".
    pub fn notice_to_show(&self) -> Option<usize> {
        self.notices.iter().enumerate().max_by_key(|(index, notice)| (notice.level, *index)).map(|(index, _)| index)
    }

    /// Forgets the notices about a topic (its action starts again, or its state changed).
    pub fn clear_notices(&mut self, topic: Topic) {
        self.notices.retain(|n| n.topic != topic);
    }

    /// Resends what a 401 interrupted; every form is still filled.
    pub fn resend_interrupted(&mut self) {
        match self.resend.take() {
            Some(Resend::SavePatient) => {
                if let Some(form) = &mut self.patient_form
                    && form.is_edit()
                {
                    form.confirming = true;
                }
                self.submit_patient_form();
            }
            Some(Resend::CreateSurvey) => self.submit_survey_form(),
            Some(Resend::Search(query)) => {
                self.search_query = query;
                self.submit_search();
            }
            Some(Resend::OpenPatient(id)) => self.open_patient(&id),
            Some(Resend::ListSurveys(_)) => self.refresh_surveys(),
            Some(
                what @ (Resend::OpenSurvey(_) | Resend::LoadHistory(_) | Resend::LoadPlainText(_) | Resend::LoadPdf(_)),
            ) => self.resend_survey_part(what),
            None => {}
        }
    }

    /// Stops a request. A write that may already have reached the service is then checked
    /// (its progress says so), and the user is told what happened.
    pub fn cancel(&mut self, id: RequestId) {
        let Some(flight) = self.in_flight.get_mut(&id) else { return };
        if !flight.cancellable {
            return;
        }
        flight.cancellable = false;
        let write = [
            self.patient_form.as_ref().and_then(|f| f.submitting),
            self.survey_form.as_ref().and_then(|f| f.submitting),
        ]
        .contains(&Some(id));
        if write {
            flight.label = "progress-checking-received";
            flight.retry_note = None;
        }
        self.queue_quiet(Command::Cancel { target: id });
    }

    pub(super) fn on_cancelled(&mut self, id: RequestId) {
        if self.search_request == Some(id) {
            self.search_request = None;
        }
        if let Some(form) = &mut self.patient_form
            && form.submitting == Some(id)
        {
            form.submitting = None;
        }
        if let Some(form) = &mut self.survey_form
            && form.submitting == Some(id)
        {
            form.submitting = None;
            // Stopped once the create left, it may have been handled: unknown, and asked about.
            // Stopped before, nothing was sent.
            match form.leaving.take() {
                Some(check) => {
                    let why = ApiError::new(ErrorKind::ConnectionLost, crate::api::error::Reason::Cancelled);
                    self.survey_outcome_unknown(check, why);
                }
                None => form.error_why = Some(Msg::new("survey-stopped-nothing-sent")),
            }
        }
        if let Some(unknown) = self.survey_form.as_mut().and_then(|f| f.unknown.as_mut())
            && unknown.checking == Some(id)
        {
            unknown.checking = None;
        }
        if let Some(open) = &mut self.patient
            && open.surveys == Loadable::Loading(id)
        {
            open.surveys = Loadable::NotRequested;
        }
        if self.sign_in.submitting == Some(id) {
            self.sign_in.submitting = None;
        }
        if self.eid.as_ref().is_some_and(|read| read.request == Some(id)) {
            self.eid = None;
        }
        if let Some(view) = &mut self.survey_view {
            view.request_cancelled(id);
        }
        self.day_list_request_stopped(id);
    }

    /// A 401 opens sign-in over the current screen and remembers what to
    /// resend; "offline" is shown once, not once per failure.
    pub(super) fn note_failure(&mut self, error: &ApiError, resend: Option<Resend>) {
        match error.kind {
            ErrorKind::Unauthorized => {
                self.connection.status = ConnectionStatus::SignInNeeded;
                self.sign_in_overlay = true;
                self.sign_in.error = Some(error.clone());
                if let Some(environment) = &self.connection.environment {
                    self.sign_in.target(environment);
                }
                if resend.is_some() {
                    self.resend = resend;
                }
            }
            ErrorKind::CannotConnect => self.enter_offline(error),
            _ => {}
        }
    }
}
