//! The Follow-up view's rules, on invitations made up in memory.
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

#[test]
fn a_long_period_shows_its_newest_invitations_first_then_all_of_them() {
    use crate::worker::{Command, Event, EventKind};
    let mut state = AppState::new();
    state.connection.status = crate::state::ConnectionStatus::Connected;
    state.show_follow_up();
    let (id, command) = state.take_commands().pop().unwrap();
    let Command::LoadSent { first, last, newest_first } = command else { panic!("{command:?}") };
    assert_eq!(newest_first, Some(NEWEST_FIRST), "a period is read newest first");
    let all: Vec<SentRow> = (0..1_200).map(|i| row(&format!("s-{i}"), &format!("R-{i}"), i, None)).collect();
    let newest = all[all.len() - NEWEST_FIRST..].to_vec();
    state.apply(Event { id, kind: EventKind::NewestSent { first, last, rows: newest } });
    let view = &state.follow_up;
    assert!(view.reading_older && view.loading == Some(id));
    assert_eq!(view.invitations.len(), NEWEST_FIRST);
    assert_eq!(view.rows()[0].1.key(), "s-1199", "the newest on top, as once all are read");
    // What acts on the whole period waits for it.
    for intent in [FollowUpIntent::Refresh, FollowUpIntent::Remind(vec!["s-1199".into()]), FollowUpIntent::FileAnswered]
    {
        state.apply_follow_up_intent(intent);
    }
    assert!(state.take_commands().is_empty(), "nothing asked of the service on half a period");
    assert!(state.follow_up.asking.is_none());
    state.apply(Event { id, kind: EventKind::Sent { first, last, result: Ok(all) } });
    let view = &state.follow_up;
    assert!(!view.reading_older && view.loading.is_none());
    assert_eq!(view.invitations.len(), 1_200);
    state.apply_follow_up_intent(FollowUpIntent::Refresh);
    assert_eq!(state.take_commands().len(), 1, "the statuses of the whole period, once read");
}

#[test]
fn the_newest_of_a_period_the_user_left_are_not_shown() {
    use crate::worker::{Command, Event, EventKind};
    let mut state = AppState::new();
    state.show_follow_up();
    let (old, _) = state.take_commands().pop().unwrap();
    state.apply_follow_up_intent(FollowUpIntent::Days(3));
    let (id, command) = state.take_commands().pop().unwrap();
    let Command::LoadSent { first, last, .. } = command else { panic!("{command:?}") };
    state.apply(Event { id: old, kind: EventKind::NewestSent { first, last, rows: vec![row("s-1", "R-1", 1, None)] } });
    assert!(state.follow_up.invitations.is_empty() && !state.follow_up.reading_older);
    assert_eq!(state.follow_up.loading, Some(id));
}
