import { describe, expect, it } from 'vitest';
import { fail, ok, type Result } from './result.ts';

describe('result', () => {
  it('ok wraps a value', () => {
    const result: Result<number> = ok(1);
    expect(result).toEqual({ ok: true, value: 1 });
  });

  it('fail carries a code and a message', () => {
    const result: Result<number> = fail('CODE', 'Сообщение');
    expect(result).toEqual({ ok: false, error: { code: 'CODE', message: 'Сообщение' } });
  });
});
