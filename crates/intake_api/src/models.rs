//! Typed models of every resource in the interface document (sections 2.1–2.4)
//! and of the request bodies, with their wire form (camelCase JSON).
//!
//! Records read from the service keep every field they do not know in `extra`,
//! so nothing the service sends is dropped and the UI can show it.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::decode;

// The values fields hold (gender, phone type, channel, birthdate, the service's times) and the
// survey's resources are each their own module; this one has the patient's. All are reached
// as `models::…` (and from the crate's root).
mod survey;
mod values;

pub use survey::{
    Answer, ChangeContent, ChangeLogEntry, ConfirmedDiagnoses, CreateSurveyRequest, CreatedSurvey, KnownStatus,
    PdfDocument, PlainTextSummary, StatusTone, Survey, SurveyPatient, SurveyStatus,
};
pub use values::{Birthdate, Channel, Gender, PhoneType, ServiceTime};

/// Fields of a record that this client does not model, kept as they came.
pub type ExtraFields = Map<String, Value>;

/// The record's own bookkeeping, which the service sets itself: the record's identifiers, its
/// creation and change times, its tenant. Compared without regard to case, as the
/// service binds names. An update never sends these back: they carry no data of the patient,
/// and a service that binds strictly (ASP.NET refuses read-only members) refuses the whole
/// update for them ("The field createdAt is read-only.").
pub const RECORD_BOOKKEEPING: [&str; 12] = [
    "id",
    "patientId",
    "tenantId",
    "createdAt",
    "createdOn",
    "updatedAt",
    "updatedOn",
    "modifiedAt",
    "modifiedOn",
    "lastModified",
    "lastModifiedAt",
    "lastUpdated",
];

/// Whether a field of a record is its bookkeeping ([`RECORD_BOOKKEEPING`]).
pub fn is_record_bookkeeping(name: &str) -> bool {
    RECORD_BOOKKEEPING.iter().any(|bookkeeping| bookkeeping.eq_ignore_ascii_case(name))
}

/// Phone details of a patient.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Phone {
    #[serde(default, deserialize_with = "decode::lenient_string")]
    pub phone_number: String,
    #[serde(rename = "type", default, deserialize_with = "decode::lenient_option")]
    pub phone_type: Option<PhoneType>,
    #[serde(default, deserialize_with = "decode::lenient_string")]
    pub country_iso_alpha2: String,
    #[serde(flatten)]
    pub extra: ExtraFields,
}

impl Phone {
    /// What a person reads of a phone: number, type and country.
    pub fn number_type_country(&self) -> (&str, Option<PhoneType>, &str) {
        (&self.phone_number, self.phone_type, &self.country_iso_alpha2)
    }
}

/// The patient payload of create and update (section 2.1).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PatientPayload {
    pub first_name: String,
    pub last_name: String,
    pub gender: Gender,
    pub birthdate: Birthdate,
    pub language: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub email: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub phone: Option<PhonePayload>,
    pub external_reference: String,
    /// Fields of the record the app does not know that carry data ([`Patient::unknown_data`]),
    /// sent back unchanged on an update so that editing never erases them (empty for a new
    /// patient). The app only keeps them (no form edits them): an update the service refuses
    /// for some of them is sent once more without those ([`Client::update_patient`]).
    ///
    /// [`Client::update_patient`]: crate::Client::update_patient
    #[serde(flatten)]
    pub extra: ExtraFields,
}

/// Phone details as sent in a payload.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PhonePayload {
    pub phone_number: String,
    #[serde(rename = "type")]
    pub phone_type: PhoneType,
    pub country_iso_alpha2: String,
}

/// A patient record as the service returns it. Its full field list is not
/// documented, so every field is optional and unknown ones are kept.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Patient {
    #[serde(default, alias = "id", alias = "PatientId", deserialize_with = "decode::lenient_string")]
    pub patient_id: String,
    #[serde(default, alias = "FirstName", deserialize_with = "decode::lenient_string")]
    pub first_name: String,
    #[serde(default, alias = "LastName", deserialize_with = "decode::lenient_string")]
    pub last_name: String,
    #[serde(default, alias = "Gender", deserialize_with = "decode::lenient_option")]
    pub gender: Option<Gender>,
    #[serde(default, alias = "birthDate", alias = "Birthdate", deserialize_with = "decode::lenient_option")]
    pub birthdate: Option<Birthdate>,
    #[serde(default, alias = "Language", deserialize_with = "decode::lenient_option")]
    pub language: Option<String>,
    #[serde(default, alias = "Email", deserialize_with = "decode::lenient_option")]
    pub email: Option<String>,
    #[serde(default, alias = "Phone", deserialize_with = "decode::lenient_option")]
    pub phone: Option<Phone>,
    #[serde(default, alias = "ExternalReference", deserialize_with = "decode::lenient_option")]
    pub external_reference: Option<String>,
    #[serde(flatten)]
    pub extra: ExtraFields,
}

impl Patient {
    /// The same details as a person reads them (names, gender, birthdate, language, e-mail,
    /// phone, reference); the fields the app does not know are not compared.
    pub fn same_details_as(&self, other: &Patient) -> bool {
        self.first_name == other.first_name
            && self.last_name == other.last_name
            && self.gender == other.gender
            && self.birthdate == other.birthdate
            && self.language == other.language
            && self.email == other.email
            && self.phone.as_ref().map(Phone::number_type_country)
                == other.phone.as_ref().map(Phone::number_type_country)
            && self.external_reference == other.external_reference
    }

    /// The fields of the record the app does not know that carry data: [`Patient::extra`]
    /// without the record's bookkeeping ([`RECORD_BOOKKEEPING`]). What an update sends back.
    pub fn unknown_data(&self) -> ExtraFields {
        self.extra
            .iter()
            .filter(|(name, _)| !is_record_bookkeeping(name))
            .map(|(n, v)| (n.clone(), v.clone()))
            .collect()
    }

    /// First and last name, `None` when the record has neither (the app words that).
    pub fn name(&self) -> Option<String> {
        let name = format!("{} {}", self.first_name.trim(), self.last_name.trim());
        let name = name.trim();
        (!name.is_empty()).then(|| name.to_owned())
    }

    /// [`Patient::name`], or "(no name)": English, for logs and the views not yet worded
    /// (the app words a missing name as `value-no-name`).
    pub fn full_name(&self) -> String {
        self.name().unwrap_or_else(|| "(no name)".to_owned())
    }
}

/// What create-patient tells the caller.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CreatedPatient {
    pub patient_id: String,
}
