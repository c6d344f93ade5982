//! Reading surveys: `/tenant-api/survey/{id}`, its change history, the surveys of a patient,
//! and the plain-text and PDF summaries.

use axum::http::StatusCode;
use axum::response::Response;
use base64::Engine as _;
use serde_json::{Value, json};

use super::{patient_not_found, survey_not_found};
use crate::problem::{json_response, not_found, problem};
use crate::store::{Patient, Shared, Survey, lock};
use crate::{pdf, summary};

/// Renders the survey (and its patient, when known), or answers 404.
fn with_survey(shared: &Shared, id: &str, render: impl FnOnce(&Survey, Option<&Patient>) -> Response) -> Response {
    let data = lock(&shared.data);
    match data.survey(id) {
        Some(survey) => render(survey, data.patient(&survey.patient_id)),
        None => not_found(&survey_not_found(id)),
    }
}

/// `GET /tenant-api/survey/{id}`.
pub(crate) fn get(shared: &Shared, id: &str) -> Response {
    with_survey(shared, id, |survey, _| json_response(StatusCode::OK, &survey.to_json()))
}

/// `GET /tenant-api/survey/history/{id}`: the change log, oldest first.
pub(crate) fn history(shared: &Shared, id: &str) -> Response {
    let data = lock(&shared.data);
    match data.survey(id) {
        Some(survey) => {
            let entries: Vec<&_> = data.history_of(&survey.survey_id);
            json_response(StatusCode::OK, &json!(entries))
        }
        None => not_found(&survey_not_found(id)),
    }
}

/// `GET /tenant-api/survey/patient/{id}`: every survey of a patient.
pub(crate) fn of_patient(shared: &Shared, id: &str) -> Response {
    let data = lock(&shared.data);
    match data.patient(id) {
        Some(patient) => {
            let surveys: Vec<Value> = data.surveys_of(&patient.patient_id).into_iter().map(Survey::to_json).collect();
            json_response(StatusCode::OK, &Value::Array(surveys))
        }
        None => not_found(&patient_not_found(id)),
    }
}

/// `GET /tenant-api/survey/{id}/summary/plain-text`: `{ "value": text }`.
pub(crate) fn plain_text_summary(shared: &Shared, id: &str) -> Response {
    with_survey(shared, id, |survey, patient| {
        json_response(StatusCode::OK, &json!({ "value": summary::plain_text(survey, patient) }))
    })
}

/// `GET /tenant-api/survey/{id}/summary/pdf`: the PDF as a base64 JSON string, generated on
/// the blocking pool.
pub(crate) async fn pdf_summary(shared: &Shared, id: &str) -> Response {
    let found = {
        let data = lock(&shared.data);
        data.survey(id).cloned().map(|survey| {
            let patient = data.patient(&survey.patient_id).cloned();
            (survey, patient)
        })
    };
    let Some((survey, patient)) = found else {
        return not_found(&survey_not_found(id));
    };
    let encoded = tokio::task::spawn_blocking(move || {
        let bytes = pdf::summary_pdf(&survey, patient.as_ref());
        base64::engine::general_purpose::STANDARD.encode(bytes)
    })
    .await;
    match encoded {
        Ok(encoded) => json_response(StatusCode::OK, &Value::String(encoded)),
        Err(_) => problem(StatusCode::INTERNAL_SERVER_ERROR, None, Some("The PDF summary could not be generated.")),
    }
}
