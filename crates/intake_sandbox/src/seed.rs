//! Deterministic demo data: a clinic morning with ten patients (diacritics, non-Latin
//! scripts, a patient without e-mail, one with a landline only, an external reference with
//! `/` and a space), eighteen surveys across every status (plus the unknown
//! `awaitingReview`), answers, diagnoses and alerts of several shapes, and change histories
//! with workflow, claim/release and an undocumented `reminder` type. Also the demo staff
//! users and the answers simulated respondents give.

use serde_json::{Value, json};

use super::store::{Answer, Data, HistoryEntry, Survey};

// The demo patients and surveys are long literal data, each in its own module: this one keeps
// the ids, the users, the histories and how the data set is put together.
mod patients;
mod surveys;

use patients::patients;
use surveys::surveys;

/// Zoë Vermeulen (`MRN-0001`): four surveys (completed, closed, expired, new).
pub const DEMO_PATIENT_ID: &str = "0f6b7c2e-41a5-4e0b-8d2f-000000000001";
/// External reference of [`DEMO_PATIENT_ID`].
pub const DEMO_PATIENT_REFERENCE: &str = "MRN-0001";
/// Zoë's completed survey: alerts, diagnoses, multi-value and empty answers, a history with
/// workflow, claim + release and an unknown `reminder` entry.
pub const DEMO_SURVEY_ID: &str = "3c9d2e71-8b4f-4a26-9e53-000000000001";
/// Zoë's survey in status `new` (no answers).
pub const DEMO_NEW_SURVEY_ID: &str = "3c9d2e71-8b4f-4a26-9e53-000000000004";
/// François Dubois (`MRN-0002`): landline only.
pub const DEMO_LANDLINE_PATIENT_ID: &str = "0f6b7c2e-41a5-4e0b-8d2f-000000000002";
/// François's completed survey with a bare-string alert and differently shaped diagnoses.
pub const DEMO_ODD_SHAPES_SURVEY_ID: &str = "3c9d2e71-8b4f-4a26-9e53-000000000005";
/// Łukasz Wiśniewski, whose external reference contains `/` and a space.
pub const DEMO_SLASH_PATIENT_ID: &str = "0f6b7c2e-41a5-4e0b-8d2f-000000000003";
/// The external reference of [`DEMO_SLASH_PATIENT_ID`].
pub const DEMO_SLASH_REFERENCE: &str = "MRN/2024 0003";
/// Łukasz's survey in status `inProgress`.
pub const DEMO_IN_PROGRESS_SURVEY_ID: &str = "3c9d2e71-8b4f-4a26-9e53-000000000006";
/// 李小龙 (`MRN-0004`): no e-mail address.
pub const DEMO_NO_EMAIL_PATIENT_ID: &str = "0f6b7c2e-41a5-4e0b-8d2f-000000000004";
/// Δημήτρης Παπαδόπουλος's survey in the undocumented status `awaitingReview`.
pub const DEMO_UNKNOWN_STATUS_SURVEY_ID: &str = "3c9d2e71-8b4f-4a26-9e53-000000000008";
/// Анна Иванова (`MRN-0006`): e-mail but no phone.
pub const DEMO_NO_PHONE_PATIENT_ID: &str = "0f6b7c2e-41a5-4e0b-8d2f-000000000006";
/// Margarethe Schmitz's long pre-operative survey (its PDF has several pages).
pub const DEMO_LONG_SURVEY_ID: &str = "3c9d2e71-8b4f-4a26-9e53-000000000010";

/// Workflow step: survey created.
pub const STEP_CREATED: &str = "1f0e6a52-3c1d-4f7a-8b00-00000000c001";
/// Workflow step: respondent started.
pub const STEP_STARTED: &str = "1f0e6a52-3c1d-4f7a-8b00-00000000c002";
/// Workflow step: respondent completed.
pub const STEP_COMPLETED: &str = "1f0e6a52-3c1d-4f7a-8b00-00000000c003";
/// Workflow step: closed by staff.
pub const STEP_CLOSED: &str = "1f0e6a52-3c1d-4f7a-8b00-00000000c004";
/// Workflow step: expired unanswered.
pub const STEP_EXPIRED: &str = "1f0e6a52-3c1d-4f7a-8b00-00000000c005";

/// A user as it appears in history entries.
#[derive(Clone, Copy)]
pub(crate) struct User {
    pub id: &'static str,
    pub first_name: &'static str,
    pub last_name: &'static str,
    pub email: &'static str,
}

/// System-generated entries: the e-mail field holds a label, not an address.
pub(crate) const SYSTEM: User =
    User { id: "00000000-0000-0000-0000-000000000000", first_name: "System", last_name: "", email: "system" };
/// The staff member behind the demo account.
pub(crate) const DEMO_STAFF: User = User {
    id: "7d0c5f7e-2b1a-4c4e-9f00-0000000005a1",
    first_name: "Sam",
    last_name: "Peeters",
    email: "demo@sandbox.local",
};
/// A physician who claims surveys for review.
pub(crate) const DOCTOR: User = User {
    id: "7d0c5f7e-2b1a-4c4e-9f00-0000000005a2",
    first_name: "Els",
    last_name: "Janssens",
    email: "els.janssens@kliniek.example",
};

/// Survey URL for an id, with or without PIN.
pub(crate) fn survey_url(survey_id: &str, pin: Option<&str>) -> String {
    match pin {
        Some(pin) => format!("https://survey.sandbox.invalid/s/{survey_id}?pin={pin}"),
        None => format!("https://survey.sandbox.invalid/s/{survey_id}"),
    }
}

/// The content of a workflow entry.
pub(crate) fn workflow(step: &str) -> Value {
    json!({ "$type": "workflow", "workflowStepId": step })
}

/// The content of a claim entry.
pub(crate) fn claim(is_claimed: bool) -> Value {
    json!({ "$type": "claim", "isClaimed": is_claimed })
}

fn reminder(channel: &str, attempt: u32) -> Value {
    json!({ "$type": "reminder", "channel": channel, "attempt": attempt })
}

/// A history entry.
pub(crate) fn history_entry(
    id: String,
    survey_id: &str,
    timestamp: String,
    user: User,
    content: Value,
) -> HistoryEntry {
    let kind = content.get("$type").and_then(Value::as_str).unwrap_or("unknown").to_owned();
    HistoryEntry {
        survey_change_log_id: id,
        survey_id: survey_id.to_owned(),
        timestamp,
        kind,
        user_id: user.id.to_owned(),
        user_first_name: user.first_name.to_owned(),
        user_last_name: user.last_name.to_owned(),
        user_email: user.email.to_owned(),
        content,
    }
}

/// The first answers a simulated respondent gives.
pub(crate) fn partial_answers() -> Vec<Answer> {
    standard_answers().into_iter().take(2).collect()
}

/// The full answers a simulated respondent (or `POST /sandbox/surveys/{id}/respond`) gives.
pub(crate) fn standard_answers() -> Vec<Answer> {
    vec![
        Answer::new("RFV", "Reason for visit", &["Annual check-up"]),
        Answer::new("SYM", "Symptoms", &["Tiredness", "Occasional headache"]),
        Answer::new("PAIN", "Pain score (0–10)", &["2"]),
        Answer::new("MED", "Current medication", &["Paracetamol 1 g as needed"]),
        Answer::new("ALG", "Allergies", &["None known"]),
        Answer::new("SMK", "Do you smoke?", &["No"]),
        Answer::new("ALC", "Alcohol (units per week)", &["3"]),
        Answer::new("NOTE", "Anything else you would like to tell us?", &[]),
    ]
}

struct SurveySeed {
    n: u32,
    patient: u32,
    status: &'static str,
    created_at: &'static str,
    answers: Vec<Answer>,
    diagnoses: Vec<Value>,
    alerts: Vec<Value>,
}

/// A timestamp `minutes` after `base`, with 3 or 7 fractional digits.
fn after(base: &str, minutes: i64, seven_digits: bool) -> String {
    let Ok(base) = base.parse::<jiff::Timestamp>() else {
        return base.to_owned();
    };
    let ts = base.checked_add(jiff::SignedDuration::from_secs(minutes * 60 + 17)).unwrap_or(base);
    if seven_digits {
        super::store::iso_7(ts)
    } else {
        format!("{}.{:03}Z", ts.strftime("%Y-%m-%dT%H:%M:%S"), ts.subsec_nanosecond() / 1_000_000)
    }
}

fn histories(surveys: &[Survey]) -> Vec<HistoryEntry> {
    let mut entries = Vec::new();
    let mut next_id = 0u32;
    let mut push = |survey: &Survey, minutes: i64, user: User, content: Value| {
        next_id += 1;
        entries.push(history_entry(
            format!("9b2d4c6e-5a7f-4e1b-8c3d-{next_id:012}"),
            &survey.survey_id,
            after(&survey.created_at, minutes, next_id.is_multiple_of(2)),
            user,
            content,
        ));
    };
    for survey in surveys {
        // This morning's surveys were sent by the desk; older ones by a scheduled job.
        let creator = if survey.created_at.starts_with("2025-03-14") { DEMO_STAFF } else { SYSTEM };
        push(survey, 0, creator, workflow(STEP_CREATED));
        match survey.status.as_str() {
            "new" => {}
            "inProgress" => push(survey, 12, SYSTEM, workflow(STEP_STARTED)),
            "expired" => {
                push(survey, 60 * 24 * 3, SYSTEM, reminder("email", 1));
                push(survey, 60 * 24 * 14, SYSTEM, workflow(STEP_EXPIRED));
            }
            "completed" | "closed" | "awaitingReview" => {
                if survey.survey_id == DEMO_SURVEY_ID {
                    push(survey, 15, SYSTEM, reminder("sms", 2));
                }
                push(survey, 26, SYSTEM, workflow(STEP_STARTED));
                push(survey, 39, SYSTEM, workflow(STEP_COMPLETED));
                push(survey, 57, DOCTOR, claim(true));
                if survey.status != "awaitingReview" {
                    push(survey, 70, DOCTOR, claim(false));
                }
                if survey.status == "closed" {
                    push(survey, 71, DOCTOR, workflow(STEP_CLOSED));
                }
            }
            _ => {}
        }
    }
    entries
}

/// The complete demo data set.
pub(crate) fn demo_data() -> Data {
    let surveys: Vec<Survey> = surveys()
        .into_iter()
        .map(|s| {
            let survey_id = format!("3c9d2e71-8b4f-4a26-9e53-{:012}", s.n);
            Survey {
                url: survey_url(&survey_id, None),
                survey_id,
                patient_id: format!("0f6b7c2e-41a5-4e0b-8d2f-{:012}", s.patient),
                status: s.status.to_owned(),
                created_at: s.created_at.to_owned(),
                answers: s.answers,
                diagnoses: s.diagnoses,
                alerts: s.alerts,
                pin: None,
            }
        })
        .collect();
    let history = histories(&surveys);
    Data::new(patients(), surveys, history, Vec::new())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn demo_data_is_consistent() {
        let data = demo_data();
        assert!(data.patients.len() >= 8);
        assert!(data.surveys.len() >= 15);
        for s in &data.surveys {
            assert!(data.patient(&s.patient_id).is_some(), "{}", s.survey_id);
            assert!(!data.history_of(&s.survey_id).is_empty());
        }
        assert!(data.patient(DEMO_PATIENT_ID).is_some());
        assert!(data.patient(DEMO_SLASH_PATIENT_ID).is_some());
        assert_eq!(
            data.patient_by_reference(DEMO_SLASH_REFERENCE).map(|p| p.patient_id.as_str()),
            Some(DEMO_SLASH_PATIENT_ID)
        );
        let demo = data.survey(DEMO_SURVEY_ID).map(|s| s.patient_id.clone());
        assert_eq!(demo.as_deref(), Some(DEMO_PATIENT_ID));
        let kinds: Vec<&str> = data.history_of(DEMO_SURVEY_ID).iter().map(|h| h.kind.as_str()).collect();
        assert_eq!(kinds, ["workflow", "reminder", "workflow", "workflow", "claim", "claim"]);
        for id in [
            DEMO_NEW_SURVEY_ID,
            DEMO_ODD_SHAPES_SURVEY_ID,
            DEMO_IN_PROGRESS_SURVEY_ID,
            DEMO_UNKNOWN_STATUS_SURVEY_ID,
            DEMO_LONG_SURVEY_ID,
        ] {
            assert!(data.survey(id).is_some(), "{id}");
        }
        for id in [DEMO_NO_EMAIL_PATIENT_ID, DEMO_LANDLINE_PATIENT_ID, DEMO_NO_PHONE_PATIENT_ID] {
            assert!(data.patient(id).is_some(), "{id}");
        }
        let mut references: Vec<&str> = data.patients.iter().map(|p| p.details.external_reference.as_str()).collect();
        references.sort_unstable();
        references.dedup();
        assert_eq!(references.len(), data.patients.len());
    }
}
