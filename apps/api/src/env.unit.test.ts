import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isProduction, loadEnv, testEnv } from './env.ts';

const SECRET = 'a-production-secret-of-sufficient-length-42';

describe('settings: one notion of production, and no production start on the development secret', () => {
  it('NODE_ENV=production alone is production, and is refused without a token secret of its own', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/TOKEN_SECRET/);
    const env = loadEnv({ NODE_ENV: 'production', TOKEN_SECRET: SECRET });
    expect(env.APP_ENV).toBe('PRODUCTION');
    expect(isProduction(env)).toBe(true);
  });

  it('APP_ENV=PRODUCTION is the same production, with the same refusal', () => {
    expect(() => loadEnv({ APP_ENV: 'PRODUCTION' })).toThrow(/TOKEN_SECRET/);
    expect(loadEnv({ APP_ENV: 'PRODUCTION', TOKEN_SECRET: SECRET }).APP_ENV).toBe('PRODUCTION');
  });

  it('the development secret named outright is refused in production too', () => {
    const development = loadEnv({}).TOKEN_SECRET;
    expect(() => loadEnv({ NODE_ENV: 'production', TOKEN_SECRET: development })).toThrow(/TOKEN_SECRET/);
  });

  it('names every missing secret at once: the bot secret when the bot is on, the keys of a bucket', () => {
    let message = '';
    try {
      loadEnv({ NODE_ENV: 'production', TELEGRAM_BOT_TOKEN: '1:x', STORAGE: 's3', S3_BUCKET: 'files' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ['TOKEN_SECRET', 'BOT_INTERNAL_SECRET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      expect(message, name).toContain(name);
    }
    expect(() =>
      loadEnv({
        NODE_ENV: 'production',
        TOKEN_SECRET: SECRET,
        TELEGRAM_BOT_TOKEN: '1:x',
        BOT_INTERNAL_SECRET: 'bot-secret-0123456789',
        STORAGE: 's3',
        S3_BUCKET: 'files',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    ).not.toThrow();
  });

  it('a start on a laptop needs none of them', () => {
    const env = loadEnv({});
    expect(env.APP_ENV).toBe('LOCAL');
    expect(isProduction(env)).toBe(false);
    expect(loadEnv({ NODE_ENV: 'development', TELEGRAM_BOT_TOKEN: '1:x' }).APP_ENV).toBe('LOCAL');
  });

  it('SOURCE_FETCH_ALLOW takes hosts and host:port pairs, and is refused in production', () => {
    expect(loadEnv({ SOURCE_FETCH_ALLOW: '127.0.0.1, localhost:8080,[::1]:9000' }).SOURCE_FETCH_ALLOW).toEqual([
      '127.0.0.1',
      'localhost:8080',
      '[::1]:9000',
    ]);
    expect(() => loadEnv({ SOURCE_FETCH_ALLOW: 'http://127.0.0.1/' })).toThrow(/SOURCE_FETCH_ALLOW/);
    const production = { NODE_ENV: 'production', TOKEN_SECRET: SECRET };
    expect(() => loadEnv({ ...production, SOURCE_FETCH_ALLOW: '127.0.0.1' })).toThrow(/SOURCE_FETCH_ALLOW/);
  });

  it('browser notifications: the VAPID keys come as a pair, with a contact in production; plain-http push only in tests', () => {
    const publicKey = `B${'A'.repeat(86)}`;
    const privateKey = 'A'.repeat(43);
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: privateKey })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(loadEnv({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }).VAPID_SUBJECT).toBeUndefined();
    const production = { NODE_ENV: 'production', TOKEN_SECRET: SECRET };
    expect(() => loadEnv({ ...production, VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey })).toThrow(
      /VAPID_SUBJECT/,
    );
    expect(() => loadEnv({ ...production, VAPID_SUBJECT: 'ftp://x' })).toThrow(/VAPID_SUBJECT/);
    const keys = {
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: privateKey,
      VAPID_SUBJECT: 'mailto:ops@gorod.example',
    };
    expect(loadEnv({ ...production, ...keys }).VAPID_SUBJECT).toBe('mailto:ops@gorod.example');
    expect(loadEnv({ PUSH_ALLOW_HTTP_ENDPOINTS: 'http://127.0.0.1' }).PUSH_ALLOW_HTTP_ENDPOINTS).toEqual([
      'http://127.0.0.1',
    ]);
    expect(() => loadEnv({ ...production, PUSH_ALLOW_HTTP_ENDPOINTS: 'http://127.0.0.1' })).toThrow(
      /PUSH_ALLOW_HTTP_ENDPOINTS/,
    );
  });

  it("tests' settings follow the same rule", () => {
    expect(testEnv({ NODE_ENV: 'production' }).APP_ENV).toBe('PRODUCTION');
    expect(testEnv({ NODE_ENV: 'production', APP_ENV: 'LOCAL' }).APP_ENV).toBe('LOCAL');
    expect(testEnv().APP_ENV).toBe('LOCAL');
  });
});

describe('settings: safe defaults for what an operator did not set', () => {
  it('metrics listen on loopback, whatever HOST is, unless an interface is named', () => {
    expect(loadEnv({ HOST: '0.0.0.0' }).METRICS_HOST).toBe('127.0.0.1');
    expect(loadEnv({ HOST: '0.0.0.0', METRICS_HOST: '0.0.0.0' }).METRICS_HOST).toBe('0.0.0.0');
  });

  it('the database may keep a request waiting 10 s, an unanswered query 12 s; the client bound stays above the server one', () => {
    const env = loadEnv({});
    expect(env.DATABASE_STATEMENT_TIMEOUT_MS).toBe(10_000);
    expect(env.DATABASE_QUERY_TIMEOUT_MS).toBe(12_000);
    expect(env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS).toBe(30_000);
    expect(env.DATABASE_CONNECT_TIMEOUT_MS).toBe(5_000);
    expect(loadEnv({ DATABASE_STATEMENT_TIMEOUT_MS: '2000', DATABASE_QUERY_TIMEOUT_MS: '3000' })).toMatchObject({
      DATABASE_STATEMENT_TIMEOUT_MS: 2000,
      DATABASE_QUERY_TIMEOUT_MS: 3000,
    });
    // A client bound at or below the server's would end live connections whose statement the server was about to cancel.
    expect(() => loadEnv({ DATABASE_STATEMENT_TIMEOUT_MS: '20000' })).toThrow(/DATABASE_QUERY_TIMEOUT_MS/);
    expect(() => loadEnv({ DATABASE_STATEMENT_TIMEOUT_MS: '0' })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
  });
});

describe('settings: secrets from files (compose secrets, `<NAME>_FILE`)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'mesto-secrets-'));
  const file = (name: string, content: string) => {
    const path = join(folder, name);
    writeFileSync(path, content);
    return path;
  };

  it('reads each secret from its file, without the trailing newline an editor or `echo` adds', () => {
    const env = loadEnv({
      NODE_ENV: 'production',
      TOKEN_SECRET_FILE: file('token', `${SECRET}\n`),
      STORAGE: 's3',
      S3_BUCKET: 'files',
      S3_ACCESS_KEY_ID_FILE: file('key-id', 'mesto\r\n'),
      S3_SECRET_ACCESS_KEY_FILE: file('key', 'secret key with spaces'),
    });
    expect(env.TOKEN_SECRET).toBe(SECRET);
    expect(env.S3_ACCESS_KEY_ID).toBe('mesto');
    expect(env.S3_SECRET_ACCESS_KEY).toBe('secret key with spaces');
  });

  it('a variable set outright wins over its file', () => {
    const env = loadEnv({
      NODE_ENV: 'production',
      TOKEN_SECRET: SECRET,
      TOKEN_SECRET_FILE: file('other', 'x'.repeat(40)),
    });
    expect(env.TOKEN_SECRET).toBe(SECRET);
  });

  it('an empty file is no secret: production still refuses to start, naming it', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', TOKEN_SECRET_FILE: file('empty', '\n') })).toThrow(/TOKEN_SECRET/);
  });

  it('a file that cannot be read is named by its variable, and nothing of a secret is in the message', () => {
    expect(() => loadEnv({ TOKEN_SECRET_FILE: join(folder, 'missing') })).toThrow(
      /TOKEN_SECRET_FILE names a file that cannot be read \(ENOENT\)/,
    );
  });

  it('the database password goes into URLs without one, encoded; a URL with its own password keeps it', () => {
    const password = 'p@ss:w/rd #1%';
    const env = loadEnv({
      DATABASE_URL: 'postgres://mesto@db:5432/mesto',
      DATABASE_READ_URL: 'postgres://mesto:own@replica:5432/mesto',
      DATABASE_PASSWORD_FILE: file('db', `${password}\n`),
    });
    const primary = new URL(env.DATABASE_URL ?? '');
    expect(decodeURIComponent(primary.password)).toBe(password);
    expect(primary.username).toBe('mesto');
    expect(primary.host).toBe('db:5432');
    expect(new URL(env.DATABASE_READ_URL ?? '').password).toBe('own');
  });
});
