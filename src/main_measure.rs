//! `--measure` (built with the `measure` feature): the app in the measuring wrapper of
//! `intake_desk::app::measure`, connected to an in-process sandbox (as the embedded default would
//! be) that holds a survey of the asked size.

use std::path::Path;
use std::process::ExitCode;

use intake_desk::api::AccessToken;
use intake_desk::app::AppConfig;
use intake_desk::app::measure::{MeasureOptions, MeasuringApp};
use intake_desk::sandbox::{DEMO_PATIENT_ID, Sandbox, SandboxConfig};
use intake_desk::settings::{self, StartMode};
use intake_desk::startup;

use super::{native_options, print_problems, runtime, window_closed};

pub fn run(options: MeasureOptions, started: std::time::Instant, named_dir: Option<&Path>) -> ExitCode {
    // A measurement starts from nothing and leaves the user's folder alone.
    let data_dir = named_dir.map_or_else(
        || std::env::temp_dir().join(format!("intake-desk-measure-{}", std::process::id())),
        Path::to_path_buf,
    );
    let checked = startup::check(&data_dir, startup::prepare_data_folder(&data_dir));
    let _log_guard = checked.file_logs.then(|| intake_desk::logging::init(&data_dir, None)).flatten();
    let Some(runtime) = runtime() else { return ExitCode::FAILURE };
    measure(options, started, &runtime, &data_dir, checked, named_dir.is_none())
}

fn measure(
    options: MeasureOptions,
    started: std::time::Instant,
    runtime: &tokio::runtime::Runtime,
    data_dir: &Path,
    checked: startup::Checked,
    remove_data_dir: bool,
) -> ExitCode {
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
        // The system's language, as for a user (the benchmark script sets LANG).
        language: None,
        policy: intake_desk::policy::Policy::default(),
        startup: checked.report.clone(),
        preferences_file: checked.preferences.clone(),
    };
    let failed = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let failed_flag = std::sync::Arc::clone(&failed);
    let result = eframe::run_native(
        "Intake Desk",
        native_options(),
        Box::new(move |cc| {
            let app = intake_desk::app::IntakeApp::new(cc, config);
            Ok(Box::new(MeasuringApp::new(app, sandbox, survey_id, options, started, failed_flag)))
        }),
    );
    if result.is_err() {
        print_problems(&checked.report.problems);
    }
    if remove_data_dir {
        let _ = std::fs::remove_dir_all(data_dir);
    }
    let code = window_closed(result);
    if failed.load(std::sync::atomic::Ordering::SeqCst) { ExitCode::FAILURE } else { code }
}
