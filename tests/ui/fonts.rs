//! Patient names in every script are drawn, never as boxes (issue 44, item 3): the app, built
//! as the program builds it (`IntakeApp::new`), finds the system's fonts for the scripts egui's
//! own fonts lack. The demo patient 李小龙 is written in Han, which no font of egui's has.
//!
//! This needs a CJK font on the machine (Debian/Ubuntu: `fonts-droid-fallback` or
//! `fonts-noto-cjk`); without one the test says it did not run, unless
//! `INTAKE_DESK_REQUIRE_CJK_FONT=1` is set, when it fails.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::{Duration, Instant};

use egui::FontId;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use intake_desk::app::IntakeApp;
use intake_desk::settings::StartMode;

use crate::support::*;

/// The environment variable that turns a missing CJK font from a skip into a failure.
const REQUIRE_VARIABLE: &str = "INTAKE_DESK_REQUIRE_CJK_FONT";

/// The demo patient's name as the demo list shows it (given name, then family name).
const CHINESE_NAME: &str = "小龙 李";

/// Where the common CJK font packages of Debian, Ubuntu and Fedora put their fonts.
const CJK_FONT_FILES: &[&str] = &[
    "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
    "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc",
];

/// Whether this machine has a CJK font; if not, says the test did not run (or fails, where
/// one is required).
fn has_cjk_font(test: &str) -> bool {
    if CJK_FONT_FILES.iter().any(|file| std::path::Path::new(file).is_file()) {
        return true;
    }
    assert!(
        std::env::var_os(REQUIRE_VARIABLE).is_none_or(|value| value != "1"),
        "{REQUIRE_VARIABLE}=1, and none of {CJK_FONT_FILES:?} is on this machine"
    );
    eprintln!("not run: {test}: no CJK font on this machine (install fonts-droid-fallback or fonts-noto-cjk)");
    false
}

/// Whether every character of `text` has a glyph in the body text's font.
fn draws(harness: &Harness<'_, IntakeApp>, text: &str) -> bool {
    harness.ctx.fonts_mut(|fonts| fonts.has_glyphs(&FontId::proportional(14.0), text))
}

#[test]
fn the_app_draws_the_chinese_demo_patient_s_name_with_the_system_s_fonts() {
    if has_cjk_font("the_app_draws_the_chinese_demo_patient_s_name_with_the_system_s_fonts") {
        the_app_draws_the_chinese_demo_patient_s_name();
    }
}

/// A Linux whose fontconfig knows no font (a kiosk image, a broken `fonts.conf`): the system's
/// fallback fails (eframe's own panicked on the window's thread at the first character egui's
/// fonts lack, the demo list's 李, and the process aborted); the window stays up and draws the
/// name from the font folders, which it searches itself.
#[test]
fn with_a_fontconfig_that_knows_no_font_the_name_is_drawn_from_the_font_folders() {
    if !has_cjk_font("with_a_fontconfig_that_knows_no_font_the_name_is_drawn_from_the_font_folders") {
        return;
    }
    let folder = std::env::temp_dir().join(format!("intake-desk-fontconfig-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let configuration = folder.join("fonts.conf");
    std::fs::write(&configuration, "<?xml version=\"1.0\"?>\n<fontconfig></fontconfig>\n").unwrap();
    pass_in_child_with(
        module_path!(),
        "child_draws_the_chinese_name_with_a_fontconfig_that_knows_no_font",
        &[("FONTCONFIG_FILE", configuration.as_os_str())],
    );
    std::fs::remove_dir_all(&folder).unwrap();
}

#[test]
#[ignore = "run by with_a_fontconfig_that_knows_no_font_the_name_is_drawn_from_the_font_folders"]
fn child_draws_the_chinese_name_with_a_fontconfig_that_knows_no_font() {
    if in_child() {
        the_app_draws_the_chinese_demo_patient_s_name();
    }
}

/// The app as the program builds it, on its embedded sandbox: the demo list shows 李小龙, and a
/// few frames later the fonts draw the name.
fn the_app_draws_the_chinese_demo_patient_s_name() {
    let runtime = runtime();
    let start = StartMode::Sandbox { state_file: None, simulate_respondents: false };
    let config = config(&runtime, start);
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1280.0, 900.0))
        .allow_missing_glyphs()
        .build_eframe(move |cc| IntakeApp::new(cc, config));
    wait_until(&mut harness, "the demo patients", |h| !h.state().state.demo_patients.is_empty());
    let shown = harness
        .state()
        .state
        .demo_patients
        .iter()
        .any(|patient| patient.first_name == "小龙" && patient.last_name == "李");
    assert!(shown, "the demo patients include 李小龙");
    harness.get_by_label_contains(CHINESE_NAME);

    // The font folders are searched away from the window's thread: a few frames later they draw it.
    let start = Instant::now();
    while !draws(&harness, CHINESE_NAME) {
        assert!(start.elapsed() < Duration::from_secs(10), "{CHINESE_NAME} is drawn as boxes");
        harness.step();
        std::thread::sleep(Duration::from_millis(20));
    }
}
