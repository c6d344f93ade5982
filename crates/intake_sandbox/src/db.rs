//! The sandbox's database: one SQLite file (`sandbox.sqlite3`, next to the legacy JSON state
//! file the caller names) with one table per kind of record, each record stored as JSON keyed
//! by its id. This module owns opening it (private file mode, WAL, busy timeout, schema
//! migrations by `PRAGMA user_version`), loading it at start, the one-time import of a legacy
//! JSON state file, setting unreadable files aside, and the writer thread that writes the
//! changed rows of each mutation in order, in one transaction per batch.
//!
//! Rows are upserted one by one, never the whole data set: two processes on the same file keep
//! each other's records (a record the other process created appears after a restart; the same
//! record written by both ends as the last writer left it).

use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::Duration;

use rusqlite::{Connection, ErrorCode, TransactionBehavior, params};
use serde::Serialize;
use serde::de::DeserializeOwned;
use tokio::sync::oneshot;

use super::store::{self, Data};

/// File name of the database, in the folder of the legacy state file.
pub const DATABASE_FILE_NAME: &str = "sandbox.sqlite3";

/// How long a write waits for another process's transaction before it fails.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// Schema migrations: entry `i` takes the schema from version `i` to `i + 1`. Append only;
/// never change an entry that has shipped.
const MIGRATIONS: &[&str] =
    &["CREATE TABLE IF NOT EXISTS patients (id TEXT PRIMARY KEY NOT NULL, record TEXT NOT NULL);
     CREATE TABLE IF NOT EXISTS surveys (id TEXT PRIMARY KEY NOT NULL, record TEXT NOT NULL);
     CREATE TABLE IF NOT EXISTS history (id TEXT PRIMARY KEY NOT NULL, record TEXT NOT NULL);
     CREATE TABLE IF NOT EXISTS outbox (id TEXT PRIMARY KEY NOT NULL, record TEXT NOT NULL);"];

/// The table of a kind of record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Table {
    Patients,
    Surveys,
    History,
    Outbox,
}

impl Table {
    fn upsert_sql(self) -> &'static str {
        match self {
            Table::Patients => {
                "INSERT INTO patients (id, record) VALUES (?1, ?2) ON CONFLICT(id) DO UPDATE SET record = excluded.record"
            }
            Table::Surveys => {
                "INSERT INTO surveys (id, record) VALUES (?1, ?2) ON CONFLICT(id) DO UPDATE SET record = excluded.record"
            }
            Table::History => {
                "INSERT INTO history (id, record) VALUES (?1, ?2) ON CONFLICT(id) DO UPDATE SET record = excluded.record"
            }
            Table::Outbox => {
                "INSERT INTO outbox (id, record) VALUES (?1, ?2) ON CONFLICT(id) DO UPDATE SET record = excluded.record"
            }
        }
    }
}

/// One record to write.
#[derive(Debug)]
pub(crate) struct Row {
    table: Table,
    key: String,
    record: String,
}

impl Row {
    pub fn new(table: Table, key: String, record: &impl Serialize) -> serde_json::Result<Row> {
        Ok(Row { table, key, record: serde_json::to_string(record)? })
    }
}

/// A batch of rows and who waits for it.
struct Job {
    rows: Vec<Row>,
    written: oneshot::Sender<()>,
}

/// Hands rows to the writer thread, which writes them in the order received. The thread ends
/// (after writing what is queued) when the writer is dropped.
pub(crate) struct Writer {
    jobs: mpsc::Sender<Job>,
}

impl Writer {
    /// Queues rows; the receiver fires once they are written (or failed, which is logged).
    pub fn write(&self, rows: Vec<Row>) -> Option<oneshot::Receiver<()>> {
        let (written, done) = oneshot::channel();
        match self.jobs.send(Job { rows, written }) {
            Ok(()) => Some(done),
            Err(_) => {
                tracing::error!("sandbox: the database writer has stopped; a change was not saved");
                None
            }
        }
    }
}

fn spawn_writer(mut connection: Connection) -> std::io::Result<Writer> {
    let (jobs, queue) = mpsc::channel::<Job>();
    std::thread::Builder::new().name("sandbox-db".to_owned()).spawn(move || {
        while let Ok(first) = queue.recv() {
            // Everything already queued goes into the same transaction: under load, one
            // commit for many requests.
            let mut batch = vec![first];
            while let Ok(next) = queue.try_recv() {
                batch.push(next);
            }
            if let Err(e) = write_rows(&mut connection, batch.iter().flat_map(|job| job.rows.iter())) {
                tracing::error!("sandbox: cannot write to the database: {e}");
            }
            for job in batch {
                let _ = job.written.send(());
            }
        }
    })?;
    Ok(Writer { jobs })
}

fn write_rows<'a>(connection: &mut Connection, rows: impl Iterator<Item = &'a Row>) -> rusqlite::Result<()> {
    let transaction = connection.transaction_with_behavior(TransactionBehavior::Immediate)?;
    for row in rows {
        transaction.prepare_cached(row.table.upsert_sql())?.execute(params![row.key, row.record])?;
    }
    transaction.commit()
}

/// What [`open`] found: the data to start with and, when there is a usable database, its
/// writer.
pub(crate) struct Opened {
    pub data: Data,
    pub writer: Option<Writer>,
}

/// Why a database cannot be used.
#[derive(Debug)]
enum OpenError {
    /// Not a database, or a damaged one: set it aside.
    Unreadable(rusqlite::Error),
    /// Written by a newer version of the app: leave it alone.
    Newer(u32),
    /// Anything else (permissions, a full disk, a lock held too long).
    Other(String),
}

impl From<rusqlite::Error> for OpenError {
    fn from(e: rusqlite::Error) -> Self {
        let unreadable =
            matches!(e.sqlite_error_code(), Some(ErrorCode::NotADatabase) | Some(ErrorCode::DatabaseCorrupt));
        if unreadable { OpenError::Unreadable(e) } else { OpenError::Other(e.to_string()) }
    }
}

impl From<intake_files::sqlite_schema::SchemaError> for OpenError {
    fn from(e: intake_files::sqlite_schema::SchemaError) -> Self {
        match e {
            intake_files::sqlite_schema::SchemaError::Newer { found, .. } => OpenError::Newer(found),
            intake_files::sqlite_schema::SchemaError::Sqlite(e) => OpenError::from(e),
        }
    }
}

/// The database path for a legacy state file path.
pub(crate) fn database_path(state_file: &Path) -> PathBuf {
    state_file.with_file_name(DATABASE_FILE_NAME)
}

/// Opens (or creates) the database next to `state_file` and loads it. An empty database is
/// filled from the legacy JSON `state_file` when there is one (once: the file is renamed
/// aside afterwards), else with the demo data when `seed`. Never fails: what cannot be read
/// is set aside (never overwritten) and the sandbox starts fresh; what cannot be written
/// leaves the sandbox running in memory. Blocking: call it off the async threads.
pub(crate) fn open(state_file: &Path, seed: bool) -> Opened {
    let path = database_path(state_file);
    if let Some(folder) = path.parent().filter(|f| !f.as_os_str().is_empty())
        && let Err(e) = std::fs::create_dir_all(folder)
    {
        tracing::warn!("sandbox: cannot create the data folder ({e}); keeping data in memory only");
        return Opened { data: store::new_data(seed), writer: None };
    }
    let opened = match open_and_load(&path) {
        Err(OpenError::Unreadable(e)) => {
            tracing::warn!("sandbox: the database is unreadable ({e}); setting it aside and starting fresh");
            set_aside_database(&path);
            open_and_load(&path)
        }
        other => other,
    };
    let (mut connection, data) = match opened {
        Ok(found) => found,
        Err(OpenError::Newer(version)) => {
            tracing::warn!(
                "sandbox: the database has schema version {version}, newer than this app knows; \
                 leaving it untouched and keeping data in memory only"
            );
            return Opened { data: store::new_data(seed), writer: None };
        }
        Err(OpenError::Unreadable(e)) => {
            tracing::warn!("sandbox: the database is still unreadable ({e}); keeping data in memory only");
            return Opened { data: store::new_data(seed), writer: None };
        }
        Err(OpenError::Other(e)) => {
            tracing::warn!("sandbox: cannot open the database ({e}); keeping data in memory only");
            return Opened { data: store::new_data(seed), writer: None };
        }
    };

    let data = if data.is_empty() { fill_empty(&mut connection, state_file, seed) } else { data };
    match spawn_writer(connection) {
        Ok(writer) => Opened { data, writer: Some(writer) },
        Err(e) => {
            tracing::warn!("sandbox: cannot start the database writer ({e}); keeping changes in memory only");
            Opened { data, writer: None }
        }
    }
}

/// The first data of an empty database: the legacy state file's, else a fresh set. Written in
/// one transaction; the legacy file is renamed aside only once its records are in.
fn fill_empty(connection: &mut Connection, state_file: &Path, seed: bool) -> Data {
    let (data, legacy) = match store::load_json(state_file) {
        Ok(Some(data)) => (data, true),
        Ok(None) => (store::new_data(seed), false),
        Err(e) => {
            tracing::warn!("sandbox: the legacy state file is unreadable ({e}); setting it aside and starting fresh");
            set_aside(state_file, "unreadable");
            (store::new_data(seed), false)
        }
    };
    let rows: Vec<Row> = data.all_changes().into_iter().filter_map(|c| data.row(c)).collect();
    match write_rows(connection, rows.iter()) {
        Ok(()) if legacy => {
            tracing::info!(records = rows.len(), "sandbox: imported the legacy state file into the database");
            set_aside(state_file, "imported");
        }
        Ok(()) => {}
        // The legacy file stays where it is: the next start imports it again.
        Err(e) => tracing::error!("sandbox: cannot write the first data to the database: {e}"),
    }
    data
}

fn open_and_load(path: &Path) -> Result<(Connection, Data), OpenError> {
    intake_files::create_private_if_missing(path).map_err(|e| OpenError::Other(e.to_string()))?;
    let mut connection = Connection::open(path)?;
    connection.busy_timeout(BUSY_TIMEOUT)?;
    // The first statement that reads the file: a file that is not a database fails here. A
    // newer schema is refused before anything (even the journal mode) is written.
    let version = intake_files::sqlite_schema::version(&connection)?;
    if version > intake_files::sqlite_schema::newest(MIGRATIONS) {
        return Err(OpenError::Newer(version));
    }
    let mode: String = connection.query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))?;
    if !mode.eq_ignore_ascii_case("wal") {
        tracing::warn!(mode = %mode, "sandbox: the database could not switch to WAL mode");
    }
    // WAL with NORMAL survives a crash of the app (not of the machine) and does not wait for
    // the disk on every commit.
    connection.pragma_update(None, "synchronous", "NORMAL")?;
    intake_files::sqlite_schema::migrate(&mut connection, MIGRATIONS)?;
    let data = Data::new(
        load_table(&connection, "patients")?,
        load_table(&connection, "surveys")?,
        load_table(&connection, "history")?,
        load_table(&connection, "outbox")?,
    );
    Ok((connection, data))
}

/// Every readable record of a table, in the order they were first written. A row that does
/// not parse is skipped (and stays in the file).
fn load_table<T: DeserializeOwned>(connection: &Connection, table: &str) -> rusqlite::Result<Vec<T>> {
    let mut statement = connection.prepare(&format!("SELECT id, record FROM {table} ORDER BY rowid"))?;
    let rows = statement.query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?)))?;
    let mut records = Vec::new();
    let mut skipped = 0_usize;
    for row in rows {
        let (_, record) = row?;
        match serde_json::from_str(&record) {
            Ok(record) => records.push(record),
            Err(_) => skipped += 1,
        }
    }
    if skipped > 0 {
        tracing::warn!(table, skipped, "sandbox: records that could not be read were skipped");
    }
    Ok(records)
}

/// Renames a file to `<name>.<why>-<unique>`, never over another file; returns the new path.
pub(crate) fn set_aside(path: &Path, why: &str) -> Option<PathBuf> {
    if !path.exists() {
        return None;
    }
    rename_with_suffix(path, &intake_files::aside_suffix(why))
}

fn rename_with_suffix(path: &Path, suffix: &str) -> Option<PathBuf> {
    let mut aside = path.as_os_str().to_owned();
    aside.push(format!(".{suffix}"));
    let aside = PathBuf::from(aside);
    match std::fs::rename(path, &aside) {
        Ok(()) => {
            tracing::warn!(file = %aside.display(), "sandbox: a data file was set aside");
            Some(aside)
        }
        Err(e) => {
            tracing::warn!("sandbox: could not set a data file aside: {e}");
            None
        }
    }
}

/// Sets an unreadable database aside with its `-wal` and `-shm` files (under the same
/// suffix), so that a fresh database never replays a stale log.
fn set_aside_database(path: &Path) {
    let suffix = intake_files::aside_suffix("unreadable");
    for extra in ["-wal", "-shm"] {
        let mut side = path.as_os_str().to_owned();
        side.push(extra);
        let side = PathBuf::from(side);
        if side.exists() {
            rename_with_suffix(&side, &suffix);
        }
    }
    rename_with_suffix(path, &suffix);
}
