//! The `intake-desk` binary: reads the command line (and the token file), runs the start-up
//! checks, takes the profile's lock, sets up logging and the tokio runtime, and starts either
//! the window or the standalone sandbox.

// On Windows the release build opens no console window beside the app; the command line writes
// to the console it was started from (main_console.rs).
#![cfg_attr(all(windows, not(debug_assertions)), windows_subsystem = "windows")]

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use clap::error::ErrorKind;
use clap::{CommandFactory as _, Parser};

use intake_desk::api::{AccessToken, environment::check_base_url};
use intake_desk::app::AppConfig;
use intake_desk::app::renderer::{self, WindowOutcome};
use intake_desk::i18n::{Language, Translator};
use intake_desk::policy::{self, Policy};
use intake_desk::settings::{self, StartMode};
use intake_desk::{instance, startup};

// The command line and the `--measure` run are modules of their own, in files named after this
// one (`main_*.rs`): they are the binary's, not modules of the library that shares this folder.
#[path = "main_cli.rs"]
mod cli;
#[path = "main_console.rs"]
mod console;
#[cfg(feature = "measure")]
#[path = "main_measure.rs"]
mod measure;

use cli::{Cli, Subcommand};

/// Exit code of a start while another window has the same data folder.
const EXIT_ALREADY_OPEN: u8 = 3;
/// Exit code of a wrong argument (clap's too) or a token file that cannot be used.
const EXIT_WRONG_ARGUMENT: u8 = 2;
/// The messages of the small window a second start shows (worded in the language of `--lang`,
/// else the system's; on stderr in English, for support).
const ALREADY_OPEN: &str = "app-already-open";
const ALREADY_OPEN_DETAIL: &str = "app-already-open-detail";
/// When the main window cannot be shown: no graphics adapter could draw it, or the window system
/// gave no window at all (the second is worded for the platform: a Linux server needs a display).
const WINDOW_NOT_DRAWN: &str = "app-window-not-drawn";
const WINDOW_NOT_DRAWN_DETAIL: &str = "app-window-not-drawn-detail";
const WINDOW_NOT_OPENED: &str = "app-window-not-opened";
#[cfg(all(unix, not(target_os = "macos")))]
const WINDOW_NOT_OPENED_DETAIL: &str = "app-window-not-opened-detail-linux";
#[cfg(not(all(unix, not(target_os = "macos"))))]
const WINDOW_NOT_OPENED_DETAIL: &str = "app-window-not-opened-detail";

fn main() -> ExitCode {
    // The import's child (src/worker/import_cage.rs) reads one file and ends: nothing else of the
    // app runs in it (no console, no policy, no profile, no logging, no runtime).
    if std::env::args_os().nth(1).is_some_and(|first| first == intake_desk::worker::import_cage::SUBCOMMAND) {
        return match Cli::try_parse() {
            Ok(Cli { command: Some(Subcommand::ReadListInCage { kind, memory_bytes, processor_seconds }), .. }) => {
                intake_desk::worker::import_cage::serve(&kind, memory_bytes, processor_seconds)
            }
            Ok(_) => ExitCode::from(EXIT_WRONG_ARGUMENT),
            Err(error) => {
                let _ = error.print();
                ExitCode::from(EXIT_WRONG_ARGUMENT)
            }
        };
    }
    #[cfg(feature = "measure")]
    let started = std::time::Instant::now();
    console::attach_to_parent_console();
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => {
            // --help and --version come this way too (to stdout, exit code 0).
            let _ = error.print();
            return ExitCode::from(u8::try_from(error.exit_code()).unwrap_or(EXIT_WRONG_ARGUMENT));
        }
    };
    let policy = match read_policy(cli.policy.as_deref()) {
        Ok(policy) => policy,
        Err(message) => return argument_error(ErrorKind::ValueValidation, &message),
    };
    if let Some(Subcommand::ReadListInCage { .. }) = &cli.command {
        // Only as the first argument (above): after others it is not the child.
        return argument_error(ErrorKind::InvalidSubcommand, "this command is internal to Intake Desk");
    }
    if let Some(Subcommand::Sandbox { port, token, data_dir, latency_ms, rate_limit }) = &cli.command {
        if !policy.sandbox_available {
            return argument_error(ErrorKind::ValueValidation, &not_allowed(&policy, "the demo service"));
        }
        let token = match token.read() {
            Ok(token) => token,
            Err(message) => return argument_error(ErrorKind::ValueValidation, &message),
        };
        // `intake-desk --data-dir DIR sandbox` has always meant the same.
        let named_dir = data_dir.as_deref().or(cli.data_dir.as_deref());
        let data_dir = named_dir.map_or_else(settings::default_data_dir, Path::to_path_buf);
        let pacing = (Duration::from_millis(*latency_ms), *rate_limit);
        return sandbox_command(*port, token, named_dir, &data_dir, pacing);
    }
    let token = match cli.token.read() {
        Ok(token) => token,
        Err(message) => return argument_error(ErrorKind::ValueValidation, &message),
    };
    #[cfg(feature = "measure")]
    if let Some(options) = cli.measure.clone() {
        return measure::run(options, started, cli.data_dir.as_deref());
    }
    let data_dir = cli.data_dir.clone().unwrap_or_else(settings::default_data_dir);

    // Every argument is checked before anything is written.
    let token = token.or_else(|| std::env::var("INTAKE_DESK_TOKEN").ok());
    let start = match (cli.base_url, token) {
        (Some(base_url), Some(token)) => {
            if let Err(err) = check_base_url(&base_url) {
                return argument_error(ErrorKind::ValueValidation, &format!("--base-url: {err}"));
            }
            let environment = settings::environment_from_base_url(&base_url);
            if !policy.allows_environment(&environment) {
                return argument_error(
                    ErrorKind::ValueValidation,
                    &format!("--base-url: {}", not_allowed(&policy, &base_url)),
                );
            }
            StartMode::AdHoc { environment, token: AccessToken::new(token) }
        }
        (Some(_), None) => {
            return argument_error(
                ErrorKind::MissingRequiredArgument,
                "--base-url needs --token-file (or INTAKE_DESK_TOKEN, or --token)",
            );
        }
        // A token is for one service: without its address it is used with the service the IT
        // policy names, else the start is refused (it was silently ignored, and the window said
        // "Please sign in again").
        (None, Some(token)) => match policy.environment.preset.clone() {
            Some(environment) if policy.allows_environment(&environment) => {
                StartMode::AdHoc { environment, token: AccessToken::new(token) }
            }
            _ => {
                return argument_error(
                    ErrorKind::MissingRequiredArgument,
                    "a token (--token-file, --token or INTAKE_DESK_TOKEN) needs --base-url, the address of the \
                     service it is for (or an environment named by the IT policy); it was not used",
                );
            }
        },
        (None, None) if cli.sandbox && !policy.sandbox_available => {
            return argument_error(
                ErrorKind::ValueValidation,
                &format!("--sandbox: {}", not_allowed(&policy, "the demo service")),
            );
        }
        (None, None) if cli.sandbox => {
            StartMode::Sandbox { state_file: Some(data_dir.join("sandbox-state.json")), simulate_respondents: true }
        }
        (None, None) => StartMode::Normal,
    };
    // A token the IT policy's locks do not admit is refused here, by the check the window's
    // every way in goes through, before anything is written.
    if let StartMode::AdHoc { token, .. } = &start
        && let Err(error) = policy.admits_token(token, None)
    {
        let why = intake_desk::i18n::Translator::english().msg(&intake_desk::i18n::service::api_error(&error));
        return argument_error(
            ErrorKind::ValueValidation,
            &format!("--token-file, --token or INTAKE_DESK_TOKEN: {why}"),
        );
    }

    // The folder, then the lock, before anything else is written: a second start leaves the
    // profile as it is.
    let folder = startup::prepare_data_folder(&data_dir);
    let mut lock = None;
    let mut lock_unavailable = None;
    if folder.is_ok() {
        match instance::acquire(&data_dir) {
            instance::Acquired::Held(held) => lock = Some(held),
            instance::Acquired::AlreadyRunning => return already_open(&data_dir, cli.lang),
            instance::Acquired::Unavailable(err) => lock_unavailable = Some(err),
        }
    }
    let checked = startup::check(&data_dir, folder);
    let log_guard = checked.file_logs.then(|| intake_desk::logging::init(&data_dir, None)).flatten();
    if log_guard.is_none() {
        // No log files this session: a terminal still shows what happened.
        intake_desk::logging::init_stderr(None);
    }
    let english = Translator::english();
    for problem in &checked.report.problems {
        tracing::warn!(place = %problem.place.display(), "start-up problem: {}", english.msg(&problem.what));
    }
    if let Some(err) = lock_unavailable {
        tracing::warn!("no instance lock in the data folder ({err}): a second window is not prevented");
    }
    let focus = lock.as_mut().and_then(|lock| match lock.listen() {
        Ok(focus) => Some(focus),
        Err(err) => {
            tracing::warn!("a second start cannot bring this window to the front: {err}");
            None
        }
    });
    let Some(runtime) = runtime() else { return ExitCode::FAILURE };
    let config = AppConfig {
        data_dir: data_dir.clone(),
        start,
        runtime: runtime.handle().clone(),
        worker: intake_desk::worker::WorkerOptions::default(),
        startup: checked.report.clone(),
        language: cli.lang,
        policy,
        preferences_file: checked.preferences.clone(),
    };
    tracing::info!(version = env!("CARGO_PKG_VERSION"), commit = env!("INTAKE_DESK_COMMIT"), "starting");
    log_policy(&config.policy);
    let result = renderer::run_window("Intake Desk", native_options, |cc| {
        if let Some(focus) = &focus {
            focus.set_context(&cc.egui_ctx);
        }
        Box::new(intake_desk::app::IntakeApp::new(cc, config))
    });
    if matches!(result, WindowOutcome::NotShown { .. }) {
        // They could not be shown in the window.
        print_problems(&checked.report.problems);
    }
    let code = window_closed(result, cli.lang);
    // The worker's last writes end before the store is said to be closed cleanly (a write after
    // the note would only cost the next start its full check).
    runtime.shutdown_timeout(std::time::Duration::from_secs(5));
    if lock.is_some() && checked.report.data_folder_usable {
        intake_desk::local_store::repair::mark_closed_cleanly(&data_dir);
    }
    drop(lock);
    drop(log_guard);
    code
}

/// The IT policy: `--policy FILE`, else the machine-wide file. `--policy` is for trying a policy
/// out, not for sidestepping one: it is accepted only where the process can show that this
/// computer has no policy of its own at the fixed place.
fn read_policy(named: Option<&Path>) -> Result<Policy, String> {
    let machine = policy::machine_policy_path();
    match named {
        Some(path) => match policy::machine_policy_exists(machine.as_deref()) {
            Ok(false) => Ok(Policy::load(path, true)),
            Ok(true) => Err(format!(
                "--policy {}: this computer has a policy of its own ({}), which cannot be replaced",
                path.display(),
                machine.as_deref().unwrap_or(Path::new("?")).display()
            )),
            Err(why) => Err(format!(
                "--policy {}: {why}, so it cannot be shown that this computer has no policy of its own; \
                 --policy is refused",
                path.display()
            )),
        },
        // Where the system does not say, the policy is read as one that cannot be read: locked.
        None => Ok(match machine {
            Some(machine) => Policy::load(&machine, false),
            None => Policy::unlocatable(),
        }),
    }
}

/// Says that the policy does not allow `what`, for stderr (English, for IT and support).
fn not_allowed(policy: &Policy, what: &str) -> String {
    let file = policy.file.as_deref().map_or_else(String::new, |file| format!(" ({})", file.display()));
    format!("the IT policy of this computer{file} does not allow connecting to {what}")
}

/// What the policy presets and locks, for support reading the log.
fn log_policy(policy: &Policy) {
    let Some(file) = &policy.file else { return };
    tracing::info!(
        file = %file.display(),
        environment = ?policy.environment,
        tenant_locked = policy.tenant.locked,
        healthcare_service_locked = policy.healthcare_service.locked,
        privacy_minutes = ?policy.privacy_minutes,
        language = ?policy.language,
        channels = ?policy.channels,
        pin_in_link_offered = policy.pin_in_link_offered,
        sandbox_available = policy.sandbox_available,
        "managed by an IT policy"
    );
    if let Some(problem) = &policy.problem {
        tracing::warn!("{}", Translator::english().msg(&problem.sentence()));
    }
}

/// A wrong argument found after parsing, said the way clap says its own (with the usage).
fn argument_error(kind: ErrorKind, message: &str) -> ExitCode {
    let _ = Cli::command().error(kind, message).print();
    ExitCode::from(EXIT_WRONG_ARGUMENT)
}

fn runtime() -> Option<tokio::runtime::Runtime> {
    match tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build() {
        Ok(runtime) => Some(runtime),
        Err(err) => {
            eprintln!("intake-desk: cannot start the background runtime: {err}");
            None
        }
    }
}

fn print_problems(problems: &[startup::StartupProblem]) {
    for problem in problems {
        eprintln!("intake-desk: {problem}");
    }
}

/// `intake-desk sandbox`: a command-line tool, so its problems are printed. Logs go to the data
/// folder when it can take them; a `--data-dir` that cannot be used stops it (its data would
/// be lost). `pacing` is the latency and the rate limit of its answers.
fn sandbox_command(
    port: u16,
    token: Option<String>,
    named_dir: Option<&Path>,
    data_dir: &Path,
    pacing: (Duration, Option<intake_desk::sandbox::RateLimit>),
) -> ExitCode {
    let folder = startup::prepare_data_folder(data_dir)
        .and_then(|_| startup::check_log_folder(&data_dir.join(startup::LOG_FOLDER)));
    let _log_guard = match folder {
        Ok(()) => intake_desk::logging::init(data_dir, None),
        Err(problem) => {
            eprintln!("intake-desk sandbox: {problem}");
            if named_dir.is_some() && startup::check_writable(data_dir).is_err() {
                return ExitCode::FAILURE;
            }
            None
        }
    };
    let Some(runtime) = runtime() else { return ExitCode::FAILURE };
    let state_file = named_dir.map(|dir| dir.join("sandbox-state.json"));
    let (latency, rate_limit) = pacing;
    match runtime.block_on(intake_desk::sandbox::run_standalone(port, token, state_file, latency, rate_limit)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("intake-desk sandbox: {err}");
            ExitCode::FAILURE
        }
    }
}

/// A second start on the same data folder: the running window is asked to come to the front;
/// if it does not answer, a small window (or, without a desktop, stderr) says so.
fn already_open(data_dir: &Path, language: Option<Language>) -> ExitCode {
    match instance::bring_to_front(data_dir, instance::KNOCK_TIMEOUT) {
        instance::Knock::BroughtToFront => {
            eprintln!("intake-desk: Intake Desk is already open for this user; its window was brought to the front.");
            ExitCode::SUCCESS
        }
        instance::Knock::NoAnswer => {
            let options = || eframe::NativeOptions {
                viewport: with_identity(
                    egui::ViewportBuilder::default()
                        .with_title("Intake Desk")
                        .with_inner_size([480.0, 190.0])
                        .with_resizable(false),
                ),
                // Nothing of this window is kept, and the profile is not touched.
                persistence_path: Some(null_device()),
                ..Default::default()
            };
            let tr = Translator::new(language.unwrap_or_else(Language::from_system));
            let shown = renderer::run_window("Intake Desk", options, |_cc| Box::new(AlreadyOpen { tr }));
            if matches!(shown, WindowOutcome::NotShown { .. }) {
                // For support: stderr stays English.
                let english = Translator::english();
                eprintln!("intake-desk: {}\n{}", english.text(ALREADY_OPEN), english.text(ALREADY_OPEN_DETAIL));
            }
            ExitCode::from(EXIT_ALREADY_OPEN)
        }
    }
}

/// The small window of [`already_open`], in the interface language.
struct AlreadyOpen {
    tr: Translator,
}

impl eframe::App for AlreadyOpen {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        let tr = &self.tr;
        egui::CentralPanel::default_margins().show(ui, |ui| {
            ui.heading(tr.text(ALREADY_OPEN));
            ui.add_space(6.0);
            ui.label(tr.text(ALREADY_OPEN_DETAIL));
            ui.add_space(10.0);
            if ui.button(tr.text("app-ok")).clicked() {
                ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
            }
        });
    }
}

/// The application id and the icon on a window (`intake_desk::identity`), so the desktop shows
/// the app's icon and groups the window with its launcher.
fn with_identity(viewport: egui::ViewportBuilder) -> egui::ViewportBuilder {
    let viewport = viewport.with_app_id(intake_desk::identity::APP_ID);
    match intake_desk::identity::window_icon() {
        Some(icon) => viewport.with_icon(icon),
        None => viewport,
    }
}

/// Where eframe's storage goes when nothing may be kept: reads as empty, writes vanish.
/// (`persistence_path: None` would make eframe fall back to a folder of its own.)
fn null_device() -> PathBuf {
    if cfg!(windows) { PathBuf::from("NUL") } else { PathBuf::from("/dev/null") }
}

/// The main window. Its size and place are the app's (`intake_desk::window_placement`, per
/// monitor, applied before the window is first shown), not eframe's (one geometry for all
/// monitors); the comfortable size centred on the primary monitor is only where a window system
/// tells no monitors.
fn native_options() -> eframe::NativeOptions {
    use intake_desk::window_placement::{COMFORTABLE_SIZE, MIN_INNER_SIZE};
    eframe::NativeOptions {
        viewport: with_identity(
            egui::ViewportBuilder::default()
                .with_title("Intake Desk")
                .with_inner_size(COMFORTABLE_SIZE)
                .with_min_inner_size(MIN_INNER_SIZE),
        ),
        centered: true,
        persist_window: false,
        // eframe's storage writes its file in place (a full disk cuts it): the preferences are
        // the app's to read and write atomically (`settings::write_preferences`), and eframe
        // writes nowhere.
        persistence_path: Some(null_device()),
        // The app sets up its fonts itself (`ui::system_fonts::install`, from `IntakeApp::new`):
        // eframe's own look-up would be replaced at once, after a scan of the system's fonts.
        system_font_fallback: false,
        #[cfg(feature = "measure")]
        renderer: intake_desk::app::measure::renderer_from_env(),
        ..Default::default()
    }
}

/// The exit code of the main window, and what a person is told when it could not be shown: on
/// stderr in English (support, the command line), and, where a console is rarely seen (Windows)
/// or the graphics failed on a working desktop, in a message box in the interface language.
fn window_closed(outcome: WindowOutcome, language: Option<Language>) -> ExitCode {
    let WindowOutcome::NotShown { error, tried } = outcome else { return ExitCode::SUCCESS };
    let graphics = matches!(error, eframe::Error::Wgpu(_));
    let english = Translator::english();
    let (title, detail) = if graphics {
        (WINDOW_NOT_DRAWN, WINDOW_NOT_DRAWN_DETAIL)
    } else {
        (WINDOW_NOT_OPENED, WINDOW_NOT_OPENED_DETAIL)
    };
    let tried =
        if tried.is_empty() { String::new() } else { format!("\nTried: {}", renderer::describe_failures(&tried)) };
    eprintln!("intake-desk: {} ({error}){tried}\n{}", english.text(title), english.text(detail));
    if graphics || cfg!(windows) {
        let tr = Translator::new(language.unwrap_or_else(Language::from_system));
        let _ = rfd::MessageDialog::new()
            .set_level(rfd::MessageLevel::Error)
            .set_title("Intake Desk")
            .set_description(format!("{}\n\n{}", tr.text(title), tr.text(detail)))
            .set_buttons(rfd::MessageButtons::Ok)
            .show();
    }
    ExitCode::FAILURE
}
