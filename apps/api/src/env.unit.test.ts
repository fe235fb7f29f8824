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
