//! The worker's side of filing answered surveys ([`crate::filing`]): for each survey, at the
//! pace a batch keeps, the survey is fetched again (only final answers are filed:
//! [`crate::survey_progress::ready_to_file`]), its history says when the patient finished, its
//! PDF summary is fetched, the files are written on the blocking pool, and the filing goes into
//! the local store's ledger before it is reported. Each survey's outcome is an event; the last
//! says the filing is done.

use std::sync::Arc;

use tokio::sync::mpsc;

use super::{EventKind, RequestId, Worker, batch};
use crate::filing::{FilingFacts, FilingSettings};

/// Why a survey was not filed.
#[derive(Clone, Debug, PartialEq)]
pub enum FilingProblem {
    /// The patient has not finished it (yet), or it holds no answers: nothing is filed.
    NotFinished,
    /// These answers were filed already (by another window of this profile, since the list
    /// was made): nothing is filed twice.
    AlreadyFiled,
    /// The service could not be asked.
    Service(crate::api::ApiError),
    /// A file could not be written (the folder, the disk).
    Written(crate::export::ExportError),
}

impl FilingProblem {
    /// Nothing was wrong: there was nothing (new) to file.
    pub fn is_nothing_to_file(&self) -> bool {
        matches!(self, FilingProblem::NotFinished | FilingProblem::AlreadyFiled)
    }
}

impl Worker {
    pub(super) fn file_answered(
        &mut self,
        id: RequestId,
        done: &mpsc::UnboundedSender<RequestId>,
        surveys: Vec<FilingFacts>,
        settings: FilingSettings,
    ) {
        let events = self.events.clone();
        let Some(client) = self.client.clone() else {
            events.send(id, EventKind::FilingDone);
            return;
        };
        let settings = Arc::new(settings);
        let local = self.local.clone();
        self.spawn(id, done, async move {
            // Two at a time: each ends in a disk write, and the clinic's share may be slow.
            let options = batch::BatchOptions { concurrency: 2, ..batch::BatchOptions::default() };
            let each_events = events.clone();
            batch::paced_each(surveys, options, move |pace, facts| {
                let (client, settings, events) = (client.clone(), Arc::clone(&settings), each_events.clone());
                let local = local.clone();
                async move {
                    let survey_id = facts.survey_id.clone();
                    let result = file_one(&pace, &client, &local, &settings, facts).await;
                    events.send(id, EventKind::SurveyFiled { survey_id, result });
                }
            })
            .await;
            events.send(id, EventKind::FilingDone);
        });
    }
}

async fn file_one(
    pace: &batch::Pace,
    client: &crate::api::Client,
    local: &crate::local_store::LocalWriter,
    settings: &Arc<FilingSettings>,
    mut facts: FilingFacts,
) -> Result<crate::filing::Filed, FilingProblem> {
    let survey_id = facts.survey_id.clone();
    let survey = pace.read(|| client.get_survey(&survey_id)).await.map_err(FilingProblem::Service)?;
    let Some(answers) = crate::survey_progress::ready_to_file(&survey) else {
        return Err(FilingProblem::NotFinished);
    };
    // The ledger, not this window's memory of it, says what was filed.
    let filed = local.filed(survey_id.clone()).await;
    if filed.as_ref().is_some_and(|filed| filed.holds(&answers)) {
        return Err(FilingProblem::AlreadyFiled);
    }
    facts.version = filed.map_or(1, |filed| filed.version + 1);
    // When the patient finished: the history says (a staff member's later claim does not).
    let history = pace.read(|| client.get_survey_history(&survey_id)).await.map_err(FilingProblem::Service)?;
    facts.finished_at = crate::survey_progress::finished_at(&history);
    let pdf = pace.read(|| client.get_pdf_summary(&survey_id)).await.map_err(FilingProblem::Service)?;
    let settings = Arc::clone(settings);
    let filed = tokio::task::spawn_blocking(move || crate::filing::file(&settings, &facts, &answers, &survey, &pdf.0))
        .await
        .unwrap_or_else(|_| {
            Err(crate::export::ExportError::task_stopped(crate::export::ExportProblem::SaveInterrupted))
        })
        .map_err(FilingProblem::Written)?;
    if let Err(problem) = local.record_filing(filed.version.clone()).await {
        // The files are there; without the ledger's line a later run would file them again
        // under a new name, so this is said (in the log: no patient data) and not hidden.
        tracing::error!(?problem, "a filing could not be written to the ledger");
    }
    Ok(filed)
}
