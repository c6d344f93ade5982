//! Faults.

use super::*;

#[tokio::test]
async fn server_errors_map_to_their_kinds() {
    let (sandbox, client) = start().await;
    let path = patient_path(DEMO_PATIENT_ID);

    let problem = r#"{"type":"about:blank","title":"Service Unavailable","status":503,"detail":"Maintenance until 10:00","traceId":"00-aa-bb-01"}"#;
    sandbox.faults().set(rule("GET", &path, respond(503, problem, Some("application/problem+json"), Some("2"))));
    let err = expect_kind(client.get_patient(DEMO_PATIENT_ID).await, ErrorKind::ServerError);
    assert_eq!(err.status, Some(503));
    assert_eq!(err.server_message.as_deref(), Some("Maintenance until 10:00"));
    assert_eq!(err.trace_id.as_deref(), Some("00-aa-bb-01"));
    assert_eq!(err.retry_after, Some(Duration::from_secs(2)));
    assert!(err.is_transient() && !err.is_ambiguous());

    sandbox.faults().set(rule("GET", &path, respond(429, "Too many requests", Some("text/plain"), Some("7"))));
    let err = expect_kind(client.get_patient(DEMO_PATIENT_ID).await, ErrorKind::RateLimited);
    assert_eq!(err.status, Some(429));
    assert_eq!(err.retry_after, Some(Duration::from_secs(7)));

    let html = "<!DOCTYPE html>\n<html><head><title>502 Bad Gateway</title></head>\n<body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>\n";
    sandbox.faults().set(rule("GET", &path, respond(502, html, Some("text/html"), None)));
    let err = expect_kind(client.get_patient(DEMO_PATIENT_ID).await, ErrorKind::ServerError);
    assert_eq!(err.status, Some(502));
    assert_eq!(err.server_message, None, "no markup as a message");
    assert!(!words(&err).contains('<'), "{}", words(&err));
    assert!(err.excerpt.as_deref().unwrap().contains("502 Bad Gateway"));
    assert!(err.is_transient());

    sandbox.faults().set(rule("GET", &path, respond(500, "", None, None)));
    let err = expect_kind(client.get_patient(DEMO_PATIENT_ID).await, ErrorKind::ServerError);
    assert_eq!((err.status, err.server_message.as_deref(), err.excerpt.as_deref()), (Some(500), None, None));
    assert!(words(&err).contains("500"), "{}", words(&err));

    sandbox.faults().set(rule("GET", &path, respond(418, "I'm a teapot", Some("text/plain"), None)));
    let err = expect_kind(client.get_patient(DEMO_PATIENT_ID).await, ErrorKind::UnexpectedStatus);
    assert_eq!(err.server_message.as_deref(), Some("I'm a teapot"));

    // A redirect (a proxy's login page) is not followed.
    sandbox.faults().set(rule("GET", &path, respond(302, "", None, None)));
    expect_kind(client.get_patient(DEMO_PATIENT_ID).await, ErrorKind::UnexpectedStatus);

    // All rules used up.
    client.get_patient(DEMO_PATIENT_ID).await.unwrap();
}

#[tokio::test]
async fn unreadable_success_bodies_are_decode_errors() {
    let (sandbox, client) = start().await;
    sandbox.faults().set(rule("GET", &patient_path(DEMO_PATIENT_ID), Fault::MalformedJson));
    let err = expect_kind(client.get_patient(DEMO_PATIENT_ID).await, ErrorKind::Decode);
    assert_eq!(err.status, Some(200));
    assert!(err.excerpt.as_deref().unwrap().contains("patientId"), "{err:?}");
    assert!(!err.is_ambiguous());

    sandbox.faults().set(rule("GET", "/tenant-api/survey/history/", Fault::MalformedJson));
    expect_kind(client.get_survey_history(DEMO_SURVEY_ID).await, ErrorKind::Decode);

    let before = sandbox.patient_count();
    sandbox.faults().set(rule("POST", "/tenant-api/patients", Fault::MalformedJson));
    expect_kind(client.create_patient(&payload("MRN-MALFORMED")).await, ErrorKind::Decode);
    assert_eq!(sandbox.patient_count(), before, "the MalformedJson fault does not handle the request");

    let login = "<!DOCTYPE html><html><body><form>Sign in to the proxy</form></body></html>";
    sandbox.faults().set(rule("GET", &patient_path(DEMO_PATIENT_ID), respond(200, login, Some("text/html"), None)));
    let err = expect_kind(client.get_patient(DEMO_PATIENT_ID).await, ErrorKind::Decode);
    assert_eq!(err.server_message, None, "no markup as a message");
    assert!(err.excerpt.as_deref().unwrap().contains("Sign in to the proxy"), "{err:?}");
}

#[tokio::test]
async fn a_truncated_body_is_a_lost_connection() {
    let (sandbox, client) = start().await;
    sandbox.faults().set(rule("GET", &patient_path(DEMO_PATIENT_ID), Fault::TruncatedBody));
    let err = expect_kind(client.get_patient(DEMO_PATIENT_ID).await, ErrorKind::ConnectionLost);
    assert_eq!(err.status, Some(200), "the status line arrived");
    assert!(err.is_ambiguous() && err.is_transient());

    let path = format!("/tenant-api/survey/{DEMO_LONG_SURVEY_ID}/summary/pdf");
    sandbox.faults().set(rule("GET", &path, Fault::TruncatedBody));
    expect_kind(client.get_pdf_summary(DEMO_LONG_SURVEY_ID).await, ErrorKind::ConnectionLost);

    // The client recovers on the next request.
    client.get_patient(DEMO_PATIENT_ID).await.unwrap();
}

#[tokio::test]
async fn a_dropped_connection_is_not_a_status() {
    let (sandbox, client) = start().await;
    sandbox.faults().set(rule("GET", &patient_path(DEMO_PATIENT_ID), Fault::DropConnection));
    let err = expect_kind(client.get_patient(DEMO_PATIENT_ID).await, ErrorKind::ConnectionLost);
    assert_eq!(err.status, None);
    assert!(err.is_ambiguous());

    // Dropped before handling: the create did not happen, and a lookup says so.
    sandbox.faults().set(rule("POST", "/tenant-api/patients", Fault::DropConnection));
    let err = expect_kind(client.create_patient(&payload("MRN-DROPPED")).await, ErrorKind::ConnectionLost);
    assert!(err.is_ambiguous());
    assert!(sandbox.find_patient_ids_by_external_reference("MRN-DROPPED").is_empty());
    expect_kind(client.get_patient_by_external_reference("MRN-DROPPED").await, ErrorKind::NotFound);
    client.create_patient(&payload("MRN-DROPPED")).await.unwrap();
    assert_eq!(sandbox.find_patient_ids_by_external_reference("MRN-DROPPED").len(), 1);
}

#[tokio::test]
async fn a_create_dropped_after_handling_is_ambiguous_and_happened_once() {
    let (sandbox, client) = start().await;
    let before = sandbox.patient_count();
    sandbox.faults().set(FaultRule {
        method: Some("POST".into()),
        path_prefix: "/tenant-api/patients".into(),
        fault: Fault::DropAfterHandling,
        times: Some(1),
        every: None,
    });
    let err = client.create_patient(&payload("MRN-AMBIGUOUS")).await.unwrap_err();
    assert!(err.is_ambiguous(), "{err:?}");
    assert_eq!(err.status, None);
    assert_ne!(err.kind, ErrorKind::CannotConnect);

    // The client did not resend on its own: exactly one patient, one POST.
    let ids = sandbox.find_patient_ids_by_external_reference("MRN-AMBIGUOUS");
    assert_eq!(ids.len(), 1);
    assert_eq!(sandbox.patient_count(), before + 1);
    let posts = sandbox.requests().into_iter().filter(|r| r.method == "POST").count();
    assert_eq!(posts, 1);

    // The recovery the design asks for: look up by external reference.
    let found = client.get_patient_by_external_reference("MRN-AMBIGUOUS").await.unwrap();
    assert_eq!(found.patient_id, ids[0]);
    // A blind resend would be refused.
    expect_kind(client.create_patient(&payload("MRN-AMBIGUOUS")).await, ErrorKind::Conflict);
    assert_eq!(sandbox.find_patient_ids_by_external_reference("MRN-AMBIGUOUS").len(), 1);
}

#[tokio::test]
async fn a_late_answer_times_out_after_the_create_happened() {
    let sandbox = Sandbox::start(SandboxConfig::default().with_test_controls()).await.unwrap();
    let options = ClientOptions { request_timeout: Duration::from_millis(300), ..ClientOptions::default() };
    let client = client_with(&sandbox, &options);
    sandbox.faults().set(rule("POST", "/tenant-api/patients", Fault::DelayAfterHandling { millis: 2_000 }));
    let started = std::time::Instant::now();
    let err = expect_kind(client.create_patient(&payload("MRN-LATE")).await, ErrorKind::TimedOut);
    assert!(started.elapsed() < Duration::from_millis(1_500), "gave up at the timeout: {:?}", started.elapsed());
    assert!(err.is_ambiguous());
    assert_eq!(sandbox.find_patient_ids_by_external_reference("MRN-LATE").len(), 1);

    // A delay within the timeout is just slow.
    sandbox.faults().set(rule("GET", &patient_path(DEMO_PATIENT_ID), Fault::Delay { millis: 100 }));
    client.get_patient(DEMO_PATIENT_ID).await.unwrap();
}
