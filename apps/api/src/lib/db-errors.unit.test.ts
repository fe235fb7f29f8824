import { describe, expect, it } from 'vitest';
import { queryTimeoutError } from '../db/query-bounds.ts';
import { databaseUnavailable } from './db-errors.ts';

// What drizzle throws: its own error with the driver's as the cause.
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('databaseUnavailable', () => {
  it('recognises a database that cannot be reached, however deep the driver error is', () => {
    expect(databaseUnavailable(wrapped(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })))).toBe(true);
    expect(databaseUnavailable(wrapped({ code: 'CONNECTION_CLOSED' }))).toBe(true);
    expect(databaseUnavailable(wrapped({ code: 'CONNECT_TIMEOUT' }))).toBe(true);
    // terminating connection due to administrator command; the database system is starting up; class 08.
    expect(databaseUnavailable(wrapped({ code: '57P01' }))).toBe(true);
    expect(databaseUnavailable(wrapped({ code: '57P03' }))).toBe(true);
    expect(databaseUnavailable(wrapped({ code: '08006' }))).toBe(true);
  });

  it('recognises a database too slow to answer: a statement it cancelled, a query that got no answer in time', () => {
    // canceling statement due to statement timeout
    expect(databaseUnavailable(wrapped({ code: '57014' }))).toBe(true);
    expect(databaseUnavailable(wrapped(queryTimeoutError(12_000)))).toBe(true);
  });

  it('leaves every other failure a 500', () => {
    expect(databaseUnavailable(wrapped({ code: '23505' }))).toBe(false);
    expect(databaseUnavailable(wrapped({ code: '42P01' }))).toBe(false);
    expect(databaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(databaseUnavailable(undefined)).toBe(false);
  });
});
