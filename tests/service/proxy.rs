//! A proxy from the environment is honoured on the way to the service and bypassed for this
//! computer (the embedded sandbox on loopback, which a clinic's proxy cannot reach), and a
//! proxy that stands in the way is told apart by type: one that refuses the tunnel (403), one
//! that asks for its own sign-in (407), and one that cannot be reached at all.
//!
//! The client runs in a child process of this test binary with `HTTPS_PROXY` and `HTTP_PROXY`
//! set, because they are read when a client is built and setting them here would leak into
//! other tests. The proxies are small recorders in this process; they keep every byte they
//! receive, so the tests can check that nothing but a `CONNECT` ever reached them: no token, no
//! password, no body.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use intake_desk::api::error::ErrorKind;
use intake_desk::api::token::request_token;
use intake_desk::api::{AccessToken, ApiError, Client, ClientOptions, Credentials, Environment, ProxyFailure};
use intake_desk::i18n::service::api_error;
use intake_desk::i18n::{Language, Translator};
use intake_desk::sandbox::{DEMO_PATIENT_ID, Sandbox, SandboxConfig};
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};

const INNER_TEST: &str = "inner_requests_through_the_environment_proxy";
const SERVICE: &str = "https://tenant.clinic-service.invalid";
const SERVICE_AUTHORITY: &str = "tenant.clinic-service.invalid:443";
/// Secrets the client holds while it talks through the proxy; neither may reach the proxy.
const TOKEN: &str = "token-that-must-never-reach-the-proxy";
const PASSWORD: &str = "password-that-must-never-reach-the-proxy";

/// A proxy on loopback that keeps everything it receives and answers every request with one
/// fixed answer.
struct RecordingProxy {
    address: String,
    /// Every connection's bytes, in the order the connections came.
    seen: Arc<Mutex<Vec<Vec<u8>>>>,
    open: Arc<AtomicUsize>,
}

impl RecordingProxy {
    async fn start(answer: &'static [u8]) -> RecordingProxy {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let address = listener.local_addr().unwrap().to_string();
        let seen = Arc::new(Mutex::new(Vec::new()));
        let open = Arc::new(AtomicUsize::new(0));
        let (record, count) = (Arc::clone(&seen), Arc::clone(&open));
        tokio::spawn(async move {
            while let Ok((mut socket, _)) = listener.accept().await {
                let (record, count) = (Arc::clone(&record), Arc::clone(&count));
                count.fetch_add(1, Ordering::SeqCst);
                tokio::spawn(async move {
                    let slot = {
                        let mut seen = record.lock().unwrap();
                        seen.push(Vec::new());
                        seen.len() - 1
                    };
                    let mut buffer = [0_u8; 4096];
                    let mut answered = false;
                    // Until the client closes (or is quiet for a while): a body sent after the
                    // head, or anything sent after the answer, is recorded too.
                    while let Ok(Ok(n)) = tokio::time::timeout(Duration::from_secs(2), socket.read(&mut buffer)).await {
                        if n == 0 {
                            break;
                        }
                        let complete_head = {
                            let mut seen = record.lock().unwrap();
                            seen[slot].extend_from_slice(&buffer[..n]);
                            seen[slot].windows(4).any(|w| w == b"\r\n\r\n")
                        };
                        if complete_head && !answered {
                            answered = true;
                            let _ = socket.write_all(answer).await;
                        }
                    }
                    count.fetch_sub(1, Ordering::SeqCst);
                });
            }
        });
        RecordingProxy { address, seen, open }
    }

    /// Everything received, once every connection has been closed.
    fn received(&self) -> Vec<Vec<u8>> {
        let deadline = Instant::now() + Duration::from_secs(10);
        while self.open.load(Ordering::SeqCst) > 0 && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(20));
        }
        self.seen.lock().unwrap().clone()
    }
}

/// Runs the inner test in a child process with the proxy variables pointing at `proxy`.
fn run_inner(case: &str, proxy: &str) {
    let url = format!("http://{proxy}");
    let output = crate::support::child_test(module_path!(), INNER_TEST)
        .env("HTTPS_PROXY", &url)
        .env("HTTP_PROXY", &url)
        .env("INTAKE_PROXY_CASE", case)
        .env("INTAKE_PROXY_ADDRESS", proxy)
        .env_remove("https_proxy")
        .env_remove("http_proxy")
        .env_remove("NO_PROXY")
        .env_remove("no_proxy")
        .env_remove("ALL_PROXY")
        .env_remove("all_proxy")
        .env_remove("REQUEST_METHOD")
        .output()
        .unwrap();
    crate::support::assert_child_passed(&format!("the proxy case {case}"), &output);
}

/// Every connection to the proxy carried one `CONNECT` to the service and nothing else: a Host
/// header naming the same place, at most a User-Agent, no authorization, no body, no secret.
fn assert_only_connects(received: &[Vec<u8>]) {
    // Two failed connections (a request, a sign-in), each at most the client's own tunnel
    // attempt and the check that asks the proxy what it thinks.
    assert!((2..=4).contains(&received.len()), "{} connections to the proxy", received.len());
    for bytes in received {
        let text = String::from_utf8_lossy(bytes);
        let (head, rest) = text.split_once("\r\n\r\n").unwrap_or_else(|| panic!("no complete head: {text:?}"));
        assert_eq!(rest, "", "something followed the CONNECT head: {text:?}");
        let mut lines = head.split("\r\n");
        assert_eq!(lines.next(), Some(format!("CONNECT {SERVICE_AUTHORITY} HTTP/1.1").as_str()), "{text:?}");
        for line in lines {
            let (name, value) = line.split_once(':').unwrap_or_else(|| panic!("not a header: {line:?}"));
            match name.trim().to_ascii_lowercase().as_str() {
                "host" => assert_eq!(value.trim(), SERVICE_AUTHORITY),
                "user-agent" => assert!(value.trim().starts_with("IntakeDesk/"), "{line:?}"),
                other => panic!("the proxy was sent a {other:?} header: {text:?}"),
            }
        }
        assert!(!text.contains(TOKEN) && !text.contains(PASSWORD), "a secret reached the proxy: {text:?}");
    }
}

#[test]
fn a_proxy_that_refuses_the_tunnel_is_told_apart_and_sees_only_connects() {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let proxy = runtime.block_on(RecordingProxy::start(b"HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n"));
    run_inner("refuses", &proxy.address);
    // The service was asked for through the proxy (a tunnel, as for every https address);
    // the sandbox on loopback, asked for too, never was.
    assert_only_connects(&proxy.received());
}

#[test]
fn a_proxy_that_asks_for_its_own_sign_in_is_told_apart_and_sees_only_connects() {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let proxy = runtime.block_on(RecordingProxy::start(
        b"HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm=\"clinic\"\r\n\
          Content-Length: 0\r\n\r\n",
    ));
    run_inner("asks-sign-in", &proxy.address);
    assert_only_connects(&proxy.received());
}

#[test]
fn a_proxy_that_cannot_be_reached_is_told_apart() {
    // A port on this computer where nothing listens any more.
    let address = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().to_string();
    run_inner("absent", &address);
}

#[test]
#[ignore = "run by the a_proxy_… tests with a proxy set"]
fn inner_requests_through_the_environment_proxy() {
    let case = std::env::var("INTAKE_PROXY_CASE").expect("run through an outer test");
    let proxy = std::env::var("INTAKE_PROXY_ADDRESS").unwrap();
    let runtime = tokio::runtime::Runtime::new().unwrap();

    // This computer: straight to the sandbox, whatever the proxy settings.
    let sandbox = runtime.block_on(Sandbox::start(SandboxConfig::default())).unwrap();
    let environment = Environment::Custom { api_base: sandbox.base_url(), token_host: String::new() };
    let client = Client::new(&environment, AccessToken::new(sandbox.token()), &ClientOptions::default()).unwrap();
    let patient = runtime.block_on(client.get_patient(DEMO_PATIENT_ID)).unwrap();
    assert_eq!(patient.patient_id, DEMO_PATIENT_ID);

    // The service: through the proxy. The .invalid name is never looked up here (the proxy
    // would do that), so whatever fails is the proxy's part. Both a request with a token and a
    // sign-in with a password go that way.
    let environment = Environment::Custom { api_base: SERVICE.to_owned(), token_host: SERVICE.to_owned() };
    let options = ClientOptions { connect_timeout: Duration::from_secs(5), ..ClientOptions::default() };
    let client = Client::new(&environment, AccessToken::new(TOKEN), &options).unwrap();
    let request = runtime.block_on(client.get_patient(DEMO_PATIENT_ID)).unwrap_err();
    let credentials = Credentials {
        account: "desk@clinic.example".to_owned(),
        password: PASSWORD.to_owned(),
        tenant_id: "clinic".to_owned(),
        healthcare_service_id: None,
    };
    let sign_in = runtime.block_on(request_token(&environment, &options, &credentials)).unwrap_err();

    for error in [request, sign_in] {
        check(&case, &proxy, &error);
        println!("MESSAGE {}", words(&error));
    }
}

/// The one sentence the user reads, in English.
fn words(error: &ApiError) -> String {
    Translator::new(Language::English).msg(&api_error(error))
}

fn check(case: &str, proxy: &str, error: &ApiError) {
    // The user reads which proxy it was and where the connection was going.
    let words = words(error);
    assert!(words.contains(proxy), "{words}");
    assert!(words.contains("tenant.clinic-service.invalid"), "{words}");
    assert!(!error.is_ambiguous(), "nothing was sent: {error:?}");
    let failure = |status, io_error| Some(ProxyFailure { proxy_host: proxy.to_owned(), status, io_error });
    match case {
        // A proxy that says no keeps saying no: not "offline", not worth retrying.
        "refuses" => {
            assert_eq!(error.kind, ErrorKind::ProxyRefused, "{error:?}");
            assert_eq!(error.proxy, failure(Some(403), None));
            assert!(!error.is_offline() && !error.is_transient(), "{error:?}");
        }
        "asks-sign-in" => {
            assert_eq!(error.kind, ErrorKind::ProxyAuthRequired, "{error:?}");
            assert_eq!(error.proxy, failure(Some(407), None));
            assert!(!error.is_offline() && !error.is_transient(), "{error:?}");
        }
        // A proxy that cannot be reached is like a service that cannot be reached.
        "absent" => {
            assert_eq!(error.kind, ErrorKind::CannotConnect, "{error:?}");
            assert_eq!(error.proxy, failure(None, Some(std::io::ErrorKind::ConnectionRefused)));
            assert!(error.is_offline() && error.is_transient(), "{error:?}");
        }
        other => panic!("unknown case {other}"),
    }
    // The proxy's answer is the proxy's, not the service's.
    assert_eq!(error.status, None, "{error:?}");
}
