//! What the font search knows beforehand: the scripts egui's own fonts lack, and each
//! operating system's fonts known to draw them (tried first), and those never taken.

/// The scripts egui's own fonts lack, each with characters a font must have to be taken for it
/// (a unit test checks that egui has none of them, so that the list stays honest when egui
/// gains a script). Han has three: a common character, a simplified and a traditional one, so
/// that a font of one form only is not taken for all Han.
pub const SCRIPTS: &[(&str, &[char])] = &[
    ("Han", &['李', '龙', '龍']),
    ("Hiragana", &['あ']),
    ("Katakana", &['ア']),
    ("Hangul", &['한']),
    ("Arabic", &['ع']),
    ("Hebrew", &['א']),
    ("Devanagari", &['क']),
    ("Bengali", &['ক']),
    ("Gurmukhi", &['ਕ']),
    ("Gujarati", &['ક']),
    ("Oriya", &['କ']),
    ("Tamil", &['க']),
    ("Telugu", &['క']),
    ("Kannada", &['ಕ']),
    ("Malayalam", &['ക']),
    ("Sinhala", &['ක']),
    ("Thai", &['ก']),
    ("Lao", &['ກ']),
    ("Khmer", &['ក']),
    ("Myanmar", &['က']),
    ("Tibetan", &['ཀ']),
    ("Ethiopic", &['አ']),
    ("Georgian", &['ა']),
    ("Armenian", &['ա']),
    ("Syriac", &['ܐ']),
    ("Thaana", &['ހ']),
    ("Mongolian", &['ᠠ']),
    ("Cherokee", &['Ꭰ']),
    ("Canadian Syllabics", &['ᐁ']),
    ("Tifinagh", &['ⴰ']),
    ("N'Ko", &['ߊ']),
    ("Yi", &['ꀀ']),
];

/// Windows' fonts for the scripts, as files of `%WINDIR%\Fonts`, in the order they are preferred:
/// Segoe UI (Arabic, Hebrew, Armenian, Georgian), the CJK UI fonts (Simplified Chinese first, as
/// Windows does for Han outside a CJK locale), Nirmala UI (the Indic scripts), Leelawadee UI
/// (Thai, Lao), Ebrima (Ethiopic, N'Ko, Tifinagh), Gadugi (Cherokee, Canadian syllabics), then
/// older or narrower ones.
pub(super) const WINDOWS_KNOWN: &[&str] = &[
    "segoeui.ttf",
    "msyh.ttc",
    "yugothm.ttc",
    "meiryo.ttc",
    "malgun.ttf",
    "nirmala.ttf",
    "leelawui.ttf",
    "ebrima.ttf",
    "gadugi.ttf",
    "khmerui.ttf",
    "mmrtext.ttf",
    "himalaya.ttf",
    "monbaiti.ttf",
    "msyi.ttf",
    "mvboli.ttf",
    "seguihis.ttf",
    "seguisym.ttf",
    "msjh.ttc",
    "simsun.ttc",
    "msgothic.ttc",
    "gulim.ttc",
    "mangal.ttf",
    "leelawad.ttf",
    "tahoma.ttf",
];

/// Linux's usual fonts for the scripts (Debian, Ubuntu, Fedora, Arch package them under these
/// names somewhere below `/usr/share/fonts`): Noto, Droid's fallback, WenQuanYi, DejaVu (which
/// has Arabic, Hebrew, Georgian, Armenian and more), GNU FreeFont.
pub(super) const LINUX_KNOWN: &[&str] = &[
    "notosanscjk-regular.ttc",
    "notosanscjksc-regular.otf",
    "notosanssc-regular.otf",
    "notosanssc-regular.ttf",
    "droidsansfallbackfull.ttf",
    "droidsansfallback.ttf",
    "wqy-microhei.ttc",
    "wqy-zenhei.ttc",
    "notosansarabic-regular.ttf",
    "notosanshebrew-regular.ttf",
    "notosansdevanagari-regular.ttf",
    "notosansbengali-regular.ttf",
    "notosansgurmukhi-regular.ttf",
    "notosansgujarati-regular.ttf",
    "notosansoriya-regular.ttf",
    "notosanstamil-regular.ttf",
    "notosanstelugu-regular.ttf",
    "notosanskannada-regular.ttf",
    "notosansmalayalam-regular.ttf",
    "notosanssinhala-regular.ttf",
    "notosansthai-regular.ttf",
    "notosanslao-regular.ttf",
    "notosanskhmer-regular.ttf",
    "notosansmyanmar-regular.ttf",
    "notosansethiopic-regular.ttf",
    "notosansgeorgian-regular.ttf",
    "notosansarmenian-regular.ttf",
    "dejavusans.ttf",
    "freesans.ttf",
    "freesans.otf",
];

/// macOS's fonts for the scripts, in `/System/Library/Fonts` and its `Supplemental` folder.
pub(super) const MACOS_KNOWN: &[&str] = &[
    "pingfang.ttc",
    "hiragino sans gb.ttc",
    "applesdgothicneo.ttc",
    "geezapro.ttc",
    "arialhb.ttc",
    "kohinoor.ttc",
    "kohinoorbangla.ttc",
    "kohinoortelugu.ttc",
    "thonburi.ttc",
    "kefa.ttc",
    "mshtakan.ttc",
    "arial unicode.ttf",
];

/// Files that map every character to a placeholder: taking one would draw boxes of another kind.
pub(super) const NEVER: &[&str] = &["lastresort.otf", "lastresort.ttf"];
