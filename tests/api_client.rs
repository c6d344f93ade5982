//! The API client against a real sandbox over HTTP on 127.0.0.1: every
//! endpoint and the token endpoint, their failures, path encoding, and the
//! fault classes a real network produces, each mapped to the right
//! [`ErrorKind`].

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::Duration;

use base64::Engine as _;
use intake_desk::api::decode;
use intake_desk::api::error::ErrorKind;
use intake_desk::api::token::request_token;
use intake_desk::api::{
    AccessToken, ApiError, Birthdate, ChangeContent, Channel, Client, ClientOptions, CreateSurveyRequest, Credentials,
    Environment, Gender, PatientPayload, PhonePayload, PhoneType, StatusTone, SurveyPatient,
};
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
    let sandbox = Sandbox::start(SandboxConfig::default()).await.unwrap();
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

/// The error of a call that must fail, with its kind checked.
#[track_caller]
fn expect_kind<T: std::fmt::Debug>(result: Result<T, ApiError>, kind: ErrorKind) -> ApiError {
    match result {
        Ok(value) => panic!("expected {kind:?}, got Ok({value:?})"),
        Err(err) => {
            assert_eq!(err.kind, kind, "{err:?}");
            assert!(!err.message.is_empty());
            err
        }
    }
}

fn rule(method: &str, path_prefix: &str, fault: Fault) -> FaultRule {
    FaultRule { method: Some(method.into()), path_prefix: path_prefix.into(), fault, times: Some(1) }
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

// ----- token endpoint -----

fn demo_credentials() -> Credentials {
    Credentials {
        account: DEMO_ACCOUNT.into(),
        password: DEMO_CREDENTIAL.into(),
        tenant_id: DEMO_TENANT.into(),
        healthcare_service_id: None,
    }
}

#[tokio::test]
async fn token_endpoint_issues_a_working_token() {
    let sandbox = Sandbox::start(SandboxConfig::default()).await.unwrap();
    let token = request_token(&environment(&sandbox), &ClientOptions::default(), &demo_credentials()).await.unwrap();
    assert!(!token.is_empty());
    assert_ne!(token.expose(), sandbox.token(), "a newly issued token");
    let expires = token.expires_at().expect("the sandbox issues JWTs with exp");
    let left = expires.as_second() - jiff::Timestamp::now().as_second();
    assert!((7 * 3600..=8 * 3600 + 5).contains(&left), "expires in {left} s");

    let client = Client::new(&environment(&sandbox), token, &ClientOptions::default()).unwrap();
    let patient = client.get_patient(DEMO_PATIENT_ID).await.unwrap();
    assert_eq!(patient.patient_id, DEMO_PATIENT_ID);

    // With a healthcare service id, and the account in another case.
    let credentials = Credentials {
        account: DEMO_ACCOUNT.to_uppercase(),
        healthcare_service_id: Some("cardiology".into()),
        ..demo_credentials()
    };
    request_token(&environment(&sandbox), &ClientOptions::default(), &credentials).await.unwrap();
}

#[tokio::test]
async fn token_endpoint_refuses_wrong_credentials() {
    let sandbox = Sandbox::start(SandboxConfig::default()).await.unwrap();
    let wrong = Credentials { password: "wrong".into(), ..demo_credentials() };
    let err = expect_kind(
        request_token(&environment(&sandbox), &ClientOptions::default(), &wrong).await,
        ErrorKind::Unauthorized,
    );
    assert_eq!(err.status, Some(401));

    let other_tenant = Credentials { tenant_id: "elsewhere".into(), ..demo_credentials() };
    expect_kind(
        request_token(&environment(&sandbox), &ClientOptions::default(), &other_tenant).await,
        ErrorKind::Unauthorized,
    );

    // Missing input is refused before anything is sent.
    let before = sandbox.request_count();
    let empty = Credentials { password: String::new(), ..demo_credentials() };
    expect_kind(
        request_token(&environment(&sandbox), &ClientOptions::default(), &empty).await,
        ErrorKind::InvalidInput,
    );
    assert_eq!(sandbox.request_count(), before);

    // A server failure is not reported as a wrong password.
    sandbox.faults().set(rule("POST", "/security-api/token", respond(503, "", None, Some("3"))));
    let err = expect_kind(
        request_token(&environment(&sandbox), &ClientOptions::default(), &demo_credentials()).await,
        ErrorKind::ServerError,
    );
    assert_eq!(err.status, Some(503));
}

// ----- patients -----

#[tokio::test]
async fn create_patient_and_fetch_it_back() {
    let (sandbox, client) = start().await;
    let before = sandbox.patient_count();
    let created = client.create_patient(&payload("MRN-NEW-1")).await.unwrap();
    assert_eq!(sandbox.patient_count(), before + 1);
    assert_eq!(sandbox.find_patient_ids_by_external_reference("MRN-NEW-1"), std::slice::from_ref(&created.patient_id));

    let patient = client.get_patient(&created.patient_id).await.unwrap();
    assert_eq!(patient.patient_id, created.patient_id);
    assert_eq!((patient.first_name.as_str(), patient.last_name.as_str()), ("Noor", "Claes"));
    assert_eq!(patient.gender, Some(Gender::Female));
    assert_eq!(patient.birthdate, Birthdate::new(1985, 6, 15));
    assert_eq!(patient.language.as_deref(), Some("nl-be"));
    assert_eq!(patient.email.as_deref(), Some("noor.claes@example.be"));
    let phone = patient.phone.as_ref().unwrap();
    assert_eq!(phone.phone_number, "+32470111222");
    assert_eq!(phone.phone_type, Some(PhoneType::Mobile));
    assert_eq!(phone.country_iso_alpha2, "BE");
    assert_eq!(patient.external_reference.as_deref(), Some("MRN-NEW-1"));
    assert!(patient.extra.contains_key("createdAt"), "unknown fields are kept: {:?}", patient.extra);

    // Without e-mail and phone (optional fields are left out of the body).
    let minimal = PatientPayload { email: None, phone: None, ..payload("MRN-NEW-2") };
    let created = client.create_patient(&minimal).await.unwrap();
    let patient = client.get_patient(&created.patient_id).await.unwrap();
    assert_eq!((patient.email, patient.phone), (None, None));
}

#[tokio::test]
async fn create_patient_validation_errors_reach_each_field() {
    let (sandbox, client) = start().await;
    let before = sandbox.patient_count();
    let bad = PatientPayload {
        first_name: "  ".into(),
        language: "NL".into(),
        email: Some("not-an-address".into()),
        phone: Some(PhonePayload {
            phone_number: "0470 11 12 22".into(),
            phone_type: PhoneType::Mobile,
            country_iso_alpha2: "BEL".into(),
        }),
        birthdate: Birthdate::new(2999, 1, 1).unwrap(),
        ..payload("MRN-BAD")
    };
    let err = expect_kind(client.create_patient(&bad).await, ErrorKind::Validation);
    assert_eq!(err.status, Some(400));
    assert_eq!(sandbox.patient_count(), before, "nothing was created");
    for field in ["firstName", "language", "email", "phone.phoneNumber", "phone.countryIsoAlpha2", "birthdate"] {
        assert!(!err.messages_for(field).is_empty(), "no message for {field}: {:?}", err.field_errors);
    }
    assert!(err.messages_for("phone.phoneNumber")[0].contains("international"), "{:?}", err.field_errors);
    assert!(err.messages_for("lastName").is_empty());
    assert!(err.messages_for("externalReference").is_empty());
    assert!(err.trace_id.is_some());
}

#[tokio::test]
async fn create_patient_with_a_taken_external_reference_conflicts() {
    let (sandbox, client) = start().await;
    let err = expect_kind(client.create_patient(&payload(DEMO_PATIENT_REFERENCE)).await, ErrorKind::Conflict);
    assert_eq!(err.status, Some(409));
    assert!(!err.messages_for("externalReference").is_empty(), "{:?}", err.field_errors);
    assert_eq!(sandbox.find_patient_ids_by_external_reference(DEMO_PATIENT_REFERENCE), [DEMO_PATIENT_ID]);

    client.create_patient(&payload("MRN-TWICE")).await.unwrap();
    expect_kind(client.create_patient(&payload("MRN-TWICE")).await, ErrorKind::Conflict);
    assert_eq!(sandbox.find_patient_ids_by_external_reference("MRN-TWICE").len(), 1);
}

#[tokio::test]
async fn get_patient_by_id_and_unknown_ids() {
    let (_sandbox, client) = start().await;
    let patient = client.get_patient(DEMO_PATIENT_ID).await.unwrap();
    assert_eq!(patient.full_name(), "Zoë Vermeulen");
    assert_eq!(patient.birthdate, Birthdate::new(1987, 4, 12));
    assert_eq!(patient.external_reference.as_deref(), Some(DEMO_PATIENT_REFERENCE));

    let err = expect_kind(client.get_patient(UNKNOWN_ID).await, ErrorKind::NotFound);
    assert_eq!(err.status, Some(404));
    // Not an identifier at all, and an attempt to climb out of the path: still just "not found".
    expect_kind(client.get_patient("nope").await, ErrorKind::NotFound);
    expect_kind(client.get_patient(&format!("../../survey/{DEMO_SURVEY_ID}")).await, ErrorKind::NotFound);
    // Empty and dot-only identifiers are refused before sending.
    expect_kind(client.get_patient("").await, ErrorKind::InvalidInput);
    expect_kind(client.get_patient("..").await, ErrorKind::InvalidInput);
}

#[tokio::test]
async fn get_patient_by_external_reference() {
    let (_sandbox, client) = start().await;
    let patient = client.get_patient_by_external_reference(DEMO_PATIENT_REFERENCE).await.unwrap();
    assert_eq!(patient.patient_id, DEMO_PATIENT_ID);
    let patient = client.get_patient_by_external_reference(DEMO_SLASH_REFERENCE).await.unwrap();
    assert_eq!(patient.patient_id, DEMO_SLASH_PATIENT_ID);

    let err = expect_kind(client.get_patient_by_external_reference("MRN-NOBODY").await, ErrorKind::NotFound);
    assert_eq!(err.status, Some(404));
    // A prefix of a real reference is another reference.
    expect_kind(client.get_patient_by_external_reference("MRN/2024").await, ErrorKind::NotFound);
    expect_kind(client.get_patient_by_external_reference(".").await, ErrorKind::InvalidInput);
}

#[tokio::test]
async fn external_references_round_trip_through_the_path() {
    let (sandbox, client) = start().await;
    let references = ["MRN/2024 #7?x", "a b", "a%20b", "ünïcødé/%2F", "50%", "x+y&z=1;v", "..a", "~._-"];
    let mut ids = Vec::new();
    for reference in references {
        let created = client.create_patient(&payload(reference)).await.unwrap();
        ids.push(created.patient_id);
    }
    for (reference, id) in references.iter().zip(&ids) {
        let patient = client
            .get_patient_by_external_reference(reference)
            .await
            .unwrap_or_else(|e| panic!("{reference:?}: {e:?}"));
        assert_eq!(&patient.patient_id, id, "{reference:?}");
        assert_eq!(patient.external_reference.as_deref(), Some(*reference));
        assert_eq!(
            sandbox.find_patient_ids_by_external_reference(reference),
            std::slice::from_ref(id),
            "{reference:?}"
        );
    }
    // Every character that is not unreserved went out encoded.
    let paths: Vec<String> =
        sandbox.requests().into_iter().filter(|r| r.path.contains("/external-reference/")).map(|r| r.path).collect();
    assert!(paths.contains(&"/tenant-api/patients/external-reference/MRN%2F2024%20%237%3Fx".to_owned()), "{paths:?}");
    assert!(paths.contains(&"/tenant-api/patients/external-reference/50%25".to_owned()), "{paths:?}");
    assert!(paths.contains(&"/tenant-api/patients/external-reference/%C3%BCn%C3%AFc%C3%B8d%C3%A9%2F%252F".to_owned()));
}

#[tokio::test]
async fn update_patient_changes_what_is_fetched() {
    let (_sandbox, client) = start().await;
    let created = client.create_patient(&payload("MRN-UPD")).await.unwrap();
    let changed = PatientPayload {
        first_name: "Noortje".into(),
        gender: Gender::Male,
        birthdate: Birthdate::new(1986, 7, 16).unwrap(),
        email: Some("noortje@example.be".into()),
        phone: Some(PhonePayload {
            phone_number: "+3225550000".into(),
            phone_type: PhoneType::Landline,
            country_iso_alpha2: "BE".into(),
        }),
        external_reference: "MRN-UPD-2".into(),
        ..payload("MRN-UPD")
    };
    let returned = client.update_patient(&created.patient_id, &changed).await.unwrap();
    assert_eq!(returned.as_ref().map(|p| p.first_name.as_str()), Some("Noortje"), "the sandbox sends the record back");
    let patient = client.get_patient(&created.patient_id).await.unwrap();
    assert_eq!(patient.first_name, "Noortje");
    assert_eq!(patient.gender, Some(Gender::Male));
    assert_eq!(patient.birthdate, Birthdate::new(1986, 7, 16));
    assert_eq!(patient.phone.unwrap().phone_type, Some(PhoneType::Landline));
    assert_eq!(patient.external_reference.as_deref(), Some("MRN-UPD-2"));
    let by_reference = client.get_patient_by_external_reference("MRN-UPD-2").await.unwrap();
    assert_eq!(by_reference.patient_id, created.patient_id);
    expect_kind(client.get_patient_by_external_reference("MRN-UPD").await, ErrorKind::NotFound);
}

#[tokio::test]
async fn update_patient_failures() {
    let (_sandbox, client) = start().await;
    let created = client.create_patient(&payload("MRN-UPD-F")).await.unwrap();

    let err = expect_kind(client.update_patient(UNKNOWN_ID, &payload("MRN-UPD-X")).await, ErrorKind::NotFound);
    assert_eq!(err.status, Some(404));

    let err = expect_kind(
        client.update_patient(&created.patient_id, &payload(DEMO_PATIENT_REFERENCE)).await,
        ErrorKind::Conflict,
    );
    assert!(!err.messages_for("externalReference").is_empty());

    let bad = PatientPayload { email: Some("x@y".into()), last_name: String::new(), ..payload("MRN-UPD-F") };
    let err = expect_kind(client.update_patient(&created.patient_id, &bad).await, ErrorKind::Validation);
    assert!(!err.messages_for("email").is_empty(), "{:?}", err.field_errors);
    assert!(!err.messages_for("lastName").is_empty(), "{:?}", err.field_errors);

    // Nothing of the failed updates stuck.
    let patient = client.get_patient(&created.patient_id).await.unwrap();
    assert_eq!(patient.last_name, "Claes");
    assert_eq!(patient.external_reference.as_deref(), Some("MRN-UPD-F"));
}

// ----- surveys -----

#[tokio::test]
async fn create_survey_by_patient_id_with_and_without_url() {
    let (sandbox, client) = start().await;
    let before = client.list_patient_surveys(DEMO_PATIENT_ID).await.unwrap().len();

    let created = client.create_survey(&survey_for(DEMO_PATIENT_ID)).await.unwrap();
    assert_eq!(created.url, None, "no URL unless asked");

    let with_url = CreateSurveyRequest { include_url: true, ..survey_for(DEMO_PATIENT_ID) };
    let created_with_url = client.create_survey(&with_url).await.unwrap();
    let url = created_with_url.url.as_deref().unwrap();
    assert!(url.contains(&created_with_url.survey_id), "{url}");
    assert!(!url.contains("pin"), "no PIN unless asked: {url}");

    let with_pin = CreateSurveyRequest { include_url: true, include_pin_in_url: true, ..survey_for(DEMO_PATIENT_ID) };
    let created_with_pin = client.create_survey(&with_pin).await.unwrap();
    assert!(created_with_pin.url.as_deref().unwrap().contains("pin="), "{:?}", created_with_pin.url);

    let surveys = client.list_patient_surveys(DEMO_PATIENT_ID).await.unwrap();
    assert_eq!(surveys.len(), before + 3);
    for id in [&created.survey_id, &created_with_url.survey_id, &created_with_pin.survey_id] {
        assert!(surveys.iter().any(|s| &s.survey_id == id), "{id} not listed");
    }
    let survey = client.get_survey(&created.survey_id).await.unwrap();
    assert_eq!(survey.survey_id, created.survey_id);
    assert_eq!(survey.status.as_ref().unwrap().0, "new");
    assert!(survey.answers.is_empty());
    assert!(sandbox.outbox().is_empty(), "no invitation unless asked");
}

/// Form 2 (a full `patient`) with an `externalReference` that already exists: the sandbox keeps
/// that patient and its patientId, replaces its details with the ones sent, creates no second
/// patient, and lists the new survey under that patientId beside the patient's earlier surveys.
#[tokio::test]
async fn create_survey_with_full_patient_of_a_known_reference_updates_that_patient_and_adds_the_survey() {
    let (sandbox, client) = start().await;
    let before = sandbox.patient_count();
    let earlier: Vec<String> =
        client.list_patient_surveys(DEMO_PATIENT_ID).await.unwrap().into_iter().map(|s| s.survey_id).collect();
    assert!(earlier.contains(&DEMO_SURVEY_ID.to_owned()), "{earlier:?}");
    let seeded = client.get_patient(DEMO_PATIENT_ID).await.unwrap();

    // Every field differs from the seeded Zoë Vermeulen (female, 1987-04-12, nl-be, a Belgian mobile).
    let sent = PatientPayload {
        first_name: "Zoé-Anne".into(),
        last_name: "Vermeulen-Peeters".into(),
        gender: Gender::Male,
        birthdate: Birthdate::new(1990, 1, 31).unwrap(),
        language: "fr-be".into(),
        email: Some("z.peeters@example.nl".into()),
        phone: Some(PhonePayload {
            phone_number: "+31201234567".into(),
            phone_type: PhoneType::Landline,
            country_iso_alpha2: "NL".into(),
        }),
        external_reference: DEMO_PATIENT_REFERENCE.into(),
        extra: Default::default(),
    };
    assert_ne!(seeded.first_name, sent.first_name);
    assert_ne!(seeded.birthdate, Some(sent.birthdate));
    let request = CreateSurveyRequest {
        patient: SurveyPatient::New(Box::new(sent)),
        include_url: true,
        include_pin_in_url: false,
        invitation: None,
    };
    let created = client.create_survey(&request).await.unwrap();

    assert_eq!(sandbox.patient_count(), before, "no second patient");
    assert_eq!(sandbox.find_patient_ids_by_external_reference(DEMO_PATIENT_REFERENCE), [DEMO_PATIENT_ID]);
    let patient = client.get_patient_by_external_reference(DEMO_PATIENT_REFERENCE).await.unwrap();
    assert_eq!(patient.patient_id, DEMO_PATIENT_ID, "the same patient");
    assert_eq!(patient.first_name, "Zoé-Anne");
    assert_eq!(patient.last_name, "Vermeulen-Peeters");
    assert_eq!(patient.gender, Some(Gender::Male));
    assert_eq!(patient.birthdate, Birthdate::new(1990, 1, 31));
    assert_eq!(patient.language.as_deref(), Some("fr-be"));
    assert_eq!(patient.email.as_deref(), Some("z.peeters@example.nl"));
    let phone = patient.phone.as_ref().expect("a phone");
    assert_eq!(phone.phone_number, "+31201234567");
    assert_eq!(phone.phone_type, Some(PhoneType::Landline));
    assert_eq!(phone.country_iso_alpha2, "NL");
    assert_eq!(patient.external_reference.as_deref(), Some(DEMO_PATIENT_REFERENCE));
    // Read by its id too: one record, not a copy under the reference.
    let by_id = client.get_patient(DEMO_PATIENT_ID).await.unwrap();
    assert_eq!((by_id.first_name.as_str(), by_id.birthdate), ("Zoé-Anne", Birthdate::new(1990, 1, 31)));

    // The new survey is the patient's, next to the earlier ones.
    let mut listed: Vec<String> =
        client.list_patient_surveys(DEMO_PATIENT_ID).await.unwrap().into_iter().map(|s| s.survey_id).collect();
    let mut expected = earlier.clone();
    expected.push(created.survey_id.clone());
    listed.sort();
    expected.sort();
    assert_eq!(listed, expected, "the earlier surveys and the new one, under the same patientId");
}

#[tokio::test]
async fn create_survey_with_new_patient_and_email_invitation() {
    let (sandbox, client) = start().await;
    let before = sandbox.patient_count();
    let request = CreateSurveyRequest {
        patient: SurveyPatient::New(Box::new(payload("MRN-VIA-SURVEY"))),
        include_url: true,
        include_pin_in_url: false,
        invitation: Some(Channel::Email),
    };
    let created = client.create_survey(&request).await.unwrap();
    assert_eq!(sandbox.patient_count(), before + 1);
    let ids = sandbox.find_patient_ids_by_external_reference("MRN-VIA-SURVEY");
    assert_eq!(ids.len(), 1);
    let patient = client.get_patient_by_external_reference("MRN-VIA-SURVEY").await.unwrap();
    assert_eq!(patient.patient_id, ids[0]);

    let outbox = sandbox.outbox();
    assert_eq!(outbox.len(), 1, "{outbox:?}");
    let message = &outbox[0];
    assert_eq!(message.channel, "email");
    assert_eq!(message.address, "noor.claes@example.be");
    assert_eq!(message.survey_id, created.survey_id);
    assert_eq!(message.patient_id, patient.patient_id);
    assert!(!message.url.contains("pin="), "{}", message.url);
}

#[tokio::test]
async fn create_survey_with_sms_invitation_and_pin() {
    let (sandbox, client) = start().await;
    let request = CreateSurveyRequest {
        include_url: true,
        include_pin_in_url: true,
        invitation: Some(Channel::Sms),
        ..survey_for(DEMO_PATIENT_ID)
    };
    let created = client.create_survey(&request).await.unwrap();
    let outbox = sandbox.outbox();
    assert_eq!(outbox.len(), 1, "{outbox:?}");
    let message = &outbox[0];
    assert_eq!(message.channel, "sms");
    assert_eq!(message.address, "+32470123456");
    assert_eq!(message.survey_id, created.survey_id);
    assert_eq!(message.patient_id, DEMO_PATIENT_ID);
    assert!(message.url.contains("pin="), "{}", message.url);
    assert_eq!(Some(message.url.as_str()), created.url.as_deref());
}

#[tokio::test]
async fn create_survey_refuses_invitations_the_patient_cannot_receive() {
    let (sandbox, client) = start().await;
    let cases = [
        (DEMO_NO_EMAIL_PATIENT_ID, Channel::Email, "e-mail"),
        (DEMO_LANDLINE_PATIENT_ID, Channel::Sms, "mobile"),
        (DEMO_NO_PHONE_PATIENT_ID, Channel::Sms, "mobile"),
    ];
    for (patient_id, channel, word) in cases {
        let before = client.list_patient_surveys(patient_id).await.unwrap().len();
        let request = CreateSurveyRequest { invitation: Some(channel), ..survey_for(patient_id) };
        let err = expect_kind(client.create_survey(&request).await, ErrorKind::Validation);
        let messages = err.messages_for("communicationServiceTypes");
        assert!(messages.iter().any(|m| m.contains(word)), "{patient_id} {channel:?}: {:?}", err.field_errors);
        assert_eq!(client.list_patient_surveys(patient_id).await.unwrap().len(), before, "no survey created");
    }
    // Form 2: a new patient without an e-mail address.
    let before = sandbox.patient_count();
    let request = CreateSurveyRequest {
        patient: SurveyPatient::New(Box::new(PatientPayload { email: None, ..payload("MRN-NO-MAIL") })),
        include_url: false,
        include_pin_in_url: false,
        invitation: Some(Channel::Email),
    };
    let err = expect_kind(client.create_survey(&request).await, ErrorKind::Validation);
    assert!(!err.messages_for("communicationServiceTypes").is_empty(), "{:?}", err.field_errors);
    assert_eq!(sandbox.patient_count(), before, "no patient created");
    assert!(sandbox.outbox().is_empty());
}

#[tokio::test]
async fn create_survey_other_failures() {
    let (sandbox, client) = start().await;
    let err = expect_kind(client.create_survey(&survey_for(UNKNOWN_ID)).await, ErrorKind::NotFound);
    assert_eq!(err.status, Some(404));
    let err = expect_kind(client.create_survey(&survey_for("not-a-uuid")).await, ErrorKind::Validation);
    assert!(!err.messages_for("patientId").is_empty(), "{:?}", err.field_errors);

    // Form 2 with a bad patient: the nested field names still reach their fields.
    let before = sandbox.patient_count();
    let mut bad = payload("MRN-BAD-PHONE");
    bad.phone = Some(PhonePayload {
        phone_number: "12".into(),
        phone_type: PhoneType::Mobile,
        country_iso_alpha2: "BE".into(),
    });
    let request = CreateSurveyRequest {
        patient: SurveyPatient::New(Box::new(bad)),
        include_url: false,
        include_pin_in_url: false,
        invitation: None,
    };
    let err = expect_kind(client.create_survey(&request).await, ErrorKind::Validation);
    assert!(!err.messages_for("phone.phoneNumber").is_empty(), "{:?}", err.field_errors);
    assert!(!err.messages_for("patient.phone.phoneNumber").is_empty(), "{:?}", err.field_errors);
    assert_eq!(sandbox.patient_count(), before);
    expect_kind(client.create_survey(&survey_for("")).await, ErrorKind::InvalidInput);
}

#[tokio::test]
async fn get_survey_with_answers_diagnoses_and_alerts() {
    let (_sandbox, client) = start().await;
    let survey = client.get_survey(DEMO_SURVEY_ID).await.unwrap();
    assert_eq!(survey.survey_id, DEMO_SURVEY_ID);
    let status = survey.status.as_ref().unwrap();
    assert_eq!((status.0.as_str(), status.tone()), ("completed", StatusTone::Done));
    let created_at = survey.created_at.as_ref().unwrap();
    assert_eq!(created_at.instant.unwrap().subsec_nanosecond(), 345_000_000);
    assert_eq!(survey.answers.len(), 11);
    let symptoms = survey.answers.iter().find(|a| a.question_code == "SYM").unwrap();
    assert_eq!(symptoms.question_label, "Symptoms");
    assert_eq!(symptoms.answer_values, ["Cough", "Wheezing", "Chest pain"]);
    let note = survey.answers.iter().find(|a| a.question_code == "NOTE").unwrap();
    assert!(note.answer_values.is_empty());
    let diagnoses: Vec<String> = survey.confirmed_diagnoses.diagnoses.iter().map(decode::describe_element).collect();
    assert_eq!(diagnoses, ["Asthma, unspecified (J45.9)", "Allergic rhinitis due to pollen (J30.1)"]);
    assert_eq!(survey.alerts.len(), 2);
    assert_eq!(decode::describe_element(&survey.alerts[0]), "Chest pain at rest reported");
    assert_eq!(decode::alert_severity(&survey.alerts[0]).as_deref(), Some("high"));
    assert_eq!(survey.extra.get("patientId").and_then(|v| v.as_str()), Some(DEMO_PATIENT_ID));

    let odd = client.get_survey(DEMO_ODD_SHAPES_SURVEY_ID).await.unwrap();
    let diagnoses: Vec<String> = odd.confirmed_diagnoses.diagnoses.iter().map(decode::describe_element).collect();
    assert_eq!(diagnoses, ["Essential (primary) hypertension (I10)", "Type 2 diabetes mellitus"]);
    assert_eq!(decode::describe_element(&odd.alerts[0]), "Blood pressure above 180/110 reported");

    let unknown = client.get_survey(DEMO_UNKNOWN_STATUS_SURVEY_ID).await.unwrap();
    let status = unknown.status.unwrap();
    assert_eq!((status.label().as_str(), status.tone()), ("awaitingReview", StatusTone::Unknown));

    let err = expect_kind(client.get_survey(UNKNOWN_ID).await, ErrorKind::NotFound);
    assert_eq!(err.status, Some(404));
    expect_kind(client.get_survey("not-a-survey").await, ErrorKind::NotFound);
}

#[tokio::test]
async fn get_survey_history_keeps_every_entry() {
    let (_sandbox, client) = start().await;
    let history = client.get_survey_history(DEMO_SURVEY_ID).await.unwrap();
    assert!(history.len() >= 4, "{history:?}");
    assert!(history.iter().all(|e| e.survey_id == DEMO_SURVEY_ID));
    assert!(history.iter().any(|e| matches!(e.content, ChangeContent::Workflow { .. })));
    assert!(history.iter().any(|e| e.content == ChangeContent::Claim { is_claimed: true }));
    assert!(history.iter().any(|e| e.content == ChangeContent::Claim { is_claimed: false }));
    let reminder = history.iter().find(|e| e.entry_type == "reminder").expect("the undocumented reminder entry");
    match &reminder.content {
        ChangeContent::Other(value) => assert_eq!(value["$type"], "reminder"),
        other => panic!("reminder read as {other:?}"),
    }
    let instants: Vec<jiff::Timestamp> =
        history.iter().map(|e| e.timestamp.as_ref().unwrap().instant.unwrap()).collect();
    assert!(instants.windows(2).all(|w| w[0] <= w[1]), "ascending: {instants:?}");
    let system = history.iter().find(|e| e.user_email == "system").expect("a system-generated entry");
    assert_eq!(system.who(), "System");
    let staff = history.iter().find(|e| e.content == ChangeContent::Claim { is_claimed: true }).unwrap();
    assert!(!staff.who().is_empty() && staff.who() != "unknown user", "{staff:?}");

    // A new survey has its creation in its history.
    let created = client.create_survey(&survey_for(DEMO_PATIENT_ID)).await.unwrap();
    let history = client.get_survey_history(&created.survey_id).await.unwrap();
    assert_eq!(history.len(), 1);
    assert_eq!(history[0].entry_type, "workflow");

    expect_kind(client.get_survey_history(UNKNOWN_ID).await, ErrorKind::NotFound);
}

#[tokio::test]
async fn list_patient_surveys() {
    let (_sandbox, client) = start().await;
    let surveys = client.list_patient_surveys(DEMO_PATIENT_ID).await.unwrap();
    let mut statuses: Vec<String> = surveys.iter().map(|s| s.status.clone().unwrap().0).collect();
    statuses.sort();
    assert_eq!(statuses, ["closed", "completed", "expired", "new"]);
    assert!(surveys.iter().any(|s| s.survey_id == DEMO_SURVEY_ID));

    let created = client.create_patient(&payload("MRN-NO-SURVEYS")).await.unwrap();
    assert!(client.list_patient_surveys(&created.patient_id).await.unwrap().is_empty());

    let err = expect_kind(client.list_patient_surveys(UNKNOWN_ID).await, ErrorKind::NotFound);
    assert_eq!(err.status, Some(404));
}

#[tokio::test]
async fn plain_text_summary() {
    let (_sandbox, client) = start().await;
    let summary = client.get_plain_text_summary(DEMO_SURVEY_ID).await.unwrap();
    let lines: Vec<&str> = summary.value.lines().collect();
    assert!(lines[0].contains("Zoë Vermeulen"), "{lines:?}");
    assert!(lines.contains(&"Symptoms: Cough, Wheezing, Chest pain"), "{lines:?}");
    expect_kind(client.get_plain_text_summary(UNKNOWN_ID).await, ErrorKind::NotFound);
}

#[tokio::test]
async fn pdf_summary_decodes_to_a_pdf() {
    let (_sandbox, client) = start().await;
    let pdf = client.get_pdf_summary(DEMO_SURVEY_ID).await.unwrap();
    assert!(pdf.0.starts_with(b"%PDF-"), "{pdf:?}");
    assert!(pdf.0.windows(5).any(|w| w == b"%%EOF"), "a complete file");
    let long = client.get_pdf_summary(DEMO_LONG_SURVEY_ID).await.unwrap();
    assert!(long.0.starts_with(b"%PDF-"));
    assert!(long.0.len() > pdf.0.len());
    expect_kind(client.get_pdf_summary(UNKNOWN_ID).await, ErrorKind::NotFound);
}

#[tokio::test]
async fn pdf_summary_that_is_not_a_pdf_is_a_decode_error() {
    let (sandbox, client) = start().await;
    let path = format!("/tenant-api/survey/{DEMO_SURVEY_ID}/summary/pdf");
    let not_pdf = format!("\"{}\"", base64::engine::general_purpose::STANDARD.encode(b"<html>Sign in</html>"));
    sandbox.faults().set(rule("GET", &path, respond(200, &not_pdf, Some("application/json"), None)));
    let err = expect_kind(client.get_pdf_summary(DEMO_SURVEY_ID).await, ErrorKind::Decode);
    // The excerpt is of the decoded bytes: what came back instead of a PDF.
    assert!(err.excerpt.as_deref().unwrap().starts_with("<html>Sign in"), "{err:?}");

    sandbox.faults().set(rule("GET", &path, respond(200, "\"JVBERi0x!!*@@\"", Some("application/json"), None)));
    let err = expect_kind(client.get_pdf_summary(DEMO_SURVEY_ID).await, ErrorKind::Decode);
    // Nothing could be decoded: the excerpt is of the body itself.
    assert!(err.excerpt.as_deref().unwrap().contains("JVBERi0x!!*@@"), "{err:?}");

    // The fault rules were used up: the real PDF comes back.
    assert!(client.get_pdf_summary(DEMO_SURVEY_ID).await.unwrap().0.starts_with(b"%PDF-"));
}

// ----- authentication -----

#[tokio::test]
async fn every_endpoint_answers_401_to_a_bad_token() {
    let sandbox = Sandbox::start(SandboxConfig::default()).await.unwrap();
    let client = bad_token_client(&sandbox);
    let before = sandbox.patient_count();
    let results: Vec<(&str, Result<(), ApiError>)> = vec![
        ("create patient", client.create_patient(&payload("MRN-401")).await.map(drop)),
        ("get patient", client.get_patient(DEMO_PATIENT_ID).await.map(drop)),
        ("by reference", client.get_patient_by_external_reference(DEMO_PATIENT_REFERENCE).await.map(drop)),
        ("update patient", client.update_patient(DEMO_PATIENT_ID, &payload(DEMO_PATIENT_REFERENCE)).await.map(drop)),
        ("create survey", client.create_survey(&survey_for(DEMO_PATIENT_ID)).await.map(drop)),
        ("get survey", client.get_survey(DEMO_SURVEY_ID).await.map(drop)),
        ("history", client.get_survey_history(DEMO_SURVEY_ID).await.map(drop)),
        ("list surveys", client.list_patient_surveys(DEMO_PATIENT_ID).await.map(drop)),
        ("plain text", client.get_plain_text_summary(DEMO_SURVEY_ID).await.map(drop)),
        ("pdf", client.get_pdf_summary(DEMO_SURVEY_ID).await.map(drop)),
    ];
    for (name, result) in results {
        let err = result.expect_err(name);
        assert_eq!(err.kind, ErrorKind::Unauthorized, "{name}: {err:?}");
        assert_eq!(err.status, Some(401), "{name}");
    }
    assert_eq!(sandbox.patient_count(), before);
    assert_eq!(sandbox.find_patient_ids_by_external_reference("MRN-401").len(), 0);
    assert_eq!(client.get_patient(DEMO_PATIENT_ID).await.unwrap_err().kind, ErrorKind::Unauthorized);
}

#[tokio::test]
async fn a_revoked_token_is_refused_and_a_new_one_accepted() {
    let (sandbox, client) = start().await;
    client.get_patient(DEMO_PATIENT_ID).await.unwrap();
    sandbox.revoke_tokens();
    expect_kind(client.get_patient(DEMO_PATIENT_ID).await, ErrorKind::Unauthorized);
    let token = AccessToken::new(format!("Bearer {}", sandbox.token()));
    let renewed = Client::new(&environment(&sandbox), token, &ClientOptions::default()).unwrap();
    renewed.get_patient(DEMO_PATIENT_ID).await.unwrap();
}

// ----- addresses -----

#[test]
fn plain_http_to_another_computer_is_refused() {
    let token = || AccessToken::new("t");
    let options = ClientOptions::default();
    for base in ["http://example.org", "http://10.0.0.5:8080", "http://192.168.1.20", "http://localhost.example.org"] {
        let custom = Environment::Custom { api_base: base.into(), token_host: String::new() };
        let err = Client::new(&custom, token(), &options).unwrap_err();
        assert_eq!(err.kind, ErrorKind::InvalidAddress, "{base}");
        let sandbox = Environment::Sandbox { base_url: base.into() };
        assert_eq!(Client::new(&sandbox, token(), &options).unwrap_err().kind, ErrorKind::InvalidAddress, "{base}");
    }
    for base in ["ftp://example.org", "not a url", ""] {
        let custom = Environment::Custom { api_base: base.into(), token_host: String::new() };
        assert_eq!(Client::new(&custom, token(), &options).unwrap_err().kind, ErrorKind::InvalidAddress, "{base}");
    }
    for base in ["https://example.org", "http://127.0.0.1:8080", "http://localhost:1", "http://[::1]:8080/"] {
        let custom = Environment::Custom { api_base: base.into(), token_host: String::new() };
        Client::new(&custom, token(), &options).unwrap_or_else(|e| panic!("{base}: {e:?}"));
    }
}

#[tokio::test]
async fn token_request_to_plain_http_elsewhere_is_refused() {
    let environment =
        Environment::Custom { api_base: "https://api.example.org".into(), token_host: "http://example.org".into() };
    let err = request_token(&environment, &ClientOptions::default(), &demo_credentials()).await.unwrap_err();
    assert_eq!(err.kind, ErrorKind::InvalidAddress);
}

#[tokio::test]
async fn nothing_listening_is_cannot_connect() {
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let environment = Environment::Sandbox { base_url: format!("http://127.0.0.1:{port}") };
    let client = Client::new(&environment, AccessToken::new("t"), &ClientOptions::default()).unwrap();
    let err = expect_kind(client.get_patient(DEMO_PATIENT_ID).await, ErrorKind::CannotConnect);
    assert_eq!(err.status, None);
    assert!(err.is_offline() && !err.is_ambiguous() && err.is_transient());
    let err = expect_kind(client.create_patient(&payload("MRN-OFFLINE")).await, ErrorKind::CannotConnect);
    assert!(!err.is_ambiguous(), "nothing was sent: resending is safe");
}

// ----- faults -----

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
    assert!(!err.message.contains('<'), "{}", err.message);
    assert!(err.excerpt.as_deref().unwrap().contains("502 Bad Gateway"));
    assert!(err.is_transient());

    sandbox.faults().set(rule("GET", &path, respond(500, "", None, None)));
    let err = expect_kind(client.get_patient(DEMO_PATIENT_ID).await, ErrorKind::ServerError);
    assert_eq!((err.status, err.server_message.as_deref(), err.excerpt.as_deref()), (Some(500), None, None));
    assert!(err.message.contains("500"), "{}", err.message);

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
    let sandbox = Sandbox::start(SandboxConfig::default()).await.unwrap();
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
