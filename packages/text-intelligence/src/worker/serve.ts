import { type MessagePort, parentPort } from 'node:worker_threads';
import { extractAnnouncement } from '../announcements/extract.ts';
import type { PlaceCandidate } from '../contract.ts';
import { analyseOpinion } from '../opinions/analyse.ts';
import type { FromWorker, ToWorker } from './protocol.ts';

// The worker thread's side of the pool (see pool.ts): reads announcements and opinions with the built-in provider
// and answers each call by its id. An app's worker entry calls serveTextIntelligence() and nothing else.

/** Read before saying ready, so the first real call does not pay for compiling and warming the rules. */
const WARM_UP_ROUNDS = 5;
const WARM_UP = 'Джазовый вечер в «Синкопе» 25 ноября в 19:00, вход 500 ₽. Было очень уютно, но дорого.';

export async function serveTextIntelligence(port: MessagePort | null = parentPort): Promise<void> {
  if (!port) throw new Error('serveTextIntelligence runs in a worker thread');
  const send = (message: FromWorker) => port.postMessage(message);
  const lookups = new Map<number, { resolve: (c: readonly PlaceCandidate[]) => void; reject: (e: Error) => void }>();

  port.on('message', async (message: ToWorker) => {
    if (message.type === 'places' || message.type === 'places-failed') {
      const waiting = lookups.get(message.id);
      lookups.delete(message.id);
      if (message.type === 'places') waiting?.resolve(message.candidates);
      else waiting?.reject(new Error(message.message));
      return;
    }
    const { id } = message;
    try {
      const result =
        message.type === 'announcement'
          ? await extractAnnouncement({
              text: message.text,
              publishedAt: new Date(message.publishedAt),
              timeZone: message.timeZone,
              places: (phrases) =>
                new Promise((resolve, reject) => {
                  lookups.set(id, { resolve, reject });
                  send({ type: 'lookup', id, phrases });
                }),
            })
          : await analyseOpinion({ text: message.text, rating: message.rating });
      send({ type: 'done', id, result });
    } catch (error) {
      send({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) });
    }
  });

  // A few rounds, not one: a single reading leaves the code cold, and the first real reading on a worker started
  // after a stopped one took over 8× a warm one on a loaded machine (five in a row past a tight budget).
  for (let round = 0; round < WARM_UP_ROUNDS; round += 1) {
    await extractAnnouncement({ text: WARM_UP, publishedAt: new Date(), timeZone: 'UTC', places: async () => [] });
    await analyseOpinion({ text: WARM_UP });
  }
  send({ type: 'ready' });
}
