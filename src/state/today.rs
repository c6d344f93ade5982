//! The Today view on the home screen: the invitations this workstation sent on a day (today
//! unless the user picks another), from the batch journal and the activity log, with each
//! survey's status once the user asks for it ("Refresh statuses": never on its own, never in a
//! loop, paced like a batch). Surveys with alerts come first.

use std::collections::BTreeMap;

use crate::api::{ApiError, Channel, Survey, SurveyStatus};
use crate::batch_journal::SentRow;
use crate::worker::Command;

use super::{AppState, RequestId};

/// One invitation sent.
#[derive(Clone, Debug, PartialEq)]
pub struct SentSurvey {
    pub survey_id: String,
    /// The patient's name, when this workstation knows it (a day's list keeps it; a single
    /// survey's log line does not).
    pub patient: Option<String>,
    pub reference: Option<String>,
    /// The patient's record, when known (a reminder needs it).
    pub patient_id: Option<String>,
    /// `None`: the survey was made without an invitation (link only).
    pub channel: Option<Channel>,
    pub sent_at: jiff::Timestamp,
    /// The desk of the clinic that sent it, when another desk did; `None`: this desk.
    pub desk: Option<String>,
}

/// Whose invitations a view shows, when the clinic's desks share a database (else every one
/// shown is this desk's).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DeskFilter {
    /// Every desk's: what the clinic sent.
    #[default]
    AllDesks,
    /// Only what this desk sent.
    ThisDesk,
}

impl DeskFilter {
    /// Whether an invitation sent from `desk` (`None`: this desk) is shown.
    pub fn shows(self, desk: Option<&str>) -> bool {
        match self {
            DeskFilter::AllDesks => true,
            DeskFilter::ThisDesk => desk.is_none(),
        }
    }
}

impl From<&SentRow> for SentSurvey {
    /// A survey a day's list (or a batch of reminders) sent.
    fn from(row: &SentRow) -> SentSurvey {
        SentSurvey {
            survey_id: row.survey_id.clone(),
            patient: Some(row.item.patient.full_name()).filter(|name| !name.trim().is_empty()),
            reference: Some(row.item.reference.clone()),
            patient_id: row
                .patient_id
                .clone()
                .or_else(|| row.item.reminder.as_ref().and_then(|r| r.patient_id.clone())),
            channel: Some(row.item.channel()),
            sent_at: row.sent_at,
            desk: row.desk.clone(),
        }
    }
}

/// A survey's status as last fetched.
#[derive(Clone, Debug, PartialEq)]
pub enum StatusCheck {
    NotChecked,
    Checking,
    Checked {
        status: Option<SurveyStatus>,
        alerts: usize,
        /// The patient has begun ([`crate::survey_progress::has_started`]): no reminder.
        started: bool,
        /// The patient is done with it ([`crate::survey_progress::answered`]): shown so.
        answered: bool,
        /// Its final answers, when they may be filed ([`crate::survey_progress::ready_to_file`]).
        to_file: Option<crate::survey_progress::FinalAnswers>,
    },
    Failed(ApiError),
}

impl StatusCheck {
    /// What the survey as fetched says.
    pub fn of(survey: Survey) -> StatusCheck {
        StatusCheck::Checked {
            started: crate::survey_progress::has_started(&survey),
            answered: crate::survey_progress::answered(&survey),
            to_file: crate::survey_progress::ready_to_file(&survey),
            alerts: survey.alerts.len(),
            status: survey.status,
        }
    }
}

/// The Today view.
#[derive(Clone, Debug, PartialEq)]
pub struct TodayView {
    pub date: jiff::civil::Date,
    pub loading: Option<RequestId>,
    /// From the journal (a day's lists) and the activity log (single surveys), oldest first.
    pub sent: Vec<SentSurvey>,
    /// The journal could not be read (the system's words, for the details).
    pub problem: Option<String>,
    pub statuses: BTreeMap<String, StatusCheck>,
    pub refreshing: Option<RequestId>,
    pub desks: DeskFilter,
}

impl TodayView {
    pub fn new(date: jiff::civil::Date) -> TodayView {
        TodayView {
            date,
            loading: None,
            sent: Vec::new(),
            problem: None,
            statuses: BTreeMap::new(),
            refreshing: None,
            desks: DeskFilter::default(),
        }
    }

    pub fn status_of(&self, survey_id: &str) -> &StatusCheck {
        self.statuses.get(survey_id).unwrap_or(&StatusCheck::NotChecked)
    }

    /// The rows as shown (the desks chosen): surveys with alerts first, then the newest first.
    pub fn rows(&self) -> Vec<&SentSurvey> {
        let mut rows: Vec<&SentSurvey> =
            self.sent.iter().filter(|sent| self.desks.shows(sent.desk.as_deref())).collect();
        let alerts = |row: &SentSurvey| match self.status_of(&row.survey_id) {
            StatusCheck::Checked { alerts, .. } => *alerts,
            _ => 0,
        };
        rows.sort_by(|a, b| (alerts(b) > 0).cmp(&(alerts(a) > 0)).then(b.sent_at.cmp(&a.sent_at)));
        rows
    }
}

impl AppState {
    /// Reads what was sent on `date` (the journal, in the worker; the activity log is here).
    pub fn load_sent_on(&mut self, date: jiff::civil::Date) {
        if self.today_view.date != date {
            self.today_view = TodayView { desks: self.today_view.desks, ..TodayView::new(date) };
        }
        let id = self.queue_quiet(Command::LoadSent { first: date, last: date, newest_first: None });
        self.today_view.loading = Some(id);
    }

    /// The day turned (a desk left on overnight): the Today view that showed the day that was
    /// today shows the new one, and Follow-up's days end on the new day; a day the user chose
    /// stays shown. Called by the app's clock with the current instant; returns when the next
    /// day begins, for the app to wake up then.
    pub fn follow_the_calendar(&mut self, now: std::time::Instant) -> Option<std::time::Instant> {
        let clock = self.clock.now();
        let today = clock.date();
        if today != self.calendar_day {
            let was = std::mem::replace(&mut self.calendar_day, today);
            if self.today_view.date == was {
                self.load_sent_on(today);
            }
            self.load_follow_up(self.follow_up.days);
        }
        let next_day = clock.tomorrow().and_then(|tomorrow| tomorrow.start_of_day()).ok()?;
        let until = std::time::Duration::try_from(next_day.timestamp().duration_since(clock.timestamp())).ok()?;
        // A moment past midnight, so that the clock read then says the new day.
        Some(now + until + std::time::Duration::from_secs(1))
    }

    /// What was sent, read again for the Today and the Follow-up views (at start, after a list
    /// was sent, at sign-in and sign-out: what is "here" changes with the session).
    pub fn reload_sent(&mut self) {
        self.load_sent_on(self.today_view.date);
        self.load_follow_up(self.follow_up.days);
    }

    pub fn refresh_statuses(&mut self) {
        let view = &self.today_view;
        if view.refreshing.is_some() || view.sent.is_empty() {
            return;
        }
        let survey_ids: Vec<String> = view.sent.iter().map(|row| row.survey_id.clone()).collect();
        let id =
            self.queue("progress-refreshing-statuses", Command::RefreshStatuses { survey_ids: survey_ids.clone() });
        let view = &mut self.today_view;
        view.refreshing = Some(id);
        for survey_id in survey_ids {
            view.statuses.insert(survey_id, StatusCheck::Checking);
        }
    }

    /// What the journal says was sent from day `first` to day `last`: for the view that asked.
    pub(super) fn on_sent(
        &mut self,
        id: RequestId,
        first: jiff::civil::Date,
        last: jiff::civil::Date,
        result: Result<Vec<SentRow>, String>,
    ) {
        if self.follow_up.loading == Some(id) {
            self.on_follow_up_sent(first, last, result);
            return;
        }
        let date = first;
        if self.today_view.loading != Some(id) || self.today_view.date != date {
            return;
        }
        let view = &mut self.today_view;
        view.loading = None;
        let journal = match result {
            Ok(rows) => {
                view.problem = None;
                rows
            }
            Err(problem) => {
                tracing::warn!("the invitations sent on {date} could not be read from the journal: {problem}");
                view.problem = Some(problem);
                Vec::new()
            }
        };
        self.other_desks_seen |= journal.iter().any(|row| row.desk.is_some());
        let mut sent: Vec<SentSurvey> = journal.iter().map(SentSurvey::from).collect();
        sent.extend(self.single_surveys_sent(date, date, &sent));
        sent.sort_by_key(|row| row.sent_at);
        self.today_view.sent = sent;
    }

    /// Whether the views say which desk sent what, and let the user choose: where the clinic's
    /// desks share their journal, and where this desk's journal holds another desk's lists (the
    /// demo's colleague).
    pub fn desks_shown(&self) -> bool {
        self.clinic_database_in_use() || self.other_desks_seen
    }

    /// Surveys made one by one from day `first` to day `last`, from the activity log (those of
    /// a day's list are in `known` already).
    pub(super) fn single_surveys_sent(
        &self,
        first: jiff::civil::Date,
        last: jiff::civil::Date,
        known: &[SentSurvey],
    ) -> Vec<SentSurvey> {
        use crate::activity::Action;
        let zone = jiff::tz::TimeZone::system();
        // Signed out, nothing was sent "here".
        let Some(session) = &self.connection.session else { return Vec::new() };
        let known: std::collections::HashSet<&str> = known.iter().map(|sent| sent.survey_id.as_str()).collect();
        // The channel each invitation went by, read once.
        let channels: std::collections::HashMap<&str, &str> = self
            .activity
            .iter()
            .filter_map(|entry| match &entry.action {
                Action::InvitationSent { survey_id, channel } => Some((survey_id.as_str(), channel.as_str())),
                _ => None,
            })
            .collect();
        let mut found = Vec::new();
        for entry in &self.activity {
            // A list's surveys are the journal's to show (and gone with the list after its time).
            let Action::SurveyCreated { survey_id, patient_id, from_list: false } = &entry.action else { continue };
            // Only what was sent for this clinic (this service and tenant), as a list's rows (a
            // line of an earlier version, which did not say, is not shown anywhere).
            if !entry.session.as_ref().is_some_and(|sent_in| sent_in.same_clinic(session)) {
                continue;
            }
            let Ok(at) = entry.at.parse::<jiff::Timestamp>() else { continue };
            let day = at.to_zoned_datetime(zone.clone()).date();
            if day < first || day > last || known.contains(survey_id.as_str()) {
                continue;
            }
            let channel = channels.get(survey_id.as_str()).and_then(|channel| Channel::parse(channel));
            // The patient's name when this session has seen them (the log keeps only the id).
            let known = patient_id.as_ref().and_then(|id| {
                let open = self.patient.as_ref().map(|open| &open.patient);
                open.into_iter().chain(&self.recent).chain(&self.demo_patients).find(|p| &p.patient_id == id)
            });
            found.push(SentSurvey {
                survey_id: survey_id.clone(),
                patient: known.map(|patient| patient.full_name()),
                reference: known.and_then(|patient| patient.external_reference.clone()),
                patient_id: patient_id.clone(),
                channel,
                sent_at: at,
                // The activity log is this desk's own.
                desk: None,
            });
        }
        found
    }

    /// A survey's status came: for every view that shows the survey.
    pub(super) fn on_survey_status(&mut self, survey_id: String, result: Result<Survey, ApiError>) {
        let check = match result {
            Ok(survey) => StatusCheck::of(survey),
            Err(error) => StatusCheck::Failed(error),
        };
        if let Some(shown) = self.follow_up.statuses.get_mut(&survey_id) {
            *shown = check.clone();
            self.follow_up.changed();
        }
        self.today_view.statuses.insert(survey_id, check);
    }

    pub(super) fn on_statuses_refreshed(&mut self, id: RequestId) {
        // Where the IT department made filing automatic, the answered ones are filed now.
        let file_now = self.follow_up.refreshing == Some(id)
            && self.policy.filing.preset.as_ref().is_some_and(|filing| filing.automatic);
        let views = [
            (&mut self.today_view.refreshing, &mut self.today_view.statuses),
            (&mut self.follow_up.refreshing, &mut self.follow_up.statuses),
        ];
        for (refreshing, statuses) in views {
            if *refreshing == Some(id) {
                *refreshing = None;
                // A survey no answer came for is no longer being checked.
                for check in statuses.values_mut() {
                    if *check == StatusCheck::Checking {
                        *check = StatusCheck::NotChecked;
                    }
                }
            }
        }
        if file_now && self.filing_settings().is_some() {
            self.file_answered();
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    fn sent(survey_id: &str, minute: i64) -> SentSurvey {
        SentSurvey {
            survey_id: survey_id.into(),
            patient: None,
            reference: None,
            patient_id: None,
            channel: Some(Channel::Email),
            sent_at: jiff::Timestamp::from_second(1_800_000_000 + minute * 60).unwrap(),
            desk: None,
        }
    }

    fn answered(alerts: usize) -> StatusCheck {
        StatusCheck::Checked { status: None, alerts, started: true, answered: true, to_file: None }
    }

    #[test]
    fn surveys_with_alerts_come_first_then_the_newest() {
        let mut view = TodayView::new(jiff::civil::date(2026, 11, 24));
        view.sent = vec![sent("a", 1), sent("b", 2), sent("c", 3), sent("d", 4)];
        assert_eq!(view.rows().iter().map(|r| r.survey_id.as_str()).collect::<Vec<_>>(), ["d", "c", "b", "a"]);
        view.statuses.insert("a".into(), answered(2));
        view.statuses.insert("c".into(), answered(1));
        view.statuses.insert("d".into(), answered(0));
        assert_eq!(view.rows().iter().map(|r| r.survey_id.as_str()).collect::<Vec<_>>(), ["c", "a", "d", "b"]);
    }

    #[test]
    fn statuses_are_fetched_only_when_asked_and_once_at_a_time() {
        let mut state = AppState::new();
        let date = state.today_view.date;
        state.load_sent_on(date);
        let loading = state.today_view.loading.unwrap();
        let row = crate::batch_journal::SentRow {
            batch_id: "b".into(),
            item: crate::batch_journal::BatchItem {
                reference: "R-1".into(),
                line: 2,
                patient: crate::drafts::DraftPatient { first_name: "An".into(), ..Default::default() },
                sms: true,
                update_on_record: false,
                ..Default::default()
            },
            survey_id: "s-1".into(),
            patient_id: None,
            sent_at: jiff::Timestamp::now(),
            desk: None,
        };
        state.take_commands();
        state.on_sent(loading, date, date, Ok(vec![row]));
        assert!(state.take_commands().is_empty(), "nothing is fetched on its own");
        assert_eq!(state.today_view.sent[0].channel, Some(Channel::Sms));
        state.refresh_statuses();
        state.refresh_statuses();
        let asked: Vec<_> = state.take_commands();
        assert_eq!(asked.len(), 1, "one refresh at a time");
        assert!(matches!(&asked[0].1, Command::RefreshStatuses { survey_ids } if survey_ids == &["s-1"]));
    }
}
