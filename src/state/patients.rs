//! Patients: the search, the open patient and their survey list, recently opened patients and
//! the register / edit form (with its conflicts and the question before another form replaces
//! it). Owns the patients' part of [`AppState::apply`].

use super::*;
use crate::api::error::Reason;
use crate::i18n::service;
use crate::msg;

/// An open patient with the list of their surveys.
#[derive(Clone, Debug, PartialEq)]
pub struct OpenPatient {
    pub patient: Patient,
    pub surveys: Loadable<Vec<Survey>>,
}

/// Register or edit.
#[derive(Clone, Debug, PartialEq)]
pub enum FormMode {
    Register,
    /// `original` is the form as the edit began, `record` the record it was made from (an
    /// update is sent only while the service still holds those details).
    Edit {
        patient_id: String,
        original: Box<PatientDraft>,
        record: Box<Patient>,
    },
}

/// The record changed on the service while it was being edited: nothing was sent.
#[derive(Clone, Debug, PartialEq)]
pub struct EditConflict {
    /// What is on record now.
    pub theirs: Box<Patient>,
}

/// A form that would replace another one with typed content; the user is asked first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormSwitch {
    /// "Edit details" while a registration is typed.
    EditOpenPatient,
    /// "Register patient" while unsaved changes to a patient are typed.
    Register,
}

/// The user's answer to "discard what you typed?".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormSwitchChoice {
    /// Show the form with the typed content.
    BackToTypedForm,
    /// Throw the typed content away and open the other form.
    Discard,
    /// Neither: stay where you are.
    Stay,
}

/// The patient form with everything that happened to it.
#[derive(Clone, Debug, PartialEq)]
pub struct PatientFormState {
    pub mode: FormMode,
    pub draft: PatientDraft,
    /// Per-field messages from the service's last answer.
    pub service_errors: BTreeMap<Field, Vec<Msg>>,
    /// The last failure, worded by the view as one sentence (plus details).
    pub error: Option<ApiError>,
    /// What the app adds to [`PatientFormState::error`] (what became of the request), shown
    /// above its sentence.
    pub error_why: Option<crate::i18n::Msg>,
    /// Service messages for fields the form does not have.
    pub other_messages: Vec<String>,
    pub submitting: Option<RequestId>,
    /// The external reference is already taken by this patient.
    pub duplicate: Option<Patient>,
    /// Edit: the user is looking at the list of changes before saving.
    pub confirming: bool,
    /// A create failed ambiguously and the lookup said it was not created:
    /// sending again is safe and offered.
    pub resend_offered: bool,
    /// Edit: the record changed elsewhere since the edit began.
    pub conflict: Option<EditConflict>,
    /// Save was pressed: every field's message shows, left or not.
    pub attempted_save: bool,
    /// Another form would replace this one with its typed content: the question shown (it
    /// goes with the form).
    pub pending_switch: Option<FormSwitch>,
    /// The id of this form's draft in the local store (its own: another form never replaces it).
    pub draft_id: String,
}

impl PatientFormState {
    pub fn register() -> PatientFormState {
        PatientFormState::new(FormMode::Register, PatientDraft::new_registration())
    }

    pub fn edit(patient: &Patient) -> PatientFormState {
        let draft = PatientDraft::from_patient(patient);
        PatientFormState::new(
            FormMode::Edit {
                patient_id: patient.patient_id.clone(),
                original: Box::new(draft.clone()),
                record: Box::new(patient.clone()),
            },
            draft,
        )
    }

    pub(super) fn new(mode: FormMode, draft: PatientDraft) -> PatientFormState {
        PatientFormState {
            mode,
            draft,
            service_errors: BTreeMap::new(),
            error: None,
            error_why: None,
            other_messages: Vec::new(),
            submitting: None,
            duplicate: None,
            confirming: false,
            resend_offered: false,
            conflict: None,
            attempted_save: false,
            pending_switch: None,
            draft_id: crate::drafts::new_draft_id(),
        }
    }

    /// Edit: the patient being edited.
    pub fn edited_patient_id(&self) -> Option<&str> {
        match &self.mode {
            FormMode::Edit { patient_id, .. } => Some(patient_id),
            FormMode::Register => None,
        }
    }

    /// Rows for the conflict view: (field, when the edit began, on record now, typed here),
    /// for every field that is not the same in all three.
    pub fn conflict_rows(&self) -> Vec<(Field, String, String, String)> {
        let (Some(conflict), FormMode::Edit { original, .. }) = (&self.conflict, &self.mode) else {
            return Vec::new();
        };
        let theirs = PatientDraft::from_patient(&conflict.theirs);
        Field::ALL
            .into_iter()
            .filter_map(|field| {
                let began = original.display_value(field);
                let now = theirs.display_value(field);
                let mine = self.draft.display_value(field);
                (began != now || began != mine).then_some((field, began, now, mine))
            })
            .collect()
    }

    /// Takes the record as it is now as the new starting point and puts the user's own
    /// changes on it (where both changed a field, the user's value stays, marked in review).
    pub fn keep_my_changes_on_theirs(&mut self) {
        let Some(conflict) = self.conflict.take() else { return };
        let FormMode::Edit { original, .. } = &self.mode else { return };
        let mut merged = PatientDraft::from_patient(&conflict.theirs);
        for (field, _, _) in self.draft.changes_from(original) {
            merged.copy_field(field, &self.draft);
        }
        self.restart_from(*conflict.theirs, merged);
    }

    /// Drops the user's changes and starts again from the record as it is now.
    pub fn use_their_version(&mut self) {
        let Some(conflict) = self.conflict.take() else { return };
        let draft = PatientDraft::from_patient(&conflict.theirs);
        self.restart_from(*conflict.theirs, draft);
    }

    pub(super) fn restart_from(&mut self, record: Patient, draft: PatientDraft) {
        self.mode = FormMode::Edit {
            patient_id: record.patient_id.clone(),
            original: Box::new(PatientDraft::from_patient(&record)),
            record: Box::new(record),
        };
        self.draft = draft;
        self.confirming = false;
        self.error = None;
        self.error_why = None;
    }

    pub fn is_edit(&self) -> bool {
        matches!(self.mode, FormMode::Edit { .. })
    }

    /// What this form's draft is checked against: `checks`, except that an edit keeping the
    /// patient's reference as it was never has it judged by a rule newer than the record (a
    /// clinic that moved to national numbers still edits its earlier patients).
    pub fn checks(&self, checks: crate::patient::DraftChecks) -> crate::patient::DraftChecks {
        match &self.mode {
            FormMode::Edit { original, .. } if original.external_reference == self.draft.external_reference => {
                crate::patient::DraftChecks { references: crate::patient::ReferenceKind::Own, ..checks }
            }
            _ => checks,
        }
    }

    /// Edit: the fields that differ from the record as loaded.
    pub fn changes(&self) -> Vec<(Field, String, String)> {
        match &self.mode {
            FormMode::Edit { original, .. } => self.draft.changes_from(original),
            FormMode::Register => Vec::new(),
        }
    }

    /// Edit: the changes rename the patient and change their date of birth.
    pub fn looks_like_another_person(&self) -> bool {
        let fields: Vec<Field> = self.changes().into_iter().map(|(field, _, _)| field).collect();
        crate::patient::looks_like_another_person(&fields)
    }

    pub fn has_unsaved_changes(&self) -> bool {
        match &self.mode {
            FormMode::Edit { .. } => !self.changes().is_empty(),
            FormMode::Register => !self.draft.is_blank(),
        }
    }

    pub(super) fn take_error(&mut self, error: ApiError) {
        let (by_field, other) = crate::patient::service_field_errors(&error);
        self.service_errors = by_field;
        self.other_messages = other;
        self.error = Some(error);
        self.error_why = None;
    }
}

/// The activity entry for a change of details: the names of the fields that changed, never
/// their values.
pub(super) fn details_changed(before: &Patient, after: &Patient) -> crate::activity::Action {
    crate::activity::Action::PatientUpdated {
        patient_id: after.patient_id.clone(),
        fields: crate::patient::changed_fields(before, after).iter().map(|f| f.wire_name().to_owned()).collect(),
    }
}

/// The record holds what the update sent (names, gender, birthdate, language, e-mail, phone,
/// reference), so a cancelled update was in fact saved.
pub(super) fn patient_matches_payload(patient: &Patient, payload: &crate::api::PatientPayload) -> bool {
    let phone = payload.phone.as_ref();
    patient.first_name == payload.first_name
        && patient.last_name == payload.last_name
        && patient.gender == Some(payload.gender)
        && patient.birthdate == Some(payload.birthdate)
        && patient.language.as_deref().map(str::to_ascii_lowercase) == Some(payload.language.to_ascii_lowercase())
        && patient.email.as_deref() == payload.email.as_deref()
        && patient.phone.as_ref().map(|p| p.phone_number.as_str()) == phone.map(|p| p.phone_number.as_str())
        && patient.external_reference.as_deref() == Some(payload.external_reference.as_str())
}

/// Newest first; surveys without a readable time go last, in the order given.
pub fn sort_newest_first(surveys: &mut [Survey]) {
    surveys.sort_by(|a, b| {
        let key = |s: &Survey| s.created_at.as_ref().and_then(|t| t.instant);
        key(b).cmp(&key(a))
    });
}

impl AppState {
    pub fn submit_search(&mut self) {
        // A national number is looked up as it is kept (its digits), however it was typed.
        let query = self.policy.references.kept(&self.search_query);
        if query.is_empty() || self.search_request.is_some() {
            return;
        }
        self.search_error = None;
        self.clear_notices(Topic::Patient);
        let id = self.queue("progress-searching", Command::FindPatient { query });
        self.search_request = Some(id);
    }

    /// Opens a patient by id with their record as the service holds it now (a recent or demo
    /// patient's details may have changed since they were listed).
    pub fn open_patient(&mut self, patient_id: &str) {
        self.clear_notices(Topic::Patient);
        self.queue("progress-opening-patient", Command::OpenPatient { patient_id: patient_id.to_owned() });
    }

    /// Shows a patient already in hand and loads their surveys.
    pub fn show_patient(&mut self, patient: Patient) {
        let another = self.patient.as_ref().is_none_or(|open| open.patient.patient_id != patient.patient_id);
        if another {
            // What was said about another patient, or their PDF, is not about this one.
            self.notices.retain(|n| {
                n.about_patient.as_ref().is_none_or(|id| *id == patient.patient_id) && n.topic != Topic::Pdf
            });
        }
        self.remember_recent(&patient);
        self.survey_view = None;
        let id =
            self.queue("progress-loading-surveys", Command::ListSurveys { patient_id: patient.patient_id.clone() });
        self.patient = Some(OpenPatient { patient, surveys: Loadable::Loading(id) });
        self.screen = Screen::Patient;
    }

    pub fn refresh_surveys(&mut self) {
        let Some(open) = &self.patient else { return };
        if open.surveys.is_loading() {
            return;
        }
        let patient_id = open.patient.patient_id.clone();
        let id = self.queue("progress-loading-surveys", Command::ListSurveys { patient_id });
        if let Some(open) = &mut self.patient {
            open.surveys = Loadable::Loading(id);
        }
    }

    pub(super) fn remember_recent(&mut self, patient: &Patient) {
        self.recent.retain(|p| p.patient_id != patient.patient_id);
        self.recent.insert(0, patient.clone());
        self.recent.truncate(RECENT_LIMIT);
    }

    /// "Register patient": back to a registration being typed, or a new one; unsaved changes
    /// to a patient are never dropped without asking.
    pub fn start_registration(&mut self) {
        match &mut self.patient_form {
            Some(form) if !form.is_edit() => {}
            Some(form) if form.has_unsaved_changes() => {
                form.pending_switch = Some(FormSwitch::Register);
                return;
            }
            _ => self.patient_form = Some(PatientFormState::register()),
        }
        self.screen = Screen::PatientForm;
    }

    /// "Edit details" of the open patient: back to the changes already typed for them, or a
    /// new edit; a registration being typed is never dropped without asking.
    pub fn start_edit(&mut self) {
        let Some(open) = &self.patient else { return };
        match &mut self.patient_form {
            Some(form) if form.edited_patient_id() == Some(open.patient.patient_id.as_str()) => {}
            Some(form) if form.has_unsaved_changes() => {
                form.pending_switch = Some(FormSwitch::EditOpenPatient);
                return;
            }
            _ => self.patient_form = Some(PatientFormState::edit(&open.patient)),
        }
        self.screen = Screen::PatientForm;
    }

    /// The answer to "discard what you typed?".
    pub fn resolve_form_switch(&mut self, choice: FormSwitchChoice) {
        let Some(switch) = self.patient_form.as_mut().and_then(|form| form.pending_switch.take()) else { return };
        match choice {
            FormSwitchChoice::Stay => {}
            FormSwitchChoice::BackToTypedForm => self.screen = Screen::PatientForm,
            FormSwitchChoice::Discard => {
                if self.patient_form.as_ref().is_some_and(|f| f.submitting.is_some()) {
                    // Being sent: not the user's typing to discard any more.
                    self.screen = Screen::PatientForm;
                    return;
                }
                self.patient_form = None;
                match switch {
                    FormSwitch::EditOpenPatient => self.start_edit(),
                    FormSwitch::Register => self.start_registration(),
                }
            }
        }
    }

    /// The edit looked like another person: register them as a new patient with what was
    /// typed, and leave the patient that was being edited as they are. The external reference
    /// is the edited patient's, so it is left for the user to type the new one.
    pub fn register_instead_of_edit(&mut self) {
        let Some(form) = &self.patient_form else { return };
        if !form.is_edit() || form.submitting.is_some() {
            return;
        }
        let mut draft = form.draft.clone();
        draft.external_reference.clear();
        let mut registration = PatientFormState::register();
        registration.draft = draft;
        self.patient_form = Some(registration);
        self.screen = Screen::PatientForm;
    }

    pub fn close_patient_form(&mut self) {
        let back_to_patient = matches!(&self.patient_form, Some(form) if form.is_edit());
        self.patient_form = None;
        self.screen = if back_to_patient && self.patient.is_some() { Screen::Patient } else { Screen::Home };
    }

    /// Save (register or update). An edit first shows what changed.
    pub fn submit_patient_form(&mut self) {
        let checks = self.draft_checks();
        let Some(form) = &mut self.patient_form else { return };
        if form.submitting.is_some() {
            return;
        }
        let checks = form.checks(checks);
        let payload = match form.draft.to_payload(checks) {
            Ok(payload) => payload,
            Err(_) => return,
        };
        let command = match &form.mode {
            FormMode::Register => Command::CreatePatient { payload },
            FormMode::Edit { patient_id, record, .. } => {
                if !form.confirming {
                    form.confirming = true;
                    return;
                }
                Command::UpdatePatient { patient_id: patient_id.clone(), payload, based_on: record.clone() }
            }
        };
        form.error = None;
        form.error_why = None;
        form.conflict = None;
        form.duplicate = None;
        form.resend_offered = false;
        form.service_errors.clear();
        form.other_messages.clear();
        let label = if form.is_edit() { "progress-saving-patient" } else { "progress-registering-patient" };
        self.clear_notices(Topic::Patient);
        let id = self.queue(label, command);
        if let Some(form) = &mut self.patient_form {
            form.submitting = Some(id);
            form.confirming = false;
        }
    }

    /// What a lookup by reference found after a create whose answer never came (or that the
    /// user cancelled): the user is told, and offered to send again only when it is safe.
    pub(super) fn on_create_outcome(&mut self, why: Interrupted, found: Result<Option<Patient>, ApiError>) {
        let Some(form) = &mut self.patient_form else { return };
        form.submitting = None;
        let (cause, error) = match why {
            Interrupted::Cancelled => {
                (msg!("error-why-registration-cancelled"), ApiError::new(ErrorKind::ConnectionLost, Reason::Cancelled))
            }
            Interrupted::Failed(error) => (service::api_error(&error), error),
        };
        match found {
            Ok(Some(patient)) => {
                self.record(crate::activity::Action::PatientCreated { patient_id: patient.patient_id.clone() });
                self.notify_about(
                    &patient.patient_id,
                    Level::Warning,
                    Msg::new("notice-patient-created-after-all").with("cause", cause),
                    crate::i18n::service::api_error_details(&error),
                );
                self.patient_form = None;
                self.show_patient(patient);
            }
            Ok(None) => {
                form.resend_offered = true;
                form.error = Some(error);
                form.error_why = Some(msg!("error-why-patient-not-created"));
            }
            Err(lookup) => {
                form.error = Some(error);
                form.error_why = Some(msg!("error-why-patient-unknown", lookup = service::api_error(&lookup)));
            }
        }
    }

    /// What the record holds after the user cancelled an update that may have been sent.
    pub(super) fn on_update_outcome(&mut self, payload: &crate::api::PatientPayload, found: Result<Patient, ApiError>) {
        let Some(form) = &mut self.patient_form else { return };
        form.submitting = None;
        match found {
            Ok(patient) if patient_matches_payload(&patient, payload) => {
                let action = match &form.mode {
                    FormMode::Edit { record, .. } => details_changed(record, &patient),
                    FormMode::Register => crate::activity::Action::PatientUpdated {
                        patient_id: patient.patient_id.clone(),
                        fields: Vec::new(),
                    },
                };
                self.record(action);
                self.notify_about(
                    &patient.patient_id,
                    Level::Warning,
                    Msg::new("notice-patient-saved-despite-cancel"),
                    Vec::new(),
                );
                self.patient_form = None;
                self.show_patient(patient);
            }
            Ok(_) => {
                form.error = Some(ApiError::new(ErrorKind::ConnectionLost, Reason::Cancelled));
                form.error_why = Some(msg!("error-save-cancelled-not-saved"));
            }
            Err(lookup) => {
                form.error = Some(ApiError::new(ErrorKind::ConnectionLost, Reason::Cancelled));
                form.error_why = Some(msg!("error-save-cancelled-unknown", lookup = service::api_error(&lookup)));
            }
        }
    }

    pub(super) fn on_patient_saved(&mut self, result: Result<Patient, ApiError>) {
        let Some(form) = &mut self.patient_form else { return };
        form.submitting = None;
        match result {
            Ok(patient) => {
                let editing = form.is_edit();
                let done = Msg::new(if editing { "notice-patient-saved" } else { "notice-patient-registered" });
                let action = match &form.mode {
                    FormMode::Edit { record, .. } => details_changed(record, &patient),
                    FormMode::Register => {
                        crate::activity::Action::PatientCreated { patient_id: patient.patient_id.clone() }
                    }
                };
                self.record(action);
                self.mark_online();
                self.notify_about(&patient.patient_id, Level::Success, done, Vec::new());
                self.patient_form = None;
                self.show_patient(patient);
            }
            Err(error) => {
                form.take_error(error.clone());
                self.note_failure(&error, Some(Resend::SavePatient));
            }
        }
    }

    /// What the service said about a search, an opened patient, a save, a survey list.
    pub(super) fn apply_patient_event(&mut self, id: RequestId, kind: EventKind) {
        match kind {
            EventKind::PatientFound { query, result } => {
                self.search_request = None;
                match result {
                    Ok(patient) => {
                        self.mark_online();
                        self.show_patient(patient);
                    }
                    Err(error) => {
                        self.note_failure(&error, Some(Resend::Search(query)));
                        self.search_error = Some(error);
                    }
                }
            }
            EventKind::PatientLoaded { patient_id, result } => match result {
                Ok(patient) => {
                    self.mark_online();
                    self.show_patient(patient);
                }
                Err(error) => {
                    self.note_failure(&error, Some(Resend::OpenPatient(patient_id.clone())));
                    let (text, details) =
                        (crate::i18n::service::api_error(&error), crate::i18n::service::api_error_details(&error));
                    self.notify_about(&patient_id, Level::Error, text, details);
                }
            },
            EventKind::DuplicateFound(patient) => {
                if let Some(form) = &mut self.patient_form {
                    form.submitting = None;
                    form.duplicate = Some(patient);
                }
            }
            EventKind::PatientSaved(result) => self.on_patient_saved(result),
            EventKind::CreateOutcomeChecked { why, found } => self.on_create_outcome(why, found),
            EventKind::UpdateOutcomeChecked { payload, found } => self.on_update_outcome(&payload, found),
            EventKind::UpdateConflict { current } => {
                self.mark_online();
                if let Some(form) = &mut self.patient_form {
                    form.submitting = None;
                    form.confirming = false;
                    form.conflict = Some(EditConflict { theirs: Box::new(current) });
                }
            }
            EventKind::SurveysListed { patient_id, result } => {
                let current = matches!(&self.patient, Some(open)
                if open.patient.patient_id == patient_id && open.surveys == Loadable::Loading(id));
                if !current {
                    return;
                }
                let surveys = match result {
                    Ok(mut surveys) => {
                        self.mark_online();
                        sort_newest_first(&mut surveys);
                        Loadable::Ready(surveys)
                    }
                    Err(error) => {
                        self.note_failure(&error, Some(Resend::ListSurveys(patient_id)));
                        Loadable::Failed(error)
                    }
                };
                if let Some(open) = &mut self.patient {
                    open.surveys = surveys;
                }
            }
            // Every other event belongs to another concern (see `AppState::apply`).
            _ => {}
        }
    }
}
