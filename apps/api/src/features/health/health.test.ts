import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKind } from '../../testing/test-app.ts';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers ok and names the database it checked', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: testDatabaseKind });
  });

  it('serves the reference UI at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('health probes in the log', () => {
  let t: TestApp;
  const lines: Array<{ level: number; msg: string; req?: { url: string }; reqId?: string }> = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    t = await createTestApp({ LOG_LEVEL: 'info' }, undefined, stream);
  });
  afterAll(() => t.close());

  it('a balancer asking every few seconds leaves no line at info; other requests still do', async () => {
    const requestIds: string[] = [];
    for (const url of ['/api/health/live', '/api/health/ready', '/api/health/live', '/api/health/ready']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      requestIds.push(String(response.headers['x-request-id']));
    }
    expect(lines.filter((line) => requestIds.includes(line.reqId ?? ''))).toEqual([]);
    expect(lines.filter((line) => line.req?.url.startsWith('/api/health/'))).toEqual([]);

    // The same logger writes a line for a request to any other route: the silence above is the probes' own.
    const other = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(other.statusCode).toBe(200);
    const logged = lines.filter((line) => line.reqId === other.headers['x-request-id']);
    expect(logged.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(logged.every((line) => line.level === 30)).toBe(true);
  });
});
