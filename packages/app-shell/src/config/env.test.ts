import { describe, expect, it } from 'vitest';
import { parsePublicEnv } from './env.ts';

describe('parsePublicEnv', () => {
  it('defaults to a local build talking to the API on the same origin', () => {
    expect(parsePublicEnv({ VITE_TELEGRAM_BOT_NAME: '', MODE: 'production' })).toEqual({
      appEnv: 'LOCAL',
      isProduction: false,
      apiUrl: '',
      metrikaId: null,
      telegramBotName: null,
      buildId: 'dev',
    });
  });

  it('reads production settings', () => {
    const env = parsePublicEnv({
      VITE_APP_ENV: 'PRODUCTION',
      VITE_API_URL: 'https://api.gorod.example/',
      VITE_METRIKA_ID: '12345',
      VITE_TELEGRAM_BOT_NAME: 'mesto_bot',
      VITE_BUILD_ID: '20261122030405-abc123',
    });
    expect(env).toEqual({
      appEnv: 'PRODUCTION',
      isProduction: true,
      apiUrl: 'https://api.gorod.example',
      metrikaId: 12345,
      telegramBotName: 'mesto_bot',
      buildId: '20261122030405-abc123',
    });
  });

  it('refuses a malformed value, naming it', () => {
    expect(() => parsePublicEnv({ VITE_APP_ENV: 'prod' })).toThrow(/VITE_APP_ENV/);
    expect(() => parsePublicEnv({ VITE_METRIKA_ID: 'abc' })).toThrow(/VITE_METRIKA_ID/);
  });
});
