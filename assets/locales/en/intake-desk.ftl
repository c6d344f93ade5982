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
# Between the items of a list ("First name, E-mail").
list-separator = {", "}
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
startup-store-kept-aside = The database of unsent drafts and activity could not be used: { $reason }
startup-store-not-a-file = a folder has its name.
startup-store-not-a-database = it is not a database (it is damaged, or was cut short).
startup-store-damaged-pages = parts of it are damaged.
startup-store-not-ours = it belongs to another program, or another database’s files were left beside it.
startup-store-kept-aside-effect = It was kept aside, unchanged, at the place shown, and a new one was started. { $recovered ->
        [0] No unsent draft could be read from it.
        [one] One unsent draft that could still be read is back in the new one.
       *[other] { $recovered } unsent drafts that could still be read are back in the new one.
    }
startup-store-kept-aside-advice = You can keep working. Give the kept file to IT or support if something is missing; delete it once it is no longer needed.
startup-store-not-moved-effect = It could not be moved aside ({ $reason }): unsent drafts and the activity log are kept in memory this session only.
startup-store-not-moved-advice = Ask IT to move or repair the file, then start Intake Desk again.
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
home-search-hint = Your patient number (external reference)
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
home-demo-desks-title = Several desks
home-demo-desks = In a clinic, every desk sees what the others sent once your IT department names a clinic database. Try it here: a colleague at “{ $desk }” sends a few invitations, and Today and Follow-up say which desk sent what.
home-demo-desks-add = Let a colleague’s desk send
# $count invitations, $desk the colleague's desk.
home-demo-desks-sent = { $count ->
    [one] 1 invitation from “{ $desk }” is in Today and Follow-up. Choose “This desk” above the list to see only yours.
   *[other] { $count } invitations from “{ $desk }” are in Today and Follow-up. Choose “This desk” above the list to see only yours.
}
home-demo-desks-failed = The colleague’s desk could not send its invitations. Try again in a moment.
progress-demo-colleague = A colleague’s desk is sending…
home-intro = Search for a patient by service id or external reference, or register a new patient.
home-keyboard = Keyboard: Ctrl+F search · Tab moves between fields · Enter sends · Esc closes a dialog · F1 all shortcuts
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
banner-status-demo = Demo
banner-status-sign-in-needed = Sign-in needed
banner-status-offline = Offline — cannot reach the service
# $status is one of the banner-status messages.
banner-token-expired = { $status } · token expired
# $left is a number of minutes (the message `minutes`).
banner-token-expires-soon = { $status } · token expires in { $left } — sign in again soon
# $left is a duration (the messages `minutes` or `hours`).
banner-token-valid = { $status } · token valid for { $left }
# The connection screen and the sign-in (src/ui/connection.rs).
# The window's title and its name for screen readers: the app, then the screen shown.
window-title = Intake Desk — { $screen }
window-screen-home = Start
window-screen-patient = Patient

connection-title = Connection
connection-privacy = Privacy
connection-privacy-minutes = Hide patient data after this many minutes without input (0: never)
connection-clinic-database = Clinic database
connection-clinic-database-about = This clinic’s desks share their lists, Today and Follow-up through the clinic database your IT department set up. This desk is shown as “{ $desk }”.
connection-clinic-sharing = Share this desk’s work with the clinic’s other desks
connection-clinic-sharing-off = Off: this desk keeps its lists, Today and Follow-up to itself, and does not see the other desks’. Lists sent meanwhile stay on this desk; surveys sent one by one are shared once you turn sharing on again.
connection-clinic-sharing-wait = Can be changed once the list being sent, or the filing, has ended.
clinic-sharing-off-note = Sharing with the clinic’s other desks is turned off at this desk (Connection…): only what this desk sent is shown.
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
activity-nothing-yet = Nothing yet. Registering or changing a patient, creating a survey, sending an invitation or saving a PDF adds a line here.
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
app-window-not-drawn = Intake Desk could not draw its window.
app-window-not-drawn-detail = None of this computer's graphics adapters could draw it. Ask IT to install or update the display driver; in a Remote Desktop session, ask whether it allows graphics. The log in the data folder says what was tried.
app-window-not-opened = Intake Desk could not open its window.
app-window-not-opened-detail = The desktop refused to give it a window. Sign out and in again, or restart the computer; if it happens again, ask IT and mention the log in the data folder.
app-window-not-opened-detail-linux = Intake Desk needs a graphical desktop (X11 or Wayland). On a server, run it under a virtual display, e.g. `xvfb-run -a intake-desk`, or use `intake-desk sandbox` for the service alone.
app-ok = OK

# The environment column of the activity log (the log stores the English name).
activity-env-sandbox = Sandbox (demo data)
# $address is the service's address.
activity-env-custom = Custom: { $address }

app-resize-side-panel = Resize the side panel
# The window's regions, as a screen reader lists them to jump between.
app-panel-top = Connection and environment
app-panel-side = Patients
app-panel-main = Main
app-panel-status = Status

# Keyboard shortcuts: the F1 overview and the hint in a button's tooltip ($keys: "Ctrl+N", or "⌘N" on macOS).
shortcut-hint = Shortcut: { $keys }
shortcut-overview-title = Keyboard shortcuts
shortcut-overview-close = Close
shortcut-search = Find a patient
shortcut-register = Register a patient
shortcut-new-survey-for-new-patient = New survey for a new patient
shortcut-refresh = Load again what is shown
shortcut-save-pdf = Save the survey's PDF summary
shortcut-read-eid = Read the Belgian eID card into the new patient's details
shortcut-help = Show or hide this list
shortcut-escape-key = Esc
shortcut-escape = Close the dialog on top
shortcut-enter-key = Enter
shortcut-enter = Send the form you are in

# The names of the modifier keys as keyboards label them (shortcuts read "Ctrl+Shift+N").
key-ctrl = Ctrl
key-shift = Shift
key-alt = Alt

home-patient-lists = Patient lists
list-position = { $index } of { $count }

app-show-side-panel = Search and patients
app-hide-side-panel = Hide search and patients
home-no-recent = No patients opened yet in this session. Search for one by external reference or service id, or register a new patient.

widgets-copy = Copy

## Patient: view and form  (views: src/ui/{patient,patient_form}.rs)

# Field names: labels of the form and the details, and inside sentences ("Gender: Choose female or male.").
patient-field-first-name = First name
patient-field-last-name = Last name
patient-field-gender = Gender
patient-field-birthdate = Date of birth
patient-field-language = Language
patient-field-email = E-mail
patient-field-phone-number = Phone number
patient-field-phone-type = Phone type
patient-field-phone-country = Phone country
patient-field-external-reference = External reference
# Hints: grey text inside an empty field.
patient-hint-first-name = e.g. Zoë
patient-hint-last-name = e.g. Vermeulen
patient-hint-email = name@example.org (optional)
patient-hint-phone = 0475 12 34 56 (optional)
patient-hint-reference = the patient's number in your system
patient-hint-national-number = INSZ, BSN or matricule
# Every way a date of birth may be typed (D = day, M = month, Y = year).
patient-date-accepted = Accepted: DD/MM/YYYY, DD.MM.YYYY, DD-MM-YYYY, YYYY-MM-DD
patient-date-formats = DD/MM/YYYY · DD.MM.YYYY · DD-MM-YYYY · YYYY-MM-DD
# The date picker: a button beside the date field that opens a month calendar.
patient-calendar-open = Pick…
patient-calendar-open-hint = Choose the date in a calendar
patient-calendar-previous-month = Previous month
patient-calendar-next-month = Next month
patient-calendar-year = Year
patient-calendar-today = Today
patient-calendar-go-to-today = Go to today
patient-calendar-close = Close
# An empty choice list (phone type, phone country).
patient-choose = Choose
# A patient's language: its name and its tag ("Dutch (Belgium) — nl-be").
patient-language-entry = { $own } — { $local }
patient-language-list = Language of the patient
patient-language-nl-be = Dutch (Belgium)
patient-language-fr-be = French (Belgium)
patient-language-de-be = German (Belgium)
patient-language-en-gb = English (UK)
patient-language-en-us = English (US)
patient-language-nl-nl = Dutch (Netherlands)
patient-language-fr-fr = French (France)
patient-language-de-de = German (Germany)
patient-language-es-es = Spanish (Spain)
patient-language-it-it = Italian (Italy)
patient-language-pl-pl = Polish (Poland)
patient-language-tr-tr = Turkish (Turkey)
# Countries of phone numbers.
patient-country-be = Belgium
patient-country-nl = Netherlands
patient-country-lu = Luxembourg
patient-country-fr = France
patient-country-de = Germany
patient-country-gb = United Kingdom
patient-country-ie = Ireland
patient-country-us = United States
patient-country-ca = Canada
patient-country-es = Spain
patient-country-pt = Portugal
patient-country-it = Italy
patient-country-ch = Switzerland
patient-country-at = Austria
patient-country-pl = Poland
patient-country-dk = Denmark
patient-country-se = Sweden
patient-country-no = Norway
patient-country-fi = Finland
patient-country-tr = Turkey
# A country in the list of phone countries: "Belgium (+32)".
patient-phone-country-entry = { $country } (+{ $code })
patient-phone-sent-as = Will be sent as { $number }
# $fields: the names of the fields, separated by commas.
patient-problems-summary = { $count ->
    [one] 1 field needs attention: { $fields }.
   *[other] { $count } fields need attention: { $fields }.
}
# $reason: why the form cannot be saved ("Nothing has changed yet." or the line above).
patient-cannot-save-yet = Cannot save yet — { $reason }
patient-register-heading = Register a patient
patient-edit-heading = Edit patient
patient-unsaved-changes = ● Unsaved changes
patient-confirm-changes = Please confirm these changes:
patient-column-field = Field
patient-column-was = Was
patient-column-becomes = Becomes
patient-empty-value = (empty)
patient-another-person = The name and the date of birth both change: this looks like a different person. To register someone new, use Register for a new patient instead; this patient's record then stays as it is.
patient-save-these-changes = Save these changes
patient-back-to-editing = Back to editing
patient-register-instead = Register a new patient instead
patient-register-instead-hint = Opens a registration with what you typed; this patient is not changed
# $born: a date of birth in the language's date form.
patient-duplicate-reference = A patient already has this external reference: { $name } (born { $born }). Nothing was created.
patient-duplicate-reference-no-birthdate = A patient already has this external reference: { $name }. Nothing was created.
patient-open-this-patient = Open this patient
patient-sending = Sending…
patient-nothing-changed = Nothing has changed yet.
patient-send-again = Send again
patient-save-new = Save new patient
patient-review-and-save = Review and save
patient-cancel = Cancel
patient-conflict-title = Someone else changed this patient while you were editing. Nothing was saved.
patient-conflict-explanation = Compare the versions, then choose how to go on. You will see the changes again before saving.
patient-column-when-began = When you began
patient-column-on-record = On record now
patient-column-yours = Yours
patient-keep-mine = Keep my changes on their version
patient-keep-mine-hint = Starts from the record as it is now and applies the fields you changed; where both of you changed a field, yours is kept
patient-use-theirs = Use their version
patient-use-theirs-hint = Drops your changes
# The question when another form would replace a form with typed content.
patient-switch-registration-title = Discard the registration you typed?
patient-switch-changes-title = Discard your unsaved changes?
patient-switch-registration-body = You started registering { $name } and did not save it. Editing this patient would discard it.
patient-switch-registration-body-unnamed = You started registering a patient and did not save it. Editing this patient would discard it.
patient-switch-changes-body = You changed the details of { $name } and did not save them. Registering a new patient would discard them.
patient-switch-changes-body-unnamed = You changed the details of a patient and did not save them. Registering a new patient would discard them.
patient-switch-back-to-registration = Back to the registration
patient-switch-back-to-changes = Back to the changes
patient-switch-discard = Discard it and continue
patient-switch-stay = Stay here
# The open patient.
patient-edit-details = Edit details
patient-new-survey = New survey
patient-surveys = Surveys
patient-refresh-surveys = Refresh surveys
patient-surveys-not-loaded = Not loaded yet. “{ patient-refresh-surveys }” loads them.
patient-surveys-loading = Loading surveys…
patient-surveys-none = No surveys yet. Use "New survey" to send one.
patient-service-id = Service id
# $long_date: "3 February 1990"; $date: "03/02/1990".
patient-birthdate-value = { $long_date } ({ $date })
patient-phone = Phone
# $type: mobile, landline…; $country: the number's country.
patient-phone-value = { $number } ({ $type }, { $country })
patient-phone-type-unknown = type unknown
patient-other-fields = More details ({ $count })
details-technical = Technical details
patient-column-status = Status
patient-column-created = Created
patient-column-answers = Answers
patient-column-alerts = Alerts

patient-survey-row = Survey of { $created }: { $status }, { $answers ->
    [one] { $answers } answer
   *[other] { $answers } answers
}, { $alerts ->
    [one] { $alerts } alert
   *[other] { $alerts } alerts
}

patient-copy-service-id = Copy service id

## Surveys: dialog, survey view, summary and PDF  (views: src/ui/{survey_dialog,survey_view,survey_summary}.rs)
# The new-questionnaire dialog (src/ui/survey_dialog.rs, src/state/survey_form.rs).
# $name is a patient's name.
survey-new-for = New survey for { $name }
survey-new-for-new-patient = New survey for a new patient
survey-new-patient-explained = The patient is registered with the survey. If a patient already has this external reference, nothing is sent: you see both side by side and choose.
survey-include-link = Include the survey link
survey-pin-in-link = Put the PIN in the link (switches off the second factor)
survey-pin-warning = Warning: Putting the PIN in the link switches off the second factor: anyone who gets the link (a forwarded e-mail, a shared phone) can open the patient's survey. Only use this when the patient cannot receive the PIN separately.
survey-send-invitation = Send an invitation to the patient
# $channel is the channel's name (e-mail, SMS).
survey-by-channel = By { $channel }
survey-create = Create survey
survey-cancel = Cancel
survey-done = Done
# $problems names the fields that need attention.
survey-cannot-create-yet = Cannot create the survey yet — { $problems }
# $field is a field's name, $problem what is wrong with it.
survey-field-problem = { $field }: { $problem }
survey-correct-phone = Correct the phone number…
survey-correct-phone-hint = Opens the patient's details; create the survey again once the number is right
survey-no-email = This patient has no e-mail address, so an e-mail invitation cannot be sent. Add one, or choose SMS.
survey-no-mobile = This patient has no mobile phone number, so an SMS invitation cannot be sent. Add one, or choose e-mail.
survey-no-way-to-reach = Choose to include the link or to send an invitation, or the patient cannot reach the survey.
# $number is the phone number in international form, $country the ISO code of its country.
survey-sms-landline = { $number } is a landline number in { $country ->
        [BE] Belgium
        [NL] the Netherlands
        [LU] Luxembourg
        [FR] France
        [DE] Germany
        [GB] the United Kingdom
        [IE] Ireland
        [US] the United States
        [CA] Canada
        [ES] Spain
        [PT] Portugal
        [IT] Italy
        [CH] Switzerland
        [AT] Austria
        [PL] Poland
        [DK] Denmark
        [SE] Sweden
        [NO] Norway
        [FI] Finland
        [TR] Turkey
       *[other] { $country }
    } — an SMS cannot reach it. Correct the phone number, or choose e-mail.
survey-sms-not-mobile = { $number } is not a mobile number — an SMS cannot reach it. Correct the phone number, or choose e-mail.
# $channel is the channel's name (e-mail, SMS).
survey-invitation-sent = An invitation was sent by { $channel }.
survey-goes-to = The invitation goes to { $address }.
survey-invitation-sent-to = An invitation was sent by { $channel } to { $address }.
survey-include-link-explained = Once the survey is made, its link shows here, to copy, or to scan from the screen with the QR code.
survey-pin-in-link-explained = Without it, opening the link also asks for the survey's PIN (the second factor); with it, anyone who has the link can open the survey.
survey-created = Survey created
survey-created-explained = The survey is ready and appears in the patient's survey list.
survey-id-label = Survey id:
survey-copy-id = Copy id
survey-no-link-asked = No link was asked for.
survey-link-label = Link:
survey-copy-link = Copy link
survey-reveal-pin = Reveal PIN
survey-hide-pin = Hide PIN
survey-scan-qr = The patient can scan this code with their phone:
survey-qr-has-pin = The QR code contains the PIN; reveal it to show the code.
# The comparison with the patient on record. $born is a date.
survey-reference-on-record = This external reference is already on record
survey-reference-belongs = Nothing was sent. The external reference belongs to { $name }. Compare the patient on record with what you typed, then choose how to go on.
survey-reference-belongs-born = Nothing was sent. The external reference belongs to { $name }, born { $born }. Compare the patient on record with what you typed, then choose how to go on.
survey-record-changed-meanwhile = The patient's record changed while you were comparing. Nothing was sent: compare again.
survey-typed-other-person = The name and the date of birth you typed both differ from the patient on record: this looks like a different person. Check the external reference before you go on.
survey-compare-field = Field
survey-compare-on-record = On record
survey-compare-typed = You typed
survey-compare-differs = differs
survey-compare-empty = (empty)
survey-compare-now = Now
survey-compare-becomes = Becomes
survey-send-to-record = Send to the patient on record
survey-send-to-record-hint = The survey goes to { $name } as on record; the details you typed are not used.
survey-update-and-send = Update their details and send…
survey-update-and-send-hint = You will see what changes and confirm it before anything is sent.
survey-nothing-to-update = What you typed is what is on record: there is nothing to update.
survey-back-to-form = Back to the form
survey-back-keeps-typed = Back to the form keeps everything you typed.
survey-update-details-of = Update the details of { $name }?
survey-details-will-change = These details of { $name } will change, then the survey is sent:
survey-details-will-change-born = These details of { $name } (born { $born }) will change, then the survey is sent:
survey-both-change-other-person = The name and the date of birth both change: this looks like a different person.
survey-confirm-update-send = Yes, update the details and send
survey-back-to-comparison = Back to the comparison
survey-outcome-sent-to-record = The survey is for { $name } as on record. The details you typed were not used; { $name }'s record was not changed.
# $fields lists the names of the fields that changed.
survey-outcome-updated = { $name }'s details were updated ({ $fields }), then the survey was created.
# The open questionnaire (src/ui/survey_view.rs).
survey-title = Survey
survey-title-of = Survey of { $name }
survey-back-to-patient = Back to the patient
# The key that does the same as the button.
survey-back-key = Esc
# $time is a local date and time.
survey-created-at = Created { $time }
survey-created-unknown = Created at an unknown time
survey-refresh = Refresh
survey-refresh-hint = Load the survey again
survey-still-answering = The patient may still be answering: new answers are loaded automatically.
survey-still-answering-next = The patient may still be answering: new answers are loaded automatically (next check in about { $seconds } s).
survey-id = Survey id { $id }
survey-not-loaded = The survey is not loaded.
survey-load = Load the survey
survey-loading = Loading the survey…
survey-try-again = Try again
survey-showing-last-loaded = Showing the survey as it was last loaded.
survey-no-alerts = No alerts.
alert-level-high = High priority
alert-level-medium = Medium priority
alert-level-low = Low priority
survey-alerts = { $count ->
    [one] { $count } alert
   *[other] { $count } alerts
}
# $code is the code of the question the alert comes from.
survey-alert-question = question { $code }
survey-diagnoses = Confirmed diagnoses
survey-no-diagnoses = No confirmed diagnoses.
survey-other-fields = More details ({ $count })
survey-tab-answers = Answers ({ $count })
survey-tab-history = History
survey-tab-summary = Summary
survey-no-answers-yet = No answers yet. “{ survey-refresh }” loads the answers the patient has given since.
survey-filter = Filter answers
survey-filter-hint = Words in a question, code or answer
survey-filter-clear = Clear filter
survey-filter-matches = { $count ->
    [one] { $matching } of { $count } answer matches
   *[other] { $matching } of { $count } answers match
}
survey-answer-count = { $count ->
    [one] { $count } answer
   *[other] { $count } answers
}
survey-filter-no-match = No answer matches the filter. “{ survey-filter-clear }” shows every answer again.
survey-column-question = Question
survey-column-code = Code
survey-column-answer = Answer
# An empty answer; the filter finds it by these words too.
survey-no-answer = (no answer)
survey-history-load = Load the history
survey-history-empty = No changes are recorded for this survey.
survey-history-count = { $count ->
    [one] { $count } change, oldest first
   *[other] { $count } changes, oldest first
}
survey-history-reload = Reload history
survey-column-when = When
survey-column-who = Who
survey-column-what = What
survey-history-no-time = (no time)
survey-history-unknown-user = unknown user
survey-history-system = the system
survey-history-change = A change
survey-history-change-fields = { $kind } — { $fields }
survey-history-workflow-moved = The survey moved to another step
survey-history-details = Details
survey-history-step-id = Step id:
survey-history-copy-step-id = Copy the step's id
survey-history-unknown-hint = A change of a kind Intake Desk does not know, in words from its fields; its raw form is under Details.
value-yes = yes
value-no = no
survey-history-claimed = Claimed
survey-history-released = Released
# $kind is the change type as the service named it.
# The summaries tab (src/ui/survey_summary.rs).
survey-plain-text = Plain-text summary
survey-plain-text-load = Load the summary
survey-copy-to-clipboard = Copy to clipboard
survey-copied = Copied.
survey-plain-text-label = Summary text (read-only, selectable)
pdf-summary = PDF summary
pdf-preview = Preview PDF
pdf-export = Export PDF…
pdf-choose-in-dialog = Choose where to save the PDF in the dialog…
pdf-saving-to-documents = Saving the PDF in the Documents folder…
pdf-nothing-saved = Nothing was saved.
pdf-no-dialog = No file dialog could be shown on this computer.
# Followed by the path of the saved file.
pdf-saved-in-documents-as = Saved in the Documents folder instead, as
pdf-saved-as = Saved as
pdf-dialog-closed = Not saved: the save dialog was closed.
pdf-save-to-documents = Save to the Documents folder instead
pdf-save-to-documents-hint = Saves under the suggested name without a dialog; an existing file is never replaced
pdf-open = Open
pdf-open-hint = Open the PDF with the system's viewer
pdf-show-in-folder = Show in folder
pdf-error-details = Details
pdf-preview-first-pages = Preview of the first { $shown } of { $count } pages
pdf-preview-pages = { $count ->
    [one] Preview ({ $count } page)
   *[other] Preview ({ $count } pages)
}
# The accessible name of a page's image.
pdf-page-alt = Page { $page } of the PDF summary
pdf-page-of = Page { $page } of { $count }
# $reason is what the PDF reader said (technical).
pdf-preview-unreadable = The PDF could not be read for the preview ({ $reason }). It can still be saved.
pdf-preview-no-pages = The PDF has no pages.
pdf-preview-not-drawn = The PDF's pages could not be drawn.
pdf-preview-renderer-stopped = The preview could not be drawn (the renderer failed).
# Saving and opening the PDF (src/export.rs).
export-not-a-file-name = The chosen path is not a file name. Nothing was written.
export-is-a-folder = The chosen path is a folder. Choose a file name. Nothing was written.
export-too-many-same-name = There are too many files with this name in the folder. Choose another name. Nothing was written.
export-save-failed = The PDF could not be saved. Nothing was written.
export-save-failed-permission = The PDF could not be saved. You may not write to this folder; choose another one. Nothing was written.
export-save-failed-no-folder = The PDF could not be saved. The folder does not exist (any more); choose another one. Nothing was written.
export-save-failed-disk-full = The PDF could not be saved. The disk is full. Nothing was written.
export-save-failed-read-only = The PDF could not be saved. The disk is read-only; choose another folder. Nothing was written.
export-no-documents-folder = This computer has no Documents folder that Intake Desk can find. Nothing was written.
export-save-interrupted = Saving the PDF was interrupted.
export-open-failed = The PDF could not be opened. Is a PDF viewer installed?
export-show-failed = The folder could not be shown.
export-detail-file = File: { $path }
# $error is what the operating system said, in its own words.
export-detail-system = The system said: { $error }
export-detail-task-stopped = The task doing this stopped before it finished.
export-detail-no-documents = No Documents folder and no home folder were found.
# The suggested name of a saved PDF (without “.pdf”). $date is ISO (2025-03-14): no slashes in file names.
export-file-name = Survey summary
export-file-name-patient = Survey summary - { $name }
export-file-name-date = Survey summary - { $date }
export-file-name-patient-date = Survey summary - { $name } - { $date }

# The title and the file-type filter of the system's save dialog.
pdf-save-dialog-title = Save the PDF summary
pdf-file-kind = PDF document

pdf-preview-scroll = Pages of the PDF summary

## State: notices, progress, drafts, activity lines, privacy  (src/state/*, src/activity.rs, src/startup.rs, src/export.rs)
# What is in flight, shown in the status bar while it runs.
progress-probing = Checking whether the service answers again…
progress-fetching-pdf = Fetching the PDF summary…
progress-saving-pdf = Saving the PDF…
progress-opening-pdf = Opening the PDF…
progress-showing-folder = Showing the folder…
progress-opening-survey = Opening the survey…
progress-loading-history = Loading the history…
progress-loading-summary = Loading the summary…
progress-preparing-preview = Preparing the preview…
progress-creating-survey = Creating the survey…
progress-updating-then-creating = Updating the patient, then creating the survey…
progress-checking-then-creating = Checking the external reference, then creating the survey…
progress-searching = Searching…
progress-opening-patient = Opening the patient…
progress-loading-surveys = Loading surveys…
progress-starting-sandbox = Starting the demo service…
progress-connecting = Connecting…
progress-signing-in = Signing in…
progress-testing-connection = Testing the connection…
progress-signing-out = Signing out…
progress-saving-patient = Saving the patient…
progress-registering-patient = Registering the patient…
progress-checking-answers = Checking for new answers…
progress-refreshing-survey = Refreshing the survey…
progress-checking-received = Checking what the service received…
# $reason is the sentence of the error that made the request fail.
progress-retrying = { $reason } Trying again in { $seconds } s (attempt { $attempt }).
status-cancel = Cancel
# $what is what is in flight ("Searching…").
status-cancel-what = Stop: { $what }
status-dismiss = Dismiss
status-ready = Ready
resend-save-patient = Save the patient again
resend-create-survey = Send the survey again
resend-search = Search again
resend-open-patient = Open the patient again
resend-list-surveys = Load the surveys again
resend-open-survey = Load the survey again
resend-load-history = Load the history again
resend-load-summary = Load the summary again
resend-load-pdf = Fetch the PDF again
notice-task-stopped = Something went wrong inside Intake Desk and this step stopped. Nothing you typed is lost: try again. If it happens again, the log file has the details for support.
notice-offline = Cannot reach the service. Intake Desk keeps checking and says when it answers again.
notice-online-again = The service answers again.
notice-connected = Connected.
notice-signed-out = Signed out. The sign-in token was forgotten.
notice-pdf-saved = The PDF summary was saved.
notice-saved-at = Saved at { $path }
notice-no-save-dialog = No file dialog could be shown on this computer. The PDF was not saved.
notice-patient-saved = Patient saved.
notice-patient-registered = Patient registered.
notice-patient-saved-despite-cancel = You cancelled saving, but the service had already saved the changes.
# $cause says why the answer never came.
notice-patient-created-after-all = { $cause } A check shows the patient was created. Nothing was sent twice.
token-kept-in-keyring = Your sign-in is kept in the system keyring.
token-kept-in-memory = No system keyring available: your sign-in is kept in memory until you close Intake Desk.
local-store-unusable = Intake Desk cannot keep drafts and its activity log in { $path } ({ $reason }). Until this is fixed, what you type is not saved: each form says so, and the window asks before it closes. Ask your IT department to check that you can write to this folder.
local-store-folder-unusable = the data folder cannot be used
local-store-stopped = Intake Desk could not write to its data folder: the local store stopped.
local-write-failed = Intake Desk could not write to its data folder: { $reason }
local-draft-kind-patient = A draft of a patient form
local-draft-kind-survey = A draft of a new survey
local-draft-kind-other = A draft
# $kind is one of the local-draft-kind messages.
local-draft-kept-aside = { $kind } could not be read and was kept aside in { $path }.
local-draft-kept-aside-from = { $kind } from { $when } could not be read and was kept aside in { $path }.
# Several of the problems above, each a whole sentence, one after the other.
local-problems = { $sentences }


# Lines of the activity log as shown. $patient and $survey are service ids.
log-patient-created = Patient registered ({ $patient })
log-patient-updated = Patient details changed ({ $patient })
# $fields lists the names of the fields that changed.
log-patient-updated-fields = Patient details changed ({ $patient }): { $fields }
log-survey-created = Survey created ({ $survey })
log-survey-created-for = Survey created ({ $survey }) for patient { $patient }
log-survey-created-registering = Survey created ({ $survey }) from a day's list, registering a new patient
# $channel is the channel as the service names it: email, sms, or another it may add.
log-invitation-sent = { $channel ->
    [email] Invitation sent by e-mail for survey { $survey }
    [sms] Invitation sent by text message for survey { $survey }
   *[other] Invitation sent by { $channel } for survey { $survey }
}
log-pdf-saved = PDF of survey { $survey } saved to { $folder }
log-survey-filed = Answered survey { $survey } filed in { $folder }
log-survey-filed-fhir = Answered survey { $survey } filed in { $folder }, with its FHIR files

## Patient field rules and their problems  (crates/intake_rules worded in src/)

# A field's problem with the field's name, one per line in the save button's hover text.
rules-problem-line = { $field }: { $problem }
rules-enter-first-name = Enter the first name.
rules-enter-last-name = Enter the last name.
rules-choose-gender = Choose female or male.
rules-enter-birthdate = Enter the date of birth.
rules-date-format = Use the format DD/MM/YYYY (also accepted: DD.MM.YYYY, DD-MM-YYYY, YYYY-MM-DD).
# $month: the number typed as the month (13).
rules-no-such-month = Month { $month } does not exist.
# $month: the month's name ("31 February does not exist.").
rules-no-such-day = { $day } { $month } does not exist.
rules-no-leap-day = 29 February { $year } does not exist ({ $year } is not a leap year).
rules-date-future = This date is in the future.
rules-date-too-old = This date is more than { $years } years ago.
rules-language = Choose a language from the list, or type a language-region tag such as nl-be or fr-be.
rules-email-too-long = An e-mail address has at most 254 characters.
rules-email-not-an-address = This does not look like an e-mail address (name@example.org).
rules-email-no-domain-name = The part after @ must be a domain name such as example.org.
rules-choose-phone-type = Choose mobile, landline or cordless.
rules-choose-phone-country = Choose the country of the phone number.
rules-phone-not-a-number = Use digits only, with an optional leading + (e.g. +32 475 12 34 56).
rules-phone-unknown-country = Choose the number's country, or write it with its country code (+32 …).
rules-phone-unknown-calling-code = The number does not start with a country's calling code.
# $country: a country's name.
rules-phone-too-short = This number is too short for { $country }.
rules-phone-too-long = This number is too long for { $country }.
rules-phone-invalid = No such number exists in { $country }; check the digits.
# $number: the number in international form (+32 2 555 12 34).
rules-phone-landline-as-mobile = { $number } is a landline number in { $country } — an SMS cannot reach it.
rules-enter-reference = Enter the patient's number in your own system.
rules-enter-national-number = Enter the patient's national number: INSZ/NISS, BSN or Luxembourg matricule.
rules-reference-dots-only = A reference cannot consist of dots only.
rules-national-number-digits = A national number has only digits (dots, dashes and spaces aside).
rules-national-number-check = This national number's check digits do not match: a digit is mistyped or two are swapped.
rules-national-number-date = This national number holds no valid date of birth: check the first digits.
rules-national-number-length = A national number has 11 digits (Belgium), 9 (the Netherlands) or 13 (Luxembourg).
rules-too-long = At most { $max } characters; this has { $count }.
# A country the app has no name for: its code (XK).
rules-country-code = { $code }

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
        [survey] No survey was found with that identifier.
        [account] No account was found with that identifier.
       *[patient] No patient was found with that identifier.
    }
error-no-patient-with-reference = No patient has this external reference.
error-no-patient-with-id-or-reference = No patient found with this id or external reference.
error-conflicting-record = The service already has a conflicting record: { $said }
error-already-exists = { $subject ->
        [survey] The service already has a survey with these details.
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
error-expected-new-survey-id = the new survey's identifier
error-expected-survey = a survey
error-expected-survey-history = a history of changes
error-expected-survey-list = a list of surveys
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
        [survey-id] The survey identifier is empty.
        [external-reference] The external reference is empty.
       *[patient-id] The patient identifier is empty.
    }
error-dots-only-identifier = { $which ->
        [survey-id] The survey identifier "{ $value }" cannot be looked up: it consists of dots only.
        [external-reference] The external reference "{ $value }" cannot be looked up: it consists of dots only.
       *[patient-id] The patient identifier "{ $value }" cannot be looked up: it consists of dots only.
    }
error-missing-credentials = Enter the account, the password and the tenant to sign in.
error-not-signed-in = Not connected yet. Please sign in first.
error-cancelled = You cancelled the request after it may have been sent.
error-blocked-by-policy = Your IT department does not allow connecting to this service from this workstation; nothing was sent.
error-send-channel-not-allowed = Your IT department does not allow invitations by { $channel } on this workstation; nothing was sent.
error-send-pin-not-allowed = Your IT department does not allow the PIN in the survey's link on this workstation; nothing was sent.
error-token-other-tenant = This token is for the tenant “{ $found }”, and your IT department allows only “{ $required }” on this workstation. It was not used; nothing was sent. Sign in with your e-mail address and password, or use a token for “{ $required }”.
error-token-no-tenant = This token does not say which tenant it is for, and your IT department allows only “{ $required }” on this workstation. It was not used; nothing was sent. Sign in with your e-mail address and password instead.
error-token-tenant-lock-unusable-at-line = The IT settings file { $file } locks the tenant but gives no valid tenant (line { $line }), so no sign-in and no token can be used on this workstation; nothing was sent. Please contact your IT department.
error-token-tenant-lock-unusable = The IT settings file { $file } locks the tenant but gives no valid tenant, so no sign-in and no token can be used on this workstation; nothing was sent. Please contact your IT department.
error-token-other-healthcare-service = This token is for the healthcare service “{ $found }”, and your IT department allows only “{ $required }” on this workstation. It was not used; nothing was sent. Sign in with your e-mail address and password, or use a token for “{ $required }”.
# What the app adds to an error, shown above its sentence.
error-why-reference-lookup = Intake Desk could not check whether a patient already has this external reference, so nothing was sent.
error-why-patient-update = The patient's details could not be updated, so the survey was not sent.
error-why-survey-may-exist = The survey may have been created: check the patient's surveys before sending again.
survey-unknown-title = Perhaps sent
survey-unknown-explained = It may have made the survey and sent the invitation, or may still be making it. So that the patient is never invited twice, nothing is sent again until the service has been asked.
survey-unknown-asking-at = The service is asked at { $time }, when it can no longer be making it.
survey-unknown-check-failed = The service could not be asked: { $problem }
survey-check-again = Ask the service again
survey-close = Close
survey-found-answer-lost = Sent once: the service's answer was lost, but asked afterwards, it has the survey. Its link was only in the lost answer.
survey-stopped-nothing-sent = Stopped before the survey left: nothing was sent.
error-why-survey-not-made = The service was asked once the request could no longer be under way: it has no such survey. Nothing was sent; you can send it again.
error-why-known-surveys = Nothing was sent: the patient's surveys could not be read first. They are what tells afterwards whether a survey was made, if the service's answer is lost.
progress-asking-whether-made = Asking the service whether the survey was made…
error-why-registration-cancelled = You cancelled the registration after it may have been sent.
error-why-patient-not-created = A check shows the patient was not created: it is safe to send again.
# $lookup: the sentence of the error of the check
error-why-patient-unknown = Whether the patient was created could not be checked ({ $lookup }). Search for the external reference before sending again.
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

## Managed settings: the IT department's policy file  (src/policy.rs; locked settings in src/ui/*)

# Shown beside a setting the IT department's policy file locks (greyed).
policy-locked = Set by your IT department
# $reason is one of the policy-reason messages.
policy-problem-at-line = The IT settings file { $file } cannot be used (line { $line }): { $reason }
policy-problem = The IT settings file { $file } cannot be used: { $reason }
policy-effect-all-locked = Until it is corrected, every setting it could lock stays locked, and Intake Desk connects to no service and offers no demo service.
policy-effect-part-locked = The setting at fault stays locked at its safest; the rest of the file applies.
policy-advice = Ask your IT department to correct the file. Intake Desk reads it again when it starts.
policy-reason-missing = the file does not exist.
policy-reason-not-readable = this user account is not allowed to read it.
policy-reason-cannot-read = it cannot be read ({ $detail }).
policy-reason-folder = it is a folder, not a file.
policy-reason-too-large = it is far too large to be a settings file.
policy-reason-not-text = it is not text (save it as UTF-8).
# $detail is the TOML reader's own description, in English.
policy-reason-syntax = it is not valid TOML ({ $detail }).
policy-reason-unknown-section = there is no setting [{ $section }].
policy-reason-not-a-section = { $section } must be a section, written [{ $section }] on a line of its own.
policy-reason-unknown-key = [{ $section }] has no setting “{ $key }” (it has { $known }).
# $expected is one of the policy-type messages.
policy-reason-wrong-type = “{ $key }” must be { $expected }.
policy-type-boolean = true or false
policy-type-text = a text in quotes
policy-type-number = a whole number
policy-type-channel-list = a list such as ["email", "sms"]
policy-reason-minutes = the minutes must be between 0 and { $max }, not { $value }.
policy-reason-number-range = { $key } must be a whole number from { $min } to { $max }, not { $value }.
policy-reason-time = { $key } must be a time of day such as 20:00, not “{ $value }”.
policy-reason-empty = { $key } must not be empty.
policy-reason-channel = “{ $value }” is not an invitation channel; use "email" or "sms".
policy-reason-language = “{ $value }” is not a language of Intake Desk; use nl, fr, de or en.
policy-reason-environment = “{ $value }” is not an environment; use one of { $known }.
policy-reason-environment-name-missing = an address needs name = "custom" in the same section.
policy-reason-locked-without-environment = the environment is locked but no name = says which one, so no service can be used.
policy-reason-locked-without-tenant = the tenant is locked but no value = says which one, so no sign-in and no token can be used.
policy-reason-address-missing = a custom environment needs its address.
policy-reason-address-not-custom = only name = "custom" takes an address.
# $why is one of the error messages about addresses.
policy-reason-address = { $address } cannot be used: { $why }
policy-effect-clinic-database = This desk does not share its lists, follow-up and filings with the other desks until the file is corrected: what it sends, only it sees.
policy-reason-clinic-url-missing = [clinic_database] needs url = "postgresql://…", the clinic database's address.
policy-reason-clinic-url = url is not the address of a PostgreSQL database ({ $why }).
policy-reason-clinic-url-password = url must not hold the password: give it with credential = "policy" and password =, or keep it in the keyring.
policy-reason-clinic-tls = tls must be "required" or "off", not “{ $value }”.
policy-reason-clinic-ca-file = with TLS (the default), ca_file must name the clinic's CA certificate file.
policy-reason-clinic-credential = credential must be "none", "policy" or "keyring", not “{ $value }”.
policy-reason-clinic-password-missing = credential = "policy" needs password = in the same section.
policy-reason-clinic-password = password is read only with credential = "policy".
policy-environment-not-allowed = Your IT department does not allow connecting to { $environment } from this workstation.
policy-sandbox-not-allowed = Your IT department has turned off the demo service on this workstation.
policy-no-environment = Your IT department has not allowed any service on this workstation yet. Ask them to check { $file }.
policy-no-channels = Your IT department has turned off invitations by e-mail and SMS on this workstation: give the patient the link instead.
policy-managed-by = This workstation is managed by your IT department ({ $file }).

## About dialog  (src/ui/about.rs, src/state/about.rs)

# The banner's ⓘ button (its accessible name and hover text).
about-open = About Intake Desk
about-title = About Intake Desk
about-close = Close
# $version is "0.1.0 (commit 1a2b3c4d5e)", as intake-desk --version says it.
about-version = Intake Desk { $version }
about-purpose = Patient intake and questionnaires for clinic staff.
about-own-licence = Licence: { $licence }
about-connection = Connection
about-not-managed = Not managed by an IT policy file on this workstation.
about-kept-where = Kept on this computer for you
about-kept-nowhere = Nothing: the data folder cannot be used this session, so drafts, the activity log and settings are kept in memory only.
about-settings = Settings
about-drafts = Drafts and activity log
about-logs = Logs
about-open-settings-folder = Open the settings folder
about-open-drafts-folder = Open the drafts folder
about-open-logs-folder = Open the log folder
about-folder-missing = The folder { $folder } does not exist yet: nothing has been kept there so far.
about-folder-not-opened = The folder { $folder } could not be opened in the file manager.
about-folder-not-opened-why = What the system said: { $problem }
about-third-party = Software by others
# $packages and $licences are counts.
about-third-party-count = Intake Desk is built with { $packages } packages by others, under { $licences } licence texts:
about-find-licence = Find a package or licence
# $names: the first packages under this text, "…" when there are more.
about-licence-heading = { $licence }: { $names } ({ $packages ->
    [one] one package
   *[other] { $packages } packages
})
about-no-licence-match = No package or licence matches “{ $filter }”.
about-licences-unreadable = The licence notices could not be read ({ $problem }); they are also in the installed documentation.
progress-opening-folder = Opening the folder…

## Day list: the day's appointment list, imported and sent in one go  (src/state/day_list.rs)

# $value is what the file's channel column says for the row.
day-list-channel-unreadable = The channel “{ $value }” is neither e-mail nor SMS.
day-list-appointment-unreadable = The appointment “{ $value }” is not a date and time (for example 25/11/2026 14:30).
progress-sending-batch = Sending the day's list…

home-day-list = Send the day's list
home-today = Today
day-list-title = Send the day's list
day-list-intro = Open the list of appointments exported from your agenda or EHR (CSV, or an Excel or OpenDocument sheet). Every row is checked before anything is sent, and nothing is sent until you confirm.
day-list-open = Open a list…
day-list-open-dialog-title = Open the day's list
day-list-file-kind = Appointment lists (CSV, Excel, OpenDocument)
day-list-drop-hint = You can also drop the file on this window.
day-list-drop-here = Drop the list here to open it
progress-reading-day-list = Reading the list…
day-list-file-unreadable = The file could not be opened. Check that it is not open in another program, then try again.
day-list-no-open-dialog = No file dialog can be shown on this computer. Drop the list's file on this window instead.
day-list-file-empty = The file is empty.
# $megabytes: the largest size read.
day-list-file-too-large = The file is larger than { $megabytes } MB. Export only the appointments of one day.
# $max: the most rows read.
day-list-file-too-many-rows = The list has more than { $max } rows. Export only the appointments of one day.
day-list-file-no-headers = The file has no header row. The first row must name the columns (first name, last name, …).
# $extension: the file's extension, e.g. pdf.
day-list-file-unknown-kind = Files ending in .{ $extension } cannot be read. Export the list as CSV, XLSX, XLS or ODS.
# $line: the line of the file.
day-list-file-bad-line = Line { $line } of the file cannot be read. Check that the file is a CSV export.
day-list-file-bad-spreadsheet = The spreadsheet cannot be read. Open it in Excel or LibreOffice and save it again, or export it as CSV.
day-list-file-not-text = This file is not a list: it is not text (it holds bytes no text file has). Export the appointments from your agenda as CSV or as a spreadsheet, and open that file.
day-list-file-part-too-large = The spreadsheet holds far more than a day's list: one of its parts unpacks to more than { $megabytes } MB. Export only the appointments of one day, as CSV or as a new spreadsheet.
day-list-file-too-many-cells = The sheet spans more than { $max } cells once its repeated rows and columns are counted. Delete the cells far below or to the right of the list, or export only the appointments of one day.
day-list-file-reading-stopped = The reading of the file was stopped. Nothing of it was kept.
day-list-file-excel-binary = This is an Excel binary workbook (.xlsb), which Intake Desk does not read. Open it in Excel and save it as “Excel Workbook (.xlsx)” or as CSV, then open that file.
day-list-file-cage-memory = This file could not be read safely: it asks for far more memory than a day's list needs. Export only the appointments of one day, as CSV or as a new spreadsheet.
day-list-file-cage-time = This file could not be read safely: reading it took far longer than a day's list ever takes. Export only the appointments of one day, as CSV or as a new spreadsheet.
day-list-file-cage-ended = This file could not be read safely: the reader stopped on it unexpectedly. Export the list again, as CSV or as a new spreadsheet.
day-list-file-cage-answer-too-large = This file could not be read safely: it holds far more than a day's list. Export only the appointments of one day.
day-list-file-cage-answer-damaged = This file could not be read safely: the reader's answer was damaged. Try again; if it happens again, export the list as CSV.
day-list-file-cage-not-started = The file could not be read: Intake Desk could not start its safe reader. Close and restart Intake Desk; if it happens again, reinstall it.
day-list-cell-too-long = the file's cell holds { $chars } characters, more than the { $max } a list's cell may hold. Type the value here, or correct it in the file.
day-list-stop-reading = Stop reading
day-list-file-no-sheet = The spreadsheet has no sheet with data.
day-list-journal-failed = The list could not be kept on this computer, so it was not sent (nothing was sent). Check the data folder in About, then try again.
day-list-encoding-utf8 = UTF-8
day-list-encoding-utf8-bom = UTF-8 with byte-order mark
day-list-encoding-windows-1252 = Windows-1252 (Western European)
day-list-encoding-utf16 = UTF-16 (Unicode text)
day-list-delimiter-comma = commas
day-list-delimiter-semicolon = semicolons
day-list-delimiter-tab = tabs
# $file: the file's name; $encoding: its character encoding; $delimiter: what separates its columns.
day-list-read-csv = { $file }: CSV, columns separated by { $delimiter }, read as { $encoding }.
# $file: the list's file name.
day-list-file-name = File: { $file }
# $file: the file's name; $sheet: the sheet read.
day-list-read-sheet = File: { $file }, sheet “{ $sheet }”
day-list-mapping-remembered = The columns are matched as you confirmed for a file with these columns before. Check them.
day-list-mapping-guessed = The columns are matched from their names. Check them: each field takes the column chosen here.
day-list-field-channel = Channel (e-mail or SMS)
day-list-field-appointment = Appointment (date and time)
day-list-not-in-file = Not in the file
# $shown: rows shown; $count: rows in the file.
day-list-preview = The first { $shown } of { $count } rows
day-list-column-field = Field
day-list-column-in-file = Column in the file
# $line: the row's number in the file, as a spreadsheet shows it.
day-list-row-in-file = Row { $line }
# $columns: the file's columns no field takes, by their names.
day-list-columns-not-used = Columns no field takes: { $columns }.
day-list-check-rows = Check the rows
day-list-choose-another = Choose another file
day-list-back-to-mapping = Change the columns
# $rows: rows in the file; $ready: rows that can be sent; $problems: rows with a problem; $excluded: rows left out; $waiting: rows whose patient is being looked up.
day-list-summary = { $rows ->
    [one] 1 row
   *[other] { $rows } rows
}: { $ready } ready, { $problems } with a problem (not sent), { $excluded } left out{ $waiting ->
    [0] {""}
   *[other] , { $waiting } being checked
}.
day-list-channel = Invite by
day-list-channel-hint = Rows whose file gives a channel keep their own.
day-list-concurrency = Invitations leaving at the same time
day-list-concurrency-hint = More is faster. When the service is busy, Intake Desk waits by itself.
day-list-advanced = Advanced
day-list-channel-not-allowed = Your IT department does not allow invitations by this channel.
# $count: the new patients whose sex the file does not give.
day-list-sex-missing = { $count ->
    [one] Gender is missing for 1 new patient: choose it below.
   *[other] Gender is missing for { $count } new patients: set it per row, or for all of them.
}
# $count: the patients whose sex the file does not give, not all of them looked up.
day-list-sex-missing-unchecked = { $count ->
    [one] Gender is missing for 1 patient: choose it below.
   *[other] Gender is missing for { $count } patients: set it per row, or for all of them.
} Whether they are already on record could not be checked: a patient on record keeps the gender on their record.
# $count: the patients whose sex was chosen on the list.
day-list-sex-all-chosen = { $count ->
    [one] Gender chosen here for 1 new patient the file gives none (it can be changed on its row).
   *[other] Gender chosen here for { $count } new patients the file gives none (each can be changed on its row).
}
# $count: patients on record whose sex the file does not give.
day-list-sex-kept-on-record = { $count ->
    [one] 1 patient of the list is on record and keeps the gender on their record.
   *[other] { $count } patients of the list are on record and keep the gender on their record.
}
progress-checking-on-record = Checking which patients are already on record…
day-list-row-checking-on-record = Checking whether the patient is on record…
day-list-sex-not-in-file = not in the file: choose it above, for this row or for all.
# $count: the patients asked about.
day-list-sex-for-all = For all { $count }:
# $sex: female or male, as the patient form says it; $count: the patients asked about.
day-list-sex-for-all-named = { $sex } for all { $count }
# $chosen: patients with a sex chosen; $count: the patients asked about.
day-list-sex-chosen = Chosen: { $chosen } of { $count }
# $name: the patient's name; $line: the row's number in the file.
day-list-sex-row = { $name }, row { $line } in the file
# $sex: female or male; $row: the patient and their row (day-list-sex-row).
day-list-sex-row-named = { $sex }: { $row }
day-list-sex-choice = Gender:
# $line: the earlier row with the same reference.
day-list-reference-repeated = The same reference is already on row { $line } of the file: each patient is invited once.
# $count: the invitations that will be sent.
day-list-send = { $count ->
    [one] Send 1 invitation
   *[other] Send { $count } invitations
}
day-list-column-send = Send
day-list-column-reference = Reference
day-list-only-problems = Only rows with a problem
# $first: the first patient's row in the file.
day-list-rows-are-the-file-s = Row numbers as in your spreadsheet: the first patient is on row { $first }, under the header row.
day-list-column-line = Row
day-list-column-patient = Patient
day-list-column-channel = Channel
day-list-column-problems = Check
day-list-column-fix = Fix
day-list-column-result = Result
day-list-column-reason = Why
day-list-column-survey = Survey
# $line: the row's number in the file, as a spreadsheet shows it; $name: the patient's name.
day-list-send-row-named = Send row { $line } in the file: { $name }
day-list-left-out = Left out
day-list-row-ready = Ready
day-list-row-cannot-go = Not sent while the row has a problem: see Check.
day-list-fix = Fix
# $line: the row's number in the file, as a spreadsheet shows it; $name: the patient's name.
day-list-fix-named = Fix row { $line } in the file: { $name }
# $line: the row's number in the file, as a spreadsheet shows it.
day-list-fix-title = Row { $line } in the file
day-list-fix-done = Done
# $count: the invitations that will be sent.
day-list-confirm-title = { $count ->
    [one] Send 1 invitation?
   *[other] Send { $count } invitations?
}
# $email: invitations by e-mail; $sms: invitations by SMS.
day-list-confirm-channels = { $email } by e-mail, { $sms } by SMS.
# $problems: rows with a problem; $excluded: rows left out.
day-list-confirm-held-back = Not sent: { $problems } with a problem, { $excluded } left out.
day-list-confirm-never-twice = Each patient is invited once. If the app stops in the middle, the list is offered again and continues where it stopped.
# $count: the invitations that will be sent.
day-list-confirm-send = { $count ->
    [one] Yes, send 1 invitation
   *[other] Yes, send { $count } invitations
}
day-list-confirm-back = Back to the list
# $done: rows finished; $total: rows in the batch.
day-list-progress = { $done } of { $total }
# $sent, $skipped, $failed, $unknown, $remaining: rows by where they stand.
day-list-counts = Sent { $sent } · Not sent on purpose { $skipped } · Failed { $failed }{ $unknown ->
    [0] {""}
   *[other] {" "}· Unknown { $unknown }
} · Remaining { $remaining }
# $minutes: the minutes left.
day-list-time-left = { $minutes ->
    [one] About 1 minute left
   *[other] About { $minutes } minutes left
}
day-list-time-left-unknown = Working out the time left…
day-list-stopping = Stopping: the invitations being sent now finish first…
day-list-pause = Pause
day-list-cancel = Cancel the rest
day-list-resume = Resume sending
# $remaining: rows not sent yet.
day-list-paused = Paused: { $remaining } not sent yet.
# $sent: invitations sent; $remaining: rows not sent; $unknown: rows whose outcome is not known.
day-list-ended-cancelled = Cancelled: { $sent } sent, { $remaining } not sent and will not be{ $unknown ->
    [0] {""}
   *[other] , { $unknown } unknown (no answer came, and the service could not be asked yet: see below)
}.
# $sent: invitations sent; $unknown: rows whose outcome is not known.
day-list-ended-unknown = { $sent } sent; { $unknown } unknown: perhaps sent (no answer came, and the service could not be asked yet). They are asked about before anything is sent again.
day-list-ask-again = Ask the service again
day-list-ended-problem = Sending stopped before the end (see the details). What is shown as sent was sent; the list is offered again to send the rest.
# $sent: invitations sent; $problems: rows not sent.
day-list-ended-with-problems = { $sent } sent; { $problems } not sent (see why below).
# $sent: invitations sent.
day-list-ended-all-sent = { $sent ->
    [one] The invitation was sent.
   *[other] All { $sent } invitations were sent.
}
# $count: rows to send again.
day-list-send-again = { $count ->
    [one] Send 1 again
   *[other] Send { $count } again
}
day-list-export = Export the results…
day-list-new = New list
day-list-result-sent = Sent
day-list-result-skipped = Not sent
day-list-result-failed = Failed
day-list-result-not-sent = Not sent yet
day-list-result-sending = Sending…
day-list-result-unknown = Unknown
day-list-result-unknown-why = Perhaps sent: no answer came, and the service could not be asked yet. It is asked before anything is sent again.
day-list-details-differ = Details differ from the patient on record: not updated, not sent.
day-list-row-invalid = The row's details are not valid.
# $field: the field; $on_record: its value on record; $in_file: its value in the file.
day-list-difference = { $field }: “{ $on_record }” on record, “{ $in_file }” in the file
# $count: fields that differ.
day-list-differs-in = { $count ->
    [one] 1 field differs
   *[other] { $count } fields differ
}
day-list-update-and-send = Update the record and send
day-list-replace-title = Open the dropped file?
# $new: the dropped file's name; $current: the list being worked on.
day-list-replace-why = You are working on { $current }. Opening { $new } instead leaves that list: its column choices, the rows you fixed or left out, and its results on screen. What was already sent stays sent.
# $new: the dropped file's name.
day-list-replace-open = Open { $new }
day-list-replace-keep = Keep working on this list
day-list-send-anyway = Send anyway
# $name: the patient's name; $why: why it was not sent.
day-list-send-anyway-named = Send to { $name } anyway: { $why }
# $time: when the patient's latest survey was made ("08:12").
day-list-recently-invited = Already invited today at { $time } (from this desk or another): not sent again.
day-list-sent-at-another-desk = Sent by { $desk } at { $time }, for the whole clinic: not sent again.
day-list-journal-away = The clinic database cannot be reached: sending is paused, and nothing leaves until it is back. The list then goes on by itself.
day-list-stopped-not-signed-in = You are not signed in: sign in to send the list.
day-list-stopped-no-journal = The list cannot be sent: this workstation's data folder cannot be used, so the list could not be resumed after a problem and might be sent twice.
day-list-stopped-clinic-database-away = The clinic database cannot be reached, so the list is not being sent: nothing left that is not shown as sent. Once the database is back, choose “Resume sending”: the list goes on where it stopped.
# $place: the service, tenant and account the list was made with.
day-list-stopped-other-session = This list was made on { $place }, and is sent only there. Sign in there to send it, or close it.
day-list-stopped-session-not-noted = This list was made by an earlier version of Intake Desk, which did not note where. Close it and open the file again.
day-list-stopped-elsewhere = This list is being sent in another window of Intake Desk. Its progress shows there.
# $place: the service, tenant and account the list was made with.
day-list-stopped-session-ended = Sending stopped because you signed out or connected elsewhere. Nothing more was sent; the rest is sent when you sign in to { $place } again.
# $name: the patient's name; $differences: what differs.
day-list-update-named = Update { $name }'s record and send: { $differences }
day-list-save-results-title = Save the list's results
day-list-csv-file-kind = CSV file
day-list-results-file-name = Invitations sent
progress-saving-results = Saving the results…
# $path: where the file was written.
day-list-results-saved = The results were saved to { $path }.
# $file: the list's file name; $when: when it was started.
day-list-unfinished = The day's list { $file } (started { $when }) was not finished.
day-list-unfinished-why = Resuming sends only what was not sent; an invitation whose answer never came is checked with the service first.
# $file: the list's file name.
day-list-resume-named = Resume sending { $file }
day-list-close-unfinished = Stop here
# $file: the list's file name.
day-list-close-unfinished-named = Stop sending { $file }: what was not sent will not be
today-title = Sent from this workstation today
# $date: the day shown.
today-title-on = Sent from this workstation on { $date }
today-title-clinic = Sent from this clinic today
today-title-clinic-on = Sent from this clinic on { $date }
today-column-desk = Desk
# The filter of the Today and Follow-up views where the clinic's desks share a database.
desks-filter = Desks
desks-all = All desks
desks-this = This desk
# A row's desk when this desk sent it.
desks-this-one = This desk
today-back-to-today = Back to today
today-other-day = Another day…
today-other-day-hint = Show what was sent on another day
today-refresh = Refresh statuses
refresh-why-nothing-listed = Nothing to refresh: no invitation is listed here.
refresh-why-not-connected = This needs a connection to the service (top right).
progress-refreshing-statuses = Refreshing the statuses…
today-journal-unreadable = The day's lists could not be read from this computer; only single surveys are shown.
today-clinic-database-away = The clinic database cannot be reached: the lists of the clinic's desks are not shown, only the single surveys sent from this desk.
today-nothing-sent = Nothing was sent from this workstation on this day.
today-nothing-sent-today = Nothing has been sent from this workstation today yet.
# $count: invitations shown.
today-count = { $count ->
    [one] 1 survey. Surveys with alerts come first once the statuses are refreshed.
   *[other] { $count } surveys. Surveys with alerts come first once the statuses are refreshed.
}
today-column-time = Time
today-column-status = Status
today-patient-single-survey = Survey sent from a patient's page
today-link-only = Link only
today-status-not-checked = Not checked yet
today-status-failed = Could not be checked
# $count: the survey's alerts.
today-alerts = { $count ->
    [one] 1 alert
   *[other] { $count } alerts
}

## End

## Closing the window with typing that could not be saved (issue 27)
local-drafts-saved-again = What you typed is saved on this computer again.
draft-not-saved = This form is not saved on this computer yet.
draft-not-saved-retrying = Intake Desk keeps trying in the background. What you typed stays here while the window is open; if you close the window, you will be asked what to do with it.
closing-title = Close Intake Desk?
closing-saving = Saving what you typed…
closing-not-saved = { $forms ->
        [one] What you typed in one form could not be saved on this computer.
       *[other] What you typed in { $forms } forms could not be saved on this computer.
    }
closing-keep-open = Keep the window open
closing-save-to-file = Save what I typed to a file…
closing-lose = Close and lose what I typed
closing-file-name = Intake Desk - not saved
closing-file-intro = What was typed in Intake Desk and could not be saved on this computer. Type it again in Intake Desk, or give this file to your IT department. Delete it once it is no longer needed: it holds patient data.
closing-save-dialog-title = Save what you typed
closing-text-file-kind = Text file
progress-saving-typing = Saving what you typed to the file…

## Follow-up and reminders (issue 31)
home-follow-up = Follow-up
follow-up-reminders-title = Reminders
follow-up-title = Follow-up
follow-up-intro = Who answered the invitations sent from this workstation, and who has not yet. Statuses are fetched only when you refresh them.
follow-up-intro-clinic = Who answered the invitations sent from every desk of this clinic, and who has not yet. Statuses are fetched only when you refresh them.
follow-up-period = Sent in the last
# $days: how many days back the view looks.
follow-up-days = { $days ->
    [one] day
   *[other] { $days } days
}
# $days: how many days back the view looks.
follow-up-nothing-sent = { $days ->
    [one] Nothing was sent from this workstation today.
   *[other] Nothing was sent from this workstation in the last { $days } days.
}
follow-up-filter-day = Day
follow-up-filter-channel = Channel
follow-up-filter-status = Status
follow-up-any-day = Any day
# $date: a day.
follow-up-sent-on = Sent on { $date }
# $date: a day.
follow-up-appointment-on = Appointment on { $date }
follow-up-any-channel = E-mail and SMS
follow-up-any-status = Any status
follow-up-show-all = Show all
# $shown: invitations shown; $answered: of them answered; $alerts: answered with alerts; $waiting: not answered yet; $started: begun, not finished; $ended: expired or closed; $unknown: status not known.
follow-up-summary = { $shown ->
    [one] 1 invitation
   *[other] { $shown } invitations
}: { $answered } answered ({ $alerts } with alerts), { $waiting } not answered yet, { $started } still answering, { $ended } expired or closed, { $unknown } not checked.
follow-up-list = Invitations
follow-up-column-sent = Sent
follow-up-column-appointment = Appointment
follow-up-column-reminders = Reminders
follow-up-no-appointment = —
follow-up-no-reminders = None
# $count: reminders sent; $date: the last one's day.
follow-up-reminders = { $count ->
    [one] 1, on { $date }
   *[other] { $count }, last on { $date }
}
follow-up-group-alerts = Answered, with alerts
follow-up-group-answered = Answered
follow-up-group-started = Answering, not finished
follow-up-group-not-answered = Not answered yet
follow-up-group-ended = Expired or closed
follow-up-group-not-known = Not checked
# $count: the alerts of the answered survey.
follow-up-answered-alerts = { $count ->
    [one] Answered, 1 alert
   *[other] Answered, { $count } alerts
}
follow-up-remind-by = Remind by
follow-up-own-channel = The invitation's own channel
# $count: the patients shown a reminder may go to now.
follow-up-remind-shown = { $count ->
    [0] Nobody shown can be reminded now
    [one] Remind the 1 patient shown who has not answered
   *[other] Remind the { $count } patients shown who have not answered
}
# $count: invitations whose status was not fetched.
follow-up-refresh-first = { $count ->
    [one] 1 invitation was not checked: refresh the statuses to know whether it was answered.
   *[other] { $count } invitations were not checked: refresh the statuses to know whether they were answered.
}
follow-up-reading-older = Showing the newest { $shown } invitations; the older ones of the period are being read…
follow-up-why-reading-older = Wait a moment: the older invitations of the period are still being read.
follow-up-rules = Reminder rules
follow-up-rules-locked = Set by your IT department.
follow-up-rules-max = Reminders per invitation, at most
follow-up-rules-days = Days between reminders, at least
# $from, $until: the quiet hours, e.g. 20:00 and 08:00.
follow-up-rules-fixed = Never to a patient who has answered or is answering, never after the appointment, and not between { $from } and { $until } unless you confirm.
# $count: reminders about to be sent.
follow-up-confirm-title = { $count ->
    [one] Send 1 reminder?
   *[other] Send { $count } reminders?
}
follow-up-confirm-own-channel = Each patient is reminded the way they were invited, by e-mail or by SMS.
# $channel: e-mail or SMS.
follow-up-confirm-channel = Every patient is reminded by { $channel }.
follow-up-confirm-checked = Right before each reminder is sent, the service is asked again: a patient who has started answering in the meantime is not reminded.
follow-up-confirm-replaces = A reminder is a new invitation with a new link; the follow-up shows it in place of the earlier one.
# $time: the time of day now.
follow-up-confirm-quiet = It is { $time }: patients will get this in the evening or at night.
# $count: reminders about to be sent.
follow-up-confirm-send = { $count ->
    [one] Send 1 reminder
   *[other] Send { $count } reminders
}
# $count: reminders about to be sent.
follow-up-confirm-send-anyway = { $count ->
    [one] Send 1 reminder now anyway
   *[other] Send { $count } reminders now anyway
}
follow-up-batch-running = A list is being sent. Reminders can be sent once it is done.
follow-up-nobody-to-remind = Nobody shown can be reminded now: they answered, had their reminders, were reminded too recently, or their appointment has passed.
# $date: today.
follow-up-batch-name = Reminders of { $date }
follow-up-skipped-answered = Not reminded: the patient has answered, or is answering.
follow-up-skipped-no-more = Not reminded: the invitation has had all its reminders.
follow-up-skipped-too-soon = Not reminded: the patient was invited or reminded too recently.
follow-up-skipped-appointment-passed = Not reminded: the appointment has passed.
follow-up-skipped-quiet-hours = Not reminded: it is evening or night, and this was not confirmed.
# $time: when the reminder was sent.
survey-replaced-by-reminder = Replaced by the reminder sent { $time }: the patient was sent a new link.
survey-open-reminder = Open the reminder
survey-send-reminder = Send a reminder
survey-send-reminder-hint = A new invitation by the same channel, asked first; not sent if the patient has answered by then.
survey-no-reminder-now = No reminder can be sent now: the patient answered, had their reminders, was reminded too recently, or the appointment has passed.
# $count: reminders sent for this invitation.
survey-reminders-sent = { $count ->
    [one] 1 reminder sent
   *[other] { $count } reminders sent
}
# $count: answered surveys shown that are not filed yet.
follow-up-file-answered = { $count ->
    [0] No answered survey to file
    [one] File the 1 answered survey
   *[other] File the { $count } answered surveys
}
# $folder: where answered surveys are filed.
follow-up-filing-into = into { $folder }
follow-up-filing-no-folder = Choose a folder under “Filing answered surveys” to file them.
follow-up-filing = Filing answered surveys
follow-up-filing-intro = The PDF summary of each answered survey is saved once into the folder your records system imports from. A file already there is never replaced.
follow-up-filing-folder = Folder
follow-up-filing-template = File names
follow-up-filing-fhir-system = FHIR identifier system
# $names: the placeholders a file name may hold.
follow-up-filing-placeholders = A file name may hold: { $names }
follow-up-filing-fhir-hint = With an identifier system (the URI your records system uses for your patient numbers), the answers are also written as FHIR R4 files beside each PDF.
progress-filing = Filing the answered surveys…
# $count: surveys filed; $folder: where.
follow-up-filing-done = { $count ->
    [0] Nothing new to file: every answered survey shown is filed already.
    [one] 1 answered survey was filed in { $folder }.
   *[other] { $count } answered surveys were filed in { $folder }.
}
# $failed: surveys that could not be filed; $filed: those that were.
follow-up-filing-failed = { $failed ->
    [one] 1 answered survey could not be filed ({ $filed } filed). Check that the folder exists and can be written to, then try again.
   *[other] { $failed } answered surveys could not be filed ({ $filed } filed). Check that the folder exists and can be written to, then try again.
}
# $status: the answer's status, e.g. "Answered".
follow-up-status-filed = { $status }, filed
# $who: the patient's reference; $why: what went wrong.
follow-up-not-filed = Not filed: { $who }. { $why }
follow-up-filing-no-journal = The clinic database cannot be reached, so nothing was filed: another desk might file the same answers. File again once it is back.
follow-up-filing-no-journal-here = Nothing was filed: the record of what was filed, in this computer's data folder, cannot be used. The log says why.

## Reading the Belgian eID card (issue 32)
patient-read-eid = Read eID
patient-read-eid-hint = Fills the names, birth date and gender from the Belgian eID card in the card reader. Nothing is sent: check the form, then save.
progress-reading-eid = Reading the eID card…
eid-read-done = Read from the eID card: check the details before you go on.
# $year: the year of birth, the only part of the date the card gives.
eid-read-year-only = Read from the eID card. The card gives only the year of birth ({ $year }): type the date of birth as the patient says it.
eid-problem-no-service = The smart-card service of this computer is not installed or not running. Ask your IT department to install the card reader's software.
eid-problem-no-reader = No card reader is connected to this computer.
eid-problem-no-card = There is no card in the reader. Put the eID card in, chip first, and try again.
eid-problem-not-an-eid = The card in the reader is not a Belgian eID card.
eid-problem-removed = The card was taken out of the reader (or stopped answering) while it was read. Put it back and try again.
eid-problem-in-use = The card reader is in use by another program. Close that program's card window and try again.
# $seconds: how long the app waited.
eid-problem-timed-out = The card did not answer within { $seconds } seconds. Take it out, put it back and try again.
eid-problem-reader = The card reader could not read the card. Take it out, put it back and try again.
