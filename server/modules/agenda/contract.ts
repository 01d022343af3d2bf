/** What the agenda's routes answer (see server/platform/contract.ts). */
import { EVENT_STATUSES, TIMES_OF_DAY } from '../../../common/agenda';
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

export const eventsSchema = out.object({ timeZone: out.text(), data: out.list(agendaEventSchema) });

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
