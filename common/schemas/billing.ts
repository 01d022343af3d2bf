/**
 * The card payment form's rules, checked in the browser before anything reaches Mercado Pago
 * (card data never touches our server): a Luhn-valid number, a card not expired, the security
 * code's length (the brand's, when known) and the document's length for its type. What Mercado
 * Pago tells the form comes as the yup context (`CardContext`). Messages are translation keys
 * under `errors:fields`.
 */
import { cardExpired, digitsOnly, validCardNumber } from '../card';
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
