/**
 * The agenda's use cases: the premium gate of every write, the week and special dates of the
 * signed-in prosker, their calendar and its events, and a prosker's free slots. Routes read the
 * input, call one of these and write the answer.
 */
import { isCalendarDate, type DayHalf, type EventStatus } from '../../../common/agenda';
import { type SpecialDateInput, type Week } from '../../../common/schemas/agenda';
import type { Language } from '../../../common/i18n';
import type { JobStatus } from '../../../common/jobs';
import { accountFacts, isProsker } from '../accounts';
import { todayIn, zonedInstant } from '../../../common/time';
import { AppError, forbidden, notFound, validationFailed, type Platform } from '../../platform';
import { createCalendarEvents, holdSlotFor } from './calendar-events';
import {
  deleteSpecialDate,
  giveUsualWeek,
  listSpecialDates,
  proskerOf,
  readWeek,
  timeZoneOfUser,
  weekState,
  writeSpecialDate,
  writeWeek,
} from './schedule';

export interface AgendaDeps {
  /** Billing's entitlement: the agenda is a premium feature (writes need it). */
  isPremium: (userId: number) => Promise<boolean>;
  /**
   * Whether the prosker knows the client: they have a job together (a conversation too, once
   * messaging keeps them). A prosker adds events only for clients they know, or for walk-ins
   * typed by hand.
   */
  knowsClient: (proskerId: number, clientId: number) => Promise<boolean>;
  /**
   * The jobs module's reader of a prosker's jobs that take place between two instants (declined
   * and cancelled ones left out): the dated jobs the calendar shows beside events.
   */
  datedJobs: (proskerId: number, from: Date, to: Date) => Promise<DatedJobInput[]>;
}

/** A prosker's job as the jobs module gives it to the calendar. */
export interface DatedJobInput {
  id: number;
  clientId: number;
  title: string;
  status: JobStatus;
  startDate: Date;
  endDate: Date;
  timeOfDay: DayHalf | null;
  paid: boolean;
}

/** A dated job in the prosker's calendar (`jobs` of `GET /agenda/events`). */
export interface CalendarJob {
  id: number;
  title: string;
  status: JobStatus;
  startsAt: string;
  endsAt: string;
  timeOfDay: DayHalf | null;
  paid: boolean;
  clientId: number;
  clientName: string;
  /** The job's live event when it was booked by a slot: the calendar shows that event. */
  eventId: number | null;
}

/** The longest calendar window one request may read. */
const MAX_WINDOW_DAYS = 100;

/** What the prosker types to add an event by hand (the body of `POST /agenda/events`). */
export interface NewCalendarEvent {
  startsAt: string;
  endsAt?: string;
  clientId?: number;
  clientName?: string;
  clientPhone?: string;
  clientEmail?: string;
  proskerPhone?: string;
  comments?: string;
}

export function createAgendaService(platform: Platform, deps: AgendaDeps) {
  const { db } = platform;
  const events = createCalendarEvents(db, platform.events);

  /** Agenda writes: the user must be a premium prosker. */
  async function requireAgenda(userId: number) {
    const [prosker, premium] = await Promise.all([
      proskerOf(db, userId).catch((error) => {
        if (error instanceof AppError) return undefined;
        throw error;
      }),
      deps.isPremium(userId),
    ]);
    if (!prosker || !premium) throw forbidden();
    return prosker;
  }

  /**
   * A calendar window's instants: each bound a date (midnight in the user's zone) or an instant,
   * `to` after `from`, at most MAX_WINDOW_DAYS apart.
   */
  async function calendarWindow(userId: number, window: { from: string; to: string }) {
    const zone = await timeZoneOfUser(db, userId);
    const bound = (value: string) =>
      value.length === 10
        ? isCalendarDate(value)
          ? zonedInstant(value, 0, zone)
          : new Date(NaN)
        : new Date(value);
    const from = bound(window.from);
    const to = bound(window.to);
    const fields = [
      ...(Number.isNaN(from.getTime()) ? [{ field: 'from', key: 'fields.date' }] : []),
      ...(Number.isNaN(to.getTime()) ? [{ field: 'to', key: 'fields.date' }] : []),
    ];
    if (fields.length) throw validationFailed(fields);
    const span = to.getTime() - from.getTime();
    if (span <= 0 || span > MAX_WINDOW_DAYS * 86_400_000) {
      throw validationFailed([{ field: 'to', key: 'fields.invalid' }]);
    }
    return { from, to, timeZone: zone };
  }

  /** The prosker's dated jobs of a window, with their client's name and live event. */
  async function calendarJobs(proskerId: number, from: Date, to: Date): Promise<CalendarJob[]> {
    const jobs = await deps.datedJobs(proskerId, from, to);
    if (jobs.length === 0) return [];
    const [names, held] = await Promise.all([
      events.names(jobs.map((job) => job.clientId)),
      events.liveEventsOfJobs(jobs.map((job) => job.id)),
    ]);
    return jobs.map((job) => ({
      id: job.id,
      title: job.title,
      status: job.status,
      startsAt: job.startDate.toISOString(),
      endsAt: job.endDate.toISOString(),
      timeOfDay: job.timeOfDay,
      paid: job.paid,
      clientId: job.clientId,
      clientName: names.get(job.clientId) ?? '',
      eventId: held.get(job.id) ?? null,
    }));
  }

  /** The week with its zone, who set it and whether clients can book the user now. */
  async function weekAnswer(userId: number, days: Awaited<ReturnType<typeof readWeek>>) {
    const timeZone = await timeZoneOfUser(db, userId);
    return { timeZone, days, ...(await weekState(db, userId, timeZone)) };
  }

  return {
    /** The user's week (always 7 days), the time zone it is kept in, who set it, bookable. */
    async week(userId: number) {
      return weekAnswer(userId, await readWeek(db, userId));
    },

    /** Replaces the week of a premium prosker. */
    async saveWeek(userId: number, week: Week) {
      await requireAgenda(userId);
      return weekAnswer(userId, await writeWeek(db, userId, week));
    },

    /**
     * Premium started: a prosker who never had a week gets the usual one (Monday to Friday,
     * 09:00 to 18:00 of their region). Idempotent; never replaces a week.
     */
    async premiumStarted(userId: number) {
      const [facts] = await accountFacts(db, [userId]);
      if (!facts || !isProsker(facts.typeUser)) return false;
      return giveUsualWeek(db, userId);
    },

    /** The user's special dates from `from` (default: today in their zone) to `to`. */
    async specialDates(userId: number, range: { from?: string; to?: string }) {
      const zone = await timeZoneOfUser(db, userId);
      const from = range.from ?? todayIn(zone);
      return { timeZone: zone, data: await listSpecialDates(db, userId, { from, to: range.to }) };
    },

    /** Sets a date's hours or closes it (premium prosker). */
    async saveSpecialDate(userId: number, date: string, input: SpecialDateInput) {
      await requireAgenda(userId);
      return writeSpecialDate(db, userId, date, input);
    },

    /** Removes a special date (premium prosker); NOT_FOUND when there is none. */
    async deleteSpecialDate(userId: number, date: string) {
      await requireAgenda(userId);
      if (!(await deleteSpecialDate(db, userId, date))) throw notFound();
    },

    /**
     * The user's events (as prosker or as client) in a window, and the jobs of which they are
     * the prosker that take place in it (a client's jobs are not in their agenda).
     */
    async calendar(userId: number, query: { from: string; to: string; status?: EventStatus }) {
      const { from, to, timeZone } = await calendarWindow(userId, query);
      const [data, jobs] = await Promise.all([
        events.list(userId, from, to, query.status),
        calendarJobs(userId, from, to),
      ]);
      return { timeZone, data, jobs };
    },

    /**
     * A premium prosker adds a pending event for a client they know (a job together) or for a
     * walk-in typed by hand; every event rule applies.
     */
    async addEvent(userId: number, input: NewCalendarEvent) {
      const prosker = await requireAgenda(userId);
      let name = input.clientName;
      if (input.clientId !== undefined) {
        if (input.clientId === userId) {
          throw validationFailed([{ field: 'clientId', key: 'fields.invalid' }]);
        }
        // Only a client the prosker knows; an unknown id and a stranger answer alike.
        const known = await deps.knowsClient(userId, input.clientId);
        const accountName = known ? await events.clientName(input.clientId) : null;
        if (!accountName) throw new AppError('USER_NOT_FOUND', 404);
        name ??= accountName;
      } else if (!name) {
        throw validationFailed([{ field: 'clientName', key: 'fields.required' }]);
      }
      const created = await holdSlotFor(
        db,
        {
          proskerId: userId,
          clientId: input.clientId ?? null,
          startsAt: input.startsAt,
          endsAt: input.endsAt,
          client: { name, email: input.clientEmail ?? null, phone: input.clientPhone ?? null },
          prosker: { phone: input.proskerPhone ?? null },
          comments: input.comments ?? null,
          by: 'prosker',
        },
        platform.events,
        prosker,
      );
      return (await events.seenBy(userId, [created]))[0];
    },

    /** One event: whole to its parties, only its time to anyone else. */
    event: (userId: number, id: number, language: Language) => events.get(userId, id, language),

    /** The event's prosker (premium) approves or rejects it. */
    changeEventStatus: (userId: number, id: number, status: 'approved' | 'rejected') =>
      events.changeStatus(userId, id, status, () => requireAgenda(userId)),

    /** A prosker's free 1-hour slots of one local date's morning or afternoon. */
    freeSlots: (proskerId: number, date: string, half: DayHalf) =>
      events.freeSlots(proskerId, date, half),
  };
}

export type AgendaService = ReturnType<typeof createAgendaService>;
