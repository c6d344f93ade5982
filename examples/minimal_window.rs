//! The floor for start-up time and memory: the smallest eframe window (one
//! label), built with the same eframe features and profile as Intake Desk
//! and measured the same way as `intake-desk --measure`: when its first
//! frame is drawn, and its resident memory after three more frames. It
//! prints one `MEASURE minimal …` line and closes.
//!
//! Run: `cargo run --release --example minimal_window` under a display
//! (scripts/bench.sh runs it under Xvfb next to the app). Deliberately
//! independent of the `intake_desk` library.

use std::time::{Instant, SystemTime, UNIX_EPOCH};

struct Minimal {
    started: Instant,
    frames: u64,
    report: String,
}

/// A field of `/proc/self/status` in KiB.
fn proc_status_kib(field: &str) -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|line| line.strip_prefix(field)?.strip_prefix(':')?.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or_default()
}

impl eframe::App for Minimal {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        ui.label("Hello from the smallest eframe window.");
        self.frames += 1;
        if self.frames == 1 {
            let unix_ns = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or_default();
            let since_main = self.started.elapsed().as_secs_f64() * 1000.0;
            self.report =
                format!("MEASURE minimal first_frame_unix_ns={unix_ns} main_to_first_frame_ms={since_main:.3}");
        }
        if self.frames < 4 {
            ui.ctx().request_repaint();
        } else if self.frames == 4 {
            println!("{} rss_kib={} hwm_kib={}", self.report, proc_status_kib("VmRSS"), proc_status_kib("VmHWM"));
            ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
        }
    }
}

fn main() -> std::process::ExitCode {
    let started = Instant::now();
    let data_dir = std::env::temp_dir().join(format!("intake-desk-minimal-{}", std::process::id()));
    // The same window as the app's at its first start (placed by the same rules, so of the same
    // size on the same screen), persisting its state the same way.
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Minimal window")
            .with_inner_size(intake_desk::window_placement::COMFORTABLE_SIZE)
            .with_min_inner_size(intake_desk::window_placement::MIN_INNER_SIZE),
        centered: true,
        persistence_path: Some(data_dir.join("preferences.ron")),
        persist_window: false,
        #[cfg(feature = "measure")]
        renderer: intake_desk::app::measure::renderer_from_env(),
        ..Default::default()
    };
    let result = eframe::run_native(
        "Minimal window",
        options,
        Box::new(move |cc| {
            intake_desk::window_placement::place_window(cc, &Default::default());
            Ok(Box::new(Minimal { started, frames: 0, report: String::new() }))
        }),
    );
    let _ = std::fs::remove_dir_all(&data_dir);
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("minimal_window: cannot open the window: {err}");
            std::process::ExitCode::FAILURE
        }
    }
}
