//! The eID card read through a real PC/SC stack (issue 32): pcscd with the virtual smart-card
//! reader of vsmartcard, and the emulated eID card of `support::eid`, which answers the
//! reader's commands as the card's applet does.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use intake_desk::eid_reader::{BirthDate, Gender, ReadProblem};

use crate::support::eid::{Behaviour, VPCD, insert_card, pcsc_required, read_when_present};

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
    assert_eq!(read_when_present().map(|_| ()), Err(ReadProblem::NotAnEid));
    drop(other);
}
