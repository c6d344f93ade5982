//! The store's writer: one thread that owns the profile's database for the app, taking its
//! jobs (drafts, activity, filings) in order and answering each; a store that cannot be opened
//! answers every job with why.

use super::*;

/// One job for the store's thread.
enum Job {
    Load(tokio::sync::oneshot::Sender<LocalData>),
    SaveDraft(Box<Draft>, Reply),
    DeleteDraft(String, Reply),
    Record(Box<ActivityEntry>, Reply),
    RecordFiling(Box<crate::filing::FiledVersion>, Reply),
    Filed(String, tokio::sync::oneshot::Sender<Option<crate::filing::FiledVersion>>),
    /// Answered once every earlier job is done.
    Flush(std::sync::mpsc::Sender<()>),
}

type Reply = tokio::sync::oneshot::Sender<Result<(), Msg>>;

/// The one writer of the local store: a thread that owns the connection and does the jobs in
/// the order they were sent.
#[derive(Clone)]
pub struct LocalWriter {
    jobs: std::sync::mpsc::Sender<Job>,
}

impl LocalWriter {
    /// Starts the thread. The store is opened on it (never on the caller's thread); `None`
    /// keeps everything in memory.
    pub fn start(data_dir: Option<PathBuf>) -> LocalWriter {
        LocalWriter::start_with_limit(data_dir, None)
    }

    /// A writer for a data folder that cannot be used: nothing is read, and every draft's save
    /// is answered with why it cannot be kept (never "saved" into memory).
    pub fn start_refusing(data_dir: PathBuf) -> LocalWriter {
        let (jobs, receiver) = std::sync::mpsc::channel();
        let refused = Msg::new("local-store-unusable")
            .with("path", data_dir.display().to_string())
            .with("reason", Msg::new("local-store-folder-unusable"));
        let spawned = std::thread::Builder::new()
            .name("local-store".into())
            .spawn(move || run_store(StoreSource::Refused(refused), receiver));
        if let Err(err) = spawned {
            tracing::error!(%err, "the local store's thread could not start");
        }
        LocalWriter { jobs }
    }

    /// [`LocalWriter::start`], with the database allowed to grow to at most `size_limit` bytes
    /// (never less than it has): how a full disk is simulated.
    pub fn start_with_limit(data_dir: Option<PathBuf>, size_limit: Option<u64>) -> LocalWriter {
        let (jobs, receiver) = std::sync::mpsc::channel();
        let spawned =
            std::thread::Builder::new().name("local-store".into()).spawn(move || run(data_dir, size_limit, receiver));
        if let Err(err) = spawned {
            tracing::error!(%err, "the local store's thread could not start");
        }
        LocalWriter { jobs }
    }

    /// What the store holds (and any problem opening it).
    pub async fn load(&self) -> LocalData {
        let (reply, answer) = tokio::sync::oneshot::channel();
        if self.jobs.send(Job::Load(reply)).is_err() {
            return LocalData { problem: Some(stopped()), ..LocalData::default() };
        }
        answer.await.unwrap_or_else(|_| LocalData { problem: Some(stopped()), ..LocalData::default() })
    }

    /// Queues a draft save now (the order of queuing is the order of writing); the answer
    /// comes when it was written.
    pub fn save_draft(&self, draft: Draft) -> impl Future<Output = Result<(), Msg>> + use<> {
        self.submit(|reply| Job::SaveDraft(Box::new(draft), reply))
    }

    pub fn delete_draft(&self, id: String) -> impl Future<Output = Result<(), Msg>> + use<> {
        self.submit(|reply| Job::DeleteDraft(id, reply))
    }

    pub fn record(&self, entry: ActivityEntry) -> impl Future<Output = Result<(), Msg>> + use<> {
        self.submit(|reply| Job::Record(Box::new(entry), reply))
    }

    /// Adds a filing to the ledger of filed surveys.
    pub fn record_filing(&self, filed: crate::filing::FiledVersion) -> impl Future<Output = Result<(), Msg>> + use<> {
        self.submit(|reply| Job::RecordFiling(Box::new(filed), reply))
    }

    /// The latest filing of `survey_id` the ledger holds (`None`: never filed, or the store
    /// could not say: then the caller's own knowledge stands).
    pub async fn filed(&self, survey_id: String) -> Option<crate::filing::FiledVersion> {
        let (reply, answer) = tokio::sync::oneshot::channel();
        if self.jobs.send(Job::Filed(survey_id, reply)).is_err() {
            return None;
        }
        answer.await.ok().flatten()
    }

    /// Blocks until every job sent before is done, or `within` passed; `false` if it did not
    /// finish in time. For the window closing, when nothing may be left in the queue.
    pub fn flush(&self, within: std::time::Duration) -> bool {
        let (reply, answer) = std::sync::mpsc::channel();
        self.jobs.send(Job::Flush(reply)).is_ok() && answer.recv_timeout(within).is_ok()
    }

    fn submit<F: FnOnce(Reply) -> Job>(&self, job: F) -> impl Future<Output = Result<(), Msg>> + use<F> {
        let (reply, answer) = tokio::sync::oneshot::channel();
        let sent = self.jobs.send(job(reply)).is_ok();
        async move {
            if !sent {
                return Err(stopped());
            }
            answer.await.unwrap_or_else(|_| Err(stopped()))
        }
    }
}

/// The store's thread is gone: nothing more can be written this session.
fn stopped() -> Msg {
    Msg::new("local-store-stopped")
}

/// Where the store's thread keeps things.
enum StoreSource {
    /// The profile's database in this folder (or, `None`, memory only: tests, `--no-data`).
    Folder(Option<PathBuf>, Option<u64>),
    /// Nowhere: the data folder cannot be used; saves say so.
    Refused(Msg),
}

fn run(data_dir: Option<PathBuf>, size_limit: Option<u64>, jobs: std::sync::mpsc::Receiver<Job>) {
    run_store(StoreSource::Folder(data_dir, size_limit), jobs);
}

fn run_store(source: StoreSource, jobs: std::sync::mpsc::Receiver<Job>) {
    // `unusable`: the profile's database could not be opened to write. Then a draft's save is
    // answered with that problem, never "saved" into memory: the form says its typing is not
    // saved and the window asks before it closes, as for a full disk. What the database holds
    // is still read, when it can be read, so earlier drafts are offered as usual.
    let (mut store, set_aside, problem, readable, unusable) = match &source {
        StoreSource::Refused(refused) => (LocalStore::in_memory().ok(), Vec::new(), None, None, Some(refused.clone())),
        StoreSource::Folder(Some(dir), size_limit) => match LocalStore::open(dir) {
            Ok((store, set_aside)) => {
                if let Err(err) = store.writer_limits(*size_limit) {
                    tracing::warn!(%err, "the local store's limits could not be set");
                }
                (Some(store), set_aside, None, None, None)
            }
            Err(err) => {
                tracing::warn!(%err, "the local store could not be opened; typing cannot be saved");
                let problem = Msg::new("local-store-unusable")
                    .with("path", dir.join(DATABASE_FILE_NAME).display().to_string())
                    .with("reason", err.to_string());
                let readable = LocalStore::open_read_only(dir).ok();
                (LocalStore::in_memory().ok(), Vec::new(), Some(problem.clone()), readable, Some(problem))
            }
        },
        StoreSource::Folder(None, _) => (LocalStore::in_memory().ok(), Vec::new(), None, None, None),
    };
    let mut set_aside = Some(set_aside);
    let mut problem = problem;
    let mut readable = readable;
    while let Ok(job) = jobs.recv() {
        let Some(store) = store.as_mut() else {
            answer_stopped(job);
            continue;
        };
        match job {
            Job::Load(reply) => {
                let source = readable.as_mut().unwrap_or(store);
                let (mut drafts, activity) = source.load();
                drafts.set_aside.splice(0..0, set_aside.take().unwrap_or_default());
                let filed = source.read_filed().unwrap_or_else(|err| {
                    tracing::warn!(%err, "the ledger of filed surveys could not be read");
                    Vec::new()
                });
                // What was filed before stays known to this session's checks.
                for filed in &filed {
                    if let Err(err) = store.record_filing(filed) {
                        tracing::warn!(%err, "the ledger could not be kept for this session");
                    }
                }
                readable = None;
                let _ = reply.send(LocalData { drafts, activity, filed, problem: problem.take() });
            }
            Job::SaveDraft(_, reply) if unusable.is_some() => {
                let _ = reply.send(Err(unusable.clone().unwrap_or_else(stopped)));
            }
            Job::SaveDraft(draft, reply) => {
                let _ = reply.send(store.save_draft(&draft).map_err(write_failed));
            }
            Job::DeleteDraft(id, reply) => {
                let _ = reply.send(store.delete_draft(&id).map_err(write_failed));
            }
            Job::Record(entry, reply) => {
                let _ = reply.send(store.append_activity(&entry).map_err(write_failed));
            }
            Job::RecordFiling(filed, reply) => {
                let _ = reply.send(store.record_filing(&filed).map_err(write_failed));
            }
            Job::Filed(survey_id, reply) => {
                let _ = reply.send(store.filed(&survey_id).unwrap_or_else(|err| {
                    tracing::warn!(%err, "the ledger of filed surveys could not be read");
                    None
                }));
            }
            Job::Flush(reply) => {
                let _ = reply.send(());
            }
        }
    }
}

fn answer_stopped(job: Job) {
    match job {
        Job::Load(reply) => {
            let _ = reply.send(LocalData { problem: Some(stopped()), ..LocalData::default() });
        }
        Job::SaveDraft(_, reply) | Job::DeleteDraft(_, reply) | Job::Record(_, reply) | Job::RecordFiling(_, reply) => {
            let _ = reply.send(Err(stopped()));
        }
        Job::Filed(_, reply) => {
            let _ = reply.send(None);
        }
        Job::Flush(reply) => {
            let _ = reply.send(());
        }
    }
}

fn write_failed(err: OpenError) -> Msg {
    Msg::new("local-write-failed").with("reason", err.to_string())
}
