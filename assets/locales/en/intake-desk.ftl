# Intake Desk — English (the reference language: every message exists here first).
# Register: plain, polite, the words of a clinic's front desk (patient, questionnaire, invitation).
# Message ids: <area>-<what>, lower case with hyphens. Arguments: $snake_case.

## Languages and formats

# Shown while a language is chosen in the settings.
settings-language = Language
date-typing-hint = DD/MM/YYYY
# $day and $year are numbers, $month the month's name.
date-long = { $day } { $month } { $year }
month-1 = January
month-2 = February
month-3 = March
month-4 = April
month-5 = May
month-6 = June
month-7 = July
month-8 = August
month-9 = September
month-10 = October
month-11 = November
month-12 = December
weekday-short-1 = Mo
weekday-short-2 = Tu
weekday-short-3 = We
weekday-short-4 = Th
weekday-short-5 = Fr
weekday-short-6 = Sa
weekday-short-7 = Su
minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
hours = { $count ->
    [one] { $count } hour
   *[other] { $count } hours
}
# A sentence of everyday length, used by the pseudo-locale test to measure how much longer text gets.
pseudo-length-sample = The invitation was sent to the patient by text message this morning.

## Main window: side panel, home, banner, status bar, connection  (views: src/ui/{home,banner,status,connection,startup_problems,activity,widgets,mod}.rs)

## Patient: view and form  (views: src/ui/{patient,patient_form}.rs)

## Surveys: dialog, survey view, summary and PDF  (views: src/ui/{survey_dialog,survey_view,survey_summary}.rs)

## State: notices, progress, drafts, activity lines, privacy  (src/state/*, src/activity.rs, src/startup.rs, src/export.rs)

## Patient field rules and their problems  (crates/intake_rules worded in src/)

## Service errors, worded from the api's language-free error kinds  (crates/intake_api worded in src/)
# The sentence for an error known only by its kind.
error-kind-cannot-connect = The service cannot be reached. Check the network connection; nothing was sent.
error-kind-timed-out = The service did not answer in time. The request may or may not have been handled.
error-kind-connection-lost = The connection broke before the service answered. The request may or may not have been handled.
error-kind-unauthorized = Your sign-in has expired or was not accepted. Please sign in again.
error-kind-forbidden = Your account is not allowed to do this. Ask your administrator for access.
error-kind-not-found = The service found nothing with that identifier.
error-kind-conflict = The service already has a conflicting record.
error-kind-validation = The service did not accept the request.
error-kind-rate-limited = The service is busy (too many requests). Please try again in a moment.
error-kind-server-error = The service had a problem. Please try again in a moment.
error-kind-unexpected-status = The service answered in an unexpected way.
error-kind-decode = The service sent something Intake Desk cannot read.
error-kind-invalid-address = The service address is not valid.
error-kind-invalid-input = The request could not be sent as it is.
error-kind-proxy-refused = The network's proxy did not let the connection to the service through. Ask IT; nothing was sent.
error-kind-proxy-auth-required = The network's proxy asks for its own sign-in. Ask IT; nothing was sent.
# $said: the service's own words (not translated)
error-fields-rejected = The service did not accept some of the details. Please correct the marked fields.
error-request-rejected-said = The service did not accept the request: { $said }
error-not-found = { $subject ->
        [survey] No questionnaire was found with that identifier.
        [account] No account was found with that identifier.
       *[patient] No patient was found with that identifier.
    }
error-no-patient-with-reference = No patient has this external reference.
error-no-patient-with-id-or-reference = No patient found with this id or external reference.
error-conflicting-record = The service already has a conflicting record: { $said }
error-already-exists = { $subject ->
        [survey] The service already has a questionnaire with these details.
        [account] The service already has an account with these details.
       *[patient] The service already has a patient with these details.
    }
error-reference-taken = Another patient already has this external reference.
error-busy-wait = The service is busy (too many requests). Please try again in { $seconds ->
        [one] one second
       *[other] { $seconds } seconds
    }.
error-service-problem = The service had a problem (error { $status }). Please try again in a moment.
error-unexpected-status = The service answered in an unexpected way (status { $status }).
error-credentials-not-accepted = The account, password or tenant was not accepted. Check them and try again.
# $expected: one of the error-expected-… messages below
error-unreadable = The service sent something Intake Desk cannot read where { $expected } was expected.
error-expected-patient-record = a patient record
error-expected-new-patient-id = the new patient's identifier
error-expected-new-survey-id = the new questionnaire's identifier
error-expected-survey = a questionnaire
error-expected-survey-history = a history of changes
error-expected-survey-list = a list of questionnaires
error-expected-plain-text-summary = a plain-text summary
error-expected-pdf = a PDF document
error-expected-access-token = an access token
error-expected-answer = an answer
error-too-large = The service sent an answer larger than { $megabytes } MB; Intake Desk stopped reading it.
error-reading-interrupted = Reading the PDF was interrupted.
error-cannot-reach = Cannot reach the service at { $host }. Check the network connection; nothing was sent.
error-answer-cut-off = The answer from the service was cut off. The request may or may not have been handled.
error-connection-setup = Intake Desk could not set up the connection.
error-proxy-no-answer = The network's proxy { $proxy } did not answer on the way to { $host }. Check the network connection or the proxy settings; nothing was sent.
error-proxy-unreachable = Cannot reach the network's proxy { $proxy } on the way to { $host }. Check the network connection or the proxy settings; nothing was sent.
error-proxy-sign-in = The network's proxy { $proxy } asks for its own sign-in before it lets the connection to { $host } through. Ask IT to allow { $host } for this computer; nothing was sent.
error-proxy-let-through-but-failed = The network's proxy { $proxy } lets the connection to { $host } through, but the connection to the service still failed. Check the network connection; nothing was sent.
error-proxy-could-not-reach = The network's proxy { $proxy } could not reach { $host } (error { $status }). Please try again in a moment, or ask IT; nothing was sent.
error-proxy-refused-status = The network's proxy { $proxy } did not let the connection to { $host } through (error { $status }). Ask IT whether { $host } is allowed for this computer; nothing was sent.
error-proxy-refused = The network's proxy { $proxy } did not let the connection to { $host } through. Ask IT whether { $host } is allowed for this computer; nothing was sent.
error-proxy-not-asked = Cannot reach the service at { $host } through the network's proxy { $proxy }. Check the network connection or the proxy settings; nothing was sent.
error-not-a-web-address = "{ $text }" is not a web address. It should look like https://service.example.org.
error-plain-http = Plain http:// would send patient data unencrypted; it is only allowed to this computer. Use https://.
error-unsupported-scheme = Addresses starting with { $scheme }:// are not supported; use https://.
error-cannot-encode = Intake Desk could not prepare the request for sending.
error-empty-identifier = { $which ->
        [survey-id] The questionnaire identifier is empty.
        [external-reference] The external reference is empty.
       *[patient-id] The patient identifier is empty.
    }
error-dots-only-identifier = { $which ->
        [survey-id] The questionnaire identifier "{ $value }" cannot be looked up: it consists of dots only.
        [external-reference] The external reference "{ $value }" cannot be looked up: it consists of dots only.
       *[patient-id] The patient identifier "{ $value }" cannot be looked up: it consists of dots only.
    }
error-missing-credentials = Enter the account, the password and the tenant to sign in.
error-not-signed-in = Not connected yet. Please sign in first.
error-cancelled = You cancelled the request after it may have been sent.
# What the app adds to an error, shown above its sentence.
error-why-reference-lookup = Intake Desk could not check whether a patient already has this external reference, so nothing was sent.
error-why-patient-update = The patient's details could not be updated, so the questionnaire was not sent.
error-why-survey-may-exist = The questionnaire may have been created: check the patient's questionnaires before sending again.
error-why-registration-cancelled = You cancelled the registration after it may have been sent.
error-why-patient-not-created = A check shows the patient was not created: it is safe to send again.
# $lookup: the sentence of the error of the check
error-why-patient-unknown = Whether the patient was created could not be checked ({ $lookup }). Search for the external reference before sending again.
# $cause: the sentence of the interruption
error-patient-created-after-all = { $cause } A check shows the patient was created. Nothing was sent twice.
error-save-cancelled-not-saved = Saving was cancelled and a check shows the changes were not saved. They are still in the form.
error-save-cancelled-unknown = Saving was cancelled. Whether the changes were saved could not be checked ({ $lookup }). Open the patient again before saving once more.
# $problem: the technical reason (not translated)
error-sandbox-not-started = The demo environment could not start: { $problem }
# The "details" expander under an error (for support; the values are data).
error-details = Details
error-detail-status = HTTP status { $status }
error-detail-service-said = Service said: { $said }
error-detail-field = { $field }: { $messages }
error-detail-retry-after = Retry after { $seconds } s
error-detail-proxy-answered = Proxy { $proxy } answered { $status }
error-detail-proxy-problem = Proxy { $proxy }: { $problem }
error-detail-proxy = Proxy { $proxy }
error-detail-trace-id = Trace id { $trace }
error-detail-problem = Technical detail: { $problem }
error-detail-excerpt = Answer began with: { $excerpt }

## Values from the service in words: survey statuses, change types, channels, genders
value-gender-male = Male
value-gender-female = Female
value-phone-mobile = Mobile
value-phone-landline = Landline
value-phone-cordless = Cordless
value-channel-email = E-mail
value-channel-sms = SMS
value-status-new = New
value-status-sent = Invitation sent
value-status-in-progress = In progress
value-status-completed = Completed
value-status-closed = Closed
value-status-expired = Expired
value-status-cancelled = Cancelled
value-status-none = (no status)
value-change-workflow = Workflow step
value-change-claim = Claim
value-change-reminder = Reminder
value-change-none = (no type)
# A value the app does not know, shown exactly as the service sent it.
value-no-name = (no name)
value-unknown-user = unknown user
value-unknown = { $raw }
# The raw value, for support (hover text or details).
value-raw = Value from the service: { $raw }

## End
