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
  /** The contact form's mails: the sender's receipt and answer, the staff's notice. */
  contact: {
    ackSubject: 'Recebemos a sua mensagem (n.º {{id}})',
    ackBody:
      'Obrigado por escrever sobre “{{topic}}”. A sua mensagem foi registrada com o número {{id}} e responderemos neste endereço em até 2 dias úteis.',
    ackIgnore: 'Se você não enviou esta mensagem, ignore este e-mail: nada mais acontecerá.',
    staffSubject: 'Contato n.º {{id}}: {{topic}}',
    staffBody: 'Nova mensagem do formulário de contato. Responda pelo back office.',
    answerSubject: 'Resposta à sua mensagem (n.º {{id}})',
    answerIntro: 'Esta é a nossa resposta à sua mensagem sobre “{{topic}}”:',
    hello: 'Olá,',
  },
};
