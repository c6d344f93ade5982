//! Reviewing a survey in the real app against a sandbox over HTTP: the
//! patient's survey list, a survey with its alerts first, diagnoses and
//! answers, filtering the answers, the history with an unknown entry type in words,
//! copying the plain-text summary, exporting the PDF (byte-identical to what
//! the service sent, its text naming the patient, never overwriting), and a
//! service that sends a non-PDF or broken Base64 (a clear error, nothing
//! written). Requests are counted: opening costs one, each tab one more when
//! first shown, nothing per frame.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod history;
mod pdf;
mod reading;

use crate::support::*;
use egui_kittest::Harness;
use intake_desk::app::IntakeApp;
use intake_desk::sandbox::Sandbox;

/// GET requests whose path starts with `prefix`.
pub(super) fn gets(sandbox: &Sandbox, prefix: &str) -> usize {
    sandbox.requests().iter().filter(|r| r.method == "GET" && r.path.starts_with(prefix)).count()
}

/// Opens Zoë's completed survey from her survey list.
pub(super) fn open_demo_survey(harness: &mut Harness<'_, IntakeApp>) {
    open_patient_surveys(harness, "MRN-0001");
    click_survey_row_with(harness, "Completed");
    wait_for_text(harness, "Chest pain at rest reported");
}

/// A few dozen frames with the pointer away, as an idle window would draw.
pub(super) fn idle_frames(harness: &mut Harness<'_, IntakeApp>) {
    harness.remove_cursor();
    for _ in 0..60 {
        harness.step();
    }
    std::thread::sleep(std::time::Duration::from_millis(100));
    harness.step();
}

pub(super) fn fetch_json(runtime: &tokio::runtime::Runtime, sandbox: &Sandbox, path: &str) -> serde_json::Value {
    let url = format!("{}{path}", sandbox.base_url());
    runtime.block_on(async {
        reqwest::Client::new().get(url).bearer_auth(sandbox.token()).send().await.unwrap().json().await.unwrap()
    })
}

/// The calendar date, in this machine's time zone, of the demo survey (created
/// 2025-03-14T08:05:12.345Z: still 13 March at UTC−9 and further west), as the app names
/// its PDF.
pub(super) fn demo_survey_local_date() -> jiff::civil::Date {
    intake_desk::api::ServiceTime::parse("2025-03-14T08:05:12.345Z")
        .instant
        .unwrap()
        .to_zoned_datetime(jiff::tz::TimeZone::system())
        .date()
}
