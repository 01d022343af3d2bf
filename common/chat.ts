/** Chat limits and states (issue 12), shared by the server, the storefront and the migrations. */

/** The longest text of one message, in characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
/** The longest reason a user gives when reporting a conversation. */
export const CHAT_REPORT_REASON_MAX_LENGTH = 1000;
/** Messages one user may send in a minute, every conversation together (CHAT_MESSAGES_PER_MINUTE). */
export const CHAT_RATE_LIMIT = 60;
/** Messages and conversations per page. */
export const CHAT_PAGE_SIZE = 30;
export const CHAT_PAGE_MAX = 100;

/** What a message may carry besides text: an image or a PDF, through the upload pipeline. */
export const CHAT_ATTACHMENT_KINDS = ['image', 'file'] as const;
export type ChatAttachmentKind = (typeof CHAT_ATTACHMENT_KINDS)[number];

/** A report waits (`open`) until staff dismiss it or ban the reported user. */
export const CHAT_REPORT_STATUSES = ['open', 'dismissed', 'banned'] as const;
export type ChatReportStatus = (typeof CHAT_REPORT_STATUSES)[number];

/** Why a member may not send: the other blocked them, they blocked the other, or the other left. */
export const CHAT_SEND_REFUSALS = [
  'blockedByMe',
  'blockedByOther',
  'otherBanned',
  'otherClosed',
] as const;
export type ChatSendRefusal = (typeof CHAT_SEND_REFUSALS)[number];

/**
 * What a signed-in socket may send: a message (`{ conversationId, clientMessageId, body }`),
 * acknowledged with `{ data: Message }` or the API's `{ error, status }`, like
 * `POST /conversations/:id/messages` without an HTTP request per message.
 */
export const CHAT_SOCKET_SEND = 'chat:send';

/** The events the chat socket sends to a signed-in user. */
export const CHAT_SOCKET_EVENTS = {
  /** A new or changed (deleted) message of one of the user's conversations. */
  message: 'chat:message',
  /** A member read a conversation up to a message. */
  read: 'chat:read',
  /** A conversation's state changed (blocked, unblocked): read it again. */
  conversation: 'chat:conversation',
} as const;

/** Links in a message's text, as the storefront makes them clickable (http and https only). */
export const CHAT_LINK_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;
