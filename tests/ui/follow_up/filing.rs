//! Filing answered surveys as PDF and FHIR R4: once, never over a file already there, kept
//! filed after a restart, filed again as a new version when the answers changed, and filed
//! automatically into the policy's folder on a refresh.

use super::{app_on, item, list_sent};
use intake_desk::batch_journal::BatchItem;

/// The FHIR R4 JSON schema (tests/fixtures/README.md), compiled for one resource type.
fn fhir_r4(resource_type: &str) -> jsonschema::Validator {
    use std::io::Read as _;
    let packed = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/fhir-r4.schema.json.gz")).unwrap();
    let mut text = String::new();
    flate2::read::GzDecoder::new(packed.as_slice()).read_to_string(&mut text).unwrap();
    let mut schema: serde_json::Value = serde_json::from_str(&text).unwrap();
    // The schema's root accepts any resource ("oneOf" all of them), which says little on a
    // mistake: pointed at one definition it says where.
    let root = schema.as_object_mut().unwrap();
    root.remove("oneOf");
    root.remove("discriminator");
    root.insert("$ref".into(), format!("#/definitions/{resource_type}").into());
    jsonschema::draft6::new(&schema).unwrap()
}

/// Every problem the schema finds in `resource`, with where.
fn fhir_problems(validator: &jsonschema::Validator, resource: &serde_json::Value) -> Vec<String> {
    validator.iter_errors(resource).map(|error| format!("{error} at {}", error.instance_path())).collect()
}

/// Answered surveys filed into the clinic's folder: the PDFs and FHIR files under the
/// template's names, valid R4, recorded without personal data; a second run files nothing
/// new, and a file already there is never overwritten.
#[test]
fn answered_surveys_are_filed_once_as_pdf_and_valid_fhir_r4_never_over_a_file_there() {
    use crate::support::*;

    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let data_dir = temp_dir("filing-data");
    let folder = temp_dir("filing-ehr-import");
    let items: Vec<BatchItem> = (0..4).map(|i| item(&format!("FILE-{i}"), i + 2)).collect();
    let surveys = list_sent(&runtime, &sandbox, &data_dir, &items);
    for reference in ["FILE-0", "FILE-1"] {
        assert!(runtime.block_on(sandbox.respond(&surveys[reference], false)));
    }
    let today = jiff::ZonedDateTime::now().date();
    // A file of that name is already there (another survey of the patient, filed by hand).
    let taken = folder.join(format!("FILE-0_{today}_Claes 2.pdf"));
    std::fs::write(&taken, b"filed by hand").unwrap();
    // The records system took another survey's PDF and left its JSON: the new survey's PDF
    // must not land beside it (issue 41: one free stem for the set).
    let left = folder.join(format!("FILE-1_{today}_Claes 3.QuestionnaireResponse.json"));
    std::fs::write(&left, b"another survey's answers").unwrap();
    // A folder the import service's group may read (issue 41: the files follow it).
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        std::fs::set_permissions(&folder, std::fs::Permissions::from_mode(0o750)).unwrap();
    }

    let mut harness = app_on(&runtime, &sandbox, &data_dir, worker_options(), Default::default());
    click(&mut harness, "Follow-up");
    wait_until(&mut harness, "the invitations", |h| h.state().state.follow_up.invitations.len() == 4);
    click(&mut harness, "Refresh statuses");
    wait_until(&mut harness, "the statuses", |h| h.state().state.follow_up.refreshing.is_none());
    click(&mut harness, "Filing answered surveys");
    fill(&mut harness, "Folder", &folder.display().to_string());
    fill(&mut harness, "FHIR identifier system", "https://clinic.example.be/patient-number");
    click(&mut harness, "File the 2 answered surveys");
    wait_for_text(&mut harness, "2 answered surveys were filed in");

    let mut names: Vec<String> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    let expected = [
        format!("FILE-0_{today}_Claes 2 (2).DocumentReference.json"),
        format!("FILE-0_{today}_Claes 2 (2).QuestionnaireResponse.json"),
        format!("FILE-0_{today}_Claes 2 (2).pdf"),
        format!("FILE-0_{today}_Claes 2.pdf"),
        format!("FILE-1_{today}_Claes 3 (2).DocumentReference.json"),
        format!("FILE-1_{today}_Claes 3 (2).QuestionnaireResponse.json"),
        format!("FILE-1_{today}_Claes 3 (2).pdf"),
        format!("FILE-1_{today}_Claes 3.QuestionnaireResponse.json"),
    ];
    assert_eq!(names, expected, "each set under one free stem, never beside another survey's file");
    assert_eq!(std::fs::read(&taken).unwrap(), b"filed by hand", "a file there is never overwritten");
    assert_eq!(std::fs::read(&left).unwrap(), b"another survey's answers");
    let pdf = std::fs::read(folder.join(format!("FILE-1_{today}_Claes 3 (2).pdf"))).unwrap();
    assert!(pdf.starts_with(b"%PDF"), "the service's PDF summary, decoded");
    #[cfg(unix)]
    for name in &expected[..3] {
        use std::os::unix::fs::PermissionsExt as _;
        let mode = std::fs::metadata(folder.join(name)).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o640, "{name}: readable by the folder's group, as the folder is");
    }

    // Valid FHIR R4, checked against HL7's schema.
    let questionnaire_response = fhir_r4("QuestionnaireResponse");
    let document_reference = fhir_r4("DocumentReference");
    for stem in [format!("FILE-0_{today}_Claes 2 (2)"), format!("FILE-1_{today}_Claes 3 (2)")] {
        let read = |kind: &str| -> serde_json::Value {
            serde_json::from_slice(&std::fs::read(folder.join(format!("{stem}.{kind}.json"))).unwrap()).unwrap()
        };
        let response = read("QuestionnaireResponse");
        assert_eq!(fhir_problems(&questionnaire_response, &response), Vec::<String>::new(), "{stem}");
        // What the schema leaves to the specification's text: required primitives.
        assert_eq!(response["status"], "completed");
        let items = response["item"].as_array().unwrap();
        assert!(!items.is_empty() && items.iter().all(|item| item["linkId"].is_string()), "{response:#}");
        assert!(items.iter().any(|item| item["answer"][0]["valueString"].is_string()), "{response:#}");
        let reference = stem.split('_').next().unwrap();
        assert_eq!(response["subject"]["identifier"]["value"], reference);
        assert_eq!(response["subject"]["identifier"]["system"], "https://clinic.example.be/patient-number");
        let document = read("DocumentReference");
        assert_eq!(fhir_problems(&document_reference, &document), Vec::<String>::new(), "{stem}");
        use base64::Engine as _;
        let data = document["content"][0]["attachment"]["data"].as_str().unwrap();
        let carried = base64::engine::general_purpose::STANDARD.decode(data).unwrap();
        assert_eq!(carried, std::fs::read(folder.join(format!("{stem}.pdf"))).unwrap(), "it carries the PDF");
    }
    // The schema is no rubber stamp: a wrong status and an unknown field are found.
    let mut wrong = serde_json::json!({"resourceType": "QuestionnaireResponse", "status": "done", "colour": "red"});
    assert_eq!(fhir_problems(&questionnaire_response, &wrong).len(), 2, "{wrong}");
    wrong["status"] = "completed".into();
    wrong.as_object_mut().unwrap().remove("colour");
    assert!(fhir_problems(&questionnaire_response, &wrong).is_empty());

    // Recorded by folder, never by the file's name (it holds the patient's name).
    let logged: Vec<&intake_desk::activity::Action> = harness
        .state()
        .state
        .activity
        .iter()
        .map(|entry| &entry.action)
        .filter(|action| matches!(action, intake_desk::activity::Action::SurveyFiled { .. }))
        .collect();
    assert_eq!(logged.len(), 2);
    assert!(!format!("{logged:?}").contains("Claes"), "{logged:?}");

    // A second run files nothing new.
    assert!(has_text(&harness, "No answered survey to file"));
    harness.state_mut().state.apply_intent(intake_desk::state::Intent::FollowUp(
        intake_desk::state::follow_up::FollowUpIntent::FileAnswered,
    ));
    settle(&mut harness);
    assert_eq!(std::fs::read_dir(&folder).unwrap().count(), 8, "nothing filed twice");
    {
        use egui_kittest::kittest::{NodeT as _, Queryable as _};
        let filed = harness
            .get_all_by_role(egui::accesskit::Role::ListBoxOption)
            .filter(|row| row.accesskit_node().label().is_some_and(|label| label.ends_with("Answered, filed")))
            .count();
        assert_eq!(filed, 2, "the filed ones say so");
    }

    // The folder gone (a share that dropped): nothing is filed, and the row says why.
    assert!(runtime.block_on(sandbox.respond(&surveys["FILE-2"], false)));
    std::fs::remove_dir_all(&folder).unwrap();
    click(&mut harness, "Refresh statuses");
    wait_until(&mut harness, "the statuses again", |h| h.state().state.follow_up.refreshing.is_none());
    click(&mut harness, "File the 1 answered survey");
    wait_for_text(&mut harness, "1 answered survey could not be filed (0 filed)");
    assert!(has_text(&harness, "Not filed: FILE-2."));
    assert!(!folder.exists(), "no folder is made where the clinic's was");
}

/// Issue 41, item 2: the ledger of what was filed is complete. After a restart and 5,000 later
/// entries in the activity log (a few weeks of a busy desk), the surveys filed before are not
/// filed again.
#[test]
fn what_was_filed_stays_filed_after_a_restart_and_five_thousand_later_entries() {
    use crate::support::*;
    use intake_desk::activity::{Action, ActivityEntry};

    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let data_dir = temp_dir("ledger-data");
    let folder = temp_dir("ledger-ehr");
    let items: Vec<BatchItem> = (0..2).map(|i| item(&format!("LEDGER-{i}"), i + 2)).collect();
    let surveys = list_sent(&runtime, &sandbox, &data_dir, &items);
    for survey_id in surveys.values() {
        assert!(runtime.block_on(sandbox.respond(survey_id, false)));
    }
    let file_what_is_shown = |harness: &mut egui_kittest::Harness<'static, intake_desk::app::IntakeApp>| {
        click(harness, "Follow-up");
        wait_until(harness, "the invitations", |h| h.state().state.follow_up.invitations.len() == 2);
        click(harness, "Refresh statuses");
        wait_until(harness, "the statuses", |h| h.state().state.follow_up.refreshing.is_none());
        click(harness, "Filing answered surveys");
        fill(harness, "Folder", &folder.display().to_string());
    };
    let mut harness = app_on(&runtime, &sandbox, &data_dir, worker_options(), Default::default());
    file_what_is_shown(&mut harness);
    click(&mut harness, "File the 2 answered surveys");
    wait_for_text(&mut harness, "2 answered surveys were filed in");
    assert_eq!(std::fs::read_dir(&folder).unwrap().count(), 2);
    drop(harness);

    // Weeks of work later: the activity log has grown by 5,000 entries.
    {
        let (store, _) = intake_desk::local_store::LocalStore::open(&data_dir).unwrap();
        for n in 0..5000 {
            let action = Action::PatientCreated { patient_id: format!("patient-{n}") };
            store.append_activity(&ActivityEntry::now("Sandbox".into(), action)).unwrap();
        }
    }

    let mut harness = app_on(&runtime, &sandbox, &data_dir, worker_options(), Default::default());
    file_what_is_shown(&mut harness);
    settle(&mut harness);
    assert!(has_text(&harness, "No answered survey to file"), "both were filed before the restart");
    harness.state_mut().state.apply_intent(intake_desk::state::Intent::FollowUp(
        intake_desk::state::follow_up::FollowUpIntent::FileAnswered,
    ));
    settle(&mut harness);
    std::thread::sleep(std::time::Duration::from_millis(300));
    settle(&mut harness);
    assert_eq!(std::fs::read_dir(&folder).unwrap().count(), 2, "nothing filed twice");
}

/// Issue 41, item 1: a survey whose answers changed after it was filed (here: filed by an
/// earlier version while the patient was still answering, so its answers are not known) is
/// filed again as a new version that says it replaces the earlier one, valid FHIR R4; it is
/// never silently left out.
#[test]
fn a_survey_whose_answers_changed_since_it_was_filed_is_filed_again_as_a_new_version() {
    use crate::support::*;

    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let data_dir = temp_dir("refile-data");
    let folder = temp_dir("refile-ehr");
    let items = [item("REFILE-0", 2)];
    let surveys = list_sent(&runtime, &sandbox, &data_dir, &items);
    let survey_id = surveys["REFILE-0"].clone();
    assert!(runtime.block_on(sandbox.respond(&survey_id, false)));
    {
        // As an earlier version left it: filed once, its answers unknown.
        let (store, _) = intake_desk::local_store::LocalStore::open(&data_dir).unwrap();
        let earlier = intake_desk::filing::FiledVersion {
            survey_id: survey_id.clone(),
            version: 1,
            fingerprint: None,
            folder: folder.display().to_string(),
            filed_at: jiff::Timestamp::now(),
        };
        store.record_filing(&earlier).unwrap();
    }
    let mut harness = app_on(&runtime, &sandbox, &data_dir, worker_options(), Default::default());
    click(&mut harness, "Follow-up");
    wait_until(&mut harness, "the invitation", |h| h.state().state.follow_up.invitations.len() == 1);
    click(&mut harness, "Refresh statuses");
    wait_until(&mut harness, "the statuses", |h| h.state().state.follow_up.refreshing.is_none());
    click(&mut harness, "Filing answered surveys");
    fill(&mut harness, "Folder", &folder.display().to_string());
    fill(&mut harness, "FHIR identifier system", "https://clinic.example.be/patient-number");
    click(&mut harness, "File the 1 answered survey");
    wait_for_text(&mut harness, "1 answered survey was filed in");

    let read = |suffix: &str| -> serde_json::Value {
        let path = std::fs::read_dir(&folder)
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .find(|path| path.to_string_lossy().ends_with(suffix))
            .unwrap_or_else(|| panic!("a {suffix} file"));
        serde_json::from_slice(&std::fs::read(path).unwrap()).unwrap()
    };
    let response = read(".QuestionnaireResponse.json");
    assert_eq!(fhir_problems(&fhir_r4("QuestionnaireResponse"), &response), Vec::<String>::new());
    assert_eq!(response["status"], "amended", "the record's earlier version is replaced");
    assert_eq!(response["identifier"]["value"], format!("urn:uuid:{survey_id}"), "the same response");
    let document = read(".DocumentReference.json");
    assert_eq!(fhir_problems(&fhir_r4("DocumentReference"), &document), Vec::<String>::new());
    assert_eq!(document["relatesTo"][0]["code"], "replaces");
    assert_eq!(document["relatesTo"][0]["target"]["reference"], format!("DocumentReference/{survey_id}-pdf"));
    assert_ne!(document["id"], format!("{survey_id}-pdf"), "a new document, not the earlier one's id");

    // Filed now, and not again.
    settle(&mut harness);
    assert!(has_text(&harness, "No answered survey to file"));
    let ledger = intake_desk::local_store::LocalStore::open_read_only(&data_dir).unwrap().filed(&survey_id).unwrap();
    assert_eq!(ledger.map(|filed| (filed.version, filed.fingerprint.is_some())), Some((2, true)));
}

/// Where the IT department made filing automatic, refreshing the statuses files the answered
/// surveys into its folder, with no click; the user cannot point it elsewhere.
#[test]
fn with_automatic_filing_a_refresh_files_the_answered_surveys_into_the_policy_s_folder() {
    use crate::support::*;

    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let data_dir = temp_dir("auto-filing-data");
    let folder = temp_dir("auto-filing-ehr");
    let items: Vec<BatchItem> = (0..3).map(|i| item(&format!("AUTO-{i}"), i + 2)).collect();
    let surveys = list_sent(&runtime, &sandbox, &data_dir, &items);
    assert!(runtime.block_on(sandbox.respond(&surveys["AUTO-1"], false)));

    let mut policy = intake_desk::policy::Policy::default();
    policy.filing = intake_desk::policy::Rule {
        preset: Some(intake_desk::policy::FilingPolicy {
            folder: Some(folder.clone()),
            automatic: true,
            ..Default::default()
        }),
        locked: true,
    };
    let mut harness = app_on(&runtime, &sandbox, &data_dir, worker_options(), policy);
    click(&mut harness, "Follow-up");
    wait_until(&mut harness, "the invitations", |h| h.state().state.follow_up.invitations.len() == 3);
    assert_eq!(std::fs::read_dir(&folder).unwrap().count(), 0, "nothing is filed before the statuses are known");
    click(&mut harness, "Refresh statuses");
    wait_for_text(&mut harness, "1 answered survey was filed in");
    let today = jiff::ZonedDateTime::now().date();
    let names: Vec<String> =
        std::fs::read_dir(&folder).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    assert_eq!(names, [format!("AUTO-1_{today}_Claes 3.pdf")], "the policy names no FHIR system: the PDF alone");
    // The folder is the IT department's.
    harness.state_mut().state.apply_intent(intake_desk::state::Intent::FollowUp(
        intake_desk::state::follow_up::FollowUpIntent::EditFiling(intake_desk::state::follow_up::FilingEdit::Folder(
            "/tmp/elsewhere".into(),
        )),
    ));
    assert_eq!(harness.state().state.filing_settings().unwrap().folder, folder);
}
