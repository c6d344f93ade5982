//! The day's list being sent and sent ([`crate::state::day_list_batch`]): the progress with
//! pause and cancel, the result with its counts and table, each row's outcome in words, the
//! rows a colleague already invited ("Send anyway") and those whose details differ from the
//! record (update them, or not).

use egui::{RichText, Ui};
use egui_extras::Column;

use crate::batch_journal::{BatchItem, RowState};
use crate::i18n::Translator;
use crate::i18n::service::channel as channel_words;
use crate::msg;
use crate::state::day_list::BatchProgress;
use crate::state::day_list_flow::{DayList, DayListIntent};

use super::day_list::table;
use super::theme;
use super::widgets::{icon_button, icon_button_enabled, icon_message};

/// The batch: progress while it runs, then the result.
pub(super) fn batch_view(
    ui: &mut Ui,
    tr: &Translator,
    list: &DayList,
    batch: &BatchProgress,
    asked: &mut Vec<DayListIntent>,
) {
    let counts = batch.counts();
    let running = batch.ended.is_none();
    let total = counts.total().max(1);
    let fraction = counts.finished() as f32 / total as f32;
    let done_words = tr.msg(&msg!("day-list-progress", done = counts.finished(), total = counts.total()));
    ui.add(egui::ProgressBar::new(fraction).text(done_words.as_str()).desired_width(ui.available_width().min(640.0)));
    ui.label(tr.msg(&msg!(
        "day-list-counts",
        sent = counts.sent,
        skipped = counts.skipped,
        failed = counts.failed,
        unknown = counts.unknown,
        remaining = counts.remaining
    )));
    if running {
        let estimate = batch.estimate(std::time::Instant::now());
        let words = match estimate {
            _ if batch.pausing || batch.cancelled => tr.text("day-list-stopping"),
            Some(left) => tr.msg(&msg!("day-list-time-left", minutes = left.as_secs().div_ceil(60).max(1))),
            None => tr.text("day-list-time-left-unknown"),
        };
        ui.label(RichText::new(words).weak());
        if batch.journal_away {
            let warning = super::widgets::warning_color(ui);
            super::widgets::icon_message(ui, theme::icon::WARNING, &tr.text("day-list-journal-away"), warning);
        }
        ui.horizontal(|ui| {
            ui.spinner();
            let stopping = batch.pausing || batch.cancelled;
            if icon_button_enabled(ui, !stopping, theme::icon::WAITING, &tr.text("day-list-pause")).clicked() {
                asked.push(DayListIntent::Pause);
            }
            if icon_button_enabled(ui, !batch.cancelled, theme::icon::ENDED, &tr.text("day-list-cancel")).clicked() {
                asked.push(DayListIntent::Cancel);
            }
        });
    } else {
        ended(ui, tr, list, batch, counts.remaining, asked);
    }
    ui.add_space(theme::space::M);
    results_table(ui, tr, list, batch, running, asked);
}

/// What the batch came to, and the ways on.
fn ended(
    ui: &mut Ui,
    tr: &Translator,
    list: &DayList,
    batch: &BatchProgress,
    remaining: usize,
    asked: &mut Vec<DayListIntent>,
) {
    let counts = batch.counts();
    let (icon, words, color) = match &batch.ended {
        Some(Err(stopped)) => (theme::icon::ERROR, tr.msg(&stopped.message()), super::widgets::error_color(ui)),
        _ if batch.cancelled => {
            let text = tr.msg(&msg!(
                "day-list-ended-cancelled",
                sent = counts.sent,
                remaining = remaining,
                unknown = counts.unknown
            ));
            (theme::icon::ENDED, text, super::widgets::warning_color(ui))
        }
        _ if remaining > 0 => {
            (theme::icon::WAITING, tr.msg(&msg!("day-list-paused", remaining = remaining)), ui.visuals().text_color())
        }
        // Perhaps sent: said as such, never counted as sent or not sent.
        _ if counts.unknown > 0 => (
            theme::icon::WARNING,
            tr.msg(&msg!("day-list-ended-unknown", sent = counts.sent, unknown = counts.unknown)),
            super::widgets::warning_color(ui),
        ),
        _ if counts.failed + counts.skipped > 0 => (
            theme::icon::WARNING,
            tr.msg(&msg!(
                "day-list-ended-with-problems",
                sent = counts.sent,
                problems = counts.failed + counts.skipped
            )),
            super::widgets::warning_color(ui),
        ),
        _ => (
            theme::icon::SUCCESS,
            tr.msg(&msg!("day-list-ended-all-sent", sent = counts.sent)),
            super::widgets::success_color(ui),
        ),
    };
    icon_message(ui, icon, &words, color);
    if let Some(detail) = batch.ended.as_ref().and_then(|ended| ended.as_ref().err()).and_then(|e| e.detail()) {
        ui.collapsing(tr.text("error-details"), |ui| ui.label(detail));
    }
    ui.horizontal_wrapped(|ui| {
        // Rows not sent yet are sent; rows whose outcome is unknown are asked about first.
        let resume = if remaining > 0 { "day-list-resume" } else { "day-list-ask-again" };
        if remaining + counts.unknown > 0
            && !batch.cancelled
            && icon_button(ui, theme::icon::SEND, &tr.text(resume)).clicked()
        {
            asked.push(DayListIntent::Resume);
        }
        let again = counts.failed + list.update_chosen.len();
        if again > 0 {
            let words = tr.msg(&msg!("day-list-send-again", count = again));
            if icon_button(ui, theme::icon::REFRESH, &words).clicked() {
                asked.push(DayListIntent::SendAgain);
            }
        }
        if icon_button(ui, theme::icon::DOWNLOAD, &tr.text("day-list-export")).clicked() {
            asked.push(DayListIntent::ExportResults);
        }
        if remaining + counts.unknown > 0 && !batch.cancelled {
            if ui.button(tr.text("day-list-close-unfinished")).clicked() {
                asked.push(DayListIntent::Cancel);
            }
        } else if ui.button(tr.text("day-list-new")).clicked() {
            asked.push(DayListIntent::Done);
        }
    });
}

fn results_table(
    ui: &mut Ui,
    tr: &Translator,
    list: &DayList,
    batch: &BatchProgress,
    running: bool,
    asked: &mut Vec<DayListIntent>,
) {
    // The results file's columns but the survey id.
    let titles = &crate::state::day_list_batch::RESULT_COLUMNS[..6];
    let items: &[BatchItem] = &batch.items;
    let error = super::widgets::error_color(ui);
    let warning = super::widgets::warning_color(ui);
    let success = super::widgets::success_color(ui);
    // A row whose details differ has a second line: what differs, under the choice.
    // So does a row already invited today: when, under the choice to send anyway.
    let differ = |item: &BatchItem| {
        matches!(batch.state_of(&item.reference), RowState::Skipped { differences, reason, .. }
            if !differences.is_empty() || crate::batch_journal::may_send_anyway(reason))
    };
    let heights: Vec<f32> = items
        .iter()
        .map(|item| if differ(item) { theme::size::TABLE_ROW * 1.8 } else { theme::size::TABLE_ROW })
        .collect();
    let table_name = tr.text("day-list-column-result");
    super::a11y::name_scroll_bars(ui, &table_name, |ui| {
        let columns = [
            Column::exact(40.0),
            Column::exact(96.0).clip(true),
            Column::exact(150.0).clip(true),
            Column::exact(64.0).clip(true),
            Column::exact(84.0).clip(true),
            Column::remainder().at_least(160.0).clip(true),
        ];
        table(ui, "day-list-results", &columns, f32::INFINITY, None, tr, titles).body(|body| {
            body.heterogeneous_rows(heights.into_iter(), |mut row| {
                let Some(item) = items.get(row.index()) else { return };
                let state = batch.state_of(&item.reference);
                let name = item.patient.full_name();
                row.col(|ui| {
                    ui.label(item.line.to_string());
                });
                row.col(|ui| {
                    ui.label(item.reference.as_str());
                });
                row.col(|ui| {
                    ui.label(name.as_str());
                });
                row.col(|ui| {
                    ui.label(tr.msg(&channel_words(item.channel())));
                });
                let (result, reason) = crate::state::day_list_batch::result_words(state);
                row.col(|ui| {
                    let color = match state {
                        RowState::Sent { .. } => success,
                        RowState::Failed { .. } => error,
                        RowState::Skipped { .. } | RowState::Unknown { .. } => warning,
                        _ => ui.visuals().weak_text_color(),
                    };
                    let words = if running && matches!(state, RowState::Sending { .. }) {
                        tr.text("day-list-result-sending")
                    } else {
                        tr.msg(&result)
                    };
                    ui.label(RichText::new(words).color(color));
                });
                row.col(|ui| {
                    if let RowState::Skipped { differences, .. } = state
                        && !differences.is_empty()
                    {
                        details_differ(ui, tr, list, item, &name, differences, running, asked);
                    } else if let RowState::Skipped { reason: why, .. } = state
                        && crate::batch_journal::may_send_anyway(why)
                        && let Some(reason) = &reason
                    {
                        send_anyway(ui, tr, list, item, &name, &tr.msg(reason), running, asked);
                    } else if let Some(reason) =
                        reason.filter(|_| !running || matches!(state, RowState::Unknown { .. }))
                    {
                        let words = tr.msg(&reason);
                        let width = ui.available_width();
                        let label = super::widgets::truncated_label(ui, words.as_str(), width);
                        // What happened exactly, for whoever looks into it.
                        if let RowState::Failed { problem, .. } = state {
                            label.on_hover_text(problem.as_str());
                        }
                    }
                });
            });
        });
    });
}

/// "Already invited today": when (from this desk or another), and the choice to send anyway,
/// for this row only.
#[allow(clippy::too_many_arguments)]
fn send_anyway(
    ui: &mut Ui,
    tr: &Translator,
    list: &DayList,
    item: &BatchItem,
    name: &str,
    why: &str,
    running: bool,
    asked: &mut Vec<DayListIntent>,
) {
    let mut chosen = list.update_chosen.contains(&item.reference);
    let named = tr.msg(&msg!("day-list-send-anyway-named", name = name, why = why));
    ui.vertical(|ui| {
        let width = ui.available_width();
        ui.scope(|ui| {
            ui.set_max_width(width);
            let checkbox = ui.add_enabled(!running, egui::Checkbox::new(&mut chosen, tr.text("day-list-send-anyway")));
            super::widgets::name_widget(ui.ctx(), &checkbox, egui::Role::CheckBox, &named);
            if checkbox.changed() {
                asked.push(DayListIntent::ChooseUpdate(item.reference.clone(), chosen));
            }
        });
        super::widgets::truncated_label(ui, RichText::new(why).weak(), width);
    });
}

/// "Details differ": what differs (on hover and for the screen reader), and the choice to
/// update the record and send, for this row only.
#[allow(clippy::too_many_arguments)]
fn details_differ(
    ui: &mut Ui,
    tr: &Translator,
    list: &DayList,
    item: &BatchItem,
    name: &str,
    differences: &[crate::batch_journal::Difference],
    running: bool,
    asked: &mut Vec<DayListIntent>,
) {
    let compared: Vec<String> = differences
        .iter()
        .map(|difference| {
            let field = crate::patient::Field::from_service_name(&difference.field)
                .map_or_else(|| difference.field.clone(), |field| tr.text(field.label()));
            tr.msg(&msg!(
                "day-list-difference",
                field = field,
                on_record = difference.on_record.as_str(),
                in_file = difference.in_file.as_str()
            ))
        })
        .collect();
    let all = compared.join("\n");
    let mut chosen = list.update_chosen.contains(&item.reference);
    let named = tr.msg(&msg!("day-list-update-named", name = name, differences = all.as_str()));
    // The first difference in the row, every one on hover and for the screen reader.
    let first = compared.first().cloned().unwrap_or_default();
    let shown = match compared.len() {
        0 | 1 => first,
        more => tr.msg(&msg!("day-list-problems-more", first = first, more = more - 1)),
    };
    ui.vertical(|ui| {
        let width = ui.available_width();
        ui.scope(|ui| {
            ui.set_max_width(width);
            let checkbox =
                ui.add_enabled(!running, egui::Checkbox::new(&mut chosen, tr.text("day-list-update-and-send")));
            super::widgets::name_widget(ui.ctx(), &checkbox, egui::Role::CheckBox, &named);
            if checkbox.changed() {
                asked.push(DayListIntent::ChooseUpdate(item.reference.clone(), chosen));
            }
        });
        let label = super::widgets::truncated_label(ui, RichText::new(shown).weak(), width);
        if compared.len() > 1 {
            super::widgets::name_widget(ui.ctx(), &label, egui::Role::Label, &all);
        }
    });
}
