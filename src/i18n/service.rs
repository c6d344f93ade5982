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
mod tests {
    #![allow(clippy::unwrap_used)]

    use std::time::Duration;

    use super::*;
    use crate::api::ProxyFailure;
    use crate::i18n::Language;

    fn english() -> &'static Translator {
        Translator::english()
    }

    /// Every message a Msg names exists in English, nested messages included.
    fn assert_exists(tr: &Translator, msg: &Msg) {
        assert!(tr.has(&msg.id), "no English message {}", msg.id);
        for (_, arg) in &msg.args {
            if let Arg::Message(inner) = arg {
                assert_exists(tr, inner);
            }
        }
    }

    const KINDS: [ErrorKind; 16] = [
        ErrorKind::CannotConnect,
        ErrorKind::TimedOut,
        ErrorKind::ConnectionLost,
        ErrorKind::Unauthorized,
        ErrorKind::Forbidden,
        ErrorKind::NotFound,
        ErrorKind::Conflict,
        ErrorKind::Validation,
        ErrorKind::RateLimited,
        ErrorKind::ServerError,
        ErrorKind::UnexpectedStatus,
        ErrorKind::Decode,
        ErrorKind::InvalidAddress,
        ErrorKind::InvalidInput,
        ErrorKind::ProxyRefused,
        ErrorKind::ProxyAuthRequired,
    ];

    fn refusal(scope: crate::api::PolicyScope, found: Option<&str>) -> Reason {
        let required = "clinic".to_owned();
        Reason::TokenOutsidePolicy(Box::new(crate::api::TokenRefusal { scope, required, found: found.map(Into::into) }))
    }

    fn every_reason() -> Vec<Reason> {
        let host = || "svc.example".to_owned();
        let mut reasons = vec![
            Reason::Kind,
            Reason::FieldsRejected,
            Reason::RequestRejected,
            Reason::SignInNotAccepted,
            Reason::NotAllowed,
            Reason::NoPatientWithReference,
            Reason::NoPatientWithIdOrReference,
            Reason::ConflictingRecord,
            Reason::ReferenceTaken,
            Reason::Busy,
            Reason::ServiceProblem,
            Reason::UnexpectedStatus,
            Reason::CredentialsNotAccepted,
            Reason::TooLarge { max_megabytes: 64 },
            Reason::ReadingInterrupted,
            Reason::CannotReach { host: host() },
            Reason::NoAnswerInTime,
            Reason::ConnectionBroke,
            Reason::AnswerCutOff,
            Reason::ConnectionSetup { problem: "tls".into() },
            Reason::ProxyNoAnswer { host: host() },
            Reason::ProxyUnreachable { host: host() },
            Reason::ProxySignIn { host: host() },
            Reason::ProxyLetThroughButFailed { host: host() },
            Reason::ProxyCouldNotReach { host: host() },
            Reason::ProxyRefused { host: host() },
            Reason::ProxyNotAsked { host: host() },
            Reason::AddressUnusable { problem: "bad".into() },
            Reason::NotAWebAddress { text: "nope".into() },
            Reason::PlainHttp,
            Reason::UnsupportedScheme { scheme: "ftp".into() },
            Reason::CannotEncode { problem: "bad".into() },
            Reason::MissingCredentials,
            Reason::NotSignedIn,
            Reason::Cancelled,
            Reason::BlockedByPolicy,
            Reason::SendNotAllowed(crate::api::NotAllowed::Channel(crate::api::Channel::Sms)),
            Reason::SendNotAllowed(crate::api::NotAllowed::PinInLink),
            refusal(crate::api::PolicyScope::Tenant, Some("other")),
            refusal(crate::api::PolicyScope::Tenant, None),
            refusal(crate::api::PolicyScope::HealthcareService, Some("radiology")),
            Reason::TenantLockUnusable { file: "/etc/intake-desk/policy.toml".into(), line: Some(7) },
            Reason::TenantLockUnusable { file: "/etc/intake-desk/policy.toml".into(), line: None },
        ];
        for subject in [Subject::Patient, Subject::Survey, Subject::Account] {
            reasons.push(Reason::NotFound { subject });
            reasons.push(Reason::AlreadyExists { subject });
        }
        for which in [Identifier::PatientId, Identifier::SurveyId, Identifier::ExternalReference] {
            reasons.push(Reason::EmptyIdentifier { which });
            reasons.push(Reason::DotsOnlyIdentifier { which, value: "..".into() });
        }
        for expected in [
            Expected::PatientRecord,
            Expected::NewPatientId,
            Expected::NewSurveyId,
            Expected::Survey,
            Expected::SurveyHistory,
            Expected::SurveyList,
            Expected::PlainTextSummary,
            Expected::PdfDocument,
            Expected::AccessToken,
            Expected::Answer,
        ] {
            reasons.push(Reason::Unreadable { expected, problem: "empty".into() });
        }
        reasons
    }

    #[test]
    fn every_kind_and_reason_words_to_a_message_that_exists_in_every_language() {
        let tr = english();
        for kind in KINDS {
            assert_exists(tr, &super::kind(kind));
        }
        for reason in every_reason() {
            for (said, retry, proxy_status) in [(None, None, None), (Some("Quota exceeded"), Some(3), Some(403))] {
                let mut error = ApiError::new(ErrorKind::UnexpectedStatus, reason.clone());
                error.status = Some(418);
                error.server_message = said.map(str::to_owned);
                error.retry_after = retry.map(Duration::from_secs);
                error.proxy = Some(ProxyFailure { proxy_host: "p:3128".into(), status: proxy_status, io_error: None });
                let msg = api_error(&error);
                assert_exists(tr, &msg);
                for language in Language::TRANSLATED {
                    let words = Translator::new(language).msg(&msg);
                    assert!(!words.trim().is_empty() && !words.contains("error-"), "{language:?} {reason:?}: {words}");
                }
                for line in api_error_details(&error) {
                    assert_exists(tr, &line);
                }
            }
        }
    }

    #[test]
    fn the_english_sentences_keep_what_they_said() {
        let tr = english();
        let words = |error: &ApiError| tr.msg(&api_error(error));
        let from_status = |status, body: &[u8], wait| ApiError::from_status(status, body, wait, Subject::Patient);
        assert_eq!(
            words(&ApiError::from_status(404, b"", None, Subject::Survey)),
            "No survey was found with that identifier."
        );
        assert_eq!(words(&from_status(404, b"", None)), "No patient was found with that identifier.");
        assert_eq!(
            words(&from_status(400, br#"{"detail":"Birthdate is in the future"}"#, None)),
            "The service did not accept the request: Birthdate is in the future."
        );
        let busy = words(&from_status(429, b"", Some(Duration::from_secs(7))));
        assert!(busy.contains("7 seconds"), "{busy}");
        assert!(words(&from_status(429, b"", Some(Duration::from_secs(1)))).contains("one second"));
        let html = b"<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head></html>";
        let gateway = words(&from_status(502, html, None));
        assert!(gateway.contains("502") && !gateway.contains('<'), "{gateway}");
        let conflict = words(&from_status(409, br#"{"detail":"Reference R-1 is taken"}"#, None));
        assert_eq!(conflict, "The service already has a conflicting record: Reference R-1 is taken.");
        let cannot = ApiError::new(ErrorKind::CannotConnect, Reason::CannotReach { host: "svc.example".into() });
        assert_eq!(
            words(&cannot),
            "Cannot reach the service at svc.example. Check the network connection; nothing was sent."
        );
        let dots =
            ApiError::invalid_input(Reason::DotsOnlyIdentifier { which: Identifier::SurveyId, value: "..".into() });
        assert_eq!(words(&dots), "The survey identifier \"..\" cannot be looked up: it consists of dots only.");
    }

    #[test]
    fn a_not_found_names_its_subject_in_every_language() {
        let cases = [
            (Language::English, ["patient", "survey", "account"]),
            (Language::Dutch, ["patiënt", "vragenlijst", "account"]),
            (Language::French, ["patient", "questionnaire", "compte"]),
            (Language::German, ["Patient", "Fragebogen", "Konto"]),
        ];
        for (language, nouns) in cases {
            let tr = Translator::new(language);
            for (subject, noun) in [Subject::Patient, Subject::Survey, Subject::Account].into_iter().zip(nouns) {
                let words = tr.msg(&api_error(&ApiError::new(ErrorKind::NotFound, Reason::NotFound { subject })));
                assert!(words.contains(noun), "{language:?} {subject:?}: {words}");
            }
        }
    }

    #[test]
    fn every_proxy_sentence_names_the_proxy_and_the_host_and_says_nothing_was_sent() {
        let tr = english();
        for reason in every_reason() {
            let proxied = matches!(
                reason,
                Reason::ProxyNoAnswer { .. }
                    | Reason::ProxyUnreachable { .. }
                    | Reason::ProxySignIn { .. }
                    | Reason::ProxyLetThroughButFailed { .. }
                    | Reason::ProxyCouldNotReach { .. }
                    | Reason::ProxyRefused { .. }
                    | Reason::ProxyNotAsked { .. }
            );
            if !proxied {
                continue;
            }
            for status in [None, Some(502)] {
                let mut error = ApiError::new(ErrorKind::ProxyRefused, reason.clone());
                error.proxy = Some(ProxyFailure { proxy_host: "proxy.clinic:3128".into(), status, io_error: None });
                let words = tr.msg(&api_error(&error));
                assert!(words.contains("proxy.clinic:3128") && words.contains("svc.example"), "{words}");
                assert!(words.contains("nothing was sent"), "{words}");
            }
        }
    }

    #[test]
    fn details_list_the_status_the_services_words_and_the_rest() {
        let tr = english();
        let body = br#"{"title":"One or more validation errors occurred.","status":400,
            "errors":{"FirstName":["The FirstName field is required."]},"traceId":"00-4bf92f-01"}"#;
        let mut error = ApiError::from_status(400, body, Some(Duration::from_secs(5)), Subject::Patient);
        error.proxy = Some(ProxyFailure { proxy_host: "proxy.clinic:3128".into(), status: Some(403), io_error: None });
        let lines: Vec<String> = api_error_details(&error).iter().map(|line| tr.msg(line)).collect();
        assert!(lines.contains(&"HTTP status 400".to_owned()), "{lines:?}");
        assert!(lines.iter().any(|l| l.starts_with("Service said: ")), "{lines:?}");
        assert!(lines.contains(&"FirstName: The FirstName field is required.".to_owned()), "{lines:?}");
        assert!(lines.contains(&"Retry after 5 s".to_owned()), "{lines:?}");
        assert!(lines.contains(&"Proxy proxy.clinic:3128 answered 403".to_owned()), "{lines:?}");
        assert!(lines.contains(&"Trace id 00-4bf92f-01".to_owned()), "{lines:?}");
        assert!(lines.iter().any(|l| l.starts_with("Answer began with: ")), "{lines:?}");
        // The service's words are data: the same in every language.
        let dutch = Translator::new(Language::Dutch);
        let said = api_error_details(&error).into_iter().find(|l| l.id == "error-detail-service-said").unwrap();
        assert!(dutch.msg(&said).ends_with("One or more validation errors occurred."), "{}", dutch.msg(&said));

        let unreadable =
            ApiError::decode(crate::api::decode::DecodeError::new("a PDF document", "the answer was empty", b"x"), 200);
        assert_eq!(
            tr.msg(&api_error(&unreadable)),
            "The service sent something Intake Desk cannot read where a PDF document was expected."
        );
        let lines: Vec<String> = api_error_details(&unreadable).iter().map(|line| tr.msg(line)).collect();
        assert!(lines.contains(&"Technical detail: the answer was empty".to_owned()), "{lines:?}");
        assert!(api_error_details(&ApiError::of_kind(ErrorKind::TimedOut)).is_empty());
    }

    #[test]
    fn values_are_worded_and_unknown_ones_shown_as_they_came() {
        let tr = english();
        let dutch = Translator::new(Language::Dutch);
        assert_eq!(tr.msg(&survey_status(&SurveyStatus("inProgress".into()))), "In progress");
        assert_eq!(dutch.msg(&survey_status(&SurveyStatus("inProgress".into()))), "Bezig");
        assert_eq!(tr.msg(&survey_status(&SurveyStatus("awaitingReview".into()))), "awaitingReview");
        assert_eq!(dutch.msg(&survey_status(&SurveyStatus("awaitingReview".into()))), "awaitingReview");
        for known in KnownStatus::ALL {
            assert_exists(tr, &known_status(known));
        }
        assert_eq!(tr.msg(&change_type("workflow")), "Workflow step");
        assert_eq!(Translator::new(Language::German).msg(&change_type("claim")), "Übernahme");
        assert_eq!(tr.msg(&change_type("patientUpdated")), "patientUpdated");
        assert_eq!(tr.msg(&change_type("  ")), "(no type)");
        for known in KNOWN_CHANGE_TYPES {
            assert_ne!(change_type(known).id, "value-unknown", "{known}");
        }
        assert_eq!(tr.msg(&gender(Gender::Female)), "Female");
        assert_eq!(Translator::new(Language::French).msg(&gender(Gender::Male)), "Homme");
        assert_eq!(tr.msg(&channel(Channel::Sms)), "SMS");
        assert_eq!(tr.msg(&channel(Channel::Email)), "E-mail");
        for kind in PhoneType::ALL {
            assert_exists(tr, &phone_type(kind));
        }
        assert_eq!(dutch.msg(&phone_type(PhoneType::Mobile)), "Mobiel nummer");
        let mut patient = crate::api::Patient::default();
        assert_eq!(dutch.msg(&patient_name(&patient)), "(geen naam)");
        patient.first_name = " Zoë ".into();
        assert_eq!(dutch.msg(&patient_name(&patient)), "Zoë");
        let mut entry = crate::api::ChangeLogEntry::default();
        assert_eq!(tr.msg(&change_author(&entry)), "unknown user");
        entry.user_email = "system".into();
        assert_eq!(dutch.msg(&change_author(&entry)), "system");
    }
}
