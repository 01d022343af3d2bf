/**
 * Back-office resources of the jobs module (ra-data-simple-rest dialect): the reasons to cancel
 * a job and to dispute a finished one, and the jobs themselves with their history and review.
 * Every staff member reads; only admins write. A reason any job gave is disabled, never
 * deleted, so that job keeps saying why. Staff move a job only by the graph of
 * `common/jobs.ts`: their one action is `resolve`, a dispute settled as complete, and the
 * service's refusal comes back as it is. The reasons are one-table resources built by the
 * platform's factory over the stores the module gives; the jobs come from the service.
 */
import { JOB_STATUSES, JOB_TRANSITIONS } from '../../../common/jobs';
import type { Language } from '../../../common/i18n';
import { yup } from '../../../common/validation';
import {
  listFilters,
  parseListQuery,
  respondWithList,
  route,
  type RouteSpec,
} from '../../platform';
import { idOf, type AppContext } from '../../platform/http';
import { sendReceipt } from './routes';
import {
  adminResource,
  searchTerm,
  type ConstraintField,
  type TableStore,
} from '../../platform/admin-resource';
import { out } from '../../platform/contract';
import {
  adminCancellationReasonSchema,
  adminHelpReasonSchema,
  adminJobDetailSchema,
  adminJobSchema,
} from './contract';
import { jobRowFields, type JobsService } from './service';
import {
  REASON_APPLIES_TO,
  cancellationReasonSchema,
  helpReasonSchema,
  staffCancelSchema,
  staffRefundSchema,
} from '../../../common/schemas/jobs';

/** The one action staff take on a job (common/jobs.ts). */
const STAFF_ACTIONS = ['resolve'] as const;

const jobActionSchema = yup.object({
  action: yup.string().required().oneOf(STAFF_ACTIONS),
  /** Why staff settled it; the client and the prosker read it in the job's history. */
  comment: yup.string().trim().required().max(1000),
});

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
const idOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

// Reasons ------------------------------------------------------------------------------------

/** The reasons' tables, given by the module (index.ts) with how many jobs gave each. */
export interface ReasonStores {
  cancellationReasons: TableStore;
  helpReasons: TableStore;
}

function reasonDto(row: Record<string, unknown>) {
  return {
    id: Number(row.id),
    name_es: row.name_es as string,
    name_en: row.name_en as string,
    name_br: row.name_br as string,
    ...(row.applies_to !== undefined ? { appliesTo: row.applies_to as string } : {}),
    /** A reason the product writes itself (`accountClosed`): read-only for staff. */
    ...(row.code !== undefined ? { system: row.code !== null } : {}),
    enabled: Boolean(row.enabled),
    position: Number(row.position),
    /** Jobs that gave this reason (read-only): only a reason no job gave is deleted. */
    usage: Number(row.usage ?? 0),
  };
}

function reasonRow(input: Record<string, unknown>, cancellation: boolean) {
  return {
    name_es: input.name_es,
    name_en: input.name_en,
    name_br: input.name_br,
    ...(cancellation && input.appliesTo !== undefined ? { applies_to: input.appliesTo } : {}),
    ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
    ...(input.position !== undefined ? { position: input.position } : {}),
  };
}

/** The table's own check on who a cancellation reason is for, as that field's error. */
const REASON_CONSTRAINTS: ConstraintField[] = [
  {
    kind: 'check',
    constraint: 'cancellation_reasons_applies',
    field: 'appliesTo',
    key: 'fields.invalid',
  },
];

const reasonSummaries = (summary: string) => ({
  list: `The ${summary}, searched by name and filtered by enabled, sorted and paged`,
  one: `One of the ${summary}`,
  create: `Create one of the ${summary} (admin)`,
  update: `Edit, reorder or disable one of the ${summary} (admin)`,
  remove: `Delete one of the ${summary} that no job gave (admin); disable it otherwise`,
});

const reasonCommon = {
  listErrors: ['VALIDATION_FAILED'],
  defaultSort: 'position',
  searchColumns: ['name_es', 'name_en', 'name_br'],
  constraints: REASON_CONSTRAINTS,
  inUse: { code: 'REASON_IN_USE' },
};

/** The reasons to cancel a job and to dispute a finished one, from the platform's factory. */
export function reasonAdminRoutes(stores: ReasonStores): RouteSpec[] {
  return [
    ...adminResource({
      ...reasonCommon,
      path: 'cancellation-reasons',
      store: stores.cancellationReasons,
      record: adminCancellationReasonSchema,
      summaries: reasonSummaries('reasons to cancel a job'),
      sorts: {
        id: 'id',
        position: 'position',
        name_es: 'name_es',
        appliesTo: 'applies_to',
        usage: 'usage',
      },
      filter(query, filter) {
        const enabled = listFilters.boolean(filter, 'enabled');
        if (enabled !== undefined) query.where('enabled', enabled);
        const appliesTo = listFilters.choice(filter, 'appliesTo', REASON_APPLIES_TO);
        if (appliesTo) query.whereIn('applies_to', appliesTo);
      },
      createSchema: cancellationReasonSchema,
      updateSchema: cancellationReasonSchema,
      // Closing an account cancels its jobs with the reason of this code: it stays as it is.
      locked: { code: 'REASON_SYSTEM', when: (row) => row.code != null },
      toDto: reasonDto,
      toRow: (input) => reasonRow(input, true),
    }),
    ...adminResource({
      ...reasonCommon,
      path: 'help-reasons',
      store: stores.helpReasons,
      record: adminHelpReasonSchema,
      summaries: reasonSummaries('reasons to dispute a finished job'),
      sorts: { id: 'id', position: 'position', name_es: 'name_es', usage: 'usage' },
      filter(query, filter) {
        const enabled = listFilters.boolean(filter, 'enabled');
        if (enabled !== undefined) query.where('enabled', enabled);
      },
      createSchema: helpReasonSchema,
      updateSchema: helpReasonSchema,
      toDto: reasonDto,
      toRow: (input) => reasonRow(input, false),
    }),
  ];
}

// Jobs ---------------------------------------------------------------------------------------

const JOB_SORTS = {
  id: 'j.id',
  title: 'j.title',
  status: 'j.status',
  proskerId: 'j.prosker_id',
  clientId: 'j.client_id',
  price: 'j.price',
  startDate: 'j.start_date',
  createdAt: 'j.created_at',
  updatedAt: 'j.updated_at',
};

function jobDto(row: Record<string, unknown>) {
  return {
    ...jobRowFields(row),
    proskerEmail: row.prosker_email as string,
    proskerUsername: row.prosker_username as string,
    proskerName: row.prosker_name as string,
    clientEmail: row.client_email as string,
    clientUsername: row.client_username as string,
    clientName: row.client_name as string,
    /** In the interface language (Accept-Language). */
    categoryName: (row.category_name as string | null) ?? null,
    cancellationReason: (row.cancellation_reason as string | null) ?? null,
    helpReason: (row.help_reason as string | null) ?? null,
  };
}

/** What the jobs' back-office routes ask of the service. */
export type StaffJobs = Pick<JobsService, 'transition' | 'staff' | 'staffReceipt'>;

const staffId = (ctx: AppContext) => ctx.state.auth!.subjectId;

export function jobsAdminRoutes(jobs: StaffJobs): RouteSpec[] {
  /** One job with its history, oldest first, the client's review, and its money. */
  const oneJob = async (id: number, language: Language) => {
    const { row, history, review } = await jobs.staff.job(id, language);
    const money = row.requires_payment ? await jobs.staff.money(id) : null;
    return {
      money,
      ...jobDto(row),
      history: history.map((h) => ({
        id: Number(h.id),
        actor: h.actor as string,
        actorId: idOrNull(h.actor_id),
        actorUsername: (h.actor_username as string | null) ?? null,
        action: h.action as string,
        from: (h.from_status as string | null) ?? null,
        to: h.to_status as string,
        comment: (h.comment as string | null) ?? null,
        at: iso(h.created_at),
      })),
      review: review
        ? {
            id: Number(review.id),
            rating: Number(review.rating),
            text: review.text as string,
            createdAt: iso(review.created_at),
          }
        : null,
    };
  };

  return [
    route({
      method: 'get',
      path: '/jobs',
      summary: 'Jobs with their prosker and client, filtered by status, prosker, client and title',
      tag: 'jobs',
      access: 'staff',
      errors: ['VALIDATION_FAILED'],
      response: { body: out.list(adminJobSchema) },
      async handler(ctx) {
        const list = parseListQuery(ctx.query, JOB_SORTS, 'id');
        const { language } = ctx.state;
        const query = jobs.staff.jobs(language, {
          statuses: listFilters.choice(list.filter, 'status', JOB_STATUSES),
          proskerId: listFilters.id(list.filter, 'proskerId'),
          clientId: listFilters.id(list.filter, 'clientId'),
          titleLike: searchTerm(list.filter),
          ids: listFilters.ids(list.filter),
          flagged: listFilters.boolean(list.filter, 'flagged'),
        });
        await respondWithList(ctx, 'jobs', list, query, jobDto, 'j.id', (rows) =>
          jobs.staff.withParties(rows, language),
        );
      },
    }),
    route({
      method: 'get',
      path: '/jobs/:id',
      summary: 'One job with its prosker and client, its history and its review',
      tag: 'jobs',
      access: 'staff',
      errors: ['NOT_FOUND'],
      response: { body: adminJobDetailSchema },
      async handler(ctx) {
        ctx.body = await oneJob(idOf(ctx), ctx.state.language);
      },
    }),
    route({
      method: 'get',
      path: '/jobs/:id/receipt',
      summary: 'The receipt of a paid job as a PDF, with the fee applied, in the request language',
      tag: 'jobs',
      access: 'staff',
      errors: ['NOT_FOUND', 'RECEIPT_NOT_AVAILABLE'],
      response: { file: 'application/pdf' },
      async handler(ctx) {
        sendReceipt(ctx, await jobs.staffReceipt(idOf(ctx), ctx.state.language));
      },
    }),
    route({
      method: 'put',
      path: '/jobs/:id',
      summary: 'Settle a disputed job as complete, with a comment both parties read (admin)',
      tag: 'jobs',
      access: 'staff',
      staffRoles: ['admin'],
      body: jobActionSchema,
      stripUnknownBody: true,
      errors: [
        'NOT_FOUND',
        ...new Set(STAFF_ACTIONS.map((action) => JOB_TRANSITIONS[action].refusal)),
      ],
      response: { body: adminJobDetailSchema },
      async handler(ctx, { body }) {
        const id = idOf(ctx);
        await jobs.staff.resolve(staffId(ctx), id, body.comment);
        ctx.body = await oneJob(id, ctx.state.language);
      },
    }),
    route({
      method: 'post',
      path: '/jobs/:id/cancel',
      summary:
        'Cancel a job with a cancellation reason (admin): any status before it is done, no notice needed; a paid job is refunded of what is left; both sides are told',
      tag: 'jobs',
      access: 'staff',
      staffRoles: ['admin'],
      body: staffCancelSchema,
      stripUnknownBody: true,
      errors: ['NOT_FOUND', 'VALIDATION_FAILED', JOB_TRANSITIONS.staffCancel.refusal],
      response: { body: adminJobDetailSchema },
      async handler(ctx, { body }) {
        const id = idOf(ctx);
        await jobs.staff.cancel(staffId(ctx), id, {
          reasonId: body.reasonId,
          comment: body.comment || undefined,
        });
        ctx.body = await oneJob(id, ctx.state.language);
      },
    }),
    route({
      method: 'post',
      path: '/jobs/:id/refunds',
      summary:
        'Refund a paid job in full or in part through Mercado Pago (admin), once however many ask at once; both sides are told the amount',
      tag: 'jobs',
      access: 'staff',
      staffRoles: ['admin'],
      body: staffRefundSchema,
      stripUnknownBody: true,
      errors: [
        'NOT_FOUND',
        'VALIDATION_FAILED',
        'REFUND_NOT_PAID',
        'REFUND_EXCEEDS_PAID',
        'REFUND_IN_PROCESS',
        'REFUND_REFUSED',
        'PAYMENT_ACCOUNT_REQUIRED',
        'PAYMENT_PROVIDER_UNAVAILABLE',
      ],
      response: { status: 201, body: adminJobDetailSchema },
      async handler(ctx, { body }) {
        const id = idOf(ctx);
        await jobs.staff.refund(staffId(ctx), id, {
          amount: body.amount,
          refundedBefore: body.refundedBefore,
        });
        ctx.status = 201;
        ctx.body = await oneJob(id, ctx.state.language);
      },
    }),
  ];
}
