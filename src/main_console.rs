//! The command line's console on Windows. The release build is a GUI program there (no console
//! window opens beside the app: `windows_subsystem` in main.rs), so what the command line prints
//! (`--help`, `--version`, the sandbox's address, a wrong argument) would go nowhere. Started
//! from a console (cmd, PowerShell, a script), it writes there: the program attaches to its
//! parent's console. Started from the Start menu there is none, and nothing changes. Elsewhere,
//! and in debug builds (console programs already), this does nothing.
//!
//! Not compiled here (the Windows standard library cannot be installed on the Linux build
//! machine; docs/development.md, "Packages"): kept to this one call.

/// Attaches to the console of the program that started this one, when it has one.
#[cfg(all(windows, not(debug_assertions)))]
#[allow(unsafe_code)]
pub fn attach_to_parent_console() {
    use windows_sys::Win32::System::Console::{ATTACH_PARENT_PROCESS, AttachConsole};
    // SAFETY: AttachConsole takes a process id and has no other precondition. It fails, changing
    // nothing, when the parent has no console or this process has one already; Rust's standard
    // streams look up their handles on each write, so they write to the attached console.
    let _attached = unsafe { AttachConsole(ATTACH_PARENT_PROCESS) };
}

/// Attaches to the console of the program that started this one, when it has one.
#[cfg(not(all(windows, not(debug_assertions))))]
pub fn attach_to_parent_console() {}
