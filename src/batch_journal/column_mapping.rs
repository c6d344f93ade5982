//! The column mappings the user confirmed, kept by their file's headers: the next file with the
//! same columns is read the same way without asking again.

use std::collections::BTreeMap;

use crate::import::mapping::{Mapping, Target, headers_key};

use super::{BatchJournal, JournalError};

impl BatchJournal {
    /// Keeps the mapping the user confirmed for this set of headers, for the next file with the
    /// same columns.
    pub fn remember_mapping(&self, headers: &[String], mapping: &Mapping) -> Result<(), JournalError> {
        let kept: BTreeMap<&str, usize> =
            mapping.columns.iter().map(|(target, column)| (target.key(), *column)).collect();
        self.engine.keep_mapping(
            &headers_key(headers),
            &serde_json::to_vec(&kept)?,
            &jiff::Timestamp::now().to_string(),
        )
    }

    /// The mapping kept for this set of headers, if any (fields or columns it cannot use, from a
    /// damaged row or another version, are left out).
    pub fn remembered_mapping(&self, headers: &[String]) -> Result<Option<Mapping>, JournalError> {
        let Some(kept) = self.engine.kept_mapping(&headers_key(headers))? else { return Ok(None) };
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
