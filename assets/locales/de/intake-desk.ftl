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
error-why-reference-lookup = Intake Desk konnte nicht prüfen, ob ein Patient diese externe Referenz bereits hat; daher wurde nichts gesendet.
error-why-patient-update = Die Angaben des Patienten konnten nicht aktualisiert werden; daher wurde der Fragebogen nicht gesendet.
error-why-survey-may-exist = Der Fragebogen wurde möglicherweise angelegt: Prüfen Sie die Fragebögen des Patienten, bevor Sie erneut senden.
error-why-registration-cancelled = Sie haben die Registrierung abgebrochen, nachdem sie möglicherweise schon gesendet war.
error-why-patient-not-created = Eine Prüfung zeigt, dass der Patient nicht angelegt wurde: Erneutes Senden ist sicher.
error-why-patient-unknown = Ob der Patient angelegt wurde, konnte nicht geprüft werden ({ $lookup }). Suchen Sie nach der externen Referenz, bevor Sie erneut senden.
error-patient-created-after-all = { $cause } Eine Prüfung zeigt, dass der Patient angelegt wurde. Es wurde nichts doppelt gesendet.
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

## End
