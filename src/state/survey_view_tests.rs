//! Unit tests of [`super`]: the open survey's filter, refresh schedule, history and PDF.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::PathBuf;

use super::*;
use crate::api::PdfDocument;
use crate::api::{Answer, ServiceTime, SurveyStatus};
use crate::state::{Intent, SurveyIntent};
use crate::worker::Event;

fn answer(code: &str, label: &str, values: &[&str]) -> Answer {
    Answer {
        question_code: code.to_owned(),
        question_label: label.to_owned(),
        answer_values: values.iter().map(|v| (*v).to_owned()).collect(),
        ..Answer::default()
    }
}

fn survey(status: &str, answers: Vec<Answer>) -> Survey {
    Survey {
        survey_id: "s-1".to_owned(),
        status: Some(SurveyStatus(status.to_owned())),
        created_at: Some(ServiceTime::parse("2025-03-14T08:05:12.345Z")),
        answers,
        ..Survey::default()
    }
}

fn connected() -> AppState {
    let mut state = AppState::new();
    state.connection.status = ConnectionStatus::Connected;
    state
}

/// Opens survey `s-1` and answers the request with `loaded`.
fn opened(loaded: Survey) -> AppState {
    let mut state = connected();
    state.open_survey("s-1");
    let (id, command) = state.take_commands().pop().unwrap();
    assert!(matches!(command, Command::OpenSurvey { ref survey_id } if survey_id == "s-1"));
    state.apply(Event { id, kind: EventKind::SurveyLoaded { survey_id: "s-1".into(), result: Ok(loaded) } });
    state
}

/// Answers the one queued refresh with `loaded`.
fn answer_refresh(state: &mut AppState, loaded: Survey) {
    let commands = state.take_commands();
    assert_eq!(commands.len(), 1, "{commands:?}");
    let (id, command) = commands.into_iter().next().unwrap();
    assert!(matches!(command, Command::OpenSurvey { .. }));
    state.apply(Event { id, kind: EventKind::SurveyLoaded { survey_id: "s-1".into(), result: Ok(loaded) } });
}

#[test]
fn the_filter_matches_every_word_in_any_field_ignoring_case() {
    let answers = vec![
        answer("CP01", "Chest pain", &["Yes, at rest"]),
        answer("ALG", "Allergies", &["Penicillin", "Pollen"]),
        answer("NOTE", "Anything else?", &[]),
        answer("RFV", "Reason for visit", &["Zoë's ÉTAT général"]),
    ];
    let mut filter = AnswerFilter::new(&answers);
    assert_eq!(filter.matches(), [0, 1, 2, 3]);
    filter.set_text("PEN");
    assert_eq!(filter.matches(), [1]);
    filter.set_text("alg pollen");
    assert_eq!(filter.matches(), [1]);
    filter.set_text("cp01");
    assert_eq!(filter.matches(), [0]);
    filter.set_text("no answer");
    assert_eq!(filter.matches(), [2]);
    filter.set_text("état");
    assert_eq!(filter.matches(), [3]);
    filter.set_text("   ");
    assert_eq!(filter.matches(), [0, 1, 2, 3]);
    assert!(!filter.is_active());

    // In another language an empty answer is found by the words it is shown as there.
    let mut dutch = AnswerFilter::in_words(&answers, "(geen antwoord)");
    dutch.set_text("geen antwoord");
    assert_eq!(dutch.matches(), [2]);
    dutch.set_text("no answer");
    assert!(dutch.matches().is_empty());
}

#[test]
fn after_a_change_of_language_the_filter_finds_empty_answers_by_the_new_words() {
    let mut state = opened(survey("completed", vec![answer("A", "a", &["x"]), answer("NOTE", "b", &[])]));
    state.apply_intent(Intent::SetLanguage(crate::i18n::Language::Dutch));
    state.apply_intent(Intent::Survey(SurveyIntent::Filter("geen antwoord".into())));
    let view = state.survey_view.as_ref().unwrap();
    assert_eq!(view.filter.matches(), [1], "the Dutch words of an empty answer find it");
}

#[test]
fn the_filter_is_computed_only_when_the_text_changes() {
    let mut filter = AnswerFilter::new(&[answer("A", "a", &["x"])]);
    let before = filter.computations;
    for _ in 0..100 {
        filter.set_text("");
    }
    assert_eq!(filter.computations, before);
    filter.set_text("x");
    filter.set_text("x");
    assert_eq!(filter.computations, before + 1);
}

#[test]
fn narrowing_gives_the_same_result_as_computing_afresh() {
    let answers: Vec<Answer> =
        (0..500).map(|i| answer(&format!("Q{i}"), &format!("Question {i}"), &[&format!("value {}", i % 7)])).collect();
    let mut typed = AnswerFilter::new(&answers);
    for text in ["q", "q1", "q12", "q12 ", "q12 value", "q12 value 3"] {
        typed.set_text(text);
        let mut fresh = AnswerFilter::new(&answers);
        fresh.set_text(text);
        assert_eq!(typed.matches(), fresh.matches(), "{text}");
    }
}

#[test]
fn filtering_ten_thousand_answers_is_fast() {
    let answers: Vec<Answer> = (0..10_000)
        .map(|i| answer(&format!("Q{i:05}"), &format!("Question number {i} about something"), &["Yes", "No", "Maybe"]))
        .collect();
    let mut filter = AnswerFilter::new(&answers);
    let started = std::time::Instant::now();
    filter.set_text("number 99");
    filter.set_text("maybe");
    filter.set_text("q0999");
    let elapsed = started.elapsed();
    eprintln!("three filters over 10,000 answers: {elapsed:?}");
    assert_eq!(filter.matches().len(), 10);
    // Debug build on a slow machine; in practice well under 10 ms.
    assert!(elapsed < std::time::Duration::from_millis(500), "{elapsed:?}");
}

#[test]
fn the_history_is_sorted_by_time_with_unreadable_times_last() {
    let entry = |id: &str, time: Option<&str>| ChangeLogEntry {
        survey_change_log_id: id.to_owned(),
        timestamp: time.map(ServiceTime::parse),
        ..ChangeLogEntry::default()
    };
    let mut entries = vec![
        entry("c", Some("2025-03-14T09:00:00Z")),
        entry("x", Some("yesterday")),
        entry("a", Some("2025-03-14T08:00:00.1234567Z")),
        entry("y", None),
        entry("b", Some("2025-03-14T08:30:00Z")),
    ];
    sort_history(&mut entries);
    let order: Vec<&str> = entries.iter().map(|e| e.survey_change_log_id.as_str()).collect();
    assert_eq!(order, ["a", "b", "c", "x", "y"]);
}

#[test]
fn opening_a_survey_costs_one_request_and_tabs_load_once() {
    let mut state = opened(survey("completed", vec![answer("A", "a", &["x"])]));
    assert_eq!(state.screen, Screen::Survey);
    assert!(state.take_commands().is_empty());
    state.show_survey_tab(SurveyTab::History);
    let commands = state.take_commands();
    assert!(matches!(commands.as_slice(), [(_, Command::LoadHistory { .. })]));
    // Showing it again, or again later, asks nothing more.
    state.show_survey_tab(SurveyTab::Answers);
    state.show_survey_tab(SurveyTab::History);
    assert!(state.take_commands().is_empty());
    state.show_survey_tab(SurveyTab::Summary);
    assert!(matches!(state.take_commands().as_slice(), [(_, Command::LoadPlainText { .. })]));
    state.show_survey_tab(SurveyTab::Summary);
    assert!(state.take_commands().is_empty());
}

#[test]
fn a_completed_survey_is_never_refreshed_by_itself() {
    let mut state = opened(survey("completed", vec![]));
    let now = Instant::now();
    for minutes in 0..30 {
        assert_eq!(state.tick(now + Duration::from_secs(minutes * 60), true), None);
    }
    assert!(state.take_commands().is_empty());
}

#[test]
fn an_in_progress_survey_is_refreshed_once_when_due_with_back_off() {
    let mut state = opened(survey("inProgress", vec![answer("A", "a", &["x"])]));
    let t0 = Instant::now();
    // The first tick plans the refresh 15 s later and asks to be woken then.
    assert_eq!(state.tick(t0, true), Some(t0 + Duration::from_secs(15)));
    // Frames before that (many per second) send nothing.
    for ms in (0..15_000).step_by(250) {
        state.tick(t0 + Duration::from_millis(ms), true);
    }
    assert!(state.take_commands().is_empty());
    // Due: exactly one refresh, however many frames follow.
    let t1 = t0 + Duration::from_secs(15);
    assert_eq!(state.tick(t1, true), None);
    for ms in 0..50 {
        state.tick(t1 + Duration::from_millis(ms * 10), true);
    }
    // Nothing changed: the next wait is longer (30 s), then 60 s, 120 s, 300 s, 300 s.
    answer_refresh(&mut state, survey("inProgress", vec![answer("A", "a", &["x"])]));
    let mut now = t1 + Duration::from_secs(1);
    for expected in [30, 60, 120, 300, 300] {
        let due = state.tick(now, true).unwrap();
        assert_eq!(due - now, Duration::from_secs(expected));
        assert!(state.take_commands().is_empty());
        now = due;
        state.tick(now, true);
        answer_refresh(&mut state, survey("inProgress", vec![answer("A", "a", &["x"])]));
    }
    // New answers arrived: back to 15 s.
    let due = state.tick(now, true).unwrap();
    assert_eq!(due - now, Duration::from_secs(300));
    state.tick(due, true);
    answer_refresh(&mut state, survey("inProgress", vec![answer("A", "a", &["x"]), answer("B", "b", &["y"])]));
    assert_eq!(state.tick(due, true), Some(due + Duration::from_secs(15)));
    assert_eq!(state.survey_view.as_ref().unwrap().filter.matches().len(), 2, "the filter follows the refresh");
}

#[test]
fn the_refresh_stops_when_the_survey_completes_or_the_view_closes_or_is_hidden() {
    let mut state = opened(survey("inProgress", vec![]));
    let t0 = Instant::now();
    let due = state.tick(t0, true).unwrap();
    // Hidden (another screen, or a minimised window): nothing is sent.
    state.screen = Screen::Patient;
    assert_eq!(state.tick(due, true), None);
    state.screen = Screen::Survey;
    assert_eq!(state.tick(due, false), None);
    assert!(state.take_commands().is_empty());
    // Shown again: the overdue refresh goes out at once.
    state.tick(due, true);
    answer_refresh(&mut state, survey("completed", vec![]));
    assert_eq!(state.tick(due, true), None);
    assert_eq!(state.survey_view.as_ref().unwrap().auto_refresh.due, None);
    // Closing the view drops it all.
    let mut state = opened(survey("inProgress", vec![]));
    state.tick(t0, true);
    state.close_survey();
    assert_eq!(state.screen, Screen::Home);
    assert_eq!(state.tick(t0 + Duration::from_secs(3600), true), None);
    assert!(state.take_commands().is_empty());
}

#[test]
fn a_manual_refresh_resets_the_back_off_and_a_failure_lengthens_it() {
    let mut state = opened(survey("inProgress", vec![]));
    let t0 = Instant::now();
    let due = state.tick(t0, true).unwrap();
    state.tick(due, true);
    answer_refresh(&mut state, survey("inProgress", vec![]));
    let next = state.tick(due, true).unwrap();
    assert_eq!(next - due, Duration::from_secs(30));
    // The user presses Refresh: one request, and the plan starts again at 15 s.
    state.refresh_survey();
    state.refresh_survey();
    answer_refresh(&mut state, survey("inProgress", vec![]));
    assert_eq!(state.tick(due, true), Some(due + Duration::from_secs(15)));
    // A failed automatic refresh keeps the survey and waits longer.
    let t = due + Duration::from_secs(15);
    state.tick(t, true);
    let (id, _) = state.take_commands().pop().unwrap();
    let error = ApiError::of_kind(crate::api::error::ErrorKind::ServerError);
    state.apply(Event { id, kind: EventKind::SurveyLoaded { survey_id: "s-1".into(), result: Err(error) } });
    let view = state.survey_view.as_ref().unwrap();
    assert!(view.survey.ready().is_some());
    assert!(view.refresh_error.is_some());
    assert_eq!(state.tick(t, true), Some(t + Duration::from_secs(30)));
}

#[test]
fn answers_for_a_closed_or_other_survey_are_ignored() {
    let mut state = connected();
    state.open_survey("s-1");
    let (id, _) = state.take_commands().pop().unwrap();
    state.close_survey();
    state.apply(Event {
        id,
        kind: EventKind::SurveyLoaded { survey_id: "s-1".into(), result: Ok(survey("completed", vec![])) },
    });
    assert!(state.survey_view.is_none());
    assert!(state.in_flight.is_empty());
}

/// The save dialog is offered a name in the interface language of the moment.
#[test]
fn the_pdf_is_offered_under_a_name_in_the_interface_language() {
    use crate::i18n::{Language, Translator};
    for (language, expected) in [
        (Language::Dutch, "Samenvatting vragenlijst - Zoë Vermeulen - 2025-03-1"),
        (Language::French, "Résumé du questionnaire - Zoë Vermeulen - 2025-03-1"),
    ] {
        let mut state = opened(survey("completed", vec![]));
        state.tr = Translator::new(language);
        if let Some(view) = &mut state.survey_view {
            view.patient_name = Some("Zoë Vermeulen".into());
            view.pdf.document = Loadable::Ready(std::sync::Arc::new(PdfDocument(b"%PDF-1.7".to_vec())));
        }
        state.export_pdf();
        let commands = state.take_commands();
        let [(_, Command::SavePdf { offer, .. })] = commands.as_slice() else { panic!("{commands:?}") };
        let suggested_name = &offer.name;
        assert!(suggested_name.starts_with(expected), "{suggested_name}");
        assert!(suggested_name.ends_with(".pdf") && !suggested_name.contains('/'), "{suggested_name}");
        assert_eq!(offer.title, crate::i18n::Translator::new(language).text("pdf-save-dialog-title"));
        assert_ne!(offer.title, "pdf-save-dialog-title", "the dialog's title is worded");
    }
}

#[test]
fn export_fetches_once_renders_a_preview_and_then_saves() {
    let mut state = opened(survey("completed", vec![]));
    state.patient = None;
    if let Some(view) = &mut state.survey_view {
        view.patient_name = Some("Zoë Vermeulen".into());
    }
    state.export_pdf();
    state.export_pdf();
    let commands = state.take_commands();
    assert_eq!(commands.len(), 1);
    let (id, command) = commands.into_iter().next().unwrap();
    assert!(matches!(command, Command::LoadPdf { .. }));
    let document = PdfDocument(b"%PDF-1.7".to_vec());
    state.apply(Event { id, kind: EventKind::PdfLoaded { survey_id: "s-1".into(), result: Ok(document) } });
    let commands = state.take_commands();
    assert!(matches!(commands[0].1, Command::RenderPdfPreview { .. }));
    let Command::SavePdf { offer, .. } = &commands[1].1 else { panic!("{commands:?}") };
    let suggested_name = &offer.name;
    assert!(suggested_name.starts_with("Survey summary - Zoë Vermeulen - 2025-03-1"), "{suggested_name}");
    let save_id = commands[1].0;
    let saved = PathBuf::from("/tmp/Survey summary - Zoë Vermeulen.pdf");
    state.apply(Event { id: save_id, kind: EventKind::PdfSaved(Ok(Some(saved.clone()))) });
    assert_eq!(state.survey_view.as_ref().unwrap().pdf.save, SaveStatus::Saved(saved));
    let noted = state.take_commands();
    let [(_, Command::RecordActivity(entry))] = noted.as_slice() else {
        panic!("the export is in the activity log: {noted:?}")
    };
    // The survey and the folder, never the file's name (it holds the patient's name).
    let line = serde_json::to_string(entry).unwrap();
    assert!(!line.contains("Vermeulen"), "{line}");
    let english = crate::i18n::Translator::new(crate::i18n::Language::English);
    assert_eq!(english.msg(&crate::activity::describe(&entry.action)), "PDF of survey s-1 saved to /tmp");
    // Saving again uses the PDF in hand: no second fetch.
    state.export_pdf();
    let commands = state.take_commands();
    assert!(matches!(commands.as_slice(), [(_, Command::SavePdf { .. })]));
    state.open_saved_pdf();
    assert!(state.take_commands().is_empty(), "nothing saved to open while a save is running");
}

#[test]
fn a_pdf_that_fails_to_load_is_shown_and_nothing_is_saved() {
    let mut state = opened(survey("completed", vec![]));
    state.export_pdf();
    let (id, _) = state.take_commands().pop().unwrap();
    let error = ApiError::of_kind(crate::api::error::ErrorKind::Decode);
    state.apply(Event { id, kind: EventKind::PdfLoaded { survey_id: "s-1".into(), result: Err(error) } });
    assert!(state.take_commands().is_empty(), "no save after a failed fetch");
    let view = state.survey_view.as_ref().unwrap();
    assert!(matches!(view.pdf.document, Loadable::Failed(_)));
    assert_eq!(view.pdf.save, SaveStatus::Idle);
    assert!(!view.pdf.save_when_ready);
}
