//! Checked-in pictures of the main screens: the home screen, the patient view, the survey view
//! and the new-survey dialog, each in the light and the dark theme, rendered by wgpu and compared
//! with `tests/snapshots/*.png` within a small tolerance. They change only on purpose:
//! `UPDATE_SNAPSHOTS=1 cargo test --test ui snapshots::` rewrites them.
//!
//! The pictures hold only what stays the same from run to run: the sandbox's seeded demo
//! patient and survey (fixed ids and times), a patient typed into the dialog but never created
//! (no generated id, PIN or link), a token without an expiry (no "valid for … hours"; so the
//! app is connected ad hoc, and the home screen lists no demo patients, which only the embedded
//! sandbox with its expiring token offers), the sandbox banner (no address with a random port),
//! times in UTC (the pictures are drawn in a child process of this test binary with `TZ=UTC`),
//! no pointer and no spinner, and egui's fonts only (`FontSources::none`): none of the pictures
//! holds a script egui's fonts lack today, and one that did would change with the fonts of the
//! machine it is drawn on.
//!
//! Rendering needs a wgpu adapter; a software one is enough (mesa's lavapipe, the Debian/Ubuntu
//! package `mesa-vulkan-drivers`, which `.ci/run` installs). Without any adapter the test says
//! so in one line and passes, since `cargo test` must pass where only Rust is installed, unless
//! `INTAKE_SNAPSHOTS=require` is set (as `.ci/run` does): then it fails.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::io::Write as _;

use crate::support::*;
use eframe::egui_wgpu;
use egui_kittest::wgpu::WgpuTestRenderer;
use egui_kittest::{Harness, SnapshotOptions};
use intake_desk::api::{AccessToken, Environment};
use intake_desk::app::IntakeApp;
use intake_desk::sandbox::{Sandbox, SandboxConfig};
use intake_desk::settings::StartMode;

/// The environment variable that turns a missing renderer from a skip into a failure.
const REQUIRE_VARIABLE: &str = "INTAKE_SNAPSHOTS";
const REQUIRE_VALUE: &str = "require";

/// The test that draws the pictures, run by [`snapshots_of_the_main_screens`] in a child process.
const INNER_TEST: &str = "inner_snapshots_in_utc";

/// A token the sandbox accepts that is not a JWT: the banner shows no time left, which would
/// change from run to run.
const TOKEN_WITHOUT_EXPIRY: &str = "snapshot-token-without-expiry";

/// The window the pictures are taken at: a common laptop screen.
const WINDOW: egui::Vec2 = egui::vec2(1280.0, 800.0);

/// Pixels that may differ beyond egui_kittest's per-pixel colour threshold: a little
/// anti-aliasing noise between rasterisers (lavapipe and mesa's OpenGL llvmpipe differ in none),
/// far fewer than one changed letter (about 70 pixels: "Activity log" → "Activity Log") or one
/// recoloured button.
const MAX_FAILED_PIXELS: usize = 10;

/// The renderer for the pictures and the adapter it draws with, or why there is none. The
/// adapter is looked for the way egui_kittest does (software rasterisers first), but a missing
/// one is an error, not a panic.
fn wgpu_renderer() -> Result<(WgpuTestRenderer, String), String> {
    let setup = egui_kittest::wgpu::default_wgpu_setup();
    let instance = block_on(setup.new_instance());
    let configuration = egui_wgpu::WgpuConfiguration { wgpu_setup: setup, ..Default::default() };
    let render_state = block_on(egui_wgpu::RenderState::create(
        &configuration,
        &instance,
        None,
        egui_wgpu::RendererOptions::PREDICTABLE,
    ))
    .map_err(|error| error.to_string())?;
    let adapter = render_state.adapter.get_info();
    let adapter = format!("{} ({:?}, {})", adapter.name, adapter.backend, adapter.driver_info);
    Ok((WgpuTestRenderer::from_render_state(render_state), adapter))
}

/// Runs a wgpu future to completion on a small runtime of its own (wgpu's futures need no
/// particular executor).
fn block_on<T>(future: impl std::future::Future<Output = T>) -> T {
    tokio::runtime::Builder::new_current_thread().build().unwrap().block_on(future)
}

/// What to do without a renderer, from the value of [`REQUIRE_VARIABLE`].
#[derive(Debug, PartialEq, Eq)]
enum WithoutRenderer {
    Skip,
    Fail,
}

fn without_renderer(require: Option<&str>) -> WithoutRenderer {
    if require == Some(REQUIRE_VALUE) { WithoutRenderer::Fail } else { WithoutRenderer::Skip }
}

/// What is missing and how to get it, for both the skip line and the failure.
fn no_renderer(why: &str) -> String {
    format!(
        "no wgpu adapter ({why}); install a software renderer \
         (Debian/Ubuntu: apt-get install mesa-vulkan-drivers) to compare the screen pictures"
    )
}

/// How the skip line starts (the parent test looks for it in the child's output).
const SKIP_PREFIX: &str = "ui_snapshots: SKIPPED,";

/// The one line said when the pictures cannot be drawn here.
fn skip_line(why: &str) -> String {
    format!("{SKIP_PREFIX} {}, or set {REQUIRE_VARIABLE}={REQUIRE_VALUE} to make this a failure", no_renderer(why))
}

/// Draws and compares the pictures in a child process of this test binary with `TZ=UTC`; the
/// child also looks for the renderer, so that the graphics drivers' own messages stay in its
/// captured output.
#[test]
fn snapshots_of_the_main_screens() {
    let output = crate::support::child_test(module_path!(), INNER_TEST)
        .env("TZ", "UTC")
        .output()
        .expect("run the test binary again");
    crate::support::assert_child_passed("the pictures (they differ or could not be drawn)", &output);
    let stdout = String::from_utf8_lossy(&output.stdout);
    // A skip, and pictures rewritten on purpose, must be seen in a plain `cargo test`, not only
    // with `--nocapture`: straight to stderr, past the test harness's capture of `eprintln!`.
    for line in stdout.lines() {
        // The harness prints "test … ... " before the line.
        if let Some(start) = line.find(SKIP_PREFIX) {
            let _ = writeln!(std::io::stderr(), "\n{}", &line[start..]);
        } else if line.starts_with("Updated snapshot") {
            let _ = writeln!(std::io::stderr(), "ui_snapshots: {line}");
        }
    }
}

#[test]
fn without_a_renderer_the_test_skips_unless_required() {
    assert_eq!(without_renderer(None), WithoutRenderer::Skip);
    assert_eq!(without_renderer(Some("")), WithoutRenderer::Skip);
    assert_eq!(without_renderer(Some("no")), WithoutRenderer::Skip);
    assert_eq!(without_renderer(Some("require")), WithoutRenderer::Fail);
    let line = skip_line("No adapter found");
    assert!(!line.contains('\n'), "one line: {line}");
    for needed in ["SKIPPED", "No adapter found", "mesa-vulkan-drivers", "INTAKE_SNAPSHOTS=require"] {
        assert!(line.contains(needed), "{needed:?} in {line}");
    }
}

/// The app connected ad hoc to `sandbox` as a sandbox environment, with the token that does
/// not expire, drawn by `renderer` in a window of [`WINDOW`].
fn app_for_pictures(
    runtime: &tokio::runtime::Runtime,
    sandbox: &Sandbox,
    renderer: WgpuTestRenderer,
) -> Harness<'static, IntakeApp> {
    let start = StartMode::AdHoc {
        environment: Environment::Sandbox { base_url: sandbox.base_url() },
        token: AccessToken::new(TOKEN_WITHOUT_EXPIRY),
    };
    let config = config(runtime, start);
    let mut harness = Harness::builder()
        .with_size(WINDOW)
        .allow_missing_glyphs()
        .renderer(renderer)
        .with_render_cursor(false)
        .with_options(SnapshotOptions::new().max_failed_pixels(MAX_FAILED_PIXELS))
        .build_eframe(move |cc| {
            IntakeApp::with_font_sources(cc, config, intake_desk::ui::system_fonts::FontSources::none())
        });
    wait_until(&mut harness, "connected", |h| {
        h.state().state.connection.status == intake_desk::state::ConnectionStatus::Connected
    });
    harness
}

/// Lets every request finish and moves the pointer out of the window (no hover colour, no
/// tooltip), so that nothing on screen depends on timing.
fn still(harness: &mut Harness<'_, IntakeApp>) {
    wait_until(harness, "nothing in flight", |h| h.state().state.in_flight.is_empty());
    harness.event(egui::Event::PointerGone);
    settle(harness);
}

/// Takes the picture `name` in the light and the dark theme.
fn snapshot_both_themes(harness: &mut Harness<'_, IntakeApp>, name: &str) {
    still(harness);
    for (theme, suffix) in [(egui::Theme::Light, "light"), (egui::Theme::Dark, "dark")] {
        harness.ctx.set_theme(theme);
        settle(harness);
        harness.snapshot(format!("{name}_{suffix}"));
    }
}

#[test]
#[ignore = "run by snapshots_of_the_main_screens with TZ=UTC"]
fn inner_snapshots_in_utc() {
    let (renderer, adapter) = match wgpu_renderer() {
        Ok(found) => found,
        Err(why) => {
            let require = std::env::var(REQUIRE_VARIABLE).ok();
            match without_renderer(require.as_deref()) {
                WithoutRenderer::Fail => panic!("{REQUIRE_VARIABLE}={REQUIRE_VALUE}, but {}", no_renderer(&why)),
                WithoutRenderer::Skip => {
                    println!("{}", skip_line(&why));
                    return;
                }
            }
        }
    };
    // In the output of a failing run: a difference may come from the rasteriser.
    println!("drawn with {adapter}");
    let runtime = runtime();
    let sandbox = runtime
        .block_on(Sandbox::start(SandboxConfig {
            extra_token: Some(TOKEN_WITHOUT_EXPIRY.to_owned()),
            ..SandboxConfig::default()
        }))
        .unwrap();
    let mut harness = app_for_pictures(&runtime, &sandbox, renderer);
    snapshot_both_themes(&mut harness, "home");

    // Zoë Vermeulen: phone and e-mail, four surveys.
    open_patient_surveys(&mut harness, intake_desk::sandbox::DEMO_PATIENT_REFERENCE);
    snapshot_both_themes(&mut harness, "patient");

    click_survey_row_with(&mut harness, "Completed");
    wait_for_text(&mut harness, "Chest pain at rest reported");
    snapshot_both_themes(&mut harness, "survey");

    click(&mut harness, "New survey for a new patient");
    wait_for_text(&mut harness, "New survey for a new patient");
    fill(&mut harness, "First name", "Marie");
    fill(&mut harness, "Last name", "Claes");
    click(&mut harness, "Female");
    fill(&mut harness, "Date of birth", "29/02/2000");
    fill(&mut harness, "E-mail", "marie.claes@example.be");
    fill(&mut harness, "External reference", "SNAP-0001");
    // The dialog scrolls: the choices are brought into view before the pointer clicks them
    // (else the click lands on what covers them, the dialog's buttons).
    for choice in ["Send an invitation to the patient", "By E-mail"] {
        egui_kittest::kittest::Queryable::get_by_label(&harness, choice).scroll_to_me();
        settle(&mut harness);
        click(&mut harness, choice);
    }
    snapshot_both_themes(&mut harness, "survey_dialog");
}
