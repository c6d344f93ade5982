//! The journal kept in the clinic's PostgreSQL database ([`crate::clinic_database`]): every desk
//! of the clinic reads and writes the same batches. Each method is one statement or one
//! transaction, as the engine's contract says; a batch notes the desk that made it.

use crate::clinic_database::ClinicDatabase;

use super::JournalError;
use super::engine::{Claim, JournalEngine, NEVER_RESET, RowOfBatch, StoredBatch, StoredRow, Which};

/// The journal's engine on the clinic database.
pub struct PostgresEngine {
    database: ClinicDatabase,
}

impl PostgresEngine {
    pub fn new(database: ClinicDatabase) -> PostgresEngine {
        PostgresEngine { database }
    }
}

impl From<postgres::Error> for JournalError {
    fn from(error: postgres::Error) -> JournalError {
        JournalError::Clinic(error.into())
    }
}

const BATCH_COLUMNS: &str = "id, created_at, file_name, finished_at IS NOT NULL, session";
const ROW_COLUMNS: &str = "reference, line, item, state, state_body, updated_at";

fn stored_batch(row: &postgres::Row) -> Result<StoredBatch, JournalError> {
    Ok(StoredBatch {
        id: row.try_get(0)?,
        created_at: row.try_get(1)?,
        file_name: row.try_get(2)?,
        finished: row.try_get(3)?,
        session: row.try_get(4)?,
    })
}

fn stored_row(row: &postgres::Row) -> Result<StoredRow, JournalError> {
    Ok(StoredRow {
        reference: row.try_get(0)?,
        line: row.try_get(1)?,
        item: row.try_get(2)?,
        state: row.try_get(3)?,
        state_body: row.try_get(4)?,
        updated_at: row.try_get(5)?,
    })
}

impl JournalEngine for PostgresEngine {
    fn insert_batch(&self, batch: &StoredBatch, rows: &[StoredRow], made_at: Option<&str>) -> Result<(), JournalError> {
        let mut client = self.database.connected()?;
        let mut transaction = client.transaction()?;
        transaction.execute(
            "INSERT INTO batches (id, created_at, file_name, session, desk, finished_at) VALUES ($1, $2, $3, $4, $5, $6)",
            &[
                &batch.id,
                &batch.created_at,
                &batch.file_name,
                &batch.session,
                &made_at.unwrap_or(self.database.desk()),
                &batch.finished.then_some(&batch.created_at),
            ],
        )?;
        for row in rows {
            let inserted = transaction.execute(
                "INSERT INTO batch_rows (batch_id, reference, line, item, state, state_body, updated_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING",
                &[&batch.id, &row.reference, &row.line, &row.item, &row.state, &row.state_body, &row.updated_at],
            )?;
            if inserted == 0 {
                // Dropping the transaction rolls it back.
                return Err(JournalError::DuplicateReference(row.reference.clone()));
            }
        }
        transaction.commit()?;
        Ok(())
    }

    fn set_row(&self, owner: Option<&str>, batch_id: &str, row: &StoredRow, now_ms: i64) -> Result<bool, JournalError> {
        let changed = self.database.connected()?.execute(
            "UPDATE batch_rows SET state = $3, state_body = $4, updated_at = $5
             WHERE batch_id = $1 AND reference = $2 AND EXISTS (
                SELECT 1 FROM batches WHERE id = $1
                AND (lease_owner IS NULL OR lease_owner IS NOT DISTINCT FROM $6 OR lease_until < $7))",
            &[&batch_id, &row.reference, &row.state, &row.state_body, &row.updated_at, &owner, &now_ms],
        )?;
        Ok(changed > 0)
    }

    fn set_finished(&self, batch_id: &str, at: Option<&str>) -> Result<(), JournalError> {
        self.database.connected()?.execute("UPDATE batches SET finished_at = $2 WHERE id = $1", &[&batch_id, &at])?;
        Ok(())
    }

    fn reset_rows(&self, batch_id: &str, rows: &[StoredRow]) -> Result<(), JournalError> {
        let never: Vec<&str> = NEVER_RESET.to_vec();
        let mut client = self.database.connected()?;
        let mut transaction = client.transaction()?;
        for row in rows {
            transaction.execute(
                "UPDATE batch_rows SET item = $3, state = $4, state_body = $5, updated_at = $6
                 WHERE batch_id = $1 AND reference = $2 AND state <> ALL($7)",
                &[&batch_id, &row.reference, &row.item, &row.state, &row.state_body, &row.updated_at, &never],
            )?;
        }
        transaction.execute("UPDATE batches SET finished_at = NULL WHERE id = $1", &[&batch_id])?;
        transaction.commit()?;
        Ok(())
    }

    fn rows(&self, batch_id: &str) -> Result<Vec<StoredRow>, JournalError> {
        let found = self.database.connected()?.query(
            &format!("SELECT {ROW_COLUMNS} FROM batch_rows WHERE batch_id = $1 ORDER BY line, reference"),
            &[&batch_id],
        )?;
        found.iter().map(stored_row).collect()
    }

    fn row(&self, batch_id: &str, reference: &str) -> Result<Option<StoredRow>, JournalError> {
        let found = self.database.connected()?.query_opt(
            &format!("SELECT {ROW_COLUMNS} FROM batch_rows WHERE batch_id = $1 AND reference = $2"),
            &[&batch_id, &reference],
        )?;
        found.as_ref().map(stored_row).transpose()
    }

    fn rows_in_state(
        &self,
        state: &str,
        since: &str,
        until: &str,
        newest: Option<usize>,
    ) -> Result<Vec<RowOfBatch>, JournalError> {
        // Compared as text in the C collation, as SQLite compares it, whatever the database's;
        // ordered in it too, so the index on (state, updated_at COLLATE "C") is read backwards
        // for the newest. A null limit is none.
        let limit = newest.map(|newest| i64::try_from(newest).unwrap_or(i64::MAX));
        // The rows are limited before they meet their batches, so the newest are read from the
        // index's end and the rest is never read (joined first, all of them were sorted).
        let found = self.database.connected()?.query(
            "SELECT r.reference, r.line, r.item, r.state, r.state_body, r.updated_at, r.batch_id, b.session, b.desk
             FROM (SELECT * FROM batch_rows
                   WHERE state = $1 AND updated_at COLLATE \"C\" >= $2 AND updated_at COLLATE \"C\" < $3
                   ORDER BY updated_at COLLATE \"C\" DESC LIMIT $4) r
             JOIN batches b ON b.id = r.batch_id",
            &[&state, &since, &until, &limit],
        )?;
        found
            .iter()
            .map(|row| {
                Ok(RowOfBatch {
                    batch_id: row.try_get(6)?,
                    row: stored_row(row)?,
                    session: row.try_get(7)?,
                    desk: Some(row.try_get(8)?),
                })
            })
            .collect()
    }

    fn batches(&self, which: Which<'_>) -> Result<Vec<StoredBatch>, JournalError> {
        let mut client = self.database.connected()?;
        let found = match which {
            Which::Unfinished => client.query(
                &format!("SELECT {BATCH_COLUMNS} FROM batches WHERE finished_at IS NULL ORDER BY created_at DESC"),
                &[],
            )?,
            Which::Finished => client.query(
                &format!("SELECT {BATCH_COLUMNS} FROM batches WHERE finished_at IS NOT NULL ORDER BY created_at DESC"),
                &[],
            )?,
            Which::One(id) => client.query(&format!("SELECT {BATCH_COLUMNS} FROM batches WHERE id = $1"), &[&id])?,
        };
        found.iter().map(stored_batch).collect()
    }

    fn held(&self, ids: &[String]) -> Result<std::collections::HashSet<String>, JournalError> {
        let found = self.database.connected()?.query("SELECT id FROM batches WHERE id = ANY($1)", &[&ids])?;
        found.iter().map(|row| Ok(row.try_get(0)?)).collect()
    }

    fn delete_batches(&self, ids: &[String]) -> Result<(), JournalError> {
        if ids.is_empty() {
            return Ok(());
        }
        let mut client = self.database.connected()?;
        let mut transaction = client.transaction()?;
        transaction.execute("DELETE FROM invitation_claims WHERE batch_id = ANY($1)", &[&ids])?;
        transaction.execute("DELETE FROM batch_rows WHERE batch_id = ANY($1)", &[&ids])?;
        transaction.execute("DELETE FROM batches WHERE id = ANY($1)", &[&ids])?;
        transaction.commit()?;
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
        let changed = self.database.connected()?.execute(
            "UPDATE batches SET lease_owner = $2, lease_until = $3
             WHERE id = $1 AND ($5 OR lease_owner IS NULL OR lease_until < $4)",
            &[&batch_id, &owner, &until_ms, &now_ms, &take_over],
        )?;
        Ok(changed == 1)
    }

    fn renew_lease(&self, batch_id: &str, owner: &str, until_ms: i64) -> Result<bool, JournalError> {
        let changed = self.database.connected()?.execute(
            "UPDATE batches SET lease_until = $3 WHERE id = $1 AND lease_owner = $2",
            &[&batch_id, &owner, &until_ms],
        )?;
        Ok(changed == 1)
    }

    fn release_lease(&self, batch_id: &str, owner: &str) -> Result<(), JournalError> {
        self.database.connected()?.execute(
            "UPDATE batches SET lease_owner = NULL, lease_until = NULL WHERE id = $1 AND lease_owner = $2",
            &[&batch_id, &owner],
        )?;
        Ok(())
    }

    fn keep_mapping(&self, headers: &str, mapping: &[u8], at: &str) -> Result<(), JournalError> {
        self.database.connected()?.execute(
            "INSERT INTO column_mappings (headers, mapping, saved_at) VALUES ($1, $2, $3)
             ON CONFLICT (headers) DO UPDATE SET mapping = excluded.mapping, saved_at = excluded.saved_at",
            &[&headers, &mapping, &at],
        )?;
        Ok(())
    }

    fn kept_mapping(&self, headers: &str) -> Result<Option<Vec<u8>>, JournalError> {
        let found = self
            .database
            .connected()?
            .query_opt("SELECT mapping FROM column_mappings WHERE headers = $1", &[&headers])?;
        Ok(found.map(|row| row.try_get(0)).transpose()?)
    }

    fn claim(&self, claim: &Claim) -> Result<Option<Claim>, JournalError> {
        // One transaction: the insert and the look-up of the holder see the same committed row,
        // whichever desk's insert won.
        let mut client = self.database.connected()?;
        let mut transaction = client.transaction()?;
        transaction.execute(
            "INSERT INTO invitation_claims (key, batch_id, reference, desk, claimed_at)
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT (key) DO NOTHING",
            &[&claim.key, &claim.batch_id, &claim.reference, &self.database.desk(), &claim.claimed_at],
        )?;
        let row = transaction.query_one(
            "SELECT key, batch_id, reference, desk, claimed_at FROM invitation_claims WHERE key = $1",
            &[&claim.key],
        )?;
        transaction.commit()?;
        let holder = Claim {
            key: row.try_get(0)?,
            batch_id: row.try_get(1)?,
            reference: row.try_get(2)?,
            desk: row.try_get(3)?,
            claimed_at: row.try_get(4)?,
        };
        Ok(claim.another_s(holder))
    }

    fn release_claim(&self, claim: &Claim) -> Result<(), JournalError> {
        self.database.connected()?.execute(
            "DELETE FROM invitation_claims WHERE key = $1 AND batch_id = $2 AND reference = $3",
            &[&claim.key, &claim.batch_id, &claim.reference],
        )?;
        Ok(())
    }

    fn this_desk(&self) -> Option<&str> {
        Some(self.database.desk())
    }
}
