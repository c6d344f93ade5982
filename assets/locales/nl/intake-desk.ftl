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
progress-probing = Nagaan of de dienst weer antwoordt…
progress-fetching-pdf = De pdf-samenvatting ophalen…
progress-saving-pdf = De pdf opslaan…
progress-opening-pdf = De pdf openen…
progress-showing-folder = De map tonen…
progress-opening-survey = De vragenlijst openen…
progress-loading-history = De geschiedenis laden…
progress-loading-summary = De samenvatting laden…
progress-preparing-preview = Het voorbeeld voorbereiden…
progress-creating-survey = De vragenlijst aanmaken…
progress-updating-then-creating = De patiënt bijwerken en daarna de vragenlijst aanmaken…
progress-checking-then-creating = De externe referentie controleren en daarna de vragenlijst aanmaken…
progress-searching = Zoeken…
progress-opening-patient = De patiënt openen…
progress-loading-surveys = Vragenlijsten laden…
progress-starting-sandbox = De demo-omgeving starten…
progress-connecting = Verbinden…
progress-signing-in = Aanmelden…
progress-testing-connection = De verbinding testen…
progress-signing-out = Afmelden…
progress-saving-patient = De patiënt opslaan…
progress-registering-patient = De patiënt registreren…
progress-checking-answers = Nagaan of er nieuwe antwoorden zijn…
progress-refreshing-survey = De vragenlijst vernieuwen…
progress-checking-received = Nagaan wat de dienst heeft ontvangen…
progress-retrying = { $reason } Nieuwe poging over { $seconds } s (poging { $attempt }).
status-cancel = Annuleren
status-cancel-what = Stoppen: { $what }
status-dismiss = Sluiten
status-ready = Klaar
resend-save-patient = De patiënt opnieuw opslaan
resend-create-survey = De vragenlijst opnieuw versturen
resend-search = Opnieuw zoeken
resend-open-patient = De patiënt opnieuw openen
resend-list-surveys = De vragenlijsten opnieuw laden
resend-open-survey = De vragenlijst opnieuw laden
resend-load-history = De geschiedenis opnieuw laden
resend-load-summary = De samenvatting opnieuw laden
resend-load-pdf = De pdf opnieuw ophalen
notice-offline = De dienst is niet bereikbaar. Intake Desk blijft het proberen en laat u weten wanneer de dienst weer antwoordt.
notice-online-again = De dienst antwoordt weer.
notice-connected = Verbonden.
notice-signed-out = Afgemeld. De aanmeldgegevens zijn gewist.
notice-pdf-saved = De pdf-samenvatting is opgeslagen.
notice-saved-at = Opgeslagen in { $path }
notice-no-save-dialog = Op deze computer kon geen bestandsvenster worden getoond. De pdf is niet opgeslagen.
notice-sandbox-failed = De demo-omgeving kon niet worden gestart: { $reason }
notice-verbatim = { $text }
notice-patient-saved = Patiënt opgeslagen.
notice-patient-registered = Patiënt geregistreerd.
notice-patient-saved-despite-cancel = U hebt het opslaan geannuleerd, maar de dienst had de wijzigingen al opgeslagen.
notice-registration-cancelled-maybe-sent = U hebt de registratie geannuleerd nadat ze misschien al verstuurd was.
notice-patient-created-after-all = { $cause } Een controle toont dat de patiënt is aangemaakt. Er is niets twee keer verstuurd.
token-kept-in-keyring = Uw aanmelding wordt bewaard in de sleutelhanger van het systeem.
token-kept-in-memory = Er is geen sleutelhanger beschikbaar: uw aanmelding blijft alleen in het geheugen tot u Intake Desk sluit.
local-store-unusable = Intake Desk kan concepten en het activiteitenlogboek niet bewaren in { $path } ({ $reason }). Tot dit is opgelost, blijven ze alleen bewaard zolang het venster open is. Vraag uw IT-afdeling na te gaan of u in deze map mag schrijven.
local-store-stopped = Intake Desk kon niet naar zijn gegevensmap schrijven: de lokale opslag is gestopt.
local-write-failed = Intake Desk kon niet naar zijn gegevensmap schrijven: { $reason }
local-draft-kind-patient = Een concept van een patiëntformulier
local-draft-kind-survey = Een concept van een nieuwe vragenlijst
local-draft-kind-other = Een concept
local-draft-kept-aside = { $kind } kon niet worden gelezen en is apart bewaard in { $path }.
local-draft-kept-aside-from = { $kind } van { $when } kon niet worden gelezen en is apart bewaard in { $path }.
local-several-problems = { $count ->
    [one] Eén probleem met de gegevens op deze computer: zie de details.
   *[other] { $count } problemen met de gegevens op deze computer: zie de details.
}

signin-needs-address = Vul het adres van de dienst in.
signin-needs-token = Plak het toegangstoken.
signin-needs-account = Vul de account, het wachtwoord en de tenant in.

log-patient-created = Patiënt geregistreerd ({ $patient })
log-patient-updated = Patiëntgegevens gewijzigd ({ $patient })
log-patient-updated-fields = Patiëntgegevens gewijzigd ({ $patient }): { $fields }
log-survey-created = Vragenlijst aangemaakt ({ $survey })
log-survey-created-for = Vragenlijst aangemaakt ({ $survey }) voor patiënt { $patient }
log-invitation-sent = Uitnodiging verstuurd via { $channel } voor vragenlijst { $survey }
log-pdf-saved = Pdf van vragenlijst { $survey } opgeslagen in { $folder }

## Patient field rules and their problems

## Service errors

## Values from the service in words

## End
