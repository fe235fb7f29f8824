import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone, PHONE_LENGTH, WRONG_PHONE_NUMBER } from './phone.ts';

const digitString = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(''));
// Digits sprinkled with the separators people actually type.
const phoneLike = fc
  .array(fc.oneof(digitString(1, 4), fc.constantFrom(' ', '-', '(', ')', '+', 'a')), { maxLength: 8 })
  .map((parts) => parts.join(''));

describe('normalizePhone', () => {
  it('non-digits are stripped', () => {
    expect(normalizePhone('+7 900 123 45 67')).toEqual({ ok: true, value: '79001234567' });
  });

  it('a leading 8 becomes 7', () => {
    expect(normalizePhone('8 (900) 123-45-67')).toEqual({ ok: true, value: '79001234567' });
  });

  it('a leading 9 gets 7 prefixed', () => {
    expect(normalizePhone('9001234567')).toEqual({ ok: true, value: '79001234567' });
  });

  it('fewer than 11 digits → WRONG_PHONE_NUMBER', () => {
    expect(normalizePhone('12345')).toMatchObject({ ok: false, error: { code: WRONG_PHONE_NUMBER } });
    expect(normalizePhone('8900123456')).toMatchObject({ ok: false, error: { code: WRONG_PHONE_NUMBER } });
  });

  it('empty input → WRONG_PHONE_NUMBER', () => {
    expect(normalizePhone('')).toMatchObject({ ok: false, error: { code: WRONG_PHONE_NUMBER } });
  });

  it('more than 11 digits → WRONG_PHONE_NUMBER', () => {
    expect(normalizePhone('+7 900 123 45 678')).toMatchObject({ ok: false, error: { code: WRONG_PHONE_NUMBER } });
  });

  it('11 digits not starting with 7 → WRONG_PHONE_NUMBER', () => {
    expect(normalizePhone('12345678901')).toMatchObject({ ok: false, error: { code: WRONG_PHONE_NUMBER } });
  });

  it('the error message is Russian and shows an example', () => {
    const result = normalizePhone('1');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toContain('+7 900 123-45-67');
  });

  it('any phone that passes has 11 digits and starts with 7', () => {
    fc.assert(
      fc.property(fc.oneof(phoneLike, fc.string()), (input) => {
        const result = normalizePhone(input);
        if (result.ok) {
          expect(result.value).toMatch(/^7\d{10}$/);
          expect(result.value).toHaveLength(PHONE_LENGTH);
        }
      }),
    );
  });

  it('normalising twice equals normalising once', () => {
    fc.assert(
      fc.property(phoneLike, (input) => {
        const once = normalizePhone(input);
        if (once.ok) expect(normalizePhone(once.value)).toEqual(once);
      }),
    );
  });

  it('every ten-digit mobile number passes with 7, 8 or no prefix', () => {
    fc.assert(
      fc.property(digitString(9, 9), fc.constantFrom('', '7', '+7', '8'), (rest, prefix) => {
        expect(normalizePhone(`${prefix}9${rest}`)).toEqual({ ok: true, value: `79${rest}` });
      }),
    );
  });
});

describe('formatPhone', () => {
  it("formats as '+7 900 123-45-67'", () => {
    expect(formatPhone('79001234567')).toBe('+7 900 123-45-67');
    expect(formatPhone('8 900 1234567')).toBe('+7 900 123-45-67');
  });

  it('leaves an invalid phone as typed', () => {
    expect(formatPhone(' 12345 ')).toBe('12345');
  });
});
