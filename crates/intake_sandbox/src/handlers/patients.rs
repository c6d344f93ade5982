//! `/tenant-api/patients...`: create, read (by id or external reference) and update a patient.

use axum::http::StatusCode;
use axum::response::Response;
use serde_json::{Value, json};

use super::{created, patient_not_found};
use crate::problem::{FieldErrors, json_response, not_found, problem, validation};
use crate::store::{Patient, Shared, lock, now_iso};
use crate::validate::patient_details;

/// 409: the external reference belongs to another patient.
fn conflict() -> Response {
    problem(StatusCode::CONFLICT, Some("Conflict"), Some("A patient with this external reference already exists."))
}

/// `GET /tenant-api/patients/{id}`.
pub(crate) fn get(shared: &Shared, id: &str) -> Response {
    let data = lock(&shared.data);
    match data.patient(id) {
        Some(p) => json_response(StatusCode::OK, &p.to_json()),
        None => not_found(&patient_not_found(id)),
    }
}

/// `GET /tenant-api/patients/external-reference/{reference}`.
pub(crate) fn get_by_reference(shared: &Shared, reference: &str) -> Response {
    let data = lock(&shared.data);
    match data.patient_by_reference(reference) {
        Some(p) => json_response(StatusCode::OK, &p.to_json()),
        None => not_found("No patient has this external reference."),
    }
}

/// `POST /tenant-api/patients`.
pub(crate) async fn create(shared: &Shared, body: &Value) -> Response {
    let mut errors = FieldErrors::new();
    let Some(details) = patient_details(body, "", &mut errors) else {
        return validation(&errors);
    };
    let (patient_id, change) = {
        let mut data = lock(&shared.data);
        if data.patient_by_reference(&details.external_reference).is_some() {
            return conflict();
        }
        let now = now_iso();
        let patient_id = uuid::Uuid::new_v4().to_string();
        let change = data.add_patient(Patient {
            patient_id: patient_id.clone(),
            details,
            created_at: now.clone(),
            updated_at: now,
        });
        (patient_id, change)
    };
    shared.persist(&[change]).await;
    tracing::info!(patient_id = %patient_id, "sandbox: patient created");
    created(&format!("/tenant-api/patients/{patient_id}"), &json!({ "patientId": patient_id }))
}

/// `PUT /tenant-api/patients/{id}`.
pub(crate) async fn update(shared: &Shared, id: &str, body: &Value) -> Response {
    let mut errors = FieldErrors::new();
    let Some(details) = patient_details(body, "", &mut errors) else {
        return validation(&errors);
    };
    let (updated, change) = {
        let mut data = lock(&shared.data);
        let Some(current_id) = data.patient(id).map(|p| p.patient_id.clone()) else {
            return not_found(&patient_not_found(id));
        };
        let taken =
            data.patient_by_reference(&details.external_reference).is_some_and(|other| other.patient_id != current_id);
        if taken {
            return conflict();
        }
        let Some(change) = data.update_patient(&current_id, details, now_iso()) else {
            return not_found(&patient_not_found(id));
        };
        let updated = data.patient(&current_id).map(Patient::to_json).unwrap_or_default();
        (updated, change)
    };
    shared.persist(&[change]).await;
    tracing::info!(patient_id = %id, "sandbox: patient updated");
    json_response(StatusCode::OK, &updated)
}
