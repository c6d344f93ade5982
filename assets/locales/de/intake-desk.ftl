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
startup-title = { $count ->
    [one] Intake Desk wurde mit einem Problem gestartet
   *[other] Intake Desk wurde mit Problemen gestartet
}
startup-where = Ort:
startup-what-to-do = Was zu tun ist: { $advice }
startup-ok = OK
startup-data-unreadable = Der Datenordner kann nicht gelesen werden ({ $reason }).
startup-data-is-file = Der Datenordner ist eine Datei, kein Ordner.
startup-data-not-created = Der Datenordner kann nicht angelegt werden ({ $reason }).
startup-data-unreachable = Der Datenordner ist nicht erreichbar ({ $reason }).
startup-data-not-writable = Im Datenordner kann nichts gespeichert werden ({ $reason }).
startup-data-effect = Intake Desk funktioniert, speichert in dieser Sitzung aber nichts auf diesem Computer: keine Entwürfe, kein Aktivitätsprotokoll, keine Logdateien, keine gespeicherten Einstellungen.
startup-data-advice = Bitten Sie die IT, Ihrem Konto einen beschreibbaren Datenordner zu geben, oder starten Sie Intake Desk mit --data-dir und einem Ordner, in den Sie schreiben können.
startup-data-shared = Andere Benutzer dieses Computers können den Datenordner öffnen.
startup-data-shared-effect = Intake Desk verwendet ihn unverändert. Die Dateien, die es dort ablegt, können nur Sie lesen.
startup-data-shared-advice = Wenn auch andere diesen Computer benutzen, bitten Sie die IT, den Ordner nur für Ihr Konto zugänglich zu machen, oder starten Sie Intake Desk mit --data-dir und einem privaten Ordner.
startup-logs-not-writable = In den Log-Ordner kann nicht geschrieben werden ({ $reason }).
startup-logs-is-file = An der Stelle des Log-Ordners befindet sich eine Datei.
startup-logs-not-created = Der Log-Ordner kann nicht angelegt werden ({ $reason }).
startup-logs-unreachable = Der Log-Ordner ist nicht erreichbar ({ $reason }).
startup-logs-effect = Intake Desk funktioniert, legt in dieser Sitzung aber keine Logdateien an.
startup-logs-advice = Benennen Sie um, was dort liegt, oder entfernen Sie es, oder bitten Sie die IT, Ihrem Konto dort Schreibrechte zu geben, und starten Sie Intake Desk dann neu.
startup-prefs-not-created = Die Einstellungsdatei kann nicht angelegt werden ({ $reason }).
startup-prefs-not-created-effect = Intake Desk arbeitet mit den üblichen Einstellungen und speichert sie in dieser Sitzung nicht.
startup-prefs-not-created-advice = Bitten Sie die IT, Ihrem Konto Schreibrechte im Datenordner zu geben.
startup-prefs-unusable = Die gespeicherten Einstellungen konnten nicht verwendet werden ({ $reason }).
startup-prefs-put-aside-effect = Intake Desk startet mit den üblichen Einstellungen. Die alte Datei wurde als { $file } aufbewahrt.
startup-prefs-put-aside-advice = Nichts zu tun, es sei denn, Ihnen fehlt eine Einstellung: Wählen Sie sie erneut. Die IT kann sich die alte Datei ansehen.
startup-prefs-stuck = Die gespeicherten Einstellungen konnten nicht verwendet ({ $reason }) und nicht beiseitegelegt werden ({ $error }).
startup-prefs-stuck-effect = Intake Desk startet mit den üblichen Einstellungen und lässt die Datei unverändert: Einstellungen werden in dieser Sitzung nicht gespeichert.
startup-prefs-stuck-advice = Bitten Sie die IT, die Datei zu entfernen oder zu reparieren, und starten Sie Intake Desk dann neu.
startup-prefs-cannot-read = sie kann nicht gelesen werden: { $reason }
startup-prefs-not-a-file = sie ist keine Datei
startup-prefs-too-large = sie ist viel zu groß
startup-prefs-not-text = sie enthält keinen Text
startup-prefs-damaged = ihr Inhalt ist beschädigt
startup-io-not-allowed = Ihr Konto hat dafür keine Berechtigung
startup-io-not-found = es existiert nicht
startup-io-read-only = das Laufwerk ist schreibgeschützt
startup-io-disk-full = das Laufwerk ist voll
startup-io-not-a-folder = ein Teil des Pfads ist eine Datei, kein Ordner
startup-io-already-there = dort befindet sich bereits etwas anderes
startup-io-other = { $reason }

home-find-patient = Patient suchen
home-search-hint = Service-ID oder externe Referenz
home-search = Suchen
home-search-exact = Externe Referenzen müssen genau übereinstimmen, auch in Groß- und Kleinschreibung.
home-search-shortcut = Tastenkürzel: { $keys }
home-register = Patient registrieren
home-new-survey = Neuer Fragebogen für einen neuen Patienten
home-activity-log = Aktivitätsprotokoll
home-recent = Zuletzt geöffnete Patienten
home-recent-session-only = Nur diese Sitzung
home-demo-patients = Demo-Patienten
home-welcome = Willkommen bei Intake Desk
home-sandbox-intro = Sie arbeiten in der Demo-Umgebung: ein Demo-Dienst auf diesem Computer mit erfundenen Patienten. Nichts, was Sie hier tun, verlässt den Computer – probieren Sie ruhig alles aus.
home-sandbox-try = Öffnen Sie links einen der Demo-Patienten, suchen Sie nach { $reference } oder registrieren Sie einen Patienten.
home-sandbox-real = Um mit echten Patienten zu arbeiten, wählen Sie oben rechts „{ $connection }“ und melden Sie sich an.
home-intro = Suchen Sie einen Patienten über die Service-ID oder die externe Referenz, oder registrieren Sie einen neuen Patienten.
home-keyboard = Tastatur: Strg+F suchen · Tab wechselt zwischen Feldern · Enter sendet · Esc schließt einen Dialog
home-drafts-kept = { $count ->
    [one] 1 Formular wurde nicht gesendet. Es wurde auf diesem Computer aufbewahrt.
   *[other] { $count } Formulare wurden nicht gesendet. Sie wurden auf diesem Computer aufbewahrt.
}
home-draft-changes = Änderungen an einem Patienten
home-draft-registration = eine Patientenregistrierung
home-draft-survey = ein Fragebogen für einen neuen Patienten
home-draft-named = { $what }: { $name }
home-draft-last-changed = Zuletzt geändert am { $when }
home-draft-restore = Wiederherstellen
home-draft-discard = Verwerfen
home-draft-restore-named = Wiederherstellen: { $draft }
home-draft-discard-named = Verwerfen: { $draft }
banner-not-connected = NICHT VERBUNDEN
banner-production = { $region }-PRODUKTION — echte Patientendaten
banner-acceptance = { $region }-ABNAHME — Testumgebung, nicht für echte Patienten
banner-sandbox = DEMO-UMGEBUNG — Demodaten; nichts verlässt diesen Computer
banner-custom = EIGENER DIENST — { $address }
banner-region-eu = EU
banner-region-us = USA
banner-connection = Verbindung…
banner-connection-hover = Umgebung wählen und anmelden
banner-theme = Design
banner-theme-system = System
banner-theme-follow-system = Wie das System
banner-theme-light = Hell
banner-theme-dark = Dunkel
banner-status-starting = Wird gestartet…
banner-status-connecting = Verbindung wird hergestellt…
banner-status-connected = Verbunden
banner-status-sign-in-needed = Anmeldung erforderlich
banner-status-offline = Offline — der Dienst ist nicht erreichbar
banner-token-expired = { $status } · Token abgelaufen
banner-token-expires-soon = { $status } · Token läuft in { $left } ab — melden Sie sich bald erneut an
banner-token-valid = { $status } · Token noch { $left } gültig
connection-title = Verbindung
connection-privacy = Datenschutz
connection-privacy-minutes = Patientendaten nach so vielen Minuten ohne Eingabe ausblenden (0: nie)
connection-not-connected = Nicht verbunden.
connection-environment = Umgebung: { $environment }
connection-address = Adresse: { $address }
connection-token-expires = Das Token läuft am { $time } ab.
connection-token-no-expiry = Das Token gibt nicht an, wann es abläuft.
connection-sandbox-no-sign-in = Die Demo-Umgebung braucht keine Anmeldung.
connection-ad-hoc = Mit --base-url/--token gestartet: Diese Verbindung wird nicht gespeichert.
connection-test = Verbindung testen
connection-sign-out = Abmelden
connection-test-ok = Der Dienst hat geantwortet und die Anmeldung akzeptiert.
connection-connect-to = Verbinden mit
connection-env-sandbox = Demo-Umgebung (Demodaten auf diesem Computer)
connection-env-eu-acceptance = EU-Abnahme (Test)
connection-env-eu-production = EU-Produktion
connection-env-us-production = USA-Produktion
connection-env-custom = Eigene Adresse
connection-service-address = Adresse des Dienstes
connection-token-address = Adresse für das Token
connection-token-address-hint = wie der Dienst, wenn leer
connection-production-warning = Die Produktion enthält echte Patientendaten.
connection-mode-account = Mit Konto anmelden
connection-mode-token = Zugriffstoken einfügen
connection-account = Konto
connection-password = Passwort
connection-tenant = Mandant
connection-tenant-hint = Mandanten-ID
connection-healthcare-service = Gesundheitsdienst
connection-optional = optional
connection-access-token = Zugriffstoken
connection-password-note = Das Passwort wird einmal gesendet, um ein Token zu erhalten, und nie gespeichert.
connection-use-sandbox = Demo-Umgebung verwenden
connection-sign-in = Anmelden
connection-enter-address = Geben Sie die Adresse des Dienstes ein.
connection-paste-token = Fügen Sie das Zugriffstoken ein.
connection-enter-account = Geben Sie Konto, Passwort und Mandant ein.
connection-sign-in-again = Bitte melden Sie sich erneut an
connection-sign-in-again-why = Ihre Anmeldung ist abgelaufen oder wurde nicht akzeptiert. Ihre Eingaben bleiben erhalten; nach der Anmeldung können Sie sie erneut senden.
connection-close = Schließen
activity-title = Aktivität auf diesem Computer
activity-intro = Registrierte oder geänderte Patienten, erstellte Fragebögen, gesendete Einladungen und gespeicherte PDFs von diesem Computer. Nur IDs: Hier werden keine Namen oder Adressen gespeichert.
activity-unreadable = { $count ->
    [one] 1 Zeile des Aktivitätsprotokolls auf diesem Computer konnte nicht gelesen werden (beschädigt); alles Lesbare ist unten aufgeführt.
   *[other] { $count } Zeilen des Aktivitätsprotokolls auf diesem Computer konnten nicht gelesen werden (beschädigt); alles Lesbare ist unten aufgeführt.
}
activity-nothing-yet = Noch nichts.
activity-utc = { $time } (UTC)
app-privacy-title = Patientendaten sind ausgeblendet
app-privacy-why = Intake Desk wurde eine Weile nicht benutzt, daher sind die Patientendaten auf diesem Bildschirm ausgeblendet.
app-privacy-show-again = Bewegen Sie die Maus, klicken Sie oder drücken Sie eine Taste, um sie wieder anzuzeigen.
app-qr-too-long = (der Link ist für einen QR-Code zu lang)
app-qr-name = QR-Code des Links zum Fragebogen
app-already-open = Intake Desk ist für diesen Benutzer bereits geöffnet.
app-already-open-detail = Nur ein Fenster von Intake Desk kann denselben Datenordner gleichzeitig verwenden, und es konnte nicht in den Vordergrund geholt werden. Suchen Sie es in der Taskleiste oder auf einem anderen Bildschirm. Wenn Sie es gerade geschlossen haben, warten Sie einen Moment und starten Sie Intake Desk erneut.
app-ok = OK

activity-env-sandbox = Demo-Umgebung (Demodaten)
activity-env-custom = Eigener Dienst: { $address }

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

## Patient field rules and their problems

## Service errors

## Values from the service in words

## End
