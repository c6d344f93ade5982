//! The import's cage: a day's list (CSV, XLSX, XLS, ODS) is read in a child process, never in
//! the app. The parent owns the file's bytes (read with the import's size cap); the child — this
//! same binary, started with the hidden subcommand [`SUBCOMMAND`] — gets them on its standard
//! input, puts an operating-system memory cap and a processor-time cap on itself
//! ([`limits`]), reads them with the import, and answers with one bounded, versioned message
//! on its standard output ([`wire`]). The parent holds the wall clock and kills the child at the
//! time limit, when the user stops the reading, or when the window closes (the stop flag).
//!
//! Whatever a file makes the reader do — reserve terabytes, loop, crash — ends the child, not the
//! app: each way it ends is one [`CageProblem`], said in one sentence. The in-process reader is
//! used only by the child itself (and the import crate's tests).
//!
//! The child gets no network, no profile, no database: it is given bytes, not a path; its
//! environment is emptied; it starts no runtime and no logging (`main` hands it over first); on
//! Linux and macOS it holds only its three pipes and can open nothing else ([`limits`]). When
//! the app's binary was replaced under it (an update), the child cannot be started or answers
//! in another version: the user is told to restart.

mod child;
mod limits;
pub mod wire;

use std::io::Write as _;
use std::path::PathBuf;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

pub use child::{EXIT_NO_LIMITS, serve};

use crate::import::{ImportError, Imported};

/// The hidden subcommand that makes `intake-desk` the import's child.
pub const SUBCOMMAND: &str = "read-list-in-cage";

/// The child's memory cap. Linux counts address space (`RLIMIT_AS`), the binary's own mappings
/// included: 35 MiB before a byte is read in a release build, 133 MiB in a debug one. Measured
/// in the child (BENCHMARKS.md, "The import's cage"), release: a 200-row list peaks at 8 to 10
/// MiB resident and reads within 36 MiB of address space; the largest files the import accepts
/// — a 30 MB CSV of 10,000 rows, a 10,000-row XLSX whose sheet unpacks to 16.6 MB, just under
/// the part cap — peak at 67 and 37 MiB, within 99 and 62 MiB (debug: 197 and 161 MiB). Half a
/// gibibyte is five times the largest of them (2.6 times in a debug build) and far below what a
/// hostile file asks for (terabytes); on Windows the cap counts committed memory only, which is
/// less again.
pub const MEMORY_CAP_BYTES: u64 = 512 * 1024 * 1024;
/// The wall-clock time a file may take to read: a real list takes milliseconds (a 30 MB list of
/// 10,000 rows two and a half seconds in a debug build).
pub const TIME_LIMIT: Duration = Duration::from_secs(20);
/// The most a child's answer may hold: what the file itself may be. A day's list of 10,000
/// rows of twenty columns is a few megabytes.
pub const MAX_ANSWER_BYTES: usize = crate::import::MAX_FILE_BYTES;
/// How often the parent looks at the stop flag and the clock while the child reads.
const WATCH_EVERY: Duration = Duration::from_millis(5);
/// How much of the child's standard error is looked at (for the allocator's last words).
const STDERR_KEPT: usize = 16 * 1024;

/// Where and how the import's child runs. The app's default starts its own binary; the window
/// tests, whose own binary is a test harness, name `intake-desk`'s.
#[derive(Clone, Debug)]
pub struct ImportCage {
    /// The program started for each file, with [`SUBCOMMAND`]. `None`: this program's path
    /// could not be found, and no file is read.
    pub program: Option<PathBuf>,
    /// The child's memory cap, in bytes.
    pub memory_bytes: u64,
    /// How long the child may take before it is killed.
    pub time_limit: Duration,
    /// The most bytes its answer's payload may hold.
    pub max_answer_bytes: usize,
}

impl Default for ImportCage {
    fn default() -> Self {
        ImportCage {
            program: std::env::current_exe().ok(),
            memory_bytes: MEMORY_CAP_BYTES,
            time_limit: TIME_LIMIT,
            max_answer_bytes: MAX_ANSWER_BYTES,
        }
    }
}

impl ImportCage {
    /// The cage with `program` as the child.
    pub fn with_program(program: impl Into<PathBuf>) -> ImportCage {
        ImportCage { program: Some(program.into()), ..ImportCage::default() }
    }
}

/// How the child ended when it did not answer with a list or a reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CageProblem {
    /// It reached its memory cap: the file asks for far more memory than a list needs.
    TooMuchMemory,
    /// It was still reading at the time limit, or used up its processor time.
    TooLong { seconds: u64 },
    /// It ended without an answer: aborted, killed, a signal, a crash (`how`, the system's words).
    Ended { how: String },
    /// Its answer is larger than any list's (its cap, in bytes).
    AnswerTooLarge { max_bytes: usize },
    /// Its answer is not one (another version, damaged, cut short).
    AnswerDamaged(wire::Damaged),
    /// It could not be started (the system's words).
    NotStarted(String),
}

/// Why a file was not read in the cage.
#[derive(Clone, Debug, PartialEq)]
pub enum CageError {
    /// The child read it and said why it is not a list (or the reading was stopped).
    Import(ImportError),
    /// The child did not answer with a list or a reason.
    Cage(CageProblem),
}

/// Reads `bytes` (the file `file_name`, whose extension says its kind) in a child process under
/// the cage's limits, until `stop` is set (the child is then killed at once).
pub fn read(cage: &ImportCage, file_name: &str, bytes: Vec<u8>, stop: &AtomicBool) -> Result<Imported, CageError> {
    let Some(program) = &cage.program else {
        return Err(CageError::Cage(CageProblem::NotStarted("the program's own path is not known".to_owned())));
    };
    // Only the kind goes on the command line (other users may see it), never the name.
    let kind: String = file_name
        .rsplit_once('.')
        .map(|(_, extension)| extension)
        .unwrap_or_default()
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .take(16)
        .collect::<String>()
        .to_ascii_lowercase();
    // Processor time is a backstop: the wall clock ends the child first.
    let processor_seconds = cage.time_limit.as_secs() + 5;
    let mut command = Command::new(program);
    command.args([
        SUBCOMMAND,
        "--kind",
        &kind,
        "--memory-bytes",
        &cage.memory_bytes.to_string(),
        "--processor-seconds",
        &processor_seconds.to_string(),
    ]);
    run(command, bytes, cage, stop)
}

/// What the threads watching the child's pipes report.
enum Heard {
    Answer(Result<Result<Imported, ImportError>, Unanswered>),
    OutOfMemory(bool),
}

/// Why the child's standard output holds no list or reason.
enum Unanswered {
    /// Nothing, or less than a header: it ended before answering.
    Nothing,
    TooLarge,
    Damaged(wire::Damaged),
}

/// Starts `command` as the child, hands it `bytes`, and waits for its answer and its end,
/// killing it at the time limit or when `stop` is set.
fn run(mut command: Command, bytes: Vec<u8>, cage: &ImportCage, stop: &AtomicBool) -> Result<Imported, CageError> {
    command.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped()).env_clear();
    #[cfg(windows)]
    {
        use std::os::windows::process::CommandExt as _;
        // Windows needs its own folder to load its libraries.
        if let Some(root) = std::env::var_os("SystemRoot") {
            command.env("SystemRoot", root);
        }
        // A debug build is a console program: no console window flashes up for the child.
        command.creation_flags(windows_sys::Win32::System::Threading::CREATE_NO_WINDOW);
    }
    let mut child = command.spawn().map_err(|error| CageError::Cage(CageProblem::NotStarted(error.to_string())))?;
    let started = Instant::now();
    let (heard, hear) = mpsc::channel();
    // The pipes are written and read on threads of their own (a full pipe blocks its end), never
    // joined: a thread left waiting on a pipe ends when the pipe closes, and the reading does not
    // wait for it.
    if let Some(mut input) = child.stdin.take() {
        std::thread::spawn(move || {
            // A child that ends early closes its end: nothing more to hand over.
            let _ = input.write_all(&bytes);
        });
    }
    if let Some(output) = child.stdout.take() {
        let heard = heard.clone();
        let max = cage.max_answer_bytes;
        std::thread::spawn(move || {
            let _ = heard.send(Heard::Answer(read_answer(output, max)));
        });
    }
    if let Some(errors) = child.stderr.take() {
        std::thread::spawn(move || {
            let _ = heard.send(Heard::OutOfMemory(said_out_of_memory(errors)));
        });
    }

    let mut answer = None;
    let mut out_of_memory = None;
    let mut killed: Option<Killed> = None;
    let status = loop {
        match hear.recv_timeout(WATCH_EVERY) {
            Ok(Heard::Answer(heard)) => {
                // An answer refused for what it holds (not for ending early): the child may still
                // be writing the rest.
                if matches!(&heard, Err(Unanswered::TooLarge))
                    || matches!(&heard, Err(Unanswered::Damaged(damaged)) if *damaged != wire::Damaged::Truncated)
                {
                    killed.get_or_insert(Killed::AnswerRefused);
                    let _ = child.kill();
                }
                answer = Some(heard);
            }
            Ok(Heard::OutOfMemory(said)) => out_of_memory = Some(said),
            Err(mpsc::RecvTimeoutError::Timeout) => {}
            // Both pipes closed, the child not ended yet: watched at the same pace.
            Err(mpsc::RecvTimeoutError::Disconnected) => std::thread::sleep(WATCH_EVERY),
        }
        // Until it ends: a child that ended while something else still holds its pipes reaches
        // the time limit here too.
        if killed.is_none() {
            killed = must_end(&child, cage, started, stop);
            if killed.is_some() {
                let _ = child.kill();
            }
        }
        match child.try_wait() {
            Ok(Some(status)) if answer.is_some() || killed.is_some() => break Some(status),
            Ok(_) => {}
            Err(_) => break None,
        }
    };
    // The allocator's last words on standard error come with the end: looked for a moment more.
    let out_of_memory = match out_of_memory {
        Some(said) => said,
        None if killed.is_none() => loop {
            match hear.recv_timeout(Duration::from_millis(200)) {
                Ok(Heard::OutOfMemory(said)) => break said,
                Ok(Heard::Answer(_)) => {}
                Err(_) => break false,
            }
        },
        None => false,
    };
    outcome(answer, status, out_of_memory, killed, cage)
}

/// Why the parent killed the child.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Killed {
    Stopped,
    TimeLimit,
    /// Past its memory cap, as the parent watches it (where the system does not enforce the cap:
    /// macOS, Wine).
    Memory,
    AnswerRefused,
}

/// Whether the child must be killed now, and why.
fn must_end(child: &Child, cage: &ImportCage, started: Instant, stop: &AtomicBool) -> Option<Killed> {
    if stop.load(Ordering::Relaxed) {
        return Some(Killed::Stopped);
    }
    if started.elapsed() >= cage.time_limit {
        return Some(Killed::TimeLimit);
    }
    if limits::watched_bytes(child).is_some_and(|used| used > cage.memory_bytes) {
        return Some(Killed::Memory);
    }
    None
}

/// The reading's result from what the child answered and how it ended.
fn outcome(
    answer: Option<Result<Result<Imported, ImportError>, Unanswered>>,
    status: Option<ExitStatus>,
    out_of_memory: bool,
    killed: Option<Killed>,
    cage: &ImportCage,
) -> Result<Imported, CageError> {
    let problem = |problem| Err(CageError::Cage(problem));
    let too_long = || problem(CageProblem::TooLong { seconds: cage.time_limit.as_secs() });
    let refused = |answer| match answer {
        Some(Err(Unanswered::TooLarge)) => problem(CageProblem::AnswerTooLarge { max_bytes: cage.max_answer_bytes }),
        Some(Err(Unanswered::Damaged(damaged))) => problem(CageProblem::AnswerDamaged(damaged)),
        _ => problem(CageProblem::Ended { how: ended_how(status) }),
    };
    match killed {
        Some(Killed::Stopped) => return Err(CageError::Import(ImportError::Cancelled)),
        Some(Killed::TimeLimit) => return too_long(),
        Some(Killed::Memory) => return problem(CageProblem::TooMuchMemory),
        // Killed for its answer: how it ended then is the kill's.
        Some(Killed::AnswerRefused) => return refused(answer),
        None => {}
    }
    let succeeded = status.is_some_and(|status| status.success());
    match answer {
        Some(Ok(read)) if succeeded => read.map_err(CageError::Import),
        _ if out_of_memory => problem(CageProblem::TooMuchMemory),
        // An answer cut short by a child that ended well.
        Some(Err(Unanswered::Damaged(damaged))) if succeeded => problem(CageProblem::AnswerDamaged(damaged)),
        _ if status.is_some_and(used_up_processor_time) => too_long(),
        _ => problem(CageProblem::Ended { how: ended_how(status) }),
    }
}

/// The child's end in the system's words, for the details.
fn ended_how(status: Option<ExitStatus>) -> String {
    match status {
        Some(status) if status.code() == Some(i32::from(EXIT_NO_LIMITS)) => {
            format!("{status}: the limits could not be set")
        }
        Some(status) => status.to_string(),
        None => "its end could not be seen".to_owned(),
    }
}

/// Whether the child was ended for its processor time (SIGXCPU on Unix).
fn used_up_processor_time(status: ExitStatus) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt as _;
        status.signal() == Some(libc::SIGXCPU)
    }
    #[cfg(not(unix))]
    {
        let _ = status;
        false
    }
}

/// Reads the child's one message: the header, then the payload it declares (at most `max`
/// bytes), then nothing more.
fn read_answer(mut output: impl std::io::Read, max: usize) -> Result<Result<Imported, ImportError>, Unanswered> {
    let mut header = [0_u8; wire::HEADER_BYTES];
    output.read_exact(&mut header).map_err(|_| Unanswered::Nothing)?;
    let length = wire::payload_length(&header, max).map_err(|damaged| match damaged {
        wire::Damaged::TooLong { .. } => Unanswered::TooLarge,
        damaged => Unanswered::Damaged(damaged),
    })?;
    let mut payload = vec![0_u8; length];
    output.read_exact(&mut payload).map_err(|_| Unanswered::Damaged(wire::Damaged::Truncated))?;
    let mut more = [0_u8; 1];
    if !matches!(output.read(&mut more), Ok(0)) {
        return Err(Unanswered::Damaged(wire::Damaged::TrailingBytes));
    }
    wire::decode(&payload).map_err(Unanswered::Damaged)
}

/// Whether the child's standard error holds the allocator's last words ("memory allocation of
/// N bytes failed"), read to its end with only its start kept.
fn said_out_of_memory(mut errors: impl std::io::Read) -> bool {
    let mut kept = Vec::new();
    let mut block = [0_u8; 4096];
    loop {
        match errors.read(&mut block) {
            Ok(0) => break,
            Ok(read) => {
                if kept.len() < STDERR_KEPT {
                    kept.extend_from_slice(&block[..read]);
                }
            }
            Err(error) if error.kind() == std::io::ErrorKind::Interrupted => {}
            Err(_) => break,
        }
    }
    let text = String::from_utf8_lossy(&kept);
    text.contains("memory allocation of") && text.contains("failed")
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;

    /// A stand-in child: a shell script, so that each way a child can end is a real process
    /// ending that way.
    fn script(body: &str) -> Command {
        let mut command = Command::new("/bin/sh");
        command.args(["-c", body]);
        command
    }

    fn run_script(body: &str, cage: &ImportCage) -> Result<Imported, CageError> {
        run(script(body), b"Naam\nPeeters\n".to_vec(), cage, &AtomicBool::new(false))
    }

    fn cage() -> ImportCage {
        ImportCage { program: None, time_limit: Duration::from_secs(10), ..ImportCage::default() }
    }

    /// The message of a list read in-process, as the child would write it.
    fn answer_file() -> PathBuf {
        let message = wire::encode(&crate::import::read("list.csv", b"Naam\nPeeters\n"));
        let path = std::env::temp_dir().join(format!("intake-desk-cage-answer-{}", uuid::Uuid::new_v4()));
        std::fs::write(&path, message).unwrap();
        path
    }

    #[test]
    fn a_child_that_answers_gives_the_list() {
        let answer = answer_file();
        let read = run_script(&format!("cat >/dev/null; cat '{}'", answer.display()), &cage()).unwrap();
        assert_eq!(read.table.headers, ["Naam"]);
        assert_eq!(read.table.rows.len(), 1);
    }

    #[test]
    fn each_way_a_child_ends_is_one_problem() {
        let cage = cage();
        let ended = |result: Result<Imported, CageError>| match result {
            Err(CageError::Cage(CageProblem::Ended { how })) => how,
            other => panic!("not an end: {other:?}"),
        };
        // The allocator's last words, then an abort.
        assert_eq!(
            run_script("echo 'memory allocation of 43980464947200 bytes failed' >&2; kill -ABRT $$", &cage),
            Err(CageError::Cage(CageProblem::TooMuchMemory))
        );
        assert!(ended(run_script("kill -ABRT $$", &cage)).contains("SIGABRT"));
        assert!(ended(run_script("kill -KILL $$", &cage)).contains("SIGKILL"));
        assert!(ended(run_script("kill -SEGV $$", &cage)).contains("SIGSEGV"));
        assert!(ended(run_script("exit 101", &cage)).contains("101"), "a panic");
        assert!(ended(run_script("exit 3", &cage)).contains("the limits could not be set"));
        assert_eq!(
            run_script("kill -XCPU $$", &cage),
            Err(CageError::Cage(CageProblem::TooLong { seconds: 10 })),
            "its processor time used up"
        );
        assert!(ended(run_script("true", &cage)).contains("exit status: 0"), "no answer at all");
    }

    #[test]
    fn an_answer_that_is_not_one_is_refused() {
        let damaged = |body: &str| run_script(body, &cage());
        // Refused as it comes, whether the child has ended or is still at it (then killed).
        for ending in ["", "; sleep 5"] {
            assert_eq!(
                damaged(&format!("printf 'running 0 tests, and a long line after them'{ending}")),
                Err(CageError::Cage(CageProblem::AnswerDamaged(wire::Damaged::NotAnAnswer)))
            );
        }
        let answer = answer_file();
        assert_eq!(
            damaged(&format!("cat '{}'; echo more", answer.display())),
            Err(CageError::Cage(CageProblem::AnswerDamaged(wire::Damaged::TrailingBytes)))
        );
        assert_eq!(
            damaged(&format!("head -c 20 '{}'", answer.display())),
            Err(CageError::Cage(CageProblem::AnswerDamaged(wire::Damaged::Truncated)))
        );
        // A header that declares more than the cap; the child would go on writing for ever.
        let small = ImportCage { max_answer_bytes: 1024, ..cage() };
        assert_eq!(
            run_script("printf 'IDLIST\\r\\n\\001\\000\\377\\377\\377\\000'; cat /dev/zero", &small),
            Err(CageError::Cage(CageProblem::AnswerTooLarge { max_bytes: 1024 }))
        );
    }

    /// A child past the time limit, or one the user stops, is killed: the process is gone when
    /// the reading returns.
    #[test]
    fn a_child_past_its_time_or_stopped_is_killed_at_once() {
        for stop_it in [false, true] {
            let pid_file = std::env::temp_dir().join(format!("intake-desk-cage-pid-{}", uuid::Uuid::new_v4()));
            let cage = ImportCage {
                time_limit: if stop_it { Duration::from_secs(60) } else { Duration::from_secs(1) },
                ..cage()
            };
            let stop = std::sync::Arc::new(AtomicBool::new(false));
            let stopper = std::sync::Arc::clone(&stop);
            let watched = pid_file.clone();
            std::thread::spawn(move || {
                while !watched.exists() {
                    std::thread::sleep(Duration::from_millis(5));
                }
                if stop_it {
                    stopper.store(true, Ordering::Relaxed);
                }
            });
            let body = format!("echo $$ > '{}.tmp'; mv '{0}.tmp' '{0}'; exec sleep 60", pid_file.display());
            let result = run(script(&body), Vec::new(), &cage, &stop);
            let expected = if stop_it {
                CageError::Import(ImportError::Cancelled)
            } else {
                CageError::Cage(CageProblem::TooLong { seconds: 1 })
            };
            assert_eq!(result, Err(expected));
            let pid = std::fs::read_to_string(&pid_file).unwrap();
            assert!(!std::path::Path::new(&format!("/proc/{}", pid.trim())).exists(), "the child {pid} is gone");
        }
    }

    #[test]
    fn a_program_that_cannot_start_is_said() {
        let missing = ImportCage::with_program("/nonexistent/intake-desk");
        assert!(matches!(
            read(&missing, "list.csv", b"a".to_vec(), &AtomicBool::new(false)),
            Err(CageError::Cage(CageProblem::NotStarted(_)))
        ));
    }
}
