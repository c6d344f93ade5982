//! A patient's fields as one grid, shared by the patient form, the survey dialog and the day's
//! list: each field with its message below it (once the field was left or save was pressed),
//! the language list, what the fields remember between frames, and the save button's words
//! about what still needs attention.

use std::collections::{BTreeMap, BTreeSet};

use egui::{RichText, Ui};

use crate::i18n::{Msg, Translator};
use crate::patient::{
    COMMON_LANGUAGES, DraftChecks, DraftEdit, Field, GenderChoice, PHONE_COUNTRIES, PatientDraft, PhoneTypeChoice,
    Validation, parse_typed_date, words,
};
use crate::patient_rules::oldest_birthdate;

use super::widgets::{field_message, frame_invalid, hinted_input, mark_invalid};

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
    /// The first field, on the first frame the form is drawn: where a page that opens with
    /// these fields puts the cursor (a dialog does so itself).
    pub opened_with: Option<egui::Id>,
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
    let opened = memory.pass + 1 < pass;
    if opened {
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
                    let edit = egui::TextEdit::singleline(&mut copy.birthdate);
                    let typed = hinted_input(ui, edit, &tr.date_hint(), super::theme::size::INPUT_NARROW)
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

            field_label(ui, &tr.text(Field::Language.label()));
            ui.vertical(|ui| {
                let text = message(Field::Language);
                let picked = language_picker(ui, tr, id_salt, &mut copy.language);
                track(ui, &mut memory, Field::Language, &picked, text.as_deref());
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
                    let edit = egui::TextEdit::singleline(&mut copy.phone_number);
                    let hint = tr.text("patient-hint-phone");
                    let typed = hinted_input(ui, edit, &hint, super::theme::size::INPUT_SHORT).labelled_by(label.id);
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
    // The first name is the first field drawn.
    let opened_with = opened.then(|| memory.inputs.get(&Field::FirstName).copied()).flatten();
    ui.data_mut(|d| d.insert_temp(memory_id(id_salt), memory));
    FieldsOutcome { edits: shown.edits_towards(&edited), entered: enter, opened_with }
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
            let response = hinted_input(ui, egui::TextEdit::singleline(value), hint, super::theme::size::INPUT)
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

/// The patient's language: a list of the offered languages, each named in itself ("Français
/// (Belgique)"), with its name in the interface's language beside it where that differs (a
/// Dutch-speaking receptionist finds Turkish as "Türkçe (Türkiye) — Turks (Turkije)"). What is
/// kept is the tag the service takes (`fr-be`); a value the list does not have (a tag the
/// service sent) is shown as it is and stays chosen until another is picked. With the focus on
/// the list, the up and down arrows step through the languages; Space or Enter opens and closes it.
/// Returns the list's button.
fn language_picker(ui: &mut Ui, tr: &Translator, id_salt: &str, value: &mut String) -> egui::Response {
    let offered = words::offered_language(value);
    let shown = if value.trim().is_empty() { tr.text("patient-choose") } else { words::language_shown(value) };
    // Named apart from the interface's own language list in the banner (both read "Taal"
    // beside them), with the visible word first.
    let name = tr.text("patient-language-list");
    let combo = egui::ComboBox::from_id_salt(("patient-language", id_salt))
        .selected_text(shown)
        .width(super::theme::size::INPUT_SHORT)
        // Every language at once where the window has the room (1366×768 at 125 % has), else
        // the list scrolls within three quarters of the window.
        .height(ui.ctx().content_rect().height() * 0.75);
    let list = super::widgets::choice_list(ui, combo, &name, |ui| {
        if offered.is_none() && !value.trim().is_empty() {
            super::widgets::choice(ui, true, value.trim().to_owned());
        }
        for tag in COMMON_LANGUAGES {
            let own = words::language_own_name(tag).unwrap_or(tag);
            let local = words::language_name(tag).map(|name| tr.msg(&name)).unwrap_or_default();
            let text = if local.is_empty() || local == own {
                own.to_owned()
            } else {
                tr.msg(&Msg::new("patient-language-entry").with("own", own).with("local", local))
            };
            if super::widgets::choice(ui, offered == Some(tag), text) {
                tag.clone_into(value);
            }
        }
    });
    let button = list.response;
    super::widgets::name_widget(ui.ctx(), &button, egui::Role::ComboBox, &name);
    // Open or closed, the list's button keeps the focus: the arrows step through the
    // languages (the open list shows which is chosen) and Enter or Space closes it.
    if button.has_focus() {
        // The arrows are the list's own while it has the focus, not egui's moves between widgets.
        let filter = egui::EventFilter { vertical_arrows: true, ..Default::default() };
        ui.memory_mut(|m| m.set_focus_lock_filter(button.id, filter));
        let step = ui.input(|i| {
            if i.key_pressed(egui::Key::ArrowDown) {
                1
            } else if i.key_pressed(egui::Key::ArrowUp) {
                -1
            } else {
                0
            }
        });
        if step != 0 {
            let at = offered.and_then(|tag| COMMON_LANGUAGES.iter().position(|t| *t == tag));
            let next = match at {
                Some(at) => at.saturating_add_signed(step).min(COMMON_LANGUAGES.len() - 1),
                None => 0,
            };
            COMMON_LANGUAGES[next].clone_into(value);
        }
    }
    if let Some(tag) = offered { button.on_hover_text(tag) } else { button }
}
