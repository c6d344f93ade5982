//! The error taxonomy of the client: every failure of a request becomes one
//! [`ApiError`] with a kind the program can branch on, a [`Reason`] that says
//! exactly what happened (with the data a sentence about it needs: the subject
//! of a 404, the host, the proxy, what was expected), and the details (status,
//! excerpt, per-field messages) for a "details" expander.
//!
//! No sentence a person reads is made here: the app words the reason and the
//! details in the language of its interface. The only English is the
//! [`fmt::Display`] rendering, for log lines.

use std::collections::BTreeMap;
use std::fmt;
use std::time::Duration;

use super::decode::{DecodeError, ErrorBody};
use super::proxy::ProxyDiagnosis;

/// What went wrong, for the program to decide what to do next (kept with a batch's failed row,
/// so it is worded again in the language of the day it is read).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum ErrorKind {
    /// The service could not be reached at all; the request was not sent. When a proxy stands
    /// in the way, [`ApiError::proxy`] says which one and whether it could be reached.
    CannotConnect,
    /// No answer in time; the request may have reached the service.
    TimedOut,
    /// The connection broke after the request was sent; it may have been handled.
    ConnectionLost,
    /// 401: the token is missing, expired or not accepted.
    Unauthorized,
    /// 403: the account may not do this.
    Forbidden,
    /// 404.
    NotFound,
    /// 409.
    Conflict,
    /// 400 / 422, usually with messages per field.
    Validation,
    /// 429.
    RateLimited,
    /// 5xx.
    ServerError,
    /// Any other status the client does not expect (3xx, 405, 418, …).
    UnexpectedStatus,
    /// A success status with a body that could not be read.
    Decode,
    /// The address is not allowed (plain http to another computer, malformed URL).
    InvalidAddress,
    /// The input was refused before sending.
    InvalidInput,
    /// The network's proxy did not let the connection to the service through (an answer other
    /// than 2xx and 407, or none it could read); [`ApiError::proxy`] says which proxy and what
    /// it answered. Nothing was sent.
    ProxyRefused,
    /// The network's proxy asks for its own sign-in (407) before it lets the connection
    /// through; [`ApiError::proxy`] says which proxy. Nothing was sent.
    ProxyAuthRequired,
}

/// What was asked for, named in a "not found" or "already exists" sentence.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Subject {
    Patient,
    Survey,
    Account,
}

/// An identifier refused before anything was sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Identifier {
    PatientId,
    SurveyId,
    ExternalReference,
}

/// What the client expected in an answer it could not read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Expected {
    PatientRecord,
    NewPatientId,
    NewSurveyId,
    Survey,
    SurveyHistory,
    SurveyList,
    PlainTextSummary,
    PdfDocument,
    AccessToken,
    /// Any answer (reading it was interrupted, or the decoder named nothing more precise).
    Answer,
}

impl Expected {
    /// The decoder's description ([`DecodeError::expected`]) as one of the known answers.
    pub fn of(description: &str) -> Expected {
        match description {
            "a patient record" => Expected::PatientRecord,
            "the new patient's identifier" => Expected::NewPatientId,
            "the new survey's identifier" => Expected::NewSurveyId,
            "a survey" => Expected::Survey,
            "a survey history" => Expected::SurveyHistory,
            "a list of surveys" => Expected::SurveyList,
            "a plain-text summary" => Expected::PlainTextSummary,
            "a PDF document" => Expected::PdfDocument,
            "an access token" => Expected::AccessToken,
            _ => Expected::Answer,
        }
    }
}

/// Exactly what went wrong, with what a sentence about it needs. The app words it; the
/// status, the service's words, the proxy and the rest are on the [`ApiError`] itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// Nothing more precise than the [`ErrorKind`] (an error made by the app, or in a test).
    Kind,

    // ----- an answer with an error status -----
    /// 400/422 with messages per field ([`ApiError::field_errors`]).
    FieldsRejected,
    /// 400/422 without messages per field; [`ApiError::server_message`] says why, if anything.
    RequestRejected,
    /// 401.
    SignInNotAccepted,
    /// 403.
    NotAllowed,
    /// 404 for one identifier.
    NotFound { subject: Subject },
    /// 404 when looking a patient up by external reference.
    NoPatientWithReference,
    /// 404 both by service identifier and by external reference.
    NoPatientWithIdOrReference,
    /// 409 and the service said which record conflicts ([`ApiError::server_message`]).
    ConflictingRecord,
    /// 409 without more words from the service.
    AlreadyExists { subject: Subject },
    /// 409 on a patient's create or update: the external reference is taken (the field at
    /// fault is the patient's `externalReference`).
    ReferenceTaken,
    /// 429; [`ApiError::retry_after`] says how long to wait, when the service said.
    Busy,
    /// 5xx ([`ApiError::status`]).
    ServiceProblem,
    /// Any other status ([`ApiError::status`]).
    UnexpectedStatus,
    /// The token service refused the account, password or tenant.
    CredentialsNotAccepted,

    // ----- an answer that could not be read -----
    /// A success status with a body that is not what was expected. `problem` is the
    /// decoder's technical note, for the details only.
    Unreadable { expected: Expected, problem: String },
    /// The answer was larger than the client reads.
    TooLarge { max_megabytes: u64 },
    /// Reading the answer (a PDF) was interrupted.
    ReadingInterrupted,

    // ----- the connection -----
    /// The service at `host` could not be reached; nothing was sent.
    CannotReach { host: String },
    /// No answer in time; the request may have been handled.
    NoAnswerInTime,
    /// The connection broke before the answer; the request may have been handled.
    ConnectionBroke,
    /// The answer was cut off; the request may have been handled.
    AnswerCutOff,
    /// The HTTP client could not be set up; `problem` is technical, for the details only.
    ConnectionSetup { problem: String },

    // ----- the network's proxy ([`ApiError::proxy`] names it) on the way to `host` -----
    /// The proxy did not answer in time.
    ProxyNoAnswer { host: String },
    /// The proxy could not be reached.
    ProxyUnreachable { host: String },
    /// The proxy asks for its own sign-in (407).
    ProxySignIn { host: String },
    /// The proxy lets the connection through, yet the connection failed.
    ProxyLetThroughButFailed { host: String },
    /// The proxy could not reach the service (502 to 504).
    ProxyCouldNotReach { host: String },
    /// The proxy did not let the connection through (another status, or no readable answer).
    ProxyRefused { host: String },
    /// The connection through the proxy failed; the proxy was not asked why.
    ProxyNotAsked { host: String },

    // ----- refused before sending -----
    /// The address could not be used; `problem` is technical, for the details only.
    AddressUnusable { problem: String },
    /// `text` is not a web address at all.
    NotAWebAddress { text: String },
    /// Plain http to another computer.
    PlainHttp,
    /// An address with another scheme than https (or http to this computer).
    UnsupportedScheme { scheme: String },
    /// The request could not be encoded; `problem` is technical, for the details only.
    CannotEncode { problem: String },
    /// An identifier is empty.
    EmptyIdentifier { which: Identifier },
    /// An identifier consists of dots only and cannot be sent in a path.
    DotsOnlyIdentifier { which: Identifier, value: String },
    /// Account, password or tenant missing.
    MissingCredentials,
    /// No connection to the service yet: sign in first.
    NotSignedIn,
    /// The user cancelled a request after it may have been sent.
    Cancelled,
    /// The workstation's IT policy does not allow this environment; nothing was sent.
    BlockedByPolicy,
    /// The workstation's IT policy locks the tenant (or healthcare service) to `required`, and
    /// the token names another (`found`) or none; it was not used, nothing was sent.
    TokenOutsidePolicy(Box<TokenRefusal>),
    /// The workstation's IT policy locks the tenant but gives no valid one (in `file`, at
    /// `line`): no token for any tenant is used, nothing was sent.
    TenantLockUnusable { file: String, line: Option<usize> },
    /// The workstation's IT policy does not allow what this send asks for; nothing was sent.
    SendNotAllowed(NotAllowed),
}

/// What an IT policy turned off that a send asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotAllowed {
    /// An invitation by this channel.
    Channel(crate::models::Channel),
    /// The PIN in the survey's link.
    PinInLink,
}

/// Why a token was not used: the scope the policy locks, its value, and what the token names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TokenRefusal {
    pub scope: PolicyScope,
    pub required: String,
    pub found: Option<String>,
}

/// What an IT policy locks that a token must agree with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PolicyScope {
    Tenant,
    HealthcareService,
}

/// The network's proxy's part in a connection that failed through it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProxyFailure {
    /// The proxy as `host:port`, never with its credentials.
    pub proxy_host: String,
    /// What the proxy answered when asked for a tunnel to the service.
    pub status: Option<u16>,
    /// Why the proxy could not be reached (or its answer read), when that was the trouble.
    pub io_error: Option<std::io::ErrorKind>,
}

/// A failed request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApiError {
    pub kind: ErrorKind,
    /// What happened, for the one sentence the app words.
    pub reason: Reason,
    /// HTTP status, when there was an answer.
    pub status: Option<u16>,
    /// What the service said, when it said something worth showing (or the transport's
    /// own words when the connection failed).
    pub server_message: Option<String>,
    /// Messages per field, keyed by the field name as the service spelt it
    /// (`FirstName`, `Phone.PhoneNumber`, `Patient.Email`). The service's words.
    pub field_errors: BTreeMap<String, Vec<String>>,
    /// For 429 and 503: how long the service asked us to wait.
    pub retry_after: Option<Duration>,
    /// The start of the body that came back, for the details view.
    pub excerpt: Option<String>,
    /// ProblemDetails trace id, for support.
    pub trace_id: Option<String>,
    /// When the connection failed through the network's proxy: which proxy, and what it did.
    pub proxy: Option<ProxyFailure>,
}

/// For log lines only (English, technical): the kind, the reason and the status. The app
/// words an error for people with its translator.
impl fmt::Display for ApiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} ({:?})", self.kind, self.reason)?;
        if let Some(status) = self.status {
            write!(f, ", HTTP {status}")?;
        }
        if let Some(proxy) = &self.proxy {
            write!(f, ", proxy {}", proxy.proxy_host)?;
        }
        Ok(())
    }
}

impl std::error::Error for ApiError {}

impl ApiError {
    pub fn new(kind: ErrorKind, reason: Reason) -> ApiError {
        ApiError {
            kind,
            reason,
            status: None,
            server_message: None,
            field_errors: BTreeMap::new(),
            retry_after: None,
            excerpt: None,
            trace_id: None,
            proxy: None,
        }
    }

    /// An error said by its kind alone.
    pub fn of_kind(kind: ErrorKind) -> ApiError {
        ApiError::new(kind, Reason::Kind)
    }

    pub fn invalid_input(reason: Reason) -> ApiError {
        ApiError::new(ErrorKind::InvalidInput, reason)
    }

    pub fn invalid_address(reason: Reason) -> ApiError {
        ApiError::new(ErrorKind::InvalidAddress, reason)
    }

    /// The request may have been handled although no answer arrived: a
    /// create must be checked before it is sent again.
    pub fn is_ambiguous(&self) -> bool {
        matches!(self.kind, ErrorKind::TimedOut | ErrorKind::ConnectionLost)
    }

    /// Worth retrying for a request that only reads.
    pub fn is_transient(&self) -> bool {
        match self.kind {
            ErrorKind::CannotConnect | ErrorKind::TimedOut | ErrorKind::ConnectionLost | ErrorKind::RateLimited => true,
            ErrorKind::ServerError => matches!(self.status, Some(502..=504)),
            // A proxy that says no keeps saying no, except when it says the service behind it
            // did not answer (502 to 504).
            ErrorKind::ProxyRefused => matches!(self.proxy.as_ref().and_then(|p| p.status), Some(502..=504)),
            _ => false,
        }
    }

    /// The service could not be reached or did not answer: the app is offline.
    pub fn is_offline(&self) -> bool {
        matches!(self.kind, ErrorKind::CannotConnect)
    }

    /// The messages for one field, matching its name without regard to case
    /// or a `Patient.`/`$.` prefix (`phone.phoneNumber` matches `Phone.PhoneNumber`).
    pub fn messages_for(&self, field_path: &str) -> Vec<String> {
        let wanted = normalise_field(field_path);
        self.field_errors
            .iter()
            .filter(|(name, _)| normalise_field(name) == wanted)
            .flat_map(|(_, messages)| messages.iter().cloned())
            .collect()
    }

    /// Whether the failure concerns one field: the service named it, or the reason is about
    /// it (a taken reference is the patient's `externalReference`). Matched like
    /// [`ApiError::messages_for`].
    pub fn concerns_field(&self, field_path: &str) -> bool {
        let taken_reference =
            self.reason == Reason::ReferenceTaken && normalise_field(field_path) == "externalreference";
        taken_reference || !self.messages_for(field_path).is_empty()
    }

    /// Turns an unreadable success body into an error.
    pub fn decode(error: DecodeError, status: u16) -> ApiError {
        let expected = Expected::of(&error.expected);
        let mut out = ApiError::new(ErrorKind::Decode, Reason::Unreadable { expected, problem: error.reason });
        out.status = Some(status);
        out.excerpt = Some(error.excerpt);
        out
    }

    /// Turns an error status and its body into an error. `subject` is what was asked for
    /// (a patient, a survey), for a 404 or 409.
    pub fn from_status(status: u16, body: &[u8], retry_after: Option<Duration>, subject: Subject) -> ApiError {
        let parsed: ErrorBody = super::decode::error_body(body);
        let (kind, reason) = match status {
            400 | 422 if !parsed.field_errors.is_empty() => (ErrorKind::Validation, Reason::FieldsRejected),
            400 | 422 => (ErrorKind::Validation, Reason::RequestRejected),
            401 => (ErrorKind::Unauthorized, Reason::SignInNotAccepted),
            403 => (ErrorKind::Forbidden, Reason::NotAllowed),
            404 => (ErrorKind::NotFound, Reason::NotFound { subject }),
            409 => (
                ErrorKind::Conflict,
                match &parsed.message {
                    Some(message) if message != "Conflict" => Reason::ConflictingRecord,
                    _ => Reason::AlreadyExists { subject },
                },
            ),
            429 => (ErrorKind::RateLimited, Reason::Busy),
            500..=599 => (ErrorKind::ServerError, Reason::ServiceProblem),
            _ => (ErrorKind::UnexpectedStatus, Reason::UnexpectedStatus),
        };
        let mut out = ApiError::new(kind, reason);
        out.status = Some(status);
        out.server_message = parsed.message;
        out.field_errors = parsed.field_errors;
        out.retry_after = retry_after;
        out.trace_id = parsed.trace_id;
        if !body.trim_ascii().is_empty() {
            out.excerpt = Some(super::decode::excerpt(body));
        }
        out
    }

    /// Turns a transport failure into an error. A failed connection through a proxy is
    /// classified by [`ApiError::through_proxy`] instead, once the proxy has been asked.
    pub fn from_transport(error: &reqwest::Error, host: &str) -> ApiError {
        if error.is_connect() {
            let mut out = ApiError::new(ErrorKind::CannotConnect, Reason::CannotReach { host: host.to_owned() });
            out.server_message = Some(root_cause(error));
            return out;
        }
        if error.is_timeout() {
            return ApiError::new(ErrorKind::TimedOut, Reason::NoAnswerInTime);
        }
        if error.is_builder() {
            return ApiError::invalid_address(Reason::AddressUnusable { problem: root_cause(error) });
        }
        let mut out = ApiError::new(ErrorKind::ConnectionLost, Reason::ConnectionBroke);
        out.server_message = Some(root_cause(error));
        out
    }

    /// A connection to `host` that failed (`error.is_connect()`) through the proxy `proxy`
    /// (`host:port`), classified by what the proxy itself said when asked for the same tunnel.
    pub fn through_proxy(error: &reqwest::Error, host: &str, proxy: &str, diagnosis: ProxyDiagnosis) -> ApiError {
        let mut out = ApiError::from_proxy_diagnosis(host, proxy, diagnosis);
        out.server_message = Some(root_cause(error));
        out
    }

    /// [`ApiError::through_proxy`] without the transport error's own words.
    pub(crate) fn from_proxy_diagnosis(host: &str, proxy: &str, diagnosis: ProxyDiagnosis) -> ApiError {
        let host = host.to_owned();
        let (kind, reason, status, io_error) = match diagnosis {
            ProxyDiagnosis::Unreachable(io_error) => (
                ErrorKind::CannotConnect,
                if io_error == std::io::ErrorKind::TimedOut {
                    Reason::ProxyNoAnswer { host }
                } else {
                    Reason::ProxyUnreachable { host }
                },
                None,
                Some(io_error),
            ),
            ProxyDiagnosis::Answered(407) => {
                (ErrorKind::ProxyAuthRequired, Reason::ProxySignIn { host }, Some(407), None)
            }
            ProxyDiagnosis::Answered(status @ 200..=299) => {
                (ErrorKind::CannotConnect, Reason::ProxyLetThroughButFailed { host }, Some(status), None)
            }
            ProxyDiagnosis::Answered(status @ 502..=504) => {
                (ErrorKind::ProxyRefused, Reason::ProxyCouldNotReach { host }, Some(status), None)
            }
            ProxyDiagnosis::Answered(status) => {
                (ErrorKind::ProxyRefused, Reason::ProxyRefused { host }, Some(status), None)
            }
            ProxyDiagnosis::Unreadable(io_error) => {
                (ErrorKind::ProxyRefused, Reason::ProxyRefused { host }, None, io_error)
            }
            ProxyDiagnosis::NotAsked => (ErrorKind::CannotConnect, Reason::ProxyNotAsked { host }, None, None),
        };
        let mut out = ApiError::new(kind, reason);
        out.proxy = Some(ProxyFailure { proxy_host: proxy.to_owned(), status, io_error });
        out
    }
}

/// An error and its sources, outermost first.
fn causes<'a>(
    error: &'a (dyn std::error::Error + 'static),
) -> impl Iterator<Item = &'a (dyn std::error::Error + 'static)> {
    std::iter::successors(Some(error), |cause| cause.source())
}

fn root_cause(error: &(dyn std::error::Error + 'static)) -> String {
    causes(error).last().map(ToString::to_string).unwrap_or_default()
}

/// Field names compare case-insensitively, ignoring a leading `Patient.` or `$.`.
pub fn normalise_field(name: &str) -> String {
    let lower = name.trim().to_ascii_lowercase();
    let lower = lower.strip_prefix("$.").unwrap_or(&lower);
    let lower = lower.strip_prefix("patient.").unwrap_or(lower);
    lower.to_owned()
}
