/** Card number helpers of the payment form and its schema: digits, grouping, the Luhn check. */

export const CARD_MIN_DIGITS = 13;
export const CARD_MAX_DIGITS = 19;

export const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** "5031755734530604" → "5031 7557 3453 0604" (at most 19 digits). */
export function formatCardNumber(value: string): string {
  const digits = digitsOnly(value).slice(0, CARD_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The Luhn (mod 10) check every card number carries in its last digit. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function validCardNumber(value: string): boolean {
  const digits = digitsOnly(value);
  return digits.length >= CARD_MIN_DIGITS && digits.length <= CARD_MAX_DIGITS && luhnValid(digits);
}

/** Whether a card valid through the end of `month`/`year` has expired at `now`. */
export function cardExpired(month: number, year: number, now = new Date()): boolean {
  return year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
}
