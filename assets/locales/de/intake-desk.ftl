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
list-separator = {", "}
minutes = { $count ->
    [one] { $count } Minute
   *[other] { $count } Minuten
}
hours = { $count ->
    [one] { $count } Stunde
   *[other] { $count } Stunden
}
pseudo-length-sample = Die Einladung wurde dem Patienten heute Morgen per SMS gesendet.

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
startup-store-kept-aside = Die Datenbank der nicht gesendeten Entwürfe und der Aktivität konnte nicht verwendet werden: { $reason }
startup-store-not-a-file = ein Ordner trägt ihren Namen.
startup-store-not-a-database = sie ist keine Datenbank (sie ist beschädigt oder wurde abgeschnitten).
startup-store-damaged-pages = Teile davon sind beschädigt.
startup-store-not-ours = sie gehört zu einem anderen Programm, oder die Dateien einer anderen Datenbank lagen daneben.
startup-store-kept-aside-effect = Sie wurde unverändert am angezeigten Ort beiseitegelegt, und eine neue wurde angelegt. { $recovered ->
        [0] Kein nicht gesendeter Entwurf konnte daraus gelesen werden.
        [one] Ein nicht gesendeter Entwurf, der noch lesbar war, ist in der neuen wieder da.
       *[other] { $recovered } nicht gesendete Entwürfe, die noch lesbar waren, sind in der neuen wieder da.
    }
startup-store-kept-aside-advice = Sie können weiterarbeiten. Geben Sie die beiseitegelegte Datei der IT oder dem Support, falls etwas fehlt; löschen Sie sie, wenn sie nicht mehr gebraucht wird.
startup-store-not-moved-effect = Sie konnte nicht beiseitegelegt werden ({ $reason }): Nicht gesendete Entwürfe und das Aktivitätsprotokoll werden in dieser Sitzung nur im Speicher gehalten.
startup-store-not-moved-advice = Bitten Sie die IT, die Datei zu verschieben oder zu reparieren, und starten Sie Intake Desk dann neu.
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
home-search-hint = Ihre Patientennummer (externe Referenz)
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
home-demo-desks-title = Mehrere Arbeitsplätze
home-demo-desks = In einer Praxis sieht jeder Arbeitsplatz, was die anderen versendet haben, sobald Ihre IT-Abteilung eine Praxisdatenbank festlegt. Probieren Sie es hier aus: Eine Kollegin an „{ $desk }“ versendet einige Einladungen, und Heute und Nachverfolgung zeigen, welcher Arbeitsplatz was versendet hat.
home-demo-desks-add = Den Arbeitsplatz einer Kollegin versenden lassen
home-demo-desks-sent = { $count ->
    [one] 1 Einladung von „{ $desk }“ steht in Heute und Nachverfolgung. Wählen Sie „Dieser Arbeitsplatz“ über der Liste, um nur Ihre zu sehen.
   *[other] { $count } Einladungen von „{ $desk }“ stehen in Heute und Nachverfolgung. Wählen Sie „Dieser Arbeitsplatz“ über der Liste, um nur Ihre zu sehen.
}
home-demo-desks-failed = Der Arbeitsplatz der Kollegin konnte seine Einladungen nicht versenden. Versuchen Sie es gleich noch einmal.
progress-demo-colleague = Der Arbeitsplatz einer Kollegin versendet…
home-intro = Suchen Sie einen Patienten über die Service-ID oder die externe Referenz, oder registrieren Sie einen neuen Patienten.
home-keyboard = Tastatur: Strg+F suchen · Tab wechselt zwischen Feldern · Enter sendet · Esc schließt einen Dialog · F1 alle Tastenkürzel
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
banner-production = { $region }-PRODUKTION – echte Patientendaten
banner-acceptance = { $region }-ABNAHME – Testumgebung, nicht für echte Patienten
banner-sandbox = DEMO-UMGEBUNG – Demodaten; nichts verlässt diesen Computer
banner-custom = EIGENER DIENST – { $address }
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
banner-status-demo = Demo
banner-status-sign-in-needed = Anmeldung erforderlich
banner-status-offline = Offline – der Dienst ist nicht erreichbar
banner-token-expired = { $status } · Token abgelaufen
banner-token-expires-soon = { $status } · Token läuft in { $left } ab – melden Sie sich bald erneut an
banner-token-valid = { $status } · Token noch { $left } gültig
# The window's title and its name for screen readers: the app, then the screen shown.
window-title = Intake Desk — { $screen }
window-screen-home = Start
window-screen-patient = Patient

connection-title = Verbindung
connection-privacy = Datenschutz
connection-privacy-minutes = Patientendaten nach so vielen Minuten ohne Eingabe ausblenden (0: nie)
connection-clinic-database = Datenbank der Klinik
connection-clinic-database-about = Die Arbeitsplätze dieser Klinik teilen ihre Listen, Heute und Nachverfolgung über die Datenbank, die Ihre IT-Abteilung eingerichtet hat. Dieser Arbeitsplatz erscheint dort als „{ $desk }“.
connection-clinic-sharing = Die Arbeit dieses Arbeitsplatzes mit den anderen Arbeitsplätzen der Klinik teilen
connection-clinic-sharing-off = Aus: Dieser Arbeitsplatz behält seine Listen, Heute und Nachverfolgung für sich und sieht die der anderen Arbeitsplätze nicht. In der Zwischenzeit gesendete Listen bleiben auf diesem Arbeitsplatz; einzeln gesendete Fragebögen werden geteilt, sobald Sie das Teilen wieder einschalten.
connection-clinic-sharing-wait = Kann geändert werden, sobald die Liste, die gerade gesendet wird, oder das Ablegen beendet ist.
clinic-sharing-off-note = Das Teilen mit den anderen Arbeitsplätzen der Klinik ist an diesem Arbeitsplatz ausgeschaltet (Verbindung…): Nur was dieser Arbeitsplatz gesendet hat, wird angezeigt.
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
activity-nothing-yet = Noch nichts. Einen Patienten registrieren oder ändern, einen Fragebogen erstellen, eine Einladung senden oder ein PDF speichern fügt hier eine Zeile hinzu.
activity-utc = { $time } (UTC)
app-privacy-title = Patientendaten sind ausgeblendet
app-privacy-why = Intake Desk wurde eine Weile nicht benutzt, daher sind die Patientendaten auf diesem Bildschirm ausgeblendet.
app-privacy-show-again = Bewegen Sie die Maus, klicken Sie oder drücken Sie eine Taste, um sie wieder anzuzeigen.
app-qr-too-long = (der Link ist für einen QR-Code zu lang)
app-qr-name = QR-Code des Links zum Fragebogen
app-already-open = Intake Desk ist für diesen Benutzer bereits geöffnet.
app-already-open-detail = Nur ein Fenster von Intake Desk kann denselben Datenordner gleichzeitig verwenden, und es konnte nicht in den Vordergrund geholt werden. Suchen Sie es in der Taskleiste oder auf einem anderen Bildschirm. Wenn Sie es gerade geschlossen haben, warten Sie einen Moment und starten Sie Intake Desk erneut.
app-window-not-drawn = Intake Desk konnte sein Fenster nicht zeichnen.
app-window-not-drawn-detail = Keiner der Grafikadapter dieses Computers konnte es zeichnen. Bitten Sie die IT, den Grafiktreiber zu installieren oder zu aktualisieren; fragen Sie in einer Remotedesktop-Sitzung, ob sie Grafik erlaubt. Das Protokoll im Datenordner nennt, was versucht wurde.
app-window-not-opened = Intake Desk konnte sein Fenster nicht öffnen.
app-window-not-opened-detail = Der Desktop hat kein Fenster bereitgestellt. Melden Sie sich ab und wieder an oder starten Sie den Computer neu; wenn es wieder geschieht, wenden Sie sich an die IT und nennen Sie das Protokoll im Datenordner.
app-window-not-opened-detail-linux = Intake Desk benötigt eine grafische Oberfläche (X11 oder Wayland). Auf einem Server starten Sie es unter einem virtuellen Bildschirm, z. B. `xvfb-run -a intake-desk`, oder verwenden Sie `intake-desk sandbox` nur für den Dienst.
app-ok = OK

activity-env-sandbox = Demo-Umgebung (Demodaten)
activity-env-custom = Eigener Dienst: { $address }

app-resize-side-panel = Breite der Seitenleiste ändern
# The window's regions, as a screen reader lists them to jump between.
app-panel-top = Verbindung und Umgebung
app-panel-side = Patienten
app-panel-main = Hauptbereich
app-panel-status = Status

shortcut-hint = Tastenkürzel: { $keys }
shortcut-overview-title = Tastenkürzel
shortcut-overview-close = Schließen
shortcut-search = Patient suchen
shortcut-register = Patient registrieren
shortcut-new-survey-for-new-patient = Neuer Fragebogen für einen neuen Patienten
shortcut-refresh = Angezeigtes neu laden
shortcut-save-pdf = PDF-Zusammenfassung des Fragebogens speichern
shortcut-read-eid = Die belgische eID-Karte in die Angaben des neuen Patienten einlesen
shortcut-help = Diese Liste ein- oder ausblenden
shortcut-escape-key = Esc
shortcut-escape = Oberstes Fenster schließen
shortcut-enter-key = Eingabe
shortcut-enter = Aktuelles Formular senden

key-ctrl = Strg
key-shift = Umschalt
key-alt = Alt

home-patient-lists = Patientenlisten
list-position = { $index } von { $count }

app-show-side-panel = Suche und Patienten
app-hide-side-panel = Suche und Patienten ausblenden
home-no-recent = In dieser Sitzung wurde noch kein Patient geöffnet. Suchen Sie einen Patienten nach externer Referenz oder Service-ID, oder registrieren Sie einen neuen Patienten.

widgets-copy = Kopieren

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
patient-hint-national-number = INSZ, BSN oder Matrikel
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
patient-language-entry = { $own } – { $local }
patient-language-list = Sprache des Patienten
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
patient-another-person = Name und Geburtsdatum ändern sich beide: Das sieht nach einer anderen Person aus. Um jemanden neu zu erfassen, wählen Sie stattdessen „Neuen Patienten registrieren“; die Akte dieses Patienten bleibt dann unverändert.
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
patient-surveys-not-loaded = Noch nicht geladen. „{ patient-refresh-surveys }“ lädt sie.
patient-surveys-loading = Fragebögen werden geladen…
patient-surveys-none = Noch keine Fragebögen. Mit „Neuer Fragebogen“ senden Sie einen.
patient-service-id = Service-ID
patient-birthdate-value = { $long_date } ({ $date })
patient-phone = Telefon
patient-phone-value = { $number } ({ $type }, { $country })
patient-phone-type-unknown = Art unbekannt
patient-other-fields = Weitere Angaben ({ $count })
details-technical = Technische Angaben
patient-column-status = Status
patient-column-created = Erstellt
patient-column-answers = Antworten
patient-column-alerts = Warnhinweise

patient-survey-row = Fragebogen vom { $created }: { $status }, { $answers ->
    [one] { $answers } Antwort
   *[other] { $answers } Antworten
}, { $alerts ->
    [one] { $alerts } Warnhinweis
   *[other] { $alerts } Warnhinweise
}

patient-copy-service-id = Service-ID kopieren

## Surveys: dialog, survey view, summary and PDF
survey-new-for = Neuer Fragebogen für { $name }
survey-new-for-new-patient = Neuer Fragebogen für einen neuen Patienten
survey-new-patient-explained = Der Patient wird zusammen mit dem Fragebogen registriert. Hat bereits ein Patient diese externe Referenz, wird nichts gesendet: Sie sehen beide nebeneinander und entscheiden.
survey-include-link = Link zum Fragebogen mitsenden
survey-pin-in-link = PIN in den Link aufnehmen (schaltet den zweiten Faktor aus)
survey-pin-warning = Warnung: Mit der PIN im Link ist der zweite Faktor ausgeschaltet: Jeder, der den Link erhält (eine weitergeleitete E-Mail, ein gemeinsam genutztes Telefon), kann den Fragebogen des Patienten öffnen. Verwenden Sie dies nur, wenn der Patient die PIN nicht separat erhalten kann.
survey-send-invitation = Eine Einladung an den Patienten senden
survey-by-channel = Per { $channel }
survey-create = Fragebogen erstellen
survey-cancel = Abbrechen
survey-done = Fertig
survey-cannot-create-yet = Der Fragebogen kann noch nicht erstellt werden – { $problems }
survey-field-problem = { $field }: { $problem }
survey-correct-phone = Telefonnummer korrigieren…
survey-correct-phone-hint = Öffnet die Daten des Patienten; erstellen Sie den Fragebogen erneut, sobald die Nummer stimmt
survey-no-email = Dieser Patient hat keine E-Mail-Adresse, daher kann keine Einladung per E-Mail gesendet werden. Fügen Sie eine hinzu oder wählen Sie SMS.
survey-no-mobile = Dieser Patient hat keine Mobilnummer, daher kann keine Einladung per SMS gesendet werden. Fügen Sie eine hinzu oder wählen Sie E-Mail.
survey-no-way-to-reach = Senden Sie den Link mit oder senden Sie eine Einladung, sonst kann der Patient den Fragebogen nicht erreichen.
survey-sms-landline = { $number } ist eine Festnetznummer { $country ->
        [BE] in Belgien
        [NL] in den Niederlanden
        [LU] in Luxemburg
        [FR] in Frankreich
        [DE] in Deutschland
        [GB] im Vereinigten Königreich
        [IE] in Irland
        [US] in den Vereinigten Staaten
        [CA] in Kanada
        [ES] in Spanien
        [PT] in Portugal
        [IT] in Italien
        [CH] in der Schweiz
        [AT] in Österreich
        [PL] in Polen
        [DK] in Dänemark
        [SE] in Schweden
        [NO] in Norwegen
        [FI] in Finnland
        [TR] in der Türkei
       *[other] ({ $country })
    } – eine SMS kann sie nicht erreichen. Korrigieren Sie die Telefonnummer oder wählen Sie E-Mail.
survey-sms-not-mobile = { $number } ist keine Mobilnummer – eine SMS kann sie nicht erreichen. Korrigieren Sie die Telefonnummer oder wählen Sie E-Mail.
survey-invitation-sent = Eine Einladung wurde per { $channel } gesendet.
survey-goes-to = Die Einladung geht an { $address }.
survey-invitation-sent-to = Eine Einladung wurde per { $channel } an { $address } gesendet.
survey-include-link-explained = Sobald der Fragebogen angelegt ist, steht sein Link hier, zum Kopieren oder zum Scannen vom Bildschirm mit dem QR-Code.
survey-pin-in-link-explained = Ohne dies fragt der Link auch nach der PIN des Fragebogens (dem zweiten Faktor); damit kann jeder, der den Link hat, den Fragebogen öffnen.
survey-created = Fragebogen erstellt
survey-created-explained = Der Fragebogen ist bereit und erscheint in der Fragebogenliste des Patienten.
survey-id-label = ID des Fragebogens:
survey-copy-id = ID kopieren
survey-no-link-asked = Es wurde kein Link angefordert.
survey-link-label = Link:
survey-copy-link = Link kopieren
survey-reveal-pin = PIN anzeigen
survey-hide-pin = PIN verbergen
survey-scan-qr = Der Patient kann diesen Code mit dem Telefon scannen:
survey-qr-has-pin = Der QR-Code enthält die PIN; zeigen Sie die PIN an, um den Code zu sehen.
survey-reference-on-record = Diese externe Referenz ist bereits erfasst
survey-reference-belongs = Es wurde nichts gesendet. Die externe Referenz gehört zu { $name }. Vergleichen Sie den erfassten Patienten mit Ihrer Eingabe und wählen Sie dann, wie es weitergeht.
survey-reference-belongs-born = Es wurde nichts gesendet. Die externe Referenz gehört zu { $name }, geboren am { $born }. Vergleichen Sie den erfassten Patienten mit Ihrer Eingabe und wählen Sie dann, wie es weitergeht.
survey-record-changed-meanwhile = Die Daten des Patienten haben sich während des Vergleichs geändert. Es wurde nichts gesendet: Vergleichen Sie erneut.
survey-typed-other-person = Name und Geburtsdatum Ihrer Eingabe weichen beide vom erfassten Patienten ab: Das scheint eine andere Person zu sein. Prüfen Sie die externe Referenz, bevor Sie fortfahren.
survey-compare-field = Feld
survey-compare-on-record = Erfasst
survey-compare-typed = Ihre Eingabe
survey-compare-differs = abweichend
survey-compare-empty = (leer)
survey-compare-now = Jetzt
survey-compare-becomes = Neu
survey-send-to-record = An den erfassten Patienten senden
survey-send-to-record-hint = Der Fragebogen geht an { $name } wie erfasst; Ihre Eingaben werden nicht verwendet.
survey-update-and-send = Daten aktualisieren und senden…
survey-update-and-send-hint = Sie sehen, was sich ändert, und bestätigen es, bevor etwas gesendet wird.
survey-nothing-to-update = Ihre Eingabe entspricht den erfassten Daten: Es gibt nichts zu aktualisieren.
survey-back-to-form = Zurück zum Formular
survey-back-keeps-typed = „Zurück zum Formular“ behält alles, was Sie eingegeben haben.
survey-update-details-of = Die Daten von { $name } aktualisieren?
survey-details-will-change = Diese Daten von { $name } werden geändert, danach wird der Fragebogen gesendet:
survey-details-will-change-born = Diese Daten von { $name } (geboren am { $born }) werden geändert, danach wird der Fragebogen gesendet:
survey-both-change-other-person = Name und Geburtsdatum ändern sich beide: Das scheint eine andere Person zu sein.
survey-confirm-update-send = Ja, Daten aktualisieren und senden
survey-back-to-comparison = Zurück zum Vergleich
survey-outcome-sent-to-record = Der Fragebogen ist für { $name } wie erfasst. Ihre Eingaben wurden nicht verwendet; die Daten von { $name } wurden nicht geändert.
survey-outcome-updated = Die Daten von { $name } wurden aktualisiert ({ $fields }), danach wurde der Fragebogen erstellt.
survey-title = Fragebogen
survey-title-of = Fragebogen von { $name }
survey-back-to-patient = Zurück zum Patienten
survey-back-key = Esc
survey-created-at = Erstellt am { $time }
survey-created-unknown = Erstellt zu einem unbekannten Zeitpunkt
survey-refresh = Aktualisieren
survey-refresh-hint = Den Fragebogen erneut laden
survey-still-answering = Der Patient antwortet möglicherweise noch: Neue Antworten werden automatisch geladen.
survey-still-answering-next = Der Patient antwortet möglicherweise noch: Neue Antworten werden automatisch geladen (nächste Prüfung in etwa { $seconds } s).
survey-id = ID des Fragebogens { $id }
survey-not-loaded = Der Fragebogen ist nicht geladen.
survey-load = Den Fragebogen laden
survey-loading = Der Fragebogen wird geladen…
survey-try-again = Erneut versuchen
survey-showing-last-loaded = Der Fragebogen wird so angezeigt, wie er zuletzt geladen wurde.
survey-no-alerts = Keine Warnhinweise.
alert-level-high = Hohe Priorität
alert-level-medium = Mittlere Priorität
alert-level-low = Niedrige Priorität
survey-alerts = { $count ->
    [one] { $count } Warnhinweis
   *[other] { $count } Warnhinweise
}
survey-alert-question = Frage { $code }
survey-diagnoses = Bestätigte Diagnosen
survey-no-diagnoses = Keine bestätigten Diagnosen.
survey-other-fields = Weitere Angaben ({ $count })
survey-tab-answers = Antworten ({ $count })
survey-tab-history = Änderungsverlauf
survey-tab-summary = Zusammenfassung
survey-no-answers-yet = Noch keine Antworten. „{ survey-refresh }“ lädt die Antworten, die der Patient seitdem gegeben hat.
survey-filter = Antworten filtern
survey-filter-hint = Wörter in einer Frage, einem Code oder einer Antwort
survey-filter-clear = Filter löschen
survey-filter-matches = { $count ->
    [one] { $matching } von { $count } Antwort passt
   *[other] { $matching } von { $count } Antworten passen
}
survey-answer-count = { $count ->
    [one] { $count } Antwort
   *[other] { $count } Antworten
}
survey-filter-no-match = Keine Antwort passt zum Filter. „{ survey-filter-clear }“ zeigt wieder alle Antworten.
survey-column-question = Frage
survey-column-code = Code
survey-column-answer = Antwort
survey-no-answer = (keine Antwort)
survey-history-load = Den Änderungsverlauf laden
survey-history-empty = Für diesen Fragebogen sind keine Änderungen erfasst.
survey-history-count = { $count ->
    [one] { $count } Änderung, älteste zuerst
   *[other] { $count } Änderungen, älteste zuerst
}
survey-history-reload = Änderungsverlauf neu laden
survey-column-when = Wann
survey-column-who = Wer
survey-column-what = Was
survey-history-no-time = (keine Zeit)
survey-history-unknown-user = unbekannter Benutzer
survey-history-system = das System
survey-history-change = Eine Änderung
survey-history-change-fields = { $kind } — { $fields }
survey-history-workflow-moved = Der Fragebogen ist zu einem anderen Schritt gewechselt
survey-history-details = Details
survey-history-step-id = ID des Schritts:
survey-history-copy-step-id = ID des Schritts kopieren
survey-history-unknown-hint = Eine Änderung einer Art, die Intake Desk nicht kennt, in Worten aus ihren Feldern; die Rohform steht unter Details.
value-yes = ja
value-no = nein
survey-history-claimed = Übernommen
survey-history-released = Freigegeben
survey-plain-text = Zusammenfassung als Text
survey-plain-text-load = Die Zusammenfassung laden
survey-copy-to-clipboard = In die Zwischenablage kopieren
survey-copied = Kopiert.
survey-plain-text-label = Text der Zusammenfassung (schreibgeschützt, auswählbar)
pdf-summary = PDF-Zusammenfassung
pdf-preview = PDF-Vorschau
pdf-export = PDF exportieren…
pdf-choose-in-dialog = Wählen Sie im Dialog, wo das PDF gespeichert werden soll…
pdf-saving-to-documents = Das PDF wird im Ordner „Dokumente“ gespeichert…
pdf-nothing-saved = Es wurde nichts gespeichert.
pdf-no-dialog = Auf diesem Computer konnte kein Dateidialog angezeigt werden.
pdf-saved-in-documents-as = Stattdessen im Ordner „Dokumente“ gespeichert, als
pdf-saved-as = Gespeichert als
pdf-dialog-closed = Nicht gespeichert: Der Speicherdialog wurde geschlossen.
pdf-save-to-documents = Stattdessen im Ordner „Dokumente“ speichern
pdf-save-to-documents-hint = Speichert ohne Dialog unter dem vorgeschlagenen Namen; eine vorhandene Datei wird nie ersetzt
pdf-open = Öffnen
pdf-open-hint = Das PDF mit dem Betrachter des Systems öffnen
pdf-show-in-folder = Im Ordner anzeigen
pdf-error-details = Details
pdf-preview-first-pages = Vorschau der ersten { $shown } von { $count } Seiten
pdf-preview-pages = { $count ->
    [one] Vorschau ({ $count } Seite)
   *[other] Vorschau ({ $count } Seiten)
}
pdf-page-alt = Seite { $page } der PDF-Zusammenfassung
pdf-page-of = Seite { $page } von { $count }
pdf-preview-unreadable = Das PDF konnte für die Vorschau nicht gelesen werden ({ $reason }). Es kann trotzdem gespeichert werden.
pdf-preview-no-pages = Das PDF hat keine Seiten.
pdf-preview-not-drawn = Die Seiten des PDFs konnten nicht dargestellt werden.
pdf-preview-renderer-stopped = Die Vorschau konnte nicht dargestellt werden (die Darstellung ist fehlgeschlagen).
export-not-a-file-name = Der gewählte Pfad ist kein Dateiname. Es wurde nichts geschrieben.
export-is-a-folder = Der gewählte Pfad ist ein Ordner. Wählen Sie einen Dateinamen. Es wurde nichts geschrieben.
export-too-many-same-name = Im Ordner gibt es zu viele Dateien mit diesem Namen. Wählen Sie einen anderen Namen. Es wurde nichts geschrieben.
export-save-failed = Das PDF konnte nicht gespeichert werden. Es wurde nichts geschrieben.
export-save-failed-permission = Das PDF konnte nicht gespeichert werden. Sie dürfen in diesen Ordner nicht schreiben; wählen Sie einen anderen. Es wurde nichts geschrieben.
export-save-failed-no-folder = Das PDF konnte nicht gespeichert werden. Der Ordner existiert nicht (mehr); wählen Sie einen anderen. Es wurde nichts geschrieben.
export-save-failed-disk-full = Das PDF konnte nicht gespeichert werden. Der Datenträger ist voll. Es wurde nichts geschrieben.
export-save-failed-read-only = Das PDF konnte nicht gespeichert werden. Der Datenträger ist schreibgeschützt; wählen Sie einen anderen Ordner. Es wurde nichts geschrieben.
export-no-documents-folder = Intake Desk findet auf diesem Computer keinen Ordner „Dokumente“. Es wurde nichts geschrieben.
export-save-interrupted = Das Speichern des PDFs wurde unterbrochen.
export-open-failed = Das PDF konnte nicht geöffnet werden. Ist ein PDF-Betrachter installiert?
export-show-failed = Der Ordner konnte nicht angezeigt werden.
export-detail-file = Datei: { $path }
export-detail-system = Das System meldete: { $error }
export-detail-task-stopped = Die zuständige Aufgabe wurde vor dem Abschluss beendet.
export-detail-no-documents = Es wurde weder ein Ordner „Dokumente“ noch ein persönlicher Ordner gefunden.
export-file-name = Zusammenfassung Fragebogen
export-file-name-patient = Zusammenfassung Fragebogen - { $name }
export-file-name-date = Zusammenfassung Fragebogen - { $date }
export-file-name-patient-date = Zusammenfassung Fragebogen - { $name } - { $date }

pdf-save-dialog-title = PDF-Zusammenfassung speichern
pdf-file-kind = PDF-Dokument

pdf-preview-scroll = Seiten der PDF-Zusammenfassung

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
notice-task-stopped = In Intake Desk ist ein interner Fehler aufgetreten und dieser Schritt wurde beendet. Nichts von Ihrer Eingabe ist verloren: Versuchen Sie es erneut. Passiert es wieder, enthält die Protokolldatei die Details für den Support.
notice-offline = Der Dienst ist nicht erreichbar. Intake Desk versucht es weiter und meldet sich, sobald er wieder antwortet.
notice-online-again = Der Dienst antwortet wieder.
notice-connected = Verbunden.
notice-signed-out = Abgemeldet. Die Anmeldedaten wurden gelöscht.
notice-pdf-saved = Die PDF-Zusammenfassung wurde gespeichert.
notice-saved-at = Gespeichert unter { $path }
notice-no-save-dialog = Auf diesem Computer konnte kein Dateidialog angezeigt werden. Das PDF wurde nicht gespeichert.
notice-patient-saved = Patient gespeichert.
notice-patient-registered = Patient registriert.
notice-patient-saved-despite-cancel = Sie haben das Speichern abgebrochen, aber der Dienst hatte die Änderungen bereits gespeichert.
notice-patient-created-after-all = { $cause } Eine Prüfung zeigt, dass der Patient angelegt wurde. Es wurde nichts doppelt gesendet.
token-kept-in-keyring = Ihre Anmeldung wird im Schlüsselbund des Systems aufbewahrt.
token-kept-in-memory = Kein Schlüsselbund verfügbar: Ihre Anmeldung bleibt nur im Arbeitsspeicher, bis Sie Intake Desk schließen.
local-store-unusable = Intake Desk kann Entwürfe und das Aktivitätsprotokoll nicht in { $path } speichern ({ $reason }). Bis das behoben ist, wird nicht gespeichert, was Sie eingeben: Jedes Formular sagt es, und das Fenster fragt vor dem Schließen nach. Bitten Sie Ihre IT-Abteilung zu prüfen, ob Sie in diesen Ordner schreiben dürfen.
local-store-folder-unusable = der Datenordner ist nicht nutzbar
local-store-stopped = Intake Desk konnte nicht in seinen Datenordner schreiben: der lokale Speicher wurde beendet.
local-write-failed = Intake Desk konnte nicht in seinen Datenordner schreiben: { $reason }
local-draft-kind-patient = Ein Entwurf eines Patientenformulars
local-draft-kind-survey = Ein Entwurf eines neuen Fragebogens
local-draft-kind-other = Ein Entwurf
local-draft-kept-aside = { $kind } konnte nicht gelesen werden und wurde in { $path } beiseitegelegt.
local-draft-kept-aside-from = { $kind } vom { $when } konnte nicht gelesen werden und wurde in { $path } beiseitegelegt.
local-problems = { $sentences }


log-patient-created = Patient registriert ({ $patient })
log-patient-updated = Patientendaten geändert ({ $patient })
log-patient-updated-fields = Patientendaten geändert ({ $patient }): { $fields }
log-survey-created = Fragebogen erstellt ({ $survey })
log-survey-created-for = Fragebogen erstellt ({ $survey }) für Patient { $patient }
log-survey-created-registering = Fragebogen erstellt ({ $survey }) aus einer Tagesliste, mit Registrierung eines neuen Patienten
log-invitation-sent = { $channel ->
    [email] Einladung per E-Mail für Fragebogen { $survey } gesendet
    [sms] Einladung per SMS für Fragebogen { $survey } gesendet
   *[other] Einladung per { $channel } für Fragebogen { $survey } gesendet
}
log-pdf-saved = PDF des Fragebogens { $survey } gespeichert in { $folder }
log-survey-filed = Beantworteter Fragebogen { $survey } abgelegt in { $folder }
log-survey-filed-fhir = Beantworteter Fragebogen { $survey } abgelegt in { $folder }, mit seinen FHIR-Dateien

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
rules-choose-phone-type = Wählen Sie Mobil, Festnetz oder Schnurlos.
rules-choose-phone-country = Wählen Sie das Land der Telefonnummer.
rules-phone-not-a-number = Verwenden Sie nur Ziffern, optional mit einem + am Anfang (z. B. +32 475 12 34 56).
rules-phone-unknown-country = Wählen Sie das Land der Nummer oder geben Sie sie mit Ländervorwahl ein (+32 …).
rules-phone-unknown-calling-code = Die Nummer beginnt nicht mit der Vorwahl eines Landes.
rules-phone-too-short = Diese Nummer ist zu kurz (Land: { $country }).
rules-phone-too-long = Diese Nummer ist zu lang (Land: { $country }).
rules-phone-invalid = Diese Nummer gibt es nicht (Land: { $country }); bitte prüfen Sie die Ziffern.
rules-phone-landline-as-mobile = { $number } ist eine Festnetznummer (Land: { $country }) – eine SMS erreicht sie nicht.
rules-enter-reference = Geben Sie die Nummer des Patienten in Ihrem eigenen System ein.
rules-enter-national-number = Geben Sie die Nationalnummer des Patienten ein: INSZ/NISS, BSN oder luxemburgische Matrikelnummer.
rules-reference-dots-only = Eine Referenz darf nicht nur aus Punkten bestehen.
rules-national-number-digits = Eine nationale Nummer besteht nur aus Ziffern (Punkte, Striche und Leerzeichen ausgenommen).
rules-national-number-check = Die Prüfziffern dieser nationalen Nummer stimmen nicht: Eine Ziffer ist falsch getippt oder zwei sind vertauscht.
rules-national-number-date = Diese nationale Nummer enthält kein gültiges Geburtsdatum: Prüfen Sie die ersten Ziffern.
rules-national-number-length = Eine nationale Nummer hat 11 Ziffern (Belgien), 9 (Niederlande) oder 13 (Luxemburg).
rules-too-long = Höchstens { $max } Zeichen; dieser Text hat { $count }.
rules-country-code = { $code }

## Service errors
error-kind-cannot-connect = Der Dienst ist nicht erreichbar. Prüfen Sie die Netzwerkverbindung; es wurde nichts gesendet.
error-kind-timed-out = Der Dienst hat nicht rechtzeitig geantwortet. Die Anfrage wurde möglicherweise verarbeitet, möglicherweise nicht.
error-kind-connection-lost = Die Verbindung brach ab, bevor der Dienst antwortete. Die Anfrage wurde möglicherweise verarbeitet, möglicherweise nicht.
error-kind-unauthorized = Ihre Anmeldung ist abgelaufen oder wurde nicht akzeptiert. Bitte melden Sie sich erneut an.
error-kind-forbidden = Ihr Konto darf dies nicht tun. Bitten Sie Ihren Administrator um Zugriff.
error-kind-not-found = Der Dienst hat zu dieser Kennung nichts gefunden.
error-kind-conflict = Der Dienst hat bereits einen widersprechenden Datensatz.
error-kind-validation = Der Dienst hat die Anfrage nicht angenommen.
error-kind-rate-limited = Der Dienst ist ausgelastet (zu viele Anfragen). Bitte versuchen Sie es gleich noch einmal.
error-kind-server-error = Beim Dienst ist ein Problem aufgetreten. Bitte versuchen Sie es gleich noch einmal.
error-kind-unexpected-status = Der Dienst hat unerwartet geantwortet.
error-kind-decode = Der Dienst hat etwas gesendet, das Intake Desk nicht lesen kann.
error-kind-invalid-address = Die Adresse des Dienstes ist ungültig.
error-kind-invalid-input = Die Anfrage kann so nicht gesendet werden.
error-kind-proxy-refused = Der Proxy des Netzwerks hat die Verbindung zum Dienst nicht durchgelassen. Wenden Sie sich an die IT; es wurde nichts gesendet.
error-kind-proxy-auth-required = Der Proxy des Netzwerks verlangt eine eigene Anmeldung. Wenden Sie sich an die IT; es wurde nichts gesendet.
error-fields-rejected = Der Dienst hat einige Angaben nicht angenommen. Bitte korrigieren Sie die markierten Felder.
error-request-rejected-said = Der Dienst hat die Anfrage nicht angenommen: { $said }
error-not-found = { $subject ->
        [survey] Zu dieser Kennung wurde kein Fragebogen gefunden.
        [account] Zu dieser Kennung wurde kein Konto gefunden.
       *[patient] Zu dieser Kennung wurde kein Patient gefunden.
    }
error-no-patient-with-reference = Kein Patient hat diese externe Referenz.
error-no-patient-with-id-or-reference = Kein Patient mit dieser Kennung oder externen Referenz gefunden.
error-conflicting-record = Der Dienst hat bereits einen widersprechenden Datensatz: { $said }
error-already-exists = { $subject ->
        [survey] Der Dienst hat bereits einen Fragebogen mit diesen Angaben.
        [account] Der Dienst hat bereits ein Konto mit diesen Angaben.
       *[patient] Der Dienst hat bereits einen Patienten mit diesen Angaben.
    }
error-reference-taken = Ein anderer Patient hat diese externe Referenz bereits.
error-busy-wait = Der Dienst ist ausgelastet (zu viele Anfragen). Bitte versuchen Sie es in { $seconds ->
        [one] einer Sekunde
       *[other] { $seconds } Sekunden
    } noch einmal.
error-service-problem = Beim Dienst ist ein Problem aufgetreten (Fehler { $status }). Bitte versuchen Sie es gleich noch einmal.
error-unexpected-status = Der Dienst hat unerwartet geantwortet (Status { $status }).
error-credentials-not-accepted = Konto, Passwort oder Mandant wurden nicht akzeptiert. Prüfen Sie die Angaben und versuchen Sie es erneut.
error-unreadable = Der Dienst hat etwas gesendet, das Intake Desk nicht lesen kann (erwartet: { $expected }).
error-expected-patient-record = ein Patientendatensatz
error-expected-new-patient-id = die Kennung des neuen Patienten
error-expected-new-survey-id = die Kennung des neuen Fragebogens
error-expected-survey = ein Fragebogen
error-expected-survey-history = ein Änderungsverlauf
error-expected-survey-list = eine Liste von Fragebögen
error-expected-plain-text-summary = eine Zusammenfassung als reiner Text
error-expected-pdf = ein PDF-Dokument
error-expected-access-token = ein Zugriffstoken
error-expected-answer = eine Antwort
error-too-large = Der Dienst hat eine Antwort von mehr als { $megabytes } MB gesendet; Intake Desk hat das Lesen abgebrochen.
error-reading-interrupted = Das Lesen des PDF wurde unterbrochen.
error-cannot-reach = Der Dienst unter { $host } ist nicht erreichbar. Prüfen Sie die Netzwerkverbindung; es wurde nichts gesendet.
error-answer-cut-off = Die Antwort des Dienstes wurde abgeschnitten. Die Anfrage wurde möglicherweise verarbeitet, möglicherweise nicht.
error-connection-setup = Intake Desk konnte die Verbindung nicht einrichten.
error-proxy-no-answer = Der Proxy { $proxy } des Netzwerks hat auf dem Weg zu { $host } nicht geantwortet. Prüfen Sie die Netzwerkverbindung oder die Proxy-Einstellungen; es wurde nichts gesendet.
error-proxy-unreachable = Der Proxy { $proxy } des Netzwerks ist auf dem Weg zu { $host } nicht erreichbar. Prüfen Sie die Netzwerkverbindung oder die Proxy-Einstellungen; es wurde nichts gesendet.
error-proxy-sign-in = Der Proxy { $proxy } des Netzwerks verlangt eine eigene Anmeldung, bevor er die Verbindung zu { $host } durchlässt. Bitten Sie die IT, { $host } für diesen Computer freizugeben; es wurde nichts gesendet.
error-proxy-let-through-but-failed = Der Proxy { $proxy } des Netzwerks lässt die Verbindung zu { $host } durch, doch die Verbindung zum Dienst ist trotzdem fehlgeschlagen. Prüfen Sie die Netzwerkverbindung; es wurde nichts gesendet.
error-proxy-could-not-reach = Der Proxy { $proxy } des Netzwerks konnte { $host } nicht erreichen (Fehler { $status }). Bitte versuchen Sie es gleich noch einmal oder wenden Sie sich an die IT; es wurde nichts gesendet.
error-proxy-refused-status = Der Proxy { $proxy } des Netzwerks hat die Verbindung zu { $host } nicht durchgelassen (Fehler { $status }). Fragen Sie die IT, ob { $host } für diesen Computer freigegeben ist; es wurde nichts gesendet.
error-proxy-refused = Der Proxy { $proxy } des Netzwerks hat die Verbindung zu { $host } nicht durchgelassen. Fragen Sie die IT, ob { $host } für diesen Computer freigegeben ist; es wurde nichts gesendet.
error-proxy-not-asked = Der Dienst unter { $host } ist über den Proxy { $proxy } des Netzwerks nicht erreichbar. Prüfen Sie die Netzwerkverbindung oder die Proxy-Einstellungen; es wurde nichts gesendet.
error-not-a-web-address = „{ $text }“ ist keine Webadresse. Sie sollte etwa so aussehen: https://service.example.org.
error-plain-http = Einfaches http:// würde Patientendaten unverschlüsselt senden; es ist nur zu diesem Computer erlaubt. Verwenden Sie https://.
error-unsupported-scheme = Adressen, die mit { $scheme }:// beginnen, werden nicht unterstützt; verwenden Sie https://.
error-cannot-encode = Intake Desk konnte die Anfrage nicht zum Senden vorbereiten.
error-empty-identifier = { $which ->
        [survey-id] Die Kennung des Fragebogens ist leer.
        [external-reference] Die externe Referenz ist leer.
       *[patient-id] Die Kennung des Patienten ist leer.
    }
error-dots-only-identifier = { $which ->
        [survey-id] Die Kennung des Fragebogens „{ $value }“ kann nicht nachgeschlagen werden: Sie besteht nur aus Punkten.
        [external-reference] Die externe Referenz „{ $value }“ kann nicht nachgeschlagen werden: Sie besteht nur aus Punkten.
       *[patient-id] Die Kennung des Patienten „{ $value }“ kann nicht nachgeschlagen werden: Sie besteht nur aus Punkten.
    }
error-missing-credentials = Geben Sie Konto, Passwort und Mandant ein, um sich anzumelden.
error-not-signed-in = Noch nicht verbunden. Bitte melden Sie sich zuerst an.
error-cancelled = Sie haben die Anfrage abgebrochen, nachdem sie möglicherweise schon gesendet war.
error-blocked-by-policy = Ihre IT-Abteilung erlaubt von diesem Arbeitsplatz aus keine Verbindung zu diesem Dienst; es wurde nichts gesendet.
error-send-channel-not-allowed = Ihre IT-Abteilung erlaubt an diesem Arbeitsplatz keine Einladungen per { $channel }; nichts wurde gesendet.
error-send-pin-not-allowed = Ihre IT-Abteilung erlaubt an diesem Arbeitsplatz die PIN im Link des Fragebogens nicht; nichts wurde gesendet.
error-token-other-tenant = Dieses Token gilt für den Mandanten „{ $found }“, und Ihre IT-Abteilung erlaubt an diesem Arbeitsplatz nur „{ $required }“. Es wurde nicht verwendet; nichts wurde gesendet. Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an, oder verwenden Sie ein Token für „{ $required }“.
error-token-no-tenant = Dieses Token sagt nicht, für welchen Mandanten es gilt, und Ihre IT-Abteilung erlaubt an diesem Arbeitsplatz nur „{ $required }“. Es wurde nicht verwendet; nichts wurde gesendet. Melden Sie sich stattdessen mit Ihrer E-Mail-Adresse und Ihrem Passwort an.
error-token-tenant-lock-unusable-at-line = Die IT-Einstellungsdatei { $file } sperrt den Mandanten, nennt aber keinen gültigen (Zeile { $line }); daher ist an diesem Arbeitsplatz weder eine Anmeldung noch ein Token möglich, und es wurde nichts gesendet. Bitte wenden Sie sich an Ihre IT-Abteilung.
error-token-tenant-lock-unusable = Die IT-Einstellungsdatei { $file } sperrt den Mandanten, nennt aber keinen gültigen; daher ist an diesem Arbeitsplatz weder eine Anmeldung noch ein Token möglich, und es wurde nichts gesendet. Bitte wenden Sie sich an Ihre IT-Abteilung.
error-token-other-healthcare-service = Dieses Token gilt für den Gesundheitsdienst „{ $found }“, und Ihre IT-Abteilung erlaubt an diesem Arbeitsplatz nur „{ $required }“. Es wurde nicht verwendet; nichts wurde gesendet. Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an, oder verwenden Sie ein Token für „{ $required }“.
error-why-reference-lookup = Intake Desk konnte nicht prüfen, ob ein Patient diese externe Referenz bereits hat; daher wurde nichts gesendet.
error-why-patient-update = Die Angaben des Patienten konnten nicht aktualisiert werden; daher wurde der Fragebogen nicht gesendet.
error-why-survey-may-exist = Der Fragebogen wurde möglicherweise angelegt: Prüfen Sie die Fragebögen des Patienten, bevor Sie erneut senden.
survey-unknown-title = Vielleicht gesendet
survey-unknown-explained = Der Dienst hat den Fragebogen vielleicht angelegt und die Einladung gesendet, oder legt ihn vielleicht noch an. Damit der Patient nie zweimal eingeladen wird, wird nichts erneut gesendet, bevor der Dienst gefragt wurde.
survey-unknown-asking-at = Der Dienst wird um { $time } gefragt, wenn er nicht mehr daran arbeiten kann.
survey-unknown-check-failed = Der Dienst konnte nicht gefragt werden: { $problem }
survey-check-again = Den Dienst erneut fragen
survey-close = Schließen
survey-found-answer-lost = Einmal gesendet: Die Antwort des Dienstes ging verloren, aber auf Nachfrage hat er den Fragebogen. Sein Link stand nur in der verlorenen Antwort.
survey-stopped-nothing-sent = Angehalten, bevor der Fragebogen abging: Es wurde nichts gesendet.
error-why-survey-not-made = Der Dienst wurde gefragt, als die Anfrage nicht mehr laufen konnte: Er hat keinen solchen Fragebogen. Es wurde nichts gesendet; Sie können ihn erneut senden.
error-why-known-surveys = Es wurde nichts gesendet: Die Fragebögen des Patienten konnten vorher nicht gelesen werden. An ihnen ist später zu erkennen, ob ein Fragebogen angelegt wurde, falls die Antwort des Dienstes verloren geht.
progress-asking-whether-made = Der Dienst wird gefragt, ob der Fragebogen angelegt wurde…
error-why-registration-cancelled = Sie haben die Registrierung abgebrochen, nachdem sie möglicherweise schon gesendet war.
error-why-patient-not-created = Eine Prüfung zeigt, dass der Patient nicht angelegt wurde: Erneutes Senden ist sicher.
error-why-patient-unknown = Ob der Patient angelegt wurde, konnte nicht geprüft werden ({ $lookup }). Suchen Sie nach der externen Referenz, bevor Sie erneut senden.
error-save-cancelled-not-saved = Das Speichern wurde abgebrochen, und eine Prüfung zeigt, dass die Änderungen nicht gespeichert wurden. Sie stehen noch im Formular.
error-save-cancelled-unknown = Das Speichern wurde abgebrochen. Ob die Änderungen gespeichert wurden, konnte nicht geprüft werden ({ $lookup }). Öffnen Sie den Patienten erneut, bevor Sie noch einmal speichern.
error-sandbox-not-started = Die Demo-Umgebung konnte nicht starten: { $problem }
error-details = Details
error-detail-status = HTTP-Status { $status }
error-detail-service-said = Der Dienst meldete: { $said }
error-detail-field = { $field }: { $messages }
error-detail-retry-after = Erneut versuchen nach { $seconds } s
error-detail-proxy-answered = Proxy { $proxy } antwortete { $status }
error-detail-proxy-problem = Proxy { $proxy }: { $problem }
error-detail-proxy = Proxy { $proxy }
error-detail-trace-id = Trace-ID { $trace }
error-detail-problem = Technisches Detail: { $problem }
error-detail-excerpt = Die Antwort begann mit: { $excerpt }

## Values from the service in words
value-gender-male = Männlich
value-gender-female = Weiblich
value-phone-mobile = Mobilnummer
value-phone-landline = Festnetznummer
value-phone-cordless = Schnurlostelefon
value-channel-email = E-Mail
value-channel-sms = SMS
value-status-new = Neu
value-status-sent = Einladung gesendet
value-status-in-progress = In Bearbeitung
value-status-completed = Ausgefüllt
value-status-closed = Abgeschlossen
value-status-expired = Abgelaufen
value-status-cancelled = Storniert
value-status-none = (kein Status)
value-change-workflow = Workflow-Schritt
value-change-claim = Übernahme
value-change-reminder = Erinnerung
value-change-none = (kein Typ)
value-no-name = (kein Name)
value-unknown-user = unbekannter Benutzer
value-unknown = { $raw }
value-raw = Wert vom Dienst: { $raw }

## Managed settings: the IT department's policy file  (src/policy.rs; locked settings in src/ui/*)

# Shown beside a setting the IT department's policy file locks (greyed).
policy-locked = Von Ihrer IT-Abteilung festgelegt
# $reason is one of the policy-reason messages.
policy-problem-at-line = Die IT-Einstellungsdatei { $file } kann nicht verwendet werden (Zeile { $line }): { $reason }
policy-problem = Die IT-Einstellungsdatei { $file } kann nicht verwendet werden: { $reason }
policy-effect-all-locked = Bis sie korrigiert ist, bleibt jede Einstellung gesperrt, die sie sperren kann; Intake Desk verbindet sich mit keinem Dienst und bietet keinen Demodienst an.
policy-effect-part-locked = Die fehlerhafte Einstellung bleibt auf ihrem sichersten Wert gesperrt; der Rest der Datei gilt.
policy-advice = Bitten Sie Ihre IT-Abteilung, die Datei zu korrigieren. Intake Desk liest sie bei jedem Start neu.
policy-reason-missing = die Datei existiert nicht.
policy-reason-not-readable = dieses Benutzerkonto darf sie nicht lesen.
policy-reason-cannot-read = sie kann nicht gelesen werden ({ $detail }).
policy-reason-folder = sie ist ein Ordner, keine Datei.
policy-reason-too-large = sie ist viel zu groß für eine Einstellungsdatei.
policy-reason-not-text = sie ist kein Text (als UTF-8 speichern).
# $detail is the TOML reader's own description, in English.
policy-reason-syntax = sie ist kein gültiges TOML ({ $detail }).
policy-reason-unknown-section = die Einstellung [{ $section }] gibt es nicht.
policy-reason-not-a-section = { $section } muss ein Abschnitt sein, geschrieben als [{ $section }] in einer eigenen Zeile.
policy-reason-unknown-key = [{ $section }] hat keine Einstellung „{ $key }“ (sondern { $known }).
# $expected is one of the policy-type messages.
policy-reason-wrong-type = „{ $key }“ muss { $expected } sein.
policy-type-boolean = true oder false
policy-type-text = ein Text in Anführungszeichen
policy-type-number = eine ganze Zahl
policy-type-channel-list = eine Liste wie ["email", "sms"]
policy-reason-minutes = die Minuten müssen zwischen 0 und { $max } liegen, nicht { $value }.
policy-reason-number-range = { $key } muss eine ganze Zahl von { $min } bis { $max } sein, nicht { $value }.
policy-reason-time = { $key } muss eine Uhrzeit wie 20:00 sein, nicht „{ $value }“.
policy-reason-empty = { $key } darf nicht leer sein.
policy-reason-channel = „{ $value }“ ist kein Einladungskanal; verwenden Sie "email" oder "sms".
policy-reason-language = „{ $value }“ ist keine Sprache von Intake Desk; verwenden Sie nl, fr, de oder en.
policy-reason-environment = „{ $value }“ ist keine Umgebung; verwenden Sie eine von { $known }.
policy-reason-environment-name-missing = eine Adresse erfordert name = "custom" im selben Abschnitt.
policy-reason-locked-without-environment = die Umgebung ist gesperrt, aber kein name = sagt welche; daher kann kein Dienst verwendet werden.
policy-reason-locked-without-tenant = der Mandant ist gesperrt, aber kein value = sagt welcher; daher ist weder eine Anmeldung noch ein Token möglich.
policy-reason-address-missing = eine eigene Umgebung braucht ihre Adresse.
policy-reason-address-not-custom = nur name = "custom" nimmt eine Adresse.
# $why is one of the error messages about addresses.
policy-reason-address = { $address } kann nicht verwendet werden: { $why }
policy-effect-clinic-database = Dieser Arbeitsplatz teilt seine Listen, Nachverfolgung und Ablage nicht mit den anderen Arbeitsplätzen, bis die Datei korrigiert ist: Was er sendet, sieht nur er.
policy-reason-clinic-url-missing = [clinic_database] braucht url = "postgresql://…", die Adresse der Klinikdatenbank.
policy-reason-clinic-url = url ist keine Adresse einer PostgreSQL-Datenbank ({ $why }).
policy-reason-clinic-url-password = url darf das Passwort nicht enthalten: Geben Sie es mit credential = "policy" und password = an oder legen Sie es im Schlüsselbund ab.
policy-reason-clinic-tls = tls muss "required" oder "off" sein, nicht „{ $value }“.
policy-reason-clinic-ca-file = mit TLS (Standard) muss ca_file das CA-Zertifikat der Klinik nennen.
policy-reason-clinic-credential = credential muss "none", "policy" oder "keyring" sein, nicht „{ $value }“.
policy-reason-clinic-password-missing = credential = "policy" braucht password = im selben Abschnitt.
policy-reason-clinic-password = password wird nur mit credential = "policy" gelesen.
policy-environment-not-allowed = Ihre IT-Abteilung erlaubt von diesem Arbeitsplatz aus keine Verbindung zu { $environment }.
policy-sandbox-not-allowed = Ihre IT-Abteilung hat den Demodienst auf diesem Arbeitsplatz abgeschaltet.
policy-no-environment = Ihre IT-Abteilung hat auf diesem Arbeitsplatz noch keinen Dienst erlaubt. Bitten Sie sie, { $file } zu prüfen.
policy-no-channels = Ihre IT-Abteilung hat Einladungen per E-Mail und SMS auf diesem Arbeitsplatz abgeschaltet: Geben Sie dem Patienten stattdessen den Link.
policy-managed-by = Dieser Arbeitsplatz wird von Ihrer IT-Abteilung verwaltet ({ $file }).

## About dialog  (src/ui/about.rs, src/state/about.rs)

# The banner's ⓘ button (its accessible name and hover text).
about-open = Über Intake Desk
about-title = Über Intake Desk
about-close = Schließen
# $version is "0.1.0 (commit 1a2b3c4d5e)", as intake-desk --version says it.
about-version = Intake Desk { $version }
about-purpose = Patientenaufnahme und Fragebögen für das Praxispersonal.
about-own-licence = Lizenz: { $licence }
about-connection = Verbindung
about-not-managed = Nicht über eine IT-Einstellungsdatei auf diesem Arbeitsplatz verwaltet.
about-kept-where = Für Sie auf diesem Computer gespeichert
about-kept-nowhere = Nichts: Der Datenordner kann in dieser Sitzung nicht verwendet werden; Entwürfe, Aktivitätsprotokoll und Einstellungen bleiben nur im Arbeitsspeicher.
about-settings = Einstellungen
about-drafts = Entwürfe und Aktivitätsprotokoll
about-logs = Protokolle
about-open-settings-folder = Ordner der Einstellungen öffnen
about-open-drafts-folder = Ordner der Entwürfe öffnen
about-open-logs-folder = Ordner der Protokolle öffnen
about-folder-missing = Der Ordner { $folder } existiert noch nicht: Dort wurde bisher nichts gespeichert.
about-folder-not-opened = Der Ordner { $folder } konnte nicht im Dateimanager geöffnet werden.
about-folder-not-opened-why = Was das System meldete: { $problem }
about-third-party = Software anderer
# $packages and $licences are counts.
about-third-party-count = Intake Desk ist mit { $packages } Paketen anderer gebaut, unter { $licences } Lizenztexten:
about-find-licence = Paket oder Lizenz suchen
# $names: the first packages under this text, "…" when there are more.
about-licence-heading = { $licence }: { $names } ({ $packages ->
    [one] ein Paket
   *[other] { $packages } Pakete
})
about-no-licence-match = Kein Paket und keine Lizenz passt zu „{ $filter }“.
about-licences-unreadable = Die Lizenzhinweise konnten nicht gelesen werden ({ $problem }); sie stehen auch in der installierten Dokumentation.
progress-opening-folder = Ordner wird geöffnet…

## Day list: the day's appointment list, imported and sent in one go  (src/state/day_list.rs)

# $value is what the file's channel column says for the row.
day-list-channel-unreadable = Der Kanal „{ $value }“ ist weder E-Mail noch SMS.
day-list-appointment-unreadable = Der Termin „{ $value }“ ist kein Datum mit Uhrzeit (zum Beispiel 25.11.2026 14:30).
progress-sending-batch = Die Tagesliste wird gesendet…

home-day-list = Tagesliste senden
home-today = Heute
day-list-title = Tagesliste senden
day-list-intro = Öffnen Sie die Terminliste, die Sie aus Ihrem Terminkalender oder Ihrer elektronischen Patientenakte exportiert haben (CSV oder eine Excel- bzw. OpenDocument-Tabelle). Jede Zeile wird geprüft, bevor etwas gesendet wird, und nichts wird gesendet, bevor Sie bestätigen.
day-list-open = Liste öffnen…
day-list-open-dialog-title = Tagesliste öffnen
day-list-file-kind = Terminlisten (CSV, Excel, OpenDocument)
day-list-drop-hint = Sie können die Datei auch auf dieses Fenster ziehen.
day-list-drop-here = Liste hier ablegen, um sie zu öffnen
progress-reading-day-list = Liste wird gelesen…
day-list-file-unreadable = Die Datei konnte nicht geöffnet werden. Prüfen Sie, ob sie in einem anderen Programm geöffnet ist, und versuchen Sie es dann erneut.
day-list-no-open-dialog = Auf diesem Computer kann kein Dateiauswahlfenster angezeigt werden. Ziehen Sie die Datei der Liste stattdessen auf dieses Fenster.
day-list-file-empty = Die Datei ist leer.
# $megabytes: the largest size read.
day-list-file-too-large = Die Datei ist größer als { $megabytes } MB. Exportieren Sie nur die Termine eines Tages.
# $max: the most rows read.
day-list-file-too-many-rows = Die Liste hat mehr als { $max } Zeilen. Exportieren Sie nur die Termine eines Tages.
day-list-file-no-headers = Die Datei hat keine Kopfzeile. Die erste Zeile muss die Spalten benennen (Vorname, Nachname, …).
# $extension: the file's extension, e.g. pdf.
day-list-file-unknown-kind = Dateien mit der Endung .{ $extension } können nicht gelesen werden. Exportieren Sie die Liste als CSV, XLSX, XLS oder ODS.
# $line: the line of the file.
day-list-file-bad-line = Zeile { $line } der Datei kann nicht gelesen werden. Prüfen Sie, ob die Datei ein CSV-Export ist.
day-list-file-bad-spreadsheet = Die Tabellendatei kann nicht gelesen werden. Öffnen Sie sie in Excel oder LibreOffice und speichern Sie sie erneut, oder exportieren Sie sie als CSV.
day-list-file-not-text = Diese Datei ist keine Liste: Sie ist kein Text (sie enthält Bytes, die keine Textdatei enthält). Exportieren Sie die Termine aus Ihrem Kalender als CSV oder als Tabelle, und öffnen Sie diese Datei.
day-list-file-part-too-large = Die Tabellendatei enthält weit mehr als eine Tagesliste: Einer ihrer Teile ist entpackt größer als { $megabytes } MB. Exportieren Sie nur die Termine eines Tages, als CSV oder als neue Tabelle.
day-list-file-too-many-cells = Das Blatt umfasst mehr als { $max } Zellen, wenn seine wiederholten Zeilen und Spalten mitgezählt werden. Löschen Sie die Zellen weit unter oder rechts neben der Liste, oder exportieren Sie nur die Termine eines Tages.
day-list-file-reading-stopped = Das Lesen der Datei wurde abgebrochen. Nichts davon wurde behalten.
day-list-file-excel-binary = Dies ist eine binäre Excel-Arbeitsmappe (.xlsb), die Intake Desk nicht liest. Öffnen Sie sie in Excel, speichern Sie sie als „Excel-Arbeitsmappe (.xlsx)“ oder als CSV und öffnen Sie dann diese Datei.
day-list-file-cage-memory = Diese Datei konnte nicht sicher gelesen werden: Sie verlangt weit mehr Speicher, als eine Tagesliste braucht. Exportieren Sie nur die Termine eines Tages, als CSV oder als neue Tabelle.
day-list-file-cage-time = Diese Datei konnte nicht sicher gelesen werden: Das Lesen dauerte weit länger als bei einer Tagesliste. Exportieren Sie nur die Termine eines Tages, als CSV oder als neue Tabelle.
day-list-file-cage-ended = Diese Datei konnte nicht sicher gelesen werden: Das Lesen brach bei ihr unerwartet ab. Exportieren Sie die Liste erneut, als CSV oder als neue Tabelle.
day-list-file-cage-answer-too-large = Diese Datei konnte nicht sicher gelesen werden: Sie enthält weit mehr als eine Tagesliste. Exportieren Sie nur die Termine eines Tages.
day-list-file-cage-answer-damaged = Diese Datei konnte nicht sicher gelesen werden: Die Antwort des Lesevorgangs war beschädigt. Versuchen Sie es erneut; geschieht es wieder, exportieren Sie die Liste als CSV.
day-list-file-cage-not-started = Die Datei konnte nicht gelesen werden: Intake Desk konnte seinen sicheren Leser nicht starten. Schließen Sie Intake Desk und starten Sie es neu; geschieht es wieder, installieren Sie es neu.
day-list-cell-too-long = die Zelle in der Datei enthält { $chars } Zeichen, mehr als die { $max }, die eine Zelle einer Liste enthalten darf. Geben Sie den Wert hier ein, oder korrigieren Sie ihn in der Datei.
day-list-stop-reading = Lesen abbrechen
day-list-file-no-sheet = Die Tabellendatei enthält kein Tabellenblatt mit Daten.
day-list-journal-failed = Die Liste konnte nicht auf diesem Computer gespeichert werden und wurde daher nicht gesendet (es wurde nichts gesendet). Prüfen Sie den Datenordner unter „Über Intake Desk“ und versuchen Sie es dann erneut.
day-list-encoding-utf8 = UTF-8
day-list-encoding-utf8-bom = UTF-8 mit Byte-Order-Mark
day-list-encoding-windows-1252 = Windows-1252 (Westeuropäisch)
day-list-encoding-utf16 = UTF-16 (Unicode-Text)
day-list-delimiter-comma = Kommas
day-list-delimiter-semicolon = Semikolons
day-list-delimiter-tab = Tabulatoren
# $file: the file's name; $encoding: its character encoding; $delimiter: what separates its columns.
day-list-read-csv = { $file }: CSV, Spalten getrennt durch { $delimiter }, gelesen als { $encoding }.
# $file: the list's file name.
day-list-file-name = Datei: { $file }
# $file: the file's name; $sheet: the sheet read.
day-list-read-sheet = Datei: { $file }, Tabellenblatt „{ $sheet }“
day-list-mapping-remembered = Die Spalten sind so zugeordnet, wie Sie es früher für eine Datei mit diesen Spalten bestätigt haben. Prüfen Sie sie.
day-list-mapping-guessed = Die Spalten sind anhand ihrer Namen zugeordnet. Prüfen Sie sie: Jedes Feld übernimmt die hier gewählte Spalte.
day-list-field-channel = Kanal (E-Mail oder SMS)
day-list-field-appointment = Termin (Datum und Uhrzeit)
day-list-not-in-file = Nicht in der Datei
# $shown: rows shown; $count: rows in the file.
day-list-preview = Die ersten { $shown } von { $count } Zeilen
day-list-column-field = Feld
day-list-column-in-file = Spalte in der Datei
# $line: the row's number in the file, as a spreadsheet shows it.
day-list-row-in-file = Zeile { $line }
# $columns: the file's columns no field takes, by their names.
day-list-columns-not-used = Nicht verwendete Spalten: { $columns }.
day-list-check-rows = Zeilen prüfen
day-list-choose-another = Andere Datei wählen
day-list-back-to-mapping = Spalten ändern
# $rows: rows in the file; $ready: rows that can be sent; $problems: rows with a problem; $excluded: rows left out; $waiting: rows whose patient is being looked up.
day-list-summary = { $rows ->
    [one] 1 Zeile
   *[other] { $rows } Zeilen
}: { $ready } bereit, { $problems } mit einem Problem (nicht gesendet), { $excluded } ausgelassen{ $waiting ->
    [0] {""}
   *[other] , { $waiting } werden geprüft
}.
day-list-channel = Einladen per
day-list-channel-hint = Zeilen, für die die Datei einen Kanal angibt, behalten ihren eigenen.
day-list-concurrency = Gleichzeitig versendete Einladungen
day-list-concurrency-hint = Mehr geht schneller. Ist der Dienst ausgelastet, wartet Intake Desk von selbst.
day-list-advanced = Erweitert
day-list-channel-not-allowed = Ihre IT-Abteilung erlaubt keine Einladungen über diesen Kanal.
# $count: the new patients whose sex the file does not give.
day-list-sex-missing = { $count ->
    [one] Das Geschlecht fehlt bei 1 neuen Patienten: Wählen Sie es unten.
   *[other] Das Geschlecht fehlt bei { $count } neuen Patienten: Wählen Sie es je Zeile oder für alle.
}
# $count: the patients whose sex the file does not give, not all of them looked up.
day-list-sex-missing-unchecked = { $count ->
    [one] Das Geschlecht fehlt bei 1 Patienten: Wählen Sie es unten.
   *[other] Das Geschlecht fehlt bei { $count } Patienten: Wählen Sie es je Zeile oder für alle.
} Ob sie bereits erfasst sind, ließ sich nicht prüfen: Wer bereits erfasst ist, behält das Geschlecht aus seiner Akte.
# $count: the patients whose sex was chosen on the list.
day-list-sex-all-chosen = { $count ->
    [one] Geschlecht hier gewählt für 1 neuen Patienten ohne Geschlecht in der Datei (in seiner Zeile änderbar).
   *[other] Geschlecht hier gewählt für { $count } neue Patienten ohne Geschlecht in der Datei (je Zeile änderbar).
}
# $count: patients on record whose sex the file does not give.
day-list-sex-kept-on-record = { $count ->
    [one] 1 Patient der Liste ist bereits erfasst und behält das Geschlecht aus seiner Akte.
   *[other] { $count } Patienten der Liste sind bereits erfasst und behalten das Geschlecht aus ihrer Akte.
}
progress-checking-on-record = Prüfen, welche Patienten bereits erfasst sind…
day-list-row-checking-on-record = Prüfen, ob der Patient bereits erfasst ist…
day-list-sex-not-in-file = nicht in der Datei: Wählen Sie es oben, für diese Zeile oder für alle.
# $count: the patients asked about.
day-list-sex-for-all = Für alle { $count }:
# $sex: female or male, as the patient form says it; $count: the patients asked about.
day-list-sex-for-all-named = { $sex } für alle { $count }
# $chosen: patients with a sex chosen; $count: the patients asked about.
day-list-sex-chosen = Gewählt: { $chosen } von { $count }
# $name: the patient's name; $line: the row's number in the file.
day-list-sex-row = { $name }, Zeile { $line } der Datei
# $sex: female or male; $row: the patient and their row (day-list-sex-row).
day-list-sex-row-named = { $sex }: { $row }
day-list-sex-choice = Geschlecht:
# $line: the earlier row with the same reference.
day-list-reference-repeated = Dieselbe Referenz steht bereits in Zeile { $line } der Datei: Jeder Patient wird nur einmal eingeladen.
# $count: the invitations that will be sent.
day-list-send = { $count ->
    [one] 1 Einladung senden
   *[other] { $count } Einladungen senden
}
day-list-column-send = Senden
day-list-column-reference = Referenz
day-list-only-problems = Nur Zeilen mit einem Problem
# $first: the first patient's row in the file.
day-list-rows-are-the-file-s = Zeilennummern wie in Ihrer Tabelle: Der erste Patient steht in Zeile { $first }, unter der Kopfzeile.
day-list-column-line = Zeile
day-list-column-patient = Patient
day-list-column-channel = Kanal
day-list-column-problems = Prüfung
day-list-column-fix = Ändern
day-list-column-result = Ergebnis
day-list-column-reason = Grund
day-list-column-survey = Fragebogen
# $line: the row's number in the file, as a spreadsheet shows it; $name: the patient's name.
day-list-send-row-named = Zeile { $line } der Datei senden: { $name }
day-list-left-out = Ausgelassen
day-list-row-ready = Bereit
day-list-row-cannot-go = Nicht gesendet, solange die Zeile ein Problem hat: siehe Prüfung.
day-list-fix = Ändern
# $line: the row's number in the file, as a spreadsheet shows it; $name: the patient's name.
day-list-fix-named = Zeile { $line } der Datei ändern: { $name }
# $line: the row's number in the file, as a spreadsheet shows it.
day-list-fix-title = Zeile { $line } der Datei
day-list-fix-done = Fertig
# $count: the invitations that will be sent.
day-list-confirm-title = { $count ->
    [one] 1 Einladung senden?
   *[other] { $count } Einladungen senden?
}
# $email: invitations by e-mail; $sms: invitations by SMS.
day-list-confirm-channels = { $email } per E-Mail, { $sms } per SMS.
# $problems: rows with a problem; $excluded: rows left out.
day-list-confirm-held-back = Nicht gesendet: { $problems } mit einem Problem, { $excluded } ausgelassen.
day-list-confirm-never-twice = Jeder Patient wird nur einmal eingeladen. Bricht Intake Desk mittendrin ab, wird die Liste erneut angeboten und dort fortgesetzt, wo sie stehen geblieben ist.
# $count: the invitations that will be sent.
day-list-confirm-send = { $count ->
    [one] Ja, 1 Einladung senden
   *[other] Ja, { $count } Einladungen senden
}
day-list-confirm-back = Zurück zur Liste
# $done: rows finished; $total: rows in the batch.
day-list-progress = { $done } von { $total }
# $sent, $skipped, $failed, $remaining: rows by where they stand.
day-list-counts = Gesendet { $sent } · Bewusst nicht gesendet { $skipped } · Fehlgeschlagen { $failed }{ $unknown ->
    [0] {""}
   *[other] {" "}· Unbekannt { $unknown }
} · Verbleibend { $remaining }
# $minutes: the minutes left.
day-list-time-left = { $minutes ->
    [one] Noch etwa 1 Minute
   *[other] Noch etwa { $minutes } Minuten
}
day-list-time-left-unknown = Verbleibende Zeit wird berechnet…
day-list-stopping = Wird angehalten: Die Einladungen, die gerade gesendet werden, werden zuerst abgeschlossen…
day-list-pause = Pausieren
day-list-cancel = Rest abbrechen
day-list-resume = Senden fortsetzen
# $remaining: rows not sent yet.
day-list-paused = Pausiert: { $remaining } noch nicht gesendet.
# $sent: invitations sent; $remaining: rows not sent.
day-list-ended-cancelled = Abgebrochen: { $sent } gesendet, { $remaining } nicht gesendet und werden auch nicht mehr gesendet{ $unknown ->
    [0] {""}
   *[other] , { $unknown } unbekannt (keine Antwort, und der Dienst konnte noch nicht gefragt werden: siehe unten)
}.
day-list-ended-unknown = { $sent } gesendet; { $unknown } unbekannt: vielleicht gesendet (keine Antwort, und der Dienst konnte noch nicht gefragt werden). Er wird gefragt, bevor etwas erneut gesendet wird.
day-list-ask-again = Den Dienst erneut fragen
day-list-ended-problem = Der Versand wurde vor dem Ende unterbrochen (siehe Details). Was als gesendet angezeigt wird, wurde gesendet; die Liste wird erneut angeboten, um den Rest zu senden.
# $sent: invitations sent; $problems: rows not sent.
day-list-ended-with-problems = { $sent } gesendet; { $problems } nicht gesendet (Gründe siehe unten).
# $sent: invitations sent.
day-list-ended-all-sent = { $sent ->
    [one] Die Einladung wurde gesendet.
   *[other] Alle { $sent } Einladungen wurden gesendet.
}
# $count: rows to send again.
day-list-send-again = { $count ->
    [one] 1 erneut senden
   *[other] { $count } erneut senden
}
day-list-export = Ergebnisse exportieren…
day-list-new = Neue Liste
day-list-result-sent = Gesendet
day-list-result-skipped = Nicht gesendet
day-list-result-failed = Fehlgeschlagen
day-list-result-not-sent = Noch nicht gesendet
day-list-result-sending = Wird gesendet…
day-list-result-unknown = Unbekannt
day-list-result-unknown-why = Vielleicht gesendet: Es kam keine Antwort, und der Dienst konnte noch nicht gefragt werden. Er wird gefragt, bevor etwas erneut gesendet wird.
day-list-details-differ = Die Angaben weichen von der Akte des Patienten ab: nicht aktualisiert, nicht gesendet.
day-list-row-invalid = Die Angaben der Zeile sind ungültig.
# $field: the field; $on_record: its value on record; $in_file: its value in the file.
day-list-difference = { $field }: „{ $on_record }“ in der Akte, „{ $in_file }“ in der Datei
# $count: fields that differ.
day-list-differs-in = { $count ->
    [one] 1 Feld weicht ab
   *[other] { $count } Felder weichen ab
}
day-list-update-and-send = Akte aktualisieren und senden
day-list-replace-title = Die abgelegte Datei öffnen?
day-list-replace-why = Sie arbeiten an { $current }. Wenn Sie stattdessen { $new } öffnen, verlassen Sie diese Liste: die gewählten Spalten, die korrigierten oder ausgelassenen Zeilen und ihre Ergebnisse auf dem Bildschirm. Was bereits gesendet wurde, bleibt gesendet.
day-list-replace-open = { $new } öffnen
day-list-replace-keep = Mit dieser Liste weiterarbeiten
day-list-send-anyway = Trotzdem senden
day-list-send-anyway-named = Trotzdem an { $name } senden: { $why }
day-list-recently-invited = Heute um { $time } bereits eingeladen (von diesem oder einem anderen Empfang): nicht erneut gesendet.
day-list-sent-at-another-desk = Von { $desk } um { $time } gesendet, für die ganze Klinik: nicht erneut gesendet.
day-list-journal-away = Die Datenbank der Klinik ist nicht erreichbar: Das Senden ist angehalten, und nichts geht hinaus, bis sie wieder da ist. Dann setzt sich die Liste von selbst fort.
day-list-stopped-not-signed-in = Sie sind nicht angemeldet: Melden Sie sich an, um die Liste zu senden.
day-list-stopped-no-journal = Die Liste kann nicht gesendet werden: Der Datenordner dieses Arbeitsplatzes ist nicht nutzbar, daher könnte die Liste nach einem Problem nicht fortgesetzt und womöglich doppelt gesendet werden.
day-list-stopped-clinic-database-away = Die Datenbank der Klinik ist nicht erreichbar, daher wird die Liste nicht gesendet: Nichts ging hinaus, was nicht als gesendet angezeigt wird. Wählen Sie „Senden fortsetzen“, sobald die Datenbank wieder da ist: Die Liste setzt dort fort, wo sie aufhörte.
day-list-stopped-other-session = Diese Liste wurde auf { $place } erstellt und wird nur dort gesendet. Melden Sie sich dort an, um sie zu senden, oder schließen Sie sie.
day-list-stopped-session-not-noted = Diese Liste wurde mit einer früheren Version von Intake Desk erstellt, die nicht vermerkte, wo. Schließen Sie sie und öffnen Sie die Datei erneut.
day-list-stopped-elsewhere = Diese Liste wird in einem anderen Fenster von Intake Desk gesendet. Der Fortschritt wird dort angezeigt.
day-list-stopped-session-ended = Der Versand wurde beendet, weil Sie sich abgemeldet oder anderswo verbunden haben. Es wurde nichts mehr gesendet; der Rest wird gesendet, wenn Sie sich wieder bei { $place } anmelden.
# $name: the patient's name; $differences: what differs.
day-list-update-named = Akte von { $name } aktualisieren und senden: { $differences }
day-list-save-results-title = Ergebnisse der Liste speichern
day-list-csv-file-kind = CSV-Datei
day-list-results-file-name = Gesendete Einladungen
progress-saving-results = Ergebnisse werden gespeichert…
# $path: where the file was written.
day-list-results-saved = Die Ergebnisse wurden unter { $path } gespeichert.
# $file: the list's file name; $when: when it was started.
day-list-unfinished = Die Tagesliste { $file } (begonnen am { $when }) wurde nicht abgeschlossen.
day-list-unfinished-why = Beim Fortsetzen wird nur gesendet, was noch nicht gesendet wurde; eine Einladung, auf die nie eine Antwort kam, wird zuerst beim Dienst geprüft.
# $file: the list's file name.
day-list-resume-named = Senden von { $file } fortsetzen
day-list-close-unfinished = Hier beenden
# $file: the list's file name.
day-list-close-unfinished-named = Senden von { $file } beenden: Was nicht gesendet wurde, wird auch nicht mehr gesendet
today-title = Heute von diesem Arbeitsplatz gesendet
# $date: the day shown.
today-title-on = Am { $date } von diesem Arbeitsplatz gesendet
today-title-clinic = Heute von dieser Klinik gesendet
today-title-clinic-on = Am { $date } von dieser Klinik gesendet
today-column-desk = Arbeitsplatz
desks-filter = Arbeitsplätze
desks-all = Alle Arbeitsplätze
desks-this = Dieser Arbeitsplatz
desks-this-one = Dieser Arbeitsplatz
today-back-to-today = Zurück zu heute
today-other-day = Anderer Tag…
today-other-day-hint = Zeigen, was an einem anderen Tag gesendet wurde
today-refresh = Status aktualisieren
refresh-why-nothing-listed = Nichts zu aktualisieren: Hier steht noch keine Einladung.
refresh-why-not-connected = Dafür ist eine Verbindung zum Dienst nötig (oben rechts).
progress-refreshing-statuses = Status werden aktualisiert…
today-journal-unreadable = Die Tageslisten konnten auf diesem Computer nicht gelesen werden; nur einzeln gesendete Fragebögen werden angezeigt.
today-clinic-database-away = Die Datenbank der Klinik ist nicht erreichbar: Die Listen der Arbeitsplätze der Klinik werden nicht angezeigt, nur die einzeln gesendeten Fragebögen dieses Arbeitsplatzes.
today-nothing-sent = An diesem Tag wurde von diesem Arbeitsplatz nichts gesendet.
today-nothing-sent-today = Heute wurde von diesem Arbeitsplatz noch nichts gesendet.
# $count: invitations shown.
today-count = { $count ->
    [one] 1 Fragebogen. Fragebögen mit Warnhinweisen stehen oben, sobald die Status aktualisiert sind.
   *[other] { $count } Fragebögen. Fragebögen mit Warnhinweisen stehen oben, sobald die Status aktualisiert sind.
}
today-column-time = Uhrzeit
today-column-status = Status
today-patient-single-survey = Fragebogen, von der Seite eines Patienten gesendet
today-link-only = Nur Link
today-status-not-checked = Noch nicht geprüft
today-status-failed = Konnte nicht geprüft werden
# $count: the survey's alerts.
today-alerts = { $count ->
    [one] 1 Warnhinweis
   *[other] { $count } Warnhinweise
}

## End

## Closing the window with typing that could not be saved (issue 27)
local-drafts-saved-again = Ihre Eingaben sind wieder auf diesem Computer gespeichert.
draft-not-saved = Dieses Formular ist noch nicht auf diesem Computer gespeichert.
draft-not-saved-retrying = Intake Desk versucht es im Hintergrund weiter. Ihre Eingaben bleiben hier, solange das Fenster geöffnet ist; wenn Sie das Fenster schließen, werden Sie gefragt, was damit geschehen soll.
closing-title = Intake Desk schließen?
closing-saving = Ihre Eingaben werden gespeichert…
closing-not-saved = { $forms ->
        [one] Ihre Eingaben in einem Formular konnten nicht auf diesem Computer gespeichert werden.
       *[other] Ihre Eingaben in { $forms } Formularen konnten nicht auf diesem Computer gespeichert werden.
    }
closing-keep-open = Fenster geöffnet lassen
closing-save-to-file = Meine Eingaben in einer Datei speichern…
closing-lose = Schließen und meine Eingaben verlieren
closing-file-name = Intake Desk - nicht gespeichert
closing-file-intro = Was in Intake Desk eingegeben wurde und nicht auf diesem Computer gespeichert werden konnte. Geben Sie es in Intake Desk erneut ein, oder geben Sie diese Datei Ihrer IT-Abteilung. Löschen Sie sie, wenn sie nicht mehr gebraucht wird: Sie enthält Patientendaten.
closing-save-dialog-title = Ihre Eingaben speichern
closing-text-file-kind = Textdatei
progress-saving-typing = Ihre Eingaben werden in der Datei gespeichert…

## Follow-up and reminders (issue 31)
home-follow-up = Nachverfolgung
follow-up-reminders-title = Erinnerungen
follow-up-title = Nachverfolgung
follow-up-intro = Wer auf die von diesem Arbeitsplatz gesendeten Einladungen geantwortet hat und wer noch nicht. Die Status werden nur abgerufen, wenn Sie sie aktualisieren.
follow-up-intro-clinic = Wer auf die von allen Arbeitsplätzen dieser Praxis gesendeten Einladungen geantwortet hat und wer noch nicht. Die Status werden nur abgerufen, wenn Sie sie aktualisieren.
follow-up-period = Gesendet
# $days: how many days back the view looks.
follow-up-days = { $days ->
    [one] heute
   *[other] in den letzten { $days } Tagen
}
# $days: how many days back the view looks.
follow-up-nothing-sent = { $days ->
    [one] Heute wurde von diesem Arbeitsplatz nichts gesendet.
   *[other] In den letzten { $days } Tagen wurde von diesem Arbeitsplatz nichts gesendet.
}
follow-up-filter-day = Tag
follow-up-filter-channel = Kanal
follow-up-filter-status = Status
follow-up-any-day = Alle Tage
# $date: a day.
follow-up-sent-on = Gesendet am { $date }
# $date: a day.
follow-up-appointment-on = Termin am { $date }
follow-up-any-channel = E-Mail und SMS
follow-up-any-status = Alle Status
follow-up-show-all = Alle anzeigen
# $shown: invitations shown; $answered: of them answered; $alerts: answered with alerts; $waiting: not answered yet; $started: begun, not finished; $ended: expired or closed; $unknown: status not known.
follow-up-summary = { $shown ->
    [one] 1 Einladung
   *[other] { $shown } Einladungen
}: { $answered } beantwortet ({ $alerts } mit Warnhinweisen), { $waiting } noch nicht beantwortet, { $started } beim Antworten, { $ended } abgelaufen oder abgeschlossen, { $unknown } nicht geprüft.
follow-up-list = Einladungen
follow-up-column-sent = Gesendet
follow-up-column-appointment = Termin
follow-up-column-reminders = Erinnerungen
follow-up-no-appointment = —
follow-up-no-reminders = Keine
# $count: reminders sent; $date: the last one's day.
follow-up-reminders = { $count ->
    [one] 1, am { $date }
   *[other] { $count }, zuletzt am { $date }
}
follow-up-group-alerts = Beantwortet, mit Warnhinweisen
follow-up-group-answered = Beantwortet
follow-up-group-started = Antwortet gerade, nicht fertig
follow-up-group-not-answered = Noch nicht beantwortet
follow-up-group-ended = Abgelaufen oder abgeschlossen
follow-up-group-not-known = Nicht geprüft
# $count: the alerts of the answered survey.
follow-up-answered-alerts = { $count ->
    [one] Beantwortet, 1 Warnhinweis
   *[other] Beantwortet, { $count } Warnhinweise
}
follow-up-remind-by = Erinnerung per
follow-up-own-channel = Kanal der Einladung
# $count: the patients shown a reminder may go to now.
follow-up-remind-shown = { $count ->
    [0] Keiner der angezeigten Patienten kann jetzt erinnert werden
    [one] Den angezeigten Patienten ohne Antwort erinnern
   *[other] Die { $count } angezeigten Patienten ohne Antwort erinnern
}
# $count: invitations whose status was not fetched.
follow-up-refresh-first = { $count ->
    [one] 1 Einladung wurde nicht geprüft: Aktualisieren Sie die Status, um zu erfahren, ob sie beantwortet wurde.
   *[other] { $count } Einladungen wurden nicht geprüft: Aktualisieren Sie die Status, um zu erfahren, ob sie beantwortet wurden.
}
follow-up-reading-older = Die neuesten { $shown } Einladungen werden angezeigt; die älteren des Zeitraums werden gelesen…
follow-up-why-reading-older = Einen Moment: Die älteren Einladungen des Zeitraums werden noch gelesen.
follow-up-rules = Regeln für Erinnerungen
follow-up-rules-locked = Von Ihrer IT-Abteilung festgelegt.
follow-up-rules-max = Erinnerungen pro Einladung, höchstens
follow-up-rules-days = Tage zwischen Erinnerungen, mindestens
# $from, $until: the quiet hours, e.g. 20:00 and 08:00.
follow-up-rules-fixed = Nie an einen Patienten, der geantwortet hat oder gerade antwortet, nie nach dem Termin und nicht zwischen { $from } und { $until } Uhr, es sei denn, Sie bestätigen es.
# $count: reminders about to be sent.
follow-up-confirm-title = { $count ->
    [one] 1 Erinnerung senden?
   *[other] { $count } Erinnerungen senden?
}
follow-up-confirm-own-channel = Jeder Patient wird auf dem Weg erinnert, auf dem er eingeladen wurde: per E-Mail oder per SMS.
# $channel: e-mail or SMS.
follow-up-confirm-channel = Jeder Patient wird per { $channel } erinnert.
follow-up-confirm-checked = Unmittelbar vor dem Senden jeder Erinnerung wird der Dienst erneut gefragt: Ein Patient, der inzwischen zu antworten begonnen hat, wird nicht erinnert.
follow-up-confirm-replaces = Eine Erinnerung ist eine neue Einladung mit einem neuen Link; die Nachverfolgung zeigt sie anstelle der früheren an.
# $time: the time of day now.
follow-up-confirm-quiet = Es ist { $time } Uhr: Die Patienten erhalten dies am Abend oder in der Nacht.
# $count: reminders about to be sent.
follow-up-confirm-send = { $count ->
    [one] 1 Erinnerung senden
   *[other] { $count } Erinnerungen senden
}
# $count: reminders about to be sent.
follow-up-confirm-send-anyway = { $count ->
    [one] Trotzdem jetzt 1 Erinnerung senden
   *[other] Trotzdem jetzt { $count } Erinnerungen senden
}
follow-up-batch-running = Gerade wird eine Liste gesendet. Erinnerungen können gesendet werden, sobald das abgeschlossen ist.
follow-up-nobody-to-remind = Keiner der angezeigten Patienten kann jetzt erinnert werden: Sie haben geantwortet, alle ihre Erinnerungen erhalten, wurden vor zu kurzer Zeit erinnert, oder ihr Termin ist vorbei.
# $date: today.
follow-up-batch-name = Erinnerungen vom { $date }
follow-up-skipped-answered = Nicht erinnert: Der Patient hat geantwortet oder antwortet gerade.
follow-up-skipped-no-more = Nicht erinnert: Für diese Einladung wurden bereits alle Erinnerungen gesendet.
follow-up-skipped-too-soon = Nicht erinnert: Der Patient wurde vor zu kurzer Zeit eingeladen oder erinnert.
follow-up-skipped-appointment-passed = Nicht erinnert: Der Termin ist vorbei.
follow-up-skipped-quiet-hours = Nicht erinnert: Es ist Abend oder Nacht, und dies wurde nicht bestätigt.
# $time: when the reminder was sent.
survey-replaced-by-reminder = Ersetzt durch die Erinnerung vom { $time }: Der Patient hat einen neuen Link erhalten.
survey-open-reminder = Erinnerung öffnen
survey-send-reminder = Erinnerung senden
survey-send-reminder-hint = Eine neue Einladung über denselben Kanal, nach Rückfrage; nicht gesendet, wenn der Patient inzwischen geantwortet hat.
survey-no-reminder-now = Jetzt kann keine Erinnerung gesendet werden: Der Patient hat geantwortet, hat alle Erinnerungen erhalten, wurde vor zu kurzer Zeit erinnert, oder der Termin ist vorbei.
# $count: reminders sent for this invitation.
survey-reminders-sent = { $count ->
    [one] 1 Erinnerung gesendet
   *[other] { $count } Erinnerungen gesendet
}
# $count: answered surveys shown that are not filed yet.
follow-up-file-answered = { $count ->
    [0] Kein beantworteter Fragebogen abzulegen
    [one] Den 1 beantworteten Fragebogen ablegen
   *[other] Die { $count } beantworteten Fragebögen ablegen
}
# $folder: where answered surveys are filed.
follow-up-filing-into = in { $folder }
follow-up-filing-no-folder = Wählen Sie unter „Beantwortete Fragebögen ablegen“ einen Ordner, um sie abzulegen.
follow-up-filing = Beantwortete Fragebögen ablegen
follow-up-filing-intro = Die PDF-Zusammenfassung jedes beantworteten Fragebogens wird einmal in dem Ordner gespeichert, aus dem Ihr Aktensystem importiert. Eine dort schon vorhandene Datei wird nie ersetzt.
follow-up-filing-folder = Ordner
follow-up-filing-template = Dateinamen
follow-up-filing-fhir-system = FHIR-Identifikatorsystem
# $names: the placeholders a file name may hold.
follow-up-filing-placeholders = Ein Dateiname kann enthalten: { $names }
follow-up-filing-fhir-hint = Mit einem Identifikatorsystem (der URI, die Ihr Aktensystem für Ihre Patientennummern verwendet) werden die Antworten zusätzlich als FHIR-R4-Dateien neben jedes PDF geschrieben.
progress-filing = Die beantworteten Fragebögen werden abgelegt…
# $count: surveys filed; $folder: where.
follow-up-filing-done = { $count ->
    [0] Nichts Neues abzulegen: Jeder angezeigte beantwortete Fragebogen ist schon abgelegt.
    [one] 1 beantworteter Fragebogen wurde in { $folder } abgelegt.
   *[other] { $count } beantwortete Fragebögen wurden in { $folder } abgelegt.
}
# $failed: surveys that could not be filed; $filed: those that were.
follow-up-filing-failed = { $failed ->
    [one] 1 beantworteter Fragebogen konnte nicht abgelegt werden ({ $filed } abgelegt). Prüfen Sie, ob der Ordner existiert und beschreibbar ist, und versuchen Sie es erneut.
   *[other] { $failed } beantwortete Fragebögen konnten nicht abgelegt werden ({ $filed } abgelegt). Prüfen Sie, ob der Ordner existiert und beschreibbar ist, und versuchen Sie es erneut.
}
# $status: the answer's status, e.g. "Answered".
follow-up-status-filed = { $status }, abgelegt
# $who: the patient's reference; $why: what went wrong.
follow-up-not-filed = Nicht abgelegt: { $who }. { $why }
follow-up-filing-no-journal = Die Datenbank der Klinik ist nicht erreichbar, daher wurde nichts abgelegt: Ein anderer Arbeitsplatz könnte dieselben Antworten ablegen. Legen Sie erneut ab, sobald sie wieder da ist.
follow-up-filing-no-journal-here = Nichts wurde abgelegt: Das Verzeichnis des Abgelegten im Datenordner dieses Computers ist nicht nutzbar. Das Protokoll nennt den Grund.

## Reading the Belgian eID card (issue 32)
patient-read-eid = eID lesen
patient-read-eid-hint = Füllt Namen, Geburtsdatum und Geschlecht aus der belgischen eID-Karte im Kartenleser aus. Es wird nichts gesendet: Prüfen Sie das Formular und speichern Sie dann.
progress-reading-eid = Die eID-Karte wird gelesen…
eid-read-done = Von der eID-Karte gelesen: Prüfen Sie die Angaben, bevor Sie fortfahren.
# $year: the year of birth, the only part of the date the card gives.
eid-read-year-only = Von der eID-Karte gelesen. Die Karte nennt nur das Geburtsjahr ({ $year }): Geben Sie das Geburtsdatum so ein, wie der Patient es angibt.
eid-problem-no-service = Der Chipkartendienst dieses Computers ist nicht installiert oder läuft nicht. Bitten Sie Ihre IT-Abteilung, die Software des Kartenlesers zu installieren.
eid-problem-no-reader = An diesen Computer ist kein Kartenleser angeschlossen.
eid-problem-no-card = Im Kartenleser steckt keine Karte. Stecken Sie die eID-Karte mit dem Chip voran ein und versuchen Sie es erneut.
eid-problem-not-an-eid = Die Karte im Leser ist keine belgische eID-Karte.
eid-problem-removed = Die Karte wurde während des Lesens aus dem Leser genommen (oder antwortete nicht mehr). Stecken Sie sie wieder ein und versuchen Sie es erneut.
eid-problem-in-use = Der Kartenleser wird von einem anderen Programm verwendet. Schließen Sie das Kartenfenster dieses Programms und versuchen Sie es erneut.
# $seconds: how long the app waited.
eid-problem-timed-out = Die Karte hat nicht innerhalb von { $seconds } Sekunden geantwortet. Nehmen Sie sie heraus, stecken Sie sie wieder ein und versuchen Sie es erneut.
eid-problem-reader = Der Kartenleser konnte die Karte nicht lesen. Nehmen Sie sie heraus, stecken Sie sie wieder ein und versuchen Sie es erneut.
