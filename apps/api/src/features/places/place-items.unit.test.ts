import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARRIES_WRITTEN_VALUES, writeAnswer } from '../../lib/serializer.ts';
import { type PlaceRelated, placeItem, sameValue } from './place-items.ts';
import { type PlaceRow, summaryFromText } from './places.service.ts';

// A page of places is written from parts written before (place-items.ts): its bytes must be what JSON.stringify writes
// of the same items, whatever the rows hold, the first time a row is shown, every time after, and once it changed.

/** Text as people and hostile callers write it: any code unit (lone surrogates too), whole graphemes, and the usual traps. */
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '</script><script>alert(1)</script>',
    '\u2028\u2029',
    '\uD83D',
    '\uDE00x\uD83D',
    '😀👨‍👩‍👧‍👦🇷🇺',
    '"\\/\b\f\n\r\t\u0000\u001f\u007f',
    '\uFEFFБОМ',
    '\u{10FFFF}',
    'Кафе «Ёлка»',
    '',
  ),
);
const id = fc.uuid();
const weekday = fc.constantFrom('MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY');
const json: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.parse(JSON.stringify(value)));
const summary = fc.record({
  opinions: fc.nat(50),
  analysed: fc.integer({ min: 1, max: 50 }),
  sentiment: fc.record({ positive: fc.nat(9), neutral: fc.nat(9), negative: fc.nat(9) }),
  minMentions: fc.integer({ min: 1, max: 5 }),
  aspects: fc.array(
    fc.record({
      aspect: fc.constantFrom('FOOD', 'SERVICE'),
      mentions: fc.integer({ min: 1, max: 9 }),
      sentiment: fc.record({ positive: fc.nat(9), neutral: fc.nat(9), negative: fc.nat(9) }),
      positiveShare: fc.double({ min: 0, max: 1, noNaN: true }),
      score: fc.double({ min: -1, max: 1, noNaN: true }),
      quotes: fc.array(
        fc.record({ opinionId: id, text, sentiment: fc.constantFrom('POSITIVE', 'NEGATIVE', 'NEUTRAL') }),
        { maxLength: 3 },
      ),
    }),
    { maxLength: 2 },
  ),
  fewMentions: fc.constant([]),
});
const organisation = fc.record({ id, code: text, name: text });
const feature = fc.record({ id, name: text, icon: text });

const row = (organisations: { id: string }[], features: { id: string }[]) =>
  fc.record({
    id,
    code: text,
    organisationId: fc.oneof(fc.constant(null), fc.constantFrom(...organisations.map((o) => o.id), randomUUID())),
    name: text,
    description: text,
    address: text,
    latitude: fc.oneof(fc.constant(null), fc.double({ min: -90, max: 90, noNaN: true })),
    longitude: fc.oneof(fc.constant(null), fc.double({ min: -180, max: 180, noNaN: true })),
    timeZone: fc.constantFrom('Europe/Moscow', 'Asia/Vladivostok', 'UTC'),
    schedule: fc.array(fc.record({ weekday, from: fc.nat(1439), to: fc.integer({ min: 1, max: 1440 }) }), {
      maxLength: 7,
    }),
    tags: fc.array(text, { maxLength: 3 }),
    featureIds: fc.array(fc.constantFrom(...features.map((f) => f.id), randomUUID()), { maxLength: 4 }),
    contacts: fc.array(fc.record({ type: fc.constantFrom('PHONE', 'SITE'), value: text }), { maxLength: 2 }),
    photoFileIds: fc.array(id, { maxLength: 2 }),
    averageBill: fc.oneof(fc.constant(null), fc.nat(100_000)),
    menuUrl: fc.oneof(fc.constant(null), text),
    status: fc.constantFrom('PUBLISHED', 'DRAFT'),
    rating: fc.oneof(fc.constant(null), fc.double({ min: 1, max: 5, noNaN: true })),
    opinionCount: fc.nat(1000),
    opinionTagCounts: fc.dictionary(text, fc.nat(99), { maxKeys: 3 }),
    upcomingEventCount: fc.nat(99),
    processedAt: fc.constant(null),
    // As the list reads it: the text, parsed and kept once per place (places.service.ts).
    opinionSummary: fc.oneof(fc.constant(null), summary, json).map((value) => JSON.stringify(value)),
    createdAt: fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
    updatedAt: fc.date({ noInvalidDate: true }),
  });

const page = fc
  .tuple(
    fc.uniqueArray(organisation, { selector: (o) => o.id, maxLength: 3 }),
    fc.uniqueArray(feature, { maxLength: 4, selector: (f) => f.id }),
  )
  .chain(([organisations, features]) =>
    fc.record({
      organisations: fc.constant(organisations),
      features: fc.constant(features),
      rows: fc.uniqueArray(row(organisations, features), { selector: (r) => r.id, minLength: 1, maxLength: 4 }),
      point: fc.oneof(
        fc.constant(null),
        fc.record({
          lat: fc.double({ min: -90, max: 90, noNaN: true }),
          lng: fc.double({ min: -180, max: 180, noNaN: true }),
        }),
      ),
    }),
  );

type Page = { rows: Record<string, unknown>[]; organisations: { id: string }[]; features: { id: string }[] };

/** The rows as the collection hands them over: fresh objects, the summary read from its text. */
const read = (rows: Page['rows']) =>
  rows.map((raw) => ({
    ...structuredClone(raw),
    opinionSummary: summaryFromText(raw.opinionSummary, raw.id),
  })) as unknown as PlaceRow[];

/** The related rows as a page reads them: fresh objects each time. */
const relatedOf = ({ organisations, features }: Page): PlaceRelated => ({
  organisations: new Map(organisations.map((o) => [o.id, { ...o }]) as never),
  features: new Map(features.map((f) => [f.id, { ...f }]) as never),
});

const written = (items: unknown[]) => String(writeAnswer({ items, nextCursor: null, [CARRIES_WRITTEN_VALUES]: true }));

describe('places written from parts written before', () => {
  it('write a page byte for byte as JSON.stringify does: the first time, again, and once a row or its names changed', () => {
    fc.assert(
      fc.property(page, text, (generated, changed) => {
        const point = (generated as { point: { lat: number; lng: number } | null }).point;
        for (let time = 0; time < 2; time++) {
          const items = read(generated.rows).map((r) => placeItem(r, relatedOf(generated), point));
          expect(written(items)).toBe(JSON.stringify({ items, nextCursor: null }));
        }
        // A column changed, and an organisation and a feature renamed: the page says so.
        const rows = generated.rows.map((r, index) => (index === 0 ? { ...r, name: `${r.name}${changed}` } : r));
        const renamed = {
          ...generated,
          organisations: generated.organisations.map((o) => ({ ...o, name: `${o.name}${changed}` })),
          features: generated.features.map((f) => ({ ...f, icon: `${f.icon}${changed}` })),
        };
        const items = read(rows).map((r) => placeItem(r, relatedOf(renamed), point));
        const body = written(items);
        expect(body).toBe(JSON.stringify({ items, nextCursor: null }));
        expect((JSON.parse(body).items[0] as { name: string }).name).toBe(
          JSON.parse(JSON.stringify(`${generated.rows[0]?.name}${changed}`)),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('a copy of a place with a value changed is written as it is, not as the place it was copied from', () => {
    const place = read([
      {
        id: randomUUID(),
        code: 'p1',
        organisationId: null,
        name: 'Кофейня',
        description: '',
        address: '',
        latitude: null,
        longitude: null,
        timeZone: 'Europe/Moscow',
        schedule: [],
        tags: [],
        featureIds: [],
        contacts: [],
        photoFileIds: [],
        averageBill: null,
        menuUrl: null,
        status: 'PUBLISHED',
        rating: null,
        opinionCount: 0,
        opinionTagCounts: {},
        upcomingEventCount: 0,
        processedAt: null,
        opinionSummary: 'null',
        createdAt: new Date(),
        updatedAt: new Date(),
      },
    ])[0] as PlaceRow;
    const item = placeItem(place, relatedOf({ rows: [], organisations: [], features: [] }), null);
    const copy = { ...item, name: 'Другое' };
    expect(written([item, copy])).toBe(JSON.stringify({ items: [item, copy], nextCursor: null }));
  });

  it('compares column values as JSON would write them', () => {
    expect(sameValue({ a: 1, b: [1, 'x'] }, { a: 1, b: [1, 'x'] })).toBe(true);
    // Key order is part of the JSON.
    expect(sameValue({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
    expect(sameValue(new Date(5), new Date(5))).toBe(true);
    expect(sameValue(new Date(5), new Date(6))).toBe(false);
    expect(sameValue(Number.NaN, Number.NaN)).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(sameValue(null, {})).toBe(false);
  });
});
