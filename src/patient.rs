//! The patient, below everything that stores, sends or shows them: the draft (every field as
//! typed) and its edits, its validation as the user types, the conversion to a payload, the
//! comparison of two records and the merge of chosen fields onto one, and the mapping of the
//! service's per-field messages back onto the fields. The state, the stores and the worker
//! all use it; it uses none of them. What a valid field is, is not decided here but in
//! [`crate::patient_rules`], which the sandbox shares; [`words`] says its problems as messages.
//! Nothing here holds a sentence: a field's problem is a [`Msg`], worded by the view.

use std::collections::BTreeMap;

use crate::drafts::{DraftGender, DraftPatient, DraftPhoneType};

use crate::api::error::normalise_field;
use crate::api::{ApiError, Birthdate, Gender, Patient, PatientPayload, PhonePayload, PhoneType};
use crate::i18n::Msg;
use crate::patient_rules::{
    self as rules, CLINIC_COUNTRY, DateProblem, NAME_MAX_CHARS, complete_language, display_date, display_phone,
};
pub use crate::patient_rules::{PHONE_COUNTRIES, normalise_phone};

#[path = "patient_words.rs"]
pub mod words;
pub use words::COMMON_LANGUAGES;

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

    /// The message id of the field's name (`patient-field-first-name`); views word it with
    /// `tr.text(field.label())`, sentences take [`Field::name_msg`].
    pub fn label(self) -> &'static str {
        match self {
            Field::FirstName => "patient-field-first-name",
            Field::LastName => "patient-field-last-name",
            Field::Gender => "patient-field-gender",
            Field::Birthdate => "patient-field-birthdate",
            Field::Language => "patient-field-language",
            Field::Email => "patient-field-email",
            Field::PhoneNumber => "patient-field-phone-number",
            Field::PhoneType => "patient-field-phone-type",
            Field::PhoneCountry => "patient-field-phone-country",
            Field::ExternalReference => "patient-field-external-reference",
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
    pub errors: BTreeMap<Field, Msg>,
    /// The phone number as it will be sent (E.164, `+32475123456`), when it could be read.
    pub normalised_phone: Option<String>,
    /// The ISO code of the number's country when the typed number named another country than
    /// the one chosen (`+31 6 12345678` typed under BE → `NL`); the form switches to it.
    pub phone_country_from_number: Option<String>,
    /// How a typed birthdate was understood (the view shows it as a long date, "3 February 1990").
    pub birthdate_reading: Option<jiff::civil::Date>,
}

impl Validation {
    pub fn is_ok(&self) -> bool {
        self.errors.is_empty()
    }

    pub fn error(&self, field: Field) -> Option<&Msg> {
        self.errors.get(&field)
    }

    /// "Field: problem" for one field's problem, as the save button's hover text lists them.
    pub fn problem_line(field: Field, problem: &Msg) -> Msg {
        Msg::new("rules-problem-line").with("field", field.name_msg()).with("problem", problem.clone())
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

    /// Checks every field, as the user types.
    pub fn validate(&self, today: jiff::civil::Date) -> Validation {
        let mut out = Validation::default();
        let mut fail = |field: Field, message: Msg| {
            out.errors.entry(field).or_insert(message);
        };
        if self.first_name.trim().is_empty() {
            fail(Field::FirstName, Msg::new("rules-enter-first-name"));
        } else if let Some(problem) = rules::too_long(&self.first_name, NAME_MAX_CHARS) {
            fail(Field::FirstName, words::too_long(problem));
        }
        if self.last_name.trim().is_empty() {
            fail(Field::LastName, Msg::new("rules-enter-last-name"));
        } else if let Some(problem) = rules::too_long(&self.last_name, NAME_MAX_CHARS) {
            fail(Field::LastName, words::too_long(problem));
        }
        if self.gender.is_none() {
            fail(Field::Gender, Msg::new("rules-choose-gender"));
        }
        if self.birthdate.trim().is_empty() {
            fail(Field::Birthdate, Msg::new("rules-enter-birthdate"));
        } else {
            match read_typed_date(&self.birthdate).and_then(|date| match rules::birthdate_problem(date.0, today) {
                Some(problem) => Err(problem),
                None => Ok(date),
            }) {
                Ok(date) => out.birthdate_reading = Some(date.0),
                Err(problem) => fail(Field::Birthdate, words::date_problem(&problem)),
            }
        }
        if !rules::is_language_tag(&complete_language(&self.language, CLINIC_COUNTRY)) {
            fail(Field::Language, Msg::new("rules-language"));
        }
        let email = self.email.trim();
        if let Some(problem) = (!email.is_empty()).then(|| rules::read_email_problem(email)).flatten() {
            fail(Field::Email, words::email_problem(problem));
        }
        if !self.phone_number.trim().is_empty() {
            if self.phone_type.is_none() {
                fail(Field::PhoneType, Msg::new("rules-choose-phone-type"));
            }
            let country = self.phone_country.trim().to_ascii_uppercase();
            let international = rules::is_international(&self.phone_number);
            if !international && !rules::is_phone_country(&country) {
                fail(Field::PhoneCountry, Msg::new("rules-choose-phone-country"));
            }
            match rules::read_phone(&self.phone_number, &country) {
                Ok(reading) => {
                    let as_mobile = self.phone_type == Some(PhoneTypeChoice::Mobile);
                    if let Some(problem) = as_mobile.then(|| rules::mobile_problem(&reading)).flatten() {
                        fail(Field::PhoneNumber, words::phone_problem(&problem));
                    }
                    out.normalised_phone = Some(reading.e164);
                    if reading.country != country {
                        out.phone_country_from_number = Some(reading.country);
                    }
                }
                Err(problem) => fail(Field::PhoneNumber, words::phone_problem(&problem)),
            }
        }
        if self.external_reference.trim().is_empty() {
            fail(Field::ExternalReference, Msg::new("rules-enter-reference"));
        } else if let Some(problem) = rules::reference_problem(&self.external_reference) {
            fail(Field::ExternalReference, words::reference_problem(problem));
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
            // Stable names, for comparing (views show [`PatientDraft::shown_value`]).
            Field::Gender => self.gender.map(|g| format!("{g:?}")).unwrap_or_default(),
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
            Field::PhoneType => self.phone_type.map(|t| format!("{t:?}")).unwrap_or_default(),
            Field::PhoneCountry => match rules::country_name(&self.phone_country) {
                Some(name) => name.to_owned(),
                None => self.phone_country.trim().to_ascii_uppercase(),
            },
            Field::ExternalReference => self.external_reference.trim().to_owned(),
        }
    }

    /// A field's value for a person, in any language: what [`PatientDraft::display_value`]
    /// compares, with the date as a date (shown in the language's form), gender, phone type
    /// and country in words, a language by its name (a tag not offered as it is).
    pub fn shown_value(&self, field: Field) -> ShownValue {
        let text = self.display_value(field);
        if text.is_empty() {
            return ShownValue::Empty;
        }
        match field {
            Field::Gender => self.gender.map_or(ShownValue::Text(text), |g| ShownValue::Words(words::gender(g))),
            Field::PhoneType => {
                self.phone_type.map_or(ShownValue::Text(text), |t| ShownValue::Words(words::phone_type(t)))
            }
            Field::PhoneCountry => ShownValue::Words(words::country(&self.phone_country)),
            Field::Birthdate => {
                parse_typed_date(&self.birthdate).map_or(ShownValue::Text(text), |d| ShownValue::Date(d.date()))
            }
            Field::Language => match words::language_name(&text) {
                Some(name) => {
                    ShownValue::Words(Msg::new("patient-language-with-tag").with("name", name).with("tag", text))
                }
                None => ShownValue::Text(text),
            },
            _ => ShownValue::Text(text),
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

    /// This record with `fields` taken from `changes`: the one merge of an update that does not
    /// come from the whole form (a day's list, a row the user chose to update). Every other
    /// field stays as the record has it; a phone number brings its type and country along.
    #[must_use]
    pub fn merged_with(&self, changes: &PatientDraft, fields: &[Field]) -> PatientDraft {
        let mut merged = self.clone();
        for field in fields {
            merged.copy_field(*field, changes);
            if *field == Field::PhoneNumber {
                merged.copy_field(Field::PhoneType, changes);
                merged.copy_field(Field::PhoneCountry, changes);
            }
        }
        merged
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

/// A field's value as a view shows it (see [`PatientDraft::shown_value`]).
#[derive(Clone, Debug, PartialEq)]
pub enum ShownValue {
    Empty,
    /// Shown as it is (names, numbers, references, a tag not offered).
    Text(String),
    /// Shown in the language's date form.
    Date(jiff::civil::Date),
    Words(Msg),
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
