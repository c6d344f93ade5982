//! The new-survey dialog's flow: starting it for the open or a new patient, sending it, the
//! patient on record with the typed reference, and the outcome. (The open survey is
//! [`super::survey_view`].) Owns the survey dialog's part of [`AppState::apply`].

use super::patients::details_changed;
use super::*;

impl AppState {
    pub fn start_survey_for_open_patient(&mut self) {
        if let Some(open) = &self.patient {
            let mut form = SurveyForm::for_patient(open.patient.clone());
            form.limit_to(super::survey_form::InvitationLimits::of(&self.policy));
            self.survey_form = Some(form);
        }
    }

    pub fn start_survey_for_new_patient(&mut self) {
        let mut form = SurveyForm::for_new_patient();
        form.limit_to(super::survey_form::InvitationLimits::of(&self.policy));
        self.survey_form = Some(form);
    }

    /// An SMS cannot reach the open patient's number: their details open at the phone number
    /// (the survey dialog holds only its options, so closing it loses nothing typed).
    pub fn correct_phone_from_survey(&mut self) {
        if self.survey_form.as_ref().is_some_and(|f| f.submitting.is_some()) {
            return;
        }
        self.survey_form = None;
        self.start_edit();
    }

    pub fn close_survey_form(&mut self) {
        if let Some(form) = &self.survey_form
            && form.submitting.is_some()
        {
            return;
        }
        self.survey_form = None;
    }

    pub fn submit_survey_form(&mut self) {
        let checks = self.draft_checks();
        let Some(form) = &mut self.survey_form else { return };
        if form.submitting.is_some() || form.created.is_some() {
            return;
        }
        let Some(request) = form.to_request(checks) else { return };
        form.error = None;
        form.error_why = None;
        form.on_record = None;
        let label = match &request.patient {
            crate::api::SurveyPatient::New(_) => "progress-checking-then-creating",
            crate::api::SurveyPatient::Existing { .. } => "progress-creating-survey",
        };
        let id = self.queue(label, Command::CreateSurvey { request });
        if let Some(form) = &mut self.survey_form {
            form.submitting = Some(id);
        }
    }

    /// The reference is on record: send the survey to that patient; what was typed is not used.
    pub fn send_survey_to_patient_on_record(&mut self) {
        let Some(form) = &mut self.survey_form else { return };
        if form.submitting.is_some() {
            return;
        }
        let Some(request) = form.request_for_record() else { return };
        form.error = None;
        form.error_why = None;
        if let Some(on_record) = &mut form.on_record {
            on_record.chosen = Some(OnRecordChoice::SendToPatientOnRecord);
            on_record.confirming_update = false;
        }
        let id = self.queue("progress-creating-survey", Command::CreateSurvey { request });
        if let Some(form) = &mut self.survey_form {
            form.submitting = Some(id);
        }
    }

    /// "Update their details and send": the first press asks again, naming what will change;
    /// the second sends the update and then the survey.
    pub fn update_patient_on_record_and_send(&mut self) {
        let checks = self.draft_checks();
        let Some(form) = &mut self.survey_form else { return };
        if form.submitting.is_some() {
            return;
        }
        let Some(on_record) = &mut form.on_record else { return };
        if !on_record.confirming_update {
            on_record.confirming_update = true;
            return;
        }
        let Some((payload, based_on, request)) = form.update_for_record(checks) else { return };
        form.error = None;
        form.error_why = None;
        if let Some(on_record) = &mut form.on_record {
            on_record.chosen = Some(OnRecordChoice::UpdateDetailsAndSend);
        }
        let patient_id = based_on.patient_id.clone();
        let command = Command::UpdatePatientThenCreateSurvey { patient_id, payload, based_on, request };
        let id = self.queue("progress-updating-then-creating", command);
        if let Some(form) = &mut self.survey_form {
            form.submitting = Some(id);
        }
    }

    /// Back from the comparison (or its second confirmation) to the form, everything typed kept.
    pub fn back_from_patient_on_record(&mut self) {
        let Some(form) = &mut self.survey_form else { return };
        if form.submitting.is_some() {
            return;
        }
        match &mut form.on_record {
            Some(on_record) if on_record.confirming_update => on_record.confirming_update = false,
            _ => form.on_record = None,
        }
    }

    /// What the service said about a survey being created.
    pub(super) fn apply_survey_form_event(&mut self, kind: EventKind) {
        match kind {
            EventKind::ReferenceOnRecord { patient, changed } => {
                self.mark_online();
                let Some(form) = &mut self.survey_form else { return };
                form.submitting = None;
                form.on_record = Some(OnRecord {
                    patient: Box::new(patient),
                    confirming_update: false,
                    changed_meanwhile: changed,
                    chosen: None,
                    updated_fields: Vec::new(),
                });
            }
            EventKind::SurveyNotSent { step, error } => {
                let Some(form) = &mut self.survey_form else { return };
                form.submitting = None;
                if let Some(on_record) = &mut form.on_record {
                    on_record.chosen = None;
                }
                let why = match step {
                    crate::worker::SurveyStep::ReferenceLookup => "error-why-reference-lookup",
                    crate::worker::SurveyStep::PatientUpdate => "error-why-patient-update",
                };
                form.error = Some(error.clone());
                form.error_why = Some(crate::i18n::Msg::new(why));
                self.note_failure(&error, Some(Resend::CreateSurvey));
            }
            EventKind::SurveyPatientUpdated { before, after } => {
                self.mark_online();
                self.record(details_changed(&before, &after));
                if let Some(open) = &mut self.patient
                    && open.patient.patient_id == after.patient_id
                {
                    open.patient = after.clone();
                }
                self.recent.retain(|p| p.patient_id != after.patient_id);
                if let Some(form) = &mut self.survey_form {
                    form.record_updated(&before, after);
                }
            }
            EventKind::SurveyCreated { result, patient } => {
                let Some(form) = &mut self.survey_form else { return };
                form.submitting = None;
                match result {
                    Ok(created) => {
                        let invitation = form.send_invitation.then(|| form.channel.wire().to_owned());
                        let survey_id = created.survey_id.clone();
                        form.created = Some(created);
                        self.record(crate::activity::Action::SurveyCreated {
                            survey_id: survey_id.clone(),
                            patient_id: patient.as_ref().map(|p| p.patient_id.clone()),
                            from_list: false,
                        });
                        if let Some(channel) = invitation {
                            self.record(crate::activity::Action::InvitationSent { survey_id, channel });
                        }
                        if let Some(patient) = patient {
                            self.show_patient(patient);
                        } else {
                            self.refresh_surveys();
                        }
                    }
                    Err(error) => {
                        form.error = Some(error.clone());
                        if error.is_ambiguous() {
                            form.error_why = Some(crate::i18n::Msg::new("error-why-survey-may-exist"));
                            self.refresh_surveys();
                        } else {
                            form.error_why = None;
                        }
                        self.note_failure(&error, Some(Resend::CreateSurvey));
                    }
                }
            }
            // Every other event belongs to another concern (see `AppState::apply`).
            _ => {}
        }
    }
}
