import { createHmac } from 'node:crypto';
import { expect } from 'chai';
import {
  CardToken,
  IdentificationType,
  Invoice,
  MercadoPagoError,
  MPAuthenticationError,
  MPBadRequestError,
  MPIdempotencyError,
  MPNotFoundError,
  OAuth,
  Payment,
  PaymentMethod,
  PaymentRefund,
  PreApproval,
  PreApprovalPlan,
  User,
  WebhookSignatureValidator,
} from 'mercadopago';
// The emulator's tests drive it through the product's own SDK wrapper, on purpose.
import {
  mercadoPagoBaseUrl,
  mpConfig,
  mpErrorBody,
  pointMercadoPagoAt,
} from '../../modules/billing';
import { MERCADOPAGO_EMULATOR_PREFIX } from './index';
import {
  authorizeSeller,
  serveMercadoPagoEmulator,
  startWebhookReceiver,
  TEST_MERCADOPAGO,
  type ServedMercadoPago,
  type WebhookReceiver,
} from './testing';

const DAY = 24 * 3600_000;
const REDIRECT = 'http://localhost:5173/billing/mercadopago/callback';
const CARDS = {
  uyMaster: '5031755734530604',
  uyVisa: '4509953566233704',
  brMaster: '5031433215406351',
  brVisa: '4235647728025682',
};

interface Seller {
  access_token: string;
  refresh_token: string;
  public_key: string;
  user_id: number;
}

let served: ServedMercadoPago;
let hooks: WebhookReceiver;
let previousBaseUrl: string;
let sequence = 0;
const unique = (label: string) => `${label}-${Date.now()}-${++sequence}`;

/** The SDK's refusal, asserted to be one of its typed Mercado Pago errors. */
async function refusal(promise: Promise<unknown>): Promise<MercadoPagoError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(MercadoPagoError);
    return error as MercadoPagoError;
  }
  throw new Error('expected Mercado Pago to refuse');
}

const causeCodes = (error: MercadoPagoError) =>
  (error.causes as Array<{ code: unknown }>).map((cause) => cause.code);

function authorizationUrl(params: Record<string, string> = {}) {
  const url = new URL(`${served.apiUrl}/authorization`);
  const all: Record<string, string> = {
    client_id: TEST_MERCADOPAGO.clientId,
    response_type: 'code',
    platform_id: 'mp',
    redirect_uri: REDIRECT,
    state: 'state-123',
    ...params,
  };
  for (const [key, value] of Object.entries(all)) url.searchParams.set(key, value);
  return url.href;
}

const oauthClient = () => new OAuth(mpConfig(TEST_MERCADOPAGO.marketplaceAccessToken));
const credentials = {
  client_id: TEST_MERCADOPAGO.clientId,
  client_secret: TEST_MERCADOPAGO.clientSecret,
};

/** The token request for an authorization code, sent as a form (as some clients do). */
const formTokenRequest = (apiUrl: string, location: URL) =>
  fetch(`${apiUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      ...credentials,
      grant_type: 'authorization_code',
      code: location.searchParams.get('code')!,
      redirect_uri: REDIRECT,
    }).toString(),
  });

async function linkSeller(country: 'uy' | 'br' = 'uy', email?: string): Promise<Seller> {
  const { location } = await authorizeSeller(authorizationUrl({ country }), { email });
  const tokens = await oauthClient().create({
    body: { ...credentials, code: location.searchParams.get('code')!, redirect_uri: REDIRECT },
  });
  return tokens as Seller;
}

interface CardOptions {
  number?: string;
  month?: number;
  year?: number;
  securityCode?: string;
  identification?: { type: string; number: string } | null;
}

function cardBody(name: string, options: CardOptions = {}) {
  return {
    card_number: options.number ?? CARDS.uyMaster,
    expiration_month: options.month ?? 11,
    expiration_year: options.year ?? 2030,
    security_code: options.securityCode ?? '123',
    cardholder: {
      name,
      ...(options.identification === null
        ? {}
        : { identification: options.identification ?? { type: 'CI', number: '12345678' } }),
    },
  };
}

/** A card token made the SDK's way (bearer token); the browser way is tested on its own. */
async function cardToken(accessToken: string, name: string, options: CardOptions = {}) {
  const body: Record<string, unknown> = cardBody(name, options);
  const token = await new CardToken(mpConfig(accessToken)).create({ body });
  return token.id!;
}

function paymentBody(token: string, overrides: Record<string, unknown> = {}) {
  return {
    transaction_amount: 1500,
    token,
    description: 'Instalación eléctrica',
    installments: 1,
    payment_method_id: 'master',
    issuer_id: '311',
    payer: { email: 'cliente@example.com', identification: { type: 'CI', number: '12345678' } },
    application_fee: 150,
    external_reference: unique('job'),
    metadata: { jobId: 42 },
    ...overrides,
  };
}

/** A payment to the seller with a card token already made, under a new idempotency key. */
function payWithToken(seller: Seller, token: string, overrides: Record<string, unknown> = {}) {
  return new Payment(mpConfig(seller.access_token, { idempotencyKey: unique('pay') })).create({
    body: paymentBody(token, overrides) as never,
  });
}

async function pay(seller: Seller, name: string, overrides: Record<string, unknown> = {}) {
  return payWithToken(seller, await cardToken(seller.access_token, name), overrides);
}

const verifySignature = (headers: Record<string, unknown>, dataId: string) => {
  const signature = String(headers['x-signature']);
  const ts = /ts=(\d+)/.exec(signature)![1];
  const v1 = /v1=([0-9a-f]+)/.exec(signature)![1];
  const manifest = `id:${dataId.toLowerCase()};request-id:${headers['x-request-id']};ts:${ts};`;
  return createHmac('sha256', TEST_MERCADOPAGO.webhookSecret).update(manifest).digest('hex') === v1;
};

describe('the Mercado Pago emulator', () => {
  before(async () => {
    hooks = await startWebhookReceiver();
    served = await serveMercadoPagoEmulator({ webhookUrl: hooks.url, retryDelaysMs: [50, 50] });
    previousBaseUrl = mercadoPagoBaseUrl();
    pointMercadoPagoAt(served.apiUrl);
  });

  after(async () => {
    pointMercadoPagoAt(previousBaseUrl);
    await served?.close();
    await hooks?.close();
  });

  describe('linking a seller (OAuth)', () => {
    it('shows a consent page with a test seller account and an Autorizar button, in the country language', async () => {
      const res = await fetch(authorizationUrl());
      const html = await res.text();
      expect(res.status).to.equal(200);
      expect(res.headers.get('cache-control')).to.equal('no-store');
      expect(res.headers.get('content-security-policy')).to.include(
        "form-action 'self' http://localhost:5173",
      );
      expect(html).to.include('<html lang="es-UY">').and.include('>Autorizar</button>');
      expect(html).to.match(/name="email" value="vendedor\.[0-9a-f]+@testuser\.com"/);
      expect(html).to.include('<label for="email">');
      const portuguese = await (await fetch(authorizationUrl({ country: 'br' }))).text();
      expect(portuguese)
        .to.include('<html lang="pt-BR">')
        .and.include('Conta de vendedor de teste');
    });

    it('refuses an authorization request for another client or without a redirect URI', async () => {
      const cases: Array<Record<string, string>> = [
        { client_id: 'someone-else' },
        { redirect_uri: '/relative' },
        { response_type: 'token' },
        { platform_id: 'other' },
      ];
      for (const params of cases) {
        const res = await fetch(authorizationUrl(params));
        expect(res.status, JSON.stringify(params)).to.equal(400);
      }
    });

    it('sends the seller back with a TG- code and the state, then exchanges it for tokens', async () => {
      const { location } = await authorizeSeller(authorizationUrl());
      expect(`${location.origin}${location.pathname}`).to.equal(REDIRECT);
      expect(location.searchParams.get('state')).to.equal('state-123');
      const code = location.searchParams.get('code')!;
      expect(code).to.match(/^TG-/);
      const tokens = await oauthClient().create({
        body: { ...credentials, code, redirect_uri: REDIRECT },
      });
      expect(tokens).to.include({
        token_type: 'Bearer',
        expires_in: 15552000,
        scope: 'offline_access read write',
        live_mode: false,
      });
      expect(tokens.access_token).to.match(/^APP_USR-/);
      expect(tokens.public_key).to.match(/^APP_USR-/);
      expect(tokens.refresh_token).to.match(/^TG-/);
      expect(tokens.user_id).to.be.a('number');
      const types = await new IdentificationType(mpConfig(tokens.access_token!)).list();
      expect(types.map((t) => t.id)).to.deep.equal(['CI', 'otro']);
    });

    it('redirects with access_denied when the seller cancels', async () => {
      const { location } = await authorizeSeller(authorizationUrl(), { decision: 'cancel' });
      expect(location.searchParams.get('error')).to.equal('access_denied');
      expect(location.searchParams.get('state')).to.equal('state-123');
      expect(location.searchParams.has('code')).to.equal(false);
    });

    it('spends a code on first use and refuses it again, or for another redirect URI, with invalid_grant', async () => {
      const { location } = await authorizeSeller(authorizationUrl());
      const code = location.searchParams.get('code')!;
      const other = await refusal(
        oauthClient().create({
          body: { ...credentials, code, redirect_uri: 'http://localhost:5173/elsewhere' },
        }),
      );
      expect(other).to.be.instanceOf(MPBadRequestError);
      expect(other.status).to.equal(400);
      expect(other.error).to.equal('invalid_grant');
      const again = await refusal(
        oauthClient().create({ body: { ...credentials, code, redirect_uri: REDIRECT } }),
      );
      expect(again.error).to.equal('invalid_grant');
    });

    it('lets a code expire after 10 minutes', async () => {
      const { location } = await authorizeSeller(authorizationUrl());
      await served.emulator.control.advanceClock(10 * 60_000 + 1);
      const error = await refusal(
        oauthClient().create({
          body: {
            ...credentials,
            code: location.searchParams.get('code')!,
            redirect_uri: REDIRECT,
          },
        }),
      );
      expect(error.error).to.equal('invalid_grant');
    });

    it('tells a token its own account on /users/me', async () => {
      const seller = await linkSeller('br', 'bia@testuser.com');
      const me = await new User(mpConfig(seller.access_token)).get();
      expect(me).to.include({ id: seller.user_id, email: 'bia@testuser.com', site_id: 'MLB' });
      const marketplace = await new User(mpConfig(TEST_MERCADOPAGO.marketplaceAccessToken)).get();
      expect(marketplace.id).to.be.a('number').and.not.equal(seller.user_id);
    });

    it('refuses a wrong client secret with invalid_client', async () => {
      const { location } = await authorizeSeller(authorizationUrl());
      const error = await refusal(
        oauthClient().create({
          body: {
            client_id: TEST_MERCADOPAGO.clientId,
            client_secret: 'wrong',
            code: location.searchParams.get('code')!,
            redirect_uri: REDIRECT,
          },
        }),
      );
      expect(error.status).to.equal(400);
      expect(error.error).to.equal('invalid_client');
    });

    it('refreshes with a new refresh token each time and refuses the old one', async () => {
      const seller = await linkSeller();
      const refreshed = await oauthClient().refresh({
        body: { ...credentials, refresh_token: seller.refresh_token },
      });
      expect(refreshed.refresh_token).to.match(/^TG-/).and.not.equal(seller.refresh_token);
      expect(refreshed.user_id).to.equal(seller.user_id);
      expect(refreshed.access_token).to.match(/^APP_USR-/);
      const old = await refusal(
        oauthClient().refresh({ body: { ...credentials, refresh_token: seller.refresh_token } }),
      );
      expect(old.status).to.equal(400);
      expect(old.error).to.equal('invalid_grant');
      const next = await oauthClient().refresh({
        body: { ...credentials, refresh_token: refreshed.refresh_token! },
      });
      expect(next.user_id).to.equal(seller.user_id);
    });

    it('accepts a form-encoded token request', async () => {
      const { location } = await authorizeSeller(authorizationUrl());
      const res = await formTokenRequest(served.apiUrl, location);
      expect(res.status).to.equal(200);
      expect((await res.json()).access_token).to.match(/^APP_USR-/);
    });

    it('gives each seller account its own collector id and the same account the same id', async () => {
      const first = await linkSeller('uy', 'ana@testuser.com');
      const again = await linkSeller('uy', 'ana@testuser.com');
      const other = await linkSeller('uy');
      expect(again.user_id).to.equal(first.user_id);
      expect(other.user_id).not.to.equal(first.user_id);
    });

    it('answers an unknown or forged access token with 401 in the MP error shape', async () => {
      const seller = await linkSeller();
      const forged = seller.access_token.replace(/-(\d+)$/, '-999999999');
      for (const token of ['APP_USR-nope', forged]) {
        const error = await refusal(new Payment(mpConfig(token)).get({ id: 1 }));
        expect(error).to.be.instanceOf(MPAuthenticationError);
        expect(error.status).to.equal(401);
        expect(error.error).to.equal('unauthorized');
        expect(mpErrorBody(error)).to.include({ status: 401, error: 'unauthorized' });
      }
    });
  });

  describe('cards and reference data', () => {
    let seller: Seller;
    before(async () => {
      seller = await linkSeller();
    });

    it('tokenizes a card from a browser with the public key, CORS allowed', async () => {
      const url = `${served.apiUrl}/v1/card_tokens?public_key=${encodeURIComponent(seller.public_key)}`;
      const preflight = await fetch(url, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.status).to.equal(204);
      expect(preflight.headers.get('access-control-allow-origin')).to.equal('*');
      expect(preflight.headers.get('access-control-allow-headers')).to.match(/content-type/i);
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:5173' },
        body: JSON.stringify(cardBody('APRO')),
      });
      const token = await res.json();
      expect(res.status).to.equal(201);
      expect(res.headers.get('access-control-allow-origin')).to.equal('*');
      expect(token).to.include({
        first_six_digits: '503175',
        last_four_digits: '0604',
        expiration_month: 11,
        expiration_year: 2030,
        status: 'active',
        live_mode: false,
      });
      expect(token.id).to.match(/^[0-9a-f]{32}$/);
      expect(token.cardholder).to.deep.equal({
        name: 'APRO',
        identification: { type: 'CI', number: '12345678' },
      });
      expect(new Date(token.date_due).getTime() - new Date(token.date_created).getTime()).to.equal(
        7 * DAY,
      );
    });

    it('accepts the marketplace public key and refuses an unknown one', async () => {
      const post = (key: string) =>
        fetch(`${served.apiUrl}/v1/card_tokens?public_key=${encodeURIComponent(key)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(cardBody('APRO')),
        });
      expect((await post(TEST_MERCADOPAGO.publicKey)).status).to.equal(201);
      const refused = await post('APP_USR-00000000-0000-0000-u123');
      expect(refused.status).to.equal(401);
      expect(await refused.json()).to.include({ status: 401, error: 'unauthorized' });
    });

    it('refuses a bad card number, an expired card, a bad security code or a bad document', async () => {
      const client = new CardToken(mpConfig(seller.access_token));
      const cases: Array<[CardOptions, string | number]> = [
        [{ number: '5031755734530605' }, 'E301'],
        [{ month: 1, year: 2020 }, 301],
        [{ month: 13 }, 325],
        [{ securityCode: '12' }, 'E302'],
        [{ identification: { type: 'CPF', number: '12345678909' } }, 2066],
        [{ identification: { type: 'CI', number: '12' } }, 2067],
      ];
      for (const [options, code] of cases) {
        const body: Record<string, unknown> = cardBody('APRO', options);
        const error = await refusal(client.create({ body }));
        expect(error, JSON.stringify(options)).to.be.instanceOf(MPBadRequestError);
        expect(error.status).to.equal(400);
        expect(causeCodes(error), JSON.stringify(options)).to.deep.equal([code]);
      }
    });

    it('lists identification types by the caller site: CI and otro in Uruguay, CPF and CNPJ in Brazil', async () => {
      const uy = await new IdentificationType(
        mpConfig(TEST_MERCADOPAGO.marketplaceAccessToken),
      ).list();
      expect(uy.map((t) => t.id)).to.deep.equal(['CI', 'otro']);
      const brSeller = await linkSeller('br');
      const br = await new IdentificationType(mpConfig(brSeller.access_token)).list();
      expect(br).to.deep.include({
        id: 'CPF',
        name: 'CPF',
        type: 'number',
        min_length: 11,
        max_length: 11,
      });
      expect(br).to.deep.include({
        id: 'CNPJ',
        name: 'CNPJ',
        type: 'number',
        min_length: 14,
        max_length: 14,
      });
      const byHint = await fetch(
        `${served.apiUrl}/v1/identification_types?public_key=${TEST_MERCADOPAGO.publicKey}&site_id=MLB`,
      );
      expect((await byHint.json()).map((t: { id: string }) => t.id)).to.deep.equal(['CPF', 'CNPJ']);
    });

    it('lists visa and master as active credit cards', async () => {
      const methods = (await new PaymentMethod(
        mpConfig(seller.access_token),
      ).get()) as unknown as Array<{
        id: string;
        payment_type_id: string;
        status: string;
      }>;
      for (const id of ['visa', 'master']) {
        expect(methods.find((m) => m.id === id)).to.include({
          payment_type_id: 'credit_card',
          status: 'active',
        });
      }
    });

    it('offers 1, 3, 6 and 12 installments for a bin, the first without interest', async () => {
      const res = await fetch(
        `${served.apiUrl}/v1/payment_methods/installments?amount=1000&bin=503175&public_key=${encodeURIComponent(seller.public_key)}`,
      );
      const [option] = await res.json();
      expect(res.headers.get('access-control-allow-origin')).to.equal('*');
      expect(option).to.include({ payment_method_id: 'master', payment_type_id: 'credit_card' });
      expect(option.issuer).to.include({ id: '311', name: 'Mastercard' });
      expect(option.payer_costs.map((c: { installments: number }) => c.installments)).to.deep.equal(
        [1, 3, 6, 12],
      );
      expect(option.payer_costs[0]).to.include({
        installments: 1,
        installment_rate: 0,
        total_amount: 1000,
        installment_amount: 1000,
      });
      expect(option.payer_costs[0].recommended_message).to.equal(
        '1 cuota de $ 1.000,00 ($ 1.000,00) sin interés',
      );
      expect(option.payer_costs[1].total_amount).to.be.above(1000);
    });
  });

  describe('payments', () => {
    let seller: Seller;
    before(async () => {
      seller = await linkSeller();
    });

    const expected: Record<string, [string, string]> = {
      APRO: ['approved', 'accredited'],
      CONT: ['in_process', 'pending_contingency'],
      OTHE: ['rejected', 'cc_rejected_other_reason'],
      FUND: ['rejected', 'cc_rejected_insufficient_amount'],
      SECU: ['rejected', 'cc_rejected_bad_filled_security_code'],
      EXPI: ['rejected', 'cc_rejected_bad_filled_date'],
      FORM: ['rejected', 'cc_rejected_bad_filled_other'],
      CALL: ['rejected', 'cc_rejected_call_for_authorize'],
      DUPL: ['rejected', 'cc_rejected_duplicated_payment'],
      LOCK: ['rejected', 'cc_rejected_card_disabled'],
    };
    for (const [name, [status, detail]] of Object.entries(expected)) {
      it(`decides the outcome by the cardholder name: ${name} is ${status} (${detail})`, async () => {
        const payment = await pay(seller, name);
        expect(payment).to.include({ status, status_detail: detail });
        expect(payment.api_response.status).to.equal(201);
      });
    }

    it('answers an approved split payment in the seller currency with fees, net amount and release date', async () => {
      const reference = unique('job');
      const payment = await pay(seller, 'APRO', { external_reference: reference });
      expect(payment).to.include({
        currency_id: 'UYU',
        collector_id: seller.user_id,
        transaction_amount: 1500,
        installments: 1,
        payment_method_id: 'master',
        payment_type_id: 'credit_card',
        external_reference: reference,
        live_mode: false,
        money_release_status: 'pending',
      });
      expect(payment.id).to.be.a('number');
      expect(payment.metadata).to.deep.equal({ job_id: 42 });
      expect(payment.payer!.email).to.equal('cliente@example.com');
      expect(payment.fee_details).to.deep.include({
        type: 'application_fee',
        amount: 150,
        fee_payer: 'collector',
      });
      expect(payment.fee_details).to.deep.include({
        type: 'mercadopago_fee',
        amount: 75,
        fee_payer: 'collector',
      });
      expect(payment.transaction_details).to.include({
        net_received_amount: 1275,
        total_paid_amount: 1500,
        installment_amount: 1500,
      });
      expect(payment.date_created).to.match(/-03:00$/);
      const approved = new Date(payment.date_approved!).getTime();
      expect(new Date(payment.money_release_date!).getTime() - approved).to.equal(14 * DAY);
      expect(payment.card!.last_four_digits).to.equal('0604');
    });

    it('charges a Brazilian seller in BRL with a CPF', async () => {
      const brSeller = await linkSeller('br');
      const token = await cardToken(brSeller.access_token, 'APRO', {
        number: CARDS.brVisa,
        identification: { type: 'CPF', number: '12345678909' },
      });
      const payment = await new Payment(
        mpConfig(brSeller.access_token, { idempotencyKey: unique('k') }),
      ).create({
        body: paymentBody(token, {
          payment_method_id: 'visa',
          issuer_id: undefined,
          payer: {
            email: 'cliente@example.com',
            identification: { type: 'CPF', number: '12345678909' },
          },
        }) as never,
      });
      expect(payment).to.include({
        status: 'approved',
        currency_id: 'BRL',
        collector_id: brSeller.user_id,
      });
    });

    it('leaves a Brazilian Pix payment pending with its QR data until the payer pays on the ticket page', async () => {
      const brSeller = await linkSeller('br');
      const payment = await new Payment(
        mpConfig(brSeller.access_token, { idempotencyKey: unique('k') }),
      ).create({
        body: {
          transaction_amount: 120,
          payment_method_id: 'pix',
          description: 'Limpieza',
          payer: { email: 'cliente@example.com' },
          application_fee: 12,
        },
      });
      expect(payment).to.include({ status: 'pending', status_detail: 'pending_waiting_transfer' });
      const data = payment.point_of_interaction!.transaction_data!;
      expect(data.qr_code).to.match(/^00020126/);
      expect(data.qr_code_base64).to.be.a('string');
      const page = await fetch(data.ticket_url!);
      expect(await page.text()).to.include('>Pagar</button>');
      const paid = await fetch(`${data.ticket_url}/pay`, { method: 'POST', redirect: 'manual' });
      expect(paid.status).to.equal(302);
      const read = await new Payment(mpConfig(brSeller.access_token)).get({ id: payment.id! });
      expect(read).to.include({ status: 'approved', status_detail: 'accredited' });
      const uy = await refusal(
        new Payment(mpConfig(seller.access_token, { idempotencyKey: unique('k') })).create({
          body: { transaction_amount: 120, payment_method_id: 'pix', payer: { email: 'a@b.co' } },
        }),
      );
      expect(causeCodes(uy)).to.deep.equal([3011]);
    });

    it('charges interest to the payer on installments', async () => {
      const payment = await pay(seller, 'APRO', { installments: 3, transaction_amount: 1000 });
      expect(payment.installments).to.equal(3);
      expect(payment.transaction_details!.total_paid_amount).to.equal(1089.9);
      expect(payment.transaction_details!.installment_amount).to.equal(363.3);
      expect(payment.fee_details).to.deep.include({
        type: 'financing_fee',
        amount: 89.9,
        fee_payer: 'payer',
      });
    });

    it('rejects in binary mode what would otherwise be in process', async () => {
      const payment = await pay(seller, 'CONT', { binary_mode: true });
      expect(payment).to.include({ status: 'rejected', status_detail: 'cc_rejected_other_reason' });
    });

    it('answers the same payment again for the same idempotency key and body, charging once', async () => {
      const token = await cardToken(seller.access_token, 'APRO');
      const body = paymentBody(token);
      const key = unique('attempt');
      const first = await new Payment(
        mpConfig(seller.access_token, { idempotencyKey: key }),
      ).create({
        body: body as never,
      });
      const second = await new Payment(
        mpConfig(seller.access_token, { idempotencyKey: key }),
      ).create({
        body: body as never,
      });
      expect(second.id).to.equal(first.id);
      expect(second.status).to.equal('approved');
      const found = await new Payment(mpConfig(seller.access_token)).search({
        options: { external_reference: body.external_reference },
      });
      expect(found.results).to.have.length(1);
      expect(found.paging!.total).to.equal(1);
    });

    it('refuses the same idempotency key with another body with 409', async () => {
      const token = await cardToken(seller.access_token, 'APRO');
      const key = unique('attempt');
      const body = paymentBody(token);
      await new Payment(mpConfig(seller.access_token, { idempotencyKey: key })).create({
        body: body as never,
      });
      const error = await refusal(
        new Payment(mpConfig(seller.access_token, { idempotencyKey: key })).create({
          body: { ...body, transaction_amount: 2000 } as never,
        }),
      );
      expect(error).to.be.instanceOf(MPIdempotencyError);
      expect(error.status).to.equal(409);
      expect(causeCodes(error)).to.deep.equal(['idempotency_key_already_used']);
    });

    it('requires an X-Idempotency-Key on payments', async () => {
      const token = await cardToken(seller.access_token, 'APRO');
      const res = await fetch(`${served.apiUrl}/v1/payments`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${seller.access_token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(paymentBody(token)),
      });
      expect(res.status).to.equal(400);
      expect((await res.json()).cause).to.deep.equal([
        { code: 4292, description: "Header X-Idempotency-Key can't be null" },
      ]);
    });

    it('refuses a card token that a payment already spent', async () => {
      const token = await cardToken(seller.access_token, 'APRO');
      await payWithToken(seller, token);
      const error = await refusal(payWithToken(seller, token));
      expect(error.status).to.equal(400);
      expect(causeCodes(error)).to.deep.equal([3003]);
    });

    it('refuses a card token older than 7 days', async () => {
      const token = await cardToken(seller.access_token, 'APRO');
      await served.emulator.control.advanceClock(7 * DAY + 1000);
      const error = await refusal(payWithToken(seller, token));
      expect(error.status).to.equal(400);
      expect(causeCodes(error)).to.deep.equal([3003]);
    });

    it('refuses a payment method that does not match the card and an application fee taken by the marketplace itself', async () => {
      const mismatch = await refusal(pay(seller, 'APRO', { payment_method_id: 'visa' }));
      expect(causeCodes(mismatch)).to.deep.equal(['diff_param_bins']);
      const token = await cardToken(TEST_MERCADOPAGO.marketplaceAccessToken, 'APRO');
      const ownFee = await refusal(
        new Payment(
          mpConfig(TEST_MERCADOPAGO.marketplaceAccessToken, { idempotencyKey: unique('k') }),
        ).create({
          body: paymentBody(token) as never,
        }),
      );
      expect(ownFee.status).to.equal(400);
      expect(causeCodes(ownFee)).to.deep.equal(['invalid_application_fee']);
    });

    it('lets only the collector or the marketplace read a payment', async () => {
      const payment = await pay(seller, 'APRO');
      const stranger = await linkSeller();
      const error = await refusal(
        new Payment(mpConfig(stranger.access_token)).get({ id: payment.id! }),
      );
      expect(error).to.be.instanceOf(MPNotFoundError);
      expect(error.status).to.equal(404);
      const seen = await new Payment(mpConfig(TEST_MERCADOPAGO.marketplaceAccessToken)).get({
        id: payment.id!,
      });
      expect(seen.id).to.equal(payment.id);
    });

    it('turns a pending payment into an approved one through the control API, with a webhook', async () => {
      const payment = await pay(seller, 'CONT');
      expect(payment.status).to.equal('in_process');
      expect(payment.date_approved).to.equal(null);
      await served.emulator.control.approvePayment(payment.id!);
      const read = await new Payment(mpConfig(seller.access_token)).get({ id: payment.id! });
      expect(read).to.include({ status: 'approved', status_detail: 'accredited' });
      expect(read.date_approved).to.be.a('string');
      const hook = await hooks.waitFor(
        (h) => h.body.data.id === String(payment.id) && h.body.action === 'payment.updated',
      );
      expect(hook.body.user_id).to.equal(seller.user_id);
    });

    it('refunds part of a payment, then the rest, and refuses more', async () => {
      const payment = await pay(seller, 'APRO');
      const refunds = (key: string) =>
        new PaymentRefund(mpConfig(seller.access_token, { idempotencyKey: key }));
      const partial = await refunds(unique('r')).create({
        payment_id: payment.id!,
        body: { amount: 500 },
      });
      expect(partial).to.include({ payment_id: payment.id, amount: 500, status: 'approved' });
      let read = await new Payment(mpConfig(seller.access_token)).get({ id: payment.id! });
      expect(read).to.include({ status: 'approved', status_detail: 'partially_refunded' });
      expect(read.transaction_amount_refunded).to.equal(500);
      const rest = await refunds(unique('r')).create({ payment_id: payment.id!, body: {} });
      expect(rest.amount).to.equal(1000);
      read = await new Payment(mpConfig(seller.access_token)).get({ id: payment.id! });
      expect(read).to.include({ status: 'refunded', status_detail: 'refunded' });
      expect(read.refunds).to.have.length(2);
      const more = await refusal(
        refunds(unique('r')).create({ payment_id: payment.id!, body: {} }),
      );
      expect(more.status).to.equal(400);
      expect(causeCodes(more)).to.deep.equal([2063]);
      await served.emulator.control.settle();
      const updates = hooks.received.filter(
        (h) =>
          h.body.data.id === String(payment.id) &&
          h.body.action === 'payment.updated' &&
          h.status === 200,
      );
      expect(updates).to.have.length(2);
    });

    it('answers a repeated refund request with the same refund', async () => {
      const payment = await pay(seller, 'APRO');
      const key = unique('refund');
      const first = await new PaymentRefund(
        mpConfig(seller.access_token, { idempotencyKey: key }),
      ).create({
        payment_id: payment.id!,
        body: { amount: 100 },
      });
      const again = await new PaymentRefund(
        mpConfig(seller.access_token, { idempotencyKey: key }),
      ).create({
        payment_id: payment.id!,
        body: { amount: 100 },
      });
      expect(again.id).to.equal(first.id);
      const read = await new Payment(mpConfig(seller.access_token)).get({ id: payment.id! });
      expect(read.transaction_amount_refunded).to.equal(100);
    });

    it('finds payments by external reference', async () => {
      const reference = unique('job');
      await pay(seller, 'OTHE', { external_reference: reference });
      await pay(seller, 'APRO', { external_reference: reference });
      const found = await new Payment(mpConfig(seller.access_token)).search({
        options: { external_reference: reference },
      });
      expect(found.results!.map((p) => p.status)).to.deep.equal(['rejected', 'approved']);
    });
  });

  describe('subscriptions', () => {
    const marketplace = (key?: string) =>
      mpConfig(TEST_MERCADOPAGO.marketplaceAccessToken, key ? { idempotencyKey: key } : {});

    async function plan(trialDays?: number) {
      return new PreApprovalPlan(marketplace(unique('plan'))).create({
        body: {
          reason: 'Prosk Pro mensual',
          back_url: 'http://localhost:5173/suscripcion',
          auto_recurring: {
            frequency: 1,
            frequency_type: 'months',
            transaction_amount: 490,
            currency_id: 'UYU',
            ...(trialDays ? { free_trial: { frequency: trialDays, frequency_type: 'days' } } : {}),
          },
        },
      });
    }

    async function subscribe(body: Record<string, unknown>, name = 'APRO') {
      const token = await cardToken(TEST_MERCADOPAGO.marketplaceAccessToken, name);
      return new PreApproval(marketplace(unique('pre'))).create({
        body: {
          card_token_id: token,
          payer_email: 'prosker@example.com',
          external_reference: unique('sub'),
          status: 'authorized',
          ...body,
        },
      });
    }

    const paymentsOf = async (reference: string) =>
      (await new Payment(marketplace()).search({ options: { external_reference: reference } }))
        .results!;

    it('creates a plan and reads it back', async () => {
      const created = await plan(30);
      expect(created.id).to.match(/^[0-9a-f]{32}$/);
      expect(created).to.include({ reason: 'Prosk Pro mensual', status: 'active' });
      expect(created.auto_recurring).to.deep.include({
        frequency: 1,
        frequency_type: 'months',
        transaction_amount: 490,
        currency_id: 'UYU',
        free_trial: { frequency: 30, frequency_type: 'days' },
      });
      const read = await new PreApprovalPlan(marketplace()).get({ preApprovalPlanId: created.id! });
      expect(read.id).to.equal(created.id);
    });

    it('authorizes a subscription with a free trial at once and charges it when the trial ends', async () => {
      const trialPlan = await plan(30);
      const before = served.emulator.control.now().getTime();
      const pre = await subscribe({ preapproval_plan_id: trialPlan.id });
      expect(pre.status).to.equal('authorized');
      const next = new Date(pre.next_payment_date!).getTime();
      expect(next - before).to.be.within(30 * DAY - 1000, 30 * DAY + 5000);
      expect(await paymentsOf(pre.external_reference!)).to.have.length(0);

      await served.emulator.control.advanceClock(30 * DAY + 1000);
      const [charged] = await paymentsOf(pre.external_reference!);
      expect(charged).to.include({
        status: 'approved',
        transaction_amount: 490,
        currency_id: 'UYU',
      });
      expect(charged.metadata).to.deep.equal({ preapproval_id: pre.id });
      const read = await new PreApproval(marketplace()).get({ id: pre.id! });
      expect(new Date(read.next_payment_date!).getTime()).to.be.above(next + 27 * DAY);
      expect(read.summarized).to.include({ charged_quantity: 1, charged_amount: 490 });
      // advanceClock awaited the first delivery of the renewal's webhooks.
      expect(
        hooks.received.some(
          (h) => h.body.type === 'payment' && h.body.data.id === String(charged.id),
        ),
      ).to.equal(true);
      const invoices = await Promise.all(
        hooks.received
          .filter((h) => h.body.type === 'subscription_authorized_payment')
          .map((h) => new Invoice(marketplace()).get({ id: h.body.data.id })),
      );
      const invoice = invoices.find((i) => i.preapproval_id === pre.id)!;
      expect(invoice).to.include({
        status: 'processed',
        transaction_amount: 490,
        currency_id: 'UYU',
      });
      expect(invoice.payment).to.deep.equal({
        id: charged.id,
        status: 'approved',
        status_detail: 'accredited',
      });
    });

    it('charges a subscription without a plan at once, with its own auto_recurring', async () => {
      const pre = await subscribe({
        reason: 'Prosk Pro anual',
        back_url: 'http://localhost:5173/suscripcion',
        auto_recurring: {
          frequency: 12,
          frequency_type: 'months',
          transaction_amount: 4900,
          currency_id: 'UYU',
        },
      });
      expect(pre.status).to.equal('authorized');
      expect(pre.summarized).to.include({ charged_quantity: 1 });
      const payments = await paymentsOf(pre.external_reference!);
      expect(payments).to.have.length(1);
      expect(payments[0]).to.include({ status: 'approved', transaction_amount: 4900 });
      const months = (new Date(pre.next_payment_date!).getTime() - Date.now()) / (30 * DAY);
      expect(months).to.be.within(11, 13.5);
    });

    it('authorizes a subscription whose first charge is in process and counts it once approved', async () => {
      const pre = await subscribe(
        {
          reason: 'Prosk Pro',
          auto_recurring: {
            frequency: 1,
            frequency_type: 'months',
            transaction_amount: 490,
            currency_id: 'UYU',
          },
        },
        'CONT',
      );
      expect(pre.status).to.equal('authorized');
      expect(pre.summarized).to.include({ charged_quantity: 0 });
      const [first] = await paymentsOf(pre.external_reference!);
      expect(first.status).to.equal('in_process');
      await served.emulator.control.approvePayment(Number(first.id));
      const read = await new PreApproval(marketplace()).get({ id: pre.id! });
      expect(read.summarized).to.include({ charged_quantity: 1, charged_amount: 490 });
    });

    it('refuses a rejected card with 400 carrying the status detail, creating nothing', async () => {
      const reference = unique('sub');
      const error = await refusal(
        subscribe(
          {
            external_reference: reference,
            reason: 'Prosk Pro',
            auto_recurring: {
              frequency: 1,
              frequency_type: 'months',
              transaction_amount: 490,
              currency_id: 'UYU',
            },
          },
          'OTHE',
        ),
      );
      expect(error).to.be.instanceOf(MPBadRequestError);
      expect(error.message).to.equal('cc_rejected_other_reason');
      expect(causeCodes(error)).to.deep.equal(['cc_rejected_other_reason']);
      const found = await new PreApproval(marketplace()).search({
        options: { external_reference: reference } as never,
      });
      expect(found.paging!.total).to.equal(0);
      expect(await paymentsOf(reference)).to.have.length(0);
    });

    it('pauses, resumes and cancels a subscription, and refuses changes once cancelled', async () => {
      const pre = await subscribe({ preapproval_plan_id: (await plan(30)).id });
      const update = (status: string) =>
        new PreApproval(marketplace()).update({ id: pre.id!, body: { status } });
      expect((await update('paused')).status).to.equal('paused');
      expect((await update('authorized')).status).to.equal('authorized');
      expect((await update('cancelled')).status).to.equal('cancelled');
      const error = await refusal(update('authorized'));
      expect(error.status).to.equal(400);
      expect(causeCodes(error)).to.deep.equal(['preapproval_cancelled']);
      await served.emulator.control.settle();
      const actions = hooks.received
        .filter((h) => h.body.type === 'subscription_preapproval' && h.body.data.id === pre.id)
        .map((h) => h.body.action);
      expect(actions).to.deep.equal(['created', 'updated', 'updated', 'updated']);
    });

    it('pauses a subscription whose renewal fails, and charges it again once resumed', async () => {
      const pre = await subscribe({ preapproval_plan_id: (await plan(10)).id });
      served.emulator.control.failNextRenewal(pre.id!);
      await served.emulator.control.advanceClock(10 * DAY + 1000);
      let read = await new PreApproval(marketplace()).get({ id: pre.id! });
      expect(read.status).to.equal('paused');
      expect(read.summarized!.semaphore).to.equal('red');
      const [failed] = await paymentsOf(pre.external_reference!);
      expect(failed).to.include({
        status: 'rejected',
        status_detail: 'cc_rejected_insufficient_amount',
      });
      expect(failed.metadata).to.deep.equal({ preapproval_id: pre.id });
      const pausedHook = hooks.received.find(
        (h) =>
          h.body.type === 'subscription_preapproval' &&
          h.body.data.id === pre.id &&
          h.body.action === 'updated',
      );
      expect(pausedHook).to.not.equal(undefined);

      // Paused subscriptions are not charged.
      await served.emulator.control.advanceClock(0);
      expect(await paymentsOf(pre.external_reference!)).to.have.length(1);

      await new PreApproval(marketplace()).update({ id: pre.id!, body: { status: 'authorized' } });
      await served.emulator.control.advanceClock(0);
      const payments = await paymentsOf(pre.external_reference!);
      expect(payments.map((p) => p.status)).to.deep.equal(['rejected', 'approved']);
      read = await new PreApproval(marketplace()).get({ id: pre.id! });
      expect(read.status).to.equal('authorized');
      expect(read.summarized!.semaphore).to.equal('green');
    });

    it('renews every period the clock passes', async () => {
      const pre = await subscribe({
        reason: 'Prosk Pro semanal',
        auto_recurring: {
          frequency: 7,
          frequency_type: 'days',
          transaction_amount: 100,
          currency_id: 'UYU',
        },
      });
      await served.emulator.control.advanceClock(14 * DAY + 1000);
      const payments = await paymentsOf(pre.external_reference!);
      expect(payments.map((p) => p.status)).to.deep.equal(['approved', 'approved', 'approved']);
    });
  });

  describe('webhooks', () => {
    let seller: Seller;
    before(async () => {
      seller = await linkSeller();
    });
    beforeEach(() => served.emulator.control.settle());

    it('notifies a payment signed with the manifest rule, verifiable with the SDK validator', async () => {
      const payment = await pay(seller, 'APRO');
      const hook = await hooks.waitFor((h) => h.body.data.id === String(payment.id));
      expect(hook.url.pathname).to.equal('/webhooks/mercadopago');
      expect(hook.url.searchParams.get('data.id')).to.equal(String(payment.id));
      expect(hook.url.searchParams.get('type')).to.equal('payment');
      expect(hook.body).to.include({
        live_mode: false,
        type: 'payment',
        user_id: seller.user_id,
        api_version: 'v1',
        action: 'payment.created',
      });
      expect(hook.body.id).to.be.a('number');
      expect(hook.body.data).to.deep.equal({ id: String(payment.id) });
      expect(hook.headers['x-request-id']).to.match(/^[0-9a-f-]{36}$/);
      expect(hook.headers['x-signature']).to.match(/^ts=\d{13},v1=[0-9a-f]{64}$/);
      expect(verifySignature(hook.headers, String(payment.id))).to.equal(true);
      expect(() =>
        WebhookSignatureValidator.validate({
          xSignature: hook.headers['x-signature'] as string,
          xRequestId: hook.headers['x-request-id'] as string,
          dataId: hook.url.searchParams.get('data.id')!,
          secret: TEST_MERCADOPAGO.webhookSecret,
        }),
      ).not.to.throw();
      expect(
        verifySignature({ ...hook.headers, 'x-request-id': 'other' }, String(payment.id)),
      ).to.equal(false);
    });

    it('sends payments to their own notification_url when they have one', async () => {
      const payment = await pay(seller, 'APRO', { notification_url: `${hooks.url}?source=job` });
      const hook = await hooks.waitFor((h) => h.body.data.id === String(payment.id));
      expect(hook.url.searchParams.get('source')).to.equal('job');
      expect(hook.url.searchParams.get('data.id')).to.equal(String(payment.id));
    });

    it('redelivers after a 500 with the same request id and a fresh signature', async () => {
      hooks.answerNext(500);
      const payment = await pay(seller, 'APRO');
      await served.emulator.control.settle();
      const attempts = hooks.received.filter((h) => h.body.data.id === String(payment.id));
      expect(attempts.map((h) => h.status)).to.deep.equal([500, 200]);
      expect(attempts[1].headers['x-request-id']).to.equal(attempts[0].headers['x-request-id']);
      expect(attempts[1].body).to.deep.equal(attempts[0].body);
      expect(verifySignature(attempts[1].headers, String(payment.id))).to.equal(true);
      const delivery = served.emulator.control
        .deliveries()
        .find((d) => d.resourceId === String(payment.id))!;
      expect(delivery).to.include({
        topic: 'payment',
        attempts: 2,
        lastStatus: 200,
        delivered: true,
      });
    });

    it('gives up once the retry delays are used up', async () => {
      hooks.answerNext(503, 503, 503);
      const payment = await pay(seller, 'APRO');
      await served.emulator.control.settle();
      const delivery = served.emulator.control
        .deliveries()
        .find((d) => d.resourceId === String(payment.id))!;
      expect(delivery).to.include({ attempts: 3, lastStatus: 503, delivered: false });
    });

    it('never calls a URL outside this machine', async () => {
      const payment = await pay(seller, 'APRO', { notification_url: 'https://example.com/hooks' });
      await served.emulator.control.settle();
      const delivery = served.emulator.control
        .deliveries()
        .find((d) => d.resourceId === String(payment.id))!;
      expect(delivery).to.include({ attempts: 0, delivered: false, lastStatus: null });
    });
  });

  describe('control API over HTTP', () => {
    const control = (path: string, body: unknown = {}) =>
      fetch(`${served.apiUrl}/_control/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    it('advances the clock, approves payments, fails renewals and lists deliveries', async () => {
      const seller = await linkSeller();
      const before = served.emulator.control.now().getTime();
      const advanced = await control('advance-clock', { ms: 60_000 });
      expect(advanced.status).to.equal(200);
      expect(new Date((await advanced.json()).now).getTime() - before).to.be.at.least(60_000);

      const payment = await pay(seller, 'CONT');
      const approved = await control(`payments/${payment.id}/approve`);
      expect(approved.status).to.equal(200);
      const read = await new Payment(mpConfig(seller.access_token)).get({ id: payment.id! });
      expect(read.status).to.equal('approved');
      const twice = await control(`payments/${payment.id}/approve`);
      expect(twice.status).to.equal(409);

      const unknown = await control('preapprovals/nope/fail-next-renewal');
      expect(unknown.status).to.equal(404);
      expect(await unknown.json()).to.include({ status: 404, error: 'not_found' });

      const deliveries = await (await fetch(`${served.apiUrl}/_control/deliveries`)).json();
      expect(
        deliveries.some((d: { resourceId: string }) => d.resourceId === String(payment.id)),
      ).to.equal(true);
    });

    it('refuses control requests that are not JSON', async () => {
      const res = await fetch(`${served.apiUrl}/_control/advance-clock`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ ms: 1 }),
      });
      expect(res.status).to.equal(415);
    });

    it('answers unknown paths with an MP 404', async () => {
      const res = await fetch(`${served.apiUrl}/v1/nothing-here`);
      expect(res.status).to.equal(404);
      expect(await res.json()).to.include({ status: 404, error: 'not_found' });
    });
  });

  describe('behind the app body parser', () => {
    let parsed: ServedMercadoPago;
    before(async () => {
      parsed = await serveMercadoPagoEmulator({ parseBodies: true });
    });
    after(async () => {
      pointMercadoPagoAt(served.apiUrl);
      await parsed.close();
    });

    it('reads JSON and form bodies the app already parsed', async () => {
      pointMercadoPagoAt(`${parsed.url}${MERCADOPAGO_EMULATOR_PREFIX}`);
      const { location } = await authorizeSeller(
        authorizationUrl().replace(served.apiUrl, parsed.apiUrl),
      );
      const form = await formTokenRequest(parsed.apiUrl, location);
      const seller = (await form.json()) as Seller;
      expect(form.status).to.equal(200);
      const payment = await pay(seller, 'APRO');
      expect(payment.status).to.equal('approved');
    });
  });
});
