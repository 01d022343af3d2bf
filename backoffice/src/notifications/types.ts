import { DELIVERY_STATUSES, NOTICE_CHANNELS } from '../../../common/notifications';
import { NOTIFICATION_TOPICS } from '../../../common/schemas/accounts';
import { LANGUAGES } from '../../../common/i18n';
import type { Schemas } from '../api/contract';

/**
 * One attempt to tell a user something on one channel, as GET /notification-deliveries lists
 * it: the notice's title comes in the staff member's language, the address as it was when the
 * notice was decided (an e-mail or an E.164 number).
 */
export type NotificationDelivery = Schemas['AdminNotificationDelivery'];

/** What a notice looks like in one language, rendered with sample data. */
export type TemplatePreview = Schemas['NotificationTemplatePreview'];

/** A kind of notice (its id is the kind); the previews come with one template only. */
export type NotificationTemplate = Schemas['AdminNotificationTemplate'] &
  Partial<Pick<Schemas['AdminNotificationTemplateDetail'], 'previews'>>;

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
