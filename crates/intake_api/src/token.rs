//! Access tokens: asking the token host for one with account credentials,
//! reading its expiry, and keeping it out of every log and debug print.

use std::fmt;
use std::time::Duration;

use base64::Engine as _;

use super::client::ClientOptions;
use super::environment::{Environment, check_base_url};
use super::error::{ApiError, ErrorKind, Reason, Subject};

/// A bearer token. Its `Debug` never shows the value.
#[derive(Clone, PartialEq, Eq)]
pub struct AccessToken(String);

impl AccessToken {
    pub fn new(token: impl Into<String>) -> AccessToken {
        // People paste "Bearer eyJ…" as often as "eyJ…".
        let token = token.into();
        let trimmed = token.trim();
        let bare = trimmed.strip_prefix("Bearer ").or_else(|| trimmed.strip_prefix("bearer ")).unwrap_or(trimmed);
        AccessToken(bare.trim().to_owned())
    }

    /// The raw value, for the Authorization header and the keyring only.
    pub fn expose(&self) -> &str {
        &self.0
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The token's claims, when it is a JWT (its signature is the service's to check).
    fn claims(&self) -> Option<serde_json::Value> {
        let payload = self.0.split('.').nth(1)?;
        let bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD.decode(payload.trim_end_matches('=')).ok()?;
        serde_json::from_slice(&bytes).ok()
    }

    /// The first of `names` the token's claims hold as text or a number.
    /// The first of `names` the token's claims hold as text (or a number), trimmed.
    pub fn claim_text(&self, names: &[&str]) -> Option<String> {
        let claims = self.claims()?;
        names.iter().find_map(|name| match claims.get(*name)? {
            serde_json::Value::String(text) if !text.trim().is_empty() => Some(text.trim().to_owned()),
            serde_json::Value::Number(number) => Some(number.to_string()),
            _ => None,
        })
    }

    /// The `exp` claim, when the token is a JWT that has one.
    pub fn expires_at(&self) -> Option<jiff::Timestamp> {
        let claims = self.claims()?;
        let exp = claims.get("exp")?;
        let seconds = exp.as_i64().or_else(|| exp.as_f64().map(|f| f as i64))?;
        jiff::Timestamp::from_second(seconds).ok()
    }

    /// Time left before expiry; `None` when the token does not say.
    pub fn remaining(&self, now: jiff::Timestamp) -> Option<Duration> {
        let expiry = self.expires_at()?;
        let left = expiry.as_second() - now.as_second();
        Some(Duration::from_secs(left.max(0) as u64))
    }
}

impl fmt::Debug for AccessToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("AccessToken(redacted)")
    }
}

/// What the token endpoint needs. The password's `Debug` is redacted.
#[derive(Clone, PartialEq, Eq, Default)]
pub struct Credentials {
    pub account: String,
    pub password: String,
    pub tenant_id: String,
    pub healthcare_service_id: Option<String>,
}

impl fmt::Debug for Credentials {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Credentials")
            .field("tenant_id", &self.tenant_id)
            .field("healthcare_service_id", &self.healthcare_service_id)
            .finish_non_exhaustive()
    }
}

/// `credentialType` 10 means "password".
const CREDENTIAL_TYPE_PASSWORD: u8 = 10;

/// Asks the environment's token host for a token.
pub async fn request_token(
    environment: &Environment,
    options: &ClientOptions,
    credentials: &Credentials,
) -> Result<AccessToken, ApiError> {
    if credentials.account.trim().is_empty()
        || credentials.password.is_empty()
        || credentials.tenant_id.trim().is_empty()
    {
        return Err(ApiError::invalid_input(Reason::MissingCredentials));
    }
    let host = check_base_url(environment.token_host())?;
    let url = format!("{}/security-api/token", host.as_str().trim_end_matches('/'));
    let mut body = serde_json::json!({
        "credentialType": CREDENTIAL_TYPE_PASSWORD,
        "account": credentials.account.trim(),
        "credential": credentials.password,
        "tenantId": credentials.tenant_id.trim(),
    });
    if let Some(service) = credentials.healthcare_service_id.as_deref().map(str::trim).filter(|s| !s.is_empty())
        && let Some(map) = body.as_object_mut()
    {
        map.insert("healthcareServiceId".into(), service.into());
    }
    let http = options.build_http(&host)?;
    let proxy = options.proxy_check(&host);
    let host_label = host.host_str().unwrap_or("the token service").to_owned();
    let response = match http.post(&url).json(&body).send().await {
        Ok(response) => response,
        Err(err) => return Err(super::proxy::transport_error(&err, &host_label, proxy.as_ref()).await),
    };
    let status = response.status().as_u16();
    let bytes = response.bytes().await.map_err(|err| ApiError::from_transport(&err, &host_label))?;
    if !(200..300).contains(&status) {
        let mut error = ApiError::from_status(status, &bytes, None, Subject::Account);
        if matches!(status, 400 | 401 | 403) && error.field_errors.is_empty() {
            error.kind = ErrorKind::Unauthorized;
            error.reason = Reason::CredentialsNotAccepted;
        }
        return Err(error);
    }
    let token = super::decode::token(&bytes).map_err(|err| ApiError::decode(err, status))?;
    Ok(AccessToken::new(token))
}

/// The claims a token names its tenant in, in the order they are read: `tenantId` as the token
/// request itself names it (the service is expected to say it back in the same words), `tenant`
/// and `tenant_id` as other issuers write it, and `tid`, the tenant claim of OpenID Connect
/// issuers (Microsoft Entra ID). The interface document does not say where a token carries its
/// tenant; a token that names none in these is taken to name none.
pub const TENANT_CLAIMS: &[&str] = &["tenantId", "tenant", "tid", "tenant_id"];

/// The claims a token names its healthcare service in (as the token request names it).
pub const HEALTHCARE_SERVICE_CLAIMS: &[&str] = &["healthcareServiceId", "healthcare_service_id", "healthcareService"];

/// Where work is done: the service (its API address), and the tenant and account the token
/// speaks for when it says (a JWT's claims; a pasted opaque token says neither). Work begun in
/// one session — a day's list being sent — never continues in another.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SessionKey {
    pub api_base: String,
    #[serde(default)]
    pub tenant: Option<String>,
    #[serde(default)]
    pub account: Option<String>,
}

impl SessionKey {
    /// The session of `token` on `environment`.
    pub fn of(environment: &Environment, token: &AccessToken) -> SessionKey {
        SessionKey {
            api_base: environment.api_base().trim_end_matches('/').to_owned(),
            tenant: token.claim_text(TENANT_CLAIMS),
            account: token.claim_text(&["email", "account", "preferred_username", "upn", "sub"]),
        }
    }

    /// Whether `other` is a session of the same clinic: the same service and tenant, whatever
    /// the account. What a clinic's staff sent is shown to all of them (Today, Follow-up);
    /// work made in one session continues only in that session (its account too).
    pub fn same_clinic(&self, other: &SessionKey) -> bool {
        self.api_base == other.api_base && self.tenant == other.tenant
    }

    /// The service's host and the tenant and account, for a person ("fhir-gateway.api.bingli.eu,
    /// clinic-042, an@clinic.be").
    pub fn place(&self) -> String {
        let host = self
            .api_base
            .split("://")
            .nth(1)
            .unwrap_or(&self.api_base)
            .split('/')
            .next()
            .unwrap_or_default()
            .to_owned();
        [Some(host), self.tenant.clone(), self.account.clone()].into_iter().flatten().collect::<Vec<_>>().join(", ")
    }
}
