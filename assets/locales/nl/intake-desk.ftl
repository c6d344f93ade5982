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
error-kind-cannot-connect = De dienst is niet bereikbaar. Controleer de netwerkverbinding; er is niets verstuurd.
error-kind-timed-out = De dienst heeft niet op tijd geantwoord. Het verzoek is misschien wel, misschien niet verwerkt.
error-kind-connection-lost = De verbinding werd verbroken voordat de dienst antwoordde. Het verzoek is misschien wel, misschien niet verwerkt.
error-kind-unauthorized = Uw aanmelding is verlopen of werd niet aanvaard. Meld u opnieuw aan.
error-kind-forbidden = Uw account mag dit niet doen. Vraag uw beheerder om toegang.
error-kind-not-found = De dienst heeft niets gevonden met die identificatie.
error-kind-conflict = De dienst heeft al een gegeven dat hiermee in strijd is.
error-kind-validation = De dienst heeft het verzoek niet aanvaard.
error-kind-rate-limited = De dienst is druk bezet (te veel verzoeken). Probeer het zo dadelijk opnieuw.
error-kind-server-error = De dienst had een probleem. Probeer het zo dadelijk opnieuw.
error-kind-unexpected-status = De dienst antwoordde op een onverwachte manier.
error-kind-decode = De dienst stuurde iets wat Intake Desk niet kan lezen.
error-kind-invalid-address = Het adres van de dienst is niet geldig.
error-kind-invalid-input = Het verzoek kan zo niet worden verstuurd.
error-kind-proxy-refused = De proxy van het netwerk liet de verbinding met de dienst niet door. Neem contact op met IT; er is niets verstuurd.
error-kind-proxy-auth-required = De proxy van het netwerk vraagt om een eigen aanmelding. Neem contact op met IT; er is niets verstuurd.
error-fields-rejected = De dienst heeft enkele gegevens niet aanvaard. Verbeter de gemarkeerde velden.
error-request-rejected-said = De dienst heeft het verzoek niet aanvaard: { $said }
error-not-found = { $subject ->
        [survey] Er is geen vragenlijst gevonden met die identificatie.
        [account] Er is geen account gevonden met die identificatie.
       *[patient] Er is geen patiënt gevonden met die identificatie.
    }
error-no-patient-with-reference = Geen enkele patiënt heeft deze externe referentie.
error-no-patient-with-id-or-reference = Geen patiënt gevonden met deze identificatie of externe referentie.
error-conflicting-record = De dienst heeft al een gegeven dat hiermee in strijd is: { $said }
error-already-exists = { $subject ->
        [survey] De dienst heeft al een vragenlijst met deze gegevens.
        [account] De dienst heeft al een account met deze gegevens.
       *[patient] De dienst heeft al een patiënt met deze gegevens.
    }
error-reference-taken = Een andere patiënt heeft deze externe referentie al.
error-busy-wait = De dienst is druk bezet (te veel verzoeken). Probeer het opnieuw over { $seconds ->
        [one] één seconde
       *[other] { $seconds } seconden
    }.
error-service-problem = De dienst had een probleem (fout { $status }). Probeer het zo dadelijk opnieuw.
error-unexpected-status = De dienst antwoordde op een onverwachte manier (status { $status }).
error-credentials-not-accepted = Het account, het wachtwoord of de tenant werd niet aanvaard. Controleer ze en probeer het opnieuw.
error-unreadable = De dienst stuurde iets wat Intake Desk niet kan lezen, waar { $expected } werd verwacht.
error-expected-patient-record = een patiëntendossier
error-expected-new-patient-id = de identificatie van de nieuwe patiënt
error-expected-new-survey-id = de identificatie van de nieuwe vragenlijst
error-expected-survey = een vragenlijst
error-expected-survey-history = een wijzigingsgeschiedenis
error-expected-survey-list = een lijst met vragenlijsten
error-expected-plain-text-summary = een samenvatting in platte tekst
error-expected-pdf = een pdf-document
error-expected-access-token = een toegangstoken
error-expected-answer = een antwoord
error-too-large = De dienst stuurde een antwoord groter dan { $megabytes } MB; Intake Desk is gestopt met lezen.
error-reading-interrupted = Het lezen van de pdf werd onderbroken.
error-cannot-reach = De dienst op { $host } is niet bereikbaar. Controleer de netwerkverbinding; er is niets verstuurd.
error-answer-cut-off = Het antwoord van de dienst werd afgebroken. Het verzoek is misschien wel, misschien niet verwerkt.
error-connection-setup = Intake Desk kon de verbinding niet opzetten.
error-proxy-no-answer = De proxy { $proxy } van het netwerk antwoordde niet op weg naar { $host }. Controleer de netwerkverbinding of de proxy-instellingen; er is niets verstuurd.
error-proxy-unreachable = De proxy { $proxy } van het netwerk is niet bereikbaar op weg naar { $host }. Controleer de netwerkverbinding of de proxy-instellingen; er is niets verstuurd.
error-proxy-sign-in = De proxy { $proxy } van het netwerk vraagt om een eigen aanmelding voordat hij de verbinding met { $host } doorlaat. Vraag IT om { $host } voor deze computer toe te laten; er is niets verstuurd.
error-proxy-let-through-but-failed = De proxy { $proxy } van het netwerk laat de verbinding met { $host } door, maar de verbinding met de dienst mislukte toch. Controleer de netwerkverbinding; er is niets verstuurd.
error-proxy-could-not-reach = De proxy { $proxy } van het netwerk kon { $host } niet bereiken (fout { $status }). Probeer het zo dadelijk opnieuw of neem contact op met IT; er is niets verstuurd.
error-proxy-refused-status = De proxy { $proxy } van het netwerk liet de verbinding met { $host } niet door (fout { $status }). Vraag IT of { $host } voor deze computer is toegestaan; er is niets verstuurd.
error-proxy-refused = De proxy { $proxy } van het netwerk liet de verbinding met { $host } niet door. Vraag IT of { $host } voor deze computer is toegestaan; er is niets verstuurd.
error-proxy-not-asked = De dienst op { $host } is niet bereikbaar via de proxy { $proxy } van het netwerk. Controleer de netwerkverbinding of de proxy-instellingen; er is niets verstuurd.
error-not-a-web-address = ‘{ $text }’ is geen webadres. Het moet eruitzien als https://service.example.org.
error-plain-http = Gewoon http:// zou patiëntgegevens onversleuteld versturen; dat mag alleen naar deze computer. Gebruik https://.
error-unsupported-scheme = Adressen die beginnen met { $scheme }:// worden niet ondersteund; gebruik https://.
error-cannot-encode = Intake Desk kon het verzoek niet klaarmaken om te versturen.
error-empty-identifier = { $which ->
        [survey-id] De identificatie van de vragenlijst is leeg.
        [external-reference] De externe referentie is leeg.
       *[patient-id] De identificatie van de patiënt is leeg.
    }
error-dots-only-identifier = { $which ->
        [survey-id] De identificatie van de vragenlijst ‘{ $value }’ kan niet worden opgezocht: ze bestaat alleen uit punten.
        [external-reference] De externe referentie ‘{ $value }’ kan niet worden opgezocht: ze bestaat alleen uit punten.
       *[patient-id] De identificatie van de patiënt ‘{ $value }’ kan niet worden opgezocht: ze bestaat alleen uit punten.
    }
error-missing-credentials = Vul het account, het wachtwoord en de tenant in om aan te melden.
error-not-signed-in = Nog niet verbonden. Meld u eerst aan.
error-cancelled = U hebt het verzoek geannuleerd nadat het misschien al was verstuurd.
error-why-reference-lookup = Intake Desk kon niet controleren of een patiënt deze externe referentie al heeft; er is dus niets verstuurd.
error-why-patient-update = De gegevens van de patiënt konden niet worden bijgewerkt; de vragenlijst is dus niet verstuurd.
error-why-survey-may-exist = De vragenlijst is misschien aangemaakt: controleer de vragenlijsten van de patiënt voordat u opnieuw verstuurt.
error-why-registration-cancelled = U hebt de registratie geannuleerd nadat ze misschien al was verstuurd.
error-why-patient-not-created = Een controle toont dat de patiënt niet is aangemaakt: opnieuw versturen is veilig.
error-why-patient-unknown = Of de patiënt is aangemaakt, kon niet worden gecontroleerd ({ $lookup }). Zoek op de externe referentie voordat u opnieuw verstuurt.
error-patient-created-after-all = { $cause } Een controle toont dat de patiënt is aangemaakt. Er is niets twee keer verstuurd.
error-save-cancelled-not-saved = Het opslaan werd geannuleerd en een controle toont dat de wijzigingen niet zijn opgeslagen. Ze staan nog in het formulier.
error-save-cancelled-unknown = Het opslaan werd geannuleerd. Of de wijzigingen zijn opgeslagen, kon niet worden gecontroleerd ({ $lookup }). Open de patiënt opnieuw voordat u nog eens opslaat.
error-sandbox-not-started = De demo-omgeving kon niet starten: { $problem }
error-details = Details
error-detail-status = HTTP-status { $status }
error-detail-service-said = De dienst zei: { $said }
error-detail-field = { $field }: { $messages }
error-detail-retry-after = Opnieuw proberen na { $seconds } s
error-detail-proxy-answered = Proxy { $proxy } antwoordde { $status }
error-detail-proxy-problem = Proxy { $proxy }: { $problem }
error-detail-proxy = Proxy { $proxy }
error-detail-trace-id = Trace-id { $trace }
error-detail-problem = Technisch detail: { $problem }
error-detail-excerpt = Het antwoord begon met: { $excerpt }

## Values from the service in words
value-gender-male = Man
value-gender-female = Vrouw
value-phone-mobile = Mobiel nummer
value-phone-landline = Vast nummer
value-phone-cordless = Draadloze telefoon
value-channel-email = e-mail
value-channel-sms = sms
value-status-new = Nieuw
value-status-sent = Uitnodiging verstuurd
value-status-in-progress = Bezig
value-status-completed = Ingevuld
value-status-closed = Afgesloten
value-status-expired = Verlopen
value-status-cancelled = Geannuleerd
value-status-none = (geen status)
value-change-workflow = Workflowstap
value-change-claim = Toewijzing
value-change-reminder = Herinnering
value-change-none = (geen type)
value-no-name = (geen naam)
value-unknown-user = onbekende gebruiker
value-unknown = { $raw }
value-raw = Waarde van de dienst: { $raw }

## End
