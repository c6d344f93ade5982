//! Persistence and counters.

use super::*;

#[tokio::test]
async fn state_file_round_trip() {
    let folder = std::env::temp_dir().join(format!("intake-desk-sandbox-{}", uuid::Uuid::new_v4()));
    let path = folder.join("sandbox-state.json");
    let database = folder.join(intake_desk::sandbox::DATABASE_FILE_NAME);
    let config = || SandboxConfig { state_file: Some(path.clone()), ..SandboxConfig::default() };
    let reference = unique_reference();
    let (patient_id, survey_id) = {
        let peer = Peer::start_with(config()).await;
        assert!(database.exists(), "the database is written at start");
        assert!(!path.exists(), "no legacy JSON file is written");
        let patient_id = peer.create_patient(&patient_body(&reference)).await;
        let response = peer
            .send_json(
                Method::POST,
                "/tenant-api/survey",
                &json!({"patientId": patient_id, "sendInvitation": true, "communicationServiceTypes": "email"}),
            )
            .await;
        let survey_id = response.json::<Value>().await.unwrap()["surveyId"].as_str().unwrap().to_owned();
        peer.sandbox.shutdown().await;
        (patient_id, survey_id)
    };

    let peer = Peer::start_with(config()).await;
    assert_eq!(peer.sandbox.find_patient_ids_by_external_reference(&reference), [patient_id.as_str()]);
    let survey: Value = peer.get(&format!("/tenant-api/survey/{survey_id}")).await.json().await.unwrap();
    assert_eq!(survey["patientId"], patient_id.as_str());
    assert_eq!(peer.sandbox.outbox().len(), 1);
    assert_eq!(peer.get(&format!("/tenant-api/patients/{DEMO_PATIENT_ID}")).await.status(), StatusCode::OK);
    peer.sandbox.shutdown().await;

    let _ = std::fs::remove_dir_all(&folder);

    // An unreadable database: set aside, start fresh with demo data, never panic.
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(&database, b"this is not a database, and it is long enough to have a header").unwrap();
    let peer = Peer::start_with(config()).await;
    assert!(peer.sandbox.find_patient_ids_by_external_reference(&reference).is_empty());
    assert!(peer.sandbox.patient_count() >= 8);
    peer.sandbox.shutdown().await;
    let aside = std::fs::read_dir(&folder)
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().starts_with("sandbox.sqlite3.unreadable-"))
        .count();
    assert_eq!(aside, 1, "the unreadable database is kept aside");
    let _ = std::fs::remove_dir_all(&folder);
}

#[tokio::test]
async fn request_counter_and_log_exclude_control_paths() {
    let peer = Peer::start().await;
    assert_eq!(peer.sandbox.request_count(), 0);
    peer.get(&format!("/tenant-api/patients/{DEMO_PATIENT_ID}")).await;
    peer.get("/tenant-api/patients/external-reference/MRN%2F2024%200003").await;
    let _ = peer.http.get(peer.url("/sandbox/requests")).send().await.unwrap();
    peer.set_fault(
        None,
        "/tenant-api/survey",
        Fault::Respond { status: 500, body: "boom".into(), content_type: None, retry_after: None },
    )
    .await;
    peer.send_json(Method::POST, "/tenant-api/survey", &json!({"patientId": DEMO_PATIENT_ID})).await;
    assert_eq!(peer.sandbox.request_count(), 3);
    let records = peer.sandbox.requests();
    let summary: Vec<(String, String, u16)> =
        records.iter().map(|r| (r.method.clone(), r.path.clone(), r.status)).collect();
    assert_eq!(
        summary,
        [
            ("GET".to_owned(), format!("/tenant-api/patients/{DEMO_PATIENT_ID}"), 200),
            ("GET".to_owned(), "/tenant-api/patients/external-reference/MRN%2F2024%200003".to_owned(), 200),
            ("POST".to_owned(), "/tenant-api/survey".to_owned(), 500),
        ]
    );
    let over_http: Value = peer.http.get(peer.url("/sandbox/requests")).send().await.unwrap().json().await.unwrap();
    assert_eq!((over_http["total"].as_u64(), over_http["dropped"].as_u64()), (Some(3), Some(0)));
    assert_eq!(over_http["items"].as_array().unwrap().len(), 3);
    assert_eq!(over_http["items"][2]["status"], 500);
}

/// Sends `count` cheap requests (404s) with paths `/tenant-api/nothing/{i}`.
async fn send_many(peer: &Peer, count: usize) {
    for i in 0..count {
        let response = peer.get(&format!("/tenant-api/nothing/{i}")).await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND);
    }
}

async fn requests_page(peer: &Peer, query: &str) -> Value {
    let response = peer.http.get(peer.url(&format!("/sandbox/requests{query}"))).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    response.json().await.unwrap()
}

#[tokio::test]
async fn the_request_record_keeps_the_newest_and_counts_the_dropped() {
    let peer = Peer::start().await;
    let capacity = intake_desk::sandbox::REQUEST_LOG_CAPACITY;
    send_many(&peer, capacity + 25).await;
    let records = peer.sandbox.requests();
    assert_eq!(records.len(), capacity);
    assert_eq!(peer.sandbox.requests_dropped(), 25);
    assert_eq!(peer.sandbox.request_count(), (capacity + 25) as u64);
    assert_eq!(records[0].path, "/tenant-api/nothing/25", "the oldest kept");
    assert_eq!(records[capacity - 1].path, format!("/tenant-api/nothing/{}", capacity + 24), "the newest");
    assert!(records.iter().all(|r| r.status == 404));

    let page = requests_page(&peer, "").await;
    assert_eq!(page["total"], (capacity + 25) as u64);
    assert_eq!(page["dropped"], 25);
    assert_eq!(page["offset"], 25, "what was asked for fell off: the page starts at the oldest kept");
    assert_eq!(page["items"][0]["path"], "/tenant-api/nothing/25");
}

#[tokio::test]
async fn the_request_record_pages() {
    let peer = Peer::start().await;
    send_many(&peer, 250).await;
    let first = requests_page(&peer, "").await;
    let items = first["items"].as_array().unwrap();
    assert_eq!(items.len(), 200, "the default (and largest) page");
    assert_eq!((first["total"].as_u64(), first["offset"].as_u64()), (Some(250), Some(0)));
    let second = requests_page(&peer, "?offset=200&limit=30").await;
    let items = second["items"].as_array().unwrap();
    assert_eq!(items.len(), 30);
    assert_eq!(items[0]["path"], "/tenant-api/nothing/200");
    assert_eq!(items[29]["path"], "/tenant-api/nothing/229");
    let capped = requests_page(&peer, "?offset=10&limit=100000").await;
    assert_eq!(capped["items"].as_array().unwrap().len(), 200);
    assert_eq!(capped["items"][0]["path"], "/tenant-api/nothing/10");
    let past_the_end = requests_page(&peer, "?offset=1000").await;
    assert!(past_the_end["items"].as_array().unwrap().is_empty());
    let bad = peer.http.get(peer.url("/sandbox/requests?limit=many")).send().await.unwrap();
    assert_eq!(bad.status(), StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn a_long_path_is_stored_cut() {
    let peer = Peer::start().await;
    let long = format!("/tenant-api/nothing/{}", "x".repeat(8 * 1024));
    assert_eq!(peer.get(&long).await.status(), StatusCode::NOT_FOUND);
    let record = peer.sandbox.requests().pop().unwrap();
    let max = intake_desk::sandbox::RECORDED_PATH_MAX;
    assert!(record.path.starts_with(&long[..max]), "the start is kept");
    assert!(record.path.len() < max + 40, "cut: {} bytes", record.path.len());
    assert!(record.path.ends_with(&format!("…[{} more bytes]", long.len() - max)), "{}", &record.path[max..]);
    assert_eq!(record.status, 404);
}
