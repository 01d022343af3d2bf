/**
 * When a prosker works: the week (open ranges per weekday, and who set it: the prosker or
 * Premium's usual hours), special dates (closed, or other ranges that replace the weekday's),
 * the open ranges of one date, whether they keep an agenda and can be booked, and the rules an
 * event's time must meet before the database decides overlaps.
 */
import type { Knex } from 'knex';
import {
  EVENT_DURATION_MINUTES,
  EVENT_START_STEP_MINUTES,
  WEEKDAYS,
  halfOf,
  minutesOf,
  timeOf,
  weekdayOf,
  type DayHalf,
  type TimeRange,
} from '../../../common/agenda';
import { type SpecialDateInput, USUAL_WEEK, type Week } from '../../../common/schemas/agenda';
import { accountFacts, isProsker } from '../accounts';
import { AppError } from '../../platform';
import { localTime, todayIn } from '../../../common/time';
import { closedForBooking, scheduleOf, timeInvalid, timeZoneOfCountry } from './rules';

type Db = Knex | Knex.Transaction;

export interface MinuteRange {
  from: number;
  to: number;
}

export interface DaySchedule {
  closed: boolean;
  ranges: MinuteRange[];
  /** Where the hours come from: the date's own entry or its weekday. */
  source: 'special' | 'weekday';
}

export interface WeekDay {
  weekday: number;
  open: boolean;
  ranges: TimeRange[];
}

export interface SpecialDate {
  date: string;
  closed: boolean;
  ranges: TimeRange[];
}

/** A stored time ('09:00:00', '24:00:00') as 'HH:MM'. */
const hhmm = (value: string) => value.slice(0, 5);

/** The prosker's account facts and time zone; USER_NOT_FOUND unless a live prosker. */
export async function proskerOf(db: Db, proskerId: number) {
  const [facts] = await accountFacts(db, [proskerId]);
  if (!facts || !isProsker(facts.typeUser) || facts.banned || facts.closed) {
    throw new AppError('USER_NOT_FOUND', 404);
  }
  return { facts, timeZone: timeZoneOfCountry(facts.countryCode) };
}

/** The time zone a user's agenda is kept in (their default address's region, else Uruguay). */
export async function timeZoneOfUser(db: Db, userId: number): Promise<string> {
  const [facts] = await accountFacts(db, [userId]);
  return timeZoneOfCountry(facts?.countryCode);
}

export async function readWeek(db: Db, userId: number): Promise<WeekDay[]> {
  const rows = await db('availability')
    .where({ user_id: userId })
    .orderBy(['weekday', 'from_time'])
    .select('weekday', 'from_time', 'to_time');
  return WEEKDAYS.map((weekday) => {
    const ranges = rows
      .filter((r) => r.weekday === weekday)
      .map((r) => ({ from: hhmm(r.from_time), to: hhmm(r.to_time) }));
    return { weekday, open: ranges.length > 0, ranges };
  });
}

/** Serialises writes to one user's agenda settings (two saves never interleave). */
async function lockAgenda(trx: Knex.Transaction, userId: number) {
  await trx.raw('SELECT pg_advisory_xact_lock(?, ?)', [AGENDA_LOCK_CLASS, userId]);
}
const AGENDA_LOCK_CLASS = 2026_1121;

/** Who set a user's week: the prosker, Premium's usual hours (untouched since), or nobody. */
export type WeekSetBy = 'prosker' | 'usual' | null;

/** The week's rows of availability; closed days keep no ranges. */
const weekRows = (userId: number, week: Week) =>
  week.days.flatMap((day) =>
    day.open
      ? (day.ranges ?? []).map((r) => ({
          user_id: userId,
          weekday: day.weekday,
          from_time: r.from,
          to_time: r.to,
        }))
      : [],
  );

/**
 * Replaces the week; closed days keep no ranges. The prosker has set their week from now on
 * (`agenda_weeks`): even a week closed every day is theirs, and Premium never replaces it.
 */
export async function writeWeek(db: Knex, userId: number, week: Week): Promise<WeekDay[]> {
  return db.transaction(async (trx) => {
    await lockAgenda(trx, userId);
    await trx('availability').where({ user_id: userId }).delete();
    const rows = weekRows(userId, week);
    if (rows.length) await trx('availability').insert(rows);
    await trx('agenda_weeks')
      .insert({ user_id: userId, source: 'prosker', set_at: new Date() })
      .onConflict('user_id')
      .merge(['source', 'set_at']);
    return readWeek(trx, userId);
  });
}

/**
 * Gives a prosker Premium's usual week (`USUAL_WEEK`) unless they have had a week already (set
 * by them, or given before): true when it was given now. Idempotent, so a premium.changed
 * handled twice gives it once; a week the prosker set, closed days included, is never replaced.
 */
export async function giveUsualWeek(db: Knex, userId: number): Promise<boolean> {
  return db.transaction(async (trx) => {
    await lockAgenda(trx, userId);
    const given = await trx('agenda_weeks')
      .insert({ user_id: userId, source: 'usual' })
      .onConflict('user_id')
      .ignore()
      .returning('user_id');
    if (given.length === 0) return false;
    // Hours written before weeks were recorded are the prosker's too.
    if (await trx('availability').where({ user_id: userId }).first('id')) {
      await trx('agenda_weeks').where({ user_id: userId }).update({ source: 'prosker' });
      return false;
    }
    await trx('availability').insert(weekRows(userId, USUAL_WEEK));
    return true;
  });
}

const specialDto = (row: { date: string; closed: boolean; ranges: TimeRange[] }): SpecialDate => ({
  date: row.date,
  closed: row.closed,
  ranges: row.ranges,
});

export async function listSpecialDates(
  db: Db,
  userId: number,
  range: { from: string; to?: string },
): Promise<SpecialDate[]> {
  const query = db('special_dates')
    .where({ user_id: userId })
    .where('date', '>=', range.from)
    .orderBy('date')
    .limit(500)
    .select('date', 'closed', 'ranges');
  if (range.to) query.where('date', '<=', range.to);
  return (await query).map(specialDto);
}

export async function writeSpecialDate(
  db: Knex,
  userId: number,
  date: string,
  input: SpecialDateInput,
): Promise<SpecialDate> {
  const ranges = input.closed
    ? []
    : [...(input.ranges ?? [])]
        .map((r) => ({ from: r.from, to: r.to }))
        .sort((a, b) => minutesOf(a.from) - minutesOf(b.from));
  const [row] = await db('special_dates')
    .insert({
      user_id: userId,
      date,
      closed: input.closed,
      ranges: JSON.stringify(ranges),
      updated_at: new Date(),
    })
    .onConflict(['user_id', 'date'])
    .merge(['closed', 'ranges', 'updated_at'])
    .returning(['date', 'closed', 'ranges']);
  return specialDto(row);
}

export async function deleteSpecialDate(db: Db, userId: number, date: string): Promise<boolean> {
  return (await db('special_dates').where({ user_id: userId, date }).delete()) > 0;
}

/**
 * The open ranges of one local date: its special entry when there is one, else its weekday's
 * ranges (one round trip for both).
 */
export async function daySchedule(db: Db, userId: number, date: string): Promise<DaySchedule> {
  const { rows } = await db.raw<{
    rows: { special: boolean; closed: boolean; ranges: TimeRange[] | null; f: string; t: string }[];
  }>(
    `SELECT true AS special, closed, ranges, NULL AS f, NULL AS t
       FROM special_dates WHERE user_id = ? AND date = ?
     UNION ALL
     SELECT false, false, NULL, from_time::text, to_time::text
       FROM availability WHERE user_id = ? AND weekday = ?`,
    [userId, date, userId, weekdayOf(date)],
  );
  return scheduleOf(
    rows.find((r) => r.special),
    rows.filter((r) => !r.special).map((r) => ({ from: hhmm(r.f), to: hhmm(r.t) })),
  );
}

/** What decides whether a prosker keeps an agenda and whether it opens any hours. */
export interface AgendaFacts {
  /** Who set the week (`agenda_weeks`), or null when nobody has. */
  setBy: WeekSetBy;
  /** Some weekday has hours. */
  weeklyHours: boolean;
  /** A special date from the prosker's today on opens hours. */
  openDateAhead: boolean;
}

/** One round trip for the facts of `AgendaFacts`. */
async function agendaFacts(
  db: Db,
  userId: number,
  timeZone: string,
  now: Date,
): Promise<AgendaFacts> {
  const { rows } = await db.raw<{
    rows: { set_by: WeekSetBy; weekly: boolean; ahead: boolean }[];
  }>(
    `SELECT (SELECT source FROM agenda_weeks WHERE user_id = ?) AS set_by,
            EXISTS (SELECT 1 FROM availability WHERE user_id = ?) AS weekly,
            EXISTS (SELECT 1 FROM special_dates WHERE user_id = ? AND NOT closed AND date >= ?)
              AS ahead`,
    [userId, userId, userId, todayIn(timeZone, now)],
  );
  const [row] = rows;
  return { setBy: row.set_by, weeklyHours: row.weekly, openDateAhead: row.ahead };
}

/**
 * A prosker keeps an agenda once they have a week (set by them or Premium's usual one, even
 * closed every day), weekly hours, or a special date ahead that opens hours.
 */
const keeps = (facts: AgendaFacts) =>
  facts.setBy !== null || facts.weeklyHours || facts.openDateAhead;

/**
 * Whether clients can book the prosker: not when they keep an agenda that opens no hours (every
 * weekday closed and no special date ahead with hours).
 */
const bookable = (facts: AgendaFacts) => !keeps(facts) || facts.weeklyHours || facts.openDateAhead;

/**
 * Whether a prosker keeps an agenda (see `keeps`). Premium does not matter: a prosker who stops
 * being premium keeps the week they had.
 */
export async function keepsAgenda(db: Db, userId: number, now = new Date()): Promise<boolean> {
  return keeps(await agendaFacts(db, userId, await timeZoneOfUser(db, userId), now));
}

/** Whether the prosker set their week's hours themselves (not Premium's usual week, not none). */
export async function setOwnHours(db: Db, userId: number): Promise<boolean> {
  const row = await db('agenda_weeks').where({ user_id: userId }).first('source');
  return row?.source === 'prosker';
}

/** Who set the user's week, and whether clients can book them now (see `bookable`). */
export async function weekState(
  db: Db,
  userId: number,
  timeZone: string,
  now = new Date(),
): Promise<{ setBy: WeekSetBy; bookable: boolean }> {
  const facts = await agendaFacts(db, userId, timeZone, now);
  return { setBy: facts.setBy, bookable: bookable(facts) };
}

export interface BookingDay {
  /** The prosker keeps an agenda (`keepsAgenda`): an appointment takes one of its free slots. */
  keepsAgenda: boolean;
  /**
   * The prosker does not work that date: a special date marked closed, or, with an agenda, a
   * date without hours.
   */
  closed: boolean;
  /** The local date and half of the day the given slot starts in (the prosker's zone). */
  slot?: { date: string; half: DayHalf };
}

/** What a booking of one local date (and maybe a slot) must respect in a prosker's agenda. */
export async function bookingDay(
  db: Db,
  userId: number,
  date: string,
  options: { slot?: Date; now?: Date } = {},
): Promise<BookingDay> {
  const timeZone = await timeZoneOfUser(db, userId);
  const kept = keeps(await agendaFacts(db, userId, timeZone, options.now ?? new Date()));
  const schedule = await daySchedule(db, userId, date);
  const local = options.slot && localTime(options.slot, timeZone);
  return {
    keepsAgenda: kept,
    closed: closedForBooking(schedule, kept),
    ...(local ? { slot: { date: local.date, half: halfOf(local.minutes) } } : {}),
  };
}

/**
 * Every rule of an event's time but overlap (the exclusion constraint's): a real instant on the
 * hour or half hour of the prosker's zone, lasting exactly one hour, not in the past, on an open
 * day, inside one of that day's ranges. Returns the local start.
 */
export async function checkEventTime(
  db: Db,
  proskerId: number,
  timeZone: string,
  startsAt: Date,
  options: { endsAt?: Date; now?: Date } = {},
) {
  const local = localTime(startsAt, timeZone);
  if (local.subMinuteMs !== 0 || local.minutes % EVENT_START_STEP_MINUTES !== 0) {
    throw timeInvalid();
  }
  if (
    options.endsAt &&
    options.endsAt.getTime() - startsAt.getTime() !== EVENT_DURATION_MINUTES * 60_000
  ) {
    throw new AppError('EVENT_TIME_INVALID', 422, {
      fields: [{ field: 'endsAt', key: 'codes.EVENT_TIME_INVALID' }],
    });
  }
  if (startsAt.getTime() <= (options.now ?? new Date()).getTime()) {
    throw new AppError('EVENT_PAST_DATE', 422);
  }
  const schedule = await daySchedule(db, proskerId, local.date);
  if (schedule.closed)
    throw new AppError('EVENT_DAY_CLOSED', 422, { details: { date: local.date } });
  const end = local.minutes + EVENT_DURATION_MINUTES;
  if (!schedule.ranges.some((r) => r.from <= local.minutes && end <= r.to)) {
    throw new AppError('EVENT_NO_TIME_AVAILABLE', 422, {
      details: {
        date: local.date,
        time: timeOf(local.minutes),
        ranges: schedule.ranges.map((r) => ({ from: timeOf(r.from), to: timeOf(r.to) })),
      },
    });
  }
  return local;
}
