//! Logging: one file a day in the data folder's `logs`, readable by the user only (0600), a
//! bounded number kept. This module owns the log files: their names, their modes, the daily
//! change of file and the removal of old ones.
//! What is logged: ids, paths of our own files, outcomes and timings — never
//! tokens, passwords or patient fields (the types that hold them redact
//! their `Debug`, and request logs carry methods and statuses, not URLs).

use std::io::Write;
use std::path::{Path, PathBuf};

/// Log files kept (one a day).
pub const KEEP_DAYS: usize = 14;

const PREFIX: &str = "intake-desk.";
const SUFFIX: &str = ".log";

/// Keeps the background log writer alive; dropping it flushes the log.
pub type LogGuard = tracing_appender::non_blocking::WorkerGuard;

/// Sends `tracing` output to `data_dir/logs/intake-desk.YYYY-MM-DD.log` (UTC days).
/// `filter` overrides `INTAKE_DESK_LOG` (default `info`). Returns `None` when
/// the folder cannot be used or a logger is already installed.
pub fn init(data_dir: &Path, filter: Option<&str>) -> Option<LogGuard> {
    let filter = match filter {
        Some(filter) => tracing_subscriber::EnvFilter::new(filter),
        None => tracing_subscriber::EnvFilter::try_from_env("INTAKE_DESK_LOG")
            .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info")),
    };
    let log_dir = data_dir.join(crate::startup::LOG_FOLDER);
    crate::settings::ensure_private_dir(&log_dir).ok()?;
    let writer = DailyFiles::open(log_dir).ok()?;
    let (writer, guard) = tracing_appender::non_blocking(writer);
    tracing_subscriber::fmt().with_env_filter(filter).with_writer(writer).with_ansi(false).try_init().ok()?;
    Some(guard)
}

/// The file of the day, opened with [`crate::files::append_private`]; a new one each UTC day,
/// the oldest removed past [`KEEP_DAYS`].
pub struct DailyFiles {
    dir: PathBuf,
    day: jiff::civil::Date,
    file: Option<std::fs::File>,
}

impl DailyFiles {
    /// Opens today's file in `dir` (which must exist).
    pub fn open(dir: PathBuf) -> std::io::Result<DailyFiles> {
        let day = today();
        let file = open_day(&dir, day)?;
        remove_old(&dir);
        Ok(DailyFiles { dir, day, file: Some(file) })
    }

    /// The name of a day's file.
    pub fn file_name(day: jiff::civil::Date) -> String {
        format!("{PREFIX}{day}{SUFFIX}")
    }
}

impl Write for DailyFiles {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let day = today();
        if day != self.day {
            self.day = day;
            // A file that cannot be opened loses that day's lines, not the app.
            self.file = open_day(&self.dir, day).ok();
            remove_old(&self.dir);
        }
        match &mut self.file {
            Some(file) => file.write(buf),
            None => Ok(buf.len()),
        }
    }

    fn flush(&mut self) -> std::io::Result<()> {
        match &mut self.file {
            Some(file) => file.flush(),
            None => Ok(()),
        }
    }
}

fn today() -> jiff::civil::Date {
    jiff::Timestamp::now().to_zoned(jiff::tz::TimeZone::UTC).date()
}

fn open_day(dir: &Path, day: jiff::civil::Date) -> std::io::Result<std::fs::File> {
    let file = crate::files::append_private(&dir.join(DailyFiles::file_name(day)))?;
    // A file an earlier version wrote with the default mode: the app's own, made private.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        if file.metadata().is_ok_and(|m| m.permissions().mode() & 0o077 != 0) {
            let _ = file.set_permissions(std::fs::Permissions::from_mode(0o600));
        }
    }
    Ok(file)
}

/// Removes the day files past the newest [`KEEP_DAYS`]; other files are left alone.
fn remove_old(dir: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut days: Vec<(jiff::civil::Date, PathBuf)> = entries
        .flatten()
        .filter_map(|entry| {
            let name = entry.file_name().into_string().ok()?;
            let day = name.strip_prefix(PREFIX)?.strip_suffix(SUFFIX)?.parse().ok()?;
            Some((day, entry.path()))
        })
        .collect();
    days.sort_by_key(|(day, _)| std::cmp::Reverse(*day));
    for (_, path) in days.into_iter().skip(KEEP_DAYS) {
        let _ = std::fs::remove_file(path);
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn day_files_are_private_and_only_the_newest_are_kept() {
        let dir = crate::test_dir("logs");
        let old: jiff::civil::Date = "2020-01-01".parse().unwrap();
        for n in 0..20 {
            std::fs::write(dir.join(DailyFiles::file_name(old + jiff::Span::new().days(n))), b"old").unwrap();
        }
        std::fs::write(dir.join("notes.txt"), b"not a log").unwrap();
        let mut files = DailyFiles::open(dir.clone()).unwrap();
        files.write_all(b"line\n").unwrap();
        files.flush().unwrap();
        let today = dir.join(DailyFiles::file_name(today()));
        assert_eq!(std::fs::read(&today).unwrap(), b"line\n");
        let logs =
            std::fs::read_dir(&dir).unwrap().filter(|e| e.as_ref().unwrap().path().extension().unwrap() == "log");
        assert_eq!(logs.count(), KEEP_DAYS);
        assert!(dir.join("notes.txt").exists());
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt as _;
            assert_eq!(std::fs::metadata(&today).unwrap().permissions().mode() & 0o777, 0o600);
        }
        let _ = std::fs::remove_dir_all(dir);
    }
}
