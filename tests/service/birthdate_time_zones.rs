//! Birthdates are dates: sending, storing, fetching and parsing one must not
//! shift it by a day, whatever the computer's time zone. The checks run in a
//! child process of this test binary with `TZ` set to the zones furthest
//! ahead of (UTC+14) and behind (UTC−10/−9) UTC.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use intake_desk::api::{
    AccessToken, Birthdate, Client, ClientOptions, Environment, Gender, PatientPayload, PhonePayload, PhoneType,
};
use intake_desk::sandbox::{Sandbox, SandboxConfig};

const INNER_TEST: &str = "inner_birthdates_survive_the_local_time_zone";

/// Re-runs this binary's ignored inner test with `TZ` set to `zone`.
fn run_inner_in(zone: &str) {
    let output = crate::support::child_test(module_path!(), INNER_TEST)
        .env("TZ", zone)
        .output()
        .expect("run the test binary again");
    crate::support::assert_child_passed(&format!("TZ={zone}"), &output);
}

#[test]
fn birthdates_in_kiritimati_utc_plus_14() {
    run_inner_in("Pacific/Kiritimati");
}

#[test]
fn birthdates_in_adak_utc_minus_10() {
    run_inner_in("America/Adak");
}

fn payload(reference: &str, birthdate: Birthdate) -> PatientPayload {
    PatientPayload {
        first_name: "Tijd".into(),
        last_name: "Zone".into(),
        gender: Gender::Female,
        birthdate,
        language: "nl-be".into(),
        email: Some("tijd.zone@example.be".into()),
        phone: Some(PhonePayload {
            phone_number: "+32470000001".into(),
            phone_type: PhoneType::Mobile,
            country_iso_alpha2: "BE".into(),
        }),
        external_reference: reference.into(),
        extra: Default::default(),
    }
}

/// Only meaningful under a far-from-UTC `TZ`; the outer tests run it so.
#[tokio::test]
#[ignore = "run by the outer tests with TZ set"]
async fn inner_birthdates_survive_the_local_time_zone() {
    let zone = std::env::var("TZ").expect("TZ must be set: run this through the outer tests");
    let offset = jiff::tz::TimeZone::system().to_offset(jiff::Timestamp::now());
    assert_ne!(offset, jiff::tz::Offset::UTC, "TZ={zone} did not take effect");
    assert!(offset.seconds().abs() >= 9 * 3600, "TZ={zone}: offset {offset} is not far from UTC");

    // Parsing keeps the date as written, whatever the offset in the text.
    let new_year = Birthdate::new(1990, 1, 1).unwrap();
    for text in
        ["1990-01-01", "1990-01-01T00:00:00.000Z", "1990-01-01T23:30:00-05:00", "1990-01-01T00:00:00.1234567+14:00"]
    {
        assert_eq!(Birthdate::parse(text), Some(new_year), "TZ={zone}: {text}");
    }
    assert_eq!(new_year.to_wire(), "1990-01-01T00:00:00.000Z");
    assert_eq!(new_year.to_string(), "1990-01-01");

    // A real round trip through the sandbox.
    let sandbox = Sandbox::start(SandboxConfig::default()).await.unwrap();
    let environment = Environment::Sandbox { base_url: sandbox.base_url() };
    let client = Client::new(&environment, AccessToken::new(sandbox.token()), &ClientOptions::default()).unwrap();
    let http = reqwest::Client::new();
    for (reference, date) in [("TZ-1990-01-01", new_year), ("TZ-2000-02-29", Birthdate::new(2000, 2, 29).unwrap())] {
        let created = client.create_patient(&payload(reference, date)).await.unwrap();

        let by_id = client.get_patient(&created.patient_id).await.unwrap();
        assert_eq!(by_id.birthdate, Some(date), "TZ={zone}: by id");
        let by_reference = client.get_patient_by_external_reference(reference).await.unwrap();
        assert_eq!(by_reference.birthdate, Some(date), "TZ={zone}: by reference");

        // What the service stored starts with the same date.
        let raw: serde_json::Value = http
            .get(format!("{}/tenant-api/patients/{}", sandbox.base_url(), created.patient_id))
            .bearer_auth(sandbox.token())
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        let stored = raw["birthdate"].as_str().unwrap_or_default();
        assert!(stored.starts_with(&date.to_string()), "TZ={zone}: stored {stored:?} for {date}");

        // Sending it back unchanged (an update) keeps it too.
        client.update_patient(&created.patient_id, &payload(reference, date)).await.unwrap();
        let again = client.get_patient(&created.patient_id).await.unwrap();
        assert_eq!(again.birthdate, Some(date), "TZ={zone}: after update");
    }
}
