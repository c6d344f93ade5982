//! The survey's history and its words: a timeline loaded once with unknown entries in words,
//! the view in German, the history in Dutch with ids and raw forms behind details, and a
//! hostile history read with limits and cut with an ellipsis.

use super::{demo_survey_local_date, gets, idle_frames, open_demo_survey};
use crate::support::*;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use intake_desk::api::ChangeContent;
use intake_desk::app::IntakeApp;
use intake_desk::sandbox::{DEMO_SURVEY_ID, Fault, FaultRule, Sandbox};

#[test]
fn the_history_is_a_timeline_with_unknown_entries_in_words_and_loaded_once() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    open_demo_survey(&mut harness);
    assert_eq!(gets(&sandbox, "/tenant-api/survey/history/"), 0, "not loaded before it is shown");

    click(&mut harness, "History");
    wait_for_text(&mut harness, "Released");
    assert!(has_text(&harness, "Claimed"));
    assert!(has_text(&harness, "Els Janssens"));
    assert!(has_text(&harness, "Sam Peeters"));
    assert!(has_text(&harness, "the system"), "the service's own account, in words");
    assert!(has_text(&harness, "The survey moved to another step"));
    // The undocumented `reminder` entry: in words from its fields (its raw form is behind
    // "Details": the Dutch test of issue 43 opens it).
    assert!(has_text(&harness, "Reminder — attempt: 2, channel: SMS"));
    // In time order.
    let claimed = harness.get_by_label("Claimed").rect().top();
    let released = harness.get_by_label("Released").rect().top();
    assert!(claimed < released);
    let entries = harness.state().state.survey_view.as_ref().unwrap().history.ready().unwrap().clone();
    assert_eq!(entries.len(), 6);
    let times: Vec<_> = entries.iter().map(|e| e.timestamp.as_ref().unwrap().instant.unwrap()).collect();
    assert!(times.windows(2).all(|w| w[0] <= w[1]));
    let ChangeContent::Workflow { workflow_step_id } = &entries[0].content else { panic!("{:?}", entries[0]) };
    assert!(!has_text(&harness, workflow_step_id), "the step id is behind Details");
    harness.check_accessibility();

    // One request, not repeated per frame nor when the tab is shown again.
    idle_frames(&mut harness);
    click_containing(&mut harness, "Answers (");
    click(&mut harness, "History");
    idle_frames(&mut harness);
    assert_eq!(gets(&sandbox, "/tenant-api/survey/history/"), 1);
    assert_eq!(gets(&sandbox, &format!("/tenant-api/survey/{DEMO_SURVEY_ID}")), 1);
}

/// The survey view of the demo patient in German: the tabs, the alerts, the diagnoses and the
/// history in German words, the created time in the German date form; no English tab left.
#[test]
fn the_survey_view_speaks_german() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let german = intake_desk::app::AppConfig {
        language: Some(intake_desk::i18n::Language::German),
        ..config(&runtime, ad_hoc(&sandbox))
    };
    let mut harness = build_app(german);
    wait_until(&mut harness, "connected", |h| {
        h.state().state.connection.status == intake_desk::state::ConnectionStatus::Connected
    });
    harness.state_mut().state.open_survey(DEMO_SURVEY_ID);
    if let Some(view) = harness.state_mut().state.survey_view.as_mut() {
        view.patient_name = Some("Zoë Vermeulen".to_owned());
    }
    wait_for_text(&mut harness, "Chest pain at rest reported");

    assert!(has_text(&harness, "Fragebogen von Zoë Vermeulen"));
    assert!(has_text(&harness, "Zurück zum Patienten"));
    assert!(has_text(&harness, "2 Warnhinweise"));
    assert!(has_text(&harness, "Bestätigte Diagnosen"));
    let created = demo_survey_local_date().strftime("%d.%m.%Y").to_string();
    assert!(has_text(&harness, &format!("Erstellt am {created}")), "{created}");
    // The tabs.
    assert!(has_text(&harness, "Antworten ("));
    assert!(harness.query_by_label("Änderungsverlauf").is_some());
    assert!(harness.query_by_label("Zusammenfassung").is_some());
    for english in ["History", "Summary", "Confirmed diagnoses", "Back to the patient"] {
        assert!(harness.query_by_label(english).is_none(), "{english} is not German");
    }
    assert!(!has_text(&harness, "Answers ("));
    // The answers table and its filter.
    assert!(harness.query_by_label("Frage").is_some());
    assert!(harness.query_by_label("Antworten filtern").is_some());

    click(&mut harness, "Änderungsverlauf");
    wait_for_text(&mut harness, "Freigegeben");
    assert!(has_text(&harness, "Übernommen"));
    assert!(has_text(&harness, "älteste zuerst"));
    assert!(has_text(&harness, "Der Fragebogen ist zu einem anderen Schritt gewechselt"));
    assert!(has_text(&harness, "Erinnerung — attempt: 2, channel: SMS"));

    click(&mut harness, "Zusammenfassung");
    wait_for_text(&mut harness, "PDF-Zusammenfassung");
    assert!(harness.query_by_label("PDF-Vorschau").is_some());
    assert!(harness.query_by_label("PDF exportieren…").is_some());
}

/// The survey view of the demo survey in `language`, with its history shown.
fn history_in(
    runtime: &tokio::runtime::Runtime,
    sandbox: &Sandbox,
    language: intake_desk::i18n::Language,
) -> Harness<'static, IntakeApp> {
    let config = intake_desk::app::AppConfig { language: Some(language), ..config(runtime, ad_hoc(sandbox)) };
    let mut harness = build_app(config);
    wait_until(&mut harness, "connected", |h| {
        h.state().state.connection.status == intake_desk::state::ConnectionStatus::Connected
    });
    harness.state_mut().state.open_survey(DEMO_SURVEY_ID);
    wait_for_text(&mut harness, "Chest pain at rest reported");
    let tr = intake_desk::i18n::Translator::new(language);
    click(&mut harness, &tr.text("survey-tab-history"));
    wait_until(&mut harness, "the history", |h| {
        h.state().state.survey_view.as_ref().is_some_and(|v| !v.history.is_loading() && v.history.ready().is_some())
    });
    settle(&mut harness);
    harness
}

/// A click of the pointer at `at`, one event a frame.
fn click_at(harness: &mut Harness<'_, IntakeApp>, at: egui::Pos2) {
    harness.hover_at(at);
    harness.step();
    for pressed in [true, false] {
        let button = egui::PointerButton::Primary;
        harness.event(egui::Event::PointerButton { pos: at, button, pressed, modifiers: Default::default() });
        harness.step();
    }
}

/// The "Details" folds of the history, top to bottom.
fn details_folds(harness: &Harness<'_, IntakeApp>, name: &str) -> Vec<egui::Rect> {
    let mut folds: Vec<egui::Rect> = harness.query_all_by_label(name).map(|node| node.rect()).collect();
    folds.sort_by(|a, b| a.top().total_cmp(&b.top()));
    folds
}

/// Issue 43, item 6, in Dutch: the history reads for a receptionist. A workflow step says the
/// survey moved to another step (its id behind "Details"); a change of a kind the app does not
/// know is said in words built from its fields ("Herinnering — attempt: 2, channel: sms"), its
/// raw form behind "Details". Before, the rows read "Workflowstap 1f0e6a52-…" and showed
/// `{"$type":"reminder","attempt":2,"channel":"sms"}` up front.
#[test]
fn the_history_reads_in_dutch_words_with_ids_and_raw_forms_behind_details() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = history_in(&runtime, &sandbox, intake_desk::i18n::Language::Dutch);
    let entries = harness.state().state.survey_view.as_ref().unwrap().history.ready().unwrap().clone();
    let ChangeContent::Workflow { workflow_step_id } = &entries[0].content else { panic!("{:?}", entries[0]) };
    let step = workflow_step_id.clone();

    assert!(has_text(&harness, "De vragenlijst ging naar een andere stap"));
    assert!(!has_text(&harness, "Workflowstap"), "no technical word");
    assert!(!has_text(&harness, &step), "the step's id is not up front");
    // The channel in the app's words (Dutch writes "sms" in lower case), the rest as sent.
    assert!(has_text(&harness, "Herinnering — attempt: 2, channel: sms"), "the unknown change in words");
    assert!(!has_text(&harness, r#""$type""#), "no raw JSON up front");
    assert!(!has_text(&harness, "niet kent"), "no warning about the app instead of the change");
    harness.check_accessibility();

    // Behind "Details": the step's id, and the raw form for support.
    let folds = details_folds(&harness, "Details");
    assert_eq!(folds.len(), 4, "three steps and the reminder: {folds:?}");
    let reminder_row = harness.query_all_by_label_contains("Herinnering — attempt").next().unwrap().rect().top();
    let reminder_fold = folds.iter().find(|fold| fold.top() > reminder_row).copied().unwrap();
    click_at(&mut harness, reminder_fold.center());
    settle(&mut harness);
    assert!(has_text(&harness, r#""$type":"reminder""#), "the raw form, once asked for");
    let first = details_folds(&harness, "Details")[0].center();
    click_at(&mut harness, first);
    settle(&mut harness);
    assert!(has_text(&harness, &step), "the step's id, once asked for");
    harness.check_accessibility();
}

/// Issue 43, item 6: a history the service fills with odd, deep or huge content is read with
/// limits: nothing panics, a content sent as a JSON text is read as JSON, deep nesting and
/// huge values are cut with "…", and a workflow step without an id still reads as a step.
#[test]
fn a_hostile_history_is_read_with_limits_and_cut_with_an_ellipsis() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut deep = serde_json::json!("bottom");
    for _ in 0..100 {
        deep = serde_json::json!([deep]);
    }
    let many: serde_json::Map<String, serde_json::Value> =
        (0..200).map(|i| (format!("field{i:03}"), serde_json::json!(i))).collect();
    let entry = |id: &str, kind: &str, content: serde_json::Value| {
        serde_json::json!({
            "surveyChangeLogId": id, "surveyId": DEMO_SURVEY_ID, "timestamp": "2025-03-14T08:06:00Z",
            "type": kind, "userEmail": "system", "content": content,
        })
    };
    let history = serde_json::json!([
        entry("h1", "note", serde_json::json!(r#"{"$type":"note","text":"hello","sentAt":"2025-03-14T08:06:00Z"}"#)),
        entry("h2", "audit", serde_json::json!({"$type": "audit", "data": deep})),
        entry("h3", "upload", serde_json::json!({"$type": "upload", "blob": "x".repeat(300_000)})),
        entry("h4", "bulk", serde_json::Value::Object(many)),
        entry("h5", "workflow", serde_json::json!({"$type": "workflow"})),
        entry("h6", "", serde_json::json!(null)),
        entry("h7", "flag", serde_json::json!({"$type": "flag", "urgent": true, "count": 2.5})),
    ]);
    sandbox.faults().set(FaultRule {
        method: Some("GET".into()),
        path_prefix: "/tenant-api/survey/history/".into(),
        fault: Fault::Respond {
            status: 200,
            body: history.to_string(),
            content_type: Some("application/json".into()),
            retry_after: None,
        },
        times: None,
        every: None,
    });
    let mut harness = history_in(&runtime, &sandbox, intake_desk::i18n::Language::French);
    // A tall window: every row of the history on screen at once.
    harness.set_size(egui::vec2(1280.0, 2000.0));
    settle(&mut harness);
    assert!(has_text(&harness, "note — sent at:"), "a JSON text read as JSON, its field names in words");
    assert!(has_text(&harness, "text: hello"));
    assert!(has_text(&harness, "audit — data: [[…]]"), "deep nesting cut");
    assert!(has_text(&harness, "upload — blob: xxxx"), "a huge value, cut");
    assert!(has_text(&harness, "bulk — field 000: 0, field 001: 1"), "many fields, the first ones");
    assert!(has_text(&harness, "flag — count: 2.5, urgent: oui"), "a yes in the user's language");
    assert!(has_text(&harness, "Le questionnaire est passé à une autre étape"), "a step without its id");
    let longest = harness
        .root()
        .query_all(egui_kittest::kittest::By::new().predicate(|node| node.value().is_some()))
        .map(|node| node.value().unwrap_or_default().chars().count())
        .max()
        .unwrap_or(0);
    assert!(longest < 2_000, "nothing on screen is huge: {longest} characters");
    // The raw forms behind "Détails" are cut too.
    for fold in details_folds(&harness, "Détails") {
        click_at(&mut harness, fold.center());
        settle(&mut harness);
    }
    let longest = harness
        .root()
        .query_all(egui_kittest::kittest::By::new().predicate(|node| node.value().is_some()))
        .map(|node| node.value().unwrap_or_default().chars().count())
        .max()
        .unwrap_or(0);
    assert!((100..10_000).contains(&longest), "a raw form shown, cut: {longest} characters");
    harness.check_accessibility();
}
