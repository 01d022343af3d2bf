/** What the content module's routes answer (see server/platform/contract.ts). */
import {
  CONTACT_STATUSES,
  CONTACT_TOPICS,
  CONTENT_KINDS,
  CONTENT_STATUSES,
} from '../../../common/content';
import { LANGUAGES } from '../../../common/i18n';
import { out } from '../../platform/contract';

// Storefront ---------------------------------------------------------------------------------

/** A translation's words, and whether they are es standing in for a missing translation. */
const words = {
  language: out.oneOf(LANGUAGES),
  fallback: out.boolean(),
  title: out.text(),
  summary: out.text(),
};

export const contentPersonSchema = out.namedObject('ContentPerson', {
  slug: out.text(),
  ...words,
  /** Sanitized HTML of the bio. */
  html: out.text(),
  image: out.text().nullable(),
  link: out.text().nullable(),
});

export const contentPageSchema = out.namedObject('ContentPage', {
  slug: out.text(),
  ...words,
  /** Sanitized HTML: no script, no handler; links to screens in the reader's region. */
  html: out.text(),
  version: out.text().nullable(),
  effectiveOn: out.date().nullable(),
  updatedAt: out.dateTime(),
  team: out.list(contentPersonSchema),
  partners: out.list(contentPersonSchema),
});

export const faqSchema = out.namedObject('Faq', {
  entries: out.list(
    out.namedObject('FaqEntry', {
      slug: out.text(),
      section: out.text(),
      ...words,
      html: out.text(),
      /** The answer as plain text (the page's search reads it). */
      text: out.text(),
    }),
  ),
});

const postSummaryShape = {
  slug: out.text(),
  ...words,
  image: out.text().nullable(),
  author: out.text().nullable(),
  publishedAt: out.dateTime(),
  tags: out.list(out.text()),
  readingMinutes: out.integer(),
};

export const postPageSchema = out.namedObject('BlogPostPage', {
  items: out.list(out.namedObject('BlogPostSummary', postSummaryShape)),
  nextCursor: out.text().nullable(),
});

export const postSchema = out.namedObject('BlogPost', {
  ...postSummaryShape,
  html: out.text(),
  updatedAt: out.dateTime(),
});

export const pendingLegalSchema = out.namedObject('PendingLegal', {
  documents: out.list(
    out.namedObject('LegalDocument', {
      slug: out.text(),
      title: out.text(),
      version: out.text(),
      effectiveOn: out.date().nullable(),
    }),
  ),
});

export const contactReceiptSchema = out.namedObject('ContactReceipt', {
  received: out.boolean(),
});

// Back office --------------------------------------------------------------------------------

const adminTranslation = out
  .object({
    title: out.text(),
    summary: out.text(),
    body: out.text(),
    tags: out.list(out.text()),
    status: out.oneOf(CONTENT_STATUSES),
    updatedAt: out.dateTime().nullable(),
    updatedBy: out.text().nullable(),
  })
  .nullable();

export const adminContentItemSchema = out.namedObject('AdminContentItem', {
  id: out.integer(),
  kind: out.oneOf(CONTENT_KINDS),
  slug: out.text(),
  region: out.text(),
  section: out.text().nullable(),
  position: out.integer(),
  author: out.text().nullable(),
  image: out.text().nullable(),
  link: out.text().nullable(),
  version: out.text().nullable(),
  effectiveOn: out.date().nullable(),
  publishedAt: out.dateTime().nullable(),
  updatedAt: out.dateTime(),
  /** The es title (the list's label). */
  title: out.text(),
  /** The languages published. */
  published: out.list(out.text()),
  translations: out.object({ es: adminTranslation, en: adminTranslation, br: adminTranslation }),
});

export const adminContentVersionSchema = out.namedObject('AdminContentVersion', {
  id: out.integer(),
  itemId: out.integer(),
  language: out.oneOf(LANGUAGES),
  version: out.text().nullable(),
  effectiveOn: out.date().nullable(),
  status: out.text(),
  title: out.text(),
  body: out.text(),
  editedBy: out.text().nullable(),
  createdAt: out.dateTime(),
});

export const adminContactSchema = out.namedObject('AdminContactMessage', {
  id: out.integer(),
  name: out.text(),
  email: out.text(),
  topic: out.oneOf(CONTACT_TOPICS),
  message: out.text(),
  language: out.text(),
  region: out.text(),
  status: out.oneOf(CONTACT_STATUSES),
  answer: out.text().nullable(),
  answeredBy: out.text().nullable(),
  answeredAt: out.dateTime().nullable(),
  createdAt: out.dateTime(),
});
