//! The profile's database checked at start, before anything opens it (every page after a
//! session that did not close it cleanly): a file SQLite cannot
//! read (garbage in a page, cut short, not a database, a folder in its place) or one that is
//! not ours (another program's, or ours with a stale `-wal` of another database that replaced
//! its pages) is moved aside under the kept-aside naming — with its `-wal` and `-shm`, so the
//! three still open together in any SQLite tool — and the unsent drafts SQLite can still read
//! in it are copied into the new database. The caller tells the user what was kept where.
//!
//! What is ours: a database whose `application_id` is [`APPLICATION_ID`], or one from before
//! the id was set (id 0) that holds the store's tables, or an empty one. A database that is
//! merely busy (another process holds a lock) is not damaged: it is left alone.

use std::path::{Path, PathBuf};

use rusqlite::{Connection, ErrorCode, OpenFlags};

use super::DATABASE_FILE_NAME;
use crate::drafts::Draft;

/// `PRAGMA application_id` of the app's databases: "IDsk" (SQLite's registry of ids is by
/// convention; this one is not taken by a format `file` knows).
pub const APPLICATION_ID: i32 = 0x4944_736B;

/// The tables the store cannot work without.
const OUR_TABLES: [&str; 2] = ["drafts", "activity"];

/// Why the database was not used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Damage {
    /// A folder (or something else that is not a file) has the database's name.
    NotAFile,
    /// SQLite does not recognise the file (not a database, or its first page is gone).
    NotADatabase,
    /// SQLite reads it, but its pages do not hold together (`PRAGMA quick_check`'s first line).
    Damaged(String),
    /// A database of another program, or ours overlaid by another's `-wal`.
    NotOurs,
}

/// What was done with a damaged database.
#[derive(Clone, Debug, PartialEq)]
pub struct Repaired {
    pub damage: Damage,
    /// Where the database was moved (its `-wal` and `-shm`, if any, beside it with those
    /// endings).
    pub kept_at: PathBuf,
    /// Unsent drafts read from it and now in the new database.
    pub drafts_recovered: usize,
}

/// Why the database could not be moved aside (it stays where it is; the store then keeps this
/// session's drafts in memory and says so).
#[derive(Debug, thiserror::Error)]
#[error("{damage:?}, and it could not be moved aside: {source}")]
pub struct NotRepaired {
    pub damage: Damage,
    #[source]
    pub source: std::io::Error,
}

/// Beside the database: the app closed it cleanly, and how the files stood then.
pub const CLOSED_CLEANLY_FILE_NAME: &str = "intake-desk.sqlite3.closed";

/// How the database's files stand: its length and time of change, and its `-wal`'s length.
fn files_as_they_stand(path: &Path) -> Option<String> {
    let meta = std::fs::symlink_metadata(path).ok()?;
    let modified = meta.modified().ok()?.duration_since(std::time::UNIX_EPOCH).ok()?.as_nanos();
    let mut wal = path.as_os_str().to_owned();
    wal.push("-wal");
    let wal = std::fs::symlink_metadata(wal).map_or(0, |wal| wal.len());
    Some(format!("closed-cleanly 1\nlength {}\nmodified {modified}\nwal {wal}\n", meta.len()))
}

/// Said when the app has closed the store of `data_dir` cleanly: the next start's check need
/// not read every page ([`check_and_repair`]) as long as the files stand as they do now.
pub fn mark_closed_cleanly(data_dir: &Path) {
    let Some(standing) = files_as_they_stand(&data_dir.join(DATABASE_FILE_NAME)) else { return };
    if let Err(err) = crate::files::write_private_atomic(&data_dir.join(CLOSED_CLEANLY_FILE_NAME), standing.as_bytes())
    {
        tracing::warn!(%err, "the local store's clean close could not be noted: the next start checks it fully");
    }
}

/// Whether the store was closed cleanly and nothing touched its files since; the note is
/// taken back at once, so a session that ends in a crash leaves none.
fn closed_cleanly(data_dir: &Path) -> bool {
    let note = data_dir.join(CLOSED_CLEANLY_FILE_NAME);
    // A note is a few dozen bytes: one that is more is not ours.
    let noted = std::fs::File::open(&note).ok().and_then(|file| {
        let mut text = String::new();
        std::io::Read::read_to_string(&mut std::io::Read::take(file, 256), &mut text).ok().map(|_| text)
    });
    let _ = std::fs::remove_file(&note);
    noted.is_some_and(|noted| files_as_they_stand(&data_dir.join(DATABASE_FILE_NAME)).as_ref() == Some(&noted))
}

/// Checks the database of `data_dir`; `Ok(None)` when it is missing or sound (or busy). Every
/// page is read (`PRAGMA quick_check`, whose cost grows with the data) unless the app closed
/// the store cleanly and its files have not changed since.
pub fn check_and_repair(data_dir: &Path) -> Result<Option<Repaired>, NotRepaired> {
    let path = data_dir.join(DATABASE_FILE_NAME);
    let every_page = !closed_cleanly(data_dir);
    if !every_page {
        tracing::info!("the local store was closed cleanly and is unchanged: its pages are not all read");
    }
    let Some(damage) = damage_of(&path, every_page) else { return Ok(None) };
    let kept_at = move_aside(&path, &damage).map_err(|source| NotRepaired { damage: damage.clone(), source })?;
    let drafts = recover_drafts(&kept_at);
    let mut drafts_recovered = 0;
    if !drafts.is_empty() {
        match super::LocalStore::open(data_dir) {
            Ok((store, _)) => {
                for draft in &drafts {
                    match store.save_draft(draft) {
                        Ok(()) => drafts_recovered += 1,
                        Err(err) => tracing::warn!(%err, "a recovered draft could not be saved"),
                    }
                }
            }
            Err(err) => tracing::warn!(%err, "the new local store could not be opened to take the recovered drafts"),
        }
    }
    tracing::warn!(?damage, kept_at = %kept_at.display(), drafts_recovered, "the local store was damaged and kept aside");
    Ok(Some(Repaired { damage, kept_at, drafts_recovered }))
}

/// What is wrong with the database at `path`, if anything.
fn damage_of(path: &Path, every_page: bool) -> Option<Damage> {
    let meta = match std::fs::symlink_metadata(path) {
        Ok(meta) => meta,
        Err(_) => return None,
    };
    if !meta.is_file() {
        return Some(Damage::NotAFile);
    }
    let connection = match Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_WRITE) {
        Ok(connection) => connection,
        Err(err) => return damage_of_error(&err),
    };
    let _ = connection.busy_timeout(std::time::Duration::from_secs(2));
    // Closing the last connection would copy the `-wal` into the file and delete it: a foreign
    // log's pages written into our database, and the evidence gone. Looked at, not changed.
    if let Err(err) = connection.set_db_config(rusqlite::config::DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, true) {
        tracing::warn!(%err, "the local store's check could not keep its log as it is");
        return None;
    }
    match inspect(&connection, every_page) {
        Ok(damage) => damage,
        Err(err) => damage_of_error(&err),
    }
}

fn inspect(connection: &Connection, every_page: bool) -> rusqlite::Result<Option<Damage>> {
    if every_page {
        let check: String = connection.query_row("PRAGMA quick_check(1)", [], |row| row.get(0))?;
        if check != "ok" {
            return Ok(Some(Damage::Damaged(check)));
        }
    }
    let id: i32 = connection.query_row("PRAGMA application_id", [], |row| row.get(0))?;
    if id == APPLICATION_ID {
        return Ok(None);
    }
    if id != 0 {
        return Ok(Some(Damage::NotOurs));
    }
    let mut statement = connection.prepare("SELECT name FROM sqlite_master WHERE type = 'table'")?;
    let tables = statement.query_map([], |row| row.get::<_, String>(0))?.collect::<rusqlite::Result<Vec<_>>>()?;
    let ours = tables.is_empty() || OUR_TABLES.iter().all(|table| tables.iter().any(|name| name == table));
    Ok((!ours).then_some(Damage::NotOurs))
}

/// An error from opening or reading: damage, or (busy, locked, no permission, out of memory)
/// not a reason to move the file.
fn damage_of_error(err: &rusqlite::Error) -> Option<Damage> {
    match err.sqlite_error_code() {
        Some(ErrorCode::NotADatabase) => Some(Damage::NotADatabase),
        Some(ErrorCode::DatabaseCorrupt) => Some(Damage::Damaged(err.to_string())),
        _ => {
            tracing::warn!(%err, "the local store could not be checked at start; it is left as it is");
            None
        }
    }
}

/// Moves the database and its `-wal` and `-shm` to `<name>.damaged-<when>-<id>` (and `-wal`,
/// `-shm` after that): the database last, so a failure leaves no database without its log.
///
/// A log beside a database that is not ours is another database's (or over another's pages):
/// it is kept as `…-wal.foreign`, never under the name that makes SQLite replay it into the
/// kept file when someone opens it (its `-shm`, an index of it, likewise).
fn move_aside(path: &Path, damage: &Damage) -> std::io::Result<PathBuf> {
    let kept_at = path.with_file_name(format!("{DATABASE_FILE_NAME}.{}", crate::files::aside_suffix("damaged")));
    let foreign = if *damage == Damage::NotOurs { ".foreign" } else { "" };
    for ending in ["-wal", "-shm"] {
        let companion = PathBuf::from(format!("{}{ending}", path.display()));
        if companion.exists() {
            std::fs::rename(&companion, format!("{}{ending}{foreign}", kept_at.display()))?;
        }
    }
    std::fs::rename(path, &kept_at)?;
    Ok(kept_at)
}

/// The drafts SQLite can still read in the kept database, read where it lies and read-only (no
/// copy: a full disk, often why it was damaged, still gives them back): once with its own
/// `-wal`, once as the file alone (`immutable`: the log not read, nothing written beside it);
/// each table scan from both ends (a damaged page stops a scan, not the other); the newest
/// version of each draft. A foreign log was moved out of its way first ([`move_aside`]).
fn recover_drafts(kept_at: &Path) -> Vec<Draft> {
    let mut found: std::collections::BTreeMap<String, Draft> = std::collections::BTreeMap::new();
    let read_only = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_URI | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let file_alone = format!("file:{}?immutable=1", uri_path(kept_at));
    // With its log only where its own log was kept beside it: opening it otherwise would
    // make SQLite create an empty one there.
    let own_log = Path::new(&format!("{}-wal", kept_at.display())).exists();
    let with_log = own_log.then(|| kept_at.display().to_string());
    for source in with_log.into_iter().chain([file_alone]) {
        let Ok(connection) = Connection::open_with_flags(&source, read_only) else { continue };
        // A schema entry pointing past a cut file must not keep the other tables from being read.
        let _ = connection.execute_batch("PRAGMA writable_schema = ON;");
        for order in ["ASC", "DESC"] {
            for draft in read_drafts(&connection, order) {
                let newer = found.get(&draft.id).is_none_or(|known| known.saved_at < draft.saved_at);
                if newer {
                    found.insert(draft.id.clone(), draft);
                }
            }
        }
    }
    found.into_values().collect()
}

/// `path` for an SQLite `file:` URI: `%`, `?` and `#` escaped, `/` separators (Windows' too).
fn uri_path(path: &Path) -> String {
    let text = path.to_string_lossy().replace('\\', "/");
    let mut escaped = String::with_capacity(text.len());
    for character in text.chars() {
        match character {
            '%' => escaped.push_str("%25"),
            '?' => escaped.push_str("%3f"),
            '#' => escaped.push_str("%23"),
            other => escaped.push(other),
        }
    }
    if escaped.as_bytes().get(1) == Some(&b':') { format!("/{escaped}") } else { escaped }
}

/// Every draft a scan reads before it meets damage.
fn read_drafts(connection: &Connection, order: &str) -> Vec<Draft> {
    let mut drafts = Vec::new();
    let sql = format!("SELECT id, body FROM drafts ORDER BY rowid {order}");
    let Ok(mut statement) = connection.prepare(&sql) else { return drafts };
    let Ok(mut rows) = statement.query([]) else { return drafts };
    while let Ok(Some(row)) = rows.next() {
        let (Ok(id), Ok(body)) = (row.get::<_, String>(0), super::blob_or_text(row, 1)) else { continue };
        if let Ok(mut draft) = serde_json::from_slice::<Draft>(&body) {
            draft.id = id;
            drafts.push(draft);
        }
    }
    drafts
}

#[cfg(test)]
#[path = "local_store_repair_tests.rs"]
mod tests;
