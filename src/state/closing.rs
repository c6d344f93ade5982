//! Closing the window without losing what was typed. A close request first writes every
//! changed draft; the window closes once the local store has them. When a draft cannot be
//! saved (the profile's database is locked by another program, or the disk is full), the
//! window stays open and asks: keep it open (the store is retried in the background), save what
//! was typed to a file of the user's choosing, or close and lose it. Nothing here waits: the
//! window keeps drawing while the store answers, and a store that does not answer within
//! [`SAVING_PATIENCE`] is asked about rather than waited for.

use std::time::{Duration, Instant};

use crate::i18n::Msg;
use crate::worker::{Command, RequestId};

use super::AppState;

/// How long a close waits for the drafts to be written before it asks.
pub const SAVING_PATIENCE: Duration = Duration::from_secs(3);

/// Where a close request stands.
#[derive(Clone, Debug, PartialEq)]
pub enum Closing {
    /// The drafts are being written; the window closes when they are.
    Saving { since: Instant },
    /// Some typing could not be saved: the user chooses. `problem` says why a save to a file
    /// failed, if it did.
    Asking { problem: Option<Msg> },
    /// The typing is being written to the file the user chose.
    SavingFile(RequestId),
}

/// The user's answer to the close question.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CloseIntent {
    KeepOpen,
    SaveToFile,
    CloseAndLose,
}

impl AppState {
    /// The window was asked to close (its close button, Alt+F4, the system). `true`: it may
    /// close now; `false`: the close is put off, and the state closes it (see
    /// [`AppState::take_close_now`]) or asks.
    pub fn close_requested(&mut self, now: Instant) -> bool {
        if self.close_now {
            return true;
        }
        if self.closing.is_some() {
            return false;
        }
        self.write_drafts_now();
        if !self.draft_sync.unsaved.is_empty() {
            self.closing = Some(Closing::Asking { problem: None });
            return false;
        }
        if self.draft_sync.saving_any() {
            self.closing = Some(Closing::Saving { since: now });
            return false;
        }
        true
    }

    /// `true` once: the window should close now (the drafts are written, or the user chose).
    pub fn take_close_now(&mut self) -> bool {
        std::mem::take(&mut self.close_now_pending)
    }

    /// A close that waited too long for the store asks instead; returns when to look again.
    pub fn closing_tick(&mut self, now: Instant) -> Option<Instant> {
        match self.closing {
            Some(Closing::Saving { since }) if now >= since + SAVING_PATIENCE => {
                self.closing = Some(Closing::Asking { problem: None });
                None
            }
            Some(Closing::Saving { since }) => Some(since + SAVING_PATIENCE),
            _ => None,
        }
    }

    /// The drafts' writes were answered: a close that waited for them goes ahead.
    pub(super) fn continue_closing(&mut self) {
        if !matches!(self.closing, Some(Closing::Saving { .. })) {
            return;
        }
        if !self.draft_sync.unsaved.is_empty() {
            self.closing = Some(Closing::Asking { problem: None });
        } else if !self.draft_sync.saving_any() {
            self.close();
        }
    }

    pub fn apply_close_intent(&mut self, intent: CloseIntent) {
        match intent {
            CloseIntent::KeepOpen => self.closing = None,
            CloseIntent::CloseAndLose => {
                tracing::warn!(forms = self.draft_sync.unsaved.len(), "closed with typing that could not be saved");
                self.close();
            }
            CloseIntent::SaveToFile => {
                if !matches!(self.closing, Some(Closing::Asking { .. })) {
                    return;
                }
                let text = self.unsaved_typing_text();
                let name = format!("{} {}.txt", self.tr.text("closing-file-name"), self.today());
                let offer = crate::export::SaveOffer::text(&self.tr, name);
                let id = self.queue("progress-saving-typing", Command::SaveFile { offer, bytes: text.into_bytes() });
                self.closing = Some(Closing::SavingFile(id));
            }
        }
    }

    /// A file written by the save dialog: the close's, or the day list's results.
    pub(super) fn on_file_saved(
        &mut self,
        id: RequestId,
        result: Result<Option<std::path::PathBuf>, crate::export::ExportError>,
    ) {
        if self.closing != Some(Closing::SavingFile(id)) {
            self.on_results_saved(result);
            return;
        }
        match result {
            Ok(Some(_)) => {
                tracing::info!("the typing that could not be saved was written to a file of the user's choosing");
                self.close();
            }
            Ok(None) => self.closing = Some(Closing::Asking { problem: None }),
            Err(error) => self.closing = Some(Closing::Asking { problem: Some(error.message()) }),
        }
    }

    fn close(&mut self) {
        self.closing = None;
        self.close_now = true;
        self.close_now_pending = true;
    }

    /// The forms whose typing could not be saved, as text a person reads: each form's title,
    /// then its fields, one per line, in the interface language.
    fn unsaved_typing_text(&self) -> String {
        let tr = &self.tr;
        let mut text = format!("{}\n\n", tr.text("closing-file-intro"));
        for draft in self.current_drafts().iter().filter(|draft| self.draft_sync.unsaved.contains_key(&draft.id)) {
            let kind = match draft.kind {
                crate::drafts::DraftKind::PatientForm => "local-draft-kind-patient",
                crate::drafts::DraftKind::SurveyForm => "local-draft-kind-survey",
            };
            text.push_str(&tr.text(kind));
            text.push('\n');
            let form = crate::patient::PatientDraft::from(draft.patient.clone());
            for field in crate::patient::Field::ALL {
                let value = form.text_of(field, tr);
                if !value.trim().is_empty() {
                    text.push_str(&format!("{}: {value}\n", tr.msg(&field.name_msg())));
                }
            }
            text.push('\n');
        }
        text
    }

    /// True while typing could not be saved: the store is failing, and a close should not wait
    /// for it.
    pub fn local_store_failing(&self) -> bool {
        !self.draft_sync.unsaved.is_empty()
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::worker::{Event, EventKind};

    fn typing_state() -> AppState {
        let mut state = AppState::new();
        state.on_local_data(Default::default());
        state.take_commands();
        state.start_registration();
        state.patient_form.as_mut().unwrap().draft.first_name = "Zoë".into();
        state
    }

    fn answer(state: &mut AppState, kind: impl Fn() -> EventKind) {
        for (id, command) in state.take_commands() {
            if matches!(command, Command::SaveDraft(_)) {
                state.apply(Event { id, kind: kind() });
            }
        }
    }

    #[test]
    fn a_close_waits_for_the_last_typing_to_be_saved_then_closes() {
        let mut state = typing_state();
        let t0 = Instant::now();
        assert!(!state.close_requested(t0), "the typing of the last second is saved first");
        assert!(matches!(state.closing, Some(Closing::Saving { .. })));
        assert!(!state.take_close_now());
        answer(&mut state, || EventKind::LocalWritten);
        assert!(state.take_close_now(), "saved: the window closes");
        assert!(state.close_requested(t0), "and the close goes through");
    }

    #[test]
    fn a_failed_save_is_retried_later_and_a_close_asks_instead_of_waiting() {
        let mut state = typing_state();
        let t0 = Instant::now();
        state.sync_drafts(t0);
        state.sync_drafts(t0 + crate::state::local::DRAFT_DEBOUNCE);
        answer(&mut state, || EventKind::LocalWriteFailed(Msg::new("local-write-failed").with("reason", "locked")));
        let draft_id = state.patient_form.as_ref().unwrap().draft_id.clone();
        assert!(state.draft_sync.unsaved_reason(&draft_id).is_some(), "said by the form");
        // Not hammered: nothing is written again before the retry is due.
        let later = Instant::now() + Duration::from_millis(500);
        state.sync_drafts(later);
        assert!(state.take_commands().is_empty());
        let retry = Instant::now() + crate::state::local::SAVE_RETRY_FIRST + crate::state::local::DRAFT_DEBOUNCE * 2;
        state.sync_drafts(retry);
        state.sync_drafts(retry + crate::state::local::DRAFT_DEBOUNCE);
        assert!(state.take_commands().iter().any(|(_, c)| matches!(c, Command::SaveDraft(_))), "tried again");

        assert!(!state.close_requested(t0));
        assert_eq!(state.closing, Some(Closing::Asking { problem: None }), "asked at once, not waited for");
        state.apply_close_intent(CloseIntent::KeepOpen);
        assert_eq!(state.closing, None);
        assert!(!state.take_close_now());
    }

    #[test]
    fn a_store_that_does_not_answer_is_asked_about_after_a_while() {
        let mut state = typing_state();
        let t0 = Instant::now();
        assert!(!state.close_requested(t0));
        assert_eq!(state.closing_tick(t0), Some(t0 + SAVING_PATIENCE));
        state.closing_tick(t0 + SAVING_PATIENCE);
        assert_eq!(state.closing, Some(Closing::Asking { problem: None }));
    }
}
