//! Windows: the session ending (a log-off, a shutdown, a restart) saves what can be saved and
//! then ends the app, as SIGTERM does on Unix. Run under Wine (`scripts/windows-tests.sh`),
//! whose `wineboot --end-session` sends every window what Windows sends at a log-off:
//! `WM_QUERYENDSESSION`, then `WM_ENDSESSION`.
#![cfg(windows)]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;

use crate::support::temp_dir;

/// Issue 41, item 8: winit does not pass the session's end on, and before, a log-off ended the
/// app at once (its typing lost); here the app never heard it and ran on. Now a hidden window
/// of the app's own hears it, and the app saves the typing it was retrying to save, then ends.
#[test]
fn the_session_ending_saves_the_typing_the_app_was_retrying_to_save_and_then_ends() {
    let wineboot = Path::new(r"C:\windows\system32\wineboot.exe");
    if !wineboot.exists() {
        // On Windows itself a test cannot end the session (it would end the test run too).
        eprintln!("not run: ending the session needs Wine's wineboot (this is Windows itself)");
        return;
    }
    let data_dir = temp_dir("session-end");
    let mut child = crate::children::app_with_unsaved_typing(&data_dir, "ENDSESSION-1");
    let ended = std::process::Command::new(wineboot).arg("--end-session").status().unwrap();
    assert!(ended.success(), "wineboot --end-session: {ended:?}");
    crate::children::assert_ended_having_saved(&mut child, &data_dir, "ENDSESSION-1", "the session's end");
}
