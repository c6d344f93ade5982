//! The worker's side of the day's list: reading the file (from the open dialog or a drop),
//! the journal's batches (create, load, send again, finish), the results file, the
//! invitations sent on a day and their statuses. Every journal access runs on the blocking
//! pool with its own connection to the profile's database.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use tokio::sync::mpsc;

use super::protocol::{DayListProblem, OpenedList};
use super::{EventKind, RequestId, Worker, batch};
use crate::batch_journal::{BatchJournal, JournalError};

/// Reads and parses a list file off the async threads, with the mapping kept for its headers,
/// until `stop` is set. No more than a list's largest file is ever read into memory: a larger
/// file is refused by its size, before a byte of it is held.
fn read_list(path: &Path, data_dir: Option<&Path>, stop: &AtomicBool) -> Result<OpenedList, DayListProblem> {
    use std::io::Read as _;
    let unreadable = |error: std::io::Error| DayListProblem::Unreadable(error.to_string());
    let file = std::fs::File::open(path).map_err(unreadable)?;
    let mut bytes = Vec::new();
    file.take(crate::import::MAX_FILE_BYTES as u64 + 1).read_to_end(&mut bytes).map_err(unreadable)?;
    let file_name = path.file_name().map(|name| name.to_string_lossy().into_owned()).unwrap_or_default();
    let imported = crate::import::read_until(&file_name, &bytes, stop).map_err(DayListProblem::Import)?;
    drop(bytes);
    // A mapping that cannot be read back is not a reason to refuse the file: it is guessed.
    let remembered = data_dir
        .and_then(|dir| BatchJournal::open(dir).ok())
        .and_then(|journal| journal.remembered_mapping(&imported.table.headers).ok().flatten());
    Ok(OpenedList { file_name, imported, remembered })
}

/// Runs `work` with the profile's journal on the blocking pool.
async fn with_journal<T: Send + 'static>(
    data_dir: Option<PathBuf>,
    work: impl FnOnce(&mut BatchJournal) -> Result<T, JournalError> + Send + 'static,
) -> Result<T, String> {
    let Some(data_dir) = data_dir else {
        return Err("the data folder cannot be used, so there is no journal".to_owned());
    };
    tokio::task::spawn_blocking(move || {
        let mut journal = BatchJournal::open(&data_dir)?;
        work(&mut journal)
    })
    .await
    .unwrap_or(Err(JournalError::TaskStopped))
    .map_err(|error| error.to_string())
}

/// Sets its flag when dropped: a blocking task watching the flag stops with the async task that
/// waits for it.
struct StopOnDrop(Arc<AtomicBool>);

impl Drop for StopOnDrop {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

impl Worker {
    pub(super) fn open_day_list(
        &mut self,
        id: RequestId,
        done: &mpsc::UnboundedSender<RequestId>,
        chosen: Option<PathBuf>,
        offer: Option<crate::export::OpenOffer>,
    ) {
        let events = self.events.clone();
        let dialog = Arc::clone(&self.options.open_dialog);
        let data_dir = self.options.data_dir.clone();
        self.spawn(id, done, async move {
            let path = match (chosen, offer) {
                (Some(path), _) => Some(path),
                (None, Some(offer)) => dialog.choose(&offer).await,
                (None, None) => None,
            };
            let Some(path) = path else {
                // rfd reports a dialog it could not show as a cancel; the dialog knows which.
                let answer = if dialog.take_could_not_show() { Err(DayListProblem::NoDialog) } else { Ok(None) };
                events.send(id, EventKind::DayListOpened(answer));
                return;
            };
            // The reading stops when this task does: cancelled by the user, or dropped with the
            // runtime when the window closes (which would otherwise wait for the reading).
            let stop = StopOnDrop(Arc::new(AtomicBool::new(false)));
            let stop_reading = Arc::clone(&stop.0);
            let read = tokio::task::spawn_blocking(move || read_list(&path, data_dir.as_deref(), &stop_reading))
                .await
                .unwrap_or_else(|_| Err(DayListProblem::Unreadable("the reading task stopped".to_owned())));
            events.send(id, EventKind::DayListOpened(read.map(|opened| Some(Box::new(opened)))));
        });
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn create_batch(
        &mut self,
        id: RequestId,
        done: &mpsc::UnboundedSender<RequestId>,
        session: Option<crate::api::SessionKey>,
        file_name: String,
        headers: Vec<String>,
        mapping: crate::import::mapping::Mapping,
        items: Vec<crate::batch_journal::BatchItem>,
    ) {
        let events = self.events.clone();
        let data_dir = self.options.data_dir.clone();
        self.spawn(id, done, async move {
            // A batch belongs to the session it is made in: it is sent only there.
            let Some(session) = session else {
                events.send(id, EventKind::BatchCreated(Err("not signed in".to_owned())));
                return;
            };
            let result = with_journal(data_dir, move |journal| {
                let batch_id = journal.create(&file_name, &items, &session)?;
                // The mapping is a convenience: a failure to keep it does not stop the batch.
                if let Err(error) = journal.remember_mapping(&headers, &mapping) {
                    tracing::warn!("the column mapping could not be kept: {error}");
                }
                Ok((batch_id, items))
            })
            .await;
            events.send(id, EventKind::BatchCreated(result));
        });
    }

    pub(super) fn load_batch(&mut self, id: RequestId, done: &mpsc::UnboundedSender<RequestId>, batch_id: String) {
        let data_dir = self.options.data_dir.clone();
        let events = self.events.clone();
        self.spawn(id, done, async move {
            let key = batch_id.clone();
            let result = with_journal(data_dir, move |journal| {
                let info = journal.batch(&key)?.ok_or_else(|| JournalError::UnknownBatch(key.clone()))?;
                Ok((info, journal.rows(&key)?))
            })
            .await;
            events.send(id, EventKind::BatchLoaded { batch_id, result });
        });
    }

    pub(super) fn find_unfinished_batches(&mut self, id: RequestId, done: &mpsc::UnboundedSender<RequestId>) {
        let data_dir = self.options.data_dir.clone();
        let events = self.events.clone();
        self.spawn(id, done, async move {
            // Without a data folder there is no journal, so nothing unfinished.
            let found = match data_dir {
                Some(_) => with_journal(data_dir, |journal| {
                    // Once a session: finished lists past their time are forgotten.
                    let before = jiff::Timestamp::now() - crate::batch_journal::KEEP_FINISHED_BATCHES;
                    let forgotten = journal.forget_finished_before(before)?;
                    if forgotten > 0 {
                        tracing::info!(forgotten, "finished day lists past their time were forgotten");
                    }
                    journal.unfinished()
                })
                .await
                .unwrap_or_else(|error| {
                    tracing::warn!("the unfinished batches could not be read: {error}");
                    Vec::new()
                }),
                None => Vec::new(),
            };
            events.send(id, EventKind::UnfinishedBatches(found));
        });
    }

    pub(super) fn load_sent_on(
        &mut self,
        id: RequestId,
        done: &mpsc::UnboundedSender<RequestId>,
        date: jiff::civil::Date,
    ) {
        let data_dir = self.options.data_dir.clone();
        let events = self.events.clone();
        let session = self.session.clone();
        self.spawn(id, done, async move {
            let zone = jiff::tz::TimeZone::system();
            let day = |date: jiff::civil::Date| date.to_zoned(zone.clone()).map(|zoned| zoned.timestamp());
            let result = match (day(date), date.tomorrow().and_then(day)) {
                // Signed out, nothing was sent "here".
                (Ok(from), Ok(to)) => match (data_dir, session) {
                    (Some(data_dir), Some(session)) => {
                        with_journal(Some(data_dir), move |journal| journal.sent_between(from, to, &session)).await
                    }
                    _ => Ok(Vec::new()),
                },
                (Err(error), _) | (_, Err(error)) => Err(error.to_string()),
            };
            events.send(id, EventKind::SentOn { date, result });
        });
    }

    pub(super) fn refresh_statuses(
        &mut self,
        id: RequestId,
        done: &mpsc::UnboundedSender<RequestId>,
        survey_ids: Vec<String>,
    ) {
        let events = self.events.clone();
        let Some(client) = self.client.clone() else {
            events.send(id, EventKind::StatusesRefreshed);
            return;
        };
        self.spawn(id, done, async move {
            let each_events = events.clone();
            let each = Arc::new(move |survey_id: String, result| {
                each_events.send(id, EventKind::SurveyStatus { survey_id, result });
            });
            batch::fetch_surveys(client, survey_ids, batch::BatchOptions::default(), each).await;
            events.send(id, EventKind::StatusesRefreshed);
        });
    }
}
