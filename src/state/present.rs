//! How things read for a person: any JSON value as text, the most telling text of an
//! undocumented element (a diagnosis, an alert), an alert's severity. Views show these; they
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
    fn describe_element_prefers_telling_fields() {
        assert_eq!(describe_element(&json!({"label":"Fever","id":"A1"})), "Fever (A1)");
        assert_eq!(describe_element(&json!({"name":"Fever","code":"Fever"})), "Fever");
        assert_eq!(describe_element(&json!({"label":null,"code":"R50"})), "R50");
        assert_eq!(describe_element(&json!({"label":"  ","text":"x"})), r#"{"label":"  ","text":"x"}"#);
        assert_eq!(describe_element(&json!(true)), "true");
    }
}
