/**
 * What the browser asks Mercado Pago itself (never through our server, so card data never
 * touches it): identification types, payment methods, installments and the card token. Every
 * call goes to `{apiUrl}` from `GET /billing/config` with `public_key`; `site_id` names the
 * country, because the marketplace's one public key serves Uruguay (MLU) and Brazil (MLB).
 */
import { useQuery } from '@tanstack/react-query';
import type { MpSite } from '../../../common/regions';
import type { BillingConfig } from './billing-api';

export interface IdentificationType {
  id: string;
  name: string;
  type: 'number' | 'string';
  min_length: number;
  max_length: number;
}

export interface PaymentMethod {
  id: string;
  name: string;
  payment_type_id: string;
  status: string;
  secure_thumbnail?: string;
  settings: {
    bin?: { pattern?: string; exclusion_pattern?: string | null };
    card_number?: { length?: number };
    security_code?: { length?: number; mode?: string };
  }[];
}

export interface PayerCost {
  installments: number;
  installment_rate: number;
  installment_amount: number;
  total_amount: number;
  recommended_message?: string;
}

export interface InstallmentOption {
  payment_method_id: string;
  issuer?: { id: string; name: string };
  payer_costs: PayerCost[];
}

/** The fields of the card form a Mercado Pago refusal can point at. */
export type CardField =
  | 'cardNumber'
  | 'cardholderName'
  | 'expirationMonth'
  | 'expirationYear'
  | 'securityCode'
  | 'identificationType'
  | 'identificationNumber';

/** Mercado Pago's cause codes for card token refusals, by the field they are about. */
const FIELD_BY_CAUSE: Record<string, CardField> = {
  E301: 'cardNumber',
  '205': 'cardNumber',
  '221': 'cardholderName',
  '316': 'cardholderName',
  '208': 'expirationMonth',
  '325': 'expirationMonth',
  '301': 'expirationMonth',
  '209': 'expirationYear',
  '326': 'expirationYear',
  E302: 'securityCode',
  E203: 'securityCode',
  '224': 'securityCode',
  '212': 'identificationType',
  '322': 'identificationType',
  '2066': 'identificationType',
  '214': 'identificationNumber',
  '324': 'identificationNumber',
  '2067': 'identificationNumber',
};

/** A refusal (or no answer, `status` 0) from Mercado Pago's browser API. */
export class MercadoPagoError extends Error {
  override readonly name = 'MercadoPagoError';
  constructor(
    readonly status: number,
    readonly causes: { code: string; description: string }[] = [],
  ) {
    super(causes[0]?.description ?? `Mercado Pago answered ${status}`);
  }

  /** The form field the refusal is about, if it names one. */
  get field(): CardField | null {
    for (const cause of this.causes) {
      const field = FIELD_BY_CAUSE[cause.code];
      if (field) return field;
    }
    return null;
  }
}

function url(config: BillingConfig, site: MpSite, path: string, params: Record<string, string>) {
  const search = new URLSearchParams({ public_key: config.publicKey, site_id: site, ...params });
  return `${config.apiUrl.replace(/\/$/, '')}${path}?${search.toString()}`;
}

async function call<T>(target: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    // No cookies and no referrer details: this is another party's API.
    response = await fetch(target, { ...init, credentials: 'omit', referrerPolicy: 'origin' });
  } catch (cause) {
    if (init.signal?.aborted) throw cause;
    throw new MercadoPagoError(0);
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // An answer without JSON is judged by its status alone.
  }
  if (!response.ok) {
    const raw = (body as { cause?: unknown } | null)?.cause;
    const causes = Array.isArray(raw)
      ? raw
          .filter(
            (c): c is { code: unknown; description?: unknown } => !!c && typeof c === 'object',
          )
          .map((c) => ({ code: String(c.code), description: String(c.description ?? '') }))
      : [];
    throw new MercadoPagoError(response.status, causes);
  }
  return body as T;
}

/** A list Mercado Pago keeps per site, read without parameters. */
const siteList =
  <T>(path: string) =>
  (config: BillingConfig, site: MpSite, signal?: AbortSignal): Promise<T[]> =>
    call(url(config, site, path, {}), { signal });

export const fetchIdentificationTypes = siteList<IdentificationType>('/v1/identification_types');
export const fetchPaymentMethods = siteList<PaymentMethod>('/v1/payment_methods');

export function fetchInstallments(
  config: BillingConfig,
  site: MpSite,
  query: { amount: number; bin: string; paymentMethodId?: string | null },
  signal?: AbortSignal,
): Promise<InstallmentOption[]> {
  const params: Record<string, string> = { amount: query.amount.toFixed(2), bin: query.bin };
  if (query.paymentMethodId) params.payment_method_id = query.paymentMethodId;
  return call(url(config, site, '/v1/payment_methods/installments', params), { signal });
}

export interface CardData {
  cardNumber: string;
  cardholderName: string;
  expirationMonth: number;
  expirationYear: number;
  securityCode: string;
  identificationType: string;
  identificationNumber: string;
}

export interface CardToken {
  id: string;
  first_six_digits?: string;
  last_four_digits?: string;
}

/** `POST {apiUrl}/v1/card_tokens`: the card becomes a single-use token our server may charge. */
export function createCardToken(
  config: BillingConfig,
  site: MpSite,
  card: CardData,
): Promise<CardToken> {
  return call(url(config, site, '/v1/card_tokens', {}), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      card_number: card.cardNumber,
      expiration_month: card.expirationMonth,
      expiration_year: card.expirationYear,
      security_code: card.securityCode,
      cardholder: {
        name: card.cardholderName.trim(),
        identification: { type: card.identificationType, number: card.identificationNumber },
      },
    }),
  });
}

/** When the payment methods are not known (yet), the brands by their well-known prefixes. */
const PREFIX_RULES: { id: string; name: string; pattern: RegExp }[] = [
  { id: 'visa', name: 'Visa', pattern: /^4/ },
  { id: 'master', name: 'Mastercard', pattern: /^(5[0-5]|2[2-7])/ },
  { id: 'amex', name: 'American Express', pattern: /^3[47]/ },
];

export interface CardBrand {
  id: string;
  name: string;
  thumbnail: string | null;
  securityCodeLength: number | null;
}

function safePattern(pattern: string | null | undefined): RegExp | null {
  if (!pattern) return null;
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
}

/** The card's brand from its first digits: by the payment methods' BIN patterns, else by prefix. */
export function brandOf(digits: string, methods: PaymentMethod[] | undefined): CardBrand | null {
  if (digits.length < 1) return null;
  const bin = digits.slice(0, 8);
  for (const method of methods ?? []) {
    if (!['credit_card', 'debit_card'].includes(method.payment_type_id)) continue;
    const setting = method.settings.find((s) => {
      const include = safePattern(s.bin?.pattern);
      const exclude = safePattern(s.bin?.exclusion_pattern);
      return include?.test(bin) && !exclude?.test(bin);
    });
    if (setting) {
      return {
        id: method.id,
        name: method.name,
        thumbnail: method.secure_thumbnail ?? null,
        securityCodeLength: setting.security_code?.length ?? null,
      };
    }
  }
  const rule = PREFIX_RULES.find((r) => r.pattern.test(bin));
  return rule ? { id: rule.id, name: rule.name, thumbnail: null, securityCodeLength: null } : null;
}

const MP_KEY = ['mercado-pago'] as const;

/** A site list, asked once the configuration is known and kept for the session. */
function useSiteList<T>(
  name: string,
  fetchList: (config: BillingConfig, site: MpSite, signal?: AbortSignal) => Promise<T[]>,
  config: BillingConfig | undefined,
  site: MpSite,
) {
  return useQuery({
    queryKey: [...MP_KEY, name, site],
    queryFn: ({ signal }) => fetchList(config!, site, signal),
    enabled: config !== undefined,
    staleTime: Infinity,
  });
}

export function useIdentificationTypes(config: BillingConfig | undefined, site: MpSite) {
  return useSiteList('identification-types', fetchIdentificationTypes, config, site);
}

export function usePaymentMethods(config: BillingConfig | undefined, site: MpSite) {
  return useSiteList('payment-methods', fetchPaymentMethods, config, site);
}

/** The installment plans for an amount and a card's BIN (its first 6 digits). */
export function useInstallments(
  config: BillingConfig | undefined,
  site: MpSite,
  amount: number,
  bin: string | null,
  paymentMethodId: string | null,
) {
  return useQuery({
    queryKey: [...MP_KEY, 'installments', site, amount, bin, paymentMethodId],
    queryFn: ({ signal }) =>
      fetchInstallments(config!, site, { amount, bin: bin!, paymentMethodId }, signal),
    enabled: config !== undefined && bin !== null && amount > 0,
    staleTime: 5 * 60_000,
  });
}
