//! Logging: rolling daily files in the data folder, a bounded number kept.
//! What is logged: ids, paths of our own files, outcomes and timings — never
//! tokens, passwords or patient fields (the types that hold them redact
//! their `Debug`, and request logs carry methods and statuses, not URLs).

use std::path::Path;

/// Log files kept (one a day).
pub const KEEP_DAYS: usize = 14;

/// Keeps the background log writer alive; dropping it flushes the log.
pub type LogGuard = tracing_appender::non_blocking::WorkerGuard;

/// Sends `tracing` output to `data_dir/logs/intake-desk.YYYY-MM-DD.log`.
/// `filter` overrides `INTAKE_DESK_LOG` (default `info`). Returns `None` when
/// the folder cannot be used or a logger is already installed.
pub fn init(data_dir: &Path, filter: Option<&str>) -> Option<LogGuard> {
    let filter = match filter {
        Some(filter) => tracing_subscriber::EnvFilter::new(filter),
        None => tracing_subscriber::EnvFilter::try_from_env("INTAKE_DESK_LOG")
            .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info")),
    };
    let log_dir = data_dir.join("logs");
    crate::settings::ensure_private_dir(&log_dir).ok()?;
    let appender = tracing_appender::rolling::Builder::new()
        .rotation(tracing_appender::rolling::Rotation::DAILY)
        .filename_prefix("intake-desk")
        .filename_suffix("log")
        .max_log_files(KEEP_DAYS)
        .build(log_dir)
        .ok()?;
    let (writer, guard) = tracing_appender::non_blocking(appender);
    tracing_subscriber::fmt().with_env_filter(filter).with_writer(writer).with_ansi(false).try_init().ok()?;
    Some(guard)
}
