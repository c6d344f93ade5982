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

patient-field-first-name = Vorname
patient-field-last-name = Nachname
patient-field-gender = Geschlecht
patient-field-birthdate = Geburtsdatum
patient-field-language = Sprache
patient-field-email = E-Mail-Adresse
patient-field-phone-number = Telefonnummer
patient-field-phone-type = Telefonart
patient-field-phone-country = Land der Telefonnummer
patient-field-external-reference = Externe Referenz
patient-hint-first-name = z. B. Zoë
patient-hint-last-name = z. B. Vermeulen
patient-hint-email = name@beispiel.de (optional)
patient-hint-phone = 0475 12 34 56 (optional)
patient-hint-reference = die Nummer des Patienten in Ihrem System
patient-hint-language = Name oder Code, z. B. de-be
patient-date-accepted = Zulässig: TT.MM.JJJJ, TT/MM/JJJJ, TT-MM-JJJJ, JJJJ-MM-TT
patient-date-formats = TT.MM.JJJJ · TT/MM/JJJJ · TT-MM-JJJJ · JJJJ-MM-TT
patient-calendar-open = Auswählen…
patient-calendar-open-hint = Datum in einem Kalender auswählen
patient-calendar-previous-month = Vorheriger Monat
patient-calendar-next-month = Nächster Monat
patient-calendar-year = Jahr
patient-calendar-today = Heute
patient-calendar-go-to-today = Zu heute
patient-calendar-close = Schließen
patient-choose = Auswählen
patient-language-with-tag = { $name } – { $tag }
patient-language-no-match = Keine Sprache gefunden: Geben Sie einen Namen oder einen Code wie de-be ein.
patient-language-not-offered = Nicht in der Liste: wird wie eingegeben übernommen.
patient-language-nl-be = Niederländisch (Belgien)
patient-language-fr-be = Französisch (Belgien)
patient-language-de-be = Deutsch (Belgien)
patient-language-en-gb = Englisch (Vereinigtes Königreich)
patient-language-en-us = Englisch (Vereinigte Staaten)
patient-language-nl-nl = Niederländisch (Niederlande)
patient-language-fr-fr = Französisch (Frankreich)
patient-language-de-de = Deutsch (Deutschland)
patient-language-es-es = Spanisch (Spanien)
patient-language-it-it = Italienisch (Italien)
patient-language-pl-pl = Polnisch (Polen)
patient-language-tr-tr = Türkisch (Türkei)
patient-country-be = Belgien
patient-country-nl = Niederlande
patient-country-lu = Luxemburg
patient-country-fr = Frankreich
patient-country-de = Deutschland
patient-country-gb = Vereinigtes Königreich
patient-country-ie = Irland
patient-country-us = Vereinigte Staaten
patient-country-ca = Kanada
patient-country-es = Spanien
patient-country-pt = Portugal
patient-country-it = Italien
patient-country-ch = Schweiz
patient-country-at = Österreich
patient-country-pl = Polen
patient-country-dk = Dänemark
patient-country-se = Schweden
patient-country-no = Norwegen
patient-country-fi = Finnland
patient-country-tr = Türkei
patient-phone-country-entry = { $country } (+{ $code })
patient-phone-sent-as = Wird gesendet als { $number }
patient-problems-summary = { $count ->
    [one] 1 Feld erfordert Ihre Aufmerksamkeit: { $fields }.
   *[other] { $count } Felder erfordern Ihre Aufmerksamkeit: { $fields }.
}
patient-cannot-save-yet = Noch nicht speicherbar – { $reason }
patient-register-heading = Patient registrieren
patient-edit-heading = Patient bearbeiten
patient-unsaved-changes = ● Nicht gespeicherte Änderungen
patient-confirm-changes = Bitte bestätigen Sie diese Änderungen:
patient-column-field = Feld
patient-column-was = Bisher
patient-column-becomes = Neu
patient-empty-value = (leer)
patient-another-person = Name und Geburtsdatum ändern sich beide: Das sieht nach einer anderen Person aus. Um jemanden neu zu erfassen, wählen Sie stattdessen Neuen Patienten registrieren; die Akte dieses Patienten bleibt dann unverändert.
patient-save-these-changes = Diese Änderungen speichern
patient-back-to-editing = Zurück zur Bearbeitung
patient-register-instead = Neuen Patienten registrieren
patient-register-instead-hint = Öffnet eine Registrierung mit Ihren Eingaben; dieser Patient wird nicht geändert
patient-duplicate-reference = Ein Patient hat diese externe Referenz bereits: { $name } (geboren am { $born }). Es wurde nichts angelegt.
patient-duplicate-reference-no-birthdate = Ein Patient hat diese externe Referenz bereits: { $name }. Es wurde nichts angelegt.
patient-open-this-patient = Diesen Patienten öffnen
patient-sending = Wird gesendet…
patient-nothing-changed = Es wurde noch nichts geändert.
patient-send-again = Erneut senden
patient-save-new = Neuen Patienten speichern
patient-review-and-save = Prüfen und speichern
patient-cancel = Abbrechen
patient-conflict-title = Jemand anders hat diesen Patienten geändert, während Sie ihn bearbeitet haben. Es wurde nichts gespeichert.
patient-conflict-explanation = Vergleichen Sie die Versionen und wählen Sie dann, wie es weitergeht. Vor dem Speichern sehen Sie die Änderungen noch einmal.
patient-column-when-began = Zu Beginn Ihrer Bearbeitung
patient-column-on-record = Jetzt in der Akte
patient-column-yours = Ihre Version
patient-keep-mine = Meine Änderungen auf deren Version anwenden
patient-keep-mine-hint = Geht von der Akte in ihrem jetzigen Stand aus und übernimmt die von Ihnen geänderten Felder; wo Sie beide ein Feld geändert haben, bleibt Ihre Angabe erhalten
patient-use-theirs = Deren Version verwenden
patient-use-theirs-hint = Verwirft Ihre Änderungen
patient-switch-registration-title = Eingegebene Registrierung verwerfen?
patient-switch-changes-title = Nicht gespeicherte Änderungen verwerfen?
patient-switch-registration-body = Sie haben begonnen, { $name } zu registrieren, und dies nicht gespeichert. Wenn Sie diesen Patienten bearbeiten, geht die Registrierung verloren.
patient-switch-registration-body-unnamed = Sie haben begonnen, einen Patienten zu registrieren, und dies nicht gespeichert. Wenn Sie diesen Patienten bearbeiten, geht die Registrierung verloren.
patient-switch-changes-body = Sie haben die Angaben zu { $name } geändert und nicht gespeichert. Wenn Sie einen neuen Patienten registrieren, gehen diese Änderungen verloren.
patient-switch-changes-body-unnamed = Sie haben die Angaben zu einem Patienten geändert und nicht gespeichert. Wenn Sie einen neuen Patienten registrieren, gehen diese Änderungen verloren.
patient-switch-back-to-registration = Zurück zur Registrierung
patient-switch-back-to-changes = Zurück zu den Änderungen
patient-switch-discard = Verwerfen und fortfahren
patient-switch-stay = Hier bleiben
patient-edit-details = Angaben bearbeiten
patient-new-survey = Neuer Fragebogen
patient-surveys = Fragebögen
patient-refresh-surveys = Fragebögen aktualisieren
patient-surveys-not-loaded = Nicht geladen.
patient-surveys-loading = Fragebögen werden geladen…
patient-surveys-none = Noch keine Fragebögen. Mit „Neuer Fragebogen“ senden Sie einen.
patient-service-id = ID beim Dienst
patient-birthdate-value = { $long_date } ({ $date })
patient-phone = Telefon
patient-phone-value = { $number } ({ $type }, { $country })
patient-phone-type-unknown = Art unbekannt
patient-other-fields = Weitere Felder des Dienstes ({ $count })
patient-column-status = Status
patient-column-created = Erstellt
patient-column-answers = Antworten
patient-column-alerts = Warnhinweise
patient-column-survey-id = Fragebogen-ID
patient-no-status = (kein Status)
patient-open-survey = Öffnen
patient-open-survey-name = Fragebogen vom { $created } öffnen ({ $status })

## Surveys: dialog, survey view, summary and PDF

## State: notices, progress, drafts, activity lines, privacy

## Patient field rules and their problems

rules-problem-line = { $field }: { $problem }
rules-enter-first-name = Geben Sie den Vornamen ein.
rules-enter-last-name = Geben Sie den Nachnamen ein.
rules-choose-gender = Wählen Sie weiblich oder männlich.
rules-enter-birthdate = Geben Sie das Geburtsdatum ein.
rules-date-format = Verwenden Sie das Format TT.MM.JJJJ (ebenfalls zulässig: TT/MM/JJJJ, TT-MM-JJJJ, JJJJ-MM-TT).
rules-no-such-month = Den Monat { $month } gibt es nicht.
rules-no-such-day = Den { $day }. { $month } gibt es nicht.
rules-no-leap-day = Den 29. Februar { $year } gibt es nicht ({ $year } ist kein Schaltjahr).
rules-date-future = Dieses Datum liegt in der Zukunft.
rules-date-too-old = Dieses Datum liegt mehr als { $years } Jahre zurück.
rules-language = Wählen Sie eine Sprache aus der Liste oder geben Sie einen Sprach-Regions-Code wie de-be oder nl-be ein.
rules-email-too-long = Eine E-Mail-Adresse hat höchstens 254 Zeichen.
rules-email-not-an-address = Das sieht nicht nach einer E-Mail-Adresse aus (name@beispiel.de).
rules-email-no-domain-name = Der Teil nach @ muss ein Domainname wie beispiel.de sein.
rules-choose-phone-type = Wählen Sie Mobil, Festnetz oder schnurlos.
rules-choose-phone-country = Wählen Sie das Land der Telefonnummer.
rules-phone-not-a-number = Verwenden Sie nur Ziffern, optional mit einem + am Anfang (z. B. +32 475 12 34 56).
rules-phone-unknown-country = Wählen Sie das Land der Nummer oder geben Sie sie mit Ländervorwahl ein (+32 …).
rules-phone-unknown-calling-code = Die Nummer beginnt nicht mit der Vorwahl eines Landes.
rules-phone-too-short = Diese Nummer ist zu kurz (Land: { $country }).
rules-phone-too-long = Diese Nummer ist zu lang (Land: { $country }).
rules-phone-invalid = Diese Nummer gibt es nicht (Land: { $country }); bitte prüfen Sie die Ziffern.
rules-phone-landline-as-mobile = { $number } ist eine Festnetznummer (Land: { $country }) – eine SMS erreicht sie nicht.
rules-enter-reference = Geben Sie die Nummer des Patienten in Ihrem eigenen System ein.
rules-reference-dots-only = Eine Referenz darf nicht nur aus Punkten bestehen.
rules-too-long = Höchstens { $max } Zeichen; dieser Text hat { $count }.
rules-country-code = { $code }

## Service errors

## Values from the service in words

## End
