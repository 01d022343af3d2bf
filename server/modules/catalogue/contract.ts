/** What the catalogue's routes answer (see server/platform/contract.ts). */
import { POST_ATTACHMENT_KINDS } from '../../../common/schemas/catalogue';
import { PROSKER_ITEMS } from '../../../common/completeness';
import { REGIONS } from '../../../common/regions';
import { out } from '../../platform/contract';

/**
 * What a category and a skill both carry: the slug of the request's region (`region`, uy when
 * absent) and every region's (`slugs`: the same page's address in the other region), and the
 * names (the request's and all).
 */
const namedEntry = {
  id: out.integer(),
  slug: out.text(),
  slugs: out.byRegion(),
  name: out.text(),
  names: out.byLanguage(),
};

export const categorySchema = out.namedObject('Category', {
  ...namedEntry,
  icon: out.text().nullable(),
  isDefault: out.boolean(),
});

export const skillSchema = out.namedObject('Skill', { ...namedEntry, categoryId: out.integer() });

export const categoryWithSkillsSchema = out.named(
  'CategoryWithSkills',
  categorySchema.shape({ skills: out.list(skillSchema) }),
);

export const categoryListSchema = out.object({ data: out.list(categorySchema) });
export const skillListSchema = out.object({ data: out.list(skillSchema) });

/**
 * A category or skill as a card names it: its slug in the request's region and its name in the
 * request language.
 */
const nameRefSchema = out.object({ slug: out.text(), name: out.text() });

/** What a search result, a favorite or the head of a profile shows. */
export const profileCardSchema = out.namedObject('ProfileCard', {
  id: out.integer(),
  username: out.text(),
  firstName: out.text(),
  lastName: out.text(),
  profileImg: out.text().nullable(),
  department: out.text().nullable(),
  countryCode: out.text().nullable(),
  categories: out.list(nameRefSchema),
  skills: out.list(nameRefSchema),
  ratingAvg: out.number(),
  ratingCount: out.integer(),
  isPremium: out.boolean(),
  /** The market the prosker sells in (their prices are in its currency). */
  region: out.oneOf(REGIONS),
  /** The lowest price of their published services, or null without any. */
  priceFrom: out.number().nullable(),
  /** Jobs completed through the marketplace. */
  jobsDone: out.integer(),
  /** The median minutes to a first reply in chat, or null before any reply. */
  replyMinutes: out.integer().nullable(),
});

export const profileCardPageSchema = out.page(profileCardSchema);

/** A page of search results; a search that found nothing suggests the closest category. */
export const profileSearchPageSchema = out.named(
  'ProfileSearchPage',
  out.page(profileCardSchema).shape({ suggestion: nameRefSchema.nullable() }),
);

/** How complete a profile is, what it lacks and whether everyone may see it. */
export const completenessSchema = out.namedObject('ProfileCompleteness', {
  percent: out.integer(),
  missing: out.list(out.oneOf(PROSKER_ITEMS)),
  visible: out.boolean(),
});

/**
 * One public profile: the card and more. `completeness` is there only for the profile's owner
 * (a profile carries no contact data: e-mail and phone are the accounts module's).
 */
export const profileDetailSchema = out.named(
  'ProfileDetail',
  profileCardSchema.shape({
    description: out.text().nullable(),
    company: out.text().nullable(),
    bannerImg: out.text().nullable(),
    createdAt: out.dateTime(),
    completeness: completenessSchema.optional(),
  }),
);

/**
 * What a post carries (a photo, a video and a file, at most one of each), by `kind`: `image` has `thumbUrl`; `file` has `name` (the
 * download name) and `size` in bytes; `video` has only its `url`.
 */
export const postAttachmentSchema = out.namedObject('PostAttachment', {
  kind: out.oneOf(POST_ATTACHMENT_KINDS),
  url: out.text(),
  thumbUrl: out.text().optional(),
  name: out.text().optional(),
  size: out.integer().optional(),
});

export const postSchema = out.namedObject('ProfilePost', {
  id: out.integer(),
  title: out.text(),
  content: out.text(),
  createdAt: out.dateTime(),
  /** In kind order: the photo, the video, the file (those it has). */
  attachments: out.list(postAttachmentSchema),
});

export const postPageSchema = out.page(postSchema);

/** A photo or video of a profile's gallery. */
export const mediaItemSchema = out.namedObject('ProfileMediaItem', {
  id: out.integer(),
  kind: out.oneOf(['image', 'video'] as const),
  url: out.text(),
  thumbUrl: out.text().nullable(),
  createdAt: out.dateTime(),
});

export const mediaListSchema = out.object({ data: out.list(mediaItemSchema) });

/** The account's profile and banner images after one of them changed. */
export const profileImagesSchema = out.namedObject('ProfileImages', {
  profileImg: out.text().nullable(),
  bannerImg: out.text().nullable(),
});

export const favoriteSchema = out.object({ userId: out.integer() });

// Back office (ra-data-simple-rest records, names by language in columns).

/** A category's or skill's columns as staff edit them, and how many profiles use it. */
const adminEntry = {
  id: out.integer(),
  slug: out.text(),
  slug_br: out.text(),
  name_es: out.text(),
  name_en: out.text(),
  name_br: out.text(),
  terms_es: out.text(),
  terms_en: out.text(),
  terms_br: out.text(),
};
const adminEntryState = { enabled: out.boolean(), position: out.integer(), usage: out.integer() };

export const adminCategorySchema = out.namedObject('AdminCategory', {
  ...adminEntry,
  icon: out.text().nullable(),
  isDefault: out.boolean(),
  ...adminEntryState,
});

export const adminSkillSchema = out.namedObject('AdminSkill', {
  ...adminEntry,
  categoryId: out.integer(),
  ...adminEntryState,
});
