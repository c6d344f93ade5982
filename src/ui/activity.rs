//! The activity view: the user's own actions on this computer, newest
//! first, so staff can answer "did I send this?".

use egui::{RichText, Ui};

use crate::state::AppState;
use crate::state::present::describe_action;

pub fn show(ui: &mut Ui, state: &AppState) {
    let tr = &state.tr;
    ui.heading(tr.text("activity-title"));
    ui.label(RichText::new(tr.text("activity-intro")).weak());
    ui.add_space(8.0);
    if state.activity_unreadable > 0 {
        let count = state.activity_unreadable;
        ui.label(
            RichText::new(tr.msg(&crate::msg!("activity-unreadable", count = count)))
                .color(super::widgets::warning_color(ui)),
        );
    }
    if state.activity.is_empty() {
        ui.label(tr.text("activity-nothing-yet"));
        return;
    }
    let row_height = ui.text_style_height(&egui::TextStyle::Body) + 6.0;
    egui::ScrollArea::both().auto_shrink(false).show_rows(ui, row_height, state.activity.len(), |ui, rows| {
        egui::Grid::new("activity-rows").num_columns(3).striped(true).spacing([16.0, 6.0]).show(ui, |ui| {
            for entry in &state.activity[rows] {
                let utc = tr.msg(&crate::msg!("activity-utc", time = entry.at.as_str()));
                ui.label(entry.local_time(tr)).on_hover_text(utc);
                ui.label(RichText::new(&entry.environment).weak());
                ui.label(describe_action(&entry.action));
                ui.end_row();
            }
        });
    });
}
