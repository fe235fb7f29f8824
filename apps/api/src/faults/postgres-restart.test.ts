// PostgreSQL restarted under load (a private cluster of this test's own, so nobody else's tests notice): while it is
// down the API answers a clear 503 at once, not a hang or a 500, and stays up; once it is back, requests succeed
// again without restarting the API.
import { rmSync } from 'node:fs';
import { ChatEvent } from '@mesto/domain';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiProcess,
  call,
  canRunPostgres,
  drillBudget,
  type Person,
  type PrivatePostgres,
  scratchDir,
  signUp,
  startApi,
  startPrivatePostgres,
  waitUntil,
} from './processes.ts';

type Outcome = {
  status: number | 'no answer';
  ms: number;
  phase: 'up' | 'down' | 'back';
  kind: 'read' | 'write';
  endedAt: number;
  message?: string;
};

describe.skipIf(!canRunPostgres)('PostgreSQL restarted under load', () => {
  let postgres: PrivatePostgres;
  let api: ApiProcess;
  let person: Person;
  let socket: Socket;
  let chatId: string;
  const dataDir = scratchDir('pg-restart');
  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    api = await startApi({ DATA_DIR: dataDir, DATABASE_URL: postgres.url });
    person = await signUp(api.base, 'faults_restart');
    const friend = await signUp(api.base, 'faults_restart_friend');
    chatId = (await call(api.base, `/api/chats/private?user=${friend.id}`, { token: person.token })).body.id as string;
    // A chats socket, connected while the database is up (the handshake reads the session).
    socket = io(`${api.base}/chats`, {
      path: '/sockets',
      transports: ['websocket'],
      auth: { token: person.token },
      reconnection: false,
    });
    await new Promise((resolve, reject) => {
      socket.once(ChatEvent.READY, resolve);
      socket.once('connect_error', reject);
    });
  }, drillBudget(1));
  afterAll(async () => {
    socket?.close();
    await api?.kill('SIGKILL');
    await postgres?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 while the database is down and recovers by itself when it is back', async () => {
    let phase: Outcome['phase'] = 'up';
    let stopping = false;
    const outcomes: Outcome[] = [];
    // Reads and writes, as signed-in people make them, from a few clients at once.
    const clients = Array.from({ length: 4 }, async (_, client) => {
      for (let sequence = 0; !stopping; sequence += 1) {
        const started = Date.now();
        const current = phase;
        try {
          const answer =
            sequence % 2 === 0
              ? await call(api.base, '/api/chats?type=GROUP&limit=5', { token: person.token, timeoutMs: 30_000 })
              : await call(api.base, '/api/chats/editor', {
                  token: person.token,
                  body: { title: `Нагрузка ${client}-${sequence}`, memberIds: [] },
                  timeoutMs: 30_000,
                });
          outcomes.push({
            status: answer.status,
            ms: Date.now() - started,
            phase: current,
            kind: sequence % 2 === 0 ? 'read' : 'write',
            endedAt: Date.now(),
            message: answer.body.message as string | undefined,
          });
        } catch {
          outcomes.push({
            status: 'no answer',
            ms: Date.now() - started,
            phase: current,
            kind: sequence % 2 === 0 ? 'read' : 'write',
            endedAt: Date.now(),
          });
        }
        // Paced a little so the outage sees many separate requests.
        await new Promise((done) => setTimeout(done, 20));
      }
    });
    const ok = (outcome: Outcome) => typeof outcome.status === 'number' && outcome.status < 300;
    await waitUntil('load to be served', () => outcomes.filter(ok).length >= 20);

    // Requests from here on may meet the database shutting down.
    phase = 'down';
    const stopAt = Date.now();
    await postgres.stop();
    const downFrom = outcomes.length;
    await waitUntil('requests answered during the outage', () => outcomes.length - downFrom >= 20, 60_000);
    // A chat message sent over the socket meanwhile is refused with the same clear reason, and the socket lives on.
    const refused = await socket
      .timeout(15_000)
      .emitWithAck(ChatEvent.SEND, { chatId, clientId: 'during-outage', text: 'Пока базы нет' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'UNAVAILABLE' } });
    await postgres.start();
    phase = 'back';
    const backAt = Date.now();
    const backFrom = outcomes.length;
    // Recovers by itself: no restart of the API, only time (bounded).
    await waitUntil('requests to succeed again', () => outcomes.slice(backFrom).filter(ok).length >= 20, 30_000).catch(
      (error: Error) => {
        stopping = true;
        throw new Error(
          `${error.message}\nafter the restart: ${JSON.stringify(outcomes.slice(backFrom).slice(-8))}\n${api.output()}`,
        );
      },
    );
    const recoveredIn = Date.now() - backAt;
    stopping = true;
    await Promise.all(clients);

    const up = outcomes.filter((outcome) => outcome.phase === 'up');
    const down = outcomes.filter(
      (outcome) => outcome.phase === 'down' || (outcome.phase === 'up' && outcome.endedAt >= stopAt),
    );
    console.log(
      `faults: PostgreSQL restart: ${JSON.stringify({
        up: up.length,
        down: down.length,
        downStatuses: [...new Set(down.map((outcome) => outcome.status))],
        slowestDownMs: Math.max(...down.map((outcome) => outcome.ms)),
        restartedAfterMs: backAt - stopAt,
        recoveredInMs: recoveredIn,
      })}`,
    );
    // Requests that ended before the stop began were served.
    expect(up.filter((outcome) => outcome.endedAt < stopAt).every(ok)).toBe(true);
    // Every request made while the database was down got an answer, a 2xx (it finished just before) or a 503 with
    // a Russian message, never a 500 and never a hang.
    expect(down.filter((outcome) => !ok(outcome) && outcome.status !== 503)).toEqual([]);
    expect(down.some((outcome) => outcome.status === 503)).toBe(true);
    for (const outcome of down.filter((each) => each.status === 503)) {
      expect(outcome.message).toMatch(/[а-яё]/i);
      // Bounded by the pool's connect timeout (5 s) and its pause between attempts (2 s at most), not a hang.
      expect(outcome.ms).toBeLessThan(10_000);
    }
    // The process never went down, and readiness says it is ready again.
    expect(api.alive()).toBe(true);
    expect((await call(api.base, '/api/health/ready')).status).toBe(200);
    // Reads and writes both succeed after the restart.
    const write = await call(api.base, '/api/chats/editor', {
      token: person.token,
      body: { title: 'После перезапуска базы', memberIds: [] },
    });
    expect(write.status).toBe(200);
    // The same socket, never reconnected, sends again once the database is back.
    expect(socket.connected).toBe(true);
    const resent = await socket
      .timeout(15_000)
      .emitWithAck(ChatEvent.SEND, { chatId, clientId: 'during-outage', text: 'Пока базы нет' });
    expect(resent).toMatchObject({ ok: true });
  }, 180_000);
});
