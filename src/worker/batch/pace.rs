//! The pace a batch's requests share: one `Retry-After` (or one back-off) holds every row's next
//! request, reads are tried again after transient failures, and a stopped batch sends nothing
//! more. The Today view's status refresh goes at the same pace.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use crate::api::error::ErrorKind;
use crate::api::{ApiError, Client, Survey};

use super::BatchOptions;

/// The shared pace of a batch: the earliest moment the next request may leave.
#[derive(Debug)]
pub struct Pacer {
    next: tokio::sync::Mutex<tokio::time::Instant>,
}

impl Default for Pacer {
    fn default() -> Self {
        Pacer { next: tokio::sync::Mutex::new(tokio::time::Instant::now()) }
    }
}

impl Pacer {
    /// Waits for the batch's turn; `false` when `stop` was set meanwhile (nothing may leave).
    async fn wait(&self, stop: Option<&AtomicBool>) -> bool {
        let at = *self.next.lock().await;
        loop {
            if stop.is_some_and(|stop| stop.load(Ordering::SeqCst)) {
                return false;
            }
            let now = tokio::time::Instant::now();
            if now >= at {
                return true;
            }
            // A pause or a cancel is heard within a tenth of a second, even in a long 429 wait.
            tokio::time::sleep((at - now).min(Duration::from_millis(100))).await;
        }
    }

    /// No request of the batch leaves for `wait` from now.
    async fn hold(&self, wait: Duration) {
        let mut next = self.next.lock().await;
        let at = tokio::time::Instant::now() + wait;
        if at > *next {
            *next = at;
        }
    }
}

/// A batch's shared pace and how it waits: every request of the batch (or of a status
/// refresh) goes through it.
pub struct Pace {
    pacer: Pacer,
    options: BatchOptions,
    /// Set when the batch stops: nothing more leaves, not even after a 429's wait.
    stop: Option<Arc<AtomicBool>>,
}

impl Pace {
    pub fn new(options: BatchOptions) -> Pace {
        Pace { pacer: Pacer::default(), options, stop: None }
    }

    /// A pace whose waits end, sending nothing, when `stop` is set.
    #[must_use]
    pub fn stoppable(mut self, stop: Arc<AtomicBool>) -> Pace {
        self.stop = Some(stop);
        self
    }

    /// Holds every request for the back-off of the `attempt`-th transient failure.
    pub(super) async fn back_off(&self, attempt: u32) {
        self.pacer.hold(self.backoff(attempt)).await;
    }

    fn backoff(&self, attempt: u32) -> Duration {
        self.options.backoff.saturating_mul(1 << attempt.min(16)).min(self.options.max_backoff)
    }

    /// A read, paced, waited out when busy and tried again after transient failures.
    pub(crate) async fn read<T, F, Fut>(&self, request: F) -> Result<T, ApiError>
    where
        F: Fn() -> Fut,
        Fut: Future<Output = Result<T, ApiError>>,
    {
        let mut attempt = 0;
        loop {
            match self.paced(&request).await {
                Err(error) if error.is_transient() && attempt + 1 < self.options.attempts => {
                    attempt += 1;
                    self.back_off(attempt).await;
                }
                other => return other,
            }
        }
    }

    /// A write, paced and waited out when busy (a 429 was not handled: sending it again is
    /// safe); any other failure is the caller's to reconcile.
    pub(super) async fn write<T, F, Fut>(&self, request: F) -> Result<T, ApiError>
    where
        F: Fn() -> Fut,
        Fut: Future<Output = Result<T, ApiError>>,
    {
        self.paced(&request).await
    }

    /// Waits for the batch's pace, sends, and on 429 holds the whole batch for the service's
    /// `Retry-After` and sends again.
    async fn paced<T, F, Fut>(&self, request: &F) -> Result<T, ApiError>
    where
        F: Fn() -> Fut,
        Fut: Future<Output = Result<T, ApiError>>,
    {
        let mut waits = 0;
        loop {
            if !self.pacer.wait(self.stop.as_deref()).await {
                // Stopped before it left: as a 429 says, not handled.
                return Err(ApiError::of_kind(ErrorKind::RateLimited));
            }
            match request().await {
                Err(error) if error.kind == ErrorKind::RateLimited && waits < self.options.busy_waits => {
                    waits += 1;
                    let wait = error.retry_after.unwrap_or(self.options.backoff).max(Duration::from_millis(100));
                    tracing::debug!(?wait, "the service is busy: the batch waits");
                    self.pacer.hold(wait).await;
                }
                other => return other,
            }
        }
    }
}

/// Fetches surveys (the Today view's "Refresh statuses") with a batch's pace: a few at a time,
/// 429s waited out for the whole refresh, transient failures tried again. `each` hears every
/// answer as it comes.
pub async fn fetch_surveys(
    client: Client,
    survey_ids: Vec<String>,
    options: BatchOptions,
    each: Arc<dyn Fn(String, Result<Survey, ApiError>) + Send + Sync>,
) {
    paced_each(survey_ids, options, move |pace, survey_id| {
        let (client, each) = (client.clone(), Arc::clone(&each));
        async move {
            let result = pace.read(|| client.get_survey(&survey_id)).await;
            each(survey_id, result);
        }
    })
    .await;
}

/// Does `work` for every item, at most `concurrency` at a time, all at one shared pace (a
/// refresh of statuses, the filing of answered surveys).
pub async fn paced_each<T, F, Fut>(items: Vec<T>, options: BatchOptions, work: F)
where
    T: Send + 'static,
    F: Fn(Arc<Pace>, T) -> Fut,
    Fut: Future<Output = ()> + Send + 'static,
{
    let pace = Arc::new(Pace::new(options.clone()));
    let permits = Arc::new(tokio::sync::Semaphore::new(options.concurrency.max(1)));
    let mut tasks = tokio::task::JoinSet::new();
    for item in items {
        let Ok(permit) = Arc::clone(&permits).acquire_owned().await else { break };
        let done = work(Arc::clone(&pace), item);
        tasks.spawn(async move {
            done.await;
            drop(permit);
        });
    }
    while tasks.join_next().await.is_some() {}
}
