import { describe, expect, it } from 'vitest';
import { AnnouncementExtraction, type DraftEvent } from '../contract.ts';
import { normaliseRu } from '../text/normalise.ts';
import { extractAnnouncement } from './extract.ts';
import { ANNOUNCEMENTS, type ExpectedEvent, FIXTURE_PLACES } from './fixtures/announcements.ts';

// Per-field accuracy of the built-in extractor over the fixture of real-looking announcements. The n-th expected
// event of a post is compared with the n-th extracted one; a missing draft gets every field wrong.

const FIELDS = ['start', 'end', 'price', 'place', 'title', 'ticketUrl'] as const;
type Field = (typeof FIELDS)[number];
const REQUIRED = 0.85;

/** A bare date in the fixture means only the day counts (the post names no time). */
function sameMoment(expected: string | null, actual: string | null | undefined): boolean {
  if (expected === null) return actual === null || actual === undefined;
  if (!actual) return false;
  return /^\d{4}-\d{2}-\d{2}$/.test(expected) ? actual.slice(0, 10) === expected : actual === expected;
}

function fieldOk(field: Field, expected: ExpectedEvent, actual: DraftEvent | undefined): boolean {
  if (!actual) return false;
  switch (field) {
    case 'start':
      return sameMoment(expected.start, actual.startsAt.value);
    case 'end':
      return sameMoment(expected.end, actual.endsAt.value);
    case 'price':
      return JSON.stringify(expected.price) === JSON.stringify(actual.price.value);
    case 'place':
      return expected.place === (actual.place.value?.id ?? null);
    case 'title':
      return normaliseRu(actual.title.value ?? '').includes(normaliseRu(expected.title));
    case 'ticketUrl':
      return (expected.ticketUrl ?? null) === actual.ticketUrl.value;
  }
}

function shown(field: Field, event: DraftEvent | undefined): string {
  if (!event) return '(no draft)';
  const value = {
    start: event.startsAt.value,
    end: event.endsAt.value,
    price: event.price.value,
    place: event.place.value?.id ?? null,
    title: event.title.value,
    ticketUrl: event.ticketUrl.value,
  }[field];
  return JSON.stringify(value);
}

describe('announcement extraction accuracy', () => {
  it(`reaches ${REQUIRED * 100} % on every field of the fixture`, async () => {
    const right: Record<Field, number> = { start: 0, end: 0, price: 0, place: 0, title: 0, ticketUrl: 0 };
    const wrong: string[] = [];
    let total = 0;
    let countsRight = 0;
    for (const announcement of ANNOUNCEMENTS) {
      const extraction = AnnouncementExtraction.parse(
        await extractAnnouncement({
          text: announcement.text,
          publishedAt: new Date(announcement.publishedAt),
          timeZone: announcement.timeZone,
          places: async () => FIXTURE_PLACES,
        }),
      );
      if (extraction.events.length === announcement.events.length) countsRight += 1;
      else wrong.push(`${announcement.id}: ${extraction.events.length} drafts, expected ${announcement.events.length}`);
      for (const [index, expected] of announcement.events.entries()) {
        total += 1;
        const actual = extraction.events[index];
        for (const field of FIELDS) {
          if (fieldOk(field, expected, actual)) right[field] += 1;
          else {
            const want = field === 'title' ? expected.title : JSON.stringify(expected[field] ?? null);
            wrong.push(`${announcement.id}#${index + 1} ${field}: got ${shown(field, actual)}, expected ${want}`);
          }
        }
      }
    }
    const share = (n: number) => n / total;
    const table = FIELDS.map((field) => `${field.padEnd(6)} ${(share(right[field]) * 100).toFixed(1).padStart(5)} %`);
    console.log(
      [
        `Built-in extractor on ${ANNOUNCEMENTS.length} announcements, ${total} events:`,
        ...table,
        `drafts per post right: ${countsRight}/${ANNOUNCEMENTS.length}`,
        '',
        'Still wrong:',
        ...wrong,
      ].join('\n'),
    );
    for (const field of FIELDS) expect(share(right[field]), field).toBeGreaterThanOrEqual(REQUIRED);
  });
});
