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
# What is in flight, shown in the status bar while it runs.
progress-probing = Checking whether the service answers again…
progress-fetching-pdf = Fetching the PDF summary…
progress-saving-pdf = Saving the PDF…
progress-opening-pdf = Opening the PDF…
progress-showing-folder = Showing the folder…
progress-opening-survey = Opening the questionnaire…
progress-loading-history = Loading the history…
progress-loading-summary = Loading the summary…
progress-preparing-preview = Preparing the preview…
progress-creating-survey = Creating the questionnaire…
progress-updating-then-creating = Updating the patient, then creating the questionnaire…
progress-checking-then-creating = Checking the external reference, then creating the questionnaire…
progress-searching = Searching…
progress-opening-patient = Opening the patient…
progress-loading-surveys = Loading questionnaires…
progress-starting-sandbox = Starting the demo service…
progress-connecting = Connecting…
progress-signing-in = Signing in…
progress-testing-connection = Testing the connection…
progress-signing-out = Signing out…
progress-saving-patient = Saving the patient…
progress-registering-patient = Registering the patient…
progress-checking-answers = Checking for new answers…
progress-refreshing-survey = Refreshing the questionnaire…
progress-checking-received = Checking what the service received…
# $reason is the sentence of the error that made the request fail.
progress-retrying = { $reason } Trying again in { $seconds } s (attempt { $attempt }).
status-cancel = Cancel
# $what is what is in flight ("Searching…").
status-cancel-what = Stop: { $what }
status-dismiss = Dismiss
status-ready = Ready
resend-save-patient = Save the patient again
resend-create-survey = Send the questionnaire again
resend-search = Search again
resend-open-patient = Open the patient again
resend-list-surveys = Load the questionnaires again
resend-open-survey = Load the questionnaire again
resend-load-history = Load the history again
resend-load-summary = Load the summary again
resend-load-pdf = Fetch the PDF again
notice-offline = Cannot reach the service. Intake Desk keeps checking and says when it answers again.
notice-online-again = The service answers again.
notice-connected = Connected.
notice-signed-out = Signed out. The sign-in token was forgotten.
notice-pdf-saved = The PDF summary was saved.
notice-saved-at = Saved at { $path }
notice-no-save-dialog = No file dialog could be shown on this computer. The PDF was not saved.
# $reason is what went wrong, as the demo service said it.
notice-sandbox-failed = The demo service could not be started: { $reason }
# Text that reaches the user as it is (kept only while a sentence has no message of its own).
notice-verbatim = { $text }
notice-patient-saved = Patient saved.
notice-patient-registered = Patient registered.
notice-patient-saved-despite-cancel = You cancelled saving, but the service had already saved the changes.
notice-registration-cancelled-maybe-sent = You cancelled the registration after it may have been sent.
# $cause says why the answer never came.
notice-patient-created-after-all = { $cause } A check shows the patient was created. Nothing was sent twice.
token-kept-in-keyring = Your sign-in is kept in the system keyring.
token-kept-in-memory = No system keyring available: your sign-in is kept in memory until you close Intake Desk.
local-store-unusable = Intake Desk cannot keep drafts and its activity log in { $path } ({ $reason }). Until this is fixed they are kept only while the window stays open. Ask your IT department to check that you can write to this folder.
local-store-stopped = Intake Desk could not write to its data folder: the local store stopped.
local-write-failed = Intake Desk could not write to its data folder: { $reason }
local-draft-kind-patient = A draft of a patient form
local-draft-kind-survey = A draft of a new questionnaire
local-draft-kind-other = A draft
# $kind is one of the local-draft-kind messages.
local-draft-kept-aside = { $kind } could not be read and was kept aside in { $path }.
local-draft-kept-aside-from = { $kind } from { $when } could not be read and was kept aside in { $path }.
local-several-problems = { $count ->
    [one] One problem with the data on this computer: see the details.
   *[other] { $count } problems with the data on this computer: see the details.
}

signin-needs-address = Enter the service address.
signin-needs-token = Paste the access token.
signin-needs-account = Enter the account, the password and the tenant.

# Lines of the activity log as shown. $patient and $survey are service ids.
log-patient-created = Patient registered ({ $patient })
log-patient-updated = Patient details changed ({ $patient })
# $fields lists the names of the fields that changed.
log-patient-updated-fields = Patient details changed ({ $patient }): { $fields }
log-survey-created = Questionnaire created ({ $survey })
log-survey-created-for = Questionnaire created ({ $survey }) for patient { $patient }
# $channel is "e-mail" or "text message" (or the service's word for a channel this version does not know).
log-invitation-sent = Invitation sent by { $channel } for questionnaire { $survey }
log-pdf-saved = PDF of questionnaire { $survey } saved to { $folder }

## Patient field rules and their problems  (crates/intake_rules worded in src/)

## Service errors, worded from the api's language-free error kinds  (crates/intake_api worded in src/)

## Values from the service in words: survey statuses, change types, channels, genders

## End
