//! What the tests of the sending path (a day's list, reminders) share: a sandbox with a client
//! of its own, the session their batches are made in, and batch options that wait little.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::time::Duration;

use intake_desk::api::{AccessToken, Client, ClientOptions, Environment, SessionKey};
use intake_desk::sandbox::{Sandbox, SandboxConfig};
use intake_desk::worker::batch::BatchOptions;

/// A sandbox started with `config`, and a client signed in to it.
pub async fn sandbox_and_client(config: SandboxConfig) -> (Sandbox, Client) {
    let sandbox = Sandbox::start(config).await.unwrap();
    let environment = Environment::Sandbox { base_url: sandbox.base_url() };
    let client = Client::new(&environment, AccessToken::new(sandbox.token()), &ClientOptions::default()).unwrap();
    (sandbox, client)
}

/// Where the tests' batches are made.
pub fn session() -> SessionKey {
    SessionKey { api_base: "http://127.0.0.1".into(), tenant: Some("sandbox".into()), account: None }
}

/// Batch options whose backoff waits milliseconds, not seconds.
pub fn quick() -> BatchOptions {
    BatchOptions {
        backoff: Duration::from_millis(50),
        max_backoff: Duration::from_millis(500),
        ..BatchOptions::default()
    }
}
