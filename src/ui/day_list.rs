//! The day's list screen ([`crate::state::day_list_flow`]): open or drop a file, map its
//! columns (each field's column beside the values of the file's first rows), check every row
//! ([`super::day_list_check`]: fix in place, leave out), confirm and send (the batch's progress
//! and result are [`super::day_list_batch`]'s). Also the offer to resume a list an earlier
//! session did not finish.

use egui::{RichText, Ui};
use egui_extras::{Column, TableBuilder};

use crate::i18n::Translator;
use crate::import::mapping::Target;
use crate::import::{Source, TextEncoding};
use crate::msg;
use crate::state::day_list_flow::{DayListIntent, DayListStep, ListFile, PREVIEW_ROWS};
use crate::state::{AppState, Intent};

use super::theme;
use super::widgets::{button_named, icon_button, icon_button_enabled, icon_message};

pub fn show(ui: &mut Ui, state: &AppState, cache: &mut super::day_list_check::CheckCache, out: &mut Vec<Intent>) {
    let tr = &state.tr;
    let list = &state.day_list;
    let mut asked = Vec::new();
    ui.heading(tr.text(state.window_screen_message()));
    ui.add_space(theme::space::S);
    if let Some((problem, details)) = &list.problem {
        let color = super::widgets::error_color(ui);
        icon_message(ui, theme::icon::ERROR, &tr.msg(problem), color);
        if let Some(details) = details {
            ui.collapsing(tr.text("error-details"), |ui| ui.label(details));
        }
        ui.add_space(theme::space::M);
    }
    match (list.step, &list.file) {
        (DayListStep::Batch, _) => match &state.batch {
            Some(batch) => super::day_list_batch::batch_view(ui, tr, list, batch, &mut asked),
            None => {
                ui.spinner();
            }
        },
        (DayListStep::Mapping, Some(file)) => mapping(ui, tr, file, &mut asked),
        (DayListStep::Review, Some(file)) => super::day_list_check::review(ui, state, list, file, cache, &mut asked),
        _ => choose(ui, state, &mut asked),
    }
    confirm(ui.ctx(), state, &mut asked);
    let read_eid = row_editor(ui.ctx(), state, &mut asked);
    out.extend(asked.into_iter().map(Intent::DayList));
    out.extend(read_eid);
}

/// "Open the dropped file instead?", asked when a file is dropped on a list being worked on
/// (on any screen: the drop is taken on any).
pub fn replace_question(ctx: &egui::Context, state: &AppState, out: &mut Vec<Intent>) {
    let list = &state.day_list;
    let Some(dropped) = &list.dropped else { return };
    let tr = &state.tr;
    let new = dropped.file_name().map(|name| name.to_string_lossy().into_owned()).unwrap_or_default();
    let current = list.file.as_ref().map(|file| file.file_name.clone()).unwrap_or_default();
    let title = tr.text("day-list-replace-title");
    let modal = super::a11y::modal(ctx, egui::Id::unique("day-list-replace"), &title, None, |ui| {
        ui.set_max_width(theme::size::DIALOG_NARROW);
        ui.heading(&title);
        ui.add_space(theme::space::S);
        ui.label(tr.msg(&msg!("day-list-replace-why", new = new.as_str(), current = current.as_str())));
        ui.add_space(theme::space::M);
        ui.horizontal(|ui| {
            let open = tr.msg(&msg!("day-list-replace-open", new = new.as_str()));
            if icon_button(ui, theme::icon::FOLDER, &open).clicked() {
                out.push(Intent::DayList(DayListIntent::ReplaceWithDropped(true)));
            }
            if ui.button(tr.text("day-list-replace-keep")).clicked() {
                out.push(Intent::DayList(DayListIntent::ReplaceWithDropped(false)));
            }
        });
    });
    if modal.should_close() {
        out.push(Intent::DayList(DayListIntent::ReplaceWithDropped(false)));
    }
}

/// No file yet: what the list is, the button, the drop.
fn choose(ui: &mut Ui, state: &AppState, asked: &mut Vec<DayListIntent>) {
    let tr = &state.tr;
    ui.label(tr.text("day-list-intro"));
    ui.add_space(theme::space::M);
    ui.horizontal(|ui| {
        let reading = state.day_list.reading.is_some();
        if icon_button_enabled(ui, !reading, theme::icon::FOLDER, &tr.text("day-list-open")).clicked() {
            asked.push(DayListIntent::OpenFile);
        }
        if reading {
            ui.spinner();
            ui.label(tr.text("progress-reading-day-list"));
            if ui.button(tr.text("day-list-stop-reading")).clicked() {
                asked.push(DayListIntent::StopReading);
            }
        }
    });
    ui.label(RichText::new(tr.text("day-list-drop-hint")).weak());
    ui.add_space(theme::space::L);
    unfinished(ui, state, asked);
}

/// Batches an earlier session left unfinished: resume or close each.
pub fn unfinished(ui: &mut Ui, state: &AppState, asked: &mut Vec<DayListIntent>) {
    let tr = &state.tr;
    for batch in &state.unfinished_batches {
        egui::Frame::new()
            .stroke(egui::Stroke::new(theme::stroke::THIN, super::widgets::warning_color(ui)))
            .inner_margin(theme::space::M)
            .corner_radius(theme::radius::CONTROL)
            .show(ui, |ui| {
                let when = tr.long_timestamp(batch.created_at);
                let text = tr.msg(&msg!("day-list-unfinished", file = batch.file_name.as_str(), when = when));
                ui.label(RichText::new(text).strong());
                ui.label(tr.text("day-list-unfinished-why"));
                ui.horizontal(|ui| {
                    let named = |id: &'static str| tr.msg(&msg!(id, file = batch.file_name.as_str()));
                    let resume = named("day-list-resume-named");
                    if button_named(ui, &tr.text("day-list-resume"), &resume).clicked() {
                        asked.push(DayListIntent::ResumeUnfinished(batch.id.clone()));
                    }
                    let close = named("day-list-close-unfinished-named");
                    if button_named(ui, &tr.text("day-list-close-unfinished"), &close).clicked() {
                        asked.push(DayListIntent::CloseUnfinished(batch.id.clone()));
                    }
                });
            });
        ui.add_space(theme::space::M);
    }
}

/// The file, in a receptionist's words: its name (and a spreadsheet's sheet).
pub fn file_words(tr: &Translator, file: &ListFile) -> String {
    match &file.source {
        Source::Csv { .. } => tr.msg(&msg!("day-list-file-name", file = file.file_name.as_str())),
        Source::Spreadsheet { sheet } => {
            tr.msg(&msg!("day-list-read-sheet", file = file.file_name.as_str(), sheet = sheet.as_str()))
        }
    }
}

/// How a CSV file was read (its separator and text encoding), for whoever looks into a list
/// whose accents come out wrong: under "Advanced". `None` for a spreadsheet.
pub fn reading_details(tr: &Translator, file: &ListFile) -> Option<String> {
    let Source::Csv { encoding, delimiter } = &file.source else { return None };
    let encoding = match encoding {
        TextEncoding::Utf8 => "day-list-encoding-utf8",
        TextEncoding::Utf8WithBom => "day-list-encoding-utf8-bom",
        TextEncoding::Windows1252 => "day-list-encoding-windows-1252",
        TextEncoding::Utf16Le | TextEncoding::Utf16Be => "day-list-encoding-utf16",
    };
    let delimiter = match delimiter {
        ';' => "day-list-delimiter-semicolon",
        '\t' => "day-list-delimiter-tab",
        _ => "day-list-delimiter-comma",
    };
    Some(tr.msg(&msg!(
        "day-list-read-csv",
        file = file.file_name.as_str(),
        encoding = msg!(encoding),
        delimiter = msg!(delimiter)
    )))
}

/// The message id of a mapping target's name.
pub fn target_label(target: Target) -> &'static str {
    match target {
        Target::FirstName => "patient-field-first-name",
        Target::LastName => "patient-field-last-name",
        Target::Birthdate => "patient-field-birthdate",
        Target::Gender => "patient-field-gender",
        Target::Language => "patient-field-language",
        Target::Email => "patient-field-email",
        Target::Phone => "patient-field-phone-number",
        Target::ExternalReference => "patient-field-external-reference",
        Target::Channel => "day-list-field-channel",
        Target::Appointment => "day-list-field-appointment",
    }
}

fn mapping(ui: &mut Ui, tr: &Translator, file: &ListFile, asked: &mut Vec<DayListIntent>) {
    let name = tr.text("day-list-title");
    // The page scrolls as a whole on a low window; where it fits (1366×768 at 125 %), nothing
    // moves and nothing is cut.
    let scrolled = egui::ScrollArea::vertical().id_salt("day-list-mapping-page").show(ui, |ui| {
        ui.label(file_words(tr, file));
        let how = if file.mapping_remembered { "day-list-mapping-remembered" } else { "day-list-mapping-guessed" };
        ui.label(RichText::new(tr.text(how)).weak());
        ui.add_space(theme::space::S);
        let mut advanced_open = false;
        ui.horizontal_wrapped(|ui| {
            if icon_button(ui, theme::icon::CHECK, &tr.text("day-list-check-rows")).clicked() {
                asked.push(DayListIntent::ConfirmMapping);
            }
            if ui.button(tr.text("day-list-choose-another")).clicked() {
                asked.push(DayListIntent::StartOver);
            }
            if reading_details(tr, file).is_some() {
                ui.add_space(theme::space::L);
                advanced_open = advanced_toggle(ui, tr);
            }
        });
        if let Some(details) = reading_details(tr, file).filter(|_| advanced_open) {
            ui.indent("day-list-advanced-columns", |ui| ui.label(details));
        }
        ui.add_space(theme::space::S);
        columns_and_first_rows(ui, tr, file, asked);
    });
    super::a11y::name_scroll_bars_of(ui, scrolled.id, &name);
}

/// "Advanced": a toggle for what a receptionist rarely needs (how a file was read, how many
/// invitations leave at once); whether it is open. Its state is the view's own memory (egui's),
/// not the app's: it changes nothing but what is shown.
pub fn advanced_toggle(ui: &mut Ui, tr: &Translator) -> bool {
    let id = egui::Id::unique("day-list-advanced");
    let mut open = ui.data(|data| data.get_temp::<bool>(id).unwrap_or(false));
    // Framed, so it reads as a button; pressed while open.
    if ui.add(egui::Button::selectable(open, tr.text("day-list-advanced")).frame_when_inactive(true)).clicked() {
        open = !open;
        ui.data_mut(|data| data.insert_temp(id, open));
    }
    open
}

/// The narrowest a column of the file's first rows gets before one fewer is shown.
const MIN_SAMPLE_WIDTH: f32 = 90.0;

/// Each field, the column of the file it takes, and that column's values in the file's first
/// rows, side by side: the choice and what it gives read together, and every column, header
/// and value is whole (a value too wide for its column wraps). The file's columns no field
/// takes are named under it.
fn columns_and_first_rows(ui: &mut Ui, tr: &Translator, file: &ListFile, asked: &mut Vec<DayListIntent>) {
    let not_in_file = tr.text("day-list-not-in-file");
    let gap = theme::space::L;
    let margin = theme::space::S;
    let fields: Vec<(Target, String)> =
        Target::ALL.into_iter().map(|target| (target, tr.text(target_label(target)))).collect();
    let field_title = tr.text("day-list-column-field");
    let column_title = tr.text("day-list-column-in-file");
    let widest = |texts: &mut dyn Iterator<Item = &str>| texts.map(|text| text_width(ui, text)).fold(0.0, f32::max);
    let label_width = widest(&mut fields.iter().map(|(_, name)| name.as_str()).chain([field_title.as_str()]));
    // A combo box shows its choice and an arrow; the widest choice sets its width.
    let arrow = ui.spacing().icon_width + ui.spacing().button_padding.x * 2.0 + ui.spacing().item_spacing.x;
    let choices = widest(&mut file.table.headers.iter().map(String::as_str).chain([not_in_file.as_str()]));
    let combo_width =
        (choices + arrow).clamp(theme::size::INPUT_NARROW, theme::size::INPUT).max(text_width(ui, &column_title));
    let first_rows: Vec<&crate::import::Row> = file.table.rows.iter().take(PREVIEW_ROWS).collect();
    let rest = ui.available_width() - 2.0 * margin - label_width - combo_width - 2.0 * gap;
    let fitting = ((rest + gap) / (MIN_SAMPLE_WIDTH + gap)).floor().max(1.0) as usize;
    let first_rows = &first_rows[..first_rows.len().min(fitting)];
    let sample_width = if first_rows.is_empty() {
        0.0
    } else {
        ((rest - gap * (first_rows.len() - 1) as f32) / first_rows.len() as f32).max(MIN_SAMPLE_WIDTH)
    };
    let preview_title = tr.msg(&msg!("day-list-preview", shown = first_rows.len(), count = file.table.rows.len()));
    ui.label(RichText::new(&preview_title).weak());
    let stripe = ui.visuals().faint_bg_color;
    let row_frame = |striped: bool| {
        egui::Frame::new()
            .fill(if striped { stripe } else { egui::Color32::TRANSPARENT })
            .inner_margin(egui::Margin::symmetric(margin as i8, theme::space::XS as i8))
    };
    ui.spacing_mut().item_spacing.y = 0.0;
    // A field's name and the file's values sit on the line of the text in the field's combo box.
    let text_height = ui.text_style_height(&egui::TextStyle::Body);
    let combo_height = ui.spacing().interact_size.y.max(text_height + 2.0 * ui.spacing().button_padding.y);
    let text_drop = ((combo_height - text_height) / 2.0).max(0.0);
    row_frame(false).show(ui, |ui| {
        ui.spacing_mut().item_spacing.x = gap;
        ui.horizontal_top(|ui| {
            cell(ui, label_width, |ui| ui.label(RichText::new(&field_title).strong()));
            cell(ui, combo_width, |ui| ui.label(RichText::new(&column_title).strong()));
            for row in first_rows {
                let title = tr.msg(&msg!("day-list-row-in-file", line = row.line));
                cell(ui, sample_width, |ui| ui.label(RichText::new(title).strong()));
            }
        });
    });
    for (i, (target, name)) in fields.iter().enumerate() {
        let target = *target;
        row_frame(i % 2 == 0).show(ui, |ui| {
            ui.spacing_mut().item_spacing.x = gap;
            ui.horizontal_top(|ui| {
                let label = cell(ui, label_width, |ui| {
                    ui.add_space(text_drop);
                    ui.label(name)
                });
                let chosen = file.mapping.column(target);
                cell(ui, combo_width, |ui| {
                    let shown = chosen
                        .and_then(|column| file.table.headers.get(column))
                        .cloned()
                        .unwrap_or(not_in_file.clone());
                    let combo = egui::ComboBox::from_id_salt(("day-list-map", target.key()))
                        .width(combo_width)
                        .selected_text(shown);
                    let combo = super::widgets::choice_list(ui, combo, name, |ui| {
                        if super::widgets::choice(ui, chosen.is_none(), &not_in_file) {
                            asked.push(DayListIntent::MapColumn(target, None));
                        }
                        for (column, header) in file.table.headers.iter().enumerate() {
                            if super::widgets::choice(ui, chosen == Some(column), header) {
                                asked.push(DayListIntent::MapColumn(target, Some(column)));
                            }
                        }
                    });
                    combo.response.labelled_by(label.id)
                });
                for row in first_rows {
                    let text = chosen.map(|column| row.cell(column).text()).unwrap_or_default();
                    cell(ui, sample_width, |ui| {
                        ui.add_space(text_drop);
                        if text.trim().is_empty() {
                            ui.label(RichText::new("—").weak())
                        } else {
                            let shown = super::widgets::shorten(&text, SAMPLE_CHARS);
                            super::widgets::label_with_full_text(ui, egui::WidgetText::from(shown), &text)
                        }
                    });
                }
            });
        });
    }
    let used: std::collections::BTreeSet<usize> = file.mapping.columns.values().copied().collect();
    let unused: Vec<&str> = file
        .table
        .headers
        .iter()
        .enumerate()
        .filter(|(column, header)| !used.contains(column) && !header.trim().is_empty())
        .map(|(_, header)| header.as_str())
        .collect();
    if !unused.is_empty() {
        ui.add_space(theme::space::S);
        let words = tr.msg(&msg!("day-list-columns-not-used", columns = unused.join(", ")));
        ui.label(RichText::new(words).weak());
    }
}

/// A value of the file's first rows is shown up to this many characters (a cell may hold a
/// thousand): whole on hover and for screen readers.
const SAMPLE_CHARS: usize = 60;

/// One cell of the columns' table: exactly `width` wide, its text wrapped in it.
fn cell<R>(ui: &mut Ui, width: f32, add: impl FnOnce(&mut Ui) -> R) -> R {
    ui.vertical(|ui| {
        ui.set_width(width);
        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
        add(ui)
    })
    .inner
}

/// How wide `text` is on one line, in the body's font.
pub fn text_width(ui: &Ui, text: &str) -> f32 {
    egui::WidgetText::from(text)
        .into_galley(ui, Some(egui::TextWrapMode::Extend), f32::INFINITY, egui::TextStyle::Body)
        .size()
        .x
}

/// "Send 38 invitations?" with the count per channel and what is held back.
fn confirm(ctx: &egui::Context, state: &AppState, asked: &mut Vec<DayListIntent>) {
    let list = &state.day_list;
    if !list.confirming || state.screen != crate::state::Screen::DayList {
        return;
    }
    let tr = &state.tr;
    let count = list.checked_count;
    let title = tr.msg(&msg!("day-list-confirm-title", count = count.total()));
    super::a11y::modal(ctx, egui::Id::unique("day-list-confirm"), &title, None, |ui| {
        ui.set_max_width(theme::size::DIALOG_NARROW);
        ui.heading(&title);
        ui.add_space(theme::space::S);
        ui.label(tr.msg(&msg!("day-list-confirm-channels", email = count.email, sms = count.sms)));
        if count.with_problems + count.excluded > 0 {
            ui.label(tr.msg(&msg!(
                "day-list-confirm-held-back",
                problems = count.with_problems,
                excluded = count.excluded
            )));
        }
        ui.label(RichText::new(tr.text("day-list-confirm-never-twice")).weak());
        ui.add_space(theme::space::M);
        ui.horizontal(|ui| {
            let send = tr.msg(&msg!("day-list-confirm-send", count = count.total()));
            if icon_button(ui, theme::icon::SEND, &send).clicked() {
                asked.push(DayListIntent::ConfirmSend);
            }
            if ui.button(tr.text("day-list-confirm-back")).clicked() {
                asked.push(DayListIntent::CancelSend);
            }
        });
    });
}

/// A row fixed in place: the patient form's fields, checked as they are typed, and "Read eID"
/// for a patient at the desk (`Some` intent when it is asked for).
fn row_editor(ctx: &egui::Context, state: &AppState, asked: &mut Vec<DayListIntent>) -> Option<Intent> {
    let list = &state.day_list;
    let index = list.editing?;
    let row = list.file.as_ref().and_then(|file| file.rows.get(index))?;
    if state.screen != crate::state::Screen::DayList {
        return None;
    }
    let mut read_eid = None;
    let tr = &state.tr;
    let title = tr.msg(&msg!("day-list-fix-title", line = row.line));
    let modal = super::a11y::modal(ctx, egui::Id::unique("day-list-row-editor"), &title, None, |ui| {
        let screen = ctx.content_rect().size();
        ui.set_width(theme::size::DIALOG_WIDE.min(screen.x - theme::size::DIALOG_MARGIN));
        ui.heading(&title);
        // The editor has the keyboard unless the sign-in form covers it.
        let place = crate::state::EidPlace::DayListRow(index);
        read_eid = super::eid_button::read_eid_button(ui, state, place, !state.sign_in_overlay);
        super::eid_button::read_eid_outcome(ui, state, place);
        egui::ScrollArea::vertical().max_height(screen.y * 0.7).min_scrolled_height(0.0).show(ui, |ui| {
            let errors = Default::default();
            let fields = super::patient_form::patient_fields(
                ui,
                tr,
                "day-list-row",
                &row.draft,
                state.draft_checks(),
                &errors,
                true,
            );
            asked.extend(fields.edits.into_iter().map(|edit| DayListIntent::EditRowField(index, edit)));
        });
        ui.add_space(theme::space::M);
        if icon_button(ui, theme::icon::CHECK, &tr.text("day-list-fix-done")).clicked() {
            asked.push(DayListIntent::EditRow(None));
        }
    });
    if modal.should_close() {
        asked.push(DayListIntent::EditRow(None));
    }
    read_eid
}

/// A striped table with `columns` and its header worded from the message ids `titles`; rows
/// centred in their line, scrolled beyond `max_height`; with `keyboard`, the rows of a
/// [`super::keyboard_list::KeyboardList`]. The day list's two tables and the Today view use it.
pub fn table<'a>(
    ui: &'a mut Ui,
    id: &str,
    columns: &[Column],
    max_height: f32,
    keyboard: Option<&super::keyboard_list::KeyboardList>,
    tr: &Translator,
    titles: &[&str],
) -> egui_extras::Table<'a> {
    let mut builder = TableBuilder::new(ui)
        .id_salt(id)
        .striped(true)
        .cell_layout(egui::Layout::left_to_right(egui::Align::Center))
        .min_scrolled_height(0.0)
        .max_scroll_height(max_height);
    // A keyboard list's rows answer clicks, and the current row is kept in view.
    if let Some(list) = keyboard {
        builder = builder.sense(super::keyboard_list::KeyboardList::row_sense());
        if let Some(row) = list.scroll_to() {
            builder = builder.scroll_to_row(row, None);
        }
    }
    for column in columns {
        builder = builder.column(*column);
    }
    builder.header(theme::size::TABLE_HEADER, |mut header| {
        for title in titles {
            header.col(|ui| {
                ui.label(RichText::new(tr.text(title)).strong());
            });
        }
    })
}
