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
startup-title = { $count ->
    [one] Intake Desk a démarré avec un problème
   *[other] Intake Desk a démarré avec des problèmes
}
startup-where = Emplacement :
startup-what-to-do = Que faire : { $advice }
startup-ok = OK
startup-data-unreadable = Le dossier de données ne peut pas être lu ({ $reason }).
startup-data-is-file = Le dossier de données est un fichier, pas un dossier.
startup-data-not-created = Le dossier de données ne peut pas être créé ({ $reason }).
startup-data-unreachable = Le dossier de données est inaccessible ({ $reason }).
startup-data-not-writable = Rien ne peut être enregistré dans le dossier de données ({ $reason }).
startup-data-effect = Intake Desk fonctionne, mais ne conserve rien sur cet ordinateur pendant cette session : ni brouillons, ni journal d’activité, ni fichiers journaux, ni préférences enregistrées.
startup-data-advice = Demandez au service informatique de donner à votre compte un dossier de données dans lequel il peut écrire, ou lancez Intake Desk avec --data-dir et un dossier dans lequel vous pouvez écrire.
startup-data-shared = D’autres utilisateurs de cet ordinateur peuvent ouvrir le dossier de données.
startup-data-shared-effect = Intake Desk l’utilise tel quel. Les fichiers qu’il y conserve ne sont lisibles que par vous.
startup-data-shared-advice = Si d’autres personnes utilisent cet ordinateur, demandez au service informatique de réserver ce dossier à votre compte, ou lancez Intake Desk avec --data-dir et un dossier privé.
startup-logs-not-writable = Impossible d’écrire dans le dossier des journaux ({ $reason }).
startup-logs-is-file = Un fichier se trouve à la place du dossier des journaux.
startup-logs-not-created = Le dossier des journaux ne peut pas être créé ({ $reason }).
startup-logs-unreachable = Le dossier des journaux est inaccessible ({ $reason }).
startup-logs-effect = Intake Desk fonctionne, mais ne conserve aucun fichier journal pendant cette session.
startup-logs-advice = Renommez ou supprimez ce qui s’y trouve, ou demandez au service informatique d’autoriser votre compte à y écrire, puis relancez Intake Desk.
startup-prefs-not-created = Le fichier des préférences ne peut pas être créé ({ $reason }).
startup-prefs-not-created-effect = Intake Desk fonctionne avec ses réglages habituels et ne les enregistre pas pendant cette session.
startup-prefs-not-created-advice = Demandez au service informatique d’autoriser votre compte à écrire dans le dossier de données.
startup-prefs-unusable = Les préférences enregistrées n’ont pas pu être utilisées ({ $reason }).
startup-prefs-put-aside-effect = Intake Desk démarre avec ses réglages habituels. L’ancien fichier a été conservé sous le nom { $file }.
startup-prefs-put-aside-advice = Rien à faire, sauf si un réglage vous manque : choisissez-le à nouveau. Le service informatique peut examiner l’ancien fichier.
startup-prefs-stuck = Les préférences enregistrées n’ont pas pu être utilisées ({ $reason }) ni être mises de côté ({ $error }).
startup-prefs-stuck-effect = Intake Desk démarre avec ses réglages habituels et laisse le fichier tel quel : les réglages ne sont pas enregistrés pendant cette session.
startup-prefs-stuck-advice = Demandez au service informatique de supprimer ou de réparer le fichier, puis relancez Intake Desk.
startup-prefs-cannot-read = il ne peut pas être lu : { $reason }
startup-prefs-not-a-file = ce n’est pas un fichier
startup-prefs-too-large = il est beaucoup trop volumineux
startup-prefs-not-text = ce n’est pas du texte
startup-prefs-damaged = son contenu est endommagé
startup-io-not-allowed = votre compte n’en a pas l’autorisation
startup-io-not-found = il n’existe pas
startup-io-read-only = le disque est en lecture seule
startup-io-disk-full = le disque est plein
startup-io-not-a-folder = une partie du chemin est un fichier, pas un dossier
startup-io-already-there = autre chose s’y trouve déjà
startup-io-other = { $reason }

home-find-patient = Trouver un patient
home-search-hint = Identifiant du service ou référence externe
home-search = Rechercher
home-search-exact = Les références externes doivent correspondre exactement, majuscules et minuscules comprises.
home-search-shortcut = Raccourci : { $keys }
home-register = Enregistrer un patient
home-new-survey = Nouveau questionnaire pour un nouveau patient
home-activity-log = Journal d’activité
home-recent = Patients récents
home-recent-session-only = Cette session uniquement
home-demo-patients = Patients de démonstration
home-welcome = Bienvenue dans Intake Desk
home-sandbox-intro = Vous travaillez dans l’environnement de démonstration : un service de démonstration qui tourne sur cet ordinateur, avec des patients fictifs. Rien de ce que vous faites ici ne quitte l’ordinateur : essayez librement.
home-sandbox-try = Ouvrez l’un des patients de démonstration à gauche, recherchez { $reference } ou enregistrez un patient.
home-sandbox-real = Pour travailler avec de vrais patients, choisissez « { $connection } » en haut à droite et connectez-vous.
home-intro = Recherchez un patient par identifiant du service ou référence externe, ou enregistrez un nouveau patient.
home-keyboard = Clavier : Ctrl+F rechercher · Tab passe d’un champ à l’autre · Entrée envoie · Échap ferme une boîte de dialogue
home-drafts-kept = { $count ->
    [one] 1 formulaire n’a pas été envoyé. Il a été conservé sur cet ordinateur.
   *[other] { $count } formulaires n’ont pas été envoyés. Ils ont été conservés sur cet ordinateur.
}
home-draft-changes = des modifications d’un patient
home-draft-registration = un enregistrement de patient
home-draft-survey = un questionnaire pour un nouveau patient
home-draft-named = { $what } : { $name }
home-draft-last-changed = Dernière modification le { $when }
home-draft-restore = Restaurer
home-draft-discard = Supprimer
home-draft-restore-named = Restaurer { $draft }
home-draft-discard-named = Supprimer { $draft }
banner-not-connected = NON CONNECTÉ
banner-production = PRODUCTION { $region } — données de vrais patients
banner-acceptance = RECETTE { $region } — environnement de test, pas pour de vrais patients
banner-sandbox = DÉMONSTRATION — données fictives ; rien ne quitte cet ordinateur
banner-custom = SERVICE PERSONNALISÉ — { $address }
banner-region-eu = UE
banner-region-us = É.-U.
banner-connection = Connexion…
banner-connection-hover = Choisir l’environnement et se connecter
banner-theme = Thème
banner-theme-system = Système
banner-theme-follow-system = Suivre le système
banner-theme-light = Clair
banner-theme-dark = Sombre
banner-status-starting = Démarrage…
banner-status-connecting = Connexion en cours…
banner-status-connected = Connecté
banner-status-sign-in-needed = Connexion requise
banner-status-offline = Hors ligne — le service est injoignable
banner-token-expired = { $status } · jeton expiré
banner-token-expires-soon = { $status } · le jeton expire dans { $left } — reconnectez-vous bientôt
banner-token-valid = { $status } · jeton valable encore { $left }
connection-title = Connexion
connection-privacy = Confidentialité
connection-privacy-minutes = Masquer les données des patients après ce nombre de minutes sans activité (0 : jamais)
connection-not-connected = Non connecté.
connection-environment = Environnement : { $environment }
connection-address = Adresse : { $address }
connection-token-expires = Le jeton expire le { $time }.
connection-token-no-expiry = Le jeton n’indique pas quand il expire.
connection-sandbox-no-sign-in = L’environnement de démonstration ne demande pas de connexion.
connection-ad-hoc = Démarré avec --base-url/--token : cette connexion n’est pas enregistrée.
connection-test = Tester la connexion
connection-sign-out = Se déconnecter
connection-test-ok = Le service a répondu et a accepté la connexion.
connection-connect-to = Se connecter à
connection-env-sandbox = Environnement de démonstration (données fictives sur cet ordinateur)
connection-env-eu-acceptance = Recette UE (test)
connection-env-eu-production = Production UE
connection-env-us-production = Production É.-U.
connection-env-custom = Adresse personnalisée
connection-service-address = Adresse du service
connection-token-address = Adresse du jeton
connection-token-address-hint = celle du service si vide
connection-production-warning = La production contient des données de vrais patients.
connection-mode-account = Se connecter avec un compte
connection-mode-token = Coller un jeton d’accès
connection-account = Compte
connection-password = Mot de passe
connection-tenant = Locataire
connection-tenant-hint = identifiant du locataire
connection-healthcare-service = Service de soins
connection-optional = facultatif
connection-access-token = Jeton d’accès
connection-password-note = Le mot de passe est envoyé une seule fois pour obtenir un jeton et n’est jamais enregistré.
connection-use-sandbox = Utiliser l’environnement de démonstration
connection-sign-in = Se connecter
connection-enter-address = Saisissez l’adresse du service.
connection-paste-token = Collez le jeton d’accès.
connection-enter-account = Saisissez le compte, le mot de passe et le locataire.
connection-sign-in-again = Veuillez vous reconnecter
connection-sign-in-again-why = Votre connexion a expiré ou n’a pas été acceptée. Ce que vous avez saisi est conservé ; une fois connecté, vous pourrez l’envoyer à nouveau.
connection-close = Fermer
activity-title = Activité sur cet ordinateur
activity-intro = Patients enregistrés ou modifiés, questionnaires créés, invitations envoyées et PDF enregistrés depuis cet ordinateur. Identifiants uniquement : aucun nom ni aucune adresse n’est conservé ici.
activity-unreadable = { $count ->
    [one] 1 ligne du journal d’activité de cet ordinateur n’a pas pu être lue (endommagée) ; tout ce qui est lisible figure ci-dessous.
   *[other] { $count } lignes du journal d’activité de cet ordinateur n’ont pas pu être lues (endommagées) ; tout ce qui est lisible figure ci-dessous.
}
activity-nothing-yet = Rien pour l’instant.
activity-utc = { $time } (UTC)
app-privacy-title = Les données des patients sont masquées
app-privacy-why = Intake Desk n’a pas été utilisé depuis un moment : les données des patients sont donc masquées sur cet écran.
app-privacy-show-again = Déplacez la souris, cliquez ou appuyez sur une touche pour les afficher à nouveau.
app-qr-too-long = (le lien est trop long pour un code QR)
app-qr-name = Code QR du lien vers le questionnaire
app-already-open = Intake Desk est déjà ouvert pour cet utilisateur.
app-already-open-detail = Une seule fenêtre d’Intake Desk peut utiliser le même dossier de données à la fois, et elle n’a pas pu être mise au premier plan. Cherchez-la dans la barre des tâches ou sur un autre écran. Si vous venez de la fermer, patientez un instant et relancez Intake Desk.
app-ok = OK

activity-env-sandbox = Environnement de démonstration (données fictives)
activity-env-custom = Service personnalisé : { $address }

## Patient: view and form

## Surveys: dialog, survey view, summary and PDF

## State: notices, progress, drafts, activity lines, privacy
progress-probing = Vérification que le service répond à nouveau…
progress-fetching-pdf = Récupération du résumé PDF…
progress-saving-pdf = Enregistrement du PDF…
progress-opening-pdf = Ouverture du PDF…
progress-showing-folder = Affichage du dossier…
progress-opening-survey = Ouverture du questionnaire…
progress-loading-history = Chargement de l’historique…
progress-loading-summary = Chargement du résumé…
progress-preparing-preview = Préparation de l’aperçu…
progress-creating-survey = Création du questionnaire…
progress-updating-then-creating = Mise à jour du patient, puis création du questionnaire…
progress-checking-then-creating = Vérification de la référence externe, puis création du questionnaire…
progress-searching = Recherche…
progress-opening-patient = Ouverture du patient…
progress-loading-surveys = Chargement des questionnaires…
progress-starting-sandbox = Démarrage de l’environnement de démonstration…
progress-connecting = Connexion…
progress-signing-in = Connexion en cours…
progress-testing-connection = Test de la connexion…
progress-signing-out = Déconnexion…
progress-saving-patient = Enregistrement du patient…
progress-registering-patient = Enregistrement du nouveau patient…
progress-checking-answers = Recherche de nouvelles réponses…
progress-refreshing-survey = Actualisation du questionnaire…
progress-checking-received = Vérification de ce que le service a reçu…
progress-retrying = { $reason } Nouvel essai dans { $seconds } s (essai { $attempt }).
status-cancel = Annuler
status-cancel-what = Arrêter : { $what }
status-dismiss = Fermer
status-ready = Prêt
resend-save-patient = Enregistrer à nouveau le patient
resend-create-survey = Envoyer à nouveau le questionnaire
resend-search = Rechercher à nouveau
resend-open-patient = Ouvrir à nouveau le patient
resend-list-surveys = Recharger les questionnaires
resend-open-survey = Recharger le questionnaire
resend-load-history = Recharger l’historique
resend-load-summary = Recharger le résumé
resend-load-pdf = Récupérer à nouveau le PDF
notice-offline = Le service est injoignable. Intake Desk continue d’essayer et vous prévient dès qu’il répond à nouveau.
notice-online-again = Le service répond à nouveau.
notice-connected = Connecté.
notice-signed-out = Déconnecté. Les informations de connexion ont été effacées.
notice-pdf-saved = Le résumé PDF a été enregistré.
notice-saved-at = Enregistré dans { $path }
notice-no-save-dialog = Aucune fenêtre d’enregistrement n’a pu s’afficher sur cet ordinateur. Le PDF n’a pas été enregistré.
notice-sandbox-failed = L’environnement de démonstration n’a pas pu démarrer : { $reason }
notice-verbatim = { $text }
notice-patient-saved = Patient enregistré.
notice-patient-registered = Nouveau patient enregistré.
notice-patient-saved-despite-cancel = Vous avez annulé l’enregistrement, mais le service avait déjà enregistré les modifications.
notice-registration-cancelled-maybe-sent = Vous avez annulé l’enregistrement du patient alors qu’il avait peut-être déjà été envoyé.
notice-patient-created-after-all = { $cause } Une vérification montre que le patient a bien été créé. Rien n’a été envoyé deux fois.
token-kept-in-keyring = Votre connexion est conservée dans le trousseau du système.
token-kept-in-memory = Aucun trousseau système disponible : votre connexion reste en mémoire jusqu’à la fermeture d’Intake Desk.
local-store-unusable = Intake Desk ne peut pas conserver les brouillons ni le journal d’activité dans { $path } ({ $reason }). Tant que ce n’est pas résolu, ils ne sont conservés que tant que la fenêtre reste ouverte. Demandez à votre service informatique de vérifier que vous pouvez écrire dans ce dossier.
local-store-stopped = Intake Desk n’a pas pu écrire dans son dossier de données : le stockage local s’est arrêté.
local-write-failed = Intake Desk n’a pas pu écrire dans son dossier de données : { $reason }
local-draft-kind-patient = Un brouillon de fiche patient
local-draft-kind-survey = Un brouillon de nouveau questionnaire
local-draft-kind-other = Un brouillon
local-draft-kept-aside = { $kind } n’a pas pu être lu et a été mis de côté dans { $path }.
local-draft-kept-aside-from = { $kind } du { $when } n’a pas pu être lu et a été mis de côté dans { $path }.
local-several-problems = { $count ->
    [one] Un problème avec les données de cet ordinateur : voir les détails.
   *[other] { $count } problèmes avec les données de cet ordinateur : voir les détails.
}

## Patient field rules and their problems

## Service errors

## Values from the service in words

## End
