//! The connection screen (and the sign-in shown over any screen after a
//! 401): choose the environment, sign in with account credentials or a
//! pasted token, see the token's expiry and where it is kept, test the
//! connection. Passwords are never stored.

use egui::{RichText, Ui};

use crate::api::EnvironmentKind;
use crate::i18n::Arg;
use crate::msg;
use crate::state::{AppState, EnvironmentChoice, Intent, SignInEdit, SignInMode, SignInPart};

use super::widgets::{error_box, labelled_password, labelled_setting, set_by_it, success_color, warning_color};

pub fn show(ui: &mut Ui, state: &AppState, intents: &mut Vec<Intent>) {
    // The screen scrolls: in the app's type scale it is taller than a small window.
    let scrolled = egui::ScrollArea::vertical().show(ui, |ui| screen(ui, state, intents));
    super::a11y::name_scroll_bars_of(ui, scrolled.id, &state.tr.text("connection-title"));
}

fn screen(ui: &mut Ui, state: &AppState, intents: &mut Vec<Intent>) {
    ui.heading(state.tr.text("connection-title"));
    ui.add_space(super::theme::space::M);
    current_connection(ui, state, intents);
    ui.add_space(super::theme::space::L);
    ui.separator();
    sign_in_form(ui, state, true, intents);
    ui.add_space(super::theme::space::L);
    ui.separator();
    privacy_setting(ui, state, intents);
    clinic_sharing_setting(ui, state, intents);
}

/// Where IT names a clinic database: which desk this is, and (where the policy leaves it
/// unlocked) whether this desk shares its work with the others.
fn clinic_sharing_setting(ui: &mut Ui, state: &AppState, intents: &mut Vec<Intent>) {
    let crate::policy::ClinicDatabasePolicy::Named { settings, .. } = &state.policy.clinic_database else { return };
    let tr = &state.tr;
    ui.add_space(super::theme::space::L);
    ui.separator();
    ui.label(RichText::new(tr.text("connection-clinic-database")).strong());
    ui.label(tr.msg(&msg!("connection-clinic-database-about", desk = settings.desk.clone())));
    let fixed = state.clinic_sharing_fixed();
    let mut shared = state.clinic_database_in_use();
    let checkbox =
        ui.add_enabled(fixed.is_none(), egui::Checkbox::new(&mut shared, tr.text("connection-clinic-sharing")));
    match fixed {
        Some(crate::state::clinic_sharing::SharingFixed::ByPolicy) => {
            checkbox.on_disabled_hover_text(tr.text("policy-locked"));
            set_by_it(ui, tr);
        }
        Some(crate::state::clinic_sharing::SharingFixed::WhileWorking) => {
            checkbox.on_disabled_hover_text(tr.text("connection-clinic-sharing-wait"));
            ui.label(RichText::new(tr.text("connection-clinic-sharing-wait")).weak());
        }
        None if checkbox.changed() => intents.push(Intent::TurnClinicSharing { off: !shared }),
        None => {}
    }
    if state.clinic_sharing_off_here() {
        ui.label(RichText::new(tr.text("connection-clinic-sharing-off")).color(warning_color(ui)));
    }
}

/// How long without input before patient data is hidden.
fn privacy_setting(ui: &mut Ui, state: &AppState, intents: &mut Vec<Intent>) {
    ui.label(RichText::new(state.tr.text("connection-privacy")).strong());
    let locked = state.policy.privacy_minutes.locked;
    ui.horizontal(|ui| {
        let label = ui.label(state.tr.text("connection-privacy-minutes"));
        let mut minutes = state.privacy.timeout.as_secs() / 60;
        let field = egui::DragValue::new(&mut minutes).range(0..=crate::state::local::MAX_PRIVACY_MINUTES);
        let response = ui.add_enabled(!locked, field).labelled_by(label.id);
        if locked {
            response.on_disabled_hover_text(state.tr.text("policy-locked"));
            set_by_it(ui, &state.tr);
        } else if response.changed() {
            intents.push(Intent::SetPrivacyTimeout(std::time::Duration::from_secs(minutes * 60)));
        }
    });
}

fn current_connection(ui: &mut Ui, state: &AppState, intents: &mut Vec<Intent>) {
    let tr = &state.tr;
    let Some(environment) = &state.connection.environment else {
        ui.label(tr.text("connection-not-connected"));
        return;
    };
    let name = msg!(EnvironmentChoice::of(environment).label());
    ui.label(tr.msg(&msg!("connection-environment", environment = name)));
    ui.label(RichText::new(tr.msg(&msg!("connection-address", address = environment.api_base()))).weak());
    if let Some(token) = &state.connection.token {
        match token.expires_at() {
            Some(expiry) => {
                ui.label(tr.msg(&msg!("connection-token-expires", time = Arg::Time(expiry))));
            }
            None => {
                ui.label(tr.text("connection-token-no-expiry"));
            }
        }
    }
    if let Some(storage) = state.connection.storage {
        ui.label(RichText::new(state.tr.msg(&storage.describe())).weak());
    }
    if environment.kind() == EnvironmentKind::Sandbox {
        ui.label(RichText::new(tr.text("connection-sandbox-no-sign-in")).weak());
    }
    if state.connection.ad_hoc {
        ui.label(RichText::new(tr.text("connection-ad-hoc")).weak());
    }
    ui.horizontal(|ui| {
        let testing = state.in_flight.values().any(|f| f.label == "progress-testing-connection");
        if super::widgets::icon_button_enabled(ui, !testing, super::theme::icon::CHECK, &tr.text("connection-test"))
            .clicked()
        {
            intents.push(Intent::TestConnection);
        }
        if testing {
            ui.spinner();
        }
        if state.connection.token.is_some() && ui.button(tr.text("connection-sign-out")).clicked() {
            intents.push(Intent::SignOut);
        }
    });
    match &state.connection.last_test {
        Some(Ok(())) => {
            ui.label(RichText::new(tr.text("connection-test-ok")).color(success_color(ui)));
        }
        Some(Err(error)) => error_box(ui, &state.tr, error),
        None => {}
    }
}

/// The sign-in form. `full` also offers the choice of environment.
pub fn sign_in_form(ui: &mut Ui, state: &AppState, full: bool, intents: &mut Vec<Intent>) {
    let tr = &state.tr;
    let form = &state.sign_in;
    let mut edit = |edit: SignInEdit| intents.push(Intent::EditSignIn(edit));
    if full {
        ui.label(RichText::new(tr.text("connection-connect-to")).strong());
        let mut any_locked = false;
        for choice in EnvironmentChoice::ALL {
            let allowed = state.choice_allowed(choice);
            any_locked |= !allowed;
            let response =
                ui.add_enabled(allowed, egui::RadioButton::new(form.choice == choice, tr.text(choice.label())));
            if response.clicked() {
                edit(SignInEdit::Choice(choice));
            }
            response.on_disabled_hover_text(tr.text("policy-locked"));
        }
        if any_locked {
            set_by_it(ui, tr);
        }
        if let Some(file) =
            state.policy.file.as_ref().filter(|_| !EnvironmentChoice::ALL.into_iter().any(|c| state.choice_allowed(c)))
        {
            ui.label(
                RichText::new(tr.msg(&msg!("policy-no-environment", file = file.display().to_string())))
                    .color(warning_color(ui)),
            );
        }
        if form.choice == EnvironmentChoice::Custom {
            let locked = state.sign_in_locked(SignInPart::Address);
            egui::Grid::new("custom-address").num_columns(2).show(ui, |ui| {
                if let Some(text) = labelled_setting(
                    ui,
                    tr,
                    &tr.text("connection-service-address"),
                    &form.custom_api_base,
                    "https://service.example.org",
                    locked,
                ) {
                    edit(SignInEdit::CustomApiBase(text));
                }
                ui.end_row();
                if let Some(text) = labelled_setting(
                    ui,
                    tr,
                    &tr.text("connection-token-address"),
                    &form.custom_token_host,
                    &tr.text("connection-token-address-hint"),
                    locked,
                ) {
                    edit(SignInEdit::CustomTokenHost(text));
                }
                ui.end_row();
            });
        }
        if matches!(form.choice, EnvironmentChoice::EuProduction | EnvironmentChoice::UsProduction) {
            ui.label(RichText::new(tr.text("connection-production-warning")).color(warning_color(ui)));
        }
        ui.add_space(super::theme::space::M);
    }
    let mut submit = false;
    if form.choice != EnvironmentChoice::Sandbox {
        ui.horizontal(|ui| {
            for (mode, label) in
                [(SignInMode::Password, "connection-mode-account"), (SignInMode::PastedToken, "connection-mode-token")]
            {
                if ui.radio(form.mode == mode, tr.text(label)).clicked() {
                    edit(SignInEdit::Mode(mode));
                }
            }
        });
        egui::Grid::new("sign-in-fields").num_columns(2).spacing(super::theme::GRID_GAP).show(ui, |ui| {
            match form.mode {
                SignInMode::Password => {
                    if let Some(text) = super::widgets::labelled_text(
                        ui,
                        &tr.text("connection-account"),
                        &form.account,
                        "name@clinic.example",
                    ) {
                        edit(SignInEdit::Account(text));
                    }
                    ui.end_row();
                    let mut password = form.password.clone();
                    let response = labelled_password(ui, &tr.text("connection-password"), &mut password);
                    if response.changed() {
                        edit(SignInEdit::Password(password));
                    }
                    if response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
                        submit = true;
                    }
                    ui.end_row();
                    if let Some(text) = labelled_setting(
                        ui,
                        tr,
                        &tr.text("connection-tenant"),
                        &form.tenant,
                        &tr.text("connection-tenant-hint"),
                        state.sign_in_locked(SignInPart::Tenant),
                    ) {
                        edit(SignInEdit::Tenant(text));
                    }
                    ui.end_row();
                    if let Some(text) = labelled_setting(
                        ui,
                        tr,
                        &tr.text("connection-healthcare-service"),
                        &form.healthcare_service,
                        &tr.text("connection-optional"),
                        state.sign_in_locked(SignInPart::HealthcareService),
                    ) {
                        edit(SignInEdit::HealthcareService(text));
                    }
                    ui.end_row();
                }
                SignInMode::PastedToken => {
                    let label = ui.label(tr.text("connection-access-token"));
                    let mut token = form.pasted_token.clone();
                    let response = ui
                        .add(
                            egui::TextEdit::singleline(&mut token)
                                .password(true)
                                .desired_width(super::theme::size::INPUT),
                        )
                        .labelled_by(label.id);
                    if response.changed() {
                        edit(SignInEdit::PastedToken(token));
                    }
                    ui.end_row();
                }
            }
        });
        ui.label(RichText::new(tr.text("connection-password-note")).weak().small());
    }
    let blocker = state.sign_in_blocker().map(|id| tr.text(id));
    let busy = form.submitting.is_some();
    ui.horizontal(|ui| {
        let label =
            if form.choice == EnvironmentChoice::Sandbox { "connection-use-sandbox" } else { "connection-sign-in" };
        let response = super::widgets::icon_button_enabled(
            ui,
            blocker.is_none() && !busy,
            super::theme::icon::SIGN_IN,
            &tr.text(label),
        );
        let response = match &blocker {
            Some(reason) => response.on_disabled_hover_text(reason),
            None => response,
        };
        if response.clicked() {
            submit = true;
        }
        if busy {
            ui.spinner();
        }
    });
    if let Some(reason) = blocker {
        ui.label(RichText::new(reason).weak());
    }
    if let Some(error) = &form.error {
        error_box(ui, &state.tr, error);
    }
    if submit {
        intents.push(Intent::SubmitSignIn);
    }
}

/// The sign-in over the current screen after a 401: forms underneath keep
/// everything the user typed.
pub fn overlay(ctx: &egui::Context, state: &AppState, intents: &mut Vec<Intent>) {
    if !state.sign_in_overlay {
        return;
    }
    let title = state.tr.text("connection-sign-in-again");
    let modal = super::a11y::modal(ctx, egui::Id::unique("sign-in-overlay"), &title, None, |ui| {
        ui.set_max_width(super::theme::size::DIALOG_NARROW);
        ui.heading(state.tr.text("connection-sign-in-again"));
        ui.label(state.tr.text("connection-sign-in-again-why"));
        ui.add_space(super::theme::space::M);
        sign_in_form(ui, state, false, intents);
        ui.add_space(super::theme::space::M);
        if ui.button(state.tr.text("connection-close")).clicked() {
            intents.push(Intent::CloseSignInOverlay);
        }
    });
    let escape = modal.is_top_modal
        && !modal.any_popup_open
        && ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Escape));
    if escape && state.sign_in.submitting.is_none() {
        intents.push(Intent::CloseSignInOverlay);
    }
}
