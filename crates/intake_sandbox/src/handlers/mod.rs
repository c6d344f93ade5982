//! The endpoint handlers of the service, one module per resource: `token` (the token
//! endpoint), `patients`, `surveys` (reading surveys, their history and summaries) and
//! `survey_create` (creating a survey and sending its invitations). This module holds what
//! they share: the answers "created" and "not found" and the JSON object of a request body.

pub(crate) mod patients;
pub(crate) mod survey_create;
pub(crate) mod surveys;
pub(crate) mod token;

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::Response;
use serde_json::{Map, Value};

use super::problem::json_response;
use super::store::canonical_id;

/// The request body as a JSON object (empty when it is not one).
fn object(body: &Value) -> Map<String, Value> {
    body.as_object().cloned().unwrap_or_default()
}

/// 201 with the new resource's path in `Location`.
fn created(location: &str, body: &Value) -> Response {
    let mut response = json_response(StatusCode::CREATED, body);
    if let Ok(value) = HeaderValue::from_str(location) {
        response.headers_mut().insert(header::LOCATION, value);
    }
    response
}

pub(crate) fn patient_not_found(id: &str) -> String {
    match canonical_id(id) {
        Some(id) => format!("Patient '{id}' was not found."),
        None => "Patient not found: the identifier is not a valid UUID.".to_owned(),
    }
}

pub(crate) fn survey_not_found(id: &str) -> String {
    match canonical_id(id) {
        Some(id) => format!("Survey '{id}' was not found."),
        None => "Survey not found: the identifier is not a valid UUID.".to_owned(),
    }
}
