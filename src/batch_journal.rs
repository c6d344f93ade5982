//! The batch journal: what this workstation meant to send for a day's list and what became of
//! each row, in the profile's local SQLite database (the one that holds the drafts and the
//! activity log, [`crate::local_store`]). A row's intent is committed before its request leaves
//! and its outcome after the answer, so after a crash the journal tells, for every row, whether
//! it was never tried, certainly done, or "sent but no answer" — and for those it keeps what is
//! needed to find out from the service before anything is sent again (the patient's surveys as
//! they were just before the send).
//!
//! Each write is its own transaction (SQLite, WAL, `synchronous = FULL`): a crash at any instant
//! leaves the row in its old state or its new one.

use std::path::Path;

/// How long a finished batch (its rows hold patient details) is kept for the Today view's
/// other days: then it is forgotten ([`BatchJournal::forget_finished_before`]).
pub const KEEP_FINISHED_BATCHES: jiff::SignedDuration = jiff::SignedDuration::from_hours(31 * 24);

use crate::api::SessionKey;

// The rows and their states, the lease, the kept mappings and the engines are each their own
// module; their paths stay `batch_journal::…` for the app and the tests.
pub mod clinic_engine;
mod column_mapping;
pub mod engine;
mod lease;
mod place;
mod row;
mod singles;

pub use engine::Claim;
use engine::{JournalEngine, SqliteEngine, StoredBatch, StoredRow, Which};

pub use lease::{LEASE, LOCK_FOLDER, Lease};
pub use place::JournalPlace;
pub use row::{
    BatchItem, Difference, JournalRow, ReminderOf, RowState, SKIPPED_APPOINTMENT_PASSED, SKIPPED_CHANNEL_NOT_ALLOWED,
    SKIPPED_DETAILS_DIFFER, SKIPPED_INVALID, SKIPPED_NO_MORE_REMINDERS, SKIPPED_QUIET_HOURS, SKIPPED_RECENTLY_INVITED,
    SKIPPED_SENT_AT_ANOTHER_DESK, SKIPPED_STARTED, SKIPPED_TOO_SOON, SentRow, SentSlice, may_send_anyway,
    skipped_reason,
};
pub use singles::SingleSent;

/// A batch: its id and when it was made.
#[derive(Clone, Debug, PartialEq)]
pub struct BatchInfo {
    pub id: String,
    pub created_at: jiff::Timestamp,
    pub file_name: String,
    pub finished: bool,
    /// Where it was made (`None`: by a version that did not note it).
    pub session: Option<SessionKey>,
}

/// Why the journal could not be used.
#[derive(Debug, thiserror::Error)]
pub enum JournalError {
    #[error("{0}")]
    Store(#[from] crate::local_store::OpenError),
    #[error("{0}")]
    Sqlite(#[from] rusqlite::Error),
    #[error("{0}")]
    Clinic(#[from] crate::clinic_database::ClinicDatabaseError),
    /// A row's stored JSON could not be read: where in it, and what kind of problem — never
    /// serde's message, which quotes the values it met (a patient's name) into the log.
    #[error("a journal row cannot be read ({0})")]
    Unreadable(String),
    #[error("the reference {0} is twice in the batch")]
    DuplicateReference(String),
    #[error("there is no batch {0} in this profile's journal")]
    UnknownBatch(String),
    #[error("the journal's task stopped")]
    TaskStopped,
    #[error("the batch is being sent by another window or process")]
    LeasedElsewhere,
}

impl JournalError {
    /// The journal's database cannot be reached now (the clinic database stopped, or the
    /// network to it): the same call may work once it is back.
    pub fn is_out_of_reach(&self) -> bool {
        matches!(self, JournalError::Clinic(error) if error.is_out_of_reach())
    }
}

impl From<serde_json::Error> for JournalError {
    fn from(error: serde_json::Error) -> JournalError {
        let kind = match error.classify() {
            serde_json::error::Category::Io => "cannot be read",
            serde_json::error::Category::Syntax => "not JSON",
            serde_json::error::Category::Data => "not the expected shape",
            serde_json::error::Category::Eof => "cut short",
        };
        JournalError::Unreadable(format!("{kind} at line {}, column {}", error.line(), error.column()))
    }
}

/// The journal: its engine (the profile's database, or the clinic's) and, for the batches'
/// lock files, the profile's data folder.
pub struct BatchJournal {
    engine: Box<dyn JournalEngine>,
    /// Where the batches' lock files are (`None` in memory).
    data_dir: Option<std::path::PathBuf>,
}

impl BatchJournal {
    /// Opens the journal in the profile's data folder (creating the database if need be).
    pub fn open(data_dir: &Path) -> Result<BatchJournal, JournalError> {
        // A connection of its own beside the store's (WAL lets both write).
        let connection = crate::local_store::open_database(data_dir)?;
        Ok(BatchJournal { engine: Box::new(SqliteEngine { connection }), data_dir: Some(data_dir.to_owned()) })
    }

    /// A journal in memory, for tests that need no crash.
    pub fn in_memory() -> Result<BatchJournal, JournalError> {
        let connection = crate::local_store::open_in_memory()?;
        Ok(BatchJournal { engine: Box::new(SqliteEngine { connection }), data_dir: None })
    }

    /// The journal kept by `engine`, with the batches' lock files in `data_dir`.
    pub fn with_engine(engine: Box<dyn JournalEngine>, data_dir: Option<&Path>) -> BatchJournal {
        BatchJournal { engine, data_dir: data_dir.map(Path::to_owned) }
    }

    /// Records a new batch and all its rows as pending, in one transaction; its id.
    pub fn create(
        &mut self,
        file_name: &str,
        items: &[BatchItem],
        session: &SessionKey,
    ) -> Result<String, JournalError> {
        let id = uuid::Uuid::new_v4().to_string();
        let now = jiff::Timestamp::now().to_string();
        let pending = serde_json::to_vec(&RowState::Pending)?;
        let rows = items
            .iter()
            .map(|item| {
                Ok(StoredRow {
                    reference: item.reference.clone(),
                    line: i64::try_from(item.line).unwrap_or(i64::MAX),
                    item: serde_json::to_vec(item)?,
                    state: RowState::Pending.name().to_owned(),
                    state_body: pending.clone(),
                    updated_at: now.clone(),
                })
            })
            .collect::<Result<Vec<_>, JournalError>>()?;
        let batch = StoredBatch {
            id: id.clone(),
            created_at: now.clone(),
            file_name: file_name.to_owned(),
            finished: false,
            session: Some(serde_json::to_vec(session)?),
        };
        self.engine.insert_batch(&batch, &rows, None)?;
        Ok(id)
    }

    /// Moves a row to `state` (committed before this returns), unless another sender holds the
    /// batch's lease.
    pub fn set(&self, batch_id: &str, reference: &str, state: &RowState) -> Result<(), JournalError> {
        self.set_as(None, batch_id, reference, state)
    }

    /// Moves a row to `state` for the holder of the batch's lease `owner` (`None`: for whoever,
    /// while nobody holds it). A sender whose lease another took over writes nothing:
    /// [`JournalError::LeasedElsewhere`].
    pub fn set_as(
        &self,
        owner: Option<&str>,
        batch_id: &str,
        reference: &str,
        state: &RowState,
    ) -> Result<(), JournalError> {
        let now = jiff::Timestamp::now();
        let row = StoredRow {
            reference: reference.to_owned(),
            line: 0,
            item: Vec::new(),
            state: state.name().to_owned(),
            state_body: serde_json::to_vec(state)?,
            updated_at: now.to_string(),
        };
        let changed = self.engine.set_row(owner, batch_id, &row, now.as_millisecond())?;
        if !changed && self.batch(batch_id)?.is_some() {
            return Err(JournalError::LeasedElsewhere);
        }
        Ok(())
    }

    /// Marks a batch finished (every row has an outcome, or the user closed it).
    pub fn finish(&self, batch_id: &str) -> Result<(), JournalError> {
        self.engine.set_finished(batch_id, Some(&jiff::Timestamp::now().to_string()))
    }

    /// Sends these rows again when the batch is next run: each back to pending, with the
    /// user's choice for a row held back on purpose (`true`: update the record whose details
    /// differ, as the user compared it; send though the patient was invited a short while
    /// ago). The batch is unfinished again. A row that was or may have been sent is never reset
    /// (that could send twice): one whose outcome is unknown is asked about when the batch runs.
    pub fn send_again(&mut self, batch_id: &str, rows: &[(String, bool)]) -> Result<(), JournalError> {
        let now = jiff::Timestamp::now().to_string();
        let pending = serde_json::to_vec(&RowState::Pending)?;
        let mut reset = Vec::new();
        for (reference, update_on_record) in rows {
            let Some(stored) = self.engine.row(batch_id, reference)? else { continue };
            if engine::NEVER_RESET.contains(&stored.state.as_str()) {
                continue;
            }
            let mut item: BatchItem = serde_json::from_slice(&stored.item)?;
            let held_back = serde_json::from_slice::<RowState>(&stored.state_body).ok();
            if *update_on_record {
                match held_back {
                    Some(RowState::Skipped { reason, .. }) if may_send_anyway(&reason) => {
                        item.despite_recent = true;
                    }
                    Some(RowState::Skipped { on_record, .. }) => {
                        item.update_on_record = true;
                        if let Some(on_record) = on_record {
                            item.compared_record = Some(*on_record);
                        }
                    }
                    _ => item.update_on_record = true,
                }
            }
            reset.push(StoredRow {
                item: serde_json::to_vec(&item)?,
                state: RowState::Pending.name().to_owned(),
                state_body: pending.clone(),
                updated_at: now.clone(),
                ..stored
            });
        }
        // The engine checks again, in its transaction, that no row was sent meanwhile.
        self.engine.reset_rows(batch_id, &reset)
    }

    /// Every invitation a batch made in `session`'s clinic sent between `from` (included) and
    /// `to` (excluded), oldest first.
    pub fn sent_between(
        &self,
        from: jiff::Timestamp,
        to: jiff::Timestamp,
        session: &SessionKey,
    ) -> Result<Vec<SentRow>, JournalError> {
        Ok(self.sent_rows(from, to, session, None)?.rows)
    }

    /// The newest of [`BatchJournal::sent_between`]: those among the latest `at_most` rows the
    /// journal sent in the period (oldest first), and whether older ones were left unread.
    pub fn newest_sent_between(
        &self,
        from: jiff::Timestamp,
        to: jiff::Timestamp,
        session: &SessionKey,
        at_most: usize,
    ) -> Result<SentSlice, JournalError> {
        self.sent_rows(from, to, session, Some(at_most))
    }

    fn sent_rows(
        &self,
        from: jiff::Timestamp,
        to: jiff::Timestamp,
        session: &SessionKey,
        newest: Option<usize>,
    ) -> Result<SentSlice, JournalError> {
        let mut sent = Vec::new();
        let this_desk = self.engine.this_desk();
        // The text of whole seconds around the times (see `JournalEngine::rows_in_state`).
        let second = |at: jiff::Timestamp| at.to_string().chars().take("2026-01-01T00:00:00".len()).collect::<String>();
        let until = second(to.checked_add(jiff::SignedDuration::from_secs(1)).unwrap_or(to));
        let rows = self.engine.rows_in_state("sent", &second(from), &until, newest)?;
        // A full slice may have left older rows; one short of it read the period to its start.
        let older_left = newest.is_some_and(|newest| rows.len() >= newest);
        // Whether each batch was made for this clinic, decided once per batch.
        let mut of_this_clinic: std::collections::HashMap<String, bool> = std::collections::HashMap::new();
        for engine::RowOfBatch { batch_id, row, session: made_in, desk } in rows {
            // Only what was sent for the clinic the user works for now (any of its staff):
            // another service's or tenant's surveys are not found here.
            let ours = *of_this_clinic.entry(batch_id.clone()).or_insert_with(|| {
                let made_in: Option<SessionKey> = made_in.and_then(|made_in| serde_json::from_slice(&made_in).ok());
                made_in.is_some_and(|made_in| made_in.same_clinic(session))
            });
            if !ours {
                continue;
            }
            // Timestamps are compared as times: their text differs in its fractional digits.
            let Ok(sent_at) = row.updated_at.parse::<jiff::Timestamp>() else { continue };
            if sent_at < from || sent_at >= to {
                continue;
            }
            if let RowState::Sent { survey_id, patient_id } = serde_json::from_slice(&row.state_body)? {
                sent.push(SentRow {
                    batch_id,
                    item: serde_json::from_slice(&row.item)?,
                    survey_id,
                    patient_id,
                    sent_at,
                    desk: desk.filter(|desk| Some(desk.as_str()) != this_desk),
                });
            }
        }
        sent.sort_by_key(|row| row.sent_at);
        Ok(SentSlice { rows: sent, older_left })
    }

    /// This desk's name in a journal the clinic's desks share; `None`: the journal is this
    /// desk's alone.
    pub fn this_desk(&self) -> Option<&str> {
        self.engine.this_desk()
    }

    /// Forgets the batches finished before `before` (their rows hold patient details; what was
    /// sent stays in the activity log, by id); the number forgotten. Unfinished batches stay,
    /// however old: they are offered until the user resumes or closes them.
    pub fn forget_finished_before(&mut self, before: jiff::Timestamp) -> Result<usize, JournalError> {
        let old: Vec<String> = self
            .engine
            .batches(Which::Finished)?
            .into_iter()
            .map(batch_info)
            .filter(|batch| batch.created_at < before)
            .map(|batch| batch.id)
            .collect();
        self.engine.delete_batches(&old)?;
        if let Some(data_dir) = &self.data_dir {
            for id in &old {
                // A lock file left behind holds nothing (no process has it): only tidiness.
                let _ = std::fs::remove_file(data_dir.join(LOCK_FOLDER).join(format!("{id}.lock")));
            }
        }
        Ok(old.len())
    }

    /// The rows of a batch, in the file's order.
    pub fn rows(&self, batch_id: &str) -> Result<Vec<JournalRow>, JournalError> {
        self.engine
            .rows(batch_id)?
            .into_iter()
            .map(|row| {
                Ok(JournalRow {
                    item: serde_json::from_slice(&row.item)?,
                    state: serde_json::from_slice(&row.state_body)?,
                })
            })
            .collect()
    }

    /// The batches not finished, newest first (offered for resuming at start).
    pub fn unfinished(&self) -> Result<Vec<BatchInfo>, JournalError> {
        Ok(self.engine.batches(Which::Unfinished)?.into_iter().map(batch_info).collect())
    }

    /// Claims the invitation of the row's patient for `day` before its request leaves, so that
    /// two desks (or two lists) sending the same patient at once send once. `None`: this row
    /// holds the claim (newly, or since an earlier attempt); `Some`: another row claimed it
    /// first — which desk, and when.
    pub fn claim(
        &self,
        batch_id: &str,
        reference: &str,
        day: jiff::civil::Date,
    ) -> Result<Option<Claim>, JournalError> {
        let claim = self.claim_of(batch_id, reference, day)?;
        self.engine.claim(&claim)
    }

    /// Gives the row's claim back: its invitation certainly did not leave.
    pub fn release_claim(&self, batch_id: &str, reference: &str, day: jiff::civil::Date) -> Result<(), JournalError> {
        let claim = self.claim_of(batch_id, reference, day)?;
        self.engine.release_claim(&claim)
    }

    /// Claims the filing of a survey's answers (those `fingerprint` stands for, in `session`'s
    /// service and tenant) for the filing run `run`, before any file is written, so that two
    /// desks filing at once file them once. `None`: this run holds the claim; `Some`: another
    /// run claimed them first — which desk, and when. The claim is kept once they are filed
    /// (it says they were) and given back when they were not ([`Self::release_filing`]).
    pub fn claim_filing(
        &self,
        run: &str,
        survey_id: &str,
        fingerprint: &str,
        session: &SessionKey,
    ) -> Result<Option<Claim>, JournalError> {
        self.engine.claim(&filing_claim(run, survey_id, fingerprint, session))
    }

    /// Gives a filing's claim back: nothing was filed.
    pub fn release_filing(
        &self,
        run: &str,
        survey_id: &str,
        fingerprint: &str,
        session: &SessionKey,
    ) -> Result<(), JournalError> {
        self.engine.release_claim(&filing_claim(run, survey_id, fingerprint, session))
    }

    /// The claim a row makes: its patient (the reference) in its batch's service and tenant,
    /// on `day`.
    fn claim_of(&self, batch_id: &str, reference: &str, day: jiff::civil::Date) -> Result<Claim, JournalError> {
        let session = self
            .batch(batch_id)?
            .ok_or_else(|| JournalError::UnknownBatch(batch_id.to_owned()))?
            .session
            .unwrap_or_else(|| SessionKey { api_base: String::new(), tenant: None, account: None });
        let tenant = session.tenant.unwrap_or_default();
        Ok(Claim {
            key: format!("{}\u{1f}{tenant}\u{1f}{reference}\u{1f}{day}", session.api_base),
            batch_id: batch_id.to_owned(),
            reference: reference.to_owned(),
            desk: String::new(),
            claimed_at: jiff::Timestamp::now().to_string(),
        })
    }

    /// One batch.
    pub fn batch(&self, batch_id: &str) -> Result<Option<BatchInfo>, JournalError> {
        Ok(self.engine.batches(Which::One(batch_id))?.into_iter().next().map(batch_info))
    }
}

fn batch_info(batch: StoredBatch) -> BatchInfo {
    BatchInfo {
        created_at: batch.created_at.parse().unwrap_or(jiff::Timestamp::UNIX_EPOCH),
        id: batch.id,
        file_name: batch.file_name,
        finished: batch.finished,
        // Unreadable is as good as not noted: the batch is sent nowhere.
        session: batch.session.and_then(|session| serde_json::from_slice(&session).ok()),
    }
}

/// The claim a filing run makes on a survey's answers (kept beside the invitations' claims, its
/// key told apart by its first part).
fn filing_claim(run: &str, survey_id: &str, fingerprint: &str, session: &SessionKey) -> Claim {
    let tenant = session.tenant.as_deref().unwrap_or_default();
    Claim {
        key: format!("filing\u{1f}{}\u{1f}{tenant}\u{1f}{survey_id}\u{1f}{fingerprint}", session.api_base),
        batch_id: run.to_owned(),
        reference: survey_id.to_owned(),
        desk: String::new(),
        claimed_at: jiff::Timestamp::now().to_string(),
    }
}

#[cfg(test)]
mod tests;
