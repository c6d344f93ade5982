//! Surveys.

use super::*;

#[tokio::test]
async fn create_survey_by_patient_id_with_and_without_url() {
    let (sandbox, client) = start().await;
    let before = client.list_patient_surveys(DEMO_PATIENT_ID).await.unwrap().len();

    let created = client.create_survey(&survey_for(DEMO_PATIENT_ID)).await.unwrap();
    assert_eq!(created.url, None, "no URL unless asked");

    let with_url = CreateSurveyRequest { include_url: true, ..survey_for(DEMO_PATIENT_ID) };
    let created_with_url = client.create_survey(&with_url).await.unwrap();
    let url = created_with_url.url.as_deref().unwrap();
    assert!(url.contains(&created_with_url.survey_id), "{url}");
    assert!(!url.contains("pin"), "no PIN unless asked: {url}");

    let with_pin = CreateSurveyRequest { include_url: true, include_pin_in_url: true, ..survey_for(DEMO_PATIENT_ID) };
    let created_with_pin = client.create_survey(&with_pin).await.unwrap();
    assert!(created_with_pin.url.as_deref().unwrap().contains("pin="), "{:?}", created_with_pin.url);

    let surveys = client.list_patient_surveys(DEMO_PATIENT_ID).await.unwrap();
    assert_eq!(surveys.len(), before + 3);
    for id in [&created.survey_id, &created_with_url.survey_id, &created_with_pin.survey_id] {
        assert!(surveys.iter().any(|s| &s.survey_id == id), "{id} not listed");
    }
    let survey = client.get_survey(&created.survey_id).await.unwrap();
    assert_eq!(survey.survey_id, created.survey_id);
    assert_eq!(survey.status.as_ref().unwrap().0, "new");
    assert!(survey.answers.is_empty());
    assert!(sandbox.outbox().is_empty(), "no invitation unless asked");
}

/// Form 2 (a full `patient`) with an `externalReference` that already exists: the sandbox keeps
/// that patient and its patientId, replaces its details with the ones sent, creates no second
/// patient, and lists the new survey under that patientId beside the patient's earlier surveys.
#[tokio::test]
async fn create_survey_with_full_patient_of_a_known_reference_updates_that_patient_and_adds_the_survey() {
    let (sandbox, client) = start().await;
    let before = sandbox.patient_count();
    let earlier: Vec<String> =
        client.list_patient_surveys(DEMO_PATIENT_ID).await.unwrap().into_iter().map(|s| s.survey_id).collect();
    assert!(earlier.contains(&DEMO_SURVEY_ID.to_owned()), "{earlier:?}");
    let seeded = client.get_patient(DEMO_PATIENT_ID).await.unwrap();

    // Every field differs from the seeded Zoë Vermeulen (female, 1987-04-12, nl-be, a Belgian mobile).
    let sent = PatientPayload {
        first_name: "Zoé-Anne".into(),
        last_name: "Vermeulen-Peeters".into(),
        gender: Gender::Male,
        birthdate: Birthdate::new(1990, 1, 31).unwrap(),
        language: "fr-be".into(),
        email: Some("z.peeters@example.nl".into()),
        phone: Some(PhonePayload {
            phone_number: "+31201234567".into(),
            phone_type: PhoneType::Landline,
            country_iso_alpha2: "NL".into(),
        }),
        external_reference: DEMO_PATIENT_REFERENCE.into(),
        extra: Default::default(),
    };
    assert_ne!(seeded.first_name, sent.first_name);
    assert_ne!(seeded.birthdate, Some(sent.birthdate));
    let request = CreateSurveyRequest {
        patient: SurveyPatient::New(Box::new(sent)),
        include_url: true,
        include_pin_in_url: false,
        invitation: None,
    };
    let created = client.create_survey(&request).await.unwrap();

    assert_eq!(sandbox.patient_count(), before, "no second patient");
    assert_eq!(sandbox.find_patient_ids_by_external_reference(DEMO_PATIENT_REFERENCE), [DEMO_PATIENT_ID]);
    let patient = client.get_patient_by_external_reference(DEMO_PATIENT_REFERENCE).await.unwrap();
    assert_eq!(patient.patient_id, DEMO_PATIENT_ID, "the same patient");
    assert_eq!(patient.first_name, "Zoé-Anne");
    assert_eq!(patient.last_name, "Vermeulen-Peeters");
    assert_eq!(patient.gender, Some(Gender::Male));
    assert_eq!(patient.birthdate, Birthdate::new(1990, 1, 31));
    assert_eq!(patient.language.as_deref(), Some("fr-be"));
    assert_eq!(patient.email.as_deref(), Some("z.peeters@example.nl"));
    let phone = patient.phone.as_ref().expect("a phone");
    assert_eq!(phone.phone_number, "+31201234567");
    assert_eq!(phone.phone_type, Some(PhoneType::Landline));
    assert_eq!(phone.country_iso_alpha2, "NL");
    assert_eq!(patient.external_reference.as_deref(), Some(DEMO_PATIENT_REFERENCE));
    // Read by its id too: one record, not a copy under the reference.
    let by_id = client.get_patient(DEMO_PATIENT_ID).await.unwrap();
    assert_eq!((by_id.first_name.as_str(), by_id.birthdate), ("Zoé-Anne", Birthdate::new(1990, 1, 31)));

    // The new survey is the patient's, next to the earlier ones.
    let mut listed: Vec<String> =
        client.list_patient_surveys(DEMO_PATIENT_ID).await.unwrap().into_iter().map(|s| s.survey_id).collect();
    let mut expected = earlier.clone();
    expected.push(created.survey_id.clone());
    listed.sort();
    expected.sort();
    assert_eq!(listed, expected, "the earlier surveys and the new one, under the same patientId");
}

#[tokio::test]
async fn create_survey_with_new_patient_and_email_invitation() {
    let (sandbox, client) = start().await;
    let before = sandbox.patient_count();
    let request = CreateSurveyRequest {
        patient: SurveyPatient::New(Box::new(payload("MRN-VIA-SURVEY"))),
        include_url: true,
        include_pin_in_url: false,
        invitation: Some(Channel::Email),
    };
    let created = client.create_survey(&request).await.unwrap();
    assert_eq!(sandbox.patient_count(), before + 1);
    let ids = sandbox.find_patient_ids_by_external_reference("MRN-VIA-SURVEY");
    assert_eq!(ids.len(), 1);
    let patient = client.get_patient_by_external_reference("MRN-VIA-SURVEY").await.unwrap();
    assert_eq!(patient.patient_id, ids[0]);

    let outbox = sandbox.outbox();
    assert_eq!(outbox.len(), 1, "{outbox:?}");
    let message = &outbox[0];
    assert_eq!(message.channel, "email");
    assert_eq!(message.address, "noor.claes@example.be");
    assert_eq!(message.survey_id, created.survey_id);
    assert_eq!(message.patient_id, patient.patient_id);
    assert!(!message.url.contains("pin="), "{}", message.url);
}

#[tokio::test]
async fn create_survey_with_sms_invitation_and_pin() {
    let (sandbox, client) = start().await;
    let request = CreateSurveyRequest {
        include_url: true,
        include_pin_in_url: true,
        invitation: Some(Channel::Sms),
        ..survey_for(DEMO_PATIENT_ID)
    };
    let created = client.create_survey(&request).await.unwrap();
    let outbox = sandbox.outbox();
    assert_eq!(outbox.len(), 1, "{outbox:?}");
    let message = &outbox[0];
    assert_eq!(message.channel, "sms");
    assert_eq!(message.address, "+32470123456");
    assert_eq!(message.survey_id, created.survey_id);
    assert_eq!(message.patient_id, DEMO_PATIENT_ID);
    assert!(message.url.contains("pin="), "{}", message.url);
    assert_eq!(Some(message.url.as_str()), created.url.as_deref());
}

#[tokio::test]
async fn create_survey_refuses_invitations_the_patient_cannot_receive() {
    let (sandbox, client) = start().await;
    let cases = [
        (DEMO_NO_EMAIL_PATIENT_ID, Channel::Email, "e-mail"),
        (DEMO_LANDLINE_PATIENT_ID, Channel::Sms, "mobile"),
        (DEMO_NO_PHONE_PATIENT_ID, Channel::Sms, "mobile"),
    ];
    for (patient_id, channel, word) in cases {
        let before = client.list_patient_surveys(patient_id).await.unwrap().len();
        let request = CreateSurveyRequest { invitation: Some(channel), ..survey_for(patient_id) };
        let err = expect_kind(client.create_survey(&request).await, ErrorKind::Validation);
        let messages = err.messages_for("communicationServiceTypes");
        assert!(messages.iter().any(|m| m.contains(word)), "{patient_id} {channel:?}: {:?}", err.field_errors);
        assert_eq!(client.list_patient_surveys(patient_id).await.unwrap().len(), before, "no survey created");
    }
    // Form 2: a new patient without an e-mail address.
    let before = sandbox.patient_count();
    let request = CreateSurveyRequest {
        patient: SurveyPatient::New(Box::new(PatientPayload { email: None, ..payload("MRN-NO-MAIL") })),
        include_url: false,
        include_pin_in_url: false,
        invitation: Some(Channel::Email),
    };
    let err = expect_kind(client.create_survey(&request).await, ErrorKind::Validation);
    assert!(!err.messages_for("communicationServiceTypes").is_empty(), "{:?}", err.field_errors);
    assert_eq!(sandbox.patient_count(), before, "no patient created");
    assert!(sandbox.outbox().is_empty());
}

#[tokio::test]
async fn create_survey_other_failures() {
    let (sandbox, client) = start().await;
    let err = expect_kind(client.create_survey(&survey_for(UNKNOWN_ID)).await, ErrorKind::NotFound);
    assert_eq!(err.status, Some(404));
    let err = expect_kind(client.create_survey(&survey_for("not-a-uuid")).await, ErrorKind::Validation);
    assert!(!err.messages_for("patientId").is_empty(), "{:?}", err.field_errors);

    // Form 2 with a bad patient: the nested field names still reach their fields.
    let before = sandbox.patient_count();
    let mut bad = payload("MRN-BAD-PHONE");
    bad.phone = Some(PhonePayload {
        phone_number: "12".into(),
        phone_type: PhoneType::Mobile,
        country_iso_alpha2: "BE".into(),
    });
    let request = CreateSurveyRequest {
        patient: SurveyPatient::New(Box::new(bad)),
        include_url: false,
        include_pin_in_url: false,
        invitation: None,
    };
    let err = expect_kind(client.create_survey(&request).await, ErrorKind::Validation);
    assert!(!err.messages_for("phone.phoneNumber").is_empty(), "{:?}", err.field_errors);
    assert!(!err.messages_for("patient.phone.phoneNumber").is_empty(), "{:?}", err.field_errors);
    assert_eq!(sandbox.patient_count(), before);
    expect_kind(client.create_survey(&survey_for("")).await, ErrorKind::InvalidInput);
}

#[tokio::test]
async fn get_survey_with_answers_diagnoses_and_alerts() {
    let (_sandbox, client) = start().await;
    let survey = client.get_survey(DEMO_SURVEY_ID).await.unwrap();
    assert_eq!(survey.survey_id, DEMO_SURVEY_ID);
    let status = survey.status.as_ref().unwrap();
    assert_eq!((status.0.as_str(), status.tone()), ("completed", StatusTone::Done));
    let created_at = survey.created_at.as_ref().unwrap();
    assert_eq!(created_at.instant.unwrap().subsec_nanosecond(), 345_000_000);
    assert_eq!(survey.answers.len(), 11);
    let symptoms = survey.answers.iter().find(|a| a.question_code == "SYM").unwrap();
    assert_eq!(symptoms.question_label, "Symptoms");
    assert_eq!(symptoms.answer_values, ["Cough", "Wheezing", "Chest pain"]);
    let note = survey.answers.iter().find(|a| a.question_code == "NOTE").unwrap();
    assert!(note.answer_values.is_empty());
    let diagnoses: Vec<String> =
        survey.confirmed_diagnoses.diagnoses.iter().map(intake_desk::state::present::describe_element).collect();
    assert_eq!(diagnoses, ["Asthma, unspecified (J45.9)", "Allergic rhinitis due to pollen (J30.1)"]);
    assert_eq!(survey.alerts.len(), 2);
    assert_eq!(intake_desk::state::present::describe_element(&survey.alerts[0]), "Chest pain at rest reported");
    assert_eq!(intake_desk::state::present::alert_severity(&survey.alerts[0]).as_deref(), Some("high"));
    assert_eq!(survey.extra.get("patientId").and_then(|v| v.as_str()), Some(DEMO_PATIENT_ID));

    let odd = client.get_survey(DEMO_ODD_SHAPES_SURVEY_ID).await.unwrap();
    let diagnoses: Vec<String> =
        odd.confirmed_diagnoses.diagnoses.iter().map(intake_desk::state::present::describe_element).collect();
    assert_eq!(diagnoses, ["Essential (primary) hypertension (I10)", "Type 2 diabetes mellitus"]);
    assert_eq!(intake_desk::state::present::describe_element(&odd.alerts[0]), "Blood pressure above 180/110 reported");

    let unknown = client.get_survey(DEMO_UNKNOWN_STATUS_SURVEY_ID).await.unwrap();
    let status = unknown.status.unwrap();
    assert_eq!((status.known(), status.raw(), status.tone()), (None, "awaitingReview", StatusTone::Unknown));
    assert_eq!(
        english().msg(&intake_desk::i18n::service::survey_status(&status)),
        "awaitingReview",
        "shown as it came"
    );

    let err = expect_kind(client.get_survey(UNKNOWN_ID).await, ErrorKind::NotFound);
    assert_eq!(err.status, Some(404));
    expect_kind(client.get_survey("not-a-survey").await, ErrorKind::NotFound);
}

#[tokio::test]
async fn get_survey_history_keeps_every_entry() {
    let (_sandbox, client) = start().await;
    let history = client.get_survey_history(DEMO_SURVEY_ID).await.unwrap();
    assert!(history.len() >= 4, "{history:?}");
    assert!(history.iter().all(|e| e.survey_id == DEMO_SURVEY_ID));
    assert!(history.iter().any(|e| matches!(e.content, ChangeContent::Workflow { .. })));
    assert!(history.iter().any(|e| e.content == ChangeContent::Claim { is_claimed: true }));
    assert!(history.iter().any(|e| e.content == ChangeContent::Claim { is_claimed: false }));
    let reminder = history.iter().find(|e| e.entry_type == "reminder").expect("the undocumented reminder entry");
    match &reminder.content {
        ChangeContent::Other(value) => assert_eq!(value["$type"], "reminder"),
        other => panic!("reminder read as {other:?}"),
    }
    let instants: Vec<jiff::Timestamp> =
        history.iter().map(|e| e.timestamp.as_ref().unwrap().instant.unwrap()).collect();
    assert!(instants.windows(2).all(|w| w[0] <= w[1]), "ascending: {instants:?}");
    let system = history.iter().find(|e| e.user_email == "system").expect("a system-generated entry");
    assert_eq!(system.who(), "System");
    let staff = history.iter().find(|e| e.content == ChangeContent::Claim { is_claimed: true }).unwrap();
    assert!(!staff.who().is_empty() && staff.who() != "unknown user", "{staff:?}");

    // A new survey has its creation in its history.
    let created = client.create_survey(&survey_for(DEMO_PATIENT_ID)).await.unwrap();
    let history = client.get_survey_history(&created.survey_id).await.unwrap();
    assert_eq!(history.len(), 1);
    assert_eq!(history[0].entry_type, "workflow");

    expect_kind(client.get_survey_history(UNKNOWN_ID).await, ErrorKind::NotFound);
}

#[tokio::test]
async fn list_patient_surveys() {
    let (_sandbox, client) = start().await;
    let surveys = client.list_patient_surveys(DEMO_PATIENT_ID).await.unwrap();
    let mut statuses: Vec<String> = surveys.iter().map(|s| s.status.clone().unwrap().0).collect();
    statuses.sort();
    assert_eq!(statuses, ["closed", "completed", "expired", "new"]);
    assert!(surveys.iter().any(|s| s.survey_id == DEMO_SURVEY_ID));

    let created = client.create_patient(&payload("MRN-NO-SURVEYS")).await.unwrap();
    assert!(client.list_patient_surveys(&created.patient_id).await.unwrap().is_empty());

    let err = expect_kind(client.list_patient_surveys(UNKNOWN_ID).await, ErrorKind::NotFound);
    assert_eq!(err.status, Some(404));
}

#[tokio::test]
async fn plain_text_summary() {
    let (_sandbox, client) = start().await;
    let summary = client.get_plain_text_summary(DEMO_SURVEY_ID).await.unwrap();
    let lines: Vec<&str> = summary.value.lines().collect();
    assert!(lines[0].contains("Zoë Vermeulen"), "{lines:?}");
    assert!(lines.contains(&"Symptoms: Cough, Wheezing, Chest pain"), "{lines:?}");
    expect_kind(client.get_plain_text_summary(UNKNOWN_ID).await, ErrorKind::NotFound);
}

#[tokio::test]
async fn pdf_summary_decodes_to_a_pdf() {
    let (_sandbox, client) = start().await;
    let pdf = client.get_pdf_summary(DEMO_SURVEY_ID).await.unwrap();
    assert!(pdf.0.starts_with(b"%PDF-"), "{pdf:?}");
    assert!(pdf.0.windows(5).any(|w| w == b"%%EOF"), "a complete file");
    let long = client.get_pdf_summary(DEMO_LONG_SURVEY_ID).await.unwrap();
    assert!(long.0.starts_with(b"%PDF-"));
    assert!(long.0.len() > pdf.0.len());
    expect_kind(client.get_pdf_summary(UNKNOWN_ID).await, ErrorKind::NotFound);
}

#[tokio::test]
async fn pdf_summary_that_is_not_a_pdf_is_a_decode_error() {
    let (sandbox, client) = start().await;
    let path = format!("/tenant-api/survey/{DEMO_SURVEY_ID}/summary/pdf");
    let not_pdf = format!("\"{}\"", base64::engine::general_purpose::STANDARD.encode(b"<html>Sign in</html>"));
    sandbox.faults().set(rule("GET", &path, respond(200, &not_pdf, Some("application/json"), None)));
    let err = expect_kind(client.get_pdf_summary(DEMO_SURVEY_ID).await, ErrorKind::Decode);
    // The excerpt is of the decoded bytes: what came back instead of a PDF.
    assert!(err.excerpt.as_deref().unwrap().starts_with("<html>Sign in"), "{err:?}");

    sandbox.faults().set(rule("GET", &path, respond(200, "\"JVBERi0x!!*@@\"", Some("application/json"), None)));
    let err = expect_kind(client.get_pdf_summary(DEMO_SURVEY_ID).await, ErrorKind::Decode);
    // Nothing could be decoded: the excerpt is of the body itself.
    assert!(err.excerpt.as_deref().unwrap().contains("JVBERi0x!!*@@"), "{err:?}");

    // The fault rules were used up: the real PDF comes back.
    assert!(client.get_pdf_summary(DEMO_SURVEY_ID).await.unwrap().0.starts_with(b"%PDF-"));
}
