//! Reading the Belgian eID card through the operating system's smart-card service (issue 32):
//! PC/SC — pcsc-lite on Linux, WinSCard on Windows, the PCSC framework on macOS — loaded when a
//! card is read, not linked: a workstation without the service (and a build machine without its
//! development files) runs the app all the same, and "Read eID" then says the service is
//! missing. The card's commands and the identity file's format are `intake_eid`'s; this module
//! carries them to the card, every reader in turn until one holds an eID, and holds that card in
//! a transaction for the whole read (issue 41): no other program's command (the operating
//! system's certificate service reading a card just put in) comes between the read's. Blocking:
//! the worker runs it off the UI thread, within its time limit.
//!
//! The one module that calls a C library itself, hence its `unsafe` blocks: each is one PC/SC
//! call with buffers valid for its length (a linked binding would not build where pcsc-lite's
//! development files are missing, which `cargo test` on a fresh machine must).
#![allow(unsafe_code)]

use std::ffi::{CStr, CString, c_char, c_void};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

pub use intake_eid::{BirthDate, Gender, Identity};

/// How long a read may take before the user is told the card does not answer.
pub const TIME_LIMIT: Duration = Duration::from_secs(3);

/// Why no identity was read (each has its sentence in the app; none carries the card's data).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReadProblem {
    #[error("the smart-card service is not installed or not running")]
    NoService,
    #[error("no card reader is connected")]
    NoReader,
    #[error("there is no card in the reader")]
    NoCard,
    #[error("the card is not a Belgian eID card")]
    NotAnEid,
    #[error("the card was removed during the read")]
    Removed,
    #[error("the reader is in use by another program")]
    InUse,
    #[error("the card took longer than {0:?} to answer")]
    TimedOut(Duration),
    #[error("the reader failed ({0})")]
    Reader(String),
    #[error("the card's identity file cannot be read ({0})")]
    Unreadable(String),
}

impl From<intake_eid::CardError> for ReadProblem {
    fn from(error: intake_eid::CardError) -> ReadProblem {
        use intake_eid::CardError;
        match error {
            CardError::Removed => ReadProblem::Removed,
            CardError::InUse => ReadProblem::InUse,
            CardError::NotAnEid => ReadProblem::NotAnEid,
            CardError::Reader(words) => ReadProblem::Reader(words),
            CardError::Identity(error) => ReadProblem::Unreadable(error.to_string()),
        }
    }
}

/// Where a read is, for the worker that gives up on it at the time limit to say why.
#[derive(Debug, Default)]
pub struct ReadProgress {
    /// Waiting for another program to let go of the card (to end its transaction).
    waiting_for_another_program: AtomicBool,
}

impl ReadProgress {
    /// Why a read given up after `limit` failed: the reader was in use by another program if
    /// the read was waiting for it, else the card did not answer in time.
    pub fn given_up_after(&self, limit: Duration) -> ReadProblem {
        if self.waiting_for_another_program.load(Ordering::SeqCst) {
            ReadProblem::InUse
        } else {
            ReadProblem::TimedOut(limit)
        }
    }

    fn set_waiting_for_another_program(&self, waiting: bool) {
        self.waiting_for_another_program.store(waiting, Ordering::SeqCst);
    }
}

/// Reads the identity of the eID card in the first reader that holds one: a reader without a
/// card, or with another card (a bank card), is passed over. When no reader holds an eID, the
/// problem said is the most telling one met: a card that may be an eID and failed, before a card
/// that is not one, before no card.
pub fn read_identity(progress: &ReadProgress) -> Result<Identity, ReadProblem> {
    let pcsc = Pcsc::load()?;
    let context = pcsc.establish()?;
    let readers = context.readers()?;
    if readers.is_empty() {
        return Err(ReadProblem::NoReader);
    }
    let mut said = ReadProblem::NoCard;
    for reader in &readers {
        match read_card_in(&context, reader, progress) {
            Ok(identity) => return Ok(identity),
            Err(problem) if problem.tells_more_than(&said) => said = problem,
            Err(_) => {}
        }
    }
    Err(said)
}

/// The identity of the card in `reader`, read in one transaction (ended however the read ends).
fn read_card_in(context: &ReaderContext<'_>, reader: &CStr, progress: &ReadProgress) -> Result<Identity, ReadProblem> {
    // Both wait while another program holds the card in a transaction: pcsc-lite's connection,
    // every service's transaction.
    progress.set_waiting_for_another_program(true);
    let card = context.connect(reader);
    let mut card = card.inspect_err(|_| progress.set_waiting_for_another_program(false))?;
    let transaction = card.begin_transaction();
    progress.set_waiting_for_another_program(false);
    intake_eid::read_identity(&mut transaction?).map_err(ReadProblem::from)
}

impl ReadProblem {
    /// Whether this problem, met in one reader, is rather to be said than `other`, met in
    /// another: a reader without a card says least, then a card that is not an eID.
    fn tells_more_than(&self, other: &ReadProblem) -> bool {
        let weight = |problem: &ReadProblem| match problem {
            ReadProblem::NoCard | ReadProblem::NoReader => 0,
            ReadProblem::NotAnEid => 1,
            _ => 2,
        };
        weight(self) > weight(other)
    }
}

// ----- PC/SC, loaded at run time -----

// The types of the PC/SC API: pcsc-lite on Linux has `long`s (64 bits on 64-bit Linux), the
// others 32-bit integers.
#[cfg(all(unix, not(target_os = "macos")))]
mod types {
    pub type Dword = std::ffi::c_ulong;
    pub type Long = std::ffi::c_long;
    pub type Context = std::ffi::c_long;
    pub type Handle = std::ffi::c_long;
    pub const LIBRARY: &str = "libpcsclite.so.1";
}
#[cfg(target_os = "macos")]
mod types {
    pub type Dword = u32;
    pub type Long = i32;
    pub type Context = i32;
    pub type Handle = i32;
    pub const LIBRARY: &str = "/System/Library/Frameworks/PCSC.framework/PCSC";
}
#[cfg(windows)]
mod types {
    pub type Dword = u32;
    pub type Long = i32;
    pub type Context = usize;
    pub type Handle = usize;
    pub const LIBRARY: &str = "winscard.dll";
}
use types::{Context, Dword, Handle, Long};

#[repr(C)]
struct IoRequest {
    protocol: Dword,
    length: Dword,
}

type EstablishContext = unsafe extern "system" fn(Dword, *const c_void, *const c_void, *mut Context) -> Long;
type ReleaseContext = unsafe extern "system" fn(Context) -> Long;
type ListReaders = unsafe extern "system" fn(Context, *const c_char, *mut c_char, *mut Dword) -> Long;
type Connect = unsafe extern "system" fn(Context, *const c_char, Dword, Dword, *mut Handle, *mut Dword) -> Long;
type Disconnect = unsafe extern "system" fn(Handle, Dword) -> Long;
type BeginTransaction = unsafe extern "system" fn(Handle) -> Long;
type EndTransaction = unsafe extern "system" fn(Handle, Dword) -> Long;
type Transmit =
    unsafe extern "system" fn(Handle, *const IoRequest, *const u8, Dword, *mut IoRequest, *mut u8, *mut Dword) -> Long;

const SCOPE_USER: Dword = 0;
const SHARE_SHARED: Dword = 2;
const PROTOCOL_T0: Dword = 1;
const PROTOCOL_T1: Dword = 2;
const LEAVE_CARD: Dword = 0;

// The service's answers that have a sentence of their own (as 32-bit values on every system).
const E_NO_SERVICE: u32 = 0x8010_001D;
const E_SERVICE_STOPPED: u32 = 0x8010_001E;
const E_NO_READERS_AVAILABLE: u32 = 0x8010_002E;
const E_NO_SMARTCARD: u32 = 0x8010_000C;
const W_REMOVED_CARD: u32 = 0x8010_0069;
const W_RESET_CARD: u32 = 0x8010_0068;
/// The exchange with the card broke off: what pcsc-lite says when the card leaves mid-command.
const E_NOT_TRANSACTED: u32 = 0x8010_0016;
const E_SHARING_VIOLATION: u32 = 0x8010_000B;
const E_TIMEOUT: u32 = 0x8010_000A;
const E_UNKNOWN_READER: u32 = 0x8010_0009;
const W_UNRESPONSIVE_CARD: u32 = 0x8010_0066;
const W_UNPOWERED_CARD: u32 = 0x8010_0067;

/// A PC/SC answer as a problem (`Ok` for success).
fn check(code: Long) -> Result<(), ReadProblem> {
    // The 32 bits of the code, whatever width `long` has here.
    let code = code as u32;
    Err(match code {
        0 => return Ok(()),
        E_NO_SERVICE | E_SERVICE_STOPPED => ReadProblem::NoService,
        E_NO_READERS_AVAILABLE | E_UNKNOWN_READER => ReadProblem::NoReader,
        E_NO_SMARTCARD | W_UNPOWERED_CARD => ReadProblem::NoCard,
        W_REMOVED_CARD | W_RESET_CARD | E_NOT_TRANSACTED => ReadProblem::Removed,
        E_SHARING_VIOLATION => ReadProblem::InUse,
        // The service gave up waiting: as the worker does at its limit, the limit the user is told.
        E_TIMEOUT => ReadProblem::TimedOut(TIME_LIMIT),
        W_UNRESPONSIVE_CARD => ReadProblem::NotAnEid,
        other => ReadProblem::Reader(format!("PC/SC error {other:#010x}")),
    })
}

/// The loaded library and its functions.
struct Pcsc {
    // Kept loaded for as long as its functions are used.
    _library: libloading::Library,
    establish: EstablishContext,
    release: ReleaseContext,
    list_readers: ListReaders,
    connect: Connect,
    disconnect: Disconnect,
    begin_transaction: BeginTransaction,
    end_transaction: EndTransaction,
    transmit: Transmit,
    t0: IoRequest,
    t1: IoRequest,
}

impl Pcsc {
    fn load() -> Result<Pcsc, ReadProblem> {
        // SAFETY: loading the system's PC/SC library runs its initialisers, which have no
        // preconditions; the symbols' types are the PC/SC API's as the platform declares them.
        unsafe {
            let library = libloading::Library::new(types::LIBRARY).map_err(|_| ReadProblem::NoService)?;
            let symbol = |name: &[u8]| -> Result<*const c_void, ReadProblem> {
                library
                    .get::<*const c_void>(name)
                    .map(|symbol| *symbol)
                    .map_err(|_| ReadProblem::Reader("the smart-card service's library is incomplete".to_owned()))
            };
            let (list_name, connect_name): (&[u8], &[u8]) = if cfg!(windows) {
                (b"SCardListReadersA\0", b"SCardConnectA\0")
            } else {
                (b"SCardListReaders\0", b"SCardConnect\0")
            };
            Ok(Pcsc {
                establish: std::mem::transmute::<*const c_void, EstablishContext>(symbol(b"SCardEstablishContext\0")?),
                release: std::mem::transmute::<*const c_void, ReleaseContext>(symbol(b"SCardReleaseContext\0")?),
                list_readers: std::mem::transmute::<*const c_void, ListReaders>(symbol(list_name)?),
                connect: std::mem::transmute::<*const c_void, Connect>(symbol(connect_name)?),
                disconnect: std::mem::transmute::<*const c_void, Disconnect>(symbol(b"SCardDisconnect\0")?),
                begin_transaction: std::mem::transmute::<*const c_void, BeginTransaction>(symbol(
                    b"SCardBeginTransaction\0",
                )?),
                end_transaction: std::mem::transmute::<*const c_void, EndTransaction>(symbol(
                    b"SCardEndTransaction\0",
                )?),
                transmit: std::mem::transmute::<*const c_void, Transmit>(symbol(b"SCardTransmit\0")?),
                t0: IoRequest { protocol: PROTOCOL_T0, length: std::mem::size_of::<IoRequest>() as Dword },
                t1: IoRequest { protocol: PROTOCOL_T1, length: std::mem::size_of::<IoRequest>() as Dword },
                _library: library,
            })
        }
    }

    fn establish(&self) -> Result<ReaderContext<'_>, ReadProblem> {
        let mut context: Context = 0;
        // SAFETY: the out pointer is valid for the call; the reserved pointers are null.
        check(unsafe { (self.establish)(SCOPE_USER, std::ptr::null(), std::ptr::null(), &mut context) })
            .map_err(the_service_s)?;
        Ok(ReaderContext { pcsc: self, context })
    }
}

/// A failure before any card is involved (connecting to the service, listing its readers) that
/// the service does not name is the service's, never the card's: "take the card out" would send
/// the user to a card that is not there. The code stays in the log for support. (Wine's
/// `winscard.dll` answers `SCARD_F_INTERNAL_ERROR` where Windows says the service is not running.)
fn the_service_s(problem: ReadProblem) -> ReadProblem {
    match problem {
        ReadProblem::Reader(words) => {
            tracing::warn!("the smart-card service failed before any card was read: {words}");
            ReadProblem::NoService
        }
        named => named,
    }
}

/// A connection to the smart-card service (released when dropped).
struct ReaderContext<'a> {
    pcsc: &'a Pcsc,
    context: Context,
}

impl ReaderContext<'_> {
    /// The readers' names.
    fn readers(&self) -> Result<Vec<CString>, ReadProblem> {
        let mut length: Dword = 0;
        // SAFETY: asking the length first (null buffer), then filling a buffer of that length.
        let code =
            unsafe { (self.pcsc.list_readers)(self.context, std::ptr::null(), std::ptr::null_mut(), &mut length) };
        match check(code).map_err(the_service_s) {
            Err(ReadProblem::NoReader) => return Ok(Vec::new()),
            other => other?,
        }
        let mut names = vec![0_u8; usize::try_from(length).unwrap_or(0).max(1)];
        let code =
            unsafe { (self.pcsc.list_readers)(self.context, std::ptr::null(), names.as_mut_ptr().cast(), &mut length) };
        match check(code).map_err(the_service_s) {
            Err(ReadProblem::NoReader) => return Ok(Vec::new()),
            other => other?,
        }
        // A multi-string: names ended by NUL, the list by another.
        Ok(names
            .split(|byte| *byte == 0)
            .filter(|name| !name.is_empty())
            .filter_map(|name| CString::new(name).ok())
            .collect())
    }

    fn connect(&self, reader: &CStr) -> Result<CardConnection<'_>, ReadProblem> {
        let mut handle: Handle = 0;
        let mut protocol: Dword = 0;
        // SAFETY: the reader's name is a NUL-ended string; the out pointers are valid.
        check(unsafe {
            (self.pcsc.connect)(
                self.context,
                reader.as_ptr(),
                SHARE_SHARED,
                PROTOCOL_T0 | PROTOCOL_T1,
                &mut handle,
                &mut protocol,
            )
        })?;
        Ok(CardConnection { pcsc: self.pcsc, handle, protocol })
    }
}

impl Drop for ReaderContext<'_> {
    fn drop(&mut self) {
        // SAFETY: the context was established and is released once.
        unsafe { (self.pcsc.release)(self.context) };
    }
}

/// A connection to the card in one reader (left in the reader, unreset, when dropped).
struct CardConnection<'a> {
    pcsc: &'a Pcsc,
    handle: Handle,
    protocol: Dword,
}

impl<'a> CardConnection<'a> {
    /// Holds the card for this program until the transaction is dropped: the service waits for
    /// another program's transaction to end, and makes other programs wait for this one.
    fn begin_transaction(&mut self) -> Result<Transaction<'_, 'a>, ReadProblem> {
        // SAFETY: the handle is connected.
        check(unsafe { (self.pcsc.begin_transaction)(self.handle) })?;
        Ok(Transaction { card: self })
    }

    fn transmit(&mut self, command: &[u8]) -> Result<Vec<u8>, intake_eid::CardError> {
        let send = if self.protocol == PROTOCOL_T0 { &self.pcsc.t0 } else { &self.pcsc.t1 };
        // The longest short response: 256 bytes and the status word.
        let mut response = vec![0_u8; 258];
        let mut length = response.len() as Dword;
        // SAFETY: the buffers are valid for their lengths during the call.
        let code = unsafe {
            (self.pcsc.transmit)(
                self.handle,
                send,
                command.as_ptr(),
                command.len() as Dword,
                std::ptr::null_mut(),
                response.as_mut_ptr(),
                &mut length,
            )
        };
        check(code).map_err(|problem| match problem {
            ReadProblem::Removed => intake_eid::CardError::Removed,
            ReadProblem::InUse => intake_eid::CardError::InUse,
            ReadProblem::NotAnEid => intake_eid::CardError::NotAnEid,
            other => intake_eid::CardError::Reader(other.to_string()),
        })?;
        response.truncate(usize::try_from(length).unwrap_or(0).min(response.len()));
        Ok(response)
    }
}

/// A card held in a transaction: the only way commands are sent to it.
struct Transaction<'c, 'a> {
    card: &'c mut CardConnection<'a>,
}

impl intake_eid::Card for Transaction<'_, '_> {
    fn transmit(&mut self, command: &[u8]) -> Result<Vec<u8>, intake_eid::CardError> {
        self.card.transmit(command)
    }
}

impl Drop for Transaction<'_, '_> {
    fn drop(&mut self) {
        // Ended whether the read succeeded or not; the card is left as it is. A card taken
        // out has no transaction left to end: the service's answer is of no use then.
        // SAFETY: the transaction was begun on this handle and is ended once.
        unsafe { (self.card.pcsc.end_transaction)(self.card.handle, LEAVE_CARD) };
    }
}

impl Drop for CardConnection<'_> {
    fn drop(&mut self) {
        // SAFETY: the handle was connected and is disconnected once.
        unsafe { (self.pcsc.disconnect)(self.handle, LEAVE_CARD) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_service_s_answers_have_their_sentences_whatever_the_width_of_long() {
        assert_eq!(check(0), Ok(()));
        for (code, problem) in [
            (E_NO_SERVICE, ReadProblem::NoService),
            (E_NO_READERS_AVAILABLE, ReadProblem::NoReader),
            (E_NO_SMARTCARD, ReadProblem::NoCard),
            (W_REMOVED_CARD, ReadProblem::Removed),
            (E_SHARING_VIOLATION, ReadProblem::InUse),
            // Said as "did not answer within 3 seconds", never "within 0".
            (E_TIMEOUT, ReadProblem::TimedOut(TIME_LIMIT)),
        ] {
            // pcsc-lite's long holds the code as a positive 64-bit value; Windows' as a negative
            // 32-bit one: the same 32 bits.
            assert_eq!(check(code as Long), Err(problem.clone()));
            assert_eq!(check(code as i32 as Long), Err(problem));
        }
        assert!(matches!(check(0x8010_0001_u32 as Long), Err(ReadProblem::Reader(_))));
    }

    /// Before a card is involved, an unnamed failure is the service's; a named one keeps its name.
    #[test]
    fn an_unnamed_failure_of_the_service_is_never_blamed_on_a_card() {
        let internal_error = check(0x8010_0001_u32 as i32 as Long).map_err(the_service_s);
        assert_eq!(internal_error, Err(ReadProblem::NoService));
        assert_eq!(the_service_s(ReadProblem::NoReader), ReadProblem::NoReader);
    }

    /// With no eID in any reader: a card that may be one and failed is said before a card that
    /// is not one, which is said before an empty reader.
    #[test]
    fn the_most_telling_reader_s_problem_is_said() {
        assert!(ReadProblem::NotAnEid.tells_more_than(&ReadProblem::NoCard));
        assert!(ReadProblem::Removed.tells_more_than(&ReadProblem::NotAnEid));
        assert!(ReadProblem::InUse.tells_more_than(&ReadProblem::NoCard));
        assert!(!ReadProblem::NoCard.tells_more_than(&ReadProblem::NotAnEid));
        assert!(!ReadProblem::NotAnEid.tells_more_than(&ReadProblem::InUse));
        assert!(!ReadProblem::Removed.tells_more_than(&ReadProblem::InUse), "the first of two is kept");
    }
}
