//! The import's reader, a child process (issue 42): files that ask for far too much memory, read
//! past the time limit or larger than a list, a reader that crashes, answers garbage or cannot
//! start, and stopping the reading or closing the window ending the reader.

use std::sync::Arc;

use super::{Dropped, LIST};
use crate::support::*;
use intake_desk::export::FixedOpenChoice;
use intake_desk::worker::WorkerOptions;

/// The day's list with the import's cage set up as `cage` says, the first file `first` (given
/// by the open dialog), opened: the problem said, or the list read.
fn app_with_cage(
    runtime: &tokio::runtime::Runtime,
    sandbox: &intake_desk::sandbox::Sandbox,
    first: std::path::PathBuf,
    cage: intake_desk::worker::import_cage::ImportCage,
) -> egui_kittest::Harness<'static, intake_desk::app::IntakeApp> {
    let options = WorkerOptions {
        open_dialog: Arc::new(FixedOpenChoice(Some(first))),
        data_dir: Some(temp_dir("day-list-cage")),
        import_cage: cage,
        ..worker_options()
    };
    let mut harness = app_with_options(runtime, sandbox, options);
    click(&mut harness, "Send the day's list");
    click(&mut harness, "Open a list…");
    harness
}

/// Waits until the file being read is refused, and returns the sentence the page says (the
/// problem is then cleared, as a new file is dropped).
fn refusal(harness: &mut egui_kittest::Harness<'static, intake_desk::app::IntakeApp>) -> String {
    wait_until(harness, "the file refused", |h| {
        h.state().state.day_list.reading.is_none() && h.state().state.day_list.problem.is_some()
    });
    let state = &harness.state().state;
    assert!(state.day_list.file.is_none(), "nothing of the file is read");
    let said = state.day_list.problem.as_ref().map(|(msg, _)| state.tr.msg(msg)).unwrap();
    assert!(has_text(harness, &said), "the page says {said:?}");
    harness.state_mut().state.day_list.problem = None;
    said
}

fn fixture(name: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(name)
}

/// Drops a normal list on the window and waits for it to be read: the app reads on.
fn a_normal_list_opens(harness: &mut egui_kittest::Harness<'static, intake_desk::app::IntakeApp>) {
    harness.input_mut().dropped_files.push(Arc::new(Dropped(fixture("day-list-semicolon.csv"))));
    wait_for_text(harness, "Check the rows");
    assert!(harness.state().state.day_list.file.is_some(), "a normal list is read afterwards");
}

const MEMORY: &str = "This file could not be read safely: it asks for far more memory than a day's list needs.";

/// Spreadsheets that ask the reader for terabytes (issue 42): a 5.6 KB XLS whose DIMENSIONS
/// record declares 4 billion rows, a 2 KB XLSX whose shared-string table declares 10^15 strings,
/// and the same XLS renamed .xlsx. Each ends only the import's child, at its memory cap; the
/// window says why, and reads a normal list afterwards.
#[test]
fn a_file_that_asks_for_far_too_much_memory_is_refused_in_a_sentence() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let cage = worker_options().import_cage;
    let mut harness = app_with_cage(&runtime, &sandbox, fixture("hostile-dimension.xls"), cage);
    assert!(refusal(&mut harness).starts_with(MEMORY));
    let renamed = temp_dir("renamed").join("agenda.xlsx");
    std::fs::copy(fixture("hostile-dimension.xls"), &renamed).unwrap();
    for file in [fixture("hostile-string-count.xlsx"), renamed] {
        harness.input_mut().dropped_files.push(Arc::new(Dropped(file.clone())));
        assert!(refusal(&mut harness).starts_with(MEMORY), "{}", file.display());
    }
    a_normal_list_opens(&mut harness);
}

/// A file the reader is still on at the time limit (here a 30 MB list against a limit made
/// short): the child is killed, the window says why, and reads a normal list afterwards. A
/// list whose rows are more than the parent takes back from the child is refused too.
#[test]
fn a_file_read_past_the_time_limit_or_larger_than_a_list_is_refused_in_a_sentence() {
    use intake_desk::worker::import_cage::ImportCage;
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    // 10,000 rows with a 3,000-character note each: 30 MB, every row read (seconds in a debug
    // build), against a limit of a tenth of a second.
    let note = "Een notitie die de rij langer maakt. ".repeat(81);
    let mut big = String::from("Referentie;Voornaam;Naam;Notitie\n");
    for row in 0..10_000 {
        big.push_str(&format!("R-{row};An;Peeters;{note}\n"));
    }
    let file = temp_dir("slow").join("big.csv");
    std::fs::write(&file, big).unwrap();
    let cage = ImportCage { time_limit: std::time::Duration::from_millis(100), ..worker_options().import_cage };
    let mut harness = app_with_cage(&runtime, &sandbox, file, cage);
    assert!(
        refusal(&mut harness).starts_with(
            "This file could not be read safely: reading it took far longer than a day's list ever takes."
        )
    );
    a_normal_list_opens(&mut harness);

    // The 5-row list of this file's first test answers in about 600 bytes: more than this cage
    // takes back.
    let list = temp_dir("answer").join("afspraken.csv");
    std::fs::write(&list, LIST).unwrap();
    let cage = ImportCage { max_answer_bytes: 256, ..worker_options().import_cage };
    let mut harness = app_with_cage(&runtime, &sandbox, list, cage);
    assert!(
        refusal(&mut harness).starts_with("This file could not be read safely: it holds far more than a day's list.")
    );
}

/// A reader that ends unexpectedly (a crash: SIGSEGV), answers what is not an answer, or cannot
/// be started: each is one sentence, and the next file is read. The reader is a stand-in here (a
/// shell script, which then hands over to `intake-desk`): no real file makes the child crash.
#[cfg(unix)]
#[test]
fn a_reader_that_crashes_answers_garbage_or_cannot_start_is_said_in_a_sentence() {
    use std::os::unix::fs::PermissionsExt as _;
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let folder = temp_dir("stand-in");
    let behaviour = folder.join("behaviour.sh");
    let reader = folder.join("reader");
    std::fs::write(&reader, format!("#!/bin/sh\n. '{}'\n", behaviour.display())).unwrap();
    std::fs::set_permissions(&reader, std::fs::Permissions::from_mode(0o755)).unwrap();
    let behave = |script: &str| std::fs::write(&behaviour, script).unwrap();
    behave("cat >/dev/null; kill -SEGV $$\n");
    let cage = intake_desk::worker::import_cage::ImportCage::with_program(&reader);
    let mut harness = app_with_cage(&runtime, &sandbox, fixture("day-list-semicolon.csv"), cage);
    assert!(
        refusal(&mut harness).starts_with("This file could not be read safely: the reader stopped on it unexpectedly.")
    );

    behave("cat >/dev/null; echo 'running 0 tests'\n");
    harness.input_mut().dropped_files.push(Arc::new(Dropped(fixture("day-list-comma.csv"))));
    assert!(refusal(&mut harness).starts_with("This file could not be read safely: the reader's answer was damaged."));

    std::fs::remove_file(&reader).unwrap();
    harness.input_mut().dropped_files.push(Arc::new(Dropped(fixture("day-list-comma.csv"))));
    assert!(
        refusal(&mut harness).starts_with("The file could not be read: Intake Desk could not start its safe reader.")
    );

    std::fs::write(&reader, format!("#!/bin/sh\nexec '{}' \"$@\"\n", env!("CARGO_BIN_EXE_intake-desk"))).unwrap();
    std::fs::set_permissions(&reader, std::fs::Permissions::from_mode(0o755)).unwrap();
    a_normal_list_opens(&mut harness);
}

/// "Stop reading" and closing the window end the reader's process at once: a stand-in that
/// would read for a minute, then leave a mark, is gone well before, without its mark (issue 42:
/// both waited for the reading).
#[cfg(target_os = "linux")]
#[test]
fn stopping_the_reading_or_closing_the_window_ends_the_reader() {
    use std::os::unix::fs::PermissionsExt as _;
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let folder = temp_dir("endless");
    let (pid_file, finished) = (folder.join("pid"), folder.join("finished"));
    let reader = folder.join("reader");
    let script = format!(
        "#!/bin/sh\necho $$ > '{0}.new'; mv '{0}.new' '{0}'\n\
         i=0; while [ $i -lt 600 ]; do sleep 0.1; i=$((i + 1)); done\necho yes > '{1}'\n",
        pid_file.display(),
        finished.display()
    );
    std::fs::write(&reader, script).unwrap();
    std::fs::set_permissions(&reader, std::fs::Permissions::from_mode(0o755)).unwrap();
    // A time limit past the test's own deadline: only the stop or the closing can end it.
    let cage = intake_desk::worker::import_cage::ImportCage {
        time_limit: std::time::Duration::from_secs(120),
        ..intake_desk::worker::import_cage::ImportCage::with_program(&reader)
    };
    let mut harness = app_with_cage(&runtime, &sandbox, fixture("day-list-semicolon.csv"), cage);
    let reader_pid = |harness: &mut egui_kittest::Harness<'static, intake_desk::app::IntakeApp>| {
        wait_until(harness, "the reader started", |_| pid_file.exists());
        let pid = std::fs::read_to_string(&pid_file).unwrap().trim().to_owned();
        std::fs::remove_file(&pid_file).unwrap();
        std::path::PathBuf::from(format!("/proc/{pid}"))
    };
    let running = reader_pid(&mut harness);
    assert!(running.exists());
    click(&mut harness, "Stop reading");
    wait_until(&mut harness, "the reader ended", |_| !running.exists());
    assert!(has_text(&harness, "Open a list…"), "ready for another file");

    click(&mut harness, "Open a list…");
    let running = reader_pid(&mut harness);
    assert!(running.exists());
    // The window closes: the app's runtime ends with it, and the reading with the runtime (which
    // waits for the reading: without the kill, for the reader's minute).
    drop(harness);
    drop(sandbox);
    drop(runtime);
    assert!(!running.exists(), "the reader ended with the window");
    assert!(!finished.exists(), "it was ended, not waited for");
}
