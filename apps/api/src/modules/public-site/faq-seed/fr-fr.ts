import type { FaqSeed } from './types.ts';

export const FAQ_FR_FR: FaqSeed[] = [
  {
    category: 'accounts',
    question: 'Comment créer un compte ?',
    answer:
      "Choisissez « Commencer l'essai gratuit » et saisissez votre nom, le nom de votre entreprise, votre adresse e-mail professionnelle et un mot de passe d'au moins 8 caractères. Si aucune entreprise sur CompetencyHub n'a encore revendiqué votre domaine e-mail, une nouvelle entreprise est créée, vous en devenez le titulaire du compte et votre essai gratuit de 14 jours commence immédiatement. Nous vous envoyons ensuite un lien pour confirmer votre adresse.",
  },
  {
    category: 'accounts',
    question: "J'ai oublié mon mot de passe. Comment le réinitialiser ?",
    answer:
      "Sur la page de connexion, choisissez « Mot de passe oublié ? » et saisissez votre adresse e-mail. Nous vous envoyons un lien pour choisir un nouveau mot de passe ; il ne fonctionne qu'une fois et expire au bout d'une heure. Pour votre sécurité, nous n'indiquons jamais si un compte existe pour l'adresse saisie : si aucun e-mail n'arrive, vérifiez l'orthographe et votre dossier de courrier indésirable.",
  },
  {
    category: 'accounts',
    question: 'Puis-je me connecter avec mon numéro de téléphone au lieu de mon e-mail ?',
    answer:
      "Oui. Si vous avez indiqué un numéro de téléphone au format international (par exemple +44 20 7946 0958) lors de votre inscription, vous pouvez le saisir dans le champ « E-mail ou téléphone » de la page de connexion. Chaque numéro de téléphone ne peut appartenir qu'à un seul compte.",
  },
  {
    category: 'joining',
    question: 'Mes collègues utilisent déjà CompetencyHub. Comment rejoindre leur entreprise ?',
    answer:
      "Inscrivez-vous avec votre adresse e-mail professionnelle. Si votre entreprise a confirmé son domaine e-mail, votre compte y est rattaché automatiquement et attend l'approbation d'un administrateur. En attendant, vous voyez l'écran « Compte en attente d'approbation » ; une fois approuvé, vous utilisez l'application avec le rôle que votre administrateur vous attribue.",
  },
  {
    category: 'joining',
    question: "Combien de temps prend l'approbation ?",
    answer:
      "Les administrateurs de votre entreprise sont avertis dès votre inscription et examinent généralement les demandes sous 1 à 2 jours ouvrés. Si vous avez besoin d'un accès plus rapide, demandez une invitation à votre administrateur ou à votre équipe informatique : accepter une invitation donne un accès immédiat, sans attendre l'approbation.",
  },
  {
    category: 'invitations',
    question: 'Comment fonctionnent les invitations ?',
    answer:
      "Les titulaires du compte et les administrateurs informatiques de l'entreprise peuvent inviter des personnes par e-mail et choisir leur rôle. L'e-mail d'invitation contient un lien personnel valable 7 jours. La personne qui l'accepte rejoint l'entreprise immédiatement, sans étape d'approbation. Un administrateur peut révoquer une invitation à tout moment avant qu'elle soit acceptée.",
  },
  {
    category: 'invitations',
    question: "Mon lien d'invitation indique qu'il ne peut pas être utilisé. Que faire ?",
    answer:
      "L'invitation a déjà été utilisée, a été révoquée par un administrateur ou date de plus de 7 jours. Demandez à la personne qui vous a invité de vous en envoyer une nouvelle. Si vous êtes connecté avec une autre adresse e-mail que celle qui a été invitée, déconnectez-vous d'abord, puis ouvrez de nouveau le lien.",
  },
  {
    category: 'roles',
    question: 'Quels sont les rôles et que peut faire chacun ?',
    answer:
      "Les collaborateurs gèrent leur propre profil, leurs compétences et leur développement. Les responsables d'équipe voient et évaluent en plus leurs équipes. Les responsables formation tiennent à jour le référentiel de compétences, les profils de poste et la formation. Les administrateurs informatiques de l'entreprise gèrent les utilisateurs, les approbations et les invitations. Les titulaires du compte détiennent le compte de l'entreprise et son abonnement et peuvent tout faire dans leur entreprise. Les administrateurs système et le propriétaire du système font partie de l'équipe qui exploite la plateforme.",
  },
  {
    category: 'roles',
    question: 'Qui peut modifier mon rôle ?',
    answer:
      "Les administrateurs de votre entreprise peuvent modifier les rôles, mais jamais vers un rôle supérieur au leur. Une entreprise garde toujours au moins un titulaire du compte : le dernier ne peut donc être ni rétrogradé ni retiré. Chaque changement de rôle est consigné dans le journal d'audit de l'entreprise, avec son auteur et sa date.",
  },
  {
    category: 'subscriptions',
    question: 'Que se passe-t-il à la fin de mon essai gratuit ?',
    answer:
      "L'essai dure 14 jours et comprend les fonctionnalités de l'offre Professionnel pour 10 utilisateurs au plus et 50 crédits IA ; aucune carte de paiement n'est nécessaire pour le commencer. Avant la fin, nous rappelons au titulaire du compte de choisir une offre. Si aucune offre n'est choisie, le compte passe en lecture seule et vos données sont conservées 30 jours, pour que vous puissiez vous abonner plus tard et reprendre là où vous en étiez.",
  },
  {
    category: 'subscriptions',
    question: 'Que sont les crédits IA ?',
    answer:
      "Les crédits IA paient les fonctionnalités qui interrogent un modèle d'IA, comme les analyses IA, les suggestions sur les écarts de compétences et les réponses de l'assistant d'aide. Chaque offre comprend une dotation mensuelle renouvelée à chaque période de facturation ; les crédits non utilisés ne sont pas reportés. Si vous avez besoin de plus, le titulaire du compte peut acheter des lots de 50 crédits supplémentaires. Les offres Entreprise peuvent utiliser un assistant IA interne qui n'est pas facturé au crédit.",
  },
  {
    category: 'subscriptions',
    question: "Pouvons-nous ajouter plus d'utilisateurs que notre offre n'en comprend ?",
    answer:
      "Oui. Le titulaire du compte peut ajouter des blocs d'utilisateurs dans Gestion de l'abonnement > Options. Chaque bloc ajoute 50 utilisateurs pour 10,99 USD par mois et se renouvelle avec votre abonnement jusqu'à ce que vous le retiriez. Les grandes organisations ont généralement intérêt à passer à une offre Entreprise.",
  },
  {
    category: 'subscriptions',
    question: 'Comment résilier notre abonnement ?',
    answer:
      "Le titulaire du compte peut résilier à tout moment dans Gestion de l'abonnement. Votre offre reste active jusqu'à la fin du mois déjà payé, et rien n'est facturé ensuite. Vous pouvez exporter vos données avant cette date ; nous les supprimons 30 jours après la fin de l'abonnement.",
  },
  {
    category: 'privacy',
    question: 'Où nos données sont-elles stockées et qui peut les voir ?',
    answer:
      "Vos données sont stockées dans des centres de données situés dans l'Union européenne. Les données de chaque entreprise sont cloisonnées : chaque personne ne voit que les données de sa propre entreprise, et la base de données l'impose une seconde fois grâce à la sécurité au niveau des lignes. Notre personnel n'accède aux données des clients que pour fournir l'assistance que vous avez demandée, ou lorsque la loi l'exige. Notre Politique de confidentialité précise ce que nous conservons, pourquoi et pendant combien de temps.",
  },
  {
    category: 'languages',
    question: 'Dans quelles langues CompetencyHub est-il disponible ?',
    answer:
      "CompetencyHub est disponible en anglais, espagnol, français, allemand et portugais. L'anglais (Royaume-Uni), l'anglais (Australie), l'italien, le néerlandais et le japonais peuvent aussi être sélectionnés et affichent pour l'instant les textes anglais. Choisissez votre langue avec le sélecteur de langue en haut de la page ; votre navigateur mémorise ce choix.",
  },
];
