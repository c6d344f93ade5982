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
        open_dialog: Arc::new(FixedOpenChoice(Some(fixture("hostile-dimension.xls")))),
        data_dir: Some(temp_dir("import-cage")),
        ..worker_options()
    };
    let mut harness = app_with_options(&runtime, &sandbox, options);
    // Something typed before, which must still be there after.
    click(&mut harness, "Register patient");
    fill(&mut harness, "First name", "Marie");
    click(&mut harness, "Send the day's list");
    click(&mut harness, "Open a list…");

    let memory = "This file could not be read safely: it asks for far more memory than a day's list needs.";
    // A 5.6 KB XLS whose DIMENSIONS record declares 4 billion rows.
    wait_until(&mut harness, "the XLS refused", |h| h.state().state.day_list.problem.is_some());
    assert!(has_text(&harness, memory), "said in words");
    assert!(harness.state().state.day_list.file.is_none(), "nothing read");

    // A 2 KB XLSX whose shared-string table declares 10^15 strings.
    harness.state_mut().state.day_list.problem = None;
    harness.input_mut().dropped_files.push(Arc::new(Dropped(fixture("hostile-string-count.xlsx"))));
    wait_until(&mut harness, "the XLSX refused", |h| h.state().state.day_list.problem.is_some());
    assert!(has_text(&harness, memory), "said in words");

    // The app still reads a list, and what was typed is still there.
    harness.input_mut().dropped_files.push(Arc::new(Dropped(fixture("day-list-semicolon.csv"))));
    wait_for_text(&mut harness, "Check the rows");
    assert!(harness.state().state.day_list.file.is_some(), "a normal list is read after them");
    let typed = harness.state().state.patient_form.as_ref().map(|form| form.draft.first_name.clone());
    assert_eq!(typed.as_deref(), Some("Marie"), "what was typed is untouched");
}
