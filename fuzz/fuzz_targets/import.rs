//! Feeds arbitrary bytes to the day-list import as every kind of file it reads: none may panic.
//! The corpus to start from is `tests/fixtures/` (the good lists and the hostile ones):
//! `cargo +nightly fuzz run import ../tests/fixtures -- -rss_limit_mb=512`. The bounded run of
//! every `cargo test` is `crates/intake_import/tests/hostile.rs`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    for name in ["list.csv", "list.xlsx", "list.ods", "list.xls"] {
        if let Ok(imported) = intake_import::read(name, data) {
            assert!(imported.table.rows.len() <= intake_import::MAX_ROWS);
        }
    }
});
