//! The window-wide keyboard shortcuts, pressed as a person would (one key combination each):
//! Ctrl+Shift+N and Ctrl+N from the start, Ctrl+R and Ctrl+P where they apply, F1 for the list
//! of shortcuts (Escape closes it), and nothing behind an open dialog.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::*;
use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable;
use intake_desk::i18n::{Language, Translator};
use intake_desk::state::survey_form::SurveyTarget;

fn press(harness: &mut egui_kittest::Harness<'_, intake_desk::app::IntakeApp>, modifiers: Modifiers, key: Key) {
    harness.key_combination_modifiers(modifiers, &[key]);
    settle(harness);
}

fn connected(harness: &mut egui_kittest::Harness<'_, intake_desk::app::IntakeApp>) {
    wait_until(harness, "connected", |h| {
        h.state().state.connection.status == intake_desk::state::ConnectionStatus::Connected
    });
}

#[test]
fn from_the_start_one_key_combination_opens_a_new_survey_for_a_new_patient_or_the_registration() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    connected(&mut harness);

    press(&mut harness, Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::N);
    let form = harness.state().state.survey_form.as_ref().expect("Ctrl+Shift+N opens the survey dialog");
    assert!(matches!(form.target, SurveyTarget::NewPatient(_)), "for a new patient");
    assert!(harness.state().state.patient_form.is_none(), "Ctrl+Shift+N is not also Ctrl+N");

    // With the dialog open, the window's shortcuts wait: its keys are its own.
    press(&mut harness, Modifiers::COMMAND, Key::N);
    assert!(harness.state().state.patient_form.is_none(), "nothing opens behind the dialog");

    harness
        .state_mut()
        .state
        .apply_intent(intake_desk::state::Intent::SurveyForm(intake_desk::state::SurveyFormIntent::Close));
    settle(&mut harness);
    press(&mut harness, Modifiers::COMMAND, Key::N);
    let form = harness.state().state.patient_form.as_ref().expect("Ctrl+N opens the registration");
    assert!(!form.is_edit());
}

/// Issue 44 (found driving the window from outside with xdotool): Ctrl+N opened the registration
/// with the keyboard focus nowhere, so the name a receptionist typed next went nowhere. Now the
/// cursor is in the first name, as on any register form.
#[test]
fn ctrl_n_puts_the_cursor_in_the_first_name_so_typing_goes_there() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    connected(&mut harness);

    press(&mut harness, Modifiers::COMMAND, Key::N);
    harness.event(egui::Event::Text("Wine".to_owned()));
    settle(&mut harness);
    let form = harness.state().state.patient_form.as_ref().expect("Ctrl+N opens the registration");
    assert_eq!(form.draft.first_name, "Wine");
}

#[test]
fn ctrl_r_loads_again_what_is_shown_and_ctrl_p_saves_the_open_surveys_pdf() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let dialog = FixedPathDialog::cancelling();
    let mut harness = app_with_save_dialog(&runtime, &sandbox, dialog.clone());
    connected(&mut harness);
    open_patient_surveys(&mut harness, "MRN-0001");

    let before = sandbox.request_count();
    press(&mut harness, Modifiers::COMMAND, Key::R);
    wait_until(&mut harness, "the surveys loaded again", |h| {
        h.state().state.patient.as_ref().is_some_and(|p| p.surveys.ready().is_some())
    });
    assert_eq!(sandbox.request_count(), before + 1, "one request: the patient's surveys");

    harness
        .state_mut()
        .state
        .apply_intent(intake_desk::state::Intent::OpenSurvey(intake_desk::sandbox::DEMO_SURVEY_ID.to_owned()));
    wait_until(&mut harness, "the survey", |h| {
        h.state().state.survey_view.as_ref().is_some_and(|v| v.survey.ready().is_some())
    });
    press(&mut harness, Modifiers::COMMAND, Key::P);
    wait_until(&mut harness, "the save dialog asked", |_| !dialog.offered_names().is_empty());
    assert!(dialog.offered_names()[0].ends_with(".pdf"), "{:?}", dialog.offered_names());
}

#[test]
fn f1_lists_the_shortcuts_in_the_interface_language_and_escape_closes_the_list() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    connected(&mut harness);
    harness.state_mut().state.tr = Translator::new(Language::French);
    settle(&mut harness);
    let french = Translator::new(Language::French);
    let title = french.text("shortcut-overview-title");

    press(&mut harness, Modifiers::NONE, Key::F1);
    assert!(has_text(&harness, &title), "the list is open");
    assert!(has_text(&harness, &french.text("shortcut-new-survey-for-new-patient")));
    let keys = intake_desk::ui::shortcuts::keys(&harness.ctx, &french, &intake_desk::ui::shortcuts::REGISTER);
    assert_eq!(keys, "Ctrl+N");
    assert!(has_text(&harness, &keys), "keys as written here");
    let german = Translator::new(Language::German);
    let keys = intake_desk::ui::shortcuts::keys(
        &harness.ctx,
        &german,
        &intake_desk::ui::shortcuts::NEW_SURVEY_FOR_NEW_PATIENT,
    );
    assert_eq!(keys, "Strg+Umschalt+N", "as a German keyboard labels them");

    press(&mut harness, Modifiers::NONE, Key::Escape);
    assert!(!has_text(&harness, &title), "Escape closes it");
    assert!(harness.state().state.survey_form.is_none() && harness.state().state.patient_form.is_none());
}

type App<'a> = egui_kittest::Harness<'a, intake_desk::app::IntakeApp>;

/// The accessible name and role of the widget that has the keyboard focus, if any.
fn focused(harness: &App<'_>) -> Option<(egui::accesskit::Role, String)> {
    use egui_kittest::kittest::NodeT;
    harness
        .root()
        .children_recursive()
        .map(|node| node.accesskit_node())
        .find(|node| node.is_focused())
        .map(|node| (node.role(), node.label().unwrap_or_default()))
}

/// Whether the focused widget sits in the open dialog.
fn focus_in_dialog(harness: &App<'_>) -> bool {
    use egui_kittest::kittest::NodeT;
    let Some(dialog) = harness.root().children_recursive().find(|n| n.accesskit_node().is_dialog()) else {
        return false;
    };
    let dialog = dialog.accesskit_node();
    harness
        .root()
        .children_recursive()
        .map(|node| node.accesskit_node())
        .find(|node| node.is_focused())
        .is_some_and(|node| node.is_descendant_of(&dialog))
}

#[test]
fn new_survey_for_a_new_patient_is_three_key_presses_from_the_start_by_tab_and_one_by_shortcut() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    connected(&mut harness);
    // Ctrl+F, then Tab past "Register patient": the button, focused.
    press(&mut harness, Modifiers::COMMAND, Key::F);
    press(&mut harness, Modifiers::NONE, Key::Tab);
    press(&mut harness, Modifiers::NONE, Key::Tab);
    assert_eq!(
        focused(&harness),
        Some((egui::accesskit::Role::Button, "New survey for a new patient".to_owned())),
        "three presses reach the button"
    );
    press(&mut harness, Modifiers::NONE, Key::Enter);
    assert!(harness.state().state.survey_form.is_some(), "Enter opens the dialog");
}

#[test]
fn a_dialog_opened_by_shortcut_has_the_cursor_in_its_first_field_keeps_tab_inside_and_escape_gives_focus_back() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    connected(&mut harness);

    press(&mut harness, Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::N);
    assert!(harness.state().state.survey_form.is_some());
    let (role, name) = focused(&harness).expect("something has the focus");
    assert_eq!(role, egui::accesskit::Role::TextInput, "the first field, {name:?}");
    assert_eq!(name, "First name", "the dialog's first field");
    // Typing goes into the dialog straight away.
    harness.key_press(Key::A);
    harness.event(egui::Event::Text("Anna".into()));
    settle(&mut harness);
    for _ in 0..40 {
        press(&mut harness, Modifiers::NONE, Key::Tab);
        assert!(focus_in_dialog(&harness), "Tab stays in the dialog, at {:?}", focused(&harness));
    }
    let form = harness.state().state.survey_form.as_ref().unwrap();
    assert!(format!("{form:?}").contains("Anna"), "typed into the first field");

    press(&mut harness, Modifiers::NONE, Key::Escape);
    // Closing a dialog with typed text may first ask whether to keep it.
    if harness.state().state.survey_form.is_some() {
        harness
            .state_mut()
            .state
            .apply_intent(intake_desk::state::Intent::SurveyForm(intake_desk::state::SurveyFormIntent::Close));
        settle(&mut harness);
    }
    assert!(harness.state().state.survey_form.is_none());
    assert_eq!(
        focused(&harness),
        Some((egui::accesskit::Role::Button, "New survey for a new patient".to_owned())),
        "the focus is back on the button that does what the shortcut did"
    );
}

#[test]
fn escape_gives_the_focus_back_to_the_button_that_opened_the_dialog() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    connected(&mut harness);
    open_patient_surveys(&mut harness, "MRN-0001");
    harness.get_by_label("New survey").click();
    settle(&mut harness);
    assert!(harness.state().state.survey_form.is_some());
    assert!(focus_in_dialog(&harness), "the focus moved into the dialog: {:?}", focused(&harness));
    press(&mut harness, Modifiers::NONE, Key::Escape);
    assert!(harness.state().state.survey_form.is_none());
    assert_eq!(focused(&harness), Some((egui::accesskit::Role::Button, "New survey".to_owned())));
}

/// The app on its embedded sandbox, connected, with the demo patients listed (and the runtime,
/// which must outlive it).
fn with_demo_patients() -> (
    tokio::runtime::Runtime,
    egui_kittest::Harness<'static, intake_desk::app::IntakeApp>,
    Vec<intake_desk::api::Patient>,
) {
    let runtime = runtime();
    let start = intake_desk::settings::StartMode::Sandbox { state_file: None, simulate_respondents: false };
    let mut harness = build_app(config(&runtime, start));
    connected(&mut harness);
    wait_until(&mut harness, "the demo patients", |h| !h.state().state.demo_patients.is_empty());
    let demo = harness.state().state.demo_patients.clone();
    (runtime, harness, demo)
}

#[test]
fn a_list_is_one_tab_stop_the_arrows_move_home_and_end_jump_and_enter_opens() {
    let (_runtime, mut harness, demo) = with_demo_patients();
    assert!(demo.len() >= 3, "the sandbox has several demo patients");

    // Ctrl+F, Tab ×7: Register, New survey, Today, Send the day's list, Follow-up, Activity log,
    // the list.
    press(&mut harness, Modifiers::COMMAND, Key::F);
    for _ in 0..7 {
        press(&mut harness, Modifiers::NONE, Key::Tab);
    }
    let (role, name) = focused(&harness).expect("focus");
    assert_eq!((role, name.as_str()), (egui::accesskit::Role::ListBox, "Demo patients"));
    // One more Tab leaves the whole list, whatever its length.
    press(&mut harness, Modifiers::NONE, Key::Tab);
    assert_ne!(focused(&harness).map(|(_, name)| name), Some("Demo patients".to_owned()), "one Tab stop");
    press(&mut harness, Modifiers::SHIFT, Key::Tab);
    assert_eq!(focused(&harness).map(|(role, _)| role), Some(egui::accesskit::Role::ListBox));

    press(&mut harness, Modifiers::NONE, Key::End);
    press(&mut harness, Modifiers::NONE, Key::Home);
    press(&mut harness, Modifiers::NONE, Key::ArrowDown);
    press(&mut harness, Modifiers::NONE, Key::ArrowDown);
    press(&mut harness, Modifiers::NONE, Key::ArrowUp);
    press(&mut harness, Modifiers::NONE, Key::Enter);
    wait_until(&mut harness, "the second demo patient", |h| {
        h.state().state.patient.as_ref().is_some_and(|p| p.patient.patient_id == demo[1].patient_id)
    });

    // Back in the list, End goes to the last patient.
    press(&mut harness, Modifiers::NONE, Key::End);
    press(&mut harness, Modifiers::NONE, Key::Enter);
    let last = demo.last().unwrap().patient_id.clone();
    wait_until(&mut harness, "the last demo patient", |h| {
        h.state().state.patient.as_ref().is_some_and(|p| p.patient.patient_id == last)
    });
}

/// What assistive technologies see in the list box `name`: its children (through egui's id
/// scopes, which have no node of their own for them), without what is hidden from them; each as
/// (role, name, whether it offers the click action). Asserts that the list takes the focus.
fn list_rows(harness: &App<'_>, name: &str) -> Vec<(egui::accesskit::Role, String, bool)> {
    use egui::accesskit::{Action, Role};
    use egui_kittest::kittest::NodeT;
    let list = harness.get_by_role_and_label(Role::ListBox, name);
    let list = list.accesskit_node();
    assert!(list.data().supports_action(Action::Focus), "the list {name} takes the focus when asked");
    let mut rows = Vec::new();
    let mut stack: Vec<_> = list.children().collect();
    while let Some(node) = stack.pop() {
        match node.role() {
            _ if node.is_hidden() => {}
            Role::GenericContainer => stack.extend(node.children()),
            role => rows.push((role, node.label().unwrap_or_default(), node.data().supports_action(Action::Click))),
        }
    }
    rows.reverse();
    rows
}

/// A table that is a keyboard list (a patient's surveys, answers, history, Today) is, for
/// assistive technologies, a list of rows, not of cells: each row one option named by all it
/// shows, that opens with the click action. AT-SPI showed 20 unnamed cells and no row before.
#[test]
fn a_table_s_rows_are_options_of_its_list_named_by_what_they_show() {
    use egui::accesskit::Role;
    let (_runtime, mut harness, demo) = with_demo_patients();
    let reference = demo[0].external_reference.clone().expect("a demo reference");
    open_patient_surveys(&mut harness, &reference);
    let surveys = harness.state().state.patient.as_ref().and_then(|p| p.surveys.ready()).cloned().unwrap_or_default();
    assert!(surveys.len() >= 2, "the first demo patient has surveys");

    let rows = list_rows(&harness, "Surveys");
    let options: Vec<_> = rows.iter().filter(|(role, _, _)| *role == Role::ListBoxOption).collect();
    assert_eq!(options.len(), surveys.len(), "one option per survey: {rows:?}");
    for (role, label, _) in &rows {
        assert!(
            matches!(role, Role::ListBoxOption | Role::Label | Role::ColumnHeader),
            "only rows (and the column titles) are in the list, not {role:?} {label:?}: {rows:?}"
        );
    }
    for (_, label, clickable) in &options {
        assert!(*clickable, "{label} opens with the assistive click");
        assert!(label.contains("answer") && label.contains("alert"), "the row says what it shows: {label}");
    }
    let second = options[1].1.clone();
    harness.get_by_role_and_label(Role::ListBoxOption, &second).click_accesskit();
    wait_until(&mut harness, "the second survey", |h| {
        h.state().state.survey_view.as_ref().is_some_and(|view| view.survey_id == surveys[1].survey_id)
    });
}

/// For assistive technologies the rows belong to their list (AT-SPI showed them as the list's
/// siblings before issue 30) and open with the click action a screen reader or switch access
/// sends; the list itself says it takes the focus.
#[test]
fn a_list_s_rows_are_its_children_and_an_assistive_click_opens_one() {
    use egui::accesskit::Role;
    let (_runtime, mut harness, demo) = with_demo_patients();

    let rows = list_rows(&harness, "Demo patients");
    assert_eq!(rows.len(), demo.len(), "every demo patient is a row of the list: {rows:?}");
    for (role, label, clickable) in &rows {
        assert_eq!(*role, Role::ListBoxOption, "{label}");
        assert!(*clickable, "{label} opens with the assistive click");
    }

    let second = format!("{}  ·  {}", demo[1].full_name(), demo[1].external_reference.clone().unwrap_or_default());
    harness.get_by_role_and_label(Role::ListBoxOption, &second).click_accesskit();
    wait_until(&mut harness, "the second demo patient", |h| {
        h.state().state.patient.as_ref().is_some_and(|p| p.patient.patient_id == demo[1].patient_id)
    });
}
