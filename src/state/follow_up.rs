//! The Follow-up view (issue 31): every invitation this workstation sent in the last days, from
//! the batch journal and the activity log, with its reminders, its appointment and — once the
//! user asks ("Refresh statuses": never on its own, paced like a batch) — whether the patient
//! answered. Answered with alerts first, then answered, not answered yet (soonest appointment
//! first), ended, and not known. "Remind" makes a batch of reminder rows that goes through the
//! day list's sending path (journal, lease, pacing, unknown outcomes, session binding), where
//! each reminder is checked against the service right before it leaves.

use std::collections::BTreeMap;

use crate::api::{Channel, StatusTone};
use crate::batch_journal::{BatchItem, ReminderOf, SentRow};
use crate::i18n::Msg;
use crate::import::Appointment;
use crate::reminders::{Invitation, ReminderRules};
use crate::worker::Command;

use super::notices::{Level, Topic};
use super::today::{SentSurvey, StatusCheck};
use super::{AppState, Screen};

mod filing;
#[cfg(test)]
mod tests;
mod view;

pub use filing::FilingEdit;
pub use view::{DayFilter, FollowUpFilter, FollowUpView, ReminderQuestion};

/// How many days back the view looks unless the user chooses otherwise.
pub const DEFAULT_DAYS: u32 = 14;
/// The periods the user can choose from.
pub const DAY_CHOICES: [u32; 4] = [3, 7, 14, 30];
/// How many of a period's newest rows are read and shown before the rest: a few screens,
/// read in milliseconds whatever the period holds (a clinic's month is tens of thousands).
pub const NEWEST_FIRST: usize = 500;

/// An invitation and the reminders sent for it since.
#[derive(Clone, Debug, PartialEq)]
pub struct FollowedInvitation {
    /// The first invitation.
    pub sent: SentSurvey,
    /// Its reminders, oldest first: each replaces the survey before it.
    pub reminders: Vec<SentSurvey>,
    /// The appointment the day's list gave.
    pub appointment: Option<Appointment>,
    /// The list's row (the patient's details as the list gave them), when a list sent it.
    pub item: Option<BatchItem>,
}

impl FollowedInvitation {
    /// The invitation's key: its first survey.
    pub fn key(&self) -> &str {
        &self.sent.survey_id
    }

    /// The survey the patient was sent last (the first one, or the last reminder's).
    pub fn latest(&self) -> &SentSurvey {
        self.reminders.last().unwrap_or(&self.sent)
    }

    /// Every survey of the invitation, the first one first.
    pub fn survey_ids(&self) -> Vec<String> {
        self.surveys().map(|sent| sent.survey_id.clone()).collect()
    }

    /// [`Self::survey_ids`], without copying them.
    fn surveys(&self) -> impl Iterator<Item = &SentSurvey> {
        std::iter::once(&self.sent).chain(&self.reminders)
    }

    /// Where it stands, from the statuses fetched: answered if any of its surveys was (the
    /// patient may answer an earlier link), else started if any was begun, else as its latest
    /// survey is.
    pub fn standing(&self, statuses: &BTreeMap<String, StatusCheck>) -> Standing {
        if statuses.is_empty() {
            return Standing::NotKnown;
        }
        let checks: Vec<&StatusCheck> =
            self.surveys().filter_map(|sent| statuses.get(sent.survey_id.as_str())).collect();
        let answered_alerts = checks
            .iter()
            .filter_map(|check| match check {
                StatusCheck::Checked { answered: true, alerts, .. } => Some(*alerts),
                _ => None,
            })
            .reduce(|a, b| a + b);
        match answered_alerts {
            Some(0) => return Standing::Answered,
            Some(_) => return Standing::AnsweredWithAlerts,
            None => {}
        }
        if checks.iter().any(|check| matches!(check, StatusCheck::Checked { started: true, .. })) {
            return Standing::Started;
        }
        match statuses.get(self.latest().survey_id.as_str()) {
            Some(StatusCheck::Checked { status, .. })
                if status.as_ref().is_some_and(|status| status.tone() == StatusTone::Ended) =>
            {
                Standing::Ended
            }
            Some(StatusCheck::Checked { .. }) => Standing::NotAnswered,
            _ => Standing::NotKnown,
        }
    }

    /// What the reminder rules know of it from this workstation (the worker asks the service
    /// again right before a reminder leaves).
    fn as_invitation(&self, started: bool) -> Invitation {
        Invitation {
            sent_at: self.sent.sent_at,
            reminders: self.reminders.iter().map(|reminder| reminder.sent_at).collect(),
            appointment: self.appointment,
            started,
        }
    }

    /// Whether this invitation and `other` went to the same patient: the same record, or the
    /// same reference (a national number written two ways is one). A list's row may know only
    /// the reference and a single survey only the record: either match makes them one patient,
    /// the one key every way of reminding uses.
    pub fn same_patient(&self, other: &FollowedInvitation) -> bool {
        let ((record, reference), (other_record, other_reference)) = (self.patient(), other.patient());
        matches!((record, other_record), (Some(a), Some(b)) if a == b)
            || matches!((reference, other_reference), (Some(a), Some(b)) if a == b)
    }

    /// Who the patient is, as far as it is known: their record, and their reference as kept
    /// (a national number's punctuation left out). [`Self::same_patient`] compares these.
    fn patient(&self) -> (Option<&str>, Option<String>) {
        let reference = self
            .sent
            .reference
            .as_deref()
            .map(|reference| crate::patient::ReferenceKind::NationalNumber.kept(reference));
        (self.sent.patient_id.as_deref(), reference.filter(|kept| !kept.is_empty()))
    }

    /// Whether a reminder can be made: the patient's record or reference is known (a single
    /// survey logged without either cannot be reminded).
    pub fn can_be_reminded(&self) -> bool {
        self.sent.patient_id.is_some() || self.sent.reference.is_some()
    }

    /// The batch row of a reminder by `channel` (`None`: the invitation's own), or `None` when
    /// it [cannot be reminded](Self::can_be_reminded).
    pub fn reminder_item(
        &self,
        channel: Option<Channel>,
        quiet_hours_confirmed_at: Option<jiff::Timestamp>,
    ) -> Option<BatchItem> {
        if !self.can_be_reminded() {
            return None;
        }
        let patient_id = self.sent.patient_id.clone();
        let channel = channel.or(self.latest().channel).or(self.sent.channel).unwrap_or(Channel::Email);
        let mut item = self.item.clone().unwrap_or_default();
        item.reference = self.sent.reference.clone().or_else(|| patient_id.clone()).unwrap_or_default();
        item.sms = channel == Channel::Sms;
        // Nothing about the record is written by a reminder.
        item.update_on_record = false;
        item.compared_record = None;
        item.despite_recent = false;
        item.appointment = self.appointment.map(Appointment::to_iso);
        item.reminder = Some(ReminderOf {
            invitation: self.sent.survey_id.clone(),
            surveys: self.survey_ids(),
            patient_id,
            invited_at: self.sent.sent_at,
            reminded_at: self.reminders.iter().map(|reminder| reminder.sent_at).collect(),
            quiet_hours_confirmed_at,
        });
        Some(item)
    }
}

/// Where an invitation stands, in the order the view shows them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Standing {
    AnsweredWithAlerts,
    Answered,
    /// Begun and not finished: the patient is answering (not reminded, nothing filed).
    Started,
    NotAnswered,
    /// Expired, closed or cancelled without an answer.
    Ended,
    /// Its status was not fetched, or could not be.
    NotKnown,
}

impl Standing {
    pub const ALL: [Standing; 6] = [
        Standing::AnsweredWithAlerts,
        Standing::Answered,
        Standing::Started,
        Standing::NotAnswered,
        Standing::Ended,
        Standing::NotKnown,
    ];

    /// The message id of the group's heading (and the filter's choice).
    pub fn message_id(self) -> &'static str {
        match self {
            Standing::AnsweredWithAlerts => "follow-up-group-alerts",
            Standing::Answered => "follow-up-group-answered",
            Standing::Started => "follow-up-group-started",
            Standing::NotAnswered => "follow-up-group-not-answered",
            Standing::Ended => "follow-up-group-ended",
            Standing::NotKnown => "follow-up-group-not-known",
        }
    }
}

/// The invitations among `rows` (the journal's, reminders included) and `singles` (surveys
/// made one by one, from the activity log), each with its reminders; newest first. A reminder
/// whose invitation is older than the period is left out with it.
pub fn gather(rows: &[SentRow], singles: Vec<SentSurvey>) -> Vec<FollowedInvitation> {
    let mut invitations: Vec<FollowedInvitation> = rows
        .iter()
        .filter(|row| row.item.reminder.is_none())
        .map(|row| FollowedInvitation {
            sent: SentSurvey::from(row),
            reminders: Vec::new(),
            appointment: row.item.appointment(),
            item: Some(row.item.clone()),
        })
        .chain(singles.into_iter().map(|sent| FollowedInvitation {
            sent,
            reminders: Vec::new(),
            appointment: None,
            item: None,
        }))
        .collect();
    let by_key: std::collections::HashMap<String, usize> =
        invitations.iter().enumerate().map(|(index, invitation)| (invitation.key().to_owned(), index)).collect();
    for row in rows {
        let Some(reminder) = &row.item.reminder else { continue };
        if let Some(&index) = by_key.get(&reminder.invitation) {
            invitations[index].reminders.push(SentSurvey::from(row));
        }
    }
    for invitation in &mut invitations {
        invitation.reminders.sort_by_key(|reminder| reminder.sent_at);
    }
    invitations.sort_by_key(|invitation| std::cmp::Reverse(invitation.sent.sent_at));
    invitations
}

impl AppState {
    /// Whether the batch on the day list's screen is one of reminders (its rows are worded as
    /// a list's; its heading says what it is).
    pub fn batch_is_reminders(&self) -> bool {
        self.day_list.step == super::day_list_flow::DayListStep::Batch
            && self.batch.as_ref().is_some_and(|batch| batch.items.iter().any(|item| item.reminder.is_some()))
    }

    /// The reminder rules that apply now: the user's, within what the IT policy allows.
    pub fn reminder_rules(&self) -> ReminderRules {
        self.policy.reminder_rules(self.follow_up.rules)
    }

    pub fn show_follow_up(&mut self) {
        self.screen = Screen::FollowUp;
        self.load_follow_up(self.follow_up.days);
    }

    /// Reads what was sent in the last `days` days (the journal, in the worker).
    pub fn load_follow_up(&mut self, days: u32) {
        let days = days.clamp(1, 366);
        self.follow_up.days = days;
        let last = self.today();
        let first = last.checked_sub(jiff::Span::new().days(i64::from(days) - 1)).unwrap_or(last);
        let id = self.queue_quiet(Command::LoadSent { first, last, newest_first: Some(NEWEST_FIRST) });
        self.follow_up.loading = Some(id);
    }

    /// The period's newest invitations came first: shown while the older ones are read (the
    /// reminders of those shown are among them, as a reminder is newer than its invitation).
    pub(super) fn on_follow_up_newest(
        &mut self,
        first: jiff::civil::Date,
        last: jiff::civil::Date,
        rows: Vec<SentRow>,
    ) {
        let Some(oldest) = rows.first().map(|row| row.sent_at) else { return };
        self.show_follow_up_rows(first, last, &rows, Some(oldest));
        self.follow_up.reading_older = true;
    }

    pub(super) fn on_follow_up_sent(
        &mut self,
        first: jiff::civil::Date,
        last: jiff::civil::Date,
        result: Result<Vec<SentRow>, String>,
    ) {
        self.follow_up.loading = None;
        self.follow_up.reading_older = false;
        let rows = match result {
            Ok(rows) => {
                self.follow_up.problem = None;
                rows
            }
            Err(problem) => {
                tracing::warn!(
                    "the invitations sent from {first} to {last} could not be read from the journal: {problem}"
                );
                self.follow_up.problem = Some(problem);
                Vec::new()
            }
        };
        self.show_follow_up_rows(first, last, &rows, None);
    }

    /// The Follow-up's invitations from the journal's `rows` of days `first` to `last` and the
    /// surveys sent one by one then (those since `since`, when the rows are the newest only).
    fn show_follow_up_rows(
        &mut self,
        first: jiff::civil::Date,
        last: jiff::civil::Date,
        rows: &[SentRow],
        since: Option<jiff::Timestamp>,
    ) {
        self.other_desks_seen |= rows.iter().any(|row| row.desk.is_some());
        let known: Vec<SentSurvey> = rows.iter().map(SentSurvey::from).collect();
        let mut singles = self.single_surveys_sent(first, last, &known);
        if let Some(since) = since {
            singles.retain(|single| single.sent_at >= since);
        }
        self.follow_up.invitations = gather(rows, singles);
        self.follow_up.changed();
    }

    /// Fetches the status of every survey of the invitations shown (each once, paced).
    pub fn refresh_follow_up(&mut self) {
        let view = &self.follow_up;
        if view.refreshing.is_some() || view.invitations.is_empty() {
            return;
        }
        let survey_ids: Vec<String> = view.invitations.iter().flat_map(FollowedInvitation::survey_ids).collect();
        let id =
            self.queue("progress-refreshing-statuses", Command::RefreshStatuses { survey_ids: survey_ids.clone() });
        let view = &mut self.follow_up;
        view.refreshing = Some(id);
        for survey_id in survey_ids {
            view.statuses.insert(survey_id, StatusCheck::Checking);
        }
        view.changed();
    }

    pub fn apply_follow_up_intent(&mut self, intent: FollowUpIntent) {
        // Statuses, reminders and filing act on the whole period: not on its newest part while
        // the rest is read (the view greys them meanwhile).
        let whole_period =
            matches!(intent, FollowUpIntent::Refresh | FollowUpIntent::Remind(_) | FollowUpIntent::FileAnswered);
        if whole_period && self.follow_up.reading_older {
            return;
        }
        match intent {
            FollowUpIntent::Days(days) => self.load_follow_up(days),
            FollowUpIntent::Refresh => self.refresh_follow_up(),
            FollowUpIntent::Filter(filter) => self.follow_up.filter = filter,
            FollowUpIntent::Channel(channel) => self.follow_up.channel = channel,
            FollowUpIntent::Rules(rules) => {
                if !self.policy.reminders.locked {
                    self.follow_up.rules = Some(rules);
                }
            }
            FollowUpIntent::Remind(keys) => self.ask_to_remind(keys),
            FollowUpIntent::EditFiling(edit) => {
                if !self.policy.filing.locked {
                    let choice = &mut self.follow_up.filing;
                    match edit {
                        FilingEdit::Folder(folder) => choice.folder = folder,
                        FilingEdit::Template(template) => choice.template = template,
                        FilingEdit::FhirIdentifierSystem(system) => choice.fhir_identifier_system = system,
                    }
                }
            }
            FollowUpIntent::FileAnswered => self.file_answered(),
            FollowUpIntent::CancelRemind => self.follow_up.asking = None,
            FollowUpIntent::ConfirmRemind => self.send_reminders(),
        }
    }

    /// The invitations among `keys` a reminder may go to now, as far as this workstation
    /// knows (one per patient: their latest invitation).
    pub fn remindable(&self, keys: &[String], now: &jiff::ZonedDateTime) -> Vec<&FollowedInvitation> {
        let rules = self.reminder_rules();
        let view = &self.follow_up;
        let keys: std::collections::HashSet<&str> = keys.iter().map(String::as_str).collect();
        let mut chosen: Vec<&FollowedInvitation> = Vec::new();
        // The patients chosen, as [`FollowedInvitation::same_patient`] tells them apart.
        let (mut records, mut references) = (std::collections::HashSet::new(), std::collections::HashSet::new());
        for invitation in view.invitations.iter().filter(|invitation| keys.contains(invitation.key())) {
            // An expired, closed or cancelled survey is not offered: it has ended.
            if view.standing(invitation) == Standing::Ended || view.may_remind(invitation, &rules, now).is_err() {
                continue;
            }
            // One reminder per patient, for their latest invitation (newest first, so the
            // first seen stays).
            let (record, reference) = invitation.patient();
            if record.is_some_and(|record| records.contains(record))
                || reference.as_ref().is_some_and(|reference| references.contains(reference))
            {
                continue;
            }
            records.extend(record);
            references.extend(reference);
            chosen.push(invitation);
        }
        chosen
    }

    fn ask_to_remind(&mut self, keys: Vec<String>) {
        if self.batch_running() || self.day_list.creating.is_some() || self.follow_up.creating.is_some() {
            self.notify(Topic::FollowUp, Level::Warning, Msg::new("follow-up-batch-running"), Vec::new());
            return;
        }
        let now = self.clock.now();
        let invitations: Vec<String> =
            self.remindable(&keys, &now).into_iter().map(|invitation| invitation.key().to_owned()).collect();
        if invitations.is_empty() {
            self.notify(Topic::FollowUp, Level::Info, Msg::new("follow-up-nobody-to-remind"), Vec::new());
            return;
        }
        let quiet_hours = crate::reminders::in_quiet_hours(&self.reminder_rules(), now.time());
        self.follow_up.asking = Some(ReminderQuestion { invitations, quiet_hours });
    }

    /// The user confirmed: the reminders are journaled as a batch, then sent like a day's list.
    fn send_reminders(&mut self) {
        let Some(question) = self.follow_up.asking.take() else { return };
        let channel = self.follow_up.channel.filter(|channel| self.policy.channels.contains(channel));
        // The user's word for the evening holds for this evening only.
        let confirmed_at = question.quiet_hours.then(|| self.clock.now().timestamp());
        let mut items: Vec<BatchItem> = Vec::new();
        for item in question
            .invitations
            .iter()
            .filter_map(|key| self.follow_up.find(key))
            .filter_map(|invitation| invitation.reminder_item(channel, confirmed_at))
        {
            // A row per reference: one patient never makes the whole selection fail.
            if !items.iter().any(|other| other.reference == item.reference) {
                items.push(item);
            }
        }
        if items.is_empty() {
            return;
        }
        let date = self.tr.long_date(self.today());
        let file_name = self.tr.msg(&Msg::new("follow-up-batch-name").with("date", date));
        let command = Command::CreateBatch {
            file_name,
            headers: Vec::new(),
            mapping: crate::import::mapping::Mapping::default(),
            items,
        };
        let id = self.queue("progress-sending-batch", command);
        // The day list's batch view shows the reminders go, row by row, as a list's.
        self.day_list.creating = Some(id);
        self.follow_up.creating = Some(id);
    }
}

/// What the user does on the Follow-up view.
#[derive(Clone, Debug, PartialEq)]
pub enum FollowUpIntent {
    /// Look this many days back.
    Days(u32),
    Refresh,
    Filter(FollowUpFilter),
    Channel(Option<Channel>),
    Rules(ReminderRules),
    /// Remind these invitations (asks first).
    Remind(Vec<String>),
    CancelRemind,
    ConfirmRemind,
    EditFiling(FilingEdit),
    /// "File the answered surveys": those shown, answered, and not filed yet.
    FileAnswered,
}
