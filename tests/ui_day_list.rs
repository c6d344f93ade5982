//! The day's list through the window, against the sandbox over HTTP: a file picked in the open
//! dialog, its columns mapped from their Dutch names, every row checked (a wrong date and a
//! missing address reported in words and never sent), one row fixed in place and one left out,
//! the count confirmed, the batch sent and its result shown; then the Today view lists what was
//! sent, and "Refresh statuses" fetches their statuses.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use std::sync::Arc;

use egui_kittest::kittest::Queryable;
use intake_desk::export::FixedOpenChoice;
use intake_desk::state::Screen;
use intake_desk::state::today::StatusCheck;
use intake_desk::worker::WorkerOptions;
use support::*;

const LIST: &str = "Referentie;Voornaam;Naam;Geboortedatum;Geslacht;Taal;E-mail;GSM\n\
DL-1;Zoë;Peeters;03/02/1985;V;nl;zoe@example.be;\n\
DL-2;Luc;Janssens;31/02/1985;M;nl;luc@example.be;\n\
DL-3;Emma;Claes;1990-12-24;V;fr;;+32 470 12 34 56\n\
DL-4;Noah;Maes;1970-01-01;M;de;noah@example.be;\n\
DL-5;Lina;Wouters;1999-05-05;V;en;lina@example.be;\n";

fn app_with_list(
    runtime: &tokio::runtime::Runtime,
    sandbox: &intake_desk::sandbox::Sandbox,
    file: &str,
    contents: &[u8],
) -> (egui_kittest::Harness<'static, intake_desk::app::IntakeApp>, std::path::PathBuf) {
    let folder = temp_dir("day-list-file");
    let path = folder.join(file);
    std::fs::write(&path, contents).unwrap();
    let data_dir = temp_dir("day-list-data");
    let options = WorkerOptions {
        open_dialog: Arc::new(FixedOpenChoice(Some(path))),
        data_dir: Some(data_dir.clone()),
        ..worker_options()
    };
    (app_with_options(runtime, sandbox, options), data_dir)
}

fn addresses(sandbox: &intake_desk::sandbox::Sandbox, from: usize) -> Vec<String> {
    sandbox.outbox().into_iter().skip(from).map(|message| message.address).collect()
}

#[test]
fn a_day_list_is_checked_fixed_sent_once_and_shown_in_today() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let (mut harness, _data) = app_with_list(&runtime, &sandbox, "afspraken.csv", LIST.as_bytes());
    wait_until(&mut harness, "connected", |h| {
        h.state().state.connection.status == intake_desk::state::ConnectionStatus::Connected
    });
    let before = sandbox.outbox().len();

    click(&mut harness, "Send the day's list");
    click(&mut harness, "Open a list…");
    wait_for_text(&mut harness, "Check the rows");
    assert!(has_text(&harness, "afspraken.csv: CSV, columns separated by semicolons, read as UTF-8."));
    click(&mut harness, "Check the rows");

    // Every row checked before anything is sent: the problems in words.
    assert!(has_text(&harness, "5 rows: 3 ready, 2 with a problem (not sent), 0 left out."));
    assert!(has_text(&harness, "Date of birth: 31 February does not exist."), "the wrong date, in words");
    assert!(has_text(&harness, "no e-mail address"), "the missing address is said");
    assert_eq!(sandbox.outbox().len(), before, "nothing sent before the user confirms");

    // Line 4 is fixed in place, line 6 left out.
    click(&mut harness, "Fix line 4: Emma Claes");
    fill(&mut harness, "E-mail", "emma@example.be");
    click(&mut harness, "Done");
    harness.get_by_label("Send line 6: Lina Wouters").click();
    settle(&mut harness);
    assert!(has_text(&harness, "5 rows: 3 ready, 1 with a problem (not sent), 1 left out."));

    click(&mut harness, "Send 3 invitations");
    assert!(has_text(&harness, "3 by e-mail, 0 by SMS."));
    assert!(has_text(&harness, "Not sent: 1 with a problem, 1 left out."));
    assert_eq!(sandbox.outbox().len(), before, "still nothing sent: the confirmation is open");
    click(&mut harness, "Yes, send 3 invitations");
    wait_for_text(&mut harness, "All 3 invitations were sent.");

    let mut sent = addresses(&sandbox, before);
    sent.sort();
    assert_eq!(sent, ["emma@example.be", "noah@example.be", "zoe@example.be"], "each once; the rest never");
    let results = harness.query_all_by_label("Sent").count();
    assert!(results >= 3, "the result table shows each row sent ({results})");

    // The Today view lists the batch; statuses only when asked.
    click(&mut harness, "Today");
    assert_eq!(harness.state().state.screen, Screen::Home);
    wait_for_text(&mut harness, "Zoë Peeters · DL-1");
    assert!(has_text(&harness, "Noah Maes · DL-4") && has_text(&harness, "Emma Claes · DL-3"));
    assert!(!has_text(&harness, "DL-2") && !has_text(&harness, "DL-5"), "what was not sent is not listed");
    assert_eq!(harness.query_all_by_label("Not checked yet").count(), 3, "no status is fetched on its own");
    click(&mut harness, "Refresh statuses");
    wait_until(&mut harness, "the statuses", |h| {
        let view = &h.state().state.today_view;
        view.refreshing.is_none()
            && view.sent.iter().all(|row| matches!(view.status_of(&row.survey_id), StatusCheck::Checked { .. }))
    });
    assert_eq!(harness.query_all_by_label("Not checked yet").count(), 0);

    // A row opens its survey.
    click_containing(&mut harness, "Open the survey sent at");
    wait_until(&mut harness, "the survey", |h| h.state().state.screen == Screen::Survey);
}

/// A batch the app did not finish (it was closed in the middle) is offered on the next start,
/// and resuming sends only what was not sent.
#[test]
fn an_unfinished_list_is_offered_at_start_and_resumed() {
    use intake_desk::batch_journal::{BatchItem, BatchJournal, RowState};
    use intake_desk::drafts::{DraftGender, DraftPatient};

    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let data_dir = temp_dir("day-list-unfinished");
    let item = |reference: &str, line: usize| BatchItem {
        reference: reference.into(),
        line,
        patient: DraftPatient {
            first_name: "An".into(),
            last_name: format!("Peeters {line}"),
            gender: Some(DraftGender::Female),
            birthdate: "1985-03-01".into(),
            language: "nl-BE".into(),
            email: format!("{}@example.be", reference.to_lowercase()),
            external_reference: reference.into(),
            ..DraftPatient::default()
        },
        sms: false,
        update_on_record: false,
    };
    let items: Vec<BatchItem> = (0..4).map(|i| item(&format!("UNF-{i}"), i + 2)).collect();
    let mut journal = BatchJournal::open(&data_dir).unwrap();
    let batch_id = journal.create("dinsdag.csv", &items).unwrap();
    // The first row was sent before the app was closed.
    let sent = RowState::Sent { survey_id: "earlier".into(), patient_id: None };
    journal.set(&batch_id, "UNF-0", &sent).unwrap();
    drop(journal);

    let options = WorkerOptions { data_dir: Some(data_dir.clone()), ..worker_options() };
    let mut harness = app_with_options(&runtime, &sandbox, options);
    wait_until(&mut harness, "connected", |h| {
        h.state().state.connection.status == intake_desk::state::ConnectionStatus::Connected
    });
    let before = sandbox.outbox().len();
    wait_for_text(&mut harness, "The day's list dinsdag.csv");
    click(&mut harness, "Resume sending dinsdag.csv");
    wait_for_text(&mut harness, "All 4 invitations were sent.");
    let mut sent = addresses(&sandbox, before);
    sent.sort();
    assert_eq!(sent, ["unf-1@example.be", "unf-2@example.be", "unf-3@example.be"]);
    assert!(BatchJournal::open(&data_dir).unwrap().unfinished().unwrap().is_empty());
}
