/** Texts of the development-only pages (the local mail inbox and the OAuth emulator). */
export const esDev = {
  inbox: {
    title: 'Bandeja de correo local',
    empty: 'Todavía no llegó ningún correo.',
    received: 'Recibido',
    from: 'De',
    to: 'Para',
    subject: 'Asunto',
  },
  whatsapp: {
    title: 'WhatsApp (emulador local)',
    intro:
      'Mensajes de plantilla que recibió el emulador local de la API de WhatsApp, del más nuevo al más antiguo.',
    empty: 'Todavía no llegó ningún mensaje.',
    received: 'Recibido',
    to: 'Para',
    template: 'Plantilla',
    language: 'Idioma',
    parameters: 'Parámetros',
    status: 'Estado',
    id: 'Id del mensaje',
  },
  oauth: {
    title: 'Iniciar sesión con {{provider}}',
    notice: 'Emulador local: nada sale de esta computadora y ninguna cuenta real interviene.',
    request: '{{client}} quiere conocer tu nombre, tu correo electrónico y tu foto de perfil.',
    email: 'Correo electrónico',
    emailOptional: 'Dejalo vacío para no compartir tu correo.',
    emailInvalid: 'Ingresá un correo electrónico válido.',
    emailVerified: 'Correo verificado',
    givenName: 'Nombre',
    familyName: 'Apellido',
    name: 'Nombre completo',
    continue: 'Continuar',
    cancel: 'Cancelar',
  },
};
