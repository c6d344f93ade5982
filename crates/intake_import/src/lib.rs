//! The day's appointment list as the clinic's agenda or EHR exports it, read into a [`Table`]:
//! a CSV file (comma, semicolon or tab separated; UTF-8 with or without a byte-order mark, or
//! Windows-1252 as Belgian and Dutch Excel writes it — detected, and said) or a spreadsheet
//! (XLSX, XLS, ODS: the first sheet with data; dates as dates, formulas by their computed
//! values). [`mapping`] guesses which column holds which patient field from the headers, in
//! Dutch, French, German and English.
//!
//! This crate only reads: it knows nothing of the service, the patient rules or the window.
//! Nothing from the file can make it panic; what cannot be read is an [`ImportError`] that says
//! where.

mod appointment;
pub mod csv_file;
pub mod mapping;
pub mod spreadsheet;
mod zip_parts;

pub use appointment::Appointment;
pub use zip_parts::MAX_SHEET_CELLS;

use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};

/// The most rows a list may have: a day's appointments of a clinic are a few hundred.
pub const MAX_ROWS: usize = 10_000;
/// The largest file read (a day's list is kilobytes; a sheet with pictures a few megabytes).
pub const MAX_FILE_BYTES: usize = 32 * 1024 * 1024;
/// The most a spreadsheet's part (a sheet, its shared strings) may hold unpacked: a sheet of
/// 10,000 rows of twenty columns is a few megabytes of XML. Checked while unpacking, before the
/// spreadsheet reader is given the file: a 205 KB file may unpack to 200 MB.
pub const MAX_PART_BYTES: u64 = 16 * 1024 * 1024;
/// The columns of a list that are read, in every format: an agenda's export has a few dozen; a
/// cell beyond is not part of a list (a sheet that says it is 16,384 columns wide, or a CSV line
/// of 8 million fields, is never laid out as one).
pub const MAX_COLUMNS: usize = 256;
/// The most characters a cell may hold: a name, an address or a note is far shorter. A longer
/// cell is kept as its length only ([`Cell::TooLong`]) and said as a problem of its row.
pub const MAX_CELL_CHARS: usize = 1_000;

/// One cell as the file holds it.
#[derive(Clone, Debug, PartialEq)]
pub enum Cell {
    Empty,
    Text(String),
    /// A number in a spreadsheet (a phone number or a reference typed as a number, or a date
    /// kept as an Excel serial number).
    Number(f64),
    /// A cell the spreadsheet formats as a date.
    Date(jiff::civil::Date),
    /// A cell the spreadsheet formats as a date with a time of day (an appointment).
    DateTime(jiff::civil::DateTime),
    /// Text longer than [`MAX_CELL_CHARS`]: not a value of a list. Only its length is kept, so
    /// a megabyte in one cell is never copied, laid out or shown.
    TooLong {
        chars: usize,
    },
}

impl Cell {
    /// The cell as text: a number without a needless ".0" or exponent, a date as YYYY-MM-DD.
    pub fn text(&self) -> String {
        match self {
            Cell::Empty => String::new(),
            Cell::Text(text) => text.clone(),
            Cell::Number(number) => number_text(*number),
            Cell::Date(date) => date.to_string(),
            Cell::DateTime(moment) => moment.strftime("%Y-%m-%d %H:%M").to_string(),
            Cell::TooLong { .. } => String::new(),
        }
    }

    /// A cell of text as the list keeps it: cleaned of control characters ([`clean_text`]),
    /// trimmed, empty as [`Cell::Empty`], too long as [`Cell::TooLong`].
    pub fn from_text(raw: &str) -> Cell {
        let cleaned = clean_text(raw);
        let text = cleaned.trim();
        if text.is_empty() {
            return Cell::Empty;
        }
        let chars = text.chars().count();
        if chars > MAX_CELL_CHARS { Cell::TooLong { chars } } else { Cell::Text(text.to_owned()) }
    }

    pub fn is_empty(&self) -> bool {
        match self {
            Cell::Empty => true,
            Cell::Text(text) => text.trim().is_empty(),
            Cell::Number(_) | Cell::Date(_) | Cell::DateTime(_) | Cell::TooLong { .. } => false,
        }
    }

    /// The cell as a calendar date: a date cell, or a number read as an Excel serial date (a
    /// birthdate column exported without its date format). Text is left to the date rules.
    pub fn as_date(&self) -> Option<jiff::civil::Date> {
        match self {
            Cell::Date(date) => Some(*date),
            Cell::DateTime(moment) => Some(moment.date()),
            Cell::Number(serial) => excel_serial_date(*serial),
            Cell::Empty | Cell::Text(_) | Cell::TooLong { .. } => None,
        }
    }
}

/// A whole number as its digits (32470123456, not 3.2470123456e10); other numbers as Rust
/// writes them.
fn number_text(number: f64) -> String {
    if number.is_finite() && number.fract() == 0.0 && number.abs() < 1e15 {
        format!("{number:.0}")
    } else {
        number.to_string()
    }
}

/// The date of an Excel serial number in the 1900 date system (1 = 1900-01-01, with Excel's
/// phantom 29 February 1900 counted), or `None` outside 1900–9999.
pub fn excel_serial_date(serial: f64) -> Option<jiff::civil::Date> {
    if !serial.is_finite() || !(1.0..2_958_466.0).contains(&serial) {
        return None;
    }
    let days = serial.floor() as i64;
    // Serial 60 is the 29 February 1900 Excel believes in; from 61 on, day 0 is 1899-12-30.
    let epoch = if days < 60 { jiff::civil::date(1899, 12, 31) } else { jiff::civil::date(1899, 12, 30) };
    epoch.checked_add(jiff::Span::new().days(days)).ok()
}

/// One row of the list, with where it is in the file.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// The row's line in a CSV file, or its row number in the sheet (1-based, as the user's
    /// editor shows it).
    pub line: usize,
    pub cells: Vec<Cell>,
}

impl Row {
    pub fn cell(&self, column: usize) -> &Cell {
        self.cells.get(column).unwrap_or(&Cell::Empty)
    }
}

/// The list: the header row's names and the rows under it (empty rows left out).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Table {
    pub headers: Vec<String>,
    pub rows: Vec<Row>,
}

/// How a CSV file's text was encoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextEncoding {
    Utf8,
    /// UTF-8 starting with a byte-order mark (Excel's "CSV UTF-8").
    Utf8WithBom,
    /// Not UTF-8: read as Windows-1252, the code page of Excel's plain "CSV" in Western Europe.
    Windows1252,
    /// UTF-16, as Excel's "Unicode text" writes it (with or without a byte-order mark).
    Utf16Le,
    Utf16Be,
}

impl fmt::Display for TextEncoding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            TextEncoding::Utf8 => "UTF-8",
            TextEncoding::Utf8WithBom => "UTF-8 (with byte-order mark)",
            TextEncoding::Windows1252 => "Windows-1252",
            TextEncoding::Utf16Le => "UTF-16 (little-endian)",
            TextEncoding::Utf16Be => "UTF-16 (big-endian)",
        })
    }
}

/// What kind of file the list came from, as the user should be told.
#[derive(Clone, Debug, PartialEq)]
pub enum Source {
    Csv { encoding: TextEncoding, delimiter: char },
    Spreadsheet { sheet: String },
}

/// A list read from a file.
#[derive(Clone, Debug, PartialEq)]
pub struct Imported {
    pub table: Table,
    pub source: Source,
}

/// Why a file could not be read as a list.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum ImportError {
    #[error("the file is empty")]
    Empty,
    #[error("the file is larger than {max_megabytes} MB")]
    TooLarge { max_megabytes: usize },
    #[error("the list has more than {max} rows")]
    TooManyRows { max: usize },
    #[error("the file has no header row")]
    NoHeaders,
    #[error("files ending in .{extension} cannot be read; use CSV, XLSX, XLS or ODS")]
    UnknownKind { extension: String },
    #[error("line {line} cannot be read: {problem}")]
    Csv { line: usize, problem: String },
    #[error("the spreadsheet cannot be read: {problem}")]
    Spreadsheet { problem: String },
    #[error("the spreadsheet has no sheet with data")]
    NoSheetWithData,
    /// NUL bytes in a file that is not UTF-16: a binary file (renamed, or chosen by mistake).
    #[error("the file is not text (it holds NUL bytes): not a list")]
    NotText,
    /// A part of a spreadsheet unpacks to more than [`MAX_PART_BYTES`] (or the file has more
    /// parts than any workbook): refused before the spreadsheet reader holds any of it.
    #[error("the spreadsheet's part {part} unpacks to more than {max_megabytes} MB")]
    PartTooLarge { part: String, max_megabytes: u64 },
    /// An OpenDocument sheet that spans more cells than a list once its repeated rows and cells
    /// are counted ([`MAX_SHEET_CELLS`]).
    #[error("the sheet spans more than {max} cells")]
    TooManyCells { max: u64 },
    /// An Excel binary workbook (`.xlsb`, found by its parts, whatever its name): its parts are
    /// records, not XML, and its reader builds a sheet's whole declared rectangle. A day's list is
    /// never saved so; the user is asked for XLSX or CSV.
    #[error("the file is an Excel binary workbook (.xlsb), which is not read")]
    ExcelBinary,
    /// The reading was stopped (the user cancelled, or the window closed).
    #[error("the reading was stopped")]
    Cancelled,
}

/// Whether the reading should stop: checked between rows, cells and unpacked blocks.
pub(crate) fn stopped(cancel: &AtomicBool) -> Result<(), ImportError> {
    if cancel.load(Ordering::Relaxed) { Err(ImportError::Cancelled) } else { Ok(()) }
}

/// A header's text: as a cell's, and cut to [`MAX_CELL_CHARS`] characters when longer (a header
/// names a column; it is shown, never compared whole).
pub(crate) fn header_text(raw: &str) -> String {
    let cleaned = clean_text(raw);
    cleaned.trim().chars().take(MAX_CELL_CHARS).collect()
}

/// A cell's or header's text as it may be shown and compared: control characters (a NUL, an
/// escape, a bell — which a screen reader's D-Bus cannot even carry) are dropped; a quoted line
/// break stays in its cell (as `\n`: a Windows `\r` goes) and so does a tab.
pub fn clean_text(text: &str) -> std::borrow::Cow<'_, str> {
    let unwanted = |c: char| c.is_control() && !matches!(c, '\n' | '\t');
    if !text.chars().any(unwanted) {
        return std::borrow::Cow::Borrowed(text);
    }
    std::borrow::Cow::Owned(text.chars().filter(|c| !unwanted(*c)).collect())
}

/// Reads a list from a file's bytes; `file_name` decides how (by its extension).
pub fn read(file_name: &str, bytes: &[u8]) -> Result<Imported, ImportError> {
    read_until(file_name, bytes, &AtomicBool::new(false))
}

/// [`read`], stopping with [`ImportError::Cancelled`] soon after `cancel` is set (between rows,
/// cells and unpacked blocks): the reading runs off the window's thread, and the user or the
/// closing window may stop it.
pub fn read_until(file_name: &str, bytes: &[u8], cancel: &AtomicBool) -> Result<Imported, ImportError> {
    if bytes.is_empty() {
        return Err(ImportError::Empty);
    }
    if bytes.len() > MAX_FILE_BYTES {
        return Err(ImportError::TooLarge { max_megabytes: MAX_FILE_BYTES / (1024 * 1024) });
    }
    let extension = file_name.rsplit_once('.').map(|(_, ext)| ext.to_ascii_lowercase()).unwrap_or_default();
    match extension.as_str() {
        "csv" | "txt" | "tsv" => csv_file::read(bytes, cancel),
        "xlsx" | "xlsm" | "xlsb" | "xls" | "ods" => spreadsheet::read(bytes, cancel),
        _ => Err(ImportError::UnknownKind { extension }),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn excel_serial_numbers_are_the_dates_excel_shows() {
        let date = |serial| excel_serial_date(serial).unwrap().to_string();
        assert_eq!(date(1.0), "1900-01-01");
        assert_eq!(date(59.0), "1900-02-28");
        assert_eq!(date(61.0), "1900-03-01");
        assert_eq!(date(31_107.0), "1985-03-01");
        assert_eq!(date(45_292.0), "2024-01-01");
        assert_eq!(date(45_292.75), "2024-01-01", "the time of day is dropped");
        assert_eq!(excel_serial_date(0.0), None);
        assert_eq!(excel_serial_date(-5.0), None);
        assert_eq!(excel_serial_date(f64::NAN), None);
        assert_eq!(excel_serial_date(1e12), None);
    }

    #[test]
    fn numbers_read_as_the_digits_typed() {
        assert_eq!(Cell::Number(32_470_123_456.0).text(), "32470123456");
        assert_eq!(Cell::Number(12.5).text(), "12.5");
        assert_eq!(Cell::Number(-3.0).text(), "-3");
    }

    #[test]
    fn the_extension_decides_and_an_unknown_one_is_said() {
        assert_eq!(read("list.pdf", b"x"), Err(ImportError::UnknownKind { extension: "pdf".into() }));
        assert_eq!(read("list.csv", b""), Err(ImportError::Empty));
        assert!(read("LIST.CSV", b"a;b\n1;2\n").is_ok());
    }
}
