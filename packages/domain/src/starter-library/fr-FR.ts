import type { StarterLibrary } from './types.ts';

/**
 * The CompetencyHub starter library in French (issue 22): the same 67 competencies in 8 categories as
 * the US English library, under the same keys and in the same order, in the vocabulary of French HR
 * teams. Levels run from Débutant (1) through Maîtrise (3, the threshold) to Expert (5), the names the
 * French interface gives the default scale.
 */
export const starterLibraryFrFR: StarterLibrary = {
  locale: 'fr-FR',
  frameworkName: 'Bibliothèque de départ CompetencyHub',
  frameworkDescription:
    'Un ensemble généraliste de compétences comportementales, managériales et techniques, chacune décrite sur cinq niveaux, de Débutant à Expert. Servez-vous-en comme point de départ : renommez, réécrivez, ajoutez ou supprimez ce qu’il faut pour l’adapter au fonctionnement de votre organisation.',
  levelNames: ['Débutant', 'En progression', 'Maîtrise', 'Avancé', 'Expert'],
  categories: [
    {
      key: 'communication-and-collaboration',
      name: 'Communication et collaboration',
      description:
        'Partager l’information clairement, bien écouter et travailler avec les autres vers des objectifs communs, au sein des équipes et entre elles.',
      competencies: [
        {
          key: 'active-listening',
          name: 'Écoute active',
          description:
            'Accorde toute son attention aux autres, vérifie sa compréhension et répond à ce qu’ils veulent dire autant qu’à ce qu’ils disent.',
          type: 'behavioural',
          tags: ['communication', 'écoute'],
          levels: [
            'Écoute les consignes et les explications mais manque parfois des points essentiels ou interrompt. Doit souvent redemander pour confirmer les détails.',
            'Écoute attentivement dans les échanges courants et pose des questions de clarification avant de répondre. Peut passer à côté de préoccupations qui ne sont pas exprimées directement.',
            'Reformule ce que disent les autres pour vérifier sa compréhension et perçoit les préoccupations implicites. Construit sa réponse autour des besoins de son interlocuteur.',
            'Reste attentif et calme dans les échanges tendus ou chargés d’émotion et fait parler ceux qui s’expriment peu. Apprend à ses collègues à écouter pleinement avant de répondre.',
            'Est la personne vers qui l’on se tourne pour être écouté dans les moments difficiles. Installe les habitudes et les espaces qui permettent à l’organisation d’entendre ses collaborateurs et ses clients, et d’agir en conséquence.',
          ],
        },
        {
          key: 'written-communication',
          name: 'Communication écrite',
          description:
            'Rédige des messages et des documents clairs, exacts et bien structurés, adaptés au lecteur et à l’objectif.',
          type: 'behavioural',
          tags: ['communication', 'rédaction'],
          levels: [
            'Rédige de courts messages courants qui demandent souvent une reprise pour la clarté, la structure ou le ton.',
            'Rédige des e-mails, notes et points d’avancement clairs pour des lecteurs familiers, avec peu de corrections. S’appuie sur des modèles pour les documents plus longs.',
            'Produit des documents bien organisés qui commencent par l’essentiel et s’adaptent au public, du point rapide au rapport détaillé. Ils demandent rarement des corrections.',
            'Rédige des propositions convaincantes et des guides sur des sujets complexes ou sensibles pour la direction et des lecteurs externes. Relit et améliore les écrits de ses collègues.',
            'Définit les normes de rédaction, les modèles et le guide de style utilisés dans toute l’organisation. Rédige les documents qui fixent ses positions et ses décisions clés.',
          ],
        },
        {
          key: 'presenting',
          name: 'Prise de parole en public',
          description:
            'Présente des idées et des informations à des groupes avec une structure claire, des supports visuels adaptés et de l’assurance, en présentiel comme à distance.',
          type: 'behavioural',
          tags: ['communication', 'présentation'],
          levels: [
            'Présente de courts points préparés à un groupe familier, avec de l’aide pour préparer le contenu.',
            'Fait des présentations structurées sur des sujets connus et répond aux questions simples. Prépare des diapositives et des notes que d’autres relisent en partie.',
            'Fait des présentations claires et bien rythmées devant des publics variés et gère les questions difficiles avec aplomb. Adapte le contenu et la durée au temps disponible.',
            'Présente des sujets complexes ou controversés à la direction et à des publics externes et ajuste son message en direct. Aide ses collègues à préparer et répéter leurs présentations importantes.',
            'Représente l’organisation lors de grands événements internes et externes. Façonne la manière dont l’organisation se présente et fait émerger de bons orateurs dans tous ses services.',
          ],
        },
        {
          key: 'facilitating-meetings-and-workshops',
          name: 'Animation de réunions et d’ateliers',
          description:
            'Prépare et anime des réunions et des ateliers qui impliquent chacun, restent centrés sur le sujet et se terminent par des résultats clairs.',
          type: 'behavioural',
          tags: ['animation', 'réunions'],
          levels: [
            'Participe aux réunions de façon constructive et suit l’ordre du jour. Anime de courts points d’équipe selon un format préparé.',
            'Anime les réunions d’équipe régulières avec un objectif, un ordre du jour et un compte rendu clairs. Recentre la discussion avec une aide ponctuelle.',
            'Conçoit et anime des réunions et des ateliers qui impliquent tous les participants, gèrent bien le temps et se concluent par des décisions et des actions convenues.',
            'Anime des sessions de grande taille, transverses ou à fort enjeu, y compris en cas de conflit ou de fortes personnalités. Transmet des techniques d’animation aux autres.',
            'Définit des pratiques de réunion et d’atelier qui rendent la collaboration plus efficace dans toute l’organisation. Se voit confier l’animation de ses échanges les plus importants.',
          ],
        },
        {
          key: 'teamwork-and-collaboration',
          name: 'Travail en équipe et coopération',
          description:
            'Travaille avec les autres vers des objectifs communs en partageant connaissances, efforts et mérites, au sein de l’équipe et entre équipes.',
          type: 'behavioural',
          tags: ['collaboration', 'travail en équipe'],
          levels: [
            'Coopère avec ses coéquipiers sur les tâches confiées et aide quand on le lui demande.',
            'Partage l’information et propose son aide au sein de l’équipe sans attendre qu’on le lui demande. Tient ses coéquipiers informés de son avancement.',
            'Noue des relations de travail productives dans et hors de l’équipe et ajuste ses propres plans pour servir les objectifs communs. Reconnaît les contributions des autres.',
            'Rassemble des groupes aux priorités différentes et désamorce les frictions entre eux. Aide les autres à construire des partenariats entre équipes.',
            'Crée les structures, les incitations et la culture qui font de la coopération entre équipes la manière normale de travailler dans toute l’organisation.',
          ],
        },
        {
          key: 'giving-and-receiving-feedback',
          name: 'Donner et recevoir du feedback',
          description:
            'Donne un feedback précis, rapide et respectueux et accueille le feedback comme un moyen de progresser.',
          type: 'behavioural',
          tags: ['feedback', 'progression'],
          levels: [
            'Accepte le feedback quand il est proposé mais peut réagir sur la défensive. Donne rarement du feedback aux autres.',
            'Demande du feedback sur son travail et applique les suggestions claires. Donne un feedback positif à ses pairs et exprime poliment des réserves simples.',
            'Donne un feedback équilibré et précis, fondé sur des comportements observés et leur impact. Sollicite régulièrement du feedback et en tient compte de façon visible.',
            'Mène avec tact et franchise des échanges de feedback difficiles, y compris envers sa hiérarchie. Accompagne les autres pour bien donner et recevoir du feedback.',
            'Développe une culture du feedback dans toute l’organisation par ses pratiques, ses formations et son propre exemple. Rend le feedback honnête sûr et attendu à tous les niveaux.',
          ],
        },
        {
          key: 'handling-conflict',
          name: 'Gestion des conflits',
          description:
            'Traite les désaccords tôt et de manière constructive et trouve des issues qui conviennent aux personnes concernées.',
          type: 'behavioural',
          tags: ['conflits', 'relations'],
          levels: [
            'Remarque les désaccords mais a tendance à les éviter ou à laisser d’autres les résoudre.',
            'Exprime ses désaccords avec respect dans des situations à faible enjeu et écoute l’autre point de vue. Demande de l’aide quand un conflit s’envenime.',
            'Résout les conflits du quotidien en se concentrant sur les intérêts plutôt que sur les positions, sans abîmer les relations de travail.',
            'Arbitre des différends tendus entre personnes ou équipes et rétablit ensuite la confiance. Accompagne les autres dans leurs propres conflits.',
            'Conçoit des façons de travailler qui font émerger les désaccords tôt et préviennent les conflits récurrents dans l’organisation. Est sollicité pour résoudre ses différends les plus sensibles.',
          ],
        },
        {
          key: 'influencing-and-persuading',
          name: 'Influence et persuasion',
          description:
            'Obtient l’adhésion à des idées, des propositions et des décisions grâce à des arguments solides, à sa crédibilité et à sa compréhension de ce qui compte pour les autres.',
          type: 'behavioural',
          tags: ['influence', 'persuasion'],
          levels: [
            'Explique ses idées quand on le lui demande, surtout avec des faits tirés de son propre travail.',
            'Expose les raisons d’une proposition et ajuste son argumentation quand des questions surgissent. Obtient l’accord de l’équipe sur des sujets courants.',
            'Construit son argumentation autour des intérêts de son public, anticipe les objections et obtient le soutien de ses pairs et de ses responsables sans s’appuyer sur la hiérarchie.',
            'Influence la direction et les parties prenantes externes sur des sujets complexes ou disputés et forme des coalitions pour les faire avancer. Accompagne les autres pour gagner en influence.',
            'Oriente les opinions et la direction dans toute l’organisation et au-delà. A la confiance des dirigeants pour rallier le soutien à leurs changements les plus importants.',
          ],
        },
        {
          key: 'working-across-cultures',
          name: 'Travail interculturel',
          description:
            'Travaille efficacement avec des personnes de cultures, d’origines, de sites et de styles de travail différents.',
          type: 'behavioural',
          tags: ['culture', 'inclusion'],
          levels: [
            'Sait que ses collègues peuvent communiquer et travailler autrement, et pose la question en cas de doute.',
            'Adapte sa communication et ses attentes quand on lui signale des différences. Respecte les usages et les fuseaux horaires de chacun.',
            'Anticipe les différences culturelles et régionales et adapte en conséquence sa communication, ses réunions et ses attentes, sans recourir aux stéréotypes.',
            'Aide des équipes réparties et multiculturelles à s’accorder sur des règles communes et dissipe les malentendus entre elles. Conseille les collègues qui travaillent dans une culture peu familière.',
            'Définit les politiques et les pratiques qui permettent à des équipes diverses et internationales de donner le meilleur d’elles-mêmes dans toute l’organisation.',
          ],
        },
      ],
    },
    {
      key: 'problem-solving-and-judgment',
      name: 'Résolution de problèmes et jugement',
      description:
        'Comprendre les problèmes, peser les éléments et les options et prendre des décisions judicieuses et rapides, y compris dans l’incertitude.',
      competencies: [
        {
          key: 'analytical-thinking',
          name: 'Esprit d’analyse',
          description:
            'Décompose les problèmes, les examine à partir d’éléments factuels et en tire des conclusions solides.',
          type: 'behavioural',
          tags: ['analyse', 'réflexion'],
          levels: [
            'Suit une méthode donnée pour examiner des problèmes simples, avec des indications sur les informations à utiliser.',
            'Identifie les principales composantes d’un problème courant, rassemble les faits utiles et repère les tendances évidentes.',
            'Analyse de façon autonome des problèmes complexes, confronte les hypothèses aux données et aboutit à des conclusions qui résistent à l’examen.',
            'Démêle des problèmes ambigus aux nombreux facteurs imbriqués et rend son raisonnement clair pour les autres. Enseigne l’analyse structurée à ses collègues.',
            'Définit la manière dont l’organisation pose et analyse ses questions les plus importantes. Est consulté sur ses problèmes analytiques les plus difficiles.',
          ],
        },
        {
          key: 'problem-solving',
          name: 'Résolution de problèmes',
          description:
            'Identifie les causes profondes des problèmes et met en place des solutions concrètes et durables.',
          type: 'behavioural',
          tags: ['résolution de problèmes', 'cause racine'],
          levels: [
            'Résout les problèmes courants en suivant des instructions pas à pas ou des solutions connues.',
            'Résout sans aide les problèmes habituels et reconnaît quand un problème doit être remonté.',
            'Trouve les causes profondes plutôt que les symptômes et met en œuvre des solutions qui empêchent les problèmes de revenir. Vérifie ensuite que la solution a fonctionné.',
            'Résout des problèmes inédits et à fort impact qui touchent plusieurs équipes ou systèmes. Guide les autres dans les cas difficiles et partage les méthodes employées.',
            'Développe la capacité de l’organisation à résoudre les problèmes de façon méthodique, avec des méthodes, des revues et des enseignements tirés des cas passés.',
          ],
        },
        {
          key: 'decision-making',
          name: 'Prise de décision',
          description:
            'Prend des décisions opportunes et réfléchies, pèse les options et les risques et assume le résultat.',
          type: 'behavioural',
          tags: ['décisions', 'jugement'],
          levels: [
            'Prend des décisions simples dans un cadre clair et consulte avant de décider quoi que ce soit en dehors.',
            'Prend rapidement les décisions courantes et explique son raisonnement. Remonte les décisions qui dépassent sa délégation.',
            'Pèse les options, les risques et les compromis, associe les bonnes personnes et tranche avec assurance dans son périmètre. Revoit ses décisions quand de nouveaux faits apparaissent.',
            'Prend des décisions difficiles avec des informations incomplètes et des intérêts divergents, et en assume les conséquences. Aide les autres à mieux décider.',
            'Prend et cadre les décisions qui fixent le cap de l’organisation. Établit des délégations et des principes de décision clairs pour toute l’organisation.',
          ],
        },
        {
          key: 'critical-thinking',
          name: 'Esprit critique',
          description:
            'Questionne les hypothèses, évalue les preuves et les arguments et parvient à des conclusions fondées et indépendantes.',
          type: 'behavioural',
          tags: ['réflexion', 'jugement'],
          levels: [
            'Accepte largement l’information telle qu’elle est présentée et compte sur les autres pour en signaler les lacunes.',
            'Pose des questions quand l’information semble incomplète, incohérente ou orientée.',
            'Évalue la qualité des sources et des arguments, repère les raisonnements fragiles et distingue les faits des opinions.',
            'Remet en cause de manière constructive les idées reçues et fait évoluer les avis par les preuves. Aide les équipes à éprouver leur raisonnement avant de s’engager.',
            'Fait de la rigueur et de l’appui sur les preuves une habitude dans la façon dont l’organisation planifie et décide.',
          ],
        },
        {
          key: 'creativity-and-innovation',
          name: 'Créativité et innovation',
          description:
            'Produit des idées nouvelles et transforme les plus prometteuses en améliorations qui créent de la valeur.',
          type: 'behavioural',
          tags: ['innovation', 'créativité'],
          levels: [
            'Propose des idées quand on l’y invite, surtout en lien avec ses propres tâches.',
            'Suggère des améliorations concrètes pour son travail et celui de l’équipe et essaie de nouvelles approches quand on l’y encourage.',
            'Développe des idées originales, les teste par de petites expérimentations et s’appuie sur ce qui fonctionne.',
            'Pilote des démarches d’innovation qui changent le fonctionnement d’une équipe, d’un produit ou d’un service. Crée un cadre où les autres peuvent expérimenter sans risque.',
            'Crée les conditions de l’innovation dans toute l’organisation et porte des idées audacieuses jusqu’à un impact durable.',
          ],
        },
        {
          key: 'risk-assessment',
          name: 'Évaluation des risques',
          description:
            'Repère les risques liés au travail et aux décisions, en estime la probabilité et l’impact et agit pour les réduire.',
          type: 'behavioural',
          tags: ['risque', 'jugement'],
          levels: [
            'Suit les procédures de risque et de sécurité établies et signale tout ce qui semble anormal.',
            'Repère les risques évidents dans son travail, les signale sans tarder et applique les contrôles habituels.',
            'Évalue la probabilité et l’impact des risques de son périmètre et met en place des mesures proportionnées. Tient à jour un registre des risques simple.',
            'Anticipe des risques moins visibles entre projets et équipes et met en balance risques et opportunités. Aide les autres à évaluer et maîtriser les risques.',
            'Façonne l’approche de l’organisation face au risque, y compris son appétence au risque et la façon dont il est piloté et rapporté.',
          ],
        },
        {
          key: 'research-and-information-gathering',
          name: 'Recherche et collecte d’informations',
          description:
            'Trouve, évalue et synthétise des informations issues de sources fiables pour répondre aux questions et éclairer les décisions.',
          type: 'behavioural',
          tags: ['recherche', 'information'],
          levels: [
            'Trouve des informations dans des sources connues quand on lui indique où chercher.',
            'Rassemble efficacement des informations utiles provenant de plusieurs sources et note leur origine.',
            'Planifie sa démarche face à une question de recherche, juge la fiabilité des sources et synthétise les résultats en enseignements clairs.',
            'Conduit des recherches combinant plusieurs méthodes et apprécie la solidité des preuves. Relit et oriente les recherches des autres.',
            'Définit les pratiques de recherche et les exigences de preuve de l’organisation. Fait autorité en matière de recherche dans son domaine.',
          ],
        },
        {
          key: 'systems-thinking',
          name: 'Pensée systémique',
          description:
            'Comprend comment personnes, processus et outils interagissent comme un tout et anticipe les effets plus larges des changements.',
          type: 'behavioural',
          tags: ['systèmes', 'réflexion'],
          levels: [
            'Comprend, avec un accompagnement, sa part d’un processus et qui en dépend.',
            'Voit comment son travail affecte les étapes en amont et en aval et signale les problèmes qui franchissent ces frontières.',
            'Cartographie le fonctionnement d’un système, identifie les boucles de rétroaction et les goulets d’étranglement et anticipe les effets secondaires des changements.',
            'Repense des processus et des systèmes entre équipes pour traiter les causes profondes plutôt que des symptômes locaux. Aide les autres à prendre de la hauteur.',
            'Façonne l’organisation comme un système en alignant structures, incitations et processus pour qu’ils se renforcent mutuellement.',
          ],
        },
      ],
    },
    {
      key: 'delivery-and-execution',
      name: 'Exécution et résultats',
      description:
        'Planifier le travail, fixer les priorités et mener les choses à bien dans la qualité attendue et les délais, en assumant les résultats.',
      competencies: [
        {
          key: 'planning-and-organizing',
          name: 'Planification et organisation',
          description:
            'Planifie le travail, ordonne les tâches et organise les personnes et les ressources pour atteindre les objectifs dans les délais.',
          type: 'behavioural',
          tags: ['planification', 'organisation'],
          levels: [
            'Suit un plan établi par d’autres et garde la trace de ses tâches à l’aide de rappels.',
            'Planifie ses tâches de la semaine, suit ses échéances et signale tôt les conflits.',
            'Planifie des travaux en plusieurs étapes avec dépendances, jalons et solutions de repli, et ajuste le plan quand la situation change.',
            'Planifie des travaux complexes impliquant plusieurs personnes ou équipes, gère leurs dépendances et garde des plans réalistes. Aide les autres à planifier leur travail.',
            'Définit les pratiques, les cycles et les horizons de planification de l’organisation et les relie à sa stratégie.',
          ],
        },
        {
          key: 'prioritization',
          name: 'Priorisation',
          description:
            'Concentre son temps et ses efforts sur l’essentiel et rend explicites les arbitrages entre demandes concurrentes.',
          type: 'behavioural',
          tags: ['priorités', 'concentration'],
          levels: [
            'Traite les tâches dans l’ordre donné et demande laquelle passe en premier quand plusieurs arrivent en même temps.',
            'Priorise ses tâches selon l’urgence et l’importance et vérifie les priorités avec les autres quand elles changent.',
            'Arbitre entre des demandes concurrentes, explique ses choix aux parties prenantes et refuse le travail à faible valeur.',
            'Fixe les priorités d’une équipe ou d’un programme, le protège des distractions et le réoriente vite quand la situation change. Accompagne les autres dans leurs arbitrages.',
            'Aligne les priorités de toute l’organisation sur sa stratégie et rend visibles les arbitrages les plus difficiles entre elles.',
          ],
        },
        {
          key: 'accountability-and-ownership',
          name: 'Responsabilité et engagement',
          description:
            'Assume ses engagements et ses résultats, erreurs comprises, et va au bout jusqu’à ce que le travail soit fait.',
          type: 'behavioural',
          tags: ['responsabilité', 'fiabilité'],
          levels: [
            'Termine les tâches confiées, parfois après des rappels, et reconnaît ses erreurs quand on les lui signale.',
            'Tient ses engagements et prévient tôt quand une échéance ou un résultat est menacé.',
            'Porte les résultats et pas seulement les tâches, reconnaît et corrige ouvertement ses erreurs et va au bout sans qu’on ait à le relancer.',
            'Tient ses engagements et fait tenir ceux des autres avec équité et constance, et intervient quand les responsabilités sont floues. Aide les autres à prendre leurs responsabilités.',
            'Construit une culture de la responsabilité où chacun sait ce dont il répond à tous les niveaux et où les erreurs servent à apprendre, pas à blâmer.',
          ],
        },
        {
          key: 'results-orientation',
          name: 'Orientation résultats',
          description:
            'Se fixe des objectifs clairs et ambitieux et mène le travail vers des résultats mesurables malgré les obstacles.',
          type: 'behavioural',
          tags: ['résultats', 'objectifs'],
          levels: [
            'Travaille vers des objectifs fixés par d’autres et rend compte de son avancement sur demande.',
            'Suit sa progression vers ses objectifs et persévère face aux obstacles habituels.',
            'Se fixe des objectifs exigeants et mesurables pour son travail, les atteint avec régularité et trouve des moyens de contourner les obstacles.',
            'Mène une équipe vers des résultats ambitieux, lève ce qui la freine et garde le cap sur les résultats plutôt que sur l’activité.',
            'Fixe le niveau d’exigence de performance de toute l’organisation et aligne les objectifs de chaque niveau sur les résultats qui comptent le plus.',
          ],
        },
        {
          key: 'project-management',
          name: 'Gestion de projet',
          description:
            'Conduit des projets du début à la fin en pilotant périmètre, planning, budget, risques, personnes et communication.',
          type: 'technical',
          tags: ['projets', 'livraison'],
          levels: [
            'Réalise les tâches de projet confiées, met à jour leur statut et suit les outils et les rituels du projet.',
            'Conduit de petits projets au périmètre et au calendrier clairs, suit les tâches et rend compte de l’avancement et des difficultés.',
            'Pilote des projets de bout en bout, y compris plans, budgets, risques, changements de périmètre et communication avec les parties prenantes, et les livre comme convenu.',
            'Dirige de grands projets ou des projets transverses très incertains et redresse les projets en difficulté. Accompagne d’autres chefs de projet comme mentor.',
            'Définit les pratiques de gestion de projet et de portefeuille de l’organisation et décide de la façon dont les projets sont choisis et gouvernés.',
          ],
        },
        {
          key: 'process-improvement',
          name: 'Amélioration des processus',
          description:
            'Repère et supprime le gaspillage, les délais et les frictions dans la façon de travailler, et pérennise les gains.',
          type: 'behavioural',
          tags: ['processus', 'efficacité'],
          levels: [
            'Suit les processus existants et signale quand ils ne semblent pas fonctionner.',
            'Suggère des améliorations concrètes des processus de l’équipe et aide à les mettre en place.',
            'Mesure la performance d’un processus, trouve les causes de gaspillage ou d’erreurs et met en œuvre des améliorations durables.',
            'Pilote des démarches d’amélioration couvrant plusieurs équipes et veille à ce que les gains perdurent. Transmet des méthodes d’amélioration aux autres.',
            'Fait de l’amélioration continue une capacité de l’organisation, avec des méthodes, des indicateurs et le soutien de la direction.',
          ],
        },
        {
          key: 'quality-and-attention-to-detail',
          name: 'Qualité et rigueur',
          description:
            'Livre un travail exact et soigné conforme aux normes convenues et repère les erreurs avant qu’elles ne causent du tort.',
          type: 'behavioural',
          tags: ['qualité', 'exactitude'],
          levels: [
            'Connaît les normes de qualité de son travail, qui doit cependant encore être vérifié.',
            'Vérifie son travail avant de le transmettre et repère la plupart des erreurs dans les tâches courantes.',
            'Livre avec constance un travail exact, intègre la qualité dès le départ et utilise des listes de contrôle ou des relectures là où une erreur coûterait cher.',
            'Conçoit des contrôles et des normes qui détectent les erreurs dans le travail des autres et dans les processus. Traite à la source les problèmes de qualité récurrents.',
            'Définit les exigences de qualité de l’organisation et leur mesure, et fait de l’exactitude une composante du travail de chacun.',
          ],
        },
        {
          key: 'knowledge-sharing',
          name: 'Partage des connaissances',
          description:
            'Documente et partage son savoir-faire pour que d’autres puissent le trouver, l’utiliser et poursuivre le travail sans dépendre d’une seule personne.',
          type: 'behavioural',
          tags: ['connaissances', 'documentation'],
          levels: [
            'Répond aux questions de ses collègues sur ses tâches et tient des notes de base.',
            'Documente son travail et ses routines dans les espaces partagés de l’équipe et les tient à jour.',
            'Partage ses connaissances de façon proactive par des guides clairs, des passations et des démonstrations, pour que le travail continue sans accroc en son absence.',
            'Organise la façon dont une équipe ou une fonction capitalise et partage ses connaissances et supprime les dépendances à une seule personne. Encourage les autres à partager.',
            'Façonne les pratiques et les outils de gestion des connaissances de l’organisation pour que l’expertise soit facile à trouver et à réutiliser.',
          ],
        },
      ],
    },
    {
      key: 'leadership-and-people-development',
      name: 'Leadership et développement des personnes',
      description:
        'Donner un cap, bâtir des équipes et développer, mobiliser et inclure les personnes pour qu’elles donnent le meilleur d’elles-mêmes.',
      competencies: [
        {
          key: 'coaching-and-mentoring',
          name: 'Coaching et mentorat',
          description:
            'Aide les autres à progresser par des échanges de coaching, des défis à leur mesure et un feedback franc et bienveillant.',
          type: 'leadership',
          tags: ['coaching', 'développement'],
          levels: [
            'Partage ses connaissances et son expérience quand des collègues demandent de l’aide.',
            'Aide les nouveaux arrivants à prendre leurs marques et répond patiemment à leurs questions. Donne des conseils pratiques tirés de son expérience.',
            'Coache régulièrement, pose des questions qui aident à trouver ses propres réponses, convient d’objectifs de développement et en assure le suivi.',
            'Fait grandir des personnes vers des rôles à plus forte responsabilité et est recherché comme mentor au-delà de son équipe. Transmet les compétences de coaching à d’autres managers.',
            'Construit la culture du coaching et du mentorat de l’organisation et son vivier de talents et de futurs dirigeants.',
          ],
        },
        {
          key: 'delegation-and-empowerment',
          name: 'Délégation et responsabilisation',
          description:
            'Confie le travail avec des résultats attendus et une autorité clairs, et soutient les personnes sans reprendre la main.',
          type: 'leadership',
          tags: ['délégation', 'autonomie'],
          levels: [
            'Confie des tâches simples avec des instructions détaillées et vérifie le résultat de près.',
            'Délègue le travail courant avec des attentes claires et fait le point à des étapes convenues.',
            'Délègue des résultats plutôt que des tâches, répartit le travail selon les forces et le développement de chacun et laisse une marge de manœuvre sur le comment.',
            'Délègue des décisions et des responsabilités importantes et constitue une équipe qui travaille en autonomie. Aide d’autres managers à bien déléguer.',
            'Conçoit la répartition de l’autorité et des droits de décision dans l’organisation pour que les décisions se prennent au plus près du terrain.',
          ],
        },
        {
          key: 'inspiring-and-motivating-others',
          name: 'Inspirer et motiver',
          description:
            'Suscite énergie et engagement autour d’une raison d’être commune et reconnaît les contributions de chacun.',
          type: 'leadership',
          tags: ['motivation', 'engagement'],
          levels: [
            'Montre de l’enthousiasme pour son travail et contribue à une ambiance positive dans l’équipe.',
            'Encourage ses coéquipiers, reconnaît leurs contributions et garde une attitude positive face aux difficultés courantes.',
            'Relie le travail de chacun à une raison d’être claire, comprend ce qui motive chaque personne et maintient l’engagement de l’équipe dans les périodes difficiles.',
            'Mobilise des groupes nombreux ou variés autour d’une vision et entretient leur engagement dans la durée. Aide d’autres managers à mobiliser leurs équipes.',
            'Incarne et porte une raison d’être qui donne de l’énergie à toute l’organisation et y attire des talents.',
          ],
        },
        {
          key: 'building-effective-teams',
          name: 'Constitution d’équipes performantes',
          description:
            'Forme des équipes avec le bon mélange de compétences, des rôles clairs et la confiance nécessaire pour bien travailler ensemble.',
          type: 'leadership',
          tags: ['équipes', 'confiance'],
          levels: [
            'Contribue à un bon climat d’équipe et respecte les règles de fonctionnement convenues.',
            'Aide à définir les règles de l’équipe, accueille les nouveaux membres et soutient l’équipe quand sa composition change.',
            'Constitue une équipe aux rôles clairs, aux standards partagés et à la confiance mutuelle, et traite les comportements qui la minent.',
            'Redresse des équipes en difficulté, encadre des responsables d’équipe et bâtit des équipes qui fonctionnent bien entre fonctions.',
            'Conçoit l’organisation des équipes pour qu’elles disposent des compétences, de l’autonomie et du soutien nécessaires pour donner le meilleur d’elles-mêmes.',
          ],
        },
        {
          key: 'performance-management',
          name: 'Gestion de la performance',
          description:
            'Fixe des attentes claires, évalue la performance de façon juste et étayée, et traite rapidement l’insuffisance de résultats.',
          type: 'leadership',
          tags: ['performance', 'objectifs'],
          levels: [
            'Comprend comment sa performance est évaluée et prépare ses entretiens d’évaluation avec un accompagnement.',
            'Convient d’objectifs avec d’autres, suit leur progression et fait un retour lors d’échanges réguliers.',
            'Mène des évaluations justes et étayées, reconnaît les bonnes performances et traite tôt les insuffisances avec un plan clair.',
            'Harmonise les évaluations entre équipes, gère les cas complexes ou sensibles et accompagne les managers dans leurs entretiens de performance.',
            'Façonne les pratiques de performance de l’organisation et leur lien avec le développement, la reconnaissance et la rémunération.',
          ],
        },
        {
          key: 'strategic-thinking',
          name: 'Vision stratégique',
          description:
            'Prend de la hauteur, anticipe les tendances et fixe un cap à long terme qui guide les choix d’aujourd’hui.',
          type: 'leadership',
          tags: ['stratégie', 'vision'],
          levels: [
            'Comprend comment son travail contribue aux objectifs de l’équipe quand on le lui explique.',
            'Explique le lien entre les objectifs de l’équipe et la stratégie de l’organisation et tient compte des effets à plus long terme de son travail.',
            'Traduit la stratégie en plans pour son périmètre, anticipe les tendances qui le concernent et propose des réponses.',
            'Façonne la stratégie d’une fonction ou d’une activité, équilibre besoins à court et à long terme et décide clairement de ce qu’il ne faut pas faire.',
            'Fixe le cap à long terme de l’organisation et les choix clés qui en découlent, et les communique pour que chacun puisse agir en conséquence.',
          ],
        },
        {
          key: 'leading-change',
          name: 'Conduite du changement',
          description:
            'Explique pourquoi changer, planifie le changement et accompagne les personnes jusqu’à ce que les nouvelles façons de travailler s’installent.',
          type: 'leadership',
          tags: ['changement', 'transformation'],
          levels: [
            'Soutient les changements menés par d’autres et participe aux formations et actions associées.',
            'Explique les changements à ses collègues, répond à leurs questions et fait remonter leurs inquiétudes aux porteurs du changement.',
            'Conduit le changement dans son équipe : en explique les raisons, planifie les étapes, implique les personnes et les soutient jusqu’à ce que le changement soit en place.',
            'Conduit le changement dans plusieurs équipes, traite les résistances de façon constructive et ancre durablement les nouveaux comportements. Conseille d’autres porteurs de changement.',
            'Conduit la transformation de toute l’organisation et développe sa capacité à changer souvent et bien.',
          ],
        },
        {
          key: 'inclusive-leadership',
          name: 'Leadership inclusif',
          description:
            'Veille à ce que chaque personne soit entendue, traitée équitablement et en mesure de contribuer pleinement, quel que soit son parcours.',
          type: 'leadership',
          tags: ['inclusion', 'équité'],
          levels: [
            'Traite tous ses collègues avec respect et apprend comment les biais peuvent influencer les décisions du quotidien.',
            'Sollicite l’avis de chaque membre de l’équipe, remarque qui est mis à l’écart et s’adapte pour l’inclure.',
            'Applique des processus équitables pour les décisions, les attributions, les opportunités et la reconnaissance, et réagit vite aux comportements d’exclusion.',
            'Combat les biais dans les pratiques de l’équipe et de l’organisation et développe activement des personnes issues de groupes sous-représentés. Accompagne les managers sur l’inclusion.',
            'Fait de l’inclusion une priorité mesurable de l’organisation et en rend les dirigeants comptables.',
          ],
        },
        {
          key: 'hiring-and-talent-planning',
          name: 'Recrutement et gestion des talents',
          description:
            'Attire, sélectionne et anticipe les personnes dont l’organisation a besoin aujourd’hui et demain.',
          type: 'leadership',
          tags: ['recrutement', 'talents'],
          levels: [
            'Participe à des entretiens avec un accompagnement et consigne ses observations selon les consignes.',
            'Mène des entretiens structurés, évalue les candidatures selon des critères convenus et rédige des recommandations claires.',
            'Définit les exigences des postes, mène un processus de recrutement équitable de bout en bout et prépare la relève des postes clés de son équipe.',
            'Élabore des plans de recrutement et de succession pour toute une fonction, améliore la qualité des sélections et forme les recruteurs.',
            'Définit la stratégie talents de l’organisation, y compris la planification des effectifs, la marque employeur et le développement des futurs dirigeants.',
          ],
        },
      ],
    },
    {
      key: 'customer-and-business-focus',
      name: 'Orientation client et sens des affaires',
      description:
        'Comprendre les clients, les parties prenantes et la façon dont l’organisation crée de la valeur, et s’en servir dans les décisions quotidiennes.',
      competencies: [
        {
          key: 'customer-focus',
          name: 'Orientation client',
          description:
            'Comprend les besoins des clients, internes ou externes, et les place au cœur des décisions et du service.',
          type: 'behavioural',
          tags: ['client', 'service'],
          levels: [
            'Répond poliment aux demandes des clients et transmet les problèmes qu’il ne peut pas traiter directement.',
            'Comprend les besoins des clients réguliers, y répond de façon fiable et assure le suivi pour que les problèmes soient résolus.',
            'Anticipe les besoins des clients, traite les problèmes à la source et améliore l’expérience client de sa propre initiative.',
            'Fait entendre la voix du client dans les décisions, gère les situations client les plus difficiles et fait évoluer les pratiques pour mieux servir les clients.',
            'Fait de l’orientation client un trait distinctif de l’organisation, en façonnant sa stratégie, ses indicateurs et sa culture autour de la valeur client.',
          ],
        },
        {
          key: 'stakeholder-management',
          name: 'Gestion des parties prenantes',
          description:
            'Identifie les personnes concernées par le travail, comprend leurs intérêts et les tient informées et impliquées.',
          type: 'behavioural',
          tags: ['parties prenantes', 'relations'],
          levels: [
            'Connaît les principales parties prenantes de son travail quand on les lui indique.',
            'Tient les parties prenantes directes informées des avancées et des changements et répond de façon fiable à leurs demandes.',
            'Cartographie les parties prenantes et leurs intérêts, gère les attentes et les implique au bon moment.',
            'Concilie des intérêts divergents, obtient l’adhésion à des décisions difficiles et accompagne les autres dans la gestion des parties prenantes.',
            'Gère les relations avec la direction générale et l’extérieur qui façonnent le cap et la réputation de l’organisation.',
          ],
        },
        {
          key: 'business-acumen',
          name: 'Sens des affaires',
          description:
            'Comprend comment l’organisation crée de la valeur, génère des revenus et maîtrise ses coûts, et comment les décisions pèsent sur ses résultats.',
          type: 'behavioural',
          tags: ['business', 'commercial'],
          levels: [
            'Sait ce que l’organisation propose, à qui, et en quoi son propre rôle y contribue.',
            'Comprend les principaux leviers de revenus, de coûts et de valeur de son périmètre et en tient compte dans son travail courant.',
            'Pèse l’impact financier et commercial des décisions et s’appuie sur des indicateurs économiques pour orienter son travail et ses propositions.',
            'Prend des décisions qui équilibrent croissance, coûts et risques à l’échelle d’une fonction et aide les autres à comprendre l’impact économique de leur travail.',
            'Façonne le modèle économique de l’organisation et les choix économiques qui le font vivre.',
          ],
        },
        {
          key: 'financial-management',
          name: 'Gestion financière',
          description:
            'Planifie, suit et maîtrise budgets, prévisions et coûts, et construit des dossiers d’investissement solides pour justifier les dépenses.',
          type: 'technical',
          tags: ['finance', 'budgets'],
          levels: [
            'Comprend les notions financières de base utilisées dans son travail et respecte les règles de dépense.',
            'Suit les dépenses de ses activités par rapport au budget et explique les écarts.',
            'Construit et pilote les budgets et les dossiers d’investissement d’un projet ou d’une équipe et tient des prévisions exactes.',
            'Pilote le budget et les décisions d’investissement d’une fonction et conseille les autres sur les arbitrages financiers.',
            'Définit la stratégie financière et la façon dont les ressources sont réparties dans l’organisation.',
          ],
        },
        {
          key: 'negotiation',
          name: 'Négociation',
          description:
            'Conclut des accords qui créent de la valeur pour toutes les parties tout en protégeant les intérêts essentiels de l’organisation.',
          type: 'behavioural',
          tags: ['négociation', 'commercial'],
          levels: [
            'Mène des négociations simples dans des limites claires, avec des indications sur ce qui peut être concédé.',
            'Prépare les négociations courantes, connaît ses limites et parvient à des accords équitables.',
            'Négocie avec assurance en comprenant les intérêts, les alternatives et les seuils de rupture de chaque partie, et trouve des options qui créent de la valeur.',
            'Conduit des négociations complexes, à fort enjeu et à plusieurs parties, et forme les autres à la négociation.',
            'Définit la stratégie de négociation des accords et partenariats les plus importants de l’organisation.',
          ],
        },
        {
          key: 'market-and-competitor-awareness',
          name: 'Connaissance du marché et de la concurrence',
          description:
            'Suit les clients, la concurrence et les tendances du secteur et s’en sert pour éclairer les plans et les décisions.',
          type: 'behavioural',
          tags: ['marché', 'concurrence'],
          levels: [
            'Connaît les principaux concurrents et segments de clientèle de l’organisation quand on les lui décrit.',
            'Suit l’actualité du marché et du secteur utile à son travail et partage avec l’équipe ce qui peut servir.',
            'S’appuie sur sa connaissance du marché et de la concurrence pour construire les plans, propositions et priorités de son périmètre.',
            'Anticipe les évolutions du marché et positionne un produit, un service ou une fonction pour réagir avant la concurrence.',
            'Définit la lecture que l’organisation a de son marché et décide où et comment elle s’y positionne.',
          ],
        },
        {
          key: 'product-thinking',
          name: 'Culture produit',
          description:
            'Comprend les problèmes des utilisateurs et façonne des produits et services qui les résolvent tout en servant l’activité.',
          type: 'behavioural',
          tags: ['produit', 'client'],
          levels: [
            'Sait ce que fait le produit ou le service et qui l’utilise.',
            'Relie son travail aux besoins des utilisateurs et aux objectifs du produit, et fait remonter les retours des utilisateurs.',
            'Pose les problèmes du point de vue de l’utilisateur, met en balance valeur, effort et risque, et teste les idées auprès des utilisateurs.',
            'Oriente la direction du produit à partir d’éléments issus des utilisateurs, des données et du marché, et aide les autres à raisonner en termes de résultats.',
            'Définit la stratégie produit de l’organisation et les pratiques qui lui permettent de découvrir et de livrer ce qui compte pour les utilisateurs.',
          ],
        },
        {
          key: 'regulatory-and-compliance-awareness',
          name: 'Connaissance réglementaire et conformité',
          description:
            'Connaît les lois, réglementations et politiques internes applicables au travail et veille à ce qu’il les respecte.',
          type: 'technical',
          tags: ['conformité', 'réglementation'],
          levels: [
            'Suit les formations obligatoires en conformité et respecte les règles qui s’appliquent à ses tâches.',
            'Applique les réglementations et politiques qui encadrent son travail et demande conseil en cas de doute.',
            'Intègre les exigences de conformité dans les processus et repère les problèmes de conformité avant qu’ils ne surviennent.',
            'Conseille les autres sur des questions réglementaires complexes et pilote la réponse aux audits ou aux constats.',
            'Façonne la stratégie de conformité de l’organisation et ses relations avec les autorités de contrôle.',
          ],
        },
      ],
    },
    {
      key: 'digital-and-data-skills',
      name: 'Compétences numériques et données',
      description:
        'Utiliser les outils numériques, les données et l’automatisation de façon efficace, sûre et responsable au quotidien.',
      competencies: [
        {
          key: 'digital-literacy',
          name: 'Aisance numérique',
          description:
            'Utilise avec assurance les outils numériques et les logiciels de bureau et en adopte de nouveaux pour travailler plus efficacement.',
          type: 'technical',
          tags: ['numérique', 'outils'],
          levels: [
            'Utilise avec de l’aide les outils de base comme la messagerie, l’agenda et les documents partagés.',
            'Utilise en autonomie les outils courants pour les tâches du quotidien et apprend de nouvelles fonctions au besoin.',
            'Utilise des fonctions avancées, des intégrations et des raccourcis pour travailler efficacement et prend vite en main de nouveaux outils.',
            'Aide les autres à adopter de nouveaux outils, améliore les façons de travailler de l’équipe et conseille sur le choix des outils.',
            'Façonne l’environnement de travail numérique de l’organisation, ses choix d’outils et les compétences dont ses collaborateurs ont besoin pour bien s’en servir.',
          ],
        },
        {
          key: 'data-analysis',
          name: 'Analyse de données',
          description:
            'Collecte, nettoie et analyse des données pour répondre aux questions et éclairer les décisions.',
          type: 'technical',
          tags: ['données', 'analyse'],
          levels: [
            'Lit des graphiques et des tableaux simples et en extrait les chiffres principaux avec un accompagnement.',
            'Réalise des analyses courantes avec des outils et des fonctions standard et vérifie l’absence d’erreurs évidentes.',
            'Nettoie et croise les données, choisit des méthodes adaptées, interprète les résultats avec un regard critique et présente des conclusions solides.',
            'Mène des analyses complexes avec rigueur statistique, relit le travail des autres et explique l’incertitude aux décideurs.',
            'Définit les standards d’analyse de l’organisation et développe une culture de la décision éclairée par les données.',
          ],
        },
        {
          key: 'data-visualization-and-storytelling',
          name: 'Visualisation et mise en récit des données',
          description:
            'Présente les données sous forme de graphiques, de tableaux de bord et de récits clairs et honnêtes qui poussent à l’action.',
          type: 'technical',
          tags: ['données', 'visualisation'],
          levels: [
            'Utilise avec de l’aide des modèles de graphiques et des tableaux de bord existants.',
            'Crée des graphiques standard clairs pour les rapports courants et les légende correctement.',
            'Conçoit des graphiques et des tableaux de bord qui font ressortir l’essentiel, n’induisent pas le lecteur en erreur et racontent une histoire claire.',
            'Construit des récits convaincants fondés sur les données pour la direction et forme les autres à la visualisation.',
            'Définit les standards, les outils et les tableaux de bord partagés de visualisation de l’organisation.',
          ],
        },
        {
          key: 'spreadsheet-modeling',
          name: 'Modélisation sur tableur',
          description:
            'Construit des modèles fiables et bien structurés sur tableur pour planifier, suivre et analyser.',
          type: 'technical',
          tags: ['tableurs', 'modélisation'],
          levels: [
            'Saisit, trie et met en forme des données dans un tableur avec un accompagnement.',
            'Utilise formules, filtres et tableaux croisés dynamiques pour les analyses et le reporting courants.',
            'Construit des modèles structurés et documentés, avec contrôles de saisie et scénarios, que d’autres peuvent suivre.',
            'Construit des modèles complexes sur lesquels d’autres s’appuient, vérifie l’exactitude des modèles et enseigne les bonnes pratiques de modélisation.',
            'Définit les standards de modélisation de l’organisation et décide quand les modèles critiques doivent passer sur des systèmes plus robustes.',
          ],
        },
        {
          key: 'information-security-awareness',
          name: 'Sensibilisation à la sécurité de l’information',
          description:
            'Protège les informations, les comptes et les systèmes contre les menaces dans le travail quotidien.',
          type: 'technical',
          tags: ['sécurité', 'risque'],
          levels: [
            'Applique les règles de sécurité de base, comme des mots de passe robustes et le verrouillage des appareils, quand on le lui rappelle.',
            'Reconnaît l’hameçonnage et les autres menaces courantes, traite correctement les informations sensibles et signale les incidents.',
            'Intègre par défaut la sécurité dans son travail et ses outils et réagit aux incidents rapidement et correctement.',
            'Évalue les risques de sécurité des projets et des processus et conseille ses collègues sur les moyens de les réduire.',
            'Porte la culture de sécurité de l’organisation, son programme de sensibilisation et ses pratiques.',
          ],
        },
        {
          key: 'data-privacy-and-protection',
          name: 'Protection des données personnelles',
          description:
            'Traite les données personnelles de façon licite, loyale et sécurisée tout au long de leur cycle de vie.',
          type: 'technical',
          tags: ['confidentialité', 'protection des données'],
          levels: [
            'Sait que les données personnelles demandent une attention particulière et suit les consignes pour les traiter.',
            'Traite les données personnelles conformément à la politique en vigueur dans son travail courant et signale rapidement les violations possibles.',
            'Applique la protection des données dès la conception, ne collecte et ne conserve que les données nécessaires et respecte les droits des personnes sur leurs données.',
            'Conduit des analyses d’impact relatives à la protection des données et conseille sur les questions complexes de partage et de conservation des données.',
            'Définit le programme, les politiques et la gouvernance de protection des données de l’organisation.',
          ],
        },
        {
          key: 'working-with-ai-tools',
          name: 'Travail avec les outils d’IA',
          description:
            'Utilise les assistants et les fonctions d’IA de façon efficace, critique et responsable pour améliorer son travail.',
          type: 'technical',
          tags: ['ia', 'productivité'],
          levels: [
            'Essaie des outils d’IA sur des tâches simples avec un accompagnement et respecte les règles de leur usage.',
            'Utilise des outils d’IA pour des tâches courantes, vérifie leurs résultats et protège les informations confidentielles.',
            'Intègre les outils d’IA dans ses façons de travailler, formule des instructions efficaces et sait où ils sont peu fiables.',
            'Conçoit des processus assistés par l’IA pour une équipe, évalue leur qualité et leurs risques et guide les autres vers un usage responsable.',
            'Définit l’approche de l’organisation en matière d’IA, y compris ses priorités, ses garde-fous et les compétences nécessaires.',
          ],
        },
        {
          key: 'workflow-automation',
          name: 'Automatisation des flux de travail',
          description:
            'Automatise les tâches répétitives et relie les outils pour que le travail avance avec moins d’effort manuel et moins d’erreurs.',
          type: 'technical',
          tags: ['automatisation', 'efficacité'],
          levels: [
            'Utilise des automatisations mises en place par d’autres et signale quand elles échouent.',
            'Met en place des automatisations simples pour son propre travail, comme des règles, des modèles et des tâches planifiées.',
            'Repère le travail répétitif et construit des automatisations fiables et documentées qui relient plusieurs outils.',
            'Conçoit l’automatisation de processus d’équipe ou transverses, avec supervision et gestion des erreurs, et apprend aux autres à automatiser.',
            'Définit la stratégie, les plateformes et la gouvernance d’automatisation de l’organisation.',
          ],
        },
      ],
    },
    {
      key: 'software-engineering',
      name: 'Ingénierie logicielle',
      description:
        'Concevoir, développer, tester et exploiter des logiciels corrects, sûrs, maintenables et fiables.',
      competencies: [
        {
          key: 'programming',
          name: 'Programmation',
          description:
            'Écrit un code correct, lisible et maintenable dans les langages utilisés par l’équipe.',
          type: 'technical',
          tags: ['ingénierie', 'code'],
          levels: [
            'Écrit du code simple pour des tâches bien définies, avec un accompagnement et une relecture de code attentive.',
            'Développe des fonctionnalités bien définies dans une base de code existante en suivant les conventions de l’équipe, avec quelques relectures.',
            'Écrit en autonomie un code propre et bien testé pour des fonctionnalités complexes et choisit les bibliothèques et les patterns adaptés.',
            'Conçoit des structures de code maintenables pour de grandes fonctionnalités, refactorise sans risque du code difficile et élève la qualité du code des autres.',
            'Définit les standards d’ingénierie, les langages et les patterns utilisés dans toute l’organisation.',
          ],
        },
        {
          key: 'software-design-and-architecture',
          name: 'Conception et architecture logicielles',
          description:
            'Conçoit des composants et des systèmes qui répondent aux besoins de fonctionnalité, de fiabilité, de montée en charge et d’évolution.',
          type: 'technical',
          tags: ['ingénierie', 'architecture'],
          levels: [
            'Comprend la structure du système sur lequel il travaille quand on la lui explique.',
            'Conçoit de petits composants au sein d’une architecture existante et explique ses choix de conception.',
            'Conçoit des services, des flux de données et des interfaces avec des compromis explicites et documente les décisions.',
            'Pilote l’architecture de plusieurs systèmes, anime les revues de conception et guide les conceptions des autres.',
            'Définit l’orientation technique et les principes d’architecture de l’organisation.',
          ],
        },
        {
          key: 'automated-testing',
          name: 'Tests automatisés',
          description:
            'S’assure que le logiciel fonctionne comme prévu grâce à des tests automatisés aux bons niveaux, complétés par des tests exploratoires.',
          type: 'technical',
          tags: ['ingénierie', 'tests'],
          levels: [
            'Exécute les tests existants et signale les échecs avec des étapes de reproduction claires.',
            'Écrit des tests unitaires pour son code et maintient les tests existants au vert.',
            'Conçoit des stratégies de test qui couvrent les comportements dont dépendent les utilisateurs, aux bons niveaux, avec des tests rapides et fiables.',
            'Construit l’infrastructure de test, élimine les tests instables et améliore les pratiques qualité entre équipes.',
            'Définit la pratique d’ingénierie de la qualité de l’organisation et le niveau de confiance qu’exige chaque type de changement.',
          ],
        },
        {
          key: 'code-review',
          name: 'Revue de code',
          description:
            'Relit les modifications de code de façon constructive pour en améliorer la justesse, la clarté et la compréhension partagée.',
          type: 'technical',
          tags: ['ingénierie', 'revue'],
          levels: [
            'Répond aux commentaires de revue sur son code et en tire des enseignements avec un accompagnement.',
            'Relit de petites modifications pour leur justesse et leur style et pose des questions sur le code peu clair.',
            'Fait des revues rapides, précises et respectueuses qui repèrent les problèmes de conception, de sécurité et de tests, pas seulement de style.',
            'Relit les modifications complexes et à risque, fait progresser les autres par les revues et garde le processus de revue rapide.',
            'Définit les pratiques et les attentes de revue des équipes d’ingénierie de toute l’organisation.',
          ],
        },
        {
          key: 'debugging-and-troubleshooting',
          name: 'Débogage et diagnostic',
          description:
            'Trouve et corrige les défauts des logiciels et des systèmes de façon méthodique, en s’appuyant sur des éléments factuels.',
          type: 'technical',
          tags: ['ingénierie', 'diagnostic'],
          levels: [
            'Reproduit des bogues simples et recueille journaux et détails avec de l’aide.',
            'Trouve et corrige des bogues dans un code familier à l’aide des journaux, des débogueurs et des tests.',
            'Diagnostique méthodiquement des défauts complexes entre composants, formule et vérifie des hypothèses et corrige les causes profondes.',
            'Résout les incidents de production les plus difficiles, améliore l’observabilité et transmet les techniques de débogage.',
            'Façonne la manière dont l’organisation détecte et diagnostique les défaillances et en tire des leçons.',
          ],
        },
        {
          key: 'cloud-infrastructure-and-operations',
          name: 'Infrastructure cloud et exploitation',
          description:
            'Construit, déploie et exploite les logiciels en production de façon fiable, grâce à l’automatisation et à la supervision.',
          type: 'technical',
          tags: ['ingénierie', 'exploitation'],
          levels: [
            'Déploie des changements en suivant une procédure documentée, sous supervision.',
            'Utilise les chaînes de déploiement, les tableaux de bord et les alertes de l’équipe et traite les alertes courantes en suivant les procédures d’exploitation.',
            'Automatise la construction, le déploiement et l’infrastructure sous forme de code, et exploite les services avec une supervision et une planification de capacité solides.',
            'Conçoit des plateformes et des pratiques de gestion des incidents utilisées par plusieurs équipes et anime les retours d’expérience après incident.',
            'Définit la stratégie de fiabilité, d’infrastructure et d’exploitation de l’organisation.',
          ],
        },
        {
          key: 'secure-software-development',
          name: 'Développement logiciel sécurisé',
          description:
            'Construit des logiciels qui résistent aux attaques et protègent les données, de la conception au déploiement.',
          type: 'technical',
          tags: ['ingénierie', 'sécurité'],
          levels: [
            'Sait qu’il existe des types de vulnérabilités courants et suit avec de l’aide la liste de contrôle de codage sécurisé de l’équipe.',
            'Évite les vulnérabilités courantes, comme les injections et le traitement non sécurisé des entrées, et tient les dépendances à jour.',
            'Modélise les menaces des fonctionnalités et intègre authentification, autorisation et protection des données dans la conception et le code.',
            'Relit le code et les conceptions sous l’angle de la sécurité, pilote la correction des vulnérabilités et enseigne le développement sécurisé.',
            'Définit les pratiques, les outils et les politiques de développement sécurisé de l’organisation.',
          ],
        },
        {
          key: 'databases-and-data-modeling',
          name: 'Bases de données et modélisation des données',
          description:
            'Conçoit des modèles de données et écrit des requêtes et des migrations correctes et efficaces.',
          type: 'technical',
          tags: ['ingénierie', 'bases de données'],
          levels: [
            'Écrit avec de l’aide des requêtes simples sur des tables existantes.',
            'Écrit des jointures, des agrégations et des migrations simples pour les besoins courants.',
            'Conçoit schémas, contraintes et index, écrit des requêtes efficaces et migre les données sans risque.',
            'Optimise les performances des bases de données à grande échelle, planifie des migrations de données complexes et relit les modèles de données des autres.',
            'Définit l’architecture des données et la stratégie de stockage de l’organisation.',
          ],
        },
        {
          key: 'technical-documentation',
          name: 'Documentation technique',
          description:
            'Documente les logiciels et les systèmes pour que d’autres puissent les utiliser, les exploiter et les faire évoluer.',
          type: 'technical',
          tags: ['ingénierie', 'documentation'],
          levels: [
            'Met à jour la documentation existante quand on le lui demande.',
            'Documente ses fonctionnalités, leur configuration et leur mise en route.',
            'Rédige des guides clairs, des dossiers de décision et une documentation d’interface qui restent à jour avec le code.',
            'Organise la documentation de tout un système, relit les documents des autres et comble les lacunes importantes.',
            'Définit les standards et les outils de documentation de l’ingénierie dans toute l’organisation.',
          ],
        },
      ],
    },
    {
      key: 'personal-effectiveness',
      name: 'Efficacité personnelle',
      description:
        'Se gérer soi-même : apprendre, s’adapter, rester résilient et agir avec intégrité et esprit d’initiative.',
      competencies: [
        {
          key: 'adaptability',
          name: 'Adaptabilité',
          description:
            'S’adapte à l’évolution des priorités, des situations et des façons de travailler tout en restant efficace.',
          type: 'behavioural',
          tags: ['changement', 'flexibilité'],
          levels: [
            'Accepte les changements quand ils sont expliqués et accompagnés, même s’il lui faut parfois du temps pour s’adapter.',
            'Adapte son travail à de nouvelles priorités, de nouveaux outils ou de nouvelles méthodes avec un peu de soutien.',
            'S’adapte vite aux situations nouvelles, reste productif dans l’incertitude et cherche ce que le changement apporte.',
            'Aide les autres à traverser le changement, y voit des opportunités et ajuste les plans d’une équipe rapidement et avec calme.',
            'Incarne l’adaptabilité pour l’organisation et met en place des façons de travailler qui absorbent bien le changement permanent.',
          ],
        },
        {
          key: 'learning-agility',
          name: 'Agilité d’apprentissage',
          description:
            'Apprend vite de l’expérience, du feedback et de l’étude, et l’applique à des situations nouvelles.',
          type: 'behavioural',
          tags: ['apprentissage', 'progression'],
          levels: [
            'Apprend de nouvelles tâches grâce à des consignes structurées et à la pratique.',
            'Acquiert de nouvelles compétences sur le terrain, demande de l’aide quand il bloque et applique ce qu’il a appris à des tâches similaires.',
            'Recherche activement des occasions d’apprendre, prend du recul sur son expérience et en applique les leçons dans de nouveaux contextes.',
            'Apprend vite dans des domaines inconnus et aide les autres à tirer parti de l’expérience et des erreurs communes.',
            'Construit une organisation qui apprend méthodiquement de ses réussites et de ses échecs.',
          ],
        },
        {
          key: 'resilience',
          name: 'Résilience',
          description: 'Garde son calme et son efficacité sous pression et se remet des revers.',
          type: 'behavioural',
          tags: ['résilience', 'bien-être'],
          levels: [
            'A besoin de soutien pour rester efficace sous pression ou après un revers.',
            'Garde son calme face à une pression normale et se remet des petits revers avec peu d’aide.',
            'Reste performant sous une pression durable, garde du recul et tire les leçons des revers. Connaît ses limites et demande du soutien tôt.',
            'Stabilise les autres en période de crise, garde l’équipe concentrée et guette les signes de surcharge chez ses collègues.',
            'Intègre la résilience dans la charge de travail, les pratiques et la culture de l’organisation et montre l’exemple de façons de travailler durables.',
          ],
        },
        {
          key: 'self-awareness',
          name: 'Connaissance de soi',
          description:
            'Connaît ses forces, ses limites, ses émotions et son effet sur les autres, et s’en sert pour progresser.',
          type: 'behavioural',
          tags: ['réflexivité', 'progression'],
          levels: [
            'Commence à reconnaître ses forces et ses axes de progrès, surtout grâce aux retours des autres.',
            'Décrit ses forces et ses axes de progrès avec des exemples et agit en conséquence.',
            'Comprend l’effet qu’il produit sur les autres et ajuste son comportement en conséquence. Prend régulièrement du recul sur sa performance.',
            'S’appuie sur une connaissance approfondie de soi pour choisir des approches qui tirent le meilleur de soi et des autres. Aide les autres à prendre du recul.',
            'Montre l’exemple en parlant ouvertement de ses limites et installe des habitudes de prise de recul dans toute l’organisation.',
          ],
        },
        {
          key: 'initiative',
          name: 'Prise d’initiative',
          description:
            'Agit sans attendre qu’on le lui demande pour saisir les opportunités et traiter les problèmes.',
          type: 'behavioural',
          tags: ['proactivité', 'responsabilité'],
          levels: [
            'Agit sur consignes claires et demande quoi faire ensuite une fois une tâche terminée.',
            'Prend en charge des tâches supplémentaires dans son périmètre et règle de petits problèmes sans qu’on le lui demande.',
            'Repère tôt les opportunités et les problèmes et agit, en impliquant d’autres personnes si nécessaire.',
            'Lance des initiatives qui profitent à l’équipe élargie ou à l’organisation et encourage les autres à faire de même.',
            'Crée un environnement où chacun, dans toute l’organisation, a la confiance et le mandat nécessaires pour prendre des initiatives.',
          ],
        },
        {
          key: 'integrity-and-ethics',
          name: 'Intégrité et éthique',
          description:
            'Agit avec honnêteté et éthique, respecte la confidentialité et fait ce qui est juste, même quand c’est difficile.',
          type: 'behavioural',
          tags: ['éthique', 'confiance'],
          levels: [
            'Respecte le code de conduite et les politiques et pose la question en cas de doute sur ce qui est attendu.',
            'Est honnête sur son travail et ses erreurs, respecte la confidentialité et traite les autres équitablement.',
            'Agit de façon éthique dans les situations difficiles et prend la parole quand quelque chose ne va pas, même sous pression.',
            'Guide les autres face aux dilemmes éthiques et protège ceux qui font part de leurs inquiétudes.',
            'Donne le ton éthique de l’organisation par la cohérence de ses paroles, de ses décisions et de ses actes.',
          ],
        },
        {
          key: 'emotional-intelligence',
          name: 'Intelligence émotionnelle',
          description:
            'Reconnaît et gère ses émotions et celles des autres pour bâtir des relations de travail efficaces.',
          type: 'behavioural',
          tags: ['empathie', 'relations'],
          levels: [
            'Reconnaît ses émotions et celles des autres dans les situations évidentes.',
            'Maîtrise ses réactions au quotidien et fait preuve d’empathie envers ses collègues.',
            'Perçoit la dynamique émotionnelle d’une situation et réagit de façon aidante, y compris en situation de stress.',
            'Gère des situations émotionnellement complexes et aide les autres à comprendre et à gérer leurs émotions.',
            'Ancre la sécurité psychologique et l’empathie dans la culture de l’organisation.',
          ],
        },
        {
          key: 'time-and-workload-management',
          name: 'Gestion du temps et de la charge de travail',
          description:
            'Utilise son temps efficacement, gère sa charge de travail de façon durable et respecte les délais.',
          type: 'behavioural',
          tags: ['temps', 'productivité'],
          levels: [
            'A besoin de rappels et d’aide pour organiser son temps et respecter les échéances.',
            'Gère son temps pour tenir la plupart des échéances et signale quand sa charge de travail devient trop lourde.',
            'Planifie son temps de façon réaliste, se réserve du temps de concentration et livre de façon fiable dans les délais.',
            'Aide les autres à gérer leur charge et leur temps sous pression et équilibre le travail au sein d’une équipe.',
            'Définit des règles d’agenda, de réunions et de temps de concentration qui permettent à chacun de travailler durablement dans toute l’organisation.',
          ],
        },
      ],
    },
  ],
};
