/**
 * The seller's office: the prosker's home (what waits, this week, unread chats, this month's
 * money, the setup checklist) and their clients with private notes. It owns only the notes;
 * everything else is read through the other modules' index.ts.
 */
import { PAYOUT_WAIT_DAYS, SELLER_CLIENTS_PAGE_SIZE } from '../../../common/constants';
import { listSearch } from '../../../common/search';
import { AppError, type Platform } from '../../platform';
import {
  accountContacts,
  accountFacts,
  isProsker,
  userIdsNamed,
  type AccountFacts,
} from '../accounts';
import { setOwnHours, timeZoneOfUser } from '../agenda';
import { earningsBetween, linkedPaymentAccounts, paidByClients, upcomingPayouts } from '../billing';
import { proskerClientJobs, proskerJobsBetween, proskerPendingJobs } from '../jobs';
import { proskerConversations, unreadConversations, whatsappNumberOfUser } from '../messaging';
import { deleteNote, notesOf, saveNote } from './queries';
import { byLastContact, monthAround, pageOf, setupChecklist, daysAhead } from './rules';

export interface SellerDeps {
  /** The user's profile completeness (the catalogue's score of spec point 5). */
  completeness: (userId: number) => Promise<{ percent: number }>;
}

/** How a client or a chat partner is named to the prosker. */
function personOf(facts: AccountFacts | undefined, id: number) {
  return {
    id,
    firstName: facts?.firstName ?? '',
    lastName: facts?.lastName ?? '',
    photo: facts?.profileImg ?? null,
    state:
      !facts || facts.closed
        ? ('closed' as const)
        : facts.banned
          ? ('banned' as const)
          : ('active' as const),
  };
}

const iso = (date: Date) => date.toISOString();

export function createSellerService(platform: Platform, deps: SellerDeps) {
  const { db } = platform;

  /** The office is the prosker's: anyone else is refused, whatever they ask for. */
  async function prosker(userId: number): Promise<AccountFacts> {
    const [me] = await accountFacts(db, [userId]);
    if (!me || !isProsker(me.typeUser)) throw new AppError('SELLER_ONLY', 403);
    return me;
  }

  async function people(ids: number[]) {
    const facts = await accountFacts(db, [...new Set(ids)]);
    const byId = new Map(facts.map((f) => [f.userId, f]));
    return (id: number) => personOf(byId.get(id), id);
  }

  /** Everyone who bought, booked or chatted with the prosker, newest contact first. */
  async function clientContacts(proskerId: number) {
    const [jobs, conversations] = await Promise.all([
      proskerClientJobs(db, proskerId),
      proskerConversations(db, proskerId),
    ]);
    return { jobs, conversations, ordered: byLastContact(jobs, conversations) };
  }

  return {
    async home(userId: number, now = new Date()) {
      await prosker(userId);
      const timeZone = await timeZoneOfUser(db, userId);
      const week = daysAhead(now, timeZone);
      const month = monthAround(now, timeZone);
      const [pending, weekJobs, unread, totals, payouts, linked, ownHours, whatsapp, profile] =
        await Promise.all([
          proskerPendingJobs(db, userId),
          proskerJobsBetween(db, userId, week.from, week.to, 200),
          unreadConversations(db, userId),
          earningsBetween(db, userId, month.from, month.to),
          upcomingPayouts(db, userId, now),
          linkedPaymentAccounts(db, [userId]),
          setOwnHours(db, userId),
          whatsappNumberOfUser(db, userId),
          deps.completeness(userId),
        ]);
      const person = await people([
        ...pending.map((j) => j.clientId),
        ...weekJobs.map((j) => j.clientId),
        ...unread.data.map((c) => c.otherId),
      ]);
      const pendingDto = pending.map((job) => ({
        id: job.id,
        title: job.title,
        status: job.status,
        origin: job.origin,
        startDate: iso(job.startDate),
        timeOfDay: job.timeOfDay,
        price: job.price,
        currency: job.currency,
        client: person(job.clientId),
      }));
      return {
        timeZone,
        pending: {
          waitingForYou: pendingDto.filter((_, i) => pending[i].waitingFor === 'prosker'),
          waitingForClient: pendingDto.filter((_, i) => pending[i].waitingFor === 'client'),
        },
        week: {
          from: iso(week.from),
          to: iso(week.to),
          jobs: weekJobs.map((job) => ({
            id: job.id,
            title: job.title,
            status: job.status,
            startDate: iso(job.startDate),
            endDate: iso(job.endDate),
            timeOfDay: job.timeOfDay,
            client: person(job.clientId),
          })),
        },
        unread: {
          conversations: unread.total,
          data: unread.data.map((c) => ({
            conversationId: c.conversationId,
            unread: c.unread,
            lastMessageAt: iso(c.lastMessageAt),
            other: person(c.otherId),
          })),
        },
        earnings: {
          from: iso(month.from),
          to: iso(month.to),
          totals,
          payoutWaitDays: PAYOUT_WAIT_DAYS,
          payouts: payouts.map((p) => ({ ...p, payoutAt: iso(p.payoutAt) })),
        },
        setup: {
          profilePercent: profile.percent,
          items: setupChecklist({
            paymentAccountLinked: linked.has(userId),
            ownHoursSet: ownHours,
            whatsappConfirmed: Boolean(whatsapp?.confirmedAt),
            profilePercent: profile.percent,
          }),
        },
      };
    },

    /** A page of the prosker's clients, searched by name, with jobs, money, chat and notes. */
    async clients(userId: number, options: { q?: string; page: number }) {
      await prosker(userId);
      const { jobs, conversations, ordered } = await clientContacts(userId);
      const text = listSearch(options.q);
      const named =
        text === undefined
          ? undefined
          : new Set(
              await userIdsNamed(
                db,
                ordered.map((c) => c.clientId),
                text,
              ),
            );
      const found = named ? ordered.filter((c) => named.has(c.clientId)) : ordered;
      const page = pageOf(found, options.page, SELLER_CLIENTS_PAGE_SIZE);
      const ids = page.items.map((c) => c.clientId);
      const [person, contacts, paid, notes] = await Promise.all([
        people(ids),
        accountContacts(db, ids),
        paidByClients(db, userId, ids),
        notesOf(db, userId, ids),
      ]);
      const contactOf = new Map(contacts.map((c) => [c.userId, c]));
      return {
        page: page.page,
        pageCount: page.pageCount,
        total: page.total,
        data: page.items.map(({ clientId, lastContactAt }) => {
          const contact = contactOf.get(clientId);
          const client = person(clientId);
          // A closed account shows nothing of its owner's contact; a hidden value never shows.
          const open = client.state !== 'closed';
          return {
            client,
            lastContactAt: iso(lastContactAt),
            jobCount: jobs.get(clientId)?.jobCount ?? 0,
            jobs: (jobs.get(clientId)?.recent ?? []).map((job) => ({
              id: job.id,
              title: job.title,
              status: job.status,
              startDate: iso(job.startDate),
            })),
            paid: paid.get(clientId) ?? [],
            conversationId: conversations.get(clientId)?.conversationId ?? null,
            unread: conversations.get(clientId)?.unread ?? 0,
            email: open && contact?.showEmail ? contact.email : null,
            phone: open && contact?.showPhone ? contact.phone : null,
            note: notes.get(clientId) ?? null,
          };
        }),
      };
    },

    /** Keeps (or, empty, removes) the prosker's private note about one of their clients. */
    async saveNote(userId: number, clientId: number, note: string) {
      await prosker(userId);
      const { jobs, conversations } = await clientContacts(userId);
      if (!jobs.has(clientId) && !conversations.has(clientId)) {
        throw new AppError('CLIENT_NOT_FOUND', 404);
      }
      if (note === '') {
        await deleteNote(db, userId, clientId);
        return { clientId, note: null, updatedAt: null };
      }
      const saved = await saveNote(db, userId, clientId, note);
      return { clientId, note: saved.note, updatedAt: iso(saved.updatedAt) };
    },
  };
}

export type SellerService = ReturnType<typeof createSellerService>;
