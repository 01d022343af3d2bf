/** What the jobs module's routes answer (see server/platform/contract.ts). */
import { BOOKING_DAY_STATUSES } from '../../../common/bookings';
import { TIMES_OF_DAY } from '../../../common/constants';
import {
  JOB_STATUSES,
  JOB_TRANSITIONS,
  SERVICE_STATES,
  type JobAction,
} from '../../../common/jobs';
import { CURRENCIES, REGIONS } from '../../../common/regions';
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

/** A free 1-hour slot of the prosker's agenda: its instants and its local start `HH:MM`. */
export const bookingSlotSchema = out.namedObject('BookingSlot', {
  startsAt: out.dateTime(),
  endsAt: out.dateTime(),
  time: out.text(),
});

/**
 * The next weeks of a service's booking calendar, from today on the clock of the service's region:
 * each day open, closed, full or past, the halves that can be asked for and, when the service is
 * booked by a slot of the prosker's agenda (`bySlot`), that day's free slots.
 */
export const bookingCalendarSchema = out.namedObject('BookingCalendar', {
  serviceId: out.integer(),
  timeZone: out.text(),
  bySlot: out.boolean(),
  days: out.list(
    out.namedObject('BookingCalendarDay', {
      date: out.date(),
      status: out.oneOf(BOOKING_DAY_STATUSES),
      /** The halves of the day still to come and, by slot, with a free slot. */
      halves: out.list(out.oneOf(TIMES_OF_DAY)),
      slots: out.list(bookingSlotSchema),
    }),
  ),
});

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

/** Where a job takes place: the client's address as copied when the job was bought. */
export const jobAddressSchema = out.namedObject('JobAddress', {
  domicile: out.text(),
  neighborhood: out.text().nullable(),
  city: out.text(),
  state: out.text(),
  postalCode: out.text(),
  country: out.text(),
  countryCode: out.text(),
});

/**
 * What a job holds alike for its parties and for staff: its terms, dates, reasons and times, and
 * what the client said when booking it (ADR 0027).
 */
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
  /**
   * Whether `startDate` is the hour agreed: false for a half-day booking until its prosker sets
   * the hour on accepting (the job is then "morning" or "afternoon" of its date, nothing more).
   */
  hourAgreed: out.boolean(),
  /** The client's words about the problem, and its photos (large image URLs). */
  problem: out.text().nullable(),
  problemPhotos: out.list(out.text()),
  /** The department and city of the job's address, shown to both sides from the start. */
  area: out.object({ city: out.text(), state: out.text() }).nullable(),
  /**
   * The address and contact phone: to the client and staff always, to the job's prosker only
   * once they accepted it (`common/bookings.ts`); null otherwise, or when the job has none.
   */
  address: jobAddressSchema.nullable(),
  contactPhone: out.text().nullable(),
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
    /** The job has an address and phone the viewer (its prosker) sees once they accept it. */
    contactHidden: out.boolean(),
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

/** The fee of a job's payment: as it was applied (`applied`), or as it would apply now. */
export const jobFeeSchema = out.named(
  'JobFee',
  out.object({
    applied: out.boolean(),
    feeBps: out.integer(),
    vatBps: out.integer(),
    /** The fee kept: its share of what was not refunded. */
    fee: out.number(),
    /** What Prosk gave back of the payment so far. */
    refunded: out.number(),
    /** What reaches the prosker: the price less the refunds and the fee kept. */
    net: out.number(),
  }),
);

/** The payment that paid a job: what it charged, how, and Mercado Pago's reference. */
export const jobPaidSchema = out.named(
  'JobPaid',
  out.object({
    paymentId: out.integer(),
    status: out.oneOf(['paid', 'refunded'] as const),
    amount: out.number(),
    currency: out.oneOf(CURRENCIES),
    installments: out.integer().nullable(),
    paymentMethodId: out.text().nullable(),
    mpPaymentId: out.integer().nullable(),
    paidAt: out.dateTime(),
    refundedAt: out.dateTime().nullable(),
  }),
);

/** A job of the user with its parties, history, review and payment. */
/** One refund of a job's payment (staff's, or a cancellation's). */
export const jobRefundSchema = out.named(
  'JobRefund',
  out.object({ id: out.integer(), amount: out.number(), at: out.dateTime() }),
);

export const jobDetailSchema = out.named(
  'JobDetail',
  jobSchema.shape({
    prosker: jobPartySchema.nullable(),
    client: jobPartySchema.nullable(),
    history: out.list(jobHistoryEntrySchema),
    review: out.object({ rating: out.integer(), text: out.text() }).nullable(),
    /** The job's payment: being processed by Mercado Pago, paid, or none live. */
    payment: out.oneOf(['processing', 'paid'] as const).nullable(),
    /** What Prosk gave back of the job's payment, oldest first. */
    refunds: out.list(jobRefundSchema),
    /** The payment that paid the job (refunded since, maybe); its receipt is a PDF. */
    paid: jobPaidSchema.nullable(),
    /** The prosker's fee on a job that requires payment (only the prosker reads it). */
    fee: jobFeeSchema.nullable(),
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
  out.object({
    ...reasonRecordFields,
    appliesTo: out.oneOf(REASON_APPLIES_TO),
    /** Written by the product itself (closing an account): staff cannot edit nor delete it. */
    system: out.boolean(),
  }),
);

/** A job as staff see it: both parties by email and username, reasons by name. */
export const adminJobSchema = out.named(
  'AdminJob',
  out.object({
    ...jobFields,
    proskerEmail: out.text(),
    proskerUsername: out.text(),
    /** The full name; empty for a closed account (the back office names it by its side). */
    proskerName: out.text(),
    clientEmail: out.text(),
    clientUsername: out.text(),
    clientName: out.text(),
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
    /** The job's paid (or refunded) payment and its refunds; null when nothing was paid. */
    money: out
      .object({
        paid: out.number(),
        currency: out.oneOf(CURRENCIES),
        refunded: out.number(),
        refunds: out.list(jobRefundSchema),
      })
      .nullable(),
  }),
);

/** A predefined service of the catalogue, as staff see and edit it. */
export const adminPredefinedServiceSchema = out.namedObject('AdminPredefinedService', {
  id: out.integer(),
  categoryId: out.integer(),
  title_es: out.text(),
  title_en: out.text(),
  title_br: out.text(),
  requiresAppointment: out.boolean(),
  enabled: out.boolean(),
  position: out.integer(),
  /** Services and jobs that came from it (read-only): only an unused one is deleted. */
  usage: out.integer(),
});

/** A published service as staff see it: its prosker, category, region and state. */
export const adminServiceSchema = out.namedObject('AdminService', {
  id: out.integer(),
  proskerId: out.integer(),
  proskerUsername: out.text(),
  proskerEmail: out.text(),
  categoryId: out.integer(),
  /** In the interface language (Accept-Language). */
  categoryName: out.text(),
  predefinedServiceId: out.integer().nullable(),
  title: out.text(),
  description: out.text(),
  price: out.integer(),
  currency: out.oneOf(CURRENCIES),
  region: out.oneOf(REGIONS),
  image: out.text().nullable(),
  requiresAppointment: out.boolean(),
  requiresPayment: out.boolean(),
  state: out.oneOf(SERVICE_STATES),
  /** Jobs bought from it that are not finished or cancelled (a withdrawal waits for them). */
  openJobs: out.integer(),
  withdrawnAt: out.dateTime().nullable(),
  withdrawnReason: out.text().nullable(),
  createdAt: out.dateTime(),
});
