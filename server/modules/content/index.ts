/**
 * Content: the pages, FAQ, blog, team and partners staff keep in three languages; the legal
 * texts users accept by version; the contact form and its inbox. Other modules use only what is
 * exported here.
 */
import type { Knex } from 'knex';
import type { Region } from '../../../common/regions';
import type { ModuleRoutes, Platform } from '../../platform';
import { createContentAdmin } from './admin';
import { contentAdminRoutes } from './admin-routes';
import { createContactInbox } from './contact';
import { contentRoutes, feedRouter } from './routes';
import { createContentService } from './service';

export { publishedContent, type PublishedContent } from './facts';
export { renderMarkdown } from './markdown';
export { feedPath } from './routes';

export function createContentModule(platform: Platform) {
  const service = createContentService(platform);
  const admin = createContentAdmin(platform);
  const inbox = createContactInbox(platform);
  const routes: ModuleRoutes = {
    routes: contentRoutes(service),
    adminRoutes: contentAdminRoutes(admin, inbox),
  };
  return {
    ...routes,
    service,
    /** The blog's RSS feeds, outside the API. */
    feeds: feedRouter(service, platform.config.publicUrl),
    /** At sign-up, in its transaction: the region's current legal texts are accepted. */
    acceptAtSignUp: (trx: Knex.Transaction, userId: number, region: Region) =>
      service.acceptAtSignUp(trx, userId, region),
  };
}
