//! Frame cost, measured in-process: the real app (its `logic` and `ui`) in
//! an egui_kittest harness, connected over HTTP to a sandbox that holds a
//! survey of 10,000 answers with a history of 10,000 entries. Each scenario
//! draws a few hundred frames and prints the median, 95th percentile and
//! maximum time of one frame:
//!
//! - `step`: `Harness::step`, i.e. the app's `logic` + `ui`, egui's layout
//!   and the AccessKit tree the harness always builds (a real window only
//!   builds it for a screen reader, so this is an upper bound);
//! - `+tess`: the same plus tessellating the frame's shapes into meshes,
//!   which eframe does before painting.
//!
//! Then the day's list's check with a 1,000-row agenda export (issue 43): redrawn, and scrolled.
//!
//! Times are wall-clock time of the single UI thread on an otherwise idle
//! machine. Target: median < 2 ms in release.
//!
//! Run: `cargo bench --bench frame_cost` (or scripts/bench.sh for the whole table).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::print_stdout)]

use std::time::{Duration, Instant};

use egui::{Event, Key, Modifiers, MouseWheelSource, MouseWheelUnit, TouchPhase};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use intake_desk::api::{AccessToken, Client, ClientOptions, Environment};
use intake_desk::app::AppConfig;
use intake_desk::app::IntakeApp;
use intake_desk::sandbox::{DEMO_PATIENT_ID, Sandbox, SandboxConfig};
use intake_desk::settings::StartMode;
use intake_desk::state::Loadable;
use intake_desk::state::survey_view::SurveyTab;
use intake_desk::worker::{EventKind, WorkerOptions};

const ANSWERS: usize = 10_000;
const HISTORY: usize = 10_000;
/// Frames measured per scenario (after [`WARM_UP`] frames not measured).
const FRAMES: usize = 400;
const WARM_UP: usize = 30;
/// Rows of the day's list whose check is drawn.
const DAY_LIST_ROWS: usize = 1_000;
/// The harness's screen, a little larger than the app's default window.
const SCREEN: egui::Vec2 = egui::vec2(1280.0, 900.0);

/// One frame's times.
#[derive(Clone, Copy)]
struct Sample {
    step: Duration,
    tessellate: Duration,
}

/// Runs one frame with `events` as its input and times it.
fn frame(harness: &mut Harness<'_, IntakeApp>, events: Vec<Event>) -> Sample {
    harness.input_mut().events.extend(events);
    let began = Instant::now();
    harness.step();
    let step = began.elapsed();
    let shapes = harness.output().shapes.clone();
    let pixels_per_point = harness.output().pixels_per_point;
    let began = Instant::now();
    let meshes = harness.ctx.tessellate(shapes, pixels_per_point);
    let tessellate = began.elapsed();
    std::hint::black_box(meshes);
    Sample { step, tessellate }
}

fn ms(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1000.0
}

/// Median, 95th percentile and maximum in milliseconds.
fn stats(mut values: Vec<Duration>) -> (f64, f64, f64) {
    values.sort_unstable();
    let at = |q: usize| ms(values[(values.len() * q / 100).min(values.len() - 1)]);
    (at(50), at(95), ms(values[values.len() - 1]))
}

fn report(name: &str, samples: &[Sample]) {
    let (step_median, step_p95, step_max) = stats(samples.iter().map(|s| s.step).collect());
    let (total_median, total_p95, total_max) = stats(samples.iter().map(|s| s.step + s.tessellate).collect());
    println!(
        "{name:<34} {:>6} {step_median:>8.3} {step_p95:>8.3} {step_max:>8.3} {total_median:>8.3} {total_p95:>8.3} {total_max:>8.3}",
        samples.len()
    );
}

/// Measures `FRAMES` frames, each with the input `input(i)` gives.
fn scenario(harness: &mut Harness<'_, IntakeApp>, name: &str, mut input: impl FnMut(usize) -> Vec<Event>) {
    for i in 0..WARM_UP {
        frame(harness, input(i));
    }
    let samples: Vec<Sample> = (WARM_UP..WARM_UP + FRAMES).map(|i| frame(harness, input(i))).collect();
    report(name, &samples);
}

/// Steps frames (sleeping a little between them so the worker can answer)
/// until `done`; returns the time of the frame in which it became true.
fn wait_for(harness: &mut Harness<'_, IntakeApp>, what: &str, done: impl Fn(&IntakeApp) -> bool) -> Sample {
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        let sample = frame(harness, Vec::new());
        if done(harness.state()) {
            return sample;
        }
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(2));
    }
}

fn wheel(dy: f32) -> Event {
    Event::MouseWheel {
        unit: MouseWheelUnit::Point,
        delta: egui::vec2(0.0, dy),
        phase: TouchPhase::Move,
        source: MouseWheelSource::Wheel,
        modifiers: Modifiers::NONE,
    }
}

fn key(key: Key, pressed: bool) -> Event {
    Event::Key { key, physical_key: None, pressed, repeat: false, modifiers: Modifiers::NONE }
}

/// 120 points down per frame for half the frames, then back up.
fn scrolling(i: usize) -> Vec<Event> {
    let dy = if (i / 100).is_multiple_of(2) { -120.0 } else { 120.0 };
    vec![wheel(dy)]
}

/// Puts the pointer in the middle of the table whose header has `column`.
fn point_into_table(harness: &mut Harness<'_, IntakeApp>, column: &str) {
    let header = harness.get_by_label(column).rect();
    harness.hover_at(egui::pos2(header.center().x, header.bottom() + 200.0));
    harness.step();
}

fn main() {
    // `cargo bench` passes `--bench`; a filter would make no sense here.
    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
    let sandbox = runtime.block_on(Sandbox::start(SandboxConfig::default())).unwrap();
    let survey_id = sandbox.add_large_survey(DEMO_PATIENT_ID, ANSWERS, HISTORY);
    let config = AppConfig {
        data_dir: std::env::temp_dir().join(format!("intake-desk-frame-cost-{}", std::process::id())),
        start: StartMode::AdHoc {
            environment: Environment::Custom { api_base: sandbox.base_url(), token_host: String::new() },
            token: AccessToken::new(sandbox.token()),
        },
        runtime: runtime.handle().clone(),
        worker: WorkerOptions {
            use_keyring: false,
            // The day's list is read in the import's cage: a child of the app's binary (this one
            // is the bench's).
            import_cage: intake_desk::worker::import_cage::ImportCage::with_program(env!("CARGO_BIN_EXE_intake-desk")),
            ..WorkerOptions::default()
        },
        startup: Default::default(),
        // The bench finds its widgets by their English names.
        language: Some(intake_desk::i18n::Language::English),
        policy: Default::default(),
        preferences_file: None,
    };
    let data_dir = config.data_dir.clone();
    let mut harness = Harness::builder().with_size(SCREEN).allow_missing_glyphs().build_eframe(move |cc| {
        IntakeApp::with_font_sources(cc, config, intake_desk::ui::system_fonts::FontSources::none())
    });
    wait_for(&mut harness, "the connection", |app| {
        app.state.connection.status == intake_desk::state::ConnectionStatus::Connected
    });

    println!(
        "frame cost: survey of {ANSWERS} answers, history of {HISTORY} entries, screen {}x{} points",
        SCREEN.x, SCREEN.y
    );
    println!(
        "{:<34} {:>6} {:>8} {:>8} {:>8} {:>8} {:>8} {:>8}",
        "scenario (ms per frame)", "frames", "step", "p95", "max", "+tess", "p95", "max"
    );

    harness.state_mut().state.open_patient(DEMO_PATIENT_ID);
    wait_for(&mut harness, "the patient", |app| {
        app.state.patient.as_ref().is_some_and(|p| p.surveys.ready().is_some())
    });
    harness.state_mut().state.open_survey(&survey_id);
    let arrival = wait_for(&mut harness, "the survey", |app| {
        app.state.survey_view.as_ref().is_some_and(|v| v.survey.ready().is_some_and(|s| s.answers.len() == ANSWERS))
    });
    report("answers: the survey arrives", &[arrival]);
    harness.remove_cursor();
    scenario(&mut harness, "answers: redraw, no input", |_| Vec::new());
    point_into_table(&mut harness, "Question");
    scenario(&mut harness, "answers: scrolling", scrolling);

    // Typing into the filter and deleting it again, one key per frame: every
    // frame changes the text (and so the matches and the rows shown).
    harness.get_by_role_and_label(egui::accesskit::Role::TextInput, "Filter answers").focus();
    harness.step();
    let typed = "question 4";
    let filter = |i: usize| {
        let position = i % (2 * typed.len());
        if position < typed.len() {
            vec![Event::Text(typed[position..=position].to_owned())]
        } else {
            vec![key(Key::Backspace, true), key(Key::Backspace, false)]
        }
    };
    scenario(&mut harness, "answers: filtering (typing)", filter);
    let computations = harness.state().state.survey_view.as_ref().map_or(0, |v| v.filter.computations);
    assert!(computations >= FRAMES as u64, "the filter was recomputed on each change of the text");
    harness.state_mut().state.set_answer_filter("");
    harness.step();

    harness.state_mut().state.show_survey_tab(SurveyTab::History);
    harness.remove_cursor();
    let arrival = wait_for(&mut harness, "the history", |app| {
        app.state.survey_view.as_ref().is_some_and(|v| v.history.ready().is_some_and(|h| h.len() == HISTORY))
    });
    report("history: the history arrives", &[arrival]);
    scenario(&mut harness, "history: redraw, no input", |_| Vec::new());
    point_into_table(&mut harness, "When");
    scenario(&mut harness, "history: scrolling", scrolling);

    let requests = sandbox.request_count();

    // The UI thread's share of a survey's arrival, apart: the decoded survey
    // applied to the state (filter index included), then the first frame
    // that draws it (row heights estimated once).
    harness.state_mut().state.show_survey_tab(SurveyTab::Answers);
    let environment = Environment::Custom { api_base: sandbox.base_url(), token_host: String::new() };
    let client = Client::new(&environment, AccessToken::new(sandbox.token()), &ClientOptions::default()).unwrap();
    let survey = runtime.block_on(client.get_survey(&survey_id)).unwrap();
    let mut applied = Vec::new();
    let mut first_frames = Vec::new();
    for _ in 0..20 {
        let state = &mut harness.state_mut().state;
        state.close_survey();
        state.open_survey(&survey_id);
        // Handed over as the worker would, without sending the request.
        let _ = state.take_commands();
        let Some(Loadable::Loading(id)) = state.survey_view.as_ref().map(|v| v.survey.clone()) else {
            panic!("the survey is not loading")
        };
        let event = intake_desk::worker::Event {
            id,
            kind: EventKind::SurveyLoaded { survey_id: survey_id.clone(), result: Ok(survey.clone()) },
        };
        let began = Instant::now();
        state.apply(event);
        applied.push(Sample { step: began.elapsed(), tessellate: Duration::ZERO });
        first_frames.push(frame(&mut harness, Vec::new()));
        for _ in 0..5 {
            frame(&mut harness, Vec::new());
        }
    }
    report("answers: survey applied to state", &applied);
    report("answers: first frame of a new survey", &first_frames);
    println!("requests served: {requests} (connect, patient, survey list, survey, history; none per frame)");

    // The day's list's check with 1,000 rows of an agenda without a sex column (issue 43): every
    // row's height is its check's wrapped lines, measured each frame; the question asked once
    // above the table.
    let list = data_dir.join("agenda-1000.csv");
    let mut csv = String::from("Dossiernummer;Voornaam;Naam;Geboortedatum;E-mail\n");
    for i in 0..DAY_LIST_ROWS {
        // Every tenth row has a date of birth that does not exist: a second line in its check.
        let born = if i % 10 == 0 { "31/02/1980".to_owned() } else { format!("{:02}/03/1980", i % 28 + 1) };
        csv.push_str(&format!("AG-{i:05};Anne-Sophie;Van den Broeck {i};{born};patient{i}@example.be\n"));
    }
    std::fs::write(&list, csv).unwrap();
    use intake_desk::state::Intent;
    use intake_desk::state::day_list_flow::{DayListIntent, DayListStep};
    harness.state_mut().state.apply_intent(Intent::DayList(DayListIntent::Dropped(list)));
    wait_for(&mut harness, "the list's columns", |app| app.state.day_list.step == DayListStep::Mapping);
    harness.state_mut().state.apply_intent(Intent::DayList(DayListIntent::ConfirmMapping));
    wait_for(&mut harness, "the look-up of who is on record", |app| app.state.day_list.looking_up.is_none());
    harness.remove_cursor();
    scenario(&mut harness, "day list (1,000 rows): redraw", |_| Vec::new());
    point_into_table(&mut harness, "Check");
    scenario(&mut harness, "day list (1,000 rows): scrolling", scrolling);
    drop(harness);
    let _ = std::fs::remove_dir_all(data_dir);
}
