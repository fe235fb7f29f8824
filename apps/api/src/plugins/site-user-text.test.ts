import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import vm from 'node:vm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../env.ts';
import { APP_ORIGIN, bearer, createTestApp, grant, type Session, signUp, type TestApp } from '../testing/test-app.ts';
import { sitePlugin } from './site.ts';

// Whatever people write — names, descriptions, addresses, opinions, answers, rooms, display names — every public
// page still goes out as one well-formed page: the items are made through the API as their owners would make them,
// and the pages are served by the production server of the built visitor app (MESTO_SERVE_APPS), rendered by its
// real server entry, exactly as a browser or a crawler gets them. Needs `pnpm --filter @mesto/visitor build`
// (turbo runs it before this package's tests).

const VISITOR = resolve(import.meta.dirname, '../../../visitor');
if (!existsSync(join(VISITOR, 'dist/index.html')) || !existsSync(join(VISITOR, 'dist-ssr/entry-server.js'))) {
  throw new Error(`no built visitor app at ${VISITOR} (build it: pnpm --filter @mesto/visitor build)`);
}

/** One seed for the whole file, printed on failure: PAGES_SEED=<it> replays the same texts. */
const SEED = Number(process.env.PAGES_SEED ?? Date.now() % 1_000_000);
const RUNS = 20;
/** The shortest limit of the one-line fields the text goes into (a display name), in UTF-16 units as the API counts. */
const LINE_MAX = 80;
const PARAGRAPHS_MAX = 400;

// ————— the texts —————

/**
 * Fragments that have broken pages somewhere: `String.prototype.replace`'s `$` patterns (React writes a typed `'`
 * as `&#x27;`, so `$'` reaches the HTML as `$&…`), what ends or comments out a script, CDATA's end, the line
 * separators JavaScript once refused in strings, entities, and the very markers the template is filled at.
 */
const HOSTILE = [
  '$`',
  "$'",
  '$&',
  '$1',
  '$$',
  '$<name>',
  '</script>',
  '</SCRIPT ',
  '<script>',
  '<!--',
  '-->',
  ']]>',
  '\u2028',
  '\u2029',
  '\r\n',
  '\r',
  '\n',
  '"',
  "'",
  '`',
  '\\',
  '&amp;',
  '&lt;',
  '&#x27;',
  '<div id="root"></div>',
  '</head>',
  '<title>',
  '</title>',
  '<!doctype html>',
  '\u202e',
  '\ufeff',
];

const segmenter = new Intl.Segmenter('ru', { granularity: 'grapheme' });

/** The longest start of `text`, whole graphemes only, within `max` UTF-16 units. */
function cut(text: string, max: number): string {
  let kept = '';
  for (const { segment } of segmenter.segment(text)) {
    if (kept.length + segment.length > max) break;
    kept += segment;
  }
  return kept;
}

/**
 * Text as a person could type it — any Unicode, mixed with the hostile fragments — in the two forms the API keeps as
 * they are: `paragraphs` for descriptions, opinions, answers and «about» (line breaks are theirs; no other control
 * characters), `line` for names, titles and addresses (one line: no control characters, no line separators). Both
 * trimmed, as the API trims them.
 */
const userText = fc
  .array(
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...HOSTILE) },
      { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }) },
    ),
    { minLength: 1, maxLength: 16 },
  )
  .map((parts) => {
    const typed = parts.join('').replace(/(?![\t\n\r])\p{Cc}/gu, '');
    return {
      paragraphs: cut(typed.trim(), PARAGRAPHS_MAX).trim(),
      line: cut(typed.replace(/[\p{Cc}\u2028\u2029]/gu, '').trim(), LINE_MAX).trim(),
    };
  })
  .filter(({ paragraphs, line }) => paragraphs !== '' && line !== '');

type Text = { line: string; paragraphs: string };

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A valid text with a lone surrogate (or NUL) put between two of its graphemes: no text at all for the API. */
const brokenText = fc
  .tuple(
    userText,
    fc.nat(),
    fc.oneof(
      fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)),
      fc.constant('\u0000'),
    ),
  )
  .map(([{ line }, at, broken]) => {
    const graphemes = [...segmenter.segment(line)].map(({ segment }) => segment);
    graphemes.splice(at % (graphemes.length + 1), 0, broken);
    return graphemes.join('');
  });

// ————— reading a served page —————

const ENTITY = /&(?:(amp|lt|gt|quot|apos)|#(\d+)|#x([0-9a-f]+));/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** Character references read back in one pass (so an escaped `&amp;amp;` stays `&amp;`). */
const decode = (html: string) =>
  html.replace(ENTITY, (_, name?: string, decimal?: string, hex?: string) =>
    name
      ? (NAMED[name.toLowerCase()] ?? '')
      : String.fromCodePoint(Number.parseInt(decimal ?? hex ?? '0', hex ? 16 : 10)),
  );

type Script = { attributes: string; content: string };

/** Scripts as the HTML tokenizer cuts them: from the start tag to the first `</script`, whatever is in between. */
function scriptsOf(html: string): Script[] {
  const scripts: Script[] = [];
  const start = /<script\b([^>]*)>/gi;
  const end = /<\/script/gi;
  for (let match = start.exec(html); match !== null; match = start.exec(html)) {
    const from = match.index + match[0].length;
    end.lastIndex = from;
    const to = end.exec(html)?.index ?? html.length;
    scripts.push({ attributes: match[1] ?? '', content: html.slice(from, to) });
    start.lastIndex = to;
  }
  return scripts;
}

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
type Tag = { name: string; attributes: Record<string, string> };

/** The start tags outside scripts and styles, with their attributes as written (not yet decoded). */
function tagsOf(html: string): Tag[] {
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1/gi, '<$1>');
  return [
    ...markup.matchAll(/<([a-z][\w:-]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/gi),
  ].map((match) => ({
    name: (match[1] ?? '').toLowerCase(),
    attributes: Object.fromEntries(
      [...(match[2] ?? '').matchAll(ATTRIBUTE)].map((attribute) => [
        (attribute[1] ?? '').toLowerCase(),
        attribute[2] ?? attribute[3] ?? attribute[4] ?? '',
      ]),
    ),
  }));
}

/** Every string of a value, deep. */
function stringsOf(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, found);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, found);
  return found;
}

/** Every object of a value that has an `id`, deep. */
function withIds(value: unknown, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) for (const item of value) withIds(item, found);
  else if (value !== null && typeof value === 'object') {
    if ('id' in value) found.push(value as Record<string, unknown>);
    for (const item of Object.values(value)) withIds(item, found);
  }
  return found;
}

/** What the browser hydrates from: the payload script run as the browser runs it, in a context of its own. */
function hydrationData(scripts: Script[]): unknown {
  const payload = scripts.filter(({ content }) => content.startsWith('window.__MESTO_SSR__='));
  expect(payload, 'one hydration payload script').toHaveLength(1);
  const window: Record<string, unknown> = {};
  vm.runInNewContext(payload[0]?.content ?? '', { window }, { timeout: 10_000 });
  const data = window.__MESTO_SSR__ as { queries: { queries: { state: { data: unknown } }[] } };
  return data.queries.queries.map((query) => query.state.data);
}

/** A field an item must come back with in the page's hydration data, exactly as it was written. */
type Field = { id: string; field: string; value: string };

/** A page to serve, and what it must carry. */
type PageCase = {
  url: string;
  fields: Field[];
  /** The document title (also og: and twitter:); null for a list, whose title is its own. */
  title: string | null;
  /** Texts the schema.org data must carry; null for a page without any. */
  jsonLd: string[] | null;
};

/** Asserts everything a reader of the page notices; throws on the first problem. */
function checkPage({ url, fields, title, jsonLd }: PageCase, html: string, text: Text) {
  const at = (what: string) => `${url}: ${what} (PAGES_SEED=${SEED}, text ${JSON.stringify(text)})`;
  expect(html.match(/<!doctype html>/gi), at('one doctype')).toHaveLength(1);
  expect(html.match(/<div id="root">/g), at('one root')).toHaveLength(1);
  expect(html.match(/<\/head>/g), at('one head')).toHaveLength(1);
  expect(html.match(/<title>/g), at('one title')).toHaveLength(1);

  const scripts = scriptsOf(html);
  for (const script of scripts) {
    // Inside a script, `<!--` and `<script` change where the HTML tokenizer ends it.
    expect(script.content, at('a script keeps to itself')).not.toMatch(/<!--|<script/i);
    if (/type="application\/ld\+json"/.test(script.attributes) || script.content.startsWith('window.')) {
      expect(script.content, at('data in a script has no raw <')).not.toContain('<');
    }
    if (script.attributes.trim() === '') {
      // A classic inline script must at least parse as the browser parses it.
      expect(() => new vm.Script(script.content), at('an inline script parses')).not.toThrow();
    }
  }

  const data = hydrationData(scripts);
  const items = withIds(data);
  for (const { id, field, value } of fields) {
    const values = items.filter((item) => item.id === id && field in item).map((item) => item[field]);
    expect(values.length, at(`hydration data has ${field} of ${id}`)).toBeGreaterThan(0);
    for (const found of values) expect(found, at(`${field} of ${id} in the hydration data`)).toBe(value);
  }

  const tags = tagsOf(html);
  for (const tag of tags) {
    for (const [name, value] of Object.entries(tag.attributes)) {
      expect(value, at(`<${tag.name} ${name}> has no raw <`)).not.toContain('<');
    }
  }
  const head = html.slice(0, html.indexOf('</head>'));
  const documentTitle = decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '');
  const meta = (key: string) =>
    tags.find((tag) => tag.name === 'meta' && (tag.attributes.property === key || tag.attributes.name === key));
  if (title !== null) {
    expect(documentTitle, at('<title>')).toBe(title);
    for (const key of ['og:title', 'twitter:title']) {
      expect(decode(meta(key)?.attributes.content ?? ''), at(key)).toBe(title);
    }
  }
  for (const key of ['description', 'og:description', 'twitter:description']) {
    const content = meta(key)?.attributes.content;
    if (content !== undefined) expect(content, at(`${key} is escaped`)).not.toMatch(/[<>]/);
  }

  const blocks = scripts
    .filter((script) => /type="application\/ld\+json"/.test(script.attributes))
    .map((script) => JSON.parse(script.content) as unknown);
  if (jsonLd !== null) {
    expect(blocks.length, at('JSON-LD')).toBeGreaterThan(0);
    for (const value of jsonLd) expect(stringsOf(blocks), at('JSON-LD carries the text')).toContain(value);
  }
}

// ————— the site and its people —————

let t: TestApp;
const buildRoot = mkdtempSync(join(tmpdir(), 'mesto-site-text-'));
let owner: Session;
let author: Session & { username: string };
let startCounter = 0;

/** Each event starts a little earlier than the one before, so the newest is first in /events. */
const nextStart = () => {
  startCounter += 1;
  return new Date(Date.now() + 20 * 24 * 3600_000 - startCounter * 60_000).toISOString();
};

async function post<T = Record<string, unknown> & { id: string; code: string }>(
  session: Session,
  url: string,
  payload: object,
): Promise<T> {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { origin: APP_ORIGIN, ...bearer(session) },
  });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as T;
}

/** The page as the production server sends it to a crawler. */
async function served(url: string): Promise<{ status: number; html: string }> {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { 'user-agent': 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)' },
  });
  return { status: response.statusCode, html: response.body };
}

/** The names people give: the owner's organisation and its place; the author's name and «about». */
async function catalogue({ line, paragraphs }: Text) {
  await post(author, '/api/users/editor', { id: author.userId, displayName: line, about: paragraphs });
  const organisation = await post(owner, '/api/organisations/editor', { name: line, description: paragraphs });
  const place = await post(owner, '/api/places/editor', {
    name: line,
    description: paragraphs,
    address: line,
    organisationId: organisation.id,
  });
  return { organisation, place };
}

async function eventOf({ line, paragraphs }: Text, organisationId: string, placeId: string, eventListId?: string) {
  return post(owner, '/api/events/editor', {
    title: line,
    description: paragraphs,
    organisationId,
    placeId,
    eventListId: eventListId ?? null,
    startsAt: nextStart(),
  });
}

async function eventListOf({ line, paragraphs }: Text, organisationId: string, placeId: string) {
  return post(owner, '/api/event-lists/editor', { name: line, description: paragraphs, organisationId, placeId });
}

/** Every kind of public page, each made from one text in every field a person writes. */
const pageKinds: Record<string, (text: Text) => Promise<PageCase>> = {
  async place(text) {
    const { line, paragraphs } = text;
    const { organisation, place } = await catalogue(text);
    const opinion = await post(author, '/api/opinions/editor', { placeId: place.id, rating: 4, text: paragraphs });
    const answer = await post(owner, '/api/feedbacks/editor', { opinionId: opinion.id, text: paragraphs });
    return {
      url: `/place/${place.code}`,
      fields: [
        { id: place.id, field: 'name', value: line },
        { id: place.id, field: 'description', value: paragraphs },
        { id: place.id, field: 'address', value: line },
        { id: organisation.id, field: 'name', value: line },
        { id: opinion.id, field: 'text', value: paragraphs },
        { id: answer.id, field: 'text', value: paragraphs },
        { id: author.userId, field: 'displayName', value: line },
      ],
      title: `${line} — Место`,
      jsonLd: [line, paragraphs],
    };
  },
  async event(text) {
    const { line, paragraphs } = text;
    const { organisation, place } = await catalogue(text);
    const list = await eventListOf(text, organisation.id, place.id);
    const event = await eventOf(text, organisation.id, place.id, list.id);
    return {
      url: `/event/${event.code}`,
      fields: [
        { id: event.id, field: 'title', value: line },
        { id: event.id, field: 'description', value: paragraphs },
        { id: place.id, field: 'name', value: line },
        { id: organisation.id, field: 'name', value: line },
        { id: list.id, field: 'name', value: line },
      ],
      title: `${line} — Место`,
      jsonLd: [line, paragraphs],
    };
  },
  async organisation(text) {
    const { line, paragraphs } = text;
    const { organisation, place } = await catalogue(text);
    const list = await eventListOf(text, organisation.id, place.id);
    const event = await eventOf(text, organisation.id, place.id, list.id);
    return {
      url: `/organisation/${organisation.code}`,
      fields: [
        { id: organisation.id, field: 'name', value: line },
        { id: organisation.id, field: 'description', value: paragraphs },
        { id: place.id, field: 'name', value: line },
        { id: list.id, field: 'name', value: line },
        { id: event.id, field: 'title', value: line },
      ],
      title: `${line} — Место`,
      jsonLd: [line],
    };
  },
  async 'event list'(text) {
    const { line, paragraphs } = text;
    const { organisation, place } = await catalogue(text);
    const list = await eventListOf(text, organisation.id, place.id);
    const event = await eventOf(text, organisation.id, place.id, list.id);
    return {
      url: `/event-list/${list.code}`,
      fields: [
        { id: list.id, field: 'name', value: line },
        { id: list.id, field: 'description', value: paragraphs },
        { id: event.id, field: 'title', value: line },
      ],
      title: `${line} — Место`,
      jsonLd: null,
    };
  },
  async room(text) {
    const { line, paragraphs } = text;
    const { place } = await catalogue(text);
    const room = await post(author, '/api/rooms/editor', {
      title: line,
      description: paragraphs,
      placeId: place.id,
      startsAt: new Date(Date.now() + 2 * 24 * 3600_000).toISOString(),
    });
    return {
      url: `/room/${room.code}`,
      fields: [
        { id: room.id, field: 'title', value: line },
        { id: room.id, field: 'description', value: paragraphs },
        { id: place.id, field: 'name', value: line },
        { id: author.userId, field: 'displayName', value: line },
      ],
      title: `${line} — Место`,
      jsonLd: null,
    };
  },
  async profile({ line, paragraphs }) {
    await post(author, '/api/users/editor', { id: author.userId, displayName: line, about: paragraphs });
    return {
      url: `/profile/${author.username}`,
      fields: [
        { id: author.userId, field: 'displayName', value: line },
        { id: author.userId, field: 'about', value: paragraphs },
      ],
      title: `${line} — Место`,
      jsonLd: null,
    };
  },
  async places(text) {
    const { place } = await catalogue(text);
    return {
      url: '/places?sort=newest',
      fields: [
        { id: place.id, field: 'name', value: text.line },
        { id: place.id, field: 'address', value: text.line },
      ],
      title: null,
      jsonLd: null,
    };
  },
  async events(text) {
    const { organisation, place } = await catalogue(text);
    const event = await eventOf(text, organisation.id, place.id);
    return {
      url: '/events',
      fields: [
        { id: event.id, field: 'title', value: text.line },
        { id: place.id, field: 'name', value: text.line },
      ],
      title: null,
      jsonLd: null,
    };
  },
};

beforeAll(async () => {
  // The business panel is not looked at here, but the server wants a build of it.
  mkdirSync(join(buildRoot, 'business/dist'), { recursive: true });
  writeFileSync(join(buildRoot, 'business/dist/index.html'), '<!doctype html><title>business</title>');
  t = await createTestApp({}, (app) => {
    app.register(sitePlugin, {
      env: testEnv({ SITE_DIR: VISITOR, BUSINESS_DIR: join(buildRoot, 'business') }),
    });
  });
  // The server entry reads the API over HTTP, from this very process.
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  owner = await signUp(t.app);
  await grant(t.app, owner.userId, ['BUSINESS_PANEL']);
  author = await signUp(t.app);
});

afterAll(async () => {
  await t.close();
  rmSync(buildRoot, { recursive: true, force: true });
});

describe('user text never breaks a served page', () => {
  it('text that is not text (a lone surrogate, NUL) is refused with a 400 naming the field, and nothing is made', async () => {
    const organisation = await post(owner, '/api/organisations/editor', { name: 'Кофейни «Зерно»' });
    const place = await post(owner, '/api/places/editor', { name: 'Зерно', organisationId: organisation.id });
    const writes: Array<[Session, string, (text: string) => object, string]> = [
      [owner, '/api/organisations/editor', (text) => ({ name: text }), 'name'],
      [
        owner,
        '/api/places/editor',
        (text) => ({ name: 'Зерно', address: text, organisationId: organisation.id }),
        'address',
      ],
      [owner, '/api/events/editor', (text) => ({ title: text, placeId: place.id, startsAt: nextStart() }), 'title'],
      [owner, '/api/event-lists/editor', (text) => ({ name: 'Афиша', description: text }), 'description'],
      [author, '/api/opinions/editor', (text) => ({ placeId: place.id, rating: 5, text }), 'text'],
      [author, '/api/rooms/editor', (text) => ({ title: text, placeId: place.id, startsAt: nextStart() }), 'title'],
      [author, '/api/users/editor', (text) => ({ id: author.userId, displayName: 'Аня', about: text }), 'about'],
    ];
    // What the two people have made, as they see it themselves (drafts and all).
    const made = async () => {
      const lists: Array<[Session, string]> = [
        [owner, '/api/organisations?mine=true&limit=100'],
        [owner, '/api/places?mine=true&limit=100'],
        [owner, '/api/events?mine=true&limit=100'],
        [owner, '/api/event-lists?mine=true&limit=100'],
        [author, `/api/opinions?place=${place.id}&limit=100`],
        [author, '/api/rooms?mine=true&limit=100'],
        [author, `/api/users?id=${author.userId}`],
      ];
      const pages = await Promise.all(
        lists.map(([session, url]) => t.app.inject({ method: 'GET', url, headers: bearer(session) })),
      );
      for (const [index, page] of pages.entries()) expect(page.statusCode, lists[index]?.[1]).toBe(200);
      return pages.map((page) => page.body);
    };
    const before = await made();
    await fc.assert(
      fc.asyncProperty(brokenText, fc.constantFrom(...writes), async (text, [session, url, body, field]) => {
        expect(LONE_SURROGATE.test(text) || text.includes('\u0000')).toBe(true);
        const response = await t.app.inject({
          method: 'POST',
          url,
          payload: body(text),
          headers: { origin: APP_ORIGIN, ...bearer(session) },
        });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { [field]: expect.any(String) } });
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    expect(await made()).toEqual(before);
  });

  it.each(Object.keys(pageKinds))(
    'the %s page stays one page, and its data and tags carry the text exactly',
    async (kind) => {
      const make = pageKinds[kind] as (text: Text) => Promise<PageCase>;
      await fc.assert(
        fc.asyncProperty(userText, async (text) => {
          const page = await make(text);
          const { status, html } = await served(page.url);
          expect(status, `${page.url}: ${html.slice(0, 300)}`).toBe(200);
          checkPage(page, html, text);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    },
    120_000,
  );
});
