import { describe, expect, it } from 'vitest';
import { memo } from './memo.ts';

describe('memo', () => {
  it('computes a text once and answers the same after', () => {
    const seen: string[] = [];
    const upper = memo((text: string) => {
      seen.push(text);
      return text.toUpperCase();
    });
    expect([upper('кафе'), upper('кафе'), upper('бар'), upper('кафе')]).toEqual(['КАФЕ', 'КАФЕ', 'БАР', 'КАФЕ']);
    expect(seen).toEqual(['кафе', 'бар']);
  });

  it('remembers an answer that is undefined or empty as well', () => {
    let calls = 0;
    const nothing = memo((_text: string) => {
      calls += 1;
      return undefined;
    });
    nothing('a');
    nothing('a');
    expect(calls).toBe(1);
  });

  it('starts over past its bound, so distinct texts never make it grow without end', () => {
    const seen: string[] = [];
    const length = memo(
      (text: string) => {
        seen.push(text);
        return text.length;
      },
      { limit: 2 },
    );
    for (const text of ['a', 'b', 'c', 'a']) length(text);
    // 'c' found the memo full and emptied it: 'a' is computed again.
    expect(seen).toEqual(['a', 'b', 'c', 'a']);
  });

  it('keeps nothing while keep() says no, and answers all the same', () => {
    let ready = false;
    let calls = 0;
    const form = memo(
      (text: string) => {
        calls += 1;
        return ready ? `${text}!` : text;
      },
      { keep: () => ready },
    );
    expect(form('x')).toBe('x');
    ready = true;
    expect(form('x')).toBe('x!');
    expect(form('x')).toBe('x!');
    expect(calls).toBe(2);
  });
});
