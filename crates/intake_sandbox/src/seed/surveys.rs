//! The eighteen demo surveys across every status (plus the unknown `awaitingReview`), with
//! their answers, and diagnoses and alerts of several shapes.

use serde_json::json;

use crate::store::Answer;

use super::SurveySeed;

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

pub(super) fn surveys() -> Vec<SurveySeed> {
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
