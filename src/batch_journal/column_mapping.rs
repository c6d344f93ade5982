//! The column mappings the user confirmed, kept by their file's headers: the next file with the
//! same columns is read the same way without asking again.

use std::collections::BTreeMap;

use rusqlite::{OptionalExtension as _, params};

use crate::import::mapping::{Mapping, Target, headers_key};

use super::{BatchJournal, JournalError};

impl BatchJournal {
    /// Keeps the mapping the user confirmed for this set of headers, for the next file with the
    /// same columns.
    pub fn remember_mapping(&self, headers: &[String], mapping: &Mapping) -> Result<(), JournalError> {
        let kept: BTreeMap<&str, usize> =
            mapping.columns.iter().map(|(target, column)| (target.key(), *column)).collect();
        self.connection.execute(
            "INSERT INTO column_mappings (headers, mapping, saved_at) VALUES (?1, ?2, ?3)
             ON CONFLICT (headers) DO UPDATE SET mapping = excluded.mapping, saved_at = excluded.saved_at",
            params![headers_key(headers), serde_json::to_vec(&kept)?, jiff::Timestamp::now().to_string()],
        )?;
        Ok(())
    }

    /// The mapping kept for this set of headers, if any (fields or columns it cannot use, from a
    /// damaged row or another version, are left out).
    pub fn remembered_mapping(&self, headers: &[String]) -> Result<Option<Mapping>, JournalError> {
        let kept: Option<Vec<u8>> = self
            .connection
            .query_row("SELECT mapping FROM column_mappings WHERE headers = ?1", params![headers_key(headers)], |row| {
                row.get(0)
            })
            .optional()?;
        let Some(kept) = kept else { return Ok(None) };
        let kept: BTreeMap<String, usize> = serde_json::from_slice(&kept).unwrap_or_default();
        let mut mapping = Mapping::default();
        for (key, column) in kept {
            if let Some(target) = Target::from_key(&key).filter(|_| column < headers.len()) {
                mapping.set(target, Some(column));
            }
        }
        Ok(Some(mapping))
    }
}
