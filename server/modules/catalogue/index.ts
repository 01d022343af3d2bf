/** Catalogue: categories now; skills, public profiles, search, posts and favorites later. */
import type { Platform } from '../../platform';
import { catalogueRoutes } from './routes';
import { createCatalogueService } from './service';

export type { CatalogueService } from './service';

export function createCatalogueModule(platform: Platform) {
  const service = createCatalogueService(platform);
  return { service, routes: catalogueRoutes(service), adminRoutes: [] };
}
