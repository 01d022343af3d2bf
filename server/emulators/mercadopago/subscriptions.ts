/**
 * Subscriptions: plans (`/preapproval_plan`), subscribers' preapprovals (`/preapproval`), their
 * charges (`/authorized_payments`) and renewals when the emulator clock passes a due date.
 */
import type Router from '@koa/router';
import { BRANDS, OUTCOMES, outcomeFor } from './catalog';
import { spendCardToken } from './cards';
import type {
  AutoRecurring,
  Caller,
  CardTokenRecord,
  Core,
  InvoiceRecord,
  PaymentRecord,
  PlanRecord,
  PreapprovalRecord,
} from './core';
import { authenticate } from './credentials';
import {
  addPeriod,
  badRequest,
  EMAIL,
  isObject,
  mpDate,
  notFound,
  optionalString,
  queryParam,
  searchAnswer,
  randomHex,
  readBody,
  round2,
  type Json,
} from './http';
import { buildPayment, idempotent, notifyPayment, payerIdFor, snapshotOf } from './payments';

const positiveInteger = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 1000;

const periodType = (value: unknown): 'months' | 'days' | undefined =>
  value === 'months' || value === 'days' ? value : undefined;

function optionalDate(value: unknown, field: string): Date | null {
  if (value === undefined || value === null) return null;
  const date = typeof value === 'string' ? new Date(value) : new Date(NaN);
  if (Number.isNaN(date.getTime()))
    throw badRequest('invalid_date', `${field} must be an ISO date`);
  return date;
}

function parseAutoRecurring(value: unknown): AutoRecurring {
  if (!isObject(value)) throw badRequest('invalid_auto_recurring', 'auto_recurring is required');
  const frequencyType = periodType(value.frequency_type);
  if (!positiveInteger(value.frequency) || !frequencyType) {
    throw badRequest(
      'invalid_auto_recurring',
      "auto_recurring.frequency must be a positive integer and frequency_type 'months' or 'days'",
    );
  }
  const amount = value.transaction_amount;
  if (typeof amount !== 'number' || !(amount > 0) || round2(amount) !== amount) {
    throw badRequest(
      'invalid_auto_recurring',
      'auto_recurring.transaction_amount must be positive',
    );
  }
  if (value.currency_id !== 'UYU' && value.currency_id !== 'BRL') {
    throw badRequest('invalid_auto_recurring', 'auto_recurring.currency_id must be UYU or BRL');
  }
  let freeTrial: AutoRecurring['freeTrial'] = null;
  if (value.free_trial !== undefined && value.free_trial !== null) {
    const trial = value.free_trial;
    const trialType = isObject(trial) ? periodType(trial.frequency_type) : undefined;
    if (!isObject(trial) || !positiveInteger(trial.frequency) || !trialType) {
      throw badRequest(
        'invalid_free_trial',
        "auto_recurring.free_trial needs a positive frequency and frequency_type 'days' or 'months'",
      );
    }
    freeTrial = { frequency: trial.frequency as number, frequencyType: trialType };
  }
  const repetitions = value.repetitions;
  if (repetitions !== undefined && repetitions !== null && !positiveInteger(repetitions)) {
    throw badRequest(
      'invalid_auto_recurring',
      'auto_recurring.repetitions must be a positive integer',
    );
  }
  return {
    frequency: value.frequency as number,
    frequencyType,
    transactionAmount: amount,
    currencyId: value.currency_id,
    freeTrial,
    startDate: optionalDate(value.start_date, 'auto_recurring.start_date'),
    endDate: optionalDate(value.end_date, 'auto_recurring.end_date'),
    repetitions: (repetitions as number | undefined) ?? null,
  };
}

function renderAutoRecurring(auto: AutoRecurring, startDate: Date | null) {
  return {
    frequency: auto.frequency,
    frequency_type: auto.frequencyType,
    transaction_amount: auto.transactionAmount,
    currency_id: auto.currencyId,
    start_date: mpDate(auto.startDate ?? startDate),
    end_date: mpDate(auto.endDate),
    ...(auto.repetitions !== null ? { repetitions: auto.repetitions } : {}),
    free_trial: auto.freeTrial
      ? { frequency: auto.freeTrial.frequency, frequency_type: auto.freeTrial.frequencyType }
      : null,
  };
}

const applicationId = (core: Core) => {
  const numeric = Number(core.credentials.appId);
  return Number.isSafeInteger(numeric) ? numeric : core.credentials.appId;
};

function renderPlan(core: Core, plan: PlanRecord) {
  return {
    id: plan.id,
    back_url: plan.backUrl,
    auto_return: '',
    collector_id: plan.collectorId,
    application_id: applicationId(core),
    reason: plan.reason,
    status: plan.status,
    date_created: mpDate(plan.dateCreated),
    last_modified: mpDate(plan.lastModified),
    init_point: `${core.url}/subscriptions/checkout?preapproval_plan_id=${plan.id}`,
    auto_recurring: renderAutoRecurring(plan.autoRecurring, null),
    payment_methods_allowed: plan.paymentMethodsAllowed ?? {
      payment_types: [{}],
      payment_methods: [{}],
    },
  };
}

export function renderPreapproval(core: Core, pre: PreapprovalRecord) {
  return {
    id: pre.id,
    version: pre.version,
    payer_id: pre.payerId,
    payer_email: pre.payerEmail,
    back_url: pre.backUrl,
    collector_id: pre.collectorId,
    application_id: applicationId(core),
    status: pre.status,
    reason: pre.reason,
    external_reference: pre.externalReference,
    date_created: mpDate(pre.dateCreated),
    last_modified: mpDate(pre.lastModified),
    init_point: `${core.url}/subscriptions/checkout?preapproval_id=${pre.id}`,
    preapproval_plan_id: pre.planId,
    auto_recurring: renderAutoRecurring(pre.autoRecurring, pre.dateCreated),
    summarized: {
      quotas: pre.autoRecurring.repetitions,
      charged_quantity: pre.chargedQuantity,
      pending_charge_quantity: null,
      charged_amount: round2(pre.chargedAmount),
      pending_charge_amount: null,
      semaphore: pre.semaphore,
      last_charged_date: mpDate(pre.lastChargedDate),
      last_charged_amount: pre.lastChargedAmount,
    },
    next_payment_date: mpDate(pre.nextPaymentDate),
    payment_method_id: pre.card.brand,
    card_id: null,
    first_invoice_offset: null,
  };
}

function renderInvoice(core: Core, invoice: InvoiceRecord) {
  const payment = core.state.payments.get(invoice.paymentId);
  const status = payment?.status ?? 'rejected';
  return {
    id: invoice.id,
    type: 'scheduled',
    date_created: mpDate(invoice.dateCreated),
    last_modified: mpDate(payment?.dateLastUpdated ?? invoice.dateCreated),
    preapproval_id: invoice.preapprovalId,
    reason: invoice.reason,
    external_reference: invoice.externalReference,
    currency_id: invoice.currencyId,
    transaction_amount: invoice.transactionAmount,
    debit_date: mpDate(invoice.debitDate),
    retry_attempt: 0,
    status:
      status === 'rejected'
        ? 'recycling'
        : status === 'approved' || status === 'refunded'
          ? 'processed'
          : 'scheduled',
    summarized: status === 'approved' || status === 'refunded' ? 'done' : 'pending',
    payer_id: invoice.payerId,
    payment: { id: invoice.paymentId, status, status_detail: payment?.statusDetail ?? null },
    next_retry_date: null,
  };
}

function notifyPreapproval(core: Core, pre: PreapprovalRecord, action: 'created' | 'updated') {
  if (!core.webhookUrl) return Promise.resolve();
  return core.notifier.notify({
    url: core.webhookUrl,
    type: 'subscription_preapproval',
    action,
    resourceId: pre.id,
    userId: pre.collectorId,
  });
}

function notifyInvoice(core: Core, invoice: InvoiceRecord, action: 'created' | 'updated') {
  if (!core.webhookUrl) return Promise.resolve();
  return core.notifier.notify({
    url: core.webhookUrl,
    type: 'subscription_authorized_payment',
    action,
    resourceId: invoice.id,
    userId: invoice.collectorId,
  });
}

function countCharge(pre: PreapprovalRecord, payment: PaymentRecord): void {
  pre.chargedQuantity++;
  pre.chargedAmount = round2(pre.chargedAmount + payment.transactionAmount);
  pre.lastChargedDate = payment.dateApproved;
  pre.lastChargedAmount = payment.transactionAmount;
  pre.semaphore = 'green';
}

/** Charges a preapproval once: a payment and its authorized payment, both stored. */
function charge(
  core: Core,
  pre: PreapprovalRecord,
  outcome: { status: string; statusDetail: string },
): { payment: PaymentRecord; invoice: InvoiceRecord } {
  const brand = pre.card.brand ?? 'visa';
  const payment = buildPayment(core, {
    collectorId: pre.collectorId,
    site: pre.autoRecurring.currencyId === 'BRL' ? 'MLB' : 'MLU',
    currencyId: pre.autoRecurring.currencyId,
    amount: pre.autoRecurring.transactionAmount,
    installments: 1,
    paymentMethodId: brand,
    issuerId: BRANDS[brand].issuer.id,
    card: pre.card,
    outcome,
    payer: { email: pre.payerEmail, identification: pre.card.cardholder.identification },
    description: pre.reason,
    externalReference: pre.externalReference,
    metadata: { preapproval_id: pre.id },
    notificationUrl: null,
    binaryMode: false,
    applicationFee: 0,
    operationType: 'recurring_payment',
    preapprovalId: pre.id,
  });
  core.state.payments.set(payment.id, payment);
  const invoice: InvoiceRecord = {
    id: core.ids.invoice(),
    preapprovalId: pre.id,
    paymentId: payment.id,
    collectorId: pre.collectorId,
    payerId: pre.payerId,
    reason: pre.reason,
    externalReference: pre.externalReference,
    transactionAmount: payment.transactionAmount,
    currencyId: payment.currencyId,
    dateCreated: payment.dateCreated,
    debitDate: payment.dateCreated,
  };
  core.state.invoices.set(invoice.id, invoice);
  if (payment.status === 'approved') countCharge(pre, payment);
  if (payment.status === 'rejected') pre.semaphore = 'red';
  pre.lastModified = payment.dateCreated;
  return { payment, invoice };
}

/**
 * Charges every authorized preapproval whose next_payment_date has come (several periods when the
 * clock jumped over them). A rejected charge pauses the preapproval and leaves the date as it is,
 * so resuming and advancing the clock charges it again. Returns the first delivery attempts of
 * the webhooks sent.
 */
export function runDueRenewals(core: Core): Promise<void>[] {
  const sent: Promise<void>[] = [];
  const now = core.now().getTime();
  for (const pre of core.state.preapprovals.values()) {
    for (let guard = 0; guard < 1000; guard++) {
      if (pre.status !== 'authorized' || pre.nextPaymentDate.getTime() > now) break;
      const fail = pre.failNextRenewal;
      pre.failNextRenewal = false;
      const outcome = fail
        ? { status: 'rejected', statusDetail: 'cc_rejected_insufficient_amount' }
        : OUTCOMES.APRO;
      const { payment, invoice } = charge(core, pre, outcome);
      sent.push(
        notifyPayment(core, payment, 'payment.created'),
        notifyInvoice(core, invoice, 'created'),
      );
      if (payment.status === 'approved') {
        const auto = pre.autoRecurring;
        pre.nextPaymentDate = addPeriod(pre.nextPaymentDate, auto.frequency, auto.frequencyType);
      } else {
        pre.status = 'paused';
        pre.version++;
        sent.push(notifyPreapproval(core, pre, 'updated'));
      }
    }
  }
  return sent;
}

/** A subscription's first charge was in process and is now approved. */
export function onPaymentApproved(core: Core, payment: PaymentRecord): Promise<void>[] {
  if (!payment.preapprovalId) return [];
  const pre = core.state.preapprovals.get(payment.preapprovalId);
  if (pre) countCharge(pre, payment);
  const invoice = [...core.state.invoices.values()].find((i) => i.paymentId === payment.id);
  return invoice ? [notifyInvoice(core, invoice, 'updated')] : [];
}

/** The card of a preapproval: a known brand and a cardholder whose first charge is not refused. */
function spendSubscriptionCard(core: Core, id: unknown): CardTokenRecord {
  return spendCardToken(core, id, 'card_token_id', (token) => {
    if (!token.brand) throw badRequest(3011, 'Not found payment_method for this card');
  });
}

function rejection(statusDetail: string) {
  return badRequest(statusDetail, `The card was rejected: ${statusDetail}`, statusDetail);
}

function ownPreapproval(core: Core, caller: Caller, id: string): PreapprovalRecord {
  const pre = core.state.preapprovals.get(id);
  if (!pre || pre.collectorId !== caller.userId) {
    throw notFound('preapproval_not_found', 'The preapproval was not found');
  }
  return pre;
}

export function mountSubscriptions(router: Router, core: Core): void {
  router.post('/preapproval_plan', async (ctx) => {
    const caller = authenticate(core.credentials, ctx);
    const body = await readBody(ctx);
    idempotent(core, ctx, caller, body, false, () => {
      const reason = optionalString(body.reason, 'reason');
      if (!reason) throw badRequest('invalid_reason', 'reason is required');
      const autoRecurring = parseAutoRecurring(body.auto_recurring);
      const now = core.now();
      const plan: PlanRecord = {
        id: randomHex(16),
        collectorId: caller.userId,
        reason,
        backUrl: optionalString(body.back_url, 'back_url') ?? null,
        autoRecurring,
        paymentMethodsAllowed: body.payment_methods_allowed ?? null,
        status: 'active',
        dateCreated: now,
        lastModified: now,
      };
      core.state.plans.set(plan.id, plan);
      return { status: 201, render: () => renderPlan(core, plan) };
    });
  });

  router.get('/preapproval_plan/:id', (ctx) => {
    const caller = authenticate(core.credentials, ctx);
    const plan = core.state.plans.get(ctx.params.id);
    if (!plan || plan.collectorId !== caller.userId) {
      throw notFound('preapproval_plan_not_found', 'The preapproval plan was not found');
    }
    ctx.body = renderPlan(core, plan);
  });

  router.put('/preapproval_plan/:id', async (ctx) => {
    const caller = authenticate(core.credentials, ctx);
    const body = await readBody(ctx);
    const plan = core.state.plans.get(ctx.params.id);
    if (!plan || plan.collectorId !== caller.userId) {
      throw notFound('preapproval_plan_not_found', 'The preapproval plan was not found');
    }
    if (body.status !== undefined && body.status !== 'active' && body.status !== 'cancelled') {
      throw badRequest('invalid_status', "status must be 'active' or 'cancelled'");
    }
    const reason = optionalString(body.reason, 'reason');
    const amount = isObject(body.auto_recurring)
      ? body.auto_recurring.transaction_amount
      : undefined;
    if (amount !== undefined && (typeof amount !== 'number' || !(amount > 0))) {
      throw badRequest(
        'invalid_auto_recurring',
        'auto_recurring.transaction_amount must be positive',
      );
    }
    if (reason) plan.reason = reason;
    if (amount !== undefined) plan.autoRecurring.transactionAmount = amount;
    if (body.back_url !== undefined)
      plan.backUrl = optionalString(body.back_url, 'back_url') ?? null;
    if (body.status !== undefined) plan.status = body.status;
    plan.lastModified = core.now();
    ctx.body = renderPlan(core, plan);
  });

  router.post('/preapproval', async (ctx) => {
    const caller = authenticate(core.credentials, ctx);
    const body = await readBody(ctx);
    idempotent(core, ctx, caller, body, false, () => createPreapproval(core, caller, body));
  });

  router.get('/preapproval/search', (ctx) => {
    const caller = authenticate(core.credentials, ctx);
    const own = [...core.state.preapprovals.values()].filter(
      (p) => p.collectorId === caller.userId,
    );
    ctx.body = searchAnswer(ctx, own, {
      filters: [
        ['payer_email', (p) => p.payerEmail],
        ['status', (p) => p.status],
        ['preapproval_plan_id', (p) => p.planId],
        ['external_reference', (p) => p.externalReference],
        ['payer_id', (p) => String(p.payerId)],
      ],
      render: (p) => renderPreapproval(core, p),
      maxLimit: 100,
      normalize: (name, wanted) => (name === 'payer_email' ? wanted.toLowerCase() : wanted),
    });
  });

  router.get('/preapproval/:id', (ctx) => {
    const caller = authenticate(core.credentials, ctx);
    ctx.body = renderPreapproval(core, ownPreapproval(core, caller, ctx.params.id));
  });

  router.put('/preapproval/:id', async (ctx) => {
    const caller = authenticate(core.credentials, ctx);
    const body = await readBody(ctx);
    const pre = ownPreapproval(core, caller, ctx.params.id);
    if (pre.status === 'cancelled') {
      throw badRequest('preapproval_cancelled', 'A cancelled preapproval cannot be modified');
    }
    const status = body.status;
    if (
      status !== undefined &&
      status !== 'authorized' &&
      status !== 'paused' &&
      status !== 'cancelled'
    ) {
      throw badRequest('invalid_status', "status must be 'authorized', 'paused' or 'cancelled'");
    }
    const reason = optionalString(body.reason, 'reason');
    const externalReference = optionalString(body.external_reference, 'external_reference');
    const backUrl = optionalString(body.back_url, 'back_url');
    let amount: number | undefined;
    if (body.auto_recurring !== undefined) {
      const auto = body.auto_recurring;
      if (
        !isObject(auto) ||
        (auto.currency_id !== undefined && auto.currency_id !== pre.autoRecurring.currencyId)
      ) {
        throw badRequest('invalid_auto_recurring', 'auto_recurring.currency_id cannot change');
      }
      if (auto.transaction_amount !== undefined) {
        if (typeof auto.transaction_amount !== 'number' || !(auto.transaction_amount > 0)) {
          throw badRequest(
            'invalid_auto_recurring',
            'auto_recurring.transaction_amount must be positive',
          );
        }
        amount = auto.transaction_amount;
      }
    }
    if (body.card_token_id !== undefined) {
      const card = spendSubscriptionCard(core, body.card_token_id);
      const outcome = outcomeFor(card.cardholder.name, false);
      if (outcome.status === 'rejected') throw rejection(outcome.statusDetail);
      pre.card = snapshotOf(card);
    }
    if (reason) pre.reason = reason;
    if (externalReference !== undefined) pre.externalReference = externalReference;
    if (backUrl !== undefined) pre.backUrl = backUrl;
    if (amount !== undefined) pre.autoRecurring.transactionAmount = amount;
    const changed = status !== undefined && status !== pre.status;
    if (changed) pre.status = status;
    pre.version++;
    pre.lastModified = core.now();
    if (changed) void notifyPreapproval(core, pre, 'updated');
    ctx.body = renderPreapproval(core, pre);
  });

  router.get('/authorized_payments/search', (ctx) => {
    const caller = authenticate(core.credentials, ctx);
    const wanted = queryParam(ctx, 'preapproval_id');
    const results = [...core.state.invoices.values()]
      .filter((i) => i.collectorId === caller.userId)
      .filter((i) => wanted === undefined || i.preapprovalId === wanted);
    ctx.body = {
      paging: { total: results.length, limit: results.length, offset: 0 },
      results: results.map((i) => renderInvoice(core, i)),
    };
  });

  router.get('/authorized_payments/:id', (ctx) => {
    const caller = authenticate(core.credentials, ctx);
    const invoice = core.state.invoices.get(Number(ctx.params.id));
    if (!invoice || invoice.collectorId !== caller.userId) {
      throw notFound('authorized_payment_not_found', 'The authorized payment was not found');
    }
    ctx.body = renderInvoice(core, invoice);
  });
}

function createPreapproval(core: Core, caller: Caller, body: Json) {
  let plan: PlanRecord | null = null;
  let autoRecurring: AutoRecurring;
  let reason: string | undefined;
  let backUrl: string | null;
  if (body.preapproval_plan_id !== undefined && body.preapproval_plan_id !== null) {
    plan = core.state.plans.get(String(body.preapproval_plan_id)) ?? null;
    if (!plan || plan.collectorId !== caller.userId) {
      throw notFound('preapproval_plan_not_found', 'The preapproval plan was not found');
    }
    if (plan.status !== 'active')
      throw badRequest('invalid_plan', 'The preapproval plan is not active');
    autoRecurring = structuredClone(plan.autoRecurring);
    reason = optionalString(body.reason, 'reason') || plan.reason;
    backUrl = optionalString(body.back_url, 'back_url') ?? plan.backUrl;
  } else {
    autoRecurring = parseAutoRecurring(body.auto_recurring);
    reason = optionalString(body.reason, 'reason');
    if (!reason) throw badRequest('invalid_reason', 'reason is required');
    backUrl = optionalString(body.back_url, 'back_url') ?? null;
  }
  const email = body.payer_email;
  if (typeof email !== 'string' || !EMAIL.test(email)) {
    throw badRequest('invalid_payer_email', 'payer_email must be a valid email');
  }
  if (body.status !== undefined && body.status !== 'authorized' && body.status !== 'pending') {
    throw badRequest('invalid_status', "status must be 'authorized'");
  }
  const externalReference = optionalString(body.external_reference, 'external_reference') ?? null;
  if (body.card_token_id === undefined || body.card_token_id === null) {
    throw badRequest(
      'invalid_card_token_id',
      'card_token_id is required (the emulator has no checkout page)',
    );
  }
  const card = spendSubscriptionCard(core, body.card_token_id);
  const outcome = outcomeFor(card.cardholder.name, false);
  if (outcome.status === 'rejected') throw rejection(outcome.statusDetail);
  const now = core.now();
  const pre: PreapprovalRecord = {
    id: randomHex(16),
    collectorId: caller.userId,
    planId: plan?.id ?? null,
    payerEmail: email.toLowerCase(),
    payerId: payerIdFor(email),
    reason,
    externalReference,
    backUrl,
    autoRecurring,
    status: 'authorized',
    card: snapshotOf(card),
    nextPaymentDate: now,
    failNextRenewal: false,
    chargedQuantity: 0,
    chargedAmount: 0,
    lastChargedDate: null,
    lastChargedAmount: null,
    semaphore: 'green',
    dateCreated: now,
    lastModified: now,
    version: 1,
  };
  const trial = autoRecurring.freeTrial;
  const sent: Array<() => Promise<void>> = [];
  if (trial) {
    pre.nextPaymentDate = addPeriod(now, trial.frequency, trial.frequencyType);
  } else if (autoRecurring.startDate && autoRecurring.startDate.getTime() > now.getTime()) {
    // A later start_date: nothing is charged before it; the first charge is on that day.
    pre.nextPaymentDate = autoRecurring.startDate;
  } else {
    // The first charge now (approved, or in process for a CONT card); the next one a period later.
    const { payment, invoice } = charge(core, pre, outcome);
    pre.nextPaymentDate = addPeriod(now, autoRecurring.frequency, autoRecurring.frequencyType);
    sent.push(
      () => notifyPayment(core, payment, 'payment.created'),
      () => notifyInvoice(core, invoice, 'created'),
    );
  }
  core.state.preapprovals.set(pre.id, pre);
  void notifyPreapproval(core, pre, 'created');
  for (const send of sent) void send();
  return { status: 201, render: () => renderPreapproval(core, pre) };
}
