/**
 * The outbox list (`outbox.ts`) kept in local storage, so a decision taken offline survives a
 * reload or a closed tab, and shared with React through `useOutbox`. Other tabs see changes
 * through the storage event.
 */
import { useSyncExternalStore } from 'react';
import { enqueue, markFailed, parseStored, remove } from './outbox';
import type { Failure, NewEntry, OutboxEntry } from './outbox';

const STORAGE_KEY = 'prosk-agenda-outbox';

function readStored(): OutboxEntry[] {
  try {
    return parseStored(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    return [];
  }
}

let current: OutboxEntry[] = typeof window === 'undefined' ? [] : readStored();
const listeners = new Set<() => void>();

function publish(next: OutboxEntry[]) {
  current = next;
  try {
    if (next.length === 0) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Without storage the list still lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    current = readStored();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const outbox = {
  list: (): OutboxEntry[] => current,
  add: (entry: NewEntry) => publish(enqueue(current, entry)),
  remove: (id: string) => publish(remove(current, id)),
  fail: (id: string, failure: Failure) => publish(markFailed(current, id, failure)),
  subscribe,
};

/** The whole list; filter it with `waiting`, `refused` or `waitingFor` of `outbox.ts`. */
export function useOutbox(): OutboxEntry[] {
  return useSyncExternalStore(subscribe, outbox.list, outbox.list);
}

/** A fresh id for a new entry. */
export const newEntryId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
