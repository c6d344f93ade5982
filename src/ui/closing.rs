//! The window's close put off: "Saving what you typed…" while the drafts are written, and
//! "Close Intake Desk?" when typing could not be saved — keep the window open, save the typing
//! to a file, or close and lose it.

use egui::RichText;

use super::theme;
use super::widgets::warning_color;
use crate::state::closing::{CloseIntent, Closing};
use crate::state::{AppState, Intent};

pub fn show(ctx: &egui::Context, state: &AppState, out: &mut Vec<Intent>) {
    let Some(closing) = &state.closing else { return };
    let tr = &state.tr;
    let title = tr.text("closing-title");
    let modal = super::a11y::modal(ctx, egui::Id::unique("closing-question"), &title, None, |ui| {
        ui.set_max_width(theme::size::DIALOG_NARROW);
        ui.heading(&title);
        ui.add_space(theme::space::S);
        match closing {
            Closing::Saving { .. } => {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(tr.text("closing-saving"));
                });
            }
            Closing::SavingFile(_) => {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(tr.text("progress-saving-typing"));
                });
            }
            Closing::Asking { problem } => {
                let forms = state.draft_sync.unsaved.len();
                ui.label(tr.msg(&crate::msg!("closing-not-saved", forms = forms)));
                if let Some(reason) = state.draft_sync.unsaved.values().next() {
                    ui.label(RichText::new(tr.msg(reason)).weak());
                }
                if let Some(problem) = problem {
                    ui.add_space(theme::space::S);
                    ui.label(RichText::new(tr.msg(problem)).color(warning_color(ui)));
                }
                ui.add_space(theme::space::M);
                ui.horizontal_wrapped(|ui| {
                    if ui.button(tr.text("closing-keep-open")).clicked() {
                        out.push(Intent::Close(CloseIntent::KeepOpen));
                    }
                    if ui.button(tr.text("closing-save-to-file")).clicked() {
                        out.push(Intent::Close(CloseIntent::SaveToFile));
                    }
                    if ui.button(RichText::new(tr.text("closing-lose")).color(warning_color(ui))).clicked() {
                        out.push(Intent::Close(CloseIntent::CloseAndLose));
                    }
                });
            }
        }
    });
    // Escape or a click beside it keeps the window open: never the choice that loses typing.
    if modal.should_close() {
        out.push(Intent::Close(CloseIntent::KeepOpen));
    }
}
