//! Tokens and authentication.

use super::*;

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
