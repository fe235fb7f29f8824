import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations, userOrganisationBinds } from '../../db/schema.ts';
import {
  APP_ORIGIN,
  bearer,
  createTestApp,
  grant,
  type Session,
  signUp,
  type TestApp,
} from '../../testing/test-app.ts';

type Role = 'root' | 'owner' | 'member' | 'otherMember' | 'stranger' | 'anonymous';

describe('organisations and their teams', () => {
  let t: TestApp;
  const as: Partial<Record<Role, Session>> = {};
  let organisation: { id: string; code: string };
  let memberBindId = '';
  let ownerBindId = '';

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, role: Role, payload?: object) => {
    const session = as[role];
    return t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { origin: APP_ORIGIN, ...(session ? bearer(session) : {}) },
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ['root', 'owner', 'member', 'otherMember', 'stranger'] as const) as[role] = await signUp(t.app);
    await grant(t.app, (as.root as Session).userId, ['ROOT']);
    await grant(t.app, (as.owner as Session).userId, ['BUSINESS_PANEL']);
    await grant(t.app, (as.otherMember as Session).userId, ['BUSINESS_PANEL']);
    const created = await call('POST', '/api/organisations/editor', 'owner', {
      name: 'Волжские кофейни',
      contacts: [{ type: 'PHONE', value: '8 (831) 200-00-00' }],
    });
    expect(created.statusCode).toBe(200);
    organisation = created.json();
    const other = await call('POST', '/api/organisations/editor', 'otherMember', { name: 'Другая сеть' });
    expect(other.statusCode).toBe(200);
    const bind = await call('POST', '/api/user-organisation-binds/editor', 'owner', {
      userId: (as.member as Session).userId,
      organisationId: organisation.id,
    });
    expect(bind.statusCode).toBe(200);
    memberBindId = bind.json().id;
    const [ownerBind] = await t.app.db
      .select()
      .from(userOrganisationBinds)
      .where(eq(userOrganisationBinds.userId, (as.owner as Session).userId));
    ownerBindId = ownerBind?.id as string;
  });
  afterAll(() => t.close());

  it('the founder becomes the owner; contacts are normalised', async () => {
    expect(organisation).toMatchObject({
      name: 'Волжские кофейни',
      contacts: [{ type: 'PHONE', value: '78312000000' }],
      myRole: 'DEFAULT',
    });
    const mine = (await call('GET', '/api/organisations?mine=true', 'member')).json().items;
    expect(mine).toEqual([expect.objectContaining({ id: organisation.id, myRole: 'TEAM' })]);
  });

  const matrix: Array<[string, (role: Role) => Promise<number>, Record<Role, number>]> = [
    [
      'GET organisations/check_access',
      (role) =>
        call('GET', `/api/organisations/check_access?organisation=${organisation.code}`, role).then(
          (r) => r.statusCode,
        ),
      { root: 200, owner: 200, member: 200, otherMember: 200, stranger: 200, anonymous: 200 },
    ],
    [
      'POST organisations/editor (update)',
      (role) =>
        call('POST', '/api/organisations/editor', role, { id: organisation.id, description: `от ${role}` }).then(
          (r) => r.statusCode,
        ),
      { root: 200, owner: 200, member: 403, otherMember: 403, stranger: 403, anonymous: 401 },
    ],
    [
      'POST organisations/editor (create)',
      (role) => call('POST', '/api/organisations/editor', role, { name: `Новая ${role}` }).then((r) => r.statusCode),
      { root: 200, owner: 200, member: 403, otherMember: 200, stranger: 403, anonymous: 401 },
    ],
    [
      'GET organisations/blank',
      (role) => call('GET', '/api/organisations/blank', role).then((r) => r.statusCode),
      { root: 200, owner: 200, member: 403, otherMember: 200, stranger: 403, anonymous: 401 },
    ],
    [
      'GET user-organisation-binds?organisation=',
      (role) =>
        call('GET', `/api/user-organisation-binds?organisation=${organisation.id}`, role).then((r) =>
          r.statusCode === 200 ? 200 + r.json().items.length : r.statusCode,
        ),
      // 200 + the number of members seen: a team is seen by its members and ROOT only.
      { root: 202, owner: 202, member: 202, otherMember: 200, stranger: 200, anonymous: 401 },
    ],
    [
      'GET user-organisation-binds/check_access',
      (role) =>
        call('GET', `/api/user-organisation-binds/check_access?bind=${memberBindId}`, role).then((r) => r.statusCode),
      { root: 200, owner: 200, member: 200, otherMember: 404, stranger: 404, anonymous: 401 },
    ],
    [
      'POST user-organisation-binds/editor (add a member)',
      (role) =>
        call('POST', '/api/user-organisation-binds/editor', role, {
          userId: (as.stranger as Session).userId,
          organisationId: organisation.id,
        }).then(async (r) => {
          if (r.statusCode === 200)
            await t.app.db.delete(userOrganisationBinds).where(eq(userOrganisationBinds.id, r.json().id));
          return r.statusCode;
        }),
      { root: 200, owner: 200, member: 403, otherMember: 403, stranger: 403, anonymous: 401 },
    ],
  ];

  const rows = matrix.flatMap(([name, run, expected]) =>
    (Object.keys(expected) as Role[]).map((role) => [name, role, expected[role], run] as const),
  );
  it.each(rows)('%s as %s → %i', async (_name, role, status, run) => {
    expect(await run(role)).toBe(status);
  });

  it('check_access tells each role the truth', async () => {
    const access = async (role: Role) =>
      (await call('GET', `/api/user-organisation-binds/check_access?bind=${memberBindId}`, role)).json();
    expect(await access('owner')).toEqual({ canView: true, canEdit: true, canDelete: true });
    // A member may leave the team but not change their role.
    expect(await access('member')).toEqual({ canView: true, canEdit: false, canDelete: true });
    const organisationAccess = async (role: Role) =>
      (await call('GET', `/api/organisations/check_access?organisation=${organisation.id}`, role)).json();
    expect(await organisationAccess('owner')).toEqual({ canView: true, canEdit: true, canDelete: false });
    expect(await organisationAccess('member')).toEqual({ canView: true, canEdit: false, canDelete: false });
    expect(await organisationAccess('anonymous')).toEqual({ canView: true, canEdit: false, canDelete: false });
  });

  it('the last owner can be neither demoted nor removed; with a second owner both work', async () => {
    const demote = await call('POST', '/api/user-organisation-binds/editor', 'owner', {
      id: ownerBindId,
      kind: 'TEAM',
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().fields).toHaveProperty('kind');
    expect((await call('DELETE', `/api/user-organisation-binds/${ownerBindId}`, 'owner')).statusCode).toBe(409);
    const promoted = await call('POST', '/api/user-organisation-binds/editor', 'owner', {
      id: memberBindId,
      kind: 'DEFAULT',
    });
    expect(promoted.json().kind).toBe('DEFAULT');
    // Two owners demoting each other at once: one wins, one owner stays.
    const both = await Promise.all([
      call('POST', '/api/user-organisation-binds/editor', 'owner', { id: ownerBindId, kind: 'TEAM' }),
      call('POST', '/api/user-organisation-binds/editor', 'member', { id: memberBindId, kind: 'TEAM' }),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const owners = await t.app.db
      .select()
      .from(userOrganisationBinds)
      .where(eq(userOrganisationBinds.organisationId, organisation.id));
    expect(owners.filter((bind) => bind.kind === 'DEFAULT')).toHaveLength(1);
  });

  it('bad input names the field and writes nothing', async () => {
    const cases: Array<[object, string, number]> = [
      [{ name: '' }, 'name', 400],
      [{ name: 'x'.repeat(121) }, 'name', 400],
      [{ name: 'Сеть', contacts: [{ type: 'EMAIL', value: 'не почта' }] }, 'contacts.0.value', 400],
      [{ name: 'Сеть', contacts: [{ type: 'FAX', value: '1' }] }, 'contacts.0.type', 400],
      [{ name: 'Сеть', logoFileId: '00000000-0000-4000-8000-000000000000' }, 'logoFileId', 400],
      [{ name: 'Сеть', logoFileId: 'not-a-uuid' }, 'logoFileId', 400],
    ];
    const before = (await t.app.db.select().from(organisations)).length;
    for (const [payload, field, status] of cases) {
      const response = await call('POST', '/api/organisations/editor', 'owner', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(Object.keys(response.json().fields ?? {}), JSON.stringify(payload)).toContain(field);
    }
    expect((await t.app.db.select().from(organisations)).length).toBe(before);
    const bindCases: Array<[object, string]> = [
      [{ userId: (as.stranger as Session).userId }, 'organisationId'],
      [{ organisationId: organisation.id }, 'userId'],
      [{ userId: '00000000-0000-4000-8000-000000000000', organisationId: organisation.id }, 'userId'],
      [{ userId: (as.stranger as Session).userId, organisationId: organisation.id, kind: 'BOSS' }, 'kind'],
      [{ id: memberBindId, userId: (as.stranger as Session).userId }, 'userId'],
    ];
    for (const [payload, field] of bindCases) {
      const response = await call('POST', '/api/user-organisation-binds/editor', 'root', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().fields), JSON.stringify(payload)).toContain(field);
    }
    const twice = await call('POST', '/api/user-organisation-binds/editor', 'root', {
      userId: (as.owner as Session).userId,
      organisationId: organisation.id,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().fields).toHaveProperty('userId');
  });

  it('a member leaves the team', async () => {
    const bind = await call('POST', '/api/user-organisation-binds/editor', 'root', {
      userId: (as.stranger as Session).userId,
      organisationId: organisation.id,
    });
    expect((await call('DELETE', `/api/user-organisation-binds/${bind.json().id}`, 'stranger')).json()).toEqual({
      ok: true,
    });
    const left = await t.app.db
      .select()
      .from(userOrganisationBinds)
      .where(eq(userOrganisationBinds.id, bind.json().id));
    expect(left).toEqual([]);
  });
});
