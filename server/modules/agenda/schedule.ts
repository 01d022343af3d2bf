/**
 * When a prosker works: the week (open ranges per weekday), special dates (closed, or other
 * ranges that replace the weekday's), the open ranges of one date, and the rules an event's
 * time must meet before the database decides overlaps.
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
  type SpecialDateInput,
  type TimeRange,
  type Week,
} from '../../../common/agenda';
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

/** Replaces the week; closed days keep no ranges. */
export async function writeWeek(db: Knex, userId: number, week: Week): Promise<WeekDay[]> {
  return db.transaction(async (trx) => {
    await lockAgenda(trx, userId);
    await trx('availability').where({ user_id: userId }).delete();
    const rows = week.days.flatMap((day) =>
      day.open
        ? (day.ranges ?? []).map((r) => ({
            user_id: userId,
            weekday: day.weekday,
            from_time: r.from,
            to_time: r.to,
          }))
        : [],
    );
    if (rows.length) await trx('availability').insert(rows);
    return readWeek(trx, userId);
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

/** Weekly hours, or a special date from the prosker's today on that opens hours. */
export async function hasHours(
  db: Db,
  userId: number,
  timeZone: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.raw<{ rows: { keeps: boolean }[] }>(
    `SELECT EXISTS (SELECT 1 FROM availability WHERE user_id = ?)
         OR EXISTS (SELECT 1 FROM special_dates WHERE user_id = ? AND NOT closed AND date >= ?)
         AS keeps`,
    [userId, userId, todayIn(timeZone, now)],
  );
  return rows[0].keeps;
}

/**
 * Whether a prosker keeps an agenda: weekly hours, or a special date from today on that opens
 * hours. Premium does not matter: a prosker who stops being premium keeps the hours they set.
 */
export async function keepsAgenda(db: Db, userId: number, now = new Date()): Promise<boolean> {
  return hasHours(db, userId, await timeZoneOfUser(db, userId), now);
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
  const keeps = await hasHours(db, userId, timeZone, options.now ?? new Date());
  const schedule = await daySchedule(db, userId, date);
  const local = options.slot && localTime(options.slot, timeZone);
  return {
    keepsAgenda: keeps,
    closed: closedForBooking(schedule, keeps),
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
