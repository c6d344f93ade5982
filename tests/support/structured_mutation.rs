//! Structure-aware mutations of a day's list (issue 42): a spreadsheet's XML parts, an Excel
//! 97-2003 workbook's BIFF records, a CSV file's text are changed as what they are, then packed
//! again. Flipping bytes of a zipped workbook only tests the zip checksum (a flip inside deflate
//! data is refused before any reader sees it); these mutations reach the readers: a row number
//! made four billion, an element repeated, a record's length that lies.
//!
//! Shared by the bounded run of every `cargo test` (`tests/processes/import_fuzz.rs`) and the
//! cargo-fuzz target `import_cage` (`fuzz/fuzz_targets/import_cage.rs`): both send what it makes
//! through the import's child process. Nothing here may panic on any input.

use std::io::{Read as _, Write as _};

/// A small, fixed pseudo-random sequence (xorshift): a seed gives the same mutations every time.
pub struct Rounds(pub u64);

impl Rounds {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// The most a mutated file may hold: the import's own cap on a file (larger ones are refused
/// before any reader is started).
const MAX_MUTATED_BYTES: usize = 30 * 1024 * 1024;
/// The most of one zip entry unpacked to be mutated.
const MAX_ENTRY_BYTES: u64 = 20 * 1024 * 1024;

/// Numbers that have broken readers: limits of 16 and 32 bits, Excel's last row and column.
const NUMBERS: [&str; 12] = [
    "0",
    "-1",
    "65535",
    "65536",
    "1048576",
    "16384",
    "2147483647",
    "4294967295",
    "18446744073709551615",
    "99999999999999999999999",
    "XFD1048576",
    "1e308",
];

/// Elements that have broken readers, put in at a tag's start.
const SNIPPETS: [&str; 14] = [
    "<text:s text:c=\"2147483647\"/>",
    "<table:table-row table:number-rows-repeated=\"1048576\"/>",
    "<table:table-cell table:number-columns-repeated=\"16384\" office:value-type=\"float\" office:value=\"1\"/>",
    "<table:table table:name=\"B\"><table:table-row table:number-rows-repeated=\"99999\"><table:table-cell table:number-columns-repeated=\"999\" office:value-type=\"string\"><text:p>x</text:p></table:table-cell></table:table-row></table:table>",
    "<row r=\"1048576\"><c r=\"XFD1048576\"><v>1</v></c></row>",
    "<c r=\"A1\" t=\"s\"><v>4294967295</v></c>",
    "<dimension ref=\"A1:XFD1048576\"/>",
    "<si><t>x</t></si>",
    "</x>",
    "<!--",
    "<![CDATA[",
    "&#0;",
    "&undefined;",
    "<?xml version=\"1.0\"?>",
];

/// `bytes` (a file named `name`) changed by one to four mutations of its structure.
pub fn mutate(name: &str, bytes: &[u8], random: &mut Rounds) -> Vec<u8> {
    let mut mutated = if bytes.starts_with(b"PK\x03\x04") {
        mutate_zip(bytes, random).unwrap_or_else(|| bytes.to_vec())
    } else if bytes.starts_with(&[0xD0, 0xCF, 0x11, 0xE0]) {
        mutate_biff(bytes, random)
    } else if name.ends_with(".csv") || name.ends_with(".txt") {
        let mut text = bytes.to_vec();
        for _ in 0..=random.below(4) {
            mutate_text(&mut text, random);
        }
        text
    } else {
        bytes.to_vec()
    };
    mutated.truncate(MAX_MUTATED_BYTES);
    mutated
}

/// A workbook's parts unpacked; one or two of them mutated (XML as XML, anything else as
/// bytes); sometimes a part left out; packed again.
fn mutate_zip(bytes: &[u8], random: &mut Rounds) -> Option<Vec<u8>> {
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes)).ok()?;
    let mut parts = Vec::new();
    for index in 0..archive.len().min(64) {
        let mut entry = archive.by_index(index).ok()?;
        let name = entry.name().ok()?.into_owned();
        let mut data = Vec::new();
        (&mut entry).take(MAX_ENTRY_BYTES).read_to_end(&mut data).ok()?;
        parts.push((name, data));
    }
    if parts.is_empty() {
        return None;
    }
    for _ in 0..=random.below(2) {
        // The sheets and strings most often: that is where a list is.
        let candidates: Vec<usize> = (0..parts.len())
            .filter(|&i| {
                let name = &parts[i].0;
                name.contains("sheet") || name.contains("content") || name.contains("shared") || random.below(4) == 0
            })
            .collect();
        let Some(&chosen) = candidates.get(random.below(candidates.len().max(1))) else { continue };
        let (name, data) = &mut parts[chosen];
        if name.ends_with(".xml") || name.ends_with(".rels") {
            for _ in 0..=random.below(4) {
                mutate_xml(data, random);
            }
        } else if name.ends_with(".bin") {
            mutate_records(data, 0, random);
        } else {
            mutate_text(data, random);
        }
    }
    if random.below(10) == 0 {
        let dropped = random.below(parts.len());
        parts.remove(dropped);
    }
    let mut packed = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    for (name, data) in parts {
        let options = zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
        packed.start_file(name, options).ok()?;
        packed.write_all(&data).ok()?;
    }
    packed.finish().ok().map(std::io::Cursor::into_inner)
}

/// Where each tag starts (`<`), the places XML mutations cut and insert at.
fn tag_starts(xml: &[u8]) -> Vec<usize> {
    xml.iter().enumerate().filter(|(_, byte)| **byte == b'<').map(|(at, _)| at).collect()
}

/// One mutation of an XML part, as XML: an attribute's value made a limit; an element repeated,
/// left out or moved; an element that has broken readers put in; the part cut at a tag.
fn mutate_xml(xml: &mut Vec<u8>, random: &mut Rounds) {
    let tags = tag_starts(xml);
    if tags.len() < 2 {
        mutate_text(xml, random);
        return;
    }
    let a = tags[random.below(tags.len())];
    // A span of whole tags after `a`, at most 4 KB long.
    let b = tags.iter().copied().filter(|&b| b > a && b - a <= 4096).nth(random.below(8)).unwrap_or(xml.len());
    match random.below(7) {
        0 | 1 => {
            // An attribute's value: the n-th `="…"` after `a`.
            let values: Vec<(usize, usize)> =
                attribute_values(&xml[a..b]).into_iter().map(|(s, e)| (a + s, a + e)).collect();
            if let Some(&(start, end)) = values.get(random.below(values.len().max(1))) {
                let number = random.pick(&NUMBERS).as_bytes().to_vec();
                xml.splice(start..end, number);
            }
        }
        2 => {
            let span = xml[a..b].to_vec();
            let times = [1, 2, 10, 100, 1000][random.below(5)];
            for _ in 0..times {
                if xml.len() + span.len() > MAX_MUTATED_BYTES {
                    break;
                }
                xml.splice(a..a, span.iter().copied());
            }
        }
        3 => {
            xml.drain(a..b);
        }
        4 => {
            let snippet = random.pick(&SNIPPETS).as_bytes().to_vec();
            xml.splice(a..a, snippet);
        }
        5 => {
            // The span moved to another tag's start.
            let span: Vec<u8> = xml.drain(a..b).collect();
            let tags = tag_starts(xml);
            let to = tags.get(random.below(tags.len().max(1))).copied().unwrap_or(0).min(xml.len());
            xml.splice(to..to, span);
        }
        _ => xml.truncate(a),
    }
}

/// The byte ranges of the attribute values (`="…"`) in `xml`.
fn attribute_values(xml: &[u8]) -> Vec<(usize, usize)> {
    let mut values = Vec::new();
    let mut at = 0;
    while at + 1 < xml.len() {
        if xml[at] == b'=' && xml[at + 1] == b'"' {
            let start = at + 2;
            if let Some(length) = xml[start..].iter().position(|&byte| byte == b'"') {
                values.push((start, start + length));
                at = start + length;
            }
        }
        at += 1;
    }
    values
}

/// An Excel 97-2003 workbook's records mutated in place. The fixtures keep their `Workbook`
/// stream in one run of sectors after the header, the FAT and the directory (1,536 bytes in);
/// the records are mutated there, the stream's size unchanged, so the container still holds.
fn mutate_biff(bytes: &[u8], random: &mut Rounds) -> Vec<u8> {
    let mut mutated = bytes.to_vec();
    for _ in 0..=random.below(3) {
        mutate_records(&mut mutated, 1536, random);
    }
    mutated
}

/// One mutation of the records from `start` on, in BIFF8's framing (a type and a length of 16
/// bits each, then the data) or BIFF12's (variable-length type and size): a field of a record
/// made a limit, a length that lies, two records' types swapped, a byte flipped.
fn mutate_records(bytes: &mut [u8], start: usize, random: &mut Rounds) {
    let mut records = Vec::new();
    let mut at = start;
    while at + 4 <= bytes.len() && records.len() < 10_000 {
        let kind = u16::from_le_bytes([bytes[at], bytes[at + 1]]);
        let length = usize::from(u16::from_le_bytes([bytes[at + 2], bytes[at + 3]]));
        if kind == 0 && length == 0 {
            break;
        }
        records.push((at, length));
        at += 4 + length;
    }
    if records.is_empty() {
        if !bytes.is_empty() {
            let at = random.below(bytes.len());
            bytes[at] ^= 1 << random.below(8);
        }
        return;
    }
    let (at, length) = records[random.below(records.len())];
    let data = (at + 4)..(at + 4 + length).min(bytes.len());
    let limits: [u32; 8] = [0, 1, 0x7FFF, 0xFFFF, 0x1_0000, 0x7FFF_FFFF, 0xFFFF_FFFF, 0x0010_0000];
    match random.below(5) {
        0 | 1 if data.len() >= 4 => {
            let field = data.start + random.below(data.len() - 3);
            bytes[field..field + 4].copy_from_slice(&random.pick(&limits).to_le_bytes());
        }
        2 if data.len() >= 2 => {
            let field = data.start + random.below(data.len() - 1);
            bytes[field..field + 2].copy_from_slice(&(*random.pick(&limits) as u16).to_le_bytes());
        }
        3 => {
            let lie = [0_u16, 1, 0x2020, 0xFFFF][random.below(4)];
            bytes[at + 2..at + 4].copy_from_slice(&lie.to_le_bytes());
        }
        _ => {
            let (other, _) = records[random.below(records.len())];
            let (first, second) = ([bytes[at], bytes[at + 1]], [bytes[other], bytes[other + 1]]);
            bytes[at..at + 2].copy_from_slice(&second);
            bytes[other..other + 2].copy_from_slice(&first);
        }
    }
}

/// One mutation of a CSV file's text, as text: separators, quotes and line breaks put in by the
/// run; a line repeated; a long run of one character; a field made a limit; bytes no text has.
fn mutate_text(text: &mut Vec<u8>, random: &mut Rounds) {
    if text.is_empty() {
        text.extend_from_slice(b"a;b\r\n1;2\r\n");
    }
    let at = random.below(text.len());
    match random.below(8) {
        0 => {
            let separator = *random.pick(b";,\t");
            let times = [1, 10, 300, 100_000, 4_000_000][random.below(5)];
            text.splice(at..at, std::iter::repeat_n(separator, times));
        }
        1 => {
            let mark = *random.pick(&[&b"\""[..], b"\"\"", b"\r", b"\n", b"\r\n\r\n", b"\"\n\""]);
            text.splice(at..at, mark.iter().copied());
        }
        2 => {
            // The line around `at`, repeated (past the rows a list may have, sometimes).
            let start = text[..at].iter().rposition(|&byte| byte == b'\n').map_or(0, |p| p + 1);
            let end = text[at..].iter().position(|&byte| byte == b'\n').map_or(text.len(), |p| at + p + 1);
            let line = text[start..end].to_vec();
            let times = [2, 100, 10_001][random.below(3)];
            for _ in 0..times {
                if text.len() + line.len() > MAX_MUTATED_BYTES {
                    break;
                }
                text.splice(end..end, line.iter().copied());
            }
        }
        3 => {
            let times = [1_001, 65_536, 1_048_576][random.below(3)];
            let byte = *random.pick(&[b'x', b' ', 0xC3, 0xFF]);
            text.splice(at..at, std::iter::repeat_n(byte, times));
        }
        4 => {
            let number = random.pick(&NUMBERS).as_bytes().to_vec();
            text.splice(at..at, number);
        }
        5 => {
            let bytes =
                *random.pick(&[&b"\0"[..], b"\xEF\xBB\xBF", b"\xFF\xFE", b"\x1b[2J", b"31/02/2026", b"\xe2\x80\xae"]);
            text.splice(at..at, bytes.iter().copied());
        }
        6 => {
            let end = (at + 1 + random.below(256)).min(text.len());
            text.drain(at..end);
        }
        _ => text[at] ^= 1 << random.below(8),
    }
}
