//! A small date picker in the user's language: a button that opens a month calendar (weeks
//! from Monday, month and weekday names from the translator), with previous/next month buttons
//! and a year list within the allowed range. Calm: one accent colour. Today is ringed in it
//! and underlined (marked by shape, not by colour alone), the chosen day filled with it, days
//! outside the range disabled. Every day is a button named by its long
//! date ("3 februari 1990"); Tab and Enter work as on any button, the arrow keys move a day or
//! a week, Page Up / Page Down a month, Escape closes.

use std::ops::RangeInclusive;

use egui::{Key, RichText, Ui};
use jiff::civil::Date;

use super::theme;
use super::widgets::icon_text;
use crate::i18n::Translator;

/// What the picker remembers between frames (egui's temporary data, under its id).
#[derive(Clone, Copy, Debug)]
struct PickerMemory {
    open: bool,
    /// The first day of the month on screen.
    month: Date,
    /// The day whose button gets the keyboard focus on the next frame.
    focus: Option<Date>,
}

fn first_of_month(date: Date) -> Date {
    date.first_of_month()
}

fn clamp(date: Date, range: &RangeInclusive<Date>) -> Date {
    date.clamp(*range.start(), *range.end())
}

/// Adds `months` to the first of a month.
fn shift_month(month: Date, months: i32) -> Date {
    month.checked_add(jiff::Span::new().months(months)).unwrap_or(month).first_of_month()
}

/// The picker's button and, while open, its calendar; returns the day picked this frame.
/// `selected` is the date in the field (when it reads as one), `fallback` the month shown
/// when there is none; `id_salt` is a fixed ASCII salt (never a translated text).
/// The message ids of the picker's button: its words and its hover text (also its accessible
/// name).
pub struct ButtonWords {
    pub text: &'static str,
    pub hint: &'static str,
}

/// The date of birth's picker button ("Pick…", "Pick the date from a calendar").
pub const PICK_DATE: ButtonWords = ButtonWords { text: "patient-calendar-open", hint: "patient-calendar-open-hint" };

#[allow(clippy::too_many_arguments)]
pub fn date_picker(
    ui: &mut Ui,
    tr: &Translator,
    id_salt: &str,
    words: &ButtonWords,
    selected: Option<Date>,
    fallback: Date,
    range: RangeInclusive<Date>,
    today: Date,
) -> Option<Date> {
    let id = ui.make_persistent_id(("date-picker", id_salt));
    let mut memory: PickerMemory = ui.data(|d| d.get_temp(id)).unwrap_or(PickerMemory {
        open: false,
        month: first_of_month(fallback),
        focus: None,
    });
    let button = ui
        .button((icon_text(ui, theme::icon::CALENDAR), tr.text(words.text)))
        .on_hover_text(tr.text(words.hint))
        .accessible_name(tr.text(words.hint));
    if button.clicked() {
        memory.open = !memory.open;
        if memory.open {
            let start = clamp(selected.unwrap_or(fallback), &range);
            memory.month = first_of_month(start);
            memory.focus = Some(start);
        }
    }
    let mut picked = None;
    if memory.open {
        let area = egui::Area::new(id.with("calendar"))
            .kind(egui::UiKind::Picker)
            .order(egui::Order::Foreground)
            .fixed_pos(button.rect.left_bottom() + egui::vec2(0.0, theme::space::S))
            .constrain(true)
            .show(ui.ctx(), |ui| {
                egui::Frame::popup(ui.style())
                    .show(ui, |ui| calendar(ui, tr, &mut memory, selected, &range, today))
                    .inner
            });
        picked = area.inner;
        let escape = ui.input(|i| i.key_pressed(Key::Escape));
        let elsewhere = area.response.clicked_elsewhere() && !button.clicked() && !egui::Popup::is_any_open(ui.ctx());
        if picked.is_some() || escape || elsewhere {
            memory.open = false;
            memory.focus = None;
            if picked.is_some() || escape {
                button.request_focus();
            }
        }
    }
    ui.data_mut(|d| d.insert_temp(id, memory));
    picked
}

/// The month on screen with its navigation; returns the day clicked.
fn calendar(
    ui: &mut Ui,
    tr: &Translator,
    memory: &mut PickerMemory,
    selected: Option<Date>,
    range: &RangeInclusive<Date>,
    today: Date,
) -> Option<Date> {
    let (first_allowed, last_allowed) = (first_of_month(*range.start()), first_of_month(*range.end()));
    let month = memory.month.clamp(first_allowed, last_allowed);
    let mut next_month = month;
    ui.horizontal(|ui| {
        let previous = ui
            .add_enabled(month > first_allowed, egui::Button::new(icon_text(ui, theme::icon::PREVIOUS)))
            .on_hover_text(tr.text("patient-calendar-previous-month"))
            .accessible_name(tr.text("patient-calendar-previous-month"));
        if previous.clicked() {
            next_month = shift_month(month, -1);
        }
        ui.label(RichText::new(tr.month_name(month.month())).strong());
        let mut year = month.year();
        let combo = egui::ComboBox::from_id_salt("date-picker-year")
            .selected_text(year.to_string())
            .width(theme::size::YEAR_LIST);
        super::widgets::choice_list(ui, combo, &tr.text("patient-calendar-year"), |ui| {
            for candidate in (range.start().year()..=range.end().year()).rev() {
                if super::widgets::choice(ui, year == candidate, candidate.to_string()) {
                    year = candidate;
                }
            }
        })
        .response
        .on_hover_text(tr.text("patient-calendar-year"))
        .accessible_name(tr.text("patient-calendar-year"));
        if year != month.year() {
            next_month = jiff::civil::date(year, month.month(), 1).clamp(first_allowed, last_allowed);
        }
        let next = ui
            .add_enabled(month < last_allowed, egui::Button::new(icon_text(ui, theme::icon::NEXT)))
            .on_hover_text(tr.text("patient-calendar-next-month"))
            .accessible_name(tr.text("patient-calendar-next-month"));
        if next.clicked() {
            next_month = shift_month(month, 1);
        }
    });
    ui.add_space(theme::space::S);
    let mut picked = None;
    let mut moved_to = None;
    let palette = theme::palette(ui);
    let today_ring = egui::Stroke::new(theme::stroke::THICK, palette.accent);
    let gap = [theme::space::XS, theme::space::XS];
    // Not striped: a calm month, with only today and the chosen day standing out.
    let grid = egui::Grid::new("date-picker-days").num_columns(7).spacing(gap).striped(false);
    let grid = grid.min_col_width(theme::size::DAY_CELL.x);
    grid.show(ui, |ui| {
        for weekday in 1..=7 {
            ui.vertical_centered(|ui| ui.label(RichText::new(tr.weekday_short(weekday)).weak()));
        }
        ui.end_row();
        let offset = i32::from(month.weekday().to_monday_zero_offset());
        for _ in 0..offset {
            ui.allocate_space(egui::Vec2::ZERO); // an empty cell before the 1st, nothing to read
        }
        let mut column = offset;
        for day in 1..=month.days_in_month() {
            let date = jiff::civil::date(month.year(), month.month(), day);
            let chosen = selected == Some(date);
            let mut text = RichText::new(day.to_string());
            if date == today {
                text = text.underline();
            }
            if chosen {
                text = text.color(palette.on_accent);
            }
            // The chosen day filled with the accent (a selected button), today ringed with it.
            let mut button = egui::Button::selectable(chosen, text).min_size(theme::size::DAY_CELL);
            if chosen {
                button = button.fill(palette.accent);
            }
            if date == today {
                button = button.stroke(today_ring);
            }
            let mut response = ui.add_enabled(range.contains(&date), button).accessible_name(tr.long_date(date));
            if date == today {
                response = response.on_hover_text(tr.text("patient-calendar-today"));
            }
            // Asked until it holds: the calendar's first frame only measures itself.
            if memory.focus == Some(date) {
                if response.has_focus() {
                    memory.focus = None;
                } else {
                    response.request_focus();
                    ui.ctx().request_repaint();
                }
            }
            if response.clicked() {
                picked = Some(date);
            }
            if response.has_focus() {
                let step = ui.input(|i| {
                    if i.key_pressed(Key::ArrowLeft) {
                        Some(jiff::Span::new().days(-1))
                    } else if i.key_pressed(Key::ArrowRight) {
                        Some(jiff::Span::new().days(1))
                    } else if i.key_pressed(Key::ArrowUp) {
                        Some(jiff::Span::new().days(-7))
                    } else if i.key_pressed(Key::ArrowDown) {
                        Some(jiff::Span::new().days(7))
                    } else if i.key_pressed(Key::PageUp) {
                        Some(jiff::Span::new().months(-1))
                    } else if i.key_pressed(Key::PageDown) {
                        Some(jiff::Span::new().months(1))
                    } else {
                        None
                    }
                });
                if let Some(target) = step.and_then(|step| date.checked_add(step).ok()) {
                    moved_to = Some(clamp(target, range));
                }
            }
            column += 1;
            if column % 7 == 0 {
                ui.end_row();
            }
        }
    });
    ui.add_space(theme::space::S);
    ui.horizontal(|ui| {
        let go_to_today = (icon_text(ui, theme::icon::TODAY), tr.text("patient-calendar-go-to-today"));
        if range.contains(&today)
            && ui.button(go_to_today).accessible_name(tr.text("patient-calendar-go-to-today")).clicked()
        {
            next_month = first_of_month(today);
            memory.focus = Some(today);
        }
        if ui.button(tr.text("patient-calendar-close")).clicked() {
            memory.open = false;
        }
    });
    if let Some(target) = moved_to {
        next_month = first_of_month(target);
        memory.focus = Some(target);
    }
    memory.month = next_month;
    if next_month != month {
        ui.ctx().request_repaint();
    }
    picked
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn months_shift_across_years_and_stay_on_the_first() {
        let month = jiff::civil::date(1990, 1, 1);
        assert_eq!(shift_month(month, -1), jiff::civil::date(1989, 12, 1));
        assert_eq!(shift_month(jiff::civil::date(1990, 12, 1), 1), jiff::civil::date(1991, 1, 1));
    }
}
