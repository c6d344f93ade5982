//! A patient's fields as one grid, shared by the patient form, the survey dialog and the day's
//! list: each field with its message below it (once the field was left or save was pressed),
//! the language picker, what the fields remember between frames, and the save button's words
//! about what still needs attention.

use std::collections::{BTreeMap, BTreeSet};

use egui::{RichText, Ui};

use crate::i18n::{Msg, Translator};
use crate::patient::{
    DraftChecks, DraftEdit, Field, GenderChoice, PHONE_COUNTRIES, PatientDraft, PhoneTypeChoice, Validation,
    parse_typed_date, words,
};
use crate::patient_rules::{CLINIC_COUNTRY, complete_language, is_language_tag, oldest_birthdate};

use super::widgets::{field_message, frame_invalid, mark_invalid};

/// Messages shown next to a field: what the service said wins over the
/// local check, which is shown once the user has left the field or pressed
/// save (`shown`), never while a first letter is typed.
fn message_for(
    tr: &Translator,
    field: Field,
    validation: &Validation,
    service: &BTreeMap<Field, Vec<Msg>>,
    shown: bool,
) -> Option<String> {
    if let Some(messages) = service.get(&field) {
        return Some(messages.iter().map(|message| tr.msg(message)).collect::<Vec<_>>().join(" "));
    }
    if shown { validation.error(field).map(|problem| tr.msg(problem)) } else { None }
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
pub fn problem_lines(tr: &Translator, validation: &Validation) -> String {
    validation
        .errors
        .iter()
        .map(|(field, problem)| tr.msg(&Validation::problem_line(*field, problem)))
        .collect::<Vec<_>>()
        .join("\n")
}

/// One line under the save button that says what is missing, by field name.
pub fn problem_summary(tr: &Translator, validation: &Validation) -> Option<String> {
    let names: Vec<String> = validation.errors.keys().map(|field| tr.text(field.label())).collect();
    let count = names.len();
    (count > 0)
        .then(|| tr.msg(&Msg::new("patient-problems-summary").with("count", count).with("fields", names.join(", "))))
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
/// intents change it) and checked by `checks` (the state's [`AppState::draft_checks`]);
/// `id_salt` keeps two forms on screen apart.
/// `show_all_messages` (save was pressed, or the service answered) shows
/// every field's message; otherwise a field's message shows once it was left.
pub fn patient_fields(
    ui: &mut Ui,
    tr: &Translator,
    id_salt: &str,
    shown: &PatientDraft,
    checks: DraftChecks,
    service_errors: &BTreeMap<Field, Vec<Msg>>,
    show_all_messages: bool,
) -> FieldsOutcome {
    let today = checks.today;
    let validation = shown.validate(checks);
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
        |field: Field| message_for(tr, field, &validation, service_errors, show_all_messages || left.contains(&field));
    let mut enter = false;
    egui::Grid::new(("patient-fields", id_salt)).num_columns(2).spacing(super::theme::GRID_GAP).striped(false).show(
        ui,
        |ui| {
            let row = |ui: &mut Ui, memory: &mut FieldMemory, field: Field, value: &mut String, hint: &str| {
                let text = message(field);
                let (input, pressed) = text_row(ui, &tr.text(field.label()), value, &tr.text(hint), text.as_deref());
                track(ui, memory, field, &input, text.as_deref());
                pressed
            };
            enter |= row(ui, &mut memory, Field::FirstName, &mut copy.first_name, "patient-hint-first-name");
            enter |= row(ui, &mut memory, Field::LastName, &mut copy.last_name, "patient-hint-last-name");

            field_label(ui, &tr.text(Field::Gender.label()));
            ui.vertical(|ui| {
                let text = message(Field::Gender);
                let radios = ui.horizontal(|ui| {
                    let mut radios = Vec::new();
                    for choice in [GenderChoice::Female, GenderChoice::Male] {
                        let radio = ui.radio(copy.gender == Some(choice), tr.msg(&words::gender(choice)));
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

            let label = field_label(ui, &tr.text(Field::Birthdate.label()));
            ui.vertical(|ui| {
                let text = message(Field::Birthdate);
                ui.horizontal(|ui| {
                    let typed = ui
                        .add(
                            egui::TextEdit::singleline(&mut copy.birthdate)
                                .hint_text(tr.date_hint())
                                .desired_width(super::theme::size::INPUT_NARROW),
                        )
                        .labelled_by(label.id)
                        .on_hover_text(tr.text("patient-date-accepted"));
                    enter |= entered(&typed, ui);
                    track(ui, &mut memory, Field::Birthdate, &typed, text.as_deref());
                    let date = parse_typed_date(&copy.birthdate).map(|b| b.date());
                    // A date read in any form is shown in the language's own once the field is left
                    // (a date kept in a draft as YYYY-MM-DD, one typed as 3.2.1990).
                    if let Some(date) = date
                        && !typed.has_focus()
                        && copy.birthdate != tr.date(date)
                    {
                        copy.birthdate = tr.date(date);
                    }
                    let picked = super::date_picker::date_picker(
                        ui,
                        tr,
                        &format!("birthdate-{id_salt}"),
                        &super::date_picker::PICK_DATE,
                        date,
                        jiff::civil::date(1980, 1, 1),
                        oldest_birthdate(today)..=today,
                        today,
                    );
                    if let Some(picked) = picked {
                        copy.birthdate = tr.date(picked);
                    }
                    if let Some(date) = parse_typed_date(&copy.birthdate) {
                        ui.label(RichText::new(tr.long_date(date.date())).weak());
                    } else if copy.birthdate.trim().is_empty() {
                        ui.label(RichText::new(tr.text("patient-date-formats")).weak());
                    }
                });
                if let Some(text) = &text {
                    field_message(ui, text);
                }
            });
            ui.end_row();

            let label = field_label(ui, &tr.text(Field::Language.label()));
            ui.vertical(|ui| {
                let text = message(Field::Language);
                let typed = language_picker(ui, tr, id_salt, label.id, &mut copy.language);
                enter |= entered(&typed, ui);
                track(ui, &mut memory, Field::Language, &typed, text.as_deref());
                if let Some(text) = &text {
                    field_message(ui, text);
                }
            });
            ui.end_row();

            enter |= row(ui, &mut memory, Field::Email, &mut copy.email, "patient-hint-email");

            let label = field_label(ui, &tr.text(Field::PhoneNumber.label()));
            ui.vertical(|ui| {
                let number_text = message(Field::PhoneNumber);
                let type_text = message(Field::PhoneType);
                let country_text = message(Field::PhoneCountry);
                ui.horizontal_wrapped(|ui| {
                    let typed = ui
                        .add(
                            egui::TextEdit::singleline(&mut copy.phone_number)
                                .hint_text(tr.text("patient-hint-phone"))
                                .desired_width(super::theme::size::INPUT_SHORT),
                        )
                        .labelled_by(label.id);
                    enter |= entered(&typed, ui);
                    track(ui, &mut memory, Field::PhoneNumber, &typed, number_text.as_deref());
                    let type_label = ui.label(tr.text(Field::PhoneType.label()));
                    let kind =
                        egui::ComboBox::from_id_salt(("phone-type", id_salt)).selected_text(match copy.phone_type {
                            Some(kind) => tr.msg(&words::phone_type(kind)),
                            None => tr.text("patient-choose"),
                        });
                    let kind = super::widgets::choice_list(ui, kind, &tr.text(Field::PhoneType.label()), |ui| {
                        for kind in [PhoneTypeChoice::Mobile, PhoneTypeChoice::Landline, PhoneTypeChoice::Cordless] {
                            let text = tr.msg(&words::phone_type(kind));
                            if super::widgets::choice(ui, copy.phone_type == Some(kind), text) {
                                copy.phone_type = Some(kind);
                            }
                        }
                    });
                    let kind = kind.response.labelled_by(type_label.id);
                    track(ui, &mut memory, Field::PhoneType, &kind, type_text.as_deref());
                    let country_entry = |iso: &str, code: &str| {
                        tr.msg(
                            &Msg::new("patient-phone-country-entry")
                                .with("country", words::country(iso))
                                .with("code", code),
                        )
                    };
                    let country_name = PHONE_COUNTRIES
                        .iter()
                        .find(|(iso, _, _)| iso.eq_ignore_ascii_case(copy.phone_country.trim()))
                        .map(|(iso, code, _)| format!("{} {iso}", country_entry(iso, code)))
                        .unwrap_or_else(|| tr.text("patient-choose"));
                    let country_label = ui.label(tr.text(Field::PhoneCountry.label()));
                    let country = egui::ComboBox::from_id_salt(("phone-country", id_salt)).selected_text(country_name);
                    let country =
                        super::widgets::choice_list(ui, country, &tr.text(Field::PhoneCountry.label()), |ui| {
                            for (iso, code, _) in PHONE_COUNTRIES {
                                if super::widgets::choice(ui, copy.phone_country == *iso, country_entry(iso, code)) {
                                    (*iso).clone_into(&mut copy.phone_country);
                                }
                            }
                        });
                    let country = country.response.labelled_by(country_label.id);
                    track(ui, &mut memory, Field::PhoneCountry, &country, country_text.as_deref());
                });
                // Only a number that can be saved is announced as what will be sent.
                let phone_refused = validation.error(Field::PhoneNumber).is_some() || number_text.is_some();
                if let Some(number) = validation.normalised_phone.as_ref().filter(|_| !phone_refused) {
                    ui.label(RichText::new(tr.msg(&Msg::new("patient-phone-sent-as").with("number", number))).weak());
                }
                for text in [number_text, type_text, country_text].iter().flatten() {
                    field_message(ui, text);
                }
            });
            ui.end_row();

            let hint = match checks.references {
                crate::patient::ReferenceKind::Own => "patient-hint-reference",
                crate::patient::ReferenceKind::NationalNumber => "patient-hint-national-number",
            };
            enter |= row(ui, &mut memory, Field::ExternalReference, &mut copy.external_reference, hint);
        },
    );
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
                .add(egui::TextEdit::singleline(value).hint_text(hint).desired_width(super::theme::size::INPUT))
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

/// The patient's language: a text field in which a tag (`nl-be`, `NL_BE`, `nl`) or a name in
/// any language of the interface (`Nederlands`, `dutch`) is typed, with the offered languages
/// that match in a list under it while it has the focus. What is kept is the lower-case tag;
/// a typed name or bare language becomes its tag once the field is left, a well-formed tag
/// not in the list stays as it is. Returns the text field.
fn language_picker(ui: &mut Ui, tr: &Translator, id_salt: &str, label: egui::Id, value: &mut String) -> egui::Response {
    let list_id = egui::Id::unique(("language-choices", id_salt));
    let list_hovered: bool = ui.data(|d| d.get_temp(list_id)).unwrap_or(false);
    let typed = ui
        .horizontal(|ui| {
            let typed = ui
                .add(
                    egui::TextEdit::singleline(value)
                        .hint_text(tr.text("patient-hint-language"))
                        .desired_width(super::theme::size::INPUT_NARROW),
                )
                .labelled_by(label);
            let tag = complete_language(value, CLINIC_COUNTRY);
            if let Some(name) = words::language_name(&tag) {
                ui.label(RichText::new(tr.msg(&name)).weak());
            }
            typed
        })
        .inner;
    // A click in the list takes the focus from the field at the press: the list stays for
    // the press and the release that picks.
    let clicking_list = list_hovered && ui.input(|i| i.pointer.any_down() || i.pointer.any_released());
    let mut hovered = false;
    if typed.has_focus() || clicking_list {
        let matches = words::language_matches(value, tr);
        let area = egui::Area::new(list_id)
            .kind(egui::UiKind::Popup)
            .order(egui::Order::Foreground)
            .fixed_pos(typed.rect.left_bottom() + egui::vec2(0.0, super::theme::space::XS))
            .constrain(true)
            .show(ui.ctx(), |ui| {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    ui.set_min_width(typed.rect.width().max(220.0));
                    if matches.is_empty() {
                        let hint = if is_language_tag(&complete_language(value, CLINIC_COUNTRY)) {
                            "patient-language-not-offered"
                        } else {
                            "patient-language-no-match"
                        };
                        ui.label(RichText::new(tr.text(hint)).weak());
                    }
                    egui::Grid::new(("language-choice-grid", id_salt)).num_columns(2).show(ui, |ui| {
                        for tag in &matches {
                            let name = words::language_name(tag).map(|name| tr.msg(&name)).unwrap_or_default();
                            let selected = complete_language(value, CLINIC_COUNTRY) == *tag;
                            if ui.add(egui::Button::selectable(selected, name)).clicked() {
                                *value = (*tag).to_owned();
                            }
                            ui.label(RichText::new(*tag).weak().monospace());
                            ui.end_row();
                        }
                    });
                });
            });
        hovered = area.response.contains_pointer();
    }
    ui.data_mut(|d| d.insert_temp(list_id, hovered));
    // A name or a bare language becomes its tag (the best match) when the field is left.
    if !typed.has_focus()
        && !clicking_list
        && !value.trim().is_empty()
        && let Some(tag) = words::resolve_language(value, tr)
        && tag != *value
    {
        *value = tag;
    }
    typed
}
