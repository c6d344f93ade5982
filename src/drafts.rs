//! What a draft of an unsent form is: the patient form or the new-survey dialog as it was
//! left, with an id of its own so that every open form keeps its own draft (a new form never
//! replaces an earlier one). [`crate::local_store`] keeps them on disk.
//!
//! A draft holds what the user typed (patient data), so it lives only in the user's private
//! data folder and never anywhere else.
//!
//! These are the on-disk types, owned here and nowhere else: the app's forms convert to and
//! from them (`state::patient_form`), so changing a form cannot break a draft saved earlier.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

/// Which form a draft belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DraftKind {
    /// The register / edit patient form.
    PatientForm,
    /// The new-survey dialog (with its patient form for form 2).
    SurveyForm,
}

impl DraftKind {
    pub const ALL: [DraftKind; 2] = [DraftKind::PatientForm, DraftKind::SurveyForm];

    /// The file an earlier version kept this kind of draft in (one per kind), read once when
    /// the local store is first opened.
    pub fn legacy_file_name(self) -> &'static str {
        match self {
            DraftKind::PatientForm => "patient-form.json",
            DraftKind::SurveyForm => "survey-form.json",
        }
    }

    /// The name stored with a draft (readable even when the draft itself is not).
    pub fn as_str(self) -> &'static str {
        match self {
            DraftKind::PatientForm => "PatientForm",
            DraftKind::SurveyForm => "SurveyForm",
        }
    }

    pub fn from_stored(name: &str) -> Option<DraftKind> {
        DraftKind::ALL.into_iter().find(|kind| kind.as_str() == name)
    }
}

/// A new, unique draft id (every form gets one when it opens).
pub fn new_draft_id() -> String {
    uuid::Uuid::new_v4().simple().to_string()
}

/// A form as it was left.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Draft {
    /// Which form this is a draft of: one per open form, kept when the form is restored.
    /// Drafts of older versions had none and get one when read.
    #[serde(default = "new_draft_id")]
    pub id: String,
    pub kind: DraftKind,
    /// When it was last changed, RFC 3339 UTC.
    pub saved_at: String,
    /// `Some(id)` when it edits an existing patient.
    pub patient_id: Option<String>,
    /// For an edit: the record as it was loaded, to show what changed.
    #[serde(default)]
    pub original: Option<DraftPatient>,
    /// For an edit: the record it was made from, so that saving it later still refuses to
    /// overwrite what changed since (absent in drafts of older versions).
    #[serde(default)]
    pub record: Option<crate::api::Patient>,
    pub patient: DraftPatient,
    /// Survey options, for a survey draft.
    pub include_url: bool,
    pub include_pin_in_url: bool,
    pub send_invitation: bool,
    pub channel_sms: bool,
}

impl Draft {
    /// A draft of a new form of `kind` with what was typed, under a new id, not yet stamped:
    /// a link is on and nothing is sent, as a new survey dialog starts.
    pub fn new(kind: DraftKind, patient: DraftPatient) -> Draft {
        Draft {
            id: new_draft_id(),
            kind,
            saved_at: String::new(),
            patient_id: None,
            original: None,
            record: None,
            patient,
            include_url: true,
            include_pin_in_url: false,
            send_invitation: false,
            channel_sms: false,
        }
    }
}

/// A patient's fields as they were typed: plain strings, so a draft is restored exactly
/// (also what does not validate yet). The names are those drafts have always been written with.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct DraftPatient {
    pub first_name: String,
    pub last_name: String,
    pub gender: Option<DraftGender>,
    /// `YYYY-MM-DD` once it reads as a date, whatever the language it was typed or picked in
    /// (so it reads back the same in every language); otherwise exactly as typed. Drafts of
    /// older versions may hold `DD/MM/YYYY`, which is read as well.
    pub birthdate: String,
    pub language: String,
    pub email: String,
    pub phone_number: String,
    pub phone_type: Option<DraftPhoneType>,
    pub phone_country: String,
    pub external_reference: String,
}

impl DraftPatient {
    /// "First Last" as the row or form gave them (trimmed; one name alone when the other is empty).
    pub fn full_name(&self) -> String {
        format!("{} {}", self.first_name.trim(), self.last_name.trim()).trim().to_owned()
    }
}

/// The gender chosen in a draft.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DraftGender {
    Female,
    Male,
}

/// The phone type chosen in a draft.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DraftPhoneType {
    Mobile,
    Landline,
    Cordless,
}

/// What the data folder held.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LoadedDrafts {
    pub drafts: Vec<Draft>,
    /// Drafts that could not be read, kept aside.
    pub set_aside: Vec<SetAside>,
}

/// A draft that could not be read, and where it was kept.
#[derive(Clone, Debug, PartialEq)]
pub struct SetAside {
    /// `None` when not even the kind could be read.
    pub kind: Option<DraftKind>,
    /// When the file was last written, if known.
    pub typed_on: Option<jiff::Timestamp>,
    pub kept_at: PathBuf,
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    /// A draft as this version and the ones before wrote it: it must keep reading the same.
    const WRITTEN_BEFORE: &str = r#"{"id":"d1","kind":"SurveyForm","saved_at":"2026-11-22T08:00:00Z","patient_id":null,"original":null,"record":null,"patient":{"first_name":"Zoë","last_name":"Peeters","gender":"Female","birthdate":"03/02/1990","language":"nl-be","email":"","phone_number":"0470 12 34 56","phone_type":"Mobile","phone_country":"BE","external_reference":"MRN-1"},"include_url":true,"include_pin_in_url":false,"send_invitation":true,"channel_sms":true}"#;

    #[test]
    fn a_draft_written_before_reads_the_same_and_is_written_the_same() {
        let draft: Draft = serde_json::from_str(WRITTEN_BEFORE).unwrap();
        assert_eq!(draft.patient.first_name, "Zoë");
        assert_eq!(draft.patient.gender, Some(DraftGender::Female));
        assert_eq!(draft.patient.phone_type, Some(DraftPhoneType::Mobile));
        assert!(draft.send_invitation && draft.channel_sms);
        let written: serde_json::Value = serde_json::to_value(&draft).unwrap();
        assert_eq!(written, serde_json::from_str::<serde_json::Value>(WRITTEN_BEFORE).unwrap());
    }
}
