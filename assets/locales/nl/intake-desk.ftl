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
startup-title = { $count ->
    [one] Intake Desk is gestart met een probleem
   *[other] Intake Desk is gestart met problemen
}
startup-where = Waar:
startup-what-to-do = Wat te doen: { $advice }
startup-ok = OK
startup-data-unreadable = De gegevensmap kan niet worden gelezen ({ $reason }).
startup-data-is-file = De gegevensmap is een bestand, geen map.
startup-data-not-created = De gegevensmap kan niet worden aangemaakt ({ $reason }).
startup-data-unreachable = De gegevensmap is niet bereikbaar ({ $reason }).
startup-data-not-writable = Er kan niets worden opgeslagen in de gegevensmap ({ $reason }).
startup-data-effect = Intake Desk werkt, maar bewaart deze sessie niets op deze computer: geen concepten, geen activiteitenlogboek, geen logbestanden, geen opgeslagen voorkeuren.
startup-data-advice = Vraag de IT-afdeling om uw account een gegevensmap te geven waarin het kan schrijven, of start Intake Desk met --data-dir en een map waarin u kunt schrijven.
startup-data-shared = Andere gebruikers van deze computer kunnen de gegevensmap openen.
startup-data-shared-effect = Intake Desk gebruikt de map zoals ze is. De bestanden die het er bewaart, kunt alleen u lezen.
startup-data-shared-advice = Als ook anderen deze computer gebruiken, vraag de IT-afdeling dan om de map af te schermen voor alleen uw account, of start Intake Desk met --data-dir en een privémap.
startup-logs-not-writable = Er kan niet worden geschreven in de logmap ({ $reason }).
startup-logs-is-file = Er staat een bestand op de plaats van de logmap.
startup-logs-not-created = De logmap kan niet worden aangemaakt ({ $reason }).
startup-logs-unreachable = De logmap is niet bereikbaar ({ $reason }).
startup-logs-effect = Intake Desk werkt, maar bewaart deze sessie geen logbestanden.
startup-logs-advice = Geef wat daar staat een andere naam of verwijder het, of vraag de IT-afdeling om uw account daar te laten schrijven, en start Intake Desk dan opnieuw.
startup-prefs-not-created = Het voorkeurenbestand kan niet worden aangemaakt ({ $reason }).
startup-prefs-not-created-effect = Intake Desk werkt met de standaardinstellingen en slaat ze deze sessie niet op.
startup-prefs-not-created-advice = Vraag de IT-afdeling om uw account in de gegevensmap te laten schrijven.
startup-prefs-unusable = De opgeslagen voorkeuren konden niet worden gebruikt ({ $reason }).
startup-prefs-put-aside-effect = Intake Desk start met de standaardinstellingen. Het oude bestand is bewaard als { $file }.
startup-prefs-put-aside-advice = U hoeft niets te doen, tenzij u een instelling mist: kies ze dan opnieuw. De IT-afdeling kan het oude bestand bekijken.
startup-prefs-stuck = De opgeslagen voorkeuren konden niet worden gebruikt ({ $reason }) en niet opzij worden gezet ({ $error }).
startup-prefs-stuck-effect = Intake Desk start met de standaardinstellingen en laat het bestand zoals het is: instellingen worden deze sessie niet opgeslagen.
startup-prefs-stuck-advice = Vraag de IT-afdeling om het bestand te verwijderen of te herstellen, en start Intake Desk dan opnieuw.
startup-prefs-cannot-read = het kan niet worden gelezen: { $reason }
startup-prefs-not-a-file = het is geen bestand
startup-prefs-too-large = het is veel te groot
startup-prefs-not-text = het is geen tekst
startup-prefs-damaged = de inhoud is beschadigd
startup-io-not-allowed = uw account heeft daar geen rechten voor
startup-io-not-found = het bestaat niet
startup-io-read-only = de schijf is alleen-lezen
startup-io-disk-full = de schijf is vol
startup-io-not-a-folder = een deel van het pad is een bestand, geen map
startup-io-already-there = er staat al iets anders
startup-io-other = { $reason }

home-find-patient = Patiënt zoeken
home-search-hint = Service-id of externe referentie
home-search = Zoeken
home-search-exact = Externe referenties moeten exact overeenkomen, ook in hoofdletters en kleine letters.
home-search-shortcut = Sneltoets: { $keys }
home-register = Patiënt registreren
home-new-survey = Nieuwe vragenlijst voor een nieuwe patiënt
home-activity-log = Activiteitenlogboek
home-recent = Recente patiënten
home-recent-session-only = Alleen deze sessie
home-demo-patients = Demopatiënten
home-welcome = Welkom bij Intake Desk
home-sandbox-intro = U werkt in de demo-omgeving: een demoservice op deze computer met verzonnen patiënten. Niets wat u hier doet, verlaat de computer, dus probeer gerust alles uit.
home-sandbox-try = Open een van de demopatiënten links, zoek naar { $reference } of registreer een patiënt.
home-sandbox-real = Om met echte patiënten te werken, kiest u rechtsboven „{ $connection }” en meldt u zich aan.
home-intro = Zoek een patiënt op service-id of externe referentie, of registreer een nieuwe patiënt.
home-keyboard = Toetsenbord: Ctrl+F zoeken · Tab gaat naar het volgende veld · Enter verstuurt · Esc sluit een dialoogvenster
home-drafts-kept = { $count ->
    [one] 1 formulier is niet verstuurd. Het is op deze computer bewaard.
   *[other] { $count } formulieren zijn niet verstuurd. Ze zijn op deze computer bewaard.
}
home-draft-changes = wijzigingen aan een patiënt
home-draft-registration = een patiëntregistratie
home-draft-survey = een vragenlijst voor een nieuwe patiënt
home-draft-named = { $what }: { $name }
home-draft-last-changed = Laatst gewijzigd op { $when }
home-draft-restore = Herstellen
home-draft-discard = Verwijderen
home-draft-restore-named = Herstellen: { $draft }
home-draft-discard-named = Verwijderen: { $draft }
banner-not-connected = NIET VERBONDEN
banner-production = { $region } PRODUCTIE — echte patiëntgegevens
banner-acceptance = { $region } ACCEPTATIE — testomgeving, niet voor echte patiënten
banner-sandbox = DEMO-OMGEVING — demogegevens; niets verlaat deze computer
banner-custom = EIGEN SERVICE — { $address }
banner-region-eu = EU
banner-region-us = VS
banner-connection = Verbinding…
banner-connection-hover = Kies de omgeving en meld u aan
banner-theme = Thema
banner-theme-system = Systeem
banner-theme-follow-system = Systeem volgen
banner-theme-light = Licht
banner-theme-dark = Donker
banner-status-starting = Bezig met starten…
banner-status-connecting = Bezig met verbinden…
banner-status-connected = Verbonden
banner-status-sign-in-needed = Aanmelden nodig
banner-status-offline = Offline — de service is niet bereikbaar
banner-token-expired = { $status } · token verlopen
banner-token-expires-soon = { $status } · token verloopt over { $left } — meld u binnenkort opnieuw aan
banner-token-valid = { $status } · token nog { $left } geldig
connection-title = Verbinding
connection-privacy = Privacy
connection-privacy-minutes = Patiëntgegevens verbergen na zoveel minuten zonder invoer (0: nooit)
connection-not-connected = Niet verbonden.
connection-environment = Omgeving: { $environment }
connection-address = Adres: { $address }
connection-token-expires = Het token verloopt op { $time }.
connection-token-no-expiry = Het token vermeldt niet wanneer het verloopt.
connection-sandbox-no-sign-in = Voor de demo-omgeving hoeft u zich niet aan te melden.
connection-ad-hoc = Gestart met --base-url/--token: deze verbinding wordt niet bewaard.
connection-test = Verbinding testen
connection-sign-out = Afmelden
connection-test-ok = De service heeft geantwoord en de aanmelding aanvaard.
connection-connect-to = Verbinden met
connection-env-sandbox = Demo-omgeving (demogegevens op deze computer)
connection-env-eu-acceptance = EU-acceptatie (test)
connection-env-eu-production = EU-productie
connection-env-us-production = VS-productie
connection-env-custom = Eigen adres
connection-service-address = Adres van de service
connection-token-address = Adres voor het token
connection-token-address-hint = hetzelfde als de service indien leeg
connection-production-warning = Productie bevat echte patiëntgegevens.
connection-mode-account = Aanmelden met account
connection-mode-token = Een toegangstoken plakken
connection-account = Account
connection-password = Wachtwoord
connection-tenant = Tenant
connection-tenant-hint = tenant-id
connection-healthcare-service = Zorgdienst
connection-optional = optioneel
connection-access-token = Toegangstoken
connection-password-note = Het wachtwoord wordt één keer verstuurd om een token te krijgen en nooit bewaard.
connection-use-sandbox = Demo-omgeving gebruiken
connection-sign-in = Aanmelden
connection-enter-address = Vul het adres van de service in.
connection-paste-token = Plak het toegangstoken.
connection-enter-account = Vul het account, het wachtwoord en de tenant in.
connection-sign-in-again = Meld u opnieuw aan
connection-sign-in-again-why = Uw aanmelding is verlopen of werd niet aanvaard. Wat u hebt ingevuld, blijft bewaard; na het aanmelden kunt u het opnieuw versturen.
connection-close = Sluiten
activity-title = Activiteit op deze computer
activity-intro = Patiënten die vanaf deze computer zijn geregistreerd of gewijzigd, vragenlijsten die zijn aangemaakt, uitnodigingen die zijn verstuurd en pdf's die zijn opgeslagen. Alleen id's: hier worden geen namen of adressen bewaard.
activity-unreadable = { $count ->
    [one] 1 regel van het activiteitenlogboek op deze computer kon niet worden gelezen (beschadigd); alles wat leesbaar is, staat hieronder.
   *[other] { $count } regels van het activiteitenlogboek op deze computer konden niet worden gelezen (beschadigd); alles wat leesbaar is, staat hieronder.
}
activity-nothing-yet = Nog niets.
activity-utc = { $time } (UTC)
app-privacy-title = Patiëntgegevens zijn verborgen
app-privacy-why = Intake Desk is een tijdje niet gebruikt, daarom zijn de patiëntgegevens op dit scherm verborgen.
app-privacy-show-again = Beweeg de muis, klik of druk op een toets om ze weer te tonen.
app-qr-too-long = (de link is te lang voor een QR-code)
app-qr-name = QR-code van de link naar de vragenlijst
app-already-open = Intake Desk is al geopend voor deze gebruiker.
app-already-open-detail = Slechts één venster van Intake Desk kan tegelijk dezelfde gegevensmap gebruiken, en het kon niet naar de voorgrond worden gehaald. Zoek het op de taakbalk of op een ander scherm. Hebt u het net gesloten, wacht dan even en start Intake Desk opnieuw.
app-ok = OK

activity-env-sandbox = Demo-omgeving (demogegevens)
activity-env-custom = Eigen service: { $address }

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

## Patient field rules and their problems

## Service errors

## Values from the service in words

## End
