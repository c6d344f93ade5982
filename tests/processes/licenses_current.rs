//! The bundled third-party licences (`assets/licenses/`, made by `scripts/licenses.sh`) cover
//! every crate built into the program, for each platform it ships on: a dependency added or
//! updated without regenerating them fails here. Needs only cargo and what `cargo test` itself
//! fetched: the crates of each platform are listed in `assets/licenses/shipped-crates.txt`
//! (written with every platform's crates at hand by `scripts/shipped-crates.sh`), and that list
//! is checked against Cargo.lock, and against `cargo tree` for the platform the tests run on.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::BTreeSet;
use std::process::Command;

/// The platforms the program ships on; `about.toml` lists the same.
const TARGETS: [&str; 4] =
    ["x86_64-unknown-linux-gnu", "x86_64-pc-windows-msvc", "aarch64-apple-darwin", "x86_64-apple-darwin"];

/// The workspace's own crates: the program itself, not third parties.
const OWN_CRATES: [&str; 6] =
    ["intake-desk", "intake_api", "intake_files", "intake_import", "intake_rules", "intake_sandbox"];

/// A crate: name and version.
type Crate = (String, String);

/// The crates built into the program for `target`: those `intake-desk` reaches along normal
/// dependency edges (not dev- or build-dependencies), without the workspace's own crates.
///
/// From `cargo tree`, not from walking `cargo metadata`'s resolve graph: that graph has the
/// features the dev-dependencies switch on too, and so crates a normal build never compiles
/// (egui_glow, quinn, ring, …); `cargo tree -e normal` resolves features as `cargo build` does.
/// Only ever asked for the platform the tests run on, whose crates `cargo test` itself fetched
/// (not `--offline`: should one be missing, cargo fetches it rather than failing).
fn shipped_crates(target: &str) -> Result<BTreeSet<Crate>, String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    let args = [
        "tree",
        "--locked",
        "--edges",
        "normal",
        "--target",
        target,
        "--package",
        "intake-desk",
        "--prefix",
        "none",
        "--format",
        "{p}",
    ];
    let output = Command::new(&cargo)
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .map_err(|e| format!("could not run `{cargo} tree`: {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "`{cargo} {}` failed (it needs Cargo.lock to be current), so the bundled licences cannot be checked:\n{}",
            args.join(" "),
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    let tree = String::from_utf8(output.stdout).map_err(|e| format!("cargo tree's output is not UTF-8: {e}"))?;
    parse_tree(&tree)
}

/// Reads `cargo tree --prefix none --format {p}`: a line per crate, "name vVERSION", then
/// " (PATH)" for a local crate, " (proc-macro)", " (*)" when already listed; blank lines between
/// roots. Leaves out `OWN_CRATES`; any other line is an error, so a change of format fails.
fn parse_tree(tree: &str) -> Result<BTreeSet<Crate>, String> {
    let mut crates = BTreeSet::new();
    for line in tree.lines().filter(|line| !line.trim().is_empty()) {
        let mut words = line.split_whitespace();
        let (Some(name), Some(version)) = (words.next(), words.next().and_then(|v| v.strip_prefix('v'))) else {
            return Err(format!("cargo tree printed a line that names no crate: {line:?}"));
        };
        if !version.starts_with(|c: char| c.is_ascii_digit())
            || !words.all(|word| word.starts_with('(') || word.ends_with(')'))
        {
            return Err(format!("cargo tree printed a line that names no crate: {line:?}"));
        }
        // The workspace's crates are the program itself, named or not (a new crate under
        // crates/ is one of ours: cargo tree prints its path).
        let in_workspace = line.contains(concat!("(", env!("CARGO_MANIFEST_DIR")));
        if !OWN_CRATES.contains(&name) && !in_workspace {
            crates.insert((name.to_owned(), version.to_owned()));
        }
    }
    Ok(crates)
}

/// The crates the bundled notices cover.
fn bundled_crates(licences: &intake_desk::licenses::ThirdPartyLicences) -> BTreeSet<Crate> {
    licences.licences.iter().flat_map(|l| &l.used_by).map(|c| (c.name.clone(), c.version.clone())).collect()
}

/// The shipped crates missing from the bundled ones, as "name version".
fn missing(shipped: &BTreeSet<Crate>, bundled: &BTreeSet<Crate>) -> Vec<String> {
    shipped.difference(bundled).map(|(name, version)| format!("{name} {version}")).collect()
}

/// `assets/licenses/shipped-crates.txt`: the crates built in per platform, and "not-shipped".
fn listed_crates() -> std::collections::BTreeMap<String, BTreeSet<Crate>> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/licenses/shipped-crates.txt");
    let text = std::fs::read_to_string(&path).expect("assets/licenses/shipped-crates.txt");
    let mut listed: std::collections::BTreeMap<String, BTreeSet<Crate>> = Default::default();
    for line in text.lines().filter(|line| !line.starts_with('#') && !line.trim().is_empty()) {
        let words: Vec<&str> = line.split_whitespace().collect();
        let [target, name, version] = words[..] else {
            panic!("{}: a line that is not `target name version`: {line:?}", path.display())
        };
        listed.entry(target.to_owned()).or_default().insert((name.to_owned(), version.to_owned()));
    }
    listed
}

/// Every third-party package Cargo.lock holds (those with a checksum: the workspace's own crates
/// have none).
fn locked_crates() -> BTreeSet<Crate> {
    let lock = std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.lock")).unwrap();
    let mut crates = BTreeSet::new();
    for package in lock.split("[[package]]").skip(1) {
        let field = |name: &str| {
            package.lines().find_map(|line| {
                line.strip_prefix(name)?
                    .trim()
                    .strip_prefix("= ")?
                    .trim()
                    .strip_prefix('"')?
                    .strip_suffix('"')
                    .map(str::to_owned)
            })
        };
        if let (Some(name), Some(version), Some(_)) = (field("name"), field("version"), field("checksum")) {
            crates.insert((name, version));
        }
    }
    crates
}

/// The platform the tests run on, when the program ships on it.
fn host_target() -> Option<&'static str> {
    match (std::env::consts::ARCH, std::env::consts::OS) {
        ("x86_64", "linux") => Some(TARGETS[0]),
        ("x86_64", "windows") => Some(TARGETS[1]),
        ("aarch64", "macos") => Some(TARGETS[2]),
        ("x86_64", "macos") => Some(TARGETS[3]),
        _ => None,
    }
}

/// The list is current: it names exactly Cargo.lock's crates (so a crate added, removed or
/// updated for any platform needs it written again), and for the platform the tests run on it
/// is what `cargo tree` finds.
#[test]
fn the_list_of_shipped_crates_is_current() {
    let listed = listed_crates();
    for target in TARGETS {
        assert!(listed.get(target).is_some_and(|crates| crates.len() > 100), "no crates listed for {target}");
    }
    let all_listed: BTreeSet<Crate> = listed.values().flatten().cloned().collect();
    let locked = locked_crates();
    let unlisted = missing(&locked, &all_listed);
    let gone = missing(&all_listed, &locked);
    assert!(
        unlisted.is_empty() && gone.is_empty(),
        "assets/licenses/shipped-crates.txt is not current: not listed {unlisted:?}, not in Cargo.lock {gone:?}; \
         run scripts/licenses.sh (or scripts/shipped-crates.sh) and commit assets/licenses/"
    );
    if let Some(host) = host_target() {
        let shipped = shipped_crates(host).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            missing(&shipped, &listed[host]),
            Vec::<String>::new(),
            "built for {host} but not listed; run scripts/shipped-crates.sh"
        );
        assert_eq!(
            missing(&listed[host], &shipped),
            Vec::<String>::new(),
            "listed for {host} but not built; run scripts/shipped-crates.sh"
        );
    }
}

#[test]
fn every_crate_in_the_program_has_its_licence_bundled() {
    let bundled = bundled_crates(&intake_desk::licenses::bundled().expect("the bundled notices parse"));
    let listed = listed_crates();
    for target in TARGETS {
        let shipped = listed.get(target).cloned().unwrap_or_default();
        assert!(shipped.len() > 100, "only {} crates for {target}: the graph walk is broken", shipped.len());
        let missing = missing(&shipped, &bundled);
        assert!(
            missing.is_empty(),
            "the bundled third-party licences miss {} crate(s) built into the program for {target}: {}; \
             run scripts/licenses.sh (needs cargo-about) and commit assets/licenses/",
            missing.len(),
            missing.join(", ")
        );
    }
}

/// The text for the packages is made from the same data as the embedded JSON: it names every
/// crate the JSON does, under the same licences.
#[test]
fn the_plain_text_notices_match_the_embedded_ones() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/licenses/THIRD-PARTY-LICENSES.txt");
    let text = std::fs::read_to_string(&path).expect("assets/licenses/THIRD-PARTY-LICENSES.txt");
    let licences = intake_desk::licenses::bundled().unwrap();
    let lines: BTreeSet<&str> = text.lines().map(str::trim).collect();
    for licence in &licences.licences {
        for component in &licence.used_by {
            let line = format!("{} {}", component.name, component.version);
            assert!(lines.contains(line.as_str()), "{line} is not in {}; run scripts/licenses.sh", path.display());
        }
        let first_line = licence.text.lines().find(|l| !l.trim().is_empty()).unwrap_or_default().trim();
        assert!(
            text.contains(first_line),
            "{}'s text is not in {}; run scripts/licenses.sh",
            licence.id,
            path.display()
        );
    }
}

/// The check above can fail: a crate taken out of the notices is reported by name and version.
#[test]
fn a_crate_missing_from_the_notices_is_found() {
    let shipped = listed_crates().remove(TARGETS[0]).expect("the Linux crates are listed");
    let mut doctored = shipped.clone();
    assert!(missing(&shipped, &doctored).is_empty());
    let egui = shipped.iter().find(|(name, _)| name == "egui").expect("egui is built in").clone();
    assert!(doctored.remove(&egui));
    assert_eq!(missing(&shipped, &doctored), [format!("egui {}", egui.1)]);
    // Another version of a crate does not count either.
    doctored.insert((egui.0.clone(), "0.0.1".to_owned()));
    assert_eq!(missing(&shipped, &doctored), [format!("egui {}", egui.1)]);
}

/// The reading of cargo tree's lines: crates once, our own left out, a strange line an error.
#[test]
fn cargo_trees_lines_are_read_and_our_own_crates_left_out() {
    let tree = "intake-desk v0.1.0 (/work/main)\nintake_api v0.1.0 (/work/main/crates/intake_api)\n\
                serde v1.0.229\nserde_derive v1.0.229 (proc-macro)\nserde v1.0.229 (*)\n\
                toml v1.2.1+spec-1.1.0\n\nwindows-sys v0.61.2\n";
    let crates = parse_tree(tree).unwrap();
    let listed: Vec<String> = crates.iter().map(|(name, version)| format!("{name} {version}")).collect();
    assert_eq!(listed, ["serde 1.0.229", "serde_derive 1.0.229", "toml 1.2.1+spec-1.1.0", "windows-sys 0.61.2"]);
    assert!(parse_tree("error: something else\n").is_err());
    assert!(parse_tree("[build-dependencies]\n").is_err());
}
