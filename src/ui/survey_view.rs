//! The open survey: status and created time, the alerts first and
//! prominent, the confirmed diagnoses, unknown fields ("More details") and its id ("Technical
//! details"), both folded, and three tabs:
//! the answers (a virtualised, filterable table), the history (a timeline)
//! and the summaries (plain text with copy; the PDF with preview, save, open).
//!
//! It reads [`SurveyView`] and returns [`SurveyIntent`]s. The answers and the history, long
//! lists drawn as virtualised tables, are `super::survey_lists`; the summaries tab (plain text,
//! the PDF with its preview) is [`super::survey_summary`].

use egui::{Color32, Key, RichText, Ui};

use crate::api::{ServiceTime, Survey};
use crate::i18n::Translator;
use crate::msg;
use crate::state::present::{AlertLevel, alert_severity, describe_element, value_text as value_as_text};
use crate::state::survey_view::{SurveyTab, SurveyView};
use crate::state::{AppState, Intent, Loadable, SurveyIntent};

use super::survey_lists::{answers, history};
pub use super::survey_summary::PreviewTextures;
use super::survey_summary::summary;
use super::widgets::{error_box, error_color, status_chip, truncated_label, warning_color};

/// What the user asked for on this screen, in the order asked.
pub(super) type Intents = Vec<Intent>;

pub fn show(ui: &mut Ui, state: &AppState, textures: &mut PreviewTextures, intents: &mut Intents) {
    let Some(view) = &state.survey_view else {
        return;
    };
    let tr = &state.tr;
    let no_dialog = state.survey_form.is_none() && !state.sign_in_overlay;
    if no_dialog && ui.memory(|m| m.focused().is_none()) && ui.input(|i| i.key_pressed(Key::Escape)) {
        intents.push(Intent::Survey(SurveyIntent::Back));
    }
    header(ui, tr, view, intents);
    follow_up_note(ui, state, &view.survey_id, intents);
    match &view.survey {
        Loadable::NotRequested => {
            ui.label(tr.text("survey-not-loaded"));
            if ui.button(tr.text("survey-load")).clicked() {
                intents.push(Intent::Survey(SurveyIntent::Refresh));
            }
        }
        Loadable::Loading(_) => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(tr.text("survey-loading"));
            });
        }
        Loadable::Failed(error) => {
            error_box(ui, tr, error);
            if ui.button(tr.text("survey-try-again")).clicked() {
                intents.push(Intent::Survey(SurveyIntent::Refresh));
            }
        }
        Loadable::Ready(survey) => {
            if let Some(error) = &view.refresh_error {
                error_box(ui, tr, error);
                ui.label(RichText::new(tr.text("survey-showing-last-loaded")).weak());
            }
            alerts(ui, tr, survey);
            ui.add_space(super::theme::space::M);
            diagnoses(ui, tr, survey);
            other_fields(ui, tr, survey);
            technical_details(ui, tr, view);
            ui.add_space(super::theme::space::M);
            tabs(ui, tr, view, survey, intents);
            ui.separator();
            match view.tab {
                SurveyTab::Answers => answers(ui, tr, view, survey, intents),
                SurveyTab::History => history(ui, tr, &view.history, view.history_version, intents),
                SurveyTab::Summary => summary(ui, tr, view, textures, intents),
            }
        }
    }
}

/// For a survey this workstation sent as an invitation or a reminder: an earlier one says which
/// reminder replaced it (and opens that one); the latest offers "Send a reminder", asked first
/// as in the Follow-up view.
fn follow_up_note(ui: &mut Ui, state: &AppState, survey_id: &str, intents: &mut Intents) {
    let Some(invitation) = state.follow_up.invitation_of(survey_id) else { return };
    let tr = &state.tr;
    let latest = invitation.latest();
    if latest.survey_id != survey_id {
        ui.horizontal_wrapped(|ui| {
            let when = tr.timestamp(latest.sent_at);
            let color = ui.visuals().weak_text_color();
            let words = tr.msg(&msg!("survey-replaced-by-reminder", time = when));
            super::widgets::icon_message(ui, super::theme::icon::INFO, &words, color);
            if ui.button(tr.text("survey-open-reminder")).clicked() {
                intents.push(Intent::OpenSurvey(latest.survey_id.clone()));
            }
        });
        return;
    }
    let key = invitation.key().to_owned();
    let may = !state.remindable(std::slice::from_ref(&key), &state.clock.now()).is_empty();
    let can = may && state.connection.can_make_requests() && state.follow_up.creating.is_none();
    ui.horizontal_wrapped(|ui| {
        let remind = tr.text("survey-send-reminder");
        let button = super::widgets::icon_button_enabled(ui, can, super::theme::icon::SEND, &remind);
        let hint = if may { tr.text("survey-send-reminder-hint") } else { tr.text("survey-no-reminder-now") };
        if button.on_hover_text(hint).on_disabled_hover_text(tr.text("survey-no-reminder-now")).clicked() {
            intents.push(Intent::FollowUp(crate::state::follow_up::FollowUpIntent::Remind(vec![key])));
        }
        if !invitation.reminders.is_empty() {
            let words = tr.msg(&msg!("survey-reminders-sent", count = invitation.reminders.len()));
            ui.label(RichText::new(words).weak());
        }
    });
}

fn header(ui: &mut Ui, tr: &Translator, view: &SurveyView, intents: &mut Intents) {
    ui.horizontal_wrapped(|ui| {
        if ui.button(tr.text("survey-back-to-patient")).on_hover_text(tr.text("survey-back-key")).clicked() {
            intents.push(Intent::Survey(SurveyIntent::Back));
        }
        let title = match &view.patient_name {
            Some(name) => tr.msg(&msg!("survey-title-of", name = name.as_str())),
            None => tr.text("survey-title"),
        };
        // Room is kept for the status, the time and the refresh button after the title.
        truncated_label(ui, RichText::new(title).heading(), (ui.available_width() - 380.0).max(120.0));
        if let Some(survey) = view.survey.ready() {
            status_chip(ui, tr, survey.status.as_ref());
            let created = survey.created_at.as_ref();
            let line = match created {
                Some(time) => msg!("survey-created-at", time = local_time(tr, time)),
                None => msg!("survey-created-unknown"),
            };
            ui.label(tr.msg(&line)).on_hover_text(created.map(|t| t.utc_display()).unwrap_or_default());
        }
        let busy = view.is_refreshing();
        let refresh =
            super::widgets::icon_button_enabled(ui, !busy, super::theme::icon::REFRESH, &tr.text("survey-refresh"));
        let hint = format!(
            "{}\n{}",
            tr.text("survey-refresh-hint"),
            super::shortcuts::hint(ui.ctx(), tr, &super::shortcuts::REFRESH)
        );
        if refresh.on_hover_text(hint).clicked() {
            intents.push(Intent::Survey(SurveyIntent::Refresh));
        }
        if busy {
            ui.spinner();
        }
    });
    if view.is_in_progress() {
        let note = match view.auto_refresh.due {
            Some(_) => msg!("survey-still-answering-next", seconds = view.auto_refresh.interval().as_secs()),
            None => msg!("survey-still-answering"),
        };
        ui.label(RichText::new(tr.msg(&note)).weak());
    }
    ui.add_space(super::theme::space::S);
}

/// The survey's id, which means nothing at the desk: folded, with a copy button, for support.
fn technical_details(ui: &mut Ui, tr: &Translator, view: &SurveyView) {
    egui::CollapsingHeader::new(tr.text("details-technical")).id_salt("survey-technical").show(ui, |ui| {
        let id = view.survey_id.as_str();
        super::widgets::value_with_copy(ui, tr, &tr.text("survey-id-label"), id, id, &tr.text("survey-copy-id"));
    });
}

/// The most the alerts and the diagnoses take of the window's height, in points, before they
/// scroll: less on a short window, so the answers keep room (800×600 and up).
fn section_heights(ui: &Ui) -> (f32, f32) {
    if ui.ctx().content_rect().height() < 700.0 { (96.0, 64.0) } else { (160.0, 120.0) }
}

/// Alerts first, in a framed box in the error colour, each with its severity.
fn alerts(ui: &mut Ui, tr: &Translator, survey: &Survey) {
    if survey.alerts.is_empty() {
        ui.label(RichText::new(tr.text("survey-no-alerts")).weak());
        return;
    }
    let color = error_color(ui);
    let (fill, radius) = (super::theme::palette(ui).alert_fill, super::theme::radius::CONTROL);
    let border = egui::Stroke::new(super::theme::stroke::THICK, color);
    egui::Frame::new().fill(fill).stroke(border).inner_margin(super::theme::space::L).corner_radius(radius).show(
        ui,
        |ui| {
            ui.set_width(ui.available_width());
            let count = survey.alerts.len();
            let title = tr.msg(&msg!("survey-alerts", count = count));
            ui.label(RichText::new(&title).color(color).strong().heading());
            let scrolled =
                egui::ScrollArea::vertical().id_salt("alerts").max_height(section_heights(ui).0).show(ui, |ui| {
                    for alert in &survey.alerts {
                        ui.horizontal_wrapped(|ui| {
                            if let Some(severity) = alert_severity(alert) {
                                // The app's words for the levels it knows (the service's word on
                                // hover); another word as the service sent it.
                                let level = AlertLevel::of(&severity);
                                let color = level_color(ui, level);
                                match level {
                                    Some(level) => {
                                        ui.label(RichText::new(tr.msg(&level.words())).color(color).strong())
                                            .on_hover_text(&severity);
                                    }
                                    None => {
                                        ui.label(RichText::new(&severity).color(color).strong());
                                    }
                                }
                            }
                            ui.label(RichText::new(describe_element(alert)).strong());
                            if let Some(code) = alert.get("questionCode").map(value_as_text).filter(|c| !c.is_empty()) {
                                ui.label(
                                    RichText::new(tr.msg(&msg!("survey-alert-question", code = code))).weak().small(),
                                );
                            }
                        });
                    }
                });
            super::a11y::name_scroll_bars_of(ui, scrolled.id, &title);
        },
    );
}

fn level_color(ui: &Ui, level: Option<AlertLevel>) -> Color32 {
    match level {
        Some(AlertLevel::High) => error_color(ui),
        Some(AlertLevel::Medium) => warning_color(ui),
        Some(AlertLevel::Low) | None => ui.visuals().text_color(),
    }
}

fn diagnoses(ui: &mut Ui, tr: &Translator, survey: &Survey) {
    let diagnoses = &survey.confirmed_diagnoses.diagnoses;
    ui.label(RichText::new(tr.text("survey-diagnoses")).strong());
    if diagnoses.is_empty() {
        ui.label(RichText::new(tr.text("survey-no-diagnoses")).weak());
    }
    let scrolled = egui::ScrollArea::vertical().id_salt("diagnoses").max_height(section_heights(ui).1).show(ui, |ui| {
        for diagnosis in diagnoses {
            ui.label(format!("• {}", describe_element(diagnosis)));
        }
    });
    super::a11y::name_scroll_bars_of(ui, scrolled.id, &tr.text("survey-diagnoses"));
}

fn other_fields(ui: &mut Ui, tr: &Translator, survey: &Survey) {
    let extra = &survey.extra;
    let diagnoses_extra = &survey.confirmed_diagnoses.extra;
    if extra.is_empty() && diagnoses_extra.is_empty() {
        return;
    }
    egui::CollapsingHeader::new(tr.msg(&msg!("survey-other-fields", count = extra.len() + diagnoses_extra.len())))
        .id_salt("survey-extra")
        .show(ui, |ui| {
            egui::Grid::new("survey-extra-grid").num_columns(2).show(ui, |ui| {
                let prefixed = diagnoses_extra.iter().map(|(k, v)| (format!("confirmedDiagnoses.{k}"), v));
                for (key, value) in extra.iter().map(|(k, v)| (k.clone(), v)).chain(prefixed) {
                    ui.label(RichText::new(key).weak());
                    ui.add(egui::Label::new(RichText::new(value_as_text(value)).monospace()).wrap());
                    ui.end_row();
                }
            });
        });
}

fn tabs(ui: &mut Ui, tr: &Translator, view: &SurveyView, survey: &Survey, intents: &mut Intents) {
    ui.horizontal(|ui| {
        let answers = tr.msg(&msg!("survey-tab-answers", count = survey.answers.len()));
        let (history, summary) = (tr.text("survey-tab-history"), tr.text("survey-tab-summary"));
        for (tab, label) in
            [(SurveyTab::Answers, answers), (SurveyTab::History, history), (SurveyTab::Summary, summary)]
        {
            if ui.selectable_label(view.tab == tab, label).clicked() && view.tab != tab {
                intents.push(Intent::Survey(SurveyIntent::Tab(tab)));
            }
        }
    });
}

/// A time from the service in local time, in the language's date form; as the service sent it
/// when it could not be read.
pub(super) fn local_time(tr: &Translator, time: &ServiceTime) -> String {
    time.instant.map(|moment| tr.timestamp(moment)).unwrap_or_else(|| time.raw.clone())
}
