//! Where the main window opens, and what of its size and place is kept between runs.
//!
//! The rules are pure functions over monitors and placements (unit-tested below):
//! - On a monitor the window has not been on, it opens at a comfortable size clamped to the
//!   monitor's work area, centred in it ([`first_placement`]).
//! - On a monitor it has been on, it opens where and as large as it was there, pulled fully
//!   onto that monitor so its title bar can be reached ([`restored_placement`]).
//! - It opens on the monitor it was last on if that one is still connected, else on the one the
//!   system gives it; a placement kept for another monitor is never applied ([`choose_placement`]).
//!
//! A monitor is known by its size in points and its scale ([`MonitorKey`]), which is what egui
//! reports of it ([`egui::ViewportInfo::monitor_size`], `native_pixels_per_point`). That is enough:
//! a kept placement only has to fit a monitor of that size and scale, and its position is checked
//! against the monitors connected now before it is used. Two identical monitors share a key, which
//! costs nothing (the same size fits both, and the kept position says which one).
//!
//! The glue: [`place_window`] runs while eframe still keeps the new window hidden (eframe shows it
//! after the first frame is painted), so the window appears at its place without a visible jump;
//! [`PlacementTracker`] follows the window every frame into the preferences, which the app
//! saves in `save()`. eframe's own window persistence is off (`persist_window: false`): it keeps one
//! geometry for all monitors.
//!
//! Units: "points" here are the operating system's (pixels divided by the monitor's scale),
//! without egui's zoom.

use std::collections::BTreeMap;

use egui::{NumExt as _, Pos2, Rect, Vec2, pos2, vec2};
use serde::{Deserialize, Serialize};

/// The inner size the window opens at on a monitor it has not been on: room for the side panel,
/// a table of answers and a form side by side, without filling a large screen.
pub const COMFORTABLE_SIZE: Vec2 = vec2(1440.0, 900.0);

/// The smallest inner size the window may take. Below the 800×600 the layout is designed for, so
/// that the window fits the work area of a small screen with a taskbar and a title bar: 800×600,
/// 1024×768 at 125 %, and a 1366×768 laptop at 200 % (683×384 points, about 683×330 for the
/// window). Views scroll rather than clip between this and 800×600 (tests/ui/window_sizes.rs).
pub const MIN_INNER_SIZE: Vec2 = vec2(640.0, 320.0);
const _: () = assert!(MIN_INNER_SIZE.x <= 800.0 && MIN_INNER_SIZE.y <= 600.0, "the 800×600 layout must be allowed");

/// Points kept free on every side of a monitor for taskbars, docks and menu bars. egui (and
/// winit) do not tell the work area, so it is approximated as the monitor less this margin: it
/// covers a Windows taskbar (40–48), the GNOME top bar (32) or Ubuntu dock, a KDE panel (44) and
/// the macOS menu bar (25–37), on whichever side they are.
pub const PANEL_ALLOWANCE: f32 = 48.0;

/// The title bar assumed while the system has not given the window its frame (a window that was
/// never shown has none yet on X11): typical title bars are 24–37 points.
pub const TITLE_BAR_ALLOWANCE: f32 = 32.0;

/// A monitor as the window system reports it, in points.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Monitor {
    /// Its place on the desktop and its size.
    pub rect: Rect,
    /// Pixels per point.
    pub scale: f32,
}

impl Monitor {
    /// `None` for a monitor reported without a usable size or scale.
    pub fn key(&self) -> Option<MonitorKey> {
        MonitorKey::new(self.rect.size(), self.scale)
    }

    /// The approximated work area: the monitor less [`PANEL_ALLOWANCE`] on every side (all of it
    /// on a monitor too small for that).
    pub fn work_area(&self) -> Rect {
        let work_area = self.rect.shrink(PANEL_ALLOWANCE);
        if work_area.is_positive() { work_area } else { self.rect }
    }

    fn is_usable(&self) -> bool {
        self.rect.is_finite() && self.rect.is_positive() && self.scale.is_finite() && self.scale > 0.0
    }
}

/// Which monitor a placement was kept for: its size in whole points and its scale in percent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct MonitorKey {
    width: u32,
    height: u32,
    scale_percent: u32,
}

impl MonitorKey {
    /// Larger than any monitor: anything beyond is not a monitor's size.
    const LARGEST_SIDE: f32 = 100_000.0;
    /// Larger than any monitor's scale.
    const LARGEST_SCALE: f32 = 100.0;

    /// `None` for sizes and scales no monitor has (zero, negative, not finite, absurdly large).
    pub fn new(size_points: Vec2, scale: f32) -> Option<MonitorKey> {
        let side = |points: f32| (1.0..=Self::LARGEST_SIDE).contains(&points).then(|| points.round() as u32);
        let scale_percent = (scale > 0.0 && scale <= Self::LARGEST_SCALE).then(|| (scale * 100.0).round() as u32)?;
        Some(MonitorKey { width: side(size_points.x)?, height: side(size_points.y)?, scale_percent })
    }
}

/// `1920x1080@100`: how the key is written in the preferences.
impl std::fmt::Display for MonitorKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}x{}@{}", self.width, self.height, self.scale_percent)
    }
}

/// The window's place on one monitor.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Placement {
    /// Top-left corner of the frame (title bar included) on the desktop, in points.
    pub outer_position: Pos2,
    /// The size inside the frame, in points; when maximized, the size it returns to.
    pub inner_size: Vec2,
    #[serde(default)]
    pub maximized: bool,
}

impl Placement {
    fn is_finite(&self) -> bool {
        self.outer_position.is_finite() && self.inner_size.is_finite()
    }
}

/// The placements kept in the preferences, by monitor.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct WindowPlacements {
    /// By [`MonitorKey`] as written (`1920x1080@100`).
    #[serde(default)]
    pub by_monitor: BTreeMap<String, Placement>,
    /// The monitor the window was last on: it opens there again while it is connected.
    #[serde(default)]
    pub last_monitor: Option<String>,
}

impl WindowPlacements {
    fn get(&self, key: MonitorKey) -> Option<&Placement> {
        self.by_monitor.get(&key.to_string())
    }
}

/// Where the window opens on `monitor` the first time: [`COMFORTABLE_SIZE`], smaller where the
/// work area is smaller (never below [`MIN_INNER_SIZE`]), centred in the work area.
/// `frame` is the size the title bar and borders add to the inner size.
pub fn first_placement(monitor: &Monitor, frame: Vec2) -> Placement {
    let work_area = monitor.work_area();
    let inner_size = COMFORTABLE_SIZE.at_most(work_area.size() - frame).at_least(MIN_INNER_SIZE);
    let outer_position = work_area.center() - (inner_size + frame) / 2.0;
    Placement { outer_position: onto(monitor, outer_position, inner_size + frame), inner_size, maximized: false }
}

/// A placement kept for `monitor`, made to fit it: no larger than the monitor (and no smaller
/// than [`MIN_INNER_SIZE`]), and moved fully onto it so the title bar can be reached. `None` for
/// a kept placement that holds numbers no window has (it is then placed as the first time).
pub fn restored_placement(kept: &Placement, monitor: &Monitor, frame: Vec2) -> Option<Placement> {
    if !kept.is_finite() {
        return None;
    }
    let inner_size = kept.inner_size.at_most(monitor.rect.size() - frame).at_least(MIN_INNER_SIZE);
    let outer_position = onto(monitor, kept.outer_position, inner_size + frame);
    Some(Placement { outer_position, inner_size, maximized: kept.maximized })
}

/// The top-left corner that keeps a frame of `outer_size` at `position` inside `monitor` (its
/// top-left corner first, where it does not fit: that is where the title bar starts).
fn onto(monitor: &Monitor, position: Pos2, outer_size: Vec2) -> Pos2 {
    let rect = monitor.rect;
    let within = |value: f32, low: f32, high: f32| value.at_most(high).at_least(low);
    pos2(
        within(position.x, rect.min.x, rect.max.x - outer_size.x),
        within(position.y, rect.min.y, rect.max.y - outer_size.y),
    )
}

/// The monitor the window opens on and its place there. `monitors` as connected now; `current`:
/// the index of the one the system put the new window on (else the first is taken). `None`
/// when no usable monitor is known: the window stays where the system put it.
pub fn choose_placement(
    kept: &WindowPlacements,
    monitors: &[Monitor],
    current: Option<usize>,
    frame: Vec2,
) -> Option<(MonitorKey, Placement)> {
    let usable: Vec<(MonitorKey, &Monitor)> =
        monitors.iter().filter(|m| m.is_usable()).filter_map(|m| Some((m.key()?, m))).collect();
    let current = current.and_then(|index| monitors.get(index)).filter(|m| m.is_usable());
    let last_key = kept.last_monitor.as_deref();
    let last =
        usable.iter().filter(|(key, _)| Some(key.to_string().as_str()) == last_key).min_by_key(|(key, monitor)| {
            // Of two identical monitors, the one the kept title bar is on.
            let title_bar =
                kept.get(*key).map(|p| p.outer_position + vec2(TITLE_BAR_ALLOWANCE, TITLE_BAR_ALLOWANCE / 2.0));
            !title_bar.is_some_and(|point| monitor.rect.contains(point))
        });
    let (key, monitor) = match last {
        Some(found) => *found,
        None => {
            let monitor = current.or_else(|| usable.first().map(|(_, m)| *m))?;
            (monitor.key()?, monitor)
        }
    };
    let frame = if frame.is_finite() { frame.at_least(Vec2::ZERO) } else { Vec2::ZERO };
    let placement = kept
        .get(key)
        .and_then(|placement| restored_placement(placement, monitor, frame))
        .unwrap_or_else(|| first_placement(monitor, frame));
    Some((key, placement))
}

/// What egui reports of the window now, as a placement on a monitor. `zoom`: egui's zoom factor
/// (egui's points are the system's divided by it). `None` while minimized or fullscreen, or
/// before the window system has said; when maximized, the normal size is not known here and
/// the caller keeps the one it had.
pub fn observed_placement(info: &egui::ViewportInfo, zoom: f32) -> Option<(MonitorKey, Placement)> {
    if info.minimized == Some(true) || info.fullscreen == Some(true) || !(zoom.is_finite() && zoom > 0.0) {
        return None;
    }
    let key = MonitorKey::new(info.monitor_size? * zoom, info.native_pixels_per_point?)?;
    let outer = info.outer_rect?;
    let inner = info.inner_rect?;
    let placement = Placement {
        outer_position: (outer.min.to_vec2() * zoom).to_pos2(),
        inner_size: inner.size() * zoom,
        maximized: info.maximized == Some(true),
    };
    placement.is_finite().then_some((key, placement))
}

/// Follows the window into the kept placements, frame by frame (cheaply: only a change is written).
#[derive(Debug, Default)]
pub struct PlacementTracker {
    last_seen: Option<(MonitorKey, Placement)>,
}

impl PlacementTracker {
    /// Starts from the placement [`place_window`] gave the window, which is what a window that
    /// opens maximized returns to.
    pub fn new(placed: Option<(MonitorKey, Placement)>) -> PlacementTracker {
        PlacementTracker { last_seen: placed }
    }

    /// Records the window's place as egui sees it now into `kept`.
    pub fn observe(&mut self, info: &egui::ViewportInfo, zoom: f32, kept: &mut WindowPlacements) {
        let Some((key, mut placement)) = observed_placement(info, zoom) else { return };
        if placement.maximized {
            // A maximized window's frame is the monitor's: keep the size it returns to.
            let normal = match self.last_seen {
                Some((seen_key, seen)) if seen_key == key => Some(seen),
                _ => kept.get(key).copied(),
            };
            match normal {
                Some(normal) => placement = Placement { maximized: true, ..normal },
                None => return,
            }
        }
        if self.last_seen == Some((key, placement)) {
            return;
        }
        self.last_seen = Some((key, placement));
        let key = key.to_string();
        kept.by_monitor.insert(key.clone(), placement);
        kept.last_monitor = Some(key);
    }
}

/// Places the new window before eframe shows it: on the monitor it was last on (or the one the
/// system chose), where it was there, or at its first placement. Returns what was applied, for
/// [`PlacementTracker::new`]. Does nothing without a native window (tests) or monitors (some
/// Wayland compositors tell none before the window is shown; there eframe's centred default stays).
pub fn place_window(cc: &eframe::CreationContext<'_>, kept: &WindowPlacements) -> Option<(MonitorKey, Placement)> {
    let window = cc.winit_window()?;
    let handles: Vec<winit::monitor::MonitorHandle> = window.available_monitors().collect();
    let monitors: Vec<Monitor> = handles.iter().map(monitor_of).collect();
    let current = window.current_monitor().or_else(|| window.primary_monitor());
    let current = current.and_then(|handle| handles.iter().position(|h| *h == handle));
    let scale = window.scale_factor() as f32;
    let frame = match (window.outer_size(), window.inner_size()) {
        (outer, inner) if outer.height > inner.height => {
            vec2((outer.width - inner.width) as f32, (outer.height - inner.height) as f32) / scale
        }
        // Not shown yet: no frame known.
        _ => vec2(0.0, TITLE_BAR_ALLOWANCE),
    };
    let (key, placement) = choose_placement(kept, &monitors, current, frame)?;
    let target_scale = monitors.iter().find(|m| m.key() == Some(key)).map_or(scale, |m| m.scale);
    let size = placement.inner_size * target_scale;
    let _ = window.request_inner_size(winit::dpi::PhysicalSize::new(size.x.round() as u32, size.y.round() as u32));
    let position = placement.outer_position;
    if cfg!(target_os = "macos") {
        // macOS places windows in points.
        window.set_outer_position(winit::dpi::LogicalPosition::new(f64::from(position.x), f64::from(position.y)));
    } else {
        let position = position.to_vec2() * target_scale;
        window.set_outer_position(winit::dpi::PhysicalPosition::new(
            position.x.round() as i32,
            position.y.round() as i32,
        ));
    }
    if placement.maximized {
        // Window managers ignore maximizing a hidden window: eframe carries this out after
        // showing it.
        cc.egui_ctx.send_viewport_cmd(egui::ViewportCommand::Maximized(true));
    }
    tracing::debug!(monitor = %key, ?placement, "window placed");
    Some((key, placement))
}

fn monitor_of(handle: &winit::monitor::MonitorHandle) -> Monitor {
    let scale = handle.scale_factor() as f32;
    let position = handle.position();
    let size = handle.size();
    Monitor {
        rect: Rect::from_min_size(
            pos2(position.x as f32, position.y as f32) / scale,
            vec2(size.width as f32, size.height as f32) / scale,
        ),
        scale,
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    const NO_FRAME: Vec2 = Vec2::ZERO;
    const TITLE_BAR: Vec2 = vec2(0.0, TITLE_BAR_ALLOWANCE);

    fn monitor(x: f32, y: f32, width: f32, height: f32, scale: f32) -> Monitor {
        Monitor { rect: Rect::from_min_size(pos2(x, y), vec2(width, height)), scale }
    }

    fn full_hd() -> Monitor {
        monitor(0.0, 0.0, 1920.0, 1080.0, 1.0)
    }

    fn outer_rect(placement: &Placement, frame: Vec2) -> Rect {
        Rect::from_min_size(placement.outer_position, placement.inner_size + frame)
    }

    fn kept(key: &str, placement: Placement) -> WindowPlacements {
        WindowPlacements {
            by_monitor: BTreeMap::from([(key.to_owned(), placement)]),
            last_monitor: Some(key.to_owned()),
        }
    }

    fn placement(x: f32, y: f32, width: f32, height: f32) -> Placement {
        Placement { outer_position: pos2(x, y), inner_size: vec2(width, height), maximized: false }
    }

    #[test]
    fn the_first_window_on_a_large_screen_is_comfortable_and_centred() {
        let placed = first_placement(&full_hd(), TITLE_BAR);
        assert_eq!(placed.inner_size, COMFORTABLE_SIZE);
        let outer = outer_rect(&placed, TITLE_BAR);
        assert_eq!(outer.center(), full_hd().rect.center());
        assert!(!placed.maximized);
    }

    #[test]
    fn the_first_window_on_a_small_screen_fits_its_work_area_and_is_centred() {
        let small = monitor(0.0, 0.0, 1024.0, 768.0, 1.0);
        let placed = first_placement(&small, TITLE_BAR);
        let outer = outer_rect(&placed, TITLE_BAR);
        assert!(small.work_area().contains_rect(outer), "{outer:?} leaves the work area");
        assert_eq!(outer.size(), small.work_area().size(), "as much of it as the comfortable size allows");
        assert_eq!(outer.center(), small.rect.center());
    }

    #[test]
    fn the_first_window_is_centred_on_a_secondary_monitor_with_its_own_scale() {
        let right = monitor(1920.0, -200.0, 1280.0, 720.0, 1.5);
        let placed = first_placement(&right, TITLE_BAR);
        let outer = outer_rect(&placed, TITLE_BAR);
        assert!(right.work_area().contains_rect(outer));
        assert_eq!(outer.center(), right.rect.center());
    }

    #[test]
    fn a_screen_smaller_than_the_minimum_gets_the_minimum_from_its_top_left_corner() {
        let tiny = monitor(0.0, 0.0, 600.0, 300.0, 1.0);
        let placed = first_placement(&tiny, TITLE_BAR);
        assert_eq!(placed.inner_size, MIN_INNER_SIZE);
        assert_eq!(placed.outer_position, tiny.rect.min, "the title bar stays on the screen");
    }

    #[test]
    fn the_minimum_fits_a_1024_by_768_work_area() {
        let work_area = monitor(0.0, 0.0, 1024.0, 768.0, 1.0).work_area();
        assert!(MIN_INNER_SIZE.y + TITLE_BAR_ALLOWANCE <= work_area.height());
        assert!(MIN_INNER_SIZE.x <= work_area.width());
    }

    #[test]
    fn a_placement_kept_for_this_monitor_comes_back_as_it_was() {
        let was = placement(100.0, 50.0, 1200.0, 800.0);
        let (key, placed) = choose_placement(&kept("1920x1080@100", was), &[full_hd()], Some(0), TITLE_BAR).unwrap();
        assert_eq!(key.to_string(), "1920x1080@100");
        assert_eq!(placed, was);
    }

    #[test]
    fn a_maximized_window_comes_back_maximized_with_the_size_it_returns_to() {
        let was = Placement { maximized: true, ..placement(100.0, 50.0, 1200.0, 800.0) };
        let (_, placed) = choose_placement(&kept("1920x1080@100", was), &[full_hd()], Some(0), TITLE_BAR).unwrap();
        assert_eq!(placed, was);
    }

    #[test]
    fn a_kept_placement_off_the_monitor_is_pulled_back_so_its_title_bar_can_be_reached() {
        for was in [
            placement(-900.0, -500.0, 1200.0, 800.0),
            placement(1900.0, 1070.0, 1200.0, 800.0),
            placement(5000.0, 40.0, 1200.0, 800.0),
        ] {
            let placed = restored_placement(&was, &full_hd(), TITLE_BAR).unwrap();
            assert_eq!(placed.inner_size, was.inner_size);
            assert!(full_hd().rect.contains_rect(outer_rect(&placed, TITLE_BAR)), "{was:?} → {placed:?}");
        }
    }

    #[test]
    fn a_placement_kept_for_another_monitor_is_not_applied() {
        let on_the_large_one = placement(2000.0, 100.0, 2200.0, 1300.0);
        let (key, placed) =
            choose_placement(&kept("2560x1440@100", on_the_large_one), &[full_hd()], Some(0), TITLE_BAR).unwrap();
        assert_eq!(key.to_string(), "1920x1080@100");
        assert_eq!(placed, first_placement(&full_hd(), TITLE_BAR));
    }

    #[test]
    fn the_window_opens_on_the_monitor_it_was_last_on_while_that_one_is_connected() {
        let left = full_hd();
        let right = monitor(1920.0, 0.0, 2560.0, 1440.0, 1.0);
        let on_the_right = placement(2100.0, 100.0, 1600.0, 1000.0);
        let mut placements = kept("2560x1440@100", on_the_right);
        placements.by_monitor.insert("1920x1080@100".to_owned(), placement(10.0, 10.0, 900.0, 700.0));
        let (key, placed) = choose_placement(&placements, &[left, right], Some(0), TITLE_BAR).unwrap();
        assert_eq!(key.to_string(), "2560x1440@100");
        assert_eq!(placed, on_the_right);

        // That monitor gone: the one the system chose, with what was kept for it.
        let (key, placed) = choose_placement(&placements, &[left], Some(0), TITLE_BAR).unwrap();
        assert_eq!(key.to_string(), "1920x1080@100");
        assert_eq!(placed, placement(10.0, 10.0, 900.0, 700.0));
    }

    #[test]
    fn of_two_identical_monitors_the_window_returns_to_the_one_it_was_on() {
        let left = full_hd();
        let right = monitor(1920.0, 0.0, 1920.0, 1080.0, 1.0);
        let on_the_right = placement(2200.0, 100.0, 1200.0, 800.0);
        let (_, placed) =
            choose_placement(&kept("1920x1080@100", on_the_right), &[left, right], Some(0), TITLE_BAR).unwrap();
        assert_eq!(placed, on_the_right);
    }

    #[test]
    fn odd_numbers_never_panic_and_never_leave_the_monitor() {
        let odd = [f32::NAN, f32::INFINITY, f32::NEG_INFINITY, -1.0e30, 1.0e30, 0.0, -0.0, f32::MIN_POSITIVE];
        for &a in &odd {
            for &b in &odd {
                let was = placement(a, b, b, a);
                let (_, placed) =
                    choose_placement(&kept("1920x1080@100", was), &[full_hd()], Some(0), TITLE_BAR).unwrap();
                assert!(placed.is_finite(), "{was:?} → {placed:?}");
                assert!(full_hd().rect.contains_rect(outer_rect(&placed, TITLE_BAR)), "{was:?} → {placed:?}");
                assert!(placed.inner_size.x >= MIN_INNER_SIZE.x && placed.inner_size.y >= MIN_INNER_SIZE.y);
                // Odd monitors and frames too.
                let strange = monitor(a, b, a, b, b);
                let _ = choose_placement(&kept("1920x1080@100", was), &[strange], Some(0), vec2(a, b));
                let _ = choose_placement(&kept("1920x1080@100", was), &[strange, full_hd()], Some(7), vec2(a, b));
            }
        }
        assert_eq!(choose_placement(&WindowPlacements::default(), &[], Some(0), NO_FRAME), None);
    }

    #[test]
    fn odd_preference_files_load_and_a_garbled_key_is_only_not_used() {
        let text = "(by_monitor: {\"nonsense\": (outer_position: (x: 1, y: 2), inner_size: (x: 3, y: 4)), \
                    \"1920x1080@100\": (outer_position: (x: NaN, y: inf), inner_size: (x: -5, y: 1e39))}, \
                    last_monitor: Some(\"1920x1080@100\"))";
        let placements: WindowPlacements = ron::from_str(text).unwrap();
        let (_, placed) = choose_placement(&placements, &[full_hd()], Some(0), TITLE_BAR).unwrap();
        assert_eq!(placed, first_placement(&full_hd(), TITLE_BAR));
        let empty: WindowPlacements = ron::from_str("()").unwrap();
        assert_eq!(empty, WindowPlacements::default());
    }

    #[test]
    fn preferences_from_before_the_placements_or_with_unreadable_ones_still_load() {
        use crate::settings::Preferences;
        let older: Preferences =
            ron::from_str("(last_environment:None,privacy_minutes:Some(7),language:None)").unwrap();
        assert_eq!(older.privacy_minutes, Some(7));
        assert_eq!(older.window, WindowPlacements::default());

        let unreadable: Preferences = ron::from_str(
            "(last_environment:None,privacy_minutes:Some(7),window:(by_monitor:\"oops\",last_monitor:3))",
        )
        .unwrap();
        assert_eq!(unreadable.privacy_minutes, Some(7), "the preferences around it are kept");
        assert_eq!(unreadable.window, WindowPlacements::default());

        let kept =
            Preferences { window: kept("1920x1080@100", placement(1.0, 2.0, 800.0, 600.0)), ..Default::default() };
        let again: Preferences = ron::from_str(&ron::to_string(&kept).unwrap()).unwrap();
        assert_eq!(again, kept);
    }

    #[test]
    fn monitor_keys_round_sizes_and_refuse_sizes_no_monitor_has() {
        assert_eq!(MonitorKey::new(vec2(1366.4, 767.6), 1.25).unwrap().to_string(), "1366x768@125");
        for (size, scale) in [
            (vec2(0.0, 1080.0), 1.0),
            (vec2(1920.0, f32::NAN), 1.0),
            (vec2(1920.0, 1080.0), 0.0),
            (vec2(1920.0, 1080.0), f32::INFINITY),
            (vec2(1.0e9, 1080.0), 1.0),
        ] {
            assert_eq!(MonitorKey::new(size, scale), None, "{size:?} @ {scale}");
        }
    }

    fn info(outer: Rect, inner_size: Vec2, maximized: bool) -> egui::ViewportInfo {
        egui::ViewportInfo {
            monitor_size: Some(vec2(1920.0, 1080.0)),
            native_pixels_per_point: Some(1.0),
            outer_rect: Some(outer),
            inner_rect: Some(Rect::from_min_size(outer.min + vec2(0.0, 30.0), inner_size)),
            maximized: Some(maximized),
            minimized: Some(false),
            fullscreen: Some(false),
            ..Default::default()
        }
    }

    #[test]
    fn the_tracker_keeps_the_normal_size_of_a_maximized_window_and_writes_only_changes() {
        let mut placements = WindowPlacements::default();
        let mut tracker = PlacementTracker::new(None);
        let normal = Rect::from_min_size(pos2(100.0, 50.0), vec2(1200.0, 830.0));
        tracker.observe(&info(normal, vec2(1200.0, 800.0), false), 1.0, &mut placements);
        let kept_normal = placement(100.0, 50.0, 1200.0, 800.0);
        assert_eq!(placements.by_monitor.get("1920x1080@100"), Some(&kept_normal));
        assert_eq!(placements.last_monitor.as_deref(), Some("1920x1080@100"));

        let whole_screen = Rect::from_min_size(Pos2::ZERO, vec2(1920.0, 1080.0));
        tracker.observe(&info(whole_screen, vec2(1920.0, 1050.0), true), 1.0, &mut placements);
        assert_eq!(placements.by_monitor.get("1920x1080@100"), Some(&Placement { maximized: true, ..kept_normal }));

        // Minimized: nothing known, nothing changed.
        let mut minimized = info(normal, vec2(1200.0, 800.0), false);
        minimized.minimized = Some(true);
        placements.by_monitor.clear();
        tracker.observe(&minimized, 1.0, &mut placements);
        assert!(placements.by_monitor.is_empty());
    }

    #[test]
    fn the_tracker_undoes_eguis_zoom() {
        let mut placements = WindowPlacements::default();
        let mut zoomed = info(Rect::from_min_size(pos2(50.0, 25.0), vec2(600.0, 415.0)), vec2(600.0, 400.0), false);
        zoomed.monitor_size = Some(vec2(960.0, 540.0));
        PlacementTracker::default().observe(&zoomed, 2.0, &mut placements);
        assert_eq!(placements.by_monitor.get("1920x1080@100"), Some(&placement(100.0, 50.0, 1200.0, 800.0)));
    }
}
