//! Lists and tables that are one Tab stop: Tab reaches the list as a whole, the arrow keys move
//! between its rows, Home and End jump to the first and last, Page Up and Page Down by ten, and
//! Enter (or Space) opens the current row. The rows themselves answer the mouse but are no Tab
//! stops, so the keyboard passes a list of forty patients in one press. For the screen reader
//! the list is a named list box whose value is the current row. The current row (presentation
//! only) is kept in egui's memory.

use egui::accesskit::Role;
use egui::{Id, Key, Modifiers, Rect, Response, Sense, Ui};

/// How many rows Page Up and Page Down move.
const PAGE: usize = 10;

/// One frame of a keyboard list: create it before the rows, draw them in a Ui built by
/// [`Self::rows_ui`], ask [`Self::is_current`] while drawing them, report each with
/// [`Self::row`] and end with [`Self::finish`].
pub struct KeyboardList {
    id: Id,
    len: usize,
    cursor: usize,
    focused: bool,
    moved: bool,
    activated: bool,
    clicked: Option<usize>,
}

impl KeyboardList {
    /// Reads this frame's keys when the list has the focus.
    pub fn new(ui: &Ui, id_salt: impl std::hash::Hash + std::fmt::Debug, len: usize) -> KeyboardList {
        let id = ui.make_persistent_id(("keyboard-list", id_salt));
        let focused = ui.memory(|memory| memory.has_focus(id));
        let last = len.saturating_sub(1);
        let mut cursor = ui.data(|data| data.get_temp::<usize>(id)).unwrap_or(0).min(last);
        let (mut moved, mut activated) = (false, false);
        if focused && len > 0 {
            // The arrow keys are the list's, not egui's focus movement.
            let filter = egui::EventFilter { vertical_arrows: true, ..Default::default() };
            ui.memory_mut(|memory| memory.set_focus_lock_filter(id, filter));
            let before = cursor;
            ui.input_mut(|input| {
                let mut key = |key: Key| input.consume_key(Modifiers::NONE, key);
                if key(Key::ArrowDown) {
                    cursor = (cursor + 1).min(last);
                }
                if key(Key::ArrowUp) {
                    cursor = cursor.saturating_sub(1);
                }
                if key(Key::PageDown) {
                    cursor = (cursor + PAGE).min(last);
                }
                if key(Key::PageUp) {
                    cursor = cursor.saturating_sub(PAGE);
                }
                if key(Key::Home) {
                    cursor = 0;
                }
                if key(Key::End) {
                    cursor = last;
                }
                activated = key(Key::Enter) || key(Key::Space);
            });
            moved = cursor != before;
        }
        KeyboardList { id, len, cursor, focused, moved, activated, clicked: None }
    }

    /// Whether row `index` is the keyboard's current row (drawn highlighted while the list has
    /// the focus).
    pub fn is_current(&self, index: usize) -> bool {
        self.focused && index == self.cursor
    }

    /// The row to scroll into view this frame: the current one, when the keys moved it.
    pub fn scroll_to(&self) -> Option<usize> {
        self.moved.then_some(self.cursor)
    }

    /// How the Ui the rows are drawn in is built: that Ui is the list itself, its one Tab stop
    /// (it takes the focus) and, for assistive technologies, the list box named `name` whose
    /// children the rows are.
    pub fn rows_ui(&self, name: &str) -> egui::UiBuilder {
        egui::UiBuilder::new()
            .scope_id(self.id)
            .sense(Sense::FOCUSABLE)
            .accessibility_role(Role::ListBox)
            .accessibility_label(name)
    }

    /// The sense of a row: clicks, but no Tab stop.
    pub fn row_sense() -> Sense {
        Sense::CLICK
    }

    /// Reports that row `index`, shown in `rect`, answered the mouse with `response`: a click
    /// opens it and makes it the current row. For the screen reader the row is an option of the
    /// list, not a Tab stop of its own: the list takes the keys. It keeps its click action, which
    /// assistive technologies (a screen reader's "activate", switch access) use to open it.
    pub fn row(&mut self, ctx: &egui::Context, index: usize, rect: Rect, response: &Response) {
        // What is shown: a clipped cell's content may be wider than the cell.
        self.option(ctx, index, rect.intersect(response.rect), response, None);
        if response.clicked() {
            self.clicked = Some(index);
        }
    }

    /// Reports the cells of table row `index` (each as `row.col` returned it): a click on any
    /// opens the row. For assistive technologies the first cell stands for the whole row (the
    /// option named `words`, which say all the row shows, spanning the row) and the others are
    /// hidden: a list of cells would be read as "cell, cell, cell", not as rows.
    pub fn table_row(&mut self, index: usize, cells: &[(Rect, Response)], words: String) {
        let Some((_, first)) = cells.first() else { return };
        let ctx = first.ctx.clone();
        // What is shown: a clipped cell's content may be wider than the cell, and a row scrolled
        // half out of its list shows only its part inside (the clip rect). A row scrolled out
        // entirely keeps its place, outside the list, as assistive technologies expect.
        let whole = cells.iter().fold(Rect::NOTHING, |row, (rect, _)| row.union(*rect));
        let shown = cells
            .iter()
            .map(|(rect, cell)| rect.intersect(cell.interact_rect))
            .filter(|part| part.is_positive())
            .fold(Rect::NOTHING, |row, part| row.union(part));
        let bounds = if shown.is_positive() { shown } else { whole };
        self.option(&ctx, index, bounds, first, Some(words));
        for (_, cell) in &cells[1..] {
            ctx.accesskit_node_builder(cell.id, |node| node.set_hidden());
        }
        if cells.iter().any(|(_, cell)| cell.clicked()) {
            self.clicked = Some(index);
        }
    }

    /// Makes `response`'s node the list's option for row `index`, in `rect`, named `words` when
    /// given (a button's node is named by its text already).
    fn option(&self, ctx: &egui::Context, index: usize, rect: Rect, response: &Response, words: Option<String>) {
        let current = self.is_current(index);
        ctx.accesskit_node_builder(response.id, |node| {
            node.set_bounds(egui::accesskit::Rect {
                x0: rect.min.x.into(),
                y0: rect.min.y.into(),
                x1: rect.max.x.into(),
                y1: rect.max.y.into(),
            });
            node.remove_action(egui::accesskit::Action::Focus);
            // A table's cell is a Ui, whose node egui gives no click action although it answers
            // clicks (and an assistive click on it) like a button.
            node.add_action(egui::accesskit::Action::Click);
            node.set_role(Role::ListBoxOption);
            node.set_selected(current);
            if let Some(words) = words {
                node.set_label(words);
            }
        });
    }

    /// Ends the list drawn in the Ui of [`Self::rows_ui`] (`list` is that Ui's response): the
    /// current row's words are its value; returns the row to open (Enter on the current row, or
    /// a click).
    pub fn finish(self, ui: &mut Ui, list: &Response, row_words: impl FnOnce(usize) -> String) -> Option<usize> {
        let mut cursor = self.cursor;
        if let Some(clicked) = self.clicked {
            cursor = clicked;
            list.request_focus();
        }
        ui.data_mut(|data| data.insert_temp(self.id, cursor));
        let value = if self.len > 0 { row_words(cursor) } else { String::new() };
        ui.ctx().accesskit_node_builder(self.id, |node| node.set_value(value));
        if list.has_focus() {
            let stroke = ui.visuals().selection.stroke;
            ui.painter().rect_stroke(list.rect, 2.0, stroke, egui::StrokeKind::Inside);
        }
        self.clicked.or((self.activated && self.len > 0).then_some(self.cursor))
    }
}
