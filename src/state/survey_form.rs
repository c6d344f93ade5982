//! The new-survey dialog's choices, the checks that explain before sending
//! which choices cannot work, and the request they make.

use crate::api::{ApiError, Channel, CreateSurveyRequest, CreatedSurvey, Patient, PhoneType, SurveyPatient};

use super::patient_form::{PatientDraft, Validation};

/// Who the survey is for.
#[derive(Clone, Debug, PartialEq)]
pub enum SurveyTarget {
    /// Form 1: an open patient.
    Existing(Box<Patient>),
    /// Form 2: a patient typed into the dialog.
    NewPatient(PatientDraft),
}

/// The dialog's state.
#[derive(Clone, Debug, PartialEq)]
pub struct SurveyForm {
    pub target: SurveyTarget,
    pub include_url: bool,
    /// Off by default: it disables the second factor of the survey link.
    pub include_pin_in_url: bool,
    pub send_invitation: bool,
    pub channel: Channel,
    pub submitting: Option<super::RequestId>,
    pub error: Option<ApiError>,
    pub created: Option<CreatedSurvey>,
    /// Whether the URL with a PIN is shown unmasked.
    pub reveal_url: bool,
    /// "Create survey" was pressed: every field's message of a new patient shows.
    pub attempted_save: bool,
}

impl SurveyForm {
    pub fn for_patient(patient: Patient) -> SurveyForm {
        let channel =
            if patient.email.as_deref().is_some_and(|e| !e.trim().is_empty()) { Channel::Email } else { Channel::Sms };
        SurveyForm::new(SurveyTarget::Existing(Box::new(patient)), channel)
    }

    pub fn for_new_patient() -> SurveyForm {
        SurveyForm::new(SurveyTarget::NewPatient(PatientDraft::new_registration()), Channel::Email)
    }

    fn new(target: SurveyTarget, channel: Channel) -> SurveyForm {
        SurveyForm {
            target,
            include_url: true,
            include_pin_in_url: false,
            send_invitation: false,
            channel,
            submitting: None,
            error: None,
            created: None,
            reveal_url: false,
            attempted_save: false,
        }
    }

    /// Why the chosen invitation cannot be sent, if it cannot.
    pub fn invitation_problem(&self) -> Option<String> {
        if !self.send_invitation {
            return None;
        }
        let (email, mobile) = match &self.target {
            SurveyTarget::Existing(patient) => (
                patient.email.as_deref().unwrap_or_default().trim().to_owned(),
                patient
                    .phone
                    .as_ref()
                    .filter(|p| p.phone_type == Some(PhoneType::Mobile) && !p.phone_number.trim().is_empty())
                    .is_some(),
            ),
            SurveyTarget::NewPatient(draft) => (
                draft.email.trim().to_owned(),
                !draft.phone_number.trim().is_empty()
                    && draft.phone_type == Some(super::patient_form::PhoneTypeChoice::Mobile),
            ),
        };
        match self.channel {
            Channel::Email if email.is_empty() => {
                Some("This patient has no e-mail address, so an e-mail invitation cannot be sent. Add one, or choose SMS.".to_owned())
            }
            Channel::Sms if !mobile => Some(
                "This patient has no mobile phone number, so an SMS invitation cannot be sent. Add one, or choose e-mail."
                    .to_owned(),
            ),
            _ => None,
        }
    }

    /// The patient form's validation, for form 2.
    pub fn patient_validation(&self, today: jiff::civil::Date) -> Option<Validation> {
        match &self.target {
            SurveyTarget::NewPatient(draft) => Some(draft.validate(today)),
            SurveyTarget::Existing(_) => None,
        }
    }

    /// Why the dialog cannot be sent yet, in one sentence.
    pub fn blocker(&self, today: jiff::civil::Date) -> Option<String> {
        if let Some(validation) = self.patient_validation(today)
            && let Some((field, message)) = validation.errors.iter().next()
        {
            return Some(format!("{}: {}", field.label(), message));
        }
        if let Some(problem) = self.invitation_problem() {
            return Some(problem);
        }
        if !self.include_url && !self.send_invitation {
            return Some(
                "Choose to include the link or to send an invitation, or the patient cannot reach the survey."
                    .to_owned(),
            );
        }
        None
    }

    pub fn to_request(&self, today: jiff::civil::Date) -> Option<CreateSurveyRequest> {
        if self.blocker(today).is_some() {
            return None;
        }
        let patient = match &self.target {
            SurveyTarget::Existing(patient) => SurveyPatient::Existing { patient_id: patient.patient_id.clone() },
            SurveyTarget::NewPatient(draft) => SurveyPatient::New(Box::new(draft.to_payload(today).ok()?)),
        };
        Some(CreateSurveyRequest {
            patient,
            include_url: self.include_url,
            include_pin_in_url: self.include_url && self.include_pin_in_url,
            invitation: self.send_invitation.then_some(self.channel),
        })
    }
}

/// The warning shown whenever the PIN is put in the link.
pub const PIN_WARNING: &str = "Putting the PIN in the link switches off the second factor: anyone who gets the link \
    (a forwarded e-mail, a shared phone) can open the patient's questionnaire. Only use this when the patient cannot \
    receive the PIN separately.";

/// Hides the PIN of a survey URL until the user reveals it.
pub fn mask_pin(url: &str) -> String {
    match url.split_once('?') {
        Some((base, query)) => {
            let masked: Vec<String> = query
                .split('&')
                .map(|pair| match pair.split_once('=') {
                    Some((key, value)) if key.eq_ignore_ascii_case("pin") || key.eq_ignore_ascii_case("code") => {
                        format!("{key}={}", "•".repeat(value.chars().count().max(4)))
                    }
                    _ => pair.to_owned(),
                })
                .collect();
            format!("{base}?{}", masked.join("&"))
        }
        None => url.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::api::Phone;

    fn patient(email: Option<&str>, phone: Option<PhoneType>) -> Patient {
        Patient {
            patient_id: "p1".into(),
            first_name: "Ann".into(),
            email: email.map(str::to_owned),
            phone: phone.map(|kind| Phone {
                phone_number: "+32475123456".into(),
                phone_type: Some(kind),
                country_iso_alpha2: "BE".into(),
                extra: Default::default(),
            }),
            ..Patient::default()
        }
    }

    #[test]
    fn invitations_that_cannot_work_are_explained() {
        let today = jiff::civil::date(2026, 11, 22);
        let mut form = SurveyForm::for_patient(patient(None, Some(PhoneType::Landline)));
        form.send_invitation = true;
        form.channel = Channel::Email;
        assert!(form.blocker(today).unwrap().contains("no e-mail"));
        form.channel = Channel::Sms;
        assert!(form.blocker(today).unwrap().contains("no mobile"));
        let mut ok = SurveyForm::for_patient(patient(Some("a@b.be"), Some(PhoneType::Mobile)));
        ok.send_invitation = true;
        ok.channel = Channel::Sms;
        let request = ok.to_request(today).unwrap();
        assert_eq!(request.invitation, Some(Channel::Sms));
        assert!(!request.include_pin_in_url, "the PIN stays out of the link by default");
    }

    #[test]
    fn the_pin_is_masked() {
        assert_eq!(mask_pin("https://s/x?pin=123456"), "https://s/x?pin=••••••");
        assert_eq!(mask_pin("https://s/x?a=1&pin=12"), "https://s/x?a=1&pin=••••");
        assert_eq!(mask_pin("https://s/x"), "https://s/x");
    }
}
