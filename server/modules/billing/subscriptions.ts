/**
 * Plans, coupons and premium subscriptions on Mercado Pago preapprovals. The 30-day trial is
 * once per user (a primary key decides), a coupon's use is counted by one conditional UPDATE
 * (the limit holds under concurrent checkouts) and both are reserved before Mercado Pago is
 * called and released if it refuses. States follow Mercado Pago's preapproval, re-read on
 * every notification.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { Payment, PreApproval, PreApprovalPlan } from 'mercadopago';
import {
  couponDiscount,
  SUBSCRIPTION_ACTIONS,
  type Currency,
  type SubscriptionAction,
  type SubscriptionStatus,
} from '../../../common/billing';
import { FREE_TRIAL_DAYS, SUBSCRIPTION_PERIOD_MONTHS } from '../../../common/constants';
import type { Language } from '../../../common/i18n';
import type { Region } from '../../../common/regions';
import { AppError, notFound, type Platform } from '../../platform';
import { recordAudit } from '../../platform/audit';
import { UNIQUE_VIOLATION, databaseError } from '../../platform/db';
import { mercadoPagoBaseUrl, mpConfig, mpErrorBody } from './mp-client';

type Period = keyof typeof SUBSCRIPTION_PERIOD_MONTHS;

export interface CheckoutInput {
  /** The card token of the preapproval (every checkout). */
  cardToken: string;
  email: string;
  couponCode?: string;
  /**
   * More than one: the first period is a card payment in this many installments (ADR 0031),
   * made with `paymentCardToken` (tokens are single use), `paymentMethodId` and `issuerId`.
   */
  installments?: number;
  paymentCardToken?: string;
  paymentMethodId?: string;
  issuerId?: string;
}

/** What the subscriptions need of the payments (created after them, see service.ts). */
export interface SubscriptionPaymentParts {
  refundCheckoutPayment(paymentId: number): Promise<unknown>;
}

/**
 * How many installments the first period may be paid in: as many as its months when it is
 * charged today, none (1) for a monthly plan or a trial (ADR 0031).
 */
export function installmentsUpTo(period: Period, trial: boolean): number {
  return trial ? 1 : SUBSCRIPTION_PERIOD_MONTHS[period];
}

const notOffered = () => new AppError('SUBSCRIPTION_INSTALLMENTS_NOT_OFFERED', 422);
const addMonths = (date: Date, months: number) => {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

/** A trial's owner is told this many days before it ends. */
export const TRIAL_NOTICE_DAYS = 3;
/** Subscriptions one statement of the trial notice marks at most. */
const TRIAL_NOTICE_PAGE = 500;
/** Beyond its Mercado Pago calls, how long a checkout may hold its claim. */
const CLAIM_MARGIN_MS = 60_000;
const MP_STATUS: Record<string, SubscriptionStatus> = {
  authorized: 'active',
  paused: 'paused',
  cancelled: 'cancelled',
  pending: 'pending',
};

export function planDto(row: Record<string, unknown>, language: Language) {
  const inclusions = row.inclusions as Record<Language, string[]>;
  return {
    id: Number(row.id),
    region: row.region as Region,
    currency: row.currency as Currency,
    name: row[`name_${language}`] as string,
    price: Number(row.price),
    period: row.period as Period,
    premium: Boolean(row.premium),
    popular: Boolean(row.popular),
    inclusions: inclusions[language] ?? [],
  };
}

/** Users among `userIds` with premium now (profiles take it when they are first built). */
export async function premiumUsers(db: Knex, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db('subscriptions as s')
    .join('plans as p', 'p.id', 's.plan_id')
    .whereIn('s.user_id', userIds)
    .where({ 's.status': 'active', 'p.premium': true })
    .select('s.user_id');
  return new Set(rows.map((r) => Number(r.user_id)));
}

export function createSubscriptions(platform: Platform, parts: SubscriptionPaymentParts) {
  const { db, config, logger, events } = platform;
  const mp = config.mercadoPago;
  const marketplace = (idempotencyKey?: string) =>
    mpConfig(mp.accessToken, { idempotencyKey, timeoutMs: mp.timeoutMs });

  /**
   * Records `billing.changed` when a subscription's status moved from `from` to `to` (`row` as
   * it now is): paused, resumed (paused to active) or cancelled. The ref names the subscription,
   * the change and the moment it was written, so a redelivered cause is told once.
   */
  async function statusChanged(row: Record<string, unknown>, from: string, trx: Knex.Transaction) {
    const to = row.status as SubscriptionStatus;
    if (to === from) return;
    const change =
      to === 'paused'
        ? 'paused'
        : to === 'cancelled'
          ? 'cancelled'
          : to === 'active' && from === 'paused'
            ? 'resumed'
            : undefined;
    if (!change) return;
    await events.emit(trx, {
      type: 'billing.changed',
      userId: Number(row.user_id),
      change,
      ref: `subscription:${Number(row.id)}:${change}:${new Date(row.updated_at as string).getTime()}`,
      amount: Number(row.amount),
      currency: row.currency as string,
      ...(change === 'resumed' && row.next_payment_date
        ? { date: new Date(row.next_payment_date as string).toISOString() }
        : {}),
    });
  }

  /** Records that the user's entitlement may have changed, with the change itself. */
  async function premiumChanged(userId: number, trx: Knex.Transaction) {
    await events.emit(trx, {
      type: 'premium.changed',
      userId,
      premium: await isPremium(userId, trx),
    });
  }

  async function isPremium(userId: number, trx: Knex | Knex.Transaction = db): Promise<boolean> {
    const row = await trx('subscriptions as s')
      .join('plans as p', 'p.id', 's.plan_id')
      .where({ 's.user_id': userId, 's.status': 'active', 'p.premium': true })
      .first('s.id');
    return Boolean(row);
  }

  async function ownSubscription(userId: number, id: number, trx: Knex | Knex.Transaction = db) {
    const row = await trx('subscriptions').where({ id, user_id: userId }).first();
    if (!row) throw notFound();
    return row;
  }

  /** The coupon's terms and whether it applies to this price, without using it. */
  async function checkCoupon(
    code: string,
    price: number,
    currency: Currency,
    trx: Knex | Knex.Transaction,
  ) {
    const coupon = await trx('coupons').where({ code }).first();
    if (!coupon) throw new AppError('COUPON_UNKNOWN', 422);
    if (!coupon.enabled) throw new AppError('COUPON_DISABLED', 422);
    if (coupon.used_count >= coupon.usage_limit) throw new AppError('COUPON_USED_UP', 409);
    const result = couponDiscount(price, currency, {
      discountType: coupon.discount_type,
      amount: Number(coupon.amount),
      minOrder: Number(coupon.min_order),
      currency: coupon.currency,
    });
    if ('problem' in result) {
      throw new AppError(result.problem, 422, {
        params: { minimum: `${currency} ${Number(coupon.min_order)}` },
      });
    }
    return { coupon, ...result };
  }

  /** The Mercado Pago plan for this price, trial or not, created the first time it is needed. */
  async function mpPlanId(plan: Record<string, unknown>, trial: boolean, amount: number) {
    const key = { plan_id: plan.id, trial, amount };
    const known = await db('mp_plan_variants').where(key).first('mp_plan_id');
    if (known) return known.mp_plan_id as string;
    const created = await new PreApprovalPlan(marketplace()).create({
      body: {
        reason: `Prosk ${plan.name_es as string}`,
        back_url: `${config.publicUrl}/mi-suscripcion`,
        auto_recurring: {
          frequency: SUBSCRIPTION_PERIOD_MONTHS[plan.period as Period],
          frequency_type: 'months',
          transaction_amount: amount,
          currency_id: plan.currency as string,
          ...(trial ? { free_trial: { frequency: FREE_TRIAL_DAYS, frequency_type: 'days' } } : {}),
        },
      },
    });
    await db('mp_plan_variants')
      .insert({ ...key, mp_plan_id: created.id })
      .onConflict(['plan_id', 'trial', 'amount'])
      .ignore();
    return (await db('mp_plan_variants').where(key).first('mp_plan_id')).mp_plan_id as string;
  }

  /** Gives back what a failed checkout reserved (trial, coupon use). */
  async function release(subscriptionId: number) {
    await db.transaction(async (trx) => {
      await trx('trial_uses').where({ subscription_id: subscriptionId }).delete();
      const [redemption] = await trx('coupon_redemptions')
        .where({ subscription_id: subscriptionId })
        .delete()
        .returning('coupon_id');
      if (redemption) {
        await trx('coupons').where({ id: redemption.coupon_id }).decrement('used_count', 1);
      }
      await trx('subscriptions').where({ id: subscriptionId, status: 'pending' }).update({
        trial: false,
        coupon_id: null,
        discount: 0,
        trial_ends_at: null,
        checkout_at: null,
        mp_preapproval_id: null,
        installments: 1,
        first_payment_key: null,
        installment_amount: null,
        updated_at: new Date(),
      });
    });
  }

  /**
   * The installment counts Mercado Pago offers for this amount and card brand
   * (`GET /v1/payment_methods/installments`, which the SDK has no client for).
   */
  async function offeredInstallments(amount: number, paymentMethodId: string) {
    const query = new URLSearchParams({
      amount: amount.toFixed(2),
      payment_method_id: paymentMethodId,
    });
    let answer: Response;
    try {
      answer = await fetch(`${mercadoPagoBaseUrl()}/v1/payment_methods/installments?${query}`, {
        headers: { Authorization: `Bearer ${mp.accessToken}` },
        signal: AbortSignal.timeout(mp.timeoutMs),
      });
    } catch (error) {
      logger.warn({ err: error }, 'Mercado Pago installments could not be read');
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 503);
    }
    if (answer.status >= 500 || answer.status === 429) {
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 503);
    }
    if (!answer.ok) return [];
    const options = (await answer.json()) as { payer_costs?: { installments?: number }[] }[];
    return (options[0]?.payer_costs ?? []).map((cost) => Number(cost.installments));
  }

  /**
   * The first period's payment that a checkout cannot keep (its preapproval was refused, or the
   * checkout lost its claim): refunded in full if Mercado Pago approved it, else closed here.
   */
  async function undoFirstPayment(subscriptionId: number) {
    const payment = await db('payments')
      .where({ subscription_id: subscriptionId, kind: 'subscription' })
      .whereIn('status', ['pendingPayment', 'paid'])
      .whereIn(
        'idempotency_key',
        db('subscriptions').where({ id: subscriptionId }).select('first_payment_key'),
      )
      .first();
    if (!payment) return;
    if (payment.status === 'paid') {
      await parts.refundCheckoutPayment(Number(payment.id));
      return;
    }
    // Never approved (refused, or Mercado Pago has no payment of this checkout): nothing moved.
    const found = (
      (
        await new Payment(marketplace()).search({
          options: { external_reference: `subscription:${subscriptionId}` } as never,
        })
      ).results ?? []
    ).find((p) => p.status === 'approved');
    if (found) {
      await db('payments')
        .where({ id: payment.id, status: 'pendingPayment' })
        .update({
          status: 'paid',
          mp_payment_id: found.id,
          mp_status: found.status,
          mp_status_detail: found.status_detail ?? null,
          paid_at: new Date(),
          updated_at: new Date(),
        });
      await parts.refundCheckoutPayment(Number(payment.id));
      return;
    }
    await db('payments')
      .where({ id: payment.id, status: 'pendingPayment' })
      .update({ status: 'rejected', updated_at: new Date() });
  }

  /** Cancels a preapproval the product will not keep (a checkout that lost its claim). */
  async function cancelAtMercadoPago(preapprovalId: string, subscriptionId: number) {
    try {
      await new PreApproval(marketplace()).update({
        id: preapprovalId,
        body: { status: 'cancelled' } as never,
      });
    } catch (error) {
      logger.error(
        { err: mpErrorBody(error), subscriptionId, preapprovalId },
        'an orphan preapproval could not be cancelled at Mercado Pago',
      );
      throw error;
    }
  }

  async function dto(row: Record<string, unknown>, language: Language) {
    const plan = await db('plans').where({ id: row.plan_id }).first();
    return {
      id: Number(row.id),
      status: row.status as SubscriptionStatus,
      plan: planDto(plan, language),
      amount: Number(row.amount),
      discount: Number(row.discount),
      currency: row.currency as Currency,
      trial: Boolean(row.trial),
      installments: Number(row.installments ?? 1),
      installmentAmount:
        row.installment_amount === null || row.installment_amount === undefined
          ? null
          : Number(row.installment_amount),
      trialEndsAt: row.trial_ends_at ? new Date(row.trial_ends_at as string).toISOString() : null,
      nextPaymentDate: row.next_payment_date
        ? new Date(row.next_payment_date as string).toISOString()
        : null,
      lastPaymentStatus: (row.last_payment_status as string | null) ?? null,
      startedAt: row.started_at ? new Date(row.started_at as string).toISOString() : null,
      cancelledAt: row.cancelled_at ? new Date(row.cancelled_at as string).toISOString() : null,
    };
  }

  /** What the checkout will charge: trial, coupon discount, total. Uses nothing up. */
  async function quote(userId: number, id: number, couponCode: string | undefined) {
    const row = await ownSubscription(userId, id);
    if (row.status !== 'pending') throw new AppError('SUBSCRIPTION_UPDATE_FAILED', 409);
    const plan = await db('plans').where({ id: row.plan_id }).first();
    const price = Number(plan.price);
    const coupon = couponCode ? await checkCoupon(couponCode, price, plan.currency, db) : undefined;
    const trialUsed = await db('trial_uses').where({ user_id: userId }).first('user_id');
    const trial = !trialUsed;
    const now = Date.now();
    return {
      price,
      currency: plan.currency as Currency,
      discount: coupon?.discount ?? 0,
      total: coupon?.total ?? price,
      trial,
      trialDays: trial ? FREE_TRIAL_DAYS : 0,
      firstChargeDate: new Date(trial ? now + FREE_TRIAL_DAYS * 86_400_000 : now).toISOString(),
      installmentsUpTo: installmentsUpTo(plan.period as Period, trial),
    };
  }

  async function change(
    row: Record<string, unknown>,
    action: SubscriptionAction,
    language: Language,
    /** Staff acting in the back office (audited with the change); absent for the subscriber. */
    staffId?: number,
  ) {
    const id = Number(row.id);
    const userId = Number(row.user_id);
    const rule = SUBSCRIPTION_ACTIONS[action];
    if (!rule.from.includes(row.status as SubscriptionStatus) || !row.mp_preapproval_id) {
      throw new AppError('SUBSCRIPTION_UPDATE_FAILED', 409);
    }
    const mpStatus = { pause: 'paused', resume: 'authorized', cancel: 'cancelled' }[action];
    try {
      await new PreApproval(marketplace()).update({
        id: String(row.mp_preapproval_id),
        body: { status: mpStatus } as never,
      });
    } catch (error) {
      logger.warn({ err: mpErrorBody(error), subscriptionId: id }, 'subscription update refused');
      throw new AppError('SUBSCRIPTION_UPDATE_FAILED', 502);
    }
    const now = new Date();
    const updated = await db.transaction(async (trx) => {
      const before = await trx('subscriptions').where({ id }).forUpdate().first('status');
      // A notification of this very change may have reached the row first: the row is then
      // already where this action takes it, which is a success, not a conflict.
      const [moved] = await trx('subscriptions')
        .where({ id })
        .whereIn('status', [row.status as string, rule.to])
        .update({
          status: rule.to,
          updated_at: now,
          ...(action === 'pause' ? { paused_at: now } : {}),
          ...(action === 'resume' ? { resumed_at: now } : {}),
          ...(action === 'cancel' ? { cancelled_at: now } : {}),
        })
        .returning('*');
      if (!moved) throw new AppError('SUBSCRIPTION_UPDATE_FAILED', 409);
      if (staffId !== undefined) {
        await recordAudit(trx, {
          staffId,
          action: `subscriptions.${action}`,
          target: { type: 'subscriptions', id },
          // From where staff saw it: a notification of this very change may have moved it first.
          before: { status: row.status },
          after: { status: moved.status },
        });
      }
      await premiumChanged(userId, trx);
      // Told once: when the notification moved it first, it was told then.
      await statusChanged(moved, String(before?.status), trx);
      return moved;
    });
    return dto(updated, language);
  }

  return {
    isPremium,
    dto,

    async plans(region: Region, language: Language) {
      const rows = await db('plans').where({ region, enabled: true }).orderBy(['position', 'id']);
      return rows.map((r) => planDto(r, language));
    },

    /** A pending subscription to a premium plan, paid on its checkout screen. */
    async start(userId: number, planId: number, language: Language) {
      const plan = await db('plans').where({ id: planId, enabled: true, premium: true }).first();
      if (!plan) throw new AppError('PLAN_NOT_AVAILABLE', 422);
      const live = await db('subscriptions')
        .where({ user_id: userId })
        .whereIn('status', ['active', 'paused'])
        .first('id');
      if (live) throw new AppError('SUBSCRIPTION_EXISTS', 409);
      const [row] = await db('subscriptions')
        .insert({ user_id: userId, plan_id: plan.id, amount: plan.price, currency: plan.currency })
        .returning('*');
      return dto(row, language);
    },

    async get(userId: number, id: number, language: Language) {
      return dto(await ownSubscription(userId, id), language);
    },

    /** The user's subscription that counts now (active or paused), else the latest cancelled. */
    async current(userId: number, language: Language) {
      const row =
        (await db('subscriptions')
          .where({ user_id: userId })
          .whereIn('status', ['active', 'paused'])
          .first()) ??
        (await db('subscriptions')
          .where({ user_id: userId, status: 'cancelled' })
          .orderBy('cancelled_at', 'desc')
          .first());
      return row ? dto(row, language) : null;
    },

    quote,

    /**
     * Pays a pending subscription. The database decides first: the checkout claims the user's
     * one open subscription (a unique index over pending-being-paid, active and paused) and
     * reserves the trial and the coupon; only then is the preapproval created at Mercado Pago
     * with the browser's card token. A refusal gives the reservations back; a local step that
     * loses after Mercado Pago said yes cancels the preapproval there.
     *
     * With installments (ADR 0031) the first period is a card payment first, reserved with its
     * idempotency key in the same transaction as the claim; the preapproval then starts when
     * that period ends. A number Mercado Pago does not offer for this card and amount, or more
     * than the period's months, or any with a trial, is refused before anything is reserved.
     */
    async checkout(userId: number, id: number, input: CheckoutInput, language: Language) {
      const installments = input.installments ?? 1;
      if (installments > 1) {
        const quoted = await quote(userId, id, input.couponCode);
        if (installments > quoted.installmentsUpTo || !input.paymentMethodId) throw notOffered();
        const offered = await offeredInstallments(quoted.total, input.paymentMethodId);
        if (!offered.includes(installments)) throw notOffered();
      }
      const reserved = await db.transaction(async (trx) => {
        const row = await trx('subscriptions').where({ id, user_id: userId }).forUpdate().first();
        if (!row) throw notFound();
        if (row.status !== 'pending') throw new AppError('SUBSCRIPTION_UPDATE_FAILED', 409);
        if (row.checkout_at) throw new AppError('SUBSCRIPTION_CHECKOUT_IN_PROGRESS', 409);
        try {
          await trx.transaction((sp) =>
            sp('subscriptions').where({ id }).update({ checkout_at: new Date() }),
          );
        } catch (error) {
          if (databaseError(error)?.code !== UNIQUE_VIOLATION) throw error;
          const live = await trx('subscriptions')
            .where({ user_id: userId })
            .whereIn('status', ['active', 'paused'])
            .first('id');
          throw new AppError(
            live ? 'SUBSCRIPTION_EXISTS' : 'SUBSCRIPTION_CHECKOUT_IN_PROGRESS',
            409,
          );
        }
        const plan = await trx('plans').where({ id: row.plan_id }).first();
        const price = Number(plan.price);
        let total = price;
        let couponId: number | null = null;
        if (input.couponCode) {
          const checked = await checkCoupon(input.couponCode, price, plan.currency, trx);
          // The limit holds under any number of concurrent checkouts: one row, one UPDATE.
          const used = await trx('coupons')
            .where({ id: checked.coupon.id, enabled: true })
            .where('used_count', '<', trx.ref('usage_limit'))
            .increment('used_count', 1)
            .returning('id');
          if (used.length === 0) throw new AppError('COUPON_USED_UP', 409);
          await trx('coupon_redemptions').insert({
            coupon_id: checked.coupon.id,
            user_id: userId,
            subscription_id: id,
          });
          couponId = checked.coupon.id;
          total = checked.total;
        }
        const trialRow = await trx('trial_uses')
          .insert({ user_id: userId, subscription_id: id })
          .onConflict('user_id')
          .ignore()
          .returning('user_id');
        const trial = trialRow.length > 0;
        // The trial was taken back meanwhile (a cancelled checkout elsewhere): nothing to split.
        if (installments > installmentsUpTo(plan.period as Period, trial)) throw notOffered();
        const paymentKey = installments > 1 ? randomUUID() : null;
        await trx('subscriptions')
          .where({ id })
          .update({
            amount: total,
            discount: price - total,
            coupon_id: couponId,
            trial,
            installments,
            first_payment_key: paymentKey,
            updated_at: new Date(),
          });
        let paymentId: number | null = null;
        if (paymentKey) {
          const [payment] = await trx('payments')
            .insert({
              kind: 'subscription',
              subscription_id: id,
              payer_id: userId,
              amount: total,
              currency: plan.currency,
              status: 'pendingPayment',
              idempotency_key: paymentKey,
              installments,
              payment_method_id: input.paymentMethodId,
            })
            .returning('id');
          paymentId = Number(payment.id);
        }
        return { plan, total, trial, paymentKey, paymentId };
      });
      const months = SUBSCRIPTION_PERIOD_MONTHS[reserved.plan.period as Period];
      const now = new Date();
      let installmentAmount: number | null = null;

      /** Mercado Pago may have made it all the same: the claim stays for releaseAbandoned. */
      const unknownOutcome = (body: ReturnType<typeof mpErrorBody>) => {
        logger.warn({ subscriptionId: id, mp: body }, 'subscription checkout outcome unknown');
        return new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 503);
      };
      const unknown = (body: ReturnType<typeof mpErrorBody>) =>
        !body || body.status === 0 || body.status === 429 || body.status >= 500;
      const refused = async (statusDetail: string | null, body?: unknown) => {
        await release(id);
        logger.info(
          { subscriptionId: id, mp: body ?? statusDetail },
          'subscription checkout refused',
        );
        return new AppError('PAYMENT_FAILED', 402, { details: { statusDetail } });
      };

      if (reserved.paymentKey && reserved.paymentId) {
        let paid: Record<string, unknown>;
        try {
          paid = (await new Payment(marketplace(reserved.paymentKey)).create({
            body: {
              transaction_amount: reserved.total,
              token: input.paymentCardToken,
              installments,
              payment_method_id: input.paymentMethodId,
              ...(input.issuerId ? { issuer_id: input.issuerId } : {}),
              description: `Prosk ${reserved.plan.name_es as string}`,
              external_reference: `subscription:${id}`,
              payer: { email: input.email },
              binary_mode: true,
            } as never,
          })) as unknown as Record<string, unknown>;
        } catch (error) {
          const body = mpErrorBody(error);
          if (unknown(body)) throw unknownOutcome(body);
          await db('payments')
            .where({ id: reserved.paymentId, status: 'pendingPayment' })
            .update({ status: 'rejected', mp_status_detail: body?.message ?? null });
          throw await refused(body?.message ?? null, body);
        }
        const approved = paid.status === 'approved';
        const details = (paid.transaction_details ?? {}) as Record<string, unknown>;
        await db('payments')
          .where({ id: reserved.paymentId, status: 'pendingPayment' })
          .update({
            status: approved ? 'paid' : 'rejected',
            mp_payment_id: paid.id,
            mp_status: paid.status,
            mp_status_detail: paid.status_detail ?? null,
            paid_at: approved ? now : null,
            updated_at: now,
          });
        if (!approved) throw await refused(String(paid.status_detail ?? paid.status));
        installmentAmount =
          details.installment_amount === undefined || details.installment_amount === null
            ? null
            : Number(details.installment_amount);
      }

      // What every subscription of this checkout says, with a plan or with its own terms.
      const payer = {
        reason: `Prosk ${reserved.plan.name_es as string}`,
        external_reference: `subscription:${id}`,
        payer_email: input.email,
        card_token_id: input.cardToken,
        back_url: `${config.publicUrl}/mi-suscripcion`,
        status: 'authorized',
      };
      let preapproval: Record<string, unknown>;
      try {
        if (reserved.paymentKey) {
          // The first period is paid: the recurring charges start when it ends.
          preapproval = (await new PreApproval(marketplace(randomUUID())).create({
            body: {
              ...payer,
              auto_recurring: {
                frequency: months,
                frequency_type: 'months',
                transaction_amount: reserved.total,
                currency_id: reserved.plan.currency as string,
                start_date: addMonths(now, months).toISOString(),
              },
            } as never,
          })) as unknown as Record<string, unknown>;
        } else {
          const subscribe = async (planId: string) =>
            (await new PreApproval(marketplace(randomUUID())).create({
              body: { preapproval_plan_id: planId, ...payer } as never,
            })) as unknown as Record<string, unknown>;
          const planId = await mpPlanId(reserved.plan, reserved.trial, reserved.total);
          try {
            preapproval = await subscribe(planId);
          } catch (error) {
            // A 404 on creating names the one thing it refers to: the plan.
            if (mpErrorBody(error)?.status !== 404) throw error;
            // Mercado Pago no longer has the plan we noted (another account, a reset sandbox):
            // it is made again, once.
            await db('mp_plan_variants').where({ mp_plan_id: planId }).delete();
            preapproval = await subscribe(
              await mpPlanId(reserved.plan, reserved.trial, reserved.total),
            );
          }
        }
      } catch (error) {
        const body = mpErrorBody(error);
        if (unknown(body)) throw unknownOutcome(body);
        // A first period paid for a subscription that will not be: its money goes back.
        await undoFirstPayment(id);
        throw await refused(body?.message ?? null, body);
      }
      const row = await db.transaction(async (trx) => {
        const [updated] = await trx('subscriptions')
          .where({ id, status: 'pending' })
          .whereNotNull('checkout_at')
          .update({
            status: MP_STATUS[String(preapproval.status)] ?? 'pending',
            mp_preapproval_id: String(preapproval.id),
            next_payment_date: preapproval.next_payment_date
              ? new Date(String(preapproval.next_payment_date))
              : null,
            trial_ends_at: reserved.trial
              ? new Date(now.getTime() + FREE_TRIAL_DAYS * 86_400_000)
              : null,
            installment_amount: installmentAmount,
            started_at: now,
            updated_at: now,
          })
          .returning('*');
        if (updated) await premiumChanged(userId, trx);
        return updated;
      });
      if (!row) {
        // The claim was taken back meanwhile: what Mercado Pago created must not go on charging.
        await cancelAtMercadoPago(String(preapproval.id), id);
        await undoFirstPayment(id);
        await release(id);
        throw new AppError('SUBSCRIPTION_UPDATE_FAILED', 409);
      }
      return dto(row, language);
    },

    /** Pause, resume or cancel: Mercado Pago first, then our row if it is still as we read it. */
    async change(userId: number, id: number, action: SubscriptionAction, language: Language) {
      return change(await ownSubscription(userId, id), action, language);
    },

    /** Staff pause, resume or cancel any subscription (back office). */
    async changeAny(id: number, action: SubscriptionAction, language: Language, staffId: number) {
      const row = await db('subscriptions').where({ id }).first();
      if (!row) throw notFound();
      return change(row, action, language, staffId);
    },

    /** Reads a preapproval from Mercado Pago; undefined when Mercado Pago does not know it. */
    async readPreapproval(preapprovalId: string) {
      try {
        return (await new PreApproval(marketplace()).get({
          id: preapprovalId,
        })) as unknown as Record<string, unknown>;
      } catch (error) {
        if (mpErrorBody(error)?.status === 404) return undefined;
        throw error;
      }
    },

    /** Follows a preapproval read from Mercado Pago, in the caller's transaction. */
    async applyPreapproval(remote: Record<string, unknown>, trx: Knex.Transaction) {
      const row = await trx('subscriptions')
        .where({ mp_preapproval_id: String(remote.id) })
        .forUpdate()
        .first();
      if (!row) return 'unknown';
      const status = MP_STATUS[String(remote.status)];
      if (!status) return 'ignored';
      // Cancelled is final: an older notification cannot bring it back.
      const [updated] = await trx('subscriptions')
        .where({ id: row.id })
        .whereNot('status', 'cancelled')
        .update({
          status,
          next_payment_date: remote.next_payment_date
            ? new Date(String(remote.next_payment_date))
            : row.next_payment_date,
          updated_at: new Date(),
          ...(status === 'cancelled' && row.status !== 'cancelled'
            ? { cancelled_at: new Date() }
            : {}),
          ...(status === 'paused' && row.status !== 'paused' ? { paused_at: new Date() } : {}),
        })
        .returning('*');
      if (updated) {
        await premiumChanged(Number(row.user_id), trx);
        await statusChanged(updated, String(row.status), trx);
      }
      return updated ? `subscription ${status}` : 'unchanged';
    },

    /** A renewal charge of a preapproval was reported. */
    async recordRenewal(preapprovalId: string, status: string, trx: Knex.Transaction) {
      const row = await trx('subscriptions')
        .where({ mp_preapproval_id: preapprovalId })
        .forUpdate()
        .first();
      if (!row) return undefined;
      await trx('subscriptions')
        .where({ id: row.id })
        .update({ last_payment_status: status, updated_at: new Date() });
      return row;
    },

    /**
     * A charge of a preapproval reached `status` (`payments.ts`, in its transaction): an
     * approved renewal is told as `renewed` with the next charge's date, a rejected one as
     * `renewalFailed` (Mercado Pago then pauses the subscription, told apart as `paused`). The
     * first charge of a subscription without trial is its checkout, not a renewal.
     */
    async renewalCharged(
      subscription: Record<string, unknown>,
      charge: { mpPaymentId: string; status: string; amount: number; currency: string; at: Date },
      trx: Knex.Transaction,
    ) {
      if (charge.status !== 'paid' && charge.status !== 'rejected') return;
      const earlier = await trx('payments')
        .where({ subscription_id: subscription.id })
        .whereNot({ mp_payment_id: charge.mpPaymentId })
        .first('id');
      if (!subscription.trial && !earlier) return;
      const change = charge.status === 'paid' ? 'renewed' : 'renewalFailed';
      let date: Date | undefined;
      if (change === 'renewed' && subscription.next_payment_date) {
        // Mercado Pago tells the new date with the preapproval, which may come later: the
        // noted date, a period on when this charge was that date's.
        date = new Date(subscription.next_payment_date as string);
        if (date.getTime() <= charge.at.getTime()) {
          const plan = await trx('plans').where({ id: subscription.plan_id }).first('period');
          const months = SUBSCRIPTION_PERIOD_MONTHS[plan?.period as Period];
          if (months) date.setUTCMonth(date.getUTCMonth() + months);
          else date = undefined;
        }
      }
      await events.emit(trx, {
        type: 'billing.changed',
        userId: Number(subscription.user_id),
        change,
        ref: `renewal:${charge.mpPaymentId}:${change}`,
        amount: charge.amount,
        currency: charge.currency,
        ...(date ? { date: date.toISOString() } : {}),
      });
    },

    /**
     * Scheduled: active subscriptions whose trial ends within TRIAL_NOTICE_DAYS are told once
     * (`trialEnding`): the row is marked by a conditional UPDATE in the event's transaction, so
     * two instances never both tell it; in pages, so the work stays flat.
     */
    async noticeTrialsEnding(now = new Date()) {
      let told = 0;
      for (;;) {
        const marked = await db.transaction(async (trx) => {
          const due = trx('subscriptions')
            .where({ status: 'active', trial: true })
            .whereNull('trial_notice_at')
            .where('trial_ends_at', '>', now)
            .where('trial_ends_at', '<=', new Date(now.getTime() + TRIAL_NOTICE_DAYS * 86_400_000))
            .orderBy('id')
            .limit(TRIAL_NOTICE_PAGE)
            .forUpdate()
            .skipLocked()
            .select('id');
          const rows = await trx('subscriptions')
            .whereIn('id', due)
            .whereNull('trial_notice_at')
            .update({ trial_notice_at: now })
            .returning(['id', 'user_id', 'trial_ends_at', 'amount', 'currency']);
          for (const row of rows) {
            await events.emit(trx, {
              type: 'billing.changed',
              userId: Number(row.user_id),
              change: 'trialEnding',
              ref: `trial:${Number(row.id)}`,
              amount: Number(row.amount),
              currency: row.currency as string,
              date: new Date(row.trial_ends_at as string).toISOString(),
            });
          }
          return rows.length;
        });
        told += marked;
        if (marked < TRIAL_NOTICE_PAGE) return told;
      }
    },

    /**
     * Scheduled: checkouts that never finished (a crash mid-way) give back their claim, trial
     * and coupon; a preapproval Mercado Pago created for one of them is cancelled there.
     */
    async releaseAbandoned(olderThanMs = 60 * 60 * 1000) {
      // A checkout in progress holds its claim for three Mercado Pago calls at most (the
      // first period's payment, the preapproval, the refund of a payment it cannot keep).
      const claimedBefore = new Date(Date.now() - 3 * mp.timeoutMs - CLAIM_MARGIN_MS);
      const stale = await db('subscriptions')
        .where({ status: 'pending' })
        .where((q) =>
          q
            .where((old) =>
              old
                .where('updated_at', '<', new Date(Date.now() - olderThanMs))
                .where((held) =>
                  held
                    .where('trial', true)
                    .orWhereNotNull('coupon_id')
                    .orWhereNotNull('checkout_at'),
                ),
            )
            .orWhere('checkout_at', '<', claimedBefore),
        )
        .select('id', 'mp_preapproval_id');
      let released = 0;
      for (const { id, mp_preapproval_id: known } of stale) {
        try {
          await releaseOne(Number(id), known ? String(known) : undefined);
          released += 1;
        } catch (error) {
          // Mercado Pago could not be asked: the next run tries again; the others go on.
          logger.warn({ err: error, subscriptionId: id }, 'abandoned checkout not released yet');
        }
      }
      return released;
    },
  };

  /** Cancels at Mercado Pago what a checkout created there, then gives back its claim. */
  async function releaseOne(id: number, known: string | undefined) {
    const found = known
      ? [known]
      : (
          (
            await new PreApproval(marketplace()).search({
              options: { external_reference: `subscription:${id}` } as never,
            })
          ).results ?? []
        )
          .filter((p) => p.status !== 'cancelled')
          .map((p) => String(p.id));
    for (const preapprovalId of found) await cancelAtMercadoPago(preapprovalId, id);
    await undoFirstPayment(id);
    await release(id);
  }
}

export type Subscriptions = ReturnType<typeof createSubscriptions>;
