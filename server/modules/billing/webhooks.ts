/**
 * Mercado Pago notifications. The signature (`x-signature: ts=…,v1=…`) is an HMAC-SHA256 of
 * `id:{data.id};request-id:{x-request-id};ts:{ts};` with the application's secret, compared in
 * constant time, and `ts` must be within the tolerance window. Each notification is stored once
 * by its request id (a redelivery changes nothing twice); the resource is re-read from Mercado
 * Pago before acting, so a forged body could not decide anything anyway. If acting fails, the
 * stored notification is dropped and 500 asks Mercado Pago to deliver it again.
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

  async function act(topic: string, resourceId: string, body: Record<string, unknown>) {
    switch (topic) {
      case 'payment':
        return payments.syncPayment(resourceId, body.user_id ? Number(body.user_id) : undefined);
      case 'subscription_preapproval':
      case 'preapproval':
        return subscriptions.syncPreapproval(resourceId);
      default:
        // subscription_authorized_payment arrives with its payment's own notification; mp-connect
        // (deauthorization) is logged for support.
        return `ignored ${topic}`;
    }
  }

  return {
    async receive(n: Notification) {
      const dataId = String(
        n.query['data.id'] ?? (n.body.data as { id?: unknown } | undefined)?.id ?? '',
      );
      verify(n, dataId || undefined);
      const topic = String(n.query.type ?? n.query.topic ?? n.body.type ?? '');
      if (!n.requestId || !dataId || !topic) throw invalid();
      const [stored] = await db('webhook_events')
        .insert({
          request_id: n.requestId,
          topic,
          resource_id: dataId,
          action: (n.body.action as string | undefined) ?? null,
        })
        .onConflict('request_id')
        .ignore()
        .returning('id');
      if (!stored) return { received: true, duplicate: true };
      try {
        const outcome = await act(topic, dataId, n.body);
        await db('webhook_events')
          .where({ id: stored.id })
          .update({ processed_at: new Date(), outcome: String(outcome ?? '') });
        return { received: true, duplicate: false };
      } catch (error) {
        logger.error(
          { err: error, topic, dataId },
          'notification not processed; asking for redelivery',
        );
        await db('webhook_events').where({ id: stored.id }).delete();
        throw new AppError('SERVICE_UNAVAILABLE', 500);
      }
    },
  };
}
