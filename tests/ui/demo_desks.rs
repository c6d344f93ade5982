//! The demo's second desk: a new user tries the clinic-wide views (the desk column, "all desks
//! / this desk") on the built-in sandbox, without a clinic database.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::*;
use egui_kittest::kittest::{NodeT, Queryable};
use intake_desk::app::IntakeApp;
use intake_desk::reminders::Clock;
use intake_desk::settings::StartMode;
use intake_desk::state::demo_colleague::DemoColleague;

/// The app's first start on the demo, by `clock`, once the demo patients are listed.
fn demo(runtime: &tokio::runtime::Runtime, clock: Clock) -> egui_kittest::Harness<'static, IntakeApp> {
    let mut config = config(runtime, StartMode::Sandbox { state_file: None, simulate_respondents: false });
    config.worker.clock = clock;
    let mut harness = build_app(config);
    wait_for_text(&mut harness, "Zoë Vermeulen");
    harness
}

/// Presses "Let a colleague's desk send" and waits for Today to be read again with its list.
fn let_the_colleague_send(harness: &mut egui_kittest::Harness<'static, IntakeApp>) {
    click(harness, "Let a colleague’s desk send");
    wait_until(harness, "the colleague's invitations", |h| {
        matches!(h.state().state.demo_colleague, DemoColleague::Sent(_)) && h.state().state.today_view.loading.is_none()
    });
}

#[test]
fn on_the_demo_a_colleague_s_desk_sends_and_today_and_follow_up_say_which_desk_sent_what() {
    let runtime = runtime();
    let mut harness = demo(&runtime, Clock::system());
    assert!(has_text(&harness, "Several desks"), "the home screen offers it on the demo");
    assert!(!has_text(&harness, "Desks"), "one desk: no desk column or filter yet");

    let_the_colleague_send(&mut harness);
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

/// A new user trying the demo at three minutes past midnight finds the colleague's five
/// invitations in Today, as the home screen says (the colleague's desk sent them "a few minutes
/// apart, before now", which was yesterday for most of them; CI once met it at 00:06).
#[test]
fn at_three_past_midnight_the_demo_colleague_s_invitations_are_today_s() {
    let runtime = runtime();
    let mut harness = demo(&runtime, Clock::days_ahead_at(1, jiff::civil::time(0, 3, 0, 0)));
    let_the_colleague_send(&mut harness);
    assert_eq!(harness.state().state.demo_colleague, DemoColleague::Sent(5));
    assert!(has_text(&harness, "Sent from this clinic today"));
    assert_eq!(harness.state().state.today_view.rows().len(), 5, "all five in today's list");
}

/// A desk left on overnight: in the morning, Today shows the new day (nothing sent yet), not
/// yesterday's list under yesterday's heading; Follow-up's days now end on the new day and
/// still hold yesterday's invitations; a day the user chose stays chosen.
#[test]
fn a_desk_left_on_overnight_shows_the_new_day_in_the_morning() {
    use std::sync::{Arc, Mutex};
    let runtime = runtime();
    let ahead = Arc::new(Mutex::new(jiff::SignedDuration::ZERO));
    let clock = {
        let ahead = Arc::clone(&ahead);
        Clock::from_fn(move || {
            let now = jiff::ZonedDateTime::now();
            now.checked_add(*ahead.lock().unwrap()).unwrap_or(now)
        })
    };
    let mut harness = demo(&runtime, clock);
    let_the_colleague_send(&mut harness);
    let yesterday = harness.state().state.today_view.date;
    assert_eq!(harness.state().state.today_view.rows().len(), 5);

    // The next morning at half past seven.
    let morning = yesterday.tomorrow().unwrap().to_datetime(jiff::civil::time(7, 30, 0, 0));
    let morning = morning.to_zoned_datetime(jiff::tz::TimeZone::system()).unwrap();
    *ahead.lock().unwrap() = morning.timestamp().duration_since(jiff::Timestamp::now());
    wait_until(&mut harness, "the new day", |h| {
        let view = &h.state().state.today_view;
        view.date != yesterday && view.loading.is_none()
    });
    assert_eq!(harness.state().state.today_view.date, morning.date());
    assert_eq!(harness.state().state.today_view.rows().len(), 0, "nothing sent yet this morning");
    assert!(has_text(&harness, "Sent from this clinic today"), "today's heading, not a date's");
    assert!(harness.query_by_label("Back to today").is_none(), "it is today");
    click(&mut harness, "Follow-up");
    wait_until(&mut harness, "the follow-up", |h| h.state().state.follow_up.loading.is_none());
    assert_eq!(harness.state().state.follow_up.invitations.len(), 5, "yesterday's, still to follow up");

    // A day chosen stays chosen when the next day comes.
    click(&mut harness, "Today");
    harness.state_mut().state.load_sent_on(yesterday);
    wait_until(&mut harness, "yesterday's list", |h| h.state().state.today_view.loading.is_none());
    *ahead.lock().unwrap() += jiff::SignedDuration::from_hours(24);
    settle(&mut harness);
    assert_eq!(harness.state().state.today_view.date, yesterday, "the day the user chose");
    assert_eq!(harness.state().state.today_view.rows().len(), 5);
}
