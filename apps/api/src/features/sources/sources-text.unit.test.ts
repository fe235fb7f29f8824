import fc from 'fast-check';
import { expect, it } from 'vitest';
import { type SourceRow, sourceLabel } from './sources.intake.ts';

// A feed's, calendar's or channel's own name is outside text that becomes an announcement's one-line source field:
// whatever it holds, the label is one line, at most 200 characters, never cut inside a surrogate pair.

const hostile = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 400 }),
  fc.string({ unit: 'grapheme', maxLength: 400 }),
  fc.constantFrom(
    '$&$1$$',
    'Афиша\r\nвторая строка',
    '\ud800\udc00'.repeat(150),
    '\udfff\ud800 одиночки',
    'я'.repeat(100_000),
  ),
);

it('labels a source by its name on one line, cut between code points, whatever the name holds', () => {
  fc.assert(
    fc.property(hostile, fc.constantFrom('ICAL', 'RSS', 'WEB_PAGE', 'TELEGRAM_CHANNEL'), (title, kind) => {
      const label = sourceLabel({ kind, title, address: 'https://example.com/cal.ics' } as SourceRow);
      expect(label.length).toBeLessThanOrEqual(200);
      expect(label).not.toMatch(/[\r\n\u2028\u2029]/);
      // No pair split by the cut: a high surrogate at the end would be half of one.
      expect(/[\ud800-\udbff]$/.test(label) && !/[\ud800-\udbff]$/.test(title.slice(0, label.length))).toBe(false);
      expect(
        label.startsWith('Календарь: ') ||
          label.startsWith('Лента: ') ||
          label.startsWith('Сайт: ') ||
          label.startsWith('Телеграм: '),
      ).toBe(true);
    }),
    { numRuns: 300 },
  );
});
