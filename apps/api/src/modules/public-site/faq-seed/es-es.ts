import type { FaqSeed } from './types.ts';

export const FAQ_ES_ES: FaqSeed[] = [
  {
    category: 'accounts',
    question: '¿Cómo creo una cuenta?',
    answer:
      'Elija «Empezar prueba gratuita» e introduzca su nombre, el nombre de su empresa, su correo electrónico profesional y una contraseña de al menos 8 caracteres. Si ninguna empresa de CompetencyHub ha reclamado todavía su dominio de correo, se crea una empresa nueva, usted pasa a ser su titular de la cuenta y su prueba gratuita de 14 días empieza de inmediato. Después le enviamos un enlace para confirmar su dirección.',
  },
  {
    category: 'accounts',
    question: 'He olvidado mi contraseña. ¿Cómo la restablezco?',
    answer:
      'En la página de inicio de sesión elija «¿Ha olvidado su contraseña?» e introduzca su correo electrónico. Le enviamos un enlace para elegir una contraseña nueva; solo funciona una vez y caduca al cabo de una hora. Por su seguridad nunca indicamos si existe una cuenta para la dirección introducida; si no recibe ningún correo, revise la ortografía y la carpeta de spam.',
  },
  {
    category: 'accounts',
    question: '¿Puedo iniciar sesión con mi número de teléfono en lugar del correo?',
    answer:
      'Sí. Si añadió un número de teléfono en formato internacional (por ejemplo +44 20 7946 0958) al registrarse, puede escribirlo en el campo «Correo electrónico o teléfono» de la página de inicio de sesión. Cada número de teléfono solo puede pertenecer a una cuenta.',
  },
  {
    category: 'joining',
    question: 'Mis compañeros ya usan CompetencyHub. ¿Cómo me uno a su empresa?',
    answer:
      'Regístrese con su correo electrónico profesional. Si su empresa ha confirmado su dominio de correo, su cuenta se vincula automáticamente a ella y queda a la espera de la aprobación de un administrador. Hasta entonces verá la pantalla «Cuenta pendiente de aprobación»; una vez aprobada, podrá usar la aplicación con el rol que le asigne su administrador.',
  },
  {
    category: 'joining',
    question: '¿Cuánto tarda la aprobación?',
    answer:
      'Los administradores de su empresa reciben un aviso en cuanto usted se registra y suelen revisar las solicitudes en 1-2 días laborables. Si necesita acceso antes, pida una invitación a su administrador o a su equipo de TI: aceptar una invitación da acceso inmediato sin esperar la aprobación.',
  },
  {
    category: 'invitations',
    question: '¿Cómo funcionan las invitaciones?',
    answer:
      'Los titulares de la cuenta y los administradores de TI de la empresa pueden invitar a personas por correo electrónico y elegir su rol. El correo de invitación contiene un enlace personal válido durante 7 días. Quien lo acepta se une a la empresa al instante, sin paso de aprobación. Un administrador puede revocar una invitación en cualquier momento antes de que se acepte.',
  },
  {
    category: 'invitations',
    question: 'Mi enlace de invitación dice que no se puede usar. ¿Qué hago?',
    answer:
      'La invitación ya se ha usado, un administrador la ha revocado o tiene más de 7 días. Pida a la persona que le invitó que le envíe una nueva. Si ha iniciado sesión con una dirección de correo distinta de la invitada, cierre primero la sesión y vuelva a abrir el enlace.',
  },
  {
    category: 'roles',
    question: '¿Qué roles existen y qué puede hacer cada uno?',
    answer:
      'Los empleados gestionan su propio perfil, sus competencias y su desarrollo. Los responsables de equipo además ven y evalúan a sus equipos. Los responsables de formación mantienen el marco de competencias, los perfiles de puesto y la formación. Los administradores de TI de la empresa gestionan usuarios, aprobaciones e invitaciones. Los titulares de la cuenta son dueños de la cuenta de la empresa y de su suscripción y pueden hacerlo todo en su empresa. Los administradores del sistema y el propietario del sistema forman parte del equipo que opera la plataforma.',
  },
  {
    category: 'roles',
    question: '¿Quién puede cambiar mi rol?',
    answer:
      'Los administradores de su empresa pueden cambiar roles, pero nunca a un rol superior al suyo. Una empresa conserva siempre al menos un titular de la cuenta, por lo que el último no puede ser degradado ni eliminado. Cada cambio de rol queda registrado en el registro de auditoría de la empresa, con quién lo hizo y cuándo.',
  },
  {
    category: 'subscriptions',
    question: '¿Qué ocurre cuando termina mi prueba gratuita?',
    answer:
      'La prueba dura 14 días e incluye las funciones del plan Profesional para un máximo de 10 usuarios y 50 créditos de IA; no necesita tarjeta de pago para empezarla. Antes de que termine, recordamos al titular de la cuenta que elija un plan. Si no se elige ninguno, la cuenta pasa a ser de solo lectura y sus datos se conservan durante 30 días, para que pueda suscribirse más tarde y continuar donde lo dejó.',
  },
  {
    category: 'subscriptions',
    question: '¿Qué son los créditos de IA?',
    answer:
      'Los créditos de IA pagan las funciones que consultan un modelo de IA, como los análisis de IA, las sugerencias sobre brechas de competencias y las respuestas del asistente de ayuda. Cada plan incluye una asignación mensual que se renueva en cada periodo de facturación; los créditos no usados no se acumulan. Si necesita más, el titular de la cuenta puede comprar paquetes de 50 créditos adicionales. Los planes Enterprise pueden usar un asistente de IA interno que no se cobra por crédito.',
  },
  {
    category: 'subscriptions',
    question: '¿Podemos añadir más usuarios de los que incluye nuestro plan?',
    answer:
      'Sí. El titular de la cuenta puede añadir bloques de usuarios en Gestión de la suscripción > Complementos. Cada bloque añade 50 usuarios por 10,99 USD al mes y se renueva con su suscripción hasta que lo retire. A las organizaciones más grandes suele salirles más a cuenta pasar a un plan Enterprise.',
  },
  {
    category: 'subscriptions',
    question: '¿Cómo cancelo nuestra suscripción?',
    answer:
      'El titular de la cuenta puede cancelarla en cualquier momento en Gestión de la suscripción. Su plan sigue activo hasta el final del mes ya pagado y después no se cobra nada más. Puede exportar sus datos antes de esa fecha; los eliminamos 30 días después de que finalice la suscripción.',
  },
  {
    category: 'privacy',
    question: '¿Dónde se guardan nuestros datos y quién puede verlos?',
    answer:
      'Sus datos se guardan en centros de datos de la Unión Europea. Los datos de cada empresa se mantienen separados: cada persona solo ve los datos de su propia empresa, y la base de datos lo impone una segunda vez con seguridad a nivel de fila. Nuestro personal solo accede a datos de clientes para prestar el soporte que usted haya solicitado o cuando la ley lo exige. Nuestra Política de privacidad detalla qué guardamos, para qué y durante cuánto tiempo.',
  },
  {
    category: 'languages',
    question: '¿En qué idiomas está disponible CompetencyHub?',
    answer:
      'CompetencyHub está disponible en inglés, español, francés, alemán y portugués. También se pueden seleccionar inglés (Reino Unido), inglés (Australia), italiano, neerlandés y japonés, que por ahora muestran los textos en inglés. Elija su idioma con el selector de idioma de la parte superior de la página; su navegador recuerda la elección.',
  },
];
