/**
 * Catalogue rules shared by the server and the storefront: what a profile post may hold and the
 * kinds of file a post may carry.
 */
import { yup } from '../validation';

export const POST_TITLE_MAX = 200;
export const POST_CONTENT_MAX = 5000;

export const POST_ATTACHMENT_KINDS = ['image', 'video', 'file'] as const;
export type PostAttachmentKind = (typeof POST_ATTACHMENT_KINDS)[number];

/** A new post: a title and a text, both required, within their lengths. */
export const postSchema = yup.object({
  title: yup.string().trim().required().max(POST_TITLE_MAX),
  content: yup.string().trim().required().max(POST_CONTENT_MAX),
});

/** Lower-case letters, digits and hyphens: part of the storefront's addresses. */
const slug = () =>
  yup
    .string()
    .trim()
    .required()
    .max(60)
    .matches(/^[a-z0-9-]+$/, { message: { key: 'fields.slug' } });
const entryName = () => yup.string().trim().required().max(80);
const position = () => yup.number().integer().min(0).max(10000).optional();
/** The words people type for an entry, separated by commas (search by trade). */
export const TERMS_MAX = 2000;
const terms = () => yup.string().trim().max(TERMS_MAX).optional();
const termsByLanguage = () => ({ terms_es: terms(), terms_en: terms(), terms_br: terms() });

/**
 * What categories and skills both carry as staff edit them, by column: each region's slug, the
 * names and the search words.
 */
export const ENTRY_FIELDS = [
  'slug',
  'slug_br',
  'name_es',
  'name_en',
  'name_br',
  'terms_es',
  'terms_en',
  'terms_br',
] as const;

/** A category as staff create or change it in the back office. */
export const categorySchema = yup.object({
  slug: slug(),
  /** The slug of the br region's addresses, in Portuguese (`slug` is uy's). */
  slug_br: slug(),
  name_es: entryName(),
  name_en: entryName(),
  name_br: entryName(),
  ...termsByLanguage(),
  icon: yup.string().trim().max(40).nullable().optional(),
  isDefault: yup.boolean().optional(),
  enabled: yup.boolean().optional(),
  position: position(),
});

/** A skill (a category's modality) as staff create or change it in the back office. */
export const skillSchema = yup.object({
  slug: slug(),
  slug_br: slug(),
  categoryId: yup.number().integer().positive().required(),
  name_es: entryName(),
  name_en: entryName(),
  name_br: entryName(),
  ...termsByLanguage(),
  enabled: yup.boolean().optional(),
  position: position(),
});
