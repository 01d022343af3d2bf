/**
 * What staff do to a job besides reading it (docs/adr/0029): settle a dispute, cancel with a
 * reason, refund in full or in part through billing. Each writes its audit entry (who, what,
 * before and after) in the transaction of the change, and both sides are told through the
 * events of that same transaction (`job.changed`, `job.refunded`).
 */
import type { Knex } from 'knex';
import type { Currency } from '../../../common/billing';
import type { RefundMade } from '../billing';
import { notFound, type Platform } from '../../platform';
import { recordAudit } from '../../platform/audit';
import type { JobsDeps } from './deps';

type Row = Record<string, unknown>;

/** The service's move of a job (service.ts `transition`), as staff use it. */
type Transition = (
  jobId: number,
  action: 'resolve' | 'staffCancel',
  actor: 'staff',
  actorId: null,
  input: {
    reasonId?: number;
    comment?: string;
    within?: (trx: Knex.Transaction, before: Row, after: Row) => Promise<void>;
    refunded?: (trx: Knex.Transaction, refund: RefundMade) => Promise<void>;
  },
) => Promise<Row>;

const jobTarget = (id: number) => ({ type: 'job', id });

export function createStaffActions(platform: Platform, deps: JobsDeps, transition: Transition) {
  const { db, events } = platform;

  async function jobOf(id: number) {
    const job = await db('jobs').where({ id }).first();
    if (!job) throw notFound();
    return job as Row;
  }

  /** In the refund's transaction: both sides told of the amount, and staff's audit entry. */
  const refundRecorded =
    (job: Row, staffId: number) => async (trx: Knex.Transaction, refund: RefundMade) => {
      await events.emit(trx, {
        type: 'job.refunded',
        jobId: Number(job.id),
        refundId: refund.refundId,
        clientId: Number(job.client_id),
        proskerId: Number(job.prosker_id),
        title: job.title as string,
        amount: refund.amount,
        refundedTotal: refund.refundedTotal,
        paid: refund.paid,
        currency: refund.currency as Currency,
        full: refund.full,
      });
      await recordAudit(trx, {
        staffId,
        action: 'job.refund',
        target: jobTarget(Number(job.id)),
        before: { refunded: Math.round((refund.refundedTotal - refund.amount) * 100) / 100 },
        after: { refunded: refund.refundedTotal, fullyRefunded: refund.full },
        details: { paymentId: refund.paymentId, amount: refund.amount, currency: refund.currency },
      });
    };

  /** The audit entry of a move, written in its transaction. */
  const audited =
    (staffId: number, action: string) => (trx: Knex.Transaction, before: Row, after: Row) =>
      recordAudit(trx, {
        staffId,
        action,
        target: jobTarget(Number(after.id)),
        before: { status: before.status },
        after: {
          status: after.status,
          ...(after.cancellation_reason_id !== before.cancellation_reason_id
            ? {
                cancellationReasonId: after.cancellation_reason_id,
                cancellationNote: after.cancellation_note ?? null,
              }
            : {}),
        },
      });

  return {
    /** Settles a dispute as complete (admin), with the comment both sides read. */
    async resolve(staffId: number, jobId: number, comment: string) {
      await jobOf(jobId);
      return transition(jobId, 'resolve', 'staff', null, {
        comment,
        within: audited(staffId, 'job.resolve'),
      });
    },

    /**
     * Cancels a job with a reason (admin), by the graph's `staffCancel`; a paid job is then
     * refunded of what is left, and both sides are told of the cancellation and the refund.
     */
    async cancel(staffId: number, jobId: number, input: { reasonId: number; comment?: string }) {
      const job = await jobOf(jobId);
      return transition(jobId, 'staffCancel', 'staff', null, {
        reasonId: input.reasonId,
        comment: input.comment,
        within: audited(staffId, 'job.cancel'),
        refunded: refundRecorded(job, staffId),
      });
    },

    /**
     * Refunds a paid job in full or in part (admin) through billing: asked on what staff saw
     * refunded (`refundedBefore`), so two presses or two staff at once make one refund.
     */
    async refund(
      staffId: number,
      jobId: number,
      input: { amount?: number; refundedBefore: number },
    ) {
      const job = await jobOf(jobId);
      return deps.billing.refundJobPart(jobId, {
        amount: input.amount,
        refundedBefore: input.refundedBefore,
        reason: 'staff',
        staffId,
        recorded: refundRecorded(job, staffId),
      });
    },

    /** What was paid and refunded of a job, for staff's page. */
    money: (jobId: number) => deps.billing.jobMoney(jobId),
  };
}
