//! The way into the sandbox: one axum fallback that records each request, hands `/sandbox/*`
//! to the control paths, paces the others (latency, rate limit: `pacing`), lets a test fault
//! take over (test builds only), and otherwise routes
//! on the raw (still percent-encoded) path, checks the method, the bearer token and the JSON
//! body, and dispatches to the handlers of the tenant API and the token endpoint.

use std::sync::Arc;

use axum::Router;
use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::response::Response;
use percent_encoding::percent_decode_str;
use serde_json::Value;

use super::auth::TokenProblem;
use super::gzip::{accepts_gzip, compress};
use super::handlers::{patients, survey_create, surveys, token};
use super::problem::{method_not_allowed, not_found, problem, validation_one};
use super::requests::masked_path;
use super::store::{Shared, lock};

/// Largest request body accepted.
pub(crate) const BODY_LIMIT: usize = 1024 * 1024;

/// The router: every request goes through [`entry`].
pub(crate) fn router(shared: Arc<Shared>) -> Router {
    Router::new().fallback(entry).with_state(shared)
}

async fn entry(State(shared): State<Arc<Shared>>, request: Request) -> Response {
    let method = request.method().clone();
    let raw_path = request.uri().path().to_owned();
    if raw_path == "/sandbox" || raw_path.starts_with("/sandbox/") {
        return super::control::control(&shared, &method, &raw_path, request).await;
    }

    let started = std::time::Instant::now();
    let sequence = shared.begin_request(method.as_str(), &raw_path);
    let gzip = accepts_gzip(request.headers());
    // The latency's first half, the rate limit on arrival, the answer, the latency's second
    // half (see `pacing`). A refused request is answered before anything else is looked at.
    shared.pacing.arrive().await;
    let (response, status) = match shared.pacing.refuse(&raw_path) {
        Some(too_many) => with_status(too_many),
        None => respond(&shared, request, gzip).await,
    };
    shared.pacing.depart().await;
    shared.finish_request(sequence, status);
    // Never the raw path: its segments can be external references (patient data).
    tracing::info!(
        method = %method,
        path = %masked_path(&raw_path),
        status,
        millis = started.elapsed().as_millis() as u64,
        "sandbox request"
    );
    response
}

/// The answer to a service request and the status sent (`0`: none, the connection was
/// dropped). In test builds a fault set for the request takes over.
async fn respond(shared: &Arc<Shared>, request: Request, gzip: bool) -> (Response, u16) {
    #[cfg(feature = "testing")]
    if let Some(fault) = super::faults::take(shared, request.method().as_str(), request.uri().path()) {
        return super::faults::apply(shared, fault, request, gzip).await;
    }
    with_status(compress(shared, handle(shared, request).await, gzip).await)
}

pub(crate) fn with_status(response: Response) -> (Response, u16) {
    let status = response.status().as_u16();
    (response, status)
}

/// The endpoints of the service (tenant API and token endpoint).
#[derive(Debug, Clone, PartialEq, Eq)]
enum Route {
    Token,
    CreatePatient,
    Patient(String),
    PatientByReference(String),
    CreateSurvey,
    Survey(String),
    History(String),
    PatientSurveys(String),
    PlainText(String),
    Pdf(String),
}

impl Route {
    fn allowed(&self) -> &'static [Method] {
        match self {
            Route::Token | Route::CreatePatient | Route::CreateSurvey => &[Method::POST],
            Route::Patient(_) => &[Method::GET, Method::PUT],
            _ => &[Method::GET],
        }
    }
}

/// One percent-encoded path segment as text; `None` when it is not UTF-8.
pub(crate) fn decode(segment: &str) -> Option<String> {
    percent_decode_str(segment).decode_utf8().ok().map(|s| s.into_owned())
}

/// Routes a raw path; `None` is 404.
fn route(raw_path: &str) -> Option<Route> {
    let trimmed = raw_path.strip_suffix('/').unwrap_or(raw_path);
    if trimmed == "/security-api/token" {
        return Some(Route::Token);
    }
    let rest = trimmed.strip_prefix("/tenant-api/")?;
    let segments: Vec<&str> = rest.split('/').collect();
    if segments.iter().any(|s| s.is_empty()) {
        return None;
    }
    let route = match segments.as_slice() {
        ["patients"] => Route::CreatePatient,
        ["patients", "external-reference", reference] => Route::PatientByReference(decode(reference)?),
        ["patients", id] => Route::Patient(decode(id)?),
        ["survey"] => Route::CreateSurvey,
        ["survey", "history", id] => Route::History(decode(id)?),
        ["survey", "patient", id] => Route::PatientSurveys(decode(id)?),
        ["survey", id] => Route::Survey(decode(id)?),
        ["survey", id, "summary", "plain-text"] => Route::PlainText(decode(id)?),
        ["survey", id, "summary", "pdf"] => Route::Pdf(decode(id)?),
        _ => return None,
    };
    Some(route)
}

fn unauthorized(problem_kind: TokenProblem) -> Response {
    let (detail, challenge) = match problem_kind {
        TokenProblem::Missing => ("No bearer token was sent.", "Bearer"),
        TokenProblem::Unknown => {
            ("The bearer token is not valid (unknown or revoked).", r#"Bearer error="invalid_token""#)
        }
        TokenProblem::Expired => {
            ("The bearer token has expired.", r#"Bearer error="invalid_token", error_description="The token expired""#)
        }
    };
    let mut response = problem(StatusCode::UNAUTHORIZED, Some("Unauthorized"), Some(detail));
    response.headers_mut().insert(header::WWW_AUTHENTICATE, HeaderValue::from_static(challenge));
    response
}

/// Handles a request to the service (everything outside `/sandbox/*`): route, method, bearer
/// token (all but the token endpoint) and JSON body (POST and PUT), then the handler.
pub(crate) async fn handle(shared: &Arc<Shared>, request: Request) -> Response {
    let method = request.method().clone();
    let Some(route) = route(request.uri().path()) else {
        return not_found("No resource matches this path.");
    };
    let allowed = route.allowed();
    if !allowed.contains(&method) {
        let allow: Vec<&str> = allowed.iter().map(Method::as_str).collect();
        return method_not_allowed(&allow.join(", "));
    }
    let (parts, body) = request.into_parts();
    if route != Route::Token {
        let authorization = parts.headers.get(header::AUTHORIZATION).and_then(|v| v.to_str().ok());
        if let Err(problem_kind) = lock(&shared.tokens).check(authorization) {
            return unauthorized(problem_kind);
        }
    }
    let body = if method == Method::POST || method == Method::PUT {
        match read_json(&parts.headers, body).await {
            Ok(body) => body,
            Err(response) => return response,
        }
    } else {
        Value::Null
    };
    dispatch(shared, route, &method, &body).await
}

async fn dispatch(shared: &Arc<Shared>, route: Route, method: &Method, body: &Value) -> Response {
    match route {
        Route::Token => token::issue(shared, body),
        Route::CreatePatient => patients::create(shared, body).await,
        Route::Patient(id) if method == Method::PUT => patients::update(shared, &id, body).await,
        Route::Patient(id) => patients::get(shared, &id),
        Route::PatientByReference(reference) => patients::get_by_reference(shared, &reference),
        Route::CreateSurvey => survey_create::create_survey(shared, body).await,
        Route::Survey(id) => surveys::get(shared, &id),
        Route::History(id) => surveys::history(shared, &id),
        Route::PatientSurveys(id) => surveys::of_patient(shared, &id),
        Route::PlainText(id) => surveys::plain_text_summary(shared, &id),
        Route::Pdf(id) => surveys::pdf_summary(shared, &id).await,
    }
}

/// Reads a JSON object body, answering like ASP.NET Core when it is not one.
async fn read_json(headers: &HeaderMap, body: Body) -> Result<Value, Response> {
    let content_type = headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or("");
    let essence = content_type.split(';').next().unwrap_or("").trim().to_ascii_lowercase();
    let bytes: Bytes = match axum::body::to_bytes(body, BODY_LIMIT).await {
        Ok(b) => b,
        Err(_) => {
            return Err(problem(
                StatusCode::PAYLOAD_TOO_LARGE,
                Some("Payload Too Large"),
                Some("The request body is too large or could not be read."),
            ));
        }
    };
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(validation_one("", "A non-empty request body is required."));
    }
    if essence != "application/json" && !essence.ends_with("+json") {
        return Err(problem(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            None,
            Some("The request body must be sent with Content-Type: application/json."),
        ));
    }
    match serde_json::from_slice::<Value>(&bytes) {
        Ok(value @ Value::Object(_)) => Ok(value),
        Ok(_) => Err(validation_one(
            "$",
            "The JSON value could not be converted to the request type: an object is expected.",
        )),
        Err(e) => Err(validation_one(
            "$",
            &format!(
                "The request body is not valid JSON: {e}. LineNumber: {} | BytePositionInLine: {}.",
                e.line().saturating_sub(1),
                e.column()
            ),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn routes_raw_paths() {
        assert_eq!(route("/tenant-api/patients/"), Some(Route::CreatePatient));
        assert_eq!(route("/tenant-api/patients"), Some(Route::CreatePatient));
        assert_eq!(
            route("/tenant-api/patients/external-reference/MRN%2F2024%20%237%3Fx"),
            Some(Route::PatientByReference("MRN/2024 #7?x".into()))
        );
        assert_eq!(route("/tenant-api/patients/external-reference/MRN/2024"), None);
        assert_eq!(route("/tenant-api/survey/abc/summary/pdf"), Some(Route::Pdf("abc".into())));
        assert_eq!(route("/tenant-api/survey/history/abc"), Some(Route::History("abc".into())));
        assert_eq!(route("/tenant-api/survey"), Some(Route::CreateSurvey));
        assert_eq!(route("/security-api/token"), Some(Route::Token));
        assert_eq!(route("/tenant-api//x"), None);
        assert_eq!(route("/elsewhere"), None);
        assert_eq!(route("/tenant-api/patients/%FF"), None);
    }
}
