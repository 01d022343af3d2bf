/**
 * Messaging: conversations between a client and a prosker, their messages pushed live over the
 * platform's socket (every instance), and the reports staff moderate. Other modules use only
 * what is exported here. See README.md.
 */
import { CHAT_SOCKET_SEND } from '../../../common/chat';
import { validate, type Platform } from '../../platform';
import { messagingAdminRoutes } from './admin-routes';
import { messagingRoutes, socketMessage } from './routes';
import { createMessagingService, type MessagingDeps } from './service';

export type { MessagingDeps, MessagingService } from './service';
export { clientWrote, messagesOfUser } from './service';

export function createMessagingModule(platform: Platform, deps: MessagingDeps) {
  const service = createMessagingService(platform, deps);
  // A closed account's messages lose their text (the event is retried until it succeeds).
  platform.events.on('user.changed', ({ userId }) => service.anonymiseIfClosed(userId));
  // The same send as the route, from an open socket (no HTTP request per message).
  platform.realtime.handle(CHAT_SOCKET_SEND, async (userId, payload) => {
    const { conversationId, ...message } = await validate(socketMessage, payload);
    return service.send(userId, conversationId, message);
  });
  return {
    service,
    routes: messagingRoutes(service),
    adminRoutes: messagingAdminRoutes(service),
  };
}
