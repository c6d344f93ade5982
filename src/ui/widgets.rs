//! Small building blocks shared by the views: labelled inputs, field
//! messages, error boxes with details, status chips, the QR code.

use egui::{Color32, RichText, Ui};

use crate::api::{ApiError, StatusTone, SurveyStatus};

/// Colours used for meaning, readable in light and dark themes.
pub fn error_color(ui: &Ui) -> Color32 {
    if ui.visuals().dark_mode { Color32::from_rgb(255, 120, 110) } else { Color32::from_rgb(180, 20, 20) }
}

pub fn warning_color(ui: &Ui) -> Color32 {
    if ui.visuals().dark_mode { Color32::from_rgb(255, 200, 90) } else { Color32::from_rgb(150, 90, 0) }
}

pub fn success_color(ui: &Ui) -> Color32 {
    if ui.visuals().dark_mode { Color32::from_rgb(120, 220, 140) } else { Color32::from_rgb(20, 120, 50) }
}

/// A single-line text input with a visible label that also names it for
/// screen readers and tests.
pub fn labelled_text(ui: &mut Ui, label: &str, value: &mut String, hint: &str) -> egui::Response {
    let label_response = ui.label(label);
    ui.add(egui::TextEdit::singleline(value).hint_text(hint).desired_width(260.0)).labelled_by(label_response.id)
}

/// A password input, labelled.
pub fn labelled_password(ui: &mut Ui, label: &str, value: &mut String) -> egui::Response {
    let label_response = ui.label(label);
    ui.add(egui::TextEdit::singleline(value).password(true).desired_width(260.0)).labelled_by(label_response.id)
}

/// The message under a field, in the error colour.
pub fn field_message(ui: &mut Ui, message: &str) {
    ui.label(RichText::new(message).color(error_color(ui)).small());
}

/// One failure as a sentence, with the status and excerpt under "Details".
pub fn error_box(ui: &mut Ui, error: &ApiError) {
    egui::Frame::new().stroke(egui::Stroke::new(1.0, error_color(ui))).inner_margin(8).corner_radius(4).show(
        ui,
        |ui| {
            ui.label(RichText::new(&error.message).color(error_color(ui)));
            let details = error.details();
            if !details.is_empty() {
                egui::CollapsingHeader::new("Details").id_salt(("error-details", &error.message)).show(ui, |ui| {
                    ui.label(RichText::new(details).monospace().small());
                });
            }
        },
    );
}

/// A survey status as a coloured chip; unknown statuses shown as they came.
pub fn status_chip(ui: &mut Ui, status: Option<&SurveyStatus>) -> egui::Response {
    let (text, tone) = match status {
        Some(status) => (status.label(), status.tone()),
        None => ("(no status)".to_owned(), StatusTone::Unknown),
    };
    let dark = ui.visuals().dark_mode;
    let fill = match (tone, dark) {
        (StatusTone::Waiting, false) => Color32::from_rgb(225, 232, 245),
        (StatusTone::Waiting, true) => Color32::from_rgb(40, 55, 85),
        (StatusTone::Active, false) => Color32::from_rgb(255, 236, 200),
        (StatusTone::Active, true) => Color32::from_rgb(95, 70, 20),
        (StatusTone::Done, false) => Color32::from_rgb(210, 240, 215),
        (StatusTone::Done, true) => Color32::from_rgb(30, 80, 45),
        (StatusTone::Ended, false) => Color32::from_rgb(230, 230, 230),
        (StatusTone::Ended, true) => Color32::from_rgb(60, 60, 60),
        (StatusTone::Unknown, false) => Color32::from_rgb(240, 225, 245),
        (StatusTone::Unknown, true) => Color32::from_rgb(75, 45, 85),
    };
    egui::Frame::new()
        .fill(fill)
        .inner_margin(egui::Margin::symmetric(6, 2))
        .corner_radius(8)
        .show(ui, |ui| ui.label(RichText::new(text).small().strong()))
        .response
}

/// A QR code of `text`, drawn with rectangles (no texture to manage).
pub fn qr_code(ui: &mut Ui, text: &str, side: f32) {
    let Ok(code) = qrcode::QrCode::new(text.as_bytes()) else {
        ui.label("(the link is too long for a QR code)");
        return;
    };
    let width = code.width();
    let colors = code.to_colors();
    let quiet = 2usize;
    let modules = width + 2 * quiet;
    let module = (side / modules as f32).floor().max(1.0);
    let size = egui::vec2(module * modules as f32, module * modules as f32);
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::hover());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, "QR code of the survey link"));
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 0.0, Color32::WHITE);
    for (index, color) in colors.iter().enumerate() {
        if *color == qrcode::Color::Dark {
            let x = (index % width + quiet) as f32 * module;
            let y = (index / width + quiet) as f32 * module;
            let cell = egui::Rect::from_min_size(rect.min + egui::vec2(x, y), egui::vec2(module, module));
            painter.rect_filled(cell, 0.0, Color32::BLACK);
        }
    }
}
