//! Structure-aware fuzzing of the import, through its child process (issue 42): the fixtures of
//! `tests/fixtures/` mutated as what they are (`structured_mutation`: a workbook's XML, a BIFF
//! record, a CSV's text) and read as the app reads a list, by `intake-desk read-list-in-cage`
//! under its caps. The app's side (this process) must get a list, a reason, or the cage's word
//! that the child reached a cap, for every case; a child that ends any other way (a panic, a
//! crash) or an answer that is not one fails the test with the case's seed.
//!
//! Every `cargo test` runs a bounded number of cases (`IMPORT_CAGE_FUZZ_CASES`, 48 by default);
//! BENCHMARKS.md has the 10,000-case run (`IMPORT_CAGE_FUZZ_CASES=10000`). The cargo-fuzz target
//! `import_cage` sends the same mutations through the same child.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::print_stdout)]

#[path = "../support/structured_mutation.rs"]
mod structured_mutation;

use std::collections::BTreeMap;
use std::sync::Mutex;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use crate::support;
use intake_desk::worker::import_cage::{self, CageError, CageProblem, ImportCage};
use structured_mutation::{Rounds, mutate};

/// The kinds of file a list comes in.
const LIST_KINDS: [&str; 6] = [".csv", ".txt", ".xlsx", ".xls", ".xlsb", ".ods"];
/// The largest fixture mutated (the 16 MB line has its own test; mutated, it only takes longer).
const MAX_SEED_BYTES: u64 = 1024 * 1024;

#[test]
fn mutated_lists_read_through_the_child_never_end_the_app() {
    let cases: usize = std::env::var("IMPORT_CAGE_FUZZ_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(48);
    let seed: u64 = std::env::var("IMPORT_CAGE_FUZZ_SEED").ok().and_then(|n| n.parse().ok()).unwrap_or(0x42_2026_1128);
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let mut corpus: Vec<(String, Vec<u8>)> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.metadata().is_ok_and(|meta| meta.is_file() && meta.len() <= MAX_SEED_BYTES))
        .map(|path| (path.file_name().unwrap().to_string_lossy().into_owned(), path))
        .filter(|(name, _)| LIST_KINDS.iter().any(|kind| name.ends_with(kind)))
        .map(|(name, path)| (name, std::fs::read(path).unwrap()))
        .collect();
    corpus.sort();
    assert!(corpus.len() >= 20, "the fixtures are the corpus: {}", corpus.len());
    // The child is a copy of the program: a long run (10,000 cases) is not cut short by a build
    // that replaces the binary under it.
    let built = std::path::Path::new(env!("CARGO_BIN_EXE_intake-desk"));
    let program = support::temp_dir("import-fuzz").join(built.file_name().unwrap());
    std::fs::copy(built, &program).unwrap();
    // A mutated file that makes the reader loop is ended at this limit, not the app's 20 s.
    let cage = ImportCage { time_limit: Duration::from_secs(5), ..ImportCage::with_program(&program) };
    let outcomes: Mutex<BTreeMap<&str, usize>> = Mutex::new(BTreeMap::new());
    let next_case = std::sync::atomic::AtomicUsize::new(0);
    let failed = AtomicBool::new(false);
    let started = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| {
                loop {
                    // A failed case (the other thread's) ends the run: its seed is what is wanted.
                    let case = next_case.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    if case >= cases || failed.load(std::sync::atomic::Ordering::Relaxed) {
                        return;
                    }
                    let case_seed = seed ^ (case as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
                    let mut random = Rounds(case_seed | 1);
                    let (name, bytes) = &corpus[random.below(corpus.len())];
                    let mutated = mutate(name, bytes, &mut random);
                    let outcome = match import_cage::read(&cage, name, mutated, &AtomicBool::new(false)) {
                        Ok(imported) => {
                            assert!(imported.table.rows.len() <= intake_desk::import::MAX_ROWS);
                            "read"
                        }
                        Err(CageError::Import(_)) => "refused by the import",
                        Err(CageError::Cage(CageProblem::TooMuchMemory)) => "the child's memory cap",
                        Err(CageError::Cage(CageProblem::TooLong { .. })) => "the child's time limit",
                        Err(CageError::Cage(problem)) => {
                            failed.store(true, std::sync::atomic::Ordering::Relaxed);
                            panic!("case {case} (IMPORT_CAGE_FUZZ_SEED={seed}, {name} mutated): {problem:?}")
                        }
                    };
                    *outcomes.lock().unwrap().entry(outcome).or_default() += 1;
                }
            });
        }
    });
    println!(
        "MEASURE import fuzzing through the child: {cases} cases in {:.1} s: {:?}",
        started.elapsed().as_secs_f64(),
        outcomes.lock().unwrap()
    );
}
