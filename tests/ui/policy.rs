//! The IT department's policy file as a clinic's workstation meets it: what it locks cannot be
//! changed through the window (greyed, "Set by your IT department"), a locked environment cannot
//! be left by any way in (the sign-in form, the state, the worker, the command line), and a
//! broken file is said in one sentence and read as locked. Widgets are found by their
//! accessible names in the interface's words (`tr.text(id)`), not by English sentences.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;

use crate::support::*;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use intake_desk::api::{AccessToken, Channel, Environment};
use intake_desk::app::AppConfig;
use intake_desk::app::IntakeApp;
use intake_desk::i18n::Language;
use intake_desk::policy::Policy;
use intake_desk::state::{ConnectionStatus, EnvironmentChoice, Intent, SignInEdit, SurveyFormIntent};

fn text(harness: &Harness<'_, IntakeApp>, id: &str) -> String {
    harness.state().state.tr.text(id)
}

fn policy_file(name: &str, text: &str) -> std::path::PathBuf {
    let path = temp_dir(name).join("policy.toml");
    std::fs::write(&path, text).unwrap();
    path
}

/// The policy of a clinic that runs its own service (the test's sandbox) and locks everything.
fn clinic_policy(base_url: &str) -> String {
    format!(
        "[environment]\nname = \"custom\"\naddress = \"{base_url}\"\nlocked = true\n\n\
         [tenant]\nvalue = \"clinic-042\"\nlocked = true\n\n\
         [healthcare_service]\nvalue = \"cardiology\"\nlocked = true\n\n\
         [privacy_screen]\nminutes = 3\nlocked = true\n\n\
         [language]\nvalue = \"fr\"\nlocked = true\n\n\
         [invitations]\nchannels = [\"email\"]\npin_in_link = false\n\n\
         [sandbox]\navailable = false\n"
    )
}

/// A token in the form of a JWT naming `tenant` (unsigned: the test's sandbox accepts it as its
/// fixed extra token, whatever it holds).
fn token_naming_tenant(tenant: Option<&str>) -> String {
    use base64::Engine as _;
    let encode = |json: &str| base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(json);
    let claims = match tenant {
        Some(tenant) => format!(r#"{{"sub":"an@clinic.be","tenantId":"{tenant}","exp":4102444800}}"#),
        None => r#"{"sub":"an@clinic.be","exp":4102444800}"#.to_owned(),
    };
    format!("{}.{}.c2lnbmF0dXJl", encode(r#"{"alg":"HS256","typ":"JWT"}"#), encode(&claims))
}

/// The clinic's own service (a sandbox) with a token for `tenant`; its address and that token,
/// as `--base-url … --token-file …` start the app.
fn clinic_service(runtime: &tokio::runtime::Runtime, tenant: Option<&str>) -> (intake_desk::sandbox::Sandbox, String) {
    let token = token_naming_tenant(tenant);
    let config = intake_desk::sandbox::SandboxConfig { extra_token: Some(token.clone()), ..Default::default() };
    (runtime.block_on(intake_desk::sandbox::Sandbox::start(config)).unwrap(), token)
}

fn started_with(service: &intake_desk::sandbox::Sandbox, token: &str) -> intake_desk::settings::StartMode {
    intake_desk::settings::StartMode::AdHoc {
        environment: Environment::Custom { api_base: service.base_url(), token_host: String::new() },
        token: AccessToken::new(token),
    }
}

fn is_disabled(harness: &Harness<'_, IntakeApp>, role: Role, label: &str) -> bool {
    harness.get_by_role_and_label(role, label).accesskit_node().is_disabled()
}

#[test]
fn locked_settings_cannot_be_changed_through_the_window() {
    let runtime = runtime();
    let (sandbox, token) = clinic_service(&runtime, Some("clinic-042"));
    let path = policy_file("locked", &clinic_policy(&sandbox.base_url()));
    let policy = Policy::load(&path, true);
    assert_eq!(policy.problem, None);
    // The user asked for English on the command line: the IT department's French stays.
    let mut harness = build_app(AppConfig { policy, ..config(&runtime, started_with(&sandbox, &token)) });
    wait_until(&mut harness, "connected", |h| h.state().state.connection.status == ConnectionStatus::Connected);
    assert_eq!(harness.state().state.tr.language(), Language::French);
    assert_eq!(harness.state().state.privacy.timeout, std::time::Duration::from_secs(180));

    harness.state_mut().state.apply_intent(Intent::OpenConnectionScreen);
    settle(&mut harness);
    let locked_note = text(&harness, "policy-locked");
    assert!(has_text(&harness, &locked_note), "the locked settings say who set them");
    // The banner's locked language shows only a lock, which says it to the screen reader.
    let in_banner = |h: &Harness<'_, IntakeApp>| {
        h.query_all_by_label(&locked_note).any(|n| n.accesskit_node().bounding_box().is_some_and(|b| b.y1 < 60.0))
    };
    assert!(in_banner(&harness), "the banner's lock is named too");

    // The environment: only the clinic's is offered; the others are greyed and a click on one
    // changes nothing.
    let production = text(&harness, "connection-env-eu-production");
    assert!(is_disabled(&harness, Role::RadioButton, &production));
    assert!(is_disabled(&harness, Role::RadioButton, &text(&harness, "connection-env-sandbox")));
    assert!(!is_disabled(&harness, Role::RadioButton, &text(&harness, "connection-env-custom")));
    harness.get_by_role_and_label(Role::RadioButton, &production).click();
    settle(&mut harness);
    assert_eq!(harness.state().state.sign_in.choice, EnvironmentChoice::Custom);

    // The address, tenant and healthcare service: greyed, holding the policy's values.
    for label in ["connection-service-address", "connection-tenant", "connection-healthcare-service"] {
        let label = text(&harness, label);
        assert!(is_disabled(&harness, Role::TextInput, &label), "{label} is greyed");
        harness.get_by_role_and_label(Role::TextInput, &label).type_text("elsewhere");
        settle(&mut harness);
    }
    let form = &harness.state().state.sign_in;
    assert_eq!(form.custom_api_base, sandbox.base_url());
    assert_eq!((form.tenant.as_str(), form.healthcare_service.as_str()), ("clinic-042", "cardiology"));

    // The privacy timeout and the language: greyed.
    let minutes = text(&harness, "connection-privacy-minutes");
    assert!(harness.get_by_label(&minutes).accesskit_node().is_disabled());
    let language = text(&harness, "settings-language");
    assert!(harness.get_by_role_and_label(Role::ComboBox, &language).accesskit_node().is_disabled());
    harness.get_by_role_and_label(Role::ComboBox, &language).click();
    settle(&mut harness);
    assert!(harness.query_by_label("Deutsch").is_none(), "the language list does not open");

    // Whatever asks (a shortcut, a stale view, a future screen), the state keeps them.
    let state = &mut harness.state_mut().state;
    state.apply_intent(Intent::SetLanguage(Language::German));
    state.apply_intent(Intent::SetPrivacyTimeout(std::time::Duration::ZERO));
    state.apply_intent(Intent::EditSignIn(SignInEdit::Tenant("other-clinic".into())));
    state.apply_intent(Intent::EditSignIn(SignInEdit::Choice(EnvironmentChoice::Sandbox)));
    assert_eq!(state.tr.language(), Language::French);
    assert_eq!(state.privacy.timeout, std::time::Duration::from_secs(180));
    assert_eq!(state.sign_in.tenant, "clinic-042");
    assert_eq!(state.sign_in.choice, EnvironmentChoice::Custom);
}

#[test]
fn the_survey_dialog_offers_only_the_allowed_channel_and_no_pin_in_the_link() {
    let runtime = runtime();
    let (sandbox, token) = clinic_service(&runtime, Some("clinic-042"));
    let policy = Policy::parse(Path::new("/etc/intake-desk/policy.toml"), &clinic_policy(&sandbox.base_url()));
    let mut harness = build_app(AppConfig { policy, ..config(&runtime, started_with(&sandbox, &token)) });
    wait_until(&mut harness, "connected", |h| h.state().state.connection.status == ConnectionStatus::Connected);
    harness.state_mut().state.apply_intent(Intent::StartSurveyForNewPatient);
    settle(&mut harness);

    let pin = text(&harness, "survey-pin-in-link");
    assert!(is_disabled(&harness, Role::CheckBox, &pin));
    harness.get_by_role_and_label(Role::CheckBox, &pin).click();
    settle(&mut harness);
    let sms = harness
        .state()
        .state
        .tr
        .msg(&intake_desk::msg!("survey-by-channel", channel = intake_desk::i18n::service::channel(Channel::Sms)));
    assert!(is_disabled(&harness, Role::RadioButton, &sms));

    let state = &mut harness.state_mut().state;
    state.apply_intent(Intent::SurveyForm(SurveyFormIntent::IncludePinInUrl(true)));
    state.apply_intent(Intent::SurveyForm(SurveyFormIntent::SendInvitation(true)));
    state.apply_intent(Intent::SurveyForm(SurveyFormIntent::Channel(Channel::Sms)));
    let form = state.survey_form.as_ref().unwrap();
    assert!(!form.include_pin_in_url, "the PIN never goes into the link");
    assert_eq!(form.channel, Channel::Email, "SMS is not allowed");
    assert!(form.send_invitation, "e-mail is");
}

#[test]
fn a_locked_environment_prevents_connecting_elsewhere() {
    let runtime = runtime();
    let (clinic, clinic_token) = clinic_service(&runtime, Some("clinic-042"));
    let elsewhere = start_sandbox(&runtime);
    let path = policy_file("elsewhere", &clinic_policy(&clinic.base_url()));
    let policy = Policy::load(&path, true);
    let other = Environment::Custom { api_base: elsewhere.base_url(), token_host: String::new() };
    assert!(policy.allows_environment(&Environment::Custom { api_base: clinic.base_url(), token_host: String::new() }));
    assert!(!policy.allows_environment(&other));

    // The window: connected to the clinic's service, every way to another is refused.
    let mut harness =
        build_app(AppConfig { policy: policy.clone(), ..config(&runtime, started_with(&clinic, &clinic_token)) });
    wait_until(&mut harness, "connected", |h| h.state().state.connection.status == ConnectionStatus::Connected);
    let state = &mut harness.state_mut().state;
    state.apply_intent(Intent::EditSignIn(SignInEdit::CustomApiBase(elsewhere.base_url())));
    state.apply_intent(Intent::EditSignIn(SignInEdit::PastedToken(elsewhere.token())));
    state.apply_intent(Intent::EditSignIn(SignInEdit::Mode(intake_desk::state::SignInMode::PastedToken)));
    state.apply_intent(Intent::SubmitSignIn);
    state.connect_ad_hoc(other.clone(), AccessToken::new(elsewhere.token()));
    state.resume(other.clone());
    for _ in 0..20 {
        harness.step();
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let environment = harness.state().state.connection.environment.clone().unwrap();
    assert_eq!(environment.api_base(), clinic.base_url());

    // The worker, asked directly (as a state with a mistake would), refuses too.
    let options = intake_desk::worker::WorkerOptions { policy, ..worker_options() };
    let worker = intake_desk::worker::WorkerHandle::spawn(runtime.handle(), std::sync::Arc::new(|| {}), options);
    worker.send(
        1,
        intake_desk::worker::Command::Connect {
            environment: other.clone(),
            token: AccessToken::new(elsewhere.token()),
            remember: false,
        },
    );
    worker.send(2, intake_desk::worker::Command::StartSandbox { state_file: None, simulate_respondents: false });
    let mut answers = Vec::new();
    let deadline = std::time::Instant::now() + DEADLINE;
    while answers.len() < 2 && std::time::Instant::now() < deadline {
        match worker.try_next() {
            Some(event) => answers.push(format!("{:?}", event.kind)),
            None => std::thread::sleep(std::time::Duration::from_millis(10)),
        }
    }
    assert!(answers.iter().any(|a| a.contains("Connected") && a.contains("BlockedByPolicy")), "{answers:?}");
    assert!(
        answers.iter().any(|a| a.contains("SandboxStarted") && a.contains("policy-sandbox-not-allowed")),
        "{answers:?}"
    );

    // The command line.
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_intake-desk"))
        .args(["--data-dir", temp_dir("cli").to_str().unwrap(), "--policy", path.to_str().unwrap()])
        .args(["--base-url", &elsewhere.base_url(), "--token", &elsewhere.token()])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("policy") && stderr.contains(path.to_str().unwrap()), "{stderr}");

    assert_eq!(elsewhere.request_count(), 0, "nothing ever reached the other service");
}

#[test]
fn a_broken_policy_is_said_in_one_sentence_and_nothing_is_connected() {
    let runtime = runtime();
    let path = policy_file("broken", "[tenant]\nvalue = \"clinic-042\"\nlocked = tru\n");
    let policy = Policy::load(&path, true);
    let mut harness = build_app(AppConfig { policy, ..config(&runtime, intake_desk::settings::StartMode::Normal) });
    for _ in 0..20 {
        harness.step();
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let state = &harness.state().state;
    let sentence = state.tr.msg(&state.policy.problem.as_ref().unwrap().sentence());
    assert!(sentence.contains(path.to_str().unwrap()) && sentence.contains("line 3"), "{sentence}");
    assert!(has_text(&harness, &sentence), "the start-up window says it");
    assert_eq!(state.connection.environment, None, "no service, not even the demo one");
    assert!(state.sandbox_base.is_none());
    assert!(state.policy.tenant.locked);

    // The command line refuses the demo service too.
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_intake-desk"))
        .args(["--data-dir", temp_dir("cli-broken").to_str().unwrap(), "--policy", path.to_str().unwrap(), "--sandbox"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2), "{}", String::from_utf8_lossy(&output.stderr));
}

#[test]
fn a_preset_environment_is_where_a_new_workstation_starts_and_it_can_still_be_changed() {
    let runtime = runtime();
    let policy = Policy::parse(
        Path::new("policy.toml"),
        "[environment]\nname = \"eu-acceptance\"\n\n[tenant]\nvalue = \"clinic-042\"\n",
    );
    let mut harness = build_app(AppConfig { policy, ..config(&runtime, intake_desk::settings::StartMode::Normal) });
    wait_until(&mut harness, "the sign-in for the preset environment", |h| {
        h.state().state.connection.status == ConnectionStatus::SignInNeeded
    });
    let state = &mut harness.state_mut().state;
    assert_eq!(state.sign_in.choice, EnvironmentChoice::EuAcceptance);
    assert_eq!(state.sign_in.tenant, "clinic-042");
    assert!(state.sandbox_base.is_none(), "not the demo service: the clinic's own");
    state.apply_intent(Intent::EditSignIn(SignInEdit::Tenant("clinic-7".into())));
    state.apply_intent(Intent::EditSignIn(SignInEdit::Choice(EnvironmentChoice::Sandbox)));
    assert_eq!(state.sign_in.tenant, "clinic-7", "preset, not locked");
    assert_eq!(state.sign_in.choice, EnvironmentChoice::Sandbox);
}

/// A locked tenant holds for every way a token comes in, not only the sign-in form (issue 28):
/// `--token-file` / `INTAKE_DESK_TOKEN` (the ad-hoc start), a pasted token, the keyring's (the
/// worker's resume) — a token that names another tenant, or none, is refused before a single
/// request, with a sentence that says why and what to do. Before, each connected and searched.
#[test]
fn a_token_for_another_tenant_or_for_none_is_refused_before_any_request() {
    let runtime = runtime();
    for (tenant, sentence) in [(Some("another-clinic"), "error-token-other-tenant"), (None, "error-token-no-tenant")] {
        let (service, token) = clinic_service(&runtime, tenant);
        let policy = Policy::parse(Path::new("/etc/intake-desk/policy.toml"), &clinic_policy(&service.base_url()));
        let before = service.request_count();

        // Started as `--base-url … --token-file …` would.
        let mut harness =
            build_app(AppConfig { policy: policy.clone(), ..config(&runtime, started_with(&service, &token)) });
        let expected = harness.state().state.tr.msg(
            &intake_desk::i18n::Msg::new(sentence)
                .with("required", "clinic-042")
                .with("found", tenant.unwrap_or_default()),
        );
        wait_for_text(&mut harness, &expected[..40]);
        assert!(has_text(&harness, &expected), "said in a sentence: {expected}");
        assert_ne!(harness.state().state.connection.status, ConnectionStatus::Connected);

        // Pasted on the connection screen.
        let state = &mut harness.state_mut().state;
        state.apply_intent(Intent::EditSignIn(SignInEdit::PastedToken(token.clone())));
        state.apply_intent(Intent::EditSignIn(SignInEdit::Mode(intake_desk::state::SignInMode::PastedToken)));
        state.apply_intent(Intent::SubmitSignIn);
        for _ in 0..30 {
            harness.step();
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        assert_ne!(harness.state().state.connection.status, ConnectionStatus::Connected);

        // The worker asked directly, as the keyring's resume and a state with a mistake would.
        let options = intake_desk::worker::WorkerOptions { policy: policy.clone(), ..worker_options() };
        let worker = intake_desk::worker::WorkerHandle::spawn(runtime.handle(), std::sync::Arc::new(|| {}), options);
        let environment = Environment::Custom { api_base: service.base_url(), token_host: String::new() };
        worker.send(
            1,
            intake_desk::worker::Command::Connect { environment, token: AccessToken::new(&token), remember: false },
        );
        let deadline = std::time::Instant::now() + DEADLINE;
        let answer = loop {
            match worker.try_next() {
                Some(event) => break format!("{:?}", event.kind),
                None if std::time::Instant::now() < deadline => {
                    std::thread::sleep(std::time::Duration::from_millis(10))
                }
                None => panic!("no answer"),
            }
        };
        assert!(answer.contains("TokenOutsidePolicy"), "{answer}");
        assert_eq!(service.request_count(), before, "{tenant:?}: not one request reached the service");
    }
}

/// The app's own sign-in asks only for the locked tenant: a state that asked for another is
/// refused by the worker before the credentials leave.
#[test]
fn a_sign_in_for_another_tenant_never_leaves_the_workstation() {
    let runtime = runtime();
    let (service, _) = clinic_service(&runtime, Some("clinic-042"));
    let policy = Policy::parse(Path::new("/etc/intake-desk/policy.toml"), &clinic_policy(&service.base_url()));
    let options = intake_desk::worker::WorkerOptions { policy, ..worker_options() };
    let worker = intake_desk::worker::WorkerHandle::spawn(runtime.handle(), std::sync::Arc::new(|| {}), options);
    let environment = Environment::Custom { api_base: service.base_url(), token_host: service.base_url() };
    let credentials = intake_desk::api::Credentials {
        account: "an@clinic.be".into(),
        password: "secret".into(),
        tenant_id: "another-clinic".into(),
        healthcare_service_id: Some("cardiology".into()),
    };
    worker.send(1, intake_desk::worker::Command::SignIn { environment, credentials });
    let deadline = std::time::Instant::now() + DEADLINE;
    let answer = loop {
        match worker.try_next() {
            Some(event) => break format!("{:?}", event.kind),
            None if std::time::Instant::now() < deadline => std::thread::sleep(std::time::Duration::from_millis(10)),
            None => panic!("no answer"),
        }
    };
    assert!(answer.contains("TokenOutsidePolicy"), "{answer}");
    assert_eq!(service.request_count(), 0, "the credentials never left");
}

/// The worker holds every send to the policy's one rule, whatever asks (issue 28): a single
/// survey by a channel IT turned off, with the PIN in the link, and an update-then-send are
/// refused before a request leaves — the patient is not even updated. Before, only the screens
/// kept them back.
#[test]
fn the_worker_refuses_a_send_the_policy_does_not_allow_whatever_asks() {
    use intake_desk::api::{CreateSurveyRequest, SurveyPatient};
    use intake_desk::worker::{Command, WorkerHandle};
    let runtime = runtime();
    let service = start_sandbox(&runtime);
    let policy = Policy::parse(
        Path::new("/etc/intake-desk/policy.toml"),
        "[invitations]\nchannels = [\"email\"]\npin_in_link = false\n",
    );
    let options = intake_desk::worker::WorkerOptions { policy, ..worker_options() };
    let worker = WorkerHandle::spawn(runtime.handle(), std::sync::Arc::new(|| {}), options);
    let environment = Environment::Custom { api_base: service.base_url(), token_host: String::new() };
    worker.send(1, Command::Connect { environment, token: AccessToken::new(service.token()), remember: false });
    let next = |worker: &WorkerHandle| {
        let deadline = std::time::Instant::now() + DEADLINE;
        loop {
            match worker.try_next() {
                // What the worker says along the way (its local writes, a create leaving) is
                // not an answer.
                Some(event)
                    if !format!("{:?}", event.kind).starts_with("Local")
                        && !format!("{:?}", event.kind).starts_with("SurveyLeaving") =>
                {
                    break format!("{:?}", event.kind);
                }
                Some(_) => {}
                None if std::time::Instant::now() < deadline => std::thread::sleep(std::time::Duration::from_millis(5)),
                None => panic!("no answer"),
            }
        }
    };
    assert!(next(&worker).contains("Connected"));
    let before = service.requests().len();
    let survey = |invitation, pin| CreateSurveyRequest {
        patient: SurveyPatient::Existing { patient_id: intake_desk::sandbox::DEMO_PATIENT_ID.into() },
        include_url: true,
        include_pin_in_url: pin,
        invitation,
    };
    worker.send(2, Command::CreateSurvey { request: survey(Some(Channel::Sms), false) });
    assert!(next(&worker).contains("SendNotAllowed(Channel(Sms))"));
    worker.send(3, Command::CreateSurvey { request: survey(Some(Channel::Email), true) });
    assert!(next(&worker).contains("SendNotAllowed(PinInLink)"));
    let patient = runtime.block_on(async {
        let client = intake_desk::api::Client::new(
            &Environment::Custom { api_base: service.base_url(), token_host: String::new() },
            AccessToken::new(service.token()),
            &Default::default(),
        )
        .unwrap();
        client.get_patient(intake_desk::sandbox::DEMO_PATIENT_ID).await.unwrap()
    });
    let before = before + 1;
    worker.send(
        4,
        Command::UpdatePatientThenCreateSurvey {
            patient_id: patient.patient_id.clone(),
            payload: intake_desk::api::PatientPayload {
                first_name: "Zoë".into(),
                last_name: "Peeters".into(),
                gender: intake_desk::api::Gender::Female,
                birthdate: intake_desk::api::Birthdate::parse("1985-03-01").unwrap(),
                language: "nl-be".into(),
                email: None,
                phone: None,
                external_reference: "changed-by-a-refused-send".into(),
                extra: Default::default(),
            },
            based_on: Box::new(patient.clone()),
            request: survey(Some(Channel::Sms), false),
        },
    );
    assert!(next(&worker).contains("SendNotAllowed"));
    let after: Vec<String> = service.requests()[before..].iter().map(|r| format!("{} {}", r.method, r.path)).collect();
    assert!(after.is_empty(), "not one request left: {after:?}");
    assert!(service.outbox().is_empty(), "no invitation");

    // What the policy allows is sent.
    worker.send(5, Command::CreateSurvey { request: survey(Some(Channel::Email), false) });
    assert!(next(&worker).contains("SurveyCreated"));
    assert_eq!(service.outbox().len(), 1);
}

/// Issue 41: a tenant locked without a valid value (none, or `value = 42`) is read at its
/// safest — no token for any tenant is used, whichever way it comes: `--token-file` /
/// `INTAKE_DESK_TOKEN` (the ad-hoc start), a token pasted in the window, the app's own sign-in
/// with a password. Each time the window says the policy's problem, with its line, and to
/// contact IT; not one request reaches the service. The demo service, which needs no token,
/// stays allowed. Before, the password form was stuck on "enter your tenant" and every token
/// was used.
#[test]
fn a_tenant_locked_without_a_valid_value_refuses_every_token_and_says_why() {
    let runtime = runtime();
    for tenant_section in ["[tenant]\nlocked = true\n", "[tenant]\nvalue = 42\nlocked = true\n"] {
        let (service, token) = clinic_service(&runtime, Some("clinic-042"));
        let policy_text = format!(
            "[environment]\nname = \"custom\"\naddress = \"{}\"\nlocked = true\n\n{tenant_section}",
            service.base_url()
        );
        let path = policy_file("tenant-without-value", &policy_text);
        let policy = Policy::load(&path, true);
        let sentence_in = |harness: &Harness<'_, IntakeApp>| {
            harness.state().state.tr.msg(
                &intake_desk::i18n::Msg::new("error-token-tenant-lock-unusable-at-line")
                    .with("file", path.display().to_string())
                    .with("line", 7),
            )
        };

        // Started as `--base-url … --token-file …` (or `INTAKE_DESK_TOKEN`) would.
        let mut harness =
            build_app(AppConfig { policy: policy.clone(), ..config(&runtime, started_with(&service, &token)) });
        let expected = sentence_in(&harness);
        let connected = |h: &Harness<'_, IntakeApp>| h.state().state.connection.status == ConnectionStatus::Connected;
        wait_until(&mut harness, "the command line's token used or refused", |h| {
            connected(h) || has_text(h, &expected)
        });
        assert!(!connected(&harness), "{tenant_section}: the token was used");
        assert!(has_text(&harness, &expected), "said in a sentence: {expected}");

        // Started as usual: a token pasted on the connection screen.
        let mut harness = build_app(AppConfig {
            policy: policy.clone(),
            ..config(&runtime, intake_desk::settings::StartMode::Normal)
        });
        wait_until(&mut harness, "the sign-in", |h| {
            h.state().state.connection.status == ConnectionStatus::SignInNeeded
        });
        let ok = text(&harness, "startup-ok");
        click(&mut harness, &ok);
        assert!(!has_text(&harness, &expected), "nothing said before anything is tried");
        let (by_token, token_field) =
            (text(&harness, "connection-mode-token"), text(&harness, "connection-access-token"));
        click(&mut harness, &by_token);
        fill(&mut harness, &token_field, &token);
        harness.get_by_role_and_label(Role::Button, &text(&harness, "connection-sign-in")).click();
        wait_until(&mut harness, "the pasted token used or refused", |h| connected(h) || has_text(h, &expected));
        assert!(!connected(&harness), "{tenant_section}: the pasted token was used");

        // The app's own sign-in: the form is not stuck on a tenant nobody may type; the same
        // sentence says why it cannot be used.
        let state = &mut harness.state_mut().state;
        state.sign_in.error = None;
        state.apply_intent(Intent::EditSignIn(SignInEdit::Mode(intake_desk::state::SignInMode::Password)));
        state.apply_intent(Intent::EditSignIn(SignInEdit::Account("an@clinic.be".into())));
        state.apply_intent(Intent::EditSignIn(SignInEdit::Password("secret".into())));
        state.apply_intent(Intent::SubmitSignIn);
        assert!(state.sign_in.submitting.is_some(), "{tenant_section}: the sign-in is held to the policy, not stuck");
        wait_until(&mut harness, "the sign-in's answer", |h| h.state().state.sign_in.submitting.is_none());
        assert!(has_text(&harness, &expected), "{tenant_section}: said in a sentence: {expected}");
        assert!(!connected(&harness));
        assert_eq!(service.request_count(), 0, "{tenant_section}: not one request reached the service");

        // The demo service needs no token: the policy allows it, so it can still be used.
        let state = &mut harness.state_mut().state;
        state.apply_intent(Intent::EditSignIn(SignInEdit::Choice(EnvironmentChoice::Sandbox)));
        state.apply_intent(Intent::SubmitSignIn);
        wait_until(&mut harness, "the demo service", |h| {
            h.state().state.connection.status == ConnectionStatus::Connected
                && matches!(h.state().state.connection.environment, Some(Environment::Sandbox { .. }))
        });
    }
}
