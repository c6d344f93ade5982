//! "Remind all" through the worker: the six who have not answered reminded once (and nobody a
//! minute later), never a patient who answered after the statuses were fetched, resumed after a
//! crash, and two profiles reminding the same list.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

use super::{DAY, item, run, sent, three_days_later_at_ten};
use crate::support::batch::{quick, sandbox_and_client, session};
use intake_desk::api::{Client, CreateSurveyRequest, SurveyPatient};
use intake_desk::batch_journal::{BatchItem, BatchJournal, RowState, SKIPPED_STARTED, SKIPPED_TOO_SOON};
use intake_desk::reminders::Clock;
use intake_desk::sandbox::{Sandbox, SandboxConfig};
use intake_desk::state::follow_up::{FollowUpView, FollowedInvitation, Standing, gather};
use intake_desk::state::today::StatusCheck;

/// A profile's journal on disk.
fn journal(name: &str) -> Arc<Mutex<BatchJournal>> {
    Arc::new(Mutex::new(BatchJournal::open(&crate::support::temp_dir(name)).unwrap()))
}

/// Journals `items` as a batch and sends it at `clock`'s time; the rows as they ended.
async fn send(
    client: &Client,
    journal: &Arc<Mutex<BatchJournal>>,
    items: &[BatchItem],
    clock: Clock,
) -> Vec<intake_desk::batch_journal::JournalRow> {
    let batch_id = journal.lock().unwrap().create("list.csv", items, &session()).unwrap();
    run(client, journal, &batch_id, clock).await
}

/// The Follow-up view of what the profile sent, with every survey's status fetched as
/// "Refresh statuses" does.
async fn follow_up(client: &Client, journal: &Arc<Mutex<BatchJournal>>) -> FollowUpView {
    let mut view = FollowUpView::showing(gather(&sent(journal), Vec::new()));
    let ids: Vec<String> = view.invitations.iter().flat_map(FollowedInvitation::survey_ids).collect();
    let fetched = Arc::new(Mutex::new(BTreeMap::new()));
    let into = Arc::clone(&fetched);
    let each = Arc::new(move |survey_id: String, result: Result<intake_desk::api::Survey, _>| {
        let check = StatusCheck::of(result.unwrap());
        into.lock().unwrap().insert(survey_id, check);
    });
    intake_desk::worker::batch::fetch_surveys(client.clone(), ids, quick(), each).await;
    view.statuses = fetched.lock().unwrap().clone();
    view
}

/// "Remind all": a reminder row for every invitation (the answered ones included: the worker
/// must leave them out by itself).
fn remind_all(view: &FollowUpView) -> Vec<BatchItem> {
    view.invitations.iter().map(|invitation| invitation.reminder_item(None, None).unwrap()).collect()
}

fn count(rows: &[intake_desk::batch_journal::JournalRow], pick: impl Fn(&RowState) -> bool) -> usize {
    rows.iter().filter(|row| pick(&row.state)).count()
}

fn skipped_for(reason: &'static str) -> impl Fn(&RowState) -> bool {
    move |state| matches!(state, RowState::Skipped { reason: why, .. } if why == reason)
}

fn is_sent(state: &RowState) -> bool {
    matches!(state, RowState::Sent { .. })
}

/// Ten invited, four answered (the first with an alert): the follow-up's groups, then three
/// days later "remind all" — six reminders, none to the answered — and the same a minute later.
async fn ten_sent_four_answered(journal: &Arc<Mutex<BatchJournal>>) -> (Sandbox, Client, Vec<BatchItem>) {
    let (sandbox, client) = sandbox_and_client(SandboxConfig::default()).await;
    let items: Vec<BatchItem> = (0..10).map(|i| item(&format!("FU-{i:02}"), i + 2)).collect();
    let rows = send(&client, journal, &items, Clock::system()).await;
    assert_eq!(count(&rows, is_sent), 10);
    let sent = sent(journal);
    for (index, row) in sent.iter().take(4).enumerate() {
        assert!(sandbox.respond(&row.survey_id, index == 0).await);
    }
    (sandbox, client, items)
}

#[tokio::test]
async fn remind_all_reaches_the_six_who_have_not_answered_once_and_a_minute_later_nobody() {
    let journal = journal("follow-up-remind-all");
    let (sandbox, client, _) = ten_sent_four_answered(&journal).await;
    let view = follow_up(&client, &journal).await;
    let standings: Vec<Standing> = view.rows().iter().map(|(standing, _)| *standing).collect();
    assert_eq!(standings[0], Standing::AnsweredWithAlerts, "alerts first: {standings:?}");
    assert_eq!(standings.iter().filter(|s| **s == Standing::Answered).count(), 3);
    assert_eq!(standings[1..4], [Standing::Answered; 3]);
    assert_eq!(standings[4..], [Standing::NotAnswered; 6]);
    // Right after the invitation: too soon for anyone.
    let too_soon = send(&client, &journal, &remind_all(&view), Clock::system()).await;
    assert_eq!(count(&too_soon, is_sent), 0);
    assert_eq!(sandbox.outbox().len(), 10);

    // Three days later.
    sandbox.advance_clock(DAY * 3);
    let later = three_days_later_at_ten();
    let reminded = send(&client, &journal, &remind_all(&view), later).await;
    assert_eq!(count(&reminded, is_sent), 6, "{reminded:#?}");
    assert_eq!(count(&reminded, skipped_for(SKIPPED_STARTED)), 4, "none to the answered");
    assert_eq!(sandbox.outbox().len(), 16, "six reminders, each once");
    let view = follow_up(&client, &journal).await;
    for (standing, invitation) in view.rows() {
        let expected = usize::from(standing == Standing::NotAnswered);
        assert_eq!(invitation.reminders.len(), expected, "{}", invitation.key());
    }

    // The same again a minute later: the gap rule holds every one back.
    let a_minute_later = Clock::days_ahead_at(3, jiff::civil::time(10, 1, 0, 0));
    let again = send(&client, &journal, &remind_all(&view), a_minute_later).await;
    assert_eq!(count(&again, is_sent), 0);
    assert_eq!(count(&again, skipped_for(SKIPPED_TOO_SOON)), 6);
    assert_eq!(sandbox.outbox().len(), 16);
}

#[tokio::test]
async fn a_patient_who_answers_after_the_statuses_were_fetched_is_not_reminded() {
    let journal = journal("follow-up-answer-before-send");
    let (sandbox, client, _) = ten_sent_four_answered(&journal).await;
    let view = follow_up(&client, &journal).await;
    let waiting: Vec<&FollowedInvitation> =
        view.rows().into_iter().filter(|(s, _)| *s == Standing::NotAnswered).map(|(_, i)| i).collect();
    assert_eq!(waiting.len(), 6);
    // The user looked at the follow-up; then one patient answers.
    assert!(sandbox.respond(waiting[0].key(), false).await);
    sandbox.advance_clock(DAY * 3);
    let items: Vec<BatchItem> =
        waiting.iter().map(|invitation| invitation.reminder_item(None, None).unwrap()).collect();
    let rows = send(&client, &journal, &items, three_days_later_at_ten()).await;
    assert_eq!(count(&rows, is_sent), 5);
    let row = rows.iter().find(|row| row.item.reference == waiting[0].sent.reference.clone().unwrap()).unwrap();
    assert!(skipped_for(SKIPPED_STARTED)(&row.state), "checked right before sending: {:?}", row.state);
    assert_eq!(sandbox.outbox().len(), 15);
}

#[tokio::test]
async fn reminders_interrupted_by_a_crash_are_resumed_each_sent_once() {
    let journal = journal("follow-up-crash");
    let (sandbox, client, _) = ten_sent_four_answered(&journal).await;
    let view = follow_up(&client, &journal).await;
    sandbox.advance_clock(DAY * 3);
    let items = remind_all(&view);
    let batch_id = journal.lock().unwrap().create("reminders", &items, &session()).unwrap();
    // As a crash leaves it: two reminders' requests left and were handled (their answers never
    // came back), a third was journaled as sending but never left.
    let waiting: Vec<&BatchItem> = items
        .iter()
        .filter(|item| {
            let invitation = item.reminder.as_ref().unwrap().invitation.clone();
            view.rows().iter().any(|(s, i)| *s == Standing::NotAnswered && i.key() == invitation)
        })
        .collect();
    for (index, item) in waiting.iter().take(3).enumerate() {
        let patient_id = client.get_patient_by_external_reference(&item.reference).await.unwrap().patient_id;
        let before = client.list_patient_surveys(&patient_id).await.unwrap();
        let sending = RowState::Sending {
            patient_id: Some(patient_id.clone()),
            known_surveys: Some(before.into_iter().map(|survey| survey.survey_id).collect()),
            ask_after: None,
        };
        journal.lock().unwrap().set(&batch_id, &item.reference, &sending).unwrap();
        if index < 2 {
            let request = CreateSurveyRequest {
                patient: SurveyPatient::Existing { patient_id },
                include_url: true,
                include_pin_in_url: false,
                invitation: Some(item.channel()),
            };
            client.create_survey(&request).await.unwrap();
        }
    }
    assert_eq!(sandbox.outbox().len(), 12);

    let rows = run(&client, &journal, &batch_id, three_days_later_at_ten()).await;

    assert_eq!(count(&rows, is_sent), 6, "{rows:#?}");
    assert_eq!(sandbox.outbox().len(), 16, "the two handled reminders are not sent again");
    for item in &waiting {
        let patient_id = client.get_patient_by_external_reference(&item.reference).await.unwrap().patient_id;
        assert_eq!(client.list_patient_surveys(&patient_id).await.unwrap().len(), 2, "{}", item.reference);
    }
}

#[tokio::test]
async fn two_profiles_reminding_the_same_list_remind_each_patient_once() {
    let desk_a = journal("follow-up-desk-a");
    let (sandbox, client, items) = ten_sent_four_answered(&desk_a).await;
    // The second profile holds the same invitations (a colleague's, or the profile copied to
    // another workstation).
    let desk_b = journal("follow-up-desk-b");
    let sent_by_a = sent(&desk_a);
    let batch_b = desk_b.lock().unwrap().create("list.csv", &items, &session()).unwrap();
    for row in &sent_by_a {
        let state = RowState::Sent { survey_id: row.survey_id.clone(), patient_id: row.patient_id.clone() };
        desk_b.lock().unwrap().set(&batch_b, &row.item.reference, &state).unwrap();
    }
    sandbox.advance_clock(DAY * 3);
    let mut sent_reminders = 0;
    for desk in [&desk_a, &desk_b] {
        let view = follow_up(&client, desk).await;
        let rows = send(&client, desk, &remind_all(&view), three_days_later_at_ten()).await;
        sent_reminders += count(&rows, is_sent);
    }
    assert_eq!(sent_reminders, 6, "the second profile finds each reminder sent");
    assert_eq!(sandbox.outbox().len(), 16);
}
