/** The messaging module's public face. See README.md for what it will own. */
import type { ModuleRoutes, Platform } from '../../platform';

export function createMessagingModule(_platform: Platform): ModuleRoutes {
  return { routes: [], adminRoutes: [] };
}
