import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import * as schema from './schema.ts';
import { seedIfEmpty } from './seed.ts';
import { DEMO_PASSWORDS } from './seed-data.ts';

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rows = async (table: PgTable) =>
    (await t.app.db.select({ count: sql<number>`count(*)::int` }).from(table))[0]?.count ?? 0;

  it('loads a whole demo city into an empty database, once', async () => {
    const now = new Date();
    expect(await seedIfEmpty(t.app.db, now)).toBe(true);
    expect(await seedIfEmpty(t.app.db, now)).toBe(false);
    expect(await rows(schema.places)).toBeGreaterThanOrEqual(30);
    expect(await rows(schema.events)).toBeGreaterThanOrEqual(150);
    expect(await rows(schema.organisations)).toBeGreaterThanOrEqual(5);
    for (const table of [
      schema.opinions,
      schema.rooms,
      schema.messages,
      schema.userSubscriptions,
      schema.features,
      schema.eventLists,
      schema.userOrganisationBinds,
    ]) {
      expect(await rows(table)).toBeGreaterThan(0);
    }
    const [slots] = await t.app.db
      .select({
        morning: sql<number>`count(*) filter (where ${schema.events.startMinute} < 720)::int`,
        afternoon: sql<number>`count(*) filter (where ${schema.events.startMinute} between 720 and 1019)::int`,
        evening: sql<number>`count(*) filter (where ${schema.events.startMinute} >= 1020)::int`,
        late: sql<number>`count(*) filter (where ${schema.events.startsAt} > now() + interval '25 days')::int`,
      })
      .from(schema.events);
    expect(slots?.morning).toBeGreaterThan(0);
    expect(slots?.afternoon).toBeGreaterThan(0);
    expect(slots?.evening).toBeGreaterThan(0);
    expect(slots?.late).toBeGreaterThan(0);
  });

  it('the demo accounts of the README sign in with their permissions', async () => {
    const accounts = [
      ['admin', DEMO_PASSWORDS.admin, ['ROOT']],
      ['business', DEMO_PASSWORDS.business, ['BUSINESS_PANEL', 'EXTERNAL_EVENT_ANNOUNCEMENT_MANAGEMENT']],
      ['anna', DEMO_PASSWORDS.user, []],
    ] as const;
    for (const [login, password, permissions] of accounts) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login, password } });
      expect(response.statusCode, login).toBe(200);
      expect(response.json().user.permissions).toEqual(permissions);
    }
  });
});
