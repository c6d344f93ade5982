//! The Today view on the home screen ([`crate::state::today`]): what this workstation sent on
//! a day, each survey's status once asked for, alerts first and marked; a row opens the survey.

use egui::{RichText, Ui};
use egui_extras::Column;

use crate::i18n::service;
use crate::msg;
use crate::state::today::{SentSurvey, StatusCheck};
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
    let today = AppState::today();
    let heading = if view.date == today {
        tr.text("today-title")
    } else {
        tr.msg(&msg!("today-title-on", date = tr.long_date(view.date)))
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
    if view.problem.is_some() {
        ui.label(RichText::new(tr.text("today-journal-unreadable")).color(super::widgets::warning_color(ui)));
    }
    if view.sent.is_empty() {
        let nothing = if view.date == today { "today-nothing-sent-today" } else { "today-nothing-sent" };
        ui.label(RichText::new(tr.text(nothing)).weak());
        return;
    }
    ui.label(RichText::new(tr.msg(&msg!("today-count", count = view.sent.len()))).weak().small());
    let rows = view.rows();
    let titles = ["today-column-time", "day-list-column-patient", "day-list-column-channel", "today-column-status"];
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
    let row_words = |sent: &SentSurvey| {
        format!("{}, {}, {}, {}", time_of(sent), patient_of(sent), channel_of(sent), status_of(sent))
    };
    let mut list = KeyboardList::new(ui, "today", rows.len());
    let name = heading.clone();
    let table = super::a11y::name_scroll_bars(ui, &name, |ui| {
        ui.scope_builder(list.rows_ui(&name), |ui| {
            // A click anywhere on a row opens it: its text is not selectable (which would take the click).
            ui.style_mut().interaction.selectable_labels = false;
            let columns = [
                Column::exact(60.0),
                Column::exact(200.0).clip(true),
                Column::exact(80.0).clip(true),
                Column::remainder().at_least(180.0).clip(true),
            ];
            let table = super::day_list::table(ui, "today", &columns, height, Some(&list), tr, &titles);
            table.body(|body| {
                body.rows(theme::size::TABLE_ROW, rows.len(), |mut row| {
                    let index = row.index();
                    let Some(sent) = rows.get(index) else { return };
                    row.set_selected(list.is_current(index));
                    let mut cells = Vec::with_capacity(4);
                    cells.push(row.col(|ui| {
                        ui.label(time_of(sent));
                    }));
                    cells.push(row.col(|ui| {
                        ui.label(patient_of(sent));
                    }));
                    cells.push(row.col(|ui| {
                        ui.label(channel_of(sent));
                    }));
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
