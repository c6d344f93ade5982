//! An emulated Belgian eID card in vsmartcard's virtual PC/SC reader (issue 32): the card the
//! tests plug into pcscd (`vsmartcard-vpcd`) and read through the real smart-card stack.
//! `.ci/run` installs pcscd and vpcd and sets `INTAKE_DESK_REQUIRE_PCSC=1`, where a missing
//! stack fails a test; elsewhere (a machine with only Rust) the tests say they did not run.
//! vpcd has two readers (two slots); [`OtherProgram`] is a second PC/SC client on them, as the
//! operating system's certificate service is beside the app.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]
// `OtherProgram` calls pcsc-lite itself: each block one PC/SC call with buffers valid for it.
#![allow(unsafe_code)]

use std::ffi::{CString, c_char, c_long, c_ulong, c_void};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::sync::mpsc;
use std::time::Duration;

use intake_desk::eid_reader::{Identity, ReadProblem, ReadProgress, read_identity};

/// The ports vpcd's readers wait for a card on: the first reader's, then the second's.
pub const VPCD_SLOTS: [&str; 2] = ["127.0.0.1:35963", "127.0.0.1:35964"];
/// The port vpcd's first reader waits for a card on.
pub const VPCD: &str = VPCD_SLOTS[0];
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
    /// An eID that stops before answering this command (counted from 1) until the test lets
    /// it go on ([`InsertedCard::wait_until_paused`], [`InsertedCard::go_on`]), or 2 s passed.
    PausedAt(usize),
}

/// One card at a time in each of vpcd's readers, whichever test of the binary plugs it (a test
/// using both locks the first before the second).
static READERS: [std::sync::Mutex<()>; 2] = [const { std::sync::Mutex::new(()) }; 2];
/// No vpcd answered within 5 s on this machine (a machine with only Rust).
static NO_VPCD: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// An emulated card in vpcd's reader: taken out when dropped.
pub struct InsertedCard {
    stream: TcpStream,
    answering: Option<std::thread::JoinHandle<()>>,
    /// Told when a `PausedAt` card has its command; telling it back lets it answer.
    paused: mpsc::Receiver<()>,
    go_on: mpsc::Sender<()>,
    // Released after the card is out (fields drop after `Drop::drop`).
    _reader: std::sync::MutexGuard<'static, ()>,
}

impl Drop for InsertedCard {
    fn drop(&mut self) {
        let _ = self.stream.shutdown(std::net::Shutdown::Both);
        if let Some(answering) = self.answering.take() {
            let _ = answering.join();
        }
        // pcscd looks for vpcd's cards every 400 ms: it must see this one leave before the
        // reader takes the next, or it takes the next for this one (not powered, not answering).
        std::thread::sleep(Duration::from_millis(900));
    }
}

impl InsertedCard {
    /// Waits (at most 10 s) until a `PausedAt` card has the command it stops before.
    pub fn wait_until_paused(&self) {
        self.paused.recv_timeout(Duration::from_secs(10)).expect("the card is sent the command it pauses at");
    }

    /// Lets a paused card answer.
    pub fn go_on(&self) {
        let _ = self.go_on.send(());
    }
}

/// Plugs an emulated card into vpcd's first reader, answering its commands until it is taken
/// out; `None` when there is no vpcd here.
pub fn insert_card(behaviour: Behaviour) -> Option<InsertedCard> {
    insert_card_in(0, behaviour)
}

/// Plugs an emulated card into vpcd's reader `slot` (0 or 1).
pub fn insert_card_in(slot: usize, behaviour: Behaviour) -> Option<InsertedCard> {
    let reader = READERS[slot].lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    // Once found missing, vpcd is not waited for again by this test binary's other tests.
    if NO_VPCD.load(std::sync::atomic::Ordering::Relaxed) {
        return None;
    }
    // vpcd takes the next card a moment after the last one left.
    let address = VPCD_SLOTS[slot].parse().unwrap();
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
    let (tell_paused, paused) = mpsc::channel();
    let (go_on, told_to_go_on) = mpsc::channel::<()>();
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
                    if let Behaviour::PausedAt(at) = behaviour
                        && commands == at
                    {
                        let _ = tell_paused.send(());
                        let _ = told_to_go_on.recv_timeout(Duration::from_secs(2));
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
    Some(InsertedCard { stream: kept, answering: Some(answering), paused, go_on, _reader: reader })
}

/// The applet's answer to one command.
fn answer(apdu: &[u8], file: &[u8], selected: &mut bool, other_card: bool) -> Vec<u8> {
    match apdu {
        [0x00, 0xA4, 0x04, 0x0C, _, aid @ ..] if aid == intake_eid::BELPIC_AID && !other_card => vec![0x90, 0x00],
        [0x00, 0xA4, 0x08, 0x0C, 6, path @ ..] if path == intake_eid::IDENTITY_FILE && !other_card => {
            *selected = true;
            vec![0x90, 0x00]
        }
        // The master file: the identity file is no longer the current file.
        [0x00, 0xA4, 0x00, 0x0C, 2, 0x3F, 0x00] => {
            *selected = false;
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
        // READ BINARY without a current file: "command not allowed".
        [0x00, 0xB0, ..] => vec![0x69, 0x86],
        [0x00, 0xA4, ..] => vec![0x6A, 0x82],
        _ => vec![0x6D, 0x00],
    }
}

pub fn pcsc_required() -> bool {
    std::env::var_os("INTAKE_DESK_REQUIRE_PCSC").is_some_and(|value| value == "1")
}

/// One read of the readers' cards, as the worker starts it.
pub fn read_now() -> Result<Identity, ReadProblem> {
    read_identity(&ReadProgress::default())
}

/// Waits until pcscd sees the inserted card.
pub fn read_when_present() -> Result<Identity, ReadProblem> {
    read_once_seen(|problem| matches!(problem, ReadProblem::NoCard))
}

/// [`read_when_present`] for a card that stays in: a read that found the card before it gone
/// (pcscd still telling of the last card, pulled a moment ago) is tried again too.
pub fn read_card_that_stays() -> Result<Identity, ReadProblem> {
    read_once_seen(|problem| matches!(problem, ReadProblem::NoCard | ReadProblem::Removed))
}

fn read_once_seen(not_seen_yet: impl Fn(&ReadProblem) -> bool) -> Result<Identity, ReadProblem> {
    let mut result = read_now();
    for _ in 0..30 {
        if !result.as_ref().is_err_and(&not_seen_yet) {
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
        result = read_now();
    }
    result
}

/// pcsc-lite's answer to a command on a card another client holds in a transaction.
pub const SHARING_VIOLATION: u32 = 0x8010_000B;

/// Another PC/SC client on one of vpcd's readers (the operating system's certificate service,
/// a signing tool): connected to its card, shared, as the app is.
pub struct OtherProgram {
    library: libloading::Library,
    context: c_long,
    card: c_long,
    protocol: c_ulong,
}

type Establish = unsafe extern "C" fn(c_ulong, *const c_void, *const c_void, *mut c_long) -> c_long;
type Release = unsafe extern "C" fn(c_long) -> c_long;
type ListReaders = unsafe extern "C" fn(c_long, *const c_char, *mut c_char, *mut c_ulong) -> c_long;
type Connect = unsafe extern "C" fn(c_long, *const c_char, c_ulong, c_ulong, *mut c_long, *mut c_ulong) -> c_long;
type OnCard = unsafe extern "C" fn(c_long, c_ulong) -> c_long;
type BeginTransaction = unsafe extern "C" fn(c_long) -> c_long;
type Transmit =
    unsafe extern "C" fn(c_long, *const c_void, *const u8, c_ulong, *mut c_void, *mut u8, *mut c_ulong) -> c_long;

/// pcsc-lite's `SCARD_IO_REQUEST`.
#[repr(C)]
struct IoRequest {
    protocol: c_ulong,
    length: c_ulong,
}

impl OtherProgram {
    /// Connects to the card in vpcd's reader `slot` (0 or 1), as pcscd names its readers.
    pub fn connect(slot: usize) -> OtherProgram {
        // SAFETY: pcsc-lite's functions, with the types its header gives them on Linux; every
        // pointer is valid for its call.
        unsafe {
            let library = libloading::Library::new("libpcsclite.so.1").expect("pcsc-lite");
            let establish = *library.get::<Establish>(b"SCardEstablishContext\0").unwrap();
            let list = *library.get::<ListReaders>(b"SCardListReaders\0").unwrap();
            let connect = *library.get::<Connect>(b"SCardConnect\0").unwrap();
            let mut context = 0;
            assert_eq!(establish(0, std::ptr::null(), std::ptr::null(), &mut context), 0);
            let mut names = vec![0_u8; 4096];
            let mut length = names.len() as c_ulong;
            assert_eq!(list(context, std::ptr::null(), names.as_mut_ptr().cast(), &mut length), 0);
            let reader = names
                .split(|byte| *byte == 0)
                .filter(|name| name.starts_with(b"Virtual PCD"))
                .nth(slot)
                .map(|name| CString::new(name).unwrap())
                .expect("vpcd's reader");
            let (mut card, mut protocol) = (0, 0);
            // Shared, T=0 or T=1.
            let code = connect(context, reader.as_ptr(), 2, 3, &mut card, &mut protocol);
            assert_eq!(code as u32, 0, "the other program connects to the card");
            OtherProgram { library, context, card, protocol }
        }
    }

    /// Begins a transaction: the card is this program's until it ends it.
    pub fn begin_transaction(&self) {
        // SAFETY: as in `connect`.
        let code = unsafe { (*self.library.get::<BeginTransaction>(b"SCardBeginTransaction\0").unwrap())(self.card) };
        assert_eq!(code as u32, 0, "the other program's transaction begins");
    }

    /// Ends its transaction, leaving the card as it is.
    pub fn end_transaction(&self) {
        // SAFETY: as in `connect`.
        let code = unsafe { (*self.library.get::<OnCard>(b"SCardEndTransaction\0").unwrap())(self.card, 0) };
        assert_eq!(code as u32, 0, "the other program's transaction ends");
    }

    /// Sends one command: the card's answer, or PC/SC's refusal.
    pub fn transmit(&self, command: &[u8]) -> Result<Vec<u8>, u32> {
        let send = IoRequest { protocol: self.protocol, length: std::mem::size_of::<IoRequest>() as c_ulong };
        let mut response = vec![0_u8; 258];
        let mut length = response.len() as c_ulong;
        // SAFETY: as in `connect`.
        let code = unsafe {
            (*self.library.get::<Transmit>(b"SCardTransmit\0").unwrap())(
                self.card,
                (&raw const send).cast(),
                command.as_ptr(),
                command.len() as c_ulong,
                std::ptr::null_mut(),
                response.as_mut_ptr(),
                &mut length,
            )
        };
        if code != 0 {
            return Err(code as u32);
        }
        response.truncate(length as usize);
        Ok(response)
    }
}

impl Drop for OtherProgram {
    fn drop(&mut self) {
        // SAFETY: as in `connect`; the card and the context are let go once.
        unsafe {
            (*self.library.get::<OnCard>(b"SCardDisconnect\0").unwrap())(self.card, 0);
            (*self.library.get::<Release>(b"SCardReleaseContext\0").unwrap())(self.context);
        }
    }
}
