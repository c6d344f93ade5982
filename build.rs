//! Records the commit the app is built from, for `intake-desk --version` and the log's first
//! line: `INTAKE_DESK_COMMIT` (the short hash, with `-modified` when the work tree had changes),
//! or "unknown" when the sources are not a git checkout (a source package). Runs again when the
//! checked-out commit or the index changes.

use std::process::Command;

fn git(args: &[&str]) -> Option<String> {
    let output = Command::new("git").args(args).output().ok()?;
    output.status.success().then(|| String::from_utf8_lossy(&output.stdout).trim().to_owned())
}

fn main() {
    let commit = git(&["rev-parse", "--short=10", "HEAD"]).filter(|hash| !hash.is_empty());
    let modified = git(&["status", "--porcelain", "--untracked-files=no"]).is_some_and(|status| !status.is_empty());
    let described = match commit {
        Some(hash) if modified => format!("{hash}-modified"),
        Some(hash) => hash,
        None => "unknown".to_owned(),
    };
    println!("cargo:rustc-env=INTAKE_DESK_COMMIT={described}");
    if let Some(git_dir) = git(&["rev-parse", "--git-dir"]) {
        println!("cargo:rerun-if-changed={git_dir}/HEAD");
        println!("cargo:rerun-if-changed={git_dir}/index");
        if let Some(reference) = git(&["symbolic-ref", "-q", "HEAD"]) {
            println!("cargo:rerun-if-changed={git_dir}/{reference}");
        }
    }
    pack_relative_relocations();
    windows_resources();
    println!("cargo:rerun-if-changed=build.rs");
}

/// The Windows .exe's icon (Explorer, the taskbar, "Apps & features") and its version
/// information (Properties → Details: product, version, description, copyright), from the
/// package's metadata, linked into the program only (not the test executables).
///
/// Decided by the target, not by the machine that builds, so one path serves a build on Windows
/// and the cross build from Linux: winresource runs `windres` for a `-gnu` target
/// (`x86_64-w64-mingw32-windres` from mingw's binutils when cross-building; `WINDRES` overrides
/// it) and `rc.exe` for `-msvc` (`llvm-rc` or `RC_PATH` on a non-Windows machine).
///
/// Without a resource compiler a release build stops: an .exe without its icon and version is
/// not one to ship (the installer's test reads them back, `scripts/windows-package.sh`). A
/// development build, a `cargo check` or the Windows tests go on with a warning: they run the
/// program's code, which needs neither (and no MSVC resource compiler is installed here for the
/// `-msvc` check).
fn windows_resources() {
    println!("cargo:rerun-if-env-changed=WINDRES");
    println!("cargo:rerun-if-env-changed=RC_PATH");
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("windows") {
        return;
    }
    println!("cargo:rerun-if-changed=assets/icon/intake-desk.ico");
    let mut resources = winresource::WindowsResource::new();
    resources
        .set_icon("assets/icon/intake-desk.ico")
        .set("ProductName", "Intake Desk")
        .set("FileDescription", "Intake Desk")
        .set("CompanyName", "The Intake Desk authors")
        .set("LegalCopyright", "Copyright 2026 The Intake Desk authors. MIT OR Apache-2.0.")
        .set("OriginalFilename", "intake-desk.exe");
    let Err(error) = resources.compile_for("intake-desk") else { return };
    let target = std::env::var("TARGET").unwrap_or_default();
    let compiler = if target.ends_with("-msvc") {
        "rc.exe, or llvm-rc (RC_PATH) on a machine other than Windows"
    } else {
        "windres from mingw's binutils (Debian: binutils-mingw-w64-x86-64; WINDRES names another)"
    };
    let problem = format!(
        "the Windows resources (icon, version information) of {target} could not be compiled \
         ({error}): they need {compiler}"
    );
    if std::env::var("PROFILE").as_deref() == Ok("release") {
        panic!("{problem}. A release without them is not one to ship.");
    }
    println!("cargo:warning={problem}; this development build has no icon and no version information.");
}

/// The shipped Linux binary keeps its relative relocations packed (DT_RELR): its `.rela.dyn`
/// shrinks from 1.6 MB to 20 KB (BENCHMARKS.md, "The shipped binary's size"). Only the release
/// build of the program itself: the tests' binaries link as before. The binary then needs glibc
/// 2.36 or newer (Debian 12, Ubuntu 24.04, Fedora 37) instead of 2.35; `dpkg-shlibdeps` sees it
/// (`libc6 (>= 2.36)` in the Debian package). For an older system (Ubuntu 22.04), build with
/// `INTAKE_DESK_NO_RELR=1`. GNU ld since 2.38 and lld understand the option.
fn pack_relative_relocations() {
    println!("cargo:rerun-if-env-changed=INTAKE_DESK_NO_RELR");
    let var = |name: &str| std::env::var(name).unwrap_or_default();
    let linux_gnu = var("CARGO_CFG_TARGET_OS") == "linux" && var("CARGO_CFG_TARGET_ENV") == "gnu";
    if var("PROFILE") == "release" && linux_gnu && var("INTAKE_DESK_NO_RELR").is_empty() {
        println!("cargo:rustc-link-arg-bins=-Wl,-z,pack-relative-relocs");
    }
}
