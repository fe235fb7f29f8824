import { describe, expect, it } from 'vitest';
import { createHostLimiter } from './host-limiter.ts';

/** A task that runs until it is let go, recording when it started. */
function gate(log: string[], name: string) {
  let release = () => {};
  let fail = (_error: Error) => {};
  const done = new Promise<string>((resolve, reject) => {
    release = () => resolve(name);
    fail = reject;
  });
  return {
    task: () => {
      log.push(name);
      return done;
    },
    release,
    fail,
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('host limiter', () => {
  it('runs at most the limit per host, the rest in the order asked, other hosts meanwhile', async () => {
    const limiter = createHostLimiter(2);
    const started: string[] = [];
    const tasks = ['a1', 'a2', 'a3', 'a4'].map((name) => gate(started, name));
    const other = gate(started, 'b1');
    const results = tasks.map(({ task }) => limiter.run('Calendar.Example.com', task));
    const otherResult = limiter.run('other.example.com', other.task);
    await settle();
    expect(started).toEqual(['a1', 'a2', 'b1']);

    tasks[1]?.release();
    await settle();
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3']);

    // A task that fails frees its place as well.
    tasks[0]?.fail(new Error('site down'));
    await expect(results[0]).rejects.toThrow('site down');
    await settle();
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3', 'a4']);

    for (const { release } of [...tasks, other]) release();
    expect(await Promise.all(results.slice(1))).toEqual(['a2', 'a3', 'a4']);
    expect(await otherResult).toBe('b1');
  });

  it('never runs more than the limit at once under many tasks', async () => {
    const limiter = createHostLimiter(3);
    let running = 0;
    let most = 0;
    const task = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
      running -= 1;
    };
    await Promise.all(Array.from({ length: 60 }, (_, index) => limiter.run(`host${index % 2}.example.com`, task)));
    expect(most).toBeLessThanOrEqual(6);
    const single = createHostLimiter(3);
    most = 0;
    await Promise.all(Array.from({ length: 30 }, () => single.run('one.example.com', task)));
    expect(most).toBe(3);
  });

  it('refuses a limit that is not a positive whole number', () => {
    for (const limit of [0, -1, 1.5, Number.NaN]) expect(() => createHostLimiter(limit)).toThrow(RangeError);
  });
});
