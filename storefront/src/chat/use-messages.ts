import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_SOCKET_EVENTS } from '../../../common/chat';
import { fetchMessages } from '../conversations/chat-api';
import type { Message } from '../conversations/chat-api';
import { useChatEvent } from '../conversations/chat-socket';

export interface MessagesState {
  /** The messages held, oldest first, without gaps. */
  messages: Message[];
  status: 'loading' | 'ready' | 'error';
  error: unknown;
  hasOlder: boolean;
  loadingOlder: boolean;
  olderError: unknown;
}

const INITIAL: MessagesState = {
  messages: [],
  status: 'loading',
  error: null,
  hasOlder: false,
  loadingOlder: false,
  olderError: null,
};

/**
 * Merges messages into those held (a changed one, e.g. deleted, replaces its old copy). One
 * older than the oldest held is left out while older pages remain, so no gap appears.
 */
export function mergeMessages(held: Message[], incoming: Message[], hasOlder: boolean): Message[] {
  const byId = new Map(held.map((message) => [message.id, message]));
  const oldest = held[0]?.id;
  for (const message of incoming) {
    if (hasOlder && oldest !== undefined && message.id < oldest && !byId.has(message.id)) continue;
    byId.set(message.id, message);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * The messages of one conversation: the newest page first, older pages on demand, new and
 * changed ones from the socket, and a catch-up (`after` the newest held) on every reconnection,
 * since a push may have been missed while the socket was down.
 */
export function useMessages(conversationId: number) {
  const [state, setState] = useState<MessagesState>(INITIAL);
  const current = useRef(state);
  useEffect(() => {
    current.current = state;
  });
  const [attempt, setAttempt] = useState(0);

  const merge = useCallback((incoming: Message[]) => {
    setState((held) => ({
      ...held,
      messages: mergeMessages(held.messages, incoming, held.hasOlder),
    }));
  }, []);

  /** An offer's job changed: its cards show it as it now is. */
  const updateOffer = useCallback((offer: NonNullable<Message['offer']>) => {
    setState((held) =>
      held.messages.some((message) => message.jobId === offer.jobId)
        ? {
            ...held,
            messages: held.messages.map((message) =>
              message.jobId === offer.jobId ? { ...message, offer } : message,
            ),
          }
        : held,
    );
  }, []);

  useEffect(() => {
    let cancelled = false;
    setState(INITIAL);
    fetchMessages(conversationId).then(
      (page) => {
        if (cancelled) return;
        setState((held) => ({
          ...held,
          status: 'ready',
          error: null,
          hasOlder: page.hasOlder,
          messages: mergeMessages(page.data, held.messages, page.hasOlder),
        }));
      },
      (error: unknown) => {
        if (!cancelled) setState((held) => ({ ...held, status: 'error', error }));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [conversationId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const loadOlder = useCallback(async () => {
    const held = current.current;
    const oldest = held.messages[0]?.id;
    if (held.loadingOlder || !held.hasOlder || oldest === undefined) return;
    setState((s) => ({ ...s, loadingOlder: true, olderError: null }));
    try {
      const page = await fetchMessages(conversationId, { before: oldest });
      setState((s) => ({
        ...s,
        loadingOlder: false,
        hasOlder: page.hasOlder,
        messages: mergeMessages(s.messages, page.data, false),
      }));
    } catch (error) {
      setState((s) => ({ ...s, loadingOlder: false, olderError: error }));
    }
  }, [conversationId]);

  const catchUp = useCallback(async () => {
    const held = current.current;
    if (held.status !== 'ready') {
      if (held.status === 'error') retry();
      return;
    }
    let after = held.messages.at(-1)?.id;
    try {
      if (after === undefined) {
        // Nothing held yet: the newest page is everything there is to catch up on.
        const page = await fetchMessages(conversationId);
        setState((s) => ({
          ...s,
          hasOlder: page.hasOlder,
          messages: mergeMessages(page.data, s.messages, page.hasOlder),
        }));
        return;
      }
      for (;;) {
        const page = await fetchMessages(conversationId, { after });
        merge(page.data);
        const newest = page.data.at(-1)?.id;
        if (!page.hasNewer || newest === undefined) break;
        after = newest;
      }
    } catch {
      // The next reconnection or a reload tries again.
    }
  }, [conversationId, merge, retry]);

  useChatEvent(CHAT_SOCKET_EVENTS.message, (message) => {
    if (message.conversationId === conversationId) merge([message]);
  });
  useChatEvent('connect', () => void catchUp());

  return { ...state, merge, updateOffer, loadOlder, retry };
}
