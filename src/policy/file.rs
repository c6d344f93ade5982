//! Reading the policy file: its text (size-limited, without a byte-order mark), its sections
//! and keys, each value with the line it is on, and the safest reading of a part that cannot be
//! used (locked at its safest value, the problem noted with its line).

use std::path::Path;

use toml::Spanned;
use toml::de::{DeTable, DeValue};

use crate::api::{Channel, Environment};
use crate::i18n::{Language, Msg};

use super::{Policy, PolicyProblem, Rule, english};

mod clinic_database;

/// A policy file larger than this is not a policy file (it is refused, and read as locked).
const MAX_FILE_BYTES: u64 = 256 * 1024;

impl Policy {
    /// Reads the machine's policy at `path`. A missing file is an unmanaged workstation when it is
    /// the machine-wide place (`named: false`); a file named with `--policy` must exist.
    pub fn load(path: &Path, named: bool) -> Policy {
        match read_text(path) {
            Ok(Some(text)) => Policy::parse(path, &text),
            Ok(None) if !named => Policy::default(),
            Ok(None) => Policy::locked_down(path, None, Msg::new("policy-reason-missing")),
            Err(reason) => Policy::locked_down(path, None, reason),
        }
    }

    /// Reads a policy from its text; `file` names it in messages.
    pub fn parse(file: &Path, text: &str) -> Policy {
        let document = match DeTable::parse(text) {
            Ok(document) => document,
            Err(error) => {
                let line = error.span().map(|span| line_of(text, span.start));
                let reason = Msg::new("policy-reason-syntax").with("detail", first_line(error.message()));
                return Policy::locked_down(file, line, reason);
            }
        };
        let mut reader = Reader { text, file, problems: Vec::new() };
        let mut policy = Policy { file: Some(file.to_path_buf()), ..Policy::default() };
        let mut unknown_section = false;
        for (name, value) in document.get_ref() {
            let section = name.get_ref().as_ref();
            if !SECTIONS.contains(&section) {
                reader.problem(name.span(), Msg::new("policy-reason-unknown-section").with("section", section));
                unknown_section = true;
                continue;
            }
            let DeValue::Table(table) = value.get_ref() else {
                reader.problem(name.span(), Msg::new("policy-reason-not-a-section").with("section", section));
                policy.lock_section(section, reader.problems.last());
                continue;
            };
            if !policy.read_section(&mut reader, section, table) {
                policy.lock_section(section, reader.problems.last());
            }
        }
        // The file's order, not the sections' (they come sorted by name).
        reader.problems.sort_by_key(|problem| problem.line);
        let mut problems = reader.problems.into_iter();
        let first = problems.next();
        for extra in problems {
            tracing::warn!(line = ?extra.line, "the policy file has another problem: {}", english(&extra.reason));
        }
        if unknown_section && let Some(first) = first {
            // A section this version does not know may be a misspelt lock: nothing is unlocked.
            return Policy::locked_down(file, first.line, first.reason);
        }
        policy.problem = first;
        policy
    }

    /// Makes the part of the policy named by `section` locked at its safest value (a part that
    /// cannot be read, for the reason `why`).
    fn lock_section(&mut self, section: &str, why: Option<&PolicyProblem>) {
        match section {
            "environment" => self.environment = Rule::locked_at_default(),
            // Locked to no tenant: no token for any tenant is used, and the refusal says why.
            "tenant" => {
                self.tenant = Rule::locked_at_default();
                self.tenant_problem = why.cloned();
            }
            "healthcare_service" => self.healthcare_service = Rule::locked_at_default(),
            "privacy_screen" => self.privacy_minutes = Rule::locked_at_default(),
            "language" => self.language = Rule::locked_at_default(),
            "invitations" => {
                self.channels.clear();
                self.pin_in_link_offered = false;
            }
            "sandbox" => self.sandbox_available = false,
            "reminders" => self.reminders = Rule::locked_at(crate::reminders::ReminderRules::NONE),
            // No folder the user may change: nothing is filed until the file is mended.
            "filing" => self.filing = Rule::locked_at_default(),
            "eid" => self.eid_button = false,
            // The number on a card is kept only where the file clearly says so.
            "external_reference" => self.references = crate::patient::ReferenceKind::Own,
            // Shares nothing, and says so at every start.
            "clinic_database" => {
                if let Some(why) = why {
                    self.clinic_database = crate::policy::ClinicDatabasePolicy::Unusable(why.clone());
                }
            }
            _ => {}
        }
    }

    /// Reads one known section; `false` when it cannot be used (the problem is recorded).
    fn read_section(&mut self, reader: &mut Reader<'_>, section: &str, table: &DeTable<'_>) -> bool {
        let keys: &[&str] = match section {
            "environment" => &["name", "address", "sign_in_address", "locked"],
            "tenant" | "healthcare_service" | "language" => &["value", "locked"],
            "privacy_screen" => &["minutes", "locked"],
            "invitations" => &["channels", "pin_in_link"],
            "sandbox" => &["available"],
            "reminders" => &["max_per_invitation", "min_days_between", "quiet_from", "quiet_until", "locked"],
            "filing" => &["folder", "file_name", "fhir_identifier_system", "automatic", "locked"],
            "eid" => &["read_button"],
            "external_reference" => &["national_number"],
            "clinic_database" => &["url", "tls", "ca_file", "credential", "password", "desk", "locked"],
            _ => &[],
        };
        if !reader.only_keys(section, table, keys) {
            return false;
        }
        let read = match section {
            "environment" => reader.environment(table).map(|rule| self.environment = rule),
            "tenant" => reader.tenant(table).map(|rule| self.tenant = rule),
            "healthcare_service" => reader.text_rule(table).map(|rule| self.healthcare_service = rule),
            "privacy_screen" => reader.minutes(table).map(|rule| self.privacy_minutes = rule),
            "language" => reader.language(table).map(|rule| self.language = rule),
            "invitations" => reader.invitations(table).map(|(channels, pin)| {
                self.channels = channels;
                self.pin_in_link_offered = pin;
            }),
            "sandbox" => reader.flag(table, "available", true).map(|available| self.sandbox_available = available),
            "reminders" => reader.reminders(table).map(|rule| self.reminders = rule),
            "filing" => reader.filing(table).map(|rule| self.filing = rule),
            "eid" => reader.flag(table, "read_button", true).map(|shown| self.eid_button = shown),
            "clinic_database" => reader.clinic_database(table).map(|named| self.clinic_database = named),
            "external_reference" => reader.flag(table, "national_number", false).map(|national| {
                self.references = match national {
                    true => crate::patient::ReferenceKind::NationalNumber,
                    false => crate::patient::ReferenceKind::Own,
                }
            }),
            _ => None,
        };
        read.is_some()
    }
}

/// The sections a policy file may have.
const SECTIONS: [&str; 12] = [
    "environment",
    "tenant",
    "healthcare_service",
    "privacy_screen",
    "language",
    "invitations",
    "sandbox",
    "reminders",
    "filing",
    "eid",
    "external_reference",
    "clinic_database",
];

/// The environment names of the file, as IT writes them.
const ENVIRONMENT_NAMES: [(&str, Option<Environment>); 4] = [
    ("eu-production", Some(Environment::EuProduction)),
    ("eu-acceptance", Some(Environment::EuAcceptance)),
    ("us-production", Some(Environment::UsProduction)),
    ("custom", None),
];

/// Reads the file's values, noting each problem with its line.
struct Reader<'a> {
    text: &'a str,
    file: &'a Path,
    problems: Vec<PolicyProblem>,
}

impl Reader<'_> {
    fn problem(&mut self, span: std::ops::Range<usize>, reason: Msg) {
        let line = Some(line_of(self.text, span.start));
        self.problems.push(PolicyProblem { file: self.file.to_path_buf(), line, reason });
    }

    fn only_keys(&mut self, section: &str, table: &DeTable<'_>, keys: &[&str]) -> bool {
        let unknown: Option<(std::ops::Range<usize>, String)> = table
            .iter()
            .find(|(key, _)| !keys.contains(&key.get_ref().as_ref()))
            .map(|(key, _)| (key.span(), key.get_ref().to_string()));
        match unknown {
            Some((span, key)) => {
                let reason = Msg::new("policy-reason-unknown-key")
                    .with("key", key)
                    .with("section", section)
                    .with("known", keys.join(", "));
                self.problem(span, reason);
                false
            }
            None => true,
        }
    }

    /// A value of the section, by key.
    fn value<'t, 'i>(table: &'t DeTable<'i>, key: &str) -> Option<&'t Spanned<DeValue<'i>>> {
        table.iter().find(|(name, _)| name.get_ref() == key).map(|(_, value)| value)
    }

    fn wrong_type(&mut self, value: &Spanned<DeValue<'_>>, key: &str, expected: &'static str) {
        let reason = Msg::new("policy-reason-wrong-type").with("key", key).with("expected", Msg::new(expected));
        self.problem(value.span(), reason);
    }

    fn flag(&mut self, table: &DeTable<'_>, key: &str, default: bool) -> Option<bool> {
        match Self::value(table, key) {
            None => Some(default),
            Some(value) => match value.get_ref() {
                DeValue::Boolean(flag) => Some(*flag),
                _ => {
                    self.wrong_type(value, key, "policy-type-boolean");
                    None
                }
            },
        }
    }

    fn text(&mut self, table: &DeTable<'_>, key: &str) -> Option<Option<(String, std::ops::Range<usize>)>> {
        match Self::value(table, key) {
            None => Some(None),
            Some(value) => match value.get_ref() {
                DeValue::String(text) => Some(Some((text.trim().to_owned(), value.span()))),
                _ => {
                    self.wrong_type(value, key, "policy-type-text");
                    None
                }
            },
        }
    }

    fn locked(&mut self, table: &DeTable<'_>) -> Option<bool> {
        self.flag(table, "locked", false)
    }

    /// `[tenant]`, `[healthcare_service]`: `value`, `locked`.
    fn text_rule(&mut self, table: &DeTable<'_>) -> Option<Rule<String>> {
        let locked = self.locked(table)?;
        let preset = self.text(table, "value")?.map(|(text, _)| text).filter(|text| !text.is_empty());
        Some(Rule { preset, locked })
    }

    /// `[tenant]`: `value`, `locked`. Locked without a value is said: it is read as locked to no
    /// tenant (the safest: no token for any tenant is used), but far more likely a forgotten
    /// value than a wish.
    fn tenant(&mut self, table: &DeTable<'_>) -> Option<Rule<String>> {
        let rule = self.text_rule(table)?;
        if rule.locked && rule.preset.is_none() {
            if let Some(at) = Self::value(table, "value").or_else(|| Self::value(table, "locked")) {
                self.problem(at.span(), Msg::new("policy-reason-locked-without-tenant"));
            }
            return None;
        }
        Some(rule)
    }

    /// `[language]`: `value` (nl, fr, de, en), `locked`.
    fn language(&mut self, table: &DeTable<'_>) -> Option<Rule<Language>> {
        let locked = self.locked(table)?;
        let preset = match self.text(table, "value")? {
            None => None,
            Some((code, span)) => match Language::from_code(&code).filter(|language| *language != Language::Pseudo) {
                Some(language) => Some(language),
                None => {
                    self.problem(span, Msg::new("policy-reason-language").with("value", code));
                    return None;
                }
            },
        };
        Some(Rule { preset, locked })
    }

    /// `[privacy_screen]`: `minutes` (0 to 240; 0: never), `locked`.
    fn minutes(&mut self, table: &DeTable<'_>) -> Option<Rule<u32>> {
        let locked = self.locked(table)?;
        let max = crate::settings::MAX_PRIVACY_MINUTES;
        let preset = self.whole_number(table, "minutes", 0..=max, |value| {
            Msg::new("policy-reason-minutes").with("value", value).with("max", max)
        })?;
        Some(Rule { preset, locked })
    }

    /// `[reminders]`: `max_per_invitation` (0 to 5; 0: no reminders), `min_days_between` (1 to
    /// 30), `quiet_from` and `quiet_until` (times of day, "20:00"), `locked`. What the section
    /// leaves out is the app's default.
    fn reminders(&mut self, table: &DeTable<'_>) -> Option<Rule<crate::reminders::ReminderRules>> {
        use crate::reminders::ReminderRules;
        let locked = self.locked(table)?;
        if table.is_empty() {
            return Some(Rule { preset: None, locked });
        }
        let mut rules = ReminderRules::default();
        let in_range = |key: &'static str, min: u32, max: u32| {
            move |value: String| {
                Msg::new("policy-reason-number-range")
                    .with("key", key)
                    .with("min", min)
                    .with("max", max)
                    .with("value", value)
            }
        };
        let max = ReminderRules::MAX_PER_INVITATION;
        if let Some(count) =
            self.whole_number(table, "max_per_invitation", 0..=max, in_range("max_per_invitation", 0, max))?
        {
            rules.max_per_invitation = count;
        }
        let max = ReminderRules::MAX_DAYS_BETWEEN;
        if let Some(days) =
            self.whole_number(table, "min_days_between", 1..=max, in_range("min_days_between", 1, max))?
        {
            rules.min_days_between = days;
        }
        for (key, time) in [("quiet_from", &mut rules.quiet_from), ("quiet_until", &mut rules.quiet_until)] {
            if let Some((text, span)) = self.text(table, key)? {
                match text.parse::<jiff::civil::Time>() {
                    Ok(parsed) => *time = parsed,
                    Err(_) => {
                        self.problem(span, Msg::new("policy-reason-time").with("key", key).with("value", text));
                        return None;
                    }
                }
            }
        }
        Some(Rule { preset: Some(rules), locked })
    }

    /// `[filing]`: `folder` (where answered surveys are filed), `file_name` (the template),
    /// `fhir_identifier_system` (a URI: with it the FHIR files are written too), `automatic`
    /// (file when statuses are refreshed), `locked`.
    fn filing(&mut self, table: &DeTable<'_>) -> Option<Rule<crate::policy::FilingPolicy>> {
        let locked = self.locked(table)?;
        let automatic = self.flag(table, "automatic", false)?;
        let mut texts = [None, None, None];
        for (key, text) in ["folder", "file_name", "fhir_identifier_system"].into_iter().zip(&mut texts) {
            if let Some((value, span)) = self.text(table, key)? {
                if value.trim().is_empty() {
                    self.problem(span, Msg::new("policy-reason-empty").with("key", key));
                    return None;
                }
                *text = Some(value.trim().to_owned());
            }
        }
        let [folder, template, fhir_identifier_system] = texts;
        let policy = crate::policy::FilingPolicy {
            folder: folder.map(std::path::PathBuf::from),
            template,
            fhir_identifier_system,
            automatic,
        };
        Some(Rule { preset: Some(policy), locked })
    }

    /// A whole number within `range` at `key`, if the section has one; a number outside it (or
    /// not written in decimal) is the problem `out_of_range` words from the value as written.
    fn whole_number(
        &mut self,
        table: &DeTable<'_>,
        key: &str,
        range: std::ops::RangeInclusive<u32>,
        out_of_range: impl FnOnce(String) -> Msg,
    ) -> Option<Option<u32>> {
        let Some(value) = Self::value(table, key) else { return Some(None) };
        let DeValue::Integer(integer) = value.get_ref() else {
            self.wrong_type(value, key, "policy-type-number");
            return None;
        };
        let number = (integer.radix() == 10).then(|| integer.as_str().replace('_', "").parse::<u32>().ok()).flatten();
        match number.filter(|number| range.contains(number)) {
            Some(number) => Some(Some(number)),
            None => {
                self.problem(value.span(), out_of_range(integer.as_str().to_owned()));
                None
            }
        }
    }

    /// `[invitations]`: `channels` (a list of "email", "sms"), `pin_in_link`.
    fn invitations(&mut self, table: &DeTable<'_>) -> Option<(Vec<Channel>, bool)> {
        let pin = self.flag(table, "pin_in_link", true)?;
        let channels = match Self::value(table, "channels") {
            None => Channel::ALL.to_vec(),
            Some(value) => {
                let DeValue::Array(items) = value.get_ref() else {
                    self.wrong_type(value, "channels", "policy-type-channel-list");
                    return None;
                };
                let mut channels = Vec::new();
                for item in items.iter() {
                    let named = item.get_ref().as_str().and_then(|name| {
                        Channel::ALL.into_iter().find(|channel| channel.wire().eq_ignore_ascii_case(name.trim()))
                    });
                    match named {
                        Some(channel) if !channels.contains(&channel) => channels.push(channel),
                        Some(_) => {}
                        None => {
                            let shown = item
                                .get_ref()
                                .as_str()
                                .map_or_else(|| item.get_ref().type_str().to_owned(), str::to_owned);
                            self.problem(item.span(), Msg::new("policy-reason-channel").with("value", shown));
                            return None;
                        }
                    }
                }
                channels
            }
        };
        Some((channels, pin))
    }

    /// `[environment]`: `name`, `address` and `sign_in_address` (custom), `locked`.
    fn environment(&mut self, table: &DeTable<'_>) -> Option<Rule<Environment>> {
        let locked = self.locked(table)?;
        let address = self.text(table, "address")?;
        let sign_in_address = self.text(table, "sign_in_address")?;
        let Some((name, name_span)) = self.text(table, "name")? else {
            if let Some((_, span)) = address {
                // An address without a name would be ignored: said rather than guessed.
                self.problem(span, Msg::new("policy-reason-environment-name-missing"));
                return None;
            }
            if let Some(lock) = Self::value(table, "locked").filter(|_| locked) {
                // Locked to nothing: no service at all. Read so (the safest), but said, since it
                // is far more likely a forgotten name than a wish.
                self.problem(lock.span(), Msg::new("policy-reason-locked-without-environment"));
                return None;
            }
            return Some(Rule { preset: None, locked });
        };
        let Some((_, known)) = ENVIRONMENT_NAMES.iter().find(|(known, _)| known.eq_ignore_ascii_case(&name)) else {
            let names = ENVIRONMENT_NAMES.iter().map(|(name, _)| *name).collect::<Vec<_>>().join(", ");
            self.problem(name_span, Msg::new("policy-reason-environment").with("value", name).with("known", names));
            return None;
        };
        let environment = match known {
            Some(published) => {
                if let Some((_, span)) = address.or(sign_in_address) {
                    self.problem(span, Msg::new("policy-reason-address-not-custom"));
                    return None;
                }
                published.clone()
            }
            None => {
                let Some((api_base, span)) = address else {
                    self.problem(name_span, Msg::new("policy-reason-address-missing"));
                    return None;
                };
                for (text, span) in
                    std::iter::once((&api_base, &span)).chain(sign_in_address.iter().map(|(t, s)| (t, s)))
                {
                    if let Err(error) = crate::api::environment::check_base_url(text) {
                        let reason = Msg::new("policy-reason-address")
                            .with("address", text.as_str())
                            .with("why", crate::i18n::service::api_error(&error));
                        self.problem(span.clone(), reason);
                        return None;
                    }
                }
                let token_host = sign_in_address.map(|(text, _)| text).unwrap_or_default();
                Environment::Custom { api_base: api_base.trim_end_matches('/').to_owned(), token_host }
            }
        };
        Some(Rule { preset: Some(environment), locked })
    }
}

/// The file's text: `None` when there is no file; a reason when it cannot be read.
fn read_text(path: &Path) -> Result<Option<String>, Msg> {
    use std::io::Read as _;
    let file = match std::fs::File::open(path) {
        Ok(file) => file,
        // Windows refuses to open a folder as "access denied": it is said as the folder it is.
        Err(_) if std::fs::metadata(path).is_ok_and(|meta| meta.is_dir()) => {
            return Err(Msg::new("policy-reason-folder"));
        }
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(err) if err.kind() == std::io::ErrorKind::PermissionDenied => {
            return Err(Msg::new("policy-reason-not-readable"));
        }
        Err(err) => return Err(Msg::new("policy-reason-cannot-read").with("detail", err.to_string())),
    };
    if file.metadata().is_ok_and(|meta| meta.is_dir()) {
        return Err(Msg::new("policy-reason-folder"));
    }
    let mut bytes = Vec::new();
    if let Err(err) = file.take(MAX_FILE_BYTES + 1).read_to_end(&mut bytes) {
        return Err(Msg::new("policy-reason-cannot-read").with("detail", err.to_string()));
    }
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(Msg::new("policy-reason-too-large"));
    }
    // A byte-order mark (Windows editors write one) is not part of the text.
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").map(<[u8]>::to_vec).unwrap_or(bytes);
    String::from_utf8(bytes).map(Some).map_err(|_| Msg::new("policy-reason-not-text"))
}

/// The 1-based line of byte `offset` in `text`.
fn line_of(text: &str, offset: usize) -> usize {
    text.as_bytes().iter().take(offset.min(text.len())).filter(|&&byte| byte == b'\n').count() + 1
}

/// The library's message without its drawing of the line (the sentence names the line).
fn first_line(message: &str) -> String {
    message.lines().next().unwrap_or_default().trim().to_owned()
}
