//! `intake-desk --version`: the version and the commit it was built from, on one line, exit 0,
//! without opening a window (IT asks "which version is on that PC?").
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[test]
fn version_names_the_version_and_the_commit() {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_intake-desk"))
        .arg("--version")
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    let text = String::from_utf8(output.stdout).unwrap();
    let line = text.trim_end();
    assert_eq!(text.lines().count(), 1, "{text:?}");
    let expected_start = format!("intake-desk {} (commit ", env!("CARGO_PKG_VERSION"));
    let commit = line.strip_prefix(&expected_start).and_then(|rest| rest.strip_suffix(')')).unwrap_or_else(|| {
        panic!("{line:?} does not read \"{expected_start}…)\"");
    });
    let hash = commit.strip_suffix("-modified").unwrap_or(commit);
    assert!(
        hash == "unknown" || (hash.len() >= 7 && hash.chars().all(|c| c.is_ascii_hexdigit())),
        "a commit hash (or \"unknown\" outside a git checkout): {commit:?}"
    );
}
