//! A day's list sent in one go against the real sandbox over HTTP: every row exactly once under
//! a rate limit, an existing reference gets form 1 and its record is left as it is, and a batch
//! interrupted between a request and its answer is resumed without sending anything twice
//! (counted in the sandbox's outbox).
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod desks;
mod journaled;
mod promises;

use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::support::batch::quick;
use intake_desk::api::Client;
use intake_desk::batch_journal::{BatchItem, BatchJournal};
use intake_desk::drafts::{DraftGender, DraftPatient};
use intake_desk::worker::batch::{Batch, RowUpdate};

pub(super) fn item(reference: &str, line: usize) -> BatchItem {
    BatchItem {
        reference: reference.into(),
        line,
        patient: DraftPatient {
            first_name: "Lotte".into(),
            last_name: format!("Janssens {line}"),
            gender: Some(DraftGender::Female),
            birthdate: "1988-05-17".into(),
            language: "nl-BE".into(),
            email: format!("lotte.{line}@example.be"),
            external_reference: reference.into(),
            ..DraftPatient::default()
        },
        sms: false,
        update_on_record: false,
        given: Vec::new(),
        compared_record: None,
        despite_recent: false,
        appointment: None,
        reminder: None,
    }
}

pub(super) async fn run(client: &Client, journal: &Arc<Mutex<BatchJournal>>, batch_id: &str) -> Vec<RowUpdate> {
    let heard = Arc::new(Mutex::new(Vec::new()));
    let heard_in = Arc::clone(&heard);
    let batch = Arc::new(Batch::new(client.clone(), Arc::clone(journal), batch_id.to_owned(), quick()));
    batch.run(Arc::new(move |update| heard_in.lock().unwrap().push(update))).await.unwrap();
    let updates: Vec<RowUpdate> = heard.lock().unwrap().drain(..).collect();
    updates
}

/// How many surveys the patient with `reference` has (waiting out the sandbox's rate limit,
/// which the test's own checks meet too).
pub(super) async fn surveys_of(client: &Client, reference: &str) -> usize {
    async fn patiently<T, F: Future<Output = Result<T, intake_desk::api::ApiError>>>(request: impl Fn() -> F) -> T {
        loop {
            match request().await {
                Err(error) if error.kind == intake_desk::api::error::ErrorKind::RateLimited => {
                    tokio::time::sleep(error.retry_after.unwrap_or(Duration::from_secs(1))).await;
                }
                other => return other.unwrap(),
            }
        }
    }
    let patient = patiently(|| client.get_patient_by_external_reference(reference)).await;
    patiently(|| client.list_patient_surveys(&patient.patient_id)).await.len()
}
