//! A year of one busy desk's work in a profile (issue 45), for the start-up benchmark of
//! `scripts/bench.sh --only startup-year`: 50,000 activity entries, 500 day's lists of 100 rows
//! sent within the journal's month (none is forgotten yet, the most a profile holds), and 10,000
//! filings in the ledger. Then the start's full check of that database (`PRAGMA quick_check`,
//! run after a session that did not close the store cleanly) is timed, the median of five.
//!
//! Run: `cargo bench --features measure --bench year_of_data -- FOLDER` (the profile is made in
//! FOLDER, which must not exist yet).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::print_stdout)]

use std::time::{Duration, Instant};

use intake_desk::activity::{Action, ActivityEntry};
use intake_desk::api::SessionKey;
use intake_desk::batch_journal::{BatchItem, BatchJournal, SingleSent};
use intake_desk::drafts::{DraftGender, DraftPatient};
use intake_desk::filing::FiledVersion;
use intake_desk::local_store::LocalStore;

const ACTIVITY: usize = 50_000;
const LISTS: usize = 500;
const ROWS: usize = 100;
const FILED: usize = 10_000;

fn item(list: usize, row: usize) -> BatchItem {
    let reference = format!("Y{list:03}-{row:03}");
    BatchItem {
        reference: reference.clone(),
        line: row + 2,
        appointment: Some("2026-12-01T10:30:00".into()),
        patient: DraftPatient {
            first_name: "Noor".into(),
            last_name: format!("Claes {list} {row}"),
            gender: Some(DraftGender::Female),
            birthdate: "1979-09-02".into(),
            language: "nl-BE".into(),
            email: format!("noor.{list}.{row}@example.be"),
            phone_number: "+32470123456".into(),
            external_reference: reference,
            ..DraftPatient::default()
        },
        ..BatchItem::default()
    }
}

fn main() {
    let folder = std::env::args().skip(1).find(|arg| !arg.starts_with("--")).expect("the profile's folder");
    let folder = std::path::PathBuf::from(folder);
    assert!(!folder.exists(), "{} exists already", folder.display());
    std::fs::create_dir_all(&folder).unwrap();
    let now = jiff::Timestamp::now();
    let session = SessionKey {
        api_base: "https://eu.example.invalid/api".into(),
        tenant: Some("clinic".into()),
        account: Some("front-desk".into()),
    };
    let began = Instant::now();
    let (mut store, _) = LocalStore::open(&folder).unwrap();
    let hours = |hours: usize| jiff::SignedDuration::from_hours(i64::try_from(hours).unwrap());
    let activity: Vec<ActivityEntry> = (0..ACTIVITY)
        .map(|i| {
            let survey_id = uuid::Uuid::new_v4().to_string();
            let action = match i % 4 {
                0 => Action::PatientCreated { patient_id: uuid::Uuid::new_v4().to_string() },
                1 => Action::SurveyCreated {
                    survey_id,
                    patient_id: Some(uuid::Uuid::new_v4().to_string()),
                    from_list: true,
                },
                2 => Action::InvitationSent { survey_id, channel: "email".into() },
                _ => Action::SurveyFiled { survey_id, folder: r"\\clinic\records\intake".into(), fhir: true },
            };
            // Spread over the year, oldest first.
            let at = now - hours((ACTIVITY - i) * 365 * 24 / ACTIVITY);
            ActivityEntry {
                at: at.to_string(),
                environment: "EU production".into(),
                session: Some(session.clone()),
                action,
            }
        })
        .collect();
    let filed: Vec<FiledVersion> = (0..FILED)
        .map(|i| FiledVersion {
            survey_id: uuid::Uuid::new_v4().to_string(),
            version: 1,
            fingerprint: Some(format!("{i:064x}")),
            folder: r"\\clinic\records\intake".into(),
            filed_at: now - hours((FILED - i) * 365 * 24 / FILED),
        })
        .collect();
    store.keep_history(&activity, &filed).unwrap();
    drop(store);
    let journal = BatchJournal::open(&folder).unwrap();
    for list in 0..LISTS {
        // Within the month the journal keeps finished lists: all of them are still there.
        let sent_at = now - hours((LISTS - list) * 29 * 24 / LISTS + 1);
        let sent: Vec<SingleSent> = (0..ROWS)
            .map(|row| SingleSent {
                survey_id: uuid::Uuid::new_v4().to_string(),
                patient_id: Some(uuid::Uuid::new_v4().to_string()),
                item: item(list, row),
                sent_at: sent_at + jiff::SignedDuration::from_millis(i64::try_from(row).unwrap() * 150),
            })
            .collect();
        journal.keep_sent_list("agenda.csv", &sent, &session, None).unwrap();
    }
    drop(journal);
    let database = folder.join(intake_desk::local_store::DATABASE_FILE_NAME);
    let size = std::fs::metadata(&database).unwrap().len();
    println!(
        "a year of one desk: {ACTIVITY} activity entries, {LISTS} lists of {ROWS} rows, {FILED} filings: \
         {:.1} MB database, made in {:.1} s",
        size as f64 / 1e6,
        began.elapsed().as_secs_f64()
    );
    let mut checks: Vec<Duration> = (0..5)
        .map(|_| {
            let connection = rusqlite::Connection::open(&database).unwrap();
            let began = Instant::now();
            let check: String = connection.query_row("PRAGMA quick_check(1)", [], |row| row.get(0)).unwrap();
            assert_eq!(check, "ok");
            began.elapsed()
        })
        .collect();
    checks.sort_unstable();
    println!(
        "the start's full check (PRAGMA quick_check) of that database: {:.1} ms (median of 5, the file in the page cache)",
        checks[2].as_secs_f64() * 1000.0
    );
}
