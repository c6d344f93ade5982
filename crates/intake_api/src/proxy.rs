//! The network's proxy on the way to the service: which one reqwest uses for a destination,
//! and, when a connection through it fails, what the proxy itself says.
//!
//! reqwest reports a refused tunnel as a connect error whose cause is hyper-util's
//! `TunnelError`, a private type whose only public face is its text. Instead of reading that
//! text, the client knows by type whether a proxy stands between it and the service (the same
//! [`Matcher::from_system`] reqwest builds its system proxy from) and, after a failed
//! connection, asks the proxy itself: it opens a connection of its own, sends a bare
//! `CONNECT host:port` with a `Host` header and nothing else (no token, no credentials of the
//! proxy, no user agent, no body), reads the status line and closes. The whole check is
//! bounded by the client's connect timeout.

use std::io;
use std::time::Duration;

use hyper_util::client::proxy::matcher::Matcher;
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};

use super::environment::is_loopback_url;
use super::error::ApiError;

/// The most of the proxy's answer that is read while looking for its status line.
const MAX_STATUS_LINE: usize = 1024;

/// Requests to this destination never go through a proxy: a clinic's proxy cannot reach the
/// workstation's own loopback, where the embedded sandbox listens.
pub fn bypasses_proxy(destination: &reqwest::Url) -> bool {
    is_loopback_url(destination)
}

/// The proxy requests to one destination go through.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProxyRoute {
    /// `http`, `https`, `socks5`, …: how the client talks to the proxy.
    scheme: String,
    /// As written in the settings (an IPv6 address in brackets); never credentials.
    host: String,
    port: u16,
}

impl ProxyRoute {
    /// The proxy reqwest's system proxy picks for `destination` (environment variables
    /// `HTTPS_PROXY`, `ALL_PROXY`, `NO_PROXY`…, else the system's settings), or `None` when the
    /// connection is direct.
    pub fn for_destination(destination: &reqwest::Url) -> Option<ProxyRoute> {
        if bypasses_proxy(destination) {
            return None;
        }
        let intercept = Matcher::from_system().intercept(&destination.as_str().parse().ok()?)?;
        let uri = intercept.uri();
        let scheme = uri.scheme_str().unwrap_or("http").to_ascii_lowercase();
        let port = uri.port_u16().unwrap_or(if scheme == "https" { 443 } else { 80 });
        Some(ProxyRoute { host: uri.host()?.to_owned(), port, scheme })
    }

    /// `host:port`, for the user to tell which proxy it was.
    pub fn label(&self) -> String {
        format!("{}:{}", self.host, self.port)
    }
}

/// What to ask the proxy when a connection to one destination fails through it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProxyCheck {
    route: ProxyRoute,
    /// `host:port` of the destination, as the failed tunnel asked for it.
    authority: String,
    /// The most the check may take (the client's connect timeout).
    budget: Duration,
}

impl ProxyCheck {
    /// `None` when requests to `destination` do not go through a proxy.
    pub fn for_destination(destination: &reqwest::Url, budget: Duration) -> Option<ProxyCheck> {
        let route = ProxyRoute::for_destination(destination)?;
        let host = destination.host_str()?;
        let port = destination.port_or_known_default()?;
        Some(ProxyCheck { route, authority: format!("{host}:{port}"), budget })
    }

    pub fn route(&self) -> &ProxyRoute {
        &self.route
    }
}

/// Turns a failed request into an error: a failed connection through a proxy by what the
/// proxy says when asked ([`ApiError::through_proxy`]), anything else as
/// [`ApiError::from_transport`]. `host` names the service for the user.
pub async fn transport_error(error: &reqwest::Error, host: &str, check: Option<&ProxyCheck>) -> ApiError {
    match check {
        Some(check) if error.is_connect() => {
            let diagnosis = diagnose(&check.route, &check.authority, check.budget).await;
            tracing::debug!(?diagnosis, "connection through the proxy failed");
            ApiError::through_proxy(error, host, &check.route.label(), diagnosis)
        }
        _ => ApiError::from_transport(error, host),
    }
}

/// What the proxy itself said when it was asked for a tunnel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProxyDiagnosis {
    /// No connection to the proxy could be opened (or it did not answer in time).
    Unreachable(io::ErrorKind),
    /// The proxy answered the `CONNECT` with this status.
    Answered(u16),
    /// The proxy accepted the connection but answered something that is not an HTTP status
    /// line, or closed the connection, or broke it.
    Unreadable(Option<io::ErrorKind>),
    /// The proxy can be reached but is not spoken to in plain HTTP (an `https://` or SOCKS
    /// proxy), so it was not asked.
    NotAsked,
}

/// Asks the proxy for a tunnel to `authority` (`host:port`, as the failed request would have)
/// and reports what it said, within `budget`.
pub async fn diagnose(route: &ProxyRoute, authority: &str, budget: Duration) -> ProxyDiagnosis {
    let deadline = tokio::time::Instant::now() + budget;
    let host = route.host.trim_start_matches('[').trim_end_matches(']');
    let mut stream = match tokio::time::timeout_at(deadline, tokio::net::TcpStream::connect((host, route.port))).await {
        Ok(Ok(stream)) => stream,
        Ok(Err(error)) => return ProxyDiagnosis::Unreachable(error.kind()),
        Err(_) => return ProxyDiagnosis::Unreachable(io::ErrorKind::TimedOut),
    };
    if route.scheme != "http" {
        return ProxyDiagnosis::NotAsked;
    }
    let request = connect_request(authority);
    let exchange = async {
        stream.write_all(request.as_bytes()).await?;
        let mut answer = Vec::with_capacity(128);
        let mut buffer = [0_u8; 256];
        while !answer.contains(&b'\n') && answer.len() < MAX_STATUS_LINE {
            let n = stream.read(&mut buffer).await?;
            if n == 0 {
                break;
            }
            answer.extend_from_slice(&buffer[..n]);
        }
        Ok::<_, io::Error>(answer)
    };
    match tokio::time::timeout_at(deadline, exchange).await {
        Ok(Ok(answer)) => match status_of(&answer) {
            Some(status) => ProxyDiagnosis::Answered(status),
            None => ProxyDiagnosis::Unreadable(None),
        },
        Ok(Err(error)) => ProxyDiagnosis::Unreadable(Some(error.kind())),
        Err(_) => ProxyDiagnosis::Unreachable(io::ErrorKind::TimedOut),
    }
}

/// The whole of what the diagnosis sends.
fn connect_request(authority: &str) -> String {
    format!("CONNECT {authority} HTTP/1.1\r\nHost: {authority}\r\n\r\n")
}

/// The status of an HTTP/1.x status line at the start of `answer` (`HTTP/1.1 407 Proxy …`).
fn status_of(answer: &[u8]) -> Option<u16> {
    let end = answer.iter().position(|&b| b == b'\n')?;
    let line = answer[..end].strip_suffix(b"\r").unwrap_or(&answer[..end]);
    let mut parts = line.splitn(3, |&b| b == b' ');
    let version = parts.next()?;
    let code = parts.next()?;
    if !matches!(version, b"HTTP/1.0" | b"HTTP/1.1") || code.len() != 3 || !code.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let status = std::str::from_utf8(code).ok()?.parse::<u16>().ok()?;
    (100..=599).contains(&status).then_some(status)
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;
    use crate::error::Reason;

    #[test]
    fn status_lines_are_read_and_garbage_is_not() {
        assert_eq!(status_of(b"HTTP/1.1 407 Proxy Authentication Required\r\n"), Some(407));
        assert_eq!(status_of(b"HTTP/1.0 200 Connection established\r\n\r\n"), Some(200));
        assert_eq!(status_of(b"HTTP/1.1 403\n"), Some(403));
        for garbage in [
            &b""[..],
            b"HTTP/1.1 403 Forbidden",
            b"\x16\x03\x01\x02\x00\x01\x00\n",
            b"SSH-2.0-OpenSSH_9.6\r\n",
            b"HTTP/1.1 4033 Forbidden\r\n",
            b"HTTP/1.1 +40 Forbidden\r\n",
            b"HTTP/1.1 999 What\r\n",
            b"HTTP/2 200\r\n",
            b"\n",
            b"\xff\xfe\xfd \xfc\n",
        ] {
            assert_eq!(status_of(garbage), None, "{garbage:?}");
        }
    }

    #[test]
    fn the_diagnosis_sends_a_bare_connect() {
        assert_eq!(
            connect_request("tenant.example:443"),
            "CONNECT tenant.example:443 HTTP/1.1\r\nHost: tenant.example:443\r\n\r\n"
        );
    }

    #[test]
    fn loopback_is_never_proxied() {
        for url in ["http://127.0.0.1:8080/", "http://localhost:1/", "http://[::1]:9/"] {
            let url = reqwest::Url::parse(url).unwrap();
            assert!(bypasses_proxy(&url));
            assert_eq!(ProxyRoute::for_destination(&url), None);
        }
    }

    #[test]
    fn every_diagnosis_has_a_kind_the_program_can_branch_on() {
        use crate::error::ErrorKind;
        use ProxyDiagnosis::*;
        let refused = io::ErrorKind::ConnectionRefused;
        // (diagnosis, kind, proxy status, offline, transient)
        let cases = [
            (Unreachable(refused), ErrorKind::CannotConnect, None, true, true),
            (Unreachable(io::ErrorKind::TimedOut), ErrorKind::CannotConnect, None, true, true),
            (Answered(407), ErrorKind::ProxyAuthRequired, Some(407), false, false),
            (Answered(403), ErrorKind::ProxyRefused, Some(403), false, false),
            (Answered(302), ErrorKind::ProxyRefused, Some(302), false, false),
            (Answered(503), ErrorKind::ProxyRefused, Some(503), false, true),
            (Answered(200), ErrorKind::CannotConnect, Some(200), true, true),
            (Unreadable(None), ErrorKind::ProxyRefused, None, false, false),
            (Unreadable(Some(io::ErrorKind::ConnectionReset)), ErrorKind::ProxyRefused, None, false, false),
            (NotAsked, ErrorKind::CannotConnect, None, true, true),
        ];
        for (diagnosis, kind, status, offline, transient) in cases {
            let error = ApiError::from_proxy_diagnosis("svc.example", "proxy.clinic:3128", diagnosis);
            assert_eq!(error.kind, kind, "{diagnosis:?}");
            let proxy = error.proxy.clone().unwrap();
            assert_eq!((proxy.proxy_host.as_str(), proxy.status), ("proxy.clinic:3128", status), "{diagnosis:?}");
            assert_eq!((error.is_offline(), error.is_transient(), error.is_ambiguous()), (offline, transient, false));
            assert_eq!(error.status, None, "the proxy's answer is not the service's");
            // Every proxy reason names the service's host (the proxy is in `error.proxy`), and
            // each says that nothing was sent: none of them is ambiguous.
            let host = match &error.reason {
                Reason::ProxyNoAnswer { host }
                | Reason::ProxyUnreachable { host }
                | Reason::ProxySignIn { host }
                | Reason::ProxyLetThroughButFailed { host }
                | Reason::ProxyCouldNotReach { host }
                | Reason::ProxyRefused { host }
                | Reason::ProxyNotAsked { host } => host.as_str(),
                other => panic!("not a proxy reason for {diagnosis:?}: {other:?}"),
            };
            assert_eq!(host, "svc.example", "{diagnosis:?}");
            assert!(error.to_string().contains("proxy.clinic:3128"), "{error}");
        }
    }

    async fn one_answer(answer: &'static [u8]) -> (ProxyRoute, tokio::task::JoinHandle<Vec<u8>>) {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let server = tokio::spawn(async move {
            let Ok((mut socket, _)) = listener.accept().await else { return Vec::new() };
            let mut head = Vec::new();
            let mut buffer = [0_u8; 512];
            while !head.windows(4).any(|w| w == b"\r\n\r\n") {
                match socket.read(&mut buffer).await {
                    Ok(0) | Err(_) => break,
                    Ok(n) => head.extend_from_slice(&buffer[..n]),
                }
            }
            let _ = socket.write_all(answer).await;
            head
        });
        (ProxyRoute { scheme: "http".into(), host: "127.0.0.1".into(), port }, server)
    }

    #[tokio::test]
    async fn the_proxy_is_asked_and_its_status_read() {
        let (route, server) = one_answer(b"HTTP/1.1 407 Proxy Authentication Required\r\n\r\n").await;
        assert_eq!(diagnose(&route, "svc.example:443", Duration::from_secs(5)).await, ProxyDiagnosis::Answered(407));
        assert_eq!(server.await.unwrap(), b"CONNECT svc.example:443 HTTP/1.1\r\nHost: svc.example:443\r\n\r\n");

        let (route, _server) = one_answer(b"\x00\x01garbage without a line end").await;
        assert_eq!(diagnose(&route, "svc.example:443", Duration::from_secs(5)).await, ProxyDiagnosis::Unreadable(None));
    }

    #[tokio::test]
    async fn a_silent_proxy_is_bounded_by_the_budget() {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let _keep = tokio::spawn(async move {
            let accepted = listener.accept().await;
            tokio::time::sleep(Duration::from_secs(30)).await;
            drop(accepted);
        });
        let route = ProxyRoute { scheme: "http".into(), host: "127.0.0.1".into(), port };
        let started = std::time::Instant::now();
        let diagnosis = diagnose(&route, "svc.example:443", Duration::from_millis(300)).await;
        assert_eq!(diagnosis, ProxyDiagnosis::Unreachable(io::ErrorKind::TimedOut));
        assert!(started.elapsed() < Duration::from_secs(3));
    }
}
