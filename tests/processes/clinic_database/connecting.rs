//! Connecting to the clinic database: a schema made by a newer version refused in words and
//! never altered, and an unreachable database said in words.

use super::settings;
use crate::support::pg_cluster::Cluster;
use intake_desk::clinic_database::{ClinicDatabase, ClinicDatabaseError};

/// A clinic database made by a newer version is refused in words and left as it is; one at
/// this version is opened again without change.
#[test]
fn a_newer_clinic_schema_is_refused_and_never_altered() {
    let Some(cluster) = Cluster::start() else { return };
    let url = cluster.new_database();
    drop(ClinicDatabase::connect(&settings(url.clone(), "A")).unwrap());
    drop(ClinicDatabase::connect(&settings(url.clone(), "B")).unwrap());
    let mut admin = postgres::Client::connect(&url, postgres::NoTls).unwrap();
    let version: i32 = admin.query_one("SELECT version FROM intake_desk_schema", &[]).unwrap().get(0);
    assert_eq!(version, intake_desk::clinic_database::SCHEMA_VERSION);
    admin
        .batch_execute("UPDATE intake_desk_schema SET version = version + 1; CREATE TABLE from_the_future (x INT)")
        .unwrap();
    let error = ClinicDatabase::connect(&settings(url.clone(), "A")).unwrap_err();
    assert!(matches!(error, ClinicDatabaseError::NewerSchema { .. }), "{error}");
    let said = error.to_string();
    assert!(said.contains("newer layout") && said.contains("update Intake Desk"), "{said}");
    let after: i32 = admin.query_one("SELECT version FROM intake_desk_schema", &[]).unwrap().get(0);
    assert_eq!(after, version + 1, "left as it was");
    assert_eq!(admin.query("SELECT 1 FROM intake_desk_schema", &[]).unwrap().len(), 1);
}

/// An address that names no server, and a stopped server: said in words, nothing panics.
#[test]
fn an_unreachable_clinic_database_is_said_in_words() {
    let Some(cluster) = Cluster::start() else { return };
    let url = cluster.new_database();
    cluster.stop();
    let error = ClinicDatabase::connect(&settings(url, "A")).unwrap_err();
    assert!(matches!(error, ClinicDatabaseError::Unreachable(_)), "{error}");
    let wrong = ClinicDatabase::connect(&settings("postgresql://[not an address".into(), "A")).unwrap_err();
    assert!(matches!(wrong, ClinicDatabaseError::Url(_)), "{wrong}");
}
