//! The day's list's check ([`crate::state::day_list_flow::DayListStep::Review`]): what the list
//! holds, the question asked once for what the file leaves out (the sex of new patients), the
//! channel and the send button, and every row with all its problems in sight. A row that
//! cannot be sent is never shown ticked to be sent, so the ticks and the button's count agree.
//!
//! What it draws of every row (the check's sentences, the names, the columns' widths, the rows'
//! heights) is made once per change of the list ([`CheckCache`]): a frame of a 1,000-row list
//! formats no sentence and measures no text but the rows on screen.

use egui::{RichText, Ui};
use egui_extras::Column;

use crate::api::Channel;
use crate::i18n::service::channel as channel_words;
use crate::i18n::{Language, Translator};
use crate::msg;
use crate::patient::GenderChoice;
use crate::patient::{Field, Validation};
use crate::state::AppState;
use crate::state::day_list::RowProblems;
use crate::state::day_list_flow::{DayList, DayListIntent, ListFile, MAX_CONCURRENCY};
use crate::state::day_list_missing::{SexNeed, SexQuestion};

use super::theme;
use super::widgets::{button_named, icon_button_enabled};

/// The check of every row, and the send button.
pub fn review(
    ui: &mut Ui,
    state: &AppState,
    list: &DayList,
    file: &ListFile,
    cache: &mut CheckCache,
    asked: &mut Vec<DayListIntent>,
) {
    let tr = &state.tr;
    let count = list.checked_count;
    cache.refresh(ui, state, list, file);
    ui.label(super::day_list::file_words(tr, file));
    if let Some(first) = file.rows.first() {
        let rows = tr.msg(&msg!("day-list-rows-are-the-file-s", first = first.line));
        ui.label(RichText::new(rows).weak());
    }
    ui.label(tr.msg(&msg!(
        "day-list-summary",
        rows = file.rows.len(),
        ready = count.total(),
        problems = count.with_problems,
        excluded = count.excluded,
        waiting = count.waiting
    )));
    if !cache.question.is_empty() {
        ui.add_space(theme::space::S);
        sex_question(ui, tr, cache, asked);
    }
    ui.add_space(theme::space::S);
    ui.horizontal_wrapped(|ui| {
        channels(ui, state, list, asked);
        ui.add_space(theme::space::XL);
        let sending = list.creating.is_some();
        let send = tr.msg(&msg!("day-list-send", count = count.total()));
        if icon_button_enabled(ui, count.total() > 0 && !sending, theme::icon::SEND, &send).clicked() {
            asked.push(DayListIntent::AskToSend);
        }
        if sending {
            ui.spinner();
        }
    });
    let mut advanced_open = false;
    ui.horizontal_wrapped(|ui| {
        let mut only_problems = list.only_problems;
        if ui.checkbox(&mut only_problems, tr.text("day-list-only-problems")).changed() {
            asked.push(DayListIntent::OnlyProblems(only_problems));
        }
        ui.add_space(theme::space::L);
        if ui.button(tr.text("day-list-back-to-mapping")).clicked() {
            asked.push(DayListIntent::BackToMapping);
        }
        if ui.button(tr.text("day-list-choose-another")).clicked() {
            asked.push(DayListIntent::StartOver);
        }
        advanced_open = super::day_list::advanced_toggle(ui, tr);
    });
    if advanced_open {
        advanced(ui, tr, list, file, asked);
    }
    ui.add_space(theme::space::S);
    rows_table(ui, tr, list, file, cache, asked);
}

/// "Invite by: e-mail / SMS", and that a row's own channel wins.
fn channels(ui: &mut Ui, state: &AppState, list: &DayList, asked: &mut Vec<DayListIntent>) {
    let tr = &state.tr;
    let allowed = state.allowed_channels();
    ui.label(tr.text("day-list-channel"));
    for channel in Channel::ALL {
        let enabled = allowed.contains(&channel);
        let radio =
            ui.add_enabled(enabled, egui::RadioButton::new(list.channel == channel, tr.msg(&channel_words(channel))));
        if radio.clicked() {
            asked.push(DayListIntent::Channel(channel));
        }
    }
    // Said only where the file has a channel column (elsewhere every row goes this way).
    if list.file.as_ref().is_some_and(|file| file.mapping.column(crate::import::mapping::Target::Channel).is_some()) {
        ui.label(RichText::new(tr.text("day-list-channel-hint")).weak());
    }
}

/// What a receptionist rarely needs, unfolded under "Advanced": how the file was read, and how
/// many invitations leave at the same time.
fn advanced(ui: &mut Ui, tr: &Translator, list: &DayList, file: &ListFile, asked: &mut Vec<DayListIntent>) {
    egui::Frame::new().inner_margin(egui::Margin { left: theme::space::XL as i8, ..egui::Margin::ZERO }).show(
        ui,
        |ui| {
            if let Some(details) = super::day_list::reading_details(tr, file) {
                ui.label(details);
            }
            ui.horizontal_wrapped(|ui| {
                let label = ui.label(tr.text("day-list-concurrency"));
                let mut concurrency = list.concurrency;
                let drag =
                    ui.add(egui::DragValue::new(&mut concurrency).range(1..=MAX_CONCURRENCY)).labelled_by(label.id);
                if drag.changed() {
                    asked.push(DayListIntent::Concurrency(concurrency));
                }
                ui.label(RichText::new(tr.text("day-list-concurrency-hint")).weak());
            });
        },
    );
}

/// Rows the question concerns listed at once (more scroll, and only those in sight are laid
/// out: a list of a thousand new patients costs a frame no more than one of three).
const QUESTION_ROWS_SHOWN: usize = 3;

/// The sex the file leaves out, asked once: for how many new patients, that patients on record
/// keep theirs, one choice for all of them, and which rows it concerns (each row has its own
/// choice in the table below).
fn sex_question(ui: &mut Ui, tr: &Translator, cache: &CheckCache, asked: &mut Vec<DayListIntent>) {
    let question = &cache.question;
    let count = question.rows.len();
    let color =
        if question.chosen < count { super::widgets::warning_color(ui) } else { ui.visuals().weak_text_color() };
    egui::Frame::new()
        .stroke(egui::Stroke::new(theme::stroke::THIN, color))
        .inner_margin(theme::space::M)
        .corner_radius(theme::radius::CONTROL)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            let title = match (question.chosen == count, question.all_checked) {
                (true, _) => "day-list-sex-all-chosen",
                (false, true) => "day-list-sex-missing",
                (false, false) => "day-list-sex-missing-unchecked",
            };
            let title = tr.msg(&msg!(title, count = count));
            if count > 0 {
                ui.label(RichText::new(&title).strong());
            }
            if question.kept_on_record > 0 {
                ui.label(tr.msg(&msg!("day-list-sex-kept-on-record", count = question.kept_on_record)));
            }
            if question.checking {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(tr.text("progress-checking-on-record"));
                });
            }
            if count == 0 {
                return;
            }
            ui.horizontal_wrapped(|ui| {
                ui.label(tr.msg(&msg!("day-list-sex-for-all", count = count)));
                for sex in [GenderChoice::Female, GenderChoice::Male] {
                    let words = tr.text(sex_words(sex));
                    let named = tr.msg(&msg!("day-list-sex-for-all-named", sex = words.as_str(), count = count));
                    if button_named(ui, &words, &named).clicked() {
                        asked.push(DayListIntent::ChooseSexForAll(sex));
                    }
                }
                ui.add_space(theme::space::M);
                let chosen = tr.msg(&msg!("day-list-sex-chosen", chosen = question.chosen, count = count));
                ui.label(RichText::new(chosen).weak());
            });
            let line_height = ui.text_style_height(&egui::TextStyle::Body);
            let shown = cache.question_rows.len().min(QUESTION_ROWS_SHOWN) as f32;
            let scrolled = egui::ScrollArea::vertical()
                .id_salt("day-list-sex-rows")
                .max_height(shown * (line_height + ui.spacing().item_spacing.y))
                .auto_shrink([false, true])
                .show_rows(ui, line_height, cache.question_rows.len(), |ui, rows| {
                    for who in cache.question_rows.get(rows).unwrap_or_default() {
                        ui.label(RichText::new(who).weak());
                    }
                });
            super::a11y::name_scroll_bars_of(ui, scrolled.id, &title);
        });
}

fn sex_words(sex: GenderChoice) -> &'static str {
    match sex {
        GenderChoice::Female => "value-gender-female",
        GenderChoice::Male => "value-gender-male",
    }
}

/// What the check column says of a row, line by line.
#[derive(Clone)]
enum CheckLine {
    Ready,
    LeftOut,
    Problem(String),
    Waiting(String),
}

/// A row's check: its sex, when the list asks it (what was chosen), then its lines.
#[derive(Clone)]
struct RowCheck {
    sex: Option<Option<GenderChoice>>,
    lines: Vec<CheckLine>,
}

impl RowCheck {
    /// Ready, with the sex chosen on the list: said on one line.
    fn ready_with_sex(&self) -> bool {
        self.sex.is_some() && matches!(self.lines.as_slice(), [CheckLine::Ready])
    }
}

fn row_check(
    tr: &Translator,
    row: &crate::state::day_list::ListRow,
    problems: &RowProblems,
    need: SexNeed,
) -> RowCheck {
    if row.excluded {
        return RowCheck { sex: None, lines: vec![CheckLine::LeftOut] };
    }
    let sex = match need {
        SexNeed::Asked { chosen, .. } => Some(chosen),
        _ => None,
    };
    if problems.is_ok() {
        return RowCheck { sex, lines: vec![CheckLine::Ready] };
    }
    // The sex the list asks is said by its own choice, not again as a problem.
    let mut lines: Vec<CheckLine> = problems
        .fields
        .errors
        .iter()
        .filter(|(field, _)| sex.is_none() || **field != Field::Gender)
        .map(|(field, problem)| CheckLine::Problem(tr.msg(&Validation::problem_line(*field, problem))))
        .collect();
    lines.extend(problems.invitation.iter().chain(&problems.appointment).map(|line| CheckLine::Problem(tr.msg(line))));
    lines.extend(problems.waiting.iter().map(|waiting| CheckLine::Waiting(tr.msg(waiting))));
    RowCheck { sex, lines }
}

/// What the check draws of every row, kept until the list changes ([`DayList::revision`]) or
/// the language does; the rows' heights until the check column's width changes too.
#[derive(Default)]
pub struct CheckCache {
    made_for: Option<(u64, Language)>,
    question: SexQuestion,
    /// The rows the question concerns, in words ("· Elise Goossens, row 3 in the file").
    question_rows: Vec<String>,
    /// The rows shown (all, or those with a problem), by their index in the file.
    shown: Vec<usize>,
    /// Per row of the file: the patient's name, and its check.
    names: Vec<String>,
    checks: Vec<RowCheck>,
    /// The widest reference and name shown, up to a cap (egui's automatic width would be the
    /// first rows', and cut a longer name further down).
    reference_width: f32,
    patient_width: f32,
    /// The heights of the shown rows, for the check column's width.
    heights: Option<(f32, Vec<f32>)>,
    /// Per row of the file, its words, made when it is first drawn after a change.
    words: Vec<Option<RowWords>>,
}

/// A row's words: the names its controls are heard by, and its channel.
struct RowWords {
    send: String,
    fix: String,
    channel: String,
    /// Its sex choice's name and its two choices' ("Vrouw: Elise Goossens, rij 3 in het bestand").
    sexes: [(GenderChoice, String, String); 2],
}

impl RowWords {
    fn new(tr: &Translator, row: &crate::state::day_list::ListRow, name: &str, channel: Channel) -> RowWords {
        let line = row.line;
        let who = tr.msg(&msg!("day-list-sex-row", name = name, line = line));
        let sex = |sex: GenderChoice| {
            let words = tr.text(sex_words(sex));
            let named = tr.msg(&msg!("day-list-sex-row-named", sex = words.as_str(), row = who.as_str()));
            (sex, words, named)
        };
        RowWords {
            send: tr.msg(&msg!("day-list-send-row-named", line = line, name = name)),
            fix: tr.msg(&msg!("day-list-fix-named", line = line, name = name)),
            channel: tr.msg(&channel_words(row.channel_or(channel))),
            sexes: [sex(GenderChoice::Female), sex(GenderChoice::Male)],
        }
    }
}

impl CheckCache {
    fn refresh(&mut self, ui: &Ui, state: &AppState, list: &DayList, file: &ListFile) {
        let tr = &state.tr;
        let made_for = Some((list.revision, tr.language()));
        if self.made_for == made_for {
            return;
        }
        let references = state.draft_checks().references;
        self.question = list.sex_question(references);
        self.question_rows = self
            .question
            .rows
            .iter()
            .filter_map(|index| file.rows.get(*index))
            .map(|row| {
                let name = crate::drafts::DraftPatient::from(&row.draft).full_name();
                format!("· {}", tr.msg(&msg!("day-list-sex-row", name = name.as_str(), line = row.line)))
            })
            .collect();
        self.shown = (0..file.rows.len())
            .filter(|index| !list.only_problems || list.checked.get(*index).is_some_and(|p| !p.is_ok()))
            .collect();
        self.names = file.rows.iter().map(|row| crate::drafts::DraftPatient::from(&row.draft).full_name()).collect();
        self.checks = file
            .rows
            .iter()
            .zip(&list.checked)
            .map(|(row, problems)| row_check(tr, row, problems, list.sex_need(row, references)))
            .collect();
        let widest = |texts: &mut dyn Iterator<Item = &str>, title: &str, cap: f32| {
            texts
                .map(|text| super::day_list::text_width(ui, text))
                .fold(super::day_list::text_width(ui, &tr.text(title)), f32::max)
                .min(cap)
                .ceil()
        };
        let shown_rows = || self.shown.iter().filter_map(|index| file.rows.get(*index));
        self.reference_width = widest(
            &mut shown_rows().map(|row| row.draft.external_reference.as_str()),
            "day-list-column-reference",
            theme::size::INPUT_NARROW,
        );
        self.patient_width = widest(
            &mut self.shown.iter().filter_map(|index| self.names.get(*index)).map(String::as_str),
            "day-list-column-patient",
            theme::size::INPUT_SHORT + theme::space::XL * 2.0,
        );
        self.heights = None;
        self.words = std::iter::repeat_with(|| None).take(file.rows.len()).collect();
        self.made_for = made_for;
    }

    /// The shown rows' heights for a check column `width` wide: each as high as its check, its
    /// lines wrapped in the column.
    fn heights(&mut self, ui: &Ui, tr: &Translator, width: f32) -> &[f32] {
        if self.heights.as_ref().is_none_or(|(made_for, _)| *made_for != width) {
            let gap = ui.spacing().item_spacing.y;
            let choice = ui.spacing().interact_size.y;
            let heights = self
                .shown
                .iter()
                .map(|index| {
                    let Some(check) = self.checks.get(*index) else { return theme::size::TABLE_ROW };
                    if check.ready_with_sex() {
                        return theme::size::TABLE_ROW;
                    }
                    let parts = check.lines.len() + usize::from(check.sex.is_some());
                    let text: f32 = check.lines.iter().map(|line| line_height(ui, tr, line, width)).sum();
                    let sex = if check.sex.is_some() { choice } else { 0.0 };
                    let gaps = gap * parts.saturating_sub(1) as f32;
                    (text + sex + gaps + theme::space::M).max(theme::size::TABLE_ROW)
                })
                .collect();
            self.heights = Some((width, heights));
        }
        self.heights.as_ref().map_or(&[], |(_, heights)| heights.as_slice())
    }
}

/// Every row (or only those with a problem): ticked when it will be sent, its row in the file,
/// reference, patient, channel, "Fix", and its check: the sex the list asks (chosen in place)
/// and every problem, each on its own line.
fn rows_table(
    ui: &mut Ui,
    tr: &Translator,
    list: &DayList,
    file: &ListFile,
    cache: &mut CheckCache,
    asked: &mut Vec<DayListIntent>,
) {
    let problems = &list.checked;
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
    let success = super::widgets::success_color(ui);
    let table_name = tr.text("day-list-check-rows");
    let sex_field = tr.text("day-list-sex-choice");
    let (fix_word, ready_word, left_out_word) =
        (tr.text("day-list-fix"), tr.text("day-list-row-ready"), tr.text("day-list-left-out"));
    super::a11y::name_scroll_bars(ui, &table_name, |ui| {
        // A long name or reference is cut (whole on hover and for screen readers); the headers
        // and the check's lines never are.
        let columns = [
            Column::auto(),
            Column::auto(),
            Column::exact(cache.reference_width).clip(true),
            Column::exact(cache.patient_width).clip(true),
            Column::auto(),
            Column::auto(),
            Column::remainder().at_least(theme::size::INPUT_NARROW),
        ];
        super::day_list::table(ui, "day-list-rows", &columns, f32::INFINITY, None, tr, &titles).body(|mut body| {
            let width = body.widths().last().copied().unwrap_or(theme::size::INPUT);
            let heights = cache.heights(body.ui_mut(), tr, width).to_vec();
            let CheckCache { shown, names, checks, words, .. } = cache;
            body.heterogeneous_rows(heights.into_iter(), |mut row| {
                let Some(&index) = shown.get(row.index()) else { return };
                let (Some(list_row), Some(problems), Some(check), Some(name), Some(words)) = (
                    file.rows.get(index),
                    problems.get(index),
                    checks.get(index),
                    names.get(index),
                    words.get_mut(index),
                ) else {
                    return;
                };
                let words = &*words.get_or_insert_with(|| RowWords::new(tr, list_row, name, list.channel));
                let line = list_row.line;
                row.col(|ui| {
                    // Ticked: it will be sent. A row that cannot be sent is not ticked (it can be
                    // left out all the same, and taken back).
                    let can_go = problems.is_ok();
                    let mut included = !list_row.excluded && can_go;
                    let checkbox =
                        ui.add_enabled(can_go || list_row.excluded, egui::Checkbox::without_text(&mut included));
                    super::widgets::name_widget(ui.ctx(), &checkbox, egui::Role::CheckBox, &words.send);
                    if checkbox.changed() {
                        asked.push(DayListIntent::Exclude(index, !included));
                    }
                    checkbox.on_disabled_hover_text(tr.text("day-list-row-cannot-go"));
                });
                row.col(|ui| {
                    ui.label(line.to_string());
                });
                row.col(|ui| {
                    super::widgets::truncated_label(ui, list_row.draft.external_reference.as_str(), f32::INFINITY);
                });
                row.col(|ui| {
                    super::widgets::truncated_label(ui, name.as_str(), f32::INFINITY);
                });
                row.col(|ui| {
                    ui.label(&words.channel);
                });
                row.col(|ui| {
                    if button_named(ui, &fix_word, &words.fix).clicked() {
                        asked.push(DayListIntent::EditRow(Some(index)));
                    }
                });
                row.col(|ui| {
                    let sex_choice = |ui: &mut Ui, asked: &mut Vec<DayListIntent>, chosen: Option<GenderChoice>| {
                        ui.horizontal(|ui| {
                            if chosen.is_none() {
                                ui.label(RichText::new(&sex_field).color(error));
                            } else {
                                ui.label(&sex_field);
                            }
                            for (sex, shown, named) in &words.sexes {
                                let radio = ui.radio(chosen == Some(*sex), shown);
                                super::widgets::name_widget(ui.ctx(), &radio, egui::Role::RadioButton, named);
                                if radio.clicked() {
                                    asked.push(DayListIntent::ChooseSex(index, *sex));
                                }
                            }
                        });
                    };
                    let line_text = |line: &CheckLine| match line {
                        CheckLine::Ready => RichText::new(&ready_word).color(success),
                        CheckLine::LeftOut => RichText::new(&left_out_word).weak(),
                        CheckLine::Problem(problem) => RichText::new(problem).color(error),
                        CheckLine::Waiting(waiting) => RichText::new(waiting).weak(),
                    };
                    match (check.sex, check.lines.as_slice()) {
                        // One line: centred in the row, as the other columns are.
                        (None, [only]) => {
                            ui.add(egui::Label::new(line_text(only)).wrap());
                        }
                        (Some(chosen), []) => sex_choice(ui, asked, chosen),
                        (Some(chosen), [ready @ CheckLine::Ready]) => {
                            ui.label(line_text(ready));
                            ui.add_space(theme::space::L);
                            sex_choice(ui, asked, chosen);
                        }
                        (sex, lines) => {
                            ui.vertical(|ui| {
                                if let Some(chosen) = sex {
                                    sex_choice(ui, asked, chosen);
                                }
                                for line in lines {
                                    ui.add(egui::Label::new(line_text(line)).wrap());
                                }
                            });
                        }
                    }
                });
            });
        });
    });
}

/// How high a check line is, wrapped in `width`.
fn line_height(ui: &Ui, tr: &Translator, line: &CheckLine, width: f32) -> f32 {
    let text = match line {
        CheckLine::Ready => tr.text("day-list-row-ready"),
        CheckLine::LeftOut => tr.text("day-list-left-out"),
        CheckLine::Problem(text) | CheckLine::Waiting(text) => text.clone(),
    };
    egui::WidgetText::from(text).into_galley(ui, Some(egui::TextWrapMode::Wrap), width, egui::TextStyle::Body).size().y
}
