import { fail, ok, type Result } from './result.ts';

/** Digits in a normalised Russian phone number: country code 7 plus ten digits. */
export const PHONE_LENGTH = 11;

export const WRONG_PHONE_NUMBER = 'WRONG_PHONE_NUMBER';
export const WRONG_PHONE_NUMBER_MESSAGE = 'Неверный номер телефона: нужно 11 цифр, например +7 900 123-45-67';

/**
 * Brings a phone typed in any common Russian way to 11 digits starting with 7
 * ('8 (900) 123-45-67', '+7 900 123 45 67' and '9001234567' all become '79001234567').
 * The result must also start with 7: the platform only knows Russian numbers, and this keeps
 * every accepted value in one canonical form (so normalising is idempotent).
 */
export function normalizePhone(input: string): Result<string> {
  let digits = input.replace(/\D/g, '');
  if (digits.startsWith('8')) {
    // Domestic trunk prefix: 8 900 … is the same number as +7 900 …
    digits = `7${digits.slice(1)}`;
  } else if (digits.startsWith('9')) {
    // Mobile number typed without any prefix.
    digits = `7${digits}`;
  }
  if (digits.length !== PHONE_LENGTH || !digits.startsWith('7')) {
    return fail(WRONG_PHONE_NUMBER, WRONG_PHONE_NUMBER_MESSAGE);
  }
  return ok(digits);
}

/** '79001234567' → '+7 900 123-45-67'. Input that is not a valid phone is returned trimmed, unchanged. */
export function formatPhone(phone: string): string {
  const normalized = normalizePhone(phone);
  if (!normalized.ok) return phone.trim();
  const d = normalized.value;
  return `+${d[0]} ${d.slice(1, 4)} ${d.slice(4, 7)}-${d.slice(7, 9)}-${d.slice(9, 11)}`;
}
