import { ApiError } from '../api/api-client';
import type { StorefrontKey } from '../i18n/use-t';

/** Mercado Pago's reasons for a refused card, each with a plain explanation in the catalogue. */
const STATUS_DETAILS = [
  'cc_rejected_insufficient_amount',
  'cc_rejected_bad_filled_security_code',
  'cc_rejected_bad_filled_date',
  'cc_rejected_bad_filled_card_number',
  'cc_rejected_bad_filled_other',
  'cc_rejected_call_for_authorize',
  'cc_rejected_card_disabled',
  'cc_rejected_duplicated_payment',
  'cc_rejected_high_risk',
  'cc_rejected_max_attempts',
  'cc_rejected_blacklist',
  'cc_rejected_other_reason',
  'pending_contingency',
  'pending_review_manual',
] as const;

type StatusDetail = (typeof STATUS_DETAILS)[number];

export const COUPON_ERRORS = [
  'COUPON_UNKNOWN',
  'COUPON_DISABLED',
  'COUPON_USED_UP',
  'COUPON_BELOW_MINIMUM',
  'COUPON_NOT_APPLICABLE',
];

export function isCouponError(error: unknown): error is ApiError {
  return error instanceof ApiError && COUPON_ERRORS.includes(error.code);
}

/**
 * The friendlier explanation of a PAYMENT_FAILED answer, from `details.statusDetail` (the
 * code itself, or a message that names it); a generic one for reasons we do not know.
 */
export function paymentFailureHelp(error: unknown): StorefrontKey | null {
  if (!(error instanceof ApiError) || error.code !== 'PAYMENT_FAILED') return null;
  const detail = error.detail('statusDetail') ?? '';
  const known = STATUS_DETAILS.find((code) => detail.includes(code)) as StatusDetail | undefined;
  return known ? `billing.statusDetail.${known}` : 'billing.statusDetail.generic';
}
