//! Typed models of every resource in the interface document (sections 2.1–2.4)
//! and of the request bodies, with their wire form (camelCase JSON).
//!
//! Records read from the service keep every field they do not know in `extra`,
//! so nothing the service sends is dropped and the UI can show it.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::{Map, Value};

/// Fields of a record that this client does not model, kept as they came.
pub type ExtraFields = Map<String, Value>;

/// A patient's gender as the service accepts it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Gender {
    Male,
    Female,
}

impl Gender {
    pub const ALL: [Gender; 2] = [Gender::Female, Gender::Male];

    pub fn wire(self) -> &'static str {
        match self {
            Gender::Male => "male",
            Gender::Female => "female",
        }
    }

    /// Reads the wire value, ignoring case (`Male`, `male`, `MALE`).
    pub fn parse(text: &str) -> Option<Gender> {
        match text.trim().to_ascii_lowercase().as_str() {
            "male" => Some(Gender::Male),
            "female" => Some(Gender::Female),
            _ => None,
        }
    }
}

/// The kind of phone number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PhoneType {
    Mobile,
    Landline,
    Cordless,
}

impl PhoneType {
    pub const ALL: [PhoneType; 3] = [PhoneType::Mobile, PhoneType::Landline, PhoneType::Cordless];

    pub fn wire(self) -> &'static str {
        match self {
            PhoneType::Mobile => "mobile",
            PhoneType::Landline => "landline",
            PhoneType::Cordless => "cordless",
        }
    }

    pub fn parse(text: &str) -> Option<PhoneType> {
        match text.trim().to_ascii_lowercase().as_str() {
            "mobile" => Some(PhoneType::Mobile),
            "landline" => Some(PhoneType::Landline),
            "cordless" => Some(PhoneType::Cordless),
            _ => None,
        }
    }
}

/// The channel an invitation is sent by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Channel {
    Email,
    Sms,
}

impl Channel {
    pub const ALL: [Channel; 2] = [Channel::Email, Channel::Sms];

    pub fn wire(self) -> &'static str {
        match self {
            Channel::Email => "email",
            Channel::Sms => "sms",
        }
    }

    pub fn parse(text: &str) -> Option<Channel> {
        match text.trim().to_ascii_lowercase().as_str() {
            "email" | "e-mail" => Some(Channel::Email),
            "sms" => Some(Channel::Sms),
            _ => None,
        }
    }
}

macro_rules! wire_enum_serde {
    ($ty:ty, $what:literal) => {
        impl Serialize for $ty {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(self.wire())
            }
        }

        impl<'de> Deserialize<'de> for $ty {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let text = String::deserialize(deserializer)?;
                <$ty>::parse(&text)
                    .ok_or_else(|| serde::de::Error::custom(format!(concat!("unknown ", $what, " {:?}"), text)))
            }
        }

        /// The wire value, for log lines; the app words the value for people.
        impl fmt::Display for $ty {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.wire())
            }
        }
    };
}

wire_enum_serde!(Gender, "gender");
wire_enum_serde!(PhoneType, "phone type");
wire_enum_serde!(Channel, "channel");

/// A date of birth: a calendar date, never a point in time.
///
/// Sent as `YYYY-MM-DDT00:00:00.000Z`; read from a date or any date-time by
/// keeping the date part exactly as written. It never passes through a time
/// zone, so it cannot shift by a day.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Birthdate(pub jiff::civil::Date);

impl Birthdate {
    pub fn new(year: i16, month: i8, day: i8) -> Option<Birthdate> {
        jiff::civil::Date::new(year, month, day).ok().map(Birthdate)
    }

    /// Reads `YYYY-MM-DD`, optionally followed by a time part (`T…` or ` …`).
    pub fn parse(text: &str) -> Option<Birthdate> {
        let text = text.trim();
        let date_part = text.get(..10)?;
        let rest = &text[10..];
        if !(rest.is_empty() || rest.starts_with('T') || rest.starts_with('t') || rest.starts_with(' ')) {
            return None;
        }
        let bytes = date_part.as_bytes();
        if bytes[4] != b'-' || bytes[7] != b'-' {
            return None;
        }
        let number = |range: std::ops::Range<usize>| -> Option<i32> {
            let part = date_part.get(range)?;
            if part.bytes().all(|b| b.is_ascii_digit()) { part.parse().ok() } else { None }
        };
        let year = i16::try_from(number(0..4)?).ok()?;
        let month = i8::try_from(number(5..7)?).ok()?;
        let day = i8::try_from(number(8..10)?).ok()?;
        Birthdate::new(year, month, day)
    }

    /// The wire form of a request body: midnight UTC of the date.
    pub fn to_wire(self) -> String {
        format!("{}T00:00:00.000Z", self.0)
    }

    pub fn date(self) -> jiff::civil::Date {
        self.0
    }
}

impl fmt::Display for Birthdate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl Serialize for Birthdate {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.to_wire())
    }
}

impl<'de> Deserialize<'de> for Birthdate {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        Birthdate::parse(&text).ok_or_else(|| serde::de::Error::custom(format!("not a date: {text:?}")))
    }
}

/// A timestamp as the service wrote it, with its parsed instant when it could
/// be read (0–9 fractional digits; a missing offset is read as UTC).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ServiceTime {
    pub raw: String,
    pub instant: Option<jiff::Timestamp>,
}

impl ServiceTime {
    pub fn parse(raw: &str) -> ServiceTime {
        let trimmed = raw.trim();
        let instant = trimmed.parse::<jiff::Timestamp>().ok().or_else(|| {
            // ASP.NET sometimes writes UTC date-times without an offset.
            trimmed
                .parse::<jiff::civil::DateTime>()
                .ok()
                .and_then(|dt| dt.to_zoned_datetime(jiff::tz::TimeZone::UTC).ok())
                .map(|zoned| zoned.timestamp())
        });
        ServiceTime { raw: raw.to_owned(), instant }
    }

    /// Local wall-clock time, e.g. `2026-11-22 09:14`, or the raw text when unreadable.
    pub fn local_display(&self) -> String {
        match self.instant {
            Some(ts) => ts.to_zoned_datetime(jiff::tz::TimeZone::system()).strftime("%Y-%m-%d %H:%M").to_string(),
            None => self.raw.clone(),
        }
    }

    /// The exact UTC instant, e.g. `2026-11-22T08:14:03.1234567Z`.
    pub fn utc_display(&self) -> String {
        match self.instant {
            Some(ts) => format!("{ts} (UTC)"),
            None => self.raw.clone(),
        }
    }
}

impl Serialize for ServiceTime {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.raw)
    }
}

impl<'de> Deserialize<'de> for ServiceTime {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let value = Value::deserialize(deserializer)?;
        Ok(match value {
            Value::String(text) => ServiceTime::parse(&text),
            other => ServiceTime { raw: other.to_string(), instant: None },
        })
    }
}

/// Phone details of a patient.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Phone {
    #[serde(default, deserialize_with = "decode::lenient_string")]
    pub phone_number: String,
    #[serde(rename = "type", default, deserialize_with = "decode::lenient_option")]
    pub phone_type: Option<PhoneType>,
    #[serde(default, deserialize_with = "decode::lenient_string")]
    pub country_iso_alpha2: String,
    #[serde(flatten)]
    pub extra: ExtraFields,
}

impl Phone {
    /// What a person reads of a phone: number, type and country.
    pub fn number_type_country(&self) -> (&str, Option<PhoneType>, &str) {
        (&self.phone_number, self.phone_type, &self.country_iso_alpha2)
    }
}

/// The patient payload of create and update (section 2.1).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PatientPayload {
    pub first_name: String,
    pub last_name: String,
    pub gender: Gender,
    pub birthdate: Birthdate,
    pub language: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub email: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub phone: Option<PhonePayload>,
    pub external_reference: String,
    /// Fields of the record the app does not know, sent back unchanged on an update so that
    /// editing never erases them (empty for a new patient).
    #[serde(flatten)]
    pub extra: ExtraFields,
}

/// Phone details as sent in a payload.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PhonePayload {
    pub phone_number: String,
    #[serde(rename = "type")]
    pub phone_type: PhoneType,
    pub country_iso_alpha2: String,
}

/// A patient record as the service returns it. Its full field list is not
/// documented, so every field is optional and unknown ones are kept.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Patient {
    #[serde(default, alias = "id", alias = "PatientId", deserialize_with = "decode::lenient_string")]
    pub patient_id: String,
    #[serde(default, alias = "FirstName", deserialize_with = "decode::lenient_string")]
    pub first_name: String,
    #[serde(default, alias = "LastName", deserialize_with = "decode::lenient_string")]
    pub last_name: String,
    #[serde(default, alias = "Gender", deserialize_with = "decode::lenient_option")]
    pub gender: Option<Gender>,
    #[serde(default, alias = "birthDate", alias = "Birthdate", deserialize_with = "decode::lenient_option")]
    pub birthdate: Option<Birthdate>,
    #[serde(default, alias = "Language", deserialize_with = "decode::lenient_option")]
    pub language: Option<String>,
    #[serde(default, alias = "Email", deserialize_with = "decode::lenient_option")]
    pub email: Option<String>,
    #[serde(default, alias = "Phone", deserialize_with = "decode::lenient_option")]
    pub phone: Option<Phone>,
    #[serde(default, alias = "ExternalReference", deserialize_with = "decode::lenient_option")]
    pub external_reference: Option<String>,
    #[serde(flatten)]
    pub extra: ExtraFields,
}

impl Patient {
    /// The same details as a person reads them (names, gender, birthdate, language, e-mail,
    /// phone, reference); the fields the app does not know are not compared.
    pub fn same_details_as(&self, other: &Patient) -> bool {
        self.first_name == other.first_name
            && self.last_name == other.last_name
            && self.gender == other.gender
            && self.birthdate == other.birthdate
            && self.language == other.language
            && self.email == other.email
            && self.phone.as_ref().map(Phone::number_type_country)
                == other.phone.as_ref().map(Phone::number_type_country)
            && self.external_reference == other.external_reference
    }

    /// First and last name, `None` when the record has neither (the app words that).
    pub fn name(&self) -> Option<String> {
        let name = format!("{} {}", self.first_name.trim(), self.last_name.trim());
        let name = name.trim();
        (!name.is_empty()).then(|| name.to_owned())
    }

    /// [`Patient::name`], or "(no name)": English, for logs and the views not yet worded
    /// (the app words a missing name as `value-no-name`).
    pub fn full_name(&self) -> String {
        self.name().unwrap_or_else(|| "(no name)".to_owned())
    }
}

/// What create-patient tells the caller.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CreatedPatient {
    pub patient_id: String,
}

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

use super::decode;
