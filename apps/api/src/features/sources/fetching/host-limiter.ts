export type HostLimiter = {
  /** Runs `task` when fewer than the limit of tasks for `host` are running, in the order they were asked. */
  run<T>(host: string, task: () => Promise<T>): Promise<T>;
};

/**
 * Limits how many fetches go to one host at a time, so that a site hosting many venues' calendars is not hit by all
 * of them at once (and does not start refusing us). The rest wait in a queue per host; a host with nothing running
 * or waiting is forgotten.
 */
export function createHostLimiter(perHost: number): HostLimiter {
  if (!Number.isInteger(perHost) || perHost < 1) throw new RangeError('perHost must be a positive integer');
  const hosts = new Map<string, { running: number; waiting: (() => void)[] }>();

  const release = (key: string) => {
    const state = hosts.get(key);
    if (!state) return;
    const next = state.waiting.shift();
    if (next) next();
    else {
      state.running -= 1;
      if (state.running === 0) hosts.delete(key);
    }
  };

  const acquire = (key: string): Promise<void> => {
    const state = hosts.get(key) ?? { running: 0, waiting: [] };
    hosts.set(key, state);
    if (state.running < perHost) {
      state.running += 1;
      return Promise.resolve();
    }
    // The slot passes straight from the task that ends to the next one, so `running` stays as it is.
    return new Promise((resolve) => state.waiting.push(resolve));
  };

  return {
    async run(host, task) {
      const key = host.toLowerCase();
      await acquire(key);
      try {
        return await task();
      } finally {
        release(key);
      }
    },
  };
}
