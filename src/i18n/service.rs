//! The service's errors and values in words: the api crate says *what* happened (an
//! [`ErrorKind`], a [`Reason`] with its data) and *which* value came (a gender, a status, a
//! change type); this module turns those into [`Msg`]s the views word in the language of the
//! interface. What the service itself said (its messages, per-field messages, a trace id)
//! stays data: it is passed as [`Arg::Text`] and shown as it came.
//!
//! Values the app does not know (a survey status or change type added to the service later)
//! are shown as they came, never dropped.

use crate::api::error::{ErrorKind, Expected, Identifier, Reason, Subject};
use crate::api::{ApiError, Channel, Gender, KnownStatus, PhoneType, SurveyStatus};
use crate::i18n::{Arg, Msg, Translator};
use crate::msg;

/// The one sentence a person reads about a failed request.
pub fn api_error(error: &ApiError) -> Msg {
    let host = |host: &String| Arg::Text(host.clone());
    let proxy = || Arg::Text(error.proxy.as_ref().map(|p| p.proxy_host.clone()).unwrap_or_default());
    let status = || Arg::Number(f64::from(error.status.unwrap_or_default()));
    match &error.reason {
        Reason::Kind => kind(error.kind),
        Reason::FieldsRejected => msg!("error-fields-rejected"),
        Reason::RequestRejected => match said(error) {
            Some(said) => msg!("error-request-rejected-said", said = said),
            None => msg!("error-kind-validation"),
        },
        Reason::SignInNotAccepted => msg!("error-kind-unauthorized"),
        Reason::NotAllowed => msg!("error-kind-forbidden"),
        Reason::NotFound { subject: what } => msg!("error-not-found", subject = subject(*what)),
        Reason::NoPatientWithReference => msg!("error-no-patient-with-reference"),
        Reason::NoPatientWithIdOrReference => msg!("error-no-patient-with-id-or-reference"),
        Reason::ConflictingRecord => match said(error) {
            Some(said) => msg!("error-conflicting-record", said = said),
            None => msg!("error-kind-conflict"),
        },
        Reason::AlreadyExists { subject: what } => msg!("error-already-exists", subject = subject(*what)),
        Reason::ReferenceTaken => msg!("error-reference-taken"),
        Reason::Busy => match error.retry_after {
            Some(wait) => msg!("error-busy-wait", seconds = wait.as_secs().max(1)),
            None => msg!("error-kind-rate-limited"),
        },
        Reason::ServiceProblem => msg!("error-service-problem", status = status()),
        Reason::UnexpectedStatus => msg!("error-unexpected-status", status = status()),
        Reason::CredentialsNotAccepted => msg!("error-credentials-not-accepted"),
        Reason::Unreadable { expected: what, .. } => msg!("error-unreadable", expected = expected(*what)),
        Reason::TooLarge { max_megabytes } => msg!("error-too-large", megabytes = *max_megabytes),
        Reason::ReadingInterrupted => msg!("error-reading-interrupted"),
        Reason::CannotReach { host: to } => msg!("error-cannot-reach", host = host(to)),
        Reason::NoAnswerInTime => msg!("error-kind-timed-out"),
        Reason::ConnectionBroke => msg!("error-kind-connection-lost"),
        Reason::AnswerCutOff => msg!("error-answer-cut-off"),
        Reason::ConnectionSetup { .. } => msg!("error-connection-setup"),
        Reason::ProxyNoAnswer { host: to } => msg!("error-proxy-no-answer", proxy = proxy(), host = host(to)),
        Reason::ProxyUnreachable { host: to } => msg!("error-proxy-unreachable", proxy = proxy(), host = host(to)),
        Reason::ProxySignIn { host: to } => msg!("error-proxy-sign-in", proxy = proxy(), host = host(to)),
        Reason::ProxyLetThroughButFailed { host: to } => {
            msg!("error-proxy-let-through-but-failed", proxy = proxy(), host = host(to))
        }
        Reason::ProxyCouldNotReach { host: to } => {
            msg!("error-proxy-could-not-reach", proxy = proxy(), host = host(to), status = proxy_status(error))
        }
        Reason::ProxyRefused { host: to } => match error.proxy.as_ref().and_then(|p| p.status) {
            Some(_) => {
                msg!("error-proxy-refused-status", proxy = proxy(), host = host(to), status = proxy_status(error))
            }
            None => msg!("error-proxy-refused", proxy = proxy(), host = host(to)),
        },
        Reason::ProxyNotAsked { host: to } => msg!("error-proxy-not-asked", proxy = proxy(), host = host(to)),
        Reason::AddressUnusable { .. } => msg!("error-kind-invalid-address"),
        Reason::NotAWebAddress { text } => msg!("error-not-a-web-address", text = text),
        Reason::PlainHttp => msg!("error-plain-http"),
        Reason::UnsupportedScheme { scheme } => msg!("error-unsupported-scheme", scheme = scheme),
        Reason::CannotEncode { .. } => msg!("error-cannot-encode"),
        Reason::EmptyIdentifier { which } => msg!("error-empty-identifier", which = identifier(*which)),
        Reason::DotsOnlyIdentifier { which, value } => {
            msg!("error-dots-only-identifier", which = identifier(*which), value = value)
        }
        Reason::MissingCredentials => msg!("error-missing-credentials"),
        Reason::NotSignedIn => msg!("error-not-signed-in"),
        Reason::Cancelled => msg!("error-cancelled"),
        Reason::BlockedByPolicy => msg!("error-blocked-by-policy"),
        Reason::SendNotAllowed(crate::api::NotAllowed::Channel(channel)) => {
            msg!("error-send-channel-not-allowed", channel = super::service::channel(*channel))
        }
        Reason::SendNotAllowed(crate::api::NotAllowed::PinInLink) => msg!("error-send-pin-not-allowed"),
        Reason::TokenOutsidePolicy(refusal) => {
            let crate::api::TokenRefusal { scope, required, found } = refusal.as_ref();
            let id = match (scope, found) {
                (crate::api::PolicyScope::Tenant, Some(_)) => "error-token-other-tenant",
                (crate::api::PolicyScope::Tenant, None) => "error-token-no-tenant",
                (crate::api::PolicyScope::HealthcareService, _) => "error-token-other-healthcare-service",
            };
            msg!(id, required = required.as_str(), found = found.clone().unwrap_or_default())
        }
        Reason::TenantLockUnusable { file, line: Some(line) } => {
            msg!("error-token-tenant-lock-unusable-at-line", file = file.as_str(), line = *line)
        }
        Reason::TenantLockUnusable { file, line: None } => {
            msg!("error-token-tenant-lock-unusable", file = file.as_str())
        }
    }
}

/// The sentence for an error known only by its kind.
pub fn kind(kind: ErrorKind) -> Msg {
    Msg::new(match kind {
        ErrorKind::CannotConnect => "error-kind-cannot-connect",
        ErrorKind::TimedOut => "error-kind-timed-out",
        ErrorKind::ConnectionLost => "error-kind-connection-lost",
        ErrorKind::Unauthorized => "error-kind-unauthorized",
        ErrorKind::Forbidden => "error-kind-forbidden",
        ErrorKind::NotFound => "error-kind-not-found",
        ErrorKind::Conflict => "error-kind-conflict",
        ErrorKind::Validation => "error-kind-validation",
        ErrorKind::RateLimited => "error-kind-rate-limited",
        ErrorKind::ServerError => "error-kind-server-error",
        ErrorKind::UnexpectedStatus => "error-kind-unexpected-status",
        ErrorKind::Decode => "error-kind-decode",
        ErrorKind::InvalidAddress => "error-kind-invalid-address",
        ErrorKind::InvalidInput => "error-kind-invalid-input",
        ErrorKind::ProxyRefused => "error-kind-proxy-refused",
        ErrorKind::ProxyAuthRequired => "error-kind-proxy-auth-required",
    })
}

/// The lines of the "details" expander under an error, for support: the status, what the
/// service said (its own words), its messages per field, the wait it asked for, the proxy,
/// the trace id, a technical note and the start of the answer. Empty when there is nothing.
pub fn api_error_details(error: &ApiError) -> Vec<Msg> {
    let mut lines = Vec::new();
    if let Some(status) = error.status {
        lines.push(msg!("error-detail-status", status = status));
    }
    if let Some(said) = &error.server_message {
        lines.push(msg!("error-detail-service-said", said = said));
    }
    for (field, messages) in &error.field_errors {
        lines.push(msg!("error-detail-field", field = field, messages = messages.join(" ")));
    }
    if let Some(wait) = error.retry_after {
        lines.push(msg!("error-detail-retry-after", seconds = wait.as_secs()));
    }
    if let Some(proxy) = &error.proxy {
        let host = proxy.proxy_host.as_str();
        lines.push(match (proxy.status, proxy.io_error) {
            (Some(status), _) => msg!("error-detail-proxy-answered", proxy = host, status = status),
            (None, Some(problem)) => msg!("error-detail-proxy-problem", proxy = host, problem = problem.to_string()),
            (None, None) => msg!("error-detail-proxy", proxy = host),
        });
    }
    if let Some(trace) = &error.trace_id {
        lines.push(msg!("error-detail-trace-id", trace = trace));
    }
    match &error.reason {
        Reason::Unreadable { problem, .. }
        | Reason::ConnectionSetup { problem }
        | Reason::AddressUnusable { problem }
        | Reason::CannotEncode { problem } => lines.push(msg!("error-detail-problem", problem = problem)),
        _ => {}
    }
    if let Some(excerpt) = &error.excerpt {
        lines.push(msg!("error-detail-excerpt", excerpt = excerpt));
    }
    lines
}

/// The details worded, one line each, for the places that still keep text (the status bar's
/// notices).
pub fn api_error_details_text(tr: &Translator, error: &ApiError) -> String {
    api_error_details(error).iter().map(|line| tr.msg(line)).collect::<Vec<_>>().join("\n")
}

/// What the service said, as the end of a sentence (a full stop added when it has none).
fn said(error: &ApiError) -> Option<String> {
    let text = error.server_message.as_deref()?.trim();
    if text.is_empty() {
        return None;
    }
    Some(if text.ends_with(['.', '!', '?']) { text.to_owned() } else { format!("{text}.") })
}

fn proxy_status(error: &ApiError) -> Arg {
    Arg::Number(f64::from(error.proxy.as_ref().and_then(|p| p.status).unwrap_or_default()))
}

/// The selector key of a subject in `error-not-found` and `error-already-exists`.
fn subject(subject: Subject) -> &'static str {
    match subject {
        Subject::Patient => "patient",
        Subject::Survey => "survey",
        Subject::Account => "account",
    }
}

/// The selector key of an identifier in `error-empty-identifier` and `error-dots-only-identifier`.
fn identifier(identifier: Identifier) -> &'static str {
    match identifier {
        Identifier::PatientId => "patient-id",
        Identifier::SurveyId => "survey-id",
        Identifier::ExternalReference => "external-reference",
    }
}

/// What was expected, as a nested message (a noun phrase in `error-unreadable`).
fn expected(expected: Expected) -> Msg {
    Msg::new(match expected {
        Expected::PatientRecord => "error-expected-patient-record",
        Expected::NewPatientId => "error-expected-new-patient-id",
        Expected::NewSurveyId => "error-expected-new-survey-id",
        Expected::Survey => "error-expected-survey",
        Expected::SurveyHistory => "error-expected-survey-history",
        Expected::SurveyList => "error-expected-survey-list",
        Expected::PlainTextSummary => "error-expected-plain-text-summary",
        Expected::PdfDocument => "error-expected-pdf",
        Expected::AccessToken => "error-expected-access-token",
        Expected::Answer => "error-expected-answer",
    })
}

// ----- values from the service -----

pub fn gender(gender: Gender) -> Msg {
    Msg::new(match gender {
        Gender::Male => "value-gender-male",
        Gender::Female => "value-gender-female",
    })
}

pub fn phone_type(phone_type: PhoneType) -> Msg {
    Msg::new(match phone_type {
        PhoneType::Mobile => "value-phone-mobile",
        PhoneType::Landline => "value-phone-landline",
        PhoneType::Cordless => "value-phone-cordless",
    })
}

pub fn channel(channel: Channel) -> Msg {
    Msg::new(match channel {
        Channel::Email => "value-channel-email",
        Channel::Sms => "value-channel-sms",
    })
}

/// A survey status in words; a status the app does not know is shown as it came.
pub fn survey_status(status: &SurveyStatus) -> Msg {
    match status.known() {
        Some(known) => known_status(known),
        None => unknown(status.raw()),
    }
}

/// A status the app recognises, in words.
pub fn known_status(status: KnownStatus) -> Msg {
    Msg::new(match status {
        KnownStatus::New => "value-status-new",
        KnownStatus::Sent => "value-status-sent",
        KnownStatus::InProgress => "value-status-in-progress",
        KnownStatus::Completed => "value-status-completed",
        KnownStatus::Closed => "value-status-closed",
        KnownStatus::Expired => "value-status-expired",
        KnownStatus::Cancelled => "value-status-cancelled",
    })
}

/// The words for a survey that has no status at all.
pub fn no_status() -> Msg {
    msg!("value-status-none")
}

/// The change types of a survey's history the app knows (the interface names `workflow` and
/// `claim`; the sandbox also records `reminder`).
pub const KNOWN_CHANGE_TYPES: [&str; 3] = ["workflow", "claim", "reminder"];

/// The type of a history entry in words; a type the app does not know is shown as it came,
/// an empty one as "no type".
pub fn change_type(change_type: &str) -> Msg {
    let trimmed = change_type.trim();
    match trimmed.to_ascii_lowercase().as_str() {
        "workflow" => msg!("value-change-workflow"),
        "claim" => msg!("value-change-claim"),
        "reminder" => msg!("value-change-reminder"),
        "" => msg!("value-change-none"),
        _ => unknown(trimmed),
    }
}

/// A patient's name as the record has it; a record without one is said to have none.
pub fn patient_name(patient: &crate::api::Patient) -> Msg {
    match patient.name() {
        Some(name) => unknown(&name),
        None => msg!("value-no-name"),
    }
}

/// Who made a change in a survey's history; an entry that names nobody is "unknown user".
pub fn change_author(entry: &crate::api::ChangeLogEntry) -> Msg {
    match entry.author() {
        Some(author) => unknown(&author),
        None => msg!("value-unknown-user"),
    }
}

/// A value shown exactly as the service sent it.
fn unknown(raw: &str) -> Msg {
    msg!("value-unknown", raw = raw)
}

/// Words of the service (a message about a field) shown as it said them: they are data.
pub fn as_it_came(text: &str) -> Msg {
    unknown(text)
}

#[cfg(test)]
mod tests;
