//! Reminders counted for the whole clinic, whichever desk sent the invitation or the reminder.

use super::{item, settings};
use crate::support::pg_cluster::Cluster;
use intake_desk::batch_journal::{BatchItem, RowState};

/// Reminders are the clinic's, not a desk's: desk A sends a list; three days later the nurse
/// at desk B reminds those who have not answered; desk A's Follow-up then shows each of them
/// reminded once, and its own "remind" a minute later sends nobody a second reminder.
#[test]
fn reminders_are_counted_for_the_whole_clinic() {
    use intake_desk::api::{AccessToken, Client, ClientOptions, Environment};
    use intake_desk::batch_journal::{JournalPlace, SKIPPED_STARTED, SKIPPED_TOO_SOON, SentRow};
    use intake_desk::reminders::{Clock, ReminderRules};
    use intake_desk::state::follow_up::{FollowUpView, FollowedInvitation, Standing, gather};
    use intake_desk::state::today::StatusCheck;
    use intake_desk::worker::batch::Batch;
    use std::collections::BTreeMap;
    use std::sync::{Arc, Mutex};

    let Some(cluster) = Cluster::start() else { return };
    let url = cluster.new_database();
    let runtime = crate::support::runtime();
    let sandbox = crate::support::start_sandbox(&runtime);
    let session = crate::support::session_of(&sandbox);
    let environment = Environment::Sandbox { base_url: sandbox.base_url() };
    let client = Client::new(&environment, AccessToken::new(sandbox.token()), &ClientOptions::default()).unwrap();
    let desk = |name: &str| {
        let place =
            JournalPlace::in_the_clinic_database(&crate::support::temp_dir("reminding"), settings(url.clone(), name));
        Arc::new(Mutex::new(place.open().unwrap()))
    };
    let (desk_a, desk_b) = (desk("Desk A"), desk("Desk B"));
    let day = jiff::SignedDuration::from_hours(24);
    // Journaled at a desk (outside the runtime: the clinic database's client blocks), then sent.
    let send = |journal: &Arc<Mutex<intake_desk::batch_journal::BatchJournal>>, items: &[BatchItem], clock: Clock| {
        let batch_id = journal.lock().unwrap().create("list.csv", items, &session).unwrap();
        let batch = Batch::new(client.clone(), Arc::clone(journal), batch_id, crate::support::batch::quick())
            .with_reminder_rules(ReminderRules::default(), clock);
        runtime.block_on(Arc::new(batch).run(Arc::new(|_| {}))).unwrap()
    };
    let sent = |journal: &Arc<Mutex<intake_desk::batch_journal::BatchJournal>>| -> Vec<SentRow> {
        let now = jiff::Timestamp::now();
        journal.lock().unwrap().sent_between(now - jiff::SignedDuration::from_hours(1), now + day, &session).unwrap()
    };
    // The Follow-up view at a desk, every status fetched as "Refresh statuses" does.
    let follow_up = |journal: &Arc<Mutex<intake_desk::batch_journal::BatchJournal>>| {
        let mut view = FollowUpView::showing(gather(&sent(journal), Vec::new()));
        let ids: Vec<String> = view.invitations.iter().flat_map(FollowedInvitation::survey_ids).collect();
        let fetched = Arc::new(Mutex::new(BTreeMap::new()));
        let into = Arc::clone(&fetched);
        let each = Arc::new(move |survey_id: String, result: Result<intake_desk::api::Survey, _>| {
            into.lock().unwrap().insert(survey_id, StatusCheck::of(result.unwrap()));
        });
        runtime.block_on(intake_desk::worker::batch::fetch_surveys(
            client.clone(),
            ids,
            crate::support::batch::quick(),
            each,
        ));
        view.statuses = fetched.lock().unwrap().clone();
        view
    };
    let remind_all = |view: &FollowUpView| -> Vec<BatchItem> {
        view.invitations.iter().map(|invitation| invitation.reminder_item(None, None).unwrap()).collect()
    };
    let count = |rows: &[intake_desk::batch_journal::JournalRow], reason: Option<&str>| {
        rows.iter()
            .filter(|row| match (&row.state, reason) {
                (RowState::Sent { .. }, None) => true,
                (RowState::Skipped { reason: why, .. }, Some(reason)) => why == reason,
                _ => false,
            })
            .count()
    };

    // Desk A invites six; two answer.
    let appointment = jiff::ZonedDateTime::now().date().checked_add(jiff::Span::new().days(7)).unwrap();
    let items: Vec<BatchItem> = (0..6)
        .map(|i| BatchItem { appointment: Some(format!("{appointment}T10:30:00")), ..item(&format!("RM-{i}"), i + 2) })
        .collect();
    assert_eq!(count(&send(&desk_a, &items, Clock::system()), None), 6);
    for row in sent(&desk_a).iter().take(2) {
        assert!(runtime.block_on(sandbox.respond(&row.survey_id, false)));
    }

    // Three days later, the nurse at desk B reminds everyone she sees who has not answered.
    sandbox.advance_clock(day * 3);
    let view_b = follow_up(&desk_b);
    assert_eq!(view_b.invitations.len(), 6, "desk B sees desk A's invitations");
    let at_ten = Clock::days_ahead_at(3, jiff::civil::time(10, 0, 0, 0));
    let reminded = send(&desk_b, &remind_all(&view_b), at_ten);
    assert_eq!(count(&reminded, None), 4, "{reminded:#?}");
    assert_eq!(count(&reminded, Some(SKIPPED_STARTED)), 2, "none to those who answered");

    // Desk A's Follow-up counts desk B's reminders.
    let view_a = follow_up(&desk_a);
    for (standing, invitation) in view_a.rows() {
        let expected = usize::from(standing == Standing::NotAnswered);
        assert_eq!(invitation.reminders.len(), expected, "{}", invitation.key());
    }
    // And a minute later desk A's "remind" reminds nobody again.
    let a_minute_later = Clock::days_ahead_at(3, jiff::civil::time(10, 1, 0, 0));
    let again = send(&desk_a, &remind_all(&view_a), a_minute_later);
    assert_eq!(count(&again, None), 0, "{again:#?}");
    assert_eq!(count(&again, Some(SKIPPED_TOO_SOON)), 4);
    assert_eq!(sandbox.outbox().len(), 10, "six invitations and four reminders, each once");
}
