//! The fonts a patient's name may need beyond egui's own (Ubuntu Light and Hack: Latin, Greek and
//! Cyrillic), taken from the running system, so that a name in Han, Kana, Hangul, Arabic, Hebrew,
//! an Indic script, Thai, Ethiopic, Georgian, Armenian and the like is drawn, never as boxes.
//!
//! This module owns where they come from and how they reach egui, in two sources, both asked
//! only for a character no installed font has (egui's font providers: they come after the app's
//! text fonts and the icon font, never instead of them):
//!
//! 1. The operating system's own font fallback (DirectWrite, CoreText, fontconfig), through
//!    eframe's `egui_system_font_provider`: the font the system itself would use for the script.
//! 2. The font folders ([`FontFolders`]), for what the first misses (a Wine prefix, a cut-down
//!    Windows, a Linux without fontconfig): the files known to cover the scripts first, then any
//!    other font file whose character map has a sample of a script still uncovered. They are
//!    looked for on a thread of their own ([`install`]), within [`Limits`]; a file that cannot
//!    be read or is not a font is skipped (logged at debug level), never fatal.
//!
//! Font files are memory-mapped, not read: a 20 MB CJK collection costs the pages of it that are
//! drawn from, not 20 MB, and a file is mapped only while it is a candidate.
//!
//! [`install`] is the one font set-up of the window and of the guides' screenshots
//! (`IntakeApp::new`); tests that compare pictures install [`FontSources::none`], so that their
//! pictures do not change with the fonts of the machine they run on.

use std::collections::BTreeSet;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, LazyLock};

use egui::{FallbackRequest, FontData, FontFamily, FontInsert, FontPriority, FontProvider, InsertFontFamily};
use skrifa::MetadataProvider as _;

mod known;

pub use known::SCRIPTS;
use known::{LINUX_KNOWN, MACOS_KNOWN, NEVER, WINDOWS_KNOWN};

/// How far the search in the font folders goes: it runs at every start, on a machine that may
/// hold thousands of fonts, some broken.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Files larger than this are not mapped (Apple's colour emoji is 180 MB; the largest CJK
    /// collection, PingFang, about 80).
    pub max_file_bytes: u64,
    /// At most this many font files are opened by the search for an uncovered script.
    pub max_files_scanned: usize,
    /// At most this many entries of the folders are listed (folders and files, at any depth).
    pub max_entries_listed: usize,
    /// Folders deeper than this below a font folder are not listed.
    pub max_depth: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits { max_file_bytes: 128 << 20, max_files_scanned: 2000, max_entries_listed: 50_000, max_depth: 6 }
    }
}

/// Where the font files are, and which of them are known to cover the scripts (file names, in
/// the order they are preferred).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FontFolders {
    pub folders: Vec<PathBuf>,
    pub known: Vec<String>,
}

impl FontFolders {
    /// Folders and known names of one's own (tests, a folder of fonts shipped beside the app).
    pub fn new(folders: Vec<PathBuf>, known: &[&str]) -> FontFolders {
        FontFolders { folders, known: known.iter().map(|name| name.to_lowercase()).collect() }
    }

    /// This system's font folders.
    pub fn of_this_system() -> FontFolders {
        let var = std::env::var_os;
        if cfg!(windows) {
            FontFolders::windows(
                var("WINDIR").or_else(|| var("SystemRoot")).map(PathBuf::from),
                var("LOCALAPPDATA").map(PathBuf::from),
            )
        } else if cfg!(target_os = "macos") {
            FontFolders::macos(var("HOME").map(PathBuf::from))
        } else {
            FontFolders::linux(var("HOME").map(PathBuf::from), var("XDG_DATA_HOME").map(PathBuf::from))
        }
    }

    /// Windows: `Fonts` in the Windows folder (`%WINDIR%`, else `C:\Windows`), then the fonts a
    /// user installed for themselves (`%LOCALAPPDATA%\Microsoft\Windows\Fonts`).
    pub fn windows(windows_folder: Option<PathBuf>, local_app_data: Option<PathBuf>) -> FontFolders {
        let windows_folder = windows_folder.filter(|folder| !folder.as_os_str().is_empty());
        let mut folders = vec![windows_folder.unwrap_or_else(|| PathBuf::from(r"C:\Windows")).join("Fonts")];
        folders.extend(local_app_data.map(|local| local.join("Microsoft").join("Windows").join("Fonts")));
        FontFolders::new(folders, WINDOWS_KNOWN)
    }

    /// Linux and the other Unix systems: fontconfig's usual folders.
    pub fn linux(home: Option<PathBuf>, xdg_data_home: Option<PathBuf>) -> FontFolders {
        let mut folders = vec![PathBuf::from("/usr/share/fonts"), PathBuf::from("/usr/local/share/fonts")];
        let data_home = xdg_data_home
            .filter(|folder| folder.is_absolute())
            .or_else(|| home.as_ref().map(|home| home.join(".local/share")));
        folders.extend(data_home.map(|data| data.join("fonts")));
        folders.extend(home.map(|home| home.join(".fonts")));
        FontFolders::new(folders, LINUX_KNOWN)
    }

    /// macOS: the system's fonts, its supplemental ones, and those installed for the computer or
    /// the user.
    pub fn macos(home: Option<PathBuf>) -> FontFolders {
        let mut folders = vec![PathBuf::from("/System/Library/Fonts"), PathBuf::from("/Library/Fonts")];
        folders.extend(home.map(|home| home.join("Library/Fonts")));
        // `/System/Library/Fonts/Supplemental` is listed as a folder of the first.
        FontFolders::new(folders, MACOS_KNOWN)
    }
}

/// Where the window's fonts come from, beside egui's own and the icon font.
#[derive(Clone, Debug)]
pub struct FontSources {
    /// The operating system's font fallback (see the module's documentation).
    pub operating_system: bool,
    /// The font folders searched for what the system's fallback misses.
    pub folders: Option<FontFolders>,
}

impl FontSources {
    /// The app's: the system's fallback, then this system's font folders.
    pub fn of_this_system() -> FontSources {
        FontSources { operating_system: true, folders: Some(FontFolders::of_this_system()) }
    }

    /// egui's fonts only: pictures and layouts that are the same on every machine.
    pub fn none() -> FontSources {
        FontSources { operating_system: false, folders: None }
    }
}

/// The search of the font folders [`install`] started: whether it has finished (and its fonts,
/// if any, have been handed to egui).
#[derive(Clone, Debug, Default)]
pub struct FontSearch {
    finished: Arc<AtomicBool>,
}

impl FontSearch {
    pub fn finished(&self) -> bool {
        self.finished.load(Ordering::Acquire)
    }

    fn finish(&self) {
        self.finished.store(true, Ordering::Release);
    }
}

/// Sets the window's font sources: the system's fallback at once (it lists the system's fonts
/// on a thread of its own), the font folders on a thread started here, which hands what it
/// finds to egui and asks for a repaint (a name drawn as boxes meanwhile is drawn again).
pub fn install(ctx: &egui::Context, sources: FontSources) -> FontSearch {
    let mut providers: Vec<Arc<dyn FontProvider>> = Vec::new();
    if sources.operating_system {
        providers.push(operating_system_fonts());
    }
    // Replaces eframe's own system provider, so that the window and the screenshots (made
    // without eframe's window) have the same fonts.
    ctx.set_font_providers(providers);
    let search = FontSearch::default();
    let Some(folders) = sources.folders else {
        search.finish();
        return search;
    };
    let ctx = ctx.clone();
    let finished = search.clone();
    let spawned = std::thread::Builder::new().name("font-folders".to_owned()).spawn(move || {
        let found = FolderFonts::find(&folders, &Limits::default());
        tracing::debug!(files = ?found.file_names(), "fonts found in the font folders");
        if !found.is_empty() {
            ctx.add_font_provider(Arc::new(found));
        }
        finished.finish();
    });
    if let Err(err) = spawned {
        tracing::warn!("the font folders are not searched (no thread: {err})");
        search.finish();
    }
    search
}

/// The operating system's fallback, one for the process: it lists the system's fonts once,
/// however many windows (or test harnesses) ask.
fn operating_system_fonts() -> Arc<dyn FontProvider> {
    static PROVIDER: LazyLock<Arc<GuardedSystemFonts>> = LazyLock::new(|| {
        Arc::new(GuardedSystemFonts {
            system: egui_system_font_provider::SystemFontProvider::new(),
            failed: AtomicBool::new(false),
        })
    });
    PROVIDER.clone()
}

/// eframe's system fallback, kept from taking the window down. It lists the system's fonts on a
/// thread of its own, which panics where the system lists none (fontique unwraps fontconfig's
/// "no match" on a Linux whose fontconfig knows no font, and likewise a DirectWrite that cannot
/// start); the panic came back on the window's thread at the first character egui's fonts lack
/// (the demo list's 李) and ended the process. Here it ends the fallback only: the font folders
/// still serve.
struct GuardedSystemFonts {
    system: egui_system_font_provider::SystemFontProvider,
    failed: AtomicBool,
}

impl FontProvider for GuardedSystemFonts {
    fn font_for(&self, request: &FallbackRequest<'_>) -> Option<FontInsert> {
        if self.failed.load(Ordering::Acquire) {
            return None;
        }
        let asked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| self.system.font_for(request)));
        asked.unwrap_or_else(|_| {
            self.failed.store(true, Ordering::Release);
            tracing::warn!("the system's font fallback failed; fonts are taken from the font folders only");
            None
        })
    }
}

/// The bytes of a font file, shared with egui without a copy.
type Bytes = Arc<dyn AsRef<[u8]> + Send + Sync>;

/// A font file taken from a folder: its bytes and its usable faces, best first.
struct FontFile {
    /// The file's name, for egui's name of the font and the logs.
    name: String,
    bytes: Bytes,
    /// The faces that parse, upright regular ones before italic or bold ones (a `.ttc`'s faces
    /// are often a family's weights).
    faces: Vec<u32>,
}

/// Why a file in a font folder is not used.
#[derive(Debug)]
enum Unusable {
    TooLarge(u64),
    Unreadable(std::io::Error),
    NotAFont(skrifa::raw::ReadError),
    NoFace,
}

impl fmt::Display for Unusable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unusable::TooLarge(bytes) => write!(f, "larger than the limit ({bytes} bytes)"),
            Unusable::Unreadable(err) => write!(f, "cannot be read: {err}"),
            Unusable::NotAFont(err) => write!(f, "not a font: {err}"),
            Unusable::NoFace => write!(f, "no face of it can be read"),
        }
    }
}

impl FontFile {
    fn open(path: &Path, limits: &Limits) -> Result<FontFile, Unusable> {
        let file = std::fs::File::open(path).map_err(Unusable::Unreadable)?;
        let size = file.metadata().map_err(Unusable::Unreadable)?.len();
        if size > limits.max_file_bytes {
            return Err(Unusable::TooLarge(size));
        }
        let bytes = map(&file).map_err(Unusable::Unreadable)?;
        let faces = usable_faces((*bytes).as_ref())?;
        let name =
            path.file_name().map_or_else(|| path.display().to_string(), |name| name.to_string_lossy().into_owned());
        Ok(FontFile { name, bytes, faces })
    }

    /// The best face of the file that draws `c`.
    fn face_for(&self, c: char) -> Option<u32> {
        let bytes = (*self.bytes).as_ref();
        self.faces
            .iter()
            .copied()
            .find(|&index| skrifa::FontRef::from_index(bytes, index).is_ok_and(|font| draws(&font, c)))
    }
}

/// Maps a font file into memory.
///
/// A font file is opened for reading only, and the operating system keeps it from changing
/// under the map: Windows refuses to write, truncate or delete a mapped file; on Linux and
/// macOS a package manager replaces a font by renaming a new file over it, which leaves the
/// mapped one as it was. A file truncated in place while mapped (by hand) would end the process
/// when a glyph beyond the new end is drawn; that is the price every program that maps fonts
/// (fontconfig's users, DirectWrite's) pays, against 20 MB of memory per CJK font read.
#[allow(unsafe_code)]
fn map(file: &std::fs::File) -> std::io::Result<Bytes> {
    // SAFETY: see above: the mapping is read-only, and nothing in this process writes the file.
    let mapped = unsafe { memmap2::Mmap::map(file)? };
    Ok(Arc::new(mapped))
}

/// The faces of a font file or collection that parse, best first (upright before italic, then
/// the weight nearest to regular, then the file's order).
fn usable_faces(bytes: &[u8]) -> Result<Vec<u32>, Unusable> {
    let file = skrifa::raw::FileRef::new(bytes).map_err(Unusable::NotAFont)?;
    let mut faces: Vec<(bool, u32, u32)> = file
        .fonts()
        .enumerate()
        .filter_map(|(index, font)| {
            let font = font.ok()?;
            let index = u32::try_from(index).ok()?;
            // A face must have a character map and outlines to draw anything.
            if !font.charmap().has_map() || font.outline_glyphs().format().is_none() {
                return None;
            }
            let attributes = font.attributes();
            let italic = attributes.style != skrifa::attribute::Style::Normal;
            let weight = (attributes.weight.value() - 400.0).abs() as u32;
            Some((italic, weight, index))
        })
        .collect();
    faces.sort_unstable();
    if faces.is_empty() {
        return Err(Unusable::NoFace);
    }
    Ok(faces.into_iter().map(|(_, _, index)| index).collect())
}

/// Whether `font` has a drawable glyph for `c` (mapped, and not to the "missing" glyph).
fn draws(font: &skrifa::FontRef<'_>, c: char) -> bool {
    font.charmap()
        .map(c)
        .is_some_and(|glyph| glyph != skrifa::GlyphId::NOTDEF && font.outline_glyphs().get(glyph).is_some())
}

/// The fonts found in the font folders, in the order they are asked for a character: the
/// known files first, then those the search for an uncovered script took.
pub struct FolderFonts {
    files: Vec<FontFile>,
}

impl FolderFonts {
    /// Looks in `folders` for the fonts of [`SCRIPTS`]: each known file that has a sample no
    /// file taken before has, then, for the samples still missing, the other font files.
    pub fn find(folders: &FontFolders, limits: &Limits) -> FolderFonts {
        let candidates = font_files(&folders.folders, limits);
        let mut missing: BTreeSet<char> = SCRIPTS.iter().flat_map(|(_, samples)| samples.iter().copied()).collect();
        let mut files = Vec::new();
        let mut is_known = vec![false; candidates.len()];
        for known in &folders.known {
            let Some(at) = candidates.iter().position(|path| lowercase_name(path).as_deref() == Some(known.as_str()))
            else {
                continue;
            };
            is_known[at] = true;
            if missing.is_empty() {
                break;
            }
            if let Some(file) = open_logged(&candidates[at], limits)
                && take_if_it_covers(&file, &mut missing)
            {
                files.push(file);
            }
        }
        // The others: each file that has a missing sample, the best of them for each sample
        // (upright regular before bold or italic, then by path, for the same choice every time).
        let mut found: Vec<(FontFile, (bool, u32), BTreeSet<char>)> = Vec::new();
        let others = candidates.iter().zip(&is_known).filter(|(_, known)| !**known).map(|(path, _)| path);
        for path in others.take(limits.max_files_scanned) {
            if missing.is_empty() {
                break;
            }
            let Some(file) = open_logged(path, limits) else { continue };
            let covers: BTreeSet<char> = missing.iter().copied().filter(|&c| file.face_for(c).is_some()).collect();
            if !covers.is_empty() {
                let style = style_of(&file);
                found.push((file, style, covers));
            }
        }
        found.sort_by_key(|(_, style, _)| *style);
        for (file, _, covers) in found {
            if covers.iter().any(|c| missing.contains(c)) {
                missing.retain(|c| !covers.contains(c));
                files.push(file);
            }
        }
        if !missing.is_empty() {
            let scripts: Vec<&str> = SCRIPTS
                .iter()
                .filter(|(_, samples)| samples.iter().any(|c| missing.contains(c)))
                .map(|(name, _)| *name)
                .collect();
            tracing::debug!(?scripts, "no font in the font folders for these scripts");
        }
        FolderFonts { files }
    }

    pub fn is_empty(&self) -> bool {
        self.files.is_empty()
    }

    /// The names of the files taken, in the order they are asked.
    pub fn file_names(&self) -> Vec<&str> {
        self.files.iter().map(|file| file.name.as_str()).collect()
    }
}

/// Whether `file` has one of the `missing` samples; if so, they are no longer missing.
fn take_if_it_covers(file: &FontFile, missing: &mut BTreeSet<char>) -> bool {
    let before = missing.len();
    missing.retain(|&c| file.face_for(c).is_none());
    missing.len() < before
}

/// How a file's best face ranks (upright before italic, then nearest to regular weight).
fn style_of(file: &FontFile) -> (bool, u32) {
    let bytes = (*file.bytes).as_ref();
    file.faces.first().and_then(|&index| skrifa::FontRef::from_index(bytes, index).ok()).map_or(
        (true, u32::MAX),
        |font| {
            let attributes = font.attributes();
            (attributes.style != skrifa::attribute::Style::Normal, (attributes.weight.value() - 400.0).abs() as u32)
        },
    )
}

fn open_logged(path: &Path, limits: &Limits) -> Option<FontFile> {
    FontFile::open(path, limits).inspect_err(|why| tracing::debug!(file = %path.display(), "font skipped: {why}")).ok()
}

fn lowercase_name(path: &Path) -> Option<String> {
    Some(path.file_name()?.to_string_lossy().to_lowercase())
}

/// The font files (`.ttf`, `.otf`, `.ttc`, `.otc`) in `folders` and below, sorted by path,
/// within `limits`. A folder that cannot be listed is skipped.
fn font_files(folders: &[PathBuf], limits: &Limits) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut listed = 0;
    let mut pending: Vec<(PathBuf, usize)> = folders.iter().rev().map(|folder| (folder.clone(), 0)).collect();
    while let Some((folder, depth)) = pending.pop() {
        let Ok(entries) = std::fs::read_dir(&folder) else { continue };
        let mut subfolders = Vec::new();
        for entry in entries.flatten() {
            listed += 1;
            if listed > limits.max_entries_listed {
                tracing::debug!(
                    "the font folders hold more than {} entries: the rest is not listed",
                    limits.max_entries_listed
                );
                pending.clear();
                break;
            }
            let path = entry.path();
            // Follows links (font packages link files into the folders); the depth limit ends
            // a loop of linked folders.
            let Ok(metadata) = std::fs::metadata(&path) else { continue };
            if metadata.is_dir() {
                if depth < limits.max_depth {
                    subfolders.push((path, depth + 1));
                }
            } else if is_font_file(&path) {
                files.push(path);
            }
        }
        subfolders.sort();
        pending.extend(subfolders.into_iter().rev());
    }
    files.sort();
    files.dedup();
    files
}

fn is_font_file(path: &Path) -> bool {
    let Some(name) = lowercase_name(path) else { return false };
    let font_extension = [".ttf", ".otf", ".ttc", ".otc"].iter().any(|extension| name.ends_with(extension));
    font_extension && !NEVER.contains(&name.as_str())
}

impl FontProvider for FolderFonts {
    /// The first file (in [`FolderFonts::find`]'s order) with a glyph for the character, for
    /// both of egui's families. Asked once per character and family, on the window's thread:
    /// the files are mapped already, so this reads a character map or two.
    fn font_for(&self, request: &FallbackRequest<'_>) -> Option<FontInsert> {
        let c = request.cluster.chars().next()?;
        self.files.iter().find_map(|file| {
            let index = file.face_for(c)?;
            let families = [FontFamily::Proportional, FontFamily::Monospace]
                .map(|family| InsertFontFamily { family, priority: FontPriority::Lowest });
            Some(FontInsert::new(
                &format!("font-folder:{}#{index}", file.name),
                FontData::from_blob(file.bytes.clone(), index),
                families.to_vec(),
            ))
        })
    }
}

#[cfg(test)]
mod tests;
