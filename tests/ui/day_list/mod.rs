//! The day's list through the window, against the sandbox over HTTP: a file picked in the open
//! dialog, its columns mapped from their Dutch names, every row checked (a wrong date and a
//! missing address reported in words and never sent), one row fixed in place and one left out,
//! the count confirmed, the batch sent and its result shown; then the Today view lists what was
//! sent, and "Refresh statuses" fetches their statuses.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod agenda;
mod files;
mod reader;
mod sending;

use std::sync::Arc;

use crate::support::*;
use intake_desk::export::FixedOpenChoice;
use intake_desk::worker::WorkerOptions;

pub(super) const LIST: &str = "Referentie;Voornaam;Naam;Geboortedatum;Geslacht;Taal;E-mail;GSM\n\
DL-1;Zoë;Peeters;03/02/1985;V;nl;zoe@example.be;\n\
DL-2;Luc;Janssens;31/02/1985;M;nl;luc@example.be;\n\
DL-3;Emma;Claes;1990-12-24;V;fr;;+32 470 12 34 56\n\
DL-4;Noah;Maes;1970-01-01;M;de;noah@example.be;\n\
DL-5;Lina;Wouters;1999-05-05;V;en;lina@example.be;\n";

pub(super) fn app_with_list(
    runtime: &tokio::runtime::Runtime,
    sandbox: &intake_desk::sandbox::Sandbox,
    file: &str,
    contents: &[u8],
) -> (egui_kittest::Harness<'static, intake_desk::app::IntakeApp>, std::path::PathBuf) {
    let folder = temp_dir("day-list-file");
    let path = folder.join(file);
    std::fs::write(&path, contents).unwrap();
    // The profile's data (the journal) beside it: `folder/data`.
    let data_dir = folder.join("data");
    let options = WorkerOptions {
        open_dialog: Arc::new(FixedOpenChoice(Some(path))),
        // "Export the results…" saves next to the list.
        save_dialog: FixedPathDialog::new(folder.join("results.csv"), true),
        data_dir: Some(data_dir.clone()),
        ..worker_options()
    };
    (app_with_options(runtime, sandbox, options), folder)
}

/// Opens the list the dialog answers and goes to its check, as a person would.
pub(super) fn open_and_check(harness: &mut egui_kittest::Harness<'static, intake_desk::app::IntakeApp>) {
    click(harness, "Send the day's list");
    click(harness, "Open a list…");
    wait_for_text(harness, "Check the rows");
    click(harness, "Check the rows");
}

/// "Send N invitations", then "Yes" in the confirmation (one at a time with `one_at_a_time`).
pub(super) fn send(
    harness: &mut egui_kittest::Harness<'static, intake_desk::app::IntakeApp>,
    count: usize,
    one_at_a_time: bool,
) {
    if one_at_a_time {
        harness.state_mut().state.apply_intent(intake_desk::state::Intent::DayList(
            intake_desk::state::day_list_flow::DayListIntent::Concurrency(1),
        ));
    }
    let (button, yes) = match count {
        1 => ("Send 1 invitation".to_owned(), "Yes, send 1 invitation".to_owned()),
        n => (format!("Send {n} invitations"), format!("Yes, send {n} invitations")),
    };
    click(harness, &button);
    click(harness, &yes);
}

pub(super) fn addresses(sandbox: &intake_desk::sandbox::Sandbox, from: usize) -> Vec<String> {
    sandbox.outbox().into_iter().skip(from).map(|message| message.address).collect()
}

/// A file dropped on the window, as the desktop hands it over.
#[derive(Debug)]
pub(super) struct Dropped(std::path::PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &std::path::Path {
        &self.0
    }

    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|error| error.to_string())
    }
}
