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

signin-needs-address = Saisissez l’adresse du service.
signin-needs-token = Collez le jeton d’accès.
signin-needs-account = Saisissez le compte, le mot de passe et le tenant.

log-patient-created = Patient enregistré ({ $patient })
log-patient-updated = Données du patient modifiées ({ $patient })
log-patient-updated-fields = Données du patient modifiées ({ $patient }) : { $fields }
log-survey-created = Questionnaire créé ({ $survey })
log-survey-created-for = Questionnaire créé ({ $survey }) pour le patient { $patient }
log-invitation-sent = Invitation envoyée par { $channel } pour le questionnaire { $survey }
log-pdf-saved = PDF du questionnaire { $survey } enregistré dans { $folder }

## Patient field rules and their problems

## Service errors

## Values from the service in words

## End
