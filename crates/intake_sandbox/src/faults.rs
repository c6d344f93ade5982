//! Fault injection, compiled only with the `testing` feature and active only in a sandbox
//! started with [`SandboxConfig::test_controls`](crate::SandboxConfig::test_controls): the rules
//! tests switch on ([`FaultRule`], [`Fault`]), the shared [`Faults`] handle that holds them, the
//! matching of a request against them, what each fault does to the request and its connection,
//! and the `POST|GET|DELETE /sandbox/faults` control path.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::body::Body;
use axum::extract::{ConnectInfo, Request};
use axum::http::{HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use serde_json::json;

use super::conn::ConnHandle;
use super::gzip::compress;
use super::problem::{FieldErrors, add_error, json_response, method_not_allowed, validation, validation_one};
use super::routing::{BODY_LIMIT, handle, with_status};
use super::store::{Shared, lock};

/// What goes wrong with a matching request.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Fault {
    /// Wait this long, then handle the request normally — even when the client gave up waiting
    /// meanwhile, as a slow service still finishes a request whose caller left (a check made
    /// during the wait does not find what the request makes; one made after it does).
    Delay {
        /// Delay in milliseconds.
        millis: u64,
    },
    /// Answer with this status and body; the request is NOT handled.
    Respond {
        /// Any HTTP status (100–999; anything else becomes 500).
        status: u16,
        /// The body, sent as is.
        #[serde(default)]
        body: String,
        /// `Content-Type` header; `None` sends no such header.
        #[serde(default, alias = "contentType")]
        content_type: Option<String>,
        /// `Retry-After` header value, if any.
        #[serde(default, alias = "retryAfter")]
        retry_after: Option<String>,
    },
    /// 200 with `Content-Type: application/json` and a body that is not valid JSON; not handled.
    MalformedJson,
    /// Handled normally, but only about half of the body is sent (the `Content-Length`
    /// announces all of it), then the connection is closed.
    TruncatedBody,
    /// The connection is closed before any response byte; the request is NOT handled.
    DropConnection,
    /// The request IS handled (e.g. the patient is created), then the connection is closed
    /// before any response byte: the "ambiguous failure".
    DropAfterHandling,
    /// Handled, then the response is held back this long (lets a client time out after the
    /// server committed).
    DelayAfterHandling {
        /// Delay in milliseconds.
        millis: u64,
    },
    /// A service that binds strictly, as ASP.NET does with read-only members: a body that
    /// carries any of these top-level members (any case) is refused with 400 ProblemDetails
    /// naming each under `errors` ("The field createdAt is read-only."), NOT handled; a body
    /// without them is handled normally.
    RefuseReadOnly {
        /// The members the service sets itself; by default the record's identifiers, its
        /// creation and change times and its tenant.
        #[serde(default = "read_only_bookkeeping")]
        fields: Vec<String>,
    },
}

impl Fault {
    /// [`Fault::RefuseReadOnly`] with the members a strict service declares read-only unless a
    /// rule names its own.
    pub fn refuse_read_only_bookkeeping() -> Fault {
        Fault::RefuseReadOnly { fields: read_only_bookkeeping() }
    }
}

/// What a strict service declares read-only unless a rule names its own members.
fn read_only_bookkeeping() -> Vec<String> {
    ["id", "patientId", "tenantId", "createdAt", "updatedAt"].map(str::to_owned).to_vec()
}

/// One fault rule: which requests it hits, what happens, and how often.
///
/// JSON field names are the Rust ones (`path_prefix`, `content_type`, `retry_after`);
/// the camelCase spellings are accepted too.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FaultRule {
    /// HTTP method (case-insensitive); `None` matches any method.
    #[serde(default)]
    pub method: Option<String>,
    /// Prefix of the raw (still percent-encoded) request path, e.g. `/tenant-api/patients`.
    #[serde(alias = "pathPrefix")]
    pub path_prefix: String,
    /// What happens.
    pub fault: Fault,
    /// `None`: until cleared; `Some(n)`: the next `n` matching requests.
    #[serde(default)]
    pub times: Option<u32>,
    /// `Some(n)`: only every `n`-th matching request (`5`: one in five, 20 %); the others are
    /// handled normally (and are not counted in `times`). `None` or `1`: every one.
    #[serde(default)]
    pub every: Option<u32>,
}

impl FaultRule {
    fn matches(&self, method: &str, raw_path: &str) -> bool {
        let method_ok = self.method.as_deref().is_none_or(|m| m.eq_ignore_ascii_case(method));
        method_ok && raw_path.starts_with(&self.path_prefix)
    }
}

/// Fault injection control. Clones share the same rules.
///
/// Several rules may be active; the most recently set rule that matches wins, so setting a
/// rule for the same path again overrides the earlier one.
#[derive(Clone, Debug, Default)]
pub struct Faults {
    /// Each rule with the matching requests it has seen (for `every`).
    rules: Arc<Mutex<Vec<(FaultRule, u32)>>>,
}

impl Faults {
    /// Adds a rule (it takes precedence over older rules that match the same request).
    pub fn set(&self, rule: FaultRule) {
        if rule.times == Some(0) {
            return;
        }
        lock(&self.rules).push((rule, 0));
    }

    /// Removes every rule.
    pub fn clear(&self) {
        lock(&self.rules).clear();
    }

    /// The active rules, oldest first.
    pub fn rules(&self) -> Vec<FaultRule> {
        lock(&self.rules).iter().map(|(rule, _)| rule.clone()).collect()
    }

    /// Finds the fault for this request, consuming one use of a counted rule.
    pub(crate) fn take(&self, method: &str, raw_path: &str) -> Option<Fault> {
        let mut rules = lock(&self.rules);
        let index = rules.iter().rposition(|(r, _)| r.matches(method, raw_path))?;
        let (rule, seen) = &mut rules[index];
        *seen = seen.wrapping_add(1);
        if rule.every.is_some_and(|every| every > 1 && *seen % every != 0) {
            return None;
        }
        let fault = rule.fault.clone();
        if let Some(times) = rule.times.as_mut() {
            *times = times.saturating_sub(1);
            if *times == 0 {
                rules.remove(index);
            }
        }
        Some(fault)
    }
}

/// The fault set for this request, if the sandbox has test controls (one use of a counted
/// rule is consumed).
pub(crate) fn take(shared: &Shared, method: &str, raw_path: &str) -> Option<Fault> {
    shared.faults.as_ref()?.take(method, raw_path)
}

/// Serves a request the way `fault` says; the status is `0` when no response was sent.
pub(crate) async fn apply(shared: &Arc<Shared>, fault: Fault, request: Request, gzip: bool) -> (Response, u16) {
    let conn = request.extensions().get::<ConnectInfo<ConnHandle>>().map(|c| c.0.clone());
    match fault {
        Fault::Delay { millis } => {
            // In a task of its own: hyper drops this future when the client hangs up, and the
            // request must be handled all the same.
            let handling = tokio::spawn({
                let shared = Arc::clone(shared);
                async move {
                    tokio::time::sleep(Duration::from_millis(millis)).await;
                    compress(&shared, handle(&shared, request).await, gzip).await
                }
            });
            match handling.await {
                Ok(response) => with_status(response),
                Err(_) => with_status(StatusCode::INTERNAL_SERVER_ERROR.into_response()),
            }
        }
        Fault::Respond { status, body, content_type, retry_after } => {
            with_status(canned(status, body, content_type, retry_after))
        }
        Fault::MalformedJson => with_status(
            (
                StatusCode::OK,
                [(header::CONTENT_TYPE, "application/json; charset=utf-8")],
                r#"{"patientId": "5a1d0c9e-ffff, "surveyId": [tru"#,
            )
                .into_response(),
        ),
        Fault::DropConnection => {
            drop_connection(conn.as_ref());
            (StatusCode::INTERNAL_SERVER_ERROR.into_response(), 0)
        }
        Fault::DropAfterHandling => {
            let _handled = handle(shared, request).await;
            drop_connection(conn.as_ref());
            (StatusCode::INTERNAL_SERVER_ERROR.into_response(), 0)
        }
        Fault::DelayAfterHandling { millis } => {
            let response = compress(shared, handle(shared, request).await, gzip).await;
            tokio::time::sleep(Duration::from_millis(millis)).await;
            with_status(response)
        }
        Fault::TruncatedBody => {
            let response = handle(shared, request).await;
            with_status(truncate(response, conn.as_ref()).await)
        }
        Fault::RefuseReadOnly { fields } => {
            let (parts, body) = request.into_parts();
            let Ok(bytes) = axum::body::to_bytes(body, BODY_LIMIT).await else {
                return with_status(validation_one("$", "The request body could not be read."));
            };
            let refused = read_only_members(&bytes, &fields);
            if refused.is_empty() {
                let request = Request::from_parts(parts, Body::from(bytes));
                return with_status(compress(shared, handle(shared, request).await, gzip).await);
            }
            let mut errors = FieldErrors::new();
            for name in refused {
                let message = format!("The field {name} is read-only.");
                add_error(&mut errors, &name, message);
            }
            with_status(validation(&errors))
        }
    }
}

/// The top-level members of a JSON object body that are among `read_only` (any case), as the
/// body spells them; none when the body is not a JSON object (the handler judges that).
fn read_only_members(body: &[u8], read_only: &[String]) -> Vec<String> {
    let Ok(serde_json::Value::Object(members)) = serde_json::from_slice::<serde_json::Value>(body) else {
        return Vec::new();
    };
    members.keys().filter(|name| read_only.iter().any(|field| field.eq_ignore_ascii_case(name))).cloned().collect()
}

fn drop_connection(conn: Option<&ConnHandle>) {
    match conn {
        Some(conn) => conn.kill(),
        None => tracing::warn!("sandbox: cannot drop a connection without connection info"),
    }
}

/// The handled response, sent with its full `Content-Length` but cut off half-way.
async fn truncate(response: Response, conn: Option<&ConnHandle>) -> Response {
    let (parts, body) = response.into_parts();
    let bytes = axum::body::to_bytes(body, usize::MAX).await.unwrap_or_default();
    if let Some(conn) = conn {
        if bytes.len() >= 2 {
            conn.truncate_after(bytes.len() / 2);
        } else {
            conn.kill();
        }
    }
    Response::from_parts(parts, Body::from(bytes))
}

/// The response of a `Respond` fault.
fn canned(status: u16, body: String, content_type: Option<String>, retry_after: Option<String>) -> Response {
    let status = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let mut response = (status, body).into_response();
    let headers = response.headers_mut();
    headers.remove(header::CONTENT_TYPE);
    if let Some(value) = content_type.and_then(|v| HeaderValue::from_str(&v).ok()) {
        headers.insert(header::CONTENT_TYPE, value);
    }
    if let Some(value) = retry_after.and_then(|v| HeaderValue::from_str(&v).ok()) {
        headers.insert(header::RETRY_AFTER, value);
    }
    response
}

/// `/sandbox/faults` of a sandbox with test controls: `POST` adds a rule (JSON [`FaultRule`]),
/// `GET` lists the rules, `DELETE` removes them all.
pub(crate) async fn control(faults: &Faults, method: &Method, request: Request) -> Response {
    match *method {
        Method::POST => {
            let bytes = match axum::body::to_bytes(request.into_body(), BODY_LIMIT).await {
                Ok(b) => b,
                Err(_) => return validation_one("$", "The request body could not be read."),
            };
            match serde_json::from_slice::<FaultRule>(&bytes) {
                Ok(rule) => {
                    tracing::info!(path_prefix = %rule.path_prefix, "sandbox: fault rule set");
                    faults.set(rule);
                    StatusCode::NO_CONTENT.into_response()
                }
                Err(e) => validation_one("$", &format!("Not a fault rule: {e}")),
            }
        }
        Method::DELETE => {
            faults.clear();
            StatusCode::NO_CONTENT.into_response()
        }
        Method::GET => json_response(StatusCode::OK, &json!(faults.rules())),
        _ => method_not_allowed("GET, POST, DELETE"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counted_rules_expire_and_newest_wins() {
        let faults = Faults::default();
        faults.set(FaultRule {
            method: None,
            path_prefix: "/tenant-api/".into(),
            fault: Fault::MalformedJson,
            times: None,
            every: None,
        });
        faults.set(FaultRule {
            method: Some("post".into()),
            path_prefix: "/tenant-api/patients".into(),
            fault: Fault::DropConnection,
            times: Some(1),
            every: None,
        });
        assert_eq!(faults.take("POST", "/tenant-api/patients/"), Some(Fault::DropConnection));
        assert_eq!(faults.take("POST", "/tenant-api/patients/"), Some(Fault::MalformedJson));
        assert_eq!(faults.take("GET", "/security-api/token"), None);
        faults.clear();
        assert_eq!(faults.take("GET", "/tenant-api/survey/x"), None);
    }

    #[test]
    fn rule_json_shape() {
        let rule: FaultRule = serde_json::from_str(
            r#"{"method":"GET","pathPrefix":"/tenant-api","fault":{"kind":"respond","status":503,"body":"busy","retryAfter":"2"},"times":2}"#,
        )
        .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            rule.fault,
            Fault::Respond { status: 503, body: "busy".into(), content_type: None, retry_after: Some("2".into()) }
        );
        let json = serde_json::to_string(&Fault::DelayAfterHandling { millis: 5 }).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(json, r#"{"kind":"delayAfterHandling","millis":5}"#);
        let strict: Fault = serde_json::from_str(r#"{"kind":"refuseReadOnly"}"#).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(strict, Fault::RefuseReadOnly { fields: read_only_bookkeeping() });
    }

    #[test]
    fn read_only_members_are_found_in_any_case_at_the_top_level() {
        let read_only = read_only_bookkeeping();
        let body = br#"{"firstName":"Zoe","CreatedAt":"x","updatedAt":"y","phone":{"id":"z"},"preferredPharmacy":"p"}"#;
        assert_eq!(read_only_members(body, &read_only), ["CreatedAt", "updatedAt"]);
        assert!(read_only_members(br#"{"firstName":"Noor"}"#, &read_only).is_empty());
        assert!(read_only_members(b"[1, 2]", &read_only).is_empty());
        assert!(read_only_members(b"not json", &read_only).is_empty());
    }
}
