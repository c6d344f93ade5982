//! The eframe application: owns the state and the worker handle, drains
//! events in `logic`, draws the views in `ui`, and sends what the views
//! queued. Idle means no requests and no repaints.

/// The `--measure` tooling of the benchmarks: the real app, driven and measured.
#[cfg(feature = "measure")]
pub mod measure;
pub mod renderer;
#[cfg(windows)]
mod session_end;

use std::path::PathBuf;
use std::sync::Arc;

use crate::api::Environment;
use crate::settings::{Preferences, StartMode};
use crate::state::AppState;
use crate::ui::banner::TOKEN_WARNING_MINUTES;
use crate::worker::WorkerHandle;

/// What the app needs from its surroundings.
#[derive(Clone, Debug)]
pub struct AppConfig {
    pub data_dir: PathBuf,
    pub start: StartMode,
    pub runtime: tokio::runtime::Handle,
    pub worker: crate::worker::WorkerOptions,
    /// What the start-up checks found: problems to show, and whether the data folder is usable.
    pub startup: crate::startup::StartupReport,
    /// `--lang`: the interface language for this session (not saved), over the saved choice
    /// and the system's.
    pub language: Option<crate::i18n::Language>,
    /// The workstation's policy (machine-wide file or `--policy`).
    pub policy: crate::policy::Policy,
    /// Where the preferences are read from and written to (`None`: they are not kept).
    pub preferences_file: Option<PathBuf>,
}

impl AppConfig {
    pub fn sandbox_state_file(&self) -> PathBuf {
        self.data_dir.join("sandbox-state.json")
    }
}

pub struct IntakeApp {
    pub state: AppState,
    worker: WorkerHandle,
    ui_cache: crate::ui::UiCache,
    preferences: Preferences,
    /// The language forced by `--lang`: a choice in the settings still replaces it, and only
    /// such a choice is saved.
    session_language: Option<crate::i18n::Language>,
    /// Follows the window's size and place into `preferences`.
    window_placement: crate::window_placement::PlacementTracker,
    /// The preferences file, and the text last written to it (written again only when changed).
    preferences_file: Option<(PathBuf, String)>,
    /// Frames drawn, for the idle tests.
    pub frames: u64,
    /// What earlier sessions left (drafts, activity, unfinished lists) was asked of the worker:
    /// once the first frame is on screen, so that a year of it never delays the window (the
    /// reads and the software renderer share the workstation's cores).
    local_data_asked: bool,
    /// The title last given to the window (sent again only when the screen or language changes).
    window_title: String,
    /// What `window_title` was worded from: the screen's message and the language.
    window_title_from: Option<(&'static str, crate::i18n::Language)>,
    /// The system asked the process to end (SIGTERM): what can be saved is saved, then it ends.
    end_requested: Arc<std::sync::atomic::AtomicBool>,
    /// The search of the font folders started with the window.
    font_search: crate::ui::system_fonts::FontSearch,
}

impl IntakeApp {
    /// The app as the program starts it: with the system's fonts for the scripts egui's own
    /// fonts lack.
    pub fn new(cc: &eframe::CreationContext<'_>, config: AppConfig) -> IntakeApp {
        IntakeApp::with_font_sources(cc, config, crate::ui::system_fonts::FontSources::of_this_system())
    }

    /// [`IntakeApp::new`] with the fonts of `fonts` (tests that compare pictures or measure
    /// layouts take egui's fonts only, the same on every machine).
    pub fn with_font_sources(
        cc: &eframe::CreationContext<'_>,
        config: AppConfig,
        fonts: crate::ui::system_fonts::FontSources,
    ) -> IntakeApp {
        crate::ui::theme::install(&cc.egui_ctx);
        let font_search = crate::ui::system_fonts::install(&cc.egui_ctx, fonts);
        let ctx = cc.egui_ctx.clone();
        let waker = Arc::new(move || ctx.request_repaint());
        let mut options = config.worker.clone();
        options.policy = config.policy.clone();
        // A data folder that cannot be used keeps nothing on disk, and says so by every form
        // (its typing is not saved; the window asks before it closes).
        let data_usable = config.startup.data_folder_usable;
        if data_usable {
            options.data_dir.get_or_insert_with(|| config.data_dir.clone());
        } else {
            options.unusable_data_dir = options.data_dir.take().or_else(|| Some(config.data_dir.clone()));
        }
        let sandbox_state_file = data_usable.then(|| config.sandbox_state_file());
        let window = crate::native_dialog::ParentWindow::of(cc);
        if let Some(dialog) = options.save_dialog.over_window(&window) {
            options.save_dialog = dialog;
        }
        if let Some(dialog) = options.open_dialog.over_window(&window) {
            options.open_dialog = dialog;
        }
        // The first phone number typed must not wait for the numbering plans to load.
        config.runtime.spawn_blocking(crate::patient_rules::warm_up);
        let preferences: Preferences =
            config.preferences_file.as_deref().map(crate::settings::read_preferences).unwrap_or_default();
        options.clinic_sharing_turned_off = preferences.clinic_sharing_turned_off;
        let worker = WorkerHandle::spawn(&config.runtime, waker, options);
        // Still hidden: eframe shows the window after the first frame, in its place.
        let placed = crate::window_placement::place_window(cc, &preferences.window);
        let mut state = AppState::new();
        state.clock = config.worker.clock.clone();
        let policy = &config.policy;
        // The user's choices first, then the IT department's presets; what it locks, always
        // (`apply_policy`).
        let language = config
            .language
            .or(preferences.language)
            .or(policy.language.preset)
            .unwrap_or_else(crate::i18n::Language::from_system);
        state.tr = crate::i18n::Translator::new(language);
        let session_language = config.language;
        state.privacy.timeout = match (preferences.privacy_minutes, policy.privacy_minutes.preset) {
            (None, Some(_)) => crate::state::policy_privacy_timeout(policy),
            _ => preferences.privacy_timeout(),
        };
        state.apply_policy(config.policy.clone());
        state.clinic_sharing_turned_off = preferences.clinic_sharing_turned_off;
        state.follow_up.rules = preferences.reminders.map(|saved| saved.apply_to(policy.reminder_rules(None)));
        state.follow_up.filing = preferences.filing.clone().unwrap_or_default();
        state.sandbox_state_file = sandbox_state_file.clone();
        state.data_dir = data_usable.then(|| config.data_dir.clone());
        state.startup_problems = config.startup.problems.clone();
        state.startup_problems.extend(config.policy.startup_problem());
        state.startup_problems.extend(config.policy.clinic_database_problem());
        match config.start.clone() {
            StartMode::AdHoc { environment, token } => state.connect_ad_hoc(environment, token),
            StartMode::Sandbox { state_file, simulate_respondents } => {
                state.start_embedded_sandbox(state_file.filter(|_| data_usable), simulate_respondents);
            }
            StartMode::Normal => {
                let saved = preferences.last_environment.clone().filter(|environment| {
                    !matches!(environment, Environment::Sandbox { .. }) && config.policy.allows_environment(environment)
                });
                match (saved, config.policy.environment.preset.clone()) {
                    (Some(environment), _) | (None, Some(environment)) => state.resume(environment),
                    (None, None) if config.policy.sandbox_available => {
                        state.start_embedded_sandbox(sandbox_state_file, true);
                    }
                    // Nothing allowed to start on: the connection screen says what is possible.
                    (None, None) => state.refuse_by_policy(None),
                }
            }
        }
        let mut app = IntakeApp {
            state,
            worker,
            ui_cache: crate::ui::UiCache::default(),
            preferences,
            session_language,
            window_placement: crate::window_placement::PlacementTracker::new(placed),
            preferences_file: config.preferences_file.map(|path| (path, String::new())),
            frames: 0,
            local_data_asked: false,
            window_title: String::new(),
            window_title_from: None,
            end_requested: listen_for_the_end(&config.runtime, &cc.egui_ctx),
            font_search,
        };
        app.flush_commands();
        app
    }

    /// Whether the search of the font folders started with the window has ended (and handed
    /// what it found to egui): the screenshots wait for it.
    pub fn fonts_searched(&self) -> bool {
        self.font_search.finished()
    }

    /// The title last given to the window: its title bar's text and its name for a screen reader.
    pub fn window_title(&self) -> &str {
        &self.window_title
    }

    /// The system asks the process to end (SIGTERM from a service manager, a shutdown, a
    /// logout): there is nobody to ask, so every draft not saved yet is written now — those
    /// waiting for a retry too —, the local store is given a few seconds to finish, the
    /// preferences are kept, and then the process ends (exit code 0).
    fn end_on_request(&mut self) -> ! {
        tracing::info!("asked to end: saving what can be saved");
        self.state.write_drafts_before_ending();
        self.flush_commands();
        self.worker.finish_local_writes(std::time::Duration::from_secs(5));
        self.keep_preferences();
        std::process::exit(0)
    }

    /// Writes the preferences file when its text changed (eframe asks every 30 s and at close).
    /// A failed write keeps the previous file (it is atomic) and is tried again next time.
    fn write_preferences(&mut self) {
        let Some((path, written)) = &mut self.preferences_file else { return };
        let text = match crate::settings::preferences_text(&self.preferences) {
            Ok(text) => text,
            Err(err) => {
                tracing::warn!(%err, "the preferences could not be written as text");
                return;
            }
        };
        if *written == text {
            return;
        }
        match crate::settings::write_preferences(path, &text) {
            Ok(()) => *written = text,
            Err(err) => tracing::warn!(%err, "the preferences could not be saved; the previous ones are kept"),
        }
    }

    /// Pages of the PDF preview held as textures (graphics memory), for the privacy tests.
    pub fn preview_pages_uploaded(&self) -> usize {
        self.ui_cache.pdf_preview.len()
    }

    fn flush_commands(&mut self) {
        for (id, command) in self.state.take_commands() {
            self.worker.send(id, command);
        }
    }

    fn remember_environment(&mut self) {
        if self.state.connection.ad_hoc {
            return;
        }
        if let Some(environment) = &self.state.connection.environment
            && !matches!(environment, Environment::Sandbox { .. })
            && self.state.connection.token.is_some()
        {
            self.preferences.last_environment = Some(environment.clone());
        }
    }

    /// Timed state transitions (the automatic refresh of an in-progress
    /// survey, the turn of the day): the state decides, with the time given here, whether a
    /// request is due; the app only wakes up when the state asks it to.
    fn tick(&mut self, ctx: &egui::Context) {
        let now = std::time::Instant::now();
        let visible = ctx.input(|i| !i.viewport().minimized.unwrap_or(false));
        let due = [
            self.state.tick(now, visible),
            self.state.sync_drafts(now),
            self.state.probe_when_offline(now),
            self.state.check_privacy(now),
            self.state.closing_tick(now),
            self.state.follow_the_calendar(now),
        ]
        .into_iter()
        .flatten()
        .min();
        if let Some(due) = due {
            ctx.request_repaint_after(due.saturating_duration_since(now));
        }
        self.flush_commands();
    }

    /// Wakes up once when the token enters its warning period, instead of
    /// repainting continuously to count down.
    fn schedule_token_warning(&self, ctx: &egui::Context) {
        if let Some(left) = self.state.token_remaining(jiff::Timestamp::now()) {
            let warn_at = std::time::Duration::from_secs(TOKEN_WARNING_MINUTES * 60);
            if left > warn_at {
                ctx.request_repaint_after(left - warn_at);
            } else if !left.is_zero() {
                ctx.request_repaint_after(std::time::Duration::from_secs(60));
            }
        }
    }
}

/// A flag set when the system asks the process to end (SIGTERM on Unix, the session's end on
/// Windows), with a frame asked for so the app sees it at once; the app then saves and ends
/// ([`IntakeApp::end_on_request`]).
fn listen_for_the_end(runtime: &tokio::runtime::Handle, ctx: &egui::Context) -> Arc<std::sync::atomic::AtomicBool> {
    let flag = Arc::new(std::sync::atomic::AtomicBool::new(false));
    #[cfg(unix)]
    {
        let (flag, ctx) = (Arc::clone(&flag), ctx.clone());
        // Registered now, on this thread: a SIGTERM from here on is the app's to handle.
        let _entered = runtime.enter();
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut terminate) => {
                runtime.spawn(async move {
                    if terminate.recv().await.is_some() {
                        flag.store(true, std::sync::atomic::Ordering::SeqCst);
                        ctx.request_repaint();
                    }
                });
            }
            Err(err) => tracing::warn!(%err, "SIGTERM cannot be listened for: it will end the app at once"),
        }
    }
    #[cfg(windows)]
    session_end::listen(Arc::clone(&flag), ctx.clone());
    #[cfg(not(unix))]
    let _ = runtime;
    flag
}

impl Drop for IntakeApp {
    /// The window closes: drafts typed in the last second are written now, and everything
    /// queued for the local store is written before the process may end.
    fn drop(&mut self) {
        self.state.write_drafts_now();
        self.flush_commands();
        // A store that is failing (locked, full) was asked about before the window closed:
        // the user chose to close, so the close does not wait for it.
        let within = if self.state.local_store_failing() {
            std::time::Duration::from_millis(300)
        } else {
            std::time::Duration::from_secs(5)
        };
        self.worker.finish_local_writes(within);
    }
}

impl eframe::App for IntakeApp {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        while let Some(event) = self.worker.try_next() {
            self.state.apply(event);
        }
        if self.end_requested.load(std::sync::atomic::Ordering::SeqCst) {
            self.end_on_request();
        }
        self.remember_environment();
        // A close waits for the drafts to be saved, and asks when they cannot be.
        if ctx.input(|i| i.viewport().close_requested()) && !self.state.close_requested(std::time::Instant::now()) {
            ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
        }
        if self.state.take_close_now() {
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
        }
        let zoom = ctx.zoom_factor();
        ctx.input(|input| self.window_placement.observe(input.viewport(), zoom, &mut self.preferences.window));
        if self.frames > 0 && !self.local_data_asked {
            self.local_data_asked = true;
            self.state.load_local_data();
        }
        self.flush_commands();
        self.schedule_token_warning(ctx);
        self.tick(ctx);
        let from = Some((self.state.window_screen_message(), self.state.tr.language()));
        if from != self.window_title_from {
            self.window_title = self.state.window_title();
            self.window_title_from = from;
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(self.window_title.clone()));
        }
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.frames += 1;
        if ui.input(|i| !i.events.is_empty()) {
            self.state.user_active(std::time::Instant::now());
        }
        // The window's own name for assistive technologies (AT-SPI's frame, UI Automation's
        // window): egui leaves its root node unnamed, so a screen reader said nothing on switching
        // to the app.
        let title = &self.window_title;
        ui.ctx().accesskit_node_builder(egui::accesskit_root_id(), |root| root.set_label(title.as_str()));
        let intents = crate::ui::show(ui, &self.state, &mut self.ui_cache);
        if !self.local_data_asked {
            // The next frame asks for the earlier sessions' data (`local_data_asked`).
            ui.ctx().request_repaint();
        }
        if !intents.is_empty() {
            for intent in intents {
                self.state.apply_intent(intent);
            }
            // What the user asked for is drawn on the next frame, which this asks for.
            ui.ctx().request_repaint();
        }
        self.flush_commands();
    }

    fn save(&mut self, _storage: &mut dyn eframe::Storage) {
        self.keep_preferences();
    }
}

impl IntakeApp {
    /// The user's choices into the preferences file.
    fn keep_preferences(&mut self) {
        // What the IT department locks is its choice, not the user's: never saved as theirs.
        let policy = &self.state.policy;
        if !policy.privacy_minutes.locked {
            self.preferences.privacy_minutes = Some((self.state.privacy.timeout.as_secs() / 60) as u32);
        }
        if let Some(rules) = self.state.follow_up.rules.filter(|_| !policy.reminders.locked) {
            self.preferences.reminders = Some(crate::settings::SavedReminderRules {
                max_per_invitation: rules.max_per_invitation,
                min_days_between: rules.min_days_between,
            });
        }
        if !policy.filing.locked && self.state.follow_up.filing != Default::default() {
            self.preferences.filing = Some(self.state.follow_up.filing.clone());
        }
        if policy.clinic_database.may_be_turned_off() {
            self.preferences.clinic_sharing_turned_off = self.state.clinic_sharing_turned_off;
        }
        let language = self.state.tr.language();
        if Some(language) != self.session_language
            && language != crate::i18n::Language::Pseudo
            && !policy.language.locked
        {
            self.preferences.language = Some(language);
        }
        // eframe's storage is not written: the preferences file is the app's (atomic).
        self.write_preferences();
    }
}
