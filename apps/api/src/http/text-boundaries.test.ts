import type { FastifyRequest, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../demo/seed.ts';
import { startSession } from '../features/auth/sessions.ts';
import { telegramHash } from '../features/auth/telegram.ts';
import { type JsonSchema, openApiDocumentOf } from '../testing/openapi-document.ts';
import {
  APP_ORIGIN,
  bearer,
  createTestApp,
  grant,
  type Session,
  signUp,
  TEST_BOT_TOKEN,
  type TestApp,
} from '../testing/test-app.ts';

// Long emoji against every text field of every operation of the OpenAPI document that takes a JSON body, at and just
// past the field's length limit: the declared maxLength, and the tighter one a refusal states («не длиннее N
// символов»). A cut by UTF-16 units anywhere on the way (a title trimmed for a notification, a name taken from
// Telegram, a description of an extraction) splits an emoji into a lone surrogate, which PostgreSQL refuses in json
// (a 500) and turns into U+FFFD in text. So: never a 5xx; no lone surrogate or U+FFFD in any answer; a 2xx that
// echoes the field echoes it whole; a value past the limit, or with half an emoji in it, is a 400 naming the field.
// Fields are read from the document, so a field added later is covered without a line here.

const t: TestApp = await createTestApp();
const { document, resolve } = openApiDocumentOf(t.app);

const PARTY = '🎉';
/** Eleven UTF-16 units, one grapheme: any cut but at its ends splits it. */
const FAMILY = '👨‍👩‍👧‍👦';

type Field = { name: string; path: (string | number)[]; schema: JsonSchema };
/** `url` is the path with its parameters filled in as their schemas want them, so a refusal can be about the body. */
type Operation = { method: string; path: string; url: string; body: JsonSchema; fields: Field[] };

const typesOf = (schema: JsonSchema) =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/** The object branch of a schema that may also be null or a union, or the schema itself. */
function objectBranch(raw: JsonSchema | undefined): JsonSchema | null {
  const schema = resolve(raw);
  if (schema.properties) return schema;
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    const found = objectBranch(branch);
    if (found) return found;
  }
  return null;
}

/** The text branch of a schema (`string | null` and the like), or null when the field takes no free text. */
function textBranch(raw: JsonSchema | undefined): JsonSchema | null {
  const schema = resolve(raw);
  if (typesOf(schema).includes('string')) {
    const structured = schema.enum || ['uuid', 'date-time', 'date', 'time'].includes(schema.format ?? '');
    return structured ? null : schema;
  }
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    const found = textBranch(branch);
    if (found) return found;
  }
  return null;
}

/** Every free-text field of a body, nested objects and the first item of arrays included. */
function textFields(raw: JsonSchema, prefix: (string | number)[] = [], depth = 0): Field[] {
  if (depth > 4) return [];
  const object = objectBranch(raw);
  if (!object?.properties) return [];
  return Object.entries(object.properties).flatMap(([key, property]) => {
    const path = [...prefix, key];
    const text = textBranch(property);
    if (text) return [{ name: path.join('.'), path, schema: text }];
    const resolved = resolve(property);
    const items = resolved.items ?? (resolved.anyOf ?? []).map(resolve).find((branch) => branch.items)?.items;
    if (items) {
      const itemText = textBranch(items);
      if (itemText) return [{ name: [...path, 0].join('.'), path: [...path, 0], schema: itemText }];
      return textFields(items, [...path, 0], depth + 1);
    }
    return textFields(property, path, depth + 1);
  });
}

const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).flatMap(([method, operation]) => {
    const body = operation.requestBody?.content['application/json']?.schema;
    if (!body) return [];
    const fields = textFields(body);
    const url = path.replace(/\{([a-zA-Z]+)\}/g, (_whole, name: string) => {
      const parameter = operation.parameters?.find((candidate) => candidate.in === 'path' && candidate.name === name);
      return resolve(parameter?.schema).format === 'uuid' ? crypto.randomUUID() : 'x';
    });
    return fields.length > 0 ? [{ method: method.toUpperCase(), path, url, body, fields }] : [];
  }),
);

/** A plain value a schema takes, as far as shape goes: what the fields not under test hold. */
function plainOf(raw: JsonSchema | undefined, depth = 0): unknown {
  const schema = resolve(raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const object = objectBranch(schema);
  if (object?.properties && depth < 5) {
    const result: Record<string, unknown> = {};
    for (const name of object.required ?? []) result[name] = plainOf(object.properties[name], depth + 1);
    return result;
  }
  const branch = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]
    .map(resolve)
    .find((candidate) => typesOf(candidate).some((type) => type !== 'null'));
  if (!branch) return null;
  const type = typesOf(branch).find((candidate) => candidate !== 'null');
  if (branch.enum && branch.enum.length > 0) return branch.enum[0];
  switch (type) {
    case 'string':
      if (branch.format === 'uuid') return crypto.randomUUID();
      if (branch.format === 'date-time') return new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
      if (branch.format === 'email') return 'boundaries@example.ru';
      if (branch.format === 'uri') return 'https://example.ru/';
      return 'Проверка';
    case 'integer':
    case 'number':
      return Math.max(branch.minimum ?? 1, Math.min(branch.maximum ?? 1, 1));
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: branch.minItems ?? 0 }, () => plainOf(branch.items, depth + 1));
    default:
      return null;
  }
}

/** `body` with `value` at `path`, the objects and arrays on the way made as the schema wants them. */
function withValue(body: Record<string, unknown>, field: Field, value: string, schema: JsonSchema) {
  const copy = structuredClone(body);
  let node: Record<string | number, unknown> = copy;
  let nodeSchema: JsonSchema | undefined = schema;
  field.path.forEach((key, index) => {
    if (index === field.path.length - 1) {
      node[key] = value;
      return;
    }
    const next = field.path[index + 1];
    const object = objectBranch(nodeSchema);
    const child = typeof key === 'number' ? resolve(nodeSchema).items : object?.properties?.[key];
    const childResolved = resolve(child);
    const arraySchema = childResolved.items
      ? childResolved
      : (childResolved.anyOf ?? []).map(resolve).find((branch) => branch.items);
    if (node[key] === undefined || node[key] === null)
      node[key] = typeof next === 'number' ? [plainOf(arraySchema?.items)] : plainOf(child);
    if (typeof next === 'number' && Array.isArray(node[key]) && (node[key] as unknown[]).length === 0)
      (node[key] as unknown[]).push(plainOf(arraySchema?.items));
    node = node[key] as Record<string | number, unknown>;
    nodeSchema = typeof next === 'number' ? arraySchema : child;
  });
  return copy;
}

/** `refused`: the value must be a 400 naming the field (past the limit, or not text at all). */
type Probe = { label: string; value: string; refused: boolean };

/** Half an emoji at either end: not text, refused at the door (lib/unsafe-input.ts) before anything cuts it. */
const LONE_SURROGATES: Probe[] = [
  { label: 'a + a lone high surrogate', value: 'a\uD83C', refused: true },
  { label: 'a lone low surrogate + emoji', value: `\uDF89${PARTY.repeat(20)}`, refused: true },
];

/**
 * Long emoji exactly `max` long in three alignments, and two values just past it. The document's maxLength counts code
 * points (JSON Schema's measure, and zod's); the limits the domain states count UTF-16 units (JavaScript's `.length`).
 */
function probesAt(max: number | undefined, unit: 'code points' | 'units'): Probe[] {
  if (max === undefined) {
    return [
      { label: `${PARTY} × 10000`, value: PARTY.repeat(10_000), refused: false },
      { label: `a + ${FAMILY} × 3000`, value: `a${FAMILY.repeat(3000)}`, refused: false },
    ];
  }
  const width = (text: string) => (unit === 'units' ? text.length : [...text].length);
  const party = width(PARTY);
  const family = width(FAMILY);
  const run = (lead: number) =>
    `${'a'.repeat(lead)}${PARTY.repeat(Math.floor((max - lead) / party))}${'a'.repeat((max - lead) % party)}`;
  const probes: Probe[] = [
    { label: `${max} ${unit} of ${PARTY}`, value: run(0), refused: false },
    { label: `a + ${max - 1} ${unit} of ${PARTY}`, value: run(1), refused: false },
    {
      label: `${max} ${unit} of ${FAMILY}`,
      value: `${'a'.repeat(max % family)}${FAMILY.repeat(Math.floor(max / family))}`,
      refused: false,
    },
    { label: `${PARTY} past ${max} ${unit}`, value: PARTY.repeat(Math.floor(max / party) + 1), refused: true },
    { label: `a + ${FAMILY} past ${max} ${unit}`, value: `a${FAMILY.repeat(Math.ceil(max / family))}`, refused: true },
  ];
  for (const probe of probes) expect(width(probe.value) > max, probe.label).toBe(probe.refused);
  return probes;
}

let root: Session;
let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.88.${(address >> 8) & 255}.${(address & 255) + 1}`;
};
/**
 * An existing item of each collection that has an editor: an update of it stores the text, and a copy of its fields
 * is a create that passes the checks not about the field (a place to belong to, a start, a rating).
 */
const existingItems = new Map<string, Record<string, unknown> & { id: string }>();
let telegramId = 5_000_000;

/**
 * What a request needs besides the field under test to get past the checks that are not about it: a fresh username
 * for a signup, a valid Telegram signature (computed after the field is set) for a Telegram login.
 */
function completed(operation: Operation, field: Field, body: Record<string, unknown>): Record<string, unknown> {
  const key = `${operation.method} ${operation.path}`;
  if (key === 'POST /api/auth/signup') {
    return {
      ...body,
      ...(field.name === 'username' ? {} : { username: `tb${address}x${Math.random().toString(36).slice(2, 6)}` }),
      ...(field.name === 'password' ? {} : { password: 'correct-horse-battery' }),
    };
  }
  if (key === 'POST /api/auth/login' && field.name.startsWith('telegram.')) {
    telegramId += 1;
    const telegram: Record<string, string | number> = {
      ...(body.telegram as Record<string, string | number>),
      id: telegramId,
      auth_date: Math.floor(Date.now() / 1000),
    };
    if (field.name !== 'telegram.hash') telegram.hash = telegramHash(telegram, TEST_BOT_TOKEN);
    return { ...body, provider: 'TELEGRAM', telegram };
  }
  return body;
}

async function headersFor(operation: Operation): Promise<Record<string, string>> {
  if (!operation.path.startsWith('/api/auth/')) return { ...bearer(root), origin: APP_ORIGIN };
  // Logout and refresh may end the session they run in: a session of their own.
  const started = await startSession(t.app.db, t.env, root.userId, {
    headers: {},
    ip: '127.0.0.1',
  } as unknown as FastifyRequest);
  return { authorization: `Bearer ${started.accessToken}`, origin: APP_ORIGIN };
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** A lone surrogate as JSON.stringify escapes it: a high one not followed by a low one, or a low one alone. */
const ESCAPED_LONE_SURROGATE =
  /\\ud[89ab][0-9a-f]{2}(?!\\ud[c-f][0-9a-f]{2})|(?<!\\ud[89ab][0-9a-f]{2})\\ud[c-f][0-9a-f]{2}/i;
const CYRILLIC = /[а-яё]/i;

/** Every string of a JSON value under the given key, anywhere in it. */
function stringsAt(value: unknown, key: string, found: string[] = [], depth = 0): string[] {
  if (depth > 8 || value === null || typeof value !== 'object') return found;
  for (const [name, inner] of Object.entries(value)) {
    if (name === key && typeof inner === 'string') found.push(inner);
    else stringsAt(inner, key, found, depth + 1);
  }
  return found;
}

/** Whether the text is broken: half of a character, or a character the database replaced because it was half. */
export function brokenText(text: string): string | null {
  if (LONE_SURROGATE.test(text)) return 'a lone surrogate';
  if (ESCAPED_LONE_SURROGATE.test(text)) return `an escaped lone surrogate (${ESCAPED_LONE_SURROGATE.exec(text)?.[0]})`;
  if (text.includes('\uFFFD')) return 'U+FFFD, a character replaced for being broken';
  return null;
}

type Sent = { response: LightMyRequestResponse; problems: string[] };
/** Answers by status, and the fields a 2xx stored long emoji in: so a run shows it reached the database. */
const statuses = new Map<number, number>();
const stored = new Set<string>();

async function send(operation: Operation, field: Field, base: Record<string, unknown>, probe: Probe): Promise<Sent> {
  const body = completed(operation, field, withValue(base, field, probe.value, operation.body));
  const response = await t.app.inject({
    method: operation.method as 'POST',
    url: operation.url,
    headers: { ...(await headersFor(operation)), 'content-type': 'application/json' },
    remoteAddress: nextAddress(),
    payload: JSON.stringify(body),
  });
  // ROOT may have edited their own permissions away: put them back.
  await grant(t.app, root.userId, ['ROOT']);
  const problems: string[] = [];
  const status = response.statusCode;
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  if (status < 300 && !probe.refused) stored.add(`${operation.path} ${field.name}`);
  if (status >= 500) problems.push(`status ${status}: ${response.body.slice(0, 300)}`);
  const broken = brokenText(response.body);
  if (broken) problems.push(`${broken} in the answer (${status}): ${response.body.slice(0, 200)}`);
  let json: Record<string, unknown> = {};
  try {
    json = response.body === '' ? {} : response.json();
  } catch {
    problems.push(`an answer that is not JSON: ${response.body.slice(0, 100)}`);
  }
  const key = String(field.path.at(-1));
  if (status < 300) {
    const echoed = stringsAt(json, key);
    if (echoed.length > 0 && !echoed.includes(probe.value.trim()))
      problems.push(`${key} came back changed: ${echoed.map((text) => text.slice(0, 40)).join(' | ')}`);
  } else if (status >= 400) {
    if (typeof json.message !== 'string' || !CYRILLIC.test(json.message))
      problems.push(`an error without a Russian message: ${response.body.slice(0, 200)}`);
  }
  if (probe.refused && !(status === 400 && names(response, field.name)))
    problems.push(`refused, yet not a 400 naming ${field.name}: ${status} ${response.body.slice(0, 200)}`);
  return { response, problems };
}

const names = (response: LightMyRequestResponse, field: string) => {
  const fields = (response.json() as { fields?: Record<string, string> }).fields ?? {};
  return Object.keys(fields).some((key) => key === field || key.startsWith(`${field}.`));
};

/** The limit a refusal states for the field («Название — не длиннее 120 символов»), when it is tighter. */
function statedLimit(response: LightMyRequestResponse, field: string): number | null {
  if (response.statusCode !== 400) return null;
  const message = (response.json() as { fields?: Record<string, string> }).fields?.[field] ?? '';
  const stated = /не длиннее\s+([\d\s\u00a0]+)/.exec(message)?.[1]?.replace(/\D/g, '');
  return stated ? Number(stated) : null;
}

beforeAll(async () => {
  // The demo city: an item of every collection to update, announcements, places and events to name.
  await seedIfEmpty(t.app.db);
  root = await signUp(t.app, { username: 'boundaries_root' });
  await grant(t.app, root.userId, ['ROOT']);
  for (const operation of operations.filter((candidate) => candidate.path.endsWith('/editor'))) {
    const list = await t.app.inject({
      method: 'GET',
      url: `${operation.path.slice(0, -'/editor'.length)}?limit=5`,
      headers: bearer(root),
    });
    if (list.statusCode !== 200) continue;
    const items = (list.json() as { items?: (Record<string, unknown> & { id: string })[] }).items ?? [];
    const other = items.find((item) => item.id !== root.userId);
    if (other) existingItems.set(operation.path, other);
  }
});

afterAll(() => t.close());

describe('long emoji at and past the limit of every text field of every JSON write', () => {
  it('walks the writes of the document, and updates an existing item where there is an editor', () => {
    const walked = operations.map((operation) => `${operation.method} ${operation.path}`);
    expect(walked).toEqual(
      expect.arrayContaining([
        'POST /api/auth/signup',
        'POST /api/places/editor',
        'POST /api/events/editor',
        'POST /api/external-event-announcements/process-with-ai',
      ]),
    );
    expect(operations.flatMap((operation) => operation.fields).length).toBeGreaterThanOrEqual(40);
    expect(existingItems.has('/api/places/editor')).toBe(true);
  });

  describe.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s',
    (_name, operation) => {
      it('answers without 5xx or broken text, echoes the text whole, refuses past the limit by name', async () => {
        const failures: string[] = [];
        const plain = plainOf(operation.body) as Record<string, unknown>;
        const existing = existingItems.get(operation.path);
        // An editor is tried as an update of an existing item and as a create of a copy of it.
        const accepted = Object.keys(objectBranch(operation.body)?.properties ?? {}).filter((name) => name !== 'id');
        const copy = Object.fromEntries(
          accepted.filter((name) => existing?.[name] !== undefined).map((name) => [name, existing?.[name]]),
        );
        const bases = existing ? [{ id: existing.id }, { ...plain, ...copy }] : [plain];
        for (const field of operation.fields) {
          for (const base of bases) {
            const report = async (probe: Probe) => {
              const sent = await send(operation, field, base, probe);
              const what = `${field.name}${base.id ? ' (update)' : ''} = ${probe.label}`;
              failures.push(...sent.problems.map((problem) => `${what}: ${problem}`));
              return sent.response;
            };
            for (const probe of LONE_SURROGATES) await report(probe);
            let stated: number | null = null;
            for (const probe of probesAt(field.schema.maxLength, 'code points')) {
              const response = await report(probe);
              if (!probe.refused) stated ??= statedLimit(response, field.name);
            }
            // The rule is tighter than the schema's bound: at and just past the limit the refusal states.
            if (stated !== null) for (const probe of probesAt(stated, 'units')) await report(probe);
          }
        }
        expect(failures, failures.slice(0, 20).join('\n')).toEqual([]);
      });
    },
  );

  it('stored long emoji through many of them', () => {
    const distribution = [...statuses.entries()].sort(([a], [b]) => a - b);
    console.info(
      `text boundaries (${process.env.TEST_DB ?? 'pglite'}): statuses ${distribution.map(([status, count]) => `${status}×${count}`).join(', ')}; ${stored.size} fields took long emoji`,
    );
    expect(stored.size).toBeGreaterThanOrEqual(20);
    expect([...stored]).toEqual(
      expect.arrayContaining(['/api/places/editor description', '/api/auth/login telegram.first_name']),
    );
  });
});

describe('reading an announcement of long emoji', () => {
  const manager = () => ({ ...bearer(root), origin: APP_ORIGIN });

  it.each([
    ['a + 🎉 × 9999', `a${PARTY.repeat(9999)}`],
    ['🎉 × 10000', PARTY.repeat(10_000)],
    ['a + 👨‍👩‍👧‍👦 × 1800', `a${FAMILY.repeat(1800)}`],
    ['a title of emoji and a long emoji line', `Концерт ${'🎸'.repeat(150)}\n25 ноября в 19:00\n${'🎉'.repeat(3000)}x`],
  ])('process-with-ai on a stored announcement of %s answers 200 with whole characters', async (_label, rawText) => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/external-event-announcements/editor',
      headers: manager(),
      payload: { source: 'Канал 🎉', rawText },
    });
    expect(created.statusCode, created.body.slice(0, 300)).toBe(200);
    const id = (created.json() as { id: string }).id;
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/external-event-announcements/process-with-ai',
      headers: manager(),
      payload: { _announcement: id },
    });
    expect(read.statusCode, read.body.slice(0, 300)).toBe(200);
    expect(brokenText(read.body)).toBeNull();
    // What was stored reads back whole as well.
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/external-event-announcements?id=${id}`,
      headers: manager(),
    });
    expect(stored.statusCode).toBe(200);
    expect(brokenText(stored.body)).toBeNull();
    expect(stored.body).toContain('"extraction"');
  });

  it('process-with-ai on the text itself answers 200 with whole characters', async () => {
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/external-event-announcements/process-with-ai',
      headers: manager(),
      payload: { _announcement: `a${PARTY.repeat(9999)}` },
    });
    expect(read.statusCode, read.body.slice(0, 300)).toBe(200);
    expect(brokenText(read.body)).toBeNull();
  });
});
