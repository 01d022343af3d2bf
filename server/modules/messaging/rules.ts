/** Pure decisions of the chat: who may send, what a person's state is, what search compares. */
import type { ChatSendRefusal } from '../../../common/chat';
import { CONVERSATIONS_PER_DAY, NEW_ACCOUNT_DAYS } from '../../../common/constants';
import { searchNormalize } from '../../../common/search';

/**
 * How many conversations a user may open in a day: fewer while their account is younger than
 * NEW_ACCOUNT_DAYS (a fresh account cannot write to everyone at once).
 */
export function conversationsPerDay(accountCreatedAt: Date, now: Date = new Date()): number {
  const ageDays = (now.getTime() - accountCreatedAt.getTime()) / 86_400_000;
  return ageDays < NEW_ACCOUNT_DAYS
    ? CONVERSATIONS_PER_DAY.newAccount
    : CONVERSATIONS_PER_DAY.established;
}

export interface SendState {
  blockedByMe: boolean;
  blockedByOther: boolean;
  other: { banned: boolean; closed: boolean };
}

/** Why the member may not send now, or null when they may. The other's leaving comes first. */
export function sendRefusal(state: SendState): ChatSendRefusal | null {
  if (state.other.closed) return 'otherClosed';
  if (state.other.banned) return 'otherBanned';
  if (state.blockedByMe) return 'blockedByMe';
  if (state.blockedByOther) return 'blockedByOther';
  return null;
}

/** The error each refusal answers with. */
export function refusalError(refusal: ChatSendRefusal): string {
  return refusal === 'blockedByMe' || refusal === 'blockedByOther'
    ? 'CONVERSATION_BLOCKED'
    : 'CONVERSATION_USER_UNAVAILABLE';
}

export function personState(facts: { banned: boolean; closed: boolean }) {
  if (facts.closed) return 'closed' as const;
  if (facts.banned) return 'banned' as const;
  return 'active' as const;
}

/** A message's text as search compares it (lower case, no accents); null for no text. */
export function messageSearchText(body: string | null): string | null {
  return body === null ? null : searchNormalize(body);
}

export { listSearch } from '../../../common/search';
