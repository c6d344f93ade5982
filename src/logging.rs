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
/// The most a day's file holds: a day's ordinary log is tens of kilobytes; past this, the rest of
/// the day's lines are left out (one line says so).
pub const MAX_DAY_BYTES: u64 = 8 * 1024 * 1024;
/// The most all the day files hold together: the oldest go first.
pub const MAX_TOTAL_BYTES: u64 = 32 * 1024 * 1024;

const PREFIX: &str = "intake-desk.";
const SUFFIX: &str = ".log";

/// Keeps the background log writer alive; dropping it flushes the log.
pub type LogGuard = tracing_appender::non_blocking::WorkerGuard;

/// Sends `tracing` output to `data_dir/logs/intake-desk.YYYY-MM-DD.log` (UTC days).
/// `filter` overrides `INTAKE_DESK_LOG` (default `info`). Returns `None` when
/// the folder cannot be used or a logger is already installed.
pub fn init(data_dir: &Path, filter: Option<&str>) -> Option<LogGuard> {
    let log_dir = data_dir.join(crate::startup::LOG_FOLDER);
    crate::folders::ensure_private_dir(&log_dir).ok()?;
    let writer = DailyFiles::open(log_dir).ok()?;
    let (writer, guard) = tracing_appender::non_blocking(writer);
    tracing_subscriber::fmt()
        .with_env_filter(env_filter(filter))
        .with_writer(writer)
        .with_ansi(false)
        .try_init()
        .ok()?;
    log_panics();
    Some(guard)
}

/// For a session whose data folder keeps no log files (a start-up problem says so): the log goes
/// to stderr, where support starting the app from a terminal still reads it. The same filter and
/// the same lines as the files; nothing is written where there is no terminal.
pub fn init_stderr(filter: Option<&str>) -> bool {
    let ok = tracing_subscriber::fmt()
        .with_env_filter(env_filter(filter))
        .with_writer(std::io::stderr)
        .with_ansi(false)
        .try_init()
        .is_ok();
    if ok {
        log_panics();
    }
    ok
}

/// `filter`, else `INTAKE_DESK_LOG`, else `info`.
fn env_filter(filter: Option<&str>) -> tracing_subscriber::EnvFilter {
    let filter = match filter {
        Some(filter) => tracing_subscriber::EnvFilter::new(filter),
        None => tracing_subscriber::EnvFilter::try_from_env("INTAKE_DESK_LOG")
            .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info")),
    };
    // The text's fonts say at debug level which character they look for or found a font for:
    // a character of a patient's name ("No font for '李'"). Never below info, whatever is asked.
    ["epaint=info", "egui_system_font_provider=info"]
        .into_iter()
        .filter_map(|directive| directive.parse().ok())
        .fold(filter, tracing_subscriber::EnvFilter::add_directive)
}

/// A panic is written to the log as well as to stderr (the default hook still runs): where it
/// happened and on which thread. Its message only when it is a fixed text: a formatted one may
/// hold the values it was formatted with (a patient's name), which the log never holds.
fn log_panics() {
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let location = info.location().map_or_else(String::new, |l| format!("{}:{}", l.file(), l.line()));
        let thread = std::thread::current().name().unwrap_or("unnamed").to_owned();
        let message = info.payload().downcast_ref::<&'static str>().copied().unwrap_or("(message not logged)");
        tracing::error!(%location, %thread, "panicked: {message}");
        default_hook(info);
    }));
}

/// The file of the day, opened with [`crate::files::append_private`]; a new one each UTC day,
/// the oldest removed past [`KEEP_DAYS`].
pub struct DailyFiles {
    dir: PathBuf,
    day: jiff::civil::Date,
    file: Option<std::fs::File>,
    /// What the day's file holds, and whether the "left out" line was written.
    written: u64,
    capped: bool,
}

impl DailyFiles {
    /// Opens today's file in `dir` (which must exist).
    pub fn open(dir: PathBuf) -> std::io::Result<DailyFiles> {
        let day = today();
        let file = open_day(&dir, day)?;
        let written = file.metadata().map_or(0, |meta| meta.len());
        remove_old(&dir);
        Ok(DailyFiles { dir, day, file: Some(file), written, capped: false })
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
            self.written = self.file.as_ref().and_then(|file| file.metadata().ok()).map_or(0, |meta| meta.len());
            self.capped = false;
            remove_old(&self.dir);
        }
        let Some(file) = &mut self.file else { return Ok(buf.len()) };
        if self.written + buf.len() as u64 > MAX_DAY_BYTES {
            // A flood (a loop logging, a client trickling bytes) fills one day's file, never
            // the disk: one line says so, the rest of the day is left out.
            if !self.capped {
                self.capped = true;
                let line = format!(
                    "{} WARN intake_desk::logging: this day's log reached {} MB; its further lines are left out\n",
                    jiff::Timestamp::now(),
                    MAX_DAY_BYTES / (1024 * 1024)
                );
                let _ = file.write_all(line.as_bytes());
            }
            return Ok(buf.len());
        }
        let wrote = file.write(buf)?;
        self.written += wrote as u64;
        Ok(wrote)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        match &mut self.file {
            Some(file) => file.flush(),
            None => Ok(()),
        }
    }
}

fn today() -> jiff::civil::Date {
    jiff::Timestamp::now().to_zoned_datetime(jiff::tz::TimeZone::UTC).date()
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

/// Removes the day files past the newest [`KEEP_DAYS`], and the oldest while all of them
/// together hold more than [`MAX_TOTAL_BYTES`] (today's is kept); other files are left alone.
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
    let mut total = 0_u64;
    for (index, (_, path)) in days.into_iter().enumerate() {
        total += std::fs::metadata(&path).map_or(0, |meta| meta.len());
        if index >= KEEP_DAYS || (index > 0 && total > MAX_TOTAL_BYTES) {
            let _ = std::fs::remove_file(path);
        }
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

    /// A flood fills one day's file up to its cap, with one line that says the rest was left
    /// out; earlier days' files are removed, oldest first, to keep the total under its cap
    /// (issue 28: 14 files of any size were kept).
    #[test]
    fn a_day_s_file_and_all_of_them_together_are_capped() {
        let dir = crate::test_dir("log-caps");
        let old: jiff::civil::Date = "2020-01-01".parse().unwrap();
        for n in 0..10 {
            let file = std::fs::File::create(dir.join(DailyFiles::file_name(old + jiff::Span::new().days(n)))).unwrap();
            file.set_len(MAX_DAY_BYTES).unwrap();
        }
        let mut files = DailyFiles::open(dir.clone()).unwrap();
        let line = vec![b'x'; 1023];
        for _ in 0..(MAX_DAY_BYTES / 1024 + 100) {
            files.write_all(&line).unwrap();
            files.write_all(b"\n").unwrap();
        }
        files.flush().unwrap();
        let today = std::fs::read(dir.join(DailyFiles::file_name(today()))).unwrap();
        assert!(today.len() as u64 <= MAX_DAY_BYTES + 200, "{}", today.len());
        let said = String::from_utf8_lossy(&today);
        assert_eq!(said.matches("further lines are left out").count(), 1);
        let total: u64 = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().metadata().unwrap().len()).sum();
        assert!(total <= MAX_TOTAL_BYTES + MAX_DAY_BYTES + 200, "all the logs together: {total}");
        let _ = std::fs::remove_dir_all(dir);
    }
}
