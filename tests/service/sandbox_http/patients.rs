//! Patients.

use super::*;

#[tokio::test]
async fn create_then_fetch_patient() {
    let peer = Peer::start().await;
    let reference = unique_reference();
    let response = peer.send_json(Method::POST, "/tenant-api/patients/", &patient_body(&reference)).await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let location = response.headers()["location"].to_str().unwrap().to_owned();
    let body: Value = response.json().await.unwrap();
    let id = body["patientId"].as_str().unwrap();
    assert_eq!(location, format!("/tenant-api/patients/{id}"));

    let patient: Value = peer.get(&location).await.json().await.unwrap();
    assert_eq!(patient["patientId"], id);
    assert_eq!(patient["firstName"], "Zoë");
    assert_eq!(patient["birthdate"], "1990-01-01T00:00:00Z");
    assert_eq!(patient["phone"]["type"], "mobile");
    assert_eq!(patient["externalReference"], reference.as_str());
    assert!(patient["createdAt"].is_string());
    assert!(patient["updatedAt"].is_string());

    // Without the trailing slash too; a date-only birthdate keeps its date.
    let mut body = patient_body(&unique_reference());
    body["birthdate"] = json!("1975-12-31");
    let response = peer.send_json(Method::POST, "/tenant-api/patients", &body).await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let id = response.json::<Value>().await.unwrap()["patientId"].as_str().unwrap().to_owned();
    let patient: Value = peer.get(&format!("/tenant-api/patients/{id}")).await.json().await.unwrap();
    assert_eq!(patient["birthdate"], "1975-12-31T00:00:00Z");
}

#[tokio::test]
async fn create_patient_reports_validation_errors_by_field() {
    let peer = Peer::start().await;
    let before = peer.sandbox.patient_count();
    let response = peer
        .send_json(
            Method::POST,
            "/tenant-api/patients/",
            &json!({
                "firstName": "", "lastName": "X", "gender": "unknown", "birthdate": "2999-01-01",
                "language": "nl_BE", "email": "not-an-address",
                "phone": {"phoneNumber": "0470 12 34 56", "type": "pager", "countryIsoAlpha2": "B"},
            }),
        )
        .await;
    let body = problem(response, StatusCode::BAD_REQUEST).await;
    assert_eq!(body["title"], "One or more validation errors occurred.");
    assert_eq!(
        error_keys(&body),
        [
            "Birthdate",
            "Email",
            "ExternalReference",
            "FirstName",
            "Gender",
            "Language",
            "Phone.CountryIsoAlpha2",
            "Phone.PhoneNumber",
            "Phone.Type",
        ]
    );
    assert!(body["errors"]["FirstName"][0].as_str().unwrap().contains("required"));

    let mut old = patient_body(&unique_reference());
    // More than 130 years ago.
    old["birthdate"] = json!("1890-12-31");
    let body =
        problem(peer.send_json(Method::POST, "/tenant-api/patients/", &old).await, StatusCode::BAD_REQUEST).await;
    assert_eq!(error_keys(&body), ["Birthdate"]);

    let not_json = peer
        .request(Method::POST, "/tenant-api/patients/")
        .header("content-type", "application/json")
        .body("{not json")
        .send()
        .await
        .unwrap();
    problem(not_json, StatusCode::BAD_REQUEST).await;
    let empty = peer
        .request(Method::POST, "/tenant-api/patients/")
        .header("content-type", "application/json")
        .send()
        .await
        .unwrap();
    problem(empty, StatusCode::BAD_REQUEST).await;
    assert_eq!(peer.sandbox.patient_count(), before);
}

/// One field of a patient body replaced (`phone` takes a whole phone object).
fn patient_with(field: &str, value: Value) -> Value {
    let mut body = patient_body(&unique_reference());
    body[field] = value;
    body
}

fn phone(number: &str, kind: &str, country: &str) -> Value {
    json!({"phoneNumber": number, "type": kind, "countryIsoAlpha2": country})
}

/// Patients the app's rules refuse, each with the field the sandbox must name (without prefix).
fn refused_patients() -> Vec<(&'static str, Value, &'static str)> {
    // 64 + 1 + 190 octets (domain labels at most 63): one more than an address may have.
    let long_address = format!("{}@{}.{}.{}.org", "l".repeat(64), "d".repeat(63), "d".repeat(63), "d".repeat(58));
    vec![
        (
            "BE landline given as mobile",
            patient_with("phone", phone("+3225551234", "mobile", "BE")),
            "Phone.PhoneNumber",
        ),
        ("too short", patient_with("phone", phone("+3247012345", "mobile", "BE")), "Phone.PhoneNumber"),
        ("too long", patient_with("phone", phone("+324701234567", "mobile", "BE")), "Phone.PhoneNumber"),
        ("101-character first name", patient_with("firstName", json!("a".repeat(101))), "FirstName"),
        ("65-character reference", patient_with("externalReference", json!("r".repeat(65))), "ExternalReference"),
        ("255-character e-mail", patient_with("email", json!(long_address)), "Email"),
        ("upper-case language", patient_with("language", json!("NL-BE")), "Language"),
    ]
}

#[tokio::test]
async fn create_patient_applies_the_apps_field_rules() {
    let peer = Peer::start().await;
    let before = peer.sandbox.patient_count();
    for (what, body, field) in refused_patients() {
        let response = peer.send_json(Method::POST, "/tenant-api/patients/", &body).await;
        let problem = problem(response, StatusCode::BAD_REQUEST).await;
        assert_eq!(error_keys(&problem), [field], "{what}");
        assert!(intake_desk::patient::Field::from_service_name(field).is_some(), "{field}");
    }
    assert_eq!(peer.sandbox.patient_count(), before);
    let landline = patient_with("phone", phone("+3225551234", "mobile", "BE"));
    let landline_refused =
        problem(peer.send_json(Method::POST, "/tenant-api/patients/", &landline).await, StatusCode::BAD_REQUEST).await;
    let message = landline_refused["errors"]["Phone.PhoneNumber"][0].as_str().unwrap();
    assert!(message.contains("landline"), "{message}");
    // Landlines by each country's plan, given as mobile, are refused the same way.
    for (number, country) in [
        ("+31201234567", "NL"),
        ("+33142685300", "FR"),
        ("+4930123456", "DE"),
        ("+35227123456", "LU"),
        ("+390612345678", "IT"),
    ] {
        let landline = patient_with("phone", phone(number, "mobile", country));
        let response = peer.send_json(Method::POST, "/tenant-api/patients/", &landline).await;
        let refused = problem(response, StatusCode::BAD_REQUEST).await;
        assert_eq!(error_keys(&refused), ["Phone.PhoneNumber"], "{number} ({country}) as mobile");
    }

    // Mobile numbers by each country's plan are created (the US plan cannot tell mobile from
    // fixed line, so its numbers may be mobile).
    for (number, country) in [
        ("+32470123456", "BE"),
        ("+31612345678", "NL"),
        ("+33612345678", "FR"),
        ("+4915123456789", "DE"),
        ("+352621123456", "LU"),
        ("+393471234567", "IT"),
        ("+12025550143", "US"),
    ] {
        let id = peer.create_patient(&patient_with("phone", phone(number, "mobile", country))).await;
        let patient: Value = peer.get(&format!("/tenant-api/patients/{id}")).await.json().await.unwrap();
        assert_eq!(patient["phone"]["phoneNumber"], number);
    }
    // The same landline is fine as a landline.
    peer.create_patient(&patient_with("phone", phone("+3225551234", "landline", "BE"))).await;
}

#[tokio::test]
async fn update_patient_applies_the_apps_field_rules() {
    let peer = Peer::start().await;
    let path = format!("/tenant-api/patients/{DEMO_PATIENT_ID}");
    let before: Value = peer.get(&path).await.json().await.unwrap();
    for (what, mut body, field) in refused_patients() {
        body["externalReference"] = if field == "ExternalReference" {
            body["externalReference"].clone()
        } else {
            json!(DEMO_PATIENT_REFERENCE)
        };
        let response = peer.send_json(Method::PUT, &path, &body).await;
        assert_eq!(error_keys(&problem(response, StatusCode::BAD_REQUEST).await), [field], "{what}");
    }
    let after: Value = peer.get(&path).await.json().await.unwrap();
    assert_eq!(after, before, "nothing changed");
}

#[tokio::test]
async fn create_survey_form_two_applies_the_apps_field_rules() {
    let peer = Peer::start().await;
    let before = peer.sandbox.patient_count();
    for (what, patient, field) in refused_patients() {
        let body = json!({"patient": patient, "includeUrl": true});
        let response = peer.send_json(Method::POST, "/tenant-api/survey", &body).await;
        let keys = error_keys(&problem(response, StatusCode::BAD_REQUEST).await);
        assert_eq!(keys, [format!("Patient.{field}")], "{what}");
    }
    assert_eq!(peer.sandbox.patient_count(), before);
}

#[tokio::test]
async fn duplicate_external_reference_is_a_conflict() {
    let peer = Peer::start().await;
    let response = peer.send_json(Method::POST, "/tenant-api/patients/", &patient_body(DEMO_PATIENT_REFERENCE)).await;
    let body = problem(response, StatusCode::CONFLICT).await;
    assert_eq!(body["title"], "Conflict");
    assert!(body["detail"].as_str().unwrap().contains("external reference"));
    assert_eq!(peer.sandbox.find_patient_ids_by_external_reference(DEMO_PATIENT_REFERENCE), [DEMO_PATIENT_ID]);
}

#[tokio::test]
async fn unknown_patients_are_not_found() {
    let peer = Peer::start().await;
    let unknown = uuid::Uuid::new_v4();
    problem(peer.get(&format!("/tenant-api/patients/{unknown}")).await, StatusCode::NOT_FOUND).await;
    problem(peer.get("/tenant-api/patients/not-a-uuid").await, StatusCode::NOT_FOUND).await;
    problem(peer.get("/tenant-api/patients/external-reference/NOPE-1").await, StatusCode::NOT_FOUND).await;
}

#[tokio::test]
async fn external_references_with_reserved_characters_round_trip() {
    let peer = Peer::start().await;
    for reference in ["MRN/2024 #7?x", "réf/é ? # %41 ü+&=;", "病人/42"] {
        let id = peer.create_patient(&patient_body(reference)).await;
        let encoded = utf8_percent_encode(reference, NON_ALPHANUMERIC).to_string();
        let response = peer.get(&format!("/tenant-api/patients/external-reference/{encoded}")).await;
        assert_eq!(response.status(), StatusCode::OK, "{reference}");
        let patient: Value = response.json().await.unwrap();
        assert_eq!(patient["patientId"], id.as_str());
        assert_eq!(patient["externalReference"], reference);
    }
    // The seeded reference with a slash and a space.
    let encoded = utf8_percent_encode(DEMO_SLASH_REFERENCE, NON_ALPHANUMERIC).to_string();
    let patient: Value =
        peer.get(&format!("/tenant-api/patients/external-reference/{encoded}")).await.json().await.unwrap();
    assert_eq!(patient["patientId"], DEMO_SLASH_PATIENT_ID);
    // Not encoding the slash is a client bug: the path no longer matches.
    problem(peer.get("/tenant-api/patients/external-reference/MRN/2024%200003").await, StatusCode::NOT_FOUND).await;
}

#[tokio::test]
async fn update_patient_replaces_details() {
    let peer = Peer::start().await;
    let reference = unique_reference();
    let id = peer.create_patient(&patient_body(&reference)).await;
    let path = format!("/tenant-api/patients/{id}");

    let mut changed = patient_body(&format!("{reference}-new"));
    changed["lastName"] = json!("Peeters");
    changed["email"] = Value::Null;
    changed["phone"] = Value::Null;
    let response = peer.send_json(Method::PUT, &path, &changed).await;
    assert_eq!(response.status(), StatusCode::OK);
    let updated: Value = response.json().await.unwrap();
    assert_eq!(updated["lastName"], "Peeters");
    let fetched: Value = peer.get(&path).await.json().await.unwrap();
    assert_eq!(fetched["lastName"], "Peeters");
    assert_eq!(fetched["email"], Value::Null);
    assert_eq!(fetched["externalReference"], format!("{reference}-new"));

    // Taking another patient's reference: 409.
    let taken = patient_body(DEMO_PATIENT_REFERENCE);
    problem(peer.send_json(Method::PUT, &path, &taken).await, StatusCode::CONFLICT).await;
    // Invalid: 400 with field names.
    let mut invalid = changed.clone();
    invalid["phone"] = json!({"phoneNumber": "+32 470", "type": "mobile", "countryIsoAlpha2": "BE"});
    let body = problem(peer.send_json(Method::PUT, &path, &invalid).await, StatusCode::BAD_REQUEST).await;
    assert_eq!(error_keys(&body), ["Phone.PhoneNumber"]);
    // Unknown: 404.
    let unknown = format!("/tenant-api/patients/{}", uuid::Uuid::new_v4());
    problem(peer.send_json(Method::PUT, &unknown, &changed).await, StatusCode::NOT_FOUND).await;
}
