/**
 * Charging a client for a prosker's job with the prosker's own token (split payment: the
 * marketplace fee goes as `application_fee`), refunds, and following payments through
 * notifications. Each attempt has its idempotency key stored before Mercado Pago is called, so
 * a retry after a crash or a timeout reuses it and cannot charge twice; a job has at most one
 * live attempt (a partial unique index). The job's payment becomes paid only when a verified
 * notification, re-read from Mercado Pago, says so.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { Payment, PaymentRefund } from 'mercadopago';
import { marketplaceFee, payoutDate, type Currency } from '../../../common/billing';
import { AppError, type Platform } from '../../platform';
import { UNIQUE_VIOLATION, databaseError } from '../../platform/db';
import { mpConfig, mpErrorBody } from './mp-client';
import type { PaymentAccounts } from './payment-accounts';
import type { Subscriptions } from './subscriptions';

export type PaymentStatus = 'pendingPayment' | 'paid' | 'rejected' | 'refunded' | 'cancelled';

/** Mercado Pago's payment status in our words. */
const STATUS: Record<string, PaymentStatus> = {
  approved: 'paid',
  authorized: 'pendingPayment',
  in_process: 'pendingPayment',
  in_mediation: 'paid',
  pending: 'pendingPayment',
  rejected: 'rejected',
  cancelled: 'cancelled',
  refunded: 'refunded',
  charged_back: 'refunded',
};
/** Where each status may go: nothing moves backwards, whatever order notifications come in. */
const NEXT: Record<PaymentStatus, PaymentStatus[]> = {
  pendingPayment: ['paid', 'rejected', 'cancelled', 'refunded'],
  paid: ['refunded'],
  rejected: [],
  cancelled: [],
  refunded: [],
};

export interface JobCharge {
  jobId: number;
  payerId: number;
  proskerId: number;
  amount: number;
  currency: Currency;
  description: string;
  card: {
    token: string;
    paymentMethodId: string;
    issuerId?: string;
    installments: number;
    email: string;
    identification: { type: string; number: string };
  };
}

export function createPayments(
  platform: Platform,
  accounts: PaymentAccounts,
  subscriptions: Subscriptions,
) {
  const { db, config, logger, events } = platform;
  const mp = config.mercadoPago;
  const webhookUrl = `${config.publicUrl}/admin/api/webhooks/mercadopago`;

  async function advance(
    row: Record<string, unknown>,
    remote: Record<string, unknown>,
    trx: Knex | Knex.Transaction = db,
  ) {
    const to = STATUS[String(remote.status)];
    const from = row.status as PaymentStatus;
    if (!to || (to !== from && !NEXT[from].includes(to))) return false;
    const paidAt = remote.date_approved ? new Date(String(remote.date_approved)) : new Date();
    const updated = await trx('payments')
      .where({ id: row.id, status: from })
      .update({
        status: to,
        mp_payment_id: remote.id,
        mp_status: remote.status,
        mp_status_detail: remote.status_detail ?? null,
        updated_at: new Date(),
        ...(to === 'paid' && from !== 'paid'
          ? { paid_at: paidAt, payout_at: payoutDate(paidAt) }
          : {}),
        ...(to === 'refunded' && from !== 'refunded' ? { refunded_at: new Date() } : {}),
      });
    if (updated && to !== from && row.job_id) {
      await events.emit({ type: 'payment.changed', jobId: Number(row.job_id), status: to });
    }
    return updated > 0 && to !== from;
  }

  return {
    /**
     * Charges a job's client with the prosker's token. A second call for a job whose attempt
     * is still open reuses that attempt's key (Mercado Pago answers the same payment).
     */
    async chargeJob(charge: JobCharge) {
      const seller = await accounts.sellerToken(charge.proskerId);
      if (!seller) throw new AppError('PAYMENT_ACCOUNT_REQUIRED', 409);
      const premium = await subscriptions.isPremium(charge.proskerId);
      const fee = marketplaceFee(charge.amount, premium, config.billing.vatBps[seller.region]);
      let attempt = await db('payments')
        .where({ kind: 'job', job_id: charge.jobId })
        .whereIn('status', ['pendingPayment', 'paid'])
        .first();
      if (attempt?.status === 'paid') throw new AppError('PAYMENT_FAILED', 409);
      if (!attempt) {
        try {
          [attempt] = await db('payments')
            .insert({
              kind: 'job',
              job_id: charge.jobId,
              payer_id: charge.payerId,
              collector_user_id: charge.proskerId,
              amount: charge.amount,
              currency: charge.currency,
              fee_bps: fee.feeBps,
              vat_bps: fee.vatBps,
              fee_amount: fee.fee,
              status: 'pendingPayment',
              idempotency_key: randomUUID(),
              installments: charge.card.installments,
              payment_method_id: charge.card.paymentMethodId,
            })
            .returning('*');
        } catch (error) {
          // Another request for the same job won the race: its attempt is the one.
          if (databaseError(error)?.code !== UNIQUE_VIOLATION) throw error;
          throw new AppError('PAYMENT_FAILED', 409);
        }
      }
      let remote: Record<string, unknown>;
      try {
        remote = (await new Payment(
          mpConfig(seller.token, {
            idempotencyKey: attempt.idempotency_key,
            timeoutMs: mp.timeoutMs,
          }),
        ).create({
          body: {
            transaction_amount: Number(attempt.amount),
            token: charge.card.token,
            description: charge.description,
            installments: charge.card.installments,
            payment_method_id: charge.card.paymentMethodId,
            ...(charge.card.issuerId ? { issuer_id: Number(charge.card.issuerId) } : {}),
            payer: { email: charge.card.email, identification: charge.card.identification },
            application_fee: Number(attempt.fee_amount),
            external_reference: `job:${charge.jobId}`,
            notification_url: webhookUrl,
            metadata: { payment_id: Number(attempt.id) },
          },
        })) as unknown as Record<string, unknown>;
      } catch (error) {
        const body = mpErrorBody(error);
        logger.info({ jobId: charge.jobId, mp: body }, 'job payment refused');
        if (!body || body.status >= 500) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 503);
        await db('payments')
          .where({ id: attempt.id, status: 'pendingPayment' })
          .update({ status: 'rejected', mp_status_detail: body.message, updated_at: new Date() });
        throw new AppError('PAYMENT_FAILED', 402, { details: { statusDetail: body.message } });
      }
      await db('payments')
        .where({ id: attempt.id })
        .update({ mp_payment_id: remote.id, mp_status: remote.status, updated_at: new Date() });
      // Only a rejection is final from this answer; "paid" waits for the verified notification.
      if (STATUS[String(remote.status)] === 'rejected') {
        await advance({ ...attempt }, remote);
        throw new AppError('PAYMENT_FAILED', 402, {
          details: { statusDetail: remote.status_detail ?? null },
        });
      }
      return {
        paymentId: Number(attempt.id),
        status: 'pendingPayment' as const,
        mpStatus: String(remote.status),
        amount: Number(attempt.amount),
        fee: Number(attempt.fee_amount),
      };
    },

    /** Refunds a paid job in full, once (the refund row is unique per payment). */
    async refundJob(jobId: number, reason: string) {
      const payment = await db('payments')
        .where({ kind: 'job', job_id: jobId, status: 'paid' })
        .first();
      if (!payment) return undefined;
      const seller = await accounts.sellerToken(Number(payment.collector_user_id));
      if (!seller) throw new AppError('PAYMENT_ACCOUNT_REQUIRED', 409);
      const [refund] = await db('refunds')
        .insert({
          payment_id: payment.id,
          idempotency_key: randomUUID(),
          amount: payment.amount,
          reason,
        })
        .onConflict('payment_id')
        .merge(['reason'])
        .returning('*');
      const answer = (await new PaymentRefund(
        mpConfig(seller.token, { idempotencyKey: refund.idempotency_key, timeoutMs: mp.timeoutMs }),
      ).create({ payment_id: Number(payment.mp_payment_id), body: {} })) as unknown as Record<
        string,
        unknown
      >;
      await db('refunds')
        .where({ id: refund.id })
        .update({ mp_refund_id: answer.id ?? null });
      await advance(payment, { id: payment.mp_payment_id, status: 'refunded' });
      return { paymentId: Number(payment.id), status: 'refunded' as const };
    },

    /** A `payment` notification: re-read the payment and move ours forward if it may. */
    async syncPayment(mpPaymentId: string, mpUserId: number | undefined) {
      const seller = mpUserId ? await accounts.sellerByMpUser(mpUserId) : undefined;
      const token = seller?.token ?? mp.accessToken;
      const remote = (await new Payment(mpConfig(token, { timeoutMs: mp.timeoutMs })).get({
        id: mpPaymentId,
      })) as unknown as Record<string, unknown>;
      const reference = String(remote.external_reference ?? '');
      const metadata = (remote.metadata ?? {}) as Record<string, unknown>;
      if (reference.startsWith('job:')) {
        const row =
          (await db('payments').where({ mp_payment_id: remote.id }).first()) ??
          (metadata.payment_id
            ? await db('payments')
                .where({ id: Number(metadata.payment_id) })
                .first()
            : undefined);
        if (!row) return 'unknown payment';
        return (await advance(row, remote))
          ? `job payment ${STATUS[String(remote.status)]}`
          : 'unchanged';
      }
      const preapprovalId = metadata.preapproval_id ? String(metadata.preapproval_id) : undefined;
      if (preapprovalId) {
        const subscription = await subscriptions.recordRenewal(
          preapprovalId,
          String(remote.status),
        );
        if (!subscription) return 'unknown subscription';
        const status = STATUS[String(remote.status)] ?? 'pendingPayment';
        const paidAt = remote.date_approved ? new Date(String(remote.date_approved)) : null;
        await db('payments')
          .insert({
            kind: 'subscription',
            subscription_id: subscription.id,
            payer_id: subscription.user_id,
            amount: remote.transaction_amount,
            currency: remote.currency_id ?? subscription.currency,
            status,
            idempotency_key: randomUUID(),
            mp_payment_id: remote.id,
            mp_status: remote.status,
            mp_status_detail: remote.status_detail ?? null,
            paid_at: status === 'paid' ? paidAt : null,
          })
          .onConflict('mp_payment_id')
          .ignore();
        const row = await db('payments').where({ mp_payment_id: remote.id }).first();
        await advance(row, remote);
        return `renewal ${status}`;
      }
      return 'not ours';
    },

    /** The user's payments as payer and as prosker, newest first, with fees and payouts. */
    async history(userId: number, limit = 50) {
      const rows = await db('payments')
        .where((q) => q.where('payer_id', userId).orWhere('collector_user_id', userId))
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(limit);
      return rows.map((r) => {
        const received = Number(r.collector_user_id) === userId;
        return {
          id: Number(r.id),
          kind: r.kind as 'job' | 'subscription',
          role: received ? ('received' as const) : ('paid' as const),
          jobId: r.job_id ? Number(r.job_id) : null,
          subscriptionId: r.subscription_id ? Number(r.subscription_id) : null,
          amount: Number(r.amount),
          currency: r.currency as Currency,
          fee: received ? Number(r.fee_amount) : 0,
          net: received ? Number(r.amount) - Number(r.fee_amount) : null,
          status: r.status as PaymentStatus,
          createdAt: new Date(r.created_at).toISOString(),
          paidAt: r.paid_at ? new Date(r.paid_at).toISOString() : null,
          payoutAt: received && r.payout_at ? new Date(r.payout_at).toISOString() : null,
        };
      });
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;
