//! The worker's side of the day's list: reading the file (from the open dialog or a drop; parsed
//! in the import's cage, [`super::import_cage`]),
//! the journal's batches (create, send, load, send again, close), the results file, the
//! invitations sent on a day and their statuses. Every journal access runs on the blocking
//! pool with its own connection to the profile's database.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use tokio::sync::mpsc;

use super::import_cage::{CageError, ImportCage};
use super::protocol::{DayListProblem, OpenedList};
use super::{BatchFlags, BatchStopped, EventKind, EventSink, RequestId, Worker, batch};
use crate::batch_journal::{BatchJournal, JournalError, JournalPlace};

/// Reads a list file off the async threads and has it parsed in the import's cage (a child
/// process), with the mapping kept for its headers, until `stop` is set. No more than a list's
/// largest file is ever read into memory: a larger file is refused by its size, before a byte
/// of it is held.
fn read_list(
    path: &Path,
    journals: Option<&JournalPlace>,
    cage: &ImportCage,
    stop: &AtomicBool,
) -> Result<OpenedList, DayListProblem> {
    use std::io::Read as _;
    let unreadable = |error: std::io::Error| DayListProblem::Unreadable(error.to_string());
    let file = std::fs::File::open(path).map_err(unreadable)?;
    let mut bytes = Vec::new();
    file.take(crate::import::MAX_FILE_BYTES as u64 + 1).read_to_end(&mut bytes).map_err(unreadable)?;
    let file_name = path.file_name().map(|name| name.to_string_lossy().into_owned()).unwrap_or_default();
    if bytes.len() > crate::import::MAX_FILE_BYTES {
        let max_megabytes = crate::import::MAX_FILE_BYTES / (1024 * 1024);
        return Err(DayListProblem::Import(crate::import::ImportError::TooLarge { max_megabytes }));
    }
    let imported = super::import_cage::read(cage, &file_name, bytes, stop).map_err(|error| match error {
        CageError::Import(error) => DayListProblem::Import(error),
        CageError::Cage(problem) => DayListProblem::Cage(problem),
    })?;
    // A mapping that cannot be read back is not a reason to refuse the file: it is guessed.
    let remembered = journals
        .and_then(|place| place.open().ok())
        .and_then(|journal| journal.remembered_mapping(&imported.table.headers).ok().flatten());
    Ok(OpenedList { file_name, imported, remembered })
}

/// Runs `work` with the desk's journal (its own, or the clinic's) on the blocking pool.
pub(super) async fn with_journal<T: Send + 'static>(
    journals: Option<JournalPlace>,
    work: impl FnOnce(&mut BatchJournal) -> Result<T, JournalError> + Send + 'static,
) -> Result<T, String> {
    let Some(journals) = journals else {
        return Err("the data folder cannot be used, so there is no journal".to_owned());
    };
    tokio::task::spawn_blocking(move || {
        let mut journal = journals.open()?;
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
        let journals = self.journal_place.clone();
        let cage = self.options.import_cage.clone();
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
            // The reading stops (its child is killed) when this task does: cancelled by the user,
            // or dropped with the runtime when the window closes (which would otherwise wait for
            // the reading).
            let stop = StopOnDrop(Arc::new(AtomicBool::new(false)));
            let stop_reading = Arc::clone(&stop.0);
            let read = tokio::task::spawn_blocking(move || read_list(&path, journals.as_ref(), &cage, &stop_reading))
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
        let journals = self.journal_place.clone();
        self.spawn(id, done, async move {
            // A batch belongs to the session it is made in: it is sent only there.
            let Some(session) = session else {
                events.send(id, EventKind::BatchCreated(Err("not signed in".to_owned())));
                return;
            };
            let result = with_journal(journals, move |journal| {
                let batch_id = journal.create(&file_name, &items, &session)?;
                // The mapping is a convenience: a failure to keep it does not stop the batch.
                // (A batch of reminders was read from no file: there is no mapping to keep.)
                if !headers.is_empty()
                    && let Err(error) = journal.remember_mapping(&headers, &mapping)
                {
                    tracing::warn!("the column mapping could not be kept: {error}");
                }
                Ok((batch_id, items))
            })
            .await;
            events.send(id, EventKind::BatchCreated(result));
        });
    }

    pub(super) fn load_batch(&mut self, id: RequestId, done: &mpsc::UnboundedSender<RequestId>, batch_id: String) {
        let journals = self.journal_place.clone();
        let events = self.events.clone();
        self.spawn(id, done, async move {
            let key = batch_id.clone();
            let result = with_journal(journals, move |journal| {
                let info = journal.batch(&key)?.ok_or_else(|| JournalError::UnknownBatch(key.clone()))?;
                Ok((info, journal.rows(&key)?))
            })
            .await;
            events.send(id, EventKind::BatchLoaded { batch_id, result });
        });
    }

    pub(super) fn find_unfinished_batches(&mut self, id: RequestId, done: &mpsc::UnboundedSender<RequestId>) {
        let journals = self.journal_place.clone();
        let events = self.events.clone();
        self.spawn(id, done, async move {
            // Without a data folder there is no journal, so nothing unfinished.
            let found = match journals {
                Some(_) => with_journal(journals, |journal| {
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

    pub(super) fn load_sent(
        &mut self,
        id: RequestId,
        done: &mpsc::UnboundedSender<RequestId>,
        first: jiff::civil::Date,
        last: jiff::civil::Date,
        newest_first: Option<usize>,
    ) {
        let journals = self.journal_place.clone();
        let events = self.events.clone();
        let newest_events = events.clone();
        let session = self.session.clone();
        self.spawn(id, done, async move {
            let zone = jiff::tz::TimeZone::system();
            let day = |date: jiff::civil::Date| date.to_zoned_datetime(zone.clone()).map(|zoned| zoned.timestamp());
            let result = match (day(first), last.tomorrow().and_then(day)) {
                // Signed out, nothing was sent "here".
                (Ok(from), Ok(to)) => match (journals, session) {
                    (Some(journals), Some(session)) => {
                        let opened = journals.clone();
                        with_journal(Some(journals), move |journal| {
                            // What this desk sent one by one while the clinic database was away
                            // is written to it first (a failure is the read's own problem).
                            if let Err(error) = opened.write_back_singles() {
                                tracing::warn!("single surveys could not be written to the clinic database: {error}");
                            }
                            if let Some(at_most) = newest_first {
                                let newest = journal.newest_sent_between(from, to, &session, at_most)?;
                                if !newest.older_left {
                                    return Ok(newest.rows);
                                }
                                newest_events.send(id, EventKind::NewestSent { first, last, rows: newest.rows });
                            }
                            journal.sent_between(from, to, &session)
                        })
                        .await
                    }
                    _ => Ok(Vec::new()),
                },
                (Err(error), _) | (_, Err(error)) => Err(error.to_string()),
            };
            events.send(id, EventKind::Sent { first, last, result });
        });
    }

    /// Keeps a survey sent one by one in the journal ([`JournalPlace::record_single`]); a
    /// clinic database out of reach has it written back at the next read.
    pub(super) fn record_single_sent(
        &mut self,
        id: RequestId,
        done: &mpsc::UnboundedSender<RequestId>,
        single: crate::batch_journal::SingleSent,
        session: crate::api::SessionKey,
    ) {
        let (journals, events) = (self.journal_place.clone(), self.events.clone());
        self.spawn(id, done, async move {
            // Without a usable data folder there is no journal: the activity log alone has it.
            if let Some(journals) = journals {
                let recorded = tokio::task::spawn_blocking(move || journals.record_single(&single, &session)).await;
                match recorded {
                    Ok(Ok(())) => {}
                    Ok(Err(error)) => tracing::warn!("a survey sent one by one is not in the journal yet: {error}"),
                    Err(_) => tracing::warn!("a survey sent one by one could not be journaled: its task stopped"),
                }
            }
            events.send(id, EventKind::LocalWritten);
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

/// Hands every change of a batch's rows to the UI as it happens.
fn row_reporter(events: &EventSink, id: RequestId, batch_id: &str) -> Arc<dyn Fn(batch::RowUpdate) + Send + Sync> {
    let (events, batch_id) = (events.clone(), batch_id.to_owned());
    Arc::new(move |update| events.send(id, EventKind::BatchRow { batch_id: batch_id.clone(), update }))
}

/// Tells the window when the batch waits for its journal out of reach, and when it goes on.
fn journal_reporter(events: &EventSink, id: RequestId, batch_id: &str) -> batch::JournalWatch {
    let (events, batch_id) = (events.clone(), batch_id.to_owned());
    Arc::new(move |away| events.send(id, EventKind::BatchJournalAway { batch_id: batch_id.clone(), away }))
}

impl Worker {
    /// Sends a journaled batch with the client in use, only in the session it was made in and
    /// with what the IT policy allows now; every row's change is an event.
    pub(super) fn send_batch(
        &mut self,
        id: RequestId,
        done: &mpsc::UnboundedSender<RequestId>,
        batch_id: String,
        concurrency: usize,
        again: Vec<(String, bool)>,
        reminder_rules: crate::reminders::ReminderRules,
    ) {
        let events = self.events.clone();
        let refuse =
            |why: BatchStopped| events.send(id, EventKind::BatchEnded { batch_id: batch_id.clone(), result: Err(why) });
        // Without the profile's database a batch could not be resumed after a crash, and might
        // then be sent twice: it is not sent at all.
        let Some(journals) = self.journal_place.clone() else {
            refuse(BatchStopped::NoJournal);
            return;
        };
        let (Some(client), Some(session)) = (self.client.clone(), self.session.clone()) else {
            refuse(BatchStopped::NotSignedIn);
            return;
        };
        let flags = BatchFlags::default();
        self.batches.retain(|_, flags| Arc::strong_count(&flags.stop) > 1);
        self.batches.insert(batch_id.clone(), flags.clone());
        let policy = self.options.policy.clone();
        let reminder_rules = policy.reminder_rules(Some(reminder_rules));
        let clock = self.options.clock.clone();
        self.spawn(id, done, async move {
            let key = batch_id.clone();
            let opened = tokio::task::spawn_blocking(move || {
                let journal = journals.open()?;
                let info = journal.batch(&key)?.ok_or(crate::batch_journal::JournalError::UnknownBatch(key))?;
                Ok::<_, crate::batch_journal::JournalError>((journal, info))
            })
            .await
            .unwrap_or(Err(crate::batch_journal::JournalError::TaskStopped));
            let end = |result: Result<(), BatchStopped>| {
                events.send(id, EventKind::BatchEnded { batch_id: batch_id.clone(), result });
            };
            let (journal, info) = match opened {
                Ok(opened) => opened,
                Err(error) if error.is_out_of_reach() => {
                    return end(Err(BatchStopped::ClinicDatabaseAway(error.to_string())));
                }
                Err(error) => return end(Err(BatchStopped::Problem(error.to_string()))),
            };
            // Never in another session: not one request leaves for a service, tenant or account
            // the batch was not made for.
            match info.session {
                None => return end(Err(BatchStopped::SessionNotNoted)),
                Some(made_in) if made_in != session => return end(Err(BatchStopped::OtherSession { made_in })),
                Some(_) => {}
            }
            let options = batch::BatchOptions { concurrency, ..batch::BatchOptions::default() };
            let batch = batch::Batch::new(client, Arc::new(std::sync::Mutex::new(journal)), batch_id.clone(), options)
                .with_stop(Arc::clone(&flags.stop))
                .with_policy(&policy)
                .with_reminder_rules(reminder_rules, clock)
                .with_journal_watch(journal_reporter(&events, id, &batch_id))
                .sending_again(again);
            let result = Arc::new(batch).run(row_reporter(&events, id, &batch_id)).await;
            let session_ended = flags.session_ended.load(std::sync::atomic::Ordering::SeqCst);
            end(match result {
                Ok(rows) if session_ended && !rows.iter().all(|row| row.state.is_finished()) => {
                    Err(BatchStopped::SessionEnded { made_in: session })
                }
                Ok(_) => Ok(()),
                Err(crate::batch_journal::JournalError::LeasedElsewhere) => Err(BatchStopped::SentElsewhere),
                Err(error) if error.is_out_of_reach() => Err(BatchStopped::ClinicDatabaseAway(error.to_string())),
                Err(error) => Err(BatchStopped::Problem(error.to_string())),
            });
        });
    }

    /// The user closes a batch with rows left: the rows that may have been sent are asked about
    /// first (never guessed), in the session it was made in; then it is no longer offered.
    pub(super) fn close_batch(&mut self, id: RequestId, done: &mpsc::UnboundedSender<RequestId>, batch_id: String) {
        let (journals, events, client, session) =
            (self.journal_place.clone(), self.events.clone(), self.client.clone(), self.session.clone());
        let policy = self.options.policy.clone();
        self.spawn(id, done, async move {
            let key = batch_id.clone();
            let opened = tokio::task::spawn_blocking(move || {
                let journal = journals.as_ref().map(JournalPlace::open).transpose()?;
                let made_in = match &journal {
                    Some(journal) => journal.batch(&key)?.and_then(|info| info.session),
                    None => None,
                };
                Ok::<_, crate::batch_journal::JournalError>((journal, made_in))
            })
            .await;
            let Ok(Ok((Some(journal), made_in))) = opened else {
                tracing::warn!("a batch could not be closed: its journal cannot be opened");
                events.send(id, EventKind::LocalWritten);
                return;
            };
            let journal = Arc::new(std::sync::Mutex::new(journal));
            if let Some(client) = client.filter(|_| made_in.is_some() && made_in == session) {
                let batch = batch::Batch::new(client, Arc::clone(&journal), batch_id.clone(), Default::default())
                    .with_policy(&policy)
                    .only_asking();
                let asked = Arc::new(batch).run(row_reporter(&events, id, &batch_id)).await;
                match asked {
                    // Another window is sending it: that window closes it, or finishes it.
                    Err(crate::batch_journal::JournalError::LeasedElsewhere) => {
                        events.send(id, EventKind::LocalWritten);
                        return;
                    }
                    Err(error) => tracing::warn!("the rows of a closed batch could not all be asked about: {error}"),
                    Ok(_) => {}
                }
            }
            let closed = tokio::task::spawn_blocking(move || batch::lock(&journal).finish(&batch_id)).await;
            if !matches!(closed, Ok(Ok(()))) {
                tracing::warn!("a batch could not be closed in the journal");
            }
            events.send(id, EventKind::LocalWritten);
        });
    }
}
