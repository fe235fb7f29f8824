import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbacks, userSubscriptions } from '../../db/schema.ts';
import {
  APP_ORIGIN,
  bearer,
  createTestApp,
  grant,
  type Session,
  signUp,
  type TestApp,
} from '../../testing/test-app.ts';

type Role = 'root' | 'owner' | 'member' | 'otherOwner' | 'author' | 'friend' | 'stranger' | 'anonymous';
type Opinion = { id: string; code: string };

describe('feedbacks', () => {
  let t: TestApp;
  const as: Partial<Record<Role, Session>> = {};
  let organisationId = '';
  let placeId = '';
  const opinionsBy: Record<'PUBLIC' | 'FRIENDS' | 'PRIVATE' | 'NOTES' | 'EVENT', Opinion> = {} as never;
  let seq = 0;

  const call = (method: 'GET' | 'POST', url: string, role: Role, payload?: object) => {
    const session = as[role];
    return t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { origin: APP_ORIGIN, ...(session ? bearer(session) : {}) },
    });
  };
  const userId = (role: Role) => (as[role] as Session).userId;
  const newPlace = async () => {
    seq += 1;
    const response = await call('POST', '/api/places/editor', 'owner', { organisationId, name: `Кафе ${seq}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().id as string;
  };
  const opine = async (fields: object, role: Role = 'author') => {
    const response = await call('POST', '/api/opinions/editor', role, { rating: 3, ...fields });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Opinion;
  };
  const answer = (role: Role, opinionId: string, text = `Ответ ${role}`, extra: object = {}) =>
    call('POST', '/api/feedbacks/editor', role, { opinionId, text, ...extra });
  const access = (role: Role, opinion: string) => call('GET', `/api/feedbacks/check_access?opinion=${opinion}`, role);

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ['root', 'owner', 'member', 'otherOwner', 'author', 'friend', 'stranger'] as const) {
      as[role] = await signUp(t.app, { displayName: `Имя ${role}` });
    }
    await grant(t.app, userId('root'), ['ROOT']);
    await grant(t.app, userId('owner'), ['BUSINESS_PANEL']);
    await grant(t.app, userId('otherOwner'), ['BUSINESS_PANEL']);
    organisationId = (await call('POST', '/api/organisations/editor', 'owner', { name: 'Кофейни' })).json().id;
    await call('POST', '/api/organisations/editor', 'otherOwner', { name: 'Конкуренты' });
    await call('POST', '/api/user-organisation-binds/editor', 'owner', { userId: userId('member'), organisationId });
    await t.app.db.insert(userSubscriptions).values([
      { subscriberId: userId('friend'), userId: userId('author') },
      { subscriberId: userId('author'), userId: userId('friend') },
    ]);
    placeId = await newPlace();
    opinionsBy.PUBLIC = await opine({ placeId, text: 'Вкусный кофе, но жёсткие стулья' });
    for (const visibility of ['FRIENDS', 'PRIVATE', 'NOTES'] as const) {
      opinionsBy[visibility] = await opine({ placeId: await newPlace(), text: visibility, visibility });
    }
    const event = await call('POST', '/api/events/editor', 'owner', {
      placeId,
      title: 'Дегустация',
      startsAt: new Date(Date.now() + 3 * 24 * 3600_000).toISOString(),
    });
    expect(event.statusCode, event.body).toBe(200);
    opinionsBy.EVENT = await opine({ eventId: event.json().id, text: 'Дегустация удалась' });
  });
  afterAll(() => t.close());

  it('a member of the place’s organisation answers; the author sees the answer in the opinion', async () => {
    const response = await answer('member', opinionsBy.PUBLIC.id, '  Спасибо, стулья заменим  ', {
      tags: ['FURNITURE', 'FURNITURE'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      opinionId: opinionsBy.PUBLIC.id,
      text: 'Спасибо, стулья заменим',
      tags: ['FURNITURE'],
      organisation: { id: organisationId, name: 'Кофейни' },
      author: { id: userId('member'), displayName: 'Имя member' },
    });
    const seen = await call('GET', `/api/opinions?id=${opinionsBy.PUBLIC.id}`, 'author');
    expect(seen.json().items[0].feedback).toMatchObject({
      id: response.json().id,
      text: 'Спасибо, стулья заменим',
      tags: ['FURNITURE'],
      organisation: { id: organisationId, code: expect.any(String), name: 'Кофейни' },
    });
  });

  it('answering again replaces the answer: one feedback per opinion', async () => {
    const first = await answer('owner', opinionsBy.EVENT.id, 'Рады, что понравилось');
    expect(first.statusCode, first.body).toBe(200);
    const second = await answer('member', opinionsBy.EVENT.id, 'Ждём снова');
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({
      id: first.json().id,
      text: 'Ждём снова',
      author: { id: userId('member') },
      organisation: { id: organisationId },
    });
    const rows = await t.app.db.select().from(feedbacks).where(eq(feedbacks.opinionId, opinionsBy.EVENT.id));
    expect(rows).toHaveLength(1);
    // Two answers at once: still one row, and neither is an error.
    const both = await Promise.all([
      answer('owner', opinionsBy.EVENT.id, 'Одновременно 1'),
      answer('member', opinionsBy.EVENT.id, 'Одновременно 2'),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await t.app.db.select().from(feedbacks).where(eq(feedbacks.opinionId, opinionsBy.EVENT.id))).toHaveLength(1);
  });

  it('nobody else answers: a stranger, another organisation, the author, nobody signed in', async () => {
    for (const role of ['stranger', 'otherOwner', 'author'] as const) {
      const response = await answer(role, opinionsBy.PUBLIC.id);
      expect(response.statusCode, `${role}: ${response.body}`).toBe(403);
    }
    expect((await answer('anonymous', opinionsBy.PUBLIC.id)).statusCode).toBe(401);
    expect((await call('GET', '/api/feedbacks/blank', 'stranger')).statusCode).toBe(403);
    expect((await call('GET', '/api/feedbacks/blank', 'anonymous')).statusCode).toBe(401);
    expect((await call('GET', '/api/feedbacks/blank', 'member')).json()).toEqual({ opinionId: '', text: '', tags: [] });
  });

  it('an opinion the answerer may not see, or a note, is as good as absent: 404 naming opinionId', async () => {
    for (const [role, opinion] of [
      ['member', opinionsBy.NOTES],
      ['root', opinionsBy.NOTES],
      // A FRIENDS opinion is for mutual followers, not for the place's team.
      ['member', opinionsBy.FRIENDS],
    ] as const) {
      const response = await answer(role, opinion.id);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().fields).toHaveProperty('opinionId');
    }
    const missing = await answer('member', '7b3c3c1e-1111-4222-8333-944444444444');
    expect(missing.statusCode).toBe(404);
    // The author sees their note, but nobody answers notes.
    expect((await answer('author', opinionsBy.NOTES.id)).statusCode).toBe(404);
    // ROOT sees FRIENDS opinions and may answer them; the team answers PRIVATE ones, which are shared with it.
    expect((await answer('root', opinionsBy.FRIENDS.id)).statusCode).toBe(200);
    expect((await answer('member', opinionsBy.PRIVATE.id)).statusCode).toBe(200);
  });

  it('refuses an empty answer or an unknown tag, naming the field', async () => {
    const empty = await answer('member', opinionsBy.PUBLIC.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty('text');
    const noText = await call('POST', '/api/feedbacks/editor', 'member', { opinionId: opinionsBy.PUBLIC.id });
    expect(noText.statusCode).toBe(400);
    expect(noText.json().fields).toHaveProperty('text');
    const badTag = await answer('member', opinionsBy.PUBLIC.id, 'Ок', { tags: ['PASTA'] });
    expect(badTag.statusCode).toBe(400);
    expect(badTag.json().fields).toHaveProperty('tags.0');
    const noOpinion = await call('POST', '/api/feedbacks/editor', 'member', { text: 'Ок' });
    expect(noOpinion.statusCode).toBe(400);
    expect(noOpinion.json().fields).toHaveProperty('opinionId');
  });

  it('check_access?opinion= says who may answer an opinion, by its id or code, answered or not', async () => {
    const fresh = await opine({ placeId: await newPlace(), text: 'Ещё без ответа' });
    for (const key of [fresh.id, fresh.code, opinionsBy.PUBLIC.code]) {
      const expected: Record<Role, { canView: boolean; canEdit: boolean }> = {
        root: { canView: true, canEdit: true },
        owner: { canView: true, canEdit: true },
        member: { canView: true, canEdit: true },
        otherOwner: { canView: true, canEdit: false },
        author: { canView: true, canEdit: false },
        friend: { canView: true, canEdit: false },
        stranger: { canView: true, canEdit: false },
        anonymous: { canView: true, canEdit: false },
      };
      for (const [role, rights] of Object.entries(expected) as [Role, (typeof expected)[Role]][]) {
        const response = await access(role, key);
        expect(response.statusCode, `${role} ${key}`).toBe(200);
        expect(response.json(), `${role} ${key}`).toEqual({ ...rights, canDelete: false });
      }
    }
    // Invisible opinions: 404; the author's own note is seen but not answerable.
    expect((await access('member', opinionsBy.NOTES.code)).statusCode).toBe(404);
    expect((await access('stranger', opinionsBy.PRIVATE.code)).statusCode).toBe(404);
    expect((await access('member', opinionsBy.PRIVATE.code)).json()).toEqual({
      canView: true,
      canEdit: true,
      canDelete: false,
    });
    expect((await access('author', opinionsBy.NOTES.code)).json()).toEqual({
      canView: true,
      canEdit: false,
      canDelete: false,
    });
    expect((await access('member', 'no-such-opinion')).statusCode).toBe(404);
  });

  it('the editor updates an answer by its id; an opinion not answered yet has no answer to update', async () => {
    const [existing] = await t.app.db.select().from(feedbacks).where(eq(feedbacks.opinionId, opinionsBy.PUBLIC.id));
    const id = existing?.id as string;
    const updated = await call('POST', '/api/feedbacks/editor', 'owner', { id, text: 'Стулья уже новые' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ id, text: 'Стулья уже новые', tags: ['FURNITURE'] });
    expect((await call('POST', '/api/feedbacks/editor', 'stranger', { id, text: 'Взлом' })).statusCode).toBe(403);
    const moved = await call('POST', '/api/feedbacks/editor', 'owner', { id, opinionId: opinionsBy.EVENT.id });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fields).toHaveProperty('opinionId');
    const fresh = await opine({ placeId: await newPlace(), text: 'Без ответа' });
    const unwritten = await call('POST', '/api/feedbacks/editor', 'owner', { id: fresh.id, text: 'Ответ' });
    expect(unwritten.statusCode).toBe(404);
    expect(unwritten.json().fields).toHaveProperty('id');
  });

  it('the list shows an answer to whoever sees its opinion, filtered by opinion', async () => {
    const texts = async (query: string, role: Role) => {
      const response = await call('GET', `/api/feedbacks?${query}`, role);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().items.map((item: { opinionId: string }) => item.opinionId) as string[];
    };
    expect(await texts(`opinion=${opinionsBy.PUBLIC.code}`, 'anonymous')).toEqual([opinionsBy.PUBLIC.id]);
    expect(await texts(`opinion=${opinionsBy.PUBLIC.id}`, 'anonymous')).toEqual([opinionsBy.PUBLIC.id]);
    // Answers to the FRIENDS and PRIVATE opinions exist (ROOT and the team wrote them above).
    expect(await texts(`opinion=${opinionsBy.FRIENDS.id}`, 'stranger')).toEqual([]);
    expect(await texts(`opinion=${opinionsBy.FRIENDS.id}`, 'friend')).toEqual([opinionsBy.FRIENDS.id]);
    expect(await texts(`opinion=${opinionsBy.PRIVATE.id}`, 'stranger')).toEqual([]);
    expect(await texts(`opinion=${opinionsBy.PRIVATE.id}`, 'member')).toEqual([opinionsBy.PRIVATE.id]);
    expect(await texts(`opinion=${opinionsBy.PRIVATE.id}`, 'author')).toEqual([opinionsBy.PRIVATE.id]);
    const all = new Set(await texts('limit=100', 'anonymous'));
    expect(all.has(opinionsBy.PUBLIC.id) && all.has(opinionsBy.EVENT.id)).toBe(true);
    expect(all.has(opinionsBy.PRIVATE.id) || all.has(opinionsBy.FRIENDS.id)).toBe(false);
  });

  it('answering takes the opinion off the unanswered count of the business', async () => {
    const fresh = await opine({ placeId: await newPlace(), text: 'Считаем' }, 'stranger');
    const count = async () => (await call('GET', '/api/opinions/unanswered-count', 'member')).json().count as number;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    expect((await answer('member', fresh.id)).statusCode).toBe(200);
    expect(await count()).toBe(before - 1);
    const answered = await call('GET', `/api/opinions?answered=true&author=${userId('stranger')}`, 'member');
    expect(answered.json().items.map((item: { id: string }) => item.id)).toEqual([fresh.id]);
  });
});
