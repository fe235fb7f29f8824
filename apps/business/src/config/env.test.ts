import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

// The settings both apps share are tested in @mesto/app-shell; here only the panel's own.
describe('parseEnv', () => {
  it('reads the public site address without a trailing slash', () => {
    expect(parseEnv({ VITE_VISITOR_URL: 'https://gorod.example/' }).visitorUrl).toBe('https://gorod.example');
    expect(parseEnv({ VITE_VISITOR_URL: '' }).visitorUrl).toBeNull();
  });

  it('refuses a malformed address, naming it', () => {
    expect(() => parseEnv({ VITE_VISITOR_URL: 'gorod.example' })).toThrow(/VITE_VISITOR_URL/);
  });
});
