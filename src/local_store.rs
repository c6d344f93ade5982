//! The local store: everything the app keeps on this workstation between sessions — drafts
//! of unsent forms and the activity log — in one SQLite database per profile
//! (`intake-desk.sqlite3` in the data folder, readable by the user only).
//!
//! Why SQLite: each write is one transaction, so a crash at any instant leaves either the old
//! or the new state, never a torn file; WAL mode lets a second process on the same profile read
//! and write safely. The schema has a version (`PRAGMA user_version`) and forward migrations.
//! The JSON files of earlier versions (`drafts/*.json`, `activity.jsonl`) are imported once, in
//! the same transaction that records the import, and then moved aside (never deleted).
//!
//! Anything that cannot be read — a draft row, an imported file — is kept under a name of its
//! own in `unreadable/` and reported, never dropped; an unreadable activity entry stays in the
//! database and is counted.
//!
//! [`LocalWriter`] is the one way in: a thread of its own that owns the connection and takes
//! jobs in the order they were sent, so a draft deleted after it was saved never comes back.

use std::path::{Path, PathBuf};

use rusqlite::{Connection, OptionalExtension as _, params};

use crate::activity::{ActivityEntry, ActivityRead};
use crate::drafts::{Draft, DraftKind, LoadedDrafts, SetAside};
use crate::i18n::Msg;

/// The database's file name in the data folder.
pub const DATABASE_FILE_NAME: &str = "intake-desk.sqlite3";

/// Where unreadable drafts and files are kept, in the data folder.
pub const UNREADABLE_FOLDER: &str = "unreadable";

/// How many activity entries are read back for the view.
const ACTIVITY_READ_LIMIT: usize = 2000;

/// How long a write waits for another process's transaction before it fails.
const BUSY_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(10);
/// The same for the store's writer, which does not wait that long: a draft that cannot be saved
/// is said next to its form and tried again later (the queue behind it is not held up).
const WRITER_BUSY_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(2);

/// A connection to the profile's database in `data_dir` (created private if need be), ready
/// and at the current schema. The store and the batch journal each hold one.
pub(crate) fn open_database(data_dir: &Path) -> Result<Connection, OpenError> {
    let path = data_dir.join(DATABASE_FILE_NAME);
    // Created private before SQLite opens it: SQLite gives its -wal and -shm files the
    // database file's permissions.
    crate::folders::ensure_private_dir(data_dir)?;
    crate::files::create_private_if_missing(&path)?;
    let mut connection = Connection::open(&path)?;
    prepare(&mut connection)?;
    Ok(connection)
}

/// After a delete: the write-ahead log still holds the deleted rows' earlier pages until it is
/// checkpointed; this copies it into the file (whose freed pages secure_delete has zeroed) and
/// empties it. Another process reading at that moment keeps the log for now; the next delete or
/// the last connection's close empties it.
pub(crate) fn forget_logged_pages(connection: &Connection) {
    let checkpoint = connection.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |row| row.get::<_, i64>(0));
    if let Err(err) = checkpoint {
        tracing::warn!(%err, "the local database's log could not be emptied after a delete");
    }
}

/// A database in memory, at the current schema.
pub(crate) fn open_in_memory() -> Result<Connection, OpenError> {
    let mut connection = Connection::open_in_memory()?;
    prepare(&mut connection)?;
    Ok(connection)
}

fn prepare(connection: &mut Connection) -> Result<(), OpenError> {
    connection.busy_timeout(BUSY_TIMEOUT)?;
    // WAL: readers and one writer of several processes at once; FULL: a committed entry
    // survives a power cut too, not only a crash of the app.
    let _mode: String = connection.query_row("PRAGMA journal_mode = WAL", [], |row| row.get(0))?;
    // secure_delete: what is deleted (a sent draft, a forgotten day list) is overwritten in the
    // file's pages, not left in its free pages for anyone reading the file.
    connection.execute_batch("PRAGMA synchronous = FULL; PRAGMA secure_delete = ON;")?;
    crate::sqlite_schema::migrate(connection, MIGRATIONS)?;
    // Marks the file as ours (a database of before this mark gets it here): at start, a
    // database with another mark is not taken for the store (see `repair`).
    let id: i32 = connection.query_row("PRAGMA application_id", [], |row| row.get(0))?;
    if id != repair::APPLICATION_ID {
        connection.pragma_update(None, "application_id", repair::APPLICATION_ID)?;
    }
    Ok(())
}

/// What the store held when the app started.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LocalData {
    pub drafts: LoadedDrafts,
    pub activity: ActivityRead,
    /// The ledger of filed surveys: each survey's latest filing.
    pub filed: Vec<crate::filing::FiledVersion>,
    /// The store could not be used on disk: what happened, in words. Drafts and activity are
    /// then kept in memory for this session only.
    pub problem: Option<Msg>,
}

/// An open local store.
pub struct LocalStore {
    connection: Connection,
    data_dir: Option<PathBuf>,
}

/// Why the store could not be opened on disk.
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    #[error("{0}")]
    Io(#[from] std::io::Error),
    #[error("{0}")]
    Sqlite(#[from] rusqlite::Error),
    #[error("{0}")]
    Schema(#[from] crate::sqlite_schema::SchemaError),
}

impl LocalStore {
    /// Opens (creating if needed) the store of the data folder and imports earlier versions'
    /// files once. Files the store cannot read are kept aside and listed in the result.
    pub fn open(data_dir: &Path) -> Result<(LocalStore, Vec<SetAside>), OpenError> {
        let connection = open_database(data_dir)?;
        let mut store = LocalStore { connection, data_dir: Some(data_dir.to_path_buf()) };
        let set_aside = store.import_legacy_files();
        Ok((store, set_aside))
    }

    /// The writer's connection: a shorter wait for another process's lock, and (to simulate a
    /// full disk) a size the database may not grow past.
    fn writer_limits(&self, size_limit: Option<u64>) -> rusqlite::Result<()> {
        self.connection.busy_timeout(WRITER_BUSY_TIMEOUT)?;
        if let Some(bytes) = size_limit {
            let page_size: i64 = self.connection.query_row("PRAGMA page_size", [], |row| row.get(0))?;
            let pages = (bytes / page_size.max(1) as u64).max(1);
            let _granted: i64 =
                self.connection.query_row(&format!("PRAGMA max_page_count = {pages}"), [], |row| row.get(0))?;
        }
        Ok(())
    }

    /// The profile's database opened only to read what it holds (its drafts, its activity, its
    /// ledger), for when it cannot be opened to write (locked by another program, a read-only
    /// folder): nothing is written to it, not even a file kept aside.
    pub fn open_read_only(data_dir: &Path) -> Result<LocalStore, OpenError> {
        let path = data_dir.join(DATABASE_FILE_NAME);
        let flags = rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY | rusqlite::OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let connection = Connection::open_with_flags(&path, flags)?;
        connection.busy_timeout(WRITER_BUSY_TIMEOUT)?;
        Ok(LocalStore { connection, data_dir: None })
    }

    /// A store that keeps nothing after the process ends.
    pub fn in_memory() -> Result<LocalStore, OpenError> {
        Ok(LocalStore { connection: open_in_memory()?, data_dir: None })
    }

    /// Reads every draft and the recent activity. A draft that cannot be read is written to
    /// `unreadable/` under a name of its own and then removed from the store (in that order,
    /// so a crash between the two keeps it twice, never zero times).
    pub fn load(&mut self) -> (LoadedDrafts, ActivityRead) {
        let mut loaded = LoadedDrafts::default();
        match self.read_drafts() {
            Ok(rows) => {
                for (id, kind, saved_at, body) in rows {
                    match serde_json::from_slice::<Draft>(&body) {
                        Ok(mut draft) => {
                            draft.id = id;
                            loaded.drafts.push(draft);
                        }
                        Err(_) => {
                            let kind = DraftKind::from_stored(&kind);
                            let typed_on = saved_at.parse::<jiff::Timestamp>().ok();
                            match self.keep_aside(&format!("draft-{id}.json"), &body) {
                                Ok(kept_at) => {
                                    if let Err(err) = self.delete_draft(&id) {
                                        tracing::warn!(%err, "an unreadable draft was kept aside but stays in the store");
                                    }
                                    loaded.set_aside.push(SetAside { kind, typed_on, kept_at });
                                }
                                Err(err) => tracing::warn!(%err, "an unreadable draft could not be kept aside"),
                            }
                        }
                    }
                }
            }
            Err(err) => tracing::warn!(%err, "the drafts could not be read"),
        }
        let activity = self.read_activity().unwrap_or_else(|err| {
            tracing::warn!(%err, "the activity log could not be read");
            ActivityRead::default()
        });
        (loaded, activity)
    }

    #[allow(clippy::type_complexity)]
    fn read_drafts(&self) -> rusqlite::Result<Vec<(String, String, String, Vec<u8>)>> {
        let mut statement = self.connection.prepare("SELECT id, kind, saved_at, body FROM drafts ORDER BY saved_at")?;
        let rows = statement.query_map([], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?, blob_or_text(row, 3)?)))?;
        rows.collect()
    }

    fn read_activity(&self) -> rusqlite::Result<ActivityRead> {
        let mut statement = self.connection.prepare("SELECT body FROM activity ORDER BY seq DESC LIMIT ?1")?;
        let mut read = ActivityRead::default();
        let rows = statement.query_map([ACTIVITY_READ_LIMIT as i64], |row| blob_or_text(row, 0))?;
        for body in rows {
            match crate::activity::read_entry(&body?) {
                Some(entry) => read.entries.push(entry),
                None => read.unreadable += 1,
            }
        }
        Ok(read)
    }

    /// Saves a draft (a new one, or a newer version of the same form's).
    pub fn save_draft(&self, draft: &Draft) -> Result<(), OpenError> {
        let body = serde_json::to_vec(draft).map_err(std::io::Error::other)?;
        self.connection.execute(
            "INSERT INTO drafts (id, kind, saved_at, body) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT(id) DO UPDATE SET kind = excluded.kind, saved_at = excluded.saved_at, body = excluded.body",
            params![draft.id, draft.kind.as_str(), draft.saved_at, body],
        )?;
        Ok(())
    }

    /// Forgets a draft (its form was sent or discarded): deleted, and the log that still holds
    /// its earlier versions emptied ([`forget_logged_pages`]).
    pub fn delete_draft(&self, id: &str) -> Result<(), OpenError> {
        self.connection.execute("DELETE FROM drafts WHERE id = ?1", [id])?;
        forget_logged_pages(&self.connection);
        Ok(())
    }

    /// Each filed survey's latest filing, from the ledger (all of them: it decides what is
    /// filed again).
    pub fn read_filed(&self) -> rusqlite::Result<Vec<crate::filing::FiledVersion>> {
        let mut statement = self.connection.prepare(
            "SELECT survey_id, version, fingerprint, folder, filed_at FROM filed_surveys AS f
             WHERE version = (SELECT MAX(version) FROM filed_surveys WHERE survey_id = f.survey_id)",
        )?;
        let rows = statement.query_map([], filed_version)?;
        rows.collect()
    }

    /// The latest filing of `survey_id`, if it was filed.
    pub fn filed(&self, survey_id: &str) -> rusqlite::Result<Option<crate::filing::FiledVersion>> {
        self.connection
            .query_row(
                "SELECT survey_id, version, fingerprint, folder, filed_at FROM filed_surveys
                 WHERE survey_id = ?1 ORDER BY version DESC LIMIT 1",
                [survey_id],
                filed_version,
            )
            .optional()
    }

    /// Adds a filing to the ledger (a version filed twice keeps its first line).
    pub fn record_filing(&self, filed: &crate::filing::FiledVersion) -> Result<(), OpenError> {
        self.connection.execute(
            "INSERT OR IGNORE INTO filed_surveys (survey_id, version, fingerprint, folder, filed_at)
             VALUES (?1, ?2, ?3, ?4, ?5)",
            params![filed.survey_id, filed.version, filed.fingerprint, filed.folder, filed.filed_at.to_string()],
        )?;
        Ok(())
    }

    /// Entries of the activity log and filings of the ledger, kept in one transaction: how the
    /// benchmarks fill a profile with a year of a desk's work.
    #[cfg(feature = "measure")]
    pub fn keep_history(
        &mut self,
        activity: &[ActivityEntry],
        filed: &[crate::filing::FiledVersion],
    ) -> Result<(), OpenError> {
        let transaction = self.connection.transaction()?;
        for entry in activity {
            let body = serde_json::to_vec(entry).map_err(std::io::Error::other)?;
            transaction.execute("INSERT INTO activity (body) VALUES (?1)", [body])?;
        }
        for filed in filed {
            transaction.execute(
                "INSERT OR IGNORE INTO filed_surveys (survey_id, version, fingerprint, folder, filed_at)
                 VALUES (?1, ?2, ?3, ?4, ?5)",
                params![filed.survey_id, filed.version, filed.fingerprint, filed.folder, filed.filed_at.to_string()],
            )?;
        }
        transaction.commit()?;
        Ok(())
    }

    /// Adds one entry to the activity log.
    pub fn append_activity(&self, entry: &ActivityEntry) -> Result<(), OpenError> {
        let body = serde_json::to_vec(entry).map_err(std::io::Error::other)?;
        self.connection.execute("INSERT INTO activity (body) VALUES (?1)", [body])?;
        Ok(())
    }

    /// Writes `bytes` to `unreadable/<name>` under a name no earlier file has.
    fn keep_aside(&self, name: &str, bytes: &[u8]) -> std::io::Result<PathBuf> {
        let Some(data_dir) = &self.data_dir else {
            return Err(std::io::Error::other("no data folder"));
        };
        let folder = data_dir.join(UNREADABLE_FOLDER);
        crate::folders::ensure_private_dir(&folder)?;
        let path = folder.join(format!("{name}.{}", crate::files::aside_suffix("unreadable")));
        crate::files::write_private_atomic(&path, bytes)?;
        Ok(path)
    }

    /// Imports each file of an earlier version once: its readable content goes into the store
    /// in the transaction that records the import, then the file is moved aside (kept, never
    /// deleted). A crash before the commit imports it again next time; after it, the file is
    /// only moved aside.
    fn import_legacy_files(&mut self) -> Vec<SetAside> {
        let Some(data_dir) = self.data_dir.clone() else { return Vec::new() };
        let mut set_aside = Vec::new();
        for kind in DraftKind::ALL {
            let name = format!("drafts/{}", kind.legacy_file_name());
            let result =
                self.import_file(&data_dir, &name, |transaction, bytes| match serde_json::from_slice::<Draft>(bytes) {
                    Ok(draft) if draft.kind == kind => {
                        let body = serde_json::to_vec(&draft).map_err(std::io::Error::other)?;
                        transaction.execute(
                            "INSERT OR IGNORE INTO drafts (id, kind, saved_at, body) VALUES (?1, ?2, ?3, ?4)",
                            params![draft.id, kind.as_str(), draft.saved_at, body],
                        )?;
                        Ok(true)
                    }
                    _ => Ok(false),
                });
            match result {
                Ok(Some((false, moved_to))) => {
                    let typed_on = std::fs::metadata(&moved_to)
                        .and_then(|m| m.modified())
                        .ok()
                        .and_then(|time| jiff::Timestamp::try_from(time).ok());
                    set_aside.push(SetAside { kind: Some(kind), typed_on, kept_at: moved_to });
                }
                Ok(_) => {}
                Err(err) => tracing::warn!(%err, ?kind, "an earlier version's draft could not be imported"),
            }
        }
        let result = self.import_file(&data_dir, crate::activity::LEGACY_FILE_NAME, |transaction, bytes| {
            // Every line is kept, the unreadable ones too (they are counted, as before).
            let mut insert = transaction.prepare("INSERT INTO activity (body) VALUES (?1)")?;
            for line in crate::activity::legacy_lines(bytes) {
                insert.execute([line])?;
            }
            Ok(true)
        });
        if let Err(err) = result {
            tracing::warn!(%err, "an earlier version's activity log could not be imported");
        }
        set_aside
    }

    /// `Ok(None)`: nothing to import. `Ok(Some((read, moved_to)))`: imported (or found
    /// imported before) and moved aside; `read` is false when the content could not be read.
    fn import_file(
        &mut self,
        data_dir: &Path,
        name: &str,
        import: impl FnOnce(&rusqlite::Transaction<'_>, &[u8]) -> Result<bool, OpenError>,
    ) -> Result<Option<(bool, PathBuf)>, OpenError> {
        let path = data_dir.join(name);
        let bytes = match std::fs::read(&path) {
            Ok(bytes) => bytes,
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(err) => return Err(err.into()),
        };
        let transaction = self.connection.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        let done_before: Option<String> = transaction
            .query_row("SELECT imported_at FROM imported_files WHERE name = ?1", [name], |row| row.get(0))
            .optional()?;
        let read = match done_before {
            Some(_) => true,
            None => {
                let read = import(&transaction, &bytes)?;
                transaction.execute(
                    "INSERT INTO imported_files (name, imported_at) VALUES (?1, ?2)",
                    params![name, jiff::Timestamp::now().to_string()],
                )?;
                read
            }
        };
        transaction.commit()?;
        let file_name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let why = if read { "imported" } else { "unreadable" };
        let folder = match read {
            true => path.parent().map(Path::to_path_buf).unwrap_or_else(|| data_dir.to_path_buf()),
            false => {
                let folder = data_dir.join(UNREADABLE_FOLDER);
                crate::folders::ensure_private_dir(&folder)?;
                folder
            }
        };
        let moved_to = folder.join(format!("{file_name}.{}", crate::files::aside_suffix(why)));
        std::fs::rename(&path, &moved_to)?;
        Ok(Some((read, moved_to)))
    }
}

/// A column read as bytes whether SQLite holds it as a blob or as text.
fn blob_or_text(row: &rusqlite::Row<'_>, index: usize) -> rusqlite::Result<Vec<u8>> {
    use rusqlite::types::ValueRef;
    match row.get_ref(index)? {
        ValueRef::Blob(bytes) | ValueRef::Text(bytes) => Ok(bytes.to_vec()),
        _ => Ok(Vec::new()),
    }
}

fn filed_version(row: &rusqlite::Row<'_>) -> rusqlite::Result<crate::filing::FiledVersion> {
    let filed_at: String = row.get(4)?;
    Ok(crate::filing::FiledVersion {
        survey_id: row.get(0)?,
        version: row.get(1)?,
        fingerprint: row.get(2)?,
        folder: row.get(3)?,
        // A line an earlier version wrote without a readable time still counts as filed.
        filed_at: filed_at.parse().unwrap_or(jiff::Timestamp::UNIX_EPOCH),
    })
}

#[path = "local_store_schema.rs"]
mod schema;
#[path = "local_store_writer.rs"]
mod writer;

use schema::MIGRATIONS;
pub use writer::LocalWriter;

#[path = "local_store_repair.rs"]
pub mod repair;

#[cfg(test)]
#[path = "local_store_tests.rs"]
mod tests;
