//! Measuring the real window, for `scripts/bench.sh` and `BENCHMARKS.md`:
//! `intake-desk --measure answers=200,idle=30` wraps the app in
//! [`MeasuringApp`], which records when the first frame is drawn, opens a
//! patient and a survey of that many answers through the state's intents
//! (against the sandbox, in this process as the embedded default is, or in a process of its
//! own with `sandbox=process`, as a service elsewhere would be), reads
//! the resident memory from `/proc/self/status` once the survey is on
//! screen, lets the animations that started with it end (a second without a
//! frame), then counts the frames and requests of an idle window of `idle`
//! seconds, prints one `MEASURE …` line and closes.
//!
//! Nothing here runs unless asked for: the normal start never builds a
//! [`MeasuringApp`].

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use crate::app::IntakeApp;
use crate::sandbox::{DEMO_PATIENT_ID, Sandbox};
use crate::state::ConnectionStatus;

/// What to measure, from `--measure answers=200,history=200,idle=30`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MeasureOptions {
    /// Answers of the survey that is opened.
    pub answers: usize,
    /// Entries of its history (loaded only if the History tab is shown).
    pub history: usize,
    /// Length of the idle window in which frames and requests are counted.
    pub idle: Duration,
    /// Give up (and fail) if the survey is not on screen by then.
    pub deadline: Duration,
    /// Instead of the survey, open a day's list of this many rows and show its check (0: the
    /// survey).
    pub day_list: usize,
    /// The sandbox runs in a child process instead of this one (`sandbox=process`; the default
    /// is `sandbox=in-process`): what the window costs without the service it talks to.
    pub sandbox_in_own_process: bool,
}

impl Default for MeasureOptions {
    fn default() -> Self {
        MeasureOptions {
            answers: 200,
            history: 200,
            idle: Duration::from_secs(30),
            deadline: Duration::from_secs(60),
            day_list: 0,
            sandbox_in_own_process: false,
        }
    }
}

impl MeasureOptions {
    /// Reads `key=value` pairs separated by commas; an empty text keeps the defaults.
    pub fn parse(spec: &str) -> Result<MeasureOptions, String> {
        let mut options = MeasureOptions::default();
        for item in spec.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let (key, value) =
                item.split_once('=').ok_or_else(|| format!("--measure expects key=value pairs, not {item:?}"))?;
            if key.trim() == "sandbox" {
                options.sandbox_in_own_process = match value.trim() {
                    "process" => true,
                    "in-process" => false,
                    other => return Err(format!("--measure sandbox is process or in-process, not {other:?}")),
                };
                continue;
            }
            let number: u64 =
                value.trim().parse().map_err(|_| format!("--measure {key} needs a whole number, not {value:?}"))?;
            match key.trim() {
                "answers" => options.answers = number as usize,
                "history" => options.history = number as usize,
                "idle" => options.idle = Duration::from_secs(number),
                "deadline" => options.deadline = Duration::from_secs(number),
                "day_list" => options.day_list = number as usize,
                other => {
                    return Err(format!(
                        "--measure knows answers, history, idle, deadline, day_list and sandbox, not {other:?}"
                    ));
                }
            }
        }
        Ok(options)
    }
}

/// The service a measurement runs against: what it counts, and its own memory when it is
/// another process.
pub trait MeasuredService {
    /// Requests and connections the service has seen so far.
    fn counts(&mut self) -> (u64, u64);
    /// The service's resident memory in KiB when it runs in a process of its own.
    fn own_rss_kib(&mut self) -> Option<u64>;
}

impl MeasuredService for Sandbox {
    fn counts(&mut self) -> (u64, u64) {
        (self.request_count(), self.connection_count())
    }

    fn own_rss_kib(&mut self) -> Option<u64> {
        None
    }
}

/// The renderer a measurement runs with: `INTAKE_DESK_RENDERER=glow` for eframe's OpenGL one,
/// otherwise wgpu, the one the app ships (the minimal window reads the same variable).
pub fn renderer_from_env() -> eframe::Renderer {
    match std::env::var("INTAKE_DESK_RENDERER").as_deref() {
        Ok("glow") => eframe::Renderer::Glow,
        _ => eframe::Renderer::Wgpu,
    }
}

/// A field of `/proc/self/status` in KiB (`VmRSS`, `VmHWM`, …); `None` where
/// there is no procfs or no such field.
pub fn proc_status_kib(field: &str) -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    status.lines().find_map(|line| {
        let rest = line.strip_prefix(field)?.strip_prefix(':')?;
        rest.trim().trim_end_matches("kB").trim().parse().ok()
    })
}

/// Nanoseconds since the Unix epoch (wall clock), so a script can subtract
/// the time at which it launched the process.
pub fn unix_nanos() -> u128 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or_default()
}

/// A day's list of `rows` patients (as an agenda exports it) in a file of its own.
fn write_day_list(rows: usize) -> std::io::Result<std::path::PathBuf> {
    let first = ["Zoë", "Lucas", "Emma", "Noah", "Louise", "Arthur", "Olivia", "Liam", "Mila", "Jules"];
    let last = ["Peeters", "Janssens", "Maes", "Jacobs", "Mertens", "Willems", "Claes", "Goossens", "Wouters"];
    let mut text = String::from("Patiëntnummer;Voornaam;Achternaam;Geboortedatum;Geslacht;Taal;E-mail;GSM\n");
    for i in 0..rows {
        let (first, last) = (first[i % first.len()], last[i % last.len()]);
        let gender = if i % 2 == 0 { "V" } else { "M" };
        let day = i % 28 + 1;
        text.push_str(&format!(
            "PT-{i:05};{first};{last};{day:02}/03/1980;{gender};nl;p{i}@example.be;+32 470 {:02} {:02} {:02}\n",
            i % 100,
            (i / 100) % 100,
            i % 97
        ));
    }
    let path = std::env::temp_dir().join(format!("intake-desk-measure-{}.csv", std::process::id()));
    std::fs::write(&path, text)?;
    Ok(path)
}

/// Milliseconds, with microsecond precision.
fn ms(duration: Duration) -> String {
    format!("{:.3}", duration.as_secs_f64() * 1000.0)
}

/// How long no frame must be drawn before the idle window starts.
const QUIET: Duration = Duration::from_secs(1);
/// Settling longer than this is reported, and the idle window starts anyway.
const SETTLE_LIMIT: Duration = Duration::from_secs(10);

/// What the measuring app is waiting for.
#[derive(Clone, Copy, Debug)]
enum Phase {
    Connecting,
    /// The day's list file is being read (`day_list`).
    OpeningDayList,
    OpeningPatient,
    OpeningSurvey,
    /// The survey is ready: draw a few frames before reading the memory.
    Drawing {
        frames_left: u32,
    },
    /// The memory is read; animations that started with the survey (a
    /// scroll bar fading in under the pointer) run to their end. Settled
    /// once a window of [`QUIET`] passes without a frame.
    Settling {
        since: Instant,
        frames_at_start: u64,
        window_end: Instant,
        /// `frames` when the current window started.
        window_from: u64,
    },
    /// Counting what happens while nothing happens.
    Idle {
        until: Instant,
        frames_at_start: u64,
        requests_at_start: u64,
    },
    Done,
}

/// The app, wrapped: see the module documentation.
pub struct MeasuringApp {
    inner: IntakeApp,
    service: Box<dyn MeasuredService>,
    survey_id: String,
    options: MeasureOptions,
    /// When `main` started.
    started: Instant,
    phase: Phase,
    /// `ui` calls so far.
    frames: u64,
    /// Report fields, in the order they were measured.
    report: Vec<(&'static str, String)>,
    /// The ui time of the frame that first showed the survey.
    survey_shown_at: Option<Instant>,
    /// Where the repaints of idle frames were asked for (`file:line`).
    idle_causes: Vec<String>,
    /// Set when the measurement could not be completed (the process should exit non-zero).
    failed: Arc<AtomicBool>,
}

impl MeasuringApp {
    /// `service` must be the one `inner` is connected to; `survey_id` a
    /// survey of the demo patient ([`DEMO_PATIENT_ID`]) in it.
    pub fn new(
        inner: IntakeApp,
        service: Box<dyn MeasuredService>,
        survey_id: String,
        options: MeasureOptions,
        started: Instant,
        failed: Arc<AtomicBool>,
    ) -> MeasuringApp {
        MeasuringApp {
            inner,
            service,
            survey_id,
            options,
            started,
            phase: Phase::Connecting,
            frames: 0,
            report: Vec::new(),
            survey_shown_at: None,
            idle_causes: Vec::new(),
            failed,
        }
    }

    fn note(&mut self, key: &'static str, value: impl ToString) {
        self.report.push((key, value.to_string()));
    }

    fn finish(&mut self, ctx: &egui::Context, failure: Option<String>) {
        let mut line = String::from("MEASURE app");
        for (key, value) in &self.report {
            line.push_str(&format!(" {key}={value}"));
        }
        println!("{line}");
        if let Some(reason) = failure {
            eprintln!("MEASURE FAILED: {reason}");
            self.failed.store(true, Ordering::SeqCst);
        }
        self.phase = Phase::Done;
        ctx.send_viewport_cmd(egui::ViewportCommand::Close);
    }

    /// Drives the phases with the state's public intents, before the app's own `logic`.
    fn advance(&mut self, ctx: &egui::Context) {
        let now = Instant::now();
        let waiting = matches!(
            self.phase,
            Phase::Connecting | Phase::OpeningDayList | Phase::OpeningPatient | Phase::OpeningSurvey
        );
        let limit = self.options.deadline + SETTLE_LIMIT + self.options.idle + QUIET * 2;
        let overdue = !matches!(self.phase, Phase::Done) && now.duration_since(self.started) > limit;
        if (waiting && now.duration_since(self.started) > self.options.deadline) || overdue {
            let phase = format!("{:?}", self.phase);
            self.finish(ctx, Some(format!("not done in time (still {phase})")));
            return;
        }
        let state = &mut self.inner.state;
        match self.phase {
            Phase::Connecting
                if state.connection.status == ConnectionStatus::Connected && self.options.day_list > 0 =>
            {
                match write_day_list(self.options.day_list) {
                    Ok(path) => {
                        use crate::state::day_list_flow::DayListIntent;
                        state.apply_intent(crate::state::Intent::DayList(DayListIntent::Dropped(path)));
                        self.phase = Phase::OpeningDayList;
                    }
                    Err(error) => self.finish(ctx, Some(format!("the list could not be written: {error}"))),
                }
            }
            Phase::OpeningDayList
                if state.day_list.step == crate::state::day_list_flow::DayListStep::Mapping
                    || state.day_list.problem.is_some() =>
            {
                use crate::state::day_list_flow::DayListIntent;
                state.apply_intent(crate::state::Intent::DayList(DayListIntent::ConfirmMapping));
                let rows = state.day_list.file.as_ref().map_or(0, |file| file.rows.len());
                let language = state.tr.language().code();
                self.note("day_list_rows", rows);
                self.note("lang", language);
                self.note("main_to_survey_ms", ms(now.duration_since(self.started)));
                if rows != self.options.day_list {
                    self.finish(ctx, Some(format!("the list shows {rows} rows, not {}", self.options.day_list)));
                    return;
                }
                self.phase = Phase::Drawing { frames_left: 3 };
            }
            Phase::Connecting if state.connection.status == ConnectionStatus::Connected => {
                state.open_patient(DEMO_PATIENT_ID);
                self.phase = Phase::OpeningPatient;
            }
            Phase::OpeningPatient
                if state
                    .patient
                    .as_ref()
                    .is_some_and(|p| p.patient.patient_id == DEMO_PATIENT_ID && p.surveys.ready().is_some()) =>
            {
                state.open_survey(&self.survey_id);
                self.phase = Phase::OpeningSurvey;
            }
            Phase::OpeningSurvey if state.survey_view.as_ref().is_some_and(|v| v.survey.ready().is_some()) => {
                let answers = state.survey_view.as_ref().and_then(|v| v.survey.ready()).map_or(0, |s| s.answers.len());
                // The interface language the app chose (from LANG, as for a user): its words
                // and, behind them, English are loaded.
                let language = state.tr.language().code();
                self.note("answers_shown", answers);
                self.note("lang", language);
                self.note("main_to_survey_ms", ms(now.duration_since(self.started)));
                self.phase = Phase::Drawing { frames_left: 3 };
            }
            Phase::Settling { since, frames_at_start, window_end, window_from } if now >= window_end => {
                // This frame is the wake-up at the end of the window: its `ui` has not run yet.
                let quiet = self.frames == window_from;
                if !quiet && now.duration_since(since) < SETTLE_LIMIT {
                    let (window_end, window_from) = (now + QUIET, self.frames + 1);
                    self.phase = Phase::Settling { since, frames_at_start, window_end, window_from };
                    ctx.request_repaint_after(QUIET);
                    return;
                }
                self.note("settle_frames", self.frames - frames_at_start);
                self.note("settle_ms", ms((window_end - QUIET).saturating_duration_since(since)));
                if !quiet {
                    self.note("settle_limit_reached", true);
                }
                let until = now + self.options.idle;
                // This frame (the wake-up that ended the quiet second) is not idle's.
                let frames_at_start = self.frames + 1;
                self.phase = Phase::Idle { until, frames_at_start, requests_at_start: self.service.counts().0 };
                ctx.request_repaint_after(self.options.idle);
            }
            Phase::Settling { window_end, .. } => {
                // A frame inside the window: keep the wake-up at its end.
                ctx.request_repaint_after(window_end.saturating_duration_since(now));
            }
            Phase::Idle { until, frames_at_start, requests_at_start } if now >= until => {
                let frames = self.frames - frames_at_start;
                let (requests_total, connections_total) = self.service.counts();
                let requests = requests_total - requests_at_start;
                self.note("idle_frames", frames);
                self.note("idle_requests", requests);
                if !self.idle_causes.is_empty() {
                    self.note("idle_repaint_causes", self.idle_causes.join(";"));
                }
                self.note("requests_total", requests_total);
                self.note("connections_total", connections_total);
                self.finish(ctx, None);
            }
            Phase::Idle { until, .. } => {
                // Only the wake-up that ends the window (not counted); any other frame is.
                ctx.request_repaint_after(until.saturating_duration_since(now));
            }
            Phase::Connecting | Phase::OpeningDayList | Phase::OpeningPatient | Phase::OpeningSurvey => {
                // Look again in a while even if nothing wakes the window.
                ctx.request_repaint_after(Duration::from_millis(250));
            }
            Phase::Drawing { .. } | Phase::Done => {}
        }
    }
}

impl eframe::App for MeasuringApp {
    fn logic(&mut self, ctx: &egui::Context, frame: &mut eframe::Frame) {
        // After the app applied the worker's events, so a phase moves on in the
        // frame its answer arrives; the app's `ui` sends what `advance` asked for.
        self.inner.logic(ctx, frame);
        self.advance(ctx);
    }

    fn ui(&mut self, ui: &mut egui::Ui, frame: &mut eframe::Frame) {
        let began = Instant::now();
        self.inner.ui(ui, frame);
        let took = began.elapsed();
        self.frames += 1;
        if let Phase::Idle { frames_at_start, .. } = self.phase
            && self.frames > frames_at_start
        {
            // Why egui drew this frame, as far as it knows (window events are not named).
            for cause in ui.ctx().repaint_causes() {
                let cause = format!("{}:{}", cause.file, cause.line);
                if !self.idle_causes.contains(&cause) {
                    self.idle_causes.push(cause);
                }
            }
        }
        if self.frames == 1 {
            self.note("first_frame_unix_ns", unix_nanos());
            self.note("main_to_first_frame_ms", ms(self.started.elapsed()));
        }
        let Phase::Drawing { frames_left } = self.phase else {
            return;
        };
        if self.survey_shown_at.is_none() {
            self.survey_shown_at = Some(began);
            self.note("survey_frame_ui_ms", ms(took));
        } else if frames_left == 2 {
            // eframe's own timing of the previous frame (ui, tessellation, painting).
            let cpu = frame.info().cpu_usage.map(|s| format!("{:.3}", s * 1000.0));
            self.note("survey_frame_eframe_cpu_ms", cpu.unwrap_or_else(|| "n/a".to_owned()));
        }
        let frames_left = frames_left.saturating_sub(1);
        if frames_left > 0 {
            self.phase = Phase::Drawing { frames_left };
            // A delay, not `request_repaint`: egui answers that with two frames,
            // and the second would fall into the idle window.
            ui.ctx().request_repaint_after(Duration::from_millis(1));
            return;
        }
        self.note("rss_kib", proc_status_kib("VmRSS").unwrap_or_default());
        self.note("hwm_kib", proc_status_kib("VmHWM").unwrap_or_default());
        if let Some(service_rss) = self.service.own_rss_kib() {
            self.note("sandbox_process_rss_kib", service_rss);
        }
        self.note("idle_secs", self.options.idle.as_secs());
        let now = Instant::now();
        let frames = self.frames;
        self.phase =
            Phase::Settling { since: now, frames_at_start: frames, window_end: now + QUIET, window_from: frames };
        ui.ctx().request_repaint_after(QUIET);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        self.inner.save(storage);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_are_read_from_key_value_pairs() {
        assert_eq!(MeasureOptions::parse(""), Ok(MeasureOptions::default()));
        let options = MeasureOptions::parse("answers=10000, history=5,idle=2").unwrap_or_default();
        assert_eq!((options.answers, options.history, options.idle), (10_000, 5, Duration::from_secs(2)));
        assert!(MeasureOptions::parse("answers").is_err());
        assert!(MeasureOptions::parse("answers=many").is_err());
        assert!(MeasureOptions::parse("colour=3").is_err());
    }

    #[test]
    fn resident_memory_is_read_from_procfs() {
        if cfg!(target_os = "linux") {
            assert!(proc_status_kib("VmRSS").is_some_and(|kib| kib > 0));
        }
        assert_eq!(proc_status_kib("NoSuchField"), None);
    }
}
