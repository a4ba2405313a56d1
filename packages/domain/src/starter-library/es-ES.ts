import type { StarterLibrary } from './types.ts';

/**
 * The CompetencyHub starter library in European Spanish (issue 22): the same 67 competencies in 8
 * categories as the US English library, under the same keys and in the same order, in the language of
 * Spanish HR teams. Levels run from Principiante (1) through Competente (3, the threshold) to Experto
 * (5), the names the Spanish interface gives the default scale.
 */
export const starterLibraryEsES: StarterLibrary = {
  locale: 'es-ES',
  frameworkName: 'Biblioteca inicial de CompetencyHub',
  frameworkDescription:
    'Un conjunto general de competencias conductuales, de liderazgo y técnicas, cada una descrita en cinco niveles, de Principiante a Experto. Úselo como punto de partida: cambie nombres, reescriba, añada o elimine lo que necesite para que se ajuste a la forma de trabajar de su organización.',
  levelNames: ['Principiante', 'En desarrollo', 'Competente', 'Avanzado', 'Experto'],
  categories: [
    {
      key: 'communication-and-collaboration',
      name: 'Comunicación y colaboración',
      description:
        'Compartir información con claridad, escuchar bien y trabajar con otras personas hacia objetivos comunes, dentro del equipo y entre equipos.',
      competencies: [
        {
          key: 'active-listening',
          name: 'Escucha activa',
          description:
            'Presta plena atención a los demás, comprueba que ha entendido y responde tanto a lo que quieren decir como a lo que dicen.',
          type: 'behavioural',
          tags: ['comunicación', 'escucha'],
          levels: [
            'Escucha instrucciones y explicaciones, pero a veces pasa por alto puntos clave o interrumpe. A menudo necesita volver a preguntar para confirmar detalles.',
            'Escucha con atención en las conversaciones cotidianas y hace preguntas aclaratorias antes de responder. Puede no percibir inquietudes que no se expresan directamente.',
            'Resume lo que dicen los demás para confirmar que lo ha entendido y capta inquietudes implícitas. Adapta su respuesta a lo que necesita su interlocutor.',
            'Mantiene la atención y la calma en conversaciones tensas o emotivas y anima a participar a quienes hablan menos. Enseña a sus colegas a escuchar del todo antes de responder.',
            'Es la persona a quien se acude para ser escuchado en momentos difíciles. Crea hábitos y espacios que ayudan a la organización a escuchar a su gente y a sus clientes, y a actuar en consecuencia.',
          ],
        },
        {
          key: 'written-communication',
          name: 'Comunicación escrita',
          description:
            'Redacta mensajes y documentos claros, precisos y bien estructurados, adaptados al lector y a su finalidad.',
          type: 'behavioural',
          tags: ['comunicación', 'redacción'],
          levels: [
            'Redacta mensajes breves y rutinarios que a menudo necesitan revisión en claridad, estructura o tono.',
            'Redacta correos, notas y actualizaciones claros para lectores conocidos con pocas correcciones. Recurre a plantillas para documentos más largos.',
            'Elabora documentos bien organizados que empiezan por la idea principal y se adaptan al público, desde actualizaciones breves hasta informes detallados. Rara vez necesitan revisión.',
            'Redacta propuestas persuasivas y guías sobre temas complejos o delicados para la dirección y para lectores externos. Revisa y mejora los textos de sus colegas.',
            'Define las normas de redacción, plantillas y guías de estilo de toda la organización. Redacta los documentos que fijan sus posiciones y decisiones clave.',
          ],
        },
        {
          key: 'presenting',
          name: 'Presentaciones en público',
          description:
            'Presenta ideas e información a grupos con una estructura clara, apoyos visuales adecuados y seguridad, en persona y en línea.',
          type: 'behavioural',
          tags: ['comunicación', 'presentaciones'],
          levels: [
            'Presenta actualizaciones breves y preparadas a un grupo conocido, con ayuda para planificar el contenido.',
            'Hace presentaciones estructuradas sobre temas conocidos y responde a preguntas sencillas. Prepara diapositivas y notas que otras personas revisan en parte.',
            'Hace presentaciones claras y bien ritmadas ante públicos diversos y responde con aplomo a preguntas difíciles. Adapta el contenido y la duración al tiempo disponible.',
            'Presenta temas complejos o controvertidos a la alta dirección y a públicos externos y ajusta el mensaje sobre la marcha. Ayuda a sus colegas a preparar y ensayar presentaciones importantes.',
            'Representa a la organización en grandes eventos internos y externos. Define cómo se presenta la organización y forma a buenos presentadores en toda ella.',
          ],
        },
        {
          key: 'facilitating-meetings-and-workshops',
          name: 'Facilitación de reuniones y talleres',
          description:
            'Planifica y dirige reuniones y talleres que implican a todos, mantienen el foco y terminan con resultados claros.',
          type: 'behavioural',
          tags: ['facilitación', 'reuniones'],
          levels: [
            'Participa de forma constructiva en las reuniones y sigue el orden del día. Dirige puestas al día sencillas con un formato preparado.',
            'Dirige las reuniones habituales del equipo con un propósito, un orden del día y unas notas claros. Mantiene el debate centrado con ayuda ocasional.',
            'Diseña y facilita reuniones y talleres que implican a todos los participantes, gestionan bien el tiempo y terminan con decisiones y acciones acordadas.',
            'Facilita sesiones amplias, transversales o de mucha trascendencia, incluidas las que tienen conflictos o personalidades fuertes. Enseña técnicas de facilitación.',
            'Establece prácticas de reuniones y talleres que hacen más eficaz la colaboración en toda la organización. Se le confía la facilitación de sus conversaciones más importantes.',
          ],
        },
        {
          key: 'teamwork-and-collaboration',
          name: 'Trabajo en equipo y colaboración',
          description:
            'Trabaja con otras personas hacia objetivos comunes y comparte conocimiento, esfuerzo y reconocimiento dentro del equipo y entre equipos.',
          type: 'behavioural',
          tags: ['colaboración', 'trabajo en equipo'],
          levels: [
            'Coopera con su equipo en las tareas asignadas y ayuda cuando se lo piden.',
            'Comparte información y ofrece ayuda dentro del equipo sin que se lo pidan. Mantiene informado al equipo de su propio avance.',
            'Construye relaciones de trabajo productivas dentro y fuera del equipo y ajusta sus propios planes para apoyar objetivos comunes. Reconoce las aportaciones de los demás.',
            'Reúne a grupos con prioridades distintas y resuelve las fricciones entre ellos. Ayuda a otras personas a crear alianzas entre equipos.',
            'Crea estructuras, incentivos y una cultura en la que colaborar entre equipos es la forma normal de trabajar en toda la organización.',
          ],
        },
        {
          key: 'giving-and-receiving-feedback',
          name: 'Dar y recibir feedback',
          description:
            'Da feedback concreto, oportuno y respetuoso y acoge el feedback como una forma de mejorar.',
          type: 'behavioural',
          tags: ['feedback', 'crecimiento'],
          levels: [
            'Acepta el feedback cuando se le ofrece, aunque puede reaccionar a la defensiva. Rara vez da feedback a otras personas.',
            'Pide feedback sobre su trabajo y aplica las sugerencias claras. Da feedback positivo a sus compañeros y plantea inquietudes sencillas con cortesía.',
            'Da feedback equilibrado y concreto basado en conductas observadas y su impacto. Busca feedback con regularidad y actúa visiblemente en consecuencia.',
            'Gestiona conversaciones de feedback difíciles con tacto y franqueza, también hacia sus superiores. Enseña a otras personas a dar y recibir feedback.',
            'Construye una cultura de feedback en toda la organización con sus prácticas, su formación y su propio ejemplo. Hace que el feedback sincero sea seguro y esperado en todos los niveles.',
          ],
        },
        {
          key: 'handling-conflict',
          name: 'Gestión de conflictos',
          description:
            'Aborda los desacuerdos pronto y de forma constructiva y encuentra soluciones que funcionan para las personas implicadas.',
          type: 'behavioural',
          tags: ['conflictos', 'relaciones'],
          levels: [
            'Percibe los desacuerdos, pero tiende a evitarlos o a dejar que otros los resuelvan.',
            'Plantea los desacuerdos con respeto en situaciones de poca trascendencia y escucha el otro punto de vista. Pide ayuda cuando un conflicto se agrava.',
            'Resuelve los conflictos cotidianos centrándose en los intereses y no en las posiciones, y preserva las relaciones de trabajo.',
            'Media en disputas tensas entre personas o equipos y reconstruye la confianza después. Acompaña a otras personas en sus propios conflictos.',
            'Diseña formas de trabajar que sacan a la luz los desacuerdos pronto y evitan conflictos recurrentes en la organización. Se recurre a esta persona para resolver sus disputas más delicadas.',
          ],
        },
        {
          key: 'influencing-and-persuading',
          name: 'Influencia y persuasión',
          description:
            'Consigue apoyo para ideas, propuestas y decisiones con argumentos sólidos, credibilidad y comprensión de lo que importa a los demás.',
          type: 'behavioural',
          tags: ['influencia', 'persuasión'],
          levels: [
            'Explica sus ideas cuando se le pide, sobre todo con datos de su propio trabajo.',
            'Expone las razones de una propuesta y ajusta el argumento cuando surgen preguntas. Logra acuerdo en asuntos rutinarios dentro del equipo.',
            'Construye sus argumentos en torno a los intereses del público, anticipa objeciones y consigue el apoyo de compañeros y responsables sin apoyarse en la jerarquía.',
            'Influye en la alta dirección y en interlocutores externos en asuntos complejos o controvertidos y forma coaliciones para avanzar. Enseña a otras personas a influir.',
            'Orienta la opinión y el rumbo en toda la organización y fuera de ella. La dirección confía en esta persona para ganar apoyo a sus cambios más importantes.',
          ],
        },
        {
          key: 'working-across-cultures',
          name: 'Trabajo intercultural',
          description:
            'Trabaja con eficacia con personas de distintas culturas, orígenes, ubicaciones y estilos de trabajo.',
          type: 'behavioural',
          tags: ['cultura', 'inclusión'],
          levels: [
            'Es consciente de que sus colegas pueden comunicarse y trabajar de otra manera, y pregunta cuando tiene dudas.',
            'Ajusta su comunicación y sus expectativas cuando se le señalan las diferencias. Respeta costumbres y husos horarios distintos.',
            'Anticipa diferencias culturales y regionales y adapta en consecuencia la comunicación, las reuniones y las expectativas, sin recurrir a estereotipos.',
            'Ayuda a equipos distribuidos y multiculturales a acordar normas comunes y resuelve malentendidos entre ellos. Asesora a colegas que trabajan en culturas que no conocen.',
            'Define políticas y prácticas que permiten a equipos diversos y globales dar lo mejor de sí en toda la organización.',
          ],
        },
      ],
    },
    {
      key: 'problem-solving-and-judgment',
      name: 'Resolución de problemas y criterio',
      description:
        'Comprender los problemas, sopesar datos y opciones y tomar decisiones sensatas y a tiempo, también en situaciones de incertidumbre.',
      competencies: [
        {
          key: 'analytical-thinking',
          name: 'Pensamiento analítico',
          description:
            'Descompone los problemas en partes, las examina con datos y extrae conclusiones sólidas.',
          type: 'behavioural',
          tags: ['análisis', 'pensamiento'],
          levels: [
            'Sigue un método dado para examinar problemas sencillos, con indicaciones sobre qué información usar.',
            'Identifica las partes principales de un problema rutinario, reúne los datos pertinentes y detecta patrones evidentes.',
            'Analiza problemas complejos con autonomía, contrasta las hipótesis con datos y llega a conclusiones que resisten una revisión.',
            'Desenreda problemas ambiguos con muchos factores que interactúan y hace comprensible su razonamiento. Enseña análisis estructurado a sus colegas.',
            'Define cómo plantea y analiza la organización sus preguntas más importantes. Se le consulta sobre los problemas analíticos más difíciles que afronta.',
          ],
        },
        {
          key: 'problem-solving',
          name: 'Resolución de problemas',
          description:
            'Identifica las causas de fondo de los problemas y pone en marcha soluciones prácticas y duraderas.',
          type: 'behavioural',
          tags: ['resolución de problemas', 'causa raíz'],
          levels: [
            'Resuelve problemas rutinarios siguiendo instrucciones paso a paso o soluciones conocidas.',
            'Resuelve problemas habituales sin ayuda y reconoce cuándo hay que escalar un problema.',
            'Encuentra las causas de fondo en lugar de los síntomas y aplica soluciones que evitan que los problemas se repitan. Comprueba después que la solución ha funcionado.',
            'Resuelve problemas nuevos y de gran impacto que afectan a varios equipos o sistemas. Guía a otras personas en los casos difíciles y comparte los métodos empleados.',
            'Desarrolla la capacidad de la organización para resolver problemas de forma sistemática, con métodos, revisiones y aprendizaje de casos anteriores.',
          ],
        },
        {
          key: 'decision-making',
          name: 'Toma de decisiones',
          description:
            'Toma decisiones oportunas y bien razonadas, sopesa opciones y riesgos y asume la responsabilidad del resultado.',
          type: 'behavioural',
          tags: ['decisiones', 'criterio'],
          levels: [
            'Toma decisiones sencillas dentro de normas claras y consulta antes de decidir cualquier cosa fuera de ellas.',
            'Toma decisiones rutinarias con rapidez y explica su razonamiento. Eleva las decisiones que superan sus atribuciones.',
            'Sopesa opciones, riesgos y contrapartidas, implica a las personas adecuadas y decide con seguridad dentro de su ámbito. Revisa sus decisiones cuando aparecen datos nuevos.',
            'Toma decisiones difíciles con información incompleta e intereses enfrentados, y asume sus consecuencias. Ayuda a otras personas a decidir mejor.',
            'Toma y enmarca las decisiones que marcan el rumbo de la organización. Establece atribuciones y principios de decisión claros para toda ella.',
          ],
        },
        {
          key: 'critical-thinking',
          name: 'Pensamiento crítico',
          description:
            'Cuestiona supuestos, evalúa pruebas y argumentos y llega a conclusiones fundadas e independientes.',
          type: 'behavioural',
          tags: ['pensamiento', 'criterio'],
          levels: [
            'Acepta la información en gran medida tal como se presenta y depende de que otros señalen las lagunas.',
            'Hace preguntas cuando la información parece incompleta, incoherente o sesgada.',
            'Evalúa la calidad de las fuentes y los argumentos, detecta razonamientos débiles y separa los hechos de las opiniones.',
            'Cuestiona de forma constructiva supuestos muy extendidos y hace cambiar de opinión con pruebas. Ayuda a los equipos a contrastar su razonamiento antes de comprometerse.',
            'Hace del pensamiento riguroso y basado en pruebas un hábito en la forma en que la organización planifica y decide.',
          ],
        },
        {
          key: 'creativity-and-innovation',
          name: 'Creatividad e innovación',
          description: 'Genera ideas nuevas y convierte las más prometedoras en mejoras que aportan valor.',
          type: 'behavioural',
          tags: ['innovación', 'creatividad'],
          levels: [
            'Aporta ideas cuando se le invita, sobre todo relacionadas con sus propias tareas.',
            'Propone mejoras prácticas para su trabajo y el del equipo, y prueba enfoques nuevos cuando se le anima.',
            'Desarrolla ideas originales, las pone a prueba con pequeños experimentos y se apoya en lo que funciona.',
            'Lidera iniciativas de innovación que cambian cómo funciona un equipo, un producto o un servicio. Crea un espacio en el que otras personas pueden experimentar sin riesgo.',
            'Crea las condiciones para innovar en toda la organización e impulsa ideas audaces desde su concepción hasta un impacto duradero.',
          ],
        },
        {
          key: 'risk-assessment',
          name: 'Evaluación de riesgos',
          description:
            'Reconoce los riesgos del trabajo y de las decisiones, estima su probabilidad e impacto y actúa para reducirlos.',
          type: 'behavioural',
          tags: ['riesgo', 'criterio'],
          levels: [
            'Sigue los procedimientos de riesgo y seguridad establecidos y comunica cualquier cosa que parezca incorrecta.',
            'Detecta riesgos evidentes en su trabajo, los comunica con prontitud y aplica los controles habituales.',
            'Evalúa la probabilidad y el impacto de los riesgos de su ámbito y aplica medidas de mitigación proporcionadas. Mantiene al día un registro sencillo de riesgos.',
            'Anticipa riesgos menos visibles en proyectos y equipos y equilibra riesgo y oportunidad. Ayuda a otras personas a evaluar y gestionar riesgos.',
            'Define el enfoque de la organización ante el riesgo, incluido su apetito de riesgo y cómo se gobierna y se informa sobre él.',
          ],
        },
        {
          key: 'research-and-information-gathering',
          name: 'Investigación y búsqueda de información',
          description:
            'Encuentra, evalúa y sintetiza información de fuentes fiables para responder preguntas y fundamentar decisiones.',
          type: 'behavioural',
          tags: ['investigación', 'información'],
          levels: [
            'Encuentra información en fuentes conocidas cuando se le indica dónde buscar.',
            'Reúne de forma eficiente información pertinente de varias fuentes y anota su procedencia.',
            'Planifica cómo abordar una pregunta de investigación, juzga la fiabilidad de las fuentes y sintetiza los hallazgos en conclusiones claras.',
            'Dirige investigaciones que combinan varios métodos y valora la solidez de las pruebas. Revisa y orienta las investigaciones de otras personas.',
            'Define las prácticas de investigación y los criterios de prueba de la organización. Es una autoridad reconocida en investigación en su campo.',
          ],
        },
        {
          key: 'systems-thinking',
          name: 'Pensamiento sistémico',
          description:
            'Comprende cómo interactúan personas, procesos y herramientas como un todo y anticipa los efectos más amplios de los cambios.',
          type: 'behavioural',
          tags: ['sistemas', 'pensamiento'],
          levels: [
            'Comprende, con orientación, su parte de un proceso y quién depende de ella.',
            'Ve cómo su trabajo afecta a los pasos anteriores y posteriores y señala los problemas que cruzan esos límites.',
            'Traza cómo funciona un sistema, identifica bucles de retroalimentación y cuellos de botella y anticipa los efectos secundarios de los cambios.',
            'Rediseña procesos y sistemas entre equipos para atajar las causas de fondo en lugar de síntomas locales. Ayuda a otras personas a ver el conjunto.',
            'Configura la organización como un sistema y alinea estructuras, incentivos y procesos para que se refuercen entre sí.',
          ],
        },
      ],
    },
    {
      key: 'delivery-and-execution',
      name: 'Ejecución y resultados',
      description:
        'Planificar el trabajo, fijar prioridades y sacar adelante las tareas con la calidad esperada y a tiempo, asumiendo los resultados.',
      competencies: [
        {
          key: 'planning-and-organizing',
          name: 'Planificación y organización',
          description:
            'Planifica el trabajo, ordena las tareas y organiza personas y recursos para cumplir los objetivos a tiempo.',
          type: 'behavioural',
          tags: ['planificación', 'organización'],
          levels: [
            'Sigue un plan elaborado por otros y lleva el control de sus tareas con recordatorios.',
            'Planifica sus tareas de la semana, controla los plazos y avisa pronto de los conflictos.',
            'Planifica trabajos de varias etapas con dependencias, hitos y planes de contingencia, y ajusta el plan cuando cambian las circunstancias.',
            'Planifica trabajos complejos de varias personas o equipos, gestiona las dependencias entre ellos y mantiene planes realistas. Ayuda a otras personas a planificar su trabajo.',
            'Define las prácticas, ciclos y horizontes de planificación de la organización y los vincula con su estrategia.',
          ],
        },
        {
          key: 'prioritization',
          name: 'Priorización',
          description:
            'Centra el tiempo y el esfuerzo en lo más importante y hace explícitas las renuncias entre demandas que compiten.',
          type: 'behavioural',
          tags: ['prioridades', 'foco'],
          levels: [
            'Trabaja en las tareas en el orden indicado y pregunta qué va primero cuando llegan varias a la vez.',
            'Prioriza sus tareas por urgencia e importancia y contrasta las prioridades con otras personas cuando cambian.',
            'Decide entre demandas que compiten, explica sus decisiones a los interesados y dice que no al trabajo de poco valor.',
            'Fija las prioridades de un equipo o programa, lo protege de las distracciones y lo reorienta rápido cuando cambia la situación. Enseña a otras personas a priorizar.',
            'Alinea las prioridades de toda la organización con su estrategia y hace visibles las renuncias más difíciles entre ellas.',
          ],
        },
        {
          key: 'accountability-and-ownership',
          name: 'Responsabilidad y compromiso',
          description:
            'Asume como propios los compromisos y los resultados, errores incluidos, y persevera hasta terminar el trabajo.',
          type: 'behavioural',
          tags: ['responsabilidad', 'fiabilidad'],
          levels: [
            'Completa las tareas asignadas, a veces con recordatorios, y admite los errores cuando se le señalan.',
            'Cumple sus compromisos y avisa pronto cuando un plazo o un resultado corre peligro.',
            'Se responsabiliza de los resultados y no solo de las tareas, reconoce y corrige abiertamente sus errores y cumple sin que haya que perseguirle.',
            'Exige a sí y a los demás el cumplimiento de los compromisos de forma justa y coherente, e interviene cuando no está clara la responsabilidad. Ayuda a otras personas a asumirla.',
            'Construye una cultura de responsabilidad en la que está claro quién responde de qué en cada nivel y los errores llevan a aprender, no a culpar.',
          ],
        },
        {
          key: 'results-orientation',
          name: 'Orientación a resultados',
          description:
            'Fija objetivos claros y ambiciosos e impulsa el trabajo hacia resultados medibles pese a los obstáculos.',
          type: 'behavioural',
          tags: ['resultados', 'objetivos'],
          levels: [
            'Trabaja para alcanzar objetivos fijados por otros e informa de su avance cuando se le pide.',
            'Sigue el avance hacia sus objetivos y persevera ante los obstáculos habituales.',
            'Se fija objetivos exigentes y medibles para su trabajo, los cumple de forma constante y encuentra la manera de sortear los obstáculos.',
            'Lleva a un equipo a resultados ambiciosos, elimina lo que se interpone en su camino y mantiene el foco en los resultados más que en la actividad.',
            'Marca el listón del desempeño en toda la organización y alinea los objetivos de cada nivel con los resultados que más importan.',
          ],
        },
        {
          key: 'project-management',
          name: 'Gestión de proyectos',
          description:
            'Dirige proyectos de principio a fin y gestiona alcance, plazos, presupuesto, riesgos, personas y comunicación.',
          type: 'technical',
          tags: ['proyectos', 'ejecución'],
          levels: [
            'Completa las tareas de proyecto asignadas, actualiza su estado y sigue las herramientas y rutinas del proyecto.',
            'Dirige proyectos pequeños con un alcance y un calendario claros, hace seguimiento de las tareas e informa de avances e incidencias.',
            'Gestiona proyectos de principio a fin, incluidos planes, presupuestos, riesgos, cambios de alcance y comunicación con los interesados, y los entrega según lo acordado.',
            'Dirige proyectos grandes o transversales con mucha incertidumbre y reconduce proyectos en dificultades. Hace de mentor de otros jefes de proyecto.',
            'Define las prácticas de gestión de proyectos y de cartera de la organización y decide cómo se seleccionan y gobiernan los proyectos.',
          ],
        },
        {
          key: 'process-improvement',
          name: 'Mejora de procesos',
          description:
            'Detecta y elimina despilfarros, retrasos y fricciones en la forma de trabajar, y hace que las mejoras perduren.',
          type: 'behavioural',
          tags: ['procesos', 'eficiencia'],
          levels: [
            'Sigue los procesos existentes y comenta cuando parece que no funcionan.',
            'Propone mejoras prácticas en los procesos del equipo y ayuda a implantarlas.',
            'Mide el rendimiento de un proceso, encuentra las causas del despilfarro o los errores e implanta mejoras duraderas.',
            'Lidera iniciativas de mejora que abarcan varios equipos y se asegura de que los avances se mantengan. Enseña métodos de mejora a otras personas.',
            'Hace de la mejora continua una capacidad de la organización, con métodos, indicadores y el respaldo de la dirección.',
          ],
        },
        {
          key: 'quality-and-attention-to-detail',
          name: 'Calidad y atención al detalle',
          description:
            'Entrega un trabajo preciso y minucioso que cumple las normas acordadas y detecta los errores antes de que causen daños.',
          type: 'behavioural',
          tags: ['calidad', 'precisión'],
          levels: [
            'Conoce las normas de calidad de su trabajo, aunque este todavía necesita revisión para detectar errores.',
            'Revisa su trabajo antes de entregarlo y detecta la mayoría de los errores en las tareas rutinarias.',
            'Entrega un trabajo preciso de forma constante, incorpora la calidad desde el principio y usa listas de comprobación o revisiones donde los errores saldrían caros.',
            'Diseña controles y normas que detectan errores en el trabajo de otras personas y en los procesos. Resuelve en su origen los problemas de calidad recurrentes.',
            'Define las expectativas de calidad de la organización y cómo se miden, y hace de la precisión parte de la forma de trabajar de todos.',
          ],
        },
        {
          key: 'knowledge-sharing',
          name: 'Gestión y difusión del conocimiento',
          description:
            'Documenta y comparte el saber hacer para que otros puedan encontrarlo, usarlo y continuar el trabajo sin depender de una sola persona.',
          type: 'behavioural',
          tags: ['conocimiento', 'documentación'],
          levels: [
            'Responde a las preguntas de sus colegas sobre sus tareas y toma notas básicas.',
            'Documenta su trabajo y sus rutinas en los espacios compartidos del equipo y los mantiene actualizados.',
            'Comparte conocimiento de forma proactiva con guías claras, traspasos y demostraciones, para que el trabajo continúe sin problemas en su ausencia.',
            'Organiza cómo un equipo o un área recoge y comparte el conocimiento y elimina dependencias de una sola persona. Anima a otras personas a compartir.',
            'Define las prácticas y herramientas de gestión del conocimiento de la organización para que la experiencia sea fácil de encontrar y reutilizar.',
          ],
        },
      ],
    },
    {
      key: 'leadership-and-people-development',
      name: 'Liderazgo y desarrollo de personas',
      description:
        'Marcar el rumbo, formar equipos y desarrollar, implicar e incluir a las personas para que den lo mejor de sí en su trabajo.',
      competencies: [
        {
          key: 'coaching-and-mentoring',
          name: 'Coaching y mentoría',
          description:
            'Ayuda a otras personas a crecer con conversaciones de coaching, retos a su medida y un feedback sincero y constructivo.',
          type: 'leadership',
          tags: ['coaching', 'desarrollo'],
          levels: [
            'Comparte sus conocimientos y su experiencia cuando sus colegas le piden ayuda.',
            'Ayuda a las nuevas incorporaciones a ponerse al día y responde a sus preguntas con paciencia. Ofrece consejos prácticos de su propia experiencia.',
            'Hace coaching con regularidad, formula preguntas que ayudan a encontrar las propias respuestas, acuerda objetivos de desarrollo y les da seguimiento.',
            'Prepara a personas para puestos de mayor responsabilidad y es un mentor buscado más allá de su equipo. Enseña habilidades de coaching a otros líderes.',
            'Construye la cultura de coaching y mentoría de la organización y su cantera de talento y de futuros líderes.',
          ],
        },
        {
          key: 'delegation-and-empowerment',
          name: 'Delegación y empoderamiento',
          description:
            'Encarga trabajo con resultados y autoridad claros, y apoya a las personas sin volver a asumir el trabajo.',
          type: 'leadership',
          tags: ['delegación', 'empoderamiento'],
          levels: [
            'Encarga tareas sencillas con instrucciones detalladas y revisa el resultado de cerca.',
            'Delega el trabajo rutinario con expectativas claras y hace seguimiento en los puntos acordados.',
            'Delega resultados y no tareas, asigna el trabajo según los puntos fuertes y el desarrollo de cada persona y le deja margen para decidir cómo hacerlo.',
            'Delega decisiones y responsabilidades importantes y forma un equipo que trabaja con autonomía. Ayuda a otros líderes a delegar bien.',
            'Diseña cómo se reparten la autoridad y las atribuciones de decisión en la organización para que se decida cerca del trabajo.',
          ],
        },
        {
          key: 'inspiring-and-motivating-others',
          name: 'Inspirar y motivar',
          description:
            'Genera energía y compromiso en torno a un propósito común y reconoce las aportaciones de las personas.',
          type: 'leadership',
          tags: ['motivación', 'compromiso'],
          levels: [
            'Muestra entusiasmo por su trabajo y contribuye a un buen ambiente en el equipo.',
            'Anima a sus compañeros, reconoce sus aportaciones y mantiene una actitud positiva ante las dificultades cotidianas.',
            'Conecta el trabajo de las personas con un propósito claro, entiende qué motiva a cada una y mantiene el compromiso del equipo en los periodos difíciles.',
            'Implica a grupos grandes o diversos en torno a una visión y mantiene su compromiso en el tiempo. Ayuda a otros líderes a implicar a sus equipos.',
            'Encarna y transmite un propósito que da energía a toda la organización y atrae a personas hacia ella.',
          ],
        },
        {
          key: 'building-effective-teams',
          name: 'Creación de equipos eficaces',
          description:
            'Forma equipos con la combinación adecuada de habilidades, roles claros y la confianza necesaria para rendir bien juntos.',
          type: 'leadership',
          tags: ['equipos', 'confianza'],
          levels: [
            'Contribuye a un buen clima de equipo y respeta las normas acordadas.',
            'Ayuda a fijar las normas del equipo, da la bienvenida a las nuevas incorporaciones y apoya al equipo cuando cambia su composición.',
            'Forma un equipo con roles claros, estándares compartidos y confianza mutua, y aborda las conductas que la socavan.',
            'Reflota equipos en dificultades, dirige a responsables de equipo y forma equipos que trabajan bien entre áreas.',
            'Diseña las estructuras de equipos de la organización para que tengan las habilidades, la autonomía y el apoyo necesarios para dar lo mejor de sí.',
          ],
        },
        {
          key: 'performance-management',
          name: 'Gestión del desempeño',
          description:
            'Fija expectativas claras, evalúa el desempeño de forma justa y basada en datos, y aborda con prontitud el bajo rendimiento.',
          type: 'leadership',
          tags: ['desempeño', 'objetivos'],
          levels: [
            'Entiende cómo se evalúa su desempeño y prepara sus propias evaluaciones con apoyo.',
            'Acuerda objetivos con otras personas, sigue su avance y da feedback sobre él en conversaciones periódicas.',
            'Realiza evaluaciones justas y basadas en datos, reconoce el buen desempeño y aborda pronto el bajo rendimiento con un plan claro.',
            'Calibra el desempeño entre equipos, gestiona casos complejos o delicados y forma a los responsables en conversaciones sobre desempeño.',
            'Define las prácticas de desempeño de la organización y cómo se vinculan con el desarrollo, el reconocimiento y la retribución.',
          ],
        },
        {
          key: 'strategic-thinking',
          name: 'Pensamiento estratégico',
          description:
            'Ve el conjunto, anticipa tendencias y fija un rumbo a largo plazo que orienta las decisiones de hoy.',
          type: 'leadership',
          tags: ['estrategia', 'visión'],
          levels: [
            'Entiende cómo contribuye su trabajo a los objetivos del equipo cuando se le explica.',
            'Explica cómo se vinculan los objetivos del equipo con la estrategia de la organización y tiene en cuenta los efectos a más largo plazo de su trabajo.',
            'Traduce la estrategia en planes para su ámbito, anticipa las tendencias que le afectan y propone cómo responder.',
            'Define la estrategia de una función o un área de negocio, equilibra las necesidades a corto y largo plazo y decide con claridad qué no hacer.',
            'Fija el rumbo a largo plazo de la organización y las decisiones clave que se derivan de él, y los comunica para que todos puedan actuar en consecuencia.',
          ],
        },
        {
          key: 'leading-change',
          name: 'Liderazgo del cambio',
          description:
            'Argumenta la necesidad del cambio, lo planifica y acompaña a las personas hasta que las nuevas formas de trabajar se consolidan.',
          type: 'leadership',
          tags: ['cambio', 'transformación'],
          levels: [
            'Apoya los cambios que lideran otros y participa en las formaciones y actividades relacionadas.',
            'Explica los cambios a sus colegas, responde a sus preguntas y traslada sus inquietudes a quienes lideran el cambio.',
            'Lidera el cambio en su equipo: argumenta su necesidad, planifica los pasos, implica a las personas y las apoya hasta que el cambio está implantado.',
            'Lidera cambios en varios equipos, gestiona las resistencias de forma constructiva y consolida las nuevas conductas en el tiempo. Asesora a otras personas que lideran cambios.',
            'Lidera la transformación de toda la organización y desarrolla su capacidad de cambiar una y otra vez, y de hacerlo bien.',
          ],
        },
        {
          key: 'inclusive-leadership',
          name: 'Liderazgo inclusivo',
          description:
            'Se asegura de que cada persona sea escuchada, tratada con justicia y pueda aportar plenamente, sea cual sea su origen.',
          type: 'leadership',
          tags: ['inclusión', 'equidad'],
          levels: [
            'Trata a todos sus colegas con respeto y está aprendiendo cómo los sesgos pueden afectar a las decisiones cotidianas.',
            'Pide la opinión de cada miembro del equipo, se da cuenta de quién queda al margen y se adapta para incluirle.',
            'Aplica procesos justos para decisiones, asignaciones, oportunidades y reconocimiento, y aborda con prontitud las conductas excluyentes.',
            'Cuestiona los sesgos en las prácticas del equipo y de la organización y desarrolla activamente a personas de grupos infrarrepresentados. Asesora a otros líderes sobre inclusión.',
            'Hace de la inclusión una prioridad medible de la organización y pide cuentas a sus líderes sobre ella.',
          ],
        },
        {
          key: 'hiring-and-talent-planning',
          name: 'Selección y planificación del talento',
          description:
            'Atrae, selecciona y planifica las personas que la organización necesita hoy y en el futuro.',
          type: 'leadership',
          tags: ['selección', 'talento'],
          levels: [
            'Participa en entrevistas con orientación y registra sus observaciones según las instrucciones.',
            'Realiza entrevistas estructuradas, evalúa a las candidaturas según criterios acordados y redacta recomendaciones claras.',
            'Define los requisitos de los puestos, lleva un proceso de selección justo de principio a fin y planifica la sucesión de los puestos clave de su equipo.',
            'Elabora planes de contratación y de sucesión para toda una función, mejora la calidad de la selección y forma a quienes entrevistan.',
            'Define la estrategia de talento de la organización, incluida la planificación de plantillas, la marca de empleador y el desarrollo de futuros líderes.',
          ],
        },
      ],
    },
    {
      key: 'customer-and-business-focus',
      name: 'Orientación al cliente y al negocio',
      description:
        'Comprender a clientes, grupos de interés y cómo crea valor la organización, y aplicar esa comprensión en las decisiones diarias.',
      competencies: [
        {
          key: 'customer-focus',
          name: 'Orientación al cliente',
          description:
            'Comprende las necesidades de los clientes, internos o externos, y las sitúa en el centro de las decisiones y del servicio.',
          type: 'behavioural',
          tags: ['cliente', 'servicio'],
          levels: [
            'Atiende con cortesía las solicitudes de los clientes y traslada los problemas que no puede resolver directamente.',
            'Entiende las necesidades de los clientes habituales, las atiende con fiabilidad y hace seguimiento para asegurarse de que se resuelven los problemas.',
            'Anticipa las necesidades de los clientes, resuelve los problemas en su origen y mejora la experiencia del cliente por iniciativa propia.',
            'Lleva la voz del cliente a las decisiones, gestiona las situaciones más difíciles con clientes y cambia las prácticas para servirles mejor.',
            'Hace de la orientación al cliente un rasgo distintivo de la organización y orienta su estrategia, sus indicadores y su cultura al valor para el cliente.',
          ],
        },
        {
          key: 'stakeholder-management',
          name: 'Gestión de grupos de interés',
          description:
            'Identifica a las personas afectadas por el trabajo, entiende sus intereses y las mantiene informadas e implicadas.',
          type: 'behavioural',
          tags: ['grupos de interés', 'relaciones'],
          levels: [
            'Conoce a los principales interesados en su trabajo cuando se le indican.',
            'Mantiene informados a los interesados directos de los avances y cambios y atiende sus solicitudes con fiabilidad.',
            'Identifica a los grupos de interés y sus intereses, gestiona las expectativas y los implica en el momento oportuno.',
            'Equilibra intereses enfrentados, consigue apoyo para decisiones difíciles y forma a otras personas en la gestión de grupos de interés.',
            'Gestiona las relaciones con la alta dirección y con el exterior que marcan el rumbo y la reputación de la organización.',
          ],
        },
        {
          key: 'business-acumen',
          name: 'Visión de negocio',
          description:
            'Entiende cómo crea valor la organización, cómo genera ingresos y controla costes, y cómo afectan las decisiones a sus resultados.',
          type: 'behavioural',
          tags: ['negocio', 'comercial'],
          levels: [
            'Sabe qué ofrece la organización, a quién y cómo contribuye su propio puesto.',
            'Entiende los principales factores de ingresos, costes y valor de su ámbito y los tiene en cuenta en su trabajo diario.',
            'Sopesa el impacto financiero y comercial de las decisiones y usa indicadores de negocio para orientar su trabajo y sus propuestas.',
            'Toma decisiones que equilibran crecimiento, coste y riesgo en toda una función y ayuda a otras personas a entender el impacto de su trabajo en el negocio.',
            'Define el modelo de negocio de la organización y las decisiones económicas que lo sostienen.',
          ],
        },
        {
          key: 'financial-management',
          name: 'Gestión financiera',
          description:
            'Planifica, sigue y controla presupuestos, previsiones y costes, y elabora justificaciones económicas sólidas para el gasto.',
          type: 'technical',
          tags: ['finanzas', 'presupuestos'],
          levels: [
            'Entiende los términos financieros básicos de su trabajo y sigue las normas de gasto.',
            'Sigue el gasto de sus actividades frente al presupuesto y explica las desviaciones.',
            'Elabora y gestiona presupuestos y justificaciones económicas para proyectos o un equipo, y mantiene previsiones precisas.',
            'Gestiona el presupuesto y las decisiones de inversión de una función y asesora a otras personas sobre las disyuntivas financieras.',
            'Define la estrategia financiera y cómo se asignan los recursos en la organización.',
          ],
        },
        {
          key: 'negotiation',
          name: 'Negociación',
          description:
            'Alcanza acuerdos que crean valor para todas las partes y protegen a la vez los intereses clave de la organización.',
          type: 'behavioural',
          tags: ['negociación', 'comercial'],
          levels: [
            'Lleva negociaciones sencillas dentro de límites claros y con indicaciones sobre qué puede ceder.',
            'Prepara las negociaciones rutinarias, conoce sus límites y alcanza acuerdos justos.',
            'Negocia con seguridad, entiende los intereses, las alternativas y los límites de cada parte y encuentra opciones que crean valor.',
            'Dirige negociaciones complejas y de alto valor con varias partes y forma a otras personas en negociación.',
            'Define la estrategia de negociación de los acuerdos y alianzas más importantes de la organización.',
          ],
        },
        {
          key: 'market-and-competitor-awareness',
          name: 'Conocimiento del mercado y la competencia',
          description:
            'Sigue a los clientes, a la competencia y las tendencias del sector y usa ese conocimiento para orientar planes y decisiones.',
          type: 'behavioural',
          tags: ['mercado', 'competencia'],
          levels: [
            'Conoce a los principales competidores y grupos de clientes de la organización cuando se le describen.',
            'Sigue las noticias del mercado y del sector relevantes para su trabajo y comparte con el equipo lo que resulta útil.',
            'Usa el conocimiento del mercado y de la competencia para dar forma a los planes, propuestas y prioridades de su ámbito.',
            'Anticipa los cambios del mercado y posiciona un producto, un servicio o una función para responder antes que la competencia.',
            'Define la visión que la organización tiene de su mercado y decide dónde y cómo competirá.',
          ],
        },
        {
          key: 'product-thinking',
          name: 'Visión de producto',
          description:
            'Entiende los problemas de los usuarios y da forma a productos y servicios que los resuelven y sirven al negocio.',
          type: 'behavioural',
          tags: ['producto', 'cliente'],
          levels: [
            'Sabe qué hace el producto o servicio y quién lo usa.',
            'Relaciona su trabajo con las necesidades de los usuarios y los objetivos del producto y transmite las opiniones de los usuarios.',
            'Plantea los problemas desde el punto de vista del usuario, sopesa el valor frente al esfuerzo y el riesgo y prueba las ideas con usuarios.',
            'Orienta la dirección del producto con datos de los usuarios, métricas y el mercado, y ayuda a otras personas a pensar en resultados.',
            'Define la estrategia de producto de la organización y las prácticas con las que descubre y entrega lo que los usuarios valoran.',
          ],
        },
        {
          key: 'regulatory-and-compliance-awareness',
          name: 'Conocimiento normativo y cumplimiento',
          description:
            'Conoce las leyes, normativas y políticas internas aplicables al trabajo y se asegura de que este las cumple.',
          type: 'technical',
          tags: ['cumplimiento', 'normativa'],
          levels: [
            'Completa la formación obligatoria en cumplimiento y sigue las normas aplicables a sus tareas.',
            'Aplica las normativas y políticas que rigen su trabajo y pide consejo cuando tiene dudas.',
            'Incorpora los requisitos de cumplimiento a los procesos y detecta los problemas de cumplimiento antes de que surjan.',
            'Asesora sobre cuestiones normativas complejas y dirige la respuesta a auditorías o incidencias detectadas.',
            'Define la estrategia de cumplimiento de la organización y sus relaciones con los organismos reguladores.',
          ],
        },
      ],
    },
    {
      key: 'digital-and-data-skills',
      name: 'Competencias digitales y de datos',
      description:
        'Usar herramientas digitales, datos y automatización de forma eficaz, segura y responsable en el trabajo diario.',
      competencies: [
        {
          key: 'digital-literacy',
          name: 'Alfabetización digital',
          description:
            'Usa con soltura las herramientas digitales y el software de trabajo y adopta otros nuevos para trabajar mejor.',
          type: 'technical',
          tags: ['digital', 'herramientas'],
          levels: [
            'Usa con ayuda las herramientas básicas de trabajo, como el correo, el calendario y los documentos compartidos.',
            'Usa con autonomía las herramientas de trabajo habituales para las tareas diarias y aprende funciones nuevas cuando las necesita.',
            'Usa funciones avanzadas, integraciones y atajos para trabajar de forma eficiente y aprende rápido a usar herramientas nuevas.',
            'Ayuda a otras personas a adoptar herramientas nuevas, mejora los flujos de trabajo del equipo y asesora sobre qué herramientas usar.',
            'Define el puesto de trabajo digital de la organización, la elección de sus herramientas y las habilidades que sus personas necesitan para usarlas bien.',
          ],
        },
        {
          key: 'data-analysis',
          name: 'Análisis de datos',
          description: 'Recoge, depura y analiza datos para responder preguntas y apoyar decisiones.',
          type: 'technical',
          tags: ['datos', 'análisis'],
          levels: [
            'Lee gráficos y tablas sencillos y extrae las cifras principales con orientación.',
            'Prepara análisis rutinarios con herramientas y funciones estándar y revisa los resultados en busca de errores evidentes.',
            'Depura y combina datos, elige métodos adecuados, interpreta los resultados con sentido crítico y presenta conclusiones sólidas.',
            'Dirige análisis complejos con rigor estadístico, revisa el trabajo de otras personas y explica la incertidumbre a quienes deciden.',
            'Define los estándares de analítica de la organización y construye una cultura de decisiones basadas en datos.',
          ],
        },
        {
          key: 'data-visualization-and-storytelling',
          name: 'Visualización de datos y relato',
          description:
            'Presenta los datos en gráficos, cuadros de mando y relatos claros y honestos que llevan a la acción.',
          type: 'technical',
          tags: ['datos', 'visualización'],
          levels: [
            'Usa con ayuda plantillas de gráficos y cuadros de mando existentes.',
            'Crea gráficos estándar claros para los informes rutinarios y los etiqueta correctamente.',
            'Diseña gráficos y cuadros de mando que destacan lo importante, no inducen a error y cuentan una historia clara.',
            'Construye relatos convincentes basados en datos para la alta dirección y forma a otras personas en visualización.',
            'Define los estándares, las herramientas y los cuadros de mando compartidos de visualización de la organización.',
          ],
        },
        {
          key: 'spreadsheet-modeling',
          name: 'Modelización con hojas de cálculo',
          description:
            'Construye modelos fiables y bien estructurados en hojas de cálculo para planificar, hacer seguimiento y analizar.',
          type: 'technical',
          tags: ['hojas de cálculo', 'modelización'],
          levels: [
            'Introduce, ordena y da formato a datos en hojas de cálculo con orientación.',
            'Usa fórmulas, filtros y tablas dinámicas para análisis e informes rutinarios.',
            'Construye modelos estructurados y documentados, con validación de entradas y escenarios, que otras personas pueden seguir.',
            'Construye modelos complejos de los que dependen otras personas, revisa la exactitud de los modelos y enseña buenas prácticas de modelización.',
            'Define los estándares de modelización de la organización y decide cuándo deben pasar los modelos críticos a sistemas más robustos.',
          ],
        },
        {
          key: 'information-security-awareness',
          name: 'Concienciación en seguridad de la información',
          description:
            'Protege la información, las cuentas y los sistemas frente a amenazas en el trabajo diario.',
          type: 'technical',
          tags: ['seguridad', 'riesgo'],
          levels: [
            'Sigue las normas básicas de seguridad, como usar contraseñas robustas y bloquear los dispositivos, cuando se le recuerdan.',
            'Reconoce el phishing y otras amenazas habituales, trata correctamente la información sensible y comunica los incidentes.',
            'Integra por defecto la seguridad en su trabajo y sus herramientas y responde a los incidentes con rapidez y corrección.',
            'Evalúa los riesgos de seguridad de proyectos y procesos y asesora a sus colegas sobre cómo reducirlos.',
            'Lidera la cultura de seguridad de la organización, su programa de concienciación y sus prácticas.',
          ],
        },
        {
          key: 'data-privacy-and-protection',
          name: 'Privacidad y protección de datos',
          description:
            'Trata los datos personales de forma lícita, leal y segura a lo largo de todo su ciclo de vida.',
          type: 'technical',
          tags: ['privacidad', 'protección de datos'],
          levels: [
            'Sabe que los datos personales requieren un cuidado especial y sigue las instrucciones para tratarlos.',
            'Trata los datos personales según la política en su trabajo rutinario y comunica con prontitud las posibles brechas.',
            'Aplica la privacidad desde el diseño, recoge y conserva solo los datos necesarios y respeta los derechos de las personas sobre sus datos.',
            'Dirige evaluaciones de impacto en la privacidad y asesora sobre cuestiones complejas de cesión y conservación de datos.',
            'Define el programa, las políticas y la gobernanza de privacidad de la organización.',
          ],
        },
        {
          key: 'working-with-ai-tools',
          name: 'Trabajo con herramientas de IA',
          description:
            'Usa asistentes de IA y funciones basadas en IA de forma eficaz, crítica y responsable para mejorar el trabajo.',
          type: 'technical',
          tags: ['ia', 'productividad'],
          levels: [
            'Prueba herramientas de IA para tareas sencillas con orientación y sigue las normas sobre su uso.',
            'Usa herramientas de IA para tareas rutinarias, revisa sus resultados en busca de errores y protege la información confidencial.',
            'Integra las herramientas de IA en sus flujos de trabajo, redacta instrucciones eficaces y sabe dónde no son fiables.',
            'Diseña procesos asistidos por IA para un equipo, evalúa su calidad y sus riesgos y orienta a otras personas en un uso responsable.',
            'Define el enfoque de la organización ante la IA, incluidas sus prioridades, sus salvaguardas y las habilidades que necesitan las personas.',
          ],
        },
        {
          key: 'workflow-automation',
          name: 'Automatización de flujos de trabajo',
          description:
            'Automatiza tareas repetitivas y conecta herramientas para que el trabajo fluya con menos esfuerzo manual y menos errores.',
          type: 'technical',
          tags: ['automatización', 'eficiencia'],
          levels: [
            'Usa automatizaciones configuradas por otras personas y avisa cuando fallan.',
            'Configura automatizaciones sencillas para su propio trabajo, como reglas, plantillas y tareas programadas.',
            'Identifica el trabajo repetitivo y construye automatizaciones fiables y documentadas que conectan varias herramientas.',
            'Diseña la automatización de procesos del equipo o entre equipos, con supervisión y gestión de errores, y enseña a otras personas a automatizar.',
            'Define la estrategia, las plataformas y la gobernanza de automatización de la organización.',
          ],
        },
      ],
    },
    {
      key: 'software-engineering',
      name: 'Ingeniería de software',
      description: 'Diseñar, construir, probar y operar software correcto, seguro, mantenible y fiable.',
      competencies: [
        {
          key: 'programming',
          name: 'Programación',
          description: 'Escribe código correcto, legible y mantenible en los lenguajes que usa el equipo.',
          type: 'technical',
          tags: ['ingeniería', 'código'],
          levels: [
            'Escribe código sencillo para tareas bien definidas, con orientación y una revisión de código minuciosa.',
            'Implementa funcionalidades bien definidas en un código existente siguiendo las convenciones del equipo, con alguna revisión.',
            'Escribe con autonomía código limpio y bien probado para funcionalidades complejas y elige bibliotecas y patrones adecuados.',
            'Diseña estructuras de código mantenibles para funcionalidades grandes, refactoriza con seguridad código difícil y eleva la calidad del código de otras personas.',
            'Define los estándares de ingeniería, los lenguajes y los patrones que se usan en toda la organización.',
          ],
        },
        {
          key: 'software-design-and-architecture',
          name: 'Diseño y arquitectura de software',
          description:
            'Diseña componentes y sistemas que responden a las necesidades de funcionalidad, fiabilidad, escala y cambio futuro.',
          type: 'technical',
          tags: ['ingeniería', 'arquitectura'],
          levels: [
            'Entiende la estructura del sistema en el que trabaja cuando se le explica.',
            'Diseña componentes pequeños dentro de una arquitectura existente y explica sus decisiones de diseño.',
            'Diseña servicios, flujos de datos e interfaces con contrapartidas claras y documenta las decisiones.',
            'Dirige la arquitectura de varios sistemas, conduce revisiones de diseño y orienta los diseños de otras personas.',
            'Define la dirección técnica y los principios de arquitectura de la organización.',
          ],
        },
        {
          key: 'automated-testing',
          name: 'Pruebas automatizadas',
          description:
            'Se asegura de que el software funciona como se espera mediante pruebas automatizadas en los niveles adecuados, apoyadas en pruebas exploratorias.',
          type: 'technical',
          tags: ['ingeniería', 'pruebas'],
          levels: [
            'Ejecuta las pruebas existentes y comunica los fallos con pasos claros para reproducirlos.',
            'Escribe pruebas unitarias para su código y mantiene en verde las pruebas existentes.',
            'Diseña estrategias de pruebas que cubren el comportamiento del que dependen los usuarios, en los niveles adecuados, con pruebas rápidas y fiables.',
            'Construye infraestructura de pruebas, elimina las pruebas poco fiables y mejora las prácticas de calidad entre equipos.',
            'Define la práctica de ingeniería de calidad de la organización y cuánta confianza requiere cada tipo de cambio.',
          ],
        },
        {
          key: 'code-review',
          name: 'Revisión de código',
          description:
            'Revisa los cambios de código de forma constructiva para mejorar su corrección, su claridad y el entendimiento compartido.',
          type: 'technical',
          tags: ['ingeniería', 'revisión'],
          levels: [
            'Responde a los comentarios de revisión sobre su código y aprende de ellos con orientación.',
            'Revisa cambios pequeños en cuanto a corrección y estilo y pregunta por el código poco claro.',
            'Hace revisiones oportunas, concretas y respetuosas que detectan problemas de diseño, seguridad y pruebas, no solo de estilo.',
            'Revisa cambios complejos y de alto riesgo, orienta a otras personas a través de las revisiones y mantiene ágil el proceso de revisión.',
            'Define las prácticas y expectativas de revisión de los equipos de ingeniería de toda la organización.',
          ],
        },
        {
          key: 'debugging-and-troubleshooting',
          name: 'Depuración y resolución de incidencias',
          description:
            'Encuentra y corrige fallos en el software y los sistemas de forma metódica y basada en datos.',
          type: 'technical',
          tags: ['ingeniería', 'resolución de incidencias'],
          levels: [
            'Reproduce errores sencillos y recopila registros y detalles con ayuda.',
            'Encuentra y corrige errores en código conocido con ayuda de registros, depuradores y pruebas.',
            'Diagnostica de forma metódica fallos complejos entre componentes, formula y comprueba hipótesis y corrige las causas de fondo.',
            'Resuelve las incidencias de producción más difíciles, mejora la observabilidad y enseña técnicas de depuración.',
            'Define cómo detecta, diagnostica y aprende la organización de sus fallos.',
          ],
        },
        {
          key: 'cloud-infrastructure-and-operations',
          name: 'Infraestructura en la nube y operaciones',
          description:
            'Construye, despliega y opera software en producción de forma fiable, con automatización y monitorización.',
          type: 'technical',
          tags: ['ingeniería', 'operaciones'],
          levels: [
            'Despliega cambios siguiendo un proceso documentado y bajo supervisión.',
            'Usa los pipelines, paneles y alertas del equipo y responde a las alertas rutinarias siguiendo los manuales de operación.',
            'Automatiza la compilación, el despliegue y la infraestructura como código, y opera servicios con una buena monitorización y planificación de capacidad.',
            'Diseña plataformas y prácticas de respuesta a incidentes que usan varios equipos y dirige las revisiones posteriores a los incidentes.',
            'Define la estrategia de fiabilidad, infraestructura y operaciones de la organización.',
          ],
        },
        {
          key: 'secure-software-development',
          name: 'Desarrollo de software seguro',
          description:
            'Construye software que resiste ataques y protege los datos, desde el diseño hasta el despliegue.',
          type: 'technical',
          tags: ['ingeniería', 'seguridad'],
          levels: [
            'Sabe que existen tipos habituales de vulnerabilidades y sigue con ayuda la lista de comprobación de programación segura del equipo.',
            'Evita las vulnerabilidades habituales, como la inyección y el tratamiento inseguro de entradas, y mantiene actualizadas las dependencias.',
            'Modela las amenazas de las funcionalidades e integra autenticación, autorización y protección de datos en el diseño y el código.',
            'Revisa la seguridad del código y los diseños, dirige la corrección de vulnerabilidades y enseña desarrollo seguro.',
            'Define las prácticas, herramientas y políticas de desarrollo seguro de la organización.',
          ],
        },
        {
          key: 'databases-and-data-modeling',
          name: 'Bases de datos y modelado de datos',
          description: 'Diseña modelos de datos y escribe consultas y migraciones correctas y eficientes.',
          type: 'technical',
          tags: ['ingeniería', 'bases de datos'],
          levels: [
            'Escribe consultas sencillas sobre tablas existentes con ayuda.',
            'Escribe uniones, agregaciones y migraciones sencillas para necesidades rutinarias.',
            'Diseña esquemas, restricciones e índices, escribe consultas eficientes y migra datos con seguridad.',
            'Optimiza el rendimiento de bases de datos a gran escala, planifica migraciones de datos complejas y revisa los modelos de datos de otras personas.',
            'Define la arquitectura de datos y la estrategia de almacenamiento de la organización.',
          ],
        },
        {
          key: 'technical-documentation',
          name: 'Documentación técnica',
          description:
            'Documenta el software y los sistemas para que otras personas puedan usarlos, operarlos y modificarlos.',
          type: 'technical',
          tags: ['ingeniería', 'documentación'],
          levels: [
            'Actualiza la documentación existente cuando se le pide.',
            'Documenta sus funcionalidades, su configuración y cómo ponerlas en marcha.',
            'Redacta guías claras, registros de decisiones y documentación de interfaces que se mantienen al día con el código.',
            'Organiza la documentación de todo un sistema, revisa los documentos de otras personas y cubre las lagunas importantes.',
            'Define los estándares y las herramientas de documentación de ingeniería de toda la organización.',
          ],
        },
      ],
    },
    {
      key: 'personal-effectiveness',
      name: 'Eficacia personal',
      description:
        'Gestionarse a uno mismo: aprender, adaptarse, mantener la resiliencia y actuar con integridad e iniciativa.',
      competencies: [
        {
          key: 'adaptability',
          name: 'Adaptabilidad',
          description:
            'Se adapta a prioridades, situaciones y formas de trabajar cambiantes sin perder eficacia.',
          type: 'behavioural',
          tags: ['cambio', 'flexibilidad'],
          levels: [
            'Acepta los cambios cuando se le explican y se le acompaña, aunque puede necesitar tiempo para adaptarse.',
            'Ajusta su trabajo a nuevas prioridades, herramientas o métodos con algo de apoyo.',
            'Se adapta rápido a situaciones nuevas, sigue siendo productivo en la incertidumbre y busca las ventajas del cambio.',
            'Ayuda a otras personas a atravesar los cambios, ve en ellos oportunidades y ajusta los planes de un equipo con rapidez y serenidad.',
            'Es un modelo de adaptabilidad para la organización y crea formas de trabajar que afrontan bien el cambio constante.',
          ],
        },
        {
          key: 'learning-agility',
          name: 'Agilidad de aprendizaje',
          description:
            'Aprende rápido de la experiencia, el feedback y el estudio, y lo aplica en situaciones nuevas.',
          type: 'behavioural',
          tags: ['aprendizaje', 'crecimiento'],
          levels: [
            'Aprende tareas nuevas mediante instrucción estructurada y práctica.',
            'Adquiere habilidades nuevas en el puesto, pide ayuda cuando se atasca y aplica lo aprendido a tareas parecidas.',
            'Busca activamente oportunidades de aprendizaje, reflexiona sobre su experiencia y aplica lo aprendido en contextos nuevos.',
            'Aprende rápido en ámbitos desconocidos y ayuda a otras personas a aprender de la experiencia y los errores compartidos.',
            'Construye una organización que aprende de forma sistemática de sus éxitos y sus fracasos.',
          ],
        },
        {
          key: 'resilience',
          name: 'Resiliencia',
          description: 'Mantiene la calma y la eficacia bajo presión y se recupera de los contratiempos.',
          type: 'behavioural',
          tags: ['resiliencia', 'bienestar'],
          levels: [
            'Necesita apoyo para seguir siendo eficaz bajo presión o tras un contratiempo.',
            'Mantiene la calma ante la presión normal y se recupera de pequeños contratiempos con poca ayuda.',
            'Rinde de forma estable bajo una presión sostenida, mantiene la perspectiva y aprende de los contratiempos. Conoce sus límites y pide apoyo a tiempo.',
            'Da estabilidad a los demás en las crisis, mantiene al equipo centrado y está atento a las señales de sobrecarga en sus colegas.',
            'Incorpora la resiliencia a las cargas de trabajo, las prácticas y la cultura de la organización, y es un modelo de formas de trabajar sostenibles.',
          ],
        },
        {
          key: 'self-awareness',
          name: 'Autoconocimiento',
          description:
            'Conoce sus fortalezas, sus limitaciones, sus emociones y su impacto en los demás, y usa ese conocimiento para mejorar.',
          type: 'behavioural',
          tags: ['reflexión', 'crecimiento'],
          levels: [
            'Empieza a reconocer sus fortalezas y áreas de mejora, sobre todo gracias al feedback de otras personas.',
            'Describe sus fortalezas y áreas de mejora con ejemplos y actúa sobre ellas.',
            'Entiende su impacto en los demás y ajusta su conducta en consecuencia. Reflexiona con regularidad sobre su desempeño.',
            'Se conoce a fondo y elige enfoques que sacan lo mejor de sí y de los demás. Ayuda a otras personas a reflexionar.',
            'Es un modelo de franqueza sobre sus propias limitaciones y crea hábitos de reflexión en toda la organización.',
          ],
        },
        {
          key: 'initiative',
          name: 'Iniciativa',
          description: 'Actúa sin que se lo pidan para aprovechar oportunidades y resolver problemas.',
          type: 'behavioural',
          tags: ['proactividad', 'responsabilidad'],
          levels: [
            'Actúa según instrucciones claras y pregunta qué hacer a continuación cuando termina una tarea.',
            'Asume tareas adicionales dentro de su ámbito y soluciona pequeños problemas sin que se lo pidan.',
            'Detecta pronto oportunidades y problemas y actúa en consecuencia, implicando a otras personas cuando hace falta.',
            'Pone en marcha iniciativas que benefician al equipo ampliado o a la organización y anima a otras personas a hacer lo mismo.',
            'Crea un entorno en el que las personas de toda la organización cuentan con la confianza y el mandato de tomar la iniciativa.',
          ],
        },
        {
          key: 'integrity-and-ethics',
          name: 'Integridad y ética',
          description:
            'Actúa con honestidad y ética, guarda la confidencialidad y hace lo correcto incluso cuando cuesta.',
          type: 'behavioural',
          tags: ['ética', 'confianza'],
          levels: [
            'Sigue el código de conducta y las políticas y pregunta cuando no tiene claro qué se espera.',
            'Es honesto sobre su trabajo y sus errores, guarda la confidencialidad y trata a los demás con justicia.',
            'Actúa con ética en situaciones difíciles y alza la voz cuando algo no está bien, incluso bajo presión.',
            'Guía a otras personas ante dilemas éticos y protege a quienes plantean inquietudes.',
            'Marca el tono ético de la organización con palabras, decisiones y actos coherentes.',
          ],
        },
        {
          key: 'emotional-intelligence',
          name: 'Inteligencia emocional',
          description:
            'Reconoce y gestiona sus emociones y las de los demás para construir relaciones de trabajo eficaces.',
          type: 'behavioural',
          tags: ['empatía', 'relaciones'],
          levels: [
            'Reconoce sus emociones y las de los demás en situaciones evidentes.',
            'Gestiona sus reacciones en el trabajo diario y muestra empatía con sus colegas.',
            'Interpreta la dinámica emocional de una situación y responde de forma que ayuda, también bajo estrés.',
            'Gestiona situaciones emocionalmente complejas y ayuda a otras personas a entender y gestionar sus emociones.',
            'Incorpora la seguridad psicológica y la empatía a la cultura de la organización.',
          ],
        },
        {
          key: 'time-and-workload-management',
          name: 'Gestión del tiempo y de la carga de trabajo',
          description:
            'Aprovecha bien el tiempo, gestiona su carga de trabajo de forma sostenible y cumple los plazos.',
          type: 'behavioural',
          tags: ['tiempo', 'productividad'],
          levels: [
            'Necesita recordatorios y ayuda para organizar su tiempo y cumplir los plazos.',
            'Gestiona su tiempo para cumplir la mayoría de los plazos y avisa cuando la carga de trabajo es excesiva.',
            'Planifica el tiempo de forma realista, reserva tiempo para el trabajo concentrado y cumple los plazos con fiabilidad.',
            'Ayuda a otras personas a gestionar su carga de trabajo y su tiempo bajo presión y reparte el trabajo de forma equilibrada en el equipo.',
            'Define normas de agenda, reuniones y tiempo de concentración que permiten trabajar de forma sostenible en toda la organización.',
          ],
        },
      ],
    },
  ],
};
