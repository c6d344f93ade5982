//! Validation of request bodies: reading patient details out of untyped JSON (field names are
//! matched case-insensitively, like ASP.NET Core) and collecting ASP.NET-style field errors
//! keyed by PascalCase names (`Phone.PhoneNumber`, `Patient.FirstName`, ...).

use serde_json::{Map, Value};

use super::problem::{FieldErrors, add_error};
use super::store::{PatientDetails, Phone};

/// Looks a field up by name, ignoring ASCII case.
pub(crate) fn field<'a>(object: &'a Map<String, Value>, name: &str) -> Option<&'a Value> {
    object
        .get(name)
        .or_else(|| object.iter().find(|(k, _)| k.eq_ignore_ascii_case(name)).map(|(_, v)| v))
        .filter(|v| !v.is_null())
}

/// Reads an optional string field; a non-string value is a field error.
pub(crate) fn string_field(
    object: &Map<String, Value>,
    json_name: &str,
    error_name: &str,
    errors: &mut FieldErrors,
) -> Option<String> {
    match field(object, json_name)? {
        Value::String(s) => Some(s.clone()),
        _ => {
            add_error(
                errors,
                error_name,
                format!("The JSON value for {error_name} could not be converted to System.String."),
            );
            None
        }
    }
}

/// Reads an optional boolean field (default `false`); a non-boolean value is a field error.
pub(crate) fn bool_field(
    object: &Map<String, Value>,
    json_name: &str,
    error_name: &str,
    errors: &mut FieldErrors,
) -> bool {
    match field(object, json_name) {
        None => false,
        Some(Value::Bool(b)) => *b,
        Some(_) => {
            add_error(
                errors,
                error_name,
                format!("The JSON value for {error_name} could not be converted to System.Boolean."),
            );
            false
        }
    }
}

fn required(
    object: &Map<String, Value>,
    json_name: &str,
    error_name: &str,
    errors: &mut FieldErrors,
) -> Option<String> {
    let value = string_field(object, json_name, error_name, errors);
    match value {
        Some(v) if !v.trim().is_empty() => Some(v),
        Some(_) | None => {
            if !errors.contains_key(error_name) {
                add_error(errors, error_name, format!("The {} field is required.", last_segment(error_name)));
            }
            None
        }
    }
}

fn last_segment(name: &str) -> &str {
    name.rsplit('.').next().unwrap_or(name)
}

/// Today's date as late as it is anywhere on earth (UTC+14): a birthdate after that is in the
/// future for everyone.
fn latest_today() -> jiff::civil::Date {
    let now = jiff::Timestamp::now();
    let ahead = now.checked_add(jiff::SignedDuration::from_hours(14)).unwrap_or(now);
    ahead.to_zoned(jiff::tz::TimeZone::UTC).date()
}

/// Parses a birthdate given as `YYYY-MM-DD` or an ISO 8601 date-time; returns the date part
/// exactly as written (no time-zone conversion).
pub(crate) fn parse_birthdate(raw: &str) -> Option<jiff::civil::Date> {
    let raw = raw.trim();
    let date_part = raw.get(..10)?;
    let date: jiff::civil::Date = date_part.parse().ok()?;
    if raw.len() == 10 {
        return Some(date);
    }
    let rest = raw.get(10..)?;
    if !(rest.starts_with('T') || rest.starts_with('t') || rest.starts_with(' ')) {
        return None;
    }
    let normalised = format!("{date_part}T{}", &rest[1..]);
    let ok = normalised.parse::<jiff::Timestamp>().is_ok() || normalised.parse::<jiff::civil::DateTime>().is_ok();
    ok.then_some(date)
}

fn is_language_tag(s: &str) -> bool {
    let b = s.as_bytes();
    b.len() == 5
        && b[2] == b'-'
        && b[..2].iter().all(u8::is_ascii_lowercase)
        && b[3..].iter().all(u8::is_ascii_lowercase)
}

/// A pragmatic e-mail check: one `@`, a non-empty local part, a dotted domain, no spaces.
pub(crate) fn is_email(s: &str) -> bool {
    let Some((local, domain)) = s.split_once('@') else {
        return false;
    };
    !local.is_empty()
        && !domain.contains('@')
        && !s.chars().any(|c| c.is_whitespace() || c.is_control())
        && domain.contains('.')
        && domain.split('.').all(|part| !part.is_empty())
}

fn is_international_number(s: &str) -> bool {
    match s.strip_prefix('+') {
        Some(digits) => (6..=15).contains(&digits.len()) && digits.bytes().all(|b| b.is_ascii_digit()),
        None => false,
    }
}

fn validate_phone(value: &Value, prefix: &str, errors: &mut FieldErrors) -> Option<Phone> {
    let name = |field: &str| format!("{prefix}Phone.{field}");
    let Value::Object(object) = value else {
        add_error(
            errors,
            &format!("{prefix}Phone"),
            "The Phone field must be an object with PhoneNumber, Type and CountryIsoAlpha2.",
        );
        return None;
    };
    let number = required(object, "phoneNumber", &name("PhoneNumber"), errors);
    let kind = required(object, "type", &name("Type"), errors);
    let country = required(object, "countryIsoAlpha2", &name("CountryIsoAlpha2"), errors);

    let number = number.and_then(|n| {
        if is_international_number(&n) {
            Some(n)
        } else {
            add_error(
                errors,
                &name("PhoneNumber"),
                "The PhoneNumber must be in international format: '+' followed by 6 to 15 digits, without spaces.",
            );
            None
        }
    });
    let kind = kind.and_then(|k| {
        let lower = k.trim().to_ascii_lowercase();
        if matches!(lower.as_str(), "mobile" | "landline" | "cordless") {
            Some(lower)
        } else {
            add_error(errors, &name("Type"), "The field Type must be one of: mobile, landline, cordless.");
            None
        }
    });
    let country = country.and_then(|c| {
        let c = c.trim();
        if c.len() == 2 && c.bytes().all(|b| b.is_ascii_alphabetic()) {
            Some(c.to_ascii_uppercase())
        } else {
            add_error(
                errors,
                &name("CountryIsoAlpha2"),
                "The field CountryIsoAlpha2 must be a two-letter country code.",
            );
            None
        }
    });
    Some(Phone { phone_number: number?, kind: kind?, country_iso_alpha2: country? })
}

/// Validates a patient payload. Field errors are keyed `{prefix}FirstName` etc.; returns the
/// details only when there was no error for this patient.
pub(crate) fn patient_details(value: &Value, prefix: &str, errors: &mut FieldErrors) -> Option<PatientDetails> {
    let before = errors.len();
    let Value::Object(object) = value else {
        let name = if prefix.is_empty() { "$".to_owned() } else { prefix.trim_end_matches('.').to_owned() };
        add_error(errors, &name, "The patient must be a JSON object.");
        return None;
    };
    let name = |field: &str| format!("{prefix}{field}");

    let first_name = required(object, "firstName", &name("FirstName"), errors);
    let last_name = required(object, "lastName", &name("LastName"), errors);

    let gender = string_field(object, "gender", &name("Gender"), errors).and_then(|g| {
        let lower = g.trim().to_ascii_lowercase();
        if matches!(lower.as_str(), "male" | "female") {
            Some(lower)
        } else {
            add_error(errors, &name("Gender"), "The field Gender must be 'male' or 'female'.");
            None
        }
    });

    let birthdate = required(object, "birthdate", &name("Birthdate"), errors).and_then(|raw| {
        let Some(date) = parse_birthdate(&raw) else {
            add_error(
                errors,
                &name("Birthdate"),
                "The Birthdate field must be a date (YYYY-MM-DD) or an ISO 8601 date-time.",
            );
            return None;
        };
        if date > latest_today() {
            add_error(errors, &name("Birthdate"), "The Birthdate cannot be in the future.");
            return None;
        }
        if date < jiff::civil::date(1900, 1, 1) {
            add_error(errors, &name("Birthdate"), "The Birthdate cannot be before 1900-01-01.");
            return None;
        }
        Some(date.to_string())
    });

    let language = string_field(object, "language", &name("Language"), errors).and_then(|l| {
        if is_language_tag(&l) {
            Some(l)
        } else {
            add_error(
                errors,
                &name("Language"),
                "The field Language must be a lower-case language-region tag such as 'nl-be'.",
            );
            None
        }
    });

    let email = string_field(object, "email", &name("Email"), errors).filter(|e| !e.trim().is_empty()).and_then(|e| {
        let e = e.trim().to_owned();
        if is_email(&e) {
            Some(e)
        } else {
            add_error(errors, &name("Email"), "The Email field is not a valid e-mail address.");
            None
        }
    });

    let phone = field(object, "phone").and_then(|p| validate_phone(p, prefix, errors));

    let external_reference = required(object, "externalReference", &name("ExternalReference"), errors);

    if errors.len() != before {
        return None;
    }
    Some(PatientDetails {
        first_name: first_name?.trim().to_owned(),
        last_name: last_name?.trim().to_owned(),
        gender,
        birthdate: birthdate?,
        language,
        email,
        phone,
        external_reference: external_reference?,
        other_fields: other_fields(object),
    })
}

/// The fields of a patient object that the sandbox does not know; the ones the service sets
/// itself (identifier, timestamps) are never taken from a caller.
fn other_fields(object: &Map<String, Value>) -> Map<String, Value> {
    const KNOWN: [&str; 12] = [
        "firstname",
        "lastname",
        "gender",
        "birthdate",
        "language",
        "email",
        "phone",
        "externalreference",
        "patientid",
        "id",
        "createdat",
        "updatedat",
    ];
    object
        .iter()
        .filter(|(name, _)| !KNOWN.contains(&name.to_ascii_lowercase().as_str()))
        .map(|(name, value)| (name.clone(), value.clone()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn ok_patient() -> Value {
        json!({
            "firstName": "Zoë", "lastName": "Vermeulen", "gender": "Female",
            "birthdate": "1987-04-12T00:00:00.000Z", "language": "nl-be",
            "email": "zoe@example.be",
            "phone": {"phoneNumber": "+32470123456", "type": "mobile", "countryIsoAlpha2": "be"},
            "externalReference": "MRN-1"
        })
    }

    #[test]
    fn accepts_a_full_patient() {
        let mut errors = FieldErrors::new();
        let details = patient_details(&ok_patient(), "", &mut errors);
        assert!(errors.is_empty(), "{errors:?}");
        let details = details.unwrap_or_else(|| panic!("no details"));
        assert_eq!(details.birthdate, "1987-04-12");
        assert_eq!(details.gender.as_deref(), Some("female"));
        assert_eq!(details.phone.map(|p| p.country_iso_alpha2), Some("BE".to_owned()));
    }

    #[test]
    fn birthdate_keeps_the_written_date() {
        let d = parse_birthdate("1990-01-01T23:30:00-05:00").map(|d| d.to_string());
        assert_eq!(d.as_deref(), Some("1990-01-01"));
        assert!(parse_birthdate("1990-02-30").is_none());
        assert!(parse_birthdate("01/02/1990").is_none());
        assert!(parse_birthdate("1990-01-01Tnonsense").is_none());
    }

    #[test]
    fn reports_every_bad_field_with_prefix() {
        let body = json!({
            "firstName": " ", "gender": "x", "birthdate": "2999-01-01", "language": "NL-BE",
            "email": "nope", "phone": {"phoneNumber": "+32 470", "type": "pager", "countryIsoAlpha2": "BEL"},
        });
        let mut errors = FieldErrors::new();
        assert!(patient_details(&body, "Patient.", &mut errors).is_none());
        let keys: Vec<&str> = errors.keys().map(String::as_str).collect();
        assert_eq!(
            keys,
            [
                "Patient.Birthdate",
                "Patient.Email",
                "Patient.ExternalReference",
                "Patient.FirstName",
                "Patient.Gender",
                "Patient.Language",
                "Patient.LastName",
                "Patient.Phone.CountryIsoAlpha2",
                "Patient.Phone.PhoneNumber",
                "Patient.Phone.Type",
            ]
        );
    }
}
