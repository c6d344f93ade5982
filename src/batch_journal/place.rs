//! Where a desk's journal is kept: the profile's own database in its data folder, or — when IT
//! names one — the clinic's database, one connection per process, made again when it was lost.
//! Every part of the app that opens the journal opens it here, so none of them can keep a list
//! on this desk while the others share it with the clinic.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use crate::clinic_database::{ClinicDatabase, ClinicDatabaseSettings};

use super::clinic_engine::PostgresEngine;
use super::{BatchJournal, JournalError, SingleSent};
use crate::api::SessionKey;

/// The journal's place: the data folder (for the batches' lock files, and the profile's database)
/// and the clinic database, if any.
#[derive(Clone, Debug)]
pub struct JournalPlace {
    data_dir: PathBuf,
    clinic: Option<Clinic>,
}

#[derive(Clone, Debug)]
struct Clinic {
    settings: ClinicDatabaseSettings,
    /// The process's connection, made at the first use and again after it was lost.
    connection: Arc<Mutex<Option<ClinicDatabase>>>,
}

impl JournalPlace {
    /// The profile's own journal in `data_dir`.
    pub fn on_this_desk(data_dir: &Path) -> JournalPlace {
        JournalPlace { data_dir: data_dir.to_owned(), clinic: None }
    }

    /// The clinic's journal, with this desk's lock files in `data_dir`.
    pub fn in_the_clinic_database(data_dir: &Path, settings: ClinicDatabaseSettings) -> JournalPlace {
        JournalPlace {
            data_dir: data_dir.to_owned(),
            clinic: Some(Clinic { settings, connection: Arc::new(Mutex::new(None)) }),
        }
    }

    /// Whether the journal is the clinic's, shared by every desk.
    pub fn is_shared(&self) -> bool {
        self.clinic.is_some()
    }

    /// Keeps a survey sent one by one: in the profile's own journal first (a single send never
    /// waits for the clinic database), then in the clinic's. Blocking, as [`Self::open`].
    pub fn record_single(&self, single: &SingleSent, session: &SessionKey) -> Result<(), JournalError> {
        let own = BatchJournal::open(&self.data_dir)?;
        own.record_single(single, session)?;
        self.write_back_singles_from(&own).map(|_| ())
    }

    /// Writes the single surveys this desk kept while the clinic database was away into it; how
    /// many. Blocking, as [`Self::open`].
    pub fn write_back_singles(&self) -> Result<usize, JournalError> {
        if self.clinic.is_none() {
            return Ok(0);
        }
        self.write_back_singles_from(&BatchJournal::open(&self.data_dir)?)
    }

    fn write_back_singles_from(&self, own: &BatchJournal) -> Result<usize, JournalError> {
        if self.clinic.is_none() {
            return Ok(0);
        }
        let written = own.write_back_singles(&self.open()?)?;
        if written > 0 {
            tracing::info!("{written} surveys sent one by one were written to the clinic database");
        }
        Ok(written)
    }

    /// The journal. Blocking (it may connect): call it from a thread that may wait.
    pub fn open(&self) -> Result<BatchJournal, JournalError> {
        let Some(clinic) = &self.clinic else { return BatchJournal::open(&self.data_dir) };
        let mut connection = clinic.connection.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let database = match connection.as_ref().filter(|database| !database.is_closed()) {
            Some(database) => database.clone(),
            None => {
                *connection = None;
                let database = ClinicDatabase::connect(&clinic.settings)?;
                *connection = Some(database.clone());
                database
            }
        };
        Ok(BatchJournal::with_engine(Box::new(PostgresEngine::new(database)), Some(&self.data_dir)))
    }
}
