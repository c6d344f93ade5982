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
list-separator = {", "}
minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
hours = { $count ->
    [one] { $count } heure
   *[other] { $count } heures
}
pseudo-length-sample = L’invitation a été envoyée au patient par SMS ce matin.

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
startup-store-kept-aside = La base de données des brouillons non envoyés et de l’activité n’a pas pu être utilisée : { $reason }
startup-store-not-a-file = un dossier porte son nom.
startup-store-not-a-database = ce n’est pas une base de données (elle est endommagée ou a été tronquée).
startup-store-damaged-pages = certaines de ses parties sont endommagées.
startup-store-not-ours = elle appartient à un autre programme, ou les fichiers d’une autre base de données ont été laissés à côté.
startup-store-kept-aside-effect = Elle a été mise de côté, inchangée, à l’endroit indiqué, et une nouvelle a été créée. { $recovered ->
        [0] Aucun brouillon non envoyé n’a pu y être lu.
        [one] Un brouillon non envoyé encore lisible a été repris dans la nouvelle.
       *[other] { $recovered } brouillons non envoyés encore lisibles ont été repris dans la nouvelle.
    }
startup-store-kept-aside-advice = Vous pouvez continuer à travailler. Donnez le fichier mis de côté au service informatique ou au support s’il manque quelque chose ; supprimez-le quand il n’est plus utile.
startup-store-not-moved-effect = Elle n’a pas pu être mise de côté ({ $reason }) : les brouillons non envoyés et le journal d’activité sont gardés en mémoire pour cette session seulement.
startup-store-not-moved-advice = Demandez au service informatique de déplacer ou de réparer le fichier, puis redémarrez Intake Desk.
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
home-search-hint = Votre numéro de patient (référence externe)
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
home-demo-desks-title = Plusieurs postes
home-demo-desks = Dans un cabinet, chaque poste voit ce que les autres ont envoyé dès que votre service informatique désigne une base de données du cabinet. Essayez ici : une collègue au poste « { $desk } » envoie quelques invitations, et Aujourd’hui et Suivi indiquent quel poste a envoyé quoi.
home-demo-desks-add = Faire envoyer le poste d’une collègue
home-demo-desks-sent = { $count ->
    [one] 1 invitation du poste « { $desk } » figure dans Aujourd’hui et Suivi. Choisissez « Ce poste » au-dessus de la liste pour ne voir que les vôtres.
   *[other] { $count } invitations du poste « { $desk } » figurent dans Aujourd’hui et Suivi. Choisissez « Ce poste » au-dessus de la liste pour ne voir que les vôtres.
}
home-demo-desks-failed = Le poste de la collègue n’a pas pu envoyer ses invitations. Réessayez dans un instant.
progress-demo-colleague = Le poste d’une collègue envoie…
home-intro = Recherchez un patient par identifiant du service ou référence externe, ou enregistrez un nouveau patient.
home-keyboard = Clavier : Ctrl+F rechercher · Tab passe d’un champ à l’autre · Entrée envoie · Échap ferme une boîte de dialogue · F1 tous les raccourcis
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
banner-sandbox = ENVIRONNEMENT DE DÉMONSTRATION — données fictives ; rien ne quitte cet ordinateur
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
banner-status-demo = Démo
banner-status-sign-in-needed = Connexion requise
banner-status-offline = Hors ligne — le service est injoignable
banner-token-expired = { $status } · jeton expiré
banner-token-expires-soon = { $status } · le jeton expire dans { $left } — reconnectez-vous bientôt
banner-token-valid = { $status } · jeton valable encore { $left }
# The window's title and its name for screen readers: the app, then the screen shown.
window-title = Intake Desk — { $screen }
window-screen-home = Accueil
window-screen-patient = Patient

connection-title = Connexion
connection-privacy = Confidentialité
connection-privacy-minutes = Masquer les données des patients après ce nombre de minutes sans activité (0 : jamais)
connection-clinic-database = Base de données de la clinique
connection-clinic-database-about = Les postes de cette clinique partagent leurs listes, Aujourd’hui et Suivi par la base de données mise en place par votre service informatique. Ce poste y apparaît sous le nom « { $desk } ».
connection-clinic-sharing = Partager le travail de ce poste avec les autres postes de la clinique
connection-clinic-sharing-off = Désactivé : ce poste garde pour lui ses listes, Aujourd’hui et Suivi, et ne voit pas ceux des autres postes. Les listes envoyées entre-temps restent sur ce poste ; les questionnaires envoyés un à un sont partagés dès que vous réactivez le partage.
connection-clinic-sharing-wait = Modifiable une fois terminé l’envoi de la liste en cours, ou le classement.
clinic-sharing-off-note = Le partage avec les autres postes de la clinique est désactivé sur ce poste (Connexion…) : seuls les envois de ce poste sont affichés.
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
activity-nothing-yet = Rien pour l’instant. Enregistrer ou modifier un patient, créer un questionnaire, envoyer une invitation ou enregistrer un PDF ajoute une ligne ici.
activity-utc = { $time } (UTC)
app-privacy-title = Les données des patients sont masquées
app-privacy-why = Intake Desk n’a pas été utilisé depuis un moment : les données des patients sont donc masquées sur cet écran.
app-privacy-show-again = Déplacez la souris, cliquez ou appuyez sur une touche pour les afficher à nouveau.
app-qr-too-long = (le lien est trop long pour un code QR)
app-qr-name = Code QR du lien vers le questionnaire
app-already-open = Intake Desk est déjà ouvert pour cet utilisateur.
app-already-open-detail = Une seule fenêtre d’Intake Desk peut utiliser le même dossier de données à la fois, et elle n’a pas pu être mise au premier plan. Cherchez-la dans la barre des tâches ou sur un autre écran. Si vous venez de la fermer, patientez un instant et relancez Intake Desk.
app-window-not-drawn = Intake Desk n’a pas pu dessiner sa fenêtre.
app-window-not-drawn-detail = Aucun adaptateur graphique de cet ordinateur n’a pu la dessiner. Demandez au service informatique d’installer ou de mettre à jour le pilote d’affichage ; dans une session Bureau à distance, demandez si elle autorise l’affichage graphique. Le journal dans le dossier de données indique ce qui a été essayé.
app-window-not-opened = Intake Desk n’a pas pu ouvrir sa fenêtre.
app-window-not-opened-detail = Le bureau a refusé de lui donner une fenêtre. Déconnectez-vous puis reconnectez-vous, ou redémarrez l’ordinateur ; si cela se reproduit, contactez le service informatique en mentionnant le journal dans le dossier de données.
app-window-not-opened-detail-linux = Intake Desk a besoin d’un bureau graphique (X11 ou Wayland). Sur un serveur, lancez-le sous un écran virtuel, p. ex. `xvfb-run -a intake-desk`, ou utilisez `intake-desk sandbox` pour le service seul.
app-ok = OK

activity-env-sandbox = Environnement de démonstration (données fictives)
activity-env-custom = Service personnalisé : { $address }

app-resize-side-panel = Redimensionner le panneau latéral
# The window's regions, as a screen reader lists them to jump between.
app-panel-top = Connexion et environnement
app-panel-side = Patients
app-panel-main = Contenu principal
app-panel-status = État

shortcut-hint = Raccourci : { $keys }
shortcut-overview-title = Raccourcis clavier
shortcut-overview-close = Fermer
shortcut-search = Trouver un patient
shortcut-register = Enregistrer un patient
shortcut-new-survey-for-new-patient = Nouveau questionnaire pour un nouveau patient
shortcut-refresh = Recharger ce qui est affiché
shortcut-save-pdf = Enregistrer le résumé PDF du questionnaire
shortcut-read-eid = Lire la carte eID belge dans les données du nouveau patient
shortcut-help = Afficher ou masquer cette liste
shortcut-escape-key = Échap
shortcut-escape = Fermer la fenêtre du dessus
shortcut-enter-key = Entrée
shortcut-enter = Envoyer le formulaire en cours

key-ctrl = Ctrl
key-shift = Maj
key-alt = Alt

home-patient-lists = Listes de patients
list-position = { $index } sur { $count }

app-show-side-panel = Recherche et patients
app-hide-side-panel = Masquer la recherche et les patients
home-no-recent = Aucun patient ouvert pendant cette session. Recherchez un patient par référence externe ou identifiant du service, ou enregistrez un nouveau patient.

widgets-copy = Copier

## Patient: view and form

patient-field-first-name = Prénom
patient-field-last-name = Nom
patient-field-gender = Sexe
patient-field-birthdate = Date de naissance
patient-field-language = Langue
patient-field-email = Adresse e-mail
patient-field-phone-number = Numéro de téléphone
patient-field-phone-type = Type de téléphone
patient-field-phone-country = Pays du numéro
patient-field-external-reference = Référence externe
patient-hint-first-name = p. ex. Zoë
patient-hint-last-name = p. ex. Vermeulen
patient-hint-email = nom@exemple.be (facultatif)
patient-hint-phone = 0475 12 34 56 (facultatif)
patient-hint-reference = le numéro du patient dans votre système
patient-hint-national-number = NISS, BSN ou matricule
patient-date-accepted = Formats acceptés : JJ/MM/AAAA, JJ.MM.AAAA, JJ-MM-AAAA, AAAA-MM-JJ
patient-date-formats = JJ/MM/AAAA · JJ.MM.AAAA · JJ-MM-AAAA · AAAA-MM-JJ
patient-calendar-open = Choisir…
patient-calendar-open-hint = Choisir la date dans un calendrier
patient-calendar-previous-month = Mois précédent
patient-calendar-next-month = Mois suivant
patient-calendar-year = Année
patient-calendar-today = Aujourd’hui
patient-calendar-go-to-today = Aller à aujourd’hui
patient-calendar-close = Fermer
patient-choose = Choisir
patient-language-entry = { $own } — { $local }
patient-language-list = Langue du patient
patient-language-nl-be = Néerlandais (Belgique)
patient-language-fr-be = Français (Belgique)
patient-language-de-be = Allemand (Belgique)
patient-language-en-gb = Anglais (Royaume-Uni)
patient-language-en-us = Anglais (États-Unis)
patient-language-nl-nl = Néerlandais (Pays-Bas)
patient-language-fr-fr = Français (France)
patient-language-de-de = Allemand (Allemagne)
patient-language-es-es = Espagnol (Espagne)
patient-language-it-it = Italien (Italie)
patient-language-pl-pl = Polonais (Pologne)
patient-language-tr-tr = Turc (Turquie)
patient-country-be = Belgique
patient-country-nl = Pays-Bas
patient-country-lu = Luxembourg
patient-country-fr = France
patient-country-de = Allemagne
patient-country-gb = Royaume-Uni
patient-country-ie = Irlande
patient-country-us = États-Unis
patient-country-ca = Canada
patient-country-es = Espagne
patient-country-pt = Portugal
patient-country-it = Italie
patient-country-ch = Suisse
patient-country-at = Autriche
patient-country-pl = Pologne
patient-country-dk = Danemark
patient-country-se = Suède
patient-country-no = Norvège
patient-country-fi = Finlande
patient-country-tr = Turquie
patient-phone-country-entry = { $country } (+{ $code })
patient-phone-sent-as = Sera envoyé sous la forme { $number }
patient-problems-summary = { $count ->
    [one] 1 champ demande votre attention : { $fields }.
   *[other] { $count } champs demandent votre attention : { $fields }.
}
patient-cannot-save-yet = Enregistrement impossible pour l’instant — { $reason }
patient-register-heading = Enregistrer un patient
patient-edit-heading = Modifier le patient
patient-unsaved-changes = ● Modifications non enregistrées
patient-confirm-changes = Veuillez confirmer ces modifications :
patient-column-field = Champ
patient-column-was = Avant
patient-column-becomes = Après
patient-empty-value = (vide)
patient-another-person = Le nom et la date de naissance changent tous les deux : il s’agit apparemment d’une autre personne. Pour enregistrer une nouvelle personne, choisissez plutôt « Enregistrer un nouveau patient » ; le dossier de ce patient reste alors inchangé.
patient-save-these-changes = Enregistrer ces modifications
patient-back-to-editing = Revenir à la modification
patient-register-instead = Enregistrer un nouveau patient
patient-register-instead-hint = Ouvre un enregistrement avec ce que vous avez saisi ; ce patient n’est pas modifié
patient-duplicate-reference = Un patient a déjà cette référence externe : { $name } (né(e) le { $born }). Rien n’a été créé.
patient-duplicate-reference-no-birthdate = Un patient a déjà cette référence externe : { $name }. Rien n’a été créé.
patient-open-this-patient = Ouvrir ce patient
patient-sending = Envoi en cours…
patient-nothing-changed = Rien n’a encore été modifié.
patient-send-again = Envoyer à nouveau
patient-save-new = Enregistrer le nouveau patient
patient-review-and-save = Vérifier et enregistrer
patient-cancel = Annuler
patient-conflict-title = Quelqu’un d’autre a modifié ce patient pendant que vous le modifiiez. Rien n’a été enregistré.
patient-conflict-explanation = Comparez les versions, puis choisissez comment continuer. Vous reverrez les modifications avant d’enregistrer.
patient-column-when-began = Au début de votre modification
patient-column-on-record = Dans le dossier maintenant
patient-column-yours = Votre version
patient-keep-mine = Appliquer mes modifications à leur version
patient-keep-mine-hint = Part du dossier tel qu’il est maintenant et applique les champs que vous avez modifiés ; lorsqu’un champ a été modifié des deux côtés, votre valeur est conservée
patient-use-theirs = Utiliser leur version
patient-use-theirs-hint = Abandonne vos modifications
patient-switch-registration-title = Abandonner l’enregistrement saisi ?
patient-switch-changes-title = Abandonner vos modifications non enregistrées ?
patient-switch-registration-body = Vous avez commencé à enregistrer { $name } sans l’enregistrer. Modifier ce patient abandonnerait cette saisie.
patient-switch-registration-body-unnamed = Vous avez commencé à enregistrer un patient sans l’enregistrer. Modifier ce patient abandonnerait cette saisie.
patient-switch-changes-body = Vous avez modifié les données de { $name } sans les enregistrer. Enregistrer un nouveau patient abandonnerait ces modifications.
patient-switch-changes-body-unnamed = Vous avez modifié les données d’un patient sans les enregistrer. Enregistrer un nouveau patient abandonnerait ces modifications.
patient-switch-back-to-registration = Revenir à l’enregistrement
patient-switch-back-to-changes = Revenir aux modifications
patient-switch-discard = Abandonner et continuer
patient-switch-stay = Rester ici
patient-edit-details = Modifier les données
patient-new-survey = Nouveau questionnaire
patient-surveys = Questionnaires
patient-refresh-surveys = Actualiser les questionnaires
patient-surveys-not-loaded = Pas encore chargés. « { patient-refresh-surveys } » les charge.
patient-surveys-loading = Chargement des questionnaires…
patient-surveys-none = Aucun questionnaire pour l’instant. Utilisez « Nouveau questionnaire » pour en envoyer un.
patient-service-id = Identifiant du service
patient-birthdate-value = { $long_date } ({ $date })
patient-phone = Téléphone
patient-phone-value = { $number } ({ $type }, { $country })
patient-phone-type-unknown = type inconnu
patient-other-fields = Autres informations ({ $count })
details-technical = Informations techniques
patient-column-status = Statut
patient-column-created = Créé
patient-column-answers = Réponses
patient-column-alerts = Alertes

patient-survey-row = Questionnaire du { $created } : { $status }, { $answers ->
    [one] { $answers } réponse
   *[other] { $answers } réponses
}, { $alerts ->
    [one] { $alerts } alerte
   *[other] { $alerts } alertes
}

patient-copy-service-id = Copier l’identifiant du service

## Surveys: dialog, survey view, summary and PDF
survey-new-for = Nouveau questionnaire pour { $name }
survey-new-for-new-patient = Nouveau questionnaire pour un nouveau patient
survey-new-patient-explained = Le patient est enregistré avec le questionnaire. Si un patient a déjà cette référence externe, rien n’est envoyé : vous voyez les deux côte à côte et vous choisissez.
survey-include-link = Inclure le lien du questionnaire
survey-pin-in-link = Mettre le code PIN dans le lien (désactive le second facteur)
survey-pin-warning = Attention : mettre le code PIN dans le lien désactive le second facteur : toute personne qui reçoit le lien (un e-mail transféré, un téléphone partagé) peut ouvrir le questionnaire du patient. N’utilisez cette option que si le patient ne peut pas recevoir le code PIN séparément.
survey-send-invitation = Envoyer une invitation au patient
survey-by-channel = Par { $channel }
survey-create = Créer le questionnaire
survey-cancel = Annuler
survey-done = Terminé
survey-cannot-create-yet = Le questionnaire ne peut pas encore être créé — { $problems }
survey-field-problem = { $field } : { $problem }
survey-correct-phone = Corriger le numéro de téléphone…
survey-correct-phone-hint = Ouvre les données du patient ; créez à nouveau le questionnaire une fois le numéro correct
survey-no-email = Ce patient n’a pas d’adresse e-mail : une invitation par e-mail ne peut pas être envoyée. Ajoutez-en une ou choisissez SMS.
survey-no-mobile = Ce patient n’a pas de numéro de portable : une invitation par SMS ne peut pas être envoyée. Ajoutez-en un ou choisissez e-mail.
survey-no-way-to-reach = Choisissez d’inclure le lien ou d’envoyer une invitation, sinon le patient ne pourra pas accéder au questionnaire.
survey-sms-landline = { $number } est un numéro fixe { $country ->
        [BE] en Belgique
        [NL] aux Pays-Bas
        [LU] au Luxembourg
        [FR] en France
        [DE] en Allemagne
        [GB] au Royaume-Uni
        [IE] en Irlande
        [US] aux États-Unis
        [CA] au Canada
        [ES] en Espagne
        [PT] au Portugal
        [IT] en Italie
        [CH] en Suisse
        [AT] en Autriche
        [PL] en Pologne
        [DK] au Danemark
        [SE] en Suède
        [NO] en Norvège
        [FI] en Finlande
        [TR] en Turquie
       *[other] ({ $country })
    } — un SMS ne peut pas l’atteindre. Corrigez le numéro de téléphone ou choisissez e-mail.
survey-sms-not-mobile = { $number } n’est pas un numéro de portable — un SMS ne peut pas l’atteindre. Corrigez le numéro de téléphone ou choisissez e-mail.
survey-invitation-sent = Une invitation a été envoyée par { $channel }.
survey-goes-to = L’invitation sera envoyée à { $address }.
survey-invitation-sent-to = Une invitation a été envoyée par { $channel } à { $address }.
survey-include-link-explained = Une fois le questionnaire créé, son lien s’affiche ici, à copier ou à scanner à l’écran avec le code QR.
survey-pin-in-link-explained = Sans cela, le lien demande aussi le code PIN du questionnaire (le second facteur) ; avec, toute personne qui a le lien peut ouvrir le questionnaire.
survey-created = Questionnaire créé
survey-created-explained = Le questionnaire est prêt et figure dans la liste des questionnaires du patient.
survey-id-label = Identifiant du questionnaire :
survey-copy-id = Copier l’identifiant
survey-no-link-asked = Aucun lien n’a été demandé.
survey-link-label = Lien :
survey-copy-link = Copier le lien
survey-reveal-pin = Afficher le code PIN
survey-hide-pin = Masquer le code PIN
survey-scan-qr = Le patient peut scanner ce code avec son téléphone :
survey-qr-has-pin = Le code QR contient le code PIN ; affichez le code PIN pour voir le code QR.
survey-reference-on-record = Cette référence externe est déjà enregistrée
survey-reference-belongs = Rien n’a été envoyé. La référence externe appartient à { $name }. Comparez le patient enregistré avec ce que vous avez saisi, puis choisissez comment continuer.
survey-reference-belongs-born = Rien n’a été envoyé. La référence externe appartient à { $name }, né(e) le { $born }. Comparez le patient enregistré avec ce que vous avez saisi, puis choisissez comment continuer.
survey-record-changed-meanwhile = Les données du patient ont changé pendant la comparaison. Rien n’a été envoyé : comparez à nouveau.
survey-typed-other-person = Le nom et la date de naissance saisis diffèrent tous deux de ceux du patient enregistré : il semble s’agir d’une autre personne. Vérifiez la référence externe avant de continuer.
survey-compare-field = Champ
survey-compare-on-record = Enregistré
survey-compare-typed = Votre saisie
survey-compare-differs = différent
survey-compare-empty = (vide)
survey-compare-now = Actuel
survey-compare-becomes = Nouveau
survey-send-to-record = Envoyer au patient enregistré
survey-send-to-record-hint = Le questionnaire est envoyé à { $name } tel qu’enregistré ; les données que vous avez saisies ne sont pas utilisées.
survey-update-and-send = Mettre à jour ses données et envoyer…
survey-update-and-send-hint = Vous verrez ce qui change et le confirmerez avant tout envoi.
survey-nothing-to-update = Ce que vous avez saisi correspond à ce qui est enregistré : il n’y a rien à mettre à jour.
survey-back-to-form = Revenir au formulaire
survey-back-keeps-typed = Le retour au formulaire conserve tout ce que vous avez saisi.
survey-update-details-of = Mettre à jour les données de { $name } ?
survey-details-will-change = Ces données de { $name } vont changer, puis le questionnaire sera envoyé :
survey-details-will-change-born = Ces données de { $name } (né(e) le { $born }) vont changer, puis le questionnaire sera envoyé :
survey-both-change-other-person = Le nom et la date de naissance changent tous deux : il semble s’agir d’une autre personne.
survey-confirm-update-send = Oui, mettre à jour les données et envoyer
survey-back-to-comparison = Revenir à la comparaison
survey-outcome-sent-to-record = Le questionnaire est destiné à { $name } tel qu’enregistré. Les données que vous avez saisies n’ont pas été utilisées ; le dossier de { $name } n’a pas été modifié.
survey-outcome-updated = Les données de { $name } ont été mises à jour ({ $fields }), puis le questionnaire a été créé.
survey-title = Questionnaire
survey-title-of = Questionnaire de { $name }
survey-back-to-patient = Revenir au patient
survey-back-key = Échap
survey-created-at = Créé le { $time }
survey-created-unknown = Créé à une date inconnue
survey-refresh = Actualiser
survey-refresh-hint = Charger à nouveau le questionnaire
survey-still-answering = Le patient est peut-être encore en train de répondre : les nouvelles réponses sont chargées automatiquement.
survey-still-answering-next = Le patient est peut-être encore en train de répondre : les nouvelles réponses sont chargées automatiquement (prochaine vérification dans environ { $seconds } s).
survey-id = Identifiant du questionnaire { $id }
survey-not-loaded = Le questionnaire n’est pas chargé.
survey-load = Charger le questionnaire
survey-loading = Chargement du questionnaire…
survey-try-again = Réessayer
survey-showing-last-loaded = Le questionnaire est affiché tel qu’il a été chargé la dernière fois.
survey-no-alerts = Aucune alerte.
alert-level-high = Priorité haute
alert-level-medium = Priorité moyenne
alert-level-low = Priorité basse
survey-alerts = { $count ->
    [one] { $count } alerte
   *[other] { $count } alertes
}
survey-alert-question = question { $code }
survey-diagnoses = Diagnostics confirmés
survey-no-diagnoses = Aucun diagnostic confirmé.
survey-other-fields = Autres informations ({ $count })
survey-tab-answers = Réponses ({ $count })
survey-tab-history = Historique
survey-tab-summary = Résumé
survey-no-answers-yet = Pas encore de réponses. « { survey-refresh } » charge les réponses données depuis par le patient.
survey-filter = Filtrer les réponses
survey-filter-hint = Mots d’une question, d’un code ou d’une réponse
survey-filter-clear = Effacer le filtre
survey-filter-matches = { $count ->
    [one] { $matching } réponse sur { $count } correspond
   *[other] { $matching } réponses sur { $count } correspondent
}
survey-answer-count = { $count ->
    [one] { $count } réponse
   *[other] { $count } réponses
}
survey-filter-no-match = Aucune réponse ne correspond au filtre. « { survey-filter-clear } » affiche de nouveau toutes les réponses.
survey-column-question = Question
survey-column-code = Code
survey-column-answer = Réponse
survey-no-answer = (pas de réponse)
survey-history-load = Charger l’historique
survey-history-empty = Aucune modification n’est enregistrée pour ce questionnaire.
survey-history-count = { $count ->
    [one] { $count } modification, la plus ancienne d’abord
   *[other] { $count } modifications, les plus anciennes d’abord
}
survey-history-reload = Recharger l’historique
survey-column-when = Quand
survey-column-who = Qui
survey-column-what = Quoi
survey-history-no-time = (pas d’heure)
survey-history-unknown-user = utilisateur inconnu
survey-history-system = le système
survey-history-change = Une modification
survey-history-change-fields = { $kind } — { $fields }
survey-history-workflow-moved = Le questionnaire est passé à une autre étape
survey-history-details = Détails
survey-history-step-id = Identifiant de l’étape :
survey-history-copy-step-id = Copier l’identifiant de l’étape
survey-history-unknown-hint = Une modification d’un type qu’Intake Desk ne connaît pas, dite avec ses champs ; sa forme brute est sous Détails.
value-yes = oui
value-no = non
survey-history-claimed = Pris en charge
survey-history-released = Libéré
survey-plain-text = Résumé en texte brut
survey-plain-text-load = Charger le résumé
survey-copy-to-clipboard = Copier dans le presse-papiers
survey-copied = Copié.
survey-plain-text-label = Texte du résumé (lecture seule, sélectionnable)
pdf-summary = Résumé PDF
pdf-preview = Aperçu du PDF
pdf-export = Exporter le PDF…
pdf-choose-in-dialog = Choisissez dans la fenêtre où enregistrer le PDF…
pdf-saving-to-documents = Enregistrement du PDF dans le dossier Documents…
pdf-nothing-saved = Rien n’a été enregistré.
pdf-no-dialog = Aucune fenêtre de fichier n’a pu être affichée sur cet ordinateur.
pdf-saved-in-documents-as = Enregistré à la place dans le dossier Documents, sous
pdf-saved-as = Enregistré sous
pdf-dialog-closed = Non enregistré : la fenêtre d’enregistrement a été fermée.
pdf-save-to-documents = Enregistrer plutôt dans le dossier Documents
pdf-save-to-documents-hint = Enregistre sous le nom proposé, sans fenêtre ; un fichier existant n’est jamais remplacé
pdf-open = Ouvrir
pdf-open-hint = Ouvrir le PDF avec la visionneuse du système
pdf-show-in-folder = Afficher dans le dossier
pdf-error-details = Détails
pdf-preview-first-pages = Aperçu des { $shown } premières pages sur { $count }
pdf-preview-pages = { $count ->
    [one] Aperçu ({ $count } page)
   *[other] Aperçu ({ $count } pages)
}
pdf-page-alt = Page { $page } du résumé PDF
pdf-page-of = Page { $page } sur { $count }
pdf-preview-unreadable = Le PDF n’a pas pu être lu pour l’aperçu ({ $reason }). Il peut tout de même être enregistré.
pdf-preview-no-pages = Le PDF ne contient aucune page.
pdf-preview-not-drawn = Les pages du PDF n’ont pas pu être affichées.
pdf-preview-renderer-stopped = L’aperçu n’a pas pu être affiché (le rendu a échoué).
export-not-a-file-name = Le chemin choisi n’est pas un nom de fichier. Rien n’a été écrit.
export-is-a-folder = Le chemin choisi est un dossier. Choisissez un nom de fichier. Rien n’a été écrit.
export-too-many-same-name = Le dossier contient trop de fichiers portant ce nom. Choisissez un autre nom. Rien n’a été écrit.
export-save-failed = Le PDF n’a pas pu être enregistré. Rien n’a été écrit.
export-save-failed-permission = Le PDF n’a pas pu être enregistré. Vous ne pouvez pas écrire dans ce dossier ; choisissez-en un autre. Rien n’a été écrit.
export-save-failed-no-folder = Le PDF n’a pas pu être enregistré. Le dossier n’existe pas (ou plus) ; choisissez-en un autre. Rien n’a été écrit.
export-save-failed-disk-full = Le PDF n’a pas pu être enregistré. Le disque est plein. Rien n’a été écrit.
export-save-failed-read-only = Le PDF n’a pas pu être enregistré. Le disque est en lecture seule ; choisissez un autre dossier. Rien n’a été écrit.
export-no-documents-folder = Intake Desk ne trouve aucun dossier Documents sur cet ordinateur. Rien n’a été écrit.
export-save-interrupted = L’enregistrement du PDF a été interrompu.
export-open-failed = Le PDF n’a pas pu être ouvert. Une visionneuse PDF est-elle installée ?
export-show-failed = Le dossier n’a pas pu être affiché.
export-detail-file = Fichier : { $path }
export-detail-system = Le système a indiqué : { $error }
export-detail-task-stopped = La tâche qui s’en chargeait s’est arrêtée avant la fin.
export-detail-no-documents = Aucun dossier Documents ni dossier personnel n’a été trouvé.
export-file-name = Résumé du questionnaire
export-file-name-patient = Résumé du questionnaire - { $name }
export-file-name-date = Résumé du questionnaire - { $date }
export-file-name-patient-date = Résumé du questionnaire - { $name } - { $date }

pdf-save-dialog-title = Enregistrer le résumé PDF
pdf-file-kind = Document PDF

pdf-preview-scroll = Pages du résumé PDF

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
notice-task-stopped = Une erreur interne d’Intake Desk a arrêté cette étape. Rien de ce que vous avez saisi n’est perdu : réessayez. Si cela se reproduit, le fichier journal contient les détails pour le support.
notice-offline = Le service est injoignable. Intake Desk continue d’essayer et vous prévient dès qu’il répond à nouveau.
notice-online-again = Le service répond à nouveau.
notice-connected = Connecté.
notice-signed-out = Déconnecté. Les informations de connexion ont été effacées.
notice-pdf-saved = Le résumé PDF a été enregistré.
notice-saved-at = Enregistré dans { $path }
notice-no-save-dialog = Aucune fenêtre d’enregistrement n’a pu s’afficher sur cet ordinateur. Le PDF n’a pas été enregistré.
notice-patient-saved = Patient enregistré.
notice-patient-registered = Nouveau patient enregistré.
notice-patient-saved-despite-cancel = Vous avez annulé l’enregistrement, mais le service avait déjà enregistré les modifications.
notice-patient-created-after-all = { $cause } Une vérification montre que le patient a bien été créé. Rien n’a été envoyé deux fois.
token-kept-in-keyring = Votre connexion est conservée dans le trousseau du système.
token-kept-in-memory = Aucun trousseau système disponible : votre connexion reste en mémoire jusqu’à la fermeture d’Intake Desk.
local-store-unusable = Intake Desk ne peut pas conserver les brouillons ni le journal d’activité dans { $path } ({ $reason }). Tant que ce n’est pas résolu, ce que vous tapez n’est pas enregistré : chaque formulaire l’indique, et la fenêtre vous le demande avant de se fermer. Demandez à votre service informatique de vérifier que vous pouvez écrire dans ce dossier.
local-store-folder-unusable = le dossier de données est inutilisable
local-store-stopped = Intake Desk n’a pas pu écrire dans son dossier de données : le stockage local s’est arrêté.
local-write-failed = Intake Desk n’a pas pu écrire dans son dossier de données : { $reason }
local-draft-kind-patient = Un brouillon de fiche patient
local-draft-kind-survey = Un brouillon de nouveau questionnaire
local-draft-kind-other = Un brouillon
local-draft-kept-aside = { $kind } n’a pas pu être lu et a été mis de côté dans { $path }.
local-draft-kept-aside-from = { $kind } du { $when } n’a pas pu être lu et a été mis de côté dans { $path }.
local-problems = { $sentences }


log-patient-created = Patient enregistré ({ $patient })
log-patient-updated = Données du patient modifiées ({ $patient })
log-patient-updated-fields = Données du patient modifiées ({ $patient }) : { $fields }
log-survey-created = Questionnaire créé ({ $survey })
log-survey-created-for = Questionnaire créé ({ $survey }) pour le patient { $patient }
log-survey-created-registering = Questionnaire créé ({ $survey }) depuis une liste du jour, avec l’enregistrement d’un nouveau patient
log-invitation-sent = { $channel ->
    [email] Invitation envoyée par e-mail pour le questionnaire { $survey }
    [sms] Invitation envoyée par SMS pour le questionnaire { $survey }
   *[other] Invitation envoyée par { $channel } pour le questionnaire { $survey }
}
log-pdf-saved = PDF du questionnaire { $survey } enregistré dans { $folder }
log-survey-filed = Questionnaire répondu { $survey } classé dans { $folder }
log-survey-filed-fhir = Questionnaire répondu { $survey } classé dans { $folder }, avec ses fichiers FHIR

## Patient field rules and their problems

rules-problem-line = { $field } : { $problem }
rules-enter-first-name = Saisissez le prénom.
rules-enter-last-name = Saisissez le nom.
rules-choose-gender = Choisissez femme ou homme.
rules-enter-birthdate = Saisissez la date de naissance.
rules-date-format = Utilisez le format JJ/MM/AAAA (également acceptés : JJ.MM.AAAA, JJ-MM-AAAA, AAAA-MM-JJ).
rules-no-such-month = Le mois { $month } n’existe pas.
rules-no-such-day = Le { $day } { $month } n’existe pas.
rules-no-leap-day = Le 29 février { $year } n’existe pas ({ $year } n’est pas une année bissextile).
rules-date-future = Cette date est dans le futur.
rules-date-too-old = Cette date remonte à plus de { $years } ans.
rules-language = Choisissez une langue dans la liste, ou tapez un code langue-région tel que fr-be ou nl-be.
rules-email-too-long = Une adresse e-mail compte au maximum 254 caractères.
rules-email-not-an-address = Ceci ne ressemble pas à une adresse e-mail (nom@exemple.be).
rules-email-no-domain-name = La partie après @ doit être un nom de domaine tel que exemple.be.
rules-choose-phone-type = Choisissez portable, fixe ou sans fil.
rules-choose-phone-country = Choisissez le pays du numéro de téléphone.
rules-phone-not-a-number = Utilisez uniquement des chiffres, avec éventuellement un + au début (p. ex. +32 475 12 34 56).
rules-phone-unknown-country = Choisissez le pays du numéro, ou écrivez-le avec son indicatif (+32 …).
rules-phone-unknown-calling-code = Le numéro ne commence pas par l’indicatif d’un pays.
rules-phone-too-short = Ce numéro est trop court (pays : { $country }).
rules-phone-too-long = Ce numéro est trop long (pays : { $country }).
rules-phone-invalid = Ce numéro n’existe pas (pays : { $country }) ; vérifiez les chiffres.
rules-phone-landline-as-mobile = { $number } est un numéro fixe (pays : { $country }) : un SMS ne peut pas l’atteindre.
rules-enter-reference = Saisissez le numéro du patient dans votre propre système.
rules-enter-national-number = Saisissez le numéro national du patient : NISS, BSN ou matricule luxembourgeois.
rules-reference-dots-only = Une référence ne peut pas se composer uniquement de points.
rules-national-number-digits = Un numéro national ne comporte que des chiffres (points, tirets et espaces mis à part).
rules-national-number-check = Les chiffres de contrôle de ce numéro national ne correspondent pas : un chiffre est mal saisi ou deux sont inversés.
rules-national-number-date = Ce numéro national ne contient pas de date de naissance valable : vérifiez les premiers chiffres.
rules-national-number-length = Un numéro national compte 11 chiffres (Belgique), 9 (Pays-Bas) ou 13 (Luxembourg).
rules-too-long = Au maximum { $max } caractères ; ce texte en compte { $count }.
rules-country-code = { $code }

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
error-credentials-not-accepted = Le compte, le mot de passe ou le locataire n’a pas été accepté. Vérifiez-les et réessayez.
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
error-missing-credentials = Saisissez le compte, le mot de passe et le locataire pour vous connecter.
error-not-signed-in = Pas encore connecté. Veuillez d’abord vous connecter.
error-cancelled = Vous avez annulé la demande alors qu’elle avait peut-être déjà été envoyée.
error-blocked-by-policy = Votre service informatique n’autorise pas la connexion à ce service depuis ce poste ; rien n’a été envoyé.
error-send-channel-not-allowed = Votre service informatique n’autorise pas les invitations par { $channel } sur ce poste ; rien n’a été envoyé.
error-send-pin-not-allowed = Votre service informatique n’autorise pas le code PIN dans le lien du questionnaire sur ce poste ; rien n’a été envoyé.
error-token-other-tenant = Ce jeton est destiné au tenant « { $found } », et votre service informatique n’autorise que « { $required } » sur ce poste. Il n’a pas été utilisé ; rien n’a été envoyé. Connectez-vous avec votre adresse e-mail et votre mot de passe, ou utilisez un jeton pour « { $required } ».
error-token-no-tenant = Ce jeton n’indique pas à quel tenant il est destiné, et votre service informatique n’autorise que « { $required } » sur ce poste. Il n’a pas été utilisé ; rien n’a été envoyé. Connectez-vous plutôt avec votre adresse e-mail et votre mot de passe.
error-token-tenant-lock-unusable-at-line = Le fichier de paramètres informatiques { $file } verrouille le tenant sans indiquer de tenant valide (ligne { $line }) : aucune connexion ni aucun jeton n’est donc possible sur ce poste ; rien n’a été envoyé. Contactez votre service informatique.
error-token-tenant-lock-unusable = Le fichier de paramètres informatiques { $file } verrouille le tenant sans indiquer de tenant valide : aucune connexion ni aucun jeton n’est donc possible sur ce poste ; rien n’a été envoyé. Contactez votre service informatique.
error-token-other-healthcare-service = Ce jeton est destiné au service de soins « { $found } », et votre service informatique n’autorise que « { $required } » sur ce poste. Il n’a pas été utilisé ; rien n’a été envoyé. Connectez-vous avec votre adresse e-mail et votre mot de passe, ou utilisez un jeton pour « { $required } ».
error-why-reference-lookup = Intake Desk n’a pas pu vérifier si un patient a déjà cette référence externe ; rien n’a donc été envoyé.
error-why-patient-update = Les données du patient n’ont pas pu être mises à jour ; le questionnaire n’a donc pas été envoyé.
error-why-survey-may-exist = Le questionnaire a peut-être été créé : vérifiez les questionnaires du patient avant de l’envoyer à nouveau.
survey-unknown-title = Peut-être envoyé
survey-unknown-explained = Le service a peut-être créé le questionnaire et envoyé l’invitation, ou le crée peut-être encore. Pour que le patient ne soit jamais invité deux fois, rien n’est renvoyé avant que le service ait été interrogé.
survey-unknown-asking-at = Le service est interrogé à { $time }, quand il ne peut plus être en train de le créer.
survey-unknown-check-failed = Le service n’a pas pu être interrogé : { $problem }
survey-check-again = Interroger à nouveau le service
survey-close = Fermer
survey-found-answer-lost = Envoyé une fois : la réponse du service s’est perdue, mais interrogé ensuite, il a le questionnaire. Son lien ne figurait que dans la réponse perdue.
survey-stopped-nothing-sent = Arrêté avant le départ du questionnaire : rien n’a été envoyé.
error-why-survey-not-made = Le service a été interrogé quand la demande ne pouvait plus être en cours : il n’a pas ce questionnaire. Rien n’a été envoyé ; vous pouvez l’envoyer à nouveau.
error-why-known-surveys = Rien n’a été envoyé : les questionnaires du patient n’ont pas pu être lus d’abord. Ce sont eux qui disent ensuite si un questionnaire a été créé, si la réponse du service se perd.
progress-asking-whether-made = Le service est interrogé : le questionnaire a-t-il été créé ?…
error-why-registration-cancelled = Vous avez annulé l’enregistrement alors qu’il avait peut-être déjà été envoyé.
error-why-patient-not-created = Une vérification montre que le patient n’a pas été créé : vous pouvez envoyer à nouveau sans risque.
error-why-patient-unknown = Impossible de vérifier si le patient a été créé ({ $lookup }). Recherchez la référence externe avant d’envoyer à nouveau.
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

## Managed settings: the IT department's policy file  (src/policy.rs; locked settings in src/ui/*)

# Shown beside a setting the IT department's policy file locks (greyed).
policy-locked = Défini par votre service informatique
# $reason is one of the policy-reason messages.
policy-problem-at-line = Le fichier de paramètres informatiques { $file } est inutilisable (ligne { $line }) : { $reason }
policy-problem = Le fichier de paramètres informatiques { $file } est inutilisable : { $reason }
policy-effect-all-locked = Tant qu’il n’est pas corrigé, chaque paramètre qu’il peut verrouiller reste verrouillé, Intake Desk ne se connecte à aucun service et ne propose pas le service de démonstration.
policy-effect-part-locked = Le paramètre en cause reste verrouillé sur sa valeur la plus sûre ; le reste du fichier s’applique.
policy-advice = Demandez à votre service informatique de corriger le fichier. Intake Desk le relit à chaque démarrage.
policy-reason-missing = le fichier n’existe pas.
policy-reason-not-readable = ce compte utilisateur n’a pas le droit de le lire.
policy-reason-cannot-read = il ne peut pas être lu ({ $detail }).
policy-reason-folder = c’est un dossier, pas un fichier.
policy-reason-too-large = il est bien trop volumineux pour un fichier de paramètres.
policy-reason-not-text = ce n’est pas du texte (enregistrez-le en UTF-8).
# $detail is the TOML reader's own description, in English.
policy-reason-syntax = ce n’est pas du TOML valide ({ $detail }).
policy-reason-unknown-section = le paramètre [{ $section }] n’existe pas.
policy-reason-not-a-section = { $section } doit être une section, écrite [{ $section }] sur sa propre ligne.
policy-reason-unknown-key = [{ $section }] n’a pas de paramètre « { $key } » (il a { $known }).
# $expected is one of the policy-type messages.
policy-reason-wrong-type = « { $key } » doit être { $expected }.
policy-type-boolean = true ou false
policy-type-text = un texte entre guillemets
policy-type-number = un nombre entier
policy-type-channel-list = une liste comme ["email", "sms"]
policy-reason-minutes = les minutes doivent être comprises entre 0 et { $max }, et non { $value }.
policy-reason-number-range = { $key } doit être un nombre entier de { $min } à { $max }, et non { $value }.
policy-reason-time = { $key } doit être une heure comme 20:00, et non « { $value } ».
policy-reason-empty = { $key } ne doit pas être vide.
policy-reason-channel = « { $value } » n’est pas un canal d’invitation ; utilisez "email" ou "sms".
policy-reason-language = « { $value } » n’est pas une langue d’Intake Desk ; utilisez nl, fr, de ou en.
policy-reason-environment = « { $value } » n’est pas un environnement ; utilisez l’un de { $known }.
policy-reason-environment-name-missing = une adresse exige name = "custom" dans la même section.
policy-reason-locked-without-environment = l’environnement est verrouillé mais aucun name = ne dit lequel ; aucun service ne peut donc être utilisé.
policy-reason-locked-without-tenant = le tenant est verrouillé mais aucun value = ne dit lequel ; aucune connexion ni aucun jeton n’est donc possible.
policy-reason-address-missing = un environnement personnalisé doit avoir son adresse.
policy-reason-address-not-custom = seul name = "custom" accepte une adresse.
# $why is one of the error messages about addresses.
policy-reason-address = { $address } est inutilisable : { $why }
policy-effect-clinic-database = Ce poste ne partage ni ses listes, ni son suivi, ni son classement avec les autres postes tant que le fichier n’est pas corrigé : ce qu’il envoie, lui seul le voit.
policy-reason-clinic-url-missing = [clinic_database] demande url = "postgresql://…", l’adresse de la base de données de la clinique.
policy-reason-clinic-url = url n’est pas l’adresse d’une base PostgreSQL ({ $why }).
policy-reason-clinic-url-password = url ne doit pas contenir le mot de passe : donnez-le avec credential = "policy" et password =, ou gardez-le dans le trousseau.
policy-reason-clinic-tls = tls doit valoir "required" ou "off", pas « { $value } ».
policy-reason-clinic-ca-file = avec TLS (par défaut), ca_file doit nommer le certificat de l’autorité (CA) de la clinique.
policy-reason-clinic-credential = credential doit valoir "none", "policy" ou "keyring", pas « { $value } ».
policy-reason-clinic-password-missing = credential = "policy" demande password = dans la même section.
policy-reason-clinic-password = password n’est lu qu’avec credential = "policy".
policy-environment-not-allowed = Votre service informatique n’autorise pas la connexion à { $environment } depuis ce poste.
policy-sandbox-not-allowed = Votre service informatique a désactivé le service de démonstration sur ce poste.
policy-no-environment = Votre service informatique n’a encore autorisé aucun service sur ce poste. Demandez-lui de vérifier { $file }.
policy-no-channels = Votre service informatique a désactivé les invitations par e-mail et SMS sur ce poste : donnez plutôt le lien au patient.
policy-managed-by = Ce poste est géré par votre service informatique ({ $file }).

## About dialog  (src/ui/about.rs, src/state/about.rs)

# The banner's ⓘ button (its accessible name and hover text).
about-open = À propos d’Intake Desk
about-title = À propos d’Intake Desk
about-close = Fermer
# $version is "0.1.0 (commit 1a2b3c4d5e)", as intake-desk --version says it.
about-version = Intake Desk { $version }
about-purpose = Accueil des patients et questionnaires pour le personnel des cabinets.
about-own-licence = Licence : { $licence }
about-connection = Connexion
about-not-managed = Non géré par un fichier de paramètres informatiques sur ce poste.
about-kept-where = Conservé pour vous sur cet ordinateur
about-kept-nowhere = Rien : le dossier de données est inutilisable pendant cette session ; brouillons, journal d’activité et paramètres restent uniquement en mémoire.
about-settings = Paramètres
about-drafts = Brouillons et journal d’activité
about-logs = Journaux
about-open-settings-folder = Ouvrir le dossier des paramètres
about-open-drafts-folder = Ouvrir le dossier des brouillons
about-open-logs-folder = Ouvrir le dossier des journaux
about-folder-missing = Le dossier { $folder } n’existe pas encore : rien n’y a encore été conservé.
about-folder-not-opened = Le dossier { $folder } n’a pas pu être ouvert dans le gestionnaire de fichiers.
about-folder-not-opened-why = Ce que le système a répondu : { $problem }
about-third-party = Logiciels de tiers
# $packages and $licences are counts.
about-third-party-count = Intake Desk est construit avec { $packages } paquets de tiers, sous { $licences } textes de licence :
about-find-licence = Rechercher un paquet ou une licence
# $names: the first packages under this text, "…" when there are more.
about-licence-heading = { $licence }: { $names } ({ $packages ->
    [one] un paquet
   *[other] { $packages } paquets
})
about-no-licence-match = Aucun paquet ni aucune licence ne correspond à « { $filter } ».
about-licences-unreadable = Les mentions de licence n’ont pas pu être lues ({ $problem }) ; elles figurent aussi dans la documentation installée.
progress-opening-folder = Ouverture du dossier…

## Day list: the day's appointment list, imported and sent in one go  (src/state/day_list.rs)

# $value is what the file's channel column says for the row.
day-list-channel-unreadable = Le canal « { $value } » n’est ni l’e-mail ni le SMS.
day-list-appointment-unreadable = Le rendez-vous « { $value } » n’est pas une date et une heure (par exemple 25/11/2026 14:30).
progress-sending-batch = Envoi de la liste du jour…

home-day-list = Envoyer la liste du jour
home-today = Aujourd’hui
day-list-title = Envoyer la liste du jour
day-list-intro = Ouvrez la liste des rendez-vous exportée de votre agenda ou de votre dossier patient informatisé (CSV, ou feuille Excel ou OpenDocument). Chaque ligne est vérifiée avant tout envoi, et rien n’est envoyé tant que vous n’avez pas confirmé.
day-list-open = Ouvrir une liste…
day-list-open-dialog-title = Ouvrir la liste du jour
day-list-file-kind = Listes de rendez-vous (CSV, Excel, OpenDocument)
day-list-drop-hint = Vous pouvez aussi déposer le fichier sur cette fenêtre.
day-list-drop-here = Déposez la liste ici pour l’ouvrir
progress-reading-day-list = Lecture de la liste…
day-list-file-unreadable = Le fichier n’a pas pu être ouvert. Vérifiez qu’il n’est pas ouvert dans un autre programme, puis réessayez.
day-list-no-open-dialog = Aucune fenêtre de choix de fichier ne peut s’afficher sur cet ordinateur. Faites plutôt glisser le fichier de la liste sur cette fenêtre.
day-list-file-empty = Le fichier est vide.
# $megabytes: the largest size read.
day-list-file-too-large = Le fichier dépasse { $megabytes } Mo. Exportez uniquement les rendez-vous d’une seule journée.
# $max: the most rows read.
day-list-file-too-many-rows = La liste compte plus de { $max } lignes. Exportez uniquement les rendez-vous d’une seule journée.
day-list-file-no-headers = Le fichier n’a pas de ligne d’en-tête. La première ligne doit nommer les colonnes (prénom, nom, …).
# $extension: the file's extension, e.g. pdf.
day-list-file-unknown-kind = Les fichiers se terminant par .{ $extension } ne peuvent pas être lus. Exportez la liste au format CSV, XLSX, XLS ou ODS.
# $line: the line of the file.
day-list-file-bad-line = La ligne { $line } du fichier ne peut pas être lue. Vérifiez que le fichier est bien un export CSV.
day-list-file-bad-spreadsheet = Le classeur ne peut pas être lu. Ouvrez-le dans Excel ou LibreOffice et enregistrez-le à nouveau, ou exportez-le au format CSV.
day-list-file-not-text = Ce fichier n’est pas une liste : ce n’est pas du texte (il contient des octets qu’aucun fichier texte ne contient). Exportez les rendez-vous de votre agenda au format CSV ou en classeur, et ouvrez ce fichier.
day-list-file-part-too-large = Le classeur contient bien plus qu’une liste du jour : une de ses parties dépasse { $megabytes } Mo une fois décompressée. Exportez uniquement les rendez-vous d’une journée, au format CSV ou dans un nouveau classeur.
day-list-file-too-many-cells = La feuille s’étend sur plus de { $max } cellules en comptant ses lignes et colonnes répétées. Supprimez les cellules loin sous la liste ou à sa droite, ou exportez uniquement les rendez-vous d’une journée.
day-list-file-reading-stopped = La lecture du fichier a été arrêtée. Rien n’en a été gardé.
day-list-file-excel-binary = Ceci est un classeur binaire Excel (.xlsb), qu’Intake Desk ne lit pas. Ouvrez-le dans Excel et enregistrez-le en « Classeur Excel (.xlsx) » ou en CSV, puis ouvrez ce fichier.
day-list-file-cage-memory = Ce fichier n’a pas pu être lu en toute sécurité : il demande bien plus de mémoire qu’une liste du jour. Exportez uniquement les rendez-vous d’une journée, au format CSV ou dans un nouveau classeur.
day-list-file-cage-time = Ce fichier n’a pas pu être lu en toute sécurité : sa lecture a duré bien plus longtemps que celle d’une liste du jour. Exportez uniquement les rendez-vous d’une journée, au format CSV ou dans un nouveau classeur.
day-list-file-cage-ended = Ce fichier n’a pas pu être lu en toute sécurité : la lecture s’est arrêtée sur lui de façon inattendue. Exportez à nouveau la liste, au format CSV ou dans un nouveau classeur.
day-list-file-cage-answer-too-large = Ce fichier n’a pas pu être lu en toute sécurité : il contient bien plus qu’une liste du jour. Exportez uniquement les rendez-vous d’une journée.
day-list-file-cage-answer-damaged = Ce fichier n’a pas pu être lu en toute sécurité : la réponse du lecteur était endommagée. Réessayez ; si cela se reproduit, exportez la liste au format CSV.
day-list-file-cage-not-started = Le fichier n’a pas pu être lu : Intake Desk n’a pas pu démarrer son lecteur sécurisé. Fermez et relancez Intake Desk ; si cela se reproduit, réinstallez-le.
day-list-cell-too-long = la cellule du fichier contient { $chars } caractères, plus que les { $max } qu’une cellule de liste peut contenir. Saisissez la valeur ici, ou corrigez-la dans le fichier.
day-list-stop-reading = Arrêter la lecture
day-list-file-no-sheet = Le classeur ne contient aucune feuille avec des données.
day-list-journal-failed = La liste n’a pas pu être conservée sur cet ordinateur ; elle n’a donc pas été envoyée (rien n’a été envoyé). Vérifiez le dossier de données dans « À propos d’Intake Desk », puis réessayez.
day-list-encoding-utf8 = UTF-8
day-list-encoding-utf8-bom = UTF-8 avec indicateur d’ordre des octets (BOM)
day-list-encoding-windows-1252 = Windows-1252 (Europe occidentale)
day-list-encoding-utf16 = UTF-16 (texte Unicode)
day-list-delimiter-comma = virgules
day-list-delimiter-semicolon = points-virgules
day-list-delimiter-tab = tabulations
# $file: the file's name; $encoding: its character encoding; $delimiter: what separates its columns.
day-list-read-csv = { $file } : CSV, colonnes séparées par des { $delimiter }, lu en { $encoding }.
# $file: the list's file name.
day-list-file-name = Fichier : { $file }
# $file: the file's name; $sheet: the sheet read.
day-list-read-sheet = Fichier : { $file }, feuille « { $sheet } »
day-list-mapping-remembered = Les colonnes sont associées comme vous l’avez confirmé auparavant pour un fichier comportant ces colonnes. Vérifiez-les.
day-list-mapping-guessed = Les colonnes sont associées d’après leur nom. Vérifiez-les : chaque champ reprend la colonne choisie ici.
day-list-field-channel = Canal (e-mail ou SMS)
day-list-field-appointment = Rendez-vous (date et heure)
day-list-not-in-file = Absent du fichier
# $shown: rows shown; $count: rows in the file.
day-list-preview = Les { $shown } premières lignes sur { $count }
day-list-column-field = Champ
day-list-column-in-file = Colonne du fichier
# $line: the row's number in the file, as a spreadsheet shows it.
day-list-row-in-file = Ligne { $line }
# $columns: the file's columns no field takes, by their names.
day-list-columns-not-used = Colonnes non utilisées : { $columns }.
day-list-check-rows = Vérifier les lignes
day-list-choose-another = Choisir un autre fichier
day-list-back-to-mapping = Modifier les colonnes
# $rows: rows in the file; $ready: rows that can be sent; $problems: rows with a problem; $excluded: rows left out; $waiting: rows whose patient is being looked up.
day-list-summary = { $rows ->
    [one] { $rows } ligne
   *[other] { $rows } lignes
} — à envoyer : { $ready }, avec un problème (non envoyées) : { $problems }, écartées : { $excluded }{ $waiting ->
    [0] {""}
   *[other] , en cours de vérification : { $waiting }
}.
day-list-channel = Inviter par
day-list-channel-hint = Les lignes pour lesquelles le fichier indique un canal gardent le leur.
day-list-concurrency = Invitations envoyées en même temps
day-list-concurrency-hint = Plus, c’est plus rapide. Si le service est surchargé, Intake Desk attend de lui-même.
day-list-advanced = Avancé
day-list-channel-not-allowed = Votre service informatique n’autorise pas les invitations par ce canal.
# $count: the new patients whose sex the file does not give.
day-list-sex-missing = { $count ->
    [one] Le sexe manque pour 1 nouveau patient : choisissez-le ci-dessous.
   *[other] Le sexe manque pour { $count } nouveaux patients : choisissez-le ligne par ligne, ou pour tous.
}
# $count: the patients whose sex the file does not give, not all of them looked up.
day-list-sex-missing-unchecked = { $count ->
    [one] Le sexe manque pour 1 patient : choisissez-le ci-dessous.
   *[other] Le sexe manque pour { $count } patients : choisissez-le ligne par ligne, ou pour tous.
} Impossible de vérifier s’ils sont déjà enregistrés : un patient déjà enregistré garde le sexe de son dossier.
# $count: the patients whose sex was chosen on the list.
day-list-sex-all-chosen = { $count ->
    [one] Sexe choisi ici pour 1 nouveau patient sans sexe dans le fichier (modifiable sur sa ligne).
   *[other] Sexe choisi ici pour { $count } nouveaux patients sans sexe dans le fichier (modifiable ligne par ligne).
}
# $count: patients on record whose sex the file does not give.
day-list-sex-kept-on-record = { $count ->
    [one] 1 patient de la liste est déjà enregistré et garde le sexe de son dossier.
   *[other] { $count } patients de la liste sont déjà enregistrés et gardent le sexe de leur dossier.
}
progress-checking-on-record = Vérification des patients déjà enregistrés…
day-list-row-checking-on-record = Vérification : ce patient est-il déjà enregistré ?
day-list-sex-not-in-file = absent du fichier : choisissez-le plus haut, pour cette ligne ou pour toutes.
# $count: the patients asked about.
day-list-sex-for-all = Pour les { $count } :
# $sex: female or male, as the patient form says it; $count: the patients asked about.
day-list-sex-for-all-named = { $sex } pour les { $count }
# $chosen: patients with a sex chosen; $count: the patients asked about.
day-list-sex-chosen = Choisi : { $chosen } sur { $count }
# $name: the patient's name; $line: the row's number in the file.
day-list-sex-row = { $name }, ligne { $line } du fichier
# $sex: female or male; $row: the patient and their row (day-list-sex-row).
day-list-sex-row-named = { $sex } : { $row }
day-list-sex-choice = Sexe :
# $line: the earlier row with the same reference.
day-list-reference-repeated = La même référence figure déjà à la ligne { $line } du fichier : chaque patient n’est invité qu’une fois.
# $count: the invitations that will be sent.
day-list-send = { $count ->
    [one] Envoyer { $count } invitation
   *[other] Envoyer { $count } invitations
}
day-list-column-send = Envoi
day-list-column-reference = Référence
day-list-only-problems = Seulement les lignes avec un problème
# $first: the first patient's row in the file.
day-list-rows-are-the-file-s = Numéros de ligne comme dans votre tableur : le premier patient est à la ligne { $first }, sous les titres.
day-list-column-line = Ligne
day-list-column-patient = Patient
day-list-column-channel = Canal
day-list-column-problems = Vérification
day-list-column-fix = Corriger
day-list-column-result = Résultat
day-list-column-reason = Pourquoi
day-list-column-survey = Questionnaire
# $line: the row's number in the file, as a spreadsheet shows it; $name: the patient's name.
day-list-send-row-named = Envoyer la ligne { $line } du fichier : { $name }
day-list-left-out = Écartée
day-list-row-ready = Prête
day-list-row-cannot-go = Pas envoyée tant que la ligne a un problème : voir Vérification.
day-list-fix = Corriger
# $line: the row's number in the file, as a spreadsheet shows it; $name: the patient's name.
day-list-fix-named = Corriger la ligne { $line } du fichier : { $name }
# $line: the row's number in the file, as a spreadsheet shows it.
day-list-fix-title = Ligne { $line } du fichier
day-list-fix-done = Terminé
# $count: the invitations that will be sent.
day-list-confirm-title = { $count ->
    [one] Envoyer { $count } invitation ?
   *[other] Envoyer { $count } invitations ?
}
# $email: invitations by e-mail; $sms: invitations by SMS.
day-list-confirm-channels = { $email } par e-mail, { $sms } par SMS.
# $problems: rows with a problem; $excluded: rows left out.
day-list-confirm-held-back = Pas envoyées — avec un problème : { $problems }, écartées : { $excluded }.
day-list-confirm-never-twice = Chaque patient n’est invité qu’une fois. Si Intake Desk s’arrête en cours de route, la liste vous est proposée à nouveau et l’envoi reprend là où il s’était arrêté.
# $count: the invitations that will be sent.
day-list-confirm-send = { $count ->
    [one] Oui, envoyer { $count } invitation
   *[other] Oui, envoyer { $count } invitations
}
day-list-confirm-back = Revenir à la liste
# $done: rows finished; $total: rows in the batch.
day-list-progress = { $done } sur { $total }
# $sent, $skipped, $failed, $remaining: rows by where they stand.
day-list-counts = Envoyées : { $sent } · Non envoyées volontairement : { $skipped } · Échecs : { $failed }{ $unknown ->
    [0] {""}
   *[other] {" "}· Inconnues : { $unknown }
} · Restantes : { $remaining }
# $minutes: the minutes left.
day-list-time-left = { $minutes ->
    [one] Environ { $minutes } minute restante
   *[other] Environ { $minutes } minutes restantes
}
day-list-time-left-unknown = Calcul du temps restant…
day-list-stopping = Arrêt en cours : les invitations en cours d’envoi se terminent d’abord…
day-list-pause = Mettre en pause
day-list-cancel = Annuler le reste
day-list-resume = Reprendre l’envoi
# $remaining: rows not sent yet.
day-list-paused = En pause. Pas encore envoyées : { $remaining }.
# $sent: invitations sent; $remaining: rows not sent.
day-list-ended-cancelled = Annulé. Envoyées : { $sent } ; non envoyées, et qui ne le seront pas : { $remaining }{ $unknown ->
    [0] {""}
   *[other] ; résultat inconnu : { $unknown } (aucune réponse, et le service n’a pas encore pu être interrogé : voir ci-dessous)
}.
day-list-ended-unknown = Envoyées : { $sent } ; résultat inconnu : { $unknown } (peut-être envoyées : aucune réponse, et le service n’a pas encore pu être interrogé). Il l’est avant tout nouvel envoi.
day-list-ask-again = Interroger à nouveau le service
day-list-ended-problem = L’envoi s’est arrêté avant la fin (voir les détails). Ce qui est indiqué comme envoyé a été envoyé ; la liste sera proposée à nouveau pour envoyer le reste.
# $sent: invitations sent; $problems: rows not sent.
day-list-ended-with-problems = Envoyées : { $sent } ; non envoyées : { $problems } (voir pourquoi ci-dessous).
# $sent: invitations sent.
day-list-ended-all-sent = { $sent ->
    [one] { $sent } invitation a été envoyée.
   *[other] Les { $sent } invitations ont toutes été envoyées.
}
# $count: rows to send again.
day-list-send-again = { $count ->
    [one] Renvoyer { $count } invitation
   *[other] Renvoyer { $count } invitations
}
day-list-export = Exporter les résultats…
day-list-new = Nouvelle liste
day-list-result-sent = Envoyée
day-list-result-skipped = Non envoyée
day-list-result-failed = Échec
day-list-result-not-sent = Pas encore envoyée
day-list-result-sending = Envoi en cours…
day-list-result-unknown = Inconnu
day-list-result-unknown-why = Peut-être envoyée : aucune réponse n’est arrivée, et le service n’a pas encore pu être interrogé. Il l’est avant tout nouvel envoi.
day-list-details-differ = Les données diffèrent de celles du dossier du patient : pas de mise à jour, pas d’envoi.
day-list-row-invalid = Les données de la ligne ne sont pas valides.
# $field: the field; $on_record: its value on record; $in_file: its value in the file.
day-list-difference = { $field } : « { $on_record } » dans le dossier, « { $in_file } » dans le fichier
# $count: fields that differ.
day-list-differs-in = { $count ->
    [one] { $count } champ diffère
   *[other] { $count } champs diffèrent
}
day-list-update-and-send = Mettre à jour le dossier et envoyer
day-list-replace-title = Ouvrir le fichier déposé ?
day-list-replace-why = Vous travaillez sur { $current }. Ouvrir { $new } à la place quitte cette liste : le choix des colonnes, les lignes corrigées ou écartées et ses résultats à l’écran. Ce qui a déjà été envoyé le reste.
day-list-replace-open = Ouvrir { $new }
day-list-replace-keep = Continuer avec cette liste
day-list-send-anyway = Envoyer quand même
day-list-send-anyway-named = Envoyer quand même à { $name } : { $why }
day-list-recently-invited = Déjà invité aujourd’hui à { $time } (depuis ce guichet ou un autre) : pas de nouvel envoi.
day-list-sent-at-another-desk = Envoyé par { $desk } à { $time }, pour toute la clinique : pas renvoyé.
day-list-journal-away = La base de données de la clinique est injoignable : l’envoi est en pause et rien ne part avant son retour. La liste reprend alors d’elle-même.
day-list-stopped-not-signed-in = Vous n’êtes pas connecté : connectez-vous pour envoyer la liste.
day-list-stopped-no-journal = La liste ne peut pas être envoyée : le dossier de données de ce poste n’est pas utilisable ; la liste ne pourrait donc pas être reprise après un problème et risquerait d’être envoyée deux fois.
day-list-stopped-clinic-database-away = La base de données de la clinique est injoignable, la liste n’est donc pas envoyée : rien n’est parti qui ne soit indiqué comme envoyé. Dès le retour de la base, choisissez « Reprendre l’envoi » : la liste reprend là où elle s’est arrêtée.
day-list-stopped-other-session = Cette liste a été créée sur { $place } et n’est envoyée que là. Connectez-vous là pour l’envoyer, ou fermez-la.
day-list-stopped-session-not-noted = Cette liste a été créée par une version antérieure d’Intake Desk, qui ne notait pas où. Fermez-la et ouvrez à nouveau le fichier.
day-list-stopped-elsewhere = Cette liste est en cours d’envoi dans une autre fenêtre d’Intake Desk. La progression s’y affiche.
day-list-stopped-session-ended = L’envoi s’est arrêté parce que vous vous êtes déconnecté ou connecté ailleurs. Rien de plus n’a été envoyé ; le reste le sera quand vous vous reconnecterez à { $place }.
# $name: the patient's name; $differences: what differs.
day-list-update-named = Mettre à jour le dossier de { $name } et envoyer : { $differences }
day-list-save-results-title = Enregistrer les résultats de la liste
day-list-csv-file-kind = Fichier CSV
day-list-results-file-name = Invitations envoyées
progress-saving-results = Enregistrement des résultats…
# $path: where the file was written.
day-list-results-saved = Les résultats ont été enregistrés dans { $path }.
# $file: the list's file name; $when: when it was started.
day-list-unfinished = La liste du jour { $file } (commencée le { $when }) n’a pas été terminée.
day-list-unfinished-why = La reprise n’envoie que ce qui n’a pas été envoyé ; une invitation restée sans réponse est d’abord vérifiée auprès du service.
# $file: the list's file name.
day-list-resume-named = Reprendre l’envoi de { $file }
day-list-close-unfinished = Arrêter ici
# $file: the list's file name.
day-list-close-unfinished-named = Arrêter l’envoi de { $file } : ce qui n’a pas été envoyé ne le sera pas
today-title = Envois depuis ce poste aujourd’hui
# $date: the day shown.
today-title-on = Envois depuis ce poste le { $date }
today-title-clinic = Envois de la clinique aujourd’hui
today-title-clinic-on = Envois de la clinique le { $date }
today-column-desk = Poste
desks-filter = Postes
desks-all = Tous les postes
desks-this = Ce poste
desks-this-one = Ce poste
today-back-to-today = Revenir à aujourd’hui
today-other-day = Autre jour…
today-other-day-hint = Afficher ce qui a été envoyé un autre jour
today-refresh = Actualiser les statuts
refresh-why-nothing-listed = Rien à actualiser : aucune invitation n’est affichée ici.
refresh-why-not-connected = Il faut pour cela une connexion au service (en haut à droite).
progress-refreshing-statuses = Actualisation des statuts…
today-journal-unreadable = Les listes du jour n’ont pas pu être lues sur cet ordinateur ; seuls les questionnaires envoyés individuellement sont affichés.
today-clinic-database-away = La base de données de la clinique est injoignable : les listes des postes de la clinique ne sont pas affichées, seulement les questionnaires envoyés un à un depuis ce poste.
today-nothing-sent = Rien n’a été envoyé depuis ce poste ce jour-là.
today-nothing-sent-today = Rien n’a encore été envoyé depuis ce poste aujourd’hui.
# $count: invitations shown.
today-count = { $count ->
    [one] { $count } questionnaire. Les questionnaires avec alertes apparaissent en premier une fois les statuts actualisés.
   *[other] { $count } questionnaires. Les questionnaires avec alertes apparaissent en premier une fois les statuts actualisés.
}
today-column-time = Heure
today-column-status = Statut
today-patient-single-survey = Questionnaire envoyé depuis la fiche d’un patient
today-link-only = Lien uniquement
today-status-not-checked = Pas encore vérifié
today-status-failed = Vérification impossible
# $count: the survey's alerts.
today-alerts = { $count ->
    [one] { $count } alerte
   *[other] { $count } alertes
}

## End

## Closing the window with typing that could not be saved (issue 27)
local-drafts-saved-again = Ce que vous avez saisi est de nouveau enregistré sur cet ordinateur.
draft-not-saved = Ce formulaire n’est pas encore enregistré sur cet ordinateur.
draft-not-saved-retrying = Intake Desk continue d’essayer en arrière-plan. Ce que vous avez saisi reste ici tant que la fenêtre est ouverte ; si vous fermez la fenêtre, il vous sera demandé quoi en faire.
closing-title = Fermer Intake Desk ?
closing-saving = Enregistrement de ce que vous avez saisi…
closing-not-saved = { $forms ->
        [one] Ce que vous avez saisi dans un formulaire n’a pas pu être enregistré sur cet ordinateur.
       *[other] Ce que vous avez saisi dans { $forms } formulaires n’a pas pu être enregistré sur cet ordinateur.
    }
closing-keep-open = Garder la fenêtre ouverte
closing-save-to-file = Enregistrer ma saisie dans un fichier…
closing-lose = Fermer et perdre ma saisie
closing-file-name = Intake Desk - non enregistré
closing-file-intro = Ce qui a été saisi dans Intake Desk et n’a pas pu être enregistré sur cet ordinateur. Saisissez-le à nouveau dans Intake Desk, ou donnez ce fichier à votre service informatique. Supprimez-le quand il n’est plus utile : il contient des données de patients.
closing-save-dialog-title = Enregistrer votre saisie
closing-text-file-kind = Fichier texte
progress-saving-typing = Enregistrement de votre saisie dans le fichier…

## Follow-up and reminders (issue 31)
home-follow-up = Suivi
follow-up-reminders-title = Rappels
follow-up-title = Suivi
follow-up-intro = Qui a répondu aux invitations envoyées depuis ce poste, et qui ne l’a pas encore fait. Les statuts ne sont récupérés que lorsque vous les actualisez.
follow-up-intro-clinic = Qui a répondu aux invitations envoyées depuis tous les postes de ce cabinet, et qui ne l’a pas encore fait. Les statuts ne sont récupérés que lorsque vous les actualisez.
follow-up-period = Envoyées
# $days: how many days back the view looks.
follow-up-days = { $days ->
    [one] aujourd’hui
   *[other] au cours des { $days } derniers jours
}
# $days: how many days back the view looks.
follow-up-nothing-sent = { $days ->
    [one] Rien n’a été envoyé depuis ce poste aujourd’hui.
   *[other] Rien n’a été envoyé depuis ce poste au cours des { $days } derniers jours.
}
follow-up-filter-day = Jour
follow-up-filter-channel = Canal
follow-up-filter-status = Statut
follow-up-any-day = Tous les jours
# $date: a day.
follow-up-sent-on = Envoyées le { $date }
# $date: a day.
follow-up-appointment-on = Rendez-vous le { $date }
follow-up-any-channel = E-mail et SMS
follow-up-any-status = Tous les statuts
follow-up-show-all = Tout afficher
# $shown: invitations shown; $answered: of them answered; $alerts: answered with alerts; $waiting: not answered yet; $started: begun, not finished; $ended: expired or closed; $unknown: status not known.
follow-up-summary = { $shown ->
    [one] { $shown } invitation
   *[other] { $shown } invitations
} — avec réponse : { $answered } (dont { $alerts } avec alertes), sans réponse pour l’instant : { $waiting }, réponse en cours : { $started }, expirées ou clôturées : { $ended }, non vérifiées : { $unknown }.
follow-up-list = Invitations
follow-up-column-sent = Envoi
follow-up-column-appointment = Rendez-vous
follow-up-column-reminders = Rappels
follow-up-no-appointment = —
follow-up-no-reminders = Aucun
# $count: reminders sent; $date: the last one's day.
follow-up-reminders = { $count ->
    [one] { $count }, le { $date }
   *[other] { $count }, dernier le { $date }
}
follow-up-group-alerts = Réponse reçue, avec alertes
follow-up-group-answered = Réponse reçue
follow-up-group-started = Réponse en cours, pas terminée
follow-up-group-not-answered = Pas encore de réponse
follow-up-group-ended = Expiré ou clôturé
follow-up-group-not-known = Non vérifié
# $count: the alerts of the answered survey.
follow-up-answered-alerts = { $count ->
    [one] Réponse reçue, { $count } alerte
   *[other] Réponse reçue, { $count } alertes
}
follow-up-remind-by = Rappel par
follow-up-own-channel = Canal de l’invitation
# $count: the patients shown a reminder may go to now.
follow-up-remind-shown = { $count ->
    [0] Aucun patient affiché ne peut recevoir de rappel maintenant
    [one] Envoyer un rappel au patient affiché sans réponse
   *[other] Envoyer un rappel aux { $count } patients affichés sans réponse
}
# $count: invitations whose status was not fetched.
follow-up-refresh-first = { $count ->
    [one] { $count } invitation n’a pas été vérifiée : actualisez les statuts pour savoir si elle a reçu une réponse.
   *[other] { $count } invitations n’ont pas été vérifiées : actualisez les statuts pour savoir si elles ont reçu une réponse.
}
follow-up-reading-older = Les { $shown } invitations les plus récentes sont affichées ; les plus anciennes de la période sont en cours de lecture…
follow-up-why-reading-older = Un instant : les invitations plus anciennes de la période sont encore en cours de lecture.
follow-up-rules = Règles des rappels
follow-up-rules-locked = Défini par votre service informatique.
follow-up-rules-max = Rappels par invitation, au maximum
follow-up-rules-days = Jours entre deux rappels, au minimum
# $from, $until: the quiet hours, e.g. 20:00 and 08:00.
follow-up-rules-fixed = Jamais à un patient qui a répondu ou est en train de répondre, jamais après le rendez-vous, et pas entre { $from } et { $until } sauf si vous le confirmez.
# $count: reminders about to be sent.
follow-up-confirm-title = { $count ->
    [one] Envoyer { $count } rappel ?
   *[other] Envoyer { $count } rappels ?
}
follow-up-confirm-own-channel = Chaque patient reçoit le rappel de la même façon que l’invitation, par e-mail ou par SMS.
# $channel: e-mail or SMS.
follow-up-confirm-channel = Chaque patient reçoit le rappel par { $channel }.
follow-up-confirm-checked = Juste avant l’envoi de chaque rappel, le service est interrogé à nouveau : un patient qui a commencé à répondre entre-temps ne reçoit pas de rappel.
follow-up-confirm-replaces = Un rappel est une nouvelle invitation avec un nouveau lien ; le suivi l’affiche à la place de la précédente.
# $time: the time of day now.
follow-up-confirm-quiet = Il est { $time } : les patients le recevront le soir ou la nuit.
# $count: reminders about to be sent.
follow-up-confirm-send = { $count ->
    [one] Envoyer { $count } rappel
   *[other] Envoyer { $count } rappels
}
# $count: reminders about to be sent.
follow-up-confirm-send-anyway = { $count ->
    [one] Envoyer quand même { $count } rappel maintenant
   *[other] Envoyer quand même { $count } rappels maintenant
}
follow-up-batch-running = Une liste est en cours d’envoi. Les rappels pourront être envoyés une fois l’envoi terminé.
follow-up-nobody-to-remind = Aucun patient affiché ne peut recevoir de rappel maintenant : ils ont répondu, ont reçu tous leurs rappels, en ont reçu un trop récemment, ou leur rendez-vous est passé.
# $date: today.
follow-up-batch-name = Rappels du { $date }
follow-up-skipped-answered = Pas de rappel : le patient a répondu ou est en train de répondre.
follow-up-skipped-no-more = Pas de rappel : le nombre maximal de rappels pour cette invitation est atteint.
follow-up-skipped-too-soon = Pas de rappel : le patient a été invité ou a reçu un rappel trop récemment.
follow-up-skipped-appointment-passed = Pas de rappel : le rendez-vous est passé.
follow-up-skipped-quiet-hours = Pas de rappel : c’est le soir ou la nuit, et cela n’a pas été confirmé.
# $time: when the reminder was sent.
survey-replaced-by-reminder = Remplacé par le rappel envoyé le { $time } : le patient a reçu un nouveau lien.
survey-open-reminder = Ouvrir le rappel
survey-send-reminder = Envoyer un rappel
survey-send-reminder-hint = Une nouvelle invitation par le même canal, après confirmation ; pas envoyée si le patient a répondu entre-temps.
survey-no-reminder-now = Aucun rappel ne peut être envoyé maintenant : le patient a répondu, a reçu tous ses rappels, a été relancé trop récemment, ou le rendez-vous est passé.
# $count: reminders sent for this invitation.
survey-reminders-sent = { $count ->
    [one] { $count } rappel envoyé
   *[other] { $count } rappels envoyés
}
# $count: answered surveys shown that are not filed yet.
follow-up-file-answered = { $count ->
    [0] Aucun questionnaire répondu à classer
    [one] Classer le questionnaire répondu
   *[other] Classer les { $count } questionnaires répondus
}
# $folder: where answered surveys are filed.
follow-up-filing-into = dans { $folder }
follow-up-filing-no-folder = Choisissez un dossier sous « Classer les questionnaires répondus » pour les classer.
follow-up-filing = Classer les questionnaires répondus
follow-up-filing-intro = Le résumé PDF de chaque questionnaire répondu est enregistré une seule fois dans le dossier que votre logiciel de dossiers importe. Un fichier déjà présent n’est jamais remplacé.
follow-up-filing-folder = Dossier
follow-up-filing-template = Noms de fichier
follow-up-filing-fhir-system = Système d’identifiants FHIR
# $names: the placeholders a file name may hold.
follow-up-filing-placeholders = Un nom de fichier peut contenir : { $names }
follow-up-filing-fhir-hint = Avec un système d’identifiants (l’URI que votre logiciel de dossiers utilise pour vos numéros de patient), les réponses sont aussi écrites en fichiers FHIR R4 à côté de chaque PDF.
progress-filing = Classement des questionnaires répondus…
# $count: surveys filed; $folder: where.
follow-up-filing-done = { $count ->
    [0] Rien de nouveau à classer : chaque questionnaire répondu affiché est déjà classé.
    [one] { $count } questionnaire répondu a été classé dans { $folder }.
   *[other] { $count } questionnaires répondus ont été classés dans { $folder }.
}
# $failed: surveys that could not be filed; $filed: those that were.
follow-up-filing-failed = { $failed ->
    [one] { $failed } questionnaire répondu n’a pas pu être classé ({ $filed } classés). Vérifiez que le dossier existe et qu’on peut y écrire, puis réessayez.
   *[other] { $failed } questionnaires répondus n’ont pas pu être classés ({ $filed } classés). Vérifiez que le dossier existe et qu’on peut y écrire, puis réessayez.
}
# $status: the answer's status, e.g. "Answered".
follow-up-status-filed = { $status }, classé
# $who: the patient's reference; $why: what went wrong.
follow-up-not-filed = Pas classé : { $who }. { $why }
follow-up-filing-no-journal = La base de données de la clinique est injoignable, rien n’a donc été classé : un autre poste pourrait classer les mêmes réponses. Classez à nouveau dès qu’elle est de retour.
follow-up-filing-no-journal-here = Rien n’a été classé : le registre de ce qui a été classé, dans le dossier de données de cet ordinateur, est inutilisable. Le journal dit pourquoi.

## Reading the Belgian eID card (issue 32)
patient-read-eid = Lire l’eID
patient-read-eid-hint = Remplit les noms, la date de naissance et le sexe à partir de la carte eID belge dans le lecteur. Rien n’est envoyé : vérifiez le formulaire, puis enregistrez.
progress-reading-eid = Lecture de la carte eID…
eid-read-done = Lu sur la carte eID : vérifiez les données avant de continuer.
# $year: the year of birth, the only part of the date the card gives.
eid-read-year-only = Lu sur la carte eID. La carte ne donne que l’année de naissance ({ $year }) : tapez la date de naissance telle que le patient la donne.
eid-problem-no-service = Le service de cartes à puce de cet ordinateur n’est pas installé ou ne fonctionne pas. Demandez à votre service informatique d’installer le logiciel du lecteur.
eid-problem-no-reader = Aucun lecteur de cartes n’est branché sur cet ordinateur.
eid-problem-no-card = Il n’y a pas de carte dans le lecteur. Insérez la carte eID, puce en premier, et réessayez.
eid-problem-not-an-eid = La carte dans le lecteur n’est pas une carte eID belge.
eid-problem-removed = La carte a été retirée du lecteur (ou ne répondait plus) pendant la lecture. Remettez-la et réessayez.
eid-problem-in-use = Le lecteur de cartes est utilisé par un autre programme. Fermez la fenêtre de carte de ce programme et réessayez.
# $seconds: how long the app waited.
eid-problem-timed-out = La carte n’a pas répondu en { $seconds } secondes. Retirez-la, remettez-la et réessayez.
eid-problem-reader = Le lecteur n’a pas pu lire la carte. Retirez-la, remettez-la et réessayez.
