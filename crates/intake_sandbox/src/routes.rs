//! HTTP handling of the sandbox: one entry point that records the request, applies faults,
//! routes on the raw (still percent-encoded) path, checks the bearer token and runs the
//! endpoint handlers of the tenant API, the token endpoint and the `/sandbox/*` control paths.

use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::body::{Body, Bytes};
use axum::extract::{ConnectInfo, Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use base64::Engine as _;
use percent_encoding::percent_decode_str;
use serde_json::{Map, Value, json};

use super::auth::{DEMO_ACCOUNT, DEMO_CREDENTIAL, DEMO_TENANT, TOKEN_LIFETIME_SECS, TokenProblem};
use super::conn::ConnHandle;
use super::faults::{Fault, FaultRule};
use super::problem::{
    FieldErrors, add_error, json_response, method_not_allowed, not_found, problem, validation, validation_one,
};
use super::requests::{PAGE_LIMIT, masked_path};
use super::store::{Patient, Shared, Survey, canonical_id, lock, now_iso};
use super::validate::{bool_field, field, patient_details, string_field};
use super::{OutboxMessage, pdf, respondents, seed, summary};

/// Largest request body accepted.
const BODY_LIMIT: usize = 1024 * 1024;

/// JSON and text answers of at least this many bytes are sent gzip-compressed
/// to a client that accepts it; smaller ones are not worth it.
pub const GZIP_MIN_BYTES: usize = 1024;

/// Bodies above this size are compressed on the blocking pool, not on the
/// async workers (the embedded sandbox shares them with the app's requests).
const GZIP_BLOCKING_BYTES: usize = 256 * 1024;

/// The router: every request goes through [`entry`].
pub(crate) fn router(shared: Arc<Shared>) -> Router {
    Router::new().fallback(entry).with_state(shared)
}

async fn entry(State(shared): State<Arc<Shared>>, request: Request) -> Response {
    let method = request.method().clone();
    let raw_path = request.uri().path().to_owned();
    let conn = request.extensions().get::<ConnectInfo<ConnHandle>>().map(|c| c.0.clone());

    if raw_path == "/sandbox" || raw_path.starts_with("/sandbox/") {
        return control(&shared, &method, &raw_path, request).await;
    }

    let started = std::time::Instant::now();
    let sequence = shared.begin_request(method.as_str(), &raw_path);
    let gzip = accepts_gzip(request.headers());

    let fault = shared.faults.take(method.as_str(), &raw_path);
    let (response, status) = match fault {
        None => with_status(compress(&shared, handle(&shared, request).await, gzip).await),
        Some(Fault::Delay { millis }) => {
            tokio::time::sleep(Duration::from_millis(millis)).await;
            with_status(compress(&shared, handle(&shared, request).await, gzip).await)
        }
        Some(Fault::Respond { status, body, content_type, retry_after }) => {
            with_status(canned(status, body, content_type, retry_after))
        }
        Some(Fault::MalformedJson) => with_status(
            (
                StatusCode::OK,
                [(header::CONTENT_TYPE, "application/json; charset=utf-8")],
                r#"{"patientId": "5a1d0c9e-ffff, "surveyId": [tru"#,
            )
                .into_response(),
        ),
        Some(Fault::DropConnection) => {
            drop_connection(conn.as_ref());
            (StatusCode::INTERNAL_SERVER_ERROR.into_response(), 0)
        }
        Some(Fault::DropAfterHandling) => {
            let _handled = handle(&shared, request).await;
            drop_connection(conn.as_ref());
            (StatusCode::INTERNAL_SERVER_ERROR.into_response(), 0)
        }
        Some(Fault::DelayAfterHandling { millis }) => {
            let response = compress(&shared, handle(&shared, request).await, gzip).await;
            tokio::time::sleep(Duration::from_millis(millis)).await;
            with_status(response)
        }
        Some(Fault::TruncatedBody) => {
            let response = handle(&shared, request).await;
            with_status(truncate(response, conn.as_ref()).await)
        }
    };
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

/// The request's `Accept-Encoding` lists `gzip` (and does not refuse it with `q=0`).
fn accepts_gzip(headers: &HeaderMap) -> bool {
    headers.get_all(header::ACCEPT_ENCODING).iter().filter_map(|v| v.to_str().ok()).flat_map(|v| v.split(',')).any(
        |item| {
            let mut parts = item.split(';').map(str::trim);
            let coding = parts.next().unwrap_or_default();
            let refused =
                parts.any(|p| p.strip_prefix("q=").and_then(|q| q.parse::<f32>().ok()).is_some_and(|q| q <= 0.0));
            (coding.eq_ignore_ascii_case("gzip") || coding == "*") && !refused
        },
    )
}

/// Compresses a JSON or text answer of at least [`GZIP_MIN_BYTES`] with gzip when the client
/// accepts it (`Content-Encoding: gzip`, `Vary: Accept-Encoding`); anything else goes as it is.
async fn compress(shared: &Shared, response: Response, gzip: bool) -> Response {
    let compressible = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|t| t.contains("json") || t.starts_with("text/"));
    if !gzip || !compressible || response.headers().contains_key(header::CONTENT_ENCODING) {
        return response;
    }
    let (mut parts, body) = response.into_parts();
    let Ok(bytes) = axum::body::to_bytes(body, usize::MAX).await else {
        return StatusCode::INTERNAL_SERVER_ERROR.into_response();
    };
    if bytes.len() < GZIP_MIN_BYTES {
        return Response::from_parts(parts, Body::from(bytes));
    }
    let compressed = if bytes.len() > GZIP_BLOCKING_BYTES {
        let input = bytes.clone();
        tokio::task::spawn_blocking(move || gzip_bytes(&input)).await.ok().flatten()
    } else {
        gzip_bytes(&bytes)
    };
    let Some(compressed) = compressed else {
        return Response::from_parts(parts, Body::from(bytes));
    };
    shared.gzip_responses.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    parts.headers.remove(header::CONTENT_LENGTH);
    parts.headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static("gzip"));
    parts.headers.append(header::VARY, HeaderValue::from_static("accept-encoding"));
    Response::from_parts(parts, Body::from(compressed))
}

/// gzip at the fastest level: most of the gain on JSON for a fraction of the time.
fn gzip_bytes(bytes: &[u8]) -> Option<Vec<u8>> {
    use std::io::Write as _;
    let mut encoder = flate2::write::GzEncoder::new(Vec::with_capacity(bytes.len() / 4), flate2::Compression::fast());
    encoder.write_all(bytes).ok()?;
    encoder.finish().ok()
}

fn with_status(response: Response) -> (Response, u16) {
    let status = response.status().as_u16();
    (response, status)
}

fn drop_connection(conn: Option<&ConnHandle>) {
    match conn {
        Some(conn) => conn.kill(),
        None => tracing::warn!("sandbox: cannot drop a connection without connection info"),
    }
}

/// The handled response, sent with its full `Content-Length` but cut off half-way.
async fn truncate(response: Response, conn: Option<&ConnHandle>) -> Response {
    let (parts, body) = response.into_parts();
    let bytes = axum::body::to_bytes(body, usize::MAX).await.unwrap_or_default();
    if let Some(conn) = conn {
        if bytes.len() >= 2 {
            conn.truncate_after(bytes.len() / 2);
        } else {
            conn.kill();
        }
    }
    Response::from_parts(parts, Body::from(bytes))
}

/// The response of a `Respond` fault.
fn canned(status: u16, body: String, content_type: Option<String>, retry_after: Option<String>) -> Response {
    let status = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let mut response = (status, body).into_response();
    let headers = response.headers_mut();
    headers.remove(header::CONTENT_TYPE);
    if let Some(value) = content_type.and_then(|v| HeaderValue::from_str(&v).ok()) {
        headers.insert(header::CONTENT_TYPE, value);
    }
    if let Some(value) = retry_after.and_then(|v| HeaderValue::from_str(&v).ok()) {
        headers.insert(header::RETRY_AFTER, value);
    }
    response
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

fn decode(segment: &str) -> Option<String> {
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

/// Handles a request to the service (everything outside `/sandbox/*`).
async fn handle(shared: &Arc<Shared>, request: Request) -> Response {
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

    match route {
        Route::Token => token(shared, &body),
        Route::CreatePatient => create_patient(shared, &body).await,
        Route::Patient(id) if method == Method::PUT => update_patient(shared, &id, &body).await,
        Route::Patient(id) => {
            let data = lock(&shared.data);
            match data.patient(&id) {
                Some(p) => json_response(StatusCode::OK, &p.to_json()),
                None => not_found(&patient_not_found(&id)),
            }
        }
        Route::PatientByReference(reference) => {
            let data = lock(&shared.data);
            match data.patient_by_reference(&reference) {
                Some(p) => json_response(StatusCode::OK, &p.to_json()),
                None => not_found("No patient has this external reference."),
            }
        }
        Route::CreateSurvey => create_survey(shared, &body).await,
        Route::Survey(id) => with_survey(shared, &id, |survey, _| json_response(StatusCode::OK, &survey.to_json())),
        Route::History(id) => {
            let data = lock(&shared.data);
            match data.survey(&id) {
                Some(survey) => {
                    let entries: Vec<&_> = data.history_of(&survey.survey_id);
                    json_response(StatusCode::OK, &json!(entries))
                }
                None => not_found(&survey_not_found(&id)),
            }
        }
        Route::PatientSurveys(id) => {
            let data = lock(&shared.data);
            match data.patient(&id) {
                Some(patient) => {
                    let surveys: Vec<Value> =
                        data.surveys_of(&patient.patient_id).into_iter().map(Survey::to_json).collect();
                    json_response(StatusCode::OK, &Value::Array(surveys))
                }
                None => not_found(&patient_not_found(&id)),
            }
        }
        Route::PlainText(id) => with_survey(shared, &id, |survey, patient| {
            json_response(StatusCode::OK, &json!({ "value": summary::plain_text(survey, patient) }))
        }),
        Route::Pdf(id) => {
            let found = {
                let data = lock(&shared.data);
                data.survey(&id).cloned().map(|survey| {
                    let patient = data.patient(&survey.patient_id).cloned();
                    (survey, patient)
                })
            };
            let Some((survey, patient)) = found else {
                return not_found(&survey_not_found(&id));
            };
            let encoded = tokio::task::spawn_blocking(move || {
                let bytes = pdf::summary_pdf(&survey, patient.as_ref());
                base64::engine::general_purpose::STANDARD.encode(bytes)
            })
            .await;
            match encoded {
                Ok(encoded) => json_response(StatusCode::OK, &Value::String(encoded)),
                Err(_) => {
                    problem(StatusCode::INTERNAL_SERVER_ERROR, None, Some("The PDF summary could not be generated."))
                }
            }
        }
    }
}

fn patient_not_found(id: &str) -> String {
    match canonical_id(id) {
        Some(id) => format!("Patient '{id}' was not found."),
        None => "Patient not found: the identifier is not a valid UUID.".to_owned(),
    }
}

fn survey_not_found(id: &str) -> String {
    match canonical_id(id) {
        Some(id) => format!("Survey '{id}' was not found."),
        None => "Survey not found: the identifier is not a valid UUID.".to_owned(),
    }
}

fn with_survey(shared: &Shared, id: &str, render: impl FnOnce(&Survey, Option<&Patient>) -> Response) -> Response {
    let data = lock(&shared.data);
    match data.survey(id) {
        Some(survey) => render(survey, data.patient(&survey.patient_id)),
        None => not_found(&survey_not_found(id)),
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

fn object(body: &Value) -> Map<String, Value> {
    body.as_object().cloned().unwrap_or_default()
}

fn token(shared: &Shared, body: &Value) -> Response {
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

fn created(location: &str, body: &Value) -> Response {
    let mut response = json_response(StatusCode::CREATED, body);
    if let Ok(value) = HeaderValue::from_str(location) {
        response.headers_mut().insert(header::LOCATION, value);
    }
    response
}

fn conflict() -> Response {
    problem(StatusCode::CONFLICT, Some("Conflict"), Some("A patient with this external reference already exists."))
}

async fn create_patient(shared: &Shared, body: &Value) -> Response {
    let mut errors = FieldErrors::new();
    let Some(details) = patient_details(body, "", &mut errors) else {
        return validation(&errors);
    };
    let (patient_id, change) = {
        let mut data = lock(&shared.data);
        if data.patient_by_reference(&details.external_reference).is_some() {
            return conflict();
        }
        let now = now_iso();
        let patient_id = uuid::Uuid::new_v4().to_string();
        let change = data.add_patient(Patient {
            patient_id: patient_id.clone(),
            details,
            created_at: now.clone(),
            updated_at: now,
        });
        (patient_id, change)
    };
    shared.persist(&[change]).await;
    tracing::info!(patient_id = %patient_id, "sandbox: patient created");
    created(&format!("/tenant-api/patients/{patient_id}"), &json!({ "patientId": patient_id }))
}

async fn update_patient(shared: &Shared, id: &str, body: &Value) -> Response {
    let mut errors = FieldErrors::new();
    let Some(details) = patient_details(body, "", &mut errors) else {
        return validation(&errors);
    };
    let (updated, change) = {
        let mut data = lock(&shared.data);
        let Some(current_id) = data.patient(id).map(|p| p.patient_id.clone()) else {
            return not_found(&patient_not_found(id));
        };
        let taken =
            data.patient_by_reference(&details.external_reference).is_some_and(|other| other.patient_id != current_id);
        if taken {
            return conflict();
        }
        let Some(change) = data.update_patient(&current_id, details, now_iso()) else {
            return not_found(&patient_not_found(id));
        };
        let updated = data.patient(&current_id).map(Patient::to_json).unwrap_or_default();
        (updated, change)
    };
    shared.persist(&[change]).await;
    tracing::info!(patient_id = %id, "sandbox: patient updated");
    json_response(StatusCode::OK, &updated)
}

/// Which invitation channels were asked for (`None`: the field is missing).
fn channels(object: &Map<String, Value>, errors: &mut FieldErrors) -> Option<Vec<String>> {
    const NAME: &str = "CommunicationServiceTypes";
    let invalid = "The field CommunicationServiceTypes must be 'email' or 'sms'.";
    let mut read = |v: &Value| -> Option<String> {
        let channel = v.as_str().map(|s| s.trim().to_ascii_lowercase());
        match channel.as_deref() {
            Some("email") | Some("sms") => channel,
            _ => {
                add_error(errors, NAME, invalid);
                None
            }
        }
    };
    match field(object, "communicationServiceTypes")? {
        Value::Array(items) => {
            let mut out: Vec<String> = items.iter().filter_map(&mut read).collect();
            out.dedup();
            Some(out)
        }
        other => Some(read(other).into_iter().collect()),
    }
}

async fn create_survey(shared: &Arc<Shared>, body: &Value) -> Response {
    let object = object(body);
    let mut errors = FieldErrors::new();
    let patient_id_raw = string_field(&object, "patientId", "PatientId", &mut errors).filter(|s| !s.trim().is_empty());
    let patient_value = field(&object, "patient");
    let include_url = bool_field(&object, "includeUrl", "IncludeUrl", &mut errors);
    let include_pin = bool_field(&object, "includePinInUrl", "IncludePinInUrl", &mut errors);
    let send_invitation = bool_field(&object, "sendInvitation", "SendInvitation", &mut errors);
    let channels = channels(&object, &mut errors);

    let mut form_one_id = None;
    let mut form_two = None;
    match (&patient_id_raw, patient_value) {
        (Some(_), Some(_)) => add_error(&mut errors, "PatientId", "Give either PatientId or Patient, not both."),
        (None, None) => add_error(&mut errors, "PatientId", "Either PatientId or Patient is required."),
        (Some(raw), None) => match canonical_id(raw) {
            Some(id) => form_one_id = Some(id),
            None => {
                add_error(&mut errors, "PatientId", format!("The value '{raw}' is not a valid patient identifier."))
            }
        },
        (None, Some(value)) => form_two = patient_details(value, "Patient.", &mut errors),
    }
    let channels = if send_invitation {
        match channels {
            Some(c) if !c.is_empty() => c,
            _ => {
                if !errors.contains_key("CommunicationServiceTypes") {
                    add_error(
                        &mut errors,
                        "CommunicationServiceTypes",
                        "The CommunicationServiceTypes field is required when SendInvitation is true.",
                    );
                }
                Vec::new()
            }
        }
    } else {
        Vec::new()
    };
    if !errors.is_empty() {
        return validation(&errors);
    }

    let survey_id = uuid::Uuid::new_v4().to_string();
    let pin = format!("{:06}", uuid::Uuid::new_v4().as_u128() % 1_000_000);
    let (patient_id, reused, changes) = {
        let mut data = lock(&shared.data);
        let mut changes = Vec::new();
        // The patient the survey is for, as it will be after this request.
        let (existing_id, details) = match (&form_one_id, form_two) {
            (Some(id), _) => match data.patient(id) {
                Some(p) => (Some(p.patient_id.clone()), p.details.clone()),
                None => return not_found(&patient_not_found(id)),
            },
            (None, Some(details)) => {
                (data.patient_by_reference(&details.external_reference).map(|p| p.patient_id.clone()), details)
            }
            (None, None) => {
                return validation_one("PatientId", "Either PatientId or Patient is required.");
            }
        };

        let mut errors = FieldErrors::new();
        for channel in &channels {
            if channel == "email" && details.email.is_none() {
                add_error(&mut errors, "CommunicationServiceTypes", "The patient has no e-mail address.");
            }
            // Stored numbers may predate the number-type check: the numbering plan decides.
            let reachable = details
                .phone
                .as_ref()
                .is_some_and(|p| p.kind == "mobile" && intake_rules::can_receive_sms(&p.phone_number));
            if channel == "sms" && !reachable {
                add_error(&mut errors, "CommunicationServiceTypes", "The patient has no mobile phone number.");
            }
        }
        if !errors.is_empty() {
            return validation(&errors);
        }

        let now = now_iso();
        let reused = existing_id.is_some();
        let patient_id = match existing_id {
            Some(id) => {
                // Form 2 updates the existing patient with the details given.
                if form_one_id.is_none()
                    && let Some(change) = data.update_patient(&id, details.clone(), now.clone())
                {
                    changes.push(change);
                }
                id
            }
            None => {
                let id = uuid::Uuid::new_v4().to_string();
                changes.push(data.add_patient(Patient {
                    patient_id: id.clone(),
                    details: details.clone(),
                    created_at: now.clone(),
                    updated_at: now.clone(),
                }));
                id
            }
        };

        changes.push(data.add_survey(Survey {
            survey_id: survey_id.clone(),
            patient_id: patient_id.clone(),
            status: "new".to_owned(),
            created_at: now.clone(),
            answers: Vec::new(),
            diagnoses: Vec::new(),
            alerts: Vec::new(),
            url: seed::survey_url(&survey_id, None),
            pin: Some(pin.clone()),
        }));
        changes.push(data.add_history(seed::history_entry(
            uuid::Uuid::new_v4().to_string(),
            &survey_id,
            now,
            seed::DEMO_STAFF,
            seed::workflow(seed::STEP_CREATED),
        )));
        let invitation_url = seed::survey_url(&survey_id, include_pin.then_some(pin.as_str()));
        for channel in &channels {
            let address = if channel == "email" {
                details.email.clone()
            } else {
                details.phone.as_ref().map(|p| p.phone_number.clone())
            };
            changes.push(data.add_outbox(OutboxMessage {
                channel: channel.clone(),
                address: address.unwrap_or_default(),
                survey_id: survey_id.clone(),
                patient_id: patient_id.clone(),
                url: invitation_url.clone(),
                sent_at: jiff::Timestamp::now().to_string(),
            }));
        }
        (patient_id, reused, changes)
    };
    shared.persist(&changes).await;
    tracing::info!(
        survey_id = %survey_id,
        patient_id = %patient_id,
        reused_patient = reused,
        invitations = channels.len(),
        "sandbox: survey created"
    );
    if shared.simulate_respondents {
        respondents::spawn(Arc::clone(shared), survey_id.clone(), shared.timing);
    }
    let mut body = json!({ "surveyId": survey_id });
    if include_url {
        body["url"] = json!(seed::survey_url(&survey_id, include_pin.then_some(pin.as_str())));
    }
    created(&format!("/tenant-api/survey/{survey_id}"), &body)
}

/// The `/sandbox/*` control paths (no authentication, not counted).
async fn control(shared: &Shared, method: &Method, raw_path: &str, request: Request) -> Response {
    let path = raw_path.strip_suffix('/').unwrap_or(raw_path);
    let segments: Vec<&str> = path.split('/').skip(2).collect();
    match (segments.as_slice(), method) {
        (["faults"], &Method::POST) => {
            let bytes = match axum::body::to_bytes(request.into_body(), BODY_LIMIT).await {
                Ok(b) => b,
                Err(_) => return validation_one("$", "The request body could not be read."),
            };
            match serde_json::from_slice::<FaultRule>(&bytes) {
                Ok(rule) => {
                    tracing::info!(path_prefix = %rule.path_prefix, "sandbox: fault rule set");
                    shared.faults.set(rule);
                    StatusCode::NO_CONTENT.into_response()
                }
                Err(e) => validation_one("$", &format!("Not a fault rule: {e}")),
            }
        }
        (["faults"], &Method::DELETE) => {
            shared.faults.clear();
            StatusCode::NO_CONTENT.into_response()
        }
        (["faults"], &Method::GET) => json_response(StatusCode::OK, &json!(shared.faults.rules())),
        (["faults"], _) => method_not_allowed("GET, POST, DELETE"),
        (["outbox"], &Method::GET) => {
            let outbox = lock(&shared.data).outbox.clone();
            json_response(StatusCode::OK, &json!(outbox))
        }
        (["requests"], &Method::GET) => requests_page(shared, request.uri().query()),
        (["outbox"] | ["requests"], _) => method_not_allowed("GET"),
        (["surveys", id, "respond"], &Method::POST) => {
            let id = decode(id).unwrap_or_default();
            let survey = {
                let mut data = lock(&shared.data);
                respondents::complete(&mut data, &id, false)
                    .and_then(|changes| data.survey(&id).map(|s| (s.to_json(), changes)))
            };
            match survey {
                Some((survey, changes)) => {
                    shared.persist(&changes).await;
                    tracing::info!(survey_id = %id, "sandbox: survey answered");
                    json_response(StatusCode::OK, &survey)
                }
                None => not_found(&survey_not_found(&id)),
            }
        }
        (["surveys", _, "respond"], _) => method_not_allowed("POST"),
        _ => not_found("No sandbox control path matches this path."),
    }
}

/// `GET /sandbox/requests?offset=&limit=`: a page of the request record. `offset` counts
/// every request seen (0 is the first); the page starts at the oldest one kept when the
/// requests asked for have fallen off. `limit` is at most [`PAGE_LIMIT`] (also the default).
fn requests_page(shared: &Shared, query: Option<&str>) -> Response {
    let mut offset = 0_u64;
    let mut limit = PAGE_LIMIT;
    for pair in query.unwrap_or_default().split('&').filter(|p| !p.is_empty()) {
        let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
        match name {
            "offset" => match value.parse() {
                Ok(v) => offset = v,
                Err(_) => return validation_one("offset", "The offset must be a whole number of at least 0."),
            },
            "limit" => match value.parse::<usize>() {
                Ok(v) => limit = v.min(PAGE_LIMIT),
                Err(_) => return validation_one("limit", "The limit must be a whole number of at least 0."),
            },
            _ => {}
        }
    }
    let (total, dropped, start, items) = {
        let log = lock(&shared.requests);
        let (start, items) = log.page(offset, limit);
        (log.total(), log.dropped(), start, items)
    };
    json_response(
        StatusCode::OK,
        &json!({ "total": total, "dropped": dropped, "offset": start, "limit": limit, "items": items }),
    )
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
