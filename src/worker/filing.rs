//! The worker's side of filing answered surveys ([`crate::filing`]): for each survey, at the
//! pace a batch keeps, the survey is fetched again (only an answered one is filed), its history
//! says when it was answered, its PDF summary is fetched, and the files are written on the
//! blocking pool. Each survey's outcome is an event; the last says the filing is done.

use std::sync::Arc;

use tokio::sync::mpsc;

use super::{EventKind, RequestId, Worker, batch};
use crate::filing::{FilingFacts, FilingSettings};

/// Why a survey was not filed.
#[derive(Clone, Debug, PartialEq)]
pub enum FilingProblem {
    /// The patient has not answered it (yet): nothing is filed.
    NotAnswered,
    /// The service could not be asked.
    Service(crate::api::ApiError),
    /// A file could not be written (the folder, the disk).
    Written(crate::export::ExportError),
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
        self.spawn(id, done, async move {
            // Two at a time: each ends in a disk write, and the clinic's share may be slow.
            let options = batch::BatchOptions { concurrency: 2, ..batch::BatchOptions::default() };
            let each_events = events.clone();
            batch::paced_each(surveys, options, move |pace, facts| {
                let (client, settings, events) = (client.clone(), Arc::clone(&settings), each_events.clone());
                async move {
                    let survey_id = facts.survey_id.clone();
                    let result = file_one(&pace, &client, &settings, facts).await;
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
    settings: &Arc<FilingSettings>,
    mut facts: FilingFacts,
) -> Result<crate::filing::Filed, FilingProblem> {
    let survey_id = facts.survey_id.clone();
    let survey = pace.read(|| client.get_survey(&survey_id)).await.map_err(FilingProblem::Service)?;
    if !crate::reminders::answered(&survey) {
        return Err(FilingProblem::NotAnswered);
    }
    // When it was answered: the survey's last change (the history may not be there: then now).
    let history = pace.read(|| client.get_survey_history(&survey_id)).await.unwrap_or_default();
    facts.answered_at =
        history.iter().filter_map(|entry| entry.timestamp.as_ref()?.instant).max().unwrap_or_else(jiff::Timestamp::now);
    let pdf = pace.read(|| client.get_pdf_summary(&survey_id)).await.map_err(FilingProblem::Service)?;
    let settings = Arc::clone(settings);
    tokio::task::spawn_blocking(move || crate::filing::file(&settings, &facts, &survey, &pdf.0))
        .await
        .unwrap_or_else(|_| {
            Err(crate::export::ExportError::task_stopped(crate::export::ExportProblem::SaveInterrupted))
        })
        .map_err(FilingProblem::Written)
}
