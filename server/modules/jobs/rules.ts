/**
 * The jobs module's pure decisions (no I/O): a prosker's currency, who may move a job and when,
 * when a bought job takes place and whether it goes by a slot of the agenda. The status graph
 * itself is data in `common/jobs.ts`; these read it.
 */
import { dayHalfSpan, halfOf, minutesOf, type DayHalf } from '../../../common/agenda';
import {
  addressLine,
  areaLine,
  hourChoices,
  isHourOfHalf,
  type BookingDayStatus,
} from '../../../common/bookings';
import { CANCELLATION_NOTICE_HOURS, TIMES_OF_DAY } from '../../../common/constants';
import {
  dayAhead,
  JOB_TOO_EARLY,
  JOB_TRANSITIONS,
  type JobAction,
  type JobActor,
  type JobStatus,
} from '../../../common/jobs';
import {
  CURRENCY_BY_REGION,
  regionOfCountry,
  regionOfCurrency,
  TIME_ZONES,
  type Currency,
} from '../../../common/regions';
import { localTime, zonedInstant } from '../../../common/time';

const HOUR = 3_600_000;

/** A booking by slot lasts one hour. */
export const SLOT_MS = HOUR;

/** Failed refunds of jobs cancelled within this many days are tried again. */
export const REFUND_RETRY_DAYS = 30;

/** The currency of a prosker's services and jobs: their region's (the default for none). */
export const currencyOf = (countryCode: string | null | undefined): Currency =>
  CURRENCY_BY_REGION[regionOfCountry(countryCode)];

/** The clock a job or service is read on: its currency's region's time zone. */
export const timeZoneOf = (currency: Currency): string => TIME_ZONES[regionOfCurrency(currency)];

/** The two sides of a job a user can be on. */
export type JobSide = Extract<JobActor, 'prosker' | 'client'>;

/** The actions a job's prosker or client may ask for; staff and the system take the others. */
export const USER_ACTIONS = (Object.keys(JOB_TRANSITIONS) as JobAction[]).filter((action) =>
  ['prosker', 'client'].includes(JOB_TRANSITIONS[action].by),
);

/** The user's side of a job, or undefined when it is someone else's. */
export function sideOf(
  job: { proskerId: number; clientId: number },
  userId: number,
): JobSide | undefined {
  if (job.proskerId === userId) return 'prosker';
  if (job.clientId === userId) return 'client';
  return undefined;
}

/**
 * Why `actor` may not take `action` on a job now: the spec's error code (the action is not
 * theirs or not from this status; a cancellation within CANCELLATION_NOTICE_HOURS of the start;
 * starting or calling done before the job's day, JOB_TOO_EARLY), or undefined when they may.
 */
export function refusalOf(
  action: JobAction,
  actor: JobActor,
  job: { status: JobStatus; startDate: Date; currency: Currency },
  now = Date.now(),
): string | undefined {
  const rule = JOB_TRANSITIONS[action];
  if (rule.by !== actor || !rule.from.includes(job.status)) return rule.refusal;
  if (rule.notice && (job.startDate.getTime() - now) / HOUR < CANCELLATION_NOTICE_HOURS) {
    return 'JOB_CANCEL_TOO_LATE';
  }
  if (rule.onItsDay && dayAhead(job, now) !== null) return JOB_TOO_EARLY;
  return undefined;
}

/** Why a job's client may not review it now: REVIEW_NOT_ALLOWED until complete, JOB_TOO_EARLY before its day. */
export function reviewRefusalOf(
  job: { status: JobStatus; startDate: Date; currency: Currency },
  now = Date.now(),
): string | undefined {
  if (job.status !== 'complete') return 'REVIEW_NOT_ALLOWED';
  if (dayAhead(job, now) !== null) return JOB_TOO_EARLY;
  return undefined;
}

/**
 * When a bought job takes place: the chosen slot for one hour, or else the whole morning or
 * afternoon of the date, on the given clock. An unreadable slot gives an invalid date.
 */
export function bookingSpan(
  input: { date: string; timeOfDay: DayHalf; slot?: string },
  timeZone: string,
): { start: Date; end: Date } {
  if (input.slot) {
    const start = new Date(input.slot);
    return { start, end: new Date(start.getTime() + SLOT_MS) };
  }
  return dayHalfSpan(input.date, input.timeOfDay, timeZone);
}

/** A start that cannot be booked: unreadable, now or past. */
export const isPastStart = (start: Date, now = Date.now()) =>
  Number.isNaN(start.getTime()) || start.getTime() <= now;

/** A prosker who keeps an agenda is booked for an appointment by one of its free slots. */
export const bookedBySlot = (requiresAppointment: boolean, keepsAgenda: boolean) =>
  requiresAppointment && keepsAgenda;

/** The local date and half of the day an instant falls in (morning starts before 13:00). */
export function placeOf(at: Date, timeZone: string): { date: string; half: DayHalf } {
  const local = localTime(at, timeZone);
  return { date: local.date, half: halfOf(local.minutes) };
}

/** Rounds an average rating to two decimals, as profiles show it. */
export const roundedRating = (average: number) => Math.round(average * 100) / 100;

/** A day of the prosker's agenda as the booking calendar reads it (agenda's `bookingCalendar`). */
export interface AgendaDay {
  date: string;
  closed: boolean;
  slots: { startsAt: string; endsAt: string; time: string }[];
}

/**
 * A day of a service's booking calendar. By slot: the halves with a free slot, `full` when the
 * prosker works that day but none is free. By half-day: the halves whose start is still to come
 * (a half-day never fills: the prosker takes or declines each request). Today, with nothing left
 * to book, is `past`; a day the agenda closes is `closed` either way.
 */
export function calendarDay(
  day: AgendaDay,
  options: { bySlot: boolean; today: string; timeZone: string; now?: number },
): { date: string; status: BookingDayStatus; halves: DayHalf[]; slots: AgendaDay['slots'] } {
  const now = options.now ?? Date.now();
  const none = { date: day.date, halves: [], slots: [] };
  if (day.closed) return { ...none, status: 'closed' };
  if (options.bySlot) {
    const halves = TIMES_OF_DAY.filter((half) =>
      day.slots.some((slot) => placeOf(new Date(slot.startsAt), options.timeZone).half === half),
    );
    if (halves.length > 0) return { date: day.date, status: 'open', halves, slots: day.slots };
    return { ...none, status: day.date === options.today ? 'past' : 'full' };
  }
  const halves = TIMES_OF_DAY.filter(
    (half) => !isPastStart(dayHalfSpan(day.date, half, options.timeZone).start, now),
  );
  return halves.length > 0
    ? { date: day.date, status: 'open', halves, slots: [] }
    : { ...none, status: 'past' };
}

/** What accepting a job at an hour gives: its new start, nothing to change, or why not. */
export type AgreedStart =
  | { start: Date }
  | { keep: true }
  | { refusal: 'hourRequired' }
  | { refusal: 'hourOutsideHalf'; from: string; to: string };

/**
 * The start a half-day job gets when its prosker accepts it at `hour` ('HH:MM', on the clock of
 * the job's region): the hour must be one of its half's (`common/bookings.ts`). A job whose hour
 * is agreed already (a slot, a job a prosker wrote, a half-day accepted before) keeps its start.
 */
export function agreedStart(
  job: { start_date: Date | string; time_of_day: string | null; hour_agreed: boolean },
  hour: string | undefined,
  timeZone: string,
): AgreedStart {
  if (job.hour_agreed || !job.time_of_day) return { keep: true };
  const half = job.time_of_day as DayHalf;
  if (!hour) return { refusal: 'hourRequired' };
  if (!isHourOfHalf(half, hour)) {
    const choices = hourChoices(half);
    return { refusal: 'hourOutsideHalf', from: choices[0], to: choices[choices.length - 1] };
  }
  const { date } = placeOf(new Date(job.start_date), timeZone);
  return { start: zonedInstant(date, minutesOf(hour), timeZone) };
}

/** The address a `jobs` row keeps (copied at purchase), or null when it has none. */
export function addressOfRow(row: Record<string, unknown>) {
  if (!row.address_domicile) return null;
  return {
    domicile: row.address_domicile as string,
    neighborhood: (row.address_neighborhood as string | null) ?? null,
    city: row.address_city as string,
    state: row.address_state as string,
    postalCode: row.address_postal_code as string,
    country: row.address_country as string,
    countryCode: row.address_country_code as string,
  };
}

/**
 * When and where a `jobs` row takes place, as its notices tell it: its half while no hour is
 * agreed, and its address in one line with its city and department (none without an address).
 */
export function visitOf(row: Record<string, unknown>) {
  const address = addressOfRow(row);
  return {
    half: row.time_of_day && row.hour_agreed === false ? (row.time_of_day as string) : null,
    address: address ? addressLine(address) : null,
    area: address ? areaLine(address) : null,
  };
}

/**
 * When an offer takes place: the half of the day on `date`, or the hour given within it (then
 * agreed). An hour outside the half is refused with the half's first and last hours.
 */
export function offerSpan(
  input: { date: string; timeOfDay: DayHalf; hour?: string },
  timeZone: string,
):
  | { start: Date; end: Date; hourAgreed: boolean }
  | { refusal: 'hourOutsideHalf'; from: string; to: string } {
  const span = dayHalfSpan(input.date, input.timeOfDay, timeZone);
  if (!input.hour) return { ...span, hourAgreed: false };
  const agreed = agreedStart(
    { start_date: span.start, time_of_day: input.timeOfDay, hour_agreed: false },
    input.hour,
    timeZone,
  );
  if ('refusal' in agreed && agreed.refusal === 'hourOutsideHalf') return agreed;
  return { start: 'start' in agreed ? agreed.start : span.start, end: span.end, hourAgreed: true };
}
