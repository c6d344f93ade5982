//! The system's fonts found and used for the scripts the window's own fonts lack.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use super::*;
use egui::FontId;

/// Droid Sans Fallback (Debian and Ubuntu's `fonts-droid-fallback`): Han and Kana.
const DROID_FOLDER: &str = "/usr/share/fonts/truetype/droid";
const DROID: &str = "DroidSansFallbackFull.ttf";

/// The demo patient's name as the demo list shows it.
const CHINESE_NAME: &str = "小龙 李";

/// The CJK font of this machine's `fonts-droid-fallback`, or `None` (and the test says it
/// did not run).
fn droid(test: &str) -> Option<PathBuf> {
    let path = Path::new(DROID_FOLDER).join(DROID);
    if path.is_file() {
        return Some(path);
    }
    assert!(
        std::env::var_os("INTAKE_DESK_REQUIRE_CJK_FONT").is_none_or(|value| value != "1"),
        "INTAKE_DESK_REQUIRE_CJK_FONT=1, and {} is not on this machine",
        path.display()
    );
    eprintln!("not run: {test}: no {DROID} on this machine (install fonts-droid-fallback)");
    None
}

/// A context with the app's fonts (egui's and the icon font) and `sources`, once the font
/// folders have been searched and a pass has loaded the fonts.
fn context_with(sources: FontSources) -> egui::Context {
    let ctx = egui::Context::default();
    crate::ui::theme::install(&ctx);
    let search = install(&ctx, sources);
    let start = std::time::Instant::now();
    while !search.finished() {
        assert!(start.elapsed() < std::time::Duration::from_secs(20), "the font folders' search did not end");
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let mut output = ctx.run_ui(egui::RawInput::default(), |_| {});
    output.textures_delta.clear();
    ctx
}

fn draws_in(ctx: &egui::Context, family: FontFamily, text: &str) -> bool {
    ctx.fonts_mut(|fonts| fonts.has_glyphs(&FontId::new(14.0, family), text))
}

fn folders(folders: &[&Path]) -> FontSources {
    FontSources {
        operating_system: false,
        folders: Some(FontFolders::new(folders.iter().map(|f| f.to_path_buf()).collect(), &[])),
    }
}

/// Every sample of [`SCRIPTS`] is a character egui's own fonts lack (so the folders are
/// searched for it), and the names egui's fonts already draw need nothing.
#[test]
fn the_scripts_looked_for_are_those_egui_s_fonts_lack() {
    let ctx = context_with(FontSources::none());
    for (script, samples) in SCRIPTS {
        for sample in *samples {
            assert!(
                !draws_in(&ctx, FontFamily::Proportional, &sample.to_string()),
                "egui's fonts have {script} ({sample})"
            );
        }
    }
    for name in ["Zoë Vermeulen", "Łukasz Wiśniewski", "Δημήτρης Παπαδόπουλος", "Анна Иванова", "Siobhán O'Connor"]
    {
        assert!(draws_in(&ctx, FontFamily::Proportional, name), "{name}");
    }
}

/// The demo patient's Chinese name is boxes with egui's fonts alone, and drawn once the
/// folder holding a CJK font has been searched, in text and in monospace (ids, raw values).
#[test]
fn a_chinese_name_is_drawn_once_the_folder_with_a_cjk_font_is_searched() {
    let Some(droid) = droid("a_chinese_name_is_drawn_once_the_folder_with_a_cjk_font_is_searched") else { return };
    let without = context_with(FontSources::none());
    assert!(!draws_in(&without, FontFamily::Proportional, CHINESE_NAME));

    let with = context_with(folders(&[droid.parent().unwrap()]));
    assert!(draws_in(&with, FontFamily::Proportional, CHINESE_NAME));
    assert!(draws_in(&with, FontFamily::Monospace, CHINESE_NAME));
    // Kana come from the same file (it has no Hangul).
    assert!(draws_in(&with, FontFamily::Proportional, "さくら サクラ"));
    // After egui's own fonts: Latin is still drawn by Ubuntu Light, the icons by the icon font.
    let characters = with.fonts_mut(|fonts| fonts.characters(&FontFamily::Proportional).get(&'Z').cloned());
    assert_eq!(characters.unwrap().first().map(String::as_str), Some("Ubuntu-Light"));
    let icon = crate::ui::theme::icon::SEARCH;
    assert!(draws_in(&with, icon.font_family(), icon.codepoint));
    let discovered =
        with.fonts(|fonts| fonts.discovered_fonts().iter().map(|font| font.name.clone()).collect::<Vec<_>>());
    assert_eq!(discovered.first(), Some(&format!("font-folder:{DROID}#0")));
}

/// A broken font file beside a good one: the good one is taken, the broken ones skipped,
/// nothing panics.
#[test]
fn broken_font_files_are_skipped() {
    let Some(droid) = droid("broken_font_files_are_skipped") else { return };
    let folder = crate::test_dir("fonts-broken");
    let good = std::fs::read(&droid).unwrap();
    // Cut in the middle of its tables (the directory says more than the file holds), cut in
    // its header, a text file named like a font, an empty one, and a collection header
    // pointing past the end.
    std::fs::write(folder.join("a-truncated.ttf"), &good[..good.len() / 3]).unwrap();
    std::fs::write(folder.join("b-header-only.ttf"), &good[..10]).unwrap();
    std::fs::write(folder.join("c-not-a-font.otf"), "<html>404 not found</html>").unwrap();
    std::fs::write(folder.join("d-empty.ttc"), b"").unwrap();
    std::fs::write(folder.join("e-collection.ttc"), b"ttcf\0\x01\0\0\0\0\0\x02\xff\xff\xff\xf0\0\0\0\x10").unwrap();
    let mut garbled = good.clone();
    for byte in garbled.iter_mut().skip(12).step_by(7).take(2000) {
        *byte = !*byte;
    }
    std::fs::write(folder.join("f-garbled.ttf"), &garbled).unwrap();
    std::fs::write(folder.join("z-good.ttf"), &good).unwrap();

    let found = FolderFonts::find(&FontFolders::new(vec![folder.clone()], &[]), &Limits::default());
    assert_eq!(found.file_names().last(), Some(&"z-good.ttf"), "{:?}", found.file_names());
    for broken in ["a-truncated.ttf", "b-header-only.ttf", "c-not-a-font.otf", "d-empty.ttc", "e-collection.ttc"] {
        assert!(!found.file_names().contains(&broken), "{broken} taken");
    }
    // And drawn with, whatever the broken files hold.
    let ctx = context_with(folders(&[&folder]));
    assert!(draws_in(&ctx, FontFamily::Proportional, CHINESE_NAME));
    // Windows deletes no mapped file: the fonts go first.
    drop((found, ctx));
    std::fs::remove_dir_all(&folder).unwrap();
}

/// Only the folders' font files are opened, no more than the limits allow, and a file over
/// the size limit is not mapped.
#[test]
fn the_search_keeps_to_its_limits() {
    let Some(droid) = droid("the_search_keeps_to_its_limits") else { return };
    let folder = crate::test_dir("fonts-limits");
    std::fs::write(folder.join("a.txt"), "not a font").unwrap();
    std::fs::copy(&droid, folder.join("b.ttf")).unwrap();
    let nested = folder.join("1/2/3");
    std::fs::create_dir_all(&nested).unwrap();
    std::fs::copy(&droid, nested.join("deep.ttf")).unwrap();
    let fonts = FontFolders::new(vec![folder.clone()], &[]);

    // The one deeper in the folders comes first by path; both have the same scripts.
    assert_eq!(FolderFonts::find(&fonts, &Limits::default()).file_names(), ["deep.ttf"]);
    let too_small = Limits { max_file_bytes: 1 << 20, ..Limits::default() };
    assert!(FolderFonts::find(&fonts, &too_small).is_empty());
    let shallow = Limits { max_depth: 2, ..Limits::default() };
    assert_eq!(font_files(std::slice::from_ref(&folder), &shallow), [folder.join("b.ttf")]);
    assert_eq!(FolderFonts::find(&fonts, &shallow).file_names(), ["b.ttf"]);
    let deep = Limits::default();
    assert_eq!(font_files(std::slice::from_ref(&folder), &deep), [nested.join("deep.ttf"), folder.join("b.ttf")]);
    let none_scanned = Limits { max_files_scanned: 0, ..Limits::default() };
    assert!(FolderFonts::find(&fonts, &none_scanned).is_empty());
    std::fs::remove_dir_all(&folder).unwrap();
}

/// A known file comes first, whatever its place in the folder; a file that adds no script
/// is not taken (nor kept mapped).
#[test]
fn known_files_come_first_and_a_file_is_taken_only_for_a_missing_script() {
    let Some(droid) = droid("known_files_come_first_and_a_file_is_taken_only_for_a_missing_script") else { return };
    let folder = crate::test_dir("fonts-known");
    std::fs::copy(&droid, folder.join("a-other-cjk.ttf")).unwrap();
    std::fs::copy(&droid, folder.join("MSYH.TTC")).unwrap();
    let found = FolderFonts::find(&FontFolders::new(vec![folder.clone()], &["msyh.ttc"]), &Limits::default());
    assert_eq!(found.file_names(), ["MSYH.TTC"]);
    drop(found);
    std::fs::remove_dir_all(&folder).unwrap();
}

/// Each system's folders, from its environment (tested here on any system).
#[test]
fn each_system_s_font_folders() {
    let windows = FontFolders::windows(Some(PathBuf::from("D:/Win")), Some(PathBuf::from("C:/Users/a/AppData/Local")));
    assert_eq!(
        windows.folders,
        [
            PathBuf::from("D:/Win").join("Fonts"),
            PathBuf::from("C:/Users/a/AppData/Local").join("Microsoft/Windows/Fonts")
        ]
    );
    assert_eq!(windows.known.first().map(String::as_str), Some("segoeui.ttf"));
    assert!(windows.known.iter().any(|name| name == "msyh.ttc"));
    // No WINDIR (or an empty one): the usual place.
    for windir in [None, Some(PathBuf::new())] {
        assert_eq!(FontFolders::windows(windir, None).folders, [PathBuf::from(r"C:\Windows").join("Fonts")]);
    }

    let linux = FontFolders::linux(Some(PathBuf::from("/home/a")), None);
    let expected = ["/usr/share/fonts", "/usr/local/share/fonts", "/home/a/.local/share/fonts", "/home/a/.fonts"];
    assert_eq!(linux.folders, expected.map(PathBuf::from));
    let moved = FontFolders::linux(Some(PathBuf::from("/home/a")), Some(PathBuf::from("/data/a")));
    if cfg!(unix) {
        assert_eq!(moved.folders[2], PathBuf::from("/data/a/fonts"));
    }
    // XDG_DATA_HOME must be absolute (the specification): a relative one is ignored.
    let relative = FontFolders::linux(Some(PathBuf::from("/home/a")), Some(PathBuf::from("data")));
    assert_eq!(relative.folders, linux.folders);
    // No home: the system's folders only.
    assert_eq!(FontFolders::linux(None, None).folders.len(), 2);

    let macos = FontFolders::macos(Some(PathBuf::from("/Users/a")));
    assert_eq!(macos.folders, ["/System/Library/Fonts", "/Library/Fonts", "/Users/a/Library/Fonts"].map(PathBuf::from));
    assert!(macos.known.iter().all(|name| name == &name.to_lowercase()));
}

/// A Windows font folder laid out as Wine or a cut-down Windows has it: no Microsoft
/// YaHei, but another CJK font under a name of its own; it is found by its character map.
#[test]
fn a_windows_folder_without_the_usual_cjk_font_still_draws_the_name() {
    let Some(droid) = droid("a_windows_folder_without_the_usual_cjk_font_still_draws_the_name") else { return };
    let windows = crate::test_dir("fonts-windows");
    std::fs::create_dir_all(windows.join("Fonts")).unwrap();
    std::fs::copy(&droid, windows.join("Fonts").join("wqy-like-cjk.ttf")).unwrap();
    let folders = FontFolders::windows(Some(windows.clone()), None);
    let found = FolderFonts::find(&folders, &Limits::default());
    assert_eq!(found.file_names(), ["wqy-like-cjk.ttf"]);
    let ctx = context_with(FontSources { operating_system: false, folders: Some(folders) });
    assert!(draws_in(&ctx, FontFamily::Proportional, CHINESE_NAME));
    drop((found, ctx));
    std::fs::remove_dir_all(&windows).unwrap();
}
