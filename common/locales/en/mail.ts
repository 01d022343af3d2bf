import type { Catalogue } from '../types';
import type { esMail } from '../es/mail';

export const enMail: Catalogue<typeof esMail> = {
  greeting: 'Hello {{name}},',
  signature: 'The Prosk team',
  ignore: 'If this was not you, you can ignore this message.',
  verify: {
    subject: 'Confirm your e-mail on Prosk',
    body: 'Thank you for signing up. To activate your account, open this link (valid for 48 hours):',
  },
  reset: {
    subject: 'Change your Prosk password',
    body: 'You asked to change your password. Open this link to choose a new one (valid for 1 hour):',
  },
  changeEmail: {
    subject: 'Confirm your new e-mail on Prosk',
    body: 'To use this address on your account, open this link (valid for 48 hours):',
  },
  receipt: {
    title: 'Payment receipt',
    number: 'Receipt no. {{id}}',
    notInvoice:
      'Payment collected through Mercado Pago on behalf of the prosker. This receipt is not an invoice.',
    paidAt: 'Payment date',
    job: 'Job',
    jobValue: '#{{id}} · {{title}}',
    client: 'Client',
    prosker: 'Prosker',
    amount: 'Amount paid',
    installments: 'Installments',
    paymentMethod: 'Payment method',
    reference: 'Mercado Pago reference',
    referenceValue: 'Operation no. {{id}}',
    status: 'Status',
    statuses: { paid: 'Paid', refunded: 'Refunded on {{date}}' },
    refunded: 'Refunded',
    feeTitle: 'What the prosker receives',
    fee: 'Prosk fee applied ({{percent}} + VAT {{vat}})',
    net: 'Receives',
    payoutAt: 'Available from',
    issuedAt: 'Issued on {{date}}',
    fileName: 'receipt-job-{{id}}.pdf',
  },
  /** The contact form's mails: the sender's receipt and answer, the staff's notice. */
  contact: {
    ackSubject: 'We received your message (no. {{id}})',
    ackBody:
      'Thank you for writing to us about “{{topic}}”. Your message was recorded with number {{id}} and we will answer to this address within 2 business days.',
    ackIgnore: 'If you did not send this message, ignore this e-mail: nothing else will happen.',
    staffSubject: 'Contact no. {{id}}: {{topic}}',
    staffBody: 'A new message from the contact form. Answer it from the back office.',
    answerSubject: 'Answer to your message (no. {{id}})',
    answerIntro: 'Here is our answer to your message about “{{topic}}”:',
    hello: 'Hello,',
  },
};
