//! A day's list, measured (issue 17):
//! - a 200-row CSV file read, mapped and every row checked with the patient form's rules must
//!   take under 50 ms (release);
//! - 200 invitations to a sandbox answering after 100 ms, 4 at a time, must finish within 1.3× of
//!   the floor (round trips × latency ÷ concurrency), the floor counted from the rows: each new
//!   patient needs two round trips (the look-up of the reference, never created twice, and the
//!   survey), whatever requests the code chooses to make.
//!
//! - the Follow-up view's "Refresh statuses" of 200 invitations against the same sandbox, at the
//!   app's pace (4 at a time), must finish within 1.3× of its floor (one round trip per survey).
//!
//! Run: `cargo bench --bench day_list` (or `scripts/bench.sh --only day-list`).

use std::hint::black_box;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use intake_desk::api::{AccessToken, Channel, Client, ClientOptions, Environment};
use intake_desk::batch_journal::{BatchItem, BatchJournal};
use intake_desk::import::mapping::guess;
use intake_desk::sandbox::{Sandbox, SandboxConfig};
use intake_desk::state::day_list;
use intake_desk::worker::batch::{Batch, BatchOptions};

/// A list as an agenda exports it: semicolons, Dutch headers, every field filled.
fn csv(rows: usize) -> Vec<u8> {
    let mut text = String::from("Patiëntnummer;Voornaam;Achternaam;Geboortedatum;Geslacht;Taal;E-mail;GSM\n");
    for i in 0..rows {
        text.push_str(&format!(
            "MRN-{i:05};Zoë;Vermeulen-{i};{:02}/{:02}/19{:02};{};nl;zoe.{i}@example.be;+32 470 {:02} {:02} {:02}\n",
            i % 28 + 1,
            i % 12 + 1,
            i % 90 + 10,
            if i % 2 == 0 { "V" } else { "M" },
            i % 100,
            (i / 100) % 100,
            (i * 7) % 100,
        ));
    }
    text.into_bytes()
}

fn read_and_check(bytes: &[u8], today: jiff::civil::Date) -> usize {
    let imported = intake_desk::import::read("tomorrow.csv", bytes).unwrap_or_else(|e| panic!("{e}"));
    let mapping = guess(&imported.table.headers);
    let rows = day_list::rows(&imported.table, &mapping, today);
    rows.iter().filter(|row| row.problems(Channel::Email, today).is_ok()).count()
}

fn parse_and_validate(c: &mut Criterion) {
    let bytes = csv(200);
    let today = jiff::civil::date(2026, 11, 24);
    // Warm the numbering plans as the app does at start (`patient_rules::warm_up`).
    intake_desk::patient_rules::warm_up();
    assert_eq!(read_and_check(&bytes, today), 200, "every generated row is valid");
    c.bench_function("day list: read, map and check 200 rows", |b| {
        b.iter(|| black_box(read_and_check(black_box(&bytes), today)))
    });
}

/// One timed run of `rows` invitations against a sandbox with `latency`, `concurrency` at a
/// time: (elapsed, requests the sandbox served).
fn send_batch(rows: usize, latency: Duration, concurrency: usize) -> (Duration, u64) {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap_or_else(|e| panic!("{e}"));
    runtime.block_on(async {
        let sandbox = Sandbox::start(SandboxConfig { latency, seed_demo_data: false, ..SandboxConfig::default() })
            .await
            .unwrap_or_else(|e| panic!("{e}"));
        let environment = Environment::Sandbox { base_url: sandbox.base_url() };
        let client = Client::new(&environment, AccessToken::new(sandbox.token()), &ClientOptions::default())
            .unwrap_or_else(|e| panic!("{e}"));
        let imported = intake_desk::import::read("tomorrow.csv", &csv(rows)).unwrap_or_else(|e| panic!("{e}"));
        let mapping = guess(&imported.table.headers);
        let items: Vec<BatchItem> = day_list::rows(&imported.table, &mapping, jiff::ZonedDateTime::now().date())
            .into_iter()
            .map(|row| row.to_batch_item(intake_desk::api::Channel::Email, Default::default()))
            .collect();
        // The journal on disk, as in the app (every row's state committed with fsync).
        let folder = std::env::temp_dir().join(format!("intake-desk-bench-{}", std::process::id()));
        let mut journal = BatchJournal::open(&folder).unwrap_or_else(|e| panic!("{e}"));
        let batch_id = journal
            .create(
                "tomorrow.csv",
                &items,
                &intake_desk::api::SessionKey::of(&environment, &AccessToken::new(sandbox.token())),
            )
            .unwrap_or_else(|e| panic!("{e}"));
        let journal = Arc::new(Mutex::new(journal));
        let options = BatchOptions { concurrency, ..BatchOptions::default() };
        let batch = Arc::new(Batch::new(client, Arc::clone(&journal), batch_id, options));
        let before = sandbox.request_count();
        let started = Instant::now();
        let rows = batch.run(Arc::new(|_| {})).await.unwrap_or_else(|e| panic!("{e}"));
        let elapsed = started.elapsed();
        let requests = sandbox.request_count() - before;
        assert_eq!(sandbox.outbox().len(), rows.len(), "every row sent once");
        let _ = std::fs::remove_dir_all(folder);
        (elapsed, requests)
    })
}

fn batch_against_latency(_: &mut Criterion) {
    let (latency, concurrency) = (Duration::from_millis(100), 4);
    const ROWS: u32 = 200;
    /// What a row for a new patient cannot do without: the look-up, then the survey.
    const ROUND_TRIPS_PER_ROW: u32 = 2;
    let (elapsed, requests) = send_batch(ROWS as usize, latency, concurrency);
    let floor = latency * ROWS * ROUND_TRIPS_PER_ROW / u32::try_from(concurrency).unwrap_or(1);
    println!(
        "day list: {ROWS} invitations, {requests} requests made, latency {latency:?}, concurrency {concurrency}: \
         {:.2} s, floor (from the rows) {:.2} s, ratio {:.3}× (target ≤ 1.3×)",
        elapsed.as_secs_f64(),
        floor.as_secs_f64(),
        elapsed.as_secs_f64() / floor.as_secs_f64()
    );
}

/// 200 invitations sent, then their statuses refreshed as the Follow-up view does (the worker's
/// `fetch_surveys` at the batch's default pace): the refresh's time against its floor.
fn status_refresh_against_latency(_: &mut Criterion) {
    const ROWS: u32 = 200;
    let latency = Duration::from_millis(100);
    let options = BatchOptions::default();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap_or_else(|e| panic!("{e}"));
    let (elapsed, requests) = runtime.block_on(async {
        let sandbox = Sandbox::start(SandboxConfig { latency, seed_demo_data: false, ..SandboxConfig::default() })
            .await
            .unwrap_or_else(|e| panic!("{e}"));
        let environment = Environment::Sandbox { base_url: sandbox.base_url() };
        let client = Client::new(&environment, AccessToken::new(sandbox.token()), &ClientOptions::default())
            .unwrap_or_else(|e| panic!("{e}"));
        let mut survey_ids = Vec::new();
        let today = jiff::ZonedDateTime::now().date();
        let imported = intake_desk::import::read("one.csv", &csv(1)).unwrap_or_else(|e| panic!("{e}"));
        let row = day_list::rows(&imported.table, &guess(&imported.table.headers), today).remove(0);
        let patient = row
            .to_batch_item(Channel::Email, Default::default())
            .payload(today)
            .unwrap_or_else(|| panic!("a valid row"));
        let created = client.create_patient(&patient).await.unwrap_or_else(|e| panic!("{e}"));
        for _ in 0..ROWS {
            let request = intake_desk::api::CreateSurveyRequest {
                patient: intake_desk::api::SurveyPatient::Existing { patient_id: created.patient_id.clone() },
                include_url: true,
                include_pin_in_url: false,
                invitation: None,
            };
            survey_ids.push(client.create_survey(&request).await.unwrap_or_else(|e| panic!("{e}")).survey_id);
        }
        let fetched = Arc::new(Mutex::new(0_usize));
        let counted = Arc::clone(&fetched);
        let before = sandbox.request_count();
        let started = Instant::now();
        intake_desk::worker::batch::fetch_surveys(
            client,
            survey_ids,
            options.clone(),
            Arc::new(move |_, result| {
                assert!(result.is_ok(), "{result:?}");
                *counted.lock().unwrap_or_else(std::sync::PoisonError::into_inner) += 1;
            }),
        )
        .await;
        let elapsed = started.elapsed();
        assert_eq!(*fetched.lock().unwrap_or_else(std::sync::PoisonError::into_inner), ROWS as usize);
        (elapsed, sandbox.request_count() - before)
    });
    let concurrency = u32::try_from(options.concurrency).unwrap_or(1);
    let floor = latency * ROWS / concurrency;
    println!(
        "follow-up: statuses of {ROWS} invitations, {requests} requests, latency {latency:?}, concurrency \
         {concurrency}: {:.2} s, floor {:.2} s, ratio {:.3}× (target ≤ 1.3×)",
        elapsed.as_secs_f64(),
        floor.as_secs_f64(),
        elapsed.as_secs_f64() / floor.as_secs_f64()
    );
}

criterion_group!(benches, parse_and_validate, batch_against_latency, status_refresh_against_latency);
criterion_main!(benches);
