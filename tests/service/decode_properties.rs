//! Property tests of the tolerant reader: no input, however odd, makes a
//! decoder panic; excerpts stay short; birthdates and path segments round-trip.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::Duration;

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use proptest::prelude::*;
use serde_json::Value;

use intake_desk::api::client::{parse_retry_after, segment};
use intake_desk::api::decode::{self, DecodeError};
use intake_desk::api::{
    AccessToken, ApiError, Birthdate, ChangeLogEntry, Identifier, Patient, ServiceTime, Subject, Survey,
};
use intake_desk::i18n::service::{api_error, api_error_details};
use intake_desk::i18n::{Language, Translator};

/// The longest excerpt: 200 characters plus an ellipsis.
const MAX_EXCERPT: usize = 201;

/// The English words of the app, built once (a Translator parses its Fluent file).
fn english() -> &'static Translator {
    static ENGLISH: std::sync::OnceLock<Translator> = std::sync::OnceLock::new();
    ENGLISH.get_or_init(|| Translator::new(Language::English))
}

fn assert_short(excerpt: &str, origin: &str) {
    let count = excerpt.chars().count();
    assert!(count <= MAX_EXCERPT, "{origin}: excerpt of {count} characters");
}

fn check_decode_error<T>(result: Result<T, DecodeError>, origin: &str) {
    if let Err(err) = result {
        assert_short(&err.excerpt, origin);
        assert!(!err.expected.is_empty() && !err.reason.is_empty(), "{origin}: {err:?}");
    }
}

/// Feeds one body (and, as text, one header value) to every decoder.
fn feed_everything(body: &[u8]) {
    let text = String::from_utf8_lossy(body);

    assert_short(&decode::excerpt(body), "excerpt");
    check_decode_error(decode::json(body, "x"), "json");
    check_decode_error(decode::record::<Patient>(body, "a patient"), "record::<Patient>");
    check_decode_error(decode::record::<Survey>(body, "a survey"), "record::<Survey>");
    check_decode_error(decode::list::<Survey>(body, "surveys"), "list::<Survey>");
    check_decode_error(decode::list::<ChangeLogEntry>(body, "history"), "list::<ChangeLogEntry>");
    check_decode_error(decode::identifier(body, None, "patientId", "id"), "identifier");
    check_decode_error(decode::identifier(body, Some(&text), "surveyId", "id"), "identifier+location");
    check_decode_error(decode::created_survey(body, Some(&text)), "created_survey");
    check_decode_error(decode::token(body), "token");
    match decode::pdf(body) {
        Ok(bytes) => assert!(bytes.starts_with(b"%PDF-"), "pdf() returned a non-PDF"),
        Err(err) => assert_short(&err.excerpt, "pdf"),
    }
    let _ = decode::base64_bytes(&text);
    let _ = decode::error_body(body);
    let _ = decode::identifier_from_location(&text);

    for status in [0, 200, 302, 400, 401, 404, 409, 422, 429, 500, 502, 999, u16::MAX] {
        let err = ApiError::from_status(status, body, Some(Duration::from_secs(u64::MAX)), Subject::Patient);
        assert!(!english().msg(&api_error(&err)).is_empty());
        if let Some(excerpt) = &err.excerpt {
            assert_short(excerpt, "from_status");
        }
        if let Some(message) = &err.server_message {
            assert!(message.chars().count() <= MAX_EXCERPT, "server message too long: {message:?}");
        }
        let _: Vec<String> = api_error_details(&err).iter().map(|line| english().msg(line)).collect();
        let _ = err.messages_for(&text);
    }

    feed_text(&text);
}

/// Feeds one text to every function that reads text.
fn feed_text(text: &str) {
    if let Some(date) = Birthdate::parse(text) {
        assert_eq!(Birthdate::parse(&date.to_wire()), Some(date), "{text:?}");
    }
    let time = ServiceTime::parse(text);
    assert_eq!(time.raw, text);
    let _ = (time.local_display(), time.utc_display());
    let _ = parse_retry_after(text);
    let token = AccessToken::new(text);
    let _ = (token.expires_at(), token.remaining(jiff::Timestamp::UNIX_EPOCH));
    let _ = decode::identifier_from_location(text);
    let _ = decode::base64_bytes(text);
}

/// Keys the decoders look for, so random objects hit their branches.
const KEYS: &[&str] = &[
    "patientId",
    "PatientId",
    "surveyId",
    "id",
    "Id",
    "data",
    "value",
    "items",
    "surveys",
    "$values",
    "result",
    "pdf",
    "fileContents",
    "url",
    "accessToken",
    "access_token",
    "token",
    "jwt",
    "errors",
    "title",
    "detail",
    "message",
    "traceId",
    "field",
    "propertyName",
    "errorMessage",
    "$type",
    "type",
    "content",
    "workflowStepId",
    "isClaimed",
    "firstName",
    "lastName",
    "gender",
    "birthdate",
    "birthDate",
    "phone",
    "phoneNumber",
    "externalReference",
    "status",
    "createdAt",
    "timestamp",
    "answers",
    "answerValues",
    "questionCode",
    "confirmedDiagnoses",
    "diagnoses",
    "alerts",
    "exp",
];

fn pdf_base64() -> String {
    STANDARD.encode(b"%PDF-1.4\n%\xE2\xE3\xCF\xD3\n1 0 obj\n<<>>\nendobj\n%%EOF")
}

fn interesting_string() -> impl Strategy<Value = String> {
    prop_oneof![
        "\\PC{0,24}",
        any::<String>(),
        Just(String::new()),
        Just(pdf_base64()),
        Just(format!("data:application/pdf;base64,{}", pdf_base64())),
        "[A-Za-z0-9+/=\\-_\r\n]{0,40}",
        "[0-9a-f\\-]{1,40}",
        "[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{0,10})?(Z|[+-][0-9]{2}:[0-9]{2})?)?",
        prop::sample::select(vec!["workflow", "claim", "inProgress", "male", "mobile", "<!DOCTYPE html>", "%PDF-"])
            .prop_map(str::to_owned),
    ]
}

fn key() -> impl Strategy<Value = String> {
    prop_oneof![3 => prop::sample::select(KEYS).prop_map(str::to_owned), 1 => "\\PC{0,8}"]
}

fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        any::<f64>().prop_filter_map("finite", |f| serde_json::Number::from_f64(f).map(Value::Number)),
        interesting_string().prop_map(Value::String),
    ];
    leaf.prop_recursive(5, 64, 8, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::vec((key(), inner), 0..8).prop_map(|pairs| Value::Object(pairs.into_iter().collect())),
        ]
    })
}

/// Percent-decoding as a server would do it.
fn percent_decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok()?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_panic(body in prop::collection::vec(any::<u8>(), 0..600)) {
        feed_everything(&body);
    }

    #[test]
    fn json_ish_text_never_panics(text in r#"[\[\]{}",:0-9a-zA-Z\-.eE+ \\$%/=é€\n]{0,80}"#) {
        feed_everything(text.as_bytes());
    }

    #[test]
    fn random_json_values_never_panic(value in json_value()) {
        let compact = serde_json::to_vec(&value).unwrap();
        feed_everything(&compact);
        let pretty = serde_json::to_vec_pretty(&value).unwrap();
        feed_everything(&pretty);
        // The same value wrapped the way a service might wrap it.
        for wrapper in ["data", "items", "value"] {
            let wrapped = serde_json::json!({ wrapper: value.clone() });
            feed_everything(&serde_json::to_vec(&wrapped).unwrap());
        }
    }

    #[test]
    fn random_text_never_panics(text in any::<String>()) {
        feed_text(&text);
        let _ = segment(&text, Identifier::PatientId);
    }

    #[test]
    fn retry_after_dates_never_panic(
        text in "(Mon|Tue|Sun|Xyz), [0-9]{1,2} (Jan|Feb|Dec|Foo) [0-9]{1,5} [0-9]{2}:[0-9]{2}:[0-9]{2} (GMT|UTC|\\+0000|-9999)",
        seconds in any::<u64>(),
    ) {
        let _ = parse_retry_after(&text);
        prop_assert_eq!(parse_retry_after(&seconds.to_string()), Some(Duration::from_secs(seconds)));
    }

    #[test]
    fn excerpt_never_exceeds_201_chars(body in prop::collection::vec(any::<u8>(), 0..2000)) {
        let text = decode::excerpt(&body);
        prop_assert!(text.chars().count() <= MAX_EXCERPT);
        prop_assert!(!text.chars().any(char::is_control));
        prop_assert!(!text.is_empty());
    }

    #[test]
    fn excerpt_of_long_text_never_exceeds_201_chars(text in "\\PC{150,400}") {
        let excerpt = decode::excerpt(text.as_bytes());
        prop_assert!(excerpt.chars().count() <= MAX_EXCERPT);
    }

    #[test]
    fn long_service_messages_are_shortened(
        key in prop::sample::select(vec!["detail", "title", "message", "error"]),
        text in "\\PC{150,1200}",
        status in prop::sample::select(vec![400u16, 404, 409, 500]),
    ) {
        let body = serde_json::to_vec(&serde_json::json!({ key: text })).unwrap();
        let err = ApiError::from_status(status, &body, None, Subject::Patient);
        let message = err.server_message.clone().unwrap_or_default();
        prop_assert!(message.chars().count() <= MAX_EXCERPT, "{} characters", message.chars().count());
        // The user's sentence stays short too (it may quote the service).
        let sentence = english().msg(&api_error(&err));
        prop_assert!(sentence.chars().count() <= MAX_EXCERPT + 80, "{} characters", sentence.chars().count());
    }

    #[test]
    fn birthdate_wire_round_trip(year in 0i16..=9999, month in 1i8..=12, day in 1i8..=31) {
        // Days past the end of a month are not dates; skip them.
        if let Some(date) = Birthdate::new(year, month, day) {
            let wire = date.to_wire();
            prop_assert!(wire.ends_with("T00:00:00.000Z"), "{}", wire);
            prop_assert_eq!(Birthdate::parse(&wire), Some(date));
            prop_assert_eq!(Birthdate::parse(&date.to_string()), Some(date));
            let json = serde_json::to_string(&date).unwrap();
            prop_assert_eq!(serde_json::from_str::<Birthdate>(&json).unwrap(), date);
        }
    }

    #[test]
    fn segment_round_trips(value in prop_oneof![any::<String>(), "[/?#% .a-zé%2F]{0,12}"]) {
        match segment(&value, Identifier::SurveyId) {
            Ok(encoded) => {
                prop_assert!(
                    encoded.bytes().all(|b| b.is_ascii_alphanumeric() || b"-._~%".contains(&b)),
                    "{:?} -> {:?}", value, encoded
                );
                prop_assert_eq!(percent_decode(&encoded), Some(value));
            }
            Err(err) => prop_assert!(value.is_empty() || value.chars().all(|c| c == '.'), "{:?}: {:?}", value, err),
        }
    }
}
