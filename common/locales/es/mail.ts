/** Texts of the e-mails and documents (payment receipts) the product sends. */
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
  receipt: {
    title: 'Comprobante de pago',
    number: 'Comprobante n.º {{id}}',
    notInvoice:
      'Pago cobrado con Mercado Pago en nombre del prosker. Este comprobante no es una factura.',
    paidAt: 'Fecha del pago',
    job: 'Trabajo',
    jobValue: '#{{id}} · {{title}}',
    client: 'Cliente',
    prosker: 'Prosker',
    amount: 'Importe pagado',
    installments: 'Cuotas',
    paymentMethod: 'Medio de pago',
    reference: 'Referencia de Mercado Pago',
    referenceValue: 'Operación n.º {{id}}',
    status: 'Estado',
    statuses: { paid: 'Pagado', refunded: 'Devuelto el {{date}}' },
    refunded: 'Reembolsado',
    feeTitle: 'Lo que recibe el prosker',
    fee: 'Comisión de Prosk aplicada ({{percent}} + IVA {{vat}})',
    net: 'Recibe',
    payoutAt: 'Disponible desde',
    issuedAt: 'Emitido el {{date}}',
    fileName: 'comprobante-trabajo-{{id}}.pdf',
  },
  /** The contact form's mails: the sender's receipt and answer, the staff's notice. */
  contact: {
    ackSubject: 'Recibimos tu mensaje (n.º {{id}})',
    ackBody:
      'Gracias por escribirnos sobre «{{topic}}». Tu mensaje quedó registrado con el número {{id}} y te responderemos a esta dirección en un plazo de 2 días hábiles.',
    ackIgnore: 'Si no enviaste este mensaje, ignora este e-mail: no se hará nada más.',
    staffSubject: 'Contacto n.º {{id}}: {{topic}}',
    staffBody: 'Nuevo mensaje del formulario de contacto. Respóndelo desde el back office.',
    answerSubject: 'Respuesta a tu mensaje (n.º {{id}})',
    answerIntro: 'Esta es nuestra respuesta a tu mensaje sobre «{{topic}}»:',
    hello: 'Hola,',
  },
};
