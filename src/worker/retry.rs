//! Retrying reads after transient failures, through `backon`: exponential back-off from
//! `base` (doubling, at most `max`, each wait 75–125 % of that for jitter), or the wait the
//! service asked for (`Retry-After`, at most two minutes); `retries` extra attempts at most.
//! Only [`ApiError::is_transient`] failures are retried, and only reads: a create is never
//! sent twice blindly. Before each wait the caller hears of it (the UI's "retrying in N s").

use std::time::Duration;

use backon::{BackoffBuilder as _, ExponentialBuilder, Retryable as _};

use crate::api::ApiError;

/// The longest wait a service's `Retry-After` is followed for.
const MAX_ASKED_WAIT: Duration = Duration::from_secs(120);

/// How often and how patiently reads are retried.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RetryPolicy {
    /// Extra attempts after a transient failure.
    pub retries: u32,
    /// The first wait (before jitter); each next one doubles.
    pub base: Duration,
    /// No wait grows beyond this (before jitter).
    pub max: Duration,
}

impl RetryPolicy {
    /// Never retries: the first answer is the answer.
    pub const NEVER: RetryPolicy = RetryPolicy { retries: 0, base: Duration::ZERO, max: Duration::ZERO };

    /// The waits between attempts, in order, before any `Retry-After`.
    fn backoff(&self) -> impl Iterator<Item = Duration> + Send + Sync + Unpin + use<> {
        ExponentialBuilder::new()
            .with_min_delay(self.base.min(self.max))
            .with_max_delay(self.max)
            .with_factor(2.0)
            .with_max_times(self.retries as usize)
            .build()
            .map(|wait| wait.mul_f64(0.75 + 0.5 * rand_fraction()))
    }
}

/// A pseudo-random fraction in [0, 1), good enough for jitter.
fn rand_fraction() -> f64 {
    let nanos =
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.subsec_nanos()).unwrap_or(0);
    f64::from(nanos % 1000) / 1000.0
}

/// A retry about to happen: the attempt it will be (1 for the first retry), the wait before it,
/// and the failure that caused it.
pub type RetryNotice<'a> = &'a (dyn Fn(u32, Duration, &ApiError) + Send + Sync);

/// How a flow's reads are retried and who hears of each retry.
#[derive(Clone, Copy)]
pub struct Reads<'a> {
    policy: RetryPolicy,
    notice: RetryNotice<'a>,
}

impl<'a> Reads<'a> {
    pub fn new(policy: RetryPolicy, notice: RetryNotice<'a>) -> Reads<'a> {
        Reads { policy, notice }
    }

    /// Retries as `policy` says and tells nobody.
    pub fn quiet(policy: RetryPolicy) -> Reads<'static> {
        Reads { policy, notice: &|_, _, _| {} }
    }

    /// Runs a read, retrying transient failures.
    pub async fn read<T, F, Fut>(&self, call: F) -> Result<T, ApiError>
    where
        F: FnMut() -> Fut,
        Fut: Future<Output = Result<T, ApiError>>,
    {
        let attempt = std::sync::atomic::AtomicU32::new(0);
        call.retry(self.policy.backoff())
            .sleep(tokio::time::sleep)
            .when(ApiError::is_transient)
            // A wait the service asked for replaces the back-off's (which still counts).
            .adjust(|error: &ApiError, wait| wait.map(|wait| error.retry_after.map_or(wait, asked_wait)))
            .notify(|error: &ApiError, wait| {
                let attempt = attempt.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
                (self.notice)(attempt, wait, error);
            })
            .await
    }
}

fn asked_wait(asked: Duration) -> Duration {
    asked.min(MAX_ASKED_WAIT)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use std::sync::Mutex;

    use super::*;
    use crate::api::error::ErrorKind;

    fn policy() -> RetryPolicy {
        RetryPolicy { retries: 3, base: Duration::from_millis(4), max: Duration::from_millis(10) }
    }

    #[test]
    fn the_waits_double_up_to_the_maximum_within_a_quarter_either_way() {
        let waits: Vec<Duration> = policy().backoff().collect();
        assert_eq!(waits.len(), 3, "three retries");
        for (wait, nominal) in waits.iter().zip([4.0, 8.0, 10.0]) {
            let ms = wait.as_secs_f64() * 1000.0;
            assert!((nominal * 0.75..=nominal * 1.25).contains(&ms), "{ms} ms for {nominal} ms");
        }
        assert_eq!(RetryPolicy::NEVER.backoff().count(), 0);
    }

    #[tokio::test]
    async fn transient_failures_are_retried_and_announced_others_are_not() {
        let heard = Mutex::new(Vec::new());
        let notice = |attempt: u32, wait: Duration, error: &ApiError| {
            heard.lock().unwrap().push((attempt, wait, error.kind));
        };
        let reads = Reads::new(policy(), &notice);
        let calls = std::sync::atomic::AtomicU32::new(0);
        let result: Result<u32, ApiError> = reads
            .read(|| async {
                let n = calls.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                if n < 2 {
                    let mut error = ApiError::of_kind(ErrorKind::TimedOut);
                    error.retry_after = (n == 1).then_some(Duration::from_millis(30));
                    Err(error)
                } else {
                    Ok(n)
                }
            })
            .await;
        assert_eq!(result.unwrap(), 2);
        let heard = heard.lock().unwrap().clone();
        assert_eq!(heard.len(), 2);
        assert_eq!((heard[0].0, heard[1].0), (1, 2));
        assert_eq!(heard[1].1, Duration::from_millis(30), "the service's Retry-After is followed");
        assert_eq!(asked_wait(Duration::from_secs(600)), MAX_ASKED_WAIT, "but for two minutes at most");

        let calls = std::sync::atomic::AtomicU32::new(0);
        let result: Result<(), ApiError> = reads
            .read(|| async {
                calls.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                Err(ApiError::of_kind(ErrorKind::NotFound))
            })
            .await;
        assert_eq!(result.unwrap_err().kind, ErrorKind::NotFound);
        assert_eq!(calls.load(std::sync::atomic::Ordering::SeqCst), 1, "a lasting failure is not retried");

        let calls = std::sync::atomic::AtomicU32::new(0);
        let _ = reads
            .read(|| async {
                calls.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                Err::<(), _>(ApiError::of_kind(ErrorKind::TimedOut))
            })
            .await;
        assert_eq!(calls.load(std::sync::atomic::Ordering::SeqCst), 4, "one try and three retries");
    }
}
