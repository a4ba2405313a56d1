import type { HelpArticleSeed } from './types.ts';

/**
 * The help articles in Spanish (Spain) (es-ES), in the same order, with the same slugs, areas and paths,
 * as every other language. Button, tab and field names are the app's own es-ES labels.
 */
export const HELP_ARTICLES_ES_ES: HelpArticleSeed[] = [
  {
    slug: 'getting-started',
    area: 'getting-started',
    path: '/dashboard',
    title: 'Primeros pasos: su panel y el menú',
    body:
      'Mi panel es la primera página que ve al iniciar sesión. Reúne lo que le importa hoy:\n\n' +
      '- «Mis competencias»: su encaje con su puesto, sus mayores brechas y sus tareas de evaluación, como un feedback que le han pedido.\n' +
      '- «Tu crecimiento»: su encaje con sus puestos objetivo y sus próximas acciones de desarrollo.\n' +
      '- «Perfil completado»: lo que aún falta en su perfil, con «Completar mi perfil».\n' +
      '- «Accesos directos» a las páginas que su rol puede abrir.\n\n' +
      'Si dirige un equipo, «Tu equipo» muestra su encaje medio, sus mayores brechas y quién espera su valoración. Los administradores ven además «Aprobaciones pendientes» e «Invitar a un compañero». Si su dirección de correo electrónico aún no está confirmada, un aviso le pide que la confirme; use «Reenviar enlace» si el correo no le ha llegado.\n\n' +
      'El menú de la izquierda solo muestra las páginas que su rol puede usar; en una pantalla pequeña, ábralo con el botón de menú de la parte superior. Algunas entradas, como Búsqueda de talento, forman parte de CompetencyHub pero en esta versión muestran «Aún no disponible». El menú de usuario, arriba a la derecha, con su nombre y su foto, contiene Perfil y Cerrar sesión.',
  },
  {
    slug: 'help-assistant',
    area: 'getting-started',
    path: '/dashboard',
    title: 'Preguntar al asistente de ayuda',
    body:
      'El botón «Ayuda», abajo a la derecha de cada página, abre el asistente. Escriba una pregunta y pulse Intro, o elija una de las preguntas sugeridas para la página en la que se encuentra. El asistente responde en su idioma a partir de los artículos de ayuda de CompetencyHub, las preguntas frecuentes y la base de conocimientos de su empresa, e indica de dónde sale cada parte de la respuesta, con un enlace para leer más.\n\n' +
      'Cuando su empresa o la plataforma tiene configurado un modelo de IA, la respuesta la redacta la IA solo a partir de esas fuentes y aparece a medida que se escribe; así se indica debajo de la respuesta. Si no, el asistente cita tal cual los fragmentos más pertinentes. En ambos casos, compruebe lo importante en las fuentes.\n\n' +
      'Debajo de cada respuesta, «¿Le ha sido útil?» recoge su valoración, y puede añadir un comentario. La conversación sigue abierta mientras pasa de una página a otra.\n\n' +
      'Si nada responde bien a su pregunta y hay una búsqueda web configurada, la respuesta enumera «Fuentes externas encontradas»: páginas de la web que se abren en una pestaña nueva. «Añadir a la base de conocimientos» en una de ellas la sugiere para la base de conocimientos de su empresa. También puede sugerir cualquier página con «Sugerir una página para la base de conocimientos», debajo de la conversación.',
  },
  {
    slug: 'roles-and-access',
    area: 'getting-started',
    path: '/dashboard',
    title: 'Roles: quién puede hacer qué',
    body:
      'Cada persona en CompetencyHub tiene un único rol. Aparece en el menú de usuario y en su panel, y decide qué páginas muestra su menú.\n\n' +
      '- Empleado: su propio panel, perfil, competencias, experiencia, plan de carrera y plan de desarrollo.\n' +
      '- Responsable de equipo: además, Gestión de equipos para su propio equipo y Perfiles de puesto en modo lectura.\n' +
      '- Responsable de formación: también edita marcos de competencias y perfiles de puesto, lanza ciclos de evaluación, crea equipos transversales y ve todos los equipos.\n' +
      '- Administrador de TI de la empresa: también gestiona a las personas en Gestión de usuarios: solicitudes para unirse, invitaciones, roles, responsables directos y desactivaciones.\n' +
      '- Titular de la cuenta: todo lo anterior, más Administración de la empresa y la suscripción.\n\n' +
      'Administrador del sistema y Propietario del sistema son el equipo de la plataforma CompetencyHub; pueden gestionar las empresas clientes.\n\n' +
      'Ser responsable directo de alguien no depende del rol: quien figura como su responsable directo le valora y puede abrir sus planes de carrera y de desarrollo. Los responsables directos se asignan en Gestión de usuarios.\n\n' +
      'Si necesita una página que no ve, consulte al administrador de su empresa.',
  },
  {
    slug: 'change-language',
    area: 'getting-started',
    path: '/dashboard',
    title: 'Cambiar el idioma de la interfaz',
    body:
      'Para cambiar el idioma, abra el menú de idiomas en la parte superior de cualquier página, junto a su nombre, y elija un idioma. La interfaz cambia al instante y un mensaje confirma el cambio.\n\n' +
      'CompetencyHub está traducido al inglés, español, francés (Français), alemán (Deutsch) y portugués (Português). También puede elegir English (UK), English (Australia), Italiano, Nederlands y 日本語; por ahora muestran los textos en inglés.\n\n' +
      'Su elección se recuerda en este navegador. En otro navegador o dispositivo, CompetencyHub parte de la configuración de idioma de ese navegador, así que vuelva a elegirlo allí si lo necesita.\n\n' +
      'Lo que escriben las personas de su empresa, como nombres de competencias, perfiles de puesto y comentarios, se mantiene en el idioma en que se escribió. La biblioteca inicial de competencias se importa en el idioma de la interfaz de quien la importa (inglés estadounidense, español, francés, alemán o portugués).\n\n' +
      'Las páginas públicas, como las preguntas frecuentes y el formulario de contacto, tienen el mismo menú de idiomas.',
  },
  {
    slug: 'faq-and-contact',
    area: 'getting-started',
    path: '/faq',
    title: 'Encontrar respuestas en las preguntas frecuentes o contactar con nosotros',
    body:
      'El pie de cada página enlaza con «Preguntas frecuentes» y «Contacto», además de con las condiciones de uso y la política de privacidad.\n\n' +
      'Las preguntas frecuentes responden, en su idioma, a dudas sobre cuentas, cómo unirse a una empresa, invitaciones, roles, suscripciones, datos e idiomas. Escriba en el cuadro de búsqueda para encontrar las preguntas y respuestas que contienen sus palabras. Con la sesión iniciada, puede responder a «¿Le ha resultado útil esta respuesta?» con «Sí» o «No»; sus votos ayudan al equipo a mejorar las respuestas.\n\n' +
      'Si no encuentra lo que busca, use el formulario de contacto: indique su nombre y su correo electrónico, opcionalmente su empresa, elija un tema (ventas, soporte, facturación, privacidad y protección de datos, u otro) y escriba un mensaje de al menos 10 caracteres. Pulse «Enviar mensaje». El equipo de CompetencyHub responde por correo electrónico, normalmente en 1–2 días laborables.\n\n' +
      'Para preguntas sobre la configuración de su empresa, como su rol, su acceso o su perfil de puesto, consulte al administrador de su empresa.',
  },
  {
    slug: 'update-your-profile',
    area: 'profile',
    path: '/profile',
    title: 'Actualizar su perfil y su foto',
    body:
      'Abra Mi perfil desde el menú, o elija Perfil en el menú de usuario, arriba a la derecha. La parte superior de la página muestra sus datos tal como los ven sus compañeros, incluido su responsable directo.\n\n' +
      'Para añadir una foto, pulse «Subir foto» y elija una imagen PNG, JPEG o WebP de hasta 2 MB. Revise la vista previa y pulse «Guardar foto». «Eliminar foto» muestra sus iniciales en su lugar.\n\n' +
      'En «Datos personales» puede cambiar su nombre completo, su ubicación y su número de teléfono, y pulsar «Guardar cambios». Escriba el teléfono en formato internacional, por ejemplo +44 20 7946 0958; no puede usarlo ya otra cuenta. Una vez guardado, también puede iniciar sesión con él.\n\n' +
      'Su puesto y su departamento no se pueden editar: proceden del perfil de puesto que le asigna un administrador. Su responsable directo y su ubicación también los asigna un administrador, con su historial de puestos.\n\n' +
      'Su panel muestra cuánto ha completado su perfil. Un perfil completo incluye su nombre completo, un correo electrónico confirmado, el puesto, el departamento, la ubicación, el teléfono y la foto, para que compañeros y responsables puedan encontrarle.',
  },
  {
    slug: 'password-and-sessions',
    area: 'profile',
    path: '/profile',
    title: 'Cambiar su contraseña y ver dónde tiene la sesión iniciada',
    body:
      'Para cambiar su contraseña, abra Mi perfil y vaya a «Cambiar contraseña». Escriba su contraseña actual y una nueva, y pulse «Actualizar contraseña». Una contraseña necesita al menos 8 caracteres. No puede ser una de las contraseñas más comunes ni un patrón corto repetido, ni contener su nombre o su correo electrónico; el formulario indica qué regla no se cumple.\n\n' +
      '«Cerrar sesión en todos los demás dispositivos» está marcado por defecto: los demás navegadores con su cuenta abierta cierran la sesión al cambiar la contraseña. Desmarque la casilla para mantenerlos.\n\n' +
      '«Sesiones activas» enumera cada navegador y dispositivo donde tiene la sesión iniciada, con su última actividad y su dirección IP; el que está usando aparece como «Este dispositivo». Pulse «Cerrar sesión» junto a una sesión que no reconozca, o «Cerrar las demás sesiones» para cerrarlas todas salvo esta. Para cerrar la sesión actual, elija Cerrar sesión en el menú de usuario.\n\n' +
      'Si ha olvidado su contraseña, pulse «¿Ha olvidado su contraseña?» en la página de inicio de sesión. El enlace para restablecerla funciona una vez y caduca al cabo de una hora.',
  },
  {
    slug: 'understand-your-levels',
    area: 'competencies',
    path: '/competencies',
    title: 'Entender sus niveles de competencia',
    body:
      'Mis competencias muestra en qué punto está en cada competencia de su puesto. En la pestaña «Resumen», «Sus niveles» enumera cada competencia con su nivel actual y el nivel que exige su perfil de puesto.\n\n' +
      'Su nivel actual combina hasta tres fuentes: la valoración de su responsable, el feedback 360° de sus compañeros y su autoevaluación. Por defecto cuenta primero la última valoración de su responsable, después la media de sus compañeros y después su propia autoevaluación más reciente. Su empresa puede elegir otro orden o una media ponderada.\n\n' +
      'Pulse «¿Por qué este nivel?» en una competencia para ver cada fuente: quién valoró, qué nivel, cuándo y con qué peso. Una fuente presente pero no contabilizada aparece como «No se tiene en cuenta». Las cualificaciones que vinculó a la competencia en Mi experiencia aparecen en «Cualificaciones que la acreditan».\n\n' +
      'La misma vista muestra el «Historial» del nivel como gráfico; elija «Mostrar el historial como tabla» para leer las cifras. Las respuestas de los compañeros solo aparecen como media de varias personas.\n\n' +
      'Si la lista está vacía, aún no tiene perfil de puesto ni valoraciones: evalúese en la pestaña «Evaluaciones».',
  },
  {
    slug: 'fit-and-skill-gaps',
    area: 'competencies',
    path: '/competencies',
    title: 'Leer su encaje y sus brechas de competencias frente a un puesto',
    body:
      'La sección «Encaje y brechas» de Mis competencias compara sus niveles actuales con lo que exige un puesto. Empieza por su propio puesto: el perfil de puesto que le asignó un administrador.\n\n' +
      'El encaje es un porcentaje. Cada competencia requerida cuenta según su importancia (crítica 3, importante 2, deseable 1), y su nivel se compara con el requerido, hasta un 100 % por competencia. Una competencia aún sin evaluar cuenta como 0, así que evaluarse da una imagen más fiel.\n\n' +
      'Bajo el encaje, cada requisito muestra su nivel, el nivel requerido y cuánto le falta, con las mayores brechas en las competencias más importantes primero. Los requisitos que cumple aparecen como cumplidos.\n\n' +
      'Para ver cómo encajaría en otro puesto, elíjalo en «Comparar con un puesto». Es una simulación y no cambia nada.\n\n' +
      'Su panel muestra su encaje y sus mayores brechas. Para planificar cómo cerrarlas, use Mi desarrollo; para aspirar a otro puesto, use Mi plan de carrera.',
  },
  {
    slug: 'self-assessment',
    area: 'assessments',
    path: '/competencies?tab=assessments',
    title: 'Evaluarse (autoevaluación)',
    body:
      'Para evaluarse, abra Mis competencias y elija la pestaña «Evaluaciones». La sección «Autoevaluación» enumera las competencias de su puesto. Si aún no tiene perfil de puesto, o quiere evaluar otra cosa, use «Evaluar otra competencia», elija la competencia y pulse «Añadir».\n\n' +
      '- Pulse «Evaluar» junto a una competencia. Cada nivel describe lo que hacen las personas en ese nivel: elija el que corresponde a lo que usted hace realmente.\n' +
      '- Si lo desea, añada un comentario y evidencias: hasta cinco enlaces y archivos, cada archivo de hasta 5 MB (PDF, imagen, texto o documento de Office). Con «Añadir enlace» el enlace pasa a la lista y puede escribir otro; un enlace que quede en su campo también se guarda. Las evidencias las ven usted, su responsable y quienes gestionan las competencias.\n' +
      '- Evalúe tantas competencias como quiera y pulse el botón de guardar, que indica cuántas valoraciones están listas.\n\n' +
      'Cada valoración se conserva, así que su historial muestra cómo ha crecido. Para actualizar un nivel, vuelva a evaluar la competencia. Las valoraciones que haga mientras participa en un ciclo de evaluación abierto cuentan para ese ciclo.\n\n' +
      'Su autoevaluación es una de las fuentes de su nivel actual, y su responsable la ve junto a su propia valoración.',
  },
  {
    slug: 'request-360-feedback',
    area: 'assessments',
    path: '/competencies?tab=assessments',
    title: 'Pedir feedback de 360° a sus compañeros',
    body:
      'Para pedir feedback, abra Mis competencias, elija la pestaña «Evaluaciones» y pulse «Pedir feedback» en la sección «Feedback de 360°».\n\n' +
      '- En «Buscar compañeros», busque por nombre o correo electrónico y añada hasta 20 compañeros activos. Su responsable directo no aparece: le valora con su nombre.\n' +
      '- Para cada compañero, indique cómo trabaja con usted: «Compañero», «Colaborador directo» u «Otro compañero».\n' +
      '- Fije «Respuesta antes del» (dentro de dos semanas por defecto, como máximo seis meses), añada un mensaje si lo desea y revise las «Competencias sobre las que preguntar»; las de su puesto ya están marcadas.\n' +
      '- Envíe las solicitudes con el botón inferior. Cada compañero recibe un correo electrónico.\n\n' +
      'Las respuestas son anónimas. Nadie ve la respuesta de un compañero concreto, solo una media, que aparece cuando ha respondido al menos el mínimo que fija su empresa (nunca menos de 3) y se renueva cada 3 respuestas nuevas.\n\n' +
      'Siga sus solicitudes en «Solicitudes suyas y de su responsable», con estados como En espera, Respondida, Rechazada o Caducada. «Retirar» anula una solicitud abierta. Se envía un recordatorio dos días antes de la fecha; la solicitud caduca siete días después.',
  },
  {
    slug: 'answer-feedback-requests',
    area: 'assessments',
    path: '/competencies?tab=assessments',
    title: 'Responder o rechazar una solicitud de feedback',
    body:
      'Cuando un compañero o un responsable le pide feedback, recibe un correo electrónico y una tarea en su panel. La solicitud aparece en Mis competencias, pestaña «Evaluaciones», en «Feedback que le piden», con la persona a la que se refiere, el número de competencias y la fecha límite.\n\n' +
      '- Pulse «Responder» para valorar lo que ha observado en cada competencia solicitada, con un comentario opcional, y envíe sus valoraciones.\n' +
      '- Pulse «Aceptar» para indicar que responderá más adelante.\n' +
      '- Pulse «Rechazar» si no puede dar un feedback útil, e indique brevemente el motivo. Quien lo pidió lo verá y podrá preguntar a otra persona.\n\n' +
      'Su respuesta nunca se muestra por separado. Solo aparece una media de varios compañeros, cuando han respondido suficientes, de modo que nadie puede deducir lo que usted dijo.\n\n' +
      'Recibirá un recordatorio dos días antes de la fecha límite. Pasada esa fecha, la solicitud aparece como «Vencida», pero puede responderse durante siete días más; después caduca y desaparece de sus tareas.',
  },
  {
    slug: 'rate-your-reports',
    area: 'assessments',
    path: '/competencies?tab=assessments',
    title: 'Valorar a las personas que dependen de usted',
    body:
      'Si hay personas que dependen de usted, la pestaña «Evaluaciones» de Mis competencias incluye la sección «Mi equipo». Enumera a cada una con cuántas competencias se ha autoevaluado, cuántas ha valorado usted, su encaje y su número de brechas.\n\n' +
      'Para valorar a alguien, pulse «Evaluar» junto a su nombre. Para cada competencia de su puesto verá su autoevaluación junto a su última valoración. Elija un nivel, añada un comentario si lo desea y guarde. La persona ve su valoración con su nombre; por defecto, cuenta en primer lugar en su nivel actual.\n\n' +
      'Pulse «Ver brechas» para abrir su encaje, sus brechas y sus niveles, con «¿Por qué este nivel?». Pulse «Pedir feedback» para pedir a compañeros feedback de 360° sobre esa persona, igual que para usted.\n\n' +
      'Solo el responsable directo da valoraciones de responsable; se asigna en Gestión de usuarios. Quien no tiene perfil de puesto puede no tener aún nada que valorar. Su panel le avisa cuando alguien de su equipo se ha autoevaluado desde su última valoración, y también puede valorarles desde la matriz de competencias de Gestión de equipos.',
  },
  {
    slug: 'assessment-cycles',
    area: 'assessments',
    path: '/competencies?tab=assessments',
    title: 'Organizar un ciclo de evaluación',
    body:
      'Un ciclo de evaluación pide a un grupo de personas que se autoevalúen antes de una fecha, y a sus responsables que las valoren. Los responsables de formación y los titulares de la cuenta encuentran «Ciclos de evaluación» al final de la pestaña «Evaluaciones» de Mis competencias.\n\n' +
      'Pulse «Lanzar un ciclo» y rellene:\n\n' +
      '- «Nombre», por ejemplo Revisión de primavera.\n' +
      '- «Quién participa»: «Toda la empresa», «Una unidad y sus subunidades» o «Quienes ocupan un perfil de puesto».\n' +
      '- «Fecha límite»: como máximo seis meses después.\n\n' +
      'Al lanzarlo, cada persona activa de ese grupo pasa a participar, recibe un correo electrónico y ve una tarea en su panel.\n\n' +
      'Cada ciclo muestra cuántas autoevaluaciones y valoraciones de responsables se han hecho; ábralo para ver a cada persona, a su responsable y lo que está hecho. Una persona ha terminado cuando cada competencia de su puesto se ha valorado desde el lanzamiento.\n\n' +
      '«Enviar recordatorios» escribe a los participantes que no han terminado y a los responsables con valoraciones pendientes. Además, se envía un recordatorio automático tres días antes de la fecha límite. «Cambiar nombre o fecha límite» mantiene a los participantes iniciales. «Cerrar el ciclo» detiene los recordatorios; las valoraciones ya dadas se conservan.',
  },
  {
    slug: 'experience-and-certifications',
    area: 'experience',
    path: '/experience',
    title: 'Registrar su trayectoria y sus certificaciones',
    body:
      'Abra Mi experiencia para reunir su trayectoria profesional y sus titulaciones en un solo lugar.\n\n' +
      'Para añadir un empleo, pulse «Añadir un puesto» en «Trayectoria profesional» e indique la empresa, el puesto y las fechas. Deje «Hasta» vacío si sigue trabajando allí. Si lo desea, describa brevemente lo que hizo y guarde.\n\n' +
      'Para añadir una titulación o certificación, pulse «Añadir» en «Titulaciones y certificaciones». Indique su nombre y, si lo desea, el emisor, el número de credencial y las fechas de emisión y de caducidad; deje la caducidad vacía si no caduca. Puede adjuntar el certificado como archivo y, en «Evidencia de», vincular las competencias que acredita. Las titulaciones vinculadas aparecen en Mis competencias en «¿Por qué este nivel?».\n\n' +
      'Cada titulación muestra su estado con color y con palabras: «Vigente», «Caduca pronto» (en los próximos 90 días), «Caducada» o «Sin caducidad». Recibirá un correo electrónico 30 días antes de que caduque una certificación.\n\n' +
      'Use los botones de editar y quitar junto a una entrada para cambiarla o borrarla. Al quitar una titulación también se borra el archivo del certificado.',
  },
  {
    slug: 'career-planning',
    area: 'career',
    path: '/career-plan',
    title: 'Planificar su carrera: puestos objetivo y siguientes pasos',
    body:
      'Mi plan de carrera muestra adónde puede ir desde su puesto y cuánto encaja hoy en cada opción.\n\n' +
      '- «Mi puesto actual» muestra su encaje y las brechas que cerrar.\n' +
      '- «Siguientes puestos de tu trayectoria» enumera los ascensos y movimientos laterales que su empresa ha vinculado a su puesto, cada uno con su encaje.\n' +
      '- «Explorar otro puesto» muestra su encaje con cualquier puesto de su empresa y lo que necesitaría para ocuparlo.\n\n' +
      'Para fijar objetivos, pulse «Elegir puestos objetivo». Añada uno o dos puestos, cada uno con la fecha en la que quiere estar preparado (hasta 10 años), y guarde. Cada puesto objetivo muestra sus brechas y un gráfico de «Progreso» de su encaje en cada día en que cambió; «Ver el progreso como tabla» da las cifras.\n\n' +
      'Active «Abierto a oportunidades internas» para indicar que consideraría otros puestos en la empresa. Permanece desactivado hasta que usted lo active.\n\n' +
      'Su responsable puede abrir su plan y comentarlo, y usted puede responder en «Comentarios». Los responsables eligen en la parte superior de la página qué plan ver; los responsables de formación y los titulares de la cuenta pueden abrir el plan de cualquiera.',
  },
  {
    slug: 'development-plan',
    area: 'development',
    path: '/personal-development',
    title: 'Crear su plan de desarrollo',
    body:
      'Mi desarrollo contiene su plan de desarrollo: acciones que cierran las brechas de su puesto actual y de sus puestos objetivo.\n\n' +
      'Para añadir una acción, pulse «Añadir acción» y rellene:\n\n' +
      '- «Tipo de acción»: curso o recurso de aprendizaje, proyecto o reto, mentoría, lectura u otra.\n' +
      '- «Título», una descripción y un enlace opcionales, y una «Fecha límite» de hasta tres años.\n' +
      '- «Competencias que desarrolla»: vincule de una a cinco. Cada una muestra su nivel actual frente a lo que exigen sus puestos.\n' +
      '- Para una mentoría, un «Mentor»: un compañero que ofrece mentoría y tiene al menos nivel avanzado en esa competencia.\n\n' +
      'Después pulse «Añadir al plan».\n\n' +
      '«Acciones sugeridas» enumera sus mayores brechas con ideas listas para usar: un mentor, un proyecto o un curso. Elija una para abrirla ya rellenada; puede cambiarlo todo antes de añadirla.\n\n' +
      'Pulse «Empezar» cuando comience una acción, «Editar» para cambiarla o «Cancelar acción» si ya no procede. Un plan admite como máximo 50 acciones abiertas. Las acciones vencidas se marcan y un correo semanal las enumera; desactívelo con «Enviarme un correo sobre acciones vencidas».',
  },
  {
    slug: 'complete-actions-and-approval',
    area: 'development',
    path: '/personal-development',
    title: 'Completar acciones, obtener la aprobación del plan y ser mentor',
    body:
      'Cuando termine una acción de desarrollo, pulse «Completar» en ella. Añada lo que demuestra que está hecha: un enlace, un archivo (PDF, imagen o documento, hasta 5 MB) o una nota, y pulse «Marcar como hecha». Se pide a su responsable que vuelva a valorar las competencias que desarrolla la acción, y la acción indica que se ha solicitado una nueva evaluación. Las acciones hechas se quedan en su plan como registro.\n\n' +
      'Su responsable revisa su plan: puede comentarlo y aprobarlo con «Aprobar plan». El plan muestra entonces quién lo aprobó y cuándo. Si lo cambia después, espera una nueva aprobación. Sin responsable directo, nadie aprueba el plan.\n\n' +
      'Los responsables abren el plan de una persona de su equipo eligiéndola en «Plan de desarrollo de». Use «Comentarios» para comentar el plan juntos.\n\n' +
      'Para ayudar a crecer a sus compañeros, active «Ofrecer mentoría». Quienes necesiten una competencia en la que usted tenga al menos nivel avanzado le verán como posible mentor en sus sugerencias.\n\n' +
      'Su panel muestra sus próximas acciones, y el panel de un responsable muestra a las personas de su equipo con acciones vencidas.',
  },
  {
    slug: 'team-skill-matrix',
    area: 'teams',
    path: '/team-management',
    title: 'Usar la matriz de competencias del equipo',
    body:
      'Gestión de equipos muestra las competencias de su equipo frente a lo que exigen sus puestos. Los responsables de equipo ven su propio equipo: las personas de las que son responsables directos, sin configurar nada. Los responsables de formación y los titulares de la cuenta ven todos los equipos de la empresa y eligen uno en «Equipo».\n\n' +
      'La «Matriz de competencias» tiene una fila por persona y una columna por competencia. Cada celda muestra el nivel actual y después el nivel que exige el perfil de puesto de la persona, con palabras y números además de color. Use «Filtrar competencias» y «Ordenar personas por» (nombre, menor encaje primero o mayor encaje primero). En un móvil, cada persona es una tarjeta.\n\n' +
      'Cada persona muestra su encaje y el estado de su evaluación, como «Tu valoración está pendiente», «Aún sin autoevaluación» o solicitudes de feedback abiertas. Pulse «Niveles» para ver sus niveles y brechas, o «Valorar» para valorar a un colaborador directo.\n\n' +
      '«Brechas del equipo» enumera las competencias en las que la mayoría de quienes las necesitan no llegan al nivel requerido. «Riesgos de cobertura» enumera lo que solo una persona, o nadie, domina al nivel competente.\n\n' +
      '«Exportar CSV» descarga la matriz. La matriz de competencias está incluida en los planes Profesional y Enterprise y en la prueba gratuita.',
  },
  {
    slug: 'cross-functional-teams',
    area: 'teams',
    path: '/team-management',
    title: 'Crear un equipo transversal',
    body:
      'Además de los equipos de los responsables directos, los responsables de formación y los titulares de la cuenta pueden crear equipos transversales: personas de cualquier parte de la empresa, por ejemplo para un proyecto.\n\n' +
      'En Gestión de equipos, pulse «Nuevo equipo» e indique:\n\n' +
      '- «Nombre del equipo», único en la empresa.\n' +
      '- «Miembros»: busque personas por nombre o correo electrónico y añada hasta 200. Una persona puede estar en varios equipos.\n' +
      '- «Responsable» (opcional): un responsable de equipo que dirige el equipo lo ve en su Gestión de equipos.\n' +
      '- «Competencias de la matriz (opcional)», hasta 60. Si lo deja vacío, se muestra lo que exigen los perfiles de puesto de los miembros.\n\n' +
      'Pulse «Crear equipo». El equipo tendrá su propia matriz de competencias, sus brechas y sus riesgos de cobertura.\n\n' +
      'Para cambiarlo más tarde, elija el equipo y pulse «Editar equipo». «Eliminar equipo» solo elimina el equipo: sus miembros, sus niveles y sus responsables directos no cambian.\n\n' +
      'El equipo de un responsable directo no se edita aquí: siempre está formado por sus colaboradores directos, así que cambie los responsables directos en Gestión de usuarios. Para incluir a los subordinados indirectos en esos equipos, active «Los equipos incluyen a los subordinados indirectos» en Gestión de competencias.',
  },
  {
    slug: 'job-profiles',
    area: 'job-profiles',
    path: '/job-profiles',
    title: 'Crear y asignar perfiles de puesto',
    body:
      'Un perfil de puesto describe un puesto: las competencias que exige, en qué nivel y con qué importancia. El encaje y las brechas se miden frente a él. Los responsables de formación y los titulares de la cuenta crean y editan perfiles de puesto; los responsables de equipo pueden consultarlos.\n\n' +
      'Para crear uno, abra Perfiles de puesto y pulse «Nuevo» (o «Crear perfil de puesto» si aún no hay ninguno). Indique el «Título del puesto» y, si lo desea, el «Departamento», la «Familia de puestos», la «Categoría» y la «Descripción»; las familias y las categorías, con sus bandas salariales, se gestionan en la pestaña «Arquitectura de puestos». Añada cada requisito con «Añadir una competencia» y fije el nivel requerido y la importancia: «Crítica», «Importante» o «Deseable». Un perfil de puesto puede exigir hasta 100 competencias. Guárdelo.\n\n' +
      'Para asignar el perfil, ábralo, pulse «Asignar a personas», busque a cada persona y pulse «Asignar». Su puesto y su departamento siguen al perfil; quien tenía otro perfil pasa a este. También puede usar «Asignar perfil de puesto» en Gestión de usuarios.\n\n' +
      'Cada perfil muestra a las personas que lo ocupan, su encaje y el encaje medio. «Archivar» impide que se asigne a nadie más; quienes lo ocupan lo conservan, y puede restaurarlo.\n\n' +
      'Crear y editar perfiles de puesto requiere el plan Profesional, un plan Enterprise o la prueba gratuita.',
  },
  {
    slug: 'career-paths',
    area: 'job-profiles',
    path: '/job-profiles',
    title: 'Enlazar puestos en trayectorias profesionales',
    body:
      'Las trayectorias profesionales muestran adónde puede pasar cada persona desde su puesto. Todos las ven en Mi plan de carrera, en «Siguientes puestos de tu trayectoria», con su propio encaje en cada puesto.\n\n' +
      'Para definirlas, abra Perfiles de puesto, elija un puesto y pulse «Editar trayectorias» en su sección «Trayectorias profesionales». Pulse «Añadir un siguiente paso» y elija el siguiente puesto y el tipo de movimiento: «Ascenso» o «Movimiento lateral». Un puesto puede llevar a 10 puestos siguientes como máximo. Guarde los cambios.\n\n' +
      '- Un puesto no puede ser su propio siguiente paso, y cada puesto siguiente aparece una sola vez.\n' +
      '- Un ascenso no puede volver a su propio puesto a través de otros ascensos: convierta ese paso en un movimiento lateral.\n' +
      '- Solo se pueden enlazar perfiles de puesto activos de su empresa.\n\n' +
      'La sección muestra también los «Puestos que llevan aquí», para ver los caminos hacia un puesto.\n\n' +
      'Los responsables de formación y los titulares de la cuenta editan las trayectorias; los responsables de equipo pueden verlas. Igual que editar perfiles de puesto, editar trayectorias requiere el plan Profesional, un plan Enterprise o la prueba gratuita.',
  },
  {
    slug: 'competency-frameworks',
    area: 'competency-management',
    path: '/competency-management',
    title: 'Configurar marcos de competencias',
    body:
      'En Gestión de competencias, los responsables de formación y los titulares de la cuenta definen qué es un buen trabajo. Un marco agrupa competencias en categorías y las valora en una escala de dominio.\n\n' +
      'Para empezar rápido, pulse «Importar la biblioteca inicial»: más de 60 competencias en 8 categorías, cada una descrita en todos sus niveles. Se convierte en su propio marco, que puede editar. O pulse «Crear marco» («Nuevo» cuando ya tenga uno) e indique un nombre y una descripción; empieza con la escala de cinco niveles Principiante, En desarrollo, Competente, Avanzado y Experto.\n\n' +
      'En la pestaña «Competencias» del marco:\n\n' +
      '- «Añadir categoría» agrupa competencias. Una categoría solo puede eliminarse si está vacía.\n' +
      '- «Añadir competencia» pide un nombre, una categoría, un tipo (técnica, conductual, liderazgo o uno propio con «Otro tipo…»), hasta 10 etiquetas, una descripción y lo que alguien hace en cada nivel.\n' +
      '- Busque por nombre, descripción o etiqueta, y filtre por categoría, tipo y estado.\n\n' +
      '«Archivar» retira una competencia o un marco entero de las nuevas valoraciones y de los perfiles de puesto sin borrar nada: las valoraciones y el historial se conservan, y puede restaurarlo en cualquier momento.',
  },
  {
    slug: 'scales-and-level-rules',
    area: 'competency-management',
    path: '/competency-management',
    title: 'Cambiar la escala de dominio y cómo se combinan los niveles',
    body:
      'Cada marco tiene su propia escala de dominio. En la pestaña «Escala de dominio» del marco puede renombrar, añadir, quitar o mover niveles: entre 2 y 10, del más bajo al más alto, cada uno con su nombre. Marque con «Competente desde aquí» el nivel a partir del cual una persona se considera competente; lo usan los riesgos de cobertura de los equipos.\n\n' +
      'En cuanto hay personas valoradas en el marco, un cambio crea una nueva versión de la escala. En «Cómo se leen los niveles antiguos en la nueva escala», elija el nuevo nivel de cada nivel que quite. Las valoraciones existentes conservan su nivel original y se leen a través de esta correspondencia; los requisitos de los perfiles de puesto la siguen. Confirme con «Guardar como versión…». «Historial de la escala» enumera cada versión.\n\n' +
      'En la misma página, «Cómo se combinan los niveles» decide para toda la empresa cómo se calcula el nivel actual de una persona:\n\n' +
      '- «La primera fuente disponible»: decide la primera fuente de su orden (responsable, compañeros, autoevaluación) que tenga una valoración.\n' +
      '- «Una media ponderada»: cada fuente presente cuenta con su peso.\n\n' +
      'También fija cuántas respuestas de compañeros hacen falta antes de mostrar su media (de 3 a 20) y si «Los equipos incluyen a los subordinados indirectos». Pulse «Guardar las reglas».',
  },
  {
    slug: 'competency-csv-import',
    area: 'competency-management',
    path: '/competency-management',
    title: 'Importar y exportar competencias con un archivo CSV',
    body:
      'Puede rellenar o actualizar un marco desde una hoja de cálculo. Abra el marco y pulse «Importar CSV».\n\n' +
      '- Pulse «Descargar la plantilla» para obtener las columnas. Cada fila es una competencia: category, name y type son obligatorias; description, tags (separadas por punto y coma) y una columna por nivel son opcionales.\n' +
      '- Guarde el archivo como CSV UTF-8 (en Excel, «CSV UTF-8 (delimitado por comas)»), con hasta 5000 filas y 8 MB.\n' +
      '- Elija el archivo. CompetencyHub lo comprueba primero y enumera cada problema por fila y columna. No se importa nada hasta que todas las filas sean correctas.\n' +
      '- La vista previa muestra lo que será nuevo, actualizado o sin cambios, y las categorías nuevas. Confirme con el botón de importar.\n\n' +
      'Las competencias se identifican por su nombre, sin distinguir mayúsculas: las existentes se actualizan y las demás se añaden. Una columna que no esté en el archivo no cambia nada, pero una celda vacía en una columna presente vacía ese campo. Las competencias archivadas que aparezcan en el archivo se actualizan y siguen archivadas.\n\n' +
      'Para sacar un marco, pulse «Exportar CSV». El archivo incluye todas las competencias, también las archivadas.',
  },
  {
    slug: 'invite-people',
    area: 'people',
    path: '/user-management?tab=invite',
    title: 'Invitar a personas a su empresa',
    body:
      'Los administradores de TI de la empresa y los titulares de la cuenta invitan a compañeros en Gestión de usuarios, pestaña «Invitar», o desde «Invitar a un compañero» en el panel. Una invitación da acceso inmediato, sin aprobación.\n\n' +
      'Para invitar a una persona, indique su «Correo electrónico», elija un «Rol» y pulse «Enviar invitación». Solo puede dar los roles que está autorizado a conceder: un administrador de TI puede invitar a empleados, responsables de equipo, responsables de formación y administradores de TI; un titular de la cuenta también puede invitar a titulares de la cuenta.\n\n' +
      'Para invitar a muchas personas, use «Invitación masiva (CSV)». Pulse «Descargar la plantilla (CSV)», rellene las columnas email, role y full_name (opcional) y elija el archivo. Un archivo tiene como máximo 500 filas. La vista previa enumera a todos; si alguna fila es incorrecta, no se envía nada. Confirme con el botón de enviar.\n\n' +
      'Debe confirmar su propio correo electrónico antes de invitar. Los enlaces de invitación caducan a los 7 días. La pestaña «Invitaciones» enumera cada invitación con su estado: «Reenviar» una pendiente o caducada (el enlace anterior deja de funcionar) o «Revocar» una que ya no se quiere.\n\n' +
      'Cada persona que acepta ocupa una plaza de su plan. Si todas las plazas están ocupadas, el titular de la cuenta puede añadir plazas en la suscripción.',
  },
  {
    slug: 'approve-join-requests',
    area: 'people',
    path: '/user-management?tab=pending',
    title: 'Aprobar o rechazar solicitudes para unirse',
    body:
      'Cuando alguien se registra con un correo electrónico de uno de los dominios de su empresa, no entra de inmediato: solicita unirse y espera a un administrador. Los administradores de TI de la empresa y los titulares de la cuenta ven estas solicitudes en «Aprobaciones pendientes» del panel y en Gestión de usuarios, pestaña «Solicitudes pendientes».\n\n' +
      'Una solicitud solo puede aprobarse cuando la persona ha confirmado su correo electrónico. Hasta entonces muestra «Esperando la confirmación del correo electrónico» y solo ofrece «Rechazar». Los administradores reciben un correo sobre la solicitud en cuanto se confirma la dirección.\n\n' +
      '- Pulse «Aprobar» para dar acceso a la persona. Entra como empleado; cambie después su rol en la pestaña «Personas».\n' +
      '- Pulse «Rechazar» y confirme para denegar la solicitud. Si fue un error, invite a la persona: una invitación da acceso al instante.\n\n' +
      'Aprobar necesita una plaza libre. Si todas las plazas de su plan están ocupadas, desactive a alguien o añada plazas en la suscripción.\n\n' +
      'Los dominios de correo electrónico que llevan a su empresa se configuran en Administración de la empresa.',
  },
  {
    slug: 'manage-people',
    area: 'people',
    path: '/user-management',
    title: 'Cambiar roles, responsables directos y acceso',
    body:
      'En Gestión de usuarios, la pestaña «Personas» enumera a todas las personas de su empresa con su rol, estado, puesto, responsable directo y último inicio de sesión. Busque por nombre o correo electrónico, o filtre por rol y estado.\n\n' +
      'Abra el menú de acciones junto a una persona:\n\n' +
      '- «Cambiar rol»: solo puede dar los roles que usted mismo está autorizado a conceder. Un administrador de TI no puede cambiar a un titular de la cuenta, y una empresa siempre conserva al menos un titular de la cuenta activo.\n' +
      '- «Asignar responsable directo»: elija el compañero activo del que depende la persona, o «Sin responsable directo». El responsable directo la valora y ve sus planes. No se permiten bucles de dependencia.\n' +
      '- «Asignar perfil de puesto» (titulares de la cuenta): el puesto y el departamento siguen al perfil.\n' +
      '- «Desactivar»: se cierra su sesión al instante y ya no puede iniciar sesión. Sus datos se conservan y deja de ocupar una plaza.\n' +
      '- «Reactivar»: puede volver a iniciar sesión con su contraseña de siempre, si su plan tiene una plaza libre.\n\n' +
      'No puede cambiar su propio rol ni desactivarse. Las acciones que quitan algo piden confirmación antes.',
  },
  {
    slug: 'company-details-and-domains',
    area: 'company',
    path: '/company-admin',
    title: 'Editar los datos de la empresa y sus dominios de correo',
    body:
      'Los titulares de la cuenta gestionan la empresa en Administración de la empresa. La pestaña «Datos» tiene dos partes.\n\n' +
      '«Datos de la empresa»: el nombre de la empresa, que aparece en la cabecera, en las invitaciones y en los correos; una descripción; el sitio web; un correo y un teléfono de contacto; la dirección y la zona horaria. Pulse «Guardar cambios» al terminar.\n\n' +
      '«Dominios de correo electrónico»: las personas que se registran con un correo de estos dominios solicitan unirse a su empresa, y un administrador las aprueba.\n\n' +
      '- Para añadir un dominio, escríbalo en «Añadir un dominio» y pulse «Añadir dominio». Como titular de la cuenta, solo puede añadir exactamente el dominio de su propio correo electrónico, una vez confirmado. Para cualquier otro dominio, consulte al soporte de la plataforma.\n' +
      '- No se pueden añadir dominios de correo públicos como gmail.com, terminaciones compartidas como co.uk ni dominios de otra empresa.\n' +
      '- «Quitar» hace que los nuevos registros con ese dominio dejen de solicitar unirse; quienes ya están en la empresa conservan su acceso. Sin ningún dominio, solo se puede entrar por invitación.\n\n' +
      'Cuando un titular de la cuenta confirma su correo electrónico, la empresa reclama automáticamente el dominio de esa dirección, si las reglas anteriores lo permiten.',
  },
  {
    slug: 'company-branding',
    area: 'company',
    path: '/company-admin?tab=branding',
    title: 'Adaptar CompetencyHub a la imagen de su empresa',
    body:
      'En Administración de la empresa, la pestaña «Imagen de marca» define el aspecto de CompetencyHub para toda su empresa. La «Vista previa» muestra sus cambios antes de guardarlos.\n\n' +
      '- «Logotipo»: pulse «Subir logotipo» y elija una imagen PNG, JPEG o WebP de hasta 2 MB y 4096 × 4096 píxeles. Se muestra al instante. «Quitar logotipo» muestra en su lugar las iniciales de la empresa.\n' +
      '- «Colores»: un color principal para botones y enlaces, un color secundario para la página actual en el menú y un color de acento para la línea bajo la cabecera. Escríbalos como #4f46e5 o hsl(221 83% 53%), o elíjalos. Aparece un aviso si el texto blanco fuera difícil de leer. «Usar el de la plataforma» borra un color.\n' +
      '- «Diseño»: el tamaño de la cabecera y del menú de navegación, el modo de color («Claro», «Oscuro» o «Seguir el dispositivo de cada persona»), la posición del logotipo, el nombre de la empresa junto al logotipo y el tipo de letra.\n' +
      '- «CSS personalizado»: ajuste colores, bordes, esquinas y sombras, hasta 10 000 caracteres. Solo se conservan las reglas estéticas dentro de la aplicación; lo que se elimina se enumera con el motivo.\n\n' +
      'Pulse «Guardar imagen de marca». Todas las páginas de su empresa lo aplican al instante; las demás empresas no se ven afectadas.',
  },
  {
    slug: 'knowledge-base',
    area: 'company',
    path: '/company-admin?tab=knowledge-base',
    title: 'Añadir páginas a la base de conocimientos de su empresa',
    body:
      'La base de conocimientos reúne las páginas web a partir de las cuales responde el asistente de ayuda, además de la ayuda propia de CompetencyHub: su manual, sus políticas, sus materiales de formación. Una página puede ser una página web, un archivo de texto sin formato o un PDF de hasta 5 MB, en una dirección a la que el servidor pueda acceder.\n\n' +
      'Cualquiera puede sugerir una página: pulse «Ayuda» y después «Sugerir una página para la base de conocimientos», o «Añadir a la base de conocimientos» en una fuente externa. Indique la dirección web y un título; también ayudan una descripción, una consulta de búsqueda (lo que alguien podría preguntar para encontrarla), etiquetas, una categoría y notas para quien la revise. Las páginas de los administradores y los responsables de formación se leen al momento y el asistente responde a partir de ellas enseguida. Las sugerencias de los demás esperan revisión, y los titulares de la cuenta reciben un correo electrónico cuando la primera queda en espera.\n\n' +
      'Los titulares de la cuenta la gestionan en Administración de la empresa, pestaña «Base de conocimientos»: allí pueden filtrar las páginas por estado o categoría, buscarlas y usar estas opciones:\n\n' +
      '- «Aprobar y añadir» lee una página sugerida y la añade; «Rechazar» pide un motivo. En ambos casos se avisa a la persona que la sugirió.\n' +
      '- «Mostrar lo que se leyó» enumera los fragmentos en los que busca el asistente; «Volver a leer» descarga de nuevo la página cuando ha cambiado.\n' +
      '- «Eliminar» quita una página: el asistente deja de responder a partir de ella al instante.\n' +
      '- «Revisar cada página antes de que la use el asistente» hace que las páginas de los administradores y los responsables de formación también esperen revisión.\n\n' +
      'Una página que no se puede leer se rechaza indicando el motivo: una dirección de una red privada o interna, una página que no responde en 10 segundos, un archivo de más de 5 MB, un tipo distinto de HTML, texto o PDF, o una página sin texto legible. No se pueden leer las páginas que exigen iniciar sesión ni los PDF escaneados sin texto. Las páginas de su empresa nunca se muestran a otras empresas.',
  },
  {
    slug: 'subscription-plans',
    area: 'subscription',
    path: '/subscription',
    title: 'Su suscripción: planes, prueba y plazas',
    body:
      'El titular de la cuenta gestiona la suscripción con «Gestionar suscripción» en el menú de usuario.\n\n' +
      'La pestaña «Resumen» muestra su plan, su precio, la fecha de renovación o de fin de la prueba y el uso del periodo: usuarios activos frente a sus plazas, y créditos de IA. Cada persona que puede iniciar sesión ocupa una plaza; las desactivadas no.\n\n' +
      'Una empresa nueva empieza con una prueba gratuita de 14 días con las funciones del plan Profesional, para hasta 10 usuarios y 50 créditos de IA. Los planes de pago cuestan, al mes para toda la empresa, en USD sin IVA:\n\n' +
      '- Inicial: 29 USD, 15 usuarios, 100 créditos de IA.\n' +
      '- Profesional: 99 USD, 50 usuarios, 500 créditos de IA; añade la matriz de competencias de los equipos y los perfiles de puesto propios.\n' +
      '- Enterprise Esencial: 299 USD, 250 usuarios, 2500 créditos de IA; añade la IA interna.\n' +
      '- Enterprise Integral: 799 USD, 1000 usuarios, 10 000 créditos de IA; añade soporte prioritario.\n\n' +
      'Para cambiar de plan, abra la pestaña «Planes» y pulse «Elegir este plan». El cuadro de diálogo muestra el coste antes de que confirme con «Cambiar de plan»: desde la prueba, empieza un nuevo periodo mensual que se factura al momento; dentro de un mes pagado, el cambio se prorratea por días. El nuevo plan necesita una plaza para cada persona activa.',
  },
  {
    slug: 'cancel-and-read-only',
    area: 'subscription',
    path: '/subscription',
    title: 'Cancelar la suscripción y acceso de solo lectura',
    body:
      'Para cancelar, el titular de la cuenta abre «Gestionar suscripción» en el menú de usuario, pulsa «Cancelar la suscripción» en la pestaña «Resumen» y confirma. Todos conservan el acceso completo hasta el final del periodo ya pagado. Una prueba no se puede cancelar: termina sola.\n\n' +
      'Cuando termina una prueba o una suscripción cancelada, el espacio de su empresa pasa a ser de solo lectura. Todo puede seguir consultándose y no se borra nada, pero no se puede cambiar nada hasta que se elija un plan. Un aviso informa a todos: el titular de la cuenta ve «Elegir un plan» y a los demás se les pide que contacten con su titular de la cuenta.\n\n' +
      'Para volver a empezar, el titular de la cuenta abre la pestaña «Planes» y elige un plan. Empieza al instante un nuevo periodo mensual y todos pueden volver a trabajar.\n\n' +
      'Algunas funciones solo forman parte de algunos planes. Cuando su plan no incluye una, como la matriz de competencias de los equipos en el plan Inicial, la página lo indica y el titular de la cuenta recibe un enlace a los planes que la incluyen.',
  },
  {
    slug: 'add-ons-and-ai-credits',
    area: 'subscription',
    path: '/subscription?tab=addons',
    title: 'Comprar plazas y créditos de IA adicionales',
    body:
      'Los complementos amplían un plan de pago. El titular de la cuenta los abre con «Comprar complementos» en el menú de usuario, o en la pestaña «Complementos» de la suscripción. No se pueden comprar durante la prueba gratuita: elija antes un plan.\n\n' +
      '- «Bloque de usuarios (50)»: 50 personas más pueden estar activas a la vez, por 10,99 USD por bloque al mes. El resto del periodo actual se factura al momento; después se renueva cada mes con su plan.\n' +
      '- «Créditos de IA (50)»: 50 respuestas de IA más por 4,99 USD por paquete, en un solo pago. Se usan después de los créditos mensuales de su plan y duran hasta que se gastan.\n\n' +
      'Elija la «Cantidad» (de 1 a 20) y pulse «Comprar»; el cuadro de diálogo muestra el importe antes de confirmar.\n\n' +
      '«Sus complementos» enumera lo que tiene, con los créditos que quedan en cada paquete. Un bloque de usuarios se puede quitar: sus plazas desaparecen al instante y los días no usados vuelven como nota de crédito. No se puede quitar mientras esas plazas estén ocupadas. Los paquetes de créditos no se pueden quitar.\n\n' +
      'Los créditos de su plan se renuevan cada periodo. Cuando se agotan todos, las respuestas de IA se detienen hasta que compre más o empiece el siguiente periodo.',
  },
  {
    slug: 'invoices-and-payment',
    area: 'subscription',
    path: '/subscription?tab=invoices',
    title: 'Facturas y pagos',
    body:
      'Cada cargo genera un documento en la pestaña «Facturas» de la suscripción: facturas por la renovación mensual, los cambios de plan y los complementos, y notas de crédito cuando se le debe dinero, por ejemplo tras quitar un bloque de usuarios. Cada uno muestra su número, fecha de emisión, total y estado: «Pendiente», «Pagada» o «Anulada».\n\n' +
      'Pulse un número para abrir el documento como página, con sus líneas, su periodo y su total, y use «Imprimir o guardar como PDF» para guardar una copia. Los importes están en USD sin IVA. Una nota de crédito se descuenta de su próxima factura.\n\n' +
      'Para pagar una factura pendiente:\n\n' +
      '- Por transferencia: transfiera el total indicando el número de factura. La factura se marca como pagada cuando llega la transferencia.\n' +
      '- Con tarjeta, si el pago con tarjeta está disponible: pulse «Pagar con tarjeta» para abrir una página de pago segura. La factura aparece como pagada en cuanto el proveedor de pagos lo confirma, normalmente en segundos. Si cancela el pago, la factura sigue pendiente.\n\n' +
      'Solo el titular de la cuenta y el equipo de la plataforma ven las facturas.',
  },
  {
    slug: 'internal-ai',
    area: 'subscription',
    path: '/subscription?tab=internal-ai',
    title: 'Usar su propio punto de acceso de IA (IA interna)',
    body:
      'Con los planes Enterprise Esencial y Enterprise Integral, su empresa puede ejecutar la IA de CompetencyHub en su propio punto de acceso compatible con OpenAI. Sus respuestas no consumen entonces créditos de IA. Con otros planes, la pestaña «IA interna» lo explica y ofrece «Ver los planes».\n\n' +
      'El titular de la cuenta la configura en la pestaña «IA interna» de la suscripción:\n\n' +
      '- «Dirección del punto de acceso»: la dirección antes de /chat/completions, por ejemplo https://ai.example.com/v1. Debe empezar por https://, salvo que el operador de la plataforma permita una red privada.\n' +
      '- «Modelo»: el nombre del modelo, por ejemplo gpt-4o-mini.\n' +
      '- «Clave de API»: se guarda cifrada y no se vuelve a mostrar. Más adelante, déjela vacía para conservar la clave guardada.\n\n' +
      'Pulse «Guardar y comprobar». CompetencyHub envía una solicitud de prueba: si el punto de acceso responde correctamente, la IA interna pasa a «Activa»; si no, se muestra el motivo, por ejemplo una clave rechazada o una dirección incorrecta. «Comprobar ahora» repite la prueba.\n\n' +
      'La pestaña también muestra el uso del periodo de facturación: solicitudes, horas de cómputo, tiempo de respuesta medio, tasa de éxito y última comprobación.\n\n' +
      '«Desactivar la IA interna» borra el punto de acceso y su clave, y las respuestas de IA vuelven a consumir créditos. Pasar a un plan que no sea Enterprise también la desactiva.',
  },
  {
    slug: 'system-admin-messages-and-faq',
    area: 'system-admin',
    path: '/system-admin',
    title: 'Administración del sistema: mensajes de contacto y analítica de las preguntas frecuentes',
    body:
      'Administración del sistema es para el equipo de la plataforma: administradores del sistema y propietario del sistema. Tiene cinco pestañas: «Mensajes», «Suscripciones», «Temas», «Imágenes» y «Analítica de las preguntas frecuentes».\n\n' +
      '«Mensajes» reúne lo que los visitantes envían con el formulario de contacto del sitio público: nombre, correo electrónico, empresa, tema y mensaje. Con «Mostrar» puede ver todos los mensajes, los no leídos o los leídos. Pulse «Responder por correo» para contestar desde su programa de correo, y «Marcar como leído» o «Marcar como no leído» para controlar lo que ya está atendido. Cada cambio de estado queda en el registro de auditoría.\n\n' +
      '«Analítica de las preguntas frecuentes» muestra cómo valoran los lectores las preguntas frecuentes públicas: votos útiles y no útiles, la proporción útil y cuántas veces se abrieron las respuestas, un gráfico de los votos de los últimos 30 días y listas de las preguntas más útiles, las que hay que mejorar, las que son tendencia y las más vistas.\n\n' +
      'Para trabajar en una empresa cliente, abra Gestión de usuarios y pulse «Cambiar de empresa». Páginas como Administración de la empresa, Gestión de competencias y Gestión de la suscripción se aplican entonces a esa empresa, y el aviso superior indica qué empresa gestiona.',
  },
  {
    slug: 'system-admin-subscriptions',
    area: 'system-admin',
    path: '/system-admin?tab=subscriptions',
    title: 'Gestionar la suscripción de cada empresa',
    body:
      'En Administración del sistema, la pestaña «Suscripciones» enumera cada empresa cliente con su plan, usuarios activos, créditos de IA, importe mensual y facturas pendientes. Arriba verá los ingresos mensuales recurrentes y las pruebas que terminan en los próximos 7 días. Las empresas cuya suscripción ha terminado aparecen como de solo lectura.\n\n' +
      '- «Cambiar de plan» pasa una empresa a otro plan, con las mismas reglas que cuando la empresa lo cambia ella misma: desde una prueba empieza un nuevo mes; si no, el cambio se prorratea por días, con una factura o una nota de crédito.\n' +
      '- «Regalar créditos» concede a una empresa de 1 a 100 000 créditos de IA gratuitos, que se usan después de los de su plan y duran hasta que se gastan.\n\n' +
      'Ambas acciones piden un motivo, que se guarda en el registro de auditoría.\n\n' +
      '«Facturas pendientes» enumera las facturas que esperan una transferencia, de la más antigua a la más reciente. Cuando haya llegado la transferencia de una empresa, pulse «Marcar como pagada» y confirme.\n\n' +
      'Para ver la página de suscripción de una empresa concreta, elíjala en Gestión de usuarios con «Cambiar de empresa» y abra Gestión de la suscripción.',
  },
  {
    slug: 'system-admin-themes-and-images',
    area: 'system-admin',
    path: '/system-admin?tab=themes',
    title: 'Temas e imágenes de la plataforma',
    body:
      'El equipo de la plataforma define el aspecto de CompetencyHub para cada empresa que no ha elegido colores propios.\n\n' +
      'En la pestaña «Temas», pulse «Nuevo tema», póngale un nombre y elija un tipo de letra y colores: principal, secundario, acento, fondo de página, texto, superficie atenuada, texto secundario, bordes y los colores de navegación. Unos avisos indican dónde el texto sería difícil de leer. Pulse «Crear tema». Un tema nuevo está inactivo hasta que pulse «Activar»; solo hay un tema activo a la vez, y los colores propios de una empresa siempre prevalecen. Guardar el tema activo cambia al instante todas las empresas que lo usan. «Usar el aspecto integrado» desactiva todos los temas.\n\n' +
      'En la pestaña «Imágenes» se suben el logotipo de la plataforma (cabecera y pie de las páginas públicas, páginas de inicio de sesión y pie de la aplicación), el favicon (icono de la pestaña del navegador) y la imagen del propietario del sistema. Elija el tipo, un nombre, una descripción opcional y un archivo PNG, JPEG o WebP de hasta 2 MB y 4096 × 4096 píxeles, y pulse «Subir imagen». La nueva imagen pasa a ser la activa de su tipo. Cada imagen también puede activarse, desactivarse, sustituirse, editarse o eliminarse.',
  },
  {
    slug: 'it-admin-ai-rag',
    area: 'system-admin',
    path: '/it-admin',
    title: 'Administración de TI: el asistente y la base de conocimientos de todo el producto',
    body:
      'Administración de TI es para el equipo de la plataforma. Su pestaña «AI/RAG» muestra cómo responde el asistente de ayuda: qué modelo de IA redacta las respuestas (o que las respuestas citan sus fuentes cuando no hay ninguno configurado), si una búsqueda web ofrece fuentes externas y de qué redes privadas puede leer la base de conocimientos. Todo esto lo configura el operador de la plataforma al iniciar el servidor.\n\n' +
      'Debajo, la base de conocimientos de todo el producto reúne páginas a partir de las cuales responde el asistente de todas las empresas, como guías generales sobre marcos de competencias. Pulse «Añadir una página» e indique la dirección y un título: la página se lee al momento. Las empresas no pueden ver, modificar ni eliminar estas páginas. Igual que con las páginas de una empresa, de cada página puede mostrar lo que se leyó, volver a leerla o eliminarla.',
  },
];
