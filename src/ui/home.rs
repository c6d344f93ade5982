//! The start screen and the side panel: the search box, the main actions,
//! recently opened patients (this session only) and the demo patients.

use egui::{Key, RichText, Ui};

use crate::api::{EnvironmentKind, Patient};
use crate::msg;
use crate::state::{AppState, Intent};

use super::keyboard_list::KeyboardList;
use super::shortcuts;
use super::widgets::{error_box, list_row};

pub fn side_panel(ui: &mut Ui, state: &AppState, intents: &mut Vec<Intent>) {
    let tr = &state.tr;
    ui.add_space(super::theme::space::M);
    let label = ui.label(RichText::new(tr.text("home-find-patient")).strong());
    let searching = state.search_request.is_some();
    let mut query = state.search_query.clone();
    let hint = tr.text("home-search-hint");
    let response = super::widgets::hinted_input(ui, egui::TextEdit::singleline(&mut query), &hint, f32::INFINITY)
        .labelled_by(label.id);
    if response.changed() {
        intents.push(Intent::EditSearchQuery(query.clone()));
    }
    if ui.input_mut(|i| i.consume_shortcut(&shortcuts::SEARCH)) {
        response.request_focus();
    }
    let enter = response.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
    ui.horizontal(|ui| {
        let can_search = !query.trim().is_empty() && !searching;
        if super::widgets::icon_button_enabled(ui, can_search, super::theme::icon::SEARCH, &tr.text("home-search"))
            .clicked()
            || (enter && can_search)
        {
            intents.push(Intent::Search);
        }
        if searching {
            ui.spinner();
        }
    });
    ui.label(RichText::new(tr.text("home-search-exact")).weak().small());
    let keys = shortcuts::keys(ui.ctx(), tr, &shortcuts::SEARCH);
    ui.label(RichText::new(tr.msg(&msg!("home-search-shortcut", keys = keys))).weak().small());
    if let Some(error) = &state.search_error {
        error_box(ui, &state.tr, error);
    }
    ui.add_space(super::theme::space::L);
    main_action_buttons(ui, state, intents, Shape::Wide);
    ui.add_space(super::theme::space::L);
    let lists = tr.text("home-patient-lists");
    let scrolled = egui::ScrollArea::vertical().show(ui, |ui| {
        // On the home screen the recent patients are in the middle, larger.
        if !state.recent.is_empty() && state.screen != crate::state::Screen::Home {
            let heading = tr.text("home-recent");
            ui.label(RichText::new(&heading).strong());
            ui.label(RichText::new(tr.text("home-recent-session-only")).weak().small());
            patient_list(ui, tr, &state.recent, "recent", &heading, intents);
            ui.add_space(super::theme::space::L);
        }
        if !state.demo_patients.is_empty() {
            let heading = tr.text("home-demo-patients");
            ui.label(RichText::new(&heading).strong());
            patient_list(ui, tr, &state.demo_patients, "demo", &heading, intents);
        }
    });
    super::a11y::name_scroll_bars_of(ui, scrolled.id, &lists);
}

/// The side of a button of the folded panel's rail, in points.
pub const RAIL_BUTTON: f32 = 28.0;

/// How the main actions are drawn: as the side panel's wide buttons with their words, or as
/// the folded panel's rail of icons (named for screen readers, their words in a tooltip).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    Wide,
    Rail,
}

/// One of the main actions: its icon, its words, what it asks for, whether its screen is the one
/// shown, and its keyboard shortcut.
struct MainAction {
    icon: super::theme::icon::Icon,
    words: &'static str,
    intent: Intent,
    selected: bool,
    shortcut: Option<&'static egui::KeyboardShortcut>,
}

/// The main actions, the same wherever they are drawn.
fn main_actions(state: &AppState) -> [MainAction; 6] {
    use super::theme::icon;
    use crate::state::Screen;
    let action = |icon, words, intent, selected, shortcut| MainAction { icon, words, intent, selected, shortcut };
    [
        action(icon::REGISTER, "home-register", Intent::StartRegistration, false, Some(&shortcuts::REGISTER)),
        action(
            icon::NEW_SURVEY,
            "home-new-survey",
            Intent::StartSurveyForNewPatient,
            false,
            Some(&shortcuts::NEW_SURVEY_FOR_NEW_PATIENT),
        ),
        action(icon::TODAY, "home-today", Intent::ShowHome, state.screen == Screen::Home, None),
        action(icon::SEND, "home-day-list", Intent::ShowDayList, state.screen == Screen::DayList, None),
        action(icon::WAITING, "home-follow-up", Intent::ShowFollowUp, state.screen == Screen::FollowUp, None),
        action(icon::HISTORY, "home-activity-log", Intent::ShowActivityLog, false, None),
    ]
}

/// The main actions as buttons of `shape`, one under the other.
pub fn main_action_buttons(ui: &mut Ui, state: &AppState, intents: &mut Vec<Intent>, shape: Shape) {
    let tr = &state.tr;
    for action in main_actions(state) {
        let words = tr.text(action.words);
        let button = match shape {
            Shape::Wide => {
                let wide = egui::vec2(ui.available_width(), super::theme::size::ACTION_HEIGHT);
                super::widgets::icon_button_with(ui, true, action.icon, &words, |b| {
                    b.min_size(wide).selected(action.selected)
                })
            }
            Shape::Rail => {
                // Compact, so that all of them fit the smallest window's height.
                ui.spacing_mut().item_spacing.y = 2.0;
                let side = egui::Vec2::splat(RAIL_BUTTON);
                let icon = super::widgets::icon_text(ui, action.icon);
                let button = ui.add(egui::Button::new(icon).min_size(side).selected(action.selected));
                super::widgets::name_widget(ui.ctx(), &button, egui::Role::Button, &words);
                button.on_hover_text(&words)
            }
        };
        if matches!(action.intent, Intent::StartSurveyForNewPatient) {
            super::a11y::opener(ui.ctx(), super::a11y::OPENS_SURVEY_FOR_NEW_PATIENT, button.id);
        }
        let button = match action.shortcut {
            Some(shortcut) => button.on_hover_text(shortcuts::hint(ui.ctx(), tr, shortcut)),
            None => button,
        };
        if button.clicked() {
            intents.push(action.intent);
        }
    }
}

/// A list of patients, one Tab stop (see [`KeyboardList`]); a click or Enter opens one.
pub fn patient_list(
    ui: &mut Ui,
    tr: &crate::i18n::Translator,
    patients: &[Patient],
    salt: &str,
    name: &str,
    intents: &mut Vec<Intent>,
) {
    let row_text = |patient: &Patient| {
        let reference = patient.external_reference.clone().unwrap_or_default();
        format!("{}  ·  {}", patient.full_name(), reference)
    };
    let mut list = KeyboardList::new(ui, salt, patients.len());
    let rows = ui.scope_builder(list.rows_ui(name), |ui| {
        ui.spacing_mut().item_spacing.y = 0.0;
        for (index, patient) in patients.iter().enumerate() {
            ui.push_id((salt, &patient.patient_id), |ui| {
                let response = list_row(ui, row_text(patient), list.is_current(index));
                if list.scroll_to() == Some(index) {
                    response.scroll_to_me(None);
                }
                list.row(ui.ctx(), index, response.rect, &response);
            });
        }
    });
    let words = |index: usize| {
        let position = tr.msg(&msg!("list-position", index = index + 1, count = patients.len()));
        patients.get(index).map(|p| format!("{}, {position}", row_text(p))).unwrap_or_default()
    };
    if let Some(index) = list.finish(ui, &rows.response, words)
        && let Some(patient) = patients.get(index)
    {
        intents.push(Intent::OpenPatient(patient.patient_id.clone()));
    }
}

pub fn welcome(ui: &mut Ui, state: &AppState, intents: &mut Vec<Intent>) {
    let tr = &state.tr;
    offered_drafts(ui, state, intents);
    ui.heading(tr.text("home-welcome"));
    ui.add_space(super::theme::space::M);
    let sandbox = state.connection.environment.as_ref().map(|e| e.kind()) == Some(EnvironmentKind::Sandbox);
    if sandbox {
        ui.label(tr.text("home-sandbox-intro"));
        ui.label(tr.msg(&msg!("home-sandbox-try", reference = "MRN-0001")));
        ui.label(tr.msg(&msg!("home-sandbox-real", connection = msg!("banner-connection"))));
        if state.demo_colleague_offered() {
            demo_colleague(ui, state, intents);
        }
    } else {
        ui.label(tr.text("home-intro"));
    }
    let mut day_list = Vec::new();
    super::day_list::unfinished(ui, state, &mut day_list);
    intents.extend(day_list.into_iter().map(Intent::DayList));
    ui.add_space(super::theme::space::L);
    super::today::show(ui, state, intents);
    ui.add_space(super::theme::space::XL);
    let heading = tr.text("home-recent");
    ui.label(RichText::new(&heading).strong());
    if state.recent.is_empty() {
        ui.label(RichText::new(tr.text("home-no-recent")).weak());
    } else {
        ui.label(RichText::new(tr.text("home-recent-session-only")).weak().small());
        ui.scope(|ui| {
            ui.set_max_width(super::theme::size::DIALOG);
            patient_list(ui, tr, &state.recent, "recent-home", &heading, intents);
        });
    }
    ui.add_space(super::theme::space::XL);
    ui.label(RichText::new(tr.text("home-keyboard")).weak());
}

/// The demo's second desk: what it shows, the button that lets it send, and what it sent.
fn demo_colleague(ui: &mut Ui, state: &AppState, intents: &mut Vec<Intent>) {
    use crate::state::demo_colleague::DemoColleague;
    use crate::worker::COLLEAGUE_DESK;
    let tr = &state.tr;
    ui.add_space(super::theme::space::M);
    ui.label(RichText::new(tr.text("home-demo-desks-title")).strong());
    ui.label(tr.msg(&msg!("home-demo-desks", desk = COLLEAGUE_DESK)));
    ui.horizontal_wrapped(|ui| {
        let sending = matches!(state.demo_colleague, DemoColleague::Sending(_));
        let can = !sending && !matches!(state.demo_colleague, DemoColleague::Sent(_));
        let words = tr.text("home-demo-desks-add");
        if super::widgets::icon_button_enabled(ui, can, super::theme::icon::SEND, &words).clicked() {
            intents.push(Intent::AddDemoColleague);
        }
        if sending {
            ui.spinner();
        }
    });
    match &state.demo_colleague {
        DemoColleague::Sent(count) => {
            ui.label(
                RichText::new(tr.msg(&msg!("home-demo-desks-sent", count = *count, desk = COLLEAGUE_DESK))).weak(),
            );
        }
        DemoColleague::Failed(_) => {
            let words = tr.text("home-demo-desks-failed");
            super::widgets::icon_message(ui, super::theme::icon::ERROR, &words, super::widgets::error_color(ui));
        }
        DemoColleague::NotAsked | DemoColleague::Sending(_) => {}
    }
}

/// Unsent forms kept from earlier: every one listed with what it is, whose and when it was
/// typed; restoring or discarding one is the user's choice.
fn offered_drafts(ui: &mut Ui, state: &AppState, intents: &mut Vec<Intent>) {
    let tr = &state.tr;
    if !state.offered_drafts.is_empty() {
        let count = state.offered_drafts.len();
        ui.label(RichText::new(tr.msg(&msg!("home-drafts-kept", count = count))).strong());
        ui.add_space(super::theme::space::S);
    }
    for draft in &state.offered_drafts {
        egui::Frame::new()
            .stroke(egui::Stroke::new(super::theme::stroke::THIN, super::widgets::warning_color(ui)))
            .inner_margin(super::theme::space::M)
            .corner_radius(super::theme::radius::CONTROL)
            .show(ui, |ui| {
                let what = match draft.kind {
                    crate::drafts::DraftKind::PatientForm if draft.patient_id.is_some() => "home-draft-changes",
                    crate::drafts::DraftKind::PatientForm => "home-draft-registration",
                    crate::drafts::DraftKind::SurveyForm => "home-draft-survey",
                };
                let name = format!("{} {}", draft.patient.first_name.trim(), draft.patient.last_name.trim());
                let name = name.trim();
                let described =
                    if name.is_empty() { msg!(what) } else { msg!("home-draft-named", what = msg!(what), name = name) };
                let when = super::widgets::local_time(tr, &crate::api::ServiceTime::parse(&draft.saved_at));
                let width = ui.available_width();
                super::widgets::truncated_label(ui, first_upper(&tr.msg(&described)), width);
                ui.label(RichText::new(tr.msg(&msg!("home-draft-last-changed", when = when))).weak());
                ui.horizontal(|ui| {
                    let restore = tr.msg(&msg!("home-draft-restore-named", draft = described.clone()));
                    if super::widgets::button_named(ui, &tr.text("home-draft-restore"), &restore).clicked() {
                        intents.push(Intent::RestoreDraft(draft.id.clone()));
                    }
                    let discard = tr.msg(&msg!("home-draft-discard-named", draft = described.clone()));
                    if super::widgets::button_named(ui, &tr.text("home-draft-discard"), &discard).clicked() {
                        intents.push(Intent::DiscardDraft(draft.id.clone()));
                    }
                });
            });
        ui.add_space(super::theme::space::M);
    }
}

/// A heading from a description that sits inside sentences ("a patient registration"): its
/// first letter upper case.
fn first_upper(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
