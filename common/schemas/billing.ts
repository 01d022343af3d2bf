/**
 * Billing rules as yup schemas. The card payment form's, checked in the browser before anything
 * reaches Mercado Pago (card data never touches our server): a Luhn-valid number, a card not
 * expired, the security code's length (the brand's, when known) and the document's length for
 * its type. What Mercado Pago tells the form comes as the yup context (`CardContext`). And the
 * back office's plans and coupons, enforced by the server and shown by the back-office forms.
 * Messages are translation keys under `errors:fields`.
 */
import { cardExpired, digitsOnly, validCardNumber } from '../card';
import { SUBSCRIPTION_PERIOD_MONTHS } from '../constants';
import { CURRENCIES, CURRENCY_BY_REGION, REGIONS, isRegion } from '../regions';
import { yup, type MessageKey } from '../validation';

const field = (key: string): MessageKey => ({ key: `fields.${key}` });

/** A document type as Mercado Pago lists it for a site. */
export interface CardDocumentType {
  id: string;
  type: 'number' | 'string';
  min_length: number;
  max_length: number;
}

export interface CardContext {
  identificationTypes: CardDocumentType[];
  /** The brand's security code length, null while the brand is unknown. */
  securityCodeLength: number | null;
}

const contextOf = (options: { context?: unknown }) =>
  (options.context ?? {}) as Partial<CardContext>;

export const cardFormSchema = yup.object({
  cardNumber: yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? digitsOnly(value) : value))
    .required()
    .test('card-number', field('cardNumber'), (value) => !value || validCardNumber(value)),
  cardholderName: yup.string().trim().required(),
  expirationMonth: yup
    .string()
    .required()
    .test('not-expired', field('cardExpired'), function (month) {
      const year = (this.parent as { expirationYear?: string }).expirationYear;
      return !month || !year || !cardExpired(Number(month), Number(year));
    }),
  expirationYear: yup.string().required(),
  securityCode: yup
    .string()
    .trim()
    .required()
    .test('security-code', field('securityCode'), function (code) {
      if (!code) return true;
      const length = contextOf(this.options).securityCodeLength ?? null;
      return /^\d{3,4}$/.test(code) && (length === null || code.length === length);
    }),
  identificationType: yup.string().required(),
  identificationNumber: yup.string().test('document', function (value = '') {
    const chosen = (this.parent as { identificationType?: string }).identificationType;
    const type = (contextOf(this.options).identificationTypes ?? []).find(
      (item) => item.id === chosen,
    );
    const document = type?.type === 'number' ? value.replace(/[.\-/\s]/g, '') : value.trim();
    if (document === '') return this.createError({ message: field('required') });
    const fits =
      !type ||
      (document.length >= type.min_length &&
        document.length <= type.max_length &&
        (type.type !== 'number' || /^\d+$/.test(document)));
    return fits || this.createError({ message: field('identificationNumber') });
  }),
});

// Plans and coupons (back office) ----------------------------------------------------------------

export const PLAN_PERIODS = Object.keys(SUBSCRIPTION_PERIOD_MONTHS) as Array<
  keyof typeof SUBSCRIPTION_PERIOD_MONTHS
>;
export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;

/** numeric(12,2): ten digits before the point, two after. */
export const MAX_MONEY = 9_999_999_999.99;

/** An amount of money: not negative, at most `MAX_MONEY`, whole cents. */
export const money = () =>
  yup
    .number()
    .min(0, field('notNegative'))
    .max(MAX_MONEY, field('invalid'))
    .test(
      'money',
      field('money'),
      (value) => value === undefined || Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    );
const planName = () => yup.string().trim().required().max(80);
const inclusionList = () =>
  yup.array(yup.string().trim().required().max(160)).max(20).default([]).optional();

/** A plan as an admin creates or changes it. */
export const planSchema = yup.object({
  region: yup.string().required().oneOf(REGIONS),
  // Always the region's; may be left out.
  currency: yup
    .string()
    .optional()
    .when('region', ([region], schema) =>
      isRegion(region)
        ? schema.oneOf([CURRENCY_BY_REGION[region]], field('regionCurrency'))
        : schema.oneOf(CURRENCIES),
    ),
  name_es: planName(),
  name_en: planName(),
  name_br: planName(),
  price: money()
    .required()
    .when('premium', ([premium], schema) =>
      premium === false ? schema.max(0, field('freePlanPrice')) : schema,
    ),
  period: yup.string().required().oneOf(PLAN_PERIODS),
  premium: yup.boolean().optional(),
  popular: yup.boolean().optional(),
  inclusions: yup
    .object({ es: inclusionList(), en: inclusionList(), br: inclusionList() })
    .default(undefined)
    .optional(),
  enabled: yup.boolean().optional(),
  position: yup.number().integer().min(0).max(10000).optional(),
});

/** A coupon as an admin creates or changes it; its use count is not writable. */
export const couponSchema = yup.object({
  code: yup
    .string()
    .trim()
    .required()
    .uppercase()
    .matches(/^[A-Z0-9_-]{3,40}$/, { message: field('couponCode') }),
  description: yup.string().trim().max(200).optional(),
  discountType: yup.string().required().oneOf(DISCOUNT_TYPES),
  amount: money()
    .required()
    .moreThan(0, field('positive'))
    .when('discountType', ([type], schema) =>
      type === 'percentage' ? schema.max(100, field('percentage')) : schema,
    ),
  // Only a fixed discount has a currency; a percentage's is ignored.
  currency: yup
    .string()
    .nullable()
    .optional()
    .when('discountType', ([type], schema) =>
      type === 'fixed'
        ? schema.required(field('currencyRequired')).oneOf(CURRENCIES, field('currencyRequired'))
        : schema,
    ),
  minOrder: money().optional(),
  usageLimit: yup.number().required().integer().min(0, field('notNegative')).max(1e9),
  enabled: yup.boolean().optional(),
});
