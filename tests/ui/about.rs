//! The About dialog as support and IT use it: the build (the same words as `--version`), the
//! service in use, whether a policy manages the workstation, where this user's data is (with
//! "open folder" buttons), and the licences of the software it is built from, searchable.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::*;
use egui::accesskit::Role;
use egui_kittest::kittest::{NodeT, Queryable};
use intake_desk::app::AppConfig;
use intake_desk::state::{ConnectionStatus, LocalFolder};

#[test]
fn the_about_dialog_says_which_build_where_the_data_is_and_whose_software_it_uses() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let data_dir = temp_dir("about");
    let policy_path = temp_dir("about-policy").join("policy.toml");
    std::fs::write(&policy_path, "[language]\nvalue = \"en\"\n").unwrap();
    let policy = intake_desk::policy::Policy::load(&policy_path, true);
    let mut harness = build_app(AppConfig { data_dir: data_dir.clone(), policy, ..config(&runtime, ad_hoc(&sandbox)) });
    wait_until(&mut harness, "connected", |h| h.state().state.connection.status == ConnectionStatus::Connected);
    let tr = intake_desk::i18n::Translator::new(harness.state().state.tr.language());

    harness.get_by_role_and_label(Role::Button, &tr.text("about-open")).click();
    settle(&mut harness);
    let title = tr.text("about-title");
    assert!(harness.get_by_role_and_label(Role::Dialog, &title).accesskit_node().is_dialog());
    // It opens at its size and place and stays there (it once grew for ten frames, moving every
    // button away from under the pointer).
    let close = tr.text("about-close");
    let place = |h: &egui_kittest::Harness<'_, _>| {
        h.get_by_role_and_label(Role::Button, &close).accesskit_node().bounding_box()
    };
    let first = place(&harness);
    for _ in 0..10 {
        harness.step();
    }
    assert_eq!(place(&harness), first, "the dialog does not move after it opened");

    // The build: what `intake-desk --version` prints after the name.
    let version = intake_desk::ui::about::VERSION;
    assert!(version.starts_with(env!("CARGO_PKG_VERSION")) && version.contains("(commit "), "{version}");
    assert!(has_text(&harness, version));
    // The service in use and the policy that manages the workstation.
    assert!(has_text(&harness, &sandbox.base_url()));
    assert!(has_text(&harness, &policy_path.display().to_string()));
    // Where the data is, each with its own "open folder" button. The log folder does not exist
    // in this test: its button says so instead of starting a file manager on nothing.
    assert!(has_text(&harness, &data_dir.join("intake-desk.sqlite3").display().to_string()));
    for folder in LocalFolder::ALL {
        assert!(harness.query_by_role_and_label(Role::Button, &tr.text(folder.open_label())).is_some());
    }
    assert!(!data_dir.join("logs").exists());
    harness.get_by_role_and_label(Role::Button, &tr.text(LocalFolder::Logs.open_label())).click();
    let logs = data_dir.join("logs").display().to_string();
    wait_until(&mut harness, "the answer about the log folder", |h| {
        h.state().state.notices.iter().any(|n| n.text.id == "about-folder-missing")
    });
    assert!(has_text(&harness, &logs), "the notice names the folder");

    // The licences: every package of the build, found by name.
    let licences = intake_desk::licenses::bundled().unwrap();
    assert!(licences.component_count() > 100, "the notices cover the build's packages");
    let find = tr.text("about-find-licence");
    fill(&mut harness, &find, "tokio");
    let tokio = licences.matching("tokio").next().expect("tokio is built in");
    let shown = harness.query_all_by_role(Role::DisclosureTriangle).count();
    assert_eq!(shown, licences.matching("tokio").count(), "only the licences of packages named tokio…");
    assert!(shown < licences.licences.len());
    assert!(has_text(&harness, &tokio.name), "the licence tokio is under is listed");
    fill(&mut harness, &find, "tokio-no-such-package");
    assert!(!has_text(&harness, &tokio.name));
    assert!(has_text(&harness, "tokio-no-such-package"), "says that nothing matches what was typed");

    // Escape closes it, and the focus goes back to the banner's button.
    harness.key_press(egui::Key::Escape);
    settle(&mut harness);
    assert!(harness.state().state.about.is_none());
    assert!(harness.query_by_role_and_label(Role::Dialog, &tr.text("about-title")).is_none());
    assert!(harness.get_by_role_and_label(Role::Button, &tr.text("about-open")).accesskit_node().is_focused());
}
