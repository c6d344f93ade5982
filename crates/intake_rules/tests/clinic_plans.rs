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
