import type { AddressInfo } from 'node:net';
import { CHATS_NAMESPACE, SOCKET_PATH } from '@mesto/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema.ts';
import { startSession } from '../features/auth/sessions.ts';
import { signAccessToken } from '../lib/tokens.ts';
import { type JsonSchema, openApiDocumentOf, type Parameter } from '../testing/openapi-document.ts';
import { APP_ORIGIN, bearer, createTestApp, grant, type Session, signUp, type TestApp } from '../testing/test-app.ts';

// Hostile input against every operation of the OpenAPI document, so a route added later is covered without a line
// here. Whatever arrives, the API answers 4xx in the one error shape, in Russian, naming the field when it can, never
// 5xx, never a stack or SQL; and afterwards it still answers and nobody's data has changed.

type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body: { properties: Record<string, JsonSchema> } | null;
  takesFile: boolean;
};

const t: TestApp = await createTestApp();
const { document, resolve } = openApiDocumentOf(t.app);

/** The object branch of a body schema (bodies may be `object | null`). */
const objectOf = (schema: JsonSchema): JsonSchema | null => {
  const resolved = resolve(schema);
  if (resolved.properties) return resolved;
  for (const branch of [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])]) {
    const found = objectOf(branch);
    if (found) return found;
  }
  return null;
};

const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => {
    const content = operation.requestBody?.content ?? {};
    const json = content['application/json']?.schema;
    const object = json ? objectOf(json) : null;
    return {
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: json ? { properties: object?.properties ?? {} } : null,
      takesFile: path.endsWith('/upload') || 'multipart/form-data' in content,
    };
  }),
);

/**
 * Whether a value fits a declared schema, as far as its type, enum and uuid format go. In a query or a path every
 * value is text, and numbers and booleans are read from it.
 */
function admits(schema: JsonSchema, value: unknown, asText = false): boolean {
  const resolved = resolve(schema);
  const branches = resolved.anyOf ?? resolved.oneOf;
  if (branches) return branches.some((branch) => admits(branch, value, asText));
  if (resolved.enum) return resolved.enum.includes(value);
  const types = resolved.type === undefined ? [] : Array.isArray(resolved.type) ? resolved.type : [resolved.type];
  if (types.length === 0) return true;
  return types.some((type) => {
    if (type === 'null') return value === null;
    if (type === 'string') {
      if (typeof value !== 'string') return false;
      if (
        resolved.format === 'uuid' &&
        !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
      ) {
        return false;
      }
      return resolved.maxLength === undefined || value.length <= resolved.maxLength;
    }
    if (type === 'number' || type === 'integer') {
      return typeof value === 'number' || (asText && typeof value === 'string' && Number.isFinite(Number(value)));
    }
    if (type === 'boolean') return typeof value === 'boolean' || (asText && (value === 'true' || value === 'false'));
    if (type === 'array') return Array.isArray(value);
    if (type === 'object') return value !== null && typeof value === 'object' && !Array.isArray(value);
    return true;
  });
}

// Hostile values. Strings the database cannot store, and those that pass a loose check but not PostgreSQL's.
const NUL = 'a\u0000b';
const LONE_HIGH = 'x\ud800y';
const LONE_LOW = '\udfffz';
const FAKE_UUIDS = [
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  '------------------------------------',
  '00000000-0000-0000-0000-00000000000g',
  '0000000000000000000000000000000000000',
];
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const SOME_UUID = '6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b';
const HOSTILE_CURSORS = [
  ...['0000-01-01T00:00:00.000Z', '-010000-01-01T00:00:00.000Z', '+275760-09-13T00:00:00.000Z', '1', 'Tue'].flatMap(
    (at) => [
      cursorOf([at, SOME_UUID]),
      cursorOf(['createdAt', [at], SOME_UUID]),
      cursorOf(['default', [at], SOME_UUID]),
    ],
  ),
  cursorOf(['createdAt', ['2024-01-01T00:00:00.000Z'], FAKE_UUIDS[0]]),
  cursorOf({ at: 1 }),
  cursorOf([[[[[]]]]]),
  'not base64 at all %%%',
];
/** JSON text nested `depth` levels deep, alternating arrays and objects (built as text: it is too deep to stringify). */
const deepJson = (depth: number) => {
  const half = Math.floor(depth / 2);
  return `${'[{"a":'.repeat(half)}"bottom"${'}]'.repeat(half)}`;
};
const WRONG_TYPES: unknown[] = [42, -1.5, true, null, { a: 1 }, ['x'], [], {}];

/** Query strings built by hand: encodeURIComponent refuses lone surrogates, which the API must still survive. */
const RAW_LONE_SURROGATE = '%ED%A0%80';

type Identity = { name: string; headers: Record<string, string> };
let root: Session;
let sample: Session;
const identities = (): Identity[] => [
  { name: 'anonymous', headers: { origin: APP_ORIGIN } },
  { name: 'ROOT', headers: { ...bearer(root), origin: APP_ORIGIN } },
];

/** A session of its own for a probe that may end the caller's session (logout), so ROOT stays signed in. */
async function freshRootHeaders(): Promise<Record<string, string>> {
  const started = await startSession(t.app.db, t.env, root.userId, {
    headers: {},
    ip: '127.0.0.1',
  } as unknown as FastifyRequest);
  return { authorization: `Bearer ${started.accessToken}`, origin: APP_ORIGIN };
}
const endsSession = (url: string) => url.startsWith('/api/auth/logout');

const LEAKS =
  /\bat .+:\d+:\d+|"stack"|\bselect\s|\binsert\s|\bupdate\s.+\sset\b|\bdelete\sfrom\b|postgres|pglite|drizzle|node_modules|\.ts:\d/i;
const CYRILLIC = /[а-яё]/i;

/** Everything every response must satisfy; returns what is wrong, empty when nothing is. */
function problemsOf(response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`status ${response.statusCode}`);
  if (/\bat .+:\d+:\d+/.test(response.body)) problems.push('stack trace in body');
  if (response.statusCode < 400) return problems;
  if (LEAKS.test(response.body)) problems.push(`internals in body: ${response.body.slice(0, 300)}`);
  let body: Record<string, unknown>;
  try {
    body = response.json();
  } catch {
    return [...problems, 'error body is not JSON'];
  }
  if (body.statusCode !== response.statusCode) problems.push('statusCode differs from the status');
  if (typeof body.error !== 'string') problems.push('no error name');
  if (typeof body.message !== 'string' || !CYRILLIC.test(body.message))
    problems.push(`message not Russian: ${String(body.message)}`);
  if (body.code !== undefined && typeof body.code !== 'string') problems.push('code is not a string');
  if (body.fields !== undefined) {
    const fields = body.fields as Record<string, unknown>;
    if (typeof fields !== 'object' || fields === null) problems.push('fields is not an object');
    else
      for (const [field, message] of Object.entries(fields)) {
        if (typeof message !== 'string' || !CYRILLIC.test(message))
          problems.push(`field ${field}: message not Russian`);
      }
  }
  return problems;
}

const names = (response: LightMyRequestResponse, field: string) => {
  const fields = (response.json() as { fields?: Record<string, string> }).fields ?? {};
  return Object.keys(fields).some((key) => key === field || key.startsWith(`${field}.`));
};

type Probe = {
  /** What was sent, for the failure report. */
  label: string;
  method: string;
  url: string;
  payload?: string | Buffer;
  headers: Record<string, string>;
  /** The field the value went into; the answer must name it when it must be refused. */
  field?: string;
  mustRefuse?: boolean;
};

async function run(probes: Probe[]): Promise<string[]> {
  const failures: string[] = [];
  for (const probe of probes) {
    const headers =
      probe.headers.authorization && endsSession(probe.url)
        ? { ...probe.headers, ...(await freshRootHeaders()) }
        : probe.headers;
    const response = await t.app.inject({
      method: probe.method as 'GET',
      url: probe.url,
      headers,
      ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
    });
    const problems = problemsOf(response);
    // A value the field does not take must be refused by name; any other answer only has to be well-formed. A route
    // that checks the field only once it knows the caller may refuse a signed-out caller first: also the right answer.
    const signedOut = probe.headers.authorization === undefined;
    if (probe.mustRefuse && probe.field !== undefined && !(signedOut && response.statusCode === 401)) {
      if (response.statusCode !== 400) problems.push(`expected 400, got ${response.statusCode}: ${response.body}`);
      else if (!names(response, probe.field)) problems.push(`fields do not name ${probe.field}: ${response.body}`);
    }
    if (problems.length > 0) failures.push(`${probe.label}\n    ${problems.join('\n    ')}`);
  }
  return failures;
}

const basePath = (operation: Operation, overrides: Record<string, string> = {}) =>
  operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name in overrides) return overrides[name] as string;
    const parameter = operation.parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    const schema = resolve(parameter?.schema);
    // A plain value each path parameter accepts, so a probe of another parameter is not refused for this one.
    if (schema.enum && schema.enum.length > 0) return String(schema.enum[0]);
    return schema.format === 'uuid' ? SOME_UUID : name === 'name' ? 'w320.webp' : 'x';
  });

/** A query string with the required parameters of the operation set to plain values, plus `extra` raw pairs. */
const queryOf = (operation: Operation, extra: string, skip: string) => {
  const pairs = operation.parameters
    .filter((parameter) => parameter.in === 'query' && parameter.required && parameter.name !== skip)
    .map((parameter) => `${parameter.name}=plain`);
  if (extra) pairs.push(extra);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
};

const jsonHeaders = (identity: Identity) => ({ ...identity.headers, 'content-type': 'application/json' });
const label = (identity: Identity, operation: Operation, what: string) =>
  `${identity.name} ${operation.method} ${operation.path}: ${what}`;

/** Every way one hostile value reaches an operation: each query parameter, each path parameter, each body field. */
function probesFor(
  operation: Operation,
  identity: Identity,
  value: { body?: unknown; json?: string; query?: string; path?: string; describe: string },
  refuse: (schema: JsonSchema, where: 'query' | 'path' | 'body') => boolean,
): Probe[] {
  const probes: Probe[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in === 'query' && value.query !== undefined) {
      probes.push({
        label: label(identity, operation, `query ${parameter.name}=${value.describe}`),
        method: operation.method,
        url: `${basePath(operation)}${queryOf(operation, `${parameter.name}=${value.query}`, parameter.name)}`,
        headers: identity.headers,
        field: parameter.name,
        mustRefuse: refuse(parameter.schema, 'query'),
      });
    }
    if (parameter.in === 'path' && value.path !== undefined) {
      probes.push({
        label: label(identity, operation, `path ${parameter.name}=${value.describe}`),
        method: operation.method,
        url: `${basePath(operation, { [parameter.name]: value.path })}${queryOf(operation, '', '')}`,
        headers: identity.headers,
        field: parameter.name,
        mustRefuse: refuse(parameter.schema, 'path'),
      });
    }
  }
  for (const [field, schema] of Object.entries(operation.body?.properties ?? {})) {
    if (value.body === undefined && value.json === undefined) continue;
    probes.push({
      label: label(identity, operation, `body ${field}=${value.describe}`),
      method: operation.method,
      url: `${basePath(operation)}${queryOf(operation, '', '')}`,
      payload: `{${JSON.stringify(field)}:${value.json ?? JSON.stringify(value.body)}}`,
      headers: jsonHeaders(identity),
      field,
      mustRefuse: refuse(schema, 'body'),
    });
  }
  return probes;
}

const report = (failures: string[]) => expect(failures, failures.slice(0, 30).join('\n')).toEqual([]);

let sampleBefore = '';
const sampleState = async () => {
  const [user] = await t.app.db.select().from(users).where(eq(users.id, sample.userId));
  const own = await t.app.db.select().from(sessions).where(eq(sessions.userId, sample.userId));
  return JSON.stringify({ user, sessions: own.map((row) => ({ id: row.id, revokedAt: row.revokedAt })) });
};

beforeAll(async () => {
  root = await signUp(t.app, { username: 'hostile_root' });
  await grant(t.app, root.userId, ['ROOT']);
  sample = await signUp(t.app, { username: 'sample_person', email: 'sample@example.ru', displayName: 'Образец' });
  sampleBefore = await sampleState();
});

afterAll(() => t.close());

describe('hostile input over every operation of the OpenAPI document', () => {
  it('the document lists the operations this suite walks (a route cannot hide from it)', () => {
    expect(operations.length).toBeGreaterThanOrEqual(15);
    expect(operations.map((operation) => `${operation.method} ${operation.path}`)).toEqual(
      expect.arrayContaining(['POST /api/auth/signup', 'GET /api/users', 'GET /api/files/raw/{id}/{name}']),
    );
  });

  describe.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s',
    (_name, operation) => {
      it('text the database cannot store, in any parameter or field, is a 400 naming it', async () => {
        const probes = identities().flatMap((identity) =>
          [
            { body: NUL, query: encodeURIComponent(NUL), path: encodeURIComponent(NUL), describe: 'NUL' },
            { body: LONE_HIGH, describe: 'lone high surrogate' },
            { body: LONE_LOW, describe: 'lone low surrogate' },
            { body: ['ok', NUL], describe: 'NUL inside an array' },
            { body: { [`key${NUL}`]: 'v' }, describe: 'NUL in an object key' },
            { body: { nested: { deeper: LONE_HIGH } }, describe: 'lone surrogate deep inside' },
          ].flatMap((value) => probesFor(operation, identity, value, () => true)),
        );
        report(await run(probes));
      });

      it('a lone surrogate percent-encoded in the query or path never gives 5xx', async () => {
        const probes = identities().flatMap((identity) =>
          probesFor(
            operation,
            identity,
            { query: RAW_LONE_SURROGATE, path: RAW_LONE_SURROGATE, describe: '%ED%A0%80' },
            () => false,
          ).filter((probe) => probe.payload === undefined),
        );
        report(await run(probes.map((probe) => ({ ...probe, mustRefuse: false }))));
      });

      it('values of the wrong type are a 400 naming the field when the field does not take them', async () => {
        const probes = identities().flatMap((identity) =>
          WRONG_TYPES.flatMap((value) =>
            probesFor(
              operation,
              identity,
              { body: value, describe: JSON.stringify(value) },
              (schema) => !admits(schema, value),
            ),
          ),
        );
        // Repeated query parameters arrive as arrays.
        for (const identity of identities()) {
          for (const parameter of operation.parameters.filter((candidate) => candidate.in === 'query')) {
            probes.push({
              label: label(identity, operation, `query ${parameter.name} repeated`),
              method: operation.method,
              url: `${basePath(operation)}${queryOf(operation, `${parameter.name}=1&${parameter.name}=2`, parameter.name)}`,
              headers: identity.headers,
              field: parameter.name,
              mustRefuse: !admits(parameter.schema, ['1', '2'], true),
            });
          }
        }
        report(await run(probes));
      });

      it('huge strings are refused naming the field when it has a limit, and never break anything', async () => {
        const huge = 'я'.repeat(100_000);
        const long = 'a'.repeat(5_000);
        const probes = identities().flatMap((identity) =>
          probesFor(
            operation,
            identity,
            { body: huge, query: long, path: long, describe: 'a huge string' },
            // A path segment that long matches no route at all (404), which is a refusal too.
            (schema, where) => where !== 'path' && !admits(schema, where === 'body' ? huge : long, where !== 'body'),
          ),
        );
        report(await run(probes));
      });

      it('deeply nested values are a 400 naming the field, without overflowing anything', async () => {
        const probes = identities().flatMap((identity) =>
          probesFor(operation, identity, { json: deepJson(5_000), describe: 'nested 5000 deep' }, () => true),
        );
        report(await run(probes));
      });

      it('ids that look like uuids but are not are refused where a uuid is declared, harmless elsewhere', async () => {
        const probes = identities().flatMap((identity) =>
          FAKE_UUIDS.flatMap((fake) =>
            probesFor(
              operation,
              identity,
              { body: fake, query: encodeURIComponent(fake), path: encodeURIComponent(fake), describe: fake },
              (schema, where) => !admits(schema, fake, where !== 'body'),
            ),
          ),
        );
        report(await run(probes));
      });

      it('forged cursors (dates PostgreSQL refuses, broken shapes) are a 400 naming the cursor', async () => {
        const cursorParameters = operation.parameters.filter((parameter) => parameter.name === 'cursor');
        const probes = identities().flatMap((identity) =>
          cursorParameters.flatMap((parameter) =>
            HOSTILE_CURSORS.map((cursor) => ({
              label: label(
                identity,
                operation,
                `cursor ${Buffer.from(cursor, 'base64url').toString('utf8').slice(0, 80)}`,
              ),
              method: operation.method,
              url: `${basePath(operation)}${queryOf(operation, `cursor=${encodeURIComponent(cursor)}`, 'cursor')}`,
              headers: identity.headers,
              field: parameter.name,
              mustRefuse: true,
            })),
          ),
        );
        report(await run(probes));
      });

      it('bodies that are not the expected object never give 5xx and are answered in Russian', async () => {
        if (operation.method === 'GET') return;
        const raw = [
          '[]',
          '"text"',
          '42',
          'null',
          '{"__proto__":{"polluted":true}}',
          '{"constructor":{"prototype":{"polluted":true}}}',
          '{"broken": ',
          deepJson(10_000),
          `{"k\\u0000": 1}`,
          '',
        ];
        const probes = identities().flatMap((identity) => [
          ...raw.map((payload) => ({
            label: label(identity, operation, `raw body ${payload.slice(0, 40) || '(empty)'}`),
            method: operation.method,
            url: `${basePath(operation)}${queryOf(operation, '', '')}`,
            payload,
            headers: jsonHeaders(identity),
          })),
          {
            label: label(identity, operation, 'text/plain body'),
            method: operation.method,
            url: `${basePath(operation)}${queryOf(operation, '', '')}`,
            payload: 'plain text',
            headers: { ...identity.headers, 'content-type': 'text/plain' },
          },
          {
            label: label(identity, operation, 'multipart body'),
            method: operation.method,
            url: `${basePath(operation)}${queryOf(operation, '', '')}`,
            payload: '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--b--\r\n',
            headers: { ...identity.headers, 'content-type': 'multipart/form-data; boundary=b' },
          },
        ]);
        report(await run(probes));
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      });
    },
  );

  describe('the upload route', () => {
    const boundary = 'hostile-boundary';
    const part = (filename: string, data: Buffer | string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        Buffer.from(data),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);

    it('broken, truncated and strange multipart bodies are 4xx in Russian, never 5xx', async () => {
      const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#f00' } })
        .png()
        .toBuffer();
      const whole = part('ok.png', png);
      const headers = {
        ...bearer(root),
        origin: APP_ORIGIN,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      };
      const bodies: Array<[string, Buffer | string, Record<string, string>?]> = [
        ['cut in the file', whole.subarray(0, whole.length - 20)],
        ['cut in the headers', whole.subarray(0, 30)],
        ['only a boundary', `--${boundary}\r\n`],
        ['no parts', `--${boundary}--\r\n`],
        [
          'a field, no file',
          `--${boundary}\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--${boundary}--\r\n`,
        ],
        ['NUL in the file name', part('a\u0000b.png', png)],
        ['a file name of 10 000 characters', part('я'.repeat(10_000), png)],
        ['a text file', part('a.png', 'not an image')],
        ['an empty file', part('a.png', '')],
        ['two files', Buffer.concat([part('a.png', png).subarray(0, -4), part('b.png', png)])],
        ['no boundary parameter', whole, { 'content-type': 'multipart/form-data' }],
        ['JSON', '{"file":"x"}', { 'content-type': 'application/json' }],
        ['nothing at all', '', { 'content-type': 'application/octet-stream' }],
      ];
      const failures: string[] = [];
      for (const [what, payload, extra] of bodies) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/files/upload',
          payload,
          headers: { ...headers, ...extra },
        });
        const problems = problemsOf(response);
        if (response.statusCode >= 500) problems.push(response.body);
        if (problems.length > 0) failures.push(`upload ${what}\n    ${problems.join('\n    ')}`);
      }
      report(failures);
    });
  });
});

describe('sockets', () => {
  let url = '';
  const opened: Socket[] = [];
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    for (const socket of opened) socket.close();
  });

  const connect = (options: { namespace?: string; auth?: unknown; headers?: Record<string, string> }) => {
    const socket = io(`${url}${options.namespace ?? CHATS_NAMESPACE}`, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: 5_000,
      ...(options.auth !== undefined ? { auth: options.auth as Record<string, unknown> } : {}),
      ...(options.headers ? { extraHeaders: options.headers } : {}),
    });
    opened.push(socket);
    return new Promise<{ connected: true } | { connected: false; message: string }>((done) => {
      socket.on('ready', () => done({ connected: true }));
      socket.on('connect', () => {
        // The default namespace has no `ready`: reaching `connect` there is already the failure being tested.
        if ((options.namespace ?? CHATS_NAMESPACE) !== CHATS_NAMESPACE) done({ connected: true });
      });
      socket.on('connect_error', (error) => done({ connected: false, message: error.message }));
      socket.on('disconnect', (reason) => done({ connected: false, message: reason }));
    });
  };

  const forged = (claims: { sub: string; sid: string }) =>
    signAccessToken({ ...claims, exp: Math.floor(Date.now() / 1000) + 600 }, t.env.TOKEN_SECRET);

  it('malformed handshakes of every shape end in connect_error, and the API still answers', async () => {
    const other = await signUp(t.app);
    const revoked = await signUp(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(revoked) });
    const [otherSession] = await t.app.db.select().from(sessions).where(eq(sessions.userId, other.userId));
    const cases: Array<[string, Parameters<typeof connect>[0]]> = [
      ['auth.token a number', { auth: { token: 42 } }],
      ['auth.token an object', { auth: { token: { toString: 'x', split: 1 } } }],
      ['auth.token an array', { auth: { token: ['a.b'] } }],
      ['auth.token null', { auth: { token: null } }],
      ['auth.token true', { auth: { token: true } }],
      ['auth.token a huge string', { auth: { token: 'x.'.repeat(200_000) } }],
      ['auth.token with NUL', { auth: { token: `a\u0000.b` } }],
      ['a forged token with a random session', { auth: { token: forged({ sub: sample.userId, sid: SOME_UUID }) } }],
      [
        'a forged token whose session id is not a uuid',
        { auth: { token: forged({ sub: sample.userId, sid: 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz' }) } },
      ],
      ['the token of a revoked session', { auth: { token: revoked.accessToken } }],
      [
        'a token whose session belongs to another user',
        { auth: { token: forged({ sub: sample.userId, sid: otherSession?.id ?? SOME_UUID }) } },
      ],
      [
        'a valid token from a foreign origin',
        { auth: { token: sample.accessToken }, headers: { origin: 'https://evil.example' } },
      ],
      ['a valid cookie from a foreign origin', { headers: { cookie: sample.cookie, origin: 'https://evil.example' } }],
      ['a null origin', { auth: { token: sample.accessToken }, headers: { origin: 'null' } }],
      ['the default namespace', { namespace: '/', auth: { token: sample.accessToken } }],
      ['an unknown namespace', { namespace: '/admin', auth: { token: sample.accessToken } }],
      ['a garbage cookie', { headers: { cookie: 'access-token=%E0%A4%A' } }],
    ];
    for (const [what, options] of cases) {
      const outcome = await connect(options);
      expect(outcome.connected, what).toBe(false);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode, what).toBe(200);
    }
    // Handshakes that are not objects at all, sent as raw socket.io packets.
    for (const packet of [
      '40/chats,42',
      '40/chats,"token"',
      '40/chats,[1,2]',
      '40/chats,{"token":',
      '4',
      '40/chats,null',
    ]) {
      await new Promise<void>((done) => {
        const raw = new WebSocket(`${url.replace('http', 'ws')}${SOCKET_PATH}/?EIO=4&transport=websocket`);
        raw.onmessage = (event) => {
          if (String(event.data).startsWith('0')) raw.send(packet);
          else {
            raw.close();
            done();
          }
        };
        raw.onclose = () => done();
        raw.onerror = () => done();
        setTimeout(() => {
          raw.close();
          done();
        }, 2_000);
      });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // A legitimate client still connects: by token, by cookie, from an app origin or with no origin.
    expect(await connect({ auth: { token: sample.accessToken } })).toEqual({ connected: true });
    expect(await connect({ headers: { cookie: sample.cookie, origin: APP_ORIGIN } })).toEqual({ connected: true });
  });

  it('a refused handshake says why in Russian', async () => {
    const foreign = await connect({ auth: { token: sample.accessToken }, headers: { origin: 'https://evil.example' } });
    expect(foreign).toEqual({ connected: false, message: 'Запрос с постороннего сайта отклонён' });
    const unknown = await connect({ auth: { token: 42 } });
    expect(unknown).toEqual({ connected: false, message: 'Войдите, чтобы продолжить' });
    const namespace = await connect({ namespace: '/', auth: { token: sample.accessToken } });
    expect(namespace).toEqual({ connected: false, message: 'Подключайтесь к пространству /chats' });
  });
});

describe('afterwards', () => {
  it('the API still answers and the sample user is exactly as before', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(await sampleState()).toBe(sampleBefore);
    const init = await t.app.inject({ method: 'POST', url: '/api/auth/init', headers: bearer(sample) });
    expect(init.json().user).toMatchObject({ id: sample.userId, displayName: 'Образец', email: 'sample@example.ru' });
  });
});
