import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from '../db/client.ts';

/** A statement to run inside every transaction a request commits (its last statement before the commit). */
export type WriteMark = (tx: Database) => Promise<unknown>;

const marks = new AsyncLocalStorage<WriteMark>();

/** Runs `work` so that every transaction it commits through `withWriteMarks`' database also runs `mark`. */
export function runMarkingWrites<T>(mark: WriteMark, work: () => T): T {
  return marks.run(mark, work);
}

/**
 * The database as the routes see it, whose transactions also run the mark of the request they belong to (plugins/
 * idempotency.ts: «this request's write is done», committed with the write itself). Everything else is the database
 * itself; outside a marked request, a transaction is just a transaction.
 */
export function withWriteMarks(db: Database): Database {
  return new Proxy(db, {
    get(target, property) {
      if (property !== 'transaction') return Reflect.get(target, property, target);
      return (work: (tx: Database) => Promise<unknown>, config?: unknown) =>
        (target.transaction as (work: (tx: Database) => Promise<unknown>, config?: unknown) => Promise<unknown>)(
          async (tx) => {
            const result = await work(tx);
            const mark = marks.getStore();
            if (mark) await mark(tx);
            return result;
          },
          config,
        );
    },
  });
}
