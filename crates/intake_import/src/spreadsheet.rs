//! Spreadsheets (XLSX, XLS, ODS) through calamine: the first sheet that holds data; the first
//! non-empty row is the header row; date cells become dates, numbers stay numbers (a birthdate
//! kept as a serial number is read as a date where a date is expected, see
//! [`Cell::as_date`](super::Cell::as_date)), formulas give the values the spreadsheet computed.

use std::io::Cursor;
use std::sync::atomic::AtomicBool;

use calamine::{Data, DataRef, Reader as _};

use super::{Cell, ImportError, Imported, MAX_COLUMNS, MAX_ROWS, Row, Source, Table};

/// Reads a spreadsheet's bytes (the kind is found from the content), until `cancel` is set.
/// A zipped workbook (XLSX, ODS) has each of its parts unpacked and measured first, with a cap
/// ([`super::MAX_PART_BYTES`]): the reader is given only a file whose every part is of a list's
/// size.
///
/// The spreadsheet library can panic on a damaged file (an index past a record's end, seen on
/// a mutated XLS): that is the file's fault, so it becomes the file's error, not a crash. (The
/// app reads lists in a child process besides, which a crash or an abort ends alone.)
pub fn read(bytes: &[u8], cancel: &AtomicBool) -> Result<Imported, ImportError> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| read_trusting_the_library(bytes, cancel))).unwrap_or_else(
        |_| Err(ImportError::Spreadsheet { problem: "the spreadsheet reader failed on this file".to_owned() }),
    )
}

fn read_trusting_the_library(bytes: &[u8], cancel: &AtomicBool) -> Result<Imported, ImportError> {
    super::zip_parts::check(bytes, cancel)?;
    let mut workbook = calamine::open_workbook_auto_from_rs(Cursor::new(bytes.to_vec()))
        .map_err(|error| ImportError::Spreadsheet { problem: error.to_string() })?;
    if let calamine::Sheets::Xlsx(xlsx) = &mut workbook {
        return read_xlsx(xlsx, cancel);
    }
    let names = workbook.sheet_names();
    for (index, name) in names.iter().enumerate() {
        let Some(range) = workbook.worksheet_range_at(index) else { continue };
        let range = range.map_err(|error| ImportError::Spreadsheet { problem: error.to_string() })?;
        // Rows and columns as the sheet numbers them (the range may start below row 1).
        let (first_row, first_column) = range.start().unwrap_or((0, 0));
        let mut headers: Option<Vec<String>> = None;
        let mut rows = Vec::new();
        for (offset, cells) in range.rows().enumerate() {
            super::stopped(cancel)?;
            // Only a list's columns: the cells past them are not looked at.
            let cells: Vec<Cell> = std::iter::repeat_n(Cell::Empty, first_column as usize)
                .chain(cells.iter().take(MAX_COLUMNS.saturating_sub(first_column as usize)).map(cell))
                .take(MAX_COLUMNS)
                .collect();
            if cells.iter().all(Cell::is_empty) {
                continue;
            }
            if headers.is_none() {
                headers = Some(cells.iter().map(|cell| super::header_text(&cell.text())).collect());
                continue;
            }
            if rows.len() == MAX_ROWS {
                return Err(ImportError::TooManyRows { max: MAX_ROWS });
            }
            rows.push(Row { line: first_row as usize + offset + 1, cells });
        }
        if let Some(headers) = headers {
            return Ok(Imported {
                table: Table { headers, rows },
                source: Source::Spreadsheet { sheet: super::clean_text(name).into_owned() },
            });
        }
    }
    Err(ImportError::NoSheetWithData)
}

/// An XLSX sheet read cell by cell as the file lists them, never as the dense rectangle its
/// declared dimension describes: a 1.5 KB file naming A1 and XFD1048576 would otherwise ask for
/// half a terabyte. Columns past [`MAX_COLUMNS`] are left out; rows past [`MAX_ROWS`] refuse
/// the file.
fn read_xlsx(xlsx: &mut calamine::Xlsx<Cursor<Vec<u8>>>, cancel: &AtomicBool) -> Result<Imported, ImportError> {
    let problem = |error: calamine::XlsxError| ImportError::Spreadsheet { problem: error.to_string() };
    for name in xlsx.sheet_names() {
        // Rows by their number in the sheet, each with its cells by column.
        let mut sheet: std::collections::BTreeMap<u32, Vec<Cell>> = std::collections::BTreeMap::new();
        let mut reader = xlsx.worksheet_cells_reader(&name).map_err(problem)?;
        let mut read = 0_usize;
        // The shared strings' cells, by where the reader keeps each string: made once.
        let mut shared: std::collections::HashMap<(usize, usize), Cell> = std::collections::HashMap::new();
        while let Some(found) = reader.next_cell().map_err(problem)? {
            read += 1;
            if read.is_multiple_of(1024) {
                super::stopped(cancel)?;
            }
            let (row, column) = found.get_position();
            let column = column as usize;
            if column >= MAX_COLUMNS {
                continue;
            }
            let value = match found.get_value() {
                // A shared string is the workbook's, one for every cell that names it: looked at
                // once, never copied per cell (one long string in every cell would be copied
                // and counted a hundred thousand times).
                DataRef::SharedString(text) => {
                    let key = (text.as_ptr() as usize, text.len());
                    shared.entry(key).or_insert_with(|| Cell::from_text(text)).clone()
                }
                other => cell(&Data::from(other.clone())),
            };
            if value.is_empty() {
                continue;
            }
            if !sheet.contains_key(&row) && sheet.len() > MAX_ROWS {
                return Err(ImportError::TooManyRows { max: MAX_ROWS });
            }
            let cells = sheet.entry(row).or_default();
            if cells.len() <= column {
                cells.resize(column + 1, Cell::Empty);
            }
            cells[column] = value;
        }
        drop(reader);
        let mut rows = sheet.into_iter();
        let Some((_, header_cells)) = rows.next() else { continue };
        let headers = header_cells.iter().map(|cell| super::header_text(&cell.text())).collect();
        let rows = rows.map(|(row, cells)| Row { line: row as usize + 1, cells }).collect();
        return Ok(Imported {
            table: Table { headers, rows },
            source: Source::Spreadsheet { sheet: super::clean_text(&name).into_owned() },
        });
    }
    Err(ImportError::NoSheetWithData)
}

fn cell(data: &Data) -> Cell {
    match data {
        Data::Empty => Cell::Empty,
        Data::String(text) => Cell::from_text(text),
        Data::Int(number) => Cell::Number(*number as f64),
        Data::Float(number) => Cell::Number(*number),
        Data::Bool(flag) => Cell::Text(flag.to_string()),
        Data::DateTime(moment) if moment.is_datetime() => {
            let (year, month, day, hour, minute, second, _) = moment.to_ymd_hms_milli();
            let Ok(date) = jiff::civil::Date::new(year as i16, month as i8, day as i8) else {
                return Cell::Number(moment.as_f64());
            };
            // A time of day (an appointment's) is kept; a date alone stays a date.
            match jiff::civil::Time::new(hour as i8, minute as i8, second as i8, 0) {
                Ok(time) if time != jiff::civil::Time::midnight() => Cell::DateTime(date.to_datetime(time)),
                _ => Cell::Date(date),
            }
        }
        // A duration is not a date: its number, as the sheet has it.
        Data::DateTime(moment) => Cell::Number(moment.as_f64()),
        Data::DateTimeIso(text) => text
            .get(..10)
            .and_then(|date| date.parse::<jiff::civil::Date>().ok())
            .map_or_else(|| Cell::from_text(text), Cell::Date),
        Data::DurationIso(text) => Cell::from_text(text),
        Data::Error(error) => Cell::Text(error.to_string()),
    }
}
