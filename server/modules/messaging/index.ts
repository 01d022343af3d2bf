/**
 * Messaging: conversations between a client and a prosker, their messages pushed live over the
 * platform's socket (every instance), and the reports staff moderate. Other modules use only
 * what is exported here. See README.md.
 */
import type { Platform } from '../../platform';
import { messagingAdminRoutes } from './admin-routes';
import { messagingRoutes } from './routes';
import { createMessagingService, type MessagingDeps } from './service';

export type { MessagingDeps, MessagingService } from './service';
export { clientWrote, messagesOfUser } from './service';

export function createMessagingModule(platform: Platform, deps: MessagingDeps) {
  const service = createMessagingService(platform, deps);
  // A closed account's messages lose their text (the event is retried until it succeeds).
  platform.events.on('user.changed', ({ userId }) => service.anonymiseIfClosed(userId));
  return {
    service,
    routes: messagingRoutes(service),
    adminRoutes: messagingAdminRoutes(service),
  };
}
