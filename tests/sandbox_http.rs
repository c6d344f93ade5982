//! Tests of the sandbox over real HTTP with a plain reqwest client (not the app's api client):
//! tokens, authentication, every endpoint with a success and a failure case, percent-encoded
//! external references, survey creation forms and invitation rules, the outbox, every fault
//! kind as a client sees it, the PDF summary, persistence and the request log.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::{Duration, Instant};

use base64::Engine as _;
use intake_desk::sandbox::{
    DEMO_ACCOUNT, DEMO_CREDENTIAL, DEMO_LANDLINE_PATIENT_ID, DEMO_LONG_SURVEY_ID, DEMO_NO_EMAIL_PATIENT_ID,
    DEMO_ODD_SHAPES_SURVEY_ID, DEMO_PATIENT_ID, DEMO_PATIENT_REFERENCE, DEMO_SLASH_PATIENT_ID, DEMO_SLASH_REFERENCE,
    DEMO_SURVEY_ID, DEMO_TENANT, DEMO_UNKNOWN_STATUS_SURVEY_ID, Fault, FaultRule, Sandbox, SandboxConfig,
};
use percent_encoding::{NON_ALPHANUMERIC, utf8_percent_encode};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

struct Peer {
    sandbox: Sandbox,
    http: reqwest::Client,
    token: String,
}

impl Peer {
    async fn start() -> Peer {
        Self::start_with(SandboxConfig::default()).await
    }

    async fn start_with(config: SandboxConfig) -> Peer {
        let sandbox = Sandbox::start(config.with_test_controls()).await.expect("sandbox starts");
        let token = sandbox.token();
        Peer { sandbox, http: client(), token }
    }

    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.sandbox.base_url())
    }

    fn request(&self, method: Method, path: &str) -> reqwest::RequestBuilder {
        self.http.request(method, self.url(path)).bearer_auth(&self.token)
    }

    async fn get(&self, path: &str) -> reqwest::Response {
        self.request(Method::GET, path).send().await.unwrap()
    }

    async fn send_json(&self, method: Method, path: &str, body: &Value) -> reqwest::Response {
        self.request(method, path).json(body).send().await.unwrap()
    }

    async fn create_patient(&self, body: &Value) -> String {
        let response = self.send_json(Method::POST, "/tenant-api/patients/", body).await;
        assert_eq!(response.status(), StatusCode::CREATED);
        let body: Value = response.json().await.unwrap();
        body["patientId"].as_str().unwrap().to_owned()
    }

    async fn set_fault(&self, method: Option<&str>, path_prefix: &str, fault: Fault) {
        self.sandbox.faults().set(FaultRule {
            method: method.map(str::to_owned),
            path_prefix: path_prefix.to_owned(),
            fault,
            times: Some(1),
        });
    }
}

fn client() -> reqwest::Client {
    reqwest::Client::builder().no_proxy().build().expect("client builds")
}

fn patient_body(reference: &str) -> Value {
    json!({
        "firstName": "Zoë",
        "lastName": "De Smet",
        "gender": "female",
        "birthdate": "1990-01-01T00:00:00.000Z",
        "language": "nl-be",
        "email": "zoe.desmet@example.be",
        "phone": {"phoneNumber": "+32470000001", "type": "mobile", "countryIsoAlpha2": "BE"},
        "externalReference": reference,
    })
}

fn unique_reference() -> String {
    format!("T-{}", uuid::Uuid::new_v4().simple())
}

async fn problem(response: reqwest::Response, status: StatusCode) -> Value {
    assert_eq!(response.status(), status);
    let content_type =
        response.headers().get("content-type").and_then(|v| v.to_str().ok()).unwrap_or_default().to_owned();
    assert!(content_type.starts_with("application/problem+json"), "{content_type}");
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["status"], json!(status.as_u16()));
    assert!(body["title"].is_string());
    assert!(body["type"].is_string());
    assert!(body["traceId"].is_string());
    body
}

fn error_keys(body: &Value) -> Vec<String> {
    body["errors"].as_object().map(|o| o.keys().cloned().collect()).unwrap_or_default()
}

// ---------------------------------------------------------------- tokens and authentication

#[tokio::test]
async fn token_endpoint_issues_usable_tokens_and_refuses_bad_credentials() {
    let peer = Peer::start().await;
    let response = peer
        .http
        .post(peer.url("/security-api/token"))
        .json(&json!({
            "credentialType": 10, "account": DEMO_ACCOUNT, "credential": DEMO_CREDENTIAL,
            "tenantId": DEMO_TENANT, "healthcareServiceId": "hs-1",
        }))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["tokenType"], "Bearer");
    assert_eq!(body["expiresIn"], 28800);
    let token = body["accessToken"].as_str().unwrap().to_owned();
    let parts: Vec<&str> = token.split('.').collect();
    assert_eq!(parts.len(), 3);
    let payload = base64::engine::general_purpose::URL_SAFE_NO_PAD.decode(parts[1]).unwrap();
    let payload: Value = serde_json::from_slice(&payload).unwrap();
    assert_eq!(payload["tenant"], DEMO_TENANT);
    assert!(payload["exp"].as_i64().unwrap() > payload["iat"].as_i64().unwrap());

    let ok = peer
        .http
        .get(peer.url(&format!("/tenant-api/patients/{DEMO_PATIENT_ID}")))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap();
    assert_eq!(ok.status(), StatusCode::OK);

    let wrong = peer
        .http
        .post(peer.url("/security-api/token"))
        .json(&json!({"credentialType": 10, "account": DEMO_ACCOUNT, "credential": "nope", "tenantId": DEMO_TENANT}))
        .send()
        .await
        .unwrap();
    problem(wrong, StatusCode::UNAUTHORIZED).await;

    let missing = peer
        .http
        .post(peer.url("/security-api/token"))
        .json(&json!({"credentialType": 10, "account": DEMO_ACCOUNT}))
        .send()
        .await
        .unwrap();
    let body = problem(missing, StatusCode::BAD_REQUEST).await;
    assert_eq!(body["title"], "One or more validation errors occurred.");
    assert_eq!(error_keys(&body), ["Credential", "TenantId"]);
}

#[tokio::test]
async fn tenant_api_needs_a_valid_bearer_token() {
    let peer =
        Peer::start_with(SandboxConfig { extra_token: Some("fixed-test-token".into()), ..SandboxConfig::default() })
            .await;
    let path = format!("/tenant-api/patients/{DEMO_PATIENT_ID}");

    let none = peer.http.get(peer.url(&path)).send().await.unwrap();
    assert!(none.headers().contains_key("www-authenticate"));
    problem(none, StatusCode::UNAUTHORIZED).await;

    let bad = peer.http.get(peer.url(&path)).bearer_auth("not-a-token").send().await.unwrap();
    problem(bad, StatusCode::UNAUTHORIZED).await;

    let extra = peer.http.get(peer.url(&path)).bearer_auth("fixed-test-token").send().await.unwrap();
    assert_eq!(extra.status(), StatusCode::OK);
    assert_eq!(peer.get(&path).await.status(), StatusCode::OK);

    peer.sandbox.revoke_tokens();
    problem(peer.get(&path).await, StatusCode::UNAUTHORIZED).await;
    let extra = peer.http.get(peer.url(&path)).bearer_auth("fixed-test-token").send().await.unwrap();
    problem(extra, StatusCode::UNAUTHORIZED).await;
    let fresh = peer.sandbox.token();
    assert_ne!(fresh, peer.token);
    let ok = peer.http.get(peer.url(&path)).bearer_auth(&fresh).send().await.unwrap();
    assert_eq!(ok.status(), StatusCode::OK);
}

#[tokio::test]
async fn unknown_paths_and_methods_get_problem_details() {
    let peer = Peer::start().await;
    problem(peer.get("/tenant-api/nothing-here").await, StatusCode::NOT_FOUND).await;
    problem(peer.get("/elsewhere").await, StatusCode::NOT_FOUND).await;
    let response =
        peer.request(Method::DELETE, &format!("/tenant-api/patients/{DEMO_PATIENT_ID}")).send().await.unwrap();
    assert_eq!(response.headers()["allow"], "GET, PUT");
    problem(response, StatusCode::METHOD_NOT_ALLOWED).await;
    problem(peer.get("/tenant-api/patients/").await, StatusCode::METHOD_NOT_ALLOWED).await;
}

// ---------------------------------------------------------------- patients

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
        assert!(intake_desk::state::patient_form::Field::from_service_name(field).is_some(), "{field}");
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

// ---------------------------------------------------------------- surveys

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

// ---------------------------------------------------------------- faults

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

// ---------------------------------------------------------------- persistence and counters

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
