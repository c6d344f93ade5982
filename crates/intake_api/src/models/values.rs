//! The values a record's fields hold, each with its wire form: gender, phone type and channel
//! (read in any case), a birthdate that never passes through a time zone, and a timestamp kept
//! as the service wrote it beside the instant it names.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;

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
