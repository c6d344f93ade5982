//! `POST /security-api/token`: checks the demo credentials and issues a bearer token.

use axum::http::StatusCode;
use axum::response::Response;
use serde_json::json;

use super::object;
use crate::auth::{DEMO_ACCOUNT, DEMO_CREDENTIAL, DEMO_TENANT, TOKEN_LIFETIME_SECS};
use crate::problem::{FieldErrors, add_error, json_response, problem, validation};
use crate::store::{Shared, lock};
use crate::validate::{field, string_field};

/// Issues a token for the demo account, or answers why not (400 with field errors, 401).
pub(crate) fn issue(shared: &Shared, body: &serde_json::Value) -> Response {
    let object = object(body);
    let mut errors = FieldErrors::new();
    match field(&object, "credentialType") {
        None => add_error(&mut errors, "CredentialType", "The CredentialType field is required."),
        Some(v) if v.as_i64() == Some(10) => {}
        Some(v) if v.is_number() => {
            add_error(&mut errors, "CredentialType", "Only credential type 10 (password) is supported.")
        }
        Some(_) => add_error(
            &mut errors,
            "CredentialType",
            "The JSON value for CredentialType could not be converted to System.Int32.",
        ),
    }
    let mut required = |json_name: &str, name: &str| {
        let value = string_field(&object, json_name, name, &mut errors);
        match value {
            Some(v) if !v.trim().is_empty() => Some(v),
            _ => {
                if !errors.contains_key(name) {
                    add_error(&mut errors, name, format!("The {name} field is required."));
                }
                None
            }
        }
    };
    let account = required("account", "Account");
    let credential = required("credential", "Credential");
    let tenant = required("tenantId", "TenantId");
    let _ = string_field(&object, "healthcareServiceId", "HealthcareServiceId", &mut errors);
    let (Some(account), Some(credential), Some(tenant)) = (account, credential, tenant) else {
        return validation(&errors);
    };
    if !errors.is_empty() {
        return validation(&errors);
    }
    let valid = account.trim().eq_ignore_ascii_case(DEMO_ACCOUNT)
        && credential == DEMO_CREDENTIAL
        && tenant.trim() == DEMO_TENANT;
    if !valid {
        tracing::info!("sandbox: token request with wrong credentials refused");
        return problem(
            StatusCode::UNAUTHORIZED,
            Some("Unauthorized"),
            Some("The account, credential or tenant is not valid."),
        );
    }
    let access_token = lock(&shared.tokens).issue(DEMO_ACCOUNT, DEMO_TENANT);
    tracing::info!("sandbox: token issued");
    json_response(
        StatusCode::OK,
        &json!({
            "accessToken": access_token,
            "tokenType": "Bearer",
            "expiresIn": TOKEN_LIFETIME_SECS,
        }),
    )
}
