import { EVENT_STATUSES, TIMES_OF_DAY, isCalendarDate } from '../../../common/agenda';
import { specialDateSchema, weekSchema } from '../../../common/schemas/agenda';
import { EMAIL_MAX, NAME_MAX } from '../../../common/constants';
import { yup } from '../../../common/validation';
import {
  AppError,
  idOf,
  route,
  validationFailed,
  type AppContext,
  type RouteSpec,
} from '../../platform';
import {
  agendaEventReadSchema,
  agendaEventSchema,
  agendaSpecialDateSchema,
  availabilitySchema,
  eventsSchema,
  freeSlotsSchema,
  specialDatesSchema,
} from './contract';
import type { AgendaService } from './service';

const userId = (ctx: AppContext) => ctx.state.auth!.subjectId;
const dateParam = (value: string | undefined, field = 'date') => {
  if (!value || !isCalendarDate(value)) throw validationFailed([{ field, key: 'fields.date' }]);
  return value;
};

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

export function agendaRoutes(service: AgendaService): RouteSpec[] {
  return [
    route({
      method: 'get',
      path: '/agenda/availability',
      summary: 'The signed-in prosker’s week: each weekday open with its ranges, or closed',
      tag: 'agenda',
      access: 'user',
      response: { body: availabilitySchema },
      async handler(ctx) {
        ctx.body = await service.week(userId(ctx));
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
        ctx.body = await service.saveWeek(userId(ctx), body);
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
        ctx.body = await service.specialDates(userId(ctx), {
          from: query.from ? dateParam(query.from, 'from') : undefined,
          to: query.to ? dateParam(query.to, 'to') : undefined,
        });
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
        ctx.body = await service.saveSpecialDate(userId(ctx), dateParam(ctx.params.date), body);
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
        await service.deleteSpecialDate(userId(ctx), dateParam(ctx.params.date));
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
        ctx.body = await service.calendar(userId(ctx), query);
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
        const created = await service.addEvent(userId(ctx), body);
        ctx.status = 201;
        ctx.body = created;
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
        ctx.body = await service.event(userId(ctx), idOf(ctx), ctx.state.language);
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
        ctx.body = await service.changeEventStatus(userId(ctx), idOf(ctx), body.status);
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
        ctx.body = await service.freeSlots(proskerId, dateParam(query.date), query.half);
      },
    }),
  ];
}
