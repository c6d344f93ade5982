//! The day's list screen's steps, on lists made up in memory.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use super::*;
use crate::worker::protocol::OpenedList;

pub(crate) fn today() -> jiff::civil::Date {
    jiff::civil::date(2026, 11, 24)
}

pub(crate) fn opened(csv: &str) -> DayList {
    let imported = crate::import::read("list.csv", csv.as_bytes()).unwrap();
    let file = ListFile::new(OpenedList { file_name: "list.csv".into(), imported, remembered: None }, today());
    DayList { file: Some(file), ..DayList::default() }
}

pub(crate) const HEADER: &str = "Ref;First name;Last name;Birthdate;Gender;Language;Email;Mobile\n";

#[test]
fn a_batch_whose_task_stopped_on_a_bug_no_longer_shows_as_sending() {
    let mut state = AppState::new();
    state.send_batch("b-1", 4);
    let request = state.batch.as_ref().unwrap().request;
    state.apply(crate::worker::Event { id: request, kind: crate::worker::EventKind::TaskStopped });
    let batch = state.batch.as_ref().unwrap();
    assert!(batch.ended.as_ref().is_some_and(Result::is_err), "it ended, and says it did not finish");
    assert!(state.in_flight.is_empty());
}

#[test]
fn a_reference_twice_in_the_file_is_sent_once_and_the_second_row_says_why() {
    let list = opened(&format!(
        "{HEADER}R-1;An;Peeters;1980-01-01;F;nl;an@example.be;\nR-1;An;Peeters;1980-01-01;F;nl;an@example.be;\n"
    ));
    let problems = list.problems(&Channel::ALL, today());
    assert!(problems[0].is_ok());
    let said =
        crate::i18n::Translator::new(crate::i18n::Language::English).msg(problems[1].invitation.as_ref().unwrap());
    assert!(said.contains("row 2 of the file"), "{said}");
    assert_eq!(list.count(&Channel::ALL, today()).total(), 1);
    assert_eq!(list.items(&Channel::ALL, today()).len(), 1);
}

#[test]
fn a_channel_the_it_department_turned_off_is_never_sent() {
    let mut list = opened(&format!(
        "{HEADER}R-1;An;Peeters;1980-01-01;F;nl;an@example.be;+32 470 12 34 56\n\
         R-2;Bo;Maes;1980-01-01;M;nl;bo@example.be;+32 470 12 34 57\n"
    ));
    list.channel = Channel::Sms;
    let only_email = [Channel::Email];
    assert_eq!(list.count(&only_email, today()).total(), 0, "SMS is not allowed");
    assert!(list.items(&only_email, today()).is_empty());
    list.channel = Channel::Email;
    assert_eq!(list.count(&only_email, today()).email, 2);
}

#[test]
fn left_out_rows_and_rows_with_problems_are_counted_apart_and_never_sent() {
    let mut list = opened(&format!(
        "{HEADER}R-1;An;Peeters;1980-01-01;F;nl;an@example.be;\nR-2;Bo;Maes;31/02/1980;M;nl;bo@example.be;\n\
         R-3;Cas;Claes;1980-01-01;M;nl;cas@example.be;\n"
    ));
    list.file.as_mut().unwrap().rows[2].excluded = true;
    let count = list.count(&Channel::ALL, today());
    assert_eq!((count.total(), count.with_problems, count.excluded), (1, 1, 1));
    let items = list.items(&Channel::ALL, today());
    assert_eq!(items.iter().map(|item| item.reference.as_str()).collect::<Vec<_>>(), ["R-1"]);
}
/// Where references are national numbers, a list's are checked like typed ones and kept as
/// their digits: the same number written two ways is one patient, sent once.
#[test]
fn national_number_references_are_checked_and_kept_as_their_digits() {
    let list = opened(&format!(
        "{HEADER}85.07.30-033.28;An;Peeters;1985-07-30;F;nl;an@example.be;
         85073003328;An;Peeters;1985-07-30;F;nl;an@example.be;
         85.07.30-033.29;Bo;Maes;1985-07-30;M;nl;bo@example.be;
"
    ));
    let national = DraftChecks { today: today(), references: ReferenceKind::NationalNumber };
    let problems = list.problems(&Channel::ALL, national);
    assert!(problems[0].is_ok());
    assert!(problems[1].invitation.is_some(), "the same number on an earlier line");
    assert!(problems[2].fields.error(crate::patient::Field::ExternalReference).is_some(), "a mistyped digit");
    let items = list.items(&Channel::ALL, national);
    assert_eq!(items.len(), 1);
    assert_eq!(
        (items[0].reference.as_str(), items[0].patient.external_reference.as_str()),
        ("85073003328", "85073003328")
    );
    // The clinic's own numbering: three references, as written.
    assert_eq!(list.items(&Channel::ALL, today()).len(), 3);
}
