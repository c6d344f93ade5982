//! The session: which service the app talks to, the sign-in form, the connection's status
//! (connected, offline, sign-in needed) and the embedded sandbox's address. Owns the session's
//! part of [`AppState::apply`].

use super::*;

/// The state of the connection to the service.
#[derive(Clone, Debug, PartialEq)]
pub enum ConnectionStatus {
    /// Nothing chosen yet, or the embedded sandbox is starting.
    Starting,
    Connecting,
    Connected,
    /// The service must be given a (new) token.
    SignInNeeded,
    /// The service cannot be reached; shown once, cleared by the next success.
    Offline,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Connection {
    pub environment: Option<Environment>,
    pub token: Option<AccessToken>,
    pub storage: Option<TokenStorage>,
    pub status: ConnectionStatus,
    /// Answer of the last "test connection".
    pub last_test: Option<Result<(), ApiError>>,
    /// The connection came from `--base-url`/`--token` and is not saved.
    pub ad_hoc: bool,
    /// The session work is done in now (service, tenant, account): what this desk did is shown
    /// again only in the session it was done in.
    pub session: Option<crate::api::SessionKey>,
}

impl Connection {
    /// Whether requests can be made now: a service is connected (the embedded sandbox needs no
    /// token; any other connection has one) and it has not asked for a new token. Every action
    /// that asks the service is offered on this, one rule (a token alone would grey them all on
    /// the demo).
    pub fn can_make_requests(&self) -> bool {
        self.environment.is_some() && self.status != ConnectionStatus::SignInNeeded
    }
}

/// Which environment the sign-in form targets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EnvironmentChoice {
    EuProduction,
    EuAcceptance,
    UsProduction,
    Custom,
    Sandbox,
}

impl EnvironmentChoice {
    pub const ALL: [EnvironmentChoice; 5] = [
        EnvironmentChoice::Sandbox,
        EnvironmentChoice::EuAcceptance,
        EnvironmentChoice::EuProduction,
        EnvironmentChoice::UsProduction,
        EnvironmentChoice::Custom,
    ];

    /// The message id of the choice's name, worded by the view ("EU production").
    pub fn label(self) -> &'static str {
        match self {
            EnvironmentChoice::EuProduction => "connection-env-eu-production",
            EnvironmentChoice::EuAcceptance => "connection-env-eu-acceptance",
            EnvironmentChoice::UsProduction => "connection-env-us-production",
            EnvironmentChoice::Custom => "connection-env-custom",
            EnvironmentChoice::Sandbox => "connection-env-sandbox",
        }
    }

    pub fn of(environment: &Environment) -> EnvironmentChoice {
        match environment {
            Environment::EuProduction => EnvironmentChoice::EuProduction,
            Environment::EuAcceptance => EnvironmentChoice::EuAcceptance,
            Environment::UsProduction => EnvironmentChoice::UsProduction,
            Environment::Custom { .. } => EnvironmentChoice::Custom,
            Environment::Sandbox { .. } => EnvironmentChoice::Sandbox,
        }
    }
}

/// How the user proves who they are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SignInMode {
    Password,
    PastedToken,
}

/// The connection screen's form. The password is cleared after every attempt.
#[derive(Clone, Debug, PartialEq)]
pub struct SignInForm {
    pub choice: EnvironmentChoice,
    pub custom_api_base: String,
    pub custom_token_host: String,
    pub mode: SignInMode,
    pub account: String,
    pub password: String,
    pub tenant: String,
    pub healthcare_service: String,
    pub pasted_token: String,
    pub submitting: Option<RequestId>,
    pub error: Option<ApiError>,
}

impl Default for SignInForm {
    fn default() -> Self {
        SignInForm {
            choice: EnvironmentChoice::Sandbox,
            custom_api_base: String::new(),
            custom_token_host: String::new(),
            mode: SignInMode::Password,
            account: String::new(),
            password: String::new(),
            tenant: String::new(),
            healthcare_service: String::new(),
            pasted_token: String::new(),
            submitting: None,
            error: None,
        }
    }
}

impl SignInForm {
    /// The environment the form points at (the sandbox needs its running address).
    pub fn environment(&self, sandbox_base: Option<&str>) -> Option<Environment> {
        Some(match self.choice {
            EnvironmentChoice::EuProduction => Environment::EuProduction,
            EnvironmentChoice::EuAcceptance => Environment::EuAcceptance,
            EnvironmentChoice::UsProduction => Environment::UsProduction,
            EnvironmentChoice::Custom => Environment::Custom {
                api_base: self.custom_api_base.trim().to_owned(),
                token_host: self.custom_token_host.trim().to_owned(),
            },
            EnvironmentChoice::Sandbox => Environment::Sandbox { base_url: sandbox_base?.to_owned() },
        })
    }

    /// Points the form at an environment (choice and custom addresses).
    pub fn target(&mut self, environment: &Environment) {
        self.choice = EnvironmentChoice::of(environment);
        if let Environment::Custom { api_base, token_host } = environment {
            self.custom_api_base = api_base.clone();
            self.custom_token_host = token_host.clone();
        }
    }

    /// Applies what was typed or chosen in the form.
    pub fn apply(&mut self, edit: SignInEdit) {
        match edit {
            SignInEdit::Choice(choice) => self.choice = choice,
            SignInEdit::CustomApiBase(text) => self.custom_api_base = text,
            SignInEdit::CustomTokenHost(text) => self.custom_token_host = text,
            SignInEdit::Mode(mode) => self.mode = mode,
            SignInEdit::Account(text) => self.account = text,
            SignInEdit::Password(text) => self.password = text,
            SignInEdit::Tenant(text) => self.tenant = text,
            SignInEdit::HealthcareService(text) => self.healthcare_service = text,
            SignInEdit::PastedToken(text) => self.pasted_token = text,
        }
    }

    /// Why the form cannot be sent yet: the id of the message the view words. A tenant the
    /// policy locks (`tenant_locked`) is not the user's to enter: the sign-in is held to the lock
    /// where every token is, and a lock without a valid tenant is said there.
    pub fn blocker(&self, tenant_locked: bool) -> Option<&'static str> {
        if self.choice == EnvironmentChoice::Custom && self.custom_api_base.trim().is_empty() {
            return Some("connection-enter-address");
        }
        if self.choice == EnvironmentChoice::Sandbox {
            return None;
        }
        match self.mode {
            SignInMode::PastedToken if self.pasted_token.trim().is_empty() => Some("connection-paste-token"),
            SignInMode::Password
                if self.account.trim().is_empty()
                    || self.password.is_empty()
                    || (self.tenant.trim().is_empty() && !tenant_locked) =>
            {
                Some("connection-enter-account")
            }
            _ => None,
        }
    }
}

impl AppState {
    /// Takes the workstation's policy: its presets fill the sign-in form, its locked values
    /// replace the user's, and the form points at an environment it allows.
    pub fn apply_policy(&mut self, policy: crate::policy::Policy) {
        if let Some(environment) = &policy.environment.preset {
            self.sign_in.target(environment);
        }
        if let Some(tenant) = &policy.tenant.preset {
            self.sign_in.tenant = tenant.clone();
        }
        if let Some(service) = &policy.healthcare_service.preset {
            self.sign_in.healthcare_service = service.clone();
        }
        if policy.language.locked {
            let language = policy.language.preset.unwrap_or_else(crate::i18n::Language::from_system);
            self.tr = crate::i18n::Translator::new(language);
        }
        if policy.privacy_minutes.locked {
            self.privacy.timeout = policy_privacy_timeout(&policy);
        }
        self.policy = policy;
        if !self.choice_allowed(self.sign_in.choice)
            && let Some(allowed) = EnvironmentChoice::ALL.into_iter().find(|choice| self.choice_allowed(*choice))
        {
            self.sign_in.choice = allowed;
        }
    }

    /// Whether the policy lets the sign-in form point at `choice`.
    pub fn choice_allowed(&self, choice: EnvironmentChoice) -> bool {
        let policy = &self.policy;
        match choice {
            EnvironmentChoice::Sandbox => policy.sandbox_available,
            _ if !policy.environment.locked => true,
            _ => policy.environment.preset.as_ref().is_some_and(|allowed| EnvironmentChoice::of(allowed) == choice),
        }
    }

    /// Whether the policy locks this part of the sign-in form.
    pub fn sign_in_locked(&self, part: SignInPart) -> bool {
        let policy = &self.policy;
        match part {
            SignInPart::Address => policy.environment.locked,
            SignInPart::Tenant => policy.tenant.locked,
            SignInPart::HealthcareService => policy.healthcare_service.locked,
        }
    }

    /// Why the sign-in form cannot be sent yet ([`SignInForm::blocker`] under this policy).
    pub fn sign_in_blocker(&self) -> Option<&'static str> {
        self.sign_in.blocker(self.sign_in_locked(SignInPart::Tenant))
    }

    /// Applies a change to the sign-in form, unless the policy locks what it changes.
    pub(super) fn edit_sign_in(&mut self, edit: SignInEdit) {
        let allowed = match &edit {
            SignInEdit::Choice(choice) => self.choice_allowed(*choice),
            SignInEdit::CustomApiBase(_) | SignInEdit::CustomTokenHost(_) => !self.sign_in_locked(SignInPart::Address),
            SignInEdit::Tenant(_) => !self.sign_in_locked(SignInPart::Tenant),
            SignInEdit::HealthcareService(_) => !self.sign_in_locked(SignInPart::HealthcareService),
            SignInEdit::Mode(_) | SignInEdit::Account(_) | SignInEdit::Password(_) | SignInEdit::PastedToken(_) => true,
        };
        if allowed {
            self.sign_in.apply(edit);
        }
    }

    /// Whether a client is in use (the worker reported one).
    pub(super) fn has_connection(&self) -> bool {
        self.connection.environment.is_some()
    }

    pub fn start_embedded_sandbox(&mut self, state_file: Option<std::path::PathBuf>, simulate_respondents: bool) {
        if !self.policy.sandbox_available {
            self.refuse_by_policy(None);
            return;
        }
        if !self.has_connection() {
            self.connection.status = ConnectionStatus::Starting;
        }
        self.queue("progress-starting-sandbox", Command::StartSandbox { state_file, simulate_respondents });
    }

    /// `--base-url` / `--token`: connect without saving anything.
    pub fn connect_ad_hoc(&mut self, environment: Environment, token: AccessToken) {
        if !self.policy.allows_environment(&environment) {
            self.refuse_by_policy(Some(&environment));
            return;
        }
        self.connection.ad_hoc = true;
        self.sign_in.target(&environment);
        if !self.has_connection() {
            self.connection.status = ConnectionStatus::Connecting;
        }
        self.queue("progress-connecting", Command::Connect { environment, token, remember: false });
    }

    /// Reconnect to a saved environment with the token kept in the keyring.
    pub fn resume(&mut self, environment: Environment) {
        if !self.policy.allows_environment(&environment) {
            self.refuse_by_policy(Some(&environment));
            return;
        }
        if !self.has_connection() {
            self.connection.status = ConnectionStatus::Connecting;
        }
        self.sign_in.target(&environment);
        self.queue("progress-connecting", Command::Resume { environment });
    }

    pub fn open_connection_screen(&mut self) {
        if let Some(environment) = &self.connection.environment {
            self.sign_in.target(environment);
        }
        self.screen = Screen::Connection;
    }

    /// The user pressed "Sign in" / "Connect".
    pub fn submit_sign_in(&mut self) {
        if self.sign_in.submitting.is_some() || self.sign_in_blocker().is_some() {
            return;
        }
        self.sign_in.error = None;
        if !self.choice_allowed(self.sign_in.choice) {
            self.sign_in.error = Some(crate::policy::blocked_by_policy());
            return;
        }
        if self.sign_in.choice == EnvironmentChoice::Sandbox {
            let id = self.queue(
                "progress-starting-sandbox",
                Command::StartSandbox { state_file: self.sandbox_state_file.clone(), simulate_respondents: true },
            );
            self.sign_in.submitting = Some(id);
            return;
        }
        let Some(environment) = self.sign_in.environment(self.sandbox_base.as_deref()) else {
            return;
        };
        if !self.policy.allows_environment(&environment) {
            self.sign_in.error = Some(crate::policy::blocked_by_policy());
            return;
        }
        let command = match self.sign_in.mode {
            SignInMode::PastedToken => Command::Connect {
                environment,
                token: AccessToken::new(self.sign_in.pasted_token.clone()),
                remember: true,
            },
            SignInMode::Password => Command::SignIn {
                environment,
                credentials: Credentials {
                    account: self.sign_in.account.trim().to_owned(),
                    password: std::mem::take(&mut self.sign_in.password),
                    tenant_id: locked_or(&self.policy.tenant, &self.sign_in.tenant),
                    healthcare_service_id: Some(locked_or(
                        &self.policy.healthcare_service,
                        &self.sign_in.healthcare_service,
                    ))
                    .filter(|s| !s.is_empty()),
                },
            },
        };
        self.sign_in.pasted_token.clear();
        // The connection in use stays what it is until the worker reports a new one.
        if !self.has_connection() {
            self.connection.status = ConnectionStatus::Connecting;
        }
        let id = self.queue("progress-signing-in", command);
        self.sign_in.submitting = Some(id);
    }

    /// The policy does not allow this start: the connection screen says why, and nothing is
    /// connected.
    pub fn refuse_by_policy(&mut self, environment: Option<&Environment>) {
        if let Some(environment) = environment {
            tracing::warn!(address = environment.api_base(), "the IT policy does not allow this environment");
        }
        if !self.has_connection() {
            self.connection.status = ConnectionStatus::SignInNeeded;
            self.screen = Screen::Connection;
        }
    }

    pub fn test_connection(&mut self) {
        self.connection.last_test = None;
        self.queue("progress-testing-connection", Command::TestConnection);
    }

    pub fn sign_out(&mut self) {
        if let Some(environment) = self.connection.environment.clone() {
            self.queue("progress-signing-out", Command::SignOut { environment });
        }
        self.connection.environment = None;
        self.connection.token = None;
        self.connection.session = None;
        self.connection.storage = None;
        self.connection.status = ConnectionStatus::SignInNeeded;
        self.screen = Screen::Connection;
    }

    /// Remaining token lifetime, when the token says.
    pub fn token_remaining(&self, now: jiff::Timestamp) -> Option<std::time::Duration> {
        self.connection.token.as_ref()?.remaining(now)
    }

    /// The service cannot be reached: said once, not once per failure. The notice speaks of
    /// the connection only; what became of each request is said where that request was made.
    pub(super) fn enter_offline(&mut self, error: &ApiError) {
        if self.connection.status != ConnectionStatus::Offline {
            self.connection.status = ConnectionStatus::Offline;
            let mut details = vec![crate::i18n::service::api_error(error)];
            details.extend(crate::i18n::service::api_error_details(error));
            self.notify(Topic::Connection, Level::Error, Msg::new("notice-offline"), details);
        }
    }

    /// The service answered: every message that said it could not be reached goes, and what
    /// failed only for that reason is fetched again.
    pub(super) fn mark_online(&mut self) {
        if self.connection.status == ConnectionStatus::Offline {
            self.connection.status = ConnectionStatus::Connected;
            self.notify(Topic::Connection, Level::Success, Msg::new("notice-online-again"), Vec::new());
            if self.search_error.as_ref().is_some_and(ApiError::is_transient) {
                self.search_error = None;
            }
            if matches!(&self.connection.last_test, Some(Err(error)) if error.is_transient()) {
                self.connection.last_test = None;
            }
            if self.sign_in.error.as_ref().is_some_and(ApiError::is_transient) {
                self.sign_in.error = None;
            }
            let surveys_unreachable = matches!(&self.patient, Some(open)
                if matches!(&open.surveys, Loadable::Failed(error) if error.is_transient()));
            if surveys_unreachable {
                self.refresh_surveys();
            }
        }
    }

    /// The connection's events: the sandbox started, signed in, signed out, tested.
    pub(super) fn apply_session_event(&mut self, id: RequestId, kind: EventKind) {
        match kind {
            EventKind::SandboxStarted(result) => match result {
                Ok(started) => {
                    if let Environment::Sandbox { base_url } = &started.environment {
                        self.sandbox_base = Some(base_url.clone());
                    }
                    self.connection.environment = Some(started.environment);
                    self.connection.session = Some(started.session);
                    self.connection.status = ConnectionStatus::Connected;
                    self.connection.storage = None;
                    self.connection.token = None;
                    self.demo_patients = started.demo_patients;
                    self.reload_sent();
                    if self.sign_in.submitting == Some(id) {
                        self.sign_in.submitting = None;
                        self.screen = Screen::Home;
                    }
                }
                Err(message) => {
                    self.sign_in.submitting = None;
                    // The connection in use (if any) is still the one the worker holds.
                    if !self.has_connection() {
                        self.connection.status = ConnectionStatus::SignInNeeded;
                        self.screen = Screen::Connection;
                    }
                    self.notify(Topic::Connection, Level::Error, message, Vec::new());
                }
            },
            EventKind::Connected { environment, result } => {
                self.sign_in.submitting = None;
                match result {
                    Ok(info) => {
                        self.connection.session = Some(crate::api::SessionKey::of(&environment, &info.token));
                        self.connection.environment = Some(environment);
                        self.connection.token = Some(info.token);
                        self.connection.storage = Some(info.storage);
                        self.connection.status = ConnectionStatus::Connected;
                        self.demo_patients.clear();
                        if self.sign_in_overlay {
                            self.sign_in_overlay = false;
                        } else if self.screen == Screen::Connection {
                            self.screen = Screen::Home;
                        }
                        self.search_error = None;
                        self.notify(
                            Topic::Connection,
                            Level::Success,
                            Msg::new("notice-connected"),
                            vec![info.storage.describe()],
                        );
                        // Today shows what was sent where the user now works.
                        self.reload_sent();
                    }
                    Err(error) => {
                        // The worker kept the client it had: the banner and the status stay
                        // those of the connection still in use. Only without one is the user
                        // taken to sign in.
                        if !self.has_connection() {
                            self.connection.status = ConnectionStatus::SignInNeeded;
                            if !self.sign_in_overlay {
                                self.screen = Screen::Connection;
                            }
                        }
                        self.sign_in.target(&environment);
                        self.sign_in.error = Some(error);
                    }
                }
            }
            EventKind::NothingToResume { environment } => {
                self.sign_in.target(&environment);
                if !self.has_connection() {
                    self.connection.status = ConnectionStatus::SignInNeeded;
                    self.screen = Screen::Connection;
                }
            }
            EventKind::SignedOut => {
                self.notify(Topic::Connection, Level::Info, Msg::new("notice-signed-out"), Vec::new());
                self.reload_sent();
            }
            EventKind::ConnectionTested(result) => {
                match &result {
                    Ok(()) => self.mark_online(),
                    Err(error) => self.note_failure(error, None),
                }
                self.connection.last_test = Some(result);
            }
            // Every other event belongs to another concern (see `AppState::apply`).
            _ => {}
        }
    }
}

/// The parts of the sign-in form a policy can lock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SignInPart {
    /// The environment's addresses (the choice of environment is [`AppState::choice_allowed`]).
    Address,
    Tenant,
    HealthcareService,
}

/// The value sent: the policy's when it locks it, else what was typed.
fn locked_or(rule: &crate::policy::Rule<String>, typed: &str) -> String {
    match (&rule.preset, rule.locked) {
        (Some(preset), true) => preset.clone(),
        (None, true) => String::new(),
        (_, false) => typed.trim().to_owned(),
    }
}

/// The privacy timeout a locked policy gives.
pub fn policy_privacy_timeout(policy: &crate::policy::Policy) -> std::time::Duration {
    crate::settings::privacy_timeout(policy.privacy_minutes.preset)
}
