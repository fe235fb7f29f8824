// The load generator of sources-scale.ts, a process of its own (its work must not slow the nodes nor the bench):
// started with `node --import tsx bench/lib/sources-load.ts '<json LoadTask>'` and an IPC channel. One autocannon
// instance per URL (each of the public lists on each node), `connections` each at a fixed rate (so before and while
// polling compare the same traffic), for `seconds` or until the parent sends `stop`; the latency of every response is
// kept, so the p95 is exact (autocannon's summary has no p95). The result, per path over all nodes, goes back over IPC.
import autocannon from 'autocannon';
import { percentile } from './load.ts';

/** `rate`: requests per second per URL (autocannon's overallRate), the same before and while polling. */
export type LoadTask = { urls: string[]; seconds: number; connections: number; rate: number };
export type PathLatency = { path: string; requests: number; p50: number; p95: number; failures: number };
export type FromLoad = { type: 'result'; seconds: number; paths: PathLatency[] };
export type ToLoad = { type: 'stop' };

async function run(task: LoadTask): Promise<void> {
  const started = performance.now();
  const times = new Map<string, number[]>();
  const failures = new Map<string, number>();
  const instances: autocannon.Instance[] = [];
  const finished = task.urls.map((url) => {
    const path = new URL(url).pathname + new URL(url).search;
    const kept = times.get(path) ?? [];
    times.set(path, kept);
    let finish = () => {};
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    // With a callback autocannon returns the instance (events, stop) instead of a promise of the result.
    const instance = autocannon(
      { url, connections: task.connections, duration: task.seconds, overallRate: task.rate },
      () => finish(),
    );
    instances.push(instance);
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      kept.push(responseTime);
      if (statusCode >= 400) failures.set(path, (failures.get(path) ?? 0) + 1);
    });
    instance.on('reqError', () => failures.set(path, (failures.get(path) ?? 0) + 1));
    return done;
  });
  process.on('message', (message: ToLoad) => {
    if (message.type === 'stop') for (const instance of instances) instance.stop();
  });
  await Promise.all(finished);
  const paths = [...times].map(([path, kept]): PathLatency => {
    const sorted = [...kept].sort((a, b) => a - b);
    return {
      path,
      requests: sorted.length,
      p50: sorted.length ? percentile(sorted, 0.5) : Number.NaN,
      p95: sorted.length ? percentile(sorted, 0.95) : Number.NaN,
      failures: failures.get(path) ?? 0,
    };
  });
  const result: FromLoad = { type: 'result', seconds: (performance.now() - started) / 1000, paths };
  process.send?.(result, () => process.exit(0));
}

if (process.argv[2]) await run(JSON.parse(process.argv[2]) as LoadTask);
