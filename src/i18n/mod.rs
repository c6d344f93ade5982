//! The languages of the interface: which ones exist, which one the user gets, and every word a
//! person sees or hears, looked up in Project Fluent files (`assets/locales/<lang>/intake-desk.ftl`)
//! compiled into the binary. Also the formats that follow the language: dates, long dates,
//! month and weekday names, local timestamps.
//!
//! Nothing else in the app holds a sentence: state keeps a [`Msg`] (an id and its arguments) and
//! the views word it with the [`Translator`] of the moment, so switching the language rewords
//! everything on the next frame, old notices included.

mod msg;
mod pseudo;
pub mod service;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

pub use msg::{Arg, Msg};

/// The Fluent sources, one per language, in the binary (no files to lose at install time).
const ENGLISH_FTL: &str = include_str!("../../assets/locales/en/intake-desk.ftl");
const DUTCH_FTL: &str = include_str!("../../assets/locales/nl/intake-desk.ftl");
const FRENCH_FTL: &str = include_str!("../../assets/locales/fr/intake-desk.ftl");
const GERMAN_FTL: &str = include_str!("../../assets/locales/de/intake-desk.ftl");

/// A language of the interface.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Language {
    #[serde(rename = "en")]
    English,
    #[serde(rename = "nl")]
    Dutch,
    #[serde(rename = "fr")]
    French,
    #[serde(rename = "de")]
    German,
    /// `en-XA`: English, accented, about 40 % longer and in brackets, so a string that escaped
    /// translation or a layout that cannot take longer words shows at a glance (and in tests).
    #[serde(rename = "en-XA")]
    Pseudo,
}

impl Language {
    /// The languages offered in the settings, in the order of the clinics that use the app.
    pub const OFFERED: [Language; 4] = [Language::Dutch, Language::French, Language::German, Language::English];

    /// Every language with a Fluent file (the pseudo-locale is English transformed).
    pub const TRANSLATED: [Language; 4] = [Language::English, Language::Dutch, Language::French, Language::German];

    /// The code used on the command line and in the preferences.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Dutch => "nl",
            Language::French => "fr",
            Language::German => "de",
            Language::Pseudo => "en-XA",
        }
    }

    /// The language named in itself, as the language list shows it ("Nederlands").
    pub fn own_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Dutch => "Nederlands",
            Language::French => "Français",
            Language::German => "Deutsch",
            Language::Pseudo => "[Ƥşéûðö]",
        }
    }

    /// A language from a code or a system locale: `nl`, `nl-BE`, `fr_BE.UTF-8`, `de-LU`,
    /// `en-XA`. Case does not matter; regions and encodings are ignored.
    pub fn from_code(code: &str) -> Option<Language> {
        let code = code.trim();
        if code.eq_ignore_ascii_case("en-XA") || code.eq_ignore_ascii_case("en_XA") {
            return Some(Language::Pseudo);
        }
        let primary = code.split(['-', '_', '.', '@']).next()?.to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Language::English),
            "nl" => Some(Language::Dutch),
            "fr" => Some(Language::French),
            "de" => Some(Language::German),
            _ => None,
        }
    }

    /// The first of the operating system's languages that the app speaks, else English.
    pub fn from_system() -> Language {
        Language::first_supported(sys_locale::get_locales())
    }

    /// The first of `locales` (most preferred first) that the app speaks, else English.
    pub fn first_supported(locales: impl IntoIterator<Item = String>) -> Language {
        locales
            .into_iter()
            .filter_map(|locale| Language::from_code(&locale))
            .find(|language| *language != Language::Pseudo)
            .unwrap_or(Language::English)
    }

    fn source(self) -> &'static str {
        match self {
            Language::English | Language::Pseudo => ENGLISH_FTL,
            Language::Dutch => DUTCH_FTL,
            Language::French => FRENCH_FTL,
            Language::German => GERMAN_FTL,
        }
    }

    /// The Fluent source of a language, for the completeness checks.
    pub fn fluent_source(self) -> &'static str {
        self.source()
    }

    fn identifier(self) -> LanguageIdentifier {
        let code = match self {
            Language::Pseudo => "en",
            other => other.code(),
        };
        code.parse().unwrap_or_default()
    }
}

/// Words every message of one language, with English behind it for a message a translation
/// lacks (the completeness test keeps that from shipping; this keeps a slip from showing an id).
pub struct Translator {
    language: Language,
    bundle: FluentBundle<FluentResource>,
    english: Option<FluentBundle<FluentResource>>,
}

impl std::fmt::Debug for Translator {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Translator").field("language", &self.language).finish_non_exhaustive()
    }
}

impl Default for Translator {
    fn default() -> Self {
        Translator::new(Language::English)
    }
}

impl Translator {
    /// English, parsed once for the process: the words of logs, stderr and support lines.
    pub fn english() -> &'static Translator {
        static ENGLISH: std::sync::OnceLock<Translator> = std::sync::OnceLock::new();
        ENGLISH.get_or_init(|| Translator::new(Language::English))
    }

    pub fn new(language: Language) -> Translator {
        let mut bundle = bundle_for(language);
        if language == Language::Pseudo {
            bundle.set_transform(Some(pseudo::accent_and_lengthen));
        }
        let english =
            (!matches!(language, Language::English | Language::Pseudo)).then(|| bundle_for(Language::English));
        Translator { language, bundle, english }
    }

    pub fn language(&self) -> Language {
        self.language
    }

    /// The words of a message without arguments.
    pub fn text(&self, id: &str) -> String {
        self.format(id, None)
    }

    /// The words of a message, its arguments (numbers, names, other messages) filled in.
    pub fn msg(&self, msg: &Msg) -> String {
        if msg.args.is_empty() {
            return self.format(&msg.id, None);
        }
        let mut args = FluentArgs::new();
        for (name, arg) in &msg.args {
            let value: FluentValue = match arg {
                Arg::Number(number) => FluentValue::from(*number),
                other => FluentValue::from(self.arg_text(other)),
            };
            args.set(*name, value);
        }
        self.format(&msg.id, Some(&args))
    }

    fn arg_text(&self, arg: &Arg) -> String {
        match arg {
            Arg::Text(text) => text.clone(),
            Arg::Number(number) => self.number(*number),
            Arg::Message(inner) => self.msg(inner),
            Arg::Date(date) => self.date(*date),
            Arg::Time(moment) => self.long_timestamp(*moment),
            Arg::List(items) => {
                items.iter().map(|item| self.arg_text(item)).collect::<Vec<_>>().join(&self.text("list-separator"))
            }
            Arg::Sentences(sentences) => {
                sentences.iter().map(|sentence| self.msg(sentence)).collect::<Vec<_>>().join(" ")
            }
        }
    }

    fn format(&self, id: &str, args: Option<&FluentArgs>) -> String {
        let found = std::iter::once(&self.bundle)
            .chain(self.english.as_ref())
            .find_map(|bundle| bundle.get_message(id).and_then(|m| m.value()).map(|pattern| (bundle, pattern)));
        let Some((bundle, pattern)) = found else {
            tracing::warn!(message_id = id, "message missing from every language");
            return id.to_owned();
        };
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, args, &mut errors);
        if !errors.is_empty() {
            tracing::warn!(message_id = id, ?errors, "message formatted with errors");
        }
        match self.language {
            Language::Pseudo => format!("[{text}]"),
            _ => text.into_owned(),
        }
    }

    /// Whether a message exists in English (the reference language).
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id) || self.english.as_ref().is_some_and(|b| b.has_message(id))
    }

    /// A date in the language's usual short form: 31-12-2024 (nl), 31/12/2024 (fr, en),
    /// 31.12.2024 (de).
    pub fn date(&self, date: jiff::civil::Date) -> String {
        date.strftime(self.date_pattern()).to_string()
    }

    /// The pattern of [`Translator::date`] as a user types it, for hints: "DD-MM-YYYY".
    pub fn date_hint(&self) -> String {
        self.text("date-typing-hint")
    }

    fn date_pattern(&self) -> &'static str {
        match self.language {
            Language::Dutch => "%d-%m-%Y",
            Language::German => "%d.%m.%Y",
            Language::English | Language::French | Language::Pseudo => "%d/%m/%Y",
        }
    }

    /// "3 februari 1990", "3. Februar 1990": unambiguous, so staff see how a typed date was read.
    pub fn long_date(&self, date: jiff::civil::Date) -> String {
        self.msg(
            &Msg::new("date-long")
                .with("day", i64::from(date.day()))
                .with("month", self.month_name(date.month()))
                .with("year", i64::from(date.year())),
        )
    }

    /// The name of a month (1 = January) in this language.
    pub fn month_name(&self, month: i8) -> String {
        self.text(&format!("month-{}", month.clamp(1, 12)))
    }

    /// The short name of a weekday (1 = Monday) in this language, for calendar columns.
    pub fn weekday_short(&self, weekday: i8) -> String {
        self.text(&format!("weekday-short-{}", weekday.clamp(1, 7)))
    }

    /// A moment in the computer's time zone, in the language's date form with hours and minutes.
    pub fn timestamp(&self, moment: jiff::Timestamp) -> String {
        let local = moment.to_zoned_datetime(jiff::tz::TimeZone::system());
        format!("{} {}", self.date(local.date()), local.strftime("%H:%M"))
    }

    /// A moment in the computer's time zone with its date written out, for sentences.
    pub fn long_timestamp(&self, moment: jiff::Timestamp) -> String {
        let local = moment.to_zoned_datetime(jiff::tz::TimeZone::system());
        format!("{} {}", self.long_date(local.date()), local.strftime("%H:%M"))
    }

    /// A number as this language writes it (decimal comma in nl, fr and de).
    pub fn number(&self, value: f64) -> String {
        let text = format!("{value}");
        match self.language {
            Language::English | Language::Pseudo => text,
            _ => text.replace('.', ","),
        }
    }
}

fn bundle_for(language: Language) -> FluentBundle<FluentResource> {
    let mut bundle = FluentBundle::new_concurrent(vec![language.identifier()]);
    // Unicode isolation marks around arguments show as boxes in egui's fonts; names and ids are
    // short and never reorder the sentence around them.
    bundle.set_use_isolating(false);
    let resource = match FluentResource::try_new(language.source().to_owned()) {
        Ok(resource) => resource,
        // The completeness test refuses a file with a syntax error; what parsed is still used.
        Err((resource, errors)) => {
            tracing::error!(language = language.code(), ?errors, "Fluent file has syntax errors");
            resource
        }
    };
    if let Err(errors) = bundle.add_resource(resource) {
        tracing::error!(language = language.code(), ?errors, "Fluent file has duplicate messages");
    }
    bundle
}

#[cfg(test)]
mod tests;
