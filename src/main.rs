//! The `intake-desk` binary: reads the command line, sets up logging and the
//! tokio runtime, and starts either the window or the standalone sandbox.

use std::path::PathBuf;
use std::process::ExitCode;

use intake_desk::api::{AccessToken, environment::check_base_url};
use intake_desk::settings::{self, AppConfig, StartMode};

const USAGE: &str = "\
Intake Desk — patient intake and questionnaires for clinic staff

USAGE:
    intake-desk [--data-dir DIR] [--base-url URL --token TOKEN] [--sandbox]
    intake-desk sandbox [--port PORT] [--token TOKEN] [--data-dir DIR]

OPTIONS:
    --data-dir DIR     keep settings, logs and sandbox data under DIR
    --base-url URL     connect to this service address for this session only (not saved)
    --token TOKEN      the access token for --base-url (also: INTAKE_DESK_TOKEN)
    --sandbox          start on the built-in demo service even if an environment was saved
    sandbox            run the demo service alone until Ctrl-C; prints its address and a token
    --measure SPEC     measure start-up, memory and idle behaviour, print one line and exit
                       (SPEC: answers=200,history=200,idle=30; see BENCHMARKS.md)
    -h, --help         show this help
    -V, --version      show the version

Logs: INTAKE_DESK_LOG=debug for more detail (tokens and patient data are never logged).";

struct Args {
    data_dir: Option<PathBuf>,
    base_url: Option<String>,
    token: Option<String>,
    sandbox_start: bool,
    sandbox_command: bool,
    port: u16,
    measure: Option<intake_desk::measure::MeasureOptions>,
}

fn parse_args(raw: impl Iterator<Item = String>) -> Result<Option<Args>, String> {
    let mut args = Args {
        data_dir: None,
        base_url: None,
        token: None,
        sandbox_start: false,
        sandbox_command: false,
        port: 8080,
        measure: None,
    };
    let mut raw = raw.peekable();
    let value = |raw: &mut std::iter::Peekable<_>, flag: &str| -> Result<String, String> {
        raw.next().ok_or_else(|| format!("{flag} needs a value"))
    };
    while let Some(arg) = raw.next() {
        match arg.as_str() {
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(None);
            }
            "-V" | "--version" => {
                println!("intake-desk {}", env!("CARGO_PKG_VERSION"));
                return Ok(None);
            }
            "sandbox" => args.sandbox_command = true,
            "--sandbox" => args.sandbox_start = true,
            "--data-dir" => args.data_dir = Some(PathBuf::from(value(&mut raw, "--data-dir")?)),
            "--base-url" => args.base_url = Some(value(&mut raw, "--base-url")?),
            "--token" => args.token = Some(value(&mut raw, "--token")?),
            "--measure" => {
                args.measure = Some(intake_desk::measure::MeasureOptions::parse(&value(&mut raw, "--measure")?)?);
            }
            "--port" => {
                let text = value(&mut raw, "--port")?;
                args.port = text.parse().map_err(|_| format!("--port needs a number from 0 to 65535, not {text:?}"))?;
            }
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    Ok(Some(args))
}

fn main() -> ExitCode {
    let started = std::time::Instant::now();
    let args = match parse_args(std::env::args().skip(1)) {
        Ok(Some(args)) => args,
        Ok(None) => return ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("intake-desk: {message}\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let data_dir = match (&args.data_dir, &args.measure) {
        (Some(dir), _) => dir.clone(),
        // A measurement starts from nothing and leaves the user's folder alone.
        (None, Some(_)) => std::env::temp_dir().join(format!("intake-desk-measure-{}", std::process::id())),
        (None, None) => settings::default_data_dir(),
    };
    let folder = match settings::ensure_private_dir(&data_dir) {
        Ok(folder) => folder,
        Err(err) => {
            eprintln!("intake-desk: cannot use the data folder {}: {err}", data_dir.display());
            return ExitCode::FAILURE;
        }
    };
    let _log_guard = intake_desk::logging::init(&data_dir, None);
    if folder == (settings::FolderCheck::Existing { readable_by_others: true }) {
        let warning = format!(
            "the data folder {} can be read by other users of this computer; Intake Desk keeps drafts and logs there \
             (its own files are private)",
            data_dir.display()
        );
        eprintln!("intake-desk: warning: {warning}");
        tracing::warn!("{warning}");
    }
    let runtime = match tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build() {
        Ok(runtime) => runtime,
        Err(err) => {
            eprintln!("intake-desk: cannot start the background runtime: {err}");
            return ExitCode::FAILURE;
        }
    };

    if args.sandbox_command {
        let state_file = args.data_dir.as_ref().map(|dir| dir.join("sandbox-state.json"));
        return match runtime.block_on(intake_desk::sandbox::run_standalone(args.port, args.token, state_file)) {
            Ok(()) => ExitCode::SUCCESS,
            Err(err) => {
                eprintln!("intake-desk sandbox: {err}");
                ExitCode::FAILURE
            }
        };
    }

    if let Some(options) = args.measure.clone() {
        return measure(options, started, &runtime, &data_dir, args.data_dir.is_none());
    }

    let token = args.token.or_else(|| std::env::var("INTAKE_DESK_TOKEN").ok());
    let start = match (args.base_url, token) {
        (Some(base_url), Some(token)) => {
            if let Err(err) = check_base_url(&base_url) {
                eprintln!("intake-desk: {err}");
                return ExitCode::from(2);
            }
            StartMode::AdHoc {
                environment: settings::environment_from_base_url(&base_url),
                token: AccessToken::new(token),
            }
        }
        (Some(_), None) => {
            eprintln!("intake-desk: --base-url needs --token (or INTAKE_DESK_TOKEN)");
            return ExitCode::from(2);
        }
        (None, _) if args.sandbox_start => {
            StartMode::Sandbox { state_file: Some(data_dir.join("sandbox-state.json")), simulate_respondents: true }
        }
        (None, _) => StartMode::Normal,
    };
    let config = AppConfig {
        data_dir: data_dir.clone(),
        start,
        runtime: runtime.handle().clone(),
        worker: intake_desk::worker::WorkerOptions::default(),
    };
    tracing::info!(version = env!("CARGO_PKG_VERSION"), "starting");
    let result = eframe::run_native(
        "Intake Desk",
        native_options(&data_dir),
        Box::new(move |cc| Ok(Box::new(intake_desk::app::IntakeApp::new(cc, config)))),
    );
    window_closed(result)
}

fn native_options(data_dir: &std::path::Path) -> eframe::NativeOptions {
    eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Intake Desk")
            .with_inner_size([1180.0, 760.0])
            .with_min_inner_size([820.0, 520.0]),
        persistence_path: Some(data_dir.join("preferences.ron")),
        ..Default::default()
    }
}

fn window_closed(result: eframe::Result) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!(
                "intake-desk: cannot open the window: {err}\n\
                 Intake Desk needs a graphical desktop (X11 or Wayland). On a server, run it under a virtual \
                 display, e.g. `xvfb-run -a intake-desk`, or use `intake-desk sandbox` for the service alone."
            );
            ExitCode::FAILURE
        }
    }
}

/// `--measure`: the app in the measuring wrapper of `intake_desk::measure`, connected to an
/// in-process sandbox (as the embedded default would be) that holds a survey of the asked size.
fn measure(
    options: intake_desk::measure::MeasureOptions,
    started: std::time::Instant,
    runtime: &tokio::runtime::Runtime,
    data_dir: &std::path::Path,
    remove_data_dir: bool,
) -> ExitCode {
    use intake_desk::measure::MeasuringApp;
    use intake_desk::sandbox::{DEMO_PATIENT_ID, Sandbox, SandboxConfig};

    let sandbox = match runtime.block_on(Sandbox::start(SandboxConfig::default())) {
        Ok(sandbox) => sandbox,
        Err(err) => {
            eprintln!("intake-desk: cannot start the sandbox to measure against: {err}");
            return ExitCode::FAILURE;
        }
    };
    let survey_id = sandbox.add_large_survey(DEMO_PATIENT_ID, options.answers, options.history);
    let base_url = sandbox.base_url();
    let config = AppConfig {
        data_dir: data_dir.to_path_buf(),
        start: StartMode::AdHoc {
            environment: settings::environment_from_base_url(&base_url),
            token: AccessToken::new(sandbox.token()),
        },
        runtime: runtime.handle().clone(),
        worker: intake_desk::worker::WorkerOptions { use_keyring: false, ..Default::default() },
    };
    let failed = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let failed_flag = std::sync::Arc::clone(&failed);
    let result = eframe::run_native(
        "Intake Desk",
        native_options(data_dir),
        Box::new(move |cc| {
            let app = intake_desk::app::IntakeApp::new(cc, config);
            Ok(Box::new(MeasuringApp::new(app, sandbox, survey_id, options, started, failed_flag)))
        }),
    );
    if remove_data_dir {
        let _ = std::fs::remove_dir_all(data_dir);
    }
    let code = window_closed(result);
    if failed.load(std::sync::atomic::Ordering::SeqCst) { ExitCode::FAILURE } else { code }
}
