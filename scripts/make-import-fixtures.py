#!/usr/bin/env python3
"""Writes the day-list fixtures of tests/fixtures/ (issue 17): CSV files as agendas and Excel
export them (comma, semicolon, UTF-8 with a byte-order mark, Windows-1252 with é/ë/ç, quoted line
breaks, empty lines) and an XLSX workbook made by hand (Office Open XML, no library): a header row,
a birthdate formatted as a date, one kept as a bare serial number, a phone number typed as a
number, and a formula whose computed value is cached, as Excel saves it.

    python3 scripts/make-import-fixtures.py      # run from the repository root
"""
import struct
import zipfile

from spreadsheet_containers import biff_record, write_compound_file, xlsb_record

OUT = "tests/fixtures"

ROWS = [
    ("MRN-2001", "Zoë", "Vermeulen", "1985-03-01", "F", "nl", "zoe.vermeulen@example.be", "+32 470 12 34 56"),
    ("MRN-2002", "François", "Dubois", "1990-12-24", "M", "fr", "", "+32 471 98 76 54"),
    ("MRN-2003", "Noël", "Çelik", "2001-07-15", "M", "de", "noel.celik@example.de", ""),
]
HEADERS_NL = ["Patiëntnummer", "Voornaam", "Achternaam", "Geboortedatum", "Geslacht", "Taal", "E-mail", "GSM"]
HEADERS_EN = ["MRN", "First name", "Last name", "Date of birth", "Gender", "Language", "Email", "Mobile"]


def csv_line(fields, sep):
    out = []
    for field in fields:
        if sep in field or '"' in field or "\n" in field:
            field = '"' + field.replace('"', '""') + '"'
        out.append(field)
    return sep.join(out)


def write(name, data):
    with open(f"{OUT}/{name}", "wb") as f:
        f.write(data)


def csv_text(headers, sep, eol="\r\n"):
    lines = [csv_line(headers, sep)] + [csv_line(row, sep) for row in ROWS]
    return eol.join(lines) + eol


write("day-list-comma.csv", csv_text(HEADERS_EN, ",", "\n").encode("utf-8"))
write("day-list-semicolon.csv", csv_text(HEADERS_NL, ";").encode("utf-8"))
write("day-list-bom.csv", b"\xef\xbb\xbf" + csv_text(HEADERS_NL, ";").encode("utf-8"))
write("day-list-windows-1252.csv", csv_text(HEADERS_NL, ";").encode("cp1252"))
# Excel's "Unicode text" export: tab-separated UTF-16 little-endian with a byte-order mark.
write("day-list-unicode-text.txt", b"\xff\xfe" + csv_text(HEADERS_NL, "\t").encode("utf-16-le"))
# A note with a line break inside quotes, empty lines between rows and at the end.
quoted = (
    csv_line(HEADERS_EN + ["Note"], ";") + "\r\n\r\n"
    + csv_line(list(ROWS[0]) + ["first line\nsecond line; with a separator"], ";") + "\r\n"
    + "\r\n;;;;;;;;\r\n"
    + csv_line(list(ROWS[1]) + ['said "yes"'], ";") + "\r\n\r\n"
)
write("day-list-quoted.csv", quoted.encode("utf-8"))


# ---- XLSX, by hand ----
def col(i):
    return "ABCDEFGHIJ"[i]


def serial(iso):
    from datetime import date
    y, m, d = map(int, iso.split("-"))
    return (date(y, m, d) - date(1899, 12, 30)).days


strings = []


def s(text):
    if text not in strings:
        strings.append(text)
    return strings.index(text)


def esc(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


rows_xml = []
cells = "".join(f'<c r="{col(i)}1" t="s"><v>{s(h)}</v></c>' for i, h in enumerate(HEADERS_EN + ["Full name"]))
rows_xml.append(f'<row r="1">{cells}</row>')
for n, row in enumerate(ROWS, start=2):
    mrn, first, last, birth, gender, lang, email, phone = row
    cells = []
    cells.append(f'<c r="A{n}" t="s"><v>{s(mrn)}</v></c>')
    cells.append(f'<c r="B{n}" t="s"><v>{s(first)}</v></c>')
    cells.append(f'<c r="C{n}" t="s"><v>{s(last)}</v></c>')
    if n == 3:
        # A birthdate kept as a bare serial number (the column lost its date format).
        cells.append(f'<c r="D{n}"><v>{serial(birth)}</v></c>')
    else:
        # Style 1 is the short date format (numFmtId 14).
        cells.append(f'<c r="D{n}" s="1"><v>{serial(birth)}</v></c>')
    cells.append(f'<c r="E{n}" t="s"><v>{s(gender)}</v></c>')
    cells.append(f'<c r="F{n}" t="s"><v>{s(lang)}</v></c>')
    if email:
        cells.append(f'<c r="G{n}" t="s"><v>{s(email)}</v></c>')
    if phone:
        if n == 2:
            # A phone number typed as a number: Excel keeps 32470123456.
            cells.append(f'<c r="H{n}"><v>32470123456</v></c>')
        else:
            cells.append(f'<c r="H{n}" t="s"><v>{s(phone)}</v></c>')
    # A formula with its cached value, as Excel saves it.
    cells.append(f'<c r="I{n}" t="str"><f>B{n}&amp;" "&amp;C{n}</f><v>{esc(first + " " + last)}</v></c>')
    rows_xml.append(f'<row r="{n}">{"".join(cells)}</row>')
# An empty row, then nothing.
rows_xml.append('<row r="6"><c r="A6" t="s"><v>' + str(s(" ")) + "</v></c></row>")

sheet = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
    f'<sheetData>{"".join(rows_xml)}</sheetData></worksheet>'
)
shared = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    f'<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="{len(strings)}" uniqueCount="{len(strings)}">'
    + "".join(f'<si><t xml:space="preserve">{esc(t)}</t></si>' for t in strings)
    + "</sst>"
)
styles = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
    '<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>'
    '<fills count="1"><fill><patternFill patternType="none"/></fill></fills>'
    '<borders count="1"><border/></borders>'
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>'
    '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>'
    '<xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>'
    "</styleSheet>"
)
workbook = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">'
    '<sheets><sheet name="Afspraken" sheetId="1" r:id="rId1"/></sheets></workbook>'
)
workbook_rels = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>'
    '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>'
    '<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>'
    "</Relationships>"
)
root_rels = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>'
    "</Relationships>"
)
content_types = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    '<Default Extension="xml" ContentType="application/xml"/>'
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
    '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>'
    "</Types>"
)
def write_xlsx(path, sheet_xml, shared_xml, day):
    """A one-sheet workbook with these cells and strings; fixed timestamps (`day` of November
    2026), so the file is the same each time it is made."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in [
            ("[Content_Types].xml", content_types),
            ("_rels/.rels", root_rels),
            ("xl/workbook.xml", workbook),
            ("xl/_rels/workbook.xml.rels", workbook_rels),
            ("xl/worksheets/sheet1.xml", sheet_xml),
            ("xl/sharedStrings.xml", shared_xml),
            ("xl/styles.xml", styles),
        ]:
            info = zipfile.ZipInfo(name, date_time=(2026, 11, day, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, text)


write_xlsx(f"{OUT}/day-list.xlsx", sheet, shared, 24)
print("wrote", OUT)

# Hostile spreadsheets (issue 27): tiny files that claim or hold what would take the app down if
# believed. `hostile-dimension.xlsx`: a 1.5 KB sheet whose declared dimension and cells span
# A1:XFD1048576 (17 billion cells as a dense rectangle); its list is two rows in A and B.
hostile_strings = ["Naam", "Voornaam", "Peeters", "An", "far away"]
hostile_sheet = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
    '<dimension ref="A1:XFD1048576"/><sheetData>'
    '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>'
    '<row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2" t="s"><v>3</v></c></row>'
    '<row r="1048576"><c r="XFD1048576" t="s"><v>4</v></c></row>'
    "</sheetData></worksheet>"
)
hostile_shared = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    f'<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="5" uniqueCount="5">'
    + "".join(f"<si><t>{esc(t)}</t></si>" for t in hostile_strings)
    + "</sst>"
)
write_xlsx(f"{OUT}/hostile-dimension.xlsx", hostile_sheet, hostile_shared, 25)
print("wrote", f"{OUT}/hostile-dimension.xlsx")

# `hostile-shared-string.xlsx`: a 200 KB file whose one shared string unpacks to 200 MB (which
# grew the app past 20 GB). Refused: the part is larger than any list's.
big = "A" * (200 * 1024 * 1024)
big_shared = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="3" uniqueCount="3">'
    f"<si><t>Naam</t></si><si><t>Peeters</t></si><si><t>{big}</t></si></sst>"
)
del big
big_sheet = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'
    '<row r="1"><c r="A1" t="s"><v>0</v></c></row>'
    '<row r="2"><c r="A2" t="s"><v>1</v></c><c r="B2" t="s"><v>2</v></c></row>'
    "</sheetData></worksheet>"
)
write_xlsx(f"{OUT}/hostile-shared-string.xlsx", big_sheet, big_shared, 25)
del big_shared

# `hostile-long-cell.xlsx`: a list whose second row has a 5,000-character note in a mapped column
# (the last name): read, with that row's problem said; the cell's text is not kept.
long_strings = ["Voornaam", "Achternaam", "An", "Peeters", "Bo", "L" * 5000]
long_sheet = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'
    '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>'
    '<row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2" t="s"><v>3</v></c></row>'
    '<row r="3"><c r="A3" t="s"><v>4</v></c><c r="B3" t="s"><v>5</v></c></row>'
    "</sheetData></worksheet>"
)
long_shared = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="6" uniqueCount="6">'
    + "".join(f"<si><t>{t}</t></si>" for t in long_strings)
    + "</sst>"
)
write_xlsx(f"{OUT}/hostile-long-cell.xlsx", long_sheet, long_shared, 25)

# `hostile-long-cell.csv`: the same as CSV (Excel's semicolons), with a 5,000-character cell.
write("hostile-long-cell.csv", ("Voornaam;Achternaam\r\nAn;Peeters\r\nBo;" + "L" * 5000 + "\r\n").encode("utf-8"))

# `hostile-binary.csv`: a picture renamed .csv (a PNG's header and a few chunks): not text.
write("hostile-binary.csv", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10\x00\x00\x00\x10\x08\x06\x00\x00\x00\x1f\xf3\xffa"
      + bytes(range(256)) * 2)

# `hostile-repeated.ods`: an OpenDocument sheet whose one filled cell is repeated across 100
# columns and a million rows: 100 million cells as a dense sheet, just under the spreadsheet
# reader's own limit (larger ones it refuses), about 3 GB in its cells.
ods_content = (
    '<?xml version="1.0" encoding="UTF-8"?>'
    '<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
    'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2">'
    '<office:body><office:spreadsheet><table:table table:name="Afspraken">'
    '<table:table-row><table:table-cell office:value-type="string"><text:p>Naam</text:p></table:table-cell></table:table-row>'
    '<table:table-row table:number-rows-repeated="999999">'
    '<table:table-cell table:number-columns-repeated="100" office:value-type="string"><text:p>x</text:p></table:table-cell>'
    "</table:table-row></table:table></office:spreadsheet></office:body></office:document-content>"
)
ods_manifest = (
    '<?xml version="1.0" encoding="UTF-8"?>'
    '<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">'
    '<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/>'
    '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>'
    "</manifest:manifest>"
)
with zipfile.ZipFile(f"{OUT}/hostile-repeated.ods", "w") as z:
    for name, text, kind in [
        ("mimetype", "application/vnd.oasis.opendocument.spreadsheet", zipfile.ZIP_STORED),
        ("META-INF/manifest.xml", ods_manifest, zipfile.ZIP_DEFLATED),
        ("content.xml", ods_content, zipfile.ZIP_DEFLATED),
    ]:
        info = zipfile.ZipInfo(name, date_time=(2026, 11, 25, 0, 0, 0))
        info.compress_type = kind
        z.writestr(info, text)
print("wrote the hostile fixtures")

# Hostile files the in-process checks cannot all see (issue 42): read in the import's cage, each
# ends its child process, never the app.


# `hostile-dimension.xls`: a 5.6 KB Excel 97-2003 workbook (BIFF8) whose one sheet's DIMENSIONS
# record declares 4,294,967,295 rows of 256 columns; the spreadsheet reader reserved room for all
# of them at once ("memory allocation of 43980464947200 bytes failed", and the app ended).
bof_globals = biff_record(0x0809, struct.pack("<HHHHII", 0x0600, 0x0005, 0x0DBB, 0x07CC, 0, 0x06))
eof = biff_record(0x000A)
sheet_name = b"Afspraken"


def bound_sheet(position):
    return biff_record(0x0085, struct.pack("<IBBBB", position, 0, 0, len(sheet_name), 0) + sheet_name)


globals_length = len(bof_globals) + len(bound_sheet(0)) + len(eof)
sheet_stream = (
    biff_record(0x0809, struct.pack("<HHHHII", 0x0600, 0x0010, 0x0DBB, 0x07CC, 0, 0x06))
    + biff_record(0x0200, struct.pack("<IIHHH", 0, 0xFFFFFFFF, 0, 256, 0))
    + eof
)
workbook_stream = bof_globals + bound_sheet(globals_length) + eof + sheet_stream
write_compound_file(f"{OUT}/hostile-dimension.xls", "Workbook", workbook_stream.ljust(4096, b"\0"))

# `hostile-string-count.xlsx`: a 2 KB workbook whose shared-string table declares 10^15 strings
# (it holds two); the spreadsheet reader reserved room for the count declared, and the app ended.
count_shared = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="1000000000000000" '
    'uniqueCount="1000000000000000"><si><t>Naam</t></si><si><t>Peeters</t></si></sst>'
)
count_sheet = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'
    '<row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="s"><v>1</v></c></row>'
    "</sheetData></worksheet>"
)
write_xlsx(f"{OUT}/hostile-string-count.xlsx", count_sheet, count_shared, 26)
print("wrote the hostile fixtures of the import's cage")

# `day-list-200.xlsx`: a normal day's list of 200 rows (Dutch headers, every field filled; the
# birthdate a date cell), the list the import's cage is measured with (benches/import_cage.rs).
normal_rows = ['<row r="1">' + "".join(
    f'<c r="{"ABCDEFGH"[i]}1" t="inlineStr"><is><t>{esc(h)}</t></is></c>' for i, h in enumerate(HEADERS_NL)
) + "</row>"]
for n in range(2, 202):
    i = n - 2
    values = [f"MRN-{i:05}", "Zoë", f"Vermeulen-{i}", None, "V" if i % 2 == 0 else "M", "nl",
              f"zoe.{i}@example.be", f"+32 470 {i % 100:02} {(i // 100) % 100:02} {(i * 7) % 100:02}"]
    cells = []
    for column, value in zip("ABCDEFGH", values):
        if value is None:
            birth = f"19{i % 90 + 10:02}-{i % 12 + 1:02}-{i % 28 + 1:02}"
            cells.append(f'<c r="{column}{n}" s="1"><v>{serial(birth)}</v></c>')
        else:
            cells.append(f'<c r="{column}{n}" t="inlineStr"><is><t>{esc(value)}</t></is></c>')
    normal_rows.append(f'<row r="{n}">{"".join(cells)}</row>')
normal_sheet = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
    f'<sheetData>{"".join(normal_rows)}</sheetData></worksheet>'
)
empty_shared = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"></sst>'
)
write_xlsx(f"{OUT}/day-list-200.xlsx", normal_sheet, empty_shared, 26)
print("wrote", f"{OUT}/day-list-200.xlsx")

# `wide-columns.*`: a list 300 columns wide in every format (issue 42: the CSV and ODS readers
# kept every column). Row 1 names the columns C1…C300, row 2 fills them v1…v300, row 3 holds
# only a cell in column 300. A list is read with its first 256 columns: row 3 is then empty.
WIDE = 300
wide_header = [f"C{i}" for i in range(1, WIDE + 1)]
wide_values = [f"v{i}" for i in range(1, WIDE + 1)]
wide_far = [""] * (WIDE - 1) + ["far"]
write("wide-columns.csv", ("\r\n".join(";".join(row) for row in [wide_header, wide_values, wide_far]) + "\r\n").encode())


def column_name(index):
    name = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        name = chr(65 + rest) + name
    return name


def wide_xlsx_row(number, values):
    return f'<row r="{number}">' + "".join(
        f'<c r="{column_name(i)}{number}" t="inlineStr"><is><t>{v}</t></is></c>' for i, v in enumerate(values) if v
    ) + "</row>"


wide_sheet = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'
    + "".join(wide_xlsx_row(n, row) for n, row in enumerate([wide_header, wide_values, wide_far], start=1))
    + "</sheetData></worksheet>"
)
write_xlsx(f"{OUT}/wide-columns.xlsx", wide_sheet, empty_shared, 27)


def ods_row(values):
    cells = []
    for value in values:
        if value:
            cells.append(f'<table:table-cell office:value-type="string"><text:p>{value}</text:p></table:table-cell>')
        else:
            cells.append("<table:table-cell/>")
    return "<table:table-row>" + "".join(cells) + "</table:table-row>"


wide_content = ods_content.split("<table:table-row>")[0] + "".join(
    ods_row(row) for row in [wide_header, wide_values, wide_far]
) + "</table:table></office:spreadsheet></office:body></office:document-content>"
with zipfile.ZipFile(f"{OUT}/wide-columns.ods", "w") as z:
    for name, text, kind in [
        ("mimetype", "application/vnd.oasis.opendocument.spreadsheet", zipfile.ZIP_STORED),
        ("META-INF/manifest.xml", ods_manifest, zipfile.ZIP_DEFLATED),
        ("content.xml", wide_content, zipfile.ZIP_DEFLATED),
    ]:
        info = zipfile.ZipInfo(name, date_time=(2026, 11, 27, 0, 0, 0))
        info.compress_type = kind
        z.writestr(info, text)


def biff_label(row, column, text):
    data = text.encode("latin-1")
    return biff_record(0x0204, struct.pack("<HHHHB", row, column, 0, len(data), 0) + data)


wide_cells = b"".join(
    biff_label(r, c, v) for r, row in enumerate([wide_header, wide_values, wide_far]) for c, v in enumerate(row) if v
)
wide_sheet_stream = (
    biff_record(0x0809, struct.pack("<HHHHII", 0x0600, 0x0010, 0x0DBB, 0x07CC, 0, 0x06))
    + biff_record(0x0200, struct.pack("<IIHHH", 0, 3, 0, WIDE, 0))
    + wide_cells
    + eof
)
wide_stream = bof_globals + bound_sheet(globals_length) + eof + wide_sheet_stream
write_compound_file(f"{OUT}/wide-columns.xls", "Workbook", wide_stream.ljust(-(-len(wide_stream) // 512) * 512, b"\0"))
print("wrote the wide-columns fixtures")

# The rest of issue 42's classes, one fixture each. Those the in-process checks see are refused
# there, in words that say why; the others end their child process, never the app.


def write_ods(path, content, day=28):
    with zipfile.ZipFile(path, "w") as z:
        for name, text, kind in [
            ("mimetype", "application/vnd.oasis.opendocument.spreadsheet", zipfile.ZIP_STORED),
            ("META-INF/manifest.xml", ods_manifest, zipfile.ZIP_DEFLATED),
            ("content.xml", content, zipfile.ZIP_DEFLATED),
        ]:
            info = zipfile.ZipInfo(name, date_time=(2026, 11, day, 0, 0, 0))
            info.compress_type = kind
            z.writestr(info, text)


ods_head = ods_content.split("<office:body>")[0]
ods_header_row = '<table:table-row><table:table-cell office:value-type="string"><text:p>Naam</text:p></table:table-cell></table:table-row>'
ods_filled_across = (
    '<table:table-cell table:number-columns-repeated="100" office:value-type="string"><text:p>x</text:p></table:table-cell>'
)


def ods_document(tables, before=""):
    return f"{ods_head}<office:body>{before}<office:spreadsheet>{tables}</office:spreadsheet></office:body></office:document-content>"


# `hostile-spaces.ods`: a list whose second row's cell holds `<text:s text:c="2147483647"/>` four
# times: 900 bytes that the spreadsheet reader makes into eight billion spaces (the app grew to 9 GB
# in 30 s). Refused: the sheet's text, spaces counted, is larger than any list's.
spaces_cell = '<table:table-cell office:value-type="string"><text:p>Peeters' + '<text:s text:c="2147483647"/>' * 4 + "</text:p></table:table-cell>"
write_ods(f"{OUT}/hostile-spaces.ods", ods_document(
    f'<table:table table:name="Afspraken">{ods_header_row}<table:table-row>{spaces_cell}</table:table-row></table:table>'
))

# `hostile-repeated-rows.ods`: a self-closing row repeated a million times (no end tag to count
# it by), then a row filled across 100 columns: 100 million cells once the reader expands it.
write_ods(f"{OUT}/hostile-repeated-rows.ods", ods_document(
    f'<table:table table:name="Afspraken">{ods_header_row}'
    '<table:table-row table:number-rows-repeated="1000000"/>'
    f"<table:table-row>{ods_filled_across}</table:table-row></table:table>"
))

# `hostile-many-sheets.ods`: fifty sheets, each 4,000 rows of 100 filled cells (400,000 cells,
# under the limit for one sheet): 20 million cells, all kept by the reader.
write_ods(f"{OUT}/hostile-many-sheets.ods", ods_document("".join(
    f'<table:table table:name="Blad{n}">{ods_header_row}'
    f'<table:table-row table:number-rows-repeated="3999">{ods_filled_across}</table:table-row></table:table>'
    for n in range(1, 51)
)))

# `hostile-bad-xml.ods`: an end tag that matches nothing before the table (the reader's lenient
# XML passes it), then 100 million repeated cells.
write_ods(f"{OUT}/hostile-bad-xml.ods", ods_document(
    f'<table:table table:name="Afspraken">{ods_header_row}'
    f'<table:table-row table:number-rows-repeated="999999">{ods_filled_across}</table:table-row></table:table>',
    before="<text:p>Daglijst</text:span>",
))

# `hostile-sparse.xls`: an Excel 97-2003 sheet with two names in A1:A2 and one cell in the far
# corner (IV65536): the reader builds the whole rectangle, 16.8 million cells, for every sheet
# as the workbook opens. Read only in the cage, whose memory cap ends it.
sparse_cells = biff_label(0, 0, "Naam") + biff_label(1, 0, "Peeters") + biff_label(65535, 255, "ver")
sparse_sheet_stream = (
    biff_record(0x0809, struct.pack("<HHHHII", 0x0600, 0x0010, 0x0DBB, 0x07CC, 0, 0x06))
    + biff_record(0x0200, struct.pack("<IIHHH", 0, 65536, 0, 256, 0))
    + sparse_cells
    + eof
)
sparse_stream = bof_globals + bound_sheet(globals_length) + eof + sparse_sheet_stream
write_compound_file(f"{OUT}/hostile-sparse.xls", "Workbook", sparse_stream.ljust(4096, b"\0"))


# `hostile-sparse.xlsb`: an Excel binary workbook (its parts are `.bin` records, not XML) whose
# sheet declares A1:XFD1048576 (BrtWsDim). Binary workbooks are refused by their content, with a
# sentence: a day's list is never saved in that format, and its reader builds the rectangle.
xlsb_name = "Afspraken".encode("utf-16-le")
xlsb_workbook = (
    xlsb_record(0x83) + xlsb_record(0x8F)
    + xlsb_record(0x9C, struct.pack("<III", 0, 1, 4) + "rId1".encode("utf-16-le") + struct.pack("<I", 9) + xlsb_name)
    + xlsb_record(0x90) + xlsb_record(0x84)
)
xlsb_sheet = (
    xlsb_record(0x81) + xlsb_record(0x94, struct.pack("<IIII", 0, 1048575, 0, 16383))
    + xlsb_record(0x91) + xlsb_record(0x92) + xlsb_record(0x82)
)
with zipfile.ZipFile(f"{OUT}/hostile-sparse.xlsb", "w", zipfile.ZIP_DEFLATED) as z:
    for name, data in [
        ("[Content_Types].xml", content_types.replace("sheet.main+xml", "sheet.binary.macroEnabled.main")),
        ("_rels/.rels", root_rels.replace("workbook.xml", "workbook.bin")),
        ("xl/workbook.bin", xlsb_workbook),
        ("xl/_rels/workbook.bin.rels", workbook_rels.replace("sheet1.xml", "sheet1.bin")),
        ("xl/worksheets/sheet1.bin", xlsb_sheet),
    ]:
        info = zipfile.ZipInfo(name, date_time=(2026, 11, 28, 0, 0, 0))
        info.compress_type = zipfile.ZIP_DEFLATED
        z.writestr(info, data)

# `hostile-wide-line.csv`: a header of two columns and a line of 8 million (16 MB): the list is
# read with its first 256 columns, the rest never kept.
write("hostile-wide-line.csv", b"Voornaam;Achternaam\r\nAn;Peeters" + b";x" * 8_000_000 + b"\r\n")

# `hostile-long-shared.xlsx`: one shared string of four million characters used by every cell of
# 200 rows of 100 columns under a normal header: 80 GB if the string were copied per cell.
# Read: each of those cells is too long, kept as its length, and the string is never copied.
long_shared = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="1" uniqueCount="1">'
    f'<si><t>{"x" * 4_000_000}</t></si></sst>'
)
long_rows = ['<row r="1">' + "".join(
    f'<c r="{column_name(i)}1" t="inlineStr"><is><t>Kolom {i + 1}</t></is></c>' for i in range(100)
) + "</row>"]
for n in range(2, 202):
    long_rows.append(f'<row r="{n}">' + "".join(f'<c r="{column_name(i)}{n}" t="s"><v>0</v></c>' for i in range(100)) + "</row>")
long_sheet = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
    f'<sheetData>{"".join(long_rows)}</sheetData></worksheet>'
)
write_xlsx(f"{OUT}/hostile-long-shared.xlsx", long_sheet, long_shared, 28)

# `hostile-zip-bomb.xlsx`: a normal list, with ten more parts of 15 MB of zeros each (each under
# the part's cap; 150 KB of file for 150 MB): refused when all the parts together pass their cap.
with zipfile.ZipFile(f"{OUT}/hostile-zip-bomb.xlsx", "w", zipfile.ZIP_DEFLATED) as z:
    for name, data in [
        ("[Content_Types].xml", content_types),
        ("_rels/.rels", root_rels),
        ("xl/workbook.xml", workbook),
        ("xl/_rels/workbook.xml.rels", workbook_rels),
        ("xl/worksheets/sheet1.xml", count_sheet),
        ("xl/sharedStrings.xml", count_shared.replace("1000000000000000", "2")),
        ("xl/styles.xml", styles),
    ] + [(f"xl/media/image{n}.bin", bytes(15 * 1024 * 1024)) for n in range(1, 11)]:
        info = zipfile.ZipInfo(name, date_time=(2026, 11, 28, 0, 0, 0))
        info.compress_type = zipfile.ZIP_DEFLATED
        z.writestr(info, data, compresslevel=9)
print("wrote the fixtures of every class of issue 42")
