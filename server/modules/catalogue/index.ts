/**
 * Catalogue: categories and skills, public profiles (completeness, visibility, search),
 * favorites and posts. Follows accounts through the `user.changed` event.
 */
import type { Platform } from '../../platform';
import { catalogueAdminRoutes } from './admin-routes';
import { catalogueExportFor, catalogueForget } from './data-export';
import { createMedia } from './media';
import { mediaRoutes } from './media-routes';
import { createProfiles, type ReplyMinutes, type ServiceSummaries } from './profiles';
import { catalogueRoutes } from './routes';
import { createCatalogueService } from './service';
import { createTaxonomy } from './taxonomy';

export type { CatalogueService } from './service';
export type { Profiles } from './profiles';
export {
  categorySummaries,
  listedAmong,
  listedProfileRanges,
  listedProfilesBetween,
  publicCategories,
  taxonomyNames,
  type CategorySummary,
  type ListedProfile,
  type TaxonomyNames,
} from './facts';

export const REFRESH_PROFILES_TASK = 'catalogue.refresh-profiles';

export function createCatalogueModule(
  platform: Platform,
  deps: { serviceSummaries?: ServiceSummaries; replyMinutes?: ReplyMinutes } = {},
) {
  const profiles = createProfiles(platform, deps);
  const service = createCatalogueService(platform, profiles);
  const media = createMedia(platform, profiles);
  platform.events.on('user.changed', ({ userId }) => profiles.refresh([userId]));
  platform.events.on('services.changed', ({ userId }) => profiles.refresh([userId]));
  // A completed job counts on the card.
  platform.events.on('job.changed', async ({ to, proskerId }) => {
    if (to === 'complete') await profiles.refresh([proskerId]);
  });
  platform.events.on('premium.changed', ({ userId, premium }) =>
    profiles.setPremium(userId, premium),
  );
  platform.events.on('rating.changed', ({ userId, average, count }) =>
    profiles.setRating(userId, average, count),
  );
  return {
    service,
    profiles,
    /** The user's favourites, posts, media, categories and skills, for their data download. */
    exportFor: (userId: number) => catalogueExportFor(platform.db, userId),
    /** The end of the retention period: the user's profile, favourites and posts go. */
    forget: catalogueForget,
    routes: [...catalogueRoutes(service, profiles), ...mediaRoutes(media, profiles)],
    /** Where uploaded media live, for the app to serve under /media. */
    mediaDir: platform.config.uploadsDir,
    adminRoutes: catalogueAdminRoutes(createTaxonomy(platform.db), (kind, id) => {
      profiles
        .namesChanged(kind, id)
        .catch((error: unknown) =>
          platform.logger.error(
            { err: error, kind, id },
            'profiles not rebuilt after a name change',
          ),
        );
    }),
    /** Nightly: rebuild every profile and floor scores under 14 to 0 (spec point 5). */
    tasks: [{ name: REFRESH_PROFILES_TASK, cron: '17 3 * * *', run: () => profiles.refreshAll() }],
  };
}
