//! Performance targets that are counts, not times (the times are in
//! benches/ and BENCHMARKS.md): with a large survey open, idle costs no
//! request and no repaint; opening a survey costs one request and its
//! history one more when shown, never one per frame; sequential requests
//! reuse one connection; large answers come gzip-compressed and are read.
//! One relative time: the UI thread does not pay for decoding a 20 MB PDF
//! (its costliest frame against the decoding's cost, both in the same run).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::io::Read as _;
use std::time::Duration;

use crate::support::*;
use base64::Engine as _;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use intake_desk::api::{AccessToken, Client, ClientOptions, Environment};
use intake_desk::app::IntakeApp;
use intake_desk::sandbox::{DEMO_PATIENT_ID, DEMO_SURVEY_ID, Fault, FaultRule, GZIP_MIN_BYTES, Sandbox};
use intake_desk::state::Loadable;
use intake_desk::state::survey_view::SurveyTab;

/// Answers and history entries of the large survey (enough for several
/// screens; the 10,000-row case is measured by `cargo bench --bench frame_cost`).
const LARGE: usize = 2_000;

/// Request lines (`GET /path`) served since `from`.
fn requests_since(sandbox: &Sandbox, from: u64) -> Vec<String> {
    sandbox.requests().iter().skip(from as usize).map(|r| format!("{} {}", r.method, r.path)).collect()
}

/// Frames in which the app asked to be drawn again within 30 s, out of `frames`.
fn repaint_requests(harness: &mut Harness<'_, IntakeApp>, frames: usize) -> usize {
    let mut asked = 0;
    for _ in 0..frames {
        harness.step();
        let delay = harness.output().viewport_output.get(&egui::ViewportId::ROOT).map(|v| v.repaint_delay);
        if delay.is_some_and(|d| d < Duration::from_secs(30)) {
            asked += 1;
        }
    }
    asked
}

/// Lets layout and scroll animations that follow the last input finish.
fn quiet(harness: &mut Harness<'_, IntakeApp>) {
    harness.remove_cursor();
    for _ in 0..20 {
        harness.step();
    }
}

/// The app with the demo patient and the large survey open (through the
/// state's intents, as the views call them).
fn large_survey_open(runtime: &tokio::runtime::Runtime, sandbox: &Sandbox) -> (Harness<'static, IntakeApp>, String) {
    let survey_id = sandbox.add_large_survey(DEMO_PATIENT_ID, LARGE, LARGE);
    let mut harness = app_against(runtime, sandbox);
    harness.state_mut().state.open_patient(DEMO_PATIENT_ID);
    wait_until(&mut harness, "the patient's surveys", |h| {
        h.state().state.patient.as_ref().is_some_and(|p| p.surveys.ready().is_some())
    });
    (harness, survey_id)
}

/// The app with the demo patient and its large survey on screen.
fn large_survey_shown(runtime: &tokio::runtime::Runtime, sandbox: &Sandbox) -> Harness<'static, IntakeApp> {
    let (mut harness, survey_id) = large_survey_open(runtime, sandbox);
    harness.state_mut().state.open_survey(&survey_id);
    wait_for_survey(&mut harness);
    harness
}

fn wait_for_survey(harness: &mut Harness<'_, IntakeApp>) {
    wait_until(harness, "the large survey", |h| {
        h.state().state.survey_view.as_ref().is_some_and(|v| v.survey.ready().is_some_and(|s| s.answers.len() == LARGE))
    });
}

#[test]
fn idle_with_a_patient_and_a_large_survey_open_costs_no_request_and_no_repaint() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = large_survey_shown(&runtime, &sandbox);
    quiet(&mut harness);

    let requests = sandbox.request_count();
    let frames = harness.state().frames;
    assert_eq!(repaint_requests(&mut harness, 300), 0, "the idle app asked to be drawn again");
    assert_eq!(harness.state().frames, frames + 300, "each step drew one frame (and only the test asked for them)");
    std::thread::sleep(Duration::from_millis(200));
    harness.step();
    assert_eq!(sandbox.request_count(), requests, "no request while idle: {:?}", requests_since(&sandbox, requests));
    assert!(!harness.state().state.is_busy());

    // The same with the history on screen.
    harness.state_mut().state.show_survey_tab(SurveyTab::History);
    wait_until(&mut harness, "the history", |h| {
        h.state().state.survey_view.as_ref().is_some_and(|v| v.history.ready().is_some())
    });
    quiet(&mut harness);
    let requests = sandbox.request_count();
    assert_eq!(repaint_requests(&mut harness, 300), 0, "the idle history asked to be drawn again");
    assert_eq!(sandbox.request_count(), requests);
}

#[test]
fn a_large_survey_costs_one_request_its_history_one_and_scrolling_or_filtering_none() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let (mut harness, survey_id) = large_survey_open(&runtime, &sandbox);

    let before = sandbox.request_count();
    harness.state_mut().state.open_survey(&survey_id);
    harness.state_mut().state.open_survey(&survey_id);
    wait_for_survey(&mut harness);
    quiet(&mut harness);
    assert_eq!(requests_since(&sandbox, before), [format!("GET /tenant-api/survey/{survey_id}")]);

    // Scrolling the answers and filtering them: drawing only.
    let header = harness.get_by_label("Question").rect();
    harness.hover_at(egui::pos2(header.center().x, header.bottom() + 150.0));
    for _ in 0..60 {
        wheel(&harness, -200.0);
        harness.step();
    }
    fill(&mut harness, "Filter answers", "question 17");
    wait_for_text(&mut harness, "of 2000 answers match");
    let computed = harness.state().state.survey_view.as_ref().unwrap().filter.computations;
    quiet(&mut harness);
    assert_eq!(harness.state().state.survey_view.as_ref().unwrap().filter.computations, computed, "not per frame");
    assert_eq!(sandbox.request_count(), before + 1, "{:?}", requests_since(&sandbox, before));

    // The history: one request when first shown, none when shown again.
    click(&mut harness, "History");
    wait_until(&mut harness, "the history", |h| {
        h.state().state.survey_view.as_ref().is_some_and(|v| v.history.ready().is_some_and(|e| e.len() == LARGE))
    });
    assert!(has_text(&harness, &format!("{LARGE} changes, oldest first")));
    click_containing(&mut harness, "Answers (");
    click(&mut harness, "History");
    quiet(&mut harness);
    assert_eq!(
        requests_since(&sandbox, before),
        [format!("GET /tenant-api/survey/{survey_id}"), format!("GET /tenant-api/survey/history/{survey_id}")]
    );
}

/// Sequential requests from one client travel over one kept-alive connection.
///
/// hyper hands an HTTP/1 connection back to its pool from a task of its own, woken as the end of
/// the answer is read; a request sent before that task has run finds the pool empty and opens a
/// spare connection (measured in BENCHMARKS.md, "Connections, back-to-back"). So nothing here is
/// left to timing: the client runs on a single-threaded runtime of its own, and after each answer
/// the test waits until that runtime has run out of work, which it reaches only once every task
/// woken so far, the return to the pool included, has run. A condition, not a pause: it holds
/// however busy the machine is.
#[test]
fn sequential_requests_from_one_client_reuse_one_connection() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let environment = Environment::Custom { api_base: sandbox.base_url(), token_host: String::new() };
    let client = Client::new(&environment, AccessToken::new(sandbox.token()), &ClientOptions::default()).unwrap();
    let client_runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    let connections = sandbox.connection_count();
    client_runtime.block_on(async {
        client.get_patient(DEMO_PATIENT_ID).await.unwrap();
        until_the_runtime_idles().await;
        client.list_patient_surveys(DEMO_PATIENT_ID).await.unwrap();
        until_the_runtime_idles().await;
        client.get_survey(DEMO_SURVEY_ID).await.unwrap();
        until_the_runtime_idles().await;
        client.get_survey_history(DEMO_SURVEY_ID).await.unwrap();
        until_the_runtime_idles().await;
        client.get_plain_text_summary(DEMO_SURVEY_ID).await.unwrap();
        until_the_runtime_idles().await;
        client.get_pdf_summary(DEMO_SURVEY_ID).await.unwrap();
        until_the_runtime_idles().await;
        // A clone (as the worker hands to each task) shares the pool.
        client.clone().get_survey(DEMO_SURVEY_ID).await.unwrap();
    });
    assert_eq!(sandbox.request_count(), 7);
    assert_eq!(sandbox.connection_count() - connections, 1, "seven sequential requests, one connection");
}

/// On a single-threaded runtime: returns once the runtime has parked, which it does only when no
/// task is left to run (no task queued, none woken). The 1 ms sleep is how this future lets the
/// runtime get there; it is the polling interval of the condition, not what the test relies on.
async fn until_the_runtime_idles() {
    let metrics = tokio::runtime::Handle::current().metrics();
    assert_eq!(metrics.num_workers(), 1, "a single-threaded runtime");
    let parked = metrics.worker_park_count(0);
    while metrics.worker_park_count(0) == parked {
        tokio::time::sleep(Duration::from_millis(1)).await;
    }
}

#[test]
fn the_app_sends_its_sequential_requests_over_one_connection() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = large_survey_shown(&runtime, &sandbox);
    click(&mut harness, "History");
    wait_until(&mut harness, "the history", |h| {
        h.state().state.survey_view.as_ref().is_some_and(|v| v.history.ready().is_some())
    });
    let requests = sandbox.requests();
    assert!(requests.len() >= 5, "{requests:?}");
    assert_eq!(sandbox.connection_count(), 1, "{} requests over one kept-alive connection", requests.len());
}

#[test]
fn large_answers_are_sent_gzip_compressed_and_the_client_reads_them() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let survey_id = sandbox.add_large_survey(DEMO_PATIENT_ID, LARGE, 10);
    let url = format!("{}/tenant-api/survey/{survey_id}", sandbox.base_url());

    // On the wire: compressed only for a client that accepts gzip.
    let raw = reqwest::Client::builder().no_gzip().build().unwrap();
    let (plain, compressed, encoding) = runtime.block_on(async {
        let plain = raw.get(&url).bearer_auth(sandbox.token()).send().await.unwrap();
        assert_eq!(plain.headers().get("content-encoding"), None);
        let plain = plain.bytes().await.unwrap();
        let response = raw
            .get(&url)
            .bearer_auth(sandbox.token())
            .header("accept-encoding", "br;q=1.0, gzip;q=0.8")
            .send()
            .await
            .unwrap();
        let encoding = response.headers().get("content-encoding").map(|v| v.to_str().unwrap().to_owned());
        (plain, response.bytes().await.unwrap(), encoding)
    });
    assert_eq!(encoding.as_deref(), Some("gzip"));
    assert!(compressed.len() * 4 < plain.len(), "{} bytes compressed to {}", plain.len(), compressed.len());
    let mut inflated = Vec::new();
    flate2::read::GzDecoder::new(&compressed[..]).read_to_end(&mut inflated).unwrap();
    assert_eq!(inflated, plain);
    assert_eq!(sandbox.gzip_response_count(), 1);

    // `gzip;q=0` refuses it.
    let refused = runtime.block_on(async {
        let response =
            raw.get(&url).bearer_auth(sandbox.token()).header("accept-encoding", "gzip;q=0").send().await.unwrap();
        response.headers().get("content-encoding").cloned()
    });
    assert_eq!(refused, None);

    // The app's client asks for gzip and reads the answer as if it were plain.
    let environment = Environment::Custom { api_base: sandbox.base_url(), token_host: String::new() };
    let client = Client::new(&environment, AccessToken::new(sandbox.token()), &ClientOptions::default()).unwrap();
    let survey = runtime.block_on(client.get_survey(&survey_id)).unwrap();
    assert_eq!(survey.answers.len(), LARGE);
    assert_eq!(survey.answers[LARGE - 1].question_code, format!("Q{:05}", LARGE - 1));
    assert_eq!(sandbox.gzip_response_count(), 2);
    // Small answers (here a 404 ProblemDetails) are not worth compressing.
    let small = runtime.block_on(async {
        let url = format!("{}/tenant-api/survey/3c9d2e71-0000-4000-8000-000000000000", sandbox.base_url());
        let response =
            raw.get(url).bearer_auth(sandbox.token()).header("accept-encoding", "gzip").send().await.unwrap();
        let encoding = response.headers().get("content-encoding").cloned();
        (encoding, response.bytes().await.unwrap().len())
    });
    assert_eq!(small.0, None);
    assert!(small.1 < GZIP_MIN_BYTES, "{} bytes", small.1);
    assert_eq!(sandbox.gzip_response_count(), 2);
}

/// CPU time the calling thread has used so far. On Linux from `/proc/thread-self/schedstat`
/// (nanoseconds; the running thread's count may lag by up to one scheduler tick), so time spent
/// waiting for a core on a busy machine does not count; elsewhere wall-clock time.
fn thread_cpu_time() -> Duration {
    static ORIGIN: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|text| text.split_whitespace().next()?.parse().ok())
        .map(Duration::from_nanos)
        .unwrap_or_else(|| ORIGIN.get_or_init(std::time::Instant::now).elapsed())
}

/// Decoding a 20 MB PDF takes the UI thread's time only if it happens on the UI thread: the
/// costliest frame while the PDF is fetched and decoded (and as it arrives) must cost far less
/// than decoding that same body on this thread, measured in the same run (CPU time, so a busy
/// machine slows both alike and waiting for a core counts for neither).
#[test]
fn the_ui_thread_never_pays_for_decoding_a_20_mb_pdf() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    harness.state_mut().state.open_survey(DEMO_SURVEY_ID);
    wait_until(&mut harness, "the survey", |h| {
        h.state().state.survey_view.as_ref().is_some_and(|v| v.survey.ready().is_some())
    });

    // A 15 MB PDF as a JSON string of Base64 with line breaks: 20 MB on the wire.
    let mut pdf = b"%PDF-1.7\n".to_vec();
    pdf.extend((0..15 * 1024 * 1024).map(|i| (i % 251) as u8));
    let encoded = base64::engine::general_purpose::STANDARD.encode(&pdf);
    let lines: Vec<&str> = encoded.as_bytes().chunks(76).map(|c| std::str::from_utf8(c).unwrap()).collect();
    let body = serde_json::to_string(&lines.join("\r\n")).unwrap();
    assert!(body.len() >= 20 * 1024 * 1024);

    // What decoding this body costs the thread that does it (the client's own decoder).
    let decode_cost = (0..2)
        .map(|_| {
            let started = thread_cpu_time();
            let decoded = intake_desk::api::decode::pdf(body.as_bytes()).unwrap();
            let cost = thread_cpu_time() - started;
            assert_eq!(decoded.len(), pdf.len());
            cost
        })
        .min()
        .unwrap();

    sandbox.faults().set(FaultRule {
        method: Some("GET".into()),
        path_prefix: format!("/tenant-api/survey/{DEMO_SURVEY_ID}/summary/pdf"),
        fault: Fault::Respond { status: 200, body, content_type: Some("application/json".into()), retry_after: None },
        times: Some(1),
        every: None,
    });

    harness.state_mut().state.preview_pdf();
    let mut costliest_frame = Duration::ZERO;
    let mut frame = |harness: &mut Harness<'_, IntakeApp>| {
        let started = thread_cpu_time();
        harness.step();
        costliest_frame = costliest_frame.max(thread_cpu_time() - started);
    };
    let mut frames_in_flight = 0;
    let deadline = std::time::Instant::now() + DEADLINE;
    loop {
        frame(&mut harness);
        let document = &harness.state().state.survey_view.as_ref().unwrap().pdf.document;
        if !document.is_loading() {
            break;
        }
        frames_in_flight += 1;
        assert!(std::time::Instant::now() < deadline, "the PDF did not arrive");
        std::thread::sleep(Duration::from_millis(1));
    }
    // The frames that first show the document (the preview is rendered by the worker).
    for _ in 0..5 {
        frame(&mut harness);
    }
    let view = harness.state().state.survey_view.as_ref().unwrap();
    let Loadable::Ready(document) = &view.pdf.document else { panic!("{:?}", view.pdf.document) };
    assert_eq!(document.0.len(), pdf.len(), "decoded and checked");
    assert!(frames_in_flight >= 5, "only {frames_in_flight} frames were drawn while the PDF was in flight");
    eprintln!("decoding on this thread: {decode_cost:?}; costliest frame: {costliest_frame:?}");
    assert!(
        costliest_frame * 3 < decode_cost,
        "a frame cost {costliest_frame:?} of the UI thread's time, decoding the PDF costs {decode_cost:?}: \
         the decoding (or a copy as costly) happened on the UI thread"
    );
}
