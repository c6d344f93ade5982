//! `intake-desk sandbox --port P --token T` as a user runs it: every
//! documented path answers with that token, and the PDF summary decodes to
//! a PDF whose text names the demo patient.
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
    let text = crate::support::pdf_text(&bytes);
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
    let text = crate::support::pdf_text(&pdf_showing(&["Intake summary", "Jules Peeters, born 1970", "Zoë"]));
    assert_eq!(text.lines().collect::<Vec<_>>(), ["Intake summary", "Jules Peeters, born 1970", "Zoë"], "{text}");
    assert!(!text.contains("Vermeulen"));
}

/// Starts `intake-desk sandbox --port 0 ARGS…` and reads its greeting (up to "Press Ctrl-C");
/// the running process, its base URL and the greeting.
fn start_standalone(args: &[&str]) -> (Running, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_intake-desk"))
        .args(["sandbox", "--port", "0"])
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let running = Running(child);
    let mut greeting = String::new();
    for line in BufReader::new(stdout).lines() {
        let line = line.unwrap();
        greeting.push_str(&line);
        greeting.push('\n');
        if line.starts_with("Press Ctrl-C") {
            break;
        }
    }
    let base = greeting.split_whitespace().find(|w| w.starts_with("http://127.0.0.1:"));
    let base = base.unwrap_or_else(|| panic!("the sandbox printed no address: {greeting}")).to_owned();
    (running, base, greeting)
}

/// Asks the standalone sandbox for a survey for the demo patient, invited by e-mail; the
/// answer's status, `Retry-After` and survey id.
async fn create_survey(http: &reqwest::Client, base: &str) -> (u16, Option<u64>, Option<String>) {
    let body = serde_json::json!({
        "patientId": intake_desk::sandbox::DEMO_PATIENT_ID,
        "sendInvitation": true,
        "communicationServiceTypes": ["email"],
    });
    let response = http.post(format!("{base}/tenant-api/survey")).bearer_auth("T").json(&body).send().await.unwrap();
    let status = response.status().as_u16();
    let retry_after = response.headers().get("retry-after").map(|v| v.to_str().unwrap().parse().unwrap());
    let json: serde_json::Value = response.json().await.unwrap();
    (status, retry_after, json["surveyId"].as_str().map(str::to_owned))
}

async fn outbox_len(http: &reqwest::Client, base: &str) -> usize {
    let outbox: serde_json::Value =
        http.get(format!("{base}/sandbox/outbox")).send().await.unwrap().json().await.unwrap();
    outbox.as_array().unwrap().len()
}

/// `intake-desk sandbox --latency-ms 150 --rate-limit 2/s`: every answer of the service takes
/// the latency, a burst above the limit gets 429s with Retry-After that leave no invitation,
/// a client that honours Retry-After gets every survey created, and the outbox counts each
/// invitation exactly once, across a restart on the same data folder too (`--rate-limit 5`).
#[tokio::test]
async fn the_standalone_sandbox_paces_its_answers_and_its_outbox_counts_every_invitation() {
    let data_dir = std::env::temp_dir().join(format!("intake-desk-cli-{}", uuid::Uuid::new_v4()));
    let dir = data_dir.to_str().unwrap();
    let (running, base, greeting) =
        start_standalone(&["--token", "T", "--data-dir", dir, "--latency-ms", "150", "--rate-limit", "2/s"]);
    assert!(greeting.contains("Latency: 150 ms"), "{greeting}");
    assert!(greeting.contains("Rate limit: 2 requests per second"), "{greeting}");
    let http = reqwest::Client::builder().no_proxy().build().unwrap();
    let before = outbox_len(&http, &base).await;

    let started = std::time::Instant::now();
    let tasks: Vec<_> = (0..6)
        .map(|_| {
            let (http, base) = (http.clone(), base.clone());
            tokio::spawn(async move { create_survey(&http, &base).await })
        })
        .collect();
    let mut burst = Vec::new();
    for task in tasks {
        burst.push(task.await.unwrap());
    }
    assert!(started.elapsed() >= std::time::Duration::from_millis(150), "{:?}", started.elapsed());
    let created: Vec<String> = burst.iter().filter_map(|(_, _, id)| id.clone()).collect();
    let refused: Vec<u64> = burst.iter().filter(|(s, _, _)| *s == 429).map(|(_, r, _)| r.unwrap()).collect();
    assert!(!refused.is_empty() && refused.iter().all(|r| *r >= 1), "{burst:?}");
    assert_eq!(created.len() + refused.len(), 6, "{burst:?}");
    assert_eq!(outbox_len(&http, &base).await, before + created.len(), "a refused request sent an invitation");

    // The refused ones again, waiting as told.
    for _ in 0..refused.len() {
        let mut attempts = 0;
        loop {
            let (status, retry_after, _) = create_survey(&http, &base).await;
            if status == 201 {
                break;
            }
            assert_eq!(status, 429);
            attempts += 1;
            assert!(attempts <= 20, "still refused after {attempts} waits");
            tokio::time::sleep(std::time::Duration::from_secs(retry_after.unwrap())).await;
        }
    }
    assert_eq!(outbox_len(&http, &base).await, before + 6);
    drop(running);

    let (_running, base, greeting) = start_standalone(&["--token", "T", "--data-dir", dir, "--rate-limit", "5"]);
    assert!(greeting.contains("Rate limit: 5 requests per second"), "{greeting}");
    assert!(!greeting.contains("Latency"), "{greeting}");
    assert_eq!(outbox_len(&http, &base).await, before + 6, "the outbox kept its invitations");
    assert_eq!(create_survey(&http, &base).await.0, 201);
    assert_eq!(outbox_len(&http, &base).await, before + 7);
    let _ = std::fs::remove_dir_all(&data_dir);
}

/// `--rate-limit` takes "N/s" or "N" with N at least 1, `--latency-ms` whole milliseconds:
/// anything else is refused with exit code 2 and a sentence that says why, before the
/// sandbox starts.
#[test]
fn the_sandbox_command_refuses_rate_limits_and_latencies_that_are_not_ones() {
    for (option, value, says) in [
        ("--rate-limit", "0", "'0' is not a rate limit: it must be at least 1 request per second"),
        ("--rate-limit", "0/s", "it must be at least 1 request per second"),
        ("--rate-limit", "-3/s", "'-3/s' is not a rate limit: the number of requests per second cannot be negative"),
        ("--rate-limit", "-3", "cannot be negative"),
        ("--rate-limit", "abc", "'abc' is not a rate limit: give a whole number of requests per second"),
        ("--rate-limit", "2.5/s", "give a whole number of requests per second"),
        ("--rate-limit", "5/min", "give a whole number of requests per second"),
        ("--latency-ms", "-5", "'-5' is not a latency: it cannot be negative"),
        ("--latency-ms", "abc", "'abc' is not a latency: give a whole number of milliseconds"),
    ] {
        let data_dir = std::env::temp_dir().join(format!("intake-desk-cli-{}", uuid::Uuid::new_v4()));
        let mut child = Command::new(env!("CARGO_BIN_EXE_intake-desk"))
            .args(["sandbox", "--port", "0", option, value, "--data-dir"])
            .arg(&data_dir)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // A value taken by mistake would start a sandbox that never ends: give up after 30 s.
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
        while child.try_wait().unwrap().is_none() {
            if std::time::Instant::now() > deadline {
                let _ = child.kill();
                panic!("{option} {value} was accepted: the sandbox started");
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        let output = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{option} {value}: {stderr}");
        assert!(stderr.contains(says), "{option} {value}: {stderr}");
        assert!(!String::from_utf8_lossy(&output.stdout).contains("listening"), "{option} {value}");
        let _ = std::fs::remove_dir_all(&data_dir);
    }
}
