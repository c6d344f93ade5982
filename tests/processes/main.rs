//! Real processes: the `intake-desk` binary as a user or IT runs it (start-up, the sandbox
//! command, `--version`, the man page against `--help`), the app killed and started again
//! (children of this test binary), what the logs hold, and the files the packages and the
//! licence notices are made from.

#[path = "../support/mod.rs"]
mod support;

mod batch_crash;
mod children;
mod cli_version;
mod clinic_database;
mod eid_card;
mod import_cage;
mod import_fuzz;
mod licenses_current;
mod logging_secrets;
mod man_page;
mod no_personal_data_in_logs;
mod packaging;
mod real_processes;
mod sandbox_cli;
mod sandbox_logs;
mod startup;
mod windows_exe;
mod windows_session;
