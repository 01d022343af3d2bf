/**
 * What the browser calls with a public key: card tokens, identification types, payment methods
 * and installments. These answer CORS (any origin), as Mercado Pago's do.
 */
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import {
  brandOf,
  BRANDS,
  checkIdentification,
  IDENTIFICATION_TYPES,
  payerCostsFor,
  paymentMethods,
  type Brand,
} from './catalog';
import type { CardTokenRecord, Core } from './core';
import { authenticateClient } from './credentials';
import {
  badRequest,
  DAY_MS,
  isObject,
  mpDate,
  notFound,
  numberOf,
  queryParam,
  randomHex,
  readBody,
} from './http';

const CARD_TOKEN_DAYS = 7;

/** Paths the browser calls directly. */
export const BROWSER_PATHS = /^\/v1\/(card_tokens|identification_types|payment_methods)(\/|$)/;

export function cors(prefix: string): Middleware {
  return async (ctx, next) => {
    if (!BROWSER_PATHS.test(ctx.path.slice(prefix.length))) return next();
    ctx.set('Access-Control-Allow-Origin', '*');
    if (ctx.method === 'OPTIONS') {
      ctx.set('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      ctx.set(
        'Access-Control-Allow-Headers',
        'Content-Type, Authorization, X-Idempotency-Key, X-Product-Id, X-Tracking-Id',
      );
      ctx.set('Access-Control-Max-Age', '86400');
      ctx.status = 204;
      return;
    }
    await next();
  };
}

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function renderCardToken(token: CardTokenRecord) {
  return {
    id: token.id,
    public_key: null,
    card_id: null,
    first_six_digits: token.firstSix,
    last_four_digits: token.lastFour,
    expiration_month: token.expirationMonth,
    expiration_year: token.expirationYear,
    cardholder: token.cardholder,
    status: token.used ? 'used' : 'active',
    date_created: mpDate(token.createdAt),
    date_last_updated: mpDate(token.createdAt),
    date_due: mpDate(token.dueAt),
    luhn_validation: true,
    live_mode: false,
    require_esc: false,
    card_number_length: token.numberLength,
    security_code_length: token.securityCodeLength,
  };
}

/**
 * Spends a card token: it must exist, be unused and not expired. Used by payments and
 * preapprovals; a token pays once, whatever the outcome.
 */
export function spendCardToken(
  core: Core,
  id: unknown,
  field = 'token',
  check: (token: CardTokenRecord) => void = () => undefined,
): CardTokenRecord {
  if (typeof id !== 'string' || id === '') {
    throw badRequest(2006, `${field} is required: Card Token not found`);
  }
  const token = core.state.cardTokens.get(id);
  if (!token) throw badRequest(2006, 'Card Token not found');
  if (token.used) throw badRequest(3003, 'Invalid card_token_id: the token was already used');
  if (token.dueAt.getTime() <= core.now().getTime()) {
    throw badRequest(3003, 'Invalid card_token_id: the token expired');
  }
  check(token);
  token.used = true;
  return token;
}

export function mountCards(router: Router, core: Core): void {
  router.post('/v1/card_tokens', async (ctx) => {
    const caller = authenticateClient(core.credentials, ctx);
    const body = await readBody(ctx);
    const cardNumber = String(body.card_number ?? '').replace(/[\s-]/g, '');
    if (!/^\d{13,19}$/.test(cardNumber) || !luhn(cardNumber)) {
      throw badRequest('E301', 'Invalid card_number');
    }
    const month = numberOf(body.expiration_month);
    if (month === undefined || !Number.isInteger(month) || month < 1 || month > 12) {
      throw badRequest(325, 'Invalid expiration_month');
    }
    let year = numberOf(body.expiration_year);
    if (year !== undefined && year < 100) year += 2000;
    if (year === undefined || !Number.isInteger(year) || year < 2000 || year > 2100) {
      throw badRequest(326, 'Invalid expiration_year');
    }
    const now = core.now();
    // A card is valid through the last day of its expiry month.
    if (Date.UTC(year, month, 1) <= now.getTime()) {
      throw badRequest(301, 'Invalid expiration_date: the card expired');
    }
    const securityCode = String(body.security_code ?? '');
    if (!/^\d{3,4}$/.test(securityCode)) throw badRequest('E302', 'Invalid security_code');
    const cardholder = isObject(body.cardholder) ? body.cardholder : {};
    const name = typeof cardholder.name === 'string' ? cardholder.name.trim() : '';
    if (name === '' || name.length > 100) throw badRequest(221, 'Invalid cardholder.name');
    const identification =
      cardholder.identification === undefined || cardholder.identification === null
        ? null
        : checkIdentification(cardholder.identification, caller.site, 'cardholder.identification');
    const token: CardTokenRecord = {
      id: randomHex(16),
      firstSix: cardNumber.slice(0, 6),
      lastFour: cardNumber.slice(-4),
      numberLength: cardNumber.length,
      securityCodeLength: securityCode.length,
      expirationMonth: month,
      expirationYear: year,
      cardholder: { name, identification },
      brand: brandOf(cardNumber),
      site: caller.site,
      createdAt: now,
      dueAt: new Date(now.getTime() + CARD_TOKEN_DAYS * DAY_MS),
      used: false,
    };
    core.state.cardTokens.set(token.id, token);
    ctx.status = 201;
    ctx.body = renderCardToken(token);
  });

  router.get('/v1/card_tokens/:id', (ctx) => {
    authenticateClient(core.credentials, ctx);
    const token = core.state.cardTokens.get(ctx.params.id);
    if (!token) throw notFound(2006, 'Card Token not found');
    ctx.body = renderCardToken(token);
  });

  router.get('/v1/identification_types', (ctx) => {
    const caller = authenticateClient(core.credentials, ctx);
    ctx.body = IDENTIFICATION_TYPES[caller.site];
  });

  router.get('/v1/payment_methods/installments', (ctx) => {
    const caller = authenticateClient(core.credentials, ctx);
    const amount = numberOf(queryParam(ctx, 'amount'));
    if (amount === undefined || amount <= 0) throw badRequest(2046, 'Invalid amount');
    const bin = queryParam(ctx, 'bin');
    if (bin !== undefined && !/^\d{6,8}$/.test(bin)) throw badRequest('invalid_bin', 'Invalid bin');
    const methodId = queryParam(ctx, 'payment_method_id');
    if (methodId === undefined && bin === undefined) {
      throw badRequest('invalid_parameters', 'bin or payment_method_id is required');
    }
    const fromBin = bin === undefined ? undefined : brandOf(bin);
    let brand: Brand | null | undefined = fromBin;
    if (methodId !== undefined) {
      if (!(methodId in BRANDS) || (fromBin !== undefined && fromBin !== methodId)) {
        ctx.body = [];
        return;
      }
      brand = methodId as Brand;
    }
    if (!brand) {
      ctx.body = [];
      return;
    }
    ctx.body = [
      {
        payment_method_id: brand,
        payment_type_id: 'credit_card',
        thumbnail: BRANDS[brand].thumbnail,
        secure_thumbnail: BRANDS[brand].thumbnail,
        processing_mode: 'aggregator',
        merchant_account_id: null,
        issuer: { ...BRANDS[brand].issuer, secure_thumbnail: BRANDS[brand].thumbnail },
        payer_costs: payerCostsFor(amount, caller.site),
        agreements: null,
      },
    ];
  });

  router.get('/v1/payment_methods', (ctx) => {
    const caller = authenticateClient(core.credentials, ctx);
    ctx.body = paymentMethods(caller.site);
  });
}
