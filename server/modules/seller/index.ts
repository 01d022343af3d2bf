/**
 * Seller: the prosker's office (issue 28): their home page and their clients with private
 * notes. It composes what jobs, billing, messaging, accounts, agenda and the catalogue export,
 * and owns only the notes. Other modules use only what is exported here. See README.md.
 */
import type { ModuleRoutes, Platform } from '../../platform';
import { sellerRoutes } from './routes';
import { createSellerService, type SellerDeps } from './service';

export type { SellerDeps, SellerService } from './service';

export function createSellerModule(platform: Platform, deps: SellerDeps): ModuleRoutes {
  const service = createSellerService(platform, deps);
  return { routes: sellerRoutes(service), adminRoutes: [] };
}
