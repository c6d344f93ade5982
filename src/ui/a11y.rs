//! What the keyboard and a screen reader need beyond what egui gives by itself; presentation
//! only, kept in egui's memory:
//! - dialogs ([`modal`]): an egui modal named by its title and marked modal for AccessKit. While
//!   one is open, the window's panes are hidden from the screen reader (egui already keeps the
//!   keyboard and the mouse from them). On its first frame the keyboard focus goes to its first
//!   field; when it closes, focus goes back to the control that opened it (what was clicked or
//!   focused just before, or, when a shortcut opened it with nothing focused, the button that
//!   does the same, registered with [`opener`]).
//! - scroll bars named by what they scroll ([`name_scroll_bars`]): egui leaves them unnamed.
//!
//! [`finish_frame`] runs once per frame after everything is drawn.

use std::collections::BTreeMap;

use egui::accesskit::Role;
use egui::{Context, Id, Ui};

/// The survey dialog for a new patient (the home screen's button, Ctrl+Shift+N).
pub const OPENS_SURVEY_FOR_NEW_PATIENT: &str = "survey-for-new-patient";
/// The survey dialog for the open patient (the patient view's button).
pub const OPENS_SURVEY_FOR_OPEN_PATIENT: &str = "survey-for-open-patient";
/// The About dialog (the banner's button).
pub const OPENS_ABOUT: &str = "about";

#[derive(Clone, Copy)]
struct OpenDialog {
    id: Id,
    /// The widget that gets the focus back.
    opener: Option<Id>,
    /// Whether the focus went in (a dialog's first frame only measures it: its widgets take the
    /// focus from the second).
    focused: bool,
}

#[derive(Clone, Default)]
struct Dialogs {
    /// Dialogs open since an earlier frame.
    open: Vec<OpenDialog>,
    /// The dialogs drawn this frame.
    shown: Vec<Id>,
    /// What the user clicked, or what had the focus, at the end of the previous frame: the
    /// opener of a dialog that appears now.
    last_actor: Option<Id>,
    /// The buttons that open a dialog, by what they open: where the focus goes back when a
    /// shortcut opened the dialog.
    openers: BTreeMap<&'static str, Id>,
}

fn memory_id() -> Id {
    Id::unique("intake-desk-dialog-focus")
}

fn with_dialogs<R>(ctx: &Context, f: impl FnOnce(&mut Dialogs) -> R) -> R {
    ctx.data_mut(|data| f(data.get_temp_mut_or_default::<Dialogs>(memory_id())))
}

/// Registers `id` as the button that opens the dialog `what` (see the module doc).
pub fn opener(ctx: &Context, what: &'static str, id: Id) {
    with_dialogs(ctx, |dialogs| {
        dialogs.openers.insert(what, id);
    });
}

/// Shows a modal dialog titled `title` (its accessible name); `opened_by` names the button that
/// opens it (see [`opener`]).
pub fn modal<R>(
    ctx: &Context,
    id: Id,
    title: &str,
    opened_by: Option<&'static str>,
    content: impl FnOnce(&mut Ui) -> R,
) -> egui::ModalResponse<R> {
    let focus_pending = with_dialogs(ctx, |dialogs| {
        dialogs.shown.push(id);
        if let Some(open) = dialogs.open.iter().find(|open| open.id == id) {
            return !open.focused;
        }
        let opener = dialogs.last_actor.or_else(|| opened_by.and_then(|what| dialogs.openers.get(what).copied()));
        dialogs.open.push(OpenDialog { id, opener, focused: false });
        true
    });
    let title = title.to_owned();
    egui::Modal::new(id).show(ctx, |ui| {
        if let Some(dialog) = ui.stack().iter().find(|frame| frame.kind() == Some(egui::UiKind::Modal)) {
            let node = dialog.unique_id;
            ui.ctx().accesskit_node_builder(node, |node| {
                node.set_label(title);
                node.set_modal();
            });
        }
        let inner = content(ui);
        if focus_pending && focus_first_field(ui) {
            with_dialogs(ui.ctx(), |dialogs| {
                dialogs.open.iter_mut().filter(|dialog| dialog.id == id).for_each(|dialog| dialog.focused = true);
            });
        }
        inner
    })
}

/// Gives the keyboard focus to the dialog's first field — the first widget of its layer that
/// one types into (a text field, which takes drags to select), else the first that takes the
/// focus — unless the dialog already put it somewhere; whether the focus is in the dialog now.
/// (A button above the fields, such as "Read eID", does not take the cursor from them.)
fn focus_first_field(ui: &Ui) -> bool {
    let layer = ui.layer_id();
    let ctx = ui.ctx();
    let focused = ctx.memory(|memory| memory.focused());
    let (first, has_focus) = ctx.viewport(|viewport| {
        let widgets = &viewport.this_pass.widgets;
        let has_focus = focused.is_some_and(|id| widgets.get(id).is_some_and(|w| w.layer_id == layer));
        let focusable = || widgets.get_layer(layer).filter(|w| w.enabled && w.sense.is_focusable());
        let typed_into = focusable().find(|w| w.sense.senses_drag());
        let first = typed_into.or_else(|| focusable().next()).map(|w| w.id);
        (first, has_focus)
    });
    if has_focus {
        return true;
    }
    if let Some(first) = first {
        ctx.memory_mut(|memory| memory.request_focus(first));
        return true;
    }
    false
}

/// Once a frame, after everything is drawn: focus back to the opener of a dialog that closed,
/// the panes hidden from the screen reader while a dialog is open, and what the user acted on
/// remembered for a dialog that opens on the next frame.
pub fn finish_frame(ctx: &Context) {
    let (closed, any_open) = with_dialogs(ctx, |dialogs| {
        let shown = std::mem::take(&mut dialogs.shown);
        let (open, closed): (Vec<_>, Vec<_>) = dialogs.open.drain(..).partition(|open| shown.contains(&open.id));
        dialogs.open = open;
        (closed, !dialogs.open.is_empty())
    });
    for opener in closed.into_iter().filter_map(|closed| closed.opener) {
        if ctx.viewport(|viewport| viewport.this_pass.widgets.contains(opener)) {
            ctx.memory_mut(|memory| memory.request_focus(opener));
        }
    }
    let clicked = ctx.viewport(|viewport| viewport.interact_widgets.clicked);
    let focused = ctx.memory(|memory| memory.focused());
    with_dialogs(ctx, |dialogs| dialogs.last_actor = clicked.or(focused));
    if any_open {
        let panes: Vec<Id> = ctx.viewport(|viewport| {
            viewport.this_pass.accesskit_state.as_ref().map_or_else(Vec::new, |state| {
                state
                    .nodes
                    .iter()
                    .filter(|(_, node)| matches!(node.role(), Role::Pane | Role::Splitter))
                    .map(|(id, _)| *id)
                    .collect()
            })
        });
        for pane in panes {
            ctx.accesskit_node_builder(pane, |node| node.set_hidden());
        }
    }
}

/// Runs `add_contents`, then names every scroll bar it added `name` (what the bar scrolls): for
/// a scroll area another widget makes and does not hand back (egui_extras' tables). A scroll
/// area of our own is named by its id, [`name_scroll_bars_of`].
pub fn name_scroll_bars<R>(ui: &mut Ui, name: &str, add_contents: impl FnOnce(&mut Ui) -> R) -> R {
    let layer = ui.layer_id();
    let count = |ui: &Ui| ui.ctx().viewport(|viewport| viewport.this_pass.widgets.get_layer(layer).count());
    let first = count(ui);
    let result = add_contents(ui);
    let bars: Vec<Id> = ui.ctx().viewport(|viewport| {
        let Some(state) = &viewport.this_pass.accesskit_state else {
            return Vec::new();
        };
        viewport
            .this_pass
            .widgets
            .get_layer(layer)
            .skip(first)
            .filter(|w| {
                state.nodes.get(&w.id).is_some_and(|node| node.role() == Role::ScrollBar && node.label().is_none())
            })
            .map(|w| w.id)
            .collect()
    });
    for bar in bars {
        ui.ctx().accesskit_node_builder(bar, |node| node.set_label(name));
    }
    result
}

/// Names the scroll bars of the scroll area `scroll_id` (its `ScrollAreaOutput::id`) `name`:
/// for a scroll area drawn as a statement of its own.
pub fn name_scroll_bars_of(ui: &Ui, scroll_id: Id, name: &str) {
    // egui's scroll bars are `id.with(0)` (horizontal) and `id.with(1)` (vertical).
    for axis in 0..2usize {
        let bar = scroll_id.with(axis);
        if ui.ctx().viewport(|viewport| viewport.this_pass.widgets.contains(bar)) {
            ui.ctx().accesskit_node_builder(bar, |node| node.set_label(name));
        }
    }
}
