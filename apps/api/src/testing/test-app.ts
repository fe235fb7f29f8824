import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import postgres from 'postgres';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { type Env, testEnv } from '../env.ts';

export const TEST_BOT_TOKEN = '123456:test-bot-token';
export const ADMIN_URL = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Which database this run of the suite uses: vitest projects set TEST_DB to pglite or postgres. */
export const testDatabaseKind = (process.env.TEST_DB ?? 'pglite') as 'pglite' | 'postgres';

export type TestApp = {
  app: FastifyInstance;
  env: Env;
  close(): Promise<void>;
};

/**
 * A whole API on a database of its own: a throwaway in-memory PGlite, or a fresh PostgreSQL database that is
 * dropped afterwards. Nothing listens; requests go through `app.inject`.
 */
export async function createTestApp(
  overrides: Partial<Env> = {},
  /** Extra routes a test needs, added before the app is sealed. */
  extend?: (app: FastifyInstance) => void,
  /** Where the app's log lines go, for tests of what is logged (give LOG_LEVEL too). */
  logStream?: Writable,
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mesto-api-test-'));
  const env = testEnv({
    DATA_DIR: dataDir,
    TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN,
    TELEGRAM_BOT_NAME: 'mesto_test_bot',
    // Test runs share the machine's Redis: each app counts its limits under keys of its own.
    REDIS_KEY_PREFIX: `mesto-test-${process.pid}-${Math.random().toString(36).slice(2, 8)}:`,
    ...overrides,
  });
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  if (testDatabaseKind === 'postgres') {
    const name = `mesto_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    databaseUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
    dropDatabase = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const templatePath = testDatabaseKind === 'pglite' ? inject('pgliteTemplate') : undefined;
  const database = openDatabase({
    databaseUrl,
    readDatabaseUrl: env.DATABASE_READ_URL,
    dataDir: 'memory://',
    timeouts: env,
    pgliteTemplate: templatePath ? new Blob([readFileSync(templatePath)]) : undefined,
  });
  const app = await buildApp({ env, database, ...(logStream ? { logStream } : {}) });
  extend?.(app);
  await app.ready();
  return {
    app,
    env,
    close: async () => {
      await app.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Session = {
  userId: string;
  accessToken: string;
  refreshToken: string;
  /** The Cookie header a browser would send after this sign-in. */
  cookie: string;
};

export const APP_ORIGIN = 'http://localhost:5173';

/** Cookies set by a response, as name → { value, attributes }. */
export function cookiesOf(response: LightMyRequestResponse) {
  const result: Record<string, { value: string; raw: string }> = {};
  const header = response.headers['set-cookie'];
  for (const raw of Array.isArray(header) ? header : header ? [header] : []) {
    const [pair = ''] = raw.split(';');
    const [name = '', value = ''] = pair.split('=');
    result[name.trim()] = { value, raw };
  }
  return result;
}

export function sessionOf(response: LightMyRequestResponse): Session {
  const body = response.json() as { user: { id: string }; accessToken: string; refreshToken: string };
  const cookies = cookiesOf(response);
  return {
    userId: body.user.id,
    accessToken: body.accessToken,
    refreshToken: body.refreshToken,
    cookie: `access-token=${cookies['access-token']?.value}; refresh-token=${cookies['refresh-token']?.value}`,
  };
}

let counter = 0;
/**
 * Signs a new user up through the API and returns their session. Each signup comes from an address of its own, as
 * different people's would: signups are limited per address, and a test setting up many users is not one person.
 */
export async function signUp(
  app: FastifyInstance,
  fields: Partial<{ username: string; password: string; email: string; phone: string; displayName: string }> = {},
): Promise<Session & { username: string; password: string }> {
  counter += 1;
  const username = fields.username ?? `user${counter}x${Math.random().toString(36).slice(2, 6)}`;
  const password = fields.password ?? 'correct-horse-battery';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress: `10.99.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`,
    payload: { ...fields, username, password },
  });
  if (response.statusCode !== 200) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  return { ...sessionOf(response), username, password };
}

/** Grants permissions directly in the database: how an administrator would have set them up. */
export async function grant(app: FastifyInstance, userId: string, permissions: string[]) {
  await app.db
    .update(users)
    .set({ permissions: permissions as never })
    .where(eq(users.id, userId));
}

export const bearer = (session: Session) => ({ authorization: `Bearer ${session.accessToken}` });
