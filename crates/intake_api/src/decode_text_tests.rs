//! Unit tests of what the tolerant reader (`decode.rs`) makes of the service's times, error
//! answers and tokens, in every shape the design allows.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use base64::Engine as _;
use base64::engine::general_purpose::{URL_SAFE, URL_SAFE_NO_PAD};
use serde_json::{Value, json};

use super::ApiError;
use super::decode::{self, DecodeError};
use super::error::{ErrorKind, Reason, Subject};
use super::models::{ServiceTime, Survey};
use super::token::AccessToken;

// ----- timestamps -----

fn utc(y: i16, mo: i8, d: i8, h: i8, mi: i8, s: i8) -> jiff::Timestamp {
    jiff::civil::date(y, mo, d).at(h, mi, s, 0).to_zoned_datetime(jiff::tz::TimeZone::UTC).unwrap().timestamp()
}

#[test]
fn timestamps_with_0_to_9_fractional_digits() {
    let base = utc(2024, 3, 1, 10, 0, 0);
    let cases = [
        ("2024-03-01T10:00:00Z", 0),
        ("2024-03-01T10:00:00.123Z", 123_000_000),
        ("2024-03-01T10:00:00.1234567Z", 123_456_700),
        ("2024-03-01T10:00:00.123456789Z", 123_456_789),
        ("2024-03-01T10:00:00.1234567", 123_456_700),
        ("2024-03-01T10:00:00", 0),
        ("2024-03-01T11:00:00.5+01:00", 500_000_000),
        ("  2024-03-01T10:00:00.000Z ", 0),
    ];
    for (raw, nanos) in cases {
        let time = ServiceTime::parse(raw);
        assert_eq!(time.raw, raw, "the raw text is kept");
        let instant = time.instant.unwrap_or_else(|| panic!("{raw} not read"));
        assert_eq!(instant.as_second(), base.as_second(), "{raw}");
        assert_eq!(instant.subsec_nanosecond(), nanos, "{raw}");
    }
    let time = ServiceTime::parse("yesterday");
    assert_eq!(time.instant, None);
    assert_eq!(time.local_display(), "yesterday");
    assert_eq!(time.utc_display(), "yesterday");

    // Non-string timestamps are kept as text, not fatal.
    let survey: Survey = decode::record(br#"{"surveyId":"s","createdAt":1714550400}"#, "s").unwrap();
    assert_eq!(survey.created_at.unwrap().instant, None);
}

// ----- error bodies -----

const VALIDATION_PROBLEM: &[u8] = br#"{
  "type": "https://tools.ietf.org/html/rfc9110#section-15.5.1",
  "title": "One or more validation errors occurred.",
  "status": 400,
  "errors": {
    "FirstName": ["The FirstName field is required."],
    "Phone.PhoneNumber": ["The phone number must start with +.", "The phone number is too short."],
    "Patient.Email": ["Not an e-mail address."],
    "$.birthdate": ["The JSON value could not be converted."]
  },
  "traceId": "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"
}"#;

#[test]
fn error_body_problem_details_with_field_errors() {
    let parsed = decode::error_body(VALIDATION_PROBLEM);
    assert_eq!(parsed.message.as_deref(), Some("One or more validation errors occurred."));
    assert_eq!(parsed.trace_id.as_deref(), Some("00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"));
    assert_eq!(parsed.field_errors.len(), 4);
    assert_eq!(parsed.field_errors["FirstName"], ["The FirstName field is required."]);

    let err = ApiError::from_status(400, VALIDATION_PROBLEM, None, Subject::Patient);
    assert_eq!(err.kind, ErrorKind::Validation);
    assert_eq!(err.status, Some(400));
    assert_eq!(err.messages_for("firstName"), ["The FirstName field is required."]);
    assert_eq!(
        err.messages_for("phone.phoneNumber"),
        ["The phone number must start with +.", "The phone number is too short."]
    );
    assert_eq!(err.messages_for("email"), ["Not an e-mail address."]);
    assert_eq!(err.messages_for("birthdate"), ["The JSON value could not be converted."]);
    assert!(err.messages_for("lastName").is_empty());
    assert!(err.trace_id.as_deref().is_some_and(|t| t.starts_with("00-4bf92f")), "{:?}", err.trace_id);
}

#[test]
fn error_body_detail_wins_and_array_errors_are_read() {
    let parsed = decode::error_body(br#"{"title":"Not Found","detail":"Patient 123 does not exist","status":404}"#);
    assert_eq!(parsed.message.as_deref(), Some("Patient 123 does not exist"));
    let parsed = decode::error_body(
        br#"{"message":"invalid","errors":[{"field":"lastName","message":"required"},{"propertyName":"email","errorMessage":"bad"}]}"#,
    );
    assert_eq!(parsed.message.as_deref(), Some("invalid"));
    assert_eq!(parsed.field_errors["lastName"], ["required"]);
    assert_eq!(parsed.field_errors["email"], ["bad"]);
}

#[test]
fn error_body_json_message_plain_text_html_and_empty() {
    let parsed = decode::error_body(br#"{"message":"Patient not found"}"#);
    assert_eq!(parsed.message.as_deref(), Some("Patient not found"));
    assert!(parsed.field_errors.is_empty());

    let parsed = decode::error_body(b"Service temporarily unavailable\nplease retry\n");
    assert_eq!(parsed.message.as_deref(), Some("Service temporarily unavailable"));

    let html =
        b"<!DOCTYPE html>\n<html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>";
    let parsed = decode::error_body(html);
    assert_eq!(parsed, decode::ErrorBody::default(), "an HTML page carries no message");
    let err = ApiError::from_status(502, html, None, Subject::Survey);
    assert_eq!(err.kind, ErrorKind::ServerError);
    assert_eq!(err.server_message, None);
    // The sentence is worded from the reason and the status (the app's tests check the words);
    // the page itself only goes to the excerpt.
    assert_eq!((&err.reason, err.status), (&Reason::ServiceProblem, Some(502)));
    assert!(err.excerpt.as_deref().unwrap().contains("Bad Gateway"));
    assert!(!format!("{:?}", err.reason).contains('<'), "no markup in the reason: {:?}", err.reason);

    assert_eq!(decode::error_body(b""), decode::ErrorBody::default());
    let err = ApiError::from_status(500, b"", None, Subject::Patient);
    assert_eq!(err.kind, ErrorKind::ServerError);
    assert_eq!((err.server_message, err.excerpt), (None, None));

    let parsed = decode::error_body(br#""quota exceeded""#);
    assert_eq!(parsed.message.as_deref(), Some("quota exceeded"));
}

#[test]
fn from_status_maps_kinds_and_sentences() {
    let cases = [
        (400, ErrorKind::Validation),
        (401, ErrorKind::Unauthorized),
        (403, ErrorKind::Forbidden),
        (404, ErrorKind::NotFound),
        (409, ErrorKind::Conflict),
        (422, ErrorKind::Validation),
        (429, ErrorKind::RateLimited),
        (500, ErrorKind::ServerError),
        (503, ErrorKind::ServerError),
        (302, ErrorKind::UnexpectedStatus),
        (405, ErrorKind::UnexpectedStatus),
    ];
    for (status, kind) in cases {
        let err = ApiError::from_status(status, b"", None, Subject::Patient);
        assert_eq!(err.kind, kind, "{status}");
        assert_eq!(err.status, Some(status));
        assert_ne!(err.reason, Reason::Kind, "{status} has a reason of its own");
    }
    let err = ApiError::from_status(404, b"", None, Subject::Survey);
    assert_eq!(err.reason, Reason::NotFound { subject: Subject::Survey });
    let err = ApiError::from_status(400, br#"{"detail":"Birthdate is in the future"}"#, None, Subject::Patient);
    assert_eq!(err.reason, Reason::RequestRejected);
    assert_eq!(err.server_message.as_deref(), Some("Birthdate is in the future"));
    let err = ApiError::from_status(429, b"", Some(std::time::Duration::from_secs(7)), Subject::Patient);
    assert_eq!(err.retry_after, Some(std::time::Duration::from_secs(7)));
    assert_eq!(err.reason, Reason::Busy);
    assert!(err.is_transient());
    let conflict = ApiError::from_status(409, br#"{"detail":"Conflict"}"#, None, Subject::Patient);
    assert_eq!(conflict.reason, Reason::AlreadyExists { subject: Subject::Patient });
    let conflict = ApiError::from_status(409, br#"{"detail":"Reference R-1 is taken"}"#, None, Subject::Patient);
    assert_eq!(conflict.reason, Reason::ConflictingRecord);
    assert!(!conflict.concerns_field("externalReference"), "a conflict names no field by itself");
    let taken = ApiError { reason: Reason::ReferenceTaken, ..conflict };
    assert!(taken.concerns_field("Patient.ExternalReference") && !taken.concerns_field("firstName"));
    assert!(ApiError::from_status(503, b"", None, Subject::Patient).is_transient());
    assert!(!ApiError::from_status(500, b"", None, Subject::Patient).is_transient());
}

// ----- JSON and excerpts -----

#[test]
fn json_reasons() {
    assert!(decode::json(b"", "x").unwrap_err().reason.contains("empty"));
    assert!(decode::json(br#"{"a":"#, "x").unwrap_err().reason.contains("cut off"));
    assert!(decode::json(b"<!DOCTYPE html><html></html>", "x").unwrap_err().reason.contains("web page"));
    assert!(decode::json(b"{nope}", "x").unwrap_err().reason.contains("not valid JSON"));
    assert_eq!(decode::json(b"\xEF\xBB\xBF {\"a\":1}", "x").unwrap(), json!({"a": 1}), "a BOM is skipped");
}

#[test]
fn excerpt_is_short_printable_and_marks_cuts() {
    let long = "é".repeat(500);
    let text = decode::excerpt(long.as_bytes());
    assert_eq!(text.chars().count(), 201);
    assert!(text.ends_with('…'));
    assert_eq!(decode::excerpt(b"a\tb\nc"), "a b c");
    assert_eq!(decode::excerpt(b""), "(empty body)");
    assert_eq!(decode::excerpt(b"\n\r\t"), "(empty body)");
    assert_eq!(decode::excerpt(b"ok"), "ok");
    let exact = "x".repeat(200);
    assert_eq!(decode::excerpt(exact.as_bytes()), exact, "no ellipsis when nothing was cut");
    let err = DecodeError::new("x", "y", &[b'a'; 1000]);
    assert_eq!(err.excerpt.chars().count(), 201);
}

// ----- tokens -----

fn jwt(claims: &Value) -> String {
    let header = URL_SAFE_NO_PAD.encode(br#"{"alg":"HS256","typ":"JWT"}"#);
    let payload = URL_SAFE_NO_PAD.encode(claims.to_string());
    format!("{header}.{payload}.c2lnbmF0dXJl")
}

#[test]
fn token_in_every_form() {
    let token = jwt(&json!({"sub": "demo", "exp": 1_900_000_000}));
    let bodies = [
        json!({ "accessToken": token }).to_string(),
        json!({ "access_token": token, "token_type": "Bearer", "expires_in": 3600 }).to_string(),
        json!({ "token": token }).to_string(),
        json!({ "jwt": token }).to_string(),
        json!({ "data": { "AccessToken": token } }).to_string(),
        json!(token).to_string(),
        token.clone(),
        format!("\n{token}\r\n"),
    ];
    for body in &bodies {
        assert_eq!(decode::token(body.as_bytes()).unwrap_or_else(|e| panic!("{body}: {e:?}")), token, "{body}");
    }
}

#[test]
fn token_failures_never_echo_the_body() {
    for body in [
        &b""[..],
        br#"{}"#,
        br#"{"accessToken":""}"#,
        br#"{"accessToken":42}"#,
        b"[]",
        b"null",
        b"secret with spaces",
        b"\xFF\xFE",
    ] {
        let err = decode::token(body).unwrap_err();
        assert_eq!(err.expected, "an access token");
        assert_eq!(err.excerpt, "(empty body)", "{err:?}");
    }
}

#[test]
fn access_token_expiry_from_jwt_exp() {
    let token = AccessToken::new(jwt(&json!({"sub": "demo", "exp": 1_900_000_000})));
    assert_eq!(token.expires_at(), Some(jiff::Timestamp::from_second(1_900_000_000).unwrap()));
    let now = jiff::Timestamp::from_second(1_899_999_000).unwrap();
    assert_eq!(token.remaining(now), Some(std::time::Duration::from_secs(1000)));
    let later = jiff::Timestamp::from_second(1_900_000_100).unwrap();
    assert_eq!(token.remaining(later), Some(std::time::Duration::ZERO));

    // A float exp, and a padded payload segment.
    let header = URL_SAFE_NO_PAD.encode(b"{}");
    let padded = URL_SAFE.encode(br#"{"exp":1700000000.5}"#);
    let token = AccessToken::new(format!("{header}.{padded}.sig"));
    assert_eq!(token.expires_at(), Some(jiff::Timestamp::from_second(1_700_000_000).unwrap()));

    assert_eq!(AccessToken::new(jwt(&json!({"sub": "demo"}))).expires_at(), None);
    assert_eq!(AccessToken::new("opaque-token").expires_at(), None);
    assert_eq!(AccessToken::new("a.!!!.c").expires_at(), None);
    assert_eq!(AccessToken::new(jwt(&json!({"exp": "soon"}))).expires_at(), None);
}

#[test]
fn access_token_strips_bearer_and_hides_itself() {
    let token = AccessToken::new("  Bearer abc.def.ghi \n");
    assert_eq!(token.expose(), "abc.def.ghi");
    assert_eq!(format!("{token:?}"), "AccessToken(redacted)");
    assert_eq!(AccessToken::new("bearer xyz").expose(), "xyz");
}
