/** What the agenda's routes answer (see server/platform/contract.ts). */
import { EVENT_STATUSES, TIMES_OF_DAY } from '../../../common/agenda';
import { JOB_STATUSES } from '../../../common/jobs';
import { out } from '../../platform/contract';

/** An open range of a day, `HH:MM` to `HH:MM` in the prosker's time zone. */
export const timeRangeSchema = out.namedObject('AgendaTimeRange', {
  from: out.text(),
  to: out.text(),
});

/** One weekday of the week: open with its ranges, or closed (no ranges). 0 = Sunday. */
export const weekDaySchema = out.namedObject('AgendaWeekDay', {
  weekday: out.integer(),
  open: out.boolean(),
  ranges: out.list(timeRangeSchema),
});

/** The prosker's week, always 7 days, and the time zone it is kept in. */
export const availabilitySchema = out.namedObject('AgendaAvailability', {
  timeZone: out.text(),
  days: out.list(weekDaySchema),
  /**
   * Who set the week: the prosker, Premium's usual hours (Monday to Friday 09:00–18:00, not
   * changed since), or nobody yet (no agenda: bookings by morning or afternoon).
   */
  setBy: out.oneOf(['prosker', 'usual'] as const).nullable(),
  /**
   * Whether clients can book the user now: false when they keep an agenda that opens no hours
   * (every weekday closed and no special date ahead with hours).
   */
  bookable: out.boolean(),
});

/** A date with its own hours (they replace its weekday's) or closed. */
export const agendaSpecialDateSchema = out.namedObject('AgendaSpecialDate', {
  date: out.date(),
  closed: out.boolean(),
  ranges: out.list(timeRangeSchema),
});

export const specialDatesSchema = out.object({
  timeZone: out.text(),
  data: out.list(agendaSpecialDateSchema),
});

const eventFields = {
  id: out.integer(),
  proskerId: out.integer(),
  clientId: out.integer().nullable(),
  jobId: out.integer().nullable(),
  startsAt: out.dateTime(),
  endsAt: out.dateTime(),
  status: out.oneOf(EVENT_STATUSES),
  clientName: out.text(),
  /** Contacts as typed for the event, else the account's as its owner's privacy allows. */
  clientPhone: out.text().nullable(),
  clientEmail: out.text().nullable(),
  proskerName: out.text(),
  proskerPhone: out.text().nullable(),
  proskerEmail: out.text().nullable(),
  comments: out.text().nullable(),
  createdAt: out.dateTime(),
  updatedAt: out.dateTime(),
  /** The signed-in user's part in the event. */
  role: out.oneOf(['prosker', 'client'] as const),
};

/** A calendar event as one of its parties (its prosker or its client) sees it. */
export const agendaEventSchema = out.named('AgendaEvent', out.object(eventFields));

/** What someone who is neither the event's client nor its prosker sees of it. */
const privateFields = {
  private: out.boolean().oneOf([true]),
  /** Translate with errors:codes.{code}, or show `label` (in the request's language). */
  code: out.oneOf(['EVENT_PRIVATE'] as const),
  label: out.text(),
};

/** `GET /agenda/events/:id`: the whole event to its parties, or only its time to anyone else. */
export const agendaEventReadSchema = out.either(
  agendaEventSchema,
  out.named(
    'AgendaPrivateEvent',
    out.object({
      id: out.integer(),
      startsAt: out.dateTime(),
      endsAt: out.dateTime(),
      ...privateFields,
    }),
  ),
);

/**
 * A job of the signed-in prosker's that takes place in the window: a half-day booking (its
 * morning or afternoon), a slot booking (drawn as its event, `eventId`) or a job the prosker
 * wrote. Only the job's prosker gets it; it shows the client's name, never their contacts.
 */
export const agendaJobSchema = out.namedObject('AgendaJob', {
  id: out.integer(),
  title: out.text(),
  status: out.oneOf(JOB_STATUSES),
  startsAt: out.dateTime(),
  endsAt: out.dateTime(),
  /** The half of the day the client booked while its hour is not agreed, or null (a slot, a job with its own times, an hour set on accepting). */
  timeOfDay: out.oneOf(TIMES_OF_DAY).nullable(),
  /** Paid online: Mercado Pago confirmed its payment. */
  paid: out.boolean(),
  clientId: out.integer(),
  clientName: out.text(),
  /** The job's live event when it was booked by a slot of the agenda (it is in `data`). */
  eventId: out.integer().nullable(),
});

/** `GET /agenda/events`: the events of the window and, for a prosker, their dated jobs. */
export const eventsSchema = out.object({
  timeZone: out.text(),
  data: out.list(agendaEventSchema),
  jobs: out.list(agendaJobSchema),
});

/** A free 1-hour slot: its instants and its start `HH:MM` in the prosker's zone. */
export const freeSlotSchema = out.namedObject('FreeSlot', {
  startsAt: out.dateTime(),
  endsAt: out.dateTime(),
  time: out.text(),
});

/** A prosker's free slots of one local date's morning or afternoon. */
export const freeSlotsSchema = out.namedObject('FreeSlots', {
  proskerId: out.integer(),
  date: out.date(),
  half: out.oneOf(TIMES_OF_DAY),
  timeZone: out.text(),
  closed: out.boolean(),
  data: out.list(freeSlotSchema),
});
