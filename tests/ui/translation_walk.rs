//! A walk over every screen and dialog in the pseudo-locale (`en-XA`: accented, ~40 % longer, in
//! brackets), then in French and German, the longest real languages. On each screen it reads
//! every node the screen reader would read and fails
//! - in `en-XA`, on any visible text or accessible name that is neither bracketed nor data
//!   (a name, an id, a date from the service): a string that escaped translation;
//! - in every language, on any widget whose rectangle leaves a 1024×700 window (unless it sits
//!   in a scroll area, which shows it by scrolling);
//! - in every language, on what a screen reader would meet wrongly: a focusable or interactive
//!   node without a name, a dialog, list or combo box without a name, an empty label, a node
//!   that can be focused or clicked behind an open modal dialog, and two sibling buttons with
//!   the same name (which one is "Open"?).
//!
//! The walk moves through the app with the same intents the views return, so it does not depend
//! on any button's words. It prints the screens it visited.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::BTreeSet;

use crate::support::*;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use intake_desk::app::AppConfig;
use intake_desk::app::IntakeApp;
use intake_desk::i18n::Language;
use intake_desk::patient::{Field, GenderChoice};
use intake_desk::sandbox::{DEMO_PATIENT_ID, DEMO_SURVEY_ID};
use intake_desk::startup::StartupReport;
use intake_desk::state::survey_pdf::Preview;
use intake_desk::state::survey_view::SurveyTab;
use intake_desk::state::{DraftEdit, Intent, PatientFormIntent, SurveyFormIntent, SurveyIntent};

const WINDOW: egui::Vec2 = egui::vec2(1024.0, 700.0);

/// The screens and dialogs of the walk, in the order visited.
const SCREENS: [&str; 31] = [
    "home",
    "start-up problems",
    "connection",
    "patient",
    "patient form (edit)",
    "patient form (register, with problems)",
    "patient form: not saved on this computer",
    "closing: typing that could not be saved",
    "date picker",
    "survey dialog (open patient)",
    "survey dialog (new patient, with problems)",
    "survey dialog: the reference is on record with other details",
    "survey dialog: survey created, link and QR code",
    "survey: answers",
    "survey: history",
    "survey: summary",
    "survey: summary with PDF preview",
    "activity log",
    "about",
    "keyboard shortcuts (F1)",
    "sign-in over the screen",
    "home after a search that found nothing",
    "privacy screen",
    "day list: columns",
    "day list: check, with problems",
    "day list: a row fixed in place",
    "day list: confirm the count",
    "day list: result, details differ",
    "day list: open the dropped file?",
    "day list: result, already invited today",
    "home: today, statuses refreshed",
];

#[test]
fn every_screen_in_the_pseudo_locale_is_translated_and_fits() {
    walk(Language::Pseudo);
}

#[test]
fn every_screen_in_french_fits() {
    walk(Language::French);
}

#[test]
fn every_screen_in_german_fits() {
    walk(Language::German);
}

fn walk(language: Language) {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    // A real start-up problem: a file where the log folder should be.
    let not_a_folder = temp_dir("walk-problem").join("logs");
    std::fs::write(&not_a_folder, b"").unwrap();
    let problem = intake_desk::startup::check_log_folder(&not_a_folder).unwrap_err();
    let config = AppConfig {
        startup: StartupReport { problems: vec![problem], data_folder_usable: true },
        language: Some(language),
        ..config(&runtime, ad_hoc(&sandbox))
    };
    let mut harness = Harness::builder().with_size(WINDOW).allow_missing_glyphs().build_eframe(move |cc| {
        IntakeApp::with_font_sources(cc, config, intake_desk::ui::system_fonts::FontSources::none())
    });
    wait_until(&mut harness, "connected with the demo patients", |h| {
        h.state().state.connection.status == intake_desk::state::ConnectionStatus::Connected
    });
    let mut walk = Walk { language, visited: Vec::new(), problems: Vec::new() };

    // The start-up problem window opens over the home screen; it is checked, then closed.
    walk.check(&harness, "start-up problems");
    apply(&mut harness, Intent::CloseStartupProblems);
    walk.check(&harness, "home");

    apply(&mut harness, Intent::OpenConnectionScreen);
    walk.check(&harness, "connection");

    apply(&mut harness, Intent::OpenPatient(DEMO_PATIENT_ID.to_owned()));
    wait_until(&mut harness, "the demo patient and their surveys", |h| {
        h.state().state.patient.as_ref().is_some_and(|p| p.surveys.ready().is_some())
    });
    walk.check(&harness, "patient");

    apply(&mut harness, Intent::StartEdit);
    walk.check(&harness, "patient form (edit)");
    apply(&mut harness, Intent::PatientForm(PatientFormIntent::Close));

    apply(&mut harness, Intent::StartRegistration);
    for (field, text) in [
        (intake_desk::patient::Field::Birthdate, "31/02/2019"),
        (intake_desk::patient::Field::Email, "not an address"),
        (intake_desk::patient::Field::PhoneNumber, "12"),
    ] {
        apply(
            &mut harness,
            Intent::PatientForm(PatientFormIntent::Edit(intake_desk::state::DraftEdit::Text(field, text.into()))),
        );
    }
    apply(&mut harness, Intent::PatientForm(PatientFormIntent::Save));
    walk.check(&harness, "patient form (register, with problems)");
    // The profile's database failing (locked by another program): the notice by the form, then
    // the question when the window is closed. The state is set as the store's failure sets it.
    let draft_id = harness.state().state.patient_form.as_ref().unwrap().draft_id.clone();
    let failure = intake_desk::i18n::Msg::new("local-write-failed").with("reason", "database is locked");
    harness.state_mut().state.draft_sync.unsaved.insert(draft_id.clone(), failure);
    settle(&mut harness);
    walk.check(&harness, "patient form: not saved on this computer");
    harness.state_mut().state.closing = Some(intake_desk::state::closing::Closing::Asking { problem: None });
    settle(&mut harness);
    walk.check(&harness, "closing: typing that could not be saved");
    apply(&mut harness, Intent::Close(intake_desk::state::closing::CloseIntent::KeepOpen));
    harness.state_mut().state.draft_sync.unsaved.remove(&draft_id);
    settle(&mut harness);
    // The calendar, opened as a person would (its button is found by its name in this language).
    let open_calendar = intake_desk::i18n::Translator::new(language).text("patient-calendar-open-hint");
    harness.get_by_label(&open_calendar).click();
    settle(&mut harness);
    walk.check(&harness, "date picker");
    harness.key_press(egui::Key::Escape);
    settle(&mut harness);
    apply(&mut harness, Intent::PatientForm(PatientFormIntent::Close));
    resolve_form_switch(&mut harness);

    apply(&mut harness, Intent::OpenPatient(DEMO_PATIENT_ID.to_owned()));
    wait_until(&mut harness, "the demo patient again", |h| {
        h.state().state.patient.as_ref().is_some_and(|p| p.surveys.ready().is_some())
    });
    apply(&mut harness, Intent::StartSurveyForOpenPatient);
    walk.check(&harness, "survey dialog (open patient)");
    apply(&mut harness, Intent::SurveyForm(SurveyFormIntent::Close));

    apply(&mut harness, Intent::StartSurveyForNewPatient);
    apply(&mut harness, Intent::SurveyForm(SurveyFormIntent::Create));
    walk.check(&harness, "survey dialog (new patient, with problems)");
    // The demo patient's reference with other details: the dialog compares them.
    let edit =
        |field, text: &str| Intent::SurveyForm(SurveyFormIntent::EditPatient(DraftEdit::Text(field, text.into())));
    for (field, text) in [
        (Field::FirstName, "Marie"),
        (Field::LastName, "Claes"),
        (Field::Birthdate, "29/02/2000"),
        (Field::Email, "marie.claes@example.be"),
        (Field::ExternalReference, intake_desk::sandbox::DEMO_PATIENT_REFERENCE),
    ] {
        apply(&mut harness, edit(field, text));
    }
    apply(
        &mut harness,
        Intent::SurveyForm(SurveyFormIntent::EditPatient(DraftEdit::Gender(Some(GenderChoice::Female)))),
    );
    apply(&mut harness, Intent::SurveyForm(SurveyFormIntent::Create));
    wait_until(&mut harness, "the patient on record", |h| {
        h.state().state.survey_form.as_ref().is_some_and(|f| f.on_record.is_some())
    });
    walk.check(&harness, "survey dialog: the reference is on record with other details");
    apply(&mut harness, Intent::SurveyForm(SurveyFormIntent::SendToPatientOnRecord));
    wait_until(&mut harness, "the survey created", |h| {
        h.state().state.survey_form.as_ref().is_some_and(|f| f.created.is_some())
    });
    walk.check(&harness, "survey dialog: survey created, link and QR code");
    apply(&mut harness, Intent::SurveyForm(SurveyFormIntent::Close));

    apply(&mut harness, Intent::OpenSurvey(DEMO_SURVEY_ID.to_owned()));
    wait_until(&mut harness, "the demo survey", |h| {
        h.state().state.survey_view.as_ref().is_some_and(|v| v.survey.ready().is_some())
    });
    walk.check(&harness, "survey: answers");
    apply(&mut harness, Intent::Survey(SurveyIntent::Tab(SurveyTab::History)));
    wait_until(&mut harness, "the history", |h| {
        h.state().state.survey_view.as_ref().is_some_and(|v| v.history.ready().is_some())
    });
    walk.check(&harness, "survey: history");
    apply(&mut harness, Intent::Survey(SurveyIntent::Tab(SurveyTab::Summary)));
    wait_until(&mut harness, "the summary", |h| {
        h.state().state.survey_view.as_ref().is_some_and(|v| v.plain_text.ready().is_some())
    });
    walk.check(&harness, "survey: summary");
    apply(&mut harness, Intent::Survey(SurveyIntent::PreviewPdf));
    wait_until(&mut harness, "the PDF preview", |h| {
        h.state().state.survey_view.as_ref().is_some_and(|v| matches!(v.pdf.preview, Preview::Ready { .. }))
    });
    walk.check(&harness, "survey: summary with PDF preview");

    apply(&mut harness, Intent::ShowActivityLog);
    walk.check(&harness, "activity log");

    apply(&mut harness, Intent::ShowAbout);
    walk.check(&harness, "about");
    apply(&mut harness, Intent::About(intake_desk::state::AboutIntent::Close));

    harness.key_press(egui::Key::F1);
    settle(&mut harness);
    walk.check(&harness, "keyboard shortcuts (F1)");
    harness.key_press(egui::Key::Escape);
    settle(&mut harness);

    harness.state_mut().state.sign_in_overlay = true;
    settle(&mut harness);
    walk.check(&harness, "sign-in over the screen");
    apply(&mut harness, Intent::CloseSignInOverlay);

    // The day's list: a file dropped on the window, from the columns to the result.
    use intake_desk::state::day_list_flow::{DayListIntent, DayListStep};
    let list = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/day-list-tuesday.csv");
    apply(&mut harness, Intent::DayList(DayListIntent::Dropped(list)));
    wait_until(&mut harness, "the list's columns", |h| h.state().state.day_list.step == DayListStep::Mapping);
    walk.check(&harness, "day list: columns");
    apply(&mut harness, Intent::DayList(DayListIntent::ConfirmMapping));
    walk.check(&harness, "day list: check, with problems");
    apply(&mut harness, Intent::DayList(DayListIntent::EditRow(Some(4))));
    walk.check(&harness, "day list: a row fixed in place");
    apply(&mut harness, Intent::DayList(DayListIntent::EditRow(None)));
    apply(&mut harness, Intent::DayList(DayListIntent::AskToSend));
    walk.check(&harness, "day list: confirm the count");
    apply(&mut harness, Intent::DayList(DayListIntent::ConfirmSend));
    wait_until(&mut harness, "the list sent", |h| h.state().state.batch.as_ref().is_some_and(|b| b.ended.is_some()));
    walk.check(&harness, "day list: result, details differ");
    // The same list dropped again: asked first; opened and sent, its patients were invited a
    // moment ago (this desk or another), so each row waits for "Send anyway".
    let again = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/day-list-tuesday.csv");
    apply(&mut harness, Intent::DayList(DayListIntent::Dropped(again)));
    walk.check(&harness, "day list: open the dropped file?");
    apply(&mut harness, Intent::DayList(DayListIntent::ReplaceWithDropped(true)));
    wait_until(&mut harness, "the list's columns", |h| h.state().state.day_list.step == DayListStep::Mapping);
    apply(&mut harness, Intent::DayList(DayListIntent::ConfirmMapping));
    apply(&mut harness, Intent::DayList(DayListIntent::AskToSend));
    apply(&mut harness, Intent::DayList(DayListIntent::ConfirmSend));
    wait_until(&mut harness, "the list sent again", |h| {
        h.state().state.batch.as_ref().is_some_and(|b| b.ended.is_some() && b.counts().skipped > 0)
    });
    walk.check(&harness, "day list: result, already invited today");
    apply(&mut harness, Intent::ShowHome);
    apply(&mut harness, Intent::RefreshStatuses);
    wait_until(&mut harness, "the statuses", |h| h.state().state.today_view.refreshing.is_none());
    walk.check(&harness, "home: today, statuses refreshed");

    apply(&mut harness, Intent::EditSearchQuery("NO-SUCH-REFERENCE".into()));
    apply(&mut harness, Intent::Search);
    wait_until(&mut harness, "the search to answer", |h| h.state().state.search_request.is_none());
    walk.check(&harness, "home after a search that found nothing");

    harness.state_mut().state.privacy.locked = true;
    settle(&mut harness);
    walk.check(&harness, "privacy screen");

    println!("{} walk visited: {}", language.code(), walk.visited.join(", "));
    let expected: BTreeSet<&str> = SCREENS.into_iter().collect();
    let visited: BTreeSet<&str> = walk.visited.iter().map(String::as_str).collect();
    assert_eq!(visited, expected, "the walk must visit every screen and dialog");
    assert!(
        walk.problems.is_empty(),
        "{} problems in {}:\n{}",
        walk.problems.len(),
        language.code(),
        walk.problems.join("\n")
    );
}

fn apply(harness: &mut Harness<'_, IntakeApp>, intent: Intent) {
    harness.state_mut().state.apply_intent(intent);
    settle(harness);
}

/// Closing a form with typed text may ask whether to keep it; the walk discards it.
fn resolve_form_switch(harness: &mut Harness<'_, IntakeApp>) {
    if harness.state().state.patient_form.as_ref().is_some_and(|f| f.pending_switch.is_some()) {
        apply(harness, Intent::ResolveFormSwitch(intake_desk::state::FormSwitchChoice::Discard));
    }
    harness.state_mut().state.patient_form = None;
    settle(harness);
}

struct Walk {
    language: Language,
    visited: Vec<String>,
    problems: Vec<String>,
}

impl Walk {
    fn check(&mut self, harness: &Harness<'_, IntakeApp>, screen: &str) {
        self.visited.push(screen.to_owned());
        let data = data_words(harness);
        let window = egui::Rect::from_min_size(egui::Pos2::ZERO, WINDOW);
        let scroll_bars: Vec<egui::Rect> = harness
            .root()
            .children_recursive()
            .filter(|node| node.accesskit_node().role() == Role::ScrollBar)
            .filter_map(|node| node.accesskit_node().bounding_box().map(rect_of))
            .collect();
        // The top open modal dialog: nothing outside it may be reachable.
        // (egui's modal windows are dialogs; its other dialogs, pop-ups, are not open in the walk.)
        let modal = harness
            .root()
            .children_recursive()
            .filter(|node| node.accesskit_node().is_dialog())
            .filter(|node| !hidden(node))
            .last()
            .map(|node| node.accesskit_node().id());
        let modal = modal.and_then(|id| harness.root().children_recursive().find(|n| n.accesskit_node().id() == id));
        for problem in same_named_siblings(harness) {
            self.problems.push(format!("{screen}: {problem}"));
        }
        for node in harness.root().children_recursive() {
            let ak = node.accesskit_node();
            // A text run is one line of a label, which is checked whole (its brackets are at
            // its first and last line).
            if ak.is_hidden() || ak.role() == Role::TextRun {
                continue;
            }
            let role = ak.role();
            let mut texts = Vec::new();
            if let Some(label) = ak.label() {
                texts.push(label.to_string());
            }
            // What a text input holds is the user's data; what a label or value shows is not.
            if !matches!(role, Role::TextInput | Role::MultilineTextInput | Role::PasswordInput)
                && let Some(value) = ak.value()
            {
                texts.push(value.to_string());
            }
            if self.language == Language::Pseudo {
                for text in &texts {
                    if let Some(word) = untranslated_word(text, &data) {
                        self.problems.push(format!("{screen}: {role:?} {text:?} is not translated ({word:?})"));
                    }
                }
            }
            if let Some(problem) = unreachable_or_unnamed(&node, &modal) {
                self.problems.push(format!("{screen}: {problem}"));
            }
            if let Some(rect) = ak.bounding_box().map(rect_of)
                && rect.is_positive()
                && !window.expand(0.5).contains_rect(rect)
                && !scrolled(rect, window, &scroll_bars)
            {
                let name = texts.first().cloned().unwrap_or_default();
                self.problems.push(format!("{screen}: {role:?} {name:?} at {rect:?} leaves the 1024×700 window"));
            }
        }
    }
}

/// Whether a widget outside the window is there because its scroll area is scrolled (egui's
/// scroll areas have no node of their own, only their bars): past the bottom or top with a
/// vertical bar at its right, past the right or left edge with a horizontal bar below it.
fn scrolled(rect: egui::Rect, window: egui::Rect, bars: &[egui::Rect]) -> bool {
    let vertical = |bar: &&egui::Rect| bar.height() > bar.width();
    let out_vertically = rect.max.y > window.max.y || rect.min.y < window.min.y;
    let out_horizontally = rect.max.x > window.max.x || rect.min.x < window.min.x;
    let vertical_ok = !out_vertically
        || bars.iter().filter(vertical).any(|bar| bar.min.x >= rect.min.x - 1.0 && bar.max.x <= window.max.x + 1.0);
    let horizontal_ok = !out_horizontally
        || bars.iter().filter(|bar| !vertical(bar)).any(|bar| bar.min.y >= rect.min.y.max(window.min.y) - 1.0);
    vertical_ok && horizontal_ok
}

/// The first word of `text` that is outside brackets and not data, if any.
fn untranslated_word(text: &str, data: &BTreeSet<String>) -> Option<String> {
    let mut depth = 0usize;
    let mut outside = String::new();
    for c in text.chars() {
        match c {
            '[' => depth += 1,
            ']' => depth = depth.saturating_sub(1),
            c if depth == 0 => outside.push(c),
            _ => {}
        }
    }
    words(&outside).find(|word| word.chars().count() > 1 && !data.contains(word))
}

fn words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphabetic()).filter(|w| !w.is_empty()).map(str::to_lowercase)
}

/// Every word of the data on screen (what the service and the user gave), which is shown as it
/// is: names, references, e-mail addresses, answers, the service's address.
fn data_words(harness: &Harness<'_, IntakeApp>) -> BTreeSet<String> {
    let state = &harness.state().state;
    let debug = format!(
        "{:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?}",
        state.patient,
        state.survey_view,
        state.demo_patients,
        state.recent,
        state.activity,
        state.connection.environment,
        state.patient_form.as_ref().map(|f| &f.draft),
        state.survey_form,
        state.search_query,
        // The files the About dialog shows, by name.
        state.data_dir.as_ref().map(|dir| intake_desk::state::LocalFolder::ALL.map(|folder| folder.path(dir))),
        // The day's list as the file gave it, and what was sent from it.
        state.day_list,
        state.batch,
        state.today_view,
    );
    let mut data: BTreeSet<String> = state
        .startup_problems
        .iter()
        .flat_map(|problem| words(&problem.place.display().to_string()).collect::<Vec<_>>())
        .collect();
    // The patient's languages are named in themselves ("Français (Belgique)") in every locale.
    for tag in intake_desk::patient::COMMON_LANGUAGES {
        data.extend(intake_desk::patient::words::language_own_name(tag).map(words).into_iter().flatten());
    }
    // Only the strings' contents (Debug puts them in quotes), never the names of the fields.
    let mut in_string = false;
    let mut escaped = false;
    let mut current = String::new();
    for c in debug.chars() {
        if in_string {
            if escaped {
                escaped = false;
                current.push(c);
            } else if c == '\\' {
                escaped = true;
            } else if c == '"' {
                in_string = false;
                data.extend(words(&current));
                current.clear();
            } else {
                current.push(c);
            }
        } else if c == '"' {
            in_string = true;
        }
    }
    data
}

type Node<'a> = egui_kittest::Node<'a>;
type AccessKitNode<'a> = egui_kittest::kittest::AccessKitNode<'a>;

fn hidden(node: &Node<'_>) -> bool {
    crate::support::hidden(node.accesskit_node())
}

fn focusable(ak: &AccessKitNode<'_>) -> bool {
    ak.data().supports_action(egui::accesskit::Action::Focus)
}

fn clickable(ak: &AccessKitNode<'_>) -> bool {
    ak.data().supports_action(egui::accesskit::Action::Click)
}

/// What a screen reader user would meet wrongly at this node, if anything.
fn unreachable_or_unnamed(node: &Node<'_>, modal: &Option<Node<'_>>) -> Option<String> {
    if hidden(node) {
        return None;
    }
    let ak = node.accesskit_node();
    let role = ak.role();
    // A label's name is the text it shows.
    let name = ak.label().or_else(|| (role == Role::Label).then(|| ak.value()).flatten()).unwrap_or_default();
    let interactive = (focusable(&ak) || clickable(&ak)) && !ak.is_disabled();
    let needs_name = interactive
        || matches!(
            role,
            Role::Dialog
                | Role::AlertDialog
                | Role::ComboBox
                | Role::ListBox
                | Role::Table
                | Role::Grid
                | Role::ScrollView
        );
    if needs_name && name.trim().is_empty() {
        let place = ak.bounding_box().map(rect_of).map(|r| format!(" at {:?}", r.min)).unwrap_or_default();
        let parent =
            ak.parent().map(|p| format!("{:?} {:?}", p.role(), p.label().unwrap_or_default())).unwrap_or_default();
        let actions = format!("focus={} click={}", focusable(&ak), clickable(&ak));
        return Some(format!(
            "{role:?}{place} has no name (in {parent}; {actions}; {:?})",
            ak.children().map(|c| (c.role(), c.label(), c.value())).collect::<Vec<_>>()
        ));
    }
    if role == Role::Label && ak.value().unwrap_or_default().trim().is_empty() && name.trim().is_empty() {
        return Some("an empty label".to_owned());
    }
    if let Some(modal) = modal
        && interactive
        && !ak.is_descendant_of(&modal.accesskit_node())
        && ak.id() != modal.accesskit_node().id()
    {
        return Some(format!("{role:?} {name:?} can be reached behind the open dialog"));
    }
    None
}

/// Buttons side by side (children of one node) that a screen reader names alike.
fn same_named_siblings(harness: &Harness<'_, IntakeApp>) -> Vec<String> {
    let mut problems = Vec::new();
    for parent in harness.root().children_recursive() {
        let mut seen = BTreeSet::new();
        for child in parent.accesskit_node().children() {
            if child.role() != Role::Button || child.is_hidden() {
                continue;
            }
            let name = child.label().unwrap_or_default();
            if !name.is_empty() && !seen.insert(name.clone()) {
                problems.push(format!("two buttons side by side are both called {name:?}"));
            }
        }
    }
    problems.sort();
    problems.dedup();
    problems
}
