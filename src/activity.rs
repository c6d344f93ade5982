//! The local activity log: the user's own actions (patient created or
//! updated, survey created, invitation sent, PDF exported) with ids and
//! times, so staff can answer "did I send this?". Each entry is stored as one JSON object in
//! the local store ([`crate::local_store`]); ids and outcomes only, never names or addresses.

use std::path::Path;

use serde::{Deserialize, Serialize};

/// What the user did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "camelCase")]
pub enum Action {
    #[serde(rename_all = "camelCase")]
    PatientCreated { patient_id: String },
    /// The names of the fields that changed (as the service names them), never their values.
    /// Lines written before the names were kept have none.
    #[serde(rename_all = "camelCase")]
    PatientUpdated {
        patient_id: String,
        #[serde(default)]
        fields: Vec<String>,
    },
    #[serde(rename_all = "camelCase")]
    SurveyCreated {
        survey_id: String,
        patient_id: Option<String>,
        /// Sent with a day's list (its journal says more, for as long as it keeps the list).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        from_list: bool,
    },
    /// The channel, never the address.
    #[serde(rename_all = "camelCase")]
    InvitationSent { survey_id: String, channel: String },
    /// The folder, never the file's name (it holds the patient's name): see
    /// [`Action::pdf_exported`].
    #[serde(rename_all = "camelCase")]
    PdfExported {
        survey_id: String,
        #[serde(default)]
        folder: String,
        /// Lines written before 0.2 kept the whole path: read (never written) and shown as its
        /// folder; [`read_entry`] turns it into `folder` at once.
        #[serde(default, rename = "path", skip_serializing)]
        legacy_path: Option<String>,
    },
    /// An answered survey filed into the clinic's folder (issue 31): the folder and whether
    /// FHIR files went with it, never the file's name (it holds the patient's name).
    #[serde(rename_all = "camelCase")]
    SurveyFiled {
        survey_id: String,
        folder: String,
        #[serde(default)]
        fhir: bool,
    },
}

/// One line for the activity view: what the user did, with the ids it concerned, worded by the
/// view in the language of the moment (the log on disk stays language-free).
pub fn describe(action: &Action) -> crate::i18n::Msg {
    match action {
        Action::PatientCreated { patient_id } => {
            crate::i18n::Msg::new("log-patient-created").with("patient", patient_id)
        }
        Action::PatientUpdated { patient_id, fields } if fields.is_empty() => {
            crate::i18n::Msg::new("log-patient-updated").with("patient", patient_id)
        }
        Action::PatientUpdated { patient_id, fields } => {
            let names = fields
                .iter()
                .map(|name| match crate::patient::Field::from_service_name(name) {
                    Some(field) => crate::i18n::Arg::Message(crate::i18n::Msg::new(field.label())),
                    // A field this version does not know is named as the service spells it.
                    None => crate::i18n::Arg::Text(name.clone()),
                })
                .collect();
            crate::i18n::Msg::new("log-patient-updated-fields")
                .with("patient", patient_id)
                .with("fields", crate::i18n::Arg::List(names))
        }
        Action::SurveyCreated { survey_id, patient_id, from_list } => match (patient_id, from_list) {
            (Some(patient), _) => {
                crate::i18n::Msg::new("log-survey-created-for").with("survey", survey_id).with("patient", patient)
            }
            // A day's list's row for a reference nobody had: the survey registered the patient.
            (None, true) => crate::i18n::Msg::new("log-survey-created-registering").with("survey", survey_id),
            (None, false) => crate::i18n::Msg::new("log-survey-created").with("survey", survey_id),
        },
        Action::InvitationSent { survey_id, channel } => {
            // A known channel selects its words (`[email]`, `[sms]`); another is shown as it came.
            let channel = match crate::api::Channel::parse(channel) {
                Some(crate::api::Channel::Email) => "email".to_owned(),
                Some(crate::api::Channel::Sms) => "sms".to_owned(),
                None => channel.clone(),
            };
            crate::i18n::Msg::new("log-invitation-sent").with("survey", survey_id).with("channel", channel)
        }
        Action::PdfExported { survey_id, folder, legacy_path } => crate::i18n::Msg::new("log-pdf-saved")
            .with("survey", survey_id)
            .with("folder", Action::saved_folder(folder, legacy_path.as_deref())),
        Action::SurveyFiled { survey_id, folder, fhir } => {
            let id = if *fhir { "log-survey-filed-fhir" } else { "log-survey-filed" };
            crate::i18n::Msg::new(id).with("survey", survey_id).with("folder", folder.as_str())
        }
    }
}

impl Action {
    /// `survey_id` was filed as `pdf`: only its folder is kept.
    pub fn survey_filed(survey_id: String, pdf: &Path, fhir: bool) -> Action {
        Action::SurveyFiled { survey_id, folder: folder_of(&pdf.to_string_lossy()), fhir }
    }

    /// A PDF of `survey_id` was saved as `saved`: only its folder is kept.
    pub fn pdf_exported(survey_id: String, saved: &Path) -> Action {
        Action::PdfExported { survey_id, folder: folder_of(&saved.to_string_lossy()), legacy_path: None }
    }

    /// The same action without anything an older line kept that is no longer kept.
    fn without_legacy_fields(self) -> Action {
        match self {
            Action::PdfExported { survey_id, folder, legacy_path: Some(path) } if folder.is_empty() => {
                Action::PdfExported { survey_id, folder: folder_of(&path), legacy_path: None }
            }
            Action::PdfExported { survey_id, folder, .. } => {
                Action::PdfExported { survey_id, folder, legacy_path: None }
            }
            other => other,
        }
    }

    /// The folder a PDF was saved to (logs of earlier versions kept the whole path).
    pub fn saved_folder(folder: &str, legacy_path: Option<&str>) -> String {
        match legacy_path {
            Some(path) if folder.is_empty() => folder_of(path),
            _ => folder.to_owned(),
        }
    }
}

/// The folder part of a saved file's path (both separators, as a log may come from another
/// system); empty when there is none.
fn folder_of(path: &str) -> String {
    match path.rfind(['/', '\\']) {
        Some(0) => path[..1].to_owned(),
        Some(end) => path[..end].to_owned(),
        None => String::new(),
    }
}

/// One line of the log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ActivityEntry {
    /// RFC 3339 UTC.
    pub at: String,
    /// Which environment it happened in ("EU production", "Sandbox (demo data)"), for people.
    pub environment: String,
    /// The session it happened in (service, tenant, account): what was done is shown again
    /// only there. Lines of earlier versions have none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub session: Option<crate::api::SessionKey>,
    #[serde(flatten)]
    pub action: Action,
}

impl ActivityEntry {
    pub fn now(environment: String, action: Action) -> ActivityEntry {
        ActivityEntry { at: jiff::Timestamp::now().to_string(), environment, session: None, action }
    }

    /// The same entry, as done in `session`.
    pub fn in_session(self, session: Option<crate::api::SessionKey>) -> ActivityEntry {
        ActivityEntry { session, ..self }
    }

    /// Local time for display, in the language's date form (the stored text if unreadable).
    pub fn local_time(&self, tr: &crate::i18n::Translator) -> String {
        let time = crate::api::ServiceTime::parse(&self.at);
        match time.instant {
            Some(moment) => tr.timestamp(moment),
            None => time.raw,
        }
    }
}

/// The file an earlier version kept the log in (one JSON line per entry), read once into the
/// local store.
pub const LEGACY_FILE_NAME: &str = "activity.jsonl";

/// The lines of an earlier version's log file, oldest first, blank lines skipped. A line with
/// invalid UTF-8 or cut by a crash is still a line: [`read_entry`] tells which can be read.
pub fn legacy_lines(bytes: &[u8]) -> impl Iterator<Item = &[u8]> {
    bytes.split(|b| *b == b'\n').filter(|line| !line.iter().all(u8::is_ascii_whitespace))
}

/// One stored entry, or `None` when it cannot be read (invalid UTF-8, cut short, not an
/// entry). Whatever an older version kept that is no longer kept is dropped here.
pub fn read_entry(bytes: &[u8]) -> Option<ActivityEntry> {
    let entry = serde_json::from_str::<ActivityEntry>(std::str::from_utf8(bytes).ok()?).ok()?;
    Some(ActivityEntry { action: entry.action.without_legacy_fields(), ..entry })
}

/// What the activity log holds.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ActivityRead {
    /// Newest first.
    pub entries: Vec<ActivityEntry>,
    /// Lines that could not be read.
    pub unreadable: usize,
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn a_change_of_details_names_the_fields_and_older_lines_still_read() {
        let changed = Action::PatientUpdated {
            patient_id: "p1".into(),
            fields: vec!["lastName".into(), "phone.phoneNumber".into()],
        };
        let english = crate::i18n::Translator::new(crate::i18n::Language::English);
        assert_eq!(english.msg(&describe(&changed)), "Patient details changed (p1): Last name, Phone number");
        let old = read_entry(
            br#"{"at":"2026-01-01T00:00:00Z","environment":"Sandbox","action":"patientUpdated","patientId":"p2"}"#,
        )
        .unwrap();
        assert_eq!(old.action, Action::PatientUpdated { patient_id: "p2".into(), fields: Vec::new() });
    }

    #[test]
    fn an_export_keeps_the_folder_never_the_file_name_and_old_lines_with_a_path_still_read() {
        let saved = Path::new("/home/an/Documents/Intake summary - Zoë Vermeulen - 2025-03-14.pdf");
        let entry = ActivityEntry::now("Sandbox".into(), Action::pdf_exported("s1".into(), saved));
        let text = serde_json::to_string(&entry).unwrap();
        assert!(text.contains(r#""surveyId":"s1","folder":"/home/an/Documents""#), "{text}");
        assert!(!text.contains("Vermeulen") && !text.contains("path"), "{text}");

        // A line of an older version, with the whole path (Windows style).
        let old = br#"{"at":"2025-03-14T09:00:00Z","environment":"Sandbox","action":"pdfExported","surveyId":"s0","path":"C:\\Users\\an\\Documents\\Intake summary - Jan Peeters.pdf"}"#;
        let entry = read_entry(old).unwrap();
        let english = crate::i18n::Translator::new(crate::i18n::Language::English);
        assert_eq!(english.msg(&describe(&entry.action)), r"PDF of survey s0 saved to C:\Users\an\Documents");
        assert!(!format!("{entry:?}").contains("Peeters"), "nothing of the old file name is kept");
    }

    #[test]
    fn the_local_time_follows_the_language_and_an_unreadable_one_is_shown_as_stored() {
        use crate::i18n::{Language, Translator};
        let entry = ActivityEntry {
            at: "2026-03-14T12:00:00Z".into(),
            ..ActivityEntry::now(String::new(), Action::PatientCreated { patient_id: "p".into() })
        };
        let moment: jiff::Timestamp = "2026-03-14T12:00:00Z".parse().unwrap();
        let german = Translator::new(Language::German);
        assert_eq!(entry.local_time(&german), german.timestamp(moment));
        let day = moment.to_zoned_datetime(jiff::tz::TimeZone::system()).date();
        assert!(entry.local_time(&german).starts_with(&german.date(day)), "{}", entry.local_time(&german));
        assert!(entry.local_time(&Translator::new(Language::Dutch)).contains('-'));
        let unreadable = ActivityEntry { at: "yesterday".into(), ..entry };
        assert_eq!(unreadable.local_time(&german), "yesterday");
    }

    #[test]
    fn legacy_lines_are_split_past_bad_bytes_and_cut_lines() {
        let bytes = b"{\"a\":1}\n\n{\"at\":\"\xff\xfe\"}\n{\"cut";
        let lines: Vec<&[u8]> = legacy_lines(bytes).collect();
        assert_eq!(lines.len(), 3);
        assert!(lines.iter().all(|line| read_entry(line).is_none()));
    }
}
