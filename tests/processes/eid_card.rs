//! The eID card read through a real PC/SC stack (issue 32): pcscd with the virtual smart-card
//! reader of vsmartcard, and the emulated eID card of `support::eid`, which answers the
//! reader's commands as the card's applet does; beside the app, another program on the same
//! card (issue 41), and a second reader.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::Duration;

use intake_desk::eid_reader::{BirthDate, Gender, Identity, ReadProblem};

use crate::support::eid::{
    Behaviour, InsertedCard, OtherProgram, SHARING_VIOLATION, VPCD, insert_card, insert_card_in, pcsc_required,
    read_card_that_stays, read_now, read_when_present,
};

/// The card plugged into vpcd's reader `slot`; `None` (the test says it did not run) where
/// this machine has no virtual reader.
fn card_in(slot: usize, behaviour: Behaviour) -> Option<InsertedCard> {
    let card = insert_card_in(slot, behaviour);
    if card.is_none() {
        assert!(!pcsc_required(), "INTAKE_DESK_REQUIRE_PCSC=1, and no vpcd reader on {VPCD}");
        eprintln!("not run: no PC/SC virtual reader (pcscd and vsmartcard-vpcd) on this machine");
    }
    card
}

fn assert_the_card_holder(identity: &Identity) {
    assert_eq!(identity.last_name, "Van den Brœck-Lemaître");
    assert_eq!(identity.first_names, "Zoë Anne-Sophie");
}

#[test]
fn an_eid_card_in_a_pcsc_reader_is_read_and_a_pulled_card_or_another_card_says_so() {
    let Some(card) = insert_card(Behaviour::Eid) else {
        assert!(!pcsc_required(), "INTAKE_DESK_REQUIRE_PCSC=1, and no vpcd reader on {VPCD}");
        eprintln!("not run: no PC/SC virtual reader (pcscd and vsmartcard-vpcd) on this machine");
        return;
    };
    let identity = read_when_present().expect("the card is read");
    assert_eq!(identity.last_name, "Van den Brœck-Lemaître");
    assert_eq!(identity.first_names, "Zoë Anne-Sophie");
    assert_eq!(identity.birth_date, BirthDate::Date(jiff::civil::date(1987, 4, 12)));
    assert_eq!(identity.gender, Gender::Female);
    drop(card);

    let pulled = insert_card(Behaviour::PulledAfter(3)).expect("the reader again");
    // The card leaves after the third command, in the middle of the file: the read says so.
    let result = read_when_present();
    assert_eq!(result.map(|_| ()), Err(ReadProblem::Removed));
    drop(pulled);

    let other = insert_card(Behaviour::Other).expect("the reader again");
    // Right after the pulled card pcscd may still tell of it: a read that says "removed" then is
    // the last card's news, not this one's (seen on a busy CI machine).
    assert_eq!(read_card_that_stays().map(|_| ()), Err(ReadProblem::NotAnEid));
    drop(other);
}

/// Another program's command (here it selects the master file, which would leave the app's
/// READ BINARY without its file) cannot come between the commands of a read: the read holds
/// the card in a transaction from its first command to its last.
#[test]
fn another_program_cannot_come_between_the_commands_of_a_read() {
    // The card stops before answering the second command (the identity file's SELECT).
    let Some(card) = card_in(0, Behaviour::PausedAt(2)) else { return };
    std::thread::sleep(Duration::from_millis(800));
    let read = std::thread::spawn(read_when_present);
    card.wait_until_paused();
    let other = OtherProgram::connect(0);
    let other_answer = other.transmit(&[0x00, 0xA4, 0x00, 0x0C, 0x02, 0x3F, 0x00]);
    let read_ended_first = read.is_finished();
    card.go_on();
    let result = read.join().unwrap();
    assert_the_card_holder(&result.expect("the read is whole"));
    assert!(
        other_answer == Err(SHARING_VIOLATION) || read_ended_first,
        "the other program's command was refused, or waited for the read to end: {other_answer:?}"
    );
    drop(other);
    drop(card);
}

/// A read that begins while another program holds the card in a transaction (Windows'
/// certificate service reading a card just put in) waits for it to end, then reads the card.
#[test]
fn a_read_waits_for_another_program_s_transaction_to_end() {
    let Some(card) = card_in(0, Behaviour::Eid) else { return };
    read_when_present().expect("the card is read");
    let other = OtherProgram::connect(0);
    other.begin_transaction();
    let read = std::thread::spawn(read_now);
    std::thread::sleep(Duration::from_millis(700));
    let waited = !read.is_finished();
    other.end_transaction();
    let result = read.join().unwrap();
    assert!(waited, "the read waits for the other program's transaction; it ended with {:?}", result.map(|_| ()));
    assert_the_card_holder(&result.expect("then the card is read"));
    drop(other);
    drop(card);
}

/// Two readers: a bank card in the first does not hide the eID in the second, nor an eID in the
/// first the bank card in the second.
#[test]
fn with_a_bank_card_in_one_reader_the_eid_in_the_other_is_read() {
    let Some(bank_card) = card_in(0, Behaviour::Other) else { return };
    let eid = card_in(1, Behaviour::Eid).expect("vpcd's second reader");
    assert_the_card_holder(&read_when_both_present().expect("the eID in the second reader is read"));
    drop((bank_card, eid));

    let eid = card_in(0, Behaviour::Eid).expect("the first reader again");
    let bank_card = card_in(1, Behaviour::Other).expect("the second reader again");
    assert_the_card_holder(&read_when_both_present().expect("the eID in the first reader is read"));
    drop((eid, bank_card));
}

/// A read once pcscd sees both readers' cards (at most 3 s).
fn read_when_both_present() -> Result<Identity, ReadProblem> {
    let mut result = read_now();
    for _ in 0..30 {
        if !matches!(result, Err(ReadProblem::NoCard | ReadProblem::NotAnEid)) {
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
        result = read_now();
    }
    result
}
