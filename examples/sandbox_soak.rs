//! Soak benchmark of the embedded sandbox (BENCHMARKS.md, "Sandbox soak").
//!
//! Starts a sandbox in-process with a state file in a fresh temporary folder (so with its
//! SQLite database), then over real HTTP:
//! 1. sends REQUESTS (default 100,000) lookups with 8 KB paths and reads the resident memory
//!    (`VmRSS`) after the first 1,000 and after all of them;
//! 2. times the creation of BATCH (default 500) patients on an almost empty sandbox, creates
//!    patients up to PATIENTS (default 5,000), and times BATCH more.
//!
//! ```sh
//! cargo run --release --example sandbox_soak                  # REQUESTS=100000 PATIENTS=5000 BATCH=500
//! cargo run --example sandbox_soak -- 20000 2000 200          # smaller, in debug
//! ```

use std::error::Error;
use std::time::Instant;

use intake_desk::sandbox::{Sandbox, SandboxConfig};

/// Requests in flight at once in the memory phase (the app's client keeps a few connections).
const CONCURRENCY: usize = 4;

/// Bytes of the external reference in each long path.
const PATH_BYTES: usize = 8 * 1024;

fn main() -> Result<(), Box<dyn Error>> {
    let mut args = std::env::args().skip(1).map(|a| a.parse::<usize>());
    let requests = args.next().transpose()?.unwrap_or(100_000);
    let patients = args.next().transpose()?.unwrap_or(5_000);
    let batch = args.next().transpose()?.unwrap_or(500);
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(soak(requests, patients, batch))
}

/// Resident memory of this process in MiB (Linux; `None` elsewhere).
fn rss_mib() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kib: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024.0)
}

fn show(mib: Option<f64>) -> String {
    mib.map_or_else(|| "n/a".to_owned(), |m| format!("{m:.1} MiB"))
}

async fn soak(requests: usize, patients: usize, batch: usize) -> Result<(), Box<dyn Error>> {
    let folder = std::env::temp_dir().join(format!("intake-desk-soak-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&folder)?;
    let config = SandboxConfig {
        state_file: Some(folder.join("sandbox-state.json")),
        seed_demo_data: true,
        ..SandboxConfig::default()
    };
    let sandbox = Sandbox::start(config).await?;
    let http = reqwest::Client::builder().no_proxy().build()?;
    let base = sandbox.base_url();
    let token = sandbox.token();
    println!(
        "sandbox soak: {requests} requests with {PATH_BYTES}-byte paths, then {batch} creates at ~0 and at {patients} patients"
    );
    println!("data folder: {}", folder.display());

    // 1. Memory under many long-path requests.
    let started = Instant::now();
    let first = requests.min(1_000);
    send_long_paths(&http, &base, &token, 0, first).await?;
    let after_first = rss_mib();
    send_long_paths(&http, &base, &token, first, requests).await?;
    let after_all = rss_mib();
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "requests: {} served in {seconds:.1} s ({:.0}/s); record keeps {}, dropped {}",
        sandbox.request_count(),
        requests as f64 / seconds,
        sandbox.requests().len(),
        sandbox.requests_dropped()
    );
    println!("RSS after the first {first}: {}", show(after_first));
    println!("RSS after all {requests}: {}", show(after_all));
    if let (Some(a), Some(b)) = (after_first, after_all) {
        println!("RSS growth: {:+.1} MiB (target: within 20 MB)", b - a);
    }

    // 2. Creation rate on an almost empty sandbox and at `patients` patients.
    let at_start = sandbox.patient_count();
    let empty_rate = create_patients(&http, &base, &token, "EMPTY", batch).await?;
    let fill = patients.saturating_sub(sandbox.patient_count());
    let fill_started = Instant::now();
    create_patients(&http, &base, &token, "FILL", fill).await?;
    println!("filled to {} patients in {:.1} s", sandbox.patient_count(), fill_started.elapsed().as_secs_f64());
    let at_full = sandbox.patient_count();
    let full_rate = create_patients(&http, &base, &token, "FULL", batch).await?;
    println!("creates/s with {at_start} patients: {empty_rate:.0}");
    println!("creates/s with {at_full} patients: {full_rate:.0}");
    println!("ratio: {:.0} % (target: at least 80 %)", 100.0 * full_rate / empty_rate);
    println!("RSS at the end: {}", show(rss_mib()));
    let database = folder.join(intake_desk::sandbox::DATABASE_FILE_NAME);
    let wal = folder.join(format!("{}-wal", intake_desk::sandbox::DATABASE_FILE_NAME));
    let size = |p: &std::path::Path| std::fs::metadata(p).map(|m| m.len() as f64 / 1_048_576.0).unwrap_or(0.0);
    println!("database: {:.1} MiB (+ {:.1} MiB WAL)", size(&database), size(&wal));

    sandbox.shutdown().await;
    let _ = std::fs::remove_dir_all(&folder);
    Ok(())
}

/// Sends requests `from..to` as external-reference lookups of 8 KB references (404s), with
/// [`CONCURRENCY`] in flight.
async fn send_long_paths(
    http: &reqwest::Client,
    base: &str,
    token: &str,
    from: usize,
    to: usize,
) -> Result<(), Box<dyn Error>> {
    let mut tasks = tokio::task::JoinSet::new();
    for worker in 0..CONCURRENCY {
        let (http, base, token) = (http.clone(), base.to_owned(), token.to_owned());
        tasks.spawn(async move {
            let filler = "r".repeat(PATH_BYTES);
            for i in (from + worker..to).step_by(CONCURRENCY) {
                let url = format!("{base}/tenant-api/patients/external-reference/{i:08}-{filler}");
                let response = http.get(url).bearer_auth(&token).send().await?;
                response.bytes().await?;
            }
            Ok::<(), reqwest::Error>(())
        });
    }
    while let Some(done) = tasks.join_next().await {
        done??;
    }
    Ok(())
}

/// Creates `count` patients one after the other (as the app does); returns creates per second.
async fn create_patients(
    http: &reqwest::Client,
    base: &str,
    token: &str,
    prefix: &str,
    count: usize,
) -> Result<f64, Box<dyn Error>> {
    let started = Instant::now();
    for i in 0..count {
        let body = serde_json::json!({
            "firstName": "Soak", "lastName": format!("Patient {i}"), "gender": "female",
            "birthdate": "1980-02-03T00:00:00.000Z", "language": "nl-be",
            "email": format!("soak{i}@example.org"),
            "externalReference": format!("SOAK-{prefix}-{i}-{}", uuid::Uuid::new_v4().simple()),
        });
        let response = http.post(format!("{base}/tenant-api/patients/")).bearer_auth(token).json(&body).send().await?;
        if response.status() != reqwest::StatusCode::CREATED {
            return Err(format!("create patient: {}", response.status()).into());
        }
        response.bytes().await?;
    }
    Ok(count as f64 / started.elapsed().as_secs_f64().max(f64::EPSILON))
}
