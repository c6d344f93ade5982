//! The error taxonomy of the client: every failure of a request becomes one
//! [`ApiError`] with a kind the program can branch on, one sentence a
//! receptionist can act on, and the details (status, excerpt, per-field
//! messages) for a "details" expander.

use std::collections::BTreeMap;
use std::fmt;
use std::time::Duration;

use super::decode::{DecodeError, ErrorBody};
use super::proxy::ProxyDiagnosis;

/// What went wrong, for the program to decide what to do next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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
    /// One sentence for the user.
    pub message: String,
    /// HTTP status, when there was an answer.
    pub status: Option<u16>,
    /// What the service said, when it said something worth showing.
    pub server_message: Option<String>,
    /// Messages per field, keyed by the field name as the service spelt it
    /// (`FirstName`, `Phone.PhoneNumber`, `Patient.Email`).
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

impl fmt::Display for ApiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ApiError {}

impl ApiError {
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> ApiError {
        ApiError {
            kind,
            message: message.into(),
            status: None,
            server_message: None,
            field_errors: BTreeMap::new(),
            retry_after: None,
            excerpt: None,
            trace_id: None,
            proxy: None,
        }
    }

    pub fn invalid_input(message: impl Into<String>) -> ApiError {
        ApiError::new(ErrorKind::InvalidInput, message)
    }

    pub fn invalid_address(message: impl Into<String>) -> ApiError {
        ApiError::new(ErrorKind::InvalidAddress, message)
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

    /// Details for a "details" expander: status, what the service said, an excerpt.
    pub fn details(&self) -> String {
        let mut lines = Vec::new();
        if let Some(status) = self.status {
            lines.push(format!("HTTP status {status}"));
        }
        if let Some(message) = &self.server_message {
            lines.push(format!("Service said: {message}"));
        }
        for (field, messages) in &self.field_errors {
            lines.push(format!("{field}: {}", messages.join(" ")));
        }
        if let Some(wait) = self.retry_after {
            lines.push(format!("Retry after {} s", wait.as_secs()));
        }
        if let Some(proxy) = &self.proxy {
            match (proxy.status, proxy.io_error) {
                (Some(status), _) => lines.push(format!("Proxy {} answered {status}", proxy.proxy_host)),
                (None, Some(error)) => lines.push(format!("Proxy {}: {error}", proxy.proxy_host)),
                (None, None) => lines.push(format!("Proxy {}", proxy.proxy_host)),
            }
        }
        if let Some(trace) = &self.trace_id {
            lines.push(format!("Trace id {trace}"));
        }
        if let Some(excerpt) = &self.excerpt {
            lines.push(format!("Answer began with: {excerpt}"));
        }
        lines.join("\n")
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

    /// Turns an unreadable success body into an error.
    pub fn decode(error: DecodeError, status: u16) -> ApiError {
        let mut out = ApiError::new(
            ErrorKind::Decode,
            format!(
                "The service sent something Intake Desk cannot read where {} was expected: {}.",
                error.expected, error.reason
            ),
        );
        out.status = Some(status);
        out.excerpt = Some(error.excerpt);
        out
    }

    /// Turns an error status and its body into an error. `subject` names what
    /// was asked for ("patient", "survey") for a 404 sentence.
    pub fn from_status(status: u16, body: &[u8], retry_after: Option<Duration>, subject: &str) -> ApiError {
        let parsed: ErrorBody = super::decode::error_body(body);
        let (kind, message) = match status {
            400 | 422 if !parsed.field_errors.is_empty() => (
                ErrorKind::Validation,
                "The service did not accept some of the details. Please correct the marked fields.".to_owned(),
            ),
            400 | 422 => (
                ErrorKind::Validation,
                match &parsed.message {
                    Some(message) => format!("The service did not accept the request: {}", sentence(message)),
                    None => "The service did not accept the request.".to_owned(),
                },
            ),
            401 => (
                ErrorKind::Unauthorized,
                "Your sign-in has expired or was not accepted. Please sign in again.".to_owned(),
            ),
            403 => (
                ErrorKind::Forbidden,
                "Your account is not allowed to do this. Ask your administrator for access.".to_owned(),
            ),
            404 => (ErrorKind::NotFound, format!("No {subject} was found with that identifier.")),
            409 => (
                ErrorKind::Conflict,
                match &parsed.message {
                    Some(message) if message != "Conflict" => {
                        format!("The service already has a conflicting record: {}", sentence(message))
                    }
                    _ => format!("The service already has a {subject} with these details."),
                },
            ),
            429 => (
                ErrorKind::RateLimited,
                match retry_after {
                    Some(wait) => format!(
                        "The service is busy (too many requests). Please try again in {} seconds.",
                        wait.as_secs().max(1)
                    ),
                    None => "The service is busy (too many requests). Please try again in a moment.".to_owned(),
                },
            ),
            500..=599 => (
                ErrorKind::ServerError,
                format!("The service had a problem (error {status}). Please try again in a moment."),
            ),
            _ => (ErrorKind::UnexpectedStatus, format!("The service answered in an unexpected way (status {status}).")),
        };
        let mut out = ApiError::new(kind, message);
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
            let mut out = ApiError::new(
                ErrorKind::CannotConnect,
                format!("Cannot reach the service at {host}. Check the network connection; nothing was sent."),
            );
            out.server_message = Some(root_cause(error));
            return out;
        }
        if error.is_timeout() {
            return ApiError::new(
                ErrorKind::TimedOut,
                "The service did not answer in time. The request may or may not have been handled.",
            );
        }
        if error.is_builder() {
            return ApiError::invalid_address(format!("The service address is not valid: {}", root_cause(error)));
        }
        let mut out = ApiError::new(
            ErrorKind::ConnectionLost,
            "The connection broke before the service answered. The request may or may not have been handled.",
        );
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
        let (kind, message, status, io_error) = match diagnosis {
            ProxyDiagnosis::Unreachable(io_error) => (
                ErrorKind::CannotConnect,
                if io_error == std::io::ErrorKind::TimedOut {
                    format!(
                        "The network's proxy {proxy} did not answer on the way to {host}. Check the network \
                         connection or the proxy settings; nothing was sent."
                    )
                } else {
                    format!(
                        "Cannot reach the network's proxy {proxy} on the way to {host}. Check the network \
                         connection or the proxy settings; nothing was sent."
                    )
                },
                None,
                Some(io_error),
            ),
            ProxyDiagnosis::Answered(407) => (
                ErrorKind::ProxyAuthRequired,
                format!(
                    "The network's proxy {proxy} asks for its own sign-in before it lets the connection to {host} \
                     through. Ask IT to allow {host} for this computer; nothing was sent."
                ),
                Some(407),
                None,
            ),
            ProxyDiagnosis::Answered(status @ 200..=299) => (
                ErrorKind::CannotConnect,
                format!(
                    "The network's proxy {proxy} lets the connection to {host} through, but the connection to the \
                     service still failed. Check the network connection; nothing was sent."
                ),
                Some(status),
                None,
            ),
            ProxyDiagnosis::Answered(status @ 502..=504) => (
                ErrorKind::ProxyRefused,
                format!(
                    "The network's proxy {proxy} could not reach {host} (error {status}). Please try again in a \
                     moment, or ask IT; nothing was sent."
                ),
                Some(status),
                None,
            ),
            ProxyDiagnosis::Answered(status) => (
                ErrorKind::ProxyRefused,
                format!(
                    "The network's proxy {proxy} did not let the connection to {host} through (error {status}). \
                     Ask IT whether {host} is allowed for this computer; nothing was sent."
                ),
                Some(status),
                None,
            ),
            ProxyDiagnosis::Unreadable(io_error) => (
                ErrorKind::ProxyRefused,
                format!(
                    "The network's proxy {proxy} did not let the connection to {host} through. Ask IT whether \
                     {host} is allowed for this computer; nothing was sent."
                ),
                None,
                io_error,
            ),
            ProxyDiagnosis::NotAsked => (
                ErrorKind::CannotConnect,
                format!(
                    "Cannot reach the service at {host} through the network's proxy {proxy}. Check the network \
                     connection or the proxy settings; nothing was sent."
                ),
                None,
                None,
            ),
        };
        let mut out = ApiError::new(kind, message);
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

fn sentence(text: &str) -> String {
    let trimmed = text.trim();
    if trimmed.ends_with(['.', '!', '?']) { trimmed.to_owned() } else { format!("{trimmed}.") }
}

/// Field names compare case-insensitively, ignoring a leading `Patient.` or `$.`.
pub fn normalise_field(name: &str) -> String {
    let lower = name.trim().to_ascii_lowercase();
    let lower = lower.strip_prefix("$.").unwrap_or(&lower);
    let lower = lower.strip_prefix("patient.").unwrap_or(lower);
    lower.to_owned()
}
