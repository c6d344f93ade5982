//! Shared helpers of the integration tests (`tests/ui`, `tests/service`, `tests/processes`):
//! a sandbox on a real runtime, the real app in an egui_kittest harness pointed at it, waiting
//! with a deadline, and naming a test of the same binary for a child process.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

pub mod batch;
pub mod eid;
pub mod pg_cluster;

use std::time::{Duration, Instant};

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use intake_desk::api::{AccessToken, Environment};
use intake_desk::app::AppConfig;
use intake_desk::app::IntakeApp;
use intake_desk::export::{ChosenPath, DialogFuture, SaveDialog};
use intake_desk::sandbox::{Sandbox, SandboxConfig};
use intake_desk::settings::StartMode;
use intake_desk::worker::WorkerOptions;

/// How long a test waits for the app to show something.
pub const DEADLINE: Duration = Duration::from_secs(20);

pub fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap()
}

pub fn start_sandbox(runtime: &tokio::runtime::Runtime) -> Sandbox {
    runtime.block_on(Sandbox::start(SandboxConfig::default().with_test_controls())).unwrap()
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
        // Never the real Documents folder of whoever runs the tests.
        documents_folder: Some(temp_dir("documents")),
        // The import's child is the app's binary (this test binary is a test harness).
        import_cage: intake_desk::worker::import_cage::ImportCage::with_program(env!("CARGO_BIN_EXE_intake-desk")),
        ..WorkerOptions::default()
    }
}

pub fn config(runtime: &tokio::runtime::Runtime, start: StartMode) -> AppConfig {
    AppConfig {
        data_dir: temp_dir("data"),
        start,
        runtime: runtime.handle().clone(),
        worker: worker_options(),
        startup: Default::default(),
        // Tests find widgets by their English names, whatever the machine's language.
        language: Some(intake_desk::i18n::Language::English),
        policy: Default::default(),
        preferences_file: None,
    }
}

/// The app connected to `sandbox` as `--base-url … --token …` would.
pub fn app_against(runtime: &tokio::runtime::Runtime, sandbox: &Sandbox) -> Harness<'static, IntakeApp> {
    app_with_options(runtime, sandbox, worker_options())
}

/// [`app_against`] whose save dialog "chooses" what `dialog` says.
pub fn app_with_save_dialog(
    runtime: &tokio::runtime::Runtime,
    sandbox: &Sandbox,
    dialog: std::sync::Arc<dyn intake_desk::export::SaveDialog>,
) -> Harness<'static, IntakeApp> {
    app_with_options(runtime, sandbox, WorkerOptions { save_dialog: dialog, ..worker_options() })
}

/// [`app_against`] with other worker options.
pub fn app_with_options(
    runtime: &tokio::runtime::Runtime,
    sandbox: &Sandbox,
    worker: WorkerOptions,
) -> Harness<'static, IntakeApp> {
    let mut harness = build_app(AppConfig { worker, ..config(runtime, ad_hoc(sandbox)) });
    wait_until(&mut harness, "connected", |h| {
        h.state().state.connection.status == intake_desk::state::ConnectionStatus::Connected
    });
    harness
}

/// The session an app connected to `sandbox` works in: a batch made for it is sent only there.
pub fn session_of(sandbox: &Sandbox) -> intake_desk::api::SessionKey {
    let environment = Environment::Custom { api_base: sandbox.base_url(), token_host: String::new() };
    intake_desk::api::SessionKey::of(&environment, &AccessToken::new(sandbox.token()))
}

/// Starting connected to `sandbox`, as `--base-url … --token …` would.
pub fn ad_hoc(sandbox: &Sandbox) -> StartMode {
    StartMode::AdHoc {
        environment: Environment::Custom { api_base: sandbox.base_url(), token_host: String::new() },
        token: AccessToken::new(sandbox.token()),
    }
}

/// The real app with `config` in a window-sized harness, with egui's fonts only, the same on
/// every machine (names in the scripts they lack are boxes, so missing glyphs are allowed; the
/// system's fonts are tested in tests/ui/fonts.rs).
pub fn build_app(config: AppConfig) -> Harness<'static, IntakeApp> {
    Harness::builder().with_size(egui::vec2(1280.0, 900.0)).allow_missing_glyphs().build_eframe(move |cc| {
        IntakeApp::with_font_sources(cc, config, intake_desk::ui::system_fonts::FontSources::none())
    })
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
        if start.elapsed() > DEADLINE {
            dump(harness);
            panic!("timed out waiting for {what}");
        }
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
            .query_all(
                egui_kittest::kittest::By::new().predicate(|node| node.value().is_some_and(|v| v.contains(text))),
            )
            .next()
            .is_some()
}

/// Types into the text input labelled `label`, replacing what was there.
pub fn fill(harness: &mut Harness<'_, IntakeApp>, label: &str, text: &str) {
    let role = if harness.query_by_role_and_label(egui::accesskit::Role::PasswordInput, label).is_some() {
        egui::accesskit::Role::PasswordInput
    } else {
        egui::accesskit::Role::TextInput
    };
    harness.get_by_role_and_label(role, label).focus();
    harness.step();
    harness.key_combination_modifiers(egui::Modifiers::COMMAND, &[egui::Key::A]);
    harness.step();
    harness.get_by_role_and_label(role, label).type_text(text);
    settle(harness);
}

/// A few frames so layout that depends on the last input (messages
/// appearing or going) is final before the next widget is looked up.
pub fn settle(harness: &mut Harness<'_, IntakeApp>) {
    for _ in 0..3 {
        harness.step();
    }
}

/// Clicks the widget labelled `label`, once it is there: a screen that is still loading (the
/// worker answering late on a busy machine: "Opening the survey…") shows its controls a few
/// frames later, as it does for a person.
pub fn click(harness: &mut Harness<'_, IntakeApp>, label: &str) {
    if harness.query_by_label(label).is_none() {
        wait_until(harness, &format!("\"{label}\" to click"), |h| h.query_by_label(label).is_some());
    }
    harness.get_by_label(label).click();
    settle(harness);
}

/// Clicks the widget labelled `label` once it has stopped moving: a dialog that changes its
/// contents grows to them over a few frames, and a click sent meanwhile lands beside the button.
pub fn click_when_still(harness: &mut Harness<'_, IntakeApp>, label: &str) {
    let mut last = None;
    for _ in 0..60 {
        harness.step();
        let now = harness.get_by_label(label).rect();
        if last == Some(now) {
            break;
        }
        last = Some(now);
    }
    click(harness, label);
}

/// Searches for a patient by reference and waits for their survey list.
pub fn open_patient_surveys(harness: &mut Harness<'_, IntakeApp>, reference: &str) {
    fill(harness, "Find a patient", reference);
    click(harness, "Search");
    wait_until(harness, "the patient's surveys", |h| {
        h.state().state.patient.as_ref().is_some_and(|p| p.surveys.ready().is_some())
    });
}

/// Clicks the first widget whose label contains `text`.
pub fn click_containing(harness: &mut Harness<'_, IntakeApp>, text: &str) {
    harness.query_all_by_label_contains(text).next().unwrap_or_else(|| panic!("no \"{text}\" on screen")).click();
    settle(harness);
}

/// Prints what is on screen (labels and values), to see why a wait failed.
pub fn dump(harness: &Harness<'_, IntakeApp>) {
    let nodes = harness.root().query_all(egui_kittest::kittest::By::new().predicate(|_| true));
    for node in nodes {
        let label = node.accesskit_node().label().unwrap_or_default();
        let value = node.value().unwrap_or_default();
        if !label.is_empty() || !value.is_empty() {
            eprintln!("{:?}: {label:?} {value:?}", node.accesskit_node().role());
        }
    }
    let state = &harness.state().state;
    eprintln!("screen {:?}, status {:?}, in flight {:?}", state.screen, state.connection.status, state.in_flight);
    if let Some(form) = &state.patient_form {
        eprintln!("form draft {:?} error {:?}", form.draft, form.error.as_ref().map(|e| e.to_string()));
    }
}

/// One turn of the mouse wheel (negative `dy` scrolls down) where the pointer is.
pub fn wheel(harness: &Harness<'_, IntakeApp>, dy: f32) {
    harness.event(egui::Event::MouseWheel {
        unit: egui::MouseWheelUnit::Point,
        delta: egui::vec2(0.0, dy),
        phase: egui::TouchPhase::Move,
        source: egui::MouseWheelSource::Wheel,
        modifiers: egui::Modifiers::NONE,
    });
}

/// Fills the registration form with a valid new patient (Marie Claes) under `reference`.
pub fn fill_new_patient(harness: &mut Harness<'_, IntakeApp>, reference: &str) {
    fill(harness, "First name", "Marie");
    fill(harness, "Last name", "Claes");
    click(harness, "Female");
    fill(harness, "Date of birth", "29/02/2000");
    fill(harness, "E-mail", "marie.claes@example.be");
    fill(harness, "External reference", reference);
}

/// The text of a PDF's pages as a reader would copy it, read by interpreting each page with
/// hayro (pure Rust: the tests need no external program). Glyphs become their Unicode text; a glyph
/// lower on the page starts a new line, and separate runs on one line are joined by a space.
/// Panics when the bytes are not a PDF hayro can read.
pub fn pdf_text(pdf: &[u8]) -> String {
    use hayro_interpret::hayro_cmap::BfString;
    use hayro_interpret::hayro_syntax::Pdf;
    use hayro_interpret::kurbo::{Affine, BezPath, Point, Rect};
    use hayro_interpret::{
        BlendMode, ClipPath, Context, Device, DrawMode, DrawProps, Image, ImageDrawProps, InterpreterCache,
        InterpreterSettings, SoftMask, font::GlyphRun,
    };

    /// Collects the glyphs' text in drawing order.
    #[derive(Default)]
    struct TextDevice {
        text: String,
        /// Where the last glyph sat (PDF user space, y upwards).
        last: Option<Point>,
    }

    impl Device<'_> for TextDevice {
        fn draw_path(&mut self, _: &BezPath, _: DrawProps<'_>, _: &DrawMode) {}
        fn push_clip_path(&mut self, _: &ClipPath) {}
        fn push_transparency_group(&mut self, _: f32, _: Option<SoftMask<'_>>, _: BlendMode) {}
        fn draw_image(&mut self, _: Image<'_, '_>, _: ImageDrawProps<'_>) {}
        fn pop_clip(&mut self) {}
        fn pop_transparency_group(&mut self) {}

        fn draw_glyph_run(&mut self, run: &GlyphRun<'_, '_>, props: DrawProps<'_>, _: &DrawMode) {
            for (i, glyph) in run.glyphs().iter().enumerate() {
                let at = props.transform * glyph.transform() * Point::ZERO;
                if let Some(last) = self.last {
                    if (at.y - last.y).abs() > 1.0 {
                        self.text.push('\n');
                    } else if i == 0 && !self.text.ends_with([' ', '\n']) {
                        self.text.push(' ');
                    }
                }
                self.last = Some(at);
                match glyph.as_unicode() {
                    Some(BfString::Char(c)) => self.text.push(c),
                    Some(BfString::String(s)) => self.text.push_str(&s),
                    None => self.text.push('\u{FFFD}'),
                }
            }
        }
    }

    let document = Pdf::new(pdf.to_vec()).unwrap_or_else(|e| panic!("not a PDF hayro can read: {e:?}"));
    let cache = InterpreterCache::new();
    let mut text = String::new();
    for page in document.pages().iter() {
        // Positions are compared, never drawn: identity transform, a dummy bounding box.
        let mut context = Context::new(
            Affine::IDENTITY,
            Rect::new(0.0, 0.0, 1.0, 1.0),
            &cache,
            document.xref(),
            InterpreterSettings::default(),
        );
        let mut device = TextDevice::default();
        hayro_interpret::interpret_page(page, &mut context, &mut device);
        text.push_str(&device.text);
        text.push('\n');
    }
    text
}

/// The drafts the data folder's local store holds now (read as a second process would).
#[allow(dead_code)]
pub fn stored_drafts(data_dir: &std::path::Path) -> Vec<intake_desk::drafts::Draft> {
    match intake_desk::local_store::LocalStore::open(data_dir) {
        Ok((mut store, _)) => store.load().0.drafts,
        Err(_) => Vec::new(),
    }
}

/// Every activity entry the data folder's local store holds, as stored (one per line, oldest
/// first): what a person opening the database would read.
pub fn stored_activity(data_dir: &std::path::Path) -> String {
    let path = data_dir.join(intake_desk::local_store::DATABASE_FILE_NAME);
    let Ok(database) = rusqlite::Connection::open_with_flags(&path, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY) else {
        return String::new();
    };
    let Ok(mut statement) = database.prepare("SELECT CAST(body AS BLOB) FROM activity ORDER BY seq") else {
        return String::new();
    };
    let rows = statement.query_map([], |row| row.get::<_, Vec<u8>>(0)).unwrap();
    rows.map(|body| String::from_utf8_lossy(&body.unwrap()).into_owned()).collect::<Vec<_>>().join("\n")
}

/// A save dialog that "chooses" a fixed path at once, for tests: no window opens. It
/// remembers the names it was offered.
#[derive(Debug)]
pub struct FixedPathDialog {
    choice: Option<ChosenPath>,
    offered: std::sync::Mutex<Vec<String>>,
    /// It plays a computer where no dialog can be shown.
    no_dialog: bool,
    could_not_show: std::sync::atomic::AtomicBool,
}

impl FixedPathDialog {
    fn with(choice: Option<ChosenPath>, no_dialog: bool) -> std::sync::Arc<FixedPathDialog> {
        std::sync::Arc::new(FixedPathDialog {
            choice,
            offered: std::sync::Mutex::new(Vec::new()),
            no_dialog,
            could_not_show: std::sync::atomic::AtomicBool::new(false),
        })
    }

    /// Chooses `path`; an existing file there is replaced only if `overwrite_confirmed`.
    pub fn new(path: impl Into<std::path::PathBuf>, overwrite_confirmed: bool) -> std::sync::Arc<FixedPathDialog> {
        FixedPathDialog::with(Some(ChosenPath { path: path.into(), overwrite_confirmed }), false)
    }

    /// A dialog the user always cancels.
    pub fn cancelling() -> std::sync::Arc<FixedPathDialog> {
        FixedPathDialog::with(None, false)
    }

    /// A computer where no dialog can be shown (Linux without a desktop portal or zenity):
    /// every choice is `None`, and [`SaveDialog::take_could_not_show`] says why.
    pub fn unavailable() -> std::sync::Arc<FixedPathDialog> {
        FixedPathDialog::with(None, true)
    }

    /// The suggested names it was shown, oldest first.
    pub fn offered_names(&self) -> Vec<String> {
        self.offered.lock().unwrap().clone()
    }
}

impl SaveDialog for FixedPathDialog {
    fn choose(&self, offer: &intake_desk::export::SaveOffer) -> DialogFuture {
        self.offered.lock().unwrap().push(offer.name.clone());
        self.could_not_show.store(self.no_dialog, std::sync::atomic::Ordering::SeqCst);
        let choice = self.choice.clone();
        Box::pin(async move { choice })
    }

    fn take_could_not_show(&self) -> bool {
        self.could_not_show.swap(false, std::sync::atomic::Ordering::SeqCst)
    }
}

/// The rows of the open patient's survey list, as assistive technologies see them: one option
/// each, named by all the row shows (created, status, answers, alerts).
fn survey_rows<'h>(harness: &'h Harness<'_, IntakeApp>) -> Vec<egui_kittest::Node<'h>> {
    use egui::accesskit::Role;
    let list = harness.get_by_role_and_label(Role::ListBox, "Surveys");
    list.query_all_by_role(Role::ListBoxOption).collect()
}

/// Opens the `index`-th survey of the open patient's list with a click on its row.
pub fn click_survey_row(harness: &mut Harness<'_, IntakeApp>, index: usize) {
    settle(harness);
    let rows = survey_rows(harness);
    rows.get(index).unwrap_or_else(|| panic!("no survey row {index}")).click();
    settle(harness);
}

/// Opens the first survey of a list of surveys (the open patient's, or Today's) whose row says
/// `text` (its status, the patient, …), with a click on that row.
pub fn click_survey_row_with(harness: &mut Harness<'_, IntakeApp>, text: &str) {
    // The table sizes its columns on its first frame: the rows are where they stay after it.
    settle(harness);
    let row = harness
        .get_all_by_role(egui::accesskit::Role::ListBoxOption)
        .find(|row| row.accesskit_node().label().is_some_and(|label| label.contains(text)))
        .unwrap_or_else(|| panic!("no survey row shows {text:?}"));
    row.click();
    settle(harness);
}

/// An AccessKit rectangle as egui's.
pub fn rect_of(bounds: egui::accesskit::Rect) -> egui::Rect {
    egui::Rect::from_min_max(
        egui::pos2(bounds.x0 as f32, bounds.y0 as f32),
        egui::pos2(bounds.x1 as f32, bounds.y1 as f32),
    )
}

/// Whether a screen reader skips the node: it or one of its ancestors is hidden.
pub fn hidden(node: egui_kittest::kittest::AccessKitNode<'_>) -> bool {
    let mut current = Some(node);
    while let Some(ak) = current {
        if ak.is_hidden() {
            return true;
        }
        current = ak.parent();
    }
    false
}

/// Every text in the accessibility tree that holds a control character (other than a line break
/// or a tab): what the screen reader would be handed (AT-SPI's D-Bus cannot carry a NUL).
pub fn control_characters_in_tree(harness: &Harness<'_, IntakeApp>) -> Vec<String> {
    let bad = |text: &str| text.chars().any(|c| c.is_control() && !matches!(c, '\n' | '\t'));
    harness
        .root()
        .children_recursive()
        .flat_map(|node| {
            let ak = node.accesskit_node();
            [ak.label(), ak.value()]
                .into_iter()
                .flatten()
                .filter(|text| bad(text))
                .map(|text| format!("{text:?}"))
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The name libtest lists the test `name` of the module `module` (its `module_path!()`) under:
/// the module path without the test binary's own name, as `--exact` wants it when a test starts
/// another test of its binary in a child process.
pub fn test_named(module: &str, name: &str) -> String {
    match module.split_once("::") {
        Some((_, within)) => format!("{within}::{name}"),
        None => name.to_owned(),
    }
}

/// Set in a child process started by [`pass_in_child`].
const IN_CHILD: &str = "INTAKE_DESK_TEST_IN_CHILD";

/// Whether this process is a child started by [`pass_in_child`]: the `#[ignore]`d test it runs
/// returns at once otherwise (`cargo test -- --ignored` runs it too).
pub fn in_child() -> bool {
    std::env::var_os(IN_CHILD).is_some()
}

/// This test binary, started again to run only its `#[ignore]`d test `name` of `module` (its
/// `module_path!()`) on one thread with its output shown: a test that needs a process of its
/// own (an environment variable, a crash, a second instance) adds what it needs and runs it.
pub fn child_test(module: &str, name: &str) -> std::process::Command {
    let mut command = std::process::Command::new(std::env::current_exe().expect("path of the test binary"));
    command.args(["--ignored", "--exact", &test_named(module, name), "--nocapture", "--test-threads=1"]);
    command
}

/// Fails with the child's output unless it ended well and exactly one test ran and passed: a
/// renamed inner test would otherwise run nothing and "succeed".
pub fn assert_child_passed(what: &str, output: &std::process::Output) {
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success() && stdout.contains("test result: ok. 1 passed"),
        "{what} in a child process:\n--- stdout\n{stdout}\n--- stderr\n{stderr}"
    );
}

/// Runs the `#[ignore]`d test `name` of `module` (its `module_path!()`) in a child process of
/// this test binary and fails with the child's output unless exactly that test ran and passed.
/// For tests that install what a process has once (the global `tracing` subscriber, the panic
/// hook) while their binary runs other tests beside them.
pub fn pass_in_child(module: &str, name: &str) {
    pass_in_child_with(module, name, &[]);
}

/// [`pass_in_child`] with environment variables of its own (a system set up otherwise).
pub fn pass_in_child_with(module: &str, name: &str, environment: &[(&str, &std::ffi::OsStr)]) {
    let mut child = child_test(module, name);
    child.env(IN_CHILD, "1").envs(environment.iter().copied());
    let output = child.output().expect("run the test binary again");
    assert_child_passed(&test_named(module, name), &output);
}

/// The next `times` survey creates the sandbox receives meet `fault` (a hold, a busy answer…).
pub fn fault_survey_creates(sandbox: &Sandbox, fault: intake_desk::sandbox::Fault, times: u32) {
    sandbox.faults().set(intake_desk::sandbox::FaultRule {
        method: Some("POST".into()),
        path_prefix: "/tenant-api/survey".into(),
        fault,
        times: Some(times),
        every: None,
    });
}

/// The next `times` survey creates are held `hold` by the service, then handled all the same
/// (past a client's timeout: it gave up, the survey is made).
pub fn hold_survey_creates(sandbox: &Sandbox, hold: Duration, times: u32) {
    let millis = u64::try_from(hold.as_millis()).unwrap_or(u64::MAX);
    fault_survey_creates(sandbox, intake_desk::sandbox::Fault::Delay { millis }, times);
}

/// How many survey creates the sandbox received.
pub fn survey_posts(sandbox: &Sandbox) -> usize {
    sandbox.requests().iter().filter(|r| r.method == "POST" && r.path.starts_with("/tenant-api/survey")).count()
}

/// eframe's storage, which the app does not use (its preferences file is its own).
pub struct NoStorage;

impl eframe::Storage for NoStorage {
    fn get_string(&self, _: &str) -> Option<String> {
        None
    }

    fn set_string(&mut self, _: &str, _: String) {}

    fn remove_string(&mut self, _: &str) {}

    fn flush(&mut self) {}
}
