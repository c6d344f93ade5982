//! The day's appointment list as rows to invite: each row of the imported file
//! ([`crate::import`]) read through the chosen column mapping into a [`PatientDraft`], checked
//! with the same rules as the patient form (names, gender, birthdate, language, e-mail, phone,
//! reference) and the same invitation checks as a single survey (no e-mail address for an
//! e-mail, no mobile number for an SMS). Nothing here sends: a row with a problem is shown with
//! it, in words, and is never sent.

use crate::api::Channel;
use crate::i18n::Msg;
use crate::import::mapping::{Mapping, Target};
use crate::import::{Cell, Row, Table};

use super::intent::DraftEdit;
use crate::patient::{DraftChecks, Field, GenderChoice, PatientDraft, PhoneTypeChoice, ReferenceKind, Validation};

/// One row of the list, ready to be checked and sent.
#[derive(Clone, Debug, PartialEq)]
pub struct ListRow {
    /// Where it is in the file (line or sheet row), for the user to find it.
    pub line: usize,
    pub draft: PatientDraft,
    /// The row's own channel (when the file has a channel column and the row says one).
    pub channel: Option<Channel>,
    /// What the channel column says when it is neither e-mail nor SMS.
    pub unreadable_channel: Option<String>,
    /// The appointment, when the file has an appointment column and the row fills it.
    pub appointment: Option<crate::import::Appointment>,
    /// What the appointment column says when it is no date (and time).
    pub unreadable_appointment: Option<String>,
    /// The user left it out of the batch.
    pub excluded: bool,
    /// The fields the file (or the user, fixing the row) gave: only these are compared with a
    /// patient on record and written to them. The others hold the form's defaults (the
    /// clinic's language, the phone's country) for a new patient.
    pub given: std::collections::BTreeSet<Field>,
    /// The fields whose cell in the file was longer than a list's cell holds
    /// ([`crate::import::MAX_CELL_CHARS`]), with its length: a problem of the row until the
    /// user types the field in place.
    pub too_long: std::collections::BTreeMap<Field, usize>,
}

/// A row's problems, in words: the patient's fields, then the invitation.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RowProblems {
    pub fields: Validation,
    pub invitation: Option<Msg>,
    /// An appointment cell that says no date: the row is not sent (a reminder would not know
    /// when the appointment is), until it is corrected in the file.
    pub appointment: Option<Msg>,
    /// Not a problem yet: the service is being asked something the row depends on (whether the
    /// patient is on record). The row is not sent until it is known.
    pub waiting: Option<Msg>,
}

impl RowProblems {
    pub fn is_ok(&self) -> bool {
        self.fields.is_ok() && self.invitation.is_none() && self.appointment.is_none() && self.waiting.is_none()
    }

    /// Every problem as a line ("Birthdate: 31/02/1985 is not a date").
    pub fn lines(&self) -> Vec<Msg> {
        let mut lines: Vec<Msg> =
            self.fields.errors.iter().map(|(field, problem)| Validation::problem_line(*field, problem)).collect();
        lines.extend(self.invitation.clone());
        lines.extend(self.appointment.clone());
        lines
    }
}

/// Every non-empty row of `table`, read through `mapping`.
pub fn rows(table: &Table, mapping: &Mapping, today: jiff::civil::Date) -> Vec<ListRow> {
    table.rows.iter().map(|row| list_row(row, mapping, today)).collect()
}

/// One row through the mapping: text fields as the file has them, the birthdate as the form
/// reads it (a date cell or an Excel serial number written YYYY-MM-DD), the gender and channel
/// from the words agendas use, the phone's type from what the numbering plan says of it.
pub fn list_row(row: &Row, mapping: &Mapping, today: jiff::civil::Date) -> ListRow {
    let cell = |target: Target| mapping.column(target).map_or(&Cell::Empty, |column| row.cell(column));
    let text = |target: Target| cell(target).text().trim().to_owned();
    let mut draft = PatientDraft::new_registration();
    let mut given = std::collections::BTreeSet::new();
    let mut give = |field: Field, value: &str| {
        if !value.trim().is_empty() {
            given.insert(field);
        }
    };
    for (target, field) in [
        (Target::FirstName, Field::FirstName),
        (Target::LastName, Field::LastName),
        (Target::Email, Field::Email),
        (Target::ExternalReference, Field::ExternalReference),
    ] {
        give(field, &text(target));
        draft.apply(DraftEdit::Text(field, text(target)), today);
    }
    let birthdate = cell(Target::Birthdate).as_date().map_or_else(|| text(Target::Birthdate), |date| date.to_string());
    give(Field::Birthdate, &birthdate);
    draft.apply(DraftEdit::Text(Field::Birthdate, birthdate), today);
    let language = text(Target::Language);
    if !language.is_empty() {
        give(Field::Language, &language);
        draft.apply(DraftEdit::Text(Field::Language, language), today);
    }
    draft.gender = gender_of(&text(Target::Gender));
    if draft.gender.is_some() {
        give(Field::Gender, "given");
    }
    let phone = text(Target::Phone);
    if !phone.is_empty() {
        give(Field::PhoneNumber, &phone);
        // The number brings its country along (+31 6 …: the Netherlands), as typed in the form.
        draft.apply(DraftEdit::Text(Field::PhoneNumber, phone), today);
        draft.phone_type = phone_type_of(&draft);
    }
    let channel_text = text(Target::Channel);
    let channel = channel_of(&channel_text);
    let mut unreadable_channel = (channel.is_none() && !channel_text.is_empty()).then_some(channel_text);
    let mut too_long = std::collections::BTreeMap::new();
    for (target, field) in [
        (Target::FirstName, Field::FirstName),
        (Target::LastName, Field::LastName),
        (Target::Email, Field::Email),
        (Target::ExternalReference, Field::ExternalReference),
        (Target::Birthdate, Field::Birthdate),
        (Target::Language, Field::Language),
        (Target::Gender, Field::Gender),
        (Target::Phone, Field::PhoneNumber),
    ] {
        if let Cell::TooLong { chars } = cell(target) {
            too_long.insert(field, *chars);
        }
    }
    if let Cell::TooLong { .. } = cell(Target::Channel) {
        // A channel is a word: a cell of a thousand characters is not one.
        unreadable_channel = Some("…".to_owned());
    }
    let (appointment, unreadable_appointment) = match crate::import::Appointment::of_cell(cell(Target::Appointment)) {
        Ok(appointment) => (appointment, None),
        Err(text) => (None, Some(text)),
    };
    ListRow {
        line: row.line,
        draft,
        channel,
        unreadable_channel,
        appointment,
        unreadable_appointment,
        excluded: false,
        given,
        too_long,
    }
}

impl ListRow {
    /// The row as the journal keeps it, sent by `channel` unless it has its own; its reference
    /// as the clinic keeps its `references` (a national number's digits alone).
    pub fn to_batch_item(&self, channel: Channel, references: ReferenceKind) -> crate::batch_journal::BatchItem {
        let reference = references.kept(&self.draft.external_reference);
        let mut patient = crate::drafts::DraftPatient::from(&self.draft);
        patient.external_reference = reference.clone();
        crate::batch_journal::BatchItem {
            reference,
            line: self.line,
            patient,
            sms: self.channel_or(channel) == Channel::Sms,
            update_on_record: false,
            given: self.given.iter().map(|field| field.wire_name().to_owned()).collect(),
            compared_record: None,
            despite_recent: false,
            appointment: self.appointment.map(crate::import::Appointment::to_iso),
            reminder: None,
        }
    }

    /// The channel this row is sent by: its own, else the batch's.
    pub fn channel_or(&self, batch: Channel) -> Channel {
        self.channel.unwrap_or(batch)
    }

    /// What keeps this row from being sent by `channel` (its own channel wins).
    pub fn problems(&self, batch_channel: Channel, checks: impl Into<DraftChecks>) -> RowProblems {
        let mut fields = self.draft.validate(checks);
        for (field, chars) in &self.too_long {
            fields.errors.insert(
                *field,
                Msg::new("day-list-cell-too-long").with("chars", *chars).with("max", crate::import::MAX_CELL_CHARS),
            );
        }
        let invitation = if let Some(text) = &self.unreadable_channel {
            Some(Msg::new("day-list-channel-unreadable").with("value", text.as_str()))
        } else {
            invitation_problem(&self.draft, self.channel_or(batch_channel))
        };
        let appointment = self
            .unreadable_appointment
            .as_ref()
            .map(|text| Msg::new("day-list-appointment-unreadable").with("value", text.as_str()));
        RowProblems { fields, invitation, appointment, waiting: None }
    }
}

/// Why an invitation by `channel` cannot reach this patient: the single survey's checks.
fn invitation_problem(draft: &PatientDraft, channel: Channel) -> Option<Msg> {
    match channel {
        Channel::Email if draft.email.trim().is_empty() => Some(Msg::new("survey-no-email")),
        Channel::Email => None,
        Channel::Sms => super::survey_form::sms_problem(&draft.to_record("")),
    }
}

/// F/M in the words of agendas and EHRs in the four languages.
fn gender_of(text: &str) -> Option<GenderChoice> {
    let word = text.trim().to_lowercase();
    match word.as_str() {
        "f" | "v" | "w" | "female" | "woman" | "vrouw" | "vrouwelijk" | "femme" | "féminin" | "feminin"
        | "weiblich" | "frau" => Some(GenderChoice::Female),
        "m" | "h" | "male" | "man" | "mannelijk" | "homme" | "masculin" | "männlich" | "mannlich" | "mann" => {
            Some(GenderChoice::Male)
        }
        _ => None,
    }
}

/// E-mail or SMS in the words a channel column may hold; `None` for anything else.
fn channel_of(text: &str) -> Option<Channel> {
    let word: String = text.trim().to_lowercase().chars().filter(|c| c.is_alphanumeric()).collect();
    match word.as_str() {
        "email" | "mail" | "courriel" => Some(Channel::Email),
        "sms" | "gsm" | "text" | "texto" => Some(Channel::Sms),
        _ => None,
    }
}

/// Mobile when the numbering plan says the number can be one; landline when it says fixed
/// line; unknown (the row asks for it) when the number cannot be read.
pub(super) fn phone_type_of(draft: &PatientDraft) -> Option<PhoneTypeChoice> {
    use crate::patient_rules::{NumberKind, read_phone};
    let reading = read_phone(&draft.phone_number, &draft.phone_country).ok()?;
    Some(match reading.kind {
        NumberKind::Mobile | NumberKind::FixedLineOrMobile => PhoneTypeChoice::Mobile,
        NumberKind::FixedLine | NumberKind::Other => PhoneTypeChoice::Landline,
    })
}

/// A batch being sent from this window: its rows as the journal keeps them, and every row's
/// latest state as the worker reports it.
#[derive(Clone, Debug, PartialEq)]
pub struct BatchProgress {
    pub batch_id: String,
    pub request: super::RequestId,
    /// The rows, in the file's order (empty until known: a resumed batch reads them back).
    pub items: Vec<crate::batch_journal::BatchItem>,
    pub rows: std::collections::BTreeMap<String, crate::batch_journal::RowState>,
    /// The request is over: `Ok` when it ran to its end (or was stopped), else why not.
    pub ended: Option<Result<(), crate::worker::BatchStopped>>,
    /// "Pause" was pressed: the rows in flight finish, then the batch waits for "Resume".
    pub pausing: bool,
    /// "Cancel" was pressed: nothing more is sent, and the batch is closed.
    pub cancelled: bool,
    /// The journal (the clinic database) is out of reach: nothing is sent until it is back,
    /// then the batch goes on by itself.
    pub journal_away: bool,
    /// When this run of the batch started, and how many rows were finished then (the estimate
    /// of the time left counts only this run's pace).
    pub started: Option<std::time::Instant>,
    pub finished_at_start: usize,
}

/// A batch's rows by where they stand.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BatchCounts {
    pub sent: usize,
    pub skipped: usize,
    pub failed: usize,
    /// Sent or not: the answer was lost and the service could not be asked yet. Asked again
    /// before anything is sent.
    pub unknown: usize,
    /// Not finished: not tried yet, or in flight.
    pub remaining: usize,
}

impl BatchCounts {
    /// Rows with an outcome (an unknown one is counted as such, not as sent or not sent).
    pub fn finished(&self) -> usize {
        self.sent + self.skipped + self.failed + self.unknown
    }

    pub fn total(&self) -> usize {
        self.finished() + self.remaining
    }
}

impl BatchProgress {
    pub fn new(batch_id: &str, request: super::RequestId) -> BatchProgress {
        BatchProgress {
            batch_id: batch_id.to_owned(),
            request,
            items: Vec::new(),
            rows: std::collections::BTreeMap::new(),
            ended: None,
            pausing: false,
            cancelled: false,
            journal_away: false,
            started: None,
            finished_at_start: 0,
        }
    }

    /// The rows by where they stand; a row not reported yet is remaining.
    pub fn counts(&self) -> BatchCounts {
        use crate::batch_journal::RowState;
        let mut counts = BatchCounts::default();
        for state in self.rows.values() {
            match state {
                RowState::Sent { .. } => counts.sent += 1,
                RowState::Skipped { .. } => counts.skipped += 1,
                RowState::Failed { .. } => counts.failed += 1,
                RowState::Unknown { .. } => counts.unknown += 1,
                RowState::Pending | RowState::Sending { .. } => counts.remaining += 1,
            }
        }
        counts.remaining += self.items.iter().filter(|item| !self.rows.contains_key(&item.reference)).count();
        counts
    }

    /// The time left at this run's pace so far (`None` until a row of this run finished).
    pub fn estimate(&self, now: std::time::Instant) -> Option<std::time::Duration> {
        let counts = self.counts();
        let done = counts.finished().checked_sub(self.finished_at_start).filter(|done| *done > 0)?;
        let elapsed = now.checked_duration_since(self.started?)?;
        let per_row = elapsed.div_f64(done as f64);
        Some(per_row.mul_f64(counts.remaining as f64))
    }

    /// The state of a row (pending until reported).
    pub fn state_of(&self, reference: &str) -> &crate::batch_journal::RowState {
        self.rows.get(reference).unwrap_or(&crate::batch_journal::RowState::Pending)
    }
}

impl super::AppState {
    /// Sends (or resumes) a journaled batch with the connection in use, `concurrency` rows at a
    /// time.
    pub fn send_batch(&mut self, batch_id: &str, concurrency: usize) {
        self.day_list.concurrency = concurrency.clamp(1, super::day_list_flow::MAX_CONCURRENCY);
        self.apply_day_list_intent(super::day_list_flow::DayListIntent::ResumeUnfinished(batch_id.to_owned()));
    }

    /// Starts no more rows; those in flight finish.
    pub fn stop_batch(&mut self) {
        if let Some(batch) = self.batch.as_ref().filter(|batch| batch.ended.is_none()) {
            let command = crate::worker::Command::StopBatch { batch_id: batch.batch_id.clone() };
            self.queue_quiet(command);
        }
    }

    /// A row changed: kept, and a sent invitation goes into the activity log, so the log and
    /// the journal together say what this workstation sent.
    pub(super) fn on_batch_row(&mut self, batch_id: &str, update: crate::worker::batch::RowUpdate) {
        use crate::activity::Action;
        use crate::batch_journal::RowState;
        use crate::worker::batch::PatientChange;
        let Some(batch) = self.batch.as_mut().filter(|batch| batch.batch_id == batch_id) else { return };
        let mut logged = Vec::new();
        // A record the row updated: its id and the fields' names. (A patient a form-2 survey
        // registered is logged with the survey: the service does not say their id.)
        if let Some(PatientChange::Updated { patient_id, fields }) = &update.patient {
            logged.push(Action::PatientUpdated { patient_id: patient_id.clone(), fields: fields.clone() });
        }
        if let RowState::Sent { survey_id, patient_id } = &update.state {
            let channel = batch.items.iter().find(|item| item.reference == update.reference).map(|item| item.channel());
            logged.push(Action::SurveyCreated {
                survey_id: survey_id.clone(),
                patient_id: patient_id.clone(),
                from_list: true,
            });
            logged.extend(channel.map(|channel| Action::InvitationSent {
                survey_id: survey_id.clone(),
                channel: channel.wire().to_owned(),
            }));
        }
        batch.rows.insert(update.reference, update.state);
        for action in logged {
            self.record(action);
        }
    }

    pub(super) fn on_batch_journal_away(&mut self, batch_id: &str, away: bool) {
        if let Some(batch) = self.batch.as_mut().filter(|batch| batch.batch_id == batch_id) {
            batch.journal_away = away;
        }
    }

    pub(super) fn on_batch_ended(&mut self, batch_id: &str, result: Result<(), crate::worker::BatchStopped>) {
        let Some(batch) = self.batch.as_mut().filter(|batch| batch.batch_id == batch_id) else { return };
        if let Err(problem) = &result {
            tracing::warn!(batch = batch_id, "the batch stopped: {problem}");
        }
        batch.ended = Some(result);
        batch.pausing = false;
        batch.journal_away = false;
        if batch.cancelled {
            // Cancelled: what was not sent stays unsent, and the batch is not offered again.
            let command = crate::worker::Command::FinishBatch { batch_id: batch_id.to_owned() };
            self.queue_quiet(command);
        }
        // The Today view shows what the batch sent.
        self.reload_sent();
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;
    use crate::import::mapping::guess;

    fn today() -> jiff::civil::Date {
        jiff::civil::date(2026, 11, 24)
    }

    fn fixture(name: &str) -> Vec<ListRow> {
        let bytes = std::fs::read(format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"))).unwrap();
        let imported = crate::import::read(name, &bytes).unwrap();
        rows(&imported.table, &guess(&imported.table.headers), today())
    }

    fn table(csv: &str) -> Vec<ListRow> {
        let imported = crate::import::read("list.csv", csv.as_bytes()).unwrap();
        rows(&imported.table, &guess(&imported.table.headers), today())
    }

    #[test]
    fn the_fixtures_give_valid_patients_with_their_phone_types() {
        for name in ["day-list-semicolon.csv", "day-list-windows-1252.csv", "day-list.xlsx"] {
            let rows = fixture(name);
            assert_eq!(rows.len(), 3, "{name}");
            for row in &rows {
                let problems = row.problems(Channel::Email, today());
                assert!(problems.fields.is_ok(), "{name} line {}: {:?}", row.line, problems.fields);
            }
            assert_eq!(rows[0].draft.first_name, "Zoë");
            assert_eq!(rows[0].draft.gender, Some(GenderChoice::Female));
            assert_eq!(rows[0].draft.phone_type, Some(PhoneTypeChoice::Mobile));
            assert_eq!(rows[1].draft.birthdate, "1990-12-24");
            // The second patient has no e-mail address: an e-mail cannot reach them, an SMS can.
            assert!(rows[1].problems(Channel::Email, today()).invitation.is_some(), "{name}");
            assert!(rows[1].problems(Channel::Sms, today()).is_ok(), "{name}");
            // The third has no phone: no SMS.
            assert!(rows[2].problems(Channel::Sms, today()).invitation.is_some(), "{name}");
        }
    }

    #[test]
    fn each_row_s_problems_are_said_per_field() {
        let rows = table(
            "MRN;Voornaam;Naam;Geboortedatum;Geslacht;Taal;E-mail;GSM;Kanaal\n\
             R-1;An;Peeters;31/02/1985;V;nl;an@example;;email\n\
             ;Jan;;1985-01-01;X;zz-zz-zz;;+32 2 555 12 12;sms\n\
             R-3;Els;Claes;01/01/1990;F;fr;els@example.be;;fax\n",
        );
        let first = rows[0].problems(Channel::Email, today());
        assert!(first.fields.error(Field::Birthdate).is_some(), "31 February");
        assert!(first.fields.error(Field::Email).is_some(), "an address without a domain");
        assert!(first.fields.error(Field::FirstName).is_none());
        let second = rows[1].problems(Channel::Email, today());
        for field in [Field::ExternalReference, Field::LastName, Field::Gender, Field::Language] {
            assert!(second.fields.error(field).is_some(), "{field:?}");
        }
        assert_eq!(rows[1].channel, Some(Channel::Sms), "the row's own channel wins");
        assert_eq!(rows[1].draft.phone_type, Some(PhoneTypeChoice::Landline), "a Brussels fixed line");
        assert!(second.invitation.is_some(), "an SMS to a landline");
        let third = rows[2].problems(Channel::Email, today());
        assert!(third.fields.is_ok());
        assert_eq!(rows[2].unreadable_channel.as_deref(), Some("fax"));
        assert!(third.invitation.is_some(), "a channel that is neither e-mail nor SMS is said");
        assert_eq!(third.lines().len(), 1);
    }

    /// The appointment column (issue 31): read in the agendas' forms, carried into the journal's
    /// item; a cell that is no date holds its row back with a sentence, never guessed.
    #[test]
    fn a_row_s_appointment_is_read_kept_for_the_journal_or_said_unreadable() {
        let rows = table(
            "MRN;Voornaam;Naam;Geboortedatum;Geslacht;Taal;E-mail;Datum afspraak\n\
             R-1;An;Peeters;01/03/1985;V;nl;an@example.be;25/11/2026 14:30\n\
             R-2;Jan;Claes;01/01/1985;M;nl;jan@example.be;\n\
             R-3;Els;Maes;01/01/1990;V;fr;els@example.be;na de middag\n",
        );
        let appointment = crate::import::Appointment::parse("25/11/2026 14:30");
        assert_eq!(rows[0].appointment, appointment);
        assert!(rows[0].problems(Channel::Email, today()).is_ok());
        assert_eq!(
            rows[0].to_batch_item(Channel::Email, ReferenceKind::Own).appointment(),
            appointment,
            "kept for the journal"
        );
        assert_eq!(rows[1].appointment, None, "an empty cell: no appointment, no problem");
        assert!(rows[1].problems(Channel::Email, today()).is_ok());
        let third = rows[2].problems(Channel::Email, today());
        assert!(!third.is_ok(), "an appointment that is no date holds the row back");
        let en = crate::i18n::Translator::new(crate::i18n::Language::English);
        let lines: Vec<String> = third.lines().iter().map(|line| en.msg(line)).collect();
        assert!(lines.iter().any(|line| line.contains("“na de middag” is not a date and time")), "{lines:?}");
    }

    #[test]
    fn agenda_words_for_gender_and_channel() {
        for (word, gender) in [
            ("V", Some(GenderChoice::Female)),
            ("femme", Some(GenderChoice::Female)),
            ("Weiblich", Some(GenderChoice::Female)),
            ("M", Some(GenderChoice::Male)),
            ("homme", Some(GenderChoice::Male)),
            ("männlich", Some(GenderChoice::Male)),
            ("?", None),
            ("", None),
        ] {
            assert_eq!(gender_of(word), gender, "{word}");
        }
        for (word, channel) in [
            ("E-mail", Some(Channel::Email)),
            ("courriel", Some(Channel::Email)),
            ("SMS", Some(Channel::Sms)),
            ("gsm", Some(Channel::Sms)),
            ("post", None),
        ] {
            assert_eq!(channel_of(word), channel, "{word}");
        }
    }
}
