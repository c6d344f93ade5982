//! What the app does with the service, step by step, as plain `async fn`s: a [`Client`] and
//! plain inputs in, plain results out; no channels, no UI. The worker runs them for the UI's
//! commands (and turns their results into events); tests call them directly.
//!
//! The rules they keep: a patient is never created twice (the external reference is looked
//! up first, and again after an ambiguous failure); an update never overwrites what someone
//! else saved (the record is refetched and compared first); a patient on record is never
//! changed silently by a form-2 survey. Reads are retried through [`Reads`]; writes never are.

use crate::api::error::ErrorKind;
use crate::api::{ApiError, Client, CreateSurveyRequest, CreatedSurvey, Patient, PatientPayload, SurveyPatient};

use super::retry::Reads;

/// How a create went.
#[derive(Debug)]
pub enum PatientCreated {
    /// Someone has the external reference already: nothing was sent.
    AlreadyOnRecord(Patient),
    /// Created (the record as the service holds it now), or refused.
    Done(Result<Patient, ApiError>),
    /// The create failed ambiguously (it may have been handled): what a lookup of the
    /// external reference found afterwards (`None`: nobody has it).
    Unclear { error: ApiError, found: Result<Option<Patient>, ApiError> },
}

/// How an update went.
#[derive(Debug)]
pub enum PatientUpdated {
    /// Saved (the record as the service holds it now), or failed.
    Done(Result<Patient, ApiError>),
    /// The record changed since the edit began: nothing was sent; this is it now.
    Conflict(Patient),
}

/// How sending a survey went.
#[derive(Debug)]
pub enum SurveySent {
    /// Form 2's external reference belongs to this patient: nothing was sent.
    ReferenceOnRecord(Patient),
    /// The lookup of form 2's external reference failed: nothing was sent.
    LookupFailed(ApiError),
    /// Sent (or refused), with the patient it is for when they could be fetched.
    Sent { result: Result<CreatedSurvey, ApiError>, patient: Option<Patient> },
}

/// A request that proves the service is reachable and accepts the token
/// without touching data: a lookup of a reference nobody has. 404 is success.
pub async fn check_connection(client: &Client) -> Result<(), ApiError> {
    let probe = format!("intake-desk-connection-check-{}", uuid::Uuid::new_v4());
    match client.get_patient_by_external_reference(&probe).await {
        Ok(_) => Ok(()),
        Err(error) if error.kind == ErrorKind::NotFound => Ok(()),
        Err(error) => Err(error),
    }
}

/// A UUID-shaped query is tried as a service id first, then as a reference.
pub async fn find_patient(client: &Client, query: &str) -> Result<Patient, ApiError> {
    let query = query.trim();
    if uuid::Uuid::parse_str(query).is_ok() {
        match client.get_patient(query).await {
            Err(error) if error.kind == ErrorKind::NotFound => {}
            other => return other,
        }
    }
    client.get_patient_by_external_reference(query).await.map_err(|mut error| {
        if error.kind == ErrorKind::NotFound {
            error.reason = crate::api::error::Reason::NoPatientWithIdOrReference;
        }
        error
    })
}

/// Who has this external reference now (`None`: nobody).
pub async fn look_up_reference(
    client: &Client,
    reference: &str,
    reads: Reads<'_>,
) -> Result<Option<Patient>, ApiError> {
    reads
        .read(|| client.get_patient_by_external_reference(reference))
        .await
        .map(Some)
        .or_else(|lookup| if lookup.kind == ErrorKind::NotFound { Ok(None) } else { Err(lookup) })
}

/// Never create twice: look the reference up first, and after an ambiguous
/// failure look again before anything is offered to resend.
pub async fn create_patient(client: &Client, payload: &PatientPayload, reads: Reads<'_>) -> PatientCreated {
    let reference = &payload.external_reference;
    match reads.read(|| client.get_patient_by_external_reference(reference)).await {
        Ok(existing) => return PatientCreated::AlreadyOnRecord(existing),
        Err(error) if error.kind == ErrorKind::NotFound => {}
        Err(error) => return PatientCreated::Done(Err(error)),
    }
    match client.create_patient(payload).await {
        Ok(created) => PatientCreated::Done(reads.read(|| client.get_patient(&created.patient_id)).await),
        Err(error) if error.is_ambiguous() => {
            let found = look_up_reference(client, reference, reads).await;
            PatientCreated::Unclear { error, found }
        }
        Err(error) => PatientCreated::Done(Err(error)),
    }
}

/// Never overwrite what someone else saved: refetch first; when what a person reads changed
/// since the edit began (`based_on`), send nothing and answer with the record as it is now.
/// The fields the app does not know that carry data are sent back as the service has them
/// now; the record's bookkeeping (its identifiers, times, tenant) is not.
pub async fn update_patient(
    client: &Client,
    patient_id: &str,
    mut payload: PatientPayload,
    based_on: &Patient,
    reads: Reads<'_>,
) -> PatientUpdated {
    let current = match reads.read(|| client.get_patient(patient_id)).await {
        Ok(current) => current,
        Err(error) => return PatientUpdated::Done(Err(error)),
    };
    if !current.same_details_as(based_on) {
        return PatientUpdated::Conflict(current);
    }
    payload.extra = current.unknown_data();
    let result = match client.update_patient(patient_id, &payload).await {
        Ok(_) => reads.read(|| client.get_patient(patient_id)).await,
        Err(error) => Err(error),
    };
    PatientUpdated::Done(result)
}

/// Never change a patient silently: form 2 is sent only for an external reference nobody has.
/// (The service would use the patient on record and replace their details with the typed
/// ones; the user decides that, with the two side by side.)
pub async fn create_survey(client: &Client, request: &CreateSurveyRequest, reads: Reads<'_>) -> SurveySent {
    if let SurveyPatient::New(payload) = &request.patient {
        match look_up_reference(client, &payload.external_reference, reads).await {
            Ok(Some(patient)) => return SurveySent::ReferenceOnRecord(patient),
            Ok(None) => {}
            Err(error) => return SurveySent::LookupFailed(error),
        }
    }
    send_survey(client, request).await
}

/// Sends the survey as it is, then fetches the patient it is for (to show them with their
/// surveys).
pub async fn send_survey(client: &Client, request: &CreateSurveyRequest) -> SurveySent {
    let result = client.create_survey(request).await;
    let patient = match (&result, &request.patient) {
        (Ok(_), SurveyPatient::Existing { patient_id }) => client.get_patient(patient_id).await.ok(),
        (Ok(_), SurveyPatient::New(payload)) => {
            client.get_patient_by_external_reference(&payload.external_reference).await.ok()
        }
        (Err(_), _) => None,
    };
    SurveySent::Sent { result, patient }
}
