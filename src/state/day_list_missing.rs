//! What an agenda's export leaves out and the day's list asks once, for the rows that need it:
//! the patient's sex. A new patient needs it (the service registers no patient without one); a
//! patient already on record keeps what the record says, so the list first asks the service
//! which references are on record, then asks the user — per row, or one choice for all of them.
//! A sex is never guessed (not from a first name, not from anything).

use std::collections::BTreeMap;

use crate::i18n::Msg;
use crate::patient::{Field, GenderChoice, ReferenceKind};
use crate::worker::Command;

use super::day_list::{ListRow, RowProblems};
use super::day_list_flow::DayList;
use super::{AppState, RequestId};

/// What the service said of a reference: on record or not, or that it could not be told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordCheck {
    OnRecord,
    New,
    /// The look-up failed (signed out, offline, the service refused): the row is asked about as
    /// a new patient would be, and a patient who is on record after all keeps their record's sex.
    NotChecked,
}

/// Where a row stands as to the patient's sex.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SexNeed {
    /// The file (or the user, fixing the row) gives it.
    Given,
    /// The file does not; the patient is on record and keeps the record's.
    KeptOnRecord,
    /// The file does not; the service is being asked whether the patient is on record.
    Checking,
    /// The file does not, and the patient is new (or could not be looked up): asked, with what
    /// was chosen so far.
    Asked { chosen: Option<GenderChoice>, checked: bool },
}

/// The question the list asks once: the rows whose sex is asked, and what the others do.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SexQuestion {
    /// The rows asked about (their index in the file), in the file's order.
    pub rows: Vec<usize>,
    /// How many of them have a sex chosen.
    pub chosen: usize,
    /// Whether the service said of each that they are new (else some could not be looked up).
    pub all_checked: bool,
    /// Rows without a sex in the file whose patient is on record (they keep the record's).
    pub kept_on_record: usize,
    /// The service is still being asked about some rows.
    pub checking: bool,
}

impl SexQuestion {
    /// Whether there is anything to say.
    pub fn is_empty(&self) -> bool {
        self.rows.is_empty() && self.kept_on_record == 0 && !self.checking
    }
}

impl ListRow {
    /// The file says nothing readable of the patient's sex, and the user did not type it in the
    /// row's editor.
    pub fn sex_not_given(&self) -> bool {
        !self.given.contains(&Field::Gender)
    }
}

impl DayList {
    /// Where `row` stands as to the patient's sex (its reference as the clinic keeps them).
    pub fn sex_need(&self, row: &ListRow, references: ReferenceKind) -> SexNeed {
        if !row.sex_not_given() {
            return SexNeed::Given;
        }
        let asked = |checked| SexNeed::Asked { chosen: row.draft.gender, checked };
        let reference = references.kept(&row.draft.external_reference);
        if reference.is_empty() {
            // No reference, no record to keep: a problem of its own, and a new patient.
            return asked(true);
        }
        match self.on_record.get(&reference) {
            Some(RecordCheck::OnRecord) => SexNeed::KeptOnRecord,
            Some(RecordCheck::New) => asked(true),
            Some(RecordCheck::NotChecked) => asked(false),
            None if self.looking_up.is_some() => SexNeed::Checking,
            None => asked(false),
        }
    }

    /// A row's problems as to the sex: none for a patient on record (the record keeps theirs),
    /// "being checked" while the service is asked, and "not in the file" (pointing at the
    /// question above the list) for a new patient with none chosen.
    pub(super) fn sex_problems(&self, row: &ListRow, references: ReferenceKind, problems: &mut RowProblems) {
        match self.sex_need(row, references) {
            SexNeed::Given => {}
            SexNeed::KeptOnRecord => {
                problems.fields.errors.remove(&Field::Gender);
            }
            SexNeed::Checking => {
                problems.fields.errors.remove(&Field::Gender);
                problems.waiting = Some(Msg::new("day-list-row-checking-on-record"));
            }
            SexNeed::Asked { chosen: None, .. } => {
                problems.fields.errors.insert(Field::Gender, Msg::new("day-list-sex-not-in-file"));
            }
            SexNeed::Asked { chosen: Some(_), .. } => {}
        }
    }

    /// The question to ask, as of now (rows left out are not asked about).
    pub fn sex_question(&self, references: ReferenceKind) -> SexQuestion {
        let mut question = SexQuestion { all_checked: true, ..SexQuestion::default() };
        let Some(file) = &self.file else { return question };
        for (index, row) in file.rows.iter().enumerate().filter(|(_, row)| !row.excluded) {
            match self.sex_need(row, references) {
                SexNeed::Given => {}
                SexNeed::KeptOnRecord => question.kept_on_record += 1,
                SexNeed::Checking => question.checking = true,
                SexNeed::Asked { chosen, checked } => {
                    question.rows.push(index);
                    question.chosen += usize::from(chosen.is_some());
                    question.all_checked &= checked;
                }
            }
        }
        question
    }

    /// The references to ask the service about: those of rows without a sex not asked yet (and,
    /// with `again`, those whose look-up failed).
    fn references_to_look_up(&self, references: ReferenceKind, again: bool) -> Vec<String> {
        let Some(file) = &self.file else { return Vec::new() };
        let mut asked: Vec<String> = file
            .rows
            .iter()
            .filter(|row| row.sex_not_given())
            .map(|row| references.kept(&row.draft.external_reference))
            .filter(|reference| match self.on_record.get(reference) {
                None => !reference.is_empty(),
                Some(check) => again && *check == RecordCheck::NotChecked,
            })
            .collect();
        asked.sort();
        asked.dedup();
        asked
    }
}

impl AppState {
    /// Asks the service which of the list's patients without a sex are on record (once per
    /// reference; one look-up at a time). With `again`, also those whose look-up failed (the rows
    /// are checked again: the connection may be back); never on its own, so a failing service is
    /// not asked in a loop.
    pub(super) fn look_up_on_record(&mut self, again: bool) {
        if self.day_list.looking_up.is_some() {
            return;
        }
        let references = self.day_list.references_to_look_up(self.draft_checks().references, again);
        if references.is_empty() {
            return;
        }
        let id = self.queue("progress-checking-on-record", Command::FindOnRecord { references });
        self.day_list.looking_up = Some(id);
    }

    pub(super) fn on_on_record_found(
        &mut self,
        id: RequestId,
        found: Vec<(String, Result<bool, crate::api::ApiError>)>,
    ) {
        if self.day_list.looking_up != Some(id) {
            return;
        }
        self.day_list.looking_up = None;
        for (reference, result) in found {
            let check = match result {
                Ok(true) => RecordCheck::OnRecord,
                Ok(false) => RecordCheck::New,
                Err(error) => {
                    tracing::info!(kind = ?error.kind, "a reference of the list could not be looked up");
                    RecordCheck::NotChecked
                }
            };
            self.day_list.on_record.insert(reference, check);
        }
        let allowed = self.allowed_channels();
        let checks = self.draft_checks();
        self.day_list.recheck(&allowed, checks);
        // References typed in place meanwhile.
        self.look_up_on_record(false);
    }

    /// The sex chosen on the list for the row `index` (asked about), or for every row asked
    /// about (`None`): kept for a new patient, never written to a record.
    pub(super) fn choose_sex(&mut self, index: Option<usize>, sex: GenderChoice) {
        let references = self.draft_checks().references;
        let asked = self.day_list.sex_question(references).rows;
        let Some(file) = &mut self.day_list.file else { return };
        for row_index in asked.into_iter().filter(|row_index| index.is_none_or(|index| index == *row_index)) {
            if let Some(row) = file.rows.get_mut(row_index) {
                row.draft.gender = Some(sex);
            }
        }
    }

    /// A look-up under way is not wanted any more (another file, or the same one read again).
    pub(super) fn forget_on_record(&mut self) {
        if let Some(id) = self.day_list.looking_up.take() {
            self.cancel(id);
        }
        self.day_list.on_record = BTreeMap::new();
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;
    use crate::api::Channel;
    use crate::state::day_list_flow::tests::{opened, today};

    const NO_SEX: &str = "Ref;First name;Last name;Birthdate;Email\n\
        R-1;An;Peeters;1980-01-01;an@example.be\n\
        R-2;Bo;Maes;1981-02-02;bo@example.be\n\
        R-3;Cas;Claes;1982-03-03;cas@example.be\n";

    #[test]
    fn the_sex_is_asked_only_for_new_patients_and_a_patient_on_record_keeps_theirs() {
        let mut list = opened(NO_SEX);
        list.on_record.insert("R-1".into(), RecordCheck::OnRecord);
        list.on_record.insert("R-2".into(), RecordCheck::New);
        list.on_record.insert("R-3".into(), RecordCheck::NotChecked);
        let question = list.sex_question(ReferenceKind::Own);
        assert_eq!(question.rows, [1, 2]);
        assert_eq!((question.chosen, question.kept_on_record, question.all_checked), (0, 1, false));
        let problems = list.problems(&Channel::ALL, today());
        assert!(problems[0].is_ok(), "on record: {:?}", problems[0]);
        assert_eq!(problems[1].fields.error(Field::Gender), Some(&Msg::new("day-list-sex-not-in-file")));
        assert_eq!(list.count(&Channel::ALL, today()).total(), 1);
        // The item of the row on record carries no sex: the record keeps its own.
        let items = list.items(&Channel::ALL, today());
        assert_eq!(items.len(), 1);
        assert!(items[0].patient.gender.is_none() && !items[0].given.contains(&"gender".to_owned()));
    }

    #[test]
    fn while_the_service_is_asked_the_rows_wait_and_are_not_counted() {
        let mut list = opened(NO_SEX);
        list.looking_up = Some(7);
        let problems = list.problems(&Channel::ALL, today());
        assert!(problems.iter().all(|p| p.waiting.is_some() && p.fields.is_ok()));
        assert_eq!(list.count(&Channel::ALL, today()).total(), 0);
        assert!(list.sex_question(ReferenceKind::Own).checking);
    }

    #[test]
    fn one_choice_sets_every_new_patient_and_a_row_can_differ() {
        let mut state = AppState::new();
        state.day_list = opened(NO_SEX);
        state.day_list.on_record.insert("R-1".into(), RecordCheck::OnRecord);
        state.choose_sex(None, GenderChoice::Female);
        state.choose_sex(Some(2), GenderChoice::Male);
        let rows = &state.day_list.file.as_ref().unwrap().rows;
        let sexes: Vec<_> = rows.iter().map(|row| row.draft.gender).collect();
        assert_eq!(sexes, [None, Some(GenderChoice::Female), Some(GenderChoice::Male)], "the record's row untouched");
        assert!(rows.iter().all(ListRow::sex_not_given), "chosen, not given: never written to a record");
        let question = state.day_list.sex_question(ReferenceKind::Own);
        assert_eq!((question.rows.len(), question.chosen), (2, 2));
    }

    /// A look-up that failed (the service could not be reached) is tried again when the rows are
    /// checked again — and only then: a failing service is not asked in a loop.
    #[test]
    fn a_failed_look_up_is_tried_again_when_the_rows_are_checked_again_not_in_a_loop() {
        use crate::state::Intent;
        use crate::state::day_list_flow::{DayListIntent, DayListStep};
        let mut state = AppState::new();
        state.day_list = opened(NO_SEX);
        state.day_list.step = DayListStep::Mapping;
        let looked_up = |state: &mut AppState| -> Vec<(RequestId, Vec<String>)> {
            state
                .take_commands()
                .into_iter()
                .filter_map(|(id, command)| match command {
                    Command::FindOnRecord { references } => Some((id, references)),
                    _ => None,
                })
                .collect()
        };
        state.apply_intent(Intent::DayList(DayListIntent::ConfirmMapping));
        let asked = looked_up(&mut state);
        assert_eq!(asked.len(), 1);
        let offline = crate::api::ApiError::of_kind(crate::api::error::ErrorKind::CannotConnect);
        let found = asked[0].1.iter().map(|reference| (reference.clone(), Err(offline.clone()))).collect();
        state.on_on_record_found(asked[0].0, found);
        assert!(looked_up(&mut state).is_empty(), "not asked again on its own");
        assert!(!state.day_list.sex_question(ReferenceKind::Own).all_checked);

        state.apply_intent(Intent::DayList(DayListIntent::BackToMapping));
        state.apply_intent(Intent::DayList(DayListIntent::ConfirmMapping));
        let asked = looked_up(&mut state);
        assert_eq!(asked.first().map(|(_, references)| references.len()), Some(3), "asked again: {asked:?}");
    }

    #[test]
    fn a_sex_in_the_file_is_never_asked_and_nothing_is_looked_up() {
        let list = opened(&format!(
            "{}R-1;An;Peeters;1980-01-01;F;nl;an@example.be;\n",
            crate::state::day_list_flow::tests::HEADER
        ));
        assert!(list.sex_question(ReferenceKind::Own).is_empty());
        assert!(list.references_to_look_up(ReferenceKind::Own, true).is_empty());
    }
}
