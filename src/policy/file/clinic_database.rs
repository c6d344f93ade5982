//! `[clinic_database]`: the clinic's shared database, as IT names it — its address, TLS (required
//! unless `tls = "off"`, then with the clinic's CA file), where its password comes from and this
//! desk's name. A value that cannot be used makes the section unusable: the desk then shares
//! nothing, and says so (never a silent fall back to a desk of its own).

use toml::de::DeTable;

use crate::clinic_database::{ClinicDatabaseSettings, Credential, Tls};
use crate::i18n::Msg;

use super::Reader;

impl Reader<'_> {
    /// `url`, `tls` ("required" or "off"), `ca_file`, `credential` ("none", "policy" or
    /// "keyring"), `password` (with credential = "policy"), `desk`, `locked`.
    pub(super) fn clinic_database(&mut self, table: &DeTable<'_>) -> Option<crate::policy::ClinicDatabasePolicy> {
        let locked = self.flag(table, "locked", true)?;
        let Some((url, url_span)) = self.text(table, "url")?.filter(|(url, _)| !url.is_empty()) else {
            let reason = Msg::new("policy-reason-clinic-url-missing");
            self.problems.push(crate::policy::PolicyProblem { file: self.file.to_path_buf(), line: None, reason });
            return None;
        };
        match url.parse::<postgres::Config>() {
            Err(error) => {
                let why = error.to_string();
                self.problem(url_span, Msg::new("policy-reason-clinic-url").with("why", why));
                return None;
            }
            Ok(config) if config.get_password().is_some() => {
                self.problem(url_span, Msg::new("policy-reason-clinic-url-password"));
                return None;
            }
            Ok(_) => {}
        }
        let tls = match self.text(table, "tls")? {
            None => "required".to_owned(),
            Some((value, _)) if value == "required" || value == "off" => value,
            Some((value, span)) => {
                self.problem(span, Msg::new("policy-reason-clinic-tls").with("value", value));
                return None;
            }
        };
        let ca_file = self.text(table, "ca_file")?;
        let tls = match (tls.as_str(), ca_file) {
            ("required", Some((path, _))) if !path.is_empty() => Tls::Required { ca_file: path.into() },
            ("required", _) => {
                self.problem(url_span, Msg::new("policy-reason-clinic-ca-file"));
                return None;
            }
            _ => Tls::Off,
        };
        let password = self.text(table, "password")?;
        let credential = match (self.text(table, "credential")?, password) {
            (None, None) => Credential::None,
            (Some((source, _)), None) if source == "none" => Credential::None,
            (Some((source, _)), None) if source == "keyring" => Credential::Keyring,
            (Some((source, _)), Some((password, _))) if source == "policy" && !password.is_empty() => {
                Credential::Policy(password)
            }
            (Some((source, span)), None) if source == "policy" => {
                self.problem(span, Msg::new("policy-reason-clinic-password-missing"));
                return None;
            }
            (_, Some((_, span))) => {
                self.problem(span, Msg::new("policy-reason-clinic-password"));
                return None;
            }
            (Some((source, span)), None) => {
                self.problem(span, Msg::new("policy-reason-clinic-credential").with("value", source));
                return None;
            }
        };
        let desk = match self.text(table, "desk")? {
            Some((desk, span)) if desk.is_empty() => {
                self.problem(span, Msg::new("policy-reason-empty").with("key", "desk"));
                return None;
            }
            desk => desk.map(|(desk, _)| desk),
        };
        let settings = ClinicDatabaseSettings { url, tls, credential, desk: desk.unwrap_or_else(this_computer_s_name) };
        Some(crate::policy::ClinicDatabasePolicy::Named { settings, locked })
    }
}

/// This computer's name, for the desk column when the policy names no desk.
fn this_computer_s_name() -> String {
    let named = std::env::var("COMPUTERNAME")
        .ok()
        .or_else(|| std::fs::read_to_string("/proc/sys/kernel/hostname").ok())
        .or_else(|| std::fs::read_to_string("/etc/hostname").ok())
        .map(|name| name.trim().chars().take(64).collect::<String>());
    named.filter(|name| !name.is_empty()).unwrap_or_else(|| "this desk".to_owned())
}
