import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type {
  AnnouncementExtraction,
  AnnouncementInput,
  OpinionAnalysis,
  OpinionInput,
  PlaceLookup,
  TextIntelligence,
} from '../contract.ts';
import type { FromWorker, ToWorker } from './protocol.ts';

// The built-in provider on worker threads, so that reading a long text never holds the app's event loop: health
// checks, other requests and sockets go on while a worker reads. Each call has a time budget; a worker still reading
// past it is ended (a thread cannot be interrupted otherwise) and the call fails with TextIntelligenceUnavailable,
// and the next call gets a fresh worker. Calls beyond the workers wait in a bounded queue.

/** Why a call could not be answered: the app says «try again later» (503) rather than «could not read». */
export class TextIntelligenceUnavailable extends Error {
  readonly reason: 'timeout' | 'busy' | 'crashed' | 'closed';

  constructor(reason: TextIntelligenceUnavailable['reason'], message: string) {
    super(message);
    this.name = 'TextIntelligenceUnavailable';
    this.reason = reason;
  }
}

export type WorkerPoolOptions = {
  /** The worker thread's entry: a module that calls serveTextIntelligence(). */
  worker: URL;
  /** Worker threads at most (started when first needed). */
  size?: number;
  /** How long one call may keep a worker busy, the catalogue lookup it waits for not counted. */
  timeoutMs: number;
  /** Calls that may wait for a worker; one more is refused at once. */
  maxQueued?: number;
  /** Node options of the workers (e.g. a TypeScript loader when the entry is a .ts file); unset, the process's. */
  execArgv?: string[];
};

export type WorkerTextIntelligence = TextIntelligence & {
  /** Ends the workers; calls still waiting fail. */
  close(): Promise<void>;
};

/**
 * Workers for a machine of `cores` cores: one core stays with the app's event loop, at least one worker, at most
 * four (a reading takes milliseconds; more workers than cores only share them).
 */
export function defaultPoolSize(cores = availableParallelism()): number {
  return Math.max(1, Math.min(4, cores - 1));
}

type Call = {
  id: number;
  message: Extract<ToWorker, { type: 'announcement' | 'opinion' }>;
  places: PlaceLookup | null;
  resolve: (result: AnnouncementExtraction | OpinionAnalysis) => void;
  reject: (error: Error) => void;
  /** Budget left, in ms; it does not run while the app looks places up for the worker. */
  left: number;
  runningSince: number;
  timer: NodeJS.Timeout | null;
};

type Slot = { worker: Worker; ready: boolean; call: Call | null };

export function createWorkerTextIntelligence(options: WorkerPoolOptions): WorkerTextIntelligence {
  const size = Math.max(1, options.size ?? defaultPoolSize());
  const maxQueued = options.maxQueued ?? 64;
  const slots = new Set<Slot>();
  const queue: Call[] = [];
  let nextId = 1;
  let closed = false;

  function start(): Slot {
    const worker = new Worker(options.worker, options.execArgv ? { execArgv: options.execArgv } : {});
    const slot: Slot = { worker, ready: false, call: null };
    slots.add(slot);
    worker.on('message', (message: FromWorker) => onMessage(slot, message));
    worker.on('error', (error) => gone(slot, error));
    worker.on('exit', () => gone(slot, null));
    return slot;
  }

  /** A worker that exited or threw: its call fails, and so does the queue if it never got ready (a broken entry). */
  function gone(slot: Slot, error: Error | null) {
    if (!slots.delete(slot)) return;
    const failure = new TextIntelligenceUnavailable('crashed', `text-intelligence worker stopped: ${error?.message}`);
    if (slot.call) finish(slot, (call) => call.reject(failure));
    // A worker that never got ready will not be the last to fail: the queue learns now instead of waiting forever.
    if (!slot.ready) for (const call of queue.splice(0)) call.reject(failure);
    pump();
  }

  function onMessage(slot: Slot, message: FromWorker) {
    if (message.type === 'ready') {
      slot.ready = true;
      pump();
      return;
    }
    const call = slot.call;
    if (!call || call.id !== message.id) return;
    if (message.type === 'lookup') {
      pause(call);
      lookUp(slot, call, message.phrases);
    } else if (message.type === 'done') {
      finish(slot, (c) => c.resolve(message.result));
    } else {
      finish(slot, (c) => c.reject(new Error(message.message)));
    }
  }

  async function lookUp(slot: Slot, call: Call, phrases: readonly string[]) {
    let answer: ToWorker;
    try {
      answer = { type: 'places', id: call.id, candidates: call.places ? await call.places(phrases) : [] };
    } catch (error) {
      answer = { type: 'places-failed', id: call.id, message: error instanceof Error ? error.message : String(error) };
    }
    // The call may have been ended meanwhile (the pool closed).
    if (slot.call !== call) return;
    resume(slot, call);
    slot.worker.postMessage(answer);
  }

  function resume(slot: Slot, call: Call) {
    call.runningSince = performance.now();
    call.timer = setTimeout(() => {
      // Still reading past the budget: a thread cannot be interrupted, so it goes, and its call with it; the next
      // call starts a fresh worker.
      slots.delete(slot);
      void slot.worker.terminate();
      finish(slot, (c) =>
        c.reject(new TextIntelligenceUnavailable('timeout', `text intelligence took over ${options.timeoutMs} ms`)),
      );
    }, call.left);
  }

  function pause(call: Call) {
    if (call.timer) clearTimeout(call.timer);
    call.timer = null;
    call.left = Math.max(1, call.left - (performance.now() - call.runningSince));
  }

  function finish(slot: Slot, settle: (call: Call) => void) {
    const call = slot.call;
    if (!call) return;
    if (call.timer) clearTimeout(call.timer);
    slot.call = null;
    settle(call);
    pump();
  }

  /**
   * Gives waiting calls to ready idle workers and starts workers (up to `size`) for calls still waiting. A worker
   * with work keeps the process alive; an idle one does not.
   */
  function pump() {
    if (closed) return;
    for (const slot of slots) {
      if (!slot.ready || slot.call) continue;
      const call = queue.shift();
      if (!call) {
        slot.worker.unref();
        continue;
      }
      slot.call = call;
      slot.worker.ref();
      resume(slot, call);
      slot.worker.postMessage(call.message);
    }
    let starting = [...slots].filter((slot) => !slot.ready).length;
    while (slots.size < size && starting < queue.length) {
      start();
      starting += 1;
    }
  }

  function submit<T extends AnnouncementExtraction | OpinionAnalysis>(
    message: Call['message'],
    places: PlaceLookup | null,
  ): Promise<T> {
    if (closed) return Promise.reject(new TextIntelligenceUnavailable('closed', 'text intelligence is closed'));
    if (queue.length >= maxQueued) {
      return Promise.reject(new TextIntelligenceUnavailable('busy', `${queue.length} texts are waiting to be read`));
    }
    return new Promise<T>((resolve, reject) => {
      queue.push({
        id: message.id,
        message,
        places,
        resolve: resolve as Call['resolve'],
        reject,
        left: options.timeoutMs,
        runningSince: 0,
        timer: null,
      });
      pump();
    });
  }

  return {
    provider: 'builtin',
    extractAnnouncement: (input: AnnouncementInput) =>
      submit<AnnouncementExtraction>(
        {
          type: 'announcement',
          id: nextId++,
          text: input.text,
          publishedAt: input.publishedAt.getTime(),
          timeZone: input.timeZone,
        },
        input.places,
      ),
    analyseOpinion: (input: OpinionInput) =>
      submit<OpinionAnalysis>({ type: 'opinion', id: nextId++, text: input.text, rating: input.rating ?? null }, null),
    async close() {
      closed = true;
      const failure = new TextIntelligenceUnavailable('closed', 'text intelligence is closed');
      for (const call of queue.splice(0)) call.reject(failure);
      const workers = [...slots];
      slots.clear();
      for (const slot of workers) finish(slot, (call) => call.reject(failure));
      await Promise.all(workers.map((slot) => slot.worker.terminate()));
    },
  };
}
