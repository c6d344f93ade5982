//! Unit tests of the tolerant reader (`decode.rs`) and of the model types it
//! feeds: every alternative shape the design allows for the parts the
//! interface document does not show.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use base64::Engine as _;
use base64::engine::general_purpose::{STANDARD, URL_SAFE, URL_SAFE_NO_PAD};
use serde_json::{Value, json};

use super::decode::{self};
use super::models::{
    Birthdate, ChangeContent, ChangeLogEntry, Gender, Patient, PhoneType, StatusTone, Survey, SurveyStatus,
};

const UUID: &str = "3f2c6a1e-9b7d-4c1a-8e2f-0d5b7a9c1e42";

/// A small but well-formed PDF header plus some binary bytes, so its Base64
/// contains characters that differ between the standard and URL-safe alphabets.
fn pdf_bytes() -> Vec<u8> {
    let mut bytes = b"%PDF-1.7\n%\xE2\xE3\xCF\xD3\n".to_vec();
    bytes.extend_from_slice(&[0xFB, 0xFF, 0xBF, 0xFE, 0x3E, 0x3F]);
    bytes.extend_from_slice(b"\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF");
    bytes
}

fn b64(bytes: &[u8]) -> String {
    STANDARD.encode(bytes)
}

// ----- identifiers -----

#[test]
fn identifier_under_its_specific_name() {
    let id = decode::identifier(format!(r#"{{"patientId":"{UUID}"}}"#).as_bytes(), None, "patientId", "id").unwrap();
    assert_eq!(id, UUID);
    let body = format!(r#"{{"patientId":"other","surveyId":"{UUID}","url":"https://x"}}"#);
    let id = decode::identifier(body.as_bytes(), None, "surveyId", "id").unwrap();
    assert_eq!(id, UUID, "the specific key wins over other identifiers");
}

#[test]
fn identifier_in_pascal_case_or_as_id() {
    let id = decode::identifier(format!(r#"{{"PatientId":"{UUID}"}}"#).as_bytes(), None, "patientId", "id").unwrap();
    assert_eq!(id, UUID);
    let id = decode::identifier(format!(r#"{{"id":"{UUID}","name":"x"}}"#).as_bytes(), None, "surveyId", "id").unwrap();
    assert_eq!(id, UUID);
    let id = decode::identifier(br#"{"Id": 42}"#, None, "surveyId", "id").unwrap();
    assert_eq!(id, "42", "a numeric id is read as text");
}

#[test]
fn identifier_as_bare_json_string_or_plain_text() {
    let id = decode::identifier(format!("  \"{UUID}\"\n").as_bytes(), None, "patientId", "id").unwrap();
    assert_eq!(id, UUID);
    let id = decode::identifier(format!("{UUID}\r\n").as_bytes(), None, "patientId", "id").unwrap();
    assert_eq!(id, UUID);
}

#[test]
fn identifier_only_in_location_header() {
    let location = format!("https://service.example/tenant-api/patients/{UUID}");
    assert_eq!(decode::identifier(b"", Some(&location), "patientId", "id").unwrap(), UUID);
    // An empty object body, a relative Location with a trailing slash and a query.
    let location = format!("/tenant-api/survey/{UUID}/?view=full#top");
    assert_eq!(decode::identifier(b"{}", Some(&location), "surveyId", "id").unwrap(), UUID);
    // Percent-encoded characters are decoded.
    assert_eq!(
        decode::identifier(b"", Some("/tenant-api/patients/abc%2Ddef%5F1"), "patientId", "id").unwrap(),
        "abc-def_1"
    );
    // A body identifier beats the header.
    assert_eq!(
        decode::identifier(br#"{"id":"from-body"}"#, Some("/x/from-header"), "patientId", "id").unwrap(),
        "from-body"
    );
}

#[test]
fn identifier_wrapped_in_data() {
    let body = format!(r#"{{"data":{{"patientId":"{UUID}","firstName":"Ann"}}}}"#);
    assert_eq!(decode::identifier(body.as_bytes(), None, "patientId", "id").unwrap(), UUID);
}

#[test]
fn identifier_missing_is_an_error_with_an_excerpt() {
    let err = decode::identifier(br#"{"ok":true}"#, None, "patientId", "the new patient's identifier").unwrap_err();
    assert_eq!(err.expected, "the new patient's identifier");
    assert!(err.reason.contains("no identifier"), "{err:?}");
    assert!(err.excerpt.contains("\"ok\""), "{err:?}");
    // Empty body, no header.
    assert!(decode::identifier(b"", None, "patientId", "x").is_err());
    // A blank identifier is no identifier.
    assert!(decode::identifier(br#"{"patientId":"  "}"#, None, "patientId", "x").is_err());
    // A Location whose last segment is not identifier-shaped.
    assert!(decode::identifier(b"", Some("/tenant-api/patients/a%20b"), "patientId", "x").is_err());
    // An HTML page is not an identifier.
    assert!(decode::identifier(b"<html><body>OK</body></html>", None, "patientId", "x").is_err());
}

#[test]
fn identifier_from_location_variants() {
    assert_eq!(decode::identifier_from_location("/a/b/c-1").as_deref(), Some("c-1"));
    assert_eq!(decode::identifier_from_location("https://h/a/c-1/").as_deref(), Some("c-1"));
    assert_eq!(decode::identifier_from_location("https://h/a/c%2D1?x=%2F").as_deref(), Some("c-1"));
    assert_eq!(decode::identifier_from_location(""), None);
    assert_eq!(decode::identifier_from_location("/a/%FF"), None, "invalid UTF-8 after decoding");
    assert_eq!(decode::identifier_from_location("/a/b%2Fc"), None, "a decoded slash is not an identifier");
}

#[test]
fn created_survey_reads_id_url_and_keeps_the_rest() {
    let body = format!(r#"{{"surveyId":"{UUID}","url":"https://survey.example/s/1","pin":"1234"}}"#);
    let created = decode::created_survey(body.as_bytes(), None).unwrap();
    assert_eq!(created.survey_id, UUID);
    assert_eq!(created.url.as_deref(), Some("https://survey.example/s/1"));
    assert_eq!(created.extra.get("pin"), Some(&json!("1234")));
    assert!(!created.extra.contains_key("url") && !created.extra.contains_key("surveyId"));

    let body = format!(r#"{{"data":{{"id":"{UUID}","surveyUrl":"https://survey.example/s/2"}}}}"#);
    let created = decode::created_survey(body.as_bytes(), None).unwrap();
    assert_eq!(created.survey_id, UUID);
    assert_eq!(created.url.as_deref(), Some("https://survey.example/s/2"));

    let created = decode::created_survey(b"", Some(&format!("/tenant-api/survey/{UUID}"))).unwrap();
    assert_eq!(created.survey_id, UUID);
    assert_eq!(created.url, None);

    let created = decode::created_survey(format!(r#"{{"surveyId":"{UUID}","url":"  "}}"#).as_bytes(), None).unwrap();
    assert_eq!(created.url, None, "a blank URL is no URL");
}

// ----- lists -----

fn survey_ids(surveys: &[Survey]) -> Vec<&str> {
    surveys.iter().map(|s| s.survey_id.as_str()).collect()
}

#[test]
fn list_bare_and_wrapped() {
    let items = r#"[{"surveyId":"s1","status":"inProgress"},{"surveyId":"s2"}]"#;
    let bodies = [
        items.to_owned(),
        format!(r#"{{"items":{items},"total":2}}"#),
        format!(r#"{{"surveys":{items}}}"#),
        format!(r#"{{"data":{items},"page":1,"links":{{"next":null}}}}"#),
        format!(r#"{{"$id":"1","$values":{items}}}"#),
        format!(r#"{{"count":2,"surveyList":{items}}}"#),
    ];
    for body in &bodies {
        let surveys: Vec<Survey> =
            decode::list(body.as_bytes(), "a list of surveys").unwrap_or_else(|e| panic!("{body}: {e:?}"));
        assert_eq!(survey_ids(&surveys), ["s1", "s2"], "{body}");
        assert_eq!(surveys[0].status, Some(SurveyStatus("inProgress".into())), "{body}");
    }
}

#[test]
fn list_null_is_empty_and_other_shapes_fail() {
    let surveys: Vec<Survey> = decode::list(b"null", "a list").unwrap();
    assert!(surveys.is_empty());
    let surveys: Vec<Survey> = decode::list(b"[]", "a list").unwrap();
    assert!(surveys.is_empty());

    let err = decode::list::<Survey>(br#""surveys""#, "a list of surveys").unwrap_err();
    assert!(err.reason.contains("got a text"), "{err:?}");
    // Two unknown arrays: ambiguous, refused rather than guessed.
    let err = decode::list::<Survey>(br#"{"a":[],"b":[]}"#, "a list of surveys").unwrap_err();
    assert_eq!(err.reason, "expected a list");
    // Elements that are not records.
    assert!(decode::list::<Survey>(b"[1,2]", "a list").is_err());
    assert!(decode::list::<Survey>(b"", "a list").is_err());
}

#[test]
fn history_list_reads_the_documented_sample() {
    let body = br#"[
      {"surveyChangeLogId":"c1","surveyId":"s1","timestamp":"2024-05-01T08:00:00.123Z","type":"workflow",
       "userId":"u1","userFirstName":"","userLastName":"","userEmail":"system",
       "content":{"$type":"workflow","workflowStepId":"3f2c6a1e-0000-4c1a-8e2f-0d5b7a9c1e42"}},
      {"surveyChangeLogId":"c2","surveyId":"s1","timestamp":"2024-05-01T09:00:00.1234567Z","type":"claim",
       "userId":"u2","userFirstName":"Eva","userLastName":"Peeters","userEmail":"eva@clinic.example",
       "content":{"$type":"claim","isClaimed":true}}
    ]"#;
    let entries: Vec<ChangeLogEntry> = decode::list(body, "a survey history").unwrap();
    assert_eq!(entries.len(), 2);
    assert_eq!(
        entries[0].content,
        ChangeContent::Workflow { workflow_step_id: "3f2c6a1e-0000-4c1a-8e2f-0d5b7a9c1e42".into() }
    );
    assert_eq!(entries[0].who(), "system");
    assert_eq!(entries[1].content, ChangeContent::Claim { is_claimed: true });
    assert_eq!(entries[1].who(), "Eva Peeters");
    assert_eq!(entries[1].timestamp.as_ref().unwrap().instant.unwrap().subsec_nanosecond(), 123_456_700);
    assert!(entries[0].extra.is_empty(), "{:?}", entries[0].extra);

    let wrapped: Vec<ChangeLogEntry> =
        decode::list(format!(r#"{{"history":{}}}"#, String::from_utf8_lossy(body)).as_bytes(), "h").unwrap();
    assert_eq!(wrapped, entries);
}

// ----- PDF -----

#[test]
fn pdf_raw_bytes() {
    let raw = pdf_bytes();
    assert_eq!(decode::pdf(&raw).unwrap(), raw);
}

#[test]
fn pdf_bare_base64_padded_and_with_line_breaks() {
    let raw = pdf_bytes();
    let text = b64(&raw);
    assert!(text.ends_with('='), "test data should exercise padding: {text}");
    assert_eq!(decode::pdf(text.as_bytes()).unwrap(), raw);
    assert_eq!(decode::pdf(text.trim_end_matches('=').as_bytes()).unwrap(), raw, "unpadded");

    // MIME style: 76 characters a line, CRLF.
    let wrapped: Vec<String> = text.as_bytes().chunks(20).map(|c| String::from_utf8_lossy(c).into_owned()).collect();
    let crlf = wrapped.join("\r\n");
    assert_eq!(decode::pdf(crlf.as_bytes()).unwrap(), raw);
    let in_json = serde_json::to_string(&json!({ "value": wrapped.join("\n") })).unwrap();
    assert_eq!(decode::pdf(in_json.as_bytes()).unwrap(), raw);
}

#[test]
fn pdf_json_string_and_objects() {
    let raw = pdf_bytes();
    let text = b64(&raw);
    let bodies = [
        serde_json::to_string(&json!(text)).unwrap(),
        serde_json::to_string(&json!({ "value": text })).unwrap(),
        serde_json::to_string(&json!({ "pdf": text })).unwrap(),
        serde_json::to_string(
            &json!({ "fileContents": text, "contentType": "application/pdf", "fileDownloadName": "s.pdf" }),
        )
        .unwrap(),
        serde_json::to_string(&json!({ "summaryPdfBase64": text, "pages": 1 })).unwrap(),
    ];
    for body in &bodies {
        assert_eq!(decode::pdf(body.as_bytes()).unwrap_or_else(|e| panic!("{body}: {e:?}")), raw, "{body}");
    }
}

#[test]
fn pdf_data_url_and_url_safe_alphabet() {
    let raw = pdf_bytes();
    let data_url = format!("data:application/pdf;base64,{}", b64(&raw));
    assert_eq!(decode::pdf(data_url.as_bytes()).unwrap(), raw);
    let in_json = serde_json::to_string(&json!({ "value": data_url })).unwrap();
    assert_eq!(decode::pdf(in_json.as_bytes()).unwrap(), raw);

    let url_safe = URL_SAFE.encode(&raw);
    assert!(url_safe.contains(['-', '_']), "test data should differ between alphabets: {url_safe}");
    assert_eq!(decode::pdf(url_safe.as_bytes()).unwrap(), raw);
    assert_eq!(decode::pdf(URL_SAFE_NO_PAD.encode(&raw).as_bytes()).unwrap(), raw);
}

#[test]
fn pdf_broken_base64_is_an_error() {
    let mut text = b64(&pdf_bytes());
    text.insert_str(10, "!!*");
    let err = decode::pdf(text.as_bytes()).unwrap_err();
    assert_eq!(err.expected, "a PDF document");
    assert!(err.reason.contains("Base64"), "{err:?}");
    // A character from each alphabet mixed: neither decodes.
    let err = decode::pdf(br#"{"value":"JVBERi0x+-_/"}"#).unwrap_err();
    assert!(err.reason.contains("Base64"), "{err:?}");
}

#[test]
fn pdf_non_pdf_content_says_so() {
    let err = decode::pdf(b64(b"PK\x03\x04 this is a zip file").as_bytes()).unwrap_err();
    assert!(err.reason.contains("not a PDF"), "{err:?}");
    assert!(err.excerpt.starts_with("PK"), "the excerpt shows the decoded bytes: {err:?}");

    let err = decode::pdf(json!({ "value": b64(b"<html>Login</html>") }).to_string().as_bytes()).unwrap_err();
    assert!(err.reason.contains("not a PDF"), "{err:?}");
    assert!(err.excerpt.contains("Login"), "{err:?}");
}

#[test]
fn pdf_other_non_pdf_answers_fail_clearly() {
    assert!(decode::pdf(b"").unwrap_err().reason.contains("empty"));
    assert!(decode::pdf(b"   \n").unwrap_err().reason.contains("empty"));
    assert!(decode::pdf(b"null").is_err());
    assert!(decode::pdf(b"[]").is_err());
    assert!(decode::pdf(br#"{"ok":true}"#).unwrap_err().reason.contains("no PDF"));
    assert!(decode::pdf(b"<!DOCTYPE html><html><body>502</body></html>").is_err());
    assert!(decode::pdf(b"\xFF\xFE\x00binary").is_err());
}

#[test]
fn base64_bytes_variants() {
    assert_eq!(decode::base64_bytes("aGVsbG8=").unwrap(), b"hello");
    assert_eq!(decode::base64_bytes("aGVsbG8").unwrap(), b"hello");
    assert_eq!(decode::base64_bytes(" aGVs\r\nbG8=\n").unwrap(), b"hello");
    assert_eq!(decode::base64_bytes("data:text/plain;base64,aGVsbG8=").unwrap(), b"hello");
    assert_eq!(decode::base64_bytes("-_8").unwrap(), [0xFB, 0xFF]);
    assert_eq!(decode::base64_bytes("+/8=").unwrap(), [0xFB, 0xFF]);
    assert_eq!(decode::base64_bytes("").unwrap(), b"");
    assert_eq!(decode::base64_bytes("a"), None);
    assert_eq!(decode::base64_bytes("not base64!"), None);
}

// ----- records: unknown fields, statuses, diagnoses, alerts -----

#[test]
fn an_update_sends_back_the_unknown_data_of_a_patient_not_its_bookkeeping() {
    // As an ASP.NET service spells it: an `Id` next to `patientId`, the tenant, both times.
    let body = br#"{"patientId":"p1","Id":"p1","TenantId":"t1","firstName":"Ann","createdAt":"2024-01-01T00:00:00Z",
        "UpdatedAt":"2024-02-01T00:00:00Z","preferredPharmacy":"Apotheek De Linde","custom":{"ward":7}}"#;
    let patient: Patient = decode::record(body, "a patient record").unwrap();
    assert_eq!(patient.extra.len(), 6, "{:?}", patient.extra);
    let kept: Vec<String> = patient.unknown_data().into_iter().map(|(name, _)| name).collect();
    assert_eq!(kept, ["custom", "preferredPharmacy"]);
}

#[test]
fn patient_keeps_unknown_fields_and_reads_birthdate_forms() {
    let body = br#"{"patientId":"p1","firstName":"Ann","lastName":"Smet","gender":"Female",
        "birthdate":"1990-01-01T00:00:00Z","language":"nl-be","email":"ann@example.org",
        "phone":{"phoneNumber":"+32470000000","type":"mobile","countryIsoAlpha2":"BE","verified":true},
        "externalReference":"MRN-1","createdAt":"2024-01-01T00:00:00Z","custom":{"ward":7}}"#;
    let patient: Patient = decode::record(body, "a patient record").unwrap();
    assert_eq!(patient.patient_id, "p1");
    assert_eq!(patient.full_name(), "Ann Smet");
    assert_eq!(patient.gender, Some(Gender::Female));
    assert_eq!(patient.birthdate, Birthdate::new(1990, 1, 1));
    let phone = patient.phone.as_ref().unwrap();
    assert_eq!(phone.phone_type, Some(PhoneType::Mobile));
    assert_eq!(phone.extra.get("verified"), Some(&json!(true)));
    assert_eq!(patient.external_reference.as_deref(), Some("MRN-1"));
    assert_eq!(patient.extra.len(), 2, "{:?}", patient.extra);
    assert_eq!(patient.extra.get("createdAt"), Some(&json!("2024-01-01T00:00:00Z")));
    assert_eq!(patient.extra.get("custom"), Some(&json!({"ward": 7})));

    // `birthDate` spelling, date only; unknown gender is not fatal.
    let patient: Patient =
        decode::record(br#"{"id":"p2","birthDate":"2000-02-29","gender":"x","phone":null}"#, "p").unwrap();
    assert_eq!(patient.patient_id, "p2");
    assert_eq!(patient.birthdate, Birthdate::new(2000, 2, 29));
    assert_eq!(patient.gender, None);
    assert_eq!(patient.phone, None);
}

#[test]
fn patient_with_both_id_and_patient_id_is_readable() {
    // Services built on ORMs often send both; the same value twice must not
    // make the record unreadable.
    let body = br#"{"id":"p1","patientId":"p1","firstName":"Ann"}"#;
    let patient: Patient = decode::record(body, "a patient record").unwrap();
    assert_eq!(patient.patient_id, "p1");
    assert_eq!(patient.first_name, "Ann");
    let survey: Survey = decode::record(br#"{"id":"s1","surveyId":"s1"}"#, "a survey").unwrap();
    assert_eq!(survey.survey_id, "s1");
    // Different values: the specific name wins, in either order; other
    // doubled spellings are tolerated too.
    let body = br#"{"patientId":"uuid-1","id":17,"birthDate":"1990-01-01","birthdate":"1990-01-01T00:00:00Z","Id":3}"#;
    let patient: Patient = decode::record(body, "a patient record").unwrap();
    assert_eq!(patient.patient_id, "uuid-1");
    assert_eq!(patient.birthdate, Birthdate::new(1990, 1, 1));
    let surveys: Vec<Survey> = decode::list(br#"[{"id":1,"surveyId":"s1"},{"surveyId":"s2","id":2}]"#, "l").unwrap();
    assert_eq!(survey_ids(&surveys), ["s1", "s2"]);
}

#[test]
fn record_unwraps_data_and_refuses_non_objects() {
    let patient: Patient = decode::record(br#"{"data":{"patientId":"p1","firstName":"Ann"}}"#, "p").unwrap();
    assert_eq!(patient.patient_id, "p1");
    let err = decode::record::<Patient>(b"[1]", "a patient record").unwrap_err();
    assert!(err.reason.contains("got a list"), "{err:?}");
    assert_eq!(err.expected, "a patient record");
    // Wrong types in known fields are tolerated rather than fatal.
    let patient: Patient = decode::record(br#"{"patientId":17,"firstName":null,"lastName":["x"]}"#, "p").unwrap();
    assert_eq!(patient.patient_id, "17");
    assert_eq!(patient.first_name, "");
    assert_eq!(patient.last_name, r#"["x"]"#);
}

#[test]
fn survey_keeps_unknown_fields_and_unknown_status() {
    let body = br#"{"surveyId":"s1","status":"awaitingReview","createdAt":"2024-05-01T08:00:00.123Z",
        "answers":[{"questionCode":"Q1","questionLabel":"Pain?","answerValues":["yes"],"score":3},
                   {"questionCode":"Q2","questionLabel":"Where?","answerValues":"head"}],
        "confirmedDiagnoses":{"diagnoses":[]},"alerts":[],"patientId":"p1","reviewer":{"name":"Dr X"}}"#;
    let survey: Survey = decode::record(body, "a survey").unwrap();
    assert_eq!(survey.survey_id, "s1");
    let status = survey.status.as_ref().unwrap();
    assert_eq!(status.0, "awaitingReview");
    assert_eq!((status.known(), status.raw()), (None, "awaitingReview"), "unknown statuses are kept as they came");
    assert_eq!(status.tone(), StatusTone::Unknown);
    assert_eq!(survey.extra.get("patientId"), Some(&json!("p1")));
    assert_eq!(survey.extra.get("reviewer"), Some(&json!({"name": "Dr X"})));
    assert_eq!(survey.extra.len(), 2, "{:?}", survey.extra);
    assert_eq!(survey.answers.len(), 2);
    assert_eq!(survey.answers[0].extra.get("score"), Some(&json!(3)));
    assert_eq!(survey.answers[0].extra.len(), 1);
    assert_eq!(survey.answers[1].answer_values, ["head"]);

    let survey: Survey = decode::record(br#"{"surveyId":"s2","status":3}"#, "a survey").unwrap();
    assert_eq!(survey.status, Some(SurveyStatus("3".into())));
    let survey: Survey = decode::record(br#"{"surveyId":"s3","status":"inProgress"}"#, "a survey").unwrap();
    assert_eq!(survey.status.as_ref().unwrap().known(), Some(crate::models::KnownStatus::InProgress));
    assert!(survey.status.as_ref().unwrap().is_in_progress());
}

#[test]
fn answers_in_unknown_shapes_are_kept_not_dropped() {
    let survey: Survey =
        decode::record(br#"{"surveyId":"s","answers":["free text",{"questionCode":"Q"}]}"#, "s").unwrap();
    assert_eq!(survey.answers.len(), 2);
    assert_eq!(survey.answers[0].answer_values, [r#""free text""#]);
    assert_eq!(survey.answers[1].question_code, "Q");
}

#[test]
fn diagnoses_as_object_array_or_string() {
    let survey: Survey = decode::record(
        br#"{"surveyId":"s","confirmedDiagnoses":{"diagnoses":[{"display":"Migraine","code":"G43"},"Tension headache"],"confirmedBy":"u1"}}"#,
        "s",
    )
    .unwrap();
    let diagnoses = &survey.confirmed_diagnoses.diagnoses;
    assert_eq!(diagnoses.len(), 2);
    // How each reads for a person: state::present's tests.
    assert_eq!(diagnoses[0], json!({"display":"Migraine","code":"G43"}));
    assert_eq!(diagnoses[1], json!("Tension headache"));
    assert_eq!(survey.confirmed_diagnoses.extra.get("confirmedBy"), Some(&json!("u1")));

    let survey: Survey =
        decode::record(br#"{"surveyId":"s","confirmedDiagnoses":["Asthma",{"code":"J45"}]}"#, "s").unwrap();
    assert_eq!(survey.confirmed_diagnoses.diagnoses, [json!("Asthma"), json!({"code":"J45"})]);

    let survey: Survey = decode::record(br#"{"surveyId":"s","confirmedDiagnoses":"Asthma"}"#, "s").unwrap();
    assert_eq!(survey.confirmed_diagnoses.diagnoses, [json!("Asthma")]);

    let survey: Survey =
        decode::record(br#"{"surveyId":"s","confirmedDiagnoses":{"diagnoses":"Asthma"}}"#, "s").unwrap();
    assert_eq!(survey.confirmed_diagnoses.diagnoses, [json!("Asthma")]);

    let survey: Survey = decode::record(br#"{"surveyId":"s","confirmedDiagnoses":null}"#, "s").unwrap();
    assert!(survey.confirmed_diagnoses.diagnoses.is_empty());
}

#[test]
fn alerts_as_strings_and_objects() {
    let survey: Survey = decode::record(
        br#"{"surveyId":"s","alerts":["Chest pain reported",{"message":"High blood pressure","severity":"high"},{"foo":1},42,null]}"#,
        "s",
    )
    .unwrap();
    // How each reads for a person: state::present's tests.
    assert_eq!(survey.alerts.len(), 5);
    assert_eq!(survey.alerts[1]["severity"], json!("high"));

    let survey: Survey = decode::record(br#"{"surveyId":"s","alerts":"one alert"}"#, "s").unwrap();
    assert_eq!(survey.alerts, [json!("one alert")]);
}

// ----- history content -----

#[test]
fn history_unknown_type_and_unexpected_shapes_are_kept_raw() {
    let reminder = json!({"$type":"reminder","channel":"sms","sentAt":"2024-05-01T08:00:00Z"});
    let entry: ChangeLogEntry =
        serde_json::from_value(json!({"surveyChangeLogId":"c","type":"reminder","content":reminder})).unwrap();
    assert_eq!(entry.entry_type, "reminder");
    assert_eq!(entry.content, ChangeContent::Other(reminder));

    for content in [
        json!({"$type":"workflow","stepId":"x"}),
        json!({"$type":"workflow","workflowStepId":7}),
        json!({"$type":"claim","isClaimed":"true"}),
        json!({"$type":"claim"}),
        json!({"isClaimed":true}),
        json!("claimed"),
        json!(null),
    ] {
        assert_eq!(decode::change_content(content.clone()), ChangeContent::Other(content.clone()), "{content}");
    }
    // The discriminator is matched without regard to case.
    assert_eq!(
        decode::change_content(json!({"$type":"Claim","isClaimed":false})),
        ChangeContent::Claim { is_claimed: false }
    );

    // A missing content is not fatal.
    let entry: ChangeLogEntry = serde_json::from_value(json!({"type":"claim","origin":"api"})).unwrap();
    assert_eq!(entry.content, ChangeContent::Other(Value::Null));
    assert_eq!(entry.extra.get("origin"), Some(&json!("api")));
    assert_eq!(entry.who(), "unknown user");
}

// ----- birthdates -----

#[test]
fn birthdate_reads_date_part_as_written() {
    for text in [
        "1990-01-01",
        "1990-01-01T00:00:00.000Z",
        "1990-01-01T23:30:00-05:00",
        "1990-01-01T00:00:00.1234567+14:00",
        "1990-01-01 12:00",
        " 1990-01-01t00:00:00Z ",
    ] {
        assert_eq!(Birthdate::parse(text), Birthdate::new(1990, 1, 1), "{text}");
    }
    for text in ["1990-1-1", "1990/01/01", "1990-02-30", "19900101", "1990-01-01X", "", "+1990-01-01", "١٩٩٠-٠١-٠١"]
    {
        assert_eq!(Birthdate::parse(text), None, "{text}");
    }
    assert_eq!(Birthdate::new(1990, 1, 1).unwrap().to_wire(), "1990-01-01T00:00:00.000Z");
    assert_eq!(serde_json::to_value(Birthdate::new(2000, 2, 29).unwrap()).unwrap(), json!("2000-02-29T00:00:00.000Z"));
}

#[test]
fn pdf_json_string_with_escaped_line_breaks_and_slashes_is_read_directly_or_through_json() {
    let raw = pdf_bytes();
    let text = b64(&raw);
    let lines: Vec<&str> = text.as_bytes().chunks(8).map(|c| std::str::from_utf8(c).unwrap()).collect();
    // `\r\n` escapes, an escaped `/` (as some serialisers write it), spaces.
    let escaped = format!("\"{}\"", lines.join("\\r\\n").replace('/', "\\/"));
    assert_eq!(decode::pdf(escaped.as_bytes()).unwrap(), raw);
    let spaced = format!("\"{}\"", lines.join(" \\n\\t"));
    assert_eq!(decode::pdf(spaced.as_bytes()).unwrap(), raw);
    // A `\u` escape is left to the JSON parser: same result.
    let unicode = format!("\"{}\"", text.replacen(&text[..1], &format!("\\u{:04x}", text.as_bytes()[0]), 1));
    assert_eq!(decode::pdf(unicode.as_bytes()).unwrap(), raw);
    // A quote inside is not a JSON string of Base64.
    assert!(decode::pdf(format!("\"{}\"x\"", text).as_bytes()).is_err());
    // An empty JSON string: nothing decoded, said so.
    assert!(decode::pdf(b"\"\"").is_err());
}

#[test]
fn list_items_with_an_id_beside_their_named_id_are_still_read() {
    let body = format!(r#"[{{"id":"{UUID}","surveyId":"{UUID}","status":"completed"}},{{"surveyId":"{UUID}"}}]"#);
    let surveys = decode::list::<Survey>(body.as_bytes(), "surveys").unwrap();
    assert_eq!(surveys.len(), 2);
    assert!(surveys.iter().all(|s| s.survey_id == UUID));
}

#[test]
fn every_answer_the_client_expects_is_known_by_name() {
    use super::error::Expected;
    // The descriptions the client and the decoders pass; a typo would word as "an answer".
    for description in [
        "a patient record",
        "the new patient's identifier",
        "the new survey's identifier",
        "a survey",
        "a survey history",
        "a list of surveys",
        "a plain-text summary",
        "a PDF document",
        "an access token",
    ] {
        assert_ne!(Expected::of(description), Expected::Answer, "{description}");
    }
    let err = decode::pdf(b"").unwrap_err();
    assert_eq!(Expected::of(&err.expected), Expected::PdfDocument);
    let err = decode::token(b"").unwrap_err();
    assert_eq!(Expected::of(&err.expected), Expected::AccessToken);
}

/// Texts from the service lose their control characters (a NUL, an escape, a bell) before
/// anything shows them; line breaks and tabs stay (an answer, a summary). Issue 27.
#[test]
fn control_characters_are_taken_out_of_every_text_the_service_sends() {
    let body = br#"{"patientId":"p-1","firstName":"Zo\u0000\u00eb","lastName":"\u001b[31mPeeters\u0007",
        "unknown\u0000Key":["a\u0000b",{"note":"line one\nline\ttwo\u0000"}]}"#;
    let patient: super::Patient = decode::record(body, "a patient").unwrap();
    assert_eq!(patient.first_name, "Zoë");
    assert_eq!(patient.last_name, "[31mPeeters");
    assert_eq!(patient.extra.get("unknownKey"), Some(&json!(["ab", {"note": "line one\nline\ttwo"}])));
    let list: Vec<super::Patient> =
        decode::list(br#"[{"patientId":"p-2","firstName":"A\u0000n"}]"#, "patients").unwrap();
    assert_eq!(list[0].first_name, "An");
    let error = decode::error_body(br#"{"title":"Bad\u0000 request","detail":"Name\u0000 invalid"}"#);
    assert!(!error.message.unwrap_or_default().contains('\0'));
}
