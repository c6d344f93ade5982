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
    println!("cargo:rerun-if-changed=build.rs");
}
