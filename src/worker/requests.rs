//! The commands that go to the service: each runs its [flow](super::flows) and the flow's
//! result becomes the [`EventKind`] that answers it; a write cancelled after it may have left
//! is [reconciled](Reconcile) by looking at what the service holds now.

use std::time::Duration;

use crate::api::{ApiError, Client, PatientPayload};

use super::EventSink;
use super::flows::{self, PatientCreated, PatientUpdated, SurveySent};
use super::protocol::{Command, EventKind, Interrupted, RequestId, SurveyStep};
use super::retry::{Reads, RetryPolicy};

/// Runs a command that goes to the service and sends the event that answers it. Commands that
/// are not requests to the service (the worker handles those itself) are ignored.
pub(super) async fn run_request(
    client: Client,
    command: Command,
    id: RequestId,
    events: EventSink,
    policy: RetryPolicy,
) {
    let notice = |attempt: u32, wait: Duration, error: &ApiError| {
        events.send(id, EventKind::Retrying { attempt, wait, error: error.clone() });
    };
    let reads = Reads::new(policy, &notice);
    let client = &client;
    let kind = match command {
        Command::TestConnection => EventKind::ConnectionTested(flows::check_connection(client).await),
        Command::FindPatient { query } => {
            let result = reads.read(|| flows::find_patient(client, &query)).await;
            EventKind::PatientFound { query, result }
        }
        Command::OpenPatient { patient_id } => {
            let result = reads.read(|| client.get_patient(&patient_id)).await;
            EventKind::PatientLoaded { patient_id, result }
        }
        Command::CreatePatient { payload } => created_event(flows::create_patient(client, &payload, reads).await),
        Command::UpdatePatient { patient_id, payload, based_on } => {
            updated_event(flows::update_patient(client, &patient_id, payload, &based_on, reads).await)
        }
        Command::CreateSurvey { request } => {
            survey_event(flows::create_survey(client, &request, reads, &leaving(&events, id)).await)
        }
        Command::UpdatePatientThenCreateSurvey { patient_id, payload, based_on, request } => {
            match flows::update_patient(client, &patient_id, payload, &based_on, reads).await {
                PatientUpdated::Done(Ok(after)) => {
                    events.send(id, EventKind::SurveyPatientUpdated { before: based_on, after });
                    survey_event(flows::send_survey(client, &request, reads, &leaving(&events, id)).await)
                }
                PatientUpdated::Conflict(current) => EventKind::ReferenceOnRecord { patient: current, changed: true },
                PatientUpdated::Done(Err(error)) => EventKind::SurveyNotSent { step: SurveyStep::PatientUpdate, error },
            }
        }
        Command::SettleSurveyCreate { check, .. } => {
            // Asked sooner, the service could still be making the survey and say it has none.
            if let Ok(wait) = Duration::try_from(check.ask_after.duration_since(jiff::Timestamp::now())) {
                tokio::time::sleep(wait).await;
            }
            let ask = flows::Retried { client, reads: &reads };
            let found = flows::find_survey_made(&ask, &check.survey_for, &check.known_surveys).await;
            let patient = match &found {
                Ok(Some(made)) => reads.read(|| client.get_patient(&made.patient_id)).await.ok(),
                _ => None,
            };
            EventKind::SurveyCreateSettled { found, patient }
        }
        Command::ListSurveys { patient_id } => {
            let result = reads.read(|| client.list_patient_surveys(&patient_id)).await;
            EventKind::SurveysListed { patient_id, result }
        }
        Command::OpenSurvey { survey_id } => {
            let result = reads.read(|| client.get_survey(&survey_id)).await;
            EventKind::SurveyLoaded { survey_id, result }
        }
        Command::LoadHistory { survey_id } => {
            let result = reads.read(|| client.get_survey_history(&survey_id)).await;
            EventKind::HistoryLoaded { survey_id, result }
        }
        Command::LoadPlainText { survey_id } => {
            let result = reads.read(|| client.get_plain_text_summary(&survey_id)).await;
            EventKind::PlainTextLoaded { survey_id, result }
        }
        Command::LoadPdf { survey_id } => {
            let result = reads.read(|| client.get_pdf_summary(&survey_id)).await;
            EventKind::PdfLoaded { survey_id, result }
        }
        Command::FindOnRecord { references } => EventKind::OnRecordFound(
            super::batch::find_on_record(client.clone(), references, super::batch::BatchOptions::default()).await,
        ),
        Command::StartSandbox { .. }
        | Command::Connect { .. }
        | Command::SignIn { .. }
        | Command::Resume { .. }
        | Command::SignOut { .. }
        | Command::RenderPdfPreview { .. }
        | Command::SavePdf { .. }
        | Command::OpenFile { .. }
        | Command::ShowInFolder { .. }
        | Command::OpenFolder { .. }
        | Command::SendBatch { .. }
        | Command::OpenDayList { .. }
        | Command::ReadDayList { .. }
        | Command::CreateBatch { .. }
        | Command::FinishBatch { .. }
        | Command::LoadBatch { .. }
        | Command::FindUnfinishedBatches
        | Command::SaveFile { .. }
        | Command::LoadSent { .. }
        | Command::RecordSingleSent { .. }
        | Command::AddDemoColleague
        | Command::TurnClinicSharing { .. }
        | Command::RefreshStatuses { .. }
        | Command::FileAnswered { .. }
        | Command::ReadEid
        | Command::StopBatch { .. }
        | Command::LoadLocalData
        | Command::SaveDraft(_)
        | Command::DeleteDraft(_)
        | Command::RecordActivity(_)
        | Command::Cancel { .. } => return,
    };
    events.send(id, kind);
}

fn created_event(created: PatientCreated) -> EventKind {
    match created {
        PatientCreated::AlreadyOnRecord(patient) => EventKind::DuplicateFound(patient),
        PatientCreated::Done(result) => EventKind::PatientSaved(result),
        PatientCreated::Unclear { error, found } => {
            EventKind::CreateOutcomeChecked { why: Interrupted::Failed(error), found }
        }
    }
}

fn updated_event(updated: PatientUpdated) -> EventKind {
    match updated {
        PatientUpdated::Done(result) => EventKind::PatientSaved(result),
        PatientUpdated::Conflict(current) => EventKind::UpdateConflict { current },
    }
}

fn survey_event(sent: SurveySent) -> EventKind {
    match sent {
        SurveySent::ReferenceOnRecord(patient) => EventKind::ReferenceOnRecord { patient, changed: false },
        SurveySent::ReadFailed { step, error } => EventKind::SurveyNotSent { step, error },
        SurveySent::Sent { result, patient } => EventKind::SurveyCreated { result, patient },
        SurveySent::Unknown { error, check } => EventKind::SurveyCreateUnknown { error, check },
    }
}

/// Tells the dialog a survey's create is leaving, with what tells afterwards whether it did.
fn leaving(events: &EventSink, id: RequestId) -> impl Fn(&flows::CreateCheck) + Sync + '_ {
    move |check| events.send(id, EventKind::SurveyLeaving { check: check.clone() })
}

/// The answer to a command that needs a connection when there is none.
pub(super) fn not_connected_event(command: Command, error: ApiError) -> EventKind {
    match command {
        Command::TestConnection => EventKind::ConnectionTested(Err(error)),
        Command::FindPatient { query } => EventKind::PatientFound { query, result: Err(error) },
        Command::OpenPatient { patient_id } => EventKind::PatientLoaded { patient_id, result: Err(error) },
        Command::CreatePatient { .. } | Command::UpdatePatient { .. } => EventKind::PatientSaved(Err(error)),
        Command::CreateSurvey { .. } | Command::UpdatePatientThenCreateSurvey { .. } => {
            EventKind::SurveyCreated { result: Err(error), patient: None }
        }
        Command::SettleSurveyCreate { .. } => EventKind::SurveyCreateSettled { found: Err(error), patient: None },
        Command::ListSurveys { patient_id } => EventKind::SurveysListed { patient_id, result: Err(error) },
        Command::OpenSurvey { survey_id } => EventKind::SurveyLoaded { survey_id, result: Err(error) },
        Command::LoadHistory { survey_id } => EventKind::HistoryLoaded { survey_id, result: Err(error) },
        Command::LoadPlainText { survey_id } => EventKind::PlainTextLoaded { survey_id, result: Err(error) },
        Command::LoadPdf { survey_id } => EventKind::PdfLoaded { survey_id, result: Err(error) },
        Command::FindOnRecord { references } => {
            EventKind::OnRecordFound(references.into_iter().map(|reference| (reference, Err(error.clone()))).collect())
        }
        _ => EventKind::ConnectionTested(Err(error)),
    }
}

/// What a cancelled write may have done, and how to check.
pub(super) enum Reconcile {
    /// Look the reference up: was the patient created?
    CreatePatient { reference: String },
    /// Fetch the record: were the changes saved?
    UpdatePatient { patient_id: String, payload: Box<PatientPayload> },
}

impl Reconcile {
    pub(super) fn of(command: &Command) -> Option<Reconcile> {
        match command {
            Command::CreatePatient { payload } => {
                Some(Reconcile::CreatePatient { reference: payload.external_reference.clone() })
            }
            Command::UpdatePatient { patient_id, payload, .. } => {
                Some(Reconcile::UpdatePatient { patient_id: patient_id.clone(), payload: Box::new(payload.clone()) })
            }
            _ => None,
        }
    }

    /// Finds out what the cancelled write `target` did and says so, as its answer.
    pub(super) async fn run(self, client: Client, target: RequestId, events: EventSink, policy: RetryPolicy) {
        let notice = |attempt: u32, wait: Duration, error: &ApiError| {
            events.send(target, EventKind::Retrying { attempt, wait, error: error.clone() });
        };
        let reads = Reads::new(policy, &notice);
        let kind = match self {
            Reconcile::CreatePatient { reference } => EventKind::CreateOutcomeChecked {
                why: Interrupted::Cancelled,
                found: flows::look_up_reference(&client, &reference, reads).await,
            },
            Reconcile::UpdatePatient { patient_id, payload } => {
                EventKind::UpdateOutcomeChecked { found: reads.read(|| client.get_patient(&patient_id)).await, payload }
            }
        };
        events.send(target, kind);
    }
}
