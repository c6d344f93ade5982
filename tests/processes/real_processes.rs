//! Crashes and neighbours with real processes: the app (the real `IntakeApp` in a headless
//! harness) runs in child processes of this test binary on one profile, and is killed with
//! SIGKILL (on Windows `TerminateProcess`, what `taskkill /F` and the Task Manager do) — no
//! destructor, no flush, as a power cut or the task manager would.
//!
//! The children are the `#[ignore]`d tests at the bottom, started again from this binary with
//! `--ignored --exact <name>` and told what to do through environment variables and stdin.
//! They bypass the one-window-per-profile lock of `main.rs` on purpose: even when two copies
//! do run on one profile (a lock the file system does not honour), nothing is lost.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::support::*;
use intake_desk::sandbox::{Sandbox, SandboxConfig};
use intake_desk::settings::StartMode;
use intake_desk::worker::WorkerOptions;

use crate::children::{ChildProcess, DATA_DIR, REFERENCE, ROLE, app_on_profile};

fn sandbox_state_file(data_dir: &Path) -> PathBuf {
    data_dir.join("sandbox-state.json")
}

#[test]
fn two_copies_on_one_profile_one_sends_the_other_is_killed_and_nothing_is_lost() {
    let data_dir = temp_dir("two-copies");
    let mut first =
        ChildProcess::start(module_path!(), "child_app_with_a_typed_registration", &data_dir, "send", "TWO-A");
    first.expect("TYPED", Duration::from_secs(60));
    let mut second =
        ChildProcess::start(module_path!(), "child_app_with_a_typed_registration", &data_dir, "keep", "TWO-B");
    second.expect("TYPED", Duration::from_secs(60));

    first.tell("send");
    first.expect("SENT", Duration::from_secs(60));
    second.kill();
    first.kill();

    // The sandbox of the profile, started again, has the patient the first copy registered.
    let runtime = runtime();
    let sandbox = runtime
        .block_on(Sandbox::start(SandboxConfig {
            state_file: Some(sandbox_state_file(&data_dir)),
            ..SandboxConfig::default()
        }))
        .unwrap();
    assert_eq!(sandbox.find_patient_ids_by_external_reference("TWO-A").len(), 1, "the sent registration");
    assert!(sandbox.find_patient_ids_by_external_reference("TWO-B").is_empty(), "the unsent one was not sent");

    // The app, started again on the profile, offers the killed copy's registration, and only it.
    let mut harness =
        app_with_options(&runtime, &sandbox, WorkerOptions { data_dir: Some(data_dir.clone()), ..worker_options() });
    wait_until(&mut harness, "the unsent draft offered", |h| !h.state().state.offered_drafts.is_empty());
    let offered: Vec<String> =
        harness.state().state.offered_drafts.iter().map(|d| d.patient.external_reference.clone()).collect();
    assert_eq!(offered, ["TWO-B"]);
    click(&mut harness, "Restore a patient registration: Marie Claes");
    assert_eq!(harness.state().state.patient_form.as_ref().unwrap().draft.external_reference, "TWO-B");
}

#[test]
fn killed_at_random_moments_while_writing_the_store_opens_and_holds_every_committed_entry() {
    let data_dir = temp_dir("kill-loop");
    let mut committed_activity = Vec::new();
    let mut last_committed_draft: Option<String> = None;
    let mut deleted_drafts = Vec::new();
    for round in 0..12 {
        let child =
            ChildProcess::start(module_path!(), "child_store_writer", &data_dir, "write", &format!("round-{round}"));
        child.expect("OPEN", Duration::from_secs(30));
        // 0–150 ms of writes before the kill, different every round.
        let wait = u64::from(uuid::Uuid::new_v4().as_bytes()[0]) * 150 / 255;
        std::thread::sleep(Duration::from_millis(wait));
        let mut child = child;
        child.kill();
        // Every line the child wrote before it died (the reader stops at the pipe's end).
        while let Ok(line) = child.lines.recv_timeout(Duration::from_secs(5)) {
            let words: Vec<&str> = line.split_whitespace().collect();
            let said = words.windows(2).find(|pair| ["ACTIVITY", "DRAFT", "DELETED"].contains(&pair[0]));
            match said.map(|pair| (Some(pair[0]), Some(pair[1]))).unwrap_or((None, None)) {
                (Some("ACTIVITY"), Some(id)) => committed_activity.push(id.to_owned()),
                (Some("DRAFT"), Some(id)) => last_committed_draft = Some(id.to_owned()),
                (Some("DELETED"), Some(id)) => deleted_drafts.push(id.to_owned()),
                _ => {}
            }
        }

        let (mut store, _) = intake_desk::local_store::LocalStore::open(&data_dir)
            .unwrap_or_else(|err| panic!("round {round}: the store does not open after a kill: {err}"));
        let (drafts, activity) = store.load();
        assert!(drafts.set_aside.is_empty(), "round {round}: nothing torn");
        assert_eq!(activity.unreadable, 0, "round {round}: nothing torn");
        let stored: Vec<String> = activity
            .entries
            .iter()
            .map(|e| match &e.action {
                intake_desk::activity::Action::PatientCreated { patient_id } => patient_id.clone(),
                other => panic!("{other:?}"),
            })
            .collect();
        for id in &committed_activity {
            assert!(stored.contains(id), "round {round}: committed entry {id} is gone");
        }
        let draft_ids: Vec<&str> = drafts.drafts.iter().map(|d| d.id.as_str()).collect();
        if let Some(id) = &last_committed_draft {
            assert!(draft_ids.contains(&id.as_str()), "round {round}: committed draft {id} is gone");
        }
        for id in &deleted_drafts {
            assert!(!draft_ids.contains(&id.as_str()), "round {round}: deleted draft {id} came back");
        }
    }
    assert!(committed_activity.len() > 12, "the children wrote something before they were killed");
}

/// Child: the app on the profile's embedded sandbox with a typed (unsent) registration; sends
/// it when told to (role `send`), else waits to be killed.
#[test]
#[ignore = "a child process of two_copies_on_one_profile_…; started by that test"]
fn child_app_with_a_typed_registration() {
    let (Ok(role), Ok(data_dir), Ok(reference)) =
        (std::env::var(ROLE), std::env::var(DATA_DIR), std::env::var(REFERENCE))
    else {
        return;
    };
    let data_dir = PathBuf::from(data_dir);
    let runtime = runtime();
    let state_file = Some(sandbox_state_file(&data_dir));
    let mut harness =
        app_on_profile(&runtime, &data_dir, StartMode::Sandbox { state_file, simulate_respondents: false });
    wait_until(&mut harness, "connected", |h| {
        h.state().state.connection.status == intake_desk::state::ConnectionStatus::Connected
    });
    click(&mut harness, "Register patient");
    fill_new_patient(&mut harness, &reference);
    wait_until(&mut harness, "the draft stored", |_| {
        stored_drafts(&data_dir).iter().any(|d| d.patient.external_reference == reference)
    });
    println!("TYPED");
    let mut command = String::new();
    std::io::stdin().read_line(&mut command).unwrap();
    if role == "send" && command.trim() == "send" {
        click(&mut harness, "Save new patient");
        wait_until(&mut harness, "the patient created", |h| h.state().state.patient.is_some());
        wait_until(&mut harness, "the draft deleted", |_| {
            !stored_drafts(&data_dir).iter().any(|d| d.patient.external_reference == reference)
        });
        println!("SENT");
    }
    // Stays until killed.
    loop {
        harness.step();
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Child: writes drafts and activity entries through the store's writer as fast as it can and
/// says each one once it was committed, until it is killed.
#[test]
#[ignore = "a child process of killed_at_random_moments_…; started by that test"]
fn child_store_writer() {
    let (Ok(_), Ok(data_dir), Ok(round)) = (std::env::var(ROLE), std::env::var(DATA_DIR), std::env::var(REFERENCE))
    else {
        return;
    };
    let runtime = runtime();
    let writer = intake_desk::local_store::LocalWriter::start(Some(PathBuf::from(data_dir)));
    let loaded = runtime.block_on(writer.load());
    assert_eq!(loaded.problem, None);
    println!("OPEN");
    let mut previous: Option<String> = None;
    for n in 0.. {
        let id = format!("{round}-{n}");
        let entry = intake_desk::activity::ActivityEntry::now(
            "Sandbox".into(),
            intake_desk::activity::Action::PatientCreated { patient_id: id.clone() },
        );
        runtime.block_on(writer.record(entry)).unwrap();
        println!("ACTIVITY {id}");
        let patient = intake_desk::drafts::DraftPatient { external_reference: id.clone(), ..Default::default() };
        let draft = intake_desk::drafts::Draft {
            saved_at: jiff::Timestamp::now().to_string(),
            ..intake_desk::drafts::Draft::new(intake_desk::drafts::DraftKind::PatientForm, patient)
        };
        runtime.block_on(writer.save_draft(draft.clone())).unwrap();
        println!("DRAFT {}", draft.id);
        if let Some(old) = previous.replace(draft.id) {
            runtime.block_on(writer.delete_draft(old.clone())).unwrap();
            println!("DELETED {old}");
        }
    }
}

/// Issue 41, item 8: SIGTERM (a service manager, a shutdown, a logout) no longer ends the app at
/// once: what it was still retrying to save is saved, and then it ends, exit code 0. Here the
/// database was locked while the user typed; the lock goes, and SIGTERM comes a moment later,
/// before the app's own retry. Before, the process ended at once (SIGTERM, "exit 143") and the
/// typing was lost.
#[test]
#[cfg(unix)]
fn sigterm_saves_the_typing_the_app_was_retrying_to_save_and_then_ends() {
    let data_dir = temp_dir("sigterm");
    let mut child = crate::children::app_with_unsaved_typing(&data_dir, "TERM-1");
    let pid = child.child.id().to_string();
    let sent = std::process::Command::new("kill").args(["-TERM", &pid]).status().unwrap();
    assert!(sent.success());
    crate::children::assert_ended_having_saved(&mut child, &data_dir, "TERM-1", "SIGTERM");
}
