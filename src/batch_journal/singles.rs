//! Surveys sent one by one, in the journal beside the day's lists: each a finished batch of one
//! sent row, so that Today, Follow-up and reminders read every invitation of the clinic from
//! one place, with the desk that sent it. A single send never waits for the clinic database
//! (the service is the truth): it is kept in the profile's own journal first and written to
//! the clinic's when it can be ([`BatchJournal::write_back_singles`]), under a key made from
//! its survey, so that writing it twice keeps it once.

use super::engine::{StoredBatch, StoredRow, Which};
use super::{BatchItem, BatchJournal, JournalError, RowState};
use crate::api::SessionKey;

/// The first part of a single survey's batch id (the rest is its survey's id).
const SINGLE: &str = "single-";

/// A survey sent one by one.
#[derive(Clone, Debug, PartialEq)]
pub struct SingleSent {
    pub survey_id: String,
    pub patient_id: Option<String>,
    /// The patient as the desk knew them (their names and reference), and the channel.
    pub item: BatchItem,
    pub sent_at: jiff::Timestamp,
}

impl BatchJournal {
    /// Keeps a survey sent one by one, in `session`; kept once however often it is told.
    pub fn record_single(&self, single: &SingleSent, session: &SessionKey) -> Result<(), JournalError> {
        let id = format!("{SINGLE}{}", single.survey_id);
        if !self.engine.batches(Which::One(&id))?.is_empty() {
            return Ok(());
        }
        self.insert_sent(&id, "", std::slice::from_ref(single), session, None)
    }

    /// A finished batch `id` whose rows were all sent, in one transaction.
    fn insert_sent(
        &self,
        id: &str,
        file_name: &str,
        sent: &[SingleSent],
        session: &SessionKey,
        made_at: Option<&str>,
    ) -> Result<(), JournalError> {
        let rows = sent
            .iter()
            .map(|single| {
                let state =
                    RowState::Sent { survey_id: single.survey_id.clone(), patient_id: single.patient_id.clone() };
                Ok(StoredRow {
                    reference: single.item.reference.clone(),
                    line: i64::try_from(single.item.line).unwrap_or(i64::MAX),
                    item: serde_json::to_vec(&single.item)?,
                    state: state.name().to_owned(),
                    state_body: serde_json::to_vec(&state)?,
                    updated_at: single.sent_at.to_string(),
                })
            })
            .collect::<Result<Vec<_>, JournalError>>()?;
        let created_at = sent.iter().map(|single| single.sent_at).min().unwrap_or_else(jiff::Timestamp::now);
        let batch = StoredBatch {
            id: id.to_owned(),
            created_at: created_at.to_string(),
            file_name: file_name.to_owned(),
            finished: true,
            session: Some(serde_json::to_vec(session)?),
        };
        self.engine.insert_batch(&batch, &rows, made_at)
    }

    /// A day's list as it stands once every row was sent, kept at once, made at `made_at` (another
    /// desk of the clinic; `None`: this desk): the demo's colleague's list, and how the
    /// benchmarks fill a journal with a month of a clinic's lists.
    pub fn keep_sent_list(
        &self,
        file_name: &str,
        sent: &[SingleSent],
        session: &SessionKey,
        made_at: Option<&str>,
    ) -> Result<String, JournalError> {
        let id = uuid::Uuid::new_v4().to_string();
        self.insert_sent(&id, file_name, sent, session, made_at)?;
        Ok(id)
    }

    /// Writes the single surveys this journal keeps into `clinic` (the clinic's journal), those
    /// it does not hold yet; how many were written.
    pub fn write_back_singles(&self, clinic: &BatchJournal) -> Result<usize, JournalError> {
        let singles: Vec<StoredBatch> =
            self.engine.batches(Which::Finished)?.into_iter().filter(|batch| batch.id.starts_with(SINGLE)).collect();
        if singles.is_empty() {
            return Ok(0);
        }
        let ids: Vec<String> = singles.iter().map(|batch| batch.id.clone()).collect();
        let held = clinic.engine.held(&ids)?;
        let mut written = 0;
        for batch in singles.iter().filter(|batch| !held.contains(&batch.id)) {
            let rows = self.engine.rows(&batch.id)?;
            clinic.engine.insert_batch(batch, &rows, None)?;
            written += 1;
        }
        Ok(written)
    }
}
