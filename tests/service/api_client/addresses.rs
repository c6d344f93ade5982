//! Addresses.

use super::*;

#[test]
fn plain_http_to_another_computer_is_refused() {
    let token = || AccessToken::new("t");
    let options = ClientOptions::default();
    for base in ["http://example.org", "http://10.0.0.5:8080", "http://192.168.1.20", "http://localhost.example.org"] {
        let custom = Environment::Custom { api_base: base.into(), token_host: String::new() };
        let err = Client::new(&custom, token(), &options).unwrap_err();
        assert_eq!(err.kind, ErrorKind::InvalidAddress, "{base}");
        let sandbox = Environment::Sandbox { base_url: base.into() };
        assert_eq!(Client::new(&sandbox, token(), &options).unwrap_err().kind, ErrorKind::InvalidAddress, "{base}");
    }
    for base in ["ftp://example.org", "not a url", ""] {
        let custom = Environment::Custom { api_base: base.into(), token_host: String::new() };
        assert_eq!(Client::new(&custom, token(), &options).unwrap_err().kind, ErrorKind::InvalidAddress, "{base}");
    }
    for base in ["https://example.org", "http://127.0.0.1:8080", "http://localhost:1", "http://[::1]:8080/"] {
        let custom = Environment::Custom { api_base: base.into(), token_host: String::new() };
        Client::new(&custom, token(), &options).unwrap_or_else(|e| panic!("{base}: {e:?}"));
    }
}

#[tokio::test]
async fn token_request_to_plain_http_elsewhere_is_refused() {
    let environment =
        Environment::Custom { api_base: "https://api.example.org".into(), token_host: "http://example.org".into() };
    let err = request_token(&environment, &ClientOptions::default(), &demo_credentials()).await.unwrap_err();
    assert_eq!(err.kind, ErrorKind::InvalidAddress);
}

#[tokio::test]
async fn nothing_listening_is_cannot_connect() {
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let environment = Environment::Sandbox { base_url: format!("http://127.0.0.1:{port}") };
    let client = Client::new(&environment, AccessToken::new("t"), &ClientOptions::default()).unwrap();
    let err = expect_kind(client.get_patient(DEMO_PATIENT_ID).await, ErrorKind::CannotConnect);
    assert_eq!(err.status, None);
    assert!(err.is_offline() && !err.is_ambiguous() && err.is_transient());
    let err = expect_kind(client.create_patient(&payload("MRN-OFFLINE")).await, ErrorKind::CannotConnect);
    assert!(!err.is_ambiguous(), "nothing was sent: resending is safe");
}
