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
        if self.survey_form.as_ref().is_some_and(SurveyForm::sending) {
            return;
        }
        self.survey_form = None;
        self.start_edit();
    }

    /// Closes the dialog, except while a send is under way or its outcome is being asked
    /// (the answer is the user's to see). Once asking failed it closes: the dialog said to
    /// look at the patient's surveys before sending again.
    pub fn close_survey_form(&mut self) {
        if let Some(form) = &self.survey_form
            && (form.submitting.is_some() || form.unknown.as_ref().is_some_and(|u| u.checking.is_some()))
        {
            return;
        }
        self.survey_form = None;
    }

    pub fn submit_survey_form(&mut self) {
        let checks = self.draft_checks();
        let Some(form) = &mut self.survey_form else { return };
        if form.sending() || form.created.is_some() {
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
        if form.sending() || form.created.is_some() {
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
        if form.sending() || form.created.is_some() {
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
        if form.sending() {
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
                    crate::worker::SurveyStep::KnownSurveys => "error-why-known-surveys",
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
                form.leaving = None;
                match result {
                    Ok(created) => self.survey_sent(created, patient),
                    Err(error) => {
                        form.error = Some(error.clone());
                        form.error_why = None;
                        self.note_failure(&error, Some(Resend::CreateSurvey));
                    }
                }
            }
            EventKind::SurveyLeaving { check } => {
                if let Some(form) = &mut self.survey_form {
                    form.leaving = Some(check);
                }
            }
            EventKind::SurveyCreateUnknown { error, check } => {
                let Some(form) = &mut self.survey_form else { return };
                form.submitting = None;
                form.leaving = None;
                self.note_failure(&error, None);
                self.survey_outcome_unknown(check, error);
            }
            EventKind::SurveyCreateSettled { found, patient } => {
                let Some(form) = &mut self.survey_form else { return };
                let Some(unknown) = &mut form.unknown else { return };
                unknown.checking = None;
                match found {
                    Ok(Some(made)) => {
                        form.unknown = None;
                        form.found_after_lost_answer = true;
                        self.mark_online();
                        let created = crate::api::CreatedSurvey {
                            survey_id: made.survey_id,
                            url: None,
                            extra: Default::default(),
                        };
                        self.survey_sent(created, patient);
                    }
                    Ok(None) => {
                        // Asked once it could no longer be under way: it was not handled.
                        let why = unknown.why.clone();
                        form.unknown = None;
                        form.error = Some(why);
                        form.error_why = Some(crate::i18n::Msg::new("error-why-survey-not-made"));
                        self.mark_online();
                    }
                    Err(error) => {
                        unknown.check_failed = Some(error.clone());
                        self.note_failure(&error, None);
                    }
                }
            }
            // Every other event belongs to another concern (see `AppState::apply`).
            _ => {}
        }
    }

    /// The survey was made: the dialog shows it, the activity (and so Today) has it, and the
    /// patient it is for opens with their surveys.
    fn survey_sent(&mut self, created: crate::api::CreatedSurvey, patient: Option<crate::api::Patient>) {
        let Some(form) = &mut self.survey_form else { return };
        let invitation = form.send_invitation.then(|| form.channel.wire().to_owned());
        let survey_id = created.survey_id.clone();
        // An invitation goes into the journal too, where every desk of the clinic sees it.
        let single = form.send_invitation.then(|| {
            use super::survey_form::SurveyTarget;
            let on_record = match &form.target {
                SurveyTarget::Existing(patient) => Some(&**patient),
                SurveyTarget::NewPatient(_) => None,
            };
            let (first_name, last_name, reference) = match (patient.as_ref().or(on_record), &form.target) {
                (Some(patient), _) => (
                    patient.first_name.clone(),
                    patient.last_name.clone(),
                    patient.external_reference.clone().unwrap_or_default(),
                ),
                (None, SurveyTarget::NewPatient(draft)) => {
                    (draft.first_name.clone(), draft.last_name.clone(), draft.external_reference.clone())
                }
                (None, SurveyTarget::Existing(_)) => Default::default(),
            };
            crate::batch_journal::SingleSent {
                survey_id: survey_id.clone(),
                patient_id: patient.as_ref().map(|p| p.patient_id.clone()),
                item: crate::batch_journal::BatchItem {
                    reference: reference.clone(),
                    patient: crate::drafts::DraftPatient {
                        first_name,
                        last_name,
                        external_reference: reference,
                        ..Default::default()
                    },
                    sms: form.channel == crate::api::Channel::Sms,
                    ..Default::default()
                },
                sent_at: jiff::Timestamp::now(),
            }
        });
        form.created = Some(created);
        form.error = None;
        form.error_why = None;
        self.record(crate::activity::Action::SurveyCreated {
            survey_id: survey_id.clone(),
            patient_id: patient.as_ref().map(|p| p.patient_id.clone()),
            from_list: false,
        });
        if let Some(channel) = invitation {
            self.record(crate::activity::Action::InvitationSent { survey_id, channel });
        }
        if let (Some(single), Some(session)) = (single, self.connection.session.clone()) {
            self.queue_quiet(Command::RecordSingleSent { single: Box::new(single), session });
        }
        if let Some(patient) = patient {
            self.show_patient(patient);
        } else {
            self.refresh_surveys();
        }
    }

    /// The create may have been handled: the dialog says so and offers nothing to send, and
    /// the service is asked once the request cannot still be under way.
    pub(super) fn survey_outcome_unknown(
        &mut self,
        check: crate::worker::flows::CreateCheck,
        why: crate::api::ApiError,
    ) {
        let session = self.connection.session.clone();
        let Some(form) = &mut self.survey_form else { return };
        form.error = None;
        form.error_why = None;
        form.unknown =
            Some(super::survey_form::UnknownCreate { check, session, why, checking: None, check_failed: None });
        self.check_survey_outcome();
    }

    /// Asks the service (once the request cannot still be under way) whether the survey whose
    /// outcome is unknown was made.
    pub fn check_survey_outcome(&mut self) {
        let Some(unknown) = self.survey_form.as_ref().and_then(|f| f.unknown.as_ref()) else { return };
        if unknown.checking.is_some() {
            return;
        }
        let command = Command::SettleSurveyCreate { check: unknown.check.clone(), session: unknown.session.clone() };
        let id = self.queue("progress-asking-whether-made", command);
        if let Some(unknown) = self.survey_form.as_mut().and_then(|f| f.unknown.as_mut()) {
            unknown.checking = Some(id);
            unknown.check_failed = None;
        }
    }
}
