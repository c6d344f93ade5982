//! The About dialog: which build this is (version and commit, as `--version` says), the service
//! it is connected to, whether the IT department manages the workstation, where this user's
//! settings, drafts and logs are kept (each with a button that opens the folder), and the
//! licences of the software it is built from (embedded at build time, see
//! [`crate::licenses`]). It owns only this drawing; the folders are opened by the worker.

use egui::{RichText, Ui};

use crate::i18n::Translator;
use crate::licenses::ThirdPartyLicences;
use crate::msg;
use crate::state::{AboutIntent, AppState, Intent, LocalFolder};

use super::theme;
use super::widgets::icon_button;

/// The version line: the same words as `intake-desk --version`.
pub const VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), " (commit ", env!("INTAKE_DESK_COMMIT"), ")");

/// The bundled licence notices, read once when the dialog first opens.
#[derive(Default)]
pub struct LicenceCache {
    read: Option<Result<ThirdPartyLicences, String>>,
}

impl LicenceCache {
    fn get(&mut self) -> &Result<ThirdPartyLicences, String> {
        self.read.get_or_insert_with(|| crate::licenses::bundled().map_err(|error| error.to_string()))
    }
}

/// Draws the dialog while it is open.
pub fn show(ctx: &egui::Context, state: &AppState, licences: &mut LicenceCache, intents: &mut Vec<Intent>) {
    let Some(about) = &state.about else { return };
    let tr = &state.tr;
    let title = tr.text("about-title");
    let modal =
        super::a11y::modal(ctx, egui::Id::unique("about-dialog"), &title, Some(super::a11y::OPENS_ABOUT), |ui| {
            ui.set_width(theme::size::DIALOG_WIDE.min(ctx.content_rect().width() - theme::size::DIALOG_MARGIN));
            ui.heading(&title);
            let max_height = (ctx.content_rect().height() - 160.0).max(200.0);
            // A fixed height: the dialog keeps its size (and place) from its first frame on.
            let scrolled =
                egui::ScrollArea::vertical().min_scrolled_height(max_height).max_height(max_height).show(ui, |ui| {
                    build(ui, tr);
                    ui.add_space(theme::space::M);
                    connection(ui, state);
                    ui.add_space(theme::space::M);
                    folders(ui, state, intents);
                    ui.add_space(theme::space::M);
                    third_party(ui, tr, &about.licence_filter, licences.get(), intents);
                });
            super::a11y::name_scroll_bars_of(ui, scrolled.id, &title);
            ui.add_space(theme::space::M);
            if ui.button(tr.text("about-close")).clicked() {
                intents.push(Intent::About(AboutIntent::Close));
            }
        });
    let escape = modal.is_top_modal
        && !modal.any_popup_open
        && ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Escape));
    if escape || modal.backdrop_response.clicked() {
        intents.push(Intent::About(AboutIntent::Close));
    }
}

fn build(ui: &mut Ui, tr: &Translator) {
    ui.label(RichText::new(tr.msg(&msg!("about-version", version = VERSION))).strong());
    ui.label(tr.text("about-purpose"));
    ui.label(RichText::new(tr.msg(&msg!("about-own-licence", licence = env!("CARGO_PKG_LICENSE")))).weak());
}

fn connection(ui: &mut Ui, state: &AppState) {
    let tr = &state.tr;
    ui.label(RichText::new(tr.text("about-connection")).strong());
    match &state.connection.environment {
        Some(environment) => {
            let name = msg!(crate::state::EnvironmentChoice::of(environment).label());
            ui.label(tr.msg(&msg!("connection-environment", environment = name)));
            ui.label(RichText::new(tr.msg(&msg!("connection-address", address = environment.api_base()))).weak());
        }
        None => {
            ui.label(tr.text("connection-not-connected"));
        }
    }
    match &state.policy.file {
        Some(file) => {
            ui.horizontal_wrapped(|ui| {
                super::widgets::icon_mark(ui, theme::icon::LOCKED, ui.visuals().text_color());
                ui.label(tr.msg(&msg!("policy-managed-by", file = file.display().to_string())));
            });
            if let Some(problem) = &state.policy.problem {
                ui.label(RichText::new(tr.msg(&problem.sentence())).color(super::widgets::warning_color(ui)));
            }
        }
        None => {
            ui.label(RichText::new(tr.text("about-not-managed")).weak());
        }
    }
}

/// Where this user's settings, drafts and logs are, each with "open folder".
fn folders(ui: &mut Ui, state: &AppState, intents: &mut Vec<Intent>) {
    let tr = &state.tr;
    ui.label(RichText::new(tr.text("about-kept-where")).strong());
    let Some(data_dir) = &state.data_dir else {
        ui.label(tr.text("about-kept-nowhere"));
        return;
    };
    for folder in LocalFolder::ALL {
        ui.label(tr.text(folder.label()));
        // The button first, the place after it: a long path is cut in the middle (whole on
        // hover and for the screen reader), never the button.
        ui.horizontal(|ui| {
            if icon_button(ui, theme::icon::FOLDER, &tr.text(folder.open_label())).clicked() {
                intents.push(Intent::About(AboutIntent::OpenFolder(folder)));
            }
            let path = folder.path(data_dir).display().to_string();
            super::widgets::truncated_label(ui, RichText::new(path).monospace(), ui.available_width());
        });
    }
}

/// The licences of the software Intake Desk is built from, searchable; a licence's text shows
/// when its heading is opened.
fn third_party(
    ui: &mut Ui,
    tr: &Translator,
    filter: &str,
    licences: &Result<ThirdPartyLicences, String>,
    intents: &mut Vec<Intent>,
) {
    ui.label(RichText::new(tr.text("about-third-party")).strong());
    let licences = match licences {
        Ok(licences) => licences,
        Err(problem) => {
            ui.label(tr.msg(&msg!("about-licences-unreadable", problem = problem.as_str())));
            return;
        }
    };
    ui.label(tr.msg(&msg!(
        "about-third-party-count",
        packages = licences.component_count(),
        licences = licences.licences.len()
    )));
    ui.horizontal(|ui| {
        let label = ui.label(tr.text("about-find-licence"));
        let mut text = filter.to_owned();
        let response = ui
            .add(egui::TextEdit::singleline(&mut text).hint_text("tokio, MIT…").desired_width(theme::size::INPUT))
            .labelled_by(label.id);
        if response.changed() {
            intents.push(Intent::About(AboutIntent::Filter(text)));
        }
    });
    let mut shown = 0;
    for licence in licences.matching(filter) {
        shown += 1;
        // Many packages have a licence text of their own (their copyright line): each heading
        // names its first packages, so the list reads as "whose licence" at a glance.
        let names = licences.heading_names(licence);
        let heading = tr.msg(&msg!(
            "about-licence-heading",
            licence = licence.name.as_str(),
            names = names.join(", "),
            packages = licence.used_by.len()
        ));
        egui::CollapsingHeader::new(heading).id_salt(("licence", licence.text.as_str())).show(ui, |ui| {
            let packages: Vec<String> =
                licence.used_by.iter().map(|component| format!("{} {}", component.name, component.version)).collect();
            ui.label(RichText::new(packages.join(", ")).weak());
            ui.add_space(theme::space::S);
            ui.label(RichText::new(licence.text.as_str()).monospace().size(theme::text::SMALL));
        });
    }
    if shown == 0 {
        ui.label(RichText::new(tr.msg(&msg!("about-no-licence-match", filter = filter))).weak());
    }
}
