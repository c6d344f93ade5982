//! `[clinic_database] locked = false`: the user turns the sharing off at a desk (and on again)
//! on the Connection screen; off, the desk's Today and Follow-up are its own; the choice is kept
//! from one start to the next. Where IT locked the sharing, the switch is greyed and set by IT.

use std::path::PathBuf;

use super::{clinic_journal, item, sent, settings};
use crate::support::pg_cluster::Cluster;
use egui::accesskit::{Role, Toggled};
use egui_kittest::kittest::{NodeT as _, Queryable};
use intake_desk::app::IntakeApp;
use intake_desk::policy::{ClinicDatabasePolicy, Policy};

const SHARE: &str = "Share this desk’s work with the clinic’s other desks";

/// Desk B's window: its data folder and preferences file kept between starts, the policy naming
/// the clinic database at `url` with the sharing `locked` or not; once connected to `sandbox`.
fn desk_b(
    runtime: &tokio::runtime::Runtime,
    sandbox: &intake_desk::sandbox::Sandbox,
    url: &str,
    locked: bool,
    profile: &(PathBuf, PathBuf),
) -> egui_kittest::Harness<'static, IntakeApp> {
    use crate::support::{ad_hoc, config};
    let policy = Policy {
        clinic_database: ClinicDatabasePolicy::Named { settings: settings(url.to_owned(), "Desk B"), locked },
        ..Policy::default()
    };
    super::connected_desk(intake_desk::app::AppConfig {
        data_dir: profile.0.clone(),
        preferences_file: Some(profile.1.clone()),
        policy,
        ..config(runtime, ad_hoc(sandbox))
    })
}

fn shared_is_ticked(harness: &egui_kittest::Harness<'_, IntakeApp>) -> bool {
    harness.get_by_role_and_label(Role::CheckBox, SHARE).accesskit_node().toggled() == Some(Toggled::True)
}

/// Clicks the switch, scrolled into view first (the Connection screen is taller than the window).
fn click_share(harness: &mut egui_kittest::Harness<'static, IntakeApp>) {
    harness.get_by_role_and_label(Role::CheckBox, SHARE).scroll_to_me();
    crate::support::settle(harness);
    harness.get_by_role_and_label(Role::CheckBox, SHARE).click();
    crate::support::settle(harness);
}

/// Opens Follow-up and waits until it has read the period: the invitations it lists.
fn follow_up(harness: &mut egui_kittest::Harness<'static, IntakeApp>) -> usize {
    use crate::support::{click, wait_until};
    click(harness, "Follow-up");
    wait_until(harness, "the Follow-up read", |h| h.state().state.follow_up.loading.is_none());
    harness.state().state.follow_up.invitations.len()
}

#[test]
fn where_it_is_not_locked_a_desk_turns_the_sharing_off_and_on_and_the_choice_is_kept() {
    use crate::support::{NoStorage, click, has_text, runtime, session_of, temp_dir};

    let Some(cluster) = Cluster::start() else { return };
    let url = cluster.new_database();
    let runtime = runtime();
    let sandbox = runtime
        .block_on(intake_desk::sandbox::Sandbox::start(
            intake_desk::sandbox::SandboxConfig::default().with_test_controls(),
        ))
        .unwrap();
    // Desk A sent a list of three through the clinic database.
    let mut journal = clinic_journal(&url, "Desk A", Some(&temp_dir("desk-a")));
    let items: Vec<_> = (0..3).map(|i| item(&format!("TO-{i}"), i + 2)).collect();
    let batch = journal.create("agenda.csv", &items, &session_of(&sandbox)).unwrap();
    for (i, row) in items.iter().enumerate() {
        journal.set(&batch, &row.reference, &sent(&format!("survey-{i}"))).unwrap();
    }

    let folder = temp_dir("desk-b");
    let profile = (folder.join("data"), folder.join("preferences.ron"));
    let mut harness = desk_b(&runtime, &sandbox, &url, false, &profile);
    assert_eq!(follow_up(&mut harness), 3, "desk A's invitations, shared");
    assert!(has_text(&harness, "Desk A"));

    click(&mut harness, "Connection…");
    assert!(has_text(
        &harness,
        "This clinic’s desks share their lists, Today and Follow-up through the clinic database your IT department set up. This desk is shown as “Desk B”."
    ));
    assert!(shared_is_ticked(&harness));
    click_share(&mut harness);
    assert!(!shared_is_ticked(&harness));
    assert!(!harness.state().state.clinic_database_in_use());
    assert!(
        has_text(&harness, "Off: this desk keeps its lists, Today and Follow-up to itself"),
        "what off means is said"
    );
    assert_eq!(follow_up(&mut harness), 0, "off: this desk's own journal, which holds none of desk A's");
    assert!(!has_text(&harness, "Desk A"), "no desk column, no other desk");
    assert!(
        has_text(&harness, "Sharing with the clinic’s other desks is turned off at this desk"),
        "and Follow-up says why"
    );
    eframe::App::save(harness.state_mut(), &mut NoStorage);
    drop(harness);

    // The next start keeps the choice.
    let mut harness = desk_b(&runtime, &sandbox, &url, false, &profile);
    assert!(!harness.state().state.clinic_database_in_use(), "kept from the last start");
    assert_eq!(follow_up(&mut harness), 0);
    click(&mut harness, "Connection…");
    assert!(!shared_is_ticked(&harness));
    click_share(&mut harness);
    assert_eq!(follow_up(&mut harness), 3, "on again: the clinic's");
    assert!(has_text(&harness, "Desk A"));
    eframe::App::save(harness.state_mut(), &mut NoStorage);
    drop(harness);

    // IT locks the sharing: whatever the user chose before, it is on, and greyed.
    click_off_then_lock(&runtime, &sandbox, &url, &profile);
}

/// The user turned the sharing off; then IT locks it: the desk shares, the switch is greyed
/// "Set by your IT department", and clicking it changes nothing.
fn click_off_then_lock(
    runtime: &tokio::runtime::Runtime,
    sandbox: &intake_desk::sandbox::Sandbox,
    url: &str,
    profile: &(PathBuf, PathBuf),
) {
    use crate::support::{NoStorage, click, has_text};
    let mut harness = desk_b(runtime, sandbox, url, false, profile);
    click(&mut harness, "Connection…");
    click_share(&mut harness);
    eframe::App::save(harness.state_mut(), &mut NoStorage);
    drop(harness);
    assert!(intake_desk::settings::read_preferences(&profile.1).clinic_sharing_turned_off);

    let mut harness = desk_b(runtime, sandbox, url, true, profile);
    assert!(harness.state().state.clinic_database_in_use(), "locked: shared, whatever the user chose");
    assert_eq!(follow_up(&mut harness), 3);
    click(&mut harness, "Connection…");
    assert!(shared_is_ticked(&harness));
    assert!(harness.get_by_role_and_label(Role::CheckBox, SHARE).accesskit_node().is_disabled());
    assert!(has_text(&harness, "Set by your IT department"));
    click_share(&mut harness);
    assert!(harness.state().state.clinic_database_in_use(), "a locked sharing cannot be turned off");
}
