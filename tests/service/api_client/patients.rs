//! Patients.

use super::*;

#[tokio::test]
async fn create_patient_and_fetch_it_back() {
    let (sandbox, client) = start().await;
    let before = sandbox.patient_count();
    let created = client.create_patient(&payload("MRN-NEW-1")).await.unwrap();
    assert_eq!(sandbox.patient_count(), before + 1);
    assert_eq!(sandbox.find_patient_ids_by_external_reference("MRN-NEW-1"), std::slice::from_ref(&created.patient_id));

    let patient = client.get_patient(&created.patient_id).await.unwrap();
    assert_eq!(patient.patient_id, created.patient_id);
    assert_eq!((patient.first_name.as_str(), patient.last_name.as_str()), ("Noor", "Claes"));
    assert_eq!(patient.gender, Some(Gender::Female));
    assert_eq!(patient.birthdate, Birthdate::new(1985, 6, 15));
    assert_eq!(patient.language.as_deref(), Some("nl-be"));
    assert_eq!(patient.email.as_deref(), Some("noor.claes@example.be"));
    let phone = patient.phone.as_ref().unwrap();
    assert_eq!(phone.phone_number, "+32470111222");
    assert_eq!(phone.phone_type, Some(PhoneType::Mobile));
    assert_eq!(phone.country_iso_alpha2, "BE");
    assert_eq!(patient.external_reference.as_deref(), Some("MRN-NEW-1"));
    assert!(patient.extra.contains_key("createdAt"), "unknown fields are kept: {:?}", patient.extra);

    // Without e-mail and phone (optional fields are left out of the body).
    let minimal = PatientPayload { email: None, phone: None, ..payload("MRN-NEW-2") };
    let created = client.create_patient(&minimal).await.unwrap();
    let patient = client.get_patient(&created.patient_id).await.unwrap();
    assert_eq!((patient.email, patient.phone), (None, None));
}

#[tokio::test]
async fn create_patient_validation_errors_reach_each_field() {
    let (sandbox, client) = start().await;
    let before = sandbox.patient_count();
    let bad = PatientPayload {
        first_name: "  ".into(),
        language: "NL".into(),
        email: Some("not-an-address".into()),
        phone: Some(PhonePayload {
            phone_number: "0470 11 12 22".into(),
            phone_type: PhoneType::Mobile,
            country_iso_alpha2: "BEL".into(),
        }),
        birthdate: Birthdate::new(2999, 1, 1).unwrap(),
        ..payload("MRN-BAD")
    };
    let err = expect_kind(client.create_patient(&bad).await, ErrorKind::Validation);
    assert_eq!(err.status, Some(400));
    assert_eq!(sandbox.patient_count(), before, "nothing was created");
    for field in ["firstName", "language", "email", "phone.phoneNumber", "phone.countryIsoAlpha2", "birthdate"] {
        assert!(!err.messages_for(field).is_empty(), "no message for {field}: {:?}", err.field_errors);
    }
    assert!(err.messages_for("phone.phoneNumber")[0].contains("international"), "{:?}", err.field_errors);
    assert!(err.messages_for("lastName").is_empty());
    assert!(err.messages_for("externalReference").is_empty());
    assert!(err.trace_id.is_some());
}

#[tokio::test]
async fn create_patient_with_a_taken_external_reference_conflicts() {
    let (sandbox, client) = start().await;
    let err = expect_kind(client.create_patient(&payload(DEMO_PATIENT_REFERENCE)).await, ErrorKind::Conflict);
    assert_eq!(err.status, Some(409));
    assert_eq!(err.reason, Reason::ReferenceTaken);
    assert!(err.concerns_field("externalReference"), "{err:?}");
    assert_eq!(sandbox.find_patient_ids_by_external_reference(DEMO_PATIENT_REFERENCE), [DEMO_PATIENT_ID]);

    client.create_patient(&payload("MRN-TWICE")).await.unwrap();
    expect_kind(client.create_patient(&payload("MRN-TWICE")).await, ErrorKind::Conflict);
    assert_eq!(sandbox.find_patient_ids_by_external_reference("MRN-TWICE").len(), 1);
}

#[tokio::test]
async fn get_patient_by_id_and_unknown_ids() {
    let (_sandbox, client) = start().await;
    let patient = client.get_patient(DEMO_PATIENT_ID).await.unwrap();
    assert_eq!(patient.full_name(), "Zoë Vermeulen");
    assert_eq!(patient.birthdate, Birthdate::new(1987, 4, 12));
    assert_eq!(patient.external_reference.as_deref(), Some(DEMO_PATIENT_REFERENCE));

    let err = expect_kind(client.get_patient(UNKNOWN_ID).await, ErrorKind::NotFound);
    assert_eq!(err.status, Some(404));
    // Not an identifier at all, and an attempt to climb out of the path: still just "not found".
    expect_kind(client.get_patient("nope").await, ErrorKind::NotFound);
    expect_kind(client.get_patient(&format!("../../survey/{DEMO_SURVEY_ID}")).await, ErrorKind::NotFound);
    // Empty and dot-only identifiers are refused before sending.
    expect_kind(client.get_patient("").await, ErrorKind::InvalidInput);
    expect_kind(client.get_patient("..").await, ErrorKind::InvalidInput);
}

#[tokio::test]
async fn get_patient_by_external_reference() {
    let (_sandbox, client) = start().await;
    let patient = client.get_patient_by_external_reference(DEMO_PATIENT_REFERENCE).await.unwrap();
    assert_eq!(patient.patient_id, DEMO_PATIENT_ID);
    let patient = client.get_patient_by_external_reference(DEMO_SLASH_REFERENCE).await.unwrap();
    assert_eq!(patient.patient_id, DEMO_SLASH_PATIENT_ID);

    let err = expect_kind(client.get_patient_by_external_reference("MRN-NOBODY").await, ErrorKind::NotFound);
    assert_eq!(err.status, Some(404));
    // A prefix of a real reference is another reference.
    expect_kind(client.get_patient_by_external_reference("MRN/2024").await, ErrorKind::NotFound);
    expect_kind(client.get_patient_by_external_reference(".").await, ErrorKind::InvalidInput);
}

#[tokio::test]
async fn external_references_round_trip_through_the_path() {
    let (sandbox, client) = start().await;
    let references = ["MRN/2024 #7?x", "a b", "a%20b", "ünïcødé/%2F", "50%", "x+y&z=1;v", "..a", "~._-"];
    let mut ids = Vec::new();
    for reference in references {
        let created = client.create_patient(&payload(reference)).await.unwrap();
        ids.push(created.patient_id);
    }
    for (reference, id) in references.iter().zip(&ids) {
        let patient = client
            .get_patient_by_external_reference(reference)
            .await
            .unwrap_or_else(|e| panic!("{reference:?}: {e:?}"));
        assert_eq!(&patient.patient_id, id, "{reference:?}");
        assert_eq!(patient.external_reference.as_deref(), Some(*reference));
        assert_eq!(
            sandbox.find_patient_ids_by_external_reference(reference),
            std::slice::from_ref(id),
            "{reference:?}"
        );
    }
    // Every character that is not unreserved went out encoded.
    let paths: Vec<String> =
        sandbox.requests().into_iter().filter(|r| r.path.contains("/external-reference/")).map(|r| r.path).collect();
    assert!(paths.contains(&"/tenant-api/patients/external-reference/MRN%2F2024%20%237%3Fx".to_owned()), "{paths:?}");
    assert!(paths.contains(&"/tenant-api/patients/external-reference/50%25".to_owned()), "{paths:?}");
    assert!(paths.contains(&"/tenant-api/patients/external-reference/%C3%BCn%C3%AFc%C3%B8d%C3%A9%2F%252F".to_owned()));
}

#[tokio::test]
async fn update_patient_changes_what_is_fetched() {
    let (_sandbox, client) = start().await;
    let created = client.create_patient(&payload("MRN-UPD")).await.unwrap();
    let changed = PatientPayload {
        first_name: "Noortje".into(),
        gender: Gender::Male,
        birthdate: Birthdate::new(1986, 7, 16).unwrap(),
        email: Some("noortje@example.be".into()),
        phone: Some(PhonePayload {
            phone_number: "+3225550000".into(),
            phone_type: PhoneType::Landline,
            country_iso_alpha2: "BE".into(),
        }),
        external_reference: "MRN-UPD-2".into(),
        ..payload("MRN-UPD")
    };
    let returned = client.update_patient(&created.patient_id, &changed).await.unwrap();
    assert_eq!(returned.as_ref().map(|p| p.first_name.as_str()), Some("Noortje"), "the sandbox sends the record back");
    let patient = client.get_patient(&created.patient_id).await.unwrap();
    assert_eq!(patient.first_name, "Noortje");
    assert_eq!(patient.gender, Some(Gender::Male));
    assert_eq!(patient.birthdate, Birthdate::new(1986, 7, 16));
    assert_eq!(patient.phone.unwrap().phone_type, Some(PhoneType::Landline));
    assert_eq!(patient.external_reference.as_deref(), Some("MRN-UPD-2"));
    let by_reference = client.get_patient_by_external_reference("MRN-UPD-2").await.unwrap();
    assert_eq!(by_reference.patient_id, created.patient_id);
    expect_kind(client.get_patient_by_external_reference("MRN-UPD").await, ErrorKind::NotFound);
}

#[tokio::test]
async fn update_patient_failures() {
    let (_sandbox, client) = start().await;
    let created = client.create_patient(&payload("MRN-UPD-F")).await.unwrap();

    let err = expect_kind(client.update_patient(UNKNOWN_ID, &payload("MRN-UPD-X")).await, ErrorKind::NotFound);
    assert_eq!(err.status, Some(404));

    let err = expect_kind(
        client.update_patient(&created.patient_id, &payload(DEMO_PATIENT_REFERENCE)).await,
        ErrorKind::Conflict,
    );
    assert_eq!(err.reason, Reason::ReferenceTaken);
    assert!(err.concerns_field("externalReference"), "{err:?}");

    let bad = PatientPayload { email: Some("x@y".into()), last_name: String::new(), ..payload("MRN-UPD-F") };
    let err = expect_kind(client.update_patient(&created.patient_id, &bad).await, ErrorKind::Validation);
    assert!(!err.messages_for("email").is_empty(), "{:?}", err.field_errors);
    assert!(!err.messages_for("lastName").is_empty(), "{:?}", err.field_errors);

    // Nothing of the failed updates stuck.
    let patient = client.get_patient(&created.patient_id).await.unwrap();
    assert_eq!(patient.last_name, "Claes");
    assert_eq!(patient.external_reference.as_deref(), Some("MRN-UPD-F"));
}

/// A service that binds strictly: a PUT of a patient carrying any of `read_only` is refused
/// with 400 naming each ("The field … is read-only."), as ASP.NET refuses read-only members.
fn strict_service(read_only: &[&str]) -> FaultRule {
    FaultRule {
        times: None,
        ..rule(
            "PUT",
            "/tenant-api/patients/",
            Fault::RefuseReadOnly { fields: read_only.iter().map(|f| (*f).to_owned()).collect() },
        )
    }
}

fn puts(sandbox: &Sandbox) -> usize {
    sandbox.requests().iter().filter(|request| request.method == "PUT").count()
}

/// A payload that sends back two fields of the record the app does not know.
fn with_unknown_fields(reference: &str) -> PatientPayload {
    let mut with_data = payload(reference);
    with_data.extra.insert("preferredPharmacy".into(), serde_json::json!("Apotheek De Linde"));
    with_data.extra.insert("legacyChartNumber".into(), serde_json::json!("K-1234"));
    with_data
}

#[tokio::test]
async fn an_update_refused_for_fields_the_app_only_kept_is_sent_once_more_without_them() {
    let (sandbox, client) = start().await;
    let created = client.create_patient(&with_unknown_fields("MRN-STRICT")).await.unwrap();
    sandbox.faults().set(strict_service(&["legacyChartNumber"]));
    let before = puts(&sandbox);

    let renamed = PatientPayload { first_name: "Nora".into(), ..with_unknown_fields("MRN-STRICT") };
    client.update_patient(&created.patient_id, &renamed).await.unwrap();
    assert_eq!(puts(&sandbox) - before, 2, "sent once more, once");
    let patient = client.get_patient(&created.patient_id).await.unwrap();
    assert_eq!(patient.first_name, "Nora");
    assert_eq!(patient.extra.get("preferredPharmacy"), Some(&serde_json::json!("Apotheek De Linde")));
    assert!(!patient.extra.contains_key("legacyChartNumber"), "{:?}", patient.extra.keys());
}

#[tokio::test]
async fn an_update_refused_for_what_the_user_typed_is_never_sent_without_it() {
    let (sandbox, client) = start().await;
    let created = client.create_patient(&with_unknown_fields("MRN-STRICT-2")).await.unwrap();

    // The service calls the e-mail address read-only: the user's field is never dropped.
    sandbox.faults().set(strict_service(&["email"]));
    let before = puts(&sandbox);
    let err = expect_kind(
        client.update_patient(&created.patient_id, &with_unknown_fields("MRN-STRICT-2")).await,
        ErrorKind::Validation,
    );
    assert!(err.concerns_field("email"), "{:?}", err.field_errors);
    assert_eq!(puts(&sandbox) - before, 1, "not sent again");

    // A kept field refused and a typed one wrong: once more without the kept one, and what is
    // left to show is about the field the user can correct.
    sandbox.faults().clear();
    sandbox.faults().set(strict_service(&["legacyChartNumber"]));
    let before = puts(&sandbox);
    let wrong_email = PatientPayload { email: Some("x@y".into()), ..with_unknown_fields("MRN-STRICT-2") };
    let err = expect_kind(client.update_patient(&created.patient_id, &wrong_email).await, ErrorKind::Validation);
    assert!(err.concerns_field("email"), "{:?}", err.field_errors);
    assert!(!err.concerns_field("legacyChartNumber"), "{:?}", err.field_errors);
    assert_eq!(puts(&sandbox) - before, 2);
    let patient = client.get_patient(&created.patient_id).await.unwrap();
    assert_eq!(patient.email.as_deref(), Some("noor.claes@example.be"), "nothing of the refused update stuck");
}
