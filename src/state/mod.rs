//! Plain data the views render, and the only place it changes. No egui types, no I/O, so
//! every rule is unit-testable.
//!
//! - What the user asks for arrives as an [`Intent`] ([`intent`]: [`AppState::apply_intent`]);
//!   what needs the service is queued as a [`Command`] for the worker.
//! - What the worker reports arrives as an [`Event`] ([`AppState::apply`]), handed to its concern.
//!
//! One file per concern, each with its part of both: [`session`] (connection and sign-in),
//! [`patients`] (search, open patient, the patient form), [`surveys`] (the new-survey dialog),
//! [`survey_view`] (the open survey), [`notices`] (messages and requests in flight) and
//! [`local`] (drafts, activity, privacy: what is kept on this computer).

pub mod about;
pub mod clinic_sharing;
pub mod closing;
pub mod day_list;
pub mod day_list_batch;
pub mod day_list_flow;
pub mod day_list_missing;
pub mod demo_colleague;
pub mod eid;
pub mod follow_up;
pub mod intent;
pub mod local;
mod notices;
mod patients;
pub mod present;
mod session;
mod survey_filter;
pub mod survey_form;
pub mod survey_pdf;
pub mod survey_view;
mod surveys;
pub mod today;

use std::collections::BTreeMap;

use crate::api::error::ErrorKind;
use crate::api::{AccessToken, ApiError, Credentials, Environment, Patient, Survey};
use crate::i18n::Msg;
use crate::secrets::TokenStorage;
use crate::worker::{Command, Event, EventKind, Interrupted};

use crate::patient::{Field, PatientDraft};
pub use crate::worker::RequestId;
pub use about::{AboutIntent, AboutState, LocalFolder};
pub use eid::{EidPlace, EidRead};
pub use intent::{DraftEdit, Intent, PatientFormIntent, SignInEdit, SurveyFormIntent, SurveyIntent};
pub use notices::{InFlight, Level, Notice, Resend, Topic};
pub use patients::{
    EditConflict, FormMode, FormSwitch, FormSwitchChoice, OpenPatient, PatientFormState, sort_newest_first,
};
pub use session::{
    Connection, ConnectionStatus, EnvironmentChoice, SignInForm, SignInMode, SignInPart, policy_privacy_timeout,
};
use survey_form::{OnRecord, OnRecordChoice, SurveyForm};
use survey_view::SurveyView;

/// Recently opened patients kept for quick return (memory only).
const RECENT_LIMIT: usize = 12;

/// Which screen the central panel shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Home,
    Patient,
    PatientForm,
    Connection,
    /// The open survey ([`AppState::survey_view`]).
    Survey,
    /// The user's own actions, from the activity log.
    Activity,
    /// The day's appointment list: import, check, send ([`AppState::day_list`]).
    DayList,
    /// The invitations of the last days, who answered, reminders ([`AppState::follow_up`]).
    FollowUp,
}

/// A value fetched from the service.
#[derive(Clone, Debug, PartialEq)]
pub enum Loadable<T> {
    NotRequested,
    Loading(RequestId),
    Ready(T),
    Failed(ApiError),
}

impl<T> Loadable<T> {
    pub fn is_loading(&self) -> bool {
        matches!(self, Loadable::Loading(_))
    }

    pub fn ready(&self) -> Option<&T> {
        match self {
            Loadable::Ready(value) => Some(value),
            _ => None,
        }
    }
}

/// Everything the UI shows.
pub struct AppState {
    /// The words of the interface in the user's language; views word every [`crate::i18n::Msg`]
    /// with it, so a change of language shows on the next frame.
    pub tr: crate::i18n::Translator,
    pub screen: Screen,
    pub connection: Connection,
    /// The embedded sandbox's address, once it runs.
    pub sandbox_base: Option<String>,
    /// Where the embedded sandbox keeps its data when started from the connection screen.
    pub sandbox_state_file: Option<std::path::PathBuf>,
    pub sign_in: SignInForm,
    /// Sign-in shown over the current screen after a 401.
    pub sign_in_overlay: bool,
    pub resend: Option<Resend>,
    pub search_query: String,
    pub search_error: Option<ApiError>,
    pub search_request: Option<RequestId>,
    pub recent: Vec<Patient>,
    pub demo_patients: Vec<Patient>,
    pub patient: Option<OpenPatient>,
    pub patient_form: Option<PatientFormState>,
    pub survey_form: Option<SurveyForm>,
    /// The open survey, shown on [`Screen::Survey`].
    pub survey_view: Option<SurveyView>,
    pub notices: Vec<Notice>,
    pub in_flight: BTreeMap<RequestId, InFlight>,
    /// The user's own actions, newest first (from the activity log).
    pub activity: Vec<crate::activity::ActivityEntry>,
    /// Lines of the activity log that could not be read (damaged on disk).
    pub activity_unreadable: usize,
    /// The ledger of filed surveys: each survey's latest filing (from the local store).
    pub filed: BTreeMap<String, crate::filing::FiledVersion>,
    /// Unsent forms from an earlier session, offered back.
    pub offered_drafts: Vec<crate::drafts::Draft>,
    pub draft_sync: local::DraftSync,
    /// A close of the window put off until the drafts are saved, or asking what to do with
    /// typing that could not be.
    pub closing: Option<closing::Closing>,
    /// The window may close (the drafts are saved, or the user chose).
    close_now: bool,
    /// The window should be closed now (taken once by the app).
    close_now_pending: bool,
    pub privacy: local::Privacy,
    pub offline_probe: local::OfflineProbe,
    /// What did not work at start-up, shown in a window until the user closes it.
    pub startup_problems: Vec<crate::startup::StartupProblem>,
    /// What the workstation's IT department presets and locks; the state never lets a locked
    /// setting change, and never connects where the policy does not allow.
    pub policy: crate::policy::Policy,
    /// The time reminders are decided at: the workstation's (a test's days pass).
    pub clock: crate::reminders::Clock,
    /// This user's data folder, when it can be used (shown in the About dialog).
    pub data_dir: Option<std::path::PathBuf>,
    /// The About dialog, while it is open.
    pub about: Option<AboutState>,
    /// The day's list being sent (or last sent) from this window.
    pub batch: Option<day_list::BatchProgress>,
    /// The day's list screen: the file, its mapping and rows, the choices before sending.
    pub day_list: day_list_flow::DayList,
    /// Batches an earlier session did not finish, offered for resuming.
    pub unfinished_batches: Vec<crate::batch_journal::BatchInfo>,
    /// The invitations sent on a day, on the home screen.
    pub today_view: today::TodayView,
    /// The day the views last saw as today ([`AppState::follow_the_calendar`]).
    calendar_day: jiff::civil::Date,
    pub follow_up: follow_up::FollowUpView,
    /// This desk's journal was seen to hold another desk's lists (the demo's colleague's): the
    /// views say which desk sent what ([`AppState::desks_shown`]).
    pub other_desks_seen: bool,
    /// The user turned the clinic database's sharing off at this desk, where the policy lets
    /// them ([`AppState::clinic_database_in_use`]).
    pub clinic_sharing_turned_off: bool,
    /// The demo's colleague's desk ([`demo_colleague`]).
    pub demo_colleague: demo_colleague::DemoColleague,
    /// The eID card being read into a form, or what the last read said.
    pub eid: Option<eid::EidRead>,
    next_id: RequestId,
    outbox: Vec<(RequestId, Command)>,
}

impl Default for AppState {
    fn default() -> Self {
        AppState::new()
    }
}

impl AppState {
    /// The window's title, which is also its name for a screen reader: "Intake Desk — <screen>"
    /// in the user's language. Never a patient's name: the title bar and the task bar are seen
    /// by whoever passes the desk.
    pub fn window_title(&self) -> String {
        let screen = self.window_screen_message();
        self.tr.msg(&crate::msg!("window-title", screen = crate::i18n::Arg::Message(crate::i18n::Msg::new(screen))))
    }

    /// The message naming the screen in [`Self::window_title`]: with the language, all the
    /// title depends on (the app words it again only when one of them changes).
    pub fn window_screen_message(&self) -> &'static str {
        match self.screen {
            Screen::Home => "window-screen-home",
            Screen::Patient => "window-screen-patient",
            Screen::PatientForm => {
                let editing = self.patient_form.as_ref().is_some_and(|form| matches!(form.mode, FormMode::Edit { .. }));
                if editing { "patient-edit-heading" } else { "patient-register-heading" }
            }
            Screen::Connection => "connection-title",
            Screen::Survey => "survey-title",
            Screen::Activity => "home-activity-log",
            Screen::DayList if self.batch_is_reminders() => "follow-up-reminders-title",
            Screen::DayList => "day-list-title",
            Screen::FollowUp => "follow-up-title",
        }
    }

    pub fn new() -> AppState {
        let calendar_day = jiff::ZonedDateTime::now().date();
        AppState {
            tr: crate::i18n::Translator::default(),
            screen: Screen::Home,
            connection: Connection {
                environment: None,
                token: None,
                storage: None,
                status: ConnectionStatus::Starting,
                last_test: None,
                ad_hoc: false,
                session: None,
            },
            sandbox_base: None,
            sandbox_state_file: None,
            sign_in: SignInForm::default(),
            sign_in_overlay: false,
            resend: None,
            search_query: String::new(),
            search_error: None,
            search_request: None,
            recent: Vec::new(),
            demo_patients: Vec::new(),
            patient: None,
            patient_form: None,
            survey_form: None,
            survey_view: None,
            notices: Vec::new(),
            in_flight: BTreeMap::new(),
            activity: Vec::new(),
            filed: BTreeMap::new(),
            activity_unreadable: 0,
            offered_drafts: Vec::new(),
            draft_sync: local::DraftSync::default(),
            closing: None,
            close_now: false,
            close_now_pending: false,
            privacy: local::Privacy::default(),
            offline_probe: local::OfflineProbe::default(),
            startup_problems: Vec::new(),
            policy: crate::policy::Policy::default(),
            clock: crate::reminders::Clock::system(),
            data_dir: None,
            about: None,
            batch: None,
            day_list: day_list_flow::DayList::default(),
            unfinished_batches: Vec::new(),
            today_view: today::TodayView::new(calendar_day),
            calendar_day,
            follow_up: follow_up::FollowUpView::default(),
            other_desks_seen: false,
            clinic_sharing_turned_off: false,
            demo_colleague: demo_colleague::DemoColleague::default(),
            eid: None,
            next_id: 1,
            outbox: Vec::new(),
        }
    }

    /// The commands queued since the last call, for the worker.
    pub fn take_commands(&mut self) -> Vec<(RequestId, Command)> {
        std::mem::take(&mut self.outbox)
    }

    fn queue(&mut self, label: &'static str, command: Command) -> RequestId {
        let id = self.next_id;
        self.next_id += 1;
        let cancellable = command.can_be_cancelled();
        self.in_flight.insert(id, InFlight { label, retry_note: None, cancellable });
        self.outbox.push((id, command));
        id
    }

    /// Queues a command that is bookkeeping, not something the user waits
    /// for: no progress is shown for it.
    fn queue_quiet(&mut self, command: Command) -> RequestId {
        let id = self.next_id;
        self.next_id += 1;
        self.outbox.push((id, command));
        id
    }

    /// Today's date by this state's clock (the workstation's, or a test's).
    pub fn today(&self) -> jiff::civil::Date {
        self.clock.now().date()
    }

    /// What a patient's details are checked against today: the date, and the kind of external
    /// reference this clinic's policy says it uses.
    pub fn draft_checks(&self) -> crate::patient::DraftChecks {
        crate::patient::DraftChecks { today: self.today(), references: self.policy.references }
    }

    pub fn is_busy(&self) -> bool {
        !self.in_flight.is_empty()
    }

    // ----- start and connection -----

    // ----- patients -----

    // ----- surveys -----

    // ----- events -----

    /// Applies one event from the worker.
    pub fn apply(&mut self, event: Event) {
        let id = event.id;
        // A batch's rows are reported one by one under its request, which goes on.
        let kind = match event.kind {
            EventKind::BatchRow { batch_id, update } => {
                self.on_batch_row(&batch_id, update);
                return;
            }
            EventKind::BatchJournalAway { batch_id, away } => {
                self.on_batch_journal_away(&batch_id, away);
                return;
            }
            // So are the statuses of a refresh, and the surveys filed.
            EventKind::SurveyStatus { survey_id, result } => {
                self.on_survey_status(survey_id, result);
                return;
            }
            EventKind::SurveyFiled { survey_id, result } => {
                self.on_survey_filed(survey_id, result);
                return;
            }
            kind => kind,
        };
        let event = Event { id, kind };
        if let EventKind::Retrying { attempt, wait, error } = &event.kind {
            if let Some(flight) = self.in_flight.get_mut(&id) {
                flight.retry_note = Some(
                    Msg::new("progress-retrying")
                        .with("reason", crate::i18n::service::api_error(error))
                        .with("seconds", wait.as_secs().max(1))
                        .with("attempt", *attempt),
                );
            }
            if error.is_offline() {
                let error = error.clone();
                self.enter_offline(&error);
            }
            return;
        }
        self.in_flight.remove(&id);
        match event.kind {
            EventKind::Retrying { .. } => {}
            EventKind::Cancelled => self.on_cancelled(id),
            EventKind::TaskStopped => {
                // Whatever waited for it stops waiting; the forms keep what was typed.
                self.on_cancelled(id);
                self.notify(Topic::LocalData, Level::Error, Msg::new("notice-task-stopped"), Vec::new());
            }
            EventKind::LocalDataLoaded(loaded) => self.on_local_data(*loaded),
            EventKind::LocalWritten => self.on_local_written(id),
            EventKind::LocalWriteFailed(message) => self.on_local_write_failed(id, message),
            EventKind::FolderOpened { path, result } => self.on_folder_opened(&path, result),
            EventKind::BatchRow { batch_id, update } => self.on_batch_row(&batch_id, update),
            EventKind::BatchJournalAway { batch_id, away } => self.on_batch_journal_away(&batch_id, away),
            EventKind::BatchEnded { batch_id, result } => self.on_batch_ended(&batch_id, result),
            EventKind::DayListOpened(result) => self.on_day_list_opened(id, result),
            EventKind::OnRecordFound(found) => self.on_on_record_found(id, found),
            EventKind::BatchCreated(result) => self.on_batch_created(id, result),
            EventKind::BatchLoaded { batch_id, result } => self.on_batch_loaded(&batch_id, result),
            EventKind::UnfinishedBatches(found) => self.on_unfinished_batches(found),
            EventKind::FileSaved(result) => self.on_file_saved(id, result),
            EventKind::Sent { first, last, result } => self.on_sent(id, first, last, result),
            EventKind::DemoColleagueAdded(result) => self.on_demo_colleague_added(id, result),
            EventKind::NewestSent { first, last, rows } => {
                if self.follow_up.loading == Some(id) {
                    self.on_follow_up_newest(first, last, rows);
                }
            }
            EventKind::SurveyStatus { survey_id, result } => self.on_survey_status(survey_id, result),
            EventKind::StatusesRefreshed => self.on_statuses_refreshed(id),
            EventKind::SurveyFiled { survey_id, result } => self.on_survey_filed(survey_id, result),
            EventKind::FilingDone => self.on_filing_done(id),
            EventKind::EidRead(result) => self.on_eid_read(id, result),
            EventKind::PdfSaved(Ok(Some(path))) => {
                if let Some(view) = &self.survey_view {
                    let survey_id = view.survey_id.clone();
                    self.record(crate::activity::Action::pdf_exported(survey_id, &path));
                }
                self.apply_survey_event(id, EventKind::PdfSaved(Ok(Some(path))));
            }
            kind @ (EventKind::SurveyLoaded { .. }
            | EventKind::HistoryLoaded { .. }
            | EventKind::PlainTextLoaded { .. }
            | EventKind::PdfLoaded { .. }
            | EventKind::PdfPreviewRendered(_)
            | EventKind::PdfSaved(_)
            | EventKind::NoSaveDialog
            | EventKind::FileShown(_)) => self.apply_survey_event(id, kind),
            kind @ (EventKind::SandboxStarted(_)
            | EventKind::Connected { .. }
            | EventKind::NothingToResume { .. }
            | EventKind::SignedOut
            | EventKind::ConnectionTested(_)) => self.apply_session_event(id, kind),
            kind @ (EventKind::PatientFound { .. }
            | EventKind::PatientLoaded { .. }
            | EventKind::DuplicateFound(_)
            | EventKind::PatientSaved(_)
            | EventKind::CreateOutcomeChecked { .. }
            | EventKind::UpdateOutcomeChecked { .. }
            | EventKind::UpdateConflict { .. }
            | EventKind::SurveysListed { .. }) => self.apply_patient_event(id, kind),
            kind @ (EventKind::ReferenceOnRecord { .. }
            | EventKind::SurveyNotSent { .. }
            | EventKind::SurveyPatientUpdated { .. }
            | EventKind::SurveyCreated { .. }
            | EventKind::SurveyLeaving { .. }
            | EventKind::SurveyCreateUnknown { .. }
            | EventKind::SurveyCreateSettled { .. }) => self.apply_survey_form_event(kind),
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn a_request_whose_task_stopped_on_a_bug_no_longer_holds_its_form() {
        let mut state = AppState::new();
        state.start_survey_for_new_patient();
        state.survey_form.as_mut().unwrap().submitting = Some(7);
        state.in_flight.insert(7, InFlight { label: "progress-sending-survey", retry_note: None, cancellable: false });
        state.apply(Event { id: 7, kind: EventKind::TaskStopped });
        assert!(state.in_flight.is_empty(), "no spinner for ever");
        assert_eq!(state.survey_form.as_ref().unwrap().submitting, None, "the form can be sent again");
        assert!(state.notices.iter().any(|n| n.text.id == "notice-task-stopped"));

        // The card's read too: "Read eID" can be pressed again.
        state.start_registration();
        state.apply_intent(Intent::ReadEid(EidPlace::Register));
        let read = state.eid.as_ref().and_then(|read| read.request).unwrap();
        assert!(state.eid_busy());
        state.apply(Event { id: read, kind: EventKind::TaskStopped });
        assert!(!state.eid_busy(), "not greyed for ever");
    }

    #[test]
    fn the_offline_notice_speaks_of_the_connection_and_never_contradicts_a_request_outcome() {
        let mut state = AppState::new();
        state.connection.environment = Some(Environment::Sandbox { base_url: "http://127.0.0.1:9".into() });
        state.connection.status = ConnectionStatus::Connected;
        state.start_survey_for_new_patient();
        state.survey_form.as_mut().unwrap().submitting = Some(7);
        // The connection broke while the survey was being created: its outcome is unknown...
        let lost = ApiError::new(ErrorKind::ConnectionLost, crate::api::error::Reason::ConnectionBroke);
        let check = crate::worker::flows::CreateCheck {
            survey_for: crate::worker::flows::SurveyFor::Patient("p-1".into()),
            known_surveys: Vec::new(),
            ask_after: jiff::Timestamp::now(),
        };
        state.apply(Event { id: 7, kind: EventKind::SurveyCreateUnknown { error: lost, check } });
        // ...and then the service cannot be reached at all.
        let unreachable =
            ApiError::new(ErrorKind::CannotConnect, crate::api::error::Reason::CannotReach { host: "x".into() });
        state.apply(Event { id: 8, kind: EventKind::ConnectionTested(Err(unreachable)) });

        assert_eq!(state.connection.status, ConnectionStatus::Offline);
        let form = state.survey_form.as_ref().unwrap();
        assert!(form.unknown.is_some(), "the dialog says it is not known whether it was sent");
        assert!(!form.sending() || form.submitting.is_none());
        let status_bar_says = state.tr.msg(&state.notices.last().unwrap().text);
        assert!(
            !status_bar_says.contains("nothing was sent"),
            "the status bar contradicts the survey dialog: {status_bar_says}"
        );
    }

    fn patient(id: &str, first_name: &str) -> Patient {
        Patient { patient_id: id.into(), first_name: first_name.into(), ..Patient::default() }
    }

    #[test]
    fn a_message_about_a_patient_goes_when_another_patient_is_opened() {
        let mut state = AppState::new();
        state.show_patient(patient("p-ann", "Ann"));
        state.patient_form = Some(PatientFormState::edit(&patient("p-ann", "Ann")));
        state.apply(Event { id: 1, kind: EventKind::PatientSaved(Ok(patient("p-ann", "Anna"))) });
        assert!(state.notices.iter().any(|n| n.about_patient.as_deref() == Some("p-ann")), "Ann's is shown");
        state.notify(Topic::Pdf, Level::Success, Msg::new("notice-pdf-saved"), Vec::new());
        state.notify(Topic::Connection, Level::Info, Msg::new("notice-signed-out"), Vec::new());

        state.show_patient(patient("p-ann", "Anna"));
        assert_eq!(state.notices.len(), 3, "the same patient again keeps what was said about them");

        state.show_patient(patient("p-bob", "Bob"));
        let left: Vec<Topic> = state.notices.iter().map(|n| n.topic).collect();
        assert_eq!(left, vec![Topic::Connection], "only what is not about one patient stays");
    }

    /// A clinic that moved to national numbers as references still edits its earlier patients
    /// (their reference kept as it is), but a reference typed anew is held to the rule.
    #[test]
    fn an_edit_keeping_an_earlier_reference_is_not_held_to_the_national_number_rule() {
        let mut state = AppState::new();
        state.policy.references = crate::patient::ReferenceKind::NationalNumber;
        let earlier = Patient {
            external_reference: Some("MRN-0001".into()),
            gender: Some(crate::api::Gender::Female),
            birthdate: crate::api::Birthdate::new(1985, 3, 1),
            language: Some("nl-be".into()),
            last_name: "Peeters".into(),
            ..patient("p-ann", "Ann")
        };
        let form = PatientFormState::edit(&earlier);
        let reference_problem = |form: &PatientFormState| {
            form.draft
                .validate(form.checks(state.draft_checks()))
                .error(crate::patient::Field::ExternalReference)
                .cloned()
        };
        assert_eq!(reference_problem(&form), None, "kept as it was");
        let mut retyped = form.clone();
        retyped.draft.external_reference = "MRN-0002".into();
        assert!(reference_problem(&retyped).is_some(), "a new reference is a national number");
        retyped.draft.external_reference = "85.07.30-033.28".into();
        assert_eq!(reference_problem(&retyped), None);
        let mut registering = PatientFormState::register();
        registering.draft.external_reference = "MRN-0001".into();
        assert!(reference_problem(&registering).is_some(), "a new patient's is too");
    }
}
