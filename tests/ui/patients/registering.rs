//! Registering and editing a patient: each field checked once, a taken external reference, the
//! service's validation errors by their fields, changes confirmed, a read-only member's edit, a
//! 401 during a save, and the whole flow from the keyboard alone.

use super::fill_valid_patient;
use crate::support::*;
use egui_kittest::kittest::Queryable;
use intake_desk::api::error::ErrorKind;
use intake_desk::sandbox::{DEMO_PATIENT_ID, Fault, FaultRule};

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
