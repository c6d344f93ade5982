//! The day's list through the window, against the sandbox over HTTP: a file picked in the open
//! dialog, its columns mapped from their Dutch names, every row checked (a wrong date and a
//! missing address reported in words and never sent), one row fixed in place and one left out,
//! the count confirmed, the batch sent and its result shown; then the Today view lists what was
//! sent, and "Refresh statuses" fetches their statuses.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::Arc;

use crate::support::*;
use egui_kittest::kittest::{NodeT, Queryable};
use intake_desk::export::FixedOpenChoice;
use intake_desk::state::Screen;
use intake_desk::state::today::StatusCheck;
use intake_desk::worker::WorkerOptions;

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
fn open_and_check(harness: &mut egui_kittest::Harness<'static, intake_desk::app::IntakeApp>) {
    click(harness, "Send the day's list");
    click(harness, "Open a list…");
    wait_for_text(harness, "Check the rows");
    click(harness, "Check the rows");
}

/// "Send N invitations", then "Yes" in the confirmation (one at a time with `one_at_a_time`).
fn send(harness: &mut egui_kittest::Harness<'static, intake_desk::app::IntakeApp>, count: usize, one_at_a_time: bool) {
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

fn addresses(sandbox: &intake_desk::sandbox::Sandbox, from: usize) -> Vec<String> {
    sandbox.outbox().into_iter().skip(from).map(|message| message.address).collect()
}

#[test]
fn a_day_list_is_checked_fixed_sent_once_and_shown_in_today() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let (mut harness, _folder) = app_with_list(&runtime, &sandbox, "afspraken.csv", LIST.as_bytes());
    wait_until(&mut harness, "connected", |h| {
        h.state().state.connection.status == intake_desk::state::ConnectionStatus::Connected
    });
    let before = sandbox.outbox().len();

    click(&mut harness, "Send the day's list");
    click(&mut harness, "Open a list…");
    wait_for_text(&mut harness, "Check the rows");
    // How the file was read is folded under "Advanced": its name is what the desk reads.
    assert!(has_text(&harness, "File: afspraken.csv"));
    click(&mut harness, "Advanced");
    assert!(has_text(&harness, "afspraken.csv: CSV, columns separated by semicolons, read as UTF-8."));
    click(&mut harness, "Check the rows");

    // Every row checked before anything is sent: the problems in words.
    assert!(has_text(&harness, "5 rows: 3 ready, 2 with a problem (not sent), 0 left out."));
    assert!(has_text(&harness, "Date of birth: 31 February does not exist."), "the wrong date, in words");
    assert!(has_text(&harness, "no e-mail address"), "the missing address is said");
    assert_eq!(sandbox.outbox().len(), before, "nothing sent before the user confirms");

    // Row 4 is fixed in place, row 6 left out.
    click(&mut harness, "Fix row 4 in the file: Emma Claes");
    fill(&mut harness, "E-mail", "emma@example.be");
    click(&mut harness, "Done");
    harness.get_by_label("Send row 6 in the file: Lina Wouters").click();
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
    click_survey_row_with(&mut harness, "Zoë Peeters · DL-1");
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
        ..Default::default()
    };
    let items: Vec<BatchItem> = (0..4).map(|i| item(&format!("UNF-{i}"), i + 2)).collect();
    let mut journal = BatchJournal::open(&data_dir).unwrap();
    let batch_id = journal.create("dinsdag.csv", &items, &session_of(&sandbox)).unwrap();
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

/// A file dropped on the window, as the desktop hands it over.
#[derive(Debug)]
struct Dropped(std::path::PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &std::path::Path {
        &self.0
    }

    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|error| error.to_string())
    }
}

/// Dropping a Windows-1252 export (as Belgian Excel writes it) on the window opens it, says
/// how it was read, and its accents come out right.
#[test]
fn a_file_dropped_on_the_window_opens_and_says_how_it_was_read() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    let fixture = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/day-list-windows-1252.csv");
    harness.input_mut().dropped_files.push(Arc::new(Dropped(fixture)));
    wait_for_text(&mut harness, "Check the rows");
    assert_eq!(harness.state().state.screen, Screen::DayList);
    click(&mut harness, "Advanced");
    assert!(has_text(
        &harness,
        "day-list-windows-1252.csv: CSV, columns separated by semicolons, read as Windows-1252 (Western European)."
    ));
    assert!(has_text(&harness, "François"), "é, ë and ç read from Windows-1252");
}

/// Pause stops new rows and lets those in flight finish; Resume sends the rest; Cancel stops
/// for good and says what was sent. Each invitation once, counted in the sandbox's outbox.
#[test]
fn pause_resume_and_cancel_never_send_twice() {
    let runtime = runtime();
    let config = intake_desk::sandbox::SandboxConfig {
        latency: std::time::Duration::from_millis(150),
        ..intake_desk::sandbox::SandboxConfig::default().with_test_controls()
    };
    let sandbox = runtime.block_on(intake_desk::sandbox::Sandbox::start(config)).unwrap();
    let mut list = String::from("Reference;First name;Last name;Date of birth;Gender;Language;Email\n");
    for i in 0..12 {
        list.push_str(&format!("P-{i:02};Ann;Peeters {i};1980-01-01;F;nl;p{i}@example.be\n"));
    }
    let (mut harness, folder) = app_with_list(&runtime, &sandbox, "list.csv", list.as_bytes());
    let data_dir = folder.join("data");
    let before = sandbox.outbox().len();
    open_and_check(&mut harness);
    send(&mut harness, 12, true);
    wait_until(&mut harness, "a row sent", |h| h.state().state.batch.as_ref().is_some_and(|b| b.counts().sent >= 1));
    click(&mut harness, "Pause");
    wait_for_text(&mut harness, "Paused:");
    let paused_at = sandbox.outbox().len() - before;
    assert!(paused_at < 12, "the pause held the rest back ({paused_at} sent)");
    std::thread::sleep(std::time::Duration::from_millis(500));
    assert_eq!(sandbox.outbox().len() - before, paused_at, "nothing is sent while paused");

    click(&mut harness, "Resume sending");
    wait_until(&mut harness, "another row sent", |h| {
        h.state().state.batch.as_ref().is_some_and(|b| b.counts().sent > paused_at)
    });
    click(&mut harness, "Cancel the rest");
    wait_for_text(&mut harness, "Cancelled:");
    let sent = sandbox.outbox().len() - before;
    assert!(sent < 12, "cancel stopped the rest ({sent} sent)");
    assert!(has_text(&harness, &format!("Cancelled: {sent} sent, {} not sent and will not be.", 12 - sent)));
    let mut addresses = addresses(&sandbox, before);
    addresses.sort();
    addresses.dedup();
    assert_eq!(addresses.len(), sent, "no invitation twice");
    wait_until(&mut harness, "the batch closed in the journal", |_| {
        intake_desk::batch_journal::BatchJournal::open(&data_dir).unwrap().unfinished().unwrap().is_empty()
    });
}

/// A reference on record whose details differ is not updated and not sent, until the user
/// chooses it for that row; the comparison says what differs. Then the record is updated and
/// the survey sent (form 1); the results can be exported as CSV.
#[test]
fn details_that_differ_are_updated_only_when_chosen_per_row() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let list = "Patiëntnummer;Voornaam;Achternaam;Geboortedatum;Geslacht;Taal;E-mail\n\
                MRN-0001;Zoë;Vermeulen;12/04/1987;V;nl;zoe.new@example.be\n\
                PT-9001;Lucas;Peeters;03/02/1985;M;nl;lucas@example.be\n";
    let (mut harness, folder) = app_with_list(&runtime, &sandbox, "list.csv", list.as_bytes());
    let client = intake_desk::api::Client::new(
        &intake_desk::api::Environment::Sandbox { base_url: sandbox.base_url() },
        intake_desk::api::AccessToken::new(sandbox.token()),
        &intake_desk::api::ClientOptions::default(),
    )
    .unwrap();
    let on_record = || runtime.block_on(client.get_patient_by_external_reference("MRN-0001")).unwrap();
    let before = sandbox.outbox().len();
    open_and_check(&mut harness);
    send(&mut harness, 2, false);
    wait_for_text(&mut harness, "1 sent; 1 not sent (see why below).");
    assert_eq!(addresses(&sandbox, before), ["lucas@example.be"]);
    assert_eq!(on_record().email.as_deref(), Some("zoe.vermeulen@example.be"), "the record is unchanged");
    assert!(has_text(&harness, "E-mail: “zoe.vermeulen@example.be” on record, “zoe.new@example.be” in the file"));

    let choice = harness.query_all_by_label_contains("Update Zoë Vermeulen's record and send").next().unwrap();
    choice.click();
    settle(&mut harness);
    click(&mut harness, "Send 1 again");
    wait_for_text(&mut harness, "All 2 invitations were sent.");
    assert_eq!(addresses(&sandbox, before), ["lucas@example.be", "zoe.new@example.be"]);
    assert_eq!(on_record().email.as_deref(), Some("zoe.new@example.be"), "updated because it was chosen");

    // The results as CSV, where the user says.
    click(&mut harness, "Export the results…");
    wait_for_text(&mut harness, "The results were saved to");
    let csv = std::fs::read(folder.join("results.csv")).unwrap();
    assert!(csv.starts_with(&[0xEF, 0xBB, 0xBF]), "a byte-order mark, so Excel reads the accents");
    let csv = String::from_utf8(csv[3..].to_vec()).unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines[0], "Row;Reference;Patient;Channel;Result;Why;Survey");
    assert!(lines[1].starts_with("2;MRN-0001;Zoë Vermeulen;E-mail;Sent;;"), "{csv}");
    assert!(lines[2].starts_with("3;PT-9001;Lucas Peeters;E-mail;Sent;;"), "{csv}");
}

/// A survey sent from a patient's page is in the Today view too (from the activity log), with
/// the patient's name when this session knows it.
#[test]
fn a_single_survey_is_in_the_today_view() {
    use intake_desk::state::{Intent, SurveyFormIntent};
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness = app_against(&runtime, &sandbox);
    open_patient_surveys(&mut harness, "MRN-0001");
    harness.state_mut().state.apply_intent(Intent::StartSurveyForOpenPatient);
    harness.state_mut().state.apply_intent(Intent::SurveyForm(SurveyFormIntent::Create));
    wait_until(&mut harness, "the survey created", |h| {
        h.state().state.survey_form.as_ref().is_some_and(|f| f.created.is_some())
    });
    harness.state_mut().state.apply_intent(Intent::SurveyForm(SurveyFormIntent::Close));
    click(&mut harness, "Today");
    wait_for_text(&mut harness, "Zoë Vermeulen · MRN-0001");
    assert!(has_text(&harness, "Link only"), "no invitation was sent with it");

    // The list is one Tab stop for the keyboard, named by its heading; Enter opens the survey.
    let list = harness.get_by_role_and_label(egui::accesskit::Role::ListBox, "Sent from this workstation today");
    list.focus();
    settle(&mut harness);
    harness.key_press(egui::Key::Enter);
    wait_until(&mut harness, "the survey", |h| h.state().state.screen == Screen::Survey);
}

/// A computer where no file dialog can be shown (Linux without a desktop portal or zenity): the
/// app says so and points to dropping the file, instead of doing nothing.
#[test]
fn without_a_file_dialog_the_app_says_to_drop_the_file() {
    #[derive(Debug)]
    struct NoDialog;
    impl intake_desk::export::OpenDialog for NoDialog {
        fn choose(&self, _offer: &intake_desk::export::OpenOffer) -> intake_desk::export::OpenFuture {
            Box::pin(async { None })
        }
        fn take_could_not_show(&self) -> bool {
            true
        }
    }
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let options = WorkerOptions { open_dialog: Arc::new(NoDialog), ..worker_options() };
    let mut harness = app_with_options(&runtime, &sandbox, options);
    click(&mut harness, "Send the day's list");
    click(&mut harness, "Open a list…");
    wait_for_text(
        &mut harness,
        "No file dialog can be shown on this computer. Drop the list's file on this window instead.",
    );
}

/// A row the service refused fails with its reason; "Send 1 again" sends it, once.
#[test]
fn a_failed_row_is_sent_again_on_request_and_only_once() {
    use intake_desk::sandbox::{Fault, FaultRule};
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let list = "Reference;First name;Last name;Date of birth;Gender;Language;Email\n\
                F-1;Ann;Peeters;1980-01-01;F;nl;ann@example.be\n\
                F-2;Bo;Maes;1981-01-01;M;nl;bo@example.be\n";
    let (mut harness, _folder) = app_with_list(&runtime, &sandbox, "list.csv", list.as_bytes());
    let before = sandbox.outbox().len();
    // The first survey asked for is refused (the service's own words come back).
    sandbox.faults().set(FaultRule {
        method: Some("POST".into()),
        path_prefix: "/tenant-api/survey".into(),
        fault: Fault::Respond {
            status: 400,
            body: r#"{"title":"Invalid request","detail":"The healthcare service is closed"}"#.into(),
            content_type: Some("application/problem+json".into()),
            retry_after: None,
        },
        times: Some(1),
        every: None,
    });
    open_and_check(&mut harness);
    send(&mut harness, 2, true);
    wait_for_text(&mut harness, "1 sent; 1 not sent (see why below).");
    assert!(has_text(&harness, "Failed"));
    let kind = intake_desk::i18n::Translator::new(intake_desk::i18n::Language::English)
        .msg(&intake_desk::i18n::service::kind(intake_desk::api::error::ErrorKind::Validation));
    assert!(has_text(&harness, &kind), "why, in words: {kind}");
    assert_eq!(sandbox.outbox().len() - before, 1);
    click(&mut harness, "Send 1 again");
    wait_for_text(&mut harness, "All 2 invitations were sent.");
    let mut sent = addresses(&sandbox, before);
    sent.sort();
    assert_eq!(sent, ["ann@example.be", "bo@example.be"], "each once");
}

/// The columns the user matched are found again for the next file with the same headers.
#[test]
fn the_confirmed_columns_are_remembered_for_the_next_file() {
    use intake_desk::import::mapping::Target;
    use intake_desk::state::Intent;
    use intake_desk::state::day_list_flow::DayListIntent;
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    // "Code" is not a name the guess knows for the reference.
    let list = "Code;Voornaam;Naam;Geboortedatum;Geslacht;Taal;E-mail\n\
                K-1;An;Peeters;01/01/1980;V;nl;an@example.be\n";
    let (mut harness, _folder) = app_with_list(&runtime, &sandbox, "maandag.csv", list.as_bytes());
    click(&mut harness, "Send the day's list");
    click(&mut harness, "Open a list…");
    wait_for_text(&mut harness, "Check the rows");
    assert!(has_text(&harness, "The columns are matched from their names."));
    let mapping = || harness_mapping(&harness);
    fn harness_mapping(h: &egui_kittest::Harness<'_, intake_desk::app::IntakeApp>) -> Option<usize> {
        h.state().state.day_list.file.as_ref().and_then(|f| f.mapping.column(Target::ExternalReference))
    }
    assert_eq!(mapping(), None);
    harness
        .state_mut()
        .state
        .apply_intent(Intent::DayList(DayListIntent::MapColumn(Target::ExternalReference, Some(0))));
    click(&mut harness, "Check the rows");
    click(&mut harness, "Send 1 invitation");
    click(&mut harness, "Yes, send 1 invitation");
    wait_for_text(&mut harness, "The invitation was sent.");
    click(&mut harness, "New list");
    click(&mut harness, "Open a list…");
    wait_for_text(&mut harness, "Check the rows");
    assert!(has_text(&harness, "The columns are matched as you confirmed for a file with these columns before."));
    assert_eq!(harness_mapping(&harness), Some(0));
}

/// Where no save dialog can be shown (Linux without a desktop portal or zenity), the results
/// are saved into the Documents folder at once, and the app says where.
#[test]
fn without_a_save_dialog_the_results_go_to_the_documents_folder() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let folder = temp_dir("day-list-no-save-dialog");
    let list = folder.join("list.csv");
    std::fs::write(&list, "Reference;First name;Last name;Date of birth;Gender;Language;Email\nN-1;Ann;Peeters;1980-01-01;F;nl;ann@example.be\n").unwrap();
    let documents = temp_dir("day-list-documents");
    let options = WorkerOptions {
        open_dialog: Arc::new(FixedOpenChoice(Some(list))),
        save_dialog: FixedPathDialog::unavailable(),
        documents_folder: Some(documents.clone()),
        data_dir: Some(folder.join("data")),
        ..worker_options()
    };
    let mut harness = app_with_options(&runtime, &sandbox, options);
    open_and_check(&mut harness);
    send(&mut harness, 1, false);
    wait_for_text(&mut harness, "The invitation was sent.");
    click(&mut harness, "Export the results…");
    wait_for_text(&mut harness, "The results were saved to");
    let saved: Vec<_> = std::fs::read_dir(&documents).unwrap().map(|entry| entry.unwrap().path()).collect();
    assert_eq!(saved.len(), 1, "{saved:?}");
    assert!(has_text(&harness, &saved[0].display().to_string()), "the app says where");
}

/// A file dropped on a list being worked on (its columns chosen, a row fixed) replaces it only
/// when the user says so; dropped behind a dialog, it is not taken at all.
#[test]
fn a_file_dropped_on_a_list_being_worked_on_replaces_it_only_when_asked() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let (mut harness, _folder) = app_with_list(&runtime, &sandbox, "afspraken.csv", LIST.as_bytes());
    open_and_check(&mut harness);
    let other = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/day-list-windows-1252.csv");
    let file_name = |harness: &egui_kittest::Harness<'static, intake_desk::app::IntakeApp>| {
        harness.state().state.day_list.file.as_ref().map(|file| file.file_name.clone())
    };

    // A row fixed in place, and a file dropped while its editor is open: not taken.
    click(&mut harness, "Fix row 4 in the file: Emma Claes");
    fill(&mut harness, "E-mail", "emma@example.be");
    harness.input_mut().dropped_files.push(Arc::new(Dropped(other.clone())));
    settle(&mut harness);
    click(&mut harness, "Done");
    assert!(has_text(&harness, "5 rows: 4 ready, 1 with a problem (not sent), 0 left out."), "the fix is kept");

    // Dropped on the check: asked first. Kept: the list and its fix are as they were.
    harness.input_mut().dropped_files.push(Arc::new(Dropped(other.clone())));
    wait_for_text(&mut harness, "Keep working on this list");
    click(&mut harness, "Keep working on this list");
    assert_eq!(file_name(&harness).as_deref(), Some("afspraken.csv"));
    assert!(has_text(&harness, "5 rows: 4 ready, 1 with a problem (not sent), 0 left out."));

    // Dropped again, and opened: the new list.
    harness.input_mut().dropped_files.push(Arc::new(Dropped(other)));
    wait_for_text(&mut harness, "Open day-list-windows-1252.csv");
    click(&mut harness, "Open day-list-windows-1252.csv");
    wait_until(&mut harness, "the new list", |h| {
        h.state().state.day_list.file.as_ref().is_some_and(|file| file.file_name == "day-list-windows-1252.csv")
    });
    assert!(sandbox.outbox().is_empty(), "nothing was sent by any of it");
}

/// A row whose answer was lost, and the service could not be asked afterwards, is shown as
/// unknown — not sent, not failed — and "Ask the service again" finds it sent: one invitation.
#[test]
fn a_row_whose_outcome_is_unknown_is_said_so_and_asked_about_again() {
    use intake_desk::sandbox::{Fault, FaultRule};
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let folder = temp_dir("day-list-unknown");
    let path = folder.join("een.csv");
    std::fs::write(
        &path,
        "Referentie;Voornaam;Naam;Geboortedatum;Geslacht;Taal;E-mail\nUNK-1;An;Peeters;01/03/1985;V;nl;an@example.be\n",
    )
    .unwrap();
    let options = WorkerOptions {
        open_dialog: Arc::new(FixedOpenChoice(Some(path))),
        data_dir: Some(folder.join("data")),
        client: intake_desk::api::ClientOptions {
            request_timeout: std::time::Duration::from_millis(300),
            ..Default::default()
        },
        ..worker_options()
    };
    let mut harness = app_with_options(&runtime, &sandbox, options);
    open_and_check(&mut harness);
    // The create is handled, its answer comes too late; then the look-up that would tell is
    // refused. Both are set before the send: the look-up follows the client's timeout (300 ms)
    // whatever the test is doing (set after the create was seen handled, the refusal came too
    // late on a loaded machine and the row was found sent). The patient is new, so the send
    // lists no surveys before its create: only the look-up after it does.
    sandbox.faults().set(FaultRule {
        method: Some("POST".into()),
        path_prefix: "/tenant-api/survey".into(),
        fault: Fault::DelayAfterHandling { millis: 1_000 },
        times: Some(1),
        every: None,
    });
    sandbox.faults().set(FaultRule {
        method: Some("GET".into()),
        path_prefix: "/tenant-api/survey/patient/".into(),
        fault: Fault::Respond { status: 403, body: String::new(), content_type: None, retry_after: None },
        times: None,
        every: None,
    });
    send(&mut harness, 1, false);
    wait_until(&mut harness, "the create handled", |_| !sandbox.outbox().is_empty());
    wait_until(&mut harness, "the batch to end", |h| h.state().state.batch.as_ref().is_some_and(|b| b.ended.is_some()));
    assert!(has_text(&harness, "Unknown"), "the row says what is known of it");
    assert!(has_text(&harness, "Sent 0 · Not sent on purpose 0 · Failed 0 · Unknown 1 · Remaining 0"));

    // The service answers again: asked, the row is found sent, and nothing is sent twice.
    sandbox.faults().clear();
    click(&mut harness, "Ask the service again");
    wait_for_text(&mut harness, "The invitation was sent.");
    assert_eq!(sandbox.outbox().len(), 1, "one invitation");
}

/// A file that is not text is refused in one sentence (not read as rows of garbage); control
/// characters in a list's cells never reach the screen or the screen reader (issue 27).
#[test]
fn a_binary_file_is_refused_and_control_characters_never_reach_the_screen_reader() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let (mut harness, folder) = app_with_list(&runtime, &sandbox, "agenda.csv", b"Naam;Voornaam\nPeeters;A\0n\n");
    click(&mut harness, "Send the day's list");
    click(&mut harness, "Open a list…");
    wait_until(&mut harness, "the refusal", |h| h.state().state.day_list.problem.is_some());
    assert!(has_text(&harness, "This file is not a list: it is not text"), "said in words");
    assert!(harness.state().state.day_list.file.is_none(), "nothing read");
    assert_eq!(control_characters_in_tree(&harness), Vec::<String>::new());

    // A list whose cells hold a bell, an escape and a NUL-free line break.
    let list = folder.join("controls.csv");
    std::fs::write(&list, "Referentie;Voornaam;Naam;Geboortedatum;Geslacht;Taal;E-mail\nCTL-1;Zo\u{7}ë;\u{1b}[1mPeeters;01/03/1985;V;nl;zoe@example.be\n").unwrap();
    harness.input_mut().dropped_files.push(Arc::new(Dropped(list)));
    wait_for_text(&mut harness, "Check the rows");
    click(&mut harness, "Check the rows");
    assert!(has_text(&harness, "Zoë"), "the name, without the bell");
    assert_eq!(control_characters_in_tree(&harness), Vec::<String>::new(), "nothing for the screen reader to choke on");
}

/// A cell of 5,000 characters in a mapped column (issue 27): the row is read, its problem said
/// in words on that row ("Last name: the file's cell holds 5000 characters…"), the text itself
/// never laid out; typed in place, the name replaces the cell and the problem is gone.
#[test]
fn a_cell_too_long_for_a_list_is_said_on_its_row_and_can_be_typed_in_place() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let fixture = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/hostile-long-cell.xlsx");
    let (mut harness, _folder) = app_with_list(&runtime, &sandbox, "long.xlsx", &std::fs::read(fixture).unwrap());
    open_and_check(&mut harness);
    let problem = {
        let state = &harness.state().state;
        let cell = intake_desk::i18n::Msg::new("day-list-cell-too-long")
            .with("chars", 5000)
            .with("max", intake_desk::import::MAX_CELL_CHARS);
        state.tr.msg(&intake_desk::patient::Validation::problem_line(intake_desk::patient::Field::LastName, &cell))
    };
    assert!(has_text(&harness, &problem), "the row's problem is said: {problem}");
    assert!(!has_text(&harness, &"L".repeat(1001)), "the cell's text is not shown");

    click(&mut harness, "Fix row 3 in the file: Bo");
    fill(&mut harness, "Last name", "Claes");
    click(&mut harness, "Done");
    assert!(!has_text(&harness, &problem), "the problem is gone once the name is typed");
    assert!(has_text(&harness, "Bo Claes"));
}

/// "Stop reading" stops a file being read (issue 27): nothing of it is kept, and the page is
/// ready for another file.
#[test]
fn a_file_being_read_can_be_stopped() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    // 30 MB of rows: seconds of reading in a debug build.
    let mut big = String::from("Referentie;Voornaam;Naam\n");
    while big.len() < 30 * 1024 * 1024 {
        big.push_str("R-1;An;Peeters;Een notitie die de rij langer maakt dan nodig is, om het lezen te laten duren\n");
    }
    let (mut harness, _folder) = app_with_list(&runtime, &sandbox, "big.csv", big.as_bytes());
    click(&mut harness, "Send the day's list");
    click(&mut harness, "Open a list…");
    wait_for_text(&mut harness, "Stop reading");
    click(&mut harness, "Stop reading");
    wait_until(&mut harness, "the reading to stop", |h| h.state().state.day_list.reading.is_none());
    let list = &harness.state().state.day_list;
    assert!(list.file.is_none(), "nothing of the file is kept");
    assert!(!has_text(&harness, "Stop reading"));
    assert!(has_text(&harness, "Open a list…"), "ready for another file");
}

/// The day's list with the import's cage set up as `cage` says, the first file `first` (given
/// by the open dialog), opened: the problem said, or the list read.
fn app_with_cage(
    runtime: &tokio::runtime::Runtime,
    sandbox: &intake_desk::sandbox::Sandbox,
    first: std::path::PathBuf,
    cage: intake_desk::worker::import_cage::ImportCage,
) -> egui_kittest::Harness<'static, intake_desk::app::IntakeApp> {
    let options = WorkerOptions {
        open_dialog: Arc::new(FixedOpenChoice(Some(first))),
        data_dir: Some(temp_dir("day-list-cage")),
        import_cage: cage,
        ..worker_options()
    };
    let mut harness = app_with_options(runtime, sandbox, options);
    click(&mut harness, "Send the day's list");
    click(&mut harness, "Open a list…");
    harness
}

/// Waits until the file being read is refused, and returns the sentence the page says (the
/// problem is then cleared, as a new file is dropped).
fn refusal(harness: &mut egui_kittest::Harness<'static, intake_desk::app::IntakeApp>) -> String {
    wait_until(harness, "the file refused", |h| {
        h.state().state.day_list.reading.is_none() && h.state().state.day_list.problem.is_some()
    });
    let state = &harness.state().state;
    assert!(state.day_list.file.is_none(), "nothing of the file is read");
    let said = state.day_list.problem.as_ref().map(|(msg, _)| state.tr.msg(msg)).unwrap();
    assert!(has_text(harness, &said), "the page says {said:?}");
    harness.state_mut().state.day_list.problem = None;
    said
}

fn fixture(name: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(name)
}

/// Drops a normal list on the window and waits for it to be read: the app reads on.
fn a_normal_list_opens(harness: &mut egui_kittest::Harness<'static, intake_desk::app::IntakeApp>) {
    harness.input_mut().dropped_files.push(Arc::new(Dropped(fixture("day-list-semicolon.csv"))));
    wait_for_text(harness, "Check the rows");
    assert!(harness.state().state.day_list.file.is_some(), "a normal list is read afterwards");
}

const MEMORY: &str = "This file could not be read safely: it asks for far more memory than a day's list needs.";

/// Spreadsheets that ask the reader for terabytes (issue 42): a 5.6 KB XLS whose DIMENSIONS
/// record declares 4 billion rows, a 2 KB XLSX whose shared-string table declares 10^15 strings,
/// and the same XLS renamed .xlsx. Each ends only the import's child, at its memory cap; the
/// window says why, and reads a normal list afterwards.
#[test]
fn a_file_that_asks_for_far_too_much_memory_is_refused_in_a_sentence() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let cage = worker_options().import_cage;
    let mut harness = app_with_cage(&runtime, &sandbox, fixture("hostile-dimension.xls"), cage);
    assert!(refusal(&mut harness).starts_with(MEMORY));
    let renamed = temp_dir("renamed").join("agenda.xlsx");
    std::fs::copy(fixture("hostile-dimension.xls"), &renamed).unwrap();
    for file in [fixture("hostile-string-count.xlsx"), renamed] {
        harness.input_mut().dropped_files.push(Arc::new(Dropped(file.clone())));
        assert!(refusal(&mut harness).starts_with(MEMORY), "{}", file.display());
    }
    a_normal_list_opens(&mut harness);
}

/// A file the reader is still on at the time limit (here a 30 MB list against a limit made
/// short): the child is killed, the window says why, and reads a normal list afterwards. A
/// list whose rows are more than the parent takes back from the child is refused too.
#[test]
fn a_file_read_past_the_time_limit_or_larger_than_a_list_is_refused_in_a_sentence() {
    use intake_desk::worker::import_cage::ImportCage;
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    // 10,000 rows with a 3,000-character note each: 30 MB, every row read (seconds in a debug
    // build), against a limit of a tenth of a second.
    let note = "Een notitie die de rij langer maakt. ".repeat(81);
    let mut big = String::from("Referentie;Voornaam;Naam;Notitie\n");
    for row in 0..10_000 {
        big.push_str(&format!("R-{row};An;Peeters;{note}\n"));
    }
    let file = temp_dir("slow").join("big.csv");
    std::fs::write(&file, big).unwrap();
    let cage = ImportCage { time_limit: std::time::Duration::from_millis(100), ..worker_options().import_cage };
    let mut harness = app_with_cage(&runtime, &sandbox, file, cage);
    assert!(
        refusal(&mut harness).starts_with(
            "This file could not be read safely: reading it took far longer than a day's list ever takes."
        )
    );
    a_normal_list_opens(&mut harness);

    // The 5-row list of this file's first test answers in about 600 bytes: more than this cage
    // takes back.
    let list = temp_dir("answer").join("afspraken.csv");
    std::fs::write(&list, LIST).unwrap();
    let cage = ImportCage { max_answer_bytes: 256, ..worker_options().import_cage };
    let mut harness = app_with_cage(&runtime, &sandbox, list, cage);
    assert!(
        refusal(&mut harness).starts_with("This file could not be read safely: it holds far more than a day's list.")
    );
}

/// A reader that ends unexpectedly (a crash: SIGSEGV), answers what is not an answer, or cannot
/// be started: each is one sentence, and the next file is read. The reader is a stand-in here (a
/// shell script, which then hands over to `intake-desk`): no real file makes the child crash.
#[cfg(unix)]
#[test]
fn a_reader_that_crashes_answers_garbage_or_cannot_start_is_said_in_a_sentence() {
    use std::os::unix::fs::PermissionsExt as _;
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let folder = temp_dir("stand-in");
    let behaviour = folder.join("behaviour.sh");
    let reader = folder.join("reader");
    std::fs::write(&reader, format!("#!/bin/sh\n. '{}'\n", behaviour.display())).unwrap();
    std::fs::set_permissions(&reader, std::fs::Permissions::from_mode(0o755)).unwrap();
    let behave = |script: &str| std::fs::write(&behaviour, script).unwrap();
    behave("cat >/dev/null; kill -SEGV $$\n");
    let cage = intake_desk::worker::import_cage::ImportCage::with_program(&reader);
    let mut harness = app_with_cage(&runtime, &sandbox, fixture("day-list-semicolon.csv"), cage);
    assert!(
        refusal(&mut harness).starts_with("This file could not be read safely: the reader stopped on it unexpectedly.")
    );

    behave("cat >/dev/null; echo 'running 0 tests'\n");
    harness.input_mut().dropped_files.push(Arc::new(Dropped(fixture("day-list-comma.csv"))));
    assert!(refusal(&mut harness).starts_with("This file could not be read safely: the reader's answer was damaged."));

    std::fs::remove_file(&reader).unwrap();
    harness.input_mut().dropped_files.push(Arc::new(Dropped(fixture("day-list-comma.csv"))));
    assert!(
        refusal(&mut harness).starts_with("The file could not be read: Intake Desk could not start its safe reader.")
    );

    std::fs::write(&reader, format!("#!/bin/sh\nexec '{}' \"$@\"\n", env!("CARGO_BIN_EXE_intake-desk"))).unwrap();
    std::fs::set_permissions(&reader, std::fs::Permissions::from_mode(0o755)).unwrap();
    a_normal_list_opens(&mut harness);
}

/// "Stop reading" and closing the window end the reader's process at once: a stand-in that
/// would read for a minute, then leave a mark, is gone well before, without its mark (issue 42:
/// both waited for the reading).
#[cfg(target_os = "linux")]
#[test]
fn stopping_the_reading_or_closing_the_window_ends_the_reader() {
    use std::os::unix::fs::PermissionsExt as _;
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let folder = temp_dir("endless");
    let (pid_file, finished) = (folder.join("pid"), folder.join("finished"));
    let reader = folder.join("reader");
    let script = format!(
        "#!/bin/sh\necho $$ > '{0}.new'; mv '{0}.new' '{0}'\n\
         i=0; while [ $i -lt 600 ]; do sleep 0.1; i=$((i + 1)); done\necho yes > '{1}'\n",
        pid_file.display(),
        finished.display()
    );
    std::fs::write(&reader, script).unwrap();
    std::fs::set_permissions(&reader, std::fs::Permissions::from_mode(0o755)).unwrap();
    // A time limit past the test's own deadline: only the stop or the closing can end it.
    let cage = intake_desk::worker::import_cage::ImportCage {
        time_limit: std::time::Duration::from_secs(120),
        ..intake_desk::worker::import_cage::ImportCage::with_program(&reader)
    };
    let mut harness = app_with_cage(&runtime, &sandbox, fixture("day-list-semicolon.csv"), cage);
    let reader_pid = |harness: &mut egui_kittest::Harness<'static, intake_desk::app::IntakeApp>| {
        wait_until(harness, "the reader started", |_| pid_file.exists());
        let pid = std::fs::read_to_string(&pid_file).unwrap().trim().to_owned();
        std::fs::remove_file(&pid_file).unwrap();
        std::path::PathBuf::from(format!("/proc/{pid}"))
    };
    let running = reader_pid(&mut harness);
    assert!(running.exists());
    click(&mut harness, "Stop reading");
    wait_until(&mut harness, "the reader ended", |_| !running.exists());
    assert!(has_text(&harness, "Open a list…"), "ready for another file");

    click(&mut harness, "Open a list…");
    let running = reader_pid(&mut harness);
    assert!(running.exists());
    // The window closes: the app's runtime ends with it, and the reading with the runtime (which
    // waits for the reading: without the kill, for the reader's minute).
    drop(harness);
    drop(sandbox);
    drop(runtime);
    assert!(!running.exists(), "the reader ended with the window");
    assert!(!finished.exists(), "it was ended, not waited for");
}

// ----- issue 43: an agenda's export as a Dutch or French front desk meets it -----

/// The app in `language`, connected to `sandbox`, whose open dialog picks the fixture `name`,
/// in a window of `size` points at `scale` pixels a point.
fn desk_app(
    runtime: &tokio::runtime::Runtime,
    sandbox: &intake_desk::sandbox::Sandbox,
    language: intake_desk::i18n::Language,
    name: &str,
    size: egui::Vec2,
    scale: f32,
) -> egui_kittest::Harness<'static, intake_desk::app::IntakeApp> {
    let folder = temp_dir("day-list-desk");
    let fixture = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(name);
    let worker = WorkerOptions {
        open_dialog: Arc::new(FixedOpenChoice(Some(fixture))),
        data_dir: Some(folder.join("data")),
        ..worker_options()
    };
    let config = intake_desk::app::AppConfig { worker, language: Some(language), ..config(runtime, ad_hoc(sandbox)) };
    let mut harness = egui_kittest::Harness::builder()
        .with_size(size)
        .with_pixels_per_point(scale)
        .allow_missing_glyphs()
        .build_eframe(move |cc| {
            intake_desk::app::IntakeApp::with_font_sources(
                cc,
                config,
                intake_desk::ui::system_fonts::FontSources::none(),
            )
        });
    wait_until(&mut harness, "connected", |h| {
        h.state().state.connection.status == intake_desk::state::ConnectionStatus::Connected
    });
    harness
}

/// The number in the send button ("4 uitnodigingen versturen", "Envoyer 3 invitations").
fn send_button_count(harness: &egui_kittest::Harness<'static, intake_desk::app::IntakeApp>) -> usize {
    let tr = &harness.state().state.tr;
    (0..=100)
        .find(|count| {
            let label = tr.msg(&intake_desk::i18n::Msg::new("day-list-send").with("count", *count));
            harness.query_by_role_and_label(egui::accesskit::Role::Button, &label).is_some()
        })
        .expect("the send button")
}

/// An agenda's export with first name, last name, birth date, e-mail and the patient number, and
/// no sex column (`day-list-agenda-no-sex.csv`, semicolons and Windows-1252 as Belgian Excel
/// writes them): one patient is on record (François Dubois, MRN-0002, a man), three are new.
/// The sex is asked once, for the three new ones; one choice ("Vrouw voor alle 3") makes the
/// list sendable; every patient gets one invitation, the record keeps its own sex, and nothing
/// was guessed from a first name. Failed on main: every row was held back with "Geslacht: Kies
/// vrouw of man." and "0 uitnodigingen versturen" (the wait for the question timed out).
#[test]
fn an_agenda_export_without_a_sex_column_is_sent_after_one_choice() {
    use intake_desk::i18n::Language;
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut harness =
        desk_app(&runtime, &sandbox, Language::Dutch, "day-list-agenda-no-sex.csv", egui::vec2(1280.0, 900.0), 1.0);
    let before = sandbox.outbox().len();
    click(&mut harness, "Daglijst versturen");
    click(&mut harness, "Een lijst openen…");
    wait_for_text(&mut harness, "De rijen controleren");
    click(&mut harness, "De rijen controleren");

    // Asked once, for the new patients only, with the rows it concerns.
    wait_for_text(&mut harness, "Geslacht ontbreekt voor 3 nieuwe patiënten: kies het per rij of voor allemaal.");
    assert!(has_text(
        &harness,
        "1 patiënt van de lijst staat al in het dossier en behoudt het geslacht uit het dossier."
    ));
    for row in [
        "Elise Goossens, rij 3 in het bestand",
        "Marie-Hélène Lambert, rij 4 in het bestand",
        "Noor Van den Broeck, rij 5 in het bestand",
    ] {
        assert!(has_text(&harness, &format!("· {row}")), "{row} is listed");
    }
    // Each of them can be set on its own row too; the patient on record is not asked about.
    assert!(harness.query_by_label("Man: Noor Van den Broeck, rij 5 in het bestand").is_some());
    assert!(harness.query_by_label("Man: François Dubois, rij 2 in het bestand").is_none());
    assert!(!has_text(&harness, "Kies vrouw of man."), "no row says it on its own any more");
    assert_eq!(send_button_count(&harness), 1, "the patient on record can be sent already");
    assert_eq!(sandbox.outbox().len(), before, "nothing sent");

    // One choice.
    click(&mut harness, "Vrouw voor alle 3");
    assert!(has_text(&harness, "4 rijen: 4 klaar, 0 met een probleem (niet verstuurd), 0 weggelaten."));
    click(&mut harness, "4 uitnodigingen versturen");
    click(&mut harness, "Ja, 4 uitnodigingen versturen");
    wait_for_text(&mut harness, "Alle 4 uitnodigingen zijn verstuurd.");

    let mut sent = addresses(&sandbox, before);
    sent.sort();
    assert_eq!(
        sent,
        [
            "elise.goossens@example.be",
            "francois.dubois@example.be",
            "mh.lambert@example.be",
            "noor.vdbroeck@example.be"
        ],
        "one invitation per patient"
    );
    let client = intake_desk::api::Client::new(
        &intake_desk::api::Environment::Sandbox { base_url: sandbox.base_url() },
        intake_desk::api::AccessToken::new(sandbox.token()),
        &intake_desk::api::ClientOptions::default(),
    )
    .unwrap();
    let gender =
        |reference: &str| runtime.block_on(client.get_patient_by_external_reference(reference)).unwrap().gender;
    assert_eq!(gender("MRN-0002"), Some(intake_desk::api::Gender::Male), "the record keeps its own");
    for reference in ["AG-5101", "AG-5102", "AG-5103"] {
        assert_eq!(gender(reference), Some(intake_desk::api::Gender::Female), "{reference}: as chosen");
    }
}

/// A row that cannot be sent is not ticked to be sent: the ticks and the send button's count
/// agree, before and after a row is left out and another is fixed. Failed on main: five rows
/// ticked, "Envoyer 3 invitations" (a wrong date and a missing address were ticked too).
#[test]
fn the_ticks_and_the_send_count_agree() {
    use egui::accesskit::{Role, Toggled};
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let folder = temp_dir("day-list-ticks");
    let path = folder.join("rendez-vous.csv");
    std::fs::write(&path, LIST).unwrap();
    let worker = WorkerOptions { open_dialog: Arc::new(FixedOpenChoice(Some(path))), ..worker_options() };
    let config = intake_desk::app::AppConfig {
        worker,
        language: Some(intake_desk::i18n::Language::French),
        ..config(&runtime, ad_hoc(&sandbox))
    };
    let mut harness = build_app(config);
    wait_until(&mut harness, "connected", |h| {
        h.state().state.connection.status == intake_desk::state::ConnectionStatus::Connected
    });
    click(&mut harness, "Envoyer la liste du jour");
    click(&mut harness, "Ouvrir une liste…");
    wait_for_text(&mut harness, "Vérifier les lignes");
    click(&mut harness, "Vérifier les lignes");
    let only_problems = harness.state().state.tr.text("day-list-only-problems");
    let ticked = |harness: &egui_kittest::Harness<'static, intake_desk::app::IntakeApp>| {
        harness
            .get_all_by_role(Role::CheckBox)
            .filter(|node| node.accesskit_node().label().is_some_and(|label| label != only_problems))
            .filter(|node| node.accesskit_node().toggled() == Some(Toggled::True))
            .count()
    };
    assert_eq!((ticked(&harness), send_button_count(&harness)), (3, 3), "three rows can go, three are ticked");

    // One left out, one fixed in place: still the same number.
    let row = harness
        .state()
        .state
        .tr
        .msg(&intake_desk::i18n::Msg::new("day-list-send-row-named").with("line", 6).with("name", "Lina Wouters"));
    harness.get_by_label(&row).click();
    settle(&mut harness);
    assert_eq!((ticked(&harness), send_button_count(&harness)), (2, 2));
    let fix = harness
        .state()
        .state
        .tr
        .msg(&intake_desk::i18n::Msg::new("day-list-fix-named").with("line", 4).with("name", "Emma Claes"));
    click(&mut harness, &fix);
    fill(&mut harness, "Adresse e-mail", "emma@example.be");
    click(&mut harness, "Terminé");
    assert_eq!((ticked(&harness), send_button_count(&harness)), (3, 3));
}

/// The first patient is on row 2 of the spreadsheet (row 1 holds the column names): the list
/// says "Rij 2 in het bestand" and says what the number is. Failed on main: "Regel 2", with no
/// word of what it counts.
#[test]
fn the_row_number_is_the_spreadsheet_s_and_says_so() {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let folder = temp_dir("day-list-rows");
    let path = folder.join("afspraken.csv");
    std::fs::write(&path, LIST).unwrap();
    let worker = WorkerOptions { open_dialog: Arc::new(FixedOpenChoice(Some(path))), ..worker_options() };
    let config = intake_desk::app::AppConfig {
        worker,
        language: Some(intake_desk::i18n::Language::Dutch),
        ..config(&runtime, ad_hoc(&sandbox))
    };
    let mut harness = build_app(config);
    wait_until(&mut harness, "connected", |h| {
        h.state().state.connection.status == intake_desk::state::ConnectionStatus::Connected
    });
    click(&mut harness, "Daglijst versturen");
    click(&mut harness, "Een lijst openen…");
    wait_for_text(&mut harness, "De rijen controleren");
    click(&mut harness, "De rijen controleren");
    assert!(harness.query_by_label("Rij 2 in het bestand versturen: Zoë Peeters").is_some(), "the first patient");
    assert!(harness.query_by_label("Rij 4 in het bestand wijzigen: Emma Claes").is_some());
    assert!(
        has_text(&harness, "Rijnummers zoals in uw spreadsheet: de eerste patiënt staat op rij 2, onder de koprij."),
        "what the number is, said once"
    );
    assert!(!has_text(&harness, "Regel "), "no “Regel” left");
}

/// A text painted this frame: its words, where (in points), the clip it was painted in, and
/// whether it was elided ("Vers…").
struct Painted {
    text: String,
    rect: egui::Rect,
    clip: egui::Rect,
    elided: bool,
}

fn painted_texts(harness: &egui_kittest::Harness<'static, intake_desk::app::IntakeApp>) -> Vec<Painted> {
    fn visit(shape: &egui::Shape, clip: egui::Rect, found: &mut Vec<Painted>) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|shape| visit(shape, clip, found)),
            egui::Shape::Text(text) => found.push(Painted {
                text: text.galley.job.text.clone(),
                rect: text.galley.rect.translate(text.pos.to_vec2()),
                clip,
                elided: text.galley.elided,
            }),
            _ => {}
        }
    }
    let mut found = Vec::new();
    for clipped in &harness.output().shapes {
        visit(&clipped.shape, clipped.clip_rect, &mut found);
    }
    found
}

/// The main panel's rectangle, in points: the clip its screen's title (the heading: the largest
/// of the texts that say it, as the side panel's button says it too) is painted in. Panels have
/// no bounds of their own for assistive technologies.
fn main_panel(harness: &egui_kittest::Harness<'static, intake_desk::app::IntakeApp>) -> egui::Rect {
    let state = &harness.state().state;
    let title = state.tr.text(state.window_screen_message());
    painted_texts(harness)
        .into_iter()
        .filter(|painted| painted.text == title)
        .max_by(|a, b| a.rect.height().total_cmp(&b.rect.height()))
        .map(|painted| painted.clip)
        .unwrap()
}

/// What is wrong with the main panel's text: a text elided, or cut by the panel's edge or (unless
/// `scrolling` is allowed, as in a long table) by a scroll area's edge.
fn cut_texts(harness: &egui_kittest::Harness<'static, intake_desk::app::IntakeApp>, scrolling: bool) -> Vec<String> {
    let panel = main_panel(harness);
    painted_texts(harness)
        .into_iter()
        .filter(|painted| panel.expand(0.5).contains_rect(painted.clip) && !painted.text.trim().is_empty())
        .filter_map(|painted| {
            let scrolled = scrolling && !panel.expand(0.5).contains_rect(painted.clip.expand(1.0));
            if painted.elided {
                Some(format!("{:?} is elided", painted.text))
            } else if !scrolled && !painted.clip.expand(0.5).contains_rect(painted.rect) {
                Some(format!(
                    "{:?} at {:?} is cut (clip {:?}, panel {panel:?})",
                    painted.text, painted.rect, painted.clip
                ))
            } else {
                None
            }
        })
        .collect()
}

/// Whether `text` is painted whole inside the main panel (in a longer text, or as a text of its
/// own when `alone`).
fn painted_whole(harness: &egui_kittest::Harness<'static, intake_desk::app::IntakeApp>, text: &str) -> bool {
    painted_whole_as(harness, text, false)
}

fn painted_whole_as(
    harness: &egui_kittest::Harness<'static, intake_desk::app::IntakeApp>,
    text: &str,
    alone: bool,
) -> bool {
    let panel = main_panel(harness);
    painted_texts(harness).iter().any(|painted| {
        (if alone { painted.text == text } else { painted.text.contains(text) })
            && !painted.elided
            && panel.expand(0.5).contains_rect(painted.rect)
            && painted.clip.expand(0.5).contains_rect(painted.rect)
    })
}

/// On a 1366×768 laptop at 125 % (1092.8×614.4 points), in Dutch and in French: the columns
/// of an agenda's export and its first three patients are all on screen, whole, next to the
/// choice of columns; then the check's column headers are whole. Failed on main: the preview's
/// last column ("Arts") was cut by the panel's edge, its third patient below the window, and
/// the check's first header read "Vers…".
#[test]
fn at_1366_by_768_and_125_percent_the_list_s_columns_and_headers_are_whole() {
    use intake_desk::i18n::Language;
    let scale = 1.25;
    let size = egui::vec2(1366.0, 768.0) / scale;
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let mut problems = Vec::new();
    for language in [Language::Dutch, Language::French] {
        let mut harness = desk_app(&runtime, &sandbox, language, "day-list-agenda-no-sex.csv", size, scale);
        harness.state_mut().state.apply_intent(intake_desk::state::Intent::DayList(
            intake_desk::state::day_list_flow::DayListIntent::OpenFile,
        ));
        wait_until(&mut harness, "the columns", |h| {
            h.state().state.day_list.step == intake_desk::state::day_list_flow::DayListStep::Mapping
        });
        settle(&mut harness);
        let at = |step: &'static str, found: Vec<String>| {
            found.into_iter().map(move |p| format!("{language:?}, {step}: {p}"))
        };
        problems.extend(at("columns", cut_texts(&harness, false)));
        // The file's columns and its first three patients, each whole on screen.
        for text in ["Datum", "Uur", "Dossiernummer", "Voornaam", "Naam", "Geboortedatum", "E-mail", "Arts"]
            .into_iter()
            .chain(["François", "Elise", "Marie-Hélène", "AG-5102", "03/09/1978"])
        {
            if !painted_whole(&harness, text) {
                problems.push(format!("{language:?}, columns: {text:?} is not on screen whole"));
            }
        }
        harness.state_mut().state.apply_intent(intake_desk::state::Intent::DayList(
            intake_desk::state::day_list_flow::DayListIntent::ConfirmMapping,
        ));
        wait_until(&mut harness, "the check", |h| h.state().state.in_flight.is_empty());
        settle(&mut harness);
        // The check's table scrolls (a row half under its edge is fine); its headers are whole.
        problems.extend(at("check", cut_texts(&harness, true)));
        let tr = &harness.state().state.tr;
        for title in ["send", "line", "reference", "patient", "channel", "fix", "problems"] {
            let title = tr.text(&format!("day-list-column-{title}"));
            if !painted_whole_as(&harness, &title, true) {
                problems.push(format!("{language:?}, check: the header {title:?} is not on screen whole"));
            }
        }
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}
