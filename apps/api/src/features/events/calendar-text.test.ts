import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventLists, events, organisations, places } from '../../db/schema.ts';
import {
  APP_ORIGIN,
  bearer,
  createTestApp,
  grant,
  type Session,
  signUp,
  type TestApp,
} from '../../testing/test-app.ts';

// User text in calendar files. Two guards, both tested: one-line fields refuse line breaks and control characters at
// input (a 400 naming the field), and the calendar writer escapes whatever a row holds (rows written before the rule,
// or by a path that forgets it), so no text can add a line, a property or an event to the file.

const INJECTION = 'X\r\nX-INJ:1\r\nBEGIN:VEVENT';

/** The content lines of an iCalendar file, unfolded (RFC 5545 §3.1: CRLF followed by a space or tab continues). */
function contentLines(body: string): string[] {
  expect(body.endsWith('\r\n') || body.endsWith('END:VCALENDAR')).toBe(true);
  return body
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
}

/** A TEXT value read back (§3.3.11). */
const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, character: string) => (/n/i.test(character) ? '\n' : character));

/** What the writer may change in a text: control characters other than a line break become spaces, CR LF is LF. */
const asWritten = (text: string) => text.replace(/\r\n?/g, '\n').replace(/(?![\n\t])[\p{Cc}\u2028\u2029]/gu, ' ');

const PROPERTY_LINE = /^[A-Z][A-Z0-9-]*[;:]/;

describe('calendar files and user text', () => {
  let t: TestApp;
  let owner: Session;
  let organisation: { id: string; code: string };
  let place: { id: string; code: string };
  let list: { id: string; code: string };
  let event: { id: string; code: string };
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: { origin: APP_ORIGIN, ...bearer(owner) } });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t.app);
    await grant(t.app, owner.userId, ['BUSINESS_PANEL']);
    organisation = (await post('/api/organisations/editor', { name: 'Клуб' })).json();
    place = (
      await post('/api/places/editor', {
        organisationId: organisation.id,
        name: 'Сцена',
        latitude: 56.3,
        longitude: 44,
      })
    ).json();
    list = (await post('/api/event-lists/editor', { name: 'Среды', placeId: place.id })).json();
    const startsAt = new Date(Date.now() + 5 * 24 * 3600 * 1000).toISOString();
    event = (
      await post('/api/events/editor', { placeId: place.id, eventListId: list.id, title: 'Вечер', startsAt })
    ).json();
  });
  afterAll(() => t.close());

  it('the editors refuse a name or title with line breaks, naming the field, and change nothing', async () => {
    const cases: Array<[string, object, string]> = [
      ['/api/organisations/editor', { id: organisation.id, name: INJECTION }, 'name'],
      ['/api/places/editor', { id: place.id, name: INJECTION }, 'name'],
      ['/api/places/editor', { id: place.id, address: `Улица\nX-INJ:1` }, 'address'],
      ['/api/event-lists/editor', { id: list.id, name: INJECTION }, 'name'],
      ['/api/events/editor', { id: event.id, title: INJECTION }, 'title'],
      [
        '/api/places/editor',
        { id: place.id, contacts: [{ type: 'SITE', value: 'https://a.example', description: 'a\r\nb' }] },
        'contacts.0.description',
      ],
    ];
    for (const [url, payload, field] of cases) {
      const response = await post(url, payload);
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
      expect(response.json().fields?.[field], `${url} ${response.body}`).toMatch(/одной строкой/);
    }
    const [stored] = await t.app.db.select({ name: places.name }).from(places).where(eq(places.id, place.id));
    expect(stored?.name).toBe('Сцена');
    // A description is paragraphs: its line breaks are its own.
    const described = await post('/api/events/editor', { id: event.id, description: 'Первый.\r\n\r\nВторой.' });
    expect(described.statusCode, described.body).toBe(200);
  });

  it('whatever a row holds, every feed is one calendar whose lines are its own and whose names read back', async () => {
    const hostile = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.constantFrom(
        INJECTION,
        '\r\nEND:VCALENDAR\r\n',
        'a;b,c\\d',
        'x\u2028y\u2029z',
        '\u0085\u000b\u0007',
        'ё'.repeat(200),
      ),
      fc
        .array(fc.constantFrom('\r', '\n', '\\', ';', ',', ':', 'Я', '🎉', ' ', '\t'), { maxLength: 30 })
        .map((parts) => parts.join('')),
    );
    await fc.assert(
      fc.asyncProperty(hostile, hostile, hostile, async (name, title, description) => {
        const calendarName = `Н${name}`;
        const eventTitle = `С${title}`;
        await t.app.db.update(places).set({ name: calendarName, address: name }).where(eq(places.id, place.id));
        await t.app.db.update(organisations).set({ name: calendarName }).where(eq(organisations.id, organisation.id));
        await t.app.db.update(eventLists).set({ name: calendarName }).where(eq(eventLists.id, list.id));
        await t.app.db.update(events).set({ title: eventTitle, description }).where(eq(events.id, event.id));
        // The occurrences carry their own copy of what a feed lists: written the way the editor writes them.
        for (const url of [
          `/api/calendar/places/${place.code}`,
          `/api/calendar/organisations/${organisation.code}`,
          `/api/calendar/event-lists/${list.code}`,
          `/api/calendar/events/${event.code}`,
        ]) {
          const response = await t.app.inject({ url });
          expect(response.statusCode, url).toBe(200);
          const lines = contentLines(response.body);
          for (const line of lines) expect(PROPERTY_LINE.test(line), `${url}: ${JSON.stringify(line)}`).toBe(true);
          expect(lines.filter((line) => line === 'BEGIN:VCALENDAR')).toHaveLength(1);
          expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
          expect(lines.filter((line) => line.startsWith('X-INJ'))).toHaveLength(0);
          const value = (property: string) => {
            const line = lines.find((candidate) => candidate.startsWith(`${property}:`));
            return line === undefined ? undefined : unescapeText(line.slice(property.length + 1));
          };
          const expectedName = url.includes('/events/') ? eventTitle : calendarName;
          expect(value('X-WR-CALNAME'), url).toBe(asWritten(expectedName));
          expect(value('SUMMARY'), url).toBe(asWritten(eventTitle));
          if (description.length > 0) expect(value('DESCRIPTION'), url).toBe(asWritten(description));
        }
      }),
      { numRuns: 25, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000), verbose: true },
    );
  });
});
