//! Hostile files (issue 27): tiny spreadsheets and CSV files made by
//! `scripts/make-import-fixtures.py` that claim or hold what would take the app down if believed.
//! Each is read under a memory cap — this binary's allocator refuses to hold more than
//! [`CAP_BYTES`] at once, so a regression aborts this test instead of the machine — and the peak
//! the reading took is measured (BENCHMARKS.md, "Hostile files": `scripts/import-memory.sh`
//! prints the table). Then the import is fuzzed for a bounded number of rounds, its corpus
//! seeded with these fixtures: no input may panic, take longer than a list should, or pass the
//! cap.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::print_stdout)]
// The counting allocator is the one unsafe code of the project's tests: a global allocator is an
// `unsafe impl` by definition. It only forwards to the system's and counts.
#![allow(unsafe_code)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use intake_import::{Cell, ImportError, MAX_CELL_CHARS, read};

/// What the whole test binary may hold at once: four times the peak allowed to a reading.
const CAP_BYTES: usize = 4 * PEAK_LIMIT_BYTES;
/// The most a hostile file's reading may add to the heap: under half the app's idle memory
/// (145 MiB resident, BENCHMARKS.md), so the app stays under twice its idle memory.
const PEAK_LIMIT_BYTES: usize = 64 * 1024 * 1024;

struct Counting;

static HELD: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);
/// Every byte ever asked for (freed or not): what a reading copies, whatever it keeps.
static ASKED: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let held = HELD.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
        if held > CAP_BYTES {
            HELD.fetch_sub(layout.size(), Ordering::Relaxed);
            // A null answer is an allocation failure: the test process aborts, saying how much.
            return std::ptr::null_mut();
        }
        PEAK.fetch_max(held, Ordering::Relaxed);
        ASKED.fetch_add(layout.size(), Ordering::Relaxed);
        // SAFETY: the layout is the caller's, passed on unchanged.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        HELD.fetch_sub(layout.size(), Ordering::Relaxed);
        // SAFETY: `ptr` was allocated by `alloc` above with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// One reading at a time, so the peak is that reading's.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

fn fixture_path(name: &str) -> String {
    format!("{}/../../tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// Reads the fixture as the app does (the file's bytes from disk, then the import) and returns
/// the result with the most the heap grew meanwhile.
fn read_measured(name: &str) -> (Result<intake_import::Imported, ImportError>, usize) {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let before = HELD.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let bytes = std::fs::read(fixture_path(name)).unwrap();
    let result = read(name, &bytes);
    drop(bytes);
    let peak = PEAK.load(Ordering::Relaxed).saturating_sub(before);
    println!("MEASURE import {name}: peak heap {:.1} MiB", peak as f64 / (1024.0 * 1024.0));
    assert!(peak <= PEAK_LIMIT_BYTES, "{name} took {peak} bytes of heap at its peak");
    (result, peak)
}

/// 205 KB holding one 200 MB shared string (the app grew past 20 GB and was killed): refused
/// while unpacking, at the part's cap, before the spreadsheet reader holds it.
#[test]
fn a_part_that_unpacks_beyond_a_list_is_refused_before_it_is_held() {
    let (result, _) = read_measured("hostile-shared-string.xlsx");
    match result {
        Err(ImportError::PartTooLarge { part, max_megabytes }) => {
            assert_eq!(part, "xl/sharedStrings.xml");
            assert_eq!(max_megabytes, 16);
        }
        other => panic!("expected the part to be refused, got {other:?}"),
    }
}

/// A 1.5 KB sheet naming A1 and XFD1048576 (the app aborted at the drop).
#[test]
fn a_sheet_that_claims_a_huge_dimension_is_read_as_the_list_it_holds() {
    let (result, _) = read_measured("hostile-dimension.xlsx");
    assert_eq!(result.unwrap().table.rows.len(), 1);
}

/// A one-cell ODS repeated across 100 columns and a million rows: 82 bytes of XML that the
/// spreadsheet reader would expand into 100 million cells (it aborted at the cap, asking for 200 MB
/// at a time). Refused after counting, before the reader is given it.
#[test]
fn a_sheet_of_repeated_cells_is_refused_before_it_is_expanded() {
    let (result, _) = read_measured("hostile-repeated.ods");
    assert_eq!(result.unwrap_err(), ImportError::TooManyCells { max: intake_import::MAX_SHEET_CELLS });
}

/// A cell of 5,000 characters, in a spreadsheet and in a CSV file: the row is read, the cell
/// kept as its length only (said as that row's problem by the app), the others intact.
#[test]
fn a_cell_longer_than_a_list_holds_is_kept_as_its_length() {
    for name in ["hostile-long-cell.xlsx", "hostile-long-cell.csv"] {
        let (result, _) = read_measured(name);
        let imported = result.unwrap_or_else(|error| panic!("{name}: {error}"));
        assert_eq!(imported.table.rows.len(), 2, "{name}");
        assert_eq!(imported.table.rows[0].cells, [Cell::Text("An".into()), Cell::Text("Peeters".into())], "{name}");
        assert_eq!(imported.table.rows[1].cells, [Cell::Text("Bo".into()), Cell::TooLong { chars: 5000 }], "{name}");
    }
}

/// A CSV with a one-megabyte cell (memory went from 166 to 745 MB in the app): the cell is its
/// length, and the reading stays small.
#[test]
fn a_megabyte_in_one_csv_cell_is_not_kept() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let csv = format!("Voornaam;Achternaam\nAn;{}\n", "x".repeat(1024 * 1024));
    let before = HELD.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let imported = read("list.csv", csv.as_bytes()).unwrap();
    // Other threads (the test harness's) may free memory meanwhile: never below zero.
    let kept = HELD.load(Ordering::Relaxed).saturating_sub(before);
    assert_eq!(imported.table.rows[0].cells[1], Cell::TooLong { chars: 1024 * 1024 });
    assert!(kept < 64 * 1024, "the list holds {kept} bytes");
    const { assert!(MAX_CELL_CHARS < 1024 * 1024) };
}

/// A picture renamed `.csv` is refused as not text (it was read as Windows-1252 into rows of
/// garbage).
#[test]
fn a_binary_file_named_csv_is_not_a_list() {
    let (result, _) = read_measured("hostile-binary.csv");
    assert_eq!(result.unwrap_err(), ImportError::NotText);
}

/// Cancelling stops the unpacking of a large part: the reading ends with `Cancelled`.
#[test]
fn a_cancelled_spreadsheet_reading_stops() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let bytes = std::fs::read(fixture_path("hostile-shared-string.xlsx")).unwrap();
    let cancel = AtomicBool::new(true);
    assert_eq!(intake_import::read_until("list.xlsx", &bytes, &cancel).unwrap_err(), ImportError::Cancelled);
}

/// The OpenDocument classes of issue 42, each refused by the count before the reader is given
/// the file: repeated spaces (eight billion in 900 bytes), a self-closing row repeated a million
/// times, fifty sheets each under the limit, an end tag that matches nothing before the table.
#[test]
fn open_document_sheets_that_expand_past_a_list_are_refused_before_they_are_read() {
    let (spaces, _) = read_measured("hostile-spaces.ods");
    assert_eq!(spaces.unwrap_err(), ImportError::PartTooLarge { part: "content.xml".into(), max_megabytes: 16 });
    for name in ["hostile-repeated-rows.ods", "hostile-many-sheets.ods", "hostile-bad-xml.ods"] {
        let (result, _) = read_measured(name);
        assert_eq!(result.unwrap_err(), ImportError::TooManyCells { max: intake_import::MAX_SHEET_CELLS }, "{name}");
    }
}

/// An Excel binary workbook is refused by its content (its parts are records, not XML), whatever
/// its name says.
#[test]
fn a_binary_workbook_is_refused_by_its_content() {
    for as_name in ["hostile-sparse.xlsb", "list.xlsx", "list.xls"] {
        let bytes = std::fs::read(fixture_path("hostile-sparse.xlsb")).unwrap();
        assert_eq!(read(as_name, &bytes).unwrap_err(), ImportError::ExcelBinary, "read as {as_name}");
    }
}

/// Ten parts of 15 MB of zeros, each under the part's cap: refused when together they pass the
/// archive's.
#[test]
fn a_zip_bomb_named_xlsx_is_refused_while_it_unpacks() {
    let (result, _) = read_measured("hostile-zip-bomb.xlsx");
    assert!(matches!(result, Err(ImportError::PartTooLarge { .. })), "{result:?}");
}

/// A line of 8 million columns (16 MB): read with the list's columns, the rest never kept.
#[test]
fn a_line_of_eight_million_columns_is_read_with_a_lists_columns() {
    let (result, _) = read_measured("hostile-wide-line.csv");
    let imported = result.unwrap();
    assert_eq!(imported.table.rows.len(), 1);
    assert_eq!(imported.table.rows[0].cells.len(), intake_import::MAX_COLUMNS);
}

/// One shared string of four million characters in every cell of 200 rows of 100 columns: each
/// cell is too long, kept as its length; the string is looked at once, never copied per cell (it
/// was copied and counted for each of the 20,000 cells: 80 GB of copies).
#[test]
fn one_long_shared_string_in_every_cell_is_never_copied_per_cell() {
    let asked_before = ASKED.load(Ordering::Relaxed);
    let (result, _) = read_measured("hostile-long-shared.xlsx");
    let asked = ASKED.load(Ordering::Relaxed) - asked_before;
    let imported = result.unwrap();
    assert_eq!(imported.table.rows.len(), 200);
    assert!(
        imported.table.rows.iter().all(|row| row.cells.iter().all(|cell| *cell == Cell::TooLong { chars: 4_000_000 }))
    );
    assert!(asked < 256 * 1024 * 1024, "the reading asked for {asked} bytes in all");
}

/// A small, fixed pseudo-random sequence (xorshift): the same rounds on every run.
struct Rounds(u64);

impl Rounds {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// The fixtures that end any process reading them (the spreadsheet reader reserves what they
/// declare: terabytes): the app reads them only in the import's cage, a child process, and the
/// tests that open them run it there (`tests/processes/import_cage.rs`, `tests/ui/day_list/`).
const READ_ONLY_IN_THE_CAGE: [&str; 3] = ["hostile-dimension.xls", "hostile-string-count.xlsx", "hostile-sparse.xls"];

/// The largest fixture mutated by [`the_import_survives_mutated_fixtures`].
const MAX_CORPUS_FILE_BYTES: usize = 256 * 1024;

/// Every fixture, the good and the hostile (but those read only in the cage), mutated for a bounded number of rounds (byte flips,
/// cut tails, repeated and spliced blocks, interesting numbers) and read as CSV and as a
/// spreadsheet. Nothing may panic or pass the memory cap; every error must be one of the
/// reader's own. `IMPORT_FUZZ_ROUNDS` runs more rounds (the CI runs the default).
#[test]
fn the_import_survives_mutated_fixtures() {
    let rounds: usize = std::env::var("IMPORT_FUZZ_ROUNDS").ok().and_then(|n| n.parse().ok()).unwrap_or(400);
    let dir = format!("{}/../../tests/fixtures", env!("CARGO_MANIFEST_DIR"));
    let mut corpus: Vec<(String, Vec<u8>)> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.is_file())
        .map(|path| (path.file_name().unwrap().to_string_lossy().into_owned(), std::fs::read(&path).unwrap()))
        .filter(|(name, _)| !READ_ONLY_IN_THE_CAGE.contains(&name.as_str()))
        // The large ones (a 16 MB line) have their own tests; mutated, they only take longer.
        .filter(|(_, bytes)| bytes.len() <= MAX_CORPUS_FILE_BYTES)
        .collect();
    corpus.sort();
    assert!(corpus.len() >= 10, "the fixtures are the corpus");
    let mut random = Rounds(0x1d_2026_1125);
    for round in 0..rounds {
        let (name, seed) = &corpus[random.below(corpus.len())];
        let mut bytes = seed.clone();
        for _ in 0..=random.below(4) {
            mutate(&mut bytes, &mut random);
        }
        for as_name in ["list.csv", "list.xlsx", "list.ods", "list.xls"] {
            let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            let result = std::panic::catch_unwind(|| read(as_name, &bytes));
            assert!(result.is_ok(), "round {round}: {name} mutated, read as {as_name}, panicked");
        }
    }
}

fn mutate(bytes: &mut Vec<u8>, random: &mut Rounds) {
    if bytes.is_empty() {
        bytes.push(b'a');
        return;
    }
    let at = random.below(bytes.len());
    match random.below(6) {
        0 => bytes[at] ^= 1 << random.below(8),
        1 => bytes[at] = [0, 0xff, 0x7f, 0x80, b'"', b';', b'\n', b'<'][random.below(8)],
        2 => bytes.truncate(at),
        3 => {
            let end = (at + 1 + random.below(64)).min(bytes.len());
            let block = bytes[at..end].to_vec();
            for _ in 0..random.below(16) {
                bytes.splice(at..at, block.iter().copied());
            }
        }
        4 => {
            let number = ["0", "-1", "4294967295", "18446744073709551615", "1048576", "XFD1048576"][random.below(6)];
            bytes.splice(at..at, number.bytes());
        }
        _ => {
            let end = (at + random.below(64)).min(bytes.len());
            bytes.drain(at..end);
        }
    }
}

const MEASURED_FIXTURE: &str = "INTAKE_IMPORT_MEASURED_FIXTURE";

/// The process's resident memory now (`VmRSS`) and at its peak (`VmHWM`), in KiB.
fn resident_kib() -> Option<(u64, u64)> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let field =
        |name: &str| status.lines().find(|line| line.starts_with(name))?.split_whitespace().nth(1)?.parse::<u64>().ok();
    Some((field("VmRSS:")?, field("VmHWM:")?))
}

/// A measurement, not a check (`scripts/import-memory.sh`, BENCHMARKS.md "Hostile files"): each
/// hostile fixture read as the app reads it, in a process of its own, which prints how far its
/// resident memory rose above what it was before the reading (the peak, `VmHWM`, against
/// `VmRSS` before). The app's idle memory is the baseline it is compared with.
#[test]
#[ignore = "a measurement: scripts/import-memory.sh"]
fn measure_resident_memory_of_each_hostile_fixture() {
    if let Ok(name) = std::env::var(MEASURED_FIXTURE) {
        let Some((before, _)) = resident_kib() else { return };
        let bytes = std::fs::read(fixture_path(&name)).unwrap();
        let result = read(&name, &bytes);
        drop(bytes);
        let (_, peak) = resident_kib().unwrap();
        let outcome = match result {
            Ok(imported) => format!("read, {} rows", imported.table.rows.len()),
            Err(error) => format!("refused: {error}"),
        };
        println!("RESIDENT {name}|{before}|{peak}|{outcome}");
        return;
    }
    let mut names: Vec<String> = std::fs::read_dir(format!("{}/../../tests/fixtures", env!("CARGO_MANIFEST_DIR")))
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with("hostile-") && !READ_ONLY_IN_THE_CAGE.contains(&name.as_str()))
        .collect();
    names.sort();
    println!("| fixture | size | resident before (MiB) | peak (MiB) | rise (MiB) | outcome |");
    println!("|---|---:|---:|---:|---:|---|");
    for name in names {
        let output = std::process::Command::new(std::env::current_exe().unwrap())
            .args(["--ignored", "--exact", "measure_resident_memory_of_each_hostile_fixture", "--nocapture"])
            .env(MEASURED_FIXTURE, &name)
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&output.stdout);
        let Some(line) = said.lines().find_map(|line| line.strip_prefix("RESIDENT ")) else {
            panic!("{name}: no measurement ({said})");
        };
        let parts: Vec<&str> = line.split('|').collect();
        let (before, peak): (u64, u64) = (parts[1].parse().unwrap(), parts[2].parse().unwrap());
        let size = std::fs::metadata(fixture_path(&name)).unwrap().len();
        let mib = |kib: u64| kib as f64 / 1024.0;
        println!(
            "| `{name}` | {:.1} KB | {:.1} | {:.1} | {:.1} | {} |",
            size as f64 / 1000.0,
            mib(before),
            mib(peak),
            mib(peak.saturating_sub(before)),
            parts[3]
        );
    }
}
