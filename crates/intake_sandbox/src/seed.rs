//! Deterministic demo data: a clinic morning with ten patients (diacritics, non-Latin
//! scripts, a patient without e-mail, one with a landline only, an external reference with
//! `/` and a space), eighteen surveys across every status (plus the unknown
//! `awaitingReview`), answers, diagnoses and alerts of several shapes, and change histories
//! with workflow, claim/release and an undocumented `reminder` type. Also the demo staff
//! users and the answers simulated respondents give.

use serde_json::{Value, json};

use super::store::{Answer, Data, HistoryEntry, Patient, PatientDetails, Phone, Survey};

/// Zoë Vermeulen (`MRN-0001`): four surveys (completed, closed, expired, new).
pub const DEMO_PATIENT_ID: &str = "0f6b7c2e-41a5-4e0b-8d2f-000000000001";
/// External reference of [`DEMO_PATIENT_ID`].
pub const DEMO_PATIENT_REFERENCE: &str = "MRN-0001";
/// Zoë's completed survey: alerts, diagnoses, multi-value and empty answers, a history with
/// workflow, claim + release and an unknown `reminder` entry.
pub const DEMO_SURVEY_ID: &str = "3c9d2e71-8b4f-4a26-9e53-000000000001";
/// Zoë's survey in status `new` (no answers).
pub const DEMO_NEW_SURVEY_ID: &str = "3c9d2e71-8b4f-4a26-9e53-000000000004";
/// François Dubois (`MRN-0002`): landline only.
pub const DEMO_LANDLINE_PATIENT_ID: &str = "0f6b7c2e-41a5-4e0b-8d2f-000000000002";
/// François's completed survey with a bare-string alert and differently shaped diagnoses.
pub const DEMO_ODD_SHAPES_SURVEY_ID: &str = "3c9d2e71-8b4f-4a26-9e53-000000000005";
/// Łukasz Wiśniewski, whose external reference contains `/` and a space.
pub const DEMO_SLASH_PATIENT_ID: &str = "0f6b7c2e-41a5-4e0b-8d2f-000000000003";
/// The external reference of [`DEMO_SLASH_PATIENT_ID`].
pub const DEMO_SLASH_REFERENCE: &str = "MRN/2024 0003";
/// Łukasz's survey in status `inProgress`.
pub const DEMO_IN_PROGRESS_SURVEY_ID: &str = "3c9d2e71-8b4f-4a26-9e53-000000000006";
/// 李小龙 (`MRN-0004`): no e-mail address.
pub const DEMO_NO_EMAIL_PATIENT_ID: &str = "0f6b7c2e-41a5-4e0b-8d2f-000000000004";
/// Δημήτρης Παπαδόπουλος's survey in the undocumented status `awaitingReview`.
pub const DEMO_UNKNOWN_STATUS_SURVEY_ID: &str = "3c9d2e71-8b4f-4a26-9e53-000000000008";
/// Анна Иванова (`MRN-0006`): e-mail but no phone.
pub const DEMO_NO_PHONE_PATIENT_ID: &str = "0f6b7c2e-41a5-4e0b-8d2f-000000000006";
/// Margarethe Schmitz's long pre-operative survey (its PDF has several pages).
pub const DEMO_LONG_SURVEY_ID: &str = "3c9d2e71-8b4f-4a26-9e53-000000000010";

/// Workflow step: survey created.
pub const STEP_CREATED: &str = "1f0e6a52-3c1d-4f7a-8b00-00000000c001";
/// Workflow step: respondent started.
pub const STEP_STARTED: &str = "1f0e6a52-3c1d-4f7a-8b00-00000000c002";
/// Workflow step: respondent completed.
pub const STEP_COMPLETED: &str = "1f0e6a52-3c1d-4f7a-8b00-00000000c003";
/// Workflow step: closed by staff.
pub const STEP_CLOSED: &str = "1f0e6a52-3c1d-4f7a-8b00-00000000c004";
/// Workflow step: expired unanswered.
pub const STEP_EXPIRED: &str = "1f0e6a52-3c1d-4f7a-8b00-00000000c005";

/// A user as it appears in history entries.
#[derive(Clone, Copy)]
pub(crate) struct User {
    pub id: &'static str,
    pub first_name: &'static str,
    pub last_name: &'static str,
    pub email: &'static str,
}

/// System-generated entries: the e-mail field holds a label, not an address.
pub(crate) const SYSTEM: User =
    User { id: "00000000-0000-0000-0000-000000000000", first_name: "System", last_name: "", email: "system" };
/// The staff member behind the demo account.
pub(crate) const DEMO_STAFF: User = User {
    id: "7d0c5f7e-2b1a-4c4e-9f00-0000000005a1",
    first_name: "Sam",
    last_name: "Peeters",
    email: "demo@sandbox.local",
};
/// A physician who claims surveys for review.
pub(crate) const DOCTOR: User = User {
    id: "7d0c5f7e-2b1a-4c4e-9f00-0000000005a2",
    first_name: "Els",
    last_name: "Janssens",
    email: "els.janssens@kliniek.example",
};

/// Survey URL for an id, with or without PIN.
pub(crate) fn survey_url(survey_id: &str, pin: Option<&str>) -> String {
    match pin {
        Some(pin) => format!("https://survey.sandbox.invalid/s/{survey_id}?pin={pin}"),
        None => format!("https://survey.sandbox.invalid/s/{survey_id}"),
    }
}

/// The content of a workflow entry.
pub(crate) fn workflow(step: &str) -> Value {
    json!({ "$type": "workflow", "workflowStepId": step })
}

/// The content of a claim entry.
pub(crate) fn claim(is_claimed: bool) -> Value {
    json!({ "$type": "claim", "isClaimed": is_claimed })
}

fn reminder(channel: &str, attempt: u32) -> Value {
    json!({ "$type": "reminder", "channel": channel, "attempt": attempt })
}

/// A history entry.
pub(crate) fn history_entry(
    id: String,
    survey_id: &str,
    timestamp: String,
    user: User,
    content: Value,
) -> HistoryEntry {
    let kind = content.get("$type").and_then(Value::as_str).unwrap_or("unknown").to_owned();
    HistoryEntry {
        survey_change_log_id: id,
        survey_id: survey_id.to_owned(),
        timestamp,
        kind,
        user_id: user.id.to_owned(),
        user_first_name: user.first_name.to_owned(),
        user_last_name: user.last_name.to_owned(),
        user_email: user.email.to_owned(),
        content,
    }
}

/// The first answers a simulated respondent gives.
pub(crate) fn partial_answers() -> Vec<Answer> {
    standard_answers().into_iter().take(2).collect()
}

/// The full answers a simulated respondent (or `POST /sandbox/surveys/{id}/respond`) gives.
pub(crate) fn standard_answers() -> Vec<Answer> {
    vec![
        Answer::new("RFV", "Reason for visit", &["Annual check-up"]),
        Answer::new("SYM", "Symptoms", &["Tiredness", "Occasional headache"]),
        Answer::new("PAIN", "Pain score (0–10)", &["2"]),
        Answer::new("MED", "Current medication", &["Paracetamol 1 g as needed"]),
        Answer::new("ALG", "Allergies", &["None known"]),
        Answer::new("SMK", "Do you smoke?", &["No"]),
        Answer::new("ALC", "Alcohol (units per week)", &["3"]),
        Answer::new("NOTE", "Anything else you would like to tell us?", &[]),
    ]
}

#[allow(clippy::too_many_arguments)]
fn patient(
    n: u32,
    names: (&str, &str),
    gender: &str,
    birthdate: &str,
    language: &str,
    email: Option<&str>,
    phone: Option<(&str, &str, &str)>,
    reference: &str,
    created_at: &str,
) -> Patient {
    Patient {
        patient_id: format!("0f6b7c2e-41a5-4e0b-8d2f-{n:012}"),
        details: PatientDetails {
            first_name: names.0.to_owned(),
            last_name: names.1.to_owned(),
            gender: Some(gender.to_owned()),
            birthdate: birthdate.to_owned(),
            language: Some(language.to_owned()),
            email: email.map(str::to_owned),
            phone: phone.map(|(number, kind, country)| Phone {
                phone_number: number.to_owned(),
                kind: kind.to_owned(),
                country_iso_alpha2: country.to_owned(),
            }),
            external_reference: reference.to_owned(),
            other_fields: serde_json::Map::new(),
        },
        created_at: created_at.to_owned(),
        updated_at: created_at.to_owned(),
    }
}

fn patients() -> Vec<Patient> {
    vec![
        patient(
            1,
            ("Zoë", "Vermeulen"),
            "female",
            "1987-04-12",
            "nl-be",
            Some("zoe.vermeulen@example.be"),
            Some(("+32470123456", "mobile", "BE")),
            DEMO_PATIENT_REFERENCE,
            "2024-11-04T08:55:10.513Z",
        ),
        patient(
            2,
            ("François", "Dubois"),
            "male",
            "1954-11-30",
            "fr-be",
            Some("francois.dubois@example.be"),
            Some(("+3225551234", "landline", "BE")),
            "MRN-0002",
            "2025-02-03T10:02:33.2718281Z",
        ),
        patient(
            3,
            ("Łukasz", "Wiśniewski"),
            "male",
            "1991-02-28",
            "en-gb",
            Some("lukasz.wisniewski@example.pl"),
            Some(("+48601234567", "mobile", "PL")),
            DEMO_SLASH_REFERENCE,
            "2024-09-17T14:20:00.000Z",
        ),
        patient(
            4,
            ("小龙", "李"),
            "male",
            "1979-07-20",
            "en-gb",
            None,
            Some(("+32471987654", "mobile", "BE")),
            "MRN-0004",
            "2025-03-14T07:41:12.0456Z",
        ),
        patient(
            5,
            ("Δημήτρης", "Παπαδόπουλος"),
            "male",
            "1962-03-05",
            "de-be",
            Some("dimitris.papadopoulos@example.gr"),
            Some(("+306912345678", "mobile", "GR")),
            "MRN-0005",
            "2025-01-08T09:30:45.9Z",
        ),
        patient(
            6,
            ("Анна", "Иванова"),
            "female",
            "1995-12-01",
            "en-gb",
            Some("anna.ivanova@example.com"),
            None,
            "MRN-0006",
            "2025-03-10T16:12:09.100Z",
        ),
        patient(
            7,
            ("Margarethe", "Schmitz"),
            "female",
            "1931-01-01",
            "de-be",
            Some("m.schmitz@example.de"),
            Some(("+3287123456", "cordless", "BE")),
            "MRN-0007",
            "2025-02-27T11:11:11.1111111Z",
        ),
        patient(
            8,
            ("Amélie", "Lefèvre"),
            "female",
            "2000-02-29",
            "fr-be",
            Some("amelie.lefevre@example.be"),
            Some(("+32495112233", "mobile", "BE")),
            "MRN-0008",
            "2025-03-13T17:45:00.250Z",
        ),
        patient(
            9,
            ("Jan", "Peeters"),
            "male",
            "1970-06-21",
            "nl-be",
            Some("jan.peeters@example.be"),
            Some(("+32478556677", "mobile", "BE")),
            "MRN-0009",
            "2024-06-02T08:00:00.0000001Z",
        ),
        patient(
            10,
            ("Siobhán", "O'Connor"),
            "female",
            "1983-05-17",
            "en-gb",
            Some("siobhan.oconnor@example.ie"),
            Some(("+353871234567", "mobile", "IE")),
            "MRN-0010",
            "2025-03-14T06:59:59.999Z",
        ),
    ]
}

fn asthma_answers() -> Vec<Answer> {
    vec![
        Answer::new("RFV", "Reason for visit", &["Shortness of breath and chest tightness, worse at night"]),
        Answer::new("SYM", "Symptoms", &["Cough", "Wheezing", "Chest pain"]),
        Answer::new("DUR", "How long have you had these complaints?", &["2 weeks"]),
        Answer::new("PAIN", "Pain score (0–10)", &["6"]),
        Answer::new("CP01", "Chest pain", &["Yes, at rest"]),
        Answer::new("MED", "Current medication", &["Salbutamol 100 µg inhaler, as needed", "Cetirizine 10 mg"]),
        Answer::new("ALG", "Allergies", &["Penicillin", "Pollen", "Cat dander"]),
        Answer::new("SMK", "Do you smoke?", &["No, stopped in 2019"]),
        Answer::new("ALC", "Alcohol (units per week)", &["2"]),
        Answer::new("FAM", "Family history of heart or lung disease", &["Mother: asthma"]),
        Answer::new("NOTE", "Anything else you would like to tell us?", &[]),
    ]
}

fn long_preop_answers() -> Vec<Answer> {
    let items: [(&str, &str, &[&str]); 36] = [
        ("RFV", "Reason for visit", &["Pre-operative assessment: total hip replacement (right)"]),
        ("PAIN", "Pain score (0–10)", &["7"]),
        ("PAINLOC", "Where is the pain?", &["Right hip", "Right groin", "Lower back"]),
        ("MOB", "Mobility", &["Walks with a cane", "Needs help on stairs"]),
        ("FALL", "Falls in the last 12 months", &["Two, both at home"]),
        (
            "MED",
            "Current medication",
            &[
                "Bisoprolol 2.5 mg once daily",
                "Apixaban 5 mg twice daily",
                "Levothyroxine 50 µg once daily",
                "Paracetamol 1 g up to four times daily",
                "Calcium carbonate / colecalciferol 1000 mg / 880 IU",
            ],
        ),
        ("ANTICOAG", "Do you take blood thinners?", &["Yes: apixaban (for atrial fibrillation)"]),
        ("ALG", "Allergies", &["Latex", "Codeine (nausea)", "Plasters"]),
        (
            "ANES",
            "Previous anaesthesia",
            &["1998 appendectomy, general anaesthesia, no problems", "2015 cataract surgery, local anaesthesia"],
        ),
        ("ANESPROB", "Problems with anaesthesia in the family", &["No"]),
        ("HEART", "Heart conditions", &["Atrial fibrillation", "Mild heart failure"]),
        ("BP", "High blood pressure", &["Yes, treated"]),
        ("LUNG", "Lung conditions", &[]),
        ("OSA", "Do you snore or stop breathing during sleep?", &["Snoring, no pauses noticed"]),
        ("DIAB", "Diabetes", &["No"]),
        ("KIDNEY", "Kidney disease", &["Reduced kidney function (eGFR 52)"]),
        ("LIVER", "Liver disease", &["No"]),
        ("THYR", "Thyroid disease", &["Hypothyroidism"]),
        ("BLEED", "Bleeding tendency", &["Bruises easily since starting apixaban"]),
        ("TEETH", "Loose teeth, crowns or dentures", &["Upper denture"]),
        ("NECK", "Can you move your neck freely?", &["Yes"]),
        ("SMK", "Do you smoke?", &["Never"]),
        ("ALC", "Alcohol (units per week)", &["1"]),
        ("WEIGHT", "Weight (kg)", &["64"]),
        ("HEIGHT", "Height (cm)", &["158"]),
        ("STAIRS", "Can you climb two flights of stairs without stopping?", &["No, because of hip pain"]),
        ("LIVING", "Living situation", &["Lives alone", "Daughter visits daily"]),
        ("CARE", "Home care after surgery arranged?", &["Home nurse twice daily for two weeks"]),
        ("DIET", "Special diet", &["Low salt"]),
        ("HEAR", "Hearing or sight problems", &["Hearing aid left ear", "Reading glasses"]),
        ("MEM", "Memory problems", &[]),
        ("RELIG", "Wishes regarding blood transfusion", &["Accepts transfusion"]),
        ("DNR", "Advance directive", &["Yes — copy with the GP (Dr. Müller)"]),
        ("CONTACT", "Emergency contact", &["Ingrid Schmitz (daughter), +32 87 65 43 21"]),
        (
            "Q_LONG",
            "Please describe your complaints in your own words",
            &[
                "The pain started about three years ago and has slowly become worse. In the morning the hip is stiff for about half an hour. Walking more than 200 metres is no longer possible, and at night I wake up from the pain when I turn onto my right side. Physiotherapy helped a little in the beginning but not any more. I would like to be able to work in my garden again and to visit my grandchildren in Aachen by train.",
            ],
        ),
        ("NOTE", "Anything else you would like to tell us?", &["Ich spreche lieber Deutsch, bitte."]),
    ];
    items.iter().map(|(code, label, values)| Answer::new(code, label, values)).collect()
}

struct SurveySeed {
    n: u32,
    patient: u32,
    status: &'static str,
    created_at: &'static str,
    answers: Vec<Answer>,
    diagnoses: Vec<Value>,
    alerts: Vec<Value>,
}

fn surveys() -> Vec<SurveySeed> {
    let hypertension = json!({"code": "I10", "system": "ICD-10", "display": "Essential (primary) hypertension"});
    vec![
        SurveySeed {
            n: 1,
            patient: 1,
            status: "completed",
            created_at: "2025-03-14T08:05:12.345Z",
            answers: asthma_answers(),
            diagnoses: vec![
                json!({"code": "J45.9", "system": "ICD-10", "display": "Asthma, unspecified"}),
                json!({"code": "J30.1", "system": "ICD-10", "display": "Allergic rhinitis due to pollen"}),
            ],
            alerts: vec![
                json!({"severity": "high", "message": "Chest pain at rest reported", "questionCode": "CP01"}),
                json!({"severity": "medium", "message": "Penicillin allergy", "questionCode": "ALG"}),
            ],
        },
        SurveySeed {
            n: 2,
            patient: 1,
            status: "closed",
            created_at: "2024-11-04T09:12:44.1234567Z",
            answers: vec![
                Answer::new("RFV", "Reason for visit", &["Sprained ankle after a fall while running"]),
                Answer::new("PAIN", "Pain score (0–10)", &["4"]),
                Answer::new("MED", "Current medication", &["None"]),
                Answer::new("ALG", "Allergies", &["Penicillin"]),
            ],
            diagnoses: vec![json!({"code": "S93.4", "system": "ICD-10", "display": "Sprain of ankle"})],
            alerts: vec![],
        },
        SurveySeed {
            n: 3,
            patient: 1,
            status: "expired",
            created_at: "2025-01-20T07:58:03.120Z",
            answers: vec![],
            diagnoses: vec![],
            alerts: vec![],
        },
        SurveySeed {
            n: 4,
            patient: 1,
            status: "new",
            created_at: "2025-03-14T10:41:09.8765432Z",
            answers: vec![],
            diagnoses: vec![],
            alerts: vec![],
        },
        SurveySeed {
            n: 5,
            patient: 2,
            status: "completed",
            created_at: "2025-03-14T07:30:00.5000000Z",
            answers: vec![
                Answer::new("RFV", "Reason for visit", &["Contrôle de la tension artérielle"]),
                Answer::new("SYM", "Symptoms", &["Headache in the morning", "Dizziness"]),
                Answer::new("BP", "Home blood pressure readings", &["182/112", "176/104", "169/101"]),
                Answer::new("MED", "Current medication", &["Amlodipine 5 mg", "Metformin 850 mg twice daily"]),
                Answer::new("ALG", "Allergies", &[]),
                Answer::new("SMK", "Do you smoke?", &["Yes, 10 cigarettes a day"]),
            ],
            diagnoses: vec![
                json!({"icd10": "I10", "description": "Essential (primary) hypertension", "confirmedBy": "Dr. Els Janssens"}),
                json!("Type 2 diabetes mellitus"),
            ],
            alerts: vec![
                json!("Blood pressure above 180/110 reported"),
                json!({"severity": "low", "message": "Current smoker", "questionCode": "SMK"}),
            ],
        },
        SurveySeed {
            n: 6,
            patient: 3,
            status: "inProgress",
            created_at: "2025-03-14T08:47:31.004Z",
            answers: vec![
                Answer::new("RFV", "Reason for visit", &["Low back pain after lifting"]),
                Answer::new("PAIN", "Pain score (0–10)", &["8"]),
            ],
            diagnoses: vec![],
            alerts: vec![],
        },
        SurveySeed {
            n: 7,
            patient: 4,
            status: "completed",
            created_at: "2025-03-14T07:45:02.7182818Z",
            answers: vec![
                Answer::new("RFV", "Reason for visit", &["头痛 (headache) for five days"]),
                Answer::new("PAIN", "Pain score (0–10)", &["5"]),
                Answer::new("MED", "Current medication", &["Ibuprofen 400 mg"]),
                Answer::new("ALG", "Allergies", &["Shellfish", "Ibuprofen (not sure)"]),
                Answer::new("NOTE", "Anything else you would like to tell us?", &["请说慢一点 — please speak slowly"]),
            ],
            diagnoses: vec![json!({"code": "G44.2", "system": "ICD-10", "display": "Tension-type headache"})],
            alerts: vec![
                json!({"severity": "medium", "message": "Possible NSAID allergy while taking ibuprofen", "questionCode": "ALG"}),
            ],
        },
        SurveySeed {
            n: 8,
            patient: 5,
            status: "awaitingReview",
            created_at: "2025-03-13T15:20:45.600Z",
            answers: vec![
                Answer::new("RFV", "Reason for visit", &["Follow-up after knee arthroscopy"]),
                Answer::new("PAIN", "Pain score (0–10)", &["3"]),
                Answer::new("MOB", "Mobility", &["Walks without aid"]),
                Answer::new("MED", "Current medication", &["Paracetamol 1 g"]),
            ],
            diagnoses: vec![],
            alerts: vec![],
        },
        SurveySeed {
            n: 9,
            patient: 6,
            status: "new",
            created_at: "2025-03-14T09:02:17.3141592Z",
            answers: vec![],
            diagnoses: vec![],
            alerts: vec![],
        },
        SurveySeed {
            n: 10,
            patient: 7,
            status: "completed",
            created_at: "2025-03-14T07:05:55.055Z",
            answers: long_preop_answers(),
            diagnoses: vec![
                json!({"code": "M16.1", "system": "ICD-10", "display": "Unilateral primary osteoarthritis of hip"}),
                json!({"code": "I48.91", "system": "ICD-10", "display": "Atrial fibrillation"}),
                json!({"code": "E03.9", "system": "ICD-10", "display": "Hypothyroidism"}),
            ],
            alerts: vec![
                json!({"severity": "high", "message": "Anticoagulant (apixaban): plan interruption before surgery", "questionCode": "ANTICOAG"}),
                json!({"severity": "medium", "message": "Latex allergy", "questionCode": "ALG"}),
                json!({"severity": "medium", "message": "Fall risk", "questionCode": "FALL"}),
            ],
        },
        SurveySeed {
            n: 11,
            patient: 8,
            status: "inProgress",
            created_at: "2025-03-14T09:15:00.1000000Z",
            answers: vec![
                Answer::new("RFV", "Reason for visit", &["Renouvellement de la pilule"]),
                Answer::new("SMK", "Do you smoke?", &["Non"]),
                Answer::new("ALG", "Allergies", &[]),
            ],
            diagnoses: vec![],
            alerts: vec![],
        },
        SurveySeed {
            n: 12,
            patient: 9,
            status: "completed",
            created_at: "2025-03-14T08:20:40.999Z",
            answers: vec![
                Answer::new("RFV", "Reason for visit", &["Knieklachten na het voetballen"]),
                Answer::new("PAIN", "Pain score (0–10)", &["5"]),
                Answer::new("SWELL", "Swelling", &["Yes, since yesterday"]),
                Answer::new("MED", "Current medication", &[]),
                Answer::new("ALG", "Allergies", &["None known"]),
                Answer::new("SMK", "Do you smoke?", &["No"]),
            ],
            diagnoses: vec![json!({"code": "S83.6", "system": "ICD-10", "display": "Sprain of knee"})],
            alerts: vec![],
        },
        SurveySeed {
            n: 13,
            patient: 9,
            status: "closed",
            created_at: "2024-06-02T08:10:00.0000001Z",
            answers: vec![
                Answer::new("RFV", "Reason for visit", &["Griepvaccinatie"]),
                Answer::new("ALG", "Allergies", &["Eggs"]),
            ],
            diagnoses: vec![hypertension],
            alerts: vec![json!({"severity": "low", "message": "Egg allergy: check vaccine", "questionCode": "ALG"})],
        },
        SurveySeed {
            n: 14,
            patient: 10,
            status: "completed",
            created_at: "2025-03-14T07:12:21.210Z",
            answers: vec![
                Answer::new("RFV", "Reason for visit", &["Migraine attacks, more frequent lately"]),
                Answer::new("SYM", "Symptoms", &["Headache", "Nausea", "Sensitivity to light"]),
                Answer::new("PAIN", "Pain score (0–10)", &["9"]),
                Answer::new("MED", "Current medication", &["Sumatriptan 50 mg", "Oral contraceptive"]),
                Answer::new("ALG", "Allergies", &[]),
            ],
            diagnoses: vec![json!({"code": "G43.9", "system": "ICD-10", "display": "Migraine, unspecified"})],
            alerts: vec![
                json!({"severity": "medium", "message": "Migraine with combined oral contraceptive", "questionCode": "MED"}),
            ],
        },
        SurveySeed {
            n: 15,
            patient: 6,
            status: "expired",
            created_at: "2025-02-01T12:00:00.000Z",
            answers: vec![Answer::new("RFV", "Reason for visit", &["Rash on both arms"])],
            diagnoses: vec![],
            alerts: vec![],
        },
        SurveySeed {
            n: 16,
            patient: 2,
            status: "new",
            created_at: "2025-03-14T10:55:30.7654321Z",
            answers: vec![],
            diagnoses: vec![],
            alerts: vec![],
        },
        SurveySeed {
            n: 17,
            patient: 3,
            status: "closed",
            created_at: "2024-09-17T14:25:16.161Z",
            answers: vec![
                Answer::new("RFV", "Reason for visit", &["Occupational health check"]),
                Answer::new("SMK", "Do you smoke?", &["Occasionally"]),
            ],
            diagnoses: vec![],
            alerts: vec![],
        },
        SurveySeed {
            n: 18,
            patient: 10,
            status: "new",
            created_at: "2025-03-14T11:02:03.030Z",
            answers: vec![],
            diagnoses: vec![],
            alerts: vec![],
        },
    ]
}

/// A timestamp `minutes` after `base`, with 3 or 7 fractional digits.
fn after(base: &str, minutes: i64, seven_digits: bool) -> String {
    let Ok(base) = base.parse::<jiff::Timestamp>() else {
        return base.to_owned();
    };
    let ts = base.checked_add(jiff::SignedDuration::from_secs(minutes * 60 + 17)).unwrap_or(base);
    if seven_digits {
        super::store::iso_7(ts)
    } else {
        format!("{}.{:03}Z", ts.strftime("%Y-%m-%dT%H:%M:%S"), ts.subsec_nanosecond() / 1_000_000)
    }
}

fn histories(surveys: &[Survey]) -> Vec<HistoryEntry> {
    let mut entries = Vec::new();
    let mut next_id = 0u32;
    let mut push = |survey: &Survey, minutes: i64, user: User, content: Value| {
        next_id += 1;
        entries.push(history_entry(
            format!("9b2d4c6e-5a7f-4e1b-8c3d-{next_id:012}"),
            &survey.survey_id,
            after(&survey.created_at, minutes, next_id.is_multiple_of(2)),
            user,
            content,
        ));
    };
    for survey in surveys {
        // This morning's surveys were sent by the desk; older ones by a scheduled job.
        let creator = if survey.created_at.starts_with("2025-03-14") { DEMO_STAFF } else { SYSTEM };
        push(survey, 0, creator, workflow(STEP_CREATED));
        match survey.status.as_str() {
            "new" => {}
            "inProgress" => push(survey, 12, SYSTEM, workflow(STEP_STARTED)),
            "expired" => {
                push(survey, 60 * 24 * 3, SYSTEM, reminder("email", 1));
                push(survey, 60 * 24 * 14, SYSTEM, workflow(STEP_EXPIRED));
            }
            "completed" | "closed" | "awaitingReview" => {
                if survey.survey_id == DEMO_SURVEY_ID {
                    push(survey, 15, SYSTEM, reminder("sms", 2));
                }
                push(survey, 26, SYSTEM, workflow(STEP_STARTED));
                push(survey, 39, SYSTEM, workflow(STEP_COMPLETED));
                push(survey, 57, DOCTOR, claim(true));
                if survey.status != "awaitingReview" {
                    push(survey, 70, DOCTOR, claim(false));
                }
                if survey.status == "closed" {
                    push(survey, 71, DOCTOR, workflow(STEP_CLOSED));
                }
            }
            _ => {}
        }
    }
    entries
}

/// The complete demo data set.
pub(crate) fn demo_data() -> Data {
    let surveys: Vec<Survey> = surveys()
        .into_iter()
        .map(|s| {
            let survey_id = format!("3c9d2e71-8b4f-4a26-9e53-{:012}", s.n);
            Survey {
                url: survey_url(&survey_id, None),
                survey_id,
                patient_id: format!("0f6b7c2e-41a5-4e0b-8d2f-{:012}", s.patient),
                status: s.status.to_owned(),
                created_at: s.created_at.to_owned(),
                answers: s.answers,
                diagnoses: s.diagnoses,
                alerts: s.alerts,
                pin: None,
            }
        })
        .collect();
    let history = histories(&surveys);
    Data::new(patients(), surveys, history, Vec::new())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn demo_data_is_consistent() {
        let data = demo_data();
        assert!(data.patients.len() >= 8);
        assert!(data.surveys.len() >= 15);
        for s in &data.surveys {
            assert!(data.patient(&s.patient_id).is_some(), "{}", s.survey_id);
            assert!(!data.history_of(&s.survey_id).is_empty());
        }
        assert!(data.patient(DEMO_PATIENT_ID).is_some());
        assert!(data.patient(DEMO_SLASH_PATIENT_ID).is_some());
        assert_eq!(
            data.patient_by_reference(DEMO_SLASH_REFERENCE).map(|p| p.patient_id.as_str()),
            Some(DEMO_SLASH_PATIENT_ID)
        );
        let demo = data.survey(DEMO_SURVEY_ID).map(|s| s.patient_id.clone());
        assert_eq!(demo.as_deref(), Some(DEMO_PATIENT_ID));
        let kinds: Vec<&str> = data.history_of(DEMO_SURVEY_ID).iter().map(|h| h.kind.as_str()).collect();
        assert_eq!(kinds, ["workflow", "reminder", "workflow", "workflow", "claim", "claim"]);
        for id in [
            DEMO_NEW_SURVEY_ID,
            DEMO_ODD_SHAPES_SURVEY_ID,
            DEMO_IN_PROGRESS_SURVEY_ID,
            DEMO_UNKNOWN_STATUS_SURVEY_ID,
            DEMO_LONG_SURVEY_ID,
        ] {
            assert!(data.survey(id).is_some(), "{id}");
        }
        for id in [DEMO_NO_EMAIL_PATIENT_ID, DEMO_LANDLINE_PATIENT_ID, DEMO_NO_PHONE_PATIENT_ID] {
            assert!(data.patient(id).is_some(), "{id}");
        }
        let mut references: Vec<&str> = data.patients.iter().map(|p| p.details.external_reference.as_str()).collect();
        references.sort_unstable();
        references.dedup();
        assert_eq!(references.len(), data.patients.len());
    }
}
