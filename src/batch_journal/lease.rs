//! One sender per batch: the journal's lease on a batch, renewed while it is sent, and the OS
//! lock on the batch's lock file that backs it (the operating system releases it when its
//! process ends, even by a crash).

use super::{BatchJournal, JournalError};

/// What became of taking a batch's lock file.
enum LockFile {
    Held(std::fs::File),
    HeldElsewhere,
    Unsupported,
}

/// How long a lease on a batch holds without being renewed: a sender that stops (crashed,
/// killed, asleep) lets another take the batch over after this.
pub const LEASE: std::time::Duration = std::time::Duration::from_secs(30);

fn millis_from_now(after: std::time::Duration) -> i64 {
    let now = jiff::Timestamp::now().as_millisecond();
    now.saturating_add(i64::try_from(after.as_millis()).unwrap_or(i64::MAX))
}

/// The right to send a batch, held by one sender at a time ([`BatchJournal::take_lease`]): its
/// name in the journal's lease, renewed while it sends, and the OS lock on the batch's lock
/// file, which the operating system releases when the process ends, even by a crash — so a
/// sender that died never holds a batch up, and one that lives is never taken over.
#[derive(Debug)]
pub struct Lease {
    owner: String,
    /// `None` where the file system has no locks: the journal's lease, which expires when not
    /// renewed, is then all there is.
    _file: Option<std::fs::File>,
}

impl Lease {
    pub fn owner(&self) -> &str {
        &self.owner
    }
}

/// The folder of the batches' lock files in a profile's data folder.
pub const LOCK_FOLDER: &str = "batch-locks";

impl BatchJournal {
    /// Takes the batch's lease: only one sender at a time, however many windows or processes
    /// share the profile. `None`: another sender, alive, holds it.
    pub fn take_lease(&self, batch_id: &str) -> Result<Option<Lease>, JournalError> {
        if self.batch(batch_id)?.is_none() {
            return Err(JournalError::UnknownBatch(batch_id.to_owned()));
        }
        let file = match self.lock_file(batch_id) {
            LockFile::Held(file) => Some(file),
            LockFile::HeldElsewhere => return Ok(None),
            LockFile::Unsupported => None,
        };
        let owner = format!("{}-{}", std::process::id(), uuid::Uuid::new_v4());
        // Holding the OS lock, the journal's holder (if any) is gone — when every sender runs on
        // this computer: taken over at once. Otherwise only once its lease ran out.
        let take_over = file.is_some() && self.engine.on_this_computer_only();
        let now = jiff::Timestamp::now().as_millisecond();
        let taken = self.engine.take_lease(batch_id, &owner, millis_from_now(LEASE), now, take_over)?;
        Ok(taken.then_some(Lease { owner, _file: file }))
    }

    /// Renews the lease while the batch is sent; `false`: another sender took it over (this one
    /// was stalled past it), and this one must stop.
    pub fn renew_lease(&self, batch_id: &str, lease: &Lease) -> Result<bool, JournalError> {
        self.engine.renew_lease(batch_id, &lease.owner, millis_from_now(LEASE))
    }

    /// Gives the lease back.
    pub fn release_lease(&self, batch_id: &str, lease: Lease) -> Result<(), JournalError> {
        self.engine.release_lease(batch_id, &lease.owner)
    }

    /// The OS lock on the batch's lock file, taken without waiting.
    fn lock_file(&self, batch_id: &str) -> LockFile {
        let Some(data_dir) = &self.data_dir else { return LockFile::Unsupported };
        // The id is the journal's own UUID: a safe file name.
        let folder = data_dir.join(LOCK_FOLDER);
        // The folder and its files are the user's alone, like every file of the profile.
        let opened = crate::folders::ensure_private_dir(&folder).and_then(|_| {
            let mut options = std::fs::OpenOptions::new();
            options.create(true).truncate(false).write(true);
            #[cfg(unix)]
            {
                use std::os::unix::fs::OpenOptionsExt as _;
                options.mode(0o600);
            }
            options.open(folder.join(format!("{batch_id}.lock")))
        });
        let file = match opened {
            Ok(file) => file,
            Err(error) => {
                tracing::warn!("a batch's lock file cannot be opened ({error}); its lease alone guards it");
                return LockFile::Unsupported;
            }
        };
        match file.try_lock() {
            Ok(()) => LockFile::Held(file),
            Err(std::fs::TryLockError::WouldBlock) => LockFile::HeldElsewhere,
            Err(std::fs::TryLockError::Error(error)) => {
                tracing::warn!("a batch's lock file cannot be locked ({error}); its lease alone guards it");
                LockFile::Unsupported
            }
        }
    }
}
