//! The worker's own tasks: one that panics ends its request, and the state is told.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use super::*;

#[tokio::test]
async fn a_task_that_panics_ends_its_request_and_says_so() {
    let (event_tx, event_rx) = std::sync::mpsc::channel();
    let (adopt_tx, _adopt_rx) = mpsc::unbounded_channel();
    let mut worker = Worker {
        options: WorkerOptions { use_keyring: false, ..WorkerOptions::default() },
        client: None,
        session: None,
        sandbox: None,
        running: HashMap::new(),
        batches: HashMap::new(),
        events: EventSink { tx: event_tx, waker: Arc::new(|| {}) },
        adopt: adopt_tx,
        local: crate::local_store::LocalWriter::start(None),
        journal_place: None,
    };
    let (done_tx, mut done_rx) = mpsc::unbounded_channel();
    worker.spawn(7, &done_tx, async { panic!("a bug in a request's task") });
    let done = tokio::time::timeout(Duration::from_secs(5), done_rx.recv()).await;
    assert_eq!(done, Ok(Some(7)), "the request is over (it stayed running for ever)");
    let event = event_rx.recv_timeout(Duration::from_secs(5)).unwrap();
    assert_eq!(event.id, 7);
    assert!(matches!(event.kind, EventKind::TaskStopped));

    // A task that ends normally says nothing of the kind.
    worker.spawn(8, &done_tx, async {});
    assert_eq!(done_rx.recv().await, Some(8));
    assert!(event_rx.try_recv().is_err());
}
