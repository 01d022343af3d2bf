import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Socket, io as connectSocket } from 'socket.io-client';
import { CHAT_SOCKET_EVENTS, CHAT_SOCKET_SEND } from '../../../common/chat';
import type { JOB_SOCKET_EVENT } from '../../../common/jobs';
import { isLanguage, DEFAULT_LANGUAGE } from '../../../common/i18n';
import { ApiError, NETWORK_ERROR, apiGet } from '../api/api-client';
import { i18n } from '../i18n/i18n';
import { getToken, notifyUnauthorized } from '../api/auth-token';
import { useSession } from '../session/session';
import { CHAT_KEY, conversationKey, invalidateChatLists } from './chat-api';
import type { Message } from './chat-api';

/** What each chat event carries (server/modules/messaging). */
export interface ChatEvents {
  [CHAT_SOCKET_EVENTS.message]: Message;
  [CHAT_SOCKET_EVENTS.read]: { conversationId: number; userId: number; messageId: number };
  [CHAT_SOCKET_EVENTS.conversation]: { conversationId: number };
  /** A job of the user's changed: an offer's card shows it as it now is. */
  [JOB_SOCKET_EVENT]: NonNullable<Message['offer']>;
  /** Connected, the first time or again after a drop: time to catch up. */
  connect: undefined;
}

/** How long after the server closed the socket it is opened again. */
const RECONNECT_AFTER_SERVER_CLOSE_MS = 1000;
/** The longest wait between two tries while the server cannot check the session. */
const RETRY_MAX_MS = 30_000;

/**
 * The one socket of the signed-in session, shared by every part of the page (the header's badge,
 * the list, the open conversation). `ChatConnection` opens it while someone is signed in and
 * closes it on sign-out; the others only listen.
 */
let shared: Socket | null = null;
const subscribers = new Set<() => void>();

function setShared(socket: Socket | null) {
  shared = socket;
  for (const notify of subscribers) notify();
}

function subscribe(notify: () => void) {
  subscribers.add(notify);
  return () => {
    subscribers.delete(notify);
  };
}

/** How long a message sent over the socket waits for its acknowledgement before it failed. */
const SEND_TIMEOUT_MS = 10_000;

/**
 * Sends a message over the session's open socket (`chat:send`: no HTTP request per message),
 * answered like the route: the stored message, or an `ApiError` with the API's code. Null when
 * no socket is connected: the caller sends over HTTP instead.
 */
export function sendOverSocket(payload: {
  conversationId: number;
  clientMessageId: string;
  body: string;
}): Promise<Message> | null {
  const socket = shared;
  if (!socket?.connected) return null;
  return socket
    .timeout(SEND_TIMEOUT_MS)
    .emitWithAck(CHAT_SOCKET_SEND, payload)
    .then(
      (answer: {
        data?: Message;
        status?: number;
        error?: { code: string; message: string; details?: unknown };
      }) => {
        if (answer.data) return answer.data;
        const error = answer.error;
        throw error
          ? new ApiError(error.code, answer.status ?? 500, error.message, error.details)
          : new ApiError('INTERNAL', 500, null);
      },
      () => {
        // No acknowledgement in time: like a dropped connection, the message may be retried.
        throw new ApiError(NETWORK_ERROR, 0, null);
      },
    );
}

/** The session's socket, or null when signed out. */
export function useChatSocket(): Socket | null {
  return useSyncExternalStore(
    subscribe,
    () => shared,
    () => null,
  );
}

/** Runs `handler` for every `event` of the session's socket, as long as the caller is mounted. */
export function useChatEvent<E extends keyof ChatEvents>(
  event: E,
  handler: (payload: ChatEvents[E]) => void,
) {
  const socket = useChatSocket();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!socket) return undefined;
    const listener = (payload: ChatEvents[E]) => latest.current(payload);
    socket.on(event as string, listener);
    return () => {
      socket.off(event as string, listener);
    };
  }, [socket, event]);
}

/**
 * Keeps the session's socket: opened with the session token on the page's own origin, closed on
 * sign-out or when the token changes. Every event refreshes the conversation list and the
 * unread badge; a (re)connection refreshes everything chat, since pushes may have been missed.
 * Renders nothing; the header mounts it once.
 */
export function ChatConnection() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const token = user ? getToken() : null;
  useEffect(() => {
    if (!token) return undefined;
    // The socket's library loads only for a signed-in user, never on a visitor's first page.
    let cancelled = false;
    let close: (() => void) | undefined;
    void import('socket.io-client').then(({ io }) => {
      if (cancelled) return;
      close = connect(io);
    });
    return () => {
      cancelled = true;
      close?.();
    };

    function connect(io: typeof connectSocket): () => void {
      const socket = io({
        path: '/socket.io',
        // The language answers sent over the socket are written in (errors).
        auth: {
          token,
          language: isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE,
        },
        // Straight to a WebSocket: polling needs sticky sessions behind a balancer.
        transports: ['websocket', 'polling'],
      });
      socket.on('connect', () => {
        void queryClient.invalidateQueries({ queryKey: CHAT_KEY });
      });
      // A refused token signs out; any other refusal (the server could not check the session
      // just now) is asked again later, more slowly each time, since socket.io gives up then.
      let retries = 0;
      let retry: number | undefined;
      socket.on('connect_error', (error: Error) => {
        if (error.message === 'AUTH_INVALID_TOKEN') {
          // Asked of the API, which says why: a suspended account is told its reason there;
          // any other refusal ends the session as before.
          apiGet('/user').catch((refused: unknown) => {
            if (refused instanceof ApiError && refused.code === NETWORK_ERROR) notifyUnauthorized();
          });
          return;
        }
        if (socket.active) return;
        window.clearTimeout(retry);
        const wait = Math.min(RETRY_MAX_MS, RECONNECT_AFTER_SERVER_CLOSE_MS * 2 ** retries);
        retries += 1;
        retry = window.setTimeout(() => socket.connect(), wait);
      });
      socket.on('connect', () => {
        retries = 0;
      });
      // The server closes a socket whose session ended (signed out elsewhere, banned) and all of
      // them when it stops; socket.io does not come back by itself then. Asking again tells the
      // two apart: a refused token signs out, a restarted server simply answers.
      let again: number | undefined;
      socket.on('disconnect', (reason) => {
        if (reason !== 'io server disconnect') return;
        window.clearTimeout(again);
        again = window.setTimeout(() => socket.connect(), RECONNECT_AFTER_SERVER_CLOSE_MS);
      });
      socket.on(CHAT_SOCKET_EVENTS.message, () => invalidateChatLists(queryClient));
      socket.on(CHAT_SOCKET_EVENTS.read, () => invalidateChatLists(queryClient));
      socket.on(
        CHAT_SOCKET_EVENTS.conversation,
        ({ conversationId }: ChatEvents[typeof CHAT_SOCKET_EVENTS.conversation]) => {
          void queryClient.invalidateQueries({ queryKey: conversationKey(conversationId) });
          invalidateChatLists(queryClient);
        },
      );
      setShared(socket);
      return () => {
        window.clearTimeout(again);
        window.clearTimeout(retry);
        setShared(null);
        socket.disconnect();
      };
    }
  }, [token, queryClient]);
  return null;
}
