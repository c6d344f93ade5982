//! The patient, below everything that stores, sends or shows them: the draft (every field as
//! typed) and its edits, its validation as the user types, the conversion to a payload, the
//! comparison of two records and the merge of chosen fields onto one, and the mapping of the
//! service's per-field messages back onto the fields. The state, the stores and the worker
//! all use it; it uses none of them. What a valid field is, is not decided here but in
//! [`crate::patient_rules`], which the sandbox shares; [`words`] says its problems as messages.
//! Nothing here holds a sentence: a field's problem is a [`Msg`], worded by the view.

use std::collections::BTreeMap;

use crate::drafts::{DraftGender, DraftPatient, DraftPhoneType};

use crate::api::{ApiError, Birthdate, Gender, Patient, PhoneType};
use crate::i18n::Msg;
use crate::patient_rules::{
    self as rules, CLINIC_COUNTRY, DateProblem, complete_language, display_date, display_phone,
};
pub use crate::patient_rules::{PHONE_COUNTRIES, normalise_phone};

#[path = "patient_words.rs"]
pub mod words;
pub use words::COMMON_LANGUAGES;

// A field and its names, the validation of a draft, and a draft's values as a person reads them
// (compared, merged) are each their own module; their items keep their paths here.
mod compare;
mod field;
mod validation;

pub use compare::{ShownValue, changed_fields, looks_like_another_person};
pub use field::Field;
pub use validation::{DraftChecks, ReferenceKind, Validation};

/// A change typed into a patient's fields (the patient form or the survey dialog's new patient).
#[derive(Clone, Debug, PartialEq)]
pub enum DraftEdit {
    /// A text field's new text (name, birthdate, language, e-mail, phone, country, reference).
    Text(Field, String),
    Gender(Option<GenderChoice>),
    PhoneType(Option<PhoneTypeChoice>),
}

impl DraftEdit {
    /// The field it changes.
    pub fn field(&self) -> Field {
        match self {
            DraftEdit::Text(field, _) => *field,
            DraftEdit::Gender(_) => Field::Gender,
            DraftEdit::PhoneType(_) => Field::PhoneType,
        }
    }
}

/// Every field as the user typed it. Plain strings, so a draft can be kept
/// on disk ([`DraftPatient`]) and restored exactly.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct PatientDraft {
    pub first_name: String,
    pub last_name: String,
    pub gender: Option<GenderChoice>,
    pub birthdate: String,
    pub language: String,
    pub email: String,
    pub phone_number: String,
    pub phone_type: Option<PhoneTypeChoice>,
    pub phone_country: String,
    pub external_reference: String,
}

/// The gender chosen in the form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GenderChoice {
    Female,
    Male,
}

impl From<GenderChoice> for Gender {
    fn from(choice: GenderChoice) -> Gender {
        match choice {
            GenderChoice::Female => Gender::Female,
            GenderChoice::Male => Gender::Male,
        }
    }
}

impl From<Gender> for GenderChoice {
    fn from(gender: Gender) -> GenderChoice {
        match gender {
            Gender::Female => GenderChoice::Female,
            Gender::Male => GenderChoice::Male,
        }
    }
}

/// The phone type chosen in the form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PhoneTypeChoice {
    Mobile,
    Landline,
    Cordless,
}

impl From<PhoneTypeChoice> for PhoneType {
    fn from(choice: PhoneTypeChoice) -> PhoneType {
        match choice {
            PhoneTypeChoice::Mobile => PhoneType::Mobile,
            PhoneTypeChoice::Landline => PhoneType::Landline,
            PhoneTypeChoice::Cordless => PhoneType::Cordless,
        }
    }
}

impl From<PhoneType> for PhoneTypeChoice {
    fn from(kind: PhoneType) -> PhoneTypeChoice {
        match kind {
            PhoneType::Mobile => PhoneTypeChoice::Mobile,
            PhoneType::Landline => PhoneTypeChoice::Landline,
            PhoneType::Cordless => PhoneTypeChoice::Cordless,
        }
    }
}

impl From<&PatientDraft> for DraftPatient {
    fn from(form: &PatientDraft) -> DraftPatient {
        DraftPatient {
            first_name: form.first_name.clone(),
            last_name: form.last_name.clone(),
            gender: form.gender.map(|gender| match gender {
                GenderChoice::Female => DraftGender::Female,
                GenderChoice::Male => DraftGender::Male,
            }),
            // A date that reads as one is kept as YYYY-MM-DD, whatever form it was typed in, so
            // the draft reads back the same in every language of the interface.
            birthdate: match parse_typed_date(&form.birthdate) {
                Some(date) => date.date().strftime("%Y-%m-%d").to_string(),
                None => form.birthdate.clone(),
            },
            language: form.language.clone(),
            email: form.email.clone(),
            phone_number: form.phone_number.clone(),
            phone_type: form.phone_type.map(|kind| match kind {
                PhoneTypeChoice::Mobile => DraftPhoneType::Mobile,
                PhoneTypeChoice::Landline => DraftPhoneType::Landline,
                PhoneTypeChoice::Cordless => DraftPhoneType::Cordless,
            }),
            phone_country: form.phone_country.clone(),
            external_reference: form.external_reference.clone(),
        }
    }
}

impl From<DraftPatient> for PatientDraft {
    fn from(kept: DraftPatient) -> PatientDraft {
        PatientDraft {
            first_name: kept.first_name,
            last_name: kept.last_name,
            gender: kept.gender.map(|gender| match gender {
                DraftGender::Female => GenderChoice::Female,
                DraftGender::Male => GenderChoice::Male,
            }),
            birthdate: kept.birthdate,
            language: kept.language,
            email: kept.email,
            phone_number: kept.phone_number,
            phone_type: kept.phone_type.map(|kind| match kind {
                DraftPhoneType::Mobile => PhoneTypeChoice::Mobile,
                DraftPhoneType::Landline => PhoneTypeChoice::Landline,
                DraftPhoneType::Cordless => PhoneTypeChoice::Cordless,
            }),
            phone_country: kept.phone_country,
            external_reference: kept.external_reference,
        }
    }
}

impl PatientDraft {
    pub fn new_registration() -> PatientDraft {
        PatientDraft {
            language: complete_language("nl", CLINIC_COUNTRY),
            phone_country: CLINIC_COUNTRY.to_owned(),
            phone_type: Some(PhoneTypeChoice::Mobile),
            ..PatientDraft::default()
        }
    }

    /// A draft holding a patient as the service returned it.
    pub fn from_patient(patient: &Patient) -> PatientDraft {
        let phone = patient.phone.as_ref();
        PatientDraft {
            first_name: patient.first_name.clone(),
            last_name: patient.last_name.clone(),
            gender: patient.gender.map(GenderChoice::from),
            birthdate: patient.birthdate.map(|b| display_date(b.date())).unwrap_or_default(),
            language: patient.language.clone().unwrap_or_default(),
            email: patient.email.clone().unwrap_or_default(),
            // As the patient screen shows it ("0470 12 34 56" in its own country); read back
            // with the country, it is the stored number again.
            phone_number: phone.map(|p| display_phone(&p.phone_number, &p.country_iso_alpha2)).unwrap_or_default(),
            phone_type: phone.and_then(|p| p.phone_type).map(PhoneTypeChoice::from),
            phone_country: phone.map(|p| p.country_iso_alpha2.clone()).unwrap_or_default(),
            external_reference: patient.external_reference.clone().unwrap_or_default(),
        }
    }

    /// The record these details describe (the inverse of [`PatientDraft::from_patient`] for
    /// every field a person reads); used when only a draft of the record was kept.
    pub fn to_record(&self, patient_id: &str) -> Patient {
        let text = |value: &str| Some(value.trim().to_owned()).filter(|v| !v.is_empty());
        let has_phone = !self.phone_number.trim().is_empty() || self.phone_type.is_some();
        Patient {
            patient_id: patient_id.to_owned(),
            first_name: self.first_name.clone(),
            last_name: self.last_name.clone(),
            gender: self.gender.map(Gender::from),
            birthdate: parse_typed_date(&self.birthdate),
            language: text(&self.language),
            email: text(&self.email),
            phone: has_phone.then(|| crate::api::Phone {
                phone_number: self.phone_number.clone(),
                phone_type: self.phone_type.map(PhoneType::from),
                country_iso_alpha2: self.phone_country.clone(),
                extra: Default::default(),
            }),
            external_reference: text(&self.external_reference),
            extra: Default::default(),
        }
    }

    pub fn is_blank(&self) -> bool {
        self.first_name.trim().is_empty()
            && self.last_name.trim().is_empty()
            && self.birthdate.trim().is_empty()
            && self.email.trim().is_empty()
            && self.phone_number.trim().is_empty()
            && self.external_reference.trim().is_empty()
    }

    /// The text field of `field` (gender and phone type are choices, not text: `None`).
    fn text_mut(&mut self, field: Field) -> Option<&mut String> {
        Some(match field {
            Field::FirstName => &mut self.first_name,
            Field::LastName => &mut self.last_name,
            Field::Birthdate => &mut self.birthdate,
            Field::Language => &mut self.language,
            Field::Email => &mut self.email,
            Field::PhoneNumber => &mut self.phone_number,
            Field::PhoneCountry => &mut self.phone_country,
            Field::ExternalReference => &mut self.external_reference,
            Field::Gender | Field::PhoneType => return None,
        })
    }

    /// Applies what was typed. A new phone number brings its country along (`+31 6 …` typed
    /// under Belgium: the country becomes the Netherlands).
    pub fn apply(&mut self, edit: DraftEdit, today: jiff::civil::Date) {
        match edit {
            DraftEdit::Text(field, text) => {
                if let Some(value) = self.text_mut(field) {
                    *value = text;
                }
                if field == Field::PhoneNumber {
                    self.follow_phone_country(today);
                }
            }
            DraftEdit::Gender(gender) => self.gender = gender,
            DraftEdit::PhoneType(kind) => self.phone_type = kind,
        }
    }

    /// The text typed in `field` (gender and phone type are choices, not text: `None`).
    fn text(&self, field: Field) -> Option<&str> {
        Some(match field {
            Field::FirstName => &self.first_name,
            Field::LastName => &self.last_name,
            Field::Birthdate => &self.birthdate,
            Field::Language => &self.language,
            Field::Email => &self.email,
            Field::PhoneNumber => &self.phone_number,
            Field::PhoneCountry => &self.phone_country,
            Field::ExternalReference => &self.external_reference,
            Field::Gender | Field::PhoneType => return None,
        })
    }

    /// What was typed to turn this draft into `edited`, field by field (called every frame
    /// the form is drawn: it compares, and copies only what changed).
    pub fn edits_towards(&self, edited: &PatientDraft) -> Vec<DraftEdit> {
        let mut edits = Vec::new();
        for field in Field::ALL {
            if let (Some(old), Some(new)) = (self.text(field), edited.text(field))
                && old != new
            {
                edits.push(DraftEdit::Text(field, new.to_owned()));
            }
        }
        if self.gender != edited.gender {
            edits.push(DraftEdit::Gender(edited.gender));
        }
        if self.phone_type != edited.phone_type {
            edits.push(DraftEdit::PhoneType(edited.phone_type));
        }
        edits
    }

    /// Switches the phone country to the one the typed number names (`+31 6 12345678` typed
    /// under BE → NL), as the form does while the user types; true when it changed.
    pub fn follow_phone_country(&mut self, today: jiff::civil::Date) -> bool {
        match self.validate(today).phone_country_from_number {
            Some(country) => {
                self.phone_country = country;
                true
            }
            None => false,
        }
    }
}

/// The service's per-field messages mapped onto the form; names it used that
/// match no field are returned apart so they are shown, not lost.
/// The service's own words are kept as it said them; an external reference it refused as
/// already taken also gets our sentence at that field.
pub fn service_field_errors(error: &ApiError) -> (BTreeMap<Field, Vec<Msg>>, Vec<String>) {
    use crate::i18n::service;
    let mut by_field: BTreeMap<Field, Vec<Msg>> = BTreeMap::new();
    let mut other = Vec::new();
    for (name, messages) in &error.field_errors {
        match Field::from_service_name(name) {
            Some(field) => by_field.entry(field).or_default().extend(messages.iter().map(|m| service::as_it_came(m))),
            None => other.extend(messages.iter().map(|m| format!("{name}: {m}"))),
        }
    }
    if error.reason == crate::api::error::Reason::ReferenceTaken {
        by_field.entry(Field::ExternalReference).or_default().push(Msg::new("error-reference-taken"));
    }
    (by_field, other)
}

/// Reads a typed date: `DD/MM/YYYY`, `DD.MM.YYYY`, `DD-MM-YYYY`, `YYYY-MM-DD`, or a stored
/// ISO 8601 date-time; says what is wrong when it is not a date.
pub fn read_typed_date(text: &str) -> Result<Birthdate, DateProblem> {
    if let Some(date) = Birthdate::parse(text.trim()) {
        return Ok(date);
    }
    rules::read_date(text).map(Birthdate)
}

/// [`read_typed_date`], for callers that only need the date.
pub fn parse_typed_date(text: &str) -> Option<Birthdate> {
    read_typed_date(text).ok()
}

#[cfg(test)]
#[path = "patient_tests.rs"]
mod tests;
