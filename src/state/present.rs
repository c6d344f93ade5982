//! How things read for a person: any JSON value as text, the most telling text of an
//! undocumented element (a diagnosis, an alert), an alert's severity, a change of the history
//! the app does not know (words from its fields, its raw form cut to a size). Views show these; they
//! never reach into the decoder or the stored formats. (A line of the activity log is worded by
//! [`crate::activity::describe`].)

use serde_json::Value;

/// Any JSON value as display text: strings as they are, the rest as compact JSON.
pub fn value_text(value: &Value) -> String {
    crate::api::decode::value_as_text(value)
}

/// The most telling text of an undocumented element (a diagnosis, an alert):
/// a string as it is; an object by its best-known fields; else compact JSON.
pub fn describe_element(value: &Value) -> String {
    match value {
        Value::Object(map) => {
            let text = |keys: &[&str]| {
                keys.iter()
                    .find_map(|key| map.get(*key).filter(|v| !v.is_null()).map(value_text))
                    .filter(|s| !s.trim().is_empty())
            };
            let title = text(&["display", "label", "name", "title", "message", "text", "description", "value"]);
            let code = text(&["code", "icd10", "icdCode", "id"]);
            match (title, code) {
                (Some(title), Some(code)) if title != code => format!("{title} ({code})"),
                (Some(title), _) => title,
                (None, Some(code)) => code,
                (None, None) => value.to_string(),
            }
        }
        other => value_text(other),
    }
}

/// How urgent an alert is, for the levels services use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AlertLevel {
    High,
    Medium,
    Low,
}

impl AlertLevel {
    /// The level a service's word names; `None` for a word the app does not know (shown as
    /// sent).
    pub fn of(severity: &str) -> Option<AlertLevel> {
        match severity.trim().to_ascii_lowercase().as_str() {
            "high" | "critical" | "severe" | "urgent" | "error" => Some(AlertLevel::High),
            "medium" | "moderate" | "warning" => Some(AlertLevel::Medium),
            "low" | "info" | "minor" => Some(AlertLevel::Low),
            _ => None,
        }
    }

    /// The app's words for it.
    pub fn words(self) -> crate::i18n::Msg {
        crate::i18n::Msg::new(match self {
            AlertLevel::High => "alert-level-high",
            AlertLevel::Medium => "alert-level-medium",
            AlertLevel::Low => "alert-level-low",
        })
    }
}

/// The severity word of an alert object, when it has one.
pub fn alert_severity(value: &Value) -> Option<String> {
    let map = value.as_object()?;
    ["severity", "level", "priority", "type"]
        .iter()
        .find_map(|key| map.get(*key).and_then(Value::as_str).map(str::to_owned))
}

// ----- a change of the history the app does not know -----

/// The most characters one value of a change is said with.
const VALUE_CHARS: usize = 80;
/// The most characters a change's line of words takes.
const LINE_CHARS: usize = 300;
/// The most fields of one object said in words (the rest: "…").
const FIELDS: usize = 12;
/// How deep objects and lists inside a change are said (deeper: "…").
const DEPTH: usize = 3;
/// The most characters of a change's raw form (for support, behind "Details").
pub const RAW_CHARS: usize = 4_000;
/// A content that is a JSON text in a string is read as JSON up to this size; serde_json's own
/// nesting limit (128) holds the depth.
const EMBEDDED_JSON_BYTES: usize = 64 * 1024;

/// A change of the history the app does not know, for a person: a line of words built from
/// its fields ("Reminder — attempt: 2, channel: SMS") and its raw form for support, both cut
/// with "…" however large or deep the service made it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChangeWords {
    pub line: String,
    pub raw: String,
}

/// `content` of a change whose type is `kind` (the entry's `type`; the content's `$type` wins)
/// in words in `tr`'s language: the kind in the app's words where it knows it, else as sent
/// with its words apart ("patientUpdated" → "patient updated"); then each field, its name in
/// words and its value plain (a time in local time, yes or no, a channel in words). A
/// content sent as a JSON text is read as JSON.
pub fn describe_change(kind: &str, content: &Value, tr: &crate::i18n::Translator) -> ChangeWords {
    let embedded = match content {
        Value::String(text) if text.len() <= EMBEDDED_JSON_BYTES && text.trim_start().starts_with(['{', '[']) => {
            serde_json::from_str::<Value>(text).ok()
        }
        _ => None,
    };
    let content = embedded.as_ref().unwrap_or(content);
    let kind = content.get("$type").and_then(Value::as_str).unwrap_or(kind).trim();
    let kind = match crate::i18n::service::KNOWN_CHANGE_TYPES.iter().find(|known| known.eq_ignore_ascii_case(kind)) {
        // A step of the workflow in another shape than the documented one still says so.
        Some(&"workflow") => tr.text("survey-history-workflow-moved"),
        Some(known) => tr.msg(&crate::i18n::service::change_type(known)),
        None if kind.is_empty() => tr.text("survey-history-change"),
        None => shorten(&words_of_name(kind), VALUE_CHARS),
    };
    let fields = match content {
        Value::Object(map) => fields_in_words(map.iter().filter(|(key, _)| key.as_str() != "$type"), 0, tr),
        Value::Null => String::new(),
        other => value_in_words("", other, 0, tr),
    };
    let line = if fields.is_empty() {
        kind
    } else {
        tr.msg(&crate::msg!("survey-history-change-fields", kind = kind, fields = fields))
    };
    ChangeWords { line: shorten(&line, LINE_CHARS), raw: raw_json(content, RAW_CHARS) }
}

/// Fields as "name: value, name: value", the first [`FIELDS`] of them.
fn fields_in_words<'a>(
    fields: impl Iterator<Item = (&'a String, &'a Value)>,
    depth: usize,
    tr: &crate::i18n::Translator,
) -> String {
    let mut said: Vec<String> = Vec::new();
    for (index, (key, value)) in fields.enumerate() {
        if index == FIELDS {
            said.push("…".to_owned());
            break;
        }
        let name = shorten(&words_of_name(key), VALUE_CHARS);
        said.push(format!("{name}: {}", value_in_words(key, value, depth, tr)));
    }
    said.join(", ")
}

/// One value plain: text as it is (a time in local time, a channel in words), a number as it
/// is, yes or no, "—" for nothing; a list or an object inside, in brackets, up to [`DEPTH`].
fn value_in_words(key: &str, value: &Value, depth: usize, tr: &crate::i18n::Translator) -> String {
    match value {
        Value::Null => "—".to_owned(),
        Value::Bool(yes) => tr.text(if *yes { "value-yes" } else { "value-no" }),
        Value::Number(number) => number.to_string(),
        Value::String(text) => {
            let channel = key.eq_ignore_ascii_case("channel").then(|| crate::api::Channel::parse(text)).flatten();
            let time = crate::api::ServiceTime::parse(text);
            if let Some(channel) = channel {
                tr.msg(&crate::i18n::service::channel(channel))
            } else if let Some(moment) = time.instant.filter(|_| text.contains(['T', 't'])) {
                tr.timestamp(moment)
            } else {
                shorten(text.trim(), VALUE_CHARS)
            }
        }
        _ if depth + 1 >= DEPTH => "…".to_owned(),
        Value::Array(items) => {
            let mut said: Vec<String> =
                items.iter().take(FIELDS).map(|item| value_in_words("", item, depth + 1, tr)).collect();
            if items.len() > FIELDS {
                said.push("…".to_owned());
            }
            format!("[{}]", said.join(", "))
        }
        Value::Object(map) => format!("({})", fields_in_words(map.iter(), depth + 1, tr)),
    }
}

/// A field's or a kind's name in words: camelCase, snake_case and kebab-case apart and in
/// lower case ("sentAt" → "sent at", "SMSCount" → "sms count", "field001" → "field 001").
pub fn words_of_name(name: &str) -> String {
    let chars: Vec<char> = name.trim().trim_start_matches('$').chars().collect();
    let mut words = String::new();
    for (index, c) in chars.iter().enumerate() {
        let previous = index.checked_sub(1).and_then(|i| chars.get(i));
        let next = chars.get(index + 1);
        if matches!(c, '_' | '-' | ' ' | '.') {
            if !words.ends_with(' ') && !words.is_empty() {
                words.push(' ');
            }
            continue;
        }
        let starts_word = match previous {
            Some(p) if c.is_uppercase() => {
                p.is_lowercase() || p.is_ascii_digit() || next.is_some_and(|n| n.is_lowercase()) && p.is_uppercase()
            }
            Some(p) if c.is_ascii_digit() => p.is_alphabetic(),
            Some(p) if c.is_alphabetic() => p.is_ascii_digit(),
            _ => false,
        };
        if starts_word && !words.ends_with(' ') {
            words.push(' ');
        }
        words.extend(c.to_lowercase());
    }
    words
}

/// `value` as compact JSON, cut to `max_chars` characters with "…": serialised into a writer
/// that stops at the limit, so a huge value is never written out whole.
pub fn raw_json(value: &Value, max_chars: usize) -> String {
    /// Takes bytes until it holds `limit`, then refuses the rest (which stops serde_json).
    struct Capped {
        bytes: Vec<u8>,
        limit: usize,
    }
    impl std::io::Write for Capped {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            let room = self.limit.saturating_sub(self.bytes.len());
            if room == 0 {
                return Err(std::io::Error::other("enough"));
            }
            let taken = buf.len().min(room);
            self.bytes.extend_from_slice(&buf[..taken]);
            Ok(taken)
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    // Four bytes a character at most: enough bytes for `max_chars` characters and one more.
    let mut capped = Capped { bytes: Vec::new(), limit: max_chars.saturating_add(1).saturating_mul(4) };
    let _ = serde_json::to_writer(&mut capped, value);
    shorten(&String::from_utf8_lossy(&capped.bytes), max_chars)
}

/// `text` cut to at most `max_chars` characters, ending in "…" when cut.
fn shorten(text: &str, max_chars: usize) -> String {
    let mut chars = text.char_indices();
    match chars.nth(max_chars) {
        None => text.to_owned(),
        Some(_) => {
            let mut short: String = text.chars().take(max_chars.saturating_sub(1)).collect();
            short.push('…');
            short
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use serde_json::json;

    use super::*;
    use crate::api::Survey;
    use crate::api::decode;

    #[test]
    fn diagnoses_as_object_array_or_string_read_by_their_best_fields() {
        let survey: Survey = decode::record(
            br#"{"surveyId":"s","confirmedDiagnoses":{"diagnoses":[{"display":"Migraine","code":"G43"},"Tension headache"],"confirmedBy":"u1"}}"#,
            "s",
        )
        .unwrap();
        let diagnoses = &survey.confirmed_diagnoses.diagnoses;
        assert_eq!(describe_element(&diagnoses[0]), "Migraine (G43)");
        assert_eq!(describe_element(&diagnoses[1]), "Tension headache");

        let survey: Survey =
            decode::record(br#"{"surveyId":"s","confirmedDiagnoses":["Asthma",{"code":"J45"}]}"#, "s").unwrap();
        let described: Vec<String> = survey.confirmed_diagnoses.diagnoses.iter().map(describe_element).collect();
        assert_eq!(described, ["Asthma", "J45"]);
    }

    #[test]
    fn an_alert_says_its_severity_by_any_of_the_usual_names() {
        assert_eq!(alert_severity(&json!({"level": "high"})).as_deref(), Some("high"));
        assert_eq!(alert_severity(&json!({"text": "x"})), None);
        assert_eq!(value_text(&json!(null)), "");
        assert_eq!(value_text(&json!(3)), "3");
    }

    #[test]
    fn alerts_as_strings_and_objects_read_for_a_person() {
        let survey: Survey = decode::record(
            br#"{"surveyId":"s","alerts":["Chest pain reported",{"message":"High blood pressure","severity":"high"},{"foo":1},42,null]}"#,
            "s",
        )
        .unwrap();
        let described: Vec<String> = survey.alerts.iter().map(describe_element).collect();
        assert_eq!(described, ["Chest pain reported", "High blood pressure", r#"{"foo":1}"#, "42", ""]);
        assert_eq!(alert_severity(&survey.alerts[1]).as_deref(), Some("high"));
        assert_eq!(alert_severity(&survey.alerts[0]), None);

        let survey: Survey = decode::record(br#"{"surveyId":"s","alerts":"one alert"}"#, "s").unwrap();
        assert_eq!(survey.alerts, [json!("one alert")]);
    }

    #[test]
    fn an_invitation_line_says_its_channel_in_words_and_an_unknown_one_as_it_came() {
        let english = crate::i18n::Translator::new(crate::i18n::Language::English);
        let dutch = crate::i18n::Translator::new(crate::i18n::Language::Dutch);
        let line = |channel: &str| {
            crate::activity::describe(&crate::activity::Action::InvitationSent {
                survey_id: "s1".into(),
                channel: channel.into(),
            })
        };
        assert_eq!(english.msg(&line("email")), "Invitation sent by e-mail for survey s1");
        assert_eq!(english.msg(&line("E-mail")), "Invitation sent by e-mail for survey s1");
        assert_eq!(english.msg(&line("sms")), "Invitation sent by text message for survey s1");
        assert_eq!(dutch.msg(&line("sms")), "Uitnodiging per sms verstuurd voor vragenlijst s1");
        assert_eq!(english.msg(&line("pigeon")), "Invitation sent by pigeon for survey s1");
    }

    #[test]
    fn a_change_the_app_does_not_know_reads_as_words_from_its_fields() {
        let english = crate::i18n::Translator::new(crate::i18n::Language::English);
        let words = describe_change("reminder", &json!({"$type":"reminder","attempt":2,"channel":"sms"}), &english);
        assert_eq!(words.line, "Reminder — attempt: 2, channel: SMS");
        assert_eq!(words.raw, r#"{"$type":"reminder","attempt":2,"channel":"sms"}"#);
        let words = describe_change("", &json!(r#"{"$type":"patientUpdated","isUrgent":false}"#), &english);
        assert_eq!(words.line, "patient updated — is urgent: no");
        assert_eq!(describe_change("", &Value::Null, &english).line, "A change");
        assert_eq!(words_of_name("SMSCount"), "sms count");
        assert_eq!(words_of_name("field_001"), "field 001");
        assert_eq!(words_of_name("sentAt"), "sent at");
    }

    #[test]
    fn a_huge_or_deep_change_is_cut_with_an_ellipsis() {
        let english = crate::i18n::Translator::new(crate::i18n::Language::English);
        let mut deep = json!("bottom");
        for _ in 0..120 {
            deep = json!({ "inner": deep });
        }
        let words = describe_change("audit", &json!({"data": deep, "blob": "é".repeat(100_000)}), &english);
        assert!(words.line.chars().count() <= LINE_CHARS, "{}", words.line);
        assert!(words.line.contains('…'));
        assert_eq!(words.raw.chars().count(), RAW_CHARS);
        assert!(words.raw.ends_with('…'));
        assert_eq!(shorten("abc", 3), "abc");
        assert_eq!(shorten("abcd", 3), "ab…");
    }

    #[test]
    fn describe_element_prefers_telling_fields() {
        assert_eq!(describe_element(&json!({"label":"Fever","id":"A1"})), "Fever (A1)");
        assert_eq!(describe_element(&json!({"name":"Fever","code":"Fever"})), "Fever");
        assert_eq!(describe_element(&json!({"label":null,"code":"R50"})), "R50");
        assert_eq!(describe_element(&json!({"label":"  ","text":"x"})), r#"{"label":"  ","text":"x"}"#);
        assert_eq!(describe_element(&json!(true)), "true");
    }
}
