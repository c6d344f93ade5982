//! Schema versions of the app's SQLite files (the local store and the sandbox's data): the
//! version is `PRAGMA user_version`, and a list of forward migrations takes a file from any
//! older version to the newest, one step per transaction. A file of a newer version than the
//! list knows is refused, never changed.

use rusqlite::{Connection, TransactionBehavior};

/// Why a file's schema cannot be brought to the newest version.
#[derive(Debug, thiserror::Error)]
pub enum SchemaError {
    #[error("{0}")]
    Sqlite(#[from] rusqlite::Error),
    #[error("it was written by a newer version of Intake Desk (schema {found}, this version knows {known})")]
    Newer { found: u32, known: u32 },
}

/// The version `migrations` lead to.
pub fn newest(migrations: &[&str]) -> u32 {
    u32::try_from(migrations.len()).unwrap_or(u32::MAX)
}

/// The file's schema version.
pub fn version(connection: &Connection) -> rusqlite::Result<u32> {
    connection.query_row("PRAGMA user_version", [], |row| row.get(0))
}

/// Brings the schema to the newest version: `migrations[n]` takes it from version `n` to
/// `n + 1`. The version is read inside an immediate transaction, so two processes starting
/// together migrate once.
pub fn migrate(connection: &mut Connection, migrations: &[&str]) -> Result<(), SchemaError> {
    let known = newest(migrations);
    loop {
        let transaction = connection.transaction_with_behavior(TransactionBehavior::Immediate)?;
        let found = version(&transaction)?;
        if found > known {
            return Err(SchemaError::Newer { found, known });
        }
        let Some(step) = usize::try_from(found).ok().and_then(|v| migrations.get(v)) else {
            return Ok(());
        };
        transaction.execute_batch(step)?;
        transaction.pragma_update(None, "user_version", found + 1)?;
        transaction.commit()?;
    }
}
