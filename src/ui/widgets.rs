//! Small building blocks shared by the views: labelled inputs, field
//! messages, error boxes with details, status chips, buttons with an icon, the QR code, and
//! text that is cut short on screen but whole for the pointer and screen readers. Their sizes
//! and colours come from [`super::theme`].

use egui::{Color32, Response, RichText, Ui, WidgetText};

use super::theme::{self, icon::Icon};

use crate::api::{ApiError, ServiceTime, StatusTone, SurveyStatus};
use crate::i18n::service;
use crate::i18n::{Msg, Translator};

/// Colours used for meaning, from the theme `ui` is drawn in.
pub fn error_color(ui: &Ui) -> Color32 {
    theme::palette(ui).error
}

pub fn warning_color(ui: &Ui) -> Color32 {
    theme::palette(ui).warning
}

pub fn success_color(ui: &Ui) -> Color32 {
    theme::palette(ui).success
}

/// An action button: an icon before the words. Screen readers and tests hear only the words
/// (the icon is a private-use character that means nothing read aloud).
pub fn icon_button(ui: &mut Ui, icon: Icon, text: &str) -> Response {
    icon_button_with(ui, true, icon, text, |button| button)
}

/// [`icon_button`], greyed out unless `enabled`.
pub fn icon_button_enabled(ui: &mut Ui, enabled: bool, icon: Icon, text: &str) -> Response {
    icon_button_with(ui, enabled, icon, text, |button| button)
}

/// [`icon_button`], enabled or not, with the button adjusted by `adjust` (a minimum size, a
/// fill) before it is added.
pub fn icon_button_with<'a>(
    ui: &mut Ui,
    enabled: bool,
    icon: Icon,
    text: &str,
    adjust: impl FnOnce(egui::Button<'a>) -> egui::Button<'a>,
) -> Response {
    let button = adjust(egui::Button::new((icon_text(ui, icon), text.to_owned())));
    let response = ui.add_enabled(enabled, button);
    name_for_accessibility(ui, &response, egui::Role::Button, text);
    response
}

/// An icon drawn beside words that already say the same thing (a notice, a status): painted
/// only, so screen readers and the Tab key pass over it.
pub fn icon_mark(ui: &mut Ui, icon: Icon, color: Color32) {
    if !icons_loaded(ui.ctx()) {
        return;
    }
    let font = egui::FontId::new(theme::text::ICON, icon.font_family());
    let galley = ui.painter().layout_no_wrap(icon.codepoint.to_owned(), font, color);
    let (rect, _) = ui.allocate_exact_size(galley.size(), egui::Sense::hover());
    ui.painter().galley(rect.min, galley, color);
}

/// An icon as text at the icon size, in the colour of the text around it (nothing where
/// [`theme::install`] did not load the icon font, as in a bare test context).
pub fn icon_text(ui: &Ui, icon: Icon) -> RichText {
    if icons_loaded(ui.ctx()) { icon.rich_text().size(theme::text::ICON) } else { RichText::new("") }
}

/// Whether the icon font is there: egui panics on text in a font family it does not know.
fn icons_loaded(ctx: &egui::Context) -> bool {
    ctx.fonts(|fonts| fonts.definitions().families.contains_key(&theme::icon::REGISTER.font_family()))
}

/// A time from the service (or kept locally in the service's form) in local time and the
/// language's date form; the text as it came when it cannot be read.
pub fn local_time(tr: &Translator, time: &ServiceTime) -> String {
    match time.instant {
        Some(moment) => tr.timestamp(moment),
        None => time.raw.clone(),
    }
}

/// A text input whose hint (what to type there, an example) is whole: inside the empty field
/// where it fits, else on a small line of its own under the field, since a hint cut to "het
/// nummer van de patiënt in uw ei…" tells nobody anything. Either way the hint is the input's
/// accessible description. `edit` is the input without its hint, `width` its desired width
/// (`f32::INFINITY`: the room there is). Drawn in a vertical group whether the hint fits or not,
/// so that the input keeps its id when the language or the window's size changes.
pub fn hinted_input(ui: &mut Ui, edit: egui::TextEdit<'_>, hint: &str, width: f32) -> Response {
    ui.vertical(|ui| {
        let field = width.min(ui.available_width());
        // The text edit's own margin on both sides and a cursor's width.
        let room = field - 2.0 * ui.spacing().button_padding.x.max(4.0) - 2.0;
        let inside = hint.is_empty() || one_line_width(ui, &WidgetText::from(hint), egui::TextStyle::Body) <= room;
        let edit = if inside { edit.hint_text(hint) } else { edit };
        let response = ui.add(edit.desired_width(width));
        if !inside {
            ui.add(egui::Label::new(RichText::new(hint).small().weak()).wrap());
            ui.ctx().accesskit_node_builder(response.id, |node| node.set_description(hint));
        }
        response
    })
    .inner
}

/// A single-line text input with a visible label that also names it for
/// screen readers and tests. Shows a copy of `value`; returns the edited text when the user
/// changed it.
pub fn labelled_text(ui: &mut Ui, label: &str, value: &str, hint: &str) -> Option<String> {
    let label_response = ui.label(label);
    let mut text = value.to_owned();
    let response = hinted_input(ui, egui::TextEdit::singleline(&mut text), hint, theme::size::INPUT)
        .labelled_by(label_response.id);
    response.changed().then_some(text)
}

/// A labelled text input the IT department's policy may lock: then it is greyed, keeps the
/// policy's value, and says "Set by your IT department" beside it (and on hover).
pub fn labelled_setting(
    ui: &mut Ui,
    tr: &Translator,
    label: &str,
    value: &str,
    hint: &str,
    locked: bool,
) -> Option<String> {
    if !locked {
        return labelled_text(ui, label, value, hint);
    }
    let label_response = ui.label(label);
    let mut text = value.to_owned();
    ui.add_enabled_ui(false, |ui| hinted_input(ui, egui::TextEdit::singleline(&mut text), hint, theme::size::INPUT))
        .inner
        .labelled_by(label_response.id)
        .on_disabled_hover_text(tr.text("policy-locked"));
    set_by_it(ui, tr);
    None
}

/// Beside a setting the IT department's policy locks: a lock and "Set by your IT department".
pub fn set_by_it(ui: &mut Ui, tr: &Translator) {
    ui.horizontal(|ui| {
        let color = ui.visuals().weak_text_color();
        icon_mark(ui, theme::icon::LOCKED, color);
        ui.label(RichText::new(tr.text("policy-locked")).color(color));
    });
}

/// Under Today's and Follow-up's heading, where the user turned the clinic database's sharing
/// off at this desk: the lists are this desk's alone, and where that is changed.
pub fn clinic_sharing_off_note(ui: &mut Ui, state: &crate::state::AppState) {
    if state.clinic_sharing_off_here() {
        ui.label(RichText::new(state.tr.text("clinic-sharing-off-note")).color(warning_color(ui)));
    }
}

/// A password input, labelled.
pub fn labelled_password(ui: &mut Ui, label: &str, value: &mut String) -> egui::Response {
    let label_response = ui.label(label);
    ui.add(egui::TextEdit::singleline(value).password(true).desired_width(theme::size::INPUT))
        .labelled_by(label_response.id)
}

/// The message under a field, in the error colour at the normal body size, after an error
/// icon (so that it does not rest on colour alone).
pub fn field_message(ui: &mut Ui, message: &str) -> Response {
    icon_message(ui, theme::icon::ERROR, message, error_color(ui))
}

/// A one-line label never wider than `max_width` nor the space left: a longer
/// text (a patient's name, reference, e-mail address) is cut with "…".
/// The full text is the hover text (plain, readable whatever the label's
/// colour) and the accessible name.
///
/// egui's `Label::truncate` already names the widget by its whole text and
/// shows it on hover with the label's own styling (white banner text on a
/// light tooltip); this helper shows plain text instead, adds the width cap
/// and keeps the accessible-name promise explicit in one place.
pub fn truncated_label(ui: &mut Ui, text: impl Into<WidgetText>, max_width: f32) -> Response {
    let text = text.into();
    let full = text.text().to_owned();
    let width = ui.available_width().min(max_width).max(theme::size::MIN_LABEL);
    let cut = one_line_width(ui, &text, egui::TextStyle::Body) > width;
    let response = ui
        .scope(|ui| {
            ui.set_max_width(width);
            ui.add(egui::Label::new(text).truncate().show_tooltip_when_elided(false))
        })
        .inner;
    name_for_accessibility(ui, &response, egui::Role::Label, &full);
    if cut { show_whole_on_hover(response, &full) } else { response }
}

/// A short button ("Restore") whose accessible name says what it acts on ("Restore a patient
/// registration: Marie Claes"), for a row of many with the same text; the name is also its
/// hover text.
pub fn button_named(ui: &mut Ui, text: &str, accessible_name: &str) -> Response {
    let response = ui.button(text);
    name_for_accessibility(ui, &response, egui::Role::Button, accessible_name);
    response.on_hover_text(accessible_name)
}

/// `text` cut to at most `max_chars` characters, ending in "…" when cut: for
/// a value inside a sentence (pair it with [`label_with_full_text`]).
pub fn shorten(text: &str, max_chars: usize) -> String {
    if text.chars().count() <= max_chars {
        return text.to_owned();
    }
    let mut short: String = text.chars().take(max_chars.saturating_sub(1)).collect();
    short.push('…');
    short
}

/// A (wrapping) label showing `shown`, a sentence whose values were
/// [`shorten`]ed; when they were, `full` is its hover text and accessible name.
pub fn label_with_full_text(ui: &mut Ui, shown: impl Into<WidgetText>, full: &str) -> Response {
    let shown = shown.into();
    let cut = shown.text() != full;
    let response = ui.label(shown);
    if !cut {
        return response;
    }
    name_for_accessibility(ui, &response, egui::Role::Label, full);
    show_whole_on_hover(response, full)
}

/// The whole text as a tooltip, without making it the accessible
/// description too (the accessible name already carries it).
fn show_whole_on_hover(response: Response, full: &str) -> Response {
    response.on_hover_ui(|ui| {
        ui.set_max_width(ui.spacing().tooltip_width);
        ui.add(egui::Label::new(full).wrap());
    })
}

/// Makes `full` the accessible name of the widget (a label is named by its value).
fn name_for_accessibility(ui: &Ui, response: &Response, role: egui::Role, full: &str) {
    name_widget(ui.ctx(), response, role, full);
}

/// Makes `full` the accessible name of a widget whose own words are short or none (a
/// checkbox in a table row, a clickable row): a label is named by its value.
pub fn name_widget(ctx: &egui::Context, response: &Response, role: egui::Role, full: &str) {
    ctx.accesskit_node_builder(response.id, |node| {
        if role == egui::Role::Label {
            node.set_value(full);
        } else {
            node.set_label(full);
        }
    });
}

/// How wide `text` is on one line (its own size and font, else `style`).
fn one_line_width(ui: &Ui, text: &WidgetText, style: egui::TextStyle) -> f32 {
    text.clone().into_galley(ui, Some(egui::TextWrapMode::Extend), f32::INFINITY, style).size().x
}

/// Marks an input as wrong for screen readers: the message becomes its
/// accessible description and its state "invalid", so it is announced with
/// the field. `response` must be the input itself (not its label).
pub fn mark_invalid(ui: &Ui, response: &Response, message: &str) {
    ui.ctx().accesskit_node_builder(response.id, |node| {
        node.set_description(message);
        node.set_invalid(egui::accesskit::Invalid::True);
    });
}

/// A red frame around an input that has a problem.
pub fn frame_invalid(ui: &Ui, response: &Response) {
    ui.painter().rect_stroke(
        response.rect.expand(theme::stroke::THIN),
        ui.visuals().widgets.inactive.corner_radius,
        egui::Stroke::new(theme::stroke::THICK, error_color(ui)),
        egui::StrokeKind::Outside,
    );
}

/// One failure as a sentence in the language of the interface, with the status, what the
/// service said and the rest under "Details".
pub fn error_box(ui: &mut Ui, tr: &Translator, error: &ApiError) {
    error_box_why(ui, tr, None, error);
}

/// [`error_box`] with what the app adds to the error (what became of the request) above its
/// sentence.
pub fn error_box_why(ui: &mut Ui, tr: &Translator, why: Option<&Msg>, error: &ApiError) {
    message_frame(error_color(ui)).show(ui, |ui| {
        if let Some(why) = why {
            ui.label(RichText::new(tr.msg(why)).color(error_color(ui)));
        }
        ui.label(RichText::new(tr.msg(&service::api_error(error))).color(error_color(ui)));
        let details = service::api_error_details_text(tr, error);
        if !details.is_empty() {
            // The salt is the error's log text: the same in every language, so the
            // expander stays open when the language changes.
            egui::CollapsingHeader::new(tr.text("error-details")).id_salt(("error-details", error.to_string())).show(
                ui,
                |ui| {
                    ui.label(RichText::new(details).monospace().small());
                },
            );
        }
    });
}

/// The frame of a message box (an error, a warning) with a border in its colour.
pub fn message_frame(color: Color32) -> egui::Frame {
    egui::Frame::new()
        .stroke(egui::Stroke::new(theme::stroke::THIN, color))
        .inner_margin(theme::space::M)
        .corner_radius(theme::radius::CONTROL)
}

/// A message in a colour of meaning, with the matching icon before it; its accessible text is
/// the message alone.
pub fn icon_message(ui: &mut Ui, icon: Icon, message: &str, color: Color32) -> Response {
    let mut job = egui::text::LayoutJob::default();
    let style = ui.style().clone();
    let font = egui::FontSelection::Default;
    icon_text(ui, icon).color(color).append_to(&mut job, &style, font.clone(), egui::Align::Center);
    RichText::new(format!(" {message}")).color(color).append_to(&mut job, &style, font, egui::Align::Center);
    let response = ui.add(egui::Label::new(job).wrap());
    name_for_accessibility(ui, &response, egui::Role::Label, message);
    response
}

/// A survey status as a coloured chip in words; an unknown status is shown as it came, and
/// the raw value is in the hover text for support.
pub fn status_chip(ui: &mut Ui, tr: &Translator, status: Option<&SurveyStatus>) -> egui::Response {
    let (text, tone) = match status {
        Some(status) => (tr.msg(&service::survey_status(status)), status.tone()),
        None => (tr.msg(&service::no_status()), StatusTone::Unknown),
    };
    // The icon says the status too, so that it never rests on the colour alone.
    let colors = theme::palette(ui).chip(tone);
    let chip = egui::Frame::new()
        .fill(colors.fill)
        .inner_margin(egui::Margin::symmetric(theme::space::M as i8, theme::space::XS as i8))
        .corner_radius(theme::radius::CHIP)
        .show(ui, |ui| {
            let mut job = egui::text::LayoutJob::default();
            let style = ui.style().clone();
            let font = egui::FontSelection::Default;
            let icon = icon_text(ui, theme::icon::of_status(tone)).size(theme::text::SMALL + theme::space::XS);
            icon.color(colors.text).append_to(&mut job, &style, font.clone(), egui::Align::Center);
            let words = RichText::new(format!(" {text}")).small().color(colors.text);
            words.append_to(&mut job, &style, font, egui::Align::Center);
            let label = ui.add(egui::Label::new(job).extend());
            name_for_accessibility(ui, &label, egui::Role::Label, &text);
        })
        .response;
    match status {
        Some(status) => chip.on_hover_text(tr.msg(&crate::msg!("value-raw", raw = status.raw()))),
        None => chip,
    }
}

/// A QR code of `text`, drawn with rectangles (no texture to manage).
pub fn qr_code(ui: &mut Ui, tr: &Translator, text: &str, side: f32) {
    let Ok(code) = qrcode::QrCode::new(text.as_bytes()) else {
        ui.label(tr.text("app-qr-too-long"));
        return;
    };
    let width = code.width();
    let colors = code.to_colors();
    let quiet = 2usize;
    let modules = width + 2 * quiet;
    let module = (side / modules as f32).floor().max(1.0);
    let size = egui::vec2(module * modules as f32, module * modules as f32);
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::hover());
    let name = tr.text("app-qr-name");
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &name));
    let painter = ui.painter_at(rect);
    // Pure black on white whatever the theme: what phone cameras read best.
    painter.rect_filled(rect, 0.0, Color32::WHITE);
    for (index, color) in colors.iter().enumerate() {
        if *color == qrcode::Color::Dark {
            let x = (index % width + quiet) as f32 * module;
            let y = (index / width + quiet) as f32 * module;
            let cell = egui::Rect::from_min_size(rect.min + egui::vec2(x, y), egui::vec2(module, module));
            painter.rect_filled(cell, 0.0, Color32::BLACK);
        }
    }
}

/// A row of a [`super::keyboard_list::KeyboardList`]: one line cut to the width (the whole text
/// on hover and as its name), highlighted while it is the keyboard's current row; the mouse
/// clicks it, the Tab key passes it (the list is the Tab stop).
pub fn list_row(ui: &mut Ui, text: impl Into<WidgetText>, current: bool) -> Response {
    let text = text.into();
    let full = text.text().to_owned();
    let width = ui.available_width().max(24.0);
    let cut = one_line_width(ui, &text, egui::TextStyle::Button) + 2.0 * ui.spacing().button_padding.x > width;
    let row = egui::Button::selectable(current, text)
        .truncate()
        .sense(super::keyboard_list::KeyboardList::row_sense())
        .min_size(egui::vec2(width, 0.0));
    let response = ui
        .scope(|ui| {
            ui.set_max_width(width);
            ui.add(row)
        })
        .inner;
    name_for_accessibility(ui, &response, egui::Role::Button, &full);
    if cut { show_whole_on_hover(response, &full) } else { response }
}

/// `text` cut in the middle to `max_chars` characters ("3f2a9c…e41b07"): ids and links differ
/// at both ends, so both stay visible.
pub fn shorten_middle(text: &str, max_chars: usize) -> String {
    let count = text.chars().count();
    if count <= max_chars || max_chars < 3 {
        return text.to_owned();
    }
    let tail = (max_chars - 1) / 2;
    let head = max_chars - 1 - tail;
    let start: String = text.chars().take(head).collect();
    let end: String = text.chars().skip(count - tail).collect();
    format!("{start}…{end}")
}

/// A long id or link on one line: `label`, the value cut in the middle to the room there is
/// (whole on hover and for the screen reader) and a copy button named `copy_name` that copies
/// `copied` (the whole value, which may differ from what is shown, e.g. a masked PIN).
pub fn value_with_copy(ui: &mut Ui, tr: &Translator, label: &str, shown: &str, copied: &str, copy_name: &str) {
    ui.horizontal(|ui| {
        if !label.is_empty() {
            ui.label(RichText::new(label).weak());
        }
        let copy_text = tr.text("widgets-copy");
        let font = egui::TextStyle::Monospace.resolve(ui.style());
        let char_width = ui.fonts_mut(|fonts| fonts.glyph_width(&font, '0')).max(1.0);
        let button_width = one_line_width(ui, &WidgetText::from(copy_text.as_str()), egui::TextStyle::Button)
            + 2.0 * ui.spacing().button_padding.x
            + theme::text::ICON
            + ui.spacing().item_spacing.x * 3.0;
        let room = ((ui.available_width() - button_width) / char_width).floor().max(8.0) as usize;
        let text = shorten_middle(shown, room);
        let cut = text != shown;
        let response = ui.label(RichText::new(text).monospace());
        name_for_accessibility(ui, &response, egui::Role::Label, shown);
        if cut {
            show_whole_on_hover(response, shown);
        }
        let copy = icon_button(ui, theme::icon::COPY, &copy_text);
        name_for_accessibility(ui, &copy, egui::Role::Button, copy_name);
        if copy.on_hover_text(copy_name).clicked() {
            ui.ctx().copy_text(copied.to_owned());
        }
    });
}

/// Said next to a form whose typing could not be saved on this computer (the profile's
/// database is locked by another program, or the disk is full): why, and that it is retried.
pub fn unsaved_draft_notice(ui: &mut Ui, state: &crate::state::AppState, draft_id: &str) {
    let Some(reason) = state.draft_sync.unsaved_reason(draft_id) else { return };
    let tr = &state.tr;
    message_frame(warning_color(ui)).show(ui, |ui| {
        ui.label(RichText::new(tr.text("draft-not-saved")).strong().color(warning_color(ui)));
        ui.label(tr.msg(reason));
        ui.label(tr.text("draft-not-saved-retrying"));
    });
    ui.add_space(super::theme::space::S);
}

/// A drop-down list of choices (`combo`, an egui combo box) named `name` for assistive
/// technologies, its choices drawn by `choices` with [`choice`]. egui 0.37 leaves the open list
/// unnamed and closes it only after a pointer click, so a screen reader's "activate" on a
/// choice chose it and left the list open over the screen: here the list is named, and a choice
/// closes it however it was made.
pub fn choice_list<R>(
    ui: &mut Ui,
    combo: egui::ComboBox,
    name: &str,
    choices: impl FnOnce(&mut Ui) -> R,
) -> egui::InnerResponse<Option<R>> {
    let shown = combo.show_ui(ui, choices);
    if shown.inner.is_some() {
        // The list's id, as egui's ComboBox derives it from its button's (private there); a
        // harness test (choice lists' names) fails if egui changes it.
        ui.ctx().accesskit_node_builder(shown.response.id.with("popup"), |node| node.set_label(name));
    }
    shown
}

/// One choice of a [`choice_list`], `selected` when it is the current one: whether it was
/// chosen this frame (by the pointer, the keyboard or an assistive technology), which closes
/// the list.
pub fn choice(ui: &mut Ui, selected: bool, text: impl Into<WidgetText>) -> bool {
    let chosen = ui.selectable_label(selected, text).clicked();
    if chosen {
        ui.close();
    }
    chosen
}

/// Why "Refresh statuses" (Today, Follow-up) cannot be pressed now, if it cannot: not
/// connected, or nothing listed to refresh. `None` while it can be pressed or is refreshing.
pub fn refresh_unavailable(state: &crate::state::AppState, listed: bool, refreshing: bool) -> Option<Msg> {
    if refreshing {
        None
    } else if !state.connection.can_make_requests() {
        Some(Msg::new("refresh-why-not-connected"))
    } else if !listed {
        Some(Msg::new("refresh-why-nothing-listed"))
    } else {
        None
    }
}

/// A screen's main button that is greyed says why, on hover and beside it.
pub fn greyed_because(ui: &mut Ui, tr: &Translator, button: Response, why: Option<&Msg>) -> Response {
    let Some(why) = why else { return button };
    let text = tr.msg(why);
    ui.label(RichText::new(&text).weak().small());
    button.on_disabled_hover_text(text)
}

/// A label and its choice list of `choices`, each worded by `words`; the one chosen this
/// frame, if any. The list is named by the label (for screen readers and the tests).
pub fn labelled_choice<T: Copy + PartialEq>(
    ui: &mut Ui,
    name: &str,
    current: T,
    choices: impl IntoIterator<Item = T>,
    words: impl Fn(T) -> String,
) -> Option<T> {
    let label = ui.label(name);
    let combo = egui::ComboBox::from_id_salt(("labelled-choice", name)).selected_text(words(current));
    let chosen = choice_list(ui, combo, name, |ui| {
        let mut chosen = None;
        for choice_value in choices {
            if choice(ui, current == choice_value, words(choice_value)) {
                chosen = Some(choice_value);
            }
        }
        chosen
    });
    chosen.response.labelled_by(label.id);
    chosen.inner.flatten()
}

/// "Desks: all desks / this desk", for a view of what the clinic's desks sent; the one chosen
/// this frame, if any.
pub fn desk_choice(
    ui: &mut Ui,
    tr: &Translator,
    current: crate::state::today::DeskFilter,
) -> Option<crate::state::today::DeskFilter> {
    use crate::state::today::DeskFilter;
    let words = |desks: DeskFilter| match desks {
        DeskFilter::AllDesks => tr.text("desks-all"),
        DeskFilter::ThisDesk => tr.text("desks-this"),
    };
    labelled_choice(ui, &tr.text("desks-filter"), current, [DeskFilter::AllDesks, DeskFilter::ThisDesk], words)
}

#[cfg(test)]
mod tests;
