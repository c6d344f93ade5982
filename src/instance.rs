//! One window per profile. This module owns `instance.lock`, `instance.contact` and (Unix)
//! `instance.sock` in the data folder: the window process holds an OS file lock on
//! `instance.lock` for its whole life (the OS releases it when the process ends, even by a
//! crash, so a left-behind file never blocks the next start), and answers later starts where
//! `instance.contact` says, with a random nonce written there too. A later start that knocks
//! with the nonce brings the running window to the front and exits. Where the platform has them
//! (Unix), the knock comes through a local socket in the private data folder, which other users
//! of the machine cannot reach at all; elsewhere (Windows) through a loopback port, where any
//! local process can connect but nothing happens without the nonce. All files are 0600 (Unix).
//! The standalone sandbox and `--measure` take no lock.
//!
//! The contact is a file of its own because on Windows the lock also forbids other processes
//! to read the locked file.

use std::io::{Read, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The lock file in the data folder.
pub const LOCK_FILE: &str = "instance.lock";
/// Where the running window answers (its socket, or its port) and its nonce, in the data folder.
pub const CONTACT_FILE: &str = "instance.contact";
/// The running window's local socket, in the data folder (Unix).
pub const SOCKET_FILE: &str = "instance.sock";
/// How long a later start tries to reach the running window.
pub const KNOCK_TIMEOUT: Duration = Duration::from_secs(2);

/// What [`acquire`] found.
#[derive(Debug)]
pub enum Acquired {
    /// This process is the profile's window; keep it for the life of the window.
    Held(InstanceLock),
    /// Another process holds the lock.
    AlreadyRunning,
    /// No lock could be taken (a folder that cannot be written, a file system without locks):
    /// the app runs without the guard.
    Unavailable(std::io::Error),
}

/// The held lock; dropping it (or the process ending) releases it.
#[derive(Debug)]
pub struct InstanceLock {
    file: std::fs::File,
    dir: PathBuf,
    contact_written: bool,
    socket_written: bool,
}

/// Takes the profile's lock in `data_dir` without waiting. Writes nothing but the (empty) lock
/// file, and only when it is missing.
pub fn acquire(data_dir: &Path) -> Acquired {
    let path = data_dir.join(LOCK_FILE);
    let file = match open_lock_file(&path) {
        Ok(file) => file,
        Err(err) => return Acquired::Unavailable(err),
    };
    match file.try_lock() {
        Ok(()) => Acquired::Held(InstanceLock {
            file,
            dir: data_dir.to_path_buf(),
            contact_written: false,
            socket_written: false,
        }),
        Err(std::fs::TryLockError::WouldBlock) => Acquired::AlreadyRunning,
        Err(std::fs::TryLockError::Error(err)) => Acquired::Unavailable(err),
    }
}

fn open_lock_file(path: &Path) -> std::io::Result<std::fs::File> {
    let mut options = std::fs::OpenOptions::new();
    options.read(true).write(true).create(true).truncate(false);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt as _;
        options.mode(0o600);
    }
    match options.open(path) {
        Ok(file) => Ok(file),
        // A folder that cannot be written may still hold a lock file from before: locking needs
        // only to read it.
        Err(err) => std::fs::File::open(path).map_err(|_| err),
    }
}

impl InstanceLock {
    /// Starts answering later starts: a loopback listener on its own thread, and the contact
    /// file. The returned [`FocusTarget`] gets the window's context once it exists.
    pub fn listen(&mut self) -> std::io::Result<FocusTarget> {
        let nonce = uuid::Uuid::new_v4().simple().to_string();
        let target = FocusTarget::default();
        let contact = match self.listen_locally(&nonce, &target) {
            Some(contact) => contact,
            None => {
                let listener = TcpListener::bind(SocketAddr::from((Ipv4Addr::LOCALHOST, 0)))?;
                let port = listener.local_addr()?.port();
                let (expected, answering) = (nonce.clone(), target.clone());
                spawn_answering(
                    move || listener.incoming().next().map(|stream| stream.map(Knocked::Tcp)),
                    expected,
                    answering,
                )?;
                format!("{port} {nonce}\n")
            }
        };
        crate::files::write_private_atomic(&self.dir.join(CONTACT_FILE), contact.as_bytes())?;
        self.contact_written = true;
        Ok(target)
    }

    /// A local socket in the data folder, private to the user (Unix); `None` where it cannot be
    /// made (a path too long for a socket, a file system without them): the port then.
    #[cfg(unix)]
    fn listen_locally(&mut self, nonce: &str, target: &FocusTarget) -> Option<String> {
        use std::os::unix::fs::PermissionsExt as _;
        let path = self.dir.join(SOCKET_FILE);
        // This process holds the lock: a socket file there is a crashed window's.
        let _ = std::fs::remove_file(&path);
        let listener = match std::os::unix::net::UnixListener::bind(&path) {
            Ok(listener) => listener,
            Err(err) => {
                tracing::warn!(%err, "no local socket for a second start; a loopback port instead");
                return None;
            }
        };
        let _ = std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600));
        self.socket_written = true;
        let (expected, answering) = (nonce.to_owned(), target.clone());
        let spawned = spawn_answering(
            move || listener.incoming().next().map(|stream| stream.map(Knocked::Local)),
            expected,
            answering,
        );
        spawned.ok()?;
        Some(format!("socket {nonce}\n"))
    }

    #[cfg(not(unix))]
    fn listen_locally(&mut self, _nonce: &str, _target: &FocusTarget) -> Option<String> {
        None
    }
}

/// A knocking connection, through the local socket or the loopback port.
enum Knocked {
    Tcp(TcpStream),
    #[cfg(unix)]
    Local(std::os::unix::net::UnixStream),
}

impl Knocked {
    fn set_read_timeout(&self, timeout: Option<Duration>) -> std::io::Result<()> {
        match self {
            Knocked::Tcp(stream) => stream.set_read_timeout(timeout),
            #[cfg(unix)]
            Knocked::Local(stream) => stream.set_read_timeout(timeout),
        }
    }

    fn set_write_timeout(&self, timeout: Option<Duration>) -> std::io::Result<()> {
        match self {
            Knocked::Tcp(stream) => stream.set_write_timeout(timeout),
            #[cfg(unix)]
            Knocked::Local(stream) => stream.set_write_timeout(timeout),
        }
    }
}

impl Read for Knocked {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        match self {
            Knocked::Tcp(stream) => stream.read(buf),
            #[cfg(unix)]
            Knocked::Local(stream) => stream.read(buf),
        }
    }
}

impl Write for Knocked {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        match self {
            Knocked::Tcp(stream) => stream.write(buf),
            #[cfg(unix)]
            Knocked::Local(stream) => stream.write(buf),
        }
    }

    fn flush(&mut self) -> std::io::Result<()> {
        match self {
            Knocked::Tcp(stream) => stream.flush(),
            #[cfg(unix)]
            Knocked::Local(stream) => stream.flush(),
        }
    }
}

/// The answering thread: takes each connection `next` gives (until it gives none) and answers
/// it on a thread of its own, within its deadline, a few at a time: a process that connects and
/// trickles bytes holds one of them for half a second, never the next start's hand-over. Past
/// the few, a connection is closed at once.
fn spawn_answering(
    mut next: impl FnMut() -> Option<std::io::Result<Knocked>> + Send + 'static,
    expected: String,
    answering: FocusTarget,
) -> std::io::Result<()> {
    std::thread::Builder::new().name("intake-desk-instance".to_owned()).spawn(move || {
        use std::sync::atomic::Ordering;
        let answering_now = Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let refused = Arc::new(Mutex::new(RefusedKnocks::default()));
        while let Some(stream) = next() {
            let Ok(stream) = stream else { continue };
            if answering_now.fetch_add(1, Ordering::SeqCst) >= MAX_KNOCKS_AT_ONCE {
                answering_now.fetch_sub(1, Ordering::SeqCst);
                refused.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).note();
                continue;
            }
            let (expected, answering, refused, done) =
                (expected.clone(), answering.clone(), Arc::clone(&refused), Arc::clone(&answering_now));
            let spawned = std::thread::Builder::new().name("intake-desk-knock".to_owned()).spawn(move || {
                answer(stream, &expected, &answering, &refused);
                done.fetch_sub(1, Ordering::SeqCst);
            });
            if spawned.is_err() {
                answering_now.fetch_sub(1, Ordering::SeqCst);
            }
        }
    })?;
    Ok(())
}

impl Drop for InstanceLock {
    fn drop(&mut self) {
        if self.contact_written {
            let _ = std::fs::remove_file(self.dir.join(CONTACT_FILE));
        }
        if self.socket_written {
            let _ = std::fs::remove_file(self.dir.join(SOCKET_FILE));
        }
        let _ = self.file.unlock();
    }
}

/// Knocks answered at once; more are closed unanswered.
const MAX_KNOCKS_AT_ONCE: usize = 4;
/// The most one knock may take, from its connection to its nonce's end.
const KNOCK_DEADLINE: Duration = Duration::from_millis(500);
/// Refused knocks are said in the log once per this long, with their number.
const REFUSED_LOG_EVERY: Duration = Duration::from_secs(60);

/// Knocks without the right nonce: a burst of them is one line in the log, not one each.
#[derive(Default)]
struct RefusedKnocks {
    since_logged: u64,
    logged_at: Option<Instant>,
}

impl RefusedKnocks {
    fn note(&mut self) {
        self.since_logged += 1;
        if self.logged_at.is_none_or(|at| at.elapsed() >= REFUSED_LOG_EVERY) {
            tracing::warn!(
                count = self.since_logged,
                "connections to the instance port without the right nonce were refused"
            );
            self.since_logged = 0;
            self.logged_at = Some(Instant::now());
        }
    }
}

/// One knock: the nonce, then `ok` or `no`, all within [`KNOCK_DEADLINE`].
fn answer(mut stream: Knocked, nonce: &str, target: &FocusTarget, refused: &Mutex<RefusedKnocks>) {
    let deadline = Instant::now() + KNOCK_DEADLINE;
    let _ = stream.set_write_timeout(Some(KNOCK_DEADLINE));
    let mut received = Vec::new();
    let mut buf = [0u8; 64];
    while received.len() < 128 && !received.contains(&b'\n') {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() || stream.set_read_timeout(Some(left)).is_err() {
            break;
        }
        match stream.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => received.extend_from_slice(buf.get(..n).unwrap_or_default()),
        }
    }
    let knocked = String::from_utf8_lossy(&received);
    let reply: &[u8] = if knocked.trim() == nonce {
        target.bring_to_front();
        b"ok\n"
    } else {
        refused.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).note();
        b"no\n"
    };
    let _ = stream.write_all(reply);
}

/// The window to bring to the front, once eframe created it.
#[derive(Clone, Default)]
pub struct FocusTarget(Arc<Mutex<Target>>);

#[derive(Default)]
enum Target {
    #[default]
    NotYet,
    /// A later start knocked before the window existed.
    Wanted,
    Window(egui::Context),
}

impl FocusTarget {
    /// Called with the window's context when eframe created it.
    pub fn set_context(&self, ctx: &egui::Context) {
        let wanted = {
            let mut target = self.0.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            let wanted = matches!(*target, Target::Wanted);
            *target = Target::Window(ctx.clone());
            wanted
        };
        if wanted {
            focus(ctx);
        }
    }

    fn bring_to_front(&self) {
        let mut target = self.0.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        match &*target {
            Target::Window(ctx) => focus(ctx),
            Target::NotYet | Target::Wanted => *target = Target::Wanted,
        }
    }
}

fn focus(ctx: &egui::Context) {
    ctx.send_viewport_cmd(egui::ViewportCommand::Minimized(false));
    ctx.send_viewport_cmd(egui::ViewportCommand::Visible(true));
    ctx.send_viewport_cmd(egui::ViewportCommand::Focus);
    ctx.request_repaint();
}

/// What a later start's knock did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Knock {
    /// The running window was asked to come to the front.
    BroughtToFront,
    /// No answer within the time given.
    NoAnswer,
}

/// Asks the window running on `data_dir` to come to the front, trying until `timeout` (the
/// running one may still be starting). Reads only `instance.contact`.
pub fn bring_to_front(data_dir: &Path, timeout: Duration) -> Knock {
    let deadline = Instant::now() + timeout;
    loop {
        if let Some((place, nonce)) = read_contact(data_dir)
            && knock(&place, &nonce, deadline)
        {
            return Knock::BroughtToFront;
        }
        if Instant::now() + Duration::from_millis(100) >= deadline {
            return Knock::NoAnswer;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// Where the running window answers.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Place {
    Port(u16),
    Socket(PathBuf),
}

fn read_contact(data_dir: &Path) -> Option<(Place, String)> {
    let mut text = String::new();
    std::fs::File::open(data_dir.join(CONTACT_FILE)).ok()?.take(256).read_to_string(&mut text).ok()?;
    let mut words = text.split_whitespace();
    let place = match words.next()? {
        "socket" => Place::Socket(data_dir.join(SOCKET_FILE)),
        port => Place::Port(port.parse().ok()?),
    };
    let nonce = words.next()?.to_owned();
    Some((place, nonce))
}

/// A connection to the window holding the lock, where its contact file says it listens.
fn connect(place: &Place, timeout: Duration) -> std::io::Result<Knocked> {
    match place {
        Place::Port(port) => {
            TcpStream::connect_timeout(&SocketAddr::from((Ipv4Addr::LOCALHOST, *port)), timeout).map(Knocked::Tcp)
        }
        #[cfg(unix)]
        Place::Socket(path) => std::os::unix::net::UnixStream::connect(path).map(Knocked::Local),
        #[cfg(not(unix))]
        Place::Socket(_) => Err(std::io::ErrorKind::Unsupported.into()),
    }
}

fn knock(place: &Place, nonce: &str, deadline: Instant) -> bool {
    let left = || deadline.saturating_duration_since(Instant::now()).max(Duration::from_millis(50));
    let Ok(mut stream) = connect(place, left()) else { return false };
    let _ = stream.set_write_timeout(Some(left()));
    let _ = stream.set_read_timeout(Some(left()));
    if stream.write_all(format!("{nonce}\n").as_bytes()).is_err() {
        return false;
    }
    let mut reply = [0u8; 3];
    stream.read_exact(&mut reply).is_ok() && &reply == b"ok\n"
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn the_second_lock_is_refused_until_the_first_is_dropped() {
        let dir = crate::test_dir("instance");
        let first = acquire(&dir);
        assert!(matches!(first, Acquired::Held(_)), "{first:?}");
        assert!(matches!(acquire(&dir), Acquired::AlreadyRunning));
        drop(first);
        assert!(matches!(acquire(&dir), Acquired::Held(_)));
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt as _;
            let mode = std::fs::metadata(dir.join(LOCK_FILE)).unwrap().permissions().mode() & 0o777;
            assert_eq!(mode, 0o600);
        }
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_knock_with_the_nonce_brings_the_window_to_the_front_and_a_wrong_one_does_not() {
        let dir = crate::test_dir("instance");
        let Acquired::Held(mut lock) = acquire(&dir) else { panic!("not held") };
        let target = lock.listen().unwrap();
        let (place, nonce) = read_contact(&dir).unwrap();
        #[cfg(unix)]
        assert_eq!(place, Place::Socket(dir.join(SOCKET_FILE)), "a local socket where the platform has one");
        let soon = || Instant::now() + Duration::from_secs(2);
        assert!(!knock(&place, "wrong", soon()));
        assert!(matches!(*target.0.lock().unwrap(), Target::NotYet));
        // Before the window exists, the wish is kept for when it does.
        assert!(knock(&place, &nonce, soon()));
        assert!(matches!(*target.0.lock().unwrap(), Target::Wanted));
        let ctx = egui::Context::default();
        target.set_context(&ctx);
        assert!(matches!(*target.0.lock().unwrap(), Target::Window(_)));
        assert_eq!(bring_to_front(&dir, Duration::from_secs(2)), Knock::BroughtToFront);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt as _;
            let mode = std::fs::metadata(dir.join(CONTACT_FILE)).unwrap().permissions().mode() & 0o777;
            assert_eq!(mode, 0o600);
            let mode = std::fs::metadata(dir.join(SOCKET_FILE)).unwrap().permissions().mode() & 0o777;
            assert_eq!(mode, 0o600, "the socket is the user's alone");
        }
        drop(lock);
        assert!(!dir.join(CONTACT_FILE).exists(), "the contact goes with the window");
        assert!(!dir.join(SOCKET_FILE).exists(), "and the socket");
        let started = Instant::now();
        assert_eq!(bring_to_front(&dir, Duration::from_millis(300)), Knock::NoAnswer);
        assert!(started.elapsed() < Duration::from_secs(2));
        let _ = std::fs::remove_dir_all(dir);
    }

    /// Local processes that connect and trickle a byte a second (issue 28: each held the one
    /// answering thread for up to two minutes) do not delay a second start's hand-over by more
    /// than a second.
    #[test]
    fn tricklers_do_not_hold_up_a_second_start() {
        let dir = crate::test_dir("instance-trickle");
        let Acquired::Held(mut lock) = acquire(&dir) else { panic!("not held") };
        let _target = lock.listen().unwrap();
        let (place, _) = read_contact(&dir).unwrap();
        let tricklers: Vec<_> = (0..6)
            .map(|_| {
                let place = place.clone();
                std::thread::spawn(move || {
                    let Ok(mut stream) = connect(&place, Duration::from_secs(1)) else { return };
                    for _ in 0..8 {
                        if stream.write_all(b"x").is_err() {
                            return;
                        }
                        std::thread::sleep(Duration::from_millis(900));
                    }
                })
            })
            .collect();
        std::thread::sleep(Duration::from_millis(200));
        let started = Instant::now();
        assert_eq!(bring_to_front(&dir, KNOCK_TIMEOUT), Knock::BroughtToFront);
        assert!(started.elapsed() < Duration::from_secs(1), "handed over in {:?}", started.elapsed());
        drop(lock);
        for trickler in tricklers {
            let _ = trickler.join();
        }
        let _ = std::fs::remove_dir_all(dir);
    }
}
