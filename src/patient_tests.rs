//! Unit tests of [`super`]: reading, checking and converting what is typed in a patient's fields.

#![allow(clippy::unwrap_used)]
use super::*;
use crate::i18n::{Language, Translator};

/// A field's problem in English, as the tests read it.
trait English {
    fn english(&self, field: Field) -> Option<String>;
}

impl English for Validation {
    fn english(&self, field: Field) -> Option<String> {
        thread_local! {
            static ENGLISH: Translator = Translator::new(Language::English);
        }
        self.error(field).map(|problem| ENGLISH.with(|tr| tr.msg(problem)))
    }
}

fn today() -> jiff::civil::Date {
    jiff::civil::date(2026, 11, 22)
}

fn valid() -> PatientDraft {
    PatientDraft {
        first_name: "Zoë".into(),
        last_name: "Vermeulen".into(),
        gender: Some(GenderChoice::Female),
        birthdate: "03/02/1990".into(),
        language: "nl-BE".into(),
        email: "zoe@example.org".into(),
        phone_number: "0475 12 34 56".into(),
        phone_type: Some(PhoneTypeChoice::Mobile),
        phone_country: "be".into(),
        external_reference: " MRN/7 ".into(),
    }
}

#[test]
fn a_valid_draft_becomes_a_normalised_payload() {
    let payload = valid().to_payload(today()).unwrap();
    assert_eq!(payload.birthdate.to_wire(), "1990-02-03T00:00:00.000Z");
    assert_eq!(payload.language, "nl-be");
    assert_eq!(payload.phone.as_ref().unwrap().phone_number, "+32475123456");
    assert_eq!(payload.phone.as_ref().unwrap().country_iso_alpha2, "BE");
    assert_eq!(payload.external_reference, "MRN/7");
}

#[test]
fn each_bad_field_gets_its_own_message() {
    let draft = PatientDraft {
        first_name: " ".into(),
        birthdate: "31/02/1990".into(),
        language: "dutch".into(),
        email: "zoe@".into(),
        phone_number: "12ab".into(),
        ..PatientDraft::default()
    };
    let validation = draft.validate(today());
    for field in Field::ALL {
        assert!(validation.english(field).is_some(), "{field:?} should be flagged");
    }
}

#[test]
fn future_and_ancient_birthdates_are_refused() {
    let mut draft = valid();
    draft.birthdate = "2026-11-23".into();
    assert!(draft.validate(today()).english(Field::Birthdate).unwrap().contains("future"));
    draft.birthdate = "1896-11-21".into();
    assert!(draft.validate(today()).english(Field::Birthdate).unwrap().contains("130 years"));
    draft.birthdate = "2026-11-22".into();
    assert!(draft.validate(today()).english(Field::Birthdate).is_none());
}

#[test]
fn phone_numbers_are_normalised_from_the_country() {
    assert_eq!(normalise_phone("+32 475 12 34 56", "BE").unwrap(), "+32475123456");
    assert_eq!(normalise_phone("0032 475/12.34.56", "NL").unwrap(), "+32475123456");
    assert_eq!(normalise_phone("06-12345678", "NL").unwrap(), "+31612345678");
    assert_eq!(normalise_phone("(202) 555-0143", "US").unwrap(), "+12025550143");
    assert!(normalise_phone("0475", "BE").is_err());
    assert!(normalise_phone("0475123456", "ZZ").is_err());
}

#[test]
fn a_zero_in_brackets_after_the_country_code_is_dropped() {
    // The "(0)" some write after the country code is the trunk prefix, not a digit.
    assert_eq!(normalise_phone("+32 (0)475 12 34 56", "BE").unwrap(), "+32475123456");
}

#[test]
fn italian_numbers_keep_their_leading_zero() {
    assert_eq!(normalise_phone("06 1234 5678", "IT").unwrap(), "+390612345678");
}

#[test]
fn a_us_number_written_with_its_country_code() {
    assert_eq!(normalise_phone("1-202-555-0143", "US").unwrap(), "+12025550143");
}

#[test]
fn a_date_that_does_not_exist_is_named() {
    let mut draft = valid();
    draft.birthdate = "31/02/1990".into();
    assert_eq!(draft.validate(today()).english(Field::Birthdate).as_deref(), Some("31 February does not exist."));
    draft.birthdate = "03/13/1990".into();
    assert_eq!(draft.validate(today()).english(Field::Birthdate).as_deref(), Some("Month 13 does not exist."));
}

fn with_phone(number: &str, country: &str, kind: PhoneTypeChoice) -> PatientDraft {
    PatientDraft { phone_number: number.into(), phone_country: country.into(), phone_type: Some(kind), ..valid() }
}

/// Mobile numbers by each country's plan: (country, as typed, E.164).
const MOBILES: [(&str, &str, &str); 8] = [
    ("BE", "0470 12 34 56", "+32470123456"),
    ("NL", "06 12345678", "+31612345678"),
    ("FR", "06 12 34 56 78", "+33612345678"),
    ("FR", "07 56 12 34 56", "+33756123456"),
    ("DE", "0151 23456789", "+4915123456789"),
    ("LU", "621 123 456", "+352621123456"),
    ("IT", "347 123 4567", "+393471234567"),
    // The US plan cannot tell mobile from fixed line: possibly mobile, so accepted.
    ("US", "(202) 555-0143", "+12025550143"),
];

/// Fixed-line numbers: (country, as typed, as the refusal writes it).
const LANDLINES: [(&str, &str, &str); 6] = [
    ("BE", "02 555 12 34", "+32 2 555 12 34"),
    ("NL", "020 123 4567", "+31 20 123 4567"),
    ("FR", "01 42 68 53 00", "+33 1 42 68 53 00"),
    ("DE", "030 123456", "+49 30 123456"),
    ("LU", "27 12 34", "+352 27 12 34"),
    ("IT", "06 1234 5678", "+39 06 1234 5678"),
];

#[test]
fn mobile_numbers_of_each_country_are_accepted_as_mobile() {
    for (country, typed, e164) in MOBILES {
        let draft = with_phone(typed, country, PhoneTypeChoice::Mobile);
        let validation = draft.validate(today());
        assert_eq!(validation.english(Field::PhoneNumber), None, "{country} {typed}");
        assert_eq!(validation.normalised_phone.as_deref(), Some(e164), "{country} {typed}");
        assert_eq!(validation.phone_country_from_number, None);
        assert!(rules::can_receive_sms(e164), "{e164}");
    }
}

#[test]
fn a_landline_given_as_mobile_is_refused() {
    let draft = with_phone("02 555 12 34", "BE", PhoneTypeChoice::Mobile);
    assert_eq!(
        draft.validate(today()).english(Field::PhoneNumber).as_deref(),
        Some("+32 2 555 12 34 is a landline number in Belgium — an SMS cannot reach it.")
    );
    for (country, typed, international) in LANDLINES {
        let draft = with_phone(typed, country, PhoneTypeChoice::Mobile);
        let message = draft.validate(today()).english(Field::PhoneNumber);
        assert!(message.as_deref().is_some_and(|m| m.starts_with(international)), "{country} {typed}: {message:?}");
        let draft = with_phone(typed, country, PhoneTypeChoice::Landline);
        let validation = draft.validate(today());
        assert!(validation.is_ok(), "{country} {typed} as landline: {:?}", validation.errors);
        assert!(!rules::can_receive_sms(validation.normalised_phone.as_deref().unwrap()), "{typed}");
    }
}

#[test]
fn too_short_too_long_and_impossible_numbers_say_so() {
    let cases = [
        ("BE", "0470 12 34 5", "too short for Belgium"),
        ("BE", "0470 12 34 567", "too long for Belgium"),
        ("BE", "0475", "too short for Belgium"),
        ("NL", "06 1234567", "too short for Netherlands"),
        ("NL", "06 123456789", "too long for Netherlands"),
        ("FR", "06 12 34 56 7", "too short for France"),
        ("FR", "06 12 34 56 78 9", "too long for France"),
        ("DE", "0151 2345678901234", "too long for Germany"),
        ("LU", "621 123 456 789 012", "too long for Luxembourg"),
        ("IT", "347 123 4567 8901", "too long for Italy"),
        ("US", "202 555 01", "too short for United States"),
        ("US", "202 555 014 33", "too long for United States"),
        ("BE", "+32 4", "too short for Belgium"),
        ("US", "(555) 555-0143", "No such number exists in United States"),
        ("BE", "0412 34 56 78", "No such number exists in Belgium"),
        ("DE", "0111 2345678", "No such number exists in Germany"),
        ("BE", "+99 123 456", "calling code"),
        ("BE", "12ab", "digits only"),
    ];
    for (country, typed, expected) in cases {
        let draft = with_phone(typed, country, PhoneTypeChoice::Mobile);
        let validation = draft.validate(today());
        let message = validation.english(Field::PhoneNumber).unwrap_or_default();
        assert!(message.contains(expected), "{country} {typed}: {message:?}");
        assert_eq!(validation.normalised_phone, None);
    }
}

#[test]
fn a_number_naming_another_country_switches_the_country() {
    let mut draft = with_phone("+31 6 12345678", "BE", PhoneTypeChoice::Mobile);
    let validation = draft.validate(today());
    assert!(validation.is_ok(), "{:?}", validation.errors);
    assert_eq!(validation.normalised_phone.as_deref(), Some("+31612345678"));
    assert_eq!(validation.phone_country_from_number.as_deref(), Some("NL"));
    let payload = draft.to_payload(today()).unwrap();
    assert_eq!(payload.phone.as_ref().unwrap().country_iso_alpha2, "NL");
    assert!(draft.follow_phone_country(today()));
    assert_eq!(draft.phone_country, "NL");
    assert!(!draft.follow_phone_country(today()));
    // 00 names a country too; a number of the chosen country does not switch.
    let draft = with_phone("0033 6 12 34 56 78", "BE", PhoneTypeChoice::Mobile);
    assert_eq!(draft.validate(today()).phone_country_from_number.as_deref(), Some("FR"));
    let draft = with_phone("+32 470 12 34 56", "BE", PhoneTypeChoice::Mobile);
    assert_eq!(draft.validate(today()).phone_country_from_number, None);
}

#[test]
fn stored_numbers_are_shown_nationally_at_home_and_internationally_abroad() {
    assert_eq!(rules::display_phone("+32475123456", "BE"), "0475 12 34 56");
    assert_eq!(rules::display_phone("+32475123456", "NL"), "+32 475 12 34 56");
    assert_eq!(rules::display_phone("+390612345678", "IT"), "06 1234 5678");
    assert_eq!(rules::display_phone("+390612345678", "BE"), "+39 06 1234 5678");
    assert_eq!(rules::display_phone("not a number", "BE"), "not a number");
    let reading = rules::read_phone("0475123456", "BE").unwrap();
    assert_eq!((reading.national.as_str(), reading.international.as_str()), ("0475 12 34 56", "+32 475 12 34 56"));
}

#[test]
fn names_references_and_addresses_have_limits() {
    let mut draft = valid();
    draft.first_name = "a".repeat(100);
    draft.last_name = "é".repeat(100);
    draft.external_reference = "r".repeat(64);
    // 64 + 1 + 189 octets; domain labels at most 63 each.
    let address = |last_label: usize| {
        format!("{}@{}.{}.{}.org", "l".repeat(64), "d".repeat(63), "d".repeat(63), "d".repeat(last_label))
    };
    draft.email = address(57);
    assert_eq!(draft.email.len(), 254);
    assert!(draft.validate(today()).is_ok(), "{:?}", draft.validate(today()).errors);
    draft.first_name.push('a');
    draft.last_name.push('é');
    draft.external_reference.push('r');
    draft.email = address(58);
    let validation = draft.validate(today());
    for field in [Field::FirstName, Field::LastName, Field::ExternalReference, Field::Email] {
        assert!(validation.english(field).is_some(), "{field:?} over its limit");
    }
    assert_eq!(validation.english(Field::FirstName).as_deref(), Some("At most 100 characters; this has 101."));
}

#[test]
fn addresses_are_checked_by_the_rfc_and_need_a_dotted_domain() {
    let mut draft = valid();
    for bad in ["zoe@", "zoe@localhost", "zoe@[192.0.2.1]", "zo e@example.org", "zoe@@example.org", "zoe@example..org"]
    {
        draft.email = bad.into();
        assert!(draft.validate(today()).english(Field::Email).is_some(), "{bad}");
    }
    for good in ["zoe@example.org", "zoë.vermeulen+intake@ziekenhuis.be", " zoe@example.org "] {
        draft.email = good.into();
        assert_eq!(draft.validate(today()).english(Field::Email), None, "{good}");
    }
}

#[test]
fn a_bare_language_is_completed_with_the_clinic_country() {
    assert_eq!(complete_language("nl", CLINIC_COUNTRY), "nl-be");
    assert_eq!(complete_language(" FR ", CLINIC_COUNTRY), "fr-be");
    assert_eq!(complete_language("en_GB", CLINIC_COUNTRY), "en-gb");
    assert_eq!(complete_language("NL-nl", CLINIC_COUNTRY), "nl-nl");
    let mut draft = valid();
    draft.language = "FR".into();
    assert_eq!(draft.to_payload(today()).unwrap().language, "fr-be");
    draft.language = "dutch".into();
    assert!(draft.validate(today()).english(Field::Language).is_some());
}

#[test]
fn dates_say_what_is_wrong() {
    let mut draft = valid();
    let mut message = |typed: &str| {
        draft.birthdate = typed.into();
        draft.validate(today()).english(Field::Birthdate)
    };
    assert_eq!(message("31.04.1990").as_deref(), Some("31 April does not exist."));
    assert_eq!(message("29-02-1990").as_deref(), Some("29 February 1990 does not exist (1990 is not a leap year)."));
    assert_eq!(message("29-02-1992"), None);
    assert_eq!(message("1990-13-01").as_deref(), Some("Month 13 does not exist."));
    assert_eq!(message("2026-11-23").as_deref(), Some("This date is in the future."));
    assert_eq!(message("21/11/1896").as_deref(), Some("This date is more than 130 years ago."));
    assert_eq!(message("22/11/1896"), None);
    assert_eq!(
        message("3 Feb 1990").as_deref(),
        Some("Use the format DD/MM/YYYY (also accepted: DD.MM.YYYY, DD-MM-YYYY, YYYY-MM-DD).")
    );
    assert_eq!(message("03/02/90").as_deref(), message("1990/02/03").as_deref());
}

#[test]
fn an_edit_shows_the_birthdate_as_people_write_it_and_keeps_it_exactly() {
    let patient = valid().to_record("p-1");
    let draft = PatientDraft::from_patient(&patient);
    assert_eq!(draft.birthdate, "03/02/1990");
    assert_eq!(draft.to_record("p-1").birthdate, patient.birthdate);
    assert_eq!(draft.to_payload(today()).unwrap().birthdate, patient.birthdate.unwrap());
    assert_eq!(rules::display_date(jiff::civil::date(2001, 12, 9)), "09/12/2001");
}

#[test]
fn a_different_way_of_writing_the_same_value_is_no_change() {
    let before = PatientDraft {
        phone_number: "0475123456".into(),
        birthdate: "1990-02-03".into(),
        language: "nl".into(),
        phone_country: "BE".into(),
        ..valid()
    };
    let after = PatientDraft {
        phone_number: "+32 475 12 34 56".into(),
        birthdate: "03/02/1990".into(),
        language: "NL-be".into(),
        phone_country: "be".into(),
        ..valid()
    };
    assert_eq!(after.changes_from(&before), []);
    assert_eq!(after.display_value(Field::PhoneNumber), "0475 12 34 56");
    assert_eq!(after.display_value(Field::Birthdate), "03/02/1990");
    assert_eq!(after.display_value(Field::PhoneCountry), "Belgium");
    let moved = PatientDraft { phone_number: "0475 12 34 57".into(), ..after.clone() };
    assert_eq!(moved.changes_from(&after), [(Field::PhoneNumber, "0475 12 34 56".into(), "0475 12 34 57".into())]);
}

#[test]
fn service_field_names_map_onto_fields() {
    assert_eq!(Field::from_service_name("Phone.PhoneNumber"), Some(Field::PhoneNumber));
    assert_eq!(Field::from_service_name("Patient.FirstName"), Some(Field::FirstName));
    assert_eq!(Field::from_service_name("birthDate"), Some(Field::Birthdate));
    assert_eq!(Field::from_service_name("$.externalReference"), Some(Field::ExternalReference));
    assert_eq!(Field::from_service_name("Shoe size"), None);
    for field in Field::ALL {
        assert_eq!(Field::from_service_name(field.wire_name()), Some(field));
    }
}

#[test]
fn changes_list_only_what_changed() {
    let before = valid();
    let mut after = valid();
    after.email = "new@example.org".into();
    after.gender = Some(GenderChoice::Male);
    let changes = after.changes_from(&before);
    assert_eq!(changes.len(), 2);
    assert_eq!(changes[0].0, Field::Gender);
    assert_eq!(changes[1], (Field::Email, "zoe@example.org".into(), "new@example.org".into()));
}

#[test]
fn what_the_app_sends_is_accepted_by_the_sandbox() {
    use crate::patient_rules as rules;
    // The app's own today (as AppState::today by the workstation's clock), and the oldest
    // birthdate it accepts then.
    let today = jiff::ZonedDateTime::now().date();
    let drafts = [
        ("0470 12 34 56", "BE", PhoneTypeChoice::Mobile, "nl"),
        ("+31 6 12345678", "BE", PhoneTypeChoice::Mobile, "NL_nl"),
        ("06 1234 5678", "IT", PhoneTypeChoice::Landline, "it-IT"),
        ("1-202-555-0143", "US", PhoneTypeChoice::Mobile, "en-us"),
        ("02 555 12 34", "BE", PhoneTypeChoice::Cordless, "fr"),
    ];
    for (number, country, kind, language) in drafts {
        let draft = PatientDraft {
            first_name: "Zoë".into(),
            last_name: "x".repeat(rules::NAME_MAX_CHARS),
            gender: Some(GenderChoice::Female),
            birthdate: rules::display_date(rules::oldest_birthdate(today)),
            language: language.into(),
            email: "zoe@example.org".into(),
            phone_number: number.into(),
            phone_type: Some(kind),
            phone_country: country.into(),
            external_reference: "r".repeat(rules::EXTERNAL_REFERENCE_MAX_CHARS),
        };
        let payload = draft.to_payload(today).unwrap_or_else(|v| panic!("{number}: {:?}", v.errors));
        let body = serde_json::to_value(&payload).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(crate::sandbox::patient_problems(&body), Default::default(), "{number} under {country}");
    }
}

#[test]
fn problems_are_worded_in_the_language_of_the_moment() {
    let mut draft = valid();
    draft.birthdate = "31/02/1990".into();
    let problem = draft.validate(today()).error(Field::Birthdate).cloned().unwrap();
    assert_eq!(Translator::new(Language::Dutch).msg(&problem), "31 februari bestaat niet.");
    assert_eq!(Translator::new(Language::German).msg(&problem), "Den 31. Februar gibt es nicht.");
    assert_eq!(Translator::new(Language::French).msg(&problem), "Le 31 février n’existe pas.");
    let landline = with_phone("02 555 12 34", "BE", PhoneTypeChoice::Mobile).validate(today());
    let problem = landline.error(Field::PhoneNumber).unwrap();
    let dutch = Translator::new(Language::Dutch).msg(problem);
    assert!(dutch.starts_with("+32 2 555 12 34 is een vast nummer (land: België)"), "{dutch}");
    let line = Translator::new(Language::German).msg(&Validation::problem_line(Field::PhoneNumber, problem));
    assert!(line.starts_with("Telefonnummer: +32 2 555 12 34 ist eine Festnetznummer"), "{line}");
}

#[test]
fn every_problem_and_field_name_is_a_message_of_the_reference_language() {
    let english = Translator::new(Language::English);
    for field in Field::ALL {
        assert_eq!(field.name_msg().id, field.label());
        assert!(english.has(field.label()), "{field:?}");
    }
    let drafts = [
        PatientDraft::default(),
        PatientDraft { first_name: "x".repeat(101), birthdate: "3 Feb".into(), ..PatientDraft::default() },
        PatientDraft {
            birthdate: "29/02/1990".into(),
            email: "a@b".into(),
            external_reference: "..".into(),
            ..valid()
        },
        PatientDraft {
            birthdate: "01/13/1990".into(),
            email: "nope".into(),
            ..with_phone("12ab", "BE", PhoneTypeChoice::Mobile)
        },
        PatientDraft { birthdate: "01/01/2030".into(), ..with_phone("0475", "XX", PhoneTypeChoice::Mobile) },
        PatientDraft {
            birthdate: "01/01/1800".into(),
            phone_type: None,
            ..with_phone("+99 1", "BE", PhoneTypeChoice::Mobile)
        },
    ];
    let mut ids = std::collections::BTreeSet::new();
    for draft in drafts {
        for problem in draft.validate(today()).errors.values() {
            ids.insert(problem.id.to_string());
            for (_, arg) in &problem.args {
                if let crate::i18n::Arg::Message(inner) = arg {
                    ids.insert(inner.id.to_string());
                }
            }
        }
    }
    assert!(ids.len() >= 14, "{ids:?}");
    for id in ids {
        assert!(english.has(&id), "{id} is not in the English file");
    }
    for tag in COMMON_LANGUAGES {
        assert!(english.has(&words::language_name(tag).unwrap().id), "{tag}");
    }
    for (iso, _, _) in PHONE_COUNTRIES {
        assert!(english.has(&words::country(iso).id), "{iso}");
    }
    assert_eq!(Translator::new(Language::Dutch).msg(&words::country("xk")), "XK", "a country without a name: its code");
}

#[test]
fn a_language_is_found_by_tag_by_bare_language_or_by_name_in_any_language() {
    let dutch = Translator::new(Language::Dutch);
    let english = Translator::new(Language::English);
    for typed in ["nl", "NL-BE", "nl_be", "Nederlands", "nederlands (belg", "Dutch"] {
        assert_eq!(words::language_matches(typed, &dutch).first(), Some(&"nl-be"), "{typed} in Dutch");
        assert_eq!(words::language_matches(typed, &english).first(), Some(&"nl-be"), "{typed} in English");
        assert_eq!(words::resolve_language(typed, &dutch).as_deref(), Some("nl-be"), "{typed}");
    }
    assert!(words::language_matches("nl", &dutch).contains(&"nl-nl"));
    assert_eq!(words::language_matches("francais", &dutch).first(), Some(&"fr-be"), "without the accent");
    assert_eq!(words::resolve_language("Duits (Duitsland)", &dutch).as_deref(), Some("de-de"));
    // A tag not in the list is kept as it is and shown as it is.
    assert!(words::language_matches("xx-yy", &dutch).is_empty());
    assert_eq!(words::resolve_language("xx-yy", &dutch).as_deref(), Some("xx-yy"));
    assert_eq!(words::language_name("xx-yy"), None);
    let draft = PatientDraft { language: "xx-yy".into(), ..valid() };
    assert_eq!(draft.shown_value(Field::Language), ShownValue::Text("xx-yy".into()));
    assert!(draft.validate(today()).is_ok());
    assert_eq!(words::resolve_language("klingon", &dutch), None);
    let named = PatientDraft { language: "nl".into(), ..valid() }.shown_value(Field::Language);
    assert_eq!(named, ShownValue::Text("Nederlands (België)".into()), "by its own name");
}

#[test]
fn a_draft_keeps_the_date_language_free_and_reads_back_in_any_language() {
    // Typed in Dutch (or picked in the Dutch calendar).
    let typed = PatientDraft { birthdate: "03-02-1990".into(), ..valid() };
    let kept = DraftPatient::from(&typed);
    assert_eq!(kept.birthdate, "1990-02-03");
    let restored = PatientDraft::from(kept);
    let validation = restored.validate(today());
    assert!(validation.is_ok(), "{:?}", validation.errors);
    assert_eq!(validation.birthdate_reading, Some(jiff::civil::date(1990, 2, 3)));
    assert_eq!(restored.shown_value(Field::Birthdate), ShownValue::Date(jiff::civil::date(1990, 2, 3)));
    assert_eq!(Translator::new(Language::German).date(jiff::civil::date(1990, 2, 3)), "03.02.1990");
    assert_eq!(restored.changes_from(&typed), [], "the same date");
    // A date half typed is kept exactly as it was.
    let half = PatientDraft { birthdate: "03-02".into(), ..valid() };
    assert_eq!(DraftPatient::from(&half).birthdate, "03-02");
}

/// The one merge (a day's list's update, any update of chosen fields): for each field, given or
/// not, with a phone on record or not, the result holds the given field's new value and the
/// record's value of every other field; a phone number brings its type and country along.
#[test]
fn a_merge_takes_the_given_fields_and_keeps_every_other() {
    let mut record = valid();
    record.phone_number = "+32 470 12 34 56".into();
    record.phone_type = Some(PhoneTypeChoice::Mobile);
    record.phone_country = "BE".into();
    record.language = "fr-BE".into();
    let changes = PatientDraft {
        first_name: "Anne".into(),
        last_name: "Claes".into(),
        gender: Some(GenderChoice::Male),
        birthdate: "1990-01-02".into(),
        language: "nl-BE".into(),
        email: "new@example.be".into(),
        phone_number: "+31 6 12345678".into(),
        phone_type: Some(PhoneTypeChoice::Landline),
        phone_country: "NL".into(),
        external_reference: "OTHER".into(),
    };
    // Every field a file gives (a phone's type and country come with its number; the reference
    // found the record).
    let given_fields = Field::ALL
        .into_iter()
        .filter(|field| !matches!(field, Field::PhoneType | Field::PhoneCountry | Field::ExternalReference));
    for given in given_fields {
        let merged = record.merged_with(&changes, &[given]);
        for field in Field::ALL {
            let from_changes = field == given
                || (given == Field::PhoneNumber && matches!(field, Field::PhoneType | Field::PhoneCountry));
            let expected = if from_changes { &changes } else { &record };
            assert_eq!(
                merged.display_value(field),
                expected.display_value(field),
                "{field:?} when only {given:?} is given"
            );
        }
    }
    // Nothing given: the record as it is, phone and all.
    assert_eq!(record.merged_with(&changes, &[]), record);
    // A record without a phone, and a file without one: still none.
    let mut no_phone = valid();
    no_phone.phone_number.clear();
    no_phone.phone_type = None;
    let merged = no_phone.merged_with(&changes, &[Field::Email]);
    assert_eq!(merged.phone_number, "");
    assert_eq!(merged.email, "new@example.be");
}

#[test]
fn where_references_are_national_numbers_a_typed_one_is_checked_and_kept_as_its_digits() {
    let national = DraftChecks { today: today(), references: ReferenceKind::NationalNumber };
    let with_reference = |reference: &str| PatientDraft { external_reference: reference.into(), ..valid() };
    for (typed, kept) in [
        ("85.07.30-033.28", "85073003328"),
        (" 85073003328 ", "85073003328"),
        ("1112.22.333", "111222333"),
        ("1893 1201 234 82", "1893120123482"),
    ] {
        let draft = with_reference(typed);
        assert!(draft.validate(national).is_ok(), "{typed}: {:?}", draft.validate(national).errors);
        assert_eq!(draft.to_payload(national).unwrap().external_reference, kept, "one person, one reference");
    }
    for (typed, says) in [
        ("85.07.30-033.29", "check digits"),
        ("111222334", "check digits"),
        ("1893120123483", "check digits"),
        ("MRN/7", "only digits"),
        ("1234567890", "11 digits (Belgium), 9 (the Netherlands) or 13 (Luxembourg)"),
    ] {
        let problem = with_reference(typed).validate(national).english(Field::ExternalReference);
        let problem = problem.unwrap_or_else(|| panic!("{typed} passed"));
        assert!(problem.contains(says), "{typed}: {problem}");
        assert!(!problem.contains(typed.trim()), "the number is not repeated: {problem}");
        assert!(with_reference(typed).to_payload(national).is_err());
    }
    // A clinic numbering its own way: any reference, as typed.
    assert!(with_reference("MRN/7").validate(today()).is_ok());
    assert_eq!(with_reference(" 85.07.30-033.28 ").to_payload(today()).unwrap().external_reference, "85.07.30-033.28");
    // An empty one is asked for as what it is.
    let empty =
        |checks: DraftChecks| with_reference("").validate(checks).error(Field::ExternalReference).unwrap().id.clone();
    assert_eq!(empty(national), "rules-enter-national-number");
    assert_eq!(empty(today().into()), "rules-enter-reference");
}
