import { isRoot, TITLE_RULE } from '@mesto/domain';
import { arrayOverlaps, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { features, users } from '../db/schema.ts';
import { APP_ORIGIN, bearer, createTestApp, grant, type Session, signUp, type TestApp } from '../testing/test-app.ts';
import { registerCollection } from './collection.ts';
import { Text } from './schemas.ts';

// The collection pattern itself, through a small collection declared only for this test: hidden rows, related rows
// loaded per page, a sort other than creation time, delete, and a conflict.

type FeatureRow = typeof features.$inferSelect;
const loads: number[] = [];

function declareSample(app: Parameters<typeof registerCollection>[0]) {
  registerCollection(app, {
    name: 'sample-features',
    schemaName: 'SampleFeature',
    accessParam: 'feature',
    table: features,
    idColumn: features.id,
    item: z.object({ id: z.uuid(), name: z.string(), icon: z.string(), fans: z.number().int() }),
    fields: z.object({ name: Text(TITLE_RULE), icon: z.string().max(40).optional() }),
    listQuery: z.object({}),
    access: {
      read: 'public',
      // Names starting with «Скрыт» are seen by ROOT only.
      visible: ({ viewer }): SQL | undefined => (isRoot(viewer) ? undefined : sql`${features.name} not like 'Скрыт%'`),
      row: ({ viewer }, row) => {
        const root = isRoot(viewer);
        return { canView: root || !row.name.startsWith('Скрыт'), canEdit: root, canDelete: root };
      },
      create: ({ viewer }) => isRoot(viewer),
      restricted: { icon: ({ viewer }) => isRoot(viewer) },
    },
    filters: (_ctx, query) => [query.q ? sql`${features.name} ilike ${`%${query.q}%`}` : undefined],
    sorts: {
      newest: () => ({ keys: [{ expression: features.createdAt, direction: 'desc', kind: 'timestamp' }] }),
      name: () => ({ keys: [{ expression: features.name, direction: 'asc', kind: 'text' }] }),
    },
    find: async (db, key): Promise<FeatureRow | undefined> => {
      if (!/^[0-9a-f-]{36}$/.test(key)) return undefined;
      const [row] = await db.select().from(features).where(eq(features.id, key));
      return row;
    },
    async load({ db }, rows: FeatureRow[]) {
      loads.push(rows.length);
      const ids = rows.map((row) => row.id);
      if (ids.length === 0) return new Map<string, number>();
      const counted = await db
        .select({ id: sql<string>`unnest(${users.favoriteFeatureIds})`, fans: sql<number>`count(*)::int` })
        .from(users)
        .where(arrayOverlaps(users.favoriteFeatureIds, ids))
        .groupBy(sql`1`);
      return new Map(counted.map((row) => [row.id, row.fans]));
    },
    toItem: (row, _ctx, fans) => ({ id: row.id, name: row.name, icon: row.icon, fans: fans.get(row.id) ?? 0 }),
    blank: () => ({ name: '', icon: '' }),
    create: async ({ db }, values) => {
      const [row] = await db
        .insert(features)
        .values({ name: values.name ?? '', icon: values.icon ?? '' })
        .returning();
      return row as FeatureRow;
    },
    update: async ({ db }, existing, values) => {
      const [row] = await db.update(features).set(values).where(eq(features.id, existing.id)).returning();
      return row as FeatureRow;
    },
    remove: async ({ db }, row) => {
      await db.delete(features).where(eq(features.id, row.id));
    },
    conflicts: [{ constraint: 'name', field: 'name', message: 'Такая особенность уже есть', code: 'NAME_TAKEN' }],
  });
}

describe('registerCollection', () => {
  let t: TestApp;
  let root: Session;
  let visitor: Session;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      app.register(async (api) => declareSample(api), { prefix: '/api' });
    });
    root = await signUp(t.app);
    visitor = await signUp(t.app);
    await grant(t.app, root.userId, ['ROOT']);
    const rows = await t.app.db
      .insert(features)
      .values(['Веранда', 'Бильярд', 'Скрытый зал', 'Арфа', 'Гардероб'].map((name) => ({ name })))
      .returning();
    for (const row of rows) ids[row.name] = row.id;
    await t.app.db
      .update(users)
      .set({ favoriteFeatureIds: [ids.Веранда as string, ids.Арфа as string] })
      .where(inArray(users.id, [root.userId, visitor.userId]));
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, session?: Session, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { origin: APP_ORIGIN, ...(session ? bearer(session) : {}) },
    });

  it('a list shows only the rows the viewer may see, and pages stay full', async () => {
    const names = (session?: Session) =>
      call('GET', '/api/sample-features?sort=name&limit=2', session).then((response) =>
        response.json().items.map((item: { name: string }) => item.name),
      );
    expect(await names()).toEqual(['Арфа', 'Бильярд']);
    const all: string[] = [];
    let cursor: string | null = null;
    do {
      const body: { items: { name: string }[]; nextCursor: string | null } = (
        await call('GET', `/api/sample-features?sort=name&limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      expect(body.items.length === 2 || body.nextCursor === null).toBe(true);
      all.push(...body.items.map((item: { name: string }) => item.name));
      cursor = body.nextCursor;
    } while (cursor);
    expect(all).toEqual(['Арфа', 'Бильярд', 'Веранда', 'Гардероб']);
    const rootList = (await call('GET', '/api/sample-features?sort=name&limit=10', root)).json().items;
    expect(rootList.map((item: { name: string }) => item.name)).toContain('Скрытый зал');
  });

  it('pages by time keep rows written within one millisecond, in order, without gaps', async () => {
    await t.app.db.insert(features).values(
      ['Микро 1', 'Микро 2', 'Микро 3'].map((name, index) => ({
        name,
        createdAt: sql`${`2026-01-01 00:00:00.1231${index}+00`}::timestamptz` as unknown as Date,
      })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const body: { items: { name: string }[]; nextCursor: string | null } = (
        await call('GET', `/api/sample-features?sort=newest&q=Микро&limit=1${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      seen.push(...body.items.map((item) => item.name));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['Микро 3', 'Микро 2', 'Микро 1']);
  });

  it('related rows are loaded once for the whole page', async () => {
    loads.length = 0;
    const items = (await call('GET', '/api/sample-features?sort=name&limit=4')).json().items as {
      name: string;
      fans: number;
    }[];
    expect(loads).toEqual([4]);
    expect(Object.fromEntries(items.map((item) => [item.name, item.fans]))).toEqual({
      Арфа: 2,
      Бильярд: 0,
      Веранда: 2,
      Гардероб: 0,
    });
  });

  it('check_access tells each viewer the truth, and a hidden row is not found', async () => {
    expect((await call('GET', `/api/sample-features/check_access?feature=${ids.Арфа}`)).json()).toEqual({
      canView: true,
      canEdit: false,
      canDelete: false,
    });
    expect((await call('GET', `/api/sample-features/check_access?feature=${ids.Арфа}`, root)).json()).toEqual({
      canView: true,
      canEdit: true,
      canDelete: true,
    });
    expect(
      (await call('GET', `/api/sample-features/check_access?feature=${ids['Скрытый зал']}`, visitor)).statusCode,
    ).toBe(404);
  });

  it('the blank, the editor and delete follow the same policy', async () => {
    expect((await call('GET', '/api/sample-features/blank')).statusCode).toBe(401);
    expect((await call('GET', '/api/sample-features/blank', visitor)).statusCode).toBe(403);
    expect((await call('GET', '/api/sample-features/blank', root)).json()).toEqual({ name: '', icon: '' });
    expect((await call('POST', '/api/sample-features/editor', visitor, { name: 'Караоке' })).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/sample-features/editor', visitor, { id: ids.Арфа, name: 'Лира' })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/sample-features/${ids.Арфа}`, visitor)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/sample-features/${ids['Скрытый зал']}`, visitor)).statusCode).toBe(404);
    const [row] = await t.app.db
      .select()
      .from(features)
      .where(eq(features.id, ids.Арфа as string));
    expect(row?.name).toBe('Арфа');
  });

  it('create and update run the shared steps: required fields, conflicts, delete', async () => {
    const missing = await call('POST', '/api/sample-features/editor', root, { icon: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ name: 'Укажите название' });
    const created = await call('POST', '/api/sample-features/editor', root, { name: '  Караоке  ' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ name: 'Караоке', fans: 0 });
    const taken = await call('POST', '/api/sample-features/editor', root, { name: 'Веранда' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ name: 'Такая особенность уже есть' });
    const renamed = await call('POST', '/api/sample-features/editor', root, {
      id: created.json().id,
      name: 'Караоке-зал',
    });
    expect(renamed.json().name).toBe('Караоке-зал');
    expect((await call('DELETE', `/api/sample-features/${created.json().id}`, root)).json()).toEqual({ ok: true });
    expect((await call('GET', `/api/sample-features/check_access?feature=${created.json().id}`, root)).statusCode).toBe(
      404,
    );
  });

  it('every operation of the collection has an operationId and declares its errors', async () => {
    const document = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { operationId?: string; responses: Record<string, unknown> }>>;
    };
    const operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/sample-features'))
      .flatMap(([, methods]) => Object.values(methods));
    expect(operations.map((operation) => operation.operationId).sort()).toEqual([
      'deleteSampleFeaturesById',
      'getSampleFeatures',
      'getSampleFeaturesBlank',
      'getSampleFeaturesCheckAccess',
      'postSampleFeaturesEditor',
    ]);
    for (const operation of operations) expect(Object.keys(operation.responses)).toContain('400');
  });
});
