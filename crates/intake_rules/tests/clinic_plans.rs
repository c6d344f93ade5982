//! The numbers of the clinics' countries and their neighbours are read, checked and shown with
//! their own plans alone; every country's plans (over 2 MB more memory) are loaded only for a
//! number of another calling code. One test in its own process: the library's plans are a
//! process-wide lazy static.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use intake_rules::{PhoneProblem, can_receive_sms, display_phone, is_phone_country, normalise_phone, read_phone};
use phonenumber::metadata::DATABASE;

fn every_country_loaded() -> bool {
    once_cell::sync::Lazy::get(&DATABASE).is_some()
}

#[test]
fn the_clinics_numbers_need_only_their_own_plans_and_others_still_read() {
    assert!(!every_country_loaded());
    for (typed, country, e164) in [
        ("0475 12 34 56", "BE", "+32475123456"),
        ("06 12345678", "NL", "+31612345678"),
        ("621 123 456", "LU", "+352621123456"),
        ("06 12 34 56 78", "FR", "+33612345678"),
        ("01512 3456789", "DE", "+4915123456789"),
        ("+32 (0)475 12 34 56", "NL", "+32475123456"),
        ("0031 6 12345678", "BE", "+31612345678"),
    ] {
        assert_eq!(normalise_phone(typed, country).unwrap(), e164, "{typed} in {country}");
        assert!(!every_country_loaded(), "after reading {typed}");
        assert!(can_receive_sms(e164), "{e164} is a mobile");
        assert!(!every_country_loaded(), "after sms {e164}");
    }
    assert_eq!(display_phone("+32475123456", "BE"), "0475 12 34 56");
    assert!(!every_country_loaded(), "display");
    assert_eq!(display_phone("+31612345678", "BE"), "+31 6 12345678");
    assert!(matches!(read_phone("0475 12", "BE"), Err(PhoneProblem::TooShort { .. })));
    assert!(read_phone("02 511 22 33", "BE").is_ok(), "a Brussels landline");
    assert!(is_phone_country("be") && is_phone_country("LU"));
    assert!(!every_country_loaded(), "the clinics' numbers needed no other country's plans");

    // Anyone else's number: every country's plans, as before.
    assert_eq!(normalise_phone("+44 7400 123456", "BE").unwrap(), "+447400123456");
    assert_eq!(display_phone("+447400123456", "BE"), "+44 7400 123456");
    assert_eq!(normalise_phone("(201) 555-0123", "US").unwrap(), "+12015550123");
    assert!(is_phone_country("JP"));
    assert!(every_country_loaded());
}

/// The phone library's own data, found where cargo keeps the crate (`cargo metadata`).
fn library_metadata() -> String {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    let output = std::process::Command::new(cargo)
        .args(["metadata", "--format-version", "1", "--locked"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo metadata runs");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let metadata: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let manifest = metadata["packages"]
        .as_array()
        .unwrap()
        .iter()
        .find(|package| package["name"] == "phonenumber")
        .and_then(|package| package["manifest_path"].as_str())
        .expect("phonenumber is a dependency")
        .to_owned();
    let assets = std::path::Path::new(&manifest).parent().unwrap().join("assets/PhoneNumberMetadata.xml");
    std::fs::read_to_string(&assets).unwrap_or_else(|err| panic!("{}: {err}", assets.display()))
}

/// One country's plan as the cut script takes it: from its `<territory id="XX"` line to its
/// closing tag, at the file's indentation.
fn territory<'a>(xml: &'a str, country: &str) -> Option<&'a str> {
    let start = xml.find(&format!("\n    <territory id=\"{country}\""))?;
    let end = start + xml[start..].find("\n    </territory>")? + "\n    </territory>".len();
    Some(&xml[start..end])
}

/// The clinics' plans are the library's own, cut again here from the crate's data: an update of
/// the library (pinned exactly in Cargo.toml) that changes any of the five countries fails this
/// test until `scripts/clinic-plans.py` has cut them again. And the cut parses (no silent
/// fallback to every country's plans).
#[test]
#[cfg_attr(
    windows,
    ignore = "a check of the sources against cargo's metadata, made on the build machine; \
              under Wine the build machine's cargo cannot be started"
)]
fn the_clinics_plans_are_the_library_s_own_and_parse() {
    let library = library_metadata();
    let cut = include_str!("../assets/clinic-plans.xml");
    for country in ["BE", "NL", "LU", "FR", "DE"] {
        let theirs = territory(&library, country).unwrap_or_else(|| panic!("{country} in the library's data"));
        let ours = territory(cut, country).unwrap_or_else(|| panic!("{country} in the cut"));
        assert!(ours == theirs, "the cut plan of {country} differs from phonenumber's; run scripts/clinic-plans.py");
    }
    assert!(intake_rules::clinic_plans_read(), "the cut parses");
}
