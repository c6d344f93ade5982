//! The window's name, as the title bar and a screen reader give it (issue 30): "Intake Desk —
//! <screen>" in the user's language, following the screen, never a patient's name. Before, the
//! AccessKit root (AT-SPI's frame) had no name at all.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::*;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use intake_desk::app::IntakeApp;
use intake_desk::i18n::Language;
use intake_desk::settings::StartMode;

/// The name the window's root node gives assistive technologies.
fn window_name(harness: &Harness<'_, IntakeApp>) -> String {
    harness.root().accesskit_node().label().unwrap_or_default()
}

/// The last title the app gave the window (the title bar's text).
fn title_sent(harness: &Harness<'_, IntakeApp>) -> Option<String> {
    harness.output().viewport_output.get(&egui::ViewportId::ROOT).and_then(|viewport| {
        viewport.commands.iter().rev().find_map(|command| match command {
            egui::ViewportCommand::Title(title) => Some(title.clone()),
            _ => None,
        })
    })
}

/// Steps until the window is named `name` and returns the title sent with it on the way.
fn wait_for_window_name(harness: &mut Harness<'_, IntakeApp>, name: &str) -> Option<String> {
    let mut sent = None;
    for _ in 0..400 {
        harness.step();
        sent = title_sent(harness).or(sent);
        if window_name(harness) == name {
            return sent;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    panic!("the window is named {:?}, not {name:?}", window_name(harness));
}

#[test]
fn the_window_is_named_after_the_app_and_the_screen_never_after_the_patient() {
    let runtime = runtime();
    let config = config(&runtime, StartMode::Sandbox { state_file: None, simulate_respondents: false });
    let mut harness = build_app(config);
    // The first title is sent while the harness is built, before any frame a test can see.
    wait_for_window_name(&mut harness, "Intake Desk — Start");
    assert_eq!(harness.state().window_title(), "Intake Desk — Start", "the title bar says the same");
    wait_for_text(&mut harness, "Zoë Vermeulen");

    harness.get_by_label_contains("Zoë Vermeulen").click();
    let sent = wait_for_window_name(&mut harness, "Intake Desk — Patient");
    assert_eq!(sent.as_deref(), Some("Intake Desk — Patient"));
    wait_for_text(&mut harness, "MRN-0001");
    settle(&mut harness);
    assert!(!window_name(&harness).contains("Vermeulen"), "no patient's name in the window's name");

    click(&mut harness, "Connection…");
    wait_for_window_name(&mut harness, "Intake Desk — Connection");
}

#[test]
fn the_window_is_named_in_the_user_s_language() {
    let runtime = runtime();
    let mut config = config(&runtime, StartMode::Sandbox { state_file: None, simulate_respondents: false });
    config.language = Some(Language::French);
    let mut harness = build_app(config);
    wait_for_window_name(&mut harness, "Intake Desk — Accueil");
    assert_eq!(harness.state().window_title(), "Intake Desk — Accueil");
}
