//! Answers into the record (issues 31 and 41): a survey's final answers
//! ([`crate::survey_progress::ready_to_file`]) filed into the folder the clinic's records system
//! imports from, as its PDF summary under a name made from a template, never over a file that is
//! there; beside it, when the clinic names the system its external references belong to, the
//! answers as a FHIR R4 `QuestionnaireResponse` and a `DocumentReference` carrying the PDF.
//!
//! The files of one filing are one set: one free name stem for all of them, each written whole
//! under a hidden name, then moved into place JSON first and PDF last, and none left if any
//! fails ([`crate::files::place_together`]). A survey whose answers change after it was filed is
//! filed again as a new version (`amended`, its `DocumentReference` replacing the earlier one).
//! The ledger of what was filed ([`FiledVersion`]) is kept by the local store, complete.
//! No egui, no requests: the worker fetches, this makes the files.

use std::path::PathBuf;

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
    /// When the patient finished ([`crate::survey_progress::finished_at`]), when known.
    pub finished_at: Option<jiff::Timestamp>,
    /// Which filing of the survey this is: 1, or more when its answers changed since.
    pub version: u32,
}

/// One filing of a survey, as the ledger keeps it: never the file's name (it holds the
/// patient's name), and the answers only as their fingerprint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FiledVersion {
    pub survey_id: String,
    pub version: u32,
    /// [`crate::survey_progress::FinalAnswers::fingerprint`] of what was filed; `None` for a
    /// filing of a version that kept none (it is filed again once, as a new version).
    pub fingerprint: Option<String>,
    pub folder: String,
    pub filed_at: jiff::Timestamp,
}

impl FiledVersion {
    /// Whether these answers were filed by this filing.
    pub fn holds(&self, answers: &crate::survey_progress::FinalAnswers) -> bool {
        self.fingerprint.as_deref() == Some(answers.fingerprint.as_str())
    }
}

/// The file name `template` makes for `facts`: each placeholder replaced (a missing value by
/// nothing), the result made a valid file name on every system, ending in `.pdf`.
pub fn file_name(template: &str, facts: &FilingFacts) -> String {
    let zone = jiff::tz::TimeZone::system();
    let date = |at: jiff::Timestamp| at.to_zoned_datetime(zone.clone()).date().to_string();
    let mut name = template.trim().to_owned();
    for (placeholder, value) in [
        ("{reference}", facts.reference.clone().unwrap_or_default()),
        ("{answered-date}", facts.finished_at.map(date).unwrap_or_default()),
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

/// The survey's answers as a FHIR R4 `QuestionnaireResponse`: `completed` (`amended` for a
/// later version), authored when the patient finished, its subject the patient's external
/// reference in `system`, one item per answer (linkId = the question's code, text = the
/// question, each value a `valueString`).
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
        "id": fhir_id(&versioned(&facts.survey_id, facts.version)),
        "identifier": { "system": "urn:ietf:rfc:3986", "value": format!("urn:uuid:{}", facts.survey_id) },
        // The same identifier again, amended: the record's earlier version is replaced.
        "status": if facts.version > 1 { "amended" } else { "completed" },
    });
    if let Some(finished) = facts.finished_at {
        response["authored"] = json!(finished.to_string());
    }
    if let Some(reference) = &facts.reference {
        response["subject"] = json!({ "identifier": { "system": system, "value": reference } });
    }
    if !items.is_empty() {
        response["item"] = Value::Array(items);
    }
    response
}

/// A FHIR R4 `DocumentReference` carrying the PDF summary (base64), about the patient; a later
/// version says it replaces the one before.
pub fn document_reference(pdf: &[u8], pdf_name: &str, facts: &FilingFacts, system: &str) -> Value {
    let document_id = |version: u32| fhir_id(&versioned(&format!("{}-pdf", facts.survey_id), version));
    let mut document = json!({
        "resourceType": "DocumentReference",
        "id": document_id(facts.version),
        "status": "current",
        "description": "Intake questionnaire summary",
        "content": [{
            "attachment": {
                "contentType": "application/pdf",
                "data": base64::engine::general_purpose::STANDARD.encode(pdf),
                "title": pdf_name,
            }
        }],
    });
    if let Some(finished) = facts.finished_at {
        document["date"] = json!(finished.to_string());
        document["content"][0]["attachment"]["creation"] = json!(finished.to_string());
    }
    if facts.version > 1 {
        document["relatesTo"] = json!([{
            "code": "replaces",
            "target": { "reference": format!("DocumentReference/{}", document_id(facts.version - 1)) },
        }]);
    }
    if let Some(reference) = &facts.reference {
        document["subject"] = json!({ "identifier": { "system": system, "value": reference } });
    }
    document
}

/// The id of a filing's resource: the first version's as it always was, later ones `-vN`.
fn versioned(id: &str, version: u32) -> String {
    if version > 1 { format!("{id}-v{version}") } else { id.to_owned() }
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
    /// Which filing of the survey it was, and of which answers.
    pub version: FiledVersion,
}

/// How many names a filing tries (`name`, `name (2)`, … `name (99)`) before it gives up.
const MAX_NUMBERED: u32 = 99;

/// Writes the survey's files into the folder as one set ([`crate::files::place_together`]):
/// the FHIR files first and the PDF last, all under one name stem, the template's or the first
/// free `name (2)`… (nothing is ever overwritten, and a PDF never lands beside another survey's
/// JSON); a failure leaves none of them.
pub fn file(
    settings: &FilingSettings,
    facts: &FilingFacts,
    answers: &crate::survey_progress::FinalAnswers,
    survey: &Survey,
    pdf: &[u8],
) -> Result<Filed, crate::export::ExportError> {
    use crate::export::{ExportError, ExportProblem, WriteHint};
    // A folder named relative to wherever the app was started is not a place a clinic means.
    if !settings.folder.is_absolute() || !settings.folder.is_dir() {
        return Err(ExportError::new(
            ExportProblem::WriteFailed(WriteHint::FolderMissing),
            Some(&settings.folder),
            None,
        ));
    }
    let name = file_name(&settings.template, facts);
    let stem = name.strip_suffix(".pdf").or_else(|| name.strip_suffix(".PDF")).unwrap_or(&name).to_owned();
    let set_named = |stem: String| {
        let pdf_name = format!("{stem}.pdf");
        let mut set: Vec<crate::files::NamedBytes> = Vec::new();
        if let Some(system) = &settings.fhir_identifier_system {
            for (kind, resource) in [
                ("QuestionnaireResponse", questionnaire_response(survey, facts, system)),
                ("DocumentReference", document_reference(pdf, &pdf_name, facts, system)),
            ] {
                set.push((format!("{stem}.{kind}.json"), serde_json::to_vec_pretty(&resource).unwrap_or_default()));
            }
        }
        set.push((pdf_name, pdf.to_vec()));
        set
    };
    let candidates =
        std::iter::once(stem.clone()).chain((2..=MAX_NUMBERED).map(|n| format!("{stem} ({n})"))).map(set_named);
    let target = settings.folder.join(&name);
    let mut placed = crate::files::place_together(&settings.folder, candidates).map_err(|error| {
        if error.kind() == std::io::ErrorKind::AlreadyExists {
            ExportError::new(ExportProblem::TooManySameName, Some(&target), None)
        } else {
            ExportError::io(&target, &error)
        }
    })?;
    let pdf_path = placed.pop().unwrap_or(target);
    Ok(Filed {
        pdf: pdf_path,
        fhir: placed,
        version: FiledVersion {
            survey_id: facts.survey_id.clone(),
            version: facts.version,
            fingerprint: Some(answers.fingerprint.clone()),
            folder: settings.folder.display().to_string(),
            filed_at: jiff::Timestamp::now(),
        },
    })
}

/// The user's filing settings, as typed (the policy's win where it sets and locks them); kept
/// between runs in the preferences.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct FilingChoice {
    pub folder: String,
    /// Empty: the policy's, else [`DEFAULT_TEMPLATE`].
    pub template: String,
    /// Empty: no FHIR files (unless the policy names the system).
    pub fhir_identifier_system: String,
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use std::path::Path;

    fn facts() -> FilingFacts {
        FilingFacts {
            survey_id: "3f2a-77".into(),
            reference: Some("MRN/0042".into()),
            first_name: Some("Zoë".into()),
            last_name: Some("Van den Broeck".into()),
            sent_at: "2026-11-20T09:00:00Z".parse().unwrap(),
            finished_at: Some("2026-11-24T12:00:00Z".parse().unwrap()),
            version: 1,
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
        let answers = crate::survey_progress::FinalAnswers { fingerprint: "f".into() };
        // A relative folder that exists (the tests run in the crate's folder, which has `src`):
        // refused for being relative, not for being missing.
        assert!(Path::new("src").is_dir());
        let before = std::fs::read_dir("src").unwrap().count();
        for folder in ["src", ".", "/no/such/folder/for/intake-desk"] {
            let settings = FilingSettings {
                folder: PathBuf::from(folder),
                template: DEFAULT_TEMPLATE.into(),
                fhir_identifier_system: None,
            };
            assert!(file(&settings, &facts(), &answers, &survey, b"%PDF-1.7").is_err(), "{folder}");
        }
        assert_eq!(std::fs::read_dir("src").unwrap().count(), before, "nothing written where the app was started");
        assert!(!Path::new("MRN_0042_2026-11-24_Van den Broeck.pdf").exists());
    }
}
