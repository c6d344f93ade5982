//! The import's cage, measured (issue 42): a normal day's list of 200 rows read as the app reads
//! it now — in a child process (`intake-desk read-list-in-cage`, started, handed the bytes, its
//! answer read back and checked) — against the same list read in-process, as the app read it
//! before. Ten runs of each, interleaved, after two unmeasured ones; the medians and their
//! difference, the child's overhead (target ≤ 50 ms). Then the child's peak resident memory over
//! all its runs (Linux: `getrusage(RUSAGE_CHILDREN)`), against its memory cap.
//!
//! Run: `cargo bench --features measure --bench import_cage` (or
//! `scripts/bench.sh --only import-cage`).
#![allow(clippy::print_stdout)]

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use intake_desk::worker::import_cage::{self, ImportCage};

const RUNS: usize = 10;

/// A list as an agenda exports it: semicolons, Dutch headers, every field filled (the day list
/// benchmark's).
fn csv(rows: usize) -> Vec<u8> {
    let mut text = String::from("Patiëntnummer;Voornaam;Achternaam;Geboortedatum;Geslacht;Taal;E-mail;GSM\n");
    for i in 0..rows {
        text.push_str(&format!(
            "MRN-{i:05};Zoë;Vermeulen-{i};{:02}/{:02}/19{:02};{};nl;zoe.{i}@example.be;+32 470 {:02} {:02} {:02}\n",
            i % 28 + 1,
            i % 12 + 1,
            i % 90 + 10,
            if i % 2 == 0 { "V" } else { "M" },
            i % 100,
            (i / 100) % 100,
            (i * 7) % 100,
        ));
    }
    text.into_bytes()
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    (times[times.len() / 2 - 1] + times[times.len() / 2]) / 2
}

fn milliseconds(time: Duration) -> f64 {
    time.as_secs_f64() * 1000.0
}

/// The medians of `RUNS` readings of `bytes` as `name`: in-process, then in the cage.
fn measure(cage: &ImportCage, name: &str, bytes: &[u8]) -> (Duration, Duration) {
    let stop = AtomicBool::new(false);
    let in_process = || {
        let started = Instant::now();
        let read = intake_desk::import::read(name, bytes).unwrap_or_else(|error| panic!("{error}"));
        (started.elapsed(), read.table.rows.len())
    };
    let in_cage = || {
        let started = Instant::now();
        let read = import_cage::read(cage, name, bytes.to_vec(), &stop).unwrap_or_else(|error| panic!("{error:?}"));
        (started.elapsed(), read.table.rows.len())
    };
    // Warm the page cache with the binary and the allocator, unmeasured.
    for _ in 0..2 {
        assert_eq!(in_process().1, in_cage().1, "the same rows either way");
    }
    let (mut here, mut there) = (Vec::new(), Vec::new());
    for _ in 0..RUNS {
        here.push(in_process().0);
        there.push(in_cage().0);
    }
    (median(here), median(there))
}

fn main() {
    // `cargo bench` passes `--bench`; this harness takes no arguments.
    let cage = ImportCage::with_program(env!("CARGO_BIN_EXE_intake-desk"));
    let xlsx = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/day-list-200.xlsx"))
        .unwrap_or_else(|error| panic!("tests/fixtures/day-list-200.xlsx: {error}"));
    for (kind, name, bytes) in [("CSV", "tomorrow.csv", csv(200)), ("XLSX", "day-list-200.xlsx", xlsx)] {
        let (here, there) = measure(&cage, name, &bytes);
        println!(
            "import cage: a 200-row {kind} list ({} bytes), median of {RUNS}: in-process {:.2} ms, in the child {:.2} ms, \
             the child's overhead {:.2} ms (target ≤ 50 ms)",
            bytes.len(),
            milliseconds(here),
            milliseconds(there),
            milliseconds(there.saturating_sub(here)),
        );
    }
    #[cfg(target_os = "linux")]
    {
        let mut usage = std::mem::MaybeUninit::<libc::rusage>::zeroed();
        // SAFETY: `usage` is a rusage for getrusage to fill in.
        #[allow(unsafe_code)]
        let usage = unsafe {
            libc::getrusage(libc::RUSAGE_CHILDREN, usage.as_mut_ptr());
            usage.assume_init()
        };
        println!(
            "import cage: the child's peak resident memory over these runs {:.1} MiB (its cap: {} MiB of address space)",
            usage.ru_maxrss as f64 / 1024.0,
            import_cage::MEMORY_CAP_BYTES / (1024 * 1024)
        );
    }
}
