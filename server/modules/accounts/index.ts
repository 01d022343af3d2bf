/**
 * Accounts: users, staff, sessions and sign-in. Other modules use only what is exported here.
 */
import type { ModuleRoutes, Platform } from '../../platform';
import { accountsAdminRoutes } from './admin-routes';
import { createAccountsService } from './service';

export { USER_TYPE, PROSKER_THRESHOLD, isProsker, STAFF_ROLES } from './rules';
export type { AccountsService } from './service';

export function createAccountsModule(platform: Platform) {
  const service = createAccountsService(platform);
  const routes: ModuleRoutes = { routes: [], adminRoutes: accountsAdminRoutes(service) };
  return { service, guards: service.guards, ...routes };
}
