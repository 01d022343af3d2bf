import type { Language } from '../../../common/i18n';
import type { Platform } from '../../platform';
import { Category } from './models';

export function categoryDto(category: Category, language: Language) {
  const names = { es: category.name_es, en: category.name_en, br: category.name_br };
  return {
    id: category.id,
    slug: category.slug,
    name: names[language],
    names,
    icon: category.icon,
    isDefault: category.is_default,
  };
}

export function createCatalogueService({ db }: Platform) {
  return {
    /** Enabled categories in their display order. */
    listCategories() {
      return Category.query(db).where({ enabled: true }).orderBy(['position', 'id']);
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
