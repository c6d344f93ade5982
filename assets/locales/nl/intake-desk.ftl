# Intake Desk — Nederlands (Vlaams-neutraal: bruikbaar in België en Nederland). Beleefdheidsvorm "u".

## Languages and formats

settings-language = Taal
date-typing-hint = DD-MM-JJJJ
date-long = { $day } { $month } { $year }
month-1 = januari
month-2 = februari
month-3 = maart
month-4 = april
month-5 = mei
month-6 = juni
month-7 = juli
month-8 = augustus
month-9 = september
month-10 = oktober
month-11 = november
month-12 = december
weekday-short-1 = ma
weekday-short-2 = di
weekday-short-3 = wo
weekday-short-4 = do
weekday-short-5 = vr
weekday-short-6 = za
weekday-short-7 = zo
minutes = { $count ->
    [one] { $count } minuut
   *[other] { $count } minuten
}
hours = { $count ->
    [one] { $count } uur
   *[other] { $count } uur
}
pseudo-length-sample = De uitnodiging is vanochtend per sms naar de patiënt gestuurd.

## Main window: side panel, home, banner, status bar, connection

## Patient: view and form

## Surveys: dialog, survey view, summary and PDF

## State: notices, progress, drafts, activity lines, privacy

## Patient field rules and their problems

## Service errors

## Values from the service in words

## End
