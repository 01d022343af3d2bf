/** Texts of the e-mails the product sends. */
export const esMail = {
  greeting: 'Hola {{name}}:',
  signature: 'El equipo de Prosk',
  ignore: 'Si no fuiste tú, puedes ignorar este mensaje.',
  verify: {
    subject: 'Confirma tu correo en Prosk',
    body: 'Gracias por registrarte. Para activar tu cuenta, abre este enlace (vale 48 horas):',
  },
  reset: {
    subject: 'Cambia tu contraseña de Prosk',
    body: 'Pediste cambiar tu contraseña. Abre este enlace para elegir una nueva (vale 1 hora):',
  },
  changeEmail: {
    subject: 'Confirma tu nuevo correo en Prosk',
    body: 'Para usar esta dirección en tu cuenta, abre este enlace (vale 48 horas):',
  },
};
