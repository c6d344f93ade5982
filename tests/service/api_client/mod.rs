//! The API client against a real sandbox over HTTP on 127.0.0.1: every
//! endpoint and the token endpoint, their failures, path encoding, and the
//! fault classes a real network produces, each mapped to the right
//! [`ErrorKind`].

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::Duration;

use base64::Engine as _;
use intake_desk::api::error::ErrorKind;
use intake_desk::api::token::request_token;
use intake_desk::api::{
    AccessToken, ApiError, Birthdate, ChangeContent, Channel, Client, ClientOptions, CreateSurveyRequest, Credentials,
    Environment, Gender, PatientPayload, PhonePayload, PhoneType, Reason, StatusTone, SurveyPatient,
};
use intake_desk::i18n::{Language, Translator};
use intake_desk::sandbox::{
    DEMO_ACCOUNT, DEMO_CREDENTIAL, DEMO_LANDLINE_PATIENT_ID, DEMO_LONG_SURVEY_ID, DEMO_NO_EMAIL_PATIENT_ID,
    DEMO_NO_PHONE_PATIENT_ID, DEMO_ODD_SHAPES_SURVEY_ID, DEMO_PATIENT_ID, DEMO_PATIENT_REFERENCE,
    DEMO_SLASH_PATIENT_ID, DEMO_SLASH_REFERENCE, DEMO_SURVEY_ID, DEMO_TENANT, DEMO_UNKNOWN_STATUS_SURVEY_ID, Fault,
    FaultRule, Sandbox, SandboxConfig,
};

/// A well-formed identifier that no seeded record has.
const UNKNOWN_ID: &str = "00000000-dead-4bee-8f00-000000000000";

// ----- helpers -----

async fn start() -> (Sandbox, Client) {
    let sandbox = Sandbox::start(SandboxConfig::default().with_test_controls()).await.unwrap();
    let client = client_with(&sandbox, &ClientOptions::default());
    (sandbox, client)
}

fn environment(sandbox: &Sandbox) -> Environment {
    Environment::Sandbox { base_url: sandbox.base_url() }
}

fn client_with(sandbox: &Sandbox, options: &ClientOptions) -> Client {
    Client::new(&environment(sandbox), AccessToken::new(sandbox.token()), options).unwrap()
}

fn bad_token_client(sandbox: &Sandbox) -> Client {
    Client::new(&environment(sandbox), AccessToken::new("not-a-valid-token"), &ClientOptions::default()).unwrap()
}

fn payload(reference: &str) -> PatientPayload {
    PatientPayload {
        first_name: "Noor".into(),
        last_name: "Claes".into(),
        gender: Gender::Female,
        birthdate: Birthdate::new(1985, 6, 15).unwrap(),
        language: "nl-be".into(),
        email: Some("noor.claes@example.be".into()),
        phone: Some(PhonePayload {
            phone_number: "+32470111222".into(),
            phone_type: PhoneType::Mobile,
            country_iso_alpha2: "BE".into(),
        }),
        external_reference: reference.into(),
        extra: Default::default(),
    }
}

fn survey_for(patient_id: &str) -> CreateSurveyRequest {
    CreateSurveyRequest {
        patient: SurveyPatient::Existing { patient_id: patient_id.into() },
        include_url: false,
        include_pin_in_url: false,
        invitation: None,
    }
}

/// The one sentence the app shows for an error, in English.
fn words(error: &ApiError) -> String {
    english().msg(&intake_desk::i18n::service::api_error(error))
}

/// The app's English words, built once.
fn english() -> &'static Translator {
    static ENGLISH: std::sync::OnceLock<Translator> = std::sync::OnceLock::new();
    ENGLISH.get_or_init(|| Translator::new(Language::English))
}

/// The error of a call that must fail, with its kind checked.
#[track_caller]
fn expect_kind<T: std::fmt::Debug>(result: Result<T, ApiError>, kind: ErrorKind) -> ApiError {
    match result {
        Ok(value) => panic!("expected {kind:?}, got Ok({value:?})"),
        Err(err) => {
            assert_eq!(err.kind, kind, "{err:?}");
            assert!(!words(&err).is_empty());
            err
        }
    }
}

fn rule(method: &str, path_prefix: &str, fault: Fault) -> FaultRule {
    FaultRule { method: Some(method.into()), path_prefix: path_prefix.into(), fault, times: Some(1), every: None }
}

fn respond(status: u16, body: &str, content_type: Option<&str>, retry_after: Option<&str>) -> Fault {
    Fault::Respond {
        status,
        body: body.into(),
        content_type: content_type.map(str::to_owned),
        retry_after: retry_after.map(str::to_owned),
    }
}

fn patient_path(id: &str) -> String {
    format!("/tenant-api/patients/{id}")
}

fn demo_credentials() -> Credentials {
    Credentials {
        account: DEMO_ACCOUNT.into(),
        password: DEMO_CREDENTIAL.into(),
        tenant_id: DEMO_TENANT.into(),
        healthcare_service_id: None,
    }
}

mod addresses;
mod authentication;
mod faults;
mod patients;
mod surveys;
mod token;
