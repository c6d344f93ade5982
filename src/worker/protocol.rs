//! What the UI and the worker say to each other: the [`Command`]s the UI sends, each tagged
//! with a [`RequestId`], and the [`Event`]s that answer them (every command gets one, never
//! silence). Plain data: no channels, no runtime.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use crate::api::{
    AccessToken, ApiError, ChangeLogEntry, CreateSurveyRequest, CreatedSurvey, Credentials, Environment, Patient,
    PatientPayload, PdfDocument, PlainTextSummary, Survey,
};
use crate::export::ExportError;
use crate::pdf_preview::PdfPreview;
use crate::secrets::TokenStorage;

mod batch_stopped;
pub use batch_stopped::BatchStopped;

/// Identifies one request from the UI to its answer.
pub type RequestId = u64;

/// What the UI asks the worker to do.
#[derive(Debug)]
pub enum Command {
    /// Start the embedded sandbox and connect to it.
    StartSandbox {
        state_file: Option<PathBuf>,
        simulate_respondents: bool,
    },
    /// Use this environment and token, then check that the service accepts it.
    Connect {
        environment: Environment,
        token: AccessToken,
        remember: bool,
    },
    /// Ask the environment's token host for a token, then connect.
    SignIn {
        environment: Environment,
        credentials: Credentials,
    },
    /// Look for a token kept in the keyring for this environment and connect with it.
    Resume {
        environment: Environment,
    },
    /// Forget the token of this environment.
    SignOut {
        environment: Environment,
    },
    /// Check that the current connection works.
    TestConnection,
    /// Find a patient by service id or external reference.
    FindPatient {
        query: String,
    },
    OpenPatient {
        patient_id: String,
    },
    /// Look up the external reference, and create the patient only if nobody has it.
    CreatePatient {
        payload: PatientPayload,
    },
    /// Refetch the patient; when the record is still what the edit began from (`based_on`),
    /// send the update with the fields the app does not know taken back unchanged; otherwise
    /// answer with what is on record now instead of overwriting it.
    UpdatePatient {
        patient_id: String,
        payload: PatientPayload,
        based_on: Box<Patient>,
    },
    /// Form 1 is sent as it is. Form 2 first looks its external reference up and is sent only
    /// when nobody has it: a patient on record is answered with [`EventKind::ReferenceOnRecord`],
    /// never changed silently; when the lookup fails nothing is sent.
    CreateSurvey {
        request: CreateSurveyRequest,
    },
    /// "Update their details and send": the update (refetch, conflict check, PUT, exactly as
    /// [`Command::UpdatePatient`]), then the survey for that patient (form 1). The survey is
    /// sent only when the update succeeded.
    UpdatePatientThenCreateSurvey {
        patient_id: String,
        payload: PatientPayload,
        based_on: Box<Patient>,
        request: CreateSurveyRequest,
    },
    /// Whether a survey create that may have been handled was: waits until it cannot still be
    /// under way (`check.ask_after`), then asks the service. Answered with
    /// [`EventKind::SurveyCreateSettled`].
    SettleSurveyCreate {
        check: super::flows::CreateCheck,
        /// The session the survey was sent in: asked in another, "none" would be no answer.
        session: Option<crate::api::SessionKey>,
    },
    ListSurveys {
        patient_id: String,
    },
    OpenSurvey {
        survey_id: String,
    },
    LoadHistory {
        survey_id: String,
    },
    LoadPlainText {
        survey_id: String,
    },
    LoadPdf {
        survey_id: String,
    },
    /// Render the pages of a fetched PDF for the preview.
    RenderPdfPreview {
        pdf: Arc<PdfDocument>,
    },
    /// Write the PDF atomically where the user says (the [`SaveDialog`]) or, when no dialog
    /// could serve, into the Documents folder under its suggested name.
    SavePdf {
        pdf: Arc<PdfDocument>,
        offer: crate::export::SaveOffer,
        destination: SaveDestination,
    },
    /// Open a saved file with the system's program for it.
    OpenFile {
        path: PathBuf,
    },
    /// Show a saved file in the file manager.
    ShowInFolder {
        path: PathBuf,
    },
    /// Open one of the user's folders (data, logs) in the file manager.
    OpenFolder {
        path: PathBuf,
    },
    /// Read a day's list from the file the user picks in the open dialog.
    OpenDayList {
        offer: crate::export::OpenOffer,
    },
    /// Read a day's list from a file dropped on the window.
    ReadDayList {
        path: PathBuf,
    },
    /// Keep a checked list in the journal as a new batch, and the column mapping for files with
    /// these headers; nothing is sent yet.
    CreateBatch {
        file_name: String,
        headers: Vec<String>,
        mapping: crate::import::mapping::Mapping,
        items: Vec<crate::batch_journal::BatchItem>,
    },
    /// Send (or resume) the day's list journaled as `batch_id` in the profile's database,
    /// `concurrency` rows at a time (see `worker::batch`); the rows in `again` (reference, and
    /// whether to update a record whose details differ) are first set to be sent again.
    SendBatch {
        batch_id: String,
        concurrency: usize,
        again: Vec<(String, bool)>,
        /// The user's reminder rules for the batch's reminder rows (the IT policy's where it
        /// locks them: the worker applies it whatever this says).
        reminder_rules: crate::reminders::ReminderRules,
    },
    /// The user closed a batch that has rows left: it is no longer offered for resuming.
    FinishBatch {
        batch_id: String,
    },
    /// A batch and its rows from the journal (the result table, a batch offered for resuming).
    LoadBatch {
        batch_id: String,
    },
    /// The batches that were not finished (offered for resuming at start).
    FindUnfinishedBatches,
    /// Write a file where the user says in the save dialog (a batch's results as CSV; the
    /// typing that could not be saved, at close).
    SaveFile {
        offer: crate::export::SaveOffer,
        bytes: Vec<u8>,
    },
    /// The invitations the journal says were sent from day `first` to day `last` (both
    /// included, local time): the Today view's day, the Follow-up view's last days.
    /// With `newest_first`, the latest that many of the period's rows are read and answered
    /// first ([`EventKind::NewestSent`]) when there are more, so a long period's first screen
    /// does not wait for all of it.
    LoadSent {
        first: jiff::civil::Date,
        last: jiff::civil::Date,
        newest_first: Option<usize>,
    },
    /// The demo's colleague sends a few invitations from another desk of the demo clinic (the
    /// built-in sandbox only). Answered with [`EventKind::DemoColleagueAdded`].
    AddDemoColleague,
    /// Keep this desk's journal to itself (`off`), or in the clinic database again: what the
    /// user chose where the policy lets them. Commands after it use the journal it names; a
    /// task already under way ends where it began. Nothing is answered.
    TurnClinicSharing {
        off: bool,
    },
    /// A survey sent one by one, for the journal (and the clinic's, where the desks share one),
    /// in the session it was sent in. Answered with [`EventKind::LocalWritten`].
    RecordSingleSent {
        single: Box<crate::batch_journal::SingleSent>,
        session: crate::api::SessionKey,
    },
    /// Which of these references (as the clinic keeps them) belong to a patient on record,
    /// paced like a batch: asked for a day's list's rows that lack what only a new patient
    /// needs (the sex). Answered with [`EventKind::OnRecordFound`].
    FindOnRecord {
        references: Vec<String>,
    },
    /// Fetch these surveys' statuses and alerts, paced like a batch; each answer is an event.
    RefreshStatuses {
        survey_ids: Vec<String>,
    },
    /// File these answered surveys ([`crate::filing`]): each fetched again, its PDF (and FHIR
    /// files) written into the folder; each outcome is an event.
    FileAnswered {
        surveys: Vec<crate::filing::FilingFacts>,
        settings: crate::filing::FilingSettings,
    },
    /// Read the identity of the eID card in a reader (issue 32), within [`crate::eid_reader::TIME_LIMIT`].
    ReadEid,
    /// Start no more rows of the batch; the rows in flight finish and are journaled.
    StopBatch {
        batch_id: String,
    },
    /// Read the drafts and the activity log kept in the data folder.
    LoadLocalData,
    /// Keep an unsent form on disk (replacing the previous version of the same form's draft).
    SaveDraft(Box<crate::drafts::Draft>),
    /// The form was sent or discarded: forget its draft (by the draft's id).
    DeleteDraft(String),
    /// Append one of the user's actions to the activity log.
    RecordActivity(crate::activity::ActivityEntry),
    /// Stop a request in flight (its task is aborted; a `Cancelled` event answers it).
    Cancel {
        target: RequestId,
    },
}

impl Command {
    /// The survey a command would send, if it sends one (held to the IT policy's one rule of
    /// every send before it is).
    pub fn survey_request(&self) -> Option<&CreateSurveyRequest> {
        match self {
            Command::CreateSurvey { request } | Command::UpdatePatientThenCreateSurvey { request, .. } => Some(request),
            _ => None,
        }
    }

    /// Whether stopping it halfway is safe and meaningful. Connecting, signing in and the
    /// sandbox's start are not offered (an interrupted sign-in would leave the user in doubt
    /// about which connection is in use); local bookkeeping and the save dialog are not either.
    pub fn can_be_cancelled(&self) -> bool {
        matches!(
            self,
            Command::TestConnection
                | Command::FindPatient { .. }
                | Command::OpenPatient { .. }
                | Command::CreatePatient { .. }
                | Command::UpdatePatient { .. }
                | Command::CreateSurvey { .. }
                | Command::UpdatePatientThenCreateSurvey { .. }
                | Command::ListSurveys { .. }
                | Command::OpenSurvey { .. }
                | Command::LoadHistory { .. }
                | Command::LoadPlainText { .. }
                | Command::LoadPdf { .. }
                | Command::RenderPdfPreview { .. }
                // "Stop reading": the file's reader (a child process) is killed.
                | Command::OpenDayList { .. }
                | Command::FindOnRecord { .. }
        )
    }
}

/// Where a PDF is saved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SaveDestination {
    /// Where the user chooses in the save dialog.
    AskUser,
    /// The Documents folder, without a dialog: for when none could be shown.
    DocumentsFolder,
}

/// The answer to a [`Command`], or news about it.
#[derive(Debug)]
pub struct Event {
    pub id: RequestId,
    pub kind: EventKind,
}

/// Why a folder was not opened in the file manager.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FolderProblem {
    /// It does not exist (yet): nothing has been written there.
    Missing,
    /// The system's file manager could not be started; what it said (technical).
    NotOpened(String),
}

/// What happened.
#[derive(Debug)]
pub enum EventKind {
    /// What the data folder holds from earlier sessions.
    LocalDataLoaded(Box<crate::local_store::LocalData>),
    /// A draft or the activity log could not be written.
    LocalWriteFailed(crate::i18n::Msg),
    /// A draft or activity entry was written.
    LocalWritten,
    SandboxStarted(Result<SandboxStarted, crate::i18n::Msg>),
    Connected {
        environment: Environment,
        result: Result<ConnectedInfo, ApiError>,
    },
    /// No token was kept for the environment: the user must sign in.
    NothingToResume {
        environment: Environment,
    },
    SignedOut,
    ConnectionTested(Result<(), ApiError>),
    PatientFound {
        query: String,
        result: Result<Patient, ApiError>,
    },
    PatientLoaded {
        patient_id: String,
        result: Result<Patient, ApiError>,
    },
    /// Create found the external reference taken: this patient has it.
    DuplicateFound(Patient),
    /// Create or update done; the record as the service holds it now.
    PatientSaved(Result<Patient, ApiError>),
    /// A create failed ambiguously or was cancelled after it may have left; this is what a
    /// lookup by external reference found.
    CreateOutcomeChecked {
        why: Interrupted,
        found: Result<Option<Patient>, ApiError>,
    },
    /// An update was cancelled after it may have left; this is the record as it is now.
    UpdateOutcomeChecked {
        payload: Box<PatientPayload>,
        found: Result<Patient, ApiError>,
    },
    /// The record changed since the edit began: nothing was sent; this is what is on record now.
    UpdateConflict {
        current: Patient,
    },
    SurveyCreated {
        result: Result<CreatedSurvey, ApiError>,
        patient: Option<Patient>,
    },
    /// The survey's create is about to leave; this tells afterwards whether it was handled (a
    /// stop from now on leaves its outcome unknown, not "not sent").
    SurveyLeaving {
        check: super::flows::CreateCheck,
    },
    /// The create may have been handled, or be handled still: unknown until `check.ask_after`.
    SurveyCreateUnknown {
        error: ApiError,
        check: super::flows::CreateCheck,
    },
    /// The service, asked once the create could no longer be under way: the survey it made
    /// (with its patient when they could be fetched), or none (not sent), or the question failed.
    SurveyCreateSettled {
        found: Result<Option<super::flows::SurveyMade>, ApiError>,
        patient: Option<Patient>,
    },
    /// Form 2's external reference belongs to this patient: nothing was sent. `changed` says
    /// the record changed between the comparison and an "update and send" (nothing was sent
    /// then either).
    ReferenceOnRecord {
        patient: Patient,
        changed: bool,
    },
    /// The survey was not sent because what had to come first failed: the lookup of form 2's
    /// external reference, or the update of "update and send".
    SurveyNotSent {
        step: SurveyStep,
        error: ApiError,
    },
    /// "Update and send": the details were updated (the survey follows in its own event).
    SurveyPatientUpdated {
        before: Box<Patient>,
        after: Patient,
    },
    SurveysListed {
        patient_id: String,
        result: Result<Vec<Survey>, ApiError>,
    },
    SurveyLoaded {
        survey_id: String,
        result: Result<Survey, ApiError>,
    },
    HistoryLoaded {
        survey_id: String,
        result: Result<Vec<ChangeLogEntry>, ApiError>,
    },
    PlainTextLoaded {
        survey_id: String,
        result: Result<PlainTextSummary, ApiError>,
    },
    PdfLoaded {
        survey_id: String,
        result: Result<PdfDocument, ApiError>,
    },
    /// The preview's pages, or why they could not be drawn.
    PdfPreviewRendered(Result<PdfPreview, crate::pdf_preview::PreviewError>),
    /// Where the PDF was written; `None` when the user cancelled the dialog.
    PdfSaved(Result<Option<PathBuf>, ExportError>),
    /// No save dialog could be shown on this computer (nothing was written).
    NoSaveDialog,
    /// A file was opened or shown in its folder.
    FileShown(Result<(), ExportError>),
    /// A folder was opened in the file manager, or why not (technical, for the details).
    FolderOpened {
        path: PathBuf,
        result: Result<(), FolderProblem>,
    },
    /// A read failed transiently and will be tried again after `wait`.
    Retrying {
        attempt: u32,
        wait: Duration,
        error: ApiError,
    },
    Cancelled,
    /// The task doing the request stopped on a bug (a panic): it is over, with no result.
    TaskStopped,
    /// A row of a batch changed (not the end of the request: more follow).
    BatchRow {
        batch_id: String,
        update: super::batch::RowUpdate,
    },
    /// The batch's journal (the clinic database) went out of reach, and the batch waits for it
    /// (`away`), or it came back and the batch goes on. Not the end of the request.
    BatchJournalAway {
        batch_id: String,
        away: bool,
    },
    /// The batch's request is over: every row finished, or it was paused, or why it could not
    /// go on.
    BatchEnded {
        batch_id: String,
        result: Result<(), BatchStopped>,
    },
    /// A day's list was read (`None`: the user closed the dialog).
    DayListOpened(Result<Option<Box<OpenedList>>, DayListProblem>),
    /// The list is in the journal as this batch (with the rows it holds), or why not.
    BatchCreated(Result<(String, Vec<crate::batch_journal::BatchItem>), String>),
    BatchLoaded {
        batch_id: String,
        result: Result<(crate::batch_journal::BatchInfo, Vec<crate::batch_journal::JournalRow>), String>,
    },
    UnfinishedBatches(Vec<crate::batch_journal::BatchInfo>),
    /// Where a [`Command::SaveFile`] was written; `None` when the user cancelled the dialog.
    FileSaved(Result<Option<PathBuf>, ExportError>),
    Sent {
        first: jiff::civil::Date,
        last: jiff::civil::Date,
        result: Result<Vec<crate::batch_journal::SentRow>, String>,
    },
    /// The demo's colleague's invitations, how many (or why none: the system's words).
    DemoColleagueAdded(Result<usize, String>),
    /// The newest invitations of a [`Command::LoadSent`]'s period, oldest first, while its older
    /// ones are read ([`EventKind::Sent`] follows with all of them).
    NewestSent {
        first: jiff::civil::Date,
        last: jiff::civil::Date,
        rows: Vec<crate::batch_journal::SentRow>,
    },
    /// For each reference of a [`Command::FindOnRecord`]: on record, not, or why it could not be
    /// told.
    OnRecordFound(Vec<(String, Result<bool, ApiError>)>),
    /// One survey's status (not the end of the request: more follow).
    SurveyStatus {
        survey_id: String,
        result: Result<Survey, ApiError>,
    },
    /// Every status asked for has been fetched (or failed).
    StatusesRefreshed,
    /// What the eID card says of its holder, or why it could not be read.
    EidRead(Result<crate::eid_reader::Identity, crate::eid_reader::ReadProblem>),
    /// One survey filed, or why not (not the end of the request: more follow).
    SurveyFiled {
        survey_id: String,
        result: Result<crate::filing::Filed, super::filing::FilingProblem>,
    },
    /// Every survey asked for was filed (or said why not).
    FilingDone,
}

/// A day's list read from a file, and the mapping the user confirmed for its headers before.
#[derive(Debug)]
pub struct OpenedList {
    pub file_name: String,
    pub imported: crate::import::Imported,
    pub remembered: Option<crate::import::mapping::Mapping>,
}

/// Why a day's list could not be read.
#[derive(Debug)]
pub enum DayListProblem {
    /// The file could not be read from the disk (the system's words, for the details).
    Unreadable(String),
    /// Its contents are not a list the app can read.
    Import(crate::import::ImportError),
    /// The reader's child process did not answer with a list or a reason: the file made it reach
    /// a limit, or end.
    Cage(super::import_cage::CageProblem),
    /// No open dialog could be shown on this computer (no desktop portal, no zenity).
    NoDialog,
}

/// What must happen before a survey is sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SurveyStep {
    /// Looking up whether a patient has form 2's external reference.
    ReferenceLookup,
    /// Updating the patient's details ("update and send").
    PatientUpdate,
    /// Reading the patient's surveys: what tells afterwards whether a create whose answer was
    /// lost made one.
    KnownSurveys,
}

/// Why the outcome of a create is not known from its own answer.
#[derive(Debug)]
pub enum Interrupted {
    /// The user cancelled it, maybe after it had been sent.
    Cancelled,
    /// No answer came although the request may have been handled.
    Failed(ApiError),
}

/// The embedded sandbox is up.
#[derive(Debug)]
pub struct SandboxStarted {
    pub environment: Environment,
    /// The session the sandbox's work belongs to.
    pub session: crate::api::SessionKey,
    pub demo_patients: Vec<Patient>,
}

/// A connection the service accepted.
#[derive(Debug)]
pub struct ConnectedInfo {
    pub token: AccessToken,
    pub storage: TokenStorage,
}
