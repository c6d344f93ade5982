//! A batch's run: its lease taken and kept alive, its rows sent a few at a time, and the wait
//! for its journal when the clinic database is out of reach. What one row does is
//! [`super::Batch::send_row`]'s.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use std::sync::Mutex;

use super::{Batch, JOURNAL_RETRY, RowUpdate};
use crate::batch_journal::{BatchJournal, JournalError, JournalRow, RowState};

impl Batch {
    /// Sends every row that is not finished (a new batch, or one resumed after a crash), at
    /// most `concurrency` at a time; `update` hears of every change. Only while this run holds
    /// the batch's lease: another window sending it is [`JournalError::LeasedElsewhere`]. The
    /// rows as journaled at the end.
    pub async fn run(
        self: Arc<Self>,
        update: Arc<dyn Fn(RowUpdate) + Send + Sync>,
    ) -> Result<Vec<JournalRow>, JournalError> {
        let (journal, id, again) = (Arc::clone(&self.journal), self.batch_id.clone(), self.again.clone());
        let lease = blocking(move || {
            let mut journal = lock(&journal);
            let lease = journal.take_lease(&id)?.ok_or(JournalError::LeasedElsewhere)?;
            if !again.is_empty() {
                journal.send_again(&id, &again)?;
            }
            Ok(lease)
        })
        .await?;
        let lease = Arc::new(lease);
        if self.owner.set(lease.owner().to_owned()).is_err() {
            // A batch runs once; a second run of the same value would share its lease.
            return Err(JournalError::TaskStopped);
        }
        let heartbeat = tokio::spawn(Arc::clone(&self).keep_lease(Arc::clone(&lease)));
        let sent = loop {
            match Arc::clone(&self).send_rows(Arc::clone(&update)).await {
                // The clinic database went away: nothing more leaves until it is back, then the
                // rows go on where the journal has them (one whose answer was lost is asked about).
                Err(error) if error.is_out_of_reach() && !self.stopped() => {
                    tracing::warn!("the batch's journal is out of reach ({error}): the batch waits for it");
                    (self.journal_watch)(true);
                    let back = self.wait_for_journal(&lease, error).await;
                    (self.journal_watch)(false);
                    if let Err(error) = back {
                        break Err(error);
                    }
                    tracing::info!("the batch's journal is back: the batch goes on");
                }
                other => break other,
            }
        };
        heartbeat.abort();
        let _ = heartbeat.await;
        let (journal, id) = (Arc::clone(&self.journal), self.batch_id.clone());
        let released = blocking(move || match Arc::try_unwrap(lease) {
            Ok(lease) => lock(&journal).release_lease(&id, lease),
            Err(_) => Ok(()),
        })
        .await;
        let rows = sent?;
        released?;
        Ok(rows)
    }

    /// Renews the lease while the batch runs; a lease another sender took over (this one was
    /// stalled past it) stops the batch. A journal out of reach is waited for (the rows stop on
    /// it by themselves).
    async fn keep_lease(self: Arc<Self>, lease: Arc<crate::batch_journal::Lease>) {
        loop {
            tokio::time::sleep(crate::batch_journal::LEASE / 3).await;
            match self.renew(&lease).await {
                Ok(true) => {}
                Err(error) if error.is_out_of_reach() => {}
                _ => {
                    tracing::warn!("the batch's lease was lost: it stops");
                    self.stop.store(true, Ordering::SeqCst);
                    return;
                }
            }
        }
    }

    async fn renew(&self, lease: &Arc<crate::batch_journal::Lease>) -> Result<bool, JournalError> {
        let (journal, id, held) = (Arc::clone(&self.journal), self.batch_id.clone(), Arc::clone(lease));
        blocking(move || lock(&journal).renew_lease(&id, &held)).await
    }

    /// Waits until the journal can be written again with this run's lease still held; `lost`
    /// when the batch is stopped meanwhile, [`JournalError::LeasedElsewhere`] when another
    /// sender took the batch over while the journal was away.
    async fn wait_for_journal(
        &self,
        lease: &Arc<crate::batch_journal::Lease>,
        lost: JournalError,
    ) -> Result<(), JournalError> {
        loop {
            if self.stopped() {
                return Err(lost);
            }
            tokio::time::sleep(JOURNAL_RETRY).await;
            match self.renew(lease).await {
                Ok(true) => return Ok(()),
                Ok(false) => return Err(JournalError::LeasedElsewhere),
                Err(error) if error.is_out_of_reach() => {}
                Err(error) => return Err(error),
            }
        }
    }

    async fn send_rows(
        self: Arc<Self>,
        update: Arc<dyn Fn(RowUpdate) + Send + Sync>,
    ) -> Result<Vec<JournalRow>, JournalError> {
        let rows = self.journal_rows().await?;
        let permits = Arc::new(tokio::sync::Semaphore::new(self.options.concurrency.max(1)));
        let mut tasks = tokio::task::JoinSet::new();
        // Set by a row that found the journal out of reach: no further row starts.
        let journal_lost = Arc::new(AtomicBool::new(false));
        for row in rows.into_iter().filter(|row| !row.state.is_finished()) {
            let Ok(permit) = Arc::clone(&permits).acquire_owned().await else { break };
            if self.stopped() || journal_lost.load(Ordering::SeqCst) {
                break;
            }
            let batch = Arc::clone(&self);
            let update = Arc::clone(&update);
            let journal_lost = Arc::clone(&journal_lost);
            tasks.spawn(async move {
                let result = batch.send_row(row, &*update).await;
                if result.as_ref().is_err_and(JournalError::is_out_of_reach) {
                    journal_lost.store(true, Ordering::SeqCst);
                }
                drop(permit);
                result
            });
        }
        let mut first_error = None;
        while let Some(done) = tasks.join_next().await {
            match done {
                Ok(Err(error)) => {
                    first_error.get_or_insert(error);
                }
                Err(_) => {
                    first_error.get_or_insert(JournalError::TaskStopped);
                }
                Ok(Ok(())) => {}
            }
        }
        if let Some(error) = first_error {
            return Err(error);
        }
        let rows = self.journal_rows().await?;
        if rows.iter().all(|row| row.state.is_finished()) {
            let journal = Arc::clone(&self.journal);
            let id = self.batch_id.clone();
            blocking(move || lock(&journal).finish(&id)).await?;
        }
        Ok(rows)
    }

    async fn journal_rows(&self) -> Result<Vec<JournalRow>, JournalError> {
        let journal = Arc::clone(&self.journal);
        let id = self.batch_id.clone();
        blocking(move || lock(&journal).rows(&id)).await
    }

    pub(super) async fn record(
        &self,
        reference: &str,
        state: RowState,
        update: &(dyn Fn(RowUpdate) + Send + Sync),
    ) -> Result<(), JournalError> {
        let journal = Arc::clone(&self.journal);
        let (id, key, kept) = (self.batch_id.clone(), reference.to_owned(), state.clone());
        let owner = self.owner.get().cloned();
        blocking(move || lock(&journal).set_as(owner.as_deref(), &id, &key, &kept)).await?;
        update(RowUpdate { reference: reference.to_owned(), state, patient: None });
        Ok(())
    }
}

pub(in crate::worker) fn lock(journal: &Mutex<BatchJournal>) -> std::sync::MutexGuard<'_, BatchJournal> {
    // A panic while the journal was held cannot leave a half-written row (each write is one
    // transaction): the journal is used as it is.
    journal.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// SQLite's fsync off the runtime's threads.
pub(super) async fn blocking<T: Send + 'static>(
    work: impl FnOnce() -> Result<T, JournalError> + Send + 'static,
) -> Result<T, JournalError> {
    tokio::task::spawn_blocking(work).await.unwrap_or(Err(JournalError::TaskStopped))
}
