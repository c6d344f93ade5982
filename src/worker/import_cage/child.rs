//! The import's child: `intake-desk read-list-in-cage` (hidden from `--help`), started by the
//! runner for one file. It puts its limits on itself, reads the file's bytes from its standard
//! input, reads them as a list, writes the one message ([`super::wire`]) on its standard output
//! and ends. It opens no file, no network connection, no profile or database, starts no
//! runtime, no logging and no window: `main` hands it over before any of that.

use std::io::{Read as _, Write as _};
use std::process::ExitCode;
use std::time::Duration;

/// Exit code of a child that could not put its limits on itself (and so read nothing).
pub const EXIT_NO_LIMITS: u8 = 3;
/// Exit code of a child whose answer could not be written (the parent went away).
const EXIT_NOT_ANSWERED: u8 = 4;

/// Reads one file from standard input as a list of kind `kind` (its extension) under the caps,
/// and writes what it read to standard output.
pub fn serve(kind: &str, memory_bytes: u64, processor_seconds: u64) -> ExitCode {
    if let Err(error) = super::limits::apply(memory_bytes, Duration::from_secs(processor_seconds)) {
        eprintln!("intake-desk {}: {error}", super::SUBCOMMAND);
        return ExitCode::from(EXIT_NO_LIMITS);
    }
    let mut bytes = Vec::new();
    // As much as a list may be, and one byte more to tell a larger file.
    let limit = crate::import::MAX_FILE_BYTES as u64 + 1;
    if let Err(error) = std::io::stdin().lock().take(limit).read_to_end(&mut bytes) {
        eprintln!("intake-desk {}: the file could not be received: {error}", super::SUBCOMMAND);
        return ExitCode::from(EXIT_NOT_ANSWERED);
    }
    let result = crate::import::read(&format!("list.{kind}"), &bytes);
    drop(bytes);
    let message = super::wire::encode(&result);
    drop(result);
    let mut out = std::io::stdout().lock();
    match out.write_all(&message).and_then(|()| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(_) => ExitCode::from(EXIT_NOT_ANSWERED),
    }
}
