//! The new-survey dialog's choices, the checks that explain before sending
//! which choices cannot work, and the request they make.

use crate::i18n::Msg;

use crate::api::{ApiError, Channel, CreateSurveyRequest, CreatedSurvey, Patient, PhoneType, SurveyPatient};

use crate::patient_rules as rules;
use crate::worker::flows::CreateCheck;

use crate::patient::{
    DraftChecks, Field, PatientDraft, ShownValue, Validation, changed_fields, looks_like_another_person,
};

/// Who the survey is for.
#[derive(Clone, Debug, PartialEq)]
pub enum SurveyTarget {
    /// Form 1: an open patient.
    Existing(Box<Patient>),
    /// Form 2: a patient typed into the dialog.
    NewPatient(PatientDraft),
}

/// One of the dialog's options, as chosen.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum OptionChoice {
    IncludeUrl(bool),
    IncludePinInUrl(bool),
    SendInvitation(bool),
    Channel(Channel),
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
    /// What the app adds to `error` (why nothing was sent, or that the survey may exist).
    pub error_why: Option<crate::i18n::Msg>,
    pub created: Option<CreatedSurvey>,
    /// Whether the URL with a PIN is shown unmasked.
    pub reveal_url: bool,
    /// "Create survey" was pressed: every field's message of a new patient shows.
    pub attempted_save: bool,
    /// Form 2's external reference belongs to a patient on record: nothing was sent, the two
    /// are compared and the user chooses.
    pub on_record: Option<OnRecord>,
    /// The id of this dialog's draft in the local store (its own: another dialog never
    /// replaces it).
    pub draft_id: String,
    /// What the workstation's policy lets the dialog offer.
    pub limits: InvitationLimits,
    /// While the create is under way once it left: what tells whether it was handled (a stop
    /// then leaves the outcome unknown, never "not sent").
    pub leaving: Option<CreateCheck>,
    /// The survey may have been sent: nothing sends it again until the service was asked.
    pub unknown: Option<UnknownCreate>,
    /// The survey was found by asking after its answer was lost (its link was only in that
    /// answer).
    pub found_after_lost_answer: bool,
}

/// A survey create whose outcome is not known: no answer came, or it was stopped after it
/// left. Settled by asking the service once the request cannot still be under way.
#[derive(Clone, Debug, PartialEq)]
pub struct UnknownCreate {
    pub check: CreateCheck,
    /// The session it was sent in, where alone the service can be asked.
    pub session: Option<crate::api::SessionKey>,
    /// Why it is not known (the error, or the stop).
    pub why: ApiError,
    /// The question under way (it first waits for `check.ask_after`).
    pub checking: Option<super::RequestId>,
    /// The last question failed: why.
    pub check_failed: Option<ApiError>,
}

/// The invitation channels and link options the workstation's policy allows
/// ([`crate::policy::Policy`]); the dialog offers nothing else and sends nothing else.
#[derive(Clone, Debug, PartialEq)]
pub struct InvitationLimits {
    pub channels: Vec<Channel>,
    pub pin_in_link: bool,
}

impl Default for InvitationLimits {
    fn default() -> Self {
        InvitationLimits { channels: Channel::ALL.to_vec(), pin_in_link: true }
    }
}

impl InvitationLimits {
    pub fn of(policy: &crate::policy::Policy) -> InvitationLimits {
        InvitationLimits { channels: policy.channels.clone(), pin_in_link: policy.pin_in_link_offered }
    }
}

/// A patient on record with the external reference typed for a new patient.
#[derive(Clone, Debug, PartialEq)]
pub struct OnRecord {
    pub patient: Box<Patient>,
    /// The second confirmation of "update their details and send" is shown.
    pub confirming_update: bool,
    /// The record changed between the comparison and "update and send": compare again.
    pub changed_meanwhile: bool,
    /// The way on the user chose, once it is being sent or was sent.
    pub chosen: Option<OnRecordChoice>,
    /// The fields "update and send" changed, once it did.
    pub updated_fields: Vec<Field>,
}

/// The two ways on when the reference is on record (the third is going back to the form).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OnRecordChoice {
    /// Form 1 for the patient on record; the typed details are not used.
    SendToPatientOnRecord,
    /// The patient's details become the typed ones, then the survey is sent.
    UpdateDetailsAndSend,
}

/// One row of the comparison: the field, as on record, as typed (compared as stable text,
/// shown as the view words it).
#[derive(Clone, Debug, PartialEq)]
pub struct ComparisonRow {
    pub field: Field,
    pub on_record: String,
    pub typed: String,
    pub on_record_shown: ShownValue,
    pub typed_shown: ShownValue,
}

impl ComparisonRow {
    pub fn differs(&self) -> bool {
        self.on_record != self.typed
    }
}

impl SurveyForm {
    /// Whether a send is under way or its outcome is not known: nothing can be sent, and the
    /// choices wait.
    pub fn sending(&self) -> bool {
        self.submitting.is_some() || self.unknown.is_some()
    }

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
            error_why: None,
            created: None,
            reveal_url: false,
            attempted_save: false,
            on_record: None,
            draft_id: crate::drafts::new_draft_id(),
            limits: InvitationLimits::default(),
            leaving: None,
            unknown: None,
            found_after_lost_answer: false,
        }
    }

    /// Holds the dialog to what the policy allows: a channel it does not allow is replaced by
    /// one it does (or no invitation), and the PIN leaves the link when that is not offered.
    pub fn limit_to(&mut self, limits: InvitationLimits) {
        if !limits.channels.contains(&self.channel) {
            match limits.channels.first() {
                Some(channel) => self.channel = *channel,
                None => self.send_invitation = false,
            }
        }
        if !limits.pin_in_link {
            self.include_pin_in_url = false;
        }
        self.limits = limits;
    }

    /// Applies a choice in the dialog's options, unless the policy does not allow it.
    pub fn choose(&mut self, option: OptionChoice) {
        match option {
            OptionChoice::IncludeUrl(on) => self.include_url = on,
            OptionChoice::IncludePinInUrl(on) => self.include_pin_in_url = on && self.limits.pin_in_link,
            OptionChoice::SendInvitation(on) => self.send_invitation = on && !self.limits.channels.is_empty(),
            OptionChoice::Channel(channel) => {
                if self.limits.channels.contains(&channel) {
                    self.channel = channel;
                }
            }
        }
    }

    /// The typed patient next to the one on record, every field, as a person reads them.
    pub fn comparison(&self) -> Vec<ComparisonRow> {
        let (Some(on_record), SurveyTarget::NewPatient(typed)) = (&self.on_record, &self.target) else {
            return Vec::new();
        };
        let record = PatientDraft::from_patient(&on_record.patient);
        Field::ALL
            .into_iter()
            .map(|field| ComparisonRow {
                field,
                on_record: record.display_value(field),
                typed: typed.display_value(field),
                on_record_shown: record.shown_value(field),
                typed_shown: typed.shown_value(field),
            })
            .collect()
    }

    /// The fields "update their details" would change.
    pub fn fields_to_update(&self) -> Vec<Field> {
        self.comparison().into_iter().filter(ComparisonRow::differs).map(|row| row.field).collect()
    }

    /// The typed patient differs from the one on record in name and date of birth.
    pub fn looks_like_another_person(&self) -> bool {
        looks_like_another_person(&self.fields_to_update())
    }

    /// Why the survey cannot be sent to the patient on record as the options stand.
    pub fn problem_sending_to_record(&self) -> Option<Msg> {
        let on_record = self.on_record.as_ref()?;
        let (email, sms) = contact_of_patient(&on_record.patient);
        self.channel_problem(&email, sms)
    }

    /// The request for the patient on record (form 1, the same options).
    pub fn request_for_record(&self) -> Option<CreateSurveyRequest> {
        let on_record = self.on_record.as_ref()?;
        if self.problem_sending_to_record().is_some() {
            return None;
        }
        Some(self.request_for(SurveyPatient::Existing { patient_id: on_record.patient.patient_id.clone() }))
    }

    /// The update the typed details make to the patient on record, and the survey that follows.
    pub fn update_for_record(
        &self,
        checks: impl Into<DraftChecks>,
    ) -> Option<(crate::api::PatientPayload, Box<Patient>, CreateSurveyRequest)> {
        let checks = checks.into();
        let on_record = self.on_record.as_ref()?;
        let SurveyTarget::NewPatient(draft) = &self.target else { return None };
        if self.blocker(checks).is_some() {
            return None;
        }
        let payload = draft.to_payload(checks).ok()?;
        let request = self.request_for(SurveyPatient::Existing { patient_id: on_record.patient.patient_id.clone() });
        Some((payload, on_record.patient.clone(), request))
    }

    fn request_for(&self, patient: SurveyPatient) -> CreateSurveyRequest {
        CreateSurveyRequest {
            patient,
            include_url: self.include_url,
            include_pin_in_url: self.include_url && self.include_pin_in_url && self.limits.pin_in_link,
            invitation: self.send_invitation.then_some(self.channel).filter(|c| self.limits.channels.contains(c)),
        }
    }

    /// "Update and send" updated the patient: this is the record now, and what changed.
    pub fn record_updated(&mut self, before: &Patient, after: Patient) {
        if let Some(on_record) = &mut self.on_record {
            on_record.updated_fields = changed_fields(before, &after);
            *on_record.patient = after;
        }
    }

    /// Why the chosen invitation cannot be sent, if it cannot.
    pub fn invitation_problem(&self) -> Option<Msg> {
        if !self.send_invitation {
            return None;
        }
        let (email, sms) = match &self.target {
            SurveyTarget::Existing(patient) => contact_of_patient(patient),
            SurveyTarget::NewPatient(draft) => {
                let mobile = !draft.phone_number.trim().is_empty()
                    && draft.phone_type == Some(crate::patient::PhoneTypeChoice::Mobile);
                (draft.email.trim().to_owned(), (!mobile).then(no_mobile_message))
            }
        };
        self.channel_problem(&email, sms)
    }

    /// Where the invitation goes, as people read it: the e-mail address, or the mobile number
    /// as the patient screen shows it. `None`: no invitation, or nowhere it can go (the
    /// dialog then says why, [`SurveyForm::invitation_problem`]).
    pub fn invitation_address(&self) -> Option<String> {
        if !self.send_invitation || self.invitation_problem().is_some() {
            return None;
        }
        let address = match (&self.target, self.channel) {
            (SurveyTarget::Existing(patient), Channel::Email) => patient.email.as_deref()?.trim().to_owned(),
            (SurveyTarget::Existing(patient), Channel::Sms) => {
                let phone = patient.phone.as_ref()?;
                rules::display_phone(&phone.phone_number, &phone.country_iso_alpha2)
            }
            (SurveyTarget::NewPatient(draft), Channel::Email) => draft.email.trim().to_owned(),
            (SurveyTarget::NewPatient(draft), Channel::Sms) => {
                rules::display_phone(draft.phone_number.trim(), &draft.phone_country)
            }
        };
        (!address.is_empty()).then_some(address)
    }

    fn channel_problem(&self, email: &str, sms: Option<Msg>) -> Option<Msg> {
        if !self.send_invitation {
            return None;
        }
        match self.channel {
            Channel::Email if email.is_empty() => Some(Msg::new("survey-no-email")),
            Channel::Sms => sms,
            Channel::Email => None,
        }
    }

    /// An SMS invitation to the open patient cannot be sent because of their phone number,
    /// which "Correct the phone number" can fix.
    pub fn sms_blocked_by_phone(&self) -> bool {
        let SurveyTarget::Existing(patient) = &self.target else { return false };
        self.send_invitation && self.channel == Channel::Sms && sms_problem(patient).is_some()
    }

    /// The patient form's validation, for form 2.
    pub fn patient_validation(&self, checks: impl Into<DraftChecks>) -> Option<Validation> {
        match &self.target {
            SurveyTarget::NewPatient(draft) => Some(draft.validate(checks)),
            SurveyTarget::Existing(_) => None,
        }
    }

    /// Why the dialog cannot be sent yet, in one sentence.
    pub fn blocker(&self, checks: impl Into<DraftChecks>) -> Option<Msg> {
        if let Some(validation) = self.patient_validation(checks)
            && let Some((field, message)) = validation.errors.iter().next()
        {
            return Some(
                Msg::new("survey-field-problem")
                    .with("field", Msg::new(field.label()))
                    .with("problem", message.clone()),
            );
        }
        if let Some(problem) = self.invitation_problem() {
            return Some(problem);
        }
        if !self.include_url && !self.send_invitation {
            return Some(no_way_to_reach());
        }
        None
    }

    pub fn to_request(&self, checks: impl Into<DraftChecks>) -> Option<CreateSurveyRequest> {
        let checks = checks.into();
        if self.blocker(checks).is_some() {
            return None;
        }
        let patient = match &self.target {
            SurveyTarget::Existing(patient) => SurveyPatient::Existing { patient_id: patient.patient_id.clone() },
            SurveyTarget::NewPatient(draft) => SurveyPatient::New(Box::new(draft.to_payload(checks).ok()?)),
        };
        Some(self.request_for(patient))
    }
}

/// A patient's e-mail address and whether their phone can receive an SMS (a mobile number).
fn contact_of_patient(patient: &Patient) -> (String, Option<Msg>) {
    (patient.email.as_deref().unwrap_or_default().trim().to_owned(), sms_problem(patient))
}

/// Why an SMS cannot reach this patient, if it cannot: no phone, a phone not marked mobile, or
/// a number the numbering plan says is not a mobile one (marked "Mobile" by mistake).
pub(crate) fn sms_problem(patient: &Patient) -> Option<Msg> {
    let phone = patient.phone.as_ref().filter(|p| !p.phone_number.trim().is_empty());
    let Some(phone) = phone.filter(|p| p.phone_type == Some(PhoneType::Mobile)) else {
        return Some(no_mobile_message());
    };
    if rules::can_receive_sms(&phone.phone_number) {
        return None;
    }
    let reading = rules::read_phone(&phone.phone_number, &phone.country_iso_alpha2).ok();
    Some(match reading.as_ref().and_then(rules::mobile_problem) {
        Some(rules::PhoneProblem::LandlineAsMobile { international, country }) => {
            Msg::new("survey-sms-landline").with("number", international).with("country", country.to_ascii_uppercase())
        }
        _ => Msg::new("survey-sms-not-mobile")
            .with("number", reading.map(|r| r.international).unwrap_or_else(|| phone.phone_number.clone())),
    })
}

fn no_mobile_message() -> Msg {
    Msg::new("survey-no-mobile")
}

/// Neither the link nor an invitation: the patient could not reach the survey.
pub fn no_way_to_reach() -> Msg {
    Msg::new("survey-no-way-to-reach")
}

/// The warning shown whenever the PIN is put in the link (a message id).
pub const PIN_WARNING: &str = "survey-pin-warning";

/// Hides the PIN of a survey URL until the user reveals it: the value of every `pin` or `code`
/// query parameter (however its name is spelt or percent-encoded) becomes bullets; the fragment
/// stays. A link that cannot be read as a URL shows nothing after its `?`.
pub fn mask_pin(link: &str) -> String {
    let Ok(url) = url::Url::parse(link) else {
        return match link.split_once('?') {
            Some((base, _)) => format!("{base}?••••"),
            None => link.to_owned(),
        };
    };
    let Some(query) = url.query() else { return link.to_owned() };
    let masked: Vec<String> = query
        .split('&')
        .map(|pair| {
            let Some((key, value)) = url::form_urlencoded::parse(pair.as_bytes()).next() else {
                return pair.to_owned();
            };
            if key.eq_ignore_ascii_case("pin") || key.eq_ignore_ascii_case("code") {
                let raw_key = pair.split_once('=').map_or(pair, |(raw, _)| raw);
                format!("{raw_key}={}", "•".repeat(value.chars().count().max(4)))
            } else {
                pair.to_owned()
            }
        })
        .collect();
    let mut shown = url[..url::Position::AfterPath].to_owned();
    shown.push('?');
    shown.push_str(&masked.join("&"));
    if let Some(fragment) = url.fragment() {
        shown.push('#');
        shown.push_str(fragment);
    }
    shown
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

    /// A message as an English reader sees it.
    fn english(msg: Option<Msg>) -> String {
        crate::i18n::Translator::new(crate::i18n::Language::English).msg(&msg.unwrap())
    }

    #[test]
    fn invitations_that_cannot_work_are_explained() {
        let today = jiff::civil::date(2026, 11, 22);
        let mut form = SurveyForm::for_patient(patient(None, Some(PhoneType::Landline)));
        form.send_invitation = true;
        form.channel = Channel::Email;
        assert!(english(form.blocker(today)).contains("no e-mail"));
        form.channel = Channel::Sms;
        assert!(english(form.blocker(today)).contains("no mobile"));
        let mut ok = SurveyForm::for_patient(patient(Some("a@b.be"), Some(PhoneType::Mobile)));
        ok.send_invitation = true;
        ok.channel = Channel::Sms;
        let request = ok.to_request(today).unwrap();
        assert_eq!(request.invitation, Some(Channel::Sms));
        assert!(!request.include_pin_in_url, "the PIN stays out of the link by default");
    }

    #[test]
    fn an_sms_is_refused_for_a_landline_marked_mobile_and_the_number_can_be_corrected() {
        let today = jiff::civil::date(2026, 11, 22);
        let mut brussels = patient(Some("a@b.be"), Some(PhoneType::Mobile));
        if let Some(phone) = &mut brussels.phone {
            phone.phone_number = "+3225551234".into();
        }
        let mut form = SurveyForm::for_patient(brussels);
        form.send_invitation = true;
        form.channel = Channel::Sms;
        let problem = english(form.blocker(today));
        assert!(problem.contains("+32 2 555 12 34 is a landline number in Belgium"), "{problem}");
        let dutch = crate::i18n::Translator::new(crate::i18n::Language::Dutch).msg(&form.blocker(today).unwrap());
        assert!(dutch.contains("+32 2 555 12 34 is een vast nummer in België"), "{dutch}");
        assert!(form.sms_blocked_by_phone());
        assert!(form.to_request(today).is_none(), "nothing is sent");
        form.channel = Channel::Email;
        assert!(form.blocker(today).is_none() && !form.sms_blocked_by_phone());

        let mut state = crate::state::AppState::new();
        state.show_patient(patient(None, Some(PhoneType::Mobile)));
        state.start_survey_for_open_patient();
        state.correct_phone_from_survey();
        assert!(state.survey_form.is_none());
        assert_eq!(state.patient_form.as_ref().and_then(|f| f.edited_patient_id()), Some("p1"));
    }

    #[test]
    fn the_pin_is_masked() {
        assert_eq!(mask_pin("https://s/x?pin=123456"), "https://s/x?pin=••••••");
        assert_eq!(mask_pin("https://s/x?a=1&pin=12"), "https://s/x?a=1&pin=••••");
        assert_eq!(mask_pin("https://s/x"), "https://s/x");
        // An encoded name is still the PIN; the fragment is not part of it.
        assert_eq!(mask_pin("https://s/x?%70in=123456#start"), "https://s/x?%70in=••••••#start");
        assert_eq!(mask_pin("https://s/x?Code=9876&lang=nl"), "https://s/x?Code=••••&lang=nl");
        // Not a URL at all: nothing after the `?` is shown.
        assert_eq!(mask_pin("survey?pin=123456"), "survey?••••");
    }
}
