//! Issue 41: a survey sent, followed up and reminded while the patient is still answering is
//! never filed; once they finished, the complete answers are (on the demo, and against a
//! service reached with a token).

use super::{app_on, three_days_later_at_ten};
use intake_desk::api::{AccessToken, Client, ClientOptions, Environment};
use intake_desk::state::today::StatusCheck;

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
