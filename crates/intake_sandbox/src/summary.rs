//! Summaries of a survey: the plain-text summary (`{"value": ...}`) and the one-line
//! renderings of diagnoses and alerts shared with the PDF summary.

use serde_json::Value;

use super::store::{Patient, Survey};

/// The mark shown for a question without answer values.
pub(crate) const NO_ANSWER: &str = "—";

/// The heading line of both summaries.
pub(crate) fn heading(survey: &Survey, patient: Option<&Patient>) -> String {
    match patient {
        Some(p) => format!("Intake summary — {} (born {})", p.full_name(), p.details.birthdate),
        None => format!("Intake summary — survey {}", survey.survey_id),
    }
}

/// The answer values of one answer, joined, or [`NO_ANSWER`].
pub(crate) fn answer_text(values: &[String]) -> String {
    if values.iter().all(|v| v.trim().is_empty()) { NO_ANSWER.to_owned() } else { values.join(", ") }
}

/// The plain-text summary: a heading, then `label: values` per answer.
pub(crate) fn plain_text(survey: &Survey, patient: Option<&Patient>) -> String {
    let mut lines = vec![heading(survey, patient)];
    for answer in &survey.answers {
        lines.push(format!("{}: {}", answer.question_label, answer_text(&answer.answer_values)));
    }
    lines.join("\n")
}

fn str_field<'a>(value: &'a Value, names: &[&str]) -> Option<&'a str> {
    names.iter().find_map(|n| value.get(*n).and_then(Value::as_str)).filter(|s| !s.trim().is_empty())
}

/// One line for a diagnosis of any shape.
pub(crate) fn diagnosis_line(diagnosis: &Value) -> String {
    if let Some(s) = diagnosis.as_str() {
        return s.to_owned();
    }
    let code = str_field(diagnosis, &["code", "icd10", "icd"]);
    let text = str_field(diagnosis, &["display", "description", "name", "label"]);
    match (code, text) {
        (Some(c), Some(t)) => format!("{c} — {t}"),
        (Some(c), None) => c.to_owned(),
        (None, Some(t)) => t.to_owned(),
        (None, None) => diagnosis.to_string(),
    }
}

/// One line for an alert of any shape.
pub(crate) fn alert_line(alert: &Value) -> String {
    if let Some(s) = alert.as_str() {
        return s.to_owned();
    }
    let message = str_field(alert, &["message", "text", "description"]);
    let severity = str_field(alert, &["severity", "level"]);
    match (severity, message) {
        (Some(s), Some(m)) => format!("[{s}] {m}"),
        (None, Some(m)) => m.to_owned(),
        _ => alert.to_string(),
    }
}
