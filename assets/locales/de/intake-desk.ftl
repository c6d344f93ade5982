# Intake Desk — Deutsch (Anrede „Sie“; Wortschatz einer Klinikanmeldung in Belgien und Luxemburg).

## Languages and formats

settings-language = Sprache
date-typing-hint = TT.MM.JJJJ
date-long = { $day }. { $month } { $year }
month-1 = Januar
month-2 = Februar
month-3 = März
month-4 = April
month-5 = Mai
month-6 = Juni
month-7 = Juli
month-8 = August
month-9 = September
month-10 = Oktober
month-11 = November
month-12 = Dezember
weekday-short-1 = Mo
weekday-short-2 = Di
weekday-short-3 = Mi
weekday-short-4 = Do
weekday-short-5 = Fr
weekday-short-6 = Sa
weekday-short-7 = So
minutes = { $count ->
    [one] { $count } Minute
   *[other] { $count } Minuten
}
hours = { $count ->
    [one] { $count } Stunde
   *[other] { $count } Stunden
}
pseudo-length-sample = Die Einladung wurde dem Patienten heute Morgen per SMS geschickt.

## Main window: side panel, home, banner, status bar, connection

## Patient: view and form

## Surveys: dialog, survey view, summary and PDF

## State: notices, progress, drafts, activity lines, privacy

## Patient field rules and their problems

## Service errors

## Values from the service in words

## End
