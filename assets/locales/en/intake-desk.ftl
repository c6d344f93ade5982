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

## Values from the service in words: survey statuses, change types, channels, genders

## End
