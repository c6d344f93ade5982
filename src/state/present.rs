//! How things read for a person: any JSON value as text, the most telling text of an
//! undocumented element (a diagnosis, an alert), an alert's severity, and a line of the
//! activity log. Views show these; they never reach into the decoder or the stored formats.

use serde_json::Value;

use crate::activity::Action;
use crate::i18n::{Arg, Msg};
use crate::state::patient_form::Field;

/// One line for the activity view: what the user did, with the ids it concerned, worded by the
/// view in the language of the moment (the log on disk stays language-free).
pub fn describe_action(action: &Action) -> Msg {
    match action {
        Action::PatientCreated { patient_id } => Msg::new("log-patient-created").with("patient", patient_id),
        Action::PatientUpdated { patient_id, fields } if fields.is_empty() => {
            Msg::new("log-patient-updated").with("patient", patient_id)
        }
        Action::PatientUpdated { patient_id, fields } => {
            let names = fields
                .iter()
                .map(|name| match Field::from_service_name(name) {
                    Some(field) => Arg::Message(Msg::new(field.label())),
                    // A field this version does not know is named as the service spells it.
                    None => Arg::Text(name.clone()),
                })
                .collect();
            Msg::new("log-patient-updated-fields").with("patient", patient_id).with("fields", Arg::List(names))
        }
        Action::SurveyCreated { survey_id, patient_id, from_list } => match (patient_id, from_list) {
            (Some(patient), _) => Msg::new("log-survey-created-for").with("survey", survey_id).with("patient", patient),
            // A day's list's row for a reference nobody had: the survey registered the patient.
            (None, true) => Msg::new("log-survey-created-registering").with("survey", survey_id),
            (None, false) => Msg::new("log-survey-created").with("survey", survey_id),
        },
        Action::InvitationSent { survey_id, channel } => {
            // A known channel selects its words (`[email]`, `[sms]`); another is shown as it came.
            let channel = match crate::api::Channel::parse(channel) {
                Some(crate::api::Channel::Email) => "email".to_owned(),
                Some(crate::api::Channel::Sms) => "sms".to_owned(),
                None => channel.clone(),
            };
            Msg::new("log-invitation-sent").with("survey", survey_id).with("channel", channel)
        }
        Action::PdfExported { survey_id, folder, legacy_path } => Msg::new("log-pdf-saved")
            .with("survey", survey_id)
            .with("folder", Action::saved_folder(folder, legacy_path.as_deref())),
    }
}

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
            describe_action(&Action::InvitationSent { survey_id: "s1".into(), channel: channel.into() })
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
