//! RFC 9457 ProblemDetails responses shaped like ASP.NET Core's (`type`, `title`, `status`,
//! `detail`, `traceId`, and `errors` for validation failures), plus small JSON response helpers.

use std::collections::BTreeMap;

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::{Map, Value, json};

/// Validation messages per field name (PascalCase, dotted for nested fields).
pub(crate) type FieldErrors = BTreeMap<String, Vec<String>>;

/// Adds one message for a field.
pub(crate) fn add_error(errors: &mut FieldErrors, field: &str, message: impl Into<String>) {
    errors.entry(field.to_owned()).or_default().push(message.into());
}

fn type_uri(status: StatusCode) -> &'static str {
    match status.as_u16() {
        400 => "https://tools.ietf.org/html/rfc9110#section-15.5.1",
        401 => "https://tools.ietf.org/html/rfc9110#section-15.5.2",
        403 => "https://tools.ietf.org/html/rfc9110#section-15.5.4",
        404 => "https://tools.ietf.org/html/rfc9110#section-15.5.5",
        405 => "https://tools.ietf.org/html/rfc9110#section-15.5.6",
        409 => "https://tools.ietf.org/html/rfc9110#section-15.5.10",
        413 => "https://tools.ietf.org/html/rfc9110#section-15.5.14",
        415 => "https://tools.ietf.org/html/rfc9110#section-15.5.16",
        429 => "https://tools.ietf.org/html/rfc6585#section-4",
        _ => "https://tools.ietf.org/html/rfc9110#section-15.6.1",
    }
}

fn default_title(status: StatusCode) -> &'static str {
    match status.as_u16() {
        400 => "Bad Request",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        405 => "Method Not Allowed",
        409 => "Conflict",
        413 => "Payload Too Large",
        415 => "Unsupported Media Type",
        429 => "Too Many Requests",
        _ => "An error occurred while processing your request.",
    }
}

/// A W3C trace-context style id, as ASP.NET puts into `traceId`.
fn trace_id() -> String {
    let a = uuid::Uuid::new_v4().simple().to_string();
    let b = uuid::Uuid::new_v4().simple().to_string();
    format!("00-{a}-{}-00", &b[..16])
}

/// A ProblemDetails response.
pub(crate) fn problem(status: StatusCode, title: Option<&str>, detail: Option<&str>) -> Response {
    let mut body = Map::new();
    body.insert("type".into(), json!(type_uri(status)));
    body.insert("title".into(), json!(title.unwrap_or_else(|| default_title(status))));
    body.insert("status".into(), json!(status.as_u16()));
    if let Some(detail) = detail {
        body.insert("detail".into(), json!(detail));
    }
    body.insert("traceId".into(), json!(trace_id()));
    problem_response(status, Value::Object(body))
}

/// A 400 validation ProblemDetails with an `errors` object.
pub(crate) fn validation(errors: &FieldErrors) -> Response {
    let body = json!({
        "type": type_uri(StatusCode::BAD_REQUEST),
        "title": "One or more validation errors occurred.",
        "status": 400,
        "errors": errors,
        "traceId": trace_id(),
    });
    problem_response(StatusCode::BAD_REQUEST, body)
}

/// A 400 validation ProblemDetails with a single field message.
pub(crate) fn validation_one(field: &str, message: &str) -> Response {
    let mut errors = FieldErrors::new();
    add_error(&mut errors, field, message);
    validation(&errors)
}

pub(crate) fn not_found(detail: &str) -> Response {
    problem(StatusCode::NOT_FOUND, None, Some(detail))
}

pub(crate) fn method_not_allowed(allow: &str) -> Response {
    let mut response =
        problem(StatusCode::METHOD_NOT_ALLOWED, None, Some("This method is not supported for this resource."));
    if let Ok(value) = HeaderValue::from_str(allow) {
        response.headers_mut().insert(header::ALLOW, value);
    }
    response
}

fn problem_response(status: StatusCode, body: Value) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, HeaderValue::from_static("application/problem+json; charset=utf-8"))],
        body.to_string(),
    )
        .into_response()
}

/// A JSON response with `application/json; charset=utf-8`.
pub(crate) fn json_response(status: StatusCode, body: &Value) -> Response {
    (status, [(header::CONTENT_TYPE, HeaderValue::from_static("application/json; charset=utf-8"))], body.to_string())
        .into_response()
}
