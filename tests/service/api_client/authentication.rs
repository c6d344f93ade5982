//! Authentication.

use super::*;

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
