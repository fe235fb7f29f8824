// @vitest-environment node
// The event page's schema.org data as the server writes it into the page: whatever an organiser types as the title
// and whatever ticket link reaches the API, the data block reads back unchanged and nothing in it ends the script.
import { createServerEntry } from '@mesto/app-shell/server';
import { PageMeta } from '@mesto/ui';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths.ts';
import type { EventOccurrence } from '../api/get-event.ts';
import { eventJsonLd } from './event-json-ld.ts';

const TEMPLATE =
  '<!doctype html><html lang="ru"><head><meta charset="UTF-8" /><title>Место</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

const links = {
  page: 'https://mesto.example/event/ev00121',
  place: 'https://mesto.example/place/place019',
  organisation: null,
};

const event = (title: string, ticketUrl: string | null, price: number | null): EventOccurrence => ({
  id: '76335b03-2ef6-4344-adcb-7551224cbfd7',
  code: 'ev00121',
  occurrenceId: 'dd9411c9-28f9-42ff-bc49-d58d1eb536e3',
  title,
  description: title,
  startsAt: '2030-11-22T19:00:00.000Z',
  endsAt: null,
  seriesStartsAt: '2030-11-22T19:00:00.000Z',
  seriesEndsAt: null,
  timeZone: 'Europe/Moscow',
  startMinute: 1320,
  repeatWeekdays: [],
  repeatUntil: null,
  placeId: '8ed8af42-c7e0-4dd3-bcd8-efe96dcd979c',
  place: {
    id: '8ed8af42-c7e0-4dd3-bcd8-efe96dcd979c',
    code: 'place019',
    name: title,
    address: title,
    timeZone: 'Europe/Moscow',
    latitude: 56.312418,
    longitude: 44.023939,
  },
  organisationId: null,
  organisation: null,
  eventListId: null,
  eventList: null,
  price,
  ticketUrl,
  tags: [],
  featureIds: [],
  features: [],
  coverFileId: null,
  status: 'PUBLISHED',
  going: 0,
  createdAt: '2030-11-01T10:00:00.000Z',
});

/** The page the server sends for a screen that writes this event's schema.org data, as EventPageMeta does. */
async function pageOf(data: ReturnType<typeof eventJsonLd>): Promise<string> {
  const { handle } = createServerEntry({
    routes: [
      {
        path: '/event/:eventCode',
        Component: () => <PageMeta title={`${data.name} — Место`} structuredData={[data]} />,
      },
    ],
    paths,
    documentTitle: (title) => `${title} — Место`,
  });
  const answer = await handle(new Request('https://mesto.example/event/ev00121'), {
    apiOrigin: 'http://127.0.0.1:1',
    template: TEMPLATE,
  });
  return answer?.body ?? '';
}

/**
 * The data blocks of a page as an HTML parser splits them: a script's text runs to the first `</script` (any case).
 * Each block's text must hold no `<` at all, so neither `</script` nor `<!--` can change where it ends.
 */
function dataBlocks(html: string): string[] {
  const blocks: string[] = [];
  const open = '<script type="application/ld+json">';
  let at = html.indexOf(open);
  while (at >= 0) {
    const start = at + open.length;
    const close = /<\/script/gi;
    close.lastIndex = start;
    const end = close.exec(html)?.index ?? html.length;
    blocks.push(html.slice(start, end));
    at = html.indexOf(open, end);
  }
  return blocks;
}

/** Text that tries every way out of a script and into a replacement pattern, mixed into full Unicode. */
const hostile = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc
    .array(
      fc.oneof(
        fc.constantFrom(
          '</script>',
          '</SCRIPT >',
          '</script/',
          '<!--',
          '<script>',
          '-->',
          '$&',
          "$'",
          '$`',
          '$1',
          '$$',
          '\r\n',
          '\u2028',
          '\u2029',
          '\ud800',
          '\udfff',
          '"',
          '\\',
          '&amp;',
        ),
        fc.string({ unit: 'grapheme', maxLength: 8 }),
      ),
      { maxLength: 12 },
    )
    .map((parts) => parts.join('')),
);

describe('the event’s schema.org data in the server’s page', () => {
  it('keeps any title and ticket link unchanged and inside its script', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, hostile, fc.option(fc.nat({ max: 10_000_000 })), async (title, tail, price) => {
        const ticketUrl = `https://tickets.example/${tail}`;
        const data = eventJsonLd(event(title, ticketUrl, price), links);
        const html = await pageOf(data);
        const blocks = dataBlocks(html);
        expect(blocks).toHaveLength(1);
        const [block = ''] = blocks;
        expect(block).not.toContain('<');
        const read = JSON.parse(block) as typeof data;
        expect(read).toEqual(JSON.parse(JSON.stringify(data)));
        expect(read.name).toBe(title);
        expect(read.offers?.url).toBe(ticketUrl);
        // The page around it is whole: one document, the app's own script still last.
        expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
        expect(html.endsWith('<script type="module" src="/assets/index.js"></script></body></html>')).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
