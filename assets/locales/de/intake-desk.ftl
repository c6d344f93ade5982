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
progress-probing = Es wird geprüft, ob der Dienst wieder antwortet…
progress-fetching-pdf = PDF-Zusammenfassung wird abgerufen…
progress-saving-pdf = PDF wird gespeichert…
progress-opening-pdf = PDF wird geöffnet…
progress-showing-folder = Ordner wird angezeigt…
progress-opening-survey = Fragebogen wird geöffnet…
progress-loading-history = Verlauf wird geladen…
progress-loading-summary = Zusammenfassung wird geladen…
progress-preparing-preview = Vorschau wird vorbereitet…
progress-creating-survey = Fragebogen wird erstellt…
progress-updating-then-creating = Patient wird aktualisiert, dann wird der Fragebogen erstellt…
progress-checking-then-creating = Externe Referenz wird geprüft, dann wird der Fragebogen erstellt…
progress-searching = Suche läuft…
progress-opening-patient = Patient wird geöffnet…
progress-loading-surveys = Fragebögen werden geladen…
progress-starting-sandbox = Demo-Umgebung wird gestartet…
progress-connecting = Verbindung wird hergestellt…
progress-signing-in = Anmeldung läuft…
progress-testing-connection = Verbindung wird getestet…
progress-signing-out = Abmeldung läuft…
progress-saving-patient = Patient wird gespeichert…
progress-registering-patient = Patient wird registriert…
progress-checking-answers = Es wird nach neuen Antworten gesucht…
progress-refreshing-survey = Fragebogen wird aktualisiert…
progress-checking-received = Es wird geprüft, was der Dienst empfangen hat…
progress-retrying = { $reason } Neuer Versuch in { $seconds } s (Versuch { $attempt }).
status-cancel = Abbrechen
status-cancel-what = Anhalten: { $what }
status-dismiss = Schließen
status-ready = Bereit
resend-save-patient = Patient erneut speichern
resend-create-survey = Fragebogen erneut senden
resend-search = Erneut suchen
resend-open-patient = Patient erneut öffnen
resend-list-surveys = Fragebögen erneut laden
resend-open-survey = Fragebogen erneut laden
resend-load-history = Verlauf erneut laden
resend-load-summary = Zusammenfassung erneut laden
resend-load-pdf = PDF erneut abrufen
notice-offline = Der Dienst ist nicht erreichbar. Intake Desk versucht es weiter und meldet sich, sobald er wieder antwortet.
notice-online-again = Der Dienst antwortet wieder.
notice-connected = Verbunden.
notice-signed-out = Abgemeldet. Die Anmeldedaten wurden gelöscht.
notice-pdf-saved = Die PDF-Zusammenfassung wurde gespeichert.
notice-saved-at = Gespeichert unter { $path }
notice-no-save-dialog = Auf diesem Computer konnte kein Dateidialog angezeigt werden. Das PDF wurde nicht gespeichert.
notice-sandbox-failed = Die Demo-Umgebung konnte nicht gestartet werden: { $reason }
notice-verbatim = { $text }
notice-patient-saved = Patient gespeichert.
notice-patient-registered = Patient registriert.
notice-patient-saved-despite-cancel = Sie haben das Speichern abgebrochen, aber der Dienst hatte die Änderungen bereits gespeichert.
notice-registration-cancelled-maybe-sent = Sie haben die Registrierung abgebrochen, nachdem sie möglicherweise schon gesendet wurde.
notice-patient-created-after-all = { $cause } Eine Prüfung zeigt, dass der Patient angelegt wurde. Nichts wurde doppelt gesendet.
token-kept-in-keyring = Ihre Anmeldung wird im Schlüsselbund des Systems aufbewahrt.
token-kept-in-memory = Kein Schlüsselbund verfügbar: Ihre Anmeldung bleibt nur im Arbeitsspeicher, bis Sie Intake Desk schließen.
local-store-unusable = Intake Desk kann Entwürfe und das Aktivitätsprotokoll nicht in { $path } speichern ({ $reason }). Bis das behoben ist, bleiben sie nur erhalten, solange das Fenster geöffnet ist. Bitten Sie Ihre IT-Abteilung zu prüfen, ob Sie in diesen Ordner schreiben dürfen.
local-store-stopped = Intake Desk konnte nicht in seinen Datenordner schreiben: der lokale Speicher wurde beendet.
local-write-failed = Intake Desk konnte nicht in seinen Datenordner schreiben: { $reason }
local-draft-kind-patient = Ein Entwurf eines Patientenformulars
local-draft-kind-survey = Ein Entwurf eines neuen Fragebogens
local-draft-kind-other = Ein Entwurf
local-draft-kept-aside = { $kind } konnte nicht gelesen werden und wurde in { $path } beiseitegelegt.
local-draft-kept-aside-from = { $kind } vom { $when } konnte nicht gelesen werden und wurde in { $path } beiseitegelegt.
local-several-problems = { $count ->
    [one] Ein Problem mit den Daten auf diesem Computer: siehe Details.
   *[other] { $count } Probleme mit den Daten auf diesem Computer: siehe Details.
}

signin-needs-address = Geben Sie die Adresse des Dienstes ein.
signin-needs-token = Fügen Sie das Zugriffstoken ein.
signin-needs-account = Geben Sie Konto, Passwort und Mandanten ein.

log-patient-created = Patient registriert ({ $patient })
log-patient-updated = Patientendaten geändert ({ $patient })
log-patient-updated-fields = Patientendaten geändert ({ $patient }): { $fields }
log-survey-created = Fragebogen erstellt ({ $survey })
log-survey-created-for = Fragebogen erstellt ({ $survey }) für Patient { $patient }
log-invitation-sent = Einladung per { $channel } für Fragebogen { $survey } gesendet
log-pdf-saved = PDF des Fragebogens { $survey } gespeichert in { $folder }

## Patient field rules and their problems

## Service errors

## Values from the service in words

## End
