//! "Read eID" (issue 32), wherever a new patient's details are typed: the register form, the
//! new-survey dialog for a new patient, and the day list's row editor. The card's names, birth
//! date and gender fill the form through the same edits as typing — nothing is sent, the user
//! reviews and saves. The national number becomes the external reference only where the
//! clinic's policy says its references are national numbers; otherwise it is not kept, shown or
//! logged. Every failure has its sentence and leaves the form as it was.

use crate::eid_reader::{BirthDate, Gender, Identity, ReadProblem};
use crate::i18n::Msg;
use crate::patient::{DraftEdit, Field, GenderChoice, ReferenceKind};
use crate::worker::Command;

use super::day_list_flow::DayListIntent;
use super::intent::{PatientFormIntent, SurveyFormIntent};
use super::notices::Level;
use super::survey_form::SurveyTarget;
use super::{AppState, RequestId};

/// Where the card's identity is to go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EidPlace {
    /// The register form (not an edit: a card never changes a patient on record).
    Register,
    /// The new-survey dialog, for a new patient.
    NewPatientSurvey,
    /// The day list's row editor, open on this row.
    DayListRow(usize),
}

/// A card being read, or what the last read said, for one form: the place and which form was
/// there (its draft id, or the row's line), so a read never lands in a form opened since.
#[derive(Clone, Debug, PartialEq)]
pub struct EidRead {
    pub place: EidPlace,
    form: String,
    /// The request while the card is read.
    pub request: Option<RequestId>,
    /// What the read said, once done (shown under the button of that form).
    pub said: Option<(Level, Msg)>,
}

impl AppState {
    /// Whether "Read eID" is offered at `place` now: the policy shows the button and a form
    /// for a new patient is there.
    pub fn eid_offered(&self, place: EidPlace) -> bool {
        self.policy.eid_button && self.eid_form(place).is_some()
    }

    /// Whether the card is being read, for any form (one read at a time: the reader has one card).
    pub fn eid_busy(&self) -> bool {
        self.eid.as_ref().is_some_and(|read| read.request.is_some())
    }

    /// Whether the card is being read for the form at `place`.
    pub fn eid_reading_for(&self, place: EidPlace) -> bool {
        self.eid.as_ref().is_some_and(|read| read.request.is_some() && self.eid_is_for(read, place))
    }

    /// What the last read for the form at `place` said.
    pub fn eid_said_for(&self, place: EidPlace) -> Option<&(Level, Msg)> {
        self.eid.as_ref().filter(|read| self.eid_is_for(read, place)).and_then(|read| read.said.as_ref())
    }

    fn eid_is_for(&self, read: &EidRead, place: EidPlace) -> bool {
        read.place == place && self.eid_form(place).as_deref() == Some(read.form.as_str())
    }

    /// Which form is at `place` (`None`: none that takes a new patient's details).
    fn eid_form(&self, place: EidPlace) -> Option<String> {
        match place {
            EidPlace::Register => {
                self.patient_form.as_ref().filter(|form| !form.is_edit()).map(|form| form.draft_id.clone())
            }
            EidPlace::NewPatientSurvey => self
                .survey_form
                .as_ref()
                .filter(|form| matches!(form.target, SurveyTarget::NewPatient(_)))
                .filter(|form| form.submitting.is_none() && form.created.is_none() && form.on_record.is_none())
                .map(|form| form.draft_id.clone()),
            EidPlace::DayListRow(index) => {
                let list = &self.day_list;
                let row = list.file.as_ref().and_then(|file| file.rows.get(index))?;
                (list.editing == Some(index) && list.creating.is_none()).then(|| format!("line {}", row.line))
            }
        }
    }

    /// Asks the worker to read the card for the form at `place`, one read at a time.
    pub(super) fn read_eid(&mut self, place: EidPlace) {
        if !self.eid_offered(place) || self.eid_busy() {
            return;
        }
        let Some(form) = self.eid_form(place) else { return };
        let request = self.queue("progress-reading-eid", Command::ReadEid);
        self.eid = Some(EidRead { place, form, request: Some(request), said: None });
    }

    pub(super) fn on_eid_read(&mut self, id: RequestId, result: Result<Identity, ReadProblem>) {
        let Some(read) = self.eid.as_mut().filter(|read| read.request == Some(id)) else { return };
        read.request = None;
        let read = read.clone();
        if !self.eid_is_for(&read, read.place) {
            // The form was closed or replaced while the card was read: nothing lands elsewhere.
            self.eid = None;
            return;
        }
        let (level, said) = match result {
            Ok(identity) => {
                let (edits, said) = self.card_edits(&identity);
                for edit in edits {
                    self.apply_eid_edit(read.place, edit);
                }
                (Level::Success, said)
            }
            Err(problem) => {
                tracing::info!("the eID card could not be read: {problem}");
                (Level::Warning, problem_words(&problem))
            }
        };
        // Said beside the button of the form it is about, and gone with that form: not in the
        // status bar, where it would outlive the form (and a dialog dims it).
        if let Some(read) = &mut self.eid {
            read.said = Some((level, said));
        }
    }

    /// The edits the card's identity makes, and what to say of them.
    fn card_edits(&self, identity: &Identity) -> (Vec<DraftEdit>, Msg) {
        let first_names = match &identity.third_initial {
            Some(initial) => format!("{} {initial}", identity.first_names),
            None => identity.first_names.clone(),
        };
        let gender = match identity.gender {
            Gender::Female => GenderChoice::Female,
            Gender::Male => GenderChoice::Male,
        };
        let mut edits = vec![
            DraftEdit::Text(Field::FirstName, first_names.trim().to_owned()),
            DraftEdit::Text(Field::LastName, identity.last_name.clone()),
            DraftEdit::Gender(Some(gender)),
        ];
        let mut said = Msg::new("eid-read-done");
        match identity.birth_date {
            BirthDate::Date(date) => edits.push(DraftEdit::Text(Field::Birthdate, date.to_string())),
            // Day and month not known: the user types what the patient says.
            BirthDate::YearOnly(year) => said = Msg::new("eid-read-year-only").with("year", i64::from(year)),
        }
        // The number is kept only as the reference of a clinic whose references are national
        // numbers, and only when its check digits hold (the form checks it like a typed one).
        if self.policy.references == ReferenceKind::NationalNumber
            && crate::patient_rules::national_number::belgian(&identity.national_number).is_ok()
        {
            let kept = self.policy.references.kept(&identity.national_number);
            edits.push(DraftEdit::Text(Field::ExternalReference, kept));
        }
        (edits, said)
    }

    /// One edit from the card, made as the same edit typed at `place` is.
    fn apply_eid_edit(&mut self, place: EidPlace, edit: DraftEdit) {
        match place {
            EidPlace::Register => self.apply_patient_form_intent(PatientFormIntent::Edit(edit)),
            EidPlace::NewPatientSurvey => self.apply_survey_form_intent(SurveyFormIntent::EditPatient(edit)),
            EidPlace::DayListRow(index) => self.apply_day_list_intent(DayListIntent::EditRowField(index, edit)),
        }
    }
}

/// The sentence for why the card was not read.
fn problem_words(problem: &ReadProblem) -> Msg {
    match problem {
        ReadProblem::NoService => Msg::new("eid-problem-no-service"),
        ReadProblem::NoReader => Msg::new("eid-problem-no-reader"),
        ReadProblem::NoCard => Msg::new("eid-problem-no-card"),
        ReadProblem::NotAnEid => Msg::new("eid-problem-not-an-eid"),
        ReadProblem::Removed => Msg::new("eid-problem-removed"),
        ReadProblem::InUse => Msg::new("eid-problem-in-use"),
        ReadProblem::TimedOut(limit) => Msg::new("eid-problem-timed-out").with("seconds", limit.as_secs() as i64),
        ReadProblem::Reader(_) | ReadProblem::Unreadable(_) => Msg::new("eid-problem-reader"),
    }
}
