import { enClosedAccount } from './closed-account';
import type { esNotifications } from '../es/notifications';

/** What notices say (in the app, by e-mail and by WhatsApp), one entry per kind of notice. */
export const enNotifications: typeof esNotifications = {
  closedAccount: enClosedAccount,
  greeting: 'Hi {{name}},',
  open: 'Open in Prosk',
  signature: 'The Prosk team',
  phoneCode:
    'Your Prosk code is {{code}}. It expires in {{minutes}} minutes. Do not share it with anyone.',
  onBehalf: 'Sent by Prosk on behalf of {{prosker}}.',
  why: 'You get this e-mail because of your “{{topic}}” notification preferences.',
  unsubscribe: 'Stop these e-mails',
  essential: 'This security notice is always sent, whatever your preferences.',
  /** A date, and a date with its time, inside a sentence. */
  dates: {
    day: '{{weekday}}, {{date}}',
    dayAndTime: '{{weekday}}, {{date}} at {{time}}',
  },
  /** When and where a job is, as its notices say it (ADR 0027). */
  when: '{{date}}, {{half}}',
  halves: {
    morning: 'morning (9 am to 1 pm)',
    afternoon: 'afternoon (2 pm to 6 pm)',
  },
  visit: {
    client: '{{prosker}} will come to {{address}} on {{date}}.',
    prosker: 'You go to {{address}} on {{date}}.',
    area: 'It is in {{area}}, on {{date}}.',
    date: 'It is on {{date}}.',
  },
  topics: {
    subscription: 'subscription',
    chat: 'chat',
    job: 'jobs',
    user: 'account',
    payment: 'payments',
  },
  kinds: {
    jobRequested: {
      title: 'New booking: {{title}}',
      body: '{{other}} booked “{{title}}”. {{visit}} Review it and accept or decline it.',
    },
    jobBooked: {
      title: 'Your booking was sent: {{title}}',
      body: 'We asked {{other}} for “{{title}}”. {{visit}} We will tell you when they accept or decline it.',
    },
    jobOffered: {
      title: 'You have an offer from {{other}}: {{title}}',
      body: '{{other}} offers you “{{title}}” on {{date}} for {{amount}}. Accept or decline it from the chat or from the job.',
    },
    offerAccepted: {
      title: 'Offer accepted: {{title}}',
      body: '{{other}} accepted your offer “{{title}}” for {{amount}}. {{visit}}',
    },
    offerDeclined: {
      title: 'Offer declined: {{title}}',
      body: '{{other}} declined your offer “{{title}}” for {{date}}.',
    },
    offerWithdrawn: {
      title: 'Offer withdrawn: {{title}}',
      body: '{{other}} withdrew their offer “{{title}}” for {{date}}.',
    },
    offerChanged: {
      title: 'Offer changed: {{title}}',
      body: '{{other}} changed their offer “{{title}}”: it is now for {{date}} at {{amount}}. Check it before accepting it.',
    },
    jobAccepted: {
      title: 'Booking accepted: {{title}}',
      body: '{{other}} accepted “{{title}}”. {{visit}}',
    },
    jobPaymentRequired: {
      title: 'Payment due: {{title}}',
      body: '{{other}} accepted “{{title}}”. Pay {{amount}} to confirm it. {{visit}}',
    },
    jobDeclined: {
      title: 'Booking declined: {{title}}',
      body: '{{other}} cannot do “{{title}}” on {{date}}. You can look for another date or another prosker.',
    },
    jobPaid: {
      title: 'Payment received: {{title}}',
      body: 'Your payment of {{amount}} for “{{title}}” is confirmed. {{visit}}',
    },
    jobPaidProsker: {
      title: 'You were paid: {{title}}',
      body: '{{other}} paid {{paid}} for “{{title}}”. Prosk fee ({{rate}} + VAT): {{fee}}; you receive {{net}}. {{visit}} The money will be available on {{payoutDate}}.',
    },
    jobStarted: {
      title: 'Job in progress: {{title}}',
      body: '{{other}} started “{{title}}”.',
    },
    jobFinished: {
      title: 'Confirm the job: {{title}}',
      body: '{{other}} marked “{{title}}” as done. Confirm it or ask for help within {{days}} days; after that it counts as complete.',
    },
    jobCompleted: {
      title: 'Job complete: {{title}}',
      body: '“{{title}}” with {{other}} is complete.',
    },
    jobCancelled: {
      title: 'Job cancelled: {{title}}',
      body: '{{other}} cancelled “{{title}}” on {{date}}. Reason: {{reason}}.',
    },
    jobCancelledByStaff: {
      title: 'Prosk cancelled a job: {{title}}',
      body: 'The Prosk team cancelled “{{title}}” on {{date}}. Reason: {{reason}}. If it was paid, we tell you about the refund separately.',
    },
    jobRefunded: {
      title: 'We refunded you {{amount}}: {{title}}',
      body: 'The Prosk team refunded you {{amount}} of what you paid for “{{title}}” ({{refunded}} refunded of {{paid}}). Mercado Pago returns it to your payment method.',
    },
    jobRefundedProsker: {
      title: 'Refund to the client: {{title}}',
      body: 'The Prosk team refunded {{amount}} to {{other}} for “{{title}}” ({{refunded}} refunded of {{paid}}). That amount is taken off your payout.',
    },
    jobDisputed: {
      title: 'Claim opened: {{title}}',
      body: '{{other}} is not satisfied with “{{title}}”. Reason: {{reason}}. You can redo it; our team reviews it too.',
    },
    jobDisputeResolved: {
      title: 'Claim resolved: {{title}}',
      body: 'Our team resolved the claim about “{{title}}” and the job is complete.',
    },
    jobResumed: {
      title: 'Job resumed: {{title}}',
      body: '{{other}} resumed “{{title}}” to settle your claim.',
    },
    jobReviewed: {
      title: 'New review: {{rating}} out of 5',
      body: '{{other}} rated “{{title}}” {{rating}} out of 5.',
    },
    jobReminder: {
      title: 'Reminder: {{title}}',
      body: 'You have “{{title}}” with {{other}}. {{visit}}',
    },
    clientReminder: {
      title: 'Reminder: {{title}}',
      body: 'Reminder of “{{title}}”: {{visit}}',
    },
    reviewRequest: {
      title: 'How did it go with {{prosker}}?',
      body: '{{prosker}} thanks you for trusting them with “{{title}}”. Would you tell us how it went? Your review helps other clients.',
    },
    eventApproved: {
      title: 'Appointment confirmed',
      body: '{{other}} confirmed your appointment on {{date}}.',
    },
    eventRejected: {
      title: 'Appointment declined',
      body: '{{other}} cannot see you on {{date}}.',
    },
    trialEnding: {
      title: 'Your free trial ends soon',
      body: 'Your Premium trial ends on {{date}}. Your subscription is charged after that; you can pause or cancel it before.',
    },
    subscriptionRenewed: {
      title: 'Subscription renewed',
      body: 'We charged {{amount}} for your Premium subscription. Thank you for staying with us.',
    },
    subscriptionRenewalFailed: {
      title: 'We could not charge your subscription',
      body: 'The charge for your Premium subscription was declined and the subscription is paused. Update your payment method to reactivate it.',
    },
    subscriptionPaused: {
      title: 'Subscription paused',
      body: 'Your Premium subscription is paused: nothing is charged and its benefits do not apply until you resume it.',
    },
    subscriptionResumed: {
      title: 'Subscription resumed',
      body: 'Your Premium subscription is active again.',
    },
    subscriptionCancelled: {
      title: 'Subscription cancelled',
      body: 'Your Premium subscription was cancelled. You can subscribe again whenever you like.',
    },
    paymentLinkFailing: {
      title: 'Check your Mercado Pago account',
      body: 'We could not renew access to your Mercado Pago account. Link it again to keep getting paid.',
    },
    welcome: {
      title: 'Welcome to Prosk',
      body: 'Your e-mail is confirmed. Complete your profile and choose how you want to be notified.',
    },
    passwordChanged: {
      title: 'Your password changed',
      body: 'Your account password was changed on {{date}}. If it was not you, reset it now and write to us.',
    },
    emailChanged: {
      title: 'Your account e-mail changed',
      body: 'Your account e-mail is now {{email}}. If it was not you, write to us at once.',
    },
    accountClosed: {
      title: 'Your account was closed',
      body: 'We closed your Prosk account as you asked. Thank you for having been part of it.',
    },
    serviceWithdrawn: {
      title: 'We withdrew your service “{{title}}”',
      body: 'Our team withdrew your service “{{title}}”: it can no longer be hired. Reason: {{reason}}. If you have questions, write to us from the contact page.',
    },
    chatMessages: {
      title: 'New messages from {{other}}',
      body_one: '{{other}} sent you a message. Reply on Prosk.',
      body_other: '{{other}} sent you {{count}} messages. Reply on Prosk.',
    },
    supportMessage: {
      title: 'Prosk Support wrote to you',
      body: 'You have a message from Prosk Support in the chat. Reply in Prosk.',
    },
  },
};
