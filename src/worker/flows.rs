//! What the app does with the service, step by step, as plain `async fn`s: a [`Client`] and
//! plain inputs in, plain results out; no channels, no UI. The worker runs them for the UI's
//! commands (and turns their results into events); tests call them directly.
//!
//! The rules they keep: a patient is never created twice (the external reference is looked
//! up first, and again after an ambiguous failure); an update never overwrites what someone
//! else saved (the record is refetched and compared first); a patient on record is never
//! changed silently by a form-2 survey. Reads are retried through [`Reads`]; writes never are.

use crate::api::error::ErrorKind;
use std::time::Duration;

use crate::api::{ApiError, Client, CreateSurveyRequest, CreatedSurvey, Patient, PatientPayload, SurveyPatient};

use super::protocol::SurveyStep;
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
    /// A read that comes before the create failed (form 2's reference, or the patient's
    /// surveys): nothing was sent.
    ReadFailed { step: SurveyStep, error: ApiError },
    /// Sent (or refused), with the patient it is for when they could be fetched.
    Sent { result: Result<CreatedSurvey, ApiError>, patient: Option<Patient> },
    /// The create may have been handled, or be handled still: unknown until `check.ask_after`,
    /// then [settled](find_survey_made) by asking the service.
    Unknown { error: ApiError, check: CreateCheck },
}

/// After the client's request timeout, how much longer a request it gave up on is taken to be
/// possibly still under way at the service (it reached the service a little after it left).
pub const SETTLE_MARGIN: Duration = Duration::from_secs(1);

/// Whose survey a create makes: a patient on record (form 1), or the new patient with this
/// external reference that the same request registers (form 2).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SurveyFor {
    Patient(String),
    NewPatient { reference: String },
}

/// What tells afterwards whether a survey create that may have been handled was: whose survey,
/// the surveys they had just before it left, and from when the service cannot still be
/// handling it (the only moment from which asking it is an answer).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CreateCheck {
    pub survey_for: SurveyFor,
    pub known_surveys: Vec<String>,
    pub ask_after: jiff::Timestamp,
}

/// A survey a create that may have been handled made, found by asking the service.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SurveyMade {
    pub survey_id: String,
    pub patient_id: String,
}

/// Whether a write that failed this way may still have been handled: no answer came (a
/// timeout, a lost connection, an unreadable answer), or the service failed (a 5xx from a
/// gateway that gave up while the service went on).
pub fn may_have_been_handled(error: &ApiError) -> bool {
    error.is_ambiguous() || error.kind == ErrorKind::ServerError
}

/// Until when a request of `client` that left at `left` may still be under way at the service.
pub fn ask_after(client: &Client, left: jiff::Timestamp) -> jiff::Timestamp {
    let wait = client.request_timeout().saturating_add(SETTLE_MARGIN);
    jiff::SignedDuration::try_from(wait)
        .ok()
        .and_then(|wait| left.checked_add(wait).ok())
        .unwrap_or(jiff::Timestamp::MAX)
}

/// The two questions [`find_survey_made`] asks the service, asked as the caller asks: on their
/// own and retried (a dialog's), or at a batch's pace. (Boxed, with one named lifetime, so
/// that a batch's task that asks them stays `Send`.)
pub(crate) trait AskService: Sync {
    fn patient_with_reference<'a>(&'a self, reference: &'a str) -> BoxedRequest<'a, Patient>;
    fn surveys_of<'a>(&'a self, patient_id: &'a str) -> BoxedRequest<'a, Vec<crate::api::Survey>>;
}

/// A request's future, boxed.
pub(crate) type BoxedRequest<'a, T> = std::pin::Pin<Box<dyn Future<Output = Result<T, ApiError>> + Send + 'a>>;

/// The questions asked on their own, each retried as `reads` says.
pub(crate) struct Retried<'a> {
    pub client: &'a Client,
    pub reads: &'a Reads<'a>,
}

impl AskService for Retried<'_> {
    fn patient_with_reference<'a>(&'a self, reference: &'a str) -> BoxedRequest<'a, Patient> {
        Box::pin(self.reads.read(move || self.client.get_patient_by_external_reference(reference)))
    }

    fn surveys_of<'a>(&'a self, patient_id: &'a str) -> BoxedRequest<'a, Vec<crate::api::Survey>> {
        Box::pin(self.reads.read(move || self.client.list_patient_surveys(patient_id)))
    }
}

/// Whether a survey create that may have been handled was, asked once it cannot still be
/// under way: for form 1, a survey of the patient that was not there before; for form 2, a
/// patient with the reference (registered by that very request) and their survey. `None`: not
/// handled, safe to send again.
pub(crate) async fn find_survey_made(
    ask: &dyn AskService,
    survey_for: &SurveyFor,
    known_surveys: &[String],
) -> Result<Option<SurveyMade>, ApiError> {
    let patient_id = match survey_for {
        SurveyFor::Patient(patient_id) => patient_id.clone(),
        SurveyFor::NewPatient { reference } => match ask.patient_with_reference(reference).await {
            Ok(patient) => patient.patient_id,
            Err(error) if error.kind == ErrorKind::NotFound => return Ok(None),
            Err(error) => return Err(error),
        },
    };
    let surveys = ask.surveys_of(&patient_id).await?;
    let made = surveys.into_iter().find(|survey| !known_surveys.contains(&survey.survey_id));
    Ok(made.map(|survey| SurveyMade { survey_id: survey.survey_id, patient_id }))
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
pub async fn create_survey(
    client: &Client,
    request: &CreateSurveyRequest,
    reads: Reads<'_>,
    leaving: &(dyn Fn(&CreateCheck) + Sync),
) -> SurveySent {
    if let SurveyPatient::New(payload) = &request.patient {
        match look_up_reference(client, &payload.external_reference, reads).await {
            Ok(Some(patient)) => return SurveySent::ReferenceOnRecord(patient),
            Ok(None) => {}
            Err(error) => return SurveySent::ReadFailed { step: SurveyStep::ReferenceLookup, error },
        }
    }
    send_survey(client, request, reads, leaving).await
}

/// Sends the survey as it is, then fetches the patient it is for (to show them with their
/// surveys). Never twice: what tells afterwards whether it was made (the patient's surveys
/// just before) is read first and told to `leaving` before the request leaves; a request
/// that may have been handled comes back [unknown](SurveySent::Unknown), never as a failure
/// to send again.
pub async fn send_survey(
    client: &Client,
    request: &CreateSurveyRequest,
    reads: Reads<'_>,
    leaving: &(dyn Fn(&CreateCheck) + Sync),
) -> SurveySent {
    let (survey_for, known_surveys) = match &request.patient {
        SurveyPatient::Existing { patient_id } => match reads.read(|| client.list_patient_surveys(patient_id)).await {
            Ok(surveys) => {
                (SurveyFor::Patient(patient_id.clone()), surveys.into_iter().map(|survey| survey.survey_id).collect())
            }
            Err(error) => return SurveySent::ReadFailed { step: SurveyStep::KnownSurveys, error },
        },
        // Nobody had the reference when it was looked up: the patient had no surveys.
        SurveyPatient::New(payload) => {
            (SurveyFor::NewPatient { reference: payload.external_reference.clone() }, Vec::new())
        }
    };
    let check = CreateCheck { survey_for, known_surveys, ask_after: ask_after(client, jiff::Timestamp::now()) };
    leaving(&check);
    let result = match client.create_survey(request).await {
        Err(error) if may_have_been_handled(&error) => return SurveySent::Unknown { error, check },
        other => other,
    };
    let patient = match (&result, &request.patient) {
        (Ok(_), SurveyPatient::Existing { patient_id }) => client.get_patient(patient_id).await.ok(),
        (Ok(_), SurveyPatient::New(payload)) => {
            client.get_patient_by_external_reference(&payload.external_reference).await.ok()
        }
        (Err(_), _) => None,
    };
    SurveySent::Sent { result, patient }
}
