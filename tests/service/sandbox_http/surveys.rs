//! Surveys.

use super::*;

#[tokio::test]
async fn create_survey_for_an_existing_patient() {
    let peer = Peer::start().await;
    let response = peer
        .send_json(
            Method::POST,
            "/tenant-api/survey",
            &json!({"patientId": DEMO_PATIENT_ID, "includeUrl": true, "includePinInUrl": true}),
        )
        .await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let body: Value = response.json().await.unwrap();
    let survey_id = body["surveyId"].as_str().unwrap().to_owned();
    let url = body["url"].as_str().unwrap();
    assert!(url.starts_with(&format!("https://survey.sandbox.invalid/s/{survey_id}?pin=")));
    assert_eq!(url.rsplit('=').next().unwrap().len(), 6);

    let survey: Value = peer.get(&format!("/tenant-api/survey/{survey_id}")).await.json().await.unwrap();
    assert_eq!(survey["status"], "new");
    assert_eq!(survey["answers"], json!([]));
    assert_eq!(survey["patientId"], DEMO_PATIENT_ID);
    let history: Value = peer.get(&format!("/tenant-api/survey/history/{survey_id}")).await.json().await.unwrap();
    assert_eq!(history[0]["type"], "workflow");
    assert_eq!(history[0]["content"]["$type"], "workflow");

    // Without includeUrl there is no url; with trailing slash too.
    let response = peer.send_json(Method::POST, "/tenant-api/survey/", &json!({"patientId": DEMO_PATIENT_ID})).await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let body: Value = response.json().await.unwrap();
    assert!(body.get("url").is_none());

    // Unknown patient: 404; neither or both forms: 400.
    let unknown = json!({"patientId": uuid::Uuid::new_v4().to_string()});
    problem(peer.send_json(Method::POST, "/tenant-api/survey", &unknown).await, StatusCode::NOT_FOUND).await;
    let body = problem(
        peer.send_json(Method::POST, "/tenant-api/survey", &json!({"includeUrl": true})).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(error_keys(&body), ["PatientId"]);
    let both = json!({"patientId": DEMO_PATIENT_ID, "patient": patient_body("X-1")});
    problem(peer.send_json(Method::POST, "/tenant-api/survey", &both).await, StatusCode::BAD_REQUEST).await;
}

#[tokio::test]
async fn create_survey_with_patient_object_reuses_by_external_reference() {
    let peer = Peer::start().await;
    let before = peer.sandbox.patient_count();
    let mut patient = patient_body(DEMO_PATIENT_REFERENCE);
    patient["email"] = json!("zoe.new@example.be");
    let response =
        peer.send_json(Method::POST, "/tenant-api/survey", &json!({"patient": patient, "includeUrl": true})).await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let survey_id = response.json::<Value>().await.unwrap()["surveyId"].as_str().unwrap().to_owned();
    assert_eq!(peer.sandbox.patient_count(), before);
    let survey: Value = peer.get(&format!("/tenant-api/survey/{survey_id}")).await.json().await.unwrap();
    assert_eq!(survey["patientId"], DEMO_PATIENT_ID);
    let updated: Value = peer.get(&format!("/tenant-api/patients/{DEMO_PATIENT_ID}")).await.json().await.unwrap();
    assert_eq!(updated["email"], "zoe.new@example.be");

    // A new reference creates the patient.
    let reference = unique_reference();
    let response =
        peer.send_json(Method::POST, "/tenant-api/survey", &json!({"patient": patient_body(&reference)})).await;
    assert_eq!(response.status(), StatusCode::CREATED);
    assert_eq!(peer.sandbox.patient_count(), before + 1);
    assert_eq!(peer.sandbox.find_patient_ids_by_external_reference(&reference).len(), 1);

    // Validation errors carry the Patient. prefix.
    let mut invalid = patient_body(&unique_reference());
    invalid["firstName"] = json!(" ");
    invalid["phone"]["phoneNumber"] = json!("12");
    let body = problem(
        peer.send_json(Method::POST, "/tenant-api/survey", &json!({"patient": invalid})).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(error_keys(&body), ["Patient.FirstName", "Patient.Phone.PhoneNumber"]);
}

#[tokio::test]
async fn invitations_follow_the_channel_rules_and_land_in_the_outbox() {
    let peer = Peer::start().await;
    let invite = |patient_id: &str, channel: &str, pin: bool| {
        json!({
            "patientId": patient_id, "includeUrl": true, "includePinInUrl": pin,
            "sendInvitation": true, "communicationServiceTypes": channel,
        })
    };

    let body = problem(
        peer.send_json(Method::POST, "/tenant-api/survey", &invite(DEMO_NO_EMAIL_PATIENT_ID, "email", false)).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(body["errors"]["CommunicationServiceTypes"][0], "The patient has no e-mail address.");
    let body = problem(
        peer.send_json(Method::POST, "/tenant-api/survey", &invite(DEMO_LANDLINE_PATIENT_ID, "sms", false)).await,
        StatusCode::BAD_REQUEST,
    )
    .await;
    assert_eq!(body["errors"]["CommunicationServiceTypes"][0], "The patient has no mobile phone number.");
    let missing_channel = json!({"patientId": DEMO_PATIENT_ID, "sendInvitation": true});
    let body =
        problem(peer.send_json(Method::POST, "/tenant-api/survey", &missing_channel).await, StatusCode::BAD_REQUEST)
            .await;
    assert_eq!(error_keys(&body), ["CommunicationServiceTypes"]);
    assert!(peer.sandbox.outbox().is_empty());

    let sms = peer.send_json(Method::POST, "/tenant-api/survey", &invite(DEMO_NO_EMAIL_PATIENT_ID, "sms", false)).await;
    assert_eq!(sms.status(), StatusCode::CREATED);
    let sms_survey = sms.json::<Value>().await.unwrap()["surveyId"].as_str().unwrap().to_owned();
    let email =
        peer.send_json(Method::POST, "/tenant-api/survey", &invite(DEMO_LANDLINE_PATIENT_ID, "email", true)).await;
    assert_eq!(email.status(), StatusCode::CREATED);
    let email_survey = email.json::<Value>().await.unwrap()["surveyId"].as_str().unwrap().to_owned();

    let outbox = peer.sandbox.outbox();
    assert_eq!(outbox.len(), 2);
    assert_eq!(outbox[0].channel, "sms");
    assert_eq!(outbox[0].address, "+32471987654");
    assert_eq!(outbox[0].survey_id, sms_survey);
    assert_eq!(outbox[0].patient_id, DEMO_NO_EMAIL_PATIENT_ID);
    assert_eq!(outbox[0].url, format!("https://survey.sandbox.invalid/s/{sms_survey}"));
    assert_eq!(outbox[1].channel, "email");
    assert_eq!(outbox[1].address, "francois.dubois@example.be");
    assert!(outbox[1].url.contains("?pin="));
    assert!(outbox[1].url.contains(&email_survey));
    assert!(outbox[1].sent_at.ends_with('Z'));

    // The same over the control path.
    let over_http: Value = peer.http.get(peer.url("/sandbox/outbox")).send().await.unwrap().json().await.unwrap();
    assert_eq!(over_http.as_array().unwrap().len(), 2);
    assert_eq!(over_http[0]["survey_id"], sms_survey.as_str());
}

#[tokio::test]
async fn fetch_survey_history_and_patient_surveys() {
    let peer = Peer::start().await;
    let survey: Value = peer.get(&format!("/tenant-api/survey/{DEMO_SURVEY_ID}")).await.json().await.unwrap();
    assert_eq!(survey["surveyId"], DEMO_SURVEY_ID);
    assert_eq!(survey["status"], "completed");
    assert!(survey["createdAt"].as_str().unwrap().contains('.'));
    let answers = survey["answers"].as_array().unwrap();
    assert!(answers.iter().any(|a| a["answerValues"].as_array().unwrap().len() > 1));
    assert!(answers.iter().any(|a| a["answerValues"] == json!([])));
    assert!(!survey["confirmedDiagnoses"]["diagnoses"].as_array().unwrap().is_empty());
    assert_eq!(survey["alerts"][0]["questionCode"], "CP01");

    let odd: Value = peer.get(&format!("/tenant-api/survey/{DEMO_ODD_SHAPES_SURVEY_ID}")).await.json().await.unwrap();
    assert!(odd["alerts"].as_array().unwrap().iter().any(Value::is_string));
    let unknown: Value =
        peer.get(&format!("/tenant-api/survey/{DEMO_UNKNOWN_STATUS_SURVEY_ID}")).await.json().await.unwrap();
    assert_eq!(unknown["status"], "awaitingReview");

    let history: Value = peer.get(&format!("/tenant-api/survey/history/{DEMO_SURVEY_ID}")).await.json().await.unwrap();
    let entries = history.as_array().unwrap();
    let types: Vec<&str> = entries.iter().map(|e| e["type"].as_str().unwrap()).collect();
    assert_eq!(types, ["workflow", "reminder", "workflow", "workflow", "claim", "claim"]);
    for entry in entries {
        assert_eq!(entry["content"]["$type"], entry["type"]);
        assert_eq!(entry["surveyId"], DEMO_SURVEY_ID);
    }
    assert_eq!(entries[0]["content"]["workflowStepId"].as_str().unwrap().len(), 36);
    assert_eq!(entries[4]["content"]["isClaimed"], true);
    assert_eq!(entries[5]["content"]["isClaimed"], false);
    assert_eq!(entries[1]["userEmail"], "system");
    let stamps: Vec<jiff::Timestamp> =
        entries.iter().map(|e| e["timestamp"].as_str().unwrap().parse().unwrap()).collect();
    assert!(stamps.windows(2).all(|w| w[0] <= w[1]));

    let surveys: Value = peer.get(&format!("/tenant-api/survey/patient/{DEMO_PATIENT_ID}")).await.json().await.unwrap();
    let surveys = surveys.as_array().unwrap();
    assert_eq!(surveys.len(), 4);
    assert!(surveys.iter().all(|s| s["patientId"] == DEMO_PATIENT_ID));

    let unknown_id = uuid::Uuid::new_v4();
    for path in [
        format!("/tenant-api/survey/{unknown_id}"),
        format!("/tenant-api/survey/history/{unknown_id}"),
        format!("/tenant-api/survey/patient/{unknown_id}"),
        format!("/tenant-api/survey/{unknown_id}/summary/plain-text"),
        format!("/tenant-api/survey/{unknown_id}/summary/pdf"),
        "/tenant-api/survey/not-a-uuid".to_owned(),
    ] {
        problem(peer.get(&path).await, StatusCode::NOT_FOUND).await;
    }
}

#[tokio::test]
async fn summaries_plain_text_and_pdf() {
    let peer = Peer::start().await;
    let text: Value =
        peer.get(&format!("/tenant-api/survey/{DEMO_SURVEY_ID}/summary/plain-text")).await.json().await.unwrap();
    let text = text["value"].as_str().unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].contains("Zoë Vermeulen"));
    assert!(lines.contains(&"Allergies: Penicillin, Pollen, Cat dander"));
    assert!(lines.contains(&"Anything else you would like to tell us?: —"));

    for survey_id in [DEMO_SURVEY_ID, DEMO_LONG_SURVEY_ID, "3c9d2e71-8b4f-4a26-9e53-000000000007"] {
        let response = peer.get(&format!("/tenant-api/survey/{survey_id}/summary/pdf")).await;
        assert_eq!(response.status(), StatusCode::OK);
        assert!(response.headers()["content-type"].to_str().unwrap().starts_with("application/json"));
        let body: Value = response.json().await.unwrap();
        let bytes = base64::engine::general_purpose::STANDARD.decode(body.as_str().unwrap()).unwrap();
        assert!(bytes.starts_with(b"%PDF-"));
        assert!(bytes.ends_with(b"%%EOF") || bytes.ends_with(b"%%EOF\n"));
        if survey_id == DEMO_LONG_SURVEY_ID {
            let text = String::from_utf8_lossy(&bytes);
            assert!(!text.contains("/Count 1\n") && !text.contains("/Count 1 "));
        }
    }
}

#[tokio::test]
async fn respond_control_path_completes_a_survey() {
    let peer = Peer::start().await;
    let response = peer.send_json(Method::POST, "/tenant-api/survey", &json!({"patientId": DEMO_PATIENT_ID})).await;
    let survey_id = response.json::<Value>().await.unwrap()["surveyId"].as_str().unwrap().to_owned();
    let respond = peer.http.post(peer.url(&format!("/sandbox/surveys/{survey_id}/respond"))).send().await.unwrap();
    assert_eq!(respond.status(), StatusCode::OK);
    let survey: Value = peer.get(&format!("/tenant-api/survey/{survey_id}")).await.json().await.unwrap();
    assert_eq!(survey["status"], "completed");
    assert!(survey["answers"].as_array().unwrap().len() > 3);
    let history: Value = peer.get(&format!("/tenant-api/survey/history/{survey_id}")).await.json().await.unwrap();
    assert_eq!(history.as_array().unwrap().len(), 3);

    let missing =
        peer.http.post(peer.url(&format!("/sandbox/surveys/{}/respond", uuid::Uuid::new_v4()))).send().await.unwrap();
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
}
