//! What a person asked for, as a value. Views only read the state and return these;
//! [`AppState::apply_intent`](super::AppState::apply_intent) is the one place they become
//! changes, so every change a click or a keystroke makes can be found from here.
//!
//! Typing is an intent too: a text field shows a copy of the state's text and returns the
//! edited text ([`DraftEdit`], [`SignInEdit`], [`Intent::EditSearchQuery`]).

use std::time::Duration;

use crate::api::{Channel, Patient};

use super::survey_form::OptionChoice;
use super::survey_view::SurveyTab;
use super::{EnvironmentChoice, FormSwitchChoice, RequestId, Screen, SignInMode};
pub use crate::patient::DraftEdit;

/// One thing the user asked for.
#[derive(Clone, Debug, PartialEq)]
pub enum Intent {
    ShowActivityLog,
    ShowAbout,
    /// The answer to "Close Intake Desk?" when typing could not be saved.
    Close(super::closing::CloseIntent),
    About(super::AboutIntent),
    /// Words the whole interface in another language from the next frame on (and remembers it).
    SetLanguage(crate::i18n::Language),

    // The session: connection, sign-in, privacy.
    OpenConnectionScreen,
    EditSignIn(SignInEdit),
    SubmitSignIn,
    CloseSignInOverlay,
    TestConnection,
    SignOut,
    SetPrivacyTimeout(Duration),
    /// Keep this desk's work to itself (`off`), or share it through the clinic database again.
    TurnClinicSharing {
        off: bool,
    },

    // Patients: finding, opening, the register / edit form.
    EditSearchQuery(String),
    Search,
    OpenPatient(String),
    /// The patient a duplicate external reference belongs to, shown instead of the form.
    ShowDuplicate(Box<Patient>),
    StartRegistration,
    StartEdit,
    /// "Read eID": the card's identity fills the form there, for the user to review.
    ReadEid(super::eid::EidPlace),
    RefreshSurveys,
    PatientForm(PatientFormIntent),
    ResolveFormSwitch(FormSwitchChoice),

    // Surveys: the new-survey dialog and the open survey.
    StartSurveyForOpenPatient,
    StartSurveyForNewPatient,
    SurveyForm(SurveyFormIntent),
    OpenSurvey(String),
    Survey(SurveyIntent),

    // The day's list and the Today view.
    /// The home screen: the Today view and the recent patients.
    ShowHome,
    ShowDayList,
    DayList(super::day_list_flow::DayListIntent),
    /// The Today view shows another day.
    TodayDate(jiff::civil::Date),
    /// Whose invitations the Today view shows.
    TodayDesks(super::today::DeskFilter),
    /// The demo's colleague sends from another desk of the demo clinic.
    AddDemoColleague,
    RefreshStatuses,
    /// The Follow-up view: who answered, reminders.
    ShowFollowUp,
    FollowUp(super::follow_up::FollowUpIntent),

    // Requests and notices.
    Cancel(RequestId),
    ResendInterrupted,
    DismissNotice,

    // What is kept on this computer.
    RestoreDraft(String),
    DiscardDraft(String),
    CloseStartupProblems,
}

/// A change typed into the sign-in form.
#[derive(Clone, Debug, PartialEq)]
pub enum SignInEdit {
    Choice(EnvironmentChoice),
    CustomApiBase(String),
    CustomTokenHost(String),
    Mode(SignInMode),
    Account(String),
    Password(String),
    Tenant(String),
    HealthcareService(String),
    PastedToken(String),
}

/// The register / edit form.
#[derive(Clone, Debug, PartialEq)]
pub enum PatientFormIntent {
    Edit(DraftEdit),
    /// "Save new patient" / "Review and save" (or Enter): every message shows, and the form is
    /// sent when it is valid.
    Save,
    /// "Save these changes" after the review.
    ConfirmChanges,
    BackToEditing,
    RegisterInsteadOfEdit,
    KeepMyChangesOnTheirs,
    UseTheirVersion,
    Close,
}

/// The new-survey dialog.
#[derive(Clone, Debug, PartialEq)]
pub enum SurveyFormIntent {
    EditPatient(DraftEdit),
    IncludeUrl(bool),
    IncludePinInUrl(bool),
    SendInvitation(bool),
    Channel(Channel),
    /// Show or hide the link that carries the PIN.
    RevealUrl(bool),
    /// "Create survey": every message shows, and it is sent when the new patient is valid.
    Create,
    CorrectPhone,
    SendToPatientOnRecord,
    UpdatePatientOnRecordAndSend,
    BackFromPatientOnRecord,
    Close,
    /// The outcome is not known: ask the service (again) whether the survey was made.
    CheckOutcome,
}

/// The open survey.
#[derive(Clone, Debug, PartialEq)]
pub enum SurveyIntent {
    Back,
    Refresh,
    Tab(SurveyTab),
    Filter(String),
    ReloadHistory,
    ReloadPlainText,
    SummaryCopied,
    PreviewPdf,
    ExportPdf,
    SavePdfToDocuments,
    OpenSavedPdf,
    ShowSavedPdfInFolder,
}

impl super::AppState {
    /// Makes what the user asked for happen: the one place a view's request changes the state.
    pub fn apply_intent(&mut self, intent: Intent) {
        match intent {
            Intent::ShowActivityLog => self.screen = Screen::Activity,
            Intent::Close(intent) => self.apply_close_intent(intent),
            Intent::ShowAbout => self.show_about(),
            Intent::About(intent) => self.apply_about_intent(intent),
            Intent::SetLanguage(language) => {
                // A language the IT department set stays (the view greys the choice).
                if language != self.tr.language() && !self.policy.language.locked {
                    self.tr = crate::i18n::Translator::new(language);
                    self.reword_cached_text();
                }
            }
            Intent::OpenConnectionScreen => self.open_connection_screen(),
            Intent::EditSignIn(edit) => self.edit_sign_in(edit),
            Intent::SubmitSignIn => self.submit_sign_in(),
            Intent::CloseSignInOverlay => self.sign_in_overlay = false,
            Intent::TestConnection => self.test_connection(),
            Intent::SignOut => self.sign_out(),
            Intent::SetPrivacyTimeout(timeout) => {
                if !self.policy.privacy_minutes.locked {
                    self.privacy.timeout = timeout;
                }
            }
            Intent::TurnClinicSharing { off } => self.turn_clinic_sharing(off),
            Intent::EditSearchQuery(query) => self.search_query = query,
            Intent::Search => self.submit_search(),
            Intent::OpenPatient(patient_id) => self.open_patient(&patient_id),
            Intent::ShowDuplicate(patient) => {
                self.patient_form = None;
                self.show_patient(*patient);
            }
            Intent::StartRegistration => self.start_registration(),
            Intent::StartEdit => self.start_edit(),
            Intent::ReadEid(place) => self.read_eid(place),
            Intent::RefreshSurveys => self.refresh_surveys(),
            Intent::PatientForm(intent) => self.apply_patient_form_intent(intent),
            Intent::ResolveFormSwitch(choice) => self.resolve_form_switch(choice),
            Intent::StartSurveyForOpenPatient => self.start_survey_for_open_patient(),
            Intent::StartSurveyForNewPatient => self.start_survey_for_new_patient(),
            Intent::SurveyForm(intent) => self.apply_survey_form_intent(intent),
            Intent::OpenSurvey(survey_id) => self.open_survey(&survey_id),
            Intent::Survey(intent) => self.apply_survey_intent(intent),
            Intent::ShowHome => {
                self.screen = Screen::Home;
                // What was sent since it was last read (a survey from a patient's page).
                self.reload_sent();
            }
            Intent::ShowDayList => self.show_day_list(),
            Intent::DayList(intent) => self.apply_day_list_intent(intent),
            Intent::TodayDate(date) => self.load_sent_on(date),
            Intent::TodayDesks(desks) => self.today_view.desks = desks,
            Intent::AddDemoColleague => self.add_demo_colleague(),
            Intent::RefreshStatuses => self.refresh_statuses(),
            Intent::ShowFollowUp => self.show_follow_up(),
            Intent::FollowUp(intent) => self.apply_follow_up_intent(intent),
            Intent::Cancel(id) => self.cancel(id),
            Intent::ResendInterrupted => self.resend_interrupted(),
            Intent::DismissNotice => {
                if let Some(index) = self.notice_to_show() {
                    self.notices.remove(index);
                }
            }
            Intent::RestoreDraft(draft_id) => self.restore_draft(&draft_id),
            Intent::DiscardDraft(draft_id) => self.discard_draft(&draft_id),
            Intent::CloseStartupProblems => self.startup_problems.clear(),
        }
    }

    pub(super) fn apply_patient_form_intent(&mut self, intent: PatientFormIntent) {
        let checks = self.draft_checks();
        let today = checks.today;
        let Some(form) = &mut self.patient_form else { return };
        match intent {
            PatientFormIntent::Edit(edit) => form.draft.apply(edit, today),
            PatientFormIntent::Save => {
                form.attempted_save = true;
                if form.draft.validate(form.checks(checks)).is_ok() {
                    self.submit_patient_form();
                }
            }
            PatientFormIntent::ConfirmChanges => self.submit_patient_form(),
            PatientFormIntent::BackToEditing => form.confirming = false,
            PatientFormIntent::RegisterInsteadOfEdit => self.register_instead_of_edit(),
            PatientFormIntent::KeepMyChangesOnTheirs => form.keep_my_changes_on_theirs(),
            PatientFormIntent::UseTheirVersion => form.use_their_version(),
            PatientFormIntent::Close => self.close_patient_form(),
        }
    }

    pub(super) fn apply_survey_form_intent(&mut self, intent: SurveyFormIntent) {
        let checks = self.draft_checks();
        let today = checks.today;
        let Some(form) = &mut self.survey_form else { return };
        match intent {
            SurveyFormIntent::EditPatient(edit) => {
                if let super::survey_form::SurveyTarget::NewPatient(draft) = &mut form.target {
                    draft.apply(edit, today);
                }
            }
            SurveyFormIntent::IncludeUrl(on) => form.choose(OptionChoice::IncludeUrl(on)),
            SurveyFormIntent::IncludePinInUrl(on) => form.choose(OptionChoice::IncludePinInUrl(on)),
            SurveyFormIntent::SendInvitation(on) => form.choose(OptionChoice::SendInvitation(on)),
            SurveyFormIntent::Channel(channel) => form.choose(OptionChoice::Channel(channel)),
            SurveyFormIntent::RevealUrl(on) => form.reveal_url = on,
            SurveyFormIntent::Create => {
                form.attempted_save = true;
                if form.patient_validation(checks).is_none_or(|v| v.is_ok()) {
                    self.submit_survey_form();
                }
            }
            SurveyFormIntent::CorrectPhone => self.correct_phone_from_survey(),
            SurveyFormIntent::SendToPatientOnRecord => self.send_survey_to_patient_on_record(),
            SurveyFormIntent::UpdatePatientOnRecordAndSend => self.update_patient_on_record_and_send(),
            SurveyFormIntent::BackFromPatientOnRecord => self.back_from_patient_on_record(),
            SurveyFormIntent::Close => self.close_survey_form(),
            SurveyFormIntent::CheckOutcome => self.check_survey_outcome(),
        }
    }

    fn apply_survey_intent(&mut self, intent: SurveyIntent) {
        match intent {
            SurveyIntent::Back => self.close_survey(),
            SurveyIntent::Refresh => self.refresh_survey(),
            SurveyIntent::Tab(tab) => self.show_survey_tab(tab),
            SurveyIntent::Filter(text) => self.set_answer_filter(&text),
            SurveyIntent::ReloadHistory => self.load_history(),
            SurveyIntent::ReloadPlainText => self.load_plain_text(),
            SurveyIntent::SummaryCopied => self.note_summary_copied(),
            SurveyIntent::PreviewPdf => self.preview_pdf(),
            SurveyIntent::ExportPdf => self.export_pdf(),
            SurveyIntent::SavePdfToDocuments => self.save_pdf_to_documents(),
            SurveyIntent::OpenSavedPdf => self.open_saved_pdf(),
            SurveyIntent::ShowSavedPdfInFolder => self.show_saved_pdf_in_folder(),
        }
    }
}
