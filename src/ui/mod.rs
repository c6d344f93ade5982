//! egui views only: each reads the state (`&AppState`, never `&mut`) and returns what the user
//! asked for as [`Intent`]s, which the app applies after the frame; none calls the api, assigns
//! state or blocks (`scripts/check-views.sh` in CI fails otherwise). The layout: environment banner on top, status
//! bar at the bottom, search and lists on the left, the screen in the middle,
//! dialogs over it. What the views keep between frames that is not state
//! (GPU textures) lives in [`UiCache`], owned by the app.

pub mod a11y;
pub mod about;
pub mod activity;
pub mod banner;
mod closing;
pub mod connection;
pub mod date_picker;
pub mod day_list;
mod day_list_batch;
mod day_list_check;
pub mod eid_button;
pub mod follow_up;
pub mod home;
pub mod keyboard_list;
pub mod patient;
mod patient_fields;
pub mod patient_form;
pub mod shortcuts;
pub mod startup_problems;
pub mod status;
pub mod survey_dialog;
mod survey_lists;
pub mod survey_summary;
pub mod survey_view;
pub mod system_fonts;
pub mod theme;
pub mod today;
pub mod widgets;

use crate::state::{AppState, Intent, Screen};

/// What the views keep between frames besides the state: egui resources.
#[derive(Default)]
pub struct UiCache {
    /// Textures of the PDF preview of the open survey.
    pub pdf_preview: survey_view::PreviewTextures,
    /// The licence notices, read when the About dialog first opens.
    pub licences: about::LicenceCache,
    /// What the day's list's check draws of its rows, kept until the list changes.
    pub day_list_check: day_list_check::CheckCache,
}

const SIDE_PANEL: &str = "side-panel";
/// The folded side panel's rail of icons.
const SIDE_RAIL: &str = "side-rail";

/// Below this width (in points) the side panel folds away behind a button, so the screen in the
/// middle keeps room for its tables (small shared screens, 800×600 and up); not on the home
/// screen, whose work is in the panel (the search, the actions, the lists).
pub const NARROW_WINDOW: f32 = 1000.0;
/// Below this height (in points) the side panel's search and main actions do not fit between the
/// banner and the status bar (the smallest window, 640×320; a 1366×768 laptop at 200 %): it folds
/// into its rail on every screen, the home screen too.
pub const SHORT_WINDOW: f32 = 480.0;

/// Whether the folded side panel is shown (presentation only, kept in egui's memory).
fn side_panel_unfolded(ctx: &egui::Context) -> bool {
    ctx.data(|d| d.get_temp::<bool>(egui::Id::unique("side-panel-unfolded"))).unwrap_or(false)
}

fn set_side_panel_unfolded(ctx: &egui::Context, unfolded: bool) {
    ctx.data_mut(|d| d.insert_temp(egui::Id::unique("side-panel-unfolded"), unfolded));
}

/// egui names a panel's resize handle "Resize panel" in English; a screen reader hears it in the
/// interface's language instead. The handle's id is egui's: the panel's id with `__resize`.
fn name_panel_splitter(ui: &egui::Ui, panel: &str, name: &str) {
    let panel_id = ui.scope_id().with_salt(egui::IdSalt::new(panel));
    let name = name.to_owned();
    ui.ctx().accesskit_node_builder(panel_id.with("__resize"), move |node| node.set_label(name));
}

/// A screen (or panel) whose lists fill the height the window leaves them (a patient's surveys,
/// a survey's answers, the side panel's patients): on a window too low for its header and three
/// rows of its list (1366×768 at 150 % is 512 points high) it scrolls as a whole, so nothing is
/// cut under the status bar. Where it fits, nothing moves: the scroll area fills the panel and
/// draws no bar. Its scroll bar is named `name` for assistive technologies.
fn scrolled_screen(ui: &mut egui::Ui, id: &str, name: &str, screen: impl FnOnce(&mut egui::Ui)) {
    let scrolled = egui::ScrollArea::vertical().id_salt(id).auto_shrink(false).show(ui, screen);
    a11y::name_scroll_bars_of(ui, scrolled.id, name);
}

/// Names the panel `ui` is drawn in ("Status bar", "Patients", …): egui leaves its panels
/// unnamed, and a screen reader lists them as landmarks to jump between.
fn name_panel(ui: &egui::Ui, name: String) {
    if let Some(panel) = ui.stack().iter().find(|frame| frame.kind().is_some_and(|kind| kind.is_panel())) {
        ui.ctx().accesskit_node_builder(panel.unique_id, move |node| node.set_label(name));
    }
}

/// Draws the whole window and returns what the user asked for, in the order they asked.
pub fn show(ui: &mut egui::Ui, state: &AppState, cache: &mut UiCache) -> Vec<Intent> {
    let mut intents = Vec::new();
    cache.pdf_preview.retain_for(state);
    egui::Panel::top("environment-banner").frame(egui::Frame::NONE).show(ui, |ui| {
        name_panel(ui, state.tr.text("app-panel-top"));
        banner::show(ui, state, &mut intents);
    });
    if state.privacy.locked {
        // Nothing with patient data is drawn, not even behind a cover, and the preview's
        // pages leave the graphics memory (they are uploaded again when the screen returns).
        cache.pdf_preview.clear();
        egui::CentralPanel::default_margins().show(ui, |ui| {
            name_panel(ui, state.tr.text("app-panel-main"));
            privacy_screen(ui, &state.tr);
        });
        return intents;
    }
    shortcuts::handle(ui.ctx(), state, &mut intents);
    day_list_drop(ui.ctx(), state, &mut intents);
    let out = &mut intents;
    egui::Panel::bottom("status-bar").show(ui, |ui| {
        name_panel(ui, state.tr.text("app-panel-status"));
        status::show(ui, state, out);
    });
    let ctx = ui.ctx().clone();
    // The home screen is the search and the lists: there the panel folds only where even its
    // actions would not fit in the window's height.
    let window = ctx.content_rect();
    let narrow = window.height() < SHORT_WINDOW || (window.width() < NARROW_WINDOW && state.screen != Screen::Home);
    // The search shortcut opens a folded panel: the search box is in it (and takes the key).
    let search = &shortcuts::SEARCH;
    let search_pressed =
        ctx.input(|i| i.modifiers.matches_logically(search.modifiers) && i.key_pressed(search.logical_key));
    if narrow && !side_panel_unfolded(&ctx) && search_pressed {
        set_side_panel_unfolded(&ctx, true);
    }
    let unfolded = !narrow || side_panel_unfolded(&ctx);
    if unfolded {
        let before = out.len();
        egui::Panel::left(SIDE_PANEL).resizable(!narrow).default_size(280.0).show(ui, |ui| {
            name_panel(ui, state.tr.text("app-panel-side"));
            // Its buttons and lists fit a window 600 points high; lower (a laptop at 200 %),
            // the panel scrolls as a whole.
            scrolled_screen(ui, "side-panel", &state.tr.text("app-panel-side"), |ui| home::side_panel(ui, state, out));
        });
        if !narrow {
            name_panel_splitter(ui, SIDE_PANEL, &state.tr.text("app-resize-side-panel"));
        } else if out[before..].iter().any(|i| matches!(i, Intent::OpenPatient(_))) {
            // A patient chosen in the folded panel: the panel makes room for them.
            set_side_panel_unfolded(&ctx, false);
        }
    }
    if !unfolded {
        // Folded, the panel leaves a rail: the main actions as icons, named for screen readers,
        // their words in tooltips (what folds away stays on screen); the search and the patients
        // are behind the button at the top of the screen, and Ctrl+F.
        egui::Panel::left(SIDE_RAIL).resizable(false).exact_size(home::RAIL_BUTTON + 2.0 * theme::space::M + 8.0).show(
            ui,
            |ui| {
                name_panel(ui, state.tr.text("app-panel-side"));
                scrolled_screen(ui, SIDE_RAIL, &state.tr.text("app-panel-side"), |ui| {
                    ui.add_space(theme::space::S);
                    home::main_action_buttons(ui, state, out, home::Shape::Rail);
                });
            },
        );
    }
    egui::CentralPanel::default_margins().show(ui, |ui| {
        name_panel(ui, state.tr.text("app-panel-main"));
        if narrow {
            let words = if unfolded { "app-hide-side-panel" } else { "app-show-side-panel" };
            let toggle = widgets::icon_button_with(ui, true, theme::icon::MENU, &state.tr.text(words), |b| {
                b.selected(unfolded).frame_when_inactive(unfolded).frame(true)
            });
            if toggle.clicked() {
                set_side_panel_unfolded(&ctx, !unfolded);
            }
            ui.separator();
        }
        let screen_name = state.tr.text(state.window_screen_message());
        match state.screen {
            Screen::Home => scrolled_screen(ui, "home-screen", &screen_name, |ui| home::welcome(ui, state, out)),
            Screen::Patient => scrolled_screen(ui, "patient-screen", &screen_name, |ui| patient::show(ui, state, out)),
            Screen::PatientForm => patient_form::show(ui, state, out),
            Screen::Connection => connection::show(ui, state, out),
            Screen::Survey => scrolled_screen(ui, "survey-screen", &screen_name, |ui| {
                survey_view::show(ui, state, &mut cache.pdf_preview, out)
            }),
            Screen::Activity => activity::show(ui, state),
            Screen::DayList => day_list::show(ui, state, &mut cache.day_list_check, out),
            Screen::FollowUp => {
                scrolled_screen(ui, "follow-up-screen", &screen_name, |ui| follow_up::show(ui, state, out))
            }
        }
    });
    survey_dialog::show(&ctx, state, out);
    patient_form::form_switch_question(&ctx, state, out);
    connection::overlay(&ctx, state, out);
    about::show(&ctx, state, &mut cache.licences, out);
    startup_problems::show(&ctx, state, out);
    day_list::replace_question(&ctx, state, out);
    follow_up::question(&ctx, state, out);
    closing::show(&ctx, state, out);
    shortcuts::overview(&ctx, &state.tr, state.policy.eid_button);
    a11y::finish_frame(&ctx);
    intents
}

/// A file dropped on the window opens as the day's list (the screen says so while one is
/// dragged over it).
fn day_list_drop(ctx: &egui::Context, state: &AppState, intents: &mut Vec<Intent>) {
    let (hovering, dropped) = ctx.input(|i| (!i.raw.hovered_files.is_empty(), i.raw.dropped_files.first().cloned()));
    if hovering {
        let screen = ctx.content_rect();
        let painter = ctx.layer_painter(egui::LayerId::new(egui::Order::Foreground, egui::Id::unique("day-list-drop")));
        painter.rect_filled(screen, 0.0, egui::Color32::from_black_alpha(160));
        painter.text(
            screen.center(),
            egui::Align2::CENTER_CENTER,
            state.tr.text("day-list-drop-here"),
            egui::FontId::proportional(theme::text::HEADING),
            egui::Color32::WHITE,
        );
    }
    if let Some(path) = dropped.map(|file| file.path().to_path_buf()).filter(|path| !path.as_os_str().is_empty()) {
        intents.push(Intent::DayList(crate::state::day_list_flow::DayListIntent::Dropped(path)));
    }
}

/// Shown instead of everything else after the idle time.
fn privacy_screen(ui: &mut egui::Ui, tr: &crate::i18n::Translator) {
    ui.vertical_centered(|ui| {
        ui.add_space(ui.available_height() * 0.3);
        ui.heading(tr.text("app-privacy-title"));
        ui.label(tr.text("app-privacy-why"));
        ui.label(tr.text("app-privacy-show-again"));
    });
}
