//! The PDF summary of a survey, written with pdf-writer: A4 pages, the standard Helvetica
//! fonts with WinAnsiEncoding (characters outside it become `?`), word-wrapped lines and as
//! many pages as the content needs.

use pdf_writer::{Content, Finish, Name, Pdf, Rect, Ref, Str, TextStr};

use super::store::{Patient, Survey};
use super::summary::{NO_ANSWER, alert_line, answer_text, diagnosis_line};

const PAGE_WIDTH: f32 = 595.0;
const PAGE_HEIGHT: f32 = 842.0;
const MARGIN: f32 = 56.0;
const BOTTOM: f32 = 64.0;

#[derive(Clone, Copy, PartialEq)]
enum Font {
    Regular,
    Bold,
}

impl Font {
    fn name(self) -> Name<'static> {
        match self {
            Font::Regular => Name(b"F1"),
            Font::Bold => Name(b"F2"),
        }
    }
}

/// Helvetica advance widths (1/1000 em) for ASCII 32..=126.
const HELVETICA_WIDTHS: [u16; 95] = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
    556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
    722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
    556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
    260, 334, 584,
];

/// Encodes one character in WinAnsiEncoding (`?` when it has no code there).
fn win_ansi(c: char) -> u8 {
    match c {
        ' '..='~' => c as u8,
        '\u{A0}'..='\u{FF}' => c as u32 as u8,
        '€' => 0x80,
        '‚' => 0x82,
        'ƒ' => 0x83,
        '„' => 0x84,
        '…' => 0x85,
        '†' => 0x86,
        '‡' => 0x87,
        'ˆ' => 0x88,
        '‰' => 0x89,
        'Š' => 0x8A,
        '‹' => 0x8B,
        'Œ' => 0x8C,
        'Ž' => 0x8E,
        '‘' => 0x91,
        '’' => 0x92,
        '“' => 0x93,
        '”' => 0x94,
        '•' => 0x95,
        '–' => 0x96,
        '—' => 0x97,
        '˜' => 0x98,
        '™' => 0x99,
        'š' => 0x9A,
        '›' => 0x9B,
        'œ' => 0x9C,
        'ž' => 0x9E,
        'Ÿ' => 0x9F,
        '\t' => b' ',
        _ => b'?',
    }
}

fn char_width(byte: u8, font: Font, size: f32) -> f32 {
    let units = match byte {
        32..=126 => f32::from(HELVETICA_WIDTHS[usize::from(byte - 32)]),
        0x97 => 1000.0,
        0x95 => 350.0,
        _ => 600.0,
    };
    let factor = if font == Font::Bold { 1.07 } else { 1.0 };
    units * factor * size / 1000.0
}

fn text_width(bytes: &[u8], font: Font, size: f32) -> f32 {
    bytes.iter().map(|b| char_width(*b, font, size)).sum()
}

/// Splits encoded text into lines no wider than `width`, breaking at spaces when possible.
fn wrap(bytes: &[u8], font: Font, size: f32, width: f32) -> Vec<Vec<u8>> {
    let mut lines = Vec::new();
    let mut current: Vec<u8> = Vec::new();
    for word in bytes.split(|b| *b == b' ') {
        let candidate_width = if current.is_empty() {
            text_width(word, font, size)
        } else {
            text_width(&current, font, size) + char_width(b' ', font, size) + text_width(word, font, size)
        };
        if candidate_width <= width {
            if !current.is_empty() {
                current.push(b' ');
            }
            current.extend_from_slice(word);
            continue;
        }
        if !current.is_empty() {
            lines.push(std::mem::take(&mut current));
        }
        // A word longer than a line is cut by characters.
        for &b in word {
            if !current.is_empty() && text_width(&current, font, size) + char_width(b, font, size) > width {
                lines.push(std::mem::take(&mut current));
            }
            current.push(b);
        }
    }
    if !current.is_empty() || lines.is_empty() {
        lines.push(current);
    }
    lines
}

struct Line {
    font: Font,
    size: f32,
    indent: f32,
    text: Vec<u8>,
    space_before: f32,
    /// Keep on the same page as the next line (headings, question labels).
    keep_with_next: bool,
}

/// Lays lines out on pages; returns the content streams, one per page.
struct Layout {
    lines: Vec<Line>,
}

impl Layout {
    fn push(&mut self, text: &str, font: Font, size: f32, indent: f32, space_before: f32) {
        let encoded: Vec<u8> = text.chars().filter(|c| *c != '\r').map(win_ansi).collect();
        for (i, paragraph) in encoded.split(|b| *b == b'\n').enumerate() {
            for (j, line) in wrap(paragraph, font, size, PAGE_WIDTH - 2.0 * MARGIN - indent).into_iter().enumerate() {
                self.lines.push(Line {
                    font,
                    size,
                    indent,
                    text: line,
                    space_before: if i == 0 && j == 0 { space_before } else { 0.0 },
                    keep_with_next: false,
                });
            }
        }
    }

    /// Like [`Layout::push`], keeping the last line with whatever comes next.
    fn push_kept(&mut self, text: &str, font: Font, size: f32, space_before: f32) {
        self.push(text, font, size, 0.0, space_before);
        if let Some(last) = self.lines.last_mut() {
            last.keep_with_next = true;
        }
    }

    fn heading(&mut self, text: &str) {
        self.push_kept(text, Font::Bold, 13.0, 12.0);
    }

    fn paginate(&self) -> Vec<Vec<&Line>> {
        let step_of = |line: &Line| line.size * 1.35 + line.space_before;
        let mut pages: Vec<Vec<&Line>> = vec![Vec::new()];
        let mut y = PAGE_HEIGHT - MARGIN;
        for (i, line) in self.lines.iter().enumerate() {
            let step = step_of(line);
            let next_step = match self.lines.get(i + 1) {
                Some(next) if line.keep_with_next => step_of(next),
                _ => 0.0,
            };
            let page_has_lines = pages.last().is_some_and(|p| !p.is_empty());
            if page_has_lines && y - step - next_step < BOTTOM {
                pages.push(Vec::new());
                y = PAGE_HEIGHT - MARGIN;
            }
            y -= step;
            if let Some(page) = pages.last_mut() {
                page.push(line);
            }
        }
        pages
    }
}

fn render_page(lines: &[&Line], page_number: usize, page_count: usize) -> Vec<u8> {
    let mut content = Content::new();
    let mut y = PAGE_HEIGHT - MARGIN;
    for (i, line) in lines.iter().enumerate() {
        // Ignore the leading space at the top of a new page.
        let space = if i == 0 { 0.0 } else { line.space_before };
        y -= line.size * 1.35 + space;
        content
            .begin_text()
            .set_font(line.font.name(), line.size)
            .next_line(MARGIN + line.indent, y)
            .show(Str(&line.text))
            .end_text();
    }
    let footer = format!("Intake summary - page {page_number} of {page_count}");
    content
        .set_fill_gray(0.4)
        .begin_text()
        .set_font(Font::Regular.name(), 8.0)
        .next_line(MARGIN, BOTTOM - 28.0)
        .show(Str(footer.as_bytes()))
        .end_text();
    content.finish().to_vec()
}

/// The PDF summary of a survey.
pub(crate) fn summary_pdf(survey: &Survey, patient: Option<&Patient>) -> Vec<u8> {
    let mut layout = Layout { lines: Vec::new() };
    layout.push("Intake summary", Font::Bold, 20.0, 0.0, 0.0);

    layout.heading("Patient");
    match patient {
        Some(p) => {
            layout.push(&format!("Name: {}", p.full_name()), Font::Regular, 11.0, 0.0, 2.0);
            layout.push(&format!("Birthdate: {}", p.details.birthdate), Font::Regular, 11.0, 0.0, 0.0);
            layout.push(
                &format!("External reference: {}", p.details.external_reference),
                Font::Regular,
                11.0,
                0.0,
                0.0,
            );
        }
        None => layout.push("Unknown patient", Font::Regular, 11.0, 0.0, 2.0),
    }

    layout.heading("Survey");
    layout.push(&format!("Survey id: {}", survey.survey_id), Font::Regular, 11.0, 0.0, 2.0);
    layout.push(&format!("Status: {}", survey.status), Font::Regular, 11.0, 0.0, 0.0);
    layout.push(&format!("Created: {}", survey.created_at), Font::Regular, 11.0, 0.0, 0.0);

    layout.heading("Alerts");
    if survey.alerts.is_empty() {
        layout.push("None", Font::Regular, 11.0, 0.0, 2.0);
    }
    for (i, alert) in survey.alerts.iter().enumerate() {
        let space = if i == 0 { 2.0 } else { 0.0 };
        layout.push(&format!("• {}", alert_line(alert)), Font::Regular, 11.0, 0.0, space);
    }

    layout.heading("Confirmed diagnoses");
    if survey.diagnoses.is_empty() {
        layout.push("None", Font::Regular, 11.0, 0.0, 2.0);
    }
    for (i, diagnosis) in survey.diagnoses.iter().enumerate() {
        let space = if i == 0 { 2.0 } else { 0.0 };
        layout.push(&format!("• {}", diagnosis_line(diagnosis)), Font::Regular, 11.0, 0.0, space);
    }

    layout.heading("Answers");
    if survey.answers.is_empty() {
        layout.push(&format!("No answers recorded yet ({NO_ANSWER})."), Font::Regular, 11.0, 0.0, 2.0);
    }
    for answer in &survey.answers {
        layout.push_kept(&answer.question_label, Font::Bold, 10.5, 6.0);
        layout.push(&answer_text(&answer.answer_values), Font::Regular, 10.5, 12.0, 0.0);
    }

    let pages = layout.paginate();
    write_pdf(&pages)
}

fn write_pdf(pages: &[Vec<&Line>]) -> Vec<u8> {
    let catalog_id = Ref::new(1);
    let tree_id = Ref::new(2);
    let regular_id = Ref::new(3);
    let bold_id = Ref::new(4);
    let info_id = Ref::new(5);
    let first_page = 6;
    let page_ids: Vec<Ref> = (0..pages.len()).map(|i| Ref::new(first_page + 2 * i as i32)).collect();

    let mut pdf = Pdf::new();
    pdf.catalog(catalog_id).pages(tree_id);
    pdf.pages(tree_id).kids(page_ids.iter().copied()).count(pages.len() as i32);
    pdf.type1_font(regular_id).base_font(Name(b"Helvetica")).encoding_predefined(Name(b"WinAnsiEncoding"));
    pdf.type1_font(bold_id).base_font(Name(b"Helvetica-Bold")).encoding_predefined(Name(b"WinAnsiEncoding"));
    pdf.document_info(info_id).title(TextStr("Intake summary")).creator(TextStr("Intake Desk sandbox"));

    for (i, lines) in pages.iter().enumerate() {
        let page_id = page_ids[i];
        let content_id = Ref::new(page_id.get() + 1);
        let mut page = pdf.page(page_id);
        page.parent(tree_id).media_box(Rect::new(0.0, 0.0, PAGE_WIDTH, PAGE_HEIGHT)).contents(content_id);
        let mut resources = page.resources();
        let mut fonts = resources.fonts();
        fonts.pair(Font::Regular.name(), regular_id);
        fonts.pair(Font::Bold.name(), bold_id);
        fonts.finish();
        resources.finish();
        page.finish();
        let stream = render_page(lines, i + 1, pages.len());
        pdf.stream(content_id, &stream);
    }
    pdf.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encodes_win_ansi_and_replaces_the_rest() {
        let encoded: Vec<u8> = "Zoë — Łódź 李".chars().map(win_ansi).collect();
        assert_eq!(encoded, b"Zo\xEB \x97 ?\xF3d? ?");
    }

    #[test]
    fn long_surveys_get_several_pages_and_labels_stay_with_answers() {
        let data = super::super::seed::demo_data();
        let survey = data.survey(super::super::seed::DEMO_LONG_SURVEY_ID).unwrap_or_else(|| panic!("seeded"));
        let pdf = summary_pdf(survey, data.patient(&survey.patient_id));
        assert!(pdf.starts_with(b"%PDF-"));
        let text = String::from_utf8_lossy(&pdf);
        assert!(text.contains("/Count 3"), "three pages expected");
    }

    #[test]
    fn wraps_long_text() {
        let text = "word ".repeat(200);
        let lines = wrap(text.trim().as_bytes(), Font::Regular, 11.0, 300.0);
        assert!(lines.len() > 5);
        assert!(lines.iter().all(|l| text_width(l, Font::Regular, 11.0) <= 300.0));
        let long = "x".repeat(500);
        assert!(wrap(long.as_bytes(), Font::Bold, 11.0, 100.0).len() > 10);
    }
}
