//! The command line of `intake-desk`: its arguments, subcommand and help (clap), the exit codes
//! and version it states, and the reading of what the arguments name that is not a plain value:
//! the language, the sandbox's latency and rate limit, the token file.

use std::path::{Path, PathBuf};

use clap::{Args, Parser};

/// The help's closing text: one window per profile, the exit codes, logs. The command line's help
/// and its messages on stderr stay English: they are read by IT and support, not at the desk.
const AFTER_HELP: &str = "\
One window per user: starting Intake Desk again on the same data folder brings the open
window to the front.

EXIT CODES:
    0    closed normally, or the window already open was brought to the front
    1    the window or the background work could not start
    2    a wrong argument, or a token file that cannot be used
    3    Intake Desk is already open for this user and its window could not be brought to the front

Logs: INTAKE_DESK_LOG=debug for more detail (tokens and patient data are never logged).";

/// What `--version` prints after the name: the version and the commit it was built from
/// (`build.rs`), the question support asks first.
const VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), " (commit ", env!("INTAKE_DESK_COMMIT"), ")");

/// A token file is one line; anything longer is not a token file.
const MAX_TOKEN_FILE_BYTES: u64 = 64 * 1024;

/// Intake Desk — patient intake and questionnaires for clinic staff
#[derive(Debug, Parser)]
#[command(name = "intake-desk", version = VERSION, after_help = AFTER_HELP)]
pub(super) struct Cli {
    /// Keep settings, logs and sandbox data under DIR
    #[arg(long, value_name = "DIR")]
    pub(super) data_dir: Option<PathBuf>,
    /// Connect to this service address for this session only (not saved); needs a token
    #[arg(long, value_name = "URL")]
    pub(super) base_url: Option<String>,
    #[command(flatten)]
    pub(super) token: TokenSource,
    /// Start on the built-in demo service even if an environment was saved
    #[arg(long)]
    pub(super) sandbox: bool,
    /// Read the IT policy from FILE instead of the machine-wide one (to try a policy out;
    /// refused where a machine-wide policy exists, so it cannot be sidestepped)
    #[arg(long, value_name = "FILE")]
    pub(super) policy: Option<PathBuf>,
    /// The interface language for this session: nl, fr, de or en (en-XA: pseudo-translation
    /// for checking layouts). Without it: the language chosen in the settings, else the system's
    #[arg(long, value_name = "LANG", value_parser = parse_language)]
    pub(super) lang: Option<intake_desk::i18n::Language>,
    /// Measure start-up, memory and idle behaviour, print one line and exit
    /// (SPEC: answers=200,history=200,idle=30; see BENCHMARKS.md)
    #[cfg(feature = "measure")]
    #[arg(long, value_name = "SPEC", value_parser = intake_desk::app::measure::MeasureOptions::parse)]
    pub(super) measure: Option<intake_desk::app::measure::MeasureOptions>,
    #[command(subcommand)]
    pub(super) command: Option<Subcommand>,
}

#[derive(Debug, clap::Subcommand)]
pub(super) enum Subcommand {
    /// Run the demo service alone until Ctrl-C; prints its address and a token
    Sandbox {
        /// The port to listen on (0: any free one)
        #[arg(long, default_value_t = 8080)]
        port: u16,
        #[command(flatten)]
        token: TokenSource,
        /// Keep the sandbox's data and logs under DIR
        #[arg(long, value_name = "DIR")]
        data_dir: Option<PathBuf>,
        /// Add MS milliseconds to every answer of the service, as a distant service would
        /// (the /sandbox/ paths are never delayed)
        #[arg(long, value_name = "MS", default_value_t = 0, allow_negative_numbers = true, value_parser = parse_latency_ms)]
        latency_ms: u64,
        /// Answer 429 Too Many Requests, with Retry-After, above N requests per second to
        /// /tenant-api (N/s or N, at least 1; bursts of N pass). Refused requests change nothing;
        /// the token endpoint and the /sandbox/ paths are never limited
        #[arg(long, value_name = "N/s", allow_hyphen_values = true, value_parser = parse_rate_limit)]
        rate_limit: Option<intake_desk::sandbox::RateLimit>,
    },
    /// The import's child process (internal, started by the app itself): reads one file from
    /// standard input under these caps and answers on standard output
    #[command(name = intake_desk::worker::import_cage::SUBCOMMAND, hide = true)]
    ReadListInCage {
        /// The file's kind (its extension)
        #[arg(long)]
        kind: String,
        /// The memory cap, in bytes
        #[arg(long)]
        memory_bytes: u64,
        /// The processor-time cap, in seconds
        #[arg(long)]
        processor_seconds: u64,
    },
}

/// `--rate-limit`: "5/s" or "5", at least 1 (a negative one reaches here, to be told so).
fn parse_rate_limit(text: &str) -> Result<intake_desk::sandbox::RateLimit, String> {
    text.parse().map_err(|e: intake_desk::sandbox::RateLimitError| e.to_string())
}

/// `--latency-ms`: a whole number of milliseconds, 0 or more.
fn parse_latency_ms(text: &str) -> Result<u64, String> {
    let number = text.trim();
    if number.starts_with('-') {
        return Err(format!("'{text}' is not a latency: it cannot be negative (0: none)"));
    }
    if number.is_empty() || !number.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("'{text}' is not a latency: give a whole number of milliseconds, e.g. 100"));
    }
    number.parse().map_err(|_| format!("'{text}' is not a latency: at most {} milliseconds", u64::MAX))
}

/// The access token: from a file, or (visible to other users) on the command line.
#[derive(Debug, Args)]
#[group(multiple = false)]
pub(super) struct TokenSource {
    /// Read the access token for --base-url (or the sandbox's extra token) from FILE (one line).
    /// Prefer it, or INTAKE_DESK_TOKEN, to --token: other users of this computer can see a
    /// --token in the list of running programs.
    #[arg(long, value_name = "FILE")]
    token_file: Option<PathBuf>,
    /// The access token given on the command line (visible to other users)
    #[arg(long, value_name = "TOKEN")]
    token: Option<String>,
}

impl TokenSource {
    /// The token given, read from its file if need be.
    pub(super) fn read(&self) -> Result<Option<String>, String> {
        match &self.token_file {
            Some(path) => read_token_file(path).map(Some),
            None => Ok(self.token.clone()),
        }
    }
}

/// `--lang`: one of the interface's languages.
fn parse_language(code: &str) -> Result<intake_desk::i18n::Language, String> {
    intake_desk::i18n::Language::from_code(code)
        .ok_or_else(|| format!("'{code}' is not a language of Intake Desk; use nl, fr, de or en"))
}

/// The token of `--token-file`: the file's text without surrounding spaces and line ends.
fn read_token_file(path: &Path) -> Result<String, String> {
    use std::io::Read as _;
    let shown = path.display();
    let file = std::fs::File::open(path).map_err(|err| match err.kind() {
        std::io::ErrorKind::NotFound => format!("the token file {shown} does not exist"),
        std::io::ErrorKind::PermissionDenied => {
            format!("the token file {shown} cannot be read: your account is not allowed to read it")
        }
        _ => format!("the token file {shown} cannot be read: {err}"),
    })?;
    if file.metadata().is_ok_and(|meta| meta.is_dir()) {
        return Err(format!("the token file {shown} is a folder, not a file"));
    }
    let mut bytes = Vec::new();
    file.take(MAX_TOKEN_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|err| format!("the token file {shown} cannot be read: {err}"))?;
    if bytes.len() as u64 > MAX_TOKEN_FILE_BYTES {
        return Err(format!("the token file {shown} is far too large to hold only a token"));
    }
    let text = String::from_utf8(bytes).map_err(|_| format!("the token file {shown} does not contain text"))?;
    let token = text.trim();
    if token.is_empty() {
        return Err(format!("the token file {shown} is empty: put the access token in it, on one line"));
    }
    if token.contains(char::is_whitespace) {
        return Err(format!("the token file {shown} holds more than one word: put only the access token in it"));
    }
    Ok(token.to_owned())
}
