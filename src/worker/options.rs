//! How the worker behaves: the client's timeouts, the retries, the keyring, the policy, the
//! data folder and the clock; tests and the benchmarks shorten what takes time.

use std::path::PathBuf;

use std::sync::Arc;
use std::time::Duration;

use crate::api::ClientOptions;
use crate::export::SaveDialog;
use crate::native_dialog::NativeSaveDialog;

use super::import_cage;

/// How the worker behaves; tests shorten the back-off.
#[derive(Clone, Debug)]
pub struct WorkerOptions {
    pub client: ClientOptions,
    pub use_keyring: bool,
    /// Extra attempts for a read after a transient failure.
    pub read_retries: u32,
    pub retry_base_delay: Duration,
    pub retry_max_delay: Duration,
    /// Asks where to save a PDF: the native dialog, or a fixed path in tests.
    pub save_dialog: Arc<dyn SaveDialog>,
    /// Asks which day's list to open: the native dialog, or a fixed file in tests.
    pub open_dialog: Arc<dyn crate::export::OpenDialog>,
    /// Where "Save to the Documents folder" writes (the user's Documents, else their home).
    pub documents_folder: Option<PathBuf>,
    /// The data folder for drafts and the activity log; `None` keeps nothing on disk.
    pub data_dir: Option<PathBuf>,
    /// The most bytes the profile's database may grow to; `None`: as much as the disk takes.
    /// Tests simulate a full disk with it.
    pub local_store_size_limit: Option<u64>,
    /// The data folder the start-up check found unusable (`data_dir` is then `None`): what is
    /// typed cannot be saved, and every save says so rather than "saving" into memory.
    pub unusable_data_dir: Option<PathBuf>,
    /// The workstation's policy: the worker, the only part that connects, refuses any
    /// environment (and the sandbox) it does not allow, whatever the state asked.
    pub policy: crate::policy::Policy,
    /// The user turned the clinic database's sharing off at this desk (heeded only where the
    /// policy lets them: [`crate::policy::ClinicDatabasePolicy::in_use`]).
    pub clinic_sharing_turned_off: bool,
    /// The time reminders are held to (tests let days pass).
    pub clock: crate::reminders::Clock,
    /// Where a day's list is read: the child process, its program and its limits.
    pub import_cage: import_cage::ImportCage,
}

impl Default for WorkerOptions {
    fn default() -> Self {
        WorkerOptions {
            client: ClientOptions::default(),
            use_keyring: true,
            read_retries: 3,
            retry_base_delay: Duration::from_millis(500),
            retry_max_delay: Duration::from_secs(10),
            save_dialog: Arc::new(NativeSaveDialog::default()),
            open_dialog: Arc::new(crate::native_dialog::NativeOpenDialog::default()),
            documents_folder: crate::export::documents_folder(),
            data_dir: None,
            local_store_size_limit: None,
            unusable_data_dir: None,
            policy: crate::policy::Policy::default(),
            clinic_sharing_turned_off: false,
            clock: crate::reminders::Clock::system(),
            import_cage: import_cage::ImportCage::default(),
        }
    }
}

/// The journal's place for these options: the clinic database the policy names (unless the
/// user turned the sharing off where the policy lets them), else the profile's own. Only with a
/// usable data folder (the batches' lock files are kept there).
pub(super) fn journal_place(options: &WorkerOptions) -> Option<crate::batch_journal::JournalPlace> {
    let data_dir = options.data_dir.as_deref()?;
    // An unusable section: this desk's own journal, and the start-up problem says so.
    Some(match options.policy.clinic_database.in_use(options.clinic_sharing_turned_off) {
        Some(settings) => crate::batch_journal::JournalPlace::in_the_clinic_database(data_dir, settings.clone()),
        None => crate::batch_journal::JournalPlace::on_this_desk(data_dir),
    })
}
