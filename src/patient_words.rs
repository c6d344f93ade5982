//! The patient rules' problems and the form's values as messages: `intake_rules` says *what*
//! is wrong (an enum with the data of it), this says it in the user's language (a [`Msg`] with
//! `rules-…` / `patient-…` ids, worded by the view). The rules' own `Display` stays the
//! sandbox's English.

use std::sync::OnceLock;

use crate::i18n::{Language, Msg, Translator};
use crate::patient_rules::{
    CLINIC_COUNTRY, DateProblem, EmailProblem, MAX_AGE_YEARS, PHONE_COUNTRIES, PhoneProblem, ReferenceProblem, TooLong,
    complete_language,
};

use super::{Field, GenderChoice, PhoneTypeChoice};

/// A month's name (1 = January) as a message, for inside a sentence.
fn month(month: i8) -> Msg {
    Msg::new(format!("month-{}", month.clamp(1, 12)))
}

/// A phone country by name (`BE` → "Belgium" / "België"), or its code when the app has no name.
pub fn country(iso: &str) -> Msg {
    let iso = iso.trim();
    match PHONE_COUNTRIES.iter().find(|(code, _, _)| code.eq_ignore_ascii_case(iso)) {
        Some((code, _, _)) => Msg::new(format!("patient-country-{}", code.to_ascii_lowercase())),
        None => Msg::new("rules-country-code").with("code", iso.to_ascii_uppercase()),
    }
}

pub fn date_problem(problem: &DateProblem) -> Msg {
    match problem {
        DateProblem::Format => Msg::new("rules-date-format"),
        DateProblem::NoSuchMonth(number) => Msg::new("rules-no-such-month").with("month", *number),
        DateProblem::NoSuchDay { day: 29, month: 2, year } => Msg::new("rules-no-leap-day").with("year", *year),
        DateProblem::NoSuchDay { day, month: number, .. } => {
            Msg::new("rules-no-such-day").with("day", *day).with("month", month(*number))
        }
        DateProblem::Future => Msg::new("rules-date-future"),
        DateProblem::TooOld => Msg::new("rules-date-too-old").with("years", MAX_AGE_YEARS),
    }
}

pub fn phone_problem(problem: &PhoneProblem) -> Msg {
    match problem {
        PhoneProblem::NotANumber => Msg::new("rules-phone-not-a-number"),
        PhoneProblem::UnknownCountry => Msg::new("rules-phone-unknown-country"),
        PhoneProblem::UnknownCallingCode => Msg::new("rules-phone-unknown-calling-code"),
        PhoneProblem::TooShort { country: iso } => Msg::new("rules-phone-too-short").with("country", country(iso)),
        PhoneProblem::TooLong { country: iso } => Msg::new("rules-phone-too-long").with("country", country(iso)),
        PhoneProblem::Invalid { country: iso } => Msg::new("rules-phone-invalid").with("country", country(iso)),
        PhoneProblem::LandlineAsMobile { international, country: iso } => {
            Msg::new("rules-phone-landline-as-mobile").with("number", international).with("country", country(iso))
        }
    }
}

pub fn email_problem(problem: EmailProblem) -> Msg {
    Msg::new(match problem {
        EmailProblem::TooLong => "rules-email-too-long",
        EmailProblem::NotAnAddress => "rules-email-not-an-address",
        EmailProblem::NoDomainName => "rules-email-no-domain-name",
    })
}

pub fn too_long(problem: TooLong) -> Msg {
    Msg::new("rules-too-long").with("max", problem.max).with("count", problem.count)
}

pub fn reference_problem(problem: ReferenceProblem) -> Msg {
    match problem {
        ReferenceProblem::DotsOnly => Msg::new("rules-reference-dots-only"),
        ReferenceProblem::TooLong(problem) => too_long(problem),
    }
}

/// Why a reference is not a national number (never the number itself: it is not repeated).
pub fn national_number_problem(problem: crate::patient_rules::national_number::NumberProblem) -> Msg {
    use crate::patient_rules::national_number::NumberProblem;
    match problem {
        NumberProblem::NotDigits => Msg::new("rules-national-number-digits"),
        NumberProblem::CheckDigits => Msg::new("rules-national-number-check"),
        NumberProblem::Date => Msg::new("rules-national-number-date"),
        NumberProblem::Length { .. } | NumberProblem::NoCountrysLength => Msg::new("rules-national-number-length"),
    }
}

/// A gender in words (the words of the service's value).
pub fn gender(choice: GenderChoice) -> Msg {
    crate::i18n::service::gender(choice.into())
}

/// A phone type in words (the words of the service's value).
pub fn phone_type(choice: PhoneTypeChoice) -> Msg {
    crate::i18n::service::phone_type(choice.into())
}

impl Field {
    /// The field's name as a message, for labels and inside sentences (the activity log too).
    pub fn name_msg(self) -> Msg {
        Msg::new(self.label())
    }
}

// ---------------------------------------------------------------------------------------------
// Languages of patients
// ---------------------------------------------------------------------------------------------

/// Languages offered in the picker (their names are `patient-language-<tag>` messages); any
/// well-formed `ll-rr` tag is allowed too, and shown as it is.
pub const COMMON_LANGUAGES: [&str; 12] =
    ["nl-be", "fr-be", "de-be", "en-gb", "en-us", "nl-nl", "fr-fr", "de-de", "es-es", "it-it", "pl-pl", "tr-tr"];

/// The name of an offered language as a message (`nl-be` → "Dutch (Belgium)"); `None` for a
/// tag not in the list, which is then shown as it is.
pub fn language_name(tag: &str) -> Option<Msg> {
    let tag = tag.trim().to_ascii_lowercase();
    COMMON_LANGUAGES.iter().find(|t| **t == tag).map(|t| Msg::new(format!("patient-language-{t}")))
}

/// Each offered language named in itself, as a speaker of it reads it ("Français (Belgique)"):
/// the same in every language of the interface, so data rather than a translated message.
const OWN_NAMES: [(&str, &str); 12] = [
    ("nl-be", "Nederlands (België)"),
    ("fr-be", "Français (Belgique)"),
    ("de-be", "Deutsch (Belgien)"),
    ("en-gb", "English (United Kingdom)"),
    ("en-us", "English (United States)"),
    ("nl-nl", "Nederlands (Nederland)"),
    ("fr-fr", "Français (France)"),
    ("de-de", "Deutsch (Deutschland)"),
    ("es-es", "Español (España)"),
    ("it-it", "Italiano (Italia)"),
    ("pl-pl", "Polski (Polska)"),
    ("tr-tr", "Türkçe (Türkiye)"),
];

/// The tag an offered language is kept under for what a record or a draft holds (`NL-BE`,
/// `nl_be`, a bare `nl` completed with the clinic's country); `None` for any other value.
pub fn offered_language(value: &str) -> Option<&'static str> {
    let tag = complete_language(value, CLINIC_COUNTRY);
    COMMON_LANGUAGES.iter().find(|offered| **offered == tag).copied()
}

/// An offered language named in itself (`fr-be` → "Français (Belgique)"); `None` for a tag
/// not in the list.
pub fn language_own_name(value: &str) -> Option<&'static str> {
    let tag = offered_language(value)?;
    OWN_NAMES.iter().find(|(offered, _)| *offered == tag).map(|(_, name)| *name)
}

/// How a patient's language reads wherever it is shown: an offered language by its own name,
/// any other value (a tag the service keeps that the list does not have) as it is.
pub fn language_shown(value: &str) -> String {
    language_own_name(value).map_or_else(|| value.trim().to_owned(), str::to_owned)
}

/// Lower case without accents, for matching what is typed against names ("Français" ~ "francais").
fn folded(text: &str) -> String {
    text.trim()
        .to_lowercase()
        .chars()
        .map(|c| if c == '_' { '-' } else { crate::import::mapping::without_accent(c) })
        .collect()
}

/// The offered languages' names in every language of the interface, folded, built once: a
/// patient's language can be found by its name in any of them ("Nederlands" in an English UI).
fn names_everywhere() -> &'static Vec<(&'static str, Vec<String>)> {
    static NAMES: OnceLock<Vec<(&'static str, Vec<String>)>> = OnceLock::new();
    NAMES.get_or_init(|| {
        let translators: Vec<Translator> = Language::TRANSLATED.into_iter().map(Translator::new).collect();
        COMMON_LANGUAGES
            .iter()
            .map(|tag| {
                let id = format!("patient-language-{tag}");
                (*tag, translators.iter().map(|tr| folded(&tr.text(&id))).collect())
            })
            .collect()
    })
}

/// The offered languages that match what was typed, best first: the tag itself (`NL-BE`,
/// `nl_be`), a bare language (`nl` → `nl-be`, `nl-nl`; the clinic's country first), or a name
/// in the interface's language or any other (`Nederlands`, `dutch`, `néerl`).
pub fn language_matches(typed: &str, tr: &Translator) -> Vec<&'static str> {
    let query = folded(typed);
    if query.is_empty() {
        return COMMON_LANGUAGES.to_vec();
    }
    let complete = complete_language(&query, CLINIC_COUNTRY);
    let mut exact = Vec::new();
    let mut by_code = Vec::new();
    let mut by_name = Vec::new();
    for (tag, names) in names_everywhere() {
        let shown = folded(&tr.text(&format!("patient-language-{tag}")));
        if *tag == query || *tag == complete {
            exact.push(*tag);
        } else if tag.starts_with(&query) {
            by_code.push(*tag);
        } else if shown.contains(&query) || names.iter().any(|name| name.contains(&query)) {
            by_name.push(*tag);
        }
    }
    exact.into_iter().chain(by_code).chain(by_name).collect()
}

/// The tag to keep for what was typed: a well-formed tag as it is (completed: `nl` → `nl-be`),
/// else the best offered match (`Nederlands` → `nl-be`); `None` when nothing fits.
pub fn resolve_language(typed: &str, tr: &Translator) -> Option<String> {
    let complete = complete_language(typed, CLINIC_COUNTRY);
    if crate::patient_rules::is_language_tag(&complete) {
        return Some(complete);
    }
    language_matches(typed, tr).first().map(|tag| (*tag).to_owned())
}

impl super::PatientDraft {
    /// A field's value as the form shows it, in words where it is a choice (the gender, the
    /// phone's type and country): for a person reading it outside the app.
    pub fn text_of(&self, field: Field, tr: &Translator) -> String {
        match field {
            Field::FirstName => self.first_name.clone(),
            Field::LastName => self.last_name.clone(),
            Field::Gender => self.gender.map(|choice| tr.msg(&gender(choice))).unwrap_or_default(),
            Field::Birthdate => self.birthdate.clone(),
            Field::Language => self.language.clone(),
            Field::Email => self.email.clone(),
            Field::PhoneNumber => self.phone_number.clone(),
            Field::PhoneType => self.phone_type.map(|choice| tr.msg(&phone_type(choice))).unwrap_or_default(),
            Field::PhoneCountry if self.phone_number.trim().is_empty() => String::new(),
            Field::PhoneCountry => tr.msg(&country(&self.phone_country)),
            Field::ExternalReference => self.external_reference.clone(),
        }
    }
}
