//! The only bridge between the UI thread and the tokio runtime: it takes
//! [`Command`]s, runs each as a task, and answers every one with an
//! [`Event`] carrying a `Result` (never silence), then asks for a repaint.
//!
//! This module is the runtime glue: spawning, the channels, cancellation, the
//! connection in use (replaced only by one that proved itself), the embedded
//! sandbox's lifecycle, and the hand-off of local writes to the one local writer.
//! It also runs the local work that must not block the UI thread: rendering
//! the PDF preview, the save dialog and the file write, opening files.
//!
//! - [`protocol`]: the commands and events themselves (plain data).
//! - [`flows`]: what each request to the service does, as plain `async fn`s.
//! - [`retry`]: reads retried after transient failures (`backon`); writes never blindly.
//! - `requests`: a command's flow run and its result turned into the event.
//! - [`import_cage`]: a day's list read in a child process under a memory cap and a time limit.

pub mod batch;
mod connect;
mod day_list;
mod demo_colleague;
pub use demo_colleague::COLLEAGUE_DESK;
pub mod filing;
pub mod flows;
pub mod import_cage;
mod options;
mod save;

use options::journal_place;
use save::save_file;
pub mod protocol;
mod requests;
pub mod retry;

pub use options::WorkerOptions;

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::mpsc;
use tokio::task::AbortHandle;

pub use self::protocol::{
    BatchStopped, Command, ConnectedInfo, Event, EventKind, FolderProblem, Interrupted, RequestId, SandboxStarted,
    SaveDestination, SurveyStep,
};
use self::requests::{Reconcile, not_connected_event, run_request};
use self::retry::RetryPolicy;
use crate::api::{AccessToken, ApiError, Client, Environment, PdfDocument};
use crate::export::{ChosenPath, ExportError, ExportProblem, SaveDialog};
use crate::sandbox::{Sandbox, SandboxConfig};
use crate::secrets::TokenVault;

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
type LocalWrite = std::pin::Pin<Box<dyn Future<Output = Result<(), crate::i18n::Msg>> + Send>>;

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
    pub fn spawn(runtime: &tokio::runtime::Handle, waker: Waker, mut options: WorkerOptions) -> WorkerHandle {
        // Every look-up of a reference, by every client this worker makes, finds a patient
        // under any form the clinic's references may be on record under.
        if options.client.reference_forms.is_none() {
            options.client.reference_forms = options.policy.references.reference_forms();
        }
        let (command_tx, command_rx) = mpsc::unbounded_channel();
        let (event_tx, event_rx) = std::sync::mpsc::channel();
        let (adopt_tx, adopt_rx) = mpsc::unbounded_channel();
        let local = match &options.unusable_data_dir {
            Some(unusable) => crate::local_store::LocalWriter::start_refusing(unusable.clone()),
            None => crate::local_store::LocalWriter::start_with_limit(
                options.data_dir.clone(),
                options.local_store_size_limit,
            ),
        };
        let (local_tx, local_rx) = mpsc::unbounded_channel();
        let journal_place = journal_place(&options);
        let worker = Worker {
            journal_place,
            options,
            client: None,
            session: None,
            sandbox: None,
            running: HashMap::new(),
            batches: HashMap::new(),
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
    /// Where that client works (service, tenant, account): a batch is sent only in the session
    /// it was made in.
    session: Option<crate::api::SessionKey>,
    sandbox: Option<Sandbox>,
    running: HashMap<RequestId, Running>,
    /// The batches being sent, by id: how they are stopped.
    batches: HashMap<String, BatchFlags>,
    events: EventSink,
    /// Connection tasks hand over a client here once the service accepted it.
    adopt: mpsc::UnboundedSender<Adopt>,
    /// The one writer of drafts and the activity log.
    local: crate::local_store::LocalWriter,
    /// Where the day's lists are journaled (the clinic database, when IT names one); `None`
    /// where the data folder cannot be used.
    journal_place: Option<crate::batch_journal::JournalPlace>,
}

/// How a running batch is stopped: `stop` (pause, cancel, or the session's end, which also sets
/// `session_ended` so the user is told why).
#[derive(Clone, Default)]
struct BatchFlags {
    stop: Arc<std::sync::atomic::AtomicBool>,
    session_ended: Arc<std::sync::atomic::AtomicBool>,
}

/// A task in flight, and how to find out what it did if it is cancelled.
struct Running {
    abort: AbortHandle,
    reconcile: Option<Reconcile>,
}

/// A connection that proved itself, for the worker to make current.
enum Adopt {
    Client { id: RequestId, environment: Environment, client: Client, info: ConnectedInfo },
    Sandbox { id: RequestId, sandbox: Option<Sandbox>, client: Client, started: SandboxStarted, token: AccessToken },
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
                self.enter_session(crate::api::SessionKey::of(&environment, &info.token));
                self.client = Some(client);
                self.events.send(id, EventKind::Connected { environment, result: Ok(info) });
            }
            Adopt::Sandbox { id, sandbox, client, started, token } => {
                self.enter_session(crate::api::SessionKey::of(&started.environment, &token));
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

    /// Work of one session never goes on in another: a connection elsewhere (another service,
    /// tenant or account) stops the batches being sent first. Their rows in flight finish and
    /// are journaled; the rest waits for their session.
    fn enter_session(&mut self, session: crate::api::SessionKey) {
        if self.session.as_ref() != Some(&session) {
            self.stop_batches();
        }
        self.session = Some(session);
    }

    fn stop_batches(&mut self) {
        for flags in self.batches.values() {
            flags.session_ended.store(true, std::sync::atomic::Ordering::SeqCst);
            flags.stop.store(true, std::sync::atomic::Ordering::SeqCst);
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
                        .unwrap_or(Err(crate::pdf_preview::PreviewError::RendererStopped));
                    events.send(id, EventKind::PdfPreviewRendered(result));
                });
            }
            Command::SavePdf { pdf, offer, destination } => {
                let dialog = Arc::clone(&self.options.save_dialog);
                let documents = self.options.documents_folder.clone();
                self.spawn(id, done, async move {
                    let pdf_bytes: fn(&Arc<PdfDocument>) -> &[u8] = |pdf| &pdf.0;
                    let result = save_file(&*dialog, documents, destination, &offer, pdf, pdf_bytes).await;
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
                        .unwrap_or_else(|_| Err(ExportError::task_stopped(ExportProblem::OpenFailed)));
                    events.send(id, EventKind::FileShown(result));
                });
            }
            Command::ShowInFolder { path } => {
                self.spawn(id, done, async move {
                    let result = tokio::task::spawn_blocking(move || crate::export::show_in_folder(&path))
                        .await
                        .unwrap_or_else(|_| Err(ExportError::task_stopped(ExportProblem::ShowFailed)));
                    events.send(id, EventKind::FileShown(result));
                });
            }
            Command::OpenFolder { path } => {
                self.spawn(id, done, async move {
                    let opened = path.clone();
                    let result = tokio::task::spawn_blocking(move || {
                        if !opened.is_dir() {
                            return Err(FolderProblem::Missing);
                        }
                        opener::open(&opened).map_err(|e| FolderProblem::NotOpened(e.to_string()))
                    })
                    .await
                    .unwrap_or_else(|_| Err(FolderProblem::NotOpened("the task stopped".to_owned())));
                    events.send(id, EventKind::FolderOpened { path, result });
                });
            }
            Command::SendBatch { batch_id, concurrency, again, reminder_rules } => {
                self.send_batch(id, done, batch_id, concurrency, again, reminder_rules)
            }
            Command::OpenDayList { offer } => self.open_day_list(id, done, None, Some(offer)),
            Command::ReadDayList { path } => self.open_day_list(id, done, Some(path), None),
            Command::CreateBatch { file_name, headers, mapping, items } => {
                let session = self.session.clone();
                self.create_batch(id, done, session, file_name, headers, mapping, items);
            }
            Command::FinishBatch { batch_id } => self.close_batch(id, done, batch_id),
            Command::LoadBatch { batch_id } => self.load_batch(id, done, batch_id),
            Command::FindUnfinishedBatches => self.find_unfinished_batches(id, done),
            Command::SaveFile { offer, bytes } => self.save_chosen_file(id, done, offer, bytes),
            Command::LoadSent { first, last, newest_first } => self.load_sent(id, done, first, last, newest_first),
            Command::AddDemoColleague => self.add_demo_colleague(id, done),
            Command::TurnClinicSharing { off } => {
                self.options.clinic_sharing_turned_off = off;
                self.journal_place = journal_place(&self.options);
                tracing::info!(
                    shared = !off,
                    "the clinic database's sharing was turned {}",
                    if off { "off" } else { "on" }
                );
            }
            Command::RecordSingleSent { single, session } => self.record_single_sent(id, done, *single, session),
            Command::RefreshStatuses { survey_ids } => self.refresh_statuses(id, done, survey_ids),
            Command::FileAnswered { surveys, settings } => self.file_answered(id, done, surveys, settings),
            Command::ReadEid => {
                let events = self.events.clone();
                self.spawn(id, done, async move {
                    let limit = crate::eid_reader::TIME_LIMIT;
                    // The reader's calls block: off the runtime's threads, and given up after the
                    // limit (the blocked call ends on its own, or when the program holding the
                    // card lets go of it; its answer is then not used).
                    let progress = Arc::new(crate::eid_reader::ReadProgress::default());
                    let reading = Arc::clone(&progress);
                    let read = tokio::task::spawn_blocking(move || crate::eid_reader::read_identity(&reading));
                    let result = match tokio::time::timeout(limit, read).await {
                        Ok(Ok(result)) => result,
                        Ok(Err(_)) => Err(crate::eid_reader::ReadProblem::Reader("the read stopped".to_owned())),
                        Err(_) => Err(progress.given_up_after(limit)),
                    };
                    events.send(id, EventKind::EidRead(result));
                });
            }
            Command::StopBatch { batch_id } => {
                if let Some(flags) = self.batches.get(&batch_id) {
                    flags.stop.store(true, std::sync::atomic::Ordering::SeqCst);
                }
            }
            Command::StartSandbox { .. } if !self.options.policy.sandbox_available => {
                events.send(id, EventKind::SandboxStarted(Err(crate::i18n::Msg::new("policy-sandbox-not-allowed"))));
            }
            Command::Connect { environment, .. }
            | Command::SignIn { environment, .. }
            | Command::Resume { environment }
                if !self.options.policy.allows_environment(&environment) =>
            {
                tracing::warn!(
                    address = environment.api_base(),
                    "refused: the IT policy does not allow this environment"
                );
                let result = Err(crate::policy::blocked_by_policy());
                events.send(id, EventKind::Connected { environment, result });
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
                                let problem = crate::msg!("error-sandbox-not-started", problem = err.to_string());
                                events.send(id, EventKind::SandboxStarted(Err(problem)));
                                return;
                            }
                        },
                    };
                    let environment = Environment::Sandbox { base_url };
                    let token = AccessToken::new(token);
                    let client = match Client::new(&environment, token.clone(), &options) {
                        Ok(client) => client,
                        Err(err) => {
                            events.send(id, EventKind::SandboxStarted(Err(crate::i18n::service::api_error(&err))));
                            return;
                        }
                    };
                    let mut demo_patients = Vec::new();
                    for patient_id in demo_ids {
                        if let Ok(patient) = client.get_patient(&patient_id).await {
                            demo_patients.push(patient);
                        }
                    }
                    let session = crate::api::SessionKey::of(&environment, &token);
                    let started = SandboxStarted { environment, session, demo_patients };
                    let _ = adopt.send(Adopt::Sandbox { id, sandbox, client, started, token });
                });
            }
            Command::Connect { environment, token, remember } => {
                let connect = self.connector();
                self.spawn(id, done, async move { connect.run(id, environment, token, None, remember).await });
            }
            Command::SignIn { environment, credentials } => {
                let connect = self.connector();
                self.spawn(id, done, async move { connect.sign_in(id, environment, credentials).await });
            }
            Command::Resume { environment } => {
                let connect = self.connector();
                let vault = TokenVault::new(self.options.use_keyring);
                self.spawn(id, done, async move { connect.resume(id, environment, vault).await });
            }
            Command::SignOut { environment } => {
                // Forgotten here and now: no request may use the token after "signed out", and
                // no batch starts another row.
                self.stop_batches();
                self.client = None;
                self.session = None;
                let vault = TokenVault::new(self.options.use_keyring);
                self.spawn(id, done, async move {
                    let key = environment.api_base().to_owned();
                    let _ = tokio::task::spawn_blocking(move || vault.forget(&key)).await;
                    events.send(id, EventKind::SignedOut);
                });
            }
            other => {
                // The one rule of every send, whatever a screen offered (a batch's rows are held
                // to it in `batch`).
                if let Some(request) = other.survey_request()
                    && let Err(error) = self.options.policy.allows_survey(request)
                {
                    tracing::warn!("refused: the IT policy does not allow this send; nothing was sent");
                    events.send(id, not_connected_event(other, error));
                    return;
                }
                // A survey's outcome is asked in the session it was sent in, or not at all.
                let elsewhere =
                    matches!(&other, Command::SettleSurveyCreate { session, .. } if *session != self.session);
                let Some(client) = self.client.clone().filter(|_| !elsewhere) else {
                    let error = ApiError::new(
                        crate::api::error::ErrorKind::Unauthorized,
                        crate::api::error::Reason::NotSignedIn,
                    );
                    events.send(id, not_connected_event(other, error));
                    return;
                };
                let reconcile = Reconcile::of(&other);
                self.spawn(id, done, run_request(client, other, id, events, self.retry_policy()));
                if let Some(running) = self.running.get_mut(&id) {
                    running.reconcile = reconcile;
                }
            }
        }
    }

    /// A write was cancelled after it may have left: find out what it did and say so.
    fn reconcile(&mut self, target: RequestId, reconcile: Reconcile, done: &mpsc::UnboundedSender<RequestId>) {
        let Some(client) = self.client.clone() else {
            self.events.send(target, EventKind::Cancelled);
            return;
        };
        let task = reconcile.run(client, target, self.events.clone(), self.retry_policy());
        self.spawn(target, done, task);
    }

    fn retry_policy(&self) -> RetryPolicy {
        let options = &self.options;
        RetryPolicy { retries: options.read_retries, base: options.retry_base_delay, max: options.retry_max_delay }
    }

    /// A file the user places with the save dialog (a day list's results, the typing that
    /// could not be saved at close).
    fn save_chosen_file(
        &mut self,
        id: RequestId,
        done: &mpsc::UnboundedSender<RequestId>,
        offer: crate::export::SaveOffer,
        bytes: Vec<u8>,
    ) {
        let dialog = Arc::clone(&self.options.save_dialog);
        let documents = self.options.documents_folder.clone();
        let events = self.events.clone();
        self.spawn(id, done, async move {
            let ask = SaveDestination::AskUser;
            let mut result = save_file(&*dialog, documents.clone(), ask, &offer, bytes.clone(), Vec::as_slice).await;
            // Where no dialog can be shown the file goes into the Documents folder at once (never
            // over a file there), and the notice says where.
            if matches!(result, Ok(None)) && dialog.take_could_not_show() {
                let documents_folder = SaveDestination::DocumentsFolder;
                result = save_file(&*dialog, documents, documents_folder, &offer, bytes, Vec::as_slice).await;
            }
            events.send(id, EventKind::FileSaved(result));
        });
    }

    fn spawn_local_write(
        &mut self,
        id: RequestId,
        done: &mpsc::UnboundedSender<RequestId>,
        written: impl Future<Output = Result<(), crate::i18n::Msg>> + Send + 'static,
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
        let events = self.events.clone();
        let task = tokio::spawn(task);
        let abort = task.abort_handle();
        // A task that panics must not leave its request "in progress" for ever: tokio keeps the
        // panic inside the task (the window and what was typed stay), and the state is told.
        tokio::spawn(async move {
            if let Err(stopped) = task.await
                && stopped.is_panic()
            {
                tracing::error!(request = id, "a background task stopped unexpectedly (a bug; see the log above)");
                events.send(id, EventKind::TaskStopped);
            }
            let _ = done.send(id);
        });
        self.running.insert(id, Running { abort, reconcile: None });
    }
}

#[cfg(test)]
mod tests;
