//! Temporary bridge (replaced by the wording of the api's error kinds): an ApiError's sentence
//! and details as messages.

use crate::api::ApiError;
use crate::i18n::Msg;

pub fn api_error(error: &ApiError) -> Msg {
    Msg::new("notice-verbatim").with("text", error.message.clone())
}

pub fn api_error_details(error: &ApiError) -> Vec<Msg> {
    error.details().lines().map(|line| Msg::new("notice-verbatim").with("text", line)).collect()
}
