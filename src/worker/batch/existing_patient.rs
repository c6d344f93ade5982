//! The existing-patient guard: a row whose reference is already on record is compared with the
//! record, field by field as people read them, and held back as "details differ" unless the
//! user chose to update the record; the update is made only if the record is still as the user
//! compared it. Also the look-up, before anything is sent, of which references of a list are on
//! record (a patient on record keeps what the record says where the file says nothing).

use std::sync::{Arc, Mutex, PoisonError};

use crate::api::error::ErrorKind;
use crate::api::{ApiError, Client, Patient};
use crate::batch_journal::{BatchItem, RowState};
use crate::patient::{Field, PatientDraft};
use crate::worker::{flows, retry};

use super::{Batch, BatchOptions, PatientChange, RowUpdate, SKIPPED_DETAILS_DIFFER, SKIPPED_INVALID, skipped};

/// Which of `references` belong to a patient on record, looked up a few at a time at one
/// shared pace (429s waited out, transient failures tried again): `Ok(true)` on record,
/// `Ok(false)` unknown to the service, else why the look-up failed. In no particular order.
pub async fn find_on_record(
    client: Client,
    references: Vec<String>,
    options: BatchOptions,
) -> Vec<(String, Result<bool, ApiError>)> {
    let found = Arc::new(Mutex::new(Vec::with_capacity(references.len())));
    let answers = Arc::clone(&found);
    super::paced_each(references, options, move |pace, reference| {
        let (client, answers) = (client.clone(), Arc::clone(&answers));
        async move {
            let result = match pace.read(|| client.get_patient_by_external_reference(&reference)).await {
                Ok(_) => Ok(true),
                Err(error) if error.kind == ErrorKind::NotFound => Ok(false),
                Err(error) => Err(error),
            };
            answers.lock().unwrap_or_else(PoisonError::into_inner).push((reference, result));
        }
    })
    .await;
    std::mem::take(&mut *found.lock().unwrap_or_else(PoisonError::into_inner))
}

impl Batch {
    /// The patient on record, updated where the user chose it: the fields the file gives are
    /// compared with the record; where they differ the row is held back ("details differ")
    /// unless the user chose to update it, and then the update is the single edit's — a merge
    /// onto the record as it is now (what the file does not carry, and what the app does not
    /// know, stay), sent only if the record is still as the user compared it. `Err`: the
    /// row's end without an invitation.
    pub(super) async fn bring_up_to_date(
        &self,
        patient: Patient,
        item: &BatchItem,
        update: &(dyn Fn(RowUpdate) + Send + Sync),
    ) -> Result<Patient, Option<RowState>> {
        let given = item.given_fields();
        let differences = differences(&patient, item, &given);
        if differences.is_empty() {
            return Ok(patient);
        }
        if !item.update_on_record {
            return Err(Some(details_differ(patient, differences)));
        }
        let changes = PatientDraft::from(item.patient.clone());
        let merged = PatientDraft::from_patient(&patient).merged_with(&changes, &given);
        let Ok(payload) = merged.to_payload(self.today) else {
            return Err(Some(skipped(SKIPPED_INVALID, Some(patient.patient_id))));
        };
        let based_on = item.compared_record.clone().unwrap_or_else(|| patient.clone());
        let reads = retry::Reads::quiet(retry::RetryPolicy::NEVER);
        let updated = self
            .pace
            .write(|| async {
                // A 429 of the flow's fetch or of its update was not handled: the pace waits
                // and the flow runs again.
                match flows::update_patient(&self.client, &patient.patient_id, payload.clone(), &based_on, reads).await
                {
                    flows::PatientUpdated::Done(Err(error)) => Err(error),
                    other => Ok(other),
                }
            })
            .await;
        match updated {
            Ok(flows::PatientUpdated::Done(Ok(updated))) => {
                let fields = crate::patient::changed_fields(&patient, &updated);
                let fields = fields.into_iter().map(|field| field.wire_name().to_owned()).collect();
                let change = PatientChange::Updated { patient_id: updated.patient_id.clone(), fields };
                // Still to be sent: the row is pending, its record is updated.
                update(RowUpdate {
                    reference: item.reference.clone(),
                    state: RowState::Pending,
                    patient: Some(change),
                });
                Ok(updated)
            }
            // Someone changed the record since the user compared it: compared again, never
            // overwritten — unless it already holds what the file gives (this very update, whose
            // answer a busy service held back, or a colleague's same correction).
            Ok(flows::PatientUpdated::Conflict(current)) => {
                let differences = self::differences(&current, item, &given);
                if differences.is_empty() {
                    return Ok(current);
                }
                Err(Some(details_differ(current, differences)))
            }
            Ok(flows::PatientUpdated::Done(Err(error))) | Err(error) => Err(self.not_sent(&error)),
        }
    }
}

fn details_differ(on_record: Patient, differences: Vec<crate::batch_journal::Difference>) -> RowState {
    RowState::Skipped {
        reason: SKIPPED_DETAILS_DIFFER.to_owned(),
        patient_id: Some(on_record.patient_id.clone()),
        differences,
        on_record: Some(Box::new(on_record)),
        invited_at: None,
        by_desk: None,
    }
}

/// Where the file's details differ from the record's, in the comparison of the existing-patient
/// guard (each field as a person reads it). Only what the row says counts: a field the file
/// does not give (no column, or an empty cell) says nothing about the record, and the phone's
/// type and country are read from the number, not given by the file.
fn differences(on_record: &Patient, item: &BatchItem, given: &[Field]) -> Vec<crate::batch_journal::Difference> {
    let record = PatientDraft::from_patient(on_record);
    let row = PatientDraft::from(item.patient.clone());
    // The reference found the record; the phone's type and country come from the number.
    let compared = |field: &Field| !matches!(field, Field::ExternalReference | Field::PhoneType | Field::PhoneCountry);
    given
        .iter()
        .copied()
        .filter(compared)
        .filter_map(|field| {
            let in_file = row.display_value(field);
            let on_record = record.display_value(field);
            (!in_file.trim().is_empty() && in_file != on_record).then(|| crate::batch_journal::Difference {
                field: field.wire_name().to_owned(),
                on_record,
                in_file,
            })
        })
        .collect()
}
