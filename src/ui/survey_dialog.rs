//! The new-survey dialog, for the open patient (form 1) or for a patient
//! typed in the dialog (form 2): link and PIN options with the PIN warning,
//! the invitation channel, and the result with copy button and QR code.

use egui::{RichText, Ui};

use crate::api::Channel;
use crate::patient_rules::display_date;
use crate::state::survey_form::{OnRecordChoice, PIN_WARNING, SurveyForm, SurveyTarget, mask_pin};
use crate::state::{AppState, Intent, SurveyFormIntent};

use super::patient_form::{focus_first_problem, problem_lines, problem_summary};
use super::widgets::{
    error_box, error_color, label_with_full_text, qr_code, shorten, success_color, truncated_label, warning_color,
};

pub fn show(ctx: &egui::Context, state: &AppState, intents: &mut Vec<Intent>) {
    let Some(form) = &state.survey_form else {
        return;
    };
    let today = AppState::today();
    let mut asked = Vec::new();
    let modal = egui::Modal::new(egui::Id::unique("survey-dialog")).show(ctx, |ui| {
        let asked = &mut asked;
        ui.set_max_width(620.0);
        if let Some(created) = &form.created {
            let outcome = details_outcome(form);
            if let Some(reveal) = result(ui, &state.tr, created, outcome, form.include_pin_in_url, form.reveal_url) {
                asked.push(SurveyFormIntent::RevealUrl(reveal));
            }
            if form.send_invitation {
                ui.label(format!("An invitation was sent by {}.", form.channel.label()));
            }
            ui.add_space(8.0);
            if ui.button("Done").clicked() {
                asked.push(SurveyFormIntent::Close);
            }
            return;
        }
        if form.on_record.is_some() {
            asked.extend(patient_on_record(ui, form));
            return;
        }
        // The choices scroll; the buttons below them stay in view.
        egui::ScrollArea::vertical().max_height(ctx.content_rect().height() * 0.7).show(ui, |ui| {
            choices(ui, form, asked);
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
            if form.sms_blocked_by_phone()
                && ui
                    .button("Correct the phone number…")
                    .on_hover_text("Opens the patient's details; create the survey again once the number is right")
                    .clicked()
            {
                asked.push(SurveyFormIntent::CorrectPhone);
            }
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
                asked.push(SurveyFormIntent::Close);
            }
        });
        if pressed {
            asked.push(SurveyFormIntent::Create);
            if let Some(validation) = &validation {
                focus_first_problem(ui.ctx(), "survey", validation);
            }
        }
    });
    // Only Escape or a button closes the dialog: a stray click beside it
    // must not throw away a patient typed into it.
    if modal.is_top_modal
        && !modal.any_popup_open
        && ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Escape))
    {
        // In the comparison with a patient on record, Escape goes back to the typed form.
        let comparing = form.on_record.is_some() && form.created.is_none();
        asked.push(if comparing { SurveyFormIntent::BackFromPatientOnRecord } else { SurveyFormIntent::Close });
    }
    intents.extend(asked.into_iter().map(Intent::SurveyForm));
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
fn choices(ui: &mut Ui, form: &SurveyForm, asked: &mut Vec<SurveyFormIntent>) {
    match &form.target {
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
                    "The patient is registered with the survey. If a patient already has this external reference, \
                     nothing is sent: you see both side by side and choose.",
                )
                .weak(),
            );
            let service_errors =
                form.error.as_ref().map(|e| crate::state::patient_form::service_field_errors(e).0).unwrap_or_default();
            // Enter in these fields does not send the survey: its button says what is sent.
            let show_all = form.attempted_save || form.error.is_some();
            let fields = super::patient_form::patient_fields(ui, "survey", draft, &service_errors, show_all);
            asked.extend(fields.edits.into_iter().map(SurveyFormIntent::EditPatient));
        }
    }
    ui.add_space(8.0);
    let mut include_url = form.include_url;
    if ui.checkbox(&mut include_url, "Include the survey link").changed() {
        asked.push(SurveyFormIntent::IncludeUrl(include_url));
    }
    ui.add_enabled_ui(form.include_url, |ui| {
        let mut pin = form.include_pin_in_url;
        if ui.checkbox(&mut pin, "Put the PIN in the link (switches off the second factor)").changed() {
            asked.push(SurveyFormIntent::IncludePinInUrl(pin));
        }
    });
    if form.include_url && form.include_pin_in_url {
        egui::Frame::new().stroke(egui::Stroke::new(1.0, warning_color(ui))).inner_margin(8).show(ui, |ui| {
            ui.label(RichText::new(format!("Warning: {PIN_WARNING}")).color(warning_color(ui)));
        });
    }
    let mut send = form.send_invitation;
    if ui.checkbox(&mut send, "Send an invitation to the patient").changed() {
        asked.push(SurveyFormIntent::SendInvitation(send));
    }
    ui.add_enabled_ui(form.send_invitation, |ui| {
        ui.horizontal(|ui| {
            for channel in Channel::ALL {
                if ui.radio(form.channel == channel, format!("By {}", channel.label())).clicked() {
                    asked.push(SurveyFormIntent::Channel(channel));
                }
            }
        });
    });
}

/// The typed patient next to the one on record with the same external reference, and the two
/// ways on; or, after "update their details", the second confirmation naming what changes.
fn patient_on_record(ui: &mut Ui, form: &SurveyForm) -> Option<SurveyFormIntent> {
    let on_record = form.on_record.as_ref()?;
    let record = &on_record.patient;
    // Sentences name the patient; a very long name is cut there (whole in the comparison).
    let full_name = record.full_name();
    let name = shorten(&full_name, 60);
    // A sentence with the name cut carries the whole sentence for hover and screen reader.
    let sentence = |ui: &mut Ui, text: RichText| {
        let whole = text.text().replace(&name, &full_name);
        label_with_full_text(ui, text, &whole);
    };
    let born = record.birthdate.map(|b| format!(", born {}", display_date(b.date()))).unwrap_or_default();
    let busy = form.submitting.is_some();
    let mut intent = None;
    let warning = |ui: &mut Ui, text: &str| {
        egui::Frame::new().stroke(egui::Stroke::new(1.0, warning_color(ui))).inner_margin(8).show(ui, |ui| {
            ui.label(RichText::new(text).color(warning_color(ui)));
        });
    };
    if on_record.confirming_update {
        sentence(ui, RichText::new(format!("Update the details of {name}?")).heading());
        let born = record.birthdate.map(|b| format!(" (born {})", display_date(b.date()))).unwrap_or_default();
        sentence(ui, RichText::new(format!("These details of {name}{born} will change, then the survey is sent:")));
        let rows: Vec<_> = form.comparison().into_iter().filter(|row| row.differs()).collect();
        egui::Grid::new("update-on-record").num_columns(3).striped(true).spacing([16.0, 6.0]).show(ui, |ui| {
            for heading in ["Field", "Now", "Becomes"] {
                ui.label(RichText::new(heading).strong());
            }
            ui.end_row();
            for row in &rows {
                ui.label(row.field.label());
                value_cell(ui, &row.on_record, |text| text);
                value_cell(ui, &row.typed, RichText::strong);
                ui.end_row();
            }
        });
        if form.looks_like_another_person() {
            warning(ui, "The name and the date of birth both change: this looks like a different person.");
        }
    } else {
        ui.heading("This external reference is already on record");
        sentence(
            ui,
            RichText::new(format!(
                "Nothing was sent. The external reference belongs to {name}{born}. Compare the patient on record \
                 with what you typed, then choose how to go on."
            )),
        );
        if on_record.changed_meanwhile {
            warning(ui, "The patient's record changed while you were comparing. Nothing was sent: compare again.");
        }
        if form.looks_like_another_person() {
            warning(
                ui,
                "The name and the date of birth you typed both differ from the patient on record: this looks like \
                 a different person. Check the external reference before you go on.",
            );
        }
        ui.add_space(4.0);
        egui::ScrollArea::vertical().max_height(ui.ctx().content_rect().height() * 0.45).show(ui, |ui| {
            egui::Grid::new("patient-on-record").num_columns(4).striped(true).spacing([16.0, 6.0]).show(ui, |ui| {
                for heading in ["Field", "On record", "You typed", ""] {
                    ui.label(RichText::new(heading).strong());
                }
                ui.end_row();
                for row in form.comparison() {
                    ui.label(row.field.label());
                    value_cell(ui, &row.on_record, |text| text);
                    if row.differs() {
                        let color = warning_color(ui);
                        value_cell(ui, &row.typed, |text| text.strong().color(color));
                        ui.label(RichText::new("differs").color(color));
                    } else {
                        value_cell(ui, &row.typed, |text| text);
                        ui.label("");
                    }
                    ui.end_row();
                }
            });
        });
    }
    if let Some(error) = &form.error {
        error_box(ui, error);
    }
    ui.add_space(8.0);
    ui.horizontal_wrapped(|ui| {
        if on_record.confirming_update {
            let problem = form.invitation_problem();
            let update = ui
                .add_enabled(!busy && problem.is_none(), egui::Button::new("Yes, update the details and send"))
                .on_disabled_hover_text(problem.unwrap_or_default());
            if update.clicked() {
                intent = Some(SurveyFormIntent::UpdatePatientOnRecordAndSend);
            }
            if ui.add_enabled(!busy, egui::Button::new("Back to the comparison")).clicked() {
                intent = Some(SurveyFormIntent::BackFromPatientOnRecord);
            }
        } else {
            let problem = form.problem_sending_to_record();
            let send = ui
                .add_enabled(!busy && problem.is_none(), egui::Button::new("Send to the patient on record"))
                .on_hover_text(format!("The survey goes to {name} as on record; the details you typed are not used."))
                .on_disabled_hover_text(problem.clone().unwrap_or_default());
            if send.clicked() {
                intent = Some(SurveyFormIntent::SendToPatientOnRecord);
            }
            let update = ui
                .add_enabled(
                    !busy && !form.fields_to_update().is_empty(),
                    egui::Button::new("Update their details and send…"),
                )
                .on_hover_text("You will see what changes and confirm it before anything is sent.")
                .on_disabled_hover_text("What you typed is what is on record: there is nothing to update.");
            if update.clicked() {
                intent = Some(SurveyFormIntent::UpdatePatientOnRecordAndSend);
            }
            if ui.add_enabled(!busy, egui::Button::new("Back to the form")).clicked() {
                intent = Some(SurveyFormIntent::BackFromPatientOnRecord);
            }
            if let Some(problem) = problem {
                ui.label(RichText::new(problem).color(warning_color(ui)));
            }
        }
        if busy {
            ui.spinner();
        }
    });
    if !on_record.confirming_update {
        ui.label(RichText::new("Back to the form keeps everything you typed.").weak());
    }
    intent
}

/// A value of the comparison: a very long one is cut (whole on hover and for screen readers).
/// Cut by characters, not by the cell's width, which a grid learns from its content.
fn value_cell(ui: &mut Ui, value: &str, style: impl FnOnce(RichText) -> RichText) {
    let whole = shown(value);
    label_with_full_text(ui, style(RichText::new(shorten(&whole, 36))), &whole);
}

/// An empty value, said so.
fn shown(value: &str) -> String {
    if value.is_empty() { "(empty)".to_owned() } else { value.to_owned() }
}

/// After the comparison: what became of the details that were typed.
fn details_outcome(form: &SurveyForm) -> Option<String> {
    let on_record = form.on_record.as_ref()?;
    let name = shorten(&on_record.patient.full_name(), 60);
    match on_record.chosen? {
        OnRecordChoice::SendToPatientOnRecord => Some(format!(
            "The survey is for {name} as on record. The details you typed were not used; {name}'s record was not \
             changed."
        )),
        OnRecordChoice::UpdateDetailsAndSend => {
            let fields: Vec<String> = on_record.updated_fields.iter().map(|f| f.label().to_lowercase()).collect();
            Some(format!("{name}'s details were updated ({}), then the survey was created.", fields.join(", ")))
        }
    }
}

fn result(
    ui: &mut Ui,
    tr: &crate::i18n::Translator,
    created: &crate::api::CreatedSurvey,
    outcome: Option<String>,
    pin_in_url: bool,
    reveal: bool,
) -> Option<bool> {
    let mut asked = None;
    ui.heading("Survey created");
    ui.label(RichText::new("The survey is ready and appears in the patient's survey list.").color(success_color(ui)));
    if let Some(outcome) = outcome {
        ui.label(outcome);
    }
    ui.horizontal(|ui| {
        ui.label("Survey id:");
        ui.label(RichText::new(&created.survey_id).monospace());
        if ui.button("Copy id").clicked() {
            ui.ctx().copy_text(created.survey_id.clone());
        }
    });
    let Some(url) = &created.url else {
        ui.label("No link was asked for.");
        return None;
    };
    let shown = if pin_in_url && !reveal { mask_pin(url) } else { url.clone() };
    ui.horizontal_wrapped(|ui| {
        ui.label("Link:");
        ui.label(RichText::new(shown).monospace());
    });
    ui.horizontal(|ui| {
        if ui.button("Copy link").clicked() {
            ui.ctx().copy_text(url.clone());
        }
        if pin_in_url {
            let text = if reveal { "Hide PIN" } else { "Reveal PIN" };
            if ui.button(text).clicked() {
                asked = Some(!reveal);
            }
        }
    });
    if !pin_in_url || reveal {
        ui.label("The patient can scan this code with their phone:");
        qr_code(ui, tr, url, 200.0);
    } else {
        ui.label(RichText::new("The QR code contains the PIN; reveal it to show the code.").weak());
    }
    asked
}
