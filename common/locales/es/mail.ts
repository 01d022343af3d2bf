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
};
