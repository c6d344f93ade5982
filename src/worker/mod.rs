//! The only bridge between the UI thread and the tokio runtime: it takes
//! [`Command`]s, runs each as a task, and answers every one with an
//! [`Event`] carrying a `Result` (never silence), then asks for a repaint.
//!
//! It owns the API client and the embedded sandbox. Reads are retried on
//! transient failures with back-off; creates are never retried blindly.
//! It also runs the local work that must not block the UI thread: rendering
//! the PDF preview, the save dialog and the file write, opening files.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::mpsc;
use tokio::task::AbortHandle;

use crate::api::token::request_token;
use crate::api::{
    AccessToken, ApiError, ChangeLogEntry, Client, ClientOptions, CreateSurveyRequest, CreatedSurvey, Credentials,
    Environment, Patient, PatientPayload, PdfDocument, PlainTextSummary, Survey, SurveyPatient,
};
use crate::export::{ChosenPath, ExportError, NativeSaveDialog, SaveDialog};
use crate::pdf_preview::PdfPreview;
use crate::sandbox::{Sandbox, SandboxConfig};
use crate::secrets::{TokenStorage, TokenVault};

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
        suggested_name: String,
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

/// What happened.
#[derive(Debug)]
pub enum EventKind {
    /// What the data folder holds from earlier sessions.
    LocalDataLoaded(Box<crate::local_store::LocalData>),
    /// A draft or the activity log could not be written.
    LocalWriteFailed(String),
    /// A draft or activity entry was written.
    LocalWritten,
    SandboxStarted(Result<SandboxStarted, String>),
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
    PdfPreviewRendered(Result<PdfPreview, String>),
    /// Where the PDF was written; `None` when the user cancelled the dialog.
    PdfSaved(Result<Option<PathBuf>, ExportError>),
    /// No save dialog could be shown on this computer (nothing was written).
    NoSaveDialog,
    /// A file was opened or shown in its folder.
    FileShown(Result<(), ExportError>),
    /// A read failed transiently and will be tried again after `wait`.
    Retrying {
        attempt: u32,
        wait: Duration,
        error: ApiError,
    },
    Cancelled,
}

/// What must happen before a survey is sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SurveyStep {
    /// Looking up whether a patient has form 2's external reference.
    ReferenceLookup,
    /// Updating the patient's details ("update and send").
    PatientUpdate,
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
    pub demo_patients: Vec<Patient>,
}

/// A connection the service accepted.
#[derive(Debug)]
pub struct ConnectedInfo {
    pub token: AccessToken,
    pub storage: TokenStorage,
}

/// How the worker behaves; tests shorten the back-off.
#[derive(Clone, Debug)]
pub struct WorkerOptions {
    pub client: ClientOptions,
    pub use_keyring: bool,
    /// Extra attempts for a read after a transient failure.
    pub read_retries: u32,
    pub retry_base_delay: Duration,
    pub retry_max_delay: Duration,
    /// Asks where to save a PDF: the native dialog, or a fixed path in tests.
    pub save_dialog: Arc<dyn SaveDialog>,
    /// Where "Save to the Documents folder" writes (the user's Documents, else their home).
    pub documents_folder: Option<PathBuf>,
    /// The data folder for drafts and the activity log; `None` keeps nothing on disk.
    pub data_dir: Option<PathBuf>,
}

impl Default for WorkerOptions {
    fn default() -> Self {
        WorkerOptions {
            client: ClientOptions::default(),
            use_keyring: true,
            read_retries: 3,
            retry_base_delay: Duration::from_millis(500),
            retry_max_delay: Duration::from_secs(10),
            save_dialog: Arc::new(NativeSaveDialog::default()),
            documents_folder: crate::export::documents_folder(),
            data_dir: None,
        }
    }
}

/// Where to save (the dialog, or the Documents folder), then the atomic write off the async
/// threads. `Ok(None)`: the user closed the dialog.
async fn save_pdf(
    dialog: &dyn SaveDialog,
    documents: Option<PathBuf>,
    destination: SaveDestination,
    suggested_name: &str,
    pdf: Arc<PdfDocument>,
) -> Result<Option<PathBuf>, ExportError> {
    let chosen = match destination {
        SaveDestination::AskUser => dialog.choose(suggested_name).await,
        // Never replaces a file there: write_atomically picks "name (2).pdf".
        SaveDestination::DocumentsFolder => {
            let folder = documents.ok_or_else(|| {
                ExportError::new(
                    "This computer has no Documents folder that Intake Desk can find. Nothing was written.",
                    "no documents or home folder",
                )
            })?;
            Some(ChosenPath { path: folder.join(suggested_name), overwrite_confirmed: false })
        }
    };
    let Some(chosen) = chosen else { return Ok(None) };
    tokio::task::spawn_blocking(move || {
        crate::export::write_atomically(&chosen.path, &pdf.0, chosen.overwrite_confirmed)
    })
    .await
    .unwrap_or_else(|_| Err(ExportError::new("Saving the PDF was interrupted.", "the writing task stopped")))
    .map(Some)
}

/// Called after every event so the UI wakes up.
pub type Waker = Arc<dyn Fn() + Send + Sync>;

/// The UI side of the worker.
pub struct WorkerHandle {
    commands: mpsc::UnboundedSender<(RequestId, Command)>,
    events: std::sync::mpsc::Receiver<Event>,
    local: crate::local_store::LocalWriter,
    local_writes: mpsc::UnboundedSender<(RequestId, LocalWrite)>,
}

/// A write queued in the local store, to be awaited and reported.
type LocalWrite = std::pin::Pin<Box<dyn Future<Output = Result<(), String>> + Send>>;

/// Queues a draft or activity write in the local store now; any other command is given back.
fn queue_local_write(local: &crate::local_store::LocalWriter, command: Command) -> Result<LocalWrite, Command> {
    match command {
        Command::SaveDraft(draft) => Ok(Box::pin(local.save_draft(*draft))),
        Command::DeleteDraft(draft_id) => Ok(Box::pin(local.delete_draft(draft_id))),
        Command::RecordActivity(entry) => Ok(Box::pin(local.record(entry))),
        command => Err(command),
    }
}

impl WorkerHandle {
    /// Starts the worker loop on `runtime`.
    pub fn spawn(runtime: &tokio::runtime::Handle, waker: Waker, options: WorkerOptions) -> WorkerHandle {
        let (command_tx, command_rx) = mpsc::unbounded_channel();
        let (event_tx, event_rx) = std::sync::mpsc::channel();
        let (adopt_tx, adopt_rx) = mpsc::unbounded_channel();
        let local = crate::local_store::LocalWriter::start(options.data_dir.clone());
        let (local_tx, local_rx) = mpsc::unbounded_channel();
        let worker = Worker {
            options,
            client: None,
            sandbox: None,
            running: HashMap::new(),
            events: EventSink { tx: event_tx, waker },
            adopt: adopt_tx,
            local: local.clone(),
        };
        runtime.spawn(worker.run(command_rx, adopt_rx, local_rx));
        WorkerHandle { commands: command_tx, events: event_rx, local, local_writes: local_tx }
    }

    pub fn send(&self, id: RequestId, command: Command) {
        // Local writes are queued in the store here, on the caller's thread, in the order the
        // state made them: none can be overtaken, and none is still in a channel when the
        // window closes (see `finish_local_writes`). The worker only reports the outcome.
        match queue_local_write(&self.local, command) {
            Ok(written) => {
                if self.local_writes.send((id, written)).is_err() {
                    tracing::error!("the worker has stopped; a local write is not reported");
                }
            }
            Err(command) => {
                if self.commands.send((id, command)).is_err() {
                    tracing::error!("the worker has stopped; command dropped");
                }
            }
        }
    }

    /// Waits (at most `within`) until every local write queued so far is on disk.
    pub fn finish_local_writes(&self, within: Duration) {
        if !self.local.flush(within) {
            tracing::warn!("local writes were still queued when the window closed");
        }
    }

    /// The next event, without waiting.
    pub fn try_next(&self) -> Option<Event> {
        self.events.try_recv().ok()
    }
}

#[derive(Clone)]
struct EventSink {
    tx: std::sync::mpsc::Sender<Event>,
    waker: Waker,
}

impl EventSink {
    fn send(&self, id: RequestId, kind: EventKind) {
        // The receiver is gone only when the app is closing.
        let _ = self.tx.send(Event { id, kind });
        (self.waker)();
    }
}

struct Worker {
    options: WorkerOptions,
    /// The client requests go through; replaced only by a connection that proved itself.
    client: Option<Client>,
    sandbox: Option<Sandbox>,
    running: HashMap<RequestId, Running>,
    events: EventSink,
    /// Connection tasks hand over a client here once the service accepted it.
    adopt: mpsc::UnboundedSender<Adopt>,
    /// The one writer of drafts and the activity log.
    local: crate::local_store::LocalWriter,
}

/// A task in flight, and how to find out what it did if it is cancelled.
struct Running {
    abort: AbortHandle,
    reconcile: Option<Reconcile>,
}

/// What a cancelled write may have done, and how to check.
enum Reconcile {
    /// Look the reference up: was the patient created?
    CreatePatient { reference: String },
    /// Fetch the record: were the changes saved?
    UpdatePatient { patient_id: String, payload: Box<PatientPayload> },
    /// A survey may have been created; the answer is the ambiguous failure.
    CreateSurvey,
}

impl Reconcile {
    fn of(command: &Command) -> Option<Reconcile> {
        match command {
            Command::CreatePatient { payload } => {
                Some(Reconcile::CreatePatient { reference: payload.external_reference.clone() })
            }
            Command::UpdatePatient { patient_id, payload, .. } => {
                Some(Reconcile::UpdatePatient { patient_id: patient_id.clone(), payload: Box::new(payload.clone()) })
            }
            Command::CreateSurvey { .. } | Command::UpdatePatientThenCreateSurvey { .. } => {
                Some(Reconcile::CreateSurvey)
            }
            _ => None,
        }
    }
}

/// A connection that proved itself, for the worker to make current.
enum Adopt {
    Client { id: RequestId, environment: Environment, client: Client, info: ConnectedInfo },
    Sandbox { id: RequestId, sandbox: Option<Sandbox>, client: Client, started: SandboxStarted },
}

impl Worker {
    async fn run(
        mut self,
        mut commands: mpsc::UnboundedReceiver<(RequestId, Command)>,
        mut adopted: mpsc::UnboundedReceiver<Adopt>,
        mut local_writes: mpsc::UnboundedReceiver<(RequestId, LocalWrite)>,
    ) {
        let (done_tx, mut done_rx) = mpsc::unbounded_channel::<RequestId>();
        loop {
            tokio::select! {
                next = commands.recv() => {
                    let Some((id, command)) = next else { break };
                    self.handle(id, command, &done_tx);
                }
                Some((id, written)) = local_writes.recv() => self.spawn_local_write(id, &done_tx, written),
                Some(adopt) = adopted.recv() => self.adopt(adopt),
                Some(id) = done_rx.recv() => { self.running.remove(&id); }
            }
        }
        if let Some(sandbox) = self.sandbox.take() {
            sandbox.shutdown().await;
        }
    }

    /// Makes a proven connection the current one, then says so: every command the UI sends
    /// after it hears of the switch goes through the new client.
    fn adopt(&mut self, adopt: Adopt) {
        match adopt {
            Adopt::Client { id, environment, client, info } => {
                self.client = Some(client);
                self.events.send(id, EventKind::Connected { environment, result: Ok(info) });
            }
            Adopt::Sandbox { id, sandbox, client, started } => {
                self.client = Some(client);
                if let Some(sandbox) = sandbox
                    && let Some(previous) = self.sandbox.replace(sandbox)
                {
                    tokio::spawn(previous.shutdown());
                }
                self.events.send(id, EventKind::SandboxStarted(Ok(started)));
            }
        }
    }

    fn handle(&mut self, id: RequestId, command: Command, done: &mpsc::UnboundedSender<RequestId>) {
        let events = self.events.clone();
        match command {
            Command::Cancel { target } => {
                if let Some(running) = self.running.remove(&target) {
                    running.abort.abort();
                    match running.reconcile {
                        Some(reconcile) => self.reconcile(target, reconcile, done),
                        None => events.send(target, EventKind::Cancelled),
                    }
                }
                // The cancel request itself is answered too, so nothing stays "in flight".
                events.send(id, EventKind::Cancelled);
            }
            Command::LoadLocalData => {
                let local = self.local.clone();
                self.spawn(id, done, async move {
                    let loaded = local.load().await;
                    events.send(id, EventKind::LocalDataLoaded(Box::new(loaded)));
                });
            }
            // `WorkerHandle::send` queues these itself; sent here some other way, they are
            // queued now, in the order the commands came.
            command @ (Command::SaveDraft(_) | Command::DeleteDraft(_) | Command::RecordActivity(_)) => {
                if let Ok(written) = queue_local_write(&self.local, command) {
                    self.spawn_local_write(id, done, written);
                }
            }
            Command::RenderPdfPreview { pdf } => {
                self.spawn(id, done, async move {
                    let result = tokio::task::spawn_blocking(move || crate::pdf_preview::render_pages(&pdf.0))
                        .await
                        .unwrap_or_else(|_| Err("The preview could not be drawn (the renderer failed).".to_owned()));
                    events.send(id, EventKind::PdfPreviewRendered(result));
                });
            }
            Command::SavePdf { pdf, suggested_name, destination } => {
                let dialog = Arc::clone(&self.options.save_dialog);
                let documents = self.options.documents_folder.clone();
                self.spawn(id, done, async move {
                    let result = save_pdf(&*dialog, documents, destination, &suggested_name, pdf).await;
                    // rfd reports a dialog it could not show as a cancel; the dialog knows which.
                    if matches!(result, Ok(None)) && dialog.take_could_not_show() {
                        events.send(id, EventKind::NoSaveDialog);
                    } else {
                        events.send(id, EventKind::PdfSaved(result));
                    }
                });
            }
            Command::OpenFile { path } => {
                self.spawn(id, done, async move {
                    let result = tokio::task::spawn_blocking(move || crate::export::open_file(&path))
                        .await
                        .unwrap_or_else(|_| Err(ExportError::new("The PDF could not be opened.", "task stopped")));
                    events.send(id, EventKind::FileShown(result));
                });
            }
            Command::ShowInFolder { path } => {
                self.spawn(id, done, async move {
                    let result = tokio::task::spawn_blocking(move || crate::export::show_in_folder(&path))
                        .await
                        .unwrap_or_else(|_| Err(ExportError::new("The folder could not be shown.", "task stopped")));
                    events.send(id, EventKind::FileShown(result));
                });
            }
            Command::StartSandbox { state_file, simulate_respondents } => {
                let config = SandboxConfig { state_file, simulate_respondents, ..SandboxConfig::default() };
                let options = self.options.client.clone();
                let adopt = self.adopt.clone();
                // Switching back to the sandbox reuses the one already running (and its data).
                let running = self.sandbox.as_ref().map(|s| (s.base_url(), s.token(), s.demo_patient_ids()));
                self.spawn(id, done, async move {
                    let (sandbox, base_url, token, demo_ids) = match running {
                        Some((base_url, token, demo_ids)) => (None, base_url, token, demo_ids),
                        None => match Sandbox::start(config).await {
                            Ok(sandbox) => {
                                let (base_url, token, ids) =
                                    (sandbox.base_url(), sandbox.token(), sandbox.demo_patient_ids());
                                (Some(sandbox), base_url, token, ids)
                            }
                            Err(err) => {
                                let message = format!("The demo service could not start: {err}");
                                events.send(id, EventKind::SandboxStarted(Err(message)));
                                return;
                            }
                        },
                    };
                    let environment = Environment::Sandbox { base_url };
                    let client = match Client::new(&environment, AccessToken::new(token), &options) {
                        Ok(client) => client,
                        Err(err) => {
                            events.send(id, EventKind::SandboxStarted(Err(err.message)));
                            return;
                        }
                    };
                    let mut demo_patients = Vec::new();
                    for patient_id in demo_ids {
                        if let Ok(patient) = client.get_patient(&patient_id).await {
                            demo_patients.push(patient);
                        }
                    }
                    let started = SandboxStarted { environment, demo_patients };
                    let _ = adopt.send(Adopt::Sandbox { id, sandbox, client, started });
                });
            }
            Command::Connect { environment, token, remember } => {
                let connect = self.connector();
                self.spawn(id, done, async move { connect.run(id, environment, token, remember).await });
            }
            Command::SignIn { environment, credentials } => {
                let connect = self.connector();
                self.spawn(id, done, async move {
                    match request_token(&environment, &connect.options, &credentials).await {
                        Ok(token) => connect.run(id, environment, token, true).await,
                        Err(error) => connect.events.send(id, EventKind::Connected { environment, result: Err(error) }),
                    }
                });
            }
            Command::Resume { environment } => {
                let connect = self.connector();
                let vault = TokenVault::new(self.options.use_keyring);
                self.spawn(id, done, async move {
                    let key = environment.api_base().to_owned();
                    let token = tokio::task::spawn_blocking(move || vault.load(&key)).await.ok().flatten();
                    match token {
                        // It came from the keyring, so it is (still) kept there.
                        Some(token) => connect.run(id, environment, token, true).await,
                        None => connect.events.send(id, EventKind::NothingToResume { environment }),
                    }
                });
            }
            Command::SignOut { environment } => {
                // Forgotten here and now: no request may use the token after "signed out".
                self.client = None;
                let vault = TokenVault::new(self.options.use_keyring);
                self.spawn(id, done, async move {
                    let key = environment.api_base().to_owned();
                    let _ = tokio::task::spawn_blocking(move || vault.forget(&key)).await;
                    events.send(id, EventKind::SignedOut);
                });
            }
            other => {
                let Some(client) = self.client.clone() else {
                    let error = ApiError::new(
                        crate::api::error::ErrorKind::Unauthorized,
                        "Not connected yet. Please sign in first.",
                    );
                    events.send(id, not_connected_event(other, error));
                    return;
                };
                let retry = RetryPolicy::from(&self.options);
                let reconcile = Reconcile::of(&other);
                self.spawn(id, done, run_request(client, other, id, events, retry));
                if let Some(running) = self.running.get_mut(&id) {
                    running.reconcile = reconcile;
                }
            }
        }
    }

    fn connector(&self) -> Connector {
        Connector {
            options: self.options.client.clone(),
            use_keyring: self.options.use_keyring,
            events: self.events.clone(),
            adopt: self.adopt.clone(),
        }
    }

    /// A write was cancelled after it may have left: find out what it did and say so.
    fn reconcile(&mut self, target: RequestId, reconcile: Reconcile, done: &mpsc::UnboundedSender<RequestId>) {
        let Some(client) = self.client.clone() else {
            self.events.send(target, EventKind::Cancelled);
            return;
        };
        let events = self.events.clone();
        let retry = RetryPolicy::from(&self.options);
        self.spawn(target, done, async move {
            let kind = match reconcile {
                Reconcile::CreatePatient { reference } => EventKind::CreateOutcomeChecked {
                    why: Interrupted::Cancelled,
                    found: look_up_reference(&client, &reference, target, &events, retry).await,
                },
                Reconcile::UpdatePatient { patient_id, payload } => EventKind::UpdateOutcomeChecked {
                    found: read_with_retry(target, &events, retry, || client.get_patient(&patient_id)).await,
                    payload,
                },
                Reconcile::CreateSurvey => EventKind::SurveyCreated {
                    result: Err(ApiError::new(
                        crate::api::error::ErrorKind::ConnectionLost,
                        "The survey was cancelled after it may have been sent.",
                    )),
                    patient: None,
                },
            };
            events.send(target, kind);
        });
    }

    /// Runs a small file write on the blocking pool and reports only failures.
    fn spawn_local_write(
        &mut self,
        id: RequestId,
        done: &mpsc::UnboundedSender<RequestId>,
        written: impl Future<Output = Result<(), String>> + Send + 'static,
    ) {
        let events = self.events.clone();
        self.spawn(id, done, async move {
            match written.await {
                Ok(()) => events.send(id, EventKind::LocalWritten),
                Err(message) => events.send(id, EventKind::LocalWriteFailed(message)),
            }
        });
    }

    fn spawn(
        &mut self,
        id: RequestId,
        done: &mpsc::UnboundedSender<RequestId>,
        task: impl Future<Output = ()> + Send + 'static,
    ) {
        let done = done.clone();
        let handle = tokio::spawn(async move {
            task.await;
            let _ = done.send(id);
        });
        self.running.insert(id, Running { abort: handle.abort_handle(), reconcile: None });
    }
}

/// What a connection task needs: it checks a token against the service and hands the client
/// to the worker only when the service accepted it, so a failed switch changes nothing.
struct Connector {
    options: ClientOptions,
    use_keyring: bool,
    events: EventSink,
    adopt: mpsc::UnboundedSender<Adopt>,
}

impl Connector {
    async fn run(self, id: RequestId, environment: Environment, token: AccessToken, remember: bool) {
        let client = match Client::new(&environment, token.clone(), &self.options) {
            Ok(client) => client,
            Err(error) => {
                self.events.send(id, EventKind::Connected { environment, result: Err(error) });
                return;
            }
        };
        if let Err(error) = check_connection(&client).await {
            self.events.send(id, EventKind::Connected { environment, result: Err(error) });
            return;
        }
        let vault = TokenVault::new(self.use_keyring && remember);
        let key = environment.api_base().to_owned();
        let kept = token.clone();
        let storage =
            tokio::task::spawn_blocking(move || vault.store(&key, &kept)).await.unwrap_or(TokenStorage::MemoryOnly);
        let info = ConnectedInfo { token, storage };
        let _ = self.adopt.send(Adopt::Client { id, environment, client, info });
    }
}

fn not_connected_event(command: Command, error: ApiError) -> EventKind {
    match command {
        Command::TestConnection => EventKind::ConnectionTested(Err(error)),
        Command::FindPatient { query } => EventKind::PatientFound { query, result: Err(error) },
        Command::OpenPatient { patient_id } => EventKind::PatientLoaded { patient_id, result: Err(error) },
        Command::CreatePatient { .. } | Command::UpdatePatient { .. } => EventKind::PatientSaved(Err(error)),
        Command::CreateSurvey { .. } | Command::UpdatePatientThenCreateSurvey { .. } => {
            EventKind::SurveyCreated { result: Err(error), patient: None }
        }
        Command::ListSurveys { patient_id } => EventKind::SurveysListed { patient_id, result: Err(error) },
        Command::OpenSurvey { survey_id } => EventKind::SurveyLoaded { survey_id, result: Err(error) },
        Command::LoadHistory { survey_id } => EventKind::HistoryLoaded { survey_id, result: Err(error) },
        Command::LoadPlainText { survey_id } => EventKind::PlainTextLoaded { survey_id, result: Err(error) },
        Command::LoadPdf { survey_id } => EventKind::PdfLoaded { survey_id, result: Err(error) },
        _ => EventKind::ConnectionTested(Err(error)),
    }
}

/// A request that proves the service is reachable and accepts the token
/// without touching data: a lookup of a reference nobody has. 404 is success.
async fn check_connection(client: &Client) -> Result<(), ApiError> {
    let probe = format!("intake-desk-connection-check-{}", uuid::Uuid::new_v4());
    match client.get_patient_by_external_reference(&probe).await {
        Ok(_) => Ok(()),
        Err(error) if error.kind == crate::api::error::ErrorKind::NotFound => Ok(()),
        Err(error) => Err(error),
    }
}

#[derive(Clone, Copy, Debug)]
struct RetryPolicy {
    retries: u32,
    base: Duration,
    max: Duration,
}

impl From<&WorkerOptions> for RetryPolicy {
    fn from(options: &WorkerOptions) -> Self {
        RetryPolicy { retries: options.read_retries, base: options.retry_base_delay, max: options.retry_max_delay }
    }
}

impl RetryPolicy {
    /// Exponential back-off with jitter, or what the service asked for.
    fn wait(&self, attempt: u32, error: &ApiError) -> Duration {
        if let Some(asked) = error.retry_after {
            return asked.min(Duration::from_secs(120));
        }
        let exponential = self.base.saturating_mul(1u32 << attempt.min(10)).min(self.max);
        let jitter = rand_fraction() * 0.5 + 0.75; // 75–125 %
        exponential.mul_f64(jitter)
    }
}

/// A pseudo-random fraction in [0, 1), good enough for jitter.
fn rand_fraction() -> f64 {
    let nanos =
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.subsec_nanos()).unwrap_or(0);
    f64::from(nanos % 1000) / 1000.0
}

/// Runs a read, retrying transient failures and telling the UI about each retry.
async fn read_with_retry<T, F, Fut>(
    id: RequestId,
    events: &EventSink,
    policy: RetryPolicy,
    mut call: F,
) -> Result<T, ApiError>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, ApiError>>,
{
    let mut attempt = 0;
    loop {
        match call().await {
            Err(error) if error.is_transient() && attempt < policy.retries => {
                let wait = policy.wait(attempt, &error);
                attempt += 1;
                events.send(id, EventKind::Retrying { attempt, wait, error });
                tokio::time::sleep(wait).await;
            }
            other => return other,
        }
    }
}

async fn run_request(client: Client, command: Command, id: RequestId, events: EventSink, retry: RetryPolicy) {
    let kind = match command {
        Command::TestConnection => EventKind::ConnectionTested(check_connection(&client).await),
        Command::FindPatient { query } => {
            let result = read_with_retry(id, &events, retry, || find_patient(&client, &query)).await;
            EventKind::PatientFound { query, result }
        }
        Command::OpenPatient { patient_id } => {
            let result = read_with_retry(id, &events, retry, || client.get_patient(&patient_id)).await;
            EventKind::PatientLoaded { patient_id, result }
        }
        Command::CreatePatient { payload } => create_patient(&client, payload, id, &events, retry).await,
        Command::UpdatePatient { patient_id, payload, based_on } => {
            update_patient(&client, &patient_id, payload, &based_on, id, &events, retry).await
        }
        Command::CreateSurvey { request } => create_survey(&client, request, id, &events, retry).await,
        Command::UpdatePatientThenCreateSurvey { patient_id, payload, based_on, request } => {
            match update_patient(&client, &patient_id, payload, &based_on, id, &events, retry).await {
                EventKind::PatientSaved(Ok(after)) => {
                    events.send(id, EventKind::SurveyPatientUpdated { before: based_on, after });
                    send_survey(&client, &request).await
                }
                EventKind::UpdateConflict { current } => {
                    EventKind::ReferenceOnRecord { patient: current, changed: true }
                }
                EventKind::PatientSaved(Err(error)) => {
                    EventKind::SurveyNotSent { step: SurveyStep::PatientUpdate, error }
                }
                other => other,
            }
        }
        Command::ListSurveys { patient_id } => {
            let result = read_with_retry(id, &events, retry, || client.list_patient_surveys(&patient_id)).await;
            EventKind::SurveysListed { patient_id, result }
        }
        Command::OpenSurvey { survey_id } => {
            let result = read_with_retry(id, &events, retry, || client.get_survey(&survey_id)).await;
            EventKind::SurveyLoaded { survey_id, result }
        }
        Command::LoadHistory { survey_id } => {
            let result = read_with_retry(id, &events, retry, || client.get_survey_history(&survey_id)).await;
            EventKind::HistoryLoaded { survey_id, result }
        }
        Command::LoadPlainText { survey_id } => {
            let result = read_with_retry(id, &events, retry, || client.get_plain_text_summary(&survey_id)).await;
            EventKind::PlainTextLoaded { survey_id, result }
        }
        Command::LoadPdf { survey_id } => {
            let result = read_with_retry(id, &events, retry, || client.get_pdf_summary(&survey_id)).await;
            EventKind::PdfLoaded { survey_id, result }
        }
        Command::StartSandbox { .. }
        | Command::Connect { .. }
        | Command::SignIn { .. }
        | Command::Resume { .. }
        | Command::SignOut { .. }
        | Command::RenderPdfPreview { .. }
        | Command::SavePdf { .. }
        | Command::OpenFile { .. }
        | Command::ShowInFolder { .. }
        | Command::LoadLocalData
        | Command::SaveDraft(_)
        | Command::DeleteDraft(_)
        | Command::RecordActivity(_)
        | Command::Cancel { .. } => return,
    };
    events.send(id, kind);
}

/// Never change a patient silently: form 2 is sent only for an external reference nobody has.
/// (The service would use the patient on record and replace their details with the typed
/// ones; the user decides that, with the two side by side.)
async fn create_survey(
    client: &Client,
    request: CreateSurveyRequest,
    id: RequestId,
    events: &EventSink,
    retry: RetryPolicy,
) -> EventKind {
    if let SurveyPatient::New(payload) = &request.patient {
        match look_up_reference(client, &payload.external_reference, id, events, retry).await {
            Ok(Some(patient)) => return EventKind::ReferenceOnRecord { patient, changed: false },
            Ok(None) => {}
            Err(error) => return EventKind::SurveyNotSent { step: SurveyStep::ReferenceLookup, error },
        }
    }
    send_survey(client, &request).await
}

/// Sends the survey, then fetches the patient it is for (to show them with their surveys).
async fn send_survey(client: &Client, request: &CreateSurveyRequest) -> EventKind {
    let result = client.create_survey(request).await;
    let patient = match (&result, &request.patient) {
        (Ok(_), SurveyPatient::Existing { patient_id }) => client.get_patient(patient_id).await.ok(),
        (Ok(_), SurveyPatient::New(payload)) => {
            client.get_patient_by_external_reference(&payload.external_reference).await.ok()
        }
        (Err(_), _) => None,
    };
    EventKind::SurveyCreated { result, patient }
}

/// A UUID-shaped query is tried as a service id first, then as a reference.
async fn find_patient(client: &Client, query: &str) -> Result<Patient, ApiError> {
    let query = query.trim();
    if uuid::Uuid::parse_str(query).is_ok() {
        match client.get_patient(query).await {
            Err(error) if error.kind == crate::api::error::ErrorKind::NotFound => {}
            other => return other,
        }
    }
    client.get_patient_by_external_reference(query).await.map_err(|mut error| {
        if error.kind == crate::api::error::ErrorKind::NotFound {
            error.message = "No patient found with this id or external reference.".to_owned();
        }
        error
    })
}

/// Never create twice: look the reference up first, and after an ambiguous
/// failure look again before anything is offered to resend.
async fn create_patient(
    client: &Client,
    payload: PatientPayload,
    id: RequestId,
    events: &EventSink,
    retry: RetryPolicy,
) -> EventKind {
    let reference = payload.external_reference.clone();
    match read_with_retry(id, events, retry, || client.get_patient_by_external_reference(&reference)).await {
        Ok(existing) => return EventKind::DuplicateFound(existing),
        Err(error) if error.kind == crate::api::error::ErrorKind::NotFound => {}
        Err(error) => return EventKind::PatientSaved(Err(error)),
    }
    match client.create_patient(&payload).await {
        Ok(created) => EventKind::PatientSaved(
            read_with_retry(id, events, retry, || client.get_patient(&created.patient_id)).await,
        ),
        Err(error) if error.is_ambiguous() => {
            let found = look_up_reference(client, &reference, id, events, retry).await;
            EventKind::CreateOutcomeChecked { why: Interrupted::Failed(error), found }
        }
        Err(error) => EventKind::PatientSaved(Err(error)),
    }
}

/// Who has this external reference now (`None`: nobody).
async fn look_up_reference(
    client: &Client,
    reference: &str,
    id: RequestId,
    events: &EventSink,
    retry: RetryPolicy,
) -> Result<Option<Patient>, ApiError> {
    read_with_retry(id, events, retry, || client.get_patient_by_external_reference(reference))
        .await
        .map(Some)
        .or_else(|lookup| if lookup.kind == crate::api::error::ErrorKind::NotFound { Ok(None) } else { Err(lookup) })
}

/// Never overwrite what someone else saved: refetch first; when what a person reads changed
/// since the edit began, send nothing and answer with the record as it is now. The fields the
/// app does not know are sent back as the service has them now.
async fn update_patient(
    client: &Client,
    patient_id: &str,
    mut payload: PatientPayload,
    based_on: &Patient,
    id: RequestId,
    events: &EventSink,
    retry: RetryPolicy,
) -> EventKind {
    let current = match read_with_retry(id, events, retry, || client.get_patient(patient_id)).await {
        Ok(current) => current,
        Err(error) => return EventKind::PatientSaved(Err(error)),
    };
    if !current.same_details_as(based_on) {
        return EventKind::UpdateConflict { current };
    }
    payload.extra = current.extra;
    let result = match client.update_patient(patient_id, &payload).await {
        Ok(_) => read_with_retry(id, events, retry, || client.get_patient(patient_id)).await,
        Err(error) => Err(error),
    };
    EventKind::PatientSaved(result)
}
