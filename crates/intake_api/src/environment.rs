//! Where the service lives: the three published environments, a custom
//! address, or the local sandbox — each with its API base and token host.

use serde::{Deserialize, Serialize};

/// A service environment.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Environment {
    EuProduction,
    EuAcceptance,
    UsProduction,
    /// Any other deployment; the token host defaults to the API base.
    #[serde(rename_all = "camelCase")]
    Custom {
        api_base: String,
        token_host: String,
    },
    /// The sandbox service on this computer.
    #[serde(rename_all = "camelCase")]
    Sandbox {
        base_url: String,
    },
}

/// What kind of data an environment holds: decides the banner colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EnvironmentKind {
    /// Real patients.
    Production,
    /// The service vendor's test environment.
    Acceptance,
    /// Demo data on this computer; nothing leaves it.
    Sandbox,
    /// An address someone typed: treated with the care of production.
    Custom,
}

/// Data-protection region of an environment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Region {
    Eu,
    Us,
}

impl Region {
    pub fn label(self) -> &'static str {
        match self {
            Region::Eu => "EU",
            Region::Us => "US",
        }
    }
}

impl Environment {
    /// The environments offered for a choice, without the custom one.
    pub const PUBLISHED: [Environment; 3] =
        [Environment::EuProduction, Environment::EuAcceptance, Environment::UsProduction];

    pub fn api_base(&self) -> &str {
        match self {
            Environment::EuProduction => "https://fhir-gateway.api.bingli.eu",
            Environment::EuAcceptance => "https://fhir-gateway.api.acc.bingli.be",
            Environment::UsProduction => "https://fhir-gateway.api.bingli.us",
            Environment::Custom { api_base, .. } => api_base.trim_end_matches('/'),
            Environment::Sandbox { base_url } => base_url.trim_end_matches('/'),
        }
    }

    pub fn token_host(&self) -> &str {
        match self {
            Environment::EuProduction => "https://boss.api.bingli.eu",
            Environment::EuAcceptance => "https://boss.api.acc.bingli.be",
            Environment::UsProduction => "https://boss.api.bingli.us",
            Environment::Custom { api_base, token_host } => {
                if token_host.trim().is_empty() {
                    api_base.trim_end_matches('/')
                } else {
                    token_host.trim_end_matches('/')
                }
            }
            Environment::Sandbox { base_url } => base_url.trim_end_matches('/'),
        }
    }

    pub fn kind(&self) -> EnvironmentKind {
        match self {
            Environment::EuProduction | Environment::UsProduction => EnvironmentKind::Production,
            Environment::EuAcceptance => EnvironmentKind::Acceptance,
            Environment::Custom { .. } => EnvironmentKind::Custom,
            Environment::Sandbox { .. } => EnvironmentKind::Sandbox,
        }
    }

    pub fn region(&self) -> Option<Region> {
        match self {
            Environment::EuProduction | Environment::EuAcceptance => Some(Region::Eu),
            Environment::UsProduction => Some(Region::Us),
            Environment::Custom { .. } | Environment::Sandbox { .. } => None,
        }
    }

    /// A name staff recognise: "EU production", "Sandbox (demo data)".
    pub fn label(&self) -> String {
        match self {
            Environment::EuProduction => "EU production".to_owned(),
            Environment::EuAcceptance => "EU acceptance (test)".to_owned(),
            Environment::UsProduction => "US production".to_owned(),
            Environment::Custom { api_base, .. } => format!("Custom: {}", api_base.trim_end_matches('/')),
            Environment::Sandbox { .. } => "Sandbox (demo data)".to_owned(),
        }
    }
}

/// Whether a URL's host is this computer.
pub fn is_loopback_url(url: &reqwest::Url) -> bool {
    let Some(host) = url.host_str() else {
        return false;
    };
    let bare = host.trim_start_matches('[').trim_end_matches(']');
    match bare.parse::<std::net::IpAddr>() {
        Ok(ip) => ip.is_loopback(),
        Err(_) => bare.eq_ignore_ascii_case("localhost"),
    }
}

/// Checks a base address: https, or plain http only to this computer.
pub fn check_base_url(text: &str) -> Result<reqwest::Url, super::ApiError> {
    use super::error::Reason;
    let url = reqwest::Url::parse(text.trim())
        .map_err(|_| super::ApiError::invalid_address(Reason::NotAWebAddress { text: text.trim().to_owned() }))?;
    match url.scheme() {
        "https" => Ok(url),
        "http" if is_loopback_url(&url) => Ok(url),
        "http" => Err(super::ApiError::invalid_address(Reason::PlainHttp)),
        other => Err(super::ApiError::invalid_address(Reason::UnsupportedScheme { scheme: other.to_owned() })),
    }
}
