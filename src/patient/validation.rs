//! A draft's validation as the user types, field by field (each problem a [`Msg`], judged by
//! [`crate::patient_rules`]), and the payload sent once it is valid.

use std::collections::BTreeMap;

use crate::api::{PatientPayload, PhonePayload};
use crate::i18n::Msg;
use crate::patient_rules::{self as rules, CLINIC_COUNTRY, NAME_MAX_CHARS, complete_language};

use super::{Field, PatientDraft, PhoneTypeChoice, parse_typed_date, read_typed_date, words};

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

/// What a clinic's external references are, as its policy says (`[external_reference]`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ReferenceKind {
    /// The clinic's own numbering: any text the service takes.
    #[default]
    Own,
    /// National numbers (Belgian INSZ/NISS or BIS, Dutch BSN, Luxembourg matricule), checked by
    /// their check digits and kept as their digits alone, so one person typed two ways is one
    /// reference.
    NationalNumber,
}

impl ReferenceKind {
    /// What is wrong with a typed reference under this kind (`None`: nothing, or empty — the
    /// form says "enter" for that).
    pub fn problem(self, text: &str) -> Option<Msg> {
        if let Some(problem) = rules::reference_problem(text) {
            return Some(words::reference_problem(problem));
        }
        match self {
            _ if text.trim().is_empty() => None,
            ReferenceKind::Own => None,
            ReferenceKind::NationalNumber => {
                crate::patient_rules::national_number::read_any(text).err().map(words::national_number_problem)
            }
        }
    }

    /// The other forms a reference may be on record under, for the client's look-ups: a
    /// national number kept as its digits may be on record as written before the clinic said
    /// its references are national numbers (`85.07.30-033.28`); the clinic's own numbering is
    /// looked up exactly as given.
    pub fn reference_forms(self) -> Option<crate::api::ReferenceForms> {
        match self {
            ReferenceKind::Own => None,
            ReferenceKind::NationalNumber => {
                Some(crate::api::ReferenceForms(std::sync::Arc::new(|reference: &str| {
                    crate::patient_rules::national_number::written_forms(reference)
                })))
            }
        }
    }

    /// The reference as it is sent and looked up: trimmed, and a national number's digits alone.
    pub fn kept(self, text: &str) -> String {
        match self {
            ReferenceKind::NationalNumber => match crate::patient_rules::national_number::read_any(text) {
                Ok((_, digits)) => digits,
                Err(_) => text.trim().to_owned(),
            },
            ReferenceKind::Own => text.trim().to_owned(),
        }
    }
}

/// What a draft is checked against: the day (a birthdate may not be after it) and the kind of
/// external reference the clinic uses. A bare date is the clinic's own numbering.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DraftChecks {
    pub today: jiff::civil::Date,
    pub references: ReferenceKind,
}

impl From<jiff::civil::Date> for DraftChecks {
    fn from(today: jiff::civil::Date) -> DraftChecks {
        DraftChecks { today, references: ReferenceKind::Own }
    }
}

impl PatientDraft {
    /// Checks every field, as the user types.
    pub fn validate(&self, checks: impl Into<DraftChecks>) -> Validation {
        let DraftChecks { today, references } = checks.into();
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
            let enter = match references {
                ReferenceKind::Own => "rules-enter-reference",
                ReferenceKind::NationalNumber => "rules-enter-national-number",
            };
            fail(Field::ExternalReference, Msg::new(enter));
        } else if let Some(problem) = references.problem(&self.external_reference) {
            fail(Field::ExternalReference, problem);
        }
        out
    }

    /// The payload to send, when the draft is valid.
    pub fn to_payload(&self, checks: impl Into<DraftChecks>) -> Result<PatientPayload, Validation> {
        let checks = checks.into();
        let validation = self.validate(checks);
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
            external_reference: checks.references.kept(&self.external_reference),
            extra: Default::default(),
        })
    }
}
