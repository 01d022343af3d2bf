/**
 * Calendar events: holding a slot (every rule checked, one writer per prosker's agenda at a time,
 * overlap decided by the exclusion constraint), their approval and release, the calendar of a prosker or a client, one event
 * with its privacy, and a prosker's free slots of half a day or of the weeks of a booking calendar.
 */
import type { Knex } from 'knex';
import {
  EVENT_DURATION_MINUTES,
  EVENT_STATUS_CHANGES,
  halfOf,
  weekdayOf,
  type DayHalf,
  type EventStatus,
} from '../../../common/agenda';
import type { Language } from '../../../common/i18n';
import { accountContacts, accountFacts, type AccountContact } from '../accounts';
import { AppError, databaseError, notFound, type Platform } from '../../platform';
import { translator } from '../../platform/i18n';
import { closedForBooking, freeSlotsOf, parseInstant, scheduleOf, slotStarts } from './rules';
import type { FreeSlot } from './rules';
import {
  checkEventTime,
  daySchedule,
  keepsAgenda as keepsAgendaOf,
  listSpecialDates,
  proskerOf,
  readWeek,
  timeZoneOfUser,
} from './schedule';
import { addDays, zonedInstant } from '../../../common/time';

type Db = Knex | Knex.Transaction;
type EventBus = Platform['events'];
/** Who changed an event: its prosker, the client booking it, or the system following a job. */
type ChangedBy = 'prosker' | 'client' | 'system';

const isTransaction = (db: Db): db is Knex.Transaction =>
  Boolean((db as Knex.Transaction).isTransaction);

/**
 * Records `calendar.changed` for an event's row as it now is, in the transaction `trx` of the
 * change (the outermost one, so that it is handled once that commits).
 */
async function tellChanged(
  trx: Knex.Transaction,
  bus: EventBus,
  event: AgendaEvent,
  by: ChangedBy,
) {
  await bus.emit(trx, {
    type: 'calendar.changed',
    eventId: event.id,
    proskerId: event.proskerId,
    clientId: event.clientId,
    jobId: event.jobId,
    status: event.status,
    startsAt: event.startsAt,
    by,
  });
}

/** Runs `work` in the caller's transaction, or in a new one when `db` is none. */
const inTransaction = <T>(db: Db, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> =>
  isTransaction(db) ? work(db) : db.transaction(work);

/** SQLSTATE of an exclusion constraint violation: the slot overlaps a live event. */
export const EXCLUSION_VIOLATION = '23P01';

export interface Contact {
  name: string;
  phone?: string | null;
  email?: string | null;
}

export interface AgendaEvent {
  id: number;
  proskerId: number;
  clientId: number | null;
  jobId: number | null;
  startsAt: string;
  endsAt: string;
  status: EventStatus;
  clientName: string;
  clientPhone: string | null;
  clientEmail: string | null;
  proskerName: string;
  proskerPhone: string | null;
  proskerEmail: string | null;
  comments: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What someone who is neither the event's client nor its prosker sees of it. */
export interface PrivateEvent {
  id: number;
  startsAt: string;
  endsAt: string;
  private: true;
  /** Translate with errors:codes.{code} on the client, or show `label`. */
  code: 'EVENT_PRIVATE';
  label: string;
}

export interface HoldSlotInput {
  proskerId: number;
  clientId?: number | null;
  jobId?: number | null;
  /** An instant: a Date, or ISO 8601 with its offset ('2026-12-01T09:30:00-03:00'). */
  startsAt: Date | string;
  /** When given, must be startsAt + 1 hour. */
  endsAt?: Date | string;
  /**
   * The client's contact as typed for this event; the name defaults to the `clientId`
   * account's. E-mail and phone are never copied from accounts: answers show the account's
   * where its privacy settings allow (`calendarEventsSeenBy`).
   */
  client?: Partial<Contact>;
  /** The prosker's contact as typed for this event; the name defaults to the account's. */
  prosker?: Partial<Contact>;
  comments?: string | null;
  /** The clock (tests). */
  now?: Date;
  /** Who adds it, for its `calendar.changed` event: a client's booking unless said. */
  by?: 'client' | 'prosker';
}

/** An events row as the driver returns it (bigint ids as numbers, timestamps as Dates). */
interface Row {
  id: number;
  prosker_id: number;
  client_id: number | null;
  job_id: number | null;
  starts_at: Date;
  ends_at: Date;
  status: EventStatus;
  client_name: string;
  client_phone: string | null;
  client_email: string | null;
  prosker_name: string;
  prosker_phone: string | null;
  prosker_email: string | null;
  comments: string | null;
  created_at: Date;
  updated_at: Date;
}

export function calendarEventDto(row: Row): AgendaEvent {
  return {
    id: Number(row.id),
    proskerId: Number(row.prosker_id),
    clientId: row.client_id === null ? null : Number(row.client_id),
    jobId: row.job_id === null ? null : Number(row.job_id),
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
    status: row.status,
    clientName: row.client_name,
    clientPhone: row.client_phone,
    clientEmail: row.client_email,
    proskerName: row.prosker_name,
    proskerPhone: row.prosker_phone,
    proskerEmail: row.prosker_email,
    comments: row.comments,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** An event as one of its parties sees it, with that party's part in it. */
export type CalendarEventView = AgendaEvent & { role: 'prosker' | 'client' };

type ContactValues = { email: string | null; phone: string | null };

/**
 * What a viewer sees of one party's e-mail and phone. What was typed for the event is always
 * shown as typed, to both parties: events hold only values the prosker typed (never copies of an
 * account's), so showing them tells the prosker nothing they did not write, and a typed guess of
 * a hidden contact answers the same whether it is right or wrong. Where nothing was typed, a
 * party with an account sees their own account's value, and the other party sees it only where
 * its privacy settings show it. A walk-in (no account) shows what was typed. (Events written
 * before 2026-11-25 may hold copies of account values; they too are shown as stored.)
 */
function seenContact(
  stored: ContactValues,
  account: AccountContact | undefined,
  own: boolean,
): ContactValues {
  if (!account) return stored;
  const one = (kind: 'email' | 'phone', value: string | null, accountValue: string | null) => {
    const shown = own || (kind === 'email' ? account.showEmail : account.showPhone);
    return value ?? (shown ? accountValue : null);
  };
  return {
    email: one('email', stored.email, account.email),
    phone: one('phone', stored.phone, account.phone),
  };
}

/**
 * Events as one of their parties (`viewerId`) sees them: the other party's contact as that
 * party's privacy settings allow, read from their account at the time of the answer.
 */
export async function calendarEventsSeenBy(
  db: Db,
  viewerId: number,
  events: AgendaEvent[],
): Promise<CalendarEventView[]> {
  const ids = events.flatMap((e) =>
    e.clientId === null ? [e.proskerId] : [e.proskerId, e.clientId],
  );
  const contacts = new Map((await accountContacts(db, ids)).map((c) => [c.userId, c]));
  return events.map((event) => {
    const client = seenContact(
      { email: event.clientEmail, phone: event.clientPhone },
      event.clientId === null ? undefined : contacts.get(event.clientId),
      event.clientId === viewerId,
    );
    const prosker = seenContact(
      { email: event.proskerEmail, phone: event.proskerPhone },
      contacts.get(event.proskerId),
      event.proskerId === viewerId,
    );
    return {
      ...event,
      clientEmail: client.email,
      clientPhone: client.phone,
      proskerEmail: prosker.email,
      proskerPhone: prosker.phone,
      role: event.proskerId === viewerId ? 'prosker' : 'client',
    };
  });
}

/**
 * Serialises the writes that put events into one prosker's agenda (a hold, a move, an approval)
 * until the transaction ends. The exclusion constraint is checked after a row is inserted, so two
 * transactions inserting overlapping rows at the same moment would each wait for the other's
 * uncommitted row and PostgreSQL would end one with a deadlock (40P01) instead of an overlap
 * (23P01). Taken in the transaction of the write (inside a caller's savepoint it passes to the
 * caller's transaction), so a second writer waits for the first to commit and then sees its row.
 */
export async function lockAgendaEvents(trx: Knex.Transaction, proskerId: number) {
  await trx.raw('SELECT pg_advisory_xact_lock(?, ?)', [EVENTS_LOCK_CLASS, proskerId]);
}
/** The advisory lock namespace of a prosker's events (schedule.ts locks their settings apart). */
const EVENTS_LOCK_CLASS = 2026_1125;

/** EVENT_OVERLAP for a write refused by the exclusion constraint, else undefined. */
export function overlapError(error: unknown): AppError | undefined {
  if (databaseError(error).code !== EXCLUSION_VIOLATION) return undefined;
  return new AppError('EVENT_OVERLAP', 409, { cause: error });
}

const blank = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * Creates a pending event for a prosker (or moves the job's event there when the job already
 * has one, pending again). The client's name comes from their account when not given; no
 * e-mail or phone is copied from an account. The write runs in its own transaction, or in a
 * savepoint of a caller's (so an EVENT_OVERLAP leaves that transaction usable), after taking the
 * prosker's agenda lock, which a caller's transaction then keeps until it ends. Errors: USER_NOT_FOUND, EVENT_TIME_INVALID,
 * EVENT_PAST_DATE, EVENT_DAY_CLOSED, EVENT_NO_TIME_AVAILABLE, EVENT_OVERLAP.
 */
export async function holdSlot(db: Db, input: HoldSlotInput, bus: EventBus): Promise<AgendaEvent> {
  return holdSlotFor(db, input, bus);
}

/** holdSlot with the prosker already looked up (the route has done it for the premium gate). */
export async function holdSlotFor(
  db: Db,
  input: HoldSlotInput,
  bus: EventBus,
  known?: Awaited<ReturnType<typeof proskerOf>>,
): Promise<AgendaEvent> {
  const startsAt = parseInstant(input.startsAt);
  const endsAt = input.endsAt === undefined ? undefined : parseInstant(input.endsAt);
  let client = {
    name: blank(input.client?.name),
    phone: blank(input.client?.phone),
    email: blank(input.client?.email),
  };
  if (!client.name && input.clientId) {
    const [account] = await accountFacts(db, [input.clientId]);
    if (!account) throw new AppError('USER_NOT_FOUND', 404);
    client = { ...client, name: blank(`${account.firstName} ${account.lastName}`) };
  }
  if (!client.name) {
    throw new AppError('VALIDATION_FAILED', 422, {
      fields: [{ field: 'clientName', key: 'fields.required' }],
    });
  }
  const { facts, timeZone } = known ?? (await proskerOf(db, input.proskerId));
  await checkEventTime(db, input.proskerId, timeZone, startsAt, { endsAt, now: input.now });
  const row = {
    prosker_id: input.proskerId,
    client_id: input.clientId ?? null,
    job_id: input.jobId ?? null,
    starts_at: startsAt,
    ends_at: new Date(startsAt.getTime() + EVENT_DURATION_MINUTES * 60_000),
    status: 'pending',
    client_name: client.name,
    client_phone: client.phone,
    client_email: client.email,
    prosker_name: blank(input.prosker?.name) ?? `${facts.firstName} ${facts.lastName}`.trim(),
    prosker_phone: blank(input.prosker?.phone),
    prosker_email: blank(input.prosker?.email),
    comments: blank(input.comments),
    updated_at: new Date(),
  };
  // One writer of this agenda at a time; the exclusion constraint decides the overlap.
  const write = async (trx: Knex.Transaction) => {
    await lockAgendaEvents(trx, input.proskerId);
    const insert = trx('events').insert(row);
    const [saved] = await (row.job_id === null
      ? insert.returning('*')
      : insert.onConflict('job_id').merge(MOVED_COLUMNS).returning('*'));
    return calendarEventDto(saved);
  };
  try {
    return await inTransaction(db, async (trx) => {
      // A savepoint of the transaction, so that an overlap leaves a caller's usable.
      const held = await trx.transaction(write);
      await tellChanged(trx, bus, held, input.by ?? 'client');
      return held;
    });
  } catch (error) {
    throw overlapError(error) ?? error;
  }
}

/** What holding a slot again for the same job replaces. */
const MOVED_COLUMNS = [
  'prosker_id',
  'client_id',
  'starts_at',
  'ends_at',
  'status',
  'client_name',
  'client_phone',
  'client_email',
  'prosker_name',
  'prosker_phone',
  'prosker_email',
  'comments',
  'updated_at',
];

/** The job's event becomes approved (the prosker accepted the job). Null when it has none. */
export async function approveForJob(
  db: Db,
  jobId: number,
  bus: EventBus,
): Promise<AgendaEvent | null> {
  const held = await db('events').where({ job_id: jobId }).first('prosker_id');
  if (!held) return null;
  return inTransaction(db, async (trx) => {
    // The approved row is checked by the exclusion constraint again, like an insert.
    await lockAgendaEvents(trx, Number(held.prosker_id));
    return approveJobEvent(trx, jobId, bus);
  });
}

async function approveJobEvent(
  db: Knex.Transaction,
  jobId: number,
  bus: EventBus,
): Promise<AgendaEvent | null> {
  const [moved] = await db('events')
    .where({ job_id: jobId, status: 'pending' })
    .update({ status: 'approved', updated_at: new Date() })
    .returning('*');
  if (moved) {
    const event = calendarEventDto(moved);
    await tellChanged(db, bus, event, 'system');
    return event;
  }
  const row = await db('events').where({ job_id: jobId }).first();
  if (!row) return null;
  if (row.status === 'approved') return calendarEventDto(row);
  throw new AppError('EVENT_STATUS_INVALID', 409, { details: { jobId, status: row.status } });
}

/** The job's event is rejected and its slot free again (job rejected or cancelled). */
export async function releaseForJob(
  db: Db,
  jobId: number,
  bus: EventBus,
): Promise<AgendaEvent | null> {
  return inTransaction(db, async (trx) => {
    const [moved] = await trx('events')
      .where({ job_id: jobId })
      .whereNot({ status: 'rejected' })
      .update({ status: 'rejected', updated_at: new Date() })
      .returning('*');
    if (moved) {
      const event = calendarEventDto(moved);
      await tellChanged(trx, bus, event, 'system');
      return event;
    }
    const row = await trx('events').where({ job_id: jobId }).first();
    return row ? calendarEventDto(row) : null;
  });
}

/**
 * The spans (ms instants) of a prosker's live events (pending or approved) that touch the local
 * dates `from` to `to`, an hour past the last midnight included.
 */
async function liveSpans(
  db: Db,
  proskerId: number,
  from: string,
  to: string,
  timeZone: string,
): Promise<[number, number][]> {
  const rows = await db('events')
    .where({ prosker_id: proskerId })
    .whereNot({ status: 'rejected' })
    .where('starts_at', '<', zonedInstant(to, 24 * 60 + EVENT_DURATION_MINUTES, timeZone))
    .where('ends_at', '>', zonedInstant(from, 0, timeZone))
    .select('starts_at', 'ends_at');
  return rows.map((r) => [new Date(r.starts_at).getTime(), new Date(r.ends_at).getTime()]);
}

/** One local date of a booking calendar: closed for booking or not, and its free slots. */
export interface BookingCalendarDay {
  date: string;
  closed: boolean;
  /** Free 1-hour slots of both halves (only when the prosker keeps an agenda). */
  slots: FreeSlot[];
}

/**
 * A prosker's `days` local dates from `from` (YYYY-MM-DD, their zone), as a client booking them
 * sees them: each closed or not by `bookingDay`'s rule and, when they keep an agenda, its free
 * slots (clear of their live events and of the `taken` spans the caller knows of). One read of
 * each kind for the whole window, not one per date.
 */
export async function bookingCalendar(
  db: Db,
  proskerId: number,
  from: string,
  days: number,
  /** Other spans (ms instants) the prosker is taken, besides their events: accepted jobs. */
  taken: [number, number][] = [],
  now = new Date(),
): Promise<{ timeZone: string; keepsAgenda: boolean; days: BookingCalendarDay[] }> {
  const timeZone = await timeZoneOfUser(db, proskerId);
  const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
  const to = dates[dates.length - 1];
  const [keepsAgenda, week, specials, busy] = await Promise.all([
    keepsAgendaOf(db, proskerId, now),
    readWeek(db, proskerId),
    listSpecialDates(db, proskerId, { from, to }),
    liveSpans(db, proskerId, from, to, timeZone),
  ]);
  const specialOf = new Map(specials.map((s) => [s.date, s]));
  return {
    timeZone,
    keepsAgenda,
    days: dates.map((date) => {
      const schedule = scheduleOf(specialOf.get(date), week[weekdayOf(date)].ranges);
      return {
        date,
        closed: closedForBooking(schedule, keepsAgenda),
        slots: keepsAgenda ? freeSlotsOf(date, schedule, timeZone, [...busy, ...taken], now) : [],
      };
    }),
  };
}

export function createCalendarEvents(db: Knex, bus: EventBus) {
  return {
    /** Events of the user as prosker or as client that overlap [from, to), by start. */
    async list(userId: number, from: Date, to: Date, status?: EventStatus) {
      const query = db('events')
        .where((w) => w.where('prosker_id', userId).orWhere('client_id', userId))
        .where('starts_at', '<', to)
        .where('ends_at', '>', from)
        .orderBy(['starts_at', 'id'])
        .limit(2000);
      if (status) query.where({ status });
      return calendarEventsSeenBy(db, userId, (await query).map(calendarEventDto));
    },

    /** Events as one of their parties sees them (the other party's contact as allowed). */
    seenBy: (userId: number, events: AgendaEvent[]) => calendarEventsSeenBy(db, userId, events),

    /** One event: whole to its client and its prosker, only its time to anyone else. */
    async get(
      userId: number,
      id: number,
      language: Language,
    ): Promise<CalendarEventView | PrivateEvent> {
      const row = await db('events').where({ id }).first();
      if (!row) throw notFound();
      const event = calendarEventDto(row);
      if (event.proskerId === userId || event.clientId === userId) {
        return (await calendarEventsSeenBy(db, userId, [event]))[0];
      }
      return {
        id: event.id,
        startsAt: event.startsAt,
        endsAt: event.endsAt,
        private: true,
        code: 'EVENT_PRIVATE',
        label: translator(language)('codes.EVENT_PRIVATE'),
      };
    },

    /**
     * The prosker approves or rejects one of their events. An event tied to a job follows the
     * job (accept or reject the job instead): EVENT_STATUS_INVALID with `details.jobId`.
     */
    async changeStatus(
      userId: number,
      id: number,
      status: 'approved' | 'rejected',
      ensureAllowed: () => Promise<unknown>,
    ) {
      const row = await db('events').where({ id }).first();
      if (!row) throw notFound();
      if (Number(row.prosker_id) !== userId) throw new AppError('EVENT_NO_ACCESS', 403);
      await ensureAllowed();
      if (row.job_id !== null) {
        throw new AppError('EVENT_STATUS_INVALID', 409, {
          details: { jobId: Number(row.job_id), status: row.status },
        });
      }
      if (row.status === status)
        return (await calendarEventsSeenBy(db, userId, [calendarEventDto(row)]))[0];
      const [moved] = await db.transaction(async (trx) => {
        // An approval is checked by the exclusion constraint again, like an insert.
        if (status === 'approved') await lockAgendaEvents(trx, userId);
        const rows = await trx('events')
          .where({ id })
          .whereIn('status', EVENT_STATUS_CHANGES[status])
          .update({ status, updated_at: new Date() })
          .returning('*');
        if (rows[0]) await tellChanged(trx, bus, calendarEventDto(rows[0]), 'prosker');
        return rows;
      });
      if (!moved) {
        const now = await db('events').where({ id }).first('status');
        throw new AppError('EVENT_STATUS_INVALID', 409, { details: { status: now?.status } });
      }
      return (await calendarEventsSeenBy(db, userId, [calendarEventDto(moved)]))[0];
    },

    /**
     * The prosker's free 1-hour slots of one local date's morning (starting before 13:00) or
     * afternoon: inside the day's ranges, on the half-hour grid, in the future, not overlapping
     * a live (pending or approved) event.
     */
    async freeSlots(proskerId: number, date: string, half: DayHalf, now = new Date()) {
      const { timeZone } = await proskerOf(db, proskerId);
      const schedule = await daySchedule(db, proskerId, date);
      const base = { proskerId, date, half, timeZone, closed: schedule.closed };
      if (!slotStarts(schedule).some((s) => halfOf(s) === half)) return { ...base, data: [] };
      const busy = await liveSpans(db, proskerId, date, date, timeZone);
      return { ...base, data: freeSlotsOf(date, schedule, timeZone, busy, now, half) };
    },

    /** The live (not rejected) events of some jobs, by job id. */
    async liveEventsOfJobs(jobIds: number[]): Promise<Map<number, number>> {
      if (jobIds.length === 0) return new Map();
      const rows = await db('events')
        .whereIn('job_id', jobIds)
        .whereNot({ status: 'rejected' })
        .select('id', 'job_id');
      return new Map(rows.map((r) => [Number(r.job_id), Number(r.id)]));
    },

    /** Account names by id (first and last name), for the people the calendar names. */
    async names(userIds: number[]): Promise<Map<number, string>> {
      const facts = await accountFacts(db, [...new Set(userIds)]);
      return new Map(facts.map((f) => [f.userId, `${f.firstName} ${f.lastName}`.trim()]));
    },

    /** A client's name from their account, for an event the prosker adds; null when gone. */
    async clientName(userId: number): Promise<string | null> {
      const [facts] = await accountFacts(db, [userId]);
      if (!facts || facts.banned || facts.closed) return null;
      return `${facts.firstName} ${facts.lastName}`.trim();
    },
  };
}

export type CalendarEvents = ReturnType<typeof createCalendarEvents>;
