//! The journal's contract, held by both of its engines: the profile's SQLite database and the
//! clinic's PostgreSQL database (a throwaway cluster of this machine's PostgreSQL,
//! `tests/support/pg_cluster.rs`). Every check runs on each engine, on a journal of its own;
//! two journals on one database stand for two desks. Then what only the clinic database has:
//! its schema's versions.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod connecting;
mod contract;
mod database_away;
mod desks;
mod reminders;
mod turned_off;

use std::path::Path;

use intake_desk::api::SessionKey;
use intake_desk::batch_journal::clinic_engine::PostgresEngine;
use intake_desk::batch_journal::{BatchItem, BatchJournal, RowState};
use intake_desk::clinic_database::{ClinicDatabase, ClinicDatabaseSettings, Credential, Tls};
use intake_desk::drafts::DraftPatient;

pub(super) fn session() -> SessionKey {
    SessionKey { api_base: "http://127.0.0.1".into(), tenant: Some("clinic".into()), account: None }
}

pub(super) fn item(reference: &str, line: usize) -> BatchItem {
    BatchItem {
        reference: reference.into(),
        line,
        patient: DraftPatient {
            first_name: "Noor".into(),
            last_name: format!("Claes {line}"),
            gender: Some(intake_desk::drafts::DraftGender::Female),
            birthdate: "1979-09-02".into(),
            language: "nl-BE".into(),
            email: format!("noor.{line}@example.be"),
            external_reference: reference.into(),
            ..DraftPatient::default()
        },
        ..BatchItem::default()
    }
}

pub(super) fn sent(survey: &str) -> RowState {
    RowState::Sent { survey_id: survey.into(), patient_id: Some(format!("p-{survey}")) }
}

pub(super) fn settings(url: String, desk: &str) -> ClinicDatabaseSettings {
    ClinicDatabaseSettings { url, tls: Tls::Off, credential: Credential::None, desk: desk.to_owned() }
}

pub(super) fn clinic_journal(url: &str, desk: &str, data_dir: Option<&Path>) -> BatchJournal {
    let database = ClinicDatabase::connect(&settings(url.to_owned(), desk)).unwrap();
    BatchJournal::with_engine(Box::new(PostgresEngine::new(database)), data_dir)
}

/// A policy naming the clinic database at `url`, this desk being `desk`.
pub(super) fn clinic_policy(url: &str, desk: &str) -> intake_desk::policy::Policy {
    use intake_desk::policy::{ClinicDatabasePolicy, Policy};
    Policy {
        clinic_database: ClinicDatabasePolicy::Named { settings: settings(url.to_owned(), desk), locked: true },
        ..Policy::default()
    }
}

/// A desk's window: a data folder of its own, `policy`, started as `start`; once connected.
pub(super) fn desk_app(
    runtime: &tokio::runtime::Runtime,
    policy: intake_desk::policy::Policy,
    start: intake_desk::settings::StartMode,
) -> egui_kittest::Harness<'static, intake_desk::app::IntakeApp> {
    use crate::support::{config, temp_dir};
    connected_desk(intake_desk::app::AppConfig { data_dir: temp_dir("desk"), policy, ..config(runtime, start) })
}

/// The window `app` makes, its data folder usable; once connected.
pub(super) fn connected_desk(
    app: intake_desk::app::AppConfig,
) -> egui_kittest::Harness<'static, intake_desk::app::IntakeApp> {
    use crate::support::{build_app, wait_until};
    let startup = intake_desk::startup::StartupReport { problems: Vec::new(), data_folder_usable: true };
    let mut harness = build_app(intake_desk::app::AppConfig { startup, ..app });
    wait_until(&mut harness, "connected", |h| {
        h.state().state.connection.status == intake_desk::state::ConnectionStatus::Connected
    });
    harness
}
