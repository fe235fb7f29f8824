import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedMessages } from '../features/feed/feed.messages.ts';
import { messages } from '../lib/messages.ts';
import { type JsonSchema, openApiDocumentOf, type Parameter, type Security } from '../testing/openapi-document.ts';
import { APP_ORIGIN, bearer, createTestApp, grant, type Session, signUp, type TestApp } from '../testing/test-app.ts';

// Authentication before validation, over every operation of the OpenAPI document, so a route added later is covered
// without a line here. A route for signed-in callers says so (`config.session: 'required'`, shown in the document as
// its own `security`); a signed-out caller gets 401 «sign in» from it whatever the body, the query or the path say,
// never the form's 400 nor a 404 that tells what exists. A route not marked must not answer a signed-out caller's
// sensible request with 401: a route that checks the session in its handler but forgot the mark fails here.
//
// Not covered here: /api/internal/** (the Telegram bot's calls). They prove the bot's shared secret, not a session, and
// the document hides them; the test checks that they stay hidden, and `internal-first.test.ts` that every one of them
// checks the secret before anything else.

type Operation = {
  name: string;
  method: string;
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, resolved; null when the operation takes none (or only a file). */
  body: JsonSchema | null;
  takesFile: boolean;
  needsSession: boolean;
};

const t: TestApp = await createTestApp();
const { document, resolve } = openApiDocumentOf(t.app);

/** Anonymous callers are let in where the security requirement lists the empty one. */
const requiresSession = (security: Security | undefined) =>
  security !== undefined && security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0);

const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => {
    const content = operation.requestBody?.content ?? {};
    const json = content['application/json']?.schema;
    return {
      name: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: json ? resolve(json) : null,
      takesFile: 'multipart/form-data' in content || path.endsWith('/upload'),
      needsSession: requiresSession(operation.security ?? document.security),
    };
  }),
);
const marked = operations.filter((operation) => operation.needsSession);
const unmarked = operations.filter((operation) => !operation.needsSession);

/**
 * Routes not marked that answer a signed-out caller 401 all the same, and why. Signing in is how a session starts:
 * those routes refuse what was presented, and a session would not change that.
 */
const UNMARKED_401: Record<string, string> = {
  'POST /api/auth/login': 'wrong credentials are a 401: the route is how a session starts',
  'POST /api/auth/refresh': 'a missing or spent refresh token is a 401: the route renews a session from it',
};

/** The message the 401 carries: the catalogue's «sign in», or the route's own where it says more. */
const SIGN_IN_MESSAGES: Record<string, string> = {
  'GET /api/feed': feedMessages.signInForFeed,
};

// —— Values —————————————————————————————————————————————————————————————————————————————————————————————————————————

/**
 * Plain text a field may take, most likely first. Rules beyond the JSON schema (a custom check, «one of these
 * parameters») are met by trying the next one on the field a 400 names.
 */
const TEXT_CANDIDATES = [
  'example',
  'example-value-1234',
  'пример',
  'user_name1',
  'example.png',
  'w320.webp',
  'ab',
  'a',
  '79991234567',
  '+79991234567',
  '12:00',
];

/** A value the schema takes, as plain as can be: how a sensible client would fill a required field. */
function sampleOf(input: JsonSchema | undefined, depth = 0, attempt = 0): unknown {
  const schema = resolve(input);
  if (depth > 8) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum.find((value) => value !== null) ?? schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const branch = branches.find((candidate) => resolve(candidate).type !== 'null') ?? branches[0];
    return sampleOf(branch, depth + 1, attempt);
  }
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sampleOf(part, depth + 1)));
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((candidate) => candidate !== 'null') ?? (schema.properties ? 'object' : types[0]);
  switch (type) {
    case 'string':
      return textOf(schema, attempt);
    case 'integer':
    case 'number': {
      if (schema.minimum !== undefined) return schema.minimum;
      if (schema.exclusiveMinimum !== undefined) return schema.exclusiveMinimum + 1;
      return Math.min(1, schema.maximum ?? 1);
    }
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items, depth + 1));
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, sampleOf(schema.properties?.[key], depth + 1)]),
      );
    case 'null':
      return null;
    default:
      return 'example';
  }
}

function textOf(schema: JsonSchema, attempt = 0): string {
  switch (schema.format) {
    case 'uuid':
      return randomUUID();
    case 'date-time':
      return new Date(Date.now() + 86_400_000).toISOString();
    case 'date':
      return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    case 'email':
      return 'someone@example.ru';
    case 'uri':
      return 'https://example.ru/';
  }
  const fits = (text: string) =>
    text.length >= (schema.minLength ?? 0) &&
    text.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
    (schema.pattern === undefined || new RegExp(schema.pattern, 'u').test(text));
  const padded = 'example'.padEnd(schema.minLength ?? 0, 'x');
  const fitting = [...TEXT_CANDIDATES, padded].filter(fits);
  return fitting[attempt % Math.max(fitting.length, 1)] ?? padded;
}

/**
 * A value the schema does not take, or undefined when it takes anything: an object where a scalar belongs, text
 * where a number or a uuid belongs, a number where text belongs.
 */
function brokenOf(input: JsonSchema | undefined, where: 'path' | 'query' | 'body'): unknown {
  const asText = where !== 'body';
  const schema = resolve(input);
  // Text too long for a query value (a path segment that long is refused by the router, before any route).
  const candidates: unknown[] = asText
    ? ['not-valid-~~', ...(where === 'query' ? ['x'.repeat(5000)] : [])]
    : [{ broken: true }, 'not-valid-~~', 12345, ['broken'], true];
  return candidates.find((candidate) => !admits(schema, candidate, asText));
}

/** Whether a value fits a schema, as far as type, enum, const, uuid format, pattern and length go. */
function admits(input: JsonSchema | undefined, value: unknown, asText: boolean): boolean {
  const schema = resolve(input);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.some((branch) => admits(branch, value, asText));
  if (schema.allOf) return schema.allOf.every((part) => admits(part, value, asText));
  if (schema.const !== undefined) return schema.const === value || (asText && String(schema.const) === value);
  if (schema.enum) return schema.enum.some((option) => option === value || (asText && String(option) === value));
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.length === 0) return true;
  return types.some((type) => {
    if (type === 'null') return value === null;
    if (type === 'string') {
      if (typeof value !== 'string') return false;
      if (schema.format === 'uuid' && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) {
        return false;
      }
      if (schema.format === 'date-time' || schema.format === 'date') return !Number.isNaN(Date.parse(value));
      if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) return false;
      return value.length >= (schema.minLength ?? 0) && value.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);
    }
    if (type === 'number' || type === 'integer') {
      return typeof value === 'number' || (asText && typeof value === 'string' && Number.isFinite(Number(value)));
    }
    if (type === 'boolean') return typeof value === 'boolean' || (asText && (value === 'true' || value === 'false'));
    if (type === 'array') return Array.isArray(value) || asText;
    if (type === 'object') return value !== null && typeof value === 'object' && !Array.isArray(value);
    return true;
  });
}

// —— Requests ——————————————————————————————————————————————————————————————————————————————————————————————————————

type Request = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** What was sent, for the failure report. */
  label: string;
  /** The fields a signed-in caller's 400 must name (any one of them). */
  broken: string[];
};

const pathOf = (operation: Operation, value: (parameter: Parameter) => string) =>
  operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const parameter = operation.parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    return encodeURIComponent(parameter ? value(parameter) : 'example');
  });

const queryString = (pairs: [string, unknown][]) => {
  const search = new URLSearchParams();
  for (const [name, value] of pairs) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(name, String(item));
    else search.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

const queryParameters = (operation: Operation) => operation.parameters.filter((p) => p.in === 'query');

/** The schema of a parameter or body field by name. */
const schemaOfField = (operation: Operation, name: string): JsonSchema | undefined =>
  operation.parameters.find((parameter) => parameter.name === name)?.schema ?? operation.body?.properties?.[name];

/**
 * Sends a sensible request; where a 400 names a field (a rule the document cannot show: «one of these», a custom
 * check), fills that field with the next plain value and tries again. The last answer is the route's real one.
 */
async function sendSensible(operation: Operation, headers: Record<string, string>) {
  const chosen: Record<string, unknown> = {};
  const tries: Record<string, number> = {};
  let request = sensible(operation, headers, chosen);
  let response = await send(request);
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const body = bodyOf(response);
    if (response.statusCode !== 400 || body.code !== 'VALIDATION_ERROR') break;
    const name = Object.keys(body.fields ?? {})[0]?.split('.')[0];
    const schema = name === undefined ? undefined : schemaOfField(operation, name);
    if (name === undefined || schema === undefined) break;
    tries[name] = (tries[name] ?? 0) + 1;
    chosen[name] = sampleOf(schema, 0, tries[name]);
    request = sensible(operation, headers, chosen);
    response = await send(request);
  }
  return { request, response };
}

/**
 * The request a sensible client would send: every required field and parameter filled with a plain value, and the
 * ones in `chosen` (by name) with the value given there.
 */
function sensible(
  operation: Operation,
  headers: Record<string, string>,
  chosen: Record<string, unknown> = {},
): Request {
  const url =
    pathOf(operation, (parameter) => String(chosen[parameter.name] ?? sampleOf(parameter.schema))) +
    queryString(
      queryParameters(operation)
        .filter((parameter) => parameter.required || parameter.name in chosen)
        .map((parameter) => [parameter.name, chosen[parameter.name] ?? sampleOf(parameter.schema)]),
    );
  const sample = operation.body ? sampleOf(operation.body) : undefined;
  const body =
    sample !== null && typeof sample === 'object'
      ? {
          ...sample,
          ...Object.fromEntries(
            Object.keys(operation.body?.properties ?? {}).flatMap((k) => (k in chosen ? [[k, chosen[k]]] : [])),
          ),
        }
      : sample;
  return {
    method: operation.method,
    url,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    label: `${operation.name} (a sensible request)`,
    broken: [],
  };
}

/**
 * The request a careless or hostile client would send: every body field and query parameter of a value it does not
 * take, and path parameters that name nothing (`unknown`: a well-formed id of nothing; else a malformed one).
 */
function broken(operation: Operation, headers: Record<string, string>, paths: 'unknown' | 'malformed'): Request {
  const names: string[] = [];
  const url =
    pathOf(operation, (parameter) => {
      if (paths === 'unknown') return String(sampleOf(parameter.schema));
      const value = brokenOf(parameter.schema, 'path');
      if (value === undefined) return String(sampleOf(parameter.schema));
      names.push(parameter.name);
      return String(value);
    }) +
    queryString(
      queryParameters(operation).map((parameter) => {
        const value = brokenOf(parameter.schema, 'query');
        if (value === undefined) return [parameter.name, parameter.required ? sampleOf(parameter.schema) : undefined];
        names.push(parameter.name);
        return [parameter.name, value];
      }),
    );
  let payload: string | undefined;
  if (operation.body || operation.takesFile || operation.method !== 'GET') {
    const properties = Object.entries(operation.body?.properties ?? {});
    const body: Record<string, unknown> = {};
    for (const [field, schema] of properties) {
      const value = brokenOf(schema, 'body');
      if (value === undefined) continue;
      body[field] = value;
      names.push(field);
    }
    // A body with no field to get wrong is wrong as a whole: a list where an object belongs.
    payload = JSON.stringify(properties.length > 0 ? body : ['broken']);
    if (operation.body && properties.length === 0) names.push('body');
  }
  return {
    method: operation.method,
    url,
    headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload }),
    label: `${operation.name} (broken: ${names.join(', ') || 'nothing to break'}; path ${paths})`,
    broken: names,
  };
}

const withLabel = (request: Request, what: string): Request => ({ ...request, label: `${request.label} with ${what}` });

const send = (request: Request) =>
  t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });

const bodyOf = (response: LightMyRequestResponse) => {
  try {
    return response.json() as { message?: string; code?: string; fields?: Record<string, string> };
  } catch {
    return {};
  }
};

const report = (failures: string[]) => expect(failures, failures.slice(0, 30).join('\n')).toEqual([]);

/** Problems of a signed-out caller's answer from a route for signed-in callers; empty when it is the right 401. */
function signInProblems(operation: Operation, request: Request, response: LightMyRequestResponse): string[] {
  const body = bodyOf(response);
  const expected = SIGN_IN_MESSAGES[operation.name] ?? messages.errors.unauthorized;
  if (response.statusCode !== 401)
    return [`${request.label}: expected 401, got ${response.statusCode} ${response.body}`];
  if (body.message !== expected || body.code !== 'UNAUTHORIZED') {
    return [`${request.label}: expected «${expected}» (UNAUTHORIZED), got ${response.body}`];
  }
  if (body.fields !== undefined) return [`${request.label}: a 401 names no fields, got ${response.body}`];
  return [];
}

let root: Session;
let person: Session;

beforeAll(async () => {
  root = await signUp(t.app);
  await grant(t.app, root.userId, ['ROOT']);
  person = await signUp(t.app);
});

afterAll(() => t.close());

describe('authentication before validation', () => {
  it('the document marks the routes for signed-in callers, and lets anyone call the rest', () => {
    expect(requiresSession(document.security), 'the default must let anonymous callers in').toBe(false);
    // The editors of every collection, and a few routes of other kinds, are for signed-in callers.
    const names = marked.map((operation) => operation.name);
    for (const collection of ['users', 'places', 'events', 'organisations', 'opinions', 'rooms', 'chats', 'features']) {
      expect(names).toContain(`POST /api/${collection}/editor`);
      expect(names).toContain(`GET /api/${collection}/blank`);
    }
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/files/upload',
        'GET /api/chats',
        'GET /api/feed',
        'DELETE /api/opinions/{id}',
      ]),
    );
    expect(unmarked.map((operation) => operation.name)).toEqual(
      expect.arrayContaining(['GET /api/places', 'GET /api/users/check_access', 'POST /api/auth/signup']),
    );
    // The bot's routes prove a shared secret, not a session, and are not part of the public document.
    expect(operations.filter((operation) => operation.path.startsWith('/api/internal/'))).toEqual([]);
    for (const name of Object.keys(UNMARKED_401)) expect(unmarked.map((o) => o.name)).toContain(name);
  });

  it('every route for signed-in callers answers a signed-out caller 401 whatever the body, query and path say', async () => {
    const failures: string[] = [];
    const anonymous = { origin: APP_ORIGIN };
    for (const operation of marked) {
      for (const request of [
        broken(operation, anonymous, 'unknown'),
        broken(operation, anonymous, 'malformed'),
        // Text that is not JSON at all, where the route takes a body.
        ...(operation.method === 'GET'
          ? []
          : [
              {
                ...sensible(operation, { ...anonymous, 'content-type': 'application/json' }),
                payload: '{"unfinished',
                label: `${operation.name} (a body that is not JSON)`,
              },
            ]),
        // An expired or forged token is no session either: the client renews it on this 401.
        withLabel(
          broken(operation, { ...anonymous, authorization: 'Bearer forged.token' }, 'unknown'),
          'a forged bearer',
        ),
        withLabel(
          broken(operation, { ...anonymous, cookie: 'access-token=forged.token' }, 'unknown'),
          'a forged cookie',
        ),
      ]) {
        failures.push(...signInProblems(operation, request, await send(request)));
      }
    }
    report(failures);
    expect(marked.length).toBeGreaterThan(40);
  });

  it('a signed-in caller who sends a broken body or query still gets the 400 naming the field', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const operation of marked) {
      if (operation.takesFile) continue;
      const request = broken(operation, { ...bearer(root), origin: APP_ORIGIN }, 'malformed');
      if (request.broken.length === 0) continue;
      checked += 1;
      const response = await send(request);
      const fields = Object.keys(bodyOf(response).fields ?? {});
      const named = fields.some((field) =>
        request.broken.some((name) => field === name || field.startsWith(`${name}.`)),
      );
      if (response.statusCode !== 400 || !named) {
        failures.push(
          `${request.label}: expected a 400 naming one of them, got ${response.statusCode} ${response.body}`,
        );
      }
    }
    report(failures);
    expect(checked).toBeGreaterThan(30);
  });

  it('a route not marked does not refuse a signed-out caller’s sensible request with 401', async () => {
    const failures: string[] = [];
    for (const operation of unmarked) {
      const { request, response } = await sendSensible(operation, { origin: APP_ORIGIN });
      const allowed = operation.name in UNMARKED_401;
      if (response.statusCode >= 500) failures.push(`${request.label}: ${response.statusCode} ${response.body}`);
      if (response.statusCode === 401 && !allowed) {
        failures.push(`${request.label}: 401 for a route the document lets anyone call — mark it session: 'required'`);
      }
      if (response.statusCode !== 401 && allowed) {
        failures.push(`${request.label}: listed as answering 401 but got ${response.statusCode}; update the list`);
      }
      // A request refused by its form never reaches the route's own checks and proves nothing: teach sampleOf.
      if (response.statusCode === 400 && bodyOf(response).code === 'VALIDATION_ERROR') {
        failures.push(`${request.label}: could not build a request the route takes: ${response.body}`);
      }
    }
    report(failures);
  });

  it('a browser’s preflight to a route for signed-in callers is answered, not refused: it carries no cookies', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/places/editor',
      headers: {
        origin: APP_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
  });

  it('the editors answer a signed-out caller 401 before telling whether the item exists', async () => {
    const id = randomUUID();
    for (const url of ['/api/places/editor', '/api/users/editor', '/api/opinions/editor']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { origin: APP_ORIGIN },
        payload: { id, name: 42 },
      });
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json()).toMatchObject({ message: messages.errors.unauthorized, code: 'UNAUTHORIZED' });
    }
    // Signed in, the same request is judged on its merits: the field named, or the item not found.
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/places/editor',
      headers: { origin: APP_ORIGIN, ...bearer(person) },
      payload: { id, name: 42 },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(400);
    expect(Object.keys(signedIn.json().fields)).toContain('name');
  });
});
