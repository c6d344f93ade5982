//! The demo's second desk: a new user tries the clinic-wide views (the desk column, "all desks
//! / this desk") on the built-in sandbox, without a clinic database.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::*;
use egui_kittest::kittest::{NodeT, Queryable};
use intake_desk::settings::StartMode;
use intake_desk::state::demo_colleague::DemoColleague;

#[test]
fn on_the_demo_a_colleague_s_desk_sends_and_today_and_follow_up_say_which_desk_sent_what() {
    let runtime = runtime();
    let config = config(&runtime, StartMode::Sandbox { state_file: None, simulate_respondents: false });
    let mut harness = build_app(config);
    wait_for_text(&mut harness, "Zoë Vermeulen");
    assert!(has_text(&harness, "Several desks"), "the home screen offers it on the demo");
    assert!(!has_text(&harness, "Desks"), "one desk: no desk column or filter yet");

    click(&mut harness, "Let a colleague’s desk send");
    wait_until(&mut harness, "the colleague's invitations", |h| {
        matches!(h.state().state.demo_colleague, DemoColleague::Sent(_)) && h.state().state.today_view.loading.is_none()
    });
    assert_eq!(harness.state().state.demo_colleague, DemoColleague::Sent(5));
    wait_for_text(
        &mut harness,
        "5 invitations from “Front desk 2” are in Today and Follow-up. Choose “This desk” above the list to see only yours.",
    );
    // Today: every desk's, with the desk that sent each.
    assert!(has_text(&harness, "Sent from this clinic today"), "the heading says whose");
    assert_eq!(harness.state().state.today_view.rows().len(), 5);
    assert!(has_text(&harness, "Front desk 2"), "the desk column names the colleague's desk");
    // They are real surveys of the sandbox: their statuses come.
    click(&mut harness, "Refresh statuses");
    wait_until(&mut harness, "the statuses", |h| h.state().state.today_view.refreshing.is_none());

    // This desk's alone: none of the colleague's.
    click(&mut harness, "Desks");
    click(&mut harness, "This desk");
    settle(&mut harness);
    assert_eq!(harness.state().state.today_view.rows().len(), 0);
    assert!(has_text(&harness, "Sent from this workstation today"), "the heading says this desk's");

    // Follow-up: the same five, the desk named.
    click(&mut harness, "Follow-up");
    wait_until(&mut harness, "the follow-up", |h| h.state().state.follow_up.loading.is_none());
    assert_eq!(harness.state().state.follow_up.invitations.len(), 5);
    assert!(has_text(&harness, "Front desk 2"));
    assert!(has_text(&harness, "sent from every desk of this clinic"), "the intro says whose");
    // Once sent, the button is not offered again (the colleague's list is there).
    click(&mut harness, "Today");
    settle(&mut harness);
    assert!(harness.get_by_label("Let a colleague’s desk send").accesskit_node().is_disabled());
}
