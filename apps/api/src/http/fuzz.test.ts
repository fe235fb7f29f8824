import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyRequest, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows.ts';
import { startSession } from '../features/auth/sessions.ts';
import { type JsonSchema, openApiDocumentOf, type Parameter } from '../testing/openapi-document.ts';
import { APP_ORIGIN, bearer, createTestApp, grant, type Session, signUp, type TestApp } from '../testing/test-app.ts';

// Property-based fuzzing of every operation of the OpenAPI document: requests generated from the declared schemas,
// some valid in shape and some broken (wrong types, missing required fields, huge strings, odd unicode, NUL bytes,
// deep nesting, numbers out of range, unknown enum values, malformed ids, repeated query parameters), sent as a
// signed-out caller, an ordinary user and ROOT. Whatever arrives: no 5xx, no stack or SQL in a body, a 400 names the
// field, and afterwards the derived figures and the id references without foreign keys still agree with the data.
// The secret-guarded bot routes (/api/internal/**) are hidden from the document and so not walked here.

type Operation = { method: string; path: string; parameters: Parameter[]; body: JsonSchema | null; upload: boolean };

/**
 * Requests sent per database: the suite runs on both, each with a seed of its own (below), so a run sends at least
 * 10,000 different requests in all — the HTTP layer they probe is the same, and sending the same ones twice found
 * nothing the second time that the first had not.
 */
const TARGET = 5_000;

const t: TestApp = await createTestApp();
const { document, resolve } = openApiDocumentOf(t.app);

const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => {
    const content = operation.requestBody?.content ?? {};
    return {
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: content['application/json']?.schema ?? null,
      upload: path === '/api/files/upload' || 'multipart/form-data' in content,
    };
  }),
);

// Ids the requests may name: random ones, and those of things that exist (collected from the answers as they come).
const knownIds = new Set<string>();
const idArbitrary = () =>
  fc.oneof(
    { weight: 1, arbitrary: fc.uuid({ version: 4 }) },
    {
      weight: 2,
      arbitrary: fc.nat().map((index) => {
        const known = [...knownIds];
        return known[index % known.length] ?? '6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b';
      }),
    },
  );
const collectIds = (value: unknown, depth = 0) => {
  if (depth > 4 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value.slice(0, 20)) collectIds(item, depth + 1);
    return;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'id' && typeof inner === 'string' && /^[0-9a-f-]{36}$/.test(inner) && knownIds.size < 500)
      knownIds.add(inner);
    else collectIds(inner, depth + 1);
  }
};

const ISO_MIN = new Date('2000-01-01T00:00:00Z');
const ISO_MAX = new Date('2035-12-31T00:00:00Z');

/** A value the schema accepts, as far as shape, ranges, enums and formats go (domain rules may still refuse it). */
function validOf(raw: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(raw);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0) return fc.oneof(...branches.map((branch) => validOf(branch, depth + 1)));
  if (schema.allOf && schema.allOf.length > 0) return validOf(schema.allOf[0], depth + 1);
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((candidate) => candidate !== 'null') ?? (schema.properties ? 'object' : undefined);
  if (type === undefined) return types.includes('null') ? fc.constant(null) : fc.string({ maxLength: 20 });
  switch (type) {
    case 'string': {
      if (schema.format === 'uuid') return idArbitrary();
      if (schema.format === 'date-time')
        return fc.date({ min: ISO_MIN, max: ISO_MAX, noInvalidDate: true }).map((date) => date.toISOString());
      if (schema.format === 'date')
        return fc.date({ min: ISO_MIN, max: ISO_MAX, noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'uri') return fc.webUrl();
      if (schema.pattern) {
        try {
          return fc
            .stringMatching(new RegExp(schema.pattern))
            .filter((value) => value.length >= (schema.minLength ?? 0) && value.length <= (schema.maxLength ?? 1e9));
        } catch {
          // A pattern fast-check cannot generate from: plain text then.
        }
      }
      const minLength = schema.minLength ?? 0;
      return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 40, 40)) });
    }
    case 'integer':
    case 'number': {
      const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
      const exclusiveMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined;
      const min = schema.minimum ?? (exclusiveMin !== undefined ? exclusiveMin + 1e-6 : -1_000_000);
      const max = schema.maximum ?? (exclusiveMax !== undefined ? exclusiveMax - 1e-6 : 1_000_000);
      return type === 'integer'
        ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      if (depth > 6) return fc.constant([]);
      const minLength = schema.minItems ?? 0;
      return fc.array(validOf(schema.items, depth + 1), {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 4)),
      });
    }
    case 'object': {
      if (depth > 6 || !schema.properties) return fc.constant({});
      const required = new Set(schema.required ?? []);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(schema.properties)) model[name] = validOf(property, depth + 1);
      return fc.record(model, { requiredKeys: [...required].filter((name) => name in model) });
    }
    default:
      return fc.constant(null);
  }
}

// Broken values: each is wrong for most fields; whether it is wrong for a given field is left to the API.
const NUL = 'a\u0000b';
const oddText = fc.constantFrom(
  NUL,
  '\u0000',
  'x\ud800y',
  '\udfff',
  '\u202eevil\u202c',
  'zero\u200bwidth\ufeff',
  'é'.normalize('NFD').repeat(50),
  '👩‍👩‍👧‍👦'.repeat(30),
  '\u0000'.repeat(10),
  '𝕏'.repeat(300),
  ' \t\n\r ',
  "'; drop table users; --",
  '{{7*7}}$\u{7b}7*7}<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00%ff%fe',
);
const hugeText = fc.constantFrom('я'.repeat(100_000), 'a'.repeat(20_000), `${'ab'.repeat(5_000)}${NUL}`);
const badNumbers = fc.constantFrom(
  -1,
  0,
  1e308,
  -1e308,
  2 ** 53 + 1,
  -(2 ** 31) - 1,
  2 ** 31,
  0.5,
  -0.000001,
  1e-320,
  '1e309',
  'NaN',
  'Infinity',
  '-0',
  '0x10',
  '１２',
);
const malformedIds = fc.constantFrom(
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  '00000000-0000-0000-0000-00000000000g',
  '0000000000000000000000000000000000000',
  '{6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b}',
  '6f1e2d3c4b5a49788a6b5c4d3e2f1a0b',
  '6F1E2D3C-4B5A-4978-8A6B-5C4D3E2F1A0B ',
  "1' or '1'='1",
  '-1',
  '1',
);
const deep = fc.integer({ min: 50, max: 3_000 }).map((levels) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < levels; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
});
const wrongTypes = fc.constantFrom<unknown>(42, -1.5, true, false, null, { a: 1 }, ['x'], [], {}, '', 'text');
const unknownEnum = fc.constantFrom('UNKNOWN', 'root', 'Root ', '__proto__', 'constructor', 'ROOT\u0000');

const broken: fc.Arbitrary<unknown> = fc.oneof(
  wrongTypes,
  oddText,
  hugeText,
  badNumbers,
  malformedIds,
  unknownEnum,
  deep,
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.array(oddText, { minLength: 1, maxLength: 30 }),
  fc.dictionary(fc.string({ maxLength: 10 }), wrongTypes, { maxKeys: 5 }),
);

/** A body: valid in shape, then perhaps broken in one field, short of a required one, or given an unknown one. */
function bodyOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const resolved = resolve(schema);
  const objectBranch = [resolved, ...(resolved.anyOf ?? []), ...(resolved.oneOf ?? [])]
    .map(resolve)
    .find((candidate) => candidate.properties);
  const valid = validOf(schema);
  if (!objectBranch?.properties) return fc.oneof(valid, broken);
  const fields = Object.keys(objectBranch.properties);
  const required = objectBranch.required ?? [];
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    {
      weight: 4,
      arbitrary: fc
        .tuple(validOf(objectBranch), fc.constantFrom(...fields), broken)
        .map(([body, field, value]) => ({ ...(body as object), [field]: value })),
    },
    ...(required.length > 0
      ? [
          {
            weight: 2,
            arbitrary: fc.tuple(validOf(objectBranch), fc.constantFrom(...required)).map(([body, field]) => {
              const copy = { ...(body as Record<string, unknown>) };
              delete copy[field];
              return copy;
            }),
          },
        ]
      : []),
    {
      weight: 1,
      arbitrary: validOf(objectBranch).map((body) => ({ ...(body as object), unexpected: 'поле', __proto__x: 1 })),
    },
    { weight: 1, arbitrary: broken },
  );
}

/** A query or path value as text: valid in shape or broken. Arrays become repeated parameters. */
const textOf = (value: unknown): string | string[] => {
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
  return typeof value === 'string' ? value : JSON.stringify(value);
};
const parameterValue = (parameter: Parameter) =>
  fc.oneof({ weight: 3, arbitrary: validOf(parameter.schema) }, { weight: 2, arbitrary: broken }).map(textOf);

/** Percent-encoding that survives lone surrogates (sent as raw bytes, as a hostile client could). */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((char) => (char.length === 1 && /[\ud800-\udfff]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char)))
      .join('');
  }
};

type Generated = {
  identity: 'anonymous' | 'user' | 'ROOT';
  path: Record<string, string | string[]>;
  query: Array<[string, string | string[]]>;
  body: unknown;
  bodyKind: 'json' | 'raw' | 'none';
  upload: Uint8Array;
  address: number;
};

function requestOf(operation: Operation): fc.Arbitrary<Generated> {
  const pathModel: Record<string, fc.Arbitrary<string | string[]>> = {};
  for (const parameter of operation.parameters.filter((candidate) => candidate.in === 'path'))
    pathModel[parameter.name] = parameterValue(parameter);
  const queryParameters = operation.parameters.filter((candidate) => candidate.in === 'query');
  return fc.record({
    identity: fc.constantFrom('anonymous', 'user', 'ROOT'),
    path: fc.record(pathModel),
    query: fc
      .subarray(queryParameters)
      .chain((chosen) =>
        chosen.length === 0
          ? fc.constant([] as Array<[string, string | string[]]>)
          : fc.tuple(
              ...chosen.map((parameter) =>
                parameterValue(parameter).map((value) => [parameter.name, value] as [string, string | string[]]),
              ),
            ),
      ),
    body: operation.body ? bodyOf(operation.body) : fc.oneof(fc.constant(undefined), broken),
    bodyKind: operation.body
      ? fc.constantFrom<Generated['bodyKind']>('json', 'json', 'json', 'json', 'raw')
      : fc.constantFrom<Generated['bodyKind']>('none', 'none', 'json'),
    upload: fc.oneof(fc.uint8Array({ maxLength: 64 }), fc.constant(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0]))),
    address: fc.integer({ min: 1, max: 60_000 }),
  });
}

const RAW_BODIES = ['', '{', '[]', 'null', '"x"', '{"a":', '\u0000', '{"__proto__":{"polluted":1}}'];

let root: Session;
let user: Session;
const sessionsByIdentity = () => ({ user, ROOT: root });

/** A session of its own for a request that may end the caller's (logout), so the identity stays signed in. */
async function freshSession(userId: string) {
  const started = await startSession(t.app.db, t.env, userId, {
    headers: {},
    ip: '127.0.0.1',
  } as unknown as FastifyRequest);
  return { authorization: `Bearer ${started.accessToken}` };
}

/** Anything of the inside: a stack frame, a module path, SQL or the database's own words. */
const STACK = /\bat [^\s/]*\/[^\s]*:\d+:\d+|"stack"|node_modules|\/src\/|\.ts:\d/i;
const LEAKS =
  /\bSELECT\s|\bINSERT INTO\b|\bUPDATE\s\S+\sSET\b|syntax error at|relation "|violates|\bdrizzle\b|pglite|postgres/i;
const CYRILLIC = /[а-яё]/i;

const statuses = new Map<number, number>();
let sent = 0;
const failures: string[] = [];

async function send(operation: Operation, request: Generated): Promise<string[]> {
  const problems: string[] = [];
  let url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = request.path[name];
    return encode(Array.isArray(value) ? (value[0] ?? '') : (value ?? 'x'));
  });
  const pairs = request.query.flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => `${encode(name)}=${encode(item)}`),
  );
  if (pairs.length > 0) url += `?${pairs.join('&')}`;
  const headers: Record<string, string> = { origin: APP_ORIGIN };
  if (request.identity !== 'anonymous') {
    const session = sessionsByIdentity()[request.identity];
    Object.assign(
      headers,
      operation.path.startsWith('/api/auth/logout') ? await freshSession(session.userId) : bearer(session),
    );
  }
  let payload: string | Buffer | undefined;
  if (operation.upload) {
    const boundary = 'fuzz-boundary';
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.from(request.upload),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  } else if (request.bodyKind === 'json' && request.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(request.body);
  } else if (request.bodyKind === 'raw') {
    headers['content-type'] = 'application/json';
    payload = RAW_BODIES[request.address % RAW_BODIES.length];
  }
  const response: LightMyRequestResponse = await t.app.inject({
    method: operation.method as 'GET',
    url,
    headers,
    remoteAddress: `10.${request.address >> 12}.${(request.address >> 4) & 255}.${(request.address & 15) + 1}`,
    ...(payload !== undefined ? { payload } : {}),
  });
  sent += 1;
  statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
  const what = `${request.identity} ${operation.method} ${url.slice(0, 200)} ${String(payload ?? '').slice(0, 200)}`;
  if (response.statusCode >= 500) problems.push(`status ${response.statusCode}: ${response.body.slice(0, 300)}`);
  const sentText = `${url}${String(payload ?? '')}`;
  // Text the caller sent may come back in a 2xx (a name they saved); an error body may hold nothing of the inside.
  for (const pattern of response.statusCode >= 400 ? [STACK, LEAKS] : [STACK]) {
    const leak = pattern.exec(response.body);
    if (leak && !sentText.toLowerCase().includes(leak[0].toLowerCase()))
      problems.push(`internals in body (${leak[0]}): ${response.body.slice(0, 300)}`);
  }
  if (response.statusCode >= 400) {
    let body: { statusCode?: unknown; message?: unknown; fields?: Record<string, unknown> } = {};
    try {
      body = response.json();
    } catch {
      problems.push(`an error body that is not JSON: ${response.body.slice(0, 100)}`);
    }
    if (body.statusCode !== response.statusCode) problems.push('statusCode differs from the status');
    if (typeof body.message !== 'string' || !CYRILLIC.test(body.message))
      problems.push(`message not Russian: ${String(body.message)}`);
    // A 400 names what to fix: `fields` maps each bad field (its dotted path) to a Russian message.
    if (response.statusCode === 400) {
      const fields = Object.entries(body.fields ?? {});
      if (fields.length === 0) problems.push(`a 400 without fields: ${response.body.slice(0, 300)}`);
      for (const [field, message] of fields)
        if (typeof message !== 'string' || !CYRILLIC.test(message)) problems.push(`field ${field}: not Russian`);
    }
  }
  if (response.statusCode < 300 && (response.headers['content-type'] ?? '').toString().includes('json')) {
    try {
      collectIds(response.json());
    } catch {
      // Not JSON after all: nothing to collect.
    }
  }
  // ROOT may have edited their own permissions away: put them back, so ROOT stays ROOT for the next requests.
  if (request.identity === 'ROOT' && operation.method !== 'GET') await grant(t.app, root.userId, ['ROOT']);
  return problems.map((problem) => `${what}\n    ${problem}`);
}

beforeAll(async () => {
  root = await signUp(t.app, { username: 'fuzz_root' });
  await grant(t.app, root.userId, ['ROOT']);
  user = await signUp(t.app, { username: 'fuzz_user', displayName: 'Обычный человек' });
  knownIds.add(root.userId);
  knownIds.add(user.userId);
});

afterAll(() => t.close());

/**
 * One seed for the run, printed with the figures: FUZZ_SEED=<it> replays the same requests. Without it, the second
 * database's seed is the first's plus one, so the two send different requests.
 */
const SEED =
  process.env.FUZZ_SEED !== undefined
    ? Number(process.env.FUZZ_SEED)
    : (Date.now() % 1_000_000) + (process.env.TEST_DB === 'postgres' ? 1 : 0);

describe('fuzzing every operation of the OpenAPI document', () => {
  const runsPerOperation = Math.ceil(TARGET / operations.length);

  it('walks the operations of the document, bot routes excluded', () => {
    expect(operations.length).toBeGreaterThanOrEqual(100);
    expect(operations.some((operation) => operation.path.startsWith('/api/internal'))).toBe(false);
  });

  describe.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s',
    (_name, operation) => {
      it('answers generated requests without 5xx, leaks or nameless 400s', async () => {
        const before = failures.length;
        await fc.assert(
          fc.asyncProperty(requestOf(operation), async (request) => {
            const problems = await send(operation, request);
            if (problems.length > 0) failures.push(...problems);
          }),
          { numRuns: runsPerOperation, seed: SEED },
        );
        const mine = failures.slice(before);
        expect(mine, mine.slice(0, 10).join('\n')).toEqual([]);
      });
    },
  );

  it(`sent at least ${TARGET} requests`, () => {
    const distribution = [...statuses.entries()].sort(([a], [b]) => a - b);
    console.info(
      `fuzzing (${process.env.TEST_DB ?? 'pglite'}, FUZZ_SEED=${SEED}): ${sent} requests; statuses ${distribution
        .map(([status, count]) => `${status}×${count}`)
        .join(', ')}`,
    );
    expect(sent).toBeGreaterThanOrEqual(TARGET);
  });
});

describe('afterwards the data is consistent', () => {
  const count = async (query: ReturnType<typeof sql>) =>
    rowsOf<{ n: number }>(await t.app.db.execute(query))[0]?.n ?? -1;

  it('the API still answers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const init = await t.app.inject({ method: 'POST', url: '/api/auth/init', headers: bearer(user) });
    expect(init.statusCode).toBe(200);
  });

  it('every place’s opinion count equals a recount of its counted opinions', async () => {
    expect(
      await count(sql`select count(*)::int as n from places p where p.opinion_count <>
        (select count(*) from opinions o where o.place_id = p.id and o.visibility <> 'NOTES')`),
    ).toBe(0);
  });

  it('ids kept in arrays (no foreign key there) name rows that exist', async () => {
    const dangling = [
      sql`select count(*)::int as n from places p, unnest(p.feature_ids) f where f not in (select id from features)`,
      sql`select count(*)::int as n from places p, unnest(p.photo_file_ids) f where f not in (select id from files)`,
      sql`select count(*)::int as n from users u, unnest(u.favorite_feature_ids) f
        where f not in (select id from features)`,
      sql`select count(*)::int as n from events e, unnest(e.feature_ids) f where f not in (select id from features)`,
      sql`select count(*)::int as n from users u where u.avatar_file_id is not null
        and u.avatar_file_id not in (select id from files)`,
      sql`select count(*)::int as n from opinions o, unnest(o.photo_file_ids) f where f not in (select id from files)`,
    ];
    for (const query of dangling) expect(await count(query)).toBe(0);
  });

  it('read markers point at messages of their own chat', async () => {
    expect(
      await count(sql`select count(*)::int as n from chat_members m where m.last_read_message_id is not null
        and not exists (select 1 from messages x where x.id = m.last_read_message_id and x.chat_id = m.chat_id)`),
    ).toBe(0);
  });

  it('no polluted prototype', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
