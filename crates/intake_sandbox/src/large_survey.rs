//! Large surveys on demand, for benchmarks, `--measure` and tests with large data
//! (`testing` feature only: the app's `--measure` needs its `measure` feature, which turns
//! `testing` on).

use super::store::{self, lock};
use super::{Sandbox, seed};

impl Sandbox {
    /// Adds a survey with `answers` answers and `history` change-log entries
    /// to a patient, for benchmarks and tests with large data. Returns its id.
    pub fn add_large_survey(&self, patient_id: &str, answers: usize, history: usize) -> String {
        let survey_id = uuid::Uuid::new_v4().to_string();
        let start = jiff::Timestamp::now();
        let mut data = lock(&self.shared.data);
        let mut changes = vec![
            data.add_survey(store::Survey {
                survey_id: survey_id.clone(),
                patient_id: patient_id.to_owned(),
                status: "completed".to_owned(),
                created_at: store::iso_7(start),
                answers: (0..answers)
                    .map(|i| store::Answer {
                        question_code: format!("Q{i:05}"),
                        question_label: format!("Question {i}: how often did this symptom bother you?"),
                        answer_values: match i % 4 {
                            0 => vec![],
                            1 => vec!["Several days".to_owned()],
                            2 => vec!["Morning".to_owned(), "Evening".to_owned()],
                            _ => vec![format!("Free text answer number {i}")],
                        },
                    })
                    .collect(),
                diagnoses: vec![serde_json::json!({"code": "R51", "system": "ICD-10", "display": "Headache"})],
                alerts: vec![serde_json::json!({"severity": "high", "message": "Large survey alert"})],
                url: format!("https://survey.sandbox.invalid/s/{survey_id}"),
                pin: None,
            }),
        ];
        for i in 0..history {
            let at = start.checked_add(jiff::SignedDuration::from_secs(i as i64)).unwrap_or(start);
            let (kind, content) = if i % 2 == 0 {
                ("workflow", serde_json::json!({"$type": "workflow", "workflowStepId": seed::STEP_STARTED}))
            } else {
                ("claim", serde_json::json!({"$type": "claim", "isClaimed": i % 4 == 1}))
            };
            changes.push(data.add_history(store::HistoryEntry {
                survey_change_log_id: uuid::Uuid::new_v4().to_string(),
                survey_id: survey_id.clone(),
                timestamp: store::iso_7(at),
                kind: kind.to_owned(),
                user_id: "b6a1c0de-0000-4000-8000-000000000002".to_owned(),
                user_first_name: "Els".to_owned(),
                user_last_name: "Peeters".to_owned(),
                user_email: "els.peeters@clinic.example".to_owned(),
                content,
            }));
        }
        drop(data);
        self.shared.persist_later(&changes);
        survey_id
    }
}
