import { afterEach, describe, expect, it } from 'vitest';
import { installMetrika, METRIKA_TAG_URL } from './metrika.ts';

afterEach(() => {
  delete window.ym;
  for (const script of Array.from(document.scripts)) script.remove();
});

describe('installMetrika', () => {
  it('adds the tag once and initialises the counter with click map, links, bounce and session replay', () => {
    const tracker = installMetrika(12345);
    installMetrika(12345);
    const tags = Array.from(document.scripts).filter((script) => script.src === METRIKA_TAG_URL);
    expect(tags).toHaveLength(1);
    expect(tags[0]?.async).toBe(true);
    tracker.hit('/events', '/');
    const calls = (window.ym?.a ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
    expect(calls[0]).toEqual([
      12345,
      'init',
      { clickmap: true, trackLinks: true, accurateTrackBounce: true, webvisor: true },
    ]);
    expect(calls).toContainEqual([12345, 'hit', '/events', { referer: '/' }]);
  });
});
