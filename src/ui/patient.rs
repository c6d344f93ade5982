//! An open patient: the record as the service holds it (unknown fields
//! too), the actions on it, and the list of their surveys (each opens the
//! survey view).

use egui::{RichText, Ui};

use crate::api::{Patient, Survey};
use crate::i18n::service;
use crate::state::present::value_text;
use crate::state::{AppState, Intent, Loadable};

use egui_extras::{Column, TableBuilder};

use super::widgets::{error_box, error_color, status_chip, truncated_label};

pub fn show(ui: &mut Ui, state: &AppState, intents: &mut Vec<Intent>) {
    let Some(open) = &state.patient else {
        return;
    };
    let patient = &open.patient;
    // The name on a line of its own, cut to the width: however long it is,
    // the actions below stay on screen.
    truncated_label(ui, RichText::new(patient.full_name()).heading(), f32::INFINITY);
    ui.horizontal_wrapped(|ui| {
        if ui.button("Edit details").clicked() {
            intents.push(Intent::StartEdit);
        }
        if ui.button("New survey").clicked() {
            intents.push(Intent::StartSurveyForOpenPatient);
        }
    });
    ui.add_space(6.0);
    details(ui, &state.tr, patient);
    ui.add_space(12.0);
    ui.separator();
    ui.horizontal(|ui| {
        ui.heading("Surveys");
        let loading = open.surveys.is_loading();
        if ui.add_enabled(!loading, egui::Button::new("Refresh surveys")).clicked() {
            intents.push(Intent::RefreshSurveys);
        }
        if loading {
            ui.spinner();
        }
    });
    match &open.surveys {
        Loadable::NotRequested => {
            ui.label("Not loaded.");
        }
        Loadable::Loading(_) => {
            ui.label("Loading surveys…");
        }
        Loadable::Failed(error) => error_box(ui, &state.tr, error),
        Loadable::Ready(surveys) if surveys.is_empty() => {
            ui.label("No surveys yet. Use \"New survey\" to send one.");
        }
        Loadable::Ready(surveys) => {
            if let Some(survey_id) = survey_table(ui, &state.tr, surveys) {
                intents.push(Intent::OpenSurvey(survey_id));
            }
        }
    }
}

/// Room left for the values beside the labels of the details grid.
fn value_width(ui: &Ui) -> f32 {
    (ui.available_width() - 170.0).max(120.0)
}

fn details(ui: &mut Ui, tr: &crate::i18n::Translator, patient: &Patient) {
    let width = value_width(ui);
    egui::Grid::new("patient-details").num_columns(2).spacing([16.0, 4.0]).show(ui, |ui| {
        let mut row = |label: &str, value: String| {
            ui.label(RichText::new(label).weak());
            truncated_label(ui, if value.trim().is_empty() { "—".to_owned() } else { value }, width);
            ui.end_row();
        };
        row("Service id", patient.patient_id.clone());
        row("External reference", patient.external_reference.clone().unwrap_or_default());
        row("Gender", patient.gender.map(|g| tr.msg(&service::gender(g))).unwrap_or_default());
        row(
            "Date of birth",
            patient
                .birthdate
                .map(|b| {
                    let date = b.date();
                    format!(
                        "{} ({})",
                        crate::state::patient_form::long_date(date),
                        crate::patient_rules::display_date(date)
                    )
                })
                .unwrap_or_default(),
        );
        row("Language", patient.language.clone().unwrap_or_default());
        row("E-mail", patient.email.clone().unwrap_or_default());
        row(
            "Phone",
            patient
                .phone
                .as_ref()
                .map(|p| {
                    let country = crate::patient_rules::country_name(&p.country_iso_alpha2)
                        .map(str::to_owned)
                        .unwrap_or_else(|| p.country_iso_alpha2.clone());
                    format!(
                        "{} ({}, {country})",
                        crate::patient_rules::display_phone(&p.phone_number, &p.country_iso_alpha2),
                        p.phone_type
                            .map(|t| tr.msg(&service::phone_type(t)))
                            .unwrap_or_else(|| "type unknown".to_owned()),
                    )
                })
                .unwrap_or_default(),
        );
    });
    if !patient.extra.is_empty() {
        egui::CollapsingHeader::new(format!("Other fields from the service ({})", patient.extra.len()))
            .id_salt("patient-extra")
            .show(ui, |ui| {
                let width = value_width(ui);
                egui::Grid::new("patient-extra-grid").num_columns(2).show(ui, |ui| {
                    for (key, value) in &patient.extra {
                        truncated_label(ui, RichText::new(key).weak(), 240.0);
                        truncated_label(ui, value_text(value), width);
                        ui.end_row();
                    }
                });
            });
    }
}

/// The patient's surveys, newest first; a click on a row (or its "Open"
/// button) opens the survey.
fn survey_table(ui: &mut Ui, tr: &crate::i18n::Translator, surveys: &[Survey]) -> Option<String> {
    let mut open = None;
    TableBuilder::new(ui)
        .id_salt("survey-list")
        .striped(true)
        .sense(egui::Sense::click())
        .cell_layout(egui::Layout::left_to_right(egui::Align::Center))
        .column(Column::auto().at_least(110.0))
        .column(Column::auto().at_least(130.0))
        .column(Column::auto().at_least(60.0))
        .column(Column::auto().at_least(50.0))
        .column(Column::remainder().at_least(120.0).clip(true))
        .column(Column::auto())
        .min_scrolled_height(0.0)
        .header(22.0, |mut header| {
            for title in ["Status", "Created", "Answers", "Alerts", "Survey id", ""] {
                header.col(|ui| {
                    ui.label(RichText::new(title).strong());
                });
            }
        })
        .body(|body| {
            body.rows(28.0, surveys.len(), |mut row| {
                let Some(survey) = surveys.get(row.index()) else { return };
                let created = survey.created_at.as_ref();
                let created_text = created.map(|t| t.local_display()).unwrap_or_else(|| "—".to_owned());
                row.col(|ui| {
                    status_chip(ui, tr, survey.status.as_ref());
                });
                row.col(|ui| {
                    ui.label(&created_text).on_hover_text(created.map(|t| t.utc_display()).unwrap_or_default());
                });
                row.col(|ui| {
                    ui.label(survey.answers.len().to_string());
                });
                row.col(|ui| {
                    let count = survey.alerts.len();
                    if count > 0 {
                        ui.label(RichText::new(count.to_string()).color(error_color(ui)).strong());
                    } else {
                        ui.label("0");
                    }
                });
                row.col(|ui| {
                    ui.label(RichText::new(&survey.survey_id).monospace().small());
                });
                row.col(|ui| {
                    let status =
                        tr.msg(&survey.status.as_ref().map(service::survey_status).unwrap_or_else(service::no_status));
                    let clicked = ui
                        .button("Open")
                        .accessible_name(format!("Open the survey of {created_text} ({status})"))
                        .clicked();
                    if clicked {
                        open = Some(survey.survey_id.clone());
                    }
                });
                if row.response().clicked() {
                    open = Some(survey.survey_id.clone());
                }
            });
        });
    open
}
