import {
  EVENT_STATUSES,
  TIMES_OF_DAY,
  isCalendarDate,
  specialDateSchema,
  weekSchema,
} from '../../../common/agenda';
import { EMAIL_MAX, NAME_MAX } from '../../../common/constants';
import { yup } from '../../../common/validation';
import {
  AppError,
  forbidden,
  notFound,
  route,
  validationFailed,
  type AppContext,
  type Platform,
  type RouteSpec,
} from '../../platform';
import type { AgendaDeps } from './index';
import {
  agendaEventReadSchema,
  agendaEventSchema,
  availabilitySchema,
  eventsSchema,
  freeSlotsSchema,
  agendaSpecialDateSchema,
  specialDatesSchema,
} from './contract';
import { holdSlotFor, type Events } from './events';
import {
  deleteSpecialDate,
  listSpecialDates,
  proskerOf,
  readWeek,
  timeZoneOfUser,
  writeSpecialDate,
  writeWeek,
} from './schedule';
import { todayIn, zonedInstant } from '../../../common/time';

const userId = (ctx: AppContext) => ctx.state.auth!.subjectId;
const idOf = (value: string | undefined) => {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
};
const dateParam = (value: string | undefined, field = 'date') => {
  if (!value || !isCalendarDate(value)) throw validationFailed([{ field, key: 'fields.date' }]);
  return value;
};

/** The longest calendar window one request may read. */
const MAX_WINDOW_DAYS = 100;
/** A date (YYYY-MM-DD, midnight in the user's zone) or a date and time with its offset. */
const windowBound = yup
  .string()
  .trim()
  .required()
  .matches(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/, {
    message: { key: 'fields.date' } as never,
  });

const optionalText = (max: number) =>
  yup
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? undefined : v))
    .optional();

const eventBody = yup.object({
  startsAt: yup.string().trim().required().max(40),
  endsAt: yup.string().trim().max(40).optional(),
  clientId: yup.number().integer().positive().optional(),
  clientName: optionalText(NAME_MAX),
  clientPhone: optionalText(30),
  clientEmail: yup
    .string()
    .trim()
    .lowercase()
    .email()
    .max(EMAIL_MAX)
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
  proskerPhone: optionalText(30),
  comments: optionalText(2000),
});

const EVENT_RULE_ERRORS = [
  'EVENT_OVERLAP',
  'EVENT_PAST_DATE',
  'EVENT_TIME_INVALID',
  'EVENT_DAY_CLOSED',
  'EVENT_NO_TIME_AVAILABLE',
];

export function agendaRoutes(platform: Platform, events: Events, deps: AgendaDeps): RouteSpec[] {
  const { db } = platform;

  /** Agenda writes: the signed-in user must be a premium prosker. */
  async function requireAgenda(ctx: AppContext) {
    const id = userId(ctx);
    const [prosker, premium] = await Promise.all([
      proskerOf(db, id).catch((error) => {
        if (error instanceof AppError) return undefined;
        throw error;
      }),
      deps.isPremium(id),
    ]);
    if (!prosker || !premium) throw forbidden();
    return prosker;
  }

  async function calendarWindow(ctx: AppContext, query: { from: string; to: string }) {
    const zone = await timeZoneOfUser(db, userId(ctx));
    const bound = (value: string) =>
      value.length === 10
        ? isCalendarDate(value)
          ? zonedInstant(value, 0, zone)
          : new Date(NaN)
        : new Date(value);
    const from = bound(query.from);
    const to = bound(query.to);
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

  return [
    route({
      method: 'get',
      path: '/agenda/availability',
      summary: 'The signed-in prosker’s week: each weekday open with its ranges, or closed',
      tag: 'agenda',
      access: 'user',
      response: { body: availabilitySchema },
      async handler(ctx) {
        ctx.body = {
          timeZone: await timeZoneOfUser(db, userId(ctx)),
          days: await readWeek(db, userId(ctx)),
        };
      },
    }),
    route({
      method: 'put',
      path: '/agenda/availability',
      summary: 'Replace the week (7 days; open days need ranges that neither overlap nor invert)',
      tag: 'agenda',
      access: 'user',
      body: weekSchema,
      errors: ['PERMISSION_DENIED'],
      response: { body: availabilitySchema },
      async handler(ctx, { body }) {
        await requireAgenda(ctx);
        ctx.body = {
          timeZone: await timeZoneOfUser(db, userId(ctx)),
          days: await writeWeek(db, userId(ctx), body),
        };
      },
    }),
    route({
      method: 'get',
      path: '/agenda/special-dates',
      summary: 'The signed-in prosker’s special dates (closed, or other hours), from today on',
      tag: 'agenda',
      access: 'user',
      query: yup.object({
        from: yup.string().trim().optional(),
        to: yup.string().trim().optional(),
      }),
      response: { body: specialDatesSchema },
      async handler(ctx, { query }) {
        const zone = await timeZoneOfUser(db, userId(ctx));
        const from = query.from ? dateParam(query.from, 'from') : todayIn(zone);
        const to = query.to ? dateParam(query.to, 'to') : undefined;
        ctx.body = { timeZone: zone, data: await listSpecialDates(db, userId(ctx), { from, to }) };
      },
    }),
    route({
      method: 'put',
      path: '/agenda/special-dates/:date',
      summary: 'Set a date’s hours (they replace its weekday’s) or close it',
      tag: 'agenda',
      access: 'user',
      body: specialDateSchema,
      errors: ['PERMISSION_DENIED'],
      response: { body: agendaSpecialDateSchema },
      async handler(ctx, { body }) {
        const date = dateParam(ctx.params.date);
        await requireAgenda(ctx);
        ctx.body = await writeSpecialDate(db, userId(ctx), date, body);
      },
    }),
    route({
      method: 'delete',
      path: '/agenda/special-dates/:date',
      summary: 'Remove a special date (the weekday’s hours apply again)',
      tag: 'agenda',
      access: 'user',
      errors: ['PERMISSION_DENIED', 'NOT_FOUND'],
      response: { status: 204 },
      async handler(ctx) {
        const date = dateParam(ctx.params.date);
        await requireAgenda(ctx);
        if (!(await deleteSpecialDate(db, userId(ctx), date))) throw notFound();
        ctx.status = 204;
      },
    }),
    route({
      method: 'get',
      path: '/agenda/events',
      summary:
        'The signed-in user’s events in a window (as prosker: the calendar; as client: their own)',
      tag: 'agenda',
      access: 'user',
      query: yup.object({
        from: windowBound,
        to: windowBound,
        status: yup.string().oneOf(EVENT_STATUSES).optional(),
      }),
      response: { body: eventsSchema },
      async handler(ctx, { query }) {
        const { from, to, timeZone } = await calendarWindow(ctx, query);
        ctx.body = { timeZone, data: await events.list(userId(ctx), from, to, query.status) };
      },
    }),
    route({
      method: 'post',
      path: '/agenda/events',
      summary:
        'The prosker adds a pending 1-hour event for a client they know (a job together) or a walk-in typed by hand (all event rules apply)',
      tag: 'agenda',
      access: 'user',
      body: eventBody,
      errors: ['PERMISSION_DENIED', 'USER_NOT_FOUND', ...EVENT_RULE_ERRORS],
      response: { status: 201, body: agendaEventSchema },
      async handler(ctx, { body }) {
        const prosker = await requireAgenda(ctx);
        const me = userId(ctx);
        let name = body.clientName;
        if (body.clientId !== undefined) {
          if (body.clientId === me) {
            throw validationFailed([{ field: 'clientId', key: 'fields.invalid' }]);
          }
          // Only a client the prosker knows; an unknown id and a stranger answer alike.
          const known = await deps.knowsClient(me, body.clientId);
          const accountName = known ? await events.clientName(body.clientId) : null;
          if (!accountName) throw new AppError('USER_NOT_FOUND', 404);
          name ??= accountName;
        } else if (!name) {
          throw validationFailed([{ field: 'clientName', key: 'fields.required' }]);
        }
        const created = await holdSlotFor(
          db,
          {
            proskerId: me,
            clientId: body.clientId ?? null,
            startsAt: body.startsAt,
            endsAt: body.endsAt,
            client: { name, email: body.clientEmail ?? null, phone: body.clientPhone ?? null },
            prosker: { phone: body.proskerPhone ?? null },
            comments: body.comments ?? null,
          },
          prosker,
        );
        ctx.status = 201;
        ctx.body = (await events.seenBy(me, [created]))[0];
      },
    }),
    route({
      method: 'get',
      path: '/agenda/events/:id',
      summary:
        'One event: whole to its client and its prosker; anyone else sees only “appointment with another client”',
      tag: 'agenda',
      access: 'user',
      errors: ['NOT_FOUND'],
      response: { body: agendaEventReadSchema },
      async handler(ctx) {
        ctx.body = await events.get(userId(ctx), idOf(ctx.params.id), ctx.state.language);
      },
    }),
    route({
      method: 'put',
      path: '/agenda/events/:id/status',
      summary: 'The event’s prosker approves or rejects it (a rejected event frees its slot)',
      tag: 'agenda',
      access: 'user',
      body: yup.object({
        status: yup
          .string()
          .oneOf(['approved', 'rejected'] as const)
          .required(),
      }),
      errors: ['NOT_FOUND', 'EVENT_NO_ACCESS', 'PERMISSION_DENIED', 'EVENT_STATUS_INVALID'],
      response: { body: agendaEventSchema },
      async handler(ctx, { body }) {
        ctx.body = await events.changeStatus(userId(ctx), idOf(ctx.params.id), body.status, () =>
          requireAgenda(ctx),
        );
      },
    }),
    route({
      method: 'get',
      path: '/profiles/:proskerId/slots',
      summary:
        'A prosker’s free 1-hour slots on a date, morning (before 13:00) or afternoon, in their time zone',
      tag: 'agenda',
      access: 'optionalUser',
      query: yup.object({
        date: yup.string().trim().required(),
        half: yup.string().oneOf(TIMES_OF_DAY).required(),
      }),
      errors: ['USER_NOT_FOUND'],
      response: { body: freeSlotsSchema },
      async handler(ctx, { query }) {
        const proskerId = Number(ctx.params.proskerId);
        if (!Number.isSafeInteger(proskerId) || proskerId <= 0) {
          throw new AppError('USER_NOT_FOUND', 404);
        }
        ctx.body = await events.freeSlots(proskerId, dateParam(query.date), query.half);
      },
    }),
  ];
}
