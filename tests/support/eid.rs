//! An emulated Belgian eID card in vsmartcard's virtual PC/SC reader (issue 32): the card the
//! tests plug into pcscd (`vsmartcard-vpcd`) and read through the real smart-card stack.
//! `.ci/run` installs pcscd and vpcd and sets `INTAKE_DESK_REQUIRE_PCSC=1`, where a missing
//! stack fails a test; elsewhere (a machine with only Rust) the tests say they did not run.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::Duration;

use intake_desk::eid_reader::{ReadProblem, read_identity};

/// The port vpcd's first reader waits for a card on.
pub const VPCD: &str = "127.0.0.1:35963";
/// The ATR of a Belgian eID card.
const ATR: [u8; 13] = [0x3B, 0x98, 0x13, 0x40, 0x0A, 0xA5, 0x03, 0x01, 0x01, 0x01, 0xAD, 0x13, 0x11];

/// The made-up holder's national number (born 12 April 1987, an even sequence: a woman; its
/// check digits hold).
pub const NATIONAL_NUMBER: &str = "87041212413";

/// An eID card's identity file (made-up person).
pub fn identity_file() -> Vec<u8> {
    let mut file = Vec::new();
    for (tag, value) in [
        (1, "592123456789"),
        (6, NATIONAL_NUMBER),
        (7, "Van den Brœck-Lemaître"),
        (8, "Zoë Anne-Sophie"),
        (10, "Belg"),
        (11, "Gent"),
        (12, "12.APR.1987"),
        (13, "V"),
    ] {
        file.extend(intake_eid::encode_field(tag, value.as_bytes()));
    }
    file
}

/// How the emulated card behaves.
#[derive(Clone, Copy)]
pub enum Behaviour {
    Eid,
    /// Pulled out after this many commands.
    PulledAfter(usize),
    /// A card without the eID's applet (a bank card).
    Other,
    /// A card that takes commands and never answers them.
    Silent,
}

/// vpcd has one reader: one card in it at a time, whichever test of the binary plugs it.
static READER: std::sync::Mutex<()> = std::sync::Mutex::new(());
/// No vpcd answered within 5 s on this machine (a machine with only Rust).
static NO_VPCD: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// An emulated card in vpcd's reader: taken out when dropped.
pub struct InsertedCard {
    stream: TcpStream,
    answering: Option<std::thread::JoinHandle<()>>,
    // Released after the card is out (fields drop after `Drop::drop`).
    _reader: std::sync::MutexGuard<'static, ()>,
}

impl Drop for InsertedCard {
    fn drop(&mut self) {
        let _ = self.stream.shutdown(std::net::Shutdown::Both);
        if let Some(answering) = self.answering.take() {
            let _ = answering.join();
        }
    }
}

/// Plugs an emulated card into vpcd's reader, answering its commands until it is taken out;
/// `None` when there is no vpcd here.
pub fn insert_card(behaviour: Behaviour) -> Option<InsertedCard> {
    let reader = READER.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    // Once found missing, vpcd is not waited for again by this test binary's other tests.
    if NO_VPCD.load(std::sync::atomic::Ordering::Relaxed) {
        return None;
    }
    // vpcd takes the next card a moment after the last one left.
    let address = VPCD.parse().unwrap();
    let mut stream = TcpStream::connect_timeout(&address, Duration::from_secs(1));
    for _ in 0..50 {
        if stream.is_ok() {
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
        stream = TcpStream::connect_timeout(&address, Duration::from_secs(1));
    }
    let Ok(stream) = stream else {
        NO_VPCD.store(true, std::sync::atomic::Ordering::Relaxed);
        return None;
    };
    stream.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    let kept = stream.try_clone().unwrap();
    let mut stream = stream;
    let answering = std::thread::spawn(move || {
        let file = identity_file();
        let mut selected = false;
        let mut commands = 0;
        loop {
            let mut length = [0_u8; 2];
            if stream.read_exact(&mut length).is_err() {
                return;
            }
            let mut message = vec![0_u8; usize::from(u16::from_be_bytes(length))];
            if stream.read_exact(&mut message).is_err() {
                return;
            }
            let reply: Vec<u8> = match message.as_slice() {
                // Power off, on, reset: no answer.
                [0] | [1] | [2] => continue,
                [4] => ATR.to_vec(),
                _ if matches!(behaviour, Behaviour::Silent) => continue,
                apdu => {
                    commands += 1;
                    if let Behaviour::PulledAfter(after) = behaviour
                        && commands > after
                    {
                        // Gone: the reader sees the card leave.
                        let _ = stream.shutdown(std::net::Shutdown::Both);
                        return;
                    }
                    answer(apdu, &file, &mut selected, matches!(behaviour, Behaviour::Other))
                }
            };
            let mut framed = (reply.len() as u16).to_be_bytes().to_vec();
            framed.extend(reply);
            if stream.write_all(&framed).is_err() {
                return;
            }
        }
    });
    Some(InsertedCard { stream: kept, answering: Some(answering), _reader: reader })
}

/// The applet's answer to one command.
fn answer(apdu: &[u8], file: &[u8], selected: &mut bool, other_card: bool) -> Vec<u8> {
    match apdu {
        [0x00, 0xA4, 0x04, 0x0C, _, aid @ ..] if aid == intake_eid::BELPIC_AID && !other_card => vec![0x90, 0x00],
        [0x00, 0xA4, 0x08, 0x0C, 6, path @ ..] if path == intake_eid::IDENTITY_FILE && !other_card => {
            *selected = true;
            vec![0x90, 0x00]
        }
        [0x00, 0xB0, high, low, le] if *selected => {
            let offset = usize::from(u16::from_be_bytes([*high, *low]));
            if offset >= file.len() {
                return vec![0x6B, 0x00];
            }
            let left = file.len() - offset;
            if left < usize::from(*le) {
                return vec![0x6C, left as u8];
            }
            let mut chunk = file[offset..offset + usize::from(*le)].to_vec();
            chunk.extend([0x90, 0x00]);
            chunk
        }
        [0x00, 0xA4, ..] => vec![0x6A, 0x82],
        _ => vec![0x6D, 0x00],
    }
}

pub fn pcsc_required() -> bool {
    std::env::var_os("INTAKE_DESK_REQUIRE_PCSC").is_some_and(|value| value == "1")
}

/// Waits until pcscd sees the inserted card.
pub fn read_when_present() -> Result<intake_desk::eid_reader::Identity, ReadProblem> {
    let mut result = read_identity();
    for _ in 0..30 {
        if !matches!(result, Err(ReadProblem::NoCard)) {
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
        result = read_identity();
    }
    result
}
