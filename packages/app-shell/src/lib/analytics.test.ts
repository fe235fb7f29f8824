import { afterEach, describe, expect, it } from 'vitest';
import { parsePublicEnv } from '../config/env.ts';
import { startAnalytics } from './analytics.ts';
import { METRIKA_TAG_URL } from './metrika.ts';

const tags = () => Array.from(document.scripts).filter((script) => script.src === METRIKA_TAG_URL);

afterEach(() => {
  delete window.ym;
  for (const script of tags()) script.remove();
});

describe('startAnalytics', () => {
  it('loads the Metrika tag on PRODUCTION with the configured counter', () => {
    const tracker = startAnalytics(parsePublicEnv({ VITE_APP_ENV: 'PRODUCTION', VITE_METRIKA_ID: '98765' }));
    expect(tracker).not.toBeNull();
    expect(tags()).toHaveLength(1);
    const [init] = (window.ym?.a ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
    expect(init).toEqual([
      98765,
      'init',
      { clickmap: true, trackLinks: true, accurateTrackBounce: true, webvisor: true },
    ]);
  });

  it('loads nothing outside PRODUCTION', () => {
    expect(startAnalytics(parsePublicEnv({ VITE_METRIKA_ID: '98765' }))).toBeNull();
    expect(startAnalytics(parsePublicEnv({ VITE_APP_ENV: 'LOCAL', VITE_METRIKA_ID: '98765' }))).toBeNull();
    expect(tags()).toHaveLength(0);
    expect(window.ym).toBeUndefined();
  });
});
