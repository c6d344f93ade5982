//! A proxy from the environment is honoured on the way to the service and bypassed for this
//! computer (the embedded sandbox on loopback, which a clinic's proxy cannot reach). The client
//! runs in a child process of this test binary with `HTTPS_PROXY` and `HTTP_PROXY` set, because
//! they are read when a client is built and setting them here would leak into other tests. The
//! proxy is a small recorder in this process that refuses every tunnel, as a locked-down clinic
//! proxy does for a host it does not allow.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::process::Command;
use std::sync::{Arc, Mutex};

use intake_desk::api::error::ErrorKind;
use intake_desk::api::{AccessToken, Client, ClientOptions, Environment};
use intake_desk::sandbox::{DEMO_PATIENT_ID, Sandbox, SandboxConfig};
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};

const INNER_TEST: &str = "inner_requests_go_through_the_environment_proxy_except_to_loopback";
const SERVICE: &str = "https://tenant.clinic-service.invalid";

/// A proxy on loopback that writes down the first line of every request and answers 403.
async fn start_refusing_proxy() -> (String, Arc<Mutex<Vec<String>>>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let seen = Arc::new(Mutex::new(Vec::new()));
    let record = Arc::clone(&seen);
    tokio::spawn(async move {
        while let Ok((mut socket, _)) = listener.accept().await {
            let record = Arc::clone(&record);
            tokio::spawn(async move {
                let mut head = Vec::new();
                let mut buffer = [0_u8; 1024];
                while !head.windows(4).any(|w| w == b"\r\n\r\n") {
                    match socket.read(&mut buffer).await {
                        Ok(0) | Err(_) => return,
                        Ok(n) => head.extend_from_slice(&buffer[..n]),
                    }
                }
                let text = String::from_utf8_lossy(&head);
                record.lock().unwrap().push(text.lines().next().unwrap_or_default().to_owned());
                let _ = socket.write_all(b"HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n").await;
            });
        }
    });
    (format!("http://{address}"), seen)
}

#[test]
fn requests_go_through_the_environment_proxy_except_to_this_computer() {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let (proxy, seen) = runtime.block_on(start_refusing_proxy());
    let output = Command::new(std::env::current_exe().unwrap())
        .env("HTTPS_PROXY", &proxy)
        .env("HTTP_PROXY", &proxy)
        .env_remove("NO_PROXY")
        .env_remove("no_proxy")
        .env_remove("ALL_PROXY")
        .env_remove("all_proxy")
        .args(["--exact", INNER_TEST, "--ignored", "--nocapture", "--test-threads", "1"])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "inner test failed\n--- stdout\n{stdout}\n--- stderr\n{stderr}");
    assert!(stdout.contains("test result: ok. 1 passed"), "the inner test did not run\n{stdout}");
    // The service was asked for through the proxy (a tunnel, as for every https address);
    // the sandbox on loopback, asked for too, never was.
    assert_eq!(*seen.lock().unwrap(), ["CONNECT tenant.clinic-service.invalid:443 HTTP/1.1"]);
}

#[test]
#[ignore = "run by requests_go_through_the_environment_proxy_except_to_this_computer with a proxy set"]
fn inner_requests_go_through_the_environment_proxy_except_to_loopback() {
    assert!(std::env::var("HTTPS_PROXY").is_ok(), "run through the outer test");
    let runtime = tokio::runtime::Runtime::new().unwrap();

    // This computer: straight to the sandbox, whatever the proxy settings.
    let sandbox = runtime.block_on(Sandbox::start(SandboxConfig::default())).unwrap();
    let environment = Environment::Custom { api_base: sandbox.base_url(), token_host: String::new() };
    let client = Client::new(&environment, AccessToken::new(sandbox.token()), &ClientOptions::default()).unwrap();
    let patient = runtime.block_on(client.get_patient(DEMO_PATIENT_ID)).unwrap();
    assert_eq!(patient.patient_id, DEMO_PATIENT_ID);

    // The service: through the proxy, which refuses. The .invalid name is never looked up here
    // (the proxy would do that), so the refusal is the proxy's, and the message says so.
    let environment = Environment::Custom { api_base: SERVICE.to_owned(), token_host: String::new() };
    let client = Client::new(&environment, AccessToken::new("token".to_owned()), &ClientOptions::default()).unwrap();
    let error = runtime.block_on(client.get_patient(DEMO_PATIENT_ID)).unwrap_err();
    assert_eq!(error.kind, ErrorKind::CannotConnect, "{error:?}");
    assert!(error.message.contains("proxy"), "{}", error.message);
    assert!(error.message.contains("tenant.clinic-service.invalid"), "{}", error.message);
    println!("MESSAGE {}", error.message);
}
