//! The day's list screen ([`crate::state::day_list_flow`]): open or drop a file, map its
//! columns, check every row (fix in place, leave out), confirm and send (the batch's progress
//! and result are [`super::day_list_batch`]'s). Also the offer to resume a list an earlier
//! session did not finish.

use egui::{RichText, Ui};
use egui_extras::{Column, TableBuilder};

use crate::api::Channel;
use crate::i18n::Translator;
use crate::i18n::service::channel as channel_words;
use crate::import::mapping::Target;
use crate::import::{Source, TextEncoding};
use crate::msg;
use crate::state::day_list_flow::{DayList, DayListIntent, DayListStep, ListFile, MAX_CONCURRENCY, PREVIEW_ROWS};
use crate::state::{AppState, Intent};

use super::theme;
use super::widgets::{button_named, icon_button, icon_button_enabled, icon_message};

pub fn show(ui: &mut Ui, state: &AppState, out: &mut Vec<Intent>) {
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
        (DayListStep::Review, Some(file)) => review(ui, state, list, file, &mut asked),
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

fn source_words(tr: &Translator, file: &ListFile) -> String {
    match &file.source {
        Source::Csv { encoding, delimiter } => {
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
            tr.msg(&msg!(
                "day-list-read-csv",
                file = file.file_name.as_str(),
                encoding = msg!(encoding),
                delimiter = msg!(delimiter)
            ))
        }
        Source::Spreadsheet { sheet } => {
            tr.msg(&msg!("day-list-read-sheet", file = file.file_name.as_str(), sheet = sheet.as_str()))
        }
    }
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
    ui.label(source_words(tr, file));
    let how = if file.mapping_remembered { "day-list-mapping-remembered" } else { "day-list-mapping-guessed" };
    ui.label(RichText::new(tr.text(how)).weak());
    ui.add_space(theme::space::S);
    ui.horizontal(|ui| {
        if icon_button(ui, theme::icon::CHECK, &tr.text("day-list-check-rows")).clicked() {
            asked.push(DayListIntent::ConfirmMapping);
        }
        if ui.button(tr.text("day-list-choose-another")).clicked() {
            asked.push(DayListIntent::StartOver);
        }
    });
    ui.add_space(theme::space::M);
    let name = tr.text("day-list-title");
    // One scroll area for the page, both ways: a wide file's preview scrolls with it.
    let scrolled = egui::ScrollArea::both().id_salt("day-list-mapping-page").show(ui, |ui| {
        mapping_grid_and_preview(ui, tr, file, asked);
    });
    super::a11y::name_scroll_bars_of(ui, scrolled.id, &name);
}

fn mapping_grid_and_preview(ui: &mut Ui, tr: &Translator, file: &ListFile, asked: &mut Vec<DayListIntent>) {
    let not_in_file = tr.text("day-list-not-in-file");
    egui::Grid::new("day-list-mapping").num_columns(2).spacing(theme::GRID_GAP).show(ui, |ui| {
        for target in Target::ALL {
            let name = tr.text(target_label(target));
            let label = ui.label(&name);
            let chosen = file.mapping.column(target);
            let shown =
                chosen.and_then(|column| file.table.headers.get(column)).cloned().unwrap_or(not_in_file.clone());
            let combo = egui::ComboBox::from_id_salt(("day-list-map", target.key()))
                .width(theme::size::INPUT)
                .selected_text(shown);
            let combo = super::widgets::choice_list(ui, combo, &name, |ui| {
                if super::widgets::choice(ui, chosen.is_none(), &not_in_file) {
                    asked.push(DayListIntent::MapColumn(target, None));
                }
                for (column, header) in file.table.headers.iter().enumerate() {
                    if super::widgets::choice(ui, chosen == Some(column), header) {
                        asked.push(DayListIntent::MapColumn(target, Some(column)));
                    }
                }
            });
            combo.response.labelled_by(label.id);
            ui.end_row();
        }
    });
    ui.add_space(theme::space::L);
    let preview = file.table.rows.len().min(PREVIEW_ROWS);
    let preview_title = tr.msg(&msg!("day-list-preview", shown = preview, count = file.table.rows.len()));
    ui.label(RichText::new(&preview_title).strong());
    ui.scope(|ui| {
        egui::Grid::new("day-list-preview-grid").striped(true).spacing(theme::GRID_GAP).show(ui, |ui| {
            for header in &file.table.headers {
                ui.label(RichText::new(header).strong());
            }
            ui.end_row();
            for row in file.table.rows.iter().take(PREVIEW_ROWS) {
                for column in 0..file.table.headers.len() {
                    let text = row.cell(column).text();
                    if text.trim().is_empty() {
                        ui.label(RichText::new("—").weak());
                    } else {
                        super::widgets::label_with_full_text(ui, super::widgets::shorten(&text, 32), &text);
                    }
                }
                ui.end_row();
            }
        });
    });
}

fn review(ui: &mut Ui, state: &AppState, list: &DayList, file: &ListFile, asked: &mut Vec<DayListIntent>) {
    let tr = &state.tr;
    let allowed = state.allowed_channels();
    let problems = &list.checked;
    let count = list.checked_count;
    ui.label(source_words(tr, file));
    ui.label(RichText::new(tr.msg(&msg!(
        "day-list-summary",
        rows = file.rows.len(),
        ready = count.total(),
        problems = count.with_problems,
        excluded = count.excluded
    ))));
    ui.add_space(theme::space::S);
    ui.horizontal_wrapped(|ui| {
        ui.label(tr.text("day-list-channel"));
        for channel in Channel::ALL {
            let enabled = allowed.contains(&channel);
            let radio = ui
                .add_enabled(enabled, egui::RadioButton::new(list.channel == channel, tr.msg(&channel_words(channel))));
            if radio.clicked() {
                asked.push(DayListIntent::Channel(channel));
            }
        }
        ui.add_space(theme::space::XL);
        let label = ui.label(tr.text("day-list-concurrency"));
        let mut concurrency = list.concurrency;
        let drag = ui.add(egui::DragValue::new(&mut concurrency).range(1..=MAX_CONCURRENCY)).labelled_by(label.id);
        if drag.changed() {
            asked.push(DayListIntent::Concurrency(concurrency));
        }
    });
    ui.label(RichText::new(tr.text("day-list-channel-hint")).weak().small());
    ui.add_space(theme::space::M);
    ui.horizontal(|ui| {
        let sending = list.creating.is_some();
        let send = tr.msg(&msg!("day-list-send", count = count.total()));
        if icon_button_enabled(ui, count.total() > 0 && !sending, theme::icon::SEND, &send).clicked() {
            asked.push(DayListIntent::AskToSend);
        }
        if sending {
            ui.spinner();
        }
        if ui.button(tr.text("day-list-back-to-mapping")).clicked() {
            asked.push(DayListIntent::BackToMapping);
        }
        if ui.button(tr.text("day-list-choose-another")).clicked() {
            asked.push(DayListIntent::StartOver);
        }
    });
    let mut only_problems = list.only_problems;
    if ui.checkbox(&mut only_problems, tr.text("day-list-only-problems")).changed() {
        asked.push(DayListIntent::OnlyProblems(only_problems));
    }
    let shown: Vec<usize> = (0..file.rows.len())
        .filter(|index| !list.only_problems || problems.get(*index).is_some_and(|p| !p.is_ok()))
        .collect();
    ui.add_space(theme::space::S);
    let titles = [
        "day-list-column-send",
        "day-list-column-line",
        "day-list-column-reference",
        "day-list-column-patient",
        "day-list-column-channel",
        "day-list-column-fix",
        "day-list-column-problems",
    ];
    let error = super::widgets::error_color(ui);
    let table_name = tr.text("day-list-check-rows");
    super::a11y::name_scroll_bars(ui, &table_name, |ui| {
        let columns = [
            Column::exact(44.0),
            Column::exact(40.0),
            Column::exact(96.0).clip(true),
            Column::exact(150.0).clip(true),
            Column::exact(64.0).clip(true),
            Column::auto().at_least(56.0),
            Column::remainder().at_least(120.0).clip(true),
        ];
        table(ui, "day-list-rows", &columns, f32::INFINITY, None, tr, &titles).body(|body| {
            body.rows(theme::size::TABLE_ROW, shown.len(), |mut row| {
                let Some(&index) = shown.get(row.index()) else { return };
                let (Some(list_row), Some(problems)) = (file.rows.get(index), problems.get(index)) else { return };
                let name = crate::drafts::DraftPatient::from(&list_row.draft).full_name();
                let line = list_row.line;
                row.col(|ui| {
                    let mut included = !list_row.excluded;
                    let named = tr.msg(&msg!("day-list-send-row-named", line = line, name = name.as_str()));
                    let checkbox = ui.checkbox(&mut included, "");
                    super::widgets::name_widget(ui.ctx(), &checkbox, egui::Role::CheckBox, &named);
                    if checkbox.changed() {
                        asked.push(DayListIntent::Exclude(index, !included));
                    }
                });
                row.col(|ui| {
                    ui.label(line.to_string());
                });
                row.col(|ui| {
                    ui.label(list_row.draft.external_reference.as_str());
                });
                row.col(|ui| {
                    ui.label(name.as_str());
                });
                row.col(|ui| {
                    ui.label(tr.msg(&channel_words(list_row.channel_or(list.channel))));
                });
                row.col(|ui| {
                    let fix = tr.msg(&msg!("day-list-fix-named", line = line, name = name.as_str()));
                    if button_named(ui, &tr.text("day-list-fix"), &fix).clicked() {
                        asked.push(DayListIntent::EditRow(Some(index)));
                    }
                });
                row.col(|ui| {
                    let lines: Vec<String> = problems.lines().iter().map(|line| tr.msg(line)).collect();
                    if list_row.excluded {
                        ui.label(RichText::new(tr.text("day-list-left-out")).weak());
                    } else if lines.is_empty() {
                        ui.label(RichText::new(tr.text("day-list-row-ready")).color(super::widgets::success_color(ui)));
                    } else {
                        let all = lines.join("\n");
                        let first = match lines.len() {
                            1 => lines[0].clone(),
                            more => tr.msg(&msg!("day-list-problems-more", first = lines[0].as_str(), more = more - 1)),
                        };
                        let shown = ui.label(RichText::new(first).color(error));
                        super::widgets::name_widget(ui.ctx(), &shown, egui::Role::Label, &all);
                        shown.on_hover_text(all);
                    }
                });
            });
        });
    });
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
