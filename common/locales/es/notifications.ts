import { esClosedAccount } from './closed-account';

/** What notices say (in the app, by e-mail and by WhatsApp), one entry per kind of notice. */
export const esNotifications = {
  closedAccount: esClosedAccount,
  greeting: 'Hola {{name}}:',
  open: 'Abrir en Prosk',
  signature: 'El equipo de Prosk',
  phoneCode:
    'Tu código de Prosk es {{code}}. Vence en {{minutes}} minutos. No lo compartas con nadie.',
  onBehalf: 'Enviado por Prosk en nombre de {{prosker}}.',
  why: 'Recibes este correo por tus preferencias de notificaciones de «{{topic}}».',
  unsubscribe: 'Dejar de recibir estos correos',
  essential: 'Este aviso de seguridad se envía siempre, sea cual sea tu preferencia.',
  /** A date, and a date with its time, inside a sentence. */
  dates: {
    day: '{{weekday}}, {{date}}',
    dayAndTime: '{{weekday}}, {{date}}, {{time}}',
  },
  /** When and where a job is, as its notices say it (ADR 0027). */
  when: '{{date}}, {{half}}',
  halves: {
    morning: 'mañana (de 9 a 13 h)',
    afternoon: 'tarde (de 14 a 18 h)',
  },
  visit: {
    client: '{{prosker}} irá a {{address}} el {{date}}.',
    prosker: 'Vas a {{address}} el {{date}}.',
    area: 'Es en {{area}}, el {{date}}.',
    date: 'Es el {{date}}.',
  },
  topics: {
    subscription: 'suscripción',
    chat: 'chat',
    job: 'trabajos',
    user: 'cuenta',
    payment: 'pagos',
  },
  kinds: {
    jobRequested: {
      title: 'Nueva reserva: {{title}}',
      body: '{{other}} reservó «{{title}}». {{visit}} Revísala y acéptala o recházala.',
    },
    jobBooked: {
      title: 'Enviamos tu reserva: {{title}}',
      body: 'Le pedimos «{{title}}» a {{other}}. {{visit}} Te avisamos cuando la acepte o la rechace.',
    },
    jobOffered: {
      title: 'Tienes una propuesta de {{other}}: {{title}}',
      body: '{{other}} te propone «{{title}}» para el {{date}} por {{amount}}. Acéptala o recházala desde el chat o desde el trabajo.',
    },
    offerAccepted: {
      title: 'Propuesta aceptada: {{title}}',
      body: '{{other}} aceptó tu propuesta «{{title}}» por {{amount}}. {{visit}}',
    },
    offerDeclined: {
      title: 'Propuesta rechazada: {{title}}',
      body: '{{other}} rechazó tu propuesta «{{title}}» del {{date}}.',
    },
    offerWithdrawn: {
      title: 'Propuesta retirada: {{title}}',
      body: '{{other}} retiró su propuesta «{{title}}» del {{date}}.',
    },
    offerChanged: {
      title: 'Propuesta modificada: {{title}}',
      body: '{{other}} cambió su propuesta «{{title}}»: ahora es para el {{date}} por {{amount}}. Revísala antes de aceptarla.',
    },
    jobAccepted: {
      title: 'Reserva aceptada: {{title}}',
      body: '{{other}} aceptó «{{title}}». {{visit}}',
    },
    jobPaymentRequired: {
      title: 'Falta el pago: {{title}}',
      body: '{{other}} aceptó «{{title}}». Paga {{amount}} para confirmarlo. {{visit}}',
    },
    jobDeclined: {
      title: 'Reserva rechazada: {{title}}',
      body: '{{other}} no puede hacer «{{title}}» el {{date}}. Puedes buscar otra fecha u otro prosker.',
    },
    jobPaid: {
      title: 'Pago recibido: {{title}}',
      body: 'Tu pago de {{amount}} por «{{title}}» está confirmado. {{visit}}',
    },
    jobPaidProsker: {
      title: 'Te pagaron: {{title}}',
      body: '{{other}} pagó {{paid}} por «{{title}}». Comisión de Prosk ({{rate}} + IVA): {{fee}}; recibes {{net}}. {{visit}} El dinero estará disponible el {{payoutDate}}.',
    },
    jobStarted: {
      title: 'Trabajo en curso: {{title}}',
      body: '{{other}} comenzó «{{title}}».',
    },
    jobFinished: {
      title: 'Confirma el trabajo: {{title}}',
      body: '{{other}} marcó «{{title}}» como terminado. Confírmalo o pide ayuda en los próximos {{days}} días; después se da por completado.',
    },
    jobCompleted: {
      title: 'Trabajo completado: {{title}}',
      body: '«{{title}}» con {{other}} está completado.',
    },
    jobCancelled: {
      title: 'Trabajo cancelado: {{title}}',
      body: '{{other}} canceló «{{title}}» del {{date}}. Motivo: {{reason}}.',
    },
    jobCancelledByStaff: {
      title: 'Prosk canceló un trabajo: {{title}}',
      body: 'El equipo de Prosk canceló «{{title}}» del {{date}}. Motivo: {{reason}}. Si estaba pago, te avisamos aparte del reembolso.',
    },
    jobRefunded: {
      title: 'Te reembolsamos {{amount}}: {{title}}',
      body: 'El equipo de Prosk te reembolsó {{amount}} de lo que pagaste por «{{title}}» ({{refunded}} reembolsado de {{paid}}). Mercado Pago lo devuelve a tu medio de pago.',
    },
    jobRefundedProsker: {
      title: 'Reembolso al cliente: {{title}}',
      body: 'El equipo de Prosk le reembolsó {{amount}} a {{other}} por «{{title}}» ({{refunded}} reembolsado de {{paid}}). Ese monto se descuenta de tu cobro.',
    },
    jobDisputed: {
      title: 'Reclamo abierto: {{title}}',
      body: '{{other}} no está conforme con «{{title}}». Motivo: {{reason}}. Puedes rehacerlo; nuestro equipo también lo revisa.',
    },
    jobDisputeResolved: {
      title: 'Reclamo resuelto: {{title}}',
      body: 'Nuestro equipo resolvió el reclamo de «{{title}}» y el trabajo quedó completado.',
    },
    jobResumed: {
      title: 'Trabajo retomado: {{title}}',
      body: '{{other}} retomó «{{title}}» para resolver tu reclamo.',
    },
    jobReviewed: {
      title: 'Nueva reseña: {{rating}} de 5',
      body: '{{other}} calificó «{{title}}» con {{rating}} de 5.',
    },
    jobReminder: {
      title: 'Recordatorio: {{title}}',
      body: 'Tienes «{{title}}» con {{other}}. {{visit}}',
    },
    clientReminder: {
      title: 'Recordatorio: {{title}}',
      body: 'Recordatorio de «{{title}}»: {{visit}}',
    },
    reviewRequest: {
      title: '¿Cómo te fue con {{prosker}}?',
      body: '{{prosker}} te agradece por confiar en su trabajo «{{title}}». ¿Nos cuentas cómo te fue? Tu reseña ayuda a otros clientes.',
    },
    eventApproved: {
      title: 'Cita confirmada',
      body: '{{other}} confirmó tu cita del {{date}}.',
    },
    eventRejected: {
      title: 'Cita rechazada',
      body: '{{other}} no puede atenderte el {{date}}.',
    },
    trialEnding: {
      title: 'Tu prueba gratuita termina pronto',
      body: 'Tu prueba de Premium termina el {{date}}. Después se cobra tu suscripción; puedes pausarla o cancelarla antes.',
    },
    subscriptionRenewed: {
      title: 'Suscripción renovada',
      body: 'Cobramos {{amount}} por tu suscripción Premium. Gracias por seguir con nosotros.',
    },
    subscriptionRenewalFailed: {
      title: 'No pudimos cobrar tu suscripción',
      body: 'El cobro de tu suscripción Premium fue rechazado y la suscripción quedó pausada. Actualiza tu medio de pago para reactivarla.',
    },
    subscriptionPaused: {
      title: 'Suscripción pausada',
      body: 'Tu suscripción Premium está pausada: no se cobra y sus ventajas no se aplican hasta que la reanudes.',
    },
    subscriptionResumed: {
      title: 'Suscripción reanudada',
      body: 'Tu suscripción Premium vuelve a estar activa.',
    },
    subscriptionCancelled: {
      title: 'Suscripción cancelada',
      body: 'Tu suscripción Premium fue cancelada. Puedes volver a suscribirte cuando quieras.',
    },
    paymentLinkFailing: {
      title: 'Revisa tu cuenta de Mercado Pago',
      body: 'No pudimos renovar el acceso a tu cuenta de Mercado Pago. Vuelve a vincularla para seguir cobrando.',
    },
    welcome: {
      title: 'Te damos la bienvenida a Prosk',
      body: 'Tu correo está confirmado. Completa tu perfil y elige cómo quieres recibir los avisos.',
    },
    passwordChanged: {
      title: 'Tu contraseña cambió',
      body: 'La contraseña de tu cuenta se cambió el {{date}}. Si no fuiste tú, restablécela ahora y escríbenos.',
    },
    emailChanged: {
      title: 'El correo de tu cuenta cambió',
      body: 'El correo de tu cuenta ahora es {{email}}. Si no fuiste tú, escríbenos de inmediato.',
    },
    accountClosed: {
      title: 'Tu cuenta fue cerrada',
      body: 'Cerramos tu cuenta de Prosk como pediste. Gracias por haber sido parte.',
    },
    serviceWithdrawn: {
      title: 'Retiramos tu servicio «{{title}}»',
      body: 'Nuestro equipo retiró tu servicio «{{title}}»: ya no se puede contratar. Motivo: {{reason}}. Si tienes dudas, escríbenos desde la página de contacto.',
    },
    chatMessages: {
      title: 'Mensajes nuevos de {{other}}',
      body_one: '{{other}} te escribió un mensaje. Respóndele en Prosk.',
      body_other: '{{other}} te escribió {{count}} mensajes. Respóndele en Prosk.',
    },
    supportMessage: {
      title: 'Soporte Prosk te escribió',
      body: 'Tienes un mensaje de Soporte Prosk en el chat. Respóndele en Prosk.',
    },
  },
};
