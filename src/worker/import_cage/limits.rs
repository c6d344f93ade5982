//! The operating system's limits the import's child puts on itself before it reads a byte of
//! the file: a memory cap, a processor-time cap (a backstop: the parent's wall clock ends it
//! first) and, where the system allows, nothing opened, no files written and no processes
//! started. A limit can only be lowered afterwards, never raised again, so nothing the file
//! makes the reader do escapes it.
//!
//! - Linux: every descriptor but standard input, output and error closed, then `setrlimit` —
//!   `RLIMIT_NOFILE` 3 (nothing else opened: no file, no socket), `RLIMIT_AS` (address space),
//!   `RLIMIT_CPU`, `RLIMIT_FSIZE` 0 (no file written), `RLIMIT_NPROC` 0 (no process started),
//!   soft and hard limits alike.
//! - macOS: the same but `RLIMIT_AS`, which its kernel does not enforce: there the parent
//!   watches the child's resident memory instead (see the runner).
//! - Windows: a Job object the child puts itself in, with `JOB_OBJECT_LIMIT_PROCESS_MEMORY`
//!   (committed memory), `JOB_OBJECT_LIMIT_PROCESS_TIME`, `JOB_OBJECT_LIMIT_ACTIVE_PROCESS` 1
//!   (no process started) and `JOB_OBJECT_LIMIT_DIE_ON_UNHANDLED_EXCEPTION` (no error dialog
//!   waits for a person); the parent watches the child's committed memory as well (Wine accepts
//!   the Job object's memory cap and does not enforce it).
//!
//! Past its memory cap an allocation fails and the Rust runtime ends the child, saying "memory
//! allocation of N bytes failed" on its standard error: the parent reads that as the cap reached.
#![allow(unsafe_code)]

use std::time::Duration;

/// Why a limit could not be set: the child then reads nothing.
#[derive(Debug, thiserror::Error)]
#[error("the limit on {what} could not be set: {error}")]
pub struct LimitNotSet {
    what: &'static str,
    error: std::io::Error,
}

/// Puts the caps on this process.
pub fn apply(memory_bytes: u64, processor_time: Duration) -> Result<(), LimitNotSet> {
    apply_on_this_system(memory_bytes, processor_time)
}

#[cfg(any(target_os = "linux", target_os = "macos"))]
fn apply_on_this_system(memory_bytes: u64, processor_time: Duration) -> Result<(), LimitNotSet> {
    // Only the three pipes: a descriptor the app left inheritable by mistake (a file of the
    // profile, a socket) is closed, and no other can be opened (RLIMIT_NOFILE 3: no file, no
    // socket, no device).
    close_all_but_the_standard_streams();
    set(libc::RLIMIT_NOFILE, 3, "open files")?;
    // Whole seconds, at least one: RLIMIT_CPU counts seconds.
    set(libc::RLIMIT_CPU, processor_time.as_secs().max(1), "processor time")?;
    set(libc::RLIMIT_FSIZE, 0, "files written")?;
    // RLIMIT_NPROC counts every process of the user: at 0 this one may start none (it starts
    // none itself; a parsing bug that tried would fail).
    set(libc::RLIMIT_NPROC, 0, "processes started")?;
    // Not on macOS, whose kernel does not enforce it.
    #[cfg(target_os = "linux")]
    set(libc::RLIMIT_AS, memory_bytes, "memory")?;
    #[cfg(not(target_os = "linux"))]
    let _ = memory_bytes;
    Ok(())
}

/// Closes every file descriptor above standard error.
#[cfg(any(target_os = "linux", target_os = "macos"))]
fn close_all_but_the_standard_streams() {
    // Linux 5.9 and later close them all in one call; elsewhere (and before), the first 4,096
    // one by one (this process was just started: it holds none of its own).
    #[cfg(target_os = "linux")]
    // SAFETY: close_range takes plain integers; no descriptor above 2 is in use in this process
    // (it has just started and has not opened any).
    if unsafe { libc::syscall(libc::SYS_close_range, 3_u32, u32::MAX, 0_u32) } == 0 {
        return;
    }
    for descriptor in 3..4096 {
        // SAFETY: as above; closing a descriptor that is not open only fails with EBADF.
        unsafe { libc::close(descriptor) };
    }
}

/// The type `setrlimit` names a resource with (glibc's is an enum).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
type Resource = libc::__rlimit_resource_t;
#[cfg(all(any(target_os = "linux", target_os = "macos"), not(all(target_os = "linux", target_env = "gnu"))))]
type Resource = libc::c_int;

/// Lowers the soft and the hard limit of `resource` to `value` (never raises one: a hard limit
/// already lower stays).
#[cfg(any(target_os = "linux", target_os = "macos"))]
fn set(resource: Resource, value: u64, what: &'static str) -> Result<(), LimitNotSet> {
    let failed = || LimitNotSet { what, error: std::io::Error::last_os_error() };
    let mut current = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
    // SAFETY: `current` is a valid rlimit for getrlimit to fill in.
    if unsafe { libc::getrlimit(resource, &mut current) } != 0 {
        return Err(failed());
    }
    let value = (value as libc::rlim_t).min(current.rlim_max);
    let limit = libc::rlimit { rlim_cur: value, rlim_max: value };
    // SAFETY: `limit` is a valid rlimit; setrlimit only reads it.
    if unsafe { libc::setrlimit(resource, &limit) } != 0 {
        return Err(failed());
    }
    Ok(())
}

#[cfg(windows)]
fn apply_on_this_system(memory_bytes: u64, processor_time: Duration) -> Result<(), LimitNotSet> {
    use windows_sys::Win32::System::JobObjects::{
        AssignProcessToJobObject, CreateJobObjectW, JOB_OBJECT_LIMIT_ACTIVE_PROCESS,
        JOB_OBJECT_LIMIT_DIE_ON_UNHANDLED_EXCEPTION, JOB_OBJECT_LIMIT_PROCESS_MEMORY, JOB_OBJECT_LIMIT_PROCESS_TIME,
        JOBOBJECT_EXTENDED_LIMIT_INFORMATION, JobObjectExtendedLimitInformation, SetInformationJobObject,
    };
    use windows_sys::Win32::System::Threading::GetCurrentProcess;

    let failed = |what| LimitNotSet { what, error: std::io::Error::last_os_error() };
    // SAFETY: no security attributes and no name: an unnamed job only this process holds.
    let job = unsafe { CreateJobObjectW(std::ptr::null(), std::ptr::null()) };
    if job.is_null() {
        return Err(failed("memory (a Job object)"));
    }
    let mut limits = JOBOBJECT_EXTENDED_LIMIT_INFORMATION::default();
    limits.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_PROCESS_MEMORY
        | JOB_OBJECT_LIMIT_PROCESS_TIME
        | JOB_OBJECT_LIMIT_ACTIVE_PROCESS
        | JOB_OBJECT_LIMIT_DIE_ON_UNHANDLED_EXCEPTION;
    // In units of 100 nanoseconds.
    limits.BasicLimitInformation.PerProcessUserTimeLimit =
        i64::try_from(processor_time.as_nanos() / 100).unwrap_or(i64::MAX).max(1);
    limits.BasicLimitInformation.ActiveProcessLimit = 1;
    limits.ProcessMemoryLimit = usize::try_from(memory_bytes).unwrap_or(usize::MAX);
    // SAFETY: `limits` is the structure the class JobObjectExtendedLimitInformation names, with
    // its size; the call only reads it.
    let set = unsafe {
        SetInformationJobObject(
            job,
            JobObjectExtendedLimitInformation,
            (&raw const limits).cast(),
            std::mem::size_of::<JOBOBJECT_EXTENDED_LIMIT_INFORMATION>() as u32,
        )
    };
    if set == 0 {
        return Err(failed("memory (the Job object's limits)"));
    }
    // SAFETY: `job` is the job made above; GetCurrentProcess is this process's pseudo-handle.
    // The job's handle is never closed: the job lasts as long as this process is in it.
    if unsafe { AssignProcessToJobObject(job, GetCurrentProcess()) } == 0 {
        return Err(failed("memory (joining the Job object)"));
    }
    Ok(())
}

/// Elsewhere no cap is known to hold: nothing is read.
#[cfg(not(any(target_os = "linux", target_os = "macos", windows)))]
fn apply_on_this_system(_memory_bytes: u64, _processor_time: Duration) -> Result<(), LimitNotSet> {
    Err(LimitNotSet { what: "memory", error: std::io::Error::from(std::io::ErrorKind::Unsupported) })
}

/// The child's memory as its cap counts it, where the parent watches it as well as, or instead
/// of, the system: macOS (resident memory: `RLIMIT_AS` is not enforced there) and Windows
/// (committed memory, the Job object's measure: a second line where the Job object's cap does
/// not hold, as under Wine, which accepts the limit and does not enforce it). `None` elsewhere,
/// or when it cannot be read.
#[cfg(target_os = "macos")]
pub fn watched_bytes(child: &std::process::Child) -> Option<u64> {
    let pid = libc::c_int::try_from(child.id()).ok()?;
    // SAFETY: proc_taskinfo is plain integers: all zeroes is a valid value.
    let mut info: libc::proc_taskinfo = unsafe { std::mem::zeroed() };
    let size = std::mem::size_of::<libc::proc_taskinfo>() as libc::c_int;
    // SAFETY: `info` is a proc_taskinfo of `size` bytes for PROC_PIDTASKINFO to fill in.
    let filled = unsafe { libc::proc_pidinfo(pid, libc::PROC_PIDTASKINFO, 0, (&raw mut info).cast(), size) };
    (filled == size).then_some(info.pti_resident_size)
}

/// See the macOS one.
#[cfg(windows)]
pub fn watched_bytes(child: &std::process::Child) -> Option<u64> {
    use std::os::windows::io::AsRawHandle as _;
    use windows_sys::Win32::System::ProcessStatus::{K32GetProcessMemoryInfo, PROCESS_MEMORY_COUNTERS};

    let mut counters = PROCESS_MEMORY_COUNTERS::default();
    let size = std::mem::size_of::<PROCESS_MEMORY_COUNTERS>() as u32;
    counters.cb = size;
    // SAFETY: the handle is the child's, open while `child` lives (std holds it with the rights
    // CreateProcess gives, which include querying); `counters` is `size` bytes for it to fill.
    let read = unsafe { K32GetProcessMemoryInfo(child.as_raw_handle(), &raw mut counters, size) };
    (read != 0).then(|| u64::try_from(counters.PagefileUsage).unwrap_or(u64::MAX))
}

/// See the macOS one.
#[cfg(not(any(target_os = "macos", windows)))]
pub fn watched_bytes(_child: &std::process::Child) -> Option<u64> {
    None
}
