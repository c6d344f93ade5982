//! The HTTP client: one async method per endpoint of the interface, each one
//! request (retries are the caller's policy; the one exception is a patient update refused
//! for fields the app only kept, see [`Client::update_patient`]), every path segment
//! percent-encoded, every failure an [`ApiError`].

use std::time::{Duration, Instant};

use percent_encoding::{AsciiSet, NON_ALPHANUMERIC, utf8_percent_encode};
use reqwest::Method;
use reqwest::header::{HeaderMap, LOCATION, RETRY_AFTER};
use serde::de::DeserializeOwned;
use serde_json::Value;

use super::decode;
use super::environment::{Environment, check_base_url};
use super::error::{ApiError, ErrorKind, Identifier, Reason, Subject, normalise_field};
use super::models::{
    ChangeLogEntry, CreateSurveyRequest, CreatedPatient, CreatedSurvey, Patient, PatientPayload, PdfDocument,
    PlainTextSummary, Survey,
};
use super::proxy::{self, ProxyCheck};
use super::token::AccessToken;

/// Everything but the unreserved characters of RFC 3986 is encoded, so `/`,
/// `?`, `#`, `%`, spaces and non-ASCII in a segment stay data.
const PATH_SEGMENT: &AsciiSet = &NON_ALPHANUMERIC.remove(b'-').remove(b'.').remove(b'_').remove(b'~');

/// Bodies above this many bytes are decoded on the blocking pool, not on
/// the async workers.
const BLOCKING_DECODE_THRESHOLD: usize = 256 * 1024;

/// Timeouts and limits of the HTTP client.
#[derive(Clone, Debug)]
pub struct ClientOptions {
    pub connect_timeout: Duration,
    /// Whole request, from sending to the last byte of the answer.
    pub request_timeout: Duration,
    /// Answers larger than this are refused rather than read into memory.
    pub max_body_bytes: usize,
    /// The forms an external reference may be on record under (the clinic's rule: a national
    /// number kept as digits may be on record as written); none: the reference as given.
    pub reference_forms: Option<ReferenceForms>,
}

/// The forms under which an external reference is looked for, the one given first: how the
/// clinic's references may be written on record. The app says (the api knows no numbering).
#[derive(Clone)]
pub struct ReferenceForms(pub std::sync::Arc<FormsOfReference>);

/// The forms a reference may be written in, the one given first.
pub type FormsOfReference = dyn Fn(&str) -> Vec<String> + Send + Sync;

fn is_not_found(error: &ApiError) -> bool {
    error.kind == ErrorKind::NotFound
}

impl std::fmt::Debug for ReferenceForms {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ReferenceForms(..)")
    }
}

impl Default for ClientOptions {
    fn default() -> Self {
        ClientOptions {
            connect_timeout: Duration::from_secs(10),
            request_timeout: Duration::from_secs(60),
            max_body_bytes: 64 * 1024 * 1024,
            reference_forms: None,
        }
    }
}

impl ClientOptions {
    /// A reqwest client with these limits for one destination: TLS verified against the OS
    /// store, gzip accepted, no redirects followed (an API does not redirect; a login page of a
    /// proxy does). A proxy from the environment (`HTTPS_PROXY`,
    /// `HTTP_PROXY`, `ALL_PROXY`, `NO_PROXY`) or the system settings is honoured, except for
    /// this computer: a clinic's proxy cannot reach the workstation's own loopback, where the
    /// embedded sandbox listens.
    pub fn build_http(&self, destination: &reqwest::Url) -> Result<reqwest::Client, ApiError> {
        let mut builder = reqwest::Client::builder()
            .user_agent(concat!("IntakeDesk/", env!("CARGO_PKG_VERSION")))
            .connect_timeout(self.connect_timeout)
            .timeout(self.request_timeout)
            .redirect(reqwest::redirect::Policy::none())
            .gzip(true)
            .pool_idle_timeout(Duration::from_secs(90));
        if proxy::bypasses_proxy(destination) {
            builder = builder.no_proxy();
        }
        builder.build().map_err(|err| ApiError::invalid_address(Reason::ConnectionSetup { problem: err.to_string() }))
    }

    /// The proxy a client from [`ClientOptions::build_http`] goes through to `destination`, to
    /// be asked (within the connect timeout) when a connection through it fails; `None` when the
    /// connection is direct.
    pub fn proxy_check(&self, destination: &reqwest::Url) -> Option<ProxyCheck> {
        ProxyCheck::for_destination(destination, self.connect_timeout)
    }
}

/// An answer with a status, before it is judged.
struct RawResponse {
    status: u16,
    headers: HeaderMap,
    body: Vec<u8>,
}

impl RawResponse {
    fn location(&self) -> Option<&str> {
        self.headers.get(LOCATION).and_then(|v| v.to_str().ok())
    }

    fn retry_after(&self) -> Option<Duration> {
        parse_retry_after(self.headers.get(RETRY_AFTER)?.to_str().ok()?)
    }
}

/// Reads `Retry-After` as seconds or as an HTTP date.
pub fn parse_retry_after(value: &str) -> Option<Duration> {
    let value = value.trim();
    if let Ok(seconds) = value.parse::<u64>() {
        return Some(Duration::from_secs(seconds));
    }
    let when = jiff::fmt::rfc2822::parse(value).ok()?.timestamp();
    let seconds = (when.as_second() - jiff::Timestamp::now().as_second()).max(0);
    Some(Duration::from_secs(seconds as u64))
}

/// A client bound to one environment and one token. Cloning is cheap and
/// shares the connection pool.
#[derive(Clone)]
pub struct Client {
    http: reqwest::Client,
    base: String,
    host_label: String,
    token: AccessToken,
    max_body_bytes: usize,
    request_timeout: Duration,
    proxy: Option<ProxyCheck>,
    reference_forms: Option<ReferenceForms>,
}

impl std::fmt::Debug for Client {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Client").field("base", &self.base).finish_non_exhaustive()
    }
}

impl Client {
    /// A client for an environment. Refuses plain http except to this computer.
    pub fn new(environment: &Environment, token: AccessToken, options: &ClientOptions) -> Result<Client, ApiError> {
        let base = check_base_url(environment.api_base())?;
        Ok(Client {
            http: options.build_http(&base)?,
            proxy: options.proxy_check(&base),
            host_label: base.host_str().unwrap_or("the service").to_owned(),
            base: base.as_str().trim_end_matches('/').to_owned(),
            token,
            max_body_bytes: options.max_body_bytes,
            reference_forms: options.reference_forms.clone(),
            request_timeout: options.request_timeout,
        })
    }

    pub fn base_url(&self) -> &str {
        &self.base
    }

    /// How long this client waits for a request's answer before it gives up on it: a request
    /// given up on may still be being handled by the service until then, from when it left.
    pub fn request_timeout(&self) -> Duration {
        self.request_timeout
    }

    pub fn token(&self) -> &AccessToken {
        &self.token
    }

    // ----- patients -----

    /// `POST /tenant-api/patients/`
    pub async fn create_patient(&self, patient: &PatientPayload) -> Result<CreatedPatient, ApiError> {
        let body = serde_json::to_value(patient)
            .map_err(|err| ApiError::invalid_input(Reason::CannotEncode { problem: err.to_string() }))?;
        let response = self.send(Method::POST, "/tenant-api/patients/", Some(&body)).await?;
        let response = self.expect_success(response, Subject::Patient).map_err(conflict_is_reference)?;
        let patient_id =
            decode::identifier(&response.body, response.location(), "patientId", "the new patient's identifier")
                .map_err(|err| ApiError::decode(err, response.status))?;
        Ok(CreatedPatient { patient_id })
    }

    /// `GET /tenant-api/patients/{patientId}`
    pub async fn get_patient(&self, patient_id: &str) -> Result<Patient, ApiError> {
        let path = format!("/tenant-api/patients/{}", segment(patient_id, Identifier::PatientId)?);
        let response = self.expect_success(self.send(Method::GET, &path, None).await?, Subject::Patient)?;
        let mut patient: Patient = self.decode_record(response, "a patient record").await?;
        if patient.patient_id.is_empty() {
            patient.patient_id = patient_id.to_owned();
        }
        Ok(patient)
    }

    /// `GET /tenant-api/patients/external-reference/{externalReference}`
    ///
    /// With [`ClientOptions::reference_forms`], the reference is looked for as given first, then
    /// under each other form it may be on record under: the first found is the patient.
    pub async fn get_patient_by_external_reference(&self, reference: &str) -> Result<Patient, ApiError> {
        let first = self.get_patient_by_one_reference(reference).await;
        let Some(forms) = self.reference_forms.as_ref().filter(|_| first.as_ref().is_err_and(is_not_found)) else {
            return first;
        };
        for form in (forms.0)(reference).iter().filter(|form| form.as_str() != reference) {
            match self.get_patient_by_one_reference(form).await {
                Err(error) if is_not_found(&error) => continue,
                found => return found,
            }
        }
        first
    }

    async fn get_patient_by_one_reference(&self, reference: &str) -> Result<Patient, ApiError> {
        let path =
            format!("/tenant-api/patients/external-reference/{}", segment(reference, Identifier::ExternalReference)?);
        let response = self.send(Method::GET, &path, None).await?;
        let response = self.expect_success(response, Subject::Patient).map_err(|mut err| {
            if err.kind == ErrorKind::NotFound {
                err.reason = Reason::NoPatientWithReference;
            }
            err
        })?;
        self.decode_record(response, "a patient record").await
    }

    /// `PUT /tenant-api/patients/{patientId}`. Returns the record when the
    /// service sends it back.
    ///
    /// The fields the app only keeps ([`PatientPayload::extra`]: no form shows or edits them) must
    /// not stop an update: when the service refuses some of them by name (400 with field
    /// errors, as a service does that calls them read-only), the update is sent once more
    /// without those, and their names (never their values) are logged. A refusal of the
    /// fields the user edited is never answered by dropping them. A 400 was not handled, so
    /// sending again cannot apply the update twice.
    pub async fn update_patient(
        &self,
        patient_id: &str,
        patient: &PatientPayload,
    ) -> Result<Option<Patient>, ApiError> {
        let path = format!("/tenant-api/patients/{}", segment(patient_id, Identifier::PatientId)?);
        let refused = match self.put_patient(&path, patient).await {
            Err(error) if error.kind == ErrorKind::Validation => error,
            answer => return answer,
        };
        let kept_but_refused = kept_fields_refused(patient, &refused);
        if kept_but_refused.is_empty() {
            return Err(refused);
        }
        tracing::warn!(
            fields = ?kept_but_refused,
            "the service refused fields of the record the app only keeps; the update is sent once more without them"
        );
        let mut without = patient.clone();
        without.extra.retain(|name, _| !kept_but_refused.contains(name));
        self.put_patient(&path, &without).await
    }

    /// One `PUT` of a patient to `path`.
    async fn put_patient(&self, path: &str, patient: &PatientPayload) -> Result<Option<Patient>, ApiError> {
        let body = serde_json::to_value(patient)
            .map_err(|err| ApiError::invalid_input(Reason::CannotEncode { problem: err.to_string() }))?;
        let response = self.send(Method::PUT, path, Some(&body)).await?;
        let response = self.expect_success(response, Subject::Patient).map_err(conflict_is_reference)?;
        let record = decode::record::<Patient>(&response.body, "a patient record").ok();
        Ok(record.filter(|p| !p.first_name.is_empty() || !p.last_name.is_empty()))
    }

    // ----- surveys -----

    /// `POST /tenant-api/survey`
    pub async fn create_survey(&self, request: &CreateSurveyRequest) -> Result<CreatedSurvey, ApiError> {
        if let super::models::SurveyPatient::Existing { patient_id } = &request.patient {
            segment(patient_id, Identifier::PatientId)?;
        }
        let response = self.send(Method::POST, "/tenant-api/survey", Some(&request.to_body())).await?;
        let response = self.expect_success(response, Subject::Patient)?;
        decode::created_survey(&response.body, response.location())
            .map_err(|err| ApiError::decode(err, response.status))
    }

    /// `GET /tenant-api/survey/{surveyId}`
    pub async fn get_survey(&self, survey_id: &str) -> Result<Survey, ApiError> {
        let path = format!("/tenant-api/survey/{}", segment(survey_id, Identifier::SurveyId)?);
        let response = self.expect_success(self.send(Method::GET, &path, None).await?, Subject::Survey)?;
        let mut survey: Survey = self.decode_record(response, "a survey").await?;
        if survey.survey_id.is_empty() {
            survey.survey_id = survey_id.to_owned();
        }
        Ok(survey)
    }

    /// `GET /tenant-api/survey/history/{surveyId}`
    pub async fn get_survey_history(&self, survey_id: &str) -> Result<Vec<ChangeLogEntry>, ApiError> {
        let path = format!("/tenant-api/survey/history/{}", segment(survey_id, Identifier::SurveyId)?);
        let response = self.expect_success(self.send(Method::GET, &path, None).await?, Subject::Survey)?;
        self.decode_list(response, "a survey history").await
    }

    /// `GET /tenant-api/survey/patient/{patientId}`
    pub async fn list_patient_surveys(&self, patient_id: &str) -> Result<Vec<Survey>, ApiError> {
        let path = format!("/tenant-api/survey/patient/{}", segment(patient_id, Identifier::PatientId)?);
        let response = self.expect_success(self.send(Method::GET, &path, None).await?, Subject::Patient)?;
        self.decode_list(response, "a list of surveys").await
    }

    /// `GET /tenant-api/survey/{surveyId}/summary/plain-text`
    pub async fn get_plain_text_summary(&self, survey_id: &str) -> Result<PlainTextSummary, ApiError> {
        let path = format!("/tenant-api/survey/{}/summary/plain-text", segment(survey_id, Identifier::SurveyId)?);
        let response = self.expect_success(self.send(Method::GET, &path, None).await?, Subject::Survey)?;
        let status = response.status;
        match serde_json::from_slice::<Value>(response.body.trim_ascii()) {
            Ok(Value::String(mut value)) => {
                decode::clean_text(&mut value);
                Ok(PlainTextSummary { value })
            }
            Ok(Value::Object(_)) => {
                decode::record(&response.body, "a plain-text summary").map_err(|e| ApiError::decode(e, status))
            }
            _ => {
                let is_text = response
                    .headers
                    .get(reqwest::header::CONTENT_TYPE)
                    .and_then(|v| v.to_str().ok())
                    .is_some_and(|ct| ct.starts_with("text/plain"));
                match String::from_utf8(response.body) {
                    Ok(mut value) if is_text => {
                        decode::clean_text(&mut value);
                        Ok(PlainTextSummary { value })
                    }
                    Ok(value) => Err(ApiError::decode(
                        decode::DecodeError::new(
                            "a plain-text summary",
                            "the answer was not in a known form",
                            value.as_bytes(),
                        ),
                        status,
                    )),
                    Err(err) => Err(ApiError::decode(
                        decode::DecodeError::new("a plain-text summary", "the answer was not text", err.as_bytes()),
                        status,
                    )),
                }
            }
        }
    }

    /// `GET /tenant-api/survey/{surveyId}/summary/pdf`, decoded from Base64
    /// and checked to be a PDF.
    pub async fn get_pdf_summary(&self, survey_id: &str) -> Result<PdfDocument, ApiError> {
        let path = format!("/tenant-api/survey/{}/summary/pdf", segment(survey_id, Identifier::SurveyId)?);
        let response = self.expect_success(self.send(Method::GET, &path, None).await?, Subject::Survey)?;
        let status = response.status;
        let body = response.body;
        let bytes = if body.len() > BLOCKING_DECODE_THRESHOLD {
            tokio::task::spawn_blocking(move || decode::pdf(&body))
                .await
                .map_err(|_| ApiError::new(ErrorKind::Decode, Reason::ReadingInterrupted))?
        } else {
            decode::pdf(&body)
        };
        bytes.map(PdfDocument).map_err(|err| ApiError::decode(err, status))
    }

    // ----- plumbing -----

    async fn send(&self, method: Method, path: &str, body: Option<&Value>) -> Result<RawResponse, ApiError> {
        let started = Instant::now();
        let url = format!("{}{}", self.base, path);
        let mut request = self.http.request(method.clone(), &url).bearer_auth(self.token.expose());
        if let Some(body) = body {
            request = request.json(body);
        }
        let mut response = match request.send().await {
            Ok(response) => response,
            Err(err) => {
                tracing::debug!(%method, outcome = "transport error", elapsed_ms = started.elapsed().as_millis() as u64);
                return Err(proxy::transport_error(&err, &self.host_label, self.proxy.as_ref()).await);
            }
        };
        let status = response.status().as_u16();
        let headers = response.headers().clone();
        let mut collected = Vec::with_capacity(response.content_length().unwrap_or(0).min(1 << 20) as usize);
        loop {
            match response.chunk().await {
                Ok(Some(chunk)) => {
                    if collected.len() + chunk.len() > self.max_body_bytes {
                        let max_megabytes = (self.max_body_bytes / (1024 * 1024)) as u64;
                        let mut error = ApiError::new(ErrorKind::Decode, Reason::TooLarge { max_megabytes });
                        error.status = Some(status);
                        return Err(error);
                    }
                    collected.extend_from_slice(&chunk);
                }
                Ok(None) => break,
                Err(err) => {
                    let mut error = ApiError::from_transport(&err, &self.host_label);
                    if error.kind == ErrorKind::ConnectionLost {
                        error.reason = Reason::AnswerCutOff;
                    }
                    error.status = Some(status);
                    return Err(error);
                }
            }
        }
        tracing::debug!(%method, status, elapsed_ms = started.elapsed().as_millis() as u64, bytes = collected.len(), "request done");
        Ok(RawResponse { status, headers, body: collected })
    }

    fn expect_success(&self, response: RawResponse, subject: Subject) -> Result<RawResponse, ApiError> {
        if (200..300).contains(&response.status) {
            Ok(response)
        } else {
            let retry_after = response.retry_after();
            Err(ApiError::from_status(response.status, &response.body, retry_after, subject))
        }
    }

    async fn decode_record<T: DeserializeOwned + Send + 'static>(
        &self,
        response: RawResponse,
        expected: &'static str,
    ) -> Result<T, ApiError> {
        let status = response.status;
        let body = response.body;
        off_thread_if_large(body, move |body| decode::record::<T>(body, expected))
            .await
            .map_err(|err| ApiError::decode(err, status))
    }

    async fn decode_list<T: DeserializeOwned + Send + 'static>(
        &self,
        response: RawResponse,
        expected: &'static str,
    ) -> Result<Vec<T>, ApiError> {
        let status = response.status;
        let body = response.body;
        off_thread_if_large(body, move |body| decode::list::<T>(body, expected))
            .await
            .map_err(|err| ApiError::decode(err, status))
    }
}

async fn off_thread_if_large<T: Send + 'static>(
    body: Vec<u8>,
    decode: impl FnOnce(&[u8]) -> Result<T, decode::DecodeError> + Send + 'static,
) -> Result<T, decode::DecodeError> {
    if body.len() <= BLOCKING_DECODE_THRESHOLD {
        return decode(&body);
    }
    tokio::task::spawn_blocking(move || decode(&body))
        .await
        .unwrap_or_else(|_| Err(decode::DecodeError::new("the answer", "reading was interrupted", b"")))
}

/// The fields the app only kept ([`PatientPayload::extra`], as spelt there) that a refused
/// update's field errors name: the field itself or something inside it (`legacyChart.number`),
/// matched like [`ApiError::messages_for`].
fn kept_fields_refused(patient: &PatientPayload, refused: &ApiError) -> Vec<String> {
    let named: Vec<String> = refused
        .field_errors
        .keys()
        .map(|name| {
            let name = normalise_field(name);
            name.split(['.', '[']).next().unwrap_or_default().to_owned()
        })
        .collect();
    patient.extra.keys().filter(|kept| named.contains(&kept.to_ascii_lowercase())).cloned().collect()
}

/// A 409 on create or update of a patient means the external reference is taken.
fn conflict_is_reference(mut error: ApiError) -> ApiError {
    if error.kind == ErrorKind::Conflict {
        error.reason = Reason::ReferenceTaken;
    }
    error
}

/// Percent-encodes one path segment. Empty and dot-only segments cannot be
/// sent safely (URL parsers collapse `.` and `..`), so they are refused.
pub fn segment(value: &str, which: Identifier) -> Result<String, ApiError> {
    if value.is_empty() {
        return Err(ApiError::invalid_input(Reason::EmptyIdentifier { which }));
    }
    if value.chars().all(|c| c == '.') {
        return Err(ApiError::invalid_input(Reason::DotsOnlyIdentifier { which, value: value.to_owned() }));
    }
    Ok(utf8_percent_encode(value, PATH_SEGMENT).to_string())
}
