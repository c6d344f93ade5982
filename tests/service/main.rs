//! The service layer over real HTTP on 127.0.0.1: the API client and the sandbox, each against
//! the other or a plain HTTP client, their faults, the proxy, the sandbox's store, and the
//! tolerant reader's properties. No window.

#[path = "../support/mod.rs"]
mod support;

mod api_client;
mod birthdate_time_zones;
mod decode_properties;
mod proxy;
mod sandbox_http;
mod sandbox_store;
