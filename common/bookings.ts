/**
 * What a booking says besides its date, shared by the server (which enforces it) and the
 * frontends (which show it): who sees the client's address and phone and when, the hour a prosker
 * may set for a half-day booking, and how an address reads in one line.
 * docs/adr/0027-booking-address-and-hour.md explains the choices.
 */
import {
  DAY_HALF_HOURS,
  EVENT_START_STEP_MINUTES,
  minutesOf,
  timeOf,
  TIME_PATTERN,
  type DayHalf,
} from './agenda';
import type { JobStatus } from './jobs';

/**
 * The statuses a job reaches only through the prosker's acceptance, and keeps while the work is
 * still theirs: there, the job's prosker sees where to go and whom to call. A job still new,
 * declined or cancelled shows them only the department and city.
 */
export const ADDRESS_SHOWN_STATUSES: readonly JobStatus[] = [
  'paymentRequired',
  'readyToExecute',
  'inProgress',
  'proskerComplete',
  'clientRejected',
  'complete',
];

/** Whether a job's side sees its client's address and contact phone now (the client always). */
export const seesVisitContact = (side: 'client' | 'prosker', status: JobStatus) =>
  side === 'client' || ADDRESS_SHOWN_STATUSES.includes(status);

/**
 * The hours a prosker may choose for a half-day booking when accepting it: the half's start
 * and every half hour after it, up to half an hour before the half ends (9:00 to 12:30 for the
 * morning's 9 to 13 h), on the clock of the job's region.
 */
export function hourChoices(half: DayHalf): string[] {
  const { from, to } = DAY_HALF_HOURS[half];
  const choices: string[] = [];
  for (let m = minutesOf(from); m < minutesOf(to); m += EVENT_START_STEP_MINUTES) {
    choices.push(timeOf(m));
  }
  return choices;
}

/** Whether 'HH:MM' is one of the hours a prosker may choose in that half. */
export const isHourOfHalf = (half: DayHalf, hour: string) =>
  TIME_PATTERN.test(hour) && hourChoices(half).includes(hour);

/** The parts of an address a line is written from. */
export interface AddressParts {
  domicile: string;
  neighborhood?: string | null;
  city: string;
  state: string;
}

/** The department (or state) after the city, unless they are the same ("Montevideo"). */
export const areaLine = (address: { city: string; state: string }) =>
  address.city.trim().toLowerCase() === address.state.trim().toLowerCase()
    ? address.city
    : `${address.city}, ${address.state}`;

/** "Bv. Artigas 1550, Pocitos, Montevideo": where a prosker goes, in one line. */
export const addressLine = (address: AddressParts) =>
  [address.domicile, address.neighborhood, areaLine(address)].filter(Boolean).join(', ');

/**
 * A day of a service's booking calendar: `open` (something can be chosen), `closed` (the prosker
 * does not work that day), `full` (they work, but every slot is taken) or `past` (today, when
 * nothing of it is left to book).
 */
export const BOOKING_DAY_STATUSES = ['open', 'closed', 'full', 'past'] as const;
export type BookingDayStatus = (typeof BOOKING_DAY_STATUSES)[number];
