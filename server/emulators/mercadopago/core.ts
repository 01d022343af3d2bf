/**
 * The emulator's shared state and the records it keeps in memory. Everything here is forgotten
 * on restart except what the credentials can re-derive (access tokens and sellers' public keys
 * are signed, so accounts linked before a restart keep working; see credentials.ts).
 */
import type { Credentials } from './credentials';
import type { Notifier } from './webhooks';

export type Site = 'MLU' | 'MLB';

export const SITES: Record<Site, { currency: 'UYU' | 'BRL'; country: 'uy' | 'br' }> = {
  MLU: { currency: 'UYU', country: 'uy' },
  MLB: { currency: 'BRL', country: 'br' },
};

export const isSite = (value: unknown): value is Site => value === 'MLU' || value === 'MLB';

/** Who is calling: the marketplace itself or a seller who linked an account through OAuth. */
export interface Caller {
  kind: 'marketplace' | 'seller';
  userId: number;
  site: Site;
}

export interface Logger {
  info(...a: unknown[]): void;
  warn(...a: unknown[]): void;
}

export interface Identification {
  type: string;
  number: string;
}

export interface CardTokenRecord {
  id: string;
  firstSix: string;
  lastFour: string;
  numberLength: number;
  securityCodeLength: number;
  expirationMonth: number;
  expirationYear: number;
  cardholder: { name: string; identification: Identification | null };
  brand: 'visa' | 'master' | null;
  /** The site of the key that made it: a marketplace payment with it is in its currency. */
  site: Site;
  createdAt: Date;
  dueAt: Date;
  used: boolean;
}

/** What a payment keeps of the card: the token is gone once spent. */
export interface CardSnapshot {
  firstSix: string;
  lastFour: string;
  expirationMonth: number;
  expirationYear: number;
  cardholder: { name: string; identification: Identification | null };
  brand: 'visa' | 'master' | null;
  createdAt: Date;
}

export interface RefundRecord {
  id: number;
  paymentId: number;
  amount: number;
  dateCreated: Date;
  metadata: Record<string, unknown>;
}

export interface PayerCost {
  installments: number;
  installmentRate: number;
  totalAmount: number;
  installmentAmount: number;
}

export interface PaymentRecord {
  id: number;
  collectorId: number;
  site: Site;
  currencyId: 'UYU' | 'BRL';
  status: string;
  statusDetail: string;
  transactionAmount: number;
  payerCost: PayerCost;
  paymentMethodId: string;
  paymentTypeId: string;
  issuerId: string | null;
  description: string | null;
  externalReference: string | null;
  metadata: Record<string, unknown>;
  notificationUrl: string | null;
  binaryMode: boolean;
  applicationFee: number;
  mercadopagoFee: number;
  payer: { id: number; email: string; identification: Identification | null };
  card: CardSnapshot | null;
  statementDescriptor: string;
  operationType: 'regular_payment' | 'recurring_payment';
  preapprovalId: string | null;
  dateCreated: Date;
  dateApproved: Date | null;
  dateLastUpdated: Date;
  dateOfExpiration: Date | null;
  authorizationCode: string | null;
  refunds: RefundRecord[];
  pix: { qrCode: string; transactionId: string } | null;
}

export interface AutoRecurring {
  frequency: number;
  frequencyType: 'months' | 'days';
  transactionAmount: number;
  currencyId: 'UYU' | 'BRL';
  freeTrial: { frequency: number; frequencyType: 'months' | 'days' } | null;
  startDate: Date | null;
  endDate: Date | null;
  repetitions: number | null;
}

export interface PlanRecord {
  id: string;
  collectorId: number;
  reason: string;
  backUrl: string | null;
  autoRecurring: AutoRecurring;
  paymentMethodsAllowed: unknown;
  status: 'active' | 'cancelled';
  dateCreated: Date;
  lastModified: Date;
}

export interface PreapprovalRecord {
  id: string;
  collectorId: number;
  planId: string | null;
  payerEmail: string;
  payerId: number;
  reason: string;
  externalReference: string | null;
  backUrl: string | null;
  autoRecurring: AutoRecurring;
  status: 'authorized' | 'paused' | 'cancelled';
  card: CardSnapshot;
  nextPaymentDate: Date;
  failNextRenewal: boolean;
  chargedQuantity: number;
  chargedAmount: number;
  lastChargedDate: Date | null;
  lastChargedAmount: number | null;
  semaphore: 'green' | 'red';
  dateCreated: Date;
  lastModified: Date;
  version: number;
}

/** A subscription charge (Mercado Pago's "authorized payment", GET /authorized_payments/{id}). */
export interface InvoiceRecord {
  id: number;
  preapprovalId: string;
  paymentId: number;
  collectorId: number;
  payerId: number;
  reason: string;
  externalReference: string | null;
  transactionAmount: number;
  currencyId: 'UYU' | 'BRL';
  dateCreated: Date;
  debitDate: Date;
}

export interface OAuthCode {
  userId: number;
  site: Site;
  redirectUri: string;
  codeChallenge: string | null;
  expiresAt: number;
}

export interface Seller {
  userId: number;
  email: string;
  site: Site;
}

export interface IdempotentResult {
  fingerprint: string;
  status: number;
  /** Renders the answer again, from the resource's current state. */
  render(): unknown;
}

/** Bounded maps: a script hammering the dev server cannot grow it without limit. */
function capped<K, V>(map: Map<K, V>, max: number): Map<K, V> {
  const set = map.set.bind(map);
  map.set = (key: K, value: V) => {
    if (!map.has(key) && map.size >= max) {
      const oldest = map.keys().next();
      if (!oldest.done) map.delete(oldest.value);
    }
    return set(key, value);
  };
  return map;
}

export class State {
  sellers = capped(new Map<number, Seller>(), 10_000);
  consents = capped(new Map<string, ConsentRequest>(), 2_000);
  codes = capped(new Map<string, OAuthCode>(), 2_000);
  refreshTokens = capped(new Map<string, { userId: number; site: Site }>(), 10_000);
  cardTokens = capped(new Map<string, CardTokenRecord>(), 10_000);
  payments = new Map<number, PaymentRecord>();
  plans = new Map<string, PlanRecord>();
  preapprovals = new Map<string, PreapprovalRecord>();
  invoices = new Map<number, InvoiceRecord>();
  idempotency = capped(new Map<string, IdempotentResult>(), 20_000);
}

export interface ConsentRequest {
  redirectUri: string;
  state: string | null;
  site: Site;
  codeChallenge: string | null;
  expiresAt: number;
}

export interface Core {
  prefix: string;
  /** The emulator's own public URL: baseUrl + prefix. */
  url: string;
  clientId: string;
  clientSecret: string;
  webhookUrl: string;
  logger: Logger;
  now(): Date;
  state: State;
  credentials: Credentials;
  notifier: Notifier;
  ids: {
    payment(): number;
    refund(): number;
    invoice(): number;
  };
}
