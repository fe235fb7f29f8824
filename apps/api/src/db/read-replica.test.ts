import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECENT_WRITE_COOKIE } from '../plugins/db.ts';
import {
  ADMIN_URL,
  APP_ORIGIN,
  bearer,
  cookiesOf,
  createTestApp,
  grant,
  type Session,
  signUp,
  type TestApp,
  testDatabaseKind,
} from '../testing/test-app.ts';
import { organisations } from './schema.ts';

// A second PostgreSQL database stands in for a replica: a logical copy of the primary (pg_dump | pg_restore) that
// is then changed on its own, so what a request shows tells which of the two it read.
describe.runIf(testDatabaseKind === 'postgres')('reads from a replica (DATABASE_READ_URL)', () => {
  const replicaName = `mesto_replica_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const replicaUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${replicaName}`);
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  let replica: postgres.Sql;
  let t: TestApp;
  let owner: Session & { username: string; password: string };
  let organisationId: string;

  const list = (cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/organisations?id=${organisationId}`,
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const listedName = async (cookie?: string) => {
    const response = await list(cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().items[0]?.name as string | undefined;
  };

  beforeAll(async () => {
    await admin.unsafe(`create database ${replicaName}`);
    t = await createTestApp({ DATABASE_READ_URL: replicaUrl, READ_YOUR_WRITES_SECONDS: 30 });
    owner = await signUp(t.app);
    await grant(t.app, owner.userId, ['BUSINESS_PANEL']);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/organisations/editor',
      payload: { name: 'Нижегородский пряник' },
      headers: { origin: APP_ORIGIN, ...bearer(owner) },
    });
    expect(created.statusCode, created.body).toBe(200);
    organisationId = created.json().id;

    // The copy, as a replica would have it; from here on the two are told apart by the name.
    const primaryUrl = (t.app.db as unknown as { $client: { options: { database: string } } }).$client.options.database;
    const dump = execFileSync('pg_dump', ['-Fc', '--no-owner', ADMIN_URL.replace(/\/[^/]*$/, `/${primaryUrl}`)], {
      maxBuffer: 256 * 1024 * 1024,
    });
    execFileSync('pg_restore', ['--no-owner', '-d', replicaUrl], { input: dump });
    replica = postgres(replicaUrl, { max: 1, onnotice: () => {} });
    await replica`update organisations set name = 'Пряник из реплики' where id = ${organisationId}`;
    // Like a hot standby, the replica refuses every write: a read routed to it that writes would fail the test.
    await admin.unsafe(`alter database ${replicaName} set default_transaction_read_only = on`);
  });
  afterAll(async () => {
    await replica?.end();
    await t?.close();
    await admin.unsafe(`drop database if exists ${replicaName} with (force)`);
    await admin.end();
  });

  it('the public list and search read the replica; the editor reads and writes the primary', async () => {
    const fresh = postgres(replicaUrl, { max: 1, onnotice: () => {} });
    await expect(fresh`create table refused (a int)`).rejects.toThrow(/read-only/);
    await fresh.end();
    expect(await listedName()).toBe('Пряник из реплики');
    const search = await t.app.inject({ method: 'GET', url: '/api/feed/global-search?q=пряник' });
    expect(search.statusCode, search.body).toBe(200);
    expect(JSON.stringify(search.json())).toContain('Пряник из реплики');
    for (const url of ['/api/feed/v2', '/api/events?limit=5', '/api/places?limit=5']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }

    const edited = await t.app.inject({
      method: 'POST',
      url: '/api/organisations/editor',
      payload: { id: organisationId, description: 'Пряники с 1890 года' },
      headers: { origin: APP_ORIGIN, ...bearer(owner) },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // The editor answers with the primary's row, which never had the replica's name.
    expect(edited.json()).toMatchObject({ name: 'Нижегородский пряник', description: 'Пряники с 1890 года' });
    const [primaryRow] = await t.app.db.select().from(organisations).where(eq(organisations.id, organisationId));
    expect(primaryRow?.description).toBe('Пряники с 1890 года');
    const [replicaRow] = await replica`select description from organisations where id = ${organisationId}`;
    expect(replicaRow?.description).not.toBe('Пряники с 1890 года');

    // The writer now carries the recent-write mark and sees its own write; everyone else still reads the replica.
    const mark = cookiesOf(edited)[RECENT_WRITE_COOKIE];
    expect(mark?.raw).toMatch(/Max-Age=30/);
    expect(mark?.raw).toMatch(/HttpOnly/);
    const withMark = await list(`${RECENT_WRITE_COOKIE}=${mark?.value}`);
    expect(withMark.json().items[0]).toMatchObject({
      name: 'Нижегородский пряник',
      description: 'Пряники с 1890 года',
    });
    expect(await listedName()).toBe('Пряник из реплики');
  });

  it('a read never sets the mark, nor a refused write, a sign-in, a session renewal or a counted page view', async () => {
    expect(cookiesOf(await list())[RECENT_WRITE_COOKIE]).toBeUndefined();
    const init = await t.app.inject({ method: 'POST', url: '/api/auth/init', headers: { origin: APP_ORIGIN } });
    expect(init.statusCode).toBe(200);
    expect(cookiesOf(init)[RECENT_WRITE_COOKIE]).toBeUndefined();
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: owner.username, password: owner.password },
      headers: { origin: APP_ORIGIN },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(cookiesOf(signedIn)[RECENT_WRITE_COOKIE]).toBeUndefined();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/organisations/editor',
      payload: { id: organisationId, name: '' },
      headers: { origin: APP_ORIGIN, ...bearer(owner) },
    });
    expect(refused.statusCode).toBe(400);
    expect(cookiesOf(refused)[RECENT_WRITE_COOKIE]).toBeUndefined();
  });
});
