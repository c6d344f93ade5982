//! The machine-wide policy: the settings an IT department presets, and may lock, for every user
//! of a workstation (`/etc/intake-desk/policy.toml`, `%ProgramData%\IntakeDesk\policy.toml`,
//! `/Library/Application Support/IntakeDesk/policy.toml`, or `--policy FILE`). This module owns
//! reading that file into a [`Policy`] and the questions asked of it ("may the app connect
//! there?", "may this be changed?"); the state enforces the answers and the views grey out
//! what is locked.
//!
//! A file that cannot be used is never a reason to be less careful: a part that cannot be read
//! is read as locked at its safest value, and a file that cannot be read at all locks
//! everything it could have locked (no service, no sandbox, no invitation channel). The first
//! problem is said in one sentence naming the file and the line.

use std::path::{Path, PathBuf};

use crate::api::{Channel, Environment};
use crate::i18n::{Language, Msg};

// Reading the file (its text, its sections, each value with its line) is a module of its own;
// this one holds the policy and the questions asked of it.
mod file;

/// The policy file's name in its machine-wide folder.
pub const FILE_NAME: &str = "policy.toml";

/// Where this platform's machine-wide policy file lives: a fixed place no user setting moves.
/// On Windows that is the ProgramData known folder as the system gives it
/// (`FOLDERID_ProgramData`), never the `ProgramData` variable, which any user can point
/// elsewhere (and so hide the policy). `None` when the system does not say.
pub fn machine_policy_path() -> Option<PathBuf> {
    #[cfg(windows)]
    {
        known_folders::get_known_folder_path(known_folders::KnownFolder::ProgramData)
            .map(|folder| folder.join("IntakeDesk").join(FILE_NAME))
    }
    #[cfg(target_os = "macos")]
    {
        Some(PathBuf::from("/Library/Application Support/IntakeDesk").join(FILE_NAME))
    }
    #[cfg(not(any(windows, target_os = "macos")))]
    {
        Some(PathBuf::from("/etc/intake-desk").join(FILE_NAME))
    }
}

/// Whether a machine-wide policy is at `path`: `Ok(false)` only when the system says nothing is
/// there. Anything else — the place unknown, or a check that fails (no permission, a file where
/// a folder should be) — cannot show that there is none, and is `Err` with why.
pub fn machine_policy_exists(path: Option<&Path>) -> Result<bool, String> {
    let Some(path) = path else {
        return Err("the system does not say where this computer's policy is".to_owned());
    };
    match std::fs::symlink_metadata(path) {
        Ok(_) => Ok(true),
        // Windows says "not found" where a file stands in for a folder of the path (Unix says
        // "not a directory"): that is not "none" either.
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => match path.parent().map(std::fs::symlink_metadata) {
            Some(Ok(parent)) if !parent.is_dir() => Err(format!(
                "whether {} exists cannot be checked (a file stands where its folder should be)",
                path.display()
            )),
            _ => Ok(false),
        },
        Err(err) => Err(format!("whether {} exists cannot be checked ({err})", path.display())),
    }
}

/// One setting as the policy sets it: a value to start with, and whether users may change it.
#[derive(Clone, Debug, PartialEq)]
pub struct Rule<T> {
    /// The value the policy gives (none: the app's own default).
    pub preset: Option<T>,
    /// Users cannot change it: the preset (or, without one, the app's default) always applies.
    pub locked: bool,
}

impl<T> Default for Rule<T> {
    fn default() -> Self {
        Rule { preset: None, locked: false }
    }
}

impl<T> Rule<T> {
    /// Locked at the app's default: what a part of the file that cannot be read becomes.
    fn locked_at_default() -> Self {
        Rule { preset: None, locked: true }
    }

    /// Locked at `value`: where the app's default is not the safest (reminders).
    fn locked_at(value: T) -> Self {
        Rule { preset: Some(value), locked: true }
    }
}

/// The `[filing]` section: what the IT department sets for filing answered surveys (each
/// unset value is the user's, or the app's default).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FilingPolicy {
    pub folder: Option<PathBuf>,
    pub template: Option<String>,
    pub fhir_identifier_system: Option<String>,
    /// Answered surveys are filed whenever the Follow-up view's statuses are refreshed.
    pub automatic: bool,
}

/// What went wrong with the policy file, for the start-up problems window and the log.
#[derive(Clone, Debug, PartialEq)]
pub struct PolicyProblem {
    pub file: PathBuf,
    /// The line of the file at fault (1-based), when one is.
    pub line: Option<usize>,
    /// Why, worded by the interface.
    pub reason: Msg,
}

impl PolicyProblem {
    /// The one sentence that says it: the file, the line, why.
    pub fn sentence(&self) -> Msg {
        let file = self.file.display().to_string();
        match self.line {
            Some(line) => Msg::new("policy-problem-at-line")
                .with("file", file)
                .with("line", line)
                .with("reason", self.reason.clone()),
            None => Msg::new("policy-problem").with("file", file).with("reason", self.reason.clone()),
        }
    }
}

/// `[clinic_database]` of the policy.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum ClinicDatabasePolicy {
    /// None named: each desk keeps its own journal (the embedded default).
    #[default]
    None,
    /// The clinic's database, shared by every desk. `locked`: the user cannot turn the sharing
    /// off for this desk.
    Named { settings: crate::clinic_database::ClinicDatabaseSettings, locked: bool },
    /// Named, with a value that cannot be used: this desk shares nothing until the file is
    /// mended, and says so at every start ([`Policy::clinic_database_problem`]).
    Unusable(PolicyProblem),
}

impl ClinicDatabasePolicy {
    /// The clinic database this desk keeps its journal in: the one IT named, unless the policy
    /// lets the user turn the sharing off at this desk and they did (`turned_off_here`). The one
    /// rule for where the worker journals and for what the views say of the other desks.
    pub fn in_use(&self, turned_off_here: bool) -> Option<&crate::clinic_database::ClinicDatabaseSettings> {
        match self {
            ClinicDatabasePolicy::Named { settings, locked } if *locked || !turned_off_here => Some(settings),
            _ => None,
        }
    }

    /// Whether the user may turn the sharing off (and on again) at this desk: IT named a clinic
    /// database with `locked = false`.
    pub fn may_be_turned_off(&self) -> bool {
        matches!(self, ClinicDatabasePolicy::Named { locked: false, .. })
    }
}

/// The machine's policy. [`Policy::default`] is an unmanaged workstation: nothing preset,
/// nothing locked.
#[derive(Clone, Debug, PartialEq)]
pub struct Policy {
    /// The file it was read from; `None` when there is none (an unmanaged workstation).
    pub file: Option<PathBuf>,
    /// The service environment (and, for a custom one, its addresses). Locked without a preset
    /// means no service may be used at all.
    pub environment: Rule<Environment>,
    /// The tenant. Locked without a preset (the section said no valid one) means no token for
    /// any tenant may be used at all.
    pub tenant: Rule<String>,
    pub healthcare_service: Rule<String>,
    /// Minutes without input before patient data is hidden (0: never).
    pub privacy_minutes: Rule<u32>,
    pub language: Rule<Language>,
    /// The invitation channels staff may use (all of them when the policy does not say).
    pub channels: Vec<Channel>,
    /// Whether "put the PIN in the link" is offered.
    pub pin_in_link_offered: bool,
    /// Whether the built-in demo service (training) may be used.
    pub sandbox_available: bool,
    /// The reminder rules (issue 31): preset and locked like the others; a `[reminders]`
    /// section that cannot be read allows no reminders at all.
    pub reminders: Rule<crate::reminders::ReminderRules>,
    /// Where and how answered surveys are filed (issue 31).
    pub filing: Rule<FilingPolicy>,
    /// Whether "Read eID" is offered on this workstation (`[eid] read_button`; hidden where
    /// there is no card reader).
    pub eid_button: bool,
    /// What the clinic's external references are (`[external_reference] national_number`):
    /// only when they are national numbers is the card's number kept, as the reference.
    pub references: crate::patient::ReferenceKind,
    /// `[clinic_database]`: the clinic's shared database, when IT names one.
    pub clinic_database: ClinicDatabasePolicy,
    /// The first problem found in the file (the others are in the log).
    pub problem: Option<PolicyProblem>,
    /// Why the tenant is locked without a value, when its own section is at fault (the
    /// refusal of every token names that line, not the file's first problem).
    pub tenant_problem: Option<PolicyProblem>,
    /// The file could not be read at all: everything it could lock is locked.
    pub locked_down: bool,
}

impl Default for Policy {
    fn default() -> Self {
        Policy {
            file: None,
            environment: Rule::default(),
            tenant: Rule::default(),
            healthcare_service: Rule::default(),
            privacy_minutes: Rule::default(),
            language: Rule::default(),
            channels: Channel::ALL.to_vec(),
            pin_in_link_offered: true,
            sandbox_available: true,
            reminders: Rule::default(),
            filing: Rule::default(),
            eid_button: true,
            references: crate::patient::ReferenceKind::Own,
            clinic_database: ClinicDatabasePolicy::None,
            problem: None,
            tenant_problem: None,
            locked_down: false,
        }
    }
}

impl Policy {
    /// The policy where the system does not say where the machine-wide file is: read as a file
    /// that cannot be read — everything it could lock is locked.
    pub fn unlocatable() -> Policy {
        let reason = Msg::new("policy-reason-cannot-read").with("detail", "the ProgramData folder is unknown");
        Policy::locked_down(Path::new(FILE_NAME), None, reason)
    }

    /// The safest reading of a file that cannot be read: every setting it could lock is locked,
    /// no service and no sandbox may be used, no invitation channel and no PIN in links.
    pub fn locked_down(file: &Path, line: Option<usize>, reason: Msg) -> Policy {
        Policy {
            file: Some(file.to_path_buf()),
            environment: Rule::locked_at_default(),
            tenant: Rule::locked_at_default(),
            healthcare_service: Rule::locked_at_default(),
            privacy_minutes: Rule::locked_at_default(),
            language: Rule::locked_at_default(),
            channels: Vec::new(),
            pin_in_link_offered: false,
            sandbox_available: false,
            reminders: Rule::locked_at(crate::reminders::ReminderRules::NONE),
            filing: Rule::locked_at_default(),
            // No card read, no national number kept, until the file is mended.
            eid_button: false,
            references: crate::patient::ReferenceKind::Own,
            // Unknown whether it names one; nothing connects anyway.
            clinic_database: ClinicDatabasePolicy::None,
            problem: Some(PolicyProblem { file: file.to_path_buf(), line, reason }),
            tenant_problem: None,
            locked_down: true,
        }
    }

    /// The start-up problem that says what is wrong with the file, what the app does about it
    /// and what to do.
    pub fn startup_problem(&self) -> Option<crate::startup::StartupProblem> {
        let problem = self.problem.as_ref()?;
        let effect = if self.locked_down { "policy-effect-all-locked" } else { "policy-effect-part-locked" };
        Some(crate::startup::StartupProblem {
            what: problem.sentence(),
            place: problem.file.clone(),
            effect: Msg::new(effect),
            advice: Msg::new("policy-advice"),
        })
    }

    /// The reminder rules that apply: the user's `chosen` ones unless the policy locks them
    /// (then its preset, or the app's defaults), else the preset, else the defaults.
    pub fn reminder_rules(&self, chosen: Option<crate::reminders::ReminderRules>) -> crate::reminders::ReminderRules {
        let rule = &self.reminders;
        if rule.locked {
            return rule.preset.unwrap_or_default();
        }
        chosen.or(rule.preset).unwrap_or_default()
    }

    /// The start-up problem of a `[clinic_database]` that cannot be used: this desk shares nothing
    /// with the clinic until it is mended.
    pub fn clinic_database_problem(&self) -> Option<crate::startup::StartupProblem> {
        let ClinicDatabasePolicy::Unusable(problem) = &self.clinic_database else { return None };
        Some(crate::startup::StartupProblem {
            what: problem.sentence(),
            place: problem.file.clone(),
            effect: Msg::new("policy-effect-clinic-database"),
            advice: Msg::new("policy-advice"),
        })
    }

    /// Whether the workstation is managed (a policy file exists, readable or not).
    pub fn is_managed(&self) -> bool {
        self.file.is_some()
    }

    /// Whether the app may connect to `environment`.
    pub fn allows_environment(&self, environment: &Environment) -> bool {
        if matches!(environment, Environment::Sandbox { .. }) {
            return self.sandbox_available;
        }
        if !self.environment.locked {
            return true;
        }
        self.environment.preset.as_ref().is_some_and(|allowed| same_service(allowed, environment))
    }

    /// Whether a token may be used under this policy's tenant and healthcare-service locks.
    /// `signed_in_with`: the credentials the app itself asked the token for (its own sign-in,
    /// held to the locks before it was sent), else `None` — a pasted token, `--token-file`,
    /// `INTAKE_DESK_TOKEN`, one kept in the keyring. Such a token is used under a locked tenant
    /// only if it names that tenant ([`crate::api::TENANT_CLAIMS`]); a healthcare service it
    /// names must be the locked one (the token request may leave the service out, so a token
    /// that names none is not refused for it). A tenant locked without a valid value admits no
    /// token at all, on any way in (the safest reading of the lock). Refused before any
    /// request, with why.
    pub fn admits_token(
        &self,
        token: &crate::api::AccessToken,
        signed_in_with: Option<&crate::api::Credentials>,
    ) -> Result<(), crate::api::ApiError> {
        use crate::api::PolicyScope;
        let refuse = |scope, required: &str, found: Option<String>| {
            Err(crate::api::ApiError::new(
                crate::api::error::ErrorKind::InvalidAddress,
                crate::api::error::Reason::TokenOutsidePolicy(Box::new(crate::api::TokenRefusal {
                    scope,
                    required: required.to_owned(),
                    found,
                })),
            ))
        };
        if self.tenant.locked && self.tenant.preset.is_none() {
            return Err(self.tenant_lock_unusable());
        }
        if let Some(credentials) = signed_in_with {
            for (rule, asked, scope) in [
                (&self.tenant, credentials.tenant_id.trim(), PolicyScope::Tenant),
                (
                    &self.healthcare_service,
                    credentials.healthcare_service_id.as_deref().unwrap_or_default().trim(),
                    PolicyScope::HealthcareService,
                ),
            ] {
                if let (true, Some(required)) = (rule.locked, &rule.preset)
                    && asked != required.trim()
                {
                    return refuse(scope, required, Some(asked.to_owned()).filter(|a| !a.is_empty()));
                }
            }
            return Ok(());
        }
        if let (true, Some(required)) = (self.tenant.locked, &self.tenant.preset) {
            let found = token.claim_text(crate::api::TENANT_CLAIMS);
            if found.as_deref() != Some(required.trim()) {
                return refuse(PolicyScope::Tenant, required, found);
            }
        }
        if let (true, Some(required)) = (self.healthcare_service.locked, &self.healthcare_service.preset)
            && let Some(found) = token.claim_text(crate::api::HEALTHCARE_SERVICE_CLAIMS)
            && found != required.trim()
        {
            return refuse(PolicyScope::HealthcareService, required, Some(found));
        }
        Ok(())
    }

    /// Why no token is admitted under a tenant locked without a valid value: the file and the
    /// line at fault (the tenant's own, else the file's first problem).
    fn tenant_lock_unusable(&self) -> crate::api::ApiError {
        let problem = self.tenant_problem.as_ref().or(self.problem.as_ref());
        let file =
            problem.map(|problem| problem.file.as_path()).or(self.file.as_deref()).unwrap_or(Path::new(FILE_NAME));
        crate::api::ApiError::new(
            crate::api::error::ErrorKind::InvalidAddress,
            crate::api::error::Reason::TenantLockUnusable {
                file: file.display().to_string(),
                line: problem.and_then(|problem| problem.line),
            },
        )
    }

    /// The one rule every send is held to, in the worker, whatever the screens offered: an
    /// invitation only by a channel the policy allows, the PIN in the link only where it is
    /// offered. A single survey, an update-then-send and every row of a day's list ask this.
    pub fn allows_invitation(
        &self,
        invitation: Option<Channel>,
        pin_in_link: bool,
    ) -> Result<(), crate::api::ApiError> {
        use crate::api::NotAllowed;
        let refused = |what| {
            crate::api::ApiError::new(
                crate::api::error::ErrorKind::InvalidAddress,
                crate::api::error::Reason::SendNotAllowed(what),
            )
        };
        if let Some(channel) = invitation.filter(|channel| !self.allows_channel(*channel)) {
            return Err(refused(NotAllowed::Channel(channel)));
        }
        if pin_in_link && !self.pin_in_link_offered {
            return Err(refused(NotAllowed::PinInLink));
        }
        Ok(())
    }

    /// [`Policy::allows_invitation`] for a survey as it would be sent.
    pub fn allows_survey(&self, request: &crate::api::CreateSurveyRequest) -> Result<(), crate::api::ApiError> {
        self.allows_invitation(request.invitation, request.include_pin_in_url)
    }

    pub fn allows_channel(&self, channel: Channel) -> bool {
        self.channels.contains(&channel)
    }
}

/// Whether two environments are the same service (a custom one by its addresses).
fn same_service(allowed: &Environment, asked: &Environment) -> bool {
    fn normal(address: &str) -> String {
        address.trim().trim_end_matches('/').to_ascii_lowercase()
    }
    match (allowed, asked) {
        (Environment::Custom { .. }, Environment::Custom { .. }) => {
            normal(allowed.api_base()) == normal(asked.api_base())
                && normal(allowed.token_host()) == normal(asked.token_host())
        }
        _ => allowed == asked,
    }
}

/// The error a connection to an environment the policy does not allow ends in (the state
/// refuses it before asking, the worker refuses it whatever it is asked).
pub fn blocked_by_policy() -> crate::api::ApiError {
    crate::api::ApiError::new(crate::api::error::ErrorKind::InvalidAddress, crate::api::error::Reason::BlockedByPolicy)
}

fn english(msg: &Msg) -> String {
    crate::i18n::Translator::english().msg(msg)
}

#[cfg(test)]
#[path = "policy_tests.rs"]
mod tests;
