/**
 * Charging a client for a prosker's job with the prosker's own token (split payment: the
 * marketplace fee goes as `application_fee`), refunds, and following payments through
 * notifications and reconciliation. Money moves once (docs/adr/0011):
 * - The attempt is reserved in the database before Mercado Pago is called: one live attempt per
 *   job (a partial unique index) held by one request at a time (`lease_until`). Its idempotency
 *   key is stored with it, so a retry with the same card token reuses the key.
 * - While an attempt's outcome is open, another payment of the job is refused
 *   (`PAYMENT_IN_PROCESS`); an attempt whose request died is looked up at Mercado Pago first.
 * - An idempotency conflict is never a refusal: the attempt is re-read from Mercado Pago.
 * - The local attempt follows what Mercado Pago says, re-read from it; a second approved payment
 *   for one job becomes `duplicate` and is refunded through the outbox.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { Payment, PaymentRefund } from 'mercadopago';
import { marketplaceFee, payoutDate, type Currency } from '../../../common/billing';
import { regionOfCurrency } from '../../../common/regions';
import { AppError, type Platform } from '../../platform';
import { UNIQUE_VIOLATION, databaseError } from '../../platform/db';
import type { PAYMENT_STATUSES } from './contract';
import { mpConfig, mpErrorBody } from './mp-client';
import { ATTEMPT_STATUSES, storedFee } from './rules';
import type { PaymentAccounts } from './payment-accounts';
import type { Subscriptions } from './subscriptions';

/** How long a charge of a subscription not stored yet may belong to a checkout still running. */
const CHECKOUT_RACE_MS = 60 * 60 * 1000;

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

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
/**
 * Where each status may go: nothing moves backwards, whatever order notifications come in. A
 * local rejection or cancellation is only our reading; if Mercado Pago approves the payment
 * after all, it is paid (or a duplicate when the job is already paid).
 */
const NEXT: Record<PaymentStatus, PaymentStatus[]> = {
  pendingPayment: ['paid', 'rejected', 'cancelled', 'refunded'],
  paid: ['refunded'],
  rejected: ['paid'],
  cancelled: ['paid'],
  duplicate: ['refunded'],
  refunded: [],
};
/** Attempts older than this are no longer read again by the reconciliation. */
const RECONCILE_WINDOW_DAYS = 30;
/**
 * How long an attempt Mercado Pago has not shown us stays open after its request: a request that
 * timed out may still be processed there, and its search can lag behind. Past this the attempt
 * is cancelled (an approval that shows up later is still applied, or refunded as a duplicate).
 */
const UNSEEN_GRACE_MS = 5 * 60_000;
/** How long a request may hold an attempt: the SDK's timeout and a margin. */
const leaseMs = (timeoutMs: number) => timeoutMs + 5_000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type Fee = ReturnType<typeof marketplaceFee>;

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

/**
 * A job payment read from Mercado Pago counts for our attempt only when it charges what the
 * attempt asked, in its currency, for its job: a payment made elsewhere that names the attempt
 * (its metadata is not secret) cannot mark a job paid.
 */
function matchesAttempt(row: Record<string, unknown>, remote: Record<string, unknown>): boolean {
  if (row.kind !== 'job' || remote.transaction_amount === undefined) return true;
  return (
    Number(remote.transaction_amount) === Number(row.amount) &&
    String(remote.currency_id ?? row.currency) === String(row.currency) &&
    String(remote.external_reference ?? '') === `job:${String(row.job_id)}`
  );
}

/** A refund Mercado Pago made, as recorded. */
export interface RefundMade {
  refundId: number;
  paymentId: number;
  jobId: number | null;
  amount: number;
  /** Everything refunded of the payment, this one included. */
  refundedTotal: number;
  paid: number;
  currency: Currency;
  /** Nothing is left to refund: the payment is `refunded`. */
  full: boolean;
}

export interface RefundRequest {
  /** What to refund; what is left when absent. */
  amount?: number;
  /** What the asker saw refunded already: asked on an older reading, it is refused. */
  refundedBefore?: number;
  reason: string;
  staffId?: number | null;
  /** A system retry takes over the refund left pending (same key) instead of refusing. */
  resume?: boolean;
  /** Called in the transaction that records the refund (its cause's notices and audit). */
  recorded?: (trx: Knex.Transaction, refund: RefundMade) => Promise<void>;
}

export function createPayments(
  platform: Platform,
  accounts: PaymentAccounts,
  subscriptions: Subscriptions,
) {
  const { db, config, logger, events } = platform;
  const mp = config.mercadoPago;
  const webhookUrl = `${config.publicUrl}/admin/api/webhooks/mercadopago`;

  /**
   * Moves our row to what Mercado Pago says, if that is a step forward, in the caller's
   * transaction, with the event other modules follow. A job already paid by another payment
   * makes this one a duplicate, refunded through the outbox.
   */
  async function advance(
    row: Record<string, unknown>,
    remote: Record<string, unknown>,
    trx: Knex.Transaction,
  ): Promise<PaymentStatus | undefined> {
    if (!matchesAttempt(row, remote)) {
      logger.error(
        { paymentId: Number(row.id), mpPaymentId: remote.id },
        'a Mercado Pago payment does not match its attempt (amount, currency or reference): ignored',
      );
      return undefined;
    }
    let to = STATUS[String(remote.status)];
    const from = row.status as PaymentStatus;
    if (!to || to === from || !NEXT[from].includes(to)) {
      await trx('payments')
        .where({ id: row.id })
        .update({
          checked_at: new Date(),
          ...(row.mp_payment_id || !remote.id
            ? {}
            : { mp_payment_id: remote.id, mp_status: remote.status }),
        });
      return undefined;
    }
    const now = new Date();
    const paidAt = remote.date_approved ? new Date(String(remote.date_approved)) : now;
    const changes = (status: PaymentStatus) => ({
      status,
      mp_payment_id: remote.id ?? row.mp_payment_id ?? null,
      mp_status: remote.status,
      mp_status_detail: remote.status_detail ?? null,
      updated_at: now,
      checked_at: now,
      ...(status === 'paid' || status === 'duplicate'
        ? { paid_at: paidAt, payout_at: payoutDate(paidAt) }
        : {}),
      ...(status === 'refunded' ? { refunded_at: now } : {}),
    });
    let updated: number;
    try {
      // A savepoint: a second payment reaching "paid" breaks the one-per-job index.
      updated = await trx.transaction((sp) =>
        sp('payments').where({ id: row.id, status: from }).update(changes(to!)),
      );
    } catch (error) {
      if (!(to === 'paid' && databaseError(error)?.code === UNIQUE_VIOLATION)) throw error;
      to = 'duplicate';
      updated = await trx('payments').where({ id: row.id, status: from }).update(changes(to));
    }
    if (!updated) return undefined;
    if (to === 'duplicate') {
      logger.error(
        { paymentId: Number(row.id), jobId: Number(row.job_id) },
        'a second approved payment for one job: refunding it',
      );
      await events.emit(trx, { type: 'payment.duplicate', paymentId: Number(row.id) });
    } else if (row.job_id) {
      await events.emit(trx, { type: 'payment.changed', jobId: Number(row.job_id), status: to });
    }
    return to;
  }

  /** Mercado Pago's payment behind our attempt: by its id, else by our reference. */
  async function remoteOf(row: Record<string, unknown>, token: string) {
    const client = new Payment(mpConfig(token, { timeoutMs: mp.timeoutMs }));
    if (row.mp_payment_id) {
      try {
        return (await client.get({ id: String(row.mp_payment_id) })) as unknown as Record<
          string,
          unknown
        >;
      } catch (error) {
        if (mpErrorBody(error)?.status !== 404) throw providerUnavailable(error);
        logger.warn({ paymentId: Number(row.id) }, 'Mercado Pago does not know this payment');
        return undefined;
      }
    }
    const found = await client
      .search({ options: { external_reference: `job:${String(row.job_id)}` } })
      .catch((error: unknown) => {
        throw providerUnavailable(error);
      });
    return (found.results ?? []).find(
      (p) => Number((p.metadata as Record<string, unknown> | undefined)?.payment_id) === row.id,
    ) as unknown as Record<string, unknown> | undefined;
  }

  /** Mercado Pago could not be asked: the attempt stays as it is, try again shortly. */
  function providerUnavailable(error: unknown): AppError {
    logger.warn({ mp: mpErrorBody(error) ?? String(error) }, 'Mercado Pago could not be read');
    return new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 503, { cause: error });
  }

  /**
   * Brings one attempt in line with Mercado Pago. An attempt Mercado Pago does not show (its
   * request died before reaching it, or it was lost there) is cancelled once no request holds it
   * and the grace for a late creation has passed.
   */
  async function follow(row: Record<string, unknown>): Promise<Record<string, unknown>> {
    const seller = await accounts.sellerToken(Number(row.collector_user_id));
    if (!seller) return row;
    const remote = await remoteOf(row, seller.token);
    await db.transaction(async (trx) => {
      const current = await trx('payments').where({ id: row.id }).forUpdate().first();
      if (remote) {
        await advance(current, remote, trx);
        return;
      }
      const held = current.lease_until && new Date(current.lease_until).getTime() > Date.now();
      // updated_at is the last time a request touched it (never before created_at).
      const settled = new Date(current.updated_at).getTime() < Date.now() - UNSEEN_GRACE_MS;
      await trx('payments').where({ id: row.id }).update({ checked_at: new Date() });
      if (current.status === 'pendingPayment' && !held && settled) {
        await trx('payments')
          .where({ id: row.id, status: 'pendingPayment' })
          .update({
            status: 'cancelled',
            mp_status_detail: current.mp_payment_id
              ? 'unknown_to_mercado_pago'
              : 'not_received_by_mercado_pago',
            updated_at: new Date(),
            checked_at: new Date(),
          });
      }
    });
    return db('payments').where({ id: row.id }).first();
  }

  /**
   * The fee a payment to this prosker would carry now: the one place a job's fee is decided
   * (spec point 9). Stored with the attempt (`fee_bps`, `vat_bps`, `fee_amount`), so what was
   * charged is read back later, never worked out again from today's plan.
   */
  async function feeNow(proskerId: number, amount: number, currency: Currency) {
    const premium = await subscriptions.isPremium(proskerId);
    return marketplaceFee(amount, premium, config.billing.vatBps[regionOfCurrency(currency)]);
  }

  /** Refuses a new payment while the job's attempt is open or paid. */
  function refuseFor(row: Record<string, unknown>): never {
    if (row.status === 'paid') throw new AppError('JOB_ALREADY_PAID', 409);
    throw new AppError('PAYMENT_IN_PROCESS', 409);
  }

  /**
   * Reserves the job's attempt for this request: the live one when this is a retry with the
   * same card token, else a new one. Refuses while another request holds the attempt.
   */
  async function reserve(
    charge: JobCharge,
    fee: Fee,
  ): Promise<
    | { attempt: Record<string, unknown> }
    | { open: Record<string, unknown> }
    | { retry: Record<string, unknown> }
  > {
    const tokenHash = hashToken(charge.card.token);
    const leaseUntil = new Date(Date.now() + leaseMs(mp.timeoutMs));
    try {
      return await db.transaction(async (trx) => {
        const live = await trx('payments')
          .where({ kind: 'job', job_id: charge.jobId })
          .whereIn('status', ['pendingPayment', 'paid'])
          .forUpdate()
          .first();
        if (live) {
          if (live.status === 'paid') refuseFor(live);
          const held = live.lease_until && new Date(live.lease_until).getTime() > Date.now();
          if (held) refuseFor(live);
          // Another card while this attempt's outcome is open: Mercado Pago decides first.
          if (live.card_token_hash !== tokenHash) return { open: live };
          // The same card again: a retry of this very attempt (it keeps its key).
          if (live.mp_payment_id) return { retry: live };
          const [attempt] = await trx('payments')
            .where({ id: live.id })
            .update({ lease_until: leaseUntil, updated_at: new Date() })
            .returning('*');
          return { attempt };
        }
        const [attempt] = await trx('payments')
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
            card_token_hash: tokenHash,
            lease_until: leaseUntil,
            installments: charge.card.installments,
            payment_method_id: charge.card.paymentMethodId,
          })
          .returning('*');
        return { attempt };
      });
    } catch (error) {
      // Another request for the same job reserved first: its attempt is the one.
      if (databaseError(error)?.code === UNIQUE_VIOLATION) {
        throw new AppError('PAYMENT_IN_PROCESS', 409);
      }
      throw error;
    }
  }

  /** What the client is told about an attempt after asking Mercado Pago. */
  function answerFor(row: Record<string, unknown>) {
    if (row.status === 'rejected' || row.status === 'cancelled') {
      throw new AppError('PAYMENT_FAILED', 402, {
        details: { statusDetail: row.mp_status_detail ?? null },
      });
    }
    if (row.status !== 'pendingPayment' && row.status !== 'paid') refuseFor(row);
    return {
      paymentId: Number(row.id),
      status: row.status as 'pendingPayment' | 'paid',
      mpStatus: String(row.mp_status ?? 'pending'),
      amount: Number(row.amount),
      fee: Number(row.fee_amount),
    };
  }

  /**
   * Reserves a refund of `paymentId` (docs/adr/0029): the payment row locked, one refund pending
   * at a time (`refunds_one_pending`), never beyond what is left (the trigger and CHECK of
   * `payments.refunded_amount`). A system retry (`resume`) takes the pending one over.
   */
  async function reserveRefund(paymentId: number, request: RefundRequest) {
    return db.transaction(async (trx) => {
      const payment = await trx('payments').where({ id: paymentId }).forUpdate().first();
      if (!payment || !['paid', 'duplicate'].includes(payment.status as string)) {
        throw new AppError('REFUND_NOT_PAID', 409);
      }
      const pending = await trx('refunds').where({ payment_id: paymentId, status: 'pending' });
      if (pending[0]) {
        if (request.resume) return { payment, refund: pending[0] as Record<string, unknown> };
        throw new AppError('REFUND_IN_PROCESS', 409);
      }
      const refunded = Number(payment.refunded_amount);
      // Asked on an older reading: someone refunded meanwhile (a second press, another staff).
      if (request.refundedBefore !== undefined && request.refundedBefore !== refunded) {
        throw new AppError('REFUND_IN_PROCESS', 409);
      }
      const left = Math.round((Number(payment.amount) - refunded) * 100) / 100;
      const amount = request.amount ?? left;
      if (!(amount > 0) || amount > left) throw refundTooLarge(left, payment.currency as string);
      try {
        const [refund] = await trx('refunds')
          .insert({
            payment_id: paymentId,
            idempotency_key: randomUUID(),
            amount,
            reason: request.reason,
            status: 'pending',
            staff_id: request.staffId ?? null,
          })
          .returning('*');
        return { payment, refund: refund as Record<string, unknown> };
      } catch (error) {
        const refused = databaseError(error);
        if (refused.code === UNIQUE_VIOLATION) throw new AppError('REFUND_IN_PROCESS', 409);
        if (refused.constraint === 'payments_refunded_amount') {
          throw refundTooLarge(left, payment.currency as string);
        }
        throw error;
      }
    });
  }

  const refundTooLarge = (left: number, currency: string) => {
    const params = { left: `${currency} ${left.toFixed(2)}` };
    return new AppError('REFUND_EXCEEDS_PAID', 422, {
      params,
      fields: [{ field: 'amount', key: 'codes.REFUND_EXCEEDS_PAID', params }],
      details: { left },
    });
  };

  /**
   * Reserves a refund, asks Mercado Pago for it with the reservation's idempotency key, and
   * records its answer. A refusal (4xx) deletes the reservation and changes nothing; no answer
   * (a timeout, a 5xx, a key conflict) keeps it pending, and the reconciliation asks again with
   * the same key, so Mercado Pago refunds once.
   */
  async function refundPayment(paymentId: number, request: RefundRequest) {
    const { payment, refund } = await reserveRefund(paymentId, request);
    // A subscription's first period was paid to the marketplace itself (ADR 0031).
    const seller =
      payment.kind === 'subscription'
        ? { token: mp.accessToken }
        : await accounts.sellerToken(Number(payment.collector_user_id));
    if (!seller) {
      await dropRefund(refund);
      throw new AppError('PAYMENT_ACCOUNT_REQUIRED', 409);
    }
    let answer: Record<string, unknown>;
    try {
      answer = (await new PaymentRefund(
        mpConfig(seller.token, {
          idempotencyKey: String(refund.idempotency_key),
          timeoutMs: mp.timeoutMs,
        }),
      ).create({
        payment_id: Number(payment.mp_payment_id),
        body: { amount: Number(refund.amount) },
      })) as unknown as Record<string, unknown>;
    } catch (error) {
      const body = mpErrorBody(error);
      if (
        body &&
        body.status >= 400 &&
        body.status < 500 &&
        ![408, 409, 429].includes(body.status)
      ) {
        await dropRefund(refund);
        logger.warn({ paymentId, mp: body }, 'Mercado Pago refused a refund');
        throw new AppError('REFUND_REFUSED', 409, {
          details: { mpStatus: body.status, causes: body.cause },
        });
      }
      logger.warn({ err: error, paymentId }, 'refund left pending: Mercado Pago did not answer');
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 503, { cause: error });
    }
    return db.transaction(async (trx) => {
      const [done] = await trx('refunds')
        .where({ id: refund.id, status: 'pending' })
        .update({ status: 'done', mp_refund_id: answer.id ?? null })
        .returning('*');
      const row = await trx('payments').where({ id: paymentId }).forUpdate().first();
      const refundedTotal = Number(row.refunded_amount);
      const full = refundedTotal >= Number(row.amount);
      if (full) await advance(row, { id: row.mp_payment_id, status: 'refunded' }, trx);
      const made: RefundMade = {
        refundId: Number(refund.id),
        paymentId,
        jobId: row.job_id === null ? null : Number(row.job_id),
        amount: Number(refund.amount),
        refundedTotal,
        paid: Number(row.amount),
        currency: row.currency as Currency,
        full,
      };
      // Recorded once: a second resume of the same reservation tells nothing again.
      if (done) await request.recorded?.(trx, made);
      return made;
    });
  }

  /** Undoes a reservation Mercado Pago refused (the trigger gives its amount back). */
  const dropRefund = (refund: Record<string, unknown>) =>
    db('refunds').where({ id: refund.id, status: 'pending' }).del();

  /** Reads a payment Mercado Pago told us about; undefined when Mercado Pago does not know it. */
  async function readPayment(mpPaymentId: string, mpUserId: number | undefined) {
    const seller = mpUserId ? await accounts.sellerByMpUser(mpUserId) : undefined;
    const token = seller?.token ?? mp.accessToken;
    try {
      return (await new Payment(mpConfig(token, { timeoutMs: mp.timeoutMs })).get({
        id: mpPaymentId,
      })) as unknown as Record<string, unknown>;
    } catch (error) {
      if (mpErrorBody(error)?.status === 404) return undefined;
      throw error;
    }
  }

  /** Applies a payment read from Mercado Pago, in the caller's transaction. */
  async function applyPayment(
    remote: Record<string, unknown>,
    trx: Knex.Transaction,
  ): Promise<string> {
    const reference = String(remote.external_reference ?? '');
    const metadata = (remote.metadata ?? {}) as Record<string, unknown>;
    if (reference.startsWith('job:')) {
      const row =
        (await trx('payments').where({ mp_payment_id: remote.id }).forUpdate().first()) ??
        (metadata.payment_id
          ? await trx('payments')
              .where({ id: Number(metadata.payment_id), kind: 'job' })
              .forUpdate()
              .first()
          : undefined);
      if (!row) return 'unknown payment';
      const moved = await advance(row, remote, trx);
      return moved ? `job payment ${moved}` : 'unchanged';
    }
    const preapprovalId = metadata.preapproval_id ? String(metadata.preapproval_id) : undefined;
    if (preapprovalId) {
      const subscription = await subscriptions.recordRenewal(
        preapprovalId,
        String(remote.status),
        trx,
      );
      if (!subscription) {
        // The checkout that made this subscription stores its id once Mercado Pago has
        // answered; a first charge notified sooner is kept for a redelivery or the
        // reconciliation (thrown: nothing is marked), unless it is too old to be that.
        if (Date.now() - Date.parse(String(remote.date_created ?? '')) < CHECKOUT_RACE_MS) {
          throw new Error(`preapproval ${preapprovalId} not stored yet`);
        }
        return 'unknown subscription';
      }
      const status = STATUS[String(remote.status)] ?? 'pendingPayment';
      const paidAt = remote.date_approved ? new Date(String(remote.date_approved)) : null;
      const inserted = await trx('payments')
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
        .ignore()
        .returning('id');
      const row = await trx('payments').where({ mp_payment_id: remote.id }).forUpdate().first();
      const moved = await advance(row, remote, trx);
      // The charge's outcome, when this notification is the one that brought it.
      const reached = inserted.length > 0 ? status : moved;
      if (reached) {
        await subscriptions.renewalCharged(
          subscription,
          {
            mpPaymentId: String(remote.id),
            status: reached,
            amount: Number(remote.transaction_amount),
            currency: String(remote.currency_id ?? subscription.currency),
            at: new Date(String(remote.date_created ?? remote.date_approved ?? Date.now())),
          },
          trx,
        );
      }
      return `renewal ${status}`;
    }
    return 'not ours';
  }

  return {
    /**
     * Charges a job's client with the prosker's token, at most once per job (see the top of
     * this file): the attempt is reserved first, then Mercado Pago is called with its key.
     */
    async chargeJob(charge: JobCharge) {
      const seller = await accounts.sellerToken(charge.proskerId);
      if (!seller) throw new AppError('PAYMENT_ACCOUNT_REQUIRED', 409);
      const fee = await feeNow(charge.proskerId, charge.amount, charge.currency);
      let reserved = await reserve(charge, fee);
      if ('retry' in reserved) return answerFor(await follow(reserved.retry));
      if ('open' in reserved) {
        // An earlier attempt's outcome is open: ask Mercado Pago before anything else.
        const open = await follow(reserved.open);
        if (open.status === 'pendingPayment' || open.status === 'paid') refuseFor(open);
        reserved = await reserve(charge, fee);
        if (!('attempt' in reserved)) refuseFor(Object.values(reserved)[0]);
      }
      const attempt = reserved.attempt;
      const release = (changes: Record<string, unknown> = {}) =>
        db('payments')
          .where({ id: attempt.id })
          .update({ lease_until: null, updated_at: new Date(), ...changes });
      let remote: Record<string, unknown>;
      try {
        remote = (await new Payment(
          mpConfig(seller.token, {
            idempotencyKey: String(attempt.idempotency_key),
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
        logger.info({ jobId: charge.jobId, mp: body }, 'job payment not accepted');
        if (body?.status === 409) {
          // The key was used with another request: not a refusal. Mercado Pago decides.
          await release();
          return answerFor(await follow(attempt));
        }
        if (!body || body.status === 0 || body.status >= 500 || body.status === 429) {
          // The outcome is unknown: the attempt stays open; a retry or the reconciliation
          // finds out what Mercado Pago did with it.
          await release();
          throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 503);
        }
        // Mercado Pago refused the request itself: nothing was created there.
        await release({ status: 'rejected', mp_status_detail: body.message });
        throw new AppError('PAYMENT_FAILED', 402, { details: { statusDetail: body.message } });
      }
      await release({ mp_payment_id: remote.id, mp_status: remote.status });
      // Only a rejection is final from this answer; "paid" waits for the re-read of a
      // notification or of the reconciliation.
      if (STATUS[String(remote.status)] === 'rejected') {
        await db.transaction(async (trx) => {
          const row = await trx('payments').where({ id: attempt.id }).forUpdate().first();
          await advance(row, remote, trx);
        });
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

    /** Refunds what is left of a cancelled job's payment, once (a pending refund is resumed). */
    async refundJob(jobId: number, reason: string, recorded?: RefundRequest['recorded']) {
      const payment = await db('payments')
        .where({ kind: 'job', job_id: jobId, status: 'paid' })
        .first('id');
      if (!payment) return undefined;
      return refundPayment(Number(payment.id), { reason, resume: true, recorded });
    },

    /**
     * Staff refund a paid job in full or in part (`amount`, what is left when absent), asked on
     * their reading of what was refunded (`refundedBefore`): of two presses or two staff at
     * once, one refund is made. `REFUND_NOT_PAID` without a paid payment (a rejected one
     * included).
     */
    async refundJobPart(jobId: number, request: Omit<RefundRequest, 'resume'>) {
      const payment = await db('payments')
        .where({ kind: 'job', job_id: jobId })
        .whereIn('status', ['paid', 'refunded'])
        .orderBy('id', 'desc')
        .first('id');
      if (!payment) throw new AppError('REFUND_NOT_PAID', 409);
      return refundPayment(Number(payment.id), request);
    },

    /** What was paid and refunded of a job (the paid or refunded payment), for its pages. */
    async jobMoney(jobId: number) {
      const payment = await db('payments')
        .where({ kind: 'job', job_id: jobId })
        .whereIn('status', ['paid', 'refunded'])
        .orderBy('id', 'desc')
        .first();
      if (!payment) return null;
      const refunds = await db('refunds')
        .where({ payment_id: payment.id, status: 'done' })
        .orderBy('id')
        .select('id', 'amount', 'created_at');
      return {
        paid: Number(payment.amount),
        currency: payment.currency as Currency,
        refunded: refunds.reduce((sum, r) => sum + Number(r.amount), 0),
        refunds: refunds.map((r) => ({
          id: Number(r.id),
          amount: Number(r.amount),
          at: new Date(r.created_at).toISOString(),
        })),
      };
    },

    /**
     * Refunds in full the first-period payment of a subscription checkout that did not finish
     * (ADR 0031): reserved, asked with the reservation's key, recorded; a retry resumes it.
     */
    async refundCheckoutPayment(paymentId: number) {
      return refundPayment(paymentId, { reason: 'checkout undone', resume: true });
    },

    /** Refunds a second approved payment of a job (outbox handler; idempotent). */
    async refundDuplicate(paymentId: number) {
      const payment = await db('payments').where({ id: paymentId, status: 'duplicate' }).first();
      if (!payment) return undefined;
      return refundPayment(paymentId, { reason: 'duplicate', resume: true });
    },

    /** The job's payment state for its page: open, paid, or nothing live. */
    async jobPaymentState(jobId: number) {
      const live = await db('payments')
        .where({ kind: 'job', job_id: jobId })
        .whereIn('status', ['pendingPayment', 'paid'])
        .first('status', 'mp_status');
      if (!live) return null;
      return live.status === 'paid' ? ('paid' as const) : ('processing' as const);
    },

    readPayment,
    applyPayment,

    /**
     * Scheduled: every attempt still open after `olderThanMs` (or a duplicate not yet
     * refunded) is read again from Mercado Pago.
     */
    async reconcile(olderThanMs: number) {
      const before = new Date(Date.now() - olderThanMs);
      const open = await db('payments')
        .where({ kind: 'job' })
        .whereIn('status', ['pendingPayment', 'duplicate'])
        .where('created_at', '<', before)
        // Mercado Pago keeps an attempt open for days at most (cash, transfers).
        .where('created_at', '>', new Date(Date.now() - RECONCILE_WINDOW_DAYS * 86_400_000))
        .where((q) => q.whereNull('lease_until').orWhere('lease_until', '<', new Date()))
        .where((q) => q.whereNull('checked_at').orWhere('checked_at', '<', before))
        .orderBy('id')
        .limit(200);
      let changed = 0;
      // Refunds Mercado Pago did not answer are asked again with their key.
      const pending = await db('refunds')
        .where({ status: 'pending' })
        .where('created_at', '<', before)
        .orderBy('id')
        .limit(200)
        .select('payment_id', 'reason');
      for (const refund of pending) {
        await refundPayment(Number(refund.payment_id), {
          reason: String(refund.reason),
          resume: true,
        }).then(
          () => (changed += 1),
          (error: unknown) =>
            logger.warn({ err: error, paymentId: refund.payment_id }, 'refund still pending'),
        );
      }
      for (const row of open) {
        try {
          if (row.status === 'duplicate') {
            await refundPayment(Number(row.id), { reason: 'duplicate', resume: true });
            changed += 1;
            continue;
          }
          const after = await follow(row);
          if (after.status !== row.status) changed += 1;
        } catch (error) {
          logger.warn({ err: error, paymentId: Number(row.id) }, 'payment not reconciled');
        }
      }
      return changed;
    },

    /**
     * The user's payments as payer and as prosker, newest first: the money that moved (paid,
     * in process, refunded) with the fee each carried as stored, and apart the attempts that
     * moved none (refused or given up), with no fee.
     */
    async history(userId: number, limit = 50) {
      const rows = await db('payments')
        .where((q) => q.where('payer_id', userId).orWhere('collector_user_id', userId))
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(limit);
      const entries = rows.map((r) => {
        const received = Number(r.collector_user_id) === userId;
        const fee = received ? storedFee(r) : null;
        return {
          id: Number(r.id),
          kind: r.kind as 'job' | 'subscription',
          role: received ? ('received' as const) : ('paid' as const),
          jobId: r.job_id ? Number(r.job_id) : null,
          subscriptionId: r.subscription_id ? Number(r.subscription_id) : null,
          amount: Number(r.amount),
          currency: r.currency as Currency,
          fee: fee?.fee ?? null,
          feeBps: fee?.feeBps ?? null,
          vatBps: fee?.vatBps ?? null,
          net: fee?.net ?? null,
          /** Given back to the payer so far (staff refunds, cancellations). */
          refunded: Number(r.refunded_amount ?? 0),
          status: r.status as PaymentStatus,
          createdAt: new Date(r.created_at).toISOString(),
          paidAt: r.paid_at ? new Date(r.paid_at).toISOString() : null,
          payoutAt: received && r.payout_at ? new Date(r.payout_at).toISOString() : null,
        };
      });
      const attempt = (e: (typeof entries)[number]) => ATTEMPT_STATUSES.includes(e.status);
      return {
        data: entries.filter((e) => !attempt(e)),
        attempts: entries.filter(attempt),
      };
    },

    feeNow,

    /**
     * The payment that paid a job (paid, or paid and then refunded), with what it charged and
     * the fee it carried, for the job's page and its receipt; undefined when none did.
     */
    async jobPayment(jobId: number) {
      const row = await db('payments')
        .where({ kind: 'job', job_id: jobId })
        .whereIn('status', ['paid', 'refunded'])
        .whereNotNull('paid_at')
        .orderBy('paid_at', 'desc')
        .first();
      if (!row) return undefined;
      return {
        paymentId: Number(row.id),
        status: row.status as 'paid' | 'refunded',
        amount: Number(row.amount),
        currency: row.currency as Currency,
        installments: row.installments === null ? null : Number(row.installments),
        paymentMethodId: (row.payment_method_id as string | null) ?? null,
        mpPaymentId: row.mp_payment_id === null ? null : Number(row.mp_payment_id),
        paidAt: new Date(row.paid_at).toISOString(),
        payoutAt: row.payout_at ? new Date(row.payout_at).toISOString() : null,
        refundedAt: row.refunded_at ? new Date(row.refunded_at).toISOString() : null,
        ...storedFee(row)!,
      };
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;
