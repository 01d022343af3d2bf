/**
 * Query hooks of the catalogue API (`server/modules/catalogue/API.md`): profile search, one
 * profile with its posts and gallery, favorites, completeness, categories and skills of the
 * signed-in prosker. Keys holding the user's own data start with `['account', …]` so that
 * signing out forgets them.
 */
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Language } from '../../../common/i18n';
import type { Region } from '../../../common/regions';
import { apiGet, apiSend } from '../api/api-client';
import type { Answer, Schemas } from '../api/contract';
import { useLanguage } from '../i18n/use-language';
import { useRegion } from '../navigation/use-region';
import { proskerReviewsQuery, proskerServicesQuery } from './prosker-queries';
import { ACCOUNT_QUERY_KEY, useSession } from '../session/session';

export type ProfileCard = Schemas['ProfileCard'];
export type Completeness = Schemas['ProfileCompleteness'];
export type ProfileDetail = Schemas['ProfileDetail'];

/**
 * What a post may carry (one at most): a photo (`thumbUrl`), an MP4 video or a PDF file
 * (`name`, `size`).
 */
export type PostAttachment = Schemas['PostAttachment'];
export type PostAttachmentKind = PostAttachment['kind'];
export type Post = Schemas['ProfilePost'];
export type MediaItem = Schemas['ProfileMediaItem'];

export type Skill = Schemas['Skill'];
export type CategoryWithSkills = Schemas['CategoryWithSkills'];

/** The search filters, as they stand in the address of `perfiles`. */
export interface ProfileFilters {
  q?: string;
  category?: string;
  skill?: string;
  department?: string;
  minRating?: string;
}

export const FILTER_NAMES = ['q', 'category', 'skill', 'department', 'minRating'] as const;

function query(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const COMPLETENESS_KEY = [...ACCOUNT_QUERY_KEY, 'completeness'] as const;
export const FAVORITES_KEY = [...ACCOUNT_QUERY_KEY, 'favorites'] as const;
const MY_PROFILE_KEY = [...ACCOUNT_QUERY_KEY, 'profile'] as const;

/** `GET /profiles` of a region, with cursor pagination ("load more"): the search's query. */
export const profileSearchQuery = (
  filters: ProfileFilters,
  limit: number,
  region: Region,
  language: Language,
) =>
  infiniteQueryOptions({
    queryKey: ['profiles', region, filters, limit, language],
    queryFn: ({ pageParam, signal }) =>
      apiGet<Answer<'/profiles'>>(
        `/profiles${query({ ...filters, region, cursor: pageParam ?? undefined, limit: String(limit) })}`,
        { language, signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** `GET /profiles` of the page's region, with cursor pagination ("load more"). */
export function useProfileSearch(filters: ProfileFilters, limit = 12) {
  const { language } = useLanguage();
  const region = useRegion();
  return useInfiniteQuery({
    ...profileSearchQuery(filters, limit, region, language),
    placeholderData: keepPreviousData,
  });
}

/** `GET /profiles/{username}` with the page's region's slugs. */
const profilePath = (username: string, region: Region) =>
  `/profiles/${encodeURIComponent(username)}${query({ region })}`;

/**
 * One profile as `viewerId` sees it (null: a visitor; the owner's answer carries
 * `completeness`). In the browser, once it answers, what its page shows beside it (services,
 * reviews, posts, photos) is asked for at once rather than after a render; on the server the
 * route's loader asks for them (`routing/loaders.ts`).
 */
export const profileQuery = (
  username: string,
  viewerId: number | null,
  region: Region,
  language: Language,
) =>
  queryOptions({
    queryKey: ['profile', username, viewerId, region, language],
    queryFn: async ({ signal, client }) => {
      const profile = await apiGet<ProfileDetail>(profilePath(username, region), {
        language,
        signal,
      });
      if (typeof window !== 'undefined') void prefetchBesideProfile(client, username, profile.id);
      return profile;
    },
  });

/** What a profile's page shows beside the profile, asked for together. */
export function prefetchBesideProfile(client: QueryClient, username: string, proskerId: number) {
  return Promise.all([
    client.prefetchQuery(proskerServicesQuery(proskerId)),
    client.prefetchQuery(proskerReviewsQuery(proskerId)),
    client.prefetchInfiniteQuery(profilePostsQuery(username)),
    client.prefetchQuery(profileMediaQuery(username)),
  ]);
}

export function useProfile(username: string, enabled = true) {
  const { language } = useLanguage();
  const region = useRegion();
  const { user } = useSession();
  return useQuery({ ...profileQuery(username, user?.id ?? null, region, language), enabled });
}

export const profilePostsQuery = (username: string) =>
  infiniteQueryOptions({
    queryKey: ['profile', username, 'posts'],
    queryFn: ({ pageParam, signal }) =>
      apiGet<Answer<'/profiles/{query}/posts'>>(
        `/profiles/${encodeURIComponent(username)}/posts${postsQuery(pageParam)}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useProfilePosts(username: string, enabled = true) {
  return useInfiniteQuery({ ...profilePostsQuery(username), enabled });
}

function postsQuery(cursor: string | null): string {
  return query({ cursor: cursor ?? undefined });
}

export const profileMediaQuery = (username: string) =>
  queryOptions({
    queryKey: ['profile', username, 'media'],
    queryFn: ({ signal }) =>
      apiGet<Answer<'/profiles/{query}/media'>>(`/profiles/${encodeURIComponent(username)}/media`, {
        signal,
      }),
  });

export function useProfileMedia(username: string, enabled = true) {
  return useQuery({ ...profileMediaQuery(username), select: (answer) => answer.data, enabled });
}

/** The signed-in user's completeness; only asked for proskers. */
export function useCompleteness(enabled = true) {
  return useQuery({
    queryKey: COMPLETENESS_KEY,
    queryFn: ({ signal }) => apiGet<Answer<'/user/completeness'>>('/user/completeness', { signal }),
    enabled,
    staleTime: 0,
  });
}

/** The signed-in user's own profile (owner's view), for the settings pages. */
export function useMyProfile(username: string) {
  const { language } = useLanguage();
  const region = useRegion();
  return useQuery({
    queryKey: [...MY_PROFILE_KEY, username, region, language],
    queryFn: ({ signal }) =>
      apiGet<ProfileDetail>(profilePath(username, region), { language, signal }),
  });
}

/** After any change to the user's profile: completeness, own profile, public views. */
export function useInvalidateProfile() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: COMPLETENESS_KEY }),
      queryClient.invalidateQueries({ queryKey: MY_PROFILE_KEY }),
      queryClient.invalidateQueries({ queryKey: ['profile'] }),
      queryClient.invalidateQueries({ queryKey: ['profiles'] }),
    ]);
}

export function useFavorites(enabled = true) {
  const { language } = useLanguage();
  const region = useRegion();
  return useInfiniteQuery({
    queryKey: [...FAVORITES_KEY, region, language],
    queryFn: ({ pageParam, signal }) =>
      apiGet<Answer<'/user/favorites'>>(
        `/user/favorites${query({ cursor: pageParam ?? undefined, region })}`,
        {
          language,
          signal,
        },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

export function useAddFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => apiSend('/user/favorites', { body: { userId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVORITES_KEY }),
  });
}

export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => apiSend(`/user/favorites/${userId}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVORITES_KEY }),
  });
}

/**
 * A category by a slug of the page's region (or of another region: the answer's `slug` is the
 * region's, and the page moves there; docs/adr/0028-translated-slugs.md).
 */
export const categoryQuery = (slug: string, region: Region, language: Language) =>
  queryOptions({
    queryKey: ['category', slug, region, language],
    queryFn: async ({ signal, client }) => {
      const category = await apiGet<CategoryWithSkills>(
        `/categories/${encodeURIComponent(slug)}${query({ region })}`,
        { language, signal },
      );
      // The page moves to the region's slug: its answer is this one.
      if (category.slug !== slug) {
        client.setQueryData(categoryQuery(category.slug, region, language).queryKey, category);
      }
      return category;
    },
  });

export function useCategory(slug: string) {
  const { language } = useLanguage();
  const region = useRegion();
  return useQuery(categoryQuery(slug, region, language));
}

/** Every enabled skill, with the page's region's slugs. */
export const skillsQuery = (region: Region, language: Language) =>
  queryOptions({
    queryKey: ['skills', region, language],
    queryFn: ({ signal }) =>
      apiGet<Answer<'/skills'>>(`/skills${query({ region })}`, { language, signal }),
    staleTime: 5 * 60_000,
  });

export function useSkills() {
  const { language } = useLanguage();
  const region = useRegion();
  return useQuery({ ...skillsQuery(region, language), select: (answer) => answer.data });
}

export function skillName(skill: Skill, language: Language): string {
  return skill.names?.[language] || skill.name;
}
