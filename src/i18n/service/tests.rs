//! The service's answers and errors worded for people, in every language.
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
    let dots = ApiError::invalid_input(Reason::DotsOnlyIdentifier { which: Identifier::SurveyId, value: "..".into() });
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
