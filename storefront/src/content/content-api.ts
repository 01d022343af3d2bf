import { keepPreviousData, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import type { ContactInput } from '../../../common/schemas/content';
import { apiGet, apiSend } from '../api/api-client';
import type { Schemas } from '../api/contract';
import { useLanguage } from '../i18n/use-language';
import { useRegion } from '../routing/use-region';
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

export function useContentPage(slug: string) {
  const { language, region, key } = useReader();
  return useQuery({
    queryKey: ['content', 'page', slug, ...key],
    queryFn: ({ signal }) =>
      apiGet<ContentPage>(`/content/pages/${slug}?region=${region}`, { language, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useFaq() {
  const { language, region, key } = useReader();
  return useQuery({
    queryKey: ['content', 'faq', ...key],
    queryFn: ({ signal }) =>
      apiGet<Schemas['Faq']>(`/content/faq?region=${region}`, { language, signal }),
    select: (answer) => answer.entries,
    placeholderData: keepPreviousData,
  });
}

/** The blog's posts, newest first, a page at a time; `tag` narrows them. */
export function usePosts(tag: string | undefined, limit?: number) {
  const { language, region, key } = useReader();
  return useInfiniteQuery({
    queryKey: ['content', 'posts', tag ?? '', limit ?? 0, ...key],
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
}

export function usePost(slug: string) {
  const { language, region, key } = useReader();
  return useQuery({
    queryKey: ['content', 'post', slug, ...key],
    queryFn: ({ signal }) =>
      apiGet<BlogPost>(`/content/posts/${encodeURIComponent(slug)}?region=${region}`, {
        language,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
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
