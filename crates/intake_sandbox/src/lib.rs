//! The sandbox: a real local implementation of the Patient and Survey Service on axum,
//! bound to 127.0.0.1. It is the app's embedded default service, runs standalone
//! (`intake-desk sandbox`), and is the HTTP peer of every test.
//!
//! It serves the same paths as the real service (`/tenant-api/...` and
//! `POST /security-api/token`) with validation, ASP.NET-style ProblemDetails errors, a Bearer
//! check, seeded demo data ([`DEMO_PATIENT_ID`], [`DEMO_SURVEY_ID`], ...), generated PDF
//! summaries, an outbox of "sent" invitations and simulated respondents.
//! Unauthenticated control paths for demos and tests live under `/sandbox/`:
//! `GET /sandbox/outbox`, `GET /sandbox/requests?offset=&limit=` (a page: `{ "total",
//! "dropped", "offset", "limit", "items" }`) and `POST /sandbox/surveys/{surveyId}/respond`.
//!
//! Fault injection (`Sandbox::faults`, `POST|DELETE|GET /sandbox/faults`) and large test
//! surveys exist only so tests can steer the sandbox: they are compiled only with the cargo
//! feature `testing` (the app's dev-dependency turns it on for `cargo test`), and faults work
//! only in a sandbox started with `SandboxConfig::test_controls`. Anywhere else
//! `/sandbox/faults` answers 404 like any unknown control path.
//!
//! A sandbox can behave like a service far away and busy: [`SandboxConfig::latency`] is added
//! to every answer of the service and [`SandboxConfig::rate_limit`] answers `429 Too Many
//! Requests` with a `Retry-After` above a number of tenant-API requests per second (`intake-desk
//! sandbox --latency-ms N --rate-limit N/s`), so batches can be tested and measured against
//! realistic behaviour. The control paths under `/sandbox/` are never delayed nor limited; the
//! reasons, and the algorithm (a token bucket), are in `pacing`.
//!
//! It is written independently of the client crate (`intake_api`), so that it does not share the client's bugs.
//!
//! Where the interface document leaves a behaviour open, the sandbox takes one reading and
//! documents it here:
//! - Create survey form 2 (a full patient object) with an external reference that is already
//!   on record uses that patient and **replaces their details** with the ones given; no second
//!   patient is created. It is the most harmful reading, chosen on purpose so that the app's
//!   guard (look the reference up, compare, let the user choose) is tested against it. Pinned
//!   by `create_survey_with_full_patient_of_a_known_reference_updates_that_patient_and_adds_the_survey`
//!   in `tests/service/api_client/`.
//!
//! Where the data lives: callers pass `state_file` = `<data-dir>/sandbox-state.json`, the
//! path of the *legacy* JSON state file. The data is kept in the SQLite database
//! [`DATABASE_FILE_NAME`] (`sandbox.sqlite3`) in the same folder, one row per record, written
//! per change. When that database is empty (first start) and the legacy file exists, the file
//! is imported once and renamed to `sandbox-state.json.imported-<unique>`; it is never deleted.
//! An unreadable JSON file or database is renamed aside (`.unreadable-<unique>`), never
//! overwritten, and the sandbox starts fresh. Two sandboxes on the same folder keep each
//! other's records.
//!
//! The request record (`GET /sandbox/requests`, [`Sandbox::requests`]) keeps the newest
//! [`REQUEST_LOG_CAPACITY`] requests with paths cut to [`RECORDED_PATH_MAX`] bytes, and
//! counts the ones that fell off; INFO logs carry a masked, short path only.
//!
//! Files: `routing` (the way in: request record, route, method, token, JSON body),
//! `handlers/` (`token`, `patients`, `surveys`, `survey_create`), `control` (`/sandbox/*`),
//! `gzip` (compressed answers), `pacing` (latency and rate limit: 429 with `Retry-After`),
//! `listener` (counted connections), `store` (data, indexes,
//! per-change persist), `db` (the SQLite file), `requests` (request record, masked paths),
//! `seed` (demo data), `validate`, `problem` (ProblemDetails), `auth` (tokens), `summary` and
//! `pdf`, `respondents`; with `testing` only: `faults` (rules and what they do), `conn`
//! (connections cut for dropped/truncated responses) and `large_survey`.

mod auth;
#[cfg(feature = "testing")]
mod conn;
mod control;
mod db;
#[cfg(feature = "testing")]
mod faults;
mod gzip;
mod handlers;
#[cfg(feature = "testing")]
mod large_survey;
mod listener;
mod pacing;
mod pdf;
mod problem;
mod requests;
mod respondents;
mod routing;
mod seed;
mod store;
mod summary;
mod validate;

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::watch;
use tokio::task::JoinHandle;

pub use auth::{DEMO_ACCOUNT, DEMO_CREDENTIAL, DEMO_TENANT, TOKEN_LIFETIME_SECS};
pub use db::DATABASE_FILE_NAME;
#[cfg(feature = "testing")]
pub use faults::{Fault, FaultRule, Faults};
pub use gzip::GZIP_MIN_BYTES;
pub use pacing::{RateLimit, RateLimitError};
pub use requests::{RECORDED_PATH_MAX, REQUEST_LOG_CAPACITY};
pub use seed::{
    DEMO_IN_PROGRESS_SURVEY_ID, DEMO_LANDLINE_PATIENT_ID, DEMO_LONG_SURVEY_ID, DEMO_NEW_SURVEY_ID,
    DEMO_NO_EMAIL_PATIENT_ID, DEMO_NO_PHONE_PATIENT_ID, DEMO_ODD_SHAPES_SURVEY_ID, DEMO_PATIENT_ID,
    DEMO_PATIENT_REFERENCE, DEMO_SLASH_PATIENT_ID, DEMO_SLASH_REFERENCE, DEMO_SURVEY_ID, DEMO_UNKNOWN_STATUS_SURVEY_ID,
};
pub use validate::patient_problems;

use requests::RequestLog;
use respondents::Timing;
use store::{Shared, lock};

/// How to start a sandbox.
#[derive(Clone, Debug)]
pub struct SandboxConfig {
    /// Port on 127.0.0.1; `0` picks any free port.
    pub port: u16,
    /// A fixed token accepted besides the issued ones (until [`Sandbox::revoke_tokens`]).
    pub extra_token: Option<String>,
    /// The legacy JSON state file: the data is kept in [`DATABASE_FILE_NAME`] in the same
    /// folder, and this file, when present and the database is empty, is imported once and
    /// renamed aside. `None` keeps everything in memory.
    pub state_file: Option<PathBuf>,
    /// Seed the demo patients and surveys (when no stored data was found).
    pub seed_demo_data: bool,
    /// Let new surveys be started (~20 s) and completed (~40 s) by simulated respondents.
    pub simulate_respondents: bool,
    /// Added to every answer of the service (not to `/sandbox/*`): half before the request is
    /// handled, half after, without blocking a thread. Zero by default.
    pub latency: Duration,
    /// Above this rate, requests to the tenant API are answered `429 Too Many Requests` with a
    /// `Retry-After` and have no effect; one allowance for all connections. The token endpoint
    /// and `/sandbox/*` are never limited. `None` (the default): no limit. See `pacing`.
    pub rate_limit: Option<RateLimit>,
    /// Turn on the controls that exist only so tests can steer the sandbox: fault injection
    /// ([`Sandbox::faults`], `/sandbox/faults`). Off, `/sandbox/faults` answers 404 and no
    /// fault is ever applied. Only in builds with the `testing` feature.
    #[cfg(feature = "testing")]
    pub test_controls: bool,
}

#[cfg(feature = "testing")]
impl SandboxConfig {
    /// The same configuration with [`SandboxConfig::test_controls`] on.
    pub fn with_test_controls(self) -> Self {
        SandboxConfig { test_controls: true, ..self }
    }
}

impl Default for SandboxConfig {
    fn default() -> Self {
        SandboxConfig {
            port: 0,
            extra_token: None,
            state_file: None,
            seed_demo_data: true,
            simulate_respondents: false,
            latency: Duration::ZERO,
            rate_limit: None,
            #[cfg(feature = "testing")]
            test_controls: false,
        }
    }
}

/// An invitation the sandbox "sent".
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct OutboxMessage {
    /// `"email"` or `"sms"`.
    pub channel: String,
    /// E-mail address or phone number.
    pub address: String,
    pub survey_id: String,
    pub patient_id: String,
    /// The survey link (with `?pin=` only when `includePinInUrl` was set).
    pub url: String,
    /// RFC 3339, UTC.
    pub sent_at: String,
}

/// One request the sandbox served (control paths under `/sandbox/` excluded).
#[derive(Clone, Debug, serde::Serialize)]
pub struct RequestRecord {
    pub method: String,
    /// The raw (still percent-encoded) path, without query; one longer than
    /// [`RECORDED_PATH_MAX`] bytes is cut there and ends with `…[N more bytes]`.
    pub path: String,
    /// The status sent; `0` when no response was sent (dropped connection) or the request is
    /// still being handled.
    pub status: u16,
}

/// A running sandbox server. Shuts down when dropped (or via [`Sandbox::shutdown`]).
pub struct Sandbox {
    shared: Arc<Shared>,
    base_url: String,
    stop: watch::Sender<bool>,
    server: Option<JoinHandle<()>>,
}

impl Sandbox {
    /// Binds 127.0.0.1:`port` and starts serving. Must be called inside a tokio runtime.
    pub async fn start(config: SandboxConfig) -> std::io::Result<Sandbox> {
        Self::start_with(config, Timing::default()).await
    }

    pub(crate) async fn start_with(config: SandboxConfig, timing: Timing) -> std::io::Result<Sandbox> {
        let listener = tokio::net::TcpListener::bind(("127.0.0.1", config.port)).await?;
        let address = listener.local_addr()?;

        let (data, writer) = match config.state_file.clone() {
            None => (store::new_data(config.seed_demo_data), None),
            Some(path) => {
                let seed = config.seed_demo_data;
                let opened = tokio::task::spawn_blocking(move || db::open(&path, seed))
                    .await
                    .map_err(|e| std::io::Error::other(format!("opening the sandbox database failed: {e}")))?;
                (opened.data, opened.writer)
            }
        };

        let (stop, stopped) = watch::channel(false);
        let shared = Arc::new(Shared {
            data: Mutex::new(data),
            tokens: Mutex::new(auth::TokenStore::new(config.extra_token.clone())),
            #[cfg(feature = "testing")]
            faults: config.test_controls.then(Faults::default),
            requests: Mutex::new(RequestLog::default()),
            request_count: AtomicU64::new(0),
            connections: Arc::new(AtomicU64::new(0)),
            gzip_responses: AtomicU64::new(0),
            writer,
            simulate_respondents: config.simulate_respondents,
            timing,
            pacing: pacing::Pacing::new(config.latency, config.rate_limit),
            shutdown: stopped.clone(),
        });

        // Faults reach the connection they cut through its connect info (test builds only).
        #[cfg(feature = "testing")]
        let app = routing::router(Arc::clone(&shared)).into_make_service_with_connect_info::<conn::ConnHandle>();
        #[cfg(not(feature = "testing"))]
        let app = routing::router(Arc::clone(&shared)).into_make_service();
        let listener = listener::CountingListener::new(listener, Arc::clone(&shared.connections));
        let mut stopped_signal = stopped;
        let server = tokio::spawn(async move {
            let signal = async move {
                let _ = stopped_signal.wait_for(|s| *s).await;
            };
            if let Err(e) = axum::serve(listener, app).with_graceful_shutdown(signal).await {
                tracing::error!("sandbox: server stopped with an error: {e}");
            }
        });
        tracing::info!(port = address.port(), "sandbox: listening on 127.0.0.1");
        Ok(Sandbox { shared, base_url: format!("http://127.0.0.1:{}", address.port()), stop, server: Some(server) })
    }

    /// `http://127.0.0.1:PORT`, no trailing slash; `/tenant-api` and `/security-api` are
    /// under it.
    pub fn base_url(&self) -> String {
        self.base_url.clone()
    }

    /// A valid bearer token (JWT-shaped), valid for 8 hours.
    pub fn token(&self) -> String {
        lock(&self.shared.tokens).default_token()
    }

    /// Fault injection control.
    ///
    /// # Panics
    ///
    /// When the sandbox was started without [`SandboxConfig::test_controls`]: its faults
    /// would never be applied, and a test that sets one must not pass by accident.
    #[cfg(feature = "testing")]
    pub fn faults(&self) -> &Faults {
        match &self.shared.faults {
            Some(faults) => faults,
            None => panic!("Sandbox::faults needs a sandbox started with SandboxConfig::test_controls"),
        }
    }

    /// Lets `by` pass on this sandbox's clock: the surveys made from now on are dated so far
    /// ahead (a test of what happens days after an invitation).
    #[cfg(feature = "testing")]
    pub fn advance_clock(&self, by: jiff::SignedDuration) {
        let mut data = lock(&self.shared.data);
        data.clock_ahead = data.clock_ahead.checked_add(by).unwrap_or(data.clock_ahead);
    }

    /// The simulated respondent answers the survey now (as `POST /sandbox/surveys/{id}/respond`
    /// does), reporting chest pain when `with_alert`; `false` when there is no such survey.
    #[cfg(feature = "testing")]
    pub async fn respond(&self, survey_id: &str, with_alert: bool) -> bool {
        let changes = {
            let mut data = lock(&self.shared.data);
            let changes = respondents::complete(&mut data, survey_id, false);
            if with_alert && let Some((survey, change)) = data.survey_mut(survey_id) {
                survey.alerts.push(serde_json::json!({
                    "severity": "high", "message": "Chest pain at rest reported", "questionCode": "CP01"
                }));
                changes.map(|mut changes| {
                    changes.push(change);
                    changes
                })
            } else {
                changes
            }
        };
        match changes {
            Some(changes) => {
                self.shared.persist(&changes).await;
                true
            }
            None => false,
        }
    }

    /// Invitations "sent" so far, oldest first.
    pub fn outbox(&self) -> Vec<OutboxMessage> {
        lock(&self.shared.data).outbox.clone()
    }

    /// Requests served (faulted ones and ones refused with 429 included, `/sandbox/*` excluded).
    pub fn request_count(&self) -> u64 {
        self.shared.request_count.load(Ordering::SeqCst)
    }

    /// Requests refused with `429 Too Many Requests` by [`SandboxConfig::rate_limit`] (they
    /// are counted in [`Sandbox::request_count`] too).
    pub fn too_many_requests_count(&self) -> u64 {
        self.shared.pacing.refused()
    }

    /// TCP connections accepted so far (control paths included). A client that keeps its
    /// connection alive sends many requests over one.
    pub fn connection_count(&self) -> u64 {
        self.shared.connections.load(Ordering::SeqCst)
    }

    /// Responses sent gzip-compressed: JSON and text answers of at least
    /// [`GZIP_MIN_BYTES`] to a request that accepts `gzip`, as a service behind a compressing
    /// proxy or with ASP.NET's response compression would.
    pub fn gzip_response_count(&self) -> u64 {
        self.shared.gzip_responses.load(Ordering::SeqCst)
    }

    /// The most recent requests served (at most [`REQUEST_LOG_CAPACITY`]), in arrival order
    /// (`/sandbox/*` excluded).
    pub fn requests(&self) -> Vec<RequestRecord> {
        lock(&self.shared.requests).records()
    }

    /// Requests that fell off the record of [`Sandbox::requests`] (the oldest ones).
    pub fn requests_dropped(&self) -> u64 {
        lock(&self.shared.requests).dropped()
    }

    /// Number of patients.
    pub fn patient_count(&self) -> usize {
        lock(&self.shared.data).patients.len()
    }

    /// Ids of every stored patient: the demo patients first (in seed order), then the ones
    /// created since (or loaded from the state file). The service has no "list patients"
    /// endpoint, so this is how the app finds the demo patients to show.
    pub fn demo_patient_ids(&self) -> Vec<String> {
        lock(&self.shared.data).patients.iter().map(|p| p.patient_id.clone()).collect()
    }

    /// Ids of the patients with exactly this external reference.
    pub fn find_patient_ids_by_external_reference(&self, reference: &str) -> Vec<String> {
        lock(&self.shared.data).patient_ids_by_reference(reference)
    }

    /// Every token issued so far (including [`Sandbox::token`]'s and the extra token) becomes
    /// invalid; [`Sandbox::token`] hands out a fresh one afterwards.
    pub fn revoke_tokens(&self) {
        lock(&self.shared.tokens).revoke_all();
    }

    /// Stops the server and background tasks and waits (up to 5 s) for the server to finish.
    pub async fn shutdown(mut self) {
        let _ = self.stop.send(true);
        if let Some(server) = self.server.take() {
            let abort = server.abort_handle();
            if tokio::time::timeout(Duration::from_secs(5), server).await.is_err() {
                abort.abort();
            }
        }
    }
}

impl Drop for Sandbox {
    fn drop(&mut self) {
        let _ = self.stop.send(true);
    }
}

/// Runs a sandbox until the process is interrupted: prints the base URL, a valid token, the
/// demo credentials, and the latency and rate limit when there are any. Each change is
/// written to the database before it is answered, so Ctrl-C loses nothing.
pub async fn run_standalone(
    port: u16,
    token: Option<String>,
    state_file: Option<PathBuf>,
    latency: Duration,
    rate_limit: Option<RateLimit>,
) -> std::io::Result<()> {
    let sandbox = Sandbox::start(SandboxConfig {
        port,
        extra_token: token,
        state_file,
        simulate_respondents: true,
        latency,
        rate_limit,
        // The rest as by default: demo data, and no test controls (this is the demo people try).
        ..SandboxConfig::default()
    })
    .await?;
    // A closed stdout (a script that read the address and went on) must not stop the server:
    // println! would panic on the broken pipe.
    let mut pacing = String::new();
    if !latency.is_zero() {
        pacing.push_str(&format!("Latency: {} ms added to every answer of the service\n", latency.as_millis()));
    }
    if let Some(limit) = rate_limit {
        pacing.push_str(&format!(
            "Rate limit: {} requests per second to /tenant-api (above it: 429 with Retry-After)\n",
            limit.requests_per_second()
        ));
    }
    let greeting = format!(
        "Intake Desk sandbox listening on {}\nBearer token (valid 8 hours): {}\nDemo credentials: account \
         {DEMO_ACCOUNT}, credential {DEMO_CREDENTIAL}, tenant {DEMO_TENANT}\n{pacing}Press Ctrl-C to stop.\n",
        sandbox.base_url(),
        sandbox.token()
    );
    let mut stdout = std::io::stdout();
    let _ =
        std::io::Write::write_all(&mut stdout, greeting.as_bytes()).and_then(|()| std::io::Write::flush(&mut stdout));
    std::future::pending::<()>().await;
    drop(sandbox);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn simulated_respondent_starts_and_completes() {
        let sandbox = Sandbox::start_with(
            SandboxConfig { simulate_respondents: true, ..SandboxConfig::default() },
            Timing { start_after: Duration::from_millis(30), complete_after: Duration::from_millis(600) },
        )
        .await
        .unwrap_or_else(|e| panic!("{e}"));
        let survey_id = DEMO_NEW_SURVEY_ID.to_owned();
        respondents::spawn(Arc::clone(&sandbox.shared), survey_id.clone(), sandbox.shared.timing);
        let status = || lock(&sandbox.shared.data).survey(&survey_id).map(|s| s.status.clone()).unwrap_or_default();
        assert_eq!(status(), "new");
        let wait_for = |wanted: &'static str| {
            let status = &status;
            async move {
                let deadline = std::time::Instant::now() + Duration::from_secs(5);
                while status() != wanted && std::time::Instant::now() < deadline {
                    tokio::time::sleep(Duration::from_millis(5)).await;
                }
                status()
            }
        };
        assert_eq!(wait_for("inProgress").await, "inProgress");
        assert_eq!(wait_for("completed").await, "completed");
        let kinds: Vec<String> =
            lock(&sandbox.shared.data).history_of(&survey_id).iter().map(|h| h.kind.clone()).collect();
        assert_eq!(kinds, ["workflow", "workflow", "workflow", "claim"]);
        sandbox.shutdown().await;
    }
}
