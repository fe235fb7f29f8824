import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chats, idempotencyKeys } from '../db/schema.ts';
import { ApiError } from '../lib/errors.ts';
import { openApiDocumentOf } from '../testing/openapi-document.ts';
import { bearer, createTestApp, type Session, signUp, type TestApp } from '../testing/test-app.ts';

// Retries of a write after a node died or a phone lost its network: with one Idempotency-Key the write happens once
// and every retry gets its first answer. The real route is creating a group chat (anyone signed in may); a route of
// this test counts its runs where the test needs an answer a real route does not give on demand (a 5xx).

type Answer = LightMyRequestResponse;

describe('Idempotency-Key', () => {
  let t: TestApp;
  let anna: Session;
  let boris: Session;
  /** How many times the counting route ran, by the `run` of its body. */
  const runs = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      app.post('/api/idempotency-check', async (request, reply) => {
        const { run, status, delayMs, commitFirst } = request.body as {
          run: string;
          status?: number;
          delayMs?: number;
          commitFirst?: boolean;
        };
        const count = (runs.get(run) ?? 0) + 1;
        runs.set(run, count);
        // A write that commits, then a failure while the answer is made (reading the new row back, say).
        if (commitFirst) await app.db.transaction(async (tx) => tx.execute(sql`select 1`));
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (status === 500) throw new Error('the outside world failed');
        if (status) throw new ApiError(status, 'Не найдено', 'NOT_FOUND');
        return reply.code(201).header('location', `/api/idempotency-check/${run}`).send({ run, count });
      });
    });
    [anna, boris] = [await signUp(t.app), await signUp(t.app)];
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const createChat = (session: Session, title: string, key?: string, memberIds: string[] = []) =>
    t.app.inject({
      method: 'POST',
      url: '/api/chats/editor',
      headers: { ...bearer(session), ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: { title, memberIds },
    });
  const check = (body: object, key: string | undefined, remoteAddress = '10.1.1.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/idempotency-check',
      remoteAddress,
      headers: key === undefined ? {} : { 'idempotency-key': key },
      payload: body,
    });
  const chatsTitled = async (title: string) =>
    (await t.app.db.select({ id: chats.id }).from(chats).where(eq(chats.title, title))).length;
  const expectReplayOf = (replay: Answer, first: Answer) => {
    expect(replay.statusCode).toBe(first.statusCode);
    expect(replay.body).toBe(first.body);
    expect(replay.headers['content-type']).toBe(first.headers['content-type']);
    expect(replay.headers['idempotent-replayed']).toBe('true');
  };

  it('a retry with the same key creates nothing new and gets the first answer, marked as replayed', async () => {
    const key = randomUUID();
    const first = await createChat(anna, 'Квиз в четверг', key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const retry = await createChat(anna, 'Квиз в четверг', key);
    expectReplayOf(retry, first);
    expect(await chatsTitled('Квиз в четверг')).toBe(1);
    // Without a key each request is a write of its own, as before.
    await createChat(anna, 'Без ключа');
    await createChat(anna, 'Без ключа');
    expect(await chatsTitled('Без ключа')).toBe(2);
  });

  it('the same key for another body or another path is a 422 naming the header, and writes nothing', async () => {
    const key = randomUUID();
    expect((await createChat(anna, 'Первый', key)).statusCode).toBe(200);
    const other = await createChat(anna, 'Второй', key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      fields: { 'Idempotency-Key': expect.any(String) },
    });
    expect(other.json().message).toMatch(/Idempotency-Key.*другого запроса/);
    expect(await chatsTitled('Второй')).toBe(0);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/blocks',
      headers: { ...bearer(anna), 'idempotency-key': key },
      payload: { userId: boris.userId },
    });
    expect(elsewhere.statusCode).toBe(422);
  });

  it('concurrent requests with one key create exactly one thing; the others wait (409 + Retry-After) or replay', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => createChat(anna, 'Одновременно', key)));
    expect(await chatsTitled('Одновременно')).toBe(1);
    const created = answers.filter((answer) => answer.statusCode === 200 && !answer.headers['idempotent-replayed']);
    expect(created).toHaveLength(1);
    for (const answer of answers) {
      if (answer === created[0]) continue;
      if (answer.statusCode === 409) {
        expect(answer.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_IN_USE' });
        expect(answer.json().message).toMatch(/ещё выполняется/);
        expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      } else expectReplayOf(answer, created[0] as Answer);
    }
    // Once the first is done, a retry gets its answer.
    expectReplayOf(await createChat(anna, 'Одновременно', key), created[0] as Answer);
  });

  it('a 4xx first answer is replayed as it was, with its body, even when running again would now succeed', async () => {
    const key = randomUUID();
    const stranger = randomUUID();
    const first = await createChat(anna, 'С незнакомцем', key, [stranger]);
    expect(first.statusCode).toBe(400);
    expect(first.json().fields).toHaveProperty('memberIds');
    expectReplayOf(await createChat(anna, 'С незнакомцем', key, [stranger]), first);

    const run = randomUUID();
    const missing = await check({ run, status: 404 }, key);
    expect(missing.statusCode).toBe(404);
    expectReplayOf(await check({ run, status: 404 }, key), missing);
    expect(runs.get(run)).toBe(1);
  });

  it('a 5xx is not kept: the retry with the same key runs the write', async () => {
    const key = randomUUID();
    const run = randomUUID();
    expect((await check({ run, status: 500 }, key)).statusCode).toBe(500);
    const [row] = await t.app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(row).toBeUndefined();
    // The key is free again: the retry runs the route instead of repeating its failure.
    const retry = await check({ run, status: 500 }, key);
    expect(retry.statusCode).toBe(500);
    expect(runs.get(run)).toBe(2);
  });

  it('a 5xx after the write committed frees nothing: the retry hears the write is done and does not run it again', async () => {
    const key = randomUUID();
    const run = randomUUID();
    expect((await check({ run, status: 500, commitFirst: true }, key)).statusCode).toBe(500);
    const retry = await check({ run, status: 500, commitFirst: true }, key);
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_DONE' });
    expect(runs.get(run)).toBe(1);
  });

  it('a replay keeps the Location of the first answer', async () => {
    const key = randomUUID();
    const run = randomUUID();
    const first = await check({ run }, key);
    expect(first.statusCode).toBe(201);
    const replay = await check({ run }, key);
    expectReplayOf(replay, first);
    expect(replay.headers.location).toBe(`/api/idempotency-check/${run}`);
    expect(replay.json()).toEqual({ run, count: 1 });
    expect(runs.get(run)).toBe(1);
  });

  it('a write whose caller hung up before the answer keeps its answer: the retry gets it, the write is not redone', async () => {
    const key = randomUUID();
    const run = randomUUID();
    const { port } = t.app.server.address() as AddressInfo;
    // A phone that loses its network while the write runs: the request arrives, the connection is gone before the answer.
    const sent = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/idempotency-check',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
    });
    sent.on('error', () => {});
    sent.end(JSON.stringify({ run, delayMs: 300 }));
    await vi.waitFor(() => expect(runs.get(run)).toBe(1));
    sent.destroy();
    await vi.waitFor(
      async () => {
        const [row] = await t.app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
        expect(row?.status).toBe(201);
      },
      { timeout: 5000 },
    );
    const retry = await check({ run, delayMs: 300 }, key, '127.0.0.1');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual({ run, count: 1 });
    expect(runs.get(run)).toBe(1);
  });

  it('a key that is empty, too long or has characters a header cannot carry is a 400 naming the header', async () => {
    for (const key of ['', 'x'.repeat(256), 'ключ', 'tab\there', 'bell\u0007']) {
      const answer = await createChat(anna, 'Плохой ключ', key);
      expect(answer.statusCode, JSON.stringify(key)).toBe(400);
      expect(answer.json().fields).toHaveProperty('Idempotency-Key');
      expect(answer.json().message).toMatch(/^Проверьте поле Idempotency-Key: /);
    }
    expect(await chatsTitled('Плохой ключ')).toBe(0);
    expect((await createChat(anna, 'Длинный ключ', 'x'.repeat(255))).statusCode).toBe(200);
  });

  it('keys are per caller: two people, or two addresses without a session, never share one', async () => {
    const key = 'shared-key-1';
    expect((await createChat(anna, 'Общий ключ', key)).statusCode).toBe(200);
    const other = await createChat(boris, 'Общий ключ', key);
    expect(other.statusCode).toBe(200);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(await chatsTitled('Общий ключ')).toBe(2);

    const run = randomUUID();
    await check({ run }, key, '10.2.0.1');
    expect((await check({ run }, key, '10.2.0.2')).headers['idempotent-replayed']).toBeUndefined();
    expect((await check({ run }, key, '10.2.0.1')).headers['idempotent-replayed']).toBe('true');
    expect(runs.get(run)).toBe(2);
  });

  it('a claim left by a node that died mid-request holds retries off with a 409, then lapses and the retry runs', async () => {
    const key = randomUUID();
    const run = randomUUID();
    // What a node leaves when it dies after claiming the key and before storing the answer.
    const first = await check({ run }, key);
    await t.app.db
      .update(idempotencyKeys)
      .set({ status: null, body: null, lockedUntil: sql`now() + interval '30 seconds'` })
      .where(eq(idempotencyKeys.key, key));
    const held = await check({ run }, key);
    expect(held.statusCode).toBe(409);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(25);
    await t.app.db
      .update(idempotencyKeys)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, key));
    // Another request under the lapsed key is still refused: the key was spent on something else.
    expect((await check({ run: 'other' }, key)).statusCode).toBe(422);
    const rerun = await check({ run }, key);
    expect(rerun.statusCode).toBe(201);
    expect(rerun.headers['idempotent-replayed']).toBeUndefined();
    expect(runs.get(run)).toBe(2);
    expect(first.statusCode).toBe(201);
  });

  it('a write that committed before its node died is never run again: the retry hears it is done (409 IDEMPOTENCY_KEY_DONE)', async () => {
    const key = randomUUID();
    const title = `Группа ${randomUUID().slice(0, 8)}`;
    expect((await createChat(anna, title, key)).statusCode).toBe(200);
    // The chat's transaction marked the key as written, inside itself.
    const [row] = await t.app.db
      .select({ written: idempotencyKeys.written })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    expect(row?.written).toBe(true);
    // What a node leaves when it dies after the write committed and before the answer was kept; the claim lapsed.
    await t.app.db
      .update(idempotencyKeys)
      .set({ status: null, body: null, headers: null, lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, key));
    const retry = await createChat(anna, title, key);
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_DONE',
      message: expect.stringMatching(/уже выполнен/),
    });
    expect(await chatsTitled(title)).toBe(1);
  });

  it('a key past its day is free again', async () => {
    const key = randomUUID();
    const run = randomUUID();
    await check({ run }, key);
    expect((await check({ run: 'another' }, key)).statusCode).toBe(422);
    await t.app.db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, key));
    expect((await check({ run: 'another' }, key)).statusCode).toBe(201);
  });

  it('any text as the header never gets a 5xx: a valid key is used, anything else is a 400 naming the header', async () => {
    const run = randomUUID();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), fc.string({ unit: 'grapheme', maxLength: 300 })),
        async (key) => {
          const answer = await check({ run }, key);
          expect(answer.statusCode).toBeLessThan(500);
          if (/^[\x20-\x7E]{1,255}$/.test(key)) expect([201, 422]).toContain(answer.statusCode);
          else {
            expect(answer.statusCode).toBe(400);
            expect(answer.json().fields).toHaveProperty('Idempotency-Key');
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('the OpenAPI document offers the header on the writes that take it, and not on sign-in or uploads', () => {
    const { document } = openApiDocumentOf(t.app);
    const headerOf = (path: string, method: string) =>
      document.paths[path]?.[method]?.parameters?.find(
        (parameter) => parameter.in === 'header' && parameter.name === 'Idempotency-Key',
      );
    expect(headerOf('/api/chats/editor', 'post')).toBeDefined();
    expect(headerOf('/api/opinions/editor', 'post')).toBeDefined();
    expect(headerOf('/api/auth/login', 'post')).toBeUndefined();
    expect(headerOf('/api/files/upload', 'post')).toBeUndefined();
    expect(headerOf('/api/chats', 'get')).toBeUndefined();
  });
});
