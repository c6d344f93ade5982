//! The tolerant reader: everything the interface document does not show is
//! read here, in every shape the service might plausibly send, and anything
//! unreadable becomes a [`DecodeError`] that keeps a short excerpt of what
//! came back. Nothing in here panics on any input.

use std::collections::BTreeMap;

use serde::de::DeserializeOwned;
use serde_json::Value;

// The PDF summary (raw, or Base64 in any wrapping) and the lenient field deserializers the
// models name are modules of their own; their paths stay `decode::…`.
mod fields;
mod pdf;

pub(crate) use fields::{
    answer_list, change_content, confirmed_diagnoses, lenient_option, lenient_string, string_list, value_list,
};
pub use pdf::{base64_bytes, pdf};

/// How many characters of an unreadable body are kept for the user to see.
const EXCERPT_CHARS: usize = 200;

/// A response that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecodeError {
    /// What was expected, in words: "a patient record", "a PDF document".
    pub expected: String,
    /// Why it could not be read.
    pub reason: String,
    /// The start of what came back, printable.
    pub excerpt: String,
}

impl DecodeError {
    pub fn new(expected: &str, reason: impl Into<String>, body: &[u8]) -> DecodeError {
        DecodeError { expected: expected.to_owned(), reason: reason.into(), excerpt: excerpt(body) }
    }
}

/// The first characters of a body, lossily decoded, control characters shown as spaces.
pub fn excerpt(body: &[u8]) -> String {
    let head = &body[..body.len().min(EXCERPT_CHARS * 4)];
    let text = String::from_utf8_lossy(head);
    let mut out: String = text.chars().take(EXCERPT_CHARS).map(|c| if c.is_control() { ' ' } else { c }).collect();
    if text.chars().count() > EXCERPT_CHARS || body.len() > head.len() {
        out.push('…');
    }
    if out.trim().is_empty() { "(empty body)".to_owned() } else { out }
}

/// Parses a body as JSON.
pub fn json(body: &[u8], expected: &str) -> Result<Value, DecodeError> {
    let trimmed = body.trim_ascii();
    if trimmed.is_empty() {
        return Err(DecodeError::new(expected, "the answer was empty", body));
    }
    // A UTF-8 byte-order mark is legal in the wild and not JSON.
    let trimmed = trimmed.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(trimmed);
    let parsed: Result<Value, _> = serde_json::from_slice(trimmed);
    parsed.map(without_control_characters).map_err(|err| {
        let reason = if err.is_eof() {
            "the answer was cut off".to_owned()
        } else if looks_like_html(trimmed) {
            "the answer was a web page, not data (a proxy or login page?)".to_owned()
        } else {
            "the answer was not valid JSON".to_owned()
        };
        DecodeError::new(expected, reason, body)
    })
}

/// Text from the service as it may be shown: every string and key without its control
/// characters but line breaks and tabs (a NUL or an escape in a name would reach the screen
/// reader, whose D-Bus cannot even carry a NUL). Strings without any are not copied.
pub fn without_control_characters(mut value: Value) -> Value {
    clean_value(&mut value);
    value
}

fn clean_value(value: &mut Value) {
    match value {
        Value::String(text) => clean_text(text),
        Value::Array(items) => items.iter_mut().for_each(clean_value),
        Value::Object(map) => {
            if map.keys().any(|key| has_control_characters(key)) {
                let entries = std::mem::take(map);
                for (mut key, item) in entries {
                    clean_text(&mut key);
                    map.insert(key, item);
                }
            }
            map.values_mut().for_each(clean_value);
        }
        Value::Null | Value::Bool(_) | Value::Number(_) => {}
    }
}

/// Drops the control characters of a text from the service (line breaks and tabs stay).
pub fn clean_text(text: &mut String) {
    if has_control_characters(text) {
        text.retain(|c| !c.is_control() || matches!(c, '\n' | '\r' | '\t'));
    }
}

fn has_control_characters(text: &str) -> bool {
    text.chars().any(|c| c.is_control() && !matches!(c, '\n' | '\r' | '\t'))
}

fn looks_like_html(body: &[u8]) -> bool {
    let head = String::from_utf8_lossy(&body[..body.len().min(64)]).to_ascii_lowercase();
    head.starts_with("<!doctype") || head.starts_with("<html") || head.starts_with("<?xml")
}

/// Reads a typed record from JSON; the record types themselves are lenient,
/// so this fails only when the shape is fundamentally different (a list
/// instead of an object, say).
pub fn record<T: DeserializeOwned>(body: &[u8], expected: &str) -> Result<T, DecodeError> {
    let value = json(body, expected)?;
    let value = unwrap_single_object(value);
    if !value.is_object() {
        return Err(DecodeError::new(expected, format!("expected an object, got {}", kind_of(&value)), body));
    }
    // By value first: the texts move into the record instead of being copied. The rare
    // record that needs the tolerant retries is parsed again.
    if let Ok(record) = T::deserialize(value) {
        return Ok(record);
    }
    let value = unwrap_single_object(json(body, expected)?);
    from_value_tolerant(value).map_err(|err| DecodeError::new(expected, err.to_string(), body))
}

/// `serde_json::from_value`, but a record that carries a field under two of
/// its accepted names (`id` and `patientId`, `birthDate` and `birthdate`) is
/// read with the canonical name instead of being refused as a duplicate.
fn from_value_tolerant<T: DeserializeOwned>(value: Value) -> Result<T, serde_json::Error> {
    let mut value = value;
    for _ in 0..8 {
        // Deserialising from a reference leaves the map in hand for a retry.
        let err = match T::deserialize(&value) {
            Ok(record) => return Ok(record),
            Err(err) => err,
        };
        let Value::Object(map) = &mut value else {
            return Err(err);
        };
        let message = err.to_string();
        let Some(field) = message.strip_prefix("duplicate field `").and_then(|rest| rest.split('`').next()) else {
            return Err(err);
        };
        let before = map.len();
        map.retain(|key, _| {
            key == field
                || !(key.eq_ignore_ascii_case(field) || (key.eq_ignore_ascii_case("id") && field.ends_with("Id")))
        });
        if map.len() == before {
            return Err(err);
        }
    }
    T::deserialize(&value)
}

/// `{"data": {...}}` and `{"value": {...}}` wrappers around a single record.
fn unwrap_single_object(value: Value) -> Value {
    if let Value::Object(map) = &value
        && map.len() == 1
        && let Some((key, inner)) = map.iter().next()
        && matches!(key.as_str(), "data" | "value" | "result" | "item")
        && inner.is_object()
    {
        return inner.clone();
    }
    value
}

fn kind_of(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "true/false",
        Value::Number(_) => "a number",
        Value::String(_) => "a text",
        Value::Array(_) => "a list",
        Value::Object(_) => "an object",
    }
}

/// Field names under which a list may be wrapped.
const LIST_WRAPPERS: [&str; 8] = ["items", "surveys", "data", "results", "value", "$values", "entries", "history"];

/// Reads a list that may be a bare array or wrapped in an object
/// (`items`, `surveys`, `data`, …, or an object whose only array field it is).
pub fn list<T: DeserializeOwned>(body: &[u8], expected: &str) -> Result<Vec<T>, DecodeError> {
    let value = json(body, expected)?;
    let items = match value {
        Value::Array(items) => items,
        Value::Object(mut map) => {
            let key = LIST_WRAPPERS
                .iter()
                .find(|key| map.get(**key).is_some_and(Value::is_array))
                .map(|key| (*key).to_owned())
                .or_else(|| {
                    let arrays: Vec<&String> = map.iter().filter(|(_, v)| v.is_array()).map(|(k, _)| k).collect();
                    (arrays.len() == 1).then(|| arrays[0].clone())
                });
            match key.and_then(|key| map.remove(&key)) {
                Some(Value::Array(items)) => items,
                _ => return Err(DecodeError::new(expected, "expected a list", body)),
            }
        }
        Value::Null => Vec::new(),
        other => {
            return Err(DecodeError::new(expected, format!("expected a list, got {}", kind_of(&other)), body));
        }
    };
    // By value first (see `record`); the tolerant path only for the items that need it.
    items
        .into_iter()
        .map(|item| {
            if !item.is_object() {
                return from_value_tolerant(item);
            }
            let kept = needs_tolerance_check(&item).then(|| item.clone());
            match (T::deserialize(item), kept) {
                (Ok(record), _) => Ok(record),
                (Err(_), Some(item)) => from_value_tolerant(item),
                (Err(err), None) => Err(err),
            }
        })
        .collect::<Result<Vec<T>, _>>()
        .map_err(|err| DecodeError::new(expected, err.to_string(), body))
}

/// Whether an object has keys that differ only by case or an `id` next to a
/// `…Id`: the duplicates [`from_value_tolerant`] resolves. Cheap: keys only.
fn needs_tolerance_check(value: &Value) -> bool {
    let Value::Object(map) = value else { return false };
    let has_id = map.keys().any(|k| k.eq_ignore_ascii_case("id"));
    let keys: Vec<&String> = map.keys().collect();
    keys.iter().enumerate().any(|(i, a)| {
        (has_id && a.len() > 2 && a.ends_with("Id")) || keys[i + 1..].iter().any(|b| a.eq_ignore_ascii_case(b))
    })
}

/// Field names that may carry an identifier, most specific first.
pub fn identifier(
    body: &[u8],
    location: Option<&str>,
    specific_key: &str,
    expected: &str,
) -> Result<String, DecodeError> {
    let trimmed = body.trim_ascii();
    if !trimmed.is_empty() {
        match serde_json::from_slice::<Value>(trimmed) {
            Ok(Value::String(id)) if !id.trim().is_empty() => return Ok(id.trim().to_owned()),
            Ok(Value::Object(map)) => {
                let object = match unwrap_single_object(Value::Object(map)) {
                    Value::Object(map) => map,
                    _ => serde_json::Map::new(),
                };
                for key in [specific_key, "id", "Id", &pascal(specific_key)] {
                    if let Some(id) = object.get(key).map(value_as_text).filter(|id| !id.trim().is_empty()) {
                        return Ok(id.trim().to_owned());
                    }
                }
            }
            Ok(_) => {}
            Err(_) => {
                // A bare identifier as plain text.
                if let Ok(text) = std::str::from_utf8(trimmed)
                    && looks_like_identifier(text)
                {
                    return Ok(text.to_owned());
                }
            }
        }
    }
    if let Some(id) = location.and_then(identifier_from_location) {
        return Ok(id);
    }
    let reason = if looks_like_html(trimmed) {
        "the answer was a web page, not data (a proxy or login page?)"
    } else {
        "no identifier in the answer"
    };
    Err(DecodeError::new(expected, reason, body))
}

fn pascal(key: &str) -> String {
    let mut chars = key.chars();
    match chars.next() {
        Some(first) => first.to_ascii_uppercase().to_string() + chars.as_str(),
        None => String::new(),
    }
}

fn looks_like_identifier(text: &str) -> bool {
    !text.is_empty() && text.len() <= 128 && text.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// The last path segment of a `Location` header, percent-decoded.
pub fn identifier_from_location(location: &str) -> Option<String> {
    let path = location.split(['?', '#']).next()?;
    let segment = path.trim_end_matches('/').rsplit('/').next()?;
    let decoded = percent_encoding::percent_decode_str(segment).decode_utf8().ok()?;
    looks_like_identifier(&decoded).then(|| decoded.into_owned())
}

/// Field names that may carry a survey URL.
const URL_KEYS: [&str; 6] = ["url", "surveyUrl", "link", "uri", "surveyLink", "Url"];

/// Reads create-survey's answer: the id (see [`identifier`]) and the URL, if any.
pub fn created_survey(body: &[u8], location: Option<&str>) -> Result<super::models::CreatedSurvey, DecodeError> {
    let survey_id = identifier(body, location, "surveyId", "the new survey's identifier")?;
    let mut extra = match serde_json::from_slice::<Value>(body.trim_ascii())
        .map(without_control_characters)
        .map(unwrap_single_object)
    {
        Ok(Value::Object(map)) => map,
        _ => serde_json::Map::new(),
    };
    let url = URL_KEYS
        .iter()
        .find_map(|key| extra.get(*key).and_then(Value::as_str).map(str::to_owned))
        .filter(|url| !url.trim().is_empty());
    for key in URL_KEYS.iter().chain(["surveyId", "id"].iter()) {
        extra.remove(*key);
    }
    Ok(super::models::CreatedSurvey { survey_id, url, extra })
}

/// Field names under which a token may come back.
const TOKEN_KEYS: [&str; 6] = ["accessToken", "access_token", "token", "jwt", "AccessToken", "Token"];

/// Reads the token endpoint's answer: an object with one of several field
/// names, a JSON string, or the bare token as text.
pub fn token(body: &[u8]) -> Result<String, DecodeError> {
    const EXPECTED: &str = "an access token";
    let trimmed = body.trim_ascii();
    match serde_json::from_slice::<Value>(trimmed) {
        Ok(Value::String(token)) if !token.trim().is_empty() => Ok(token.trim().to_owned()),
        Ok(value @ Value::Object(_)) => {
            let object = unwrap_single_object(value);
            TOKEN_KEYS
                .iter()
                .find_map(|key| object.get(*key).and_then(Value::as_str))
                .map(|token| token.trim().to_owned())
                .filter(|token| !token.is_empty())
                .ok_or_else(|| DecodeError::new(EXPECTED, "no token in the answer", b""))
        }
        Ok(_) => Err(DecodeError::new(EXPECTED, "no token in the answer", b"")),
        Err(_) => match std::str::from_utf8(trimmed) {
            Ok(text) if !text.is_empty() && text.len() < 16 * 1024 && text.chars().all(|c| c.is_ascii_graphic()) => {
                Ok(text.to_owned())
            }
            // Never echo what might be a token-bearing body back into an excerpt.
            _ => Err(DecodeError::new(EXPECTED, "the answer was not a token", b"")),
        },
    }
}

/// What an error body said, in whatever form it came.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ErrorBody {
    /// A short human sentence from the service (`detail`, else `title`), if it gave one worth showing.
    pub message: Option<String>,
    /// Messages per field, with field names as the service spelt them.
    pub field_errors: BTreeMap<String, Vec<String>>,
    /// ProblemDetails `traceId`, for support.
    pub trace_id: Option<String>,
}

/// Reads an error body: RFC 9457 ProblemDetails (with an ASP.NET `errors`
/// object), a JSON `message`/`error`, plain text, an HTML page or nothing.
pub fn error_body(body: &[u8]) -> ErrorBody {
    let trimmed = body.trim_ascii();
    let mut out = ErrorBody::default();
    // Its texts become the user's error message.
    match serde_json::from_slice::<Value>(trimmed).map(without_control_characters) {
        Ok(Value::Object(map)) => {
            let text = |key: &str| {
                map.get(key).and_then(Value::as_str).map(str::trim).filter(|s| !s.is_empty()).map(str::to_owned)
            };
            out.message = text("detail")
                .or_else(|| text("title"))
                .or_else(|| text("message"))
                .or_else(|| text("error_description"))
                .or_else(|| text("error"))
                .map(|message| short_sentence(&message));
            out.trace_id = text("traceId");
            if let Some(Value::Object(errors)) = map.get("errors") {
                for (field, messages) in errors {
                    let list: Vec<String> = match messages {
                        Value::Array(items) => items.iter().map(value_as_text).collect(),
                        other => vec![value_as_text(other)],
                    };
                    out.field_errors.insert(field.clone(), list);
                }
            } else if let Some(Value::Array(errors)) = map.get("errors") {
                // Some services send [{"field": "...", "message": "..."}].
                for item in errors {
                    let field = item.get("field").or_else(|| item.get("propertyName")).map(value_as_text);
                    let message = item.get("message").or_else(|| item.get("errorMessage")).map(value_as_text);
                    if let (Some(field), Some(message)) = (field, message) {
                        out.field_errors.entry(field).or_default().push(message);
                    }
                }
            }
        }
        Ok(Value::String(text)) if !text.trim().is_empty() => out.message = Some(short_sentence(&text)),
        Ok(_) => {}
        Err(_) => {
            if let Ok(text) = std::str::from_utf8(trimmed)
                && !text.trim().is_empty()
                && !looks_like_html(trimmed)
                && text.len() <= 300
            {
                out.message = Some(short_sentence(text));
            }
        }
    }
    out
}

fn short_sentence(text: &str) -> String {
    let line = text.lines().map(str::trim).find(|line| !line.is_empty()).unwrap_or_default();
    let mut out: String = line.chars().take(200).collect();
    if line.chars().count() > 200 {
        out.push('…');
    }
    out
}

/// Any JSON value as display text: strings as they are, the rest as compact JSON.
pub fn value_as_text(value: &Value) -> String {
    match value {
        Value::String(text) => text.clone(),
        Value::Null => String::new(),
        other => other.to_string(),
    }
}
