//! The appointment a row of the day's list is for: its date, and its time when the agenda gives
//! one, read from a date-time cell of a sheet, an Excel serial number, or text in the forms
//! agendas export in the four languages ("25/11/2026 14:30", "2026-11-25T14:30",
//! "25.11.2026 14h30", "25-11-2026 om 9:05", a date alone). Kept so that reminders are never sent
//! after it and the follow-up lists the soonest first.

use jiff::civil::{Date, DateTime, Time};

use super::{Cell, excel_serial_date};

/// When the patient is expected: a day, and the time when the list gives one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Appointment {
    pub date: Date,
    pub time: Option<Time>,
}

impl Appointment {
    /// The appointment of a cell: `Ok(None)` for an empty one, `Err` for one that says no date
    /// and time (its text is for the message).
    pub fn of_cell(cell: &Cell) -> Result<Option<Appointment>, String> {
        match cell {
            Cell::Empty => Ok(None),
            Cell::Date(date) => Ok(Some(Appointment { date: *date, time: None })),
            Cell::DateTime(moment) => Ok(Some(Appointment::at(*moment))),
            Cell::Number(serial) => serial_appointment(*serial).map(Some).ok_or_else(|| cell.text()),
            Cell::Text(text) => Appointment::parse(text).map(Some).ok_or_else(|| text.clone()),
            Cell::TooLong { .. } => Err("…".to_owned()),
        }
    }

    fn at(moment: DateTime) -> Appointment {
        Appointment { date: moment.date(), time: Some(moment.time()) }
    }

    /// An appointment written as text; `None` when it is not one.
    pub fn parse(text: &str) -> Option<Appointment> {
        let text = text.trim();
        // ISO's "T" between the date and the time, as a space.
        let spaced: String =
            text.char_indices().map(|(at, c)| if (c == 'T' || c == 't') && at == 10 { ' ' } else { c }).collect();
        let mut words = spaced
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|word| !word.is_empty())
            // The little words between a date and its time: "om", "à", "um", "at".
            .filter(|word| !matches!(word.to_lowercase().as_str(), "om" | "à" | "a" | "um" | "at" | "-"));
        let date = parse_date(words.next()?)?;
        let time = match words.next() {
            Some(word) => Some(parse_time(word)?),
            None => None,
        };
        if words.next().is_some() {
            return None;
        }
        Some(Appointment { date, time })
    }

    /// As the journal keeps it: `2026-11-25T14:30:00` or `2026-11-25`.
    pub fn to_iso(self) -> String {
        match self.time {
            Some(time) => self.date.to_datetime(time).to_string(),
            None => self.date.to_string(),
        }
    }

    /// What [`Self::to_iso`] wrote; `None` for anything else.
    pub fn from_iso(text: &str) -> Option<Appointment> {
        if let Ok(moment) = text.parse::<DateTime>()
            && text.len() > 10
        {
            return Some(Appointment::at(moment));
        }
        text.parse::<Date>().ok().map(|date| Appointment { date, time: None })
    }
}

/// A date as agendas write it: year first with dashes, or day first with slashes, dashes or
/// dots (the clinics' countries write the day first).
fn parse_date(word: &str) -> Option<Date> {
    let parts: Vec<&str> = word.split(['/', '-', '.']).collect();
    let [a, b, c] = parts.as_slice() else { return None };
    let number = |part: &str| -> Option<i16> {
        (!part.is_empty() && part.len() <= 4 && part.chars().all(|c| c.is_ascii_digit())).then(|| part.parse().ok())?
    };
    let (year, month, day) =
        if a.len() == 4 { (number(a)?, number(b)?, number(c)?) } else { (number(c)?, number(b)?, number(a)?) };
    if !(1900..=9999).contains(&year) {
        return None;
    }
    Date::new(year, i8::try_from(month).ok()?, i8::try_from(day).ok()?).ok()
}

/// A time of day: "14:30", "14:30:00", "9:05", "14h30", "14h".
fn parse_time(word: &str) -> Option<Time> {
    let lower = word.to_lowercase();
    let (hour, rest) = lower.split_once([':', 'h'])?;
    let minute = rest.split(':').next().unwrap_or_default();
    let seconds = rest.split(':').nth(1);
    let number = |part: &str, max: i8| -> Option<i8> {
        let value: i8 = (part.len() <= 2 && part.chars().all(|c| c.is_ascii_digit())).then(|| part.parse().ok())??;
        (value <= max).then_some(value)
    };
    let minute = if minute.is_empty() { 0 } else { number(minute, 59)? };
    let second = match seconds {
        Some(second) => number(second, 59)?,
        None => 0,
    };
    Time::new(number(hour, 23)?, minute, second, 0).ok()
}

/// An Excel serial number: the day, and the time of day its fraction is.
fn serial_appointment(serial: f64) -> Option<Appointment> {
    let date = excel_serial_date(serial)?;
    let seconds = (serial.fract() * 86_400.0).round() as i64;
    if seconds == 0 {
        return Some(Appointment { date, time: None });
    }
    let time = Time::midnight().checked_add(jiff::SignedDuration::from_secs(seconds.min(86_399))).ok()?;
    Some(Appointment { date, time: Some(time) })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn at(date: &str, time: Option<&str>) -> Appointment {
        Appointment { date: date.parse().unwrap(), time: time.map(|t| t.parse().unwrap()) }
    }

    #[test]
    fn the_forms_agendas_export_are_read() {
        for (text, expected) in [
            ("25/11/2026 14:30", at("2026-11-25", Some("14:30"))),
            ("2026-11-25T14:30", at("2026-11-25", Some("14:30"))),
            ("2026-11-25 14:30:00", at("2026-11-25", Some("14:30"))),
            ("25.11.2026 14h30", at("2026-11-25", Some("14:30"))),
            ("25-11-2026 om 9:05", at("2026-11-25", Some("09:05"))),
            ("25/11/2026 à 9h", at("2026-11-25", Some("09:00"))),
            ("25/11/2026, 08:15", at("2026-11-25", Some("08:15"))),
            ("25/11/2026", at("2026-11-25", None)),
        ] {
            assert_eq!(Appointment::parse(text), Some(expected), "{text}");
        }
    }

    #[test]
    fn what_is_not_a_date_and_time_is_refused() {
        for text in [
            "tomorrow",
            "31/02/2026 10:00",
            "25/11/2026 25:00",
            "25/11/2026 10:61",
            "14:30",
            "25/11/26x",
            "25/11/2026 10:00 extra",
        ] {
            assert_eq!(Appointment::parse(text), None, "{text}");
        }
        assert_eq!(Appointment::of_cell(&Cell::Text("morgen".into())), Err("morgen".to_owned()));
        assert_eq!(Appointment::of_cell(&Cell::Empty), Ok(None));
    }

    #[test]
    fn sheets_give_dates_times_and_serial_numbers() {
        let moment: DateTime = "2026-11-25T14:30".parse().unwrap();
        assert_eq!(Appointment::of_cell(&Cell::DateTime(moment)), Ok(Some(at("2026-11-25", Some("14:30")))));
        // 46351 is 2026-11-25 in Excel's 1900 system; .6041666 is 14:30.
        assert_eq!(
            Appointment::of_cell(&Cell::Number(46_351.604_166_666_7)),
            Ok(Some(at("2026-11-25", Some("14:30"))))
        );
        assert_eq!(Appointment::of_cell(&Cell::Number(46_351.0)), Ok(Some(at("2026-11-25", None))));
    }

    #[test]
    fn the_journal_s_form_reads_back() {
        for appointment in [at("2026-11-25", Some("14:30")), at("2026-11-25", None)] {
            assert_eq!(Appointment::from_iso(&appointment.to_iso()), Some(appointment));
        }
        assert_eq!(Appointment::from_iso("not a date"), None);
    }
}
