//! The sandbox's data: patients, surveys, history entries and the outbox ([`Data`], the
//! working copy, with its lookup indexes), their JSON shapes on the wire and in the database,
//! the shared runtime state ([`Shared`]) and the per-change persist ([`Shared::persist`]: the
//! records a mutation changed, handed to the database writer of `db`).

use std::collections::HashMap;
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use tokio::sync::watch;

use super::OutboxMessage;
use super::auth::TokenStore;
use super::db::Writer;
#[cfg(feature = "testing")]
use super::faults::Faults;
use super::requests::RequestLog;

/// Locks a mutex, recovering the data if another thread panicked while holding it.
pub(crate) fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Version number of the legacy JSON state file's shape (kept in [`Data::version`]).
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

/// Everything the sandbox keeps (and persists), with lookup indexes so that no request scans
/// every record (the creation rate must not fall as the data grows). The lists only grow
/// (nothing is ever deleted), so a position in them stays valid; records are added and
/// patients' details changed only through the methods here, which keep the indexes right.
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
    #[serde(skip)]
    index: Index,
    /// How far this sandbox's clock is ahead of the machine's (tests let days pass).
    #[serde(skip)]
    pub clock_ahead: jiff::SignedDuration,
}

/// Positions in [`Data`]'s lists by id, external reference and owner.
#[derive(Clone, Debug, Default)]
struct Index {
    patients: HashMap<String, usize>,
    /// Ascending positions: a reference is unique for new records, but an imported state file
    /// or a second process may have stored it twice; the first one wins, as a scan would.
    references: HashMap<String, Vec<usize>>,
    surveys: HashMap<String, usize>,
    surveys_of_patient: HashMap<String, Vec<usize>>,
    history_of_survey: HashMap<String, Vec<usize>>,
}

/// A record that changed and must be written: its position in [`Data`]'s list of its kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Change {
    Patient(usize),
    Survey(usize),
    History(usize),
    Outbox(usize),
}

/// Canonical (lower-case, hyphenated) form of a UUID-shaped id, or `None`.
pub(crate) fn canonical_id(raw: &str) -> Option<String> {
    uuid::Uuid::parse_str(raw.trim()).ok().map(|u| u.hyphenated().to_string())
}

impl Data {
    /// Now by this sandbox's clock, as a timestamp of the service.
    pub(crate) fn now_iso(&self) -> String {
        let now = jiff::Timestamp::now();
        iso_7(now.checked_add(self.clock_ahead).unwrap_or(now))
    }

    /// A data set of these records, indexed.
    pub fn new(
        patients: Vec<Patient>,
        surveys: Vec<Survey>,
        history: Vec<HistoryEntry>,
        outbox: Vec<OutboxMessage>,
    ) -> Data {
        let mut data = Data {
            version: STATE_VERSION,
            patients,
            surveys,
            history,
            outbox,
            index: Index::default(),
            clock_ahead: jiff::SignedDuration::ZERO,
        };
        data.reindex();
        data
    }

    /// Rebuilds the indexes (after deserialising).
    pub fn reindex(&mut self) {
        let mut index = Index::default();
        for (position, p) in self.patients.iter().enumerate() {
            index.patients.entry(p.patient_id.clone()).or_insert(position);
            index.references.entry(p.details.external_reference.clone()).or_default().push(position);
        }
        for (position, s) in self.surveys.iter().enumerate() {
            index.surveys.entry(s.survey_id.clone()).or_insert(position);
            index.surveys_of_patient.entry(s.patient_id.clone()).or_default().push(position);
        }
        for (position, h) in self.history.iter().enumerate() {
            index.history_of_survey.entry(h.survey_id.clone()).or_default().push(position);
        }
        self.index = index;
    }

    /// Whether there is no record at all.
    pub fn is_empty(&self) -> bool {
        self.patients.is_empty() && self.surveys.is_empty() && self.history.is_empty() && self.outbox.is_empty()
    }

    /// Every record, as changes (to write a whole data set).
    pub fn all_changes(&self) -> Vec<Change> {
        let patients = (0..self.patients.len()).map(Change::Patient);
        let surveys = (0..self.surveys.len()).map(Change::Survey);
        let history = (0..self.history.len()).map(Change::History);
        let outbox = (0..self.outbox.len()).map(Change::Outbox);
        patients.chain(surveys).chain(history).chain(outbox).collect()
    }

    pub fn add_patient(&mut self, patient: Patient) -> Change {
        let position = self.patients.len();
        self.index.patients.entry(patient.patient_id.clone()).or_insert(position);
        self.index.references.entry(patient.details.external_reference.clone()).or_default().push(position);
        self.patients.push(patient);
        Change::Patient(position)
    }

    /// Replaces a patient's details (and `updatedAt`); `None` when there is no such patient.
    pub fn update_patient(&mut self, id: &str, details: PatientDetails, now: String) -> Option<Change> {
        let position = self.patient_position(id)?;
        let patient = self.patients.get_mut(position)?;
        let old_reference = std::mem::replace(&mut patient.details, details);
        patient.updated_at = now;
        let new_reference = patient.details.external_reference.clone();
        if old_reference.external_reference != new_reference {
            if let Some(positions) = self.index.references.get_mut(&old_reference.external_reference) {
                positions.retain(|p| *p != position);
                if positions.is_empty() {
                    self.index.references.remove(&old_reference.external_reference);
                }
            }
            let positions = self.index.references.entry(new_reference).or_default();
            let at = positions.partition_point(|p| *p < position);
            positions.insert(at, position);
        }
        Some(Change::Patient(position))
    }

    pub fn add_survey(&mut self, survey: Survey) -> Change {
        let position = self.surveys.len();
        self.index.surveys.entry(survey.survey_id.clone()).or_insert(position);
        self.index.surveys_of_patient.entry(survey.patient_id.clone()).or_default().push(position);
        self.surveys.push(survey);
        Change::Survey(position)
    }

    pub fn add_history(&mut self, entry: HistoryEntry) -> Change {
        let position = self.history.len();
        self.index.history_of_survey.entry(entry.survey_id.clone()).or_default().push(position);
        self.history.push(entry);
        Change::History(position)
    }

    pub fn add_outbox(&mut self, message: OutboxMessage) -> Change {
        self.outbox.push(message);
        Change::Outbox(self.outbox.len() - 1)
    }

    fn patient_position(&self, id: &str) -> Option<usize> {
        let id = canonical_id(id)?;
        self.index.patients.get(&id).copied()
    }

    pub fn patient(&self, id: &str) -> Option<&Patient> {
        self.patients.get(self.patient_position(id)?)
    }

    pub fn patient_by_reference(&self, reference: &str) -> Option<&Patient> {
        let position = *self.index.references.get(reference)?.first()?;
        self.patients.get(position)
    }

    /// Ids of the patients with exactly this external reference.
    pub fn patient_ids_by_reference(&self, reference: &str) -> Vec<String> {
        let positions = self.index.references.get(reference).map(Vec::as_slice).unwrap_or_default();
        positions.iter().filter_map(|p| self.patients.get(*p)).map(|p| p.patient_id.clone()).collect()
    }

    fn survey_position(&self, id: &str) -> Option<usize> {
        let id = canonical_id(id)?;
        self.index.surveys.get(&id).copied()
    }

    pub fn survey(&self, id: &str) -> Option<&Survey> {
        self.surveys.get(self.survey_position(id)?)
    }

    /// A survey to change (status, answers); its ids must stay as they are. Returns the
    /// change to persist with it.
    pub fn survey_mut(&mut self, id: &str) -> Option<(&mut Survey, Change)> {
        let position = self.survey_position(id)?;
        self.surveys.get_mut(position).map(|s| (s, Change::Survey(position)))
    }

    /// Surveys of a patient (by canonical id), in creation order.
    pub fn surveys_of(&self, patient_id: &str) -> Vec<&Survey> {
        let positions = self.index.surveys_of_patient.get(patient_id).map(Vec::as_slice).unwrap_or_default();
        positions.iter().filter_map(|p| self.surveys.get(*p)).collect()
    }

    /// History of a survey, ascending by timestamp.
    pub fn history_of(&self, survey_id: &str) -> Vec<&HistoryEntry> {
        let positions = self.index.history_of_survey.get(survey_id).map(Vec::as_slice).unwrap_or_default();
        let mut entries: Vec<&HistoryEntry> = positions.iter().filter_map(|p| self.history.get(*p)).collect();
        entries.sort_by_key(|h| timestamp_key(&h.timestamp));
        entries
    }

    /// The database row of a changed record: table, key and the record as JSON.
    pub fn row(&self, change: Change) -> Option<super::db::Row> {
        use super::db::{Row, Table};
        let row = match change {
            Change::Patient(p) => {
                let record = self.patients.get(p)?;
                Row::new(Table::Patients, record.patient_id.clone(), record)
            }
            Change::Survey(p) => {
                let record = self.surveys.get(p)?;
                Row::new(Table::Surveys, record.survey_id.clone(), record)
            }
            Change::History(p) => {
                let record = self.history.get(p)?;
                Row::new(Table::History, record.survey_change_log_id.clone(), record)
            }
            Change::Outbox(p) => {
                let record = self.outbox.get(p)?;
                // Messages have no id of their own; one survey sends one per channel.
                let key = format!("{}/{}/{}", record.survey_id, record.channel, record.sent_at);
                Row::new(Table::Outbox, key, record)
            }
        };
        match row {
            Ok(row) => Some(row),
            Err(e) => {
                tracing::error!("sandbox: cannot serialise a record: {e}");
                None
            }
        }
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
    /// Fault rules; `None` unless the sandbox was started with test controls.
    #[cfg(feature = "testing")]
    pub faults: Option<Faults>,
    pub requests: Mutex<RequestLog>,
    pub request_count: AtomicU64,
    /// TCP connections accepted (shared with the listener).
    pub connections: Arc<AtomicU64>,
    /// Responses sent gzip-compressed.
    pub gzip_responses: AtomicU64,
    /// Writes changed records to the database; `None` keeps everything in memory.
    pub writer: Option<Writer>,
    pub simulate_respondents: bool,
    /// Delays of simulated respondents.
    pub timing: super::respondents::Timing,
    /// Latency and rate limit of the service's answers.
    pub pacing: super::pacing::Pacing,
    /// Flips to `true` when the sandbox shuts down (stops background tasks).
    pub shutdown: watch::Receiver<bool>,
}

impl Shared {
    /// Registers an incoming request; returns its sequence number for
    /// [`Shared::finish_request`].
    pub fn begin_request(&self, method: &str, path: &str) -> u64 {
        self.request_count.fetch_add(1, Ordering::SeqCst);
        lock(&self.requests).begin(method, path)
    }

    pub fn finish_request(&self, sequence: u64, status: u16) {
        lock(&self.requests).finish(sequence, status);
    }

    /// Writes the changed records (as they are now) to the database, in one transaction, and
    /// waits until they are written. Rows are taken and queued under the data lock, so the
    /// writer receives them in the order the changes were made and the newest state of a
    /// record is written last.
    pub async fn persist(&self, changes: &[Change]) {
        if let Some(written) = self.queue(changes) {
            // An error means the writer has stopped; it has logged why.
            let _ = written.await;
        }
    }

    /// Queues the changed records for writing without waiting (for callers outside an
    /// async context: only the large test surveys).
    #[cfg(feature = "testing")]
    pub fn persist_later(&self, changes: &[Change]) {
        let _ = self.queue(changes);
    }

    fn queue(&self, changes: &[Change]) -> Option<tokio::sync::oneshot::Receiver<()>> {
        let writer = self.writer.as_ref()?;
        if changes.is_empty() {
            return None;
        }
        let data = lock(&self.data);
        let rows = changes.iter().filter_map(|c| data.row(*c)).collect();
        writer.write(rows)
    }
}

/// Loads a legacy JSON state file. `Ok(None)`: the file does not exist.
pub(crate) fn load_json(path: &Path) -> std::io::Result<Option<Data>> {
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e),
    };
    let mut data: Data =
        serde_json::from_slice(&bytes).map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidData, e))?;
    data.reindex();
    Ok(Some(data))
}

/// A fresh data set: the demo data, or nothing.
pub(crate) fn new_data(seed: bool) -> Data {
    if seed { super::seed::demo_data() } else { Data::new(Vec::new(), Vec::new(), Vec::new(), Vec::new()) }
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
