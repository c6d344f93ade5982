//! Structure-aware fuzzing of the import through its child process (issue 42): libFuzzer's
//! input is a seed; it chooses a fixture of `tests/fixtures/` and the mutations of
//! `tests/support/structured_mutation.rs` (a workbook's XML, a BIFF record, a CSV's text changed
//! as what it is, then packed again), and the mutated file is read as the app reads a list: by
//! `intake-desk read-list-in-cage` under the cage's memory and processor caps. The child may
//! answer, or end at a cap (the allocator's "memory allocation … failed", a signal from a
//! limit); a panic or any other end is a finding, and so is an answer without the cage's header.
//!
//! ```text
//! cargo build --release                      # the child: target/release/intake-desk
//! cd fuzz && cargo fuzz run import_cage -- -max_total_time=600
//! ```
//! `INTAKE_DESK_BIN` names another child. The bounded run of every `cargo test` is
//! `tests/processes/import_fuzz.rs`, through the app's own `import_cage::read`; this target
//! starts the child itself so that its build stays the import alone.
#![no_main]

#[path = "../../tests/support/structured_mutation.rs"]
mod structured_mutation;

use std::io::{Read as _, Write as _};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use libfuzzer_sys::fuzz_target;
use structured_mutation::{Rounds, mutate};

/// The cage's memory cap (`import_cage::MEMORY_CAP_BYTES`).
const MEMORY_BYTES: u64 = 512 * 1024 * 1024;
/// A mutated file that makes the reader loop is ended at this limit.
const TIME_LIMIT: Duration = Duration::from_secs(10);

fn corpus() -> &'static Vec<(String, Vec<u8>)> {
    static CORPUS: OnceLock<Vec<(String, Vec<u8>)>> = OnceLock::new();
    CORPUS.get_or_init(|| {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures");
        let mut files: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir)
            .expect("the fixtures")
            .filter_map(Result::ok)
            .map(|entry| entry.path())
            .filter(|path| path.metadata().is_ok_and(|meta| meta.is_file() && meta.len() <= 1024 * 1024))
            .filter_map(|path| Some((path.file_name()?.to_string_lossy().into_owned(), std::fs::read(&path).ok()?)))
            .filter(|(name, _)| [".csv", ".txt", ".xlsx", ".xls", ".xlsb", ".ods"].iter().any(|kind| name.ends_with(kind)))
            .collect();
        files.sort();
        files
    })
}

fn child() -> String {
    std::env::var("INTAKE_DESK_BIN")
        .unwrap_or_else(|_| format!("{}/../target/release/intake-desk", env!("CARGO_MANIFEST_DIR")))
}

fuzz_target!(|data: &[u8]| {
    let mut seed = [0_u8; 8];
    seed[..data.len().min(8)].copy_from_slice(&data[..data.len().min(8)]);
    let mut random = Rounds(u64::from_le_bytes(seed) | 1);
    let corpus = corpus();
    let (name, bytes) = &corpus[random.below(corpus.len())];
    let mutated = mutate(name, bytes, &mut random);
    let kind = name.rsplit_once('.').map_or("csv", |(_, kind)| kind);
    let mut reader = Command::new(child())
        .args(["read-list-in-cage", "--kind", kind, "--memory-bytes", &MEMORY_BYTES.to_string()])
        .args(["--processor-seconds", &TIME_LIMIT.as_secs().to_string()])
        .env_clear()
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the child starts (build it first: cargo build --release)");
    let mut input = reader.stdin.take().expect("its input");
    // The child may end before it has read everything (a cap): a broken pipe is its answer.
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&mutated);
    });
    let mut output = reader.stdout.take().expect("its output");
    let mut errors = reader.stderr.take().expect("its errors");
    let answer = std::thread::spawn(move || {
        let mut answer = Vec::new();
        let _ = output.read_to_end(&mut answer);
        answer
    });
    let said = std::thread::spawn(move || {
        let mut said = Vec::new();
        let _ = (&mut errors).take(16 * 1024).read_to_end(&mut said);
        said
    });
    let started = Instant::now();
    let status = loop {
        if let Some(status) = reader.try_wait().expect("the child's state") {
            break Some(status);
        }
        if started.elapsed() > TIME_LIMIT + Duration::from_secs(2) {
            let _ = reader.kill();
            let _ = reader.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    let _ = writer.join();
    let answer = answer.join().unwrap_or_default();
    let said = String::from_utf8_lossy(&said.join().unwrap_or_default()).into_owned();
    let Some(status) = status else { return }; // the time limit: a cap, as the app's cage has it
    if status.success() {
        assert!(answer.starts_with(b"IDLIST\r\n"), "{name} mutated: an answer without the cage's header");
        return;
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt as _;
        // The caps: the allocator's abort at the memory cap, the processor-time signals.
        let at_a_cap = (status.signal() == Some(libc_signal::ABRT) && said.contains("memory allocation"))
            || matches!(status.signal(), Some(libc_signal::XCPU | libc_signal::KILL));
        assert!(at_a_cap, "{name} mutated: the child ended badly ({status}): {said}");
    }
});

/// The signals a capped child ends with (Linux's numbers; no libc crate in this build).
#[cfg(unix)]
mod libc_signal {
    pub const ABRT: i32 = 6;
    pub const KILL: i32 = 9;
    pub const XCPU: i32 = 24;
}
