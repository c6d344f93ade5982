//! `--measure` (built with the `measure` feature): the app in the measuring wrapper of
//! `intake_desk::app::measure`, connected to a sandbox that holds a survey of the asked size: in
//! this process, as the embedded default is, or (`sandbox=process`) in a child process of this
//! binary, as a service elsewhere would be.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Command, ExitCode, Stdio};

use intake_desk::api::AccessToken;
use intake_desk::app::AppConfig;
use intake_desk::app::measure::{MeasureOptions, MeasuredService, MeasuringApp, proc_status_kib};
use intake_desk::sandbox::{DEMO_PATIENT_ID, Sandbox, SandboxConfig};
use intake_desk::settings::{self, StartMode};
use intake_desk::startup;

use super::{native_options, print_problems, runtime, window_closed};

/// Set in the child that serves the sandbox for `sandbox=process`.
const SERVE_ENV: &str = "INTAKE_DESK_MEASURE_SERVE";

pub fn run(options: MeasureOptions, started: std::time::Instant, named_dir: Option<&Path>) -> ExitCode {
    if std::env::var_os(SERVE_ENV).is_some() {
        return serve(&options);
    }
    // A measurement starts from nothing and leaves the user's folder alone.
    let data_dir = named_dir.map_or_else(
        || std::env::temp_dir().join(format!("intake-desk-measure-{}", std::process::id())),
        Path::to_path_buf,
    );
    let checked = startup::check(&data_dir, startup::prepare_data_folder(&data_dir));
    let _log_guard = checked.file_logs.then(|| intake_desk::logging::init(&data_dir, None)).flatten();
    let Some(runtime) = runtime() else { return ExitCode::FAILURE };
    let usable = checked.report.data_folder_usable;
    let code = measure(options, started, &runtime, &data_dir, checked, named_dir.is_none());
    // A profile named for the measurement is closed as the app closes it (main.rs).
    runtime.shutdown_timeout(std::time::Duration::from_secs(5));
    if named_dir.is_some() && usable {
        intake_desk::local_store::repair::mark_closed_cleanly(&data_dir);
    }
    code
}

fn measure(
    options: MeasureOptions,
    started: std::time::Instant,
    runtime: &tokio::runtime::Runtime,
    data_dir: &Path,
    checked: startup::Checked,
    remove_data_dir: bool,
) -> ExitCode {
    let started_service = if options.sandbox_in_own_process {
        SandboxProcess::start(&options)
    } else {
        start_in_process(runtime, &options)
    };
    let Ok((service, served)) = started_service.inspect_err(|err| {
        eprintln!("intake-desk: cannot start the sandbox to measure against: {err}");
    }) else {
        return ExitCode::FAILURE;
    };
    let config = AppConfig {
        data_dir: data_dir.to_path_buf(),
        start: StartMode::AdHoc {
            environment: settings::environment_from_base_url(&served.base_url),
            token: AccessToken::new(served.token),
        },
        runtime: runtime.handle().clone(),
        worker: intake_desk::worker::WorkerOptions { use_keyring: false, ..Default::default() },
        // The system's language, as for a user (the benchmark script sets LANG).
        language: None,
        policy: intake_desk::policy::Policy::default(),
        startup: checked.report.clone(),
        preferences_file: checked.preferences.clone(),
    };
    let failed = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let failed_flag = std::sync::Arc::clone(&failed);
    // The window as the app opens it (the next graphics adapter when one fails).
    let result = intake_desk::app::renderer::run_window("Intake Desk", native_options, move |cc| {
        let app = intake_desk::app::IntakeApp::new(cc, config);
        Box::new(MeasuringApp::new(app, service, served.survey_id, options, started, failed_flag))
    });
    if matches!(result, intake_desk::app::renderer::WindowOutcome::NotShown { .. }) {
        print_problems(&checked.report.problems);
    }
    if remove_data_dir {
        let _ = std::fs::remove_dir_all(data_dir);
    }
    let code = window_closed(result, None);
    if failed.load(std::sync::atomic::Ordering::SeqCst) { ExitCode::FAILURE } else { code }
}

/// Where the measured survey is served.
struct Served {
    base_url: String,
    token: String,
    survey_id: String,
}

fn start_in_process(
    runtime: &tokio::runtime::Runtime,
    options: &MeasureOptions,
) -> Result<(Box<dyn MeasuredService>, Served), String> {
    let sandbox = runtime.block_on(Sandbox::start(SandboxConfig::default())).map_err(|err| err.to_string())?;
    let survey_id = sandbox.add_large_survey(DEMO_PATIENT_ID, options.answers, options.history);
    let served = Served { base_url: sandbox.base_url(), token: sandbox.token(), survey_id };
    Ok((Box::new(sandbox), served))
}

/// The child of `sandbox=process`: starts the sandbox with the survey, says where on one line
/// (`SERVING base_url token survey_id`), then answers every line it reads with
/// `requests connections rss_kib` until its input closes (the measuring process ended).
fn serve(options: &MeasureOptions) -> ExitCode {
    let Some(runtime) = runtime() else { return ExitCode::FAILURE };
    let (sandbox, served) = match start_in_process(&runtime, options) {
        Ok(started) => started,
        Err(err) => {
            eprintln!("intake-desk: cannot start the sandbox to measure against: {err}");
            return ExitCode::FAILURE;
        }
    };
    let mut sandbox = sandbox;
    let mut stdout = std::io::stdout().lock();
    if writeln!(stdout, "SERVING {} {} {}", served.base_url, served.token, served.survey_id).is_err() {
        return ExitCode::FAILURE;
    }
    let _ = stdout.flush();
    for line in std::io::stdin().lock().lines() {
        if line.is_err() {
            break;
        }
        let (requests, connections) = sandbox.counts();
        let rss = proc_status_kib("VmRSS").unwrap_or_default();
        if writeln!(stdout, "{requests} {connections} {rss}").and_then(|()| stdout.flush()).is_err() {
            break;
        }
    }
    ExitCode::SUCCESS
}

/// The sandbox in a child process of this binary (see [`serve`]); it ends when this ends, as its
/// input closes.
struct SandboxProcess {
    child: Child,
    input: Option<ChildStdin>,
    output: BufReader<ChildStdout>,
}

impl SandboxProcess {
    fn start(options: &MeasureOptions) -> Result<(Box<dyn MeasuredService>, Served), String> {
        let exe = std::env::current_exe().map_err(|err| err.to_string())?;
        let spec = format!("answers={},history={}", options.answers, options.history);
        let mut child = Command::new(exe)
            .args(["--measure", &spec])
            .env(SERVE_ENV, "1")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|err| err.to_string())?;
        let (Some(input), Some(output)) = (child.stdin.take(), child.stdout.take()) else {
            return Err("no pipes to the sandbox process".to_owned());
        };
        let mut process = SandboxProcess { child, input: Some(input), output: BufReader::new(output) };
        let mut line = String::new();
        process.output.read_line(&mut line).map_err(|err| err.to_string())?;
        let served = match line.trim().strip_prefix("SERVING ").map(|rest| rest.split(' ').collect::<Vec<_>>()) {
            Some(parts) if parts.len() == 3 => {
                Served { base_url: parts[0].to_owned(), token: parts[1].to_owned(), survey_id: parts[2].to_owned() }
            }
            _ => return Err(format!("the sandbox process said {line:?}")),
        };
        Ok((Box::new(process), served))
    }

    /// The child's `requests connections rss_kib`, or zeros when it does not answer.
    fn ask(&mut self) -> [u64; 3] {
        let mut line = String::new();
        let asked = self.input.as_mut().is_some_and(|input| writeln!(input, "?").and_then(|()| input.flush()).is_ok());
        if !asked || self.output.read_line(&mut line).is_err() {
            return [0; 3];
        }
        let mut numbers = line.split_whitespace().map(|n| n.parse().unwrap_or_default());
        [(); 3].map(|()| numbers.next().unwrap_or_default())
    }
}

impl MeasuredService for SandboxProcess {
    fn counts(&mut self) -> (u64, u64) {
        let [requests, connections, _] = self.ask();
        (requests, connections)
    }

    fn own_rss_kib(&mut self) -> Option<u64> {
        Some(self.ask()[2])
    }
}

impl Drop for SandboxProcess {
    fn drop(&mut self) {
        // Closing its input ends it.
        drop(self.input.take());
        let _ = self.child.wait();
    }
}
