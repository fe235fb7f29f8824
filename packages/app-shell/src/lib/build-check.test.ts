import { describe, expect, it, vi } from 'vitest';
import { type BuildCheckOptions, createBuildCheck, RELOAD_MARK_KEY } from './build-check.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

function setup(latestId: string | null, overrides: Partial<BuildCheckOptions> = {}) {
  let time = 1_000_000;
  const reload = vi.fn();
  const fetch = vi.fn(async () =>
    latestId === null
      ? new Response('nope', { status: 404 })
      : Response.json({ id: latestId, builtAt: '2026-11-22T00:00:00.000Z' }),
  );
  const storage = memoryStorage();
  const check = createBuildCheck({
    currentId: 'build-a',
    intervalMs: 3_600_000,
    suppressionMs: 10_000,
    fetch,
    storage,
    reload,
    now: () => time,
    currentPath: () => '/events?day=today',
    ...overrides,
  });
  return { check, reload, fetch, storage, advance: (ms: number) => (time += ms) };
}

describe('createBuildCheck', () => {
  it('reloads on a failed chunk when a newer build is deployed', async () => {
    const { check, reload, storage } = setup('build-b');
    await expect(check.recover(new TypeError('Failed to fetch dynamically imported module'))).resolves.toBe(true);
    expect(reload).toHaveBeenCalledWith('/events?day=today');
    expect(JSON.parse(storage.getItem(RELOAD_MARK_KEY) ?? '{}')).toEqual({ path: '/events?day=today', at: 1_000_000 });
  });

  it('lets the error surface when the deployed build is this one, or latest.json cannot be read', async () => {
    for (const id of ['build-a', null]) {
      const { check, reload } = setup(id);
      await expect(check.recover()).resolves.toBe(false);
      expect(reload).not.toHaveBeenCalled();
    }
  });

  it('never reloads the same path twice within the suppression window', async () => {
    const first = setup('build-b');
    await first.check.recover();
    // The reloaded page fails again: a second instance over the same session storage, 9.9 s later.
    let time = 1_000_000 + 9_999;
    const reload = vi.fn();
    const again = createBuildCheck({
      currentId: 'build-a',
      intervalMs: 3_600_000,
      suppressionMs: 10_000,
      fetch: first.fetch,
      storage: first.storage,
      reload,
      now: () => time,
      currentPath: () => '/events?day=today',
    });
    await expect(again.recover()).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
    time += 1;
    await expect(again.recover()).resolves.toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads another path even inside the window', async () => {
    const { check, storage } = setup('build-b');
    storage.setItem(RELOAD_MARK_KEY, JSON.stringify({ path: '/places', at: 1_000_000 }));
    await expect(check.recover()).resolves.toBe(true);
  });

  it('keeps answering true once a reload is under way, so no error page flashes before it', async () => {
    const { check, reload } = setup('build-b');
    const results = await Promise.all([check.recover(), check.recover(), check.recover()]);
    expect(results).toEqual([true, true, true]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('checks at start and every interval, and asks past any cache', async () => {
    vi.useFakeTimers();
    try {
      const { check, fetch } = setup('build-b');
      const stop = check.start();
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(fetch.mock.calls[0]).toEqual([
        expect.stringMatching(/^\/builds\/latest\.json\?t=\d+$/),
        { cache: 'no-store' },
      ]);
      await vi.advanceTimersByTimeAsync(3_600_000);
      expect(fetch).toHaveBeenCalledTimes(2);
      expect(check.isOutdated()).toBe(true);
      expect(check.latest()?.id).toBe('build-b');
      stop();
      await vi.advanceTimersByTimeAsync(3_600_000);
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('recovers when Vite reports a failed preload', async () => {
    const { check, reload } = setup('build-b');
    const stop = check.start();
    window.dispatchEvent(new Event('vite:preloadError'));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    stop();
  });
});
