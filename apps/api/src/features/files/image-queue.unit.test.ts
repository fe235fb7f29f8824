import { describe, expect, it } from 'vitest';
import { ImageQueue } from './image-queue.ts';

const deferred = () => {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

describe('image queue', () => {
  it('runs one job at a time and refuses what would exceed the pixel budget', async () => {
    const queue = new ImageQueue(100);
    let running = 0;
    let peak = 0;
    const gates = [deferred(), deferred(), deferred()];
    const job = (index: number) => async () => {
      running += 1;
      peak = Math.max(peak, running);
      await gates[index]?.promise;
      running -= 1;
      return index;
    };
    const first = queue.run(60, job(0));
    const second = queue.run(40, job(1));
    expect(await queue.run(1, job(2))).toBeNull();
    expect(queue.full).toBe(true);
    gates[0]?.resolve();
    gates[1]?.resolve();
    expect(await first).toEqual({ value: 0 });
    expect(await second).toEqual({ value: 1 });
    expect(peak).toBe(1);
    expect(queue.pixelsInFlight).toBe(0);
  });

  it('an empty queue takes an image larger than the whole budget, alone', async () => {
    const queue = new ImageQueue(10);
    expect(await queue.run(50, async () => 'done')).toEqual({ value: 'done' });
  });

  it('a failing job frees its pixels and its turn', async () => {
    const queue = new ImageQueue(10);
    await expect(queue.run(5, async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(queue.pixelsInFlight).toBe(0);
    expect(await queue.run(10, async () => 'next')).toEqual({ value: 'next' });
  });
});
