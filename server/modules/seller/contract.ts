/** What the seller's office routes answer. */
import { TIMES_OF_DAY } from '../../../common/agenda';
import { JOB_STATUSES } from '../../../common/jobs';
import { CURRENCIES } from '../../../common/regions';
import { out } from '../../platform/contract';
import { SETUP_ITEMS } from './rules';

/** Who a job or a conversation is with, as the prosker sees them. */
export const sellerPersonSchema = out.namedObject('SellerPerson', {
  id: out.integer(),
  firstName: out.text(),
  lastName: out.text(),
  photo: out.text().nullable(),
  state: out.oneOf(['active', 'banned', 'closed'] as const),
});

export const sellerPendingJobSchema = out.namedObject('SellerPendingJob', {
  id: out.integer(),
  title: out.text(),
  status: out.oneOf(JOB_STATUSES),
  /** The client booked it (`request`) or the prosker wrote it for them (`offer`). */
  origin: out.oneOf(['request', 'offer'] as const),
  startDate: out.dateTime(),
  /** The half of the day booked while its hour is not agreed. */
  timeOfDay: out.oneOf(TIMES_OF_DAY).nullable(),
  price: out.number(),
  currency: out.oneOf(CURRENCIES),
  client: sellerPersonSchema,
});

export const sellerWeekJobSchema = out.namedObject('SellerWeekJob', {
  id: out.integer(),
  title: out.text(),
  status: out.oneOf(JOB_STATUSES),
  startDate: out.dateTime(),
  endDate: out.dateTime(),
  timeOfDay: out.oneOf(TIMES_OF_DAY).nullable(),
  client: sellerPersonSchema,
});

export const sellerEarningsSchema = out.namedObject('SellerEarnings', {
  currency: out.oneOf(CURRENCIES),
  count: out.integer(),
  paid: out.number(),
  refunded: out.number(),
  fees: out.number(),
  net: out.number(),
});

export const sellerPayoutSchema = out.namedObject('SellerPayout', {
  paymentId: out.integer(),
  jobId: out.integer().nullable(),
  currency: out.oneOf(CURRENCIES),
  net: out.number(),
  payoutAt: out.dateTime(),
});

export const sellerHomeSchema = out.namedObject('SellerHome', {
  /** The zone the days ahead (`week`: today and the six after it) and the month are counted in. */
  timeZone: out.text(),
  pending: out.object({
    /** Requests to answer and disputed jobs: the prosker's step. */
    waitingForYou: out.list(sellerPendingJobSchema),
    /** Offers to accept, payments and confirmations: the client's step. */
    waitingForClient: out.list(sellerPendingJobSchema),
  }),
  week: out.object({
    from: out.dateTime(),
    to: out.dateTime(),
    jobs: out.list(sellerWeekJobSchema),
  }),
  unread: out.object({
    /** Conversations with unread messages. */
    conversations: out.integer(),
    /** The newest of them. */
    data: out.list(
      out.object({
        conversationId: out.integer(),
        unread: out.integer(),
        lastMessageAt: out.dateTime(),
        other: sellerPersonSchema,
      }),
    ),
  }),
  earnings: out.object({
    from: out.dateTime(),
    to: out.dateTime(),
    /** This month's received job payments, per currency. */
    totals: out.list(sellerEarningsSchema),
    payoutWaitDays: out.integer(),
    /** The next payouts of paid jobs still in the wait, soonest first. */
    payouts: out.list(sellerPayoutSchema),
  }),
  setup: out.object({
    profilePercent: out.integer(),
    items: out.list(out.object({ item: out.oneOf(SETUP_ITEMS), done: out.boolean() })),
  }),
});

export const sellerClientSchema = out.namedObject('SellerClient', {
  client: sellerPersonSchema,
  lastContactAt: out.dateTime(),
  jobCount: out.integer(),
  /** The newest jobs together (up to five). */
  jobs: out.list(
    out.object({
      id: out.integer(),
      title: out.text(),
      status: out.oneOf(JOB_STATUSES),
      startDate: out.dateTime(),
    }),
  ),
  /** What the client paid for jobs, per currency. */
  paid: out.list(out.object({ currency: out.oneOf(CURRENCIES), amount: out.number() })),
  /** Their conversation, when one holds messages. */
  conversationId: out.integer().nullable(),
  unread: out.integer(),
  /** Only what the client's privacy settings show. */
  email: out.text().nullable(),
  phone: out.text().nullable(),
  /** The prosker's private note. */
  note: out.text().nullable(),
});

export const sellerClientPageSchema = out.namedObject('SellerClientPage', {
  data: out.list(sellerClientSchema),
  page: out.integer(),
  pageCount: out.integer(),
  total: out.integer(),
});

export const clientNoteAnswerSchema = out.namedObject('ClientNote', {
  clientId: out.integer(),
  note: out.text().nullable(),
  updatedAt: out.dateTime().nullable(),
});
