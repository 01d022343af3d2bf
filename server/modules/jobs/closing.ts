/**
 * What a user's open jobs mean for closing their account (issue 28, point 6): each open job is
 * either cancelled by the closing, under the job rules, or keeps the account open. A paid job
 * not finished nor refunded keeps it open (`ACCOUNT_PAID_JOB_OPEN`), and so does a job the
 * rules no longer let its side cancel (underway, or within the 24-hour notice).
 */
import type { Knex } from 'knex';
import type { Currency } from '../../../common/billing';
import {
  FINAL_STATUSES,
  type JobAction,
  type JobActor,
  type JobStatus,
} from '../../../common/jobs';
import { AppError, type Platform } from '../../platform';
import { refusalOf, sideOf, type JobSide } from './rules';

/** An open job of the user as the closing of their account sees it. */
export interface OpenJob {
  id: number;
  title: string;
  status: JobStatus;
  role: JobSide;
  startDate: string;
  price: number;
  currency: Currency;
  /** Why it keeps the account open (an error code), or null when the closing cancels it. */
  refusal: string | null;
}

/** The refusal of closing while a paid job is not finished nor refunded. */
export const ACCOUNT_PAID_JOB_OPEN = 'ACCOUNT_PAID_JOB_OPEN';
/** The refusal of closing while an open job can no longer be cancelled by the rules. */
export const ACCOUNT_JOB_NOT_CANCELLABLE = 'ACCOUNT_JOB_NOT_CANCELLABLE';

/** The code of the (disabled) cancellation reason the closing writes on each job it cancels. */
const ACCOUNT_CLOSED_REASON = 'accountClosed';

type MoveIn = (
  trx: Knex.Transaction,
  job: Record<string, unknown>,
  action: JobAction,
  actor: JobActor,
  actorId: number | null,
  extra: Record<string, unknown>,
  comment: string | null,
) => Promise<Record<string, unknown>>;

/**
 * How a side lets go of a job when closing the account: an offer still unanswered is declined by
 * its client or withdrawn by its prosker; anything else is cancelled.
 */
const cancelOf = (side: JobSide, status: JobStatus): JobAction => {
  if (status === 'offered') return side === 'prosker' ? 'withdrawOffer' : 'declineOffer';
  return side === 'prosker' ? 'proskerCancel' : 'clientCancel';
};

export function createClosingWork(
  platform: Platform,
  deps: {
    moveIn: MoveIn;
    jobPaymentState(jobId: number): Promise<'processing' | 'paid' | null>;
  },
) {
  const openRows = (reader: Knex | Knex.Transaction, userId: number) =>
    reader('jobs')
      .where((w) => w.where({ client_id: userId }).orWhere({ prosker_id: userId }))
      .whereNotIn('status', FINAL_STATUSES)
      .orderBy(['start_date', 'id']);

  async function openJob(row: Record<string, unknown>, userId: number): Promise<OpenJob> {
    const role = sideOf(
      { proskerId: Number(row.prosker_id), clientId: Number(row.client_id) },
      userId,
    ) as JobSide;
    const status = row.status as JobStatus;
    // Money taken (or being taken) is given back or earned first: cancelling it is a refund.
    const paid = row.requires_payment ? await deps.jobPaymentState(Number(row.id)) : null;
    const refusal = paid
      ? ACCOUNT_PAID_JOB_OPEN
      : (refusalOf(cancelOf(role, status), role, {
          status,
          startDate: new Date(row.start_date as string),
          currency: row.currency as Currency,
        }) ?? null);
    return {
      id: Number(row.id),
      title: row.title as string,
      status,
      role,
      startDate: new Date(row.start_date as string).toISOString(),
      price: Number(row.price),
      currency: row.currency as Currency,
      refusal,
    };
  }

  return {
    /** The user's open jobs, soonest first, each with what closing the account does to it. */
    async openJobs(userId: number): Promise<OpenJob[]> {
      const rows = await openRows(platform.db, userId);
      return Promise.all(rows.map((row) => openJob(row, userId)));
    },

    /**
     * In the closing's transaction: locks the user's open jobs, refuses the closing when one of
     * them keeps the account open, and otherwise cancels each as its side would (the reason
     * `accountClosed`), which tells the other side (`job.changed`, in this transaction).
     */
    async cancelOpenJobs(trx: Knex.Transaction, userId: number): Promise<number[]> {
      const rows = await openRows(trx, userId).forUpdate();
      const jobs = await Promise.all(rows.map((row) => openJob(row, userId)));
      const refused = jobs.filter((job) => job.refusal !== null);
      if (refused.length > 0) {
        const code = refused.some((job) => job.refusal === ACCOUNT_PAID_JOB_OPEN)
          ? ACCOUNT_PAID_JOB_OPEN
          : ACCOUNT_JOB_NOT_CANCELLABLE;
        throw new AppError(code, 409, {
          details: { jobs: refused.map((job) => ({ id: job.id, refusal: job.refusal })) },
        });
      }
      const reason = await trx('cancellation_reasons')
        .where({ code: ACCOUNT_CLOSED_REASON })
        .first('id');
      for (const [index, row] of rows.entries()) {
        const { role, status } = jobs[index];
        const action = cancelOf(role, status);
        const cancels = action === 'proskerCancel' || action === 'clientCancel';
        await deps.moveIn(
          trx,
          row,
          action,
          role,
          userId,
          cancels ? { cancellation_reason_id: reason?.id ?? null, cancellation_note: null } : {},
          null,
        );
      }
      return jobs.map((job) => job.id);
    },
  };
}

export type ClosingWork = ReturnType<typeof createClosingWork>;
