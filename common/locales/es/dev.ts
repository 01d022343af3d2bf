/** Texts of the development-only pages (the local mail inbox). */
export const esDev = {
  inbox: {
    title: 'Bandeja de correo local',
    empty: 'Todavía no llegó ningún correo.',
    received: 'Recibido',
    from: 'De',
    to: 'Para',
    subject: 'Asunto',
  },
};
