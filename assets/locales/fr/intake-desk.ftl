# Intake Desk — Français (vouvoiement ; vocabulaire d'un accueil de clinique belge ou luxembourgeoise).

## Languages and formats

settings-language = Langue
date-typing-hint = JJ/MM/AAAA
date-long = { $day } { $month } { $year }
month-1 = janvier
month-2 = février
month-3 = mars
month-4 = avril
month-5 = mai
month-6 = juin
month-7 = juillet
month-8 = août
month-9 = septembre
month-10 = octobre
month-11 = novembre
month-12 = décembre
weekday-short-1 = lu
weekday-short-2 = ma
weekday-short-3 = me
weekday-short-4 = je
weekday-short-5 = ve
weekday-short-6 = sa
weekday-short-7 = di
minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
hours = { $count ->
    [one] { $count } heure
   *[other] { $count } heures
}
pseudo-length-sample = L'invitation a été envoyée au patient par SMS ce matin.

## Main window: side panel, home, banner, status bar, connection

## Patient: view and form

## Surveys: dialog, survey view, summary and PDF

## State: notices, progress, drafts, activity lines, privacy

## Patient field rules and their problems

## Service errors

## Values from the service in words

## End
