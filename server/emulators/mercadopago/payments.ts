/**
 * Payments and refunds (`/v1/payments`), idempotency keys, the payment webhooks and a Pix page
 * (Brazil) that plays the payer's bank.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import type { Context } from 'koa';
import {
  BRANDS,
  checkIdentification,
  INSTALLMENT_RATES,
  MERCADOPAGO_FEE_RATE,
  MONEY_RELEASE_DAYS,
  outcomeFor,
  payerCost,
} from './catalog';
import { spendCardToken } from './cards';
import type {
  Caller,
  CardSnapshot,
  Core,
  Identification,
  PaymentRecord,
  RefundRecord,
} from './core';
import { SITES } from './core';
import { authenticate } from './credentials';
import {
  badRequest,
  DAY_MS,
  EMAIL,
  escapeHtml,
  fingerprint,
  forbidden,
  isObject,
  MpError,
  mpDate,
  notFound,
  optionalString,
  queryParam,
  searchAnswer,
  readBody,
  round2,
  stableNumber,
  type Json,
} from './http';

/** A 1x1 transparent PNG: the emulator's Pix QR image. The copy-paste code is the real content. */
const PIX_QR_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** Mercado Pago stores metadata keys in snake_case: `{ jobId: 1 }` reads back as `{ job_id: 1 }`. */
export function snakeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeKeys);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase(),
      snakeKeys(inner),
    ]),
  );
}

export const payerIdFor = (email: string) => stableNumber(`payer:${email.toLowerCase()}`, 1e8, 9e8);

const canRead = (caller: Caller, payment: PaymentRecord) =>
  caller.kind === 'marketplace' || caller.userId === payment.collectorId;

export function findPayment(core: Core, caller: Caller, rawId: string): PaymentRecord {
  const payment = /^\d{1,16}$/.test(rawId) ? core.state.payments.get(Number(rawId)) : undefined;
  if (!payment || !canRead(caller, payment)) throw notFound(2000, 'Payment not found');
  return payment;
}

const refundedAmount = (payment: PaymentRecord) =>
  round2(payment.refunds.reduce((sum, refund) => sum + refund.amount, 0));

export function renderRefund(payment: PaymentRecord, refund: RefundRecord) {
  return {
    id: refund.id,
    payment_id: payment.id,
    amount: refund.amount,
    metadata: refund.metadata,
    source: { id: String(payment.collectorId), name: 'collector', type: 'collector' },
    date_created: mpDate(refund.dateCreated),
    unique_sequence_number: null,
    refund_mode: 'standard',
    adjustment_amount: 0,
    status: 'approved',
    reason: null,
    labels: [],
    amount_refunded_to_payer: refund.amount,
    partition_details: [],
  };
}

function renderCard(card: CardSnapshot | null) {
  if (!card) return {};
  return {
    id: null,
    first_six_digits: card.firstSix,
    last_four_digits: card.lastFour,
    bin: card.firstSix,
    expiration_month: card.expirationMonth,
    expiration_year: card.expirationYear,
    date_created: mpDate(card.createdAt),
    date_last_updated: mpDate(card.createdAt),
    cardholder: card.cardholder,
  };
}

export function renderPayment(core: Core, payment: PaymentRecord) {
  const settled = payment.dateApproved !== null;
  const financing = round2(payment.payerCost.totalAmount - payment.transactionAmount);
  const feeDetails = settled
    ? [
        { type: 'mercadopago_fee', amount: payment.mercadopagoFee, fee_payer: 'collector' },
        ...(payment.applicationFee > 0
          ? [{ type: 'application_fee', amount: payment.applicationFee, fee_payer: 'collector' }]
          : []),
        ...(financing > 0
          ? [{ type: 'financing_fee', amount: financing, fee_payer: 'payer' }]
          : []),
      ]
    : [];
  const release = settled
    ? new Date(payment.dateApproved!.getTime() + MONEY_RELEASE_DAYS * DAY_MS)
    : null;
  const refunded = refundedAmount(payment);
  return {
    id: payment.id,
    date_created: mpDate(payment.dateCreated),
    date_approved: mpDate(payment.dateApproved),
    date_last_updated: mpDate(payment.dateLastUpdated),
    date_of_expiration: mpDate(payment.dateOfExpiration),
    money_release_date: mpDate(release),
    money_release_status: release
      ? release.getTime() <= core.now().getTime()
        ? 'released'
        : 'pending'
      : null,
    money_release_schema: null,
    operation_type: payment.operationType,
    issuer_id: payment.issuerId,
    payment_method_id: payment.paymentMethodId,
    payment_type_id: payment.paymentTypeId,
    payment_method: {
      id: payment.paymentMethodId,
      type: payment.paymentTypeId,
      issuer_id: payment.issuerId,
    },
    status: payment.status,
    status_detail: payment.statusDetail,
    currency_id: payment.currencyId,
    description: payment.description,
    live_mode: false,
    sponsor_id: null,
    authorization_code: payment.authorizationCode,
    integrator_id: null,
    taxes_amount: 0,
    counter_currency: null,
    shipping_amount: 0,
    pos_id: null,
    store_id: null,
    collector_id: payment.collectorId,
    payer: {
      id: String(payment.payer.id),
      email: payment.payer.email,
      identification: payment.payer.identification ?? { type: null, number: null },
      type: null,
      first_name: null,
      last_name: null,
      entity_type: null,
      phone: { area_code: null, number: null, extension: null },
      operator_id: null,
    },
    metadata: payment.metadata,
    additional_info: {},
    order: {},
    external_reference: payment.externalReference,
    transaction_amount: payment.transactionAmount,
    transaction_amount_refunded: refunded,
    coupon_amount: 0,
    differential_pricing_id: null,
    deduction_schema: null,
    installments: payment.payerCost.installments,
    transaction_details: {
      payment_method_reference_id: null,
      acquirer_reference: null,
      net_received_amount: settled
        ? round2(payment.transactionAmount - payment.mercadopagoFee - payment.applicationFee)
        : 0,
      total_paid_amount: payment.payerCost.totalAmount,
      overpaid_amount: 0,
      external_resource_url: null,
      installment_amount: payment.payerCost.installmentAmount,
      financial_institution: null,
      payable_deferral_period: null,
      transaction_id: payment.pix?.transactionId ?? null,
    },
    fee_details: feeDetails,
    charges_details: [],
    captured: true,
    binary_mode: payment.binaryMode,
    call_for_authorize_id: null,
    statement_descriptor: payment.statementDescriptor,
    card: renderCard(payment.card),
    notification_url: payment.notificationUrl,
    refunds: payment.refunds.map((refund) => renderRefund(payment, refund)),
    processing_mode: 'aggregator',
    merchant_account_id: null,
    merchant_number: null,
    point_of_interaction: payment.pix
      ? {
          type: 'PIX',
          sub_type: null,
          application_data: { name: null, version: null },
          transaction_data: {
            qr_code: payment.pix.qrCode,
            qr_code_base64: PIX_QR_PNG,
            ticket_url: `${core.url}/pix/${payment.id}`,
            transaction_id: payment.pix.transactionId,
          },
        }
      : { type: 'UNSPECIFIED', business_info: { unit: 'online_payments', sub_unit: 'default' } },
    net_amount: payment.transactionAmount,
    taxes: [],
  };
}

/** The payment webhook: to the payment's notification_url, else the emulator's default. */
export function notifyPayment(
  core: Core,
  payment: PaymentRecord,
  action: 'payment.created' | 'payment.updated',
): Promise<void> {
  const url = payment.notificationUrl ?? core.webhookUrl;
  if (!url) return Promise.resolve();
  return core.notifier.notify({
    url,
    type: 'payment',
    action,
    resourceId: payment.id,
    userId: payment.collectorId,
  });
}

export interface ChargeInput {
  collectorId: number;
  site: PaymentRecord['site'];
  currencyId: PaymentRecord['currencyId'];
  amount: number;
  installments: number;
  paymentMethodId: string;
  issuerId: string | null;
  card: CardSnapshot | null;
  outcome: { status: string; statusDetail: string };
  payer: { email: string; identification: Identification | null };
  description: string | null;
  externalReference: string | null;
  metadata: Record<string, unknown>;
  notificationUrl: string | null;
  binaryMode: boolean;
  applicationFee: number;
  operationType: PaymentRecord['operationType'];
  preapprovalId: string | null;
}

/** Builds a payment (not stored: a refused subscription charge leaves nothing behind). */
export function buildPayment(core: Core, input: ChargeInput): PaymentRecord {
  const now = core.now();
  const approved = input.outcome.status === 'approved';
  const pix = input.paymentMethodId === 'pix';
  const id = core.ids.payment();
  return {
    id,
    collectorId: input.collectorId,
    site: input.site,
    currencyId: input.currencyId,
    status: input.outcome.status,
    statusDetail: input.outcome.statusDetail,
    transactionAmount: input.amount,
    payerCost: payerCost(input.amount, input.installments),
    paymentMethodId: input.paymentMethodId,
    paymentTypeId: pix ? 'bank_transfer' : 'credit_card',
    issuerId: input.issuerId,
    description: input.description,
    externalReference: input.externalReference,
    metadata: input.metadata,
    notificationUrl: input.notificationUrl,
    binaryMode: input.binaryMode,
    applicationFee: input.applicationFee,
    mercadopagoFee: round2(input.amount * MERCADOPAGO_FEE_RATE),
    payer: {
      id: payerIdFor(input.payer.email),
      email: input.payer.email,
      identification: input.payer.identification,
    },
    card: input.card,
    statementDescriptor: 'MERCADOPAGO*PROSK',
    operationType: input.operationType,
    preapprovalId: input.preapprovalId,
    dateCreated: now,
    dateApproved: approved ? now : null,
    dateLastUpdated: now,
    dateOfExpiration: pix ? new Date(now.getTime() + DAY_MS) : null,
    authorizationCode: approved && !pix ? String(randomInt(100000, 1000000)) : null,
    refunds: [],
    pix: pix
      ? {
          transactionId: randomUUID(),
          qrCode: `00020126580014br.gov.bcb.pix0136${randomUUID()}5204000053039865406${input.amount.toFixed(2)}5802BR5913PROSK EMULADOR6009SAO PAULO62070503***6304EMUL`,
        }
      : null,
  };
}

export const snapshotOf = (token: {
  firstSix: string;
  lastFour: string;
  expirationMonth: number;
  expirationYear: number;
  cardholder: CardSnapshot['cardholder'];
  brand: CardSnapshot['brand'];
  createdAt: Date;
}): CardSnapshot => ({
  firstSix: token.firstSix,
  lastFour: token.lastFour,
  expirationMonth: token.expirationMonth,
  expirationYear: token.expirationYear,
  cardholder: token.cardholder,
  brand: token.brand,
  createdAt: token.createdAt,
});

/**
 * Runs a creation under the request's X-Idempotency-Key: the same key with the same body
 * answers the first result again (nothing is created twice); with another body it is a 409.
 */
export function idempotent(
  core: Core,
  ctx: Context,
  caller: Caller,
  body: Json,
  required: boolean,
  create: () => { status: number; render(): unknown },
): void {
  const key = ctx.get('x-idempotency-key');
  if (!key) {
    if (required) throw badRequest(4292, "Header X-Idempotency-Key can't be null");
    const result = create();
    ctx.status = result.status;
    ctx.body = result.render();
    return;
  }
  const scoped = `${caller.userId}|${ctx.method} ${ctx.path.replace(/\/+$/, '')}|${key}`;
  const print = fingerprint(body);
  const previous = core.state.idempotency.get(scoped);
  if (previous) {
    if (previous.fingerprint !== print) {
      const description = 'X-Idempotency-Key already used with a different request';
      throw new MpError(409, 'idempotency_key_already_used', description, [
        { code: 'idempotency_key_already_used', description },
      ]);
    }
    ctx.status = previous.status;
    ctx.body = previous.render();
    return;
  }
  const result = create();
  core.state.idempotency.set(scoped, { fingerprint: print, ...result });
  ctx.status = result.status;
  ctx.body = result.render();
}

function parsePaymentBody(
  core: Core,
  caller: Caller,
  body: Json,
): ChargeInput & { token: unknown } {
  const amount = body.transaction_amount;
  if (typeof amount !== 'number' || !(amount > 0) || amount > 1e7 || round2(amount) !== amount) {
    throw badRequest(4037, 'Invalid transaction_amount');
  }
  const methodId = body.payment_method_id;
  const pix = methodId === 'pix';
  if (typeof methodId !== 'string' || (!(methodId in BRANDS) && !pix)) {
    throw badRequest(3011, 'Not found payment_method');
  }
  if (pix && caller.site !== 'MLB')
    throw badRequest(3011, 'Not found payment_method: pix is Brazilian');
  const installments = body.installments === undefined ? 1 : body.installments;
  if (
    typeof installments !== 'number' ||
    !(installments in INSTALLMENT_RATES) ||
    (pix && installments !== 1)
  ) {
    throw badRequest(3030, 'Invalid installments');
  }
  if (!isObject(body.payer)) throw badRequest(4050, 'payer.email must be a valid email');
  const email = body.payer.email;
  if (typeof email !== 'string' || !EMAIL.test(email)) {
    throw badRequest(4050, 'payer.email must be a valid email');
  }
  const identification =
    body.payer.identification === undefined || body.payer.identification === null
      ? null
      : checkIdentification(body.payer.identification, caller.site, 'payer.identification');
  const notificationUrl = optionalString(body.notification_url, 'notification_url') ?? null;
  if (notificationUrl !== null) {
    let valid = false;
    try {
      valid = ['http:', 'https:'].includes(new URL(notificationUrl).protocol);
    } catch {
      valid = false;
    }
    if (!valid) throw badRequest(4020, 'notification_url attribute must be url valid');
  }
  const fee =
    body.application_fee === undefined || body.application_fee === null ? 0 : body.application_fee;
  if (typeof fee !== 'number' || fee < 0 || fee >= amount || round2(fee) !== fee) {
    throw badRequest(
      'invalid_application_fee',
      'application_fee must be a number below transaction_amount',
    );
  }
  if (fee > 0 && caller.kind === 'marketplace') {
    throw badRequest(
      'invalid_application_fee',
      "application_fee needs the seller's access token: the marketplace cannot take a fee from itself",
    );
  }
  if (body.metadata !== undefined && body.metadata !== null && !isObject(body.metadata)) {
    throw badRequest('invalid_metadata', 'metadata must be an object');
  }
  if (body.binary_mode !== undefined && typeof body.binary_mode !== 'boolean') {
    throw badRequest('invalid_binary_mode', 'binary_mode must be a boolean');
  }
  const issuer = body.issuer_id;
  return {
    collectorId: caller.userId,
    site: caller.site,
    currencyId: SITES[caller.site].currency,
    amount,
    installments,
    paymentMethodId: methodId,
    issuerId:
      typeof issuer === 'string' || typeof issuer === 'number'
        ? String(issuer)
        : pix
          ? null
          : BRANDS[methodId as keyof typeof BRANDS].issuer.id,
    card: null,
    outcome: { status: 'pending', statusDetail: 'pending_waiting_transfer' },
    payer: { email: email.toLowerCase(), identification },
    description: optionalString(body.description, 'description') ?? null,
    externalReference: optionalString(body.external_reference, 'external_reference') ?? null,
    metadata: (snakeKeys(body.metadata ?? {}) as Record<string, unknown>) ?? {},
    notificationUrl,
    binaryMode: body.binary_mode === true,
    applicationFee: fee,
    operationType: 'regular_payment',
    preapprovalId: null,
    token: body.token,
  };
}

/** Approves a pending or in-process payment (the control API and the Pix page). */
export async function approvePayment(
  core: Core,
  id: number,
  onApproved: (payment: PaymentRecord) => Promise<void>[],
  options: { notify?: boolean } = {},
): Promise<PaymentRecord> {
  const payment = core.state.payments.get(id);
  if (!payment) throw notFound(2000, 'Payment not found');
  if (payment.status !== 'pending' && payment.status !== 'in_process') {
    throw new MpError(409, 'conflict', `Payment ${id} is ${payment.status}, not pending`, [
      { code: 'invalid_status', description: `Payment ${id} is ${payment.status}, not pending` },
    ]);
  }
  const now = core.now();
  payment.status = 'approved';
  payment.statusDetail = 'accredited';
  payment.dateApproved = now;
  payment.dateLastUpdated = now;
  if (payment.card) payment.authorizationCode = String(randomInt(100000, 1000000));
  await Promise.all([
    ...(options.notify === false ? [] : [notifyPayment(core, payment, 'payment.updated')]),
    ...onApproved(payment),
  ]);
  return payment;
}

export function mountPayments(
  router: Router,
  core: Core,
  hooks: { onApproved(payment: PaymentRecord): Promise<void>[] },
): void {
  router.post('/v1/payments', async (ctx) => {
    const caller = authenticate(core.credentials, ctx);
    const body = await readBody(ctx);
    idempotent(core, ctx, caller, body, true, () => {
      const { token, ...input } = parsePaymentBody(core, caller, body);
      if (input.paymentMethodId !== 'pix') {
        const card = spendCardToken(core, token, 'token', (t) => {
          if (t.brand !== input.paymentMethodId) {
            throw badRequest('diff_param_bins', 'payment_method_id does not match the card number');
          }
        });
        input.card = snapshotOf(card);
        input.outcome = outcomeFor(card.cardholder.name, input.binaryMode);
        // The marketplace's one key serves both sites: its payment is in the card token's.
        if (caller.kind === 'marketplace') {
          input.site = card.site;
          input.currencyId = SITES[card.site].currency;
        }
      }
      const payment = buildPayment(core, input);
      core.state.payments.set(payment.id, payment);
      void notifyPayment(core, payment, 'payment.created');
      return { status: 201, render: () => renderPayment(core, payment) };
    });
  });

  router.get('/v1/payments/search', (ctx) => {
    const caller = authenticate(core.credentials, ctx);
    const filters: [string, (p: PaymentRecord) => unknown][] = [
      ['external_reference', (p) => p.externalReference],
      ['status', (p) => p.status],
      ['payment_method_id', (p) => p.paymentMethodId],
      ['collector.id', (p) => String(p.collectorId)],
      ['payer.email', (p) => p.payer.email],
    ];
    const sort = queryParam(ctx, 'sort') ?? 'date_created';
    const sortKey: Record<string, (p: PaymentRecord) => number> = {
      date_created: (p) => p.dateCreated.getTime(),
      date_approved: (p) => p.dateApproved?.getTime() ?? 0,
      date_last_updated: (p) => p.dateLastUpdated.getTime(),
      money_release_date: (p) => p.dateApproved?.getTime() ?? 0,
    };
    const key = sortKey[sort] ?? sortKey.date_created;
    const direction = queryParam(ctx, 'criteria') === 'desc' ? -1 : 1;
    const readable = [...core.state.payments.values()]
      .filter((p) => canRead(caller, p))
      .sort((a, b) => (key(a) - key(b) || a.id - b.id) * direction);
    ctx.body = searchAnswer(ctx, readable, {
      filters,
      render: (p) => renderPayment(core, p),
      maxLimit: 1000,
    });
  });

  router.get('/v1/payments/:id', (ctx) => {
    const caller = authenticate(core.credentials, ctx);
    ctx.body = renderPayment(core, findPayment(core, caller, ctx.params.id));
  });

  router.post('/v1/payments/:id/refunds', async (ctx) => {
    const caller = authenticate(core.credentials, ctx);
    const body = await readBody(ctx);
    const payment = findPayment(core, caller, ctx.params.id);
    if (caller.userId !== payment.collectorId) {
      throw forbidden('Only the collector can refund a payment');
    }
    idempotent(core, ctx, caller, body, true, () => {
      if (payment.status !== 'approved') {
        throw badRequest(
          2063,
          `The payment is ${payment.status}: only approved payments can be refunded`,
        );
      }
      const remaining = round2(payment.transactionAmount - refundedAmount(payment));
      const requested = body.amount === undefined || body.amount === null ? remaining : body.amount;
      if (typeof requested !== 'number' || !(requested > 0) || round2(requested) !== requested) {
        throw badRequest(4037, 'Invalid refund amount');
      }
      if (requested > remaining) {
        throw badRequest(2085, `The refund amount exceeds what is left to refund (${remaining})`);
      }
      const now = core.now();
      const refund: RefundRecord = {
        id: core.ids.refund(),
        paymentId: payment.id,
        amount: requested,
        dateCreated: now,
        metadata: isObject(body.metadata) ? (snakeKeys(body.metadata) as Json) : {},
      };
      payment.refunds.push(refund);
      payment.dateLastUpdated = now;
      if (refundedAmount(payment) >= payment.transactionAmount) {
        payment.status = 'refunded';
        payment.statusDetail = 'refunded';
      } else {
        payment.statusDetail = 'partially_refunded';
      }
      void notifyPayment(core, payment, 'payment.updated');
      return { status: 201, render: () => renderRefund(payment, refund) };
    });
  });

  router.get('/v1/payments/:id/refunds', (ctx) => {
    const caller = authenticate(core.credentials, ctx);
    const payment = findPayment(core, caller, ctx.params.id);
    ctx.body = payment.refunds.map((refund) => renderRefund(payment, refund));
  });

  router.get('/v1/payments/:id/refunds/:refundId', (ctx) => {
    const caller = authenticate(core.credentials, ctx);
    const payment = findPayment(core, caller, ctx.params.id);
    const refund = payment.refunds.find((r) => String(r.id) === ctx.params.refundId);
    if (!refund) throw notFound('refund_not_found', 'Refund not found');
    ctx.body = renderRefund(payment, refund);
  });

  // The payer's bank for Pix: a page with the amount and a button that pays.
  router.get('/pix/:id', (ctx) => {
    const payment = core.state.payments.get(Number(ctx.params.id));
    if (!payment?.pix) throw notFound(2000, 'Payment not found');
    const pending = payment.status === 'pending';
    ctx.set(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
    );
    ctx.type = 'html';
    ctx.body = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Pix (emulador)</title><style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}code{word-break:break-all;font-size:.8rem}button{padding:.6rem 1.2rem;font-size:1rem}</style></head><body><main>
<h1>Pix: R$ ${payment.transactionAmount.toFixed(2).replace('.', ',')}</h1>
<p>${escapeHtml(payment.description ?? '')}</p>
<p>Pix copia e cola: <code>${escapeHtml(payment.pix.qrCode)}</code></p>
<p role="status">Status: ${escapeHtml(payment.status)}</p>
${pending ? `<form method="post" action="${escapeHtml(`${core.prefix}/pix/${payment.id}/pay`)}"><button type="submit" autofocus>Pagar</button></form>` : ''}
</main></body></html>`;
  });

  router.post('/pix/:id/pay', async (ctx) => {
    const payment = core.state.payments.get(Number(ctx.params.id));
    if (!payment?.pix) throw notFound(2000, 'Payment not found');
    if (payment.status === 'pending') await approvePayment(core, payment.id, hooks.onApproved);
    ctx.redirect(`${core.prefix}/pix/${payment.id}`);
  });
}
