//! The Today view on the home screen ([`crate::state::today`]): what this workstation sent on
//! a day, each survey's status once asked for, alerts first and marked; a row opens the survey.

use egui::{RichText, Ui};
use egui_extras::Column;

use crate::i18n::service;
use crate::msg;
use crate::state::today::{DeskFilter, SentSurvey, StatusCheck};
use crate::state::{AppState, Intent};

use super::keyboard_list::KeyboardList;
use super::theme;
use super::widgets::icon_button_enabled;

/// The day picker's button: "Another day…".
const OTHER_DAY: super::date_picker::ButtonWords =
    super::date_picker::ButtonWords { text: "today-other-day", hint: "today-other-day-hint" };

pub fn show(ui: &mut Ui, state: &AppState, out: &mut Vec<Intent>) {
    let tr = &state.tr;
    let view = &state.today_view;
    let today = state.today();
    // Where the clinic's desks share their journal, the view shows every desk's unless the
    // user chose this desk's; the heading says which.
    let desks_shared = state.desks_shown();
    let all_desks = desks_shared && view.desks == DeskFilter::AllDesks;
    let heading = match (view.date == today, all_desks) {
        (true, false) => tr.text("today-title"),
        (true, true) => tr.text("today-title-clinic"),
        (false, false) => tr.msg(&msg!("today-title-on", date = tr.long_date(view.date))),
        (false, true) => tr.msg(&msg!("today-title-clinic-on", date = tr.long_date(view.date))),
    };
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(&heading).strong());
        let range = jiff::civil::date(2020, 1, 1)..=today;
        if let Some(date) =
            super::date_picker::date_picker(ui, tr, "today", &OTHER_DAY, Some(view.date), today, range, today)
        {
            out.push(Intent::TodayDate(date));
        }
        if view.date != today && ui.button(tr.text("today-back-to-today")).clicked() {
            out.push(Intent::TodayDate(today));
        }
        if desks_shared && let Some(desks) = super::widgets::desk_choice(ui, tr, view.desks) {
            out.push(Intent::TodayDesks(desks));
        }
        let why = super::widgets::refresh_unavailable(state, !view.sent.is_empty(), view.refreshing.is_some());
        let can_refresh = view.refreshing.is_none() && why.is_none();
        let refresh = icon_button_enabled(ui, can_refresh, theme::icon::REFRESH, &tr.text("today-refresh"));
        if super::widgets::greyed_because(ui, tr, refresh, why.as_ref()).clicked() {
            out.push(Intent::RefreshStatuses);
        }
        if view.refreshing.is_some() || view.loading.is_some() {
            ui.spinner();
        }
    });
    super::widgets::clinic_sharing_off_note(ui, state);
    if view.problem.is_some() {
        let words =
            if state.clinic_database_in_use() { "today-clinic-database-away" } else { "today-journal-unreadable" };
        ui.label(RichText::new(tr.text(words)).color(super::widgets::warning_color(ui)));
    }
    let rows = view.rows();
    if rows.is_empty() {
        let nothing = if view.date == today { "today-nothing-sent-today" } else { "today-nothing-sent" };
        ui.label(RichText::new(tr.text(nothing)).weak());
        return;
    }
    ui.label(RichText::new(tr.msg(&msg!("today-count", count = rows.len()))).weak().small());
    let mut titles = vec!["today-column-time"];
    if desks_shared {
        titles.push("today-column-desk");
    }
    titles.extend(["day-list-column-patient", "day-list-column-channel", "today-column-status"]);
    let error = super::widgets::error_color(ui);
    // Room below for the recent patients.
    let height = (ui.available_height() * 0.6).max(theme::size::TABLE_ROW * 4.0);
    // A row's words for the screen reader (the list's value while it is the current row).
    let time_of =
        |sent: &SentSurvey| sent.sent_at.to_zoned_datetime(jiff::tz::TimeZone::system()).strftime("%H:%M").to_string();
    let patient_of = |sent: &SentSurvey| match (&sent.patient, &sent.reference) {
        (Some(name), Some(reference)) => format!("{name} · {reference}"),
        (Some(name), None) => name.clone(),
        _ => tr.text("today-patient-single-survey"),
    };
    let channel_of = |sent: &SentSurvey| {
        sent.channel
            .map_or_else(|| tr.text("today-link-only"), |channel| tr.msg(&crate::i18n::service::channel(channel)))
    };
    let status_of = |sent: &SentSurvey| match view.status_of(&sent.survey_id) {
        StatusCheck::NotChecked | StatusCheck::Checking => tr.text("today-status-not-checked"),
        StatusCheck::Checked { status, alerts, .. } => {
            let status = tr.msg(&status.as_ref().map(service::survey_status).unwrap_or_else(service::no_status));
            match alerts {
                0 => status,
                count => format!("{}, {status}", tr.msg(&msg!("today-alerts", count = *count))),
            }
        }
        StatusCheck::Failed(_) => tr.text("today-status-failed"),
    };
    let texts_of = |sent: &SentSurvey| {
        let mut texts = vec![time_of(sent)];
        if desks_shared {
            texts.push(desk_words(tr, sent.desk.as_deref()));
        }
        texts.extend([patient_of(sent), channel_of(sent)]);
        texts
    };
    let row_words = |sent: &SentSurvey| {
        let mut words = texts_of(sent);
        words.push(status_of(sent));
        words.join(", ")
    };
    let mut list = KeyboardList::new(ui, "today", rows.len());
    let name = heading.clone();
    let table = super::a11y::name_scroll_bars(ui, &name, |ui| {
        ui.scope_builder(list.rows_ui(&name), |ui| {
            // A click anywhere on a row opens it: its text is not selectable (which would take the click).
            ui.style_mut().interaction.selectable_labels = false;
            let mut columns = vec![Column::exact(60.0)];
            if desks_shared {
                columns.push(Column::exact(110.0).clip(true));
            }
            columns.extend([
                Column::exact(200.0).clip(true),
                Column::exact(80.0).clip(true),
                Column::remainder().at_least(180.0).clip(true),
            ]);
            let table = super::day_list::table(ui, "today", &columns, height, Some(&list), tr, &titles);
            table.body(|body| {
                body.rows(theme::size::TABLE_ROW, rows.len(), |mut row| {
                    let index = row.index();
                    let Some(sent) = rows.get(index) else { return };
                    row.set_selected(list.is_current(index));
                    let mut cells = Vec::with_capacity(5);
                    for text in texts_of(sent) {
                        cells.push(row.col(|ui| {
                            ui.label(text);
                        }));
                    }
                    cells.push(row.col(|ui| match view.status_of(&sent.survey_id) {
                        StatusCheck::NotChecked => {
                            ui.label(RichText::new(tr.text("today-status-not-checked")).weak());
                        }
                        StatusCheck::Checking => {
                            ui.spinner();
                        }
                        StatusCheck::Checked { status, alerts, .. } => {
                            if *alerts > 0 {
                                let words = tr.msg(&msg!("today-alerts", count = *alerts));
                                super::widgets::icon_message(ui, theme::icon::WARNING, &words, error);
                            }
                            super::widgets::status_chip(ui, tr, status.as_ref());
                        }
                        StatusCheck::Failed(problem) => {
                            let words = tr.msg(&service::api_error(problem));
                            ui.label(RichText::new(tr.text("today-status-failed")).color(error)).on_hover_text(words);
                        }
                    }));
                    list.table_row(index, &cells, row_words(sent));
                });
            });
        })
    });
    let opened = list.finish(ui, &table.response, |index| rows.get(index).map(|s| row_words(s)).unwrap_or_default());
    if let Some(sent) = opened.and_then(|index| rows.get(index)) {
        out.push(Intent::OpenSurvey(sent.survey_id.clone()));
    }
}

/// The desk that sent an invitation, as a cell says it: its name, or "This desk".
pub fn desk_words(tr: &crate::i18n::Translator, desk: Option<&str>) -> String {
    desk.map_or_else(|| tr.text("desks-this-one"), str::to_owned)
}
