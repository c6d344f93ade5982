//! The Today view on the home screen ([`crate::state::today`]): what this workstation sent on
//! a day, each survey's status once asked for, alerts first and marked; a row opens the survey.

use egui::{RichText, Ui};
use egui_extras::Column;

use crate::msg;
use crate::state::today::StatusCheck;
use crate::state::{AppState, Intent};

use super::theme;
use super::widgets::icon_button_enabled;

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
        if let Some(date) = super::date_picker::date_picker(ui, tr, "today", Some(view.date), today, range, today) {
            out.push(Intent::TodayDate(date));
        }
        if view.date != today && ui.button(tr.text("today-back-to-today")).clicked() {
            out.push(Intent::TodayDate(today));
        }
        let can_refresh = view.refreshing.is_none() && !view.sent.is_empty() && state.connection.token.is_some();
        let refresh = tr.text("today-refresh");
        if icon_button_enabled(ui, can_refresh, theme::icon::REFRESH, &refresh).clicked() {
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
        ui.label(RichText::new(tr.text("today-nothing-sent")).weak());
        return;
    }
    ui.label(RichText::new(tr.msg(&msg!("today-count", count = view.sent.len()))).weak().small());
    let rows = view.rows();
    let titles = ["today-column-time", "day-list-column-patient", "day-list-column-channel", "today-column-status"];
    let error = super::widgets::error_color(ui);
    // Room below for the recent patients.
    let height = (ui.available_height() * 0.6).max(theme::size::TABLE_ROW * 4.0);
    let table_name = heading.clone();
    super::a11y::name_scroll_bars(ui, &table_name, |ui| {
        let columns = [
            Column::exact(60.0),
            Column::exact(200.0).clip(true),
            Column::exact(80.0).clip(true),
            Column::remainder().at_least(180.0).clip(true),
        ];
        super::day_list::table(ui, "today", &columns, height, tr, &titles).body(|body| {
            body.rows(theme::size::TABLE_ROW, rows.len(), |mut row| {
                let Some(sent) = rows.get(row.index()) else { return };
                let time = sent.sent_at.to_zoned(jiff::tz::TimeZone::system()).strftime("%H:%M").to_string();
                let patient = match (&sent.patient, &sent.reference) {
                    (Some(name), Some(reference)) => format!("{name} · {reference}"),
                    (Some(name), None) => name.clone(),
                    _ => tr.text("today-patient-single-survey"),
                };
                let check = view.status_of(&sent.survey_id);
                row.col(|ui| {
                    ui.label(time.as_str());
                });
                let open = tr.msg(&msg!("today-open-named", time = time.as_str(), patient = patient.as_str()));
                let mut clicked = false;
                row.col(|ui| {
                    // The patient's name is the row's link for the keyboard and the screen reader.
                    let link = ui.link(patient.as_str());
                    super::widgets::name_widget(ui.ctx(), &link, egui::Role::Link, &open);
                    clicked |= link.clicked();
                });
                row.col(|ui| {
                    let channel = sent.channel.map_or_else(
                        || tr.text("today-link-only"),
                        |channel| tr.msg(&crate::i18n::service::channel(channel)),
                    );
                    ui.label(channel);
                });
                row.col(|ui| match check {
                    StatusCheck::NotChecked => {
                        ui.label(RichText::new(tr.text("today-status-not-checked")).weak());
                    }
                    StatusCheck::Checking => {
                        ui.spinner();
                    }
                    StatusCheck::Checked { status, alerts } => {
                        if *alerts > 0 {
                            let words = tr.msg(&msg!("today-alerts", count = *alerts));
                            super::widgets::icon_message(ui, theme::icon::WARNING, &words, error);
                        }
                        super::widgets::status_chip(ui, tr, status.as_ref());
                    }
                    StatusCheck::Failed(problem) => {
                        let words = tr.msg(&crate::i18n::service::api_error(problem));
                        ui.label(RichText::new(tr.text("today-status-failed")).color(error)).on_hover_text(words);
                    }
                });
                if clicked {
                    out.push(Intent::OpenSurvey(sent.survey_id.clone()));
                }
            });
        });
    });
}
