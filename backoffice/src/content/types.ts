import {
  CONTENT_REGIONS,
  CONTENT_STATUSES,
  FAQ_SECTIONS,
  isLegalPage,
  type ContentKind,
  type ContentStatus,
} from '../../../common/content';
import { LANGUAGES, type Language } from '../../../common/i18n';
import type { Schemas } from '../api/contract';

/** An item with every translation, as GET /backoffice/api/{content resource} returns it. */
export type ContentItem = Schemas['AdminContentItem'];
/** One language's words of an item; null where the item has no translation in it. */
export type ContentTranslation = NonNullable<ContentItem['translations']['es']>;
/** A saved version of a translation (GET /backoffice/api/content-versions). */
export type ContentVersion = Schemas['AdminContentVersion'];

/** The item's own fields beyond slug and region: each kind uses some of them. */
export type ContentField =
  'section' | 'position' | 'author' | 'image' | 'link' | 'publishedAt' | 'version' | 'effectiveOn';

export interface ContentKindSpec {
  kind: ContentKind;
  /** The fields the kind's form shows (version and effectiveOn: legal pages only). */
  fields: readonly ContentField[];
  /** Whether translations carry tags (blog posts). */
  tags: boolean;
  /** The columns the API sorts by. */
  sortable: readonly string[];
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
}

/**
 * The back-office resource of each kind of item (server/modules/content/admin-routes.ts) and
 * what its form asks for. Every resource uses the same list and form, parameterised by this.
 */
export const CONTENT_KIND_SPECS = {
  'content-pages': {
    kind: 'page',
    fields: ['version', 'effectiveOn'],
    tags: false,
    sortable: ['id', 'slug', 'region', 'updatedAt'],
    defaultSort: { field: 'id', order: 'ASC' },
  },
  'faq-entries': {
    kind: 'faq',
    fields: ['section', 'position'],
    tags: false,
    sortable: ['id', 'slug', 'region', 'section', 'position', 'updatedAt'],
    defaultSort: { field: 'position', order: 'ASC' },
  },
  'blog-posts': {
    kind: 'post',
    fields: ['author', 'image', 'publishedAt'],
    tags: true,
    sortable: ['id', 'slug', 'region', 'publishedAt', 'updatedAt'],
    defaultSort: { field: 'publishedAt', order: 'DESC' },
  },
  'team-members': {
    kind: 'team',
    fields: ['image', 'position'],
    tags: false,
    sortable: ['id', 'slug', 'position', 'updatedAt'],
    defaultSort: { field: 'position', order: 'ASC' },
  },
  partners: {
    kind: 'partner',
    fields: ['image', 'link', 'position'],
    tags: false,
    sortable: ['id', 'slug', 'position', 'updatedAt'],
    defaultSort: { field: 'position', order: 'ASC' },
  },
} as const satisfies Record<string, ContentKindSpec>;

export type ContentResource = keyof typeof CONTENT_KIND_SPECS;
export const CONTENT_RESOURCES = Object.keys(CONTENT_KIND_SPECS) as ContentResource[];

export const isContentResource = (name: string | undefined): name is ContentResource =>
  name !== undefined && Object.hasOwn(CONTENT_KIND_SPECS, name);

/** The spec of a content resource; a resource of another module gets the pages' spec. */
export const specOf = (resource: string | undefined): ContentKindSpec =>
  CONTENT_KIND_SPECS[isContentResource(resource) ? resource : 'content-pages'];

export const hasField = (spec: ContentKindSpec, field: ContentField) => spec.fields.includes(field);

/** Legal texts (terms, privacy, cookies) are versioned, kept and never deleted. */
export const isLegal = (spec: ContentKindSpec, slug: string | undefined) =>
  spec.kind === 'page' && typeof slug === 'string' && isLegalPage(slug);

export const REGION_CHOICES = CONTENT_REGIONS.map((region) => ({
  id: region,
  name: `backoffice.content.regions.${region}`,
}));

export const SECTION_CHOICES = FAQ_SECTIONS.map((section) => ({
  id: section,
  name: `backoffice.content.sections.${section}`,
}));

export const STATUS_CHOICES = CONTENT_STATUSES.map((status) => ({
  id: status,
  name: `backoffice.content.statuses.${status}`,
}));

/** The translations that may be missing (es is the fallback readers get instead). */
export const OPTIONAL_LANGUAGES = LANGUAGES.filter((language) => language !== 'es');

/** A new translation: empty words, a draft. */
export const emptyTranslation = (): TranslationValues => ({
  title: '',
  summary: '',
  body: '',
  tags: [],
  status: 'draft',
});

/** A translation as the form holds it. */
export interface TranslationValues {
  title: string;
  summary: string;
  body: string;
  tags: string[];
  status: ContentStatus;
}

/** The form's values (a subset of the record, plus whatever react-admin adds). */
export type ContentFormValues = Partial<Omit<ContentItem, 'translations'>> & {
  translations?: Partial<Record<Language, TranslationValues | ContentTranslation | null>>;
};

export const newItemDefaults = (spec: ContentKindSpec): ContentFormValues => ({
  slug: '',
  region: 'all',
  section: spec.kind === 'faq' ? 'clients' : null,
  position: 0,
  translations: { es: emptyTranslation(), en: null, br: null },
});

const text = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? trimmed : null;
};

const isoDateTime = (value: unknown): string | null => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value !== 'string' || !value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/** Tags as typed: a comma-separated line, kept as an array while editing. */
const tagsOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map((tag) => String(tag).trim()).filter((tag) => tag.length > 0)
    : [];

function translationBody(value: unknown, withTags: boolean) {
  if (!value || typeof value !== 'object') return null;
  const t = value as Partial<TranslationValues>;
  return {
    title: t.title ?? '',
    summary: t.summary ?? '',
    body: t.body ?? '',
    tags: withTags ? tagsOf(t.tags) : [],
    status: t.status ?? 'draft',
  };
}

/**
 * The body of POST and PUT made of the form: the item's fields that apply to its kind (the
 * others null), and each translation or null. The server strips anything else.
 */
export function toContentBody(spec: ContentKindSpec, values: ContentFormValues) {
  const uses = (field: ContentField) => hasField(spec, field);
  const legal = isLegal(spec, values.slug ?? undefined);
  const translations = values.translations ?? {};
  return {
    slug: (values.slug ?? '').trim(),
    region: values.region ?? 'all',
    section: uses('section') ? (values.section ?? 'clients') : null,
    // Kept as it is where the form does not show it.
    position: Number(values.position ?? 0) || 0,
    author: uses('author') ? text(values.author) : null,
    image: uses('image') ? text(values.image) : null,
    link: uses('link') ? text(values.link) : null,
    version: legal ? text(values.version) : null,
    effectiveOn: legal ? text(values.effectiveOn) : null,
    publishedAt: uses('publishedAt') ? isoDateTime(values.publishedAt) : null,
    translations: {
      es: translationBody(translations.es, spec.tags) ?? translationBody({}, spec.tags),
      en: translationBody(translations.en, spec.tags),
      br: translationBody(translations.br, spec.tags),
    },
  };
}
