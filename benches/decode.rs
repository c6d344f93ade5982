//! Decoding large answers, measured: a 5 MB survey JSON and a 20 MB PDF in
//! Base64 must be decoded, checked and ready in under 100 ms each (release).
//! Run: `cargo bench --bench decode` (or scripts/bench.sh for the whole table).

use std::hint::black_box;

use base64::Engine as _;
use criterion::{Criterion, criterion_group, criterion_main};
use intake_desk::api::decode;
use intake_desk::api::{ChangeLogEntry, Survey};

/// A survey of about `bytes` of JSON, shaped like the service's.
fn survey_json(bytes: usize) -> Vec<u8> {
    let mut answers = Vec::new();
    let mut size = 0;
    let mut i = 0;
    while size < bytes {
        let answer = serde_json::json!({
            "questionCode": format!("Q{i:05}"),
            "questionLabel": format!("Question {i}: how often did you experience the symptom described here in the last two weeks?"),
            "answerValues": ["Several days", "Mostly in the evening", format!("Note {i}: started after the change of medication")],
        });
        size += answer.to_string().len() + 1;
        answers.push(answer);
        i += 1;
    }
    serde_json::to_vec(&serde_json::json!({
        "surveyId": "3c9d2e71-8b4f-4a26-9e53-000000000001",
        "status": "completed",
        "createdAt": "2025-03-14T08:05:12.3456789Z",
        "answers": answers,
        "confirmedDiagnoses": {"diagnoses": [{"code": "J45", "display": "Asthma"}]},
        "alerts": [{"severity": "high", "message": "Chest pain at rest"}],
    }))
    .unwrap_or_default()
}

/// A history of `count` entries.
fn history_json(count: usize) -> Vec<u8> {
    let entries: Vec<serde_json::Value> = (0..count)
        .map(|i| {
            serde_json::json!({
                "surveyChangeLogId": format!("00000000-0000-0000-0000-{i:012}"),
                "surveyId": "3c9d2e71-8b4f-4a26-9e53-000000000001",
                "timestamp": "2025-03-14T08:05:12.3456789Z",
                "type": if i % 2 == 0 { "workflow" } else { "claim" },
                "userId": "u1", "userFirstName": "Els", "userLastName": "Peeters", "userEmail": "els@example.be",
                "content": if i % 2 == 0 {
                    serde_json::json!({"$type": "workflow", "workflowStepId": "1f0e6a52-3c1d-4f7a-8b00-00000000c001"})
                } else {
                    serde_json::json!({"$type": "claim", "isClaimed": true})
                },
            })
        })
        .collect();
    serde_json::to_vec(&entries).unwrap_or_default()
}

/// A JSON string holding the Base64 of a `bytes`-long PDF, with line breaks
/// every 76 characters as some services send it.
fn pdf_base64_json(bytes: usize) -> Vec<u8> {
    let mut pdf = b"%PDF-1.7\n".to_vec();
    pdf.extend((0..bytes).map(|i| (i % 251) as u8));
    let text = base64::engine::general_purpose::STANDARD.encode(&pdf);
    let wrapped: Vec<&str> = text.as_bytes().chunks(76).map(|c| std::str::from_utf8(c).unwrap_or_default()).collect();
    serde_json::to_vec(&wrapped.join("\r\n")).unwrap_or_default()
}

fn benches(c: &mut Criterion) {
    let survey = survey_json(5 * 1024 * 1024);
    c.bench_function("survey_5mb_json", |b| {
        b.iter(|| decode::record::<Survey>(black_box(&survey), "a survey").map(|s| s.answers.len()))
    });
    let history = history_json(10_000);
    c.bench_function("history_10k_entries", |b| {
        b.iter(|| decode::list::<ChangeLogEntry>(black_box(&history), "a history").map(|h| h.len()))
    });
    let pdf = pdf_base64_json(15 * 1024 * 1024);
    assert!(pdf.len() >= 20 * 1024 * 1024, "the Base64 body is at least 20 MB");
    c.bench_function("pdf_20mb_base64", |b| b.iter(|| decode::pdf(black_box(&pdf)).map(|p| p.len())));
}

criterion_group! {
    name = decoding;
    config = Criterion::default().sample_size(20);
    targets = benches
}
criterion_main!(decoding);
