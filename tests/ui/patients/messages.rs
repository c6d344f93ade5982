//! The form's messages: a field left empty said on screen and to screen readers, every problem
//! shown on saving with the cursor in the first field, messages waiting for the mouse release,
//! phone numbers of another country or a landline, and the changes to confirm in plain words.

use super::fill_valid_patient;
use crate::support::*;
use egui::accesskit::{Invalid, Role};
use egui_kittest::kittest::{NodeT, Queryable};

#[test]
fn a_field_left_empty_says_so_on_screen_and_to_screen_readers() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    click(&mut harness, "Register patient");
    let input = |h: &egui_kittest::Harness<'_, intake_desk::app::IntakeApp>, label: &str| {
        let node = h.get_by_role_and_label(Role::TextInput, label);
        (node.accesskit_node().description(), node.accesskit_node().data().invalid())
    };

    // In the last name, then out of it without typing.
    harness.get_by_role_and_label(Role::TextInput, "Last name").focus();
    settle(&mut harness);
    assert!(!has_text(&harness, "Enter the last name."), "nothing is said while the cursor is in the field");
    fill(&mut harness, "First name", "Marie");
    wait_for_text(&mut harness, "Enter the last name.");
    assert_eq!(input(&harness, "Last name"), (Some("Enter the last name.".to_owned()), Some(Invalid::True)));
    assert_eq!(input(&harness, "First name"), (None, None), "a good field is not marked");
    // At the normal body size, not the small one.
    let message = harness
        .get_all_by_value("Enter the last name.")
        .find(|n| n.accesskit_node().role() == Role::Label)
        .expect("the message is a label");
    assert!(message.accesskit_node().bounding_box().unwrap().height() >= 14.0);
    assert!(!has_text(&harness, "Choose female or male."), "untouched fields stay quiet");
}

#[test]
fn saving_with_problems_shows_every_message_and_puts_the_cursor_in_the_first_field() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    click(&mut harness, "Register patient");
    fill(&mut harness, "First name", "Marie");
    fill(&mut harness, "E-mail", "marie@");

    // The button stays enabled; its hover text lists every problem, one per line.
    let button = harness.get_by_role_and_label(Role::Button, "Save new patient");
    assert!(!button.accesskit_node().is_disabled());
    let hover = button.accesskit_node().description().unwrap_or_default();
    let lines: Vec<&str> = hover.lines().collect();
    assert!(lines.contains(&"Last name: Enter the last name."), "{hover}");
    assert!(lines.contains(&"Gender: Choose female or male."), "{hover}");
    assert!(lines.iter().any(|l| l.starts_with("E-mail: ")), "{hover}");
    assert!(lines.len() >= 4, "every problem, not just the first: {hover}");
    assert!(has_text(&harness, "fields need attention"));

    click(&mut harness, "Save new patient");
    assert!(harness.state().state.patient_form.as_ref().unwrap().attempted_save);
    for message in ["Enter the last name.", "Choose female or male.", "Enter the date of birth.", "This does not look"]
    {
        assert!(has_text(&harness, message), "{message} is shown after save was pressed");
    }
    assert!(
        harness.get_by_role_and_label(Role::TextInput, "Last name").is_focused(),
        "the cursor goes to the first field that needs attention"
    );
    assert!(!sandbox.requests().iter().any(|r| r.method == "POST"), "nothing was sent");

    // Typing there and saving again walks on to the next problem.
    harness.get_by_role_and_label(Role::TextInput, "Last name").type_text("Claes");
    settle(&mut harness);
    harness.key_press(egui::Key::Enter);
    settle(&mut harness);
    assert!(harness.query_by_role_and_label(Role::RadioButton, "Female").unwrap().is_focused());
    assert!(!sandbox.requests().iter().any(|r| r.method == "POST"), "still nothing sent");
}

#[test]
fn a_message_waits_for_the_mouse_release_so_the_clicked_field_stays_under_the_pointer() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    click(&mut harness, "Register patient");
    harness.get_by_role_and_label(Role::TextInput, "Last name").focus();
    settle(&mut harness);

    // Click into the e-mail field: leaving the last name empty adds a message row above it.
    let rect = harness.get_by_role_and_label(Role::TextInput, "E-mail").accesskit_node().bounding_box().unwrap();
    let pos = egui::pos2(((rect.x0 + rect.x1) / 2.0) as f32, ((rect.y0 + rect.y1) / 2.0) as f32);
    let button = |pressed| egui::Event::PointerButton {
        pos,
        button: egui::PointerButton::Primary,
        pressed,
        modifiers: egui::Modifiers::NONE,
    };
    harness.event(egui::Event::PointerMoved(pos));
    harness.event(button(true));
    settle(&mut harness);
    // While the button is held (e.g. to drag-select), nothing moves under the pointer.
    assert!(!has_text(&harness, "Enter the last name."));
    let held = harness.get_by_role_and_label(Role::TextInput, "E-mail").accesskit_node().bounding_box().unwrap();
    assert_eq!(held, rect, "the field stays where it was pressed");
    harness.event(button(false));
    settle(&mut harness);
    assert!(has_text(&harness, "Enter the last name."), "the message shows once the button is released");
    assert!(
        harness.get_by_role_and_label(Role::TextInput, "E-mail").is_focused(),
        "the click lands in the field that was under the pointer"
    );
}

#[test]
fn a_number_with_another_country_code_switches_the_country_and_a_landline_is_refused_as_mobile() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    click(&mut harness, "Register patient");
    fill_valid_patient(&mut harness, "PHONE-1");
    assert_eq!(harness.state().state.patient_form.as_ref().unwrap().draft.phone_country, "BE");

    // A Dutch mobile typed under Belgium: the country follows the number.
    fill(&mut harness, "Phone number", "+31 6 12345678");
    wait_until(&mut harness, "the country to follow the number", |h| {
        h.state().state.patient_form.as_ref().unwrap().draft.phone_country == "NL"
    });
    wait_for_text(&mut harness, "Will be sent as +31612345678");

    // A Brussels landline typed as Mobile: refused, with why, and nothing is sent.
    fill(&mut harness, "Phone number", "02 555 12 34");
    harness.state_mut().state.patient_form.as_mut().unwrap().draft.phone_country = "BE".into();
    fill(&mut harness, "External reference", "PHONE-1");
    wait_for_text(&mut harness, "+32 2 555 12 34 is a landline number in Belgium");
    click(&mut harness, "Save new patient");
    for _ in 0..10 {
        harness.step();
    }
    assert!(sandbox.requests().iter().all(|r| r.method == "GET"), "nothing was sent");
    assert!(sandbox.find_patient_ids_by_external_reference("PHONE-1").is_empty());
}

#[test]
fn the_changes_to_confirm_read_as_people_write_them() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    open_patient_surveys(&mut harness, "MRN-0009");
    click(&mut harness, "Edit details");
    // Typed differently but the same number and date: not a change.
    fill(&mut harness, "Phone number", "0478556677");
    fill(&mut harness, "Date of birth", "1970-06-21");
    assert!(!harness.state().state.patient_form.as_ref().unwrap().has_unsaved_changes());
    fill(&mut harness, "Phone number", "0478 55 66 88");
    fill(&mut harness, "Date of birth", "22.06.1970");
    click(&mut harness, "Review and save");
    wait_until(&mut harness, "the changes to confirm", |h| h.state().state.patient_form.as_ref().unwrap().confirming);
    for shown in ["0478 55 66 77", "0478 55 66 88", "21/06/1970", "22/06/1970"] {
        assert!(has_text(&harness, shown), "{shown} is shown in the list of changes");
    }
    assert!(!has_text(&harness, "+32478556688"), "not the raw stored value");
    assert!(!has_text(&harness, "1970-06-22"), "not ISO");
}
