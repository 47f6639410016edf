import { translator } from '../i18n/current.js';

/** The card form's values as typed: the number with spaces, the expiry as MM/YY, the CVC. */
export type CardForm = { cardNumber: string; expiry: string; cvc: string };

/** The expiry field's message, in the page's language. */
export const expiryFormatMessage = (): string =>
  translator()('Enter the expiry date as MM/YY, for example 04/30.');

/**
 * "04/30", "4/30", "04 / 2030" -> month and four-digit year; null when it is not a date. A two-digit year
 * is in this century.
 */
export function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match?.[1] || !match[2]) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: match[2].length === 2 ? 2000 + year : year };
}

/** Groups the digits in fours as they are typed ("4242424242424242" -> "4242 4242 4242 4242"). */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "0430" -> "04/30" as it is typed; a typed slash is kept. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  if (digits.length < 3) return value.includes('/') && digits.length === 2 ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/**
 * The server's field messages on the form's fields: its expMonth and expYear (a past expiry) belong
 * to the one expiry field.
 */
export function cardFieldErrors(fields: Record<string, string>): Partial<CardForm> {
  const placed: Partial<CardForm> = {};
  if (fields.cardNumber) placed.cardNumber = fields.cardNumber;
  const expiry = fields.expMonth ?? fields.expYear;
  if (expiry) placed.expiry = expiry;
  if (fields.cvc) placed.cvc = fields.cvc;
  return placed;
}
