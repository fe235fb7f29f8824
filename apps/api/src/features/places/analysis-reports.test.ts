import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opinionAnalysisReports, opinions } from '../../db/schema.ts';
import {
  APP_ORIGIN,
  bearer,
  createTestApp,
  grant,
  type Session,
  signUp,
  type TestApp,
} from '../../testing/test-app.ts';
import { REPORTS_PER_DAY } from '../opinions/analysis-reports.schemas.ts';

type Role = 'root' | 'owner' | 'member' | 'outsider' | 'author' | 'guest' | 'moderator' | 'anonymous';

// «Разобрано неверно»: a place's team tells the platform's moderators that an opinion about the place was misread;
// the moderators read the report beside the opinion and close it. The opinion and its author are left alone.

describe('reports of misread opinions', () => {
  let t: TestApp;
  const as: Partial<Record<Role, Session>> = {};
  let place: { id: string; code: string };
  let opinion: { id: string };
  let organisationId = '';

  const call = (method: 'GET' | 'POST', url: string, role: Role, payload?: object) => {
    const session = as[role];
    return t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { origin: APP_ORIGIN, ...(session ? bearer(session) : {}) },
    });
  };
  const ok = async (method: 'GET' | 'POST', url: string, role: Role, payload?: object) => {
    const response = await call(method, url, role, payload);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };
  const report = (role: Role, payload: object) => call('POST', '/api/places/analysis-reports', role, payload);
  const writeOpinion = async (role: Role, text: string, visibility = 'PUBLIC') => {
    const placeRow = await ok('POST', '/api/places/editor', 'owner', { organisationId, name: `Бар ${Math.random()}` });
    return {
      place: placeRow,
      opinion: await ok('POST', '/api/opinions/editor', role, { placeId: placeRow.id, rating: 3, text, visibility }),
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ['root', 'owner', 'member', 'outsider', 'author', 'guest', 'moderator'] as const) {
      as[role] = await signUp(t.app, { displayName: `Человек ${role}` });
    }
    await grant(t.app, (as.root as Session).userId, ['ROOT']);
    await grant(t.app, (as.owner as Session).userId, ['BUSINESS_PANEL']);
    await grant(t.app, (as.outsider as Session).userId, ['BUSINESS_PANEL']);
    await grant(t.app, (as.moderator as Session).userId, ['MODERATION']);
    organisationId = (await ok('POST', '/api/organisations/editor', 'owner', { name: 'Кофейни у реки' })).id;
    await ok('POST', '/api/organisations/editor', 'outsider', { name: 'Чужие кофейни' });
    await ok('POST', '/api/user-organisation-binds/editor', 'owner', {
      userId: (as.member as Session).userId,
      organisationId,
    });
    place = await ok('POST', '/api/places/editor', 'owner', { organisationId, name: 'Кофейня «Зерно»' });
    // Written and read at once: «обычное» is neither praise nor complaint.
    opinion = await ok('POST', '/api/opinions/editor', 'author', {
      placeId: place.id,
      rating: 4,
      text: 'Обслуживание обычное, а кофе отличный.',
      visibility: 'PUBLIC',
    });
  });
  afterAll(() => t.close());

  it('a team member reports a misread opinion; a moderator reads it beside the opinion and closes it', async () => {
    const sent = await report('member', {
      opinionId: opinion.id,
      aspects: ['SERVICE', 'SERVICE'],
      note: '  Гость хвалит кофе, а про обслуживание — нейтрально, это не жалоба.  ',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ opinionId: opinion.id, status: 'OPEN' });
    expect(
      (await ok('GET', `/api/places/analysis-reports/mine?opinionId=${opinion.id}`, 'member')).report,
    ).toMatchObject({ id: sent.json().id, status: 'OPEN' });
    // Not someone else's: the owner of the same place has not reported it.
    expect((await ok('GET', `/api/places/analysis-reports/mine?opinionId=${opinion.id}`, 'owner')).report).toBeNull();

    const again = await report('member', { opinionId: opinion.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_REPORTED', fields: { opinionId: expect.any(String) } });

    const waiting = await ok('GET', '/api/places/analysis-reports', 'moderator');
    expect(waiting.items).toHaveLength(1);
    const [item] = waiting.items;
    expect(item).toMatchObject({
      id: sent.json().id,
      status: 'OPEN',
      opinion: { id: opinion.id, text: 'Обслуживание обычное, а кофе отличный.', rating: 4 },
      place: { id: place.id, name: 'Кофейня «Зерно»' },
      link: `/place/${place.code}#opinion-${opinion.id}`,
      aspects: ['SERVICE'],
      note: 'Гость хвалит кофе, а про обслуживание — нейтрально, это не жалоба.',
      reporter: { id: (as.member as Session).userId, name: 'Человек member' },
      organisation: { name: 'Кофейни у реки' },
      closedAt: null,
    });
    // What the analysis said when reported is kept with the report.
    const [row] = await t.app.db.select().from(opinions).where(eq(opinions.id, opinion.id));
    expect(item.analysis).toEqual(row?.analysis);

    const closed = await ok('POST', `/api/places/analysis-reports/close/${item.id}`, 'moderator', {
      note: 'Разобрано верно: обслуживание названо нейтральным.',
    });
    expect(closed).toMatchObject({
      status: 'CLOSED',
      closedBy: { id: (as.moderator as Session).userId },
      closingNote: 'Разобрано верно: обслуживание названо нейтральным.',
    });
    expect((await ok('GET', '/api/places/analysis-reports', 'moderator')).items).toEqual([]);
    expect((await ok('GET', '/api/places/analysis-reports?status=CLOSED', 'root')).items[0]).toMatchObject({
      id: item.id,
      status: 'CLOSED',
    });
    const twice = await call('POST', `/api/places/analysis-reports/close/${item.id}`, 'moderator', {});
    expect(twice.statusCode).toBe(409);
    expect(
      (await call('POST', `/api/places/analysis-reports/close/${crypto.randomUUID()}`, 'root', {})).statusCode,
    ).toBe(404);
    // Closed, the reading may be reported again.
    expect((await ok('GET', `/api/places/analysis-reports/mine?opinionId=${opinion.id}`, 'member')).report).toBeNull();
    expect((await report('member', { opinionId: opinion.id })).statusCode).toBe(201);
  });

  it('a report is about the reading: the opinion stays as it is, and nothing reaches the complaints queue', async () => {
    const before = await ok('GET', `/api/opinions?place=${place.id}`, 'anonymous');
    expect((await report('owner', { opinionId: opinion.id })).statusCode).toBe(201);
    const after = await ok('GET', `/api/opinions?place=${place.id}`, 'anonymous');
    expect(after.items.map((o: { id: string; text: string }) => [o.id, o.text])).toEqual(
      before.items.map((o: { id: string; text: string }) => [o.id, o.text]),
    );
    expect((await ok('GET', '/api/moderation/queue', 'moderator')).items).toEqual([]);
  });

  it('only the place’s team and ROOT report; only moderators and ROOT read and close the reports', async () => {
    const { opinion: other } = await writeOpinion('author', 'Музыка громкая, но официант вежливый.');
    const statuses: Record<string, number> = {};
    for (const role of ['anonymous', 'guest', 'author', 'outsider', 'moderator', 'root'] as const) {
      statuses[role] = (await report(role, { opinionId: other.id })).statusCode;
    }
    expect(statuses).toEqual({ anonymous: 401, guest: 403, author: 403, outsider: 403, moderator: 403, root: 201 });

    for (const role of ['anonymous', 'member', 'owner', 'guest'] as const) {
      const expected = role === 'anonymous' ? 401 : 403;
      expect((await call('GET', '/api/places/analysis-reports', role)).statusCode).toBe(expected);
      const close = await call('POST', `/api/places/analysis-reports/close/${crypto.randomUUID()}`, role, {});
      expect(close.statusCode).toBe(expected);
    }
    // Forged cursors and statuses are a 400 naming the field, for moderators too.
    expect((await call('GET', '/api/places/analysis-reports?cursor=abc', 'moderator')).json()).toMatchObject({
      statusCode: 400,
      fields: { cursor: expect.any(String) },
    });
    expect((await call('GET', '/api/places/analysis-reports?status=DONE', 'moderator')).statusCode).toBe(400);
  });

  it('what the team cannot see, it cannot report; an opinion not read yet is said to be so', async () => {
    const { opinion: note } = await writeOpinion('author', 'Моя заметка про кофе', 'NOTES');
    const hidden = await report('owner', { opinionId: note.id });
    expect(hidden.statusCode).toBe(404);
    expect((await report('owner', { opinionId: crypto.randomUUID() })).statusCode).toBe(404);

    const { opinion: unread } = await writeOpinion('guest', 'Кофе вкусный.');
    await t.app.db.update(opinions).set({ analysis: null }).where(eq(opinions.id, unread.id));
    const refused = await report('owner', { opinionId: unread.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'NOT_ANALYSED',
      fields: { opinionId: expect.stringMatching(/не разобрано/) },
    });
  });

  it('bad input names the field in Russian and writes nothing', async () => {
    const count = async () => (await t.app.db.select().from(opinionAnalysisReports)).length;
    const before = await count();
    const cases: [object, string][] = [
      [{ opinionId: 'op-1' }, 'opinionId'],
      [{ opinionId: opinion.id, aspects: ['WEATHER'] }, 'aspects.0'],
      [{ opinionId: opinion.id, note: 'а'.repeat(1001) }, 'note'],
      [{ opinionId: opinion.id, note: 'строка\u0000' }, 'note'],
    ];
    for (const [payload, field] of cases) {
      const response = await report('root', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().fields ?? {})).toContain(field);
    }
    const tooLong = await report('root', { opinionId: opinion.id, note: 'а'.repeat(1001) });
    expect(tooLong.json().fields.note).toMatch(/[А-Яа-я]/);
    expect(await count()).toBe(before);
  });

  it(`one person sends at most ${REPORTS_PER_DAY} reports a day`, async () => {
    const reporter = (as.member as Session).userId;
    const { opinion: fresh } = await writeOpinion('author', 'Кофе остыл, пока несли.');
    // A day's reports already sent (and closed, so they do not hold the opinion open).
    await t.app.db.insert(opinionAnalysisReports).values(
      Array.from({ length: REPORTS_PER_DAY }, () => ({
        opinionId: opinion.id,
        reporterId: reporter,
        analysis: {} as never,
        closedAt: new Date(),
      })),
    );
    const limited = await report('member', { opinionId: fresh.id });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe(String(24 * 60 * 60));
    expect(limited.json().message).toMatch(/в сутки/);
    // The limit is each person's: the owner still reports it.
    expect((await report('owner', { opinionId: fresh.id })).statusCode).toBe(201);
  });
});
