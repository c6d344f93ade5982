//! The app's private folders: made readable by the user alone where the app creates them, and
//! told apart from folders it finds (which it never changes). Owns no path of its own: the data
//! folder's place is the settings' ([`crate::settings::default_data_dir`]).

use std::path::Path;

/// What [`ensure_private_dir`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FolderCheck {
    /// Created now (with its missing parents), readable only by the user where the OS allows.
    Created,
    /// It existed and is used as it is.
    Existing {
        /// Other users of this computer can read it (worth a warning: it holds drafts and logs).
        readable_by_others: bool,
    },
}

/// Makes sure the data folder exists. Only folders the app creates get private permissions:
/// an existing folder, which may be one the user named (`--data-dir ~`), is never changed.
pub fn ensure_private_dir(dir: &Path) -> std::io::Result<FolderCheck> {
    if dir.is_dir() {
        return Ok(FolderCheck::Existing { readable_by_others: readable_by_others(dir) });
    }
    if std::fs::symlink_metadata(dir).is_ok() {
        // A file (or a link to nothing) where the folder should be: never used, never replaced.
        return Err(std::io::Error::new(std::io::ErrorKind::NotADirectory, "not a folder"));
    }
    // The folders that do not exist yet, outermost first, each created private (never chmod-ed
    // afterwards: what exists, even if made by someone else in the meantime, is used as it is).
    let missing: Vec<&Path> = dir.ancestors().take_while(|folder| !folder.exists()).collect();
    for folder in missing.into_iter().rev() {
        match private_dir_builder().create(folder) {
            Ok(()) => {}
            Err(err) if err.kind() == std::io::ErrorKind::AlreadyExists && folder.is_dir() => {}
            Err(err) => return Err(err),
        }
    }
    Ok(FolderCheck::Created)
}

/// Creates one folder, 0700 on Unix (Windows and macOS profile folders are the user's own).
fn private_dir_builder() -> std::fs::DirBuilder {
    #[allow(unused_mut)]
    let mut builder = std::fs::DirBuilder::new();
    #[cfg(unix)]
    {
        use std::os::unix::fs::DirBuilderExt as _;
        builder.mode(0o700);
    }
    builder
}

/// Whether other users of this computer can open `folder` (Unix permission bits).
#[cfg(unix)]
pub(crate) fn readable_by_others(folder: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt as _;
    std::fs::metadata(folder).is_ok_and(|m| m.permissions().mode() & 0o077 != 0)
}

#[cfg(not(unix))]
pub(crate) fn readable_by_others(_folder: &Path) -> bool {
    false
}

#[cfg(all(test, unix))]
mod tests {
    #![allow(clippy::unwrap_used)]

    use std::os::unix::fs::PermissionsExt as _;

    use super::*;

    fn mode(path: &Path) -> u32 {
        std::fs::metadata(path).unwrap().permissions().mode() & 0o777
    }

    #[test]
    fn an_existing_folder_keeps_its_permissions_and_only_created_ones_are_made_private() {
        let base = std::env::temp_dir().join(format!("intake-desk-perm-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&base).unwrap();
        std::fs::set_permissions(&base, std::fs::Permissions::from_mode(0o755)).unwrap();

        // `--data-dir ~` must not make the home folder private (or change it at all).
        assert_eq!(ensure_private_dir(&base).unwrap(), FolderCheck::Existing { readable_by_others: true });
        assert_eq!(mode(&base), 0o755);

        let created = base.join("profile").join("data");
        assert_eq!(ensure_private_dir(&created).unwrap(), FolderCheck::Created);
        assert_eq!(mode(&created), 0o700);
        assert_eq!(mode(&base.join("profile")), 0o700, "every folder the app creates is private");
        assert_eq!(mode(&base), 0o755);
        let _ = std::fs::remove_dir_all(base);
    }
}
