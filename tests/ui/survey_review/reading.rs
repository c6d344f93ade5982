//! Reading a survey: the list opens it with alerts first, filtering the answers, the plain-text
//! summary copied, an in-progress survey refreshing by itself, ten thousand answers drawn and
//! filtered quickly, and undocumented shapes and statuses shown, not dropped.

use super::{fetch_json, gets, idle_frames, open_demo_survey};
use crate::support::*;
use egui_kittest::kittest::Queryable;
use intake_desk::sandbox::{DEMO_IN_PROGRESS_SURVEY_ID, DEMO_SURVEY_ID};
use intake_desk::state::{Loadable, Screen};

#[test]
fn the_survey_list_opens_a_survey_with_alerts_first_then_diagnoses_and_answers() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    open_patient_surveys(&mut harness, "MRN-0001");

    // The list: every survey with a readable status, newest first.
    for status in ["Completed", "Closed", "Expired", "New"] {
        assert!(has_text(&harness, status), "{status}");
    }
    let list = harness.state().state.patient.as_ref().unwrap().surveys.ready().unwrap().clone();
    assert_eq!(list.len(), 4);
    let created: Vec<_> = list.iter().map(|s| s.created_at.as_ref().unwrap().instant.unwrap()).collect();
    assert!(created.windows(2).all(|w| w[0] >= w[1]), "newest first");
    harness.check_accessibility();

    let before = sandbox.request_count();
    click_survey_row_with(&mut harness, "Completed");
    wait_for_text(&mut harness, "Chest pain at rest reported");
    assert_eq!(harness.state().state.screen, Screen::Survey);

    // Alerts, with their severity, above everything else.
    assert!(has_text(&harness, "2 alerts"));
    assert!(has_text(&harness, "High priority"));
    assert!(has_text(&harness, "Penicillin allergy"));
    assert!(has_text(&harness, "question CP01"));
    // Diagnoses by their most telling fields.
    assert!(has_text(&harness, "Asthma, unspecified (J45.9)"));
    assert!(has_text(&harness, "Allergic rhinitis due to pollen (J30.1)"));
    // Answers: label, code, every value of a multi-value answer.
    assert!(has_text(&harness, "Shortness of breath and chest tightness, worse at night"));
    assert!(has_text(&harness, "• Wheezing"));
    assert!(has_text(&harness, "• Cat dander"));
    assert!(has_text(&harness, "CP01"));
    let alerts_top = harness.get_by_label_contains("2 alerts").rect().top();
    let answers_top = harness.get_by_label("Question").rect().top();
    let diagnoses_top = harness.get_by_label("Confirmed diagnoses").rect().top();
    assert!(alerts_top < diagnoses_top && diagnoses_top < answers_top, "alerts first, then diagnoses, then answers");
    harness.check_accessibility();

    // Opening cost exactly one request, and drawing costs none.
    idle_frames(&mut harness);
    let requests = sandbox.requests();
    let new: Vec<_> = requests[before as usize..].iter().map(|r| format!("{} {}", r.method, r.path)).collect();
    assert_eq!(new, [format!("GET /tenant-api/survey/{DEMO_SURVEY_ID}")]);

    // Escape goes back to the patient.
    harness.key_press(egui::Key::Escape);
    settle(&mut harness);
    assert_eq!(harness.state().state.screen, Screen::Patient);
    assert!(harness.state().state.survey_view.is_none());
    // The back button too.
    click_survey_row_with(&mut harness, "Completed");
    wait_for_text(&mut harness, "Chest pain at rest reported");
    click(&mut harness, "Back to the patient");
    assert_eq!(harness.state().state.screen, Screen::Patient);
}

#[test]
fn filtering_the_answers_reduces_the_rows_and_is_computed_once_per_change() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    open_demo_survey(&mut harness);
    let total = harness.state().state.survey_view.as_ref().unwrap().filter.matches().len();
    assert_eq!(total, 11);
    assert!(has_text(&harness, "• Wheezing"));

    fill(&mut harness, "Filter answers", "penicillin");
    wait_for_text(&mut harness, "1 of 11 answers match");
    let view = harness.state().state.survey_view.as_ref().unwrap();
    let matched: Vec<&str> =
        view.filter.matches().iter().map(|&i| view.survey.ready().unwrap().answers[i].question_code.as_str()).collect();
    assert_eq!(matched, ["ALG"]);
    assert!(has_text(&harness, "• Cat dander"), "the matching row is shown");
    assert!(!has_text(&harness, "• Wheezing"), "other rows are gone");

    // Drawing does not filter again; only a change of the text does.
    let computed = harness.state().state.survey_view.as_ref().unwrap().filter.computations;
    idle_frames(&mut harness);
    assert_eq!(harness.state().state.survey_view.as_ref().unwrap().filter.computations, computed);

    // Empty answers are shown, and found, as such.
    fill(&mut harness, "Filter answers", "no answer");
    wait_for_text(&mut harness, "(no answer)");
    assert!(has_text(&harness, "Anything else you would like to tell us?"));

    fill(&mut harness, "Filter answers", "nothing like this");
    wait_for_text(&mut harness, "No answer matches the filter.");
    click(&mut harness, "Clear filter");
    assert_eq!(harness.state().state.survey_view.as_ref().unwrap().filter.matches().len(), 11);
    harness.check_accessibility();
}

#[test]
fn the_plain_text_summary_is_shown_and_copied_to_the_clipboard() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    open_demo_survey(&mut harness);
    click(&mut harness, "Summary");
    wait_for_text(&mut harness, "Copy to clipboard");
    let expected = fetch_json(&runtime, &sandbox, &format!("/tenant-api/survey/{DEMO_SURVEY_ID}/summary/plain-text"));
    let expected = expected["value"].as_str().unwrap().to_owned();
    assert!(expected.contains("Chest pain"));
    let shown = harness.state().state.survey_view.as_ref().unwrap().plain_text.ready().unwrap().value.clone();
    assert_eq!(shown, expected);
    harness.check_accessibility();

    harness.get_by_label("Copy to clipboard").click();
    let mut copied = None;
    for _ in 0..3 {
        harness.step();
        copied = harness.output().platform_output.commands.iter().find_map(|command| match command {
            egui::OutputCommand::CopyText(text) => Some(text.clone()),
            _ => None,
        });
        if copied.is_some() {
            break;
        }
    }
    assert_eq!(copied.as_deref(), Some(expected.as_str()), "the whole summary is on the clipboard");
    wait_for_text(&mut harness, "Copied.");
    assert!(harness.state().state.survey_view.as_ref().unwrap().copied);
    let plain_text = format!("/tenant-api/survey/{DEMO_SURVEY_ID}/summary/plain-text");
    assert_eq!(gets(&sandbox, &plain_text), 2, "the app's one + ours");
}

#[test]
fn an_in_progress_survey_says_it_refreshes_by_itself_but_sends_nothing_per_frame() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    open_patient_surveys(&mut harness, "MRN/2024 0003");
    click_survey_row_with(&mut harness, "In progress");
    wait_for_text(&mut harness, "new answers are loaded automatically");
    assert!(has_text(&harness, "Low back pain after lifting"));
    assert!(has_text(&harness, "No alerts."));
    let view = harness.state().state.survey_view.as_ref().unwrap();
    assert_eq!(view.survey_id, DEMO_IN_PROGRESS_SURVEY_ID);
    assert!(view.auto_refresh.due.is_some(), "a refresh is planned");
    let before = sandbox.request_count();
    idle_frames(&mut harness);
    assert_eq!(sandbox.request_count(), before, "frames send nothing before the refresh is due");
    // The app asked to be woken for the refresh, not to redraw continuously.
    let delay = harness.output().viewport_output.get(&egui::ViewportId::ROOT).map(|v| v.repaint_delay);
    assert!(delay.is_some_and(|d| d > std::time::Duration::from_secs(5)), "{delay:?}");
    // Leaving the view stops it.
    click(&mut harness, "Back to the patient");
    assert!(harness.state().state.survey_view.is_none());
}

#[test]
fn ten_thousand_answers_draw_and_filter_quickly() {
    use intake_desk::api::{Answer, Survey, SurveyStatus};
    use intake_desk::worker::{Event, EventKind};
    use std::time::Instant;

    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    let answers: Vec<Answer> = (0..10_000)
        .map(|i| Answer {
            question_code: format!("Q{i:05}"),
            question_label: format!("Question {i}: how often does this happen to you?"),
            answer_values: match i % 3 {
                0 => vec![],
                1 => vec!["Sometimes".to_owned()],
                _ => vec!["Often".to_owned(), format!("Note {i}: mostly in the evening, after work")],
            },
            ..Answer::default()
        })
        .collect();
    let survey = Survey {
        survey_id: "big".into(),
        status: Some(SurveyStatus("completed".into())),
        answers,
        ..Survey::default()
    };
    // Hand the survey to the app as the worker would.
    {
        let state = &mut harness.state_mut().state;
        state.open_survey("big");
        let Loadable::Loading(id) = state.survey_view.as_ref().unwrap().survey else { panic!("not loading") };
        state.apply(Event { id, kind: EventKind::SurveyLoaded { survey_id: "big".into(), result: Ok(survey) } });
    }
    wait_for_text(&mut harness, "Question 1: how often");
    let frames = 30u32;
    let started = Instant::now();
    for _ in 0..frames {
        harness.step();
    }
    let per_frame = started.elapsed() / frames;

    // Scroll far down: only the rows on screen are laid out.
    let table = harness.get_by_label("Question").rect().center() + egui::vec2(0.0, 200.0);
    harness.hover_at(table);
    let started = Instant::now();
    for _ in 0..frames {
        wheel(&harness, -4000.0);
        harness.step();
    }
    let per_scrolled_frame = started.elapsed() / frames;
    assert!(!has_text(&harness, "Question 1: how often"), "the first rows scrolled away");
    let labels = harness.query_all_by_label_contains("how often does this happen").count();
    assert!(labels < 100, "{labels} rows laid out: the table is virtualised");

    let started = Instant::now();
    fill(&mut harness, "Filter answers", "note 9998");
    let filtering = started.elapsed();
    wait_for_text(&mut harness, "1 of 10000 answers match");
    let view = harness.state().state.survey_view.as_ref().unwrap();
    assert_eq!(view.filter.matches(), [9998]);
    eprintln!(
        "10,000 answers: {per_frame:?} per frame, {per_scrolled_frame:?} per scrolled frame, \
         typing a 9-character filter (with its frames) {filtering:?}"
    );
    // Frame cost is a benchmark (`cargo bench --bench frame_cost`), not a timed test.
}

#[test]
fn undocumented_shapes_and_statuses_are_shown_not_dropped() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    open_patient_surveys(&mut harness, "MRN-0002");
    click_survey_row_with(&mut harness, "Completed");
    // A bare-string alert and an object alert; a diagnosis object with other
    // field names and a bare-string diagnosis.
    wait_for_text(&mut harness, "Blood pressure above 180/110 reported");
    assert!(has_text(&harness, "Low priority"));
    assert!(has_text(&harness, "Current smoker"));
    assert!(has_text(&harness, "Essential (primary) hypertension (I10)"));
    assert!(has_text(&harness, "Type 2 diabetes mellitus"));
    assert!(has_text(&harness, "• 182/112"));
    click(&mut harness, "Back to the patient");

    open_patient_surveys(&mut harness, "MRN-0005");
    click_survey_row_with(&mut harness, "awaitingReview");
    wait_for_text(&mut harness, "Follow-up after knee arthroscopy");
    assert!(has_text(&harness, "awaitingReview"), "an unknown status is shown as it came");
    assert!(harness.state().state.survey_view.as_ref().unwrap().auto_refresh.due.is_none());
    harness.check_accessibility();
}
