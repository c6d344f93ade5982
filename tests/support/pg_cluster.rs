//! A throwaway PostgreSQL cluster for the clinic database's tests: `initdb` and `pg_ctl` from
//! the machine's PostgreSQL (Debian keeps them in `/usr/lib/postgresql/<version>/bin`), in a
//! temporary folder, on a free port of 127.0.0.1, as an unprivileged user (as root: the
//! `postgres` account the package made, since PostgreSQL refuses to run as root). Stopped and
//! removed when dropped.
//!
//! Where PostgreSQL's programs are not installed the tests say they did not run; `.ci/run`
//! installs them and sets `INTAKE_DESK_REQUIRE_POSTGRES=1`, and a missing cluster then fails.
#![allow(clippy::unwrap_used, clippy::expect_used, dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Whether the clinic database's tests must run here (`.ci/run`).
pub fn postgres_required() -> bool {
    std::env::var_os("INTAKE_DESK_REQUIRE_POSTGRES").is_some_and(|value| value == "1")
}

/// A running cluster of its own.
pub struct Cluster {
    bin: PathBuf,
    dir: PathBuf,
    port: u16,
    /// The account the server runs as, when this process is root.
    user: Option<String>,
    /// Every commit flushed to disk, as a clinic's server does (the benchmarks); the tests run
    /// without it, for speed.
    durable: bool,
}

/// The folder of `initdb` and `pg_ctl`: on the PATH, else Debian's newest version.
fn programs() -> Option<PathBuf> {
    let on_path = std::env::var_os("PATH").and_then(|path| {
        std::env::split_paths(&path).find(|dir| dir.join(exe("initdb")).is_file() && dir.join(exe("pg_ctl")).is_file())
    });
    on_path.or_else(|| {
        let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
            .ok()?
            .flatten()
            .filter_map(|entry| Some((entry.file_name().to_str()?.parse().ok()?, entry.path().join("bin"))))
            .filter(|(_, bin): &(u32, PathBuf)| bin.join("initdb").is_file())
            .collect();
        versions.sort();
        versions.pop().map(|(_, bin)| bin)
    })
}

fn exe(name: &str) -> String {
    format!("{name}{}", std::env::consts::EXE_SUFFIX)
}

#[cfg(unix)]
fn is_root() -> bool {
    // SAFETY: geteuid reads the process's effective user id and has no preconditions.
    #[allow(unsafe_code)]
    unsafe {
        libc::geteuid() == 0
    }
}

#[cfg(not(unix))]
fn is_root() -> bool {
    false
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

impl Cluster {
    /// A new cluster, started; `None` (said on stderr) where PostgreSQL is not installed.
    pub fn start() -> Option<Cluster> {
        Self::started(false)
    }

    /// [`Cluster::start`], each commit flushed to disk as on a clinic's server.
    pub fn start_durable() -> Option<Cluster> {
        Self::started(true)
    }

    fn started(durable: bool) -> Option<Cluster> {
        let Some(bin) = programs() else {
            assert!(!postgres_required(), "INTAKE_DESK_REQUIRE_POSTGRES=1, and no initdb or pg_ctl on this machine");
            eprintln!("not run: PostgreSQL's programs (initdb, pg_ctl) are not installed on this machine");
            return None;
        };
        let user = is_root().then(|| "postgres".to_owned());
        let dir = std::env::temp_dir().join(format!("intake-desk-postgres-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&dir).unwrap();
        let cluster = Cluster { bin, dir, port: free_port(), user, durable };
        #[cfg(unix)]
        if let Some(user) = &cluster.user {
            let status = Command::new("chown").arg(user).arg(&cluster.dir).status().unwrap();
            assert!(status.success(), "chown {user} {}", cluster.dir.display());
        }
        let data = cluster.data();
        let init = cluster.run("initdb", &["-A", "trust", "-U", "intake", "-E", "UTF8", "--no-sync", "-D", &data]);
        assert!(init.status.success(), "initdb: {}", String::from_utf8_lossy(&init.stderr));
        cluster.start_server();
        Some(cluster)
    }

    fn data(&self) -> String {
        self.dir.join("data").display().to_string()
    }

    /// A PostgreSQL program of this cluster, as its user.
    fn run(&self, program: &str, args: &[&str]) -> Output {
        let path = self.bin.join(exe(program));
        let mut command = match &self.user {
            Some(user) => {
                let mut command = Command::new("runuser");
                command.arg("-u").arg(user).arg("--").arg(&path);
                command
            }
            None => Command::new(&path),
        };
        command.args(args).current_dir(&self.dir).output().unwrap()
    }

    /// Starts the server (again, after [`Cluster::stop`]) and waits until it takes connections.
    pub fn start_server(&self) {
        let options = format!(
            "-p {} -k {} -c listen_addresses=127.0.0.1 -c fsync={} -c max_connections=200",
            self.port,
            self.dir.display(),
            if self.durable { "on" } else { "off" }
        );
        let log = self.dir.join("server.log").display().to_string();
        let started = self.run("pg_ctl", &["start", "-w", "-t", "60", "-D", &self.data(), "-l", &log, "-o", &options]);
        assert!(
            started.status.success(),
            "pg_ctl start: {}\n{}",
            String::from_utf8_lossy(&started.stderr),
            std::fs::read_to_string(&log).unwrap_or_default()
        );
    }

    /// Stops the server at once, as a crash or a pulled cable would for the desks.
    pub fn stop(&self) {
        let _ = self.run("pg_ctl", &["stop", "-m", "immediate", "-w", "-D", &self.data()]);
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// The connection string of `database` on this cluster.
    pub fn url(&self, database: &str) -> String {
        format!("host=127.0.0.1 port={} user=intake dbname={database}", self.port)
    }

    /// A new, empty database; its connection string.
    pub fn new_database(&self) -> String {
        let name = format!("clinic_{}", uuid::Uuid::new_v4().simple());
        let mut client = postgres::Client::connect(&self.url("postgres"), postgres::NoTls).unwrap();
        client.batch_execute(&format!("CREATE DATABASE {name}")).unwrap();
        self.url(&name)
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        self.stop();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
