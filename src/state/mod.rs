//! Plain data the views render, and the only place it changes: user intents
//! (methods called by views) queue [`Command`]s, and worker [`Event`]s are
//! applied here. No egui types, no I/O, so every rule is unit-testable.

pub mod intent;
pub mod local;
pub mod patient_form;
pub mod present;
pub mod survey_form;
pub mod survey_view;

use std::collections::BTreeMap;

use crate::api::error::ErrorKind;
use crate::api::{AccessToken, ApiError, Credentials, Environment, Patient, Survey};
use crate::secrets::TokenStorage;
use crate::worker::{Command, Event, EventKind, Interrupted};

pub use crate::worker::RequestId;
pub use intent::{DraftEdit, Intent, PatientFormIntent, SignInEdit, SurveyFormIntent, SurveyIntent};
use patient_form::{Field, PatientDraft};
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
}

/// The state of the connection to the service.
#[derive(Clone, Debug, PartialEq)]
pub enum ConnectionStatus {
    /// Nothing chosen yet, or the embedded sandbox is starting.
    Starting,
    Connecting,
    Connected,
    /// The service must be given a (new) token.
    SignInNeeded,
    /// The service cannot be reached; shown once, cleared by the next success.
    Offline,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Connection {
    pub environment: Option<Environment>,
    pub token: Option<AccessToken>,
    pub storage: Option<TokenStorage>,
    pub status: ConnectionStatus,
    /// Answer of the last "test connection".
    pub last_test: Option<Result<(), ApiError>>,
    /// The connection came from `--base-url`/`--token` and is not saved.
    pub ad_hoc: bool,
}

/// Which environment the sign-in form targets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EnvironmentChoice {
    EuProduction,
    EuAcceptance,
    UsProduction,
    Custom,
    Sandbox,
}

impl EnvironmentChoice {
    pub const ALL: [EnvironmentChoice; 5] = [
        EnvironmentChoice::Sandbox,
        EnvironmentChoice::EuAcceptance,
        EnvironmentChoice::EuProduction,
        EnvironmentChoice::UsProduction,
        EnvironmentChoice::Custom,
    ];

    pub fn label(self) -> &'static str {
        match self {
            EnvironmentChoice::EuProduction => "EU production",
            EnvironmentChoice::EuAcceptance => "EU acceptance (test)",
            EnvironmentChoice::UsProduction => "US production",
            EnvironmentChoice::Custom => "Custom address",
            EnvironmentChoice::Sandbox => "Sandbox (demo data on this computer)",
        }
    }

    pub fn of(environment: &Environment) -> EnvironmentChoice {
        match environment {
            Environment::EuProduction => EnvironmentChoice::EuProduction,
            Environment::EuAcceptance => EnvironmentChoice::EuAcceptance,
            Environment::UsProduction => EnvironmentChoice::UsProduction,
            Environment::Custom { .. } => EnvironmentChoice::Custom,
            Environment::Sandbox { .. } => EnvironmentChoice::Sandbox,
        }
    }
}

/// How the user proves who they are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SignInMode {
    Password,
    PastedToken,
}

/// The connection screen's form. The password is cleared after every attempt.
#[derive(Clone, Debug, PartialEq)]
pub struct SignInForm {
    pub choice: EnvironmentChoice,
    pub custom_api_base: String,
    pub custom_token_host: String,
    pub mode: SignInMode,
    pub account: String,
    pub password: String,
    pub tenant: String,
    pub healthcare_service: String,
    pub pasted_token: String,
    pub submitting: Option<RequestId>,
    pub error: Option<ApiError>,
}

impl Default for SignInForm {
    fn default() -> Self {
        SignInForm {
            choice: EnvironmentChoice::Sandbox,
            custom_api_base: String::new(),
            custom_token_host: String::new(),
            mode: SignInMode::Password,
            account: String::new(),
            password: String::new(),
            tenant: String::new(),
            healthcare_service: String::new(),
            pasted_token: String::new(),
            submitting: None,
            error: None,
        }
    }
}

impl SignInForm {
    /// The environment the form points at (the sandbox needs its running address).
    pub fn environment(&self, sandbox_base: Option<&str>) -> Option<Environment> {
        Some(match self.choice {
            EnvironmentChoice::EuProduction => Environment::EuProduction,
            EnvironmentChoice::EuAcceptance => Environment::EuAcceptance,
            EnvironmentChoice::UsProduction => Environment::UsProduction,
            EnvironmentChoice::Custom => Environment::Custom {
                api_base: self.custom_api_base.trim().to_owned(),
                token_host: self.custom_token_host.trim().to_owned(),
            },
            EnvironmentChoice::Sandbox => Environment::Sandbox { base_url: sandbox_base?.to_owned() },
        })
    }

    /// Points the form at an environment (choice and custom addresses).
    pub fn target(&mut self, environment: &Environment) {
        self.choice = EnvironmentChoice::of(environment);
        if let Environment::Custom { api_base, token_host } = environment {
            self.custom_api_base = api_base.clone();
            self.custom_token_host = token_host.clone();
        }
    }

    /// Applies what was typed or chosen in the form.
    pub fn apply(&mut self, edit: SignInEdit) {
        match edit {
            SignInEdit::Choice(choice) => self.choice = choice,
            SignInEdit::CustomApiBase(text) => self.custom_api_base = text,
            SignInEdit::CustomTokenHost(text) => self.custom_token_host = text,
            SignInEdit::Mode(mode) => self.mode = mode,
            SignInEdit::Account(text) => self.account = text,
            SignInEdit::Password(text) => self.password = text,
            SignInEdit::Tenant(text) => self.tenant = text,
            SignInEdit::HealthcareService(text) => self.healthcare_service = text,
            SignInEdit::PastedToken(text) => self.pasted_token = text,
        }
    }

    /// Why the form cannot be sent yet.
    pub fn blocker(&self) -> Option<&'static str> {
        if self.choice == EnvironmentChoice::Custom && self.custom_api_base.trim().is_empty() {
            return Some("Enter the service address.");
        }
        if self.choice == EnvironmentChoice::Sandbox {
            return None;
        }
        match self.mode {
            SignInMode::PastedToken if self.pasted_token.trim().is_empty() => Some("Paste the access token."),
            SignInMode::Password
                if self.account.trim().is_empty() || self.password.is_empty() || self.tenant.trim().is_empty() =>
            {
                Some("Enter the account, the password and the tenant.")
            }
            _ => None,
        }
    }
}

/// An open patient with the list of their surveys.
#[derive(Clone, Debug, PartialEq)]
pub struct OpenPatient {
    pub patient: Patient,
    pub surveys: Loadable<Vec<Survey>>,
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

/// Register or edit.
#[derive(Clone, Debug, PartialEq)]
pub enum FormMode {
    Register,
    /// `original` is the form as the edit began, `record` the record it was made from (an
    /// update is sent only while the service still holds those details).
    Edit {
        patient_id: String,
        original: Box<PatientDraft>,
        record: Box<Patient>,
    },
}

/// The record changed on the service while it was being edited: nothing was sent.
#[derive(Clone, Debug, PartialEq)]
pub struct EditConflict {
    /// What is on record now.
    pub theirs: Box<Patient>,
}

/// A form that would replace another one with typed content; the user is asked first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormSwitch {
    /// "Edit details" while a registration is typed.
    EditOpenPatient,
    /// "Register patient" while unsaved changes to a patient are typed.
    Register,
}

/// The user's answer to "discard what you typed?".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormSwitchChoice {
    /// Show the form with the typed content.
    BackToTypedForm,
    /// Throw the typed content away and open the other form.
    Discard,
    /// Neither: stay where you are.
    Stay,
}

/// The patient form with everything that happened to it.
#[derive(Clone, Debug, PartialEq)]
pub struct PatientFormState {
    pub mode: FormMode,
    pub draft: PatientDraft,
    /// Per-field messages from the service's last answer.
    pub service_errors: BTreeMap<Field, Vec<String>>,
    /// The last failure, as one sentence (plus details).
    pub error: Option<ApiError>,
    /// Service messages for fields the form does not have.
    pub other_messages: Vec<String>,
    pub submitting: Option<RequestId>,
    /// The external reference is already taken by this patient.
    pub duplicate: Option<Patient>,
    /// Edit: the user is looking at the list of changes before saving.
    pub confirming: bool,
    /// A create failed ambiguously and the lookup said it was not created:
    /// sending again is safe and offered.
    pub resend_offered: bool,
    /// Edit: the record changed elsewhere since the edit began.
    pub conflict: Option<EditConflict>,
    /// Save was pressed: every field's message shows, left or not.
    pub attempted_save: bool,
    /// The id of this form's draft in the local store (its own: another form never replaces it).
    pub draft_id: String,
}

impl PatientFormState {
    pub fn register() -> PatientFormState {
        PatientFormState::new(FormMode::Register, PatientDraft::new_registration())
    }

    pub fn edit(patient: &Patient) -> PatientFormState {
        let draft = PatientDraft::from_patient(patient);
        PatientFormState::new(
            FormMode::Edit {
                patient_id: patient.patient_id.clone(),
                original: Box::new(draft.clone()),
                record: Box::new(patient.clone()),
            },
            draft,
        )
    }

    fn new(mode: FormMode, draft: PatientDraft) -> PatientFormState {
        PatientFormState {
            mode,
            draft,
            service_errors: BTreeMap::new(),
            error: None,
            other_messages: Vec::new(),
            submitting: None,
            duplicate: None,
            confirming: false,
            resend_offered: false,
            conflict: None,
            attempted_save: false,
            draft_id: crate::drafts::new_draft_id(),
        }
    }

    /// Edit: the patient being edited.
    pub fn edited_patient_id(&self) -> Option<&str> {
        match &self.mode {
            FormMode::Edit { patient_id, .. } => Some(patient_id),
            FormMode::Register => None,
        }
    }

    /// Rows for the conflict view: (field, when the edit began, on record now, typed here),
    /// for every field that is not the same in all three.
    pub fn conflict_rows(&self) -> Vec<(Field, String, String, String)> {
        let (Some(conflict), FormMode::Edit { original, .. }) = (&self.conflict, &self.mode) else {
            return Vec::new();
        };
        let theirs = PatientDraft::from_patient(&conflict.theirs);
        Field::ALL
            .into_iter()
            .filter_map(|field| {
                let began = original.display_value(field);
                let now = theirs.display_value(field);
                let mine = self.draft.display_value(field);
                (began != now || began != mine).then_some((field, began, now, mine))
            })
            .collect()
    }

    /// Takes the record as it is now as the new starting point and puts the user's own
    /// changes on it (where both changed a field, the user's value stays, marked in review).
    pub fn keep_my_changes_on_theirs(&mut self) {
        let Some(conflict) = self.conflict.take() else { return };
        let FormMode::Edit { original, .. } = &self.mode else { return };
        let mut merged = PatientDraft::from_patient(&conflict.theirs);
        for (field, _, _) in self.draft.changes_from(original) {
            merged.copy_field(field, &self.draft);
        }
        self.restart_from(*conflict.theirs, merged);
    }

    /// Drops the user's changes and starts again from the record as it is now.
    pub fn use_their_version(&mut self) {
        let Some(conflict) = self.conflict.take() else { return };
        let draft = PatientDraft::from_patient(&conflict.theirs);
        self.restart_from(*conflict.theirs, draft);
    }

    fn restart_from(&mut self, record: Patient, draft: PatientDraft) {
        self.mode = FormMode::Edit {
            patient_id: record.patient_id.clone(),
            original: Box::new(PatientDraft::from_patient(&record)),
            record: Box::new(record),
        };
        self.draft = draft;
        self.confirming = false;
        self.error = None;
    }

    pub fn is_edit(&self) -> bool {
        matches!(self.mode, FormMode::Edit { .. })
    }

    /// Edit: the fields that differ from the record as loaded.
    pub fn changes(&self) -> Vec<(Field, String, String)> {
        match &self.mode {
            FormMode::Edit { original, .. } => self.draft.changes_from(original),
            FormMode::Register => Vec::new(),
        }
    }

    /// Edit: the changes rename the patient and change their date of birth.
    pub fn looks_like_another_person(&self) -> bool {
        let fields: Vec<Field> = self.changes().into_iter().map(|(field, _, _)| field).collect();
        patient_form::looks_like_another_person(&fields)
    }

    pub fn has_unsaved_changes(&self) -> bool {
        match &self.mode {
            FormMode::Edit { .. } => !self.changes().is_empty(),
            FormMode::Register => !self.draft.is_blank(),
        }
    }

    fn take_error(&mut self, error: ApiError) {
        let (by_field, other) = patient_form::service_field_errors(&error);
        self.service_errors = by_field;
        self.other_messages = other;
        self.error = Some(error);
    }
}

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
}

/// A message for the notification area.
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    pub topic: Topic,
    pub level: Level,
    pub text: String,
    pub details: Option<String>,
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
    pub fn label(&self) -> &'static str {
        match self {
            Resend::SavePatient => "Save the patient again",
            Resend::CreateSurvey => "Send the survey again",
            Resend::Search(_) => "Search again",
            Resend::OpenPatient(_) => "Open the patient again",
            Resend::ListSurveys(_) => "Load the surveys again",
            Resend::OpenSurvey(_) => "Load the survey again",
            Resend::LoadHistory(_) => "Load the history again",
            Resend::LoadPlainText(_) => "Load the summary again",
            Resend::LoadPdf(_) => "Fetch the PDF again",
        }
    }
}

/// A request in flight, for the progress display.
#[derive(Clone, Debug, PartialEq)]
pub struct InFlight {
    pub label: &'static str,
    /// Set while a read waits to be tried again.
    pub retry_note: Option<String>,
    /// Cancel is offered only for work that can really be stopped.
    pub cancellable: bool,
}

/// Everything the UI shows.
pub struct AppState {
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
    /// Unsent forms from an earlier session, offered back.
    pub offered_drafts: Vec<crate::drafts::Draft>,
    pub draft_sync: local::DraftSync,
    pub privacy: local::Privacy,
    pub offline_probe: local::OfflineProbe,
    /// A form with typed content would be replaced: the question shown.
    pub pending_switch: Option<FormSwitch>,
    /// What did not work at start-up, shown in a window until the user closes it.
    pub startup_problems: Vec<crate::startup::StartupProblem>,
    next_id: RequestId,
    outbox: Vec<(RequestId, Command)>,
}

impl Default for AppState {
    fn default() -> Self {
        AppState::new()
    }
}

impl AppState {
    pub fn new() -> AppState {
        AppState {
            screen: Screen::Home,
            connection: Connection {
                environment: None,
                token: None,
                storage: None,
                status: ConnectionStatus::Starting,
                last_test: None,
                ad_hoc: false,
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
            activity_unreadable: 0,
            offered_drafts: Vec::new(),
            draft_sync: local::DraftSync::default(),
            privacy: local::Privacy::default(),
            offline_probe: local::OfflineProbe::default(),
            pending_switch: None,
            startup_problems: Vec::new(),
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

    pub fn today() -> jiff::civil::Date {
        jiff::Zoned::now().date()
    }

    pub fn is_busy(&self) -> bool {
        !self.in_flight.is_empty()
    }

    /// Shows a notice, replacing the earlier one about the same topic.
    pub fn notify(&mut self, topic: Topic, level: Level, text: impl Into<String>, details: Option<String>) {
        self.clear_notices(topic);
        self.notices.push(Notice { topic, level, text: text.into(), details, about_patient: None });
        if self.notices.len() > 50 {
            self.notices.remove(0);
        }
    }

    /// A notice about one patient: it is shown while that patient is the one in view.
    fn notify_about(&mut self, patient_id: &str, level: Level, text: impl Into<String>, details: Option<String>) {
        self.clear_notices(Topic::Patient);
        let about_patient = Some(patient_id.to_owned());
        self.notices.push(Notice { topic: Topic::Patient, level, text: text.into(), details, about_patient });
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

    /// Whether a client is in use (the worker reported one).
    fn has_connection(&self) -> bool {
        self.connection.environment.is_some()
    }

    // ----- start and connection -----

    pub fn start_embedded_sandbox(&mut self, state_file: Option<std::path::PathBuf>, simulate_respondents: bool) {
        if !self.has_connection() {
            self.connection.status = ConnectionStatus::Starting;
        }
        self.queue("Starting the demo service", Command::StartSandbox { state_file, simulate_respondents });
    }

    /// `--base-url` / `--token`: connect without saving anything.
    pub fn connect_ad_hoc(&mut self, environment: Environment, token: AccessToken) {
        self.connection.ad_hoc = true;
        self.sign_in.target(&environment);
        if !self.has_connection() {
            self.connection.status = ConnectionStatus::Connecting;
        }
        self.queue("Connecting", Command::Connect { environment, token, remember: false });
    }

    /// Reconnect to a saved environment with the token kept in the keyring.
    pub fn resume(&mut self, environment: Environment) {
        if !self.has_connection() {
            self.connection.status = ConnectionStatus::Connecting;
        }
        self.sign_in.target(&environment);
        self.queue("Connecting", Command::Resume { environment });
    }

    pub fn open_connection_screen(&mut self) {
        if let Some(environment) = &self.connection.environment {
            self.sign_in.target(environment);
        }
        self.screen = Screen::Connection;
    }

    /// The user pressed "Sign in" / "Connect".
    pub fn submit_sign_in(&mut self) {
        if self.sign_in.submitting.is_some() || self.sign_in.blocker().is_some() {
            return;
        }
        self.sign_in.error = None;
        if self.sign_in.choice == EnvironmentChoice::Sandbox {
            let id = self.queue(
                "Starting the demo service",
                Command::StartSandbox { state_file: self.sandbox_state_file.clone(), simulate_respondents: true },
            );
            self.sign_in.submitting = Some(id);
            return;
        }
        let Some(environment) = self.sign_in.environment(self.sandbox_base.as_deref()) else {
            return;
        };
        let command = match self.sign_in.mode {
            SignInMode::PastedToken => Command::Connect {
                environment,
                token: AccessToken::new(self.sign_in.pasted_token.clone()),
                remember: true,
            },
            SignInMode::Password => Command::SignIn {
                environment,
                credentials: Credentials {
                    account: self.sign_in.account.trim().to_owned(),
                    password: std::mem::take(&mut self.sign_in.password),
                    tenant_id: self.sign_in.tenant.trim().to_owned(),
                    healthcare_service_id: Some(self.sign_in.healthcare_service.trim().to_owned())
                        .filter(|s| !s.is_empty()),
                },
            },
        };
        self.sign_in.pasted_token.clear();
        // The connection in use stays what it is until the worker reports a new one.
        if !self.has_connection() {
            self.connection.status = ConnectionStatus::Connecting;
        }
        let id = self.queue("Signing in", command);
        self.sign_in.submitting = Some(id);
    }

    pub fn test_connection(&mut self) {
        self.connection.last_test = None;
        self.queue("Testing the connection", Command::TestConnection);
    }

    pub fn sign_out(&mut self) {
        if let Some(environment) = self.connection.environment.clone() {
            self.queue("Signing out", Command::SignOut { environment });
        }
        self.connection.environment = None;
        self.connection.token = None;
        self.connection.storage = None;
        self.connection.status = ConnectionStatus::SignInNeeded;
        self.screen = Screen::Connection;
    }

    /// Remaining token lifetime, when the token says.
    pub fn token_remaining(&self, now: jiff::Timestamp) -> Option<std::time::Duration> {
        self.connection.token.as_ref()?.remaining(now)
    }

    // ----- patients -----

    pub fn submit_search(&mut self) {
        let query = self.search_query.trim().to_owned();
        if query.is_empty() || self.search_request.is_some() {
            return;
        }
        self.search_error = None;
        self.clear_notices(Topic::Patient);
        let id = self.queue("Searching", Command::FindPatient { query });
        self.search_request = Some(id);
    }

    /// Opens a patient by id with their record as the service holds it now (a recent or demo
    /// patient's details may have changed since they were listed).
    pub fn open_patient(&mut self, patient_id: &str) {
        self.clear_notices(Topic::Patient);
        self.queue("Opening the patient", Command::OpenPatient { patient_id: patient_id.to_owned() });
    }

    /// Shows a patient already in hand and loads their surveys.
    pub fn show_patient(&mut self, patient: Patient) {
        let another = self.patient.as_ref().is_none_or(|open| open.patient.patient_id != patient.patient_id);
        if another {
            // What was said about another patient, or their PDF, is not about this one.
            self.notices.retain(|n| {
                n.about_patient.as_ref().is_none_or(|id| *id == patient.patient_id) && n.topic != Topic::Pdf
            });
        }
        self.remember_recent(&patient);
        self.survey_view = None;
        let id = self.queue("Loading surveys", Command::ListSurveys { patient_id: patient.patient_id.clone() });
        self.patient = Some(OpenPatient { patient, surveys: Loadable::Loading(id) });
        self.screen = Screen::Patient;
    }

    pub fn refresh_surveys(&mut self) {
        let Some(open) = &self.patient else { return };
        if open.surveys.is_loading() {
            return;
        }
        let patient_id = open.patient.patient_id.clone();
        let id = self.queue("Loading surveys", Command::ListSurveys { patient_id });
        if let Some(open) = &mut self.patient {
            open.surveys = Loadable::Loading(id);
        }
    }

    fn remember_recent(&mut self, patient: &Patient) {
        self.recent.retain(|p| p.patient_id != patient.patient_id);
        self.recent.insert(0, patient.clone());
        self.recent.truncate(RECENT_LIMIT);
    }

    /// "Register patient": back to a registration being typed, or a new one; unsaved changes
    /// to a patient are never dropped without asking.
    pub fn start_registration(&mut self) {
        match &self.patient_form {
            Some(form) if !form.is_edit() => {}
            Some(form) if form.has_unsaved_changes() => {
                self.pending_switch = Some(FormSwitch::Register);
                return;
            }
            _ => self.patient_form = Some(PatientFormState::register()),
        }
        self.screen = Screen::PatientForm;
    }

    /// "Edit details" of the open patient: back to the changes already typed for them, or a
    /// new edit; a registration being typed is never dropped without asking.
    pub fn start_edit(&mut self) {
        let Some(open) = &self.patient else { return };
        match &self.patient_form {
            Some(form) if form.edited_patient_id() == Some(open.patient.patient_id.as_str()) => {}
            Some(form) if form.has_unsaved_changes() => {
                self.pending_switch = Some(FormSwitch::EditOpenPatient);
                return;
            }
            _ => self.patient_form = Some(PatientFormState::edit(&open.patient)),
        }
        self.screen = Screen::PatientForm;
    }

    /// The answer to "discard what you typed?".
    pub fn resolve_form_switch(&mut self, choice: FormSwitchChoice) {
        let Some(switch) = self.pending_switch.take() else { return };
        match choice {
            FormSwitchChoice::Stay => {}
            FormSwitchChoice::BackToTypedForm => self.screen = Screen::PatientForm,
            FormSwitchChoice::Discard => {
                if self.patient_form.as_ref().is_some_and(|f| f.submitting.is_some()) {
                    // Being sent: not the user's typing to discard any more.
                    self.screen = Screen::PatientForm;
                    return;
                }
                self.patient_form = None;
                match switch {
                    FormSwitch::EditOpenPatient => self.start_edit(),
                    FormSwitch::Register => self.start_registration(),
                }
            }
        }
    }

    /// The edit looked like another person: register them as a new patient with what was
    /// typed, and leave the patient that was being edited as they are. The external reference
    /// is the edited patient's, so it is left for the user to type the new one.
    pub fn register_instead_of_edit(&mut self) {
        let Some(form) = &self.patient_form else { return };
        if !form.is_edit() || form.submitting.is_some() {
            return;
        }
        let mut draft = form.draft.clone();
        draft.external_reference.clear();
        let mut registration = PatientFormState::register();
        registration.draft = draft;
        self.patient_form = Some(registration);
        self.screen = Screen::PatientForm;
    }

    pub fn close_patient_form(&mut self) {
        let back_to_patient = matches!(&self.patient_form, Some(form) if form.is_edit());
        self.patient_form = None;
        self.screen = if back_to_patient && self.patient.is_some() { Screen::Patient } else { Screen::Home };
    }

    /// Save (register or update). An edit first shows what changed.
    pub fn submit_patient_form(&mut self) {
        let today = Self::today();
        let Some(form) = &mut self.patient_form else { return };
        if form.submitting.is_some() {
            return;
        }
        let payload = match form.draft.to_payload(today) {
            Ok(payload) => payload,
            Err(_) => return,
        };
        let command = match &form.mode {
            FormMode::Register => Command::CreatePatient { payload },
            FormMode::Edit { patient_id, record, .. } => {
                if !form.confirming {
                    form.confirming = true;
                    return;
                }
                Command::UpdatePatient { patient_id: patient_id.clone(), payload, based_on: record.clone() }
            }
        };
        form.error = None;
        form.conflict = None;
        form.duplicate = None;
        form.resend_offered = false;
        form.service_errors.clear();
        form.other_messages.clear();
        let label = if form.is_edit() { "Saving the patient" } else { "Registering the patient" };
        self.clear_notices(Topic::Patient);
        let id = self.queue(label, command);
        if let Some(form) = &mut self.patient_form {
            form.submitting = Some(id);
            form.confirming = false;
        }
    }

    // ----- surveys -----

    pub fn start_survey_for_open_patient(&mut self) {
        if let Some(open) = &self.patient {
            self.survey_form = Some(SurveyForm::for_patient(open.patient.clone()));
        }
    }

    pub fn start_survey_for_new_patient(&mut self) {
        self.survey_form = Some(SurveyForm::for_new_patient());
    }

    /// An SMS cannot reach the open patient's number: their details open at the phone number
    /// (the survey dialog holds only its options, so closing it loses nothing typed).
    pub fn correct_phone_from_survey(&mut self) {
        if self.survey_form.as_ref().is_some_and(|f| f.submitting.is_some()) {
            return;
        }
        self.survey_form = None;
        self.start_edit();
    }

    pub fn close_survey_form(&mut self) {
        if let Some(form) = &self.survey_form
            && form.submitting.is_some()
        {
            return;
        }
        self.survey_form = None;
    }

    pub fn submit_survey_form(&mut self) {
        let today = Self::today();
        let Some(form) = &mut self.survey_form else { return };
        if form.submitting.is_some() || form.created.is_some() {
            return;
        }
        let Some(request) = form.to_request(today) else { return };
        form.error = None;
        form.on_record = None;
        let label = match &request.patient {
            crate::api::SurveyPatient::New(_) => "Checking the external reference, then creating the survey",
            crate::api::SurveyPatient::Existing { .. } => "Creating the survey",
        };
        let id = self.queue(label, Command::CreateSurvey { request });
        if let Some(form) = &mut self.survey_form {
            form.submitting = Some(id);
        }
    }

    /// The reference is on record: send the survey to that patient; what was typed is not used.
    pub fn send_survey_to_patient_on_record(&mut self) {
        let Some(form) = &mut self.survey_form else { return };
        if form.submitting.is_some() {
            return;
        }
        let Some(request) = form.request_for_record() else { return };
        form.error = None;
        if let Some(on_record) = &mut form.on_record {
            on_record.chosen = Some(OnRecordChoice::SendToPatientOnRecord);
            on_record.confirming_update = false;
        }
        let id = self.queue("Creating the survey", Command::CreateSurvey { request });
        if let Some(form) = &mut self.survey_form {
            form.submitting = Some(id);
        }
    }

    /// "Update their details and send": the first press asks again, naming what will change;
    /// the second sends the update and then the survey.
    pub fn update_patient_on_record_and_send(&mut self) {
        let today = Self::today();
        let Some(form) = &mut self.survey_form else { return };
        if form.submitting.is_some() {
            return;
        }
        let Some(on_record) = &mut form.on_record else { return };
        if !on_record.confirming_update {
            on_record.confirming_update = true;
            return;
        }
        let Some((payload, based_on, request)) = form.update_for_record(today) else { return };
        form.error = None;
        if let Some(on_record) = &mut form.on_record {
            on_record.chosen = Some(OnRecordChoice::UpdateDetailsAndSend);
        }
        let patient_id = based_on.patient_id.clone();
        let command = Command::UpdatePatientThenCreateSurvey { patient_id, payload, based_on, request };
        let id = self.queue("Updating the patient, then creating the survey", command);
        if let Some(form) = &mut self.survey_form {
            form.submitting = Some(id);
        }
    }

    /// Back from the comparison (or its second confirmation) to the form, everything typed kept.
    pub fn back_from_patient_on_record(&mut self) {
        let Some(form) = &mut self.survey_form else { return };
        if form.submitting.is_some() {
            return;
        }
        match &mut form.on_record {
            Some(on_record) if on_record.confirming_update => on_record.confirming_update = false,
            _ => form.on_record = None,
        }
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
            flight.label = "Checking what the service received";
            flight.retry_note = None;
        }
        self.queue_quiet(Command::Cancel { target: id });
    }

    // ----- events -----

    /// Applies one event from the worker.
    pub fn apply(&mut self, event: Event) {
        let id = event.id;
        if let EventKind::Retrying { attempt, wait, error } = &event.kind {
            if let Some(flight) = self.in_flight.get_mut(&id) {
                flight.retry_note = Some(format!(
                    "{} Trying again in {} s (attempt {} of the retries).",
                    error.message,
                    wait.as_secs().max(1),
                    attempt
                ));
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
            EventKind::LocalDataLoaded(loaded) => self.on_local_data(*loaded),
            EventKind::LocalWritten => {}
            EventKind::LocalWriteFailed(message) => self.note_local_write_failure(message),
            EventKind::SandboxStarted(result) => match result {
                Ok(started) => {
                    if let Environment::Sandbox { base_url } = &started.environment {
                        self.sandbox_base = Some(base_url.clone());
                    }
                    self.connection.environment = Some(started.environment);
                    self.connection.status = ConnectionStatus::Connected;
                    self.connection.storage = None;
                    self.connection.token = None;
                    self.demo_patients = started.demo_patients;
                    if self.sign_in.submitting == Some(id) {
                        self.sign_in.submitting = None;
                        self.screen = Screen::Home;
                    }
                }
                Err(message) => {
                    self.sign_in.submitting = None;
                    // The connection in use (if any) is still the one the worker holds.
                    if !self.has_connection() {
                        self.connection.status = ConnectionStatus::SignInNeeded;
                        self.screen = Screen::Connection;
                    }
                    self.notify(Topic::Connection, Level::Error, message, None);
                }
            },
            EventKind::Connected { environment, result } => {
                self.sign_in.submitting = None;
                match result {
                    Ok(info) => {
                        self.connection.environment = Some(environment);
                        self.connection.token = Some(info.token);
                        self.connection.storage = Some(info.storage);
                        self.connection.status = ConnectionStatus::Connected;
                        self.demo_patients.clear();
                        if self.sign_in_overlay {
                            self.sign_in_overlay = false;
                        } else if self.screen == Screen::Connection {
                            self.screen = Screen::Home;
                        }
                        self.search_error = None;
                        self.notify(
                            Topic::Connection,
                            Level::Success,
                            "Connected.",
                            Some(info.storage.describe().to_owned()),
                        );
                    }
                    Err(error) => {
                        // The worker kept the client it had: the banner and the status stay
                        // those of the connection still in use. Only without one is the user
                        // taken to sign in.
                        if !self.has_connection() {
                            self.connection.status = ConnectionStatus::SignInNeeded;
                            if !self.sign_in_overlay {
                                self.screen = Screen::Connection;
                            }
                        }
                        self.sign_in.target(&environment);
                        self.sign_in.error = Some(error);
                    }
                }
            }
            EventKind::NothingToResume { environment } => {
                self.sign_in.target(&environment);
                if !self.has_connection() {
                    self.connection.status = ConnectionStatus::SignInNeeded;
                    self.screen = Screen::Connection;
                }
            }
            EventKind::SignedOut => {
                self.notify(Topic::Connection, Level::Info, "Signed out. The token was forgotten.", None);
            }
            EventKind::ConnectionTested(result) => {
                match &result {
                    Ok(()) => self.mark_online(),
                    Err(error) => self.note_failure(error, None),
                }
                self.connection.last_test = Some(result);
            }
            EventKind::PatientFound { query, result } => {
                self.search_request = None;
                match result {
                    Ok(patient) => {
                        self.mark_online();
                        self.show_patient(patient);
                    }
                    Err(error) => {
                        self.note_failure(&error, Some(Resend::Search(query)));
                        self.search_error = Some(error);
                    }
                }
            }
            EventKind::PatientLoaded { patient_id, result } => match result {
                Ok(patient) => {
                    self.mark_online();
                    self.show_patient(patient);
                }
                Err(error) => {
                    self.note_failure(&error, Some(Resend::OpenPatient(patient_id.clone())));
                    self.notify_about(&patient_id, Level::Error, error.message.clone(), Some(error.details()));
                }
            },
            EventKind::DuplicateFound(patient) => {
                if let Some(form) = &mut self.patient_form {
                    form.submitting = None;
                    form.duplicate = Some(patient);
                }
            }
            EventKind::PatientSaved(result) => self.on_patient_saved(result),
            EventKind::CreateOutcomeChecked { why, found } => self.on_create_outcome(why, found),
            EventKind::UpdateOutcomeChecked { payload, found } => self.on_update_outcome(&payload, found),
            EventKind::UpdateConflict { current } => {
                self.mark_online();
                if let Some(form) = &mut self.patient_form {
                    form.submitting = None;
                    form.confirming = false;
                    form.conflict = Some(EditConflict { theirs: Box::new(current) });
                }
            }
            EventKind::ReferenceOnRecord { patient, changed } => {
                self.mark_online();
                let Some(form) = &mut self.survey_form else { return };
                form.submitting = None;
                form.on_record = Some(OnRecord {
                    patient: Box::new(patient),
                    confirming_update: false,
                    changed_meanwhile: changed,
                    chosen: None,
                    updated_fields: Vec::new(),
                });
            }
            EventKind::SurveyNotSent { step, error } => {
                let Some(form) = &mut self.survey_form else { return };
                form.submitting = None;
                if let Some(on_record) = &mut form.on_record {
                    on_record.chosen = None;
                }
                let why = match step {
                    crate::worker::SurveyStep::ReferenceLookup => {
                        "Intake Desk could not check whether a patient already has this external reference, so \
                         nothing was sent."
                    }
                    crate::worker::SurveyStep::PatientUpdate => {
                        "The patient's details could not be updated, so the survey was not sent."
                    }
                };
                form.error = Some(ApiError { message: format!("{why} {}", error.message), ..error.clone() });
                self.note_failure(&error, Some(Resend::CreateSurvey));
            }
            EventKind::SurveyPatientUpdated { before, after } => {
                self.mark_online();
                self.record(details_changed(&before, &after));
                if let Some(open) = &mut self.patient
                    && open.patient.patient_id == after.patient_id
                {
                    open.patient = after.clone();
                }
                self.recent.retain(|p| p.patient_id != after.patient_id);
                if let Some(form) = &mut self.survey_form {
                    form.record_updated(&before, after);
                }
            }
            EventKind::SurveyCreated { result, patient } => {
                let Some(form) = &mut self.survey_form else { return };
                form.submitting = None;
                match result {
                    Ok(created) => {
                        let invitation = form.send_invitation.then(|| form.channel.wire().to_owned());
                        let survey_id = created.survey_id.clone();
                        form.created = Some(created);
                        self.record(crate::activity::Action::SurveyCreated {
                            survey_id: survey_id.clone(),
                            patient_id: patient.as_ref().map(|p| p.patient_id.clone()),
                        });
                        if let Some(channel) = invitation {
                            self.record(crate::activity::Action::InvitationSent { survey_id, channel });
                        }
                        if let Some(patient) = patient {
                            self.show_patient(patient);
                        } else {
                            self.refresh_surveys();
                        }
                    }
                    Err(error) => {
                        if error.is_ambiguous() {
                            let message = format!(
                                "{} The survey may have been created: check the patient's survey list before sending again.",
                                error.message
                            );
                            form.error = Some(ApiError { message, ..error.clone() });
                            self.refresh_surveys();
                        } else {
                            form.error = Some(error.clone());
                        }
                        self.note_failure(&error, Some(Resend::CreateSurvey));
                    }
                }
            }
            EventKind::SurveysListed { patient_id, result } => {
                let current = matches!(&self.patient, Some(open)
                    if open.patient.patient_id == patient_id && open.surveys == Loadable::Loading(id));
                if !current {
                    return;
                }
                let surveys = match result {
                    Ok(mut surveys) => {
                        self.mark_online();
                        sort_newest_first(&mut surveys);
                        Loadable::Ready(surveys)
                    }
                    Err(error) => {
                        self.note_failure(&error, Some(Resend::ListSurveys(patient_id)));
                        Loadable::Failed(error)
                    }
                };
                if let Some(open) = &mut self.patient {
                    open.surveys = surveys;
                }
            }
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
        }
    }

    fn on_cancelled(&mut self, id: RequestId) {
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
        }
        if let Some(open) = &mut self.patient
            && open.surveys == Loadable::Loading(id)
        {
            open.surveys = Loadable::NotRequested;
        }
        if self.sign_in.submitting == Some(id) {
            self.sign_in.submitting = None;
        }
        if let Some(view) = &mut self.survey_view {
            view.request_cancelled(id);
        }
    }

    /// What a lookup by reference found after a create whose answer never came (or that the
    /// user cancelled): the user is told, and offered to send again only when it is safe.
    fn on_create_outcome(&mut self, why: Interrupted, found: Result<Option<Patient>, ApiError>) {
        let Some(form) = &mut self.patient_form else { return };
        form.submitting = None;
        let (cause, error) = match why {
            Interrupted::Cancelled => (
                "You cancelled the registration after it may have been sent.".to_owned(),
                ApiError::new(ErrorKind::ConnectionLost, "Registration cancelled."),
            ),
            Interrupted::Failed(error) => (error.message.clone(), error),
        };
        match found {
            Ok(Some(patient)) => {
                self.record(crate::activity::Action::PatientCreated { patient_id: patient.patient_id.clone() });
                self.notify_about(
                    &patient.patient_id,
                    Level::Warning,
                    format!("{cause} A check shows the patient was created. Nothing was sent twice."),
                    Some(error.details()),
                );
                self.patient_form = None;
                self.show_patient(patient);
            }
            Ok(None) => {
                form.resend_offered = true;
                form.error = Some(ApiError {
                    message: format!("{cause} A check shows the patient was not created: it is safe to send again."),
                    ..error
                });
            }
            Err(lookup) => {
                form.error = Some(ApiError {
                    message: format!(
                        "{cause} Whether the patient was created could not be checked ({}). Search for the \
                         external reference before sending again.",
                        lookup.message
                    ),
                    ..error
                });
            }
        }
    }

    /// What the record holds after the user cancelled an update that may have been sent.
    fn on_update_outcome(&mut self, payload: &crate::api::PatientPayload, found: Result<Patient, ApiError>) {
        let Some(form) = &mut self.patient_form else { return };
        form.submitting = None;
        match found {
            Ok(patient) if patient_matches_payload(&patient, payload) => {
                let action = match &form.mode {
                    FormMode::Edit { record, .. } => details_changed(record, &patient),
                    FormMode::Register => crate::activity::Action::PatientUpdated {
                        patient_id: patient.patient_id.clone(),
                        fields: Vec::new(),
                    },
                };
                self.record(action);
                self.notify_about(
                    &patient.patient_id,
                    Level::Warning,
                    "You cancelled saving, but the service had already saved the changes.",
                    None,
                );
                self.patient_form = None;
                self.show_patient(patient);
            }
            Ok(_) => {
                form.error = Some(ApiError::new(
                    ErrorKind::ConnectionLost,
                    "Saving was cancelled and a check shows the changes were not saved. They are still in the form.",
                ));
            }
            Err(lookup) => {
                form.error = Some(ApiError::new(
                    ErrorKind::ConnectionLost,
                    format!(
                        "Saving was cancelled. Whether the changes were saved could not be checked ({}). Open the \
                         patient again before saving once more.",
                        lookup.message
                    ),
                ));
            }
        }
    }

    fn on_patient_saved(&mut self, result: Result<Patient, ApiError>) {
        let Some(form) = &mut self.patient_form else { return };
        form.submitting = None;
        match result {
            Ok(patient) => {
                let editing = form.is_edit();
                let verb = if editing { "saved" } else { "registered" };
                let action = match &form.mode {
                    FormMode::Edit { record, .. } => details_changed(record, &patient),
                    FormMode::Register => {
                        crate::activity::Action::PatientCreated { patient_id: patient.patient_id.clone() }
                    }
                };
                self.record(action);
                self.mark_online();
                self.notify_about(&patient.patient_id, Level::Success, format!("Patient {verb}."), None);
                self.patient_form = None;
                self.show_patient(patient);
            }
            Err(error) => {
                form.take_error(error.clone());
                self.note_failure(&error, Some(Resend::SavePatient));
            }
        }
    }

    /// The service cannot be reached: said once, not once per failure. The notice speaks of
    /// the connection only; what became of each request is said where that request was made.
    fn enter_offline(&mut self, error: &ApiError) {
        if self.connection.status != ConnectionStatus::Offline {
            self.connection.status = ConnectionStatus::Offline;
            let details = [error.message.clone(), error.details()].join("\n").trim().to_owned();
            self.notify(
                Topic::Connection,
                Level::Error,
                "Cannot reach the service. Intake Desk keeps checking and says when it answers again.",
                Some(details),
            );
        }
    }

    /// The service answered: every message that said it could not be reached goes, and what
    /// failed only for that reason is fetched again.
    fn mark_online(&mut self) {
        if self.connection.status == ConnectionStatus::Offline {
            self.connection.status = ConnectionStatus::Connected;
            self.notify(Topic::Connection, Level::Success, "The service answers again.", None);
            if self.search_error.as_ref().is_some_and(ApiError::is_transient) {
                self.search_error = None;
            }
            if matches!(&self.connection.last_test, Some(Err(error)) if error.is_transient()) {
                self.connection.last_test = None;
            }
            if self.sign_in.error.as_ref().is_some_and(ApiError::is_transient) {
                self.sign_in.error = None;
            }
            let surveys_unreachable = matches!(&self.patient, Some(open)
                if matches!(&open.surveys, Loadable::Failed(error) if error.is_transient()));
            if surveys_unreachable {
                self.refresh_surveys();
            }
        }
    }

    /// A 401 opens sign-in over the current screen and remembers what to
    /// resend; "offline" is shown once, not once per failure.
    fn note_failure(&mut self, error: &ApiError, resend: Option<Resend>) {
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

/// The activity entry for a change of details: the names of the fields that changed, never
/// their values.
fn details_changed(before: &Patient, after: &Patient) -> crate::activity::Action {
    crate::activity::Action::PatientUpdated {
        patient_id: after.patient_id.clone(),
        fields: patient_form::changed_fields(before, after).iter().map(|f| f.wire_name().to_owned()).collect(),
    }
}

/// The record holds what the update sent (names, gender, birthdate, language, e-mail, phone,
/// reference), so a cancelled update was in fact saved.
fn patient_matches_payload(patient: &Patient, payload: &crate::api::PatientPayload) -> bool {
    let phone = payload.phone.as_ref();
    patient.first_name == payload.first_name
        && patient.last_name == payload.last_name
        && patient.gender == Some(payload.gender)
        && patient.birthdate == Some(payload.birthdate)
        && patient.language.as_deref().map(str::to_ascii_lowercase) == Some(payload.language.to_ascii_lowercase())
        && patient.email.as_deref() == payload.email.as_deref()
        && patient.phone.as_ref().map(|p| p.phone_number.as_str()) == phone.map(|p| p.phone_number.as_str())
        && patient.external_reference.as_deref() == Some(payload.external_reference.as_str())
}

/// Newest first; surveys without a readable time go last, in the order given.
pub fn sort_newest_first(surveys: &mut [Survey]) {
    surveys.sort_by(|a, b| {
        let key = |s: &Survey| s.created_at.as_ref().and_then(|t| t.instant);
        key(b).cmp(&key(a))
    });
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn the_offline_notice_speaks_of_the_connection_and_never_contradicts_a_request_outcome() {
        let mut state = AppState::new();
        state.connection.environment = Some(Environment::Sandbox { base_url: "http://127.0.0.1:9".into() });
        state.connection.status = ConnectionStatus::Connected;
        state.start_survey_for_new_patient();
        state.survey_form.as_mut().unwrap().submitting = Some(7);
        // The connection broke while the survey was being created: its outcome is unknown...
        let lost = ApiError::new(ErrorKind::ConnectionLost, "The connection broke before the service answered.");
        state.apply(Event { id: 7, kind: EventKind::SurveyCreated { result: Err(lost), patient: None } });
        // ...and then the service cannot be reached at all.
        let unreachable = ApiError::new(
            ErrorKind::CannotConnect,
            "Cannot reach the service at x. Check the network; nothing was sent.",
        );
        state.apply(Event { id: 8, kind: EventKind::ConnectionTested(Err(unreachable)) });

        assert_eq!(state.connection.status, ConnectionStatus::Offline);
        let form_says = &state.survey_form.as_ref().unwrap().error.as_ref().unwrap().message;
        assert!(form_says.contains("may have been created"), "{form_says}");
        let status_bar_says = &state.notices.last().unwrap().text;
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
        state.notify(Topic::Pdf, Level::Success, "The PDF summary was saved.", None);
        state.notify(Topic::Connection, Level::Info, "Signed out. The token was forgotten.", None);

        state.show_patient(patient("p-ann", "Anna"));
        assert_eq!(state.notices.len(), 3, "the same patient again keeps what was said about them");

        state.show_patient(patient("p-bob", "Bob"));
        let left: Vec<Topic> = state.notices.iter().map(|n| n.topic).collect();
        assert_eq!(left, vec![Topic::Connection], "only what is not about one patient stays");
    }
}
