//! Validation of request bodies: reading patient details out of untyped JSON (field names are
//! matched case-insensitively, like ASP.NET Core) and collecting ASP.NET-style field errors
//! keyed by PascalCase names (`Phone.PhoneNumber`, `Patient.FirstName`, ...). What a valid
//! field is comes from [`intake_rules`], the app's own rules: the sandbox is strict
//! where the app normalises (E.164 numbers, lower-case tags), and accepts all the app sends.

use std::collections::BTreeMap;

use serde_json::{Map, Value};

use super::problem::{FieldErrors, add_error};
use super::store::{PatientDetails, Phone};
use intake_rules as rules;

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

/// Today's date `hours` from UTC: at +14 as late as it is anywhere on earth (a birthdate after
/// that is in the future for everyone), at -12 as early.
fn today_at(hours: i64) -> jiff::civil::Date {
    let now = jiff::Timestamp::now();
    let there = now.checked_add(jiff::SignedDuration::from_hours(hours)).unwrap_or(now);
    there.to_zoned_datetime(jiff::tz::TimeZone::UTC).date()
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

/// A required text field of at most `max` characters.
fn limited(
    object: &Map<String, Value>,
    json_name: &str,
    error_name: &str,
    max: usize,
    errors: &mut FieldErrors,
) -> Option<String> {
    let value = required(object, json_name, error_name, errors)?;
    if rules::length_problem(&value, max).is_some() {
        let field = last_segment(error_name);
        add_error(errors, error_name, format!("The field {field} must be a string with a maximum length of {max}."));
        return None;
    }
    Some(value)
}

/// `+` and digits only: what an E.164 number looks like on the wire.
fn is_e164_shaped(s: &str) -> bool {
    s.strip_prefix('+').is_some_and(|digits| !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()))
}

/// The phone number in E.164 form, when it is international, valid by its numbering plan, a
/// mobile number when the type says so, and of the country given.
fn phone_number(
    number: &str,
    kind: Option<&str>,
    country: Option<&str>,
    prefix: &str,
    errors: &mut FieldErrors,
) -> Option<String> {
    let number_field = format!("{prefix}Phone.PhoneNumber");
    if !is_e164_shaped(number) {
        add_error(
            errors,
            &number_field,
            "The PhoneNumber must be in international format: '+' followed by digits, without spaces.",
        );
        return None;
    }
    let reading = match rules::read_phone(number, "") {
        Ok(reading) => reading,
        Err(problem) => {
            add_error(errors, &number_field, problem.to_string());
            return None;
        }
    };
    if let Some(problem) = (kind == Some("mobile")).then(|| rules::mobile_problem(&reading)).flatten() {
        add_error(errors, &number_field, problem.to_string());
        return None;
    }
    if country.is_some_and(|c| c != reading.country) {
        add_error(
            errors,
            &format!("{prefix}Phone.CountryIsoAlpha2"),
            format!("The number {} belongs to country {}.", reading.international, reading.country),
        );
        return None;
    }
    Some(reading.e164)
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
    let number = number.and_then(|n| phone_number(&n, kind.as_deref(), country.as_deref(), prefix, errors));
    Some(Phone { phone_number: number?, kind: kind?, country_iso_alpha2: country? })
}

/// What the sandbox would say about a patient object (as sent in `POST /patients`), field by
/// field; empty when it would accept it. For tests that check the app sends what the service takes.
pub fn patient_problems(value: &Value) -> BTreeMap<String, Vec<String>> {
    let mut errors = FieldErrors::new();
    patient_details(value, "", &mut errors);
    errors
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

    let first_name = limited(object, "firstName", &name("FirstName"), rules::NAME_MAX_CHARS, errors);
    let last_name = limited(object, "lastName", &name("LastName"), rules::NAME_MAX_CHARS, errors);

    let gender = gender(object, &name("Gender"), errors);
    let birthdate = birthdate(object, &name("Birthdate"), errors);
    let language = language(object, &name("Language"), errors);
    let email = email(object, &name("Email"), errors);
    let phone = field(object, "phone").and_then(|p| validate_phone(p, prefix, errors));
    let external_reference = external_reference(object, &name("ExternalReference"), errors);

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

/// `gender`: `male` or `female` (any case), optional.
fn gender(object: &Map<String, Value>, name: &str, errors: &mut FieldErrors) -> Option<String> {
    string_field(object, "gender", name, errors).and_then(|g| {
        let lower = g.trim().to_ascii_lowercase();
        if matches!(lower.as_str(), "male" | "female") {
            Some(lower)
        } else {
            add_error(errors, name, "The field Gender must be 'male' or 'female'.");
            None
        }
    })
}

/// `birthdate`: required, a date (or date-time) neither in the future nor too long ago.
fn birthdate(object: &Map<String, Value>, name: &str, errors: &mut FieldErrors) -> Option<String> {
    let raw = required(object, "birthdate", name, errors)?;
    let Some(date) = parse_birthdate(&raw) else {
        add_error(errors, name, "The Birthdate field must be a date (YYYY-MM-DD) or an ISO 8601 date-time.");
        return None;
    };
    // In the future where it is latest, more than 130 years ago where it is earliest: what
    // the app accepts on its own day is accepted here whatever its time zone.
    let problem = if date > today_at(14) {
        Some(rules::DateProblem::Future)
    } else if date < rules::oldest_birthdate(today_at(-12)) {
        Some(rules::DateProblem::TooOld)
    } else {
        None
    };
    if let Some(problem) = problem {
        add_error(errors, name, problem.to_string());
        return None;
    }
    Some(date.to_string())
}

/// `language`: optional, a lower-case language-region tag.
fn language(object: &Map<String, Value>, name: &str, errors: &mut FieldErrors) -> Option<String> {
    string_field(object, "language", name, errors).and_then(|l| {
        if rules::is_language_tag(&l) {
            Some(l)
        } else {
            add_error(errors, name, "The field Language must be a lower-case language-region tag such as 'nl-be'.");
            None
        }
    })
}

/// `email`: optional (blank is none), a valid address by the app's rule.
fn email(object: &Map<String, Value>, name: &str, errors: &mut FieldErrors) -> Option<String> {
    string_field(object, "email", name, errors).filter(|e| !e.trim().is_empty()).and_then(|e| {
        let e = e.trim().to_owned();
        match rules::email_problem(&e) {
            None => Some(e),
            Some(problem) => {
                add_error(errors, name, format!("The Email field is not a valid e-mail address: {problem}"));
                None
            }
        }
    })
}

/// `externalReference`: required, limited in length and characters by the app's rule.
fn external_reference(object: &Map<String, Value>, name: &str, errors: &mut FieldErrors) -> Option<String> {
    let reference = limited(object, "externalReference", name, rules::EXTERNAL_REFERENCE_MAX_CHARS, errors)?;
    match rules::external_reference_problem(&reference) {
        None => Some(reference),
        Some(problem) => {
            add_error(errors, name, problem);
            None
        }
    }
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

    fn errors_of(body: &Value) -> FieldErrors {
        let mut errors = FieldErrors::new();
        patient_details(body, "", &mut errors);
        errors
    }

    #[test]
    fn the_seeded_patients_are_valid() {
        for patient in super::super::seed::demo_data().patients {
            assert_eq!(errors_of(&patient.to_json()), FieldErrors::new(), "{}", patient.patient_id);
        }
    }

    #[test]
    fn phone_numbers_are_judged_by_their_country_plan() {
        let with_phone = |number: &str, kind: &str, country: &str| {
            let mut body = ok_patient();
            body["phone"] = json!({"phoneNumber": number, "type": kind, "countryIsoAlpha2": country});
            errors_of(&body)
        };
        // Each country's mobiles are created over HTTP in tests/service/sandbox_http/patients.rs.
        assert_eq!(with_phone("+393471234567", "mobile", "IT"), FieldErrors::new());
        let landline = with_phone("+3225551234", "mobile", "BE");
        assert_eq!(landline.keys().collect::<Vec<_>>(), ["Phone.PhoneNumber"]);
        assert!(landline["Phone.PhoneNumber"][0].contains("landline"), "{landline:?}");
        assert_eq!(with_phone("+3225551234", "landline", "BE"), FieldErrors::new());
        assert_eq!(with_phone("+390612345678", "landline", "IT"), FieldErrors::new());
        for bad in ["+3247012345", "+324701234567", "+32 470 12 34 56", "0470123456", "+99123456"] {
            assert_eq!(with_phone(bad, "mobile", "BE").keys().collect::<Vec<_>>(), ["Phone.PhoneNumber"], "{bad}");
        }
        let elsewhere = with_phone("+31612345678", "mobile", "BE");
        assert_eq!(elsewhere.keys().collect::<Vec<_>>(), ["Phone.CountryIsoAlpha2"]);
    }

    #[test]
    fn limits_language_and_e_mail_are_the_apps() {
        let with = |field: &str, value: Value| {
            let mut body = ok_patient();
            body[field] = value;
            errors_of(&body).into_keys().collect::<Vec<_>>()
        };
        assert!(with("firstName", json!("a".repeat(100))).is_empty());
        assert_eq!(with("firstName", json!("a".repeat(101))), ["FirstName"]);
        assert_eq!(with("lastName", json!("a".repeat(101))), ["LastName"]);
        assert!(with("externalReference", json!("r".repeat(64))).is_empty());
        assert_eq!(with("externalReference", json!("r".repeat(65))), ["ExternalReference"]);
        assert_eq!(with("externalReference", json!("..")), ["ExternalReference"]);
        // 64 + 1 + 189 octets (labels at most 63): 254 is the most an address may have.
        let address =
            |last: usize| format!("{}@{}.{}.{}.org", "l".repeat(64), "d".repeat(63), "d".repeat(63), "d".repeat(last));
        assert!(with("email", json!(address(57))).is_empty());
        assert_eq!(with("email", json!(address(58))), ["Email"]);
        assert_eq!(with("email", json!("zoe@localhost")), ["Email"]);
        assert_eq!(with("language", json!("nl-BE")), ["Language"]);
        assert_eq!(with("language", json!("nl")), ["Language"]);
        assert_eq!(with("birthdate", json!("1890-01-01")), ["Birthdate"]);
    }
}
