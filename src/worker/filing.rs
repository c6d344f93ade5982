//! The worker's side of filing answered surveys ([`crate::filing`]): for each survey, at the
//! pace a batch keeps, the survey is fetched again (only final answers are filed:
//! [`crate::survey_progress::ready_to_file`]), its history says when the patient finished, its
//! PDF summary is fetched, the files are written on the blocking pool, and the filing goes into
//! the local store's ledger before it is reported. Before any file is written the answers are
//! claimed in the journal ([`crate::batch_journal::BatchJournal::claim_filing`]): where the
//! clinic's desks share it, two desks filing at once file each survey once. Each survey's
//! outcome is an event; the last says the filing is done.

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
    /// Another desk of the clinic claimed these answers first: it filed them, or is filing
    /// them; nothing is filed twice.
    FiledAtAnotherDesk { desk: String, at: String },
    /// The journal, where the answers are claimed, could not be used (the clinic database out
    /// of reach): nothing was filed, since another desk might file the same answers.
    Journal(String),
    /// The service could not be asked.
    Service(crate::api::ApiError),
    /// A file could not be written (the folder, the disk).
    Written(crate::export::ExportError),
}

impl FilingProblem {
    /// Nothing was wrong: there was nothing (new) to file.
    pub fn is_nothing_to_file(&self) -> bool {
        matches!(
            self,
            FilingProblem::NotFinished | FilingProblem::AlreadyFiled | FilingProblem::FiledAtAnotherDesk { .. }
        )
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
        let claims = Claims {
            journals: self.journal_place.clone(),
            session: self.session.clone(),
            run: uuid::Uuid::new_v4().to_string(),
        };
        self.spawn(id, done, async move {
            // Two at a time: each ends in a disk write, and the clinic's share may be slow.
            let options = batch::BatchOptions { concurrency: 2, ..batch::BatchOptions::default() };
            let each_events = events.clone();
            batch::paced_each(surveys, options, move |pace, facts| {
                let (client, settings, events) = (client.clone(), Arc::clone(&settings), each_events.clone());
                let (local, claims) = (local.clone(), claims.clone());
                async move {
                    let survey_id = facts.survey_id.clone();
                    let result = file_one(&pace, &client, &local, &claims, &settings, facts).await;
                    events.send(id, EventKind::SurveyFiled { survey_id, result });
                }
            })
            .await;
            events.send(id, EventKind::FilingDone);
        });
    }
}

/// Where one filing run claims the answers it files: the journal, in the session it files for.
#[derive(Clone)]
struct Claims {
    journals: Option<crate::batch_journal::JournalPlace>,
    session: Option<crate::api::SessionKey>,
    run: String,
}

impl Claims {
    /// The answers claimed for this run: `Err` when another desk holds them, or when the
    /// journal cannot say (then nothing is filed).
    async fn claim(&self, survey_id: &str, fingerprint: &str) -> Result<(), FilingProblem> {
        let Some(session) = self.session.clone() else {
            return Err(FilingProblem::Journal("signed out".to_owned()));
        };
        let (run, survey_id, fingerprint) = (self.run.clone(), survey_id.to_owned(), fingerprint.to_owned());
        let held = super::day_list::with_journal(self.journals.clone(), move |journal| {
            journal.claim_filing(&run, &survey_id, &fingerprint, &session)
        })
        .await
        .map_err(|problem| {
            tracing::warn!("answers could not be claimed for filing, so none were filed: {problem}");
            FilingProblem::Journal(problem)
        })?;
        match held {
            None => Ok(()),
            Some(holder) => Err(FilingProblem::FiledAtAnotherDesk { desk: holder.desk, at: holder.claimed_at }),
        }
    }

    /// The claim given back: nothing was filed, so another run may file them.
    async fn release(&self, survey_id: &str, fingerprint: &str) {
        let Some(session) = self.session.clone() else { return };
        let (run, survey_id, fingerprint) = (self.run.clone(), survey_id.to_owned(), fingerprint.to_owned());
        let released = super::day_list::with_journal(self.journals.clone(), move |journal| {
            journal.release_filing(&run, &survey_id, &fingerprint, &session)
        })
        .await;
        if let Err(problem) = released {
            tracing::warn!("a filing's claim could not be given back: {problem}");
        }
    }
}

async fn file_one(
    pace: &batch::Pace,
    client: &crate::api::Client,
    local: &crate::local_store::LocalWriter,
    claims: &Claims,
    settings: &Arc<FilingSettings>,
    facts: FilingFacts,
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
    claims.claim(&survey_id, &answers.fingerprint).await?;
    let fingerprint = answers.fingerprint.clone();
    let result = file_claimed(pace, client, local, settings, facts, ToFile { survey, answers, filed }).await;
    if result.is_err() {
        claims.release(&survey_id, &fingerprint).await;
    }
    result
}

/// A survey whose final answers are to be filed, and what the ledger says was filed of it.
struct ToFile {
    survey: crate::api::Survey,
    answers: crate::survey_progress::FinalAnswers,
    filed: Option<crate::filing::FiledVersion>,
}

/// [`file_one`] once its answers are claimed.
async fn file_claimed(
    pace: &batch::Pace,
    client: &crate::api::Client,
    local: &crate::local_store::LocalWriter,
    settings: &Arc<FilingSettings>,
    mut facts: FilingFacts,
    ToFile { survey, answers, filed }: ToFile,
) -> Result<crate::filing::Filed, FilingProblem> {
    let survey_id = facts.survey_id.clone();
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
