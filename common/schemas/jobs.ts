/**
 * Service and job rules of the specification's point 9 (the minimum price, whole amounts, the
 * end after the start), as yup schemas for the storefront's forms, built from the constants.
 * Form inputs hold text: an amount is digits only, and '' is "not given". Messages are
 * translation keys under `errors:fields`.
 */
import { isCalendarDate } from '../agenda';
import { BOOKING_PROBLEM_MAX, MIN_SERVICE_PRICE, TIMES_OF_DAY } from '../constants';
import { yup, type MessageKey } from '../validation';
import { addressFields, phoneRule, staffReasonRule } from './accounts';

const field = (key: string, params?: Record<string, unknown>): MessageKey => ({
  key: `fields.${key}`,
  params,
});

const DIGITS = /^\d+$/;

/** A whole amount typed as text: digits only; blank is not given, anything else is invalid. */
const wholeAmount = (message: MessageKey) =>
  yup
    .number()
    .transform((value: unknown, original: unknown) => {
      if (typeof original !== 'string') return value;
      const text = original.trim();
      if (text === '') return undefined;
      return DIGITS.test(text) ? Number(text) : NaN;
    })
    .typeError(message)
    .integer(message);

const servicePriceMessage = field('servicePrice', { below: MIN_SERVICE_PRICE - 1 });
/** A service's or a job's price: a whole number of at least MIN_SERVICE_PRICE. */
export const servicePriceRule = () =>
  wholeAmount(servicePriceMessage).required().min(MIN_SERVICE_PRICE, servicePriceMessage);

const requiredText = () => yup.string().trim().required();

/** Publishing a service (My services): category, words and price. */
export const serviceFormSchema = yup.object({
  categoryId: requiredText(),
  title: requiredText(),
  description: requiredText(),
  price: servicePriceRule(),
});

/**
 * A job a prosker edits: words, price, an optional cost and its start and end, given as instants
 * (ISO 8601, which compare as text); a blank or impossible local time is not given.
 */
export const jobFormSchema = yup.object({
  title: requiredText(),
  description: requiredText(),
  price: servicePriceRule(),
  cost: wholeAmount(field('wholeNotNegative')).optional(),
  start: yup.string().required(),
  end: yup
    .string()
    .required()
    .test('after-start', field('jobEndAfterStart'), function (end) {
      const start = (this.parent as { start?: string }).start;
      return !start || !end || end > start;
    }),
});

/**
 * A prosker's offer to a client (the chat's "Hacer una oferta", or from a client): words, price,
 * a date and a half of it (an hour within the half optional), and whether the client pays by card
 * first. The date is a calendar date (YYYY-MM-DD) of the prosker's region.
 */
export const offerFormSchema = yup.object({
  title: requiredText(),
  description: requiredText(),
  price: servicePriceRule(),
  date: yup
    .string()
    .required()
    .test('date', field('date'), (value) => !value || isCalendarDate(value)),
  timeOfDay: yup.string().oneOf(TIMES_OF_DAY).required(),
  hour: yup.string().optional(),
  requiresPayment: yup.boolean().required(),
});

/** Who may give a cancellation reason. */
export const REASON_APPLIES_TO = ['prosker', 'client', 'both'] as const;

const reasonName = () => yup.string().trim().required().max(120);
const reasonFields = {
  name_es: reasonName(),
  name_en: reasonName(),
  name_br: reasonName(),
  enabled: yup.boolean().optional(),
  position: yup.number().integer().min(0).max(10000).optional(),
};

/** A reason to dispute a job, as staff create or change it in the back office. */
export const helpReasonSchema = yup.object(reasonFields);

/** A reason to cancel a job, as staff create or change it in the back office. */
export const cancellationReasonSchema = yup.object({
  ...reasonFields,
  appliesTo: yup.string().optional().oneOf(REASON_APPLIES_TO),
});

/**
 * A service of the predefined catalogue (what a prosker publishes in two clicks), as staff
 * create or change it: its category and its title in each language. Retired (disabled), never
 * deleted, once a service or a job came from it.
 */
export const predefinedServiceSchema = yup.object({
  categoryId: yup.number().integer().positive().max(2147483647).required(),
  title_es: reasonName(),
  title_en: reasonName(),
  title_br: reasonName(),
  requiresAppointment: yup.boolean().optional(),
  enabled: yup.boolean().optional(),
  position: yup.number().integer().min(0).max(10000).optional(),
});

/** Staff withdraw a published service with the reason its prosker is told. */
export const withdrawServiceSchema = yup.object({ reason: staffReasonRule() });

/** A new address given with a booking: an address of `/mi-direccion`, where it is saved too. */
export const bookingAddressSchema = yup.object(addressFields).noUnknown();
export type BookingAddress = yup.InferType<typeof bookingAddressSchema>;

/**
 * Where, what and how to reach the client, with a booking: one of the client's saved addresses
 * (`addressId`) or a new one (`address`, saved to their addresses), the problem in their words
 * (required, at most BOOKING_PROBLEM_MAX characters) and a contact phone.
 */
export const bookingDetailsFields = {
  addressId: yup
    .number()
    .integer()
    .positive()
    .max(2147483647)
    .when('address', {
      is: (address: unknown) => address === undefined,
      then: (schema) => schema.required(),
      // One place only: a saved address or a new one.
      otherwise: (schema) =>
        schema.test('one-address', field('invalid'), (value) => value === undefined),
    }),
  address: bookingAddressSchema.optional().default(undefined),
  problem: yup.string().trim().required().max(BOOKING_PROBLEM_MAX),
  phone: phoneRule(),
};
export const bookingDetailsSchema = yup.object(bookingDetailsFields);

/**
 * Where an offer the client accepts is done (ADR 0030): one of their saved addresses
 * (`addressId`), a new one (`address`, saved to theirs), or neither (remote work, or at the
 * prosker's place); with a contact phone. Never both addresses.
 */
export const offerVisitFields = {
  addressId: yup
    .number()
    .integer()
    .positive()
    .max(2147483647)
    .optional()
    .test('one-address', field('invalid'), function oneAddress(value) {
      return value === undefined || this.parent.address === undefined;
    }),
  address: bookingAddressSchema.optional().default(undefined),
  phone: phoneRule().optional(),
};

/** The largest amount a payment or a refund holds (numeric(12,2)). */
const MONEY_MAX = 9_999_999_999.99;
/** At most two decimals: Mercado Pago refunds cents. */
const inCents = (value: number | undefined) =>
  value === undefined || Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** Staff cancel a job (back office): one of the product's cancellation reasons, and why. */
export const staffCancelSchema = yup.object({
  reasonId: yup.number().required().integer().positive(),
  /** Why, in staff's words; both sides read it in the job's history. */
  comment: yup.string().trim().max(1000),
});

/**
 * Staff refund a paid job: `amount` (what is left when absent), asked on what they saw refunded
 * already (`refundedBefore`): a second press or another staff member's refund meanwhile makes it
 * `REFUND_IN_PROCESS`, never a second refund.
 */
export const staffRefundSchema = yup.object({
  amount: yup.number().positive().max(MONEY_MAX).test('cents', field('invalid'), inCents),
  refundedBefore: yup.number().required().min(0).max(MONEY_MAX),
});
