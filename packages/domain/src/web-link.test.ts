import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AVERAGE_BILL_MESSAGE,
  isAverageBill,
  LINK_CREDENTIALS,
  LINK_SCHEME,
  LINK_TOO_LONG,
  linkSite,
  TICKET_LINK_RULE,
  validateWebLink,
  WRONG_LINK,
} from './web-link.ts';

const check = (input: string) => validateWebLink(input, TICKET_LINK_RULE);
const codeOf = (input: string) => {
  const result = check(input);
  return result.ok ? null : result.error.code;
};

describe('validateWebLink', () => {
  it.each([
    'https://ticketscloud.com/v1/widgets/common?token=abc&event=6512',
    'http://qtickets.ru/event/12345',
    'https://кассир.рф/концерт?дата=2026-11-26#места',
    'https://radario.ru/events/1(2)',
    'HTTPS://Timepad.ru/event/1/',
    'https://afisha.yandex.ru/nizhny-novgorod/concert/sinkopa?utm_source=$&',
  ])('keeps %s exactly as given', (link) => {
    expect(check(`  ${link}\n`)).toEqual({ ok: true, value: link });
  });

  it.each([
    ['javascript:alert(1)', LINK_SCHEME],
    ['JavaScript:alert(document.cookie)', LINK_SCHEME],
    ['data:text/html,<script>alert(1)</script>', LINK_SCHEME],
    ['ftp://tickets.example/1', LINK_SCHEME],
    ['mailto:kassa@example.ru', LINK_SCHEME],
    ['ticketscloud.com/event/1', WRONG_LINK],
    ['tickets.example:8080/1', WRONG_LINK],
    ['//tickets.example/1', WRONG_LINK],
    ['https://', WRONG_LINK],
    ['https://localhost/tickets', WRONG_LINK],
    ['https://tickets.example/a b', WRONG_LINK],
    ['https://tickets.example/a\nb', WRONG_LINK],
    ['https://user:secret@tickets.example/1', LINK_CREDENTIALS],
    ['https://admin@tickets.example/1', LINK_CREDENTIALS],
    ['', WRONG_LINK],
  ])('refuses %j (%s)', (link, code) => {
    expect(codeOf(link)).toBe(code);
  });

  it('names the field in every message', () => {
    for (const link of ['javascript:alert(1)', 'нет', 'https://a:b@c.ru', `https://a.ru/${'x'.repeat(2000)}`]) {
      const result = check(link);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.message).toMatch(/^Ссылка на билеты/);
    }
  });

  it('takes 2,000 characters and no more', () => {
    const base = 'https://tickets.example/';
    expect(check(base + 'x'.repeat(2000 - base.length)).ok).toBe(true);
    expect(codeOf(base + 'x'.repeat(2001 - base.length))).toBe(LINK_TOO_LONG);
  });

  it('accepts only http(s) links without spaces or credentials, whatever else is typed', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 300 }),
          fc.string({ unit: 'binary', maxLength: 300 }).map((tail) => `https://${tail}`),
          fc.webUrl({ withQueryParameters: true, withFragments: true, authoritySettings: { withUserInfo: true } }),
        ),
        (input) => {
          const result = check(input);
          if (!result.ok) return;
          expect(result.value).toBe(input.trim());
          expect(result.value).toMatch(/^https?:\/\//i);
          expect(result.value).not.toMatch(/\s/);
          const url = new URL(result.value);
          expect(['http:', 'https:']).toContain(url.protocol);
          expect(url.username + url.password).toBe('');
        },
      ),
      { numRuns: 500 },
    );
  });

  it('keeps any path and query of a valid link unchanged', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (tail) => {
        const link = `https://tickets.example/${tail.replace(/[\s\p{Cc}\u2028\u2029]/gu, '')}`;
        expect(check(link)).toEqual({ ok: true, value: link });
      }),
    );
  });
});

describe('linkSite', () => {
  it.each([
    ['https://www.Radario.ru/events/1', 'radario.ru'],
    ['https://afisha.yandex.ru/nn?x=1', 'afisha.yandex.ru'],
    ['https://кассир.рф/концерт', 'кассир.рф'],
    ['http://tickets.example:8080/1', 'tickets.example'],
    ['javascript:alert(1)', null],
    ['https://localhost/', null],
  ])('%s → %s', (link, site) => {
    expect(linkSite(link)).toBe(site);
  });
});

describe('isAverageBill', () => {
  it('takes whole rubles from 1 to a million', () => {
    expect([1, 1500, 1_000_000].map(isAverageBill)).toEqual([true, true, true]);
    expect([0, -500, 1_000_001, 1.5, Number.NaN].map(isAverageBill)).toEqual([false, false, false, false, false]);
    expect(AVERAGE_BILL_MESSAGE).toBe('Средний чек — целое число рублей от 1 до 1\u00a0000\u00a0000');
  });
});
