//! When a reminder may be sent for an invitation (issue 31): the rules a clinic sets, within what
//! its IT policy allows, and the one decision every way of reminding asks. A reminder is a new
//! invitation, so the rules are strict: never to a patient who has started answering, at most
//! so many per invitation, never sooner than so many days after the last, never after the
//! appointment, and not in the evening or at night unless the user confirms. No egui, no clock of its own: the
//! caller gives the moment, so the rules are tested at any hour.

use jiff::civil::Time;
use jiff::{SignedDuration, Timestamp, ZonedDateTime as Zoned};

use crate::import::Appointment;

/// A clinic's reminder rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReminderRules {
    /// Reminders one invitation may have (the invitation itself not counted).
    pub max_per_invitation: u32,
    /// Whole days at least between the invitation (or the last reminder) and the next one.
    pub min_days_between: u32,
    /// From this time of day on, a reminder needs the user's confirmation…
    pub quiet_from: Time,
    /// …until this time of day, the next morning.
    pub quiet_until: Time,
}

impl ReminderRules {
    /// No reminders at all: what a policy that cannot be read allows.
    pub const NONE: ReminderRules = ReminderRules {
        max_per_invitation: 0,
        min_days_between: 2,
        quiet_from: Time::constant(20, 0, 0, 0),
        quiet_until: Time::constant(8, 0, 0, 0),
    };
    /// The most reminders a policy may allow for one invitation.
    pub const MAX_PER_INVITATION: u32 = 5;
    /// The longest gap a policy may set between reminders, in days.
    pub const MAX_DAYS_BETWEEN: u32 = 30;
}

impl Default for ReminderRules {
    /// Two reminders at most, two days apart, none between 20:00 and 08:00 unless confirmed.
    fn default() -> Self {
        ReminderRules {
            max_per_invitation: 2,
            min_days_between: 2,
            quiet_from: Time::constant(20, 0, 0, 0),
            quiet_until: Time::constant(8, 0, 0, 0),
        }
    }
}

/// What the rules know of one invitation.
#[derive(Clone, Debug, PartialEq)]
pub struct Invitation {
    pub sent_at: Timestamp,
    /// When each reminder of it was sent.
    pub reminders: Vec<Timestamp>,
    /// The appointment the list gave, if any.
    pub appointment: Option<Appointment>,
    /// The patient has started a survey since the invitation, or finished one
    /// ([`crate::survey_progress::has_started`]; checked against the service right before a
    /// reminder is sent, not from memory).
    pub started: bool,
}

/// Why no reminder is sent now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoReminder {
    /// The patient has started answering (or finished): they are never reminded.
    Started,
    /// The invitation had its `max` reminders.
    NoMoreReminders { max: u32 },
    /// Too soon after the invitation or the last reminder: not before `from`.
    TooSoon { from: Timestamp },
    /// The appointment has begun (a day without a time counts from its start).
    AppointmentPassed,
    /// Evening or night where the workstation is: only if the user confirms.
    QuietHours,
}

/// Whether a reminder of `invitation` may be sent at `now` (the workstation's time zone is
/// `now`'s), the quiet hours overridden when the user `confirmed` them.
pub fn may_remind(
    rules: &ReminderRules,
    invitation: &Invitation,
    now: &Zoned,
    confirmed: bool,
) -> Result<(), NoReminder> {
    if invitation.started {
        return Err(NoReminder::Started);
    }
    if invitation.reminders.len() >= rules.max_per_invitation as usize {
        return Err(NoReminder::NoMoreReminders { max: rules.max_per_invitation });
    }
    if let Some(appointment) = invitation.appointment {
        let begins = appointment.date.to_datetime(appointment.time.unwrap_or(Time::midnight()));
        let begins = begins.to_zoned_datetime(now.time_zone().clone()).map_err(|_| NoReminder::AppointmentPassed)?;
        if now.timestamp() >= begins.timestamp() {
            return Err(NoReminder::AppointmentPassed);
        }
    }
    let last = invitation.reminders.iter().max().copied().unwrap_or(invitation.sent_at).max(invitation.sent_at);
    let from = last + SignedDuration::from_hours(24 * i64::from(rules.min_days_between));
    if now.timestamp() < from {
        return Err(NoReminder::TooSoon { from });
    }
    if !confirmed && in_quiet_hours(rules, now.time()) {
        return Err(NoReminder::QuietHours);
    }
    Ok(())
}

/// Where the time comes from: the workstation's clock, or a test's (days pass in a test).
#[derive(Clone)]
pub struct Clock(std::sync::Arc<dyn Fn() -> Zoned + Send + Sync>);

impl Clock {
    /// The workstation's clock in its time zone.
    pub fn system() -> Clock {
        Clock(std::sync::Arc::new(Zoned::now))
    }

    /// The workstation's clock, `ahead` of the real time (a test's "three days later").
    pub fn ahead(ahead: SignedDuration) -> Clock {
        Clock(std::sync::Arc::new(move || {
            let now = Zoned::now();
            now.checked_add(ahead).unwrap_or(now)
        }))
    }

    /// The workstation's clock, `days` after today at `time` of day there (a test's "three days
    /// later, at ten": what the quiet hours say never depends on when the test runs). It runs.
    pub fn days_ahead_at(days: i64, time: Time) -> Clock {
        let now = Zoned::now();
        let target = now
            .date()
            .checked_add(jiff::Span::new().days(days))
            .ok()
            .and_then(|date| date.to_datetime(time).to_zoned_datetime(now.time_zone().clone()).ok());
        let ahead = target.map_or(SignedDuration::ZERO, |target| target.timestamp().duration_since(now.timestamp()));
        Clock::ahead(ahead)
    }

    /// A clock that reads `now` (a test's hand on the clock: time that moves when the test says).
    pub fn from_fn(now: impl Fn() -> Zoned + Send + Sync + 'static) -> Clock {
        Clock(std::sync::Arc::new(now))
    }

    pub fn now(&self) -> Zoned {
        (self.0)()
    }
}

impl Default for Clock {
    fn default() -> Self {
        Clock::system()
    }
}

impl std::fmt::Debug for Clock {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Clock({})", self.now())
    }
}

/// The evening or night `at` lies in, named by the moment its quiet hours began; `None` when
/// `at` is outside the quiet hours.
pub fn quiet_stretch(rules: &ReminderRules, at: &Zoned) -> Option<jiff::civil::DateTime> {
    if !in_quiet_hours(rules, at.time()) {
        return None;
    }
    let date = at.date();
    // Quiet hours past midnight began the evening before when `at` is in the morning part.
    let began_yesterday = rules.quiet_from > rules.quiet_until && at.time() < rules.quiet_until;
    let date = if began_yesterday { date.yesterday().ok()? } else { date };
    Some(date.to_datetime(rules.quiet_from))
}

/// Whether the user's confirmation to send in the quiet hours, given at `confirmed_at`, covers
/// `now`: only within the same evening or night. A batch resumed on another evening asks again.
pub fn confirmation_holds(rules: &ReminderRules, confirmed_at: Option<Timestamp>, now: &Zoned) -> bool {
    let Some(confirmed_at) = confirmed_at else { return false };
    let confirmed = confirmed_at.to_zoned_datetime(now.time_zone().clone());
    match (quiet_stretch(rules, &confirmed), quiet_stretch(rules, now)) {
        (Some(then), Some(now)) => then == now,
        _ => false,
    }
}

/// Whether `time` of day lies in the quiet hours (which may run past midnight).
pub fn in_quiet_hours(rules: &ReminderRules, time: Time) -> bool {
    if rules.quiet_from <= rules.quiet_until {
        rules.quiet_from <= time && time < rules.quiet_until
    } else {
        time >= rules.quiet_from || time < rules.quiet_until
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn brussels(moment: &str) -> Zoned {
        format!("{moment}[Europe/Brussels]").parse().unwrap()
    }

    fn sent(moment: &str) -> Invitation {
        Invitation { sent_at: brussels(moment).timestamp(), reminders: Vec::new(), appointment: None, started: false }
    }

    #[test]
    fn a_patient_who_started_answering_is_never_reminded() {
        let started = Invitation { started: true, ..sent("2026-11-20T10:00") };
        let now = brussels("2026-11-25T10:00");
        assert_eq!(may_remind(&ReminderRules::default(), &started, &now, true), Err(NoReminder::Started));
    }

    #[test]
    fn at_most_two_reminders_at_least_two_days_apart() {
        let rules = ReminderRules::default();
        let mut invitation = sent("2026-11-20T10:00");
        assert_eq!(
            may_remind(&rules, &invitation, &brussels("2026-11-22T09:59"), false),
            Err(NoReminder::TooSoon { from: brussels("2026-11-22T10:00").timestamp() })
        );
        assert_eq!(may_remind(&rules, &invitation, &brussels("2026-11-22T10:00"), false), Ok(()));
        invitation.reminders.push(brussels("2026-11-22T10:00").timestamp());
        // The same again the next minute: the gap counts from the last reminder.
        assert!(matches!(
            may_remind(&rules, &invitation, &brussels("2026-11-22T10:01"), false),
            Err(NoReminder::TooSoon { .. })
        ));
        invitation.reminders.push(brussels("2026-11-24T10:00").timestamp());
        assert_eq!(
            may_remind(&rules, &invitation, &brussels("2026-11-30T10:00"), false),
            Err(NoReminder::NoMoreReminders { max: 2 })
        );
    }

    #[test]
    fn never_after_the_appointment_a_day_without_a_time_counting_from_its_start() {
        let rules = ReminderRules::default();
        let timed = Invitation { appointment: Appointment::parse("25/11/2026 14:30"), ..sent("2026-11-20T10:00") };
        assert_eq!(may_remind(&rules, &timed, &brussels("2026-11-25T14:29"), false), Ok(()));
        assert_eq!(
            may_remind(&rules, &timed, &brussels("2026-11-25T14:30"), false),
            Err(NoReminder::AppointmentPassed)
        );
        let day = Invitation { appointment: Appointment::parse("25/11/2026"), ..sent("2026-11-20T10:00") };
        assert_eq!(may_remind(&rules, &day, &brussels("2026-11-24T19:59"), false), Ok(()));
        assert_eq!(may_remind(&rules, &day, &brussels("2026-11-25T09:00"), false), Err(NoReminder::AppointmentPassed));
    }

    #[test]
    fn a_confirmation_for_the_evening_holds_that_evening_and_night_only() {
        let rules = ReminderRules::default();
        let confirmed = Some(brussels("2026-11-23T21:00").timestamp());
        assert!(confirmation_holds(&rules, confirmed, &brussels("2026-11-23T21:30")));
        assert!(confirmation_holds(&rules, confirmed, &brussels("2026-11-24T07:59")), "the same night");
        assert!(!confirmation_holds(&rules, confirmed, &brussels("2026-11-24T20:30")), "the next evening");
        assert!(!confirmation_holds(&rules, confirmed, &brussels("2026-11-26T21:00")), "resumed days later");
        assert!(!confirmation_holds(&rules, None, &brussels("2026-11-23T21:30")));
        // A morning confirmation belongs to the night that began the evening before.
        let early = Some(brussels("2026-11-24T06:00").timestamp());
        assert!(confirmation_holds(&rules, early, &brussels("2026-11-23T23:00")));
        assert!(!confirmation_holds(&rules, early, &brussels("2026-11-24T22:00")));
        // Quiet hours within one day (a clinic quiet over lunch).
        let lunch = ReminderRules {
            quiet_from: Time::constant(12, 0, 0, 0),
            quiet_until: Time::constant(14, 0, 0, 0),
            ..rules
        };
        let at_noon = Some(brussels("2026-11-23T12:10").timestamp());
        assert!(confirmation_holds(&lunch, at_noon, &brussels("2026-11-23T13:50")));
        assert!(!confirmation_holds(&lunch, at_noon, &brussels("2026-11-24T12:10")));
    }

    #[test]
    fn evenings_and_nights_need_the_user_s_confirmation() {
        let rules = ReminderRules::default();
        let invitation = sent("2026-11-20T10:00");
        for night in ["2026-11-23T20:00", "2026-11-23T23:30", "2026-11-24T03:00", "2026-11-24T07:59"] {
            assert_eq!(
                may_remind(&rules, &invitation, &brussels(night), false),
                Err(NoReminder::QuietHours),
                "{night}"
            );
            assert_eq!(may_remind(&rules, &invitation, &brussels(night), true), Ok(()), "{night}, confirmed");
        }
        for day in ["2026-11-24T08:00", "2026-11-24T19:59"] {
            assert_eq!(may_remind(&rules, &invitation, &brussels(day), false), Ok(()), "{day}");
        }
    }
}
