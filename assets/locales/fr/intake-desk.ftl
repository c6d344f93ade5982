# Intake Desk — Français (vouvoiement ; vocabulaire d'un accueil de clinique belge ou luxembourgeoise).

## Languages and formats

settings-language = Langue
date-typing-hint = JJ/MM/AAAA
date-long = { $day } { $month } { $year }
month-1 = janvier
month-2 = février
month-3 = mars
month-4 = avril
month-5 = mai
month-6 = juin
month-7 = juillet
month-8 = août
month-9 = septembre
month-10 = octobre
month-11 = novembre
month-12 = décembre
weekday-short-1 = lu
weekday-short-2 = ma
weekday-short-3 = me
weekday-short-4 = je
weekday-short-5 = ve
weekday-short-6 = sa
weekday-short-7 = di
minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
hours = { $count ->
    [one] { $count } heure
   *[other] { $count } heures
}
pseudo-length-sample = L'invitation a été envoyée au patient par SMS ce matin.

## Main window: side panel, home, banner, status bar, connection

## Patient: view and form

## Surveys: dialog, survey view, summary and PDF

## State: notices, progress, drafts, activity lines, privacy

## Patient field rules and their problems

## Service errors
error-kind-cannot-connect = Le service est injoignable. Vérifiez la connexion réseau ; rien n’a été envoyé.
error-kind-timed-out = Le service n’a pas répondu à temps. La demande a peut-être été traitée, peut-être pas.
error-kind-connection-lost = La connexion a été interrompue avant la réponse du service. La demande a peut-être été traitée, peut-être pas.
error-kind-unauthorized = Votre connexion a expiré ou n’a pas été acceptée. Veuillez vous reconnecter.
error-kind-forbidden = Votre compte n’est pas autorisé à faire ceci. Demandez l’accès à votre administrateur.
error-kind-not-found = Le service n’a rien trouvé avec cet identifiant.
error-kind-conflict = Le service possède déjà un enregistrement en conflit.
error-kind-validation = Le service n’a pas accepté la demande.
error-kind-rate-limited = Le service est surchargé (trop de demandes). Veuillez réessayer dans un instant.
error-kind-server-error = Le service a rencontré un problème. Veuillez réessayer dans un instant.
error-kind-unexpected-status = Le service a répondu de manière inattendue.
error-kind-decode = Le service a envoyé quelque chose qu’Intake Desk ne peut pas lire.
error-kind-invalid-address = L’adresse du service n’est pas valide.
error-kind-invalid-input = La demande ne peut pas être envoyée telle quelle.
error-kind-proxy-refused = Le proxy du réseau n’a pas laissé passer la connexion au service. Contactez le service informatique ; rien n’a été envoyé.
error-kind-proxy-auth-required = Le proxy du réseau demande sa propre authentification. Contactez le service informatique ; rien n’a été envoyé.
error-fields-rejected = Le service n’a pas accepté certaines données. Veuillez corriger les champs signalés.
error-request-rejected-said = Le service n’a pas accepté la demande : { $said }
error-not-found = { $subject ->
        [survey] Aucun questionnaire n’a été trouvé avec cet identifiant.
        [account] Aucun compte n’a été trouvé avec cet identifiant.
       *[patient] Aucun patient n’a été trouvé avec cet identifiant.
    }
error-no-patient-with-reference = Aucun patient n’a cette référence externe.
error-no-patient-with-id-or-reference = Aucun patient trouvé avec cet identifiant ou cette référence externe.
error-conflicting-record = Le service possède déjà un enregistrement en conflit : { $said }
error-already-exists = { $subject ->
        [survey] Le service possède déjà un questionnaire avec ces données.
        [account] Le service possède déjà un compte avec ces données.
       *[patient] Le service possède déjà un patient avec ces données.
    }
error-reference-taken = Un autre patient a déjà cette référence externe.
error-busy-wait = Le service est surchargé (trop de demandes). Veuillez réessayer dans { $seconds ->
        [one] une seconde
       *[other] { $seconds } secondes
    }.
error-service-problem = Le service a rencontré un problème (erreur { $status }). Veuillez réessayer dans un instant.
error-unexpected-status = Le service a répondu de manière inattendue (statut { $status }).
error-credentials-not-accepted = Le compte, le mot de passe ou le tenant n’a pas été accepté. Vérifiez-les et réessayez.
error-unreadable = Le service a envoyé quelque chose qu’Intake Desk ne peut pas lire (attendu : { $expected }).
error-expected-patient-record = un dossier patient
error-expected-new-patient-id = l’identifiant du nouveau patient
error-expected-new-survey-id = l’identifiant du nouveau questionnaire
error-expected-survey = un questionnaire
error-expected-survey-history = un historique des modifications
error-expected-survey-list = une liste de questionnaires
error-expected-plain-text-summary = un résumé en texte brut
error-expected-pdf = un document PDF
error-expected-access-token = un jeton d’accès
error-expected-answer = une réponse
error-too-large = Le service a envoyé une réponse de plus de { $megabytes } Mo ; Intake Desk a arrêté de la lire.
error-reading-interrupted = La lecture du PDF a été interrompue.
error-cannot-reach = Le service à l’adresse { $host } est injoignable. Vérifiez la connexion réseau ; rien n’a été envoyé.
error-answer-cut-off = La réponse du service a été coupée. La demande a peut-être été traitée, peut-être pas.
error-connection-setup = Intake Desk n’a pas pu établir la connexion.
error-proxy-no-answer = Le proxy du réseau { $proxy } n’a pas répondu sur le chemin vers { $host }. Vérifiez la connexion réseau ou les paramètres du proxy ; rien n’a été envoyé.
error-proxy-unreachable = Le proxy du réseau { $proxy } est injoignable sur le chemin vers { $host }. Vérifiez la connexion réseau ou les paramètres du proxy ; rien n’a été envoyé.
error-proxy-sign-in = Le proxy du réseau { $proxy } demande sa propre authentification avant de laisser passer la connexion vers { $host }. Demandez au service informatique d’autoriser { $host } pour cet ordinateur ; rien n’a été envoyé.
error-proxy-let-through-but-failed = Le proxy du réseau { $proxy } laisse passer la connexion vers { $host }, mais la connexion au service a tout de même échoué. Vérifiez la connexion réseau ; rien n’a été envoyé.
error-proxy-could-not-reach = Le proxy du réseau { $proxy } n’a pas pu joindre { $host } (erreur { $status }). Veuillez réessayer dans un instant ou contacter le service informatique ; rien n’a été envoyé.
error-proxy-refused-status = Le proxy du réseau { $proxy } n’a pas laissé passer la connexion vers { $host } (erreur { $status }). Demandez au service informatique si { $host } est autorisé pour cet ordinateur ; rien n’a été envoyé.
error-proxy-refused = Le proxy du réseau { $proxy } n’a pas laissé passer la connexion vers { $host }. Demandez au service informatique si { $host } est autorisé pour cet ordinateur ; rien n’a été envoyé.
error-proxy-not-asked = Le service à l’adresse { $host } est injoignable via le proxy du réseau { $proxy }. Vérifiez la connexion réseau ou les paramètres du proxy ; rien n’a été envoyé.
error-not-a-web-address = « { $text } » n’est pas une adresse web. Elle devrait ressembler à https://service.example.org.
error-plain-http = Le simple http:// enverrait les données des patients sans chiffrement ; il n’est autorisé que vers cet ordinateur. Utilisez https://.
error-unsupported-scheme = Les adresses commençant par { $scheme }:// ne sont pas prises en charge ; utilisez https://.
error-cannot-encode = Intake Desk n’a pas pu préparer la demande pour l’envoi.
error-empty-identifier = { $which ->
        [survey-id] L’identifiant du questionnaire est vide.
        [external-reference] La référence externe est vide.
       *[patient-id] L’identifiant du patient est vide.
    }
error-dots-only-identifier = { $which ->
        [survey-id] L’identifiant du questionnaire « { $value } » ne peut pas être recherché : il ne contient que des points.
        [external-reference] La référence externe « { $value } » ne peut pas être recherchée : elle ne contient que des points.
       *[patient-id] L’identifiant du patient « { $value } » ne peut pas être recherché : il ne contient que des points.
    }
error-missing-credentials = Saisissez le compte, le mot de passe et le tenant pour vous connecter.
error-not-signed-in = Pas encore connecté. Veuillez d’abord vous connecter.
error-cancelled = Vous avez annulé la demande alors qu’elle avait peut-être déjà été envoyée.
error-why-reference-lookup = Intake Desk n’a pas pu vérifier si un patient a déjà cette référence externe ; rien n’a donc été envoyé.
error-why-patient-update = Les données du patient n’ont pas pu être mises à jour ; le questionnaire n’a donc pas été envoyé.
error-why-survey-may-exist = Le questionnaire a peut-être été créé : vérifiez les questionnaires du patient avant de l’envoyer à nouveau.
error-why-registration-cancelled = Vous avez annulé l’enregistrement alors qu’il avait peut-être déjà été envoyé.
error-why-patient-not-created = Une vérification montre que le patient n’a pas été créé : vous pouvez envoyer à nouveau sans risque.
error-why-patient-unknown = Impossible de vérifier si le patient a été créé ({ $lookup }). Recherchez la référence externe avant d’envoyer à nouveau.
error-patient-created-after-all = { $cause } Une vérification montre que le patient a été créé. Rien n’a été envoyé deux fois.
error-save-cancelled-not-saved = L’enregistrement a été annulé et une vérification montre que les modifications n’ont pas été enregistrées. Elles sont toujours dans le formulaire.
error-save-cancelled-unknown = L’enregistrement a été annulé. Impossible de vérifier si les modifications ont été enregistrées ({ $lookup }). Rouvrez le patient avant d’enregistrer à nouveau.
error-sandbox-not-started = L’environnement de démonstration n’a pas pu démarrer : { $problem }
error-details = Détails
error-detail-status = Statut HTTP { $status }
error-detail-service-said = Le service a dit : { $said }
error-detail-field = { $field } : { $messages }
error-detail-retry-after = Réessayer après { $seconds } s
error-detail-proxy-answered = Le proxy { $proxy } a répondu { $status }
error-detail-proxy-problem = Proxy { $proxy } : { $problem }
error-detail-proxy = Proxy { $proxy }
error-detail-trace-id = Identifiant de trace { $trace }
error-detail-problem = Détail technique : { $problem }
error-detail-excerpt = La réponse commençait par : { $excerpt }

## Values from the service in words
value-gender-male = Homme
value-gender-female = Femme
value-phone-mobile = Portable
value-phone-landline = Fixe
value-phone-cordless = Sans fil
value-channel-email = e-mail
value-channel-sms = SMS
value-status-new = Nouveau
value-status-sent = Invitation envoyée
value-status-in-progress = En cours
value-status-completed = Complété
value-status-closed = Clôturé
value-status-expired = Expiré
value-status-cancelled = Annulé
value-status-none = (aucun statut)
value-change-workflow = Étape du processus
value-change-claim = Prise en charge
value-change-reminder = Rappel
value-change-none = (aucun type)
value-no-name = (sans nom)
value-unknown-user = utilisateur inconnu
value-unknown = { $raw }
value-raw = Valeur du service : { $raw }

## End
