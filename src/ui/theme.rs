//! The app's visual design in one place: the type scale, spacing steps, corner radii, stroke
//! widths, the colours of the light and the dark theme (text, backgrounds, the one accent,
//! error/warning/success, the status-chip tones), the environment banner's colours and the
//! icons. [`install`] applies them through egui's `Style`/`Visuals` for both themes and loads
//! the icon font; views take sizes and colours from here, never as literals.
//!
//! Every text/background pair is checked against WCAG 2.1 (the tests at the end): at least
//! 4.5:1 for text, 3:1 for large text and the borders of controls.

use egui::{Color32, CornerRadius, FontFamily, FontId, Margin, Stroke, TextStyle, Theme, Ui, Visuals};

use crate::api::{EnvironmentKind, StatusTone};

/// The type scale, in points. Body text is 14 (readable at a clinic desk), nothing is below 12.
pub mod text {
    /// Captions, hints, ids.
    pub const SMALL: f32 = 12.0;
    /// Running text, inputs, tables.
    pub const BODY: f32 = 14.0;
    /// Button captions: as large as the body, so actions read as easily as text.
    pub const BUTTON: f32 = 14.0;
    /// Ids and raw values.
    pub const MONOSPACE: f32 = 13.0;
    /// The environment banner's sentence.
    pub const BANNER: f32 = 16.0;
    /// Screen and dialog titles.
    pub const HEADING: f32 = 20.0;
    /// An icon beside words: a little larger than the words, so its strokes stay legible.
    pub const ICON: f32 = 16.0;
}

/// Spacing steps, in points: every gap in the views is one of these.
pub mod space {
    /// Between a chip's icon and words, inside tight grids.
    pub const XS: f32 = 2.0;
    /// Between closely related items (a caption and its value).
    pub const S: f32 = 4.0;
    /// Between items of one group; the default gap.
    pub const M: f32 = 8.0;
    /// Between groups.
    pub const L: f32 = 12.0;
    /// Between sections of a screen.
    pub const XL: f32 = 16.0;
}

/// Between the columns and rows of a grid of labels and values.
pub const GRID_GAP: [f32; 2] = [space::XL, space::S + space::XS];

/// Corner radii, in points.
pub mod radius {
    /// Buttons, inputs, message boxes.
    pub const CONTROL: u8 = 4;
    /// Windows, dialogs, menus.
    pub const WINDOW: u8 = 8;
    /// Status chips: pill-shaped.
    pub const CHIP: u8 = 10;
}

/// Stroke widths, in points.
pub mod stroke {
    /// Borders of controls and message boxes.
    pub const THIN: f32 = 1.0;
    /// Emphasis: the invalid field's frame, the alert box, the focused control.
    pub const THICK: f32 = 2.0;
}

/// Sizes of particular controls, in points.
pub mod size {
    /// The usual width of a one-line text input.
    pub const INPUT: f32 = 260.0;
    /// A wide text input (a filter over a table).
    pub const INPUT_WIDE: f32 = 300.0;
    /// A short input (a phone number).
    pub const INPUT_SHORT: f32 = 160.0;
    /// A date or language tag.
    pub const INPUT_NARROW: f32 = 130.0;
    /// The smallest width a cut label keeps.
    pub const MIN_LABEL: f32 = 24.0;
    /// The smallest width the banner's sentence keeps beside its controls (the kind of
    /// environment, its first word, always shows).
    pub const MIN_BANNER_TEXT: f32 = 160.0;
    /// A day cell of the date picker.
    pub const DAY_CELL: egui::Vec2 = egui::vec2(32.0, 26.0);
    /// The year list of the date picker.
    pub const YEAR_LIST: f32 = 76.0;
    /// The height of a full-width action button.
    pub const ACTION_HEIGHT: f32 = 30.0;
    /// A table's header row, and a table row holding a button or a chip.
    pub const TABLE_HEADER: f32 = 22.0;
    pub const TABLE_ROW: f32 = 30.0;
    /// The least height of a list drawn as a table: three rows, however little room the window
    /// leaves (a screen that does not fit scrolls as a whole to show them).
    pub const TABLE_MIN_HEIGHT: f32 = 3.0 * TABLE_ROW;
    /// A question's dialog (two or three buttons and a sentence).
    pub const DIALOG_NARROW: f32 = 440.0;
    /// A dialog of text (start-up problems), and the longest comfortable line of a list.
    pub const DIALOG: f32 = 560.0;
    /// The survey dialog, a form with choices; never wider than the window less [`DIALOG_MARGIN`].
    pub const DIALOG_WIDE: f32 = 620.0;
    /// Room kept around a dialog on a small window.
    pub const DIALOG_MARGIN: f32 = 64.0;
    /// The survey dialog's least height, so it keeps its size while its content changes.
    pub const DIALOG_MIN_HEIGHT: f32 = 360.0;
}

/// The icons (Material Symbols, outline face), named by what they stand for. Drawn from
/// `assets/fonts/material-symbols-intake.ttf`: the font cut to exactly these icons by
/// `scripts/cut-icon-font.py` (the whole font is 1.2 MB; a unit test checks the cut has them all).
pub mod icon {
    use egui_material_icons::icons as m;

    pub type Icon = egui_material_icons::MaterialIcon;

    /// Each icon as a constant, and [`ALL`] of them (what the font is cut to).
    macro_rules! icons {
        ($($(#[$doc:meta])* $name:ident = $material:ident;)*) => {
            $($(#[$doc])* pub const $name: Icon = m::$material;)*
            /// Every icon the app draws.
            pub const ALL: &[Icon] = &[$($name),*];
        };
    }

    icons! {
        REGISTER = ICON_PERSON_ADD;
        MENU = ICON_MENU;
        NEW_SURVEY = ICON_POST_ADD;
        SEND = ICON_SEND;
        SAVE = ICON_SAVE;
        PDF = ICON_PICTURE_AS_PDF;
        DOWNLOAD = ICON_DOWNLOAD;
        FOLDER = ICON_FOLDER_OPEN;
        OPEN = ICON_OPEN_IN_NEW;
        EDIT = ICON_EDIT;
        REFRESH = ICON_REFRESH;
        SEARCH = ICON_SEARCH;
        COPY = ICON_CONTENT_COPY;
        HISTORY = ICON_HISTORY;
        CONNECTION = ICON_LAN;
        SIGN_IN = ICON_LOGIN;
        CHECK = ICON_CHECK;
        CALENDAR = ICON_CALENDAR_MONTH;
        PREVIOUS = ICON_CHEVRON_LEFT;
        NEXT = ICON_CHEVRON_RIGHT;
        TODAY = ICON_TODAY;
        SUCCESS = ICON_CHECK_CIRCLE;
        WARNING = ICON_WARNING;
        ERROR = ICON_ERROR;
        WAITING = ICON_SCHEDULE;
        ACTIVE = ICON_PENDING;
        DONE = ICON_TASK_ALT;
        ENDED = ICON_BLOCK;
        UNKNOWN = ICON_HELP;
        INFO = ICON_INFO;
        /// A setting the IT department's policy locks.
        LOCKED = ICON_LOCK;
    }

    /// The icon of a notice's level.
    pub fn of_level(level: crate::state::Level) -> Icon {
        use crate::state::Level;
        match level {
            Level::Info => INFO,
            Level::Success => SUCCESS,
            Level::Warning => WARNING,
            Level::Error => ERROR,
        }
    }

    /// The icon of a survey status.
    pub fn of_status(tone: crate::api::StatusTone) -> Icon {
        use crate::api::StatusTone;
        match tone {
            StatusTone::Waiting => WAITING,
            StatusTone::Active => ACTIVE,
            StatusTone::Done => DONE,
            StatusTone::Ended => ENDED,
            StatusTone::Unknown => UNKNOWN,
        }
    }
}

/// A pair of colours drawn together: text (or an icon) over a fill.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tone {
    pub fill: Color32,
    pub text: Color32,
}

/// The colours of one theme.
#[derive(Clone, Copy, Debug)]
pub struct Palette {
    /// Body text.
    pub text: Color32,
    /// Captions and hints: quieter, still readable.
    pub weak_text: Color32,
    /// Headings and emphasised words.
    pub strong_text: Color32,
    /// Behind the panels (the window's ground).
    pub panel: Color32,
    /// Dialogs, menus, tooltips.
    pub window: Color32,
    /// Every other table row.
    pub faint: Color32,
    /// Inside text inputs.
    pub input: Color32,
    /// Buttons at rest, on hover and while pressed.
    pub control: Color32,
    pub control_hovered: Color32,
    pub control_pressed: Color32,
    /// Borders of controls (inputs, buttons): 3:1 against the ground.
    pub border: Color32,
    /// Separators and window outlines: decoration, deliberately soft.
    pub separator: Color32,
    /// The one accent: selection, focus, links, the chosen day.
    pub accent: Color32,
    /// Text on the accent.
    pub on_accent: Color32,
    /// Behind selected text and selected list entries, and the text on it.
    pub selection: Tone,
    pub error: Color32,
    pub warning: Color32,
    pub success: Color32,
    /// The alert box: its fill, with the error colour as text.
    pub alert_fill: Color32,
    /// Status chips, by tone.
    pub chip_waiting: Tone,
    pub chip_active: Tone,
    pub chip_done: Tone,
    pub chip_ended: Tone,
    pub chip_unknown: Tone,
}

const fn rgb(hex: u32) -> Color32 {
    Color32::from_rgb((hex >> 16) as u8, (hex >> 8) as u8, hex as u8)
}

const fn tone(fill: u32, text: u32) -> Tone {
    Tone { fill: rgb(fill), text: rgb(text) }
}

/// Cool greys with one calm blue.
pub const LIGHT: Palette = Palette {
    text: rgb(0x1B2733),
    weak_text: rgb(0x4E5A65),
    strong_text: rgb(0x0B141D),
    panel: rgb(0xF5F7F9),
    window: rgb(0xFFFFFF),
    faint: rgb(0xEDF1F4),
    input: rgb(0xFFFFFF),
    control: rgb(0xE4E9EE),
    control_hovered: rgb(0xD8DFE6),
    control_pressed: rgb(0xCFD7DF),
    border: rgb(0x7A8794),
    separator: rgb(0xD3DAE1),
    accent: rgb(0x1F5FAD),
    on_accent: rgb(0xFFFFFF),
    selection: tone(0xD4E3F7, 0x123F78),
    error: rgb(0xB3261E),
    warning: rgb(0x8A5300),
    success: rgb(0x1E7435),
    alert_fill: rgb(0xFCEBEA),
    chip_waiting: tone(0xE2EBF7, 0x1D4B85),
    chip_active: tone(0xFBEFD5, 0x744600),
    chip_done: tone(0xDDF0E1, 0x1A6330),
    chip_ended: tone(0xE6E9EC, 0x434D57),
    chip_unknown: tone(0xEFE3F4, 0x652A7A),
};

/// The same design on a dark ground: the accent lighter, the tones deeper.
pub const DARK: Palette = Palette {
    text: rgb(0xE4E8EC),
    weak_text: rgb(0xAEB8C2),
    strong_text: rgb(0xFFFFFF),
    panel: rgb(0x1A1F24),
    window: rgb(0x21272D),
    faint: rgb(0x242B32),
    input: rgb(0x13171B),
    control: rgb(0x2D353D),
    control_hovered: rgb(0x37414B),
    control_pressed: rgb(0x3B4550),
    border: rgb(0x76828E),
    separator: rgb(0x38414A),
    accent: rgb(0x7DB2F0),
    on_accent: rgb(0x0D1B2A),
    selection: tone(0x23476F, 0xE6F0FC),
    error: rgb(0xFF9189),
    warning: rgb(0xF0C060),
    success: rgb(0x7DD891),
    alert_fill: rgb(0x45201E),
    chip_waiting: tone(0x233650, 0xC3D8F4),
    chip_active: tone(0x4A3913, 0xF4D98E),
    chip_done: tone(0x1F3D29, 0xAEE3BA),
    chip_ended: tone(0x30363C, 0xCDD3D9),
    chip_unknown: tone(0x3E2749, 0xE3C6EF),
};

impl Palette {
    /// The palette of a theme.
    pub fn of(theme: Theme) -> &'static Palette {
        match theme {
            Theme::Light => &LIGHT,
            Theme::Dark => &DARK,
        }
    }

    /// The chip colours of a survey status.
    pub fn chip(&self, status: StatusTone) -> Tone {
        match status {
            StatusTone::Waiting => self.chip_waiting,
            StatusTone::Active => self.chip_active,
            StatusTone::Done => self.chip_done,
            StatusTone::Ended => self.chip_ended,
            StatusTone::Unknown => self.chip_unknown,
        }
    }
}

/// The palette of the theme `ui` is drawn in.
pub fn palette(ui: &Ui) -> &'static Palette {
    Palette::of(if ui.visuals().dark_mode { Theme::Dark } else { Theme::Light })
}

/// The environment banner's colours: the same in both themes, so that red always means
/// production (teal the sandbox, amber acceptance, purple a custom address, grey nothing).
pub fn banner(kind: Option<EnvironmentKind>) -> Tone {
    match kind {
        None => tone(0x4F5B66, 0xFFFFFF),
        Some(EnvironmentKind::Production) => tone(0xB00020, 0xFFFFFF),
        Some(EnvironmentKind::Acceptance) => tone(0xFFB300, 0x000000),
        Some(EnvironmentKind::Sandbox) => tone(0x00796B, 0xFFFFFF),
        Some(EnvironmentKind::Custom) => tone(0x5E35B1, 0xFFFFFF),
    }
}

/// Material Symbols Rounded (outline), cut to [`icon::ALL`]: 7 KB instead of the crate's 1.2 MB
/// (Apache-2.0, like the crate that ships the whole font).
const ICON_FONT: &[u8] = include_bytes!("../../assets/fonts/material-symbols-intake.ttf");

/// The cut icon font, in the family the icons ask for and behind the text fonts, as
/// `egui_material_icons::initialize` adds the whole one (and with its vertical tweak).
fn icon_font() -> egui::epaint::text::FontInsert {
    use egui::epaint::text::{FontInsert, FontPriority, InsertFontFamily};
    let mut data = egui::FontData::from_static(ICON_FONT);
    data.tweak.y_offset_factor = 0.05;
    FontInsert::new(
        "material-symbols-intake",
        data,
        vec![
            InsertFontFamily { family: FontFamily::Proportional, priority: FontPriority::Lowest },
            InsertFontFamily { family: icon::REGISTER.font_family(), priority: FontPriority::Highest },
        ],
    )
}

/// Loads the icon font (once) and sets the type scale, spacing and colours of both themes.
pub fn install(ctx: &egui::Context) {
    ctx.add_font(icon_font());
    for theme in [Theme::Light, Theme::Dark] {
        ctx.style_mut_of(theme, |style| {
            style.text_styles = [
                (TextStyle::Small, FontId::new(text::SMALL, FontFamily::Proportional)),
                (TextStyle::Body, FontId::new(text::BODY, FontFamily::Proportional)),
                (TextStyle::Button, FontId::new(text::BUTTON, FontFamily::Proportional)),
                (TextStyle::Monospace, FontId::new(text::MONOSPACE, FontFamily::Monospace)),
                (TextStyle::Heading, FontId::new(text::HEADING, FontFamily::Proportional)),
            ]
            .into();
            let spacing = &mut style.spacing;
            spacing.item_spacing = egui::vec2(space::M, space::S + space::XS);
            spacing.button_padding = egui::vec2(space::M + space::XS, space::S);
            spacing.window_margin = Margin::same(space::L as i8);
            spacing.menu_margin = Margin::same(space::M as i8);
            spacing.indent = space::XL + space::S;
            spacing.interact_size.y = text::BODY + 2.0 * space::S + space::XS;
            style.visuals = visuals(Palette::of(theme), theme);
        });
    }
}

/// egui's visuals made from a palette.
pub fn visuals(palette: &Palette, theme: Theme) -> Visuals {
    let mut visuals = match theme {
        Theme::Light => Visuals::light(),
        Theme::Dark => Visuals::dark(),
    };
    let control = CornerRadius::same(radius::CONTROL);
    let widgets = &mut visuals.widgets;
    // Labels, frames, separators: text on the ground.
    widgets.noninteractive.bg_fill = palette.window;
    widgets.noninteractive.weak_bg_fill = palette.panel;
    widgets.noninteractive.bg_stroke = Stroke::new(stroke::THIN, palette.separator);
    widgets.noninteractive.fg_stroke = Stroke::new(stroke::THIN, palette.text);
    widgets.noninteractive.corner_radius = control;
    let states = [
        (&mut widgets.inactive, palette.control, palette.border, palette.text),
        (&mut widgets.hovered, palette.control_hovered, palette.border, palette.strong_text),
        (&mut widgets.active, palette.control_pressed, palette.accent, palette.strong_text),
        (&mut widgets.open, palette.control_hovered, palette.border, palette.text),
    ];
    for (widget, fill, border, text) in states {
        widget.bg_fill = fill;
        widget.weak_bg_fill = fill;
        widget.bg_stroke = Stroke::new(stroke::THIN, border);
        widget.fg_stroke = Stroke::new(stroke::THIN, text);
        widget.corner_radius = control;
        widget.expansion = 0.0;
    }
    visuals.selection.bg_fill = palette.selection.fill;
    visuals.selection.stroke = Stroke::new(stroke::THIN, palette.selection.text);
    visuals.weak_text_color = Some(palette.weak_text);
    visuals.hyperlink_color = palette.accent;
    visuals.faint_bg_color = palette.faint;
    visuals.extreme_bg_color = palette.input;
    visuals.text_edit_bg_color = Some(palette.input);
    visuals.code_bg_color = palette.faint;
    visuals.warn_fg_color = palette.warning;
    visuals.error_fg_color = palette.error;
    visuals.window_fill = palette.window;
    visuals.window_stroke = Stroke::new(stroke::THIN, palette.separator);
    visuals.window_corner_radius = CornerRadius::same(radius::WINDOW);
    visuals.menu_corner_radius = CornerRadius::same(radius::WINDOW);
    visuals.panel_fill = palette.panel;
    visuals.text_cursor.stroke = Stroke::new(stroke::THICK, palette.accent);
    visuals.striped = true;
    visuals
}

#[cfg(test)]
mod tests {
    use super::*;

    /// WCAG 2.1 relative luminance: sRGB channels linearised, then weighted.
    fn luminance(color: Color32) -> f64 {
        let linear = |channel: u8| {
            let c = f64::from(channel) / 255.0;
            if c <= 0.04045 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) }
        };
        0.2126 * linear(color.r()) + 0.7152 * linear(color.g()) + 0.0722 * linear(color.b())
    }

    fn contrast(a: Color32, b: Color32) -> f64 {
        let (la, lb) = (luminance(a), luminance(b));
        (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
    }

    const TEXT: f64 = 4.5;
    const LARGE_OR_BORDER: f64 = 3.0;

    /// Every pair the app draws in one theme: (what, foreground, background, required ratio),
    /// read from the installed visuals where egui draws them, from the palette otherwise.
    fn pairs(theme: Theme) -> Vec<(String, Color32, Color32, f64)> {
        let palette = Palette::of(theme);
        let v = visuals(palette, theme);
        let grounds = [
            ("panel", v.panel_fill),
            ("window", v.window_fill),
            ("striped row", v.faint_bg_color),
            ("input", v.text_edit_bg_color()),
        ];
        let mut pairs = Vec::new();
        let mut add = |what: &str, fg: Color32, bg: Color32, min: f64| pairs.push((what.to_owned(), fg, bg, min));
        for (ground, bg) in grounds {
            for (what, fg) in [
                ("text", v.text_color()),
                ("weak text", v.weak_text_color()),
                ("strong text", v.strong_text_color()),
                ("link", v.hyperlink_color),
                ("error", palette.error),
                ("warning", palette.warning),
                ("success", palette.success),
            ] {
                add(&format!("{what} on {ground}"), fg, bg, TEXT);
            }
            for (what, border) in [
                ("control border", v.widgets.inactive.bg_stroke.color),
                ("hovered control border", v.widgets.hovered.bg_stroke.color),
                ("focus/pressed border", v.widgets.active.bg_stroke.color),
                ("invalid field frame", palette.error),
                ("text cursor", v.text_cursor.stroke.color),
            ] {
                add(&format!("{what} on {ground}"), border, bg, LARGE_OR_BORDER);
            }
        }
        for (state, widget) in [
            ("inactive", v.widgets.inactive),
            ("hovered", v.widgets.hovered),
            ("active", v.widgets.active),
            ("open", v.widgets.open),
        ] {
            add(&format!("{state} button text"), widget.fg_stroke.color, widget.weak_bg_fill, TEXT);
            add(&format!("{state} control text"), widget.fg_stroke.color, widget.bg_fill, TEXT);
            add(&format!("{state} weak text on control"), v.weak_text_color(), widget.bg_fill, TEXT);
        }
        add("selected text", v.selection.stroke.color, v.selection.bg_fill, TEXT);
        add("text in selection", v.text_color(), v.selection.bg_fill, TEXT);
        add("text on accent (chosen day)", palette.on_accent, palette.accent, TEXT);
        add("accent ring on window (today)", palette.accent, v.window_fill, LARGE_OR_BORDER);
        add("alert text", palette.error, palette.alert_fill, TEXT);
        for tone in [StatusTone::Waiting, StatusTone::Active, StatusTone::Done, StatusTone::Ended, StatusTone::Unknown]
        {
            let chip = palette.chip(tone);
            add(&format!("{tone:?} chip"), chip.text, chip.fill, TEXT);
        }
        pairs
    }

    #[test]
    fn every_text_and_border_is_readable_in_both_themes() {
        let mut failures = Vec::new();
        for theme in [Theme::Light, Theme::Dark] {
            for (what, fg, bg, min) in pairs(theme) {
                let ratio = contrast(fg, bg);
                if ratio < min {
                    failures.push(format!("{theme:?}: {what} is {ratio:.2}:1, needs {min}:1"));
                }
            }
        }
        assert!(failures.is_empty(), "too little contrast:\n{}", failures.join("\n"));
    }

    #[test]
    fn the_environment_banners_are_readable() {
        let kinds = [
            None,
            Some(EnvironmentKind::Production),
            Some(EnvironmentKind::Acceptance),
            Some(EnvironmentKind::Sandbox),
            Some(EnvironmentKind::Custom),
        ];
        for kind in kinds {
            let colors = banner(kind);
            let ratio = contrast(colors.text, colors.fill);
            assert!(ratio >= TEXT, "{kind:?} banner: {ratio:.2}:1");
        }
    }

    #[test]
    fn the_contrast_formula_matches_wcag_examples() {
        assert!((contrast(Color32::BLACK, Color32::WHITE) - 21.0).abs() < 1e-9);
        // #767676 on white is the well-known lightest grey passing 4.5:1 (4.54:1).
        assert!((contrast(Color32::from_gray(0x76), Color32::WHITE) - 4.54).abs() < 0.01);
    }

    #[test]
    fn both_installed_themes_have_body_text_of_fourteen_and_nothing_below_twelve() {
        let ctx = egui::Context::default();
        install(&ctx);
        for theme in [Theme::Light, Theme::Dark] {
            let style = ctx.style_of(theme);
            assert!(style.text_styles.values().all(|font| font.size >= 12.0), "{theme:?}");
            assert!(style.text_styles[&TextStyle::Body].size >= 14.0, "{theme:?}");
            assert_eq!(style.visuals.panel_fill, Palette::of(theme).panel, "{theme:?}");
            assert_eq!(style.visuals.dark_mode, theme == Theme::Dark);
        }
    }

    /// The icon font is a cut (scripts/cut-icon-font.py): an icon added to `icons!` without
    /// cutting the font again would be drawn as an empty box.
    #[test]
    fn the_cut_icon_font_has_every_icon_the_app_draws() {
        let ctx = egui::Context::default();
        install(&ctx);
        // Fonts are loaded with the first pass.
        let mut output = ctx.run_ui(egui::RawInput::default(), |_| {});
        output.textures_delta.clear();
        let has = |icon: icon::Icon| {
            let font = FontId::new(text::ICON, icon.font_family());
            ctx.fonts_mut(|fonts| fonts.has_glyphs(&font, icon.codepoint))
        };
        for (index, icon) in icon::ALL.iter().enumerate() {
            assert!(has(*icon), "icon {index} of icon::ALL ({:?}) is not in the cut font", icon.codepoint);
        }
        // And it is a cut: an icon the app does not draw is not in it.
        assert!(!has(egui_material_icons::icons::ICON_ADD));
    }
}
