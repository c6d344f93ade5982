//! Sending a day's list: every row's invitation, a few at a time, never twice.
//!
//! - **Never twice.** A row's intent is in the [journal](crate::batch_journal) before its
//!   request leaves, with what is needed to tell afterwards whether the service handled it (the
//!   patient's surveys just before, or that there was no patient). A row found "sending" — the
//!   app crashed, or the answer never came — is first looked up at the service: a survey that
//!   was not there before means it was sent; only otherwise is it sent again.
//! - **Never a patient changed silently.** An existing external reference gets a form-1 survey
//!   for that patient; when the file's details differ from the record the row is skipped as
//!   "details differ" unless the user chose, for that row, to update the record first.
//! - **One pace for the whole batch.** A 429's `Retry-After` (or a 5xx's back-off) holds every
//!   row's next request, not only the one that got it; a refused request (429) had no effect
//!   and is sent again after the wait.
//! - **Cancel** stops new rows; rows in flight finish and are journaled.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::api::error::ErrorKind;
use crate::api::{ApiError, Client, CreateSurveyRequest, Patient, Survey, SurveyPatient};
use crate::batch_journal::{BatchItem, BatchJournal, JournalError, JournalRow, RowState};

/// How a batch is sent.
#[derive(Clone, Debug)]
pub struct BatchOptions {
    /// Rows in flight at once.
    pub concurrency: usize,
    /// The first wait after a 5xx or a lost answer (doubled at each further one, at most
    /// `max_backoff`).
    pub backoff: Duration,
    pub max_backoff: Duration,
    /// Attempts of one request that keeps failing transiently before its row fails.
    pub attempts: u32,
    /// Waits for 429s of one request before its row fails (the service may be busy for long).
    pub busy_waits: u32,
}

impl Default for BatchOptions {
    fn default() -> Self {
        BatchOptions {
            concurrency: 4,
            backoff: Duration::from_millis(500),
            max_backoff: Duration::from_secs(30),
            attempts: 4,
            busy_waits: 60,
        }
    }
}

/// What changed for one row, as it happens (for the progress bar and the result table).
#[derive(Clone, Debug, PartialEq)]
pub struct RowUpdate {
    pub reference: String,
    pub state: RowState,
}

/// The message ids of why a row was skipped.
pub const SKIPPED_DETAILS_DIFFER: &str = "day-list-details-differ";
pub const SKIPPED_INVALID: &str = "day-list-row-invalid";

/// The shared pace of a batch: the earliest moment the next request may leave.
#[derive(Debug)]
pub struct Pacer {
    next: tokio::sync::Mutex<tokio::time::Instant>,
}

impl Default for Pacer {
    fn default() -> Self {
        Pacer { next: tokio::sync::Mutex::new(tokio::time::Instant::now()) }
    }
}

impl Pacer {
    async fn wait(&self) {
        let at = *self.next.lock().await;
        tokio::time::sleep_until(at).await;
    }

    /// No request of the batch leaves for `wait` from now.
    async fn hold(&self, wait: Duration) {
        let mut next = self.next.lock().await;
        let at = tokio::time::Instant::now() + wait;
        if at > *next {
            *next = at;
        }
    }
}

/// A batch being sent: the client, the journal and the pace its rows share.
pub struct Batch {
    client: Client,
    journal: Arc<Mutex<BatchJournal>>,
    batch_id: String,
    options: BatchOptions,
    pace: Pace,
    cancelled: Arc<AtomicBool>,
    today: jiff::civil::Date,
}

impl Batch {
    pub fn new(client: Client, journal: Arc<Mutex<BatchJournal>>, batch_id: String, options: BatchOptions) -> Batch {
        Batch {
            client,
            journal,
            batch_id,
            pace: Pace::new(options.clone()),
            options,
            cancelled: Arc::new(AtomicBool::new(false)),
            today: jiff::Zoned::now().date(),
        }
    }

    /// The batch stops starting rows when `stop` is set.
    #[must_use]
    pub fn with_stop(mut self, stop: Arc<AtomicBool>) -> Batch {
        self.cancelled = stop;
        self
    }

    /// Sends every row that is not finished (a new batch, or one resumed after a crash), at
    /// most `concurrency` at a time; `update` hears of every change. The rows as journaled at
    /// the end.
    pub async fn run(
        self: Arc<Self>,
        update: Arc<dyn Fn(RowUpdate) + Send + Sync>,
    ) -> Result<Vec<JournalRow>, JournalError> {
        let rows = self.journal_rows().await?;
        let permits = Arc::new(tokio::sync::Semaphore::new(self.options.concurrency.max(1)));
        let mut tasks = tokio::task::JoinSet::new();
        for row in rows.into_iter().filter(|row| !row.state.is_finished()) {
            let Ok(permit) = Arc::clone(&permits).acquire_owned().await else { break };
            if self.cancelled.load(Ordering::SeqCst) {
                break;
            }
            let batch = Arc::clone(&self);
            let update = Arc::clone(&update);
            tasks.spawn(async move {
                let result = batch.send_row(row, &*update).await;
                drop(permit);
                result
            });
        }
        let mut first_error = None;
        while let Some(done) = tasks.join_next().await {
            if let Ok(Err(error)) = done {
                first_error.get_or_insert(error);
            }
        }
        if let Some(error) = first_error {
            return Err(error);
        }
        let rows = self.journal_rows().await?;
        if rows.iter().all(|row| row.state.is_finished()) {
            let journal = Arc::clone(&self.journal);
            let id = self.batch_id.clone();
            blocking(move || lock(&journal).finish(&id)).await?;
        }
        Ok(rows)
    }

    async fn journal_rows(&self) -> Result<Vec<JournalRow>, JournalError> {
        let journal = Arc::clone(&self.journal);
        let id = self.batch_id.clone();
        blocking(move || {
            let journal = lock(&journal);
            if journal.batch(&id)?.is_none() {
                return Err(JournalError::UnknownBatch(id));
            }
            journal.rows(&id)
        })
        .await
    }

    async fn record(
        &self,
        reference: &str,
        state: RowState,
        update: &(dyn Fn(RowUpdate) + Send + Sync),
    ) -> Result<(), JournalError> {
        let journal = Arc::clone(&self.journal);
        let (id, key, kept) = (self.batch_id.clone(), reference.to_owned(), state.clone());
        blocking(move || lock(&journal).set(&id, &key, &kept)).await?;
        update(RowUpdate { reference: reference.to_owned(), state });
        Ok(())
    }

    /// One row to its end: reconciled if it may have been sent, then sent if it was not.
    async fn send_row(&self, row: JournalRow, update: &(dyn Fn(RowUpdate) + Send + Sync)) -> Result<(), JournalError> {
        let reference = row.item.reference.clone();
        let state = match row.state {
            RowState::Sending { patient_id, known_surveys } => {
                match self.reconcile(&row.item, patient_id.as_deref(), known_surveys.as_deref()).await {
                    Ok(Some(sent)) => sent,
                    Ok(None) => self.send(&row.item, update).await?,
                    Err(error) => failed(&error),
                }
            }
            _ => self.send(&row.item, update).await?,
        };
        self.record(&reference, state, update).await
    }

    /// Sends the row's invitation; the state it ends in (journaled by the caller).
    async fn send(
        &self,
        item: &BatchItem,
        update: &(dyn Fn(RowUpdate) + Send + Sync),
    ) -> Result<RowState, JournalError> {
        let Some(payload) = item.payload(self.today) else {
            return Ok(RowState::Skipped { reason: SKIPPED_INVALID.into(), patient_id: None, differences: Vec::new() });
        };
        let on_record = match self.pace.read(|| self.client.get_patient_by_external_reference(&item.reference)).await {
            Ok(patient) => Some(patient),
            Err(error) if error.kind == ErrorKind::NotFound => None,
            Err(error) => return Ok(failed(&error)),
        };
        let patient = match on_record {
            Some(patient) => {
                let differences = differences(&patient, item);
                if !differences.is_empty() {
                    if !item.update_on_record {
                        return Ok(RowState::Skipped {
                            reason: SKIPPED_DETAILS_DIFFER.into(),
                            patient_id: Some(patient.patient_id),
                            differences,
                        });
                    }
                    let mut payload = payload.clone();
                    payload.extra = patient.extra.clone();
                    if let Err(error) =
                        self.pace.write(|| self.client.update_patient(&patient.patient_id, &payload)).await
                    {
                        return Ok(failed(&error));
                    }
                }
                Some(patient)
            }
            None => None,
        };
        // What the service holds before the request: how a lost answer is told apart later.
        let (patient_id, known_surveys) = match &patient {
            Some(patient) => match self.pace.read(|| self.client.list_patient_surveys(&patient.patient_id)).await {
                Ok(surveys) => {
                    (Some(patient.patient_id.clone()), Some(surveys.into_iter().map(|s| s.survey_id).collect()))
                }
                Err(error) => return Ok(failed(&error)),
            },
            None => (None, None),
        };
        let sending = RowState::Sending { patient_id: patient_id.clone(), known_surveys: known_surveys.clone() };
        self.record(&item.reference, sending, update).await?;
        let request = CreateSurveyRequest {
            patient: match &patient_id {
                Some(patient_id) => SurveyPatient::Existing { patient_id: patient_id.clone() },
                None => SurveyPatient::New(Box::new(payload)),
            },
            include_url: true,
            include_pin_in_url: false,
            invitation: Some(item.channel()),
        };
        let mut attempt = 0;
        loop {
            match self.pace.write(|| self.client.create_survey(&request)).await {
                Ok(created) => return Ok(RowState::Sent { survey_id: created.survey_id, patient_id }),
                Err(error) if error.is_ambiguous() || error.kind == ErrorKind::ServerError => {
                    // It may have been handled: the service is asked before anything is resent.
                    attempt += 1;
                    match self.reconcile(item, patient_id.as_deref(), known_surveys.as_deref()).await {
                        Ok(Some(sent)) => return Ok(sent),
                        Ok(None) if attempt < self.options.attempts => self.pace.back_off(attempt).await,
                        Ok(None) => return Ok(failed(&error)),
                        Err(lookup) => return Ok(failed(&lookup)),
                    }
                }
                Err(error) => return Ok(failed(&error)),
            }
        }
    }

    /// Whether a request that may have left was handled: for form 1, a survey of the patient
    /// that was not there before; for form 2, a patient with the reference (created by that
    /// very request) and their survey. `None`: not handled, safe to send.
    async fn reconcile(
        &self,
        item: &BatchItem,
        patient_id: Option<&str>,
        known_surveys: Option<&[String]>,
    ) -> Result<Option<RowState>, ApiError> {
        let patient_id = match patient_id {
            Some(patient_id) => patient_id.to_owned(),
            None => match self.pace.read(|| self.client.get_patient_by_external_reference(&item.reference)).await {
                Ok(patient) => patient.patient_id,
                Err(error) if error.kind == ErrorKind::NotFound => return Ok(None),
                Err(error) => return Err(error),
            },
        };
        let surveys = self.pace.read(|| self.client.list_patient_surveys(&patient_id)).await?;
        let known = known_surveys.unwrap_or_default();
        let new = surveys.into_iter().find(|survey| !known.contains(&survey.survey_id));
        Ok(new.map(|survey| RowState::Sent { survey_id: survey.survey_id, patient_id: Some(patient_id) }))
    }
}

/// A batch's shared pace and how it waits: every request of the batch (or of a status
/// refresh) goes through it.
pub struct Pace {
    pacer: Pacer,
    options: BatchOptions,
}

impl Pace {
    pub fn new(options: BatchOptions) -> Pace {
        Pace { pacer: Pacer::default(), options }
    }

    /// Holds every request for the back-off of the `attempt`-th transient failure.
    async fn back_off(&self, attempt: u32) {
        self.pacer.hold(self.backoff(attempt)).await;
    }

    fn backoff(&self, attempt: u32) -> Duration {
        self.options.backoff.saturating_mul(1 << attempt.min(16)).min(self.options.max_backoff)
    }

    /// A read, paced, waited out when busy and tried again after transient failures.
    async fn read<T, F, Fut>(&self, request: F) -> Result<T, ApiError>
    where
        F: Fn() -> Fut,
        Fut: Future<Output = Result<T, ApiError>>,
    {
        let mut attempt = 0;
        loop {
            match self.paced(&request).await {
                Err(error) if error.is_transient() && attempt + 1 < self.options.attempts => {
                    attempt += 1;
                    self.back_off(attempt).await;
                }
                other => return other,
            }
        }
    }

    /// A write, paced and waited out when busy (a 429 was not handled: sending it again is
    /// safe); any other failure is the caller's to reconcile.
    async fn write<T, F, Fut>(&self, request: F) -> Result<T, ApiError>
    where
        F: Fn() -> Fut,
        Fut: Future<Output = Result<T, ApiError>>,
    {
        self.paced(&request).await
    }

    /// Waits for the batch's pace, sends, and on 429 holds the whole batch for the service's
    /// `Retry-After` and sends again.
    async fn paced<T, F, Fut>(&self, request: &F) -> Result<T, ApiError>
    where
        F: Fn() -> Fut,
        Fut: Future<Output = Result<T, ApiError>>,
    {
        let mut waits = 0;
        loop {
            self.pacer.wait().await;
            match request().await {
                Err(error) if error.kind == ErrorKind::RateLimited && waits < self.options.busy_waits => {
                    waits += 1;
                    let wait = error.retry_after.unwrap_or(self.options.backoff).max(Duration::from_millis(100));
                    tracing::debug!(?wait, "the service is busy: the batch waits");
                    self.pacer.hold(wait).await;
                }
                other => return other,
            }
        }
    }
}

/// Fetches surveys (the Today view's "Refresh statuses") with a batch's pace: a few at a time,
/// 429s waited out for the whole refresh, transient failures tried again. `each` hears every
/// answer as it comes.
pub async fn fetch_surveys(
    client: Client,
    survey_ids: Vec<String>,
    options: BatchOptions,
    each: Arc<dyn Fn(String, Result<Survey, ApiError>) + Send + Sync>,
) {
    let pace = Arc::new(Pace::new(options.clone()));
    let permits = Arc::new(tokio::sync::Semaphore::new(options.concurrency.max(1)));
    let mut tasks = tokio::task::JoinSet::new();
    for survey_id in survey_ids {
        let Ok(permit) = Arc::clone(&permits).acquire_owned().await else { break };
        let (pace, client, each) = (Arc::clone(&pace), client.clone(), Arc::clone(&each));
        tasks.spawn(async move {
            let result = pace.read(|| client.get_survey(&survey_id)).await;
            drop(permit);
            each(survey_id, result);
        });
    }
    while tasks.join_next().await.is_some() {}
}

/// Where the file's details differ from the record's, in the comparison of the existing-patient
/// guard (each field as a person reads it). Only what the row says counts: a field the file
/// leaves empty says nothing about the record, and the phone's type and country are read from
/// the number, not given by the file.
fn differences(on_record: &Patient, item: &BatchItem) -> Vec<crate::batch_journal::Difference> {
    use crate::state::patient_form::{Field, PatientDraft};
    let record = PatientDraft::from_patient(on_record);
    let row = PatientDraft::from(item.patient.clone());
    // The reference found the record; the phone's type and country come from the number.
    let compared = |field: &Field| !matches!(field, Field::ExternalReference | Field::PhoneType | Field::PhoneCountry);
    Field::ALL
        .into_iter()
        .filter(compared)
        .filter_map(|field| {
            let in_file = row.display_value(field);
            let on_record = record.display_value(field);
            (!in_file.trim().is_empty() && in_file != on_record).then(|| crate::batch_journal::Difference {
                field: field.wire_name().to_owned(),
                on_record,
                in_file,
            })
        })
        .collect()
}

fn failed(error: &ApiError) -> RowState {
    RowState::Failed { problem: error.to_string(), kind: Some(error.kind) }
}

fn lock(journal: &Mutex<BatchJournal>) -> std::sync::MutexGuard<'_, BatchJournal> {
    // A panic while the journal was held cannot leave a half-written row (each write is one
    // transaction): the journal is used as it is.
    journal.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// SQLite's fsync off the runtime's threads.
async fn blocking<T: Send + 'static>(
    work: impl FnOnce() -> Result<T, JournalError> + Send + 'static,
) -> Result<T, JournalError> {
    tokio::task::spawn_blocking(work).await.unwrap_or(Err(JournalError::TaskStopped))
}
