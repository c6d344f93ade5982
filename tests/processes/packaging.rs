//! The packages' sources, checked without building a package (needs only cargo, not cargo-deb,
//! WiX or a Mac): every file `[package.metadata.deb]` ships exists, lands where the desktop
//! looks for it under the application id, and the desktop entry, the window's id, the icons, the
//! man page, the copyright file and the Windows and macOS sources agree.
//! `scripts/package-deb.sh` builds the real .deb and checks its contents.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

use intake_desk::identity::{APP_ID, ICON_SIZES};
use serde_json::Value;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// This package's `[package.metadata]`, as cargo reads Cargo.toml (no resolution, so nothing to
/// fetch).
fn metadata() -> Value {
    let output = Command::new(env!("CARGO"))
        .args(["metadata", "--no-deps", "--format-version", "1", "--manifest-path"])
        .arg(root().join("Cargo.toml"))
        .output()
        .expect("cargo runs");
    assert!(output.status.success(), "cargo metadata: {}", String::from_utf8_lossy(&output.stderr));
    let all: Value = serde_json::from_slice(&output.stdout).expect("cargo metadata's JSON");
    let package = all["packages"]
        .as_array()
        .expect("packages")
        .iter()
        .find(|package| package["name"] == "intake-desk")
        .expect("the intake-desk package");
    package["metadata"].clone()
}

/// The .deb's assets: installed path (as dpkg lists it, without the leading `/`) → source.
fn deb_assets() -> BTreeMap<String, String> {
    let metadata = metadata();
    let assets = metadata["deb"]["assets"].as_array().expect("[package.metadata.deb] assets");
    let mut installed = BTreeMap::new();
    for asset in assets {
        let fields = asset.as_array().expect("an asset is [source, dest, mode]");
        let [source, dest, mode] = fields.as_slice() else { panic!("an asset is [source, dest, mode]: {asset}") };
        let (source, dest, mode) = (source.as_str().unwrap(), dest.as_str().unwrap(), mode.as_str().unwrap());
        assert!(!source.contains('*'), "no globs, so the file list is exact: {source}");
        assert!(mode == "644" || (mode == "755" && dest == "usr/bin/"), "{source}: mode {mode}");
        let file_name = Path::new(source).file_name().unwrap().to_str().unwrap();
        let path = if dest.ends_with('/') { format!("{dest}{file_name}") } else { dest.to_owned() };
        assert!(installed.insert(path.clone(), source.to_owned()).is_none(), "installed twice: {path}");
    }
    installed
}

/// A PNG's width and height, from its header.
fn png_size(path: &Path) -> (u32, u32) {
    let bytes = std::fs::read(path).unwrap_or_else(|err| panic!("{}: {err}", path.display()));
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "{} is a PNG", path.display());
    let number = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().unwrap());
    (number(16), number(20))
}

/// The value of `key=` in the desktop entry's main group.
fn desktop_key(entry: &str, key: &str) -> String {
    entry
        .lines()
        .find_map(|line| line.strip_prefix(&format!("{key}=")))
        .unwrap_or_else(|| panic!("the desktop entry has no {key}="))
        .to_owned()
}

#[test]
fn every_source_file_of_the_deb_exists_except_the_built_binary() {
    for (installed, source) in deb_assets() {
        if let Some(binary) = source.strip_prefix("target/release/") {
            assert_eq!(binary, "intake-desk", "the only built file is the program");
            continue;
        }
        assert!(root().join(&source).is_file(), "{source} (installed as /{installed}) does not exist");
    }
}

#[test]
fn the_deb_installs_exactly_the_expected_files() {
    let mut expected = vec![
        "usr/bin/intake-desk".to_owned(),
        format!("usr/share/applications/{APP_ID}.desktop"),
        format!("usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg"),
        "usr/share/man/man1/intake-desk.1".to_owned(),
        "usr/share/doc/intake-desk/copyright".to_owned(),
        "usr/share/doc/intake-desk/THIRD-PARTY-LICENSES.txt".to_owned(),
        format!("usr/share/metainfo/{APP_ID}.metainfo.xml"),
    ];
    expected.extend(ICON_SIZES.map(|size| format!("usr/share/icons/hicolor/{size}x{size}/apps/{APP_ID}.png")));
    expected.sort();
    let installed: Vec<String> = deb_assets().into_keys().collect();
    assert_eq!(installed, expected);
    // scripts/package-deb.sh checks the built package against its own copy of this list.
    let script = std::fs::read_to_string(root().join("scripts/package-deb.sh")).expect("the script");
    for path in &expected {
        let listed = path.replace(APP_ID, "$APP_ID");
        assert!(script.contains(&listed), "scripts/package-deb.sh does not expect /{path}");
    }
}

#[test]
fn each_hicolor_png_has_the_size_of_its_folder() {
    for (installed, source) in deb_assets() {
        let Some(rest) = installed.strip_prefix("usr/share/icons/hicolor/") else { continue };
        let folder = rest.split('/').next().unwrap();
        if folder == "scalable" {
            assert!(source.ends_with(".svg"), "{source}");
            continue;
        }
        let size: u32 = folder.split_once('x').unwrap().0.parse().unwrap();
        assert_eq!(png_size(&root().join(&source)), (size, size), "{source} installed as /{installed}");
    }
}

#[test]
fn the_desktop_entry_names_the_installed_binary_icon_and_window() {
    let assets = deb_assets();
    let source = &assets[&format!("usr/share/applications/{APP_ID}.desktop")];
    let entry = std::fs::read_to_string(root().join(source)).unwrap();
    assert_eq!(desktop_key(&entry, "Icon"), APP_ID, "the icon's name in the hicolor theme");
    assert_eq!(desktop_key(&entry, "StartupWMClass"), APP_ID, "the window's application id");
    let exec = desktop_key(&entry, "Exec");
    let program = exec.split_whitespace().next().unwrap();
    assert!(assets.contains_key(&format!("usr/bin/{program}")), "Exec={exec} is not installed in /usr/bin");
}

/// The AppStream metainfo (what software centres show) names the same application, desktop
/// entry and program, and its newest release is this version: it cannot fall behind a release.
/// (Its form is checked by `appstreamcli validate` in .ci/run.)
#[test]
fn the_metainfo_names_the_app_its_desktop_entry_program_and_this_version() {
    let assets = deb_assets();
    let source = &assets[&format!("usr/share/metainfo/{APP_ID}.metainfo.xml")];
    let xml = std::fs::read_to_string(root().join(source)).unwrap();
    let between = |open: &str, close: &str| -> String {
        let start = xml.find(open).unwrap_or_else(|| panic!("the metainfo has no {open}")) + open.len();
        xml[start..].split(close).next().unwrap().trim().to_owned()
    };
    assert_eq!(between("<id>", "</id>"), APP_ID);
    assert_eq!(between("<launchable type=\"desktop-id\">", "</launchable>"), format!("{APP_ID}.desktop"));
    assert_eq!(between("<binary>", "</binary>"), "intake-desk");
    assert!(assets.contains_key(&format!("usr/share/applications/{APP_ID}.desktop")));
    let newest = between("<release version=\"", "\"");
    assert_eq!(newest, env!("CARGO_PKG_VERSION"), "the newest release in the metainfo is this version");
}

#[test]
fn the_copyright_file_is_machine_readable_and_names_the_crates_licence() {
    let assets = deb_assets();
    let text = std::fs::read_to_string(root().join(&assets["usr/share/doc/intake-desk/copyright"])).unwrap();
    assert!(text.starts_with("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"));
    let paragraphs: Vec<&str> = text.split("\n\n").collect();
    let files = paragraphs.iter().find(|p| p.starts_with("Files: *\n")).expect("a Files: * paragraph");
    // Cargo's SPDX `MIT OR Apache-2.0` is DEP-5's `MIT or Apache-2.0`.
    let spdx = env!("CARGO_PKG_LICENSE").replace(" OR ", " or ");
    assert!(files.contains(&format!("\nLicense: {spdx}\n")), "{files}");
    for licence in spdx.split(" or ") {
        assert!(
            paragraphs.iter().any(|p| p.starts_with(&format!("License: {licence}\n"))),
            "no stand-alone License: {licence} paragraph with its text"
        );
    }
    assert!(text.contains("/usr/share/doc/intake-desk/THIRD-PARTY-LICENSES.txt"));
}

/// wix/main.wxs, with the `<?ifndef var.Wixl?>` blocks (what wixl cannot read) left out: what
/// wixl builds.
fn wxs_for_wixl(wxs: &str) -> String {
    let mut kept = String::new();
    let mut rest = wxs;
    while let Some(start) = rest.find("<?ifndef var.Wixl?>") {
        kept.push_str(&rest[..start]);
        let end = rest[start..].find("<?endif?>").expect("each ifndef var.Wixl has its endif");
        rest = &rest[start + end + "<?endif?>".len()..];
    }
    kept.push_str(rest);
    kept
}

#[test]
fn the_windows_installer_source_names_the_program_icon_and_licence() {
    let wxs = std::fs::read_to_string(root().join("wix/main.wxs")).expect("wix/main.wxs");
    for needle in [
        // WiX 3's schema: the one wixl reads (scripts/windows-package.sh) and WiX 3 too.
        "xmlns='http://schemas.microsoft.com/wix/2006/wi'",
        "$(var.CargoTargetBinDir)/intake-desk.exe",
        "ProgramFiles64Folder",
        "InstallScope='perMachine'",
        "ProgramMenuFolder",
        "<Shortcut",
        "MajorUpgrade",
        "WixUILicenseRtf",
        "CommonAppDataFolder",
        "Name='IntakeDesk'",
        "<Property Id='ARPPRODUCTICON' Value='ProductICO'/>",
    ] {
        assert!(wxs.contains(needle), "wix/main.wxs lacks {needle}");
    }
    // Paths from wix/, with `/`: wixl looks for files relative to the .wxs and takes `\` for
    // part of a name; WiX on Windows reads `/` too (with `-b wix`).
    for file in ["assets/icon/intake-desk.ico", "wix/License.rtf", "assets/licenses/THIRD-PARTY-LICENSES.txt"] {
        assert!(wxs.contains(&format!("'../{file}'")), "wix/main.wxs does not use ../{file}");
        assert!(root().join(file).is_file(), "{file}");
    }
    let metadata = metadata();
    let upgrade_code = metadata["wix"]["upgrade-guid"].as_str().expect("[package.metadata.wix] upgrade-guid");
    assert!(wxs.contains(&format!("UpgradeCode='{upgrade_code}'")), "the upgrade code is fixed in one place");
}

/// The element names in an XML text, comments and processing instructions left out.
fn element_names(xml: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    let mut rest = xml;
    while let Some(at) = rest.find('<') {
        rest = &rest[at + 1..];
        if let Some(comment) = rest.strip_prefix("!--") {
            rest = comment.split_once("-->").map_or("", |(_, after)| after);
            continue;
        }
        if rest.starts_with(['?', '/', '!']) {
            continue;
        }
        let name: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == ':').collect();
        names.insert(name);
    }
    names
}

/// Every element wixl is given is one wixl 0.101 (Debian 12's msitools) reads: it stops at any
/// other. What only WiX reads is the dialogs and the policy folder's access list, which
/// scripts/windows-package.sh adds to wixl's MSI from the same SDDL: otherwise both tools build
/// the installer from the same elements.
#[test]
fn the_windows_installer_parts_only_wix_reads_are_the_dialogs_and_the_policy_access_list() {
    // The elements of msitools 0.101's tools/wixl/wix.vala.
    const WIXL_READS: &[&str] = &[
        "Wix",
        "Product",
        "Fragment",
        "Package",
        "Property",
        "RegistrySearch",
        "CreateFolder",
        "Icon",
        "Shortcut",
        "File",
        "RegistryValue",
        "RemoveFolder",
        "Feature",
        "ComponentRef",
        "ComponentGroup",
        "ComponentGroupRef",
        "Condition",
        "MIME",
        "ServiceArgument",
        "ServiceControl",
        "ServiceDependency",
        "ServiceInstall",
        "Verb",
        "Extension",
        "ProgId",
        "InstallExecuteSequence",
        "InstallUISequence",
        "AdminExecuteSequence",
        "AdminUISequence",
        "AdvertiseExecuteSequence",
        "Custom",
        "Upgrade",
        "UpgradeVersion",
        "CustomAction",
        "Binary",
        "MajorUpgrade",
        "MediaTemplate",
        "Media",
        "RegistryKey",
        "Component",
        "Directory",
        "DirectoryRef",
    ];
    let wxs = std::fs::read_to_string(root().join("wix/main.wxs")).expect("wix/main.wxs");
    let for_wixl = element_names(&wxs_for_wixl(&wxs));
    for name in &for_wixl {
        assert!(
            WIXL_READS.contains(&name.as_str()),
            "wixl 0.101 cannot read <{name}>: keep it in an ifndef var.Wixl block"
        );
    }
    let only_wix: Vec<String> = element_names(&wxs).difference(&for_wixl).cloned().collect();
    assert_eq!(only_wix, ["PermissionEx", "UIRef", "WixVariable"]);
    // One access list, which the script copies: SYSTEM and Administrators full control, Users
    // read and list only, not inherited from ProgramData (where users may create files).
    let sddls: Vec<&str> = wxs.match_indices("<PermissionEx Sddl='").map(|(at, _)| &wxs[at..]).collect();
    assert_eq!(sddls.len(), 1, "one PermissionEx");
    let sddl = sddls[0].split('\'').nth(1).unwrap();
    assert_eq!(sddl, "D:PAI(A;OICI;FA;;;SY)(A;OICI;FA;;;BA)(A;OICI;0x1200a9;;;BU)");
    let script = std::fs::read_to_string(root().join("scripts/windows-package.sh")).expect("the script");
    assert!(script.contains("<PermissionEx Sddl='"), "scripts/windows-package.sh reads the SDDL from wix/main.wxs");
    assert!(script.contains("-D Wixl=yes"), "scripts/windows-package.sh leaves out what wixl cannot read");
}

#[test]
fn the_macos_bundle_metadata_names_the_app_id_and_existing_icons() {
    let metadata = metadata();
    let bundle = &metadata["bundle"];
    assert_eq!(bundle["identifier"], APP_ID);
    assert_eq!(bundle["name"], "Intake Desk");
    for icon in bundle["icon"].as_array().expect("icon list") {
        let icon = icon.as_str().unwrap();
        assert!(root().join(icon).is_file(), "{icon}");
    }
    assert!(bundle["icon"].as_array().unwrap().iter().any(|icon| icon == "assets/icon/intake-desk.icns"));
}
