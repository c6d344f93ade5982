//! Survey progress as a respondent would cause it: starting (`inProgress`, a couple of
//! answers), completing (full answers, workflow entries, a staff claim), and the background
//! task that does this on its own for surveys created while `simulate_respondents` is on.

use std::sync::Arc;
use std::time::Duration;

use super::seed::{self, DOCTOR, STEP_COMPLETED, STEP_STARTED, SYSTEM};
use super::store::{Change, Data, Shared, iso_7, lock};

/// Delays of the simulated respondent, counted from the creation of the survey.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Timing {
    pub start_after: Duration,
    pub complete_after: Duration,
}

impl Default for Timing {
    fn default() -> Self {
        Timing { start_after: Duration::from_secs(20), complete_after: Duration::from_secs(40) }
    }
}

fn new_entry_id() -> String {
    uuid::Uuid::new_v4().to_string()
}

fn stamp(offset_millis: i64) -> String {
    let now = jiff::Timestamp::now();
    iso_7(now.checked_add(jiff::SignedDuration::from_millis(offset_millis)).unwrap_or(now))
}

/// `new` → `inProgress` with the first answers. Returns the changed records (none when
/// nothing changed).
pub(crate) fn start(data: &mut Data, survey_id: &str) -> Vec<Change> {
    let Some((survey, change)) = data.survey_mut(survey_id) else {
        return Vec::new();
    };
    if survey.status != "new" {
        return Vec::new();
    }
    survey.status = "inProgress".to_owned();
    if survey.answers.is_empty() {
        survey.answers = seed::partial_answers();
    }
    let id = survey.survey_id.clone();
    let entry =
        data.add_history(seed::history_entry(new_entry_id(), &id, stamp(0), SYSTEM, seed::workflow(STEP_STARTED)));
    vec![change, entry]
}

/// Fills in the demo answers that are missing and moves the survey to `completed`, with
/// workflow entries and, when `with_claim`, a claim by a staff member. Returns the changed
/// records, `None` when there is no such survey.
pub(crate) fn complete(data: &mut Data, survey_id: &str, with_claim: bool) -> Option<Vec<Change>> {
    let (survey, change) = data.survey_mut(survey_id)?;
    let was_new = survey.status == "new";
    let already_completed = survey.status == "completed";
    for answer in seed::standard_answers() {
        if !survey.answers.iter().any(|a| a.question_code == answer.question_code) {
            survey.answers.push(answer);
        }
    }
    survey.status = "completed".to_owned();
    let id = survey.survey_id.clone();
    let mut changes = vec![change];
    if was_new {
        changes.push(data.add_history(seed::history_entry(
            new_entry_id(),
            &id,
            stamp(-1),
            SYSTEM,
            seed::workflow(STEP_STARTED),
        )));
    }
    if !already_completed {
        changes.push(data.add_history(seed::history_entry(
            new_entry_id(),
            &id,
            stamp(0),
            SYSTEM,
            seed::workflow(STEP_COMPLETED),
        )));
    }
    if with_claim {
        changes.push(data.add_history(seed::history_entry(new_entry_id(), &id, stamp(1), DOCTOR, seed::claim(true))));
    }
    Some(changes)
}

/// Spawns the simulated respondent of one survey: one timer, stops on shutdown.
pub(crate) fn spawn(shared: Arc<Shared>, survey_id: String, timing: Timing) {
    let mut shutdown = shared.shutdown.clone();
    tokio::spawn(async move {
        let run = async {
            tokio::time::sleep(timing.start_after).await;
            let changes = start(&mut lock(&shared.data), &survey_id);
            if !changes.is_empty() {
                tracing::info!(survey_id = %survey_id, "sandbox: simulated respondent started");
                shared.persist(&changes).await;
            }
            tokio::time::sleep(timing.complete_after.saturating_sub(timing.start_after)).await;
            let changes = {
                let mut data = lock(&shared.data);
                let in_progress = data.survey(&survey_id).is_some_and(|s| s.status == "inProgress");
                if in_progress { complete(&mut data, &survey_id, true).unwrap_or_default() } else { Vec::new() }
            };
            if !changes.is_empty() {
                tracing::info!(survey_id = %survey_id, "sandbox: simulated respondent completed");
                shared.persist(&changes).await;
            }
        };
        tokio::select! {
            () = run => {}
            _ = shutdown.wait_for(|stopped| *stopped) => {}
        }
    });
}
