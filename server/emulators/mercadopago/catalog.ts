/**
 * Reference data: card brands, identification types, installment plans, the test cardholder
 * names that decide an outcome and the fees the emulator applies.
 */
import type { Identification, PayerCost, Site } from './core';
import { badRequest, round2 } from './http';

export type Brand = 'visa' | 'master';

const svg = (fill: string, text: string) =>
  `data:image/svg+xml;base64,${Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="30"><rect width="48" height="30" rx="4" fill="${fill}"/><text x="24" y="19" font-family="sans-serif" font-size="9" fill="#fff" text-anchor="middle">${text}</text></svg>`,
  ).toString('base64')}`;

export const BRANDS: Record<
  Brand,
  {
    name: string;
    bin: RegExp;
    binPattern: string;
    issuer: { id: string; name: string };
    thumbnail: string;
  }
> = {
  visa: {
    name: 'Visa',
    bin: /^4/,
    binPattern: '^4',
    issuer: { id: '310', name: 'Visa' },
    thumbnail: svg('#1a1f71', 'VISA'),
  },
  master: {
    name: 'Mastercard',
    bin: /^(5[0-5]|2[2-7])/,
    binPattern: '^(5[0-5]|2[2-7])',
    issuer: { id: '311', name: 'Mastercard' },
    thumbnail: svg('#eb001b', 'MASTER'),
  },
};

export const brandOf = (cardNumber: string): Brand | null =>
  (Object.keys(BRANDS) as Brand[]).find((b) => BRANDS[b].bin.test(cardNumber)) ?? null;

export function paymentMethods(site: Site) {
  const cards = (Object.keys(BRANDS) as Brand[]).map((id) => ({
    id,
    name: BRANDS[id].name,
    payment_type_id: 'credit_card',
    status: 'active',
    secure_thumbnail: BRANDS[id].thumbnail,
    thumbnail: BRANDS[id].thumbnail,
    deferred_capture: 'supported',
    settings: [
      {
        bin: { pattern: BRANDS[id].binPattern, exclusion_pattern: '', installments_pattern: '' },
        card_number: { length: 16, validation: 'standard' },
        security_code: { mode: 'mandatory', length: 3, card_location: 'back' },
      },
    ],
    additional_info_needed: [
      'cardholder_name',
      'cardholder_identification_type',
      'cardholder_identification_number',
    ],
    min_allowed_amount: 1,
    max_allowed_amount: 1_000_000,
    accreditation_time: 0,
    financial_institutions: [],
    processing_modes: ['aggregator'],
  }));
  if (site !== 'MLB') return cards;
  return [
    ...cards,
    {
      id: 'pix',
      name: 'PIX',
      payment_type_id: 'bank_transfer',
      status: 'active',
      secure_thumbnail: svg('#32bcad', 'PIX'),
      thumbnail: svg('#32bcad', 'PIX'),
      deferred_capture: 'does_not_apply',
      settings: [],
      additional_info_needed: [],
      min_allowed_amount: 0.01,
      max_allowed_amount: 1_000_000,
      accreditation_time: 0,
      financial_institutions: [{ id: 1, description: 'PIX' }],
      processing_modes: ['aggregator'],
    },
  ];
}

export const IDENTIFICATION_TYPES: Record<
  Site,
  Array<{
    id: string;
    name: string;
    type: 'number' | 'string';
    min_length: number;
    max_length: number;
  }>
> = {
  MLU: [
    { id: 'CI', name: 'CI', type: 'number', min_length: 6, max_length: 8 },
    { id: 'otro', name: 'Otro', type: 'string', min_length: 5, max_length: 20 },
  ],
  MLB: [
    { id: 'CPF', name: 'CPF', type: 'number', min_length: 11, max_length: 11 },
    { id: 'CNPJ', name: 'CNPJ', type: 'number', min_length: 14, max_length: 14 },
  ],
};

function validCpf(cpf: string): boolean {
  if (/^(\d)\1{10}$/.test(cpf)) return false;
  const digit = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(cpf[i]) * (length + 1 - i);
    return ((sum * 10) % 11) % 10;
  };
  return digit(9) === Number(cpf[9]) && digit(10) === Number(cpf[10]);
}

function validCnpj(cnpj: string): boolean {
  if (/^(\d)\1{13}$/.test(cnpj)) return false;
  const digit = (length: number) => {
    const weights =
      length === 12
        ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
        : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = weights.reduce((acc, w, i) => acc + w * Number(cnpj[i]), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return digit(12) === Number(cnpj[12]) && digit(13) === Number(cnpj[13]);
}

/**
 * A document as the site knows it (type matched case-insensitively, the canonical id returned).
 * CPF and CNPJ check digits are verified; a Uruguayan CI only by length.
 */
export function checkIdentification(value: unknown, site: Site, field: string): Identification {
  const raw = value as { type?: unknown; number?: unknown } | null;
  const type = typeof raw?.type === 'string' ? raw.type : '';
  const number =
    typeof raw?.number === 'string' || typeof raw?.number === 'number' ? String(raw.number) : '';
  const known = IDENTIFICATION_TYPES[site].find((t) => t.id.toLowerCase() === type.toLowerCase());
  if (!known) {
    throw badRequest(
      2066,
      `${field}.type must be one of ${IDENTIFICATION_TYPES[site].map((t) => t.id).join(', ')}`,
    );
  }
  const cleaned = known.type === 'number' ? number.replace(/[.\-/\s]/g, '') : number.trim();
  const ok =
    cleaned.length >= known.min_length &&
    cleaned.length <= known.max_length &&
    (known.type === 'string' || /^\d+$/.test(cleaned)) &&
    (known.id !== 'CPF' || validCpf(cleaned)) &&
    (known.id !== 'CNPJ' || validCnpj(cleaned));
  if (!ok) throw badRequest(2067, `Invalid user identification number: ${field}.number`);
  return { type: known.id, number: cleaned };
}

/** Financing rate per number of installments, in percent of the amount. 1 has no interest. */
export const INSTALLMENT_RATES: Record<number, number> = { 1: 0, 3: 8.99, 6: 16.37, 12: 30.62 };

export function payerCost(amount: number, installments: number): PayerCost {
  const rate = INSTALLMENT_RATES[installments];
  const totalAmount = round2(amount * (1 + rate / 100));
  return {
    installments,
    installmentRate: rate,
    totalAmount,
    installmentAmount: round2(totalAmount / installments),
  };
}

function money(amount: number, site: Site): string {
  const [whole, cents] = amount.toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${site === 'MLB' ? 'R$' : '$'} ${grouped},${cents}`;
}

export function payerCostsFor(amount: number, site: Site) {
  return Object.keys(INSTALLMENT_RATES).map((key) => {
    const cost = payerCost(amount, Number(key));
    const n = cost.installments;
    const unit = site === 'MLB' ? (n === 1 ? 'parcela' : 'parcelas') : n === 1 ? 'cuota' : 'cuotas';
    const free = cost.installmentRate === 0 ? (site === 'MLB' ? ' sem juros' : ' sin interés') : '';
    return {
      installments: n,
      installment_rate: cost.installmentRate,
      discount_rate: 0,
      reimbursement_rate: null,
      labels: cost.installmentRate === 0 ? ['CFT_0,00%|TEA_0,00%'] : [],
      installment_rate_collector: ['MERCADOPAGO'],
      min_allowed_amount: 1,
      max_allowed_amount: 1_000_000,
      recommended_message: `${n} ${unit} de ${money(cost.installmentAmount, site)} (${money(cost.totalAmount, site)})${free}`,
      installment_amount: cost.installmentAmount,
      total_amount: cost.totalAmount,
      payment_method_option_id: `${n}`,
    };
  });
}

/** The test cardholder names (first word, case-insensitive); any other name is approved. */
export const OUTCOMES: Record<string, { status: string; statusDetail: string }> = {
  APRO: { status: 'approved', statusDetail: 'accredited' },
  CONT: { status: 'in_process', statusDetail: 'pending_contingency' },
  OTHE: { status: 'rejected', statusDetail: 'cc_rejected_other_reason' },
  FUND: { status: 'rejected', statusDetail: 'cc_rejected_insufficient_amount' },
  SECU: { status: 'rejected', statusDetail: 'cc_rejected_bad_filled_security_code' },
  EXPI: { status: 'rejected', statusDetail: 'cc_rejected_bad_filled_date' },
  FORM: { status: 'rejected', statusDetail: 'cc_rejected_bad_filled_other' },
  CALL: { status: 'rejected', statusDetail: 'cc_rejected_call_for_authorize' },
  DUPL: { status: 'rejected', statusDetail: 'cc_rejected_duplicated_payment' },
  LOCK: { status: 'rejected', statusDetail: 'cc_rejected_card_disabled' },
};

export function outcomeFor(cardholderName: string, binaryMode: boolean) {
  const word = cardholderName.trim().split(/\s+/)[0]?.toUpperCase() ?? '';
  const outcome = OUTCOMES[word] ?? OUTCOMES.APRO;
  if (binaryMode && outcome.status === 'in_process') return OUTCOMES.OTHE;
  return outcome;
}

/** Mercado Pago's own cut of an approved payment in the emulator: 5 % of the amount. */
export const MERCADOPAGO_FEE_RATE = 0.05;

/** Days from approval to money_release_date (the product promises its own 21 days). */
export const MONEY_RELEASE_DAYS = 14;
