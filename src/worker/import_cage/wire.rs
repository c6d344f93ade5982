//! The one message the import's child writes back on its standard output: what it read from the
//! file (the list, or why it is not one), as a small header — a magic word, a version and the
//! payload's length — then the payload in a length-prefixed binary encoding.
//!
//! The parent believes nothing in it: the header is checked before the payload is read, the
//! payload's length against a cap, and every count against what a list may hold
//! ([`MAX_ROWS`], [`MAX_COLUMNS`], [`MAX_CELL_CHARS`]) before anything is allocated, so a
//! damaged or hostile message is refused in the size it came in. Text is valid UTF-8 without
//! control characters (what the screen reader is handed), dates are dates.

use crate::import::{
    Cell, ImportError, Imported, MAX_CELL_CHARS, MAX_COLUMNS, MAX_ROWS, Row, Source, Table, TextEncoding,
};

/// The first bytes of every message: not something a crash or a library prints by chance.
const MAGIC: &[u8; 8] = b"IDLIST\r\n";
/// The payload's encoding. A child of another version (an update replaced the binary while the
/// app ran) is refused rather than misread.
pub const VERSION: u16 = 1;
/// The magic word, the version (u16) and the payload's length (u32), little-endian.
pub const HEADER_BYTES: usize = MAGIC.len() + 2 + 4;
/// The most bytes a text of the message may take: [`MAX_CELL_CHARS`] characters of up to four
/// bytes each. Cells, headers, the sheet's name and the problems said are all cut to as many
/// characters by the child.
const MAX_TEXT_BYTES: usize = 4 * MAX_CELL_CHARS;

/// Why a message from the child is not believed (said in the details, for support).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Damaged {
    #[error("the answer does not start as an answer of the reader")]
    NotAnAnswer,
    #[error("the answer is of version {found}, not {VERSION}")]
    OtherVersion { found: u16 },
    #[error("the answer is longer than the {max} bytes it may have")]
    TooLong { max: usize },
    #[error("the answer ends early")]
    Truncated,
    #[error("the answer goes on after its end")]
    TrailingBytes,
    #[error("the answer holds {what} it may not hold")]
    Invalid { what: &'static str },
}

/// The message for `result`: the header, then the payload.
pub fn encode(result: &Result<Imported, ImportError>) -> Vec<u8> {
    let mut payload = Writer(Vec::new());
    match result {
        Ok(imported) => {
            payload.u8(0);
            payload.imported(imported);
        }
        Err(error) => {
            payload.u8(1);
            payload.error(error);
        }
    }
    let payload = payload.0;
    let mut message = Vec::with_capacity(HEADER_BYTES + payload.len());
    message.extend_from_slice(MAGIC);
    message.extend_from_slice(&VERSION.to_le_bytes());
    // A payload past u32 is past every cap: its length is said as the largest, and refused.
    message.extend_from_slice(&u32::try_from(payload.len()).unwrap_or(u32::MAX).to_le_bytes());
    message.extend_from_slice(&payload);
    message
}

/// The payload's length the header declares, once the magic word and the version are right and
/// the length is at most `max_payload`.
pub fn payload_length(header: &[u8; HEADER_BYTES], max_payload: usize) -> Result<usize, Damaged> {
    if &header[..MAGIC.len()] != MAGIC {
        return Err(Damaged::NotAnAnswer);
    }
    let version = u16::from_le_bytes([header[8], header[9]]);
    if version != VERSION {
        return Err(Damaged::OtherVersion { found: version });
    }
    let length = u32::from_le_bytes([header[10], header[11], header[12], header[13]]) as usize;
    if length > max_payload {
        return Err(Damaged::TooLong { max: max_payload });
    }
    Ok(length)
}

/// What the child read, from a payload of the length its header declared.
pub fn decode(payload: &[u8]) -> Result<Result<Imported, ImportError>, Damaged> {
    let mut reader = Reader { rest: payload };
    let result = match reader.u8()? {
        0 => Ok(reader.imported()?),
        1 => Err(reader.error()?),
        _ => return Err(Damaged::Invalid { what: "an outcome" }),
    };
    if !reader.rest.is_empty() {
        return Err(Damaged::TrailingBytes);
    }
    Ok(result)
}

struct Writer(Vec<u8>);

impl Writer {
    fn u8(&mut self, value: u8) {
        self.0.push(value);
    }

    fn u32(&mut self, value: u32) {
        self.0.extend_from_slice(&value.to_le_bytes());
    }

    fn u64(&mut self, value: u64) {
        self.0.extend_from_slice(&value.to_le_bytes());
    }

    fn count(&mut self, count: usize) {
        self.u32(u32::try_from(count).unwrap_or(u32::MAX));
    }

    /// A text cut to [`MAX_CELL_CHARS`] characters (the import keeps cells and headers within
    /// it already; a sheet's name or a problem's words may be longer, and are only shown).
    fn text(&mut self, text: &str) {
        let cut = text.char_indices().nth(MAX_CELL_CHARS).map_or(text, |(end, _)| &text[..end]);
        self.count(cut.len());
        self.0.extend_from_slice(cut.as_bytes());
    }

    fn imported(&mut self, imported: &Imported) {
        match &imported.source {
            Source::Csv { encoding, delimiter } => {
                self.u8(0);
                self.u8(match encoding {
                    TextEncoding::Utf8 => 0,
                    TextEncoding::Utf8WithBom => 1,
                    TextEncoding::Windows1252 => 2,
                    TextEncoding::Utf16Le => 3,
                    TextEncoding::Utf16Be => 4,
                });
                self.u32(u32::from(*delimiter));
            }
            Source::Spreadsheet { sheet } => {
                self.u8(1);
                self.text(sheet);
            }
        }
        // The columns a list is read with: a cell past them is not part of it.
        let headers = &imported.table.headers[..imported.table.headers.len().min(MAX_COLUMNS)];
        self.count(headers.len());
        for header in headers {
            self.text(header);
        }
        self.count(imported.table.rows.len());
        for row in &imported.table.rows {
            self.u64(row.line as u64);
            let cells = &row.cells[..row.cells.len().min(MAX_COLUMNS)];
            self.count(cells.len());
            for cell in cells {
                self.cell(cell);
            }
        }
    }

    fn cell(&mut self, cell: &Cell) {
        match cell {
            Cell::Empty => self.u8(0),
            Cell::Text(text) => {
                self.u8(1);
                self.text(text);
            }
            Cell::Number(number) => {
                self.u8(2);
                self.u64(number.to_bits());
            }
            Cell::Date(date) => {
                self.u8(3);
                self.date(*date);
            }
            Cell::DateTime(moment) => {
                self.u8(4);
                self.date(moment.date());
                let time = moment.time();
                for part in [time.hour(), time.minute(), time.second()] {
                    self.u8(part as u8);
                }
                self.u32(time.subsec_nanosecond() as u32);
            }
            Cell::TooLong { chars } => {
                self.u8(5);
                self.u64(*chars as u64);
            }
        }
    }

    fn date(&mut self, date: jiff::civil::Date) {
        self.0.extend_from_slice(&date.year().to_le_bytes());
        self.u8(date.month() as u8);
        self.u8(date.day() as u8);
    }

    fn error(&mut self, error: &ImportError) {
        match error {
            ImportError::Empty => self.u8(0),
            ImportError::TooLarge { max_megabytes } => {
                self.u8(1);
                self.u64(*max_megabytes as u64);
            }
            ImportError::TooManyRows { max } => {
                self.u8(2);
                self.u64(*max as u64);
            }
            ImportError::NoHeaders => self.u8(3),
            ImportError::UnknownKind { extension } => {
                self.u8(4);
                self.text(extension);
            }
            ImportError::Csv { line, problem } => {
                self.u8(5);
                self.u64(*line as u64);
                self.text(problem);
            }
            ImportError::Spreadsheet { problem } => {
                self.u8(6);
                self.text(problem);
            }
            ImportError::NoSheetWithData => self.u8(7),
            ImportError::NotText => self.u8(8),
            ImportError::PartTooLarge { part, max_megabytes } => {
                self.u8(9);
                self.text(part);
                self.u64(*max_megabytes);
            }
            ImportError::TooManyCells { max } => {
                self.u8(10);
                self.u64(*max);
            }
            ImportError::Cancelled => self.u8(11),
            ImportError::ExcelBinary => self.u8(12),
        }
    }
}

struct Reader<'a> {
    rest: &'a [u8],
}

impl<'a> Reader<'a> {
    fn bytes(&mut self, count: usize) -> Result<&'a [u8], Damaged> {
        if self.rest.len() < count {
            return Err(Damaged::Truncated);
        }
        let (taken, rest) = self.rest.split_at(count);
        self.rest = rest;
        Ok(taken)
    }

    fn array<const N: usize>(&mut self) -> Result<[u8; N], Damaged> {
        let mut array = [0; N];
        array.copy_from_slice(self.bytes(N)?);
        Ok(array)
    }

    fn u8(&mut self) -> Result<u8, Damaged> {
        Ok(self.array::<1>()?[0])
    }

    fn u32(&mut self) -> Result<u32, Damaged> {
        Ok(u32::from_le_bytes(self.array()?))
    }

    fn u64(&mut self) -> Result<u64, Damaged> {
        Ok(u64::from_le_bytes(self.array()?))
    }

    /// A number that must fit a `usize`.
    fn size(&mut self, what: &'static str) -> Result<usize, Damaged> {
        usize::try_from(self.u64()?).map_err(|_| Damaged::Invalid { what })
    }

    /// A count of items, at most `max`: checked before anything is allocated for them.
    fn count(&mut self, max: usize, what: &'static str) -> Result<usize, Damaged> {
        let count = self.u32()? as usize;
        if count > max { Err(Damaged::Invalid { what }) } else { Ok(count) }
    }

    /// Text of at most [`MAX_CELL_CHARS`] characters, without control characters other than a
    /// line break or a tab (the import drops the others; a message holding one is not its).
    fn text(&mut self) -> Result<String, Damaged> {
        let length = self.count(MAX_TEXT_BYTES, "a text longer than a cell")?;
        let text = std::str::from_utf8(self.bytes(length)?).map_err(|_| Damaged::Invalid { what: "text not UTF-8" })?;
        if text.chars().count() > MAX_CELL_CHARS {
            return Err(Damaged::Invalid { what: "a text longer than a cell" });
        }
        if text.chars().any(|c| c.is_control() && !matches!(c, '\n' | '\t')) {
            return Err(Damaged::Invalid { what: "control characters" });
        }
        Ok(text.to_owned())
    }

    fn imported(&mut self) -> Result<Imported, Damaged> {
        let source = match self.u8()? {
            0 => {
                let encoding = match self.u8()? {
                    0 => TextEncoding::Utf8,
                    1 => TextEncoding::Utf8WithBom,
                    2 => TextEncoding::Windows1252,
                    3 => TextEncoding::Utf16Le,
                    4 => TextEncoding::Utf16Be,
                    _ => return Err(Damaged::Invalid { what: "an encoding" }),
                };
                let delimiter = char::from_u32(self.u32()?)
                    .filter(|c| !c.is_control() || *c == '\t')
                    .ok_or(Damaged::Invalid { what: "a separator" })?;
                Source::Csv { encoding, delimiter }
            }
            1 => Source::Spreadsheet { sheet: self.text()? },
            _ => return Err(Damaged::Invalid { what: "a kind of file" }),
        };
        let header_count = self.count(MAX_COLUMNS, "more columns than a list")?;
        let mut headers = Vec::with_capacity(header_count);
        for _ in 0..header_count {
            headers.push(self.text()?);
        }
        let row_count = self.count(MAX_ROWS, "more rows than a list")?;
        let mut rows = Vec::with_capacity(row_count);
        for _ in 0..row_count {
            let line = self.size("a line number")?;
            let cell_count = self.count(MAX_COLUMNS, "more columns than a list")?;
            let mut cells = Vec::with_capacity(cell_count);
            for _ in 0..cell_count {
                cells.push(self.cell()?);
            }
            rows.push(Row { line, cells });
        }
        Ok(Imported { table: Table { headers, rows }, source })
    }

    fn cell(&mut self) -> Result<Cell, Damaged> {
        Ok(match self.u8()? {
            0 => Cell::Empty,
            1 => Cell::Text(self.text()?),
            2 => Cell::Number(f64::from_bits(self.u64()?)),
            3 => Cell::Date(self.date()?),
            4 => {
                let date = self.date()?;
                let [hour, minute, second] = self.array::<3>()?.map(|part| part as i8);
                let nanos = i32::try_from(self.u32()?).map_err(|_| Damaged::Invalid { what: "a time" })?;
                let time = jiff::civil::Time::new(hour, minute, second, nanos)
                    .map_err(|_| Damaged::Invalid { what: "a time" })?;
                Cell::DateTime(date.to_datetime(time))
            }
            5 => Cell::TooLong { chars: self.size("a cell's length")? },
            _ => return Err(Damaged::Invalid { what: "a kind of cell" }),
        })
    }

    fn date(&mut self) -> Result<jiff::civil::Date, Damaged> {
        let year = i16::from_le_bytes(self.array()?);
        let [month, day] = self.array::<2>()?.map(|part| part as i8);
        jiff::civil::Date::new(year, month, day).map_err(|_| Damaged::Invalid { what: "a date" })
    }

    fn error(&mut self) -> Result<ImportError, Damaged> {
        Ok(match self.u8()? {
            0 => ImportError::Empty,
            1 => ImportError::TooLarge { max_megabytes: self.size("a size")? },
            2 => ImportError::TooManyRows { max: self.size("a number of rows")? },
            3 => ImportError::NoHeaders,
            4 => ImportError::UnknownKind { extension: self.text()? },
            5 => ImportError::Csv { line: self.size("a line number")?, problem: self.text()? },
            6 => ImportError::Spreadsheet { problem: self.text()? },
            7 => ImportError::NoSheetWithData,
            8 => ImportError::NotText,
            9 => ImportError::PartTooLarge { part: self.text()?, max_megabytes: self.u64()? },
            10 => ImportError::TooManyCells { max: self.u64()? },
            11 => ImportError::Cancelled,
            12 => ImportError::ExcelBinary,
            _ => return Err(Damaged::Invalid { what: "a kind of problem" }),
        })
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    fn round_trip(result: &Result<Imported, ImportError>) -> Result<Imported, ImportError> {
        let message = encode(result);
        let header: [u8; HEADER_BYTES] = message[..HEADER_BYTES].try_into().unwrap();
        let length = payload_length(&header, usize::MAX).unwrap();
        assert_eq!(length, message.len() - HEADER_BYTES);
        decode(&message[HEADER_BYTES..]).unwrap()
    }

    /// Every kind of cell, source and problem comes back as it was read.
    #[test]
    fn what_the_child_read_comes_back_as_it_was() {
        let moment = jiff::civil::date(2026, 11, 24).at(9, 30, 15, 0);
        let imported = Imported {
            table: Table {
                headers: vec!["Naam".into(), "Geboortedatum".into(), String::new()],
                rows: vec![Row {
                    line: 2,
                    cells: vec![
                        Cell::Text("Zoë\nline two\ttab".into()),
                        Cell::Date(jiff::civil::date(1985, 3, 1)),
                        Cell::DateTime(moment),
                        Cell::Number(32_470_123_456.0),
                        Cell::Number(-0.5),
                        Cell::TooLong { chars: 5000 },
                        Cell::Empty,
                    ],
                }],
            },
            source: Source::Csv { encoding: TextEncoding::Windows1252, delimiter: ';' },
        };
        assert_eq!(round_trip(&Ok(imported.clone())), Ok(imported));
        let sheet = Imported { table: Table::default(), source: Source::Spreadsheet { sheet: "Afspraken".into() } };
        assert_eq!(round_trip(&Ok(sheet.clone())), Ok(sheet));
        for error in [
            ImportError::Empty,
            ImportError::TooLarge { max_megabytes: 32 },
            ImportError::TooManyRows { max: MAX_ROWS },
            ImportError::NoHeaders,
            ImportError::UnknownKind { extension: "pdf".into() },
            ImportError::Csv { line: 7, problem: "unequal lengths".into() },
            ImportError::Spreadsheet { problem: "bad zip".into() },
            ImportError::NoSheetWithData,
            ImportError::NotText,
            ImportError::PartTooLarge { part: "xl/sharedStrings.xml".into(), max_megabytes: 16 },
            ImportError::TooManyCells { max: 500_000 },
            ImportError::Cancelled,
            ImportError::ExcelBinary,
        ] {
            assert_eq!(round_trip(&Err(error.clone())), Err(error));
        }
    }

    /// A list wider than a list's columns is sent with its first ones; a sheet's long name cut.
    #[test]
    fn what_no_list_holds_is_cut_by_the_child() {
        let wide = Imported {
            table: Table {
                headers: vec!["h".into(); MAX_COLUMNS + 5],
                rows: vec![Row { line: 2, cells: vec![Cell::Empty; MAX_COLUMNS + 5] }],
            },
            source: Source::Spreadsheet { sheet: "s".repeat(MAX_CELL_CHARS + 10) },
        };
        let back = round_trip(&Ok(wide)).unwrap();
        assert_eq!(back.table.headers.len(), MAX_COLUMNS);
        assert_eq!(back.table.rows[0].cells.len(), MAX_COLUMNS);
        assert_eq!(back.source, Source::Spreadsheet { sheet: "s".repeat(MAX_CELL_CHARS) });
    }

    /// The header is checked before the payload is read: another program's output, another
    /// version, a length past the cap.
    #[test]
    fn a_header_that_is_not_the_reader_s_is_refused() {
        let message = encode(&Err(ImportError::Empty));
        let header = |message: &[u8]| -> [u8; HEADER_BYTES] { message[..HEADER_BYTES].try_into().unwrap() };
        assert_eq!(payload_length(&header(b"running 0 tests\n\ntest result"), 100), Err(Damaged::NotAnAnswer));
        let mut other = message.clone();
        other[8] = 2;
        assert_eq!(payload_length(&header(&other), 100), Err(Damaged::OtherVersion { found: 2 }));
        let mut long = message.clone();
        long[10..14].copy_from_slice(&101_u32.to_le_bytes());
        assert_eq!(payload_length(&header(&long), 100), Err(Damaged::TooLong { max: 100 }));
    }

    /// A payload that claims more than a list holds is refused before anything is allocated for
    /// it, and so is one that is cut short, goes on, or holds what the import never writes.
    #[test]
    fn a_damaged_payload_is_refused() {
        let list = |headers: u32, rows: u32| {
            let mut payload = vec![0, 1];
            payload.extend_from_slice(&0_u32.to_le_bytes());
            payload.extend_from_slice(&headers.to_le_bytes());
            payload.extend_from_slice(&rows.to_le_bytes());
            payload
        };
        assert!(decode(&list(0, 0)).is_ok());
        assert!(matches!(decode(&list(u32::MAX, 0)), Err(Damaged::Invalid { .. })), "4 billion columns");
        assert!(matches!(decode(&list(0, u32::MAX)), Err(Damaged::Invalid { .. })), "4 billion rows");
        assert_eq!(decode(&list(0, 1)), Err(Damaged::Truncated));
        let mut trailing = list(0, 0);
        trailing.push(0);
        assert_eq!(decode(&trailing), Err(Damaged::TrailingBytes));
        let text = |bytes: &[u8]| {
            let mut payload = vec![1, 6];
            payload.extend_from_slice(&(bytes.len() as u32).to_le_bytes());
            payload.extend_from_slice(bytes);
            decode(&payload)
        };
        assert!(text(b"bad zip").is_ok());
        assert_eq!(text(b"\xff\xfe"), Err(Damaged::Invalid { what: "text not UTF-8" }));
        assert_eq!(text(b"a\0b"), Err(Damaged::Invalid { what: "control characters" }));
        assert!(matches!(text(&[b'a'; MAX_CELL_CHARS + 1]), Err(Damaged::Invalid { .. })));
        assert_eq!(decode(&[7]), Err(Damaged::Invalid { what: "an outcome" }));
        assert_eq!(decode(&[]), Err(Damaged::Truncated));
    }
}
