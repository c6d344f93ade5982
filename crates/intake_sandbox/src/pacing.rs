//! Realistic service behaviour, so batches can be tested and measured against it: a fixed
//! latency on every answer of the service ([`SandboxConfig::latency`]) and a request rate
//! limit ([`SandboxConfig::rate_limit`], [`RateLimit`]) above which the service answers `429 Too
//! Many Requests` with a `Retry-After`.
//!
//! What is paced, and why:
//! - **Latency** is added to every request of the service (everything outside `/sandbox/`: the
//!   tenant API, the token endpoint, unknown paths and refused requests alike), as a network
//!   round trip would: half of it before the request is handled (the request on its way) and
//!   half after (the answer on its way back), so a client that gives up early can leave a
//!   request that was handled but never answered, as with a real service. It is a
//!   `tokio::time::sleep`: no thread is blocked, and many requests wait at once.
//! - **The rate limit** applies to the tenant API (`/tenant-api/…`) only, with one allowance
//!   shared by every connection and token (a gateway in front of one tenant). Each request
//!   there counts when it arrives, whatever its answer would be (a 401 or a 404 uses the
//!   allowance like a 200), and a refused request is answered before anything else is looked
//!   at: it has no effect at all (no patient, no survey, no invitation in the outbox, no fault
//!   rule used up). The token endpoint is not limited: it is a separate API of the service
//!   (`/security-api/`) that a client calls once per session, not per invitation, and a 429
//!   there would test sign-in rather than the pacing of a batch.
//! - **The control paths** (`/sandbox/*`) are never delayed nor limited: they are not part of
//!   the service being imitated but the way tests, benchmarks and people watch it (the
//!   outbox, the request record); reading them must neither use up the allowance of the
//!   client under test nor change the timings being measured.
//!
//! The limit is a token bucket holding one second's worth of requests (`N`), refilled
//! continuously at `N` per second: a burst of up to `N` requests passes at once, then one
//! every `1/N` s. It is kept in the form of GCRA (the "generic cell rate algorithm": one
//! instant, the theoretical arrival time, instead of a token count), so it needs no floating
//! point and no timer. A refused request waits at most `1/N` s for the next token, so
//! `Retry-After` (whole seconds, at least 1, rounded up) is `1`; a client that honours it finds
//! the bucket refilled by then, unless other clients took the tokens first.

use std::fmt;
use std::num::NonZeroU32;
use std::str::FromStr;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::Response;

use super::problem::problem;
use super::store::lock;

/// A request rate limit: at most this many requests per second, with bursts of as many.
///
/// Parsed from `"5/s"` or `"5"` (what `intake-desk sandbox --rate-limit` takes); shown as
/// `"5/s"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RateLimit {
    per_second: NonZeroU32,
}

impl RateLimit {
    /// At most `requests` per second; `None` for zero.
    pub fn per_second(requests: u32) -> Option<RateLimit> {
        NonZeroU32::new(requests).map(|per_second| RateLimit { per_second })
    }

    /// The number of requests allowed per second.
    pub fn requests_per_second(self) -> u32 {
        self.per_second.get()
    }

    /// The time one request uses of the allowance (`1/N` s).
    fn interval(self) -> Duration {
        Duration::from_secs(1) / self.per_second.get()
    }
}

impl fmt::Display for RateLimit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/s", self.per_second)
    }
}

/// Why a text is not a [`RateLimit`], in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RateLimitError(String);

impl fmt::Display for RateLimitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for RateLimitError {}

impl FromStr for RateLimit {
    type Err = RateLimitError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let trimmed = text.trim();
        let number = trimmed.strip_suffix("/s").unwrap_or(trimmed).trim();
        let refuse = |why: &str| RateLimitError(format!("'{text}' is not a rate limit: {why}"));
        if number.is_empty() {
            return Err(refuse("give a number of requests per second, e.g. 5/s"));
        }
        if number.starts_with('-') {
            return Err(refuse("the number of requests per second cannot be negative"));
        }
        if !number.bytes().all(|b| b.is_ascii_digit()) {
            return Err(refuse("give a whole number of requests per second, e.g. 5/s or 5"));
        }
        match number.parse::<u32>() {
            Ok(0) => Err(refuse("it must be at least 1 request per second (leave the option out for no limit)")),
            Ok(n) => RateLimit::per_second(n).ok_or_else(|| refuse("it must be at least 1 request per second")),
            Err(_) => Err(refuse(&format!("at most {} requests per second", u32::MAX))),
        }
    }
}

/// The token bucket of a [`RateLimit`], as GCRA: `next` is the theoretical arrival time of
/// the next request (when the bucket would be full again minus the tokens taken).
#[derive(Debug)]
struct Bucket {
    /// `1/N` s: what one request costs.
    interval: Duration,
    /// `(N - 1)/N` s: how far ahead of now `next` may be and still admit a request (a burst
    /// of `N`).
    tolerance: Duration,
    next: Instant,
}

impl Bucket {
    fn new(limit: RateLimit, now: Instant) -> Bucket {
        let interval = limit.interval();
        let tolerance = interval * (limit.requests_per_second() - 1);
        Bucket { interval, tolerance, next: now }
    }

    /// Takes a token at `now`, or says how long until one is free.
    fn take(&mut self, now: Instant) -> Result<(), Duration> {
        let next = self.next.max(now);
        let earliest = now + self.tolerance;
        if next > earliest {
            return Err(next - earliest);
        }
        self.next = next + self.interval;
        Ok(())
    }
}

/// The pacing of one sandbox: its latency and its rate limit's bucket.
#[derive(Debug)]
pub(crate) struct Pacing {
    latency: Duration,
    limit: Option<(RateLimit, Mutex<Bucket>)>,
    /// Requests refused with 429.
    refused: AtomicU64,
}

impl Pacing {
    pub fn new(latency: Duration, rate_limit: Option<RateLimit>) -> Pacing {
        let now = Instant::now();
        Pacing {
            latency,
            limit: rate_limit.map(|limit| (limit, Mutex::new(Bucket::new(limit, now)))),
            refused: AtomicU64::new(0),
        }
    }

    /// Waits the first half of the latency (the request on its way to the service).
    pub async fn arrive(&self) {
        sleep(self.latency / 2).await;
    }

    /// Waits the rest of the latency (the answer on its way back).
    pub async fn depart(&self) {
        sleep(self.latency - self.latency / 2).await;
    }

    /// The 429 for a request to `raw_path` arriving now when it is above the rate limit;
    /// `None` lets it through (and uses up its part of the allowance).
    pub fn refuse(&self, raw_path: &str) -> Option<Response> {
        let (limit, bucket) = self.limit.as_ref()?;
        if !is_limited(raw_path) {
            return None;
        }
        let wait = lock(bucket).take(Instant::now()).err()?;
        self.refused.fetch_add(1, Ordering::SeqCst);
        Some(too_many_requests(*limit, retry_after_secs(wait)))
    }

    /// Requests refused with 429 so far.
    pub fn refused(&self) -> u64 {
        self.refused.load(Ordering::SeqCst)
    }
}

async fn sleep(duration: Duration) {
    if !duration.is_zero() {
        tokio::time::sleep(duration).await;
    }
}

/// Whether the rate limit applies to a request to this raw path: the tenant API only.
fn is_limited(raw_path: &str) -> bool {
    raw_path == "/tenant-api" || raw_path.starts_with("/tenant-api/")
}

/// `Retry-After` for a wait: whole seconds, rounded up, at least 1.
fn retry_after_secs(wait: Duration) -> u64 {
    let rounded_up = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
    rounded_up.max(1)
}

/// `429 Too Many Requests` as ProblemDetails, with `Retry-After`.
fn too_many_requests(limit: RateLimit, retry_after: u64) -> Response {
    let unit = if retry_after == 1 { "second" } else { "seconds" };
    let detail = format!(
        "Too many requests: this service accepts at most {} requests per second. Retry after {retry_after} {unit}.",
        limit.requests_per_second()
    );
    let mut response = problem(StatusCode::TOO_MANY_REQUESTS, None, Some(&detail));
    response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(retry_after));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_rates_and_refuses_what_is_not_one() {
        assert_eq!("5/s".parse::<RateLimit>(), Ok(RateLimit::per_second(5).unwrap_or_else(|| panic!())));
        assert_eq!("5".parse::<RateLimit>().map(RateLimit::requests_per_second), Ok(5));
        assert_eq!(" 12/s ".parse::<RateLimit>().map(RateLimit::requests_per_second), Ok(12));
        assert_eq!(RateLimit::per_second(7).map(|r| r.to_string()).as_deref(), Some("7/s"));
        for (text, says) in [
            ("0", "at least 1"),
            ("0/s", "at least 1"),
            ("-3/s", "negative"),
            ("-3", "negative"),
            ("abc", "whole number"),
            ("2.5/s", "whole number"),
            ("5/min", "whole number"),
            ("", "give a number"),
            ("/s", "give a number"),
            ("99999999999", "at most"),
        ] {
            let error = text.parse::<RateLimit>().err().unwrap_or_else(|| panic!("{text:?} was accepted"));
            let message = error.to_string();
            assert!(message.contains(says), "{text:?}: {message}");
            assert!(message.contains(&format!("'{text}'")), "{text:?}: {message}");
        }
        assert_eq!(RateLimit::per_second(0), None);
    }

    #[test]
    fn the_bucket_lets_a_burst_of_n_through_then_one_every_nth_of_a_second() {
        let limit = RateLimit::per_second(4).unwrap_or_else(|| panic!());
        let start = Instant::now();
        let mut bucket = Bucket::new(limit, start);
        for _ in 0..4 {
            assert_eq!(bucket.take(start), Ok(()));
        }
        assert_eq!(bucket.take(start), Err(Duration::from_millis(250)));
        // Refused requests take nothing.
        assert_eq!(bucket.take(start), Err(Duration::from_millis(250)));
        assert_eq!(bucket.take(start + Duration::from_millis(100)), Err(Duration::from_millis(150)));
        assert_eq!(bucket.take(start + Duration::from_millis(250)), Ok(()));
        assert!(bucket.take(start + Duration::from_millis(250)).is_err());
        // A second later the bucket is full again, and never fuller.
        let later = start + Duration::from_secs(10);
        for _ in 0..4 {
            assert_eq!(bucket.take(later), Ok(()));
        }
        assert!(bucket.take(later).is_err());
    }

    #[test]
    fn over_a_long_run_the_bucket_admits_the_rate() {
        let limit = RateLimit::per_second(10).unwrap_or_else(|| panic!());
        let start = Instant::now();
        let mut bucket = Bucket::new(limit, start);
        // A request every millisecond for 5 s: 10 at once, then 10 per second.
        let admitted = (0..5000).filter(|ms| bucket.take(start + Duration::from_millis(*ms)).is_ok()).count();
        assert!((59..=61).contains(&admitted), "{admitted}");
    }

    #[test]
    fn retry_after_is_whole_seconds_rounded_up_and_at_least_one() {
        assert_eq!(retry_after_secs(Duration::ZERO), 1);
        assert_eq!(retry_after_secs(Duration::from_millis(1)), 1);
        assert_eq!(retry_after_secs(Duration::from_secs(1)), 1);
        assert_eq!(retry_after_secs(Duration::from_millis(1001)), 2);
    }

    #[test]
    fn only_the_tenant_api_is_limited() {
        assert!(is_limited("/tenant-api/patients/"));
        assert!(is_limited("/tenant-api/survey"));
        assert!(is_limited("/tenant-api"));
        assert!(!is_limited("/tenant-apix"));
        assert!(!is_limited("/security-api/token"));
        assert!(!is_limited("/sandbox/outbox"));
    }
}
