//! Sending the day's list: checked, fixed and sent once; resumed after the app was closed;
//! paused, resumed and cancelled; a failed row sent again; a row whose outcome is unknown asked
//! about again; details that differ updated only when chosen; and the Today view.

use std::sync::Arc;

use super::{LIST, addresses, app_with_list, open_and_check, send};
use crate::support::*;
use egui_kittest::kittest::Queryable;
use intake_desk::export::FixedOpenChoice;
use intake_desk::state::Screen;
use intake_desk::state::today::StatusCheck;
use intake_desk::worker::WorkerOptions;

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
