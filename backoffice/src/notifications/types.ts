import {
  DELIVERY_STATUSES,
  NOTICE_CHANNELS,
  type DeliveryStatus,
  type NoticeChannel,
  type NoticeTopic,
} from '../../../common/notifications';
import { NOTIFICATION_TOPICS } from '../../../common/schemas/accounts';
import { LANGUAGES, type Language } from '../../../common/i18n';

/**
 * One attempt to tell a user something on one channel, as GET /notification-deliveries lists
 * it: the notice's title comes in the staff member's language, the address as it was when the
 * notice was decided (an e-mail or an E.164 number).
 */
export interface NotificationDelivery {
  id: number;
  notificationId: number;
  userId: number;
  kind: string;
  topic: NoticeTopic;
  title: string;
  channel: NoticeChannel;
  status: DeliveryStatus;
  address: string;
  attempts: number;
  lastError: string | null;
  notBefore: string;
  createdAt: string;
  sentAt: string | null;
  deliveredAt: string | null;
  readAt: string | null;
  failedAt: string | null;
}

/** What a notice looks like in one language, rendered with sample data. */
export interface TemplatePreview {
  subject: string;
  text: string;
  /** A whole e-mail document: shown in a sandboxed frame, never put into the page. */
  html: string;
  whatsapp: { name: string; language: string; parameters: string[]; text: string };
}

/** A kind of notice; its previews come with one template only. */
export interface NotificationTemplate {
  /** The kind, such as `jobRequested`. */
  id: string;
  topic: NoticeTopic;
  essential: boolean;
  automated: boolean;
  previews?: Record<Language, TemplatePreview>;
}

export const PREVIEW_LANGUAGES = LANGUAGES;

export const CHANNEL_CHOICES = NOTICE_CHANNELS.map((channel) => ({
  id: channel,
  name: `backoffice.notification-deliveries.channels.${channel}`,
}));

export const STATUS_CHOICES = DELIVERY_STATUSES.map((status) => ({
  id: status,
  name: `backoffice.notification-deliveries.statuses.${status}`,
}));

export const TOPIC_CHOICES = NOTIFICATION_TOPICS.map((topic) => ({
  id: topic,
  name: `backoffice.notification-templates.topics.${topic}`,
}));

/** Only a failed delivery is sent again (the server refuses the others with 409). */
export const canResend = (delivery: NotificationDelivery) => delivery.status === 'failed';

export const deliveryRepresentation = (delivery: NotificationDelivery) =>
  `#${delivery.id} · ${delivery.title}`;
