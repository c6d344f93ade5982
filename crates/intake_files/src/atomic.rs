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

/// One file of a set that [`place_together`] writes: its name in the folder and its bytes.
pub type NamedBytes = (String, Vec<u8>);

/// Writes a set of files into `folder` as one: the first of `candidates` (each a whole set of
/// names and contents) whose names are all free. Each file is written whole and flushed under
/// a hidden temporary name first; then they are moved into place in the order given (so a
/// program watching the folder sees the last one only when the others are there), none over
/// an existing file. Whatever fails part-way, no file of the set is left behind: the ones
/// already moved are removed again. A name taken meanwhile (another program, another desk)
/// moves on to the next candidate.
///
/// The files get the folder's permissions (on Unix, its read and write bits: a folder an
/// import service's group may read gives files that group may read), not the app's private
/// ones: the folder is shared on purpose. Returns the paths written, in order; when every
/// candidate is taken the error is [`std::io::ErrorKind::AlreadyExists`].
pub fn place_together(
    folder: &Path,
    candidates: impl IntoIterator<Item = Vec<NamedBytes>>,
) -> std::io::Result<Vec<PathBuf>> {
    let permissions = shared_file_permissions(folder)?;
    for set in candidates {
        let paths: Vec<PathBuf> = set.iter().map(|(name, _)| folder.join(name)).collect();
        if paths.iter().any(|path| path.exists()) {
            continue;
        }
        let mut temps = Vec::with_capacity(set.len());
        for ((_, bytes), path) in set.iter().zip(&paths) {
            let temp = temp_file_with(path, folder, permissions.clone())?;
            write_and_flush(&temp, bytes)?;
            temps.push(temp);
        }
        let mut placed: Vec<PathBuf> = Vec::with_capacity(paths.len());
        let mut outcome = Ok(());
        for (temp, path) in temps.into_iter().zip(&paths) {
            match temp.persist_noclobber(path) {
                Ok(_) => placed.push(path.clone()),
                Err(failed) => {
                    outcome = Err(failed.error);
                    break;
                }
            }
        }
        match outcome {
            Ok(()) => {
                sync_folder(folder);
                return Ok(placed);
            }
            Err(error) => {
                // Nothing of the set stays: an importer must not take half of it.
                for path in placed.iter().rev() {
                    let _ = std::fs::remove_file(path);
                }
                sync_folder(folder);
                if error.kind() != std::io::ErrorKind::AlreadyExists {
                    return Err(error);
                }
            }
        }
    }
    Err(all_taken())
}

/// The permissions files written into a shared folder get: the folder's read and write bits.
#[cfg(unix)]
fn shared_file_permissions(folder: &Path) -> std::io::Result<Option<std::fs::Permissions>> {
    use std::os::unix::fs::PermissionsExt as _;
    let mode = std::fs::metadata(folder)?.permissions().mode();
    Ok(Some(std::fs::Permissions::from_mode(mode & 0o666)))
}

/// Elsewhere a new file inherits the folder's access list by itself.
#[cfg(not(unix))]
fn shared_file_permissions(folder: &Path) -> std::io::Result<Option<std::fs::Permissions>> {
    std::fs::metadata(folder).map(|_| None)
}

/// A hidden temporary file for `path` in `folder` (`.name.XXXXXX.part`), with `permissions`
/// (`None`: the system's default for a new file there).
fn temp_file_with(
    path: &Path,
    folder: &Path,
    permissions: Option<std::fs::Permissions>,
) -> std::io::Result<NamedTempFile> {
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "file".to_owned());
    let prefix = format!(".{name}.");
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix(".part");
    if let Some(permissions) = permissions {
        builder.permissions(permissions);
    }
    builder.tempfile_in(folder)
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
    #[cfg(unix)]
    let private = {
        use std::os::unix::fs::PermissionsExt as _;
        Some(std::fs::Permissions::from_mode(0o600))
    };
    #[cfg(not(unix))]
    let private = None;
    temp_file_with(path, folder, private)
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

    #[test]
    fn a_set_is_placed_whole_in_order_under_the_first_free_names_or_not_at_all() {
        let dir = fresh_dir();
        let set = |stem: &str| -> Vec<NamedBytes> {
            vec![(format!("{stem}.json"), b"{}".to_vec()), (format!("{stem}.pdf"), b"%PDF".to_vec())]
        };
        // Another survey's JSON is there under the first stem (its PDF was imported).
        std::fs::write(dir.join("a.json"), b"other").unwrap();
        let placed = place_together(&dir, [set("a"), set("a (2)")]).unwrap();
        assert_eq!(placed, [dir.join("a (2).json"), dir.join("a (2).pdf")]);
        assert_eq!(std::fs::read(dir.join("a.json")).unwrap(), b"other");
        assert!(!dir.join("a.pdf").exists(), "never beside another survey's file");
        // Every candidate taken: nothing is written.
        let error = place_together(&dir, [set("a"), set("a (2)")]).unwrap_err();
        assert_eq!(error.kind(), std::io::ErrorKind::AlreadyExists);
        let mut names: Vec<String> =
            std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
        names.sort();
        assert_eq!(names, ["a (2).json", "a (2).pdf", "a.json"], "no temporary file is left");
    }

    #[cfg(unix)]
    #[test]
    fn files_placed_in_a_shared_folder_get_its_permissions_not_private_ones() {
        use std::os::unix::fs::PermissionsExt as _;
        let dir = fresh_dir();
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o750)).unwrap();
        let placed = place_together(&dir, [vec![("x.pdf".to_owned(), b"%PDF".to_vec())]]).unwrap();
        let mode = std::fs::metadata(&placed[0]).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o640, "the import service's group reads what the folder lets it read");
    }
}
