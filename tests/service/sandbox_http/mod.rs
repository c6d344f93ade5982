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
            every: None,
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

mod auth;
mod faults;
mod patients;
mod persistence;
mod surveys;
