//! What names Intake Desk to the desktop: the application id its window carries (the desktop
//! groups the window with the launcher of the same id, the `.desktop` file
//! `eu.intakedesk.IntakeDesk.desktop`) and the window icon. The icon's artwork and every size a
//! desktop needs are in `assets/icon/` (`build.sh` there makes them from the SVG).

use std::sync::Arc;

/// The application id (reverse domain name), stable across versions.
pub const APP_ID: &str = "eu.intakedesk.IntakeDesk";

/// The window icon, 256×256: window systems scale it down for title bars and task bars.
const WINDOW_ICON_PNG: &[u8] = include_bytes!("../assets/icon/png/intake-desk-256.png");

/// The icon sizes in `assets/icon/png/` (pixels), for desktops and packages.
pub const ICON_SIZES: [u32; 8] = [16, 24, 32, 48, 64, 128, 256, 512];

/// The window icon, decoded; `None` (the system's generic icon) if the embedded file could not be
/// read, which the tests rule out.
pub fn window_icon() -> Option<Arc<egui::IconData>> {
    eframe::icon_data::from_png_bytes(WINDOW_ICON_PNG).ok().map(Arc::new)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::expect_used)]
    use super::*;

    #[test]
    fn the_window_icon_decodes_at_256_pixels() {
        let icon = window_icon().expect("the embedded icon is a PNG");
        assert_eq!((icon.width, icon.height), (256, 256));
        assert!(icon.rgba.chunks(4).any(|px| px[3] == 0), "transparent around the mark");
        assert!(icon.rgba.chunks(4).any(|px| px[3] == 255), "and opaque within it");
    }

    #[test]
    fn every_size_a_desktop_needs_is_there_and_is_that_size() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/icon");
        for size in ICON_SIZES {
            let path = dir.join(format!("png/intake-desk-{size}.png"));
            let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let icon = eframe::icon_data::from_png_bytes(&bytes).expect("a PNG");
            assert_eq!((icon.width, icon.height), (size, size), "{}", path.display());
        }
        for other in ["intake-desk.svg", "intake-desk.ico", "intake-desk.icns"] {
            assert!(dir.join(other).is_file(), "{other}");
        }
    }

    /// The launcher's desktop entry names the same application id, so the desktop groups the
    /// window with it and shows its icon (`desktop-file-validate` accepts the file; it is not
    /// needed to run the tests).
    #[test]
    fn the_desktop_entry_matches_the_window() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("assets/linux/{APP_ID}.desktop"));
        let entry = std::fs::read_to_string(&path).expect("the desktop entry");
        let value =
            |key: &str| entry.lines().find_map(|line| line.strip_prefix(key)?.strip_prefix('=')).map(str::to_owned);
        assert_eq!(value("StartupWMClass").as_deref(), Some(APP_ID));
        assert_eq!(value("Icon").as_deref(), Some(APP_ID));
        assert_eq!(value("Exec").as_deref(), Some("intake-desk"));
        assert_eq!(value("Name").as_deref(), Some("Intake Desk"));
        for language in ["nl", "fr", "de"] {
            assert!(value(&format!("Comment[{language}]")).is_some(), "a comment in {language}");
        }
    }
}
