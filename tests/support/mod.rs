//! Shared helpers of the UI tests: a sandbox on a real runtime, the real app
//! in an egui_kittest harness pointed at it, and waiting with a deadline.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::time::{Duration, Instant};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use intake_desk::api::{AccessToken, Environment};
use intake_desk::app::IntakeApp;
use intake_desk::sandbox::{Sandbox, SandboxConfig};
use intake_desk::settings::{AppConfig, StartMode};
use intake_desk::worker::WorkerOptions;

/// How long a test waits for the app to show something.
pub const DEADLINE: Duration = Duration::from_secs(20);

pub fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap()
}

pub fn start_sandbox(runtime: &tokio::runtime::Runtime) -> Sandbox {
    runtime.block_on(Sandbox::start(SandboxConfig::default())).unwrap()
}

pub fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("intake-desk-test-{name}-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

pub fn worker_options() -> WorkerOptions {
    WorkerOptions {
        use_keyring: false,
        retry_base_delay: Duration::from_millis(20),
        retry_max_delay: Duration::from_millis(100),
        ..WorkerOptions::default()
    }
}

pub fn config(runtime: &tokio::runtime::Runtime, start: StartMode) -> AppConfig {
    AppConfig { data_dir: temp_dir("data"), start, runtime: runtime.handle().clone(), worker: worker_options() }
}

/// The app connected to `sandbox` as `--base-url … --token …` would.
pub fn app_against(runtime: &tokio::runtime::Runtime, sandbox: &Sandbox) -> Harness<'static, IntakeApp> {
    let start = StartMode::AdHoc {
        environment: Environment::Sandbox { base_url: sandbox.base_url() },
        token: AccessToken::new(sandbox.token()),
    };
    let config = config(runtime, start);
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1280.0, 900.0))
        .allow_missing_glyphs()
        .build_eframe(move |cc| IntakeApp::new(cc, config));
    wait_until(&mut harness, "connected", |h| {
        h.state().state.connection.status == intake_desk::state::ConnectionStatus::Connected
    });
    harness
}

/// Steps frames until `done` holds, sleeping a little between frames so the
/// worker can answer; panics with `what` after the deadline.
pub fn wait_until(harness: &mut Harness<'_, IntakeApp>, what: &str, done: impl Fn(&Harness<'_, IntakeApp>) -> bool) {
    let start = Instant::now();
    loop {
        harness.step();
        if done(harness) {
            harness.step();
            return;
        }
        assert!(start.elapsed() < DEADLINE, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Waits until a widget whose label contains `text` is on screen.
pub fn wait_for_text(harness: &mut Harness<'_, IntakeApp>, text: &str) {
    let owned = text.to_owned();
    wait_until(harness, &format!("\"{text}\" on screen"), move |h| has_text(h, &owned));
}

pub fn has_text(harness: &Harness<'_, IntakeApp>, text: &str) -> bool {
    harness.query_all_by_label_contains(text).next().is_some()
        || harness
            .root()
            .query_all(egui_kittest::kittest::By::new().predicate(|node| {
                node.value().is_some_and(|v| v.contains(text))
            }))
            .next()
            .is_some()
}

/// Types into the text input labelled `label`, replacing what was there.
pub fn fill(harness: &mut Harness<'_, IntakeApp>, label: &str, text: &str) {
    let node = harness.get_by_role_and_label(egui::accesskit::Role::TextInput, label);
    node.focus();
    harness.step();
    harness.key_combination_modifiers(egui::Modifiers::COMMAND, &[egui::Key::A]);
    harness.step();
    harness.get_by_role_and_label(egui::accesskit::Role::TextInput, label).type_text(text);
    harness.step();
}

pub fn click(harness: &mut Harness<'_, IntakeApp>, label: &str) {
    harness.get_by_label(label).click();
    harness.step();
}
