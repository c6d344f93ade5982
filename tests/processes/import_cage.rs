//! The import's cage (issue 42) as a user meets it: hostile spreadsheets opened in the real app
//! (the whole app in a headless harness, its worker reading the file as it does for a person)
//! end neither the app nor what was typed; each is refused in one sentence, and a normal list
//! opens after them. The app runs in a child process of this test binary, so that a regression
//! (the app ending at once, "memory allocation of … bytes failed") fails this test instead of
//! ending the test run.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::support::*;
use intake_desk::export::FixedOpenChoice;
use intake_desk::worker::WorkerOptions;

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(name)
}

/// A file dropped on the window, as the desktop hands it over.
#[derive(Debug)]
struct Dropped(PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &Path {
        &self.0
    }

    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|error| error.to_string())
    }
}

#[test]
fn hostile_spreadsheets_never_end_the_app() {
    pass_in_child(module_path!(), "child_opens_hostile_spreadsheets_then_a_list");
}

const MEMORY: &str = "This file could not be read safely: it asks for far more memory than a day's list needs.";
const PARTS: &str = "The spreadsheet holds far more than a day's list";
const CELLS: &str = "The sheet spans more than";

/// Every class of hostile file (`tests/fixtures/README.md`) that is refused, with the sentence
/// the user reads for it.
const REFUSED: [(&str, &str); 12] = [
    // Read only in the cage: each ends its child at the memory cap.
    ("hostile-dimension.xls", MEMORY),
    ("hostile-string-count.xlsx", MEMORY),
    ("hostile-sparse.xls", MEMORY),
    // Refused by the import's own checks, in the child, in words that say why.
    ("hostile-sparse.xlsb", "This is an Excel binary workbook (.xlsb), which Intake Desk does not read."),
    ("hostile-spaces.ods", PARTS),
    ("hostile-zip-bomb.xlsx", PARTS),
    ("hostile-shared-string.xlsx", PARTS),
    ("hostile-repeated.ods", CELLS),
    ("hostile-repeated-rows.ods", CELLS),
    ("hostile-many-sheets.ods", CELLS),
    ("hostile-bad-xml.ods", CELLS),
    ("hostile-binary.csv", "This file is not a list: it is not text"),
];

/// The hostile files that are read, as the lists they hold.
const READ: [&str; 4] =
    ["hostile-dimension.xlsx", "hostile-wide-line.csv", "hostile-long-shared.xlsx", "hostile-long-cell.xlsx"];

/// This process's resident memory (its working set), in KiB.
#[cfg(windows)]
fn resident_kib() -> u64 {
    use windows_sys::Win32::System::ProcessStatus::{K32GetProcessMemoryInfo, PROCESS_MEMORY_COUNTERS};
    use windows_sys::Win32::System::Threading::GetCurrentProcess;
    let mut counters = PROCESS_MEMORY_COUNTERS::default();
    let size = std::mem::size_of::<PROCESS_MEMORY_COUNTERS>() as u32;
    counters.cb = size;
    #[allow(unsafe_code)]
    // SAFETY: this process's pseudo-handle; `counters` is `size` bytes for the call to fill.
    let read = unsafe { K32GetProcessMemoryInfo(GetCurrentProcess(), &raw mut counters, size) };
    if read == 0 { 0 } else { counters.WorkingSetSize as u64 / 1024 }
}

/// This process's resident memory (`VmRSS`), in KiB.
#[cfg(not(windows))]
fn resident_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let line = status.lines().find(|line| line.starts_with("VmRSS:")).unwrap_or_default();
    line.split_whitespace().nth(1).and_then(|kib| kib.parse().ok()).unwrap_or(0)
}

/// The most resident memory any child of this process that has ended reached, in KiB (Linux's
/// `ru_maxrss` for the children waited for).
#[cfg(target_os = "linux")]
fn children_peak_kib() -> u64 {
    #[allow(unsafe_code)]
    // SAFETY: getrusage writes one `rusage`, zeroed here, and reads nothing else.
    let usage = unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage);
        usage
    };
    u64::try_from(usage.ru_maxrss).unwrap_or(0)
}

#[test]
#[ignore = "run by hostile_spreadsheets_never_end_the_app in a child process"]
fn child_opens_hostile_spreadsheets_then_a_list() {
    if !in_child() {
        return;
    }
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let options = WorkerOptions {
        // The first file comes through the open dialog, the others are dropped on the window.
        open_dialog: Arc::new(FixedOpenChoice(Some(fixture(REFUSED[0].0)))),
        data_dir: Some(temp_dir("import-cage")),
        ..worker_options()
    };
    let mut harness = app_with_options(&runtime, &sandbox, options);
    // Something typed before, which must still be there after.
    click(&mut harness, "Register patient");
    fill(&mut harness, "First name", "Marie");
    click(&mut harness, "Send the day's list");
    // The app's idle size: the day's list screen shown, a normal list read and put away once
    // (what any reading leaves behind, the reader's answer and its screen, is counted in it).
    harness.input_mut().dropped_files.push(Arc::new(Dropped(fixture("day-list-semicolon.csv"))));
    wait_for_text(&mut harness, "Check the rows");
    click(&mut harness, "Choose another file");
    harness.run_steps(10);
    let idle = resident_kib();
    assert!(idle > 0, "this process's memory is known");

    let mut largest = idle;
    for (index, (name, sentence)) in REFUSED.iter().enumerate() {
        if index == 0 {
            click(&mut harness, "Open a list…");
        } else {
            harness.state_mut().state.day_list.problem = None;
            harness.input_mut().dropped_files.push(Arc::new(Dropped(fixture(name))));
        }
        wait_until(&mut harness, &format!("{name} refused"), |h| h.state().state.day_list.problem.is_some());
        assert!(has_text(&harness, sentence), "{name}: said in words ({sentence})");
        assert!(harness.state().state.day_list.file.is_none(), "{name}: nothing read");
        harness.run_steps(2);
        largest = largest.max(resident_kib());
        eprintln!("MEASURE resident after {name}: {} KiB (idle {idle} KiB)", resident_kib());
    }
    for name in READ {
        harness.state_mut().state.day_list.problem = None;
        harness.input_mut().dropped_files.push(Arc::new(Dropped(fixture(name))));
        wait_until(&mut harness, &format!("{name} read"), |h| h.state().state.day_list.file.is_some());
        harness.run_steps(2);
        largest = largest.max(resident_kib());
        eprintln!("MEASURE resident after {name}: {} KiB (idle {idle} KiB)", resident_kib());
        click(&mut harness, "Choose another file");
        harness.run_steps(2);
    }
    // The app's memory stays within 1.1 times its idle size through all of them.
    assert!(
        largest * 10 <= idle * 11,
        "the app grew from {idle} KiB idle to {largest} KiB while hostile files were read"
    );
    // Every child ended under its cap (the peak of the largest, resident).
    #[cfg(target_os = "linux")]
    {
        let cap_kib = intake_desk::worker::import_cage::MEMORY_CAP_BYTES / 1024;
        let peak = children_peak_kib();
        assert!(peak > 0 && peak < cap_kib, "a child peaked at {peak} KiB, its cap is {cap_kib} KiB");
    }

    // The app still reads a list, and what was typed is still there.
    harness.state_mut().state.day_list.problem = None;
    harness.input_mut().dropped_files.push(Arc::new(Dropped(fixture("day-list-semicolon.csv"))));
    wait_for_text(&mut harness, "Check the rows");
    assert!(harness.state().state.day_list.file.is_some(), "a normal list is read after them");
    let typed = harness.state().state.patient_form.as_ref().map(|form| form.draft.first_name.clone());
    assert_eq!(typed.as_deref(), Some("Marie"), "what was typed is untouched");
}

/// What the import's child can reach (Linux), read from the kernel while it waits for the file:
/// only its three pipes — a descriptor the app left inheritable by mistake is closed — and its
/// caps: no other descriptor can be opened (no file, no socket), no file written, no process
/// started, the address space and the processor time capped. Then it reads the list it is given.
#[cfg(target_os = "linux")]
#[test]
fn the_child_holds_only_its_pipes_under_its_caps() {
    use std::io::{Read as _, Write as _};
    use std::os::fd::AsRawFd as _;
    use std::process::{Command, Stdio};

    // A descriptor of a file without close-on-exec: every child started now inherits it.
    let file = std::fs::File::open(fixture("day-list-semicolon.csv")).unwrap();
    #[allow(unsafe_code)]
    // SAFETY: dup of an open descriptor; the copy is closed below.
    let leaked = unsafe { libc::dup(file.as_raw_fd()) };
    assert!(leaked > 2);
    let memory = intake_desk::worker::import_cage::MEMORY_CAP_BYTES;
    let mut child = Command::new(env!("CARGO_BIN_EXE_intake-desk"))
        .args([intake_desk::worker::import_cage::SUBCOMMAND, "--kind", "csv", "--memory-bytes"])
        .args([memory.to_string(), "--processor-seconds".into(), "25".into()])
        .env_clear()
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    #[allow(unsafe_code)]
    // SAFETY: `leaked` is the copy made above, closed once.
    unsafe {
        libc::close(leaked)
    };
    let proc = PathBuf::from(format!("/proc/{}", child.id()));
    let limit = |name: &str| {
        let limits = std::fs::read_to_string(proc.join("limits")).unwrap_or_default();
        let line = limits.lines().find(|line| line.starts_with(name)).map(str::to_owned).unwrap_or_default();
        line[name.len()..].split_whitespace().take(2).map(str::to_owned).collect::<Vec<_>>()
    };
    // The caps are set before it reads a byte: waited for while it waits for the file.
    let deadline = std::time::Instant::now() + DEADLINE;
    while limit("Max address space") != [memory.to_string(), memory.to_string()] {
        assert!(std::time::Instant::now() < deadline, "the child's caps were never set");
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    assert_eq!(limit("Max open files"), ["3", "3"], "nothing more can be opened");
    assert_eq!(limit("Max file size"), ["0", "0"], "no file written");
    assert_eq!(limit("Max processes"), ["0", "0"], "no process started");
    assert_eq!(limit("Max cpu time"), ["25", "25"]);
    let mut descriptors: Vec<String> = std::fs::read_dir(proc.join("fd"))
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    descriptors.sort();
    assert_eq!(descriptors, ["0", "1", "2"], "only its pipes: the inherited file is closed");

    let mut input = child.stdin.take().unwrap();
    input.write_all(&std::fs::read(fixture("day-list-semicolon.csv")).unwrap()).unwrap();
    drop(input);
    let mut answer = Vec::new();
    child.stdout.take().unwrap().read_to_end(&mut answer).unwrap();
    assert!(child.wait().unwrap().success());
    assert!(answer.starts_with(b"IDLIST"), "it answers with the list");
}
