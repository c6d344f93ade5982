//! Faults.

use super::*;

#[tokio::test]
async fn fault_delay_then_handled() {
    let peer = Peer::start().await;
    let path = format!("/tenant-api/patients/{DEMO_PATIENT_ID}");
    peer.set_fault(Some("GET"), "/tenant-api/patients/", Fault::Delay { millis: 150 }).await;
    let started = Instant::now();
    let response = peer.get(&path).await;
    assert!(started.elapsed() >= Duration::from_millis(150));
    assert_eq!(response.status(), StatusCode::OK);
    // Used up: the next one is fast.
    let started = Instant::now();
    assert_eq!(peer.get(&path).await.status(), StatusCode::OK);
    assert!(started.elapsed() < Duration::from_millis(150));
}

/// A client that gives up during the delay does not stop the request: a look made during the
/// delay finds nothing, one made after it finds what the request made (issue 41: a create the
/// service is still handling when the client's timeout passes).
#[tokio::test]
async fn fault_delay_is_handled_even_when_the_client_gave_up() {
    let peer = Peer::start().await;
    peer.set_fault(Some("POST"), "/tenant-api/patients", Fault::Delay { millis: 600 }).await;
    let reference = unique_reference();
    let impatient = peer
        .request(Method::POST, "/tenant-api/patients/")
        .timeout(Duration::from_millis(150))
        .json(&patient_body(&reference))
        .send()
        .await;
    assert!(impatient.is_err_and(|error| error.is_timeout()), "the client gave up");
    assert!(peer.sandbox.find_patient_ids_by_external_reference(&reference).is_empty(), "not yet");
    let deadline = Instant::now() + Duration::from_secs(10);
    while peer.sandbox.find_patient_ids_by_external_reference(&reference).is_empty() {
        assert!(Instant::now() < deadline, "the request given up on was never handled");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert_eq!(peer.sandbox.find_patient_ids_by_external_reference(&reference).len(), 1);
}

#[tokio::test]
async fn fault_respond_is_not_handled() {
    let peer = Peer::start().await;
    peer.set_fault(
        Some("POST"),
        "/tenant-api/patients",
        Fault::Respond {
            status: 503,
            body: "<html>maintenance</html>".into(),
            content_type: Some("text/html".into()),
            retry_after: Some("7".into()),
        },
    )
    .await;
    let reference = unique_reference();
    let response = peer.send_json(Method::POST, "/tenant-api/patients/", &patient_body(&reference)).await;
    assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(response.headers()["retry-after"], "7");
    assert_eq!(response.headers()["content-type"], "text/html");
    assert_eq!(response.text().await.unwrap(), "<html>maintenance</html>");
    assert!(peer.sandbox.find_patient_ids_by_external_reference(&reference).is_empty());

    // Without content type: no Content-Type header at all.
    peer.set_fault(
        None,
        "/tenant-api/",
        Fault::Respond { status: 502, body: String::new(), content_type: None, retry_after: None },
    )
    .await;
    let response = peer.get(&format!("/tenant-api/patients/{DEMO_PATIENT_ID}")).await;
    assert_eq!(response.status(), StatusCode::BAD_GATEWAY);
    assert!(!response.headers().contains_key("content-type"));
}

#[tokio::test]
async fn fault_malformed_json() {
    let peer = Peer::start().await;
    peer.set_fault(None, "/tenant-api/survey/", Fault::MalformedJson).await;
    let response = peer.get(&format!("/tenant-api/survey/{DEMO_SURVEY_ID}")).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert!(response.headers()["content-type"].to_str().unwrap().starts_with("application/json"));
    let error = response.json::<Value>().await.unwrap_err();
    assert!(error.is_decode(), "{error:?}");
}

#[tokio::test]
async fn fault_truncated_body() {
    let peer = Peer::start().await;
    peer.set_fault(None, "/tenant-api/survey/", Fault::TruncatedBody).await;
    let response = peer.get(&format!("/tenant-api/survey/{DEMO_SURVEY_ID}")).await;
    assert_eq!(response.status(), StatusCode::OK);
    let announced = response.content_length().unwrap();
    assert!(announced > 100);
    let error = response.bytes().await.unwrap_err();
    assert!(error.is_body() || error.is_decode(), "{error:?}");
    // The next request (a new connection) is fine.
    let response = peer.get(&format!("/tenant-api/survey/{DEMO_SURVEY_ID}")).await;
    assert_eq!(response.bytes().await.unwrap().len() as u64, announced);
}

#[tokio::test]
async fn fault_drop_connection_is_a_request_error_and_nothing_is_created() {
    let peer = Peer::start().await;
    peer.set_fault(Some("POST"), "/tenant-api/patients", Fault::DropConnection).await;
    let reference = unique_reference();
    let error =
        peer.request(Method::POST, "/tenant-api/patients/").json(&patient_body(&reference)).send().await.unwrap_err();
    assert!(error.status().is_none());
    assert!(error.is_request() || error.is_connect(), "{error:?}");
    assert!(peer.sandbox.find_patient_ids_by_external_reference(&reference).is_empty());
    let records = peer.sandbox.requests();
    assert_eq!(records.last().unwrap().status, 0);
    // The sandbox keeps serving.
    peer.create_patient(&patient_body(&reference)).await;
}

#[tokio::test]
async fn fault_drop_after_handling_is_the_ambiguous_failure() {
    let peer = Peer::start().await;
    peer.set_fault(Some("POST"), "/tenant-api/patients", Fault::DropAfterHandling).await;
    let reference = unique_reference();
    let error =
        peer.request(Method::POST, "/tenant-api/patients/").json(&patient_body(&reference)).send().await.unwrap_err();
    assert!(error.status().is_none());
    assert!(error.is_request() || error.is_connect(), "{error:?}");
    // The patient was created: a lookup by external reference finds it.
    assert_eq!(peer.sandbox.find_patient_ids_by_external_reference(&reference).len(), 1);
    let encoded = utf8_percent_encode(&reference, NON_ALPHANUMERIC).to_string();
    let response = peer.get(&format!("/tenant-api/patients/external-reference/{encoded}")).await;
    assert_eq!(response.status(), StatusCode::OK);
}

#[tokio::test]
async fn fault_delay_after_handling_lets_the_client_time_out_after_commit() {
    let peer = Peer::start().await;
    peer.set_fault(Some("POST"), "/tenant-api/patients", Fault::DelayAfterHandling { millis: 1_000 }).await;
    let reference = unique_reference();
    let error = peer
        .request(Method::POST, "/tenant-api/patients/")
        .timeout(Duration::from_millis(200))
        .json(&patient_body(&reference))
        .send()
        .await
        .unwrap_err();
    assert!(error.is_timeout(), "{error:?}");
    assert_eq!(peer.sandbox.find_patient_ids_by_external_reference(&reference).len(), 1);
}

#[tokio::test]
async fn faults_over_http_control_paths_counts_and_clear() {
    let peer = Peer::start().await;
    let rule = json!({
        "method": null, "path_prefix": "/tenant-api/survey/",
        "fault": {"kind": "respond", "status": 429, "body": "slow down", "content_type": "text/plain", "retry_after": "1"},
        "times": 2,
    });
    let set = peer.http.post(peer.url("/sandbox/faults")).json(&rule).send().await.unwrap();
    assert_eq!(set.status(), StatusCode::NO_CONTENT);
    let path = format!("/tenant-api/survey/{DEMO_SURVEY_ID}");
    assert_eq!(peer.get(&path).await.status(), StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(peer.get(&path).await.status(), StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(peer.get(&path).await.status(), StatusCode::OK);

    // Until cleared.
    peer.sandbox.faults().set(FaultRule {
        method: None,
        path_prefix: "/tenant-api/".into(),
        fault: Fault::MalformedJson,
        times: None,
        every: None,
    });
    for _ in 0..3 {
        assert!(peer.get(&path).await.json::<Value>().await.is_err());
    }
    let cleared = peer.http.delete(peer.url("/sandbox/faults")).send().await.unwrap();
    assert_eq!(cleared.status(), StatusCode::NO_CONTENT);
    assert!(peer.get(&path).await.json::<Value>().await.is_ok());

    let bad =
        peer.http.post(peer.url("/sandbox/faults")).json(&json!({"fault": {"kind": "explode"}})).send().await.unwrap();
    assert_eq!(bad.status(), StatusCode::BAD_REQUEST);
}
