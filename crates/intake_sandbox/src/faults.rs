//! Fault injection for the sandbox: the rules tests switch on ([`FaultRule`], [`Fault`]),
//! the shared [`Faults`] handle that holds them, and the matching of a request against them.

use std::sync::{Arc, Mutex};

use serde::{Deserialize, Serialize};

use super::store::lock;

/// What goes wrong with a matching request.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Fault {
    /// Wait this long, then handle the request normally.
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
    rules: Arc<Mutex<Vec<FaultRule>>>,
}

impl Faults {
    /// Adds a rule (it takes precedence over older rules that match the same request).
    pub fn set(&self, rule: FaultRule) {
        if rule.times == Some(0) {
            return;
        }
        lock(&self.rules).push(rule);
    }

    /// Removes every rule.
    pub fn clear(&self) {
        lock(&self.rules).clear();
    }

    /// The active rules, oldest first.
    pub fn rules(&self) -> Vec<FaultRule> {
        lock(&self.rules).clone()
    }

    /// Finds the fault for this request, consuming one use of a counted rule.
    pub(crate) fn take(&self, method: &str, raw_path: &str) -> Option<Fault> {
        let mut rules = lock(&self.rules);
        let index = rules.iter().rposition(|r| r.matches(method, raw_path))?;
        let rule = &mut rules[index];
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
        });
        faults.set(FaultRule {
            method: Some("post".into()),
            path_prefix: "/tenant-api/patients".into(),
            fault: Fault::DropConnection,
            times: Some(1),
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
    }
}
