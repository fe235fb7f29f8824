import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { features, files, opinions, places } from '../../db/schema.ts';
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

// Нижний Новгород, Кремль; Bolshaya Pokrovskaya is about 1 km away, Dzerzhinsk about 33 km.
const KREMLIN = { lat: 56.3287, lng: 44.0031 };

describe('places', () => {
  let t: TestApp;
  const as: Partial<Record<Role, Session>> = {};
  let organisationId = '';
  let place: { id: string; code: string };

  const call = (method: 'GET' | 'POST', url: string, role: Role, payload?: object) => {
    const session = as[role];
    return t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { origin: APP_ORIGIN, ...(session ? bearer(session) : {}) },
    });
  };
  const names = async (url: string, role: Role = 'anonymous') => {
    const response = await call('GET', url, role);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().items.map((item: { name: string }) => item.name) as string[];
  };
  const create = async (fields: object, role: Role = 'owner') => {
    const response = await call('POST', '/api/places/editor', role, { organisationId, ...fields });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ['root', 'owner', 'member', 'otherMember', 'stranger'] as const) as[role] = await signUp(t.app);
    await grant(t.app, (as.root as Session).userId, ['ROOT']);
    await grant(t.app, (as.owner as Session).userId, ['BUSINESS_PANEL']);
    await grant(t.app, (as.otherMember as Session).userId, ['BUSINESS_PANEL']);
    organisationId = (await call('POST', '/api/organisations/editor', 'owner', { name: 'Бар-групп' })).json().id;
    await call('POST', '/api/organisations/editor', 'otherMember', { name: 'Чужая сеть' });
    await call('POST', '/api/user-organisation-binds/editor', 'owner', {
      userId: (as.member as Session).userId,
      organisationId,
    });
    place = await create({
      name: 'Бар «Полночь»',
      address: 'Большая Покровская, 1',
      latitude: 56.3202,
      longitude: 44.0018,
      timeZone: 'Europe/Moscow',
      // Friday and Saturday 18:00–03:00.
      schedule: [
        { weekday: 'FRIDAY', from: 1080, to: 180 },
        { weekday: 'SATURDAY', from: 1080, to: 180 },
      ],
      tags: ['BAR', 'MUSIC'],
      contacts: [
        { type: 'PHONE', value: '8 (831) 111-22-33' },
        { type: 'TELEGRAM', value: '@polnoch' },
      ],
    });
  });
  afterAll(() => t.close());

  it('a team member creates a place; contacts follow the domain rules', async () => {
    expect(place).toMatchObject({
      name: 'Бар «Полночь»',
      organisation: { id: organisationId, name: 'Бар-групп' },
      contacts: [
        { type: 'PHONE', value: '78311112233' },
        { type: 'TELEGRAM', value: 'polnoch' },
      ],
      status: 'PUBLISHED',
      rating: null,
    });
  });

  const matrix: Array<[string, (role: Role) => Promise<number>, Record<Role, number>]> = [
    [
      'GET places/check_access',
      (role) => call('GET', `/api/places/check_access?place=${place.code}`, role).then((r) => r.statusCode),
      { root: 200, owner: 200, member: 200, otherMember: 200, stranger: 200, anonymous: 200 },
    ],
    [
      'POST places/editor (update)',
      (role) => call('POST', '/api/places/editor', role, { id: place.id, description: role }).then((r) => r.statusCode),
      { root: 200, owner: 200, member: 200, otherMember: 403, stranger: 403, anonymous: 401 },
    ],
    [
      'POST places/field-editor',
      (role) =>
        call('POST', '/api/places/field-editor', role, { id: place.id, field: 'address', value: `Адрес ${role}` }).then(
          (r) => r.statusCode,
        ),
      { root: 200, owner: 200, member: 200, otherMember: 403, stranger: 403, anonymous: 401 },
    ],
    [
      'POST places/editor (create in the organisation)',
      (role) =>
        call('POST', '/api/places/editor', role, { organisationId, name: `Новое место ${role}` }).then(
          (r) => r.statusCode,
        ),
      { root: 200, owner: 200, member: 200, otherMember: 403, stranger: 403, anonymous: 401 },
    ],
    [
      'GET places/blank',
      (role) => call('GET', '/api/places/blank', role).then((r) => r.statusCode),
      { root: 200, owner: 200, member: 403, otherMember: 200, stranger: 403, anonymous: 401 },
    ],
    [
      'POST places/process/{id}',
      (role) => call('POST', `/api/places/process/${place.id}`, role).then((r) => r.statusCode),
      { root: 200, owner: 200, member: 200, otherMember: 403, stranger: 403, anonymous: 401 },
    ],
  ];
  const rows = matrix.flatMap(([name, run, expected]) =>
    (Object.keys(expected) as Role[]).map((role) => [name, role, expected[role], run] as const),
  );
  it.each(rows)('%s as %s → %i', async (_name, role, status, run) => {
    expect(await run(role)).toBe(status);
  });

  it('check_access tells each role the truth', async () => {
    const access = async (role: Role) => (await call('GET', `/api/places/check_access?place=${place.id}`, role)).json();
    expect(await access('member')).toEqual({ canView: true, canEdit: true, canDelete: false });
    expect(await access('otherMember')).toEqual({ canView: true, canEdit: false, canDelete: false });
    expect(await access('anonymous')).toEqual({ canView: true, canEdit: false, canDelete: false });
  });

  it('a draft is seen by its team only', async () => {
    const draft = await create({ name: 'Черновик бара', status: 'DRAFT' });
    expect(await names('/api/places?q=черновик')).toEqual([]);
    expect(await names('/api/places?q=черновик', 'otherMember')).toEqual([]);
    expect(await names('/api/places?q=черновик', 'member')).toEqual(['Черновик бара']);
    expect((await call('GET', `/api/places/check_access?place=${draft.id}`, 'stranger')).statusCode).toBe(404);
    expect((await call('GET', `/api/places/check_access?place=${draft.id}`, 'root')).statusCode).toBe(200);
  });

  it('open now is computed by the place’s own clock, across midnight', async () => {
    const yekaterinburg = await create({
      name: 'Уральская кофейня',
      timeZone: 'Asia/Yekaterinburg',
      // Friday 17:00–19:00 local time.
      schedule: [{ weekday: 'FRIDAY', from: 1020, to: 1140 }],
    });
    expect(yekaterinburg.timeZone).toBe('Asia/Yekaterinburg');
    const openAt = (iso: string) => names(`/api/places?openAt=${encodeURIComponent(iso)}&sort=name`);
    // 2026-11-20 is a Friday. 13:00 UTC: 16:00 in Moscow (the bar opens at 18:00), 18:00 in Yekaterinburg (open).
    expect(await openAt('2026-11-20T13:00:00Z')).toEqual(['Уральская кофейня']);
    // 13:59 UTC is 18:59 in Yekaterinburg, still open; 14:00 UTC is 19:00 there, closed.
    expect(await openAt('2026-11-20T13:59:00Z')).toEqual(['Уральская кофейня']);
    expect(await openAt('2026-11-20T14:00:00Z')).toEqual([]);
    // 15:00 UTC: 18:00 in Moscow, the bar opens; a minute before it is closed.
    expect(await openAt('2026-11-20T14:59:00Z')).toEqual([]);
    expect(await openAt('2026-11-20T15:00:00Z')).toEqual(['Бар «Полночь»']);
    // Saturday 02:59 in Moscow is still Friday night's interval; 03:00 closes it.
    expect(await openAt('2026-11-20T23:59:00Z')).toEqual(['Бар «Полночь»']);
    expect(await openAt('2026-11-21T00:00:00+03:00')).toEqual(['Бар «Полночь»']);
    expect(await openAt('2026-11-21T02:59:00+03:00')).toEqual(['Бар «Полночь»']);
    expect(await openAt('2026-11-21T03:00:00+03:00')).toEqual([]);
    // Sunday 01:00 is Saturday night's interval; Monday 01:00 is nobody's.
    expect(await openAt('2026-11-22T01:00:00+03:00')).toEqual(['Бар «Полночь»']);
    expect(await openAt('2026-11-23T01:00:00+03:00')).toEqual([]);
  });

  it('places near a point, sorted by distance, with the distance given', async () => {
    await create({ name: 'Кремлёвская терраса', latitude: 56.3285, longitude: 44.0035 });
    await create({ name: 'Дзержинский паб', latitude: 56.2389, longitude: 43.4613 });
    const near = await call(
      'GET',
      `/api/places?lat=${KREMLIN.lat}&lng=${KREMLIN.lng}&radius=3&sort=distance`,
      'anonymous',
    );
    const items = near.json().items as { name: string; distanceKm: number }[];
    expect(items.map((item) => item.name)).toEqual(['Кремлёвская терраса', 'Бар «Полночь»']);
    expect(items[0]?.distanceKm).toBeLessThan(0.1);
    expect(items[1]?.distanceKm).toBeGreaterThan(0.8);
    expect(items[1]?.distanceKm).toBeLessThan(1.2);
    expect(await names(`/api/places?lat=${KREMLIN.lat}&lng=${KREMLIN.lng}&radius=50&sort=distance&limit=3`)).toContain(
      'Дзержинский паб',
    );
    // Paging by distance keeps the order.
    const first = (
      await call(
        'GET',
        `/api/places?lat=${KREMLIN.lat}&lng=${KREMLIN.lng}&radius=50&sort=distance&limit=1`,
        'anonymous',
      )
    ).json();
    const second = (
      await call(
        'GET',
        `/api/places?lat=${KREMLIN.lat}&lng=${KREMLIN.lng}&radius=50&sort=distance&limit=1&cursor=${first.nextCursor}`,
        'anonymous',
      )
    ).json();
    expect([first.items[0].name, second.items[0].name]).toEqual(['Кремлёвская терраса', 'Бар «Полночь»']);
    const noPoint = await call('GET', '/api/places?sort=distance', 'anonymous');
    expect(noPoint.statusCode).toBe(400);
    expect(Object.keys(noPoint.json().fields)).toEqual(['sort']);
    expect(Object.keys((await call('GET', '/api/places?lat=56.3', 'anonymous')).json().fields)).toEqual(['lng']);
  });

  it('a map’s view (bbox=west,south,east,north) gives the places inside it; a bad box is a 400 naming bbox', async () => {
    await create({ name: 'Канавинский двор', latitude: 56.3276, longitude: 43.9562 });
    await create({ name: 'Сормовская кухня', latitude: 56.3504, longitude: 43.8704 });
    await create({ name: 'Чукотский чум', latitude: 64.7337, longitude: 177.5089 });
    await create({ name: 'Аляскинский бар', latitude: 64.8378, longitude: -147.7164 });
    const inBox = (bbox: string) => names(`/api/places?bbox=${encodeURIComponent(bbox)}&limit=100`);
    // The centre across the river, without Sormovo further west.
    const centre = await inBox('43.93,56.30,44.02,56.34');
    expect(centre).toContain('Канавинский двор');
    expect(centre).toContain('Бар «Полночь»');
    expect(centre).not.toContain('Сормовская кухня');
    expect(centre).not.toContain('Чукотский чум');
    // With the other filters and the order of the list.
    expect(await names('/api/places?bbox=43.93,56.30,44.02,56.34&tags=BAR&limit=100')).toEqual(['Бар «Полночь»']);
    // A view across the 180th meridian: its west edge lies east of its east edge.
    expect((await inBox('170,60,-140,70')).sort()).toEqual(['Аляскинский бар', 'Чукотский чум']);
    for (const bad of ['1,2,3', '43.9,56.3,44.0,abc', '43.9,,44.0,56.4', '43.9,56.3,44.0,91', '43.9,56.4,44.0,56.3']) {
      const response = await call('GET', `/api/places?bbox=${encodeURIComponent(bad)}`, 'anonymous');
      expect(response.statusCode, bad).toBe(400);
      expect(Object.keys(response.json().fields), bad).toEqual(['bbox']);
      expect(response.json().fields.bbox, bad).toMatch(/бласт[ьи] карты/);
    }
  });

  it('filters by tags and features, all of them', async () => {
    const [terrace] = await t.app.db.insert(features).values({ name: 'Веранда' }).returning();
    await create({ name: 'Летний сад', tags: ['OUTDOOR', 'MUSIC'], featureIds: [terrace?.id] });
    expect(await names('/api/places?tags=MUSIC&sort=name')).toEqual(['Бар «Полночь»', 'Летний сад']);
    expect(await names('/api/places?tags=MUSIC&tags=OUTDOOR')).toEqual(['Летний сад']);
    expect(await names(`/api/places?features=${terrace?.id}`)).toEqual(['Летний сад']);
    const item = (await call('GET', `/api/places?features=${terrace?.id}`, 'anonymous')).json().items[0];
    expect(item.features).toEqual([{ id: terrace?.id, name: 'Веранда', icon: '' }]);
  });

  it('a gallery keeps up to 20 of the team’s photos in order; a 21st is a 400 naming photoFileIds', async () => {
    const rows = await t.app.db
      .insert(files)
      .values(
        Array.from({ length: 21 }, () => ({
          ownerId: (as.owner as Session).userId,
          path: `${crypto.randomUUID()}/w320.webp`,
          mime: 'image/webp',
          size: 1,
          width: 320,
          height: 240,
          variants: [],
        })),
      )
      .returning();
    const photos = rows.map((row) => row.id);
    const twenty = photos.slice(0, 20).reverse();
    const saved = await call('POST', '/api/places/editor', 'owner', { id: place.id, photoFileIds: twenty });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().photoFileIds).toEqual(twenty);
    const tooMany = await call('POST', '/api/places/editor', 'owner', { id: place.id, photoFileIds: photos });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toEqual({ photoFileIds: 'Можно добавить не больше 20 фотографий' });
    const [row] = await t.app.db.select().from(places).where(eq(places.id, place.id));
    expect(row?.photoFileIds).toEqual(twenty);
    // Someone else's upload cannot become this place's photo.
    const [foreign] = await t.app.db
      .insert(files)
      .values({
        ownerId: (as.stranger as Session).userId,
        path: `${crypto.randomUUID()}/w320.webp`,
        mime: 'image/webp',
        size: 1,
        width: 1,
        height: 1,
        variants: [],
      })
      .returning();
    const stolen = await call('POST', '/api/places/editor', 'owner', {
      id: place.id,
      photoFileIds: [...twenty.slice(0, 3), foreign?.id],
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().fields).toHaveProperty(['photoFileIds.3']);
  });

  it('bad input on every editor field names the field and writes nothing', async () => {
    const cases: Array<[object, string]> = [
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(121) }, 'name'],
      [{ name: 'Место', description: 'x'.repeat(5001) }, 'description'],
      [{ name: 'Место', address: 'x'.repeat(301) }, 'address'],
      [{ name: 'Место', organisationId: 'nope' }, 'organisationId'],
      [{ name: 'Место', organisationId: null }, 'organisationId'],
      [{ name: 'Место', latitude: 91 }, 'latitude'],
      [{ name: 'Место', longitude: -181 }, 'longitude'],
      [{ name: 'Место', timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ name: 'Место', schedule: [{ weekday: 'FUNDAY', from: 0, to: 60 }] }, 'schedule.0.weekday'],
      [{ name: 'Место', schedule: [{ weekday: 'MONDAY', from: 1500, to: 60 }] }, 'schedule.0.from'],
      [{ name: 'Место', schedule: [{ weekday: 'MONDAY', from: 600, to: 600 }] }, 'schedule.0.to'],
      [{ name: 'Место', tags: ['KARAOKE'] }, 'tags.0'],
      [{ name: 'Место', featureIds: ['00000000-0000-4000-8000-000000000000'] }, 'featureIds.0'],
      [{ name: 'Место', contacts: [{ type: 'SITE', value: 'нет точки' }] }, 'contacts.0.value'],
      [{ name: 'Место', photoFileIds: ['00000000-0000-4000-8000-000000000000'] }, 'photoFileIds.0'],
      [{ name: 'Место', photoFileIds: Array.from({ length: 21 }, () => crypto.randomUUID()) }, 'photoFileIds'],
      [{ name: 'Место', status: 'SECRET' }, 'status'],
    ];
    const before = (await t.app.db.select().from(places)).length;
    for (const [payload, field] of cases) {
      const response = await call('POST', '/api/places/editor', 'owner', { organisationId, ...payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().fields), JSON.stringify(payload)).toContain(field);
    }
    // Moving a place to an organisation the editor is not in.
    const foreign = (await call('GET', '/api/organisations?q=чужая', 'anonymous')).json().items[0].id;
    const moved = await call('POST', '/api/places/editor', 'owner', { id: place.id, organisationId: foreign });
    expect(moved.json().fields).toHaveProperty('organisationId');
    const bad = await call('POST', '/api/places/field-editor', 'owner', {
      id: place.id,
      field: 'timeZone',
      value: 'Nowhere',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['timeZone']);
    const unknownField = await call('POST', '/api/places/field-editor', 'owner', {
      id: place.id,
      field: 'code',
      value: 'x',
    });
    expect(Object.keys(unknownField.json().fields)).toEqual(['field']);
    expect((await t.app.db.select().from(places)).length).toBe(before);
    const [row] = await t.app.db.select().from(places).where(eq(places.id, place.id));
    expect(row?.organisationId).toBe(organisationId);
    expect(row?.timeZone).toBe('Europe/Moscow');
  });

  it('process recomputes the figures in one go; private notes are left out', async () => {
    // One opinion per author and place: three authors.
    const [first, second, third] = [as.stranger, as.otherMember, as.root] as Session[];
    await t.app.db.insert(opinions).values([
      { code: 'op-a', authorId: first?.userId as string, placeId: place.id, rating: 5, tags: ['BEER', 'MUSIC'] },
      { code: 'op-b', authorId: second?.userId as string, placeId: place.id, rating: 3, tags: ['BEER'] },
      { code: 'op-c', authorId: third?.userId as string, placeId: place.id, rating: 1, visibility: 'NOTES' },
    ]);
    const processed = await call('POST', `/api/places/process/${place.id}`, 'member');
    expect(processed.json()).toMatchObject({ rating: 4, opinionCount: 2, opinionTagCounts: { BEER: 2, MUSIC: 1 } });
    const listed = (await call('GET', `/api/places?id=${place.id}`, 'anonymous')).json().items[0];
    expect(listed).toMatchObject({ rating: 4, opinionCount: 2 });
  });

  it('process sums up what people say over public opinions with text, reading those not read yet; the place page shows it', async () => {
    const subject = await create({ name: 'Бар «Сводка»' });
    const before = (await call('GET', `/api/places?id=${subject.id}`, 'anonymous')).json().items[0];
    expect(before.opinionSummary).toBeNull();
    const [first, second, third, fourth] = [as.stranger, as.otherMember, as.root, as.owner] as Session[];
    await t.app.db.insert(opinions).values([
      { code: 'sum-a', authorId: first?.userId as string, placeId: subject.id, rating: 5, text: 'Отличная музыка!' },
      { code: 'sum-b', authorId: second?.userId as string, placeId: subject.id, rating: 2, text: 'Громко и тесно.' },
      {
        code: 'sum-c',
        authorId: third?.userId as string,
        placeId: subject.id,
        rating: 4,
        text: 'Моя заметка',
        visibility: 'NOTES',
      },
      { code: 'sum-d', authorId: fourth?.userId as string, placeId: subject.id, rating: 4, text: '' },
    ]);
    const processed = await call('POST', `/api/places/process/${subject.id}`, 'member');
    expect(processed.statusCode, processed.body).toBe(200);
    const { summary } = processed.json();
    expect(summary).toMatchObject({ opinions: 2, analysed: 2 });
    expect(summary.sentiment.positive + summary.sentiment.neutral + summary.sentiment.negative).toBe(2);
    // Read once, kept on each public opinion with text; the note and the empty one are left alone.
    const read = await t.app.db
      .select({ code: opinions.code, analysis: opinions.analysis })
      .from(opinions)
      .where(eq(opinions.placeId, subject.id));
    expect(Object.fromEntries(read.map((row) => [row.code, row.analysis !== null]))).toEqual({
      'sum-a': true,
      'sum-b': true,
      'sum-c': false,
      'sum-d': false,
    });
    const after = (await call('GET', `/api/places?id=${subject.id}`, 'anonymous')).json().items[0];
    expect(after.opinionSummary).toEqual(summary);
    expect(JSON.stringify(after.opinionSummary)).not.toContain('Моя заметка');
  });

  it('one opinion is no verdict: an aspect is judged from three opinions, neutral ones counted apart from bad ones', async () => {
    const subject = await create({ name: 'Бар «Три мнения»' });
    const [first, second, third] = [as.stranger, as.otherMember, as.root] as Session[];
    const write = async (code: string, author: Session | undefined, rating: number, text: string) => {
      await t.app.db
        .insert(opinions)
        .values({ code, authorId: author?.userId as string, placeId: subject.id, rating, text });
      const processed = await call('POST', `/api/places/process/${subject.id}`, 'member');
      expect(processed.statusCode, processed.body).toBe(200);
      return processed.json().summary;
    };

    // One neutral word about the service: named under «мало мнений», not judged, and the place page shows nothing.
    const one = await write('three-a', second, 3, 'Обслуживание обычное, официант принёс заказ.');
    expect(one).toMatchObject({ analysed: 1, minMentions: 3, aspects: [] });
    expect(one.fewMentions).toEqual([{ aspect: 'SERVICE', mentions: 1 }]);
    expect((await call('GET', `/api/places?id=${subject.id}`, 'anonymous')).json().items[0].opinionSummary).toEqual(
      one,
    );

    await write('three-b', first, 5, 'Обслуживание быстрое, официант вежливый. Музыка отличная.');
    const three = await write('three-c', third, 5, 'Официанты внимательные, коктейли вкусные.');
    expect(three.aspects).toHaveLength(1);
    expect(three.aspects[0]).toMatchObject({
      aspect: 'SERVICE',
      mentions: 3,
      sentiment: { positive: 2, neutral: 1, negative: 0 },
    });
    expect(three.fewMentions).toEqual(
      expect.arrayContaining([
        { aspect: 'MUSIC', mentions: 1 },
        { aspect: 'COCKTAILS', mentions: 1 },
      ]),
    );
    expect(three.sentiment).toEqual({ positive: 2, neutral: 1, negative: 0 });
  });

  it('a summary kept in the old shape (no counts, no threshold) is not shown until the place is processed again', async () => {
    const subject = await create({ name: 'Бар «Старая сводка»' });
    await t.app.db.insert(opinions).values({
      code: 'old-a',
      authorId: (as.stranger as Session).userId,
      placeId: subject.id,
      rating: 3,
      text: 'Обслуживание обычное, официант принёс заказ.',
    });
    // As summaries were kept before: one neutral opinion made «Обслуживание 0 % хорошего».
    const old = {
      opinions: 1,
      analysed: 1,
      sentiment: { positive: 0, neutral: 1, negative: 0 },
      aspects: [{ aspect: 'SERVICE', mentions: 1, positiveShare: 0, score: 0, quotes: [] }],
    };
    await t.app.db
      .update(places)
      .set({ opinionSummary: old as never })
      .where(eq(places.id, subject.id));
    const shown = await call('GET', `/api/places?id=${subject.id}`, 'anonymous');
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().items[0].opinionSummary).toBeNull();

    await call('POST', `/api/places/process/${subject.id}`, 'member');
    const again = (await call('GET', `/api/places?id=${subject.id}`, 'anonymous')).json().items[0];
    expect(again.opinionSummary).toMatchObject({ analysed: 1, aspects: [], fewMentions: [{ aspect: 'SERVICE' }] });
  });

  it('a page is what JSON.stringify writes of its items, and shows every change of a place and its organisation at once', async () => {
    // Pages are written from parts written before (place-items.ts); what people write may hold anything.
    const hostile = [
      '</script><script>alert("x")</script>',
      'Кафе\u2028«Ёлка»\u2029у реки',
      '😀 👨‍👩‍👧‍👦 🇷🇺 кофе',
      'Ἀθῆναι 北京 עברית العربية',
      'e\u0301 \u{1F9D1}\u200D\u{1F373} \\"кавычки\\" \u{10FFFD}',
    ];
    const network = (await call('POST', '/api/organisations/editor', 'owner', { name: 'Сеть «Проверка»' })).json();
    const subject = await create({ organisationId: network.id, name: 'Проверка страниц' });
    const listed = async () => {
      const response = await call('GET', `/api/places?code=${subject.code}`, 'anonymous');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).toBe(JSON.stringify(response.json()));
      return response.json().items[0];
    };
    await listed();
    for (const text of hostile) {
      // Names and addresses are one line; a description may hold line separators.
      const line = text.replace(/[\u2028\u2029]/g, ' ');
      const saved = await call('POST', '/api/places/editor', 'owner', {
        id: subject.id,
        name: line,
        description: text,
        address: line,
      });
      expect(saved.statusCode, `${JSON.stringify(text)}: ${saved.body}`).toBe(200);
      const renamed = await call('POST', '/api/organisations/editor', 'owner', {
        id: network.id,
        name: `Сеть ${line}`,
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const first = await listed();
      expect(first).toEqual({
        ...saved.json(),
        organisation: { id: network.id, code: network.code, name: renamed.json().name },
        openNow: first.openNow,
      });
      expect(await listed()).toEqual(first);
    }
  });
});
