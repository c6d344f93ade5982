//! The `/sandbox/*` control paths (no authentication, not counted as requests):
//! `GET /sandbox/outbox` (the invitations "sent"), `GET /sandbox/requests?offset=&limit=`
//! (a page of the request record) and `POST /sandbox/surveys/{surveyId}/respond` (answer a
//! survey now), which people trying the demo use too; and, only in test builds of a sandbox
//! started with test controls, `POST|GET|DELETE /sandbox/faults`. Everything else under
//! `/sandbox/`, `/sandbox/faults` otherwise included, answers 404.

use axum::extract::Request;
use axum::http::{Method, StatusCode};
use axum::response::Response;
use serde_json::json;

use super::handlers::survey_not_found;
use super::problem::{json_response, method_not_allowed, not_found, validation_one};
use super::requests::PAGE_LIMIT;
use super::respondents;
use super::routing::decode;
use super::store::{Shared, lock};

/// Answers a request to a `/sandbox/*` path.
pub(crate) async fn control(shared: &Shared, method: &Method, raw_path: &str, request: Request) -> Response {
    let path = raw_path.strip_suffix('/').unwrap_or(raw_path);
    let segments: Vec<&str> = path.split('/').skip(2).collect();
    match (segments.as_slice(), method) {
        #[cfg(feature = "testing")]
        (["faults"], _) => match &shared.faults {
            Some(faults) => super::faults::control(faults, method, request).await,
            None => unknown_path(),
        },
        (["outbox"], &Method::GET) => {
            let outbox = lock(&shared.data).outbox.clone();
            json_response(StatusCode::OK, &json!(outbox))
        }
        (["requests"], &Method::GET) => requests_page(shared, request.uri().query()),
        (["outbox"] | ["requests"], _) => method_not_allowed("GET"),
        (["surveys", id, "respond"], &Method::POST) => respond(shared, &decode(id).unwrap_or_default()).await,
        (["surveys", _, "respond"], _) => method_not_allowed("POST"),
        _ => unknown_path(),
    }
}

/// 404 for a path under `/sandbox/` that does not exist (in this build or this sandbox).
fn unknown_path() -> Response {
    not_found("No sandbox control path matches this path.")
}

/// `POST /sandbox/surveys/{id}/respond`: the simulated respondent answers the survey now.
async fn respond(shared: &Shared, id: &str) -> Response {
    let survey = {
        let mut data = lock(&shared.data);
        respondents::complete(&mut data, id, false).and_then(|changes| data.survey(id).map(|s| (s.to_json(), changes)))
    };
    match survey {
        Some((survey, changes)) => {
            shared.persist(&changes).await;
            tracing::info!(survey_id = %id, "sandbox: survey answered");
            json_response(StatusCode::OK, &survey)
        }
        None => not_found(&survey_not_found(id)),
    }
}

/// `GET /sandbox/requests?offset=&limit=`: a page of the request record. `offset` counts
/// every request seen (0 is the first); the page starts at the oldest one kept when the
/// requests asked for have fallen off. `limit` is at most [`PAGE_LIMIT`] (also the default).
fn requests_page(shared: &Shared, query: Option<&str>) -> Response {
    let mut offset = 0_u64;
    let mut limit = PAGE_LIMIT;
    for pair in query.unwrap_or_default().split('&').filter(|p| !p.is_empty()) {
        let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
        match name {
            "offset" => match value.parse() {
                Ok(v) => offset = v,
                Err(_) => return validation_one("offset", "The offset must be a whole number of at least 0."),
            },
            "limit" => match value.parse::<usize>() {
                Ok(v) => limit = v.min(PAGE_LIMIT),
                Err(_) => return validation_one("limit", "The limit must be a whole number of at least 0."),
            },
            _ => {}
        }
    }
    let (total, dropped, start, items) = {
        let log = lock(&shared.requests);
        let (start, items) = log.page(offset, limit);
        (log.total(), log.dropped(), start, items)
    };
    json_response(
        StatusCode::OK,
        &json!({ "total": total, "dropped": dropped, "offset": start, "limit": limit, "items": items }),
    )
}

#[cfg(test)]
mod tests {
    use serde_json::Value;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    use crate::{DEMO_PATIENT_ID, Sandbox, SandboxConfig};

    /// Sends one HTTP/1.1 request on a fresh connection and reads the status and body of the
    /// answer (`None`: the connection closed without one).
    async fn send(
        sandbox: &Sandbox,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: &str,
    ) -> Option<(u16, String)> {
        let base_url = sandbox.base_url();
        let address = base_url.strip_prefix("http://")?;
        let mut stream = tokio::net::TcpStream::connect(address).await.ok()?;
        let authorization = token.map(|t| format!("Authorization: Bearer {t}\r\n")).unwrap_or_default();
        let request = format!(
            "{method} {path} HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n{authorization}\
             Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        );
        stream.write_all(request.as_bytes()).await.ok()?;
        let mut answer = Vec::new();
        stream.read_to_end(&mut answer).await.ok()?;
        let answer = String::from_utf8_lossy(&answer);
        let status = answer.split(' ').nth(1)?.parse().ok()?;
        let (_, body) = answer.split_once("\r\n\r\n")?;
        Some((status, body.to_owned()))
    }

    /// A ProblemDetails body without its per-request `traceId`.
    fn without_trace_id(body: &str) -> Value {
        let mut value: Value = serde_json::from_str(body).unwrap_or_else(|e| panic!("{e}: {body}"));
        if let Some(object) = value.as_object_mut() {
            object.remove("traceId");
        }
        value
    }

    /// Without test controls (and in builds without the `testing` feature, where they do not
    /// exist) `/sandbox/faults` is an unknown control path, and a fault rule sent there is
    /// never applied.
    #[tokio::test]
    async fn fault_paths_are_unknown_without_test_controls() {
        let sandbox = Sandbox::start(SandboxConfig::default()).await.unwrap_or_else(|e| panic!("{e}"));
        let unknown = send(&sandbox, "GET", "/sandbox/no-such-path", None, "").await;
        let (status, unknown_body) = unknown.unwrap_or_else(|| panic!("no answer"));
        assert_eq!(status, 404);
        let unknown_body = without_trace_id(&unknown_body);
        let rule = r#"{"method":null,"pathPrefix":"/tenant-api/","fault":{"kind":"dropConnection"},"times":null}"#;
        for (method, body) in [("POST", rule), ("GET", ""), ("DELETE", ""), ("PUT", ""), ("POST", rule)] {
            for path in ["/sandbox/faults", "/sandbox/faults/"] {
                let answer = send(&sandbox, method, path, None, body).await;
                let (status, body) = answer.unwrap_or_else(|| panic!("{method} {path}: no answer"));
                assert_eq!(status, 404, "{method} {path}");
                assert_eq!(without_trace_id(&body), unknown_body, "{method} {path}");
            }
        }
        let token = sandbox.token();
        let path = format!("/tenant-api/patients/{DEMO_PATIENT_ID}");
        let answer = send(&sandbox, "GET", &path, Some(&token), "").await;
        let (status, body) = answer.unwrap_or_else(|| panic!("the patient request got no answer: a fault applied"));
        assert_eq!(status, 200);
        assert!(body.contains(DEMO_PATIENT_ID), "{body}");
    }

    #[cfg(feature = "testing")]
    #[tokio::test]
    async fn fault_paths_work_with_test_controls() {
        let config = SandboxConfig::default().with_test_controls();
        let sandbox = Sandbox::start(config).await.unwrap_or_else(|e| panic!("{e}"));
        let rule = r#"{"pathPrefix":"/tenant-api/","fault":{"kind":"respond","status":503},"times":1}"#;
        assert_eq!(send(&sandbox, "POST", "/sandbox/faults", None, rule).await.map(|a| a.0), Some(204));
        let listed = send(&sandbox, "GET", "/sandbox/faults", None, "").await.unwrap_or_else(|| panic!("no answer"));
        assert_eq!(listed.0, 200);
        assert!(listed.1.contains("/tenant-api/"), "{}", listed.1);
        let path = format!("/tenant-api/patients/{DEMO_PATIENT_ID}");
        let token = sandbox.token();
        assert_eq!(send(&sandbox, "GET", &path, Some(&token), "").await.map(|a| a.0), Some(503));
        assert_eq!(send(&sandbox, "GET", &path, Some(&token), "").await.map(|a| a.0), Some(200));
        assert_eq!(send(&sandbox, "DELETE", "/sandbox/faults", None, "").await.map(|a| a.0), Some(204));
    }

    #[cfg(feature = "testing")]
    #[tokio::test]
    #[should_panic(expected = "test_controls")]
    async fn fault_control_of_a_sandbox_without_test_controls_panics() {
        let sandbox = Sandbox::start(SandboxConfig::default()).await.unwrap_or_else(|e| panic!("{e}"));
        let _ = sandbox.faults();
    }
}
