//! The new-survey dialog, for the open patient (form 1) or for a patient
//! typed in the dialog (form 2): link and PIN options with the PIN warning,
//! the invitation channel, and the result with copy button and QR code.

use egui::{RichText, Ui};

use crate::api::Channel;
use crate::i18n::{Arg, Msg, Translator};
use crate::msg;
use crate::patient::{DraftChecks, ShownValue};
use crate::state::survey_form::{OnRecordChoice, PIN_WARNING, SurveyForm, SurveyTarget, mask_pin, no_way_to_reach};
use crate::state::{AppState, Intent, SurveyFormIntent};

use super::patient_form::{focus_first_problem, problem_lines, problem_summary};
use super::widgets::{
    error_box_why, error_color, label_with_full_text, qr_code, shorten, success_color, truncated_label,
    value_with_copy, warning_color,
};

pub fn show(ctx: &egui::Context, state: &AppState, intents: &mut Vec<Intent>) {
    let Some(form) = &state.survey_form else {
        return;
    };
    let checks = state.draft_checks();
    let tr = &state.tr;
    let mut asked = Vec::new();
    let mut read_eid = None;
    let title = match (&form.created, &form.on_record, &form.target) {
        (Some(_), _, _) => tr.text("survey-created"),
        (None, _, _) if form.unknown.is_some() => tr.text("survey-unknown-title"),
        (None, Some(_), _) => tr.text("survey-reference-on-record"),
        (None, None, SurveyTarget::Existing(patient)) => tr.msg(&msg!("survey-new-for", name = patient.full_name())),
        (None, None, SurveyTarget::NewPatient(_)) => tr.text("survey-new-for-new-patient"),
    };
    let opened_by = match form.target {
        SurveyTarget::Existing(_) => super::a11y::OPENS_SURVEY_FOR_OPEN_PATIENT,
        SurveyTarget::NewPatient(_) => super::a11y::OPENS_SURVEY_FOR_NEW_PATIENT,
    };
    let modal = super::a11y::modal(ctx, egui::Id::unique("survey-dialog"), &title, Some(opened_by), |ui| {
        let asked = &mut asked;
        let read_eid = &mut read_eid;
        // One size while the content changes (choices, problems, the result): the dialog does
        // not jump under the pointer.
        let screen = ctx.content_rect().size();
        use super::theme::size;
        ui.set_width(size::DIALOG_WIDE.min(screen.x - size::DIALOG_MARGIN));
        ui.set_min_height(size::DIALOG_MIN_HEIGHT.min(screen.y * 0.6));
        if let Some(created) = &form.created {
            let outcome = details_outcome(tr, form);
            let link = Link {
                pin_in_url: form.include_pin_in_url,
                reveal: form.reveal_url,
                lost: form.found_after_lost_answer,
            };
            if let Some(reveal) = result(ui, tr, created, outcome, link) {
                asked.push(SurveyFormIntent::RevealUrl(reveal));
            }
            if form.send_invitation {
                let channel = crate::i18n::service::channel(form.channel);
                let sent = match form.invitation_address() {
                    Some(address) => msg!("survey-invitation-sent-to", channel = channel, address = address),
                    None => msg!("survey-invitation-sent", channel = channel),
                };
                ui.label(tr.msg(&sent));
            }
            ui.add_space(super::theme::space::M);
            if ui.button(tr.text("survey-done")).clicked() {
                asked.push(SurveyFormIntent::Close);
            }
            return;
        }
        if let Some(unknown) = &form.unknown {
            asked.extend(outcome_unknown(ui, tr, unknown));
            return;
        }
        if form.on_record.is_some() {
            asked.extend(patient_on_record(ui, tr, form));
            return;
        }
        super::widgets::unsaved_draft_notice(ui, state, &form.draft_id);
        // The choices scroll; the buttons below them stay in view.
        let scrolled = egui::ScrollArea::vertical().max_height(ctx.content_rect().height() * 0.7).show(ui, |ui| {
            *read_eid = choices(ui, state, form, checks, asked);
        });
        super::a11y::name_scroll_bars_of(ui, scrolled.id, &title);
        // Problems in the new patient's fields leave the button enabled: pressing it shows
        // every message and puts the cursor in the first field that needs attention.
        // Choices that cannot work (the invitation, no way to reach the survey) disable it.
        let validation = form.patient_validation(checks).filter(|v| !v.is_ok());
        let blocker = match &validation {
            None => form.blocker(checks),
            Some(_) => choice_problem(form),
        };
        if let Some(reason) = &blocker {
            ui.label(RichText::new(tr.msg(reason)).color(warning_color(ui)));
            if form.sms_blocked_by_phone()
                && ui
                    .button(tr.text("survey-correct-phone"))
                    .on_hover_text(tr.text("survey-correct-phone-hint"))
                    .clicked()
            {
                asked.push(SurveyFormIntent::CorrectPhone);
            }
        } else if let Some(summary) = validation.as_ref().and_then(|v| problem_summary(tr, v)) {
            let text = RichText::new(tr.msg(&msg!("survey-cannot-create-yet", problems = summary)));
            ui.label(if form.attempted_save { text.color(error_color(ui)) } else { text.weak() });
        }
        send_problem(ui, tr, form);
        ui.add_space(super::theme::space::M);
        let mut pressed = false;
        ui.horizontal(|ui| {
            let busy = form.submitting.is_some();
            // It sends something only with an invitation.
            let icon = if form.send_invitation { super::theme::icon::SEND } else { super::theme::icon::NEW_SURVEY };
            let mut create =
                super::widgets::icon_button_enabled(ui, blocker.is_none() && !busy, icon, &tr.text("survey-create"));
            if let Some(validation) = &validation {
                create = create.on_hover_text(problem_lines(&state.tr, validation));
            }
            pressed = create.clicked();
            if busy {
                ui.spinner();
                ui.label(tr.text("progress-creating-survey"));
            }
            if ui.add_enabled(!busy, egui::Button::new(tr.text("survey-cancel"))).clicked() {
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
    intents.extend(read_eid);
}

/// Why the dialog's choices cannot work, apart from the new patient's fields
/// (which [`SurveyForm::blocker`] names first).
fn choice_problem(form: &SurveyForm) -> Option<Msg> {
    form.invitation_problem().or_else(|| (!form.include_url && !form.send_invitation).then(no_way_to_reach))
}

/// Who the survey is for, the link and PIN options, the invitation channel.
/// The dialog's choices (and, for a new patient, their details); `Some` when "Read eID" was
/// asked for.
fn choices(
    ui: &mut Ui,
    state: &AppState,
    form: &SurveyForm,
    checks: DraftChecks,
    asked: &mut Vec<SurveyFormIntent>,
) -> Option<Intent> {
    let tr = &state.tr;
    let mut read_eid = None;
    match &form.target {
        SurveyTarget::Existing(patient) => {
            truncated_label(
                ui,
                RichText::new(tr.msg(&msg!("survey-new-for", name = patient.full_name()))).heading(),
                f32::INFINITY,
            );
        }
        SurveyTarget::NewPatient(draft) => {
            ui.heading(tr.text("survey-new-for-new-patient"));
            ui.label(RichText::new(tr.text("survey-new-patient-explained")).weak());
            // The dialog has the keyboard unless the sign-in form covers it.
            let place = crate::state::EidPlace::NewPatientSurvey;
            read_eid = super::eid_button::read_eid_button(ui, state, place, !state.sign_in_overlay);
            super::eid_button::read_eid_outcome(ui, state, place);
            let service_errors =
                form.error.as_ref().map(|e| crate::patient::service_field_errors(e).0).unwrap_or_default();
            // Enter in these fields does not send the survey: its button says what is sent.
            let show_all = form.attempted_save || form.error.is_some();
            let fields =
                super::patient_form::patient_fields(ui, tr, "survey", draft, checks, &service_errors, show_all);
            asked.extend(fields.edits.into_iter().map(SurveyFormIntent::EditPatient));
        }
    }
    ui.add_space(super::theme::space::M);
    let mut include_url = form.include_url;
    if ui.checkbox(&mut include_url, tr.text("survey-include-link")).changed() {
        asked.push(SurveyFormIntent::IncludeUrl(include_url));
    }
    explained(ui, tr, "survey-include-link-explained");
    ui.horizontal(|ui| {
        let offered = form.limits.pin_in_link;
        let mut pin = form.include_pin_in_url;
        let response =
            ui.add_enabled(form.include_url && offered, egui::Checkbox::new(&mut pin, tr.text("survey-pin-in-link")));
        if response.changed() {
            asked.push(SurveyFormIntent::IncludePinInUrl(pin));
        }
        if !offered {
            response.on_disabled_hover_text(tr.text("policy-locked"));
            super::widgets::set_by_it(ui, tr);
        }
    });
    explained(ui, tr, "survey-pin-in-link-explained");
    if form.include_url && form.include_pin_in_url {
        super::widgets::message_frame(warning_color(ui)).show(ui, |ui| {
            ui.label(RichText::new(tr.text(PIN_WARNING)).color(warning_color(ui)));
        });
    }
    let channels = &form.limits.channels;
    let mut send = form.send_invitation;
    let response =
        ui.add_enabled(!channels.is_empty(), egui::Checkbox::new(&mut send, tr.text("survey-send-invitation")));
    if response.changed() {
        asked.push(SurveyFormIntent::SendInvitation(send));
    }
    if channels.is_empty() {
        response.on_disabled_hover_text(tr.text("policy-locked"));
        ui.label(RichText::new(tr.text("policy-no-channels")).weak());
        return read_eid;
    }
    ui.horizontal(|ui| {
        for channel in Channel::ALL {
            let allowed = channels.contains(&channel);
            let words = tr.msg(&msg!("survey-by-channel", channel = crate::i18n::service::channel(channel)));
            let response =
                ui.add_enabled(form.send_invitation && allowed, egui::RadioButton::new(form.channel == channel, words));
            if response.clicked() {
                asked.push(SurveyFormIntent::Channel(channel));
            }
            if !allowed {
                response.on_disabled_hover_text(tr.text("policy-locked"));
            }
        }
        if channels.len() < Channel::ALL.len() {
            super::widgets::set_by_it(ui, tr);
        }
    });
    if let Some(address) = form.invitation_address() {
        ui.label(RichText::new(tr.msg(&msg!("survey-goes-to", address = address))).strong());
    }
    read_eid
}

/// What a choice means for the patient, in plain words, under it (indented as its text).
fn explained(ui: &mut Ui, tr: &Translator, key: &str) {
    ui.indent(key, |ui| {
        ui.spacing_mut().item_spacing.y = 0.0;
        ui.label(RichText::new(tr.text(key)).weak());
    });
}

/// The typed patient next to the one on record with the same external reference, and the two
/// ways on; or, after "update their details", the second confirmation naming what changes.
fn patient_on_record(ui: &mut Ui, tr: &Translator, form: &SurveyForm) -> Option<SurveyFormIntent> {
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
    let busy = form.submitting.is_some();
    let mut intent = None;
    let warning = |ui: &mut Ui, text: &str| {
        super::widgets::message_frame(warning_color(ui)).show(ui, |ui| {
            ui.label(RichText::new(text).color(warning_color(ui)));
        });
    };
    if on_record.confirming_update {
        sentence(ui, RichText::new(tr.msg(&msg!("survey-update-details-of", name = name.as_str()))).heading());
        let will_change = match record.birthdate {
            Some(born) => msg!("survey-details-will-change-born", name = name.as_str(), born = tr.date(born.date())),
            None => msg!("survey-details-will-change", name = name.as_str()),
        };
        sentence(ui, RichText::new(tr.msg(&will_change)));
        let rows: Vec<_> = form.comparison().into_iter().filter(|row| row.differs()).collect();
        let gap = super::theme::GRID_GAP;
        egui::Grid::new("update-on-record").num_columns(3).striped(true).spacing(gap).show(ui, |ui| {
            for heading in ["survey-compare-field", "survey-compare-now", "survey-compare-becomes"] {
                ui.label(RichText::new(tr.text(heading)).strong());
            }
            ui.end_row();
            for row in &rows {
                ui.label(tr.text(row.field.label()));
                value_cell(ui, tr, &row.on_record_shown, |text| text);
                value_cell(ui, tr, &row.typed_shown, RichText::strong);
                ui.end_row();
            }
        });
        if form.looks_like_another_person() {
            warning(ui, &tr.text("survey-both-change-other-person"));
        }
    } else {
        ui.heading(tr.text("survey-reference-on-record"));
        let belongs = match record.birthdate {
            Some(born) => msg!("survey-reference-belongs-born", name = name.as_str(), born = tr.date(born.date())),
            None => msg!("survey-reference-belongs", name = name.as_str()),
        };
        sentence(ui, RichText::new(tr.msg(&belongs)));
        if on_record.changed_meanwhile {
            warning(ui, &tr.text("survey-record-changed-meanwhile"));
        }
        if form.looks_like_another_person() {
            warning(ui, &tr.text("survey-typed-other-person"));
        }
        ui.add_space(super::theme::space::S);
        let scrolled =
            egui::ScrollArea::vertical().max_height(ui.ctx().content_rect().height() * 0.45).show(ui, |ui| {
                let gap = super::theme::GRID_GAP;
                egui::Grid::new("patient-on-record").num_columns(4).striped(true).spacing(gap).show(ui, |ui| {
                    for heading in ["survey-compare-field", "survey-compare-on-record", "survey-compare-typed"] {
                        ui.label(RichText::new(tr.text(heading)).strong());
                    }
                    ui.allocate_space(egui::Vec2::ZERO); // an empty cell, with nothing for a screen reader to read
                    ui.end_row();
                    for row in form.comparison() {
                        ui.label(tr.text(row.field.label()));
                        value_cell(ui, tr, &row.on_record_shown, |text| text);
                        if row.differs() {
                            let color = warning_color(ui);
                            value_cell(ui, tr, &row.typed_shown, |text| text.strong().color(color));
                            ui.label(RichText::new(tr.text("survey-compare-differs")).color(color));
                        } else {
                            value_cell(ui, tr, &row.typed_shown, |text| text);
                            ui.allocate_space(egui::Vec2::ZERO); // an empty cell, with nothing for a screen reader to read
                        }
                        ui.end_row();
                    }
                });
            });
        super::a11y::name_scroll_bars_of(ui, scrolled.id, &tr.text("survey-reference-on-record"));
    }
    send_problem(ui, tr, form);
    ui.add_space(super::theme::space::M);
    ui.horizontal_wrapped(|ui| {
        if on_record.confirming_update {
            let problem = form.invitation_problem();
            let update = ui
                .add_enabled(!busy && problem.is_none(), egui::Button::new(tr.text("survey-confirm-update-send")))
                .on_disabled_hover_text(problem.map(|p| tr.msg(&p)).unwrap_or_default());
            if update.clicked() {
                intent = Some(SurveyFormIntent::UpdatePatientOnRecordAndSend);
            }
            if ui.add_enabled(!busy, egui::Button::new(tr.text("survey-back-to-comparison"))).clicked() {
                intent = Some(SurveyFormIntent::BackFromPatientOnRecord);
            }
        } else {
            let problem = form.problem_sending_to_record();
            let send = ui
                .add_enabled(!busy && problem.is_none(), egui::Button::new(tr.text("survey-send-to-record")))
                .on_hover_text(tr.msg(&msg!("survey-send-to-record-hint", name = name.as_str())))
                .on_disabled_hover_text(problem.as_ref().map(|p| tr.msg(p)).unwrap_or_default());
            if send.clicked() {
                intent = Some(SurveyFormIntent::SendToPatientOnRecord);
            }
            let update = ui
                .add_enabled(
                    !busy && !form.fields_to_update().is_empty(),
                    egui::Button::new(tr.text("survey-update-and-send")),
                )
                .on_hover_text(tr.text("survey-update-and-send-hint"))
                .on_disabled_hover_text(tr.text("survey-nothing-to-update"));
            if update.clicked() {
                intent = Some(SurveyFormIntent::UpdatePatientOnRecordAndSend);
            }
            if ui.add_enabled(!busy, egui::Button::new(tr.text("survey-back-to-form"))).clicked() {
                intent = Some(SurveyFormIntent::BackFromPatientOnRecord);
            }
            if let Some(problem) = problem {
                ui.label(RichText::new(tr.msg(&problem)).color(warning_color(ui)));
            }
        }
        if busy {
            ui.spinner();
        }
    });
    if !on_record.confirming_update {
        ui.label(RichText::new(tr.text("survey-back-keeps-typed")).weak());
    }
    intent
}

/// A value of the comparison: a very long one is cut (whole on hover and for screen readers).
/// Cut by characters, not by the cell's width, which a grid learns from its content.
fn value_cell(ui: &mut Ui, tr: &Translator, value: &ShownValue, style: impl FnOnce(RichText) -> RichText) {
    let whole = match value {
        ShownValue::Empty => tr.text("survey-compare-empty"),
        other => super::patient_form::shown_text(tr, other),
    };
    label_with_full_text(ui, style(RichText::new(shorten(&whole, 36))), &whole);
}

/// After the comparison: what became of the details that were typed.
fn details_outcome(tr: &Translator, form: &SurveyForm) -> Option<String> {
    let on_record = form.on_record.as_ref()?;
    let name = shorten(&on_record.patient.full_name(), 60);
    let outcome = match on_record.chosen? {
        OnRecordChoice::SendToPatientOnRecord => msg!("survey-outcome-sent-to-record", name = name.as_str()),
        OnRecordChoice::UpdateDetailsAndSend => {
            let fields = on_record.updated_fields.iter().map(|f| Arg::Message(Msg::new(f.label()))).collect();
            msg!("survey-outcome-updated", name = name.as_str(), fields = Arg::List(fields))
        }
    };
    Some(tr.msg(&outcome))
}

/// Why the last send did not happen (the service's error, with what the app adds to it), or
/// what became of a send that was stopped.
fn send_problem(ui: &mut Ui, tr: &Translator, form: &SurveyForm) {
    match (&form.error, &form.error_why) {
        (Some(error), why) => error_box_why(ui, tr, why.as_ref(), error),
        (None, Some(why)) => {
            ui.label(RichText::new(tr.msg(why)).color(warning_color(ui)));
        }
        (None, None) => {}
    }
}

/// The survey's outcome is not known: why, when the service is asked, and nothing that sends.
fn outcome_unknown(
    ui: &mut Ui,
    tr: &Translator,
    unknown: &crate::state::survey_form::UnknownCreate,
) -> Option<SurveyFormIntent> {
    let mut intent = None;
    ui.heading(tr.text("survey-unknown-title"));
    // What happened, in the service's terms, then what it means for the patient.
    ui.label(RichText::new(tr.msg(&crate::i18n::service::api_error(&unknown.why))).color(warning_color(ui)));
    ui.label(tr.text("survey-unknown-explained"));
    ui.add_space(super::theme::space::S);
    if unknown.checking.is_some() {
        ui.horizontal_wrapped(|ui| {
            ui.spinner();
            let time = tr.timestamp(unknown.check.ask_after);
            ui.label(tr.msg(&msg!("survey-unknown-asking-at", time = time)));
        });
    } else {
        if let Some(failed) = &unknown.check_failed {
            let problem = tr.msg(&crate::i18n::service::api_error(failed));
            ui.label(
                RichText::new(tr.msg(&msg!("survey-unknown-check-failed", problem = problem))).color(error_color(ui)),
            );
        }
        ui.label(tr.text("error-why-survey-may-exist"));
    }
    ui.add_space(super::theme::space::M);
    ui.horizontal_wrapped(|ui| {
        let asking = unknown.checking.is_some();
        if !asking && ui.button(tr.text("survey-check-again")).clicked() {
            intent = Some(SurveyFormIntent::CheckOutcome);
        }
        // While the service is asked, the answer is the user's to see: the dialog stays.
        let time = tr.timestamp(unknown.check.ask_after);
        let close = ui
            .add_enabled(!asking, egui::Button::new(tr.text("survey-close")))
            .on_disabled_hover_text(tr.msg(&msg!("survey-unknown-asking-at", time = time)));
        if close.clicked() {
            intent = Some(SurveyFormIntent::Close);
        }
    });
    intent
}

/// How the created survey's link is shown.
struct Link {
    /// The PIN is in the link: it is masked unless `reveal`.
    pin_in_url: bool,
    reveal: bool,
    /// The survey was found by asking after its answer was lost: the link was only in it.
    lost: bool,
}

fn result(
    ui: &mut Ui,
    tr: &Translator,
    created: &crate::api::CreatedSurvey,
    outcome: Option<String>,
    link: Link,
) -> Option<bool> {
    let Link { pin_in_url, reveal, lost } = link;
    let mut asked = None;
    ui.heading(tr.text("survey-created"));
    ui.label(RichText::new(tr.text("survey-created-explained")).color(success_color(ui)));
    if let Some(outcome) = outcome {
        ui.label(outcome);
    }
    // The survey's id at the service means nothing at the desk: folded, for support, under what
    // the receptionist needs (made, sent where, the link).
    let technical = |ui: &mut Ui| {
        ui.add_space(super::theme::space::M);
        egui::CollapsingHeader::new(tr.text("details-technical")).id_salt("survey-created-technical").show(ui, |ui| {
            let id = &created.survey_id;
            value_with_copy(ui, tr, &tr.text("survey-id-label"), id, id, &tr.text("survey-copy-id"));
        });
    };
    let Some(url) = &created.url else {
        ui.label(tr.text(if lost { "survey-found-answer-lost" } else { "survey-no-link-asked" }));
        technical(ui);
        return None;
    };
    let shown = if pin_in_url && !reveal { mask_pin(url) } else { url.clone() };
    value_with_copy(ui, tr, &tr.text("survey-link-label"), &shown, url, &tr.text("survey-copy-link"));
    ui.horizontal(|ui| {
        if pin_in_url {
            let text = if reveal { "survey-hide-pin" } else { "survey-reveal-pin" };
            if ui.button(tr.text(text)).clicked() {
                asked = Some(!reveal);
            }
        }
    });
    if !pin_in_url || reveal {
        ui.label(tr.text("survey-scan-qr"));
        qr_code(ui, tr, url, 200.0);
    } else {
        ui.label(RichText::new(tr.text("survey-qr-has-pin")).weak());
    }
    technical(ui);
    asked
}
