import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Contact,
  contactHref,
  EMPTY_CONTACT,
  normalizeContactValue,
  validateContact,
  validateContacts,
  WRONG_EMAIL,
  WRONG_SITE,
} from './contact.ts';
import { CONTACT_TYPES, type ContactType } from './enums.ts';
import { WRONG_PHONE_NUMBER } from './phone.ts';

const codeOf = (type: ContactType, value: string) => {
  const result = validateContact({ type, value });
  return result.ok ? null : result.error.code;
};

describe('normalizeContactValue', () => {
  it('a valid phone becomes its 11 digits', () => {
    expect(normalizeContactValue('PHONE', '8 (900) 123-45-67')).toBe('79001234567');
  });

  it('an invalid phone is only trimmed', () => {
    expect(normalizeContactValue('PHONE', '  12-34 ')).toBe('12-34');
  });

  it("telegram loses '@' and all whitespace", () => {
    expect(normalizeContactValue('TELEGRAM', ' @mesto city ')).toBe('mestocity');
  });

  it('site and email lose all whitespace', () => {
    expect(normalizeContactValue('SITE', ' mesto .ru ')).toBe('mesto.ru');
    expect(normalizeContactValue('EMAIL', ' name @ mesto.ru')).toBe('name@mesto.ru');
  });

  it('other is trimmed only', () => {
    expect(normalizeContactValue('OTHER', '  вход со двора  ')).toBe('вход со двора');
  });

  it('normalising twice equals normalising once, for every contact type', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONTACT_TYPES),
        fc.oneof(fc.string(), fc.constantFrom(' 8 900 123 45 67 ', ' @ name ', ' a b.c ')),
        (type, value) => {
          const once = normalizeContactValue(type, value);
          expect(normalizeContactValue(type, once)).toBe(once);
        },
      ),
    );
  });
});

describe('validateContact', () => {
  it('returns the contact with its value normalised, keeping the description', () => {
    expect(validateContact({ type: 'PHONE', value: '8 900 123 45 67', description: 'Бронь' })).toEqual({
      ok: true,
      value: { type: 'PHONE', value: '79001234567', description: 'Бронь' },
    });
  });

  it('phone must be valid → WRONG_PHONE_NUMBER', () => {
    expect(codeOf('PHONE', '12345')).toBe(WRONG_PHONE_NUMBER);
    expect(codeOf('PHONE', '+7 900 123-45-67')).toBeNull();
  });

  it('site needs text, a dot, then text', () => {
    for (const site of ['mesto.ru', 'https://mesto.ru/x', 'www.mesto.ru', ' mesto . ru ']) {
      expect(codeOf('SITE', site)).toBeNull();
    }
    for (const site of ['mesto', '.ru', 'mesto.', '', '  ']) expect(codeOf('SITE', site)).toBe(WRONG_SITE);
  });

  it('email must look like local@domain.tld', () => {
    for (const email of ['name@mesto.ru', 'a.b+c@mail.example.com']) expect(codeOf('EMAIL', email)).toBeNull();
    for (const email of ['name', 'name@mesto', '@mesto.ru', 'name@.ru', 'a@b@c.ru', '']) {
      expect(codeOf('EMAIL', email)).toBe(WRONG_EMAIL);
    }
  });

  it('telegram and other must not be empty after normalisation → EMPTY_CONTACT', () => {
    expect(codeOf('TELEGRAM', ' @ ')).toBe(EMPTY_CONTACT);
    expect(codeOf('OTHER', '   ')).toBe(EMPTY_CONTACT);
    expect(codeOf('TELEGRAM', '@mesto')).toBeNull();
    expect(codeOf('OTHER', 'вход со двора')).toBeNull();
  });

  it('error messages are Russian', () => {
    for (const [type, value] of [
      ['PHONE', '1'],
      ['SITE', 'x'],
      ['EMAIL', 'x'],
      ['TELEGRAM', ''],
    ] as const) {
      const result = validateContact({ type, value });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.message).toMatch(/[А-Яа-яЁё]/);
    }
  });

  it('a validated contact validates again to itself', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CONTACT_TYPES), fc.string(), (type, value) => {
        const once = validateContact({ type, value });
        if (once.ok) expect(validateContact(once.value)).toEqual(once);
      }),
    );
  });
});

describe('contactHref', () => {
  it('phone links to tel:+7…', () => {
    expect(contactHref({ type: 'PHONE', value: '8 900 123 45 67' })).toBe('tel:+79001234567');
  });

  it('email links to mailto:', () => {
    expect(contactHref({ type: 'EMAIL', value: 'name@mesto.ru' })).toBe('mailto:name@mesto.ru');
  });

  it('telegram links to t.me with the bare name', () => {
    expect(contactHref({ type: 'TELEGRAM', value: '@mesto' })).toBe('https://t.me/mesto');
  });

  it('site and other are used as they are', () => {
    expect(contactHref({ type: 'SITE', value: 'https://mesto.ru' })).toBe('https://mesto.ru');
    expect(contactHref({ type: 'OTHER', value: 'vk.com/mesto' })).toBe('vk.com/mesto');
  });
});

describe('validateContacts', () => {
  it('returns every contact normalised when all are valid', () => {
    const contacts: Contact[] = [
      { type: 'TELEGRAM', value: '@mesto' },
      { type: 'SITE', value: 'mesto.ru ' },
    ];
    expect(validateContacts(contacts)).toEqual({
      ok: true,
      value: [
        { type: 'TELEGRAM', value: 'mesto' },
        { type: 'SITE', value: 'mesto.ru' },
      ],
    });
  });

  it('reports every invalid contact with its index', () => {
    const result = validateContacts([
      { type: 'PHONE', value: '1' },
      { type: 'SITE', value: 'mesto.ru' },
      { type: 'EMAIL', value: 'nope' },
    ]);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.map(({ index, code }) => ({ index, code }))).toEqual([
        { index: 0, code: WRONG_PHONE_NUMBER },
        { index: 2, code: WRONG_EMAIL },
      ]);
    }
  });

  it('an empty list is valid', () => {
    expect(validateContacts([])).toEqual({ ok: true, value: [] });
  });
});
