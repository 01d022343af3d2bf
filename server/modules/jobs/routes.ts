import { DEFAULT_REGION, REGIONS } from '../../../common/regions';
import { isCalendarDate } from '../../../common/agenda';
import { BOOKING_PHOTOS_MAX, MIN_SERVICE_PRICE, TIMES_OF_DAY } from '../../../common/constants';
import { JOB_STATUSES, JOB_TOO_EARLY, JOB_TRANSITIONS } from '../../../common/jobs';
import { bookingDetailsFields, offerVisitFields } from '../../../common/schemas/jobs';
import { yup } from '../../../common/validation';
import { notFound, route, type AppContext, type RouteSpec } from '../../platform';
import { idOf, parseId } from '../../platform/http';
import { out, type ResponseSpec } from '../../platform/contract';
import { acceptUpload, type UploadedFile } from '../../platform/uploads';
import {
  bookingCalendarSchema,
  jobDetailSchema,
  jobListItemSchema,
  jobPaymentSchema,
  jobReasonSchema,
  jobReviewSchema,
  jobSchema,
  predefinedServiceSchema,
  proskerReviewsSchema,
  serviceDetailSchema,
  serviceSchema,
} from './contract';
import { USER_ACTIONS } from './rules';
import type { JobsService } from './service';

const userId = (ctx: AppContext) => ctx.state.auth!.subjectId;
/** The spec's price: whole and above 150; either refusal says so (`fields.servicePrice`). */
const PRICE_MESSAGE = { key: 'fields.servicePrice', params: { below: MIN_SERVICE_PRICE - 1 } };
const price = () =>
  yup
    .number()
    .integer(PRICE_MESSAGE as never)
    .min(MIN_SERVICE_PRICE, PRICE_MESSAGE as never)
    .max(100_000_000)
    .required();
const text = (max: number) => yup.string().trim().required().max(max);
const upload = (ctx: AppContext) => (ctx.state as unknown as { upload: UploadedFile }).upload;
const IMAGE_UPLOAD_ERRORS = [
  'UPLOAD_IMAGE_TOO_LARGE',
  'UPLOAD_TYPE_NOT_ALLOWED',
  'VALIDATION_FAILED',
  'NOT_FOUND',
];
const IMAGE_SUMMARY =
  '(multipart field `file`: PNG, JPG or GIF up to 20 MB, kept as a 1200 px WebP with a 320×320 `thumb.webp` beside it)';
/** A receipt as a download: its file name, never kept by a shared cache. */
export function sendReceipt(ctx: AppContext, receipt: { fileName: string; pdf: Buffer }) {
  ctx.set('Content-Disposition', `attachment; filename="${receipt.fileName}"`);
  ctx.set('Cache-Control', 'private, no-store');
  ctx.type = 'application/pdf';
  ctx.body = receipt.pdf;
}

const CARD_ERRORS = ['PAYMENT_FAILED', 'PAYMENT_PROVIDER_UNAVAILABLE', 'PAYMENT_ACCOUNT_REQUIRED'];
const TRANSITION_ERRORS = [
  ...new Set(Object.values(JOB_TRANSITIONS).map((t) => t.refusal)),
  'JOB_CANCEL_TOO_LATE',
  JOB_TOO_EARLY,
  'NOT_FOUND',
];

/** What a prosker may change of a published service (its title and category name what it is). */
const serviceTerms = {
  description: text(5000),
  price: price(),
  requiresAppointment: yup.boolean().required(),
  requiresPayment: yup.boolean().required(),
};
const serviceBody = yup.object({
  title: text(200),
  categoryId: yup.number().integer().positive().required(),
  predefinedServiceId: yup.number().integer().positive().optional(),
  ...serviceTerms,
});
/** What a prosker writes of a job, when creating it as when editing it while it is new. */
const jobTerms = {
  title: text(200),
  description: text(5000),
  price: price(),
  cost: yup.number().integer().min(0).optional(),
  startDate: yup.date().required(),
  endDate: yup
    .date()
    .required()
    .min(yup.ref('startDate'), { key: 'fields.endAfterStart' } as never),
};
const DB_ID = () => yup.number().integer().positive().max(2147483647);
/** One of two fields: `name` is required unless `other` is given, and refused beside it. */
const oneOf = <S extends yup.Schema>(schema: S, other: string) =>
  (schema as unknown as yup.MixedSchema).when(other, {
    is: (value: unknown) => value === undefined,
    then: (s) => s.required(),
    otherwise: (s) => s.test('one-of', { key: 'fields.invalid' } as never, (v) => v === undefined),
  }) as unknown as S;
/**
 * A prosker's offer: to whom (`conversationId` of theirs, or `clientId` of a client they have a
 * conversation or a job with), its terms, and when: a `date` with its `timeOfDay` (and an `hour`
 * within it, optional), or a `startDate` and `endDate`.
 */
const offerBody = yup.object({
  conversationId: oneOf(DB_ID(), 'clientId'),
  clientId: DB_ID().optional(),
  title: jobTerms.title,
  description: jobTerms.description,
  price: jobTerms.price,
  cost: jobTerms.cost,
  date: yup
    .string()
    .trim()
    .test('date', { key: 'fields.date' } as never, (v) => !v || isCalendarDate(v))
    .when('startDate', {
      is: (value: unknown) => value === undefined,
      then: (s) => s.required(),
      otherwise: (s) =>
        s.test('one-of', { key: 'fields.invalid' } as never, (v) => v === undefined),
    }),
  timeOfDay: yup
    .string()
    .oneOf(TIMES_OF_DAY)
    .when('date', { is: (value: unknown) => value !== undefined, then: (s) => s.required() }),
  hour: yup.string().trim().max(5).optional(),
  startDate: yup.date().optional(),
  endDate: yup
    .date()
    .min(yup.ref('startDate'), { key: 'fields.endAfterStart' } as never)
    .when('startDate', { is: (value: unknown) => value !== undefined, then: (s) => s.required() }),
  categoryId: DB_ID().optional(),
  requiresAppointment: yup.boolean().optional().default(false),
  requiresPayment: yup.boolean().required(),
});

/**
 * The upload (PUT) and the removal (DELETE) of the image of an own service or job: `errors` are
 * the refusals besides those of an upload and of a missing row, `body` what both answer.
 */
function imageRoutes(
  path: string,
  spec: {
    upload: string;
    removal: string;
    errors: string[];
    body: ResponseSpec['body'];
    set: (ctx: AppContext) => Promise<unknown>;
    remove: (ctx: AppContext) => Promise<unknown>;
  },
): RouteSpec[] {
  return [
    route({
      method: 'put',
      path,
      summary: `${spec.upload} ${IMAGE_SUMMARY}`,
      tag: 'jobs',
      access: 'user',
      before: [acceptUpload('image')],
      errors: [...IMAGE_UPLOAD_ERRORS, ...spec.errors],
      response: { body: spec.body },
      async handler(ctx) {
        ctx.body = await spec.set(ctx);
      },
    }),
    route({
      method: 'delete',
      path,
      summary: spec.removal,
      tag: 'jobs',
      access: 'user',
      errors: ['NOT_FOUND', ...spec.errors],
      response: { body: spec.body },
      async handler(ctx) {
        ctx.body = await spec.remove(ctx);
      },
    }),
  ];
}

export function jobsRoutes(jobs: JobsService): RouteSpec[] {
  return [
    route({
      method: 'get',
      path: '/predefined-services',
      summary:
        'The predefined services catalogue, optionally of one category (its slug in the region)',
      tag: 'jobs',
      access: 'public',
      query: yup.object({
        category: yup.string().trim().max(60).optional(),
        region: yup.string().oneOf(REGIONS).optional(),
      }),
      response: { body: out.object({ data: out.list(predefinedServiceSchema) }) },
      async handler(ctx, { query }) {
        ctx.body = {
          data: await jobs.predefinedServices(
            query.category,
            query.region ?? DEFAULT_REGION,
            ctx.state.language,
          ),
        };
      },
    }),
    route({
      method: 'get',
      path: '/cancellation-reasons',
      summary: 'Reasons to cancel a job, for a client or a prosker',
      tag: 'jobs',
      access: 'public',
      query: yup.object({ for: yup.string().oneOf(['client', 'prosker']).optional() }),
      response: { body: out.object({ data: out.list(jobReasonSchema) }) },
      async handler(ctx, { query }) {
        ctx.body = { data: await jobs.reasons('cancellation', query.for, ctx.state.language) };
      },
    }),
    route({
      method: 'get',
      path: '/help-reasons',
      summary: 'Reasons to dispute a finished job',
      tag: 'jobs',
      access: 'public',
      response: { body: out.object({ data: out.list(jobReasonSchema) }) },
      async handler(ctx) {
        ctx.body = { data: await jobs.reasons('help', undefined, ctx.state.language) };
      },
    }),
    route({
      method: 'get',
      path: '/proskers/:id/services',
      summary: 'A prosker’s published services (none while the prosker is banned or closed)',
      tag: 'jobs',
      access: 'public',
      response: { body: out.object({ data: out.list(serviceSchema) }) },
      async handler(ctx) {
        ctx.body = { data: await jobs.servicesOf(idOf(ctx)) };
      },
    }),
    route({
      method: 'get',
      path: '/proskers/:id/reviews',
      summary: 'A prosker’s reviews, newest first, with the rating summary',
      tag: 'jobs',
      access: 'public',
      response: { body: proskerReviewsSchema },
      async handler(ctx) {
        ctx.body = await jobs.reviewsOf(idOf(ctx));
      },
    }),
    route({
      method: 'get',
      path: '/services/:id',
      summary:
        'One published service of a prosker who can be hired, with `slotRequired` (buying it takes a free slot of their agenda)',
      tag: 'jobs',
      access: 'public',
      errors: ['NOT_FOUND'],
      response: { body: serviceDetailSchema },
      async handler(ctx) {
        ctx.body = await jobs.service(idOf(ctx));
      },
    }),
    route({
      method: 'get',
      path: '/services/:id/calendar',
      summary:
        'The next weeks of a published service’s booking calendar from today (the region’s clock): each day open, closed, full or past, the halves on offer and, when bought by a slot of the prosker’s agenda, its free slots',
      tag: 'jobs',
      access: 'public',
      errors: ['NOT_FOUND'],
      response: { body: bookingCalendarSchema },
      async handler(ctx) {
        ctx.body = await jobs.calendar(idOf(ctx));
      },
    }),
    route({
      method: 'get',
      path: '/user/services',
      summary: 'The prosker’s own services, disabled ones included',
      tag: 'jobs',
      access: 'user',
      response: { body: out.object({ data: out.list(serviceSchema) }) },
      async handler(ctx) {
        ctx.body = { data: await jobs.servicesOf(userId(ctx), true) };
      },
    }),
    route({
      method: 'post',
      path: '/user/services',
      summary: 'Publish a service (whole price above 150 in the region’s currency)',
      tag: 'jobs',
      access: 'user',
      body: serviceBody,
      errors: ['PERMISSION_DENIED', 'PAYMENT_ACCOUNT_REQUIRED'],
      response: { status: 201, body: serviceSchema },
      async handler(ctx, { body }) {
        ctx.status = 201;
        ctx.body = await jobs.publish(userId(ctx), body);
      },
    }),
    route({
      method: 'put',
      path: '/user/services/:id',
      summary:
        'Change an own published service: description, price (whole, above 150), appointment and payment; its image through PUT …/image. Jobs already bought keep what they bought',
      tag: 'jobs',
      access: 'user',
      body: yup.object(serviceTerms),
      errors: ['NOT_FOUND', 'SERVICE_NOT_OFFERED', 'PAYMENT_ACCOUNT_REQUIRED'],
      response: { body: serviceSchema },
      async handler(ctx, { body }) {
        ctx.body = await jobs.editService(userId(ctx), idOf(ctx), body);
      },
    }),
    route({
      method: 'delete',
      path: '/user/services/:id',
      summary: 'Withdraw a service (jobs already bought keep their copy)',
      tag: 'jobs',
      access: 'user',
      errors: ['NOT_FOUND'],
      response: { status: 204 },
      async handler(ctx) {
        await jobs.disableService(userId(ctx), idOf(ctx));
        ctx.status = 204;
      },
    }),
    ...imageRoutes('/user/services/:id/image', {
      upload: 'Upload the image of an own service',
      removal: 'Remove the image of an own service',
      errors: [],
      body: serviceSchema,
      set: (ctx) => jobs.images.setServiceImage(userId(ctx), idOf(ctx), upload(ctx)),
      remove: (ctx) => jobs.images.removeServiceImage(userId(ctx), idOf(ctx)),
    }),
    route({
      method: 'post',
      path: '/services/:id/buy',
      summary:
        'Buy a service for a date and a morning or afternoon; when it requires an appointment and its prosker keeps an agenda (the service’s `slotRequired`), for one free slot of that half. With the address (`addressId` of one of the client’s addresses, or a new `address`, then saved to them), the `problem` and a contact `phone`, copied onto the job; a date whose slots are all taken is refused (EVENT_NO_TIME_AVAILABLE)',
      tag: 'jobs',
      access: 'user',
      body: yup.object({
        date: yup
          .string()
          .trim()
          .required()
          .test('date', { key: 'fields.date' } as never, (v) => !v || isCalendarDate(v)),
        timeOfDay: yup.string().oneOf(TIMES_OF_DAY).required(),
        slot: yup.string().trim().max(40).optional(),
        /** The region of the page the client buys on: a service of another is refused. */
        region: yup.string().oneOf(REGIONS).optional(),
        /** The price the client confirmed: refused (SERVICE_PRICE_CHANGED) when it changed since. */
        price: yup.number().strict().integer().positive().max(2147483647).optional(),
        ...bookingDetailsFields,
      }),
      errors: [
        'NOT_FOUND',
        'SERVICE_NOT_OFFERED',
        'SERVICE_OTHER_REGION',
        'SERVICE_PRICE_CHANGED',
        'JOB_CREATE_FAILED',
        'JOB_SLOT_REQUIRED',
        'EVENT_PAST_DATE',
        'EVENT_OVERLAP',
        'EVENT_NO_TIME_AVAILABLE',
        'EVENT_DAY_CLOSED',
        'EVENT_TIME_INVALID',
        'RATE_LIMITED',
      ],
      response: { status: 201, body: jobSchema },
      async handler(ctx, { body }) {
        ctx.status = 201;
        ctx.body = await jobs.buy(userId(ctx), idOf(ctx), body);
      },
    }),
    route({
      method: 'post',
      path: '/user/jobs',
      summary:
        'The prosker offers a job to a client: the other person of one of their conversations (`conversationId`) or a client they have a conversation or a job with (`clientId`); anyone else is refused (OFFER_NO_RELATION). When: a `date` and `timeOfDay` (with an optional `hour` within it), or `startDate` and `endDate`. The job waits as `offered` for the client, and its card is posted in their conversation',
      tag: 'jobs',
      access: 'user',
      body: offerBody,
      errors: [
        'PERMISSION_DENIED',
        'OFFER_NO_RELATION',
        'PAYMENT_ACCOUNT_REQUIRED',
        'JOB_HOUR_OUTSIDE_HALF',
        'EVENT_PAST_DATE',
        'CONVERSATION_BLOCKED',
        'CONVERSATION_USER_UNAVAILABLE',
        'RATE_LIMITED',
      ],
      response: { status: 201, body: jobSchema },
      async handler(ctx, { body }) {
        const { conversationId, clientId, date, timeOfDay, hour, startDate, endDate, ...terms } =
          body;
        const target =
          conversationId !== undefined ? { conversationId } : { clientId: clientId as number };
        const when =
          startDate && endDate
            ? { startDate, endDate }
            : { date: date as string, timeOfDay: timeOfDay!, hour };
        ctx.status = 201;
        ctx.body = await jobs.offer(userId(ctx), { ...target, ...terms, ...when });
      },
    }),
    route({
      method: 'put',
      path: '/user/jobs/:id',
      summary:
        'The prosker edits a job its client has not answered (title, description, price, cost, dates): an offer, whose client is told the new terms, or a booking while new, whose price and dates stay as the client booked them (JOB_TERMS_AGREED); its image goes through PUT …/image',
      tag: 'jobs',
      access: 'user',
      body: yup.object(jobTerms),
      errors: ['NOT_FOUND', 'JOB_INCOMPLETE', 'JOB_TERMS_AGREED'],
      response: { body: jobSchema },
      async handler(ctx, { body }) {
        ctx.body = await jobs.edit(userId(ctx), idOf(ctx), {
          title: body.title,
          description: body.description,
          price: body.price,
          cost: body.cost ?? null,
          start_date: body.startDate,
          end_date: body.endDate,
        });
      },
    }),
    ...imageRoutes('/user/jobs/:id/image', {
      upload: 'The prosker uploads the image of a job while it is new',
      removal: 'The prosker removes the image of a job while it is new',
      errors: ['JOB_INCOMPLETE'],
      body: jobSchema,
      set: (ctx) => jobs.images.setJobImage(userId(ctx), idOf(ctx), upload(ctx)),
      remove: (ctx) => jobs.images.removeJobImage(userId(ctx), idOf(ctx)),
    }),
    route({
      method: 'post',
      path: '/user/jobs/:id/photos',
      summary: `The client adds a photo of the problem to their job while it is new, up to ${BOOKING_PHOTOS_MAX} ${IMAGE_SUMMARY}`,
      tag: 'jobs',
      access: 'user',
      before: [acceptUpload('image')],
      errors: [...IMAGE_UPLOAD_ERRORS, 'JOB_INCOMPLETE', 'JOB_PHOTOS_LIMIT'],
      response: { status: 201, body: jobSchema },
      async handler(ctx) {
        ctx.status = 201;
        ctx.body = await jobs.images.addProblemPhoto(userId(ctx), idOf(ctx), upload(ctx));
      },
    }),
    route({
      method: 'delete',
      path: '/user/jobs/:id/photos/:position',
      summary: 'The client removes a photo of the problem (1 for the first) while the job is new',
      tag: 'jobs',
      access: 'user',
      errors: ['NOT_FOUND', 'JOB_INCOMPLETE'],
      response: { body: jobSchema },
      async handler(ctx) {
        const position = parseId(ctx.params.position);
        if (position === undefined || position > BOOKING_PHOTOS_MAX) throw notFound();
        ctx.body = await jobs.images.removeProblemPhoto(userId(ctx), idOf(ctx), position);
      },
    }),
    route({
      method: 'get',
      path: '/user/jobs',
      summary: 'The user’s jobs as client (orders) or as prosker, newest first (keyset pages)',
      tag: 'jobs',
      access: 'user',
      query: yup.object({
        role: yup.string().oneOf(['client', 'prosker']).required(),
        status: yup.string().oneOf(JOB_STATUSES).optional(),
        cursor: yup.string().trim().max(300).optional(),
      }),
      response: { body: out.page(jobListItemSchema) },
      async handler(ctx, { query }) {
        ctx.body = await jobs.list(userId(ctx), query.role, query);
      },
    }),
    route({
      method: 'get',
      path: '/user/jobs/:id',
      summary: 'A job of the user with its history, review and the actions allowed now',
      tag: 'jobs',
      access: 'user',
      errors: ['NOT_FOUND'],
      response: { body: jobDetailSchema },
      async handler(ctx) {
        ctx.body = await jobs.detail(userId(ctx), idOf(ctx));
      },
    }),
    route({
      method: 'post',
      path: '/user/jobs/:id/actions',
      summary:
        'Move a job: the client accepts or declines an offer (acceptOffer, declineOffer) and its prosker withdraws it (withdrawOffer); accept, decline, start, finish, confirm, dispute, redo or cancel; accepting a half-day booking takes the `hour` agreed (HH:MM within its half, on the half hour); accepting an offer may say where it is done (`addressId` of one of the client’s addresses, or a new `address`, then saved to them) and a contact `phone`, copied onto the job',
      tag: 'jobs',
      access: 'user',
      body: yup.object({
        action: yup.string().oneOf(USER_ACTIONS).required(),
        reasonId: yup.number().integer().positive().optional(),
        comment: yup.string().trim().max(1000).optional(),
        hour: yup.string().trim().max(5).optional(),
        ...offerVisitFields,
      }),
      errors: [...TRANSITION_ERRORS, 'JOB_HOUR_OUTSIDE_HALF'],
      response: { body: jobSchema },
      async handler(ctx, { body }) {
        ctx.body = await jobs.act(userId(ctx), idOf(ctx), body.action, body);
      },
    }),
    route({
      method: 'post',
      path: '/user/jobs/:id/payment',
      summary: 'The client pays a job with a card token made in the browser',
      tag: 'jobs',
      access: 'user',
      body: yup.object({
        cardToken: yup.string().trim().required().max(200),
        paymentMethodId: yup.string().trim().required().max(40),
        issuerId: yup.string().trim().max(40).optional(),
        installments: yup.number().integer().min(1).max(24).required(),
        identification: yup
          .object({
            type: yup.string().trim().required().max(10),
            number: yup.string().trim().required().max(20),
          })
          .required(),
      }),
      errors: ['NOT_FOUND', 'JOB_ALREADY_PAID', 'PAYMENT_IN_PROCESS', ...CARD_ERRORS],
      response: { body: jobPaymentSchema },
      async handler(ctx, { body }) {
        ctx.body = await jobs.pay(userId(ctx), idOf(ctx), {
          token: body.cardToken,
          paymentMethodId: body.paymentMethodId,
          issuerId: body.issuerId,
          installments: body.installments,
          identification: body.identification,
        });
      },
    }),
    route({
      method: 'get',
      path: '/user/jobs/:id/receipt',
      summary:
        'The receipt of a paid job as a PDF, in the request language, for its client and its prosker (with the fee applied)',
      tag: 'jobs',
      access: 'user',
      errors: ['NOT_FOUND', 'RECEIPT_NOT_AVAILABLE'],
      response: { file: 'application/pdf' },
      async handler(ctx) {
        const receipt = await jobs.receipt(userId(ctx), idOf(ctx), ctx.state.language);
        sendReceipt(ctx, receipt);
      },
    }),
    route({
      method: 'post',
      path: '/user/jobs/:id/review',
      summary: 'The client rates a completed job, 1 to 5 with a text, once, from the job’s day on',
      tag: 'jobs',
      access: 'user',
      body: yup.object({
        rating: yup.number().integer().min(1).max(5).required(),
        text: text(2000),
      }),
      errors: ['REVIEW_EXISTS', 'REVIEW_NOT_ALLOWED', JOB_TOO_EARLY],
      response: { status: 201, body: jobReviewSchema },
      async handler(ctx, { body }) {
        ctx.status = 201;
        ctx.body = await jobs.review(userId(ctx), idOf(ctx), body);
      },
    }),
  ];
}
