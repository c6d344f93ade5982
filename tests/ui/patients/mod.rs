//! The front desk's patient flows, driving the real app against a sandbox
//! over HTTP: search by id and by reference, register with validation, the
//! duplicate reference, edit with confirmation and refetch (also to a service that refuses
//! read-only members), service validation errors next to fields, and a 401 that keeps the
//! form filled.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod dates_and_languages;
mod finding;
mod messages;
mod registering;

use crate::support::*;
use intake_desk::i18n::{Language, Translator};

pub(super) fn fill_valid_patient(
    harness: &mut egui_kittest::Harness<'_, intake_desk::app::IntakeApp>,
    reference: &str,
) {
    fill(harness, "First name", "Marie");
    fill(harness, "Last name", "Claes");
    click(harness, "Female");
    fill(harness, "Date of birth", "29/02/2000");
    fill(harness, "E-mail", "marie.claes@example.be");
    fill(harness, "Phone number", "0475 11 22 33");
    fill(harness, "External reference", reference);
}

/// Switches the interface language of a running app (tests start in English).
/// A Dutch message by its id: tests find widgets by what a message says, never by a sentence
/// copied here.
pub(super) fn dutch(id: &str) -> String {
    Translator::new(Language::Dutch).text(id)
}

pub(super) fn speak(harness: &mut egui_kittest::Harness<'_, intake_desk::app::IntakeApp>, language: Language) {
    harness.state_mut().state.tr = Translator::new(language);
    settle(harness);
}
