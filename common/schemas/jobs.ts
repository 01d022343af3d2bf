/**
 * Service and job rules of the specification's point 9 (the minimum price, whole amounts, the
 * end after the start), as yup schemas for the storefront's forms, built from the constants.
 * Form inputs hold text: an amount is digits only, and '' is "not given". Messages are
 * translation keys under `errors:fields`.
 */
import { MIN_SERVICE_PRICE } from '../constants';
import { yup, type MessageKey } from '../validation';

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

/** A new job also names its client by user number. */
export const newJobFormSchema = jobFormSchema.shape({
  clientId: wholeAmount(field('userNumber')).required().min(1, field('userNumber')),
});
