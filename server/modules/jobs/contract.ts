/** What the jobs module's routes answer (see server/platform/contract.ts). */
import { TIMES_OF_DAY } from '../../../common/constants';
import { JOB_STATUSES, JOB_TRANSITIONS, type JobAction } from '../../../common/jobs';
import { CURRENCIES } from '../../../common/regions';
import { out } from '../../platform/contract';
import { REASON_APPLIES_TO } from '../../../common/schemas/jobs';

const JOB_ACTIONS = Object.keys(JOB_TRANSITIONS) as JobAction[];
const JOB_ACTORS = ['client', 'prosker', 'staff', 'system'] as const;
/** The two sides of a job a user can be on. */
export const JOB_ROLES = ['client', 'prosker'] as const;

// Storefront ---------------------------------------------------------------------------------

export const serviceSchema = out.named(
  'Service',
  out.object({
    id: out.integer(),
    proskerId: out.integer(),
    predefinedServiceId: out.integer().nullable(),
    categoryId: out.integer(),
    title: out.text(),
    description: out.text(),
    price: out.integer(),
    currency: out.oneOf(CURRENCIES),
    image: out.text().nullable(),
    requiresAppointment: out.boolean(),
    requiresPayment: out.boolean(),
    enabled: out.boolean(),
  }),
);

/** One service as its page shows it. */
export const serviceDetailSchema = out.named(
  'ServiceDetail',
  serviceSchema.shape({
    /** Buying it takes one of the free slots of the prosker's agenda (they keep one). */
    slotRequired: out.boolean(),
  }),
);

export const predefinedServiceSchema = out.named(
  'PredefinedService',
  out.object({
    id: out.integer(),
    /** The category's slug in the request's region. */
    category: out.text(),
    categoryId: out.integer(),
    title: out.text(),
    requiresAppointment: out.boolean(),
  }),
);

/** A reason to cancel a job or to dispute a finished one, named in the request language. */
export const jobReasonSchema = out.named(
  'JobReason',
  out.object({ id: out.integer(), name: out.text() }),
);

/** What a job holds alike for its parties and for staff: its terms, dates, reasons and times. */
const jobFields = {
  id: out.integer(),
  title: out.text(),
  description: out.text(),
  status: out.oneOf(JOB_STATUSES),
  proskerId: out.integer(),
  clientId: out.integer(),
  serviceId: out.integer().nullable(),
  categoryId: out.integer().nullable(),
  price: out.integer(),
  currency: out.oneOf(CURRENCIES),
  cost: out.integer().nullable(),
  startDate: out.dateTime(),
  endDate: out.dateTime(),
  timeOfDay: out.oneOf(TIMES_OF_DAY).nullable(),
  requiresAppointment: out.boolean(),
  requiresPayment: out.boolean(),
  cancellationReasonId: out.integer().nullable(),
  cancellationNote: out.text().nullable(),
  helpReasonId: out.integer().nullable(),
  helpNote: out.text().nullable(),
  createdAt: out.dateTime(),
  updatedAt: out.dateTime(),
};

/** A job as its prosker or client sees it, with their side and the actions open to them. */
export const jobSchema = out.named(
  'Job',
  out.object({
    ...jobFields,
    image: out.text().nullable(),
    /** The viewer's side of the job. */
    role: out.oneOf(JOB_ROLES),
    /**
     * The job's day (its local start date in its region) while it is still ahead: until then it
     * is not started, called done nor reviewed. Null once it has come.
     */
    dayAhead: out.date().nullable(),
    /**
     * What the viewer may do now: the status graph, less what waits for the job's day (the
     * 24-hour notice of a cancellation is checked on sending).
     */
    actions: out.list(out.oneOf(JOB_ACTIONS)),
  }),
);

/** A job in the user's list, with the person on the other side of it. */
export const jobListItemSchema = out.named(
  'JobListItem',
  jobSchema.shape({
    counterpart: out
      .object({ id: out.integer(), firstName: out.text(), lastName: out.text() })
      .nullable(),
  }),
);

export const jobPartySchema = out.named(
  'JobParty',
  out.object({
    id: out.integer(),
    username: out.text(),
    firstName: out.text(),
    lastName: out.text(),
  }),
);

export const jobHistoryEntrySchema = out.named(
  'JobHistoryEntry',
  out.object({
    id: out.integer(),
    actor: out.oneOf(JOB_ACTORS),
    /** An action of the graph, or `create` and `edit`. */
    action: out.text(),
    from: out.oneOf(JOB_STATUSES).nullable(),
    to: out.oneOf(JOB_STATUSES),
    comment: out.text().nullable(),
    at: out.dateTime(),
  }),
);

/** A job of the user with its parties, history, review and payment. */
export const jobDetailSchema = out.named(
  'JobDetail',
  jobSchema.shape({
    prosker: jobPartySchema.nullable(),
    client: jobPartySchema.nullable(),
    history: out.list(jobHistoryEntrySchema),
    review: out.object({ rating: out.integer(), text: out.text() }).nullable(),
    /** The job's payment: being processed by Mercado Pago, paid, or none live. */
    payment: out.oneOf(['processing', 'paid'] as const).nullable(),
  }),
);

/** What the client is told about a job's card payment (billing's attempt). */
export const jobPaymentSchema = out.named(
  'JobPayment',
  out.object({
    paymentId: out.integer(),
    status: out.oneOf(['pendingPayment', 'paid'] as const),
    mpStatus: out.text(),
    amount: out.number(),
    fee: out.number(),
  }),
);

/** The review a client just wrote. */
export const jobReviewSchema = out.named(
  'JobReview',
  out.object({ jobId: out.integer(), rating: out.integer(), text: out.text() }),
);

export const proskerReviewSchema = out.named(
  'ProskerReview',
  out.object({
    id: out.integer(),
    rating: out.integer(),
    text: out.text(),
    clientFirstName: out.text(),
    createdAt: out.dateTime(),
  }),
);

/** A prosker's rating summary and newest reviews. */
export const proskerReviewsSchema = out.named(
  'ProskerReviews',
  out.object({
    average: out.number(),
    count: out.integer(),
    data: out.list(proskerReviewSchema),
  }),
);

// Back office --------------------------------------------------------------------------------

const reasonRecordFields = {
  id: out.integer(),
  name_es: out.text(),
  name_en: out.text(),
  name_br: out.text(),
  enabled: out.boolean(),
  position: out.integer(),
  /** Jobs that gave this reason (read-only): only a reason no job gave is deleted. */
  usage: out.integer(),
};

export const adminHelpReasonSchema = out.named('AdminHelpReason', out.object(reasonRecordFields));

export const adminCancellationReasonSchema = out.named(
  'AdminCancellationReason',
  out.object({ ...reasonRecordFields, appliesTo: out.oneOf(REASON_APPLIES_TO) }),
);

/** A job as staff see it: both parties by email and username, reasons by name. */
export const adminJobSchema = out.named(
  'AdminJob',
  out.object({
    ...jobFields,
    proskerEmail: out.text(),
    proskerUsername: out.text(),
    clientEmail: out.text(),
    clientUsername: out.text(),
    /** In the interface language (Accept-Language). */
    categoryName: out.text().nullable(),
    /** The reasons by name, in the interface language. */
    cancellationReason: out.text().nullable(),
    helpReason: out.text().nullable(),
  }),
);

/** One job for staff, with its history (who did what) and the client's review. */
export const adminJobDetailSchema = out.named(
  'AdminJobDetail',
  adminJobSchema.shape({
    history: out.list(
      out.named(
        'AdminJobHistoryEntry',
        jobHistoryEntrySchema.shape({
          actorId: out.integer().nullable(),
          actorUsername: out.text().nullable(),
        }),
      ),
    ),
    review: out
      .object({
        id: out.integer(),
        rating: out.integer(),
        text: out.text(),
        createdAt: out.dateTime(),
      })
      .nullable(),
  }),
);
