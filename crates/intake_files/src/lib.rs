//! Files on this computer, for the app and the sandbox alike: private permissions (files 0600,
//! the folders they create 0700), atomic replacement (never a half-written file), unique names
//! for files kept aside, and the versioned schema of their SQLite databases
//! ([`sqlite_schema`]).

mod atomic;
pub mod sqlite_schema;

pub use atomic::{NamedBytes, Placement, place_together, replace_private_atomic, write_atomic};

use std::path::Path;

/// Writes `bytes` to `path` atomically (see [`write_atomic`]): a private temporary file in
/// the same folder, flushed to disk, then moved over the target. The folder is created
/// (privately) when missing. Readable only by the user where the OS allows it.
pub fn write_private_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    create_private_dir_all(path.parent().unwrap_or_else(|| Path::new(".")))?;
    replace_private_atomic(path, bytes)
}

/// Creates `dir` and its missing parents, each readable by the user only (0700 on Unix); what
/// exists already is left as it is.
pub fn create_private_dir_all(dir: &Path) -> std::io::Result<()> {
    if dir.as_os_str().is_empty() || dir.is_dir() {
        return Ok(());
    }
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::DirBuilderExt as _;
        builder.mode(0o700);
    }
    builder.create(dir)
}

/// Creates a new file only the user can read and write; fails if anything is already there.
pub fn create_private_new(path: &Path) -> std::io::Result<std::fs::File> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt as _;
        options.mode(0o600);
    }
    options.open(path)
}

/// Creates an empty private file unless one exists (which is then left as it is), e.g. for
/// SQLite to open: its `-wal` and `-shm` files take the database file's mode.
pub fn create_private_if_missing(path: &Path) -> std::io::Result<()> {
    match create_private_new(path) {
        Ok(_) => Ok(()),
        Err(err) if err.kind() == std::io::ErrorKind::AlreadyExists => Ok(()),
        Err(err) => Err(err),
    }
}

/// A suffix for a file kept aside, `<why>-<YYYYmmdd-HHMMSS>-<8 hex>` in local time: a name
/// no earlier file kept aside has, so nothing kept is ever overwritten.
pub fn aside_suffix(why: &str) -> String {
    let when = jiff::ZonedDateTime::now().strftime("%Y%m%d-%H%M%S").to_string();
    let unique = uuid::Uuid::new_v4().simple().to_string();
    format!("{why}-{when}-{}", unique.get(..8).unwrap_or(&unique))
}

/// When a file named with [`aside_suffix`]`(why)` was kept aside: the date and time in its name
/// (local time, as written). `None` when the name has no such suffix.
pub fn aside_stamp(file_name: &str, why: &str) -> Option<jiff::civil::DateTime> {
    let marker = format!("{why}-");
    let at = file_name.rfind(&marker)? + marker.len();
    let stamp = file_name.get(at..at + 15)?;
    jiff::civil::DateTime::strptime("%Y%m%d-%H%M%S", stamp).ok()
}

/// Creates (or truncates) a file only the user can read and write.
pub fn open_private(path: &Path) -> std::io::Result<std::fs::File> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt as _;
        options.mode(0o600);
    }
    options.open(path)
}

/// Opens a file for appending, created private if missing.
pub fn append_private(path: &Path) -> std::io::Result<std::fs::File> {
    if let Some(dir) = path.parent() {
        create_private_dir_all(dir)?;
    }
    let mut options = std::fs::OpenOptions::new();
    options.append(true).create(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt as _;
        options.mode(0o600);
    }
    options.open(path)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn aside_suffixes_never_repeat() {
        let first = aside_suffix("unreadable");
        assert!(first.starts_with("unreadable-"), "{first}");
        assert_ne!(first, aside_suffix("unreadable"));
    }

    #[test]
    fn atomic_writes_replace_the_whole_file_and_leave_no_temporaries() {
        // Not created here: the write creates it (privately).
        let dir = std::env::temp_dir().join(format!("intake-desk-files-{}", uuid::Uuid::new_v4()));
        let path = dir.join("draft.json");
        write_private_atomic(&path, b"first version, longer").unwrap();
        write_private_atomic(&path, b"second").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"second");
        let names: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name()).collect();
        assert_eq!(names.len(), 1, "{names:?}");
        append_private(&dir.join("nested").join("log.txt")).unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt as _;
            let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
            assert_eq!(mode(&path), 0o600);
            assert_eq!(mode(&dir), 0o700, "a folder created for a file is private");
            assert_eq!(mode(&dir.join("nested")), 0o700);
            assert_eq!(mode(&dir.join("nested").join("log.txt")), 0o600);
        }
    }
}
