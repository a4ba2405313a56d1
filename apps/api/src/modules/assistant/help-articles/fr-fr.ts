import type { HelpArticleSeed } from './types.ts';

/**
 * The help articles in French (fr-FR), in the same order, with the same slugs, areas and paths,
 * as every other language. Button, tab and field names are the app's own fr-FR labels.
 */
export const HELP_ARTICLES_FR_FR: HelpArticleSeed[] = [
  {
    slug: 'getting-started',
    area: 'getting-started',
    path: '/dashboard',
    title: 'Bien démarrer : votre tableau de bord et le menu',
    body:
      "Mon tableau de bord est la première page affichée après la connexion. Il réunit ce qui compte pour vous aujourd'hui :\n\n" +
      "- « Mes compétences » : votre adéquation à votre poste, vos écarts les plus importants et vos tâches d'évaluation, comme un feedback qui vous est demandé.\n" +
      '- « Votre progression » : votre adéquation à vos postes visés et vos prochaines actions de développement.\n' +
      '- « Profil complété » : ce qui manque encore à votre profil, avec « Compléter mon profil ».\n' +
      '- « Accès rapides » aux pages que votre rôle peut ouvrir.\n\n' +
      "Si vous encadrez une équipe, « Votre équipe » indique son adéquation moyenne, ses plus grands écarts et qui attend votre évaluation. Les administrateurs voient aussi « Approbations en attente » et « Inviter un collègue ». Si votre adresse e-mail n'est pas encore confirmée, un message vous invite à le faire ; utilisez « Renvoyer le lien » si l'e-mail n'est pas arrivé.\n\n" +
      "Le menu de gauche n'affiche que les pages autorisées pour votre rôle ; sur un petit écran, ouvrez-le avec le bouton de menu en haut. Quelques entrées, comme Recherche de talents, font partie de CompetencyHub mais indiquent « Pas encore disponible » dans cette version. Le menu utilisateur en haut à droite, avec votre nom et votre photo, contient Profil et Se déconnecter.",
  },
  {
    slug: 'help-assistant',
    area: 'getting-started',
    path: '/dashboard',
    title: "Interroger l'assistant d'aide",
    body:
      "Le bouton « Aide », en bas à droite de chaque page, ouvre l'assistant. Tapez une question et appuyez sur Entrée, ou choisissez l'une des questions suggérées pour la page où vous vous trouvez. L'assistant répond dans votre langue à partir des articles d'aide de CompetencyHub, de la FAQ et de la base de connaissances de votre entreprise, et indique d'où vient chaque partie de la réponse, avec un lien pour en savoir plus.\n\n" +
      "Lorsque votre entreprise ou la plateforme a configuré un modèle d'IA, la réponse est rédigée par l'IA à partir de ces seules sources et s'affiche au fur et à mesure de sa rédaction ; une mention sous la réponse le signale. Sinon, l'assistant cite tels quels les passages les plus pertinents. Dans les deux cas, vérifiez ce qui compte dans les sources.\n\n" +
      "Sous chaque réponse, « Cette réponse vous a-t-elle aidé ? » recueille votre évaluation, et vous pouvez ajouter un commentaire. Votre conversation reste ouverte pendant que vous passez d'une page à l'autre.\n\n" +
      "Si rien ne répond bien à votre question et qu'une recherche web est configurée, la réponse affiche « Sources externes trouvées » : des pages du web qui s'ouvrent dans un nouvel onglet. « Ajouter à la base de connaissances » sur l'une d'elles la suggère pour la base de connaissances de votre entreprise. Vous pouvez aussi suggérer n'importe quelle page avec « Suggérer une page pour la base de connaissances », sous la conversation.",
  },
  {
    slug: 'roles-and-access',
    area: 'getting-started',
    path: '/dashboard',
    title: 'Rôles : qui peut faire quoi',
    body:
      'Chaque personne dans CompetencyHub a un seul rôle. Il figure dans le menu utilisateur et sur votre tableau de bord, et il détermine les pages de votre menu.\n\n' +
      '- Collaborateur : votre tableau de bord, votre profil, vos compétences, votre expérience, votre plan de carrière et votre plan de développement.\n' +
      "- Responsable d'équipe : en plus, Gestion des équipes pour sa propre équipe et Profils de poste en lecture.\n" +
      "- Responsable formation : modifie aussi les référentiels de compétences et les profils de poste, lance les campagnes d'évaluation, crée des équipes transverses et voit toutes les équipes.\n" +
      "- Administrateur informatique de l'entreprise : gère aussi les personnes dans Gestion des utilisateurs : demandes d'adhésion, invitations, rôles, responsables hiérarchiques et désactivations.\n" +
      "- Titulaire du compte : tout ce qui précède, plus Administration de l'entreprise et l'abonnement.\n\n" +
      "Administrateur système et Propriétaire du système désignent l'équipe de la plateforme CompetencyHub ; elle peut gérer les entreprises clientes.\n\n" +
      "Être le responsable hiérarchique de quelqu'un ne dépend pas du rôle : la personne définie comme votre responsable hiérarchique vous évalue et peut ouvrir vos plans de carrière et de développement. Les responsables hiérarchiques sont définis dans Gestion des utilisateurs.\n\n" +
      "S'il vous manque une page, adressez-vous à l'administrateur de votre entreprise.",
  },
  {
    slug: 'change-language',
    area: 'getting-started',
    path: '/dashboard',
    title: "Changer la langue de l'interface",
    body:
      "Pour changer de langue, ouvrez le menu des langues en haut de n'importe quelle page, à côté de votre nom, et choisissez une langue. L'interface change aussitôt et un message confirme le changement.\n\n" +
      "CompetencyHub est traduit en anglais, espagnol (Español), français, allemand (Deutsch) et portugais (Português). Vous pouvez aussi choisir English (UK), English (Australia), Italiano, Nederlands et 日本語 ; pour l'instant, ces langues affichent les textes anglais.\n\n" +
      'Votre choix est mémorisé dans ce navigateur. Sur un autre navigateur ou appareil, CompetencyHub part des réglages de langue de ce navigateur : choisissez de nouveau si nécessaire.\n\n' +
      "Ce que rédigent les personnes de votre entreprise, comme les noms de compétences, les profils de poste et les commentaires, reste dans la langue d'origine. La bibliothèque de départ de compétences est importée dans la langue d'interface de la personne qui l'importe (anglais américain, espagnol, français, allemand ou portugais).\n\n" +
      'Les pages publiques, comme les questions fréquentes et le formulaire de contact, proposent le même menu des langues.',
  },
  {
    slug: 'faq-and-contact',
    area: 'getting-started',
    path: '/faq',
    title: 'Trouver une réponse dans les questions fréquentes ou nous contacter',
    body:
      "Le pied de chaque page donne accès aux pages « Questions fréquentes » et « Nous contacter », ainsi qu'aux conditions d'utilisation et à la politique de confidentialité.\n\n" +
      "Les questions fréquentes répondent, dans votre langue, aux questions sur les comptes, l'adhésion à une entreprise, les invitations, les rôles, les abonnements, les données et les langues. Tapez dans le champ de recherche pour trouver les questions et réponses qui contiennent vos mots. Une fois connecté, vous pouvez répondre à « Cette réponse vous a-t-elle aidé ? » par « Oui » ou « Non » ; vos votes aident l'équipe à améliorer les réponses.\n\n" +
      "Si vous ne trouvez pas ce qu'il vous faut, utilisez le formulaire de contact : saisissez votre nom et votre e-mail, éventuellement votre entreprise, choisissez un sujet (commercial, support, facturation, confidentialité et protection des données, ou autre) et écrivez un message d'au moins 10 caractères. Cliquez sur « Envoyer le message ». L'équipe CompetencyHub répond par e-mail, en général sous 1 à 2 jours ouvrés.\n\n" +
      "Pour les questions propres à votre entreprise, comme votre rôle, vos accès ou votre profil de poste, adressez-vous à l'administrateur de votre entreprise.",
  },
  {
    slug: 'update-your-profile',
    area: 'profile',
    path: '/profile',
    title: 'Mettre à jour votre profil et votre photo',
    body:
      'Ouvrez Mon profil depuis le menu, ou choisissez Profil dans le menu utilisateur en haut à droite. Le haut de la page présente vos informations telles que vos collègues les voient, y compris votre responsable hiérarchique.\n\n' +
      "Pour ajouter une photo, cliquez sur « Importer une photo » et choisissez une image PNG, JPEG ou WebP de 2 Mo maximum. Vérifiez l'aperçu, puis cliquez sur « Enregistrer la photo ». « Supprimer la photo » affiche vos initiales à la place.\n\n" +
      'Dans « Informations personnelles », vous pouvez modifier votre nom complet, votre lieu de travail et votre numéro de téléphone, puis cliquer sur « Enregistrer les modifications ». Saisissez le numéro au format international, par exemple +44 20 7946 0958 ; il ne doit pas déjà être utilisé par un autre compte. Une fois enregistré, il vous permet aussi de vous connecter.\n\n' +
      "Votre intitulé de poste et votre service ne sont pas modifiables : ils proviennent du profil de poste qu'un administrateur vous attribue. Votre responsable hiérarchique et votre site sont eux aussi définis par un administrateur, avec votre historique de postes.\n\n" +
      "Votre tableau de bord indique le degré de complétude de votre profil. Un profil complet comporte votre nom complet, une adresse e-mail confirmée, l'intitulé de poste, le service, le lieu de travail, le téléphone et une photo, pour que collègues et managers vous trouvent.",
  },
  {
    slug: 'password-and-sessions',
    area: 'profile',
    path: '/profile',
    title: 'Changer votre mot de passe et voir où vous êtes connecté',
    body:
      "Pour changer votre mot de passe, ouvrez Mon profil et allez à « Modifier le mot de passe ». Saisissez votre mot de passe actuel et un nouveau, puis cliquez sur « Mettre à jour le mot de passe ». Un mot de passe compte au moins 8 caractères. Il ne peut pas être l'un des mots de passe les plus courants, un motif court répété, ni contenir votre nom ou votre adresse e-mail ; le formulaire indique la règle non respectée.\n\n" +
      '« Se déconnecter de tous les autres appareils » est cochée par défaut : les autres navigateurs connectés à votre compte sont déconnectés lors du changement. Décochez la case pour les garder connectés.\n\n' +
      "« Sessions actives » liste chaque navigateur et appareil où vous êtes connecté, avec sa dernière activité et son adresse IP ; celui que vous utilisez porte la mention « Cet appareil ». Cliquez sur « Déconnecter » à côté d'une session que vous ne reconnaissez pas, ou sur « Déconnecter les autres sessions » pour toutes les fermer sauf celle-ci. Pour fermer la session en cours, choisissez Se déconnecter dans le menu utilisateur.\n\n" +
      "En cas d'oubli, cliquez sur « Mot de passe oublié ? » sur la page de connexion. Le lien de réinitialisation ne fonctionne qu'une fois et expire au bout d'une heure.",
  },
  {
    slug: 'understand-your-levels',
    area: 'competencies',
    path: '/competencies',
    title: 'Comprendre vos niveaux de compétence',
    body:
      "Mes compétences montre où vous en êtes dans chaque compétence de votre poste. Dans l'onglet « Vue d'ensemble », « Vos niveaux » liste chaque compétence avec votre niveau actuel et le niveau requis par votre profil de poste.\n\n" +
      "Votre niveau actuel combine jusqu'à trois sources : l'évaluation de votre responsable, le feedback 360° de vos collègues et votre auto-évaluation. Par défaut, la dernière évaluation de votre responsable compte d'abord, puis la moyenne de vos collègues, puis votre dernière auto-évaluation. Votre entreprise peut choisir un autre ordre ou une moyenne pondérée.\n\n" +
      "Cliquez sur « Pourquoi ce niveau ? » sur une compétence pour voir chaque source : qui a évalué, quel niveau, quand et avec quel poids. Une source présente mais non comptée est marquée « Non pris en compte ». Les qualifications que vous avez liées à la compétence dans Mon expérience apparaissent sous « Qualifications qui l'attestent ».\n\n" +
      "La même vue présente l'« Historique » du niveau sous forme de graphique ; choisissez « Afficher l'historique sous forme de tableau » pour lire les valeurs. Les réponses des collègues n'apparaissent jamais que sous forme de moyenne de plusieurs personnes.\n\n" +
      "Si la liste est vide, vous n'avez encore ni profil de poste ni évaluation : évaluez-vous dans l'onglet « Évaluations ».",
  },
  {
    slug: 'fit-and-skill-gaps',
    area: 'competencies',
    path: '/competencies',
    title: 'Lire votre adéquation et vos écarts de compétences pour un poste',
    body:
      "La section « Adéquation et écarts » de Mes compétences compare vos niveaux actuels aux exigences d'un poste. Elle part de votre propre poste : le profil de poste qu'un administrateur vous a attribué.\n\n" +
      "L'adéquation est un pourcentage. Chaque compétence requise compte selon son importance (critique 3, importante 2, souhaitable 1), et votre niveau est comparé au niveau requis, jusqu'à 100 % par compétence. Une compétence pas encore évaluée compte pour 0 : vous auto-évaluer donne donc une image plus juste.\n\n" +
      "Sous l'adéquation, chaque exigence montre votre niveau, le niveau requis et le chemin qui reste, les plus grands écarts sur les compétences les plus importantes en premier. Les exigences atteintes sont signalées comme telles.\n\n" +
      "Pour voir votre adéquation à un autre poste, choisissez-le sous « Comparer avec un poste ». C'est une simulation qui ne modifie rien.\n\n" +
      'Votre tableau de bord affiche votre adéquation et vos écarts les plus importants. Pour planifier comment les combler, utilisez Mon développement ; pour viser un autre poste, utilisez Mon plan de carrière.',
  },
  {
    slug: 'self-assessment',
    area: 'assessments',
    path: '/competencies?tab=assessments',
    title: 'Vous auto-évaluer',
    body:
      "Pour vous évaluer, ouvrez Mes compétences et choisissez l'onglet « Évaluations ». La section « Auto-évaluation » liste les compétences de votre poste. Si vous n'avez pas encore de profil de poste, ou pour évaluer autre chose, utilisez « Évaluer une autre compétence », choisissez la compétence et cliquez sur « Ajouter ».\n\n" +
      "- Cliquez sur « Évaluer » à côté d'une compétence. Chaque niveau décrit ce que l'on fait à ce niveau : choisissez celui qui correspond à votre pratique réelle.\n" +
      '- Ajoutez si vous le souhaitez un commentaire et des justificatifs : jusqu’à cinq liens et fichiers, chaque fichier de 5 Mo maximum (PDF, image, texte ou document Office). « Ajouter le lien » place le lien dans la liste pour en saisir un autre ; un lien resté dans son champ est enregistré aussi. Les justificatifs sont visibles par vous, votre responsable et les personnes qui gèrent les compétences.\n' +
      "- Évaluez autant de compétences que vous voulez, puis cliquez sur le bouton d'enregistrement, qui indique combien d'évaluations sont prêtes.\n\n" +
      "Chaque évaluation est conservée : votre historique montre votre progression. Pour mettre un niveau à jour, évaluez de nouveau la compétence. Les évaluations faites pendant une campagne d'évaluation ouverte dont vous faites partie comptent pour celle-ci.\n\n" +
      "Votre auto-évaluation est l'une des sources de votre niveau actuel, et votre responsable la voit à côté de sa propre évaluation.",
  },
  {
    slug: 'request-360-feedback',
    area: 'assessments',
    path: '/competencies?tab=assessments',
    title: 'Demander un feedback à 360° à vos collègues',
    body:
      "Pour demander un feedback, ouvrez Mes compétences, choisissez l'onglet « Évaluations » et cliquez sur « Demander un feedback » dans la section « Feedback à 360° ».\n\n" +
      "- Sous « Trouver des collègues », cherchez par nom ou e-mail et ajoutez jusqu'à 20 collègues actifs. Votre responsable hiérarchique n'est pas proposé : il vous évalue nominativement.\n" +
      '- Pour chaque collègue, indiquez votre relation de travail : « Pair », « Collaborateur direct » ou « Autre collègue ».\n' +
      '- Fixez « Réponse attendue le » (dans deux semaines par défaut, six mois au plus), ajoutez un message si vous le souhaitez et vérifiez les « Compétences concernées » ; celles de votre poste sont déjà cochées.\n' +
      '- Envoyez les demandes avec le bouton en bas. Chaque collègue reçoit un e-mail.\n\n' +
      "Les réponses sont anonymes. Personne ne voit la réponse d'un collègue en particulier, seulement une moyenne, affichée dès que le minimum fixé par votre entreprise (jamais moins de 3) a répondu, et renouvelée toutes les 3 nouvelles réponses.\n\n" +
      "Suivez vos demandes sous « Demandes faites par vous et votre manager », avec des statuts comme En attente, Répondue, Refusée ou Expirée. « Retirer la demande » annule une demande ouverte. Un rappel part deux jours avant l'échéance ; la demande expire sept jours après.",
  },
  {
    slug: 'answer-feedback-requests',
    area: 'assessments',
    path: '/competencies?tab=assessments',
    title: 'Répondre à une demande de feedback ou la refuser',
    body:
      "Quand un collègue ou un manager vous demande un feedback, vous recevez un e-mail et une tâche sur votre tableau de bord. La demande apparaît dans Mes compétences, onglet « Évaluations », sous « Feedbacks qui vous sont demandés », avec la personne concernée, le nombre de compétences et l'échéance.\n\n" +
      '- Cliquez sur « Répondre » pour évaluer ce que vous avez observé dans chaque compétence demandée, avec un commentaire facultatif, puis envoyez vos évaluations.\n' +
      '- Cliquez sur « Accepter » pour signaler que vous répondrez plus tard.\n' +
      "- Cliquez sur « Refuser » si vous ne pouvez pas donner un feedback utile, en indiquant brièvement une raison. Le demandeur la voit et peut solliciter quelqu'un d'autre.\n\n" +
      "Votre réponse n'est jamais affichée seule. Seule une moyenne de plusieurs collègues apparaît, une fois que suffisamment d'entre eux ont répondu : personne ne peut deviner ce que vous avez dit.\n\n" +
      "Un rappel vous est envoyé deux jours avant l'échéance. Ensuite, la demande est marquée « En retard » mais reste ouverte pendant sept jours ; elle expire alors et quitte vos tâches.",
  },
  {
    slug: 'rate-your-reports',
    area: 'assessments',
    path: '/competencies?tab=assessments',
    title: 'Évaluer les personnes de votre équipe',
    body:
      "Si des personnes vous sont rattachées, l'onglet « Évaluations » de Mes compétences contient une section « Mon équipe ». Elle liste chacune d'elles avec le nombre de compétences qu'elle a auto-évaluées, le nombre que vous avez évaluées, son adéquation et son nombre d'écarts.\n\n" +
      "Pour évaluer quelqu'un, cliquez sur « Évaluer » à côté de son nom. Pour chaque compétence de son poste, vous voyez son auto-évaluation à côté de votre dernière évaluation. Choisissez un niveau, ajoutez un commentaire si vous le souhaitez et enregistrez. La personne voit votre évaluation avec votre nom ; par défaut, elle compte en premier dans son niveau actuel.\n\n" +
      'Cliquez sur « Voir les écarts » pour ouvrir son adéquation, ses écarts et ses niveaux, avec « Pourquoi ce niveau ? ». Cliquez sur « Demander un feedback » pour solliciter des collègues à son sujet, comme pour vous-même.\n\n' +
      "Seul le responsable hiérarchique donne une évaluation de manager ; il est défini dans Gestion des utilisateurs. Sans profil de poste, une personne peut n'avoir encore rien à évaluer. Votre tableau de bord vous signale les personnes qui se sont auto-évaluées depuis votre dernière évaluation, et vous pouvez aussi les évaluer depuis la matrice de compétences de Gestion des équipes.",
  },
  {
    slug: 'assessment-cycles',
    area: 'assessments',
    path: '/competencies?tab=assessments',
    title: "Mener une campagne d'évaluation",
    body:
      "Une campagne d'évaluation demande à un groupe de personnes de s'auto-évaluer avant une date, et à leurs managers de les évaluer. Les responsables formation et les titulaires du compte trouvent « Campagnes d'évaluation » en bas de l'onglet « Évaluations » de Mes compétences.\n\n" +
      'Cliquez sur « Lancer une campagne » et renseignez :\n\n' +
      '- « Nom », par exemple Revue de printemps.\n' +
      "- « Participants » : « Toute l'entreprise », « Une unité et ses sous-unités » ou « Les titulaires d'un profil de poste ».\n" +
      '- « Échéance » : la date limite, six mois au plus.\n\n' +
      'Au lancement, chaque personne active du groupe devient participante, reçoit un e-mail et voit une tâche sur son tableau de bord.\n\n' +
      "Chaque campagne indique combien d'auto-évaluations et d'évaluations des managers sont faites ; ouvrez-la pour voir chaque personne, son manager et ce qui est fait. Une personne a terminé lorsque chaque compétence de son poste a été évaluée depuis le lancement.\n\n" +
      "« Envoyer des rappels » écrit aux participants qui n'ont pas terminé et aux managers qui ont des évaluations en attente. Un rappel part aussi automatiquement trois jours avant l'échéance. « Modifier le nom ou l'échéance » conserve les participants initiaux. « Clôturer la campagne » arrête les rappels ; les évaluations déjà données restent.",
  },
  {
    slug: 'experience-and-certifications',
    area: 'experience',
    path: '/experience',
    title: 'Renseigner votre parcours et vos certifications',
    body:
      'Ouvrez Mon expérience pour réunir votre parcours professionnel et vos qualifications.\n\n' +
      "Pour ajouter un poste, cliquez sur « Ajouter un poste » sous « Parcours professionnel » et saisissez l'employeur, l'intitulé du poste et les dates. Laissez « Au » vide si vous y travaillez encore. Décrivez brièvement vos missions si vous le souhaitez, puis enregistrez.\n\n" +
      "Pour ajouter une qualification ou une certification, cliquez sur « Ajouter » sous « Qualifications et certifications ». Saisissez son nom et, si vous le souhaitez, l'organisme, le numéro du certificat, la date de délivrance et la date d'expiration ; laissez cette dernière vide si elle n'expire pas. Vous pouvez joindre le certificat sous forme de fichier et, sous « Justifie », lier les compétences qu'il atteste. Les qualifications liées apparaissent dans Mes compétences sous « Pourquoi ce niveau ? ».\n\n" +
      "Chaque qualification affiche son statut en couleur et en toutes lettres : « Valide », « Expire bientôt » (dans les 90 jours), « Expirée » ou « Sans expiration ». Vous recevez un e-mail 30 jours avant l'expiration d'une certification.\n\n" +
      "Utilisez les boutons de modification et de suppression à côté d'une entrée pour la changer ou l'effacer. Supprimer une qualification supprime aussi son fichier de certificat.",
  },
  {
    slug: 'career-planning',
    area: 'career',
    path: '/career-plan',
    title: 'Planifier votre carrière : postes visés et étapes suivantes',
    body:
      'Mon plan de carrière montre où vous pouvez aller depuis votre poste et votre adéquation actuelle à chaque possibilité.\n\n' +
      '- « Mon poste actuel » affiche votre adéquation et les écarts à combler.\n' +
      '- « Postes suivants sur votre parcours » liste les promotions et mobilités latérales que votre entreprise a liées à votre poste, chacune avec votre adéquation.\n' +
      "- « Explorer un autre poste » montre votre adéquation à n'importe quel poste de l'entreprise et ce qu'il vous faudrait pour l'occuper.\n\n" +
      "Pour vous fixer des objectifs, cliquez sur « Choisir les postes visés ». Ajoutez un ou deux postes, chacun avec la date à laquelle vous visez d'être prêt (jusqu'à 10 ans), et enregistrez. Chaque poste visé affiche ses écarts et un graphique « Progression » de votre adéquation à chaque jour où elle a changé ; « Afficher la progression en tableau » donne les valeurs.\n\n" +
      "Activez « Ouvert aux opportunités internes » pour indiquer que vous envisagez d'autres postes dans l'entreprise. L'option reste désactivée tant que vous ne l'activez pas.\n\n" +
      'Votre responsable peut ouvrir votre plan et le commenter ; vous répondez sous « Commentaires ». Les managers choisissent en haut de la page le plan à consulter ; les responsables formation et les titulaires du compte peuvent ouvrir tous les plans.',
  },
  {
    slug: 'development-plan',
    area: 'development',
    path: '/personal-development',
    title: 'Construire votre plan de développement',
    body:
      'Mon développement contient votre plan de développement : des actions qui comblent les écarts de votre poste actuel et de vos postes visés.\n\n' +
      'Pour ajouter une action, cliquez sur « Ajouter une action » et renseignez :\n\n' +
      "- « Type d'action » : formation ou ressource, projet ou mission élargie, mentorat, lecture ou autre.\n" +
      "- « Titre », une description et un lien facultatifs, et une « Échéance » jusqu'à trois ans.\n" +
      '- « Compétences développées » : liez-en une à cinq. Chacune montre votre niveau actuel face aux exigences de vos postes.\n' +
      '- Pour un mentorat, un « Mentor » : un collègue qui propose du mentorat et qui est au moins avancé dans cette compétence.\n\n' +
      'Cliquez ensuite sur « Ajouter au plan ».\n\n' +
      "« Actions suggérées » liste vos plus grands écarts avec des idées prêtes à l'emploi : un mentor, un projet ou une formation. Choisissez-en une pour l'ouvrir pré-remplie ; vous pouvez tout modifier avant de l'ajouter.\n\n" +
      "Cliquez sur « Commencer » quand vous démarrez une action, « Modifier » pour la changer ou « Annuler l'action » si elle n'a plus lieu d'être. Un plan compte au plus 50 actions ouvertes. Les actions en retard sont signalées et un e-mail hebdomadaire les récapitule ; désactivez-le avec « M'envoyer un e-mail pour les actions en retard ».",
  },
  {
    slug: 'complete-actions-and-approval',
    area: 'development',
    path: '/personal-development',
    title: "Terminer des actions, faire approuver votre plan et accompagner d'autres personnes",
    body:
      "Quand vous avez fini une action de développement, cliquez sur « Terminer ». Ajoutez ce qui prouve qu'elle est faite : un lien, un fichier (PDF, image ou document, jusqu'à 5 Mo) ou une note, puis cliquez sur « Marquer comme terminée ». Votre responsable est invité à réévaluer les compétences que l'action développe, et l'action indique qu'une réévaluation a été demandée. Les actions terminées restent dans votre plan comme trace.\n\n" +
      "Votre responsable examine votre plan : il peut le commenter et l'approuver avec « Approuver le plan ». Le plan indique alors qui l'a approuvé et quand. Si vous le modifiez ensuite, il attend une nouvelle approbation. Sans responsable hiérarchique, personne n'approuve le plan.\n\n" +
      "Les managers ouvrent le plan d'un collaborateur en le choisissant sous « Plan de développement de ». Utilisez « Commentaires » pour en discuter ensemble.\n\n" +
      "Pour aider vos collègues à progresser, activez « Proposer du mentorat ». Ceux qui ont besoin d'une compétence dans laquelle vous êtes au moins avancé vous verront alors comme mentor possible dans leurs suggestions.\n\n" +
      "Votre tableau de bord affiche vos prochaines actions, et celui d'un manager indique les collaborateurs qui ont des actions en retard.",
  },
  {
    slug: 'team-skill-matrix',
    area: 'teams',
    path: '/team-management',
    title: "Utiliser la matrice de compétences de l'équipe",
    body:
      "Gestion des équipes montre les compétences de votre équipe face aux exigences de leurs postes. Les responsables d'équipe voient leur propre équipe : les personnes dont ils sont le responsable hiérarchique, sans rien configurer. Les responsables formation et les titulaires du compte voient toutes les équipes de l'entreprise et en choisissent une sous « Équipe ».\n\n" +
      "La « Matrice de compétences » comporte une ligne par personne et une colonne par compétence. Chaque cellule montre le niveau actuel, puis le niveau exigé par le profil de poste de la personne, en mots et en chiffres ainsi qu'en couleur. Utilisez « Filtrer les compétences » et « Trier les personnes par » (nom, adéquation la plus faible ou la plus forte d'abord). Sur un téléphone, chaque personne est une carte.\n\n" +
      "Chaque personne affiche son adéquation et l'état de ses évaluations, comme « Votre évaluation est attendue », « Pas encore d'auto-évaluation » ou des demandes de feedback ouvertes. Cliquez sur « Niveaux » pour voir ses niveaux et écarts, ou sur « Évaluer » pour évaluer un collaborateur direct.\n\n" +
      "« Écarts de l'équipe » liste les compétences où la plupart des personnes concernées sont sous le niveau requis. « Risques de couverture » liste ce qu'une seule personne, ou personne, maîtrise au niveau opérationnel.\n\n" +
      "« Exporter en CSV » télécharge la matrice. La matrice de compétences est incluse dans les formules Professionnel et Entreprise ainsi que dans l'essai gratuit.",
  },
  {
    slug: 'cross-functional-teams',
    area: 'teams',
    path: '/team-management',
    title: 'Créer une équipe transverse',
    body:
      "En plus des équipes des responsables hiérarchiques, les responsables formation et les titulaires du compte peuvent créer des équipes transverses : des personnes de toute l'entreprise, par exemple pour un projet.\n\n" +
      'Dans Gestion des équipes, cliquez sur « Nouvelle équipe » et renseignez :\n\n' +
      "- « Nom de l'équipe », unique dans l'entreprise.\n" +
      "- « Membres » : cherchez des personnes par nom ou e-mail et ajoutez-en jusqu'à 200. Une personne peut faire partie de plusieurs équipes.\n" +
      "- « Responsable » (facultatif) : un responsable d'équipe qui mène l'équipe la voit dans sa Gestion des équipes.\n" +
      "- « Compétences de la matrice (facultatif) », jusqu'à 60. Laissé vide, la matrice montre ce qu'exigent les profils de poste des membres.\n\n" +
      "Cliquez sur « Créer l'équipe ». L'équipe dispose de sa propre matrice de compétences, de ses écarts et de ses risques de couverture.\n\n" +
      "Pour la modifier plus tard, choisissez l'équipe et cliquez sur « Modifier l'équipe ». « Supprimer l'équipe » ne supprime que l'équipe : ses membres, leurs niveaux et leurs responsables hiérarchiques restent inchangés.\n\n" +
      "L'équipe d'un responsable hiérarchique ne se modifie pas ici : elle regroupe toujours ses collaborateurs directs ; changez donc les responsables hiérarchiques dans Gestion des utilisateurs. Pour inclure les subordonnés indirects dans ces équipes, activez « Les équipes incluent les subordonnés indirects » dans Gestion des compétences.",
  },
  {
    slug: 'job-profiles',
    area: 'job-profiles',
    path: '/job-profiles',
    title: 'Créer et attribuer des profils de poste',
    body:
      "Un profil de poste décrit un poste : les compétences qu'il exige, à quel niveau et avec quelle importance. L'adéquation et les écarts se mesurent par rapport à lui. Les responsables formation et les titulaires du compte créent et modifient les profils de poste ; les responsables d'équipe peuvent les consulter.\n\n" +
      "Pour en créer un, ouvrez Profils de poste et cliquez sur « Nouveau » (ou « Créer un profil de poste » s'il n'y en a encore aucun). Saisissez l'« Intitulé du poste » et, si vous le souhaitez, le « Service », la « Famille de métiers », l'« Échelon » et la « Description du poste » ; les familles et les échelons, avec leurs fourchettes de rémunération, se gèrent dans l'onglet « Architecture des emplois ». Ajoutez chaque exigence avec « Ajouter une compétence », puis fixez le niveau requis et l'importance : « Critique », « Importante » ou « Souhaitable ». Un profil de poste peut exiger jusqu'à 100 compétences. Enregistrez-le.\n\n" +
      'Pour attribuer le profil, ouvrez-le, cliquez sur « Attribuer à des personnes », cherchez chaque personne et cliquez sur « Attribuer ». Son intitulé de poste et son service suivent le profil ; une personne qui avait un autre profil passe à celui-ci. Vous pouvez aussi utiliser « Définir le profil de poste » dans Gestion des utilisateurs.\n\n' +
      "Chaque profil affiche ses titulaires, leur adéquation et l'adéquation moyenne. « Archiver » empêche toute nouvelle attribution ; les titulaires le conservent, et vous pouvez le restaurer.\n\n" +
      "Créer et modifier des profils de poste nécessite la formule Professionnel, une formule Entreprise ou l'essai gratuit.",
  },
  {
    slug: 'career-paths',
    area: 'job-profiles',
    path: '/job-profiles',
    title: 'Relier les postes en parcours de carrière',
    body:
      'Les parcours de carrière montrent vers quels postes on peut évoluer depuis le sien. Chacun les voit dans Mon plan de carrière sous « Postes suivants sur votre parcours », avec sa propre adéquation à chaque poste.\n\n' +
      "Pour les définir, ouvrez Profils de poste, choisissez un poste et cliquez sur « Modifier les parcours » dans sa section « Parcours de carrière ». Cliquez sur « Ajouter une étape suivante », puis choisissez le poste suivant et le type d'évolution : « Promotion » ou « Mobilité latérale ». Un poste peut mener à 10 postes suivants au plus. Enregistrez vos modifications.\n\n" +
      "- Un poste ne peut pas être sa propre étape suivante, et chaque poste suivant n'apparaît qu'une fois.\n" +
      "- Une promotion ne peut pas ramener à son propre poste par d'autres promotions : faites de cette étape une mobilité latérale.\n" +
      '- Seuls les profils de poste actifs de votre entreprise peuvent être reliés.\n\n' +
      'La section indique aussi les « Postes qui mènent ici », pour voir les chemins vers un poste.\n\n' +
      "Les responsables formation et les titulaires du compte modifient les parcours ; les responsables d'équipe peuvent les consulter. Comme pour les profils de poste, modifier les parcours nécessite la formule Professionnel, une formule Entreprise ou l'essai gratuit.",
  },
  {
    slug: 'competency-frameworks',
    area: 'competency-management',
    path: '/competency-management',
    title: 'Mettre en place des référentiels de compétences',
    body:
      "Dans Gestion des compétences, les responsables formation et les titulaires du compte définissent ce qu'est un travail bien fait. Un référentiel regroupe des compétences en catégories et les évalue sur une échelle de maîtrise.\n\n" +
      "Pour démarrer vite, cliquez sur « Importer la bibliothèque de départ » : plus de 60 compétences en 8 catégories, chacune décrite à chaque niveau. Elle devient votre propre référentiel, à modifier librement. Vous pouvez aussi cliquer sur « Créer un référentiel » (« Nouveau » dès que vous en avez un) et saisir un nom et une description ; il démarre avec l'échelle à cinq niveaux Débutant, En progression, Maîtrise, Avancé et Expert.\n\n" +
      "Dans l'onglet « Compétences » du référentiel :\n\n" +
      '- « Ajouter une catégorie » regroupe des compétences. Une catégorie ne peut être supprimée que si elle est vide.\n' +
      "- « Ajouter une compétence » demande un nom, une catégorie, une nature (technique, comportementale, managériale, ou la vôtre via « Autre nature… »), jusqu'à 10 étiquettes, une description et ce que l'on fait à chaque niveau.\n" +
      '- Cherchez par nom, description ou étiquette, et filtrez par catégorie, nature et statut.\n\n' +
      '« Archiver » retire une compétence ou un référentiel entier des nouvelles évaluations et des profils de poste sans rien supprimer : évaluations et historique restent, et vous pouvez restaurer à tout moment.',
  },
  {
    slug: 'scales-and-level-rules',
    area: 'competency-management',
    path: '/competency-management',
    title: "Modifier l'échelle de maîtrise et la combinaison des niveaux",
    body:
      "Chaque référentiel a sa propre échelle de maîtrise. Dans l'onglet « Échelle de maîtrise » du référentiel, vous pouvez renommer, ajouter, supprimer ou déplacer des niveaux : de 2 à 10, du plus bas au plus haut, chacun avec son nom. Marquez avec « Maîtrise à partir d'ici » le niveau à partir duquel une personne maîtrise la compétence ; les risques de couverture des équipes s'en servent.\n\n" +
      "Dès que des personnes ont été évaluées sur le référentiel, une modification crée une nouvelle version de l'échelle. Sous « Comment les anciens niveaux se lisent sur la nouvelle échelle », choisissez le nouveau niveau de chaque niveau supprimé. Les évaluations existantes gardent leur niveau d'origine et sont lues à travers cette correspondance ; les exigences des profils de poste suivent. Confirmez avec « Enregistrer comme version… ». « Historique de l'échelle » liste chaque version.\n\n" +
      "Sur la même page, « Comment les niveaux sont combinés » fixe pour toute l'entreprise le calcul du niveau actuel d'une personne :\n\n" +
      "- « La première source disponible » : la première source de votre ordre (manager, collègues, soi-même) qui a une évaluation l'emporte.\n" +
      '- « Une moyenne pondérée » : chaque source présente compte selon son poids.\n\n' +
      "Vous fixez aussi le nombre de réponses de collègues nécessaires avant d'afficher leur moyenne (de 3 à 20) et si « Les équipes incluent les subordonnés indirects ». Cliquez sur « Enregistrer les règles ».",
  },
  {
    slug: 'competency-csv-import',
    area: 'competency-management',
    path: '/competency-management',
    title: 'Importer et exporter des compétences avec un fichier CSV',
    body:
      'Vous pouvez remplir ou mettre à jour un référentiel depuis un tableur. Ouvrez le référentiel et cliquez sur « Importer un CSV ».\n\n' +
      '- Cliquez sur « Télécharger le modèle » pour obtenir les colonnes. Chaque ligne est une compétence : category, name et type sont obligatoires ; description, tags (séparés par des points-virgules) et une colonne par niveau sont facultatifs.\n' +
      '- Enregistrez le fichier au format CSV UTF-8 (dans Excel, « CSV UTF-8 (délimité par des virgules) »), avec 5 000 lignes et 8 Mo au plus.\n' +
      "- Choisissez le fichier. CompetencyHub le vérifie d'abord et liste chaque problème par ligne et par colonne. Rien n'est importé tant que chaque ligne n'est pas correcte.\n" +
      "- L'aperçu montre ce qui sera nouveau, mis à jour ou inchangé, ainsi que les nouvelles catégories. Confirmez avec le bouton d'importation.\n\n" +
      'Les compétences sont reconnues par leur nom, sans tenir compte des majuscules : les existantes sont mises à jour, les autres ajoutées. Une colonne absente du fichier ne change rien, mais une cellule vide dans une colonne présente vide le champ. Les compétences archivées citées dans le fichier sont mises à jour et restent archivées.\n\n' +
      'Pour sortir un référentiel, cliquez sur « Exporter en CSV ». Le fichier contient toutes les compétences, archivées comprises.',
  },
  {
    slug: 'invite-people',
    area: 'people',
    path: '/user-management?tab=invite',
    title: 'Inviter des personnes dans votre entreprise',
    body:
      "Les administrateurs informatiques de l'entreprise et les titulaires du compte invitent des collègues dans Gestion des utilisateurs, onglet « Inviter », ou via « Inviter un collègue » sur le tableau de bord. Une invitation donne un accès immédiat, sans approbation.\n\n" +
      "Pour inviter une personne, saisissez son « Adresse e-mail », choisissez un « Rôle » et cliquez sur « Envoyer l'invitation ». Vous ne pouvez donner que les rôles que vous êtes autorisé à attribuer : un administrateur informatique peut inviter des collaborateurs, responsables d'équipe, responsables formation et administrateurs informatiques ; un titulaire du compte peut aussi inviter des titulaires du compte.\n\n" +
      "Pour inviter de nombreuses personnes, utilisez « Invitation groupée (CSV) ». Cliquez sur « Télécharger le modèle (CSV) », remplissez les colonnes email, role et full_name (facultative) et choisissez le fichier. Un fichier compte au plus 500 lignes. L'aperçu liste tout le monde ; si une ligne est incorrecte, rien n'est envoyé. Confirmez avec le bouton d'envoi.\n\n" +
      "Vous devez confirmer votre propre adresse e-mail avant d'inviter. Les liens d'invitation expirent au bout de 7 jours. L'onglet « Invitations envoyées » liste chaque invitation et son statut : « Renvoyer » une invitation en attente ou expirée (l'ancien lien ne fonctionne plus) ou « Révoquer » celle qui n'a plus lieu d'être.\n\n" +
      "Chaque personne qui accepte occupe une place de votre formule. Si toutes les places sont prises, le titulaire du compte peut en ajouter dans l'abonnement.",
  },
  {
    slug: 'approve-join-requests',
    area: 'people',
    path: '/user-management?tab=pending',
    title: "Approuver ou refuser les demandes d'adhésion",
    body:
      "Quand quelqu'un s'inscrit avec une adresse e-mail d'un domaine de votre entreprise, il n'entre pas tout de suite : il demande à rejoindre l'entreprise et attend un administrateur. Les administrateurs informatiques de l'entreprise et les titulaires du compte voient ces demandes sous « Approbations en attente » sur le tableau de bord et dans Gestion des utilisateurs, onglet « Demandes en attente ».\n\n" +
      "Une demande ne peut être approuvée qu'une fois que la personne a confirmé son adresse e-mail. D'ici là, elle affiche « En attente de confirmation de l'e-mail » et propose seulement « Refuser ». Les administrateurs sont prévenus par e-mail dès que l'adresse est confirmée.\n\n" +
      "- Cliquez sur « Approuver » pour laisser entrer la personne. Elle arrive comme collaborateur ; changez ensuite son rôle dans l'onglet « Personnes ».\n" +
      "- Cliquez sur « Refuser » et confirmez pour rejeter la demande. En cas d'erreur, invitez plutôt la personne : une invitation donne accès immédiatement.\n\n" +
      "Approuver nécessite une place libre. Si toutes les places de votre formule sont prises, désactivez quelqu'un ou ajoutez des places dans l'abonnement.\n\n" +
      "Les domaines e-mail qui mènent à votre entreprise se règlent dans Administration de l'entreprise.",
  },
  {
    slug: 'manage-people',
    area: 'people',
    path: '/user-management',
    title: 'Changer les rôles, les responsables hiérarchiques et les accès',
    body:
      "Dans Gestion des utilisateurs, l'onglet « Personnes » liste toutes les personnes de votre entreprise avec leur rôle, statut, intitulé de poste, responsable hiérarchique et dernière connexion. Cherchez par nom ou e-mail, ou filtrez par rôle et statut.\n\n" +
      "Ouvrez le menu d'actions à côté d'une personne :\n\n" +
      '- « Changer le rôle » : vous ne pouvez donner que les rôles que vous êtes vous-même autorisé à attribuer. Un administrateur informatique ne peut pas modifier un titulaire du compte, et une entreprise garde toujours au moins un titulaire du compte actif.\n' +
      "- « Définir le responsable hiérarchique » : choisissez le collègue actif dont la personne dépend, ou « Aucun responsable hiérarchique ». Ce responsable l'évalue et voit ses plans. Une boucle hiérarchique est refusée.\n" +
      "- « Définir le profil de poste » (titulaires du compte) : l'intitulé de poste et le service suivent le profil.\n" +
      "- « Désactiver » : la personne est déconnectée immédiatement et ne peut plus se connecter. Ses données sont conservées et elle n'occupe plus de place.\n" +
      '- « Réactiver » : elle peut se reconnecter avec son mot de passe existant, si votre formule a une place libre.\n\n' +
      "Vous ne pouvez ni changer votre propre rôle ni vous désactiver. Les actions qui retirent quelque chose demandent d'abord une confirmation.",
  },
  {
    slug: 'company-details-and-domains',
    area: 'company',
    path: '/company-admin',
    title: "Modifier les informations de l'entreprise et ses domaines e-mail",
    body:
      "Les titulaires du compte gèrent l'entreprise dans Administration de l'entreprise. L'onglet « Informations » comporte deux parties.\n\n" +
      "« Informations sur l'entreprise » : le nom de l'entreprise, affiché dans l'en-tête, les invitations et les e-mails ; une description ; le site web ; un e-mail et un téléphone de contact ; l'adresse et le fuseau horaire. Cliquez sur « Enregistrer les modifications » une fois terminé.\n\n" +
      "« Domaines de messagerie » : les personnes qui s'inscrivent avec une adresse e-mail de ces domaines demandent à rejoindre votre entreprise, et un administrateur les approuve.\n\n" +
      '- Pour ajouter un domaine, saisissez-le sous « Ajouter un domaine » et cliquez sur « Ajouter le domaine ». En tant que titulaire du compte, vous ne pouvez ajouter que le domaine exact de votre propre adresse e-mail, une fois celle-ci confirmée. Pour tout autre domaine, contactez le support de la plateforme.\n' +
      "- Les domaines de messagerie publics comme gmail.com, les terminaisons partagées comme co.uk et les domaines d'une autre entreprise ne peuvent pas être ajoutés.\n" +
      "- « Retirer » fait que les nouvelles inscriptions sur ce domaine ne demandent plus à rejoindre l'entreprise ; les personnes déjà présentes gardent leur accès. Sans aucun domaine, on ne peut rejoindre l'entreprise que sur invitation.\n\n" +
      "Quand un titulaire du compte confirme son adresse e-mail, l'entreprise revendique automatiquement le domaine de cette adresse, si les règles ci-dessus le permettent.",
  },
  {
    slug: 'company-branding',
    area: 'company',
    path: '/company-admin?tab=branding',
    title: 'Personnaliser CompetencyHub aux couleurs de votre entreprise',
    body:
      "Dans Administration de l'entreprise, l'onglet « Image de marque » règle l'apparence de CompetencyHub pour toute votre entreprise. L'« Aperçu » montre vos changements avant l'enregistrement.\n\n" +
      "- « Logo » : cliquez sur « Importer un logo » et choisissez une image PNG, JPEG ou WebP de 2 Mo et 4096 × 4096 pixels au plus. Il s'affiche aussitôt. « Supprimer le logo » affiche à la place les initiales de l'entreprise.\n" +
      "- « Couleurs » : une couleur principale pour les boutons et liens, une couleur secondaire pour la page en cours dans le menu et une couleur d'accent pour la ligne sous l'en-tête. Saisissez-les sous la forme #4f46e5 ou hsl(221 83% 53%), ou choisissez-les. Un avertissement apparaît si un texte blanc devient difficile à lire. « Utiliser celle de la plateforme » efface une couleur.\n" +
      "- « Mise en page » : la taille de l'en-tête et du menu de navigation, le mode de couleur (« Clair », « Sombre » ou « Suivre l'appareil de chaque personne »), la position du logo, le nom de l'entreprise à côté du logo et la police.\n" +
      "- « CSS personnalisé » : ajustez couleurs, bordures, coins et ombres, jusqu'à 10 000 caractères. Seules les règles esthétiques à l'intérieur de l'application sont conservées ; tout ce qui est retiré est listé avec la raison.\n\n" +
      "Cliquez sur « Enregistrer l'image de marque ». Toutes les pages de votre entreprise suivent aussitôt ; les autres entreprises ne sont pas concernées.",
  },
  {
    slug: 'knowledge-base',
    area: 'company',
    path: '/company-admin?tab=knowledge-base',
    title: 'Ajouter des pages à la base de connaissances de votre entreprise',
    body:
      "La base de connaissances contient les pages web à partir desquelles l'assistant d'aide répond, en plus de l'aide propre à CompetencyHub : votre manuel, vos politiques, vos supports de formation. Une page peut être une page web, un fichier texte brut ou un PDF de 5 Mo au plus, à une adresse que le serveur peut atteindre.\n\n" +
      "Tout le monde peut suggérer une page : cliquez sur « Aide » puis sur « Suggérer une page pour la base de connaissances », ou sur « Ajouter à la base de connaissances » pour une source externe. Indiquez l'adresse web et un titre ; un résumé, une requête de recherche (ce que quelqu'un pourrait demander pour la trouver), des mots-clés, une catégorie et des remarques pour la personne qui valide sont utiles. Les pages des administrateurs et des responsables formation sont lues aussitôt, et l'assistant y puise ses réponses immédiatement. Les suggestions de toutes les autres personnes attendent une validation, et les titulaires du compte reçoivent un e-mail lorsque la première est en attente.\n\n" +
      "Les titulaires du compte la gèrent dans Administration de l'entreprise, onglet « Base de connaissances » : ils peuvent y filtrer les pages par statut ou par catégorie, les rechercher et utiliser ces options :\n\n" +
      "- « Approuver et ajouter » lit une page suggérée et l'ajoute ; « Refuser » demande un motif. La personne qui l'a suggérée est informée dans les deux cas.\n" +
      "- « Voir ce qui a été lu » liste les passages dans lesquels l'assistant cherche ; « Relire » récupère de nouveau la page après une modification.\n" +
      "- « Supprimer » retire une page : l'assistant cesse aussitôt d'y puiser ses réponses.\n" +
      "- « Valider chaque page avant que l'assistant ne l'utilise » fait aussi attendre une validation aux pages des administrateurs et des responsables formation.\n\n" +
      'Une page illisible est refusée avec la raison : une adresse sur un réseau privé ou interne, une page qui ne répond pas dans les 10 secondes, un fichier de plus de 5 Mo, un type autre que HTML, texte ou PDF, ou une page sans texte lisible. Les pages protégées par une connexion et les PDF numérisés sans texte ne peuvent pas être lus. Les pages de votre entreprise ne sont jamais montrées aux autres entreprises.',
  },
  {
    slug: 'subscription-plans',
    area: 'subscription',
    path: '/subscription',
    title: 'Votre abonnement : formules, essai et places',
    body:
      "Le titulaire du compte gère l'abonnement via « Gérer l'abonnement » dans le menu utilisateur.\n\n" +
      "L'onglet « Vue d'ensemble » montre votre formule, son prix, la date de renouvellement ou de fin d'essai et la consommation de la période : utilisateurs actifs par rapport à vos places, et crédits IA. Toute personne pouvant se connecter occupe une place ; les personnes désactivées non.\n\n" +
      "Une nouvelle entreprise commence par un essai gratuit de 14 jours avec les fonctions de la formule Professionnel, pour 10 utilisateurs et 50 crédits IA. Les formules payantes coûtent, par mois pour toute l'entreprise, en USD hors TVA :\n\n" +
      '- Démarrage : 29 USD, 15 utilisateurs, 100 crédits IA.\n' +
      '- Professionnel : 99 USD, 50 utilisateurs, 500 crédits IA ; ajoute la matrice de compétences des équipes et les profils de poste personnalisés.\n' +
      "- Entreprise Essentiel : 299 USD, 250 utilisateurs, 2 500 crédits IA ; ajoute l'IA interne.\n" +
      '- Entreprise Intégral : 799 USD, 1 000 utilisateurs, 10 000 crédits IA ; ajoute le support prioritaire.\n\n' +
      "Pour changer de formule, ouvrez l'onglet « Formules » et cliquez sur « Choisir cette formule ». La fenêtre affiche le coût avant que vous confirmiez avec « Changer de formule » : depuis l'essai, une nouvelle période mensuelle démarre et est facturée aussitôt ; en cours de mois payé, le changement est calculé au prorata, au jour près. La nouvelle formule doit avoir une place pour chaque personne active.",
  },
  {
    slug: 'cancel-and-read-only',
    area: 'subscription',
    path: '/subscription',
    title: "Résilier l'abonnement et accès en lecture seule",
    body:
      "Pour résilier, le titulaire du compte ouvre « Gérer l'abonnement » dans le menu utilisateur, clique sur « Résilier l'abonnement » dans l'onglet « Vue d'ensemble » et confirme. Chacun garde un accès complet jusqu'à la fin de la période déjà payée. Un essai ne se résilie pas : il se termine de lui-même.\n\n" +
      "À la fin d'un essai ou d'un abonnement résilié, l'espace de votre entreprise passe en lecture seule. Tout reste consultable et rien n'est supprimé, mais rien ne peut être modifié tant qu'aucune formule n'est choisie. Un bandeau prévient tout le monde : le titulaire du compte voit « Choisir une formule », les autres sont invités à s'adresser à leur titulaire du compte.\n\n" +
      "Pour reprendre, le titulaire du compte ouvre l'onglet « Formules » et choisit une formule. Une nouvelle période mensuelle démarre aussitôt et chacun peut de nouveau travailler.\n\n" +
      "Certaines fonctions ne font partie que de certaines formules. Si la vôtre ne comprend pas une fonction, comme la matrice de compétences des équipes dans la formule Démarrage, la page l'indique et le titulaire du compte obtient un lien vers les formules qui l'incluent.",
  },
  {
    slug: 'add-ons-and-ai-credits',
    area: 'subscription',
    path: '/subscription?tab=addons',
    title: 'Acheter des places et des crédits IA supplémentaires',
    body:
      "Les options complètent une formule payante. Le titulaire du compte les ouvre avec « Acheter des options » dans le menu utilisateur ou dans l'onglet « Options » de l'abonnement. Elles ne peuvent pas être achetées pendant l'essai gratuit : choisissez d'abord une formule.\n\n" +
      "- « Bloc d'utilisateurs (50) » : 50 personnes de plus peuvent être actives en même temps, pour 10,99 USD par bloc et par mois. Le reste de la période en cours est facturé aussitôt ; ensuite, le bloc se renouvelle chaque mois avec votre formule.\n" +
      "- « Crédits IA (50) » : 50 réponses IA de plus pour 4,99 USD le pack, payé une fois. Ils sont utilisés après les crédits mensuels de votre formule et restent valables jusqu'à épuisement.\n\n" +
      'Choisissez la « Quantité » (de 1 à 20) et cliquez sur « Acheter » ; la fenêtre affiche le montant avant que vous confirmiez.\n\n' +
      "« Vos options » liste ce que vous détenez, avec les crédits restants de chaque pack. Un bloc d'utilisateurs peut être retiré : ses places disparaissent aussitôt et les jours non utilisés reviennent sous forme d'avoir. Il ne peut pas être retiré tant que ces places sont occupées. Les packs de crédits ne peuvent pas être retirés.\n\n" +
      "Les crédits de votre formule repartent à chaque période. Une fois tous les crédits épuisés, les réponses IA s'arrêtent jusqu'à un nouvel achat ou la période suivante.",
  },
  {
    slug: 'invoices-and-payment',
    area: 'subscription',
    path: '/subscription?tab=invoices',
    title: 'Factures et paiement',
    body:
      "Chaque facturation crée un document dans l'onglet « Factures » de l'abonnement : des factures pour le renouvellement mensuel, les changements de formule et les options, et des avoirs quand une somme vous est due, par exemple après le retrait d'un bloc d'utilisateurs. Chacun indique son numéro, sa date d'émission, son total et son statut : « À payer », « Payée » ou « Annulée ».\n\n" +
      'Cliquez sur un numéro pour ouvrir le document sous forme de page avec ses lignes, sa période et son total, et utilisez « Imprimer ou enregistrer en PDF » pour en garder une copie. Les montants sont en USD hors TVA. Un avoir est déduit de votre prochaine facture.\n\n' +
      'Pour régler une facture à payer :\n\n' +
      '- Par virement : virez le total en indiquant le numéro de facture. La facture est marquée payée à réception du virement.\n' +
      '- Par carte, si le paiement par carte est proposé : cliquez sur « Payer par carte » pour ouvrir une page de paiement sécurisée. La facture apparaît comme payée dès que le prestataire de paiement le confirme, en général en quelques secondes. Si vous annulez le paiement, la facture reste à payer.\n\n' +
      "Seuls le titulaire du compte et l'équipe de la plateforme voient les factures.",
  },
  {
    slug: 'internal-ai',
    area: 'subscription',
    path: '/subscription?tab=internal-ai',
    title: "Utiliser votre propre point d'accès IA (IA interne)",
    body:
      "Avec les formules Entreprise Essentiel et Entreprise Intégral, votre entreprise peut faire tourner l'IA de CompetencyHub sur son propre point d'accès compatible OpenAI. Ses réponses n'utilisent alors aucun crédit IA. Avec les autres formules, l'onglet « IA interne » l'explique et propose « Voir les offres ».\n\n" +
      "Le titulaire du compte la configure dans l'onglet « IA interne » de l'abonnement :\n\n" +
      "- « Adresse du point d'accès » : l'adresse avant /chat/completions, par exemple https://ai.example.com/v1. Elle doit commencer par https://, sauf si l'opérateur de la plateforme autorise un réseau privé.\n" +
      '- « Modèle » : le nom du modèle, par exemple gpt-4o-mini.\n' +
      "- « Clé d'API » : enregistrée chiffrée et plus jamais affichée. Par la suite, laissez le champ vide pour conserver la clé enregistrée.\n\n" +
      "Cliquez sur « Enregistrer et vérifier ». CompetencyHub envoie une requête de test : si le point d'accès répond correctement, l'IA interne devient « Active » ; sinon, la raison s'affiche, par exemple une clé refusée ou une adresse erronée. « Vérifier maintenant » relance le test.\n\n" +
      "L'onglet montre aussi la consommation de la période de facturation : requêtes, heures de calcul, temps de réponse moyen, taux de réussite et dernière vérification.\n\n" +
      "« Désactiver l'IA interne » supprime le point d'accès et sa clé, et les réponses IA consomment de nouveau des crédits. Passer à une formule qui n'est pas Entreprise la désactive aussi.",
  },
  {
    slug: 'system-admin-messages-and-faq',
    area: 'system-admin',
    path: '/system-admin',
    title: 'Administration système : messages de contact et analyse de la FAQ',
    body:
      "Administration système est réservée à l'équipe de la plateforme : administrateurs système et propriétaire du système. Elle comporte cinq onglets : « Messages », « Abonnements », « Thèmes », « Images » et « Analyse de la FAQ ».\n\n" +
      "« Messages » rassemble ce que les visiteurs envoient via le formulaire de contact du site public : nom, e-mail, entreprise, sujet et message. Avec « Afficher », listez tous les messages, les non lus ou les lus. Cliquez sur « Répondre par e-mail » pour répondre depuis votre messagerie, et sur « Marquer comme lu » ou « Marquer comme non lu » pour suivre ce qui est traité. Chaque changement de statut est consigné dans le journal d'audit.\n\n" +
      "« Analyse de la FAQ » montre comment les lecteurs jugent les questions fréquentes publiques : votes utiles et pas utiles, part utile et nombre d'ouvertures des réponses, un graphique des votes des 30 derniers jours, et les listes des questions les plus utiles, à améliorer, en tendance et les plus consultées.\n\n" +
      "Pour travailler sur une entreprise cliente, ouvrez Gestion des utilisateurs et cliquez sur « Changer d'entreprise ». Des pages comme Administration de l'entreprise, Gestion des compétences et Gestion de l'abonnement s'appliquent alors à cette entreprise, et le bandeau en haut indique l'entreprise gérée.",
  },
  {
    slug: 'system-admin-subscriptions',
    area: 'system-admin',
    path: '/system-admin?tab=subscriptions',
    title: "Gérer l'abonnement de chaque entreprise",
    body:
      "Dans Administration système, l'onglet « Abonnements » liste chaque entreprise cliente avec sa formule, ses utilisateurs actifs, ses crédits IA, son montant mensuel et ses factures à payer. En haut figurent le revenu mensuel récurrent et les essais qui se terminent dans les 7 jours. Les entreprises dont l'abonnement a expiré sont signalées en lecture seule.\n\n" +
      "- « Changer de formule » fait passer une entreprise à une autre formule, avec les mêmes règles que lorsqu'elle change elle-même : depuis un essai, un nouveau mois démarre ; sinon, le changement est calculé au prorata, au jour près, avec une facture ou un avoir.\n" +
      "- « Offrir des crédits » accorde à une entreprise de 1 à 100 000 crédits IA gratuits, utilisés après ceux de sa formule et valables jusqu'à épuisement.\n\n" +
      "Les deux demandent un motif, conservé dans le journal d'audit.\n\n" +
      "« Factures à payer » liste les factures en attente d'un virement, de la plus ancienne à la plus récente. Quand le virement d'une entreprise est arrivé, cliquez sur « Marquer payée » et confirmez.\n\n" +
      "Pour voir la page d'abonnement d'une entreprise précise, choisissez-la dans Gestion des utilisateurs avec « Changer d'entreprise », puis ouvrez Gestion de l'abonnement.",
  },
  {
    slug: 'system-admin-themes-and-images',
    area: 'system-admin',
    path: '/system-admin?tab=themes',
    title: 'Thèmes et images de la plateforme',
    body:
      "L'équipe de la plateforme définit l'apparence de CompetencyHub pour chaque entreprise qui n'a pas choisi ses propres couleurs.\n\n" +
      "Dans l'onglet « Thèmes », cliquez sur « Nouveau thème », donnez-lui un nom et choisissez une police et des couleurs : principale, secondaire, accent, fond de page, texte, surface atténuée, texte secondaire, bordures et couleurs de navigation. Des avertissements signalent les textes difficiles à lire. Cliquez sur « Créer le thème ». Un nouveau thème reste inactif jusqu'à ce que vous cliquiez sur « Activer » ; un seul thème est actif à la fois, et les couleurs propres d'une entreprise priment toujours. Enregistrer le thème actif modifie aussitôt toutes les entreprises qui l'utilisent. « Utiliser l'apparence intégrée » désactive tous les thèmes.\n\n" +
      "Dans l'onglet « Images », vous importez le logo de la plateforme (en-tête et pied des pages publiques, pages de connexion et pied de l'application), le favicon (icône de l'onglet du navigateur) et l'image du propriétaire du système. Choisissez le type, un nom, une description facultative et un fichier PNG, JPEG ou WebP de 2 Mo et 4096 × 4096 pixels au plus, puis cliquez sur « Envoyer l'image ». La nouvelle image devient l'image active de son type. Chaque image peut aussi être activée, désactivée, remplacée, modifiée ou supprimée.",
  },
  {
    slug: 'it-admin-ai-rag',
    area: 'system-admin',
    path: '/it-admin',
    title: "Administration informatique : l'assistant et la base de connaissances commune au produit",
    body:
      "Administration informatique est réservée à l'équipe de la plateforme. Son onglet « AI/RAG » montre comment l'assistant d'aide répond : quel modèle d'IA rédige les réponses (ou, s'il n'y en a aucun, que les réponses citent leurs sources), si une recherche web propose des sources externes, et quels réseaux privés la base de connaissances peut lire. Ces réglages sont définis par l'opérateur de la plateforme au démarrage du serveur.\n\n" +
      "En dessous, la base de connaissances commune au produit contient des pages à partir desquelles répond l'assistant de chaque entreprise, comme des guides généraux sur les référentiels de compétences. Cliquez sur « Ajouter une page », puis indiquez l'adresse et un titre : la page est lue aussitôt. Les entreprises ne peuvent ni voir, ni modifier, ni supprimer ces pages. Comme pour les pages d'une entreprise, vous pouvez voir ce qui a été lu de chaque page, la relire ou la supprimer.",
  },
];
