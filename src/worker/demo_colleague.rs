//! The demo's colleague (the built-in sandbox only): a second desk of the demo clinic, whose
//! day's list a new user adds to try what the clinic-wide views show where IT names a clinic
//! database (the desk column, "all desks / this desk", reminders and filing for the clinic).
//! Its invitations are real surveys of the sandbox, sent the way a single survey is sent
//! ([`flows::send_survey`]), and kept in this desk's journal as a finished list made at the
//! colleague's desk. Nothing of it can happen against a real service.

use tokio::sync::mpsc;

use super::flows::{self, SurveySent};
use super::retry::Reads;
use super::{EventKind, RequestId, Worker};
use crate::api::{Channel, CreateSurveyRequest, SurveyPatient};
use crate::batch_journal::{BatchItem, SingleSent};
use crate::drafts::DraftPatient;

/// The colleague's desk, as IT would name a workstation.
pub const COLLEAGUE_DESK: &str = "Front desk 2";
/// How many of the demo patients the colleague invites.
const INVITED: usize = 5;

impl Worker {
    /// Sends the colleague's list in the sandbox and keeps it in the journal; answered with
    /// [`EventKind::DemoColleagueAdded`] (how many were invited).
    pub(super) fn add_demo_colleague(&mut self, id: RequestId, done: &mpsc::UnboundedSender<RequestId>) {
        let events = self.events.clone();
        let in_the_sandbox = match (&self.sandbox, &self.session) {
            (Some(sandbox), Some(session)) => sandbox.base_url().trim_end_matches('/') == session.api_base,
            _ => false,
        };
        let (Some(client), Some(session), Some(journals), true) =
            (self.client.clone(), self.session.clone(), self.journal_place.clone(), in_the_sandbox)
        else {
            events.send(id, EventKind::DemoColleagueAdded(Err("only in the built-in sandbox".to_owned())));
            return;
        };
        let patient_ids = self.sandbox.as_ref().map(crate::sandbox::Sandbox::demo_patient_ids).unwrap_or_default();
        let policy = self.retry_policy();
        let clock = self.options.clock.now();
        self.spawn(id, done, async move {
            let reads = Reads::quiet(policy);
            let now = clock.timestamp();
            // Sent today, whatever the time: a new user trying the demo at five past midnight
            // finds the colleague's invitations in Today, as the home screen says.
            let midnight = clock.start_of_day().map_or(now, |midnight| midnight.timestamp());
            let mut sent = Vec::new();
            for patient_id in patient_ids {
                if sent.len() == INVITED {
                    break;
                }
                let Ok(patient) = reads.read(|| client.get_patient(&patient_id)).await else { continue };
                let channel = match (&patient.email, &patient.phone) {
                    (Some(email), _) if !email.trim().is_empty() => Channel::Email,
                    (_, Some(_)) => Channel::Sms,
                    _ => continue,
                };
                let request = CreateSurveyRequest {
                    patient: SurveyPatient::Existing { patient_id: patient_id.clone() },
                    include_url: false,
                    include_pin_in_url: false,
                    invitation: Some(channel),
                };
                let SurveySent::Sent { result: Ok(created), .. } =
                    flows::send_survey(&client, &request, reads, &|_| {}).await
                else {
                    continue;
                };
                let reference = patient.external_reference.clone().unwrap_or_default();
                // The colleague sent them a few minutes apart, before now (and since midnight).
                let minutes = i64::try_from(INVITED - sent.len()).unwrap_or(1) * 7;
                sent.push(SingleSent {
                    survey_id: created.survey_id,
                    patient_id: Some(patient_id),
                    item: BatchItem {
                        reference: reference.clone(),
                        patient: DraftPatient {
                            first_name: patient.first_name.clone(),
                            last_name: patient.last_name.clone(),
                            external_reference: reference,
                            ..DraftPatient::default()
                        },
                        sms: channel == Channel::Sms,
                        ..BatchItem::default()
                    },
                    sent_at: (now - jiff::SignedDuration::from_mins(minutes)).max(midnight),
                });
            }
            let count = sent.len();
            let kept = super::day_list::with_journal(Some(journals), move |journal| {
                journal.keep_sent_list("agenda-front-desk-2.csv", &sent, &session, Some(COLLEAGUE_DESK))
            })
            .await;
            events.send(id, EventKind::DemoColleagueAdded(kept.map(|_| count)));
        });
    }
}
