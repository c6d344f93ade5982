//! Phone numbers: read as typed (national or international) by the numbering plan of their
//! country, judged (too short, too long, no such number, a landline given as mobile), and
//! written as people read them. The clinics' own plans are used first; every country's are
//! loaded only for a number of another calling code.

use std::fmt;

use phonenumber::metadata::{DATABASE, Database};
use phonenumber::{Metadata, Mode, PhoneNumber, Type};

use super::{CLINIC_COUNTRY, country_for_people};

/// What kind of line a number is, by the numbering plan of its country.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NumberKind {
    Mobile,
    FixedLine,
    /// The plan does not tell them apart (the US and Canada, among others).
    FixedLineOrMobile,
    /// Toll-free, premium-rate, shared-cost, VoIP, personal, pager and the like.
    Other,
}

/// A phone number understood by the numbering plan of its country.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PhoneReading {
    /// `+32475123456`: what is stored and sent.
    pub e164: String,
    /// The ISO code of the country the number belongs to (`BE`).
    pub country: String,
    pub kind: NumberKind,
    /// `0475 12 34 56`: how people in the number's country write it.
    pub national: String,
    /// `+32 475 12 34 56`: how people elsewhere write it.
    pub international: String,
}

/// Why a phone number is not right.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PhoneProblem {
    /// Something other than digits, spaces, `-./()` and a leading `+`.
    NotANumber,
    /// A national number, and no country (or one without a numbering plan) to read it in.
    UnknownCountry,
    /// `+` or `00` followed by digits that are no country's calling code.
    UnknownCallingCode,
    TooShort {
        country: String,
    },
    TooLong {
        country: String,
    },
    /// The right length, but no such number exists in the country's plan.
    Invalid {
        country: String,
    },
    /// A fixed-line number given as mobile.
    LandlineAsMobile {
        international: String,
        country: String,
    },
}

impl fmt::Display for PhoneProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PhoneProblem::NotANumber => {
                f.write_str("Use digits only, with an optional leading + (e.g. +32 475 12 34 56).")
            }
            PhoneProblem::UnknownCountry => {
                f.write_str("Choose the number's country, or write it with its country code (+32 …).")
            }
            PhoneProblem::UnknownCallingCode => f.write_str("The number does not start with a country's calling code."),
            PhoneProblem::TooShort { country } => {
                write!(f, "This number is too short for {}.", country_for_people(country))
            }
            PhoneProblem::TooLong { country } => {
                write!(f, "This number is too long for {}.", country_for_people(country))
            }
            PhoneProblem::Invalid { country } => {
                write!(f, "No such number exists in {}; check the digits.", country_for_people(country))
            }
            PhoneProblem::LandlineAsMobile { international, country } => write!(
                f,
                "{international} is a landline number in {} — an SMS cannot reach it.",
                country_for_people(country)
            ),
        }
    }
}

/// The numbering plans of the clinics' countries and their neighbours (Belgium, the
/// Netherlands, Luxembourg, France, Germany; `assets/clinic-plans.xml`, cut from the library's
/// own data by `scripts/clinic-plans.py`). Most numbers are read with these alone: the
/// library's plans of every country take over 2 MB more memory once loaded, and are loaded only
/// when a number of another calling code is read ([`plans_for_code`]).
static CLINIC_PLANS: std::sync::LazyLock<Option<Database>> =
    std::sync::LazyLock::new(|| match Database::parse(include_str!("../assets/clinic-plans.xml")) {
        Ok(plans) => Some(plans),
        Err(error) => {
            // Not silent: every number then needs every country's plans (tests fail on this).
            tracing::error!(%error, "the clinics' numbering plans do not parse; every country's are used");
            None
        }
    });

/// Whether the clinics' own plans were read (they are the app's own data: a test asserts it).
pub fn clinic_plans_read() -> bool {
    CLINIC_PLANS.is_some()
}

/// The plans that hold calling code `code`: the clinics' when they do, every country's otherwise.
fn plans_for_code(code: u16) -> &'static Database {
    match &*CLINIC_PLANS {
        Some(plans) if plans.region(&code).is_some() => plans,
        _ => &DATABASE,
    }
}

/// The plans that hold the country `iso` (a valid region id).
fn plans_for_country(iso: &str) -> &'static Database {
    match &*CLINIC_PLANS {
        Some(plans) if plans.by_id(iso).is_some() => plans,
        _ => &DATABASE,
    }
}

/// Whether numbers of this country (ISO code, any case) can be read: it has a numbering plan.
pub fn is_phone_country(iso: &str) -> bool {
    region_id(iso).is_some_and(|id| plans_for_country(id.as_ref()).by_id(id.as_ref()).is_some())
}

/// Whether a typed number names its own country (`+31 …`, `0031 …`).
pub fn is_international(text: &str) -> bool {
    let text = text.trim();
    text.starts_with('+') || text.chars().filter(|c| !matches!(c, ' ' | '(' | ')')).take(2).eq(['0', '0'])
}

/// Reads a phone number as typed: national (`0475 12 34 56`, read in `default_country`) or
/// international (`+31 6 12345678`, `0031 6 12345678`, `+32 (0)475 12 34 56`). The reading's
/// `country` is the number's own, which differs from `default_country` when the number names
/// another country.
pub fn read_phone(text: &str, default_country: &str) -> Result<PhoneReading, PhoneProblem> {
    let text = text.trim();
    let body = text.strip_prefix('+').unwrap_or(text);
    let digits: String = body.chars().filter(char::is_ascii_digit).collect();
    if digits.is_empty() || !body.chars().all(|c| c.is_ascii_digit() || matches!(c, ' ' | '-' | '.' | '(' | ')' | '/'))
    {
        return Err(PhoneProblem::NotANumber);
    }
    if is_international(text) {
        return read_international(digits.strip_prefix("00").unwrap_or(&digits));
    }
    let region = region_id(default_country).ok_or(PhoneProblem::UnknownCountry)?;
    let plans = plans_for_country(region.as_ref());
    let parsed = phonenumber::parse_with(plans, Some(region), text);
    judge(parsed, &default_country.trim().to_ascii_uppercase())
}

/// Reads `digits` that start with a calling code. The calling code is split off here and the
/// rest read as a national number of that country: the library itself drops the leading zero
/// of Italian numbers given after `+39`.
fn read_international(digits: &str) -> Result<PhoneReading, PhoneProblem> {
    // Calling codes are prefix-free: the clinics' plans are asked first, and every country's
    // (loaded then) only when none of theirs starts the number.
    let split = |plans: &Database| {
        (1..=3.min(digits.len())).find_map(|len| {
            let code: u16 = digits[..len].parse().ok()?;
            plans.region(&code).is_some().then(|| (code, &digits[len..]))
        })
    };
    let clinic = CLINIC_PLANS.as_ref().and_then(split);
    let (code, rest) = clinic.or_else(|| split(&DATABASE)).ok_or(PhoneProblem::UnknownCallingCode)?;
    let main = main_region(code).ok_or(PhoneProblem::UnknownCallingCode)?;
    if rest.is_empty() {
        return Err(PhoneProblem::TooShort { country: main.id().to_owned() });
    }
    let region = region_id(main.id()).ok_or(PhoneProblem::UnknownCallingCode)?;
    judge(phonenumber::parse_with(plans_for_code(code), Some(region), rest), main.id())
}

/// Turns the library's parse into a reading or the problem with it; `country` names the plan
/// when the number has no region of its own.
fn judge(parsed: Result<PhoneNumber, phonenumber::ParseError>, country: &str) -> Result<PhoneReading, PhoneProblem> {
    use phonenumber::ParseError;
    let number = parsed.map_err(|error| match error {
        ParseError::InvalidCountryCode => PhoneProblem::UnknownCallingCode,
        ParseError::TooLong => PhoneProblem::TooLong { country: country.to_owned() },
        ParseError::NoNumber | ParseError::TooShortAfterIdd | ParseError::TooShortNsn => {
            PhoneProblem::TooShort { country: country.to_owned() }
        }
        ParseError::MalformedInteger(_) => PhoneProblem::NotANumber,
    })?;
    let code = number.code().value();
    // The national significant number with the zeros the library keeps apart (Italy).
    let national = format!("{}{}", "0".repeat(usize::from(number.national().zeros())), number.national().value());
    let plan = main_region(code).map_or_else(|| country.to_owned(), |m| m.id().to_owned());
    let Some((meta, kind)) = region_of(code, &national) else {
        return Err(why_invalid(code, &national, plan));
    };
    Ok(PhoneReading {
        e164: format!("+{code}{national}"),
        country: meta.id().to_owned(),
        kind,
        national: format_number(&number, Mode::National),
        international: format_number(&number, Mode::International),
    })
}

/// A number in the national or international format of its own country's plan, as the library's
/// formatter writes it. Not the library's formatter itself: in phonenumber 0.3.10 it loads every
/// country's plans whatever plans it is given (`unwrap_or(&DATABASE)` dereferences its lazy
/// static), which [`CLINIC_PLANS`] is there to avoid. The one-line upstream fix, and why the crate
/// is not patched here: `docs/upstream/phonenumber-format-with.md`.
fn format_number(number: &PhoneNumber, mode: Mode) -> String {
    let code = number.code().value();
    let national = number.national().to_string();
    let Some(meta) = plans_for_code(code).by_code(&code).and_then(|m| m.into_iter().next()) else {
        return format!("+{code}{national}");
    };
    let formats = if mode == Mode::National || meta.international_formats().is_empty() {
        meta.formats()
    } else {
        meta.international_formats()
    };
    // The first format whose leading digits start the number and whose pattern is all of it.
    let format = formats.iter().find(|format| {
        format.leading_digits().last().is_none_or(|leading| leading.find(&national).is_some_and(|m| m.start() == 0))
            && format.pattern().find(&national).is_some_and(|m| m.start() == 0 && m.end() == national.len())
    });
    let grouped = |transform: Option<&str>| -> String {
        let Some(format) = format else { return national.clone() };
        let pattern = match transform {
            // "$NP$FG" (national prefix, first group) put in place of the format's first group.
            Some(transform) => match first_group(format.format()) {
                Some(first) => {
                    let group = transform.replace("$NP", meta.national_prefix().unwrap_or("")).replace("$FG", first);
                    format.format().replacen(first, &group.replace("$CC", ""), 1)
                }
                None => format.format().to_owned(),
            },
            None => format.format().to_owned(),
        };
        format.pattern().replace(&national, pattern.as_str()).into_owned()
    };
    let extension = number
        .extension()
        .map(|ext| format!("{}{}", meta.preferred_extension_prefix().unwrap_or(" ext. "), ext.as_ref() as &str))
        .unwrap_or_default();
    match mode {
        Mode::National => format!("{}{extension}", grouped(format.and_then(|f| f.national_prefix()))),
        Mode::International => format!("+{code} {}{extension}", grouped(None)),
        Mode::E164 | Mode::Rfc3966 => format!("+{code}{national}"),
    }
}

/// The first `$n` of a format (`$1` in `$1 $2 $3`).
fn first_group(format: &str) -> Option<&str> {
    let start = format.find('$')?;
    let digits = format[start + 1..].chars().take_while(char::is_ascii_digit).count();
    (digits > 0).then(|| &format[start..start + 1 + digits])
}

/// Why no plan has `national`: shorter or longer than any number of the country, one to three
/// digits short of (or too many for) a mobile or fixed-line number, or simply no such number.
fn why_invalid(code: u16, national: &str, country: String) -> PhoneProblem {
    // The lengths of the plan's numbers of every kind (the general one may list none).
    let lengths: Vec<u16> = main_region(code)
        .map(|meta| {
            let descriptors = meta.descriptors();
            let kinds = [Type::Unknown, Type::FixedLine, Type::Mobile, Type::TollFree, Type::PremiumRate, Type::Voip];
            kinds
                .into_iter()
                .filter_map(|kind| descriptors.get(kind))
                .flat_map(|d| d.possible_length())
                .copied()
                .collect()
        })
        .unwrap_or_default();
    let (min, max) = (lengths.iter().min(), lengths.iter().max());
    let length = national.len() as u16;
    // Only a person's line counts: a few digits more or less can make a number of some
    // service kind (machine-to-machine, pagers) that nobody meant.
    let exists = |digits: &str| region_of(code, digits).is_some_and(|(_, kind)| kind != NumberKind::Other);
    let extended = |extra: usize| (0..=9).any(|d: u8| exists(&format!("{national}{}", d.to_string().repeat(extra))));
    let cut = |cut: usize| cut < national.len() && exists(&national[..national.len() - cut]);
    if min.is_some_and(|&min| length < min) {
        PhoneProblem::TooShort { country }
    } else if max.is_some_and(|&max| length > max) || (1..=3).any(cut) {
        // Checked before "too short": a typed digit too many is likelier than one missing
        // where the plan has numbers of both lengths (Dutch mobiles have 9 or 11 digits).
        PhoneProblem::TooLong { country }
    } else if (1..=3).any(extended) {
        PhoneProblem::TooShort { country }
    } else {
        PhoneProblem::Invalid { country }
    }
}

fn region_id(iso: &str) -> Option<phonenumber::country::Id> {
    iso.trim().to_ascii_uppercase().parse().ok()
}

/// The country that owns a calling code (the US for 1, the UK for 44).
fn main_region(code: u16) -> Option<&'static Metadata> {
    let regions = plans_for_code(code).by_code(&code)?;
    regions.iter().find(|m| m.is_main_country_for_code()).or(regions.first()).copied()
}

/// The country of a number among those sharing its calling code, and the number's kind there;
/// `None` when no country's plan has such a number.
fn region_of(code: u16, national: &str) -> Option<(&'static Metadata, NumberKind)> {
    plans_for_code(code).by_code(&code)?.into_iter().find_map(|meta| {
        let claims = meta.leading_digits().is_some_and(|d| d.find(national).is_some_and(|m| m.start() == 0));
        let kind = kind_in(meta, national);
        if claims { Some((meta, kind?)) } else { kind.map(|kind| (meta, kind)) }
    })
}

/// The kind of `national` in one country's plan, checked in the order libphonenumber uses.
fn kind_in(meta: &Metadata, national: &str) -> Option<NumberKind> {
    let descriptors = meta.descriptors();
    let matches = |kind: Type| descriptors.get(kind).is_some_and(|d| d.is_match(national));
    if !descriptors.general().is_match(national) {
        return None;
    }
    let special = [
        Type::PremiumRate,
        Type::TollFree,
        Type::SharedCost,
        Type::Voip,
        Type::PersonalNumber,
        Type::Pager,
        Type::Uan,
        Type::Voicemail,
    ];
    if special.into_iter().any(matches) {
        return Some(NumberKind::Other);
    }
    match (matches(Type::FixedLine), matches(Type::Mobile)) {
        (true, true) => Some(NumberKind::FixedLineOrMobile),
        (true, false) => Some(NumberKind::FixedLine),
        (false, true) => Some(NumberKind::Mobile),
        (false, false) => None,
    }
}

/// The E.164 form (`+32475123456`) of a typed number read in `country`.
pub fn normalise_phone(text: &str, country: &str) -> Result<String, PhoneProblem> {
    read_phone(text, country).map(|reading| reading.e164)
}

/// The problem with giving `reading` as a mobile number: the plan says it is a landline.
/// Numbers the plan cannot place (US, Canada) may be mobile and pass.
pub fn mobile_problem(reading: &PhoneReading) -> Option<PhoneProblem> {
    (reading.kind == NumberKind::FixedLine).then(|| PhoneProblem::LandlineAsMobile {
        international: reading.international.clone(),
        country: reading.country.clone(),
    })
}

/// Loads the numbering plans (about half a second in a debug build, a tenth in release) so
/// that the first phone number typed or shown is not what pays for it. Called once at start, off
/// the UI thread. Only the clinic's country's patterns are prepared: each country's take about
/// 1.5 MB once used, and another country's are ready in milliseconds when a number needs them.
pub fn warm_up() {
    let _ = read_phone("0475 12 34 56", CLINIC_COUNTRY);
}

/// Whether an SMS can reach a stored number: its plan says mobile, or cannot tell fixed-line
/// and mobile apart. Landlines, toll-free and other service numbers cannot, nor can numbers
/// no plan knows.
pub fn can_receive_sms(e164: &str) -> bool {
    read_phone(e164, "").is_ok_and(|reading| matches!(reading.kind, NumberKind::Mobile | NumberKind::FixedLineOrMobile))
}

/// A stored number (`+32475123456`) as people read it: the national format when it is in
/// `country` (`0475 12 34 56`), the international one otherwise (`+31 6 12345678`); a number
/// no plan knows is shown as it is.
pub fn display_phone(e164: &str, country: &str) -> String {
    match read_phone(e164, country) {
        Ok(reading) if reading.country.eq_ignore_ascii_case(country.trim()) => reading.national,
        Ok(reading) => reading.international,
        Err(_) => e164.trim().to_owned(),
    }
}

#[cfg(test)]
mod format_tests {
    use super::*;

    /// Our formatting of numbers is the library's, for every country's example numbers of every
    /// kind (the library's formatter is not used because of what it loads, see [`format_number`]).
    #[test]
    fn numbers_are_formatted_as_the_library_formats_them_in_every_country() {
        let kinds = [Type::FixedLine, Type::Mobile, Type::TollFree, Type::PremiumRate, Type::Voip, Type::Uan];
        let mut compared = 0;
        for meta in DATABASE.iter() {
            let Ok(region) = meta.id().parse::<phonenumber::country::Id>() else { continue };
            for example in kinds.iter().filter_map(|&kind| meta.descriptors().get(kind)?.example()) {
                let Ok(number) = phonenumber::parse(Some(region), example) else { continue };
                for mode in [Mode::National, Mode::International] {
                    let theirs = number.format().mode(mode).to_string();
                    assert_eq!(format_number(&number, mode), theirs, "{} {example} {mode:?}", meta.id());
                }
                compared += 1;
            }
        }
        assert!(compared > 900, "{compared} numbers compared");
    }
}
