//! Sending a day's list: every row's invitation, a few at a time, never twice.
//!
//! - **Never twice.** A row's intent is in the [journal](crate::batch_journal) before its
//!   request leaves, with what is needed to tell afterwards whether the service handled it (the
//!   patient's surveys just before, or that there was no patient). A row found "sending" — the
//!   app crashed, or the answer never came — is first looked up at the service: a survey that
//!   was not there before means it was sent; only otherwise is it sent again. The service is
//!   asked only once the request cannot still be under way (the client's request timeout from
//!   when it left, [`SETTLE_MARGIN`] more): until then the row is unknown, and nothing sends it
//!   (a check made sooner could miss a survey the service is still making).
//! - **Never a patient changed silently.** An existing external reference gets a form-1 survey
//!   for that patient; when the file's details differ from the record the row is skipped as
//!   "details differ" unless the user chose, for that row, to update the record first.
//! - **One pace for the whole batch.** A 429's `Retry-After` (or a 5xx's back-off) holds every
//!   row's next request, not only the one that got it; a refused request (429) had no effect
//!   and is sent again after the wait.
//! - **Cancel** stops new rows; rows in flight finish and are journaled.

use std::sync::atomic::{AtomicBool, AtomicI64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::api::error::ErrorKind;
use crate::api::{ApiError, Client, CreateSurveyRequest, Survey, SurveyPatient};
use crate::batch_journal::{BatchItem, BatchJournal, Claim, JournalError, JournalRow, RowState};
pub use crate::batch_journal::{
    SKIPPED_CHANNEL_NOT_ALLOWED, SKIPPED_DETAILS_DIFFER, SKIPPED_INVALID, SKIPPED_RECENTLY_INVITED,
    SKIPPED_SENT_AT_ANOTHER_DESK,
};

// The pace the batch's requests share, and what is done about a patient already on record,
// are each their own module; this one sends the rows.
mod existing_patient;
mod pace;
mod running;

use running::blocking;
pub(in crate::worker) use running::lock;

pub use existing_patient::find_on_record;
pub use pace::{Pace, Pacer, fetch_surveys, paced_each};

/// How a batch is sent.
#[derive(Clone, Debug)]
pub struct BatchOptions {
    /// Rows in flight at once.
    pub concurrency: usize,
    /// The first wait after a 5xx or a lost answer (doubled at each further one, at most
    /// `max_backoff`).
    pub backoff: Duration,
    pub max_backoff: Duration,
    /// Attempts of one request that keeps failing transiently before its row fails.
    pub attempts: u32,
    /// Waits for 429s of one request before its row fails (the service may be busy for long).
    pub busy_waits: u32,
}

impl Default for BatchOptions {
    fn default() -> Self {
        BatchOptions {
            concurrency: 4,
            backoff: Duration::from_millis(500),
            max_backoff: Duration::from_secs(30),
            attempts: 4,
            busy_waits: 60,
        }
    }
}

pub use super::flows::SETTLE_MARGIN;

/// A survey made for the patient this recently (by any desk: the service is what desks share)
/// holds a row back as "already invited", unless the user chooses to send it anyway.
pub const RECENTLY_INVITED: jiff::SignedDuration = jiff::SignedDuration::from_hours(12);

/// What changed for one row, as it happens (for the progress bar, the result table and the
/// activity log).
#[derive(Clone, Debug, PartialEq)]
pub struct RowUpdate {
    pub reference: String,
    pub state: RowState,
    /// What the row did to the patient's record, when it did something.
    pub patient: Option<PatientChange>,
}

/// A record a row updated (for the activity log: its id and the fields' names, never values).
#[derive(Clone, Debug, PartialEq)]
pub enum PatientChange {
    /// The names of the fields that changed, as the service names them.
    Updated { patient_id: String, fields: Vec<String> },
}

/// A batch being sent: the client, the journal and the pace its rows share.
pub struct Batch {
    client: Client,
    journal: Arc<Mutex<BatchJournal>>,
    batch_id: String,
    options: BatchOptions,
    pace: Pace,
    stop: Arc<AtomicBool>,
    today: jiff::civil::Date,
    /// This run's name in the batch's lease, once it holds it.
    owner: std::sync::OnceLock<String>,
    /// The IT policy as it is now (every row is held to it, whenever the batch runs).
    policy: crate::policy::Policy,
    /// The rows the user asked to send again, with their choice, applied once the lease is held.
    again: Vec<(String, bool)>,
    /// Only ask the service about rows that may have been sent (the user closes the batch):
    /// nothing is sent.
    only_asking: bool,
    /// The rules a reminder row is held to when it leaves, and the time they are read at.
    reminder_rules: crate::reminders::ReminderRules,
    clock: crate::reminders::Clock,
    /// Told `true` when the batch pauses because its journal is out of reach (the clinic
    /// database), `false` when it resumes.
    journal_watch: JournalWatch,
}

/// How often a batch paused for its journal out of reach tries it again.
const JOURNAL_RETRY: Duration = Duration::from_secs(1);

/// What a batch tells when its journal goes out of reach (`true`) and comes back (`false`).
pub type JournalWatch = Arc<dyn Fn(bool) + Send + Sync>;

impl Batch {
    pub fn new(client: Client, journal: Arc<Mutex<BatchJournal>>, batch_id: String, options: BatchOptions) -> Batch {
        let stop = Arc::new(AtomicBool::new(false));
        Batch {
            client,
            journal,
            batch_id,
            pace: Pace::new(options.clone()).stoppable(Arc::clone(&stop)),
            options,
            stop,
            today: jiff::ZonedDateTime::now().date(),
            owner: std::sync::OnceLock::new(),
            policy: crate::policy::Policy::default(),
            again: Vec::new(),
            only_asking: false,
            reminder_rules: crate::reminders::ReminderRules::default(),
            clock: crate::reminders::Clock::system(),
            journal_watch: Arc::new(|_| {}),
        }
    }

    /// `watch` is told when the batch pauses for its journal out of reach, and when it resumes.
    #[must_use]
    pub fn with_journal_watch(mut self, watch: JournalWatch) -> Batch {
        self.journal_watch = watch;
        self
    }

    /// Reminder rows are sent only as `rules` allow at `clock`'s time (the user's rules within
    /// the policy's).
    #[must_use]
    pub fn with_reminder_rules(
        mut self,
        rules: crate::reminders::ReminderRules,
        clock: crate::reminders::Clock,
    ) -> Batch {
        self.reminder_rules = rules;
        self.clock = clock;
        self
    }

    /// The batch stops starting rows when `stop` is set (rows whose request left finish).
    #[must_use]
    pub fn with_stop(mut self, stop: Arc<AtomicBool>) -> Batch {
        self.pace = Pace::new(self.options.clone()).stoppable(Arc::clone(&stop));
        self.stop = stop;
        self
    }

    /// Only what `policy` allows is sent (a list made before IT turned a channel off keeps it
    /// in its rows).
    #[must_use]
    pub fn with_policy(mut self, policy: &crate::policy::Policy) -> Batch {
        self.policy = policy.clone();
        self
    }

    /// These rows are sent again, with the user's choice for each ([`BatchJournal::send_again`]).
    #[must_use]
    pub fn sending_again(mut self, again: Vec<(String, bool)>) -> Batch {
        self.again = again;
        self
    }

    /// The batch is being closed: rows that may have been sent are asked about, nothing is sent.
    #[must_use]
    pub fn only_asking(mut self) -> Batch {
        self.only_asking = true;
        self
    }

    fn stopped(&self) -> bool {
        self.stop.load(Ordering::SeqCst)
    }

    /// One row to its end: asked about if it may have been sent, then sent if it was not.
    /// A row the batch stopped before is left as it was.
    async fn send_row(&self, row: JournalRow, update: &(dyn Fn(RowUpdate) + Send + Sync)) -> Result<(), JournalError> {
        let reference = row.item.reference.clone();
        let ask_after = row.state.ask_after();
        let state = match row.state {
            RowState::Sending { patient_id, known_surveys, .. }
            | RowState::Unknown { patient_id, known_surveys, .. } => {
                // Its request may still be under way (a run stopped, or the app ended, right
                // after it left): asked about only once it cannot be. Stopped meanwhile, the
                // row is left as it is.
                if let Some(when) = ask_after
                    && !self.wait_until(when).await
                {
                    return Ok(());
                }
                match self.reconcile(&row.item, patient_id.as_deref(), known_surveys.as_deref()).await {
                    Ok(Some(sent)) => Some(sent),
                    // Certainly not handled: closing, it is not sent (and says so).
                    Ok(None) if self.only_asking => Some(RowState::Pending),
                    Ok(None) => self.send(&row.item, update).await?,
                    Err(error) => Some(unknown(patient_id, known_surveys, &error, None)),
                }
            }
            _ if self.only_asking => None,
            _ => self.send(&row.item, update).await?,
        };
        match state {
            Some(state) => self.record(&reference, state, update).await,
            None => Ok(()),
        }
    }

    /// Sends the row's invitation; the state it ends in (journaled by the caller), or `None`
    /// when the batch stopped before its request left.
    async fn send(
        &self,
        item: &BatchItem,
        update: &(dyn Fn(RowUpdate) + Send + Sync),
    ) -> Result<Option<RowState>, JournalError> {
        if self.stopped() {
            return Ok(None);
        }
        // IT's policy as it is now, whatever it was when the list was made: the rule of every
        // send (a row is sent with its link, never with the PIN in it).
        if self.policy.allows_invitation(Some(item.channel()), false).is_err() {
            return Ok(Some(skipped(SKIPPED_CHANNEL_NOT_ALLOWED, None)));
        }
        if let Some(reminder) = &item.reminder {
            return self.send_reminder(item, reminder, update).await;
        }
        // A patient on record needs only what the file gives (the record keeps the rest, such
        // as a sex an agenda's export leaves out); a new patient needs every required field.
        let payload = item.payload(self.today);
        let on_record = match self.pace.read(|| self.client.get_patient_by_external_reference(&item.reference)).await {
            Ok(patient) => Some(patient),
            Err(error) if error.kind == ErrorKind::NotFound => None,
            Err(error) => return Ok(self.not_sent(&error)),
        };
        let patient = match on_record {
            Some(patient) => match self.bring_up_to_date(patient, item, update).await {
                Ok(patient) => Some(patient),
                Err(held_back) => return Ok(held_back),
            },
            None => None,
        };
        // What the service holds before the request: how a lost answer is told apart later,
        // and how an invitation another desk sent today is seen.
        let (patient_id, known_surveys) = match &patient {
            Some(patient) => match self.pace.read(|| self.client.list_patient_surveys(&patient.patient_id)).await {
                Ok(surveys) => {
                    if !item.despite_recent
                        && let Some(latest) = recent_invitation(&surveys)
                    {
                        let mut held = skipped(SKIPPED_RECENTLY_INVITED, Some(patient.patient_id.clone()));
                        if let RowState::Skipped { invited_at, .. } = &mut held {
                            *invited_at = Some(latest.to_string());
                        }
                        return Ok(Some(held));
                    }
                    (Some(patient.patient_id.clone()), Some(surveys.into_iter().map(|s| s.survey_id).collect()))
                }
                Err(error) => return Ok(self.not_sent(&error)),
            },
            None => (None, None),
        };
        let patient = match (&patient_id, payload) {
            (Some(patient_id), _) => SurveyPatient::Existing { patient_id: patient_id.clone() },
            (None, Some(payload)) => SurveyPatient::New(Box::new(payload)),
            (None, None) => return Ok(Some(skipped(SKIPPED_INVALID, None))),
        };
        self.create_survey(item, patient, patient_id, known_surveys, update).await
    }

    /// A reminder row: the invitation's surveys fetched again and the patient's listed right
    /// before it leaves, then the rules asked with what the service says now (by any desk) —
    /// a patient who started answering anything since the invitation is never reminded. Then a new
    /// survey (form 1) by the row's channel, journaled like any row's.
    async fn send_reminder(
        &self,
        item: &BatchItem,
        reminder: &crate::batch_journal::ReminderOf,
        update: &(dyn Fn(RowUpdate) + Send + Sync),
    ) -> Result<Option<RowState>, JournalError> {
        let patient_id = match &reminder.patient_id {
            Some(patient_id) => patient_id.clone(),
            None => match self.pace.read(|| self.client.get_patient_by_external_reference(&item.reference)).await {
                Ok(patient) => patient.patient_id,
                Err(error) => return Ok(self.not_sent(&error)),
            },
        };
        let mut started = false;
        for survey_id in &reminder.surveys {
            match self.pace.read(|| self.client.get_survey(survey_id)).await {
                Ok(survey) => started |= crate::survey_progress::has_started(&survey),
                // A survey the service no longer has was not answered (the others tell).
                Err(error) if error.kind == ErrorKind::NotFound => {}
                Err(error) => return Ok(self.not_sent(&error)),
            }
        }
        let surveys = match self.pace.read(|| self.client.list_patient_surveys(&patient_id)).await {
            Ok(surveys) => surveys,
            Err(error) => return Ok(self.not_sent(&error)),
        };
        // Every survey the patient was sent since the invitation, from any desk: a reminder
        // another desk sent counts, and so does its answer.
        let mut since: Vec<jiff::Timestamp> = Vec::new();
        for survey in &surveys {
            if survey.survey_id == reminder.invitation {
                continue;
            }
            let made = survey.created_at.as_ref().and_then(|made| made.instant);
            let later = made.is_none_or(|made| made > reminder.invited_at);
            if !later {
                continue;
            }
            if let Some(made) = made {
                since.push(made);
            }
            if !reminder.surveys.contains(&survey.survey_id) && !started {
                // The list's element may not say whether it was started: the survey does.
                started |= crate::survey_progress::has_started(survey)
                    || match self.pace.read(|| self.client.get_survey(&survey.survey_id)).await {
                        Ok(survey) => crate::survey_progress::has_started(&survey),
                        Err(error) if error.kind == ErrorKind::NotFound => false,
                        Err(error) => return Ok(self.not_sent(&error)),
                    };
            }
        }
        let reminders = if since.len() >= reminder.reminded_at.len() { since } else { reminder.reminded_at.clone() };
        let invitation = crate::reminders::Invitation {
            sent_at: reminder.invited_at,
            reminders,
            appointment: item.appointment(),
            started,
        };
        let now = self.clock.now();
        let confirmed =
            crate::reminders::confirmation_holds(&self.reminder_rules, reminder.quiet_hours_confirmed_at, &now);
        if let Err(why) = crate::reminders::may_remind(&self.reminder_rules, &invitation, &now, confirmed) {
            return Ok(Some(skipped(crate::batch_journal::skipped_reason(&why), Some(patient_id))));
        }
        let known_surveys = Some(surveys.into_iter().map(|survey| survey.survey_id).collect());
        let patient = SurveyPatient::Existing { patient_id: patient_id.clone() };
        self.create_survey(item, patient, Some(patient_id), known_surveys, update).await
    }

    /// The row's survey request, journaled as sending first; a request that may have been
    /// handled is unknown until it cannot still be under way, then asked about, before it is
    /// ever sent again.
    async fn create_survey(
        &self,
        item: &BatchItem,
        patient: SurveyPatient,
        patient_id: Option<String>,
        known_surveys: Option<Vec<String>>,
        update: &(dyn Fn(RowUpdate) + Send + Sync),
    ) -> Result<Option<RowState>, JournalError> {
        // The last moment a pause, a cancel or a sign-out keeps the row unsent.
        if self.stopped() {
            return Ok(None);
        }
        // The patient's invitation of the day, claimed before anything leaves: another desk (or
        // list) that claimed it first sent it, or is sending it. "Send anyway" sends regardless.
        let day = self.clock.now().date();
        if !item.despite_recent
            && let Some(holder) = self.claim(&item.reference, day).await?
        {
            let mut held = skipped(SKIPPED_SENT_AT_ANOTHER_DESK, patient_id);
            if let RowState::Skipped { invited_at, by_desk, .. } = &mut held {
                *invited_at = Some(holder.claimed_at);
                *by_desk = Some(holder.desk);
            }
            return Ok(Some(held));
        }
        let ended = self.create_survey_claimed(item, patient, patient_id, known_surveys, update).await;
        // A row that certainly did not leave gives its claim back: it may be sent again, here
        // or at another desk.
        if let Ok(Some(RowState::Failed { .. } | RowState::Pending)) | Ok(None) = &ended
            && let Err(error) = self.release_claim(&item.reference, day).await
        {
            tracing::warn!("a claim on an invitation that did not leave could not be given back: {error}");
        }
        ended
    }

    /// The row's claim on its patient's invitation of `day` ([`BatchJournal::claim`]).
    async fn claim(&self, reference: &str, day: jiff::civil::Date) -> Result<Option<Claim>, JournalError> {
        let (journal, id, key) = (Arc::clone(&self.journal), self.batch_id.clone(), reference.to_owned());
        blocking(move || lock(&journal).claim(&id, &key, day)).await
    }

    async fn release_claim(&self, reference: &str, day: jiff::civil::Date) -> Result<(), JournalError> {
        let (journal, id, key) = (Arc::clone(&self.journal), self.batch_id.clone(), reference.to_owned());
        blocking(move || lock(&journal).release_claim(&id, &key, day)).await
    }

    /// [`Batch::create_survey`] once the row holds its claim.
    async fn create_survey_claimed(
        &self,
        item: &BatchItem,
        patient: SurveyPatient,
        patient_id: Option<String>,
        known_surveys: Option<Vec<String>>,
        update: &(dyn Fn(RowUpdate) + Send + Sync),
    ) -> Result<Option<RowState>, JournalError> {
        let request = CreateSurveyRequest {
            patient,
            include_url: true,
            include_pin_in_url: false,
            invitation: Some(item.channel()),
        };
        let mut attempt = 0;
        loop {
            let sending = RowState::Sending {
                patient_id: patient_id.clone(),
                known_surveys: known_surveys.clone(),
                ask_after: Some(self.ask_after(jiff::Timestamp::now())),
            };
            self.record(&item.reference, sending, update).await?;
            // When the request really left (the batch's pace may hold it, for a 429's wait):
            // from then on the service may be handling it, so the row is journaled again just
            // before it leaves, with the time it may be under way counted from then. A crash
            // after that resumes by asking no sooner; a journal that cannot be written sends
            // nothing.
            let left = AtomicI64::new(jiff::Timestamp::now().as_millisecond());
            let journal_failed = std::sync::Mutex::new(None);
            let sent = self
                .pace
                .write(|| {
                    let now = jiff::Timestamp::now();
                    left.store(now.as_millisecond(), Ordering::SeqCst);
                    let leaving = RowState::Sending {
                        patient_id: patient_id.clone(),
                        known_surveys: known_surveys.clone(),
                        ask_after: Some(self.ask_after(now)),
                    };
                    let (journal_failed, request) = (&journal_failed, &request);
                    async move {
                        if let Err(error) = self.record(&item.reference, leaving, update).await {
                            *journal_failed.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = Some(error);
                            // Not sent; the journal's error is what the row ends with.
                            return Err(ApiError::of_kind(ErrorKind::InvalidInput));
                        }
                        self.client.create_survey(request).await
                    }
                })
                .await;
            if let Some(error) = journal_failed.into_inner().unwrap_or_else(std::sync::PoisonError::into_inner) {
                return Err(error);
            }
            match sent {
                Ok(created) => return Ok(Some(RowState::Sent { survey_id: created.survey_id, patient_id })),
                // Held back by a 429 (not handled) when the batch stopped: certainly not sent.
                Err(error) if error.kind == ErrorKind::RateLimited && self.stopped() => {
                    return Ok(Some(RowState::Pending));
                }
                Err(error) if super::flows::may_have_been_handled(&error) => {
                    // It may have been handled, or be handled still: unknown (and shown so)
                    // until it cannot be under way any more, then the service is asked, before
                    // anything is resent. Stopped meanwhile, it stays unknown (and is asked
                    // about when the batch runs again).
                    attempt += 1;
                    let left = jiff::Timestamp::from_millisecond(left.load(Ordering::SeqCst))
                        .unwrap_or_else(|_| jiff::Timestamp::now());
                    let ask_after = self.ask_after(left);
                    let unknown = unknown(patient_id.clone(), known_surveys.clone(), &error, Some(ask_after));
                    self.record(&item.reference, unknown.clone(), update).await?;
                    if !self.wait_until(ask_after).await {
                        return Ok(Some(unknown));
                    }
                    match self.reconcile(item, patient_id.as_deref(), known_surveys.as_deref()).await {
                        Ok(Some(sent)) => return Ok(Some(sent)),
                        Ok(None) if attempt < self.options.attempts && !self.stopped() => {
                            self.pace.back_off(attempt).await;
                        }
                        Ok(None) => return Ok(Some(failed(&error))),
                        Err(_) => return Ok(Some(unknown)),
                    }
                }
                Err(error) => return Ok(Some(failed(&error))),
            }
        }
    }

    /// Until when a request that left at `left` may still be under way at the service.
    fn ask_after(&self, left: jiff::Timestamp) -> jiff::Timestamp {
        super::flows::ask_after(&self.client, left)
    }

    /// Waits until `when`, hearing a stop within a tenth of a second; `false` when the batch
    /// stopped first.
    async fn wait_until(&self, when: jiff::Timestamp) -> bool {
        loop {
            if self.stopped() {
                return false;
            }
            let Ok(left) = Duration::try_from(when.duration_since(jiff::Timestamp::now())) else {
                return true;
            };
            if left.is_zero() {
                return true;
            }
            tokio::time::sleep(left.min(Duration::from_millis(100))).await;
        }
    }

    /// A read before the row's request failed: nothing was sent. Stopped meanwhile, the row is
    /// left as it was; otherwise it failed.
    fn not_sent(&self, error: &ApiError) -> Option<RowState> {
        (!(self.stopped() && error.kind == ErrorKind::RateLimited)).then(|| failed(error))
    }

    /// Whether a request that may have left was handled (the one rule of
    /// [`find_survey_made`](super::flows::find_survey_made), asked at the batch's pace).
    /// `None`: not handled, safe to send.
    async fn reconcile(
        &self,
        item: &BatchItem,
        patient_id: Option<&str>,
        known_surveys: Option<&[String]>,
    ) -> Result<Option<RowState>, ApiError> {
        let survey_for = match patient_id {
            Some(patient_id) => super::flows::SurveyFor::Patient(patient_id.to_owned()),
            None => super::flows::SurveyFor::NewPatient { reference: item.reference.clone() },
        };
        let known = known_surveys.unwrap_or_default();
        let made = super::flows::find_survey_made(self, &survey_for, known).await?;
        Ok(made.map(|made| RowState::Sent { survey_id: made.survey_id, patient_id: Some(made.patient_id) }))
    }
}

/// The batch asks whether a row's survey was made at its pace, as every other request.
impl super::flows::AskService for Batch {
    fn patient_with_reference<'a>(&'a self, reference: &'a str) -> super::flows::BoxedRequest<'a, crate::api::Patient> {
        Box::pin(self.pace.read(move || self.client.get_patient_by_external_reference(reference)))
    }

    fn surveys_of<'a>(&'a self, patient_id: &'a str) -> super::flows::BoxedRequest<'a, Vec<Survey>> {
        Box::pin(self.pace.read(move || self.client.list_patient_surveys(patient_id)))
    }
}

/// When the patient's latest survey made less than [`RECENTLY_INVITED`] ago was made.
fn recent_invitation(surveys: &[Survey]) -> Option<jiff::Timestamp> {
    let since = jiff::Timestamp::now() - RECENTLY_INVITED;
    surveys.iter().filter_map(|survey| survey.created_at.as_ref()?.instant).filter(|made| *made >= since).max()
}

fn skipped(reason: &str, patient_id: Option<String>) -> RowState {
    RowState::Skipped {
        reason: reason.to_owned(),
        patient_id,
        differences: Vec::new(),
        on_record: None,
        invited_at: None,
        by_desk: None,
    }
}

fn unknown(
    patient_id: Option<String>,
    known_surveys: Option<Vec<String>>,
    error: &ApiError,
    ask_after: Option<jiff::Timestamp>,
) -> RowState {
    RowState::Unknown { patient_id, known_surveys, problem: error.to_string(), kind: Some(error.kind), ask_after }
}

fn failed(error: &ApiError) -> RowState {
    RowState::Failed { problem: error.to_string(), kind: Some(error.kind) }
}
