//! "Read eID" in the register form (issue 32): the card's names, birth date and gender fill the
//! form as if typed — nothing is sent, the user reviews and saves. The national number is not
//! kept: it is neither stored nor shown beyond the card. Every failure has its sentence and
//! leaves the form as it was.

use crate::eid_reader::{BirthDate, Gender, Identity, ReadProblem};
use crate::i18n::Msg;
use crate::patient::{DraftEdit, Field, GenderChoice};
use crate::worker::Command;

use super::notices::{Level, Topic};
use super::{AppState, RequestId};

impl AppState {
    /// Asks the worker to read the card, once at a time, for a registration.
    pub(super) fn read_eid(&mut self) {
        let registering = self.patient_form.as_ref().is_some_and(|form| !form.is_edit());
        if !registering || self.eid_reading.is_some() {
            return;
        }
        let id = self.queue("progress-reading-eid", Command::ReadEid);
        self.eid_reading = Some(id);
    }

    pub(super) fn on_eid_read(&mut self, id: RequestId, result: Result<Identity, ReadProblem>) {
        if self.eid_reading != Some(id) {
            return;
        }
        self.eid_reading = None;
        let today = Self::today();
        let identity = match result {
            Ok(identity) => identity,
            Err(problem) => {
                tracing::info!("the eID card could not be read: {problem}");
                self.notify(Topic::Patient, Level::Warning, problem_words(&problem), Vec::new());
                return;
            }
        };
        let Some(form) = self.patient_form.as_mut().filter(|form| !form.is_edit()) else { return };
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
        for edit in edits {
            form.draft.apply(edit, today);
        }
        self.notify(Topic::Patient, Level::Success, said, Vec::new());
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
