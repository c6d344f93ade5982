//! The children of the process tests: the app (the real `IntakeApp` in a headless harness) in
//! a child process of this test binary, on one profile, told what to do through environment
//! variables and stdin and saying what it did on stdout. Portable: the Unix tests kill them
//! with SIGKILL and SIGTERM, the Windows ones end their session.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::io::{BufRead as _, BufReader, Write as _};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdout, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use crate::support::*;
use intake_desk::app::AppConfig;
use intake_desk::settings::StartMode;
use intake_desk::worker::WorkerOptions;

pub const ROLE: &str = "INTAKE_DESK_TEST_CHILD_ROLE";
pub const DATA_DIR: &str = "INTAKE_DESK_TEST_CHILD_DATA_DIR";
pub const REFERENCE: &str = "INTAKE_DESK_TEST_CHILD_REFERENCE";

/// A child process of this test binary running one of the `child_*` tests, killed when dropped.
pub struct ChildProcess {
    pub child: Child,
    /// Every line the child writes, as it comes.
    pub lines: mpsc::Receiver<String>,
}

impl ChildProcess {
    /// Starts the `child_*` test `test` of `module` (its `module_path!()`).
    pub fn start(module: &str, test: &str, data_dir: &Path, role: &str, reference: &str) -> ChildProcess {
        let mut command = crate::support::child_test(module, test);
        command.env(ROLE, role).env(DATA_DIR, data_dir).env(REFERENCE, reference);
        // The children draw nowhere. (Under Wine the display is Wine's, which even a hidden
        // window needs: kept there.)
        #[cfg(unix)]
        command.env_remove("DISPLAY").env_remove("WAYLAND_DISPLAY");
        let mut child = command.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::inherit()).spawn().unwrap();
        let stdout: ChildStdout = child.stdout.take().unwrap();
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        ChildProcess { child, lines }
    }

    /// Waits for a line with the word `marker` (other lines are the test harness's own).
    pub fn expect(&self, marker: &str, within: Duration) -> String {
        let deadline = Instant::now() + within;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                // The harness writes "test <name> ... " before the child's first line.
                Ok(line) if line.split_whitespace().any(|word| word == marker) => return line,
                Ok(_) => {}
                Err(_) => panic!("the child did not say {marker:?} within {within:?}"),
            }
        }
    }

    pub fn tell(&mut self, line: &str) {
        let stdin = self.child.stdin.as_mut().unwrap();
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }

    /// SIGKILL, on Windows `TerminateProcess`: nothing of the child runs after this (a power
    /// cut, the Task Manager's "End task").
    pub fn kill(&mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }
}

impl Drop for ChildProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The app of a child process on the profile in `data_dir`, started as `start` says.
pub fn app_on_profile(
    runtime: &tokio::runtime::Runtime,
    data_dir: &Path,
    start: StartMode,
) -> egui_kittest::Harness<'static, intake_desk::app::IntakeApp> {
    build_app(AppConfig {
        data_dir: data_dir.to_owned(),
        worker: WorkerOptions { data_dir: Some(data_dir.to_owned()), ..worker_options() },
        ..config(runtime, start)
    })
}

/// The app in a child process with a registration typed while the profile's database was
/// locked: its save was refused, and the lock is gone again. The app's own retry is seconds
/// away: the typing is saved only if something makes the app save it now.
pub fn app_with_unsaved_typing(data_dir: &Path, reference: &str) -> ChildProcess {
    let mut child =
        ChildProcess::start(module_path!(), "child_app_typing_while_the_store_is_locked", data_dir, "type", reference);
    child.expect("READY", Duration::from_secs(60));
    let locker = rusqlite::Connection::open(data_dir.join(intake_desk::local_store::DATABASE_FILE_NAME)).unwrap();
    locker.execute_batch("BEGIN EXCLUSIVE;").unwrap();
    child.tell("type");
    child.expect("UNSAVED", Duration::from_secs(60));
    assert!(!stored_drafts(data_dir).iter().any(|d| d.patient.external_reference == reference));
    locker.execute_batch("COMMIT;").unwrap();
    child
}

/// The child ends on its own within 20 s of being asked to (`asked`, for the message), exit
/// code 0, and the typing it had not saved is in the profile.
pub fn assert_ended_having_saved(child: &mut ChildProcess, data_dir: &Path, reference: &str, asked: &str) {
    let deadline = Instant::now() + Duration::from_secs(20);
    let status = loop {
        if let Some(status) = child.child.try_wait().unwrap() {
            break status;
        }
        assert!(Instant::now() < deadline, "the app did not end within 20 s of {asked}");
        std::thread::sleep(Duration::from_millis(50));
    };
    assert_eq!(status.code(), Some(0), "it ended on its own, after saving: {status:?}");
    assert!(
        stored_drafts(data_dir).iter().any(|d| d.patient.external_reference == reference),
        "the typing it was retrying to save is in the profile"
    );
}

/// Child: the app on a profile whose database the parent locks; types a registration when
/// told to, says when its save failed, and runs until it ends.
#[test]
#[ignore = "a child process of app_with_unsaved_typing; started by the tests that use it"]
fn child_app_typing_while_the_store_is_locked() {
    let (Ok(data_dir), Ok(reference)) = (std::env::var(DATA_DIR), std::env::var(REFERENCE)) else {
        return;
    };
    let data_dir = PathBuf::from(data_dir);
    let runtime = runtime();
    let start = StartMode::Sandbox { state_file: None, simulate_respondents: false };
    let mut harness = app_on_profile(&runtime, &data_dir, start);
    wait_until(&mut harness, "the drafts read", |h| h.state().state.draft_sync.ready);
    println!("READY");
    let mut command = String::new();
    std::io::stdin().read_line(&mut command).unwrap();
    click(&mut harness, "Register patient");
    fill_new_patient(&mut harness, &reference);
    wait_until(&mut harness, "the save refused", |h| !h.state().state.draft_sync.unsaved.is_empty());
    println!("UNSAVED");
    // Runs until it ends (the app ends the process when asked to).
    loop {
        harness.step();
        std::thread::sleep(Duration::from_millis(20));
    }
}
