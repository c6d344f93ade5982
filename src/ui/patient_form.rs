//! The patient form: the register / edit screen around a patient's fields (section 2.1, drawn
//! by `ui::patient_fields`), the save button that lists what still needs attention and leads
//! to it, the list of changes before an update, the edit conflict, the duplicate-reference
//! notice, and the question before another form replaces one with typed content.

use egui::{RichText, Ui};

use crate::i18n::{Msg, Translator};
use crate::patient::{Field, PatientDraft, ShownValue};
use crate::state::{AppState, FormMode, FormSwitchChoice, Intent, PatientFormIntent, PatientFormState};

// The fields themselves are shared with the survey dialog and the day's list: they live in
// ui::patient_fields, and keep their paths here.
pub use super::patient_fields::{FieldsOutcome, focus_first_problem, patient_fields, problem_lines, problem_summary};
use super::widgets::{error_box_why, error_color, field_message, label_with_full_text, shorten, warning_color};

/// The register / edit screen.
pub fn show(ui: &mut Ui, state: &AppState, intents: &mut Vec<Intent>) {
    let checks = state.draft_checks();
    let tr = &state.tr;
    let Some(form) = &state.patient_form else {
        return;
    };
    let checks = form.checks(checks);
    let mut read_eid = None;
    let mut open_duplicate = None;
    let editing = form.is_edit();
    ui.horizontal(|ui| {
        ui.heading(tr.text(if editing { "patient-edit-heading" } else { "patient-register-heading" }));
        if form.has_unsaved_changes() && editing {
            ui.label(RichText::new(tr.text("patient-unsaved-changes")).color(warning_color(ui)));
        }
        if !editing {
            // The card's identity fills the form as typed; the user reviews it and saves.
            let keys = !super::shortcuts::dialog_open(state);
            read_eid = super::eid_button::read_eid_button(ui, state, crate::state::EidPlace::Register, keys);
        }
    });
    intents.extend(read_eid);
    if !editing {
        super::eid_button::read_eid_outcome(ui, state, crate::state::EidPlace::Register);
    }
    let mut asked = |intent: PatientFormIntent| intents.push(Intent::PatientForm(intent));
    ui.add_space(super::theme::space::M);
    super::widgets::unsaved_draft_notice(ui, state, &form.draft_id);
    let scrolled = egui::ScrollArea::vertical().show(ui, |ui| {
        if form.conflict.is_some() {
            match conflict_view(ui, tr, form) {
                Some(ConflictChoice::KeepMine) => asked(PatientFormIntent::KeepMyChangesOnTheirs),
                Some(ConflictChoice::UseTheirs) => asked(PatientFormIntent::UseTheirVersion),
                None => {}
            }
            return;
        }
        if form.confirming {
            ui.label(RichText::new(tr.text("patient-confirm-changes")).strong());
            let original = match &form.mode {
                FormMode::Edit { original, .. } => Some(original.as_ref()),
                FormMode::Register => None,
            };
            egui::Grid::new("changes").num_columns(3).striped(true).show(ui, |ui| {
                for heading in ["patient-column-field", "patient-column-was", "patient-column-becomes"] {
                    ui.label(RichText::new(tr.text(heading)).strong());
                }
                ui.end_row();
                for (field, _, _) in form.changes() {
                    ui.label(tr.text(field.label()));
                    ui.label(original.map(|o| shown_text(tr, &o.shown_value(field))).unwrap_or_default());
                    ui.label(shown_text(tr, &form.draft.shown_value(field)));
                    ui.end_row();
                }
            });
            let another_person = form.looks_like_another_person();
            if another_person {
                ui.add_space(super::theme::space::M);
                super::widgets::message_frame(warning_color(ui)).show(ui, |ui| {
                    ui.label(RichText::new(tr.text("patient-another-person")).color(warning_color(ui)));
                });
            }
            ui.add_space(super::theme::space::M);
            ui.horizontal_wrapped(|ui| {
                if super::widgets::icon_button(ui, super::theme::icon::SAVE, &tr.text("patient-save-these-changes"))
                    .clicked()
                {
                    asked(PatientFormIntent::ConfirmChanges);
                }
                if ui.button(tr.text("patient-back-to-editing")).clicked() {
                    asked(PatientFormIntent::BackToEditing);
                }
                if another_person
                    && ui
                        .button(tr.text("patient-register-instead"))
                        .on_hover_text(tr.text("patient-register-instead-hint"))
                        .clicked()
                {
                    asked(PatientFormIntent::RegisterInsteadOfEdit);
                }
            });
            return;
        }
        let show_all = form.attempted_save || form.error.is_some();
        let fields = patient_fields(ui, tr, "main", &form.draft, checks, &form.service_errors, show_all);
        // A page that just opened (Ctrl+N, "Register patient", "Edit") takes the cursor to its
        // first field, unless a dialog on top holds the keyboard.
        if let Some(first) = fields.opened_with
            && !super::shortcuts::dialog_open(state)
        {
            ui.memory_mut(|memory| memory.request_focus(first));
        }
        for edit in fields.edits {
            asked(PatientFormIntent::Edit(edit));
        }
        let entered = fields.entered;
        ui.add_space(super::theme::space::M);
        if let Some(existing) = &form.duplicate {
            super::widgets::message_frame(warning_color(ui)).show(ui, |ui| {
                let sentence = |name: &str| {
                    tr.msg(&match existing.birthdate {
                        Some(born) => Msg::new("patient-duplicate-reference")
                            .with("name", name)
                            .with("born", tr.date(born.date())),
                        None => Msg::new("patient-duplicate-reference-no-birthdate").with("name", name),
                    })
                };
                let name = existing.full_name();
                label_with_full_text(
                    ui,
                    RichText::new(sentence(&shorten(&name, SHORT_NAME_CHARS))).color(warning_color(ui)),
                    &sentence(&name),
                );
                if ui.button(tr.text("patient-open-this-patient")).clicked() {
                    open_duplicate = Some(existing.clone());
                }
            });
        }
        if let Some(error) = &form.error {
            error_box_why(ui, &state.tr, form.error_why.as_ref(), error);
            for message in &form.other_messages {
                field_message(ui, message);
            }
        }
        let validation = form.draft.validate(checks);
        // Field problems do not disable the button: pressing it shows every
        // message and puts the cursor in the first field that needs attention.
        let blocker = if form.submitting.is_some() {
            Some(tr.text("patient-sending"))
        } else if editing && !form.has_unsaved_changes() {
            Some(tr.text("patient-nothing-changed"))
        } else {
            None
        };
        let mut pressed = false;
        ui.horizontal(|ui| {
            let label = match (&form.mode, form.resend_offered) {
                (FormMode::Register, true) => "patient-send-again",
                (FormMode::Register, false) => "patient-save-new",
                (FormMode::Edit { .. }, _) => "patient-review-and-save",
            };
            let mut button =
                super::widgets::icon_button_enabled(ui, blocker.is_none(), super::theme::icon::SAVE, &tr.text(label));
            if !validation.is_ok() {
                button = button.on_hover_text(problem_lines(tr, &validation));
            }
            pressed = button.clicked();
            if form.submitting.is_some() {
                ui.spinner();
            }
            if ui.button(tr.text("patient-cancel")).clicked() {
                asked(PatientFormIntent::Close);
            }
        });
        if let Some(reason) = blocker.clone().or_else(|| problem_summary(tr, &validation)) {
            let text = RichText::new(tr.msg(&Msg::new("patient-cannot-save-yet").with("reason", reason)));
            ui.label(if form.attempted_save && blocker.is_none() { text.color(error_color(ui)) } else { text.weak() });
        }
        if pressed || (entered && blocker.is_none()) {
            asked(PatientFormIntent::Save);
            if !validation.is_ok() {
                focus_first_problem(ui.ctx(), "main", &validation);
            }
        }
    });
    super::a11y::name_scroll_bars_of(
        ui,
        scrolled.id,
        &tr.text(if editing { "patient-edit-heading" } else { "patient-register-heading" }),
    );
    if let Some(patient) = open_duplicate {
        intents.push(Intent::ShowDuplicate(Box::new(patient)));
    }
}

/// A field's value in words: the date in the language's form, "(empty)" for nothing.
pub fn shown_text(tr: &Translator, value: &ShownValue) -> String {
    match value {
        ShownValue::Empty => tr.text("patient-empty-value"),
        ShownValue::Text(text) => text.clone(),
        ShownValue::Date(date) => tr.date(*date),
        ShownValue::Words(msg) => tr.msg(msg),
    }
}

/// What to do about a record that changed while it was being edited.
enum ConflictChoice {
    KeepMine,
    UseTheirs,
}

/// The record changed elsewhere since the edit began: the three versions side by side.
fn conflict_view(ui: &mut Ui, tr: &Translator, form: &PatientFormState) -> Option<ConflictChoice> {
    let mut choice = None;
    super::widgets::message_frame(warning_color(ui)).show(ui, |ui| {
        ui.label(RichText::new(tr.text("patient-conflict-title")).strong().color(warning_color(ui)));
        ui.label(tr.text("patient-conflict-explanation"));
    });
    ui.add_space(super::theme::space::M);
    let original = match &form.mode {
        FormMode::Edit { original, .. } => Some(original.as_ref()),
        FormMode::Register => None,
    };
    let theirs = form.conflict.as_ref().map(|conflict| PatientDraft::from_patient(&conflict.theirs));
    egui::Grid::new("edit-conflict").num_columns(4).striped(true).spacing(super::theme::GRID_GAP).show(ui, |ui| {
        for heading in
            ["patient-column-field", "patient-column-when-began", "patient-column-on-record", "patient-column-yours"]
        {
            ui.label(RichText::new(tr.text(heading)).strong());
        }
        ui.end_row();
        let shown = |draft: Option<&PatientDraft>, field: Field| {
            shown_text(tr, &draft.map_or(ShownValue::Empty, |d| d.shown_value(field)))
        };
        for (field, began, now, mine) in form.conflict_rows() {
            ui.label(tr.text(field.label()));
            ui.label(shown(original, field));
            let their_text = RichText::new(shown(theirs.as_ref(), field));
            ui.label(if now != began { their_text.strong().color(warning_color(ui)) } else { their_text });
            let my_text = RichText::new(shown(Some(&form.draft), field));
            ui.label(if mine != began { my_text.strong() } else { my_text });
            ui.end_row();
        }
    });
    ui.add_space(super::theme::space::M);
    ui.horizontal_wrapped(|ui| {
        let keep = ui.button(tr.text("patient-keep-mine")).on_hover_text(tr.text("patient-keep-mine-hint"));
        if keep.clicked() {
            choice = Some(ConflictChoice::KeepMine);
        }
        if ui.button(tr.text("patient-use-theirs")).on_hover_text(tr.text("patient-use-theirs-hint")).clicked() {
            choice = Some(ConflictChoice::UseTheirs);
        }
    });
    choice
}

/// "Discard what you typed?" when another form would replace one with typed content.
pub fn form_switch_question(ctx: &egui::Context, state: &AppState, intents: &mut Vec<Intent>) {
    let tr = &state.tr;
    let Some(form) = &state.patient_form else { return };
    let Some(switch) = form.pending_switch else { return };
    let name = typed_name(&form.draft);
    let registering = matches!(form.mode, FormMode::Register);
    // A very long name is cut in the sentence; the whole sentence is its hover text and accessible name.
    let sentence = |name: Option<&str>| {
        tr.msg(&match (registering, name) {
            (true, Some(name)) => Msg::new("patient-switch-registration-body").with("name", name),
            (true, None) => Msg::new("patient-switch-registration-body-unnamed"),
            (false, Some(name)) => Msg::new("patient-switch-changes-body").with("name", name),
            (false, None) => Msg::new("patient-switch-changes-body-unnamed"),
        })
    };
    let (title, back) = match (registering, switch) {
        (true, _) => ("patient-switch-registration-title", "patient-switch-back-to-registration"),
        (false, _) => ("patient-switch-changes-title", "patient-switch-back-to-changes"),
    };
    let body = sentence(name.as_deref().map(|name| shorten(name, SHORT_NAME_CHARS)).as_deref());
    let full_body = sentence(name.as_deref());
    let mut choice = None;
    let modal = super::a11y::modal(ctx, egui::Id::unique("form-switch-question"), &tr.text(title), None, |ui| {
        ui.set_max_width(super::theme::size::DIALOG_NARROW);
        ui.heading(tr.text(title));
        label_with_full_text(ui, body, &full_body);
        ui.add_space(super::theme::space::M);
        ui.horizontal_wrapped(|ui| {
            if ui.button(tr.text(back)).clicked() {
                choice = Some(FormSwitchChoice::BackToTypedForm);
            }
            if ui.button(tr.text("patient-switch-discard")).clicked() {
                choice = Some(FormSwitchChoice::Discard);
            }
            if ui.button(tr.text("patient-switch-stay")).clicked() {
                choice = Some(FormSwitchChoice::Stay);
            }
        });
    });
    if modal.should_close() && choice.is_none() {
        choice = Some(FormSwitchChoice::Stay);
    }
    if let Some(choice) = choice {
        intents.push(Intent::ResolveFormSwitch(choice));
    }
}

/// How many characters of a name are shown inside a sentence.
const SHORT_NAME_CHARS: usize = 60;

/// The name typed in a form, if any.
fn typed_name(draft: &PatientDraft) -> Option<String> {
    let name = format!("{} {}", draft.first_name.trim(), draft.last_name.trim());
    let name = name.trim();
    (!name.is_empty()).then(|| name.to_owned())
}
