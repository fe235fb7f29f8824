import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('defaults to a local build talking to the API on the same origin', () => {
    expect(parseEnv({ VITE_TELEGRAM_BOT_NAME: '', MODE: 'production' })).toEqual({
      appEnv: 'LOCAL',
      isProduction: false,
      apiUrl: '',
      metrikaId: null,
      telegramBotName: null,
      buildId: 'dev',
    });
  });

  it('reads production settings', () => {
    const env = parseEnv({
      VITE_APP_ENV: 'PRODUCTION',
      VITE_API_URL: 'https://api.gorod.example/',
      VITE_METRIKA_ID: '12345',
      VITE_TELEGRAM_BOT_NAME: 'mesto_bot',
      VITE_BUILD_ID: '20261122030405-abc123',
    });
    expect(env).toMatchObject({ isProduction: true, apiUrl: 'https://api.gorod.example', metrikaId: 12345 });
  });

  it('refuses a malformed value, naming it', () => {
    expect(() => parseEnv({ VITE_APP_ENV: 'prod' })).toThrow(/VITE_APP_ENV/);
    expect(() => parseEnv({ VITE_METRIKA_ID: 'abc' })).toThrow(/VITE_METRIKA_ID/);
  });
});
