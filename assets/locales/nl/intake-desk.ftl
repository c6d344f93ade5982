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

patient-field-first-name = Voornaam
patient-field-last-name = Achternaam
patient-field-gender = Geslacht
patient-field-birthdate = Geboortedatum
patient-field-language = Taal
patient-field-email = E-mailadres
patient-field-phone-number = Telefoonnummer
patient-field-phone-type = Soort telefoon
patient-field-phone-country = Land van het telefoonnummer
patient-field-external-reference = Externe referentie
patient-hint-first-name = bv. Zoë
patient-hint-last-name = bv. Vermeulen
patient-hint-email = naam@voorbeeld.be (optioneel)
patient-hint-phone = 0475 12 34 56 (optioneel)
patient-hint-reference = het nummer van de patiënt in uw eigen systeem
patient-hint-language = naam of code, bv. nl-be
patient-date-accepted = Toegestaan: DD-MM-JJJJ, DD/MM/JJJJ, DD.MM.JJJJ, JJJJ-MM-DD
patient-date-formats = DD-MM-JJJJ · DD/MM/JJJJ · DD.MM.JJJJ · JJJJ-MM-DD
patient-calendar-open = Kiezen…
patient-calendar-open-hint = Kies de datum in een kalender
patient-calendar-previous-month = Vorige maand
patient-calendar-next-month = Volgende maand
patient-calendar-year = Jaar
patient-calendar-today = Vandaag
patient-calendar-go-to-today = Naar vandaag
patient-calendar-close = Sluiten
patient-choose = Kiezen
patient-language-with-tag = { $name } — { $tag }
patient-language-no-match = Geen taal gevonden: typ een naam of een code zoals nl-be.
patient-language-not-offered = Niet in de lijst: bewaard zoals getypt.
patient-language-nl-be = Nederlands (België)
patient-language-fr-be = Frans (België)
patient-language-de-be = Duits (België)
patient-language-en-gb = Engels (Verenigd Koninkrijk)
patient-language-en-us = Engels (Verenigde Staten)
patient-language-nl-nl = Nederlands (Nederland)
patient-language-fr-fr = Frans (Frankrijk)
patient-language-de-de = Duits (Duitsland)
patient-language-es-es = Spaans (Spanje)
patient-language-it-it = Italiaans (Italië)
patient-language-pl-pl = Pools (Polen)
patient-language-tr-tr = Turks (Turkije)
patient-country-be = België
patient-country-nl = Nederland
patient-country-lu = Luxemburg
patient-country-fr = Frankrijk
patient-country-de = Duitsland
patient-country-gb = Verenigd Koninkrijk
patient-country-ie = Ierland
patient-country-us = Verenigde Staten
patient-country-ca = Canada
patient-country-es = Spanje
patient-country-pt = Portugal
patient-country-it = Italië
patient-country-ch = Zwitserland
patient-country-at = Oostenrijk
patient-country-pl = Polen
patient-country-dk = Denemarken
patient-country-se = Zweden
patient-country-no = Noorwegen
patient-country-fi = Finland
patient-country-tr = Turkije
patient-phone-country-entry = { $country } (+{ $code })
patient-phone-sent-as = Wordt verstuurd als { $number }
patient-problems-summary = { $count ->
    [one] 1 veld vraagt uw aandacht: { $fields }.
   *[other] { $count } velden vragen uw aandacht: { $fields }.
}
patient-cannot-save-yet = Nog niet op te slaan — { $reason }
patient-register-heading = Patiënt registreren
patient-edit-heading = Patiënt bewerken
patient-unsaved-changes = ● Niet-opgeslagen wijzigingen
patient-confirm-changes = Bevestig deze wijzigingen:
patient-column-field = Veld
patient-column-was = Was
patient-column-becomes = Wordt
patient-empty-value = (leeg)
patient-another-person = Zowel de naam als de geboortedatum wijzigen: dit lijkt een andere persoon. Wilt u iemand nieuw registreren, kies dan liever Een nieuwe patiënt registreren; het dossier van deze patiënt blijft dan ongewijzigd.
patient-save-these-changes = Deze wijzigingen opslaan
patient-back-to-editing = Terug naar bewerken
patient-register-instead = Een nieuwe patiënt registreren
patient-register-instead-hint = Opent een registratie met wat u hebt getypt; deze patiënt wordt niet gewijzigd
patient-duplicate-reference = Een patiënt heeft deze externe referentie al: { $name } (geboren op { $born }). Er is niets aangemaakt.
patient-duplicate-reference-no-birthdate = Een patiënt heeft deze externe referentie al: { $name }. Er is niets aangemaakt.
patient-open-this-patient = Deze patiënt openen
patient-sending = Bezig met versturen…
patient-nothing-changed = Er is nog niets gewijzigd.
patient-send-again = Opnieuw versturen
patient-save-new = Nieuwe patiënt opslaan
patient-review-and-save = Nakijken en opslaan
patient-cancel = Annuleren
patient-conflict-title = Iemand anders heeft deze patiënt gewijzigd terwijl u aan het bewerken was. Er is niets opgeslagen.
patient-conflict-explanation = Vergelijk de versies en kies hoe u verdergaat. U ziet de wijzigingen opnieuw voordat u opslaat.
patient-column-when-began = Toen u begon
patient-column-on-record = Nu in het dossier
patient-column-yours = Uw versie
patient-keep-mine = Mijn wijzigingen op hun versie toepassen
patient-keep-mine-hint = Vertrekt van het dossier zoals het nu is en past de velden toe die u hebt gewijzigd; waar u allebei een veld wijzigde, blijft het uwe behouden
patient-use-theirs = Hun versie gebruiken
patient-use-theirs-hint = Uw wijzigingen vervallen
patient-switch-registration-title = De getypte registratie verwijderen?
patient-switch-changes-title = Uw niet-opgeslagen wijzigingen verwijderen?
patient-switch-registration-body = U bent begonnen met het registreren van { $name } en hebt dat niet opgeslagen. Als u deze patiënt bewerkt, gaat die registratie verloren.
patient-switch-registration-body-unnamed = U bent begonnen met het registreren van een patiënt en hebt dat niet opgeslagen. Als u deze patiënt bewerkt, gaat die registratie verloren.
patient-switch-changes-body = U hebt de gegevens van { $name } gewijzigd en niet opgeslagen. Als u een nieuwe patiënt registreert, gaan die wijzigingen verloren.
patient-switch-changes-body-unnamed = U hebt de gegevens van een patiënt gewijzigd en niet opgeslagen. Als u een nieuwe patiënt registreert, gaan die wijzigingen verloren.
patient-switch-back-to-registration = Terug naar de registratie
patient-switch-back-to-changes = Terug naar de wijzigingen
patient-switch-discard = Verwijderen en doorgaan
patient-switch-stay = Hier blijven
patient-edit-details = Gegevens bewerken
patient-new-survey = Nieuwe vragenlijst
patient-surveys = Vragenlijsten
patient-refresh-surveys = Vragenlijsten vernieuwen
patient-surveys-not-loaded = Niet geladen.
patient-surveys-loading = Vragenlijsten laden…
patient-surveys-none = Nog geen vragenlijsten. Gebruik „Nieuwe vragenlijst” om er een te versturen.
patient-service-id = Id bij de dienst
patient-birthdate-value = { $long_date } ({ $date })
patient-phone = Telefoon
patient-phone-value = { $number } ({ $type }, { $country })
patient-phone-type-unknown = soort onbekend
patient-other-fields = Andere velden van de dienst ({ $count })
patient-column-status = Status
patient-column-created = Aangemaakt
patient-column-answers = Antwoorden
patient-column-alerts = Waarschuwingen
patient-column-survey-id = Id van de vragenlijst
patient-no-status = (geen status)
patient-open-survey = Openen
patient-open-survey-name = De vragenlijst van { $created } openen ({ $status })

## Surveys: dialog, survey view, summary and PDF

## State: notices, progress, drafts, activity lines, privacy

## Patient field rules and their problems

rules-problem-line = { $field }: { $problem }
rules-enter-first-name = Vul de voornaam in.
rules-enter-last-name = Vul de achternaam in.
rules-choose-gender = Kies vrouw of man.
rules-enter-birthdate = Vul de geboortedatum in.
rules-date-format = Gebruik de notatie DD-MM-JJJJ (ook toegestaan: DD/MM/JJJJ, DD.MM.JJJJ, JJJJ-MM-DD).
rules-no-such-month = Maand { $month } bestaat niet.
rules-no-such-day = { $day } { $month } bestaat niet.
rules-no-leap-day = 29 februari { $year } bestaat niet ({ $year } is geen schrikkeljaar).
rules-date-future = Deze datum ligt in de toekomst.
rules-date-too-old = Deze datum ligt meer dan { $years } jaar terug.
rules-language = Kies een taal uit de lijst, of typ een taal-regiocode zoals nl-be of fr-be.
rules-email-too-long = Een e-mailadres heeft hoogstens 254 tekens.
rules-email-not-an-address = Dit lijkt geen e-mailadres (naam@voorbeeld.be).
rules-email-no-domain-name = Het deel na @ moet een domeinnaam zijn, zoals voorbeeld.be.
rules-choose-phone-type = Kies mobiel, vast of draadloos.
rules-choose-phone-country = Kies het land van het telefoonnummer.
rules-phone-not-a-number = Gebruik alleen cijfers, eventueel met een + vooraan (bv. +32 475 12 34 56).
rules-phone-unknown-country = Kies het land van het nummer, of schrijf het met de landcode (+32 …).
rules-phone-unknown-calling-code = Het nummer begint niet met de landcode van een land.
rules-phone-too-short = Dit nummer is te kort (land: { $country }).
rules-phone-too-long = Dit nummer is te lang (land: { $country }).
rules-phone-invalid = Dit nummer bestaat niet (land: { $country }); controleer de cijfers.
rules-phone-landline-as-mobile = { $number } is een vast nummer (land: { $country }) — een sms kan het niet bereiken.
rules-enter-reference = Vul het nummer van de patiënt in uw eigen systeem in.
rules-reference-dots-only = Een referentie mag niet alleen uit punten bestaan.
rules-too-long = Hoogstens { $max } tekens; dit zijn er { $count }.
rules-country-code = { $code }

## Service errors

## Values from the service in words

## End
