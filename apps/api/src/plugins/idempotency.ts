import { createHash, randomUUID } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { ApiError, fieldError } from '../lib/errors.ts';
import { messages } from '../lib/messages.ts';
import { RECENT_WRITE_COOKIE } from '../lib/read-your-writes.ts';
import { ErrorBody } from '../lib/schemas.ts';
import { runMarkingWrites } from '../lib/write-marks.ts';
import type {} from './auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false` for a write whose answer is never kept (it starts a session: its tokens are not stored anywhere), so a
     * key could not protect it and the route does not offer one.
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The claim this request holds on its Idempotency-Key until its answer is stored or given back. */
    idempotencyClaim?: Claim;
  }
}

type Claim = { caller: string; key: string; claim: string };

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
const HEADER = 'idempotency-key';
/** How long a claim holds a key while its first request runs, unless set (IDEMPOTENCY_CLAIM_SECONDS). */
export const CLAIM_SECONDS = 60;
/** How long a stored answer is replayed (the IETF draft and Stripe keep keys for a day). */
export const KEEP_SECONDS = 24 * 60 * 60;
const CLEANUP_EVERY_MS = 60 * 60 * 1000;
/** Printable ASCII, 1–255 characters: what can travel in a header unchanged and be compared byte for byte. */
const KEY_PATTERN = /^[\x20-\x7E]{1,255}$/;
/** Headers of an answer that belong to it and not to the connection: replayed with its status and body. */
const KEPT_HEADERS = ['content-type', 'location'];

const texts = messages.idempotency;

type RouteLike = {
  method: string | string[];
  url?: string;
  config?: { recentWrite?: boolean; idempotent?: boolean };
};

/**
 * Which routes take an Idempotency-Key: the writes under /api that create or change things (POST, PATCH). Not file
 * uploads (their body is read by the route itself, after this plugin), nor writes that change nothing their caller
 * reads (`recentWrite: false`: sign-in, session renewal, a counted page view), nor those whose answer starts a
 * session (`idempotent: false`: sign-up).
 */
export function takesIdempotencyKey(route: RouteLike, consumes?: unknown): boolean {
  const method = Array.isArray(route.method) ? route.method[0] : route.method;
  if (method !== 'POST' && method !== 'PATCH') return false;
  if (!route.url?.startsWith('/api/')) return false;
  if (Array.isArray(consumes) && consumes.includes('multipart/form-data')) return false;
  return route.config?.recentWrite !== false && route.config?.idempotent !== false;
}

/** The header as the OpenAPI document shows it on the routes that take it. */
export const idempotencyKeyParameter = {
  type: 'string',
  minLength: 1,
  maxLength: 255,
  pattern: '^[\\x20-\\x7E]+$',
  description:
    'A fresh value (e.g. a UUID) per logical write, the same on its retries: a repeat within 24 h gets the first ' +
    'answer again (header Idempotent-Replayed: true) instead of doing the write twice. The same key with another ' +
    'body or path is a 422; a repeat while the first is still running is a 409 with Retry-After.',
};

/** What a retry must repeat exactly: the method, the path with its query, and the body. */
const fingerprintOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('base64url');

const callerOf = (request: FastifyRequest) => (request.viewer ? `user:${request.viewer.id}` : `address:${request.ip}`);

function keyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[HEADER];
  if (value === undefined) return undefined;
  if (typeof value === 'string' && KEY_PATTERN.test(value)) return value;
  throw fieldError(IDEMPOTENCY_KEY_HEADER, texts.badKey);
}

const secondsFromNow = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/**
 * Takes the key for this request in one statement: a new key, a key whose day has passed, or a claim of the same
 * request left behind (its node died mid-way) once it has lapsed, if that request wrote nothing. Two nodes given the
 * same retry at once: one insert wins, the other sees its row.
 */
async function takeKey(
  db: Database,
  caller: string,
  key: string,
  fingerprint: string,
  claimSeconds: number,
): Promise<string | undefined> {
  const claim = randomUUID();
  const [taken] = await db
    .insert(idempotencyKeys)
    .values({
      caller,
      key,
      fingerprint,
      claim,
      lockedUntil: secondsFromNow(claimSeconds),
      expiresAt: secondsFromNow(KEEP_SECONDS),
    })
    .onConflictDoUpdate({
      target: [idempotencyKeys.caller, idempotencyKeys.key],
      set: {
        fingerprint: sql`excluded.fingerprint`,
        claim: sql`excluded.claim`,
        status: null,
        headers: null,
        body: null,
        written: false,
        lockedUntil: sql`excluded.locked_until`,
        expiresAt: sql`excluded.expires_at`,
      },
      setWhere: sql`${idempotencyKeys.expiresAt} <= now() or (${idempotencyKeys.status} is null and not ${idempotencyKeys.written} and ${idempotencyKeys.lockedUntil} <= now() and ${idempotencyKeys.fingerprint} = excluded.fingerprint)`,
    })
    .returning({ claim: idempotencyKeys.claim });
  return taken?.claim === claim ? claim : undefined;
}

/** The key's row when another request holds or has answered it. */
async function heldKey(db: Database, caller: string, key: string) {
  const [row] = await db
    .select({
      fingerprint: idempotencyKeys.fingerprint,
      status: idempotencyKeys.status,
      headers: idempotencyKeys.headers,
      body: idempotencyKeys.body,
      written: idempotencyKeys.written,
      lockedFor: sql<number>`ceil(extract(epoch from ${idempotencyKeys.lockedUntil} - now()))::int`,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.caller, caller), eq(idempotencyKeys.key, key)));
  return row;
}

/**
 * Frees a key whose answer is not kept (a 5xx, a 408, a session's answer), so a retry runs the request again — unless
 * its write committed (a failure after it, e.g. reading the new row back for the answer): then the claim ends now and
 * the retry hears IDEMPOTENCY_KEY_DONE instead of writing a second time.
 */
async function freeKey(db: Database, held: Claim) {
  const [row] = await db
    .delete(idempotencyKeys)
    .where(and(ownClaim(held), eq(idempotencyKeys.written, false)))
    .returning({ key: idempotencyKeys.key });
  if (!row) await db.update(idempotencyKeys).set({ lockedUntil: sql`now()` }).where(ownClaim(held));
}

const ownClaim = ({ caller, key, claim }: Claim) =>
  and(eq(idempotencyKeys.caller, caller), eq(idempotencyKeys.key, key), eq(idempotencyKeys.claim, claim));

/**
 * Answers kept for a retry: successes and the caller's own mistakes (2xx, 4xx). Not a 5xx, nor a 408 or 429, which
 * ask to try again. Nor an answer that starts a session: its tokens are not kept at rest, and a replay could not set
 * the cookie again.
 */
function keptAnswer(reply: FastifyReply): boolean {
  const status = reply.statusCode;
  if (status < 200 || status >= 500 || (status >= 300 && status < 400) || status === 408 || status === 429) {
    return false;
  }
  const cookies = reply.getHeader('set-cookie');
  const list = Array.isArray(cookies) ? cookies : cookies === undefined ? [] : [String(cookies)];
  return list.every((cookie) => cookie.startsWith(`${RECENT_WRITE_COOKIE}=`));
}

const bodyText = (payload: unknown): string | null | undefined =>
  typeof payload === 'string'
    ? payload
    : Buffer.isBuffer(payload)
      ? payload.toString('utf8')
      : payload === null || payload === undefined
        ? null
        : undefined;

/**
 * The IETF draft «The Idempotency-Key HTTP Header Field», as Stripe keeps it: a write sent with `Idempotency-Key`
 * runs once per caller and key; a retry with the same method, path and body gets the first answer again with
 * `Idempotent-Replayed: true`; the same key for another request is a 422; a retry while the first still runs is a 409
 * with Retry-After. The keys live in the database, so every node sees them.
 *
 * The route's write and the stored answer are two transactions. So that a node dying between them cannot have the
 * write run twice, every transaction the request commits also marks its key `written`, inside that transaction
 * (lib/write-marks.ts): a claim left without an answer is taken over after CLAIM_SECONDS only if nothing was written;
 * else a retry gets a 409 IDEMPOTENCY_KEY_DONE (done; its answer was lost). A write outside a transaction (one
 * statement) is not marked: for those the window between the write and the stored answer remains.
 */
export const idempotencyPlugin = fp<{ claimSeconds?: number }>(
  async (app, { claimSeconds = CLAIM_SECONDS }) => {
    app.addHook('onRoute', (route) => {
      if (!takesIdempotencyKey(route, route.schema?.consumes)) return;
      // The handler runs with its request's mark: each transaction it commits sets `written` on its own claim.
      const handler = route.handler;
      route.handler = function markedHandler(this: unknown, request, reply) {
        const held = request.idempotencyClaim;
        if (!held) return handler.call(this as never, request, reply);
        const mark = (tx: Database) => tx.update(idempotencyKeys).set({ written: true }).where(ownClaim(held));
        return runMarkingWrites(mark, () => handler.call(this as never, request, reply));
      };
      route.schema ??= {};
      const schema = route.schema as { response?: Record<string | number, unknown> };
      schema.response = { 422: ErrorBody, ...(schema.response ?? {}) };
    });

    app.addHook('preHandler', async (request, reply) => {
      if (!takesIdempotencyKey(request.routeOptions, request.routeOptions.schema?.consumes)) return;
      const key = keyOf(request);
      if (key === undefined) return;
      const caller = callerOf(request);
      const fingerprint = fingerprintOf(request);
      const claim = await takeKey(app.db, caller, key, fingerprint, claimSeconds);
      if (claim) {
        request.idempotencyClaim = { caller, key, claim };
        return;
      }
      const held = await heldKey(app.db, caller, key);
      if (held && held.fingerprint !== fingerprint) {
        throw new ApiError(422, texts.reused, 'IDEMPOTENCY_KEY_REUSED', { [IDEMPOTENCY_KEY_HEADER]: texts.reused });
      }
      if (held && held.status === null && held.written && held.lockedFor <= 0) {
        // Its write committed and its node died before the answer was kept: done, and never to be run again.
        throw new ApiError(409, texts.doneAnswerLost, 'IDEMPOTENCY_KEY_DONE', {
          [IDEMPOTENCY_KEY_HEADER]: texts.doneAnswerLost,
        });
      }
      if (!held || held.status === null) {
        // Gone in between (expired and cleaned up) or still running: either way, the next try decides.
        const seconds = Math.max(1, held?.lockedFor ?? 1);
        throw new ApiError(
          409,
          texts.inProgress(seconds),
          'IDEMPOTENCY_KEY_IN_USE',
          { [IDEMPOTENCY_KEY_HEADER]: texts.inProgress(seconds) },
          { 'retry-after': String(seconds) },
        );
      }
      reply
        .code(held.status)
        .headers(held.headers ?? {})
        .header('idempotent-replayed', 'true');
      return reply.send(held.body ?? undefined);
    });

    // The answer is stored before it leaves: a caller that saw it and retries always gets it again.
    app.addHook('onSend', async (request, reply, payload) => {
      const held = request.idempotencyClaim;
      if (!held) return payload;
      request.idempotencyClaim = undefined;
      const body = bodyText(payload);
      try {
        if (keptAnswer(reply) && body !== undefined) {
          const headers: Record<string, string> = {};
          for (const name of KEPT_HEADERS) {
            const value = reply.getHeader(name);
            if (value !== undefined) headers[name] = String(value);
          }
          await app.db.update(idempotencyKeys).set({ status: reply.statusCode, headers, body }).where(ownClaim(held));
        } else {
          await freeKey(app.db, held);
        }
      } catch (error) {
        // The answer still goes out; the claim lapses by itself and a retry then runs the request again.
        request.log.warn({ err: error }, 'idempotency key not settled');
      }
      return payload;
    });

    // An answer reaches onSend even when its caller has hung up, so a write that ran is kept for the retry. Should a
    // request end without passing there, its key is freed now rather than held until the claim lapses.
    app.addHook('onResponse', async (request) => {
      const held = request.idempotencyClaim;
      if (!held) return;
      request.idempotencyClaim = undefined;
      await freeKey(app.db, held).catch((error: unknown) =>
        request.log.warn({ err: error }, 'idempotency key not freed'),
      );
    });

    // Keys past their day are taken over by the next claim anyway; this keeps the table to about a day of keys.
    const removeExpired = () =>
      app.db
        .delete(idempotencyKeys)
        .where(lte(idempotencyKeys.expiresAt, sql`now()`))
        .catch((error: unknown) => app.log.warn({ err: error }, 'expired idempotency keys not removed'));
    const timer = setInterval(removeExpired, CLEANUP_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'idempotency', dependencies: ['db', 'auth'] },
);
