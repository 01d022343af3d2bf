/** What the messaging module's routes answer (see server/platform/contract.ts). */
import {
  CHAT_ATTACHMENT_KINDS,
  CHAT_REPORT_STATUSES,
  CHAT_SEND_REFUSALS,
} from '../../../common/chat';
import { TIMES_OF_DAY } from '../../../common/constants';
import { JOB_STATUSES } from '../../../common/jobs';
import {
  DELIVERY_STATUSES,
  NOTICE_CHANNELS,
  NOTICE_KIND_NAMES,
  PHONE_CODE_TEMPLATE,
} from '../../../common/notifications';
import { NOTIFICATION_TOPICS } from '../../../common/schemas/accounts';
import { out } from '../../platform/contract';

/** The two sides of a conversation. */
export const CONVERSATION_ROLES = ['client', 'prosker'] as const;
/** Whether the other person can still be written to. */
export const PERSON_STATES = ['active', 'banned', 'closed'] as const;

// Storefront ---------------------------------------------------------------------------------

/** The other person of a conversation: who they are, never how to reach them. */
export const chatPersonSchema = out.namedObject('ChatPerson', {
  id: out.integer(),
  username: out.text(),
  firstName: out.text(),
  lastName: out.text(),
  photo: out.text().nullable(),
  state: out.oneOf(PERSON_STATES),
});

export const messageAttachmentSchema = out.namedObject('MessageAttachment', {
  kind: out.oneOf(CHAT_ATTACHMENT_KINDS),
  url: out.text(),
  /** A 320×320 preview of an image; null for a PDF. */
  thumbUrl: out.text().nullable(),
  mime: out.text(),
  bytes: out.integer(),
  width: out.integer().nullable(),
  height: out.integer().nullable(),
});

/** A prosker's offer as its card in the conversation shows it, with the job's state now. */
export const offerCardSchema = out.namedObject('OfferCard', {
  jobId: out.integer(),
  title: out.text(),
  description: out.text(),
  price: out.integer(),
  currency: out.text(),
  startDate: out.dateTime(),
  /** The half of the day offered while no hour is set; null when the offer names an hour. */
  timeOfDay: out.oneOf(TIMES_OF_DAY).nullable(),
  requiresPayment: out.boolean(),
  status: out.oneOf(JOB_STATUSES),
});

export const messageSchema = out.namedObject('Message', {
  id: out.integer(),
  conversationId: out.integer(),
  senderId: out.integer(),
  /** The sender's own id for it (a retried send answers the stored message). */
  clientMessageId: out.text(),
  /** Plain text (never markup); null once deleted or for an attachment alone. */
  body: out.text().nullable(),
  attachment: messageAttachmentSchema.nullable(),
  /** The job of a prosker's offer (a message of kind offer), with its card; null otherwise. */
  jobId: out.integer().nullable(),
  offer: offerCardSchema.nullable(),
  createdAt: out.dateTime(),
  deleted: out.boolean(),
  /** Written by Prosk's staff, shown as "Soporte Prosk" (never who). `senderId` is then 0. */
  fromSupport: out.boolean(),
});

/** A conversation between a client and a prosker, or with Prosk's support (`other` is then empty). */
export const CONVERSATION_KINDS = ['direct', 'support'] as const;

export const conversationSummarySchema = out.namedObject('ConversationSummary', {
  id: out.integer(),
  kind: out.oneOf(CONVERSATION_KINDS),
  role: out.oneOf(CONVERSATION_ROLES),
  other: chatPersonSchema,
  lastMessage: messageSchema.nullable(),
  lastMessageAt: out.dateTime(),
  /** Messages of the other person this user has not read yet. */
  unread: out.integer(),
});

export const conversationJobSchema = out.namedObject('ConversationJob', {
  id: out.integer(),
  title: out.text(),
  status: out.oneOf(JOB_STATUSES),
  startDate: out.dateTime(),
});

export const conversationSchema = out.namedObject('Conversation', {
  id: out.integer(),
  kind: out.oneOf(CONVERSATION_KINDS),
  role: out.oneOf(CONVERSATION_ROLES),
  other: chatPersonSchema,
  lastMessageAt: out.dateTime(),
  unread: out.integer(),
  blockedByMe: out.boolean(),
  /** Whether this user may send now, and if not, why. */
  canSend: out.boolean(),
  refusal: out.oneOf(CHAT_SEND_REFUSALS).nullable(),
  /** The newest message the other person has read ("seen" up to here). */
  otherLastReadMessageId: out.integer(),
  /** The jobs between the two (the prosker's for the client), newest first. */
  jobs: out.list(conversationJobSchema),
});

export const conversationPageSchema = out.named(
  'ConversationPage',
  out.page(conversationSummarySchema),
);

export const messagePageSchema = out.namedObject('MessagePage', {
  /** Oldest first. */
  data: out.list(messageSchema),
  /** Older messages remain before the first (ask with `before` = its id). */
  hasOlder: out.boolean(),
  /** Newer messages remain after the last (ask with `after` = its id). */
  hasNewer: out.boolean(),
});

export const unreadSchema = out.namedObject('ChatUnread', {
  /** Conversations with at least one unread message. */
  conversations: out.integer(),
});

export const conversationReportSchema = out.namedObject('ConversationReport', {
  id: out.integer(),
  conversationId: out.integer(),
  status: out.oneOf(CHAT_REPORT_STATUSES),
  createdAt: out.dateTime(),
});

// Back office --------------------------------------------------------------------------------

const staffPerson = {
  id: out.integer(),
  username: out.text(),
  name: out.text(),
};

export const adminConversationReportSchema = out.namedObject('AdminConversationReport', {
  id: out.integer(),
  conversationId: out.integer(),
  reporter: out.object(staffPerson),
  reported: out.object({ ...staffPerson, banned: out.boolean() }),
  reason: out.text(),
  status: out.oneOf(CHAT_REPORT_STATUSES),
  createdAt: out.dateTime(),
  resolvedAt: out.dateTime().nullable(),
});

export const adminConversationReportDetailSchema = out.named(
  'AdminConversationReportDetail',
  adminConversationReportSchema.shape({
    /** The reported conversation's newest messages, oldest first (what staff read to decide). */
    messages: out.list(messageSchema),
  }),
);

/** A support conversation as staff list it: whose it is, and whether the user wrote last. */
export const adminSupportConversationSchema = out.namedObject('AdminSupportConversation', {
  id: out.integer(),
  user: out.object({ ...staffPerson, email: out.text() }),
  lastMessageAt: out.dateTime(),
  lastMessage: out.text().nullable(),
  /** The user wrote last: staff have not answered yet. */
  waiting: out.boolean(),
  createdAt: out.dateTime(),
});

export const adminSupportMessageSchema = out.named(
  'AdminSupportMessage',
  messageSchema.shape({
    /** Who of staff wrote it (staff only; the user sees "Soporte Prosk"). */
    staffName: out.text().nullable(),
  }),
);

export const adminSupportConversationDetailSchema = out.named(
  'AdminSupportConversationDetail',
  adminSupportConversationSchema.shape({
    /** The newest messages, oldest first. */
    messages: out.list(adminSupportMessageSchema),
  }),
);

// Notifications -------------------------------------------------------------------------------

export const noticeSchema = out.namedObject('Notice', {
  id: out.integer(),
  kind: out.oneOf(NOTICE_KIND_NAMES),
  topic: out.oneOf(NOTIFICATION_TOPICS),
  /** In the reader's language. */
  title: out.text(),
  body: out.text(),
  /** A storefront path (region included). */
  link: out.text(),
  read: out.boolean(),
  createdAt: out.dateTime(),
});

export const noticePageSchema = out.namedObject('NoticePage', {
  data: out.list(noticeSchema),
  unread: out.integer(),
  hasMore: out.boolean(),
});

export const noticeUnreadSchema = out.namedObject('NoticeUnread', { unread: out.integer() });

export const phoneCheckSchema = out.namedObject('WhatsAppNumber', {
  /** The account's number as typed; null when it has none. */
  phoneNumber: out.text().nullable(),
  /** WhatsApp notices go only to a confirmed number. */
  confirmed: out.boolean(),
  /** While a code sent to the number may still be typed. */
  codeExpiresAt: out.dateTime().nullable(),
});

export const unsubscribeSchema = out.namedObject('Unsubscribe', {
  topic: out.oneOf(NOTIFICATION_TOPICS),
  channel: out.oneOf(NOTICE_CHANNELS),
  /** The address, masked (a***@example.com). */
  email: out.text(),
});

export const adminDeliverySchema = out.namedObject('AdminNotificationDelivery', {
  id: out.integer(),
  notificationId: out.integer(),
  userId: out.integer(),
  kind: out.oneOf(NOTICE_KIND_NAMES),
  topic: out.oneOf(NOTIFICATION_TOPICS),
  title: out.text(),
  channel: out.oneOf(NOTICE_CHANNELS),
  status: out.oneOf(DELIVERY_STATUSES),
  address: out.text(),
  attempts: out.integer(),
  lastError: out.text().nullable(),
  notBefore: out.dateTime(),
  createdAt: out.dateTime(),
  sentAt: out.dateTime().nullable(),
  deliveredAt: out.dateTime().nullable(),
  readAt: out.dateTime().nullable(),
  failedAt: out.dateTime().nullable(),
});

/** A kind of notice, or the code confirming a WhatsApp number. */
const TEMPLATE_IDS = [...NOTICE_KIND_NAMES, PHONE_CODE_TEMPLATE];

export const adminTemplateSchema = out.namedObject('AdminNotificationTemplate', {
  id: out.oneOf(TEMPLATE_IDS),
  topic: out.oneOf(NOTIFICATION_TOPICS),
  essential: out.boolean(),
  automated: out.boolean(),
});

/** A template in one language; the e-mail's parts are null for a WhatsApp-only one. */
const templatePreview = out.namedObject('NotificationTemplatePreview', {
  subject: out.text().nullable(),
  text: out.text().nullable(),
  html: out.text().nullable(),
  whatsapp: out.object({
    name: out.text(),
    language: out.text(),
    parameters: out.list(out.text()),
    text: out.text(),
  }),
});

export const adminTemplateDetailSchema = out.namedObject('AdminNotificationTemplateDetail', {
  id: out.oneOf(TEMPLATE_IDS),
  topic: out.oneOf(NOTIFICATION_TOPICS),
  essential: out.boolean(),
  automated: out.boolean(),
  previews: out.object({ es: templatePreview, en: templatePreview, br: templatePreview }),
});

export const whatsappReceiptSchema = out.namedObject('WhatsAppWebhookReceipt', {
  received: out.boolean(),
});
