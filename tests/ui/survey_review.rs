//! Reviewing a survey in the real app against a sandbox over HTTP: the
//! patient's survey list, a survey with its alerts first, diagnoses and
//! answers, filtering the answers, the history with an unknown entry type in words,
//! copying the plain-text summary, exporting the PDF (byte-identical to what
//! the service sent, its text naming the patient, never overwriting), and a
//! service that sends a non-PDF or broken Base64 (a clear error, nothing
//! written). Requests are counted: opening costs one, each tab one more when
//! first shown, nothing per frame.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;

use crate::support::*;
use base64::Engine as _;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use intake_desk::api::ChangeContent;
use intake_desk::api::error::ErrorKind;
use intake_desk::app::IntakeApp;
use intake_desk::sandbox::{DEMO_IN_PROGRESS_SURVEY_ID, DEMO_SURVEY_ID, Fault, FaultRule, Sandbox};
use intake_desk::state::survey_view::{Preview, SaveStatus};
use intake_desk::state::{Loadable, Screen};
use intake_desk::worker::WorkerOptions;

/// GET requests whose path starts with `prefix`.
fn gets(sandbox: &Sandbox, prefix: &str) -> usize {
    sandbox.requests().iter().filter(|r| r.method == "GET" && r.path.starts_with(prefix)).count()
}

/// Opens Zoë's completed survey from her survey list.
fn open_demo_survey(harness: &mut Harness<'_, IntakeApp>) {
    open_patient_surveys(harness, "MRN-0001");
    click_survey_row_with(harness, "Completed");
    wait_for_text(harness, "Chest pain at rest reported");
}

/// A few dozen frames with the pointer away, as an idle window would draw.
fn idle_frames(harness: &mut Harness<'_, IntakeApp>) {
    harness.remove_cursor();
    for _ in 0..60 {
        harness.step();
    }
    std::thread::sleep(std::time::Duration::from_millis(100));
    harness.step();
}

fn fetch_json(runtime: &tokio::runtime::Runtime, sandbox: &Sandbox, path: &str) -> serde_json::Value {
    let url = format!("{}{path}", sandbox.base_url());
    runtime.block_on(async {
        reqwest::Client::new().get(url).bearer_auth(sandbox.token()).send().await.unwrap().json().await.unwrap()
    })
}

/// The demo survey's PDF as the service sends it (a JSON string of Base64), decoded by this test.
fn decoded_demo_pdf(runtime: &tokio::runtime::Runtime, sandbox: &Sandbox) -> Vec<u8> {
    let served = fetch_json(runtime, sandbox, &format!("/tenant-api/survey/{DEMO_SURVEY_ID}/summary/pdf"));
    base64::engine::general_purpose::STANDARD.decode(served.as_str().unwrap()).unwrap()
}

/// The calendar date, in this machine's time zone, of the demo survey (created
/// 2025-03-14T08:05:12.345Z: still 13 March at UTC−9 and further west), as the app names
/// its PDF.
fn demo_survey_local_date() -> jiff::civil::Date {
    intake_desk::api::ServiceTime::parse("2025-03-14T08:05:12.345Z")
        .instant
        .unwrap()
        .to_zoned_datetime(jiff::tz::TimeZone::system())
        .date()
}

fn files_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> =
        std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    names.sort();
    names
}

#[test]
fn the_survey_list_opens_a_survey_with_alerts_first_then_diagnoses_and_answers() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    open_patient_surveys(&mut harness, "MRN-0001");

    // The list: every survey with a readable status, newest first.
    for status in ["Completed", "Closed", "Expired", "New"] {
        assert!(has_text(&harness, status), "{status}");
    }
    let list = harness.state().state.patient.as_ref().unwrap().surveys.ready().unwrap().clone();
    assert_eq!(list.len(), 4);
    let created: Vec<_> = list.iter().map(|s| s.created_at.as_ref().unwrap().instant.unwrap()).collect();
    assert!(created.windows(2).all(|w| w[0] >= w[1]), "newest first");
    harness.check_accessibility();

    let before = sandbox.request_count();
    click_survey_row_with(&mut harness, "Completed");
    wait_for_text(&mut harness, "Chest pain at rest reported");
    assert_eq!(harness.state().state.screen, Screen::Survey);

    // Alerts, with their severity, above everything else.
    assert!(has_text(&harness, "2 alerts"));
    assert!(has_text(&harness, "High priority"));
    assert!(has_text(&harness, "Penicillin allergy"));
    assert!(has_text(&harness, "question CP01"));
    // Diagnoses by their most telling fields.
    assert!(has_text(&harness, "Asthma, unspecified (J45.9)"));
    assert!(has_text(&harness, "Allergic rhinitis due to pollen (J30.1)"));
    // Answers: label, code, every value of a multi-value answer.
    assert!(has_text(&harness, "Shortness of breath and chest tightness, worse at night"));
    assert!(has_text(&harness, "• Wheezing"));
    assert!(has_text(&harness, "• Cat dander"));
    assert!(has_text(&harness, "CP01"));
    let alerts_top = harness.get_by_label_contains("2 alerts").rect().top();
    let answers_top = harness.get_by_label("Question").rect().top();
    let diagnoses_top = harness.get_by_label("Confirmed diagnoses").rect().top();
    assert!(alerts_top < diagnoses_top && diagnoses_top < answers_top, "alerts first, then diagnoses, then answers");
    harness.check_accessibility();

    // Opening cost exactly one request, and drawing costs none.
    idle_frames(&mut harness);
    let requests = sandbox.requests();
    let new: Vec<_> = requests[before as usize..].iter().map(|r| format!("{} {}", r.method, r.path)).collect();
    assert_eq!(new, [format!("GET /tenant-api/survey/{DEMO_SURVEY_ID}")]);

    // Escape goes back to the patient.
    harness.key_press(egui::Key::Escape);
    settle(&mut harness);
    assert_eq!(harness.state().state.screen, Screen::Patient);
    assert!(harness.state().state.survey_view.is_none());
    // The back button too.
    click_survey_row_with(&mut harness, "Completed");
    wait_for_text(&mut harness, "Chest pain at rest reported");
    click(&mut harness, "Back to the patient");
    assert_eq!(harness.state().state.screen, Screen::Patient);
}

#[test]
fn filtering_the_answers_reduces_the_rows_and_is_computed_once_per_change() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    open_demo_survey(&mut harness);
    let total = harness.state().state.survey_view.as_ref().unwrap().filter.matches().len();
    assert_eq!(total, 11);
    assert!(has_text(&harness, "• Wheezing"));

    fill(&mut harness, "Filter answers", "penicillin");
    wait_for_text(&mut harness, "1 of 11 answers match");
    let view = harness.state().state.survey_view.as_ref().unwrap();
    let matched: Vec<&str> =
        view.filter.matches().iter().map(|&i| view.survey.ready().unwrap().answers[i].question_code.as_str()).collect();
    assert_eq!(matched, ["ALG"]);
    assert!(has_text(&harness, "• Cat dander"), "the matching row is shown");
    assert!(!has_text(&harness, "• Wheezing"), "other rows are gone");

    // Drawing does not filter again; only a change of the text does.
    let computed = harness.state().state.survey_view.as_ref().unwrap().filter.computations;
    idle_frames(&mut harness);
    assert_eq!(harness.state().state.survey_view.as_ref().unwrap().filter.computations, computed);

    // Empty answers are shown, and found, as such.
    fill(&mut harness, "Filter answers", "no answer");
    wait_for_text(&mut harness, "(no answer)");
    assert!(has_text(&harness, "Anything else you would like to tell us?"));

    fill(&mut harness, "Filter answers", "nothing like this");
    wait_for_text(&mut harness, "No answer matches the filter.");
    click(&mut harness, "Clear filter");
    assert_eq!(harness.state().state.survey_view.as_ref().unwrap().filter.matches().len(), 11);
    harness.check_accessibility();
}

#[test]
fn the_history_is_a_timeline_with_unknown_entries_in_words_and_loaded_once() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    open_demo_survey(&mut harness);
    assert_eq!(gets(&sandbox, "/tenant-api/survey/history/"), 0, "not loaded before it is shown");

    click(&mut harness, "History");
    wait_for_text(&mut harness, "Released");
    assert!(has_text(&harness, "Claimed"));
    assert!(has_text(&harness, "Els Janssens"));
    assert!(has_text(&harness, "Sam Peeters"));
    assert!(has_text(&harness, "the system"), "the service's own account, in words");
    assert!(has_text(&harness, "The survey moved to another step"));
    // The undocumented `reminder` entry: in words from its fields (its raw form is behind
    // "Details": the Dutch test of issue 43 opens it).
    assert!(has_text(&harness, "Reminder — attempt: 2, channel: SMS"));
    // In time order.
    let claimed = harness.get_by_label("Claimed").rect().top();
    let released = harness.get_by_label("Released").rect().top();
    assert!(claimed < released);
    let entries = harness.state().state.survey_view.as_ref().unwrap().history.ready().unwrap().clone();
    assert_eq!(entries.len(), 6);
    let times: Vec<_> = entries.iter().map(|e| e.timestamp.as_ref().unwrap().instant.unwrap()).collect();
    assert!(times.windows(2).all(|w| w[0] <= w[1]));
    let ChangeContent::Workflow { workflow_step_id } = &entries[0].content else { panic!("{:?}", entries[0]) };
    assert!(!has_text(&harness, workflow_step_id), "the step id is behind Details");
    harness.check_accessibility();

    // One request, not repeated per frame nor when the tab is shown again.
    idle_frames(&mut harness);
    click_containing(&mut harness, "Answers (");
    click(&mut harness, "History");
    idle_frames(&mut harness);
    assert_eq!(gets(&sandbox, "/tenant-api/survey/history/"), 1);
    assert_eq!(gets(&sandbox, &format!("/tenant-api/survey/{DEMO_SURVEY_ID}")), 1);
}

#[test]
fn the_plain_text_summary_is_shown_and_copied_to_the_clipboard() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    open_demo_survey(&mut harness);
    click(&mut harness, "Summary");
    wait_for_text(&mut harness, "Copy to clipboard");
    let expected = fetch_json(&runtime, &sandbox, &format!("/tenant-api/survey/{DEMO_SURVEY_ID}/summary/plain-text"));
    let expected = expected["value"].as_str().unwrap().to_owned();
    assert!(expected.contains("Chest pain"));
    let shown = harness.state().state.survey_view.as_ref().unwrap().plain_text.ready().unwrap().value.clone();
    assert_eq!(shown, expected);
    harness.check_accessibility();

    harness.get_by_label("Copy to clipboard").click();
    let mut copied = None;
    for _ in 0..3 {
        harness.step();
        copied = harness.output().platform_output.commands.iter().find_map(|command| match command {
            egui::OutputCommand::CopyText(text) => Some(text.clone()),
            _ => None,
        });
        if copied.is_some() {
            break;
        }
    }
    assert_eq!(copied.as_deref(), Some(expected.as_str()), "the whole summary is on the clipboard");
    wait_for_text(&mut harness, "Copied.");
    assert!(harness.state().state.survey_view.as_ref().unwrap().copied);
    let plain_text = format!("/tenant-api/survey/{DEMO_SURVEY_ID}/summary/plain-text");
    assert_eq!(gets(&sandbox, &plain_text), 2, "the app's one + ours");
}

#[test]
fn exporting_the_pdf_writes_the_served_bytes_naming_the_patient_and_never_overwrites() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let dir = temp_dir("export");
    let chosen = dir.join("summary.pdf");
    let dialog = FixedPathDialog::new(&chosen, false);
    let mut harness = app_with_save_dialog(&runtime, &sandbox, dialog.clone());
    open_demo_survey(&mut harness);
    click(&mut harness, "Summary");
    wait_for_text(&mut harness, "Export PDF…");
    click(&mut harness, "Export PDF…");
    wait_until(&mut harness, "the PDF saved", |h| {
        matches!(h.state().state.survey_view.as_ref().unwrap().pdf.save, SaveStatus::Saved(_))
    });
    assert!(has_text(&harness, "Saved as"));
    assert!(harness.query_by_label("Open").is_some());
    assert!(harness.query_by_label("Show in folder").is_some());

    // The dialog was offered the patient's name and the survey's date.
    let date = demo_survey_local_date();
    assert_eq!(dialog.offered_names(), [format!("Survey summary - Zoë Vermeulen - {date}.pdf")]);

    // Byte for byte what the service sent, decoded from its Base64.
    let served = decoded_demo_pdf(&runtime, &sandbox);
    let written = std::fs::read(&chosen).unwrap();
    assert!(written.starts_with(b"%PDF-"));
    assert_eq!(written, served);
    let text = pdf_text(&written);
    assert!(text.contains("Intake summary") && text.contains("Zoë Vermeulen"), "{text}");
    assert_eq!(files_in(&dir), ["summary.pdf"], "no temporary file left");

    // The preview shows the pages.
    wait_until(&mut harness, "the preview", |h| {
        matches!(h.state().state.survey_view.as_ref().unwrap().pdf.preview, Preview::Ready { .. })
    });
    wait_for_text(&mut harness, "Page 1 of");
    harness.check_accessibility();

    // Again to the same path, not confirmed: a new name, the first file untouched,
    // and the PDF in hand is used (no second download).
    click(&mut harness, "Export PDF…");
    wait_until(
        &mut harness,
        "the second save",
        |h| matches!(&h.state().state.survey_view.as_ref().unwrap().pdf.save, SaveStatus::Saved(p) if p.ends_with("summary (2).pdf")),
    );
    assert_eq!(files_in(&dir), ["summary (2).pdf", "summary.pdf"]);
    assert_eq!(std::fs::read(dir.join("summary (2).pdf")).unwrap(), served);
    assert_eq!(gets(&sandbox, &format!("/tenant-api/survey/{DEMO_SURVEY_ID}/summary/pdf")), 2, "the app's one + ours");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_confirmed_overwrite_replaces_the_file_and_a_cancelled_dialog_writes_nothing() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let dir = temp_dir("overwrite");
    let chosen = dir.join("summary.pdf");
    std::fs::write(&chosen, b"an older summary").unwrap();
    let mut harness = app_with_save_dialog(&runtime, &sandbox, FixedPathDialog::new(&chosen, true));
    open_demo_survey(&mut harness);
    click(&mut harness, "Summary");
    click(&mut harness, "Export PDF…");
    wait_until(&mut harness, "the PDF saved", |h| {
        matches!(h.state().state.survey_view.as_ref().unwrap().pdf.save, SaveStatus::Saved(_))
    });
    assert!(std::fs::read(&chosen).unwrap().starts_with(b"%PDF-"));
    assert_eq!(files_in(&dir), ["summary.pdf"]);
    drop(harness);

    let mut harness = app_with_save_dialog(&runtime, &sandbox, FixedPathDialog::cancelling());
    open_demo_survey(&mut harness);
    click(&mut harness, "Summary");
    click(&mut harness, "Export PDF…");
    wait_until(&mut harness, "the save cancelled", |h| {
        h.state().state.survey_view.as_ref().unwrap().pdf.save == SaveStatus::Cancelled
    });
    let _ = std::fs::remove_dir_all(dir);
}

/// rfd reports a dialog that could not be shown (Linux without a portal or zenity) as a cancel,
/// so after a cancel the app offers to save into the Documents folder, never replacing a file.
#[test]
fn after_a_cancelled_dialog_the_pdf_can_be_saved_to_the_documents_folder() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let documents = temp_dir("documents");
    let options = WorkerOptions {
        save_dialog: FixedPathDialog::cancelling(),
        documents_folder: Some(documents.clone()),
        ..worker_options()
    };
    let mut harness = app_with_options(&runtime, &sandbox, options);
    open_demo_survey(&mut harness);
    click(&mut harness, "Summary");
    click(&mut harness, "Export PDF…");
    wait_until(&mut harness, "the save cancelled", |h| {
        h.state().state.survey_view.as_ref().unwrap().pdf.save == SaveStatus::Cancelled
    });
    assert!(files_in(&documents).is_empty(), "a cancel writes nothing");

    click(&mut harness, "Save to the Documents folder instead");
    wait_until(&mut harness, "saved to Documents", |h| {
        matches!(h.state().state.survey_view.as_ref().unwrap().pdf.save, SaveStatus::Saved(_))
    });
    let saved = files_in(&documents);
    assert_eq!(saved.len(), 1, "{saved:?}");
    let date = demo_survey_local_date();
    assert_eq!(
        saved,
        [format!("Survey summary - Zoë Vermeulen - {date}.pdf")],
        "named after the patient and the survey"
    );
    let served = decoded_demo_pdf(&runtime, &sandbox);
    assert_eq!(std::fs::read(documents.join(&saved[0])).unwrap(), served);
    assert!(has_text(&harness, "Saved as"));

    // Again: the first file stays, the second gets its own name.
    click(&mut harness, "Export PDF…");
    wait_until(&mut harness, "the save cancelled", |h| {
        h.state().state.survey_view.as_ref().unwrap().pdf.save == SaveStatus::Cancelled
    });
    click(&mut harness, "Save to the Documents folder instead");
    wait_until(
        &mut harness,
        "saved again",
        |h| matches!(&h.state().state.survey_view.as_ref().unwrap().pdf.save, SaveStatus::Saved(p) if p.to_string_lossy().ends_with(" (2).pdf")),
    );
    assert_eq!(files_in(&documents).len(), 2);
    assert_eq!(std::fs::read(documents.join(&saved[0])).unwrap(), served, "the first file is untouched");
    let _ = std::fs::remove_dir_all(documents);
}

/// Where no file dialog can be shown at all, the app says so (never "the dialog was closed"),
/// saves into the Documents folder at once and says where.
#[test]
fn without_any_file_dialog_the_pdf_goes_to_the_documents_folder_and_the_app_says_so() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let documents = temp_dir("documents");
    let options = WorkerOptions {
        save_dialog: FixedPathDialog::unavailable(),
        documents_folder: Some(documents.clone()),
        ..worker_options()
    };
    let mut harness = app_with_options(&runtime, &sandbox, options);
    open_demo_survey(&mut harness);
    click(&mut harness, "Summary");
    click(&mut harness, "Export PDF…");
    wait_until(&mut harness, "the PDF saved or not", |h| {
        matches!(h.state().state.survey_view.as_ref().unwrap().pdf.save, SaveStatus::Saved(_) | SaveStatus::Cancelled)
    });
    assert!(!has_text(&harness, "dialog was closed"), "nobody closed a dialog");
    assert!(has_text(&harness, "No file dialog could be shown on this computer"));
    let date = demo_survey_local_date();
    let name = format!("Survey summary - Zoë Vermeulen - {date}.pdf");
    assert_eq!(files_in(&documents), std::slice::from_ref(&name));
    assert_eq!(harness.state().state.survey_view.as_ref().unwrap().pdf.save, SaveStatus::Saved(documents.join(&name)));
    assert!(has_text(&harness, &documents.join(&name).display().to_string()), "where it went is on screen");
    let _ = std::fs::remove_dir_all(documents);
}

/// Sets the PDF endpoint of the demo survey to answer 200 with `body`, then
/// exports, and checks the error (`excerpt`: the start of what came back
/// instead of a PDF) and that nothing was written.
fn export_fails_clearly(body: &str, excerpt: &str) {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let dir = temp_dir("bad-pdf");
    let dialog = FixedPathDialog::new(dir.join("summary.pdf"), false);
    let mut harness = app_with_save_dialog(&runtime, &sandbox, dialog.clone());
    open_demo_survey(&mut harness);
    sandbox.faults().set(FaultRule {
        method: Some("GET".into()),
        path_prefix: format!("/tenant-api/survey/{DEMO_SURVEY_ID}/summary/pdf"),
        fault: Fault::Respond {
            status: 200,
            body: body.to_owned(),
            content_type: Some("application/json".into()),
            retry_after: None,
        },
        times: None,
        every: None,
    });
    click(&mut harness, "Summary");
    click(&mut harness, "Export PDF…");
    wait_until(&mut harness, "the PDF refused", |h| {
        matches!(&h.state().state.survey_view.as_ref().unwrap().pdf.document, Loadable::Failed(_))
    });
    let view = harness.state().state.survey_view.as_ref().unwrap();
    let Loadable::Failed(error) = &view.pdf.document else { panic!("{:?}", view.pdf.document) };
    assert_eq!((error.kind, error.status), (ErrorKind::Decode, Some(200)), "{error:?}");
    assert!(error.excerpt.as_deref().is_some_and(|e| e.starts_with(excerpt)), "{error:?}");
    assert_eq!(view.pdf.save, SaveStatus::Idle);
    assert!(dialog.offered_names().is_empty(), "the save dialog never opened");
    assert!(files_in(&dir).is_empty(), "nothing written: {:?}", files_in(&dir));
    // The details are one click away.
    click(&mut harness, "Details");
    wait_for_text(&mut harness, "HTTP status 200");
    harness.check_accessibility();
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_service_that_sends_something_else_than_a_pdf_gives_a_clear_error_and_writes_nothing() {
    let not_a_pdf = base64::engine::general_purpose::STANDARD.encode("<html><body>Login required</body></html>");
    // The excerpt is of the decoded bytes.
    export_fails_clearly(&format!("\"{not_a_pdf}\""), "<html><body>Login required");
}

#[test]
fn a_service_that_sends_broken_base64_gives_a_clear_error_and_writes_nothing() {
    // Nothing could be decoded: the excerpt is of the body.
    export_fails_clearly("\"JVBERi0xLjcK***this is not base64***\"", "\"JVBERi0xLjcK***this is not base64***\"");
}

#[test]
fn an_in_progress_survey_says_it_refreshes_by_itself_but_sends_nothing_per_frame() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    open_patient_surveys(&mut harness, "MRN/2024 0003");
    click_survey_row_with(&mut harness, "In progress");
    wait_for_text(&mut harness, "new answers are loaded automatically");
    assert!(has_text(&harness, "Low back pain after lifting"));
    assert!(has_text(&harness, "No alerts."));
    let view = harness.state().state.survey_view.as_ref().unwrap();
    assert_eq!(view.survey_id, DEMO_IN_PROGRESS_SURVEY_ID);
    assert!(view.auto_refresh.due.is_some(), "a refresh is planned");
    let before = sandbox.request_count();
    idle_frames(&mut harness);
    assert_eq!(sandbox.request_count(), before, "frames send nothing before the refresh is due");
    // The app asked to be woken for the refresh, not to redraw continuously.
    let delay = harness.output().viewport_output.get(&egui::ViewportId::ROOT).map(|v| v.repaint_delay);
    assert!(delay.is_some_and(|d| d > std::time::Duration::from_secs(5)), "{delay:?}");
    // Leaving the view stops it.
    click(&mut harness, "Back to the patient");
    assert!(harness.state().state.survey_view.is_none());
}

#[test]
fn ten_thousand_answers_draw_and_filter_quickly() {
    use intake_desk::api::{Answer, Survey, SurveyStatus};
    use intake_desk::worker::{Event, EventKind};
    use std::time::Instant;

    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    let answers: Vec<Answer> = (0..10_000)
        .map(|i| Answer {
            question_code: format!("Q{i:05}"),
            question_label: format!("Question {i}: how often does this happen to you?"),
            answer_values: match i % 3 {
                0 => vec![],
                1 => vec!["Sometimes".to_owned()],
                _ => vec!["Often".to_owned(), format!("Note {i}: mostly in the evening, after work")],
            },
            ..Answer::default()
        })
        .collect();
    let survey = Survey {
        survey_id: "big".into(),
        status: Some(SurveyStatus("completed".into())),
        answers,
        ..Survey::default()
    };
    // Hand the survey to the app as the worker would.
    {
        let state = &mut harness.state_mut().state;
        state.open_survey("big");
        let Loadable::Loading(id) = state.survey_view.as_ref().unwrap().survey else { panic!("not loading") };
        state.apply(Event { id, kind: EventKind::SurveyLoaded { survey_id: "big".into(), result: Ok(survey) } });
    }
    wait_for_text(&mut harness, "Question 1: how often");
    let frames = 30u32;
    let started = Instant::now();
    for _ in 0..frames {
        harness.step();
    }
    let per_frame = started.elapsed() / frames;

    // Scroll far down: only the rows on screen are laid out.
    let table = harness.get_by_label("Question").rect().center() + egui::vec2(0.0, 200.0);
    harness.hover_at(table);
    let started = Instant::now();
    for _ in 0..frames {
        wheel(&harness, -4000.0);
        harness.step();
    }
    let per_scrolled_frame = started.elapsed() / frames;
    assert!(!has_text(&harness, "Question 1: how often"), "the first rows scrolled away");
    let labels = harness.query_all_by_label_contains("how often does this happen").count();
    assert!(labels < 100, "{labels} rows laid out: the table is virtualised");

    let started = Instant::now();
    fill(&mut harness, "Filter answers", "note 9998");
    let filtering = started.elapsed();
    wait_for_text(&mut harness, "1 of 10000 answers match");
    let view = harness.state().state.survey_view.as_ref().unwrap();
    assert_eq!(view.filter.matches(), [9998]);
    eprintln!(
        "10,000 answers: {per_frame:?} per frame, {per_scrolled_frame:?} per scrolled frame, \
         typing a 9-character filter (with its frames) {filtering:?}"
    );
    // Frame cost is a benchmark (`cargo bench --bench frame_cost`), not a timed test.
}

#[test]
fn undocumented_shapes_and_statuses_are_shown_not_dropped() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    open_patient_surveys(&mut harness, "MRN-0002");
    click_survey_row_with(&mut harness, "Completed");
    // A bare-string alert and an object alert; a diagnosis object with other
    // field names and a bare-string diagnosis.
    wait_for_text(&mut harness, "Blood pressure above 180/110 reported");
    assert!(has_text(&harness, "Low priority"));
    assert!(has_text(&harness, "Current smoker"));
    assert!(has_text(&harness, "Essential (primary) hypertension (I10)"));
    assert!(has_text(&harness, "Type 2 diabetes mellitus"));
    assert!(has_text(&harness, "• 182/112"));
    click(&mut harness, "Back to the patient");

    open_patient_surveys(&mut harness, "MRN-0005");
    click_survey_row_with(&mut harness, "awaitingReview");
    wait_for_text(&mut harness, "Follow-up after knee arthroscopy");
    assert!(has_text(&harness, "awaitingReview"), "an unknown status is shown as it came");
    assert!(harness.state().state.survey_view.as_ref().unwrap().auto_refresh.due.is_none());
    harness.check_accessibility();
}

/// The survey view of the demo patient in German: the tabs, the alerts, the diagnoses and the
/// history in German words, the created time in the German date form; no English tab left.
#[test]
fn the_survey_view_speaks_german() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let german = intake_desk::app::AppConfig {
        language: Some(intake_desk::i18n::Language::German),
        ..config(&runtime, ad_hoc(&sandbox))
    };
    let mut harness = build_app(german);
    wait_until(&mut harness, "connected", |h| {
        h.state().state.connection.status == intake_desk::state::ConnectionStatus::Connected
    });
    harness.state_mut().state.open_survey(DEMO_SURVEY_ID);
    if let Some(view) = harness.state_mut().state.survey_view.as_mut() {
        view.patient_name = Some("Zoë Vermeulen".to_owned());
    }
    wait_for_text(&mut harness, "Chest pain at rest reported");

    assert!(has_text(&harness, "Fragebogen von Zoë Vermeulen"));
    assert!(has_text(&harness, "Zurück zum Patienten"));
    assert!(has_text(&harness, "2 Warnhinweise"));
    assert!(has_text(&harness, "Bestätigte Diagnosen"));
    let created = demo_survey_local_date().strftime("%d.%m.%Y").to_string();
    assert!(has_text(&harness, &format!("Erstellt am {created}")), "{created}");
    // The tabs.
    assert!(has_text(&harness, "Antworten ("));
    assert!(harness.query_by_label("Änderungsverlauf").is_some());
    assert!(harness.query_by_label("Zusammenfassung").is_some());
    for english in ["History", "Summary", "Confirmed diagnoses", "Back to the patient"] {
        assert!(harness.query_by_label(english).is_none(), "{english} is not German");
    }
    assert!(!has_text(&harness, "Answers ("));
    // The answers table and its filter.
    assert!(harness.query_by_label("Frage").is_some());
    assert!(harness.query_by_label("Antworten filtern").is_some());

    click(&mut harness, "Änderungsverlauf");
    wait_for_text(&mut harness, "Freigegeben");
    assert!(has_text(&harness, "Übernommen"));
    assert!(has_text(&harness, "älteste zuerst"));
    assert!(has_text(&harness, "Der Fragebogen ist zu einem anderen Schritt gewechselt"));
    assert!(has_text(&harness, "Erinnerung — attempt: 2, channel: SMS"));

    click(&mut harness, "Zusammenfassung");
    wait_for_text(&mut harness, "PDF-Zusammenfassung");
    assert!(harness.query_by_label("PDF-Vorschau").is_some());
    assert!(harness.query_by_label("PDF exportieren…").is_some());
}

/// The survey view of the demo survey in `language`, with its history shown.
fn history_in(
    runtime: &tokio::runtime::Runtime,
    sandbox: &Sandbox,
    language: intake_desk::i18n::Language,
) -> Harness<'static, IntakeApp> {
    let config = intake_desk::app::AppConfig { language: Some(language), ..config(runtime, ad_hoc(sandbox)) };
    let mut harness = build_app(config);
    wait_until(&mut harness, "connected", |h| {
        h.state().state.connection.status == intake_desk::state::ConnectionStatus::Connected
    });
    harness.state_mut().state.open_survey(DEMO_SURVEY_ID);
    wait_for_text(&mut harness, "Chest pain at rest reported");
    let tr = intake_desk::i18n::Translator::new(language);
    click(&mut harness, &tr.text("survey-tab-history"));
    wait_until(&mut harness, "the history", |h| {
        h.state().state.survey_view.as_ref().is_some_and(|v| !v.history.is_loading() && v.history.ready().is_some())
    });
    settle(&mut harness);
    harness
}

/// A click of the pointer at `at`, one event a frame.
fn click_at(harness: &mut Harness<'_, IntakeApp>, at: egui::Pos2) {
    harness.hover_at(at);
    harness.step();
    for pressed in [true, false] {
        let button = egui::PointerButton::Primary;
        harness.event(egui::Event::PointerButton { pos: at, button, pressed, modifiers: Default::default() });
        harness.step();
    }
}

/// The "Details" folds of the history, top to bottom.
fn details_folds(harness: &Harness<'_, IntakeApp>, name: &str) -> Vec<egui::Rect> {
    let mut folds: Vec<egui::Rect> = harness.query_all_by_label(name).map(|node| node.rect()).collect();
    folds.sort_by(|a, b| a.top().total_cmp(&b.top()));
    folds
}

/// Issue 43, item 6, in Dutch: the history reads for a receptionist. A workflow step says the
/// survey moved to another step (its id behind "Details"); a change of a kind the app does not
/// know is said in words built from its fields ("Herinnering — attempt: 2, channel: sms"), its
/// raw form behind "Details". Before, the rows read "Workflowstap 1f0e6a52-…" and showed
/// `{"$type":"reminder","attempt":2,"channel":"sms"}` up front.
#[test]
fn the_history_reads_in_dutch_words_with_ids_and_raw_forms_behind_details() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = history_in(&runtime, &sandbox, intake_desk::i18n::Language::Dutch);
    let entries = harness.state().state.survey_view.as_ref().unwrap().history.ready().unwrap().clone();
    let ChangeContent::Workflow { workflow_step_id } = &entries[0].content else { panic!("{:?}", entries[0]) };
    let step = workflow_step_id.clone();

    assert!(has_text(&harness, "De vragenlijst ging naar een andere stap"));
    assert!(!has_text(&harness, "Workflowstap"), "no technical word");
    assert!(!has_text(&harness, &step), "the step's id is not up front");
    // The channel in the app's words (Dutch writes "sms" in lower case), the rest as sent.
    assert!(has_text(&harness, "Herinnering — attempt: 2, channel: sms"), "the unknown change in words");
    assert!(!has_text(&harness, r#""$type""#), "no raw JSON up front");
    assert!(!has_text(&harness, "niet kent"), "no warning about the app instead of the change");
    harness.check_accessibility();

    // Behind "Details": the step's id, and the raw form for support.
    let folds = details_folds(&harness, "Details");
    assert_eq!(folds.len(), 4, "three steps and the reminder: {folds:?}");
    let reminder_row = harness.query_all_by_label_contains("Herinnering — attempt").next().unwrap().rect().top();
    let reminder_fold = folds.iter().find(|fold| fold.top() > reminder_row).copied().unwrap();
    click_at(&mut harness, reminder_fold.center());
    settle(&mut harness);
    assert!(has_text(&harness, r#""$type":"reminder""#), "the raw form, once asked for");
    let first = details_folds(&harness, "Details")[0].center();
    click_at(&mut harness, first);
    settle(&mut harness);
    assert!(has_text(&harness, &step), "the step's id, once asked for");
    harness.check_accessibility();
}

/// Issue 43, item 6: a history the service fills with odd, deep or huge content is read with
/// limits: nothing panics, a content sent as a JSON text is read as JSON, deep nesting and
/// huge values are cut with "…", and a workflow step without an id still reads as a step.
#[test]
fn a_hostile_history_is_read_with_limits_and_cut_with_an_ellipsis() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut deep = serde_json::json!("bottom");
    for _ in 0..100 {
        deep = serde_json::json!([deep]);
    }
    let many: serde_json::Map<String, serde_json::Value> =
        (0..200).map(|i| (format!("field{i:03}"), serde_json::json!(i))).collect();
    let entry = |id: &str, kind: &str, content: serde_json::Value| {
        serde_json::json!({
            "surveyChangeLogId": id, "surveyId": DEMO_SURVEY_ID, "timestamp": "2025-03-14T08:06:00Z",
            "type": kind, "userEmail": "system", "content": content,
        })
    };
    let history = serde_json::json!([
        entry("h1", "note", serde_json::json!(r#"{"$type":"note","text":"hello","sentAt":"2025-03-14T08:06:00Z"}"#)),
        entry("h2", "audit", serde_json::json!({"$type": "audit", "data": deep})),
        entry("h3", "upload", serde_json::json!({"$type": "upload", "blob": "x".repeat(300_000)})),
        entry("h4", "bulk", serde_json::Value::Object(many)),
        entry("h5", "workflow", serde_json::json!({"$type": "workflow"})),
        entry("h6", "", serde_json::json!(null)),
        entry("h7", "flag", serde_json::json!({"$type": "flag", "urgent": true, "count": 2.5})),
    ]);
    sandbox.faults().set(FaultRule {
        method: Some("GET".into()),
        path_prefix: "/tenant-api/survey/history/".into(),
        fault: Fault::Respond {
            status: 200,
            body: history.to_string(),
            content_type: Some("application/json".into()),
            retry_after: None,
        },
        times: None,
        every: None,
    });
    let mut harness = history_in(&runtime, &sandbox, intake_desk::i18n::Language::French);
    // A tall window: every row of the history on screen at once.
    harness.set_size(egui::vec2(1280.0, 2000.0));
    settle(&mut harness);
    assert!(has_text(&harness, "note — sent at:"), "a JSON text read as JSON, its field names in words");
    assert!(has_text(&harness, "text: hello"));
    assert!(has_text(&harness, "audit — data: [[…]]"), "deep nesting cut");
    assert!(has_text(&harness, "upload — blob: xxxx"), "a huge value, cut");
    assert!(has_text(&harness, "bulk — field 000: 0, field 001: 1"), "many fields, the first ones");
    assert!(has_text(&harness, "flag — count: 2.5, urgent: oui"), "a yes in the user's language");
    assert!(has_text(&harness, "Le questionnaire est passé à une autre étape"), "a step without its id");
    let longest = harness
        .root()
        .query_all(egui_kittest::kittest::By::new().predicate(|node| node.value().is_some()))
        .map(|node| node.value().unwrap_or_default().chars().count())
        .max()
        .unwrap_or(0);
    assert!(longest < 2_000, "nothing on screen is huge: {longest} characters");
    // The raw forms behind "Détails" are cut too.
    for fold in details_folds(&harness, "Détails") {
        click_at(&mut harness, fold.center());
        settle(&mut harness);
    }
    let longest = harness
        .root()
        .query_all(egui_kittest::kittest::By::new().predicate(|node| node.value().is_some()))
        .map(|node| node.value().unwrap_or_default().chars().count())
        .max()
        .unwrap_or(0);
    assert!((100..10_000).contains(&longest), "a raw form shown, cut: {longest} characters");
    harness.check_accessibility();
}
