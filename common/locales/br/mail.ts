import type { Catalogue } from '../types';
import type { esMail } from '../es/mail';

export const brMail: Catalogue<typeof esMail> = {
  greeting: 'Olá {{name}},',
  signature: 'A equipe Prosk',
  ignore: 'Se não foi você, pode ignorar esta mensagem.',
  verify: {
    subject: 'Confirme seu e-mail na Prosk',
    body: 'Obrigado por se cadastrar. Para ativar sua conta, abra este link (válido por 48 horas):',
  },
  reset: {
    subject: 'Altere sua senha da Prosk',
    body: 'Você pediu para alterar sua senha. Abra este link para escolher uma nova (válido por 1 hora):',
  },
  changeEmail: {
    subject: 'Confirme seu novo e-mail na Prosk',
    body: 'Para usar este endereço na sua conta, abra este link (válido por 48 horas):',
  },
  receipt: {
    title: 'Comprovante de pagamento',
    number: 'Comprovante nº {{id}}',
    notInvoice:
      'Pagamento recebido pelo Mercado Pago em nome do prosker. Este comprovante não é uma nota fiscal.',
    paidAt: 'Data do pagamento',
    job: 'Trabalho',
    jobValue: '#{{id}} · {{title}}',
    client: 'Cliente',
    prosker: 'Prosker',
    amount: 'Valor pago',
    installments: 'Parcelas',
    paymentMethod: 'Forma de pagamento',
    reference: 'Referência do Mercado Pago',
    referenceValue: 'Operação nº {{id}}',
    status: 'Situação',
    statuses: { paid: 'Pago', refunded: 'Devolvido em {{date}}' },
    refunded: 'Reembolsado',
    feeTitle: 'O que o prosker recebe',
    fee: 'Comissão do Prosk aplicada ({{percent}} + impostos de {{vat}})',
    net: 'Recebe',
    payoutAt: 'Disponível a partir de',
    issuedAt: 'Emitido em {{date}}',
    fileName: 'comprovante-trabalho-{{id}}.pdf',
  },
};
