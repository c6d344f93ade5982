//! Opening a list and saving its results: a file dropped on the window (and on a list being
//! worked on), no file or save dialog, the columns remembered for the next file, a binary file,
//! a cell too long for a list, and a file being read stopped.

use std::sync::Arc;

use super::{Dropped, LIST, app_with_list, open_and_check, send};
use crate::support::*;
use intake_desk::export::FixedOpenChoice;
use intake_desk::state::Screen;
use intake_desk::worker::WorkerOptions;

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
