//! Follow-up and reminders (issue 31) against the real sandbox over HTTP, whose respondents
//! answer on request and whose clock lets days pass: who answered (alerts first), "remind all"
//! reaching exactly those who have not answered, each once — again a minute later, after a
//! crash, from two profiles — and never a patient who answered just before the send.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

use crate::support::batch::{quick, sandbox_and_client, session};
use intake_desk::api::{AccessToken, Client, ClientOptions, CreateSurveyRequest, Environment, SurveyPatient};
use intake_desk::batch_journal::{BatchItem, BatchJournal, RowState, SKIPPED_STARTED, SKIPPED_TOO_SOON, SentRow};
use intake_desk::drafts::{DraftGender, DraftPatient};
use intake_desk::reminders::{Clock, ReminderRules};
use intake_desk::sandbox::{Sandbox, SandboxConfig};
use intake_desk::state::follow_up::{FollowUpView, FollowedInvitation, Standing, gather};
use intake_desk::state::today::StatusCheck;
use intake_desk::worker::batch::Batch;

const DAY: jiff::SignedDuration = jiff::SignedDuration::from_hours(24);

/// Three days after today, at ten in the morning: reminders may go (two days after the
/// invitations), and outside the quiet hours whenever the tests run.
fn three_days_later_at_ten() -> Clock {
    Clock::days_ahead_at(3, jiff::civil::time(10, 0, 0, 0))
}

fn item(reference: &str, line: usize) -> BatchItem {
    // The appointment a week ahead: reminders may go until then.
    let appointment = jiff::ZonedDateTime::now().date().checked_add(jiff::Span::new().days(7)).unwrap();
    BatchItem {
        reference: reference.into(),
        line,
        patient: DraftPatient {
            first_name: "Noor".into(),
            last_name: format!("Claes {line}"),
            gender: Some(DraftGender::Female),
            birthdate: "1979-09-02".into(),
            language: "nl-BE".into(),
            email: format!("noor.{line}@example.be"),
            external_reference: reference.into(),
            ..DraftPatient::default()
        },
        appointment: Some(format!("{appointment}T10:30:00")),
        ..BatchItem::default()
    }
}

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

async fn run(
    client: &Client,
    journal: &Arc<Mutex<BatchJournal>>,
    batch_id: &str,
    clock: Clock,
) -> Vec<intake_desk::batch_journal::JournalRow> {
    let batch = Batch::new(client.clone(), Arc::clone(journal), batch_id.to_owned(), quick())
        .with_reminder_rules(ReminderRules::default(), clock);
    Arc::new(batch).run(Arc::new(|_| {})).await.unwrap()
}

/// Everything the profile sent in the last hour (real time: the journal's own clock).
fn sent(journal: &Arc<Mutex<BatchJournal>>) -> Vec<SentRow> {
    let now = jiff::Timestamp::now();
    journal.lock().unwrap().sent_between(now - jiff::SignedDuration::from_hours(1), now + DAY, &session()).unwrap()
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

/// A day's list of `items` sent from the profile in `data_dir` to `sandbox` (its journal on
/// disk, as the app keeps it), and the survey each reference got.
fn list_sent(
    runtime: &tokio::runtime::Runtime,
    sandbox: &Sandbox,
    data_dir: &std::path::Path,
    items: &[BatchItem],
) -> BTreeMap<String, String> {
    let environment = Environment::Sandbox { base_url: sandbox.base_url() };
    let client = Client::new(&environment, AccessToken::new(sandbox.token()), &ClientOptions::default()).unwrap();
    let journal = Arc::new(Mutex::new(BatchJournal::open(data_dir).unwrap()));
    let session = crate::support::session_of(sandbox);
    let batch_id = journal.lock().unwrap().create("agenda.csv", items, &session).unwrap();
    let rows = runtime.block_on(run(&client, &journal, &batch_id, Clock::system()));
    rows.into_iter()
        .map(|row| match row.state {
            RowState::Sent { survey_id, .. } => (row.item.reference, survey_id),
            other => panic!("{} was not sent: {other:?}", row.item.reference),
        })
        .collect()
}

/// The app on the profile in `data_dir`, connected to `sandbox` as `--base-url … --token …`.
fn app_on(
    runtime: &tokio::runtime::Runtime,
    sandbox: &Sandbox,
    data_dir: &std::path::Path,
    worker: intake_desk::worker::WorkerOptions,
    policy: intake_desk::policy::Policy,
) -> egui_kittest::Harness<'static, intake_desk::app::IntakeApp> {
    use crate::support::{ad_hoc, build_app, config, wait_until};
    let config = intake_desk::app::AppConfig {
        data_dir: data_dir.to_owned(),
        worker,
        policy,
        startup: intake_desk::startup::StartupReport { problems: Vec::new(), data_folder_usable: true },
        ..config(runtime, ad_hoc(sandbox))
    };
    let mut harness = build_app(config);
    wait_until(&mut harness, "connected", |h| {
        h.state().state.connection.status == intake_desk::state::ConnectionStatus::Connected
    });
    harness
}

/// The whole loop in the window: the Follow-up shows who answered (alerts first) once the
/// statuses are refreshed, "Remind" asks, and the reminders go through the day list's sending
/// path to exactly the six who have not answered; the follow-up then shows each reminded once.
#[test]
fn the_follow_up_view_shows_who_answered_and_reminds_the_others_through_the_list_s_path() {
    use crate::support::*;
    use egui_kittest::kittest::{NodeT, Queryable};
    use intake_desk::state::Screen;

    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let data_dir = temp_dir("follow-up-window");
    let items: Vec<BatchItem> = (0..10).map(|i| item(&format!("FW-{i:02}"), i + 2)).collect();
    let surveys = list_sent(&runtime, &sandbox, &data_dir, &items);
    for (reference, alert) in [("FW-03", false), ("FW-05", true), ("FW-07", false), ("FW-08", false)] {
        assert!(runtime.block_on(sandbox.respond(&surveys[reference], alert)));
    }
    // Three days later, on both sides.
    sandbox.advance_clock(DAY * 3);
    let worker = intake_desk::worker::WorkerOptions { clock: three_days_later_at_ten(), ..worker_options() };
    let mut harness = app_on(&runtime, &sandbox, &data_dir, worker, Default::default());

    click(&mut harness, "Follow-up");
    assert_eq!(harness.state().state.screen, Screen::FollowUp);
    wait_until(&mut harness, "the invitations", |h| h.state().state.follow_up.invitations.len() == 10);
    assert!(has_text(&harness, "0 answered (0 with alerts), 0 not answered yet"), "nothing fetched on its own");
    click(&mut harness, "Refresh statuses");
    wait_until(&mut harness, "the statuses", |h| {
        let view = &h.state().state.follow_up;
        view.refreshing.is_none() && view.statuses.values().all(|check| matches!(check, StatusCheck::Checked { .. }))
    });
    assert!(has_text(&harness, "10 invitations: 4 answered (1 with alerts), 6 not answered yet"));
    settle(&mut harness);
    let shown: Vec<String> = harness
        .get_all_by_role(egui::accesskit::Role::ListBoxOption)
        .filter_map(|row| row.accesskit_node().label().filter(|label| label.contains("FW-")))
        .collect();
    assert_eq!(shown.len(), 10, "{shown:#?}");
    assert!(shown[0].contains("FW-05") && shown[0].ends_with("Answered, 1 alert"), "alerts first: {shown:#?}");
    assert!(shown[1..4].iter().all(|row| row.ends_with("Answered")), "{shown:#?}");
    assert!(shown[4..].iter().all(|row| row.ends_with("Not answered yet")), "{shown:#?}");

    let before = sandbox.outbox().len();
    click(&mut harness, "Remind the 6 patients shown who have not answered");
    assert!(has_text(&harness, "Send 6 reminders?"));
    assert_eq!(sandbox.outbox().len(), before, "nothing is sent before the user confirms");
    click(&mut harness, "Send 6 reminders");
    wait_until(&mut harness, "the reminders to be sent", |h| {
        h.state().state.batch.as_ref().is_some_and(|batch| batch.ended.is_some())
    });
    assert_eq!(harness.state().state.screen, Screen::DayList, "they go as a list does, row by row");
    assert_eq!(sandbox.outbox().len(), before + 6);
    let answered: Vec<String> = ["FW-03", "FW-05", "FW-07", "FW-08"].map(String::from).to_vec();
    let mut reminded: Vec<String> = sandbox.outbox()[before..].iter().map(|message| message.address.clone()).collect();
    reminded.sort();
    let mut expected: Vec<String> = items
        .iter()
        .filter(|item| !answered.contains(&item.reference))
        .map(|item| item.patient.email.clone())
        .collect();
    expected.sort();
    assert_eq!(reminded, expected, "each who has not answered, once");

    click(&mut harness, "Follow-up");
    wait_until(&mut harness, "the reminders in the follow-up", |h| {
        h.state().state.follow_up.invitations.iter().filter(|i| i.reminders.len() == 1).count() == 6
    });

    // A row opens the reminder; the first survey says the reminder replaced it.
    let invitation = harness
        .state()
        .state
        .follow_up
        .invitations
        .iter()
        .find(|i| i.sent.reference.as_deref() == Some("FW-00"))
        .cloned()
        .unwrap();
    let reminder = invitation.reminders[0].survey_id.clone();
    click_survey_row_with(&mut harness, "FW-00");
    wait_until(&mut harness, "the reminder's survey", |h| {
        h.state().state.survey_view.as_ref().is_some_and(|view| view.survey_id == reminder)
    });
    // Its "Send a reminder" asks, and the check right before sending holds it back: the
    // patient was reminded a moment ago (the service says so, whatever this desk's clock).
    let outbox = sandbox.outbox().len();
    click(&mut harness, "Send a reminder");
    click(&mut harness, "Send 1 reminder");
    wait_until(&mut harness, "the reminder's batch", |h| {
        h.state().state.batch.as_ref().is_some_and(|batch| batch.ended.is_some() && batch.counts().finished() == 1)
    });
    wait_for_text(&mut harness, "Not reminded: the patient was invited or reminded too recently.");
    assert_eq!(sandbox.outbox().len(), outbox, "never a second reminder a moment after the first");
    harness.state_mut().state.apply_intent(intake_desk::state::Intent::OpenSurvey(invitation.key().to_owned()));
    wait_for_text(&mut harness, "Replaced by the reminder sent");
    click(&mut harness, "Open the reminder");
    wait_until(&mut harness, "the reminder again", |h| {
        h.state().state.survey_view.as_ref().is_some_and(|view| view.survey_id == reminder)
    });
}

/// The rules the user sets in the Follow-up view are theirs from the next start on; rules the
/// IT department locked are its, greyed, and never saved as the user's.
#[test]
fn the_user_s_reminder_rules_are_kept_between_runs_and_locked_ones_are_the_policy_s() {
    use crate::support::*;
    use egui::accesskit::Role;
    use egui_kittest::kittest::Queryable;
    use intake_desk::app::AppConfig;
    use intake_desk::settings::StartMode;

    let runtime = runtime();
    let preferences = temp_dir("follow-up-rules").join("preferences.ron");
    let sandbox = || StartMode::Sandbox { state_file: None, simulate_respondents: false };
    let start = |policy: intake_desk::policy::Policy| {
        build_app(AppConfig { preferences_file: Some(preferences.clone()), policy, ..config(&runtime, sandbox()) })
    };
    let mut harness = start(Default::default());
    click(&mut harness, "Follow-up");
    click(&mut harness, "Reminder rules");
    harness.get_by_role_and_label(Role::SpinButton, "Reminders per invitation, at most").set_value_accesskit(3.0);
    settle(&mut harness);
    harness.get_by_role_and_label(Role::SpinButton, "Days between reminders, at least").set_value_accesskit(4.0);
    settle(&mut harness);
    let rules = harness.state().state.reminder_rules();
    assert_eq!((rules.max_per_invitation, rules.min_days_between), (3, 4));
    eframe::App::save(harness.state_mut(), &mut NoStorage);
    drop(harness);

    let harness = start(Default::default());
    let rules = harness.state().state.reminder_rules();
    assert_eq!((rules.max_per_invitation, rules.min_days_between), (3, 4), "kept from the last run");
    drop(harness);

    let mut policy = intake_desk::policy::Policy::default();
    let locked = ReminderRules { max_per_invitation: 1, min_days_between: 3, ..ReminderRules::default() };
    policy.reminders = intake_desk::policy::Rule { preset: Some(locked), locked: true };
    let mut harness = start(policy);
    assert_eq!(harness.state().state.reminder_rules(), locked, "the policy's, whatever the user set before");
    click(&mut harness, "Follow-up");
    click(&mut harness, "Reminder rules");
    assert!(has_text(&harness, "Set by your IT department."));
    harness.get_by_role_and_label(Role::SpinButton, "Reminders per invitation, at most").set_value_accesskit(5.0);
    settle(&mut harness);
    assert_eq!(harness.state().state.reminder_rules(), locked, "a locked rule cannot be changed");
    eframe::App::save(harness.state_mut(), &mut NoStorage);
    let saved = intake_desk::settings::read_preferences(&preferences).reminders.unwrap();
    assert_eq!((saved.max_per_invitation, saved.min_days_between), (3, 4), "the user's, not the policy's");
}

/// eframe's storage, which the app does not use (its preferences file is its own).
struct NoStorage;

impl eframe::Storage for NoStorage {
    fn get_string(&self, _: &str) -> Option<String> {
        None
    }

    fn set_string(&mut self, _: &str, _: String) {}

    fn remove_string(&mut self, _: &str) {}

    fn flush(&mut self) {}
}

/// The FHIR R4 JSON schema (tests/fixtures/README.md), compiled for one resource type.
fn fhir_r4(resource_type: &str) -> jsonschema::Validator {
    use std::io::Read as _;
    let packed = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/fhir-r4.schema.json.gz")).unwrap();
    let mut text = String::new();
    flate2::read::GzDecoder::new(packed.as_slice()).read_to_string(&mut text).unwrap();
    let mut schema: serde_json::Value = serde_json::from_str(&text).unwrap();
    // The schema's root accepts any resource ("oneOf" all of them), which says little on a
    // mistake: pointed at one definition it says where.
    let root = schema.as_object_mut().unwrap();
    root.remove("oneOf");
    root.remove("discriminator");
    root.insert("$ref".into(), format!("#/definitions/{resource_type}").into());
    jsonschema::draft6::new(&schema).unwrap()
}

/// Every problem the schema finds in `resource`, with where.
fn fhir_problems(validator: &jsonschema::Validator, resource: &serde_json::Value) -> Vec<String> {
    validator.iter_errors(resource).map(|error| format!("{error} at {}", error.instance_path())).collect()
}

/// Answered surveys filed into the clinic's folder: the PDFs and FHIR files under the
/// template's names, valid R4, recorded without personal data; a second run files nothing
/// new, and a file already there is never overwritten.
#[test]
fn answered_surveys_are_filed_once_as_pdf_and_valid_fhir_r4_never_over_a_file_there() {
    use crate::support::*;

    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let data_dir = temp_dir("filing-data");
    let folder = temp_dir("filing-ehr-import");
    let items: Vec<BatchItem> = (0..4).map(|i| item(&format!("FILE-{i}"), i + 2)).collect();
    let surveys = list_sent(&runtime, &sandbox, &data_dir, &items);
    for reference in ["FILE-0", "FILE-1"] {
        assert!(runtime.block_on(sandbox.respond(&surveys[reference], false)));
    }
    let today = jiff::ZonedDateTime::now().date();
    // A file of that name is already there (another survey of the patient, filed by hand).
    let taken = folder.join(format!("FILE-0_{today}_Claes 2.pdf"));
    std::fs::write(&taken, b"filed by hand").unwrap();
    // The records system took another survey's PDF and left its JSON: the new survey's PDF
    // must not land beside it (issue 41: one free stem for the set).
    let left = folder.join(format!("FILE-1_{today}_Claes 3.QuestionnaireResponse.json"));
    std::fs::write(&left, b"another survey's answers").unwrap();
    // A folder the import service's group may read (issue 41: the files follow it).
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        std::fs::set_permissions(&folder, std::fs::Permissions::from_mode(0o750)).unwrap();
    }

    let mut harness = app_on(&runtime, &sandbox, &data_dir, worker_options(), Default::default());
    click(&mut harness, "Follow-up");
    wait_until(&mut harness, "the invitations", |h| h.state().state.follow_up.invitations.len() == 4);
    click(&mut harness, "Refresh statuses");
    wait_until(&mut harness, "the statuses", |h| h.state().state.follow_up.refreshing.is_none());
    click(&mut harness, "Filing answered surveys");
    fill(&mut harness, "Folder", &folder.display().to_string());
    fill(&mut harness, "FHIR identifier system", "https://clinic.example.be/patient-number");
    click(&mut harness, "File the 2 answered surveys");
    wait_for_text(&mut harness, "2 answered surveys were filed in");

    let mut names: Vec<String> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    let expected = [
        format!("FILE-0_{today}_Claes 2 (2).DocumentReference.json"),
        format!("FILE-0_{today}_Claes 2 (2).QuestionnaireResponse.json"),
        format!("FILE-0_{today}_Claes 2 (2).pdf"),
        format!("FILE-0_{today}_Claes 2.pdf"),
        format!("FILE-1_{today}_Claes 3 (2).DocumentReference.json"),
        format!("FILE-1_{today}_Claes 3 (2).QuestionnaireResponse.json"),
        format!("FILE-1_{today}_Claes 3 (2).pdf"),
        format!("FILE-1_{today}_Claes 3.QuestionnaireResponse.json"),
    ];
    assert_eq!(names, expected, "each set under one free stem, never beside another survey's file");
    assert_eq!(std::fs::read(&taken).unwrap(), b"filed by hand", "a file there is never overwritten");
    assert_eq!(std::fs::read(&left).unwrap(), b"another survey's answers");
    let pdf = std::fs::read(folder.join(format!("FILE-1_{today}_Claes 3 (2).pdf"))).unwrap();
    assert!(pdf.starts_with(b"%PDF"), "the service's PDF summary, decoded");
    #[cfg(unix)]
    for name in &expected[..3] {
        use std::os::unix::fs::PermissionsExt as _;
        let mode = std::fs::metadata(folder.join(name)).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o640, "{name}: readable by the folder's group, as the folder is");
    }

    // Valid FHIR R4, checked against HL7's schema.
    let questionnaire_response = fhir_r4("QuestionnaireResponse");
    let document_reference = fhir_r4("DocumentReference");
    for stem in [format!("FILE-0_{today}_Claes 2 (2)"), format!("FILE-1_{today}_Claes 3 (2)")] {
        let read = |kind: &str| -> serde_json::Value {
            serde_json::from_slice(&std::fs::read(folder.join(format!("{stem}.{kind}.json"))).unwrap()).unwrap()
        };
        let response = read("QuestionnaireResponse");
        assert_eq!(fhir_problems(&questionnaire_response, &response), Vec::<String>::new(), "{stem}");
        // What the schema leaves to the specification's text: required primitives.
        assert_eq!(response["status"], "completed");
        let items = response["item"].as_array().unwrap();
        assert!(!items.is_empty() && items.iter().all(|item| item["linkId"].is_string()), "{response:#}");
        assert!(items.iter().any(|item| item["answer"][0]["valueString"].is_string()), "{response:#}");
        let reference = stem.split('_').next().unwrap();
        assert_eq!(response["subject"]["identifier"]["value"], reference);
        assert_eq!(response["subject"]["identifier"]["system"], "https://clinic.example.be/patient-number");
        let document = read("DocumentReference");
        assert_eq!(fhir_problems(&document_reference, &document), Vec::<String>::new(), "{stem}");
        use base64::Engine as _;
        let data = document["content"][0]["attachment"]["data"].as_str().unwrap();
        let carried = base64::engine::general_purpose::STANDARD.decode(data).unwrap();
        assert_eq!(carried, std::fs::read(folder.join(format!("{stem}.pdf"))).unwrap(), "it carries the PDF");
    }
    // The schema is no rubber stamp: a wrong status and an unknown field are found.
    let mut wrong = serde_json::json!({"resourceType": "QuestionnaireResponse", "status": "done", "colour": "red"});
    assert_eq!(fhir_problems(&questionnaire_response, &wrong).len(), 2, "{wrong}");
    wrong["status"] = "completed".into();
    wrong.as_object_mut().unwrap().remove("colour");
    assert!(fhir_problems(&questionnaire_response, &wrong).is_empty());

    // Recorded by folder, never by the file's name (it holds the patient's name).
    let logged: Vec<&intake_desk::activity::Action> = harness
        .state()
        .state
        .activity
        .iter()
        .map(|entry| &entry.action)
        .filter(|action| matches!(action, intake_desk::activity::Action::SurveyFiled { .. }))
        .collect();
    assert_eq!(logged.len(), 2);
    assert!(!format!("{logged:?}").contains("Claes"), "{logged:?}");

    // A second run files nothing new.
    assert!(has_text(&harness, "No answered survey to file"));
    harness.state_mut().state.apply_intent(intake_desk::state::Intent::FollowUp(
        intake_desk::state::follow_up::FollowUpIntent::FileAnswered,
    ));
    settle(&mut harness);
    assert_eq!(std::fs::read_dir(&folder).unwrap().count(), 8, "nothing filed twice");
    {
        use egui_kittest::kittest::{NodeT as _, Queryable as _};
        let filed = harness
            .get_all_by_role(egui::accesskit::Role::ListBoxOption)
            .filter(|row| row.accesskit_node().label().is_some_and(|label| label.ends_with("Answered, filed")))
            .count();
        assert_eq!(filed, 2, "the filed ones say so");
    }

    // The folder gone (a share that dropped): nothing is filed, and the row says why.
    assert!(runtime.block_on(sandbox.respond(&surveys["FILE-2"], false)));
    std::fs::remove_dir_all(&folder).unwrap();
    click(&mut harness, "Refresh statuses");
    wait_until(&mut harness, "the statuses again", |h| h.state().state.follow_up.refreshing.is_none());
    click(&mut harness, "File the 1 answered survey");
    wait_for_text(&mut harness, "1 answered survey could not be filed (0 filed)");
    assert!(has_text(&harness, "Not filed: FILE-2."));
    assert!(!folder.exists(), "no folder is made where the clinic's was");
}

/// Issue 41, item 2: the ledger of what was filed is complete. After a restart and 5,000 later
/// entries in the activity log (a few weeks of a busy desk), the surveys filed before are not
/// filed again.
#[test]
fn what_was_filed_stays_filed_after_a_restart_and_five_thousand_later_entries() {
    use crate::support::*;
    use intake_desk::activity::{Action, ActivityEntry};

    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let data_dir = temp_dir("ledger-data");
    let folder = temp_dir("ledger-ehr");
    let items: Vec<BatchItem> = (0..2).map(|i| item(&format!("LEDGER-{i}"), i + 2)).collect();
    let surveys = list_sent(&runtime, &sandbox, &data_dir, &items);
    for survey_id in surveys.values() {
        assert!(runtime.block_on(sandbox.respond(survey_id, false)));
    }
    let file_what_is_shown = |harness: &mut egui_kittest::Harness<'static, intake_desk::app::IntakeApp>| {
        click(harness, "Follow-up");
        wait_until(harness, "the invitations", |h| h.state().state.follow_up.invitations.len() == 2);
        click(harness, "Refresh statuses");
        wait_until(harness, "the statuses", |h| h.state().state.follow_up.refreshing.is_none());
        click(harness, "Filing answered surveys");
        fill(harness, "Folder", &folder.display().to_string());
    };
    let mut harness = app_on(&runtime, &sandbox, &data_dir, worker_options(), Default::default());
    file_what_is_shown(&mut harness);
    click(&mut harness, "File the 2 answered surveys");
    wait_for_text(&mut harness, "2 answered surveys were filed in");
    assert_eq!(std::fs::read_dir(&folder).unwrap().count(), 2);
    drop(harness);

    // Weeks of work later: the activity log has grown by 5,000 entries.
    {
        let (store, _) = intake_desk::local_store::LocalStore::open(&data_dir).unwrap();
        for n in 0..5000 {
            let action = Action::PatientCreated { patient_id: format!("patient-{n}") };
            store.append_activity(&ActivityEntry::now("Sandbox".into(), action)).unwrap();
        }
    }

    let mut harness = app_on(&runtime, &sandbox, &data_dir, worker_options(), Default::default());
    file_what_is_shown(&mut harness);
    settle(&mut harness);
    assert!(has_text(&harness, "No answered survey to file"), "both were filed before the restart");
    harness.state_mut().state.apply_intent(intake_desk::state::Intent::FollowUp(
        intake_desk::state::follow_up::FollowUpIntent::FileAnswered,
    ));
    settle(&mut harness);
    std::thread::sleep(std::time::Duration::from_millis(300));
    settle(&mut harness);
    assert_eq!(std::fs::read_dir(&folder).unwrap().count(), 2, "nothing filed twice");
}

/// Issue 41, item 1: a survey whose answers changed after it was filed (here: filed by an
/// earlier version while the patient was still answering, so its answers are not known) is
/// filed again as a new version that says it replaces the earlier one, valid FHIR R4; it is
/// never silently left out.
#[test]
fn a_survey_whose_answers_changed_since_it_was_filed_is_filed_again_as_a_new_version() {
    use crate::support::*;

    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let data_dir = temp_dir("refile-data");
    let folder = temp_dir("refile-ehr");
    let items = [item("REFILE-0", 2)];
    let surveys = list_sent(&runtime, &sandbox, &data_dir, &items);
    let survey_id = surveys["REFILE-0"].clone();
    assert!(runtime.block_on(sandbox.respond(&survey_id, false)));
    {
        // As an earlier version left it: filed once, its answers unknown.
        let (store, _) = intake_desk::local_store::LocalStore::open(&data_dir).unwrap();
        let earlier = intake_desk::filing::FiledVersion {
            survey_id: survey_id.clone(),
            version: 1,
            fingerprint: None,
            folder: folder.display().to_string(),
            filed_at: jiff::Timestamp::now(),
        };
        store.record_filing(&earlier).unwrap();
    }
    let mut harness = app_on(&runtime, &sandbox, &data_dir, worker_options(), Default::default());
    click(&mut harness, "Follow-up");
    wait_until(&mut harness, "the invitation", |h| h.state().state.follow_up.invitations.len() == 1);
    click(&mut harness, "Refresh statuses");
    wait_until(&mut harness, "the statuses", |h| h.state().state.follow_up.refreshing.is_none());
    click(&mut harness, "Filing answered surveys");
    fill(&mut harness, "Folder", &folder.display().to_string());
    fill(&mut harness, "FHIR identifier system", "https://clinic.example.be/patient-number");
    click(&mut harness, "File the 1 answered survey");
    wait_for_text(&mut harness, "1 answered survey was filed in");

    let read = |suffix: &str| -> serde_json::Value {
        let path = std::fs::read_dir(&folder)
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .find(|path| path.to_string_lossy().ends_with(suffix))
            .unwrap_or_else(|| panic!("a {suffix} file"));
        serde_json::from_slice(&std::fs::read(path).unwrap()).unwrap()
    };
    let response = read(".QuestionnaireResponse.json");
    assert_eq!(fhir_problems(&fhir_r4("QuestionnaireResponse"), &response), Vec::<String>::new());
    assert_eq!(response["status"], "amended", "the record's earlier version is replaced");
    assert_eq!(response["identifier"]["value"], format!("urn:uuid:{survey_id}"), "the same response");
    let document = read(".DocumentReference.json");
    assert_eq!(fhir_problems(&fhir_r4("DocumentReference"), &document), Vec::<String>::new());
    assert_eq!(document["relatesTo"][0]["code"], "replaces");
    assert_eq!(document["relatesTo"][0]["target"]["reference"], format!("DocumentReference/{survey_id}-pdf"));
    assert_ne!(document["id"], format!("{survey_id}-pdf"), "a new document, not the earlier one's id");

    // Filed now, and not again.
    settle(&mut harness);
    assert!(has_text(&harness, "No answered survey to file"));
    let ledger = intake_desk::local_store::LocalStore::open_read_only(&data_dir).unwrap().filed(&survey_id).unwrap();
    assert_eq!(ledger.map(|filed| (filed.version, filed.fingerprint.is_some())), Some((2, true)));
}

/// Where the IT department made filing automatic, refreshing the statuses files the answered
/// surveys into its folder, with no click; the user cannot point it elsewhere.
#[test]
fn with_automatic_filing_a_refresh_files_the_answered_surveys_into_the_policy_s_folder() {
    use crate::support::*;

    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let data_dir = temp_dir("auto-filing-data");
    let folder = temp_dir("auto-filing-ehr");
    let items: Vec<BatchItem> = (0..3).map(|i| item(&format!("AUTO-{i}"), i + 2)).collect();
    let surveys = list_sent(&runtime, &sandbox, &data_dir, &items);
    assert!(runtime.block_on(sandbox.respond(&surveys["AUTO-1"], false)));

    let mut policy = intake_desk::policy::Policy::default();
    policy.filing = intake_desk::policy::Rule {
        preset: Some(intake_desk::policy::FilingPolicy {
            folder: Some(folder.clone()),
            automatic: true,
            ..Default::default()
        }),
        locked: true,
    };
    let mut harness = app_on(&runtime, &sandbox, &data_dir, worker_options(), policy);
    click(&mut harness, "Follow-up");
    wait_until(&mut harness, "the invitations", |h| h.state().state.follow_up.invitations.len() == 3);
    assert_eq!(std::fs::read_dir(&folder).unwrap().count(), 0, "nothing is filed before the statuses are known");
    click(&mut harness, "Refresh statuses");
    wait_for_text(&mut harness, "1 answered survey was filed in");
    let today = jiff::ZonedDateTime::now().date();
    let names: Vec<String> =
        std::fs::read_dir(&folder).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    assert_eq!(names, [format!("AUTO-1_{today}_Claes 3.pdf")], "the policy names no FHIR system: the PDF alone");
    // The folder is the IT department's.
    harness.state_mut().state.apply_intent(intake_desk::state::Intent::FollowUp(
        intake_desk::state::follow_up::FollowUpIntent::EditFiling(intake_desk::state::follow_up::FilingEdit::Folder(
            "/tmp/elsewhere".into(),
        )),
    ));
    assert_eq!(harness.state().state.filing_settings().unwrap().folder, folder);
}

/// Issue 41, items 1 and 10, as a new user meets them: the first start (the embedded demo
/// sandbox, no token, its simulated respondent who starts a survey after about 20 s and
/// finishes it after about 40 s). A survey is sent, followed up and reminded; refreshed while
/// the patient is answering, nothing is filed (a half-answered survey is not "completed");
/// refreshed once finished, the complete answers are filed.
#[test]
fn on_the_demo_a_survey_is_sent_reminded_and_filed_only_once_the_patient_finished() {
    use crate::support::*;
    let runtime = runtime();
    let start = intake_desk::settings::StartMode::Sandbox { state_file: None, simulate_respondents: true };
    let mut harness = build_app(intake_desk::app::AppConfig { worker: three_days_later(), ..config(&runtime, start) });
    wait_for_text(&mut harness, "Zoë Vermeulen");
    click_containing(&mut harness, "Zoë Vermeulen");
    wait_for_text(&mut harness, "MRN-0001");
    send_follow_up_remind_and_file(&mut harness);
}

/// Issue 41, item 1, against a service reached with a token: the same patient answering, then
/// finished; what is filed is the finished answers only.
#[test]
fn a_survey_being_answered_is_never_filed_and_its_finished_answers_are() {
    use crate::support::*;
    let runtime = runtime();
    let config = intake_desk::sandbox::SandboxConfig { simulate_respondents: true, ..Default::default() };
    let sandbox = runtime.block_on(intake_desk::sandbox::Sandbox::start(config.with_test_controls())).unwrap();
    let mut harness = app_on(&runtime, &sandbox, &temp_dir("answering-data"), three_days_later(), Default::default());
    open_patient_surveys(&mut harness, "MRN-0001");
    let (sent, filed) = send_follow_up_remind_and_file(&mut harness);

    // Authored when the patient finished: not when a doctor claimed it a moment later.
    let environment = Environment::Sandbox { base_url: sandbox.base_url() };
    let client = Client::new(&environment, AccessToken::new(sandbox.token()), &ClientOptions::default()).unwrap();
    let history = runtime.block_on(client.get_survey_history(&sent)).unwrap();
    let when = |pick: &dyn Fn(&intake_desk::api::ChangeLogEntry) -> bool| {
        history.iter().filter(|entry| pick(entry)).filter_map(|entry| entry.timestamp.as_ref()?.instant).max()
    };
    use intake_desk::api::ChangeContent;
    let claimed = when(&|entry| matches!(entry.content, ChangeContent::Claim { .. })).expect("a doctor claimed it");
    let finished = when(&|entry| matches!(entry.content, ChangeContent::Workflow { .. })).unwrap();
    assert!(claimed > finished, "the sandbox's doctor claims it after the patient finished");
    let authored: jiff::Timestamp = filed["authored"].as_str().unwrap().parse().unwrap();
    assert_eq!(authored, finished, "when the patient finished, never the later claim");
}

/// The worker of an app whose clock is three days ahead (a reminder may go two days after the
/// invitation).
fn three_days_later() -> intake_desk::worker::WorkerOptions {
    intake_desk::worker::WorkerOptions { clock: three_days_later_at_ten(), ..crate::support::worker_options() }
}

/// From a patient's screen: a survey sent by e-mail, reminded from the Follow-up, refreshed
/// while the simulated patient answers (nothing filed), then once they finished (the complete
/// answers filed, `completed`, authored when they finished).
fn send_follow_up_remind_and_file(
    harness: &mut egui_kittest::Harness<'static, intake_desk::app::IntakeApp>,
) -> (String, serde_json::Value) {
    use crate::support::*;
    use egui_kittest::kittest::{NodeT as _, Queryable as _};
    type App = egui_kittest::Harness<'static, intake_desk::app::IntakeApp>;

    let folder = temp_dir("answering-ehr");
    click(harness, "New survey");
    click(harness, "Send an invitation to the patient");
    click(harness, "By E-mail");
    click(harness, "Create survey");
    wait_for_text(harness, "Survey created");
    let sent = harness.state().state.survey_form.as_ref().unwrap().created.clone().unwrap().survey_id;
    harness
        .state_mut()
        .state
        .apply_intent(intake_desk::state::Intent::SurveyForm(intake_desk::state::SurveyFormIntent::Close));
    settle(harness);

    click(harness, "Follow-up");
    wait_until(harness, "the invitation", |h| h.state().state.follow_up.invitations.len() == 1);
    // The status of the survey sent, once refreshed.
    let refreshed = |h: &mut App| -> String {
        click(h, "Refresh statuses");
        wait_until(h, "the statuses", |h| {
            let view = &h.state().state.follow_up;
            view.refreshing.is_none() && matches!(view.statuses.get(&sent), Some(StatusCheck::Checked { .. }))
        });
        match &h.state().state.follow_up.statuses[&sent] {
            StatusCheck::Checked { status, .. } => status.as_ref().map(|s| s.raw().to_owned()).unwrap_or_default(),
            _ => unreachable!(),
        }
    };
    assert_eq!(refreshed(harness), "new", "sent a moment ago");

    // Remind: asked first, then sent through the list's path.
    click(harness, "Remind the 1 patient shown who has not answered");
    let confirm = ["Send 1 reminder", "Send 1 reminder now anyway"]
        .into_iter()
        .find(|label| harness.query_by_label(label).is_some())
        .expect("the reminder is asked about");
    click(harness, confirm);
    wait_until(harness, "the reminder to be sent", |h| {
        h.state().state.batch.as_ref().is_some_and(|batch| batch.ended.is_some() && batch.counts().finished() == 1)
    });
    click(harness, "Follow-up");
    wait_until(harness, "the reminder in the follow-up", |h| {
        h.state().state.follow_up.invitations.first().is_some_and(|invitation| invitation.reminders.len() == 1)
    });

    click(harness, "Filing answered surveys");
    fill(harness, "Folder", &folder.display().to_string());
    fill(harness, "FHIR identifier system", "https://clinic.example.be/patient-number");

    // The patient opens the link and answers the first questions.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(75);
    let mut status = String::from("new");
    while std::time::Instant::now() < deadline && status == "new" {
        std::thread::sleep(std::time::Duration::from_secs(2));
        status = refreshed(harness);
    }
    assert_eq!(status, "inProgress", "the simulated patient is answering");
    settle(harness);
    assert!(has_text(harness, "No answered survey to file"), "a survey being answered is not offered");
    harness.state_mut().state.apply_intent(intake_desk::state::Intent::FollowUp(
        intake_desk::state::follow_up::FollowUpIntent::FileAnswered,
    ));
    settle(harness);
    std::thread::sleep(std::time::Duration::from_millis(500));
    settle(harness);
    assert_eq!(std::fs::read_dir(&folder).unwrap().count(), 0, "nothing half-answered goes into the record");

    // Once the patient finished: the complete answers are filed.
    while std::time::Instant::now() < deadline && status == "inProgress" {
        std::thread::sleep(std::time::Duration::from_secs(2));
        status = refreshed(harness);
    }
    assert_eq!(status, "completed", "the simulated patient finished");
    settle(harness);
    let button = harness
        .get_all_by_role(egui::accesskit::Role::Button)
        .filter_map(|node| node.accesskit_node().label().filter(|label| label.starts_with("File the ")))
        .next()
        .expect("the finished survey is offered for filing");
    click(harness, &button);
    wait_until(harness, "the filing's outcome", |h| {
        let view = &h.state().state.follow_up;
        view.filing_running.is_none() && view.filing_results.contains_key(&sent)
    });
    let responses: Vec<serde_json::Value> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.to_string_lossy().ends_with(".QuestionnaireResponse.json"))
        .map(|path| serde_json::from_slice(&std::fs::read(path).unwrap()).unwrap())
        .collect();
    let first = responses.iter().find(|response| response["identifier"]["value"] == format!("urn:uuid:{sent}"));
    let first = first.expect("the survey the patient finished is filed");
    for response in &responses {
        assert_eq!(response["status"], "completed", "{response:#}");
        assert!(response["authored"].is_string(), "when the patient finished: {response:#}");
    }
    assert_eq!(
        first["item"].as_array().map(Vec::len),
        Some(DEMO_COMPLETE_ANSWERS),
        "the complete answers, not the first few: {first:#}"
    );
    (sent, first.clone())
}

/// How many answers the demo's simulated respondent gives in all.
const DEMO_COMPLETE_ANSWERS: usize = 8;

/// Issue 41, item 6: single surveys belong to the session they were sent in (service, tenant,
/// account) as a list's rows do, not to the environment's label: the same service under another
/// tenant's token shows none of them, in Today or in Follow-up; back in the first, they are there.
#[test]
fn single_surveys_show_only_in_the_session_they_were_sent_in() {
    use crate::support::*;
    use base64::Engine as _;

    let runtime = runtime();
    let encode = |json: &str| base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(json);
    let claims = r#"{"sub":"jo@other-clinic.be","tenantId":"other-clinic","exp":4102444800}"#;
    let other = format!("{}.{}.c2lnbmF0dXJl", encode(r#"{"alg":"HS256","typ":"JWT"}"#), encode(claims));
    let sandbox_config = SandboxConfig { extra_token: Some(other.clone()), ..SandboxConfig::default() };
    let sandbox = runtime.block_on(Sandbox::start(sandbox_config.with_test_controls())).unwrap();
    let data_dir = temp_dir("sessions-data");
    let start = |token: &str| {
        let start = intake_desk::settings::StartMode::AdHoc {
            environment: Environment::Custom { api_base: sandbox.base_url(), token_host: String::new() },
            token: AccessToken::new(token),
        };
        let mut harness =
            build_app(intake_desk::app::AppConfig { data_dir: data_dir.clone(), ..config(&runtime, start) });
        wait_until(&mut harness, "connected", |h| {
            h.state().state.connection.status == intake_desk::state::ConnectionStatus::Connected
        });
        harness
    };
    let shown = |harness: &mut egui_kittest::Harness<'static, intake_desk::app::IntakeApp>| {
        wait_until(harness, "what was sent", |h| {
            let state = &h.state().state;
            state.today_view.loading.is_none() && state.follow_up.loading.is_none() && !state.activity.is_empty()
        });
        let state = &harness.state().state;
        (state.today_view.sent.len(), state.follow_up.invitations.len())
    };

    let mut harness = start(&sandbox.token());
    open_patient_surveys(&mut harness, "MRN-0001");
    click(&mut harness, "New survey");
    click(&mut harness, "Send an invitation to the patient");
    click(&mut harness, "By E-mail");
    click(&mut harness, "Create survey");
    wait_for_text(&mut harness, "Survey created");
    harness.state_mut().state.reload_sent();
    assert_eq!(shown(&mut harness), (1, 1), "sent here, shown here");
    drop(harness);

    let mut harness = start(&other);
    assert_eq!(shown(&mut harness), (0, 0), "another tenant's account on the same service sees none of it");
    drop(harness);

    let mut harness = start(&sandbox.token());
    assert_eq!(shown(&mut harness), (1, 1), "back in the session it was sent in");
}
