//! A field of the patient form: the message id of its name, its name in the service's payload,
//! and the service's many spellings of a field's name read back.

use crate::api::error::normalise_field;

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
