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
# Start-up problems: the window on the first frames (src/ui/startup_problems.rs, src/startup.rs).
startup-title = { $count ->
    [one] Intake Desk started with a problem
   *[other] Intake Desk started with problems
}
startup-where = Where:
# $advice is one of the startup-…-advice messages.
startup-what-to-do = What to do: { $advice }
startup-ok = OK
# $reason is one of the startup-io messages.
startup-data-unreadable = The data folder cannot be read ({ $reason }).
startup-data-is-file = The data folder is a file, not a folder.
startup-data-not-created = The data folder cannot be created ({ $reason }).
startup-data-unreachable = The data folder cannot be reached ({ $reason }).
startup-data-not-writable = Nothing can be saved in the data folder ({ $reason }).
startup-data-effect = Intake Desk works, but keeps nothing on this computer this session: no drafts, no activity log, no log files, no saved preferences.
startup-data-advice = Ask IT to give your account a data folder it can write, or start Intake Desk with --data-dir and a folder you can write.
startup-data-shared = Other users of this computer can open the data folder.
startup-data-shared-effect = Intake Desk uses it as it is. The files it keeps there are readable only by you.
startup-data-shared-advice = If other people use this computer, ask IT to make the folder private to your account, or start Intake Desk with --data-dir and a private folder.
startup-logs-not-writable = The log folder cannot be written ({ $reason }).
startup-logs-is-file = There is a file where the log folder should be.
startup-logs-not-created = The log folder cannot be created ({ $reason }).
startup-logs-unreachable = The log folder cannot be reached ({ $reason }).
startup-logs-effect = Intake Desk works, but keeps no log files this session.
startup-logs-advice = Rename or remove what is there, or ask IT to let your account write there, then start Intake Desk again.
startup-prefs-not-created = The preferences file cannot be created ({ $reason }).
startup-prefs-not-created-effect = Intake Desk works with its usual settings and does not save them this session.
startup-prefs-not-created-advice = Ask IT to let your account write in the data folder.
# $reason is one of the startup-prefs reasons below.
startup-prefs-unusable = The saved preferences could not be used ({ $reason }).
# $file is the new name of the old file.
startup-prefs-put-aside-effect = Intake Desk starts with its usual settings. The old file was kept as { $file }.
startup-prefs-put-aside-advice = Nothing to do unless you miss a setting: choose it again. IT can look at the old file.
# $error is one of the startup-io messages.
startup-prefs-stuck = The saved preferences could not be used ({ $reason }) and could not be put aside ({ $error }).
startup-prefs-stuck-effect = Intake Desk starts with its usual settings and leaves the file as it is: settings are not saved this session.
startup-prefs-stuck-advice = Ask IT to remove or repair the file, then start Intake Desk again.
startup-prefs-cannot-read = it cannot be read: { $reason }
startup-prefs-not-a-file = it is not a file
startup-prefs-too-large = it is far too large
startup-prefs-not-text = it is not text
startup-prefs-damaged = its content is damaged
# Why a folder or file cannot be used: a clause inside the sentences above.
startup-io-not-allowed = your account is not allowed to
startup-io-not-found = it does not exist
startup-io-read-only = the disk is read-only
startup-io-disk-full = the disk is full
startup-io-not-a-folder = part of the path is a file, not a folder
startup-io-already-there = something else is already there
# $reason: the system's own words for the error.
startup-io-other = { $reason }

# Side panel (src/ui/home.rs).
home-find-patient = Find a patient
home-search-hint = Service id or external reference
home-search = Search
home-search-exact = External references are matched exactly, including upper and lower case.
# $keys is the shortcut as the system writes it ("Ctrl+F").
home-search-shortcut = Shortcut: { $keys }
home-register = Register patient
home-new-survey = New survey for a new patient
home-activity-log = Activity log
home-recent = Recent patients
home-recent-session-only = This session only
home-demo-patients = Demo patients
# The start screen.
home-welcome = Welcome to Intake Desk
home-sandbox-intro = You are working in the sandbox: a demo service running on this computer with made-up patients. Nothing you do here leaves the computer, so try anything.
# $reference is a demo patient's external reference.
home-sandbox-try = Open one of the demo patients on the left, search for { $reference }, or register a patient.
# $connection is the banner's button (banner-connection).
home-sandbox-real = To work with real patients, choose “{ $connection }” at the top right and sign in.
home-intro = Search for a patient by service id or external reference, or register a new patient.
home-keyboard = Keyboard: Ctrl+F search · Tab moves between fields · Enter sends · Esc closes a dialog
# Forms kept from earlier, offered on the start screen.
home-drafts-kept = { $count ->
    [one] 1 form was not sent. It was kept on this computer.
   *[other] { $count } forms were not sent. They were kept on this computer.
}
# What a kept form is, inside a sentence (the heading shows it with a capital).
home-draft-changes = changes to a patient
home-draft-registration = a patient registration
home-draft-survey = a survey for a new patient
# $what is one of the home-draft messages above, $name the patient's name.
home-draft-named = { $what }: { $name }
# $when is a local date and time.
home-draft-last-changed = Last changed { $when }
home-draft-restore = Restore
home-draft-discard = Discard
# Accessible names of the buttons; $draft is the description of the form.
home-draft-restore-named = Restore { $draft }
home-draft-discard-named = Discard { $draft }
# The environment banner (src/ui/banner.rs).
banner-not-connected = NOT CONNECTED
# $region is banner-region-eu or banner-region-us.
banner-production = { $region } PRODUCTION — real patient data
banner-acceptance = { $region } ACCEPTANCE — test environment, not for real patients
banner-sandbox = SANDBOX — demo data; nothing leaves this computer
# $address is the service's address.
banner-custom = CUSTOM SERVICE — { $address }
banner-region-eu = EU
banner-region-us = US
banner-connection = Connection…
banner-connection-hover = Choose the environment and sign in
banner-theme = Theme
banner-theme-system = System
banner-theme-follow-system = Follow the system
banner-theme-light = Light
banner-theme-dark = Dark
banner-status-starting = Starting…
banner-status-connecting = Connecting…
banner-status-connected = Connected
banner-status-sign-in-needed = Sign-in needed
banner-status-offline = Offline — cannot reach the service
# $status is one of the banner-status messages.
banner-token-expired = { $status } · token expired
# $left is a number of minutes (the message `minutes`).
banner-token-expires-soon = { $status } · token expires in { $left } — sign in again soon
# $left is a duration (the messages `minutes` or `hours`).
banner-token-valid = { $status } · token valid for { $left }
# The connection screen and the sign-in (src/ui/connection.rs).
connection-title = Connection
connection-privacy = Privacy
connection-privacy-minutes = Hide patient data after this many minutes without input (0: never)
connection-not-connected = Not connected.
# $environment is one of the connection-env messages.
connection-environment = Environment: { $environment }
connection-address = Address: { $address }
# $time is a local date and time.
connection-token-expires = Token expires at { $time }.
connection-token-no-expiry = The token does not say when it expires.
connection-sandbox-no-sign-in = The sandbox needs no sign-in.
connection-ad-hoc = Started with --base-url/--token: this connection is not saved.
connection-test = Test connection
connection-sign-out = Sign out
connection-test-ok = The service answered and accepted the sign-in.
connection-connect-to = Connect to
connection-env-sandbox = Sandbox (demo data on this computer)
connection-env-eu-acceptance = EU acceptance (test)
connection-env-eu-production = EU production
connection-env-us-production = US production
connection-env-custom = Custom address
connection-service-address = Service address
connection-token-address = Token address
connection-token-address-hint = same as the service if empty
connection-production-warning = Production holds real patient data.
connection-mode-account = Sign in with account
connection-mode-token = Paste an access token
connection-account = Account
connection-password = Password
connection-tenant = Tenant
connection-tenant-hint = tenant id
connection-healthcare-service = Healthcare service
connection-optional = optional
connection-access-token = Access token
connection-password-note = The password is sent once to get a token and never stored.
connection-use-sandbox = Use the sandbox
connection-sign-in = Sign in
connection-enter-address = Enter the service address.
connection-paste-token = Paste the access token.
connection-enter-account = Enter the account, the password and the tenant.
connection-sign-in-again = Please sign in again
connection-sign-in-again-why = Your sign-in has expired or was not accepted. What you typed is kept; after signing in you can send it again.
connection-close = Close
# The activity log (src/ui/activity.rs).
activity-title = Activity on this computer
activity-intro = Patients registered or changed, surveys created, invitations sent and PDFs saved from this computer. Ids only: no names or addresses are kept here.
activity-unreadable = { $count ->
    [one] 1 line of the activity log on this computer could not be read (damaged); everything readable is listed below.
   *[other] { $count } lines of the activity log on this computer could not be read (damaged); everything readable is listed below.
}
activity-nothing-yet = Nothing yet.
# $time is the moment as stored, in UTC.
activity-utc = { $time } (UTC)
# Window-level texts (src/ui/mod.rs, src/ui/widgets.rs, src/main.rs).
app-privacy-title = Patient data is hidden
app-privacy-why = Nobody used Intake Desk for a while, so patient data is hidden on this screen.
app-privacy-show-again = Move the mouse, click or press a key to show it again.
app-qr-too-long = (the link is too long for a QR code)
app-qr-name = QR code of the survey link
app-already-open = Intake Desk is already open for this user.
app-already-open-detail = Only one Intake Desk window can use the same data folder at a time, and it could not be brought to the front. Look for it on the taskbar or on another screen. If you closed it just now, wait a moment and start Intake Desk again.
app-ok = OK

# The environment column of the activity log (the log stores the English name).
activity-env-sandbox = Sandbox (demo data)
# $address is the service's address.
activity-env-custom = Custom: { $address }

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

## Patient field rules and their problems  (crates/intake_rules worded in src/)

## Service errors, worded from the api's language-free error kinds  (crates/intake_api worded in src/)

## Values from the service in words: survey statuses, change types, channels, genders

## End
