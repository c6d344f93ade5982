//! The day-list fixtures of `tests/fixtures/` (made by `scripts/make-import-fixtures.py`, as
//! agendas and Excel export them) read and mapped: every kind of file gives the same three
//! patients, with their accents, dates and numbers intact.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use intake_import::mapping::{Target, guess};
use intake_import::{Cell, Imported, Source, TextEncoding, read};

fn fixture(name: &str) -> Imported {
    let path = format!("{}/../../tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"));
    let bytes = std::fs::read(&path).unwrap_or_else(|err| panic!("{path}: {err}"));
    read(name, &bytes).unwrap_or_else(|err| panic!("{name}: {err}"))
}

/// The patients every fixture holds: reference, first name, last name, birthdate, phone.
const PATIENTS: [(&str, &str, &str, &str); 3] = [
    ("MRN-2001", "Zoë", "Vermeulen", "1985-03-01"),
    ("MRN-2002", "François", "Dubois", "1990-12-24"),
    ("MRN-2003", "Noël", "Çelik", "2001-07-15"),
];

/// The three patients, mapped by the guessed columns, as (reference, first, last, birthdate).
fn patients(imported: &Imported) -> Vec<(String, String, String, String)> {
    let mapping = guess(&imported.table.headers);
    let column = |target| mapping.column(target).unwrap_or_else(|| panic!("{target:?} is not mapped"));
    imported
        .table
        .rows
        .iter()
        .map(|row| {
            let birth = row.cell(column(Target::Birthdate));
            let birth = birth.as_date().map_or_else(|| birth.text(), |date| date.to_string());
            (
                row.cell(column(Target::ExternalReference)).text(),
                row.cell(column(Target::FirstName)).text(),
                row.cell(column(Target::LastName)).text(),
                birth,
            )
        })
        .collect()
}

fn expected() -> Vec<(String, String, String, String)> {
    PATIENTS.iter().map(|(r, f, l, b)| ((*r).into(), (*f).into(), (*l).into(), (*b).into())).collect()
}

#[test]
fn every_csv_kind_gives_the_same_patients() {
    for (name, encoding, delimiter) in [
        ("day-list-comma.csv", TextEncoding::Utf8, ','),
        ("day-list-semicolon.csv", TextEncoding::Utf8, ';'),
        ("day-list-bom.csv", TextEncoding::Utf8WithBom, ';'),
        ("day-list-windows-1252.csv", TextEncoding::Windows1252, ';'),
        ("day-list-unicode-text.txt", TextEncoding::Utf16Le, '\t'),
    ] {
        let imported = fixture(name);
        assert_eq!(imported.source, Source::Csv { encoding, delimiter }, "{name}");
        assert_eq!(patients(&imported), expected(), "{name}");
        let mapping = guess(&imported.table.headers);
        for target in [Target::Gender, Target::Language, Target::Email, Target::Phone] {
            assert!(mapping.column(target).is_some(), "{name}: {target:?}");
        }
    }
}

#[test]
fn quoted_line_breaks_and_empty_lines() {
    let imported = fixture("day-list-quoted.csv");
    assert_eq!(imported.table.rows.len(), 2, "empty lines and a line of separators are left out");
    let note = imported.table.headers.iter().position(|h| h == "Note").unwrap();
    assert_eq!(imported.table.rows[0].cell(note).text(), "first line\nsecond line; with a separator");
    assert_eq!(imported.table.rows[1].cell(note).text(), "said \"yes\"");
    assert_eq!(imported.table.rows[0].line, 3, "the line in the file, for messages");
    assert_eq!(imported.table.rows[1].line, 7);
}

#[test]
fn a_workbook_gives_dates_serial_dates_numbers_and_formula_values() {
    let imported = fixture("day-list.xlsx");
    assert_eq!(imported.source, Source::Spreadsheet { sheet: "Afspraken".into() });
    assert_eq!(patients(&imported), expected(), "a date cell and a bare serial number are both dates");
    let table = &imported.table;
    assert_eq!(table.rows.len(), 3, "the row holding only a space is empty");
    assert_eq!(table.rows[0].line, 2, "the sheet's row number");
    let birth = table.headers.iter().position(|h| h == "Date of birth").unwrap();
    assert!(matches!(table.rows[0].cell(birth), Cell::Date(_)), "formatted as a date");
    assert!(matches!(table.rows[1].cell(birth), Cell::Number(_)), "kept as a serial number");
    let phone = table.headers.iter().position(|h| h == "Mobile").unwrap();
    assert_eq!(table.rows[0].cell(phone).text(), "32470123456", "a phone number typed as a number");
    assert_eq!(table.rows[2].cell(phone), &Cell::Empty);
    let full_name = table.headers.iter().position(|h| h == "Full name").unwrap();
    assert_eq!(table.rows[1].cell(full_name).text(), "François Dubois", "the formula's computed value");
}

#[test]
fn a_damaged_workbook_is_an_error_not_a_panic() {
    let path = format!("{}/../../tests/fixtures/day-list.xlsx", env!("CARGO_MANIFEST_DIR"));
    let bytes = std::fs::read(path).unwrap();
    for cut in [10, 100, bytes.len() / 2, bytes.len() - 10] {
        assert!(read("cut.xlsx", &bytes[..cut]).is_err(), "cut at {cut}");
    }
    assert!(read("text.xlsx", b"Name;Phone\nPeeters;0470\n").is_err());
}

/// A file that is not text — NUL bytes, a binary renamed `.csv` — is refused in words, never read
/// as rows of garbage (issue 27).
#[test]
fn a_file_that_is_not_text_is_refused() {
    let binary: Vec<u8> = (0..600u32).map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8).chain([0, 0, 7]).collect();
    assert_eq!(intake_import::read("agenda.csv", &binary), Err(intake_import::ImportError::NotText));
    let nul_in_text = b"Naam;Voornaam\nPeeters;A\0n\n";
    assert_eq!(intake_import::read("agenda.csv", nul_in_text), Err(intake_import::ImportError::NotText));
}

/// UTF-16, as Excel's "Unicode text" saves it — with a byte-order mark or without, little- or
/// big-endian — is read as UTF-16, accents and all (issue 27).
#[test]
fn utf16_is_read_as_utf16() {
    let text = "Naam\tVoornaam\nDesmet\tZoë\nLefèvre\tFrançois\n";
    let le: Vec<u8> = text.encode_utf16().flat_map(u16::to_le_bytes).collect();
    let be: Vec<u8> = text.encode_utf16().flat_map(u16::to_be_bytes).collect();
    for (bytes, encoding) in [
        ([&[0xFF, 0xFE][..], &le].concat(), intake_import::TextEncoding::Utf16Le),
        (le.clone(), intake_import::TextEncoding::Utf16Le),
        ([&[0xFE, 0xFF][..], &be].concat(), intake_import::TextEncoding::Utf16Be),
        (be.clone(), intake_import::TextEncoding::Utf16Be),
    ] {
        let imported = intake_import::read("agenda.txt", &bytes).unwrap();
        assert_eq!(imported.source, Source::Csv { encoding, delimiter: '\t' });
        assert_eq!(imported.table.headers, ["Naam", "Voornaam"]);
        assert_eq!(imported.table.rows[1].cells[1], Cell::Text("François".into()), "{encoding:?}");
    }
}

/// Control characters in a cell (a bell, an escape sequence, a Windows carriage return) are not
/// kept: what reaches the screen and the screen reader is plain text; a quoted line break stays
/// in its cell (issue 27).
#[test]
fn control_characters_are_taken_out_of_cells_and_headers() {
    let csv = "Na\u{7}am;Voornaam\n\"Pee\r\nters\";\u{1b}[31mZoë\u{1b}[0m\n";
    let imported = intake_import::read("agenda.csv", csv.as_bytes()).unwrap();
    assert_eq!(imported.table.headers, ["Naam", "Voornaam"]);
    assert_eq!(imported.table.rows[0].cells, [Cell::Text("Pee\nters".into()), Cell::Text("[31mZoë[0m".into())]);
}

/// A 2 KB sheet whose declared dimension and cells span A1:XFD1048576 is read as the list it
/// holds, without ever making the 17-billion-cell rectangle (which aborted the app: "memory
/// allocation of 549755813888 bytes failed"). Issue 27.
#[test]
fn a_sheet_that_claims_to_be_enormous_is_read_cell_by_cell() {
    let imported = fixture("hostile-dimension.xlsx");
    assert_eq!(imported.table.headers, ["Naam", "Voornaam"]);
    assert_eq!(imported.table.rows.len(), 1, "the far-away cell is past the columns a list has");
    assert_eq!(imported.table.rows[0].cells, [Cell::Text("Peeters".into()), Cell::Text("An".into())]);
    assert_eq!(imported.table.rows[0].line, 2);
}

/// Every format reads a list's first 256 columns and no more (issue 42: CSV and ODS kept every
/// column, and a 16 MB line of 8 million was laid out on every frame): a list 300 columns wide
/// gives 256 headers and 256 cells a row; a row filled only past them is no row.
#[test]
fn every_format_reads_at_most_a_list_s_columns() {
    for name in ["wide-columns.csv", "wide-columns.xlsx", "wide-columns.xls", "wide-columns.ods"] {
        let imported = fixture(name);
        let max = intake_import::MAX_COLUMNS;
        assert_eq!(imported.table.headers.len(), max, "{name}");
        assert_eq!(imported.table.headers[max - 1], format!("C{max}"), "{name}");
        assert_eq!(imported.table.rows.len(), 1, "{name}: the row filled past the columns is no row");
        let cells = &imported.table.rows[0].cells;
        assert!(cells.len() <= max, "{name}: {} cells", cells.len());
        assert_eq!(cells[max - 1], Cell::Text(format!("v{max}")), "{name}");
    }
}
