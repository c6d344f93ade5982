//! `POST /tenant-api/survey`: reading the request (form 1 names a patient on record by
//! `patientId`, form 2 gives a full `patient` object), resolving the patient (form 2 matches
//! on the external reference and updates that patient, or adds a new one), storing the survey
//! with its first history entry, and "sending" the invitations to the outbox.

use std::sync::Arc;

use axum::response::Response;
use serde_json::{Map, Value, json};

use super::{created, object, patient_not_found};
use crate::problem::{FieldErrors, add_error, not_found, validation, validation_one};
use crate::store::{Change, Data, Patient, PatientDetails, Shared, Survey, canonical_id, lock};
use crate::validate::{bool_field, field, patient_details, string_field};
use crate::{OutboxMessage, respondents, seed};

const CHANNELS_FIELD: &str = "CommunicationServiceTypes";

/// Which patient the survey is for, as the request names them.
enum PatientChoice {
    /// Form 1: the (canonical) id of a patient on record.
    Id(String),
    /// Form 2: a full patient object, matched on its external reference.
    Details(Box<PatientDetails>),
}

/// A create-survey request that passed validation.
struct SurveyRequest {
    patient: PatientChoice,
    include_url: bool,
    include_pin: bool,
    /// `"email"` and/or `"sms"`; empty unless `sendInvitation` was set.
    channels: Vec<String>,
}

/// The identifiers a new survey gets before it is stored.
struct NewSurvey {
    survey_id: String,
    pin: String,
}

impl NewSurvey {
    fn new() -> Self {
        NewSurvey {
            survey_id: uuid::Uuid::new_v4().to_string(),
            pin: format!("{:06}", uuid::Uuid::new_v4().as_u128() % 1_000_000),
        }
    }

    /// The survey link, with `?pin=` only when asked for.
    fn url(&self, include_pin: bool) -> String {
        seed::survey_url(&self.survey_id, include_pin.then_some(self.pin.as_str()))
    }
}

/// What storing the survey did.
struct Recorded {
    patient_id: String,
    /// The patient was already on record.
    reused_patient: bool,
    changes: Vec<Change>,
}

/// Creates a survey (and, for form 2, adds or updates its patient) and answers 201 with its
/// id (and link when `includeUrl`).
pub(crate) async fn create_survey(shared: &Arc<Shared>, body: &Value) -> Response {
    let request = match read_request(body) {
        Ok(request) => request,
        Err(response) => return response,
    };
    let new = NewSurvey::new();
    let recorded = match record_survey(shared, &request, &new) {
        Ok(recorded) => recorded,
        Err(response) => return response,
    };
    shared.persist(&recorded.changes).await;
    tracing::info!(
        survey_id = %new.survey_id,
        patient_id = %recorded.patient_id,
        reused_patient = recorded.reused_patient,
        invitations = request.channels.len(),
        "sandbox: survey created"
    );
    if shared.simulate_respondents {
        respondents::spawn(Arc::clone(shared), new.survey_id.clone(), shared.timing);
    }
    let mut body = json!({ "surveyId": new.survey_id });
    if request.include_url {
        body["url"] = json!(new.url(request.include_pin));
    }
    created(&format!("/tenant-api/survey/{}", new.survey_id), &body)
}

/// Validates the request body; every problem found is answered at once (400).
fn read_request(body: &Value) -> Result<SurveyRequest, Response> {
    let object = object(body);
    let mut errors = FieldErrors::new();
    let patient_id = string_field(&object, "patientId", "PatientId", &mut errors).filter(|s| !s.trim().is_empty());
    let patient_value = field(&object, "patient");
    let include_url = bool_field(&object, "includeUrl", "IncludeUrl", &mut errors);
    let include_pin = bool_field(&object, "includePinInUrl", "IncludePinInUrl", &mut errors);
    let send_invitation = bool_field(&object, "sendInvitation", "SendInvitation", &mut errors);
    let channels = channels(&object, &mut errors);
    let patient = patient_choice(patient_id.as_deref(), patient_value, &mut errors);
    let channels = invitation_channels(send_invitation, channels, &mut errors);
    if !errors.is_empty() {
        return Err(validation(&errors));
    }
    let Some(patient) = patient else {
        return Err(validation_one("PatientId", "Either PatientId or Patient is required."));
    };
    Ok(SurveyRequest { patient, include_url, include_pin, channels })
}

/// Form 1 or form 2: exactly one of `patientId` and `patient` must be given.
fn patient_choice(raw_id: Option<&str>, value: Option<&Value>, errors: &mut FieldErrors) -> Option<PatientChoice> {
    match (raw_id, value) {
        (Some(_), Some(_)) => {
            add_error(errors, "PatientId", "Give either PatientId or Patient, not both.");
            None
        }
        (None, None) => {
            add_error(errors, "PatientId", "Either PatientId or Patient is required.");
            None
        }
        (Some(raw), None) => {
            let id = canonical_id(raw);
            if id.is_none() {
                add_error(errors, "PatientId", format!("The value '{raw}' is not a valid patient identifier."));
            }
            id.map(PatientChoice::Id)
        }
        (None, Some(value)) => patient_details(value, "Patient.", errors).map(|d| PatientChoice::Details(Box::new(d))),
    }
}

/// Which invitation channels were asked for (`None`: the field is missing).
fn channels(object: &Map<String, Value>, errors: &mut FieldErrors) -> Option<Vec<String>> {
    let invalid = "The field CommunicationServiceTypes must be 'email' or 'sms'.";
    let mut read = |v: &Value| -> Option<String> {
        let channel = v.as_str().map(|s| s.trim().to_ascii_lowercase());
        match channel.as_deref() {
            Some("email") | Some("sms") => channel,
            _ => {
                add_error(errors, CHANNELS_FIELD, invalid);
                None
            }
        }
    };
    match field(object, "communicationServiceTypes")? {
        Value::Array(items) => {
            let mut out: Vec<String> = items.iter().filter_map(&mut read).collect();
            out.dedup();
            Some(out)
        }
        other => Some(read(other).into_iter().collect()),
    }
}

/// The channels to send the invitation on: none without `sendInvitation`; with it, at least one
/// is required.
fn invitation_channels(send_invitation: bool, asked: Option<Vec<String>>, errors: &mut FieldErrors) -> Vec<String> {
    if !send_invitation {
        return Vec::new();
    }
    match asked {
        Some(channels) if !channels.is_empty() => channels,
        _ => {
            if !errors.contains_key(CHANNELS_FIELD) {
                let message = "The CommunicationServiceTypes field is required when SendInvitation is true.";
                add_error(errors, CHANNELS_FIELD, message);
            }
            Vec::new()
        }
    }
}

/// Stores the survey, its patient (form 2) and its invitations, under one lock of the data.
fn record_survey(shared: &Shared, request: &SurveyRequest, new: &NewSurvey) -> Result<Recorded, Response> {
    let mut data = lock(&shared.data);
    let (existing_id, details) = resolve_patient(&data, &request.patient)?;
    check_reachable(&details, &request.channels)?;
    let now = data.now_iso();
    let reused_patient = existing_id.is_some();
    let mut changes = Vec::new();
    let patient_id = save_patient(&mut data, &request.patient, existing_id, &details, &now, &mut changes);
    changes.push(data.add_survey(Survey {
        survey_id: new.survey_id.clone(),
        patient_id: patient_id.clone(),
        status: "new".to_owned(),
        created_at: now.clone(),
        answers: Vec::new(),
        diagnoses: Vec::new(),
        alerts: Vec::new(),
        url: seed::survey_url(&new.survey_id, None),
        pin: Some(new.pin.clone()),
    }));
    changes.push(data.add_history(seed::history_entry(
        uuid::Uuid::new_v4().to_string(),
        &new.survey_id,
        now,
        seed::DEMO_STAFF,
        seed::workflow(seed::STEP_CREATED),
    )));
    let invitation_url = new.url(request.include_pin);
    for channel in &request.channels {
        let message = invitation(channel, &details, &new.survey_id, &patient_id, &invitation_url);
        changes.push(data.add_outbox(message));
    }
    Ok(Recorded { patient_id, reused_patient, changes })
}

/// The patient the survey is for, as they will be after this request: their id when they are
/// on record, and their details (form 2: the ones given).
fn resolve_patient(data: &Data, choice: &PatientChoice) -> Result<(Option<String>, PatientDetails), Response> {
    match choice {
        PatientChoice::Id(id) => match data.patient(id) {
            Some(p) => Ok((Some(p.patient_id.clone()), p.details.clone())),
            None => Err(not_found(&patient_not_found(id))),
        },
        PatientChoice::Details(details) => {
            let existing = data.patient_by_reference(&details.external_reference).map(|p| p.patient_id.clone());
            Ok((existing, PatientDetails::clone(details)))
        }
    }
}

/// Every channel asked for must reach the patient (400 otherwise).
fn check_reachable(details: &PatientDetails, channels: &[String]) -> Result<(), Response> {
    let mut errors = FieldErrors::new();
    for channel in channels {
        if channel == "email" && details.email.is_none() {
            add_error(&mut errors, CHANNELS_FIELD, "The patient has no e-mail address.");
        }
        // Stored numbers may predate the number-type check: the numbering plan decides.
        let reachable = details
            .phone
            .as_ref()
            .is_some_and(|p| p.kind == "mobile" && intake_rules::can_receive_sms(&p.phone_number));
        if channel == "sms" && !reachable {
            add_error(&mut errors, CHANNELS_FIELD, "The patient has no mobile phone number.");
        }
    }
    if errors.is_empty() { Ok(()) } else { Err(validation(&errors)) }
}

/// The survey's patient id. Form 2 updates the patient on record with the details given, or
/// adds a new patient; form 1 leaves the patient as they are.
fn save_patient(
    data: &mut Data,
    choice: &PatientChoice,
    existing_id: Option<String>,
    details: &PatientDetails,
    now: &str,
    changes: &mut Vec<Change>,
) -> String {
    match existing_id {
        Some(id) => {
            if matches!(choice, PatientChoice::Details(_))
                && let Some(change) = data.update_patient(&id, details.clone(), now.to_owned())
            {
                changes.push(change);
            }
            id
        }
        None => {
            let id = uuid::Uuid::new_v4().to_string();
            changes.push(data.add_patient(Patient {
                patient_id: id.clone(),
                details: details.clone(),
                created_at: now.to_owned(),
                updated_at: now.to_owned(),
            }));
            id
        }
    }
}

/// The invitation "sent" on one channel, to the patient's e-mail address or phone number.
fn invitation(channel: &str, details: &PatientDetails, survey_id: &str, patient_id: &str, url: &str) -> OutboxMessage {
    let address =
        if channel == "email" { details.email.clone() } else { details.phone.as_ref().map(|p| p.phone_number.clone()) };
    OutboxMessage {
        channel: channel.to_owned(),
        address: address.unwrap_or_default(),
        survey_id: survey_id.to_owned(),
        patient_id: patient_id.to_owned(),
        url: url.to_owned(),
        sent_at: jiff::Timestamp::now().to_string(),
    }
}
