//! CSV files: the encoding (UTF-8, with or without a byte-order mark, else Windows-1252) and the
//! separator (semicolon, comma or tab, whichever splits the first lines evenly) are detected;
//! quoted fields may hold separators and line breaks; empty lines are left out.

use super::{Cell, ImportError, Imported, MAX_CELL_CHARS, MAX_COLUMNS, MAX_ROWS, Row, Source, Table, TextEncoding};

/// The separators a list may use, in the order they win a tie (Belgian and Dutch Excel write
/// semicolons, because the comma is their decimal sign).
const SEPARATORS: [u8; 3] = [b';', b',', b'\t'];
/// How many lines are looked at to choose the separator.
const SNIFF_LINES: usize = 10;

/// Reads a CSV file's bytes, until `cancel` is set.
pub fn read(bytes: &[u8], cancel: &std::sync::atomic::AtomicBool) -> Result<Imported, ImportError> {
    let (text, encoding) = decode(bytes)?;
    if text.trim().is_empty() {
        return Err(ImportError::Empty);
    }
    let delimiter = choose_separator(&text);
    let mut records = Records { reader: csv_core::ReaderBuilder::new().delimiter(delimiter).build(), at: 0 };
    let mut headers: Option<Vec<String>> = None;
    let mut rows = Vec::new();
    // Line numbers are counted from each record's byte offset, as an editor numbers lines (the
    // empty lines skipped between records included).
    let mut lines = LineCounter::default();
    while let Some(record) = records.next(text.as_bytes(), cancel)? {
        let line = lines.line_at(&text, record.start);
        if record.fields.iter().all(|field| field.text.trim().is_empty()) {
            continue;
        }
        if headers.is_none() {
            headers = Some(record.fields.iter().map(|field| super::header_text(&field.text)).collect());
            continue;
        }
        if rows.len() == MAX_ROWS {
            return Err(ImportError::TooManyRows { max: MAX_ROWS });
        }
        let cells = record.fields.iter().map(Field::cell).collect();
        rows.push(Row { line, cells });
    }
    let headers = headers.ok_or(ImportError::NoHeaders)?;
    Ok(Imported { table: Table { headers, rows }, source: Source::Csv { encoding, delimiter: char::from(delimiter) } })
}

/// The most of a field that is kept: a cell of [`MAX_CELL_CHARS`] characters takes at most four
/// bytes each, so a field longer than this is too long for a list whatever it holds.
const KEPT_FIELD_BYTES: usize = 4 * MAX_CELL_CHARS;

/// The records of a CSV text, split by the csv crate's own parser (`csv-core`: quotes, doubled
/// quotes, line breaks inside quotes, empty lines skipped), holding only what a list can use: the
/// first [`MAX_COLUMNS`] fields of a record, each up to [`KEPT_FIELD_BYTES`]. A line of eight
/// million fields, or a field of sixteen megabytes, is read past, never held (the csv crate's
/// records keep every field's bounds: 172 MiB for one 16 MB line).
struct Records {
    reader: csv_core::Reader,
    /// How far into the text the reading is.
    at: usize,
}

/// A record: where it starts (a byte offset into the text) and its fields.
struct Record {
    start: usize,
    fields: Vec<Field>,
}

/// A field: its text up to [`KEPT_FIELD_BYTES`], and its whole length in characters.
#[derive(Default)]
struct Field {
    kept: Vec<u8>,
    text: String,
    chars: usize,
}

impl Field {
    fn push(&mut self, bytes: &[u8]) {
        // Characters are counted by their first bytes (a UTF-8 continuation byte is 10xxxxxx).
        self.chars += bytes.iter().filter(|&&byte| byte & 0xC0 != 0x80).count();
        let room = KEPT_FIELD_BYTES.saturating_sub(self.kept.len());
        self.kept.extend_from_slice(&bytes[..bytes.len().min(room)]);
    }

    fn finish(mut self) -> Field {
        self.text = String::from_utf8_lossy(&self.kept).into_owned();
        self.kept = Vec::new();
        self
    }

    fn cell(&self) -> Cell {
        if self.chars > MAX_CELL_CHARS && self.text.len() >= KEPT_FIELD_BYTES {
            Cell::TooLong { chars: self.chars }
        } else {
            Cell::from_text(&self.text)
        }
    }
}

impl Records {
    fn next(&mut self, text: &[u8], cancel: &std::sync::atomic::AtomicBool) -> Result<Option<Record>, ImportError> {
        use csv_core::ReadFieldResult;
        super::stopped(cancel)?;
        let mut record = Record { start: self.at, fields: Vec::new() };
        let mut field = Field::default();
        let mut output = [0_u8; 4096];
        let mut steps = 0_usize;
        loop {
            steps += 1;
            if steps.is_multiple_of(1024) {
                super::stopped(cancel)?;
            }
            // The whole text at once; an empty input after it is the end of the file.
            let (result, read, written) = self.reader.read_field(&text[self.at..], &mut output);
            self.at += read;
            field.push(&output[..written]);
            match result {
                ReadFieldResult::InputEmpty | ReadFieldResult::OutputFull => {}
                ReadFieldResult::Field { record_end } => {
                    let done = std::mem::take(&mut field);
                    // Only a list's columns: a field past them is not part of it.
                    if record.fields.len() < MAX_COLUMNS {
                        record.fields.push(done.finish());
                    }
                    if record_end {
                        return Ok(Some(record));
                    }
                }
                ReadFieldResult::End => return Ok(None),
            }
        }
    }
}

/// The text of the file and how it was encoded: a byte-order mark says UTF-8 or UTF-16; text
/// whose every other byte is NUL is UTF-16 without one; text that is valid UTF-8 is; anything
/// else is read as Windows-1252 (every byte is a character there; a file in yet another
/// encoding shows wrong letters, which the preview shows). A NUL left in the text means the
/// file is not text at all: refused, never read as hundreds of rows of garbage.
pub fn decode(bytes: &[u8]) -> Result<(String, TextEncoding), ImportError> {
    let utf16 = |encoding: &'static encoding_rs::Encoding, bytes: &[u8]| {
        encoding.decode_without_bom_handling(bytes).0.into_owned()
    };
    let (text, encoding) = if let Some(rest) = bytes.strip_prefix(b"\xEF\xBB\xBF") {
        (String::from_utf8_lossy(rest).into_owned(), TextEncoding::Utf8WithBom)
    } else if let Some(rest) = bytes.strip_prefix(b"\xFF\xFE") {
        (utf16(encoding_rs::UTF_16LE, rest), TextEncoding::Utf16Le)
    } else if let Some(rest) = bytes.strip_prefix(b"\xFE\xFF") {
        (utf16(encoding_rs::UTF_16BE, rest), TextEncoding::Utf16Be)
    } else if let Some(encoding) = utf16_without_bom(bytes) {
        let decoder = if encoding == TextEncoding::Utf16Le { encoding_rs::UTF_16LE } else { encoding_rs::UTF_16BE };
        (utf16(decoder, bytes), encoding)
    } else {
        match std::str::from_utf8(bytes) {
            Ok(text) => (text.to_owned(), TextEncoding::Utf8),
            Err(_) => {
                let (text, _) = encoding_rs::WINDOWS_1252.decode_without_bom_handling(bytes);
                (text.into_owned(), TextEncoding::Windows1252)
            }
        }
    };
    if text.contains('\0') {
        return Err(ImportError::NotText);
    }
    Ok((text, encoding))
}

/// UTF-16 without a byte-order mark: in the first kilobyte, the high bytes of Latin text are
/// NUL — every odd byte for little-endian, every even one for big-endian — and the others not.
fn utf16_without_bom(bytes: &[u8]) -> Option<TextEncoding> {
    let head = &bytes[..bytes.len().min(1024) & !1];
    let pairs = head.len() / 2;
    if pairs < 2 {
        return None;
    }
    let (mut even_nul, mut odd_nul) = (0, 0);
    for pair in head.chunks_exact(2) {
        even_nul += usize::from(pair[0] == 0);
        odd_nul += usize::from(pair[1] == 0);
    }
    let mostly = |count: usize| count * 10 >= pairs * 7;
    let rarely = |count: usize| count * 10 <= pairs;
    if mostly(odd_nul) && rarely(even_nul) {
        Some(TextEncoding::Utf16Le)
    } else if mostly(even_nul) && rarely(odd_nul) {
        Some(TextEncoding::Utf16Be)
    } else {
        None
    }
}

/// The separator that splits the first lines into the same number of fields, more than one;
/// among those, the one giving the most fields (a semicolon list may have commas in its names,
/// but not the same number on every line). A comma when nothing splits the lines.
fn choose_separator(text: &str) -> u8 {
    let lines: Vec<&str> = text.lines().filter(|line| !line.trim().is_empty()).take(SNIFF_LINES).collect();
    let mut best: Option<(u8, usize, usize)> = None;
    for separator in SEPARATORS {
        let counts: Vec<usize> = lines.iter().map(|line| count_outside_quotes(line, separator)).collect();
        let Some(&first) = counts.first() else { continue };
        if first == 0 {
            continue;
        }
        // Lines with quoted line breaks break the count; agreeing lines are what counts.
        let agreeing = counts.iter().filter(|&&count| count == first).count();
        let better = match best {
            None => true,
            Some((_, best_agreeing, best_count)) => (agreeing, first) > (best_agreeing, best_count),
        };
        if better {
            best = Some((separator, agreeing, first));
        }
    }
    best.map_or(b',', |(separator, _, _)| separator)
}

fn count_outside_quotes(line: &str, separator: u8) -> usize {
    let mut quoted = false;
    let mut count = 0;
    for byte in line.bytes() {
        if byte == b'"' {
            quoted = !quoted;
        } else if byte == separator && !quoted {
            count += 1;
        }
    }
    count
}

/// Counts line breaks up to a byte offset, carrying on from the last offset asked (records
/// come in order, so the whole file is counted once).
#[derive(Default)]
struct LineCounter {
    offset: usize,
    breaks: usize,
}

impl LineCounter {
    /// The 1-based line of the first character at or after `offset` that is not a line break
    /// (a record's position is where the parser began reading, before the empty lines it
    /// skipped).
    fn line_at(&mut self, text: &str, offset: usize) -> usize {
        let bytes = text.as_bytes();
        let mut offset = offset.min(text.len());
        while offset < bytes.len() && matches!(bytes[offset], b'\r' | b'\n') {
            offset += 1;
        }
        if offset < self.offset {
            *self = LineCounter::default();
        }
        self.breaks += bytes[self.offset..offset].iter().filter(|&&byte| byte == b'\n').count();
        self.offset = offset;
        self.breaks + 1
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    fn read(bytes: &[u8]) -> Result<Imported, ImportError> {
        super::read(bytes, &std::sync::atomic::AtomicBool::new(false))
    }

    #[test]
    fn a_cell_longer_than_a_list_holds_is_kept_as_its_length_only() {
        let long = "x".repeat(1024 * 1024);
        let (table, _) = read_table(format!("Name;Note\nPeeters;{long}\nJanssens;{}\n", "y".repeat(1000)).as_bytes());
        assert_eq!(table.rows[0].cells[1], Cell::TooLong { chars: 1024 * 1024 });
        assert_eq!(table.rows[1].cells[1], Cell::Text("y".repeat(1000)), "1,000 characters are a cell");
        let header = format!("{};Phone\nPeeters;1\n", "H".repeat(5000));
        assert_eq!(read_table(header.as_bytes()).0.headers[0].chars().count(), MAX_CELL_CHARS);
    }

    #[test]
    fn a_cancelled_reading_stops() {
        let cancel = std::sync::atomic::AtomicBool::new(true);
        assert_eq!(super::read(b"a;b\n1;2\n", &cancel), Err(ImportError::Cancelled));
    }

    fn read_table(bytes: &[u8]) -> (Table, Source) {
        let imported = read(bytes).unwrap();
        (imported.table, imported.source)
    }

    fn texts(row: &Row) -> Vec<String> {
        row.cells.iter().map(Cell::text).collect()
    }

    #[test]
    fn semicolons_commas_and_tabs_are_told_apart() {
        for (text, separator) in [
            ("Naam;Voornaam;Telefoon\nPeeters;Jan;+32 470 12 34 56\n", ';'),
            ("Name,First name,Phone\nPeeters,Jan,+32 470 12 34 56\n", ','),
            ("Name\tFirst name\n\"Peeters, Jr\"\tJan\n", '\t'),
            // Commas inside names do not make it a comma list.
            ("Naam;Voornaam\n\"Peeters, Jr\";Jan\nJanssens;An, Marie\n", ';'),
        ] {
            let (table, source) = read_table(text.as_bytes());
            assert_eq!(source, Source::Csv { encoding: TextEncoding::Utf8, delimiter: separator }, "{text:?}");
            assert_eq!(table.rows.len(), text.lines().count() - 1, "{text:?}");
        }
    }

    #[test]
    fn quoted_line_breaks_stay_in_their_cell_and_empty_lines_go() {
        let text = "Name;Note;Phone\n\nPeeters;\"first line\nsecond line\";0470\n\n\n\"Claes\";\"\";0471\n;;\n";
        let (table, _) = read_table(text.as_bytes());
        assert_eq!(table.headers, ["Name", "Note", "Phone"]);
        assert_eq!(table.rows.len(), 2);
        assert_eq!(texts(&table.rows[0]), ["Peeters", "first line\nsecond line", "0470"]);
        assert_eq!(table.rows[0].line, 3, "the line the row starts on");
        assert_eq!(texts(&table.rows[1]), ["Claes", "", "0471"]);
        assert_eq!(table.rows[1].line, 7);
    }

    #[test]
    fn the_encoding_is_detected_and_said() {
        let with_bom = b"\xEF\xBB\xBFNaam;Voornaam\nD\xC3\xA9sir\xC3\xA9;Zo\xC3\xAB\n";
        let (table, source) = read_table(with_bom);
        assert_eq!(source, Source::Csv { encoding: TextEncoding::Utf8WithBom, delimiter: ';' });
        assert_eq!(table.headers[0], "Naam", "the mark is not part of the first header");
        assert_eq!(texts(&table.rows[0]), ["Désiré", "Zoë"]);

        let windows_1252 = b"Nom;Pr\xE9nom\nFran\xE7ois;No\xEBl\n";
        let (table, source) = read_table(windows_1252);
        assert_eq!(source, Source::Csv { encoding: TextEncoding::Windows1252, delimiter: ';' });
        assert_eq!(table.headers, ["Nom", "Prénom"]);
        assert_eq!(texts(&table.rows[0]), ["François", "Noël"]);
    }

    #[test]
    fn what_is_not_a_list_is_said_and_nothing_panics() {
        assert_eq!(read(b"\n\n  \n"), Err(ImportError::Empty));
        assert_eq!(read(b"\xEF\xBB\xBF"), Err(ImportError::Empty));
        let only_headers = read(b"Name;Phone\n").unwrap();
        assert!(only_headers.table.rows.is_empty());
        // An unclosed quote reads to the end of the file as one field, as Excel does.
        assert!(read(b"a;b\n\"open;x\n").is_ok());
        for bytes in [&b"\x00\x01\x02"[..], b"\"", b";;;;", b"\r\r\r", b"\xff\xfe\x00a\x00"] {
            let _ = read(bytes);
        }
    }

    #[test]
    fn more_rows_than_a_day_has_are_refused() {
        let mut text = String::from("Name\n");
        for i in 0..=MAX_ROWS {
            text.push_str(&format!("P{i}\n"));
        }
        assert_eq!(read(text.as_bytes()), Err(ImportError::TooManyRows { max: MAX_ROWS }));
    }
}
