//! A draft's values as a person reads them, the same however they were typed: for comparing two
//! records (which fields differ, whether it looks like another person), for showing a value in
//! any language, and for merging chosen fields of one draft onto another.

use crate::api::Patient;
use crate::i18n::Msg;
use crate::patient_rules::{self as rules, CLINIC_COUNTRY, complete_language, display_date, display_phone};

use super::{Field, PatientDraft, parse_typed_date, words};

impl PatientDraft {
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
            // An offered language by its own name, as the form's list shows it.
            Field::Language => ShownValue::Text(words::language_shown(&text)),
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
