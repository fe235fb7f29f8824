import { describe, expect, it } from 'vitest';
import { normalizeUsername, validatePassword, validateUsername } from './account.ts';

describe('usernames', () => {
  it('are lowercased and lose a leading @', () => {
    expect(normalizeUsername(' @Anna_K ')).toBe('anna_k');
  });
  it('accept latin letters, digits, _ and . starting with a letter', () => {
    expect(validateUsername('anna.k_2')).toEqual({ ok: true, value: 'anna.k_2' });
  });
  it('refuse Cyrillic, leading digits and short names with a code', () => {
    expect(validateUsername('анна')).toMatchObject({ ok: false, error: { code: 'USERNAME_INVALID' } });
    expect(validateUsername('2anna')).toMatchObject({ ok: false, error: { code: 'USERNAME_INVALID' } });
    expect(validateUsername('an')).toMatchObject({ ok: false, error: { code: 'USERNAME_TOO_SHORT' } });
    expect(validateUsername('a'.repeat(33))).toMatchObject({ ok: false, error: { code: 'USERNAME_TOO_LONG' } });
  });
});

describe('passwords', () => {
  it('need at least 8 characters', () => {
    expect(validatePassword('1234567')).toMatchObject({ ok: false, error: { code: 'PASSWORD_TOO_SHORT' } });
    expect(validatePassword('12345678')).toEqual({ ok: true, value: '12345678' });
  });
});
