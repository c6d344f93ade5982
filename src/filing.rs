//! Answers into the record (issue 31): an answered survey's PDF summary filed once into the
//! folder the clinic's records system imports from, under a name made from a template, never
//! over a file that is there; beside it, when the clinic names the system its external
//! references belong to, the answers as a FHIR R4 `QuestionnaireResponse` and a
//! `DocumentReference` carrying the PDF. No egui, no requests: the worker fetches, this makes
//! the files.

use std::path::{Path, PathBuf};

use base64::Engine as _;
use serde_json::{Value, json};

use crate::api::Survey;

/// The file-name template unless the user or the policy sets another.
pub const DEFAULT_TEMPLATE: &str = "{reference}_{answered-date}_{last-name}.pdf";

/// The placeholders a template may hold, in the order the settings list them.
pub const PLACEHOLDERS: [&str; 6] =
    ["{reference}", "{answered-date}", "{last-name}", "{first-name}", "{sent-date}", "{survey-id}"];

/// Where and how answered surveys are filed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FilingSettings {
    pub folder: PathBuf,
    pub template: String,
    /// The system (a URI) the clinic's external references belong to: with one, the FHIR
    /// files are written beside the PDF.
    pub fhir_identifier_system: Option<String>,
}

/// What a survey's file names and FHIR files are made of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FilingFacts {
    pub survey_id: String,
    pub reference: Option<String>,
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    /// When the invitation was sent.
    pub sent_at: jiff::Timestamp,
    /// When the patient answered (the survey's last change), else when it was filed.
    pub answered_at: jiff::Timestamp,
}

/// The file name `template` makes for `facts`: each placeholder replaced (a missing value by
/// nothing), the result made a valid file name on every system, ending in `.pdf`.
pub fn file_name(template: &str, facts: &FilingFacts) -> String {
    let zone = jiff::tz::TimeZone::system();
    let date = |at: jiff::Timestamp| at.to_zoned_datetime(zone.clone()).date().to_string();
    let mut name = template.trim().to_owned();
    for (placeholder, value) in [
        ("{reference}", facts.reference.clone().unwrap_or_default()),
        ("{answered-date}", date(facts.answered_at)),
        ("{last-name}", facts.last_name.clone().unwrap_or_default()),
        ("{first-name}", facts.first_name.clone().unwrap_or_default()),
        ("{sent-date}", date(facts.sent_at)),
        ("{survey-id}", facts.survey_id.clone()),
    ] {
        // A value's own path separators must not make folders.
        name = name.replace(placeholder, &value.replace(['/', '\\'], "_"));
    }
    // Separators of missing values are not left dangling: "_2026-11-25_" → "2026-11-25".
    let name = name.trim_start_matches(['_', '-', ' ']).replace("__", "_");
    let name = if name.to_ascii_lowercase().ends_with(".pdf") { name } else { format!("{name}.pdf") };
    crate::export::sanitize_file_name(&name)
}

/// The survey's answers as a FHIR R4 `QuestionnaireResponse`: completed, authored when the
/// patient answered, its subject the patient's external reference in `system`, one item per
/// answer (linkId = the question's code, text = the question, each value a `valueString`).
pub fn questionnaire_response(survey: &Survey, facts: &FilingFacts, system: &str) -> Value {
    let items: Vec<Value> = survey
        .answers
        .iter()
        .enumerate()
        .map(|(index, answer)| {
            // linkId is required: an answer without a code is named by its place.
            let link_id = if answer.question_code.trim().is_empty() {
                format!("answer-{}", index + 1)
            } else {
                answer.question_code.clone()
            };
            let mut item = json!({ "linkId": link_id });
            if !answer.question_label.trim().is_empty() {
                item["text"] = json!(answer.question_label);
            }
            let values: Vec<Value> = answer
                .answer_values
                .iter()
                .filter(|value| !value.is_empty())
                .map(|value| json!({ "valueString": value }))
                .collect();
            if !values.is_empty() {
                item["answer"] = Value::Array(values);
            }
            item
        })
        .collect();
    let mut response = json!({
        "resourceType": "QuestionnaireResponse",
        "id": fhir_id(&facts.survey_id),
        "identifier": { "system": "urn:ietf:rfc:3986", "value": format!("urn:uuid:{}", facts.survey_id) },
        "status": "completed",
        "authored": facts.answered_at.to_string(),
    });
    if let Some(reference) = &facts.reference {
        response["subject"] = json!({ "identifier": { "system": system, "value": reference } });
    }
    if !items.is_empty() {
        response["item"] = Value::Array(items);
    }
    response
}

/// A FHIR R4 `DocumentReference` carrying the PDF summary (base64), about the patient.
pub fn document_reference(pdf: &[u8], pdf_name: &str, facts: &FilingFacts, system: &str) -> Value {
    let mut document = json!({
        "resourceType": "DocumentReference",
        "id": fhir_id(&format!("{}-pdf", facts.survey_id)),
        "status": "current",
        "date": facts.answered_at.to_string(),
        "description": "Intake questionnaire summary",
        "content": [{
            "attachment": {
                "contentType": "application/pdf",
                "data": base64::engine::general_purpose::STANDARD.encode(pdf),
                "title": pdf_name,
                "creation": facts.answered_at.to_string(),
            }
        }],
    });
    if let Some(reference) = &facts.reference {
        document["subject"] = json!({ "identifier": { "system": system, "value": reference } });
    }
    document
}

/// A FHIR id (`[A-Za-z0-9\-\.]{1,64}`) made of `text`.
fn fhir_id(text: &str) -> String {
    let id: String = text.chars().filter(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '.').take(64).collect();
    if id.is_empty() { "intake".to_owned() } else { id }
}

/// What was written for one survey.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Filed {
    pub pdf: PathBuf,
    /// The FHIR files beside it, when written.
    pub fhir: Vec<PathBuf>,
}

/// Writes the survey's files into the folder: the PDF under its template name (the first free
/// `name (2).pdf`… when one is there: nothing is ever overwritten), then the FHIR files under
/// the PDF's stem. Each file is written whole or not at all.
pub fn file(
    settings: &FilingSettings,
    facts: &FilingFacts,
    survey: &Survey,
    pdf: &[u8],
) -> Result<Filed, crate::export::ExportError> {
    // A folder named relative to wherever the app was started is not a place a clinic means.
    if !settings.folder.is_absolute() || !settings.folder.is_dir() {
        return Err(crate::export::ExportError::new(
            crate::export::ExportProblem::WriteFailed(crate::export::WriteHint::FolderMissing),
            Some(&settings.folder),
            None,
        ));
    }
    let name = file_name(&settings.template, facts);
    let pdf_path = crate::export::write_atomically(&settings.folder.join(&name), pdf, false)?;
    let mut fhir = Vec::new();
    if let Some(system) = &settings.fhir_identifier_system {
        let stem = stem_of(&pdf_path);
        let pdf_name = pdf_path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or(name);
        for (kind, resource) in [
            ("QuestionnaireResponse", questionnaire_response(survey, facts, system)),
            ("DocumentReference", document_reference(pdf, &pdf_name, facts, system)),
        ] {
            let bytes = serde_json::to_vec_pretty(&resource).unwrap_or_default();
            let path = settings.folder.join(format!("{stem}.{kind}.json"));
            fhir.push(crate::export::write_atomically(&path, &bytes, false)?);
        }
    }
    Ok(Filed { pdf: pdf_path, fhir })
}

fn stem_of(path: &Path) -> String {
    path.file_stem().map(|stem| stem.to_string_lossy().into_owned()).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn facts() -> FilingFacts {
        FilingFacts {
            survey_id: "3f2a-77".into(),
            reference: Some("MRN/0042".into()),
            first_name: Some("Zoë".into()),
            last_name: Some("Van den Broeck".into()),
            sent_at: "2026-11-20T09:00:00Z".parse().unwrap(),
            answered_at: "2026-11-24T12:00:00Z".parse().unwrap(),
        }
    }

    #[test]
    fn a_template_names_the_file_with_its_placeholders_and_the_file_name_rules() {
        assert_eq!(file_name(DEFAULT_TEMPLATE, &facts()), "MRN_0042_2026-11-24_Van den Broeck.pdf");
        assert_eq!(file_name("{last-name}, {first-name} ({survey-id})", &facts()), "Van den Broeck, Zoë (3f2a-77).pdf");
        let unknown = FilingFacts { reference: None, last_name: None, ..facts() };
        assert_eq!(file_name(DEFAULT_TEMPLATE, &unknown), "2026-11-24_.pdf");
        assert_eq!(file_name("CON", &unknown), "_CON.pdf", "a Windows device name is never a file name");
        assert_eq!(file_name("a:b*c?", &facts()), "a_b_c_.pdf");
        assert_eq!(file_name("../{reference}", &facts()), "_MRN_0042.pdf", "never out of the folder");
    }

    #[test]
    fn a_folder_that_is_not_there_or_is_relative_files_nothing() {
        let survey = crate::api::Survey::default();
        for folder in ["EHR import", "/no/such/folder/for/intake-desk"] {
            let settings = FilingSettings {
                folder: PathBuf::from(folder),
                template: DEFAULT_TEMPLATE.into(),
                fhir_identifier_system: None,
            };
            assert!(file(&settings, &facts(), &survey, b"%PDF-1.7").is_err(), "{folder}");
        }
        assert!(!Path::new("EHR import").exists());
    }
}
