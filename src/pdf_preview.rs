//! The in-app preview of a PDF summary: its pages rendered to plain RGBA
//! images with hayro (pure Rust, no system libraries). No egui types here:
//! the worker renders on its blocking pool, the state keeps the images, and
//! the view turns them into textures.

use std::fmt;

use hayro::hayro_interpret::InterpreterSettings;
use hayro::hayro_syntax::Pdf;
use hayro::vello_cpu::color::palette::css::WHITE;
use hayro::{PixmapSettings, RenderCache, RenderSettings};

use crate::i18n::Msg;

/// At most this many pages are rendered; the rest are counted, not drawn.
pub const MAX_PREVIEW_PAGES: usize = 30;

/// Pixels per PDF point: 1.5 gives an A4 page of 893 × 1263 pixels, sharp
/// enough to read at the preview's size.
pub const PREVIEW_SCALE: f32 = 1.5;

/// One rendered page: premultiplied RGBA on white (so fully opaque).
#[derive(Clone, PartialEq, Eq)]
pub struct PageImage {
    pub width: u32,
    pub height: u32,
    pub rgba: Vec<u8>,
}

impl fmt::Debug for PageImage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PageImage({}×{})", self.width, self.height)
    }
}

/// The rendered pages of a document.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PdfPreview {
    pub pages: Vec<PageImage>,
    /// Pages in the document (may exceed `pages.len()`).
    pub page_count: usize,
}

/// Why no preview could be made: a kind (and what hayro said), worded by the view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PreviewError {
    /// hayro could not read the document; its own words (data) inside.
    Unreadable(String),
    NoPages,
    NothingDrawn,
    /// The rendering task stopped before it finished.
    RendererStopped,
}

impl PreviewError {
    /// The sentence shown in place of the preview.
    pub fn message(&self) -> Msg {
        match self {
            PreviewError::Unreadable(reason) => Msg::new("pdf-preview-unreadable").with("reason", reason.as_str()),
            PreviewError::NoPages => Msg::new("pdf-preview-no-pages"),
            PreviewError::NothingDrawn => Msg::new("pdf-preview-not-drawn"),
            PreviewError::RendererStopped => Msg::new("pdf-preview-renderer-stopped"),
        }
    }
}

/// Renders up to [`MAX_PREVIEW_PAGES`] pages. Slow (tens of milliseconds per
/// page): call it off the UI thread. A PDF hayro cannot read is an error, not a panic.
pub fn render_pages(pdf: &[u8]) -> Result<PdfPreview, PreviewError> {
    let document = Pdf::new(pdf.to_vec()).map_err(|e| PreviewError::Unreadable(format!("{e:?}")))?;
    let pages = document.pages();
    let page_count = pages.len();
    if page_count == 0 {
        return Err(PreviewError::NoPages);
    }
    let cache = RenderCache::new();
    let interpreter = InterpreterSettings::default();
    let render = RenderSettings::default();
    let pixmap = PixmapSettings { x_scale: PREVIEW_SCALE, y_scale: PREVIEW_SCALE, bg_color: WHITE };
    let mut images = Vec::new();
    for page in pages.iter().take(MAX_PREVIEW_PAGES) {
        let rendered = hayro::render(page, &cache, &interpreter, &render, &pixmap);
        let width = u32::from(rendered.width());
        let height = u32::from(rendered.height());
        if width == 0 || height == 0 {
            continue;
        }
        images.push(PageImage { width, height, rgba: rendered.data_as_u8_slice().to_vec() });
    }
    if images.is_empty() {
        return Err(PreviewError::NothingDrawn);
    }
    Ok(PdfPreview { pages: images, page_count })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;

    /// A one-page A4 PDF with a black square, made with pdf-writer.
    fn square_pdf() -> Vec<u8> {
        use pdf_writer::{Content, Finish as _, Rect, Ref};
        let (catalog, tree, page, content) = (Ref::new(1), Ref::new(2), Ref::new(3), Ref::new(4));
        let mut pdf = pdf_writer::Pdf::new();
        pdf.catalog(catalog).pages(tree);
        pdf.pages(tree).kids([page]).count(1);
        let mut p = pdf.page(page);
        p.media_box(Rect::new(0.0, 0.0, 595.0, 842.0)).parent(tree).contents(content);
        p.finish();
        let mut c = Content::new();
        c.set_fill_rgb(0.0, 0.0, 0.0).rect(100.0, 100.0, 200.0, 200.0).fill_nonzero();
        pdf.stream(content, &c.finish());
        pdf.finish()
    }

    #[test]
    fn a_page_renders_with_ink_on_white() {
        let preview = render_pages(&square_pdf()).unwrap();
        assert_eq!(preview.page_count, 1);
        let page = &preview.pages[0];
        assert_eq!((page.width, page.height), (892, 1263));
        assert_eq!(page.rgba.len(), (page.width * page.height * 4) as usize);
        let dark = page.rgba.chunks(4).filter(|px| px[0] < 128).count();
        // 200 pt square at 1.5 px/pt: 300 × 300 pixels.
        assert!((85_000..95_000).contains(&dark), "{dark} dark pixels");
        assert!(page.rgba.chunks(4).all(|px| px[3] == 255), "opaque on white");
    }

    #[test]
    fn something_that_is_not_a_pdf_is_an_error_not_a_panic() {
        assert!(render_pages(b"%PDF-1.7 but nothing else").is_err());
        assert!(render_pages(b"").is_err());
    }
}
