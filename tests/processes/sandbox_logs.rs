//! What the sandbox writes to the log about the requests it serves: the method, a masked short
//! path, the status and the time, never the raw path (its segments can be external references,
//! which are patient data). Run in a child process of its own: a test that runs beside others could
//! leave `tracing`'s per-callsite interest cached without this test's subscriber.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::{Arc, Mutex};

use intake_desk::sandbox::{DEMO_SURVEY_ID, Sandbox, SandboxConfig};

/// Collects what the `tracing` subscriber writes.
#[derive(Clone, Default)]
struct LogBuffer(Arc<Mutex<Vec<u8>>>);

impl std::io::Write for LogBuffer {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[test]
fn request_paths_are_logged_masked_with_status_and_time() {
    crate::support::pass_in_child(module_path!(), "child_logs_the_sandbox_s_requests");
}

// A current-thread runtime: the server's tasks run on this thread, under its subscriber.
#[tokio::test(flavor = "current_thread")]
#[ignore = "run by request_paths_are_logged_masked_with_status_and_time"]
async fn child_logs_the_sandbox_s_requests() {
    if !crate::support::in_child() {
        return;
    }
    let buffer = LogBuffer::default();
    let writer = buffer.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_max_level(tracing::Level::INFO)
        .with_ansi(false)
        .with_writer(move || writer.clone())
        .finish();
    let _guard = tracing::subscriber::set_default(subscriber);
    let sandbox = Sandbox::start(SandboxConfig::default()).await.unwrap();
    let http = reqwest::Client::builder().no_proxy().build().unwrap();
    let secret = "MRN-SECRET-4711";
    for path in
        [format!("/tenant-api/patients/external-reference/{secret}"), format!("/tenant-api/survey/{DEMO_SURVEY_ID}")]
    {
        http.get(format!("{}{path}", sandbox.base_url())).bearer_auth(sandbox.token()).send().await.unwrap();
    }
    sandbox.shutdown().await;
    let log = String::from_utf8(buffer.0.lock().unwrap().clone()).unwrap();
    assert!(!log.contains(secret), "{log}");
    assert!(!log.contains(DEMO_SURVEY_ID), "{log}");
    let lines: Vec<&str> = log.lines().filter(|l| l.contains("sandbox request")).collect();
    assert_eq!(lines.len(), 2, "{log}");
    assert!(lines[0].contains("path=/tenant-api/patients/external-reference/…"), "{}", lines[0]);
    assert!(lines[0].contains("status=404") && lines[0].contains("millis="), "{}", lines[0]);
    assert!(lines[1].contains("path=/tenant-api/survey/…") && lines[1].contains("status=200"), "{}", lines[1]);
}
