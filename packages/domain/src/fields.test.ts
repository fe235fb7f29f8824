import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ABOUT_RULE,
  ADDRESS_RULE,
  breaksLine,
  DESCRIPTION_RULE,
  DISPLAY_NAME_RULE,
  parsePriceInput,
  TITLE_RULE,
  toOneLine,
  validateText,
} from './fields.ts';

describe('text fields', () => {
  it('a required field left blank says what to fill in', () => {
    expect(validateText('   ', DISPLAY_NAME_RULE)).toEqual({
      ok: false,
      error: { code: 'REQUIRED', message: 'Укажите имя' },
    });
    expect(validateText('', TITLE_RULE)).toMatchObject({ ok: false, error: { message: 'Укажите название' } });
  });

  it('an optional field may be empty', () => {
    expect(validateText('', ABOUT_RULE)).toEqual({ ok: true, value: '' });
  });

  it('text is trimmed before its length is checked', () => {
    expect(validateText(`  ${'я'.repeat(80)}  `, DISPLAY_NAME_RULE)).toEqual({ ok: true, value: 'я'.repeat(80) });
  });

  it('too long text names the field and the limit', () => {
    expect(validateText('я'.repeat(81), DISPLAY_NAME_RULE)).toMatchObject({
      ok: false,
      error: { code: 'TOO_LONG', message: 'Имя — не длиннее 80 символов' },
    });
  });
});

describe('one-line fields', () => {
  it('a name, a title or an address refuses line breaks and control characters, saying it is one line', () => {
    for (const text of [
      'X\r\nX-INJ:1\r\nBEGIN:VEVENT',
      'a\nb',
      'a\rb',
      'a\tb',
      'a\u0085b',
      'a\u2028b',
      'a\u001bb',
      'a\u007fb',
    ]) {
      expect(validateText(text, TITLE_RULE), JSON.stringify(text)).toEqual({
        ok: false,
        error: {
          code: 'CONTROL_CHARACTERS',
          message: 'Название — одной строкой, без переносов и управляющих символов',
        },
      });
      expect(validateText(text, ADDRESS_RULE).ok, JSON.stringify(text)).toBe(false);
    }
  });

  it('outside text is made one line: each run of breaks and controls is one space', () => {
    expect(toOneLine(' Анна\r\n\tМ.\u2028 ')).toBe('Анна М.');
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (text) => {
        const line = toOneLine(text);
        expect(breaksLine(line)).toBe(false);
        expect(line).toBe(line.trim());
      }),
    );
  });

  it('a text of paragraphs keeps its line breaks and tabs, and refuses other control characters', () => {
    expect(validateText('Первый абзац.\r\n\r\n\tВторой.\u2028', DESCRIPTION_RULE).ok).toBe(true);
    expect(validateText('звонок\u0007', ABOUT_RULE)).toMatchObject({
      ok: false,
      error: { code: 'CONTROL_CHARACTERS' },
    });
  });

  it('any text without control characters passes a one-line rule as it was typed (whole Unicode)', () => {
    const noControls = fc
      .string({ unit: 'grapheme', maxLength: 60 })
      .filter((text) => !/[\p{Cc}\u2028\u2029]/u.test(text) && text.trim().length > 0);
    fc.assert(
      fc.property(noControls, (text) => {
        expect(validateText(text, TITLE_RULE)).toEqual({ ok: true, value: text.trim() });
      }),
    );
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 30 }),
        fc.constantFrom('\n', '\r', '\u0000', '\u009f'),
        (text, control) => {
          expect(validateText(`а${text}${control}${text}я`, TITLE_RULE).ok).toBe(false);
        },
      ),
    );
  });
});

describe('parsePriceInput', () => {
  it('reads whole rubles as people type them, empty as unknown, anything else as not a price', () => {
    expect(parsePriceInput(' 1 500 ')).toBe(1500);
    expect(parsePriceInput('0')).toBe(0);
    expect(parsePriceInput('  ')).toBeNull();
    expect(parsePriceInput('500 ₽')).toBeNaN();
    expect(parsePriceInput('-5')).toBeNaN();
  });
});
