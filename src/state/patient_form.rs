//! The patient form's draft (every field as typed), its validation as the
//! user types, the conversion to a payload, and the mapping of the service's
//! per-field messages back onto the fields.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::api::error::normalise_field;
use crate::api::{ApiError, Birthdate, Gender, Patient, PatientPayload, PhonePayload, PhoneType};

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

/// Countries offered for phone numbers, with their calling codes.
pub const PHONE_COUNTRIES: [(&str, &str, &str); 20] = [
    ("BE", "32", "Belgium"),
    ("NL", "31", "Netherlands"),
    ("LU", "352", "Luxembourg"),
    ("FR", "33", "France"),
    ("DE", "49", "Germany"),
    ("GB", "44", "United Kingdom"),
    ("IE", "353", "Ireland"),
    ("US", "1", "United States"),
    ("CA", "1", "Canada"),
    ("ES", "34", "Spain"),
    ("PT", "351", "Portugal"),
    ("IT", "39", "Italy"),
    ("CH", "41", "Switzerland"),
    ("AT", "43", "Austria"),
    ("PL", "48", "Poland"),
    ("DK", "45", "Denmark"),
    ("SE", "46", "Sweden"),
    ("NO", "47", "Norway"),
    ("FI", "358", "Finland"),
    ("TR", "90", "Turkey"),
];

/// Every field as the user typed it. Plain strings, so a draft can be kept
/// on disk and restored exactly.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
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

/// Serializable mirror of [`Gender`] for drafts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
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

/// Serializable mirror of [`PhoneType`] for drafts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
    /// The phone number as it will be sent, when it could be normalised.
    pub normalised_phone: Option<String>,
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

impl PatientDraft {
    pub fn new_registration() -> PatientDraft {
        PatientDraft {
            language: "nl-be".to_owned(),
            phone_country: "BE".to_owned(),
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
            birthdate: patient.birthdate.map(|b| b.to_string()).unwrap_or_default(),
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

    /// Checks every field, as the user types.
    pub fn validate(&self, today: jiff::civil::Date) -> Validation {
        let mut out = Validation::default();
        let mut fail = |field: Field, message: &str| {
            out.errors.entry(field).or_insert_with(|| message.to_owned());
        };
        if self.first_name.trim().is_empty() {
            fail(Field::FirstName, "Enter the first name.");
        }
        if self.last_name.trim().is_empty() {
            fail(Field::LastName, "Enter the last name.");
        }
        if self.gender.is_none() {
            fail(Field::Gender, "Choose female or male.");
        }
        match parse_typed_date(&self.birthdate) {
            _ if self.birthdate.trim().is_empty() => fail(Field::Birthdate, "Enter the date of birth."),
            None => fail(Field::Birthdate, "Type the date as DD/MM/YYYY or YYYY-MM-DD, or pick it."),
            Some(date) if date.0 > today => fail(Field::Birthdate, "The date of birth is in the future."),
            Some(date) if date.0.year() < 1900 => fail(Field::Birthdate, "The date of birth is before 1900."),
            Some(date) => out.birthdate_reading = Some(long_date(date.0)),
        }
        if !is_language_tag(&normalise_language(&self.language)) {
            fail(Field::Language, "Use a language-region tag such as nl-be or fr-be.");
        }
        let email = self.email.trim();
        if !email.is_empty() && !is_email(email) {
            fail(Field::Email, "This does not look like an e-mail address (name@example.org).");
        }
        if !self.phone_number.trim().is_empty() {
            if self.phone_type.is_none() {
                fail(Field::PhoneType, "Choose mobile, landline or cordless.");
            }
            let country = self.phone_country.trim().to_ascii_uppercase();
            if country.len() != 2 || !country.chars().all(|c| c.is_ascii_alphabetic()) {
                fail(Field::PhoneCountry, "Choose the country of the phone number.");
            }
            match normalise_phone(&self.phone_number, &country) {
                Ok(number) => out.normalised_phone = Some(number),
                Err(message) => fail(Field::PhoneNumber, message),
            }
        }
        if self.external_reference.trim().is_empty() {
            fail(Field::ExternalReference, "Enter the patient's number in your own system.");
        } else if self.external_reference.trim().chars().all(|c| c == '.') {
            fail(Field::ExternalReference, "A reference cannot consist of dots only.");
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
                country_iso_alpha2: self.phone_country.trim().to_ascii_uppercase(),
            }),
            _ => None,
        };
        Ok(PatientPayload {
            first_name: self.first_name.trim().to_owned(),
            last_name: self.last_name.trim().to_owned(),
            gender: gender.into(),
            birthdate,
            language: normalise_language(&self.language),
            email: (!email.is_empty()).then(|| email.to_owned()),
            phone,
            external_reference: self.external_reference.trim().to_owned(),
            extra: Default::default(),
        })
    }

    /// A field's value as a person reads it (trimmed; gender and phone type by name).
    pub fn display_value(&self, field: Field) -> String {
        match field {
            Field::FirstName => self.first_name.trim().to_owned(),
            Field::LastName => self.last_name.trim().to_owned(),
            Field::Gender => self.gender.map(|g| Gender::from(g).label().to_owned()).unwrap_or_default(),
            Field::Birthdate => self.birthdate.trim().to_owned(),
            Field::Language => self.language.trim().to_owned(),
            Field::Email => self.email.trim().to_owned(),
            Field::PhoneNumber => self.phone_number.trim().to_owned(),
            Field::PhoneType => self.phone_type.map(|t| PhoneType::from(t).label().to_owned()).unwrap_or_default(),
            Field::PhoneCountry => self.phone_country.trim().to_owned(),
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

/// Reads a typed date: `YYYY-MM-DD`, or day first as clinics in Europe
/// write it: `DD/MM/YYYY`, `DD.MM.YYYY`, `DD-MM-YYYY`.
pub fn parse_typed_date(text: &str) -> Option<Birthdate> {
    let text = text.trim();
    if let Some(date) = Birthdate::parse(text) {
        return Some(date);
    }
    let parts: Vec<&str> = text.split(['/', '.', '-']).map(str::trim).collect();
    if parts.len() != 3 || parts[2].len() != 4 {
        return None;
    }
    let day: i8 = parts[0].parse().ok()?;
    let month: i8 = parts[1].parse().ok()?;
    let year: i16 = parts[2].parse().ok()?;
    Birthdate::new(year, month, day)
}

/// "3 February 1990": unambiguous, so staff see how a typed date was read.
pub fn long_date(date: jiff::civil::Date) -> String {
    date.strftime("%-d %B %Y").to_string()
}

pub fn normalise_language(text: &str) -> String {
    text.trim().replace('_', "-").to_ascii_lowercase()
}

/// `ll-rr`: two lower-case letters, a hyphen, two lower-case letters.
pub fn is_language_tag(tag: &str) -> bool {
    let bytes = tag.as_bytes();
    bytes.len() == 5 && bytes[2] == b'-' && bytes[..2].iter().chain(&bytes[3..]).all(|b| b.is_ascii_lowercase())
}

/// A plausible e-mail address: one `@`, a local part, a domain with a dot, no spaces.
pub fn is_email(text: &str) -> bool {
    let Some((local, domain)) = text.split_once('@') else {
        return false;
    };
    !local.is_empty()
        && !domain.contains('@')
        && domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && !domain.contains("..")
        && !text.chars().any(|c| c.is_whitespace() || c.is_control())
}

/// Brings a phone number into international form (`+32475123456`) using the
/// country's calling code for national numbers (`0475 12 34 56`).
pub fn normalise_phone(text: &str, country: &str) -> Result<String, &'static str> {
    let compact: String = text.chars().filter(|c| !matches!(c, ' ' | '-' | '.' | '(' | ')' | '/')).collect();
    let (international, digits) = if let Some(rest) = compact.strip_prefix('+') {
        (true, rest.to_owned())
    } else if let Some(rest) = compact.strip_prefix("00") {
        (true, rest.to_owned())
    } else {
        (false, compact.clone())
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return Err("Use digits only, with an optional leading + (e.g. +32 475 12 34 56).");
    }
    let number = if international {
        digits
    } else {
        let Some((_, code, _)) = PHONE_COUNTRIES.iter().find(|(iso, _, _)| iso.eq_ignore_ascii_case(country)) else {
            return Err("Write the number with its country code, e.g. +32 475 12 34 56.");
        };
        let national = digits.strip_prefix('0').unwrap_or(&digits);
        format!("{code}{national}")
    };
    if !(8..=15).contains(&number.len()) {
        return Err("This number has too few or too many digits.");
    }
    Ok(format!("+{number}"))
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
        draft.birthdate = "1899-12-31".into();
        assert!(draft.validate(today()).error(Field::Birthdate).is_some());
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
}
