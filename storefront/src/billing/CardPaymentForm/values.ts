import { cardFormSchema } from '../../../../common/schemas/billing';
import type { MessageKey } from '../../../../common/validation';
import { checkedBySchema } from '../../forms/schema-resolver';
import type { CardField } from '../mercado-pago';

/** The card form's fields, as typed. */
export interface CardValues {
  cardNumber: string;
  cardholderName: string;
  expirationMonth: string;
  expirationYear: string;
  securityCode: string;
  identificationType: string;
  identificationNumber: string;
  installments: string;
}

/** What a refusal of Mercado Pago about one field says under that field. */
export const REFUSED_MESSAGE: Record<CardField, MessageKey> = {
  cardNumber: { key: 'fields.cardNumber' },
  cardholderName: { key: 'fields.cardholder' },
  expirationMonth: { key: 'fields.expiration' },
  expirationYear: { key: 'fields.expiration' },
  securityCode: { key: 'fields.securityCode' },
  identificationType: { key: 'fields.identificationNumber' },
  identificationNumber: { key: 'fields.identificationNumber' },
};

/**
 * Checks the card before anything leaves the browser, with the shared schema: Luhn, expiry,
 * security code length (the brand's, when known) and the document's length for its type.
 */
export const cardResolver = checkedBySchema<CardValues, typeof cardFormSchema>(cardFormSchema);

/** What the form starts with: nothing typed, one payment. */
export const EMPTY_CARD: CardValues = {
  cardNumber: '',
  cardholderName: '',
  expirationMonth: '',
  expirationYear: '',
  securityCode: '',
  identificationType: '',
  identificationNumber: '',
  installments: '1',
};
