//! Filing from the Follow-up view: where answered surveys are filed now (the policy's settings
//! and the user's), which of those shown are to be filed, and what became of each. The files
//! themselves are written by the worker ([`crate::worker::filing`]).

use crate::i18n::Msg;
use crate::state::notices::{Level, Topic};
use crate::state::today::StatusCheck;
use crate::state::{AppState, RequestId};
use crate::worker::Command;

/// A change to the filing settings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FilingEdit {
    Folder(String),
    Template(String),
    FhirIdentifierSystem(String),
}

impl AppState {
    /// Where and how answered surveys are filed now: the policy's values where it sets them
    /// and locks them, else the user's, else the policy's presets and the defaults; `None`
    /// without a folder.
    pub fn filing_settings(&self) -> Option<crate::filing::FilingSettings> {
        let rule = &self.policy.filing;
        let preset = rule.preset.clone().unwrap_or_default();
        let choice = if rule.locked { crate::filing::FilingChoice::default() } else { self.follow_up.filing.clone() };
        let typed = |text: &str| Some(text.trim().to_owned()).filter(|text| !text.is_empty());
        let folder = typed(&choice.folder).map(std::path::PathBuf::from).or(preset.folder)?;
        Some(crate::filing::FilingSettings {
            folder,
            template: typed(&choice.template)
                .or(preset.template)
                .unwrap_or_else(|| crate::filing::DEFAULT_TEMPLATE.to_owned()),
            fhir_identifier_system: typed(&choice.fhir_identifier_system).or(preset.fhir_identifier_system),
        })
    }

    /// Whether the survey's answers as last fetched are in the clinic's record: filed, and
    /// not changed since (as far as this profile's ledger knows).
    pub fn is_filed(&self, survey_id: &str) -> bool {
        let Some(filed) = self.filed.get(survey_id) else { return false };
        match self.follow_up.statuses.get(survey_id) {
            Some(StatusCheck::Checked { to_file: Some(answers), .. }) => filed.holds(answers),
            _ => true,
        }
    }

    /// The surveys among the invitations shown whose final answers are not in the record yet
    /// (never filed, or changed since: then as the next version), with what their files are
    /// named by.
    pub fn fileable(&self) -> Vec<crate::filing::FilingFacts> {
        let view = &self.follow_up;
        let mut found = Vec::new();
        for (invitation, survey_id) in view.finished_shown() {
            let Some(StatusCheck::Checked { to_file: Some(answers), .. }) = view.statuses.get(&survey_id) else {
                continue;
            };
            let filed = self.filed.get(&survey_id);
            if filed.is_some_and(|filed| filed.holds(answers)) {
                continue;
            }
            let patient = invitation.item.as_ref().map(|item| &item.patient);
            let name = |text: Option<&String>| text.map(|t| t.trim().to_owned()).filter(|t| !t.is_empty());
            found.push(crate::filing::FilingFacts {
                survey_id,
                reference: invitation.sent.reference.clone(),
                first_name: name(patient.map(|p| &p.first_name)),
                last_name: name(patient.map(|p| &p.last_name)),
                sent_at: invitation.sent.sent_at,
                // Said by the survey's history and the ledger when it is filed.
                finished_at: None,
                version: filed.map_or(1, |filed| filed.version + 1),
            });
        }
        found
    }

    pub(in crate::state) fn file_answered(&mut self) {
        if self.follow_up.filing_running.is_some() {
            return;
        }
        let Some(settings) = self.filing_settings() else {
            self.notify(Topic::FollowUp, Level::Warning, Msg::new("follow-up-filing-no-folder"), Vec::new());
            return;
        };
        let surveys = self.fileable();
        if surveys.is_empty() {
            return;
        }
        let id = self.queue("progress-filing", Command::FileAnswered { surveys, settings });
        self.follow_up.filing_running = Some(id);
        // What this run files, and why not: the last run's outcomes are its own.
        self.follow_up.filing_results.clear();
    }

    pub(in crate::state) fn on_survey_filed(
        &mut self,
        survey_id: String,
        result: Result<crate::filing::Filed, crate::worker::filing::FilingProblem>,
    ) {
        if let Ok(filed) = &result {
            self.record(crate::activity::Action::survey_filed(survey_id.clone(), &filed.pdf, !filed.fhir.is_empty()));
            self.filed.insert(survey_id.clone(), filed.version.clone());
        }
        self.follow_up.filing_results.insert(survey_id, result);
    }

    pub(in crate::state) fn on_filing_done(&mut self, id: RequestId) {
        if self.follow_up.filing_running != Some(id) {
            return;
        }
        self.follow_up.filing_running = None;
        let results = &self.follow_up.filing_results;
        let filed = results.values().filter(|result| result.is_ok()).count();
        let failed = results.values().filter(|result| matches!(result, Err(problem) if !problem.is_nothing_to_file()));
        let failed = failed.count();
        let folder = self.filing_settings().map(|s| s.folder.display().to_string()).unwrap_or_default();
        let (level, text) = if failed > 0 {
            (Level::Error, Msg::new("follow-up-filing-failed").with("failed", failed).with("filed", filed))
        } else {
            (Level::Success, Msg::new("follow-up-filing-done").with("count", filed).with("folder", folder))
        };
        self.notify(Topic::FollowUp, level, text, Vec::new());
    }
}
