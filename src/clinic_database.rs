//! The clinic's shared database: one PostgreSQL database that every desk of a clinic uses, when
//! IT names one. This module owns the connection to it (TLS by default, with the clinic's CA),
//! its schema and the schema's versions; what the desks keep there is their journal
//! (`crate::batch_journal`, whose PostgreSQL engine uses this connection). It keeps nothing on
//! this computer and never reads or writes the profile's own SQLite database.
//!
//! A schema newer than this version knows is refused with a sentence and never altered: an
//! older desk must not write what a newer one reads differently.

use std::path::PathBuf;
use std::sync::{Arc, Mutex, MutexGuard};

/// Forward migrations of the clinic database: `MIGRATIONS[n]` takes the schema from version `n`
/// to `n + 1`, in one transaction with the version's own row.
const MIGRATIONS: &[&str] = &[
    "
    -- The day's lists every desk sends (crate::batch_journal): what was meant and what became of
    -- each row, who is sending it now (a lease, renewed while it sends) and at which desk.
    CREATE TABLE batches (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        file_name TEXT NOT NULL,
        finished_at TEXT,
        session BYTEA,
        lease_owner TEXT,
        lease_until BIGINT,
        desk TEXT NOT NULL
    );
    CREATE TABLE batch_rows (
        batch_id TEXT NOT NULL REFERENCES batches(id),
        reference TEXT NOT NULL,
        line BIGINT NOT NULL,
        item BYTEA NOT NULL,
        state TEXT NOT NULL,
        state_body BYTEA NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (batch_id, reference)
    );
    CREATE INDEX batch_rows_state ON batch_rows (state);
    -- The column mapping a desk confirmed, per set of headers: every desk reads the clinic's
    -- lists the same way.
    CREATE TABLE column_mappings (
        headers TEXT PRIMARY KEY,
        mapping BYTEA NOT NULL,
        saved_at TEXT NOT NULL
    );
",
    "
    -- One desk's claim on a patient's invitation of the day, taken before its request leaves:
    -- two desks sending the same patient at once send once (crate::batch_journal).
    CREATE TABLE invitation_claims (
        key TEXT PRIMARY KEY,
        batch_id TEXT NOT NULL,
        reference TEXT NOT NULL,
        desk TEXT NOT NULL,
        claimed_at TEXT NOT NULL
    );
",
    "
    -- What was sent between two times (Today, Follow-up) found without reading every row ever;
    -- the times' text in the C collation (a language's collation may skip their punctuation).
    CREATE INDEX batch_rows_sent ON batch_rows (state, updated_at COLLATE \"C\");
    DROP INDEX batch_rows_state;
",
];

/// The schema version this app writes and reads.
pub const SCHEMA_VERSION: i32 = MIGRATIONS.len() as i32;

/// Where the clinic database is and how to reach it (from the IT policy).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClinicDatabaseSettings {
    /// A PostgreSQL connection string (`postgresql://user@host:port/database`, or
    /// `host=… dbname=…`), without its password.
    pub url: String,
    /// TLS to the server: required unless IT says otherwise (a server on this computer).
    pub tls: Tls,
    /// Where the password comes from.
    pub credential: Credential,
    /// This desk's name, shown beside what it sends.
    pub desk: String,
}

/// Where the clinic database's password comes from.
#[derive(Clone, PartialEq, Eq)]
pub enum Credential {
    /// None is needed (the server trusts this computer, or a client certificate).
    None,
    /// The policy file gives it (a file readable by administrators only).
    Policy(String),
    /// The system keyring holds it: service [`KEYRING_SERVICE`], the database's `url` as the
    /// account (IT stores it there for the desk's user).
    Keyring,
}

impl std::fmt::Debug for Credential {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Credential::None => "None",
            Credential::Policy(_) => "Policy(…)",
            Credential::Keyring => "Keyring",
        })
    }
}

/// The keyring service under which the clinic database's password is kept.
pub const KEYRING_SERVICE: &str = "intake-desk clinic database";

/// TLS to the clinic database.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tls {
    /// Required, the server's certificate checked against this CA file (PEM).
    Required { ca_file: PathBuf },
    /// Plain TCP or a Unix socket: only where IT says so.
    Off,
}

/// Why the clinic database cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum ClinicDatabaseError {
    #[error("the clinic database's address cannot be read: {0}")]
    Url(String),
    #[error("the clinic database's CA file {path} cannot be used: {why}")]
    CaFile { path: PathBuf, why: String },
    #[error("the clinic database's password is not in this computer's keyring: {0}")]
    NoPassword(String),
    #[error("the clinic database cannot be reached: {0}")]
    Unreachable(String),
    #[error("the clinic database answered with an error: {0}")]
    Query(String),
    #[error(
        "the clinic database has a newer layout (version {found}) than this version of Intake Desk knows \
         (version {known}): update Intake Desk on this computer"
    )]
    NewerSchema { found: i32, known: i32 },
}

impl ClinicDatabaseError {
    /// The database cannot be reached now (stopped, restarting, the network down): what was
    /// asked may work once it is back. Every other error stays until someone mends something.
    pub fn is_out_of_reach(&self) -> bool {
        matches!(self, ClinicDatabaseError::Unreachable(_))
    }
}

impl From<postgres::Error> for ClinicDatabaseError {
    /// The server's message and code, never its detail, which quotes the values of a row (a
    /// patient's reference).
    fn from(error: postgres::Error) -> ClinicDatabaseError {
        match error.as_db_error() {
            // A connection exception (class 08), or the server shutting down or starting up
            // (57P01–57P03): out of reach, for now.
            Some(db) if db.code().code().starts_with("08") || db.code().code().starts_with("57P") => {
                ClinicDatabaseError::Unreachable(format!("{} ({})", db.message(), db.code().code()))
            }
            Some(db) => ClinicDatabaseError::Query(format!("{} ({})", db.message(), db.code().code())),
            None if error.is_closed() => ClinicDatabaseError::Unreachable("the connection was closed".to_owned()),
            None => ClinicDatabaseError::Unreachable(error.to_string()),
        }
    }
}

/// A connection to the clinic database, shared by the journal's engines of one process.
#[derive(Clone)]
pub struct ClinicDatabase {
    connection: Arc<Connection>,
    desk: String,
    /// What it connects with: a connection lost (the server restarted) is made again.
    settings: Arc<ClinicDatabaseSettings>,
}

/// The client, closed where closing may block. postgres's client closes its connection by
/// blocking on a runtime of its own, which tokio forbids on a thread that drives tasks — where
/// a task that held the last journal ends. There it is closed on a thread of its own.
struct Connection {
    /// `None` only while it is dropped.
    client: Mutex<Option<postgres::Client>>,
}

impl Drop for Connection {
    fn drop(&mut self) {
        if let Some(client) = self.client.get_mut().unwrap_or_else(std::sync::PoisonError::into_inner).take() {
            close(client);
        }
    }
}

/// Closes a client: on a thread of its own where the caller may be driving tokio's tasks.
fn close(client: postgres::Client) {
    if tokio::runtime::Handle::try_current().is_err() {
        drop(client);
        return;
    }
    let closing = std::thread::Builder::new().name("clinic-database-close".to_owned()).spawn(move || drop(client));
    if let Err(error) = closing {
        tracing::warn!("the clinic database's connection is left to the server to close ({error})");
    }
}

/// The client, for one statement or transaction.
pub struct ClientGuard<'a>(MutexGuard<'a, Option<postgres::Client>>);

impl std::ops::Deref for ClientGuard<'_> {
    type Target = postgres::Client;
    fn deref(&self) -> &postgres::Client {
        // A guard is made only over a client (see `ClinicDatabase::client`); the client is taken
        // out only when the connection is dropped, when no guard can be held.
        self.0.as_ref().unwrap_or_else(|| unreachable!("a guard over a dropped connection"))
    }
}

impl std::ops::DerefMut for ClientGuard<'_> {
    fn deref_mut(&mut self) -> &mut postgres::Client {
        self.0.as_mut().unwrap_or_else(|| unreachable!("a guard over a dropped connection"))
    }
}

impl std::fmt::Debug for ClinicDatabase {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ClinicDatabase").field("desk", &self.desk).finish_non_exhaustive()
    }
}

impl ClinicDatabase {
    /// Connects, and brings the schema to this version's (refusing a newer one). Blocking: call
    /// it from a thread that may wait, never from an async task.
    pub fn connect(settings: &ClinicDatabaseSettings) -> Result<ClinicDatabase, ClinicDatabaseError> {
        let client = Self::new_client(settings)?;
        let connection = Connection { client: Mutex::new(Some(client)) };
        Ok(ClinicDatabase {
            connection: Arc::new(connection),
            desk: settings.desk.clone(),
            settings: Arc::new(settings.clone()),
        })
    }

    /// A new client, the schema brought to this version's.
    fn new_client(settings: &ClinicDatabaseSettings) -> Result<postgres::Client, ClinicDatabaseError> {
        let mut config: postgres::Config =
            settings.url.parse().map_err(|error: postgres::Error| ClinicDatabaseError::Url(error.to_string()))?;
        match &settings.credential {
            Credential::None => {}
            Credential::Policy(password) => {
                config.password(password);
            }
            Credential::Keyring => {
                let password = keyring::Entry::new(KEYRING_SERVICE, &settings.url)
                    .and_then(|entry| entry.get_password())
                    .map_err(|error| ClinicDatabaseError::NoPassword(error.to_string()))?;
                config.password(password);
            }
        }
        config.application_name("intake-desk");
        config.connect_timeout(std::time::Duration::from_secs(10));
        let mut client = match &settings.tls {
            Tls::Off => config.connect(postgres::NoTls)?,
            Tls::Required { ca_file } => {
                config.ssl_mode(postgres::config::SslMode::Require);
                config.connect(tls_connector(ca_file)?)?
            }
        };
        migrate(&mut client)?;
        Ok(client)
    }

    /// Whether the connection was lost (the server stopped, the network dropped): a new one is
    /// needed.
    pub fn is_closed(&self) -> bool {
        self.client().is_none_or(|client| client.is_closed())
    }

    /// This desk's name.
    pub fn desk(&self) -> &str {
        &self.desk
    }

    /// The connection, for one transaction or statement at a time; `None` once it is closed.
    pub fn client(&self) -> Option<ClientGuard<'_>> {
        let guard = self.connection.client.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        guard.is_some().then(|| ClientGuard(guard))
    }

    /// The connection, made again first when it was lost (the server stopped and came back),
    /// or why there is none. Blocking, as [`ClinicDatabase::connect`].
    pub fn connected(&self) -> Result<ClientGuard<'_>, ClinicDatabaseError> {
        let mut guard = self.connection.client.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if guard.as_ref().is_none_or(postgres::Client::is_closed) {
            let client = Self::new_client(&self.settings)?;
            tracing::info!("the clinic database's connection was made again");
            if let Some(lost) = guard.replace(client) {
                close(lost);
            }
        }
        Ok(ClientGuard(guard))
    }
}

/// rustls with the clinic's CA as the only root: the server's certificate must chain to it and
/// name the host connected to.
fn tls_connector(ca_file: &std::path::Path) -> Result<tokio_postgres_rustls::MakeRustlsConnect, ClinicDatabaseError> {
    use rustls::pki_types::CertificateDer;
    use rustls::pki_types::pem::PemObject as _;

    let ca_problem = |why: String| ClinicDatabaseError::CaFile { path: ca_file.to_owned(), why };
    // A CA file is a few kilobytes; a larger one is not one.
    const MAX_CA_FILE_BYTES: u64 = 1024 * 1024;
    let mut bytes = Vec::new();
    std::io::Read::read_to_end(
        &mut std::io::Read::take(
            std::fs::File::open(ca_file).map_err(|error| ca_problem(error.to_string()))?,
            MAX_CA_FILE_BYTES + 1,
        ),
        &mut bytes,
    )
    .map_err(|error| ca_problem(error.to_string()))?;
    if bytes.len() as u64 > MAX_CA_FILE_BYTES {
        return Err(ca_problem("it is larger than any CA file".to_owned()));
    }
    let mut roots = rustls::RootCertStore::empty();
    for certificate in CertificateDer::pem_slice_iter(&bytes) {
        let certificate = certificate.map_err(|error| ca_problem(format!("not a PEM certificate ({error})")))?;
        roots.add(certificate).map_err(|error| ca_problem(format!("not a usable certificate ({error})")))?;
    }
    if roots.is_empty() {
        return Err(ca_problem("it holds no certificate".to_owned()));
    }
    let config = rustls::ClientConfig::builder().with_root_certificates(roots).with_no_client_auth();
    Ok(tokio_postgres_rustls::MakeRustlsConnect::new(config))
}

/// Brings the schema to [`SCHEMA_VERSION`], one migration per transaction; refuses a newer one.
/// Two desks starting at once: the table lock makes the second wait and then find it done.
fn migrate(client: &mut postgres::Client) -> Result<(), ClinicDatabaseError> {
    client.batch_execute("CREATE TABLE IF NOT EXISTS intake_desk_schema (version INTEGER NOT NULL)")?;
    loop {
        let mut transaction = client.transaction()?;
        transaction.batch_execute("LOCK TABLE intake_desk_schema IN EXCLUSIVE MODE")?;
        let found: i32 =
            transaction.query_opt("SELECT version FROM intake_desk_schema", &[])?.map_or(0, |row| row.get(0));
        if found > SCHEMA_VERSION {
            return Err(ClinicDatabaseError::NewerSchema { found, known: SCHEMA_VERSION });
        }
        let Some(migration) = usize::try_from(found).ok().and_then(|found| MIGRATIONS.get(found)) else {
            return Ok(());
        };
        transaction.batch_execute(migration)?;
        transaction.execute("DELETE FROM intake_desk_schema", &[])?;
        transaction.execute("INSERT INTO intake_desk_schema (version) VALUES ($1)", &[&(found + 1)])?;
        transaction.commit()?;
    }
}
