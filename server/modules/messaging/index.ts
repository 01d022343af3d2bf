/**
 * Messaging: conversations between a client and a prosker, their messages pushed live over the
 * platform's socket (every instance), the reports staff moderate, and the notifications service
 * that tells people what changed (in the app, by e-mail and by WhatsApp). Other modules use only
 * what is exported here. See README.md.
 */
import { CHAT_SOCKET_SEND } from '../../../common/chat';
import { validate, type Platform } from '../../platform';
import { messagingAdminRoutes } from './admin-routes';
import { messagingRoutes, socketMessage } from './routes';
import {
  createMessagingService,
  messagingExportFor,
  messagingForget,
  type MessagingDeps,
} from './service';
import { CHAT_PUSH_CHANNEL } from './queries';
import { createNotifications, type NotificationDeps } from './notifications';
import {
  notificationAdminRoutes,
  notificationRoutes,
  WHATSAPP_WEBHOOK_PATH,
} from './notification-routes';
import { NOTICE_EVENTS } from '../../platform/events';

export type { MessagingDeps, MessagingService } from './service';
export type { NotificationDeps, Notifications, NoticeContact } from './notifications';
export { WHATSAPP_WEBHOOK_PATH };

export { clientWrote, messagesOfUser, replyMinutes } from './service';
export { whatsappNumberOfUser } from './phone-check';
export {
  proskerConversations,
  unreadConversations,
  type ClientConversation,
  type UnreadConversation,
} from './people';

export function createMessagingModule(
  platform: Platform,
  deps: MessagingDeps & { notifications: NotificationDeps },
) {
  const service = createMessagingService(platform, deps);
  const notifications = createNotifications(platform, deps.notifications);
  for (const type of NOTICE_EVENTS) {
    // A notice never holds the answer of the request that caused it.
    platform.events.on(type, (event, meta) => notifications.handle(event, meta), {
      background: true,
    });
  }
  // A closed account's messages lose their text (the event is retried until it succeeds).
  platform.events.on('user.changed', ({ userId }) => service.anonymiseIfClosed(userId));
  // A committed message, told by the database to every instance: each pushes to its own sockets.
  platform.realtime.listen(CHAT_PUSH_CHANNEL, (notified) => {
    service.pushCommitted(notified).catch((error: unknown) => {
      platform.logger.warn({ err: error }, 'chat push failed; the sockets catch up on reconnect');
    });
  });
  // The same send as the route, from an open socket (no HTTP request per message).
  platform.realtime.handle(CHAT_SOCKET_SEND, async (userId, payload, socketId) => {
    const { conversationId, ...message } = await validate(socketMessage, payload);
    return service.send(userId, conversationId, message, socketId);
  });
  return {
    service,
    notifications,
    routes: [...messagingRoutes(service), ...notificationRoutes(notifications)],
    adminRoutes: [...messagingAdminRoutes(service), ...notificationAdminRoutes(notifications)],
    /** The user's conversations and notices, for their data download. */
    exportFor: (userId: number) => messagingExportFor(platform.db, userId),
    /** The end of the retention period: the user's notices and WhatsApp number go. */
    forget: messagingForget,
  };
}
