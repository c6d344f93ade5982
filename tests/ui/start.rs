//! First start: with nothing configured, the app starts the embedded sandbox
//! and shows the demo patients, under the sandbox banner.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::*;
use egui_kittest::kittest::Queryable;
use intake_desk::settings::StartMode;

#[test]
fn first_start_connects_to_the_embedded_sandbox_and_shows_demo_patients() {
    let runtime = runtime();
    let config = config(&runtime, StartMode::Sandbox { state_file: None, simulate_respondents: false });
    let mut harness = build_app(config);
    wait_for_text(&mut harness, "Zoë Vermeulen");
    assert!(has_text(&harness, "SANDBOX — demo data; nothing leaves this computer"));
    assert!(harness.state().state.demo_patients.len() >= 8);

    // A demo patient opens with their surveys.
    harness.get_by_label_contains("Zoë Vermeulen").click();
    wait_for_text(&mut harness, "MRN-0001");
    wait_until(&mut harness, "surveys listed", |h| {
        h.state().state.patient.as_ref().is_some_and(|p| p.surveys.ready().is_some_and(|s| !s.is_empty()))
    });
}

#[test]
fn the_connection_screen_tests_the_connection_and_switches_back_to_the_same_sandbox() {
    let runtime = runtime();
    let config = config(&runtime, StartMode::Sandbox { state_file: None, simulate_respondents: false });
    let mut harness = build_app(config);
    wait_for_text(&mut harness, "Zoë Vermeulen");
    let base = harness.state().state.sandbox_base.clone().unwrap();
    click(&mut harness, "Connection…");
    wait_for_text(&mut harness, "The sandbox needs no sign-in.");
    click(&mut harness, "Test connection");
    wait_until(&mut harness, "the connection tested", |h| h.state().state.connection.last_test == Some(Ok(())));
    // Production is marked as such before anyone signs in there.
    click(&mut harness, "EU production");
    wait_for_text(&mut harness, "Production holds real patient data.");
    click(&mut harness, "Sandbox (demo data on this computer)");
    click(&mut harness, "Use the sandbox");
    wait_until(&mut harness, "back on the sandbox", |h| h.state().state.screen == intake_desk::state::Screen::Home);
    assert_eq!(harness.state().state.sandbox_base.as_deref(), Some(base.as_str()), "the same sandbox, not a new one");
}
