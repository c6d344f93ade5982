//! The patient form's draft (every field as typed), its validation as the
//! user types, the conversion to a payload, and the mapping of the service's
//! per-field messages back onto the fields. What a valid field is, is not decided here but in
//! [`crate::patient_rules`], which the sandbox shares.

use std::collections::BTreeMap;

pub use super::intent::DraftEdit;
use crate::drafts::{DraftGender, DraftPatient, DraftPhoneType};

use crate::api::error::normalise_field;
use crate::api::{ApiError, Birthdate, Gender, Patient, PatientPayload, PhonePayload, PhoneType};
use crate::patient_rules::{
    self as rules, CLINIC_COUNTRY, DateProblem, NAME_MAX_CHARS, complete_language, display_date, display_phone,
};
pub use crate::patient_rules::{PHONE_COUNTRIES, normalise_phone};

/// A field of the patient form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Field {
    FirstName,
    LastName,
    Gender,
    Birthdate,
    Language,
    Email,
    PhoneNumber,
    PhoneType,
    PhoneCountry,
    ExternalReference,
}

impl Field {
    pub const ALL: [Field; 10] = [
        Field::FirstName,
        Field::LastName,
        Field::Gender,
        Field::Birthdate,
        Field::Language,
        Field::Email,
        Field::PhoneNumber,
        Field::PhoneType,
        Field::PhoneCountry,
        Field::ExternalReference,
    ];

    pub fn label(self) -> &'static str {
        match self {
            Field::FirstName => "First name",
            Field::LastName => "Last name",
            Field::Gender => "Gender",
            Field::Birthdate => "Date of birth",
            Field::Language => "Language",
            Field::Email => "E-mail",
            Field::PhoneNumber => "Phone number",
            Field::PhoneType => "Phone type",
            Field::PhoneCountry => "Phone country",
            Field::ExternalReference => "External reference",
        }
    }

    /// The field's name in the service's patient payload (`phone.phoneNumber` for a sub-field);
    /// [`Field::from_service_name`] reads it back.
    pub fn wire_name(self) -> &'static str {
        match self {
            Field::FirstName => "firstName",
            Field::LastName => "lastName",
            Field::Gender => "gender",
            Field::Birthdate => "birthdate",
            Field::Language => "language",
            Field::Email => "email",
            Field::PhoneNumber => "phone.phoneNumber",
            Field::PhoneType => "phone.type",
            Field::PhoneCountry => "phone.countryIsoAlpha2",
            Field::ExternalReference => "externalReference",
        }
    }

    /// The field a service field name refers to (`Phone.PhoneNumber`,
    /// `Patient.FirstName`, `birthDate`, …).
    pub fn from_service_name(name: &str) -> Option<Field> {
        Some(match normalise_field(name).as_str() {
            "firstname" => Field::FirstName,
            "lastname" => Field::LastName,
            "gender" => Field::Gender,
            "birthdate" | "dateofbirth" => Field::Birthdate,
            "language" => Field::Language,
            "email" => Field::Email,
            "phone" | "phone.phonenumber" | "phonenumber" => Field::PhoneNumber,
            "phone.type" => Field::PhoneType,
            "phone.countryisoalpha2" | "countryisoalpha2" => Field::PhoneCountry,
            "externalreference" => Field::ExternalReference,
            _ => return None,
        })
    }
}

/// Languages offered in the picker; any well-formed `ll-rr` tag is allowed.
pub const COMMON_LANGUAGES: [(&str, &str); 12] = [
    ("nl-be", "Dutch (Belgium)"),
    ("fr-be", "French (Belgium)"),
    ("de-be", "German (Belgium)"),
    ("en-gb", "English (UK)"),
    ("en-us", "English (US)"),
    ("nl-nl", "Dutch (Netherlands)"),
    ("fr-fr", "French (France)"),
    ("de-de", "German (Germany)"),
    ("es-es", "Spanish (Spain)"),
    ("it-it", "Italian (Italy)"),
    ("pl-pl", "Polish (Poland)"),
    ("tr-tr", "Turkish (Turkey)"),
];

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

/// The outcome of validating a draft.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Validation {
    /// One message per field that is not right yet.
    pub errors: BTreeMap<Field, String>,
    /// The phone number as it will be sent (E.164, `+32475123456`), when it could be read.
    pub normalised_phone: Option<String>,
    /// The ISO code of the number's country when the typed number named another country than
    /// the one chosen (`+31 6 12345678` typed under BE → `NL`); the form switches to it.
    pub phone_country_from_number: Option<String>,
    /// How a typed birthdate was understood, e.g. "3 February 1990".
    pub birthdate_reading: Option<String>,
}

impl Validation {
    pub fn is_ok(&self) -> bool {
        self.errors.is_empty()
    }

    pub fn error(&self, field: Field) -> Option<&str> {
        self.errors.get(&field).map(String::as_str)
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
            birthdate: form.birthdate.clone(),
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
            phone_number: phone.map(|p| p.phone_number.clone()).unwrap_or_default(),
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

    /// What was typed to turn this draft into `edited`, field by field.
    pub fn edits_towards(&self, edited: &PatientDraft) -> Vec<DraftEdit> {
        let mut edits = Vec::new();
        let mut before = self.clone();
        let mut after = edited.clone();
        for field in Field::ALL {
            if let (Some(old), Some(new)) = (before.text_mut(field), after.text_mut(field))
                && old != new
            {
                edits.push(DraftEdit::Text(field, new.clone()));
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

    /// Checks every field, as the user types.
    pub fn validate(&self, today: jiff::civil::Date) -> Validation {
        let mut out = Validation::default();
        let mut fail = |field: Field, message: &str| {
            out.errors.entry(field).or_insert_with(|| message.to_owned());
        };
        if self.first_name.trim().is_empty() {
            fail(Field::FirstName, "Enter the first name.");
        } else if let Some(message) = rules::length_problem(&self.first_name, NAME_MAX_CHARS) {
            fail(Field::FirstName, &message);
        }
        if self.last_name.trim().is_empty() {
            fail(Field::LastName, "Enter the last name.");
        } else if let Some(message) = rules::length_problem(&self.last_name, NAME_MAX_CHARS) {
            fail(Field::LastName, &message);
        }
        if self.gender.is_none() {
            fail(Field::Gender, "Choose female or male.");
        }
        if self.birthdate.trim().is_empty() {
            fail(Field::Birthdate, "Enter the date of birth.");
        } else {
            match read_typed_date(&self.birthdate).and_then(|date| match rules::birthdate_problem(date.0, today) {
                Some(problem) => Err(problem),
                None => Ok(date),
            }) {
                Ok(date) => out.birthdate_reading = Some(long_date(date.0)),
                Err(problem) => fail(Field::Birthdate, &problem.to_string()),
            }
        }
        if !rules::is_language_tag(&complete_language(&self.language, CLINIC_COUNTRY)) {
            fail(Field::Language, "Use a language such as nl, or a language-region tag such as nl-be or fr-be.");
        }
        let email = self.email.trim();
        if let Some(message) = (!email.is_empty()).then(|| rules::email_problem(email)).flatten() {
            fail(Field::Email, message);
        }
        if !self.phone_number.trim().is_empty() {
            if self.phone_type.is_none() {
                fail(Field::PhoneType, "Choose mobile, landline or cordless.");
            }
            let country = self.phone_country.trim().to_ascii_uppercase();
            let international = rules::is_international(&self.phone_number);
            if !international && !rules::is_phone_country(&country) {
                fail(Field::PhoneCountry, "Choose the country of the phone number.");
            }
            match rules::read_phone(&self.phone_number, &country) {
                Ok(reading) => {
                    let as_mobile = self.phone_type == Some(PhoneTypeChoice::Mobile);
                    if let Some(problem) = as_mobile.then(|| rules::mobile_problem(&reading)).flatten() {
                        fail(Field::PhoneNumber, &problem.to_string());
                    }
                    out.normalised_phone = Some(reading.e164);
                    if reading.country != country {
                        out.phone_country_from_number = Some(reading.country);
                    }
                }
                Err(problem) => fail(Field::PhoneNumber, &problem.to_string()),
            }
        }
        if self.external_reference.trim().is_empty() {
            fail(Field::ExternalReference, "Enter the patient's number in your own system.");
        } else if let Some(message) = rules::external_reference_problem(&self.external_reference) {
            fail(Field::ExternalReference, &message);
        }
        out
    }

    /// The payload to send, when the draft is valid.
    pub fn to_payload(&self, today: jiff::civil::Date) -> Result<PatientPayload, Validation> {
        let validation = self.validate(today);
        let (Some(gender), Some(birthdate)) = (self.gender, parse_typed_date(&self.birthdate)) else {
            return Err(validation);
        };
        if !validation.is_ok() {
            return Err(validation);
        }
        let email = self.email.trim();
        let phone = match (&validation.normalised_phone, self.phone_type) {
            (Some(number), Some(kind)) => Some(PhonePayload {
                phone_number: number.clone(),
                phone_type: kind.into(),
                country_iso_alpha2: validation
                    .phone_country_from_number
                    .clone()
                    .unwrap_or_else(|| self.phone_country.trim().to_ascii_uppercase()),
            }),
            _ => None,
        };
        Ok(PatientPayload {
            first_name: self.first_name.trim().to_owned(),
            last_name: self.last_name.trim().to_owned(),
            gender: gender.into(),
            birthdate,
            language: complete_language(&self.language, CLINIC_COUNTRY),
            email: (!email.is_empty()).then(|| email.to_owned()),
            phone,
            external_reference: self.external_reference.trim().to_owned(),
            extra: Default::default(),
        })
    }

    /// A field's value as a person reads it, the same however it was typed: trimmed; gender
    /// and phone type by name; the date as DD/MM/YYYY; the language as its complete tag; the
    /// phone number formatted (nationally in its own country); the country by name; no phone
    /// type or country without a phone number.
    pub fn display_value(&self, field: Field) -> String {
        let no_phone = self.phone_number.trim().is_empty();
        match field {
            // Without a number there is no phone to have a type or a country.
            Field::PhoneType | Field::PhoneCountry if no_phone => String::new(),
            Field::FirstName => self.first_name.trim().to_owned(),
            Field::LastName => self.last_name.trim().to_owned(),
            Field::Gender => self.gender.map(|g| Gender::from(g).label().to_owned()).unwrap_or_default(),
            Field::Birthdate => match parse_typed_date(&self.birthdate) {
                Some(date) => display_date(date.0),
                None => self.birthdate.trim().to_owned(),
            },
            Field::Language => complete_language(&self.language, CLINIC_COUNTRY),
            Field::Email => self.email.trim().to_owned(),
            Field::PhoneNumber => match rules::read_phone(&self.phone_number, &self.phone_country) {
                Ok(reading) => display_phone(&reading.e164, &self.phone_country),
                Err(_) => self.phone_number.trim().to_owned(),
            },
            Field::PhoneType => self.phone_type.map(|t| PhoneType::from(t).label().to_owned()).unwrap_or_default(),
            Field::PhoneCountry => match rules::country_name(&self.phone_country) {
                Some(name) => name.to_owned(),
                None => self.phone_country.trim().to_ascii_uppercase(),
            },
            Field::ExternalReference => self.external_reference.trim().to_owned(),
        }
    }

    /// Takes one field's value from `other`.
    pub fn copy_field(&mut self, field: Field, other: &PatientDraft) {
        match field {
            Field::FirstName => self.first_name.clone_from(&other.first_name),
            Field::LastName => self.last_name.clone_from(&other.last_name),
            Field::Gender => self.gender = other.gender,
            Field::Birthdate => self.birthdate.clone_from(&other.birthdate),
            Field::Language => self.language.clone_from(&other.language),
            Field::Email => self.email.clone_from(&other.email),
            Field::PhoneNumber => self.phone_number.clone_from(&other.phone_number),
            Field::PhoneType => self.phone_type = other.phone_type,
            Field::PhoneCountry => self.phone_country.clone_from(&other.phone_country),
            Field::ExternalReference => self.external_reference.clone_from(&other.external_reference),
        }
    }

    /// The fields whose values differ from `other`, with old and new values.
    pub fn changes_from(&self, other: &PatientDraft) -> Vec<(Field, String, String)> {
        Field::ALL
            .into_iter()
            .map(|field| (field, other.display_value(field), self.display_value(field)))
            .filter(|(_, old, new)| old != new)
            .collect()
    }
}

/// Changing the name and the date of birth together rarely corrects a typo: it usually means
/// another person is being typed over this one.
pub fn looks_like_another_person(changed: &[Field]) -> bool {
    let name = changed.iter().any(|f| matches!(f, Field::FirstName | Field::LastName));
    name && changed.contains(&Field::Birthdate)
}

/// The fields in which two records differ, as a person reads them.
pub fn changed_fields(before: &Patient, after: &Patient) -> Vec<Field> {
    PatientDraft::from_patient(after)
        .changes_from(&PatientDraft::from_patient(before))
        .into_iter()
        .map(|(field, _, _)| field)
        .collect()
}

/// The service's per-field messages mapped onto the form; names it used that
/// match no field are returned apart so they are shown, not lost.
pub fn service_field_errors(error: &ApiError) -> (BTreeMap<Field, Vec<String>>, Vec<String>) {
    let mut by_field: BTreeMap<Field, Vec<String>> = BTreeMap::new();
    let mut other = Vec::new();
    for (name, messages) in &error.field_errors {
        match Field::from_service_name(name) {
            Some(field) => by_field.entry(field).or_default().extend(messages.iter().cloned()),
            None => other.extend(messages.iter().map(|m| format!("{name}: {m}"))),
        }
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

/// "3 February 1990": unambiguous, so staff see how a typed date was read.
pub fn long_date(date: jiff::civil::Date) -> String {
    date.strftime("%-d %B %Y").to_string()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn today() -> jiff::civil::Date {
        jiff::civil::date(2026, 11, 22)
    }

    fn valid() -> PatientDraft {
        PatientDraft {
            first_name: "Zoë".into(),
            last_name: "Vermeulen".into(),
            gender: Some(GenderChoice::Female),
            birthdate: "03/02/1990".into(),
            language: "nl-BE".into(),
            email: "zoe@example.org".into(),
            phone_number: "0475 12 34 56".into(),
            phone_type: Some(PhoneTypeChoice::Mobile),
            phone_country: "be".into(),
            external_reference: " MRN/7 ".into(),
        }
    }

    #[test]
    fn a_valid_draft_becomes_a_normalised_payload() {
        let payload = valid().to_payload(today()).unwrap();
        assert_eq!(payload.birthdate.to_wire(), "1990-02-03T00:00:00.000Z");
        assert_eq!(payload.language, "nl-be");
        assert_eq!(payload.phone.as_ref().unwrap().phone_number, "+32475123456");
        assert_eq!(payload.phone.as_ref().unwrap().country_iso_alpha2, "BE");
        assert_eq!(payload.external_reference, "MRN/7");
    }

    #[test]
    fn each_bad_field_gets_its_own_message() {
        let draft = PatientDraft {
            first_name: " ".into(),
            birthdate: "31/02/1990".into(),
            language: "dutch".into(),
            email: "zoe@".into(),
            phone_number: "12ab".into(),
            ..PatientDraft::default()
        };
        let validation = draft.validate(today());
        for field in Field::ALL {
            assert!(validation.error(field).is_some(), "{field:?} should be flagged");
        }
    }

    #[test]
    fn future_and_ancient_birthdates_are_refused() {
        let mut draft = valid();
        draft.birthdate = "2026-11-23".into();
        assert!(draft.validate(today()).error(Field::Birthdate).unwrap().contains("future"));
        draft.birthdate = "1896-11-21".into();
        assert!(draft.validate(today()).error(Field::Birthdate).unwrap().contains("130 years"));
        draft.birthdate = "2026-11-22".into();
        assert!(draft.validate(today()).error(Field::Birthdate).is_none());
    }

    #[test]
    fn phone_numbers_are_normalised_from_the_country() {
        assert_eq!(normalise_phone("+32 475 12 34 56", "BE").unwrap(), "+32475123456");
        assert_eq!(normalise_phone("0032 475/12.34.56", "NL").unwrap(), "+32475123456");
        assert_eq!(normalise_phone("06-12345678", "NL").unwrap(), "+31612345678");
        assert_eq!(normalise_phone("(202) 555-0143", "US").unwrap(), "+12025550143");
        assert!(normalise_phone("0475", "BE").is_err());
        assert!(normalise_phone("0475123456", "ZZ").is_err());
    }

    #[test]
    fn a_zero_in_brackets_after_the_country_code_is_dropped() {
        // The "(0)" some write after the country code is the trunk prefix, not a digit.
        assert_eq!(normalise_phone("+32 (0)475 12 34 56", "BE").unwrap(), "+32475123456");
    }

    #[test]
    fn italian_numbers_keep_their_leading_zero() {
        assert_eq!(normalise_phone("06 1234 5678", "IT").unwrap(), "+390612345678");
    }

    #[test]
    fn a_us_number_written_with_its_country_code() {
        assert_eq!(normalise_phone("1-202-555-0143", "US").unwrap(), "+12025550143");
    }

    #[test]
    fn a_date_that_does_not_exist_is_named() {
        let mut draft = valid();
        draft.birthdate = "31/02/1990".into();
        assert_eq!(draft.validate(today()).error(Field::Birthdate), Some("31 February does not exist."));
        draft.birthdate = "03/13/1990".into();
        assert_eq!(draft.validate(today()).error(Field::Birthdate), Some("Month 13 does not exist."));
    }

    fn with_phone(number: &str, country: &str, kind: PhoneTypeChoice) -> PatientDraft {
        PatientDraft { phone_number: number.into(), phone_country: country.into(), phone_type: Some(kind), ..valid() }
    }

    /// Mobile numbers by each country's plan: (country, as typed, E.164).
    const MOBILES: [(&str, &str, &str); 8] = [
        ("BE", "0470 12 34 56", "+32470123456"),
        ("NL", "06 12345678", "+31612345678"),
        ("FR", "06 12 34 56 78", "+33612345678"),
        ("FR", "07 56 12 34 56", "+33756123456"),
        ("DE", "0151 23456789", "+4915123456789"),
        ("LU", "621 123 456", "+352621123456"),
        ("IT", "347 123 4567", "+393471234567"),
        // The US plan cannot tell mobile from fixed line: possibly mobile, so accepted.
        ("US", "(202) 555-0143", "+12025550143"),
    ];

    /// Fixed-line numbers: (country, as typed, as the refusal writes it).
    const LANDLINES: [(&str, &str, &str); 6] = [
        ("BE", "02 555 12 34", "+32 2 555 12 34"),
        ("NL", "020 123 4567", "+31 20 123 4567"),
        ("FR", "01 42 68 53 00", "+33 1 42 68 53 00"),
        ("DE", "030 123456", "+49 30 123456"),
        ("LU", "27 12 34", "+352 27 12 34"),
        ("IT", "06 1234 5678", "+39 06 1234 5678"),
    ];

    #[test]
    fn mobile_numbers_of_each_country_are_accepted_as_mobile() {
        for (country, typed, e164) in MOBILES {
            let draft = with_phone(typed, country, PhoneTypeChoice::Mobile);
            let validation = draft.validate(today());
            assert_eq!(validation.error(Field::PhoneNumber), None, "{country} {typed}");
            assert_eq!(validation.normalised_phone.as_deref(), Some(e164), "{country} {typed}");
            assert_eq!(validation.phone_country_from_number, None);
            assert!(rules::can_receive_sms(e164), "{e164}");
        }
    }

    #[test]
    fn a_landline_given_as_mobile_is_refused() {
        let draft = with_phone("02 555 12 34", "BE", PhoneTypeChoice::Mobile);
        assert_eq!(
            draft.validate(today()).error(Field::PhoneNumber),
            Some("+32 2 555 12 34 is a landline number in Belgium — an SMS cannot reach it.")
        );
        for (country, typed, international) in LANDLINES {
            let draft = with_phone(typed, country, PhoneTypeChoice::Mobile);
            let message = draft.validate(today()).error(Field::PhoneNumber).map(str::to_owned);
            assert!(message.as_deref().is_some_and(|m| m.starts_with(international)), "{country} {typed}: {message:?}");
            let draft = with_phone(typed, country, PhoneTypeChoice::Landline);
            let validation = draft.validate(today());
            assert!(validation.is_ok(), "{country} {typed} as landline: {:?}", validation.errors);
            assert!(!rules::can_receive_sms(validation.normalised_phone.as_deref().unwrap()), "{typed}");
        }
    }

    #[test]
    fn too_short_too_long_and_impossible_numbers_say_so() {
        let cases = [
            ("BE", "0470 12 34 5", "too short for Belgium"),
            ("BE", "0470 12 34 567", "too long for Belgium"),
            ("BE", "0475", "too short for Belgium"),
            ("NL", "06 1234567", "too short for Netherlands"),
            ("NL", "06 123456789", "too long for Netherlands"),
            ("FR", "06 12 34 56 7", "too short for France"),
            ("FR", "06 12 34 56 78 9", "too long for France"),
            ("DE", "0151 2345678901234", "too long for Germany"),
            ("LU", "621 123 456 789 012", "too long for Luxembourg"),
            ("IT", "347 123 4567 8901", "too long for Italy"),
            ("US", "202 555 01", "too short for United States"),
            ("US", "202 555 014 33", "too long for United States"),
            ("BE", "+32 4", "too short for Belgium"),
            ("US", "(555) 555-0143", "No such number exists in United States"),
            ("BE", "0412 34 56 78", "No such number exists in Belgium"),
            ("DE", "0111 2345678", "No such number exists in Germany"),
            ("BE", "+99 123 456", "calling code"),
            ("BE", "12ab", "digits only"),
        ];
        for (country, typed, expected) in cases {
            let draft = with_phone(typed, country, PhoneTypeChoice::Mobile);
            let validation = draft.validate(today());
            let message = validation.error(Field::PhoneNumber).unwrap_or_default();
            assert!(message.contains(expected), "{country} {typed}: {message:?}");
            assert_eq!(validation.normalised_phone, None);
        }
    }

    #[test]
    fn a_number_naming_another_country_switches_the_country() {
        let mut draft = with_phone("+31 6 12345678", "BE", PhoneTypeChoice::Mobile);
        let validation = draft.validate(today());
        assert!(validation.is_ok(), "{:?}", validation.errors);
        assert_eq!(validation.normalised_phone.as_deref(), Some("+31612345678"));
        assert_eq!(validation.phone_country_from_number.as_deref(), Some("NL"));
        let payload = draft.to_payload(today()).unwrap();
        assert_eq!(payload.phone.as_ref().unwrap().country_iso_alpha2, "NL");
        assert!(draft.follow_phone_country(today()));
        assert_eq!(draft.phone_country, "NL");
        assert!(!draft.follow_phone_country(today()));
        // 00 names a country too; a number of the chosen country does not switch.
        let draft = with_phone("0033 6 12 34 56 78", "BE", PhoneTypeChoice::Mobile);
        assert_eq!(draft.validate(today()).phone_country_from_number.as_deref(), Some("FR"));
        let draft = with_phone("+32 470 12 34 56", "BE", PhoneTypeChoice::Mobile);
        assert_eq!(draft.validate(today()).phone_country_from_number, None);
    }

    #[test]
    fn stored_numbers_are_shown_nationally_at_home_and_internationally_abroad() {
        assert_eq!(rules::display_phone("+32475123456", "BE"), "0475 12 34 56");
        assert_eq!(rules::display_phone("+32475123456", "NL"), "+32 475 12 34 56");
        assert_eq!(rules::display_phone("+390612345678", "IT"), "06 1234 5678");
        assert_eq!(rules::display_phone("+390612345678", "BE"), "+39 06 1234 5678");
        assert_eq!(rules::display_phone("not a number", "BE"), "not a number");
        let reading = rules::read_phone("0475123456", "BE").unwrap();
        assert_eq!((reading.national.as_str(), reading.international.as_str()), ("0475 12 34 56", "+32 475 12 34 56"));
    }

    #[test]
    fn names_references_and_addresses_have_limits() {
        let mut draft = valid();
        draft.first_name = "a".repeat(100);
        draft.last_name = "é".repeat(100);
        draft.external_reference = "r".repeat(64);
        // 64 + 1 + 189 octets; domain labels at most 63 each.
        let address = |last_label: usize| {
            format!("{}@{}.{}.{}.org", "l".repeat(64), "d".repeat(63), "d".repeat(63), "d".repeat(last_label))
        };
        draft.email = address(57);
        assert_eq!(draft.email.len(), 254);
        assert!(draft.validate(today()).is_ok(), "{:?}", draft.validate(today()).errors);
        draft.first_name.push('a');
        draft.last_name.push('é');
        draft.external_reference.push('r');
        draft.email = address(58);
        let validation = draft.validate(today());
        for field in [Field::FirstName, Field::LastName, Field::ExternalReference, Field::Email] {
            assert!(validation.error(field).is_some(), "{field:?} over its limit");
        }
        assert_eq!(validation.error(Field::FirstName), Some("At most 100 characters; this has 101."));
    }

    #[test]
    fn addresses_are_checked_by_the_rfc_and_need_a_dotted_domain() {
        let mut draft = valid();
        for bad in
            ["zoe@", "zoe@localhost", "zoe@[192.0.2.1]", "zo e@example.org", "zoe@@example.org", "zoe@example..org"]
        {
            draft.email = bad.into();
            assert!(draft.validate(today()).error(Field::Email).is_some(), "{bad}");
        }
        for good in ["zoe@example.org", "zoë.vermeulen+intake@ziekenhuis.be", " zoe@example.org "] {
            draft.email = good.into();
            assert_eq!(draft.validate(today()).error(Field::Email), None, "{good}");
        }
    }

    #[test]
    fn a_bare_language_is_completed_with_the_clinic_country() {
        assert_eq!(complete_language("nl", CLINIC_COUNTRY), "nl-be");
        assert_eq!(complete_language(" FR ", CLINIC_COUNTRY), "fr-be");
        assert_eq!(complete_language("en_GB", CLINIC_COUNTRY), "en-gb");
        assert_eq!(complete_language("NL-nl", CLINIC_COUNTRY), "nl-nl");
        let mut draft = valid();
        draft.language = "FR".into();
        assert_eq!(draft.to_payload(today()).unwrap().language, "fr-be");
        draft.language = "dutch".into();
        assert!(draft.validate(today()).error(Field::Language).is_some());
    }

    #[test]
    fn dates_say_what_is_wrong() {
        let mut draft = valid();
        let mut message = |typed: &str| {
            draft.birthdate = typed.into();
            draft.validate(today()).error(Field::Birthdate).map(str::to_owned)
        };
        assert_eq!(message("31.04.1990").as_deref(), Some("31 April does not exist."));
        assert_eq!(
            message("29-02-1990").as_deref(),
            Some("29 February 1990 does not exist (1990 is not a leap year).")
        );
        assert_eq!(message("29-02-1992"), None);
        assert_eq!(message("1990-13-01").as_deref(), Some("Month 13 does not exist."));
        assert_eq!(message("2026-11-23").as_deref(), Some("This date is in the future."));
        assert_eq!(message("21/11/1896").as_deref(), Some("This date is more than 130 years ago."));
        assert_eq!(message("22/11/1896"), None);
        assert_eq!(
            message("3 Feb 1990").as_deref(),
            Some("Use the format DD/MM/YYYY (also accepted: DD.MM.YYYY, DD-MM-YYYY, YYYY-MM-DD).")
        );
        assert_eq!(message("03/02/90").as_deref(), message("1990/02/03").as_deref());
    }

    #[test]
    fn an_edit_shows_the_birthdate_as_people_write_it_and_keeps_it_exactly() {
        let patient = valid().to_record("p-1");
        let draft = PatientDraft::from_patient(&patient);
        assert_eq!(draft.birthdate, "03/02/1990");
        assert_eq!(draft.to_record("p-1").birthdate, patient.birthdate);
        assert_eq!(draft.to_payload(today()).unwrap().birthdate, patient.birthdate.unwrap());
        assert_eq!(rules::display_date(jiff::civil::date(2001, 12, 9)), "09/12/2001");
    }

    #[test]
    fn a_different_way_of_writing_the_same_value_is_no_change() {
        let before = PatientDraft {
            phone_number: "0475123456".into(),
            birthdate: "1990-02-03".into(),
            language: "nl".into(),
            phone_country: "BE".into(),
            ..valid()
        };
        let after = PatientDraft {
            phone_number: "+32 475 12 34 56".into(),
            birthdate: "03/02/1990".into(),
            language: "NL-be".into(),
            phone_country: "be".into(),
            ..valid()
        };
        assert_eq!(after.changes_from(&before), []);
        assert_eq!(after.display_value(Field::PhoneNumber), "0475 12 34 56");
        assert_eq!(after.display_value(Field::Birthdate), "03/02/1990");
        assert_eq!(after.display_value(Field::PhoneCountry), "Belgium");
        let moved = PatientDraft { phone_number: "0475 12 34 57".into(), ..after.clone() };
        assert_eq!(moved.changes_from(&after), [(Field::PhoneNumber, "0475 12 34 56".into(), "0475 12 34 57".into())]);
    }

    #[test]
    fn service_field_names_map_onto_fields() {
        assert_eq!(Field::from_service_name("Phone.PhoneNumber"), Some(Field::PhoneNumber));
        assert_eq!(Field::from_service_name("Patient.FirstName"), Some(Field::FirstName));
        assert_eq!(Field::from_service_name("birthDate"), Some(Field::Birthdate));
        assert_eq!(Field::from_service_name("$.externalReference"), Some(Field::ExternalReference));
        assert_eq!(Field::from_service_name("Shoe size"), None);
        for field in Field::ALL {
            assert_eq!(Field::from_service_name(field.wire_name()), Some(field));
        }
    }

    #[test]
    fn changes_list_only_what_changed() {
        let before = valid();
        let mut after = valid();
        after.email = "new@example.org".into();
        after.gender = Some(GenderChoice::Male);
        let changes = after.changes_from(&before);
        assert_eq!(changes.len(), 2);
        assert_eq!(changes[0].0, Field::Gender);
        assert_eq!(changes[1], (Field::Email, "zoe@example.org".into(), "new@example.org".into()));
    }

    #[test]
    fn what_the_app_sends_is_accepted_by_the_sandbox() {
        use crate::patient_rules as rules;
        // The app's own today (as AppState::today), and the oldest birthdate it accepts then.
        let today = jiff::Zoned::now().date();
        let drafts = [
            ("0470 12 34 56", "BE", PhoneTypeChoice::Mobile, "nl"),
            ("+31 6 12345678", "BE", PhoneTypeChoice::Mobile, "NL_nl"),
            ("06 1234 5678", "IT", PhoneTypeChoice::Landline, "it-IT"),
            ("1-202-555-0143", "US", PhoneTypeChoice::Mobile, "en-us"),
            ("02 555 12 34", "BE", PhoneTypeChoice::Cordless, "fr"),
        ];
        for (number, country, kind, language) in drafts {
            let draft = PatientDraft {
                first_name: "Zoë".into(),
                last_name: "x".repeat(rules::NAME_MAX_CHARS),
                gender: Some(GenderChoice::Female),
                birthdate: rules::display_date(rules::oldest_birthdate(today)),
                language: language.into(),
                email: "zoe@example.org".into(),
                phone_number: number.into(),
                phone_type: Some(kind),
                phone_country: country.into(),
                external_reference: "r".repeat(rules::EXTERNAL_REFERENCE_MAX_CHARS),
            };
            let payload = draft.to_payload(today).unwrap_or_else(|v| panic!("{number}: {:?}", v.errors));
            let body = serde_json::to_value(&payload).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(crate::sandbox::patient_problems(&body), Default::default(), "{number} under {country}");
        }
    }
}
