//! The main screens at the window sizes clinics have, from a small 800×600 screen to 2560×1440,
//! and on 1366×768 and 1920×1080 monitors at Windows' scale factors: every widget a person can
//! click, type into or reach with Tab lies inside the window (or in a scroll area that shows it
//! by scrolling), no two of them overlap, and no text is smaller than 12 points.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::*;
use egui::accesskit::{Action, Role};
use egui_kittest::Harness;
use egui_kittest::kittest::NodeT;
use intake_desk::app::IntakeApp;
use intake_desk::i18n::Language;
use intake_desk::sandbox::{DEMO_PATIENT_ID, DEMO_SURVEY_ID};
use intake_desk::state::{Intent, SurveyFormIntent};

const SIZES: [(f32, f32); 3] = [(800.0, 600.0), (1280.0, 800.0), (2560.0, 1440.0)];

#[test]
fn at_800_by_600() {
    check_screens(SIZES[0]);
}

#[test]
fn at_1280_by_800() {
    check_screens(SIZES[1]);
}

#[test]
fn at_2560_by_1440() {
    check_screens(SIZES[2]);
}

/// The smallest window the app allows (a laptop at 200 % with its taskbar and title bar).
#[test]
fn at_the_smallest_window_the_app_allows() {
    let smallest = intake_desk::window_placement::MIN_INNER_SIZE;
    check_screens((smallest.x, smallest.y));
}

/// Clinic laptops and desks: 1366×768 and 1920×1080 monitors at the scale factors 100 %, 125 %,
/// 150 % and 200 %. The window fills the screen: its size in points is the monitor's pixels
/// divided by the scale factor (1366×768 at 200 % is 683×384 points).
const MONITORS: [(f32, f32); 2] = [(1366.0, 768.0), (1920.0, 1080.0)];

/// The scale factors: Windows' 100 %, 125 % and 150 % of clinic laptops, and 200 %.
const SCALE_FACTORS: [f32; 4] = [1.0, 1.25, 1.5, 2.0];

/// At 150 % and 200 % the window is 910×512 and 683×384 points: every screen scrolls as a
/// whole (the patient's and survey's screens, the side panel) and the banner's controls wrap.
#[test]
fn on_a_1366_by_768_monitor_at_every_scale_factor() {
    check_monitor(MONITORS[0], &SCALE_FACTORS);
}

#[test]
fn on_a_1920_by_1080_monitor_at_every_scale_factor() {
    check_monitor(MONITORS[1], &SCALE_FACTORS);
}

fn check_monitor((pixels_x, pixels_y): (f32, f32), scales: &[f32]) {
    let mut problems = Vec::new();
    for &scale in scales {
        let size = (pixels_x / scale, pixels_y / scale);
        problems.extend(screen_problems(size, scale).into_iter().map(|p| format!("at {}: {p}", percent(scale))));
    }
    assert!(problems.is_empty(), "{} layout problems:\n{}", problems.len(), problems.join("\n"));
}

fn percent(scale: f32) -> String {
    format!("{:.0} %", scale * 100.0)
}

fn check_screens(size: (f32, f32)) {
    let problems = screen_problems(size, 1.0);
    assert!(problems.is_empty(), "{} layout problems:\n{}", problems.len(), problems.join("\n"));
}

/// The main screens at `width`×`height` points, `scale` pixels a point: what is cut, outside the
/// window, on top of something else, or written smaller than [`SMALLEST_TEXT`].
fn screen_problems((width, height): (f32, f32), scale: f32) -> Vec<String> {
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let config = config(&runtime, ad_hoc(&sandbox));
    let mut harness = connected_at(config, egui::vec2(width, height), scale);
    // Assistive technologies see the window in the screen's pixels, as its bounds are given.
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(width, height) * scale);
    let mut problems = Vec::new();
    let mut check = |harness: &Harness<'_, IntakeApp>, screen: &str| {
        let found = layout_problems(harness, window).into_iter().chain(small_text(harness));
        // Under a dialog the window's panes are hidden: the actions are not on screen for anyone.
        let actions = if screen.ends_with("dialog") { Vec::new() } else { main_actions_off_screen(harness, window) };
        problems.extend(found.chain(actions).map(|p| format!("{width}×{height} {screen}: {p}")));
    };
    check(&harness, "home");

    apply(&mut harness, Intent::OpenPatient(DEMO_PATIENT_ID.to_owned()));
    wait_until(&mut harness, "the patient's surveys", |h| {
        h.state().state.patient.as_ref().is_some_and(|p| p.surveys.ready().is_some())
    });
    check(&harness, "patient");

    apply(&mut harness, Intent::StartSurveyForOpenPatient);
    check(&harness, "survey dialog");
    apply(&mut harness, Intent::SurveyForm(SurveyFormIntent::Close));

    apply(&mut harness, Intent::StartRegistration);
    check(&harness, "registration form");
    harness.state_mut().state.patient_form = None;
    settle(&mut harness);

    apply(&mut harness, Intent::OpenSurvey(DEMO_SURVEY_ID.to_owned()));
    wait_until(&mut harness, "the survey", |h| {
        h.state().state.survey_view.as_ref().is_some_and(|v| v.survey.ready().is_some())
    });
    check(&harness, "survey");

    // The Follow-up view with a week's invitations (as the journal gives them) and their
    // statuses, its rules and filing settings unfolded.
    apply(&mut harness, Intent::ShowFollowUp);
    wait_until(&mut harness, "the follow-up read", |h| h.state().state.follow_up.loading.is_none());
    let rows: Vec<intake_desk::batch_journal::SentRow> = (0..9)
        .map(|i| intake_desk::batch_journal::SentRow {
            batch_id: "b".into(),
            item: intake_desk::batch_journal::BatchItem {
                reference: format!("PT-20{i:02}"),
                patient: intake_desk::drafts::DraftPatient {
                    first_name: "Anne-Sophie".into(),
                    last_name: format!("Van den Broeck-Lemaire {i}"),
                    ..Default::default()
                },
                appointment: Some("2026-12-03T14:30:00".into()),
                ..Default::default()
            },
            survey_id: format!("survey-{i}"),
            patient_id: Some(format!("patient-{i}")),
            sent_at: jiff::Timestamp::now(),
            desk: (i % 3 == 1).then(|| "Front desk 2".to_owned()),
        })
        .collect();
    let follow_up = &mut harness.state_mut().state.follow_up;
    follow_up.invitations = intake_desk::state::follow_up::gather(&rows, Vec::new());
    for (i, row) in rows.iter().enumerate() {
        let check = intake_desk::state::today::StatusCheck::Checked {
            status: Some(intake_desk::api::SurveyStatus("completed".into())),
            alerts: i % 2,
            started: i < 4,
            answered: i < 4,
            to_file: None,
        };
        follow_up.statuses.insert(row.survey_id.clone(), check);
    }
    settle(&mut harness);
    {
        use egui_kittest::kittest::Queryable as _;
        harness.get_by_label("Reminder rules").click();
        settle(&mut harness);
        harness.get_by_label("Filing answered surveys").click();
        settle(&mut harness);
    }
    check(&harness, "follow-up");
    problems
}

/// The smallest text a person is asked to read, in points (logical pixels).
const SMALLEST_TEXT: f32 = 12.0;

/// Text painted this frame smaller than [`SMALLEST_TEXT`]: every text shape's sections, by the
/// size of the font it is laid out in (what reaches the screen, whatever style asked for it).
fn small_text(harness: &Harness<'_, IntakeApp>) -> Vec<String> {
    fn visit(shape: &egui::Shape, found: &mut Vec<String>) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|shape| visit(shape, found)),
            egui::Shape::Text(text) => {
                let job = &text.galley.job;
                for section in &job.sections {
                    let size = section.format.font_id.size;
                    if size < SMALLEST_TEXT {
                        let range = section.byte_range.start.0..section.byte_range.end.0;
                        let words: String = job.text.get(range).unwrap_or_default().chars().take(40).collect();
                        found.push(format!("{words:?} is written at {size} points"));
                    }
                }
            }
            _ => {}
        }
    }
    let mut found = Vec::new();
    for clipped in &harness.output().shapes {
        visit(&clipped.shape, &mut found);
    }
    found.sort();
    found.dedup();
    found
}

fn apply(harness: &mut Harness<'_, IntakeApp>, intent: Intent) {
    harness.state_mut().state.apply_intent(intent);
    settle(harness);
}

/// The side panel's main actions, which every screen keeps on screen (issue 43: at 125 % the
/// whole panel folded away behind one button, and a receptionist lost Register and Today).
const MAIN_ACTIONS: [&str; 6] =
    ["Register patient", "New survey for a new patient", "Today", "Send the day's list", "Follow-up", "Activity log"];

/// The main actions that are not on screen: missing, hidden, or outside the part of the window
/// between the banner and the status bar (scrolled away counts as away).
fn main_actions_off_screen(harness: &Harness<'_, IntakeApp>, window: egui::Rect) -> Vec<String> {
    let nodes: Vec<_> = harness.root().children_recursive().map(|n| n.accesskit_node()).collect();
    let status_bar = harness.state().state.tr.text("app-panel-status");
    let bottom = nodes
        .iter()
        .filter(|n| n.role() == Role::Pane && n.label().as_deref() == Some(status_bar.as_str()))
        .filter_map(|n| n.bounding_box().map(rect_of))
        .map(|bar| bar.min.y)
        .fold(window.max.y, f32::min);
    let visible = egui::Rect::from_min_max(window.min, egui::pos2(window.max.x, bottom)).expand(0.5);
    MAIN_ACTIONS
        .iter()
        .filter(|action| {
            !nodes.iter().any(|n| {
                n.role() == Role::Button
                    && n.label().as_deref() == Some(**action)
                    && !hidden(*n)
                    && n.bounding_box()
                        .map(rect_of)
                        .is_some_and(|rect| rect.is_positive() && visible.contains_rect(rect))
            })
        })
        .map(|action| {
            let seen: Vec<String> = nodes
                .iter()
                .filter(|n| n.label().as_deref() == Some(*action))
                .map(|n| format!("{:?} hidden {} at {:?}", n.role(), hidden(*n), n.bounding_box().map(rect_of)))
                .collect();
            format!("the main action {action:?} is not on screen (visible part {visible:?}; found: {seen:?})")
        })
        .collect()
}

/// Interactive widgets outside the window or on top of each other. A widget under an open
/// dialog is not reachable (the panes are hidden), so it is not counted.
fn layout_problems(harness: &Harness<'_, IntakeApp>, window: egui::Rect) -> Vec<String> {
    let nodes: Vec<_> = harness.root().children_recursive().map(|n| n.accesskit_node()).collect();
    let hidden = |node: &egui_kittest::kittest::AccessKitNode<'_>| hidden(*node);
    let scroll_bars: Vec<egui::Rect> = nodes
        .iter()
        .filter(|n| n.role() == Role::ScrollBar && !hidden(n))
        .filter_map(|n| n.bounding_box().map(rect_of))
        .collect();
    // The window's regions (named for screen readers) never overlap: what reaches across one's
    // edge is clipped there (a screen scrolled under the status bar), not on top of another's.
    let panel_names: Vec<String> = ["app-panel-top", "app-panel-side", "app-panel-main", "app-panel-status"]
        .iter()
        .map(|id| harness.state().state.tr.text(id))
        .collect();
    let panel_of = |node: &egui_kittest::kittest::AccessKitNode<'_>| {
        let mut at = node.parent();
        while let Some(parent) = at {
            if let Some(label) = parent.label().filter(|label| panel_names.contains(label)) {
                return label;
            }
            at = parent.parent();
        }
        String::new()
    };
    // A list's row scrolled out of its list keeps its place (as assistive technologies
    // expect), where it is not drawn: it is no control on top of what lies there. The list's
    // view is where its vertical scroll bar (named after the list) runs.
    let scrolled_out = |node: &egui_kittest::kittest::AccessKitNode<'_>| {
        if node.role() != Role::ListBoxOption {
            return false;
        }
        let mut at = node.parent();
        while let Some(parent) = at {
            if parent.role() == Role::ListBox {
                let (Some(row), Some(list)) = (node.bounding_box().map(rect_of), parent.label()) else {
                    return false;
                };
                let view = nodes
                    .iter()
                    .filter(|bar| bar.role() == Role::ScrollBar && bar.label().is_some_and(|l| l.contains(&list)))
                    .filter_map(|bar| bar.bounding_box().map(rect_of))
                    // The vertical one: the narrower (a list shown only in part, under the
                    // screen's own scrolling, has a bar shorter than it is wide).
                    .min_by(|a, b| a.width().total_cmp(&b.width()));
                return view.is_some_and(|view| row.max.y <= view.min.y + 1.0 || row.min.y >= view.max.y - 1.0);
            }
            at = parent.parent();
        }
        false
    };
    let interactive: Vec<(String, egui::Rect, String)> = nodes
        .iter()
        .filter(|n| !hidden(n) && !n.is_disabled() && !scrolled_out(n))
        .filter(|n| n.data().supports_action(Action::Focus) || n.data().supports_action(Action::Click))
        .filter(|n| n.role() != Role::ScrollBar)
        .filter_map(|n| {
            let rect = n.bounding_box().map(rect_of)?;
            let name = format!("{:?} {:?}", n.role(), n.label().unwrap_or_default());
            rect.is_positive().then(|| (name, rect, panel_of(n)))
        })
        .collect();
    let mut problems = Vec::new();
    for (name, rect, _) in &interactive {
        let in_scroll_area = scroll_bars.iter().any(|bar| bar.height() > bar.width() && bar.min.x >= rect.min.x - 1.0);
        if !window.expand(0.5).contains_rect(*rect) && !in_scroll_area {
            problems.push(format!("{name} at {rect:?} leaves the window"));
        }
    }
    // Text is not a control: a label half under the status bar is a row of a scrolled table.
    let controls: Vec<&(String, egui::Rect, String)> =
        interactive.iter().filter(|(name, _, _)| !name.starts_with("Label")).collect();
    for (i, (a, ra, panel_a)) in controls.iter().map(|c| (&c.0, &c.1, &c.2)).enumerate() {
        for (b, rb, panel_b) in controls[i + 1..].iter().map(|c| (&c.0, &c.1, &c.2)) {
            let overlap = ra.intersect(*rb);
            // Touching edges (to a pixel: a clip rect ends between pixels) are fine; a list box
            // holds its rows, which are not controls.
            if panel_a == panel_b
                && overlap.width() > 1.0
                && overlap.height() > 1.0
                && !ra.contains_rect(*rb)
                && !rb.contains_rect(*ra)
            {
                problems.push(format!("{a} at {ra:?} overlaps {b} at {rb:?}"));
            }
        }
    }
    problems
}

#[test]
fn on_a_narrow_window_the_side_panel_folds_away_from_a_patient_and_ctrl_f_brings_the_search_back() {
    use egui_kittest::kittest::Queryable;
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let config = config(&runtime, ad_hoc(&sandbox));
    let mut harness =
        Harness::builder().with_size(egui::vec2(800.0, 600.0)).allow_missing_glyphs().build_eframe(move |cc| {
            IntakeApp::with_font_sources(cc, config, intake_desk::ui::system_fonts::FontSources::none())
        });
    wait_until(&mut harness, "connected", |h| {
        h.state().state.connection.status == intake_desk::state::ConnectionStatus::Connected
    });
    assert!(harness.query_by_label("Find a patient").is_some(), "the home screen keeps its search");
    apply(&mut harness, Intent::OpenPatient(DEMO_PATIENT_ID.to_owned()));
    wait_until(&mut harness, "the patient", |h| h.state().state.patient.is_some());
    assert!(harness.query_by_label("Find a patient").is_none(), "folded away from the patient");
    assert!(harness.query_by_label("Search and patients").is_some(), "behind a button");
    harness.key_combination_modifiers(egui::Modifiers::COMMAND, &[egui::Key::F]);
    settle(&mut harness);
    assert!(harness.query_by_label("Find a patient").is_some(), "Ctrl+F unfolds it");
    harness.get_by_label("Hide search and patients").click();
    settle(&mut harness);
    assert!(harness.query_by_label("Find a patient").is_none(), "and the button folds it again");
}

/// Issue 43, item 5: on a 1366×768 monitor at 125 %, in Dutch and in French, every hint of a
/// text field (what to type there) is on screen whole: inside the empty field where it fits,
/// else on a line of its own under it. Before, the fields cut them: "het nummer van de patiënt
/// in uw ei…", "0475 12 34 56 (opti…", "le numéro du patient dans votre syst…".
#[test]
fn every_hint_is_whole_on_a_1366_by_768_monitor_at_125_percent_in_dutch_and_french() {
    use intake_desk::i18n::{Language, Translator};
    let scale = 1.25;
    let (width, height) = (1366.0 / scale, 768.0 / scale);
    let mut problems = Vec::new();
    for language in [Language::Dutch, Language::French] {
        let tr = Translator::new(language);
        let runtime = runtime();
        let sandbox = start_sandbox(&runtime);
        let config = intake_desk::app::AppConfig { language: Some(language), ..config(&runtime, ad_hoc(&sandbox)) };
        let mut harness = connected_at(config, egui::vec2(width, height), scale);
        let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(width, height));
        let patient_hints = [
            "patient-hint-first-name",
            "patient-hint-last-name",
            "patient-hint-email",
            "patient-hint-phone",
            "patient-hint-reference",
        ];
        let mut check = |harness: &Harness<'_, IntakeApp>, screen: &str, ids: &[&str], date: bool| {
            let mut hints: Vec<String> = ids.iter().map(|id| tr.text(id)).collect();
            if date {
                hints.push(tr.date_hint());
            }
            for hint in hints {
                let painted = painted_texts(harness, &hint);
                if painted.is_empty() {
                    problems.push(format!("{language:?} {screen}: {hint:?} is not on screen"));
                }
                for (elided, rect) in painted {
                    if elided {
                        problems.push(format!("{language:?} {screen}: {hint:?} is cut"));
                    } else if !window.contains_rect(rect) {
                        problems.push(format!("{language:?} {screen}: {hint:?} is outside the window at {rect:?}"));
                    }
                }
            }
        };
        check(&harness, "home", &["home-search-hint"], false);
        apply(&mut harness, Intent::StartRegistration);
        check(&harness, "registration form", &patient_hints, true);
        harness.state_mut().state.patient_form = None;
        settle(&mut harness);
        apply(&mut harness, Intent::StartSurveyForNewPatient);
        check(&harness, "survey dialog for a new patient", &patient_hints, true);
        apply(&mut harness, Intent::SurveyForm(SurveyFormIntent::Close));
        apply(&mut harness, Intent::OpenSurvey(DEMO_SURVEY_ID.to_owned()));
        wait_until(&mut harness, "the survey", |h| {
            h.state().state.survey_view.as_ref().is_some_and(|v| v.survey.ready().is_some())
        });
        check(&harness, "survey", &["survey-filter-hint"], false);
    }
    assert!(problems.is_empty(), "{} hints not whole:\n{}", problems.len(), problems.join("\n"));
}

/// Every text painted this frame whose words are `text` (an elided one keeps its whole text in
/// its layout job): whether it was cut ("…"), and where it is, in points.
fn painted_texts(harness: &Harness<'_, IntakeApp>, text: &str) -> Vec<(bool, egui::Rect)> {
    fn visit(shape: &egui::Shape, text: &str, found: &mut Vec<(bool, egui::Rect)>) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|shape| visit(shape, text, found)),
            egui::Shape::Text(shape) if shape.galley.job.text.trim() == text => {
                found.push((shape.galley.elided, shape.visual_bounding_rect()));
            }
            _ => {}
        }
    }
    let mut found = Vec::new();
    for clipped in &harness.output().shapes {
        visit(&clipped.shape, text, &mut found);
    }
    found
}

/// The demo's banner on the commonest front-desk laptop, 1366×768 at 125 %: its sentence is
/// whole in every language ("…rien ne qui…" cut the French one: the controls kept their row and
/// the sentence was elided beside them); the controls then take a row of their own.
#[test]
fn at_125_percent_on_1366_by_768_the_demo_banner_says_its_whole_sentence_in_every_language() {
    let runtime = runtime();
    for language in [Language::Dutch, Language::French, Language::German, Language::English] {
        // The demo, as a new user starts it.
        let demo = intake_desk::settings::StartMode::Sandbox { state_file: None, simulate_respondents: false };
        let mut config = config(&runtime, demo);
        config.language = Some(language);
        let scale = 1.25;
        let mut harness = connected_at(config, egui::vec2(1366.0, 768.0) / scale, scale);
        settle(&mut harness);
        let sentence = harness.state().state.tr.text("banner-sandbox");
        let painted = painted_texts(&harness, &sentence);
        assert!(
            !painted.is_empty() && painted.iter().all(|(cut, _)| !cut),
            "{language:?}: the banner's sentence {sentence:?} is not painted whole: {painted:?}"
        );
    }
}

/// Where a Dutch receptionist meets the rail (issue 43, item 9): a 1366×768 laptop at 150 %, a
/// patient open. The side panel has folded, and its main actions are still on screen as icons,
/// named in Dutch for the screen reader; "Daglijst versturen" in the rail opens the day's list,
/// and "Zoeken en patiënten" brings the search back.
#[test]
fn a_dutch_receptionist_at_150_percent_finds_the_main_actions_in_the_rail() {
    use egui_kittest::kittest::Queryable as _;
    let runtime = runtime();
    let sandbox = start_sandbox(&runtime);
    let scale = 1.5;
    let config = intake_desk::app::AppConfig { language: Some(Language::Dutch), ..config(&runtime, ad_hoc(&sandbox)) };
    let mut harness = connected_at(config, egui::vec2(1366.0, 768.0) / scale, scale);
    apply(&mut harness, Intent::OpenPatient(DEMO_PATIENT_ID.to_owned()));
    wait_until(&mut harness, "the patient", |h| h.state().state.patient.is_some());
    assert!(harness.query_by_label("Patiënt zoeken").is_none(), "the panel has folded");
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1366.0, 768.0));
    for action in ["Patiënt registreren", "Vandaag", "Daglijst versturen", "Opvolging", "Activiteitenlogboek"] {
        let button = harness.get_by_role_and_label(Role::Button, action);
        let rect = button.accesskit_node().bounding_box().map(rect_of).expect("placed");
        assert!(window.contains_rect(rect), "{action} on screen: {rect:?}");
    }
    harness.get_by_role_and_label(Role::Button, "Daglijst versturen").click();
    settle(&mut harness);
    assert_eq!(harness.state().state.screen, intake_desk::state::Screen::DayList, "the rail's button works");
    harness.get_by_label("Zoeken en patiënten").click();
    settle(&mut harness);
    assert!(harness.query_by_label("Patiënt zoeken").is_some(), "the search is back");
}

/// The app at `size` points and `scale` pixels a point, once it is connected.
fn connected_at(config: intake_desk::app::AppConfig, size: egui::Vec2, scale: f32) -> Harness<'static, IntakeApp> {
    let mut harness =
        Harness::builder().with_size(size).with_pixels_per_point(scale).allow_missing_glyphs().build_eframe(
            move |cc| IntakeApp::with_font_sources(cc, config, intake_desk::ui::system_fonts::FontSources::none()),
        );
    wait_until(&mut harness, "connected", |h| {
        h.state().state.connection.status == intake_desk::state::ConnectionStatus::Connected
    });
    harness
}
