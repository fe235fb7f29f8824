import { parentPort } from 'node:worker_threads';
import type { ToWorker } from '../protocol.ts';
import { serveTextIntelligence } from '../serve.ts';

// A worker entry for the pool's budget test: it reads as the real one, except that an announcement whose text is
// SPIN keeps its thread busy for good, as a reading that never ends would. The budget is then a fact of the test,
// not a guess at how fast this machine reads a long post today.
parentPort?.on('message', (message: ToWorker) => {
  if (message.type === 'announcement' && message.text === 'SPIN') for (;;);
});
await serveTextIntelligence();
