//! Tests of the sandbox's database over real HTTP: the one-time import of a legacy JSON state
//! file (renamed aside, never deleted), an unreadable legacy file set aside, two sandboxes on
//! the same folder keeping each other's records, the private file mode, a database of a newer
//! schema left untouched, and lookups by external reference after a patient's reference changed.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};

use intake_desk::sandbox::{DATABASE_FILE_NAME, DEMO_PATIENT_ID, Sandbox, SandboxConfig};
use percent_encoding::{NON_ALPHANUMERIC, utf8_percent_encode};
use reqwest::StatusCode;
use serde_json::{Value, json};

const LEGACY_PATIENT_ID: &str = "7d0e3a52-1f6c-4b8e-9a4d-5c2b1e0f9a37";

fn temp_folder() -> PathBuf {
    let folder = std::env::temp_dir().join(format!("intake-desk-sandbox-store-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&folder).unwrap();
    folder
}

fn config(folder: &Path) -> SandboxConfig {
    SandboxConfig { state_file: Some(folder.join("sandbox-state.json")), ..SandboxConfig::default() }
}

fn files_starting_with(folder: &Path, prefix: &str) -> Vec<String> {
    std::fs::read_dir(folder)
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with(prefix))
        .collect()
}

fn client() -> reqwest::Client {
    reqwest::Client::builder().no_proxy().build().unwrap()
}

fn patient_body(reference: &str) -> Value {
    json!({
        "firstName": "Zoë", "lastName": "De Smet", "gender": "female",
        "birthdate": "1990-01-01T00:00:00.000Z", "language": "nl-be",
        "email": "zoe@example.org", "externalReference": reference,
    })
}

async fn create_patient(sandbox: &Sandbox, reference: &str) -> String {
    let response = client()
        .post(format!("{}/tenant-api/patients/", sandbox.base_url()))
        .bearer_auth(sandbox.token())
        .json(&patient_body(reference))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::CREATED);
    response.json::<Value>().await.unwrap()["patientId"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn a_legacy_state_file_is_imported_once_and_kept_aside() {
    let folder = temp_folder();
    let legacy = json!({
        "version": 1,
        "patients": [{
            "patientId": LEGACY_PATIENT_ID, "firstName": "Ann", "lastName": "Legacy", "gender": null,
            "birthdate": "1970-05-06", "language": null, "email": null, "phone": null,
            "externalReference": "LEGACY-1", "createdAt": "2025-01-01T00:00:00.0000000Z",
            "updatedAt": "2025-01-01T00:00:00.0000000Z",
        }],
        "surveys": [], "history": [], "outbox": [],
    });
    std::fs::write(folder.join("sandbox-state.json"), serde_json::to_vec(&legacy).unwrap()).unwrap();

    let sandbox = Sandbox::start(config(&folder)).await.unwrap();
    assert_eq!(sandbox.demo_patient_ids(), [LEGACY_PATIENT_ID], "the legacy data, not the demo data");
    sandbox.shutdown().await;
    assert!(!folder.join("sandbox-state.json").exists());
    let imported = files_starting_with(&folder, "sandbox-state.json.imported-");
    assert_eq!(imported.len(), 1, "renamed aside, not deleted");

    // A later start reads the database; a legacy file that reappears is not imported again.
    std::fs::write(folder.join("sandbox-state.json"), b"{}").unwrap();
    let sandbox = Sandbox::start(config(&folder)).await.unwrap();
    assert_eq!(sandbox.find_patient_ids_by_external_reference("LEGACY-1"), [LEGACY_PATIENT_ID]);
    assert_eq!(sandbox.patient_count(), 1);
    sandbox.shutdown().await;
    assert!(folder.join("sandbox-state.json").exists());
    let _ = std::fs::remove_dir_all(&folder);
}

#[tokio::test]
async fn an_unreadable_legacy_state_file_is_set_aside_and_the_sandbox_starts_fresh() {
    let folder = temp_folder();
    std::fs::write(folder.join("sandbox-state.json"), b"{ this is not json").unwrap();
    let sandbox = Sandbox::start(config(&folder)).await.unwrap();
    assert!(sandbox.patient_count() >= 8, "the demo data");
    sandbox.shutdown().await;
    let aside = files_starting_with(&folder, "sandbox-state.json.unreadable-");
    assert_eq!(aside.len(), 1);
    assert_eq!(std::fs::read(folder.join(&aside[0])).unwrap(), b"{ this is not json");
    let _ = std::fs::remove_dir_all(&folder);
}

#[tokio::test]
async fn two_sandboxes_on_one_database_keep_each_others_records() {
    let folder = temp_folder();
    let first = Sandbox::start(config(&folder)).await.unwrap();
    let second = Sandbox::start(config(&folder)).await.unwrap();
    let mut from_first = Vec::new();
    let mut from_second = Vec::new();
    for i in 0..5 {
        from_first.push(create_patient(&first, &format!("FIRST-{i}")).await);
        from_second.push(create_patient(&second, &format!("SECOND-{i}")).await);
    }
    first.shutdown().await;
    second.shutdown().await;

    let sandbox = Sandbox::start(config(&folder)).await.unwrap();
    for i in 0..5 {
        assert_eq!(sandbox.find_patient_ids_by_external_reference(&format!("FIRST-{i}")), [from_first[i].as_str()]);
        assert_eq!(sandbox.find_patient_ids_by_external_reference(&format!("SECOND-{i}")), [from_second[i].as_str()]);
    }
    let ids = sandbox.demo_patient_ids();
    assert_eq!(ids[0], DEMO_PATIENT_ID, "the demo patients first, in the order they were written");
    sandbox.shutdown().await;
    let _ = std::fs::remove_dir_all(&folder);
}

#[cfg(unix)]
#[tokio::test]
async fn the_database_is_private_to_its_owner() {
    use std::os::unix::fs::PermissionsExt as _;
    let folder = temp_folder();
    let sandbox = Sandbox::start(config(&folder)).await.unwrap();
    create_patient(&sandbox, "PRIVATE-1").await;
    for name in [DATABASE_FILE_NAME.to_owned(), format!("{DATABASE_FILE_NAME}-wal")] {
        let mode = std::fs::metadata(folder.join(&name)).unwrap().permissions().mode();
        assert_eq!(mode & 0o077, 0, "{name}: {mode:o}");
    }
    sandbox.shutdown().await;
    let _ = std::fs::remove_dir_all(&folder);
}

#[tokio::test]
async fn a_database_of_a_newer_schema_is_left_untouched() {
    let folder = temp_folder();
    let database = folder.join(DATABASE_FILE_NAME);
    {
        let connection = rusqlite::Connection::open(&database).unwrap();
        connection.execute_batch("CREATE TABLE future (x TEXT); PRAGMA user_version = 99;").unwrap();
    }
    let before = std::fs::read(&database).unwrap();
    let sandbox = Sandbox::start(config(&folder)).await.unwrap();
    assert!(sandbox.patient_count() >= 8, "runs on the demo data in memory");
    create_patient(&sandbox, "NOT-WRITTEN").await;
    sandbox.shutdown().await;
    assert_eq!(std::fs::read(&database).unwrap(), before);
    let _ = std::fs::remove_dir_all(&folder);
}

#[tokio::test]
async fn a_changed_reference_is_found_under_the_new_one_only_also_after_a_restart() {
    let folder = temp_folder();
    let sandbox = Sandbox::start(config(&folder)).await.unwrap();
    let id = create_patient(&sandbox, "OLD/REF 1").await;
    let http = client();
    let response = http
        .put(format!("{}/tenant-api/patients/{id}", sandbox.base_url()))
        .bearer_auth(sandbox.token())
        .json(&patient_body("NEW/REF 1"))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let lookup = |sandbox: &Sandbox, reference: &str| {
        let url = format!(
            "{}/tenant-api/patients/external-reference/{}",
            sandbox.base_url(),
            utf8_percent_encode(reference, NON_ALPHANUMERIC)
        );
        http.get(url).bearer_auth(sandbox.token()).send()
    };
    assert_eq!(lookup(&sandbox, "OLD/REF 1").await.unwrap().status(), StatusCode::NOT_FOUND);
    assert_eq!(lookup(&sandbox, "NEW/REF 1").await.unwrap().status(), StatusCode::OK);
    // The old reference is free again.
    create_patient(&sandbox, "OLD/REF 1").await;
    sandbox.shutdown().await;

    let sandbox = Sandbox::start(config(&folder)).await.unwrap();
    assert_eq!(sandbox.find_patient_ids_by_external_reference("NEW/REF 1"), [id.as_str()]);
    assert_eq!(sandbox.find_patient_ids_by_external_reference("OLD/REF 1").len(), 1);
    assert_ne!(sandbox.find_patient_ids_by_external_reference("OLD/REF 1"), [id.as_str()]);
    sandbox.shutdown().await;
    let _ = std::fs::remove_dir_all(&folder);
}
