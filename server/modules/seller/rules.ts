/** Pure decisions of the seller's office: the periods the home sums, its checklist, the clients list. */
import { MIN_VISIBLE_PROFILE_PERCENT } from '../../../common/constants';
import { addDays, todayIn, zonedInstant } from '../../../common/time';

/**
 * The days ahead the home lists: today from 00:00 and the six days after it, in the prosker's
 * zone (a week from today, not the calendar week: on a Saturday, Wednesday's job is in it).
 */
export function daysAhead(now: Date, timeZone: string): { from: Date; to: Date } {
  const today = todayIn(timeZone, now);
  return {
    from: zonedInstant(today, 0, timeZone),
    to: zonedInstant(addDays(today, 7), 0, timeZone),
  };
}

/** The calendar month that holds `now`, in the prosker's zone. */
export function monthAround(now: Date, timeZone: string): { from: Date; to: Date } {
  const [year, month] = todayIn(timeZone, now).split('-').map(Number);
  const next =
    month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return {
    from: zonedInstant(`${year}-${String(month).padStart(2, '0')}-01`, 0, timeZone),
    to: zonedInstant(next, 0, timeZone),
  };
}

export const SETUP_ITEMS = ['paymentAccount', 'hours', 'whatsapp', 'profile'] as const;
export type SetupItem = (typeof SETUP_ITEMS)[number];

export interface SetupFacts {
  paymentAccountLinked: boolean;
  ownHoursSet: boolean;
  whatsappConfirmed: boolean;
  profilePercent: number;
}

/** The setup checklist, in the order a new prosker is best served doing it. */
export function setupChecklist(facts: SetupFacts): { item: SetupItem; done: boolean }[] {
  const done: Record<SetupItem, boolean> = {
    paymentAccount: facts.paymentAccountLinked,
    hours: facts.ownHoursSet,
    whatsapp: facts.whatsappConfirmed,
    // Past the visibility threshold: the profile shows to everyone.
    profile: facts.profilePercent >= MIN_VISIBLE_PROFILE_PERCENT,
  };
  return SETUP_ITEMS.map((item) => ({ item, done: done[item] }));
}

/** One client of a prosker, from what the jobs and the conversations say. */
export interface ClientContact {
  clientId: number;
  lastContactAt: Date;
}

/**
 * Everyone the prosker has a job or a conversation with, newest contact first (ties by id, so a
 * page never repeats or skips anyone).
 */
export function byLastContact(
  jobs: Map<number, { lastJobAt: Date }>,
  conversations: Map<number, { lastMessageAt: Date }>,
): ClientContact[] {
  const ids = new Set([...jobs.keys(), ...conversations.keys()]);
  return [...ids]
    .map((clientId) => {
      const times = [jobs.get(clientId)?.lastJobAt, conversations.get(clientId)?.lastMessageAt]
        .filter((t): t is Date => t !== undefined)
        .map((t) => t.getTime());
      return { clientId, lastContactAt: new Date(Math.max(...times)) };
    })
    .sort(
      (a, b) => b.lastContactAt.getTime() - a.lastContactAt.getTime() || b.clientId - a.clientId,
    );
}

/** One page (1-based) of a list, with how many pages there are (at least one). */
export function pageOf<T>(items: T[], page: number, size: number) {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  return {
    items: items.slice((page - 1) * size, page * size),
    page,
    pageCount,
    total: items.length,
  };
}
