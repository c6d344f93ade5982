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
patient-hint-language = name or code, e.g. nl-be
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
patient-language-with-tag = { $name } — { $tag }
patient-language-no-match = No language found: type a name, or a tag such as nl-be.
patient-language-not-offered = Not in the list: kept as typed.
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
patient-surveys-not-loaded = Not loaded.
patient-surveys-loading = Loading surveys…
patient-surveys-none = No surveys yet. Use "New survey" to send one.
patient-service-id = Service id
# $long_date: "3 February 1990"; $date: "03/02/1990".
patient-birthdate-value = { $long_date } ({ $date })
patient-phone = Phone
# $type: mobile, landline…; $country: the number's country.
patient-phone-value = { $number } ({ $type }, { $country })
patient-phone-type-unknown = type unknown
patient-other-fields = Other fields from the service ({ $count })
patient-column-status = Status
patient-column-created = Created
patient-column-answers = Answers
patient-column-alerts = Alerts
patient-column-survey-id = Survey id
patient-no-status = (no status)
patient-open-survey = Open
# The accessible name of a survey's Open button; $created: when it was created.
patient-open-survey-name = Open the survey of { $created } ({ $status })

## Surveys: dialog, survey view, summary and PDF  (views: src/ui/{survey_dialog,survey_view,survey_summary}.rs)

## State: notices, progress, drafts, activity lines, privacy  (src/state/*, src/activity.rs, src/startup.rs, src/export.rs)

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
rules-reference-dots-only = A reference cannot consist of dots only.
rules-too-long = At most { $max } characters; this has { $count }.
# A country the app has no name for: its code (XK).
rules-country-code = { $code }

## Service errors, worded from the api's language-free error kinds  (crates/intake_api worded in src/)

## Values from the service in words: survey statuses, change types, channels, genders

## End
