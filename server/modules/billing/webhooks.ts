/**
 * Mercado Pago notifications. The signature (`x-signature: ts=…,v1=…`) is an HMAC-SHA256 of
 * `id:{data.id};request-id:{x-request-id};ts:{ts};` with the application's secret, compared in
 * constant time, and `ts` must be within the tolerance window. Each notification is stored once
 * by its request id (a redelivery changes nothing twice); the resource is re-read from Mercado
 * Pago before acting, so a forged body could not decide anything anyway. The notification is
 * marked processed in the same transaction as its effect; one that could not be processed stays
 * stored, is processed again by a redelivery or by the scheduled reconciliation, and the answer
 * (503) asks Mercado Pago to deliver it again.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError, type Platform } from '../../platform';
import type { Payments } from './payments';
import type { Subscriptions } from './subscriptions';

export interface Notification {
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  signature: string | undefined;
  requestId: string | undefined;
}

const invalid = () => new AppError('WEBHOOK_SIGNATURE_INVALID', 401);
/** Notifications the reconciliation takes per run. */
const RECONCILE_BATCH = 200;

/** The manifest Mercado Pago signs; a missing part is left out. */
export function signatureManifest(
  dataId: string | undefined,
  requestId: string | undefined,
  ts: string,
) {
  const id = dataId && /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId;
  return `${id ? `id:${id};` : ''}${requestId ? `request-id:${requestId};` : ''}ts:${ts};`;
}

export function signNotification(secret: string, dataId: string, requestId: string, ts: string) {
  return createHmac('sha256', secret)
    .update(signatureManifest(dataId, requestId, ts))
    .digest('hex');
}

export function createWebhooks(
  platform: Platform,
  payments: Payments,
  subscriptions: Subscriptions,
) {
  const { db, config, logger } = platform;
  const mp = config.mercadoPago;

  function verify(n: Notification, dataId: string | undefined) {
    const parts = Object.fromEntries(
      (n.signature ?? '').split(',').map((p) => p.trim().split('=', 2) as [string, string]),
    );
    const ts = parts.ts;
    const v1 = parts.v1;
    if (!ts || !v1 || !/^\d+$/.test(ts) || !/^[0-9a-f]{64}$/i.test(v1)) throw invalid();
    const expected = Buffer.from(
      signNotification(mp.webhookSecret, dataId ?? '', n.requestId ?? '', ts),
      'hex',
    );
    const given = Buffer.from(v1, 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
    // Current notifications sign milliseconds; older ones seconds.
    const sentMs = ts.length >= 13 ? Number(ts) : Number(ts) * 1000;
    if (Math.abs(Date.now() - sentMs) > mp.webhookToleranceSeconds * 1000) throw invalid();
  }

  /** Reads the notified resource from Mercado Pago (outside any transaction). */
  async function read(topic: string, resourceId: string, mpUserId: number | undefined) {
    switch (topic) {
      case 'payment':
        return payments.readPayment(resourceId, mpUserId);
      case 'subscription_preapproval':
      case 'preapproval':
        return subscriptions.readPreapproval(resourceId);
      default:
        return null;
    }
  }

  /** After a failure: tried again later, each time twice as late, up to an hour. */
  async function postpone(id: number) {
    await db('webhook_events')
      .where({ id })
      .whereNull('processed_at')
      .update({
        attempts: db.raw('attempts + 1'),
        retry_at: db.raw(
          `now() + least(interval '1 minute' * power(2, attempts), interval '1 hour')`,
        ),
      });
  }

  /**
   * Processes one stored notification: the resource is read again, then its effect and the
   * notification's "processed" mark are written in one transaction. A notification another
   * worker is processing, or has processed, is left alone (the answer is then undefined).
   */
  async function process(id: number): Promise<string | undefined> {
    const stored = await db('webhook_events').where({ id }).first();
    if (!stored || stored.processed_at) return undefined;
    const topic = String(stored.topic);
    const mpUserId = stored.mp_user_id ? Number(stored.mp_user_id) : undefined;
    const resourceId = String(stored.resource_id);
    // A subscription is read with its row locked (below): a pause or resume committed while
    // this notification waited is then not overwritten by an older reading.
    const lockFirst = topic !== 'payment';
    let remote = lockFirst ? null : await read(topic, resourceId, mpUserId);
    return db.transaction(async (trx) => {
      const row = await trx('webhook_events')
        .where({ id })
        .whereNull('processed_at')
        .forUpdate()
        .skipLocked()
        .first();
      if (!row) return undefined;
      if (lockFirst) {
        await trx('subscriptions').where({ mp_preapproval_id: resourceId }).forUpdate();
        remote = await read(topic, resourceId, mpUserId);
      }
      let outcome: string;
      if (remote === null) {
        // subscription_authorized_payment arrives with its payment's own notification;
        // mp-connect (deauthorization) is logged for support.
        outcome = `ignored ${topic}`;
      } else if (remote === undefined) {
        // Validly signed, but Mercado Pago does not know the resource: nothing to do, ever.
        logger.warn(
          { topic, resourceId: stored.resource_id },
          'notification for an unknown resource',
        );
        outcome = 'unknown resource';
      } else if (topic === 'payment') {
        outcome = await payments.applyPayment(remote, trx);
      } else {
        outcome = await subscriptions.applyPreapproval(remote, trx);
      }
      await trx('webhook_events').where({ id }).update({ processed_at: new Date(), outcome });
      return outcome;
    });
  }

  return {
    async receive(n: Notification) {
      const dataId = String(
        n.query['data.id'] ?? (n.body.data as { id?: unknown } | undefined)?.id ?? '',
      );
      verify(n, dataId || undefined);
      const topic = String(n.query.type ?? n.query.topic ?? n.body.type ?? '');
      if (!n.requestId || !dataId || !topic) throw invalid();
      const mpUserId = Number(n.body.user_id);
      await db('webhook_events')
        .insert({
          request_id: n.requestId,
          topic,
          resource_id: dataId,
          action: (n.body.action as string | undefined) ?? null,
          mp_user_id: Number.isSafeInteger(mpUserId) && mpUserId > 0 ? mpUserId : null,
        })
        .onConflict('request_id')
        .ignore();
      const stored = await db('webhook_events').where({ request_id: n.requestId }).first();
      if (stored.processed_at) return { received: true, duplicate: true };
      try {
        const outcome = await process(Number(stored.id));
        return { received: true, duplicate: outcome === undefined };
      } catch (error) {
        // Kept unprocessed: a redelivery or the reconciliation processes it again.
        logger.error({ err: error, topic, dataId }, 'notification not processed yet');
        throw new AppError('SERVICE_UNAVAILABLE', 503, { headers: { 'Retry-After': '60' } });
      }
    },

    /** Scheduled: notifications left unprocessed (a crash, an outage) are processed now. */
    async reconcile(olderThanMs: number) {
      const now = new Date();
      const due = await db('webhook_events')
        .whereNull('processed_at')
        .where('received_at', '<', new Date(now.getTime() - olderThanMs))
        .where((q) => q.whereNull('retry_at').orWhere('retry_at', '<=', now))
        // Never tried again first: one that keeps failing waits behind newer ones.
        .orderByRaw('retry_at NULLS FIRST, id')
        .limit(RECONCILE_BATCH)
        .pluck('id');
      let processed = 0;
      for (const id of due) {
        try {
          if ((await process(Number(id))) !== undefined) processed += 1;
        } catch (error) {
          logger.warn(
            { err: error, notificationId: Number(id) },
            'notification still not processed',
          );
          await postpone(Number(id)).catch((failure: unknown) =>
            logger.warn({ err: failure }, 'notification retry not recorded'),
          );
        }
      }
      return processed;
    },
  };
}
