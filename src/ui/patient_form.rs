//! The patient form: every field of section 2.1 with its message below it
//! (once the field was left or save was pressed), the save button that lists
//! what still needs attention and leads to it, the list of changes before an
//! update, and the duplicate-reference notice.

use std::collections::{BTreeMap, BTreeSet};

use egui::{RichText, Ui};

use crate::api::{Gender, PhoneType};
use crate::i18n::service::{self, english};
use crate::patient_rules::{DATE_FORMATS, display_date, oldest_birthdate};
use crate::state::patient_form::{
    COMMON_LANGUAGES, DraftEdit, Field, GenderChoice, PHONE_COUNTRIES, PatientDraft, PhoneTypeChoice, Validation,
    long_date, parse_typed_date,
};
use crate::state::{AppState, FormMode, FormSwitchChoice, Intent, PatientFormIntent, PatientFormState};

use super::widgets::{
    error_box_why, error_color, field_message, frame_invalid, label_with_full_text, mark_invalid, shorten,
    warning_color,
};

/// Messages shown next to a field: what the service said wins over the
/// local check, which is shown once the user has left the field or pressed
/// save (`shown`), never while a first letter is typed.
fn message_for(
    field: Field,
    validation: &Validation,
    service: &BTreeMap<Field, Vec<String>>,
    shown: bool,
) -> Option<String> {
    if let Some(messages) = service.get(&field) {
        return Some(messages.join(" "));
    }
    if shown { validation.error(field).map(str::to_owned) } else { None }
}

/// Enter was pressed in this single-line field (which then gives up the focus).
fn entered(response: &egui::Response, ui: &Ui) -> bool {
    response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter))
}

/// What the fields of one form remember between frames that is only
/// presentation: which fields the user has left, and which widget is each
/// field's input (to move the focus there). Kept in egui's temporary data
/// under the form's `id_salt`, forgotten when the form was not drawn in
/// the previous pass (a new form starts quiet).
#[derive(Clone, Default)]
struct FieldMemory {
    pass: u64,
    left: BTreeSet<Field>,
    /// Left while a mouse button is down: its message waits for the release,
    /// or the row it adds would move the field being clicked from under the pointer.
    leaving: BTreeSet<Field>,
    inputs: BTreeMap<Field, egui::Id>,
}

fn memory_id(id_salt: &str) -> egui::Id {
    egui::Id::unique(("patient-fields-memory", id_salt))
}

/// The first field with a problem gets the keyboard focus (after save was
/// pressed with problems), so typing goes where it is needed.
pub fn focus_first_problem(ctx: &egui::Context, id_salt: &str, validation: &Validation) {
    let memory: FieldMemory = ctx.data(|d| d.get_temp(memory_id(id_salt))).unwrap_or_default();
    let first = validation.errors.keys().find_map(|field| memory.inputs.get(field));
    if let Some(id) = first {
        ctx.memory_mut(|m| m.request_focus(*id));
    }
}

/// Every problem of a draft, one per line ("Field: message"), for the save button's hover text.
pub fn problem_lines(validation: &Validation) -> String {
    validation
        .errors
        .iter()
        .map(|(field, message)| format!("{}: {message}", field.label()))
        .collect::<Vec<_>>()
        .join("\n")
}

/// One line under the save button that says what is missing, by field name.
pub fn problem_summary(validation: &Validation) -> Option<String> {
    let names: Vec<&str> = validation.errors.keys().map(|field| field.label()).collect();
    match names.len() {
        0 => None,
        1 => Some(format!("1 field needs attention: {}.", names[0])),
        n => Some(format!("{n} fields need attention: {}.", names.join(", "))),
    }
}

/// One field's input as drawn: remembered for focus and "left", and when it
/// has a message, framed in red and marked invalid for screen readers.
fn track(ui: &Ui, memory: &mut FieldMemory, field: Field, input: &egui::Response, message: Option<&str>) {
    memory.inputs.entry(field).or_insert(input.id);
    if input.lost_focus() {
        memory.leaving.insert(field);
        ui.ctx().request_repaint();
    }
    if let Some(message) = message {
        frame_invalid(ui, input);
        mark_invalid(ui, input, message);
    }
}

/// What the user did in a patient's fields this frame.
pub struct FieldsOutcome {
    /// What was typed or chosen, to be applied to the draft.
    pub edits: Vec<DraftEdit>,
    /// Enter was pressed in one of the fields: only then may the form be sent by Enter.
    pub entered: bool,
}

/// The fields of a patient, drawn from a copy of `shown` (the draft is the state's, and only
/// intents change it); `id_salt` keeps two forms on screen apart.
/// `show_all_messages` (save was pressed, or the service answered) shows
/// every field's message; otherwise a field's message shows once it was left.
pub fn patient_fields(
    ui: &mut Ui,
    id_salt: &str,
    shown: &PatientDraft,
    service_errors: &BTreeMap<Field, Vec<String>>,
    show_all_messages: bool,
) -> FieldsOutcome {
    let today = AppState::today();
    let validation = shown.validate(today);
    let mut edited = shown.clone();
    // The view's own copy: what is typed this frame, returned as edits.
    let copy = &mut edited;
    let pass = ui.ctx().cumulative_pass_nr();
    let mut memory: FieldMemory = ui.data(|d| d.get_temp(memory_id(id_salt))).unwrap_or_default();
    if memory.pass + 1 < pass {
        memory = FieldMemory::default();
    }
    memory.pass = pass;
    memory.inputs.clear();
    if !ui.input(|i| i.pointer.any_down()) {
        let leaving = std::mem::take(&mut memory.leaving);
        memory.left.extend(leaving);
    }
    let left = memory.left.clone();
    let message =
        |field: Field| message_for(field, &validation, service_errors, show_all_messages || left.contains(&field));
    let mut enter = false;
    egui::Grid::new(("patient-fields", id_salt)).num_columns(2).spacing([12.0, 6.0]).striped(false).show(ui, |ui| {
        let row = |ui: &mut Ui, memory: &mut FieldMemory, field: Field, value: &mut String, hint: &str| {
            let text = message(field);
            let (input, pressed) = text_row(ui, field.label(), value, hint, text.as_deref());
            track(ui, memory, field, &input, text.as_deref());
            pressed
        };
        enter |= row(ui, &mut memory, Field::FirstName, &mut copy.first_name, "e.g. Zoë");
        enter |= row(ui, &mut memory, Field::LastName, &mut copy.last_name, "e.g. Vermeulen");

        field_label(ui, "Gender");
        ui.vertical(|ui| {
            let text = message(Field::Gender);
            let radios = ui.horizontal(|ui| {
                let mut radios = Vec::new();
                for gender in Gender::ALL {
                    let choice = GenderChoice::from(gender);
                    let radio = ui.radio(copy.gender == Some(choice), english().msg(&service::gender(gender)));
                    if radio.clicked() {
                        copy.gender = Some(choice);
                    }
                    radios.push(radio);
                }
                radios
            });
            for radio in &radios.inner {
                track(ui, &mut memory, Field::Gender, radio, None);
                if let Some(text) = &text {
                    mark_invalid(ui, radio, text);
                }
            }
            if let Some(text) = &text {
                frame_invalid(ui, &radios.response);
                field_message(ui, text);
            }
        });
        ui.end_row();

        let label = field_label(ui, "Date of birth");
        ui.vertical(|ui| {
            let text = message(Field::Birthdate);
            ui.horizontal(|ui| {
                let typed = ui
                    .add(egui::TextEdit::singleline(&mut copy.birthdate).hint_text("DD/MM/YYYY").desired_width(120.0))
                    .labelled_by(label.id)
                    .on_hover_text(format!("Accepted: {}", DATE_FORMATS.join(", ")));
                enter |= entered(&typed, ui);
                track(ui, &mut memory, Field::Birthdate, &typed, text.as_deref());
                let mut picked = parse_typed_date(&copy.birthdate)
                    .map(|b| b.date())
                    .unwrap_or_else(|| jiff::civil::date(1980, 1, 1));
                let before = picked;
                ui.add(
                    egui_extras::DatePickerButton::new(&mut picked)
                        .id_salt(&format!("birthdate-picker-{id_salt}"))
                        .format("Pick…")
                        .show_icon(false)
                        .calendar_week(false)
                        .start_end_years(oldest_birthdate(today).year()..=today.year()),
                );
                if picked != before {
                    copy.birthdate = display_date(picked);
                }
                if let Some(date) = parse_typed_date(&copy.birthdate) {
                    ui.label(RichText::new(long_date(date.date())).weak());
                } else if copy.birthdate.trim().is_empty() {
                    ui.label(RichText::new(DATE_FORMATS.join(" · ")).weak());
                }
            });
            if let Some(text) = &text {
                field_message(ui, text);
            }
        });
        ui.end_row();

        let label = field_label(ui, "Language");
        ui.vertical(|ui| {
            let text = message(Field::Language);
            ui.horizontal(|ui| {
                let typed = ui
                    .add(egui::TextEdit::singleline(&mut copy.language).hint_text("nl-be").desired_width(80.0))
                    .labelled_by(label.id);
                enter |= entered(&typed, ui);
                track(ui, &mut memory, Field::Language, &typed, text.as_deref());
                egui::ComboBox::new(("language-choices", id_salt), "Common languages").selected_text("Choose").show_ui(
                    ui,
                    |ui| {
                        for (tag, name) in COMMON_LANGUAGES {
                            ui.selectable_value(&mut copy.language, tag.to_owned(), format!("{name} — {tag}"));
                        }
                    },
                );
            });
            if let Some(text) = &text {
                field_message(ui, text);
            }
        });
        ui.end_row();

        enter |= row(ui, &mut memory, Field::Email, &mut copy.email, "name@example.org (optional)");

        let label = field_label(ui, "Phone number");
        ui.vertical(|ui| {
            let number_text = message(Field::PhoneNumber);
            let type_text = message(Field::PhoneType);
            let country_text = message(Field::PhoneCountry);
            ui.horizontal(|ui| {
                let typed = ui
                    .add(
                        egui::TextEdit::singleline(&mut copy.phone_number)
                            .hint_text("0475 12 34 56 (optional)")
                            .desired_width(160.0),
                    )
                    .labelled_by(label.id);
                enter |= entered(&typed, ui);
                track(ui, &mut memory, Field::PhoneNumber, &typed, number_text.as_deref());
                let kind = egui::ComboBox::new(("phone-type", id_salt), "Phone type")
                    .selected_text(
                        copy.phone_type
                            .map(|t| english().msg(&service::phone_type(t.into())))
                            .unwrap_or_else(|| "Choose".to_owned()),
                    )
                    .show_ui(ui, |ui| {
                        for kind in PhoneType::ALL {
                            ui.selectable_value(
                                &mut copy.phone_type,
                                Some(PhoneTypeChoice::from(kind)),
                                english().msg(&service::phone_type(kind)),
                            );
                        }
                    });
                track(ui, &mut memory, Field::PhoneType, &kind.response, type_text.as_deref());
                let country_name = PHONE_COUNTRIES
                    .iter()
                    .find(|(iso, _, _)| iso.eq_ignore_ascii_case(copy.phone_country.trim()))
                    .map(|(iso, code, name)| format!("{name} (+{code}) {iso}"))
                    .unwrap_or_else(|| "Choose".to_owned());
                let country = egui::ComboBox::new(("phone-country", id_salt), "Phone country")
                    .selected_text(country_name)
                    .show_ui(ui, |ui| {
                        for (iso, code, name) in PHONE_COUNTRIES {
                            ui.selectable_value(&mut copy.phone_country, iso.to_owned(), format!("{name} (+{code})"));
                        }
                    });
                track(ui, &mut memory, Field::PhoneCountry, &country.response, country_text.as_deref());
            });
            // Only a number that can be saved is announced as what will be sent.
            let phone_refused = validation.error(Field::PhoneNumber).is_some() || number_text.is_some();
            if let Some(number) = validation.normalised_phone.as_ref().filter(|_| !phone_refused) {
                ui.label(RichText::new(format!("Will be sent as {number}")).weak());
            }
            for text in [number_text, type_text, country_text].iter().flatten() {
                field_message(ui, text);
            }
        });
        ui.end_row();

        enter |= row(
            ui,
            &mut memory,
            Field::ExternalReference,
            &mut copy.external_reference,
            "the patient's number in your system",
        );
    });
    ui.data_mut(|d| d.insert_temp(memory_id(id_salt), memory));
    FieldsOutcome { edits: shown.edits_towards(&edited), entered: enter }
}

/// A field's name in the form's first column, level with the input even
/// when a message under the input makes the row taller.
fn field_label(ui: &mut Ui, text: &str) -> egui::Response {
    ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
        ui.add_space(ui.spacing().button_padding.y);
        ui.add(egui::Label::new(text).extend())
    })
    .inner
}

/// A labelled single-line field with its message directly below; returns
/// the input and whether Enter was pressed in it.
fn text_row(ui: &mut Ui, label: &str, value: &mut String, hint: &str, message: Option<&str>) -> (egui::Response, bool) {
    let label_response = field_label(ui, label);
    let inner = ui
        .vertical(|ui| {
            let response = ui
                .add(egui::TextEdit::singleline(value).hint_text(hint).desired_width(260.0))
                .labelled_by(label_response.id);
            if let Some(text) = message {
                field_message(ui, text);
            }
            let enter = entered(&response, ui);
            (response, enter)
        })
        .inner;
    ui.end_row();
    inner
}

/// The register / edit screen.
pub fn show(ui: &mut Ui, state: &AppState, intents: &mut Vec<Intent>) {
    let today = AppState::today();
    let Some(form) = &state.patient_form else {
        return;
    };
    let mut asked = |intent: PatientFormIntent| intents.push(Intent::PatientForm(intent));
    let mut open_duplicate = None;
    let editing = form.is_edit();
    ui.horizontal(|ui| {
        ui.heading(if editing { "Edit patient" } else { "Register a patient" });
        if form.has_unsaved_changes() && editing {
            ui.label(RichText::new("● Unsaved changes").color(warning_color(ui)));
        }
    });
    ui.add_space(8.0);
    egui::ScrollArea::vertical().show(ui, |ui| {
        if form.conflict.is_some() {
            match conflict_view(ui, form) {
                Some(ConflictChoice::KeepMine) => asked(PatientFormIntent::KeepMyChangesOnTheirs),
                Some(ConflictChoice::UseTheirs) => asked(PatientFormIntent::UseTheirVersion),
                None => {}
            }
            return;
        }
        if form.confirming {
            ui.label(RichText::new("Please confirm these changes:").strong());
            egui::Grid::new("changes").num_columns(3).striped(true).show(ui, |ui| {
                ui.label(RichText::new("Field").strong());
                ui.label(RichText::new("Was").strong());
                ui.label(RichText::new("Becomes").strong());
                ui.end_row();
                for (field, old, new) in form.changes() {
                    ui.label(field.label());
                    ui.label(if old.is_empty() { "(empty)".to_owned() } else { old });
                    ui.label(if new.is_empty() { "(empty)".to_owned() } else { new });
                    ui.end_row();
                }
            });
            let another_person = form.looks_like_another_person();
            if another_person {
                ui.add_space(6.0);
                egui::Frame::new().stroke(egui::Stroke::new(1.0, warning_color(ui))).inner_margin(8).show(ui, |ui| {
                    ui.label(
                        RichText::new(
                            "The name and the date of birth both change: this looks like a different person. To \
                             register someone new, use Register for a new patient instead; this patient's record \
                             then stays as it is.",
                        )
                        .color(warning_color(ui)),
                    );
                });
            }
            ui.add_space(6.0);
            ui.horizontal_wrapped(|ui| {
                if ui.button("Save these changes").clicked() {
                    asked(PatientFormIntent::ConfirmChanges);
                }
                if ui.button("Back to editing").clicked() {
                    asked(PatientFormIntent::BackToEditing);
                }
                if another_person
                    && ui
                        .button("Register a new patient instead")
                        .on_hover_text("Opens a registration with what you typed; this patient is not changed")
                        .clicked()
                {
                    asked(PatientFormIntent::RegisterInsteadOfEdit);
                }
            });
            return;
        }
        let show_all = form.attempted_save || form.error.is_some();
        let fields = patient_fields(ui, "main", &form.draft, &form.service_errors, show_all);
        for edit in fields.edits {
            asked(PatientFormIntent::Edit(edit));
        }
        let entered = fields.entered;
        ui.add_space(8.0);
        if let Some(existing) = &form.duplicate {
            egui::Frame::new().stroke(egui::Stroke::new(1.0, warning_color(ui))).inner_margin(8).show(ui, |ui| {
                let born = existing.birthdate.map(|b| b.to_string()).unwrap_or_else(|| "unknown".to_owned());
                let sentence = |name: &str| {
                    format!("A patient already has this external reference: {name} (born {born}). Nothing was created.")
                };
                let name = existing.full_name();
                label_with_full_text(
                    ui,
                    RichText::new(sentence(&shorten(&name, SHORT_NAME_CHARS))).color(warning_color(ui)),
                    &sentence(&name),
                );
                if ui.button("Open this patient").clicked() {
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
        let validation = form.draft.validate(today);
        // Field problems do not disable the button: pressing it shows every
        // message and puts the cursor in the first field that needs attention.
        let blocker = if form.submitting.is_some() {
            Some("Sending…".to_owned())
        } else if editing && !form.has_unsaved_changes() {
            Some("Nothing has changed yet.".to_owned())
        } else {
            None
        };
        let mut pressed = false;
        ui.horizontal(|ui| {
            let label = match (&form.mode, form.resend_offered) {
                (FormMode::Register, true) => "Send again",
                (FormMode::Register, false) => "Save new patient",
                (FormMode::Edit { .. }, _) => "Review and save",
            };
            let mut button = ui.add_enabled(blocker.is_none(), egui::Button::new(label));
            if !validation.is_ok() {
                button = button.on_hover_text(problem_lines(&validation));
            }
            pressed = button.clicked();
            if form.submitting.is_some() {
                ui.spinner();
            }
            if ui.button("Cancel").clicked() {
                asked(PatientFormIntent::Close);
            }
        });
        if let Some(reason) = blocker.clone().or_else(|| problem_summary(&validation)) {
            let text = RichText::new(format!("Cannot save yet — {reason}"));
            ui.label(if form.attempted_save && blocker.is_none() { text.color(error_color(ui)) } else { text.weak() });
        }
        if pressed || (entered && blocker.is_none()) {
            asked(PatientFormIntent::Save);
            if !validation.is_ok() {
                focus_first_problem(ui.ctx(), "main", &validation);
            }
        }
    });
    if let Some(patient) = open_duplicate {
        intents.push(Intent::ShowDuplicate(Box::new(patient)));
    }
}

/// What to do about a record that changed while it was being edited.
enum ConflictChoice {
    KeepMine,
    UseTheirs,
}

/// The record changed elsewhere since the edit began: the three versions side by side.
fn conflict_view(ui: &mut Ui, form: &PatientFormState) -> Option<ConflictChoice> {
    let mut choice = None;
    egui::Frame::new().stroke(egui::Stroke::new(1.0, warning_color(ui))).inner_margin(8).show(ui, |ui| {
        ui.label(
            RichText::new("Someone else changed this patient while you were editing. Nothing was saved.")
                .strong()
                .color(warning_color(ui)),
        );
        ui.label("Compare the versions, then choose how to go on. You will see the changes again before saving.");
    });
    ui.add_space(8.0);
    egui::Grid::new("edit-conflict").num_columns(4).striped(true).spacing([16.0, 6.0]).show(ui, |ui| {
        for heading in ["Field", "When you began", "On record now", "Yours"] {
            ui.label(RichText::new(heading).strong());
        }
        ui.end_row();
        let shown = |value: String| if value.is_empty() { "(empty)".to_owned() } else { value };
        for (field, began, theirs, mine) in form.conflict_rows() {
            ui.label(field.label());
            ui.label(shown(began.clone()));
            let their_text = RichText::new(shown(theirs.clone()));
            ui.label(if theirs != began { their_text.strong().color(warning_color(ui)) } else { their_text });
            let my_text = RichText::new(shown(mine.clone()));
            ui.label(if mine != began { my_text.strong() } else { my_text });
            ui.end_row();
        }
    });
    ui.add_space(8.0);
    ui.horizontal_wrapped(|ui| {
        let keep = ui.button("Keep my changes on their version").on_hover_text(
            "Starts from the record as it is now and applies the fields you changed; where both of you changed a \
             field, yours is kept",
        );
        if keep.clicked() {
            choice = Some(ConflictChoice::KeepMine);
        }
        if ui.button("Use their version").on_hover_text("Drops your changes").clicked() {
            choice = Some(ConflictChoice::UseTheirs);
        }
    });
    choice
}

/// "Discard what you typed?" when another form would replace one with typed content.
pub fn form_switch_question(ctx: &egui::Context, state: &AppState, intents: &mut Vec<Intent>) {
    let Some(form) = &state.patient_form else { return };
    let Some(switch) = form.pending_switch else { return };
    let name = typed_name(&form.draft);
    // A very long name is cut in the sentence; the whole sentence is its hover text and accessible name.
    let sentence = |name: &str| match &form.mode {
        FormMode::Register => {
            format!("You started registering {name} and did not save it. Editing this patient would discard it.")
        }
        FormMode::Edit { .. } => format!(
            "You changed the details of {name} and did not save them. Registering a new patient would discard them."
        ),
    };
    let (title, back) = match (&form.mode, switch) {
        (FormMode::Register, _) => ("Discard the registration you typed?", "Back to the registration"),
        (FormMode::Edit { .. }, _) => ("Discard your unsaved changes?", "Back to the changes"),
    };
    let body = sentence(&shorten(&name, SHORT_NAME_CHARS));
    let full_body = sentence(&name);
    let mut choice = None;
    let modal = egui::Modal::new(egui::Id::unique("form-switch-question")).show(ctx, |ui| {
        ui.set_max_width(440.0);
        ui.heading(title);
        label_with_full_text(ui, body, &full_body);
        ui.add_space(8.0);
        ui.horizontal_wrapped(|ui| {
            if ui.button(back).clicked() {
                choice = Some(FormSwitchChoice::BackToTypedForm);
            }
            if ui.button("Discard it and continue").clicked() {
                choice = Some(FormSwitchChoice::Discard);
            }
            if ui.button("Stay here").clicked() {
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

/// The name typed in a form, or a neutral phrase when none is typed yet.
fn typed_name(draft: &PatientDraft) -> String {
    let name = format!("{} {}", draft.first_name.trim(), draft.last_name.trim());
    let name = name.trim();
    if name.is_empty() { "a patient".to_owned() } else { name.to_owned() }
}
