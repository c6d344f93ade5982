//! The sandbox's latency and rate limit over real HTTP on 127.0.0.1 (a plain HTTP/1.1 client on
//! a TCP stream, one connection per request, so concurrent requests are really concurrent):
//! latency is added to every answer of the service and never to `/sandbox/*`; above the rate
//! limit the tenant API answers 429 with `Retry-After`, and a refused request leaves no trace;
//! a client that honours `Retry-After` gets every request through; the control paths and the
//! token endpoint are never limited.
//!
//! Timings are asserted as lower bounds (a loaded machine only makes things slower); the one
//! upper bound, that waiting requests do not hold a thread, has a margin of a factor of two.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::HashSet;
use std::time::{Duration, Instant};

use intake_sandbox::{DEMO_PATIENT_ID, RateLimit, Sandbox, SandboxConfig};
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// One answer as the client saw it.
#[derive(Debug)]
struct Answer {
    status: u16,
    /// Header names in lower case.
    headers: Vec<(String, String)>,
    body: String,
}

impl Answer {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    fn json(&self) -> Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("{e}: {}", self.body))
    }

    /// `Retry-After` as whole seconds (a 429 must have one).
    fn retry_after(&self) -> u64 {
        let value = self.header("retry-after").unwrap_or_else(|| panic!("a 429 without Retry-After: {self:?}"));
        value.parse().unwrap_or_else(|e| panic!("Retry-After {value:?} is not whole seconds: {e}"))
    }
}

/// Sends one HTTP/1.1 request on a fresh connection and reads the whole answer.
async fn send(base_url: &str, method: &str, path: &str, token: Option<&str>, body: Option<&Value>) -> Answer {
    let address = base_url.strip_prefix("http://").unwrap();
    let mut stream = tokio::net::TcpStream::connect(address).await.unwrap();
    let authorization = token.map(|t| format!("Authorization: Bearer {t}\r\n")).unwrap_or_default();
    let body = body.map(Value::to_string).unwrap_or_default();
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n{authorization}\
         Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).await.unwrap();
    let raw = String::from_utf8(raw).unwrap();
    let (head, body) = raw.split_once("\r\n\r\n").unwrap_or_else(|| panic!("no HTTP answer: {raw:?}"));
    let mut lines = head.lines();
    let status = lines.next().and_then(|l| l.split(' ').nth(1)).and_then(|s| s.parse().ok()).unwrap();
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_ascii_lowercase(), v.trim().to_owned()))
        .collect();
    Answer { status, headers, body: body.to_owned() }
}

async fn start(latency: Duration, rate_limit: Option<u32>) -> Sandbox {
    let rate_limit = rate_limit.map(|n| RateLimit::per_second(n).unwrap());
    Sandbox::start(SandboxConfig { latency, rate_limit, ..SandboxConfig::default() }).await.unwrap()
}

/// Form 2 of create-survey: a new patient with this reference, invited by e-mail.
fn new_patient_survey(reference: &str) -> Value {
    json!({
        "patient": {
            "firstName": "Zoë", "lastName": "De Smet", "gender": "female",
            "birthdate": "1990-01-01T00:00:00.000Z", "language": "nl-be", "email": "zoe.desmet@example.be",
            "phone": {"phoneNumber": "+32470000001", "type": "mobile", "countryIsoAlpha2": "BE"},
            "externalReference": reference,
        },
        "sendInvitation": true,
        "communicationServiceTypes": ["email"],
    })
}

fn unique_reference() -> String {
    format!("RL-{}", uuid::Uuid::new_v4().simple())
}

/// The survey ids in `GET /sandbox/outbox`, one per invitation.
async fn outbox_survey_ids(base_url: &str) -> Vec<String> {
    let answer = send(base_url, "GET", "/sandbox/outbox", None, None).await;
    assert_eq!(answer.status, 200, "{answer:?}");
    answer.json().as_array().unwrap().iter().map(|m| m["survey_id"].as_str().unwrap().to_owned()).collect()
}

/// Sends `body` to `path` at once from `count` concurrent connections; the answers with the
/// time each took, in no particular order.
async fn burst(
    base_url: &str,
    token: &str,
    method: &str,
    path: &str,
    bodies: Vec<Option<Value>>,
) -> Vec<(Answer, Duration)> {
    let tasks: Vec<_> = bodies
        .into_iter()
        .map(|body| {
            let (base_url, token, method, path) =
                (base_url.to_owned(), token.to_owned(), method.to_owned(), path.to_owned());
            tokio::spawn(async move {
                let started = Instant::now();
                let answer = send(&base_url, &method, &path, Some(&token), body.as_ref()).await;
                (answer, started.elapsed())
            })
        })
        .collect();
    let mut answers = Vec::new();
    for task in tasks {
        answers.push(task.await.unwrap());
    }
    answers
}

#[tokio::test]
async fn latency_is_added_to_every_answer_of_the_service() {
    let latency = Duration::from_millis(300);
    let sandbox = start(latency, None).await;
    let base = sandbox.base_url();
    let token = sandbox.token();

    let started = Instant::now();
    let patient = send(&base, "GET", &format!("/tenant-api/patients/{DEMO_PATIENT_ID}"), Some(&token), None).await;
    assert_eq!(patient.status, 200);
    assert!(started.elapsed() >= latency, "{:?}", started.elapsed());

    let body = new_patient_survey(&unique_reference());
    let started = Instant::now();
    let created = send(&base, "POST", "/tenant-api/survey", Some(&token), Some(&body)).await;
    assert_eq!(created.status, 201);
    assert!(started.elapsed() >= latency, "{:?}", started.elapsed());

    // The token endpoint, refusals and unknown paths are answers of the service too.
    let credentials = json!({"account": "x", "credential": "y", "tenant": "z"});
    for (method, path, token, body) in [
        ("POST", "/security-api/token", None, Some(&credentials)),
        ("GET", "/tenant-api/patients/not-an-id", Some(token.as_str()), None),
        ("GET", &format!("/tenant-api/patients/{DEMO_PATIENT_ID}") as &str, None, None),
        ("GET", "/elsewhere", None, None),
    ] {
        let started = Instant::now();
        let answer = send(&base, method, path, token, body).await;
        assert!(answer.status >= 400, "{method} {path}: {answer:?}");
        assert!(started.elapsed() >= latency, "{method} {path}: {:?}", started.elapsed());
    }
    sandbox.shutdown().await;
}

/// The latency is waited without holding a thread: twenty requests delayed by a second each
/// on a single-threaded runtime finish together, not one after the other (20 s).
#[tokio::test]
async fn requests_wait_their_latency_at_the_same_time() {
    let latency = Duration::from_secs(1);
    let sandbox = start(latency, None).await;
    let path = format!("/tenant-api/patients/{DEMO_PATIENT_ID}");
    let started = Instant::now();
    let answers = burst(&sandbox.base_url(), &sandbox.token(), "GET", &path, vec![None; 20]).await;
    let elapsed = started.elapsed();
    for (answer, took) in &answers {
        assert_eq!(answer.status, 200);
        assert!(*took >= latency, "{took:?}");
    }
    assert!(elapsed < Duration::from_secs(10), "20 requests with 1 s latency took {elapsed:?}: they waited in turn");
    sandbox.shutdown().await;
}

/// The control paths are not the service: a sandbox whose service answers after a minute
/// still shows its outbox and request record at once.
#[tokio::test]
async fn the_control_paths_are_never_delayed() {
    let sandbox = start(Duration::from_secs(60), None).await;
    let base = sandbox.base_url();
    for path in ["/sandbox/outbox", "/sandbox/requests", "/sandbox/no-such-path"] {
        let answer = tokio::time::timeout(Duration::from_secs(20), send(&base, "GET", path, None, None)).await;
        let answer = answer.unwrap_or_else(|_| panic!("{path} was delayed like the service"));
        assert!(matches!(answer.status, 200 | 404), "{path}: {answer:?}");
    }
    drop(sandbox);
}

#[tokio::test]
async fn above_the_rate_limit_the_service_answers_429_and_the_refused_requests_leave_no_trace() {
    const RATE: u32 = 10;
    let sandbox = start(Duration::ZERO, Some(RATE)).await;
    let base = sandbox.base_url();
    let token = sandbox.token();
    let outbox_before = outbox_survey_ids(&base).await;
    let patients_before = sandbox.patient_count();

    let references: Vec<String> = (0..3 * RATE).map(|_| unique_reference()).collect();
    let bodies = references.iter().map(|r| Some(new_patient_survey(r))).collect();
    let started = Instant::now();
    let answers = burst(&base, &token, "POST", "/tenant-api/survey", bodies).await;
    let elapsed = started.elapsed();

    let mut created = HashSet::new();
    let mut refused = 0_u32;
    for ((answer, _), reference) in answers.iter().zip(&references) {
        let patients = sandbox.find_patient_ids_by_external_reference(reference);
        match answer.status {
            201 => {
                created.insert(answer.json()["surveyId"].as_str().unwrap().to_owned());
                assert_eq!(patients.len(), 1, "{reference}");
            }
            429 => {
                refused += 1;
                assert!(answer.retry_after() >= 1, "{answer:?}");
                assert!(
                    answer.header("content-type").is_some_and(|t| t.starts_with("application/problem+json")),
                    "{answer:?}"
                );
                let problem = answer.json();
                assert_eq!(problem["status"], 429, "{problem}");
                assert_eq!(problem["title"], "Too Many Requests", "{problem}");
                assert!(problem["detail"].as_str().unwrap().contains(&format!("{RATE} requests per second")));
                assert!(problem["traceId"].is_string(), "{problem}");
                assert!(patients.is_empty(), "a refused request created patient {reference}");
            }
            other => panic!("unexpected {other}: {answer:?}"),
        }
    }
    assert!(refused >= 1, "{} requests at once, none refused at {RATE}/s", references.len());
    // A bucket of RATE, refilled at RATE per second: never more than that got through.
    let allowed = f64::from(RATE) * (1.0 + elapsed.as_secs_f64()) + 1.0;
    assert!((created.len() as f64) <= allowed, "{} created in {elapsed:?} at {RATE}/s", created.len());
    assert_eq!(sandbox.too_many_requests_count(), u64::from(refused));
    assert_eq!(sandbox.request_count(), u64::from(3 * RATE));

    // Exactly one invitation per survey created, none for the refused ones.
    let outbox = outbox_survey_ids(&base).await;
    assert_eq!(&outbox[..outbox_before.len()], &outbox_before[..]);
    let new: Vec<&String> = outbox[outbox_before.len()..].iter().collect();
    assert_eq!(new.len(), created.len(), "the outbox counts every invitation, and only those");
    assert_eq!(new.into_iter().cloned().collect::<HashSet<_>>(), created);
    assert_eq!(sandbox.patient_count(), patients_before + created.len());
    sandbox.shutdown().await;
}

/// Three clients sending five create-surveys each, and waiting `Retry-After` when refused,
/// all get through at 5/s, and the outbox has each invitation exactly once.
#[tokio::test]
async fn a_client_that_honours_retry_after_gets_every_request_through() {
    const RATE: u32 = 5;
    let sandbox = start(Duration::ZERO, Some(RATE)).await;
    let base = sandbox.base_url();
    let token = sandbox.token();
    let outbox_before = outbox_survey_ids(&base).await.len();

    let started = Instant::now();
    let clients: Vec<_> = (0..3)
        .map(|_| {
            let (base, token) = (base.clone(), token.clone());
            tokio::spawn(async move {
                let mut created = Vec::new();
                let mut refusals = 0;
                for _ in 0..5 {
                    let body = new_patient_survey(&unique_reference());
                    loop {
                        let answer = send(&base, "POST", "/tenant-api/survey", Some(&token), Some(&body)).await;
                        if answer.status == 429 {
                            refusals += 1;
                            assert!(refusals <= 20, "refused over and over: Retry-After was not honest");
                            tokio::time::sleep(Duration::from_secs(answer.retry_after())).await;
                            continue;
                        }
                        assert_eq!(answer.status, 201, "{answer:?}");
                        created.push(answer.json()["surveyId"].as_str().unwrap().to_owned());
                        break;
                    }
                }
                created
            })
        })
        .collect();
    // 15 requests at 5/s need about 3 s; a minute is a generous bound for a slow machine, and
    // keeps a sandbox whose Retry-After is far off from hanging the test.
    let all = async {
        let mut created = HashSet::new();
        for client in clients {
            created.extend(client.await.unwrap());
        }
        created
    };
    let created = tokio::time::timeout(Duration::from_secs(60), all).await;
    let created = created.unwrap_or_else(|_| panic!("not every request got through within a minute"));
    let elapsed = started.elapsed();

    assert_eq!(created.len(), 15);
    // A burst of 5 at once, then one every 200 ms: the 15th no sooner than 2 s after the first.
    assert!(elapsed >= Duration::from_millis(1900), "15 requests at {RATE}/s in {elapsed:?}");
    let outbox = outbox_survey_ids(&base).await;
    assert_eq!(outbox.len(), outbox_before + 15);
    assert_eq!(outbox[outbox_before..].iter().cloned().collect::<HashSet<_>>(), created);
    sandbox.shutdown().await;
}

/// With the allowance used up, the control paths and the token endpoint still answer: they
/// are not limited, and do not use up the allowance either.
#[tokio::test]
async fn the_control_paths_and_the_token_endpoint_are_not_limited() {
    let sandbox = start(Duration::ZERO, Some(1)).await;
    let base = sandbox.base_url();
    let token = sandbox.token();
    let path = format!("/tenant-api/patients/{DEMO_PATIENT_ID}");

    let tenant = burst(&base, &token, "GET", &path, vec![None; 5]).await;
    assert!(tenant.iter().any(|(a, _)| a.status == 429), "the tenant API is limited: {tenant:?}");

    let control = burst(&base, &token, "GET", "/sandbox/outbox", vec![None; 20]).await;
    assert!(control.iter().all(|(a, _)| a.status == 200), "{control:?}");
    let requests = burst(&base, &token, "GET", "/sandbox/requests?offset=0&limit=10", vec![None; 20]).await;
    assert!(requests.iter().all(|(a, _)| a.status == 200), "{requests:?}");

    let credentials = json!({
        "credentialType": 10,
        "account": intake_sandbox::DEMO_ACCOUNT,
        "credential": intake_sandbox::DEMO_CREDENTIAL,
        "tenantId": intake_sandbox::DEMO_TENANT,
    });
    let tokens = burst(&base, &token, "POST", "/security-api/token", vec![Some(credentials); 10]).await;
    assert!(tokens.iter().all(|(a, _)| a.status == 200), "{tokens:?}");
    sandbox.shutdown().await;
}

/// A 429 is an answer of the service like any other: it takes the latency too.
#[tokio::test]
async fn a_refusal_takes_the_latency_too() {
    let latency = Duration::from_millis(250);
    let sandbox = start(latency, Some(1)).await;
    let path = format!("/tenant-api/patients/{DEMO_PATIENT_ID}");
    let answers = burst(&sandbox.base_url(), &sandbox.token(), "GET", &path, vec![None; 4]).await;
    assert!(answers.iter().any(|(a, _)| a.status == 429), "{answers:?}");
    for (answer, took) in &answers {
        assert!(*took >= latency, "{} after {took:?}", answer.status);
    }
    sandbox.shutdown().await;
}
