//! The day's list screen, step by step: a file is opened (dialog or drop) and read by the
//! worker; its columns are mapped to the patient's fields (remembered per set of headers, else
//! guessed); every row is checked, can be fixed in place or left out; nothing is sent until the
//! user confirms the count and the channels. The sending itself — the batch, its progress
//! (pause, resume, cancel) and its result (retry failed rows, update the records whose details
//! differ, export as CSV) — is [`super::day_list_batch`]'s.

use std::collections::{BTreeMap, BTreeSet};

use crate::api::Channel;
use crate::batch_journal::BatchItem;
use crate::i18n::Msg;
use crate::import::mapping::{Mapping, Target, guess};
use crate::import::{Source, Table};
use crate::patient::{DraftChecks, ReferenceKind};
use crate::worker::Command;
use crate::worker::import_cage::CageProblem;
use crate::worker::protocol::{DayListProblem, OpenedList};

use super::day_list::{ListRow, RowProblems, rows};
use super::intent::DraftEdit;
use super::{AppState, RequestId, Screen};

/// Rows in flight at once unless the user chooses otherwise.
pub const DEFAULT_CONCURRENCY: usize = 4;
/// The most the user can choose (the service's rate limit paces the rest).
pub const MAX_CONCURRENCY: usize = 8;
/// Rows of the file shown under the mapping.
pub const PREVIEW_ROWS: usize = 3;

/// Where the screen is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DayListStep {
    /// No file yet: open one or drop one.
    Choose,
    /// Which column holds which field, with the first rows.
    Mapping,
    /// Every row checked: fix, leave out, choose the channel, send.
    Review,
    /// The batch: its progress, then its result.
    Batch,
}

/// The file being prepared.
#[derive(Clone, Debug, PartialEq)]
pub struct ListFile {
    pub file_name: String,
    pub source: Source,
    pub table: Table,
    pub mapping: Mapping,
    /// The mapping came from an earlier file with the same columns (else it was guessed).
    pub mapping_remembered: bool,
    pub rows: Vec<ListRow>,
}

/// The day's list screen.
#[derive(Clone, Debug, PartialEq)]
pub struct DayList {
    pub step: DayListStep,
    /// The file is being chosen or read.
    pub reading: Option<RequestId>,
    /// Why the last file could not be read (in words), and the system's words for the details.
    pub problem: Option<(Msg, Option<String>)>,
    pub file: Option<ListFile>,
    /// The channel of rows whose file gives none.
    pub channel: Channel,
    pub concurrency: usize,
    /// The confirmation ("Send 38 invitations: 30 by e-mail, 8 by SMS") is shown.
    pub confirming: bool,
    /// The row being fixed in place (its index in the file's rows).
    pub editing: Option<usize>,
    /// The batch is being written to the journal.
    pub creating: Option<RequestId>,
    /// The rows the user chose to update on record and send ("details differ").
    pub update_chosen: BTreeSet<String>,
    /// The results file was written here.
    pub results_saved: Option<std::path::PathBuf>,
    /// The check shows only the rows with a problem.
    pub only_problems: bool,
    /// A file dropped while a list is being worked on: it replaces that list only if the user
    /// says so.
    pub dropped: Option<std::path::PathBuf>,
    /// Every row's problems and what "Send N invitations" sends, as of the last change (kept,
    /// so a frame of a 1,000-row list does not check 1,000 phone numbers again).
    pub checked: Vec<RowProblems>,
    pub checked_count: SendCount,
    /// Counts the checks: bumped by every [`DayList::recheck`], which every change of the rows
    /// (or of what they are checked against) goes through. A view keeps what it draws of the
    /// rows until it changes.
    pub revision: u64,
    /// Which references (as kept) belong to a patient on record, as the service said: asked for
    /// the rows whose file says nothing of the sex ([`super::day_list_missing`]).
    pub on_record: BTreeMap<String, super::day_list_missing::RecordCheck>,
    /// The service is being asked which of them are on record.
    pub looking_up: Option<RequestId>,
}

impl Default for DayList {
    fn default() -> Self {
        DayList {
            step: DayListStep::Choose,
            reading: None,
            problem: None,
            file: None,
            channel: Channel::Email,
            concurrency: DEFAULT_CONCURRENCY,
            confirming: false,
            editing: None,
            creating: None,
            update_chosen: BTreeSet::new(),
            results_saved: None,
            only_problems: false,
            dropped: None,
            checked: Vec::new(),
            checked_count: SendCount::default(),
            revision: 0,
            on_record: BTreeMap::new(),
            looking_up: None,
        }
    }
}

/// How many rows go, by which channel, and how many are held back.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SendCount {
    pub email: usize,
    pub sms: usize,
    /// Rows with a problem: never sent.
    pub with_problems: usize,
    /// Rows the user left out.
    pub excluded: usize,
    /// Rows waiting for the service to say whether their patient is on record.
    pub waiting: usize,
}

impl SendCount {
    pub fn total(&self) -> usize {
        self.email + self.sms
    }
}

/// What the user does on the day's list screen.
#[derive(Clone, Debug, PartialEq)]
pub enum DayListIntent {
    /// "Open a list…": the open dialog.
    OpenFile,
    /// "Stop reading": the file being read is not wanted after all (it is large, or the wrong
    /// one).
    StopReading,
    /// A file dropped on the window.
    Dropped(std::path::PathBuf),
    /// The answer to "Open the dropped file instead of this list?".
    ReplaceWithDropped(bool),
    /// A field's column (`None`: not in the file).
    MapColumn(Target, Option<usize>),
    /// The mapping is right: check the rows.
    ConfirmMapping,
    BackToMapping,
    /// Choose another file.
    StartOver,
    Exclude(usize, bool),
    /// The patient's sex chosen on the list for a row the file gives none (a new patient's).
    ChooseSex(usize, crate::patient::GenderChoice),
    /// The same sex chosen for every row the list asks it for.
    ChooseSexForAll(crate::patient::GenderChoice),
    /// Show only the rows with a problem (or all).
    OnlyProblems(bool),
    /// Fix a row in place (`None` closes the editor).
    EditRow(Option<usize>),
    EditRowField(usize, DraftEdit),
    Channel(Channel),
    Concurrency(usize),
    /// "Send N invitations": the confirmation.
    AskToSend,
    CancelSend,
    /// Confirmed: the batch is journaled, then sent.
    ConfirmSend,
    Pause,
    Resume,
    /// Stops new rows; those in flight finish; the batch is closed.
    Cancel,
    /// Chooses to update the record of a "details differ" row and send.
    ChooseUpdate(String, bool),
    /// Sends the failed rows again, and the "details differ" rows chosen for updating.
    SendAgain,
    ExportResults,
    /// Resume a batch left unfinished by an earlier session.
    ResumeUnfinished(String),
    /// Close a batch left unfinished: it is no longer offered; nothing more is sent.
    CloseUnfinished(String),
    /// Back to an empty screen for the next list.
    Done,
}

impl ListFile {
    fn new(opened: OpenedList, today: jiff::civil::Date) -> ListFile {
        let OpenedList { file_name, imported, remembered } = opened;
        let mapping_remembered = remembered.is_some();
        let mapping = remembered.unwrap_or_else(|| guess(&imported.table.headers));
        let rows = rows(&imported.table, &mapping, today);
        ListFile { file_name, source: imported.source, table: imported.table, mapping, mapping_remembered, rows }
    }

    /// The rows of the file with a reference that is also on an earlier row: line by reference.
    fn repeated_references(&self, references: ReferenceKind) -> BTreeMap<usize, usize> {
        let mut first_line: BTreeMap<String, usize> = BTreeMap::new();
        let mut repeated = BTreeMap::new();
        for (index, row) in self.rows.iter().enumerate() {
            // As kept: one national number typed two ways is one patient.
            let reference = references.kept(&row.draft.external_reference);
            if reference.is_empty() || row.excluded {
                continue;
            }
            match first_line.get(&reference) {
                Some(line) => {
                    repeated.insert(index, *line);
                }
                None => {
                    first_line.insert(reference, row.line);
                }
            }
        }
        repeated
    }
}

impl DayList {
    /// Every row's problems with the channels the workstation allows: the row's own, else the
    /// list's; a reference already on an earlier row; a channel the IT department turned off.
    pub fn problems(&self, allowed: &[Channel], checks: impl Into<DraftChecks>) -> Vec<RowProblems> {
        let checks = checks.into();
        let Some(file) = &self.file else { return Vec::new() };
        let repeated = file.repeated_references(checks.references);
        file.rows
            .iter()
            .enumerate()
            .map(|(index, row)| {
                let mut problems = row.problems(self.channel, checks);
                self.sex_problems(row, checks.references, &mut problems);
                if problems.invitation.is_none() && !allowed.contains(&row.channel_or(self.channel)) {
                    problems.invitation = Some(Msg::new("day-list-channel-not-allowed"));
                }
                if let Some(line) = repeated.get(&index) {
                    problems.invitation.get_or_insert(Msg::new("day-list-reference-repeated").with("line", *line));
                }
                problems
            })
            .collect()
    }

    /// Checks every row again after a change (see [`DayList::checked`]).
    pub fn recheck(&mut self, allowed: &[Channel], checks: impl Into<DraftChecks>) {
        self.checked = self.problems(allowed, checks);
        self.checked_count = self.count_of(&self.checked);
        self.revision = self.revision.wrapping_add(1);
    }

    /// What "Send N invitations" sends.
    pub fn count(&self, allowed: &[Channel], checks: impl Into<DraftChecks>) -> SendCount {
        self.count_of(&self.problems(allowed, checks))
    }

    fn count_of(&self, problems: &[RowProblems]) -> SendCount {
        let Some(file) = &self.file else { return SendCount::default() };
        let mut count = SendCount::default();
        for (row, problems) in file.rows.iter().zip(problems) {
            if row.excluded {
                count.excluded += 1;
            } else if problems.waiting.is_some() {
                count.waiting += 1;
            } else if !problems.is_ok() {
                count.with_problems += 1;
            } else if row.channel_or(self.channel) == Channel::Sms {
                count.sms += 1;
            } else {
                count.email += 1;
            }
        }
        count
    }

    /// The rows that are sent, as the journal keeps them.
    pub(super) fn items(&self, allowed: &[Channel], checks: impl Into<DraftChecks>) -> Vec<BatchItem> {
        let checks = checks.into();
        let Some(file) = &self.file else { return Vec::new() };
        let problems = self.problems(allowed, checks);
        file.rows
            .iter()
            .zip(&problems)
            .filter(|(row, problems)| !row.excluded && problems.is_ok())
            .map(|(row, _)| row.to_batch_item(self.channel, checks.references))
            .collect()
    }
}

impl AppState {
    /// The day's list screen.
    pub fn show_day_list(&mut self) {
        self.screen = Screen::DayList;
    }

    /// The channels the workstation's policy allows for invitations.
    pub fn allowed_channels(&self) -> Vec<Channel> {
        super::survey_form::InvitationLimits::of(&self.policy).channels
    }

    pub fn apply_day_list_intent(&mut self, intent: DayListIntent) {
        let today = self.today();
        self.change_day_list(intent, today);
        if self.day_list.file.is_some() {
            let allowed = self.allowed_channels();
            let checks = self.draft_checks();
            self.day_list.recheck(&allowed, checks);
        }
    }

    fn change_day_list(&mut self, intent: DayListIntent, today: jiff::civil::Date) {
        match intent {
            DayListIntent::OpenFile => self.open_day_list_file(None),
            DayListIntent::StopReading => {
                if let Some(id) = self.day_list.reading {
                    self.cancel(id);
                }
            }
            DayListIntent::Dropped(path) => {
                let list = &self.day_list;
                if list.confirming || list.editing.is_some() || list.dropped.is_some() {
                    // Behind a dialog the list is not even in sight: the drop is not taken.
                    tracing::info!("a file dropped while a dialog was open was not opened");
                } else if list.file.is_some() || self.batch.is_some() {
                    // A list being worked on (its mapping, fixes, left-out rows, results) is
                    // replaced only when the user says so.
                    self.day_list.dropped = Some(path);
                } else {
                    self.open_day_list_file(Some(path));
                }
            }
            DayListIntent::ReplaceWithDropped(replace) => {
                if let Some(path) = self.day_list.dropped.take()
                    && replace
                {
                    self.open_day_list_file(Some(path));
                }
            }
            DayListIntent::MapColumn(target, column) => {
                if let Some(file) = &mut self.day_list.file {
                    file.mapping.set(target, column);
                }
            }
            DayListIntent::ConfirmMapping => {
                let list = &mut self.day_list;
                if let Some(file) = &mut list.file {
                    file.rows = rows(&file.table, &file.mapping, today);
                    list.step = DayListStep::Review;
                    list.editing = None;
                }
                self.look_up_on_record(true);
            }
            DayListIntent::BackToMapping => {
                if self.day_list.file.is_some() {
                    self.day_list.step = DayListStep::Mapping;
                }
            }
            DayListIntent::StartOver | DayListIntent::Done => self.start_day_list_over(),
            DayListIntent::Exclude(index, excluded) => {
                if let Some(row) = self.day_list.file.as_mut().and_then(|file| file.rows.get_mut(index)) {
                    row.excluded = excluded;
                }
            }
            DayListIntent::OnlyProblems(only) => self.day_list.only_problems = only,
            DayListIntent::EditRow(index) => {
                self.day_list.editing = index;
                // A reference typed in place is looked up once its editor closes.
                if index.is_none() {
                    self.look_up_on_record(false);
                }
            }
            DayListIntent::ChooseSex(index, sex) => self.choose_sex(Some(index), sex),
            DayListIntent::ChooseSexForAll(sex) => self.choose_sex(None, sex),
            DayListIntent::EditRowField(index, edit) => {
                if let Some(row) = self.day_list.file.as_mut().and_then(|file| file.rows.get_mut(index)) {
                    // What the user types in place is theirs to give, like the file's cells (and
                    // replaces a cell too long to be read).
                    row.given.insert(edit.field());
                    row.too_long.remove(&edit.field());
                    row.draft.apply(edit, today);
                    // A number typed in place brings its type along, as read from the file.
                    if let Some(kind) = super::day_list::phone_type_of(&row.draft) {
                        row.draft.phone_type = Some(kind);
                    }
                }
            }
            DayListIntent::Channel(channel) => {
                if self.allowed_channels().contains(&channel) {
                    self.day_list.channel = channel;
                }
            }
            DayListIntent::Concurrency(n) => self.day_list.concurrency = n.clamp(1, MAX_CONCURRENCY),
            DayListIntent::AskToSend => {
                let list = &mut self.day_list;
                list.confirming = list.checked_count.total() > 0 && list.creating.is_none();
            }
            DayListIntent::CancelSend => self.day_list.confirming = false,
            DayListIntent::ConfirmSend => self.create_day_list_batch(),
            DayListIntent::Pause => {
                if let Some(batch) = self.batch.as_mut().filter(|batch| batch.ended.is_none()) {
                    batch.pausing = true;
                }
                self.stop_batch();
            }
            DayListIntent::Resume => {
                if let Some(batch) = self.batch.as_ref().filter(|batch| batch.ended.is_some()) {
                    let id = batch.batch_id.clone();
                    self.resend_batch(&id, Vec::new());
                }
            }
            DayListIntent::Cancel => self.cancel_batch(),
            DayListIntent::ChooseUpdate(reference, chosen) => {
                if chosen {
                    self.day_list.update_chosen.insert(reference);
                } else {
                    self.day_list.update_chosen.remove(&reference);
                }
            }
            DayListIntent::SendAgain => self.send_day_list_again(),
            DayListIntent::ExportResults => self.export_day_list_results(),
            DayListIntent::ResumeUnfinished(batch_id) => {
                self.unfinished_batches.retain(|batch| batch.id != batch_id);
                self.start_day_list_over();
                self.screen = Screen::DayList;
                self.day_list.step = DayListStep::Batch;
                self.queue_quiet(Command::LoadBatch { batch_id: batch_id.clone() });
                self.resend_batch(&batch_id, Vec::new());
            }
            DayListIntent::CloseUnfinished(batch_id) => {
                self.unfinished_batches.retain(|batch| batch.id != batch_id);
                self.queue_quiet(Command::FinishBatch { batch_id });
            }
        }
    }

    fn open_day_list_file(&mut self, dropped: Option<std::path::PathBuf>) {
        let list = &self.day_list;
        // One file at a time, and never while a batch is being made or sent.
        if list.reading.is_some() || list.creating.is_some() || self.batch_running() {
            return;
        }
        let command = match dropped {
            Some(path) => Command::ReadDayList { path },
            None => Command::OpenDayList {
                offer: crate::export::OpenOffer {
                    title: self.tr.text("day-list-open-dialog-title"),
                    file_kind: self.tr.text("day-list-file-kind"),
                    extensions: vec!["csv", "txt", "xlsx", "xls", "ods"],
                },
            },
        };
        self.screen = Screen::DayList;
        let id = self.queue("progress-reading-day-list", command);
        self.day_list.reading = Some(id);
    }

    pub(super) fn batch_running(&self) -> bool {
        self.batch.as_ref().is_some_and(|batch| batch.ended.is_none())
    }

    fn start_day_list_over(&mut self) {
        if self.batch_running() {
            return;
        }
        self.batch = None;
        self.forget_on_record();
        let concurrency = self.day_list.concurrency;
        // The revision goes on counting: a view's drawing of the last list is never taken for
        // the next one's.
        let revision = self.day_list.revision.wrapping_add(1);
        self.day_list = DayList { concurrency, channel: self.day_list.channel, revision, ..DayList::default() };
    }

    pub(super) fn on_day_list_opened(
        &mut self,
        id: RequestId,
        result: Result<Option<Box<OpenedList>>, DayListProblem>,
    ) {
        if self.day_list.reading != Some(id) {
            return;
        }
        self.day_list.reading = None;
        match result {
            Ok(None) => {}
            Ok(Some(opened)) => {
                self.forget_on_record();
                let today = self.today();
                let list = &mut self.day_list;
                list.problem = None;
                list.file = Some(ListFile::new(*opened, today));
                let allowed = super::survey_form::InvitationLimits::of(&self.policy).channels;
                let checks = self.draft_checks();
                let list = &mut self.day_list;
                list.recheck(&allowed, checks);
                list.step = DayListStep::Mapping;
                list.editing = None;
                list.confirming = false;
            }
            Err(problem) => self.day_list.problem = Some(day_list_problem(&problem)),
        }
    }
}

/// Why a file could not be read, in words; the system's own words for the details.
fn day_list_problem(problem: &DayListProblem) -> (Msg, Option<String>) {
    use crate::import::ImportError;
    match problem {
        DayListProblem::Unreadable(why) => (Msg::new("day-list-file-unreadable"), Some(why.clone())),
        DayListProblem::NoDialog => (Msg::new("day-list-no-open-dialog"), None),
        DayListProblem::Cage(problem) => cage_problem(problem),
        DayListProblem::Import(error) => {
            let msg = match error {
                ImportError::Empty => Msg::new("day-list-file-empty"),
                ImportError::TooLarge { max_megabytes } => {
                    Msg::new("day-list-file-too-large").with("megabytes", *max_megabytes)
                }
                ImportError::TooManyRows { max } => Msg::new("day-list-file-too-many-rows").with("max", *max),
                ImportError::NoHeaders => Msg::new("day-list-file-no-headers"),
                ImportError::UnknownKind { extension } => {
                    Msg::new("day-list-file-unknown-kind").with("extension", extension.as_str())
                }
                ImportError::Csv { line, .. } => Msg::new("day-list-file-bad-line").with("line", *line),
                ImportError::Spreadsheet { .. } => Msg::new("day-list-file-bad-spreadsheet"),
                ImportError::NoSheetWithData => Msg::new("day-list-file-no-sheet"),
                ImportError::NotText => Msg::new("day-list-file-not-text"),
                ImportError::PartTooLarge { max_megabytes, .. } => {
                    Msg::new("day-list-file-part-too-large").with("megabytes", *max_megabytes)
                }
                ImportError::TooManyCells { max } => Msg::new("day-list-file-too-many-cells").with("max", *max),
                ImportError::Cancelled => Msg::new("day-list-file-reading-stopped"),
                ImportError::ExcelBinary => Msg::new("day-list-file-excel-binary"),
            };
            (msg, Some(error.to_string()))
        }
    }
}

/// How the import's child ended without a list, in words; how it ended in the system's words
/// for the details (never what the file held).
fn cage_problem(problem: &CageProblem) -> (Msg, Option<String>) {
    match problem {
        CageProblem::TooMuchMemory => (Msg::new("day-list-file-cage-memory"), None),
        CageProblem::TooLong { seconds } => {
            (Msg::new("day-list-file-cage-time"), Some(format!("still reading after {seconds} s")))
        }
        CageProblem::Ended { how } => (Msg::new("day-list-file-cage-ended"), Some(how.clone())),
        CageProblem::AnswerTooLarge { max_bytes } => {
            (Msg::new("day-list-file-cage-answer-too-large"), Some(format!("more than {max_bytes} bytes of rows")))
        }
        CageProblem::AnswerDamaged(damaged) => {
            (Msg::new("day-list-file-cage-answer-damaged"), Some(damaged.to_string()))
        }
        CageProblem::NotStarted(why) => (Msg::new("day-list-file-cage-not-started"), Some(why.clone())),
    }
}

#[cfg(test)]
pub(super) mod tests;
