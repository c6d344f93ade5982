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
list-separator = {", "}
minutes = { $count ->
    [one] { $count } minuut
   *[other] { $count } minuten
}
hours = { $count ->
    [one] { $count } uur
   *[other] { $count } uur
}
pseudo-length-sample = De uitnodiging is vanochtend per sms naar de patiënt verstuurd.

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
startup-store-kept-aside = De database met niet-verzonden concepten en activiteit kon niet worden gebruikt: { $reason }
startup-store-not-a-file = een map heeft haar naam.
startup-store-not-a-database = het is geen database (ze is beschadigd of werd afgebroken).
startup-store-damaged-pages = delen ervan zijn beschadigd.
startup-store-not-ours = ze hoort bij een ander programma, of de bestanden van een andere database stonden ernaast.
startup-store-kept-aside-effect = Ze werd ongewijzigd opzijgezet op de getoonde plaats, en er werd een nieuwe gestart. { $recovered ->
        [0] Er kon geen niet-verzonden concept uit gelezen worden.
        [one] Eén niet-verzonden concept dat nog leesbaar was, staat terug in de nieuwe.
       *[other] { $recovered } niet-verzonden concepten die nog leesbaar waren, staan terug in de nieuwe.
    }
startup-store-kept-aside-advice = U kunt verder werken. Geef het bewaarde bestand aan IT of support als er iets ontbreekt; verwijder het als het niet meer nodig is.
startup-store-not-moved-effect = Ze kon niet opzij worden gezet ({ $reason }): niet-verzonden concepten en het activiteitenlogboek worden deze sessie alleen in het geheugen bewaard.
startup-store-not-moved-advice = Vraag IT om het bestand te verplaatsen of te herstellen, en start Intake Desk daarna opnieuw.
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
home-search-hint = Uw patiëntnummer (externe referentie)
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
home-sandbox-intro = U werkt in de demo-omgeving: een demodienst op deze computer met verzonnen patiënten. Niets wat u hier doet, verlaat de computer, dus probeer gerust alles uit.
home-sandbox-try = Open een van de demopatiënten links, zoek naar { $reference } of registreer een patiënt.
home-sandbox-real = Om met echte patiënten te werken, kiest u rechtsboven ‘{ $connection }’ en meldt u zich aan.
home-demo-desks-title = Meerdere werkplekken
home-demo-desks = In een praktijk ziet elke werkplek wat de andere verstuurden, zodra uw IT-afdeling een praktijkdatabank instelt. Probeer het hier: een collega aan “{ $desk }” verstuurt enkele uitnodigingen, en Vandaag en Opvolging tonen welke werkplek wat verstuurde.
home-demo-desks-add = Laat de werkplek van een collega versturen
home-demo-desks-sent = { $count ->
    [one] 1 uitnodiging van “{ $desk }” staat in Vandaag en Opvolging. Kies “Deze werkplek” boven de lijst om alleen de uwe te zien.
   *[other] { $count } uitnodigingen van “{ $desk }” staan in Vandaag en Opvolging. Kies “Deze werkplek” boven de lijst om alleen de uwe te zien.
}
home-demo-desks-failed = De werkplek van de collega kon zijn uitnodigingen niet versturen. Probeer het zo meteen opnieuw.
progress-demo-colleague = De werkplek van een collega verstuurt…
home-intro = Zoek een patiënt op service-id of externe referentie, of registreer een nieuwe patiënt.
home-keyboard = Toetsenbord: Ctrl+F zoeken · Tab gaat naar het volgende veld · Enter verstuurt · Esc sluit een dialoogvenster · F1 alle sneltoetsen
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
banner-custom = EIGEN DIENST — { $address }
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
banner-status-demo = Demo
banner-status-sign-in-needed = Aanmelden nodig
banner-status-offline = Offline — de dienst is niet bereikbaar
banner-token-expired = { $status } · token verlopen
banner-token-expires-soon = { $status } · token verloopt over { $left } — meld u binnenkort opnieuw aan
banner-token-valid = { $status } · token nog { $left } geldig
# The window's title and its name for screen readers: the app, then the screen shown.
window-title = Intake Desk — { $screen }
window-screen-home = Start
window-screen-patient = Patiënt

connection-title = Verbinding
connection-privacy = Privacy
connection-privacy-minutes = Patiëntgegevens verbergen na zoveel minuten zonder invoer (0: nooit)
connection-clinic-database = Databank van de kliniek
connection-clinic-database-about = De werkplekken van deze kliniek delen hun lijsten, Vandaag en Opvolging via de databank die uw IT-afdeling heeft ingesteld. Deze werkplek heet daar “{ $desk }”.
connection-clinic-sharing = Het werk van deze werkplek delen met de andere werkplekken van de kliniek
connection-clinic-sharing-off = Uit: deze werkplek houdt zijn lijsten, Vandaag en Opvolging voor zichzelf en ziet die van de andere werkplekken niet. Lijsten die intussen worden verstuurd, blijven op deze werkplek; losse vragenlijsten worden gedeeld zodra u het delen weer aanzet.
connection-clinic-sharing-wait = Kan worden gewijzigd zodra de lijst die wordt verstuurd, of het klasseren, klaar is.
clinic-sharing-off-note = Delen met de andere werkplekken van de kliniek staat uit op deze werkplek (Verbinding…): alleen wat deze werkplek verstuurde, wordt getoond.
connection-not-connected = Niet verbonden.
connection-environment = Omgeving: { $environment }
connection-address = Adres: { $address }
connection-token-expires = Het token verloopt op { $time }.
connection-token-no-expiry = Het token vermeldt niet wanneer het verloopt.
connection-sandbox-no-sign-in = Voor de demo-omgeving hoeft u zich niet aan te melden.
connection-ad-hoc = Gestart met --base-url/--token: deze verbinding wordt niet bewaard.
connection-test = Verbinding testen
connection-sign-out = Afmelden
connection-test-ok = De dienst heeft geantwoord en de aanmelding aanvaard.
connection-connect-to = Verbinden met
connection-env-sandbox = Demo-omgeving (demogegevens op deze computer)
connection-env-eu-acceptance = EU-acceptatie (test)
connection-env-eu-production = EU-productie
connection-env-us-production = VS-productie
connection-env-custom = Eigen adres
connection-service-address = Adres van de dienst
connection-token-address = Adres voor het token
connection-token-address-hint = hetzelfde als de dienst indien leeg
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
connection-enter-address = Vul het adres van de dienst in.
connection-paste-token = Plak het toegangstoken.
connection-enter-account = Vul het account, het wachtwoord en de tenant in.
connection-sign-in-again = Meld u opnieuw aan
connection-sign-in-again-why = Uw aanmelding is verlopen of werd niet aanvaard. Wat u hebt ingevuld, blijft bewaard; na het aanmelden kunt u het opnieuw versturen.
connection-close = Sluiten
activity-title = Activiteit op deze computer
activity-intro = Patiënten die vanaf deze computer zijn geregistreerd of gewijzigd, vragenlijsten die zijn aangemaakt, uitnodigingen die zijn verstuurd en pdf’s die zijn opgeslagen. Alleen id’s: hier worden geen namen of adressen bewaard.
activity-unreadable = { $count ->
    [one] 1 regel van het activiteitenlogboek op deze computer kon niet worden gelezen (beschadigd); alles wat leesbaar is, staat hieronder.
   *[other] { $count } regels van het activiteitenlogboek op deze computer konden niet worden gelezen (beschadigd); alles wat leesbaar is, staat hieronder.
}
activity-nothing-yet = Nog niets. Een patiënt registreren of wijzigen, een vragenlijst aanmaken, een uitnodiging versturen of een pdf opslaan voegt hier een regel toe.
activity-utc = { $time } (UTC)
app-privacy-title = Patiëntgegevens zijn verborgen
app-privacy-why = Intake Desk is een tijdje niet gebruikt, daarom zijn de patiëntgegevens op dit scherm verborgen.
app-privacy-show-again = Beweeg de muis, klik of druk op een toets om ze weer te tonen.
app-qr-too-long = (de link is te lang voor een QR-code)
app-qr-name = QR-code van de link naar de vragenlijst
app-already-open = Intake Desk is al geopend voor deze gebruiker.
app-already-open-detail = Slechts één venster van Intake Desk kan tegelijk dezelfde gegevensmap gebruiken, en het kon niet naar de voorgrond worden gehaald. Zoek het op de taakbalk of op een ander scherm. Hebt u het net gesloten, wacht dan even en start Intake Desk opnieuw.
app-window-not-drawn = Intake Desk kon zijn venster niet tekenen.
app-window-not-drawn-detail = Geen van de grafische adapters van deze computer kon het tekenen. Vraag IT om het beeldschermstuurprogramma te installeren of bij te werken; vraag bij een Extern bureaublad-sessie of die grafische weergave toestaat. Het logboek in de gegevensmap zegt wat er geprobeerd is.
app-window-not-opened = Intake Desk kon zijn venster niet openen.
app-window-not-opened-detail = Het bureaublad weigerde een venster. Meld u af en weer aan, of start de computer opnieuw; gebeurt het weer, vraag dan IT en vermeld het logboek in de gegevensmap.
app-window-not-opened-detail-linux = Intake Desk heeft een grafisch bureaublad nodig (X11 of Wayland). Gebruik op een server een virtueel scherm, bv. `xvfb-run -a intake-desk`, of `intake-desk sandbox` voor alleen de dienst.
app-ok = OK

activity-env-sandbox = Demo-omgeving (demogegevens)
activity-env-custom = Eigen dienst: { $address }

app-resize-side-panel = Breedte van het zijpaneel aanpassen
# The window's regions, as a screen reader lists them to jump between.
app-panel-top = Verbinding en omgeving
app-panel-side = Patiënten
app-panel-main = Hoofdvenster
app-panel-status = Status

shortcut-hint = Sneltoets: { $keys }
shortcut-overview-title = Sneltoetsen
shortcut-overview-close = Sluiten
shortcut-search = Een patiënt zoeken
shortcut-register = Een patiënt registreren
shortcut-new-survey-for-new-patient = Nieuwe vragenlijst voor een nieuwe patiënt
shortcut-refresh = Opnieuw laden wat getoond wordt
shortcut-save-pdf = De pdf-samenvatting van de vragenlijst opslaan
shortcut-read-eid = De Belgische eID-kaart inlezen in de gegevens van de nieuwe patiënt
shortcut-help = Deze lijst tonen of verbergen
shortcut-escape-key = Esc
shortcut-escape = Het bovenste venster sluiten
shortcut-enter-key = Enter
shortcut-enter = Het formulier versturen waarin u werkt

key-ctrl = Ctrl
key-shift = Shift
key-alt = Alt

home-patient-lists = Patiëntenlijsten
list-position = { $index } van { $count }

app-show-side-panel = Zoeken en patiënten
app-hide-side-panel = Zoeken en patiënten verbergen
home-no-recent = Nog geen patiënten geopend in deze sessie. Zoek een patiënt op externe referentie of service-id, of registreer een nieuwe patiënt.

widgets-copy = Kopiëren

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
patient-hint-national-number = INSZ, BSN of matricule
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
patient-language-entry = { $own } — { $local }
patient-language-list = Taal van de patiënt
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
patient-another-person = Zowel de naam als de geboortedatum wijzigen: dit lijkt een andere persoon. Wilt u iemand nieuw registreren, kies dan liever ‘Een nieuwe patiënt registreren’; het dossier van deze patiënt blijft dan ongewijzigd.
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
patient-keep-mine-hint = Gaat uit van het dossier zoals het nu is en past de velden toe die u hebt gewijzigd; waar u allebei een veld wijzigde, blijft het uwe behouden
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
patient-surveys-not-loaded = Nog niet geladen. “{ patient-refresh-surveys }” laadt ze.
patient-surveys-loading = Vragenlijsten laden…
patient-surveys-none = Nog geen vragenlijsten. Gebruik ‘Nieuwe vragenlijst’ om er een te versturen.
patient-service-id = Service-id
patient-birthdate-value = { $long_date } ({ $date })
patient-phone = Telefoon
patient-phone-value = { $number } ({ $type }, { $country })
patient-phone-type-unknown = soort onbekend
patient-other-fields = Meer gegevens ({ $count })
details-technical = Technische gegevens
patient-column-status = Status
patient-column-created = Aangemaakt
patient-column-answers = Antwoorden
patient-column-alerts = Waarschuwingen

patient-survey-row = Vragenlijst van { $created }: { $status }, { $answers ->
    [one] { $answers } antwoord
   *[other] { $answers } antwoorden
}, { $alerts ->
    [one] { $alerts } waarschuwing
   *[other] { $alerts } waarschuwingen
}

patient-copy-service-id = Service-id kopiëren

## Surveys: dialog, survey view, summary and PDF
survey-new-for = Nieuwe vragenlijst voor { $name }
survey-new-for-new-patient = Nieuwe vragenlijst voor een nieuwe patiënt
survey-new-patient-explained = De patiënt wordt samen met de vragenlijst geregistreerd. Als een patiënt deze externe referentie al heeft, wordt er niets verstuurd: u ziet beide naast elkaar en kiest.
survey-include-link = De link naar de vragenlijst meesturen
survey-pin-in-link = De pincode in de link opnemen (schakelt de tweede factor uit)
survey-pin-warning = Waarschuwing: met de pincode in de link is de tweede factor uitgeschakeld: iedereen die de link krijgt (een doorgestuurde e-mail, een gedeelde telefoon) kan de vragenlijst van de patiënt openen. Gebruik dit alleen als de patiënt de pincode niet apart kan ontvangen.
survey-send-invitation = Een uitnodiging naar de patiënt versturen
survey-by-channel = Via { $channel }
survey-create = Vragenlijst aanmaken
survey-cancel = Annuleren
survey-done = Klaar
survey-cannot-create-yet = De vragenlijst kan nog niet worden aangemaakt — { $problems }
survey-field-problem = { $field }: { $problem }
survey-correct-phone = Het telefoonnummer corrigeren…
survey-correct-phone-hint = Opent de gegevens van de patiënt; maak de vragenlijst opnieuw aan zodra het nummer klopt
survey-no-email = Deze patiënt heeft geen e-mailadres, dus er kan geen uitnodiging per e-mail worden verstuurd. Voeg er een toe of kies sms.
survey-no-mobile = Deze patiënt heeft geen mobiel nummer, dus er kan geen uitnodiging per sms worden verstuurd. Voeg er een toe of kies e-mail.
survey-no-way-to-reach = Kies ervoor de link mee te sturen of een uitnodiging te versturen, anders kan de patiënt de vragenlijst niet bereiken.
survey-sms-landline = { $number } is een vast nummer in { $country ->
        [BE] België
        [NL] Nederland
        [LU] Luxemburg
        [FR] Frankrijk
        [DE] Duitsland
        [GB] het Verenigd Koninkrijk
        [IE] Ierland
        [US] de Verenigde Staten
        [CA] Canada
        [ES] Spanje
        [PT] Portugal
        [IT] Italië
        [CH] Zwitserland
        [AT] Oostenrijk
        [PL] Polen
        [DK] Denemarken
        [SE] Zweden
        [NO] Noorwegen
        [FI] Finland
        [TR] Turkije
       *[other] { $country }
    } — een sms kan dit nummer niet bereiken. Corrigeer het telefoonnummer of kies e-mail.
survey-sms-not-mobile = { $number } is geen mobiel nummer — een sms kan dit nummer niet bereiken. Corrigeer het telefoonnummer of kies e-mail.
survey-invitation-sent = Er is een uitnodiging verstuurd via { $channel }.
survey-goes-to = De uitnodiging gaat naar { $address }.
survey-invitation-sent-to = Er is een uitnodiging verstuurd via { $channel } naar { $address }.
survey-include-link-explained = Zodra de vragenlijst is aangemaakt, staat de link hier, om te kopiëren of met de QR-code van het scherm te scannen.
survey-pin-in-link-explained = Zonder dit vraagt de link ook de pincode van de vragenlijst (de tweede factor); hiermee kan iedereen die de link heeft de vragenlijst openen.
survey-created = Vragenlijst aangemaakt
survey-created-explained = De vragenlijst is klaar en staat in de lijst met vragenlijsten van de patiënt.
survey-id-label = Id van de vragenlijst:
survey-copy-id = Id kopiëren
survey-no-link-asked = Er is geen link gevraagd.
survey-link-label = Link:
survey-copy-link = Link kopiëren
survey-reveal-pin = Pincode tonen
survey-hide-pin = Pincode verbergen
survey-scan-qr = De patiënt kan deze code met de telefoon scannen:
survey-qr-has-pin = De QR-code bevat de pincode; toon de pincode om de code te zien.
survey-reference-on-record = Deze externe referentie is al geregistreerd
survey-reference-belongs = Er is niets verstuurd. De externe referentie hoort bij { $name }. Vergelijk de geregistreerde patiënt met wat u hebt ingevuld en kies dan hoe u verdergaat.
survey-reference-belongs-born = Er is niets verstuurd. De externe referentie hoort bij { $name }, geboren op { $born }. Vergelijk de geregistreerde patiënt met wat u hebt ingevuld en kies dan hoe u verdergaat.
survey-record-changed-meanwhile = De gegevens van de patiënt zijn gewijzigd terwijl u aan het vergelijken was. Er is niets verstuurd: vergelijk opnieuw.
survey-typed-other-person = De naam en de geboortedatum die u hebt ingevuld, verschillen allebei van de geregistreerde patiënt: dit lijkt een andere persoon. Controleer de externe referentie voor u verdergaat.
survey-compare-field = Veld
survey-compare-on-record = Geregistreerd
survey-compare-typed = Uw invoer
survey-compare-differs = verschilt
survey-compare-empty = (leeg)
survey-compare-now = Nu
survey-compare-becomes = Wordt
survey-send-to-record = Naar de geregistreerde patiënt versturen
survey-send-to-record-hint = De vragenlijst gaat naar { $name } zoals geregistreerd; de gegevens die u hebt ingevuld, worden niet gebruikt.
survey-update-and-send = Gegevens bijwerken en versturen…
survey-update-and-send-hint = U ziet wat er verandert en bevestigt dat voordat er iets wordt verstuurd.
survey-nothing-to-update = Wat u hebt ingevuld, is wat geregistreerd is: er valt niets bij te werken.
survey-back-to-form = Terug naar het formulier
survey-back-keeps-typed = ‘Terug naar het formulier’ behoudt alles wat u hebt ingevuld.
survey-update-details-of = De gegevens van { $name } bijwerken?
survey-details-will-change = Deze gegevens van { $name } worden gewijzigd, daarna wordt de vragenlijst verstuurd:
survey-details-will-change-born = Deze gegevens van { $name } (geboren op { $born }) worden gewijzigd, daarna wordt de vragenlijst verstuurd:
survey-both-change-other-person = De naam en de geboortedatum veranderen allebei: dit lijkt een andere persoon.
survey-confirm-update-send = Ja, de gegevens bijwerken en versturen
survey-back-to-comparison = Terug naar de vergelijking
survey-outcome-sent-to-record = De vragenlijst is voor { $name } zoals geregistreerd. De gegevens die u hebt ingevuld, zijn niet gebruikt; de gegevens van { $name } zijn niet gewijzigd.
survey-outcome-updated = De gegevens van { $name } zijn bijgewerkt ({ $fields }), daarna is de vragenlijst aangemaakt.
survey-title = Vragenlijst
survey-title-of = Vragenlijst van { $name }
survey-back-to-patient = Terug naar de patiënt
survey-back-key = Esc
survey-created-at = Aangemaakt op { $time }
survey-created-unknown = Aangemaakt op een onbekend tijdstip
survey-refresh = Vernieuwen
survey-refresh-hint = De vragenlijst opnieuw laden
survey-still-answering = De patiënt is mogelijk nog aan het antwoorden: nieuwe antwoorden worden automatisch geladen.
survey-still-answering-next = De patiënt is mogelijk nog aan het antwoorden: nieuwe antwoorden worden automatisch geladen (volgende controle over ongeveer { $seconds } s).
survey-id = Id van de vragenlijst { $id }
survey-not-loaded = De vragenlijst is niet geladen.
survey-load = De vragenlijst laden
survey-loading = De vragenlijst laden…
survey-try-again = Opnieuw proberen
survey-showing-last-loaded = De vragenlijst wordt getoond zoals ze het laatst is geladen.
survey-no-alerts = Geen waarschuwingen.
alert-level-high = Hoge prioriteit
alert-level-medium = Gemiddelde prioriteit
alert-level-low = Lage prioriteit
survey-alerts = { $count ->
    [one] { $count } waarschuwing
   *[other] { $count } waarschuwingen
}
survey-alert-question = vraag { $code }
survey-diagnoses = Bevestigde diagnoses
survey-no-diagnoses = Geen bevestigde diagnoses.
survey-other-fields = Meer gegevens ({ $count })
survey-tab-answers = Antwoorden ({ $count })
survey-tab-history = Geschiedenis
survey-tab-summary = Samenvatting
survey-no-answers-yet = Nog geen antwoorden. “{ survey-refresh }” laadt de antwoorden die de patiënt intussen gaf.
survey-filter = Antwoorden filteren
survey-filter-hint = Woorden in een vraag, code of antwoord
survey-filter-clear = Filter wissen
survey-filter-matches = { $count ->
    [one] { $matching } van { $count } antwoord komt overeen
   *[other] { $matching } van { $count } antwoorden komen overeen
}
survey-answer-count = { $count ->
    [one] { $count } antwoord
   *[other] { $count } antwoorden
}
survey-filter-no-match = Geen enkel antwoord komt overeen met de filter. “{ survey-filter-clear }” toont weer alle antwoorden.
survey-column-question = Vraag
survey-column-code = Code
survey-column-answer = Antwoord
survey-no-answer = (geen antwoord)
survey-history-load = De geschiedenis laden
survey-history-empty = Er zijn geen wijzigingen geregistreerd voor deze vragenlijst.
survey-history-count = { $count ->
    [one] { $count } wijziging, oudste eerst
   *[other] { $count } wijzigingen, oudste eerst
}
survey-history-reload = Geschiedenis opnieuw laden
survey-column-when = Wanneer
survey-column-who = Wie
survey-column-what = Wat
survey-history-no-time = (geen tijdstip)
survey-history-unknown-user = onbekende gebruiker
survey-history-system = het systeem
survey-history-change = Een wijziging
survey-history-change-fields = { $kind } — { $fields }
survey-history-workflow-moved = De vragenlijst ging naar een andere stap
survey-history-details = Details
survey-history-step-id = Id van de stap:
survey-history-copy-step-id = Id van de stap kopiëren
survey-history-unknown-hint = Een wijziging van een soort die Intake Desk niet kent, in woorden uit haar velden; de ruwe vorm staat onder Details.
value-yes = ja
value-no = nee
survey-history-claimed = Toegewezen
survey-history-released = Vrijgegeven
survey-plain-text = Samenvatting als tekst
survey-plain-text-load = De samenvatting laden
survey-copy-to-clipboard = Naar het klembord kopiëren
survey-copied = Gekopieerd.
survey-plain-text-label = Tekst van de samenvatting (alleen-lezen, selecteerbaar)
pdf-summary = Pdf-samenvatting
pdf-preview = Pdf bekijken
pdf-export = Pdf exporteren…
pdf-choose-in-dialog = Kies in het venster waar u de pdf wilt opslaan…
pdf-saving-to-documents = De pdf wordt opgeslagen in de map Documenten…
pdf-nothing-saved = Er is niets opgeslagen.
pdf-no-dialog = Op deze computer kon geen bestandsvenster worden getoond.
pdf-saved-in-documents-as = In plaats daarvan opgeslagen in de map Documenten, als
pdf-saved-as = Opgeslagen als
pdf-dialog-closed = Niet opgeslagen: het venster voor opslaan is gesloten.
pdf-save-to-documents = In plaats daarvan in de map Documenten opslaan
pdf-save-to-documents-hint = Slaat op onder de voorgestelde naam zonder venster; een bestaand bestand wordt nooit vervangen
pdf-open = Openen
pdf-open-hint = De pdf openen met de pdf-lezer van het systeem
pdf-show-in-folder = In map tonen
pdf-error-details = Details
pdf-preview-first-pages = Voorbeeld van de eerste { $shown } van { $count } pagina’s
pdf-preview-pages = { $count ->
    [one] Voorbeeld ({ $count } pagina)
   *[other] Voorbeeld ({ $count } pagina’s)
}
pdf-page-alt = Pagina { $page } van de pdf-samenvatting
pdf-page-of = Pagina { $page } van { $count }
pdf-preview-unreadable = De pdf kon niet worden gelezen voor het voorbeeld ({ $reason }). U kunt hem wel opslaan.
pdf-preview-no-pages = De pdf heeft geen pagina’s.
pdf-preview-not-drawn = De pagina’s van de pdf konden niet worden weergegeven.
pdf-preview-renderer-stopped = Het voorbeeld kon niet worden weergegeven (de weergave is mislukt).
export-not-a-file-name = Het gekozen pad is geen bestandsnaam. Er is niets weggeschreven.
export-is-a-folder = Het gekozen pad is een map. Kies een bestandsnaam. Er is niets weggeschreven.
export-too-many-same-name = Er staan te veel bestanden met deze naam in de map. Kies een andere naam. Er is niets weggeschreven.
export-save-failed = De pdf kon niet worden opgeslagen. Er is niets weggeschreven.
export-save-failed-permission = De pdf kon niet worden opgeslagen. U mag niet in deze map schrijven; kies een andere. Er is niets weggeschreven.
export-save-failed-no-folder = De pdf kon niet worden opgeslagen. De map bestaat niet (meer); kies een andere. Er is niets weggeschreven.
export-save-failed-disk-full = De pdf kon niet worden opgeslagen. De schijf is vol. Er is niets weggeschreven.
export-save-failed-read-only = De pdf kon niet worden opgeslagen. De schijf is alleen-lezen; kies een andere map. Er is niets weggeschreven.
export-no-documents-folder = Intake Desk vindt op deze computer geen map Documenten. Er is niets weggeschreven.
export-save-interrupted = Het opslaan van de pdf is onderbroken.
export-open-failed = De pdf kon niet worden geopend. Is er een pdf-lezer geïnstalleerd?
export-show-failed = De map kon niet worden getoond.
export-detail-file = Bestand: { $path }
export-detail-system = Het systeem meldde: { $error }
export-detail-task-stopped = De taak die dit uitvoerde, is gestopt voordat ze klaar was.
export-detail-no-documents = Er is geen map Documenten en geen persoonlijke map gevonden.
export-file-name = Samenvatting vragenlijst
export-file-name-patient = Samenvatting vragenlijst - { $name }
export-file-name-date = Samenvatting vragenlijst - { $date }
export-file-name-patient-date = Samenvatting vragenlijst - { $name } - { $date }

pdf-save-dialog-title = De pdf-samenvatting opslaan
pdf-file-kind = Pdf-document

pdf-preview-scroll = Pagina’s van de pdf-samenvatting

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
notice-task-stopped = Er ging iets mis in Intake Desk en deze stap is gestopt. Niets van wat u typte is verloren: probeer het opnieuw. Gebeurt het opnieuw, dan staat in het logbestand wat de ondersteuning nodig heeft.
notice-offline = De dienst is niet bereikbaar. Intake Desk blijft het proberen en laat u weten wanneer de dienst weer antwoordt.
notice-online-again = De dienst antwoordt weer.
notice-connected = Verbonden.
notice-signed-out = Afgemeld. De aanmeldgegevens zijn gewist.
notice-pdf-saved = De pdf-samenvatting is opgeslagen.
notice-saved-at = Opgeslagen in { $path }
notice-no-save-dialog = Op deze computer kon geen bestandsvenster worden getoond. De pdf is niet opgeslagen.
notice-patient-saved = Patiënt opgeslagen.
notice-patient-registered = Patiënt geregistreerd.
notice-patient-saved-despite-cancel = U hebt het opslaan geannuleerd, maar de dienst had de wijzigingen al opgeslagen.
notice-patient-created-after-all = { $cause } Een controle toont dat de patiënt is aangemaakt. Er is niets twee keer verstuurd.
token-kept-in-keyring = Uw aanmelding wordt bewaard in de sleutelhanger van het systeem.
token-kept-in-memory = Er is geen sleutelhanger beschikbaar: uw aanmelding blijft alleen in het geheugen tot u Intake Desk sluit.
local-store-unusable = Intake Desk kan concepten en het activiteitenlogboek niet bewaren in { $path } ({ $reason }). Tot dit is opgelost, wordt wat u typt niet bewaard: elk formulier zegt het, en het venster vraagt het voor het sluit. Vraag uw IT-afdeling na te gaan of u in deze map mag schrijven.
local-store-folder-unusable = de gegevensmap is niet bruikbaar
local-store-stopped = Intake Desk kon niet naar zijn gegevensmap schrijven: de lokale opslag is gestopt.
local-write-failed = Intake Desk kon niet naar zijn gegevensmap schrijven: { $reason }
local-draft-kind-patient = Een concept van een patiëntformulier
local-draft-kind-survey = Een concept van een nieuwe vragenlijst
local-draft-kind-other = Een concept
local-draft-kept-aside = { $kind } kon niet worden gelezen en is apart bewaard in { $path }.
local-draft-kept-aside-from = { $kind } van { $when } kon niet worden gelezen en is apart bewaard in { $path }.
local-problems = { $sentences }


log-patient-created = Patiënt geregistreerd ({ $patient })
log-patient-updated = Patiëntgegevens gewijzigd ({ $patient })
log-patient-updated-fields = Patiëntgegevens gewijzigd ({ $patient }): { $fields }
log-survey-created = Vragenlijst aangemaakt ({ $survey })
log-survey-created-for = Vragenlijst aangemaakt ({ $survey }) voor patiënt { $patient }
log-survey-created-registering = Vragenlijst aangemaakt ({ $survey }) vanuit een daglijst, met registratie van een nieuwe patiënt
log-invitation-sent = { $channel ->
    [email] Uitnodiging per e-mail verstuurd voor vragenlijst { $survey }
    [sms] Uitnodiging per sms verstuurd voor vragenlijst { $survey }
   *[other] Uitnodiging via { $channel } verstuurd voor vragenlijst { $survey }
}
log-pdf-saved = Pdf van vragenlijst { $survey } opgeslagen in { $folder }
log-survey-filed = Beantwoorde vragenlijst { $survey } geklasseerd in { $folder }
log-survey-filed-fhir = Beantwoorde vragenlijst { $survey } geklasseerd in { $folder }, met de FHIR-bestanden

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
rules-enter-national-number = Vul het nationaal nummer van de patiënt in: INSZ, BSN of Luxemburgs matricule.
rules-reference-dots-only = Een referentie mag niet alleen uit punten bestaan.
rules-national-number-digits = Een nationaal nummer bestaat alleen uit cijfers (punten, streepjes en spaties niet meegerekend).
rules-national-number-check = De controlecijfers van dit nationaal nummer kloppen niet: een cijfer is verkeerd getypt of twee zijn omgewisseld.
rules-national-number-date = Dit nationaal nummer bevat geen geldige geboortedatum: controleer de eerste cijfers.
rules-national-number-length = Een nationaal nummer heeft 11 cijfers (België), 9 (Nederland) of 13 (Luxemburg).
rules-too-long = Hoogstens { $max } tekens; dit zijn er { $count }.
rules-country-code = { $code }

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
error-blocked-by-policy = Uw IT-afdeling staat geen verbinding met deze dienst toe vanaf deze werkplek; er is niets verstuurd.
error-send-channel-not-allowed = Uw IT-afdeling staat uitnodigingen via { $channel } op deze werkplek niet toe; er werd niets verzonden.
error-send-pin-not-allowed = Uw IT-afdeling staat de pincode in de link van de vragenlijst op deze werkplek niet toe; er werd niets verzonden.
error-token-other-tenant = Dit token is voor de tenant “{ $found }”, en uw IT-afdeling staat op deze werkplek alleen “{ $required }” toe. Het werd niet gebruikt; er werd niets verzonden. Meld u aan met uw e-mailadres en wachtwoord, of gebruik een token voor “{ $required }”.
error-token-no-tenant = Dit token zegt niet voor welke tenant het is, en uw IT-afdeling staat op deze werkplek alleen “{ $required }” toe. Het werd niet gebruikt; er werd niets verzonden. Meld u in de plaats aan met uw e-mailadres en wachtwoord.
error-token-tenant-lock-unusable-at-line = Het IT-instellingenbestand { $file } vergrendelt de tenant maar geeft geen geldige tenant op (regel { $line }), dus kunt u zich op deze werkplek niet aanmelden en kan geen enkel token worden gebruikt; er werd niets verzonden. Neem contact op met uw IT-afdeling.
error-token-tenant-lock-unusable = Het IT-instellingenbestand { $file } vergrendelt de tenant maar geeft geen geldige tenant op, dus kunt u zich op deze werkplek niet aanmelden en kan geen enkel token worden gebruikt; er werd niets verzonden. Neem contact op met uw IT-afdeling.
error-token-other-healthcare-service = Dit token is voor de zorgdienst “{ $found }”, en uw IT-afdeling staat op deze werkplek alleen “{ $required }” toe. Het werd niet gebruikt; er werd niets verzonden. Meld u aan met uw e-mailadres en wachtwoord, of gebruik een token voor “{ $required }”.
error-why-reference-lookup = Intake Desk kon niet controleren of een patiënt deze externe referentie al heeft; er is dus niets verstuurd.
error-why-patient-update = De gegevens van de patiënt konden niet worden bijgewerkt; de vragenlijst is dus niet verstuurd.
error-why-survey-may-exist = De vragenlijst is misschien aangemaakt: controleer de vragenlijsten van de patiënt voordat u opnieuw verstuurt.
survey-unknown-title = Misschien verstuurd
survey-unknown-explained = Misschien heeft de dienst de vragenlijst aangemaakt en de uitnodiging verstuurd, of is hij er nog mee bezig. Zodat de patiënt nooit twee keer wordt uitgenodigd, wordt niets opnieuw verstuurd voordat de dienst is nagevraagd.
survey-unknown-asking-at = De dienst wordt nagevraagd om { $time }, als hij er niet meer mee bezig kan zijn.
survey-unknown-check-failed = De dienst kon niet worden nagevraagd: { $problem }
survey-check-again = De dienst opnieuw navragen
survey-close = Sluiten
survey-found-answer-lost = Eén keer verstuurd: het antwoord van de dienst ging verloren, maar nagevraagd heeft de dienst de vragenlijst. De link stond alleen in het verloren antwoord.
survey-stopped-nothing-sent = Gestopt voordat de vragenlijst vertrok: er is niets verstuurd.
error-why-survey-not-made = De dienst is nagevraagd toen het verzoek niet meer bezig kon zijn: hij heeft zo'n vragenlijst niet. Er is niets verstuurd; u kunt hem opnieuw versturen.
error-why-known-surveys = Er is niets verstuurd: de vragenlijsten van de patiënt konden eerst niet worden gelezen. Daaraan is achteraf te zien of een vragenlijst is aangemaakt, als het antwoord van de dienst verloren gaat.
progress-asking-whether-made = De dienst navragen of de vragenlijst is aangemaakt…
error-why-registration-cancelled = U hebt de registratie geannuleerd nadat ze misschien al was verstuurd.
error-why-patient-not-created = Een controle toont dat de patiënt niet is aangemaakt: opnieuw versturen is veilig.
error-why-patient-unknown = Of de patiënt is aangemaakt, kon niet worden gecontroleerd ({ $lookup }). Zoek op de externe referentie voordat u opnieuw verstuurt.
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

## Managed settings: the IT department's policy file  (src/policy.rs; locked settings in src/ui/*)

# Shown beside a setting the IT department's policy file locks (greyed).
policy-locked = Ingesteld door uw IT-afdeling
# $reason is one of the policy-reason messages.
policy-problem-at-line = Het IT-instellingenbestand { $file } kan niet worden gebruikt (regel { $line }): { $reason }
policy-problem = Het IT-instellingenbestand { $file } kan niet worden gebruikt: { $reason }
policy-effect-all-locked = Tot het is verbeterd, blijft elke instelling die het kan vergrendelen vergrendeld, maakt Intake Desk met geen enkele dienst verbinding en biedt het geen demodienst aan.
policy-effect-part-locked = De foutieve instelling blijft vergrendeld op de veiligste waarde; de rest van het bestand geldt.
policy-advice = Vraag uw IT-afdeling het bestand te verbeteren. Intake Desk leest het opnieuw bij het starten.
policy-reason-missing = het bestand bestaat niet.
policy-reason-not-readable = deze gebruikersaccount mag het niet lezen.
policy-reason-cannot-read = het kan niet worden gelezen ({ $detail }).
policy-reason-folder = het is een map, geen bestand.
policy-reason-too-large = het is veel te groot voor een instellingenbestand.
policy-reason-not-text = het is geen tekst (sla het op als UTF-8).
# $detail is the TOML reader's own description, in English.
policy-reason-syntax = het is geen geldige TOML ({ $detail }).
policy-reason-unknown-section = er bestaat geen instelling [{ $section }].
policy-reason-not-a-section = { $section } moet een sectie zijn, geschreven als [{ $section }] op een eigen regel.
policy-reason-unknown-key = [{ $section }] heeft geen instelling ‘{ $key }’ (wel { $known }).
# $expected is one of the policy-type messages.
policy-reason-wrong-type = ‘{ $key }’ moet { $expected } zijn.
policy-type-boolean = true of false
policy-type-text = een tekst tussen aanhalingstekens
policy-type-number = een geheel getal
policy-type-channel-list = een lijst zoals ["email", "sms"]
policy-reason-minutes = het aantal minuten moet tussen 0 en { $max } liggen, niet { $value }.
policy-reason-number-range = { $key } moet een geheel getal van { $min } tot { $max } zijn, niet { $value }.
policy-reason-time = { $key } moet een tijdstip zijn zoals 20:00, niet ‘{ $value }’.
policy-reason-empty = { $key } mag niet leeg zijn.
policy-reason-channel = ‘{ $value }’ is geen uitnodigingskanaal; gebruik "email" of "sms".
policy-reason-language = ‘{ $value }’ is geen taal van Intake Desk; gebruik nl, fr, de of en.
policy-reason-environment = ‘{ $value }’ is geen omgeving; gebruik een van { $known }.
policy-reason-environment-name-missing = een adres vereist name = "custom" in dezelfde sectie.
policy-reason-locked-without-environment = de omgeving is vergrendeld maar name = zegt niet welke, dus geen enkele dienst kan worden gebruikt.
policy-reason-locked-without-tenant = de tenant is vergrendeld maar value = zegt niet welke, dus aanmelden kan niet en geen enkel token kan worden gebruikt.
policy-reason-address-missing = een eigen omgeving heeft een adres nodig.
policy-reason-address-not-custom = alleen name = "custom" neemt een adres.
# $why is one of the error messages about addresses.
policy-reason-address = { $address } kan niet worden gebruikt: { $why }
policy-effect-clinic-database = Deze balie deelt haar lijsten, opvolging en archivering niet met de andere balies tot het bestand verbeterd is: wat ze verstuurt, ziet alleen zij.
policy-reason-clinic-url-missing = [clinic_database] heeft url = "postgresql://…" nodig, het adres van de kliniekdatabank.
policy-reason-clinic-url = url is geen adres van een PostgreSQL-databank ({ $why }).
policy-reason-clinic-url-password = url mag het wachtwoord niet bevatten: geef het met credential = "policy" en password =, of bewaar het in de sleutelhanger.
policy-reason-clinic-tls = tls moet "required" of "off" zijn, niet ‘{ $value }’.
policy-reason-clinic-ca-file = met TLS (de standaard) moet ca_file het CA-certificaat van de kliniek noemen.
policy-reason-clinic-credential = credential moet "none", "policy" of "keyring" zijn, niet ‘{ $value }’.
policy-reason-clinic-password-missing = credential = "policy" heeft password = nodig in dezelfde sectie.
policy-reason-clinic-password = password wordt alleen gelezen met credential = "policy".
policy-environment-not-allowed = Uw IT-afdeling staat geen verbinding met { $environment } toe vanaf deze werkplek.
policy-sandbox-not-allowed = Uw IT-afdeling heeft de demodienst op deze werkplek uitgeschakeld.
policy-no-environment = Uw IT-afdeling heeft nog geen dienst toegestaan op deze werkplek. Vraag hen { $file } na te kijken.
policy-no-channels = Uw IT-afdeling heeft uitnodigingen per e-mail en sms op deze werkplek uitgeschakeld: geef de patiënt in plaats daarvan de link.
policy-managed-by = Deze werkplek wordt beheerd door uw IT-afdeling ({ $file }).

## About dialog  (src/ui/about.rs, src/state/about.rs)

# The banner's ⓘ button (its accessible name and hover text).
about-open = Over Intake Desk
about-title = Over Intake Desk
about-close = Sluiten
# $version is "0.1.0 (commit 1a2b3c4d5e)", as intake-desk --version says it.
about-version = Intake Desk { $version }
about-purpose = Patiëntregistratie en vragenlijsten voor de balie van de praktijk.
about-own-licence = Licentie: { $licence }
about-connection = Verbinding
about-not-managed = Niet beheerd door een IT-instellingenbestand op deze werkplek.
about-kept-where = Voor u bewaard op deze computer
about-kept-nowhere = Niets: de gegevensmap kan deze sessie niet worden gebruikt, dus concepten, het activiteitenlogboek en instellingen blijven alleen in het geheugen.
about-settings = Instellingen
about-drafts = Concepten en activiteitenlogboek
about-logs = Logbestanden
about-open-settings-folder = Map met instellingen openen
about-open-drafts-folder = Map met concepten openen
about-open-logs-folder = Map met logbestanden openen
about-folder-missing = De map { $folder } bestaat nog niet: er is daar nog niets bewaard.
about-folder-not-opened = De map { $folder } kon niet worden geopend in de bestandsbeheerder.
about-folder-not-opened-why = Wat het systeem meldde: { $problem }
about-third-party = Software van anderen
# $packages and $licences are counts.
about-third-party-count = Intake Desk is gebouwd met { $packages } pakketten van anderen, onder { $licences } licentieteksten:
about-find-licence = Pakket of licentie zoeken
# $names: the first packages under this text, "…" when there are more.
about-licence-heading = { $licence }: { $names } ({ $packages ->
    [one] één pakket
   *[other] { $packages } pakketten
})
about-no-licence-match = Geen pakket of licentie komt overeen met ‘{ $filter }’.
about-licences-unreadable = De licentievermeldingen konden niet worden gelezen ({ $problem }); ze staan ook in de geïnstalleerde documentatie.
progress-opening-folder = Map openen…

## Day list: the day's appointment list, imported and sent in one go  (src/state/day_list.rs)

# $value is what the file's channel column says for the row.
day-list-channel-unreadable = Het kanaal ‘{ $value }’ is geen e-mail en geen sms.
day-list-appointment-unreadable = De afspraak ‘{ $value }’ is geen datum en uur (bijvoorbeeld 25/11/2026 14:30).
progress-sending-batch = De daglijst wordt verstuurd…

home-day-list = Daglijst versturen
home-today = Vandaag
day-list-title = Daglijst versturen
day-list-intro = Open de lijst met afspraken die u uit uw agenda of EPD hebt geëxporteerd (CSV, of een Excel- of OpenDocument-spreadsheet). Elke rij wordt gecontroleerd voordat er iets wordt verstuurd, en er wordt niets verstuurd voordat u bevestigt.
day-list-open = Een lijst openen…
day-list-open-dialog-title = De daglijst openen
day-list-file-kind = Afsprakenlijsten (CSV, Excel, OpenDocument)
day-list-drop-hint = U kunt het bestand ook naar dit venster slepen.
day-list-drop-here = Laat de lijst hier los om ze te openen
progress-reading-day-list = De lijst lezen…
day-list-file-unreadable = Het bestand kon niet worden geopend. Controleer of het niet in een ander programma geopend is en probeer het dan opnieuw.
day-list-no-open-dialog = Op deze computer kan geen venster om een bestand te kiezen worden getoond. Sleep het bestand van de lijst naar dit venster.
day-list-file-empty = Het bestand is leeg.
# $megabytes: the largest size read.
day-list-file-too-large = Het bestand is groter dan { $megabytes } MB. Exporteer alleen de afspraken van één dag.
# $max: the most rows read.
day-list-file-too-many-rows = De lijst heeft meer dan { $max } rijen. Exporteer alleen de afspraken van één dag.
day-list-file-no-headers = Het bestand heeft geen koprij. De eerste rij moet de kolommen benoemen (voornaam, achternaam, …).
# $extension: the file's extension, e.g. pdf.
day-list-file-unknown-kind = Bestanden die eindigen op .{ $extension } kunnen niet worden gelezen. Exporteer de lijst als CSV, XLSX, XLS of ODS.
# $line: the line of the file.
day-list-file-bad-line = Regel { $line } van het bestand kan niet worden gelezen. Controleer of het bestand een CSV-export is.
day-list-file-bad-spreadsheet = De spreadsheet kan niet worden gelezen. Open ze in Excel of LibreOffice en sla ze opnieuw op, of exporteer ze als CSV.
day-list-file-not-text = Dit bestand is geen lijst: het is geen tekst (het bevat bytes die geen tekstbestand heeft). Exporteer de afspraken uit uw agenda als CSV of als spreadsheet, en open dat bestand.
day-list-file-part-too-large = De spreadsheet bevat veel meer dan een daglijst: een van de onderdelen wordt uitgepakt groter dan { $megabytes } MB. Exporteer alleen de afspraken van één dag, als CSV of als nieuwe spreadsheet.
day-list-file-too-many-cells = Het blad beslaat meer dan { $max } cellen als de herhaalde rijen en kolommen worden meegeteld. Verwijder de cellen ver onder of rechts van de lijst, of exporteer alleen de afspraken van één dag.
day-list-file-reading-stopped = Het lezen van het bestand is gestopt. Er is niets van bewaard.
day-list-file-excel-binary = Dit is een binaire Excel-werkmap (.xlsb), die Intake Desk niet leest. Open ze in Excel en sla ze op als ‘Excel-werkmap (.xlsx)’ of als CSV, en open dan dat bestand.
day-list-file-cage-memory = Dit bestand kon niet veilig worden gelezen: het vraagt veel meer geheugen dan een daglijst nodig heeft. Exporteer alleen de afspraken van één dag, als CSV of als nieuwe spreadsheet.
day-list-file-cage-time = Dit bestand kon niet veilig worden gelezen: het lezen duurde veel langer dan een daglijst ooit duurt. Exporteer alleen de afspraken van één dag, als CSV of als nieuwe spreadsheet.
day-list-file-cage-ended = Dit bestand kon niet veilig worden gelezen: het lezen stopte er onverwacht op. Exporteer de lijst opnieuw, als CSV of als nieuwe spreadsheet.
day-list-file-cage-answer-too-large = Dit bestand kon niet veilig worden gelezen: het bevat veel meer dan een daglijst. Exporteer alleen de afspraken van één dag.
day-list-file-cage-answer-damaged = Dit bestand kon niet veilig worden gelezen: het antwoord van de lezer was beschadigd. Probeer het opnieuw; gebeurt het weer, exporteer de lijst dan als CSV.
day-list-file-cage-not-started = Het bestand kon niet worden gelezen: Intake Desk kon zijn veilige lezer niet starten. Sluit Intake Desk en start het opnieuw; gebeurt het weer, installeer het dan opnieuw.
day-list-cell-too-long = de cel in het bestand bevat { $chars } tekens, meer dan de { $max } die een cel van een lijst mag bevatten. Typ de waarde hier, of verbeter ze in het bestand.
day-list-stop-reading = Stoppen met lezen
day-list-file-no-sheet = De spreadsheet heeft geen werkblad met gegevens.
day-list-journal-failed = De lijst kon niet op deze computer worden bewaard en is dus niet verstuurd (er is niets verstuurd). Controleer de gegevensmap in ‘Over Intake Desk’ en probeer het dan opnieuw.
day-list-encoding-utf8 = UTF-8
day-list-encoding-utf8-bom = UTF-8 met byte-order-mark
day-list-encoding-windows-1252 = Windows-1252 (West-Europees)
day-list-encoding-utf16 = UTF-16 (Unicode-tekst)
day-list-delimiter-comma = komma’s
day-list-delimiter-semicolon = puntkomma’s
day-list-delimiter-tab = tabs
# $file: the file's name; $encoding: its character encoding; $delimiter: what separates its columns.
day-list-read-csv = { $file }: CSV, kolommen gescheiden door { $delimiter }, gelezen als { $encoding }.
# $file: the list's file name.
day-list-file-name = Bestand: { $file }
# $file: the file's name; $sheet: the sheet read.
day-list-read-sheet = Bestand: { $file }, werkblad ‘{ $sheet }’
day-list-mapping-remembered = De kolommen zijn gekoppeld zoals u eerder bevestigde voor een bestand met deze kolommen. Controleer ze.
day-list-mapping-guessed = De kolommen zijn gekoppeld op basis van hun naam. Controleer ze: elk veld neemt de kolom die hier gekozen is.
day-list-field-channel = Kanaal (e-mail of sms)
day-list-field-appointment = Afspraak (datum en uur)
day-list-not-in-file = Niet in het bestand
# $shown: rows shown; $count: rows in the file.
day-list-preview = De eerste { $shown } van { $count } rijen
day-list-column-field = Veld
day-list-column-in-file = Kolom in het bestand
# $line: the row's number in the file, as a spreadsheet shows it.
day-list-row-in-file = Rij { $line }
# $columns: the file's columns no field takes, by their names.
day-list-columns-not-used = Kolommen die niet gebruikt worden: { $columns }.
day-list-check-rows = De rijen controleren
day-list-choose-another = Een ander bestand kiezen
day-list-back-to-mapping = De kolommen aanpassen
# $rows: rows in the file; $ready: rows that can be sent; $problems: rows with a problem; $excluded: rows left out; $waiting: rows whose patient is being looked up.
day-list-summary = { $rows ->
    [one] 1 rij
   *[other] { $rows } rijen
}: { $ready } klaar, { $problems } met een probleem (niet verstuurd), { $excluded } weggelaten{ $waiting ->
    [0] {""}
   *[other] , { $waiting } worden nagegaan
}.
day-list-channel = Uitnodigen via
day-list-channel-hint = Rijen waarvoor het bestand een kanaal opgeeft, behouden dat kanaal.
day-list-concurrency = Uitnodigingen die tegelijk vertrekken
day-list-concurrency-hint = Meer gaat sneller. Is de dienst druk, dan wacht Intake Desk vanzelf.
day-list-advanced = Geavanceerd
day-list-channel-not-allowed = Uw IT-afdeling staat geen uitnodigingen via dit kanaal toe.
# $count: the new patients whose sex the file does not give.
day-list-sex-missing = { $count ->
    [one] Geslacht ontbreekt voor 1 nieuwe patiënt: kies het hieronder.
   *[other] Geslacht ontbreekt voor { $count } nieuwe patiënten: kies het per rij of voor allemaal.
}
# $count: the patients whose sex the file does not give, not all of them looked up.
day-list-sex-missing-unchecked = { $count ->
    [one] Geslacht ontbreekt voor 1 patiënt: kies het hieronder.
   *[other] Geslacht ontbreekt voor { $count } patiënten: kies het per rij of voor allemaal.
} Of ze al in het dossier staan, kon niet worden nagegaan: wie er al in staat, behoudt het geslacht uit het dossier.
# $count: the patients whose sex was chosen on the list.
day-list-sex-all-chosen = { $count ->
    [one] Geslacht hier gekozen voor 1 nieuwe patiënt zonder geslacht in het bestand (te wijzigen op de rij).
   *[other] Geslacht hier gekozen voor { $count } nieuwe patiënten zonder geslacht in het bestand (per rij te wijzigen).
}
# $count: patients on record whose sex the file does not give.
day-list-sex-kept-on-record = { $count ->
    [one] 1 patiënt van de lijst staat al in het dossier en behoudt het geslacht uit het dossier.
   *[other] { $count } patiënten van de lijst staan al in het dossier en behouden het geslacht uit het dossier.
}
progress-checking-on-record = Nagaan welke patiënten al in het dossier staan…
day-list-row-checking-on-record = Nagaan of de patiënt al in het dossier staat…
day-list-sex-not-in-file = niet in het bestand: kies het hierboven, voor deze rij of voor allemaal.
# $count: the patients asked about.
day-list-sex-for-all = Voor alle { $count }:
# $sex: female or male, as the patient form says it; $count: the patients asked about.
day-list-sex-for-all-named = { $sex } voor alle { $count }
# $chosen: patients with a sex chosen; $count: the patients asked about.
day-list-sex-chosen = Gekozen: { $chosen } van { $count }
# $name: the patient's name; $line: the row's number in the file.
day-list-sex-row = { $name }, rij { $line } in het bestand
# $sex: female or male; $row: the patient and their row (day-list-sex-row).
day-list-sex-row-named = { $sex }: { $row }
day-list-sex-choice = Geslacht:
# $line: the earlier row with the same reference.
day-list-reference-repeated = Dezelfde referentie staat al op rij { $line } van het bestand: elke patiënt wordt één keer uitgenodigd.
# $count: the invitations that will be sent.
day-list-send = { $count ->
    [one] 1 uitnodiging versturen
   *[other] { $count } uitnodigingen versturen
}
day-list-column-send = Versturen
day-list-column-reference = Referentie
day-list-only-problems = Alleen rijen met een probleem
# $first: the first patient's row in the file.
day-list-rows-are-the-file-s = Rijnummers zoals in uw spreadsheet: de eerste patiënt staat op rij { $first }, onder de koprij.
day-list-column-line = Rij
day-list-column-patient = Patiënt
day-list-column-channel = Kanaal
day-list-column-problems = Controle
day-list-column-fix = Wijzigen
day-list-column-result = Resultaat
day-list-column-reason = Waarom
day-list-column-survey = Vragenlijst
# $line: the row's number in the file, as a spreadsheet shows it; $name: the patient's name.
day-list-send-row-named = Rij { $line } in het bestand versturen: { $name }
day-list-left-out = Weggelaten
day-list-row-ready = Klaar
day-list-row-cannot-go = Niet verstuurd zolang de rij een probleem heeft: zie Controle.
day-list-fix = Wijzigen
# $line: the row's number in the file, as a spreadsheet shows it; $name: the patient's name.
day-list-fix-named = Rij { $line } in het bestand wijzigen: { $name }
# $line: the row's number in the file, as a spreadsheet shows it.
day-list-fix-title = Rij { $line } in het bestand
day-list-fix-done = Klaar
# $count: the invitations that will be sent.
day-list-confirm-title = { $count ->
    [one] 1 uitnodiging versturen?
   *[other] { $count } uitnodigingen versturen?
}
# $email: invitations by e-mail; $sms: invitations by SMS.
day-list-confirm-channels = { $email } per e-mail, { $sms } per sms.
# $problems: rows with a problem; $excluded: rows left out.
day-list-confirm-held-back = Niet verstuurd: { $problems } met een probleem, { $excluded } weggelaten.
day-list-confirm-never-twice = Elke patiënt wordt één keer uitgenodigd. Stopt Intake Desk halverwege, dan wordt de lijst opnieuw aangeboden en gaat het versturen verder waar het gestopt was.
# $count: the invitations that will be sent.
day-list-confirm-send = { $count ->
    [one] Ja, 1 uitnodiging versturen
   *[other] Ja, { $count } uitnodigingen versturen
}
day-list-confirm-back = Terug naar de lijst
# $done: rows finished; $total: rows in the batch.
day-list-progress = { $done } van { $total }
# $sent, $skipped, $failed, $remaining: rows by where they stand.
day-list-counts = Verstuurd { $sent } · Bewust niet verstuurd { $skipped } · Mislukt { $failed }{ $unknown ->
    [0] {""}
   *[other] {" "}· Onbekend { $unknown }
} · Resterend { $remaining }
# $minutes: the minutes left.
day-list-time-left = { $minutes ->
    [one] Nog ongeveer 1 minuut
   *[other] Nog ongeveer { $minutes } minuten
}
day-list-time-left-unknown = De resterende tijd berekenen…
day-list-stopping = Bezig met stoppen: de uitnodigingen die nu worden verstuurd, worden eerst afgerond…
day-list-pause = Pauzeren
day-list-cancel = De rest annuleren
day-list-resume = Versturen hervatten
# $remaining: rows not sent yet.
day-list-paused = Gepauzeerd: { $remaining } nog niet verstuurd.
# $sent: invitations sent; $remaining: rows not sent.
day-list-ended-cancelled = Geannuleerd: { $sent } verstuurd, { $remaining } niet verstuurd en die worden ook niet meer verstuurd{ $unknown ->
    [0] {""}
   *[other] , { $unknown } onbekend (er kwam geen antwoord en de dienst kon nog niet worden nagevraagd: zie hieronder)
}.
day-list-ended-unknown = { $sent } verstuurd; { $unknown } onbekend: misschien verstuurd (er kwam geen antwoord en de dienst kon nog niet worden nagevraagd). Dat gebeurt eerst, voordat er iets opnieuw wordt verstuurd.
day-list-ask-again = Opnieuw nagaan bij de dienst
day-list-ended-problem = Het versturen is vóór het einde gestopt (zie de details). Wat als verstuurd staat, is verstuurd; de lijst wordt opnieuw aangeboden om de rest te versturen.
# $sent: invitations sent; $problems: rows not sent.
day-list-ended-with-problems = { $sent } verstuurd; { $problems } niet verstuurd (zie hieronder waarom).
# $sent: invitations sent.
day-list-ended-all-sent = { $sent ->
    [one] De uitnodiging is verstuurd.
   *[other] Alle { $sent } uitnodigingen zijn verstuurd.
}
# $count: rows to send again.
day-list-send-again = { $count ->
    [one] 1 opnieuw versturen
   *[other] { $count } opnieuw versturen
}
day-list-export = De resultaten exporteren…
day-list-new = Nieuwe lijst
day-list-result-sent = Verstuurd
day-list-result-skipped = Niet verstuurd
day-list-result-failed = Mislukt
day-list-result-not-sent = Nog niet verstuurd
day-list-result-sending = Bezig met versturen…
day-list-result-unknown = Onbekend
day-list-result-unknown-why = Misschien verstuurd: er kwam geen antwoord en de dienst kon nog niet worden nagevraagd. Dat gebeurt eerst, voordat er iets opnieuw wordt verstuurd.
day-list-details-differ = De gegevens verschillen van die in het dossier van de patiënt: niet bijgewerkt, niet verstuurd.
day-list-row-invalid = De gegevens van de rij zijn niet geldig.
# $field: the field; $on_record: its value on record; $in_file: its value in the file.
day-list-difference = { $field }: ‘{ $on_record }’ in het dossier, ‘{ $in_file }’ in het bestand
# $count: fields that differ.
day-list-differs-in = { $count ->
    [one] 1 veld verschilt
   *[other] { $count } velden verschillen
}
day-list-update-and-send = Het dossier bijwerken en versturen
day-list-replace-title = Het neergezette bestand openen?
day-list-replace-why = U werkt aan { $current }. Als u in plaats daarvan { $new } opent, verlaat u die lijst: de gekozen kolommen, de rijen die u verbeterde of wegliet en de resultaten op het scherm. Wat al verstuurd is, blijft verstuurd.
day-list-replace-open = { $new } openen
day-list-replace-keep = Verder werken aan deze lijst
day-list-send-anyway = Toch versturen
day-list-send-anyway-named = Toch versturen naar { $name }: { $why }
day-list-recently-invited = Vandaag om { $time } al uitgenodigd (vanaf deze of een andere balie): niet opnieuw verstuurd.
day-list-sent-at-another-desk = Verstuurd door { $desk } om { $time }, voor de hele kliniek: niet opnieuw verstuurd.
day-list-journal-away = De databank van de kliniek is niet bereikbaar: het versturen is gepauzeerd en er vertrekt niets tot ze terug is. Daarna gaat de lijst vanzelf verder.
day-list-stopped-not-signed-in = U bent niet aangemeld: meld u aan om de lijst te versturen.
day-list-stopped-no-journal = De lijst kan niet worden verstuurd: de gegevensmap van deze werkpost is niet bruikbaar, dus de lijst zou na een probleem niet kunnen worden hervat en misschien twee keer worden verstuurd.
day-list-stopped-clinic-database-away = De databank van de kliniek is niet bereikbaar, dus de lijst wordt niet verstuurd: er vertrok niets dat niet als verstuurd getoond wordt. Kies „Versturen hervatten” zodra de databank terug is: de lijst gaat verder waar ze stopte.
day-list-stopped-other-session = Deze lijst is gemaakt op { $place } en wordt alleen daar verstuurd. Meld u daar aan om ze te versturen, of sluit ze.
day-list-stopped-session-not-noted = Deze lijst is gemaakt met een oudere versie van Intake Desk, die niet bijhield waar. Sluit ze en open het bestand opnieuw.
day-list-stopped-elsewhere = Deze lijst wordt in een ander venster van Intake Desk verstuurd. De voortgang staat daar.
day-list-stopped-session-ended = Het versturen is gestopt omdat u zich hebt afgemeld of elders hebt verbonden. Er is niets meer verstuurd; de rest wordt verstuurd wanneer u zich opnieuw aanmeldt op { $place }.
# $name: the patient's name; $differences: what differs.
day-list-update-named = Het dossier van { $name } bijwerken en versturen: { $differences }
day-list-save-results-title = De resultaten van de lijst opslaan
day-list-csv-file-kind = CSV-bestand
day-list-results-file-name = Verstuurde uitnodigingen
progress-saving-results = De resultaten opslaan…
# $path: where the file was written.
day-list-results-saved = De resultaten zijn opgeslagen in { $path }.
# $file: the list's file name; $when: when it was started.
day-list-unfinished = De daglijst { $file } (gestart op { $when }) is niet afgewerkt.
day-list-unfinished-why = Bij het hervatten wordt alleen verstuurd wat nog niet verstuurd is; een uitnodiging waarop nooit een antwoord kwam, wordt eerst bij de dienst nagevraagd.
# $file: the list's file name.
day-list-resume-named = Het versturen van { $file } hervatten
day-list-close-unfinished = Hier stoppen
# $file: the list's file name.
day-list-close-unfinished-named = Het versturen van { $file } stoppen: wat niet verstuurd is, wordt ook niet meer verstuurd
today-title = Vandaag verstuurd vanaf deze werkplek
# $date: the day shown.
today-title-on = Verstuurd vanaf deze werkplek op { $date }
today-title-clinic = Vandaag verstuurd vanuit deze kliniek
today-title-clinic-on = Verstuurd vanuit deze kliniek op { $date }
today-column-desk = Werkplek
desks-filter = Werkplekken
desks-all = Alle werkplekken
desks-this = Deze werkplek
desks-this-one = Deze werkplek
today-back-to-today = Terug naar vandaag
today-other-day = Andere dag…
today-other-day-hint = Toon wat op een andere dag werd verstuurd
today-refresh = Statussen vernieuwen
refresh-why-nothing-listed = Niets te vernieuwen: hier staat nog geen uitnodiging.
refresh-why-not-connected = Daarvoor is een verbinding met de dienst nodig (rechtsboven).
progress-refreshing-statuses = De statussen vernieuwen…
today-journal-unreadable = De daglijsten konden niet van deze computer worden gelezen; alleen afzonderlijk verstuurde vragenlijsten worden getoond.
today-clinic-database-away = De databank van de kliniek is niet bereikbaar: de lijsten van de werkplekken van de kliniek worden niet getoond, alleen de losse vragenlijsten die deze werkplek verstuurde.
today-nothing-sent = Op deze dag is er niets verstuurd vanaf deze werkplek.
today-nothing-sent-today = Vandaag is er nog niets verstuurd vanaf deze werkplek.
# $count: invitations shown.
today-count = { $count ->
    [one] 1 vragenlijst. Vragenlijsten met waarschuwingen komen bovenaan zodra de statussen zijn vernieuwd.
   *[other] { $count } vragenlijsten. Vragenlijsten met waarschuwingen komen bovenaan zodra de statussen zijn vernieuwd.
}
today-column-time = Tijd
today-column-status = Status
today-patient-single-survey = Vragenlijst verstuurd vanaf de pagina van een patiënt
today-link-only = Alleen link
today-status-not-checked = Nog niet gecontroleerd
today-status-failed = Kon niet worden gecontroleerd
# $count: the survey's alerts.
today-alerts = { $count ->
    [one] 1 waarschuwing
   *[other] { $count } waarschuwingen
}

## End

## Closing the window with typing that could not be saved (issue 27)
local-drafts-saved-again = Wat u typte, is weer op deze computer bewaard.
draft-not-saved = Dit formulier is nog niet op deze computer bewaard.
draft-not-saved-retrying = Intake Desk blijft het op de achtergrond proberen. Wat u typte, blijft hier staan zolang het venster open is; als u het venster sluit, wordt u gevraagd wat ermee moet gebeuren.
closing-title = Intake Desk sluiten?
closing-saving = Wat u typte, wordt bewaard…
closing-not-saved = { $forms ->
        [one] Wat u in één formulier typte, kon niet op deze computer worden bewaard.
       *[other] Wat u in { $forms } formulieren typte, kon niet op deze computer worden bewaard.
    }
closing-keep-open = Venster open laten
closing-save-to-file = Wat ik typte in een bestand bewaren…
closing-lose = Sluiten en wat ik typte verliezen
closing-file-name = Intake Desk - niet bewaard
closing-file-intro = Wat in Intake Desk werd getypt en niet op deze computer kon worden bewaard. Typ het opnieuw in Intake Desk, of geef dit bestand aan uw IT-afdeling. Verwijder het als het niet meer nodig is: het bevat patiëntgegevens.
closing-save-dialog-title = Bewaren wat u typte
closing-text-file-kind = Tekstbestand
progress-saving-typing = Wat u typte, wordt in het bestand bewaard…

## Follow-up and reminders (issue 31)
home-follow-up = Opvolging
follow-up-reminders-title = Herinneringen
follow-up-title = Opvolging
follow-up-intro = Wie de uitnodigingen die vanaf deze werkplek zijn verstuurd, heeft beantwoord en wie nog niet. De statussen worden alleen opgehaald wanneer u ze vernieuwt.
follow-up-intro-clinic = Wie de uitnodigingen die vanaf alle werkplekken van deze praktijk zijn verstuurd, heeft beantwoord en wie nog niet. De statussen worden alleen opgehaald wanneer u ze vernieuwt.
follow-up-period = Verstuurd
# $days: how many days back the view looks.
follow-up-days = { $days ->
    [one] vandaag
   *[other] in de afgelopen { $days } dagen
}
# $days: how many days back the view looks.
follow-up-nothing-sent = { $days ->
    [one] Er is vandaag niets verstuurd vanaf deze werkplek.
   *[other] Er is de afgelopen { $days } dagen niets verstuurd vanaf deze werkplek.
}
follow-up-filter-day = Dag
follow-up-filter-channel = Kanaal
follow-up-filter-status = Status
follow-up-any-day = Alle dagen
# $date: a day.
follow-up-sent-on = Verstuurd op { $date }
# $date: a day.
follow-up-appointment-on = Afspraak op { $date }
follow-up-any-channel = E-mail en sms
follow-up-any-status = Alle statussen
follow-up-show-all = Alles tonen
# $shown: invitations shown; $answered: of them answered; $alerts: answered with alerts; $waiting: not answered yet; $started: begun, not finished; $ended: expired or closed; $unknown: status not known.
follow-up-summary = { $shown ->
    [one] 1 uitnodiging
   *[other] { $shown } uitnodigingen
}: { $answered } beantwoord ({ $alerts } met waarschuwingen), { $waiting } nog niet beantwoord, { $started } nog bezig, { $ended } verlopen of afgesloten, { $unknown } niet gecontroleerd.
follow-up-list = Uitnodigingen
follow-up-column-sent = Verstuurd
follow-up-column-appointment = Afspraak
follow-up-column-reminders = Herinneringen
follow-up-no-appointment = —
follow-up-no-reminders = Geen
# $count: reminders sent; $date: the last one's day.
follow-up-reminders = { $count ->
    [one] 1, op { $date }
   *[other] { $count }, laatste op { $date }
}
follow-up-group-alerts = Beantwoord, met waarschuwingen
follow-up-group-answered = Beantwoord
follow-up-group-started = Bezig met antwoorden, niet klaar
follow-up-group-not-answered = Nog niet beantwoord
follow-up-group-ended = Verlopen of afgesloten
follow-up-group-not-known = Niet gecontroleerd
# $count: the alerts of the answered survey.
follow-up-answered-alerts = { $count ->
    [one] Beantwoord, 1 waarschuwing
   *[other] Beantwoord, { $count } waarschuwingen
}
follow-up-remind-by = Herinnering via
follow-up-own-channel = Kanaal van de uitnodiging
# $count: the patients shown a reminder may go to now.
follow-up-remind-shown = { $count ->
    [0] Geen van de getoonde patiënten kan nu een herinnering krijgen
    [one] Herinnering versturen naar de getoonde patiënt zonder antwoord
   *[other] Herinnering versturen naar de { $count } getoonde patiënten zonder antwoord
}
# $count: invitations whose status was not fetched.
follow-up-refresh-first = { $count ->
    [one] 1 uitnodiging is niet gecontroleerd: vernieuw de statussen om te weten of ze beantwoord is.
   *[other] { $count } uitnodigingen zijn niet gecontroleerd: vernieuw de statussen om te weten of ze beantwoord zijn.
}
follow-up-reading-older = De nieuwste { $shown } uitnodigingen worden getoond; de oudere van de periode worden gelezen…
follow-up-why-reading-older = Even geduld: de oudere uitnodigingen van de periode worden nog gelezen.
follow-up-rules = Regels voor herinneringen
follow-up-rules-locked = Ingesteld door uw IT-afdeling.
follow-up-rules-max = Herinneringen per uitnodiging, hoogstens
follow-up-rules-days = Dagen tussen herinneringen, minstens
# $from, $until: the quiet hours, e.g. 20:00 and 08:00.
follow-up-rules-fixed = Nooit naar een patiënt die heeft geantwoord of bezig is met antwoorden, nooit na de afspraak, en niet tussen { $from } en { $until } tenzij u het bevestigt.
# $count: reminders about to be sent.
follow-up-confirm-title = { $count ->
    [one] 1 herinnering versturen?
   *[other] { $count } herinneringen versturen?
}
follow-up-confirm-own-channel = Elke patiënt krijgt de herinnering langs dezelfde weg als de uitnodiging: per e-mail of per sms.
# $channel: e-mail or SMS.
follow-up-confirm-channel = Elke patiënt krijgt de herinnering via { $channel }.
follow-up-confirm-checked = Vlak voordat elke herinnering wordt verstuurd, wordt het opnieuw nagevraagd bij de dienst: een patiënt die intussen is beginnen antwoorden, krijgt geen herinnering.
follow-up-confirm-replaces = Een herinnering is een nieuwe uitnodiging met een nieuwe link; de opvolging toont ze in plaats van de vorige.
# $time: the time of day now.
follow-up-confirm-quiet = Het is { $time }: patiënten krijgen dit ’s avonds of ’s nachts.
# $count: reminders about to be sent.
follow-up-confirm-send = { $count ->
    [one] 1 herinnering versturen
   *[other] { $count } herinneringen versturen
}
# $count: reminders about to be sent.
follow-up-confirm-send-anyway = { $count ->
    [one] Toch nu 1 herinnering versturen
   *[other] Toch nu { $count } herinneringen versturen
}
follow-up-batch-running = Er wordt een lijst verstuurd. Herinneringen kunnen worden verstuurd zodra dat klaar is.
follow-up-nobody-to-remind = Geen van de getoonde patiënten kan nu een herinnering krijgen: ze hebben geantwoord, al hun herinneringen gekregen, te kort geleden een herinnering gekregen, of hun afspraak is voorbij.
# $date: today.
follow-up-batch-name = Herinneringen van { $date }
follow-up-skipped-answered = Geen herinnering: de patiënt heeft geantwoord of is bezig met antwoorden.
follow-up-skipped-no-more = Geen herinnering: het maximum aantal herinneringen voor deze uitnodiging is bereikt.
follow-up-skipped-too-soon = Geen herinnering: de patiënt kreeg te kort geleden een uitnodiging of herinnering.
follow-up-skipped-appointment-passed = Geen herinnering: de afspraak is voorbij.
follow-up-skipped-quiet-hours = Geen herinnering: het is avond of nacht, en dit werd niet bevestigd.
# $time: when the reminder was sent.
survey-replaced-by-reminder = Vervangen door de herinnering van { $time }: de patiënt kreeg een nieuwe link.
survey-open-reminder = Herinnering openen
survey-send-reminder = Herinnering versturen
survey-send-reminder-hint = Een nieuwe uitnodiging via hetzelfde kanaal, eerst bevestigd; niet verstuurd als de patiënt intussen heeft geantwoord.
survey-no-reminder-now = Er kan nu geen herinnering worden verstuurd: de patiënt heeft geantwoord, kreeg al zijn herinneringen, werd te kort geleden herinnerd, of de afspraak is voorbij.
# $count: reminders sent for this invitation.
survey-reminders-sent = { $count ->
    [one] 1 herinnering verstuurd
   *[other] { $count } herinneringen verstuurd
}
# $count: answered surveys shown that are not filed yet.
follow-up-file-answered = { $count ->
    [0] Geen beantwoorde vragenlijst om te klasseren
    [one] De 1 beantwoorde vragenlijst klasseren
   *[other] De { $count } beantwoorde vragenlijsten klasseren
}
# $folder: where answered surveys are filed.
follow-up-filing-into = in { $folder }
follow-up-filing-no-folder = Kies een map onder ‘Beantwoorde vragenlijsten klasseren’ om ze te klasseren.
follow-up-filing = Beantwoorde vragenlijsten klasseren
follow-up-filing-intro = De pdf-samenvatting van elke beantwoorde vragenlijst wordt één keer bewaard in de map waaruit uw dossiersysteem importeert. Een bestand dat er al staat, wordt nooit vervangen.
follow-up-filing-folder = Map
follow-up-filing-template = Bestandsnamen
follow-up-filing-fhir-system = FHIR-identificatiesysteem
# $names: the placeholders a file name may hold.
follow-up-filing-placeholders = Een bestandsnaam kan bevatten: { $names }
follow-up-filing-fhir-hint = Met een identificatiesysteem (de URI die uw dossiersysteem voor uw patiëntnummers gebruikt) worden de antwoorden ook als FHIR R4-bestanden naast elke pdf geschreven.
progress-filing = De beantwoorde vragenlijsten worden geklasseerd…
# $count: surveys filed; $folder: where.
follow-up-filing-done = { $count ->
    [0] Niets nieuws om te klasseren: elke getoonde beantwoorde vragenlijst is al geklasseerd.
    [one] 1 beantwoorde vragenlijst werd geklasseerd in { $folder }.
   *[other] { $count } beantwoorde vragenlijsten werden geklasseerd in { $folder }.
}
# $failed: surveys that could not be filed; $filed: those that were.
follow-up-filing-failed = { $failed ->
    [one] 1 beantwoorde vragenlijst kon niet worden geklasseerd ({ $filed } geklasseerd). Controleer of de map bestaat en beschrijfbaar is, en probeer opnieuw.
   *[other] { $failed } beantwoorde vragenlijsten konden niet worden geklasseerd ({ $filed } geklasseerd). Controleer of de map bestaat en beschrijfbaar is, en probeer opnieuw.
}
# $status: the answer's status, e.g. "Answered".
follow-up-status-filed = { $status }, geklasseerd
# $who: the patient's reference; $why: what went wrong.
follow-up-not-filed = Niet geklasseerd: { $who }. { $why }
follow-up-filing-no-journal = De databank van de kliniek is niet bereikbaar, dus er is niets gearchiveerd: een andere balie zou dezelfde antwoorden kunnen archiveren. Archiveer opnieuw zodra ze terug is.
follow-up-filing-no-journal-here = Er is niets gearchiveerd: de lijst van wat gearchiveerd is, in de gegevensmap van deze computer, is niet bruikbaar. Het logboek zegt waarom.

## Reading the Belgian eID card (issue 32)
patient-read-eid = eID lezen
patient-read-eid-hint = Vult de namen, de geboortedatum en het geslacht in vanaf de Belgische eID-kaart in de kaartlezer. Er wordt niets verstuurd: controleer het formulier en bewaar dan.
progress-reading-eid = De eID-kaart wordt gelezen…
eid-read-done = Gelezen van de eID-kaart: controleer de gegevens voor u verdergaat.
# $year: the year of birth, the only part of the date the card gives.
eid-read-year-only = Gelezen van de eID-kaart. De kaart geeft alleen het geboortejaar ({ $year }): typ de geboortedatum zoals de patiënt die opgeeft.
eid-problem-no-service = De chipkaartdienst van deze computer is niet geïnstalleerd of draait niet. Vraag uw IT-afdeling de software van de kaartlezer te installeren.
eid-problem-no-reader = Er is geen kaartlezer aangesloten op deze computer.
eid-problem-no-card = Er zit geen kaart in de lezer. Steek de eID-kaart erin, chip eerst, en probeer opnieuw.
eid-problem-not-an-eid = De kaart in de lezer is geen Belgische eID-kaart.
eid-problem-removed = De kaart werd uit de lezer gehaald (of antwoordde niet meer) tijdens het lezen. Steek ze terug en probeer opnieuw.
eid-problem-in-use = De kaartlezer wordt door een ander programma gebruikt. Sluit het kaartvenster van dat programma en probeer opnieuw.
# $seconds: how long the app waited.
eid-problem-timed-out = De kaart antwoordde niet binnen { $seconds } seconden. Haal ze eruit, steek ze terug en probeer opnieuw.
eid-problem-reader = De kaartlezer kon de kaart niet lezen. Haal ze eruit, steek ze terug en probeer opnieuw.
