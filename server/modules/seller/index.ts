/**
 * Seller: the prosker's office (issue 28): their home page and their clients with private
 * notes. It composes what jobs, billing, messaging, accounts, agenda and the catalogue export,
 * and owns only the notes. Other modules use only what is exported here. See README.md.
 */
import type { Knex } from 'knex';
import type { ModuleRoutes, Platform } from '../../platform';
import { sellerRoutes } from './routes';
import { createSellerService, type SellerDeps } from './service';

export type { SellerDeps, SellerService } from './service';

export function createSellerModule(platform: Platform, deps: SellerDeps): ModuleRoutes {
  const service = createSellerService(platform, deps);
  return { routes: sellerRoutes(service), adminRoutes: [] };
}

/** At the end of the retention period: the notes a prosker kept, and those about the person. */
export async function sellerForget(trx: Knex.Transaction, userId: number): Promise<void> {
  await trx('client_notes').where({ prosker_id: userId }).orWhere({ client_id: userId }).delete();
}
