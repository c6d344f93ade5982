//! `intake-desk sandbox --port P --token T` as a user runs it: every
//! documented path answers with that token, and the PDF summary decodes to
//! a PDF whose text names the demo patient.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

use base64::Engine as _;

struct Running(std::process::Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[tokio::test]
async fn the_standalone_sandbox_serves_every_documented_path() {
    let data_dir = std::env::temp_dir().join(format!("intake-desk-cli-{}", uuid::Uuid::new_v4()));
    let mut child = Command::new(env!("CARGO_BIN_EXE_intake-desk"))
        .args(["sandbox", "--port", "0", "--token", "T", "--data-dir"])
        .arg(&data_dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let _running = Running(child);
    let mut base = String::new();
    for line in BufReader::new(stdout).lines() {
        let line = line.unwrap();
        if let Some(url) = line.split_whitespace().find(|w| w.starts_with("http://127.0.0.1:")) {
            base = url.to_owned();
            break;
        }
    }
    assert!(!base.is_empty(), "the sandbox printed its address");
    let http = reqwest::Client::new();
    let get = |path: String| {
        let http = http.clone();
        let url = format!("{base}{path}");
        async move { http.get(url).bearer_auth("T").send().await.unwrap() }
    };

    let patient = "0f6b7c2e-41a5-4e0b-8d2f-000000000001";
    let survey = "3c9d2e71-8b4f-4a26-9e53-000000000001";
    for path in [
        format!("/tenant-api/patients/{patient}"),
        "/tenant-api/patients/external-reference/MRN%2F2024%200003".to_owned(),
        format!("/tenant-api/survey/{survey}"),
        format!("/tenant-api/survey/history/{survey}"),
        format!("/tenant-api/survey/patient/{patient}"),
        format!("/tenant-api/survey/{survey}/summary/plain-text"),
        format!("/tenant-api/survey/{survey}/summary/pdf"),
    ] {
        assert_eq!(get(path.clone()).await.status(), 200, "{path}");
    }
    let unauthorised = http.get(format!("{base}/tenant-api/patients/{patient}")).send().await.unwrap();
    assert_eq!(unauthorised.status(), 401);

    let body = serde_json::json!({
        "firstName": "Cli", "lastName": "Check", "gender": "female", "birthdate": "1990-01-01T00:00:00.000Z",
        "language": "nl-be", "email": "cli@example.be",
        "phone": {"phoneNumber": "+32470000001", "type": "mobile", "countryIsoAlpha2": "BE"},
        "externalReference": "CLI-1"
    });
    let created = http.post(format!("{base}/tenant-api/patients/")).bearer_auth("T").json(&body).send().await.unwrap();
    assert_eq!(created.status(), 201);
    let id = created.json::<serde_json::Value>().await.unwrap()["patientId"].as_str().unwrap().to_owned();
    let updated =
        http.put(format!("{base}/tenant-api/patients/{id}")).bearer_auth("T").json(&body).send().await.unwrap();
    assert!(updated.status().is_success());
    let survey_body = serde_json::json!({"patientId": id, "includeUrl": true, "includePinInUrl": false});
    let new_survey =
        http.post(format!("{base}/tenant-api/survey")).bearer_auth("T").json(&survey_body).send().await.unwrap();
    assert_eq!(new_survey.status(), 201);

    let pdf_json: serde_json::Value =
        get(format!("/tenant-api/survey/{survey}/summary/pdf")).await.json().await.unwrap();
    let bytes = base64::engine::general_purpose::STANDARD.decode(pdf_json.as_str().unwrap()).unwrap();
    assert!(bytes.starts_with(b"%PDF-"));
    let text = support::pdf_text(&bytes);
    assert!(text.contains("Intake summary") && text.contains("Vermeulen"), "{text}");
}

/// A one-page PDF that shows `lines` in Helvetica (WinAnsi), as the sandbox writes its summaries.
fn pdf_showing(lines: &[&str]) -> Vec<u8> {
    use pdf_writer::{Content, Finish as _, Name, Rect, Ref, Str};
    let (catalog, tree, font, page, content) = (Ref::new(1), Ref::new(2), Ref::new(3), Ref::new(4), Ref::new(5));
    let mut pdf = pdf_writer::Pdf::new();
    pdf.catalog(catalog).pages(tree);
    pdf.pages(tree).kids([page]).count(1);
    pdf.type1_font(font).base_font(Name(b"Helvetica")).encoding_predefined(Name(b"WinAnsiEncoding"));
    let mut p = pdf.page(page);
    p.media_box(Rect::new(0.0, 0.0, 595.0, 842.0)).parent(tree).contents(content);
    p.resources().fonts().pair(Name(b"F1"), font);
    p.finish();
    let mut c = Content::new();
    for (i, line) in lines.iter().enumerate() {
        // WinAnsi is Latin-1 for these letters.
        let bytes: Vec<u8> = line.chars().map(|ch| u8::try_from(u32::from(ch)).unwrap()).collect();
        c.begin_text()
            .set_font(Name(b"F1"), 12.0)
            .next_line(50.0, 800.0 - 20.0 * i as f32)
            .show(Str(&bytes))
            .end_text();
    }
    pdf.stream(content, &c.finish());
    pdf.finish()
}

/// The PDF text reader of the tests reads what a page says, line by line, and nothing else:
/// so "the summary names the patient" fails for a PDF about someone else.
#[test]
fn the_tests_pdf_text_reader_reads_what_the_page_says_and_nothing_else() {
    let text = support::pdf_text(&pdf_showing(&["Intake summary", "Jules Peeters, born 1970", "Zoë"]));
    assert_eq!(text.lines().collect::<Vec<_>>(), ["Intake summary", "Jules Peeters, born 1970", "Zoë"], "{text}");
    assert!(!text.contains("Vermeulen"));
}
