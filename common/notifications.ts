/**
 * What the product tells people (docs/adr/0017-notifications.md): each kind of notice, the
 * preference topic that governs it, whether it is essential (security: it ignores preferences),
 * whether it is part of premium's automated communication, and the page it links to. The texts
 * are in the `notifications` locale catalogue, one entry per kind.
 */
import type { RouteName } from './routes';

/** The preference topics a notice belongs to (spec point 3's notification preferences). */
export const NOTIFICATION_TOPICS = ['subscription', 'chat', 'job', 'user', 'payment'] as const;

export type NoticeTopic = (typeof NOTIFICATION_TOPICS)[number];

export interface NoticeKindFacts {
  topic: NoticeTopic;
  /** Security notices: sent whatever the preferences say. */
  essential?: true;
  /** Premium's automated communication: sent to a prosker's clients only when premium. */
  automated?: true;
  /** Where the notice leads in the storefront (its parameters come with each notice). */
  link: RouteName;
}

export const NOTICE_KINDS = {
  jobRequested: { topic: 'job', link: 'adminServiceDetail' },
  jobBooked: { topic: 'job', link: 'adminServiceDetail' },
  jobOffered: { topic: 'job', link: 'adminServiceDetail' },
  offerAccepted: { topic: 'job', link: 'adminServiceDetail' },
  offerDeclined: { topic: 'job', link: 'adminServiceDetail' },
  offerWithdrawn: { topic: 'job', link: 'adminServiceDetail' },
  offerChanged: { topic: 'job', link: 'adminServiceDetail' },
  jobAccepted: { topic: 'job', link: 'adminServiceDetail' },
  jobPaymentRequired: { topic: 'payment', link: 'adminServiceDetail' },
  jobDeclined: { topic: 'job', link: 'adminServiceDetail' },
  jobPaid: { topic: 'payment', link: 'adminServiceDetail' },
  jobPaidProsker: { topic: 'payment', link: 'adminServiceDetail' },
  jobStarted: { topic: 'job', link: 'adminServiceDetail' },
  jobFinished: { topic: 'job', link: 'adminServiceDetail' },
  jobCompleted: { topic: 'job', link: 'adminServiceDetail' },
  jobCancelled: { topic: 'job', link: 'adminServiceDetail' },
  jobCancelledByStaff: { topic: 'job', link: 'adminServiceDetail' },
  jobRefunded: { topic: 'payment', link: 'adminServiceDetail' },
  jobRefundedProsker: { topic: 'payment', link: 'adminServiceDetail' },
  jobDisputed: { topic: 'job', link: 'adminServiceDetail' },
  jobDisputeResolved: { topic: 'job', link: 'adminServiceDetail' },
  jobResumed: { topic: 'job', link: 'adminServiceDetail' },
  jobReviewed: { topic: 'job', link: 'adminServiceDetail' },
  jobReminder: { topic: 'job', link: 'adminServiceDetail' },
  clientReminder: { topic: 'job', automated: true, link: 'adminServiceDetail' },
  reviewRequest: { topic: 'job', automated: true, link: 'adminServiceDetail' },
  eventApproved: { topic: 'job', link: 'agenda' },
  eventRejected: { topic: 'job', link: 'agenda' },
  trialEnding: { topic: 'subscription', link: 'mySubscription' },
  subscriptionRenewed: { topic: 'subscription', link: 'mySubscription' },
  subscriptionRenewalFailed: { topic: 'subscription', link: 'mySubscription' },
  subscriptionPaused: { topic: 'subscription', link: 'mySubscription' },
  subscriptionResumed: { topic: 'subscription', link: 'mySubscription' },
  subscriptionCancelled: { topic: 'subscription', link: 'mySubscription' },
  paymentLinkFailing: { topic: 'payment', link: 'settingsPayments' },
  welcome: { topic: 'user', link: 'settings' },
  passwordChanged: { topic: 'user', essential: true, link: 'settingsAccount' },
  emailChanged: { topic: 'user', essential: true, link: 'settingsAccount' },
  accountClosed: { topic: 'user', essential: true, link: 'home' },
  chatMessages: { topic: 'chat', link: 'chat' },
  supportMessage: { topic: 'chat', link: 'chat' },
  serviceWithdrawn: { topic: 'user', essential: true, link: 'settingsServices' },
} as const satisfies Record<string, NoticeKindFacts>;

export type NoticeKind = keyof typeof NOTICE_KINDS;
export const NOTICE_KIND_NAMES = Object.keys(NOTICE_KINDS) as NoticeKind[];

export const NOTICE_CHANNELS = ['email', 'whatsapp'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

export const DELIVERY_STATUSES = [
  'pending',
  'sent',
  'delivered',
  'read',
  'failed',
  'skipped',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** The socket event that brings a new notice (and the unread count) to the user's pages. */
export const NOTIFICATION_SOCKET_EVENT = 'notification:new';

/** Notices per page of the list. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** Offline chat: at most one e-mail or WhatsApp per conversation in this many minutes. */
export const CHAT_DIGEST_MINUTES = 15;

/** No WhatsApp from QUIET_START_HOUR to QUIET_END_HOUR in the recipient's zone. */
export const QUIET_START_HOUR = 22;
export const QUIET_END_HOUR = 8;

/**
 * The template of the code that confirms a WhatsApp number, as staff preview it beside the
 * notices' (it is not a notice: it goes by WhatsApp only, to the number being confirmed).
 */
export const PHONE_CODE_TEMPLATE = 'phoneCode';

/** A code that confirms a WhatsApp number: its digits, its minutes and the wrong tries it allows. */
export const PHONE_CODE_DIGITS = 6;
export const PHONE_CODE_MINUTES = 10;
export const PHONE_CODE_TRIES = 5;
/**
 * Codes one user may ask for in 15 minutes and one number may receive in an hour, and what each
 * may in a day: nobody can flood a stranger's phone, nor guess their way to confirming it.
 */
export const PHONE_CODES_PER_USER = 3;
export const PHONE_CODES_PER_NUMBER = 5;
export const PHONE_CODES_PER_DAY = 8;

/** A failed WhatsApp goes by e-mail within this many minutes. */
export const FALLBACK_MINUTES = 5;

/** The client confirms a finished job within this many days (told in the notice). */
export { AUTO_COMPLETE_DAYS } from './jobs';
