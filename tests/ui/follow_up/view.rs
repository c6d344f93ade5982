//! The Follow-up view in the window: who answered and the others reminded through the list's
//! path, the user's reminder rules kept between runs (locked ones the policy's), and single
//! surveys shown only in the session they were sent in.

use super::{DAY, app_on, item, list_sent, three_days_later_at_ten};
use intake_desk::api::{AccessToken, Environment};
use intake_desk::batch_journal::BatchItem;
use intake_desk::reminders::ReminderRules;
use intake_desk::sandbox::{Sandbox, SandboxConfig};
use intake_desk::state::today::StatusCheck;

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
