//! The sandbox's data: patients, surveys, history entries and the outbox ([`Data`]), their
//! JSON shapes on the wire, the shared runtime state ([`Shared`]) and persistence to a state
//! file (load at start, atomic save after every mutation).

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use tokio::sync::watch;

use super::auth::TokenStore;
use super::faults::Faults;
use super::{OutboxMessage, RequestRecord};

/// Locks a mutex, recovering the data if another thread panicked while holding it.
pub(crate) fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Version number written into state files.
const STATE_VERSION: u32 = 1;

/// Phone details of a patient.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct Phone {
    pub phone_number: String,
    #[serde(rename = "type")]
    pub kind: String,
    pub country_iso_alpha2: String,
}

/// The patient details a caller sends (validated).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct PatientDetails {
    pub first_name: String,
    pub last_name: String,
    pub gender: Option<String>,
    /// `YYYY-MM-DD`, exactly the date part the caller sent.
    pub birthdate: String,
    pub language: Option<String>,
    pub email: Option<String>,
    pub phone: Option<Phone>,
    pub external_reference: String,
    /// Fields the sandbox does not know, kept as the caller sent them and returned with the
    /// record (as a service with more fields than the document shows would). A PUT replaces
    /// them like every other field: what it does not send is gone.
    #[serde(default, skip_serializing_if = "serde_json::Map::is_empty")]
    pub other_fields: serde_json::Map<String, Value>,
}

/// A stored patient.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct Patient {
    pub patient_id: String,
    #[serde(flatten)]
    pub details: PatientDetails,
    pub created_at: String,
    pub updated_at: String,
}

impl Patient {
    /// The patient as the service returns it.
    pub fn to_json(&self) -> Value {
        let d = &self.details;
        let mut record = json!({
            "patientId": self.patient_id,
            "firstName": d.first_name,
            "lastName": d.last_name,
            "gender": d.gender,
            "birthdate": format!("{}T00:00:00Z", d.birthdate),
            "language": d.language,
            "email": d.email,
            "phone": d.phone,
            "externalReference": d.external_reference,
            "createdAt": self.created_at,
            "updatedAt": self.updated_at,
        });
        if let Value::Object(fields) = &mut record {
            for (name, value) in &d.other_fields {
                fields.entry(name.clone()).or_insert_with(|| value.clone());
            }
        }
        record
    }

    pub fn full_name(&self) -> String {
        format!("{} {}", self.details.first_name, self.details.last_name)
    }
}

/// One recorded answer.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct Answer {
    pub question_code: String,
    pub question_label: String,
    pub answer_values: Vec<String>,
}

impl Answer {
    pub fn new(code: &str, label: &str, values: &[&str]) -> Self {
        Answer {
            question_code: code.to_owned(),
            question_label: label.to_owned(),
            answer_values: values.iter().map(|v| (*v).to_owned()).collect(),
        }
    }
}

/// A stored survey.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct Survey {
    pub survey_id: String,
    pub patient_id: String,
    pub status: String,
    pub created_at: String,
    pub answers: Vec<Answer>,
    /// Elements have no documented shape: objects of several shapes and bare strings.
    pub diagnoses: Vec<Value>,
    /// Elements have no documented shape: objects and bare strings.
    pub alerts: Vec<Value>,
    pub url: String,
    pub pin: Option<String>,
}

impl Survey {
    /// The survey as Fetch Survey returns it.
    pub fn to_json(&self) -> Value {
        json!({
            "surveyId": self.survey_id,
            "patientId": self.patient_id,
            "status": self.status,
            "createdAt": self.created_at,
            "answers": self.answers,
            "confirmedDiagnoses": { "diagnoses": self.diagnoses },
            "alerts": self.alerts,
        })
    }
}

/// One change-log entry of a survey.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct HistoryEntry {
    pub survey_change_log_id: String,
    pub survey_id: String,
    pub timestamp: String,
    #[serde(rename = "type")]
    pub kind: String,
    pub user_id: String,
    pub user_first_name: String,
    pub user_last_name: String,
    pub user_email: String,
    /// Carries `$type` equal to `kind`.
    pub content: Value,
}

/// Everything the sandbox keeps (and persists).
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct Data {
    #[serde(default)]
    pub version: u32,
    #[serde(default)]
    pub patients: Vec<Patient>,
    #[serde(default)]
    pub surveys: Vec<Survey>,
    #[serde(default)]
    pub history: Vec<HistoryEntry>,
    #[serde(default)]
    pub outbox: Vec<OutboxMessage>,
}

/// Canonical (lower-case, hyphenated) form of a UUID-shaped id, or `None`.
pub(crate) fn canonical_id(raw: &str) -> Option<String> {
    uuid::Uuid::parse_str(raw.trim()).ok().map(|u| u.hyphenated().to_string())
}

impl Data {
    pub fn patient(&self, id: &str) -> Option<&Patient> {
        let id = canonical_id(id)?;
        self.patients.iter().find(|p| p.patient_id == id)
    }

    pub fn patient_mut(&mut self, id: &str) -> Option<&mut Patient> {
        let id = canonical_id(id)?;
        self.patients.iter_mut().find(|p| p.patient_id == id)
    }

    pub fn patient_by_reference(&self, reference: &str) -> Option<&Patient> {
        self.patients.iter().find(|p| p.details.external_reference == reference)
    }

    pub fn survey(&self, id: &str) -> Option<&Survey> {
        let id = canonical_id(id)?;
        self.surveys.iter().find(|s| s.survey_id == id)
    }

    pub fn survey_mut(&mut self, id: &str) -> Option<&mut Survey> {
        let id = canonical_id(id)?;
        self.surveys.iter_mut().find(|s| s.survey_id == id)
    }

    /// History of a survey, ascending by timestamp.
    pub fn history_of(&self, survey_id: &str) -> Vec<&HistoryEntry> {
        let mut entries: Vec<&HistoryEntry> = self.history.iter().filter(|h| h.survey_id == survey_id).collect();
        entries.sort_by_key(|h| timestamp_key(&h.timestamp));
        entries
    }
}

/// Sort key for an ISO timestamp with any number of fractional digits.
fn timestamp_key(ts: &str) -> (i64, i32) {
    match ts.parse::<jiff::Timestamp>() {
        Ok(t) => (t.as_second(), t.subsec_nanosecond()),
        Err(_) => (i64::MAX, 0),
    }
}

/// Now as an ISO 8601 UTC timestamp with 7 fractional digits, like .NET.
pub(crate) fn now_iso() -> String {
    iso_7(jiff::Timestamp::now())
}

/// An ISO 8601 UTC timestamp with 7 fractional digits.
pub(crate) fn iso_7(ts: jiff::Timestamp) -> String {
    format!("{}.{:07}Z", ts.strftime("%Y-%m-%dT%H:%M:%S"), ts.subsec_nanosecond() / 100)
}

/// Shared runtime state of one sandbox.
pub(crate) struct Shared {
    pub data: Mutex<Data>,
    pub tokens: Mutex<TokenStore>,
    pub faults: Faults,
    pub requests: Mutex<Vec<RequestRecord>>,
    pub request_count: AtomicU64,
    /// TCP connections accepted (shared with the listener).
    pub connections: Arc<AtomicU64>,
    /// Responses sent gzip-compressed.
    pub gzip_responses: AtomicU64,
    pub state_file: Option<PathBuf>,
    /// Serialises saves so that the file always ends up with the newest snapshot.
    pub save_lock: tokio::sync::Mutex<()>,
    pub simulate_respondents: bool,
    /// Delays of simulated respondents.
    pub timing: super::respondents::Timing,
    /// Flips to `true` when the sandbox shuts down (stops background tasks).
    pub shutdown: watch::Receiver<bool>,
}

impl Shared {
    /// Registers an incoming request; returns its index for [`Shared::finish_request`].
    pub fn begin_request(&self, method: &str, path: &str) -> usize {
        self.request_count.fetch_add(1, Ordering::SeqCst);
        let mut requests = lock(&self.requests);
        requests.push(RequestRecord { method: method.to_owned(), path: path.to_owned(), status: 0 });
        requests.len() - 1
    }

    pub fn finish_request(&self, index: usize, status: u16) {
        if let Some(record) = lock(&self.requests).get_mut(index) {
            record.status = status;
        }
    }

    /// Writes the current data to the state file, if there is one.
    pub async fn save(&self) {
        let Some(path) = self.state_file.clone() else {
            return;
        };
        let _guard = self.save_lock.lock().await;
        let bytes = {
            let data = lock(&self.data);
            serde_json::to_vec_pretty(&*data)
        };
        let bytes = match bytes {
            Ok(b) => b,
            Err(e) => {
                tracing::error!("sandbox: cannot serialise state: {e}");
                return;
            }
        };
        let result = tokio::task::spawn_blocking(move || write_atomically(&path, &bytes)).await;
        match result {
            Ok(Ok(())) => {}
            Ok(Err(e)) => tracing::error!("sandbox: cannot save state file: {e}"),
            Err(e) => tracing::error!("sandbox: state save task failed: {e}"),
        }
    }
}

/// Writes to a temporary file in the same folder, then renames it over `path`.
fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let folder = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    std::fs::create_dir_all(&folder)?;
    let file_name =
        path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "sandbox-state.json".to_owned());
    let tmp = folder.join(format!(".{file_name}.{}.tmp", uuid::Uuid::new_v4().simple()));
    std::fs::write(&tmp, bytes)?;
    match std::fs::rename(&tmp, path) {
        Ok(()) => Ok(()),
        Err(e) => {
            let _ = std::fs::remove_file(&tmp);
            Err(e)
        }
    }
}

/// Loads a state file. `Ok(None)`: the file does not exist.
pub(crate) fn load(path: &Path) -> std::io::Result<Option<Data>> {
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e),
    };
    let data: Data =
        serde_json::from_slice(&bytes).map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidData, e))?;
    Ok(Some(data))
}

/// A fresh, versioned data set.
pub(crate) fn new_data(seed: bool) -> Data {
    let mut data = if seed { super::seed::demo_data() } else { Data::default() };
    data.version = STATE_VERSION;
    data
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iso_7_has_seven_digits() {
        let ts: jiff::Timestamp = "2025-03-14T08:15:02.5Z".parse().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(iso_7(ts), "2025-03-14T08:15:02.5000000Z");
    }

    #[test]
    fn timestamps_sort_across_precisions() {
        assert!(timestamp_key("2025-03-14T08:15:02.5Z") > timestamp_key("2025-03-14T08:15:02.4999999Z"));
    }
}
