//! Reading the PDF summary in every shape it may come in: raw PDF bytes, a JSON string of
//! Base64 (read straight from the body, without a copy as a JSON value), a bare Base64 text, or
//! an object holding the Base64 under some field; standard or URL-safe, padded or not.

use base64::Engine as _;
use serde_json::Value;

use super::{DecodeError, kind_of};

/// Field names under which a Base64 PDF may be wrapped.
const PDF_KEYS: [&str; 9] =
    ["value", "pdf", "content", "data", "base64", "file", "fileContents", "document", "summary"];

/// Reads the PDF summary: raw PDF bytes, a bare Base64 text, a JSON string,
/// or an object holding the Base64 under some field. Line breaks and a
/// `data:` URL prefix are allowed. The result must start with `%PDF-`.
pub fn pdf(body: &[u8]) -> Result<Vec<u8>, DecodeError> {
    const EXPECTED: &str = "a PDF document";
    let trimmed = body.trim_ascii();
    if trimmed.starts_with(b"%PDF-") {
        return Ok(trimmed.to_vec());
    }
    if trimmed.is_empty() {
        return Err(DecodeError::new(EXPECTED, "the answer was empty", body));
    }
    // The usual shape, a JSON string of Base64 (with escaped line breaks), read straight
    // from the body: no copy of megabytes as a JSON value, no character-by-character pass.
    if let Some(compact) = quoted_base64(trimmed) {
        let bytes =
            decode_compact(&compact).ok_or_else(|| DecodeError::new(EXPECTED, "the Base64 text is broken", body))?;
        return if bytes.starts_with(b"%PDF-") {
            Ok(bytes)
        } else {
            Err(DecodeError::new(EXPECTED, "the decoded file is not a PDF", &bytes))
        };
    }
    let base64_text: std::borrow::Cow<'_, str> = match serde_json::from_slice::<Value>(trimmed) {
        Ok(Value::String(text)) => text.into(),
        Ok(Value::Object(map)) => {
            let candidate = PDF_KEYS.iter().find_map(|key| map.get(*key).and_then(Value::as_str)).or_else(|| {
                // Any single long string field.
                let strings: Vec<&str> = map.values().filter_map(Value::as_str).filter(|s| s.len() >= 8).collect();
                (strings.len() == 1).then(|| strings[0])
            });
            match candidate {
                Some(text) => text.to_owned().into(),
                None => return Err(DecodeError::new(EXPECTED, "no PDF found in the answer", body)),
            }
        }
        Ok(other) => {
            return Err(DecodeError::new(EXPECTED, format!("expected a PDF, got {}", kind_of(&other)), body));
        }
        Err(_) => match std::str::from_utf8(trimmed) {
            Ok(text) => text.into(),
            Err(_) => return Err(DecodeError::new(EXPECTED, "the answer was neither a PDF nor Base64 text", body)),
        },
    };
    let bytes =
        base64_bytes(&base64_text).ok_or_else(|| DecodeError::new(EXPECTED, "the Base64 text is broken", body))?;
    if bytes.starts_with(b"%PDF-") {
        Ok(bytes)
    } else {
        Err(DecodeError::new(EXPECTED, "the decoded file is not a PDF", &bytes))
    }
}

/// The text of a JSON string that holds only Base64-ish characters, without
/// its whitespace and its `\r`, `\n`, `\t` and `\/` escapes; `None` for
/// anything else (other escapes, a quote inside), which then goes through
/// the JSON parser.
fn quoted_base64(body: &[u8]) -> Option<Vec<u8>> {
    let inner = body.strip_prefix(b"\"")?.strip_suffix(b"\"")?;
    let mut compact = Vec::with_capacity(inner.len());
    let mut rest = inner;
    while let Some(pos) = rest.iter().position(|&b| b == b'\\' || b == b'"' || b.is_ascii_whitespace()) {
        compact.extend_from_slice(&rest[..pos]);
        match rest[pos] {
            b'\\' => {
                match rest.get(pos + 1)? {
                    b'r' | b'n' | b't' => {}
                    b'/' => compact.push(b'/'),
                    _ => return None,
                }
                rest = &rest[pos + 2..];
            }
            b'"' => return None,
            _ => rest = &rest[pos + 1..],
        }
    }
    compact.extend_from_slice(rest);
    Some(compact)
}

/// Decodes standard or URL-safe Base64, padded or not, ignoring whitespace
/// and a `data:…;base64,` prefix.
pub fn base64_bytes(text: &str) -> Option<Vec<u8>> {
    let compact: Vec<u8> = text.bytes().filter(|b| !b.is_ascii_whitespace()).collect();
    decode_compact(&compact)
}

/// [`base64_bytes`] of a text without whitespace.
fn decode_compact(compact: &[u8]) -> Option<Vec<u8>> {
    let text = match compact.windows(8).position(|w| w == b";base64,") {
        Some(pos) if compact.starts_with(b"data:") => &compact[pos + ";base64,".len()..],
        _ => compact,
    };
    let end = text.iter().rposition(|&b| b != b'=').map_or(0, |i| i + 1);
    let without_padding = &text[..end];
    use base64::engine::general_purpose::{STANDARD_NO_PAD, URL_SAFE_NO_PAD};
    STANDARD_NO_PAD.decode(without_padding).or_else(|_| URL_SAFE_NO_PAD.decode(without_padding)).ok()
}
