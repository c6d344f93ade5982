//! Idle is idle: with a patient open and nothing happening, the app sends no
//! requests and asks for no repaint (counted, not timed).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::Duration;

use crate::support::*;

#[test]
fn an_open_patient_costs_no_requests_and_no_repaints_while_idle() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    open_patient_surveys(&mut harness, "MRN-0001");
    // Opening a patient by reference: one lookup, one survey list.
    let after_open = sandbox.requests();
    let lookups = after_open.iter().filter(|r| r.path.contains("/external-reference/")).count();
    let lists = after_open.iter().filter(|r| r.path.starts_with("/tenant-api/survey/patient/")).count();
    assert_eq!((lookups, lists), (2, 1), "connection check + search lookup, then one survey list: {after_open:?}");

    harness.remove_cursor();
    settle(&mut harness);
    let requests_before = sandbox.request_count();
    for _ in 0..200 {
        harness.step();
        let delay = harness.output().viewport_output.get(&egui::ViewportId::ROOT).map(|v| v.repaint_delay);
        assert!(delay.is_none_or(|d| d >= Duration::from_secs(30)), "the idle app asked for a repaint after {delay:?}");
    }
    std::thread::sleep(Duration::from_millis(300));
    harness.step();
    assert_eq!(sandbox.request_count(), requests_before, "no requests while idle");
    assert!(!harness.state().state.is_busy());
}
