//! The open survey's two long lists, the answers (filterable) and the history (a timeline):
//! virtualised tables that lay out only the rows on screen, with row heights estimated once
//! per list and column width and kept between frames, and moved through by the keyboard.

use std::sync::Arc;

use egui::{Color32, Response, RichText, Ui};
use egui_extras::{Column, TableBuilder};

use crate::api::{ChangeContent, ChangeLogEntry, Survey};
use crate::i18n::Translator;
use crate::msg;
use crate::state::present::describe_change;
use crate::state::survey_view::{NO_ANSWER, SurveyView};
use crate::state::{Intent, Loadable, SurveyIntent};

use super::keyboard_list::KeyboardList;
use super::survey_view::{Intents, local_time};
use super::widgets::{error_box, truncated_label, value_with_copy};

// ----- answers -----

pub(super) fn answers(ui: &mut Ui, tr: &Translator, view: &SurveyView, survey: &Survey, intents: &mut Intents) {
    if survey.answers.is_empty() {
        ui.label(tr.text("survey-no-answers-yet"));
        return;
    }
    let matches = view.filter.matches();
    ui.horizontal(|ui| {
        let label = ui.label(tr.text("survey-filter"));
        let mut text = view.filter.text().to_owned();
        let hint = tr.text("survey-filter-hint");
        let edit = egui::TextEdit::singleline(&mut text);
        let response =
            super::widgets::hinted_input(ui, edit, &hint, super::theme::size::INPUT_WIDE).labelled_by(label.id);
        if response.changed() {
            intents.push(Intent::Survey(SurveyIntent::Filter(text)));
        }
        if view.filter.is_active() {
            if ui.button(tr.text("survey-filter-clear")).clicked() {
                intents.push(Intent::Survey(SurveyIntent::Filter(String::new())));
            }
            let matching = msg!("survey-filter-matches", matching = matches.len(), count = survey.answers.len());
            ui.label(tr.msg(&matching));
        } else {
            ui.label(RichText::new(tr.msg(&msg!("survey-answer-count", count = survey.answers.len()))).weak());
        }
    });
    if matches.is_empty() {
        ui.label(tr.text("survey-filter-no-match"));
        return;
    }
    answer_table(ui, tr, survey, matches, view.answers_version);
}

/// The width of a table's column as a share of the width there is, within a range: tables use
/// the width they have, and the last column takes the rest.
fn share(ui: &Ui, fraction: f32, min: f32, max: f32) -> Column {
    Column::exact((ui.available_width() * fraction).clamp(min, max))
}

/// The striped, clipped three-column table both long lists use, with its header drawn. Its
/// columns follow the window's width (no drag handles: nothing for the keyboard to miss).
fn table_with_header<'a>(
    ui: &'a mut Ui,
    id: &str,
    columns: [Column; 3],
    titles: [String; 3],
    list: &KeyboardList,
) -> egui_extras::Table<'a> {
    let mut builder = TableBuilder::new(ui)
        .id_salt(id)
        .striped(true)
        .sense(KeyboardList::row_sense())
        .cell_layout(egui::Layout::left_to_right(egui::Align::Min))
        .min_scrolled_height(super::theme::size::TABLE_MIN_HEIGHT);
    for column in columns {
        builder = builder.column(column.clip(true));
    }
    if let Some(row) = list.scroll_to() {
        builder = builder.scroll_to_row(row, None);
    }
    builder.header(super::theme::size::TABLE_HEADER, |mut header| {
        for title in titles {
            header.col(|ui| {
                ui.label(RichText::new(title).strong());
            });
        }
    })
}

/// A virtualised table: only the rows on screen are laid out. Row heights are
/// estimated from the text length (wrapping), once per survey and column
/// width ([`RowHeights`]), so a frame neither measures nor estimates rows off
/// screen: it only sums the cached heights of the matching rows.
fn answer_table(ui: &mut Ui, tr: &Translator, survey: &Survey, matches: &[usize], version: u64) {
    let metrics = TextMetrics::of(ui);
    let ctx = ui.ctx().clone();
    let columns = [share(ui, 0.4, 120.0, 520.0), share(ui, 0.1, 60.0, 120.0), Column::remainder().at_least(160.0)];
    let titles = ["survey-column-question", "survey-column-code", "survey-column-answer"].map(|id| tr.text(id));
    let name = tr.msg(&msg!("survey-tab-answers", count = matches.len()));
    let mut list = KeyboardList::new(ui, "answers", matches.len());
    // A row in words: its name for assistive technologies, and the list's value while current.
    let words = |index: usize| {
        let Some(answer) = matches.get(index).and_then(|&i| survey.answers.get(i)) else {
            return String::new();
        };
        let position = tr.msg(&msg!("list-position", index = index + 1, count = matches.len()));
        format!("{}: {}, {position}", answer.question_label, answer.answer_values.join(", "))
    };
    let table = ui.scope_builder(list.rows_ui(&name), |ui| {
        super::a11y::name_scroll_bars(ui, &name, |ui| {
            table_with_header(ui, "answers", columns, titles, &list).body(|body| {
                let widths = body.widths();
                // Characters per line, not pixels: dragging a column edge changes
                // the estimate only when a whole character more or less fits.
                let label_chars = metrics.chars_per_line(widths.first().copied().unwrap_or(300.0));
                let value_chars = metrics.chars_per_line(widths.get(2).copied().unwrap_or(300.0) - 14.0);
                let key = HeightsKey {
                    version,
                    rows: survey.answers.len(),
                    chars: [label_chars, value_chars],
                    metrics,
                    folds: 0,
                };
                let heights = RowHeights::cached(&ctx, egui::Id::unique("answer-row-heights"), key, || {
                    survey
                        .answers
                        .iter()
                        .map(|answer| {
                            let label_lines = lines(&answer.question_label, label_chars);
                            let value_lines: usize = answer.answer_values.iter().map(|v| lines(v, value_chars)).sum();
                            metrics.height(label_lines.max(value_lines))
                        })
                        .collect()
                });
                let row_heights = matches.iter().map(|&i| heights.get(i).copied().unwrap_or(metrics.height(1)));
                body.heterogeneous_rows(row_heights, |mut row| {
                    let index = row.index();
                    let Some(answer) = matches.get(index).and_then(|&i| survey.answers.get(i)) else {
                        return;
                    };
                    row.set_selected(list.is_current(index));
                    let cells = [
                        row.col(|ui| {
                            ui.add(egui::Label::new(&answer.question_label).wrap());
                        }),
                        row.col(|ui| {
                            ui.label(RichText::new(&answer.question_code).monospace().weak());
                        }),
                        row.col(|ui| {
                            ui.vertical(|ui| answer_values(ui, tr, &answer.answer_values));
                        }),
                    ];
                    list.table_row(index, &cells, words(index));
                });
            })
        })
    });
    // Read-only rows: the keys move through them (and scroll), Enter opens nothing.
    let _ = list.finish(ui, &table.response, words);
}

/// What a row-height estimate depends on besides the rows themselves.
#[derive(Clone, Copy, Debug, PartialEq)]
struct TextMetrics {
    text_height: f32,
    spacing: f32,
    /// Average width of a character of body text, with a little slack.
    char_width: f32,
}

impl TextMetrics {
    fn of(ui: &Ui) -> TextMetrics {
        let font = egui::TextStyle::Body.resolve(ui.style());
        let sample = "The quick brown fox jumps over the lazy dog";
        // The galley cache makes this a lookup after the first frame.
        let sample_width = ui.painter().layout_no_wrap(sample.to_owned(), font, Color32::WHITE).size().x;
        TextMetrics {
            text_height: ui.text_style_height(&egui::TextStyle::Body),
            spacing: ui.spacing().item_spacing.y,
            char_width: sample_width / sample.len() as f32 * 1.1,
        }
    }

    /// Average characters that fit on a line of a cell `width` wide.
    fn chars_per_line(&self, width: f32) -> usize {
        ((width - 8.0) / self.char_width).max(8.0) as usize
    }

    /// Height of a row of `lines` lines of body text.
    fn height(&self, lines: usize) -> f32 {
        let lines = lines.max(1) as f32;
        lines * self.text_height + (lines - 1.0) * self.spacing + 8.0
    }
}

/// Lines `text` takes when wrapped at `per_line` characters.
fn lines(text: &str, per_line: usize) -> usize {
    text.lines().map(|line| text_columns(line).div_ceil(per_line.max(1)).max(1)).sum::<usize>().max(1)
}

/// Identifies the rows and the layout a [`RowHeights`] was computed for: the
/// data (its version in the state, and its length), the characters per line
/// of the wrapping columns and the text metrics.
#[derive(Clone, Copy, Debug, PartialEq)]
struct HeightsKey {
    version: u64,
    rows: usize,
    chars: [usize; 2],
    metrics: TextMetrics,
    /// Which "Details" folds are open, as [`HistoryFolds::generation`] counts their changes.
    folds: u64,
}

/// Estimated heights of every row of a list, kept in egui's memory between
/// frames and computed again only when its [`HeightsKey`] changes (new data,
/// a column resized, another text size), never per frame nor per filter change.
struct RowHeights {
    key: HeightsKey,
    heights: Vec<f32>,
}

impl RowHeights {
    /// The heights for `key`, from memory or computed now by `compute`.
    fn cached(
        ctx: &egui::Context,
        id: egui::Id,
        key: HeightsKey,
        compute: impl FnOnce() -> Vec<f32>,
    ) -> Arc<RowHeights> {
        let cached: Option<Arc<RowHeights>> = ctx.data(|d| d.get_temp(id));
        if let Some(cached) = cached.filter(|c| c.key == key) {
            return cached;
        }
        let fresh = Arc::new(RowHeights { key, heights: compute() });
        ctx.data_mut(|d| d.insert_temp(id, Arc::clone(&fresh)));
        fresh
    }

    fn get(&self, index: usize) -> Option<&f32> {
        self.heights.get(index)
    }
}

/// How many average-width characters `line` takes: CJK and other wide
/// scripts (three bytes or more in UTF-8) count double. Cheap, no layout.
fn text_columns(line: &str) -> usize {
    if line.is_ascii() {
        return line.len();
    }
    line.chars().map(|c| if c.len_utf8() >= 3 { 2 } else { 1 }).sum()
}

/// One value as it is; several each on their own line with a bullet; none as "(no answer)".
fn answer_values(ui: &mut Ui, tr: &Translator, values: &[String]) {
    let given: Vec<&String> = values.iter().filter(|v| !v.trim().is_empty()).collect();
    match given.as_slice() {
        [] => {
            ui.label(RichText::new(tr.text(NO_ANSWER)).italics().weak());
        }
        [one] => {
            ui.add(egui::Label::new(one.as_str()).wrap());
        }
        several => {
            for value in several {
                ui.add(egui::Label::new(format!("• {value}")).wrap());
            }
        }
    }
}

// ----- history -----

pub(super) fn history(
    ui: &mut Ui,
    tr: &Translator,
    history: &Loadable<Vec<ChangeLogEntry>>,
    version: u64,
    intents: &mut Intents,
) {
    match history {
        Loadable::NotRequested => {
            if ui.button(tr.text("survey-history-load")).clicked() {
                intents.push(Intent::Survey(SurveyIntent::ReloadHistory));
            }
        }
        Loadable::Loading(_) => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(tr.text("progress-loading-history"));
            });
        }
        Loadable::Failed(error) => {
            error_box(ui, tr, error);
            if ui.button(tr.text("survey-try-again")).clicked() {
                intents.push(Intent::Survey(SurveyIntent::ReloadHistory));
            }
        }
        Loadable::Ready(entries) if entries.is_empty() => {
            ui.label(tr.text("survey-history-empty"));
        }
        Loadable::Ready(entries) => {
            ui.horizontal(|ui| {
                ui.label(RichText::new(tr.msg(&msg!("survey-history-count", count = entries.len()))).weak());
                if ui.small_button(tr.text("survey-history-reload")).clicked() {
                    intents.push(Intent::Survey(SurveyIntent::ReloadHistory));
                }
            });
            history_table(ui, tr, entries, version);
        }
    }
}

/// Which rows of the history have their "Details" open (the step's id, a change's raw form):
/// kept in egui's memory, for the history of `version`; `generation` counts the changes, so
/// that the rows' heights are estimated again only when a fold opens or closes.
#[derive(Clone, Default)]
struct HistoryFolds {
    version: u64,
    open: std::collections::BTreeSet<usize>,
    generation: u64,
}

impl HistoryFolds {
    fn id() -> egui::Id {
        egui::Id::unique("history-details-folds")
    }

    fn of(ctx: &egui::Context, version: u64) -> HistoryFolds {
        let folds: HistoryFolds = ctx.data(|d| d.get_temp(Self::id())).unwrap_or_default();
        if folds.version == version { folds } else { HistoryFolds { version, ..HistoryFolds::default() } }
    }

    fn toggle(mut self, ctx: &egui::Context, index: usize) {
        if !self.open.remove(&index) {
            self.open.insert(index);
        }
        self.generation += 1;
        ctx.data_mut(|d| d.insert_temp(Self::id(), self));
        ctx.request_repaint();
    }
}

/// The timeline as a virtualised table, like the answers: only the rows on
/// screen are laid out, with heights estimated once per history, width and open folds.
fn history_table(ui: &mut Ui, tr: &Translator, entries: &[ChangeLogEntry], version: u64) {
    let metrics = TextMetrics::of(ui);
    let raw = RawMetrics::of(ui);
    let fold_height = ui.spacing().interact_size.y;
    let ctx = ui.ctx().clone();
    let folds = HistoryFolds::of(&ctx, version);
    let columns = [share(ui, 0.18, 120.0, 200.0), share(ui, 0.2, 100.0, 260.0), Column::remainder().at_least(200.0)];
    let titles = ["survey-column-when", "survey-column-who", "survey-column-what"].map(|id| tr.text(id));
    let name = tr.text("survey-tab-history");
    let mut list = KeyboardList::new(ui, "history", entries.len());
    // A row in words: its name for assistive technologies, and the list's value while current.
    let words = |index: usize| {
        let Some(entry) = entries.get(index) else {
            return String::new();
        };
        let when = entry.timestamp.as_ref().map(|time| local_time(tr, time)).unwrap_or_default();
        let position = tr.msg(&msg!("list-position", index = index + 1, count = entries.len()));
        format!("{when}, {}, {}, {position}", who(tr, entry), what(tr, entry))
    };
    let mut toggled = None;
    let table = ui.scope_builder(list.rows_ui(&name), |ui| {
        super::a11y::name_scroll_bars(ui, &name, |ui| {
            table_with_header(ui, "history", columns, titles, &list).body(|body| {
                let what_chars = metrics.chars_per_line(body.widths().get(2).copied().unwrap_or(300.0));
                let key = HeightsKey {
                    version,
                    rows: entries.len(),
                    chars: [what_chars, 0],
                    metrics,
                    folds: folds.generation,
                };
                let heights = RowHeights::cached(&ctx, egui::Id::unique("history-row-heights"), key, || {
                    let width = what_chars as f32 * metrics.char_width;
                    let sizes = HistorySizes { usable: width, metrics, raw, fold_height };
                    entries
                        .iter()
                        .enumerate()
                        .map(|(index, entry)| history_row_height(tr, entry, sizes, folds.open.contains(&index)))
                        .collect()
                });
                let row_heights = (0..entries.len()).map(|i| heights.get(i).copied().unwrap_or(metrics.height(1)));
                body.heterogeneous_rows(row_heights, |mut row| {
                    let index = row.index();
                    if let Some(entry) = entries.get(index) {
                        row.set_selected(list.is_current(index));
                        let open = folds.open.contains(&index);
                        let (cells, clicked) = history_row(&mut row, tr, entry, (index, version), open);
                        if clicked {
                            toggled = Some(index);
                        }
                        list.table_row(index, &cells, words(index));
                    }
                });
            })
        })
    });
    if let Some(index) = toggled {
        folds.toggle(&ctx, index);
    }
    // Read-only rows: the keys move through them (and scroll), Enter opens nothing.
    let _ = list.finish(ui, &table.response, words);
}

/// Size of the small monospace text the raw JSON of an unknown entry is shown in.
#[derive(Clone, Copy, Debug)]
struct RawMetrics {
    line_height: f32,
    char_width: f32,
}

impl RawMetrics {
    fn of(ui: &Ui) -> RawMetrics {
        let size = egui::TextStyle::Small.resolve(ui.style()).size;
        let font = egui::FontId::monospace(size);
        let char_width = ui.ctx().fonts_mut(|f| f.glyph_width(&font, '0')) * 1.05;
        RawMetrics { line_height: ui.ctx().fonts_mut(|f| f.row_height(&font)), char_width }
    }
}

/// What a history row's height is estimated from: the "What" cell's width for text, the text
/// sizes, and the height of a "Details" fold's header (and of the id's copy button).
#[derive(Clone, Copy, Debug)]
struct HistorySizes {
    usable: f32,
    metrics: TextMetrics,
    raw: RawMetrics,
    fold_height: f32,
}

/// The estimated height of a history row: the "What" cell is the only one that wraps, and
/// its "Details" fold adds the step's id or the raw form when `open`.
fn history_row_height(tr: &Translator, entry: &ChangeLogEntry, sizes: HistorySizes, open: bool) -> f32 {
    let HistorySizes { usable, metrics, raw, fold_height } = sizes;
    let text_lines = |text: &str| ((text_columns(text) as f32 * metrics.char_width) / usable).ceil().max(1.0);
    let fold = fold_height + metrics.spacing;
    match &entry.content {
        ChangeContent::Workflow { .. } => {
            let words = text_lines(&tr.text("survey-history-workflow-moved"));
            let details = if open { fold + fold_height + metrics.spacing } else { fold };
            words * metrics.text_height + details + 8.0
        }
        ChangeContent::Claim { .. } => metrics.height(1),
        ChangeContent::Other(value) => {
            let words = describe_change(&entry.entry_type, value, tr);
            let raw_lines = ((text_columns(&words.raw) as f32 * raw.char_width) / usable).ceil().max(1.0);
            let details = if open { fold + raw_lines * raw.line_height + metrics.spacing } else { fold };
            text_lines(&words.line) * metrics.text_height + metrics.spacing + details + 8.0
        }
    }
}

/// One row of the history; with whether its "Details" fold was clicked (to open or close it).
/// `key` (the row and the history's version) keeps each row's fold apart.
fn history_row(
    row: &mut egui_extras::TableRow<'_, '_>,
    tr: &Translator,
    entry: &ChangeLogEntry,
    key: (usize, u64),
    open: bool,
) -> ([(egui::Rect, Response); 3], bool) {
    let when = row.col(|ui| {
        match &entry.timestamp {
            // The exact time is formatted only when the pointer is on it.
            Some(time) => ui.label(local_time(tr, time)).on_hover_ui(|ui| {
                ui.label(time.utc_display());
            }),
            None => ui.label(RichText::new(tr.text("survey-history-no-time")).weak()),
        };
    });
    let by = row.col(|ui| {
        let who = truncated_label(ui, who(tr, entry), ui.available_width());
        if !entry.user_email.trim().is_empty() && entry.user_email.contains('@') {
            who.on_hover_text(&entry.user_email);
        }
    });
    let mut clicked = false;
    let details = |ui: &mut Ui, show: &mut dyn FnMut(&mut Ui)| {
        let fold = egui::CollapsingHeader::new(tr.text("survey-history-details"))
            .id_salt(("history-details", key))
            .open(Some(open))
            .show(ui, |ui| show(ui));
        fold.header_response.clicked()
    };
    let what = row.col(|ui| {
        ui.vertical(|ui| match &entry.content {
            // In words; the service's own name of the change is there on hover, and the step's
            // id (which means nothing at the desk) behind "Details", for support.
            ChangeContent::Workflow { workflow_step_id } => {
                ui.label(tr.text("survey-history-workflow-moved")).on_hover_text(&entry.entry_type);
                clicked = details(ui, &mut |ui| {
                    let (label, copy) = (tr.text("survey-history-step-id"), tr.text("survey-history-copy-step-id"));
                    value_with_copy(ui, tr, &label, workflow_step_id, workflow_step_id, &copy);
                });
            }
            ChangeContent::Claim { is_claimed: true } => {
                ui.label(tr.text("survey-history-claimed")).on_hover_text(&entry.entry_type);
            }
            ChangeContent::Claim { is_claimed: false } => {
                ui.label(tr.text("survey-history-released")).on_hover_text(&entry.entry_type);
            }
            // A kind the app does not know: words built from its fields; its raw form, cut to a
            // size, behind "Details".
            ChangeContent::Other(value) => {
                let words = describe_change(&entry.entry_type, value, tr);
                ui.add(egui::Label::new(&words.line).wrap()).on_hover_text(tr.text("survey-history-unknown-hint"));
                clicked = details(ui, &mut |ui| {
                    ui.add(egui::Label::new(RichText::new(&words.raw).monospace().small()).wrap());
                });
            }
        });
    });
    ([when, by, what], clicked)
}

/// What a change was, in words.
fn what(tr: &Translator, entry: &ChangeLogEntry) -> String {
    match &entry.content {
        ChangeContent::Workflow { .. } => tr.text("survey-history-workflow-moved"),
        ChangeContent::Claim { is_claimed: true } => tr.text("survey-history-claimed"),
        ChangeContent::Claim { is_claimed: false } => tr.text("survey-history-released"),
        ChangeContent::Other(value) => describe_change(&entry.entry_type, value, tr).line,
    }
}

/// Who made a change: their name, e-mail address or id (data); "the system" in words for the
/// service's own account (its e-mail address `system`, or the all-zero id); "unknown user" when
/// nobody is named.
fn who(tr: &Translator, entry: &ChangeLogEntry) -> String {
    let system = entry.user_email.trim().eq_ignore_ascii_case("system")
        || uuid::Uuid::parse_str(entry.user_id.trim()).is_ok_and(|id| id.is_nil());
    if system {
        return tr.text("survey-history-system");
    }
    let known = [&entry.user_first_name, &entry.user_last_name, &entry.user_email, &entry.user_id]
        .iter()
        .any(|field| !field.trim().is_empty());
    if known { entry.who() } else { tr.text("survey-history-unknown-user") }
}
