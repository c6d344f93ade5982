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
use crate::reminders::{Invitation, NoReminder, ReminderRules};
use crate::worker::Command;

use super::notices::{Level, Topic};
use super::today::{DeskFilter, SentSurvey, StatusCheck};
use super::{AppState, RequestId, Screen};

/// How many days back the view looks unless the user chooses otherwise.
pub const DEFAULT_DAYS: u32 = 14;
/// The periods the user can choose from.
pub const DAY_CHOICES: [u32; 4] = [3, 7, 14, 30];

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
        std::iter::once(&self.sent).chain(&self.reminders).map(|sent| sent.survey_id.clone()).collect()
    }

    /// Where it stands, from the statuses fetched: answered if any of its surveys was (the
    /// patient may answer an earlier link), else started if any was begun, else as its latest
    /// survey is.
    pub fn standing(&self, statuses: &BTreeMap<String, StatusCheck>) -> Standing {
        let checks: Vec<&StatusCheck> =
            self.survey_ids().iter().filter_map(|survey_id| statuses.get(survey_id.as_str())).collect();
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
        let same_record = matches!((&self.sent.patient_id, &other.sent.patient_id), (Some(a), Some(b)) if a == b);
        let key = |invitation: &FollowedInvitation| {
            let reference = invitation.sent.reference.as_deref()?;
            Some(crate::patient::ReferenceKind::NationalNumber.kept(reference)).filter(|kept| !kept.is_empty())
        };
        let same_reference = matches!((key(self), key(other)), (Some(a), Some(b)) if a == b);
        same_record || same_reference
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

/// What the view shows of the invitations.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FollowUpFilter {
    pub desks: DeskFilter,
    pub day: Option<DayFilter>,
    pub channel: Option<Channel>,
    pub standing: Option<Standing>,
}

/// Which day an invitation is shown for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum DayFilter {
    /// Sent on this day.
    SentOn(jiff::civil::Date),
    /// Its appointment is on this day ("everyone not answered for tomorrow's appointments").
    AppointmentOn(jiff::civil::Date),
}

/// "Send 6 reminders?", asked before a reminder batch is made.
#[derive(Clone, Debug, PartialEq)]
pub struct ReminderQuestion {
    /// The invitations the reminders are for (their keys).
    pub invitations: Vec<String>,
    /// It is evening or night: sending needs the user's word for it.
    pub quiet_hours: bool,
}

/// The Follow-up view.
#[derive(Clone, Debug, PartialEq)]
pub struct FollowUpView {
    pub days: u32,
    pub loading: Option<RequestId>,
    /// Newest first.
    pub invitations: Vec<FollowedInvitation>,
    /// The journal could not be read (the system's words, for the details).
    pub problem: Option<String>,
    pub statuses: BTreeMap<String, StatusCheck>,
    pub refreshing: Option<RequestId>,
    pub filter: FollowUpFilter,
    /// The rules the user chose (`None`: the policy's preset, else the app's defaults).
    pub rules: Option<ReminderRules>,
    /// Reminders go by this channel (`None`: each invitation's own).
    pub channel: Option<Channel>,
    pub asking: Option<ReminderQuestion>,
    /// The reminders' batch is being written to the journal.
    pub creating: Option<RequestId>,
    /// Where answered surveys are filed, as the user typed it.
    pub filing: FilingChoice,
    pub filing_running: Option<RequestId>,
    /// What became of each survey the last filing asked for.
    pub filing_results: BTreeMap<String, Result<crate::filing::Filed, crate::worker::filing::FilingProblem>>,
}

/// The user's filing settings, as typed (the policy's win where it sets and locks them); kept
/// between runs in the preferences.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct FilingChoice {
    pub folder: String,
    /// Empty: the policy's, else [`crate::filing::DEFAULT_TEMPLATE`].
    pub template: String,
    /// Empty: no FHIR files (unless the policy names the system).
    pub fhir_identifier_system: String,
}

/// A change to the filing settings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FilingEdit {
    Folder(String),
    Template(String),
    FhirIdentifierSystem(String),
}

impl Default for FollowUpView {
    fn default() -> Self {
        FollowUpView {
            days: DEFAULT_DAYS,
            loading: None,
            invitations: Vec::new(),
            problem: None,
            statuses: BTreeMap::new(),
            refreshing: None,
            filter: FollowUpFilter::default(),
            rules: None,
            channel: None,
            asking: None,
            creating: None,
            filing: FilingChoice::default(),
            filing_running: None,
            filing_results: BTreeMap::new(),
        }
    }
}

impl FollowUpView {
    pub fn standing(&self, invitation: &FollowedInvitation) -> Standing {
        invitation.standing(&self.statuses)
    }

    /// The invitations the filter lets through, grouped and ordered as shown: by standing;
    /// not answered yet, soonest appointment first; otherwise newest first.
    pub fn rows(&self) -> Vec<(Standing, &FollowedInvitation)> {
        let zone = jiff::tz::TimeZone::system();
        let mut rows: Vec<(Standing, &FollowedInvitation)> = self
            .invitations
            .iter()
            .map(|invitation| (self.standing(invitation), invitation))
            .filter(|(standing, invitation)| {
                let FollowUpFilter { desks, day, channel, standing: only } = self.filter;
                let on_day = match day {
                    None => true,
                    Some(DayFilter::SentOn(day)) => {
                        invitation.sent.sent_at.to_zoned_datetime(zone.clone()).date() == day
                    }
                    Some(DayFilter::AppointmentOn(day)) => invitation.appointment.is_some_and(|a| a.date == day),
                };
                on_day
                    && desks.shows(invitation.sent.desk.as_deref())
                    && channel.is_none_or(|channel| invitation.latest().channel == Some(channel))
                    && only.is_none_or(|only| only == *standing)
            })
            .collect();
        rows.sort_by(|(a_standing, a), (b_standing, b)| {
            let appointment = |invitation: &FollowedInvitation| {
                invitation.appointment.map(|appointment| (appointment.date, appointment.time))
            };
            a_standing
                .cmp(b_standing)
                .then_with(|| match (*a_standing, appointment(a), appointment(b)) {
                    (Standing::NotAnswered, Some(a), Some(b)) => a.cmp(&b),
                    (Standing::NotAnswered, Some(_), None) => std::cmp::Ordering::Less,
                    (Standing::NotAnswered, None, Some(_)) => std::cmp::Ordering::Greater,
                    _ => std::cmp::Ordering::Equal,
                })
                .then(b.sent.sent_at.cmp(&a.sent.sent_at))
        });
        rows
    }

    /// The invitation `survey_id` belongs to (its first survey or a reminder's).
    pub fn invitation_of(&self, survey_id: &str) -> Option<&FollowedInvitation> {
        self.invitations.iter().find(|invitation| invitation.survey_ids().iter().any(|id| id == survey_id))
    }

    pub fn find(&self, key: &str) -> Option<&FollowedInvitation> {
        self.invitations.iter().find(|invitation| invitation.key() == key)
    }

    /// Whether the rules let a reminder of this invitation go at `now` as far as this
    /// workstation knows (answered ones, and ones not checked, are left to the check right
    /// before sending); why not otherwise. The quiet hours only ask for confirmation.
    pub fn may_remind(
        &self,
        invitation: &FollowedInvitation,
        rules: &ReminderRules,
        now: &jiff::ZonedDateTime,
    ) -> Result<(), NoReminder> {
        if !invitation.can_be_reminded() {
            // Without the patient's record no reminder can be made: as good as no more.
            return Err(NoReminder::NoMoreReminders { max: 0 });
        }
        let started =
            matches!(self.standing(invitation), Standing::Answered | Standing::AnsweredWithAlerts | Standing::Started);
        crate::reminders::may_remind(rules, &invitation.as_invitation(started), now, true)
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
    for row in rows {
        let Some(reminder) = &row.item.reminder else { continue };
        if let Some(invitation) = invitations.iter_mut().find(|invitation| invitation.key() == reminder.invitation) {
            invitation.reminders.push(SentSurvey::from(row));
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
        let last = Self::today();
        let first = last.checked_sub(jiff::Span::new().days(i64::from(days) - 1)).unwrap_or(last);
        let id = self.queue_quiet(Command::LoadSent { first, last });
        self.follow_up.loading = Some(id);
    }

    pub(super) fn on_follow_up_sent(
        &mut self,
        first: jiff::civil::Date,
        last: jiff::civil::Date,
        result: Result<Vec<SentRow>, String>,
    ) {
        self.follow_up.loading = None;
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
        let known: Vec<SentSurvey> = rows.iter().map(SentSurvey::from).collect();
        let singles = self.single_surveys_sent(first, last, &known);
        let invitations = gather(&rows, singles);
        self.follow_up.invitations = invitations;
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
    }

    pub fn apply_follow_up_intent(&mut self, intent: FollowUpIntent) {
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
        let mut chosen: Vec<&FollowedInvitation> = Vec::new();
        for invitation in view.invitations.iter().filter(|invitation| keys.iter().any(|key| key == invitation.key())) {
            // An expired, closed or cancelled survey is not offered: it has ended.
            if view.standing(invitation) == Standing::Ended || view.may_remind(invitation, &rules, now).is_err() {
                continue;
            }
            // One reminder per patient, for their latest invitation (newest first, so the
            // first seen stays).
            if chosen.iter().any(|other| other.same_patient(invitation)) {
                continue;
            }
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
        let date = self.tr.long_date(Self::today());
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

impl AppState {
    /// Where and how answered surveys are filed now: the policy's values where it sets them
    /// and locks them, else the user's, else the policy's presets and the defaults; `None`
    /// without a folder.
    pub fn filing_settings(&self) -> Option<crate::filing::FilingSettings> {
        let rule = &self.policy.filing;
        let preset = rule.preset.clone().unwrap_or_default();
        let choice = if rule.locked { FilingChoice::default() } else { self.follow_up.filing.clone() };
        let typed = |text: &str| Some(text.trim().to_owned()).filter(|text| !text.is_empty());
        let folder = typed(&choice.folder).map(std::path::PathBuf::from).or(preset.folder)?;
        Some(crate::filing::FilingSettings {
            folder,
            template: typed(&choice.template)
                .or(preset.template)
                .unwrap_or_else(|| crate::filing::DEFAULT_TEMPLATE.to_owned()),
            fhir_identifier_system: typed(&choice.fhir_identifier_system).or(preset.fhir_identifier_system),
        })
    }

    /// Whether the survey's answers as last fetched are in the clinic's record: filed, and
    /// not changed since (as far as this profile's ledger knows).
    pub fn is_filed(&self, survey_id: &str) -> bool {
        let Some(filed) = self.filed.get(survey_id) else { return false };
        match self.follow_up.statuses.get(survey_id) {
            Some(StatusCheck::Checked { to_file: Some(answers), .. }) => filed.holds(answers),
            _ => true,
        }
    }

    /// The surveys among the invitations shown whose final answers are not in the record yet
    /// (never filed, or changed since: then as the next version), with what their files are
    /// named by.
    pub fn fileable(&self) -> Vec<crate::filing::FilingFacts> {
        let view = &self.follow_up;
        let mut found = Vec::new();
        for (_, invitation) in view.rows() {
            for survey_id in invitation.survey_ids() {
                let Some(StatusCheck::Checked { to_file: Some(answers), .. }) = view.statuses.get(&survey_id) else {
                    continue;
                };
                let filed = self.filed.get(&survey_id);
                if filed.is_some_and(|filed| filed.holds(answers)) {
                    continue;
                }
                let patient = invitation.item.as_ref().map(|item| &item.patient);
                let name = |text: Option<&String>| text.map(|t| t.trim().to_owned()).filter(|t| !t.is_empty());
                found.push(crate::filing::FilingFacts {
                    survey_id,
                    reference: invitation.sent.reference.clone(),
                    first_name: name(patient.map(|p| &p.first_name)),
                    last_name: name(patient.map(|p| &p.last_name)),
                    sent_at: invitation.sent.sent_at,
                    // Said by the survey's history and the ledger when it is filed.
                    finished_at: None,
                    version: filed.map_or(1, |filed| filed.version + 1),
                });
            }
        }
        found
    }

    pub(super) fn file_answered(&mut self) {
        if self.follow_up.filing_running.is_some() {
            return;
        }
        let Some(settings) = self.filing_settings() else {
            self.notify(Topic::FollowUp, Level::Warning, Msg::new("follow-up-filing-no-folder"), Vec::new());
            return;
        };
        let surveys = self.fileable();
        if surveys.is_empty() {
            return;
        }
        let id = self.queue("progress-filing", Command::FileAnswered { surveys, settings });
        self.follow_up.filing_running = Some(id);
        // What this run files, and why not: the last run's outcomes are its own.
        self.follow_up.filing_results.clear();
    }

    pub(super) fn on_survey_filed(
        &mut self,
        survey_id: String,
        result: Result<crate::filing::Filed, crate::worker::filing::FilingProblem>,
    ) {
        if let Ok(filed) = &result {
            self.record(crate::activity::Action::survey_filed(survey_id.clone(), &filed.pdf, !filed.fhir.is_empty()));
            self.filed.insert(survey_id.clone(), filed.version.clone());
        }
        self.follow_up.filing_results.insert(survey_id, result);
    }

    pub(super) fn on_filing_done(&mut self, id: RequestId) {
        if self.follow_up.filing_running != Some(id) {
            return;
        }
        self.follow_up.filing_running = None;
        let results = &self.follow_up.filing_results;
        let filed = results.values().filter(|result| result.is_ok()).count();
        let failed = results.values().filter(|result| matches!(result, Err(problem) if !problem.is_nothing_to_file()));
        let failed = failed.count();
        let folder = self.filing_settings().map(|s| s.folder.display().to_string()).unwrap_or_default();
        let (level, text) = if failed > 0 {
            (Level::Error, Msg::new("follow-up-filing-failed").with("failed", failed).with("filed", filed))
        } else {
            (Level::Success, Msg::new("follow-up-filing-done").with("count", filed).with("folder", folder))
        };
        self.notify(Topic::FollowUp, level, text, Vec::new());
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

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::api::SurveyStatus;

    fn at(minute: i64) -> jiff::Timestamp {
        jiff::Timestamp::from_second(1_800_000_000 + minute * 60).unwrap()
    }

    fn row(survey_id: &str, reference: &str, minute: i64, reminder_of: Option<&str>) -> SentRow {
        let mut item = BatchItem { reference: reference.into(), ..BatchItem::default() };
        item.reminder = reminder_of.map(|invitation| ReminderOf {
            invitation: invitation.into(),
            surveys: vec![invitation.into()],
            patient_id: Some(format!("p-{reference}")),
            invited_at: at(0),
            reminded_at: Vec::new(),
            quiet_hours_confirmed_at: None,
        });
        SentRow {
            batch_id: "b".into(),
            item,
            survey_id: survey_id.into(),
            patient_id: Some(format!("p-{reference}")),
            sent_at: at(minute),
            desk: None,
        }
    }

    fn checked(status: &str, answered: bool, alerts: usize) -> StatusCheck {
        StatusCheck::Checked {
            status: Some(SurveyStatus(status.into())),
            alerts,
            started: answered || status == "inProgress",
            answered,
            to_file: None,
        }
    }

    #[test]
    fn a_reminder_joins_its_invitation_and_an_answer_to_any_of_its_surveys_counts() {
        let rows = [row("s-1", "R-1", 1, None), row("s-2", "R-2", 2, None), row("s-1b", "R-1", 3000, Some("s-1"))];
        let invitations = gather(&rows, Vec::new());
        assert_eq!(invitations.len(), 2, "the reminder is not an invitation of its own");
        let first = invitations.iter().find(|i| i.key() == "s-1").unwrap();
        assert_eq!(first.latest().survey_id, "s-1b");
        assert_eq!(first.survey_ids(), ["s-1", "s-1b"]);
        let mut statuses = BTreeMap::new();
        statuses.insert("s-1b".to_owned(), checked("new", false, 0));
        assert_eq!(first.standing(&statuses), Standing::NotAnswered);
        // The patient answered the first link after all.
        statuses.insert("s-1".to_owned(), checked("completed", true, 1));
        assert_eq!(first.standing(&statuses), Standing::AnsweredWithAlerts);
    }

    #[test]
    fn answered_with_alerts_first_then_answered_then_not_answered_soonest_appointment_first() {
        let mut view = FollowUpView::default();
        let mut rows: Vec<SentRow> = (0..5).map(|i| row(&format!("s-{i}"), &format!("R-{i}"), i, None)).collect();
        rows[3].item.appointment = Some("2026-12-03T09:00:00".into());
        rows[4].item.appointment = Some("2026-12-01T14:30:00".into());
        view.invitations = gather(&rows, Vec::new());
        view.statuses.insert("s-0".into(), checked("completed", true, 0));
        view.statuses.insert("s-1".into(), checked("completed", true, 2));
        view.statuses.insert("s-2".into(), checked("expired", false, 0));
        view.statuses.insert("s-3".into(), checked("new", false, 0));
        view.statuses.insert("s-4".into(), checked("inProgress", false, 0));
        let order: Vec<&str> = view.rows().iter().map(|(_, invitation)| invitation.key()).collect();
        assert_eq!(order, ["s-1", "s-0", "s-4", "s-3", "s-2"]);
        view.filter.standing = Some(Standing::NotAnswered);
        assert_eq!(view.rows().len(), 1, "a patient answering is not 'not answered'");
        view.filter.standing = Some(Standing::Started);
        assert_eq!(view.rows().iter().map(|(_, i)| i.key()).collect::<Vec<_>>(), ["s-4"]);
    }

    #[test]
    fn a_reminder_goes_to_the_patient_on_record_by_the_chosen_channel_and_changes_no_record() {
        let mut sent = row("s-1", "R-1", 1, None);
        sent.item.update_on_record = true;
        sent.item.sms = false;
        let invitation = gather(&[sent], Vec::new()).remove(0);
        let item = invitation.reminder_item(Some(Channel::Sms), None).unwrap();
        assert!(item.sms && !item.update_on_record);
        let reminder = item.reminder.unwrap();
        assert_eq!((reminder.invitation.as_str(), reminder.patient_id.as_deref()), ("s-1", Some("p-R-1")));
        let mut unknown = invitation.clone();
        unknown.sent.patient_id = None;
        assert!(unknown.reminder_item(None, None).is_some(), "found by the reference when it leaves");
        unknown.sent.reference = None;
        assert_eq!(unknown.reminder_item(None, None), None, "no record, no reminder");
    }

    /// One reminder per patient; patients a list registered (their id not known here) are
    /// told apart by their reference.
    #[test]
    fn one_reminder_per_patient_told_apart_by_reference_when_their_record_id_is_unknown() {
        let mut state = AppState::new();
        let mut rows: Vec<SentRow> = (0..3).map(|i| row(&format!("s-{i}"), &format!("R-{i}"), i, None)).collect();
        for row in &mut rows {
            row.patient_id = None;
        }
        // R-0 invited twice (an older list, then today's): only the newest is reminded.
        let mut twice = row("s-old", "R-0", -5000, None);
        twice.patient_id = None;
        rows.push(twice);
        state.follow_up.invitations = gather(&rows, Vec::new());
        let keys: Vec<String> = state.follow_up.invitations.iter().map(|i| i.key().to_owned()).collect();
        let later = at(0).checked_add(jiff::SignedDuration::from_hours(24 * 3)).unwrap();
        let now = later.to_zoned_datetime(jiff::tz::TimeZone::get("Europe/Brussels").unwrap());
        let now = now.with().time(jiff::civil::time(10, 0, 0, 0)).build().unwrap();
        let chosen: Vec<&str> = state.remindable(&keys, &now).into_iter().map(FollowedInvitation::key).collect();
        assert_eq!(chosen, ["s-2", "s-1", "s-0"]);
    }

    fn three_days_later_at_ten() -> jiff::ZonedDateTime {
        let later = at(0).checked_add(jiff::SignedDuration::from_hours(24 * 3)).unwrap();
        let now = later.to_zoned_datetime(jiff::tz::TimeZone::get("Europe/Brussels").unwrap());
        now.with().time(jiff::civil::time(10, 0, 0, 0)).build().unwrap()
    }

    /// Issue 41, item 5: a patient reached through a list's row (their record's id not known
    /// here) and through their record (a single survey) is one patient, with one key: reminded
    /// once, and never two rows of one reference that would fail the whole selection.
    #[test]
    fn a_patient_reached_through_a_list_row_and_through_their_record_is_one_patient() {
        let mut state = AppState::new();
        let mut listed = row("s-list", "85.03.01-123.04", 1, None);
        listed.patient_id = None;
        let other = row("s-other", "R-2", 2, None);
        let single = SentSurvey {
            survey_id: "s-single".into(),
            patient: None,
            reference: Some("85030112304".into()),
            patient_id: Some("p-9".into()),
            channel: Some(Channel::Email),
            sent_at: at(3),
            desk: None,
        };
        state.follow_up.invitations = gather(&[listed, other], vec![single]);
        let keys: Vec<String> = state.follow_up.invitations.iter().map(|i| i.key().to_owned()).collect();
        let chosen: Vec<&str> =
            state.remindable(&keys, &three_days_later_at_ten()).into_iter().map(FollowedInvitation::key).collect();
        assert_eq!(chosen, ["s-single", "s-other"], "one reminder for the patient, the newest invitation's");

        // Asked and confirmed: one batch, one row per patient.
        state.follow_up.asking = Some(ReminderQuestion { invitations: keys, quiet_hours: false });
        state.take_commands();
        state.apply_follow_up_intent(FollowUpIntent::ConfirmRemind);
        let commands = state.take_commands();
        let Some((_, Command::CreateBatch { items, .. })) = commands.first() else {
            panic!("a batch is made: {commands:?}")
        };
        let mut references: Vec<&str> = items.iter().map(|item| item.reference.as_str()).collect();
        references.sort();
        references.dedup();
        assert_eq!(references.len(), items.len(), "no reference twice: {references:?}");
    }

    /// Issue 41, item 5: an expired, closed or cancelled survey is not offered for a reminder.
    #[test]
    fn an_ended_survey_is_not_offered_a_reminder() {
        let mut state = AppState::new();
        let rows: Vec<SentRow> = (0..4).map(|i| row(&format!("s-{i}"), &format!("R-{i}"), i, None)).collect();
        state.follow_up.invitations = gather(&rows, Vec::new());
        for (i, status) in ["expired", "closed", "cancelled", "new"].into_iter().enumerate() {
            state.follow_up.statuses.insert(format!("s-{i}"), checked(status, false, 0));
        }
        let keys: Vec<String> = state.follow_up.invitations.iter().map(|i| i.key().to_owned()).collect();
        let chosen: Vec<&str> =
            state.remindable(&keys, &three_days_later_at_ten()).into_iter().map(FollowedInvitation::key).collect();
        assert_eq!(chosen, ["s-3"]);
    }
}
