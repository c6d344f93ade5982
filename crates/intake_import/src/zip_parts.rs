//! A zipped workbook's parts measured before any is believed: each entry is unpacked through a
//! cap and its bytes counted, never kept. The sizes an archive declares are not trusted (a
//! hostile file declares what it likes); only what comes out of the decompressor counts. An
//! OpenDocument sheet's repeats are counted too: the spreadsheet reader expands them into a
//! dense sheet, so 82 bytes of XML may ask for a hundred million cells.

use std::io::{Cursor, Read};
use std::sync::atomic::AtomicBool;

use quick_xml::events::{BytesStart, Event};

use super::{ImportError, MAX_PART_BYTES};

/// The most cells (rows down to the last filled one × columns across to the last filled one)
/// an OpenDocument sheet may span: a list of 10,000 rows of 50 columns. The reader holds each
/// cell twice (its value and its formula), about 56 bytes together.
pub const MAX_SHEET_CELLS: u64 = 500_000;

/// More parts than any workbook has (a workbook with a hundred sheets has a few hundred).
const MAX_PARTS: usize = 10_000;
/// What all the parts together may unpack to.
const MAX_TOTAL_BYTES: u64 = 4 * MAX_PART_BYTES;

/// Checks every part of `bytes` when it is a zip archive (XLSX, ODS); other files (XLS) pass.
pub(crate) fn check(bytes: &[u8], cancel: &AtomicBool) -> Result<(), ImportError> {
    if !bytes.starts_with(b"PK\x03\x04") {
        return Ok(());
    }
    let too_large = |part: &str| ImportError::PartTooLarge {
        part: super::clean_text(part).chars().take(80).collect(),
        max_megabytes: MAX_PART_BYTES / (1024 * 1024),
    };
    let damaged = |error: zip::result::ZipError| ImportError::Spreadsheet { problem: error.to_string() };
    let mut archive = zip::ZipArchive::new(Cursor::new(bytes)).map_err(damaged)?;
    if archive.len() > MAX_PARTS {
        return Err(too_large("(the list of parts)"));
    }
    let mut block = vec![0_u8; 64 * 1024];
    let mut total = 0_u64;
    // An OpenDocument sheet's XML, kept as it is unpacked (within the part's cap) to count its
    // repeats after: unpacked once, not again.
    let mut content_xml = None;
    for index in 0..archive.len() {
        let mut part = archive.by_index(index).map_err(damaged)?;
        let name = part.name().map(|name| name.into_owned()).unwrap_or_default();
        let mut kept = (name == "content.xml").then(Vec::new);
        let mut unpacked = 0_u64;
        loop {
            super::stopped(cancel)?;
            let read = match part.read(&mut block) {
                Ok(0) => break,
                Ok(read) => read,
                Err(error) if error.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(error) => return Err(ImportError::Spreadsheet { problem: error.to_string() }),
            };
            unpacked += read as u64;
            total += read as u64;
            if unpacked > MAX_PART_BYTES || total > MAX_TOTAL_BYTES {
                return Err(too_large(&name));
            }
            if let Some(kept) = kept.as_mut() {
                kept.extend_from_slice(&block[..read]);
            }
        }
        if kept.is_some() {
            content_xml = kept;
        }
    }
    if let Some(xml) = content_xml {
        check_open_document_sheets(&xml, cancel)?;
    }
    Ok(())
}

/// Counts what each sheet of an OpenDocument `content.xml` spans once its repeated rows and
/// cells are expanded, as the spreadsheet reader will: from the first row to the last that has
/// a filled cell, and from the first column to the last filled one. XML the reader cannot parse
/// is left to it (it says so).
fn check_open_document_sheets(xml: &[u8], cancel: &AtomicBool) -> Result<(), ImportError> {
    let mut reader = quick_xml::Reader::from_reader(xml);
    let mut buffer = Vec::new();
    let (mut rows, mut last_filled_row, mut widest) = (0_u64, 0_u64, 0_u64);
    let (mut row_repeats, mut column, mut row_filled) = (1_u64, 0_u64, false);
    let mut events = 0_usize;
    loop {
        events += 1;
        if events.is_multiple_of(4096) {
            super::stopped(cancel)?;
        }
        let event = match reader.read_event_into(&mut buffer) {
            Ok(Event::Eof) | Err(_) => return Ok(()),
            Ok(event) => event,
        };
        match &event {
            Event::Start(element) | Event::Empty(element) => match element.name().into_inner() {
                "table:table" => (rows, last_filled_row, widest) = (0, 0, 0),
                "table:table-row" => {
                    (row_repeats, column, row_filled) = (repeats(element, "table:number-rows-repeated"), 0, false);
                }
                "table:table-cell" | "table:covered-table-cell" => {
                    let across = repeats(element, "table:number-columns-repeated");
                    // A cell with content (children, or a typed value) is filled.
                    let filled = matches!(event, Event::Start(_))
                        || element.try_get_attribute("office:value-type").ok().flatten().is_some();
                    column = column.saturating_add(across);
                    if filled {
                        row_filled = true;
                        widest = widest.max(column);
                    }
                }
                _ => {}
            },
            Event::End(element) if element.name().into_inner() == "table:table-row" => {
                rows = rows.saturating_add(row_repeats);
                if row_filled {
                    last_filled_row = rows;
                }
                if last_filled_row.saturating_mul(widest) > MAX_SHEET_CELLS {
                    return Err(ImportError::TooManyCells { max: MAX_SHEET_CELLS });
                }
            }
            _ => {}
        }
        buffer.clear();
    }
}

/// A repeat count attribute (1 when absent or not a number).
fn repeats(element: &BytesStart<'_>, name: &str) -> u64 {
    element
        .try_get_attribute(name)
        .ok()
        .flatten()
        .and_then(|attribute| attribute.value.trim().parse::<u64>().ok())
        .unwrap_or(1)
        .max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sheet(rows: &str) -> String {
        format!(
            "<office:document-content><office:body><office:spreadsheet><table:table table:name=\"A\">{rows}</table:table></office:spreadsheet></office:body></office:document-content>"
        )
    }

    /// LibreOffice pads every sheet to its full size with repeated empty rows and cells: those
    /// are not the sheet's extent.
    #[test]
    fn a_sheet_padded_as_libreoffice_writes_it_is_a_list() {
        let filled = "<table:table-row><table:table-cell office:value-type=\"string\"><text:p>Naam</text:p></table:table-cell><table:table-cell table:number-columns-repeated=\"1023\"/></table:table-row>";
        let padding = "<table:table-row table:number-rows-repeated=\"1048575\"><table:table-cell table:number-columns-repeated=\"1024\"/></table:table-row>";
        let xml = sheet(&format!("{}{padding}", filled.repeat(300)));
        assert!(check_open_document_sheets(xml.as_bytes(), &AtomicBool::new(false)).is_ok());
    }

    /// Filled cells repeated past the limit, down or across, are not.
    #[test]
    fn a_sheet_whose_filled_cells_repeat_past_a_list_is_refused() {
        let cell = |across: u32| {
            format!(
                "<table:table-cell table:number-columns-repeated=\"{across}\" office:value-type=\"float\" office:value=\"1\"/>"
            )
        };
        let down =
            sheet(&format!("<table:table-row table:number-rows-repeated=\"600000\">{}</table:table-row>", cell(1)));
        let across = sheet(&format!("<table:table-row>{}</table:table-row>", cell(600_000)));
        for xml in [down, across] {
            assert_eq!(
                check_open_document_sheets(xml.as_bytes(), &AtomicBool::new(false)),
                Err(ImportError::TooManyCells { max: MAX_SHEET_CELLS })
            );
        }
    }
}
