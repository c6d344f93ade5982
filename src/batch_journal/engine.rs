//! Where the journal keeps its batches: the one interface both engines implement — the
//! profile's SQLite database (one desk, [`SqliteEngine`]) and the clinic's PostgreSQL database
//! (every desk of a clinic, `crate::clinic_database`). An engine stores and finds bytes and
//! text; what they mean (rows, states, sessions, who may write) is [`super::BatchJournal`]'s,
//! written once for both.

use rusqlite::{Connection, OptionalExtension as _, params};

use super::JournalError;

/// A batch as stored.
#[derive(Clone, Debug)]
pub struct StoredBatch {
    pub id: String,
    pub created_at: String,
    pub file_name: String,
    pub finished: bool,
    /// The session it was made in, as JSON (`None`: by a version that did not note it).
    pub session: Option<Vec<u8>>,
}

/// A row as stored.
#[derive(Clone, Debug)]
pub struct StoredRow {
    pub reference: String,
    pub line: i64,
    /// The row's [`super::BatchItem`], as JSON.
    pub item: Vec<u8>,
    /// The name of its state ([`super::RowState::name`]).
    pub state: String,
    /// Its [`super::RowState`], as JSON.
    pub state_body: Vec<u8>,
    pub updated_at: String,
}

/// A row with its batch's id, the session the batch was made in (as JSON) and the desk that
/// made it.
#[derive(Clone, Debug)]
pub struct RowOfBatch {
    pub batch_id: String,
    pub row: StoredRow,
    pub session: Option<Vec<u8>>,
    /// `None` in a journal of one desk ([`JournalEngine::this_desk`]).
    pub desk: Option<String>,
}

/// A desk's claim on one patient's invitation of one day ([`JournalEngine::claim`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Claim {
    /// Service, tenant, the patient's reference and the day.
    pub key: String,
    /// The row that claims it.
    pub batch_id: String,
    pub reference: String,
    /// The desk that claimed it (filled in by the engine).
    pub desk: String,
    pub claimed_at: String,
}

impl Claim {
    /// `holder`, the claim found under this one's key, when it is another row's: `None` when it
    /// is this row's own.
    pub fn another_s(&self, holder: Claim) -> Option<Claim> {
        (holder.batch_id != self.batch_id || holder.reference != self.reference).then_some(holder)
    }
}

/// Which batches to list.
#[derive(Clone, Copy, Debug)]
pub enum Which<'a> {
    Unfinished,
    Finished,
    One(&'a str),
}

/// The states a row is never reset from: it was, or may have been, sent.
pub const NEVER_RESET: [&str; 3] = ["sent", "sending", "unknown"];

/// The journal's storage. Each method is one transaction: committed when it returns `Ok`.
pub trait JournalEngine: Send {
    /// The batch (finished at its creation when `batch.finished`) and all its rows;
    /// [`JournalError::DuplicateReference`] (and nothing kept) when a reference is twice.
    /// `made_at`: the desk that made it when another desk of the clinic did (the demo's
    /// colleague, in the profile's own journal); `None`: this desk.
    fn insert_batch(&self, batch: &StoredBatch, rows: &[StoredRow], made_at: Option<&str>) -> Result<(), JournalError>;
    /// A row's new state, unless a lease other than `owner`'s holds its batch at `now_ms`;
    /// whether the row was changed.
    fn set_row(&self, owner: Option<&str>, batch_id: &str, row: &StoredRow, now_ms: i64) -> Result<bool, JournalError>;
    /// Finished at `at`, or unfinished again (`None`).
    fn set_finished(&self, batch_id: &str, at: Option<&str>) -> Result<(), JournalError>;
    /// Puts these rows (item and state) in place of theirs, except a row whose stored state is
    /// one of [`NEVER_RESET`], and makes the batch unfinished again.
    fn reset_rows(&self, batch_id: &str, rows: &[StoredRow]) -> Result<(), JournalError>;
    /// A batch's rows, in the file's order.
    fn rows(&self, batch_id: &str) -> Result<Vec<StoredRow>, JournalError>;
    /// One row.
    fn row(&self, batch_id: &str, reference: &str) -> Result<Option<StoredRow>, JournalError>;
    /// Every row in the state `state` last changed between `since` (included) and `until`
    /// (excluded), compared as text, with its batch's id and session. Timestamps' text differs
    /// in its fractional digits: the caller widens the bounds to whole seconds and compares the
    /// times itself. `newest`: only the latest that many by that text, newest first (the first
    /// screen of a long period, read before the rest).
    fn rows_in_state(
        &self,
        state: &str,
        since: &str,
        until: &str,
        newest: Option<usize>,
    ) -> Result<Vec<RowOfBatch>, JournalError>;
    /// Batches, newest first.
    fn batches(&self, which: Which<'_>) -> Result<Vec<StoredBatch>, JournalError>;
    /// Those of `ids` that are batches of this journal.
    fn held(&self, ids: &[String]) -> Result<std::collections::HashSet<String>, JournalError>;
    /// These batches and their rows, gone (their rows' bytes too, where the engine can).
    fn delete_batches(&self, ids: &[String]) -> Result<(), JournalError>;
    /// The lease on a batch for `owner` until `until_ms`, when nobody holds it, its holder's ran
    /// out at `now_ms`, or `take_over` (its holder is known to be gone); whether it was taken.
    fn take_lease(
        &self,
        batch_id: &str,
        owner: &str,
        until_ms: i64,
        now_ms: i64,
        take_over: bool,
    ) -> Result<bool, JournalError>;
    /// `owner`'s lease held until `until_ms`; `false`: another holds it now.
    fn renew_lease(&self, batch_id: &str, owner: &str, until_ms: i64) -> Result<bool, JournalError>;
    /// `owner`'s lease given back.
    fn release_lease(&self, batch_id: &str, owner: &str) -> Result<(), JournalError>;
    /// A column mapping kept for a set of headers.
    fn keep_mapping(&self, headers: &str, mapping: &[u8], at: &str) -> Result<(), JournalError>;
    /// The mapping kept for a set of headers.
    fn kept_mapping(&self, headers: &str) -> Result<Option<Vec<u8>>, JournalError>;
    /// Claims `claim.key` for its row, unless another row holds it; `None`: the row holds it now
    /// (newly, or already), `Some`: the claim of the row that holds it.
    fn claim(&self, claim: &Claim) -> Result<Option<Claim>, JournalError>;
    /// Gives the row's claim back (its invitation certainly did not leave).
    fn release_claim(&self, claim: &Claim) -> Result<(), JournalError>;
    /// This desk's name in a journal the clinic's desks share (the clinic's database); `None`:
    /// the journal is this desk's alone (the profile's own database).
    fn this_desk(&self) -> Option<&str>;
    /// Whether every sender of this journal runs on this computer, so that holding a batch's
    /// lock file here proves its last holder gone: only a journal no other desk shares.
    fn on_this_computer_only(&self) -> bool {
        self.this_desk().is_none()
    }
}

/// The profile's own SQLite database (`crate::local_store`).
pub struct SqliteEngine {
    pub(super) connection: Connection,
}

const BATCH_COLUMNS: &str = "id, created_at, file_name, finished_at IS NOT NULL, session";
const ROW_COLUMNS: &str = "reference, line, item, state, state_body, updated_at";

fn stored_batch(row: &rusqlite::Row<'_>) -> rusqlite::Result<StoredBatch> {
    Ok(StoredBatch {
        id: row.get(0)?,
        created_at: row.get(1)?,
        file_name: row.get(2)?,
        finished: row.get(3)?,
        session: row.get(4)?,
    })
}

fn stored_row(row: &rusqlite::Row<'_>) -> rusqlite::Result<StoredRow> {
    Ok(StoredRow {
        reference: row.get(0)?,
        line: row.get(1)?,
        item: row.get(2)?,
        state: row.get(3)?,
        state_body: row.get(4)?,
        updated_at: row.get(5)?,
    })
}

impl JournalEngine for SqliteEngine {
    fn insert_batch(&self, batch: &StoredBatch, rows: &[StoredRow], made_at: Option<&str>) -> Result<(), JournalError> {
        let transaction = self.connection.unchecked_transaction()?;
        transaction.execute(
            "INSERT INTO batches (id, created_at, file_name, session, finished_at, desk) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![
                batch.id,
                batch.created_at,
                batch.file_name,
                batch.session,
                batch.finished.then_some(&batch.created_at),
                made_at
            ],
        )?;
        for row in rows {
            let inserted = transaction.execute(
                "INSERT OR IGNORE INTO batch_rows (batch_id, reference, line, item, state, state_body, updated_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                params![batch.id, row.reference, row.line, row.item, row.state, row.state_body, row.updated_at],
            )?;
            if inserted == 0 {
                return Err(JournalError::DuplicateReference(row.reference.clone()));
            }
        }
        transaction.commit()?;
        Ok(())
    }

    fn set_row(&self, owner: Option<&str>, batch_id: &str, row: &StoredRow, now_ms: i64) -> Result<bool, JournalError> {
        let changed = self.connection.execute(
            "UPDATE batch_rows SET state = ?3, state_body = ?4, updated_at = ?5
             WHERE batch_id = ?1 AND reference = ?2 AND EXISTS (
                SELECT 1 FROM batches WHERE id = ?1
                AND (lease_owner IS NULL OR lease_owner IS ?6 OR lease_until < ?7))",
            params![batch_id, row.reference, row.state, row.state_body, row.updated_at, owner, now_ms],
        )?;
        Ok(changed > 0)
    }

    fn set_finished(&self, batch_id: &str, at: Option<&str>) -> Result<(), JournalError> {
        self.connection.execute("UPDATE batches SET finished_at = ?2 WHERE id = ?1", params![batch_id, at])?;
        Ok(())
    }

    fn reset_rows(&self, batch_id: &str, rows: &[StoredRow]) -> Result<(), JournalError> {
        let transaction = self.connection.unchecked_transaction()?;
        for row in rows {
            transaction.execute(
                "UPDATE batch_rows SET item = ?3, state = ?4, state_body = ?5, updated_at = ?6
                 WHERE batch_id = ?1 AND reference = ?2 AND state NOT IN (?7, ?8, ?9)",
                params![
                    batch_id,
                    row.reference,
                    row.item,
                    row.state,
                    row.state_body,
                    row.updated_at,
                    NEVER_RESET[0],
                    NEVER_RESET[1],
                    NEVER_RESET[2]
                ],
            )?;
        }
        transaction.execute("UPDATE batches SET finished_at = NULL WHERE id = ?1", params![batch_id])?;
        transaction.commit()?;
        Ok(())
    }

    fn rows(&self, batch_id: &str) -> Result<Vec<StoredRow>, JournalError> {
        let mut statement = self
            .connection
            .prepare(&format!("SELECT {ROW_COLUMNS} FROM batch_rows WHERE batch_id = ?1 ORDER BY line, reference"))?;
        Ok(statement.query_map(params![batch_id], stored_row)?.collect::<Result<_, _>>()?)
    }

    fn row(&self, batch_id: &str, reference: &str) -> Result<Option<StoredRow>, JournalError> {
        Ok(self
            .connection
            .query_row(
                &format!("SELECT {ROW_COLUMNS} FROM batch_rows WHERE batch_id = ?1 AND reference = ?2"),
                params![batch_id, reference],
                stored_row,
            )
            .optional()?)
    }

    fn rows_in_state(
        &self,
        state: &str,
        since: &str,
        until: &str,
        newest: Option<usize>,
    ) -> Result<Vec<RowOfBatch>, JournalError> {
        // Through the index on (state, updated_at), read backwards for the newest.
        let mut statement = self.connection.prepare(
            "SELECT r.reference, r.line, r.item, r.state, r.state_body, r.updated_at, r.batch_id, b.session, b.desk
             FROM batch_rows r JOIN batches b ON b.id = r.batch_id
             WHERE r.state = ?1 AND r.updated_at >= ?2 AND r.updated_at < ?3
             ORDER BY r.updated_at DESC LIMIT ?4",
        )?;
        // SQLite reads a negative limit as none.
        let limit = newest.map_or(-1, |newest| i64::try_from(newest).unwrap_or(i64::MAX));
        let found = statement
            .query_map(params![state, since, until, limit], |row| {
                Ok(RowOfBatch { batch_id: row.get(6)?, row: stored_row(row)?, session: row.get(7)?, desk: row.get(8)? })
            })?
            .collect::<Result<_, _>>()?;
        Ok(found)
    }

    fn batches(&self, which: Which<'_>) -> Result<Vec<StoredBatch>, JournalError> {
        let (filter, id) = match which {
            Which::Unfinished => ("finished_at IS NULL", None),
            Which::Finished => ("finished_at IS NOT NULL", None),
            Which::One(id) => ("id = ?1", Some(id)),
        };
        let mut statement = self
            .connection
            .prepare(&format!("SELECT {BATCH_COLUMNS} FROM batches WHERE {filter} ORDER BY created_at DESC"))?;
        let found = match id {
            Some(id) => statement.query_map(params![id], stored_batch)?.collect::<Result<_, _>>()?,
            None => statement.query_map([], stored_batch)?.collect::<Result<_, _>>()?,
        };
        Ok(found)
    }

    fn held(&self, ids: &[String]) -> Result<std::collections::HashSet<String>, JournalError> {
        let mut statement = self.connection.prepare_cached("SELECT 1 FROM batches WHERE id = ?1")?;
        let mut held = std::collections::HashSet::new();
        for id in ids {
            if statement.exists(params![id])? {
                held.insert(id.clone());
            }
        }
        Ok(held)
    }

    fn delete_batches(&self, ids: &[String]) -> Result<(), JournalError> {
        if ids.is_empty() {
            return Ok(());
        }
        let transaction = self.connection.unchecked_transaction()?;
        for id in ids {
            transaction.execute("DELETE FROM invitation_claims WHERE batch_id = ?1", params![id])?;
            transaction.execute("DELETE FROM batch_rows WHERE batch_id = ?1", params![id])?;
            transaction.execute("DELETE FROM batches WHERE id = ?1", params![id])?;
        }
        transaction.commit()?;
        crate::local_store::forget_logged_pages(&self.connection);
        Ok(())
    }

    fn take_lease(
        &self,
        batch_id: &str,
        owner: &str,
        until_ms: i64,
        now_ms: i64,
        take_over: bool,
    ) -> Result<bool, JournalError> {
        let changed = self.connection.execute(
            "UPDATE batches SET lease_owner = ?2, lease_until = ?3
             WHERE id = ?1 AND (?5 OR lease_owner IS NULL OR lease_until < ?4)",
            params![batch_id, owner, until_ms, now_ms, take_over],
        )?;
        Ok(changed == 1)
    }

    fn renew_lease(&self, batch_id: &str, owner: &str, until_ms: i64) -> Result<bool, JournalError> {
        let changed = self.connection.execute(
            "UPDATE batches SET lease_until = ?3 WHERE id = ?1 AND lease_owner = ?2",
            params![batch_id, owner, until_ms],
        )?;
        Ok(changed == 1)
    }

    fn release_lease(&self, batch_id: &str, owner: &str) -> Result<(), JournalError> {
        self.connection.execute(
            "UPDATE batches SET lease_owner = NULL, lease_until = NULL WHERE id = ?1 AND lease_owner = ?2",
            params![batch_id, owner],
        )?;
        Ok(())
    }

    fn keep_mapping(&self, headers: &str, mapping: &[u8], at: &str) -> Result<(), JournalError> {
        self.connection.execute(
            "INSERT INTO column_mappings (headers, mapping, saved_at) VALUES (?1, ?2, ?3)
             ON CONFLICT (headers) DO UPDATE SET mapping = excluded.mapping, saved_at = excluded.saved_at",
            params![headers, mapping, at],
        )?;
        Ok(())
    }

    fn kept_mapping(&self, headers: &str) -> Result<Option<Vec<u8>>, JournalError> {
        Ok(self
            .connection
            .query_row("SELECT mapping FROM column_mappings WHERE headers = ?1", params![headers], |row| row.get(0))
            .optional()?)
    }

    fn claim(&self, claim: &Claim) -> Result<Option<Claim>, JournalError> {
        let transaction = self.connection.unchecked_transaction()?;
        transaction.execute(
            "INSERT OR IGNORE INTO invitation_claims (key, batch_id, reference, desk, claimed_at)
             VALUES (?1, ?2, ?3, ?4, ?5)",
            params![claim.key, claim.batch_id, claim.reference, THIS_COMPUTER, claim.claimed_at],
        )?;
        let holder = transaction.query_row(
            "SELECT key, batch_id, reference, desk, claimed_at FROM invitation_claims WHERE key = ?1",
            params![claim.key],
            |row| {
                Ok(Claim {
                    key: row.get(0)?,
                    batch_id: row.get(1)?,
                    reference: row.get(2)?,
                    desk: row.get(3)?,
                    claimed_at: row.get(4)?,
                })
            },
        )?;
        transaction.commit()?;
        Ok(claim.another_s(holder))
    }

    fn release_claim(&self, claim: &Claim) -> Result<(), JournalError> {
        self.connection.execute(
            "DELETE FROM invitation_claims WHERE key = ?1 AND batch_id = ?2 AND reference = ?3",
            params![claim.key, claim.batch_id, claim.reference],
        )?;
        Ok(())
    }

    fn this_desk(&self) -> Option<&str> {
        None
    }
}

/// The desk name of the profile's own journal: every claim in it is this computer's.
pub const THIS_COMPUTER: &str = "this computer";
