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

patient-field-first-name = Prénom
patient-field-last-name = Nom
patient-field-gender = Genre
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
patient-hint-language = nom ou code, p. ex. fr-be
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
patient-language-with-tag = { $name } — { $tag }
patient-language-no-match = Aucune langue trouvée : tapez un nom ou un code tel que fr-be.
patient-language-not-offered = Absent de la liste : conservé tel quel.
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
patient-another-person = Le nom et la date de naissance changent tous les deux : il s’agit apparemment d’une autre personne. Pour enregistrer une nouvelle personne, choisissez plutôt Enregistrer un nouveau patient ; le dossier de ce patient reste alors inchangé.
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
patient-surveys-not-loaded = Non chargés.
patient-surveys-loading = Chargement des questionnaires…
patient-surveys-none = Aucun questionnaire pour l’instant. Utilisez « Nouveau questionnaire » pour en envoyer un.
patient-service-id = Identifiant du service
patient-birthdate-value = { $long_date } ({ $date })
patient-phone = Téléphone
patient-phone-value = { $number } ({ $type }, { $country })
patient-phone-type-unknown = type inconnu
patient-other-fields = Autres champs du service ({ $count })
patient-column-status = Statut
patient-column-created = Créé
patient-column-answers = Réponses
patient-column-alerts = Alertes
patient-column-survey-id = Identifiant du questionnaire
patient-no-status = (aucun statut)
patient-open-survey = Ouvrir
patient-open-survey-name = Ouvrir le questionnaire du { $created } ({ $status })

## Surveys: dialog, survey view, summary and PDF

## State: notices, progress, drafts, activity lines, privacy

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
rules-reference-dots-only = Une référence ne peut pas se composer uniquement de points.
rules-too-long = Au maximum { $max } caractères ; ce texte en compte { $count }.
rules-country-code = { $code }

## Service errors

## Values from the service in words

## End
