import { brClosedAccount } from './closed-account';
import type { esNotifications } from '../es/notifications';

/** What notices say (in the app, by e-mail and by WhatsApp), one entry per kind of notice. */
export const brNotifications: typeof esNotifications = {
  closedAccount: brClosedAccount,
  greeting: 'Olá, {{name}}!',
  open: 'Abrir no Prosk',
  signature: 'Equipe Prosk',
  phoneCode:
    'Seu código da Prosk é {{code}}. Ele vence em {{minutes}} minutos. Não o compartilhe com ninguém.',
  onBehalf: 'Enviado pelo Prosk em nome de {{prosker}}.',
  why: 'Você recebe este e-mail pelas suas preferências de notificação de “{{topic}}”.',
  unsubscribe: 'Deixar de receber estes e-mails',
  essential: 'Este aviso de segurança é sempre enviado, qualquer que seja a sua preferência.',
  /** A date, and a date with its time, inside a sentence. */
  dates: {
    day: '{{date}} ({{weekday}})',
    dayAndTime: '{{date}} ({{weekday}}), às {{time}}',
  },
  /** When and where a job is, as its notices say it (ADR 0027). */
  when: '{{date}}, {{half}}',
  halves: {
    morning: 'manhã (das 9h às 13h)',
    afternoon: 'tarde (das 14h às 18h)',
  },
  visit: {
    client: '{{prosker}} vai até {{address}} em {{date}}.',
    prosker: 'Você vai até {{address}} em {{date}}.',
    area: 'Fica em {{area}}, em {{date}}.',
    date: 'É em {{date}}.',
  },
  topics: {
    subscription: 'assinatura',
    chat: 'chat',
    job: 'trabalhos',
    user: 'conta',
    payment: 'pagamentos',
  },
  kinds: {
    jobRequested: {
      title: 'Nova reserva: {{title}}',
      body: '{{other}} reservou “{{title}}”. {{visit}} Confira e aceite ou recuse.',
    },
    jobBooked: {
      title: 'Enviamos sua reserva: {{title}}',
      body: 'Pedimos “{{title}}” a {{other}}. {{visit}} Avisamos você quando aceitar ou recusar.',
    },
    jobOffered: {
      title: 'Você tem uma proposta de {{other}}: {{title}}',
      body: '{{other}} propõe “{{title}}” para {{date}} por {{amount}}. Aceite ou recuse pelo chat ou pelo trabalho.',
    },
    offerAccepted: {
      title: 'Proposta aceita: {{title}}',
      body: '{{other}} aceitou sua proposta “{{title}}” por {{amount}}. {{visit}}',
    },
    offerDeclined: {
      title: 'Proposta recusada: {{title}}',
      body: '{{other}} recusou sua proposta “{{title}}” de {{date}}.',
    },
    offerWithdrawn: {
      title: 'Proposta retirada: {{title}}',
      body: '{{other}} retirou a proposta “{{title}}” de {{date}}.',
    },
    offerChanged: {
      title: 'Proposta alterada: {{title}}',
      body: '{{other}} alterou a proposta “{{title}}”: agora é para {{date}} por {{amount}}. Confira antes de aceitar.',
    },
    jobAccepted: {
      title: 'Reserva aceita: {{title}}',
      body: '{{other}} aceitou “{{title}}”. {{visit}}',
    },
    jobPaymentRequired: {
      title: 'Falta o pagamento: {{title}}',
      body: '{{other}} aceitou “{{title}}”. Pague {{amount}} para confirmar. {{visit}}',
    },
    jobDeclined: {
      title: 'Reserva recusada: {{title}}',
      body: '{{other}} não pode fazer “{{title}}” em {{date}}. Você pode procurar outra data ou outro prosker.',
    },
    jobPaid: {
      title: 'Pagamento recebido: {{title}}',
      body: 'Seu pagamento de {{amount}} por “{{title}}” está confirmado. {{visit}}',
    },
    jobPaidProsker: {
      title: 'Você recebeu um pagamento: {{title}}',
      body: '{{other}} pagou {{paid}} por “{{title}}”. Comissão do Prosk ({{rate}} + impostos): {{fee}}; você recebe {{net}}. {{visit}} O dinheiro estará disponível em {{payoutDate}}.',
    },
    jobStarted: {
      title: 'Trabalho em andamento: {{title}}',
      body: '{{other}} começou “{{title}}”.',
    },
    jobFinished: {
      title: 'Confirme o trabalho: {{title}}',
      body: '{{other}} marcou “{{title}}” como concluído. Confirme ou peça ajuda nos próximos {{days}} dias; depois disso ele é dado como concluído.',
    },
    jobCompleted: {
      title: 'Trabalho concluído: {{title}}',
      body: '“{{title}}” com {{other}} está concluído.',
    },
    jobCancelled: {
      title: 'Trabalho cancelado: {{title}}',
      body: '{{other}} cancelou “{{title}}” de {{date}}. Motivo: {{reason}}.',
    },
    jobCancelledByStaff: {
      title: 'A Prosk cancelou um trabalho: {{title}}',
      body: 'A equipe da Prosk cancelou “{{title}}” de {{date}}. Motivo: {{reason}}. Se estava pago, avisamos do reembolso à parte.',
    },
    jobRefunded: {
      title: 'Reembolsamos {{amount}}: {{title}}',
      body: 'A equipe da Prosk reembolsou {{amount}} do que você pagou por “{{title}}” ({{refunded}} reembolsado de {{paid}}). O Mercado Pago devolve ao seu meio de pagamento.',
    },
    jobRefundedProsker: {
      title: 'Reembolso ao cliente: {{title}}',
      body: 'A equipe da Prosk reembolsou {{amount}} a {{other}} por “{{title}}” ({{refunded}} reembolsado de {{paid}}). Esse valor é descontado do seu recebimento.',
    },
    jobDisputed: {
      title: 'Reclamação aberta: {{title}}',
      body: '{{other}} não está satisfeito com “{{title}}”. Motivo: {{reason}}. Você pode refazer; nossa equipe também analisa.',
    },
    jobDisputeResolved: {
      title: 'Reclamação resolvida: {{title}}',
      body: 'Nossa equipe resolveu a reclamação sobre “{{title}}” e o trabalho foi concluído.',
    },
    jobResumed: {
      title: 'Trabalho retomado: {{title}}',
      body: '{{other}} retomou “{{title}}” para resolver sua reclamação.',
    },
    jobReviewed: {
      title: 'Nova avaliação: {{rating}} de 5',
      body: '{{other}} avaliou “{{title}}” com {{rating}} de 5.',
    },
    jobReminder: {
      title: 'Lembrete: {{title}}',
      body: 'Você tem “{{title}}” com {{other}}. {{visit}}',
    },
    clientReminder: {
      title: 'Lembrete: {{title}}',
      body: 'Lembrete de “{{title}}”: {{visit}}',
    },
    reviewRequest: {
      title: 'Como foi com {{prosker}}?',
      body: '{{prosker}} agradece por confiar no trabalho “{{title}}”. Conte para nós como foi? Sua avaliação ajuda outros clientes.',
    },
    eventApproved: {
      title: 'Horário confirmado',
      body: '{{other}} confirmou seu horário de {{date}}.',
    },
    eventRejected: {
      title: 'Horário recusado',
      body: '{{other}} não pode atender você em {{date}}.',
    },
    trialEnding: {
      title: 'Seu teste grátis termina em breve',
      body: 'Seu teste do Premium termina em {{date}}. Depois disso a assinatura é cobrada; você pode pausar ou cancelar antes.',
    },
    subscriptionRenewed: {
      title: 'Assinatura renovada',
      body: 'Cobramos {{amount}} pela sua assinatura Premium. Obrigado por continuar com a gente.',
    },
    subscriptionRenewalFailed: {
      title: 'Não conseguimos cobrar sua assinatura',
      body: 'A cobrança da sua assinatura Premium foi recusada e a assinatura ficou pausada. Atualize seu meio de pagamento para reativá-la.',
    },
    subscriptionPaused: {
      title: 'Assinatura pausada',
      body: 'Sua assinatura Premium está pausada: nada é cobrado e as vantagens não se aplicam até você retomá-la.',
    },
    subscriptionResumed: {
      title: 'Assinatura retomada',
      body: 'Sua assinatura Premium está ativa de novo.',
    },
    subscriptionCancelled: {
      title: 'Assinatura cancelada',
      body: 'Sua assinatura Premium foi cancelada. Você pode assinar de novo quando quiser.',
    },
    paymentLinkFailing: {
      title: 'Confira sua conta do Mercado Pago',
      body: 'Não conseguimos renovar o acesso à sua conta do Mercado Pago. Vincule-a de novo para continuar recebendo.',
    },
    welcome: {
      title: 'Boas-vindas ao Prosk',
      body: 'Seu e-mail está confirmado. Complete seu perfil e escolha como quer receber os avisos.',
    },
    passwordChanged: {
      title: 'Sua senha mudou',
      body: 'A senha da sua conta foi alterada em {{date}}. Se não foi você, redefina-a agora e fale com a gente.',
    },
    emailChanged: {
      title: 'O e-mail da sua conta mudou',
      body: 'O e-mail da sua conta agora é {{email}}. Se não foi você, fale com a gente imediatamente.',
    },
    accountClosed: {
      title: 'Sua conta foi encerrada',
      body: 'Encerramos sua conta do Prosk como você pediu. Obrigado por ter feito parte.',
    },
    serviceWithdrawn: {
      title: 'Retiramos seu serviço “{{title}}”',
      body: 'Nossa equipe retirou seu serviço “{{title}}”: ele não pode mais ser contratado. Motivo: {{reason}}. Se tiver dúvidas, escreva para nós pela página de contato.',
    },
    chatMessages: {
      title: 'Novas mensagens de {{other}}',
      body_one: '{{other}} enviou uma mensagem para você. Responda no Prosk.',
      body_other: '{{other}} enviou {{count}} mensagens para você. Responda no Prosk.',
    },
    supportMessage: {
      title: 'O Suporte Prosk escreveu para você',
      body: 'Você tem uma mensagem do Suporte Prosk no chat. Responda no Prosk.',
    },
  },
};
