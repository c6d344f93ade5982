//! Dates and languages in the form: the date picker in Dutch (weeks from Monday), by month and
//! from the keyboard, a date typed in Dutch read back in German, and the patient's language
//! chosen from languages named in themselves and kept as its tag.

use super::{dutch, speak};
use crate::support::*;
use egui::accesskit::{Role, Toggled};
use egui_kittest::kittest::{NodeT, Queryable};
use intake_desk::i18n::{Language, Translator};
use intake_desk::patient::{Field, PatientDraft};

/// The registration form in Dutch, against a sandbox of its own (the runtime and the sandbox
/// must outlive the harness: bind them first).
fn dutch_registration_form()
-> (tokio::runtime::Runtime, intake_desk::sandbox::Sandbox, egui_kittest::Harness<'static, intake_desk::app::IntakeApp>)
{
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    click(&mut harness, "Register patient");
    speak(&mut harness, Language::Dutch);
    (runtime, sandbox, harness)
}

fn typed_draft(harness: &egui_kittest::Harness<'_, intake_desk::app::IntakeApp>) -> PatientDraft {
    harness.state().state.patient_form.as_ref().unwrap().draft.clone()
}

#[test]
fn the_date_picker_speaks_dutch_starts_weeks_on_monday_and_fills_the_dutch_date() {
    let (_runtime, _sandbox, mut harness) = dutch_registration_form();
    fill(&mut harness, &dutch("patient-field-birthdate"), "03-02-1990");
    click(&mut harness, &dutch("patient-calendar-open-hint"));
    assert!(has_text(&harness, "februari"), "the month in Dutch");
    // Weeks start on Monday: "ma" is the first column, "zo" the last.
    let columns: Vec<f32> = ["ma", "di", "wo", "do", "vr", "za", "zo"]
        .iter()
        .map(|day| harness.get_by_label(day).rect().center().x)
        .collect();
    assert!(columns.windows(2).all(|pair| pair[0] < pair[1]), "{columns:?}");
    // 1 February 1990 was a Thursday: under "do".
    let first = harness.get_by_role_and_label(Role::Button, "1 februari 1990").rect().center().x;
    assert!((first - columns[3]).abs() < 4.0, "1 February in the Thursday column: {first} vs {columns:?}");
    // The day typed is the one marked as chosen.
    let chosen = |h: &egui_kittest::Harness<'_, intake_desk::app::IntakeApp>, name: &str| {
        h.get_by_role_and_label(Role::Button, name).accesskit_node().toggled() == Some(Toggled::True)
    };
    assert!(chosen(&harness, "3 februari 1990"));
    assert!(!chosen(&harness, "4 februari 1990"));
    harness.get_by_role_and_label(Role::Button, "14 februari 1990").click();
    settle(&mut harness);
    assert_eq!(typed_draft(&harness).birthdate, "14-02-1990");
    assert!(has_text(&harness, "14-02-1990"), "the field shows the Dutch date");
    assert!(has_text(&harness, "14 februari 1990"), "and the long date under it");
    assert!(harness.query_by_label("1 februari 1990").is_none(), "the calendar closed");
}

#[test]
fn the_date_picker_moves_by_month_and_disables_days_after_today() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    click(&mut harness, "Register patient");
    let today = harness.state().state.today();
    let tr = Translator::new(Language::English);
    fill(&mut harness, "Date of birth", &tr.date(today));
    click(&mut harness, "Choose the date in a calendar");
    assert!(harness.get_by_label("Next month").accesskit_node().is_disabled(), "no month after this one");
    if let Ok(tomorrow) = today.tomorrow()
        && tomorrow.month() == today.month()
    {
        let name = tr.long_date(tomorrow);
        let node = harness.get_by_role_and_label(Role::Button, &name);
        assert!(node.accesskit_node().is_disabled(), "tomorrow cannot be a date of birth");
    }
    click(&mut harness, "Previous month");
    let last_month = today.first_of_month().yesterday().unwrap();
    harness.get_by_role_and_label(Role::Button, &tr.long_date(last_month)).click();
    settle(&mut harness);
    assert_eq!(typed_draft(&harness).birthdate, tr.date(last_month));
}

/// Issue 43, item 3, in Dutch: the patient's language is a pick-list of languages named in
/// themselves ("Français (Belgique)", not "fr-be" nor a code to type), chosen by the pointer or
/// the keyboard; what is kept and sent is the tag the service takes; a tag the list does not
/// have (from the service) is shown as it is and kept. Before, it was a text field that showed
/// the code ("Taal: nl-be") and no list of names until something was typed.
#[test]
fn the_language_is_chosen_from_languages_named_in_themselves_and_kept_as_its_tag() {
    let (_runtime, _sandbox, mut harness) = dutch_registration_form();
    let language = dutch("patient-language-list");
    assert!(harness.query_by_role_and_label(Role::TextInput, &dutch("patient-field-language")).is_none(), "no code");
    let shown = |h: &egui_kittest::Harness<'_, intake_desk::app::IntakeApp>| {
        h.get_by_role_and_label(Role::ComboBox, &language).value().unwrap_or_default()
    };
    assert_eq!(shown(&harness), "Nederlands (België)", "the clinic's language by its own name, not nl-be");

    harness.get_by_role_and_label(Role::ComboBox, &language).click();
    settle(&mut harness);
    for own in ["Nederlands (België)", "Français (Belgique)", "Deutsch (Belgien)", "English (United Kingdom)"] {
        assert!(has_text(&harness, own), "{own} in the list");
    }
    // A language the receptionist does not speak also says its Dutch name.
    assert!(has_text(&harness, "Türkçe (Türkiye) — Turks (Turkije)"));
    click_containing(&mut harness, "Français (Belgique)");
    assert_eq!(typed_draft(&harness).language, "fr-be");
    assert_eq!(shown(&harness), "Français (Belgique)");
    assert!(!has_text(&harness, "fr-be"), "the tag is not on screen");
    assert!(harness.query_by_role_and_label(Role::ListBox, &language).is_none(), "the list closed");

    // From the keyboard: the arrow keys on the closed list move to the next language and back.
    harness.get_by_role_and_label(Role::ComboBox, &language).focus();
    settle(&mut harness);
    harness.key_press(egui::Key::ArrowDown);
    settle(&mut harness);
    assert_eq!(typed_draft(&harness).language, "de-be");
    harness.key_press(egui::Key::ArrowUp);
    settle(&mut harness);
    assert_eq!(typed_draft(&harness).language, "fr-be");
    // Space opens the list; the arrows move through it and Enter chooses.
    harness.key_press(egui::Key::Space);
    settle(&mut harness);
    assert!(harness.query_by_role_and_label(Role::ListBox, &language).is_some(), "Space opens the list");
    for _ in 0..3 {
        harness.key_press(egui::Key::ArrowDown);
        settle(&mut harness);
    }
    harness.key_press(egui::Key::Enter);
    settle(&mut harness);
    assert_eq!(typed_draft(&harness).language, "en-us", "three languages down, chosen with the keys");
    assert!(harness.query_by_role_and_label(Role::ListBox, &language).is_none(), "the choice closed the list");

    // A tag the service sent that the list does not have: shown as it is, kept as it is.
    harness.key_press(egui::Key::Escape);
    settle(&mut harness);
    harness.state_mut().state.patient_form.as_mut().unwrap().draft.language = "xx-yy".into();
    settle(&mut harness);
    assert_eq!(shown(&harness), "xx-yy");
    fill(&mut harness, &dutch("patient-field-first-name"), "Anna");
    assert_eq!(typed_draft(&harness).language, "xx-yy");
    assert!(typed_draft(&harness).validate(harness.state().state.today()).error(Field::Language).is_none());
}

/// Issue 43, item 3: a patient's language reads by its own name on the patient screen and in
/// the edit form, not as the code the service keeps. Before, both said "nl-be".
#[test]
fn a_patients_language_reads_by_its_name_on_the_patient_screen_and_in_the_edit_form() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    open_patient_surveys(&mut harness, "MRN-0001");
    speak(&mut harness, Language::Dutch);
    let language = harness.state().state.patient.as_ref().unwrap().patient.language.clone().unwrap();
    assert_eq!(language, "nl-be", "the demo patient's language as the service keeps it");
    assert!(has_text(&harness, "Nederlands (België)"));
    assert!(!has_text(&harness, "nl-be"), "no code on the patient screen");
    click(&mut harness, &dutch("patient-edit-details"));
    let label = dutch("patient-language-list");
    let combo = harness.get_by_role_and_label(Role::ComboBox, &label);
    assert_eq!(combo.value().unwrap_or_default(), "Nederlands (België)");
    assert!(!has_text(&harness, "nl-be"), "no code in the edit form");
}

#[test]
fn a_date_typed_in_dutch_reads_back_in_german() {
    let (_runtime, _sandbox, mut harness) = dutch_registration_form();
    fill(&mut harness, &dutch("patient-field-birthdate"), "03-02-1990");
    fill(&mut harness, &dutch("patient-field-first-name"), "Anna");
    // The draft kept on disk holds the date language-free.
    let kept = intake_desk::drafts::DraftPatient::from(&typed_draft(&harness));
    assert_eq!(kept.birthdate, "1990-02-03");
    speak(&mut harness, Language::German);
    assert!(has_text(&harness, "03.02.1990"), "the German form of the date");
    assert!(has_text(&harness, "3. Februar 1990"));
    // Restored from the draft, in German.
    harness.state_mut().state.patient_form.as_mut().unwrap().draft = PatientDraft::from(kept);
    settle(&mut harness);
    assert_eq!(typed_draft(&harness).birthdate, "03.02.1990");
}

#[test]
fn the_date_picker_works_from_the_keyboard() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    click(&mut harness, "Register patient");
    fill(&mut harness, "Date of birth", "28/02/1990");
    harness.get_by_label("Choose the date in a calendar").focus();
    harness.step();
    harness.key_press(egui::Key::Enter);
    settle(&mut harness);
    // The calendar opens on the chosen day, with the keyboard focus on it.
    assert!(harness.get_by_role_and_label(Role::Button, "28 February 1990").is_focused());
    harness.key_press(egui::Key::ArrowRight);
    settle(&mut harness);
    assert!(harness.get_by_role_and_label(Role::Button, "1 March 1990").is_focused(), "on to the next month");
    harness.key_press(egui::Key::ArrowDown);
    settle(&mut harness);
    assert!(harness.get_by_role_and_label(Role::Button, "8 March 1990").is_focused(), "a week later");
    harness.key_press(egui::Key::Enter);
    settle(&mut harness);
    assert_eq!(typed_draft(&harness).birthdate, "08/03/1990");
    assert!(harness.query_by_label("9 March 1990").is_none(), "the calendar closed");
    // Escape closes it without a change.
    harness.get_by_label("Choose the date in a calendar").focus();
    harness.step();
    harness.key_press(egui::Key::Enter);
    settle(&mut harness);
    assert!(harness.query_by_label("9 March 1990").is_some());
    harness.key_press(egui::Key::Escape);
    settle(&mut harness);
    assert!(harness.query_by_label("9 March 1990").is_none());
    assert_eq!(typed_draft(&harness).birthdate, "08/03/1990");
}
