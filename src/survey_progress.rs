//! What a survey's status and answers say about the patient's progress: three facts, each with
//! its own name and rule, because each decides something different (issue 41).
//!
//! - [`has_started`]: the patient has the link and is using it. Decides: no reminder.
//! - [`answered`]: the patient is done with it. Decides: what the views call answered.
//! - [`ready_to_file`]: the answers are final and there are some. Decides: what goes into the
//!   clinic's record, and under which fingerprint (a survey whose answers change after it was
//!   filed is filed again, as a new version).
//!
//! And [`finished_at`]: when the patient finished, from the survey's history (never a later
//! staff claim). No egui, no I/O.

use sha2::Digest as _;

use crate::api::{ChangeContent, ChangeLogEntry, KnownStatus, Survey};

fn status(survey: &Survey) -> Option<KnownStatus> {
    survey.status.as_ref().and_then(|status| status.known())
}

/// The patient has begun answering (in progress, finished, or with answers recorded): they
/// have the link and are using it, so they are never reminded.
pub fn has_started(survey: &Survey) -> bool {
    matches!(status(survey), Some(KnownStatus::InProgress | KnownStatus::Completed)) || !survey.answers.is_empty()
}

/// What the views call answered: the patient finished (completed), or the survey was closed
/// with the patient's answers in it. A patient part-way through has started, not answered.
pub fn answered(survey: &Survey) -> bool {
    match status(survey) {
        Some(KnownStatus::Completed) => true,
        Some(KnownStatus::Closed) => !survey.answers.is_empty(),
        _ => false,
    }
}

/// Final answers the record may receive: the survey is [answered] and holds answers. Nothing
/// else is ever filed: not a survey in progress (its answers are not the patient's last word),
/// not a closed survey without answers (an empty response says nothing).
pub fn ready_to_file(survey: &Survey) -> Option<FinalAnswers> {
    (answered(survey) && !survey.answers.is_empty()).then(|| FinalAnswers { fingerprint: fingerprint(survey) })
}

/// A survey's final answers, as [`ready_to_file`] found them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinalAnswers {
    /// A fingerprint of the answers (SHA-256 over each question's code and values, in order):
    /// equal when the answers are the same, so a filing is known to be the answers' latest.
    pub fingerprint: String,
}

fn fingerprint(survey: &Survey) -> String {
    let mut hasher = sha2::Sha256::new();
    for answer in &survey.answers {
        // Lengths before each part: no two different answer lists hash the same bytes.
        for part in std::iter::once(&answer.question_code).chain(&answer.answer_values) {
            hasher.update((part.len() as u64).to_le_bytes());
            hasher.update(part.as_bytes());
        }
        hasher.update(u64::MAX.to_le_bytes());
    }
    hasher.finalize().iter().map(|byte| format!("{byte:02x}")).collect()
}

/// When the patient finished, as the survey's history tells it: the latest workflow step the
/// system recorded (the service records the respondent's progress as the system). A staff
/// member's claim, or a step a person made later (closing it for review), is not the answer's
/// time. Without such a step, the latest entry no staff member made; `None` without either.
pub fn finished_at(history: &[ChangeLogEntry]) -> Option<jiff::Timestamp> {
    let at = |entry: &&ChangeLogEntry| entry.timestamp.as_ref().and_then(|time| time.instant);
    let by_system = |entry: &&ChangeLogEntry| !made_by_a_person(entry);
    let workflow = |entry: &&ChangeLogEntry| matches!(entry.content, ChangeContent::Workflow { .. });
    let steps = history.iter().filter(by_system).filter(workflow).filter_map(|entry| at(&entry)).max();
    steps.or_else(|| {
        history
            .iter()
            .filter(by_system)
            .filter(|entry| !matches!(entry.content, ChangeContent::Claim { .. }))
            .filter_map(|entry| at(&entry))
            .max()
    })
}

/// A system-made entry's e-mail field holds a label ("system"), a person's an address.
fn made_by_a_person(entry: &ChangeLogEntry) -> bool {
    entry.user_email.contains('@') || matches!(entry.content, ChangeContent::Claim { .. })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::api::{Answer, ServiceTime, SurveyStatus};

    fn survey(status: &str, answers: usize) -> Survey {
        Survey {
            survey_id: "s".into(),
            status: Some(SurveyStatus(status.into())),
            answers: (0..answers)
                .map(|i| Answer {
                    question_code: format!("Q{i}"),
                    answer_values: vec![format!("a{i}")],
                    ..Answer::default()
                })
                .collect(),
            ..Survey::default()
        }
    }

    #[test]
    fn started_answered_and_ready_to_file_are_three_facts() {
        // (status, answers) → (started, answered, ready to file)
        let cases = [
            ("new", 0, false, false, false),
            ("inProgress", 0, true, false, false),
            // Question 5 of 20: started, not answered, nothing filed.
            ("inProgress", 5, true, false, false),
            ("completed", 20, true, true, true),
            ("completed", 0, true, true, false),
            ("closed", 20, true, true, true),
            // Closed by staff with nothing in it: nothing to file, nothing to remind.
            ("closed", 0, false, false, false),
            ("expired", 0, false, false, false),
            ("cancelled", 0, false, false, false),
        ];
        for (status, answers, started, is_answered, to_file) in cases {
            let survey = survey(status, answers);
            assert_eq!(has_started(&survey), started, "{status} {answers}: started");
            assert_eq!(answered(&survey), is_answered, "{status} {answers}: answered");
            assert_eq!(ready_to_file(&survey).is_some(), to_file, "{status} {answers}: ready to file");
        }
    }

    #[test]
    fn the_fingerprint_changes_with_the_answers_and_only_with_them() {
        let mut finished = survey("completed", 3);
        let first = ready_to_file(&finished).unwrap();
        finished.alerts.push(serde_json::json!("seen"));
        assert_eq!(ready_to_file(&finished).unwrap(), first, "alerts are not answers");
        finished.answers[2].answer_values = vec!["changed".into()];
        assert_ne!(ready_to_file(&finished).unwrap(), first);
        // "ab" + "c" is not "a" + "bc".
        let mut split = survey("completed", 1);
        split.answers[0].answer_values = vec!["ab".into(), "c".into()];
        let mut other = survey("completed", 1);
        other.answers[0].answer_values = vec!["a".into(), "bc".into()];
        assert_ne!(ready_to_file(&split), ready_to_file(&other));
    }

    fn entry(at: &str, email: &str, content: ChangeContent) -> ChangeLogEntry {
        ChangeLogEntry {
            timestamp: Some(ServiceTime::parse(at)),
            user_email: email.into(),
            content,
            ..ChangeLogEntry::default()
        }
    }

    #[test]
    fn finished_is_the_system_s_last_step_never_a_later_claim_by_staff() {
        let step = |id: &str| ChangeContent::Workflow { workflow_step_id: id.into() };
        let history = [
            entry("2026-11-24T09:00:00Z", "system", step("created")),
            entry("2026-11-24T18:10:00Z", "system", step("started")),
            entry("2026-11-24T18:40:00Z", "system", step("completed")),
            entry("2026-11-26T08:15:00Z", "els.janssens@kliniek.example", ChangeContent::Claim { is_claimed: true }),
            entry("2026-11-26T08:20:00Z", "els.janssens@kliniek.example", step("closed")),
        ];
        assert_eq!(finished_at(&history), Some("2026-11-24T18:40:00Z".parse().unwrap()));
        assert_eq!(finished_at(&history[3..]), None, "only staff entries: not known");
        assert_eq!(finished_at(&[]), None);
    }
}
