//! The front desk's patient flows, driving the real app against a sandbox
//! over HTTP: search by id and by reference, register with validation, the
//! duplicate reference, edit with confirmation and refetch (also to a service that refuses
//! read-only members), service validation errors next to fields, and a 401 that keeps the
//! form filled.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::*;
use egui::accesskit::{Invalid, Role, Toggled};
use egui_kittest::kittest::{NodeT, Queryable};
use intake_desk::api::error::ErrorKind;
use intake_desk::i18n::{Language, Translator};
use intake_desk::patient::{Field, PatientDraft};
use intake_desk::sandbox::{DEMO_PATIENT_ID, Fault, FaultRule};

#[test]
fn search_finds_a_patient_by_service_id_and_by_external_reference() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);

    fill(&mut harness, "Find a patient", DEMO_PATIENT_ID);
    click(&mut harness, "Search");
    wait_for_text(&mut harness, "MRN-0001");
    assert_eq!(harness.state().state.patient.as_ref().unwrap().patient.first_name, "Zoë");

    // A reference with a slash and a space, submitted with Enter.
    fill(&mut harness, "Find a patient", "MRN/2024 0003");
    harness.key_press(egui::Key::Enter);
    wait_until(&mut harness, "the second patient", |h| {
        h.state().state.patient.as_ref().is_some_and(|p| p.patient.last_name == "Wiśniewski")
    });
    // Both are in the recent list now.
    assert_eq!(harness.state().state.recent.len(), 2);

    fill(&mut harness, "Find a patient", "NOBODY-123");
    click(&mut harness, "Search");
    wait_until(&mut harness, "the search to find nobody", |h| {
        h.state().state.search_error.as_ref().is_some_and(|e| e.kind == ErrorKind::NotFound)
    });
}

#[test]
fn a_reference_typed_with_surrounding_spaces_finds_the_patient_and_the_box_says_matching_is_exact() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    assert!(has_text(&harness, "External references are matched exactly, including upper and lower case."));

    fill(&mut harness, "Find a patient", "  MRN/2024 0003 ");
    click(&mut harness, "Search");
    wait_until(&mut harness, "the patient or an error", |h| {
        h.state().state.patient.is_some() || h.state().state.search_error.is_some()
    });
    let state = &harness.state().state;
    assert!(state.search_error.is_none(), "{:?}", state.search_error.as_ref().map(|e| e.to_string()));
    assert_eq!(state.patient.as_ref().unwrap().patient.last_name, "Wiśniewski");
    let asked: Vec<String> = sandbox
        .requests()
        .iter()
        .filter(|r| r.path.contains("/external-reference/MRN"))
        .map(|r| r.path.clone())
        .collect();
    assert_eq!(asked, ["/tenant-api/patients/external-reference/MRN%2F2024%200003"], "sent without the spaces");
}

fn fill_valid_patient(harness: &mut egui_kittest::Harness<'_, intake_desk::app::IntakeApp>, reference: &str) {
    fill(harness, "First name", "Marie");
    fill(harness, "Last name", "Claes");
    click(harness, "Female");
    fill(harness, "Date of birth", "29/02/2000");
    fill(harness, "E-mail", "marie.claes@example.be");
    fill(harness, "Phone number", "0475 11 22 33");
    fill(harness, "External reference", reference);
}

#[test]
fn registering_checks_each_field_once_left_and_creates_one_patient() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    click(&mut harness, "Register patient");

    fill(&mut harness, "First name", "Marie");
    // Untouched fields stay quiet; the line under the button names what is missing.
    assert!(!has_text(&harness, "Enter the last name."));
    assert!(has_text(&harness, "Cannot save yet"));
    fill(&mut harness, "E-mail", "marie@");
    assert!(!has_text(&harness, "This does not look like an e-mail address"), "not while typing");
    // Leaving the field shows its message.
    fill(&mut harness, "Date of birth", "31/02/2000");
    wait_for_text(&mut harness, "This does not look like an e-mail address");
    fill(&mut harness, "External reference", "REG-1");
    wait_for_text(&mut harness, "31 February does not exist.");
    assert!(!has_text(&harness, "Enter the last name."), "the last name was never entered, so never left");

    fill_valid_patient(&mut harness, "REG-1");
    wait_for_text(&mut harness, "29 February 2000");
    wait_for_text(&mut harness, "Will be sent as +32475112233");
    click(&mut harness, "Save new patient");
    wait_until(&mut harness, "the new patient opened", |h| {
        h.state().state.patient.as_ref().is_some_and(|p| p.patient.external_reference.as_deref() == Some("REG-1"))
    });
    let patient = harness.state().state.patient.as_ref().unwrap().patient.clone();
    assert_eq!(patient.birthdate.unwrap().to_string(), "2000-02-29");
    assert_eq!(patient.phone.unwrap().phone_number, "+32475112233");
    assert_eq!(sandbox.find_patient_ids_by_external_reference("REG-1").len(), 1);
}

#[test]
fn a_taken_external_reference_shows_the_existing_patient_instead_of_a_duplicate() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    let before = sandbox.patient_count();
    click(&mut harness, "Register patient");
    fill_valid_patient(&mut harness, "MRN-0001");
    click(&mut harness, "Save new patient");
    wait_until(&mut harness, "the existing patient offered", |h| {
        h.state()
            .state
            .patient_form
            .as_ref()
            .unwrap()
            .duplicate
            .as_ref()
            .is_some_and(|p| p.patient_id == DEMO_PATIENT_ID)
    });
    assert!(has_text(&harness, "Zoë Vermeulen"));
    assert_eq!(sandbox.patient_count(), before);
    assert!(!sandbox.requests().iter().any(|r| r.method == "POST"), "nothing was posted");
    click(&mut harness, "Open this patient");
    wait_until(&mut harness, "the existing patient", |h| {
        h.state().state.patient.as_ref().is_some_and(|p| p.patient.patient_id == DEMO_PATIENT_ID)
    });
}

#[test]
fn service_validation_errors_land_next_to_their_fields_and_keep_the_form() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    sandbox.faults().set(FaultRule {
        method: Some("POST".into()),
        path_prefix: "/tenant-api/patients".into(),
        fault: Fault::Respond {
            status: 400,
            body: r#"{"type":"https://tools.ietf.org/html/rfc9110#section-15.5.1","title":"One or more validation errors occurred.","status":400,"errors":{"Phone.PhoneNumber":["This number is not in service."],"ShoeSize":["Too big."]}}"#.into(),
            content_type: Some("application/problem+json".into()),
            retry_after: None,
        },
        times: Some(1), every: None,
    });
    click(&mut harness, "Register patient");
    fill_valid_patient(&mut harness, "REG-2");
    click(&mut harness, "Save new patient");
    wait_until(&mut harness, "the service's validation errors", |h| {
        h.state().state.patient_form.as_ref().unwrap().error.as_ref().is_some_and(|e| e.kind == ErrorKind::Validation)
    });
    // The service's own words, next to the field.
    assert!(has_text(&harness, "This number is not in service."));
    assert!(has_text(&harness, "ShoeSize: Too big."), "unknown field names are shown, not lost");
    let form = harness.state().state.patient_form.as_ref().unwrap();
    assert_eq!(form.draft.first_name, "Marie");
    assert_eq!(form.draft.external_reference, "REG-2");
}

#[test]
fn editing_confirms_the_changes_and_shows_the_record_fetched_again() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    fill(&mut harness, "Find a patient", "MRN-0002");
    click(&mut harness, "Search");
    wait_for_text(&mut harness, "François Dubois");
    click(&mut harness, "Edit details");
    assert!(has_text(&harness, "Nothing has changed yet."));
    fill(&mut harness, "E-mail", "f.dubois@example.org");
    wait_for_text(&mut harness, "Unsaved changes");
    click(&mut harness, "Review and save");
    wait_until(&mut harness, "the changes to confirm", |h| h.state().state.patient_form.as_ref().unwrap().confirming);
    assert!(has_text(&harness, "f.dubois@example.org"));
    let puts_before = sandbox.requests().iter().filter(|r| r.method == "PUT").count();
    assert_eq!(puts_before, 0, "nothing is sent before the confirmation");
    click(&mut harness, "Save these changes");
    wait_until(&mut harness, "the refetched record", |h| {
        h.state().state.patient.as_ref().is_some_and(|p| p.patient.email.as_deref() == Some("f.dubois@example.org"))
    });
    let requests = sandbox.requests();
    let put = requests.iter().position(|r| r.method == "PUT").expect("a PUT was sent");
    assert!(requests[put + 1..].iter().any(|r| r.method == "GET" && r.path.starts_with("/tenant-api/patients/")));
}

#[test]
fn an_edit_saved_to_a_service_that_refuses_read_only_members_goes_through_without_field_errors() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    sandbox.faults().set(FaultRule {
        method: Some("PUT".into()),
        path_prefix: "/tenant-api/patients/".into(),
        fault: Fault::refuse_read_only_bookkeeping(),
        times: None,
        every: None,
    });
    fill(&mut harness, "Find a patient", "MRN-0002");
    click(&mut harness, "Search");
    wait_for_text(&mut harness, "François Dubois");
    click(&mut harness, "Edit details");
    fill(&mut harness, "E-mail", "f.dubois@example.org");
    click(&mut harness, "Review and save");
    wait_until(&mut harness, "the changes to confirm", |h| h.state().state.patient_form.as_ref().unwrap().confirming);
    click(&mut harness, "Save these changes");
    wait_until(&mut harness, "the save's end", |h| {
        let saved = h
            .state()
            .state
            .patient
            .as_ref()
            .is_some_and(|p| p.patient.email.as_deref() == Some("f.dubois@example.org"));
        let refused = h.state().state.patient_form.as_ref().is_some_and(|form| form.error.is_some());
        saved || refused
    });
    let error = harness.state().state.patient_form.as_ref().and_then(|form| form.error.clone());
    assert_eq!(error, None, "no field error the user cannot act on");
    assert!(!has_text(&harness, "read-only"));
    assert_eq!(sandbox.requests().iter().filter(|r| r.method == "PUT").count(), 1);
}

#[test]
fn a_401_opens_sign_in_over_the_form_and_the_save_can_be_resent() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    click(&mut harness, "Register patient");
    fill_valid_patient(&mut harness, "REG-401");
    sandbox.revoke_tokens();
    click(&mut harness, "Save new patient");
    wait_until(&mut harness, "sign-in over the form", |h| {
        h.state().state.sign_in_overlay
            && h.state()
                .state
                .patient_form
                .as_ref()
                .unwrap()
                .error
                .as_ref()
                .is_some_and(|e| e.kind == ErrorKind::Unauthorized)
    });
    // Everything typed is still there.
    let form = harness.state().state.patient_form.as_ref().unwrap();
    assert_eq!(form.draft.last_name, "Claes");
    assert_eq!(form.draft.external_reference, "REG-401");

    fill(&mut harness, "Account", intake_desk::sandbox::DEMO_ACCOUNT);
    fill(&mut harness, "Password", intake_desk::sandbox::DEMO_CREDENTIAL);
    fill(&mut harness, "Tenant", intake_desk::sandbox::DEMO_TENANT);
    click(&mut harness, "Sign in");
    wait_for_text(&mut harness, "Save the patient again");
    assert!(!harness.state().state.sign_in_overlay);
    assert!(harness.state().state.sign_in.password.is_empty(), "the password is not kept");
    click(&mut harness, "Save the patient again");
    wait_until(&mut harness, "the patient created after signing in", |h| {
        h.state().state.patient.as_ref().is_some_and(|p| p.patient.external_reference.as_deref() == Some("REG-401"))
    });
    assert_eq!(sandbox.find_patient_ids_by_external_reference("REG-401").len(), 1);
}

#[test]
fn the_front_desk_flow_works_from_the_keyboard_alone() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    // Ctrl+F puts the cursor in the search box; Enter searches.
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::F);
    settle(&mut harness);
    let search = harness.get_by_role_and_label(egui::accesskit::Role::TextInput, "Find a patient");
    assert!(search.is_focused(), "Ctrl+F focuses the search box");
    search.type_text("MRN-0002");
    settle(&mut harness);
    harness.key_press(egui::Key::Enter);
    wait_for_text(&mut harness, "François Dubois");

    // Tab walks through the form's fields in reading order.
    click(&mut harness, "Edit details");
    harness.get_by_role_and_label(egui::accesskit::Role::TextInput, "First name").focus();
    settle(&mut harness);
    harness.key_press(egui::Key::Tab);
    settle(&mut harness);
    assert!(harness.get_by_role_and_label(egui::accesskit::Role::TextInput, "Last name").is_focused());
    // Enter sends the form (here: shows the changes to confirm).
    harness.get_by_role_and_label(egui::accesskit::Role::TextInput, "Last name").type_text("-Martin");
    settle(&mut harness);
    harness.key_press(egui::Key::Enter);
    wait_until(&mut harness, "the changes to confirm", |h| h.state().state.patient_form.as_ref().unwrap().confirming);
    assert!(has_text(&harness, "Dubois-Martin"));
}

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

/// Switches the interface language of a running app (tests start in English).
/// A Dutch message by its id: tests find widgets by what a message says, never by a sentence
/// copied here.
fn dutch(id: &str) -> String {
    Translator::new(Language::Dutch).text(id)
}

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

fn speak(harness: &mut egui_kittest::Harness<'_, intake_desk::app::IntakeApp>, language: Language) {
    harness.state_mut().state.tr = Translator::new(language);
    settle(harness);
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
    let today = intake_desk::state::AppState::today();
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
    assert!(typed_draft(&harness).validate(intake_desk::state::AppState::today()).error(Field::Language).is_none());
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

/// A patient whose name the service holds with control characters (a NUL, an escape) is shown
/// without them, and the screen reader is never handed them (issue 27: a NUL in an accessible
/// name took the app off AT-SPI for the rest of the session).
#[test]
fn control_characters_from_the_service_never_reach_the_screen_reader() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let client = intake_desk::api::Client::new(
        &intake_desk::api::Environment::Sandbox { base_url: sandbox.base_url() },
        intake_desk::api::AccessToken::new(sandbox.token()),
        &intake_desk::api::ClientOptions::default(),
    )
    .unwrap();
    let payload = intake_desk::api::PatientPayload {
        first_name: "Zo\u{0}ë".into(),
        last_name: "\u{1b}[31mPeeters".into(),
        gender: intake_desk::api::Gender::Female,
        birthdate: intake_desk::api::Birthdate::new(1985, 3, 1).unwrap(),
        language: "nl-be".into(),
        email: Some("zoe@example.be".into()),
        phone: None,
        external_reference: "NUL-1".into(),
        extra: Default::default(),
    };
    runtime.block_on(client.create_patient(&payload)).unwrap();
    let mut harness = app_against(&runtime, &sandbox);
    open_patient_surveys(&mut harness, "NUL-1");
    let patient = &harness.state().state.patient.as_ref().unwrap().patient;
    assert_eq!((patient.first_name.as_str(), patient.last_name.as_str()), ("Zoë", "[31mPeeters"));
    assert_eq!(control_characters_in_tree(&harness), Vec::<String>::new());
}

/// Issue 43, item 7, in Dutch: the patient's and the survey's screens say the service's other
/// fields as "Meer gegevens" (folded), and keep the ids (the patient's at the service, each
/// survey's) out of sight, behind a folded "Technische gegevens" with a copy button. Before,
/// the patient's id and a column of survey ids were up front, under "Andere velden van de dienst".
#[test]
fn ids_wait_behind_technical_details_and_the_services_other_fields_are_more_details_in_dutch() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    open_patient_surveys(&mut harness, "MRN-0001");
    speak(&mut harness, Language::Dutch);
    let open = harness.state().state.patient.as_ref().unwrap().clone();
    let patient_id = open.patient.patient_id.clone();
    let survey_ids: Vec<String> = open.surveys.ready().unwrap().iter().map(|s| s.survey_id.clone()).collect();
    assert!(!has_text(&harness, "Andere velden van de dienst"));
    assert!(has_text(&harness, "Meer gegevens (2)"), "the service's other fields, named for staff");
    assert!(!has_text(&harness, &patient_id), "the patient's id is not up front");
    assert!(!has_text(&harness, "Id van de vragenlijst"), "no column of survey ids");
    for id in &survey_ids {
        assert!(!has_text(&harness, id), "{id} is not up front");
    }
    click(&mut harness, &dutch("details-technical"));
    assert!(has_text(&harness, &patient_id), "the id, once asked for");
    assert!(harness.query_by_role_and_label(Role::Button, &dutch("patient-copy-service-id")).is_some());

    harness.state_mut().state.open_survey(&survey_ids[1]);
    wait_until(&mut harness, "the survey", |h| {
        h.state().state.survey_view.as_ref().is_some_and(|v| v.survey.ready().is_some())
    });
    settle(&mut harness);
    assert!(!has_text(&harness, &survey_ids[1]), "the survey's id is not up front");
    assert!(!has_text(&harness, "Andere velden van de dienst"));
    click(&mut harness, &dutch("details-technical"));
    assert!(has_text(&harness, &survey_ids[1]), "the survey's id, once asked for");
    assert!(harness.query_by_role_and_label(Role::Button, &dutch("survey-copy-id")).is_some());
}
