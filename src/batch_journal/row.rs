//! A batch's rows as the journal keeps them: what a row asks to send ([`BatchItem`]), where it
//! stands ([`RowState`]), the details in which it differs from the record, and the message ids
//! of why a row was not sent on purpose.

use serde::{Deserialize, Serialize};

use crate::api::{Channel, Patient, PatientPayload};
use crate::drafts::DraftPatient;
use crate::patient::{Field, PatientDraft};

/// A row of a batch as the journal keeps it.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct BatchItem {
    /// The patient's external reference: a row's key within its batch (one invitation per
    /// patient per batch).
    pub reference: String,
    /// Where the row was in the file.
    pub line: usize,
    /// The patient's fields as the row gave them (checked before the batch was made).
    pub patient: DraftPatient,
    /// Invited by SMS (else by e-mail).
    pub sms: bool,
    /// The user chose to update a patient on record whose details differ from the file's.
    pub update_on_record: bool,
    /// The fields the file gave for this row (their wire names): only these are compared with
    /// a record and written to it; what the file does not carry is left as the record has it.
    /// Empty in rows journaled before it was kept: then the fields the row has a value for.
    #[serde(default)]
    pub given: Vec<String>,
    /// The record as the user saw it when they chose to update it: the update is made only if
    /// the record is still so (a colleague's correction since is never overwritten).
    #[serde(default)]
    pub compared_record: Option<Patient>,
    /// The user chose to send though the patient was invited a short while ago (from any desk).
    #[serde(default)]
    pub despite_recent: bool,
    /// The appointment the list gave for the row (`2026-11-25T14:30:00` or `2026-11-25`, see
    /// [`crate::import::Appointment::to_iso`]): when reminders must stop, and what the follow-up
    /// sorts by. None in rows journaled before it was kept, and in lists without one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub appointment: Option<String>,
    /// The row is a reminder of an earlier invitation (issue 31), not a first invitation: sent
    /// as form 1 to the patient on record, only if the reminder rules allow it when it leaves.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reminder: Option<ReminderOf>,
}

/// What a reminder row reminds of: the invitation and what became of it since.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ReminderOf {
    /// The survey of the first invitation: the key its reminders share.
    pub invitation: String,
    /// The invitation's surveys so far, the first invitation's first: all are fetched again
    /// right before the reminder leaves (the patient may answer any of their links).
    pub surveys: Vec<String>,
    /// The patient's record (`None`: a list's form-2 survey made it, and the service did not
    /// say its id; it is found by the row's reference when the reminder leaves).
    pub patient_id: Option<String>,
    /// When the first invitation was sent.
    pub invited_at: jiff::Timestamp,
    /// When its reminders were sent, as this workstation knows them.
    #[serde(default)]
    pub reminded_at: Vec<jiff::Timestamp>,
    /// When the user confirmed sending in the evening or at night: it holds for that evening or
    /// night only ([`crate::reminders::confirmation_holds`]). A journal of an earlier version
    /// kept only "confirmed", with no time: read as not confirmed, so it is asked again.
    #[serde(default)]
    pub quiet_hours_confirmed_at: Option<jiff::Timestamp>,
}

impl BatchItem {
    /// The row's appointment, when the list gave one (and it reads back).
    pub fn appointment(&self) -> Option<crate::import::Appointment> {
        self.appointment.as_deref().and_then(crate::import::Appointment::from_iso)
    }

    pub fn channel(&self) -> Channel {
        if self.sms { Channel::Sms } else { Channel::Email }
    }

    /// What is sent for the patient (`None` if the row no longer validates, which the batch
    /// was checked against before it was made).
    pub fn payload(&self, today: jiff::civil::Date) -> Option<PatientPayload> {
        crate::patient::PatientDraft::from(self.patient.clone()).to_payload(today).ok()
    }

    /// The fields the file gave for this row.
    pub fn given_fields(&self) -> Vec<Field> {
        if self.given.is_empty() {
            let draft = PatientDraft::from(self.patient.clone());
            return Field::ALL.into_iter().filter(|field| !draft.display_value(*field).trim().is_empty()).collect();
        }
        self.given.iter().filter_map(|name| Field::from_service_name(name)).collect()
    }
}

/// Where a row stands.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "state", rename_all = "camelCase")]
pub enum RowState {
    /// Not tried yet.
    Pending,
    /// Its request may have left: `known_surveys` are the surveys the patient had just before
    /// (`None`: there was no patient with the reference, so the request was form 2).
    #[serde(rename_all = "camelCase")]
    Sending {
        patient_id: Option<String>,
        known_surveys: Option<Vec<String>>,
        /// See [`RowState::ask_after`].
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ask_after: Option<jiff::Timestamp>,
    },
    /// The service created the survey (and, for form 2, the patient).
    #[serde(rename_all = "camelCase")]
    Sent { survey_id: String, patient_id: Option<String> },
    /// Not sent, on purpose: why (a message id the app words, e.g. the details differ), and
    /// for "details differ" the fields that do, for the user to compare before choosing.
    #[serde(rename_all = "camelCase")]
    Skipped {
        reason: String,
        patient_id: Option<String>,
        #[serde(default)]
        differences: Vec<Difference>,
        /// For "details differ": the record as it was compared (the update the user may choose
        /// is made only if it is still so).
        #[serde(default)]
        on_record: Option<Box<Patient>>,
        /// For "already invited": when the patient's latest survey was made (RFC 3339); for
        /// "sent at another desk": when that desk claimed the invitation.
        #[serde(default)]
        invited_at: Option<String>,
        /// For "sent at another desk": which desk.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by_desk: Option<String>,
    },
    /// Its request may have been handled, and the service could not be asked whether it was
    /// (the answer and the look-up both failed): neither sent nor not sent. Never sent again
    /// without asking the service first (with what the service held before, kept here).
    #[serde(rename_all = "camelCase")]
    Unknown {
        patient_id: Option<String>,
        known_surveys: Option<Vec<String>>,
        problem: String,
        #[serde(default)]
        kind: Option<crate::api::error::ErrorKind>,
        /// See [`RowState::ask_after`].
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ask_after: Option<jiff::Timestamp>,
    },
    /// Not sent: the service refused it, or it could not be reached (the error, in English, for
    /// the log and the result file; the app words the kind).
    #[serde(rename_all = "camelCase")]
    Failed {
        problem: String,
        /// What kind of failure it was (rows journaled before it was kept have none).
        #[serde(default)]
        kind: Option<crate::api::error::ErrorKind>,
    },
}

impl RowState {
    /// Nothing more will be done for the row (an unknown outcome is not finished: it is asked
    /// about the next time the batch runs).
    pub fn is_finished(&self) -> bool {
        matches!(self, RowState::Sent { .. } | RowState::Skipped { .. } | RowState::Failed { .. })
    }

    /// Its request may have left: the service is asked before anything is sent again.
    pub fn may_have_been_sent(&self) -> bool {
        matches!(self, RowState::Sending { .. } | RowState::Unknown { .. })
    }

    /// For a row whose request may have left: until when the service may still be handling it
    /// (the client's request timeout from when it left, and a margin). The service is asked
    /// whether it was handled only after; before, a check could miss it, and nothing is sent
    /// again meanwhile. `None`: it may be asked at once (and in rows journaled before it was
    /// kept).
    pub fn ask_after(&self) -> Option<jiff::Timestamp> {
        match self {
            RowState::Sending { ask_after, .. } | RowState::Unknown { ask_after, .. } => *ask_after,
            _ => None,
        }
    }

    pub(super) fn name(&self) -> &'static str {
        match self {
            RowState::Pending => "pending",
            RowState::Sending { .. } => "sending",
            RowState::Sent { .. } => "sent",
            RowState::Skipped { .. } => "skipped",
            RowState::Failed { .. } => "failed",
            RowState::Unknown { .. } => "unknown",
        }
    }
}

/// A field whose value in the file is not the record's (the existing-patient guard's
/// comparison, each value as a person reads it).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Difference {
    /// The field's name in the service's payload ([`crate::patient::Field::wire_name`]).
    pub field: String,
    pub on_record: String,
    pub in_file: String,
}

/// A row whose invitation was sent, with when (for the Today view).
#[derive(Clone, Debug, PartialEq)]
pub struct SentRow {
    pub batch_id: String,
    pub item: BatchItem,
    pub survey_id: String,
    pub patient_id: Option<String>,
    pub sent_at: jiff::Timestamp,
    /// The desk of the clinic that sent it, when another desk did; `None`: this desk.
    pub desk: Option<String>,
}

/// The newest invitations of a period, read before the rest of it.
#[derive(Clone, Debug, PartialEq)]
pub struct SentSlice {
    /// Oldest first.
    pub rows: Vec<SentRow>,
    /// Older invitations of the period were not read.
    pub older_left: bool,
}

/// One row with its state.
#[derive(Clone, Debug, PartialEq)]
pub struct JournalRow {
    pub item: BatchItem,
    pub state: RowState,
}

/// The message ids of why a row was not sent on purpose.
pub const SKIPPED_DETAILS_DIFFER: &str = "day-list-details-differ";
pub const SKIPPED_INVALID: &str = "day-list-row-invalid";
pub const SKIPPED_RECENTLY_INVITED: &str = "day-list-recently-invited";
/// Another desk of the clinic claimed this patient's invitation for the day first (the clinic
/// database's claim, taken before a request leaves): not sent twice.
pub const SKIPPED_SENT_AT_ANOTHER_DESK: &str = "day-list-sent-at-another-desk";

/// Why no reminder, as the journal keeps it (a message id the app words).
pub fn skipped_reason(why: &crate::reminders::NoReminder) -> &'static str {
    use crate::reminders::NoReminder;
    match why {
        NoReminder::Started => SKIPPED_STARTED,
        NoReminder::NoMoreReminders { .. } => SKIPPED_NO_MORE_REMINDERS,
        NoReminder::TooSoon { .. } => SKIPPED_TOO_SOON,
        NoReminder::AppointmentPassed => SKIPPED_APPOINTMENT_PASSED,
        NoReminder::QuietHours => SKIPPED_QUIET_HOURS,
    }
}

/// Whether a row held back for `reason` was held back because the patient was already invited
/// today (by the service's record, or by another desk's claim): the user may send it anyway.
pub fn may_send_anyway(reason: &str) -> bool {
    reason == SKIPPED_RECENTLY_INVITED || reason == SKIPPED_SENT_AT_ANOTHER_DESK
}
pub const SKIPPED_CHANNEL_NOT_ALLOWED: &str = "day-list-channel-not-allowed";
// Why a reminder was not sent (each a rule of [`crate::reminders::may_remind`]).
/// The patient has started answering, or finished (the id is kept from when it said "answered":
/// journals of earlier versions hold it).
pub const SKIPPED_STARTED: &str = "follow-up-skipped-answered";
pub const SKIPPED_NO_MORE_REMINDERS: &str = "follow-up-skipped-no-more";
pub const SKIPPED_TOO_SOON: &str = "follow-up-skipped-too-soon";
pub const SKIPPED_APPOINTMENT_PASSED: &str = "follow-up-skipped-appointment-passed";
pub const SKIPPED_QUIET_HOURS: &str = "follow-up-skipped-quiet-hours";
