//! The new-survey dialog, for the open patient (form 1) or for a patient
//! typed in the dialog (form 2): link and PIN options with the PIN warning,
//! the invitation channel, and the result with copy button and QR code.

use egui::{RichText, Ui};

use crate::api::Channel;
use crate::state::AppState;
use crate::state::survey_form::{PIN_WARNING, SurveyForm, SurveyTarget, mask_pin};

use super::patient_form::{focus_first_problem, problem_lines, problem_summary};
use super::widgets::{error_box, error_color, qr_code, success_color, truncated_label, warning_color};

pub fn show(ctx: &egui::Context, state: &mut AppState) {
    if state.survey_form.is_none() {
        return;
    }
    let today = AppState::today();
    let mut submit = false;
    let mut close = false;
    let modal = egui::Modal::new(egui::Id::unique("survey-dialog")).show(ctx, |ui| {
        let Some(form) = &mut state.survey_form else { return };
        ui.set_max_width(620.0);
        if let Some(created) = &form.created {
            result(ui, created, form.include_pin_in_url, &mut form.reveal_url);
            if form.send_invitation {
                ui.label(format!("An invitation was sent by {}.", form.channel.label()));
            }
            ui.add_space(8.0);
            if ui.button("Done").clicked() {
                close = true;
            }
            return;
        }
        // The choices scroll; the buttons below them stay in view.
        egui::ScrollArea::vertical().max_height(ctx.content_rect().height() * 0.7).show(ui, |ui| {
            choices(ui, form);
        });
        // Problems in the new patient's fields leave the button enabled: pressing it shows
        // every message and puts the cursor in the first field that needs attention.
        // Choices that cannot work (the invitation, no way to reach the survey) disable it.
        let validation = form.patient_validation(today).filter(|v| !v.is_ok());
        let blocker = match &validation {
            None => form.blocker(today),
            Some(_) => choice_problem(form),
        };
        if let Some(reason) = &blocker {
            ui.label(RichText::new(reason).color(warning_color(ui)));
        } else if let Some(summary) = validation.as_ref().and_then(problem_summary) {
            let text = RichText::new(format!("Cannot create the survey yet — {summary}"));
            ui.label(if form.attempted_save { text.color(error_color(ui)) } else { text.weak() });
        }
        if let Some(error) = &form.error {
            error_box(ui, error);
        }
        ui.add_space(8.0);
        let mut pressed = false;
        ui.horizontal(|ui| {
            let busy = form.submitting.is_some();
            let mut create = ui.add_enabled(blocker.is_none() && !busy, egui::Button::new("Create survey"));
            if let Some(validation) = &validation {
                create = create.on_hover_text(problem_lines(validation));
            }
            pressed = create.clicked();
            if busy {
                ui.spinner();
                ui.label("Creating the survey…");
            }
            if ui.add_enabled(!busy, egui::Button::new("Cancel")).clicked() {
                close = true;
            }
        });
        if pressed {
            form.attempted_save = true;
            match &validation {
                None => submit = true,
                Some(validation) => focus_first_problem(ui.ctx(), "survey", validation),
            }
        }
    });
    // Only Escape or a button closes the dialog: a stray click beside it
    // must not throw away a patient typed into it.
    if modal.is_top_modal
        && !modal.any_popup_open
        && ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Escape))
    {
        close = true;
    }
    if submit {
        state.submit_survey_form();
    }
    if close {
        state.close_survey_form();
    }
}

/// Why the dialog's choices cannot work, apart from the new patient's fields
/// (which [`SurveyForm::blocker`] names first).
fn choice_problem(form: &SurveyForm) -> Option<String> {
    form.invitation_problem().or_else(|| {
        (!form.include_url && !form.send_invitation).then(|| {
            "Choose to include the link or to send an invitation, or the patient cannot reach the survey.".to_owned()
        })
    })
}

/// Who the survey is for, the link and PIN options, the invitation channel.
fn choices(ui: &mut Ui, form: &mut SurveyForm) {
    match &mut form.target {
        SurveyTarget::Existing(patient) => {
            truncated_label(
                ui,
                RichText::new(format!("New survey for {}", patient.full_name())).heading(),
                f32::INFINITY,
            );
        }
        SurveyTarget::NewPatient(draft) => {
            ui.heading("New survey for a new patient");
            ui.label(
                RichText::new(
                    "The patient is registered with the survey; if the external reference is already known, \
                     that patient is used and their details are updated with these.",
                )
                .weak(),
            );
            let service_errors =
                form.error.as_ref().map(|e| crate::state::patient_form::service_field_errors(e).0).unwrap_or_default();
            // Enter in these fields does not send the survey: its button says what is sent.
            let show_all = form.attempted_save || form.error.is_some();
            let _ = super::patient_form::patient_fields(ui, "survey", draft, &service_errors, show_all);
        }
    }
    ui.add_space(8.0);
    ui.checkbox(&mut form.include_url, "Include the survey link");
    ui.add_enabled_ui(form.include_url, |ui| {
        ui.checkbox(&mut form.include_pin_in_url, "Put the PIN in the link (switches off the second factor)");
    });
    if form.include_url && form.include_pin_in_url {
        egui::Frame::new().stroke(egui::Stroke::new(1.0, warning_color(ui))).inner_margin(8).show(ui, |ui| {
            ui.label(RichText::new(format!("Warning: {PIN_WARNING}")).color(warning_color(ui)));
        });
    }
    ui.checkbox(&mut form.send_invitation, "Send an invitation to the patient");
    ui.add_enabled_ui(form.send_invitation, |ui| {
        ui.horizontal(|ui| {
            for channel in Channel::ALL {
                ui.radio_value(&mut form.channel, channel, format!("By {}", channel.label()));
            }
        });
    });
}

fn result(ui: &mut Ui, created: &crate::api::CreatedSurvey, pin_in_url: bool, reveal: &mut bool) {
    ui.heading("Survey created");
    ui.label(RichText::new("The survey is ready and appears in the patient's survey list.").color(success_color(ui)));
    ui.horizontal(|ui| {
        ui.label("Survey id:");
        ui.label(RichText::new(&created.survey_id).monospace());
        if ui.button("Copy id").clicked() {
            ui.ctx().copy_text(created.survey_id.clone());
        }
    });
    let Some(url) = &created.url else {
        ui.label("No link was asked for.");
        return;
    };
    let shown = if pin_in_url && !*reveal { mask_pin(url) } else { url.clone() };
    ui.horizontal_wrapped(|ui| {
        ui.label("Link:");
        ui.label(RichText::new(shown).monospace());
    });
    ui.horizontal(|ui| {
        if ui.button("Copy link").clicked() {
            ui.ctx().copy_text(url.clone());
        }
        if pin_in_url {
            let text = if *reveal { "Hide PIN" } else { "Reveal PIN" };
            if ui.button(text).clicked() {
                *reveal = !*reveal;
            }
        }
    });
    if !pin_in_url || *reveal {
        ui.label("The patient can scan this code with their phone:");
        qr_code(ui, url, 200.0);
    } else {
        ui.label(RichText::new("The QR code contains the PIN; reveal it to show the code.").weak());
    }
}
