//! What a valid patient field is: the one place that says it, for the app's patient form
//! (`intake_desk::state::patient_form`) and the sandbox service (`intake_sandbox`) alike.
//!
//! Plain functions over text, dates and libphonenumber's metadata (the `phonenumber` crate); no
//! egui and no app state. The form is lenient in what it reads (national numbers, `nl`,
//! `03.02.1990`) and sends the normal form; the sandbox is strict in what it accepts (E.164
//! numbers, lower-case `ll-rr` tags, ISO dates). Both judge by these rules, so what one accepts
//! the other does too. Problems are data (`DateProblem`, `PhoneProblem`, `EmailProblem`, …); their
//! `Display` is the sandbox's English, and the app words them in the user's language.

use std::fmt;

use jiff::civil::Date;

// Phone numbers are most of the rules (the numbering plans, their reading and formatting): a
// module of their own, their paths unchanged at the crate's root.
pub mod national_number;
mod phone;

pub use phone::{
    NumberKind, PhoneProblem, PhoneReading, can_receive_sms, clinic_plans_read, display_phone, is_international,
    is_phone_country, mobile_problem, normalise_phone, read_phone, warm_up,
};

/// The clinic's own country: it completes a bare language (`nl` → `nl-be`) and is the country a
/// new registration's phone number starts in. Every clinic using the app is in Belgium today;
/// when that changes this becomes a setting.
pub const CLINIC_COUNTRY: &str = "BE";

/// First and last names: at most this many characters each.
pub const NAME_MAX_CHARS: usize = 100;
/// The patient's number in the clinic's own system: at most this many characters.
pub const EXTERNAL_REFERENCE_MAX_CHARS: usize = 64;
/// An e-mail address: at most this many octets (RFC 5321's 256-octet path minus its `<` `>`).
pub const EMAIL_MAX_OCTETS: usize = 254;
/// A birthdate lies at most this many years before today.
pub const MAX_AGE_YEARS: i16 = 130;

/// Countries offered for phone numbers: ISO code, calling code, English name.
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

/// The English name of a country offered for phone numbers (`BE` → `Belgium`).
pub fn country_name(iso: &str) -> Option<&'static str> {
    PHONE_COUNTRIES.iter().find(|(code, _, _)| code.eq_ignore_ascii_case(iso.trim())).map(|(_, _, name)| *name)
}

/// A country's name for a sentence: its English name, or its code when it has none here.
fn country_for_people(iso: &str) -> String {
    country_name(iso).map_or_else(|| iso.trim().to_ascii_uppercase(), str::to_owned)
}

// ---------------------------------------------------------------------------------------------
// Text limits
// ---------------------------------------------------------------------------------------------

/// A text over its limit: at most `max` characters, and it has `count`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooLong {
    pub max: usize,
    pub count: usize,
}

impl fmt::Display for TooLong {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "At most {} characters; this has {}.", self.max, self.count)
    }
}

/// How far `text` (trimmed) is over `max` characters, if it is.
pub fn too_long(text: &str, max: usize) -> Option<TooLong> {
    let count = text.trim().chars().count();
    (count > max).then_some(TooLong { max, count })
}

/// A message when `text` (trimmed) has more than `max` characters.
pub fn length_problem(text: &str, max: usize) -> Option<String> {
    too_long(text, max).map(|problem| problem.to_string())
}

/// Why an external reference that is not empty is not right.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReferenceProblem {
    /// `.` and `..` are path segments, so such a reference could not be looked up.
    DotsOnly,
    TooLong(TooLong),
}

impl fmt::Display for ReferenceProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReferenceProblem::DotsOnly => f.write_str("A reference cannot consist of dots only."),
            ReferenceProblem::TooLong(too_long) => too_long.fmt(f),
        }
    }
}

/// What is wrong with an external reference that is not empty: too long, or dots only.
pub fn reference_problem(text: &str) -> Option<ReferenceProblem> {
    let text = text.trim();
    if !text.is_empty() && text.chars().all(|c| c == '.') {
        return Some(ReferenceProblem::DotsOnly);
    }
    too_long(text, EXTERNAL_REFERENCE_MAX_CHARS).map(ReferenceProblem::TooLong)
}

/// What is wrong with an external reference that is not empty: too long, or dots only (`.`
/// and `..` are path segments, so such a reference could not be looked up).
pub fn external_reference_problem(text: &str) -> Option<String> {
    reference_problem(text).map(|problem| problem.to_string())
}

// ---------------------------------------------------------------------------------------------
// Language
// ---------------------------------------------------------------------------------------------

/// The tag the service wants: lower case, `-` between language and region, and a bare
/// language completed with the clinic's country (`nl` → `nl-be`, `FR_be` → `fr-be`).
pub fn complete_language(text: &str, clinic_country: &str) -> String {
    let tag = text.trim().replace('_', "-").to_ascii_lowercase();
    if tag.len() == 2 && tag.bytes().all(|b| b.is_ascii_lowercase()) {
        return format!("{tag}-{}", clinic_country.trim().to_ascii_lowercase());
    }
    tag
}

/// `ll-rr`: two lower-case letters, a hyphen, two lower-case letters (what the service takes).
pub fn is_language_tag(tag: &str) -> bool {
    let bytes = tag.as_bytes();
    bytes.len() == 5 && bytes[2] == b'-' && bytes[..2].iter().chain(&bytes[3..]).all(|b| b.is_ascii_lowercase())
}

// ---------------------------------------------------------------------------------------------
// E-mail
// ---------------------------------------------------------------------------------------------

/// Why an e-mail address is not right.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EmailProblem {
    /// More than [`EMAIL_MAX_OCTETS`].
    TooLong,
    /// Not an address at all.
    NotAnAddress,
    /// The part after `@` is not a domain name with a dot (`zoe@gmailcom`, `name@[192.0.2.1]`).
    NoDomainName,
}

impl EmailProblem {
    /// The problem in English (the sandbox's words).
    pub fn message(self) -> &'static str {
        match self {
            EmailProblem::TooLong => "An e-mail address has at most 254 characters.",
            EmailProblem::NotAnAddress => "This does not look like an e-mail address (name@example.org).",
            EmailProblem::NoDomainName => "The part after @ must be a domain name such as example.org.",
        }
    }
}

impl fmt::Display for EmailProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message())
    }
}

/// What is wrong with a (trimmed, non-empty) e-mail address, if anything.
pub fn read_email_problem(text: &str) -> Option<EmailProblem> {
    if text.len() > EMAIL_MAX_OCTETS {
        return Some(EmailProblem::TooLong);
    }
    let Ok(address) = text.parse::<email_address::EmailAddress>() else {
        return Some(EmailProblem::NotAnAddress);
    };
    // RFC 5322 allows `name@localhost` and `name@[192.0.2.1]`, but invitations to patients go
    // out over the internet, where every address has a domain name with a dot in it: a
    // missing dot is a typing mistake (`zoe@gmailcom`), not a patient's real address.
    let domain = address.domain();
    if domain.starts_with('[') || !domain.contains('.') {
        return Some(EmailProblem::NoDomainName);
    }
    None
}

/// What is wrong with a (trimmed, non-empty) e-mail address, if anything, in English.
pub fn email_problem(text: &str) -> Option<&'static str> {
    read_email_problem(text).map(EmailProblem::message)
}

// ---------------------------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------------------------

/// Every way a birthdate may be typed.
pub const DATE_FORMATS: [&str; 4] = ["DD/MM/YYYY", "DD.MM.YYYY", "DD-MM-YYYY", "YYYY-MM-DD"];

/// Why a typed or sent birthdate is not right.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DateProblem {
    /// Not in one of [`DATE_FORMATS`].
    Format,
    NoSuchMonth(i64),
    /// The day does not exist in that month (of that year, for 29 February).
    NoSuchDay {
        day: i64,
        month: i8,
        year: i16,
    },
    Future,
    TooOld,
}

impl fmt::Display for DateProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DateProblem::Format => {
                write!(f, "Use the format DD/MM/YYYY (also accepted: {}).", DATE_FORMATS[1..].join(", "))
            }
            DateProblem::NoSuchMonth(month) => write!(f, "Month {month} does not exist."),
            DateProblem::NoSuchDay { day: 29, month: 2, year } => {
                write!(f, "29 February {year} does not exist ({year} is not a leap year).")
            }
            DateProblem::NoSuchDay { day, month, .. } => write!(f, "{day} {} does not exist.", month_name(*month)),
            DateProblem::Future => f.write_str("This date is in the future."),
            DateProblem::TooOld => write!(f, "This date is more than {MAX_AGE_YEARS} years ago."),
        }
    }
}

fn month_name(month: i8) -> String {
    jiff::civil::date(2000, month, 1).strftime("%B").to_string()
}

/// Reads a typed date: day first as clinics in Europe write it (`DD/MM/YYYY`, `DD.MM.YYYY`,
/// `DD-MM-YYYY`) or `YYYY-MM-DD`; says which part is wrong when it is not a date.
pub fn read_date(text: &str) -> Result<Date, DateProblem> {
    let parts: Vec<&str> = text.trim().split(['/', '.', '-']).map(str::trim).collect();
    let number = |part: &str, max_len: usize| -> Result<i64, DateProblem> {
        if part.is_empty() || part.len() > max_len || !part.bytes().all(|b| b.is_ascii_digit()) {
            return Err(DateProblem::Format);
        }
        part.parse().map_err(|_| DateProblem::Format)
    };
    let (year, month, day) = match parts.as_slice() {
        [year, month, day] if year.len() == 4 && text.contains('-') => {
            (number(year, 4)?, number(month, 2)?, number(day, 2)?)
        }
        [day, month, year] if year.len() == 4 => (number(year, 4)?, number(month, 2)?, number(day, 2)?),
        _ => return Err(DateProblem::Format),
    };
    if !(1..=12).contains(&month) {
        return Err(DateProblem::NoSuchMonth(month));
    }
    let (year, month) = (year as i16, month as i8);
    let days = jiff::civil::date(year, month, 1).days_in_month();
    if !(1..=i64::from(days)).contains(&day) {
        return Err(DateProblem::NoSuchDay { day, month, year });
    }
    Ok(jiff::civil::date(year, month, day as i8))
}

/// The earliest birthdate accepted on `today`.
pub fn oldest_birthdate(today: Date) -> Date {
    today.saturating_sub(jiff::Span::new().years(MAX_AGE_YEARS))
}

/// What is wrong with a birthdate on `today`: in the future, or more than 130 years ago.
pub fn birthdate_problem(date: Date, today: Date) -> Option<DateProblem> {
    if date > today {
        Some(DateProblem::Future)
    } else if date < oldest_birthdate(today) {
        Some(DateProblem::TooOld)
    } else {
        None
    }
}

/// A date as people here read it: `03/02/1990`.
pub fn display_date(date: Date) -> String {
    date.strftime("%d/%m/%Y").to_string()
}
