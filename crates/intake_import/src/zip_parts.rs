//! A zipped workbook's parts measured before any is believed (and an Excel binary workbook
//! refused by them): each entry is unpacked through a
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
    // An Excel binary workbook keeps its workbook as records (`xl/workbook.bin`), found by its
    // parts whatever the file's name says.
    if archive.file_names().any(|name| name.is_ok_and(|name| name.eq_ignore_ascii_case("xl/workbook.bin"))) {
        return Err(ImportError::ExcelBinary);
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

/// Counts what the sheets of an OpenDocument `content.xml` span once their repeated rows and
/// cells are expanded, as the spreadsheet reader will: each sheet from its first row to the last
/// that has a filled cell, and from the first column to the last filled one, all sheets together
/// (the reader keeps every sheet). The text the cells will hold is counted too, repeats and
/// `<text:s text:c="…"/>` spaces expanded: 40 bytes of XML may ask for two billion spaces.
///
/// The XML is read as leniently as the reader reads it (end tags need not match, empty elements
/// are a start and an end): whatever it passes, this counts. XML it cannot parse either is the
/// file's damage, said as such.
fn check_open_document_sheets(xml: &[u8], cancel: &AtomicBool) -> Result<(), ImportError> {
    let mut reader = quick_xml::Reader::from_reader(xml);
    let config = reader.config_mut();
    config.check_end_names = false;
    config.trim_text(false);
    config.check_comments = false;
    config.expand_empty_elements = true;
    let mut buffer = Vec::new();
    let mut count = OpenDocumentCount::default();
    let mut events = 0_usize;
    loop {
        events += 1;
        if events.is_multiple_of(4096) {
            super::stopped(cancel)?;
        }
        let event = reader
            .read_event_into(&mut buffer)
            .map_err(|error| ImportError::Spreadsheet { problem: format!("content.xml: {error}") })?;
        match &event {
            Event::Eof => return Ok(()),
            Event::Start(element) => count.start(element),
            Event::Text(text) => count.text(text.len() as u64),
            Event::CData(text) => count.text(text.len() as u64),
            Event::GeneralRef(_) => count.text(1),
            Event::End(element) => count.end(element.name().into_inner())?,
            _ => {}
        }
        buffer.clear();
    }
}

/// What [`check_open_document_sheets`] has counted so far.
#[derive(Default)]
struct OpenDocumentCount {
    /// The cells of the sheets already ended, as the reader holds them.
    earlier_sheets_cells: u64,
    /// The sheet being read: its rows so far, the last with a filled cell, its widest filled row.
    rows: u64,
    last_filled_row: u64,
    widest: u64,
    /// The row being read: how often it repeats, the columns so far, whether a cell is filled, the
    /// text of its cells (each times its repeats across).
    row_repeats: u64,
    column: u64,
    row_filled: bool,
    row_text: u64,
    /// The cell being read: how often it repeats across, whether it holds something, its text.
    cell_across: Option<u64>,
    cell_filled: bool,
    cell_text: u64,
    /// The text of every cell read, repeats expanded.
    text: u64,
}

impl OpenDocumentCount {
    fn start(&mut self, element: &BytesStart<'_>) {
        match element.name().into_inner() {
            "table:table" => (self.rows, self.last_filled_row, self.widest) = (0, 0, 0),
            "table:table-row" => {
                self.row_repeats = repeats(element, "table:number-rows-repeated");
                (self.column, self.row_filled, self.row_text) = (0, false, 0);
            }
            "table:table-cell" | "table:covered-table-cell" => {
                self.cell_across = Some(repeats(element, "table:number-columns-repeated"));
                // A typed value fills a cell; so does any content (checked as it comes).
                self.cell_filled = element.try_get_attribute("office:value-type").ok().flatten().is_some();
                self.cell_text = 0;
            }
            "text:s" => self.text(repeats(element, "text:c")),
            _ if self.cell_across.is_some() => self.cell_filled = true,
            _ => {}
        }
    }

    fn text(&mut self, bytes: u64) {
        if self.cell_across.is_some() {
            self.cell_filled = true;
            self.cell_text = self.cell_text.saturating_add(bytes);
        }
    }

    fn end(&mut self, name: &str) -> Result<(), ImportError> {
        match name {
            "table:table-cell" | "table:covered-table-cell" => {
                let across = self.cell_across.take().unwrap_or(1);
                self.column = self.column.saturating_add(across);
                self.row_text = self.row_text.saturating_add(self.cell_text.saturating_mul(across));
                if self.cell_filled {
                    self.row_filled = true;
                    self.widest = self.widest.max(self.column);
                }
            }
            "table:table-row" => {
                self.rows = self.rows.saturating_add(self.row_repeats);
                if self.row_filled {
                    self.last_filled_row = self.rows;
                }
                let cells = self.earlier_sheets_cells.saturating_add(self.last_filled_row.saturating_mul(self.widest));
                if cells > MAX_SHEET_CELLS {
                    return Err(ImportError::TooManyCells { max: MAX_SHEET_CELLS });
                }
                self.text = self.text.saturating_add(self.row_text.saturating_mul(self.row_repeats));
                if self.text > MAX_PART_BYTES {
                    return Err(ImportError::PartTooLarge {
                        part: "content.xml".to_owned(),
                        max_megabytes: MAX_PART_BYTES / (1024 * 1024),
                    });
                }
            }
            "table:table" => {
                self.earlier_sheets_cells =
                    self.earlier_sheets_cells.saturating_add(self.last_filled_row.saturating_mul(self.widest));
                (self.rows, self.last_filled_row, self.widest) = (0, 0, 0);
            }
            _ => {}
        }
        Ok(())
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

    fn filled_cell(across: u32) -> String {
        format!(
            "<table:table-cell table:number-columns-repeated=\"{across}\" office:value-type=\"float\" office:value=\"1\"/>"
        )
    }

    fn refused_for_cells(xml: &str) -> bool {
        check_open_document_sheets(xml.as_bytes(), &AtomicBool::new(false))
            == Err(ImportError::TooManyCells { max: MAX_SHEET_CELLS })
    }

    /// A self-closing row repeated a million times has no end tag, but the spreadsheet reader
    /// (which expands empty elements) counts it: the filled row after it is a million rows down.
    #[test]
    fn self_closing_repeated_rows_are_counted() {
        let xml = sheet(&format!(
            "<table:table-row table:number-rows-repeated=\"1000000\"/><table:table-row>{}</table:table-row>",
            filled_cell(100)
        ));
        assert!(refused_for_cells(&xml), "{:?}", check_open_document_sheets(xml.as_bytes(), &AtomicBool::new(false)));
    }

    /// The spreadsheet reader keeps every sheet: fifty sheets each just under the limit are
    /// fifty times it.
    #[test]
    fn the_cells_of_every_sheet_count_together() {
        let one = format!(
            "<table:table table:name=\"S\"><table:table-row table:number-rows-repeated=\"4000\">{}</table:table-row></table:table>",
            filled_cell(100)
        );
        let xml = format!(
            "<office:document-content><office:body><office:spreadsheet>{}</office:spreadsheet></office:body></office:document-content>",
            one.repeat(50)
        );
        assert!(refused_for_cells(&xml));
    }

    /// XML the spreadsheet reader passes (an end tag that does not match, as its lenient reader
    /// allows) does not stop the count before the sheet.
    #[test]
    fn a_mismatched_end_tag_before_the_table_does_not_stop_the_count() {
        let xml = sheet(&format!(
            "<table:table-row table:number-rows-repeated=\"600000\">{}</table:table-row>",
            filled_cell(1)
        ))
        .replace("<office:body>", "<office:body><text:p>x</text:span>");
        assert!(refused_for_cells(&xml));
    }

    /// `<text:s text:c="2147483647"/>` is two billion spaces in the reader's cell: text beyond
    /// what a list's part may hold, counted with its repeats, is refused.
    #[test]
    fn repeated_spaces_beyond_a_list_are_refused() {
        let spaces = |count: u64, across: u32| {
            sheet(&format!(
                "<table:table-row><table:table-cell table:number-columns-repeated=\"{across}\" office:value-type=\"string\"><text:p>a<text:s text:c=\"{count}\"/></text:p></table:table-cell></table:table-row>"
            ))
        };
        let too_much = |xml: String| {
            matches!(
                check_open_document_sheets(xml.as_bytes(), &AtomicBool::new(false)),
                Err(ImportError::PartTooLarge { .. })
            )
        };
        assert!(too_much(spaces(2_147_483_647, 1)), "one cell of two billion spaces");
        assert!(too_much(spaces(100_000, 200)), "100,000 spaces repeated across 200 cells");
        assert!(!too_much(spaces(3, 200)), "a few spaces are text");
    }
}
