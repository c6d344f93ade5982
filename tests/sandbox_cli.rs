//! `intake-desk sandbox --port P --token T` as a user runs it: every
//! documented path answers with that token, and the PDF summary decodes to
//! a file `pdftotext` reads.
#![allow(clippy::unwrap_used, clippy::expect_used)]

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
    let file = data_dir.join("summary.pdf");
    std::fs::write(&file, &bytes).unwrap();
    let text = Command::new("pdftotext")
        .arg(&file)
        .arg("-")
        .output()
        .expect("pdftotext is needed for this test (apt-get install poppler-utils; .ci/run installs it)");
    assert!(text.status.success());
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(text.contains("Intake summary") && text.contains("Vermeulen"), "{text}");
}
