//! Temporary bridge (replaced by the wording of the api's error kinds): an ApiError's sentence
//! and details as messages.

use crate::api::ApiError;
use crate::i18n::Msg;

pub fn api_error(error: &ApiError) -> Msg {
    Msg::new("notice-verbatim").with("text", error.message.clone())
}

/// A channel in words.
pub fn channel(channel: crate::api::Channel) -> Msg {
    Msg::new(match channel {
        crate::api::Channel::Email => "value-channel-email",
        crate::api::Channel::Sms => "value-channel-sms",
    })
}

pub fn api_error_details(error: &ApiError) -> Vec<Msg> {
    error.details().lines().map(|line| Msg::new("notice-verbatim").with("text", line)).collect()
}
