//! Feeds arbitrary bytes to every response decoder: none may panic, and the
//! PDF reader may only ever return bytes that start with `%PDF-`.
#![no_main]

use intake_api::decode;
use intake_api::{ApiError, Birthdate, ChangeLogEntry, Patient, ServiceTime, Subject, Survey};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = decode::json(data, "fuzz");
    let _ = decode::record::<Patient>(data, "fuzz");
    let _ = decode::record::<Survey>(data, "fuzz");
    let _ = decode::list::<Survey>(data, "fuzz");
    let _ = decode::list::<ChangeLogEntry>(data, "fuzz");
    let text = String::from_utf8_lossy(data);
    let _ = decode::identifier(data, Some(&text), "patientId", "fuzz");
    let _ = decode::created_survey(data, Some(&text));
    let _ = decode::token(data);
    if let Ok(pdf) = decode::pdf(data) {
        assert!(pdf.starts_with(b"%PDF-"));
    }
    let _ = decode::base64_bytes(&text);
    let _ = decode::error_body(data);
    assert!(decode::excerpt(data).chars().count() <= 201);
    let _ = decode::identifier_from_location(&text);
    for status in [400, 401, 404, 409, 429, 500, 503] {
        let _ = ApiError::from_status(status, data, None, Subject::Patient);
    }
    let _ = Birthdate::parse(&text);
    let _ = ServiceTime::parse(&text);
    let _ = intake_api::client::parse_retry_after(&text);
});
