//! The one way the app writes a whole file: a private temporary file in the target's folder
//! (`tempfile`), written and flushed to the disk, then moved into place, then the folder
//! itself flushed (on Unix) so the new name survives a power cut. A reader therefore sees
//! the old file, or the complete new one, never a part; a failure leaves no temporary file.
//!
//! Two ways into place: [`Placement::Replace`] (an existing file is replaced in one step) and
//! [`Placement::FirstFree`] (an existing file is never touched: the first name of a list that
//! is free is taken, without a race where the OS allows it).

use std::io::Write as _;
use std::path::{Path, PathBuf};

use tempfile::NamedTempFile;

/// How the written file takes its place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Placement {
    /// Replace whatever is at the path.
    Replace,
    /// Never replace: take the first name that is free.
    FirstFree,
}

/// Writes `bytes` to a new private file (0600 on Unix) beside `path`, flushed to the disk, and
/// moves it to `path` (replacing what is there). The folder must exist. On failure nothing is
/// left behind, and what was at `path` is as it was.
pub fn replace_private_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    write_atomic(path, bytes, std::iter::once(path.to_path_buf()), Placement::Replace).map(drop)
}

/// [`replace_private_atomic`] under the first of `names` (all in `path`'s folder, `path`
/// first) that no file has yet, with [`Placement::FirstFree`]; or, with
/// [`Placement::Replace`], at `path`. Returns the path written. When every name is taken the
/// error is [`std::io::ErrorKind::AlreadyExists`].
///
/// `path` names the folder and the temporary file; `names` are tried in order.
pub fn write_atomic(
    path: &Path,
    bytes: &[u8],
    names: impl IntoIterator<Item = PathBuf>,
    placement: Placement,
) -> std::io::Result<PathBuf> {
    let folder = folder_of(path);
    let temp = temp_file_beside(path, &folder)?;
    write_and_flush(&temp, bytes)?;
    let written = match placement {
        Placement::Replace => {
            temp.persist(path).map_err(|failed| failed.error)?;
            path.to_path_buf()
        }
        Placement::FirstFree => persist_first_free(temp, names)?,
    };
    sync_folder(&folder);
    Ok(written)
}

/// The folder a file at `path` is in (`.` for a bare name).
fn folder_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// A private temporary file in `folder`, named after the target (`.name.XXXXXX.part`) so a
/// leftover (a crash mid-write) says what it was. Removed when dropped unless persisted.
fn temp_file_beside(path: &Path, folder: &Path) -> std::io::Result<NamedTempFile> {
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "file".to_owned());
    let prefix = format!(".{name}.");
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix(".part");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        builder.permissions(std::fs::Permissions::from_mode(0o600));
    }
    builder.tempfile_in(folder)
}

fn write_and_flush(temp: &NamedTempFile, bytes: &[u8]) -> std::io::Result<()> {
    let mut file = temp.as_file();
    file.write_all(bytes)?;
    file.sync_all()
}

/// Moves `temp` to the first free name. `persist_noclobber` refuses an existing name without a
/// race (rename with NOREPLACE, or a hard link); on file systems that offer neither (FAT, some
/// network shares) a free name is looked for and then taken by rename (a tiny race, only there).
fn persist_first_free(mut temp: NamedTempFile, names: impl IntoIterator<Item = PathBuf>) -> std::io::Result<PathBuf> {
    let mut names = names.into_iter();
    while let Some(name) = names.next() {
        match temp.persist_noclobber(&name) {
            Ok(_) => return Ok(name),
            Err(failed) if failed.error.kind() == std::io::ErrorKind::AlreadyExists => temp = failed.file,
            Err(failed) => {
                let free = std::iter::once(name).chain(names).find(|candidate| !candidate.exists());
                let Some(free) = free else { return Err(all_taken()) };
                failed.file.persist(&free).map_err(|failed| failed.error)?;
                return Ok(free);
            }
        }
    }
    Err(all_taken())
}

fn all_taken() -> std::io::Error {
    std::io::Error::new(std::io::ErrorKind::AlreadyExists, "every name offered is taken")
}

/// Makes the move itself durable (the folder's entry) where the OS allows.
fn sync_folder(folder: &Path) {
    #[cfg(unix)]
    if let Ok(dir) = std::fs::File::open(folder) {
        let _ = dir.sync_all();
    }
    #[cfg(not(unix))]
    let _ = folder;
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn fresh_dir() -> PathBuf {
        let dir = std::env::temp_dir().join(format!("intake-files-atomic-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn names_in(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> =
            std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
        names.sort();
        names
    }

    #[test]
    fn first_free_never_touches_an_existing_file_and_takes_the_next_name() {
        let dir = fresh_dir();
        let path = dir.join("a.pdf");
        std::fs::write(&path, b"old").unwrap();
        let names = [path.clone(), dir.join("a (2).pdf")];
        let written = write_atomic(&path, b"new", names.clone(), Placement::FirstFree).unwrap();
        assert_eq!(written, dir.join("a (2).pdf"));
        assert_eq!(std::fs::read(&path).unwrap(), b"old");
        assert_eq!(std::fs::read(&written).unwrap(), b"new");

        let error = write_atomic(&path, b"newer", names, Placement::FirstFree).unwrap_err();
        assert_eq!(error.kind(), std::io::ErrorKind::AlreadyExists);
        assert_eq!(names_in(&dir), ["a (2).pdf", "a.pdf"], "no temporary file is left");
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_replaced_file_is_private_and_a_failed_write_leaves_nothing() {
        let dir = fresh_dir();
        let path = dir.join("contact");
        std::fs::write(&path, b"old").unwrap();
        replace_private_atomic(&path, b"new").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"new");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt as _;
            assert_eq!(std::fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o600);
        }
        // A folder where the file should be: the move fails, the temporary file goes.
        std::fs::create_dir(dir.join("taken")).unwrap();
        std::fs::write(dir.join("taken").join("inside"), b"x").unwrap();
        assert!(replace_private_atomic(&dir.join("taken"), b"new").is_err());
        assert_eq!(names_in(&dir), ["contact", "taken"]);
        let _ = std::fs::remove_dir_all(dir);
    }
}
