import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../common/i18n';
import type { Region } from '../../../common/regions';
import { apiGet } from '../api/api-client';
import type { Answer, Schemas } from '../api/contract';
import { useLanguage } from '../i18n/use-language';
import { useRegion } from '../navigation/use-region';

export type Category = Schemas['Category'];

/**
 * All categories, with the slugs of the page's region (docs/adr/0028-translated-slugs.md). The
 * language is part of the key because the server translates `name` and its error messages by
 * Accept-Language; the previous list stays on screen while the new language's answer arrives.
 */
export const categoriesQuery = (region: Region, language: Language) =>
  queryOptions({
    queryKey: ['categories', region, language],
    queryFn: ({ signal }) =>
      apiGet<Answer<'/categories'>>(`/categories?region=${region}`, { language, signal }),
  });

export function useCategories() {
  const { language } = useLanguage();
  const region = useRegion();
  return useQuery({
    ...categoriesQuery(region, language),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
}

/** The category's name in the interface language, falling back to the server's choice. */
export function categoryName(category: Category, language: Language): string {
  return category.names?.[language] || category.name;
}
