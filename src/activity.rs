//! The local activity log: the user's own actions (patient created or
//! updated, survey created, invitation sent, PDF exported) with ids and
//! times, so staff can answer "did I send this?". One JSON line per action
//! in the data folder; ids and outcomes only, never names or addresses.

use std::io::Write as _;
use std::path::{Path, PathBuf};

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
    SurveyCreated { survey_id: String, patient_id: Option<String> },
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
        /// folder; [`ActivityLog::read_recent`] turns it into `folder` at once.
        #[serde(default, rename = "path", skip_serializing)]
        legacy_path: Option<String>,
    },
}

impl Action {
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

    /// One line for the activity view.
    pub fn describe(&self) -> String {
        match self {
            Action::PatientCreated { patient_id } => format!("Patient registered ({patient_id})"),
            Action::PatientUpdated { patient_id, fields } if fields.is_empty() => {
                format!("Patient details changed ({patient_id})")
            }
            Action::PatientUpdated { patient_id, fields } => {
                let names: Vec<String> = fields
                    .iter()
                    .map(|name| match crate::state::patient_form::Field::from_service_name(name) {
                        Some(field) => field.label().to_lowercase(),
                        None => name.clone(),
                    })
                    .collect();
                format!("Patient details changed ({patient_id}): {}", names.join(", "))
            }
            Action::SurveyCreated { survey_id, patient_id } => match patient_id {
                Some(patient) => format!("Survey created ({survey_id}) for patient {patient}"),
                None => format!("Survey created ({survey_id})"),
            },
            Action::InvitationSent { survey_id, channel } => {
                format!("Invitation sent by {channel} for survey {survey_id}")
            }
            Action::PdfExported { survey_id, folder, legacy_path } => {
                let folder = match legacy_path {
                    Some(path) if folder.is_empty() => folder_of(path),
                    _ => folder.clone(),
                };
                format!("PDF of survey {survey_id} saved to {folder}")
            }
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
    /// Which environment it happened in ("EU production", "Sandbox (demo data)").
    pub environment: String,
    #[serde(flatten)]
    pub action: Action,
}

impl ActivityEntry {
    pub fn now(environment: String, action: Action) -> ActivityEntry {
        ActivityEntry { at: jiff::Timestamp::now().to_string(), environment, action }
    }

    /// Local time for display.
    pub fn local_time(&self) -> String {
        crate::api::ServiceTime::parse(&self.at).local_display()
    }
}

/// The file the log lives in.
#[derive(Clone, Debug)]
pub struct ActivityLog {
    path: PathBuf,
}

/// How many entries are read back for the view.
const READ_LIMIT: usize = 2000;

impl ActivityLog {
    pub fn new(data_dir: &Path) -> ActivityLog {
        ActivityLog { path: data_dir.join("activity.jsonl") }
    }

    /// Appends one entry as one line. A line that a crash left without its newline is closed
    /// first, so the cut line stays one unreadable line and the new entry stays readable.
    pub fn append(&self, entry: &ActivityEntry) -> std::io::Result<()> {
        let mut line = Vec::new();
        if !self.ends_with_newline()? {
            line.push(b'\n');
        }
        line.extend(serde_json::to_vec(entry).map_err(std::io::Error::other)?);
        line.push(b'\n');
        let mut file = crate::files::append_private(&self.path)?;
        file.write_all(&line)?;
        file.sync_data()
    }

    /// Whether the file is missing, empty or ends with a newline.
    fn ends_with_newline(&self) -> std::io::Result<bool> {
        use std::io::{Read as _, Seek as _};
        let mut file = match std::fs::File::open(&self.path) {
            Ok(file) => file,
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => return Ok(true),
            Err(err) => return Err(err),
        };
        if file.metadata()?.len() == 0 {
            return Ok(true);
        }
        file.seek(std::io::SeekFrom::End(-1))?;
        let mut last = [0u8];
        file.read_exact(&mut last)?;
        Ok(last[0] == b'\n')
    }

    /// The most recent entries, newest first, and how many lines could not be read (invalid
    /// UTF-8, cut short, not an entry): those are counted, never a reason to stop reading.
    pub fn read_recent(&self) -> ActivityRead {
        let Ok(bytes) = std::fs::read(&self.path) else { return ActivityRead::default() };
        let mut read = ActivityRead::default();
        for line in bytes.split(|b| *b == b'\n').filter(|line| !line.iter().all(u8::is_ascii_whitespace)) {
            match std::str::from_utf8(line).ok().and_then(|text| serde_json::from_str::<ActivityEntry>(text).ok()) {
                Some(entry) => {
                    read.entries.push(ActivityEntry { action: entry.action.without_legacy_fields(), ..entry })
                }
                None => read.unreadable += 1,
            }
        }
        read.entries.reverse();
        read.entries.truncate(READ_LIMIT);
        read
    }
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
    fn entries_are_appended_and_read_back_newest_first() {
        let dir = std::env::temp_dir().join(format!("intake-desk-activity-{}", uuid::Uuid::new_v4()));
        let log = ActivityLog::new(&dir);
        log.append(&ActivityEntry::now("Sandbox".into(), Action::PatientCreated { patient_id: "p1".into() })).unwrap();
        log.append(&ActivityEntry::now(
            "Sandbox".into(),
            Action::InvitationSent { survey_id: "s1".into(), channel: "sms".into() },
        ))
        .unwrap();
        std::fs::OpenOptions::new()
            .append(true)
            .open(dir.join("activity.jsonl"))
            .unwrap()
            .write_all(b"{damaged\n")
            .unwrap();
        let entries = log.read_recent().entries;
        assert_eq!(entries.len(), 2);
        assert_eq!(entries[0].action.describe(), "Invitation sent by sms for survey s1");
        let text = std::fs::read_to_string(dir.join("activity.jsonl")).unwrap();
        assert!(text.contains(r#""action":"patientCreated","patientId":"p1""#), "{text}");
    }

    #[test]
    fn a_change_of_details_names_the_fields_and_older_lines_still_read() {
        let changed = Action::PatientUpdated {
            patient_id: "p1".into(),
            fields: vec!["lastName".into(), "phone.phoneNumber".into()],
        };
        assert_eq!(changed.describe(), "Patient details changed (p1): last name, phone number");
        let old: ActivityEntry = serde_json::from_str(
            r#"{"at":"2026-01-01T00:00:00Z","environment":"Sandbox","action":"patientUpdated","patientId":"p2"}"#,
        )
        .unwrap();
        assert_eq!(old.action, Action::PatientUpdated { patient_id: "p2".into(), fields: Vec::new() });
    }

    #[test]
    fn an_export_keeps_the_folder_never_the_file_name_and_old_lines_with_a_path_still_read() {
        let dir = std::env::temp_dir().join(format!("intake-desk-activity-{}", uuid::Uuid::new_v4()));
        let log = ActivityLog::new(&dir);
        let saved = Path::new("/home/an/Documents/Intake summary - Zoë Vermeulen - 2025-03-14.pdf");
        log.append(&ActivityEntry::now("Sandbox".into(), Action::pdf_exported("s1".into(), saved))).unwrap();
        let text = std::fs::read_to_string(dir.join("activity.jsonl")).unwrap();
        assert!(text.contains(r#""surveyId":"s1","folder":"/home/an/Documents""#), "{text}");
        assert!(!text.contains("Vermeulen") && !text.contains("path"), "{text}");

        // A line of an older version, with the whole path (Windows style).
        let old = r#"{"at":"2025-03-14T09:00:00Z","environment":"Sandbox","action":"pdfExported","surveyId":"s0","path":"C:\\Users\\an\\Documents\\Intake summary - Jan Peeters.pdf"}"#;
        std::fs::OpenOptions::new()
            .append(true)
            .open(dir.join("activity.jsonl"))
            .unwrap()
            .write_all(format!("{old}\n").as_bytes())
            .unwrap();
        let entries = log.read_recent().entries;
        assert_eq!(entries.len(), 2, "the old line is read");
        assert_eq!(entries[0].action.describe(), r"PDF of survey s0 saved to C:\Users\an\Documents");
        assert!(!format!("{:?}", entries[0]).contains("Peeters"), "nothing of the old file name is kept");
        assert_eq!(entries[1].action.describe(), "PDF of survey s1 saved to /home/an/Documents");
    }

    #[test]
    fn every_readable_entry_is_read_past_bad_bytes_and_a_cut_line_swallows_nothing() {
        let dir = std::env::temp_dir().join(format!("intake-desk-activity-{}", uuid::Uuid::new_v4()));
        let log = ActivityLog::new(&dir);
        let entry = |id: &str| ActivityEntry::now("Sandbox".into(), Action::PatientCreated { patient_id: id.into() });
        log.append(&entry("p1")).unwrap();
        let file = dir.join("activity.jsonl");
        let mut raw = std::fs::OpenOptions::new().append(true).open(&file).unwrap();
        raw.write_all(b"{\"at\":\"\xff\xfe broken\"}\n").unwrap();
        drop(raw);
        log.append(&entry("p2")).unwrap();
        // A crash cut the last line short, without its newline.
        let mut raw = std::fs::OpenOptions::new().append(true).open(&file).unwrap();
        raw.write_all(br#"{"at":"2026-01-01T00:00:00Z","environ"#).unwrap();
        drop(raw);
        log.append(&entry("p3")).unwrap();

        let read = log.read_recent();
        let ids: Vec<String> = read
            .entries
            .iter()
            .map(|e| match &e.action {
                Action::PatientCreated { patient_id } => patient_id.clone(),
                other => panic!("{other:?}"),
            })
            .collect();
        assert_eq!(ids, ["p3", "p2", "p1"]);
        assert_eq!(read.unreadable, 2, "the bad line and the cut one are counted, not hidden");
    }
}
