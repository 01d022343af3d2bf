import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import type { Language } from '../../../common/i18n';
import type { Region } from '../../../common/regions';
import { useQueryClient } from '@tanstack/react-query';
import type { ContactInput } from '../../../common/schemas/content';
import { apiGet, apiSend } from '../api/api-client';
import type { Schemas } from '../api/contract';
import { useLanguage } from '../i18n/use-language';
import { useRegion } from '../navigation/use-region';
import { ACCOUNT_QUERY_KEY, useSession } from '../session/session';

export type ContentPage = Schemas['ContentPage'];
export type ContentPerson = Schemas['ContentPerson'];
export type FaqEntry = Schemas['FaqEntry'];
export type BlogPostSummary = Schemas['BlogPostSummary'];
export type BlogPost = Schemas['BlogPost'];
export type LegalDocument = Schemas['LegalDocument'];

/** Content is read in the interface language and the path's region: both are in the keys. */
function useReader() {
  const { language } = useLanguage();
  const region = useRegion();
  return { language, region, key: [language, region] as const };
}

export const contentPageQuery = (slug: string, region: Region, language: Language) =>
  queryOptions({
    queryKey: ['content', 'page', slug, language, region],
    queryFn: ({ signal }) =>
      apiGet<ContentPage>(`/content/pages/${slug}?region=${region}`, { language, signal }),
  });

export function useContentPage(slug: string) {
  const { language, region } = useReader();
  return useQuery({
    ...contentPageQuery(slug, region, language),
    placeholderData: keepPreviousData,
  });
}

export const faqQuery = (region: Region, language: Language) =>
  queryOptions({
    queryKey: ['content', 'faq', language, region],
    queryFn: ({ signal }) =>
      apiGet<Schemas['Faq']>(`/content/faq?region=${region}`, { language, signal }),
  });

export function useFaq() {
  const { language, region } = useReader();
  return useQuery({
    ...faqQuery(region, language),
    select: (answer) => answer.entries,
    placeholderData: keepPreviousData,
  });
}

/** The blog's posts, newest first, a page at a time; `tag` narrows them. */
export const postsQuery = (
  tag: string | undefined,
  limit: number | undefined,
  region: Region,
  language: Language,
) =>
  infiniteQueryOptions({
    queryKey: ['content', 'posts', tag ?? '', limit ?? 0, language, region],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => {
      const search = new URLSearchParams({ region });
      if (tag) search.set('tag', tag);
      if (pageParam) search.set('cursor', pageParam);
      if (limit) search.set('limit', String(limit));
      return apiGet<Schemas['BlogPostPage']>(`/content/posts?${search.toString()}`, {
        language,
        signal,
      });
    },
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function usePosts(tag: string | undefined, limit?: number) {
  const { language, region } = useReader();
  return useInfiniteQuery(postsQuery(tag, limit, region, language));
}

export const postQuery = (slug: string, region: Region, language: Language) =>
  queryOptions({
    queryKey: ['content', 'post', slug, language, region],
    queryFn: ({ signal }) =>
      apiGet<BlogPost>(`/content/posts/${encodeURIComponent(slug)}?region=${region}`, {
        language,
        signal,
      }),
  });

export function usePost(slug: string) {
  const { language, region } = useReader();
  return useQuery({ ...postQuery(slug, region, language), placeholderData: keepPreviousData });
}

const legalKey = [...ACCOUNT_QUERY_KEY, 'legal'] as const;

/** The legal texts of the account's region the signed-in user has still to accept. */
export function usePendingLegal() {
  const { user } = useSession();
  const { language, key } = useReader();
  const region = user?.region ?? 'uy';
  return useQuery({
    queryKey: [...legalKey, ...key],
    queryFn: ({ signal }) =>
      apiGet<Schemas['PendingLegal']>(`/content/legal/pending?region=${region}`, {
        language,
        signal,
      }),
    enabled: Boolean(user),
    select: (answer) => answer.documents,
    staleTime: 5 * 60_000,
  });
}

export function useAcceptLegal() {
  const client = useQueryClient();
  const { user } = useSession();
  const { language, key } = useReader();
  const region = user?.region ?? 'uy';
  return useMutation({
    mutationFn: (documents: LegalDocument[]) =>
      apiSend<Schemas['PendingLegal']>('/content/legal/accept', {
        method: 'POST',
        language,
        body: { region, documents: documents.map((d) => ({ slug: d.slug, version: d.version })) },
      }),
    onSuccess: (answer) => client.setQueryData([...legalKey, ...key], answer),
    onError: () => client.invalidateQueries({ queryKey: legalKey }),
  });
}

export function useSendContact() {
  const { language, region } = useReader();
  return useMutation({
    mutationFn: (input: ContactInput) =>
      apiSend<Schemas['ContactReceipt']>('/contact', {
        method: 'POST',
        language,
        body: { ...input, region },
      }),
  });
}
