//! The Follow-up view's state: the invitations of the last days with their statuses, the
//! filter, the reminder and filing settings as chosen, and the rows as shown, worked out once
//! per change. It owns no sending or filing: [`super`] and [`super::filing`] do that.

use std::collections::BTreeMap;

use crate::api::Channel;
use crate::reminders::{NoReminder, ReminderRules};
use crate::state::RequestId;
use crate::state::today::{DeskFilter, StatusCheck};

use super::{DEFAULT_DAYS, FollowedInvitation, Standing};

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
    /// The invitations are the period's newest only: the older ones are being read.
    pub reading_older: bool,
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
    pub filing: crate::filing::FilingChoice,
    pub filing_running: Option<RequestId>,
    /// What became of each survey the last filing asked for.
    pub filing_results: BTreeMap<String, Result<crate::filing::Filed, crate::worker::filing::FilingProblem>>,
    /// Counts the changes to the invitations and their statuses ([`FollowUpView::changed`]):
    /// the rows shown are worked out again only after one.
    revision: u64,
    shown: ShownCache,
}

impl Default for FollowUpView {
    fn default() -> Self {
        FollowUpView {
            days: DEFAULT_DAYS,
            loading: None,
            invitations: Vec::new(),
            reading_older: false,
            problem: None,
            statuses: BTreeMap::new(),
            refreshing: None,
            filter: FollowUpFilter::default(),
            rules: None,
            channel: None,
            asking: None,
            creating: None,
            filing: crate::filing::FilingChoice::default(),
            filing_running: None,
            filing_results: BTreeMap::new(),
            revision: 0,
            shown: ShownCache::default(),
        }
    }
}

impl FollowUpView {
    pub fn standing(&self, invitation: &FollowedInvitation) -> Standing {
        invitation.standing(&self.statuses)
    }

    /// A view of these invitations, nothing else chosen or fetched yet.
    pub fn showing(invitations: Vec<FollowedInvitation>) -> FollowUpView {
        FollowUpView { invitations, ..FollowUpView::default() }
    }

    /// The invitations or their statuses changed: what is shown is worked out again.
    pub fn changed(&mut self) {
        self.revision = self.revision.wrapping_add(1);
    }

    /// The invitations the filter lets through, grouped and ordered as shown: by standing;
    /// not answered yet, soonest appointment first; otherwise newest first. Worked out once
    /// per change (a month of a clinic's invitations is not sorted again at every frame).
    pub fn rows(&self) -> Vec<(Standing, &FollowedInvitation)> {
        self.with_shown(|shown| {
            shown.rows.iter().filter_map(|&(standing, index)| Some((standing, self.invitations.get(index)?))).collect()
        })
    }

    /// The surveys of the rows shown whose final answers were fetched (to be filed unless they
    /// are already), in the rows' order, with their invitation.
    pub fn finished_shown(&self) -> Vec<(&FollowedInvitation, String)> {
        self.with_shown(|shown| {
            shown
                .finished
                .iter()
                .filter_map(|(index, survey_id)| Some((self.invitations.get(*index)?, survey_id.clone())))
                .collect()
        })
    }

    /// The days an invitation was sent on or has its appointment on, for the day filter.
    pub fn days(&self) -> Vec<DayFilter> {
        self.with_shown(|shown| shown.days.clone())
    }

    fn with_shown<T>(&self, read: impl FnOnce(&Shown) -> T) -> T {
        let key = ShownKey {
            revision: self.revision,
            invitations: self.invitations.len(),
            statuses: self.statuses.len(),
            filter: self.filter,
        };
        let mut shown = self.shown.0.borrow_mut();
        if shown.key != Some(key) {
            *shown = self.work_out_shown(key);
        }
        read(&shown)
    }

    fn work_out_shown(&self, key: ShownKey) -> Shown {
        let zone = jiff::tz::TimeZone::system();
        let sent_on: Vec<jiff::civil::Date> = self
            .invitations
            .iter()
            .map(|invitation| invitation.sent.sent_at.to_zoned_datetime(zone.clone()).date())
            .collect();
        let FollowUpFilter { desks, day, channel, standing: only } = self.filter;
        let mut rows: Vec<(Standing, usize)> = self
            .invitations
            .iter()
            .enumerate()
            .map(|(index, invitation)| (self.standing(invitation), index))
            .filter(|&(standing, index)| {
                let invitation = &self.invitations[index];
                let on_day = match day {
                    None => true,
                    Some(DayFilter::SentOn(day)) => sent_on[index] == day,
                    Some(DayFilter::AppointmentOn(day)) => invitation.appointment.is_some_and(|a| a.date == day),
                };
                on_day
                    && desks.shows(invitation.sent.desk.as_deref())
                    && channel.is_none_or(|channel| invitation.latest().channel == Some(channel))
                    && only.is_none_or(|only| only == standing)
            })
            .collect();
        rows.sort_by(|&(a_standing, a), &(b_standing, b)| {
            let (a, b) = (&self.invitations[a], &self.invitations[b]);
            let appointment = |invitation: &FollowedInvitation| {
                invitation.appointment.map(|appointment| (appointment.date, appointment.time))
            };
            a_standing
                .cmp(&b_standing)
                .then_with(|| match (a_standing, appointment(a), appointment(b)) {
                    (Standing::NotAnswered, Some(a), Some(b)) => a.cmp(&b),
                    (Standing::NotAnswered, Some(_), None) => std::cmp::Ordering::Less,
                    (Standing::NotAnswered, None, Some(_)) => std::cmp::Ordering::Greater,
                    _ => std::cmp::Ordering::Equal,
                })
                .then(b.sent.sent_at.cmp(&a.sent.sent_at))
        });
        let mut days: Vec<DayFilter> = sent_on
            .into_iter()
            .map(DayFilter::SentOn)
            .chain(self.invitations.iter().filter_map(|i| i.appointment.map(|a| DayFilter::AppointmentOn(a.date))))
            .collect();
        days.sort();
        days.dedup();
        let finished = rows
            .iter()
            .flat_map(|&(_, index)| {
                self.invitations[index]
                    .surveys()
                    .filter(|sent| {
                        matches!(
                            self.statuses.get(&sent.survey_id),
                            Some(StatusCheck::Checked { to_file: Some(_), .. })
                        )
                    })
                    .map(move |sent| (index, sent.survey_id.clone()))
            })
            .collect();
        Shown { key: Some(key), rows, days, finished }
    }

    /// The invitation `survey_id` belongs to (its first survey or a reminder's).
    pub fn invitation_of(&self, survey_id: &str) -> Option<&FollowedInvitation> {
        self.invitations.iter().find(|invitation| invitation.surveys().any(|sent| sent.survey_id == survey_id))
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

/// What the view's rows were worked out from: when any of it differs, they are worked out again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct ShownKey {
    revision: u64,
    invitations: usize,
    statuses: usize,
    filter: FollowUpFilter,
}

/// The rows as shown (their standing and their place among the invitations), and the days the
/// day filter offers.
#[derive(Default)]
struct Shown {
    key: Option<ShownKey>,
    rows: Vec<(Standing, usize)>,
    days: Vec<DayFilter>,
    /// [`FollowUpView::finished_shown`].
    finished: Vec<(usize, String)>,
}

/// [`Shown`], kept between frames; not part of what the view is (a copy starts empty, and two
/// views are equal whatever they have worked out).
#[derive(Default)]
struct ShownCache(std::cell::RefCell<Shown>);

impl Clone for ShownCache {
    fn clone(&self) -> Self {
        ShownCache::default()
    }
}

impl PartialEq for ShownCache {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl std::fmt::Debug for ShownCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ShownCache")
    }
}
