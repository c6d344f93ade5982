//! The window that says, on the first frames, what did not work at start-up (see
//! [`crate::startup`]): what is wrong, where, what Intake Desk does about it and what to do.
//! It owns only this drawing; OK (or Escape, or a click beside it) closes it for the session.

use crate::state::{AppState, Intent};

/// Draws the start-up problems over everything, until the user closes them.
pub fn show(ctx: &egui::Context, state: &AppState, intents: &mut Vec<Intent>) {
    if state.startup_problems.is_empty() {
        return;
    }
    let mut close = false;
    let tr = &state.tr;
    let title = tr.msg(&crate::msg!("startup-title", count = state.startup_problems.len()));
    let modal = super::a11y::modal(ctx, egui::Id::unique("startup-problems"), &title, None, |ui| {
        // Readable at 1024×768: the text wraps and a long list scrolls.
        ui.set_max_width(super::theme::size::DIALOG);
        ui.heading(tr.msg(&crate::msg!("startup-title", count = state.startup_problems.len())));
        ui.add_space(super::theme::space::S);
        let max_height = (ctx.content_rect().height() - 200.0).max(160.0);
        let scrolled = egui::ScrollArea::vertical().max_height(max_height).show(ui, |ui| {
            for (index, problem) in state.startup_problems.iter().enumerate() {
                if index > 0 {
                    ui.separator();
                }
                ui.label(egui::RichText::new(tr.msg(&problem.what)).strong());
                ui.horizontal_wrapped(|ui| {
                    ui.label(tr.text("startup-where"));
                    ui.label(egui::RichText::new(problem.place.display().to_string()).monospace());
                });
                ui.label(tr.msg(&problem.effect));
                ui.label(tr.msg(&crate::msg!("startup-what-to-do", advice = problem.advice.clone())));
            }
        });
        super::a11y::name_scroll_bars_of(ui, scrolled.id, &title);
        ui.add_space(super::theme::space::M);
        if ui.button(tr.text("startup-ok")).clicked() {
            close = true;
        }
    });
    if close || modal.should_close() {
        intents.push(Intent::CloseStartupProblems);
    }
}
