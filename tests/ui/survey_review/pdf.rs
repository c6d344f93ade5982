//! Exporting the PDF: the served bytes, named after the patient, never overwriting unless
//! confirmed, the Documents folder when there is no dialog, and clear errors (nothing written)
//! when the service sends something else than a PDF or broken Base64.

use std::path::Path;

use super::{demo_survey_local_date, fetch_json, gets, open_demo_survey};
use crate::support::*;
use base64::Engine as _;
use egui_kittest::kittest::Queryable;
use intake_desk::api::error::ErrorKind;
use intake_desk::sandbox::{DEMO_SURVEY_ID, Fault, FaultRule, Sandbox};
use intake_desk::state::Loadable;
use intake_desk::state::survey_view::{Preview, SaveStatus};
use intake_desk::worker::WorkerOptions;

/// The demo survey's PDF as the service sends it (a JSON string of Base64), decoded by this test.
fn decoded_demo_pdf(runtime: &tokio::runtime::Runtime, sandbox: &Sandbox) -> Vec<u8> {
    let served = fetch_json(runtime, sandbox, &format!("/tenant-api/survey/{DEMO_SURVEY_ID}/summary/pdf"));
    base64::engine::general_purpose::STANDARD.decode(served.as_str().unwrap()).unwrap()
}

fn files_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> =
        std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    names.sort();
    names
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
