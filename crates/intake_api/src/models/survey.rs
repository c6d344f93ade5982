//! The survey's resources (sections 2.2–2.4): its open status, answers, confirmed diagnoses
//! and alerts, its change log, its summaries, and the request that creates one.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::{Map, Value};

use super::{Channel, ExtraFields, PatientPayload, ServiceTime};
use crate::decode;

/// A survey status: an open value. Known values are recognised ([`SurveyStatus::known`]) for
/// the app to word; any other value is shown exactly as it came.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct SurveyStatus(pub String);

/// How a status should look: what it means for the person reading it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StatusTone {
    Waiting,
    Active,
    Done,
    Ended,
    Unknown,
}

/// A status value the client recognises (under any of its spellings).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KnownStatus {
    New,
    Sent,
    InProgress,
    Completed,
    Closed,
    Expired,
    Cancelled,
}

impl KnownStatus {
    pub const ALL: [KnownStatus; 7] = [
        KnownStatus::New,
        KnownStatus::Sent,
        KnownStatus::InProgress,
        KnownStatus::Completed,
        KnownStatus::Closed,
        KnownStatus::Expired,
        KnownStatus::Cancelled,
    ];
}

impl SurveyStatus {
    /// The status this value names, if the client knows it; `None` for a value to be shown
    /// as it came.
    pub fn known(&self) -> Option<KnownStatus> {
        Some(match self.0.to_ascii_lowercase().as_str() {
            "new" | "created" => KnownStatus::New,
            "sent" | "invited" => KnownStatus::Sent,
            "inprogress" | "in_progress" | "started" => KnownStatus::InProgress,
            "completed" | "finished" | "done" => KnownStatus::Completed,
            "closed" | "reviewed" => KnownStatus::Closed,
            "expired" => KnownStatus::Expired,
            "cancelled" | "canceled" => KnownStatus::Cancelled,
            _ => return None,
        })
    }

    /// The value as the service sent it.
    pub fn raw(&self) -> &str {
        &self.0
    }

    pub fn tone(&self) -> StatusTone {
        match self.known() {
            Some(KnownStatus::New | KnownStatus::Sent) => StatusTone::Waiting,
            Some(KnownStatus::InProgress) => StatusTone::Active,
            Some(KnownStatus::Completed) => StatusTone::Done,
            Some(KnownStatus::Closed | KnownStatus::Expired | KnownStatus::Cancelled) => StatusTone::Ended,
            None => StatusTone::Unknown,
        }
    }

    pub fn is_in_progress(&self) -> bool {
        matches!(self.tone(), StatusTone::Active | StatusTone::Waiting)
    }
}

impl Serialize for SurveyStatus {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}

impl<'de> Deserialize<'de> for SurveyStatus {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(SurveyStatus(decode::value_as_text(&Value::deserialize(deserializer)?)))
    }
}

/// One recorded answer.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Answer {
    #[serde(default, deserialize_with = "decode::lenient_string")]
    pub question_code: String,
    #[serde(default, deserialize_with = "decode::lenient_string")]
    pub question_label: String,
    #[serde(default, deserialize_with = "decode::string_list")]
    pub answer_values: Vec<String>,
    #[serde(flatten)]
    pub extra: ExtraFields,
}

/// The confirmed diagnoses of a survey; element shape undocumented.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
pub struct ConfirmedDiagnoses {
    #[serde(default, deserialize_with = "decode::value_list")]
    pub diagnoses: Vec<Value>,
    #[serde(flatten)]
    pub extra: ExtraFields,
}

/// A survey with its answers (section 2.2). Also the element of a patient's
/// survey list, whose shape is not documented: every field may be missing.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Survey {
    #[serde(default, alias = "id", deserialize_with = "decode::lenient_string")]
    pub survey_id: String,
    #[serde(default, deserialize_with = "decode::lenient_option")]
    pub status: Option<SurveyStatus>,
    #[serde(default, deserialize_with = "decode::lenient_option")]
    pub created_at: Option<ServiceTime>,
    #[serde(default, deserialize_with = "decode::answer_list")]
    pub answers: Vec<Answer>,
    #[serde(default, deserialize_with = "decode::confirmed_diagnoses")]
    pub confirmed_diagnoses: ConfirmedDiagnoses,
    #[serde(default, deserialize_with = "decode::value_list")]
    pub alerts: Vec<Value>,
    #[serde(flatten)]
    pub extra: ExtraFields,
}

/// What create-survey tells the caller.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct CreatedSurvey {
    pub survey_id: String,
    pub url: Option<String>,
    pub extra: ExtraFields,
}

/// The detail of a change-log entry, by its `$type`.
#[derive(Clone, Debug, PartialEq)]
pub enum ChangeContent {
    Workflow {
        workflow_step_id: String,
    },
    Claim {
        is_claimed: bool,
    },
    /// A kind this client does not know, or a known kind in an unexpected shape.
    Other(Value),
}

impl Serialize for ChangeContent {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let value = match self {
            ChangeContent::Workflow { workflow_step_id } => {
                serde_json::json!({"$type": "workflow", "workflowStepId": workflow_step_id})
            }
            ChangeContent::Claim { is_claimed } => {
                serde_json::json!({"$type": "claim", "isClaimed": is_claimed})
            }
            ChangeContent::Other(value) => value.clone(),
        };
        value.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for ChangeContent {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(decode::change_content(Value::deserialize(deserializer)?))
    }
}

impl Default for ChangeContent {
    fn default() -> Self {
        ChangeContent::Other(Value::Null)
    }
}

/// One entry of a survey's change log (section 2.3).
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ChangeLogEntry {
    #[serde(default, deserialize_with = "decode::lenient_string")]
    pub survey_change_log_id: String,
    #[serde(default, deserialize_with = "decode::lenient_string")]
    pub survey_id: String,
    #[serde(default, deserialize_with = "decode::lenient_option")]
    pub timestamp: Option<ServiceTime>,
    #[serde(rename = "type", default, deserialize_with = "decode::lenient_string")]
    pub entry_type: String,
    #[serde(default, deserialize_with = "decode::lenient_string")]
    pub user_id: String,
    #[serde(default, deserialize_with = "decode::lenient_string")]
    pub user_first_name: String,
    #[serde(default, deserialize_with = "decode::lenient_string")]
    pub user_last_name: String,
    #[serde(default, deserialize_with = "decode::lenient_string")]
    pub user_email: String,
    #[serde(default)]
    pub content: ChangeContent,
    #[serde(flatten)]
    pub extra: ExtraFields,
}

impl ChangeLogEntry {
    /// Who made the change: a name, else the e-mail field (which holds a label
    /// such as "system" for system entries), else the user id; `None` when the entry names
    /// nobody (the app words that).
    pub fn author(&self) -> Option<String> {
        let name = format!("{} {}", self.user_first_name.trim(), self.user_last_name.trim());
        let name = name.trim();
        if !name.is_empty() {
            Some(name.to_owned())
        } else if !self.user_email.trim().is_empty() {
            Some(self.user_email.trim().to_owned())
        } else if !self.user_id.trim().is_empty() {
            Some(self.user_id.trim().to_owned())
        } else {
            None
        }
    }

    /// [`ChangeLogEntry::author`], or "unknown user": English, for logs and the views not yet
    /// worded (the app words a missing author as `value-unknown-user`).
    pub fn who(&self) -> String {
        self.author().unwrap_or_else(|| "unknown user".to_owned())
    }
}

/// The plain-text summary (section 2.4).
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
pub struct PlainTextSummary {
    #[serde(default, deserialize_with = "decode::lenient_string")]
    pub value: String,
}

/// A decoded PDF summary: bytes that start with `%PDF-`.
#[derive(Clone, PartialEq, Eq)]
pub struct PdfDocument(pub Vec<u8>);

impl fmt::Debug for PdfDocument {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PdfDocument({} bytes)", self.0.len())
    }
}

/// Which patient a new survey is for (section 4.5).
#[derive(Clone, Debug, PartialEq)]
pub enum SurveyPatient {
    /// Form 1: an existing patient.
    Existing { patient_id: String },
    /// Form 2: a full patient object (created or matched by external reference).
    New(Box<PatientPayload>),
}

/// The options of create-survey.
#[derive(Clone, Debug, PartialEq)]
pub struct CreateSurveyRequest {
    pub patient: SurveyPatient,
    pub include_url: bool,
    pub include_pin_in_url: bool,
    /// `Some(channel)` sends an invitation by that channel.
    pub invitation: Option<Channel>,
}

impl CreateSurveyRequest {
    /// The JSON body as the service expects it.
    pub fn to_body(&self) -> Value {
        let mut body = Map::new();
        match &self.patient {
            SurveyPatient::Existing { patient_id } => {
                body.insert("patientId".into(), Value::String(patient_id.clone()));
            }
            SurveyPatient::New(patient) => {
                body.insert("patient".into(), serde_json::to_value(patient).unwrap_or(Value::Null));
            }
        }
        body.insert("includeUrl".into(), Value::Bool(self.include_url));
        body.insert("includePinInUrl".into(), Value::Bool(self.include_pin_in_url));
        body.insert("sendInvitation".into(), Value::Bool(self.invitation.is_some()));
        if let Some(channel) = self.invitation {
            body.insert("communicationServiceTypes".into(), Value::String(channel.wire().into()));
        }
        Value::Object(body)
    }
}
