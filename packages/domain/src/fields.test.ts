import { describe, expect, it } from 'vitest';
import { ABOUT_RULE, DISPLAY_NAME_RULE, parsePriceInput, TITLE_RULE, validateText } from './fields.ts';

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

describe('parsePriceInput', () => {
  it('reads whole rubles as people type them, empty as unknown, anything else as not a price', () => {
    expect(parsePriceInput(' 1 500 ')).toBe(1500);
    expect(parsePriceInput('0')).toBe(0);
    expect(parsePriceInput('  ')).toBeNull();
    expect(parsePriceInput('500 ₽')).toBeNaN();
    expect(parsePriceInput('-5')).toBeNaN();
  });
});
