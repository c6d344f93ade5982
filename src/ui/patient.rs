//! An open patient: the record as the service holds it (its other fields folded as "More
//! details", its id at the service folded as "Technical details"), the actions on it, and the
//! list of their surveys (each opens the survey view).

use egui::{RichText, Ui};

use crate::api::{Patient, Survey};
use crate::i18n::service;
use crate::i18n::{Msg, Translator};
use crate::patient::{Field, GenderChoice, PhoneTypeChoice, words};
use crate::state::present::value_text;
use crate::state::{AppState, Intent, Loadable};

use egui_extras::{Column, TableBuilder};

use super::keyboard_list::KeyboardList;
use super::widgets::{error_box, error_color, status_chip, truncated_label};

pub fn show(ui: &mut Ui, state: &AppState, intents: &mut Vec<Intent>) {
    let tr = &state.tr;
    let Some(open) = &state.patient else {
        return;
    };
    let patient = &open.patient;
    // The name on a line of its own, cut to the width: however long it is,
    // the actions below stay on screen.
    truncated_label(ui, RichText::new(patient.full_name()).heading(), f32::INFINITY);
    ui.horizontal_wrapped(|ui| {
        if super::widgets::icon_button(ui, super::theme::icon::EDIT, &tr.text("patient-edit-details")).clicked() {
            intents.push(Intent::StartEdit);
        }
        let new_survey =
            super::widgets::icon_button(ui, super::theme::icon::NEW_SURVEY, &tr.text("patient-new-survey"));
        super::a11y::opener(ui.ctx(), super::a11y::OPENS_SURVEY_FOR_OPEN_PATIENT, new_survey.id);
        if new_survey.clicked() {
            intents.push(Intent::StartSurveyForOpenPatient);
        }
    });
    ui.add_space(super::theme::space::M);
    details(ui, tr, patient);
    ui.add_space(super::theme::space::L);
    ui.separator();
    ui.horizontal(|ui| {
        ui.heading(tr.text("patient-surveys"));
        let loading = open.surveys.is_loading();
        let refresh = super::widgets::icon_button_enabled(
            ui,
            !loading,
            super::theme::icon::REFRESH,
            &tr.text("patient-refresh-surveys"),
        );
        if refresh.on_hover_text(super::shortcuts::hint(ui.ctx(), tr, &super::shortcuts::REFRESH)).clicked() {
            intents.push(Intent::RefreshSurveys);
        }
        if loading {
            ui.spinner();
        }
    });
    match &open.surveys {
        Loadable::NotRequested => {
            ui.label(tr.text("patient-surveys-not-loaded"));
        }
        Loadable::Loading(_) => {
            ui.label(tr.text("patient-surveys-loading"));
        }
        Loadable::Failed(error) => error_box(ui, &state.tr, error),
        Loadable::Ready(surveys) if surveys.is_empty() => {
            ui.label(tr.text("patient-surveys-none"));
        }
        Loadable::Ready(surveys) => {
            if let Some(survey_id) = survey_table(ui, tr, surveys) {
                intents.push(Intent::OpenSurvey(survey_id));
            }
        }
    }
}

/// Room left for the values beside the labels of the details grid.
fn value_width(ui: &Ui) -> f32 {
    (ui.available_width() - 170.0).max(120.0)
}

fn details(ui: &mut Ui, tr: &Translator, patient: &Patient) {
    let width = value_width(ui);
    egui::Grid::new("patient-details").num_columns(2).spacing(super::theme::GRID_GAP).show(ui, |ui| {
        let mut row = |label: String, value: String| {
            ui.label(RichText::new(label).weak());
            truncated_label(ui, if value.trim().is_empty() { "—".to_owned() } else { value }, width);
            ui.end_row();
        };
        let field = |field: Field| tr.text(field.label());
        row(field(Field::ExternalReference), patient.external_reference.clone().unwrap_or_default());
        row(
            field(Field::Gender),
            patient.gender.map(|g| tr.msg(&words::gender(GenderChoice::from(g)))).unwrap_or_default(),
        );
        row(
            field(Field::Birthdate),
            patient
                .birthdate
                .map(|b| {
                    let date = b.date();
                    tr.msg(
                        &Msg::new("patient-birthdate-value")
                            .with("long_date", tr.long_date(date))
                            .with("date", tr.date(date)),
                    )
                })
                .unwrap_or_default(),
        );
        // An offered language by its own name ("Français (Belgique)"); any other tag as it is.
        row(field(Field::Language), words::language_shown(patient.language.as_deref().unwrap_or_default()));
        row(field(Field::Email), patient.email.clone().unwrap_or_default());
        row(
            tr.text("patient-phone"),
            patient
                .phone
                .as_ref()
                .map(|p| {
                    let kind = match p.phone_type {
                        Some(kind) => words::phone_type(PhoneTypeChoice::from(kind)),
                        None => Msg::new("patient-phone-type-unknown"),
                    };
                    tr.msg(
                        &Msg::new("patient-phone-value")
                            .with("number", crate::patient_rules::display_phone(&p.phone_number, &p.country_iso_alpha2))
                            .with("type", kind)
                            .with("country", words::country(&p.country_iso_alpha2)),
                    )
                })
                .unwrap_or_default(),
        );
    });
    if !patient.extra.is_empty() {
        egui::CollapsingHeader::new(tr.msg(&Msg::new("patient-other-fields").with("count", patient.extra.len())))
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
    // The patient's id at the service means nothing at the desk: folded, for support.
    egui::CollapsingHeader::new(tr.text("details-technical")).id_salt("patient-technical").show(ui, |ui| {
        let id = patient.patient_id.as_str();
        ui.scope(|ui| {
            ui.set_max_width(width + 170.0);
            let label = tr.text("patient-service-id");
            super::widgets::value_with_copy(ui, tr, &label, id, id, &tr.text("patient-copy-service-id"));
        });
    });
}

/// The patient's surveys, newest first: one Tab stop (see [`KeyboardList`]); a click on a row,
/// or Enter on the current one, opens the survey.
fn survey_table(ui: &mut Ui, tr: &Translator, surveys: &[Survey]) -> Option<String> {
    let row_words = |survey: &Survey| {
        let status = tr.msg(&survey.status.as_ref().map(service::survey_status).unwrap_or_else(service::no_status));
        tr.msg(
            &Msg::new("patient-survey-row")
                .with("created", created_text(tr, survey))
                .with("status", status)
                .with("answers", survey.answers.len())
                .with("alerts", survey.alerts.len()),
        )
    };
    let name = tr.text("patient-surveys");
    let mut list = KeyboardList::new(ui, "survey-list", surveys.len());
    let table = ui.scope_builder(list.rows_ui(&name), |ui| {
        // A click anywhere on a row opens it: its text is not selectable (which would take the click).
        ui.style_mut().interaction.selectable_labels = false;
        // Its scroll bar (a low window shows three rows) is named like the list.
        super::a11y::name_scroll_bars(ui, &name, |ui| survey_rows(ui, tr, surveys, &mut list, row_words))
    });
    let index = list.finish(ui, &table.response, |index| surveys.get(index).map(row_words).unwrap_or_default());
    index.and_then(|index| surveys.get(index)).map(|survey| survey.survey_id.clone())
}

/// When a survey was made: in the language's date form, local time; a time the service wrote
/// unreadably as it came.
fn created_text(tr: &Translator, survey: &Survey) -> String {
    survey
        .created_at
        .as_ref()
        .map(|t| t.instant.map_or_else(|| t.raw.clone(), |moment| tr.timestamp(moment)))
        .unwrap_or_else(|| "—".to_owned())
}

/// The survey list's table (in the list's Ui).
fn survey_rows(
    ui: &mut Ui,
    tr: &Translator,
    surveys: &[Survey],
    list: &mut KeyboardList,
    row_words: impl Fn(&Survey) -> String,
) {
    let mut builder = TableBuilder::new(ui)
        .id_salt("survey-list")
        .striped(true)
        .sense(KeyboardList::row_sense())
        .cell_layout(egui::Layout::left_to_right(egui::Align::Center))
        .column(Column::auto().at_least(110.0))
        .column(Column::auto().at_least(130.0))
        .column(Column::auto().at_least(60.0))
        .column(Column::remainder().at_least(50.0))
        .min_scrolled_height(super::theme::size::TABLE_MIN_HEIGHT);
    if let Some(row) = list.scroll_to() {
        builder = builder.scroll_to_row(row, None);
    }
    builder
        .header(super::theme::size::TABLE_HEADER, |mut header| {
            let titles =
                ["patient-column-status", "patient-column-created", "patient-column-answers", "patient-column-alerts"];
            for title in titles {
                header.col(|ui| {
                    ui.label(RichText::new(tr.text(title)).strong());
                });
            }
        })
        .body(|body| {
            body.rows(super::theme::size::TABLE_ROW, surveys.len(), |mut row| {
                let index = row.index();
                let Some(survey) = surveys.get(index) else { return };
                row.set_selected(list.is_current(index));
                let created = survey.created_at.as_ref();
                let mut cells = Vec::with_capacity(4);
                cells.push(row.col(|ui| {
                    status_chip(ui, tr, survey.status.as_ref());
                }));
                cells.push(row.col(|ui| {
                    ui.label(created_text(tr, survey))
                        .on_hover_text(created.map(|t| t.utc_display()).unwrap_or_default());
                }));
                cells.push(row.col(|ui| {
                    ui.label(survey.answers.len().to_string());
                }));
                cells.push(row.col(|ui| {
                    let count = survey.alerts.len();
                    if count > 0 {
                        ui.label(RichText::new(count.to_string()).color(error_color(ui)).strong());
                    } else {
                        ui.label("0");
                    }
                }));
                list.table_row(index, &cells, row_words(survey));
            });
        });
}
