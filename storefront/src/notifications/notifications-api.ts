import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { NOTIFICATIONS_PAGE_SIZE, NOTIFICATION_SOCKET_EVENT } from '../../../common/notifications';
import { apiGet, apiSend } from '../api/api-client';
import type { Schemas } from '../api/contract';
import { useChatSocket } from '../conversations/chat-socket';
import { ACCOUNT_QUERY_KEY, useSession } from '../session/session';

/** One notice of the signed-in user, its title and body already in the user's language; its
 * link a storefront path with the region prefix (e.g. "/br/admin-servicos-detalhe/12"). */
export type Notice = Schemas['Notice'];

/** `GET /notifications`: newest first, `hasMore` when older ones remain. */
export type NoticePage = Schemas['NoticePage'];

export type UnreadCount = Schemas['NoticeUnread'];

/** `GET|POST /unsubscribe/{token}`: what the link turns off, the address masked. */
export type UnsubscribeTarget = Schemas['Unsubscribe'];

/** What the socket brings with `notification:new`. */
export interface NewNoticeEvent {
  notification: Notice;
  unread: number;
}

/** Under the account's key, so that signing out forgets every notice. */
export const NOTICES_KEY = [...ACCOUNT_QUERY_KEY, 'notifications'] as const;
export const unreadNoticesKey = [...NOTICES_KEY, 'unread'] as const;
const listKey = [...NOTICES_KEY, 'list'] as const;
const latestKey = [...NOTICES_KEY, 'latest'] as const;

/** How many notices the header's menu shows. */
export const LATEST_COUNT = 6;

function noticesPath(before: number | undefined, limit: number): string {
  const search = new URLSearchParams({ limit: String(limit) });
  if (before !== undefined) search.set('before', String(before));
  return `/notifications?${search.toString()}`;
}

/**
 * Only a path of this site is followed: a notice's link is made by the server, but a link that
 * left the site (`//host`, `https:`) would be a way out nobody meant.
 */
export function safeLink(link: string): string | null {
  return link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\') ? link : null;
}

/** How many notices wait to be read: the bell's badge, refreshed when the tab comes back. */
export function useUnreadNotices() {
  const { user } = useSession();
  return useQuery({
    queryKey: unreadNoticesKey,
    queryFn: ({ signal }) => apiGet<UnreadCount>('/notifications/unread', { signal }),
    enabled: Boolean(user),
    refetchOnWindowFocus: true,
    staleTime: 30_000,
  });
}

/** The header menu's newest notices, asked for when the menu opens. */
export function useLatestNotices(enabled: boolean) {
  return useQuery({
    queryKey: latestKey,
    queryFn: ({ signal }) => apiGet<NoticePage>(noticesPath(undefined, LATEST_COUNT), { signal }),
    enabled,
    staleTime: 0,
  });
}

/** The page's list: newest first, older pages by cursor (the last id held). */
export function useNoticePages() {
  return useInfiniteQuery({
    queryKey: listKey,
    queryFn: ({ pageParam, signal }) =>
      apiGet<NoticePage>(noticesPath(pageParam, NOTIFICATIONS_PAGE_SIZE), { signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.data.at(-1)?.id : undefined),
    refetchOnWindowFocus: true,
  });
}

/** Sets `read` on the held notices (one, or all) in every list and menu, without a refetch. */
function markHeld(queryClient: QueryClient, id: number | 'all') {
  const mark = (notice: Notice) =>
    id === 'all' || notice.id === id ? { ...notice, read: true } : notice;
  queryClient.setQueryData<NoticePage>(latestKey, (page) =>
    page ? { ...page, data: page.data.map(mark) } : page,
  );
  queryClient.setQueryData<InfiniteData<NoticePage>>(listKey, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, data: page.data.map(mark) })) }
      : data,
  );
}

function setUnread(queryClient: QueryClient, unread: number) {
  queryClient.setQueryData<UnreadCount>(unreadNoticesKey, { unread });
}

/** `POST /notifications/{id}/read`: the notice shows read at once, the badge follows. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiSend<UnreadCount>(`/notifications/${id}/read`),
    onMutate: (id) => markHeld(queryClient, id),
    onSuccess: ({ unread }) => setUnread(queryClient, unread),
    onError: () => void queryClient.invalidateQueries({ queryKey: NOTICES_KEY }),
  });
}

/** `POST /notifications/read-all`. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<UnreadCount>('/notifications/read-all'),
    onSuccess: ({ unread }) => {
      markHeld(queryClient, 'all');
      setUnread(queryClient, unread);
    },
  });
}

/**
 * Follows `notification:new` on the chat's socket (the session's only one): the badge takes the
 * count the server sends and the lists are asked again; a (re)connection asks everything again,
 * since pushes may have been missed. Mounted once, by the bell.
 */
export function useNoticeEvents() {
  const socket = useChatSocket();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket) return undefined;
    const onNotice = ({ unread }: NewNoticeEvent) => {
      setUnread(queryClient, unread);
      void queryClient.invalidateQueries({ queryKey: latestKey });
      void queryClient.invalidateQueries({ queryKey: listKey });
    };
    const onConnect = () => void queryClient.invalidateQueries({ queryKey: NOTICES_KEY });
    socket.on(NOTIFICATION_SOCKET_EVENT, onNotice);
    socket.on('connect', onConnect);
    return () => {
      socket.off(NOTIFICATION_SOCKET_EVENT, onNotice);
      socket.off('connect', onConnect);
    };
  }, [socket, queryClient]);
}

const unsubscribeKey = (token: string) => ['unsubscribe', token] as const;

/** `GET /unsubscribe/{token}`: public, what the link would turn off. */
export const unsubscribeTargetQuery = (token: string) =>
  queryOptions({
    queryKey: unsubscribeKey(token),
    queryFn: ({ signal }) =>
      apiGet<UnsubscribeTarget>(`/unsubscribe/${encodeURIComponent(token)}`, { signal }),
    staleTime: Infinity,
  });

export function useUnsubscribeTarget(token: string) {
  return useQuery(unsubscribeTargetQuery(token));
}

/** `POST /unsubscribe/{token}`: turns that topic's channel off. */
export function useUnsubscribe(token: string) {
  return useMutation({
    mutationFn: () => apiSend<UnsubscribeTarget>(`/unsubscribe/${encodeURIComponent(token)}`),
  });
}
