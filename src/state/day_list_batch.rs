//! Sending the day's list, once it is checked: the batch made from its rows, sent again,
//! cancelled, loaded to resume, the requests that end without their answer; and the outcome
//! in words — each row's result and why, and the results file (CSV) saved where the user says.

use crate::batch_journal::{BatchInfo, JournalRow, RowState};
use crate::i18n::Msg;
use crate::worker::Command;

use super::day_list::BatchProgress;
use super::day_list_flow::DayListStep;
use super::notices::{Level, Topic};
use super::{AppState, RequestId};

/// The columns of a batch's results (message ids of their titles): the result table's, and the
/// survey's id in the file.
pub const RESULT_COLUMNS: [&str; 7] = [
    "day-list-column-line",
    "day-list-column-reference",
    "day-list-column-patient",
    "day-list-column-channel",
    "day-list-column-result",
    "day-list-column-reason",
    "day-list-column-survey",
];

/// The results of a batch as CSV (UTF-8 with a byte-order mark and semicolons, as Excel in
/// Belgium and the Netherlands opens it): line, reference, name, channel, result, reason,
/// survey.
pub fn results_csv(tr: &crate::i18n::Translator, batch: &BatchProgress) -> Vec<u8> {
    let mut writer = csv::WriterBuilder::new().delimiter(b';').from_writer(vec![0xEF, 0xBB, 0xBF]);
    // Writing to a Vec cannot fail; a failure would only leave the file shorter.
    let _ = writer.write_record(RESULT_COLUMNS.iter().map(|id| tr.text(id)));
    for item in &batch.items {
        let state = batch.rows.get(&item.reference).unwrap_or(&RowState::Pending);
        let (result, reason) = result_words(state);
        let survey = match state {
            RowState::Sent { survey_id, .. } => survey_id.clone(),
            _ => String::new(),
        };
        let name = item.patient.full_name();
        let _ = writer.write_record([
            item.line.to_string(),
            item.reference.clone(),
            name,
            tr.msg(&crate::i18n::service::channel(item.channel())),
            tr.msg(&result),
            match state {
                // The kind in words, then what happened exactly, for whoever looks into it.
                RowState::Failed { problem, .. } => {
                    format!("{} ({problem})", reason.map(|reason| tr.msg(&reason)).unwrap_or_default())
                }
                _ => reason.map(|reason| tr.msg(&reason)).unwrap_or_default(),
            },
            survey,
        ]);
    }
    writer.into_inner().unwrap_or_default()
}

/// A row's outcome and why, in words.
pub fn result_words(state: &RowState) -> (Msg, Option<Msg>) {
    match state {
        RowState::Sent { .. } => (Msg::new("day-list-result-sent"), None),
        RowState::Skipped { reason, invited_at, by_desk, .. } => (
            Msg::new("day-list-result-skipped"),
            Some(skipped_reason(reason, invited_at.as_deref(), by_desk.as_deref())),
        ),
        RowState::Failed { problem, kind } => {
            // The kind in words; rows journaled before the kind was kept say what the service said.
            let why = kind.map_or_else(|| crate::i18n::service::as_it_came(problem), crate::i18n::service::kind);
            (Msg::new("day-list-result-failed"), Some(why))
        }
        RowState::Pending => (Msg::new("day-list-result-not-sent"), None),
        RowState::Sending { .. } | RowState::Unknown { .. } => {
            (Msg::new("day-list-result-unknown"), Some(Msg::new("day-list-result-unknown-why")))
        }
    }
}

/// A reason the journal keeps as its message id, as a `'static` id.
fn reason_id(reason: &str) -> &'static str {
    use crate::batch_journal as journal;
    [
        journal::SKIPPED_STARTED,
        journal::SKIPPED_NO_MORE_REMINDERS,
        journal::SKIPPED_TOO_SOON,
        journal::SKIPPED_APPOINTMENT_PASSED,
        journal::SKIPPED_QUIET_HOURS,
    ]
    .into_iter()
    .find(|id| *id == reason)
    .unwrap_or(journal::SKIPPED_INVALID)
}

fn skipped_reason(reason: &str, invited_at: Option<&str>, by_desk: Option<&str>) -> Msg {
    use crate::batch_journal as journal;
    match reason {
        journal::SKIPPED_DETAILS_DIFFER => Msg::new("day-list-details-differ"),
        journal::SKIPPED_CHANNEL_NOT_ALLOWED => Msg::new("day-list-channel-not-allowed"),
        journal::SKIPPED_STARTED
        | journal::SKIPPED_NO_MORE_REMINDERS
        | journal::SKIPPED_TOO_SOON
        | journal::SKIPPED_APPOINTMENT_PASSED
        | journal::SKIPPED_QUIET_HOURS => Msg::new(reason_id(reason)),
        journal::SKIPPED_RECENTLY_INVITED => Msg::new("day-list-recently-invited").with("time", clock_time(invited_at)),
        journal::SKIPPED_SENT_AT_ANOTHER_DESK => Msg::new("day-list-sent-at-another-desk")
            .with("desk", by_desk.unwrap_or_default().to_owned())
            .with("time", clock_time(invited_at)),
        _ => Msg::new("day-list-row-invalid"),
    }
}

/// When, in the workstation's time ("08:12"), as the other desk's staff would say it.
fn clock_time(at: Option<&str>) -> String {
    at.and_then(|at| at.parse::<jiff::Timestamp>().ok())
        .map(|at| at.to_zoned_datetime(jiff::tz::TimeZone::system()).strftime("%H:%M").to_string())
        .unwrap_or_default()
}

impl AppState {
    pub(super) fn create_day_list_batch(&mut self) {
        let list = &mut self.day_list;
        list.confirming = false;
        if list.creating.is_some() {
            return;
        }
        let allowed = self.allowed_channels();
        let items = self.day_list.items(&allowed, self.draft_checks());
        let Some(file) = &self.day_list.file else { return };
        if items.is_empty() {
            return;
        }
        let command = Command::CreateBatch {
            file_name: file.file_name.clone(),
            headers: file.table.headers.clone(),
            mapping: file.mapping.clone(),
            items,
        };
        let id = self.queue("progress-sending-batch", command);
        self.day_list.creating = Some(id);
    }

    pub(super) fn on_batch_created(
        &mut self,
        id: RequestId,
        result: Result<(String, Vec<crate::batch_journal::BatchItem>), String>,
    ) {
        if self.day_list.creating != Some(id) {
            return;
        }
        self.day_list.creating = None;
        if self.follow_up.creating.take() == Some(id) {
            // Reminders: their rows go as a list's do, on the day list's batch view.
            self.screen = super::Screen::DayList;
        }
        match result {
            Ok((batch_id, items)) => {
                self.day_list.step = DayListStep::Batch;
                self.resend_batch(&batch_id, Vec::new());
                if let Some(batch) = &mut self.batch {
                    batch.items = items;
                }
            }
            Err(problem) => {
                tracing::warn!("the batch could not be kept in the journal: {problem}");
                self.day_list.problem = Some((Msg::new("day-list-journal-failed"), Some(problem)));
            }
        }
    }

    /// Sends (or resumes) the batch, keeping what is known of its rows.
    pub(super) fn resend_batch(&mut self, batch_id: &str, again: Vec<(String, bool)>) {
        if self.batch_running() {
            return;
        }
        let kept = self.batch.take().filter(|batch| batch.batch_id == batch_id);
        let concurrency = self.day_list.concurrency;
        let command = Command::SendBatch {
            batch_id: batch_id.to_owned(),
            concurrency,
            again: again.clone(),
            reminder_rules: self.reminder_rules(),
        };
        let request = self.queue("progress-sending-batch", command);
        let mut batch = kept.unwrap_or_else(|| BatchProgress::new(batch_id, request));
        batch.request = request;
        batch.ended = None;
        batch.pausing = false;
        batch.started = Some(std::time::Instant::now());
        for (reference, _) in &again {
            batch.rows.insert(reference.clone(), RowState::Pending);
        }
        batch.finished_at_start = batch.counts().finished();
        self.batch = Some(batch);
    }

    pub(super) fn cancel_batch(&mut self) {
        let Some(batch) = self.batch.as_mut() else { return };
        batch.cancelled = true;
        let batch_id = batch.batch_id.clone();
        if batch.ended.is_none() {
            self.stop_batch();
        } else {
            self.queue_quiet(Command::FinishBatch { batch_id });
        }
    }

    pub(super) fn send_day_list_again(&mut self) {
        let Some(batch) = &self.batch else { return };
        let again: Vec<(String, bool)> = batch
            .rows
            .iter()
            .filter_map(|(reference, state)| match state {
                RowState::Failed { .. } => Some((reference.clone(), false)),
                // The user chose, for this row, to update the record, or to send though the
                // patient was invited a short while ago.
                RowState::Skipped { reason, .. }
                    if (reason == crate::batch_journal::SKIPPED_DETAILS_DIFFER
                        || crate::batch_journal::may_send_anyway(reason))
                        && self.day_list.update_chosen.contains(reference) =>
                {
                    Some((reference.clone(), true))
                }
                _ => None,
            })
            .collect();
        if again.is_empty() {
            return;
        }
        let batch_id = batch.batch_id.clone();
        self.day_list.update_chosen.clear();
        self.resend_batch(&batch_id, again);
    }

    pub(super) fn export_day_list_results(&mut self) {
        let Some(batch) = &self.batch else { return };
        let csv = results_csv(&self.tr, batch);
        let date = self.today();
        let name = format!("{} {date}.csv", self.tr.text("day-list-results-file-name"));
        let offer = crate::export::SaveOffer::csv(&self.tr, name);
        self.queue("progress-saving-results", Command::SaveFile { offer, bytes: csv });
    }

    pub(super) fn on_results_saved(&mut self, result: Result<Option<std::path::PathBuf>, crate::export::ExportError>) {
        match result {
            Ok(None) => {}
            Ok(Some(path)) => {
                let text = Msg::new("day-list-results-saved").with("path", path.display().to_string());
                self.day_list.results_saved = Some(path);
                self.notify(Topic::LocalData, Level::Success, text, Vec::new());
            }
            Err(error) => self.notify(Topic::LocalData, Level::Error, error.message(), Vec::new()),
        }
    }

    pub(super) fn on_batch_loaded(&mut self, batch_id: &str, result: Result<(BatchInfo, Vec<JournalRow>), String>) {
        match result {
            Ok((_, rows)) => {
                if let Some(batch) = self.batch.as_mut().filter(|batch| batch.batch_id == batch_id) {
                    batch.items = rows.iter().map(|row| row.item.clone()).collect();
                    for row in rows {
                        // What the running batch already reported is newer than the journal read.
                        batch.rows.entry(row.item.reference).or_insert(row.state);
                    }
                    batch.finished_at_start = batch.counts().finished();
                }
            }
            Err(problem) => {
                tracing::warn!("the batch {batch_id} could not be read from the journal: {problem}");
                self.day_list.problem = Some((Msg::new("day-list-journal-failed"), Some(problem)));
            }
        }
    }

    /// A request of the day's list or the Today view ended without its answer (its task
    /// stopped): nothing waits for it any more. A batch stopped so is unfinished in the journal
    /// and can be resumed.
    pub(super) fn day_list_request_stopped(&mut self, id: RequestId) {
        let list = &mut self.day_list;
        if list.reading == Some(id) {
            list.reading = None;
        }
        if list.creating == Some(id) {
            list.creating = None;
        }
        if let Some(batch) = self.batch.as_ref().filter(|batch| batch.request == id && batch.ended.is_none()) {
            let batch_id = batch.batch_id.clone();
            let stopped = crate::worker::BatchStopped::Problem("the batch's task stopped".to_owned());
            self.on_batch_ended(&batch_id, Err(stopped));
        }
        if self.today_view.refreshing == Some(id) {
            self.on_statuses_refreshed(id);
        }
        if self.today_view.loading == Some(id) {
            self.today_view.loading = None;
        }
        if self.follow_up.refreshing == Some(id) {
            self.on_statuses_refreshed(id);
        }
        if self.follow_up.loading == Some(id) {
            self.follow_up.loading = None;
        }
        if self.follow_up.creating == Some(id) {
            self.follow_up.creating = None;
        }
        if self.follow_up.filing_running == Some(id) {
            self.on_filing_done(id);
        }
    }

    pub(super) fn on_unfinished_batches(&mut self, found: Vec<BatchInfo>) {
        let running = self.batch.as_ref().map(|batch| batch.batch_id.clone());
        self.unfinished_batches = found.into_iter().filter(|batch| Some(&batch.id) != running.as_ref()).collect();
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;
    use crate::api::Channel;
    use crate::state::day_list_flow::tests::{HEADER, opened, today};

    #[test]
    fn the_results_file_says_each_row_s_outcome_in_the_user_s_language() {
        let tr = crate::i18n::Translator::new(crate::i18n::Language::Dutch);
        let list = opened(&format!(
            "{HEADER}R-1;An;Peeters;1980-01-01;F;nl;an@example.be;\nR-2;Bo;Maes;1980-01-01;M;nl;bo@example.be;\n\
             R-3;Cas;Claes;1980-01-01;M;nl;cas@example.be;\n"
        ));
        let mut batch = BatchProgress::new("b", 1);
        batch.items = list.items(&Channel::ALL, today());
        batch.rows.insert("R-1".into(), RowState::Sent { survey_id: "s-1".into(), patient_id: None });
        let failed = RowState::Failed {
            problem: "the service answered 503".into(),
            kind: Some(crate::api::error::ErrorKind::ServerError),
        };
        batch.rows.insert("R-2".into(), failed);
        let csv = String::from_utf8(results_csv(&tr, &batch)[3..].to_vec()).unwrap();
        let lines: Vec<&str> = csv.lines().collect();
        assert_eq!(lines.len(), 4, "{csv}");
        assert!(lines[1].starts_with("2;R-1;An Peeters;") && lines[1].ends_with(";s-1"), "{csv}");
        assert!(lines[2].contains("the service answered 503"), "{csv}");
        let kind = tr.msg(&crate::i18n::service::kind(crate::api::error::ErrorKind::ServerError));
        assert!(lines[2].contains(&kind), "the kind in the user's words: {csv}");
        assert!(lines[3].contains(&tr.text("day-list-result-not-sent")), "{csv}");
    }
}
