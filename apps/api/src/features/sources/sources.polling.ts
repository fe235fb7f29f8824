import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sleepUnlessAborted } from '../../lib/sleep.ts';
import { createHostLimiter } from './fetching/host-limiter.ts';
import { claimDueSources, type PollDependencies, pollSource } from './sources.service.ts';

// The poller of this node: claims the sources that are due (disjoint from every other node's), fetches them a few
// at a time with at most two connections to one host, and sleeps when nothing is due. Stopping finishes the sources
// in hand; a node that dies returns its claims when their lease ends.

export type SourcePollingOptions = Omit<PollDependencies, 'limiter'> & {
  worker?: string;
  /** Sources claimed per round. */
  batchSize?: number;
  /** Sources fetched at once. */
  concurrency?: number;
  /** The wait when nothing is due. */
  idleMs?: number;
};

export type SourcePolling = { stop(): Promise<void> };

export function startSourcePolling(app: FastifyInstance, options: SourcePollingOptions): SourcePolling {
  const {
    worker = `api-${process.pid}-${randomUUID().slice(0, 8)}`,
    batchSize = 20,
    concurrency = 4,
    idleMs = 5000,
    ...deps
  } = options;
  const limiter = createHostLimiter(2);
  const controller = new AbortController();

  const sleep = (ms: number) => sleepUnlessAborted(ms, controller.signal);

  async function loop() {
    let failures = 0;
    while (!controller.signal.aborted) {
      let batch: Awaited<ReturnType<typeof claimDueSources>>;
      try {
        batch = await claimDueSources(app.db, worker, batchSize);
        failures = 0;
      } catch (error) {
        failures += 1;
        app.log.warn({ err: error }, 'claiming sources failed');
        await sleep(Math.min(60_000, idleMs * 2 ** Math.min(failures, 5)));
        continue;
      }
      if (batch.length === 0) {
        await sleep(idleMs);
        continue;
      }
      const queue = [...batch];
      const lanes = Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
        for (let source = queue.shift(); source; source = queue.shift()) {
          try {
            await pollSource(app, source, { ...deps, limiter });
          } catch (error) {
            // Recording failed (the database is away): the lease returns the source.
            app.log.error({ err: error, sourceId: source.id }, 'polling a source failed');
          }
        }
      });
      await Promise.all(lanes);
    }
  }

  const running = loop();
  return {
    async stop() {
      controller.abort();
      await running;
    },
  };
}
