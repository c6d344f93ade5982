//! Windows: the real `intake-desk.exe` and the Windows-only code it runs, under Wine
//! (`scripts/windows-tests.sh`) or on Windows itself: the window with the system's default
//! graphics, the second start handing over through the loopback knock, the machine policy in
//! the ProgramData known folder, "Read eID" through `winscard.dll`, the token in the
//! Credential Manager across a restart, and the start-up problems of an unusable data folder.
//! Where Wine stands in for a Windows facility, the module of each test says what is and is not
//! shown.
#![cfg(windows)]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::io::Read as _;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::support::temp_dir;

const BIN: &str = env!("CARGO_BIN_EXE_intake-desk");
/// What the log says once a graphics adapter has drawn the window (src/app/renderer.rs).
const DRAWN: &str = "the window is drawn with this graphics adapter";

/// The app with the system's own graphics settings: wgpu's variables taken away.
fn app(data_dir: &Path) -> Command {
    let mut command = Command::new(BIN);
    command
        .arg("--data-dir")
        .arg(data_dir)
        .env_remove("WGPU_BACKEND")
        .env_remove("WGPU_ADAPTER_NAME")
        .env_remove("WGPU_POWER_PREF")
        .env_remove("INTAKE_DESK_TOKEN")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    command
}

/// Everything the app has logged in `data_dir` so far.
fn logged(data_dir: &Path) -> String {
    let Ok(entries) = std::fs::read_dir(data_dir.join("logs")) else { return String::new() };
    entries.flatten().filter_map(|entry| std::fs::read_to_string(entry.path()).ok()).collect()
}

/// Kills the child on drop, so a failed assertion leaves no window behind.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Starts the app on `data_dir` and waits until its window is drawn; panics with its output
/// when it ends first.
fn started_and_drawn(data_dir: &Path) -> Running {
    let mut running = Running(app(data_dir).spawn().unwrap());
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        if let Some(status) = running.0.try_wait().unwrap() {
            let mut stderr = String::new();
            let _ = running.0.stderr.take().unwrap().read_to_string(&mut stderr);
            panic!("the app ended ({status}) before its window was drawn:\n{stderr}\nlog:\n{}", logged(data_dir));
        }
        if logged(data_dir).contains(DRAWN) {
            return running;
        }
        assert!(Instant::now() < deadline, "no window drawn within 120 s; log:\n{}", logged(data_dir));
        std::thread::sleep(Duration::from_millis(250));
    }
}

/// Issue 44: under Wine the default renderer (DirectX 12, Wine's has no shader compiler) lost
/// its device and the app ended with a blank window, telling a Windows user about X11. Now the
/// next adapter draws it, and the log names the one it settled on.
#[test]
fn the_window_opens_with_the_system_s_default_graphics_and_the_log_names_the_adapter() {
    let data_dir = temp_dir("windows-window");
    let mut running = started_and_drawn(&data_dir);
    std::thread::sleep(Duration::from_secs(3));
    assert!(running.0.try_wait().unwrap().is_none(), "the window stays open");
    let log = logged(&data_dir);
    let settled = log.lines().find(|line| line.contains(DRAWN)).unwrap();
    eprintln!("{settled}");
    assert!(!log.contains("X11") && !log.contains("xvfb"), "{log}");
}

/// The second start on the same data folder asks the first, through the loopback knock
/// (`instance.contact`), to come to the front, and ends; the first runs on.
#[test]
fn a_second_start_hands_over_to_the_first_through_the_loopback_knock() {
    let data_dir = temp_dir("windows-knock");
    let mut first = started_and_drawn(&data_dir);
    let second = app(&data_dir).output().unwrap();
    let stderr = String::from_utf8_lossy(&second.stderr);
    assert_eq!(second.status.code(), Some(0), "{stderr}");
    assert!(stderr.contains("its window was brought to the front"), "{stderr}");
    assert!(first.0.try_wait().unwrap().is_none(), "the first window stays open");
}

/// A file where the data folder should be: the window opens all the same, over the start-up
/// problems window (`src/ui/startup_problems.rs`, drawn from the same report on its first
/// frame), and the session keeps nothing. With no log files, the log goes to stderr, which is
/// how this test sees both. The file is left as it was.
#[test]
fn an_unusable_data_folder_opens_the_window_with_the_start_up_problems() {
    let base = temp_dir("windows-unusable");
    let data_dir = base.join("data");
    std::fs::write(&data_dir, b"not a folder").unwrap();
    let mut running = Running(app(&data_dir).spawn().unwrap());
    let stderr = running.0.stderr.take().unwrap();
    let (lines, said) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        use std::io::BufRead as _;
        for line in std::io::BufReader::new(stderr).lines().map_while(Result::ok) {
            let _ = lines.send(line);
        }
    });
    let mut stderr = String::new();
    let deadline = Instant::now() + Duration::from_secs(120);
    while !stderr.contains(DRAWN) {
        assert!(Instant::now() < deadline, "no window drawn within 120 s; stderr:\n{stderr}");
        if let Ok(line) = said.recv_timeout(Duration::from_millis(250)) {
            stderr.push_str(&line);
            stderr.push('\n');
        }
        assert!(running.0.try_wait().unwrap().is_none(), "the app ended; stderr:\n{stderr}");
    }
    let problem = stderr.lines().find(|line| line.contains("start-up problem:")).unwrap_or_default();
    assert!(problem.contains("The data folder is a file, not a folder."), "{stderr}");
    std::thread::sleep(Duration::from_secs(2));
    assert!(running.0.try_wait().unwrap().is_none(), "the window stays open");
    drop(running);
    assert_eq!(std::fs::read(&data_dir).unwrap(), b"not a folder");
    assert_eq!(std::fs::read_dir(&base).unwrap().count(), 1, "nothing written beside it");
    let _ = std::fs::remove_dir_all(base);
}

/// The machine-wide policy, `%ProgramData%\IntakeDesk\policy.toml` as the ProgramData known
/// folder gives it, is read, and `--policy` is refused while it is there. Writing it needs the
/// rights of an administrator: Wine's user has them; on Windows run as one, or it says it did
/// not run. Run on its own (`scripts/windows-tests.sh`): the policy holds for the whole machine.
#[test]
fn windows_machine_policy_is_read_from_the_known_folder_and_not_replaced_by_policy() {
    let program_data = PathBuf::from(std::env::var_os("ProgramData").unwrap_or_else(|| r"C:\ProgramData".into()));
    let folder = program_data.join("IntakeDesk");
    let file = folder.join("policy.toml");
    assert!(!file.exists(), "a policy is already at {}: this test would replace it", file.display());
    if let Err(error) =
        std::fs::create_dir_all(&folder).and_then(|()| std::fs::write(&file, "[sandbox]\navailable = false\n"))
    {
        eprintln!("not run: cannot write {} ({error}); run as an administrator", file.display());
        return;
    }
    struct Remove(PathBuf);
    impl Drop for Remove {
        fn drop(&mut self) {
            let _ = std::fs::remove_file(&self.0);
        }
    }
    let _remove = Remove(file.clone());

    let data_dir = temp_dir("windows-policy");
    let sandbox = Command::new(BIN).arg("sandbox").arg("--data-dir").arg(&data_dir).output().unwrap();
    let stderr = String::from_utf8_lossy(&sandbox.stderr);
    assert_eq!(sandbox.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("does not allow connecting to the demo service"), "{stderr}");
    assert!(stderr.contains(&file.display().to_string()), "names the file it read: {stderr}");

    let other = data_dir.join("other-policy.toml");
    std::fs::write(&other, "").unwrap();
    let replaced = Command::new(BIN).arg("--policy").arg(&other).arg("--data-dir").arg(&data_dir).output().unwrap();
    let stderr = String::from_utf8_lossy(&replaced.stderr);
    assert_eq!(replaced.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("this computer has a policy of its own"), "{stderr}");
}

/// "Read eID" through `winscard.dll`: on a machine without a card, the register form says in
/// words why nothing was read (no smart-card service, no reader or no card: Wine's
/// `winscard.dll` passes on to pcsc-lite, which may have a reader with no card) and keeps what
/// was typed.
#[test]
fn read_eid_through_winscard_says_why_nothing_was_read_and_keeps_the_typing() {
    use crate::support::{click, fill, has_text, start_sandbox, wait_until};
    let direct = intake_desk::eid_reader::read_identity(&intake_desk::eid_reader::ReadProgress::default());
    eprintln!("winscard.dll says: {direct:?}");
    let runtime = crate::support::runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = crate::support::app_against(&runtime, &sandbox);
    click(&mut harness, "Register patient");
    fill(&mut harness, "First name", "Marie");
    click(&mut harness, "Read eID");
    let sentences = [
        "The smart-card service of this computer is not installed or not running.",
        "No card reader is connected to this computer.",
        "There is no card in the reader.",
    ];
    wait_until(&mut harness, "a sentence on why no card was read", |h| sentences.iter().any(|s| has_text(h, s)));
    let said = sentences.iter().find(|s| has_text(&harness, s)).unwrap();
    eprintln!("said: {said}");
    assert_eq!(harness.state().state.patient_form.as_ref().unwrap().draft.first_name, "Marie");
}

const KEYRING_CHILD: &str = "INTAKE_DESK_TEST_KEYRING_ACCOUNT";

/// The token kept in the Credential Manager (Wine keeps its credentials in its registry) by one
/// process is there for the next: the restart a user makes.
#[test]
fn the_token_is_kept_in_the_credential_manager_across_a_restart() {
    let account = format!("https://windows-test.invalid/{}", uuid::Uuid::new_v4());
    for step in ["store", "load", "forget", "gone"] {
        let output = crate::support::child_test(module_path!(), "child_token_vault")
            .env(KEYRING_CHILD, &account)
            .env("INTAKE_DESK_TEST_KEYRING_STEP", step)
            .output()
            .unwrap();
        crate::support::assert_child_passed(step, &output);
    }
}

/// Child: one step of the token's life, in a process of its own.
#[test]
#[ignore = "a child process of the_token_is_kept_in_the_credential_manager_across_a_restart"]
fn child_token_vault() {
    let account = std::env::var(KEYRING_CHILD).unwrap();
    let step = std::env::var("INTAKE_DESK_TEST_KEYRING_STEP").unwrap();
    let vault = intake_desk::secrets::TokenVault::new(true);
    let token = intake_desk::api::AccessToken::new("windows-keyring-test-token".to_owned());
    match step.as_str() {
        "store" => assert_eq!(vault.store(&account, &token), intake_desk::secrets::TokenStorage::Keyring),
        "load" => assert_eq!(vault.load(&account).map(|t| t.expose().to_owned()).as_deref(), Some(token.expose())),
        "forget" => vault.forget(&account),
        "gone" => assert!(vault.load(&account).is_none(), "forgotten"),
        other => panic!("unknown step {other}"),
    }
}
