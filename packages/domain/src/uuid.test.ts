import { describe, expect, it } from 'vitest';
import { isUuid } from './uuid.ts';

describe('isUuid', () => {
  it('takes the canonical 8-4-4-4-12 form of any version, in either case', () => {
    expect(isUuid('6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b')).toBe(true);
    expect(isUuid('6F1E2D3C-4B5A-1978-8A6B-5C4D3E2F1A0B')).toBe(true);
  });

  it('refuses what PostgreSQL would refuse or read differently', () => {
    for (const value of [
      '',
      'abc',
      '6f1e2d3c4b5a49788a6b5c4d3e2f1a0b',
      '{6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b}',
      ' 6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b',
      null,
      42,
    ]) {
      expect(isUuid(value), String(value)).toBe(false);
    }
  });
});
