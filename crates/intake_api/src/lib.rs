//! The service contract and nothing else: typed models, one async method per
//! endpoint, the error taxonomy, environments and token acquisition.
//!
//! This module knows no egui and no app state; an integrator could lift it out
//! and reuse it as a client library for the Patient and Survey Service.

pub mod client;
pub mod decode;
pub mod environment;
pub mod error;
pub mod models;
pub mod proxy;
pub mod token;

#[cfg(test)]
mod decode_tests;
#[cfg(test)]
mod decode_text_tests;

pub use client::{Client, ClientOptions, ReferenceForms};
pub use environment::{Environment, EnvironmentKind, Region};
pub use error::{
    ApiError, ErrorKind, Expected, Identifier, NotAllowed, PolicyScope, ProxyFailure, Reason, Subject, TokenRefusal,
};
pub use models::*;
pub use token::{AccessToken, Credentials, HEALTHCARE_SERVICE_CLAIMS, SessionKey, TENANT_CLAIMS};
