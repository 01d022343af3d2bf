import { countedNotice, type Usage } from '../components/Usage';
import { currentLanguage } from '../i18n-provider';
import { ENTRY_FIELDS } from '../../../common/schemas/catalogue';
import type { Schemas } from '../api/contract';

/** What categories and skills share, as the staff API returns them. */
export type CatalogueEntry = Omit<Schemas['AdminSkill'], 'categoryId'>;

/** A category as GET /backoffice/api/categories returns it. */
export type Category = Schemas['AdminCategory'];

/** What POST and PUT accept for a category; id and usage are the server's. */
export const CATEGORY_FIELDS = [
  ...ENTRY_FIELDS,
  'icon',
  'isDefault',
  'enabled',
  'position',
] as const;

/** Keeps only the listed fields of a form's data, for the create and update bodies. */
export const pickFields =
  <T extends object, K extends keyof T>(fields: readonly K[]) =>
  (data: Partial<T>): Partial<Pick<T, K>> =>
    Object.fromEntries(fields.map((field) => [field, data[field]])) as Partial<Pick<T, K>>;

export const toCategoryBody = pickFields<Category, (typeof CATEGORY_FIELDS)[number]>(
  CATEGORY_FIELDS,
);

/**
 * The entry's name in the interface language: how categories and skills are named in titles,
 * references and confirmations (react-admin re-renders everything when the language changes).
 */
export const nameInCurrentLanguage = (entry: CatalogueEntry): string =>
  entry[`name_${currentLanguage()}`];

/**
 * A category or skill no profile uses may be deleted; one in use can only be disabled, so that
 * the profiles which chose it keep it. The server still refuses a category that has skills
 * (CATEGORY_IN_USE).
 */
export const catalogueUsage = (resource: 'categories' | 'skills'): Usage<CatalogueEntry> => ({
  inUse: (entry) => entry.usage > 0,
  name: nameInCurrentLanguage,
  notice: countedNotice(`backoffice.${resource}`, (entry) => entry.usage),
});
