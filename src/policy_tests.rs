//! The IT policy file read: every key, wrong values, locks, and the IT guide's full example.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use super::*;

const FILE: &str = "/etc/intake-desk/policy.toml";

fn parse(text: &str) -> Policy {
    Policy::parse(Path::new(FILE), text)
}

fn english_problem(policy: &Policy) -> String {
    english(&policy.problem.as_ref().expect("a problem").sentence())
}

/// The IT guide's full example (docs/it-guide.md, "For IT departments"): the text IT copies is
/// the text tested.
fn it_guide_example() -> &'static str {
    let guide = include_str!("../docs/it-guide.md");
    let section = &guide[guide.find("## For IT departments").expect("the IT guide's section for IT departments")..];
    let start = section.find("```toml\n").expect("its TOML example") + "```toml\n".len();
    let end = section[start..].find("```").expect("the example's end");
    &section[start..start + end]
}

#[test]
fn a_full_policy_presets_and_locks_what_it_says() {
    let policy = parse(it_guide_example());
    assert_eq!(policy.problem, None);
    assert!(policy.is_managed());
    let ClinicDatabasePolicy::Named { settings, .. } = &policy.clinic_database else {
        panic!("the clinic database: {:?}", policy.clinic_database)
    };
    assert_eq!(settings.desk, "Front desk 2");
    let clinic = Environment::Custom {
        api_base: "https://fhir.clinic.example".into(),
        token_host: "https://login.clinic.example".into(),
    };
    assert_eq!(policy.environment, Rule { preset: Some(clinic.clone()), locked: true });
    assert_eq!(policy.tenant, Rule { preset: Some("clinic-042".into()), locked: true });
    assert_eq!(policy.healthcare_service, Rule { preset: Some("cardiology".into()), locked: false });
    assert_eq!(policy.privacy_minutes, Rule { preset: Some(3), locked: true });
    let reminders = policy.reminders.preset.expect("the reminder rules");
    assert_eq!((reminders.max_per_invitation, reminders.min_days_between, policy.reminders.locked), (1, 3, true));
    let filing = policy.filing.preset.as_ref().expect("the filing settings");
    assert_eq!(filing.folder, Some(PathBuf::from(r"C:\EPD\import\vragenlijsten")));
    assert_eq!(filing.template.as_deref(), Some(crate::filing::DEFAULT_TEMPLATE));
    assert!(filing.automatic && policy.filing.locked);
    assert_eq!(policy.language, Rule { preset: Some(Language::Dutch), locked: false });
    assert_eq!(policy.channels, vec![Channel::Email]);
    assert!(!policy.pin_in_link_offered);
    assert!(!policy.sandbox_available);
    assert!(policy.eid_button);
    assert_eq!(policy.references, crate::patient::ReferenceKind::NationalNumber);

    assert!(policy.allows_environment(&clinic));
    let with_slash = Environment::Custom {
        api_base: "https://FHIR.clinic.example/".into(),
        token_host: "https://login.clinic.example".into(),
    };
    assert!(policy.allows_environment(&with_slash), "the same service, written differently");
    assert!(!policy.allows_environment(&Environment::EuProduction));
    let elsewhere = Environment::Custom { api_base: "https://evil.example".into(), token_host: String::new() };
    assert!(!policy.allows_environment(&elsewhere));
    assert!(!policy.allows_environment(&Environment::Sandbox { base_url: "http://127.0.0.1:1".into() }));
    assert!(policy.allows_channel(Channel::Email) && !policy.allows_channel(Channel::Sms));
}

#[test]
fn a_partial_policy_leaves_the_rest_as_on_an_unmanaged_workstation() {
    let policy = parse("[environment]\nname = \"eu-acceptance\"\n\n[language]\nvalue = \"fr\"\nlocked = true\n");
    assert_eq!(policy.problem, None);
    assert_eq!(policy.environment, Rule { preset: Some(Environment::EuAcceptance), locked: false });
    assert!(policy.allows_environment(&Environment::EuProduction), "preset, not locked");
    assert_eq!(policy.language, Rule { preset: Some(Language::French), locked: true });
    assert_eq!(policy.tenant, Rule::default());
    assert_eq!(policy.privacy_minutes, Rule::default());
    assert_eq!(policy.channels, Channel::ALL.to_vec());
    assert!(policy.pin_in_link_offered && policy.sandbox_available);
}

#[test]
fn an_empty_file_manages_nothing_but_says_the_workstation_is_managed() {
    let policy = parse("# nothing yet\n");
    assert_eq!(policy, Policy { file: Some(PathBuf::from(FILE)), ..Policy::default() });
    assert!(policy.is_managed());
}

#[test]
fn no_file_at_the_machine_place_is_an_unmanaged_workstation_but_a_named_one_must_exist() {
    let folder = std::env::temp_dir().join(format!("intake-desk-policy-{}", std::process::id()));
    let missing = folder.join("policy.toml");
    assert_eq!(Policy::load(&missing, false), Policy::default());
    let named = Policy::load(&missing, true);
    assert!(!named.sandbox_available && named.environment.locked && named.channels.is_empty());
    assert!(english_problem(&named).contains("does not exist"), "{}", english_problem(&named));
}

#[test]
fn a_syntax_error_names_the_file_and_line_and_locks_everything() {
    let policy = parse("[tenant]\nvalue = \"clinic-042\"\nlocked = true\n\n[language]\nvalue = nl\n");
    let problem = policy.problem.clone().unwrap();
    assert_eq!(problem.line, Some(6));
    let sentence = english_problem(&policy);
    assert!(sentence.contains(FILE) && sentence.contains("line 6"), "{sentence}");
    assert_eq!(sentence.lines().count(), 1, "one sentence: {sentence}");
    // Nothing unlocked that the file tried to lock; no service, no sandbox.
    assert!(policy.tenant.locked && policy.language.locked && policy.privacy_minutes.locked);
    assert!(!policy.allows_environment(&Environment::EuProduction));
    assert!(!policy.allows_environment(&Environment::Sandbox { base_url: "http://127.0.0.1:1".into() }));
    assert!(policy.channels.is_empty() && !policy.pin_in_link_offered);
}

#[test]
fn a_wrong_value_locks_its_own_setting_at_the_safest_and_keeps_the_others() {
    let text = "[environment]\nname = \"eu-production\"\nlocked = true\n\n[privacy_screen]\nminutes = 900\n\n[invitations]\nchannels = [\"email\", \"fax\"]\n";
    let policy = parse(text);
    let problem = policy.problem.clone().unwrap();
    assert_eq!(problem.line, Some(6), "the first problem: the minutes");
    let sentence = english_problem(&policy);
    assert!(sentence.contains("line 6") && sentence.contains("900"), "{sentence}");
    assert_eq!(policy.environment, Rule { preset: Some(Environment::EuProduction), locked: true });
    assert!(policy.allows_environment(&Environment::EuProduction));
    assert_eq!(policy.privacy_minutes, Rule { preset: None, locked: true });
    assert!(policy.channels.is_empty(), "a channel list that cannot be read allows none");
    assert!(!policy.pin_in_link_offered);
    assert!(policy.sandbox_available, "not mentioned: as on any workstation");
}

#[test]
fn each_kind_of_mistake_is_said_with_its_line() {
    let cases: [(&str, usize, &str); 11] = [
        ("[environment]\nlocked = true\n", 2, "name"),
        ("[enviroment]\nname = \"eu-production\"\n", 1, "enviroment"),
        ("[tenant]\nvalue = \"a\"\nlokced = true\n", 3, "lokced"),
        ("[tenant]\nvalue = 42\n", 2, "text"),
        ("[sandbox]\navailable = \"no\"\n", 2, "true or false"),
        ("[environment]\nname = \"eu-prod\"\n", 2, "eu-prod"),
        ("[environment]\nname = \"custom\"\n", 2, "address"),
        (
            "[environment]\nname = \"custom\"\naddress = \"http://fhir.clinic.example\"\n",
            3,
            "http://fhir.clinic.example",
        ),
        ("[environment]\nname = \"eu-production\"\naddress = \"https://x.example\"\n", 3, "custom"),
        ("\n[language]\nvalue = \"es\"\n", 3, "es"),
        ("tenant = \"clinic-042\"\n", 1, "tenant"),
    ];
    for (text, line, word) in cases {
        let policy = parse(text);
        let problem = policy.problem.clone().unwrap_or_else(|| panic!("no problem found in {text:?}"));
        assert_eq!(problem.line, Some(line), "{text:?}");
        let sentence = english_problem(&policy);
        assert!(sentence.contains(word), "{text:?}: {sentence}");
        assert!(sentence.contains(&format!("line {line}")), "{sentence}");
    }
}

#[test]
fn a_misspelt_section_may_be_a_lock_so_everything_is_locked() {
    let policy = parse("[tenant]\nvalue = \"clinic-042\"\n\n[enviroment]\nname = \"eu-production\"\nlocked = true\n");
    assert!(policy.environment.locked && policy.environment.preset.is_none());
    assert!(!policy.allows_environment(&Environment::EuProduction));
    assert_eq!(policy.problem.unwrap().line, Some(4));
}

/// A JWT naming `tenant` (or none): only its claims matter here.
fn token_naming(tenant: Option<&str>) -> crate::api::AccessToken {
    use base64::Engine as _;
    let encode = |json: &str| base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(json);
    let claims = match tenant {
        Some(tenant) => format!(r#"{{"sub":"an@clinic.be","tenantId":"{tenant}","exp":4102444800}}"#),
        None => r#"{"sub":"an@clinic.be","exp":4102444800}"#.to_owned(),
    };
    crate::api::AccessToken::new(format!("{}.{}.c2ln", encode(r#"{"alg":"HS256"}"#), encode(&claims)))
}

fn credentials_for(tenant: &str) -> crate::api::Credentials {
    crate::api::Credentials {
        account: "an@clinic.be".into(),
        password: "secret".into(),
        tenant_id: tenant.into(),
        healthcare_service_id: None,
    }
}

/// Issue 41: a tenant locked without a valid value (none, empty, not text) is read at its
/// safest: no token for any tenant is used, whichever way it comes (pasted, `--token-file`,
/// `INTAKE_DESK_TOKEN`, the keyring: no credentials; the app's own sign-in: its credentials),
/// and the refusal names the file and the tenant's own line. Before, the sign-in form was
/// stuck but every other token was used.
#[test]
fn a_tenant_locked_without_a_valid_value_admits_no_token_at_all() {
    for (text, line) in [
        ("[language]\nvalue = \"nl\"\n\n[tenant]\nvalue = 42\nlocked = true\n", 5),
        ("[language]\nvalue = \"nl\"\n\n[tenant]\nlocked = true\n", 5),
        ("[language]\nvalue = \"nl\"\n\n[tenant]\nvalue = \"  \"\nlocked = true\n", 5),
        // The file's first problem is another's: the refusal still names the tenant's line.
        ("[privacy_screen]\nminutes = 900\n\n[tenant]\nlocked = true\n", 5),
    ] {
        let policy = parse(text);
        assert_eq!(policy.tenant, Rule { preset: None, locked: true }, "{text}");
        let problem = policy.problem.clone().unwrap_or_else(|| panic!("the problem is said: {text:?}"));
        assert!(problem.line.is_some_and(|first| first <= line), "{text:?}");
        let every_way = [
            policy.admits_token(&token_naming(Some("clinic-042")), None),
            policy.admits_token(&token_naming(None), None),
            policy.admits_token(&crate::api::AccessToken::new("opaque"), None),
            policy.admits_token(&crate::api::AccessToken::new(""), Some(&credentials_for("clinic-042"))),
            policy.admits_token(&crate::api::AccessToken::new(""), Some(&credentials_for(""))),
        ];
        for admitted in every_way {
            let refusal = admitted.expect_err(text);
            let sentence = english(&crate::i18n::service::api_error(&refusal));
            assert!(sentence.contains(FILE) && sentence.contains(&format!("line {line}")), "{text:?}: {sentence}");
            assert!(sentence.contains("tenant") && sentence.contains("IT department"), "{sentence}");
        }
        let sandbox = Environment::Sandbox { base_url: "http://127.0.0.1:1".into() };
        assert!(policy.allows_environment(&sandbox), "the demo service needs no token: {text:?}");
    }
    // A valid lock still admits its own tenant's token, and the app's own sign-in for it.
    let policy = parse("[tenant]\nvalue = \"clinic-042\"\nlocked = true\n");
    assert_eq!(policy.admits_token(&token_naming(Some("clinic-042")), None), Ok(()));
    assert_eq!(policy.admits_token(&crate::api::AccessToken::new(""), Some(&credentials_for("clinic-042"))), Ok(()));
    // An unlocked tenant without a value is no lock: any token.
    assert_eq!(parse("[tenant]\nlocked = false\n").admits_token(&token_naming(Some("x")), None), Ok(()));
}

#[test]
fn files_that_are_not_policies_are_refused_without_panicking() {
    let folder = std::env::temp_dir().join(format!("intake-desk-policy-files-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let binary = folder.join("binary.toml");
    std::fs::write(&binary, [0xff, 0xfe, 0x00, 0x41]).unwrap();
    assert!(english_problem(&Policy::load(&binary, false)).contains("not text"));
    let with_bom = folder.join("bom.toml");
    std::fs::write(&with_bom, b"\xEF\xBB\xBF[language]\nvalue = \"de\"\n").unwrap();
    assert_eq!(Policy::load(&with_bom, false).language.preset, Some(Language::German));
    assert!(english_problem(&Policy::load(&folder, false)).contains("folder"));
    let huge = folder.join("huge.toml");
    std::fs::write(&huge, "#".repeat(300 * 1024)).unwrap();
    assert!(english_problem(&Policy::load(&huge, false)).contains("too large"));
    std::fs::remove_dir_all(&folder).unwrap();
}

#[test]
fn the_machine_place_is_the_platform_s_own() {
    let path = machine_policy_path().unwrap();
    assert!(path.ends_with("policy.toml"));
    #[cfg(target_os = "linux")]
    assert_eq!(path, PathBuf::from("/etc/intake-desk/policy.toml"));
}

/// `--policy` is accepted only where it can be shown that no machine policy exists (issue 28):
/// a place the system does not give, or a check that fails, is not "none".
#[test]
fn only_a_machine_policy_shown_absent_is_absent() {
    let folder = crate::test_dir("machine-policy");
    assert_eq!(machine_policy_exists(Some(&folder.join("policy.toml"))), Ok(false));
    std::fs::write(folder.join("policy.toml"), "").unwrap();
    assert_eq!(machine_policy_exists(Some(&folder.join("policy.toml"))), Ok(true));
    // A file where the folder should be: the check fails, so it cannot be shown absent.
    let through_a_file = folder.join("policy.toml").join("policy.toml");
    assert!(machine_policy_exists(Some(&through_a_file)).unwrap_err().contains("cannot be checked"));
    assert!(machine_policy_exists(None).is_err());
    std::fs::remove_dir_all(&folder).unwrap();
}

proptest::proptest! {
    /// Whatever the file holds, reading it never panics, and a problem always names a line
    /// inside the file (or none).
    #[test]
    fn any_text_is_read_without_panicking(text in "(\\[[a-z_]{0,12}\\]\n|[a-z_]{1,10} = (\"[a-z:/.-]{0,20}\"|[0-9]{1,4}|true|\\[\"[a-z]{0,5}\"\\])\n|#.{0,10}\n|.{0,12}\n){0,12}") {
        let policy = parse(&text);
        if let Some(problem) = &policy.problem {
            let lines = text.lines().count().max(1) + 1;
            proptest::prop_assert!(problem.line.is_none_or(|line| line >= 1 && line <= lines));
        }
    }
}

/// `[reminders]` (issue 31): presets and locks the rules; a value out of range locks them at
/// no reminders at all (the safest), says the line, and leaves the other settings alone.
#[test]
fn the_reminder_rules_are_preset_and_locked_and_a_wrong_value_allows_none() {
    use crate::reminders::ReminderRules;
    let policy = parse(
        "[reminders]\nmax_per_invitation = 1\nmin_days_between = 3\nquiet_from = \"19:00\"\nquiet_until = \"09:30\"\nlocked = true\n",
    );
    assert_eq!(policy.problem, None);
    let expected = ReminderRules {
        max_per_invitation: 1,
        min_days_between: 3,
        quiet_from: jiff::civil::time(19, 0, 0, 0),
        quiet_until: jiff::civil::time(9, 30, 0, 0),
    };
    assert_eq!(policy.reminders, Rule { preset: Some(expected), locked: true });
    assert_eq!(parse("[tenant]\nvalue = \"x\"\n").reminders, Rule::default(), "not mentioned: the app's own");

    for (text, words) in [
        ("[language]\nvalue = \"nl\"\n\n[reminders]\nmax_per_invitation = 9\n", "from 0 to 5, not 9"),
        ("[language]\nvalue = \"nl\"\n\n[reminders]\nquiet_from = \"8 pm\"\n", "time of day such as 20:00, not “8 pm”"),
        ("[language]\nvalue = \"nl\"\n\n[reminders]\nmin_days_between = \"two\"\n", "min_days_between"),
    ] {
        let policy = parse(text);
        assert_eq!(policy.problem.as_ref().and_then(|p| p.line), Some(5), "{text}");
        let sentence = english_problem(&policy);
        assert!(sentence.contains(words), "{sentence}");
        assert_eq!(policy.reminders, Rule { preset: Some(ReminderRules::NONE), locked: true }, "{text}");
        assert_eq!(policy.language.preset, Some(Language::Dutch), "the other sections are read");
    }
    let unreadable = Policy::locked_down(Path::new(FILE), None, Msg::new("policy-reason-missing"));
    assert_eq!(unreadable.reminders.preset.map(|rules| rules.max_per_invitation), Some(0));
}

#[test]
fn the_filing_folder_is_preset_and_locked_and_a_wrong_value_files_nothing() {
    let policy = parse(
        "[filing]
folder = \"/srv/ehr/import\"
fhir_identifier_system = \"urn:oid:2.16.56\"
",
    );
    assert_eq!(policy.problem, None);
    let filing = policy.filing.preset.clone().unwrap();
    assert_eq!(filing.folder, Some(PathBuf::from("/srv/ehr/import")));
    assert_eq!((filing.template, filing.automatic, policy.filing.locked), (None, false, false));
    assert_eq!(filing.fhir_identifier_system.as_deref(), Some("urn:oid:2.16.56"));
    for (text, words) in [
        ("[language]\nvalue = \"nl\"\n\n[filing]\nfolder = \"  \"\n", "folder must not be empty"),
        ("[language]\nvalue = \"nl\"\n\n[filing]\nautomatic = \"yes\"\n", "automatic"),
        ("[language]\nvalue = \"nl\"\n\n[filing]\ncolour = 1\n", "colour"),
    ] {
        let policy = parse(text);
        let sentence = english_problem(&policy);
        assert!(sentence.contains(words), "{sentence}");
        assert_eq!(policy.filing, Rule { preset: None, locked: true }, "nothing the user may set: {text}");
        assert_eq!(policy.language.preset, Some(Language::Dutch), "the other sections are read");
    }
}

#[test]
fn the_eid_button_is_shown_unless_hidden_and_the_card_number_is_kept_only_where_references_are_national_numbers() {
    let unmanaged = Policy::default();
    assert!(unmanaged.eid_button);
    assert_eq!(unmanaged.references, crate::patient::ReferenceKind::Own, "the card's number is not kept");
    let policy = parse("[eid]\nread_button = false\n\n[external_reference]\nnational_number = true\n");
    assert_eq!(policy.problem, None);
    assert!(!policy.eid_button);
    assert_eq!(policy.references, crate::patient::ReferenceKind::NationalNumber);
    let policy = parse("[external_reference]\nnational_number = false\n");
    assert_eq!(policy.references, crate::patient::ReferenceKind::Own);
    // A wrong value: the safest reading (no card read, no number kept), the others read.
    for (text, words) in [
        ("[language]\nvalue = \"nl\"\n\n[eid]\nread_button = \"yes\"\n", "true or false"),
        ("[language]\nvalue = \"nl\"\n\n[eid]\nreader = true\n", "reader"),
        ("[language]\nvalue = \"nl\"\n\n[external_reference]\nnational_number = 1\n", "national_number"),
        (
            "[language]\nvalue = \"nl\"\n\n[eid]\nread_button = 1\n\n[external_reference]\nnational_number = \"yes\"\n",
            "line 5",
        ),
    ] {
        let policy = parse(text);
        let sentence = english_problem(&policy);
        assert!(sentence.contains(words), "{sentence}");
        assert_eq!(policy.references, crate::patient::ReferenceKind::Own, "{text}");
        assert_eq!(policy.language.preset, Some(Language::Dutch), "the other sections are read");
    }
    assert!(!parse("[eid]\nread_button = \"no\"\n").eid_button);
    let unreadable = Policy::locked_down(Path::new(FILE), None, Msg::new("policy-reason-missing"));
    assert!(!unreadable.eid_button && unreadable.references == crate::patient::ReferenceKind::Own);
}

/// Issue 45: `[clinic_database]` names the clinic's shared database; TLS with the clinic's CA
/// unless IT turns it off; the password from the file or the keyring, never in the address.
#[test]
fn a_clinic_database_is_named_with_its_tls_and_its_password_s_source() {
    let policy = parse(
        "[clinic_database]\nurl = \"postgresql://intake_desk@db.clinic.example:5432/intake_desk\"\n\
         ca_file = \"/etc/intake-desk/clinic-ca.pem\"\ncredential = \"keyring\"\ndesk = \"Front desk 2\"\n",
    );
    assert_eq!(policy.problem, None);
    let ClinicDatabasePolicy::Named { settings, locked } = &policy.clinic_database else {
        panic!("named: {:?}", policy.clinic_database)
    };
    assert!(*locked, "locked unless the file says otherwise");
    assert_eq!(
        settings.tls,
        crate::clinic_database::Tls::Required { ca_file: "/etc/intake-desk/clinic-ca.pem".into() }
    );
    assert_eq!(settings.credential, crate::clinic_database::Credential::Keyring);
    assert_eq!(settings.desk, "Front desk 2");
    assert!(policy.clinic_database_problem().is_none());

    let local = parse(
        "[clinic_database]\nurl = \"host=/run/postgresql dbname=intake\"\ntls = \"off\"\ncredential = \"policy\"\npassword = \"s3cret\"\n",
    );
    let ClinicDatabasePolicy::Named { settings, .. } = &local.clinic_database else {
        panic!("{:?}", local.clinic_database)
    };
    assert_eq!(settings.tls, crate::clinic_database::Tls::Off);
    assert_eq!(settings.credential, crate::clinic_database::Credential::Policy("s3cret".into()));
    assert!(!settings.desk.is_empty(), "the computer's name when the file names no desk");
    assert!(!format!("{local:?}").contains("s3cret"), "the password is never in a log line");

    assert_eq!(parse("").clinic_database, ClinicDatabasePolicy::None, "none named: each desk its own");
}

/// A value that cannot be used means no sharing, said with its line, at every start — never a
/// silent desk of its own; the rest of the file applies.
#[test]
fn a_wrong_clinic_database_value_means_no_sharing_and_says_which_line() {
    let cases = [
        ("url = \"postgresql://db.clinic.example/intake\"\n", "ca_file must name"),
        (
            "url = \"postgresql://db.clinic.example/intake\"\ntls = \"maybe\"\n",
            "tls must be \"required\" or \"off\", not “maybe”",
        ),
        ("url = \"postgresql://u:pw@db.clinic.example/intake\"\ntls = \"off\"\n", "url must not hold the password"),
        (
            "url = \"postgresql://db.clinic.example/intake\"\ntls = \"off\"\ncredential = \"policy\"\n",
            "needs password =",
        ),
        (
            "url = \"postgresql://db.clinic.example/intake\"\ntls = \"off\"\npassword = \"x\"\n",
            "password is read only with",
        ),
        ("url = \"postgresql://db.clinic.example/intake\"\ntls = \"off\"\ncredential = \"ldap\"\n", "not “ldap”"),
        ("tls = \"off\"\n", "needs url ="),
        (
            "url = \"postgresql://db.clinic.example:notaport/intake\"\ntls = \"off\"\n",
            "not the address of a PostgreSQL database",
        ),
    ];
    for (section, said) in cases {
        let policy = parse(&format!("[language]\nvalue = \"fr\"\n\n[clinic_database]\n{section}"));
        assert!(matches!(policy.clinic_database, ClinicDatabasePolicy::Unusable(_)), "{section}");
        let problem = policy.clinic_database_problem().expect("said at start");
        let what = english(&problem.what);
        assert!(what.contains(said), "{section}: {what}");
        assert!(english(&problem.effect).contains("does not share"), "{section}");
        assert_eq!(policy.language.preset, Some(Language::French), "the rest applies");
    }
}
