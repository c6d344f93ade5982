//! Token endpoint.

use super::*;

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
    let sandbox = Sandbox::start(SandboxConfig::default().with_test_controls()).await.unwrap();
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
