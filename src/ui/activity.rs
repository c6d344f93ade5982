//! The activity view: the user's own actions on this computer, newest
//! first, so staff can answer "did I send this?".

use egui::{RichText, Ui};

use crate::state::AppState;
use crate::state::present::describe_action;

pub fn show(ui: &mut Ui, state: &AppState) {
    ui.heading("Activity on this computer");
    ui.label(
        RichText::new(
            "Patients registered or changed, surveys created, invitations sent and PDFs saved from this computer. \
             Ids only: no names or addresses are kept here.",
        )
        .weak(),
    );
    ui.add_space(8.0);
    if state.activity_unreadable > 0 {
        let count = state.activity_unreadable;
        let lines = if count == 1 { "1 line".to_owned() } else { format!("{count} lines") };
        ui.label(
            RichText::new(format!(
                "{lines} of the activity log on this computer could not be read (damaged); everything readable \
                 is listed below."
            ))
            .color(super::widgets::warning_color(ui)),
        );
    }
    if state.activity.is_empty() {
        ui.label("Nothing yet.");
        return;
    }
    let row_height = ui.text_style_height(&egui::TextStyle::Body) + 6.0;
    egui::ScrollArea::both().auto_shrink(false).show_rows(ui, row_height, state.activity.len(), |ui, rows| {
        egui::Grid::new("activity-rows").num_columns(3).striped(true).spacing([16.0, 6.0]).show(ui, |ui| {
            for entry in &state.activity[rows] {
                ui.label(entry.local_time()).on_hover_text(format!("{} (UTC)", entry.at));
                ui.label(RichText::new(&entry.environment).weak());
                ui.label(state.tr.msg(&describe_action(&entry.action)));
                ui.end_row();
            }
        });
    });
}
