//! What the app keeps on this computer and the timed transitions around it:
//! drafts of unsent forms (saved a moment after the last keystroke, deleted
//! once sent or discarded, offered back after a restart), the activity log
//! of the user's own actions, the privacy screen after idle time, and the
//! quiet reconnection probe while the service cannot be reached.
//!
//! Every rule takes the time as an argument so it is tested without sleeping.

pub use crate::settings::{DEFAULT_PRIVACY_TIMEOUT, MAX_PRIVACY_MINUTES};
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use crate::activity::{Action, ActivityEntry};
use crate::drafts::{Draft, DraftKind};
use crate::i18n::Msg;
use crate::worker::{Command, RequestId};

use super::survey_form::SurveyTarget;
use super::{AppState, ConnectionStatus, FormMode, Level, PatientFormState, Screen};
use crate::patient::PatientDraft;

/// A draft is written this long after the last change, not per keystroke.
pub const DRAFT_DEBOUNCE: Duration = Duration::from_secs(1);

/// Reconnection probes while offline: first after this, doubling up to the maximum.
pub const OFFLINE_PROBE_FIRST: Duration = Duration::from_secs(3);
pub const OFFLINE_PROBE_MAX: Duration = Duration::from_secs(60);

/// The first wait before a draft that could not be saved is tried again; it doubles after each
/// failure, up to [`SAVE_RETRY_MAX`].
pub const SAVE_RETRY_FIRST: Duration = Duration::from_secs(2);
pub const SAVE_RETRY_MAX: Duration = Duration::from_secs(30);

/// Which drafts are in the local store, and since when the open forms differ from them.
#[derive(Debug, Default)]
pub struct DraftSync {
    /// What was last written for each open form's draft, by draft id.
    written: BTreeMap<String, Draft>,
    dirty_since: BTreeMap<String, Instant>,
    /// Drafts are only written once the earlier ones were read (and offered).
    pub ready: bool,
    /// Saves not answered yet: the request, and the draft it writes.
    saving: BTreeMap<RequestId, String>,
    /// Drafts whose last save failed, with why (the database locked by another program, the
    /// disk full): said next to their form, and tried again in the background.
    pub unsaved: BTreeMap<String, Msg>,
    retry_due: Option<Instant>,
    retry_wait: Duration,
}

impl DraftSync {
    /// Whether a save is still waiting for its answer.
    pub fn saving_any(&self) -> bool {
        !self.saving.is_empty()
    }

    /// Why the draft of a form could not be saved, while it cannot.
    pub fn unsaved_reason(&self, draft_id: &str) -> Option<&Msg> {
        self.unsaved.get(draft_id)
    }
}

/// The reconnection probe's schedule.
#[derive(Debug, Default)]
pub struct OfflineProbe {
    pub due: Option<Instant>,
    pub wait: Duration,
}

/// When patient data is hidden.
#[derive(Debug)]
pub struct Privacy {
    pub timeout: Duration,
    pub last_input: Instant,
    pub locked: bool,
}

impl Default for Privacy {
    fn default() -> Self {
        Privacy { timeout: DEFAULT_PRIVACY_TIMEOUT, last_input: Instant::now(), locked: false }
    }
}

impl AppState {
    /// Reads what earlier sessions left (drafts, activity).
    pub fn load_local_data(&mut self) {
        self.queue_quiet(Command::LoadLocalData);
        // A day's list an earlier session did not finish is offered for resuming.
        self.queue_quiet(Command::FindUnfinishedBatches);
    }

    pub(super) fn on_local_data(&mut self, loaded: crate::local_store::LocalData) {
        let crate::local_store::LocalData { drafts, activity, filed, problem } = loaded;
        // Filings this window made before the store answered stay known.
        for filed in filed {
            self.filed.entry(filed.survey_id.clone()).or_insert(filed);
        }
        let mut unreadable: Vec<Msg> = drafts
            .set_aside
            .iter()
            .map(|aside| {
                let kind = Msg::new(match aside.kind {
                    Some(DraftKind::PatientForm) => "local-draft-kind-patient",
                    Some(DraftKind::SurveyForm) => "local-draft-kind-survey",
                    None => "local-draft-kind-other",
                });
                let path = aside.kept_at.display().to_string();
                match aside.typed_on {
                    Some(typed_on) => Msg::new("local-draft-kept-aside-from")
                        .with("kind", kind)
                        .with("when", crate::i18n::Arg::Time(typed_on))
                        .with("path", path),
                    None => Msg::new("local-draft-kept-aside").with("kind", kind).with("path", path),
                }
            })
            .chain(problem)
            .collect();
        // Said once, all of them in one notice (a newer notice would replace an older one).
        match unreadable.len() {
            0 => {}
            1 => self.notify(super::Topic::LocalData, Level::Warning, unreadable.remove(0), Vec::new()),
            _ => {
                let text = Msg::new("local-problems").with("sentences", crate::i18n::Arg::Sentences(unreadable));
                self.notify(super::Topic::LocalData, Level::Warning, text, Vec::new());
            }
        }
        self.offered_drafts = drafts.drafts;
        self.activity = activity.entries;
        self.activity_unreadable = activity.unreadable;
        self.draft_sync.ready = true;
        // The Today view: the day's lists from the journal, the single surveys from the log.
        self.reload_sent();
    }

    /// The drafts the open forms make now (each under its form's draft id), without time stamps.
    pub(super) fn current_drafts(&self) -> Vec<Draft> {
        let blank = |id: &str, kind: DraftKind, patient: crate::patient::PatientDraft| Draft {
            id: id.to_owned(),
            ..Draft::new(kind, (&patient).into())
        };
        let mut drafts = Vec::new();
        if let Some(form) = self.patient_form.as_ref().filter(|form| form.has_unsaved_changes()) {
            let mut draft = blank(&form.draft_id, DraftKind::PatientForm, form.draft.clone());
            if let FormMode::Edit { patient_id, original, record } = &form.mode {
                draft.patient_id = Some(patient_id.clone());
                draft.original = Some(original.as_ref().into());
                draft.record = Some((**record).clone());
            }
            drafts.push(draft);
        }
        if let Some(form) = self.survey_form.as_ref().filter(|f| f.created.is_none())
            && let SurveyTarget::NewPatient(patient) = &form.target
            && !patient.is_blank()
        {
            let mut draft = blank(&form.draft_id, DraftKind::SurveyForm, patient.clone());
            draft.include_url = form.include_url;
            draft.include_pin_in_url = form.include_pin_in_url;
            draft.send_invitation = form.send_invitation;
            draft.channel_sms = form.channel == crate::api::Channel::Sms;
            drafts.push(draft);
        }
        drafts
    }

    /// Writes the drafts of open forms that changed and settled, and deletes the drafts of
    /// forms that were sent, discarded or emptied (never one on offer). Returns when it wants
    /// to be asked again.
    pub fn sync_drafts(&mut self, now: Instant) -> Option<Instant> {
        self.sync_drafts_settled_after(now, DRAFT_DEBOUNCE)
    }

    /// Writes every changed draft at once, settled or not (the window is closing).
    /// The process is asked to end: every draft not saved yet is written now, those waiting for
    /// a retry too (the store may be free again; there is no later).
    pub fn write_drafts_before_ending(&mut self) {
        self.draft_sync.retry_due = None;
        self.write_drafts_now();
    }

    pub fn write_drafts_now(&mut self) {
        self.sync_drafts_settled_after(Instant::now(), Duration::ZERO);
    }

    fn sync_drafts_settled_after(&mut self, now: Instant, settle: Duration) -> Option<Instant> {
        if !self.draft_sync.ready {
            return None;
        }
        let mut next = None;
        let current = self.current_drafts();
        for draft in current.iter() {
            let same = self
                .draft_sync
                .written
                .get(&draft.id)
                .is_some_and(|written| Draft { saved_at: String::new(), ..written.clone() } == *draft);
            if same {
                self.draft_sync.dirty_since.remove(&draft.id);
                continue;
            }
            // A draft whose save failed waits for its retry (the store is not hammered).
            if let Some(due) = self.draft_sync.retry_due.filter(|_| self.draft_sync.unsaved.contains_key(&draft.id))
                && now < due
            {
                next = Some(next.map_or(due, |n: Instant| n.min(due)));
                continue;
            }
            let since = *self.draft_sync.dirty_since.entry(draft.id.clone()).or_insert(now);
            let due = since + settle;
            if now < due {
                next = Some(next.map_or(due, |n: Instant| n.min(due)));
                continue;
            }
            self.draft_sync.dirty_since.remove(&draft.id);
            let mut draft = draft.clone();
            draft.saved_at = jiff::Timestamp::now().to_string();
            self.draft_sync.written.insert(draft.id.clone(), draft.clone());
            let draft_id = draft.id.clone();
            let request = self.queue_quiet(Command::SaveDraft(Box::new(draft)));
            self.draft_sync.saving.insert(request, draft_id);
        }
        let gone: Vec<String> = self
            .draft_sync
            .written
            .keys()
            .filter(|id| !current.iter().any(|d| &d.id == *id) && !self.offered_drafts.iter().any(|d| &d.id == *id))
            .cloned()
            .collect();
        for id in gone {
            self.draft_sync.written.remove(&id);
            self.draft_sync.dirty_since.remove(&id);
            self.draft_sync.unsaved.remove(&id);
            self.queue_quiet(Command::DeleteDraft(id));
        }
        next
    }

    /// Puts an offered draft back into its form. A form of that kind that is open with
    /// unsent changes is not lost: its draft is written now and offered in its place.
    pub fn restore_draft(&mut self, draft_id: &str) {
        let Some(index) = self.offered_drafts.iter().position(|d| d.id == draft_id) else { return };
        let draft = self.offered_drafts.remove(index);
        let displaced = self.current_drafts().into_iter().find(|open| open.kind == draft.kind);
        if let Some(mut displaced) = displaced {
            displaced.saved_at = jiff::Timestamp::now().to_string();
            self.draft_sync.written.insert(displaced.id.clone(), displaced.clone());
            self.draft_sync.dirty_since.remove(&displaced.id);
            let request = self.queue_quiet(Command::SaveDraft(Box::new(displaced.clone())));
            self.draft_sync.saving.insert(request, displaced.id.clone());
            self.offered_drafts.push(displaced);
        }
        // The restored form keeps its draft's id: its next save replaces this draft.
        self.draft_sync.written.insert(draft.id.clone(), draft.clone());
        match draft.kind {
            DraftKind::PatientForm => {
                let mut form = PatientFormState::register();
                if let (Some(patient_id), Some(original)) = (draft.patient_id, draft.original) {
                    let original = PatientDraft::from(original);
                    let record = draft.record.unwrap_or_else(|| original.to_record(&patient_id));
                    form.mode = FormMode::Edit { patient_id, original: Box::new(original), record: Box::new(record) };
                }
                form.draft = draft.patient.into();
                form.draft_id = draft.id;
                self.patient_form = Some(form);
                self.screen = Screen::PatientForm;
            }
            DraftKind::SurveyForm => {
                let mut form = super::survey_form::SurveyForm::for_new_patient();
                form.target = SurveyTarget::NewPatient(draft.patient.into());
                form.include_url = draft.include_url;
                form.include_pin_in_url = draft.include_pin_in_url;
                form.send_invitation = draft.send_invitation;
                form.channel = if draft.channel_sms { crate::api::Channel::Sms } else { crate::api::Channel::Email };
                form.draft_id = draft.id;
                // A draft kept before the policy changed is held to today's policy.
                form.limit_to(super::survey_form::InvitationLimits::of(&self.policy));
                self.survey_form = Some(form);
            }
        }
    }

    /// Throws an offered draft away (the user's choice): it is deleted from the store.
    pub fn discard_draft(&mut self, draft_id: &str) {
        self.offered_drafts.retain(|d| d.id != draft_id);
        self.draft_sync.written.remove(draft_id);
        self.queue_quiet(Command::DeleteDraft(draft_id.to_owned()));
    }

    /// Notes one of the user's actions in the activity log (ids only).
    pub(super) fn record(&mut self, action: Action) {
        let environment = self.connection.environment.as_ref().map(|e| e.label()).unwrap_or_default();
        let entry = ActivityEntry::now(environment, action).in_session(self.connection.session.clone());
        self.activity.insert(0, entry.clone());
        self.queue_quiet(Command::RecordActivity(entry));
    }

    /// While offline, probes the service now and then; returns the next due time.
    pub fn probe_when_offline(&mut self, now: Instant) -> Option<Instant> {
        if self.connection.status != ConnectionStatus::Offline {
            self.offline_probe = OfflineProbe::default();
            return None;
        }
        let probing = self.in_flight.values().any(|f| f.label == PROBE_LABEL);
        match self.offline_probe.due {
            None => {
                self.offline_probe.wait = OFFLINE_PROBE_FIRST;
                self.offline_probe.due = Some(now + OFFLINE_PROBE_FIRST);
            }
            Some(due) if now >= due && !probing => {
                self.queue(PROBE_LABEL, Command::TestConnection);
                self.offline_probe.wait = (self.offline_probe.wait * 2).min(OFFLINE_PROBE_MAX);
                self.offline_probe.due = Some(now + self.offline_probe.wait);
            }
            Some(_) => {}
        }
        self.offline_probe.due
    }

    /// The user did something: the privacy screen lifts and the clock restarts.
    pub fn user_active(&mut self, now: Instant) {
        self.privacy.last_input = now;
        self.privacy.locked = false;
    }

    /// Hides patient data after the idle time; returns when to check again.
    pub fn check_privacy(&mut self, now: Instant) -> Option<Instant> {
        if self.privacy.locked || self.privacy.timeout.is_zero() {
            return None;
        }
        let due = self.privacy.last_input + self.privacy.timeout;
        if now >= due {
            self.privacy.locked = true;
            self.sign_in.password.clear();
            None
        } else {
            Some(due)
        }
    }

    /// A local write was answered: a draft's save that had failed before is saved now.
    pub(super) fn on_local_written(&mut self, request: RequestId) {
        if let Some(draft_id) = self.draft_sync.saving.remove(&request) {
            if self.draft_sync.unsaved.remove(&draft_id).is_some() && self.draft_sync.unsaved.is_empty() {
                self.draft_sync.retry_due = None;
                self.draft_sync.retry_wait = Duration::ZERO;
                self.notify(super::Topic::LocalData, Level::Success, Msg::new("local-drafts-saved-again"), Vec::new());
            }
            self.continue_closing();
        }
    }

    /// A local write failed: a draft's save is tried again later (its form says so meanwhile);
    /// any failure is said in the status bar too.
    pub(super) fn on_local_write_failed(&mut self, request: RequestId, message: Msg) {
        if let Some(draft_id) = self.draft_sync.saving.remove(&request) {
            tracing::warn!("a draft could not be saved; it is tried again");
            self.draft_sync.written.remove(&draft_id);
            self.draft_sync.unsaved.insert(draft_id, message.clone());
            let wait = (self.draft_sync.retry_wait * 2).clamp(SAVE_RETRY_FIRST, SAVE_RETRY_MAX);
            self.draft_sync.retry_wait = wait;
            self.draft_sync.retry_due = Some(Instant::now() + wait);
            self.continue_closing();
        }
        if !self.notices.iter().any(|n| n.text == message) {
            self.notify(super::Topic::LocalData, Level::Warning, message, Vec::new());
        }
    }
}

/// The in-flight label of a reconnection probe.
pub const PROBE_LABEL: &str = "progress-probing";

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::worker::{Event, EventKind};

    fn ready_state() -> AppState {
        let mut state = AppState::new();
        state.on_local_data(Default::default());
        // Loading reads the Today view too; these tests are about drafts.
        state.take_commands();
        state
    }

    #[test]
    fn a_draft_is_written_once_after_typing_settles_and_deleted_when_the_form_goes() {
        let mut state = ready_state();
        let t0 = Instant::now();
        state.start_registration();
        assert_eq!(state.sync_drafts(t0), None, "an untouched form is not a draft");
        state.patient_form.as_mut().unwrap().draft.first_name = "Zoë".into();
        let due = state.sync_drafts(t0).unwrap();
        assert_eq!(due, t0 + DRAFT_DEBOUNCE);
        assert!(state.take_commands().is_empty(), "not on every keystroke");
        state.sync_drafts(t0 + DRAFT_DEBOUNCE);
        let commands = state.take_commands();
        assert!(matches!(commands.as_slice(), [(_, Command::SaveDraft(d))] if d.patient.first_name == "Zoë"));
        assert_eq!(state.sync_drafts(t0 + DRAFT_DEBOUNCE * 3), None);
        assert!(state.take_commands().is_empty(), "an unchanged draft is not written again");
        let draft_id = state.patient_form.as_ref().unwrap().draft_id.clone();
        state.close_patient_form();
        state.sync_drafts(t0 + DRAFT_DEBOUNCE * 4);
        assert!(matches!(state.take_commands().as_slice(), [(_, Command::DeleteDraft(id))] if *id == draft_id));
        assert!(state.in_flight.is_empty(), "draft writes are quiet");
    }

    fn offered(kind: DraftKind, last_name: &str) -> Draft {
        let patient = crate::patient::PatientDraft { last_name: last_name.into(), ..Default::default() };
        Draft {
            saved_at: "2026-11-22T08:00:00Z".into(),
            send_invitation: true,
            channel_sms: true,
            ..Draft::new(kind, (&patient).into())
        }
    }

    fn loaded(drafts: Vec<Draft>) -> Event {
        let data = crate::local_store::LocalData {
            drafts: crate::drafts::LoadedDrafts { drafts, set_aside: Vec::new() },
            ..Default::default()
        };
        Event { id: 999, kind: EventKind::LocalDataLoaded(Box::new(data)) }
    }

    #[test]
    fn offered_drafts_are_kept_until_restored_or_discarded() {
        let mut state = AppState::new();
        let draft = offered(DraftKind::SurveyForm, "Claes");
        state.apply(loaded(vec![draft.clone()]));
        state.take_commands();
        state.sync_drafts(Instant::now() + Duration::from_secs(10));
        assert!(state.take_commands().is_empty(), "an offered draft is not deleted");
        state.restore_draft(&draft.id);
        let form = state.survey_form.as_ref().unwrap();
        assert!(matches!(&form.target, SurveyTarget::NewPatient(p) if p.last_name == "Claes"));
        assert_eq!(form.channel, crate::api::Channel::Sms);
        assert_eq!(form.draft_id, draft.id, "its next save replaces the restored draft, no other");
    }

    #[test]
    fn a_new_form_never_replaces_a_draft_on_offer() {
        let mut state = AppState::new();
        let earlier = offered(DraftKind::PatientForm, "Claes");
        state.apply(loaded(vec![earlier.clone()]));
        state.take_commands();
        let t0 = Instant::now();
        state.start_registration();
        state.patient_form.as_mut().unwrap().draft.last_name = "Peeters".into();
        state.sync_drafts(t0);
        state.sync_drafts(t0 + DRAFT_DEBOUNCE);
        let commands = state.take_commands();
        assert!(matches!(commands.as_slice(), [(_, Command::SaveDraft(d))] if d.id != earlier.id));
        assert_eq!(state.offered_drafts, vec![earlier.clone()]);

        // Restoring the earlier one while the new form is open keeps the new one too.
        state.restore_draft(&earlier.id);
        assert_eq!(state.patient_form.as_ref().unwrap().draft.last_name, "Claes");
        assert_eq!(state.offered_drafts.len(), 1);
        assert_eq!(state.offered_drafts[0].patient.last_name, "Peeters");
        state.sync_drafts(t0 + DRAFT_DEBOUNCE * 5);
        let commands = state.take_commands();
        assert!(
            commands.iter().all(|(_, c)| !matches!(c, Command::DeleteDraft(_))),
            "nothing is deleted: {commands:?}"
        );

        // Discarding is the user's choice, by draft.
        let peeters = state.offered_drafts[0].id.clone();
        state.discard_draft(&peeters);
        assert!(matches!(state.take_commands().as_slice(), [(_, Command::DeleteDraft(id))] if *id == peeters));
    }

    #[test]
    fn the_privacy_screen_comes_after_the_idle_time_and_goes_with_input() {
        let mut state = AppState::new();
        let t0 = Instant::now();
        state.privacy.timeout = Duration::from_secs(300);
        state.user_active(t0);
        assert_eq!(state.check_privacy(t0 + Duration::from_secs(299)), Some(t0 + Duration::from_secs(300)));
        assert!(!state.privacy.locked);
        state.check_privacy(t0 + Duration::from_secs(300));
        assert!(state.privacy.locked);
        state.user_active(t0 + Duration::from_secs(400));
        assert!(!state.privacy.locked);
    }

    #[test]
    fn while_offline_the_service_is_probed_with_growing_pauses() {
        let mut state = AppState::new();
        let t0 = Instant::now();
        state.connection.status = ConnectionStatus::Offline;
        assert_eq!(state.probe_when_offline(t0), Some(t0 + OFFLINE_PROBE_FIRST));
        assert!(state.take_commands().is_empty());
        state.probe_when_offline(t0 + OFFLINE_PROBE_FIRST);
        let commands = state.take_commands();
        assert!(matches!(commands.as_slice(), [(_, Command::TestConnection)]));
        // No second probe while one is running.
        state.probe_when_offline(t0 + Duration::from_secs(100));
        assert!(state.take_commands().is_empty());
        state.apply(Event { id: commands[0].0, kind: EventKind::ConnectionTested(Ok(())) });
        assert_eq!(state.connection.status, ConnectionStatus::Connected);
        assert_eq!(state.probe_when_offline(t0 + Duration::from_secs(101)), None);
    }
}
