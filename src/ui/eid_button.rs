//! "Read eID" (issue 32) where a new patient's details are typed — the register form, the
//! new-survey dialog and the day list's row editor: the button and its shortcut (Ctrl+E), the
//! spinner while the card is read, and what the read said, under the button of the form it is
//! about (gone with the form). Nothing is drawn where the policy hides the button.

use egui::Ui;

use crate::state::{AppState, EidPlace, Intent, Level};

use super::shortcuts;
use super::widgets::{icon_message, success_color, warning_color};

/// Draws "Read eID" for the form at `place`; `Some` intent when it is pressed, or when its
/// shortcut is and `keys` says this form has the keyboard (no dialog above it).
pub fn read_eid_button(ui: &mut Ui, state: &AppState, place: EidPlace, keys: bool) -> Option<Intent> {
    if !state.eid_offered(place) {
        return None;
    }
    let tr = &state.tr;
    // Greyed while the card is read (for this form or, a moment ago, another one).
    let busy = state.eid_busy();
    let mut asked = false;
    ui.horizontal(|ui| {
        let hint =
            format!("{}\n{}", tr.text("patient-read-eid-hint"), shortcuts::hint(ui.ctx(), tr, &shortcuts::READ_EID));
        let button = ui.add_enabled(!busy, egui::Button::new(tr.text("patient-read-eid"))).on_hover_text(hint);
        asked = button.clicked();
        if state.eid_reading_for(place) {
            ui.spinner();
        }
    });
    if keys && !shortcuts::overview_open(ui.ctx()) && ui.input_mut(|i| i.consume_shortcut(&shortcuts::READ_EID)) {
        asked = true;
    }
    (asked && !busy).then_some(Intent::ReadEid(place))
}

/// What the last read for `place` said, as a line with its icon.
pub fn read_eid_outcome(ui: &mut Ui, state: &AppState, place: EidPlace) {
    let Some((level, said)) = state.eid_said_for(place) else { return };
    let color = match level {
        Level::Success | Level::Info => success_color(ui),
        Level::Warning | Level::Error => warning_color(ui),
    };
    icon_message(ui, super::theme::icon::of_level(*level), &state.tr.msg(said), color);
}
