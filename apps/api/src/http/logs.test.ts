import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializeError } from '../lib/error-log.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// A log line is read by more people than the database is: the values of a failed query never reach it.

const SECRET = '$argon2id$v=19$m=19456,t=2,p=1$secret-hash-in-a-parameter';

describe('error logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp(
      { LOG_LEVEL: 'error' },
      (app) => {
        // A query that fails in the database, the way a bug would, with a secret among its parameters.
        app.get('/api/__failing-query', async () => {
          await app.db.execute(sql`select ${SECRET}::uuid, ${'second-secret-parameter'}::int`);
          return { ok: true };
        });
      },
      stream,
    );
  });
  afterAll(() => t.close());

  it('a failed query is logged with its error and SQL, never with its parameters', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/__failing-query' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    const logged = lines.join('\n');
    expect(logged).toContain('request failed');
    expect(logged).toMatch(/select \$1::uuid/);
    expect(logged).not.toContain('secret-hash-in-a-parameter');
    expect(logged).not.toContain('second-secret-parameter');
  });
});

describe('the error serializer', () => {
  it('drops parameters, row details and the params line of a wrapped driver error, through every cause', () => {
    const driver = Object.assign(new Error('invalid input syntax for type uuid: "secret-value"'), {
      code: '22P02',
      severity: 'ERROR',
      detail: 'Key (email)=(person@example.ru) already exists.',
      parameters: ['secret-value', 'person@example.ru'],
      query: 'insert into users (email) values ($1)',
    });
    const wrapped = new Error(
      'Failed query: insert into users (email) values ($1)\nparams: secret-value,person@example.ru',
      {
        cause: driver,
      },
    );
    Object.assign(wrapped, { params: ['secret-value'] });
    const serialized = serializeError(wrapped);
    const logged = JSON.stringify(serialized);
    expect(serialized.message).toBe('Failed query: insert into users (email) values ($1)');
    expect(serialized.cause).toMatchObject({ code: '22P02', message: 'invalid input syntax for type uuid: "…"' });
    expect(logged).not.toContain('person@example.ru');
    expect(logged).not.toContain('secret-value');
    expect(logged).not.toContain('params:');
  });
});
