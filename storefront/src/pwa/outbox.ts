/**
 * The outbox of agenda decisions taken offline (`docs/adr/0021-installable-and-offline-agenda.md`):
 * approve or reject an event while there is no connection, and the decision waits here until
 * it can be sent. Pure functions over a plain list, so the rules are unit-tested without a
 * browser; `outbox-store.ts` keeps the list in local storage and `replay.ts` sends it.
 */

export type Decision = 'approved' | 'rejected';

/** Why a decision could not be sent, as the page explains it. */
export type FailureReason =
  /** The event is rejected already (the other side cancelled it, or another device did). */
  | 'alreadyRejected'
  /** Its hour overlaps another approved appointment. */
  | 'slotTaken'
  /** It no longer exists, or is no longer the user's to decide. */
  | 'gone'
  /** Premium ended: the agenda cannot be changed. */
  | 'noPremium'
  /** Any other refusal: the server's message says why. */
  | 'refused';

export interface Failure {
  reason: FailureReason;
  /** The server's translated message, shown for `refused`. */
  message: string | null;
  failedAt: string;
}

export interface OutboxEntry {
  /** A random id, unique per decision: the key the entry is found, replaced and dismissed by. */
  id: string;
  /** The account that decided: only that account's session sends it. */
  userId: number;
  eventId: number;
  action: Decision;
  /** What the notices name: the other party and the start, as shown when deciding. */
  label: { name: string; startsAt: string };
  /** ISO instant; the send order. */
  queuedAt: string;
  /** Set once the server refused it: kept and shown until the user dismisses it. */
  failure: Failure | null;
}

export type NewEntry = Omit<OutboxEntry, 'failure'>;

/**
 * Adds a decision. A later decision on an event still waiting replaces the earlier one (the
 * server would end in the later state either way: approving then rejecting is a rejection),
 * and an old refusal of the same event gives way to the new attempt.
 */
export function enqueue(list: readonly OutboxEntry[], entry: NewEntry): OutboxEntry[] {
  return [
    ...list.filter((item) => !(item.userId === entry.userId && item.eventId === entry.eventId)),
    { ...entry, failure: null },
  ];
}

const byQueuedAt = (a: OutboxEntry, b: OutboxEntry) =>
  a.queuedAt < b.queuedAt ? -1 : a.queuedAt > b.queuedAt ? 1 : 0;

/** The user's decisions still to send, oldest first: the order they were taken in. */
export function waiting(list: readonly OutboxEntry[], userId: number): OutboxEntry[] {
  return list.filter((item) => item.userId === userId && item.failure === null).sort(byQueuedAt);
}

/** The user's refused decisions, oldest first, until dismissed. */
export function refused(list: readonly OutboxEntry[], userId: number): OutboxEntry[] {
  return list.filter((item) => item.userId === userId && item.failure !== null).sort(byQueuedAt);
}

/** The user's waiting decision on one event, if any. */
export function waitingFor(
  list: readonly OutboxEntry[],
  userId: number,
  eventId: number,
): OutboxEntry | undefined {
  return list.find(
    (item) => item.userId === userId && item.eventId === eventId && item.failure === null,
  );
}

export const remove = (list: readonly OutboxEntry[], id: string): OutboxEntry[] =>
  list.filter((item) => item.id !== id);

export const markFailed = (
  list: readonly OutboxEntry[],
  id: string,
  failure: Failure,
): OutboxEntry[] => list.map((item) => (item.id === id ? { ...item, failure } : item));

/** What the server (or its absence) said to one send, as far as the outbox cares. */
export interface SendError {
  /** 0 when the server was not reached. */
  status: number;
  code: string;
  message: string | null;
  details?: unknown;
}

/**
 * What to do after a failed send:
 * - `retry`: not reached, or a passing server trouble (5xx, 408, 429): keep it, stop this
 *   round (later decisions must not overtake it), try again on the next connection;
 * - `signedOut`: the session ended (401): keep it for when the user signs in again;
 * - `refused`: the server said no for good: show why, keep it until dismissed.
 *
 * Sending the same decision twice is harmless: the API answers an event already in the asked
 * status as a success, so a send whose answer was lost is simply sent again.
 */
export function classify(
  error: SendError,
): { kind: 'retry' } | { kind: 'signedOut' } | { kind: 'refused'; reason: FailureReason } {
  const { status } = error;
  if (status === 0 || status >= 500 || status === 408 || status === 429) return { kind: 'retry' };
  if (status === 401) return { kind: 'signedOut' };
  return { kind: 'refused', reason: reasonOf(error) };
}

function reasonOf({ status, code, details }: SendError): FailureReason {
  if (code === 'EVENT_OVERLAP') return 'slotTaken';
  if (code === 'PERMISSION_DENIED') return 'noPremium';
  if (code === 'NOT_FOUND' || code === 'EVENT_NO_ACCESS' || status === 404) return 'gone';
  if (code === 'EVENT_STATUS_INVALID') {
    const now =
      typeof details === 'object' && details !== null && 'status' in details
        ? (details as { status: unknown }).status
        : undefined;
    // An event tied to a job follows the job; the dialog never offers it, so only a stale
    // screen gets here: the server's message tells what to do.
    if (details !== null && typeof details === 'object' && 'jobId' in details) return 'refused';
    if (now === 'rejected') return 'alreadyRejected';
  }
  return 'refused';
}

/** Parses what local storage holds, dropping anything that is not an entry. */
export function parseStored(raw: string | null): OutboxEntry[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (item): item is OutboxEntry =>
      typeof item === 'object' &&
      item !== null &&
      typeof item.id === 'string' &&
      typeof item.userId === 'number' &&
      typeof item.eventId === 'number' &&
      (item.action === 'approved' || item.action === 'rejected') &&
      typeof item.queuedAt === 'string' &&
      typeof item.label === 'object' &&
      item.label !== null,
  );
}
