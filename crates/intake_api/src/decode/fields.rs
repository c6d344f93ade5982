//! The lenient field deserializers the models name in their `deserialize_with`: a field of an
//! unexpected type is read as text, a list or nothing rather than failing the whole record.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer};
use serde_json::Value;

use super::value_as_text;
use crate::models::{Answer, ChangeContent, ConfirmedDiagnoses};

pub(crate) fn lenient_string<'de, D: Deserializer<'de>>(deserializer: D) -> Result<String, D::Error> {
    Ok(value_into_text(Value::deserialize(deserializer)?))
}

/// [`value_as_text`], taking the value: a text is moved, not copied.
fn value_into_text(value: Value) -> String {
    match value {
        Value::String(text) => text,
        other => value_as_text(&other),
    }
}

pub(crate) fn lenient_option<'de, D, T>(deserializer: D) -> Result<Option<T>, D::Error>
where
    D: Deserializer<'de>,
    T: DeserializeOwned,
{
    let value = Value::deserialize(deserializer)?;
    if value.is_null() {
        return Ok(None);
    }
    Ok(serde_json::from_value(value).ok())
}

pub(crate) fn string_list<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<String>, D::Error> {
    Ok(match Value::deserialize(deserializer)? {
        Value::Array(items) => items.into_iter().map(value_into_text).collect(),
        Value::Null => Vec::new(),
        other => vec![value_into_text(other)],
    })
}

pub(crate) fn value_list<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<Value>, D::Error> {
    Ok(match Value::deserialize(deserializer)? {
        Value::Array(items) => items,
        Value::Null => Vec::new(),
        other => vec![other],
    })
}

pub(crate) fn answer_list<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<Answer>, D::Error> {
    let items = match Value::deserialize(deserializer)? {
        Value::Array(items) => items,
        Value::Null => Vec::new(),
        other => vec![other],
    };
    Ok(items
        .into_iter()
        .map(|item| {
            Answer::deserialize(&item).unwrap_or_else(|_| Answer {
                question_label: "(answer in an unknown shape)".to_owned(),
                answer_values: vec![item.to_string()],
                ..Answer::default()
            })
        })
        .collect())
}

pub(crate) fn confirmed_diagnoses<'de, D: Deserializer<'de>>(deserializer: D) -> Result<ConfirmedDiagnoses, D::Error> {
    Ok(match Value::deserialize(deserializer)? {
        Value::Null => ConfirmedDiagnoses::default(),
        Value::Array(items) => ConfirmedDiagnoses { diagnoses: items, ..ConfirmedDiagnoses::default() },
        value @ Value::Object(_) => serde_json::from_value(value.clone())
            .unwrap_or_else(|_| ConfirmedDiagnoses { diagnoses: vec![value], ..ConfirmedDiagnoses::default() }),
        other => ConfirmedDiagnoses { diagnoses: vec![other], ..ConfirmedDiagnoses::default() },
    })
}

/// Reads a change-log `content` by its `$type`; anything else is kept raw.
pub(crate) fn change_content(value: Value) -> ChangeContent {
    let kind = value.get("$type").and_then(Value::as_str).map(str::to_ascii_lowercase);
    match kind.as_deref() {
        Some("workflow") => match value.get("workflowStepId").and_then(Value::as_str) {
            Some(step) => ChangeContent::Workflow { workflow_step_id: step.to_owned() },
            None => ChangeContent::Other(value),
        },
        Some("claim") => match value.get("isClaimed").and_then(Value::as_bool) {
            Some(is_claimed) => ChangeContent::Claim { is_claimed },
            None => ChangeContent::Other(value),
        },
        _ => ChangeContent::Other(value),
    }
}
