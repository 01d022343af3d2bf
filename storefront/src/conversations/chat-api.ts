import { keepPreviousData, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { pathFor } from '../../../common/routes';
import { CHAT_PAGE_SIZE, type ChatAttachmentKind } from '../../../common/chat';
import { ApiError, apiGet, apiSend } from '../api/api-client';
import { apiUpload } from '../api/upload';
import { sendOverSocket } from './chat-socket';
import type { Answer, Schemas } from '../api/contract';
import { useRegion } from '../navigation/use-region';
import { ACCOUNT_QUERY_KEY, useSession } from '../session/session';

export type Conversation = Schemas['Conversation'];
export type ConversationSummary = Schemas['ConversationSummary'];
export type Message = Schemas['Message'];
export type MessagePage = Schemas['MessagePage'];
export type ChatPerson = Schemas['ChatPerson'];
export type ConversationJob = Schemas['ConversationJob'];

/** Under the account's key, so that signing out forgets every conversation. */
export const CHAT_KEY = [...ACCOUNT_QUERY_KEY, 'chat'] as const;
export const conversationsKey = [...CHAT_KEY, 'conversations'] as const;
export const unreadKey = [...CHAT_KEY, 'unread'] as const;
export const conversationKey = (id: number) => [...CHAT_KEY, 'conversation', id] as const;

/** After a message or a read: the list's order and counts and the header's badge change. */
export function invalidateChatLists(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: conversationsKey });
  void queryClient.invalidateQueries({ queryKey: unreadKey });
}

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** `GET /conversations`: newest activity first, by cursor; `q` finds names and message text. */
export function useConversations(q: string) {
  const { user } = useSession();
  return useInfiniteQuery({
    queryKey: [...conversationsKey, q],
    queryFn: ({ pageParam, signal }) =>
      apiGet<Answer<'/conversations'>>(
        `/conversations${query({ q, cursor: pageParam ?? undefined, limit: CHAT_PAGE_SIZE })}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    enabled: Boolean(user),
  });
}

/** How many conversations have unread messages: the header's badge. */
export function useUnread() {
  const { user } = useSession();
  return useQuery({
    queryKey: unreadKey,
    queryFn: ({ signal }) =>
      apiGet<Answer<'/conversations/unread'>>('/conversations/unread', { signal }),
    enabled: Boolean(user),
  });
}

export function useConversation(id: number) {
  return useQuery({
    queryKey: conversationKey(id),
    queryFn: ({ signal }) =>
      apiGet<Answer<'/conversations/{id}'>>(`/conversations/${id}`, { signal }),
  });
}

/** A page of messages, oldest first: the newest, `before` an id (older) or `after` one. */
export function fetchMessages(
  id: number,
  at: { before?: number; after?: number } = {},
): Promise<MessagePage> {
  return apiGet<MessagePage>(
    `/conversations/${id}/messages${query({ ...at, limit: CHAT_PAGE_SIZE })}`,
  );
}

/** Sends a text over the open socket, or over HTTP without one; the same id on a retry. */
export function sendMessage(id: number, clientMessageId: string, body: string): Promise<Message> {
  return (
    sendOverSocket({ conversationId: id, clientMessageId, body }) ??
    apiSend<Message>(`/conversations/${id}/messages`, { body: { clientMessageId, body } })
  );
}

export function deleteMessage(id: number, messageId: number): Promise<Message> {
  return apiSend<Message>(`/conversations/${id}/messages/${messageId}`, { method: 'DELETE' });
}

export function markRead(id: number, messageId: number) {
  return apiSend<Answer<'/conversations/{id}/read', 'post'>>(`/conversations/${id}/read`, {
    body: { messageId },
  });
}

export function setBlocked(id: number, blocked: boolean): Promise<Conversation> {
  return apiSend<Conversation>(`/conversations/${id}/block`, {
    method: blocked ? 'PUT' : 'DELETE',
  });
}

export function reportConversation(id: number, reason: string) {
  return apiSend(`/conversations/${id}/reports`, { body: { reason } });
}

/** The kind the server expects for a chosen file: PDFs are files, everything else an image. */
export function attachmentKind(file: File): ChatAttachmentKind {
  return file.type === 'application/pdf' ? 'file' : 'image';
}

/** `POST /conversations/:id/attachments` as multipart (`clientMessageId`, then `file`), with progress. */
export function sendAttachment(
  id: number,
  clientMessageId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<Message> {
  return apiUpload<Message>(`/conversations/${id}/attachments?kind=${attachmentKind(file)}`, file, {
    onProgress,
    fields: { clientMessageId },
  });
}

/** The existing conversation's id a CONVERSATION_EXISTS answer carries, if that is the error. */
function existingConversation(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'CONVERSATION_EXISTS') return null;
  const details = error.details;
  if (typeof details !== 'object' || details === null) return null;
  const id = Number((details as Record<string, unknown>).conversationId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Opens the conversation with a prosker (the caller is the client) or, for a prosker, with a
 * client, and goes there (with `search`, such as `?offer=1`); an existing conversation (409
 * CONVERSATION_EXISTS) is gone to too.
 */
export function useStartConversation(search = '') {
  const navigate = useNavigate();
  const region = useRegion();
  return useMutation({
    mutationFn: async (to: { proskerId: number } | { clientId: number }) => {
      try {
        const created = await apiSend<Conversation>('/conversations', { body: to });
        return created.id;
      } catch (error) {
        const existing = existingConversation(error);
        if (existing === null) throw error;
        return existing;
      }
    },
    onSuccess: (conversationId) => {
      void navigate({ pathname: pathFor('chat', region, { conversationId }), search });
    },
  });
}
